import { useState, type ReactNode } from 'react';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { useTranslation } from 'react-i18next';
import { SearchField } from './search-field';
import { SearchStatus } from './search-status';
import { useSearch, type SearchSource } from './use-search';
import './search-picker.css';

/**
 * The one medicine and supplement picker: a search box, its status line, and the hits as toggle buttons
 * (a tap adds a hit, a second tap removes it). What a hit says, what shows while the box is empty
 * (`idle`) and what is offered when nothing matched (`noMatch`) are the caller's.
 */
export interface SearchPickerProps<T> {
  label: string;
  placeholder: string;
  /** The search box's text when the caller keeps it; otherwise the picker keeps its own. */
  keyword?: string;
  onKeywordChange?: (keyword: string) => void;
  source: SearchSource<T>;
  idOf: (hit: T) => string;
  isPicked: (hit: T) => boolean;
  onToggle: (hit: T, picked: boolean) => void;
  renderHit: (hit: T) => ReactNode;
  /** The hits are "did you mean" suggestions rather than matches. */
  suggested?: (hits: readonly T[]) => boolean;
  idle?: ReactNode;
  noMatch?: (keyword: string) => ReactNode;
}

export function SearchPicker<T>({
  label,
  placeholder,
  keyword: keptKeyword,
  onKeywordChange: keepKeyword,
  source,
  idOf,
  isPicked,
  onToggle,
  renderHit,
  suggested,
  idle,
  noMatch,
}: SearchPickerProps<T>) {
  const { t } = useTranslation();
  const [ownKeyword, setOwnKeyword] = useState('');
  const keyword = keptKeyword ?? ownKeyword;
  const onKeywordChange = keepKeyword ?? setOwnKeyword;
  const search = useSearch(keyword, source);
  const { hits } = search;
  return (
    <div className="picker">
      <SearchField label={label} placeholder={placeholder} value={keyword} onChange={onKeywordChange} />
      <SearchStatus
        keyword={search.keyword}
        isSearching={search.searching}
        error={search.error}
        count={search.settled ? hits.length : null}
        suggested={hits.length > 0 && suggested?.(hits) === true}
        onRetry={search.retry}
      />
      {search.keyword === '' ? idle : null}
      {search.settled && search.keyword !== '' && hits.length === 0 ? noMatch?.(search.keyword) : null}
      {hits.length > 0 ? (
        <ul className="picker-results" aria-label={label}>
          {hits.map((hit) => {
            const picked = isPicked(hit);
            return (
              <li key={idOf(hit)}>
                <button
                  type="button"
                  className="app-plain-button picker-hit"
                  aria-pressed={picked}
                  onClick={() => onToggle(hit, picked)}
                >
                  <span className="picker-hit__text">{renderHit(hit)}</span>
                  <span
                    className={picked ? 'picker-hit__action picker-hit__action--added' : 'picker-hit__action'}
                  >
                    {picked ? <CheckOutline aria-hidden="true" /> : <AddOutline aria-hidden="true" />}
                    {picked ? t('picker.added') : t('picker.add')}
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

/** A rounded chip button (search examples, browse options); `pressed` marks a picked option. */
export function PickerChip({
  pressed,
  onClick,
  children,
}: {
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="app-chip picker-chip" aria-pressed={pressed} onClick={onClick}>
      {pressed ? <CheckOutline aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
