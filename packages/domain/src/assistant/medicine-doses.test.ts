/**
 * Issue 19.7: the assistant names the person's own medicine as they gave it (dose and form), in both
 * languages, and hands the model the same through `get_plan`.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply, checkAnswer, runAssistantTool } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

const ANSWERS: Answers = {
  ...person('female', 58, 160, 62, 'light'),
  conditions: ['diabetes'],
  medicines: ['metformin', 'levothyroxine'],
  medicineDoses: [
    { id: 'metformin', dose: 500, unit: 'mg', form: 'tablet' },
    { id: 'levothyroxine', dose: 50, unit: 'µg' },
  ],
  supplements: [
    { optionId: 'p-ca-d3', dose: 2, unit: 'tablet' },
    { name: '钙尔奇', dose: 1, unit: 'tablet' },
  ],
};

describe.each([
  ['zh-CN', '二甲双胍 500 mg 片剂', '左甲状腺素 50 µg', '我吃的药和哪些补充剂有相互作用？', '2 片'],
  [
    'en-US',
    'Metformin 500 mg tablet',
    'Levothyroxine 50 µg',
    'Which supplements interact with my medicines?',
    '2 tablets',
  ],
] as const)('%s', (locale: Locale, metformin, levothyroxine, question, tablets) => {
  const plan = storedPlanFor('Mei', ANSWERS, locale);

  it('names the medicines with their dose and form, and the answer passes the safety check', () => {
    const r = assistantReply({ text: question, locale, plan, medicines: ['metformin', 'levothyroxine'] });
    expect(r.intent).toBe('drug_interaction');
    expect(r.text).toContain(metformin);
    expect(r.text).toContain(levothyroxine);
    expect(checkAnswer(r.text, { locale, plan, medicines: ['metformin', 'levothyroxine'] }).ok).toBe(true);
  });

  it('get_plan gives the model the medicines and supplements as the person gave them', () => {
    const out = runAssistantTool('get_plan', {}, { locale, plan, medicines: ['metformin'] }) as {
      plan: {
        profile: { medicinesTaken: { text: string }[] };
        supplementsTaken: { dose?: string; counted: unknown[] | null }[];
      };
    };
    expect(out.plan.profile.medicinesTaken.map((m) => m.text)).toEqual([metformin, levothyroxine]);
    expect(out.plan.supplementsTaken[0]).toMatchObject({ dose: tablets });
    expect(out.plan.supplementsTaken[0]!.counted).toContainEqual({
      nutrient: 'calcium',
      amount: 1200,
      unit: 'mg',
    });
    // The typed brand without its strength per tablet: shown, never counted.
    expect(out.plan.supplementsTaken[1]!.counted).toBeNull();
  });
});
