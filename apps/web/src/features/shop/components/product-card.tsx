import type { ProductView } from '@nutri/domain/contracts';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { quickHref } from '../lib/links';
import { PriceTag } from './price-tag';

/**
 * One recommended product: select box, image, name and brand, daily dosage, usage and its note (the
 * usage split, done by the server with `splitUsage`), price with the best voucher price, and a
 * link to its specifications.
 */
export function ProductCard({
  product: p,
  planId,
  selected,
  onToggle,
}: {
  product: ProductView;
  planId: string | null;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const soldOut = p.stock <= 0;
  const nameId = `shop-product-${p.id}`;
  return (
    <li
      className={selected ? 'app-card shop-card shop-card--selected' : 'app-card shop-card'}
      data-product-id={p.id}
    >
      <label className="shop-card__check">
        <input
          type="checkbox"
          checked={selected}
          disabled={soldOut}
          onChange={() => onToggle(p.id)}
          aria-label={t('shop.products.select', { name: p.name })}
        />
      </label>
      <img className="shop-card__image" src={p.image} alt={p.name} width={72} height={72} loading="lazy" />
      <div className="shop-card__body">
        <h3 className="shop-card__name" id={nameId}>
          {p.name}
        </h3>
        <ProductFacts product={p} />
        {p.usage ? (
          <p className="shop-card__usage">
            <span className="shop-card__key">{t('shop.products.usage')}</span> {p.usage}
          </p>
        ) : null}
        {p.content ? (
          <p className="shop-card__content">
            <span className="shop-card__key">{t('shop.products.content')}</span> {p.content}
          </p>
        ) : null}
      </div>
      <div className="shop-card__foot">
        {soldOut ? (
          <p className="shop-card__soldout">{t('shop.products.soldOut')}</p>
        ) : (
          <PriceTag priceCents={p.priceCents} bestCents={p.bestPriceCents} label={p.bestVoucherLabel} />
        )}
        <Link className="shop-card__spec" to={quickHref(p.id, planId)} aria-describedby={nameId}>
          {t('shop.products.chooseSpec')}
          <RightOutline aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

/** A product's brand and category, and how many it takes a day. */
export function ProductFacts({ product: p }: { product: ProductView }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="shop-card__brand">
        {p.brand} · {p.categoryName}
      </p>
      <p className="shop-card__dosage">
        {t('shop.products.dosage', { count: p.dosage, unit: p.servingUnit })}
      </p>
    </>
  );
}
