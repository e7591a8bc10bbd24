/**
 * Twenty-third clinician review (2026-11-29), serious findings fixed in the session:
 * - en S1: "I forgot my Xarelto last night at supper, should I take two tonight?" was answered "Yes —" by
 *   the older-adult bedtime-snack row. A missed dose of a named medicine is the medicine's missed-dose rule
 *   (the DOAC labels: never two at once), and "double up tonight?" is no emergency card.
 * - en S3: prescribed low-dose aspirin with prophylactic enoxaparin (obstetric antiphospholipid syndrome)
 *   was filed under the NSAID row, "major, avoid" (interactions/taboos.test.ts has the table).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { redFlagsFor } from '../safety/joined';
import { taboosFor } from '../interactions/taboos';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { LOCALES, person } from '../testing';
import { planFor } from '../engine';

/** The reviewer's Earl: 66, rivaroxaban 20 mg once daily with supper, diltiazem, COPD, smoker. */
const EARL: Answers = {
  ...person('male', 66, 178, 88, 'light'),
  smoking: 'current',
  conditions: ['copd', 'hypertension'],
  medicines: ['rivaroxaban', 'diltiazem'],
  medicineDoses: [
    { id: 'rivaroxaban', dose: 20, unit: 'mg', form: 'tablet', frequency: 'once daily with supper' },
  ],
};

describe('a missed dose of a blood thinner: never two at once (en S1)', () => {
  it.each([
    ['en-US', 'I forgot my Xarelto last night at supper, should I take two tonight?'],
    ['en-US', 'missed my xarelto yesterday, can i double up tonight'],
    ['en-US', 'forgot my eliquis this morning, should I take both at dinner?'],
    ['zh-CN', '昨晚忘了吃拜瑞妥，今晚要吃两片吗'],
    ['zh-CN', '早上漏服了一次艾乐妥，晚上能补吃两片吗'],
  ] as const)('%s %s', (locale, text) => {
    const plan = storedPlanFor('earl-r23', EARL, locale);
    const r = assistantReply({ text, locale, plan, medicines: [...(EARL.medicines ?? []), 'apixaban'] });
    expect(r.urgent).toBe(false);
    expect(r.intent).toBe('medicine_question');
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要一次吃两片来补/ : /Do not take two doses of your blood thinner/,
    );
    expect(r.text).not.toMatch(/^\*\*Yes|^\*\*可以/);
  });

  it('warfarin keeps its own rule; another medicine the general one', () => {
    const w = assistantReply({
      text: 'forgot my warfarin last night, take two today?',
      locale: 'en-US',
      plan: null,
      medicines: ['warfarin'],
    });
    expect(w.text).toMatch(/Do not take a double dose of warfarin/);
    const m = assistantReply({
      text: 'forgot my metformin this morning, take two tonight?',
      locale: 'en-US',
      plan: null,
      medicines: ['metformin'],
    });
    expect(m.text).toMatch(/Do not take a double dose to make up for a missed one/);
  });

  it.each([
    'forgot my eliquis this morning, double up tonight?',
    'can I double up my xarelto since i missed yesterday',
    '昨晚忘了吃拜瑞妥，今晚吃两片行吗',
  ])('"%s" is no emergency card', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it.each([
    'took two xarelto by mistake and now my gums will not stop bleeding',
    '忘了已经吃过华法林又吃了一片，现在尿是红的',
  ])('"%s" (taken, with bleeding) stays urgent', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

describe('prescribed low-dose aspirin with enoxaparin is not "avoid" (en S3)', () => {
  const pair = (dose?: number) =>
    taboosFor(
      {
        medicines: ['enoxaparin', 'aspirin'],
        substances: [],
        doses: dose === undefined ? [] : [{ id: 'aspirin', dose, unit: 'mg' }],
      },
      'en-US',
    ).filter((t) => t.kind === 'drug_interaction');
  it.each([81, 100, undefined])('aspirin %s mg: moderate, monitor, keep both', (dose) => {
    const [t] = pair(dose);
    expect(t?.ruleId).toBe('enoxaparin+aspirin.low_dose');
    expect(t?.severity).toBe('moderate');
    expect(JSON.stringify(t)).toMatch(/keep taking them together as prescribed/);
  });
  it('aspirin at a pain-relief dose stays major, avoid', () => {
    const [t] = pair(500);
    expect(t?.ruleId).toBe('enoxaparin+aspirin.analgesic');
    expect(t?.severity).toBe('major');
  });
});

/**
 * en S2: a beta-carotene supplement (25,000 IU, 15 mg) taken by a current smoker "to protect my lungs" was
 * not recognised by the plan and the chat answered about AREDS eye formulas. ATBC 1994, CARET 1996, USPSTF
 * 2022 (grade D).
 */
describe('a beta-carotene supplement in a smoker (en S2)', () => {
  const withProduct = (smoking: Answers['smoking'], name: string): Answers => ({
    ...EARL,
    smoking,
    supplements: [{ name, dose: 1, unit: 'capsule', perUnit: { amount: 25000, unit: 'IU' } }],
  });
  const reviewOf = (a: Answers, locale: 'zh-CN' | 'en-US') =>
    planFor(a, locale).productReviews.find((r) => r.name === a.supplements?.[0]?.name);

  it.each(LOCALES)('%s: the plan says avoid for a current or former smoker', (locale) => {
    for (const smoking of ['current', 'former'] as const) {
      const r = reviewOf(withProduct(smoking, 'Solgar Dry Beta Carotene 25,000 IU'), locale);
      expect(r?.verdict).toBe('avoid');
      expect(r?.issues.join(' ')).toMatch(locale === 'zh-CN' ? /肺癌/ : /lung cancer/);
    }
  });

  it('never smoked, or a multivitamin with beta-carotene: no such warning', () => {
    const never = reviewOf(withProduct('never', 'Solgar Dry Beta Carotene 25,000 IU'), 'en-US');
    expect(never?.issues.join(' ') ?? '').not.toMatch(/lung cancer/);
    const multi = reviewOf(withProduct('current', 'Centrum multivitamin with beta-carotene'), 'en-US');
    expect(multi?.issues.join(' ') ?? '').not.toMatch(/beta-carotene supplements \(15 mg/);
  });

  it.each([
    [
      'en-US',
      'I still smoke about a pack a day. I take beta carotene 25,000 IU to protect my lungs, is that a good idea?',
    ],
    ['en-US', 'Should I stop my beta carotene pills since I smoke?'],
    ['zh-CN', '我抽烟，每天吃一粒β-胡萝卜素保护肺，可以吗'],
  ] as const)('%s "%s": the supplement answer, not the eye formula', (locale, text) => {
    const plan = storedPlanFor(
      'earl-bc',
      withProduct('current', 'Solgar Dry Beta Carotene 25,000 IU'),
      locale,
    );
    const r = assistantReply({ text, locale, plan, medicines: EARL.medicines ?? [] });
    expect(r.rules).toContain('faq:beta-carotene-supplement-smoker');
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要吃β-胡萝卜素补充剂/ : /don't take a beta-carotene supplement/,
    );
  });

  it('an AREDS question from a smoker keeps the eye-formula answer', () => {
    const r = assistantReply({
      text: 'I smoke, is PreserVision AREDS ok for my eyes?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.rules).toContain('faq:areds-beta-carotene-smoker');
  });
});

/** zh S1: the plan printed the stones' 2.5–3 L beside a sodium of 129 on oxcarbazepine. */
describe('kidney stones with a low sodium: no stone fluid target in the plan (zh S1)', () => {
  const Z2: Answers = {
    ...person('female', 29, 160, 55, 'light'),
    conditions: ['epilepsy', 'kidney_stones'],
    medicines: ['oxcarbazepine', 'topiramate'],
  };
  const stones = (a: Answers, locale: 'zh-CN' | 'en-US') =>
    planFor(a, locale).findings.find((f) => f.id === 'kidney-stones')?.text ?? '';
  it.each(LOCALES)('%s', (locale) => {
    const zh = locale === 'zh-CN';
    const low = stones({ ...Z2, labs: [{ marker: '血钠', value: 129, unit: 'mmol/L' }] }, locale);
    expect(low).toMatch(zh ? /先不要按防结石的每天2\.5–3升去喝/ : /do not drink the 2\.5–3 litres a day/);
    expect(low).not.toMatch(zh ? /每天喝水约 2\.5–3 升/ : /Drink about 2\.5–3 litres a day/);
    const normal = stones({ ...Z2, labs: [{ marker: '血钠', value: 139, unit: 'mmol/L' }] }, locale);
    expect(normal).toMatch(zh ? /每天喝水约 2\.5–3 升/ : /Drink about 2\.5–3 litres a day/);
  });
});
