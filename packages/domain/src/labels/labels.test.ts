import { describe, expect, it } from 'vitest';
import { readLabel, repairOcr, type LabelReading } from './index';

/**
 * Label texts written the way the products print them (typical of each brand's panel, not copied
 * from one package), each with what the reader must find: the serving, and every nutrient's amount
 * per serving as the element in its canonical unit.
 */
interface Case {
  label: string;
  text: string;
  name?: string;
  serving?: LabelReading['serving'];
  perDay?: LabelReading['perDay'];
  amounts: Record<string, number>;
  basis?: Record<string, 'elemental' | 'salt'>;
}

const CASES: Case[] = [
  {
    label: 'Caltrate 600+D3 (Supplement Facts)',
    text: `Caltrate 600+D3
Supplement Facts
Serving Size 1 Tablet
Servings Per Container 120
Amount Per Serving % Daily Value
Vitamin D3 (as cholecalciferol) 20 mcg (800 IU) 100%
Calcium (as calcium carbonate) 600 mg 46%
Directions: Take 1 tablet twice daily with food.`,
    name: 'Caltrate 600+D3',
    serving: { count: 1, unit: 'tablet' },
    perDay: { count: 2, unit: 'tablet' },
    amounts: { vitaminD: 20, calcium: 600 },
    basis: { calcium: 'elemental' },
  },
  {
    label: 'Nature Made D3 1000 IU: two tablets a serving would say so; this is one softgel',
    text: `Nature Made
Vitamin D3 25 mcg (1000 IU)
Supplement Facts
Serving Size: 1 Softgel
Amount Per Serving %DV
Vitamin D3 25 mcg (1,000 IU) 125%
Suggested use: Take 1 softgel daily with water and a meal.`,
    name: 'Nature Made',
    serving: { count: 1, unit: 'capsule' },
    perDay: { count: 1, unit: 'capsule' },
    amounts: { vitaminD: 25 },
  },
  {
    label: 'Nature Made Calcium 600 with D3, 2 tablets a serving',
    text: `Supplement Facts
Serving Size 2 Tablets
Amount Per Serving %Daily Value
Vitamin D3 (as cholecalciferol) 25 mcg (1000 IU) 125%
Calcium (as calcium carbonate) 1,200 mg 92%`,
    serving: { count: 2, unit: 'tablet' },
    amounts: { vitaminD: 25, calcium: 1200 },
  },
  {
    label: 'Centrum Adults (multivitamin, IU and DFE)',
    text: `Centrum Adults
Supplement Facts
Serving Size 1 Tablet
Amount Per Serving %DV
Vitamin A (as retinyl acetate and 29% as beta-carotene) 1,050 mcg 117%
Vitamin C (as ascorbic acid) 90 mg 100%
Vitamin D3 (as cholecalciferol) 25 mcg (1000 IU) 125%
Vitamin E (as dl-alpha tocopheryl acetate) 22.5 mg 150%
Thiamin (as thiamine mononitrate) 1.2 mg 100%
Riboflavin 1.3 mg 100%
Niacin (as niacinamide) 16 mg NE 100%
Vitamin B6 (as pyridoxine hydrochloride) 2 mg 118%
Folate 667 mcg DFE (400 mcg folic acid) 167%
Vitamin B12 (as cyanocobalamin) 25 mcg 1042%
Calcium (as calcium carbonate) 200 mg 15%
Iron (as ferrous fumarate) 8 mg 44%
Iodine (as potassium iodide) 150 mcg 100%
Magnesium (as magnesium oxide) 50 mg 12%
Zinc (as zinc oxide) 11 mg 100%
Selenium (as sodium selenate) 55 mcg 100%
Potassium (as potassium chloride) 80 mg 2%
Total Carbohydrate <1 g <1%*`,
    name: 'Centrum Adults',
    serving: { count: 1, unit: 'tablet' },
    amounts: {
      vitaminA: 1050,
      vitaminC: 90,
      vitaminD: 25,
      vitaminE: 22.5,
      thiamin: 1.2,
      riboflavin: 1.3,
      niacin: 16,
      vitaminB6: 2,
      folate: 400,
      vitaminB12: 25,
      calcium: 200,
      iron: 8,
      iodine: 150,
      magnesium: 50,
      zinc: 11,
      selenium: 55,
      potassium: 80,
    },
    basis: { iron: 'elemental', magnesium: 'elemental', potassium: 'elemental' },
  },
  {
    label: 'Older multivitamin in IU (vitamin A 5,000 IU, E 30 IU)',
    text: `Supplement Facts
Serving Size 1 Caplet
Vitamin A 5,000 IU 100%
Vitamin E 30 IU 100%
Folate 400 mcg DFE`,
    serving: { count: 1, unit: 'tablet' },
    amounts: { vitaminA: 1500, vitaminE: 20.1, folate: 235.294 },
  },
  {
    label: 'Iron drug-facts panel: the salt with its elemental iron',
    text: `Iron Tablets
Drug Facts
Active ingredient (in each tablet)
Ferrous sulfate 325 mg (65 mg elemental iron)
Supplement Facts Serving Size 1 Tablet`,
    serving: { count: 1, unit: 'tablet' },
    amounts: { iron: 65 },
    basis: { iron: 'elemental' },
  },
  {
    label: '钙尔奇 D600（说明书式：每片含碳酸钙1.5克，相当于钙600毫克）',
    text: `钙尔奇 碳酸钙D3片
【成份】本品为复方制剂，每片含碳酸钙1.5克（相当于钙600毫克），维生素D3 125国际单位。
【用法用量】口服。成人每日1次，每次1片。`,
    name: '钙尔奇碳酸钙D3片',
    serving: { count: 1, unit: 'tablet' },
    perDay: { count: 1, unit: 'tablet' },
    amounts: { calcium: 600, vitaminD: 3.125 },
    basis: { calcium: 'elemental' },
  },
  {
    label: '汤臣倍健 钙维生素D片（营养成分表，每2片，NRV%）',
    text: `汤臣倍健 钙维生素D片
营养成分表
项目 每2片 NRV%
能量 17 kJ 0%
蛋白质 0 g 0%
钙 600 mg 75%
维生素D 5 µg 100%
食用方法及食用量：每日1次，每次2片，嚼服`,
    name: '汤臣倍健钙维生素D片',
    serving: { count: 2, unit: 'tablet' },
    perDay: { count: 2, unit: 'tablet' },
    amounts: { calcium: 600, vitaminD: 5 },
  },
  {
    label: '善存 多维元素片（每片含，一行多个）',
    text: `善存 多维元素片(29)
营养成分：每片含：维生素A 800 μg、维生素D 5 μg、维生素E 14 mg、维生素C 100 mg、维生素B1 1.4 mg、维生素B2 1.4 mg、维生素B6 1.4 mg、维生素B12 2.4 μg、叶酸 400 μg、烟酰胺 14 mg、钙 160 mg、铁 15 mg、锌 12 mg、硒 50 μg、镁 100 mg、碘 150 μg
用法用量：每日1片`,
    name: '善存多维元素片(29)',
    serving: { count: 1, unit: 'tablet' },
    perDay: { count: 1, unit: 'tablet' },
    amounts: {
      vitaminA: 800,
      vitaminD: 5,
      vitaminE: 14,
      vitaminC: 100,
      thiamin: 1.4,
      riboflavin: 1.4,
      vitaminB6: 1.4,
      vitaminB12: 2.4,
      folate: 400,
      niacin: 14,
      calcium: 160,
      iron: 15,
      zinc: 12,
      selenium: 50,
      magnesium: 100,
      iodine: 150,
    },
  },
  {
    label: '葡萄糖酸锌片：只印盐的质量（70 mg = 锌 10 mg）',
    text: `葡萄糖酸锌片
【规格】70mg
【成份】本品每片含葡萄糖酸锌 70 mg。
【用法用量】口服。成人一次1片，每日2次。`,
    name: '葡萄糖酸锌片',
    serving: { count: 1, unit: 'tablet' },
    amounts: { zinc: 9.8 },
    basis: { zinc: 'salt' },
  },
  {
    label: '葡萄糖酸锌片：印了以锌计的量，不再折算',
    text: `葡萄糖酸锌片
每片含 葡萄糖酸锌 70 mg（以锌计 10 mg）`,
    serving: { count: 1, unit: 'tablet' },
    amounts: { zinc: 10 },
    basis: { zinc: 'elemental' },
  },
  {
    label: '营养成分表：单位印在名称后（钙(mg) 300）',
    text: `某品牌 碳酸钙维生素D软胶囊
营养成分表 每粒
钙(mg) 300 38%
维生素D(μg) 5 100%`,
    serving: { count: 1, unit: 'capsule' },
    amounts: { calcium: 300, vitaminD: 5 },
  },
  {
    label: '硫酸亚铁片：盐的质量折算为铁',
    text: `硫酸亚铁片
每片含 硫酸亚铁 0.3 g`,
    serving: { count: 1, unit: 'tablet' },
    amounts: { iron: 60 },
    basis: { iron: 'salt' },
  },
  {
    // The UK 200 mg tablet is the dried salt: 65 mg of iron (BNF), not 20 % of 200 mg.
    label: 'UK ferrous sulphate 200 mg: the dried salt of its agreed strength',
    text: `Ferrous Sulphate Tablets BP 200 mg
Each tablet contains ferrous sulphate 200 mg`,
    amounts: { iron: 65 },
    basis: { iron: 'salt' },
  },
  {
    label: '富马酸亚铁、枸橼酸钙：盐的质量折算',
    text: `复方铁钙片
每片含：富马酸亚铁 200 mg、枸橼酸钙 500 mg`,
    serving: { count: 1, unit: 'tablet' },
    amounts: { iron: 66, calcium: 105 },
    basis: { iron: 'salt', calcium: 'salt' },
  },
  {
    label: '主要原料写盐、营养成分写元素：按元素计，不重复',
    text: `某品牌 钙镁锌片
主要原料：碳酸钙、氧化镁、葡萄糖酸锌
营养成分 每片含：钙 500 mg、镁 100 mg、锌(以Zn计) 5 mg`,
    serving: { count: 1, unit: 'tablet' },
    amounts: { calcium: 500, magnesium: 100, zinc: 5 },
    basis: { zinc: 'elemental' },
  },
];

describe('readLabel: the label examples (both languages)', () => {
  it.each(CASES)('$label', (c) => {
    const r = readLabel(c.text);
    expect(r.notALabel).toBe(false);
    const got = Object.fromEntries(r.nutrients.map((n) => [n.nutrient, n.amount]));
    expect(Object.keys(got).sort()).toEqual(Object.keys(c.amounts).sort());
    for (const [k, v] of Object.entries(c.amounts)) expect(got[k], k).toBeCloseTo(v, 1);
    if (c.serving) expect(r.serving).toEqual(c.serving);
    if (c.perDay) expect(r.perDay).toEqual(c.perDay);
    if (c.name) expect(r.name).toBe(c.name);
    for (const [k, b] of Object.entries(c.basis ?? {}))
      expect(r.nutrients.find((n) => n.nutrient === k)?.basis, k).toBe(b);
  });
});

describe('readLabel: what is not a label', () => {
  it.each([
    ['empty', ''],
    [
      'a lab report (mg/dL, µmol/L are not doses)',
      'Calcium 9.5 mg/dL 8.6-10.3\nIron 80 µg/dL\n血清铁 15 μmol/L',
    ],
    ['a receipt', '超市购物小票\n苹果 2.50\n合计 12.80 元'],
    ['a landscape photo read as noise', 'x7 ;; ~~ 1l1 ..'],
  ])('%s', (_, text) => {
    const r = readLabel(text);
    expect(r.notALabel).toBe(true);
    expect(r.nutrients).toEqual([]);
    expect(r.name).toBeUndefined();
  });

  it('a panel heading with no amount read is a label with nothing found (not "not a label")', () => {
    const r = readLabel('Supplement Facts\nServing Size 1 Tablet\n(blurred)');
    expect(r.notALabel).toBe(false);
    expect(r.nutrients).toEqual([]);
    expect(r.serving).toEqual({ count: 1, unit: 'tablet' });
  });

  it('keeps the salt line it converted and the printed figure', () => {
    const zinc = readLabel('每片含葡萄糖酸锌70毫克').nutrients[0];
    expect(zinc).toMatchObject({
      nutrient: 'zinc',
      unit: 'mg',
      basis: 'salt',
      salt: 'zinc_gluconate',
      printed: { amount: 70, unit: 'mg' },
    });
  });

  it('a mass of a salt sold as more than one hydrate that is no agreed strength is left for the person to place', () => {
    const r = readLabel(`Supplement Facts
Serving Size 1 Tablet
Ferrous sulfate 250 mg
Vitamin C 50 mg`);
    expect(r.nutrients.map((n) => n.nutrient)).toEqual(['vitaminC']);
    expect(r.unplaced.join(' ')).toMatch(/ferrous sulfate 250 mg/i);
  });

  it('an English "zinc gluconate 50 mg" prints the element (US convention of the salt table)', () => {
    const zinc = readLabel('Supplement Facts\nZinc gluconate 50 mg').nutrients[0];
    expect(zinc).toMatchObject({ nutrient: 'zinc', amount: 50, basis: 'elemental' });
  });

  it('never throws on any text', () => {
    for (const t of ['钙', '钙 mg', 'Calcium (as', '每0片含钙0 mg', '1,000,000 IU', '\u0000\uffff']) {
      expect(() => readLabel(t)).not.toThrow();
    }
  });
});

describe('repairOcr: what tesseract does to a label line, undone where one reading fits', () => {
  it.each([
    ['维生素 D 5 µg 100%', '维生素D 5 µg 100%'],
    ['每 2 片 含', '每2片含'],
    ['维生素 D 5hg 100%', '维生素D 5 µg 100%'],
    ['Vitamin D3 25 mcg (10001U)125%', 'Vitamin D3 25 mcg (1000 IU)125%'],
    ['Iron (as ferrous fumarate) 8 msg 44%', 'Iron (as ferrous fumarate) 8 mg 44%'],
    ['VitaminE 22.5mg', 'Vitamin E 22.5mg'],
    ['维生素 Bl 1.4mg', '维生素B1 1.4mg'],
    ['每片含碳酸钻 1.5 克', '每片含碳酸钙1.5克'],
    ['葡萄 糖 酸 钟 70 mg', '葡萄糖酸锌70 mg'],
    ['钻石 牌', '钻石牌'],
    ['Calcium 600 mg', 'Calcium 600 mg'],
  ])('%s → %s', (from, to) => {
    expect(repairOcr(from)).toBe(to);
  });

  it('reads an OCR-spaced Chinese table', () => {
    const r = readLabel('营养 成 分 表\n项 目 每 2 片 NRV%\n钙 600 mg 75%\n维生素 D 5hg 100%');
    expect(r.serving).toEqual({ count: 2, unit: 'tablet' });
    expect(r.nutrients.map((n) => [n.nutrient, n.amount])).toEqual([
      ['calcium', 600],
      ['vitaminD', 5],
    ]);
  });
});

describe('readLabel: the source salt of an element line', () => {
  it.each([
    ['Calcium (as calcium carbonate) 600 mg', 'calcium_carbonate', 600],
    ['Calcium (as calcium citrate) 315 mg', 'calcium_citrate', 315],
    ['Magnesium (as magnesium oxide) 250 mg', 'magnesium_oxide', 250],
    ['钙 600 mg', undefined, 600],
  ])('%s', (line, salt, amount) => {
    const n = readLabel(`Supplement Facts\n${line}`).nutrients[0];
    expect(n?.amount).toBe(amount);
    expect(n?.basis).toBe('elemental');
    expect(n?.salt).toBe(salt);
  });
});

describe('readLabel: the directions as OCR reads them', () => {
  it.each([
    ['Directions: Take ltablet twice daily with food.', { count: 2, unit: 'tablet' }],
    ['Suggested use: Take 2 softgels daily.', { count: 2, unit: 'capsule' }],
    ['食用方法：每日2次，每次1粒', { count: 2, unit: 'capsule' }],
    ['用法用量：每日1片', { count: 1, unit: 'tablet' }],
  ])('%s', (line, perDay) => {
    expect(readLabel(`Supplement Facts\nCalcium 600 mg\n${line}`).perDay).toEqual(perDay);
  });
});
