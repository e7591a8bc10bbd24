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
import { EATING_LITTLE } from '../faq/audiences';
import { normaliseQuestion } from '../lexicon';
import {
  dialysisContext,
  hasKidneyDisease,
  kidneyProteinLine,
  kidneyProteinRange,
  kidneyProteinYield,
} from './kidney-plan';
import type { SafetyNote } from '../followups';
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

/**
 * Eating little or getting thin, said in words people use ("eats like a bird", "mostly plain congee", "只喝点粥",
 * "越来越瘦", "doctor said nutrition still not enough" — blind answer round 63, en-012, unsafe: a man tube-fed after an
 * oesophagectomy was told his diet "meets your 52 g target; keep to what you take now") — the faq audiences' list and these.
 */
export const EATING_LITTLE_SAID = new RegExp(
  `${EATING_LITTLE.source}|\\beats? like a (bird|sparrow)\\b|\\bpicks? at (her|his|my) food\\b|\\b(only|mostly|just) (eats? |having |has )?(a bit of |some )?(plain )?(congee|porridge|rice soup|soup|toast|crackers)\\b|\\b(getting|got|gotten|so|very|too) (so |very |really |too )?(thin|skinny|frail)\\b|\\bnot eating (much|enough)\\b|\\b(doesn'?t|does not|won'?t) eat (much|enough)\\b|(只|光|就|主要)(喝|吃)(点|些)?(白)?(粥|稀饭|汤)|吃得(很|太|好)?少|吃不了(多少|几口)|越来越瘦|瘦了(很多|好多|不少)|消瘦|皮包骨|没力气吃|营养(还是|还|仍然|仍)?(不够|不足|跟不上)|\\b(nutrition|nourishment)\\b[^.?!]{0,15}\\b(still )?(not enough|insufficient|inadequate|poor)\\b|\\bnot (getting )?enough (nutrition|protein|calories)\\b`,
);
/**
 * The plan reads as nephrotic syndrome (faq/index.ts nephroticOf: an albumin under 30 g/L with no eGFR under 30,
 * unless an older or underweight person's malnutrition is likelier): its protein rows answer, not this.
 */
function nephroticReading(plan: PlanDocument): boolean {
  const markers = plan.reportAnalysis?.markers ?? [];
  if (!markers.some((m) => m.key === 'albumin' && m.value < 30)) return false;
  if (markers.some((m) => m.key === 'egfr' && m.value < 30)) return false;
  const lipidsHigh = markers.some(
    (m) =>
      (m.key === 'totalCholesterol' || m.key === 'ldlCholesterol') &&
      m.refHigh != null &&
      m.value > m.refHigh,
  );
  const p = plan.profile;
  return lipidsHigh || !(p.age >= 80 || (p.bmi ?? 99) < 18.5);
}

/** A pressure injury said (bed sore, 压疮). */
const PRESSURE_INJURY_SAID =
  /褥疮|压疮|压力性损伤|压伤|\b(bed ?sores?|pressure (sores?|ulcers?|injur(y|ies))|decubitus( ulcers?)?)\b/;
/** How much protein, or whether it is enough, asked. */
const AMOUNT_ASKED =
  /多少|几克|几两|够不够|够吗|不够|目标|\bhow much\b|\bhow many\b|\bgrams?\b|\benough\b|\btarget\b|\bshould (she|he|i|they) (be )?(get|getting|eat|eating|have|having)\b/;

/**
 * An older or frail person with kidney disease (CKD 3–5, not on dialysis) who eats little or is getting thin, asked how
 * much protein they need: the plan's figure, and that falling short is the risk now — never the plan's food estimate
 * as if they ate it (blind answer round 44, en-046, unsafe: "your diet already gives about 49 g … no protein
 * supplement needed" for a woman of 74 at 45 kg living on plain congee with an albumin of 34).
 */
export function ckdProteinEatingLittleAnswer(
  ctx: Ctx,
  /** The plan's kidney protein rules (ckd-protein, -yield, -kdigo): noted here, so no guard puts them above. */
  rules: readonly { id: SafetyNote['id']; text: Bilingual; source: Source }[],
): Draft | null {
  const plan = ctx.plan;
  if (!plan || !hasKidneyDisease(plan) || dialysisContext(ctx)) return null;
  if ((plan.profile.conditions ?? []).includes('kidney_transplant') || nephroticReading(plan)) return null;
  if (!PROTEIN_SAID.test(ctx.norm) || !AMOUNT_ASKED.test(ctx.norm)) return null;
  // Muscle, a trainer or shakes is the nephrologist-or-trainer answer's (ckdProteinMuscleAnswer).
  if (MUSCLE_SAID.test(ctx.norm)) return null;
  const said = [ctx.norm, normaliseQuestion(ctx.previous ?? '')].join('\n');
  // A pressure injury's raised needs are its own row's (faq/rows-review28.ts pressure-injury-needs).
  if (!EATING_LITTLE_SAID.test(said) || PRESSURE_INJURY_SAID.test(said)) return null;
  const l = ctx.locale;
  // The plan's one figure where the kidney rule yields, or its KDOQI range; none when the kidney team sets it.
  const y = kidneyProteinYield(plan);
  const r = y ? null : kidneyProteinRange(plan);
  const grams = y ? `${Math.round(y.targetG)}` : r ? `${r.min}–${r.max}` : null;
  // The day sketched for the plan's one figure: an egg, a glass of milk and the usual starches, the rest from meat or
  // fish (50 g of lean meat or fish holds about 10 g of protein; 中国食物成分表), rounded down to 25 g.
  const meatG = y ? Math.max(50, Math.floor(((y.targetG - 24) / 10) * 2) * 25) : null;
  const dayZh = meatG
    ? `按每天约 ${grams} 克算，大致是：1个鸡蛋（约6克）＋1杯牛奶（约8克；或100克嫩豆腐，约5克）＋米饭、面条、馒头这些主食照常吃（约10克）＋瘦肉、鱼或虾约${fmt(meatG / 50)}两（${meatG}克，约${meatG / 5}克），分到几顿里。`
    : '';
  const dayEn = meatG
    ? ` At about ${grams} g a day that is roughly: 1 egg (about 6 g) + a glass of milk (about 8 g; or 100 g of soft tofu, about 5 g) + the usual starches — rice, noodles, bread (about 10 g) + about ${meatG} g of lean meat, fish or prawns (about ${meatG / 5} g), spread over the meals.`
    : '';
  const lines = [
    grams
      ? L(
          l,
          `**按方案，蛋白质每天吃到约 ${grams} 克就好；现在更要担心的是吃得太少，而不是太多：像你说的吃得这么少，实际吃到的多半达不到。**`,
          `**Aim for the plan’s figure of about ${grams} g of protein a day — right now the bigger risk is too little, not too much: eating as little as you describe, the real intake is probably well under it.**`,
        )
      : L(
          l,
          '**现在更要担心的是蛋白质和热量吃得太少，而不是太多：像你说的吃得这么少，实际吃到的多半不够；每天要吃够多少，请肾内科医生或肾病营养师按现在的情况定。**',
          '**Right now the bigger risk is too little protein and energy, not too much: eating as little as you describe, the real intake is probably short — ask the kidney doctor or a renal dietitian to set the daily amount for how things are now.**',
        ),
    // The plan's sentence holds what each kidney protein rule says (its figure, the 1.3 g/kg ceiling or KDIGO's
    // 0.8 g/kg, the kidney team): the rules are noted, not said twice.
    kidneyProteinLine(plan, l).replace(/\*\*/g, ''),
    L(
      l,
      '医生说的“蛋白质别吃太多”，指的是不要高蛋白饮食、不要自己加蛋白粉，并不是要吃得比这个量还少。吃得少、体重往下掉（化验白蛋白偏低时也一样）是营养不良的信号：请一两周内告诉肾内科医生，请他们安排肾病营养师。',
      'The doctor’s “not too much protein” means no high-protein diet and no protein powders of your own — never eating less than this. Eating little and losing weight (with an albumin below range, if it was measured) are signs of malnutrition: tell the kidney doctor within a week or two and ask for a renal dietitian.',
    ),
    L(
      l,
      `**用饭菜补上：**${dayZh}少量多餐，一天5–6次，每顿放一点蛋白质——粥里打一个鸡蛋，煮进肉末或鱼肉，嫩豆腐、蒸水蛋；热量也要够，米饭、面条、馒头照常吃，粥和菜里多放一勺植物油，这样吃进去的蛋白质才用来保肌肉。血钾、血磷偏高的，牛奶、豆制品、水果吃多少请营养师定。`,
      `**Reach it with food:**${dayEn} Small meals 5–6 times a day, each with some protein — an egg stirred into the congee or porridge, minced meat or fish cooked in, soft tofu, a steamed egg custard; and enough energy — rice, noodles and bread as usual, an extra spoon of vegetable oil in the food, so that the protein goes to keeping muscle. With a raised potassium or phosphate, the dietitian says how much milk, soy and fruit fit.`,
    ),
    L(
      l,
      '营养液或蛋白粉先问肾内科医生或营养师：饭菜补不上时，他们可能会开口服营养补充剂（常用肾病专用配方）。每周同一时间称一次体重；体重一直往下掉、几乎吃不下喝不下、呕吐或特别嗜睡，要尽快就医。',
      'A nutrition drink or protein powder only with the kidney doctor’s or dietitian’s say: when meals fall short they may prescribe an oral nutritional supplement, often a kidney formula. Weigh once a week at the same time; weight that keeps falling, hardly eating or drinking, vomiting or unusual drowsiness need a doctor soon.',
    ),
  ];
  // With heart failure too, the porridge, soups and drinks that feed the person up count within the fluid limit
  // (as the kidney appetite row says, faq/rows-review28.ts).
  if ((plan.profile.conditions ?? []).includes('heart_failure'))
    lines.push(
      L(
        l,
        '有心衰的，汤、粥、牛奶和营养液都算在医生定的每天液体量里，选“干一点、浓一点”的饭菜；体重改成每天早上称，3天内长了2公斤以上是积水，要当天联系医生。',
        'With heart failure as well, soup, porridge, milk and nutrition drinks all count within the fluid limit the doctor set: choose denser, drier dishes; and weigh every morning instead — more than 2 kg in 3 days is fluid, so contact the doctor that day.',
      ),
    );
  return {
    text:
      lines.join('\n\n') +
      sourceLine([CKD_EATING_LITTLE_SOURCE.ref, ...rules.map((r) => r.source.ref)].join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    notes: rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
  };
}

const CKD_EATING_LITTLE_SOURCE: Source = {
  ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD (Kidney Int 2024;105(4S):S117), 3.3.1 and its practice points (protein 0.8 g/kg in G3–G5, avoid > 1.3 g/kg; higher protein and energy targets in older adults with frailty or sarcopenia; no low-protein diet when metabolically unstable); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (energy 25–35 kcal/kg; oral nutritional supplements when at risk of protein-energy wasting); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47; 中国食物成分表（标准版第6版）',
};
