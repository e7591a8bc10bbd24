import { formatCents } from '@nutri/domain/commerce';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';

/**
 * A price with its best voucher price: when a voucher lowers it, the voucher price first, the original
 * struck through (announced as "original price"), and the voucher's label; otherwise the price alone.
 */
export function PriceTag({
  priceCents,
  bestCents,
  label,
  size = 'md',
}: {
  priceCents: number;
  bestCents: number;
  label: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const lowered = bestCents < priceCents;
  return (
    <p className={`shop-price shop-price--${size}`}>
      <span className="shop-price__now">
        {t('shop.price', { price: formatCents(lowered ? bestCents : priceCents) })}
      </span>
      {lowered ? (
        <>
          <WasPrice className="shop-price__was" cents={priceCents} />
          {label ? (
            <Tag tone="danger" className="shop-price__tag">
              {label}
            </Tag>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

/** A price struck through, announced as the original price. */
export function WasPrice({ cents, className }: { cents: number; className: string }) {
  const { t } = useTranslation();
  return (
    <del className={className}>
      <span className="visually-hidden">{t('shop.originalPrice')} </span>
      {t('shop.price', { price: formatCents(cents) })}
    </del>
  );
}
