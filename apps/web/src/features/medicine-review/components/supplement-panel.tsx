import { keepPreviousData, useQuery } from '@tanstack/react-query';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import { useTranslation } from 'react-i18next';
import type { SupplementOptionView } from '@nutri/domain/contracts';
import { isApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import type { SupplementOptionGroups } from '../api/get-supplement-options';
import { searchSupplements } from '../api/search-supplements';
import { formatDose, supplementKey, type PickedSupplement } from '../lib/picks';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from './medicine-panel';
import { SearchField } from './search-field';
import { SearchStatus } from './search-status';

/**
 * Search-as-you-type over the supplement options; with an empty box, the options grouped by category to
 * tap. A supplement the list lacks can be added by its name (the review then judges it by name).
 */
export function SupplementPanel({
  keyword,
  onKeywordChange,
  picked,
  options,
  onToggle,
  onAddByName,
}: {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  picked: readonly PickedSupplement[];
  options: {
    data: SupplementOptionGroups | undefined;
    isLoading: boolean;
    error: unknown;
    refetch: () => void;
  };
  onToggle: (option: SupplementOptionView, added: boolean) => void;
  onAddByName: (name: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const trimmed = keyword.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['medicine-review', 'search-supplement', debounced, locale],
    queryFn: ({ signal }) => searchSupplements(debounced, signal),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const pickedKeys = new Set(picked.map((s) => s.key));
  const typing = trimmed !== debounced;
  const hits = debounced !== '' && trimmed !== '' ? (query.data?.list ?? []) : [];
  const settled = !typing && !query.isFetching && query.data !== undefined && !query.isPlaceholderData;
  const nameKey = supplementKey({ name: trimmed });

  const altName = (o: SupplementOptionView) => (locale === 'zh-CN' ? o.names.en : o.names.zh);
  const serving = (o: SupplementOptionView) => (locale === 'zh-CN' ? o.serving.zh : o.serving.en);
  const doseText = (o: SupplementOptionView) =>
    `${formatDose(o.defaultDose.amount)} ${t(`medicineReview.add.units.${o.defaultDose.unit}`)}`;

  return (
    <div className="amn-panel">
      <SearchField
        label={t('medicineReview.add.supplementSearchLabel')}
        placeholder={t('medicineReview.add.supplementPlaceholder')}
        value={keyword}
        onChange={onKeywordChange}
      />
      <SearchStatus
        keyword={trimmed}
        isSearching={typing || query.isFetching}
        error={query.isError ? query.error : null}
        count={settled ? hits.length : null}
        onRetry={() => void query.refetch()}
      />
      {settled && hits.length === 0 && trimmed !== '' && !pickedKeys.has(nameKey) ? (
        <button type="button" className="amn-add-name" onClick={() => onAddByName(trimmed)}>
          <AddOutline aria-hidden="true" />
          {t('medicineReview.add.addByName', { name: trimmed })}
        </button>
      ) : null}
      {hits.length > 0 ? (
        <ul className="amn-results" aria-label={t('medicineReview.add.supplementSearchLabel')}>
          {hits.map((o) => {
            const added = pickedKeys.has(o.id);
            return (
              <li key={o.id}>
                <button
                  type="button"
                  className="amn-hit"
                  aria-pressed={added}
                  onClick={() => onToggle(o, added)}
                >
                  <span className="amn-hit__text">
                    <span className="amn-hit__name">
                      {o.name}
                      <span className="amn-hit__alt" lang={locale === 'zh-CN' ? 'en' : 'zh-CN'}>
                        {altName(o)}
                      </span>
                    </span>
                    <span className="amn-hit__brands">
                      {t('medicineReview.add.serving', { serving: serving(o) })} · {doseText(o)}
                    </span>
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
      {trimmed === '' ? (
        <section className="amn-browse" aria-labelledby="amn-browse-title">
          <h2 id="amn-browse-title" className="amn-subtitle">
            {t('medicineReview.add.browseTitle')}
          </h2>
          {options.isLoading ? (
            <p className="amn-status" role="status">
              <span className="amn-spinner" aria-hidden="true" />
              {t('medicineReview.add.optionsLoading')}
            </p>
          ) : options.error ? (
            <p className="amn-status amn-status__error" role="alert">
              {t('medicineReview.add.optionsError', {
                message: isApiError(options.error) ? options.error.msg : String(options.error),
              })}{' '}
              <button type="button" className="amn-link-button" onClick={options.refetch}>
                {t('medicineReview.add.retry')}
              </button>
            </p>
          ) : (
            (options.data?.list ?? []).map((group) => (
              <div key={group.category} className="amn-browse__group">
                <h3>{locale === 'zh-CN' ? group.labels.zh : group.labels.en}</h3>
                <div className="amn-browse__chips">
                  {group.options.map((o) => {
                    const added = pickedKeys.has(o.id);
                    return (
                      <button
                        key={o.id}
                        type="button"
                        className="amn-chip"
                        aria-pressed={added}
                        onClick={() => onToggle(o, added)}
                      >
                        {added ? <CheckOutline aria-hidden="true" /> : null}
                        {locale === 'zh-CN' ? o.names.zh : o.names.en}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))
          )}
        </section>
      ) : null}
    </div>
  );
}

/** What is stored when an option is picked: its default dose, editable afterwards. */
export function pickedFromOption(o: SupplementOptionView): PickedSupplement {
  return {
    key: o.id,
    optionId: o.id,
    names: { zh: o.names.zh, en: o.names.en },
    dose: formatDose(o.defaultDose.amount),
    unit: o.defaultDose.unit,
  };
}

/** What is stored for a supplement typed by name: no default dose is known, so the user enters one. */
export function pickedFromName(name: string): PickedSupplement {
  return { key: supplementKey({ name }), names: { zh: name, en: name }, dose: '', unit: 'mg' };
}
