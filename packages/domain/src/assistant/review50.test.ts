/**
 * Fiftieth blind clinician review (2026-12-04), its serious findings fixed after it:
 * - zh S1: thirst, passing urine "成日" (all the time), vomiting and exhaustion told in Cantonese with a calcium of 2.78
 *   and sarcoidosis were not urgent (the Mandarin words were);
 * - zh S2: legs aching on Crestor with a CK of 2850 in the plan got the red-yeast-rice text and no word of the CK;
 * - zh S3: Elevit over its vitamin A beside three vitamin AD softgels was "over_ul" and left off the day;
 * - zh S4: a magnesium of 0.42 on FOLFIRI with loperamide got the stoma text (drinks limited to a litre, codeine);
 * - en S1: "am i supposed to eat more potassium or less?? im confused" on dialysis with a potassium of 6.1 was sent to
 *   911 for a low blood sugar, and the plan told him food gave less than the 3,400 mg he "needs".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '.';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { redFlagsFor } from '../safety/joined';
import { person } from '../testing';

type Locale = 'zh-CN' | 'en-US';
const ask = (a: Answers, locale: Locale, text: string) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(`rev50:${JSON.stringify(a)}`, a, locale),
    medicines: [...(a.medicines ?? [])],
  });

describe('zh S1: high-calcium signs told in Cantonese', () => {
  const mei: Answers = {
    ...person('female', 56, 158, 60, 'light'),
    conditions: ['sarcoidosis'],
    medicines: ['prednisolone'],
    labs: [{ marker: 'Calcium', value: 2.78, unit: 'mmol/L' }],
  };
  it('are urgent and name the high calcium', () => {
    const r = ask(mei, 'zh-CN', '呢幾日好口渴，成日去廁所，仲有啲嘔，頭暈暈，人好攰，係咪正常㗎？');
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/血钙可能已经高到危险的程度/);
    // zh M4: written in Cantonese, country not known — Hong Kong's and Taiwan's numbers beside 120.
    expect(r.text).toContain('拨打120急救电话（在香港、澳门拨打999，在台湾拨打119）');
  });
  it('"成日" alone, with nothing urgent, raises nothing', () => {
    expect(redFlagsFor('我成日去饮茶，点心边样最健康？')).toEqual([]);
  });
});

describe('en S1 / M15: "im confused" about a question is puzzlement, not a symptom', () => {
  const marcus: Answers = {
    ...person('male', 58, 178, 92, 'light'),
    conditions: ['kidney_disease', 'dialysis', 'diabetes'],
    medicines: ['insulin-glargine', 'sevelamer'],
    labs: [{ marker: 'Potassium', value: 6.1, unit: 'mmol/L' }],
  };
  it('the potassium question is answered: the 3,400 mg is not his, with a high potassium it is less', () => {
    const r = ask(
      marcus,
      'en-US',
      'wait the plan says potassium target 3400 mg, so am i supposed to eat more potassium or less?? im confused',
    );
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/does not apply to you.*that means less/s);
    expect(r.text).toMatch(/potatoes/);
  });
  it.each([
    'im confused and shaky, sugar was 2.8',
    "he's sweaty and confused, on insulin",
    'I feel confused and sweaty and my sugar is 2.5',
  ])('a confusion that is a sign stays urgent: "%s"', (text) => {
    expect(ask(marcus, 'en-US', text).urgent).toBe(true);
  });
  it('搞糊涂了 is puzzlement', () => {
    expect(redFlagsFor('一边说要少盐一边又说钠低 我都搞糊涂了，打胰岛素的人该怎么吃')).toEqual([]);
  });
  it.each(['en-US', 'zh-CN'] as const)(
    '%s: the plan no longer says he "needs" 3,400 mg of potassium',
    (locale) => {
      const k = planFor(marcus, locale).nutrients.find((n) => n.key === 'potassium');
      const text = JSON.stringify(k?.reasons);
      expect(text).not.toMatch(/mg\/day you need|推荐 3400/);
      expect(text).toMatch(locale === 'zh-CN' ? /有肾病时不适用/ : /does not apply with kidney disease/);
    },
  );
});

describe('zh S2: muscle aches on a statin with a raised CK in the plan', () => {
  const chen: Answers = {
    ...person('male', 67, 165, 70, 'light'),
    conditions: ['diabetes', 'kidney_disease'],
    medicines: ['rosuvastatin', 'metformin'],
    labs: [{ marker: 'CK', value: 2850, unit: 'U/L' }],
  };
  it.each([
    [
      'zh-CN',
      '那我把冠脂妥停掉只吃紅麴可以嗎？醫生開的藥吃了腳很痠',
      /肌酸激酶（CK）是 2850 U\/L.*请今天就联系开他汀的医生/s,
    ],
    [
      'en-US',
      'my legs ache so much since the crestor, can I just take red yeast rice instead?',
      /Your CK is 2850 U\/L.*today/s,
    ],
  ] as const)('%s: the CK leads, the prescriber today', (locale, text, says) => {
    expect(ask(chen, locale, text).text).toMatch(says);
  });
  it('without a raised CK, or without aching, no CK lead', () => {
    expect(ask({ ...chen, labs: [] }, 'zh-CN', '醫生開的藥吃了腳很痠').text).not.toMatch(/肌酸激酶（CK）是/);
    expect(ask(chen, 'zh-CN', '紅麴跟冠脂妥可以一起吃嗎').text).not.toMatch(/肌酸激酶（CK）是/);
  });
});

describe('zh S3: a prenatal beside vitamin AD softgels in pregnancy', () => {
  it('is kept (the softgels are what to stop), so it stays on the day with her folic acid', () => {
    const a: Answers = {
      ...person('female', 31, 160, 55, 'light'),
      lifeStage: 'pregnant_t1',
      gestationalWeek: 11,
      conditions: ['anemia'],
      supplements: [
        { optionId: 'elevit', dose: 1, unit: 'tablet' },
        { optionId: 'vitamin-ad', dose: 3, unit: 'capsule' },
        { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
      ],
      labs: [
        { marker: '血红蛋白', value: 104, unit: 'g/L' },
        { marker: '铁蛋白', value: 14, unit: 'ng/mL' },
      ],
    };
    const reviews = planFor(a, 'zh-CN').productReviews ?? [];
    expect(reviews.find((r) => r.optionId === 'elevit')?.verdict).toBe('keep');
    expect(reviews.find((r) => r.optionId === 'vitamin-ad')?.verdict).toBe('avoid');
  });
});

describe('zh S4: a low magnesium on chemotherapy is not a stoma', () => {
  const zhao: Answers = {
    ...person('male', 62, 170, 60, 'light'),
    conditions: ['cancer'],
    medicines: ['fluorouracil', 'loperamide', 'ondansetron', 'omeprazole'],
    labs: [{ marker: '血镁', value: 0.42, unit: 'mmol/L' }],
  };
  it('no stoma text, and today', () => {
    const r = ask(zhao, 'zh-CN', '我血镁0.42，能不能自己买点镁片补一补？');
    expect(r.text).not.toMatch(/造口|可待因/);
    expect(r.text).toMatch(/请今天就医/);
  });
});

describe('en M14: a known potassium of 6.1 without symptoms on dialysis', () => {
  const text =
    'my dialysis nurse said my potassium was 6.1 again. what foods are the worst? i eat alot of potatoes and drink OJ every morning';
  it('is the renal unit today and the foods to cut, not 911', () => {
    const r = assistantReply({ text, locale: 'en-US', plan: null });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/potatoes/);
    expect(r.text).toMatch(/orange juice/);
    expect(r.text).toMatch(/call your dialysis unit or kidney doctor today/);
    const zh = assistantReply({
      text: '透析的护士说我血钾又6.1了，哪些食物最要少吃？',
      locale: 'zh-CN',
      plan: null,
    });
    expect(zh.urgent).toBe(false);
    expect(zh.text).toMatch(/土豆/);
    expect(zh.text).toMatch(/今天就联系透析中心或肾内科医生/);
  });
  it.each([
    ['my potassium was 6.3, what foods are worst'],
    ['potassium 6.1 and my legs feel weak'],
    ['血钾6.0，手脚发麻没力气'],
    ['血钾6.5'],
  ])('%s: urgent (at the critical limit, or with signs)', (t) => {
    expect(redFlagsFor(t).map((f) => f.kind)).toContain('hyperkalaemia');
  });
});

describe('en M1: Plaquenil and Tums kept apart', () => {
  const denise: Answers = {
    ...person('female', 52, 165, 80, 'light'),
    conditions: ['sarcoidosis'],
    medicines: ['hydroxychloroquine', 'prednisone', 'omeprazole'],
    supplements: [{ optionId: 'calcium-carbonate-tums', dose: 2, unit: 'tablet' }],
  };
  it.each([
    [
      'does it matter when i take my plaquenil with the tums or the prilosec',
      'en-US',
      /at least 4 hours apart/,
    ],
    ['should i space my plaquenil and tums apart', 'en-US', /at least 4 hours apart/],
    ['羟氯喹和钙片要隔开吃吗', 'zh-CN', /至少间隔4小时/],
  ] as const)('%s → the pair and its 4 hours', (text, locale, hours) => {
    const r = ask(denise, locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(hours);
  });
});

describe('zh M5: niacin as Taiwan writes it, beside a statin', () => {
  const chen: Answers = {
    ...person('male', 67, 168, 74, 'sedentary'),
    conditions: ['dyslipidemia', 'diabetes'],
    medicines: ['rosuvastatin', 'metformin'],
    supplements: [{ name: 'Niacin 500mg', dose: 2, unit: 'tablet' }],
  };
  it('"菸鹼酸" is niacin: the statin pair, major, never "no reliable rule"', () => {
    const r = ask(chen, 'zh-CN', '醫生說我好膽固醇太低，我吃菸鹼酸500兩顆來提高可以嗎？');
    expect(r.text).toMatch(/瑞舒伐他汀 × 烟酸/);
    expect(r.text).toMatch(/自己买来吃的先停下/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  });
});

describe('zh M7: calcium and zinc asked about with kidney disease', () => {
  const chen: Answers = {
    ...person('male', 67, 168, 74, 'sedentary'),
    conditions: ['dyslipidemia', 'diabetes', 'gout', 'kidney_disease'],
    medicines: ['rosuvastatin', 'metformin', 'febuxostat'],
    labs: [{ marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2' }],
  };
  it.each([
    ['你們推薦我吃鈣片跟鋅，我腎臟不好可以吃嗎？', 'zh-CN', /总钙.*800–1000毫克/],
    [
      'you recommend calcium and zinc, is that ok with my kidneys?',
      'en-US',
      /800–1,000 mg of calcium a day in total/,
    ],
  ] as const)('%s → the kidney answer, not zinc and nausea', (text, locale, kidney) => {
    const r = ask(chen, locale, text);
    expect(r.text).toMatch(kidney);
    expect(r.text).not.toMatch(/反胃|nausea/);
  });
});

describe('zh M2: breakfast asked about after steroids raised the sugar', () => {
  const mei: Answers = {
    ...person('female', 56, 155, 62, 'light'),
    conditions: ['sarcoidosis'],
    medicines: ['prednisolone'],
  };
  it.each([
    ['食強的松之後血糖高咗，早餐食咩好？我平時鍾意飲奶茶食菠蘿包', 'zh-CN'],
    [
      "since the prednisone my sugars are up, what's a good breakfast? i love sweet milk tea and pineapple buns",
      'en-US',
    ],
  ] as const)('%s → the steroid diet answer, no brain tumour', (text, locale) => {
    const r = ask(mei, locale, text);
    expect(r.rules).toContain('faq:steroid-high-glucose-diet');
    expect(r.text).not.toMatch(/脑瘤|brain tumour/);
  });
});

describe('en M6: how many ferrous sulphate tablets make the plan’s iron', () => {
  const jade: Answers = {
    ...person('female', 29, 165, 66, 'light'),
    lifeStage: 'pregnant_t1',
    gestationalWeek: 11,
    medicines: ['carbamazepine'],
    labs: [
      { marker: 'Ferritin', value: 12, unit: 'ng/mL' },
      { marker: 'Hemoglobin', value: 104, unit: 'g/L' },
    ],
  };
  it.each([
    [
      'the plan says 60mg iron on top of the pregnacare, do i just buy ferrous sulphate from boots? how many tablets is that',
      'en-US',
      /one tablet a day/,
    ],
    ['方案说每天补铁60毫克，我买硫酸亚铁片要吃几片？', 'zh-CN', /就是一天一片/],
  ] as const)('%s → one tablet a day', (text, locale, one) => {
    const r = ask(jade, locale, text);
    expect(r.rules).toContain('faq:ferrous-sulphate-how-many-tablets');
    expect(r.text).toMatch(one);
  });
});
