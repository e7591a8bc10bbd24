import { formatCents } from '@nutri/domain/commerce';
import type { SkuView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';

/**
 * SpecificationOptions: one chip per SKU (spec, price, stock) as a radio group; a sold-out SKU is shown
 * but cannot be chosen. Arrow keys move between the choosable chips, as in a native radio group.
 */
export function SpecificationOptions({
  skus,
  value,
  onChange,
  labelId,
}: {
  skus: readonly SkuView[];
  value: string | null;
  onChange: (skuId: string) => void;
  labelId: string;
}) {
  const { t } = useTranslation();
  const choosable = skus.filter((s) => s.stock > 0);
  const move = (from: string, step: 1 | -1) => {
    const i = choosable.findIndex((s) => s.id === from);
    const next = choosable[(i + step + choosable.length) % choosable.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`shop-sku-${next.id}`)?.focus();
    }
  };
  return (
    <div className="shop-skus" role="radiogroup" aria-labelledby={labelId}>
      {skus.map((s) => {
        const out = s.stock <= 0;
        const checked = s.id === value;
        return (
          <button
            key={s.id}
            id={`shop-sku-${s.id}`}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={out || undefined}
            disabled={out}
            tabIndex={checked || (value === null && s === choosable[0]) ? 0 : -1}
            className={checked ? 'app-tile-button shop-sku shop-sku--checked' : 'app-tile-button shop-sku'}
            onClick={() => onChange(s.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
                e.preventDefault();
                move(s.id, 1);
              } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
                e.preventDefault();
                move(s.id, -1);
              }
            }}
          >
            <span className="shop-sku__spec">{s.spec}</span>
            <span className="shop-sku__price">{t('shop.price', { price: formatCents(s.priceCents) })}</span>
            <span className="shop-sku__stock">
              {out ? t('shop.quick.outOfStock') : t('shop.quick.stock', { count: s.stock })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
