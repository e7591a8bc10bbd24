import { useTranslation } from 'react-i18next';
import { draftOf } from '../../../components/medicine-detail/medicine-detail';
import { MedicineDetailFields } from '../../../components/medicine-detail/medicine-detail-fields';
import { medicineEntry } from '../lib/picks';
import { PickedRow, type PickedRowProps } from './picked-list';

/**
 * A picked medicine with its optional dose and form (issue 19.7); a dose that cannot be sent is marked
 * once errors show.
 */
export function MedicineRow({ item: m, showErrors, onEdit, ...row }: PickedRowProps<'medicines'>) {
  const { t } = useTranslation();
  const badDose = showErrors && !medicineEntry(m).ok;
  const draft = { ...draftOf({ unit: m.unit, form: m.form }), amount: m.dose ?? '' };
  return (
    <PickedRow
      {...row}
      names={m.names}
      nameNote={m.className}
      problem={badDose ? t('medicineReview.add.medicineDoseProblem') : null}
    >
      {(name, problemId) => (
        <div className="amn-med__fields">
          <MedicineDetailFields
            name={name}
            value={draft}
            invalid={badDose}
            describedBy={problemId}
            onChange={onEdit}
          />
        </div>
      )}
    </PickedRow>
  );
}
