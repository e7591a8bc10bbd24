/**
 * Phenprocoumon (Marcumar, Marcoumar, Falithrom; 苯丙香豆素), the vitamin K antagonist of German-speaking Europe and
 * the Netherlands, was unknown: a person on it got none of warfarin's rules. It joins the class, so the plan and the
 * chat read it as they read warfarin and acenocoumarol, naming it. Example table: the products warfarin rules out,
 * keep vitamin K steady, an INR against 2.0–3.0, the pregnancy row with the ESC 2018 low dose (under 3 mg a day), and
 * a bleed told beside it.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant/reply';
import { findDrugs } from '../assistant/entities';
import type { SupplementIntake } from '../contracts/questionnaire';
import { TERATOGENS } from '../knowledge/teratogens';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const man = person('male', 71, 176, 80, 'sedentary');
const planOn = (medicine: string, supplements: SupplementIntake[], locale: (typeof LOCALES)[number]) =>
  planFor(
    { ...man, medicines: [medicine], supplements, labs: [{ marker: 'INR', value: 3.6, unit: 'ratio' }] },
    locale,
  );
const NAME = { 'zh-CN': /苯丙香豆素/, 'en-US': /phenprocoumon/i } as const;

describe('phenprocoumon is known by its names', () => {
  it.each(['Marcumar 3 mg', 'marcoumar', 'Falithrom', 'phenprocoumon', '苯丙香豆素片'])('%s', (name) => {
    expect(findDrugs(name).map((d) => d.id)).toContain('phenprocoumon');
  });
});

describe.each(LOCALES)('%s: a plan on phenprocoumon reads as a plan on warfarin', (locale) => {
  it.each<[string, SupplementIntake]>([
    ['fish oil', { optionId: 'fish-oil', dose: 2, unit: 'capsule' }],
    ['ginkgo', { optionId: 'ginkgo', dose: 1, unit: 'tablet' }],
    ['vitamin K2', { optionId: 'vitamin-k2', dose: 1, unit: 'capsule' }],
  ])('%s gets warfarin’s verdict, said of phenprocoumon', (_, sup) => {
    const w = planOn('warfarin', [sup], locale).productReviews[0]!;
    const p = planOn('phenprocoumon', [sup], locale).productReviews[0]!;
    expect(p.verdict).toBe(w.verdict);
    expect(p.issues[0]).toMatch(NAME[locale]);
    expect(p.issues.join(' ')).not.toMatch(/华法林|warfarin/i);
  });

  it('keep vitamin K steady, and an INR of 3.6 above the VKA target, both naming it', () => {
    const plan = planOn('phenprocoumon', [], locale);
    expect(plan.findings.find((x) => x.id === 'anticoagulant-vitamin-k')?.text).toMatch(NAME[locale]);
    const inr = plan.reportAnalysis?.markers.find((m) => m.key === 'inr');
    expect(inr?.flag).toBe('high');
    expect(inr?.meaning).toMatch(NAME[locale]);
  });
});

describe('its pregnancy row', () => {
  it('says the ESC low dose for it (under 3 mg) and never to stop it alone', () => {
    const row = TERATOGENS.find((r) => r.drugs?.includes('phenprocoumon'));
    expect(row?.text.en).toMatch(/^Phenprocoumon early in pregnancy .*under 3 mg/);
    expect(row?.text.zh).toContain('每天剂量低于3 mg');
    expect(row?.text.en).toMatch(/do not stop or switch it yourself/);
    expect(row?.source.ref).toContain('Marcumar (phenprocoumon) Fachinformation');
  });
});

describe('the chat on Marcumar', () => {
  it('greens: keep the amount steady, naming phenprocoumon', () => {
    const r = assistantReply({
      text: 'Can I eat spinach on Marcumar?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/phenprocoumon .*steady/i);
  });

  it.each([
    ['en-US', 'on marcumar and my nose has been bleeding for 30 minutes, it will not stop'],
    ['zh-CN', '我爸吃苯丙香豆素，刚才摔了一跤头磕到地上，现在头痛想吐'],
  ] as const)('%s: a bleed or head knock beside it is urgent: %s', (locale, text) => {
    expect(assistantReply({ text, locale, plan: null, medicines: [] }).urgent).toBe(true);
  });
});
