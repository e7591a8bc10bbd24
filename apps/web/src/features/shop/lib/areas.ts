import type { Locale } from '@nutri/domain/contracts';

/** A province or city: its id and its name in each language. */
export interface Area {
  id: string;
  zh: string;
  en: string;
}

type Row = readonly [id: string, zh: string, en: string];

/** Municipalities: a province that is its own one city. */
const MUNICIPALITIES: readonly Row[] = [
  ['bj', '北京市', 'Beijing'],
  ['sh', '上海市', 'Shanghai'],
  ['tj', '天津市', 'Tianjin'],
  ['cq', '重庆市', 'Chongqing'],
];

const PROVINCES: readonly Row[] = [
  ['gd', '广东省', 'Guangdong'],
  ['zj', '浙江省', 'Zhejiang'],
  ['js', '江苏省', 'Jiangsu'],
  ['sc', '四川省', 'Sichuan'],
  ['hb', '湖北省', 'Hubei'],
  ['sd', '山东省', 'Shandong'],
  ['fj', '福建省', 'Fujian'],
  ['sn', '陕西省', 'Shaanxi'],
];

/** The cities of the provinces, each after the id of its province. */
const CITIES: readonly (readonly [province: string, ...city: Row])[] = [
  ['gd', 'gz', '广州市', 'Guangzhou'],
  ['gd', 'sz', '深圳市', 'Shenzhen'],
  ['gd', 'fs', '佛山市', 'Foshan'],
  ['gd', 'dg', '东莞市', 'Dongguan'],
  ['zj', 'hz', '杭州市', 'Hangzhou'],
  ['zj', 'nb', '宁波市', 'Ningbo'],
  ['zj', 'wz', '温州市', 'Wenzhou'],
  ['js', 'nj', '南京市', 'Nanjing'],
  ['js', 'su', '苏州市', 'Suzhou'],
  ['js', 'wx', '无锡市', 'Wuxi'],
  ['sc', 'cd', '成都市', 'Chengdu'],
  ['sc', 'my', '绵阳市', 'Mianyang'],
  ['hb', 'wh', '武汉市', 'Wuhan'],
  ['hb', 'yc', '宜昌市', 'Yichang'],
  ['sd', 'jn', '济南市', 'Jinan'],
  ['sd', 'qd', '青岛市', 'Qingdao'],
  ['fj', 'fz', '福州市', 'Fuzhou'],
  ['fj', 'xm', '厦门市', 'Xiamen'],
  ['sn', 'xa', '西安市', "Xi'an"],
];

const area = ([id, zh, en]: Row): Area => ({ id, zh, en });

/**
 * A short receiving-area picker table (province → city) for the address form. Not a full gazetteer: the
 * built-in shop only needs a valid, readable area; a retail provider with its own area codes would bring
 * its own list.
 */
export const AREAS: readonly (Area & { cities: readonly Area[] })[] = [
  ...MUNICIPALITIES.map((row) => ({ ...area(row), cities: [area(row)] })),
  ...PROVINCES.map((row) => ({
    ...area(row),
    cities: CITIES.filter(([province]) => province === row[0]).map(([, ...city]) => area(city)),
  })),
];

/** Cities of a province id ([] for an unknown id). */
export function citiesOf(provinceId: string): readonly Area[] {
  return AREAS.find((p) => p.id === provinceId)?.cities ?? [];
}

/**
 * The area text sent to the server: zh-CN `广东省 深圳市`, en-US `Shenzhen, Guangdong`; a municipality
 * (city = province) is named once. '' until both parts are chosen and known.
 */
export function areaText(provinceId: string, cityId: string, locale: Locale): string {
  const province = AREAS.find((p) => p.id === provinceId);
  const city = province?.cities.find((c) => c.id === cityId);
  if (!province || !city) return '';
  const en = locale === 'en-US';
  if (city.zh === province.zh) return en ? city.en : city.zh;
  return en ? `${city.en}, ${province.en}` : `${province.zh} ${city.zh}`;
}
