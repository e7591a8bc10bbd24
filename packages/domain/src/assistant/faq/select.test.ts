import { describe, expect, it } from 'vitest';
import { faqRowIn, type FaqPerson } from './select';
import type { FaqRow } from './types';
import { FAQ_ROWS } from './index';

const text = { zh: '答', en: 'answer' };
const source = { ref: 'test' };
const ROWS: readonly FaqRow[] = [
  {
    id: 'leftovers',
    when: [/剩菜|\bleftovers?\b/],
    for: { medicines: ['maoi'] },
    intent: 'medicine_question',
    text,
    source,
  },
  {
    id: 'frozen',
    when: [/剩菜|冷冻|冻肉|\bleftovers?\b|\bfrozen\b/, /冷冻|冻肉|\bfrozen\b/],
    for: { medicines: ['maoi'] },
    intent: 'medicine_question',
    text,
    source,
  },
  {
    id: 'caffeine',
    when: [/咖啡|\bcoffee\b/],
    notFor: { lifeStages: ['pregnant_t1'] },
    intent: 'how_much_nutrient',
    text,
    source,
  },
  {
    id: 'caffeine-pregnancy',
    when: [/咖啡|\bcoffee\b/],
    for: { lifeStages: ['pregnant_t1'], said: /怀孕|\bpregnant\b/ },
    intent: 'pregnancy_lactation',
    text,
    source,
  },
  {
    id: 'appetite-older',
    when: [/胃口|\bappetite\b/],
    for: { minAge: 65, said: /老人|\belderly\b/ },
    intent: 'food_sources',
    text,
    source,
  },
];
const nobody: FaqPerson = { medicines: [], conditions: [], lifeStage: 'none' };
const onPhenelzine: FaqPerson = { ...nobody, medicines: ['phenelzine'] };

describe('faqRowIn', () => {
  it('selects a row for the people it is for, by medicine class or by what the message says', () => {
    expect(faqRowIn(ROWS, '剩菜能吃吗', onPhenelzine)?.id).toBe('leftovers');
    expect(faqRowIn(ROWS, '剩菜能吃吗', nobody)).toBeNull();
    expect(faqRowIn(ROWS, '吃苯乙肼，剩菜能吃吗', nobody)?.id).toBe('leftovers');
    expect(faqRowIn(ROWS, 'how much coffee', { ...nobody, lifeStage: 'pregnant_t1' })?.id).toBe(
      'caffeine-pregnancy',
    );
    expect(faqRowIn(ROWS, 'how much coffee', nobody)?.id).toBe('caffeine');
    expect(faqRowIn(ROWS, "I'm pregnant, how much coffee?", nobody)?.id).toBe('caffeine-pregnancy');
  });

  it('selects a row for older people by the plan’s age, or by what the message says', () => {
    expect(faqRowIn(ROWS, '没胃口怎么办', { ...nobody, age: 80 })?.id).toBe('appetite-older');
    expect(faqRowIn(ROWS, '没胃口怎么办', { ...nobody, age: 40 })).toBeNull();
    expect(faqRowIn(ROWS, '没胃口怎么办', nobody)).toBeNull();
    expect(faqRowIn(ROWS, 'my elderly mother has no appetite', nobody)?.id).toBe('appetite-older');
  });

  it('prefers the row with more patterns', () => {
    expect(faqRowIn(ROWS, '剩菜冷冻了能吃吗', onPhenelzine)?.id).toBe('frozen');
  });

  it('reads a follow-up with the message before it, only for a row the follow-up moves to', () => {
    expect(faqRowIn(ROWS, '冷冻的呢', onPhenelzine, '剩菜放两天能吃吗')?.id).toBe('frozen');
    // The same row as the earlier message: not repeated.
    expect(faqRowIn(ROWS, '那呢', onPhenelzine, '剩菜放两天能吃吗')).toBeNull();
    // A message that is not a follow-up is not joined.
    expect(faqRowIn(ROWS, '我想问问维生素D', onPhenelzine, '剩菜放两天能吃吗')).toBeNull();
  });
});

describe('the rows’ patterns are read once per message (select.ts keeps what each row’s `when` gave)', () => {
  it('no pattern of any row keeps state between tests (global or sticky), so a kept reading is the same reading', () => {
    const stateful = FAQ_ROWS.flatMap((r) =>
      [...r.when, ...(r.unless ?? [])].filter((re) => re.global || re.sticky).map(() => r.id),
    );
    expect(stateful).toEqual([]);
  });

  it('the same message asked again, and between other messages, selects the same row', () => {
    const first = faqRowIn(ROWS, '剩菜冷冻了能吃吗', onPhenelzine)?.id;
    for (let i = 0; i < 40; i++) faqRowIn(ROWS, `没胃口怎么办 ${i}`, { ...nobody, age: 80 });
    expect(faqRowIn(ROWS, '剩菜冷冻了能吃吗', onPhenelzine)?.id).toBe(first);
    expect(faqRowIn(ROWS, '剩菜冷冻了能吃吗', nobody)).toBeNull();
  });
});
