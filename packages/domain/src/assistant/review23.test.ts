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
import { person } from '../testing';

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
