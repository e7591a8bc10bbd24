/**
 * The UL against treatment doses (clinician review 2026-11-25 closing, cross-cutting §7 and E2 §3/§5):
 * iron 105 mg with a lab-proven deficiency was `keep` as a treatment dose, but 130–148 mg was "above
 * the upper limit of 45 mg" while a finding said it "already reaches the treatment dose". A dose within
 * the guideline's treatment range (iron 60–120 mg/day, BSG 2021) is a supervised treatment; above it is
 * flagged against that range, never against the self-supplementation UL (NIH ODS: ULs do not apply to
 * people taking a nutrient under medical care). And a top-up says one number: "add 45 mg, 70 mg a day
 * in all" beside "70 mg elemental iron", never beside "60 mg".
 * Twelfth clinician review (zh P2 #2, cross-cutting #2): above the range, up to twice its top, is
 * `reduce` — the doctor brings it into the range, never "stop taking it daily"; beyond that, `over_ul`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { findingOf, LOCALES, person, recOf } from '../testing';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';

/** Ferrous sulfate is 20 % elemental iron: `iron` mg of iron. */
const onIron = (iron: number, extra: { prescribed?: boolean } = {}): Answers => ({
  ...person('female', 31, 165, 52, 'light'),
  conditions: ['anemia'],
  supplements: [{ name: 'ferrous sulfate', dose: iron * 5, unit: 'mg', ...extra }],
  labs: [
    { marker: 'Hb', value: 10.1, unit: 'g/dL' },
    { marker: 'ferritin', value: 5, unit: 'ng/mL' },
  ],
});
const UL_LINE = /above the upper limit of 45|超过可耐受最高摄入量 42/;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it.each([
    [65, 'keep'],
    [105, 'keep'],
    [120, 'keep'],
    [130, 'reduce'],
    [148, 'reduce'],
    [250, 'over_ul'],
  ] as const)('iron %s mg with ferritin 5 → %s, never against the 45 mg UL', (iron, verdict) => {
    const p = planFor(onIron(iron), locale);
    const rv = p.productReviews[0]!;
    expect(rv.verdict).toBe(verdict);
    if (verdict !== 'over_ul') expect(rv.issues.join(' ')).not.toMatch(UL_LINE);
    if (verdict === 'reduce') {
      expect(rv.issues.join(' ')).not.toMatch(/请停止每天服用本品|Stop taking this product daily/);
      expect(rv.issues.join(' ')).toMatch(zh ? /不要自己停用/ : /do not stop it on your own/);
      expect(rv.issues.join(' ')).toMatch(
        zh
          ? /高于化验证实缺乏时的治疗剂量范围（指南 60–120 mg\/天/
          : /above the treatment range .*60–120 mg\/day/,
      );
      expect(findingOf(p, 'skipped:iron')?.text).toMatch(
        zh ? /高于指南治疗范围（60–120 mg\/天）/ : /above the guideline treatment range \(60–120 mg\/day\)/,
      );
      expect(findingOf(p, 'skipped:iron')?.text).not.toMatch(/already reach|已达到治疗剂量/);
    }
  });

  it('a prescribed 130 mg above the range is not over_ul: keep as prescribed, the prescriber checks the total', () => {
    const rv = planFor(onIron(130, { prescribed: true }), locale).productReviews[0]!;
    expect(rv.verdict).not.toBe('over_ul');
    expect(rv.issues.join(' ')).toMatch(
      zh ? /请开药医生核对每天的总量/ : /ask your prescriber to check the daily total/,
    );
  });

  it('a top-up says one number: add 45 mg, 70 mg in all, and the treatment text says 70 mg', () => {
    const p = planFor(onIron(25), locale);
    const r = recOf(p, 'iron')!;
    expect(r.dose).toBe(45);
    expect(r.reason).toMatch(zh ? /再加 45 mg，每天合计 70 mg/ : /add 45 mg, 70 mg a day in all/);
    expect(r.reason).toMatch(zh ? /元素铁 70 mg/ : /70 mg elemental iron/);
    expect(r.reason).not.toMatch(zh ? /元素铁 60 mg/ : /60 mg elemental iron/);
    expect(r.timing).toMatch(zh ? /元素铁 70 mg/ : /70 mg elemental iron/);
    // without supplements the guideline's 60 mg stands
    const none = recOf(planFor({ ...onIron(25), supplements: [] }, locale), 'iron')!;
    expect(none.reason).toMatch(zh ? /元素铁 60 mg/ : /60 mg elemental iron/);
  });
});

describe('property: with a proven deficiency, reduce above 120 mg and over_ul only above twice that', () => {
  it('never the 45 mg UL line up to 240 mg', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 300 }), fc.constantFrom(...LOCALES), (iron, locale) => {
        const rv = planFor(onIron(iron), locale).productReviews[0]!;
        if (iron <= 240) expect(rv.issues.join(' ')).not.toMatch(UL_LINE);
        expect(rv.verdict === 'over_ul').toBe(iron > 240);
        expect(rv.verdict === 'reduce').toBe(iron > 120 && iron <= 240);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the chat says what the review says (E2 §3: "keep to what you take now" beside over_ul)', () => {
  it.each([
    ['en-US', 105, /a treatment dose for your lab-proven deficiency\*\* \(the guideline range is 60–120 mg/],
    ['en-US', 130, /above the guideline treatment range for your lab-proven deficiency \(60–120 mg/],
    ['zh-CN', 105, /属于化验证实缺乏时的治疗剂量\*\*（指南范围每天 60–120 mg）/],
    ['zh-CN', 130, /高于化验证实缺乏时的指南治疗范围（每天 60–120 mg）/],
  ] as const)('%s, iron %s mg: "how much iron should I take?"', (locale, iron, text) => {
    const q = locale === 'zh-CN' ? '我该吃多少铁' : 'How much iron should I take?';
    const r = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor(`iron-${iron}`, onIron(iron), locale),
      medicines: [],
    });
    expect(r.text).toMatch(text);
    expect(r.text).not.toMatch(/keep to what you take now|保持现在的量即可/);
  });
});

// Forty-seventh clinician review, zh M13: methylcobalamin 1,500 µg a day with a low B12 after a gastrectomy was "above
// the guideline treatment range (1000–1000 µg/day)"; oral treatment runs 1,000–2,000 µg a day (BSH 2014).
describe.each(LOCALES)('B12 at 1,500 µg a day with a low B12 (%s)', (locale) => {
  it('is within the treatment range, and no range is printed as one figure twice', () => {
    const p = planFor(
      {
        ...person('male', 61, 170, 57, 'light'),
        supplements: [{ optionId: 'mecobalamin-500', name: '甲钴胺片 0.5mg', dose: 3, unit: 'tablet' }],
        labs: [{ marker: 'B12', value: 150, unit: 'pg/mL' }],
      },
      locale,
    );
    const text = JSON.stringify(p);
    expect(text).not.toMatch(/1000–1000|1,000–1,000/);
    expect(findingOf(p, 'skipped:vitaminB12')?.text ?? '').not.toMatch(
      /高于指南治疗范围|above the guideline treatment range/,
    );
  });
});
