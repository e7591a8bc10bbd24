/**
 * A count of a product said in the chat outranks the count stored in the plan for the answer: "我每天喝3勺
 * 蛋白粉" with 1 scoop stored is answered for 3 scoops — its amount, the day's total and, for protein, the
 * total per kilogram — never "保持现在的量即可" from the stored scoop (issue 31/30, sixteenth clinician
 * review, zh P4-S1: a kidney transplant recipient's ≈ 120 g of protein a day endorsed). With a kidney
 * transplant or kidney disease the team sets protein: the answer says so and asks for no more than the
 * stored amount until they have.
 */
import type { Locale } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import type { NutrientKey } from '../../nutrients';
import { supplementOptionById } from '../../review';
import { amount, fmt, L, nutrientName, nutrientViews, type NutrientView } from '../format';
import type { Draft } from './shared';
import { normaliseQuestion } from '../lexicon';
import { countSaid } from '../../units/number-words';
import { timesADayIn } from '../../units/frequency';
import type { Ctx } from './shared';

/**
 * "3勺", "两粒", "3 scoops", "two capsules": a count and a unit of servings. A figure glued to a Latin name
 * is part of the name, not a count ("K2 MK-7 capsule" is one capsule of menaquinone-7; blind answer round
 * 36 en-045, development data: read as 7 capsules and "do not keep to this amount" on warfarin).
 */
const COUNT =
  /((?<![a-z][-‐]?)\d+(?:\.\d+)?|[一两俩二三四五六七八九十]|one|two|three|four|five|six|seven|eight|nine|ten)\s*(勺|匙|粒|片|颗|袋|包|scoops?|capsules?|caps|tablets?|tabs|softgels?|sachets?|servings?)/i;

/** Units counted as servings in the stored dose. */
const SERVING_UNITS: ReadonlySet<string> = new Set([
  'scoop',
  'capsule',
  'tablet',
  'softgel',
  'sachet',
  'serving',
]);

export interface StatedServings {
  product: string;
  said: number;
  stored: number;
  /** The nutrient in one serving. */
  perServing: number;
  /** The product's share replaced by the said count: what supplements give a day, as said. */
  supplements: number;
}

/** The stored product the message counts, when its count differs from the stored one. */
export function statedServingsOf(
  text: string,
  plan: PlanDocument | null,
  n: NutrientKey,
): StatedServings | null {
  if (!plan) return null;
  const t = normaliseQuestion(text);
  if (!COUNT.test(t)) return null;
  for (const r of plan.productReviews) {
    const a = r.amounts?.find((x) => x.nutrient === n);
    if (!a || a.amount <= 0 || !r.optionId) continue;
    const option = supplementOptionById(r.optionId);
    if (!option) continue;
    const names = [option.zh, option.en, ...option.aliases, r.name].map((x) => normaliseQuestion(x));
    const near = countNear(t, names);
    if (!near) continue;
    const each = countSaid(near.count);
    if (each === null || each <= 0) return null;
    const said = each * near.times;
    // Servings stored: a count of units, or a mass divided by the product's serving mass.
    const unit = r.dose?.unit ?? '';
    const stored =
      r.dose && SERVING_UNITS.has(unit)
        ? r.dose.amount
        : r.dose && option.defaultDose && unit === option.defaultDose.unit && option.defaultDose.amount > 0
          ? r.dose.amount / option.defaultDose.amount
          : null;
    if (stored === null || stored <= 0 || Math.abs(stored - said) < 1e-9) return null;
    const perServing = a.amount / stored;
    // A strength said beside the product that is not the stored one ("叶酸1mg每天一片" against a 0.4 mg
    // product): the person's product is another, so its count cannot be read against this one.
    if (near.strength && !sameStrength(near.strength, perServing, a.unit)) return null;
    return { product: r.name, said, stored, perServing, supplements: perServing * said };
  }
  return null;
}

/** A mass said as a product's strength: "1mg", "0.4 mg", "600毫克", "400 mcg". */
const STRENGTH = /(\d+(?:\.\d+)?)\s*(mg|毫克|µg|μg|ug|mcg|微克|克|g)(?![a-z])/i;
const TO_MG: Readonly<Record<string, number>> = {
  mg: 1,
  毫克: 1,
  µg: 0.001,
  μg: 0.001,
  ug: 0.001,
  mcg: 0.001,
  微克: 0.001,
  克: 1000,
  g: 1000,
};

function sameStrength(said: { value: number; unit: string }, perServing: number, unit: string): boolean {
  const saidMg = said.value * (TO_MG[said.unit.toLowerCase()] ?? NaN);
  const storedMg = perServing * (TO_MG[unit.toLowerCase()] ?? NaN);
  // A different nutrient unit (IU) or a salt mass cannot be compared: not counted as a mismatch.
  if (!Number.isFinite(saidMg) || !Number.isFinite(storedMg)) return true;
  return Math.abs(saidMg - storedMg) <= storedMg * 0.05;
}

/**
 * The count said for this product: right after its name ("钙尔奇一天两片", "Caltrate 600+D, 2 tablets") or
 * right before it ("3勺蛋白粉", "3 scoops of whey") — not a count said for another product in the same
 * message ("钙尔奇一天两片再加爱乐维" is two Caltrate and one Elevit; twenty-fourth clinician review, zh M1). A count
 * glued before the name wins over one after it.
 */
function countNear(
  t: string,
  names: readonly string[],
): { count: string; times: number; strength: { value: number; unit: string } | null } | null {
  for (const x of names) {
    if (x.length < 2) continue;
    const at = t.indexOf(x);
    if (at < 0) continue;
    const after = t
      .slice(at + x.length, at + x.length + 20)
      .split(/[，,。；;？?！!、]|再加|还有|加上|和|同|跟|及|\band\b|\bplus\b|\bwith\b/)[0]!;
    const before = t.slice(Math.max(0, at - 20), at);
    const a = COUNT.exec(after);
    const b = new RegExp(`${COUNT.source}\\s*(的|of)?\\s*$`, 'i').exec(before);
    // a count glued before the name is its own ("两粒鱼油同一包灵芝孢子粉": two capsules of fish oil, one sachet of
    // the spore powder — round 51 zh-015, development data, read as one fish oil)
    const m = b ?? a;
    if (!m || m[1] === undefined) continue;
    const st = STRENGTH.exec(after);
    return {
      count: m[1],
      times: timesADayIn(after),
      strength: st ? { value: Number(st[1]), unit: st[2]! } : null,
    };
  }
  return null;
}

/** The answer's lines for the said count (empty when none is said or it is the stored one). */
export function statedServingsLines(ctx: Ctx, n: NutrientKey, v: NutrientView, supp: number): string[] {
  const plan = ctx.plan;
  const s = statedServingsOf(ctx.text, plan, n);
  if (!s || !plan) return [];
  const l = ctx.locale;
  const name = nutrientName(n, l);
  const food = v.fromFood ?? 0;
  // The other products' share stays; this product's is the said count's.
  const others = Math.max(0, supp - s.perServing * s.stored);
  const total = food + others + s.supplements;
  const kg = plan.profile.weightKg;
  const perKg =
    n === 'protein' && kg > 0
      ? L(l, `（约每公斤体重 ${fmt(total / kg)} g）`, ` (about ${fmt(total / kg)} g per kg of body weight)`)
      : '';
  const over = total > v.target + 1e-9;
  // A nutrient with an upper limit is judged against it: above the daily target but under the UL is not
  // "too much" (twenty-fourth clinician review, zh M1: thiamin above its RNI was "do not keep to this
  // amount"). The UL's scope decides what it is held to (folate and magnesium: supplements only).
  const againstUl = v.ul === null ? null : v.ulScope === 'supplements' ? others + s.supplements : total;
  const overUl = v.ul !== null && againstUl !== null && againstUl > v.ul + 1e-9;
  const verdictZh =
    v.ul === null
      ? over
        ? `超过你的每日目标 ${amount(v.target, v.unit)}，不要保持这个量`
        : `在你的每日目标 ${amount(v.target, v.unit)} 以内`
      : overUl
        ? `超过可耐受最高摄入量（UL）${amount(v.ul, v.unit)}${v.ulScope === 'supplements' ? '（只算补充剂）' : ''}：如果这是医生开的治疗剂量，照医嘱吃并让医生知道总量；不是的话，不要保持这个量`
        : over
          ? `高于每日目标 ${amount(v.target, v.unit)}，但在上限（UL）${amount(v.ul, v.unit)} 以内，不算过量，也不需要再多`
          : `在你的每日目标 ${amount(v.target, v.unit)} 以内`;
  const verdictEn =
    v.ul === null
      ? over
        ? `above your ${amount(v.target, v.unit)} target — do not keep to this amount`
        : `within your ${amount(v.target, v.unit)} target`
      : overUl
        ? `above the upper limit (UL) of ${amount(v.ul, v.unit)}${v.ulScope === 'supplements' ? ' from supplements' : ''}: if this is a treatment dose your doctor prescribed, keep to it and tell them the total; if not, do not keep to this amount`
        : over
          ? `above your ${amount(v.target, v.unit)} target but within the upper limit (UL) of ${amount(v.ul, v.unit)} — not too much, and no need for more`
          : `within your ${amount(v.target, v.unit)} target`;
  const lines = [
    L(
      l,
      `**你说每天 ${fmt(s.said)} 份「${s.product}」（方案里记的是 ${fmt(s.stored)} 份）：每份约含${name} ${amount(s.perServing, v.unit)}，${fmt(s.said)} 份是 ${amount(s.supplements, v.unit)}；加上饮食约 ${amount(food, v.unit)}${others > 0 ? `和其他补充剂 ${amount(others, v.unit)}` : ''}，每天合计约 ${amount(total, v.unit)}${perKg}，${verdictZh}。** 请在方案里把用量改成你实际吃的量，方案才会按它核对。`,
      `**You say ${fmt(s.said)} servings of "${s.product}" a day (your plan has ${fmt(s.stored)}): each gives about ${amount(s.perServing, v.unit)} of ${name}, so ${fmt(s.said)} give ${amount(s.supplements, v.unit)}; with your diet's ${amount(food, v.unit)}${others > 0 ? ` and other supplements' ${amount(others, v.unit)}` : ''} that is about ${amount(total, v.unit)} a day${perKg}, ${verdictEn}.** Change the amount in your plan to what you really take, so the plan checks it.`,
    ),
  ];
  const conditions: readonly string[] = plan.profile.conditions ?? [];
  if (n === 'protein' && over && conditions.includes('kidney_transplant'))
    lines.push(
      L(
        l,
        `**肾移植后每天吃多少蛋白质由移植团队和营养师定，不要自己加蛋白粉：** 在他们定下来之前，蛋白粉不要超过方案里记的 ${fmt(s.stored)} 份，这几天就问移植团队。`,
        `**After a kidney transplant the transplant team and dietitian set your protein; do not add protein powder yourself:** until they have, take no more than the ${fmt(s.stored)} serving(s) in your plan, and ask the transplant team this week.`,
      ),
    );
  else if (n === 'protein' && over && conditions.includes('kidney_disease'))
    lines.push(
      L(
        l,
        `**有肾病时每天吃多少蛋白质由肾内科医生和营养师定，不要自己加蛋白粉：** 在他们定下来之前，蛋白粉不要超过方案里记的 ${fmt(s.stored)} 份。`,
        `**With kidney disease your kidney doctor and dietitian set your protein; do not add protein powder yourself:** until they have, take no more than the ${fmt(s.stored)} serving(s) in your plan.`,
      ),
    );
  return lines;
}

/** The nutrients of the stored products a message names with a count ("3勺蛋白粉": protein). */
function countedNutrients(text: string, plan: PlanDocument): NutrientKey[] {
  const out = new Set<NutrientKey>();
  for (const r of plan.productReviews)
    for (const a of r.amounts ?? [])
      if (statedServingsOf(text, plan, a.nutrient as NutrientKey)) out.add(a.nutrient as NutrientKey);
  return [...out];
}

/**
 * Whatever the question was read as ("够不够", "ok?", a kidney answer), a count said in the chat that
 * differs from the stored one leads the answer with its own figures, and "keep to what you take now" is
 * never said beside it.
 */
export function saysACount(text: string): boolean {
  return COUNT.test(normaliseQuestion(text));
}

export function withStatedServings(draft: Draft, ctx: Ctx, locale: Locale): Draft {
  const plan = ctx.plan;
  if (!plan) return draft;
  const nutrients = countedNutrients(ctx.text, plan);
  if (nutrients.length === 0) return draft;
  const views = nutrientViews(plan, locale);
  const lines = nutrients.flatMap((n) => {
    const v = views.get(n);
    return v ? statedServingsLines(ctx, n, v, v.fromSupplements ?? 0) : [];
  });
  if (lines.length === 0) return draft;
  const rest = draft.text
    .split(/\n{2,}/)
    .filter((p) => !lines.some((x) => x === p))
    .filter(
      (p) => !/保持现在的量即可|keep to what you take now|按推荐量服用即可|take it as recommended/i.test(p),
    )
    .filter((p) => !/没有可靠的规则|no reliable rule/i.test(p));
  return { ...draft, text: [...lines, ...rest].join('\n\n') };
}
