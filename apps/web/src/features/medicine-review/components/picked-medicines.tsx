import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, type MedicineDetailDraft } from '../../../components/medicine-detail/medicine-detail';
import { MedicineDetailFields } from '../../../components/medicine-detail/medicine-detail-fields';
import { useLocaleStore } from '../../../stores/locale-store';
import { medicineEntry, type PickedMedicine } from '../lib/picks';
import { PickedSection, RemovePickButton } from './picked-section';

/**
 * The medicines picked so far, each with its optional dose and form (issue 19.7); one the server did
 * not recognise, or whose dose cannot be sent, is marked.
 */
export function PickedMedicines({
  medicines,
  invalidIds,
  showErrors,
  onChange,
  onRemove,
}: {
  medicines: readonly PickedMedicine[];
  invalidIds: ReadonlySet<string>;
  showErrors: boolean;
  onChange: (id: string, detail: MedicineDetailDraft) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <PickedSection
      titleId="amn-picked-medicines"
      title={t('medicineReview.add.pickedMedicines', { count: medicines.length })}
      none={t('medicineReview.add.pickedNoMedicines')}
      count={medicines.length}
    >
      <ul className="app-stack app-stack--tight">
        {medicines.map((m) => (
          <MedicineRow
            key={m.id}
            medicine={m}
            unknown={invalidIds.has(m.id)}
            showErrors={showErrors}
            onChange={(detail) => onChange(m.id, detail)}
            onRemove={() => onRemove(m.id)}
          />
        ))}
      </ul>
    </PickedSection>
  );
}

function MedicineRow({
  medicine: m,
  unknown,
  showErrors,
  onChange,
  onRemove,
}: {
  medicine: PickedMedicine;
  unknown: boolean;
  showErrors: boolean;
  onChange: (detail: MedicineDetailDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const errorId = useId();
  const name = locale === 'zh-CN' ? m.names.zh : m.names.en;
  const badDose = showErrors && !medicineEntry(m).ok;
  const draft = { ...draftOf({ unit: m.unit, form: m.form }), amount: m.dose ?? '' };
  return (
    <li className={badDose || unknown ? 'amn-dose amn-dose--invalid' : 'amn-dose'}>
      <div className="app-spread">
        <span className="amn-dose__name">
          {name}
          {m.className ? <span className="amn-dose__class">{m.className}</span> : null}
        </span>
        <RemovePickButton name={name} className="amn-dose__remove" onClick={onRemove} />
      </div>
      <div className="amn-med__fields">
        <MedicineDetailFields
          name={name}
          value={draft}
          invalid={badDose}
          describedBy={badDose ? errorId : undefined}
          onChange={onChange}
        />
      </div>
      {badDose ? (
        <p id={errorId} className="amn-field-error">
          {t('medicineReview.add.medicineDoseProblem')}
        </p>
      ) : null}
      {unknown ? (
        <p className="amn-field-error" role="alert">
          {t('medicineReview.add.unknownItem', { name })}
        </p>
      ) : null}
    </li>
  );
}
