import { useTranslation } from 'react-i18next';
import { MedicinePicker } from '../../../components/search-picker/pickers';
import { PickerChip } from '../../../components/search-picker/search-picker';
import { useLocaleStore } from '../../../stores/locale-store';
import type { MedicineHit } from '../../../components/search-picker/search-api';
import type { PickedMedicine } from '../lib/picks';

/** Tappable examples that show the ways to search: Chinese name, initials, English and brand. */
const EXAMPLES = {
  'zh-CN': ['华法林', 'hfl', '二甲双胍', '奥美拉唑'],
  'en-US': ['warfarin', 'Coumadin', 'metformin', 'omeprazole'],
} as const;

/** Search-as-you-type over the drug dictionary; a tap on a result adds or removes it. */
export function MedicinePanel({
  keyword,
  onKeywordChange,
  picked,
  onToggle,
}: {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  picked: readonly PickedMedicine[];
  onToggle: (hit: MedicineHit, added: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const pickedIds = new Set(picked.map((m) => m.id));
  return (
    <MedicinePicker
      label={t('medicineReview.add.medicineSearchLabel')}
      placeholder={t('medicineReview.add.medicinePlaceholder')}
      keyword={keyword}
      onKeywordChange={onKeywordChange}
      isPicked={(hit) => pickedIds.has(hit.id)}
      onToggle={onToggle}
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
  );
}

/** What is stored when a search hit is picked. */
export function pickedFromHit(hit: MedicineHit): PickedMedicine {
  return {
    id: hit.id,
    names: { zh: hit.zh, en: hit.en },
    ...(hit.classes[0] ? { className: hit.classes[0].name } : {}),
  };
}
