import {
  applyVoucherCents,
  bestPriceCents,
  voucherLabel,
  VOUCHER_USABLE_STATUS,
  type Voucher,
} from '@nutri/domain/commerce';
import type { Locale, VoucherView } from '@nutri/domain/contracts';

/**
 * Client-side price display for the shop screens. Every rule comes from `@nutri/domain/commerce` (the
 * server uses the same functions); this file only adapts the API's voucher views to them and says why a
 * voucher cannot be used. After ordering, the server's numbers are the ones shown.
 */

/** The commerce rule's voucher for an API voucher, or null for a mode the rules do not know. */
function toCommerceVoucher(v: VoucherView): Voucher | null {
  const mode = v.preferential_mode;
  if (mode !== 1 && mode !== 2) return null;
  return {
    id: v.id,
    status: v.status,
    threshold_amount: v.threshold_amount,
    preferential_mode: mode,
    value: v.value,
    title: v.title,
  };
}

/** Sum of price × quantity, in cents; malformed lines count 0. */
export function orderTotalCents(lines: readonly { priceCents: number; quantity: number }[]): number {
  let total = 0;
  for (const l of lines) {
    if (Number.isFinite(l.priceCents) && Number.isFinite(l.quantity) && l.priceCents > 0 && l.quantity > 0) {
      total += Math.round(l.priceCents) * Math.floor(l.quantity);
    }
  }
  return total;
}

/** Why a voucher can or cannot be used on an order of a given total. */
type VoucherState = 'usable' | 'threshold' | 'used' | 'expired' | 'unsupported';

export interface VoucherChoice {
  view: VoucherView;
  state: VoucherState;
  /** Display text of the discount, from the commerce rule, in the locale. */
  label: string;
  /** What the order would cost with this voucher (cents); null when it cannot be used. */
  payableCents: number | null;
  /** Cents still missing to reach the threshold (0 unless state is 'threshold'). */
  shortfallCents: number;
}

function stateOf(v: VoucherView, voucher: Voucher | null, totalCents: number): VoucherState {
  if (!voucher) return 'unsupported';
  if (v.status === 2) return 'used';
  if (v.status !== VOUCHER_USABLE_STATUS) return 'expired';
  if (totalCents < v.threshold_amount) return 'threshold';
  return applyVoucherCents(totalCents, voucher) === null ? 'unsupported' : 'usable';
}

const ORDER: Record<VoucherState, number> = { usable: 0, threshold: 1, used: 2, expired: 3, unsupported: 4 };

/**
 * Every voucher with its state for an order of `totalCents`: usable ones first (cheapest result first,
 * ties in server order), then the ones that cannot be used, each with its reason.
 */
export function voucherChoices(
  vouchers: readonly VoucherView[],
  totalCents: number,
  locale: Locale,
): VoucherChoice[] {
  const choices = (Array.isArray(vouchers) ? vouchers : []).map((view, index) => {
    const voucher = toCommerceVoucher(view);
    const state = stateOf(view, voucher, totalCents);
    const payableCents = state === 'usable' && voucher ? applyVoucherCents(totalCents, voucher) : null;
    return {
      index,
      choice: {
        view,
        state,
        label: voucher ? voucherLabel(voucher, locale) : view.label,
        payableCents,
        shortfallCents: state === 'threshold' ? Math.max(0, view.threshold_amount - totalCents) : 0,
      } satisfies VoucherChoice,
    };
  });
  choices.sort(
    (a, b) =>
      ORDER[a.choice.state] - ORDER[b.choice.state] ||
      (a.choice.payableCents ?? 0) - (b.choice.payableCents ?? 0) ||
      a.index - b.index,
  );
  return choices.map((c) => c.choice);
}

/** Usable vouchers (status 1, a known mode) in the rules' shape, server order kept. */
export function usableVouchers(vouchers: readonly VoucherView[] | undefined): Voucher[] {
  return (vouchers ?? []).flatMap((v) => {
    const c = toCommerceVoucher(v);
    return c && c.status === VOUCHER_USABLE_STATUS ? [c] : [];
  });
}

/** The voucher the best-price rule picks for this total (null when none lowers it). */
export function bestVoucherId(
  vouchers: readonly VoucherView[] | undefined,
  totalCents: number,
): string | null {
  return bestPriceCents(totalCents, usableVouchers(vouchers)).voucher?.id ?? null;
}

export interface PriceBreakdown {
  totalCents: number;
  discountCents: number;
  payableCents: number;
}

/** Total, discount and payable with one voucher (or none; a voucher that does not apply takes nothing off). */
export function priceBreakdown(totalCents: number, voucher: VoucherView | null | undefined): PriceBreakdown {
  const total = Number.isFinite(totalCents) && totalCents > 0 ? Math.round(totalCents) : 0;
  const v = voucher ? toCommerceVoucher(voucher) : null;
  const payable = v ? (applyVoucherCents(total, v) ?? total) : total;
  return { totalCents: total, discountCents: total - payable, payableCents: payable };
}
