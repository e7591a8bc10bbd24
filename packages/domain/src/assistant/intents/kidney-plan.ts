/**
 * What the plan says about kidney disease, as sentences the chat reuses (kidney.ts answers the kidney
 * questions; shared.ts swaps these in for protein and potassium targets). Apart from kidney.ts so that
 * shared.ts can use them without an import circle.
 */
import type { Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import {
  catabolicOf,
  lowProteinPrescribedOf,
  ckdProteinRule,
  ckdYieldProteinText,
  dialysisProteinText,
  kdoqiProteinRange,
  NEPHROLOGIST_NOTE,
  onDialysis,
} from '../../conditions';
import { olderLowBmi } from '../../energy';
import { L } from '../format';

/** Kidney disease on the plan: answered, or staged from an eGFR. */
/** Kidney disease or dialysis as people say it. */
export const KIDNEY_WORDS =
  /透析|肾病|肾衰|尿毒症|肾功能(不全|不好|差|不正常|异常)|慢性肾|\bdialysis\b|\bhaemodialysis\b|\bhemodialysis\b|\bkidney (disease|failure)\b|\bckd\b|\besrd\b|\brenal failure\b/;

/**
 * Swelling or protein in the urine told beside a water question: whether to limit fluid is the doctor's, never the
 * healthy adult's litres (blind answer round 57, zh-069, development data: "24小时尿蛋白1.8g，脸和脚背都有点肿，要不要
 * 限制喝水" got "成年人每天喝水1500–1700毫升").
 */
export const SWELLING_OR_PROTEINURIA =
  /水肿|浮肿|(脸|眼皮|脚|脚背|脚踝|腿|小腿|全身)[^，。？?]{0,4}肿|尿蛋白|蛋白尿|肾病综合征|\b(swollen|swelling|puffy|puffiness|o?edema)\b|\bproteinuria\b|\bprotein in (my |his |her |the )?(urine|pee|wee)\b|\bnephrotic\b/;
/** Dialysis as people say it (haemodialysis, peritoneal dialysis, 血透, 腹透). */
export const DIALYSIS_WORDS =
  /透析|血透|腹透|\b(haemo|hemo|peritoneal )?dialysis\b|\bdialy[sz]ed\b|\bon (hd|pd|capd)\b/;
/** "还没透析", "not on dialysis", "pre-dialysis": dialysis named but not done. */
const NOT_DIALYSIS =
  /(没|未|不|无需|不用|不需要|还没有|尚未|没有)(在|开始|做|进行)?(血液|腹膜)?透析|\bnot (yet )?(on|having|doing|started) (haemo|hemo|peritoneal )?dialysis\b|\bpre-?dialysis\b|\bno dialysis\b/;

/**
 * Kidneys said to be well ("my kidneys are fine", "kidney function normal", "no kidney disease",
 * "肾功能正常", "没有肾病"): never kidney disease.
 */
const KIDNEYS_FINE =
  /(肾|肾功能|肾脏)[^，。,.!?！？]{0,4}(?<!不|不太|非)(正常|没问题|没事|很好|挺好|良好|好的)|(没有|没|无|不是|不)(得)?(慢性)?(肾病|肾脏病|肾衰|肾功能不全)|\bkidneys? (are |is )?(fine|ok|okay|good|healthy|normal)\b|\bkidney function (is |was )?(fine|ok|okay|good|normal)\b|\bnormal kidney|\bhealthy kidneys|\b(no|not|don'?t have|do not have|never had|without) (any )?(chronic )?(kidney (disease|failure|problems?)|ckd|renal failure)\b/;

/** Whether a message says the person has kidney disease or dialysis (kidneys said to be fine do not count). */
export function saysKidneyDisease(norm: string): boolean {
  if (saysDialysis(norm)) return true;
  return KIDNEY_WORDS.test(norm.replace(new RegExp(KIDNEYS_FINE.source, 'g'), ' '));
}

/** Whether a message says the person is on dialysis (a denial does not count). */
export function saysDialysis(norm: string): boolean {
  return DIALYSIS_WORDS.test(norm) && !NOT_DIALYSIS.test(norm);
}

/** The kidneys the answer must reckon with: the plan's, or what the person said in the chat. */
export function kidneyContext(ctx: { plan: PlanDocument | null; saysKidney?: boolean }): boolean {
  return hasKidneyDisease(ctx.plan) || ctx.saysKidney === true;
}

/** On dialysis: the plan's answer, or said in this chat ("我在做血液透析", "I'm on dialysis 3x a week"). */
export function dialysisContext(ctx: { plan: PlanDocument | null; saysDialysis?: boolean }): boolean {
  return onDialysis(ctx.plan?.profile.conditions) || ctx.saysDialysis === true;
}

/**
 * Whether an eGFR category alone means kidney disease: G3a–G5 (eGFR < 60). G1 and G2 are kidney
 * disease only with another marker (albuminuria, a structural finding) for more than 3 months, which a
 * single eGFR does not show (KDIGO 2024 CKD guideline, ch. 1.1 definition): an eGFR of 110 is normal
 * kidney function (clinician review 2026-11-25 evening, P8: "You have kidney disease" at eGFR 110).
 */
export function ckdStaged(stage: PlanDocument['profile']['ckdStage']): boolean {
  return stage !== undefined && stage !== 'G1' && stage !== 'G2';
}

export function hasKidneyDisease(plan: PlanDocument | null): boolean {
  if (!plan) return false;
  return (
    (plan.profile.conditions ?? []).includes('kidney_disease') ||
    onDialysis(plan.profile.conditions) ||
    ckdStaged(plan.profile.ckdStage) ||
    plan.nutrients.some((n) => n.managedBy === 'nephrologist')
  );
}

/**
 * The plan's KDOQI 2020 protein range for this person (null when no CKD 3–5 stage is known); on
 * dialysis (the plan's, or said in the chat) the dialysis range, 1.0–1.2 g/kg.
 */
export function kidneyProteinRange(plan: PlanDocument | null, saidDialysis = false) {
  if (!plan || !(hasKidneyDisease(plan) || saidDialysis)) return null;
  // Where the kidney rule yields (KDIGO 2024) there is no low-protein range: the plan's target is the figure.
  if (kidneyProteinYield(plan, saidDialysis)) return null;
  // After a kidney transplant the transplant team sets protein (issue 31 §2): no KDOQI CKD range.
  if ((plan.profile.conditions ?? []).includes('kidney_transplant')) return null;
  const stage = plan.profile.ckdStage ?? null;
  return kdoqiProteinRange(
    stage,
    plan.profile.weightKg,
    (plan.profile.conditions ?? []).includes('diabetes'),
    saidDialysis || onDialysis(plan.profile.conditions),
  );
}

/**
 * Where the plan's kidney protein rule yields (G3a; 65+ at malnutrition risk, KDIGO 2024), the rule
 * and the plan's one protein target; null otherwise.
 */
export function kidneyProteinYield(
  plan: PlanDocument | null,
  saidDialysis = false,
): { rule: 'usual' | 'kdigo'; targetG: number } | null {
  if (!plan || saidDialysis || onDialysis(plan.profile.conditions) || !hasKidneyDisease(plan)) return null;
  const conditions = plan.profile.conditions ?? [];
  if (conditions.includes('kidney_transplant')) return null;
  const p = plan.profile;
  const olderAtRisk = p.age >= 65 && (olderLowBmi(p.age, p.bmi) || conditions.includes('osteoporosis'));
  const rule = ckdProteinRule({
    stage: p.ckdStage ?? null,
    age: p.age,
    olderAtRisk,
    catabolic: catabolicOf(conditions),
    lowProteinPrescribed: lowProteinPrescribedOf(p.medicines),
  });
  const target = plan.nutrients.find((n) => n.key === 'protein')?.target ?? p.proteinTargetG;
  return (rule === 'usual' || rule === 'kdigo') && Number.isFinite(target) ? { rule, targetG: target } : null;
}

/** The protein sentence for a person with kidney disease: the plan's KDOQI figure, or the kidney team. */
export function kidneyProteinLine(plan: PlanDocument | null, locale: Locale, saidDialysis = false): string {
  const y = kidneyProteinYield(plan, saidDialysis);
  if (y && plan) {
    const line = ckdYieldProteinText(
      y.rule,
      y.targetG,
      plan.profile.weightKg,
      plan.profile.ckdStage === 'G3a',
      locale,
    );
    return `**${line.charAt(0).toUpperCase()}${line.slice(1)}**${L(locale, '。', '.')}`;
  }
  // A working transplant is not CKD's low-protein diet (KDOQI 2020; blind answer round 19 en-093).
  if (!saidDialysis && (plan?.profile.conditions ?? []).includes('kidney_transplant'))
    return L(
      locale,
      '**肾移植后新肾稳定时：蛋白质一般每天约0.8克/千克体重**，由移植团队和营养师确定。',
      '**After a kidney transplant, with the new kidney stable: usually about 0.8 g of protein per kg a day**, set with your transplant team and dietitian.',
    );
  const r = kidneyProteinRange(plan, saidDialysis);
  if (r?.dialysis || saidDialysis || onDialysis(plan?.profile.conditions)) {
    const line = dialysisProteinText(r, locale);
    return `**${line.charAt(0).toUpperCase()}${line.slice(1)}**${L(locale, '。', '.')}`;
  }
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
