/**
 * Protein and energy on a low-protein kidney plan (CKD 3–5 not on dialysis, the plan's KDOQI range):
 * the plan's one protein figure, said once; enough energy (KDOQI 2020: 25–35 kcal/kg a day) so the lower
 * protein does not cost muscle; no weight-loss deficit the plan did not set; and "my son the trainer says
 * plenty of protein for muscle" answered — the nephrologist's limit wins, strength exercise keeps muscle
 * (blind answer round 13, en-086 and zh-050: 40–43 g, then a 58 g target with "close the gap", and a
 * 1,500 kcal weight-loss target with lactation lines pasted onto a low-protein diet at 68).
 */
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { fmt, L } from '../format';
import { kidneyProteinLine, kidneyProteinRange } from './kidney-plan';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** KDOQI 2020 energy for metabolically stable CKD 1–5D: 25–35 kcal per kg body weight a day. */
export const CKD_ENERGY_KCAL_PER_KG = { min: 25, max: 35 } as const;

export const CKD_ENERGY_SOURCE: Source = {
  ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1): energy intake 25–35 kcal/kg/day in metabolically stable CKD 1–5D; protein 0.55–0.6 g/kg/day in CKD 3–5 not on dialysis under a dietitian; KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD (physical activity)',
  url: 'https://doi.org/10.1053/j.ajkd.2020.05.006',
};

/**
 * The plan is a low-protein kidney plan: a KDOQI CKD 3–5 range, not dialysis's (none where the kidney rule
 * yields or after a transplant: kidneyProteinRange).
 */
export function lowProteinKidneyPlan(plan: PlanDocument | null): boolean {
  const r = plan ? kidneyProteinRange(plan) : null;
  return r !== null && !r.dialysis;
}

const round50 = (x: number) => Math.round(x / 50) * 50;

/** Eat enough energy on a low-protein kidney plan, for the plan's weight; no diet the plan did not set. */
export function ckdEnergyLine(plan: PlanDocument, l: Locale): string {
  const w = plan.profile.weightKg;
  const set = plan.profile.energyTargetKcal !== undefined;
  // KDOQI 2020 statement 3.1.1 sets the 25–35 kcal/kg by age, activity, body composition and weight goals:
  // 25–35 times the actual weight of someone 65 or older or with a BMI of 25 or more reads far above what
  // they burn (blind answer round 26, zh-046: 2,300–3,200 kcal for a diabetic man of 74 at 92 kg). No
  // figure then: what to keep, and who sets the number.
  const bmi = w / (plan.profile.heightCm / 100) ** 2;
  if (plan.profile.age >= 65 || bmi >= 25)
    return L(
      l,
      `**热量要吃够，但不按体重乘 25–35 千卡来算：**这个范围要按年龄、活动量和体重来定，${plan.profile.age >= 65 ? '65岁以上' : '体重偏重'}的人按现在的体重算会偏高。每天吃多少千卡请肾病营养师给你定（有糖尿病的，主食按控糖的量分到三餐）；多来自主食、蔬菜和植物油，这样蛋白质吃得少也不会消耗肌肉${set ? '；方案里的减重热量请先和肾内科医生或营养师确认后再执行' : '；除非肾内科医生或营养师另有安排，不要节食减重'}。`,
      `**Eat enough energy, but not by multiplying your weight by 25–35 kcal:** that range is set by age, activity and weight, and for ${plan.profile.age >= 65 ? 'someone 65 or older' : 'a heavier body weight'} it reads too high. Ask a renal dietitian to set your daily calories (with diabetes, starches spread over the meals as your glucose plan says); mostly from starches, vegetables and vegetable oils, so that eating less protein does not cost muscle${set ? '; check the plan’s weight-loss calories with your kidney doctor or dietitian before following them' : '; no weight-loss diet unless your kidney doctor or dietitian sets one'}.`,
    );
  const min = round50(w * CKD_ENERGY_KCAL_PER_KG.min);
  const max = round50(w * CKD_ENERGY_KCAL_PER_KG.max);
  return L(
    l,
    `**热量要吃够：**每天约每公斤体重 25–35 千卡（按你的 ${fmt(w)} 公斤，约 ${fmt(min)}–${fmt(max)} 千卡），多来自主食、蔬菜和植物油，这样蛋白质吃得少也不会消耗肌肉${set ? '；方案里的减重热量请先和肾内科医生或营养师确认后再执行' : '；除非肾内科医生或营养师另有安排，不要节食减重'}。`,
    `**Eat enough energy:** about 25–35 kcal per kg a day (for your ${fmt(w)} kg, about ${fmt(min)}–${fmt(max)} kcal), mostly from starches, vegetables and vegetable oils, so that eating less protein does not cost muscle${set ? '; check the plan’s weight-loss calories with your kidney doctor or dietitian before following them' : '; no weight-loss diet unless your kidney doctor or dietitian sets one'}.`,
  );
}

/** A body weight said in the message ("about 78kg", "体重65公斤左右"). */
const WEIGHT_SAID = /(\d{2,3}(?:\.\d)?)\s?(kg|kilos?|公斤|千克)(?![a-z])/;

/**
 * A weight said in the message that is not the plan's (2 kg or more apart): the plan's figures follow the
 * plan's weight, so the person updates it there (blind answer round 13, en-086: 78 kg said, 72 kg planned).
 */
export function ckdWeightNote(ctx: Ctx): string | null {
  const p = ctx.plan?.profile;
  const m = WEIGHT_SAID.exec(ctx.norm);
  if (!p || !m) return null;
  const said = Number(m[1]);
  if (!Number.isFinite(said) || said < 30 || Math.abs(said - p.weightKg) < 2) return null;
  return L(
    ctx.locale,
    `（这些数字按方案里的 ${fmt(p.weightKg)} 公斤算；你说现在约 ${fmt(said)} 公斤，请在方案里更新体重，数字会跟着改。）`,
    `(These figures use the ${fmt(p.weightKg)} kg in your plan; you say you are about ${fmt(said)} kg now — update your weight in the plan and they will follow it.)`,
  );
}

/** Muscle, a trainer, whey or shakes said beside protein. */
const MUSCLE_SAID =
  /肌肉|增肌|掉肉|长肉|蛋白粉|乳清|健身|教练|锻炼|\bmuscles?\b|\bwhey\b|\bprotein (shakes?|powders?|drinks?|bars?)\b|\bshakes?\b|\btrainer\b|\bgym\b|\bbody ?build\w*|\bsarcopeni\w*/;
const PROTEIN_SAID = /蛋白|\bprotein\b|\bwhey\b/;

/**
 * "The nephrologist said not too much, my son the trainer says plenty for muscle — who's right?", on a
 * low-protein kidney plan: one answer for the whole message.
 */
export function ckdProteinMuscleAnswer(
  ctx: Ctx,
  rule: { id: 'ckd-protein'; text: Bilingual } | undefined,
): Draft | null {
  const plan = ctx.plan;
  // Dialysis said in the chat: protein goes up on dialysis (1.0–1.2 g/kg), the dialysis answer's.
  if (!plan || !lowProteinKidneyPlan(plan) || ctx.saysDialysis === true) return null;
  if (!PROTEIN_SAID.test(ctx.norm) || !MUSCLE_SAID.test(ctx.norm)) return null;
  const l = ctx.locale;
  const lines = [
    ...(rule ? [`**${pick(rule.text, l)}**`] : []),
    kidneyProteinLine(plan, l),
    L(
      l,
      '**这件事听肾内科医生的：**你的肾功能已经比较低，多吃蛋白质（包括乳清蛋白粉）会增加肾脏要排出的代谢废物；在营养师指导下把蛋白质控制在这个量，是为了延缓肾功能下降。这个年纪要保住肌肉，靠的是力量锻炼（比如弹力带、小哑铃，每周两三次，强度按医生允许的来）和吃够热量，而不是多吃蛋白质。蛋白粉先不要喝，除非肾内科医生或肾病营养师同意；如果体重或肌肉在往下掉，请告诉他们，由他们调整方案。',
      '**On this, your nephrologist is right for you:** with kidney function this low, extra protein (whey shakes included) adds to the waste your kidneys must clear, and keeping protein to this amount under a dietitian is what slows the decline. At your age muscle is kept by strength exercise (resistance bands or light weights two or three times a week, as your doctor allows) and by eating enough energy — not by more protein. Leave the whey shakes unless your kidney doctor or renal dietitian adds them; if you are losing weight or muscle, tell them so they can adjust the plan.',
    ),
    ckdEnergyLine(plan, l),
    ...[ckdWeightNote(ctx)].filter((x): x is string => x !== null),
  ];
  return {
    text: lines.join('\n\n') + sourceLine(CKD_ENERGY_SOURCE.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'avoid_supplement', substance: 'protein' }],
    notes: rule ? [{ id: rule.id, text: `**${pick(rule.text, l)}**` }] : [],
  };
}
