/**
 * What the plan says about kidney disease, as sentences the chat reuses (kidney.ts answers the kidney
 * questions; shared.ts swaps these in for protein and potassium targets). Apart from kidney.ts so that
 * shared.ts can use them without an import circle.
 */
import type { Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { kdoqiProteinRange, NEPHROLOGIST_NOTE } from '../../conditions';
import { L } from '../format';

/** Kidney disease on the plan: answered, or staged from an eGFR. */
/** Kidney disease or dialysis as people say it. */
export const KIDNEY_WORDS =
  /透析|肾病|肾衰|尿毒症|肾功能(不全|不好|差)|慢性肾|\bdialysis\b|\bhaemodialysis\b|\bhemodialysis\b|\bkidney (disease|failure)\b|\bckd\b|\besrd\b|\brenal failure\b/;

/** The kidneys the answer must reckon with: the plan's, or what the person said in the chat. */
export function kidneyContext(ctx: { plan: PlanDocument | null; saysKidney?: boolean }): boolean {
  return hasKidneyDisease(ctx.plan) || ctx.saysKidney === true;
}

export function hasKidneyDisease(plan: PlanDocument | null): boolean {
  if (!plan) return false;
  return (
    (plan.profile.conditions ?? []).includes('kidney_disease') ||
    plan.profile.ckdStage !== undefined ||
    plan.nutrients.some((n) => n.managedBy === 'nephrologist')
  );
}

/** The plan's KDOQI 2020 protein range for this person (null when no CKD 3–5 stage is known). */
export function kidneyProteinRange(plan: PlanDocument | null) {
  if (!plan || !hasKidneyDisease(plan)) return null;
  // After a kidney transplant the transplant team sets protein (issue 31 §2): no KDOQI CKD range.
  if ((plan.profile.conditions ?? []).includes('kidney_transplant')) return null;
  const stage = plan.profile.ckdStage ?? null;
  return kdoqiProteinRange(
    stage,
    plan.profile.weightKg,
    (plan.profile.conditions ?? []).includes('diabetes'),
  );
}

/** The protein sentence for a person with kidney disease: the plan's KDOQI figure, or the kidney team. */
export function kidneyProteinLine(plan: PlanDocument | null, locale: Locale): string {
  const r = kidneyProteinRange(plan);
  if (r) {
    return L(
      locale,
      `**按你的方案：蛋白质每天约 ${r.perKg.min}–${r.perKg.max} 克/千克体重，即约 ${r.min}–${r.max} 克**（KDOQI 2020，非透析的慢性肾脏病3–5期），不额外增加，请和肾内科医生、营养师一起确定。`,
      `**Your plan's protein: about ${r.perKg.min}–${r.perKg.max} g per kg body weight a day, i.e. about ${r.min}–${r.max} g** (KDOQI 2020, CKD stages 3–5 not on dialysis); not raised, and agreed with your kidney doctor and dietitian.`,
    );
  }
  return L(
    locale,
    `**蛋白质不额外增加，每天吃多少请与肾内科医生或营养师商定**（${NEPHROLOGIST_NOTE.zh}）。`,
    `**Protein is not raised: agree the daily amount with your kidney doctor or dietitian** (${NEPHROLOGIST_NOTE.en}).`,
  );
}

/** The potassium sentence for a person with kidney disease: no figure, the kidney team sets it. */
export function kidneyPotassiumLine(locale: Locale): string {
  return L(
    locale,
    `**钾的摄入量${NEPHROLOGIST_NOTE.zh}**：方案不设“每天要吃够多少钾”的目标，也不建议为了补钾多吃高钾食物。`,
    `**Potassium is set ${NEPHROLOGIST_NOTE.en}**: your plan has no "eat this much potassium" target and does not suggest eating more potassium-rich food.`,
  );
}
