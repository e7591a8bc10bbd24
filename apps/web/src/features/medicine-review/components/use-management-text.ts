import type { MedicineTaboo } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';

/** "Take 4 hours apart", "Avoid", "Monitor": what to do about a taboo, in plain words. */
export function useManagementText(): (taboo: Pick<MedicineTaboo, 'management' | 'separateHours'>) => string {
  const { t } = useTranslation();
  return (taboo) => {
    if (taboo.management === 'separate') {
      const hours = taboo.separateHours;
      return typeof hours === 'number' && Number.isFinite(hours) && hours > 0
        ? t('medicineReview.section.management.separate', { hours })
        : t('medicineReview.section.management.separateAny');
    }
    return t(`medicineReview.section.management.${taboo.management}`);
  };
}
