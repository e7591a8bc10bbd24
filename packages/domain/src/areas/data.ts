import { areaList } from '@vant/area-data';

/** The three codes of an address, six digits each ('' = not given). */
export interface AreaCodes {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

export type AreaCodeField = keyof AreaCodes;

export interface AreaNode {
  code: string;
  name: string;
}

export interface AreaTreeNode extends AreaNode {
  children: AreaTreeNode[];
}

const PROVINCES: Readonly<Record<string, string>> = areaList.province_list;
const CITIES: Readonly<Record<string, string>> = areaList.city_list;
const DISTRICTS: Readonly<Record<string, string>> = areaList.county_list;

/**
 * City rows that are containers, not places: 省直辖县 (counties a province governs directly), 重庆's 县,
 * 新疆's 自治区直辖县级行政区划. An address never writes them.
 */
const CONTAINER_CITIES = new Set(['省直辖县', '县', '自治区直辖县级行政区划']);

// GB/T 2260 nesting is in the digits: the first two are the province, the first four the city.
const provinceOfCity = (cityCode: string) => `${cityCode.slice(0, 2)}0000`;
const cityOfDistrict = (districtCode: string) => `${districtCode.slice(0, 4)}00`;

export type AreaCheck =
  | { ok: true; names: { province: string; city: string; district: string }; text: string }
  | { ok: false; field: AreaCodeField; reason: 'missing' | 'unknown' | 'not_nested' };

/**
 * Checks that the three codes exist and nest (the district in its city, the city in its province).
 * On success gives their names and the area text an address shows ({@link areaTextOf}).
 */
export function checkAreaCodes(codes: AreaCodes): AreaCheck {
  const { provinceCode, cityCode, districtCode } = codes;
  if (provinceCode === '') return { ok: false, field: 'provinceCode', reason: 'missing' };
  const province = PROVINCES[provinceCode];
  if (province === undefined) return { ok: false, field: 'provinceCode', reason: 'unknown' };
  if (cityCode === '') return { ok: false, field: 'cityCode', reason: 'missing' };
  const city = CITIES[cityCode];
  if (city === undefined) return { ok: false, field: 'cityCode', reason: 'unknown' };
  if (provinceOfCity(cityCode) !== provinceCode)
    return { ok: false, field: 'cityCode', reason: 'not_nested' };
  if (districtCode === '') return { ok: false, field: 'districtCode', reason: 'missing' };
  const district = DISTRICTS[districtCode];
  if (district === undefined) return { ok: false, field: 'districtCode', reason: 'unknown' };
  if (cityOfDistrict(districtCode) !== cityCode)
    return { ok: false, field: 'districtCode', reason: 'not_nested' };
  const names = { province, city, district };
  return { ok: true, names, text: areaTextOf(names) };
}

/**
 * The area as an address writes it, in Chinese whatever the app's language (mail in China is addressed
 * in Chinese): `广东省 深圳市 南山区`; a municipality's city (北京市 under 北京市) and container rows
 * (省直辖县) are left out: `北京市 东城区`, `湖北省 仙桃市`.
 */
export function areaTextOf(names: { province: string; city: string; district: string }): string {
  const city = names.city === names.province || CONTAINER_CITIES.has(names.city) ? '' : names.city;
  return [names.province, city, names.district].filter((s) => s !== '').join(' ');
}

let tree: AreaTreeNode[] | undefined;

/** The whole tree, provinces in code order, each with its cities and their districts (built once). */
export function areaTree(): readonly AreaTreeNode[] {
  if (tree) return tree;
  const byPrefix = (list: Readonly<Record<string, string>>, keep: (code: string) => boolean) =>
    Object.entries(list)
      .filter(([code]) => keep(code))
      .sort(([a], [b]) => (a < b ? -1 : 1));
  const districtsOf = new Map<string, AreaTreeNode[]>();
  for (const [code, name] of byPrefix(DISTRICTS, () => true)) {
    const city = cityOfDistrict(code);
    const list = districtsOf.get(city) ?? [];
    list.push({ code, name, children: [] });
    districtsOf.set(city, list);
  }
  const citiesOf = new Map<string, AreaTreeNode[]>();
  for (const [code, name] of byPrefix(CITIES, () => true)) {
    const province = provinceOfCity(code);
    const list = citiesOf.get(province) ?? [];
    list.push({ code, name, children: districtsOf.get(code) ?? [] });
    citiesOf.set(province, list);
  }
  tree = byPrefix(PROVINCES, () => true).map(([code, name]) => ({
    code,
    name,
    children: citiesOf.get(code) ?? [],
  }));
  return tree;
}
