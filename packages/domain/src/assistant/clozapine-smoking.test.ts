/**
 * Quitting smoking on clozapine or olanzapine (clinician review 2026-11-25, Z5): tobacco smoke induces
 * CYP1A2, so the level rises within days of stopping (Clozaril label §7; Maudsley Prescribing
 * Guidelines). The reviewer's questions and our own phrasings, with and without a plan.
 */
import { describe, expect, it } from 'vitest';
import { dietNotesFor } from '../interactions/diet-notes';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

describe('quitting smoking on clozapine is answered from the medicine-diet row', () => {
  it.each([
    ['zh-CN', [], '我在吃氯氮平，想戒烟，要注意什么', /精神科医生/],
    ['zh-CN', [], '下个月戒烟，吃氯氮平要注意什么', /50%/],
    ['zh-CN', ['clozapine'], '我打算少抽点烟，有什么要注意的吗', /戒烟之前/],
    ['zh-CN', ['clozapine'], '每天四五杯咖啡浓茶，跟氯氮平有关系吗', /咖啡因/],
    ['zh-CN', [], '吃奥氮平的人能用尼古丁贴片戒烟吗', /尼古丁贴片/],
    ['en-US', [], "I'm on clozapine and want to quit smoking", /psychiatrist/],
    ['en-US', ['clozapine'], 'thinking of stopping cigarettes next month, anything I should know?', /50%/],
    ['en-US', [], 'does coffee affect my Clozaril?', /caffeine/i],
    ['en-US', ['olanzapine'], 'going to switch to nicotine gum and quit smoking', /before you give up/],
    // Closing note 2026-11-25: texting words for cigarettes were not read as smoking.
    ['en-US', [], 'im on clozapine n tryna give up cigs', /before you give up/],
    ['en-US', ['clozapine'], 'gonna stop the ciggies next week, anything i should know', /50%/],
  ] as const)('%s %j: %s', (locale, medicines, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  it('the plan says it for anyone on clozapine or olanzapine, in both languages', () => {
    for (const id of ['clozapine', 'olanzapine']) {
      expect(
        dietNotesFor([id], 'zh-CN')
          .map((n) => n.text)
          .join(''),
      ).toMatch(/戒烟之前先告诉精神科医生/);
      expect(
        dietNotesFor([id], 'en-US')
          .map((n) => n.text)
          .join(''),
      ).toMatch(/before you give up or cut down smoking/);
    }
    expect(dietNotesFor(['metformin'], 'en-US').map((n) => n.id)).not.toContain('clozapine-smoking-caffeine');
  });
});

describe('with a plan: the Z5 persona (clozapine, metformin, smoker)', () => {
  const persona = 'clozapine, obesity, type 2 diabetes, smoker';
  const answers = new Map(REFERENCE_PERSONAS).get(persona);
  it.each([
    ['zh-CN', '我在吃氯氮平，想戒烟，要注意什么', /戒烟之前先告诉精神科医生/],
    ['zh-CN', '下个月戒烟，有什么要注意的', /50%/],
    ['en-US', "I'm on clozapine and want to quit smoking", /before you give up or cut down smoking/],
  ] as const)('%s: %s', (locale, text, said) => {
    if (!answers) throw new Error(persona);
    const plan = storedPlanFor(persona, answers, locale);
    const r = assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
    const findings = JSON.stringify(plan);
    expect(findings).toMatch(
      locale === 'zh-CN' ? /戒烟之前先告诉精神科医生/ : /before you give up or cut down smoking/,
    );
  });
});
