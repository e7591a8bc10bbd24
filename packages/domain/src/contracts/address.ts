import type { Locale } from './common';
import { MOBILE_PATTERN, normalizeMobile } from './phone';
import { stripInvisible } from './text';

/**
 * A delivery address's rules with no zod: the limits, the form messages in both languages and the one
 * check the server and the web form both run (`validateAddress`). The address schemas in `shop.ts` give
 * only the shape.
 */

export const ADDRESS_LIMITS = { name: 20, area: 100, detail: 200 } as const;
/** Address form messages, both languages (docs/product-rules.md#screens-and-navigation). */
export const ADDRESS_MESSAGES = {
  name: { zh: '请填写姓名', en: 'Please fill in the name' },
  nameTooLong: { zh: '姓名不能超过20个字', en: 'The name can have at most 20 characters' },
  phone: { zh: '手机号格式不正确', en: 'Malformed phone number' },
  area: { zh: '请选择收货地区', en: 'Please select a receiving area' },
  areaTooLong: { zh: '收货地区不能超过100个字', en: 'The receiving area can have at most 100 characters' },
  detail: { zh: '详细地址不能为空', en: 'Address can not be empty' },
  detailTooLong: { zh: '详细地址不能超过200个字', en: 'The address can have at most 200 characters' },
  provinceCode: { zh: '请选择省份', en: 'Please choose a province' },
  cityCode: { zh: '请选择城市', en: 'Please choose a city' },
  districtCode: { zh: '请选择区县', en: 'Please choose a district' },
  unknownCode: { zh: '没有这个地区，请重新选择', en: 'There is no such area; please choose again' },
  cityNotInProvince: {
    zh: '这个城市不在所选省份，请重新选择',
    en: 'This city is not in the chosen province; please choose again',
  },
  districtNotInCity: {
    zh: '这个区县不在所选城市，请重新选择',
    en: 'This district is not in the chosen city; please choose again',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

export interface AddressFields {
  name: string;
  phone: string;
  area: string;
  detail: string;
  /** GB/T 2260 codes; '' on an address that has only an area text. */
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

export type AreaCodeField = 'provinceCode' | 'cityCode' | 'districtCode';

/**
 * Checks three area codes against the area data (`checkAreaCodes` of `@nutri/domain/areas`). Passed in,
 * not imported, so the contracts (in the web's first load) never carry the area data.
 */
export type AreaCodeChecker = (
  codes: Record<AreaCodeField, string>,
) =>
  | { ok: true; text: string }
  | { ok: false; field: AreaCodeField; reason: 'missing' | 'unknown' | 'not_nested' };

/**
 * Normalizes (trim; {@link normalizeMobile} on the phone) and checks an address. Returns the clean value
 * and the field errors in the locale, in form order; no errors → valid. Lengths count characters (code
 * points), so 20 Chinese characters fit a 20-character name. When any area code is given, all three must
 * exist and nest (checked by `areas`) and the area text becomes their names; without codes the area text
 * is checked as it is (older addresses and clients).
 */
export function validateAddress(
  input: Partial<Record<keyof AddressFields, unknown>>,
  locale: Locale,
  areas?: AreaCodeChecker,
): { value: AddressFields; errors: { field: keyof AddressFields; message: string }[] } {
  const text = (v: unknown) => (typeof v === 'string' ? stripInvisible(v).trim() : '');
  const value: AddressFields = {
    name: text(input?.name),
    phone: normalizeMobile(text(input?.phone)),
    area: text(input?.area).replace(/\s+/g, ' '),
    detail: text(input?.detail),
    provinceCode: text(input?.provinceCode),
    cityCode: text(input?.cityCode),
    districtCode: text(input?.districtCode),
  };
  const say = (m: { zh: string; en: string }) => (locale === 'en-US' ? m.en : m.zh);
  const len = (s: string) => [...s].length;
  const errors: { field: keyof AddressFields; message: string }[] = [];
  if (value.name === '') errors.push({ field: 'name', message: say(ADDRESS_MESSAGES.name) });
  else if (len(value.name) > ADDRESS_LIMITS.name)
    errors.push({ field: 'name', message: say(ADDRESS_MESSAGES.nameTooLong) });
  if (!MOBILE_PATTERN.test(value.phone))
    errors.push({ field: 'phone', message: say(ADDRESS_MESSAGES.phone) });
  const coded = value.provinceCode !== '' || value.cityCode !== '' || value.districtCode !== '';
  const check = coded && areas ? areas(value) : null;
  if (check?.ok === false) {
    const message =
      check.reason === 'missing'
        ? ADDRESS_MESSAGES[check.field]
        : check.reason === 'unknown'
          ? ADDRESS_MESSAGES.unknownCode
          : check.field === 'cityCode'
            ? ADDRESS_MESSAGES.cityNotInProvince
            : ADDRESS_MESSAGES.districtNotInCity;
    errors.push({ field: check.field, message: say(message) });
  } else {
    if (check?.ok) value.area = check.text;
    if (value.area === '') errors.push({ field: 'area', message: say(ADDRESS_MESSAGES.area) });
    else if (len(value.area) > ADDRESS_LIMITS.area)
      errors.push({ field: 'area', message: say(ADDRESS_MESSAGES.areaTooLong) });
  }
  if (value.detail === '') errors.push({ field: 'detail', message: say(ADDRESS_MESSAGES.detail) });
  else if (len(value.detail) > ADDRESS_LIMITS.detail)
    errors.push({ field: 'detail', message: say(ADDRESS_MESSAGES.detailTooLong) });
  return { value, errors };
}
