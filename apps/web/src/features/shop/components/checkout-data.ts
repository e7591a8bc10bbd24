import { useMemo, useState } from 'react';
import type { ProductView, SkuView, VoucherView } from '@nutri/domain/contracts';
import { useLocaleStore } from '../../../stores/locale-store';
import { useProducts } from '../api/get-products';
import { useAddresses } from '../api/list-addresses';
import { useVouchers } from '../api/query-vouchers';
import type { CheckoutItem } from '../lib/checkout-items';
import { bestVoucherId, orderTotalCents, priceBreakdown, voucherChoices } from '../lib/pricing';

/** One line of the checkout: what the link asked for, with its product and specification as read now. */
export interface Line {
  item: CheckoutItem;
  product: ProductView;
  sku: SkuView;
}

/**
 * What the checkout reads: the lines' products (dosed as in the plan), the vouchers and the saved
 * addresses; the lines found among the products (a product or specification gone since the link was
 * made is left out) and their total.
 */
export function useCheckoutData(items: CheckoutItem[], planId: string | null) {
  const productIds = useMemo(() => [...new Set(items.map((i) => i.productId))], [items]);
  const products = useProducts({ productIds, planId });
  const vouchers = useVouchers();
  const addresses = useAddresses();
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
  return { products, vouchers, addresses, lines, totalCents };
}

/**
 * The voucher of the order: the best usable one until the person picks another or none; a pick that is no
 * longer usable (the total dropped below its threshold) gives way to the best again.
 */
export function useVoucherChoice(vouchers: readonly VoucherView[] | undefined, totalCents: number) {
  const locale = useLocaleStore((s) => s.locale);
  const choices = useMemo(
    () => voucherChoices(vouchers ?? [], totalCents, locale),
    [vouchers, totalCents, locale],
  );
  const bestId = bestVoucherId(vouchers, totalCents);
  // undefined = follow the best voucher; null = the user chose none.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const pickedUsable = picked ? choices.some((c) => c.view.id === picked && c.state === 'usable') : true;
  const voucherId = picked === undefined || !pickedUsable ? bestId : picked;
  const voucher = vouchers?.find((v) => v.id === voucherId) ?? null;
  return {
    choices,
    bestId,
    voucherId,
    breakdown: priceBreakdown(totalCents, voucher),
    pick: (id: string | null) => setPicked(id),
    /** Back to the best voucher (the server refused the one picked). */
    followBest: () => setPicked(undefined),
  };
}
