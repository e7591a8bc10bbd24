/**
 * Palpitations with a severe low magnesium in the plan (clinician review 2026-11-25 evening, P6): Q5
 * "muscle twitching, cramps, heart skipping and fluttering today" with Mg 1.1 mg/dL and K 3.2 got
 * `urgent: false` and "… do not stop the PPI or start magnesium on your own first" beside the plan's
 * own magnesium product. Below 0.5 mmol/L: a same-day card (electrolytes and an ECG).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { redFlagsFor } from '../safety';

const P6 = (mg: { value: number; unit: string }, k = 3.2): Answers => ({
  ...person('female', 67, 160, 70, 'light'),
  medicines: ['omeprazole', 'hydrochlorothiazide'],
  labs: [
    { marker: 'Mg', ...mg },
    { marker: 'K', value: k, unit: 'mmol/L' },
    { marker: 'Ca', value: 8.1, unit: 'mg/dL' },
  ],
});
const MEDS = ['omeprazole', 'hydrochlorothiazide'];

// prettier-ignore
const PALPITATIONS: ['zh-CN' | 'en-US', string][] = [
  ['en-US', 'Muscle twitching, cramps, and my heart is skipping and fluttering today.'],
  ['en-US', 'My heart keeps skipping beats since this morning'],
  ['en-US', 'I have palpitations and feel dizzy'],
  ['zh-CN', '今天肌肉一抽一抽的，还抽筋，心跳乱、心慌'],
  ['zh-CN', '今天心慌，心跳不齐'],
  ['zh-CN', '心悸，有点头晕'],
];

describe('palpitations with severe low magnesium in the plan: same-day card', () => {
  it.each(PALPITATIONS)('%s: %s', (locale, q) => {
    const plan = storedPlanFor('p6-severe-mg', P6({ value: 1.1, unit: 'mg/dL' }), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: MEDS });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /血镁低于 0\.5.*今天就医.*心电图/ : /magnesium was below 0\.5.*today.*ECG/,
    );
  });

  it('the profile flag alone: lowMagnesium with palpitations → hypomagnesaemia; without it, none', () => {
    expect(redFlagsFor('my heart is fluttering', { lowMagnesium: true }).map((h) => h.kind)).toContain(
      'hypomagnesaemia',
    );
    expect(redFlagsFor('my heart is fluttering', {}).map((h) => h.kind)).not.toContain('hypomagnesaemia');
    expect(redFlagsFor('心慌', { lowMagnesium: true }).map((h) => h.kind)).toContain('hypomagnesaemia');
  });
});

describe('palpitations without such context stay non-urgent', () => {
  it.each(PALPITATIONS.filter(([, q]) => !/dizzy|头晕/.test(q)))('%s: %s (Mg 0.65, K 3.6)', (locale, q) => {
    const plan = storedPlanFor('p6-mild-mg', P6({ value: 0.65, unit: 'mmol/L' }, 3.6), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: MEDS });
    expect(r.urgent).toBe(false);
  });
});

describe('the PPI-magnesium answer agrees with the plan', () => {
  it.each([
    ['en-US', 'I have cramps and muscle twitching on omeprazole, is it my magnesium?'],
    ['zh-CN', '吃奥美拉唑以后总是抽筋、手抖，是不是缺镁？'],
  ] as const)('%s: %s — mild low, the plan’s own magnesium: never "do not start magnesium"', (locale, q) => {
    const plan = storedPlanFor('p6-mild-mg-ppi', P6({ value: 0.65, unit: 'mmol/L' }, 3.6), locale);
    const rec = plan.recommendations.find((r) => r.nutrient === 'magnesium');
    expect(rec).toBeDefined();
    const r = assistantReply({ text: q, locale, plan, medicines: MEDS });
    expect(r.text).not.toMatch(/start magnesium on your own|也不要自己先吃镁片/);
    if (/omeprazole|奥美拉唑/.test(q) && !r.urgent)
      expect(r.text).toMatch(locale === 'zh-CN' ? /方案里已经有镁/ : /plan already includes magnesium/);
  });

  it.each([
    ['en-US', 'I have cramps on omeprazole, is it my magnesium?'],
    ['zh-CN', '吃奥美拉唑以后总是抽筋，是不是缺镁？'],
  ] as const)('%s: %s — severe low: the doctor today', (locale, q) => {
    const plan = storedPlanFor('p6-severe-mg-ppi', P6({ value: 1.1, unit: 'mg/dL' }), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: MEDS });
    expect(r.text).toMatch(locale === 'zh-CN' ? /今天就医/ : /today/);
    expect(r.text).not.toMatch(/start magnesium on your own|也不要自己先吃镁片/);
  });
});

describe('"more magnesium oxide, how much?" with severe low magnesium: the doctor today, no plan dose', () => {
  it.each([
    ['en-US', 'More magnesium oxide: how much should I take?'],
    ['en-US', 'Should I double my magnesium?'],
    ['zh-CN', '氧化镁要多吃一点吗？吃多少？'],
  ] as const)('%s: %s', (locale, q) => {
    const plan = storedPlanFor('p6-severe-mg-dose', P6({ value: 1.1, unit: 'mg/dL' }), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: MEDS });
    expect(r.text).toMatch(locale === 'zh-CN' ? /严重偏低：请今天就医/ : /severely low: see a doctor today/);
    expect(r.text).not.toMatch(
      /within the UL|Your plan's dose|按你的方案：每天补充镁|close the gap with food/,
    );
  });
});
