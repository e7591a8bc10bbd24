import type { ReactNode } from 'react';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/card';

/** A card of what was picked on one tab: its heading with the count, then the items or a line saying none. */
export function PickedSection({
  titleId,
  title,
  none,
  count,
  children,
}: {
  titleId: string;
  title: string;
  none: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <ListCard
      className="amn-picked"
      title={title}
      titleId={titleId}
      titleClassName="amn-subtitle"
      count={count}
      none={none}
      noneClassName="app-lead amn-muted"
    >
      {children}
    </ListCard>
  );
}

/** The round button that takes one picked medicine or supplement off the list. */
export function RemovePickButton({
  name,
  className,
  onClick,
}: {
  name: string;
  className: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`app-icon-button ${className}`}
      aria-label={t('medicineReview.add.remove', { name })}
      onClick={onClick}
    >
      <CloseOutline aria-hidden="true" />
    </button>
  );
}
