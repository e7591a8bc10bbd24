import { describe, expect, it } from 'vitest';
import { validateAddress } from '@nutri/domain/contracts';
import * as areas from '@nutri/domain/areas';
import { areaFieldsOf, cascaderOptionsOf, draftAreaOf, EMPTY_AREA, loadAreas } from './areas';

describe('cascade data adapter', () => {
  const options = cascaderOptionsOf(areas.areaTree());

  it('offers all 34 provincial divisions down to county-level districts, by GB/T 2260 code', () => {
    expect(options).toHaveLength(34);
    const gd = options.find((o) => o.value === '440000');
    const sz = gd?.children?.find((o) => o.value === '440300');
    const ns = sz?.children?.find((o) => o.value === '440305');
    expect([gd?.label, sz?.label, ns?.label]).toEqual(['广东省', '深圳市', '南山区']);
    expect(ns?.children).toBeUndefined();
    for (const code of ['710000', '810000', '820000'])
      expect(options.some((o) => o.value === code)).toBe(true);
  });

  it('every leaf is three levels down, and a picked leaf is a valid address area', () => {
    let leaves = 0;
    for (const p of options)
      for (const c of p.children ?? [])
        for (const d of c.children ?? []) {
          expect(d.children).toBeUndefined();
          leaves++;
        }
    expect(leaves).toBeGreaterThan(3000);
    const { errors, value } = validateAddress(
      {
        name: '张三',
        phone: '+86 138 0013 8000',
        detail: '科技园路1号',
        ...areaFieldsOf({
          provinceCode: '440000',
          cityCode: '440300',
          districtCode: '440305',
          area: '广东省 深圳市 南山区',
        }),
      },
      'zh-CN',
      areas.checkAreaCodes,
    );
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      phone: '13800138000',
      area: '广东省 深圳市 南山区',
      districtCode: '440305',
    });
  });

  it('loads the data module once', async () => {
    const [a, b] = await Promise.all([loadAreas(), loadAreas()]);
    expect(a).toBe(b);
    expect(a.areaTree()).toHaveLength(34);
  });
});

/** The old hand-written picker (before issue 19 §4): every area text it could have saved, in both languages. */
const OLD_PROVINCES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  ['北京市', 'Beijing', []],
  ['上海市', 'Shanghai', []],
  ['天津市', 'Tianjin', []],
  ['重庆市', 'Chongqing', []],
  [
    '广东省',
    'Guangdong',
    [
      ['广州市', 'Guangzhou'],
      ['深圳市', 'Shenzhen'],
      ['佛山市', 'Foshan'],
      ['东莞市', 'Dongguan'],
    ],
  ],
  [
    '浙江省',
    'Zhejiang',
    [
      ['杭州市', 'Hangzhou'],
      ['宁波市', 'Ningbo'],
      ['温州市', 'Wenzhou'],
    ],
  ],
  [
    '江苏省',
    'Jiangsu',
    [
      ['南京市', 'Nanjing'],
      ['苏州市', 'Suzhou'],
      ['无锡市', 'Wuxi'],
    ],
  ],
  [
    '四川省',
    'Sichuan',
    [
      ['成都市', 'Chengdu'],
      ['绵阳市', 'Mianyang'],
    ],
  ],
  [
    '湖北省',
    'Hubei',
    [
      ['武汉市', 'Wuhan'],
      ['宜昌市', 'Yichang'],
    ],
  ],
  [
    '山东省',
    'Shandong',
    [
      ['济南市', 'Jinan'],
      ['青岛市', 'Qingdao'],
    ],
  ],
  [
    '福建省',
    'Fujian',
    [
      ['福州市', 'Fuzhou'],
      ['厦门市', 'Xiamen'],
    ],
  ],
  ['陕西省', 'Shaanxi', [['西安市', "Xi'an"]]],
];
const OLD_TEXTS = OLD_PROVINCES.flatMap(([pZh, pEn, cities]) =>
  cities.length === 0
    ? [{ zh: pZh, en: pEn, province: pZh, city: pZh }]
    : cities.map(([cZh, cEn]) => ({ zh: `${pZh} ${cZh}`, en: `${cEn}, ${pEn}`, province: pZh, city: cZh })),
);

describe('old saved addresses (area text only) → the picker', () => {
  const nameOf = (code: string) => {
    for (const p of areas.areaTree()) {
      if (p.code === code) return p.name;
      for (const c of p.children) if (c.code === code) return c.name;
    }
    return null;
  };

  it.each(
    OLD_TEXTS.flatMap(
      (o) =>
        [
          [o.zh, o],
          [o.en, o],
        ] as const,
    ),
  )('%j opens on its province and city and keeps its text', (text, old) => {
    const draft = draftAreaOf({ area: text, provinceCode: '', cityCode: '', districtCode: '' }, areas);
    expect(nameOf(draft.provinceCode)).toBe(old.province);
    expect(nameOf(draft.cityCode)).toBe(old.city);
    expect(draft.districtCode).toBe('');
    expect(draft.area).toBe(text);
    // Saved again without picking a district: the old text goes back unchanged, without codes.
    expect(areaFieldsOf(draft)).toEqual({ area: text, provinceCode: '', cityCode: '', districtCode: '' });
  });

  it('an unrecognised old text opens an empty picker and is still saved as it was', () => {
    const draft = draftAreaOf(
      { area: 'Somewhere far', provinceCode: '', cityCode: '', districtCode: '' },
      areas,
    );
    expect(draft).toEqual({ ...EMPTY_AREA, area: 'Somewhere far' });
    expect(areaFieldsOf(draft).area).toBe('Somewhere far');
  });

  it('stored codes are used as they are', () => {
    const saved = {
      area: '广东省 深圳市 南山区',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
    };
    expect(draftAreaOf(saved, areas)).toEqual(saved);
    expect(areaFieldsOf(saved)).toEqual(saved);
  });
});
