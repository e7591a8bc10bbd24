/**
 * Twenty-seventh clinician review (2026-11-29, en S4): on Odefsey (emtricitabine/rilpivirine/tenofovir
 * alafenamide) with omeprazole and Tums, the plan names the proton pump inhibitor's contraindication and
 * keeps Tums away from the HIV pill; Odefsey goes with a meal.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { daySchedule } from '../schedule';
import { storedPlanFor } from '../assistant/testing';
import { LOCALES, person } from '../testing';

const ODEFSEY = 'emtricitabine-rilpivirine-tenofovir-alafenamide';
const ON_ODEFSEY: Answers = {
  ...person('male', 34, 178, 75, 'light'),
  medicines: [ODEFSEY, 'omeprazole'],
  supplements: [{ optionId: 'calcium-carbonate-tums', name: 'Tums', dose: 2, unit: 'tablet' }],
};

describe.each(LOCALES)('%s: Odefsey with omeprazole and Tums (en S4)', (locale) => {
  const zh = locale === 'zh-CN';

  it('the plan names the PPI contraindication and the Tums spacing', () => {
    const p = planFor(ON_ODEFSEY, locale);
    const text = JSON.stringify(p);
    expect(text).toMatch(zh ? /说明书规定两者禁止同用/ : /The label says never to take them together/);
    expect(text).toMatch(
      zh ? /之前至少2小时、或之后至少4小时/ : /at least 2 hours before or at least 4 hours after/,
    );
  });

  it('the day keeps Tums out of the 2 hours before and the 4 hours after Odefsey', () => {
    const plan = storedPlanFor(`r27 odefsey ${locale}`, ON_ODEFSEY, locale);
    const day = daySchedule({ plan, medicines: [ODEFSEY, 'omeprazole'] });
    const items = day.slots.flatMap((s) => s.items);
    const hiv = items.find((i) => i.drugId === ODEFSEY);
    expect(hiv).toBeDefined();
    const DAY = 24 * 60;
    for (const m of items.filter((i) => i.nutrient === 'calcium')) {
      const after = ((((m.minute ?? 0) - (hiv?.minute ?? 0)) % DAY) + DAY) % DAY;
      const before = ((((hiv?.minute ?? 0) - (m.minute ?? 0)) % DAY) + DAY) % DAY;
      expect(after, m.label.en).toBeGreaterThanOrEqual(240);
      expect(before, m.label.en).toBeGreaterThanOrEqual(120);
    }
  });
});

describe('efavirenz in the day (zh M7)', () => {
  it('goes at bedtime, on an empty stomach', () => {
    const a: Answers = {
      ...person('male', 40, 172, 68, 'light'),
      medicines: ['tenofovir', 'lamivudine', 'efavirenz'],
    };
    const plan = storedPlanFor('r27 efavirenz', a, 'zh-CN');
    const day = daySchedule({ plan, medicines: ['tenofovir', 'lamivudine', 'efavirenz'] });
    const efv = day.slots.flatMap((s) => s.items).find((i) => i.drugId === 'efavirenz');
    expect(efv?.food).toBe('empty_stomach');
    expect(day.slots.find((s) => s.items.some((i) => i.drugId === 'efavirenz'))?.key).toBe('bedtime');
  });
});
