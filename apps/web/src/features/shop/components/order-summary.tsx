import { formatCents } from '@nutri/domain/commerce';
import { useTranslation } from 'react-i18next';

/** One line of an order as checkout shows it before ordering and the result page after. */
export interface OrderLineView {
  skuId: string;
  image: string;
  name: string;
  spec: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** Servings a day as the plan gives them, and their unit; absent or null: not shown. */
  dosage?: number | null;
  servingUnit?: string;
  /** A warning under the line (not enough stock). */
  warning?: string | null;
  /** A note under the line (units refunded). */
  note?: string | null;
}

/** The lines of an order: image, name, specification, unit price and count, and the line's total. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  const { t } = useTranslation();
  const price = (cents: number) => t('shop.price', { price: formatCents(cents) });
  return (
    <ul className="app-stack">
      {lines.map((l) => (
        <li key={l.skuId} className="shop-line" data-sku-id={l.skuId}>
          <img src={l.image} alt={l.name} width={56} height={56} loading="lazy" />
          <div className="shop-line__body">
            <p className="shop-line__name">{l.name}</p>
            <p className="shop-line__spec">
              {l.spec} · {price(l.unitPriceCents)} {t('shop.checkout.quantity', { count: l.quantity })}
            </p>
            {l.dosage ? (
              <p className="shop-line__dosage">
                {t('shop.products.dosage', { count: l.dosage, unit: l.servingUnit ?? '' })}
              </p>
            ) : null}
            {l.warning ? <p className="shop-line__warn">{l.warning}</p> : null}
            {l.note ? <p className="shop-line__note">{l.note}</p> : null}
          </div>
          <p className="shop-line__total">{price(l.totalCents)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Items total, discount and what is to pay, as checkout prices the order and the server priced it. */
export function PriceBreakdown({
  totalCents,
  discountCents,
  payableCents,
  testId,
  payableTestId,
}: {
  totalCents: number;
  discountCents: number;
  payableCents: number;
  testId: string;
  payableTestId?: string;
}) {
  const { t } = useTranslation();
  const price = (cents: number) => t('shop.price', { price: formatCents(cents) });
  return (
    <dl className="shop-breakdown" data-testid={testId}>
      <div>
        <dt>{t('shop.checkout.total')}</dt>
        <dd>{price(totalCents)}</dd>
      </div>
      <div>
        <dt>{t('shop.checkout.discount')}</dt>
        <dd className="shop-breakdown__discount">−{price(discountCents)}</dd>
      </div>
      <div className="shop-breakdown__payable">
        <dt>{t('shop.checkout.payable')}</dt>
        <dd data-testid={payableTestId}>{price(payableCents)}</dd>
      </div>
    </dl>
  );
}
