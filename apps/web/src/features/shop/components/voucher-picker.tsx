import { formatCents } from '@nutri/domain/commerce';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import type { VoucherChoice } from '../lib/pricing';
import { RadioChoice } from './radio-choice';
import { ShopPanel } from './shop-panel';

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
    <ShopPanel titleId="shop-voucher-title" title={t('shop.checkout.voucher')}>
      <fieldset className="app-fieldset shop-choices" data-testid="voucher-picker">
        <legend className="visually-hidden">{t('shop.checkout.voucher')}</legend>
        <RadioChoice
          name="shop-voucher"
          checked={value === null}
          onSelect={() => onChange(null)}
          main={t('shop.checkout.noVoucher')}
        />
        {choices.map((c) => (
          <RadioChoice
            key={c.view.id}
            voucherId={c.view.id}
            name="shop-voucher"
            checked={value === c.view.id}
            disabled={c.state !== 'usable'}
            onSelect={() => onChange(c.view.id)}
            main={
              <>
                <span className="shop-voucher__label">{c.label}</span>
                {c.view.id === bestId ? (
                  <Tag tone="danger" className="shop-badge">
                    {t('shop.checkout.bestTag')}
                  </Tag>
                ) : null}
              </>
            }
            sub={`${c.view.title} · ${t('shop.checkout.validTo', { date: formatMonthDay(c.view.validTo, locale) })}`}
            note={
              c.state === 'usable'
                ? null
                : c.state === 'threshold'
                  ? t('shop.checkout.reason.threshold', { amount: formatCents(c.shortfallCents) })
                  : t(`shop.checkout.reason.${c.state}`)
            }
            aside={
              c.state === 'usable' && c.payableCents !== null
                ? t('shop.price', { price: formatCents(c.payableCents) })
                : null
            }
          />
        ))}
      </fieldset>
    </ShopPanel>
  );
}
