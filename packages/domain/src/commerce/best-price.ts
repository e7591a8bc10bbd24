/**
 * Voucher modes of the retail notes: 1 takes a fixed amount off, 2 charges a percentage of the price.
 * `value` is in cents for mode 1 (1000 = ¥10 off) and in percent-to-pay for mode 2 (85 = pay 85 %).
 */
export const VOUCHER_MODES = {
  1: { kind: 'fixed', valueUnit: 'cents' },
  2: { kind: 'percentage', valueUnit: 'percent to pay' },
} as const satisfies Record<number, { kind: string; valueUnit: string }>;
export type VoucherMode = keyof typeof VOUCHER_MODES;

/** Only status 1 is usable; anything else (0 unused-but-inactive, 2 used/expired, …) is ignored. */
export const VOUCHER_USABLE_STATUS = 1;

/** A voucher as the retail API returns it (snake_case names fixed by its wire format). */
export interface Voucher {
  id: string;
  /** 1 = usable. */
  status: number;
  /** Minimum price in cents for the voucher to apply (price in cents ≥ threshold applies). */
  threshold_amount: number;
  preferential_mode: VoucherMode;
  /** Cents off (mode 1) or percent to pay (mode 2). */
  value: number;
  title?: string;
}

/** Result of a best-price search: price to pay in cents and as 2-decimal yuan text, and the winner. */
export interface BestPrice<V extends Voucher = Voucher> {
  cents: number;
  text: string;
  voucher: V | null;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Yuan → integer cents. Math.round absorbs binary floating-point noise (19.99 × 100 = 1998.9999…).
 * A price that is not a finite non-negative number counts as 0 so the function stays total.
 */
export function yuanToCents(priceYuan: unknown): number {
  return finite(priceYuan) && priceYuan > 0 ? Math.round(priceYuan * 100) : 0;
}

/** Cents → '12.30'. Non-finite input gives '0.00'; fractional cents are rounded to the cent first. */
export function formatCents(cents: unknown): string {
  if (!finite(cents)) return '0.00';
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Price in cents after one voucher, or null when the voucher does not apply: not usable (status ≠ 1),
 * price below its threshold, unknown mode, or malformed numbers (a mode-2 value outside 0–100 would
 * raise the price, so it is treated as malformed too).
 * Mode 1: cents − value, never below 0. Mode 2: cents × value / 100 rounded half up to the cent, done
 * in integers (⌊(cents × value + 50) / 100⌋) so 0.99 × 85 % = 84.15 → 84 and 1.01 × 85 % = 85.85 → 86.
 * The server uses this for a voucher the user picked explicitly.
 */
export function applyVoucherCents(priceCents: number, voucher: Voucher): number | null {
  if (voucher === null || typeof voucher !== 'object') return null;
  const cents = finite(priceCents) && priceCents > 0 ? Math.round(priceCents) : 0;
  const { status, threshold_amount: threshold, preferential_mode: mode, value } = voucher;
  if (status !== VOUCHER_USABLE_STATUS || !finite(threshold) || !finite(value)) return null;
  if (cents < threshold) return null;
  if (mode === 1) {
    if (value < 0) return null;
    return Math.max(0, cents - Math.round(value));
  }
  if (mode === 2) {
    if (value < 0 || value > 100) return null;
    return Math.floor((cents * value + 50) / 100);
  }
  return null;
}

/**
 * Best price in integer cents (docs/product-rules.md#shop): the lowest price among the applicable
 * vouchers; on a tie the first voucher in the list wins. A voucher is reported only when it actually
 * lowers the price, so `voucher === null` means "pay the original price".
 */
export function bestPriceCents<V extends Voucher>(priceCents: number, vouchers: readonly V[]): BestPrice<V> {
  const original = finite(priceCents) && priceCents > 0 ? Math.round(priceCents) : 0;
  let best = original;
  let winner: V | null = null;
  for (const v of Array.isArray(vouchers) ? vouchers : []) {
    const pay = applyVoucherCents(original, v);
    if (pay !== null && pay < best) {
      best = pay;
      winner = v;
    }
  }
  return { cents: best, text: formatCents(best), voucher: winner };
}

/** Best price for a price in yuan (e.g. 19.99); see {@link bestPriceCents}. */
export function bestPrice<V extends Voucher>(priceYuan: number, vouchers: readonly V[]): BestPrice<V> {
  return bestPriceCents(yuanToCents(priceYuan), vouchers);
}
