/**
 * The clinician review's serious errors (pregnancy glucose, hypokalaemia below 3.0, the teratogen answer
 * given to a man, distress about eating answered with a nutrient list): asked as the engine's reference
 * personas and without a plan, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const PERSONAS = new Map(REFERENCE_PERSONAS);
function ask(persona: string | null, text: string, locale: Locale) {
  if (persona === null) return assistantReply({ text, locale, plan: null, medicines: [] });
  const answers = PERSONAS.get(persona);
  if (!answers) throw new Error(persona);
  const plan = storedPlanFor(persona, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}

describe('a fasting glucose of 5.8 in pregnancy is above the pregnancy target, not normal (ADA 2025 §15)', () => {
  it.each([
    ['gestational diabetes t2', 'zh-CN', '空腹血糖5.8正常吗', /高于孕期目标/, /空腹血糖正常/],
    [
      'gestational diabetes t2',
      'en-US',
      'is a fasting glucose of 5.8 normal?',
      /above the pregnancy target/,
      /is normal/,
    ],
    [null, 'zh-CN', '我怀孕了，空腹血糖5.8正常吗', /高于孕期目标/, /空腹血糖正常/],
    [
      null,
      'en-US',
      "I'm pregnant, my fasting glucose is 5.8, is that normal?",
      /above the pregnancy target/,
      /is normal/,
    ],
  ] as const)('%s (%s): %s', (persona, locale, text, expected, wrong) => {
    const r = ask(persona, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(wrong);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'the plan with gestational diabetes and 5.8 says so (%s)',
    (locale) => {
      const plan = planFor(PERSONAS.get('gestational diabetes, fasting glucose 5.8')!, locale);
      const f = plan.findings.find((x) => x.id === 'glucose-above-pregnancy-target');
      expect(f?.text).toMatch(
        locale === 'zh-CN'
          ? /5\.8.*高于孕期目标.*产科或糖尿病团队/
          : /5\.8.*above the pregnancy target.*obstetric or diabetes team/,
      );
      const m = plan.reportAnalysis?.markers.find((x) => x.key === 'fastingGlucose');
      expect(m?.flag).toBe('high');
    },
  );
});

describe('a serum potassium of 2.9 is answered as moderate-to-severe hypokalaemia (UK Kidney Association 2020)', () => {
  it.each([
    ['zh-CN', '血钾2.9要紧吗', /一两天内就医/, /今天就医/],
    ['en-US', 'my potassium is 2.9, is that bad?', /within a day or two/, /go today/],
  ] as const)('%s: %s', (locale, text, soon, today) => {
    const r = ask('healthy woman', text, locale);
    expect(r.text).toMatch(soon);
    expect(r.text).toMatch(today);
  });
});

describe('after bariatric surgery the B1 and B12 answer is the team’s lifelong dose, as in the finding (ASMBS 2019)', () => {
  const who = 'bariatric surgery on omeprazole with calcium carbonate, weight loss asked';
  it.each([
    ['zh-CN', '我需要补维生素B1吗', /维生素B1需要终身补充：每天至少 12 毫克/],
    ['en-US', 'do I need to take vitamin B1?', /lifelong: at least 12 mg a day/],
    ['zh-CN', '要不要补B12', /口服每天 350–1000 微克/],
    ['en-US', 'should I take vitamin B12?', /350–1000 µg by mouth a day/],
  ] as const)('%s: %s', (locale, text, expected) => {
    const r = ask(who, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/先从食物补足|with food first|不需要补充|needs no/);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'the plan’s thiamin target is 12 mg and the radar does not call the DRI "good" (%s)',
    (locale) => {
      const plan = storedPlanFor(who, PERSONAS.get(who)!, locale);
      const b1 = plan.nutrients.find((x) => x.key === 'thiamin');
      expect(b1?.target).toBe(12);
      expect(b1?.level).not.toBe('good');
      const finding = plan.findings.find((f) => f.id === 'bariatric-surgery');
      expect(finding?.text).toMatch(locale === 'zh-CN' ? /至少 12 毫克/ : /at least 12 mg/);
    },
  );
});

describe('a man on an antiepileptic asking about folic acid gets no pregnancy answer (NICE NG217)', () => {
  it.each([
    ['man on carbamazepine', 'zh-CN', '要不要补叶酸', /不适用于你.*医生查血/s],
    [
      'man on carbamazepine',
      'en-US',
      'should I take folic acid?',
      /not for you.*only if the doctor finds it low/s,
    ],
    [null, 'zh-CN', '我是男的，在吃卡马西平，要不要补叶酸', /不适用于你.*医生查血/s],
    [
      null,
      'en-US',
      "I'm a man on carbamazepine, do I need folic acid?",
      /not for you.*only if the doctor finds it low/s,
    ],
    [null, 'zh-CN', '我是男的，吃左乙拉西坦，需要补叶酸吗', /没有可靠的通用规则.*神经科医生/s],
    [
      null,
      'en-US',
      "I'm a man taking levetiracetam, should I take folic acid?",
      /no reliable rule.*ask your neurologist/s,
    ],
  ] as const)('%s (%s): %s', (persona, locale, text, expected) => {
    const r = ask(persona, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(
      /备孕前至少|孕期营养|孕中期|Pregnancy nutrition|before conception|mid-pregnancy/,
    );
  });

  it('a woman on carbamazepine still hears the pre-pregnancy folic acid rule', () => {
    const r = ask('epilepsy on carbamazepine', '要不要补叶酸', 'zh-CN');
    expect(r.text).toMatch(/5 mg叶酸/);
  });
});

describe('distress about eating or the body gets the gentle referral, never a nutrient list (NICE NG69)', () => {
  const SCREENED = 'eating-disorder screen positive, wants to lose weight';
  it.each([
    [SCREENED, 'en-US', 'I feel out of control around food and I hate my body, what should I do?'],
    [SCREENED, 'zh-CN', '我吃东西总是失控，讨厌自己的身体，该怎么办？'],
    [null, 'en-US', 'I binge every night and I hate my body'],
    [null, 'zh-CN', '我经常暴食，很讨厌自己的身体'],
    [null, 'zh-CN', '控制不住地吃，缺维生素D吗'],
    [null, 'en-US', "I can't stop eating, is it a vitamin D problem?"],
  ] as const)('%s (%s): %s', (persona, locale, text) => {
    const r = ask(persona, text, locale);
    expect(r.text).toMatch(locale === 'zh-CN' ? /进食障碍门诊/ : /eating-disorder service/);
    expect(r.text).not.toMatch(/µg|微克|these foods help|富含.*的食物有|kcal|千卡/);
    expect(r.notes.map((n) => n.id)).toContain('eating-screen-referral');
    expect(r.ruleOnly).toBe(true);
  });

  it.each([
    ['en-US', 'how much vitamin D should I take?'],
    ['zh-CN', '情绪失控的时候可以吃镁吗'],
    ['en-US', 'my blood sugar feels out of control, should I take chromium?'],
  ] as const)('other questions are answered as usual (%s): %s', (locale, text) => {
    const r = ask(null, text, locale);
    expect(r.text).not.toMatch(/进食障碍门诊|eating-disorder service/);
  });
});
