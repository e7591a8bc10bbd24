import type { FieldError } from '../../../lib/api-client';

/** What went wrong with an order call, in terms the checkout can act on. */
export type OrderProblem =
  /** A line is out of stock (or short): go back and pick another specification. `index` is the line. */
  | { kind: 'stock'; index: number | null; message: string }
  /** The voucher cannot be used (any more). */
  | { kind: 'voucher'; message: string }
  /** The voucher or the saved address is gone (or never was the user's). */
  | { kind: 'missing'; message: string }
  /** Bad input: address fields (by name) or something else. */
  | { kind: 'invalid'; message: string; addressErrors: Partial<Record<AddressField, string>> }
  /** No answer (network, time-out) or a server fault: trying again is safe. */
  | { kind: 'retry'; message: string };

export type AddressField = 'name' | 'phone' | 'area' | 'detail';
/** The form field each server field is shown on: the three area codes on the one area picker. */
const FORM_FIELD: Readonly<Record<string, AddressField>> = {
  name: 'name',
  phone: 'phone',
  area: 'area',
  detail: 'detail',
  provinceCode: 'area',
  cityCode: 'area',
  districtCode: 'area',
};

/** The address field of a server field error (`address.phone`, `phone`, `districtCode`), if it is one. */
function addressFieldOf(field: string): AddressField | null {
  const last = field.replace(/^address\./, '');
  return Object.hasOwn(FORM_FIELD, last) && (last === field || field.startsWith('address.'))
    ? (FORM_FIELD[last] ?? null)
    : null;
}

/** Field errors of an address call or of the order's `address`, first message per field. */
export function addressErrorsFrom(
  errors: readonly FieldError[] | undefined,
): Partial<Record<AddressField, string>> {
  const out: Partial<Record<AddressField, string>> = {};
  for (const e of errors ?? []) {
    const f = addressFieldOf(e.field);
    if (f && out[f] === undefined) out[f] = e.message;
  }
  return out;
}

/** The line index named by an out-of-stock error (`items.2.quantity` → 2). */
function stockLineOf(errors: readonly FieldError[] | undefined): number | null {
  for (const e of errors ?? []) {
    const m = /^items\.(\d+)\./.exec(e.field);
    if (m) return Number(m[1]);
  }
  return null;
}

/** Maps an order call's failure (status, message, field errors) to what the checkout shows. */
export function orderProblemOf(
  status: number,
  message: string,
  errors?: readonly FieldError[],
): OrderProblem {
  if (status === 409) return { kind: 'stock', index: stockLineOf(errors), message };
  if (status === 422) return { kind: 'voucher', message };
  if (status === 404) return { kind: 'missing', message };
  if (status === 400) return { kind: 'invalid', message, addressErrors: addressErrorsFrom(errors) };
  return { kind: 'retry', message };
}
