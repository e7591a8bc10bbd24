import { useMemo, useState } from 'react';
import { bestPriceCents, formatCents, voucherLabel } from '@nutri/domain/commerce';
import type { ProductView } from '@nutri/domain/contracts';
import { ORDER_QUANTITY_MAX } from '@nutri/domain/contracts/values';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { paths, planIdFromSearch } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { useProducts } from '../api/get-products';
import { CHECKOUT_STEPS, logCheckoutStep } from '../api/log-checkout-step';
import { checkoutHref, productsHref, SHOP_PARAMS } from '../lib/links';
import { usableVouchers } from '../lib/pricing';
import { useVouchers } from '../api/query-vouchers';
import { useOncePer } from '../lib/use-once';
import { PriceTag } from './price-tag';
import { ProductFacts } from './product-card';
import { QuantityStepper } from './quantity-stepper';
import { SpecificationOptions } from './specification-options';
import { LoadFailed, StatePanel } from './state-panel';
import { OrderBar } from './order-bar';
import './shop.css';
import { ShopPanel } from './shop-panel';

/** `/productsPageQuick?productId=<id>[&id=<planId>]`: one product, its options, quantity, buy now. */
export function QuickPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const productId = (params.get(SHOP_PARAMS.productId) ?? '').trim();
  const planId = planIdFromSearch(`?${params.toString()}`);
  const navigate = useNavigate();
  useHideTabBar();
  useDocumentTitle(t('shop.quick.title'));
  const goBack = useGoBack(planId ? productsHref(planId) : paths.start.href());
  const validId = /^[a-z0-9][a-z0-9_-]{0,63}$/.test(productId);
  const query = useProducts({ productIds: [productId], planId, queryConfig: { enabled: validId } });
  const product = query.data?.list.find((p) => p.id === productId) ?? null;

  let body;
  if (validId && query.isPending) body = <PageLoading label={t('shop.loading')} />;
  else if (query.isError && !(isApiError(query.error) && query.error.status === 404)) {
    body = (
      <LoadFailed
        title={t('shop.products.failedTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!product) {
    body = (
      <StatePanel
        tone="error"
        title={t('shop.quick.notFoundTitle')}
        body={t('shop.quick.notFoundBody')}
        action={{ label: t('shop.quick.toList'), onClick: () => void navigate(productsHref(planId)) }}
      />
    );
  } else body = <QuickProduct key={product.id} product={product} planId={planId} />;

  return (
    <div className="app-screen app-screen--column shop shop--with-bar">
      <PageHeader title={t('shop.quick.title')} backLabel={t('shop.back')} onBack={goBack} />
      {body}
    </div>
  );
}

function QuickProduct({ product: p, planId }: { product: ProductView; planId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const vouchers = useVouchers();
  const firstInStock =
    p.skus.find((s) => s.id === p.defaultSkuId && s.stock > 0) ?? p.skus.find((s) => s.stock > 0);
  const [skuId, setSkuId] = useState<string | null>(firstInStock?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const sku = p.skus.find((s) => s.id === skuId) ?? null;
  const max = Math.min(ORDER_QUANTITY_MAX, sku?.stock ?? 1);
  const qty = Math.min(quantity, Math.max(1, max));
  const lineCents = (sku?.priceCents ?? 0) * qty;
  const best = useMemo(
    () => bestPriceCents(lineCents, usableVouchers(vouchers.data)),
    [lineCents, vouchers.data],
  );

  useOncePer(p.id, () => logCheckoutStep(planId ?? p.id, CHECKOUT_STEPS.quickPage, { productId: p.id }));

  return (
    <>
      <section className="shop-quick" aria-labelledby="shop-quick-name">
        <img
          className="shop-quick__image"
          src={p.image}
          alt={p.name}
          width={120}
          height={120}
          loading="lazy"
        />
        <div>
          <h2 id="shop-quick-name" className="shop-quick__name">
            {p.name}
          </h2>
          <ProductFacts product={p} />
          {p.usage || p.content ? (
            <p className="shop-card__usage">
              {p.usage} {p.content}
            </p>
          ) : null}
        </div>
      </section>
      <ShopPanel titleId="shop-spec-label" title={t('shop.quick.spec')}>
        <SpecificationOptions
          skus={p.skus}
          value={skuId}
          labelId="shop-spec-label"
          onChange={(id) => {
            setSkuId(id);
            const next = p.skus.find((s) => s.id === id);
            if (next) setQuantity((q) => Math.min(q, Math.max(1, next.stock)));
          }}
        />
        {!firstInStock ? (
          <p className="app-lead shop-note" role="status">
            {t('shop.quick.allSoldOut')}
          </p>
        ) : null}
      </ShopPanel>
      {sku ? (
        <section className="app-card app-spread shop-panel shop-panel--row" aria-labelledby="shop-qty-label">
          <div>
            <h2 id="shop-qty-label" className="shop-panel__title">
              {t('shop.quick.quantity')}
            </h2>
            <p className="app-lead shop-note">{t('shop.quick.maxHint', { max })}</p>
          </div>
          <QuantityStepper value={qty} max={max} onChange={setQuantity} labelId="shop-qty-label" />
        </section>
      ) : null}

      <OrderBar
        sum={
          sku ? (
            <>
              <span className="shop-footer__count">
                {t('shop.quick.lineTotal', { price: formatCents(lineCents) })}
              </span>
              <PriceTag
                priceCents={lineCents}
                bestCents={best.cents}
                label={best.voucher ? voucherLabel(best.voucher, locale) : null}
                size="lg"
              />
            </>
          ) : null
        }
        action={{
          disabled: !sku || sku.stock <= 0,
          onClick: () => {
            if (sku) void navigate(checkoutHref([{ productId: p.id, skuId: sku.id, quantity: qty }], planId));
          },
          children: t('shop.quick.buyNow'),
        }}
      />
    </>
  );
}
