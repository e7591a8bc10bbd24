/**
 * "Is this dose too much?": a stated dose judged by its period and limit, else the plan's totals. One
 * intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { prescribedAmountIn, rxDoseAmountIn } from './prescribed-supplement';
import { findStatedAmounts } from '../entities';
import { withoutTypos } from '../question-kind';
import { amount, intakeTheUlCounts, L, nutrientName, type NutrientView } from '../format';
import { personalDoseLines } from './dose';
import type { NutrientKey } from '../../nutrients';
import {
  prescribedCompanionDose,
  statedVerdict,
  supervisedIn,
  treatmentCeiling,
  type StatedVerdict,
} from './stated-dose';
import { seleniumOverLines } from './selenium-over';
import {
  childInChat,
  potassiumHeldLine,
  Q,
  sourceLine,
  startHint,
  suggestionsFor,
  targetLine,
  type Ctx,
  type Draft,
} from './shared';

/**
 * Whether the plan's product review keeps every product of the person's that carries this nutrient
 * (a prescribed or supervised dose): then the UL is not the measure for them.
 */
function keptByReview(ctx: Ctx, nutrient: string): boolean {
  const reviews = (ctx.plan?.productReviews ?? []).filter((r) =>
    (r.amounts ?? []).some((a) => a.nutrient === nutrient),
  );
  return reviews.length > 0 && reviews.every((r) => r.verdict === 'keep' || r.verdict === 'below_dose');
}

export function doseTooHigh(ctx: Ctx): Draft {
  const l = ctx.locale;
  // "vitamn d 50,000iu": the amounts read from the words meant (question-kind.ts TYPOS).
  const stated = findStatedAmounts(withoutTypos(ctx.text));
  const n = stated[0]?.nutrient ?? ctx.nutrients[0];
  if (!n) {
    if (!ctx.plan) {
      return {
        text: L(
          l,
          `请告诉我是哪种补充剂、每天吃多少，我来和可耐受最高摄入量（UL）比较。\n\n${startHint(l)}`,
          `Tell me which supplement and how much a day, and I will compare it with the tolerable upper intake level (UL).\n\n${startHint(l)}`,
        ),
        suggestions: suggestionsFor(ctx, [], 'vitaminD'),
      };
    }
    const above = [...ctx.views.values()].filter((v) => {
      const total = intakeTheUlCounts(v);
      return total !== null && v.ul !== null && (v.fromSupplements ?? 0) > 0 && total > v.ul;
    });
    // A nutrient the plan's own review keeps (a prescribed companion: folic acid 5 mg with methotrexate,
    // a supervised treatment) is not "cut back" here (blind answer round 3, en-048).
    // A supervised treatment of a lab-proven deficiency within its guideline range (iron 83 mg with a
    // ferritin of 12) is the plan's one figure, never "cut back under the UL" (eighth clinician review,
    // en P4 Q3).
    const treated = (v: NutrientView): boolean => {
      if (!supervisedIn(ctx.plan, v.key)) return false;
      const top = treatmentCeiling(ctx.plan, v.key);
      return top === null || (v.fromSupplements ?? 0) <= top + 1e-9;
    };
    // A guideline's prescription dose with one of her medicines (folic acid 5 mg with methotrexate) not
    // marked prescribed: the plan asks her prescriber (tenth clinician review, en P2); never "cut back".
    const companionDose = (v: NutrientView): boolean => {
      const c = prescribedCompanionDose(ctx, v.key as NutrientKey);
      return c !== null && (v.fromSupplements ?? 0) <= c.max + 1e-9;
    };
    const kept = above.filter((v) => keptByReview(ctx, v.key) || treated(v) || companionDose(v));
    const over = above.filter((v) => !kept.includes(v));
    // A supervised treatment says so whether or not the review keeps each product (a multivitamin kept
    // beside the treatment iron, twenty-seventh clinician review's over-UL rule).
    const keptLines = kept.map((v) =>
      treated(v)
        ? L(
            l,
            `${nutrientName(v.key, l)}：${amount(intakeTheUlCounts(v)!, v.unit)} 高于自行补充的上限（UL），但这是针对化验证实的缺乏、在医生监督下的治疗剂量，上限不适用于它：请按医生的安排继续服用，按方案的时间复查，不要自己减量。`,
            `${nutrientName(v.key, l)}: ${amount(intakeTheUlCounts(v)!, v.unit)} is above the upper limit for self-supplementation, but it is a supervised treatment dose for your lab-proven deficiency, and that limit does not apply to it: keep taking it as your doctor directs, re-test when the plan says, and do not cut it yourself.`,
          )
        : !keptByReview(ctx, v.key)
          ? L(
              l,
              `${nutrientName(v.key, l)}：${amount(intakeTheUlCounts(v)!, v.unit)} 高于一般人的 UL，但这是随你的药常开的处方剂量：是医生给你开的，就按医嘱继续服用，不要自己减量；不是医生开的，先问开药医生你该不该吃这个剂量。`,
              `${nutrientName(v.key, l)}: ${amount(intakeTheUlCounts(v)!, v.unit)} is above the general UL, but it is the dose prescribed with your medicine: if your doctor prescribed it for you, keep taking it as prescribed and do not cut it yourself; if not, ask your prescriber whether you should take this dose.`,
            )
          : L(
              l,
              `${nutrientName(v.key, l)}：${amount(intakeTheUlCounts(v)!, v.unit)} 高于一般人的 UL，但这是随你的药一起开的处方剂量，请按医嘱继续服用，不要自己减量。`,
              `${nutrientName(v.key, l)}: ${amount(intakeTheUlCounts(v)!, v.unit)} is above the general UL, but it is a dose prescribed with your medicine: keep taking it as prescribed and do not cut it yourself.`,
            ),
    );
    const lines = over.length
      ? [
          L(
            l,
            '按你填写的补充剂，这些营养素超过了可耐受最高摄入量（UL）上限：',
            'With the supplements you listed, these nutrients exceed the tolerable upper intake level (UL):',
          ),
          ...over.map(
            (v) =>
              `- ${nutrientName(v.key, l)}: ${amount(intakeTheUlCounts(v)!, v.unit)} > UL ${amount(v.ul!, v.unit)}`,
          ),
          L(
            l,
            '请减少相应补充剂，并咨询医生或药师。',
            'Cut back the supplement concerned and talk to your doctor or pharmacist.',
          ),
        ]
      : kept.length
        ? keptLines
        : [
            L(
              l,
              '按你填写的补充剂和饮食估计，没有营养素超过可耐受最高摄入量（UL）。',
              'With the supplements you listed and your diet, no nutrient goes above its tolerable upper intake level (UL).',
            ),
          ];
    if (over.length && kept.length) lines.push('', ...keptLines);
    return {
      text: lines.join('\n'),
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: over.map((v) => ({ kind: 'reduce_dose' as const, substance: v.key })),
    };
  }
  const v = ctx.views.get(n)!;
  const name = nutrientName(n, l);
  const lines: string[] = [];
  let above = false;
  let verdict: StatedVerdict | null = null;
  const s = stated.find((x) => x.nutrient === n);
  // A supervised treatment in the plan, asked about at or below its dose ("is 60 mg too much?" with
  // 60 mg prescribed): its one dose, never the UL figure beside it as a ceiling (clinician review
  // 2026-11-25, E5).
  const supervised = ctx.plan?.recommendations.find((r) => r.nutrient === n && r.supervised);
  if (supervised && (!s || s.amount <= supervised.dose + 1e-9)) {
    if (s) verdict = statedVerdict(s, v, ctx);
    lines.push(...(verdict?.lines ?? []), ...personalDoseLines(ctx, n, v));
    return {
      text: lines.join('\n\n') + sourceLine([...(verdict?.refs ?? [])].filter(Boolean).join('; '), l),
      suggestions: suggestionsFor(ctx, [Q.tooHigh(n, l)], n),
      warnings: [{ kind: 'see_doctor' }, ...(verdict?.warnings ?? [])],
      notes: verdict?.notes ?? [],
    };
  }
  // Its period, a loading course, a supervised treatment, a product mass (intents/stated-dose.ts).
  if (s && v.ul !== null) verdict = statedVerdict(s, v, ctx);
  if (v.ul === null && ctx.plan && v.managedBy) {
    // The kidney team's figure is the limit (targetLine below); no population "recommended amount".
    if (s) {
      verdict = statedVerdict(s, v, ctx);
      lines.push(...verdict.lines);
    }
  } else if (v.ul === null) {
    if (s) {
      verdict = statedVerdict(s, v, ctx);
      lines.push(...verdict.lines);
    }
    // On a medicine that keeps potassium there is no "recommended amount" to stick to (targetLine says why).
    if (!(n === 'potassium' && potassiumHeldLine(ctx)))
      lines.push(
        L(
          l,
          `${name}没有设定可耐受最高摄入量（UL）；按推荐量服用即可。`,
          `${name} has no tolerable upper intake level (UL) set; stick to the recommended amount.`,
        ),
      );
  } else if (verdict?.leads) {
    // "No: … times the UL" is the answer, said first with the UL in it (tenth clinician review, en P1).
    above = verdict.above;
    lines.push(...verdict.lines);
  } else {
    // A child asked about with no plan: the adult UL is not theirs (the needs line below says so).
    if (!childInChat(ctx))
      lines.push(
        // China's 2 g EPA+DHA is the AMDR's upper end, not a UL (re-review M6; 中国DRIs 2023).
        n === 'omega3' && l === 'zh-CN'
          ? `${name}的推荐范围（AMDR）是每天 ${amount(v.target, v.unit)}–${amount(v.ul, v.unit)}。`
          : L(
              l,
              `${name}的可耐受最高摄入量（UL）是每天 ${amount(v.ul, v.unit)}${v.ulScope === 'supplements' ? '（仅计补充剂）' : '（食物和补充剂合计）'}。`,
              `The tolerable upper intake level (UL) for ${name} is ${amount(v.ul, v.unit)} a day${v.ulScope === 'supplements' ? ' from supplements' : ' from food and supplements together'}.`,
            ),
      );
    if (s && verdict) {
      above = verdict.above;
      lines.push(...verdict.lines);
    } else if (ctx.plan && v.fromSupplements !== null) {
      const total = intakeTheUlCounts(v) ?? 0;
      // A prescription dose with a medicine (folic acid 5 mg with sulfasalazine) is not the person's to
      // cut: only what they take beyond it is held to the UL (seventh clinician review, en B2).
      const companion = prescribedCompanionDose(ctx, n);
      const prescribedHere = companion !== null && total > v.ul && total - companion.max <= v.ul;
      // A product the person's doctor prescribed: the dose lines below say to keep it (fifteenth
      // clinician review, en P5 serious #1); the total is said without "take less".
      const rxProduct = total > v.ul && prescribedAmountIn(ctx.plan, n) > 0;
      // A dose only a prescriber gives, not marked prescribed (the review's rx-dose line): never "take less" beside it.
      const rxUnmarked = total > v.ul && !rxProduct && rxDoseAmountIn(ctx.plan, n) > 0;
      // The plan's supervised treatment of a lab-proven deficiency, taken within its range: the dose line
      // below says to keep it, so never "take less" beside it (thirtieth clinician review, en S4: iron 72 mg
      // at 20 weeks with a ferritin of 11 was told both).
      const ceiling = treatmentCeiling(ctx.plan, n);
      const treatedHere =
        total > v.ul &&
        supervisedIn(ctx.plan, n) &&
        (ceiling === null || (v.fromSupplements ?? 0) <= ceiling + 1e-9);
      above = total > v.ul && !prescribedHere && !rxProduct && !rxUnmarked && !treatedHere;
      lines.push(
        treatedHere
          ? L(
              l,
              `你填写的补充剂每天提供约 ${amount(v.fromSupplements ?? 0, v.unit)}，高于自行补充的上限（UL），但这是方案里针对化验证实的缺乏所用的治疗剂量，这个上限不适用于它：`,
              `The supplements you listed give about ${amount(v.fromSupplements ?? 0, v.unit)} a day, above the upper limit for self-supplementation, but that is your plan’s treatment dose for a lab-proven deficiency, and the limit does not apply to it:`,
            )
          : rxUnmarked
            ? L(
                l,
                `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，高于自行补充的上限（UL）；其中有只有医生才会开的治疗剂量，先问开药医生，不要自己停或减：`,
                `With the supplements you listed you get about ${amount(total, v.unit)}, above the upper limit for self-supplementation; part of it is at a dose only a prescriber gives — ask the prescriber, and do not stop or cut it on your own:`,
              )
            : rxProduct
              ? L(
                  l,
                  `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，高于自行补充的上限（UL），但医生开的治疗剂量不受这个上限限制：`,
                  `With the supplements you listed you get about ${amount(total, v.unit)}, above the upper limit for self-supplementation, but a dose your doctor prescribed is not held to that limit:`,
                )
              : prescribedHere
                ? `${L(
                    l,
                    `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，高于自行补充的上限（UL），但其中的处方剂量不受上限限制：`,
                    `With the supplements you listed you get about ${amount(total, v.unit)}, above the upper limit for self-supplementation, but a prescription dose within it is not held to that limit: `,
                  )}${companion.text}`
                : total > v.ul
                  ? L(
                      l,
                      `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，超过了上限（UL），请减量并咨询医生或药师。`,
                      `With the supplements you listed you get about ${amount(total, v.unit)}, which exceeds the upper limit (UL): take less and ask your doctor or pharmacist.`,
                    )
                  : L(
                      l,
                      `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，在上限以内。`,
                      `With the supplements you listed you get about ${amount(total, v.unit)} in total, within the limit.`,
                    ),
      );
    }
  }
  // "Too much for me?": what this person's plan gives them, next to the limit — unless the stated
  // course replaces the plan's daily dose for now (a prescribed loading course).
  if (!verdict?.replacesPlanDose) lines.push(...personalDoseLines(ctx, n, v));
  // The everyday need beside the plan's supervised dose would be a third figure (tenth review, en P1 #9).
  if (!(verdict?.leads && supervised)) lines.push(targetLine(v, ctx));
  // Selenium over its limit: Brazil nuts, the thyroid reason and the signs of too much (selenium-over.ts).
  const selenium = n === 'selenium' && above ? seleniumOverLines(ctx) : null;
  if (selenium) lines.push(...selenium.lines);
  return {
    text:
      lines.join('\n\n') +
      sourceLine([v.sourceRef, ...(verdict?.refs ?? []), selenium?.ref].filter(Boolean).join('; '), l),
    suggestions: suggestionsFor(ctx, [Q.tooHigh(n, l)], n),
    warnings: [
      ...(above ? [{ kind: 'reduce_dose' as const, substance: n }] : []),
      ...(verdict?.warnings ?? []),
    ],
    notes: verdict?.notes ?? [],
  };
}
