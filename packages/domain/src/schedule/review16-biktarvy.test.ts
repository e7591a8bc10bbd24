/**
 * Sixteenth blind clinical review (issue 31/30), en P5-S1 and zh P3-S1: the day put Biktarvy at 8 am
 * beside the person's own Centrum, iron and Tums (钙尔奇D600, 善存) with no spacing. Biktarvy US PI §7:
 * calcium or iron only together with food, otherwise Biktarvy 2 hours before; Al/Mg antacids 2 hours
 * before or 6 hours after. The day keeps 2 hours before / 6 hours after for every mineral, as for
 * dolutegravir (Tivicay US PI §2, §7); a product with no mineral keeps its usual time.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { storedPlanFor } from '../assistant/testing';
import { daySchedule, type DaySchedule } from './daySchedule';
import { keepsSeparation, medicineTimeOf, separationsFor } from './rules';

const BIKTARVY = 'bictegravir-emtricitabine-tenofovir-alafenamide';
const items = (d: DaySchedule) => d.slots.flatMap((s) => s.items);
const minuteOf = (d: DaySchedule, id: string) => items(d).find((i) => i.id === id)?.minute ?? null;

/** Daniel as the reviewer entered him, with one product he keeps. */
const daniel = (
  optionId: string,
  name: string,
  medicines = [BIKTARVY, 'metformin', 'omeprazole'],
): Answers => ({
  nickname: 'Daniel',
  gender: 'male',
  age: 42,
  heightCm: 178,
  weightKg: 92,
  activityLevel: 'moderate',
  medicines,
  supplements: [{ optionId, name, dose: 1, unit: 'tablet' }],
});

describe('Biktarvy in the day schedule', () => {
  it('its time row and its window come from its label', () => {
    const row = medicineTimeOf(BIKTARVY);
    expect(row).toBeDefined();
    expect(row!.source.ref).toMatch(/Biktarvy.*§7/);
    expect(row!.text.en).toMatch(/calcium, iron/);
    expect(row!.text.zh).toMatch(/钙片、铁剂/);
  });

  it.each([
    ['en-US', 'multivitamin-adult', 'Centrum Men'],
    ['zh-CN', 'multivitamin-adult', '善存'],
    ['en-US', 'calcium-carbonate-tums', 'Tums Ultra'],
    ['zh-CN', 'calcium-carbonate-d3', '钙尔奇D600'],
    ['en-US', 'iron-ferrous-sulfate', 'Nature Made Iron 65 mg'],
  ] as const)('%s: %s (%s) kept is 2 h after or 6 h before Biktarvy', (locale, optionId, name) => {
    const plan = storedPlanFor(`rev16 biktarvy ${optionId} ${name}`, daniel(optionId, name), locale);
    const seps = separationsFor(plan).filter((s) => s.a === `drug:${BIKTARVY}`);
    expect(seps.length, 'a mineral spacing exists').toBeGreaterThan(0);
    for (const s of seps) expect([s.aFirst, s.bFirst]).toEqual([2, 6]);
    const day = daySchedule({ plan, medicines: [BIKTARVY, 'metformin', 'omeprazole'] });
    const med = minuteOf(day, `med:${BIKTARVY}`);
    expect(med).not.toBeNull();
    // Every dose holding a spaced mineral — the kept product and the plan's own — keeps the window.
    const minerals = new Set(seps.map((s) => s.b));
    const held = (plan.productReviews[0]?.amounts ?? []).filter((a) => a.amount > 0).map((a) => a.nutrient);
    const bound = items(day).filter((i) =>
      i.kind === 'own' ? held.some((n) => minerals.has(n)) : i.nutrient !== null && minerals.has(i.nutrient),
    );
    expect(bound.length).toBeGreaterThan(0);
    for (const i of bound)
      expect(keepsSeparation({ aFirst: 2, bFirst: 6 }, med!, i.minute!), i.id).toBe(true);
    expect(day.valid).toBe(true);
  });

  it('look-alike: vitamin D3 and B12 are not spaced from Biktarvy', () => {
    const plan = storedPlanFor(
      'rev16 biktarvy d3',
      daniel('vitamin-d3-2000iu', 'Nature Made D3 2000 IU'),
      'en-US',
    );
    const spaced = separationsFor(plan)
      .filter((s) => s.a === `drug:${BIKTARVY}`)
      .map((s) => s.b);
    expect(spaced).not.toContain('vitaminD');
    expect(spaced).not.toContain('vitaminB12');
  });

  it('look-alike: the same multivitamin with metformin only keeps no Biktarvy spacing', () => {
    const plan = storedPlanFor(
      'rev16 no biktarvy',
      daniel('multivitamin-adult', 'Centrum Men', ['metformin', 'omeprazole']),
      'en-US',
    );
    expect(separationsFor(plan).filter((s) => s.a.startsWith('drug:bictegravir'))).toEqual([]);
  });
});
