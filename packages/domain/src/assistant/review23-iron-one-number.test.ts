/**
 * The chat says the plan's iron number (issue 31 §3, twenty-third clinician review zh M6): a pregnant
 * woman with anaemia and a ferritin of 12, taking no prenatal, asked which iron and how much, and was told
 * "whether to add iron beside 爱乐维 is your obstetrician's call … 40–80 mg" — a product she does not take
 * and a second number beside the plan's supervised 105 mg. With a supervised iron dose in the plan the
 * answer states that dose; without one and without a prenatal it names none she does not take.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from '.';
import { storedPlanFor } from './testing';

const pregnantAnaemic = (supplements: Answers['supplements'], labs: Answers['labs']): Answers => ({
  gender: 'female',
  age: 41,
  heightCm: 158,
  weightKg: 62,
  activityLevel: 'light',
  lifeStage: 'pregnant_t1',
  gestationalWeek: 6,
  conditions: ['anemia'],
  medicines: ['leflunomide'],
  supplements,
  labs,
});
const LABS: Answers['labs'] = [
  { marker: '血红蛋白', value: 108, unit: 'g/L' },
  { marker: '铁蛋白', value: 12, unit: 'ng/mL' },
];
const CALTRATE: Answers['supplements'] = [
  { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
];

describe('a low ferritin in pregnancy: the chat and the plan say one iron dose', () => {
  it.each([
    ['zh-CN', '我贫血，铁蛋白12，应该吃什么铁剂，吃多少？能和钙尔奇一起吃吗？'],
    [
      'en-US',
      "I'm anaemic, ferritin 12, what iron should I take and how much? can I take it with my Caltrate?",
    ],
  ] as const)('%s: the plan’s supervised dose, no product she does not take', (locale, text) => {
    const answers = pregnantAnaemic(CALTRATE, LABS);
    const plan = storedPlanFor('review23-z3', answers, locale);
    const iron = plan.recommendations.find((r) => r.nutrient === 'iron')!;
    expect(iron.supervised).toBe(true);
    const reply = assistantReply({ text, locale, plan, medicines: answers.medicines ?? [] });
    // The source line may cite BSH's range; the answer itself says one number.
    const body = reply.text.split('\n\n_')[0]!;
    expect(body).toContain(`${iron.dose} mg`);
    expect(body).not.toMatch(/爱乐维之外|40–80毫克|40–80 mg|to your prenatal/);
    expect(reply.text).toMatch(
      locale === 'zh-CN' ? /钙片隔开2小时/ : /2 hours away from tea, coffee, milk and calcium/,
    );
  });

  it('without a supervised dose or a prenatal, no prenatal is assumed', () => {
    // Ferritin 12 with a normal haemoglobin in a zh-CN plan: the plan's card is its own; the question
    // asked without a plan reads the row alone.
    const reply = assistantReply({
      text: '怀孕12周，铁蛋白12，要不要补铁？吃多少？',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(reply.text).not.toMatch(/爱乐维之外/);
  });
});
