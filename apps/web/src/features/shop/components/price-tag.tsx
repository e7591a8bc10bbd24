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
          <del className="shop-price__was">
            <span className="visually-hidden">{t('shop.originalPrice')} </span>
            {t('shop.price', { price: formatCents(priceCents) })}
          </del>
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
