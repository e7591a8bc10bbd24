import { useId } from 'react';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import CloseCircleFill from 'antd-mobile-icons/es/CloseCircleFill';
import { useTranslation } from 'react-i18next';

/** A labelled search input with a 44 px clear button; the label is visible to screen readers only. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="picker-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchOutline className="picker-search__icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        className="app-input picker-search__input"
        value={value}
        placeholder={placeholder}
        maxLength={40}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(e) => onChange(e.target.value)}
      />
      {value !== '' ? (
        <button
          type="button"
          className="app-icon-button picker-search__clear"
          aria-label={t('picker.clear')}
          onClick={() => onChange('')}
        >
          <CloseCircleFill aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
