/**
 * Co-trimoxazole (Bactrim, 复方新诺明) beside a potassium-sparing diuretic or an ACE inhibitor/ARB in
 * the chat (seventh clinician review, en A1–A2): the pair's rule answers, with a plan or without one,
 * when the other medicines were named in an earlier message; a potassium above the range (the plan's
 * or said) turns the advice into "contact the prescriber today". Bactrim US PI §5; BNF trimethoprim
 * interactions; Antoniou BMJ 2011; Fralick BMJ 2014.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

const TRIMETHOPRIM = { 'zh-CN': /甲氧苄啶/, 'en-US': /trimethoprim/ } as const;
const TODAY = { 'zh-CN': /今天就联系/, 'en-US': /today about the potassium result/ } as const;
const NO_RULE = /no reliable rule|没有可靠的规则|Which nutrient|哪种营养素/;

describe('co-trimoxazole with a potassium-raising medicine, no plan', () => {
  // prettier-ignore
  const TALKS: ['zh-CN' | 'en-US', string, string][] = [
    ['en-US', 'I am 78 and on Aldactone and ramipril for my heart.', 'The GP just started me on Septra for a urine infection, anything I should watch with food?'],
    ['en-US', 'I take losartan every morning.', 'Urgent care gave me Bactrim DS, is it fine with my pills?'],
    ['zh-CN', '我今年76岁，一直吃螺内酯和缬沙坦。', '医生刚给我开了复方新诺明治尿路感染，吃饭上要注意什么？'],
    ['zh-CN', '我在吃依那普利降压。', '刚开了复方新诺明，这两个药一起有问题吗'],
  ];
  it.each(TALKS)('%s: %s → %s', (locale, first, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: [],
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: 'OK' },
      ],
    });
    expect(r.text).toMatch(TRIMETHOPRIM[locale]);
    expect(r.text).toMatch(locale === 'zh-CN' ? /2～3天内查血钾/ : /within 2–3 days/);
    expect(r.text).not.toMatch(NO_RULE);
  });

  it.each<['zh-CN' | 'en-US', string, string]>([
    [
      'en-US',
      'I take spironolactone and my potassium came back 5.8 last week.',
      'Now I have Bactrim for a bladder infection. Okay?',
    ],
    ['zh-CN', '我吃螺内酯，上周查血钾5.8。', '现在医生开了复方新诺明，可以一起吃吗'],
  ])('%s: a potassium said above the range → today (%s)', (locale, first, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: [],
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: 'OK' },
      ],
    });
    expect(r.text).toMatch(TODAY[locale]);
  });
});

describe('co-trimoxazole with a plan whose potassium is above the range', () => {
  it.each<['zh-CN' | 'en-US', string]>([
    [
      'en-US',
      'The doctor added Bactrim for my bladder. I also take spironolactone and lisinopril. Do I need to change what I eat?',
    ],
    ['zh-CN', '医生给我加了复方新诺明治膀胱炎，我还在吃螺内酯和赖诺普利，饮食上要改什么吗？'],
  ])('%s: %s', (locale, q) => {
    const plan = storedPlanFor(
      'tmp-k-high',
      {
        ...person('male', 75, 176, 88, 'light'),
        conditions: ['hypertension', 'kidney_disease'],
        medicines: ['spironolactone', 'lisinopril', 'sulfamethoxazole-trimethoprim'],
        labs: [
          { marker: 'potassium', value: 5.6, unit: 'mmol/L' },
          { marker: 'egfr', value: 41, unit: 'mL/min/1.73m2' },
        ],
      },
      locale,
    );
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toMatch(TRIMETHOPRIM[locale]);
    expect(r.text).toMatch(TODAY[locale]);
  });
});
