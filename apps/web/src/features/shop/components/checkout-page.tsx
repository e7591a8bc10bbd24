import { useMemo } from 'react';
import { formatCents } from '@nutri/domain/commerce';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { planIdFromSearch } from '../../../config/paths';
import { CHECKOUT_STEPS, logCheckoutStep } from '../api/log-checkout-step';
import { decodeCheckoutItems, type CheckoutItem } from '../lib/checkout-items';
import { productsHref, quickHref, SHOP_PARAMS } from '../lib/links';
import type { OrderProblem } from '../lib/order-errors';
import { useOncePer } from '../lib/use-once';
import { AddressSection } from './address-section';
import { useAddressForm } from './checkout-address';
import { useCheckoutData, useVoucherChoice, type Line } from './checkout-data';
import { CheckoutProblemNote, problemText } from './checkout-problem';
import { useOrderSubmit } from './checkout-submit';
import { OrderBar } from './order-bar';
import { OrderLines, PriceBreakdown } from './order-summary';
import { WasPrice } from './price-tag';
import { LoadFailed, StatePanel } from './state-panel';
import './shop.css';
import { ShopPanel } from './shop-panel';
import { VoucherPicker } from './voucher-picker';

/**
 * `/checkout?items=…[&id=<planId>]`: items, delivery address (saved or new), voucher (best preselected),
 * price breakdown and "place order". The lines travel in the link, so a reload keeps them; the same
 * Idempotency-Key is sent for the same attempt, so a double tap or a retry makes one order.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const planId = planIdFromSearch(`?${params.toString()}`);
  const itemsParam = params.get(SHOP_PARAMS.items);
  const items = useMemo(() => decodeCheckoutItems(itemsParam), [itemsParam]);
  useHideTabBar();
  useDocumentTitle(t('shop.checkout.title'));
  const goBack = useGoBack(productsHref(planId));

  return (
    <div className="app-screen app-screen--column shop shop--with-bar">
      <PageHeader title={t('shop.checkout.title')} backLabel={t('shop.back')} onBack={goBack} />
      {items.length === 0 ? (
        <StatePanel
          title={t('shop.checkout.noItems')}
          body={t('shop.products.noPlanBody')}
          action={{ label: t('shop.quick.toList'), onClick: () => void navigate(productsHref(planId)) }}
        />
      ) : (
        <Checkout key={itemsParam} items={items} planId={planId} />
      )}
    </div>
  );
}

/** The checkout of the link's lines: what it reads, the address, the voucher and the order's state. */
function Checkout({ items, planId }: { items: CheckoutItem[]; planId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { products, vouchers, addresses, lines, totalCents } = useCheckoutData(items, planId);
  const voucher = useVoucherChoice(vouchers.data, totalCents);
  const address = useAddressForm(addresses.data ?? []);
  const businessId = planId ?? items[0]?.productId ?? '';
  const order = useOrderSubmit({
    lines,
    voucherId: voucher.voucherId,
    planId,
    businessId,
    address,
    reread: {
      voucherOrAddress: () => {
        voucher.followBest();
        void vouchers.refetch();
        void addresses.refetch();
      },
      stock: () => void products.refetch(),
    },
  });

  useOncePer(products.data ? businessId : null, () =>
    logCheckoutStep(businessId, CHECKOUT_STEPS.checkoutOpened, { lines: items.length, totalCents }),
  );

  if (products.isPending || vouchers.isPending || addresses.isPending) {
    return <PageLoading label={t('shop.loading')} />;
  }
  const failed = products.error ?? vouchers.error ?? addresses.error;
  if (failed) {
    return (
      <LoadFailed
        title={t('shop.checkout.failedTitle')}
        error={failed}
        onRetry={() => {
          void products.refetch();
          void vouchers.refetch();
          void addresses.refetch();
        }}
      />
    );
  }
  if (lines.length === 0) {
    return (
      <StatePanel
        tone="error"
        title={t('shop.checkout.noItems')}
        body={t('shop.checkout.itemsGone')}
        action={{ label: t('shop.quick.toList'), onClick: () => void navigate(productsHref(planId)) }}
      />
    );
  }

  const short = lines.find((l) => l.sku.stock < l.item.quantity) ?? null;
  // A line asking for more than the stock is a problem before any tap (the server would answer 409).
  const shown: OrderProblem | { kind: 'address' } | null =
    order.problem ?? (short ? { kind: 'stock', index: lines.indexOf(short), message: '' } : null);
  const stockLine =
    shown?.kind === 'stock' ? ((shown.index !== null ? lines[shown.index] : undefined) ?? short) : null;
  const addressFormWrong = Object.keys(address.fieldErrors).length > 0 && address.active.kind === 'new';
  const problem = problemText(shown, addressFormWrong, stockLine, t);

  return (
    <>
      {lines.length < items.length ? (
        <p className="app-note app-tone--warning shop-note--warn" role="status">
          {t('shop.checkout.itemsGone')}
        </p>
      ) : null}
      <ShopPanel titleId="shop-items-title" title={t('shop.checkout.items')}>
        <CheckoutLines lines={lines} planId={planId} />
      </ShopPanel>

      <AddressSection
        addresses={address.saved}
        choice={address.active}
        onChoice={address.choose}
        onEdit={address.edit}
        draft={address.draft}
        onDraft={address.type}
        errors={address.active.kind === 'new' ? address.fieldErrors : {}}
      />

      <VoucherPicker
        choices={voucher.choices}
        value={voucher.voucherId}
        bestId={voucher.bestId}
        onChange={(id) => {
          voucher.pick(id);
          logCheckoutStep(businessId, CHECKOUT_STEPS.voucherChosen, { voucherId: id, totalCents });
        }}
      />

      <ShopPanel titleId="shop-summary-title" title={t('shop.checkout.summary')}>
        <PriceBreakdown {...voucher.breakdown} testId="price-breakdown" />
      </ShopPanel>

      {/* Keeps the last panel above the fixed bar when the bar grows with a message. */}
      {problem ? <div className="shop-footer-spacer" aria-hidden="true" /> : null}
      <OrderBar
        sum={
          <>
            <span className="shop-footer__best">
              {t('shop.checkout.payableLine', { price: formatCents(voucher.breakdown.payableCents) })}
            </span>
            {voucher.breakdown.discountCents > 0 ? (
              <WasPrice className="shop-footer__was" cents={voucher.breakdown.totalCents} />
            ) : null}
          </>
        }
        action={{
          loading: order.pending,
          loadingText: t('shop.checkout.submitting'),
          disabled: order.pending || short !== null,
          onClick: order.submit,
          children: t('shop.checkout.submit'),
        }}
      >
        {problem ? (
          <CheckoutProblemNote
            text={problem}
            stockLine={shown?.kind === 'stock' ? stockLine : null}
            problemRef={order.problemRef}
            onOtherSpec={(line) => void navigate(quickHref(line.product.id, planId))}
          />
        ) : null}
      </OrderBar>
    </>
  );
}

/** The order's lines as bought: for a plan, each with the plan's daily amount; short stock said per line. */
function CheckoutLines({ lines, planId }: { lines: Line[]; planId: string | null }) {
  const { t } = useTranslation();
  return (
    <OrderLines
      lines={lines.map((l) => ({
        skuId: l.sku.id,
        image: l.product.image,
        name: l.product.name,
        spec: l.sku.spec,
        unitPriceCents: l.sku.priceCents,
        quantity: l.item.quantity,
        totalCents: l.sku.priceCents * l.item.quantity,
        // Bought for a plan: the plan's daily amount, the same figure as its products page.
        dosage: planId ? l.product.dosage : null,
        servingUnit: l.product.servingUnit,
        warning: l.sku.stock < l.item.quantity ? t('shop.quick.stock', { count: l.sku.stock }) : null,
      }))}
    />
  );
}
