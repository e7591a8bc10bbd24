/**
 * Twenty-fifth clinician review (2026-11-29, at the session's end), serious findings fixed:
 * - en S1: red yeast rice with ciclosporin after a kidney transplant, "no known interaction" (monacolin K is
 *   lovastatin; the lovastatin label: avoid with cyclosporine — rhabdomyolysis).
 * - zh S1: "在吃抗结核药，一天喝二两白酒能不能喝" answered with the gout row's "an occasional drink"; the TB
 *   medicines' alcohol rule answers the whole message.
 * - zh S3: orange-red urine on rifampicin read as muscle breakdown and sent to 120.
 * - en S4: "planning a pregnancy, do I need folic acid?" answered "your diet gives 610 µg, no supplement needed":
 *   "getting pregnant" was read as already pregnant, so the preconception folic acid answer was skipped.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { redFlagsFor } from '../safety/joined';
import { LOCALES, person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const TRANSPLANT: Answers = {
  ...person('male', 50, 175, 80, 'light'),
  conditions: ['kidney_transplant'],
  medicines: ['cyclosporine'],
  supplements: [{ optionId: 'red-yeast-rice', dose: 1, unit: 'capsule' }],
};
const TB: Answers = {
  ...person('male', 48, 170, 62, 'light'),
  conditions: ['diabetes', 'gout'],
  medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol', 'metformin'],
  labs: [{ marker: 'ALT', value: 128, unit: 'U/L' }],
};
const LITHIUM: Answers = {
  ...person('female', 32, 165, 62, 'light'),
  conditions: ['mental_illness'],
  medicines: ['lithium'],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('red yeast rice with ciclosporin: avoid in the plan and the chat (en S1)', () => {
    const p = planFor(TRANSPLANT, locale);
    expect(p.productReviews.find((r) => r.optionId === 'red-yeast-rice')?.verdict).toBe('avoid');
    const r = assistantReply({
      text: zh ? '红曲胶囊和新山地明能一起吃吗' : 'is my red yeast rice ok with my Neoral?',
      locale,
      plan: storedPlanFor('tx-r25', TRANSPLANT, locale),
      medicines: TRANSPLANT.medicines ?? [],
    });
    expect(r.text).not.toMatch(/no known interaction|没有.{0,12}已知相互作用/);
    expect(r.text).toMatch(zh ? /横纹肌溶解/ : /rhabdomyolysis/);
  });

  it('alcohol on TB medicines is the TB rule, not the gout row (zh S1)', () => {
    // The gout spirits row is not for someone on the liver-toxic TB medicines.
    const r = assistantReply({
      text: zh ? '在吃抗结核药，一天喝二两白酒能不能喝？' : "I'm on TB pills, is a couple of beers a day ok?",
      locale,
      plan: storedPlanFor('tb-r25', TB, locale),
      medicines: TB.medicines ?? [],
    });
    expect(r.text).toMatch(
      zh ? /吃抗结核药（异烟肼、利福平、吡嗪酰胺）期间不要喝酒/ : /Drink no alcohol while on TB medicines/,
    );
    expect(r.text).not.toMatch(/偶尔一杯|an occasional single drink/);
  });

  it('planning a pregnancy: folic acid 400 µg as a supplement, whatever the diet gives (en S4)', () => {
    const r = assistantReply({
      text: zh
        ? '明年想要二胎，叶酸要吃吗，吃多少？我在吃碳酸锂'
        : "I'm thinking about getting pregnant again next year. Do I need folic acid and how much, given I'm on lithium?",
      locale,
      plan: storedPlanFor('li-r25', LITHIUM, locale),
      medicines: LITHIUM.medicines ?? [],
    });
    expect(r.text).toMatch(zh ? /每天补充400微克叶酸/ : /folic acid 400 µg a day/);
    expect(r.text).not.toMatch(/needs no Folate supplement|不需要.{0,6}叶酸补充剂/);
  });
});

describe('orange urine on rifampicin is no muscle-breakdown card (zh S3)', () => {
  const profile = { medicines: ['isoniazid', 'rifampicin', 'pyrazinamide'] };
  it.each(['最近尿是橘红色的，是不是出问题了？', '尿的颜色变成橙色了 正常吗'])('no card: %s', (text) => {
    expect(redFlagsFor(text, profile)).toEqual([]);
  });
  it.each([
    ['吃阿托伐他汀 最近尿像可乐一样 腿没力气', 'muscle_breakdown'],
    ['昨天跑完马拉松 今天尿是酱油色的', null],
  ] as const)('still a card: %s', (text, kind) => {
    const k = redFlagsFor(text).map((h) => h.kind);
    expect(k.length).toBeGreaterThan(0);
    if (kind) expect(k).toContain(kind);
  });
});

describe('feeding up fast with a refeeding risk (zh S2)', () => {
  const ANOREXIA: Answers = {
    ...person('female', 19, 160, 40.5, 'light'),
    goals: ['weight_gain'],
    medicines: ['fluoxetine'],
    scoff: { sick: true, control: true, oneStone: true, fat: true, food: true },
    labs: [
      { marker: '血钾', value: 2.9, unit: 'mmol/L' },
      { marker: '血磷', value: 0.68, unit: 'mmol/L' },
    ],
  };
  it.each([
    ['zh-CN', '要不要一下子多做点肉和饭给她补回来？', /再喂养综合征/],
    ['en-US', 'should I feed her up as much as possible to catch up?', /refeeding syndrome/],
  ] as const)('%s %s', (locale, text, said) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor('an-r25', ANOREXIA, locale),
      medicines: ANOREXIA.medicines ?? [],
    });
    expect(r.text).toMatch(said);
  });
  it('without a refeeding risk the row is not said', () => {
    const r = assistantReply({
      text: 'should I eat bigger meals to gain weight faster?',
      locale: 'en-US',
      plan: storedPlanFor(
        'thin-r25',
        { ...person('female', 25, 165, 55, 'light'), goals: ['weight_gain'] },
        'en-US',
      ),
      medicines: [],
    });
    expect(r.text).not.toMatch(/refeeding syndrome/);
  });
});

describe('yellow vision on digoxin names digoxin toxicity (en S3)', () => {
  const profile = {
    medicines: ['digoxin', 'eplerenone', 'furosemide'],
    conditions: ['heart_failure', 'kidney_disease'],
  };
  it.each([
    'I feel sick to my stomach, my heart is skipping and everything looks kind of yellowish. Could that be from the CoQ10?',
    '恶心想吐 心跳乱跳 看东西发黄 是不是辅酶Q10吃的',
  ])('%s', (text) => {
    expect(redFlagsFor(text, profile)[0]?.kind).toBe('digoxin_toxicity');
  });
});

describe('vitamin K2 taken daily beside warfarin: the clinic decides, never a sudden stop (en S2)', () => {
  const VALVE: Answers = {
    ...person('female', 58, 163, 68, 'light'),
    medicines: ['warfarin'],
    supplements: [{ optionId: 'vitamin-k2', name: 'K2 MK-7 100 mcg', dose: 1, unit: 'capsule' }],
  };
  it.each(LOCALES)('%s', (locale) => {
    const rv = planFor(VALVE, locale).productReviews.find((r) => r.optionId === 'vitamin-k2')!;
    expect(rv.issues.join(' ')).toMatch(
      locale === 'zh-CN'
        ? /不要突然停掉或改量.*抗凝门诊/
        : /do not stop or change it suddenly.*anticoagulation clinic/,
    );
    expect(rv.issues.join(' ')).not.toMatch(/do not take them together|不建议同时服用/);
  });
});
