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
