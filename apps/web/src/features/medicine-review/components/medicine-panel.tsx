import { keepPreviousData, useQuery } from '@tanstack/react-query';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { searchMedicines, type MedicineHit } from '../api/search-medicines';
import type { PickedMedicine } from '../lib/picks';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { SearchField } from './search-field';
import { SearchStatus } from './search-status';

export const SEARCH_DEBOUNCE_MS = 300;

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
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['medicine-review', 'search-medicine', debounced, locale],
    queryFn: ({ signal }) => searchMedicines(debounced, signal),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const pickedIds = new Set(picked.map((m) => m.id));
  const typing = keyword.trim() !== debounced;
  const hits = debounced !== '' && keyword.trim() !== '' ? (query.data?.list ?? []) : [];

  return (
    <div className="amn-panel">
      <SearchField
        label={t('medicineReview.add.medicineSearchLabel')}
        placeholder={t('medicineReview.add.medicinePlaceholder')}
        value={keyword}
        onChange={onKeywordChange}
      />
      <SearchStatus
        keyword={keyword.trim()}
        isSearching={typing || query.isFetching}
        error={query.isError ? query.error : null}
        count={query.data && !query.isPlaceholderData ? query.data.list.length : null}
        suggested={hits.length > 0 && hits.every((h) => h.suggested === true)}
        onRetry={() => void query.refetch()}
      />
      {keyword.trim() === '' ? (
        <div className="amn-examples">
          <span>{t('medicineReview.add.examples')}</span>
          {EXAMPLES[locale].map((ex) => (
            <button key={ex} type="button" className="amn-chip" onClick={() => onKeywordChange(ex)}>
              {ex}
            </button>
          ))}
        </div>
      ) : null}
      {hits.length > 0 ? (
        <ul className="amn-results" aria-label={t('medicineReview.add.medicineSearchLabel')}>
          {hits.map((hit) => {
            const added = pickedIds.has(hit.id);
            const [first, second] = locale === 'zh-CN' ? [hit.zh, hit.en] : [hit.en, hit.zh];
            return (
              <li key={hit.id}>
                <button
                  type="button"
                  className="amn-hit"
                  aria-pressed={added}
                  onClick={() => onToggle(hit, added)}
                >
                  <span className="amn-hit__text">
                    <span className="amn-hit__name">
                      {first}
                      <span className="amn-hit__alt" lang={locale === 'zh-CN' ? 'en' : 'zh-CN'}>
                        {second}
                      </span>
                    </span>
                    {hit.classes.length > 0 ? (
                      <span className="amn-hit__classes">
                        {hit.classes.map((c) => (
                          <span key={c.id} className="amn-tag">
                            {c.name}
                          </span>
                        ))}
                      </span>
                    ) : null}
                    {hit.brands.length > 0 ? (
                      <span className="amn-hit__brands">
                        {t('medicineReview.add.brands', { brands: hit.brands.slice(0, 4).join(' · ') })}
                      </span>
                    ) : null}
                  </span>
                  <span className={added ? 'amn-hit__action amn-hit__action--added' : 'amn-hit__action'}>
                    {added ? <CheckOutline aria-hidden="true" /> : <AddOutline aria-hidden="true" />}
                    {added ? t('medicineReview.add.added') : t('medicineReview.add.add')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
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
