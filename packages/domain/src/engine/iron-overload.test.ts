/**
 * Clinician review 2026-11-25 closing, E4: sickle cell disease with transfusional iron overload,
 * ferritin 1,450 µg/L. His men's multivitamin (8 mg iron) was "keep" and the chat's iron answer said
 * "keep to what you take now". With a ferritin above the range any product containing iron is `avoid`
 * with the reason, no iron is recommended or sold, and the chat's iron answer says so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { assistantReply } from '../assistant/index';
import { storedPlanFor } from '../assistant/testing';
import { FERRITIN_OVERLOAD_UG_L } from '../knowledge/iron-overload';
import { LOCALES, person, recOf } from '../testing';

const e4 = (ferritin: number, extra: Partial<Answers> = {}): Answers => ({
  ...person('male', 24, 178, 62, 'light'),
  conditions: ['anemia'],
  supplements: [
    { optionId: 'multivitamin-men', dose: 1, unit: 'tablet' },
    { optionId: 'vitamin-d3-1000', dose: 1, unit: 'tablet' },
  ],
  labs: [
    { marker: 'ferritin', value: ferritin, unit: 'µg/L' },
    { marker: 'haemoglobin', value: 84, unit: 'g/L' },
  ],
  ...extra,
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('ferritin 1450: the multivitamin with iron is avoid, with the iron-overload reason; no iron in the plan', () => {
    const p = planFor(e4(1450), locale);
    const multi = p.productReviews.find((r) => /multivitamin|复合维生素/i.test(JSON.stringify(r)))!;
    expect(multi.verdict).toBe('avoid');
    expect(multi.issues.join(' ')).toMatch(
      zh ? /铁过载.*不要服用任何含铁的补充剂/ : /iron overload: take no supplement that contains iron/,
    );
    expect(multi.issues.join(' ')).toMatch(zh ? /血液科/ : /haematologist/);
    expect(recOf(p, 'iron')).toBeUndefined();
    expect(JSON.stringify(p.products)).not.toMatch(/"nutrient":"iron"/);
  });

  it('the chat: "should I take iron for my anaemia?" never says keep, and says no iron', () => {
    const plan = storedPlanFor('e4', e4(1450), locale);
    for (const q of zh
      ? ['我贫血，要不要吃铁？', '铁剂我现在吃的量可以吗', '复合维生素里的铁要继续吃吗']
      : [
          'Should I take iron for my anemia?',
          'how much iron should I take?',
          'is the iron in my multivitamin ok to keep?',
        ]) {
      const t = assistantReply({ text: q, locale, plan, medicines: [] }).text;
      expect(t, q).not.toMatch(zh ? /保持现在的量/ : /keep to what you take now/);
      expect(t, q).toMatch(zh ? /铁蛋白 1450 µg\/L/ : /ferritin of 1450 µg\/L/);
      expect(t, q).toMatch(zh ? /不要服用任何含铁的补充剂/ : /take no supplement that contains iron/);
    }
  });

  it('property: any ferritin above the range makes the iron multivitamin avoid; in range it is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 5000 }), fc.integer({ min: 30, max: 200 }), (high, normal) => {
        const over = planFor(e4(high), locale).productReviews.find((r) =>
          /8 mg|multivitamin|复合/i.test(JSON.stringify(r)),
        )!;
        expect(over.verdict).toBe('avoid');
        const text = over.issues.join(' ');
        if (high > FERRITIN_OVERLOAD_UG_L) expect(text).toMatch(zh ? /铁过载/ : /iron overload/);
        else expect(text).toMatch(zh ? /查明原因/ : /until your doctor has found why/);
        const ok = planFor(e4(normal), locale).productReviews.find((r) =>
          /multivitamin|复合/i.test(JSON.stringify(r)),
        )!;
        expect(ok.verdict).not.toBe('avoid');
      }),
      { numRuns: 12 },
    );
  });
});
