import type { Locale } from '../contracts/common';
import type { Voucher } from './best-price';

/** Cents → yuan without trailing zeros: 1000 → '10', 1050 → '10.5', 1005 → '10.05'. */
function yuan(cents: number): string {
  return String(Math.round(cents) / 100);
}

/** A number with at most 2 decimals and no trailing zeros: 8.5 → '8.5', 8 → '8'. */
function short(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * Display text of a voucher's discount.
 * zh-CN: mode 2 → '8.5折' (value / 10), with a threshold '满100元享8.5折'; mode 1 → '减10元', with a
 * threshold '满100减10'. en-US shows the true discount, because the original English "value × 10 % off"
 * was a mistranslation (docs/product-rules.md#shop): mode 2 → '15% off' (100 − value), with a threshold
 * '15% off orders of ¥100+'; mode 1 → '¥10 off', with a threshold 'Spend ¥100, save ¥10'.
 * Never throws: a malformed voucher gives its title, or ''.
 */
export function voucherLabel(v: Voucher, locale: Locale): string {
  if (v === null || typeof v !== 'object') return '';
  const fallback = typeof v.title === 'string' ? v.title : '';
  const { preferential_mode: mode, value } = v;
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const threshold =
    typeof v.threshold_amount === 'number' && Number.isFinite(v.threshold_amount) && v.threshold_amount > 0
      ? v.threshold_amount
      : 0;
  const en = locale === 'en-US';
  if (mode === 1) {
    if (en) return threshold > 0 ? `Spend ¥${yuan(threshold)}, save ¥${yuan(value)}` : `¥${yuan(value)} off`;
    return threshold > 0 ? `满${yuan(threshold)}减${yuan(value)}` : `减${yuan(value)}元`;
  }
  if (mode === 2) {
    if (en) {
      const off = `${short(100 - value)}% off`;
      return threshold > 0 ? `${off} orders of ¥${yuan(threshold)}+` : off;
    }
    const zhe = `${short(value / 10)}折`;
    return threshold > 0 ? `满${yuan(threshold)}元享${zhe}` : zhe;
  }
  return fallback;
}
