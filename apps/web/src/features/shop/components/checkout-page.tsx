import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { formatCents } from '@nutri/domain/commerce';
import { validateAddress, type OrderView, type ProductView, type SkuView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { planIdFromSearch } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { getProducts } from '../api/get-products';
import { listAddresses } from '../api/list-addresses';
import { CHECKOUT_STEPS, logCheckoutStep } from '../api/log-checkout-step';
import { placeOrder } from '../api/place-order';
import { saveAddress } from '../api/save-address';
import { areaFieldsOf, draftAreaOf, EMPTY_AREA, loadAreas } from '../lib/areas';
import { decodeCheckoutItems, type CheckoutItem } from '../lib/checkout-items';
import { createAttemptKeys, orderFingerprint } from '../lib/idempotency';
import { orderResultHref, productsHref, quickHref, SHOP_PARAMS } from '../lib/links';
import { addressErrorsFrom, orderProblemOf, type AddressField, type OrderProblem } from '../lib/order-errors';
import { bestVoucherId, orderTotalCents, priceBreakdown, voucherChoices } from '../lib/pricing';
import { shopKeys, useVouchers } from '../lib/queries';
import { useOncePer } from '../lib/use-once';
import { AddressSection, EMPTY_DRAFT, type AddressChoice, type AddressDraft } from './address-section';
import { OrderBar } from './order-bar';
import { OrderLines, PriceBreakdown } from './order-summary';
import { WasPrice } from './price-tag';
import { LoadFailed, StatePanel } from './state-panel';
import { VoucherPicker } from './voucher-picker';
import './shop.css';
import { ShopPanel } from './shop-panel';

interface Line {
  item: CheckoutItem;
  product: ProductView;
  sku: SkuView;
}

/** The new-address form did not pass its checks (nothing was sent). */
class AddressInvalidError extends Error {}
/** Saving the new address failed (the order was not tried). */
class AddressSaveError extends Error {
  constructor(cause: unknown) {
    super('address save failed', { cause });
  }
}

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

function Checkout({ items, planId }: { items: CheckoutItem[]; planId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const productIds = useMemo(() => [...new Set(items.map((i) => i.productId))], [items]);
  const products = useQuery({
    queryKey: shopKeys.products(productIds, locale, planId),
    queryFn: ({ signal }) => getProducts(productIds, planId, signal),
  });
  const vouchers = useVouchers();
  const addresses = useQuery({
    queryKey: shopKeys.addresses,
    queryFn: ({ signal }) => listAddresses(signal),
    select: (d) => d.list,
  });
  const businessId = planId ?? items[0]?.productId ?? '';

  const lines: Line[] = useMemo(
    () =>
      items.flatMap((item) => {
        const product = products.data?.list.find((p) => p.id === item.productId);
        const sku = product?.skus.find((s) => s.id === item.skuId);
        return product && sku ? [{ item, product, sku }] : [];
      }),
    [items, products.data],
  );
  const totalCents = orderTotalCents(
    lines.map((l) => ({ priceCents: l.sku.priceCents, quantity: l.item.quantity })),
  );
  const choices = useMemo(
    () => voucherChoices(vouchers.data ?? [], totalCents, locale),
    [vouchers.data, totalCents, locale],
  );
  const bestId = bestVoucherId(vouchers.data, totalCents);
  // undefined = follow the best voucher; null = the user chose none.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const pickedUsable = picked ? choices.some((c) => c.view.id === picked && c.state === 'usable') : true;
  const voucherId = picked === undefined || !pickedUsable ? bestId : picked;
  const voucher = vouchers.data?.find((v) => v.id === voucherId) ?? null;
  const breakdown = priceBreakdown(totalCents, voucher);

  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [problem, setProblem] = useState<OrderProblem | { kind: 'address' } | null>(null);
  const keys = useRef(createAttemptKeys());
  // Two taps in the same frame both see isPending false; this guard is synchronous.
  const inFlight = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);

  const saved = addresses.data ?? [];
  const activeChoice: AddressChoice =
    choice && (choice.kind === 'new' || saved.some((a) => a.id === choice.id))
      ? choice
      : saved.length > 0
        ? { kind: 'saved', id: (saved.find((a) => a.isDefault) ?? saved[0])?.id ?? '' }
        : { kind: 'new' };

  const addressInput = {
    name: draft.name,
    phone: draft.phone,
    detail: draft.detail,
    ...areaFieldsOf(draft),
  };
  const localErrors = Object.fromEntries(
    validateAddress(addressInput, locale).errors.map((e) => [e.field, e.message]),
  ) as Partial<Record<AddressField, string>>;
  const fieldErrors = showErrors ? { ...serverErrors, ...localErrors } : serverErrors;

  useOncePer(products.data ? businessId : null, () =>
    logCheckoutStep(businessId, CHECKOUT_STEPS.checkoutOpened, { lines: items.length, totalCents }),
  );

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const order = useMutation({
    mutationFn: async (): Promise<OrderView> => {
      let addressId: string;
      if (activeChoice.kind === 'new') {
        const { value, errors } = validateAddress(addressInput, locale);
        if (errors.length > 0) throw new AddressInvalidError();
        try {
          const created = await saveAddress(
            draft.id !== undefined ? { ...value, id: draft.id } : { ...value, isDefault: saved.length === 0 },
          );
          addressId = created.id;
        } catch (e) {
          throw new AddressSaveError(e);
        }
        logCheckoutStep(businessId, CHECKOUT_STEPS.addressSaved, { first: saved.length === 0 });
        // A retry must use the saved address, not save it again.
        setChoice({ kind: 'saved', id: addressId });
        setDraft(EMPTY_DRAFT);
        await queryClient.invalidateQueries({ queryKey: shopKeys.addresses });
      } else {
        addressId = activeChoice.id;
      }
      const body = { items: lines.map((l) => l.item), addressId, voucherId, planId };
      return placeOrder({ ...body, idempotencyKey: keys.current.keyFor(orderFingerprint(body)) });
    },
    onMutate: () => setProblem(null),
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (placed) => {
      keys.current.settle();
      logCheckoutStep(businessId, CHECKOUT_STEPS.orderPlaced, {
        orderId: placed.orderId,
        payableCents: placed.payableCents,
        voucherId: placed.voucherId,
      });
      // Stock and vouchers changed: every shop view is stale.
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void navigate(orderResultHref(placed.id, planId), { replace: true });
    },
    onError: (e) => {
      if (e instanceof AddressInvalidError) {
        setShowErrors(true);
        setProblem({ kind: 'address' });
        return;
      }
      if (e instanceof AddressSaveError) {
        const cause = e.cause;
        const status = isApiError(cause) ? cause.status : 0;
        if (status === 400) {
          setServerErrors(addressErrorsFrom(isApiError(cause) ? cause.errors : undefined));
          setShowErrors(true);
          setProblem({ kind: 'address' });
        } else {
          setProblem(
            orderProblemOf(status >= 400 && status < 500 ? status : 0, isApiError(cause) ? cause.msg : ''),
          );
        }
        return;
      }
      const status = isApiError(e) ? e.status : 0;
      const next = orderProblemOf(
        status,
        isApiError(e) ? e.msg : String(e),
        isApiError(e) ? e.errors : undefined,
      );
      // The server answered for good: the next tap is a new attempt with a new key.
      if (status >= 400 && status < 500) keys.current.settle();
      if (next.kind === 'voucher' || next.kind === 'missing') {
        setPicked(undefined);
        void vouchers.refetch();
        void addresses.refetch();
      }
      if (next.kind === 'stock') void products.refetch();
      if (next.kind === 'invalid') setServerErrors(next.addressErrors);
      setProblem(next);
    },
  });

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
    problem ?? (short ? { kind: 'stock', index: lines.indexOf(short), message: '' } : null);
  const stockLine =
    shown?.kind === 'stock' ? ((shown.index !== null ? lines[shown.index] : undefined) ?? short) : null;

  const problemText = (() => {
    if (!shown) return null;
    switch (shown.kind) {
      case 'address':
        // Gone once the form is fixed: the banner speaks only of what is still wrong.
        return Object.keys(fieldErrors).length > 0 && activeChoice.kind === 'new'
          ? t('shop.checkout.fixAddress')
          : null;
      case 'stock':
        return stockLine
          ? t('shop.checkout.problem.stock', { name: `${stockLine.product.name} ${stockLine.sku.spec}` })
          : t('shop.checkout.problem.stockGeneric');
      case 'voucher':
        return t('shop.checkout.problem.voucher');
      case 'missing':
        return t('shop.checkout.problem.missing');
      case 'invalid':
        return t('shop.checkout.problem.invalid', { message: shown.message });
      case 'retry':
        return t('shop.checkout.problem.retry');
    }
  })();

  return (
    <>
      {lines.length < items.length ? (
        <p className="app-note app-tone--warning shop-note--warn" role="status">
          {t('shop.checkout.itemsGone')}
        </p>
      ) : null}
      <ShopPanel titleId="shop-items-title" title={t('shop.checkout.items')}>
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
      </ShopPanel>

      <AddressSection
        addresses={saved}
        choice={activeChoice}
        onChoice={(c) => {
          setChoice(c);
          // "Use a new address" after an edit starts blank, not as an edit of the other address.
          if (c.kind === 'new' && draft.id !== undefined) setDraft(EMPTY_DRAFT);
          setServerErrors({});
        }}
        onEdit={(a) => {
          const base = { id: a.id, name: a.name, phone: a.phone, detail: a.detail };
          const open = (area: typeof EMPTY_AREA) => {
            setDraft({ ...base, ...area });
            setChoice({ kind: 'new' });
            setServerErrors({});
          };
          // Without the area data (offline) the old text is still kept; only the picker opens empty.
          loadAreas().then(
            (areas) => open(draftAreaOf(a, areas)),
            () =>
              open({
                ...EMPTY_AREA,
                area: a.area,
                provinceCode: a.provinceCode,
                cityCode: a.cityCode,
                districtCode: a.districtCode,
              }),
          );
        }}
        draft={draft}
        onDraft={(d) => {
          setDraft(d);
          setServerErrors({});
        }}
        errors={activeChoice.kind === 'new' ? fieldErrors : {}}
      />

      <VoucherPicker
        choices={choices}
        value={voucherId}
        bestId={bestId}
        onChange={(id) => {
          setPicked(id);
          logCheckoutStep(businessId, CHECKOUT_STEPS.voucherChosen, { voucherId: id, totalCents });
        }}
      />

      <ShopPanel titleId="shop-summary-title" title={t('shop.checkout.summary')}>
        <PriceBreakdown {...breakdown} testId="price-breakdown" />
      </ShopPanel>

      {/* Keeps the last panel above the fixed bar when the bar grows with a message. */}
      {problemText ? <div className="shop-footer-spacer" aria-hidden="true" /> : null}
      <OrderBar
        sum={
          <>
            <span className="shop-footer__best">
              {t('shop.checkout.payableLine', { price: formatCents(breakdown.payableCents) })}
            </span>
            {breakdown.discountCents > 0 ? (
              <WasPrice className="shop-footer__was" cents={breakdown.totalCents} />
            ) : null}
          </>
        }
        action={{
          loading: order.isPending,
          loadingText: t('shop.checkout.submitting'),
          disabled: order.isPending || short !== null,
          onClick: () => {
            if (inFlight.current) return;
            inFlight.current = true;
            order.mutate();
          },
          children: t('shop.checkout.submit'),
        }}
      >
        {problemText ? (
          <div className="app-note app-tone--danger shop-problem" role="alert" tabIndex={-1} ref={problemRef}>
            <p>{problemText}</p>
            {shown?.kind === 'stock' && stockLine ? (
              <Button
                size="small"
                fill="outline"
                color="primary"
                shape="rounded"
                className="shop-problem__action"
                onClick={() => void navigate(quickHref(stockLine.product.id, planId))}
              >
                {t('shop.checkout.problem.stockAction')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </OrderBar>
    </>
  );
}
