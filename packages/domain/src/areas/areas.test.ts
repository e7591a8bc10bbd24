import { describe, expect, it } from 'vitest';
import { areaTextOf, areaTree, checkAreaCodes, legacyAreaCodes } from './index';

describe('area data (@vant/area-data, GB/T 2260)', () => {
  it('has all 34 provincial divisions, Hong Kong, Macao and Taiwan included, each with cities and districts', () => {
    const tree = areaTree();
    expect(tree).toHaveLength(34);
    expect(tree.map((p) => p.code)).toEqual(
      expect.arrayContaining(['110000', '440000', '710000', '810000', '820000']),
    );
    for (const p of tree) {
      expect(p.children.length, p.name).toBeGreaterThan(0);
      for (const c of p.children) expect(c.children.length, `${p.name} ${c.name}`).toBeGreaterThan(0);
    }
  });

  it('checks that codes exist and nest: 广东省 440000 → 深圳市 440300 → 南山区 440305', () => {
    expect(checkAreaCodes({ provinceCode: '440000', cityCode: '440300', districtCode: '440305' })).toEqual({
      ok: true,
      names: { province: '广东省', city: '深圳市', district: '南山区' },
      text: '广东省 深圳市 南山区',
    });
  });

  it.each([
    [{ provinceCode: '', cityCode: '', districtCode: '' }, 'provinceCode', 'missing'],
    [{ provinceCode: '990000', cityCode: '440300', districtCode: '440305' }, 'provinceCode', 'unknown'],
    [{ provinceCode: '440000', cityCode: '', districtCode: '' }, 'cityCode', 'missing'],
    [{ provinceCode: '440000', cityCode: '330100', districtCode: '330106' }, 'cityCode', 'not_nested'],
    [{ provinceCode: '440000', cityCode: '440300', districtCode: '' }, 'districtCode', 'missing'],
    [{ provinceCode: '440000', cityCode: '440300', districtCode: '440399' }, 'districtCode', 'unknown'],
    [{ provinceCode: '440000', cityCode: '440300', districtCode: '440106' }, 'districtCode', 'not_nested'],
  ])('%j → %s %s', (codes, field, reason) =>
    expect(checkAreaCodes(codes)).toEqual({ ok: false, field, reason }),
  );

  it.each([
    [{ province: '北京市', city: '北京市', district: '朝阳区' }, '北京市 朝阳区'],
    [{ province: '湖北省', city: '省直辖县', district: '仙桃市' }, '湖北省 仙桃市'],
    [{ province: '重庆市', city: '县', district: '城口县' }, '重庆市 城口县'],
    [{ province: '香港特别行政区', city: '九龙', district: '油尖旺区' }, '香港特别行政区 九龙 油尖旺区'],
  ])('%j is written %j', (names, text) => expect(areaTextOf(names)).toBe(text));

  it('every district of the tree checks, and its text maps back to its codes', () => {
    for (const p of areaTree())
      for (const c of p.children)
        for (const d of c.children) {
          const codes = { provinceCode: p.code, cityCode: c.code, districtCode: d.code };
          const check = checkAreaCodes(codes);
          expect(check.ok).toBe(true);
          if (check.ok) expect(legacyAreaCodes(check.text), check.text).toEqual(codes);
        }
  });
});

describe('legacyAreaCodes: old area texts to codes by name', () => {
  it.each([
    ['广东省 深圳市', { provinceCode: '440000', cityCode: '440300', districtCode: '' }],
    ['北京市', { provinceCode: '110000', cityCode: '110100', districtCode: '' }],
    ['Shenzhen, Guangdong', { provinceCode: '440000', cityCode: '440300', districtCode: '' }],
    ['Beijing', { provinceCode: '110000', cityCode: '110100', districtCode: '' }],
    ["Xi'an, Shaanxi", { provinceCode: '610000', cityCode: '610100', districtCode: '' }],
    ['广东 深圳', { provinceCode: '440000', cityCode: '440300', districtCode: '' }],
    ['广东省深圳市南山区', { provinceCode: '440000', cityCode: '440300', districtCode: '440305' }],
    ['广东省', { provinceCode: '440000', cityCode: '', districtCode: '' }],
  ])('%j → %j', (text, codes) => expect(legacyAreaCodes(text)).toEqual(codes));

  it.each(['', '火星', 'Paris', 'Paris, France'])('%j is not recognised', (text) =>
    expect(legacyAreaCodes(text)).toBeNull(),
  );
});
