/**
 * Calcium at 2,190 mg a day, above the 2,000 mg UL, on an acid reducer: the plan said "Switch it to
 * calcium citrate at the same elemental dose (1600 mg calcium a day…)" (clinician review 2026-11-25,
 * products §5). A form switch never keeps a dose that leaves the day above the UL: it says the room
 * under the UL instead.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { findingOf, LOCALES, person, statusOf } from '../testing';
import { formSwitchesFor } from './forms';
import { assistantReply } from '../assistant/index';
import { storedPlanFor } from '../assistant/testing';

const ON_PPI = (calciumMg: number): Answers => ({
  ...person('female', 58, 158, 60, 'light'),
  medicines: ['omeprazole'],
  supplements: [{ name: 'calcium carbonate', optionId: 'calcium-carbonate', dose: calciumMg, unit: 'mg' }],
});

describe('formSwitchesFor: the UL caps the switched dose (our own table)', () => {
  const current = [
    {
      nutrient: 'calcium' as const,
      form: 'calcium_carbonate' as const,
      amount: 1600,
      name: { zh: '钙片', en: 'Calcium' },
    },
  ];
  // [counted today, UL, room under it]: room = UL − (counted − 1600), rounded down to 10 mg.
  const TABLE: readonly [number, number, number][] = [
    [2190, 2000, 1410],
    [2500, 2000, 1100],
    [2001, 2000, 1590],
  ];
  it.each(TABLE)('counted %d mg, UL %d mg → at most %d mg calcium as citrate', (counted, ul, room) => {
    for (const locale of LOCALES) {
      const r = formSwitchesFor(current, {
        onAcidReducer: true,
        locale,
        limits: [{ nutrient: 'calcium', ul, counted }],
      });
      const text = r.findings[0]!.text;
      expect(text).not.toMatch(locale === 'zh-CN' ? /元素钙量不变/ : /same elemental dose/);
      expect(text).toContain(
        locale === 'zh-CN' ? `每天最多 ${room} mg 钙` : `no more than ${room} mg calcium a day`,
      );
      expect(r.advice[0]!.text).toContain(String(room));
    }
  });

  it('no room at all: stop it, no switch', () => {
    for (const locale of LOCALES) {
      const r = formSwitchesFor(current, {
        onAcidReducer: true,
        locale,
        limits: [{ nutrient: 'calcium', ul: 2000, counted: 3700 }],
      });
      expect(r.findings[0]!.text).toMatch(locale === 'zh-CN' ? /先停用它/ : /stop it for now/);
    }
  });

  it("a prescribed product keeps the prescriber's dose in the switch, even above the UL", () => {
    const r = formSwitchesFor([{ ...current[0]!, prescribed: true }], {
      onAcidReducer: true,
      locale: 'en-US',
      limits: [{ nutrient: 'calcium', ul: 2000, counted: 2190 }],
    });
    expect(r.findings[0]!.text).toMatch(/same elemental dose \(1600 mg calcium a day/);
  });

  it('within the UL the switch keeps the same elemental dose', () => {
    const r = formSwitchesFor(current, {
      onAcidReducer: true,
      locale: 'en-US',
      limits: [{ nutrient: 'calcium', ul: 2000, counted: 1900 }],
    });
    expect(r.findings[0]!.text).toMatch(/same elemental dose \(1600 mg calcium a day/);
  });
});

describe.each(LOCALES)('%s: in the plan', (locale) => {
  const zh = locale === 'zh-CN';
  it('1,800 mg of calcium (as carbonate) on omeprazole above the UL: the switch says the room, the review too', () => {
    const p = planFor(ON_PPI(1800), locale);
    const calcium = statusOf(p, 'calcium');
    const counted = calcium.ulCounted ?? calcium.fromFood + calcium.fromSupplements;
    expect(calcium.ul).not.toBeNull();
    expect(counted).toBeGreaterThan(calcium.ul!);
    const room = Math.floor((calcium.ul! - (counted - 1800)) / 10) * 10;
    const finding = findingOf(p, 'form-switch:calcium')?.text ?? '';
    expect(finding).not.toMatch(zh ? /元素钙量不变/ : /same elemental dose/);
    expect(finding).toContain(zh ? `每天最多 ${room} mg 钙` : `no more than ${room} mg calcium a day`);
    const review = p.productReviews[0]!.issues.join(' ');
    expect(review).not.toMatch(zh ? /元素钙量不变/ : /same elemental dose/);
    expect(review).toContain(zh ? `每天最多 ${room} mg 钙` : `no more than ${room} mg calcium a day`);
  });
});

describe.each(LOCALES)('%s: the chat never says "keep to what you take now" above the UL', (locale) => {
  const zh = locale === 'zh-CN';
  it.each(
    zh
      ? ['钙每天吃多少？', '我现在吃的钙够不够？']
      : ['How much calcium should I take?', 'Is my calcium dose ok?'],
  )('%s', (q) => {
    const plan = storedPlanFor('products-5', ON_PPI(1800), locale);
    const text = assistantReply({ text: q, locale, plan, medicines: ['omeprazole'] }).text;
    expect(text).not.toMatch(zh ? /保持现在的量即可/ : /keep to what you take now/);
    expect(text).toMatch(
      zh
        ? /不要保持现在的量，补充剂每天最多/
        : /do not keep to this amount — supplements should give at most/,
    );
  });
});
