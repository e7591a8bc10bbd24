/**
 * Blind answer round 42, en-012 (development data): 24 weeks pregnant, 速力菲 0.1 g (ferrous succinate)
 * "twice a day" entered as 2 tablets a day — the day showed it once. A single-nutrient iron or calcium
 * product counted as two or three tablets is that many doses, one tablet each, at its own times.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { storedPlanFor } from '../assistant/testing';
import { daySchedule } from './daySchedule';
import { keepsSeparation } from './rules';

const pregnantOnIron = (tablets: number, extra: Answers['supplements'] = []): Answers => ({
  nickname: 'Jing',
  gender: 'female',
  age: 31,
  heightCm: 160,
  weightKg: 63,
  activityLevel: 'light',
  lifeStage: 'pregnant_t2',
  gestationalWeek: 24,
  conditions: ['anemia'],
  supplements: [
    {
      optionId: 'iron-ferrous-succinate',
      name: '速力菲 0.1g',
      dose: tablets,
      unit: 'tablet',
      prescribed: true,
    },
    ...(extra ?? []),
  ],
});

const ironItems = (answers: Answers) => {
  const plan = storedPlanFor('jing', answers, 'en-US');
  const day = daySchedule({ plan, medicines: [] });
  const items = day.slots.flatMap((s) => s.items.map((i) => ({ ...i, slot: s.key })));
  return { day, items: items.filter((i) => i.kind === 'own' && /速力菲/.test(i.label.en)) };
};

describe("the person's own iron taken twice a day", () => {
  it('2 tablets a day: two doses of one tablet, at two different times, both on an empty stomach', () => {
    const { items } = ironItems(pregnantOnIron(2));
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.label.en)).toEqual(['速力菲 0.1g ×1 (your own)', '速力菲 0.1g ×1 (your own)']);
    expect(items.map((i) => i.label.zh)).toEqual([
      '速力菲 0.1g ×1（你自己在吃的）',
      '速力菲 0.1g ×1（你自己在吃的）',
    ]);
    expect(new Set(items.map((i) => i.slot)).size).toBe(2);
    expect(items[0]!.id).toBe('own:iron');
  });

  it('beside her calcium, each iron dose is at least 2 hours from every calcium dose', () => {
    const { day, items } = ironItems(
      pregnantOnIron(2, [
        { optionId: 'calcium-carbonate-d3', name: 'Caltrate 600+D', dose: 1, unit: 'tablet' },
      ]),
    );
    expect(items).toHaveLength(2);
    const calcium = day.slots
      .flatMap((s) => s.items)
      .filter((i) => i.nutrient === 'calcium' || /Caltrate/.test(i.label.en));
    expect(calcium.length).toBeGreaterThan(0);
    for (const iron of items)
      for (const c of calcium)
        expect(keepsSeparation({ aFirst: 2, bFirst: 2 }, iron.minute!, c.minute!)).toBe(true);
  });

  it('1 tablet a day stays one dose, with the label as before', () => {
    const { items } = ironItems(pregnantOnIron(1));
    expect(items.map((i) => i.label.en)).toEqual(['速力菲 0.1g (your own)']);
  });

  it('when two doses leave no time that keeps every spacing, one dose as before, and the day stays valid', () => {
    const answers = pregnantOnIron(2, [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'calcium-carbonate-d3', name: 'Caltrate 600+D', dose: 1, unit: 'tablet' },
    ]);
    const plan = storedPlanFor('jing-levo', { ...answers, medicines: ['levothyroxine'] }, 'en-US');
    const day = daySchedule({ plan, medicines: ['levothyroxine'] });
    expect(day.valid).toBe(true);
    const own = day.slots.flatMap((s) => s.items).filter((i) => /速力菲/.test(i.label.en));
    expect(own.map((i) => i.label.en)).toEqual(['速力菲 0.1g (your own)']);
  });
});
