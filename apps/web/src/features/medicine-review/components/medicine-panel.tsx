import { useTranslation } from 'react-i18next';
import { MedicinePicker } from '../../../components/search-picker/pickers';
import { PickerChip } from '../../../components/search-picker/search-picker';
import { useLocaleStore } from '../../../stores/locale-store';
import type { MedicineHit } from '../../../components/search-picker/search-api';
import type { PickedMedicine } from '../lib/picks';
import { usePicksStore, usePlanPicks } from '../stores/picks-store';
import { MedicineRow } from './medicine-row';
import { PickedList, type PickTabProps } from './picked-list';

/** Tappable examples that show the ways to search: Chinese name, initials, English and brand. */
const EXAMPLES = {
  'zh-CN': ['华法林', 'hfl', '二甲双胍', '奥美拉唑'],
  'en-US': ['warfarin', 'Coumadin', 'metformin', 'omeprazole'],
} as const;

/**
 * The medicines tab: the medicines picked, then search-as-you-type over the drug dictionary; a tap on a
 * result adds or removes it.
 */
export function MedicinePanel({ planId, keyword, onKeywordChange, unknownKeys, showErrors }: PickTabProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { medicines } = usePlanPicks(planId);
  const store = usePicksStore.getState();
  const pickedIds = new Set(medicines.map((m) => m.id));
  return (
    <>
      <PickedList
        kind="medicines"
        items={medicines}
        keyOf={(m) => m.id}
        unknownKeys={unknownKeys}
        showErrors={showErrors}
        Row={MedicineRow}
        onEdit={(id, detail) => store.updateMedicine(planId, id, detail)}
        onRemove={(id) => store.removeMedicine(planId, id)}
      />
      <MedicinePicker
        label={t('medicineReview.add.medicineSearchLabel')}
        placeholder={t('medicineReview.add.medicinePlaceholder')}
        keyword={keyword}
        onKeywordChange={onKeywordChange}
        isPicked={(hit) => pickedIds.has(hit.id)}
        onToggle={(hit, added) =>
          added ? store.removeMedicine(planId, hit.id) : store.addMedicine(planId, pickedFromHit(hit))
        }
        suggested={(hits) => hits.every((h) => h.suggested === true)}
        idle={
          <div className="amn-examples">
            <span>{t('medicineReview.add.examples')}</span>
            {EXAMPLES[locale].map((ex) => (
              <PickerChip key={ex} onClick={() => onKeywordChange(ex)}>
                {ex}
              </PickerChip>
            ))}
          </div>
        }
      />
    </>
  );
}

/** What is stored when a search hit is picked. */
function pickedFromHit(hit: MedicineHit): PickedMedicine {
  return {
    id: hit.id,
    names: { zh: hit.zh, en: hit.en },
    ...(hit.classes[0] ? { className: hit.classes[0].name } : {}),
  };
}
