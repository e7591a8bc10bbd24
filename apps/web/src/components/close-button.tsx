import CloseOutline from 'antd-mobile-icons/es/CloseOutline';

/** The round × button that closes a panel or takes an item off a list; `label` says which. */
export function CloseButton({
  label,
  className,
  onClick,
}: {
  label: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`app-icon-button ${className}`} aria-label={label} onClick={onClick}>
      <CloseOutline aria-hidden="true" />
    </button>
  );
}
