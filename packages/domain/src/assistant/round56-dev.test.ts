/**
 * Blind answer round 56, recorded before this session's changes and judged blind — development data from then on:
 * its unsafe answers, and the round-55 read-through's leftovers, asked again in other words.
 *
 * - en-024: "is there a ceiling on water?" on tolvaptan got the kidney-stone row's 2.5–3 litres.
 * - en-034: Seville orange marmalade on tolvaptan: "avoid grapefruit and pomelo" only.
 * - en-049: calories and protein asked after regaining weight on TB treatment: the everyday 41 g (0.8 g per kg).
 * - en-048: a pure-vegetarian family told "a real piece of fish, meat, chicken or egg" on TB treatment.
 * - zh-042: a re-test asked after "維生素D只有18 ng/mL" typed in traditional characters: the value was not read.
 * - Round 55's read-through: a ferritin of 16 below a report's 30 read as "depleted, < 15"; a prenatal's iron asked
 *   in the clause after a ferritin value left unanswered.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ON_TOLVAPTAN: Answers = {
  ...person('female', 39, 166, 64, 'moderate'),
  conditions: ['kidney_disease', 'kidney_stones'],
  medicines: ['tolvaptan'],
};
const TB_VEGETARIAN: Answers = {
  ...person('female', 30, 158, 42, 'light'),
  dietPattern: 'vegetarian',
  goals: ['weight_gain'],
  medicines: ['isoniazid', 'rifampicin'],
};
const TRYING_LOW_FERRITIN: Answers = {
  ...person('female', 31, 162, 57, 'moderate'),
  goals: ['pregnancy_prep'],
  supplements: [{ optionId: 'elevit', name: 'Elevit', dose: 1, unit: 'tablet' }],
  labs: [{ marker: 'Ferritin', value: 17, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 }],
};
const ADULT: Answers = person('female', 45, 160, 60, 'moderate');

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r56dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-024: water on tolvaptan has no fixed ceiling — drink to thirst, never the stones’ 2.5 litres', () => {
    const [r] = chat('tolvaptan-water', ON_TOLVAPTAN, locale, [
      zh
        ? '吃托伐普坦一天喝五升水，有没有上限？喝越多越好吗？'
        : 'on jynarque I drink like 5 litres a day, is there a max or is more better?',
    ]);
    expect(r!.text).toMatch(zh ? /没有固定的“喝水上限”/ : /no fixed ceiling/);
    expect(r!.text).toMatch(zh ? /渴了就喝/ : /thirsty/);
    expect(r!.text).not.toMatch(zh ? /每天喝2\.5–3升/ : /drink about 2\.5–3 litres a day/);
  });

  it('en-034: Seville (bitter) orange marmalade on tolvaptan is treated like grapefruit; sweet oranges are fine', () => {
    const [r] = chat('tolvaptan-seville', ON_TOLVAPTAN, locale, [
      zh
        ? '吃托伐普坦，早餐抹的橙子果酱是酸橙做的，能吃吗？'
        : 'can I still have my bitter orange marmalade on tolvaptan?',
    ]);
    expect(r!.text).toMatch(zh ? /酸橙/ : /Seville/);
    expect(r!.text).toMatch(zh ? /按西柚对待/ : /treat Seville marmalade like grapefruit/);
    expect(r!.text).toMatch(
      zh ? /普通甜橙、橙汁、橘子都可以吃/ : /sweet oranges, orange juice and mandarins are fine/,
    );
  });

  it('en-049: calories and protein after a question on regaining weight on TB treatment: 35–40 kcal and 1.2–1.5 g per kg', () => {
    const [, r] = chat('tb-figures', TB_VEGETARIAN, locale, [
      zh
        ? '在吃抗结核药，瘦了好几公斤，怎么吃才能把体重长回来？'
        : 'on TB tablets and I have lost a lot of weight, how do I put it back on?',
      zh
        ? '那一天要多少热量，蛋白质多少克？'
        : 'ok so how many calories a day and how much protein in grams?',
    ]);
    // 42 kg: 1,450–1,700 kcal (35–40 per kg, to 50) and 50–63 g of protein (1.2–1.5 per kg).
    expect(r!.text).toMatch(zh ? /1450–1700千卡、蛋白质50–63克/ : /1450–1700 kcal and 50–63 g of protein/);
    expect(r!.text).not.toMatch(/\b34 ?g\b|34克/);
  });

  it('en-048: a vegetarian regaining weight on TB treatment is offered no meat, fish or eggs', () => {
    const [r] = chat('tb-vegetarian', TB_VEGETARIAN, 'en-US', [
      'she is on TB medicine and lost weight, what should she eat to gain it back? we are pure veg',
    ]);
    expect(r!.text).toMatch(/dal, chana, rajma or soya chunks/);
    expect(r!.text).not.toMatch(/fish, meat, chicken or egg/);
    void zh;
  });

  it('zh-042: a value typed in traditional characters is read, and the re-test asked after it is answered', () => {
    const [, r] = chat('trad-vitd', ADULT, locale, [
      '驗血維生素D 17 ng/mL，醫生說不夠，要怎麼補？',
      zh ? '補多久要再回去抽血？' : 'how long before I get it tested again?',
    ]);
    expect(r!.text).toMatch(zh ? /8–12 ?周/ : /8–12 weeks/);
  });

  it('round 55: a ferritin of 17 below the report’s 30 is low stores, never "depleted, < 15"', () => {
    const [r] = chat('ferritin-lab-only', TRYING_LOW_FERRITIN, locale, [
      zh ? '我的铁蛋白17，这个算低吗？' : 'my ferritin came back 17, is that low?',
    ]);
    expect(r!.text).toMatch(
      zh ? /低于化验单参考范围（下限 30 µg\/L）/ : /Below the lab's reference range \(lower limit 30 µg\/L\)/,
    );
    expect(r!.text).not.toMatch(zh ? /铁储备耗竭/ : /Iron stores are depleted/);
  });

  it('round 55: a prenatal’s iron asked in the clause after a ferritin value is answered first', () => {
    const [r] = chat('ferritin-prenatal', TRYING_LOW_FERRITIN, locale, [
      zh ? '铁蛋白17，爱乐维里的铁够不够？' : 'ferritin 17, is the iron in my Elevit enough?',
    ]);
    expect(r!.text).toMatch(zh ? /铁 60 mg/ : /60 mg of iron/);
    expect(r!.text).toMatch(zh ? /铁蛋白 17/ : /ferritin is low \(17|Ferritin 17/);
  });
});
