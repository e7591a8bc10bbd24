import { useTranslation } from 'react-i18next';
import { MedicinePicker } from '../../../components/search-picker/pickers';
import { PickerChip } from '../../../components/search-picker/search-picker';
import { useLocaleStore } from '../../../stores/locale-store';
import type { MedicineHit } from '../../../components/search-picker/search-api';
import type { PickedMedicine } from '../lib/picks';
import { MedicineRow } from './medicine-row';
import { PickedList, type PickTabProps } from './picked-list';
import { useTabPicker } from './use-tab-picker';

/** Tappable examples that show the ways to search: Chinese name, initials, English and brand. */
const EXAMPLES = {
  'zh-CN': ['华法林', 'hfl', '二甲双胍', '奥美拉唑'],
  'en-US': ['warfarin', 'Coumadin', 'metformin', 'omeprazole'],
} as const;

/**
 * The medicines tab: the medicines picked, then search-as-you-type over the drug dictionary; a tap on a
 * result adds or removes it.
 */
export function MedicinePanel(tab: PickTabProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const picker = useTabPicker(tab, 'medicines', pickedFromHit);
  return (
    <>
      <PickedList tab={tab} kind="medicines" Row={MedicineRow} />
      <MedicinePicker
        {...picker}
        suggested={(hits) => hits.every((h) => h.suggested === true)}
        idle={
          <div className="amn-examples">
            <span>{t('medicineReview.add.examples')}</span>
            {EXAMPLES[locale].map((ex) => (
              <PickerChip key={ex} onClick={() => tab.onKeywordChange(ex)}>
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
