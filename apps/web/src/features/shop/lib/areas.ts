import type { Locale } from '@nutri/domain/contracts';

/**
 * A short receiving-area picker table (province → city) for the address form. Not a full gazetteer: the
 * built-in shop only needs a valid, readable area; a retail provider with its own area codes would bring
 * its own list.
 */
export const AREAS = [
  { id: 'bj', zh: '北京市', en: 'Beijing', cities: [{ id: 'bj', zh: '北京市', en: 'Beijing' }] },
  { id: 'sh', zh: '上海市', en: 'Shanghai', cities: [{ id: 'sh', zh: '上海市', en: 'Shanghai' }] },
  { id: 'tj', zh: '天津市', en: 'Tianjin', cities: [{ id: 'tj', zh: '天津市', en: 'Tianjin' }] },
  { id: 'cq', zh: '重庆市', en: 'Chongqing', cities: [{ id: 'cq', zh: '重庆市', en: 'Chongqing' }] },
  {
    id: 'gd',
    zh: '广东省',
    en: 'Guangdong',
    cities: [
      { id: 'gz', zh: '广州市', en: 'Guangzhou' },
      { id: 'sz', zh: '深圳市', en: 'Shenzhen' },
      { id: 'fs', zh: '佛山市', en: 'Foshan' },
      { id: 'dg', zh: '东莞市', en: 'Dongguan' },
    ],
  },
  {
    id: 'zj',
    zh: '浙江省',
    en: 'Zhejiang',
    cities: [
      { id: 'hz', zh: '杭州市', en: 'Hangzhou' },
      { id: 'nb', zh: '宁波市', en: 'Ningbo' },
      { id: 'wz', zh: '温州市', en: 'Wenzhou' },
    ],
  },
  {
    id: 'js',
    zh: '江苏省',
    en: 'Jiangsu',
    cities: [
      { id: 'nj', zh: '南京市', en: 'Nanjing' },
      { id: 'su', zh: '苏州市', en: 'Suzhou' },
      { id: 'wx', zh: '无锡市', en: 'Wuxi' },
    ],
  },
  {
    id: 'sc',
    zh: '四川省',
    en: 'Sichuan',
    cities: [
      { id: 'cd', zh: '成都市', en: 'Chengdu' },
      { id: 'my', zh: '绵阳市', en: 'Mianyang' },
    ],
  },
  {
    id: 'hb',
    zh: '湖北省',
    en: 'Hubei',
    cities: [
      { id: 'wh', zh: '武汉市', en: 'Wuhan' },
      { id: 'yc', zh: '宜昌市', en: 'Yichang' },
    ],
  },
  {
    id: 'sd',
    zh: '山东省',
    en: 'Shandong',
    cities: [
      { id: 'jn', zh: '济南市', en: 'Jinan' },
      { id: 'qd', zh: '青岛市', en: 'Qingdao' },
    ],
  },
  {
    id: 'fj',
    zh: '福建省',
    en: 'Fujian',
    cities: [
      { id: 'fz', zh: '福州市', en: 'Fuzhou' },
      { id: 'xm', zh: '厦门市', en: 'Xiamen' },
    ],
  },
  {
    id: 'sn',
    zh: '陕西省',
    en: 'Shaanxi',
    cities: [{ id: 'xa', zh: '西安市', en: "Xi'an" }],
  },
] as const satisfies readonly {
  id: string;
  zh: string;
  en: string;
  cities: readonly { id: string; zh: string; en: string }[];
}[];

export type Province = (typeof AREAS)[number];

/** Cities of a province id ([] for an unknown id). */
export function citiesOf(provinceId: string): readonly { id: string; zh: string; en: string }[] {
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
