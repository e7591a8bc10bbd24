import { areaTree, type AreaCodes, type AreaTreeNode } from './data';

/**
 * Addresses saved before the full picker (issue 19 §4) hold only an area text, written by the old
 * province → city list: `广东省 深圳市`, `北京市` on zh-CN, `Shenzhen, Guangdong`, `Beijing` on en-US. They
 * keep that text as it is (nothing is rewritten in the database); this maps it, by name, to the codes the
 * picker opens on, so editing such an address starts from its province and city and asks for the district.
 */

/** The English names the old list wrote, to their Chinese names. */
const LEGACY_ENGLISH: Readonly<Record<string, string>> = {
  Beijing: '北京市',
  Shanghai: '上海市',
  Tianjin: '天津市',
  Chongqing: '重庆市',
  Guangdong: '广东省',
  Zhejiang: '浙江省',
  Jiangsu: '江苏省',
  Sichuan: '四川省',
  Hubei: '湖北省',
  Shandong: '山东省',
  Fujian: '福建省',
  Shaanxi: '陕西省',
  Guangzhou: '广州市',
  Shenzhen: '深圳市',
  Foshan: '佛山市',
  Dongguan: '东莞市',
  Hangzhou: '杭州市',
  Ningbo: '宁波市',
  Wenzhou: '温州市',
  Nanjing: '南京市',
  Suzhou: '苏州市',
  Wuxi: '无锡市',
  Chengdu: '成都市',
  Mianyang: '绵阳市',
  Wuhan: '武汉市',
  Yichang: '宜昌市',
  Jinan: '济南市',
  Qingdao: '青岛市',
  Fuzhou: '福州市',
  Xiamen: '厦门市',
  "Xi'an": '西安市',
};

/** 广东省 → 广东, 内蒙古自治区 → 内蒙古, 广西壮族自治区 → 广西: how people shorten a province. */
function shortProvince(name: string): string {
  return name.startsWith('内蒙古') || name.startsWith('黑龙江') ? name.slice(0, 3) : name.slice(0, 2);
}

/** The longest of the nodes whose name (or short name) starts the text, with what is left after it. */
function take(
  nodes: readonly AreaTreeNode[],
  text: string,
  short: (name: string) => string,
): { node: AreaTreeNode; rest: string } | null {
  let best: { node: AreaTreeNode; rest: string } | null = null;
  for (const node of nodes) {
    for (const name of [node.name, short(node.name)]) {
      if (
        name.length > 0 &&
        text.startsWith(name) &&
        (!best || name.length > text.length - best.rest.length)
      ) {
        best = { node, rest: text.slice(name.length) };
      }
    }
  }
  return best;
}

const withoutCitySuffix = (name: string) => (name.length > 2 ? name.replace(/市$/, '') : name);

/**
 * The codes of an old area text, as far as its names go: province and city (and a district when the text
 * names one); `districtCode` '' when it does not. null when not even the province is recognised.
 */
export function legacyAreaCodes(raw: string): AreaCodes | null {
  let text = raw.trim();
  if (/^[A-Za-z' ,]+$/.test(text)) {
    // en-US wrote "City, Province" (a municipality once): back to the Chinese order.
    const parts = text.split(',').map((p) => LEGACY_ENGLISH[p.trim()]);
    if (parts.some((p) => p === undefined)) return null;
    text = parts.reverse().join('');
  }
  text = text.replace(/\s+/g, '');
  const province = take(areaTree(), text, shortProvince);
  if (!province) return null;
  const cities = province.node.children;
  let city = take(cities, province.rest, withoutCitySuffix);
  let rest = city?.rest ?? province.rest;
  let districtCode = '';
  if (!city) {
    // 北京市 alone or 北京市朝阳区: the municipality's one city; 湖北省仙桃市: a county the province governs.
    const own = cities.find((c) => c.name === province.node.name);
    const direct = take(
      cities.flatMap((c) => c.children.filter(() => c.name !== province.node.name)),
      province.rest,
      withoutCitySuffix,
    );
    if (direct) {
      const parent = cities.find((c) => c.children.includes(direct.node));
      if (parent) city = { node: parent, rest: direct.rest };
      districtCode = direct.node.code;
      rest = direct.rest;
    } else if (own ?? cities.length === 1) {
      const only = own ?? cities[0];
      if (only) city = { node: only, rest: province.rest };
    }
  }
  if (!city) return { provinceCode: province.node.code, cityCode: '', districtCode: '' };
  if (districtCode === '') districtCode = take(city.node.children, rest, (n) => n)?.node.code ?? '';
  return { provinceCode: province.node.code, cityCode: city.node.code, districtCode };
}
