import type { Bilingual, Source } from '../contracts/common';

/**
 * Kidney stones (尿路结石; fifteenth clinician review, zh P3-M1/M2: a man with recurrent calcium-oxalate
 * stones on a citrate and a thiazide had no stone condition to tick, his water, spinach, tea, beer and
 * lemon questions got the hypercalcaemia text or "no rule", and 2 g of vitamin C a day was judged only
 * against the UL). One row per rule, each with its guideline; conditions/kidney-stones.ts puts the rows
 * into the plan and assistant/faq/rows-kidney-stones.ts answers the chat from the same figures.
 * Sections marked "from memory" were not checked against the document.
 */

export const KIDNEY_STONE_SOURCES = {
  eau: {
    ref: 'EAU Guidelines on Urolithiasis 2024 (Skolarikos A et al.), general preventive measures for stone formers: fluid intake 2.5–3.0 L/day spread over the day aiming at a urine volume of at least 2.0–2.5 L/day; normal calcium intake 1,000–1,200 mg/day, not restricted; sodium chloride 4–5 g/day; protein 0.8–1.0 g/kg/day without excess animal protein; calcium-oxalate stones: avoid oxalate-rich food and excessive vitamin C — section numbers and the vitamin C wording from memory',
    url: 'https://uroweb.org/guidelines/urolithiasis',
  },
  aua: {
    ref: 'Pearle MS et al. Medical Management of Kidney Stones: AUA Guideline. J Urol 2014;192:316–324 (amended 2019): fluid to achieve a urine volume of at least 2.5 L/day; calcium stones with high urine calcium: limit sodium and keep dietary calcium 1,000–1,200 mg/day; calcium-oxalate stones with high urine oxalate: limit oxalate-rich foods and keep normal calcium; limit non-dairy animal protein; potassium citrate for low urine citrate; thiazide for high urine calcium — guideline statement numbers from memory',
    url: 'https://www.auanet.org/guidelines-and-quality/guidelines/kidney-stones-medical-mangement-guideline',
  },
  vitaminC: {
    ref: 'Thomas LDK, Elinder CG, Tiselius HG, Wolk A, Åkesson A. Ascorbic acid supplements and kidney stone incidence among men: a prospective study. JAMA Intern Med 2013;173:386–388 (about twice the risk with vitamin C supplements; ascorbate is metabolised to oxalate); the 1 g/day ceiling for stone formers as EAU 2024 and common urological practice — wording from memory',
    url: 'https://doi.org/10.1001/jamainternmed.2013.2296',
  },
  cn: {
    ref: '中国泌尿外科和男科疾病诊断治疗指南（2022版）尿石症：增加液体摄入使每天尿量在2.0–2.5升以上，正常钙饮食，限盐，限制动物蛋白，草酸钙结石限制高草酸食物 —— 章节与措辞凭记忆',
  },
} as const satisfies Record<string, Source>;

/** The figures the plan, the product review and the chat give a stone former. */
export const KIDNEY_STONES = {
  /** Urine a day to aim at (AUA 2014: ≥ 2.5 L). */
  urineLitres: 2.5,
  /** Fluids a day that usually give it (EAU 2024: 2.5–3.0 L). */
  fluidLitres: { min: 2.5, max: 3 },
  /** Calcium from food, not cut (EAU 2024; AUA 2014). */
  calciumMg: { min: 1000, max: 1200 },
  /** Salt a day (EAU 2024: 4–5 g NaCl; 中国居民膳食指南 2022: < 5 g). */
  saltMaxG: 5,
  /** Total protein a day in g/kg, animal protein not in excess (EAU 2024). */
  proteinGPerKg: { min: 0.8, max: 1 },
  /** Vitamin C from supplements a day (Thomas 2013; EAU 2024). */
  vitaminCSupplementMaxMg: 1000,
} as const;

/** A rule of the stone finding: its text and source. */
export interface KidneyStoneRule {
  id: string;
  text: Bilingual;
  source: Source;
}

const K = KIDNEY_STONES;
const S = KIDNEY_STONE_SOURCES;

/** The rows in the order the finding says them. Which apply to a person: conditions/kidney-stones.ts. */
export const KIDNEY_STONE_RULES = [
  {
    id: 'stones.fluids',
    text: {
      zh: `每天喝水约 ${K.fluidLitres.min}–${K.fluidLitres.max} 升，分在全天喝（睡前也喝一杯），目标是每天尿量至少 ${K.urineLitres} 升、尿色清淡；天热、出汗多时再多喝。白水最好，少喝含糖饮料和果汁。`,
      en: `Drink about ${K.fluidLitres.min}–${K.fluidLitres.max} litres a day, spread over the day (a glass at bedtime too), so that you pass at least ${K.urineLitres} litres of pale urine a day; more in hot weather or when you sweat. Water is best; keep sugary drinks and juice low.`,
    },
    source: S.aua,
  },
  {
    id: 'stones.fluids-limited',
    text: {
      zh: '你有心衰或在透析：每天喝多少水由心内科或肾内科医生定，不要为了防结石自己多喝，先把结石的情况告诉他们。',
      en: 'You have heart failure or are on dialysis: your heart or kidney team sets how much you drink, so do not drink more to prevent stones on your own — tell them about the stones first.',
    },
    source: S.eau,
  },
  {
    // Twenty-third clinician review, zh S1: 2.5–3 L a day printed beside a sodium of 129 on oxcarbazepine.
    id: 'stones.fluids-low-sodium',
    text: {
      zh: '你的血钠偏低（低于135毫摩尔/升）：先不要按防结石的每天2.5–3升去喝——喝水过多会让血钠更低；每天喝多少由医生定，把结石和血钠的情况都告诉他。',
      en: 'Your blood sodium is low (under 135 mmol/L): do not drink the 2.5–3 litres a day that prevents stones for now — drinking a lot lowers the sodium further; your doctor sets how much you drink, so tell them about both the stones and the sodium.',
    },
    source: {
      ref: `Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia (ESE/ESICM/ERA-EDTA), Eur J Endocrinol 2014;170:G1 (fluid restriction first-line in SIADH; avoid a high fluid intake); ${S.eau.ref}`,
      url: 'https://doi.org/10.1530/EJE-13-1020',
    },
  },
  {
    id: 'stones.calcium',
    text: {
      zh: `钙不要少吃：每天从奶类、豆制品等食物中吃够约 ${K.calciumMg.min}–${K.calciumMg.max} 毫克钙，和正餐一起吃——食物里的钙在肠道里结合草酸，反而减少结石；少吃钙会让结石更多。钙片要不要吃、什么时候吃，听医生的。`,
      en: `Do not cut calcium: get about ${K.calciumMg.min}–${K.calciumMg.max} mg a day from food (dairy, tofu and other soy foods) with your meals — calcium in food binds oxalate in the gut and lowers the stone risk, while a low-calcium diet raises it. Whether and when to take a calcium tablet is your doctor's call.`,
    },
    source: S.eau,
  },
  {
    id: 'stones.calcium-high',
    text: {
      zh: '你的血钙偏高：钙和维生素D补充剂先按“血钙偏高”一条停用，食物里的钙吃多少听医生的；不要为了防结石自己加钙片，也不要完全不吃奶类和豆制品。',
      en: 'Your blood calcium is high: stop calcium and vitamin D supplements as the high-calcium note says, and ask your doctor how much calcium to eat; do not add calcium tablets to prevent stones, and do not cut out dairy and soy foods altogether.',
    },
    source: S.eau,
  },
  {
    id: 'stones.salt-protein',
    text: {
      zh: `盐每天不超过 ${K.saltMaxG} 克（咸菜、腌肉、方便面也算）：盐多了尿里的钙也多。肉、禽、鱼、海鲜等动物蛋白适量，不要大量吃；总蛋白质每天每公斤体重约 ${K.proteinGPerKg.min}–${K.proteinGPerKg.max} 克就够。`,
      en: `Keep salt to ${K.saltMaxG} g a day or less (pickles, cured meat and instant noodles count): more salt means more calcium in the urine. Eat meat, poultry, fish and seafood in moderate portions, not large ones; about ${K.proteinGPerKg.min}–${K.proteinGPerKg.max} g of protein per kg of body weight a day is enough.`,
    },
    source: S.eau,
  },
  {
    id: 'stones.protein-kidney',
    text: {
      zh: '你同时有肾病：蛋白质和钙吃多少请肾内科医生一起定，不按上面的数字。',
      en: 'You also have kidney disease: agree your protein and calcium with your kidney team rather than the figures above.',
    },
    source: S.eau,
  },
  {
    id: 'stones.oxalate',
    text: {
      zh: '如果是草酸钙结石（最常见的一种，结石成分分析能看出来）：菠菜、苋菜、竹笋、浓茶、坚果、巧克力等高草酸食物不要大量吃，菠菜等叶菜先焯水再做，和含钙食物同一餐吃；不需要完全不吃。',
      en: 'If your stones are calcium oxalate (the most common kind; a stone analysis tells you): do not eat large amounts of high-oxalate foods such as spinach, rhubarb, beetroot, strong tea, nuts and chocolate; blanch spinach and similar greens before cooking and eat them at a meal with calcium-rich food — there is no need to cut them out completely.',
    },
    source: S.aua,
  },
  {
    id: 'stones.vitamin-c',
    text: {
      zh: `维生素C补充剂每天不超过 ${K.vitaminCSupplementMaxMg} 毫克：大剂量维生素C在体内会变成草酸，服用维生素C补充剂的男性结石风险约高一倍。维生素C泡腾片常见一片就是 1000 毫克。蔬菜水果里的维生素C不用限制。`,
      en: `Keep vitamin C supplements to ${K.vitaminCSupplementMaxMg} mg a day or less: high-dose vitamin C is turned into oxalate, and men who took vitamin C supplements had about twice the stone risk. One effervescent vitamin C tablet is often 1,000 mg. Vitamin C from vegetables and fruit needs no limit.`,
    },
    source: S.vitaminC,
  },
  {
    id: 'stones.citrate-follow-up',
    text: {
      zh: '医生开的枸橼酸钾或枸橼酸氢钾钠（如友来特）、氢氯噻嗪等防结石药按医嘱服用；柠檬水（不加糖）可以喝，但不能代替这些药。啤酒不能排石，酒少喝。按医生要求做24小时尿液检查、复查B超，结石排出来时留下做成分分析。',
      en: 'Take the stone medicines your doctor prescribes (potassium citrate, a thiazide) as prescribed; unsweetened lemon water is fine but does not replace them. Beer does not flush stones out — keep alcohol low. Have the 24-hour urine tests and scans your doctor asks for, and keep any stone you pass for analysis.',
    },
    source: S.cn,
  },
] as const satisfies readonly KidneyStoneRule[];

export type KidneyStoneRuleId = (typeof KIDNEY_STONE_RULES)[number]['id'];

/** The text of a stone rule by its id (every id in KIDNEY_STONE_RULES). */
export function kidneyStoneRule(id: KidneyStoneRuleId): KidneyStoneRule {
  return KIDNEY_STONE_RULES.find((r) => r.id === id)!;
}
