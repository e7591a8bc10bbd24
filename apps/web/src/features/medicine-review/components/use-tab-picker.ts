import { useTranslation } from 'react-i18next';
import type { PickedItems, PickKind } from '../lib/picks';
import { usePickedKeys, usePicksStore } from '../stores/picks-store';
import type { PickTabProps } from './picked-list';

const SEARCH_TEXTS = {
  medicines: {
    label: 'medicineReview.add.medicineSearchLabel',
    placeholder: 'medicineReview.add.medicinePlaceholder',
  },
  supplements: {
    label: 'medicineReview.add.supplementSearchLabel',
    placeholder: 'medicineReview.add.supplementPlaceholder',
  },
} as const;

/**
 * What the search picker of a tab is given: its texts, the tab's search text, whether a hit is picked,
 * and the tap that takes a picked hit off the list or adds the pick `pickOf` makes of it. A hit's id is
 * the key of the pick made of it.
 */
export function useTabPicker<K extends PickKind, H extends { id: string }>(
  { planId, keyword, onKeywordChange }: PickTabProps,
  kind: K,
  pickOf: (hit: H) => PickedItems[K],
) {
  const { t } = useTranslation();
  const picked = usePickedKeys(planId, kind);
  const { add, remove } = usePicksStore.getState();
  return {
    label: t(SEARCH_TEXTS[kind].label),
    placeholder: t(SEARCH_TEXTS[kind].placeholder),
    keyword,
    onKeywordChange,
    isPicked: (hit: { id: string }) => picked.has(hit.id),
    onToggle: (hit: H, added: boolean) =>
      added ? remove(planId, kind, hit.id) : add(planId, kind, pickOf(hit)),
  };
}
