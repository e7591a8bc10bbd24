/**
 * The last gates, which read the verdicts the others set: whether the product meets a need at all, iron
 * in pregnancy within WHO's antenatal amount, the prenatal kept, one prenatal of two kept, and the only
 * source of a nutrient she needs.
 */
import { isNutrientKey } from '../nutrients';
import { say } from '../messages';
import type { Locale } from '../contracts/common';
import type { ReviewContext } from './context';
import { fmt } from './format';
import { applyEach, applyFirst, eachItem, gate, type Subject } from './gate';
import { HERBAL_GOAL_EVIDENCE, WHO_ANTENATAL_IRON_MAX_MG, WHO_ANTENATAL_IRON_MIN_MG } from './limits';
import type { ResolvedItem } from './resolve';
import type { ReviewInput, Verdict } from './types';

// ---- benefit -------------------------------------------------------------------------------------

/**
 * A nutrient the user is low in or does not reach from food, a non-nutrient product with evidence for
 * one of the user's goals, a prescribed product (issue 31 §1: not judged by what food supplies), a
 * nutrient the plan advises whatever the food estimate, or a prescription dose she has not marked.
 */
function benefits(c: ReviewContext, it: ResolvedItem, i: number): boolean {
  const o = it.option!;
  const low = new Set(Array.isArray(c.input?.lowNutrients) ? c.input.lowNutrients : []);
  const goals = new Set(Array.isArray(c.input?.goals) ? c.input.goals : []);
  const advised = new Set<string>(c.input?.advised ?? []);
  const needed = nutrientsOf(it).some((n) => {
    if (low.has(n)) return true;
    const f = c.food[n];
    const t = c.targets[n];
    return typeof f === 'number' && t !== undefined && f < t.target;
  });
  const evidence = HERBAL_GOAL_EVIDENCE[o.main];
  const forGoal = evidence !== undefined && evidence.goals.some((g) => goals.has(g));
  return needed || forGoal || c.prescribedOf(it, o.main) || advised.has(o.main) || c.unmarkedRxDose.has(i);
}

const nutrientsOf = (it: ResolvedItem) => it.option!.contains.map((x) => x.substance).filter(isNutrientKey);

const product = gate<Subject>();

const NO_BENEFIT_GATES = [
  product({
    id: 'no_benefit.nutrients',
    why: 'A product of nutrients the assessment shows no shortfall in adds little',
    when: ({ it, i }, c) => !!it.option && nutrientsOf(it).length > 0 && !benefits(c, it, i),
    text: 'review.noBenefit.nutrients',
    apply: () => ({ verdict: 'no_benefit', params: {} }),
  }),
  product({
    id: 'no_benefit.goals',
    why: "A non-nutrient product with no good evidence for the user's goals (HERBAL_GOAL_EVIDENCE)",
    when: ({ it, i }, c) => !!it.option && nutrientsOf(it).length === 0 && !benefits(c, it, i),
    text: 'review.noBenefit.goals',
    apply: () => ({ verdict: 'no_benefit', params: {} }),
  }),
];

// ---- pregnancy -----------------------------------------------------------------------------------

const antenatal = gate<Subject & { total: number }>();
const antenatalRange = (total: number, locale: Locale): string =>
  say(
    total >= WHO_ANTENATAL_IRON_MIN_MG - 1e-9
      ? 'review.antenatalIron.within'
      : 'review.antenatalIron.notAbove',
    { min: WHO_ANTENATAL_IRON_MIN_MG, max: WHO_ANTENATAL_IRON_MAX_MG },
    locale,
  );

/** Iron in pregnancy within WHO's antenatal amount (issue 31 §3), said after the verdicts. */
const ANTENATAL_IRON_GATES = [
  antenatal({
    id: 'antenatal_iron.iron_ruled_out',
    why: 'Blind answer round 66 (en-035, zh-038, zh-042, unsafe): a thalassaemia carrier 20 weeks pregnant, ferritin 85, was told her prenatal was ruled out for its iron and, in the next line, to pick a replacement that still has iron. When iron itself is ruled out (a haemoglobinopathy, a high ferritin), whether to take iron in pregnancy is the obstetrician’s call on a ferritin (BSH 2020: ferritin in known haemoglobinopathy, iron if below 30 µg/L)',
    when: ({ i }, c) =>
      c.verdicts[i]!.has('avoid') &&
      (c.input?.ruledOut ?? []).some((r) => r.nutrient === 'iron' && r.containsAvoid === true),
    text: 'review.antenatalIron.ironRuledOut',
    apply: ({ total }) => ({ params: { total: fmt(total) } }),
  }),
  antenatal({
    id: 'antenatal_iron.ruled_out',
    why: 'Clinician review 2026-11-25 late, Z4 §1: the iron is not the problem of a product ruled out for another reason; its replacement should still have iron',
    when: ({ i }, c) => c.verdicts[i]!.has('avoid'),
    text: 'review.antenatalIron.ruledOut',
    apply: ({ total }, c) => ({ params: { total: fmt(total), range: antenatalRange(total, c.locale) } }),
  }),
  antenatal({
    id: 'antenatal_iron.keep',
    why: 'WHO 2016 antenatal care A.2.1: 30–60 mg elemental iron a day in pregnancy',
    when: () => true,
    text: 'review.antenatalIron.keep',
    apply: ({ total }, c) => ({ params: { total: fmt(total), range: antenatalRange(total, c.locale) } }),
  }),
];

const KEPT_PRENATAL = product({
  id: 'kept_prenatal',
  why: 'Twenty-seventh clinician review: the prenatal kept beside the add-on to stop — "keep taking it" only when no other rule rules it out',
  when: ({ i }, c) => !(c.verdicts[i]!.has('avoid') || c.verdicts[i]!.has('over_ul')),
  text: 'review.keptPrenatal',
  apply: () => ({ params: {} }),
});

// ---- a source to keep ----------------------------------------------------------------------------

type KeepSource = NonNullable<ReviewInput['keepSource']>[number];
const stopped = (v: ReadonlySet<Verdict>): boolean => v.has('avoid') || v.has('over_ul');

const KEEP_SOURCE = gate<Subject & { keep: KeepSource }>()({
  id: 'keep_source',
  why: "Thirtieth clinician review, en S1: a product told to stop for one nutrient may be the only source of one she needs (a B complex over the niacin limit for a heavy drinker's thiamine)",
  when: ({ it, i, keep }, c) =>
    (it.amounts[keep.nutrient] ?? 0) > 0 &&
    stopped(c.verdicts[i]!) &&
    !c.items.some(
      (other, j) => j !== i && (other.amounts[keep.nutrient] ?? 0) > 0 && !stopped(c.verdicts[j]!),
    ),
  text: 'review.quoted',
  apply: ({ keep }) => ({ params: { text: keep.text } }),
});

export function needs(c: ReviewContext): void {
  applyEach(c, NO_BENEFIT_GATES, eachItem(c));
  for (const { i, total } of c.antenatalIron)
    applyFirst(c, ANTENATAL_IRON_GATES, { i, it: c.items[i]!, total });
  applyEach(
    c,
    [KEPT_PRENATAL],
    [...c.keptPrenatal].map((i) => ({ i, it: c.items[i]! })),
  );
  if (c.input?.pregnant === true || c.input?.planning === true) keepOnePrenatal(c);
  for (const keep of c.input?.keepSource ?? [])
    applyEach(
      c,
      [KEEP_SOURCE],
      eachItem(c).map((s) => ({ ...s, keep })),
    );
}

// ---- one prenatal --------------------------------------------------------------------------------

/**
 * Pregnant or trying to conceive (IVF included): folic acid continues — at least 400 µg a day from before
 * conception to 12 weeks — so the prenatal (a multivitamin with folic acid) is never the product told to
 * stop. With two prenatals, the first one listed is kept and the others are the ones to stop (their
 * folic acid, iron and vitamin A double up); the kept one's "stop taking it daily" goes, its iron is for
 * the doctor to judge (fourteenth clinician review, zh P5 #1: a week before embryo transfer, 爱乐维 and
 * 澳洲版 Elevit were both "stop taking this product daily" and nothing was recommended in their place;
 * 围受孕期增补叶酸预防神经管缺陷指南 2017; WHO antenatal care 2016 A.2.1). Vitamin A above the UL is then
 * the cod-liver oil's or the other product's to stop, which its own lines say.
 */
function keepOnePrenatal(c: ReviewContext): void {
  const { names, verdicts, issues, locale } = c;
  const items = c.items.map((it) => ({
    multi: it.option?.category === 'multi',
    folate: it.amounts.folate ?? 0,
    retinol: it.preformedVitaminA ?? 0,
  }));
  // A multivitamin whose own retinol is above the UL (3000 µg) is never the one kept.
  const prenatals = items.flatMap((it, i) => (it.multi && it.folate > 0 && it.retinol <= 3000 ? [i] : []));
  const keep = prenatals[0];
  if (keep === undefined) return;
  const others = prenatals.slice(1);
  const stopLine = /\*\*请停止每天服用本品：\*\*[^。]*。|\*\*Stop taking this product daily:\*\*[^.]*\./g;
  const keptName = names[keep] ?? '';
  // Quoted in the reader's own marks: 「…」 in Chinese, “…” in English, as the other review texts do (a property test read a zh-CN plan in
  // English and found the Chinese marks).
  const otherNames = others
    .map((i) => say('review.name', { name: names[i] ?? '' }, locale))
    .join(say('review.list', {}, locale));
  // Only a prenatal told to stop, or one of two, is spoken for: a supervised treatment's lines stay.
  const wasOver = (issues[keep] ?? []).some((x) => new RegExp(stopLine.source).test(x));
  if (!wasOver && others.length === 0) return;
  verdicts[keep]!.delete('over_ul');
  issues[keep] = (issues[keep] ?? []).map((x) => x.replace(stopLine, '').trim()).filter((x) => x !== '');
  if (wasOver || others.length > 0)
    issues[keep]!.unshift(
      say(
        'review.prenatal.keep',
        {
          folate: fmt(items[keep]!.folate),
          others: others.length > 0 ? say('review.prenatal.others', { names: otherNames }, locale) : '',
        },
        locale,
      ),
    );
  for (const i of others) {
    verdicts[i]!.add('over_ul');
    issues[i] = (issues[i] ?? []).map((x) => x.replace(stopLine, '').trim()).filter((x) => x !== '');
    issues[i]!.unshift(say('review.prenatal.stopOther', { kept: keptName }, locale));
  }
}
