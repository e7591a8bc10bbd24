/**
 * A supplement the person's doctor prescribed stays prescribed in the chat (issue 31's property:
 * prescribed supplements are never "avoid", "adds little" or "cut to the UL"). Fifteenth clinician
 * review, en P5 serious #1: ferrous fumarate 210 mg twice a day from the GP, entered as prescribed and
 * kept by the plan, was answered "do not keep to this amount — supplements should give at most 31 mg".
 * The upper limit is for self-chosen supplements, not a treatment under medical supervision (IOM 2001;
 * NIH ODS Iron fact sheet): the prescriber owns the dose.
 */
import type { Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import type { NutrientKey } from '../../nutrients';
import { amount, L, nutrientName, type NutrientView } from '../format';

/**
 * The message says a doctor prescribed it ("from my GP", "my doctor put me on", "医生开的"): stricter
 * than "a doctor" named anywhere, which also reads "ask my doctor about it".
 */
export const PRESCRIBED_SUPPLEMENT_SAID =
  /医生(给我|给)?开(的|了)|医生让我(吃|补)|开的处方|处方(药|开的|上)|医嘱|\bprescri(bed|ption)\b|\bfrom (my|the) (gp|doctor|dr|physician|midwife|ob|obstetrician|ha?ematologist|consultant)\b|\b(my )?(gp|doctor|dr|midwife|physician|ob) (gave|put|started|has|had) me on\b|\bon prescription\b|\b(my )?(gp|doctor|dr|midwife|physician|ob|consultant|ha?ematologist) (gave|prescribed) (it|them|this|these|me)\b|医生给(我)?的|医生开给我/;

/**
 * Elemental amount of `n` a day from the products the plan's review holds as prescribed (the person
 * said so in the questionnaire; the review's `overUl` entries carry it when the total is above the UL).
 */
export function prescribedAmountIn(plan: PlanDocument | null, n: NutrientKey): number {
  let sum = 0;
  for (const r of plan?.productReviews ?? []) {
    if (!r.overUl?.some((o) => o.nutrient === n && o.prescribed)) continue;
    sum += r.amounts?.find((a) => a.nutrient === n)?.amount ?? 0;
  }
  return sum;
}

/**
 * What the products at a dose only a prescriber gives, not marked prescribed, give of a nutrient (the review's rx-dose
 * line: calcium treating a low calcium on calcitriol, a vitamin D repletion dose with a low 25-OH D).
 */
export function rxDoseAmountIn(plan: PlanDocument | null, n: NutrientKey): number {
  let sum = 0;
  for (const r of plan?.productReviews ?? []) {
    if (!r.overUl?.some((o) => o.nutrient === n && o.rxDose === true && !o.prescribed)) continue;
    sum += r.amounts?.find((a) => a.nutrient === n)?.amount ?? 0;
  }
  return sum;
}

/**
 * Over the UL with a dose only a prescriber gives that the person has not marked prescribed: never "take less" — the
 * prescriber's question (blind answer round 63, zh-075, unsafe: no parathyroids, a serum calcium of 1.96 and Caltrate
 * three times a day on calcitriol was told to stop it).
 */
export function rxDoseLine(n: NutrientKey, total: number, v: NutrientView, l: Locale): string {
  const name = nutrientName(n, l);
  const ul = v.ul === null ? '' : amount(v.ul, v.unit);
  return L(
    l,
    `**你每天吃的${name}一共约 ${amount(total, v.unit)}，高于自己补充的上限（${ul}）；但其中有只有医生才会开的治疗剂量（你没有标明是医生开的）：不要自己停，也不要自己加减，先问开药医生你该不该吃这个量。**上限是给健康人日常补充定的，不适用于医生按病情开的治疗剂量；不要再加别的含${name}的产品。`,
    `**What you take gives about ${amount(total, v.unit)} of ${name} a day, above the ${ul} upper limit for self-supplementation — but part of it is at a dose only a prescriber gives (you have not marked it as prescribed): do not stop it or change it on your own; ask the prescriber whether this dose is right for you.** The upper limit is for healthy people taking supplements, not for a treatment dose; add no other product with ${name}.`,
  );
}

export const PRESCRIBED_KEEP_REF =
  'IOM Dietary Reference Intakes (2001): the UL is not meant for people under medical treatment for a deficiency; NIH Office of Dietary Supplements, Iron Fact Sheet for Health Professionals (the UL does not apply to iron given under medical supervision)';

/**
 * What the doctor prescribed is kept as prescribed: the total said, the prescribed part never cut to
 * the self-care upper limit, nothing added, questions for the prescriber (issue 31's property).
 */
export function prescribedKeepLine(
  n: NutrientKey,
  total: number,
  prescribed: number,
  v: NutrientView,
  l: Locale,
): string {
  const name = nutrientName(n, l);
  const rest = Math.max(0, total - prescribed);
  const ul = v.ul === null ? '' : amount(v.ul, v.unit);
  const iron = n === 'iron';
  return L(
    l,
    `**你每天吃的${name}一共 ${amount(total, v.unit)}${rest > 0.5 ? `（其中医生开的 ${amount(prescribed, v.unit)}）` : ''}。医生开的是治疗剂量：请按医嘱继续吃，不要自己减量。**可耐受最高摄入量（${ul}）是给自己买补充剂的人的上限，不适用于医生监督下的治疗。${rest > 0.5 ? `不要再加别的含${name}的产品；其余的 ${amount(rest, v.unit)} 还需不需要，请问医生或药师。` : `不要再加别的含${name}的产品。`}吃多久、什么时候复查抽血，请问开药的医生${iron ? '；如果胃肠不舒服，可以问医生改成每天一片或隔天一片是否可以（英国胃肠病学会2021）' : ''}。`,
    `**What you take gives ${amount(total, v.unit)} of ${name} a day${rest > 0.5 ? ` (${amount(prescribed, v.unit)} of it prescribed)` : ''}. What your doctor prescribed is a treatment dose: keep taking it as prescribed and do not cut it yourself.** The upper limit of ${ul} is for supplements people choose for themselves, not for treatment under medical supervision. ${rest > 0.5 ? `Add no other product with ${name}, and ask your doctor or pharmacist whether you still need the ${amount(rest, v.unit)} the rest gives.` : `Add no other product with ${name}.`} Ask the prescriber how long to take it and when to recheck your blood${iron ? '; if it upsets your stomach, ask them whether one tablet a day or every other day would do (British Society of Gastroenterology 2021)' : ''}.`,
  );
}
