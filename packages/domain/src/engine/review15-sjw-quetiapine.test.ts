/**
 * Fifteenth clinician review, zh P4 (小马, 33, bipolar I on 德巴金 valproate and 思瑞康 quetiapine 200 mg,
 * self-started 圣约翰草 300 mg ×3):
 * - S1: St John's wort was "no benefit" in the plan and "no known interaction" in the chat. The class:
 *   St John's wort induces CYP3A4 and P-gp and lowers every medicine they clear — quetiapine (Seroquel:
 *   up to 5× the dose), lurasidone (contraindicated), aripiprazole, clozapine, methadone, oxycodone,
 *   ticagrelor, nifedipine, felodipine, verapamil beside the rows already held; with a mood stabiliser it
 *   can set off mania (NICE CG185): "avoid, tell the psychiatrist", never "change the medicine yourself".
 * - S2: grapefruit juice with quetiapine was "no known interaction … herbal supplement". The class: a
 *   label's grapefruit rule is a food row (quetiapine, lurasidone) as well as the extract's interaction.
 * Look-alikes that must not change: olanzapine (CYP1A2) has no grapefruit row; rosuvastatin has no
 * St John's wort row; St John's wort without a medicine is no interaction.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { taboosFor } from '../interactions/taboos';
import { LOCALES, person } from '../testing';

const SJW = { optionId: 'st-johns-wort', name: '圣约翰草提取物 300mg', dose: 3, unit: 'tablet' } as const;
const p4 = (medicines: string[]): Answers => ({
  ...person('male', 33, 175, 92, 'sedentary'),
  conditions: ['mental_illness'],
  medicines,
  supplements: [SJW],
});

describe.each(LOCALES)('%s: St John’s wort and CYP3A4 substrates (zh P4-S1)', (locale) => {
  const zh = locale === 'zh-CN';

  it('the persona (valproate + quetiapine): St John’s wort is "avoid", quetiapine major, mania named', () => {
    const p = planFor(p4(['valproate', 'quetiapine']), locale);
    expect(p.productReviews[0]!.verdict).toBe('avoid');
    const q = p.medicineTaboos.find((t) => t.drugId === 'quetiapine' && t.target === 'stJohnsWort');
    expect(q?.severity).toBe('major');
    expect(q?.mechanism).toMatch(/CYP3A4/);
    const mania = p.medicineTaboos.find((t) => t.drugId === 'valproate' && t.target === 'stJohnsWort');
    expect(mania?.mechanism).toMatch(zh ? /躁狂/ : /mania/);
    expect(mania?.advice).toMatch(zh ? /精神科医生/ : /psychiatrist/);
    expect(mania?.advice).toMatch(
      zh ? /不要自己改动医生开的药/ : /do not change your prescribed medicines yourself/,
    );
  });

  it.each([
    'quetiapine',
    'lurasidone',
    'aripiprazole',
    'clozapine',
    'methadone',
    'oxycodone',
    'ticagrelor',
    'nifedipine',
    'felodipine',
    'verapamil',
    'lithium',
    'lamotrigine',
  ])('%s × St John’s wort is a rule', (id) => {
    const t = taboosFor({ medicines: [id], substances: ['stJohnsWort'] }, locale);
    expect(t.some((x) => x.target === 'stJohnsWort' && x.management === 'avoid')).toBe(true);
  });

  it.each(['rosuvastatin', 'metformin'])('look-alike: %s has no St John’s wort row', (id) => {
    const t = taboosFor({ medicines: [id], substances: ['stJohnsWort'] }, locale);
    expect(t.filter((x) => x.target === 'stJohnsWort')).toEqual([]);
  });
});

describe.each(LOCALES)('%s: grapefruit juice with quetiapine is a food rule (zh P4-S2)', (locale) => {
  const zh = locale === 'zh-CN';
  const NO_JUICE = zh ? /西柚汁.{0,30}都要避开|避免西柚/ : /no grapefruit juice|Avoid grapefruit/;

  it('the plan names it as a finding for quetiapine, not for olanzapine', () => {
    const on = (m: string) => planFor({ ...p4([m]), supplements: [] }, locale).findings.map((f) => f.id);
    expect(on('quetiapine')).toContain('medicine-diet:quetiapine-grapefruit');
    expect(on('olanzapine').some((id) => /grapefruit/.test(id))).toBe(false);
  });

  const ASKED: Record<string, readonly string[]> = {
    'zh-CN': ['我平时爱喝西柚汁，吃思瑞康有影响吗？', '吃喹硫平能吃柚子吗？', '西柚汁和我的药能一起喝吗'],
    'en-US': [
      'I love grapefruit juice, does it matter with my Seroquel?',
      'Can I eat grapefruit on quetiapine?',
      'is grapefruit juice ok with my meds',
    ],
  };
  it.each(ASKED[locale]!)('with a plan on quetiapine: "%s"', (q) => {
    const plan = storedPlanFor(
      `p4 ${locale}`,
      { ...p4(['valproate', 'quetiapine']), supplements: [] },
      locale,
    );
    const r = assistantReply({ text: q, locale, plan, medicines: ['valproate', 'quetiapine'] });
    expect(r.text).toMatch(NO_JUICE);
    expect(r.text).not.toMatch(/没有.*已知相互作用|no known interaction/i);
  });

  it.each(ASKED[locale]!.slice(0, 2))('as a guest naming the medicine: "%s"', (q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(NO_JUICE);
  });

  it('look-alike: grapefruit juice on olanzapine is not the quetiapine row', () => {
    const q = zh ? '吃奥氮平能喝西柚汁吗？' : 'Can I have grapefruit juice on olanzapine?';
    const r = assistantReply({ text: q, locale, plan: null, medicines: ['olanzapine'] });
    expect(r.text).not.toMatch(zh ? /喹硫平/ : /quetiapine/i);
  });
});

describe.each(LOCALES)('%s: the chat on St John’s wort with quetiapine (zh P4-S1)', (locale) => {
  const zh = locale === 'zh-CN';
  const ASKED: Record<string, readonly string[]> = {
    'zh-CN': [
      '圣约翰草我吃了一个月，心情好点了，可以一直吃吗？',
      '贯叶连翘和思瑞康能一起吃吗',
      '我想继续吃圣约翰草',
    ],
    'en-US': [
      'St John’s wort has lifted my mood this month, can I keep taking it?',
      'Is St Johns wort ok with Seroquel?',
      'can i carry on with st john’s wort',
    ],
  };
  it.each(ASKED[locale]!)('"%s": the interaction, and the psychiatrist', (q) => {
    const plan = storedPlanFor(`p4 sjw ${locale}`, p4(['valproate', 'quetiapine']), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: ['valproate', 'quetiapine'] });
    expect(r.text).not.toMatch(/没有.*已知相互作用|no known interaction/i);
    expect(r.text).toMatch(zh ? /喹硫平|躁狂/ : /quetiapine|mania/i);
  });
});
