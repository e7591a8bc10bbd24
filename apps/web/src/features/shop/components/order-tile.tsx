import { formatCents } from '@nutri/domain/commerce';
import type { OrderView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import { statusTone } from '../lib/order-status';

/** One order in a list: its number, day, what it holds, what it cost and its status; a tap opens it. */
export function OrderTile({
  order: o,
  current,
  onOpen,
}: {
  order: OrderView;
  current?: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const count = o.items.reduce((n, i) => n + i.quantity, 0);
  const first = o.items[0];
  const what = first
    ? o.items.length === 1
      ? t('shop.orders.line', { name: first.name, count: first.quantity })
      : t('shop.orders.lines', { name: first.name, count })
    : '';
  return (
    <button
      type="button"
      className="app-tile-button shop-order"
      aria-current={current ? 'page' : undefined}
      onClick={onOpen}
      data-order-id={o.id}
    >
      <span className="shop-order__no">{o.orderNo}</span>
      <span className="shop-order__status">
        <Tag tone={statusTone(o.status)}>{t(`shop.result.statuses.${o.status}`)}</Tag>
      </span>
      <span className="shop-order__what">{what}</span>
      <span className="shop-order__sum">
        {t('shop.result.orderSummary', {
          date: formatMonthDay(o.createdAt, locale),
          price: formatCents(o.payableCents),
        })}
      </span>
    </button>
  );
}
