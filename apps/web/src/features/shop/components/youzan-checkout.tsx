import type { OrderView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { MainButton } from '../../../components/main-button';
import { ShopPanel } from './shop-panel';

/**
 * An order handed to the Youzan store (ADR 0029): it is confirmed and paid on the store's settlement
 * page, so the page offers the way there while the order is unpaid, and the store's order number once
 * the trade exists. The order's status comes from the server, which follows the store.
 */
export function YouzanCheckout({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const youzan = order.youzan;
  if (!youzan) return null;
  const unpaid = order.status === 'pending_payment';
  return (
    <ShopPanel titleId="shop-youzan" title={t('shop.youzan.title')}>
      {unpaid ? <p className="app-meta shop-choice__sub">{t('shop.youzan.lead')}</p> : null}
      {youzan.tradeId ? (
        <p className="app-meta shop-choice__sub" data-testid="youzan-trade-no">
          {t('shop.youzan.tradeNo', { no: youzan.tradeId })}
        </p>
      ) : null}
      {unpaid ? (
        <MainButton data-testid="youzan-pay" onClick={() => window.location.assign(youzan.checkoutUrl)}>
          {t('shop.youzan.pay')}
        </MainButton>
      ) : null}
    </ShopPanel>
  );
}
