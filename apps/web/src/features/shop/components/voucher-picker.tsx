import { formatCents } from '@nutri/domain/commerce';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import type { VoucherChoice } from '../lib/pricing';

/**
 * Voucher choice for the order: "no voucher", the usable vouchers (the best one marked), and the ones
 * that cannot be used, disabled, each with its reason (threshold not met and by how much, used, expired).
 */
export function VoucherPicker({
  choices,
  value,
  bestId,
  onChange,
}: {
  choices: readonly VoucherChoice[];
  value: string | null;
  bestId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <section className="shop-panel" aria-labelledby="shop-voucher-title">
      <h2 id="shop-voucher-title" className="shop-panel__title">
        {t('shop.checkout.voucher')}
      </h2>
      <fieldset className="shop-choices" data-testid="voucher-picker">
        <legend className="visually-hidden">{t('shop.checkout.voucher')}</legend>
        <label className="shop-choice">
          <input type="radio" name="shop-voucher" checked={value === null} onChange={() => onChange(null)} />
          <span className="shop-choice__text">
            <span className="shop-choice__main">{t('shop.checkout.noVoucher')}</span>
          </span>
        </label>
        {choices.map((c) => {
          const usable = c.state === 'usable';
          const reason =
            c.state === 'usable'
              ? null
              : c.state === 'threshold'
                ? t('shop.checkout.reason.threshold', { amount: formatCents(c.shortfallCents) })
                : t(`shop.checkout.reason.${c.state}`);
          return (
            <label
              key={c.view.id}
              className={usable ? 'shop-choice' : 'shop-choice shop-choice--disabled'}
              data-voucher-id={c.view.id}
            >
              <input
                type="radio"
                name="shop-voucher"
                checked={value === c.view.id}
                disabled={!usable}
                onChange={() => onChange(c.view.id)}
              />
              <span className="shop-choice__text">
                <span className="shop-choice__main">
                  <span className="shop-voucher__label">{c.label}</span>
                  {c.view.id === bestId ? (
                    <Tag tone="danger" className="shop-badge">
                      {t('shop.checkout.bestTag')}
                    </Tag>
                  ) : null}
                </span>
                <span className="shop-choice__sub">
                  {c.view.title} ·{' '}
                  {t('shop.checkout.validTo', { date: formatMonthDay(c.view.validTo, locale) })}
                </span>
                {reason ? <span className="shop-choice__reason">{reason}</span> : null}
              </span>
              {usable && c.payableCents !== null ? (
                <span className="shop-choice__price">
                  {t('shop.price', { price: formatCents(c.payableCents) })}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
