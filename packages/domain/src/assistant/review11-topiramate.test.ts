/**
 * Eleventh clinician review, en P1 (Bri, 34, chronic migraine on topiramate 100 mg twice a day with Junel
 * Fe, planning a pregnancy): findings 1 and 2. Topiramate for migraine is contraindicated in pregnancy and
 * needs highly effective contraception (MHRA 2024 pregnancy prevention programme) — never the epilepsy
 * risk–benefit and SUDEP text; and it lowers the pill's ethinylestradiol from about 200 mg a day (Topamax
 * US PI §7). The reviewer's words and two more phrasings in each language, with her plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { planFor } from '../engine/index';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const BRI = 'migraine on topiramate 100 mg twice a day with Junel Fe, planning a pregnancy';
const EPILEPSY_TEXT = /SUDEP|sudden death in epilepsy|癫痫猝死|seizures in pregnancy|孕期癫痫发作/;
const NO_PREGNANCY = /must not be used in pregnancy|孕期不能使用/;
const SWITCH_FIRST = /another migraine preventive|别的偏头痛预防药/;
const CONTRACEPTION = /highly effective contraception|高效避孕/;

const guest = (text: string, locale: Locale, medicines: string[] = []): string =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;

describe('topiramate for migraine before a pregnancy (en P1 SERIOUS 1)', () => {
  it.each([
    ['en-US', 'we want to try for a baby next summer. can i keep taking the topamax while we try?'],
    ['en-US', 'is topiramate safe if I get pregnant?'],
    ['en-US', 'planning to get pregnant next year, what do I do about my Topamax?'],
    ['zh-CN', '我们明年想要孩子，托吡酯可以继续吃吗？'],
    ['zh-CN', '备孕期间还能吃妥泰吗'],
    ['zh-CN', '吃托吡酯能怀孕吗'],
  ] as const)('%s: %s — with her plan and as a guest', (locale, q) => {
    for (const text of [
      askPersona(BRI, locale, q).text,
      guest(q, locale),
      guest(q, locale, ['topiramate']),
    ]) {
      expect(text).toMatch(NO_PREGNANCY);
      expect(text).toMatch(SWITCH_FIRST);
      expect(text).toMatch(CONTRACEPTION);
      expect(text).not.toMatch(EPILEPSY_TEXT);
    }
  });

  it.each([
    [
      'en-US',
      'its for migraines not seizures tho. so how much folic acid should i take then, and should i start now?',
    ],
    [
      'en-US',
      "I don't have epilepsy, I take it for my migraines. do I still need folic acid before we try for a baby?",
    ],
    ['zh-CN', '我不是癫痫，是治偏头痛的，备孕叶酸吃多少？'],
  ] as const)('her correction is heard: %s', (locale, q) => {
    const text = askPersona(BRI, locale, q).text;
    expect(text).not.toMatch(EPILEPSY_TEXT);
    expect(text).toMatch(NO_PREGNANCY);
    expect(text).toMatch(/5 mg/);
  });

  it('the plan: the topiramate row, not the epilepsy row, for a woman without epilepsy', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor(BRI, new Map(REFERENCE_PERSONAS).get(BRI)!, locale);
      const ids = plan.findings.map((f) => f.id);
      expect(ids).toContain('teratogen:topiramate-not-epilepsy');
      expect(ids).not.toContain('teratogen:antiepileptic-folic-acid');
      for (const f of plan.findings) expect(f.text).not.toMatch(EPILEPSY_TEXT);
    }
  });

  it('with epilepsy ticked, topiramate keeps the epilepsy risk–benefit (do not stop: seizures, SUDEP)', () => {
    const answers = { ...new Map(REFERENCE_PERSONAS).get(BRI)!, conditions: ['epilepsy' as const] };
    const plan = planFor(answers, 'en-US');
    const ids = plan.findings.map((f) => f.id);
    expect(ids).toContain('teratogen:antiepileptic-folic-acid');
    expect(ids).not.toContain('teratogen:topiramate-not-epilepsy');
    expect(plan.findings.find((f) => f.id === 'teratogen:antiepileptic-folic-acid')?.text).toMatch(/SUDEP/);
  });

  it('pregabalin without epilepsy is not told of seizures in pregnancy or SUDEP (en P5 finding 8)', () => {
    const plan = planFor(
      {
        gender: 'female',
        age: 38,
        heightCm: 163,
        weightKg: 60,
        activityLevel: 'light',
        medicines: ['pregabalin'],
      },
      'en-US',
    );
    const f = plan.findings.find((x) => x.id === 'teratogen:antiepileptic-folic-acid');
    expect(f?.text).toMatch(/nerve pain, migraine, mood or anxiety/);
    expect(f?.text).not.toMatch(EPILEPSY_TEXT);
  });
});

describe('topiramate and the pill (en P1 SERIOUS 2)', () => {
  it.each([
    ['en-US', 'does the topamax mess with my birth control??'],
    ['en-US', 'will topiramate stop my pill from working?'],
    ['en-US', 'is Junel Fe still reliable with topiramate 100 mg twice a day?'],
    ['zh-CN', '妥泰会不会影响我的避孕药？'],
    ['zh-CN', '吃托吡酯的时候吃避孕药还有效吗'],
    ['zh-CN', '托吡酯和短效避孕药能一起吃吗'],
  ] as const)('%s: %s — with her plan and as a guest', (locale, q) => {
    for (const text of [
      askPersona(BRI, locale, q).text,
      guest(q, locale, ['topiramate', 'norethindrone-ethinylestradiol']),
    ]) {
      expect(text).toMatch(/200 mg/);
      expect(text).toMatch(/condoms|避孕套/);
      expect(text).toMatch(/coil|节育器/);
      // The pair answers first; the safety notes of the person's other pairs may follow, never instead.
      const other = text.search(/Ginkgo|银杏|St John|圣约翰/);
      expect(other === -1 || other > text.search(/200 mg/)).toBe(true);
    }
  });

  it('the plan names the pair as a taboo', () => {
    const plan = storedPlanFor(BRI, new Map(REFERENCE_PERSONAS).get(BRI)!, 'en-US');
    expect(JSON.stringify(plan.medicineTaboos)).toMatch(/topiramate.{0,80}oral_contraceptive|Topiramate/);
  });
});
