import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, type MedicineDetailDraft } from '../../../components/medicine-detail/medicine-detail';
import { MedicineDetailFields } from '../../../components/medicine-detail/medicine-detail-fields';
import { medicineEntry, type PickedMedicine } from '../lib/picks';
import { PickedRow, usePickedName, type PickedRowProps } from './picked-list';

/**
 * A picked medicine with its optional dose and form (issue 19.7); a dose that cannot be sent is marked
 * once errors show.
 */
export function MedicineRow({
  item: m,
  showErrors,
  onEdit,
  ...row
}: PickedRowProps<PickedMedicine, MedicineDetailDraft>) {
  const { t } = useTranslation();
  const errorId = useId();
  const name = usePickedName(m.names);
  const badDose = showErrors && !medicineEntry(m).ok;
  const draft = { ...draftOf({ unit: m.unit, form: m.form }), amount: m.dose ?? '' };
  return (
    <PickedRow
      {...row}
      name={name}
      nameNote={m.className}
      problem={badDose ? { id: errorId, text: t('medicineReview.add.medicineDoseProblem') } : null}
    >
      <div className="amn-med__fields">
        <MedicineDetailFields
          name={name}
          value={draft}
          invalid={badDose}
          describedBy={badDose ? errorId : undefined}
          onChange={onEdit}
        />
      </div>
    </PickedRow>
  );
}
