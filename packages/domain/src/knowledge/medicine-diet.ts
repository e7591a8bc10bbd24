import type { Bilingual, Source } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';

type DietPattern = NonNullable<Answers['dietPattern']>;
type AlcoholLevel = NonNullable<Answers['alcohol']>;
import { VITAMIN_K_ANTAGONISTS, type DrugClass, type DrugId } from './drugs';
import { CLOZAPINE_GUT_SOURCE } from './slow-gut';
import { ELTROMBOPAG_LABEL } from './eltrombopag';
import { AGI_HYPO_LINE, AGI_HYPO_SOURCE } from './hypoglycaemia';
import { RILPIVIRINE_ORAL } from './rilpivirine-acid';

/**
 * Desmopressin for nocturia (Noqdirna, Nocdurna; also DDAVP, Minirin): the UK SmPC's fluid limit, sodium
 * checks and the medicines that add to the risk of a low sodium (fourteenth clinician review, en P3 #1, #2).
 */
export const DESMOPRESSIN_LABEL: Source = {
  ref: 'Noqdirna (desmopressin) oral lyophilisate SmPC (Ferring, EMC): §4.2 (discontinue if the serum sodium falls below the lower limit of normal; 65 and over: sodium within the normal range before starting, in the first week (4–8 days) and again at one month; headache, nausea or vomiting, weight gain are signs of water retention — treatment interrupted and reassessed), §4.3 (contraindicated in hyponatraemia) and §4.4–4.5 (fluid intake limited to a minimum from 1 hour before until 8 hours after the dose; SSRIs, tricyclics, chlorpromazine, carbamazepine, thiazide and other diuretics and NSAIDs add to the risk of hyponatraemia); DDAVP US prescribing information, Boxed Warning (hyponatremia); 醋酸去氨加压素片（弥凝）说明书【注意事项】（章节凭记忆）',
  url: 'https://www.medicines.org.uk/emc/search?q=noqdirna',
};

/**
 * Said after a source written for warfarin when a row of the class is built for another vitamin K antagonist: why
 * warfarin's evidence is applied to it.
 */
function asVka(x: { id: string; en: string }): string {
  return x.id === 'warfarin'
    ? ''
    : `; applied to ${x.en.toLowerCase()}, a vitamin K antagonist like warfarin whose effect the INR measures and vitamin K undoes (WHO ATC B01AA)`;
}

/**
 * What to eat and drink around a medicine (issue 31 §1, drug–food rules): one note per row, shown in
 * the plan as a finding for anyone taking a medicine of the row, and read by the assistant. A row
 * names drugs or classes; `avoid` and `fine` list foods in the reader's language (Chinese foods in the
 * Chinese text). Warfarin's vitamin K note lives in conditions/ (vitaminKSteadyFinding).
 */
export interface MedicineDietRow {
  id: string;
  drugs?: readonly DrugId[];
  classes?: readonly DrugClass[];
  /** Medicines of those classes the row is not for (their own row says otherwise). */
  exceptDrugs?: readonly DrugId[];
  /** `warning`: a food that can harm with this medicine; `info`: how to take it with food and drink. */
  severity: 'warning' | 'info';
  text: Bilingual;
  source: Source;
  /**
   * The plan shows the row only for these questionnaire diets (the chat answers it whenever the
   * question names the diet): keto on an SGLT2 inhibitor is a finding for a low-carb eater only.
   */
  planDiets?: readonly DietPattern[];
  /**
   * The plan shows the row only to someone who drinks this much (the questionnaire's alcohol answer); the
   * chat answers it whenever alcohol is asked about with the medicine. The labels' alcohol warnings speak
   * of 3 or more drinks a day (thirtieth clinician review, en S3).
   */
  planAlcohol?: readonly AlcoholLevel[];
  /**
   * Said by the chat when asked, never a plan finding: "grapefruit is fine on rosuvastatin" answers a
   * question but is no finding for everyone on it.
   */
  chatOnly?: boolean;
  /**
   * The row answers the whole message whenever its cue is there, before the condition rules (liver
   * disease's alcohol line) and before the message is split into parts: a medicine for which everything
   * asked about is one danger (disulfiram — any alcohol, however hidden; ninth clinician review, en P2).
   */
  answersWhole?: boolean;
  /**
   * The row answers the whole message only when this narrower cue is there (its other cues still let it
   * answer beside the rest): lithium and a plan to cut salt or go keto — the medicine's rule first, never
   * the general "salt under 5 g" for blood pressure (sixteenth blind review, en P2-S1).
   */
  answersWholeWhen?: RegExp;
  /**
   * What the plan says instead to someone who does not smoke (never, or stopped already): a smoking
   * paragraph is content meant for someone else (fifth clinician review of 2026-11-25, en P1).
   */
  nonSmokerText?: Bilingual;
  /**
   * What the plan says instead to someone who has stopped smoking (the questionnaire cannot say when):
   * a recent stop raises the level now (ninth clinician review, en P3 and zh P4: quit 10 days ago).
   */
  formerSmokerText?: Bilingual;
  /**
   * The text for someone who also takes an α-glucosidase inhibitor (acarbose, miglitol, voglibose): a
   * low is treated with glucose, never sugar, sweets or juice (knowledge/hypoglycaemia.ts; tenth
   * clinician review, zh P3 finding 1).
   */
  agiText?: Bilingual;
  /**
   * What the plan says instead when she is pregnant or trying for a baby: the row's own point without its
   * drinking allowance — in pregnancy the amount is none (tenth clinician review, zh P5: "女性每天不超过1杯"
   * on insulin at 26 weeks). Every row whose text allows some alcohol has one (review10-pregnancy test).
   */
  pregnancyText?: Bilingual;
  /**
   * The source of what `pregnancyText` adds, cited in the chat's pregnancy alcohol answer in place of the
   * row's own source (which may describe a drinking allowance; thirty-fifth clinician review, en S2).
   */
  pregnancyRef?: string;
  /**
   * Not said when a medicine of these classes is taken too: it tells the row's condition is another
   * (pancreatic enzymes beside a CFTR modulator are for cystic fibrosis, not pancreatitis — eleventh
   * clinician review, en P3).
   */
  notWithClasses?: readonly DrugClass[];
  /**
   * A food several medicines have rules about, and how far this row allows it: `none` (none at all),
   * `limit` (some, within a limit), `fine` (ordinary amounts). When the person takes medicines of rows
   * of the same food, the strictest row decides, in the plan and the chat: a `limit` row is not said and
   * the strictest row names its medicines (a `fine` row defers to the others in its own text and stays) (eighteenth clinician review, en S1: the atorvastatin "a glass
   * now and then" answered someone on amiodarone, whose label says no grapefruit juice at all).
   */
  sharedFood?: { food: SharedFood; level: SharedFoodLevel };
}

/** Foods with rules from several medicines, each allowing a different amount. */
export type SharedFood = 'grapefruit' | 'alcohol';
export type SharedFoodLevel = 'none' | 'limit' | 'fine';

/** Strictest first. */
export const SHARED_FOOD_LEVELS: readonly SharedFoodLevel[] = ['none', 'limit', 'fine'];

/**
 * Said after the strictest row when the person also takes a medicine whose own row for the food is
 * looser: its allowance does not apply to them ({looser} and {strict}: the medicines' names).
 */
export const STRICTER_FOOD_RULE: Record<SharedFood, (looser: Bilingual, strict: Bilingual) => Bilingual> = {
  grapefruit: (looser, strict) => ({
    zh: `**你同时在吃${looser.zh}：单看${looser.zh}，偶尔少量西柚可以，但你在吃${strict.zh}，要按上面更严的这一条——西柚、柚子和它们的果汁都不要吃，“偶尔一杯”的说法不适用于你。**`,
    en: `**You also take ${looser.en}: on its own it allows some grapefruit now and then, but while you take ${strict.en} the stricter rule above decides — no grapefruit, pomelo or their juice at all; that "now and then" allowance does not apply to you.**`,
  }),
  alcohol: (looser, strict) => ({
    zh: `**你同时在吃${looser.zh}：单看${looser.zh}，少量饮酒可以，但你在吃${strict.zh}，要按上面更严的这一条——不要喝酒，“少喝一点”的说法不适用于你。**`,
    en: `**You also take ${looser.en}: on its own it allows a little alcohol, but while you take ${strict.en} the stricter rule above decides — no alcohol; that "a little" allowance does not apply to you.**`,
  }),
};

/**
 * The pregnancy sentence of `pregnancyText`: 中国居民膳食指南（2022）孕期妇女膳食指南 (禁酒); WHO 2014
 * substance use in pregnancy; ACOG; UK CMO Low Risk Drinking Guidelines 2016.
 */
export const PREGNANCY_NO_ALCOHOL_SOURCE =
  '中国居民膳食指南（2022）孕期妇女膳食指南：禁酒; WHO Guidelines for the identification and management of substance use and substance use disorders in pregnancy (2014); ACOG Committee Opinion No. 496 (2011, reaffirmed); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016): pregnant or planning a pregnancy, the safest approach is not to drink alcohol at all';

const NO_ALCOHOL_PREGNANT: Bilingual = {
  zh: '**孕期（以及备孕时）不要喝酒，一小杯也不要：没有已知安全的量。**',
  en: '**No alcohol in pregnancy or while trying for a baby, not even a small glass: there is no known safe amount.**',
};

/** The row's text for someone pregnant or trying for a baby, when it has one. */
export function pregnancyDietText(id: string, pregnantOrPlanning: boolean): Bilingual | undefined {
  if (!pregnantOrPlanning) return undefined;
  const row = MEDICINE_DIET.find((r) => r.id === id);
  return row?.pregnancyText;
}

/**
 * What a medicine's alcohol row adds in pregnancy after the pregnancy answer's own "no alcohol at all"
 * (thirty-fifth clinician review, en S2): its pregnancy text without that first sentence, or the row's text
 * when it has none (a row that forbids alcohol outright gives its own reason), with the source to cite (a
 * pregnancy text's own, never a source that describes a drinking allowance). Undefined: no such row.
 */
export function medicineAlcoholAfterPregnancyLead(id: string): { text: Bilingual; ref?: string } | undefined {
  const row = MEDICINE_DIET.find((r) => r.id === id);
  if (!row) return undefined;
  if (!row.pregnancyText) return { text: row.text, ref: row.source.ref };
  return {
    text: {
      zh: row.pregnancyText.zh.replace(NO_ALCOHOL_PREGNANT.zh, '').trim(),
      en: row.pregnancyText.en.replace(NO_ALCOHOL_PREGNANT.en, '').trim(),
    },
    ...(row.pregnancyRef ? { ref: row.pregnancyRef } : {}),
  };
}

/** The row's text for a non-smoker, when it has one. */
export function nonSmokerDietText(id: string, smoking: string | undefined): Bilingual | undefined {
  if (smoking !== 'never' && smoking !== 'former') return undefined;
  const row = MEDICINE_DIET.find((r) => r.id === id);
  return (smoking === 'former' ? row?.formerSmokerText : undefined) ?? row?.nonSmokerText;
}

/**
 * Whether the plan shows a medicine-diet row to someone eating and drinking this way (see `planDiets` and
 * `planAlcohol`).
 */
export function planShowsDietRow(
  id: string,
  dietPattern: DietPattern | undefined,
  alcohol?: AlcoholLevel,
): boolean {
  const row = MEDICINE_DIET.find((r) => r.id === id);
  if (row?.chatOnly === true) return false;
  const diets = row?.planDiets;
  const drinks = row?.planAlcohol;
  return (
    (diets === undefined || (dietPattern !== undefined && diets.includes(dietPattern))) &&
    (drinks === undefined || (alcohol !== undefined && drinks.includes(alcohol)))
  );
}

/**
 * 复方α-酮酸片（开同）/ Ketosteril: the calcium it carries and the medicines to keep 2 hours apart (tenth
 * clinician review, zh P2 finding 2).
 */
export const KETO_ACID_LABEL: Source = {
  ref: 'Ketosteril (keto analogues of essential amino acids; 复方α-酮酸片 开同, Fresenius Kabi) SmPC and NMPA label: with meals, swallowed whole, usually 4–8 tablets three times a day with a low-protein diet and adequate energy; total calcium about 1.25 mmol (50 mg) per tablet, serum calcium monitored regularly; calcium-containing medicines can cause or worsen hypercalcaemia; medicines that form poorly soluble compounds with calcium (tetracyclines, quinolones such as ciprofloxacin and norfloxacin, iron, fluoride, estramustine) taken at least 2 hours apart — section numbers cited from memory',
};

/** Sodium bicarbonate tablets: the sodium they bring, and what their label says about other medicines. */
const SODIUM_BICARBONATE_SOURCE: Source = {
  ref: 'Sodium bicarbonate tablets USP 650 mg, OTC Drug Facts: each tablet contains sodium 178 mg; ask a doctor before use if you have a sodium-restricted diet; ask a doctor or pharmacist before use if you are taking a prescription drug (antacids may interact with certain prescription drugs) — no fixed interval given; 碳酸氢钠片（0.5 g）说明书：如正在使用其他药品，使用本品前请咨询医师或药师; sodium content calculated from the formula (NaHCO₃ 84 g/mol, sodium 23 g/mol: 274 mg of sodium per gram, 137 mg per 0.5 g tablet); KDIGO 2012 CKD guideline 3.1.10 (oral bicarbonate when serum bicarbonate is below 22 mmol/L); KDIGO 2024 CKD guideline (sodium under 2 g a day); 中国居民膳食指南（2022）（成人每天食盐不超过5 g）',
};

/**
 * Food safety with a weakened immune system (clinician review 2026-11-25, E1: azathioprine and
 * prednisone): Listeria, Vibrio and the other foodborne infections that hit people on these medicines
 * harder. Said by the plan for azathioprine, mycophenolate and methotrexate (a steroid's course length
 * is not known), and by the chat for any immunosuppressant or a steroid (assistant/intents/condition-topics.ts).
 */
export const IMMUNOSUPPRESSED_FOOD_SAFETY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃硫唑嘌呤、激素（如泼尼松）、他克莫司、环孢素、吗替麦考酚酯、甲氨蝶呤、生物制剂或伊布替尼、泽布替尼这类靶向药期间，或有慢性淋巴细胞白血病这类血液肿瘤时，免疫力偏低，这些食物先别吃：** 生鱼片、生的寿司、生蚝和其他生的或没熟透的贝类海鲜（可能有创伤弧菌、诺如病毒）、没熟透的肉和溏心蛋；没经过巴氏消毒的生奶和用它做的软质奶酪（如布里、卡门贝尔）；熟食店的冷切肉、火腿片、香肠要加热到冒热气再吃（可能有李斯特菌）。熟的寿司、做熟的海鲜、巴氏消毒奶做的硬质奶酪可以吃；剩饭菜要热透。吃过后出现发烧、寒战、腹泻或全身酸痛，请尽快联系医生。',
    en: '**On azathioprine, a steroid such as prednisone, tacrolimus, ciclosporin, mycophenolate, methotrexate, a biologic or a BTK inhibitor such as ibrutinib or zanubrutinib — or with a blood cancer such as CLL — your immunity is lower, so skip:** sashimi and raw sushi, raw oysters and other raw or undercooked shellfish (Vibrio, norovirus), undercooked meat and runny eggs; unpasteurised milk and soft cheeses made from it (brie, camembert, queso fresco); and deli meats, cold cuts and hot dogs unless heated until steaming (Listeria). Cooked sushi rolls, fully cooked seafood and hard cheeses from pasteurised milk are fine; reheat leftovers until hot. A fever, chills, diarrhoea or aches after something risky need a call to your doctor soon.',
  },
  source: {
    ref: 'US FDA, Food Safety for Older Adults and People with Cancer, Diabetes, HIV/AIDS, Organ Transplants, and Autoimmune Diseases (2020): raw or undercooked seafood including oysters, unpasteurised milk and soft cheeses from it, deli meats unless reheated to steaming; US CDC, Listeria — people at higher risk (weakened immune system, including medicines such as steroids and immunosuppressants); US CDC, Vibrio and raw oysters (higher risk with a weakened immune system)',
    url: 'https://www.fda.gov/food/people-risk-foodborne-illness/food-safety-older-adults-and-people-cancer-diabetes-hivaids-organ-transplants-and-autoimmune',
  },
};

/** Medicines that lower immunity enough for the food-safety and probiotic rules (drug ids). */
export const IMMUNOSUPPRESSING: ReadonlySet<string> = new Set([
  'azathioprine',
  'mycophenolate',
  'tacrolimus',
  'cyclosporine',
  // mTOR inhibitors: infections are a labelled warning (Rapamune and Afinitor labels §5).
  'sirolimus',
  'everolimus',
  'methotrexate',
  'prednisone',
  'prednisolone',
  'methylprednisolone',
  'dexamethasone',
  'hydrocortisone',
  // BTK inhibitors: infections are among their most common serious effects (Imbruvica and Brukinsa labels
  // §5.2; blind answer round 31, zh-057/058: sushi and runny eggs on zanubrutinib with CLL had no answer).
  'ibrutinib',
  'zanubrutinib',
]);

/** Probiotics on an immunosuppressant: the specialist first (bacteraemia and fungaemia reported). */
export const IMMUNOSUPPRESSED_PROBIOTICS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃免疫抑制药（硫唑嘌呤、激素、他克莫司、吗替麦考酚酯、生物制剂等）时，先别自己吃益生菌，先问专科医生。** 益生菌是活的细菌或酵母，免疫力低的人有过因此发生血液感染（菌血症、真菌血症，例如布拉氏酵母菌）的病例报告；对克罗恩病，指南也不推荐用益生菌来控制病情。酸奶等普通发酵食品一般可以吃。',
    en: '**On an immunosuppressant (azathioprine, a steroid, tacrolimus, mycophenolate, a biologic …) do not start a probiotic on your own — ask your specialist first.** Probiotics are live bacteria or yeasts, and people with weakened immunity have had bloodstream infections from them (bacteraemia and fungaemia, for example with Saccharomyces boulardii); for Crohn’s disease the guideline does not recommend probiotics to control the disease. Ordinary yogurt is generally fine.',
  },
  source: {
    ref: 'Doron S, Snydman DR. Risk and safety of probiotics. Clin Infect Dis 2015;60 Suppl 2:S129–S134 (bacteraemia and fungaemia, e.g. Saccharomyces, in immunocompromised people); Bischoff SC et al. ESPEN guideline on clinical nutrition in IBD, Clin Nutr 2023;42:352 (probiotics not recommended to induce or keep remission in Crohn’s disease)',
    url: 'https://academic.oup.com/cid/article/60/suppl_2/S129/379158',
  },
};

/**
 * A probiotic product in the plan's review on an immunosuppressant (thirty-fourth clinician review, zh M6: a
 * neutropenic transplant recipient's probiotic was "no benefit" while the chat said not to take it).
 */
export const PROBIOTIC_PRODUCT_NAMES =
  /益生菌|益生元|乳酸菌|双歧杆菌|布拉氏酵母|\bprobiotics?\b|\bculturelle\b|\bflorastor\b|\bsaccharomyces\b|\blactobacill\w*|\bbifidobacter\w*/i;
export const IMMUNOSUPPRESSED_PROBIOTICS_REVIEW: Bilingual = {
  zh: '你在吃免疫抑制药或白细胞偏低：益生菌是活的细菌或酵母，免疫力低的人有过因此发生血液感染（菌血症、真菌血症）的病例报告。先停用本品，问过专科医生（移植、风湿或肿瘤团队）再决定；由医生开的除外。',
  en: 'You take an immunosuppressant or your white count is low: probiotics are live bacteria or yeasts, and people with weakened immunity have had bloodstream infections from them (bacteraemia, fungaemia). Stop this product until your specialist (transplant, rheumatology or oncology team) has agreed; one they prescribed is the exception.',
};

/**
 * Chinese patent medicines taken by mouth that are made with ethanol: with a cephalosporin, metronidazole
 * or disulfiram they count as a drink (fourteenth clinician review, zh P1 #2: "喝了一支藿香正气水，还在吃头孢"
 * got "no reliable rule"). 藿香正气水 contains 40–50 % ethanol (《中国药典》2020 一部); 十滴水 is an ethanol
 * tincture. The alcohol-free forms of 藿香正气 (口服液, 胶囊, 软胶囊, 滴丸) are not matched; "藿香正气" alone
 * is read as the 水, the form most households keep. Liniments such as 正骨水 are for the skin only.
 */
export const ALCOHOL_MEDICINE_WORDS =
  /藿香正气水|藿香正气(?!口服液|胶囊|软胶囊|滴丸|片|丸)|十滴水|\bhuo ?xiang zheng ?qi( ?shui)?\b|\bshi ?di ?shui\b/;

/**
 * A rilpivirine medicine said to be taken fasting: an empty stomach, just a coffee, no breakfast, one meal a
 * day or intermittent fasting, a protein shake in place of a meal (thirty-fifth clinician review, en S4: "once a
 * day first thing w black coffee", "dont eat til like 7pm cos im doing OMAD"). Read on the lower-cased text.
 */
export const TAKEN_FASTING =
  /空腹|不吃早(饭|餐)|没吃早(饭|餐)|早(饭|餐)(不吃|不怎么吃|很少吃)|(只|就|光)(喝|配|就着)?(一杯|杯)?(黑)?咖啡|就着(一杯)?(黑)?咖啡|配(一杯)?(黑)?咖啡|轻断食|间歇性?断食|断食|16[:：比]8|18[:：比]6|一天(只)?吃一(顿|餐)|一日一(餐|顿)|过午不食|蛋白粉|代餐|\b(omad|one meal a day|1 meal a day|one meal per day|intermittent(ly)? fast\w*|fasting|fasted|16[:/]8|18[:/]6|20[:/]4|empty stomach|skip\w* breakfast|no breakfast|(don'?t|dont|do not) eat (til|till|until|before)|(just|only)( with)? (a |my )?(black )?coffee|w(ith|\/)? (a )?black coffee|protein (shake|drink)s?)\b/;

export const MEDICINE_DIET: readonly MedicineDietRow[] = [
  {
    // Clinician review 2026-11-25 late, Z2 findings 1–4: dapagliflozin with a keto diet was declined
    // in the chat and passed without a word in the plan.
    id: 'sglt2-keto-ketoacidosis',
    severity: 'warning',
    classes: ['sglt2_inhibitor'],
    planDiets: ['low_carb'],
    text: {
      zh: '吃达格列净、恩格列净、卡格列净等SGLT-2抑制剂（“列净”类降糖药）时，不要自己开始生酮饮食、极低碳水饮食（例如每天碳水少于50克）或断食：这会增加酮症酸中毒的风险，而且血糖可能只是正常或略高（“血糖正常的酮症酸中毒”），血糖仪看着没事，其实已经很危险。想这样吃，请先和开药的医生商量，药可能需要调整或暂停。出现恶心、呕吐、肚子痛、呼吸快或深、特别乏力，或者尿酮、血酮升高，即使血糖不高，也要当天就医，并告诉医生你在吃这种药。',
      en: 'On an SGLT2 inhibitor (dapagliflozin, empagliflozin, canagliflozin, ertugliflozin …) do not start a ketogenic or very-low-carbohydrate diet (for example under 50 g of carbohydrate a day) or fasting on your own: it raises the risk of ketoacidosis, and the glucose can be normal or only a little raised (euglycaemic ketoacidosis), so the meter looks fine while it is dangerous. Plan any such diet with your prescriber first: the medicine may need changing or pausing. Nausea, vomiting, tummy pain, fast or deep breathing, unusual tiredness, or ketones in urine or blood need care the same day even with a normal glucose; say that you take this medicine.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication: FDA warns that SGLT2 inhibitors for diabetes may result in a serious condition of too much acid in the blood (15 May 2015; label warnings added 4 Dec 2015); Farxiga (dapagliflozin) and Jardiance (empagliflozin) US prescribing information §5.1 Ketoacidosis (ketogenic diet, caloric restriction and fasting named as risk factors; ketoacidosis can occur with glucose below 250 mg/dL; assess for ketoacidosis with nausea, vomiting, abdominal pain, malaise or shortness of breath regardless of glucose)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-warns-sglt2-inhibitors-diabetes-may-result-serious-condition-too-much-acid-blood',
    },
  },
  {
    // Sixth clinician review of 2026-11-26 (en P1): glipizide with under 20 g of carbohydrate a day and
    // 24-hour fasts, and the risk of lows was never said.
    id: 'sulfonylurea-insulin-keto-fasting',
    severity: 'warning',
    classes: ['sulfonylurea', 'insulin'],
    planDiets: ['low_carb'],
    text: {
      zh: '吃格列美脲、格列齐特、格列吡嗪等磺脲类降糖药或打胰岛素时，生酮、极低碳水饮食或断食会让血糖掉得很低（低血糖），断食那天和夜里尤其危险：开始之前请先和糖尿病医生商量，药量往往要先减；这样吃期间多测血糖，低于3.9 mmol/L（70 mg/dL）时马上吃15–20克糖（如半杯果汁或几块糖），15分钟后再测。',
      en: 'On a sulfonylurea (glipizide, glimepiride, gliclazide, glyburide) or insulin, a ketogenic or very-low-carbohydrate diet or fasting can drop your glucose dangerously low, on fasting days and at night above all: talk to your diabetes doctor before you start, because the dose usually needs lowering first; while eating this way check your glucose more often, and under 3.9 mmol/L (70 mg/dL) take 15–20 g of sugar at once (half a cup of juice or glucose tablets) and recheck after 15 minutes.',
    },
    agiText: {
      zh: '吃格列美脲、格列齐特、格列吡嗪等磺脲类降糖药或打胰岛素时，生酮、极低碳水饮食或断食会让血糖掉得很低（低血糖），断食那天和夜里尤其危险：开始之前请先和糖尿病医生商量，药量往往要先减；这样吃期间多测血糖，低于3.9 mmol/L（70 mg/dL）时马上吃15–20克葡萄糖（葡萄糖片或葡萄糖粉），15分钟后再测——你还在吃阿卡波糖这类药，白糖、糖块、可乐和果汁升糖慢、效果差，家里和随身都要备好葡萄糖片。',
      en: 'On a sulfonylurea (glipizide, glimepiride, gliclazide, glyburide) or insulin, a ketogenic or very-low-carbohydrate diet or fasting can drop your glucose dangerously low, on fasting days and at night above all: talk to your diabetes doctor before you start, because the dose usually needs lowering first; while eating this way check your glucose more often, and under 3.9 mmol/L (70 mg/dL) take 15–20 g of glucose at once (glucose tablets, gel or powder) and recheck after 15 minutes — with acarbose or another alpha-glucosidase inhibitor, table sugar, sweets, cola and juice work slowly and poorly, so keep glucose tablets at home and on you.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 Glycemic goals and hypoglycemia (15–20 g glucose at < 70 mg/dL, recheck at 15 min) and §5 Eating patterns (low-carbohydrate eating with insulin or sulfonylureas needs dose adjustment and glucose monitoring to prevent hypoglycaemia); Glucotrol (glipizide) US prescribing information, Hypoglycemia (risk raised by reduced caloric intake)',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Forty-seventh clinician review, zh S2 and en M5: topiramate with a strict keto diet, a past kidney stone and a
    // bicarbonate of 17 — nothing in the plan, and "can I do both?" was answered about rice.
    id: 'topiramate-keto-acidosis-stones',
    severity: 'warning',
    drugs: ['topiramate', 'phentermine-topiramate'],
    planDiets: ['low_carb'],
    // Keto said beside topiramate is this row's question, whole (the keto weight-loss row answered it with rice) —
    // unless a bicarbonate result is asked about: the lab answer reads it with topiramate's own note.
    answersWholeWhen:
      /^(?![\s\S]*(二氧化碳|碳酸氢|\bco2\b|\bbicarb))[\s\S]*(生酮|断碳|低碳水?|(不吃|戒|断)(主食|碳水)|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*\b|\blow.?carb\w*\b|\batkins\b)/,
    text: {
      zh: '吃托吡酯（妥泰）时不要做生酮饮食或极低碳水饮食：托吡酯本身会让血里的碳酸氢根下降（代谢性酸中毒），让尿液偏碱、尿里的枸橼酸变少，更容易长肾结石；生酮饮食会让酸中毒更重、结石更容易长，说明书写明这样合用应当避免。已经在做的，改成均衡的控制热量饮食（主食照吃，减量不断），每天喝水2.5–3升、让尿色保持淡黄（医生限制了喝水量的按医生说的）；有过肾结石的更要这样。请这周把最近的二氧化碳结合力（碳酸氢根）结果给开托吡酯的医生看，托吡酯的剂量不要自己改，也不要自己吃小苏打。腰部绞痛、尿里有血、呼吸深快或特别乏力，请当天就医。',
      en: 'On topiramate (Topamax, and the topiramate in Qsymia) do not follow a ketogenic or very-low-carbohydrate diet: topiramate itself lowers the bicarbonate in your blood (metabolic acidosis), makes the urine alkaline and low in citrate and so makes kidney stones more likely; a ketogenic diet adds to both, and the label says the combination should be avoided. If you are on one, change to a balanced reduced-calorie diet (keep some starchy food at each meal — smaller portions, not none), drink 2.5–3 litres a day so your urine stays pale (unless a doctor has limited your fluids), above all after a kidney stone. This week show your latest bicarbonate (CO2) result to the doctor who prescribes topiramate; do not change the topiramate dose yourself and do not take baking soda on your own. Colicky pain in the side or back, blood in the urine, deep or fast breathing or unusual weakness need care the same day.',
    },
    source: {
      ref: 'Topamax (topiramate) US prescribing information §5.4 Metabolic acidosis (a ketogenic diet among the conditions that add to topiramate’s lowering of bicarbonate) and §5.7 Kidney stones (topiramate with a ketogenic diet may raise the risk of stones and should be avoided; increase fluid intake); Skolarikos A et al. EAU Guidelines on Urolithiasis 2024 (fluid intake 2.5–3 L a day, urine output at least 2.5 L) — sections from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=topamax',
    },
  },
  {
    id: 'immunosuppressed-food-safety',
    severity: 'warning',
    drugs: ['azathioprine', 'mycophenolate', 'methotrexate'],
    text: {
      // A plan finding is plain text: the chat's bold marks are left out.
      zh: (IMMUNOSUPPRESSED_FOOD_SAFETY.text.zh + IMMUNOSUPPRESSED_PROBIOTICS.text.zh).replace(/\*\*/g, ''),
      en: `${IMMUNOSUPPRESSED_FOOD_SAFETY.text.en} ${IMMUNOSUPPRESSED_PROBIOTICS.text.en}`.replace(
        /\*\*/g,
        '',
      ),
    },
    source: {
      ref: `${IMMUNOSUPPRESSED_FOOD_SAFETY.source.ref}; ${IMMUNOSUPPRESSED_PROBIOTICS.source.ref}`,
      url: IMMUNOSUPPRESSED_FOOD_SAFETY.source.url ?? '',
    },
  },
  {
    id: 'maoi-tyramine',
    severity: 'warning',
    classes: ['maoi'],
    // Rasagiline at its usual dose needs no general tyramine diet (its own row below).
    exceptDrugs: ['rasagiline'],
    text: {
      zh: '服用单胺氧化酶抑制剂（如苯乙肼、利奈唑胺）期间，以及最后一次服药后两周内，富含酪胺的食物都要避开：陈年奶酪（切达、帕玛森、蓝纹等）、腊肉香肠等腌制或发酵肉类、臭豆腐、腐乳、豆豉、酱油和大酱等发酵豆制品、生啤（散装啤酒）、酸菜泡菜、蚕豆、放久或变质的肉鱼；新鲜的肉、鱼、蛋、牛奶、酸奶、新鲜奶酪（如奶油奶酪、茅屋奶酪）一般可以吃。感冒药、止咳药买之前先问药师。',
      en: 'While on an MAOI (phenelzine, tranylcypromine, linezolid …) and for two weeks after the last dose, avoid tyramine-rich foods: aged cheeses (cheddar, parmesan, blue), cured or fermented meats (salami, pepperoni), soy sauce, miso and fermented bean products, tap (draft) beer, sauerkraut and kimchi, fava beans, and meat or fish that is not fresh. Fresh meat, fish and eggs, milk, yogurt and fresh cheeses (cream cheese, cottage cheese) are usually fine. Ask the pharmacist before any cold or cough medicine.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §5 (hypertensive crisis with tyramine-rich foods) and Table of foods; Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104; Zyvox (linezolid) label §5 (tyramine)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=nardil',
    },
  },
  // Twenty-ninth clinician review, zh M1: a thin 74-year-old on 安齐来 (rasagiline) was told the full MAOI
  // diet — no soy sauce, 腐乳 or 豆豉. A selective MAO-B inhibitor at the usual 1 mg needs no general tyramine
  // restriction; only foods with very large amounts (long-aged cheeses) are avoided (Azilect label).
  {
    id: 'rasagiline-tyramine',
    severity: 'info',
    drugs: ['rasagiline'],
    text: {
      zh: '雷沙吉兰（安齐来）按常规每天1毫克吃，一般不需要像老式抗抑郁药（单胺氧化酶抑制剂）那样严格忌口：酱油、醋、腐乳、豆豉、酸奶正常吃就行。只有酪胺含量特别高的食物要避开——长时间陈年的奶酪（如陈年切达、蓝纹奶酪），一次吃很多的话有让血压突然升高的报告。吃饭要够、体重不要掉，比忌口更要紧。感冒药、止咳药（含伪麻黄碱、右美沙芬的）和曲马多、圣约翰草都不要自己买，先问药师。',
      en: 'Rasagiline (Azilect) at the usual 1 mg a day needs no general tyramine diet like the older MAOI antidepressants: soy sauce, miso, yoghurt and fermented foods in ordinary amounts are fine. Only foods with very large amounts of tyramine are avoided — long-aged cheeses (aged cheddar, blue cheese) eaten in quantity have been reported to raise blood pressure sharply. Eating enough and keeping your weight up matter more than any food list. Do not buy cold, cough or decongestant medicines (pseudoephedrine, dextromethorphan), tramadol or St John’s wort yourself: ask the pharmacist first.',
    },
    source: {
      ref: 'Azilect (rasagiline) US prescribing information §5 (dietary tyramine restriction not ordinarily required at recommended doses; foods with very high tyramine, e.g. aged cheeses over 150 mg, to be avoided) and §4 Contraindications (meperidine, tramadol, methadone, dextromethorphan, St John’s wort, sympathomimetics with caution) — section numbers cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=azilect',
    },
  },
  {
    id: 'maoi-cold-medicines',
    severity: 'warning',
    classes: ['maoi'],
    text: {
      zh: '服用单胺氧化酶抑制剂（如苯乙肼）期间，不要自己买感冒药、止咳药或鼻塞药：很多复方感冒药（如泰诺、新康泰克、白加黑等）含伪麻黄碱、去氧肾上腺素或右美沙芬，和这类药同服可能引起血压骤升（高血压危象）或血清素综合征；减肥药、提神药也不行。需要时请药师帮你挑只含对乙酰氨基酚等单一成分的药，并告诉医生。',
      en: 'On an MAOI (phenelzine and the like) do not buy cold, cough or decongestant medicines yourself: many multi-symptom products (Sudafed, DayQuil, NyQuil, Mucinex DM, "Tylenol Cold") contain pseudoephedrine, phenylephrine or dextromethorphan, which with an MAOI can cause a sudden dangerous rise in blood pressure (hypertensive crisis) or serotonin syndrome; diet pills and stimulants too. Ask the pharmacist for a single-ingredient product (such as plain acetaminophen/paracetamol) and tell your prescriber.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §4 Contraindications (sympathomimetics including pseudoephedrine and phenylephrine; dextromethorphan) and §5.3 (hypertensive crisis)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=nardil',
    },
  },
  // Natto on a vitamin K antagonist, one row per medicine of the class (`<id>-natto`), said with its own name: the
  // vitamin K2 acts on any of them; the label and the study are warfarin's.
  ...VITAMIN_K_ANTAGONISTS.map((x): MedicineDietRow => ({
    id: `${x.id}-natto`,
    severity: 'warning',
    drugs: [x.id],
    text: {
      zh: `服用${x.zh}期间不要吃纳豆：纳豆里的维生素K2含量极高，而且纳豆菌在肠道里还会继续产生维生素K，一次就能让${x.zh}的效果明显下降好几天，INR变低、血栓风险升高。已经吃了请告诉抗凝门诊，按他们说的复查INR。`,
      en: `Do not eat natto while on ${x.en.toLowerCase()}: it holds very large amounts of vitamin K2 and its bacteria go on making vitamin K in the gut, so even one serving can weaken ${x.en.toLowerCase()} for days (a lower INR, a higher clot risk). If you have eaten it, tell your anticoagulation clinic and have the INR checked as they advise.`,
    },
    source: {
      ref: `Warfarin potassium tablets (Eisai) Japanese package insert, 相互作用 (納豆: avoid); Kudo T. Warfarin antagonism of natto and increase in serum vitamin K by intake of natto. Artery 1990;17:189–201${asVka(x)}`,
      url: 'https://www.pmda.go.jp/PmdaSearch/iyakuSearch/',
    },
  })),
  {
    id: 'transplant-immune-herbs',
    severity: 'warning',
    classes: ['calcineurin_inhibitor'],
    drugs: ['sirolimus'],
    text: {
      zh: '移植后吃免疫抑制药（他克莫司、环孢素、西罗莫司等）期间，不要自己吃“增强免疫”或滋补类的草药和保健品——如黄芪、灵芝（孢子粉）、人参、冬虫夏草、紫锥菊、姜黄提取物等：它们可能和抗排斥药作用相反，或改变他克莫司的血药浓度，也没有移植人群的安全资料。想吃任何中药、保健品或益生菌之前，先问移植团队或移植药师。',
      en: 'After a transplant, on tacrolimus, ciclosporin, sirolimus or similar, do not take "immune-boosting" or tonic herbs and supplements on your own — astragalus, reishi, ginseng, cordyceps, echinacea, turmeric extracts and the like: they can work against the anti-rejection medicines or change the tacrolimus level, and there are no safety data in transplant patients. Ask your transplant team or transplant pharmacist before any herbal medicine, supplement or probiotic.',
    },
    source: {
      ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009), chapter 4 (avoid herbal remedies; interactions with calcineurin inhibitors); Prograf (tacrolimus) US prescribing information §7 (herbal products: St John’s wort and others alter levels)',
      url: 'https://kdigo.org/guidelines/transplant-recipient/',
    },
  },
  {
    // Ninth clinician review (zh P5): a woman with lupus on mycophenolate, told by a friend that lupus is
    // "weak immunity", asked about spirulina and echinacea; the answer covered echinacea only.
    id: 'autoimmune-immune-boosters',
    severity: 'warning',
    classes: ['immunosuppressant', 'dmard'],
    chatOnly: true,
    text: {
      zh: '**吃吗替麦考酚酯、硫唑嘌呤、甲氨蝶呤、羟氯喹等免疫抑制或抗风湿药，或者有红斑狼疮等自身免疫病时，不要自己吃“提高免疫力”的保健品——紫锥菊、螺旋藻、小球藻、黄芪、灵芝、人参之类。** 红斑狼疮不是“免疫力差”，而是免疫系统过度活跃、攻击自己的身体；这类产品会刺激免疫系统，可能和治疗药的作用相反，紫锥菊、螺旋藻等已有诱发或加重狼疮、皮肌炎等自身免疫病的病例报告。预防感染靠按时用药、接种医生建议的疫苗（如流感疫苗）、注意饮食卫生和勤洗手；想吃任何保健品或中药之前，先问风湿科医生或药师。',
      en: '**On mycophenolate, azathioprine, methotrexate, hydroxychloroquine or another immunosuppressant or antirheumatic medicine — or with lupus or another autoimmune disease — do not take “immune-boosting” supplements on your own: echinacea, spirulina, chlorella, astragalus, reishi, ginseng and the like.** Lupus is not a weak immune system but an over-active one that attacks the body; these products stimulate it and can work against your treatment, and echinacea and spirulina have case reports of setting off or worsening lupus and other autoimmune disease. Infections are prevented by taking your treatment as prescribed, the vaccines your doctor advises (such as the flu jab), food hygiene and hand washing; ask your rheumatologist or pharmacist before any supplement or herbal medicine.',
    },
    source: {
      ref: 'Lee AN, Werth VP. Activation of autoimmunity following use of immunostimulatory herbal supplements. Arch Dermatol 2004;140:723–727 (echinacea, spirulina, chlorella and alfalfa before the onset or flare of lupus and dermatomyositis); Natural Medicines Comprehensive Database (TRC), echinacea — immunosuppressants interaction monograph',
      url: 'https://doi.org/10.1001/archderm.140.6.723',
    },
  },
  {
    // Answer round 3 (en-073, en-153): alcohol and caffeine on lithium were answered with the thiazide card.
    id: 'lithium-alcohol-caffeine',
    severity: 'warning',
    drugs: ['lithium'],
    text: {
      zh: '吃碳酸锂时尽量不喝酒，要喝也只少量、不空腹：酒精会加重锂盐带来的嗜睡、头晕和手抖，也可能让情绪更不稳定；喝多了呕吐、出汗、又没喝够水会脱水，血锂会升高。咖啡、浓茶和绿茶、奶茶、功能饮料里的咖啡因，每天的量也要保持稳定：突然戒掉咖啡因会让血锂升高，突然大量喝会让血锂下降。想改变这些习惯，先告诉精神科医生，并按时复查血锂。',
      en: 'On lithium, avoid alcohol or keep it small and never on an empty stomach: alcohol adds to the drowsiness, dizziness and tremor lithium can cause, and can unsettle mood; heavy drinking with vomiting, sweating or too little water dehydrates you and raises the lithium level. Keep the caffeine in coffee, tea (green tea too) and energy drinks steady too: a sudden cut in caffeine can raise the lithium level, and a big increase can lower it. Tell your psychiatrist before changing these habits, and keep your lithium blood tests.',
    },
    pregnancyText: {
      zh: `${NO_ALCOHOL_PREGNANT.zh}吃碳酸锂时，咖啡、浓茶和绿茶、奶茶、功能饮料里的咖啡因每天的量要保持稳定（孕期咖啡因每天不超过200毫克）：突然戒掉会让血锂升高，突然大量喝会让血锂下降。呕吐、出汗、没喝够水会脱水，血锂会升高。改变习惯前先告诉精神科医生，并按时复查血锂。`,
      en: `${NO_ALCOHOL_PREGNANT.en} On lithium keep the caffeine in coffee, tea and energy drinks steady (in pregnancy no more than 200 mg a day): a sudden cut can raise the lithium level and a big increase can lower it. Vomiting, sweating or too little water dehydrates you and raises the level. Tell your psychiatrist before changing these habits, and keep your lithium blood tests.`,
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §7 Drug Interactions (methylxanthines such as caffeine decrease serum lithium concentrations) and §5 (dehydration and sodium depletion raise lithium levels); NHS, Lithium — "Can I drink alcohol with it?" (drinking can make you sleepy and affect mood; avoid or keep it small) (2022); NICE CG185 Bipolar disorder §1.10 (lithium monitoring)',
      url: 'https://www.nhs.uk/medicines/lithium/',
    },
  },
  {
    // Answer round 3 (zh-055, zh-098, en-097): food and alcohol on isotretinoin got the minocycline card.
    id: 'isotretinoin-meal-alcohol',
    severity: 'warning',
    drugs: ['isotretinoin'],
    text: {
      zh: '异维A酸胶囊要随正餐吞服，饭里有些油脂吸收更好（一杯咖啡不算一顿饭；个别剂型如Absorica空腹也行，按你那盒的说明书）。吃药期间最好不喝酒，至少少喝、不要一次喝多：异维A酸本身会升高血脂（甘油三酯）、可能影响肝功能，酒精会让两样都更糟。按时查血脂和肝功能；化验已经偏高的话请不要喝酒，并告诉皮肤科医生。另外不要再吃维生素A补充剂或含维生素A的复合维生素。',
      en: 'Swallow isotretinoin capsules with a meal; some fat in it helps absorption (a cup of coffee is not a meal; a few brands such as Absorica may be taken with or without food — follow your own leaflet). It is best not to drink on isotretinoin, or at least keep it small and never binge: isotretinoin itself raises blood fats (triglycerides) and can affect the liver, and alcohol makes both worse. Keep your blood-fat and liver tests; if they are already raised, do not drink and tell your dermatologist. Do not add vitamin A supplements or a multivitamin with vitamin A.',
    },
    pregnancyText: {
      zh: `${NO_ALCOHOL_PREGNANT.zh}异维A酸在孕期和备孕时都不能吃（会导致严重胎儿畸形），请马上联系皮肤科医生；不要再吃维生素A补充剂或含维生素A的复合维生素。`,
      en: `${NO_ALCOHOL_PREGNANT.en} Isotretinoin must not be taken in pregnancy or when trying for a baby (it causes serious birth defects): contact your dermatologist now. Take no vitamin A supplements or multivitamins with vitamin A.`,
    },
    source: {
      ref: 'Isotretinoin capsules (Claravis, Amnesteem) US prescribing information §2 (take with a meal), §5 Lipids (hypertriglyceridaemia) and Hepatotoxicity, §7 (vitamin A); Absorica US prescribing information §2 (with or without food); British Association of Dermatologists, Patient information leaflet: Isotretinoin (2020) (keep alcohol to a minimum)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=isotretinoin',
    },
  },
  {
    // Clinician review 2026-11-26 seventh (zh P1, en E): beer and wine on acitretin got the general
    // drinking limit; the label forbids any alcohol to a woman who could become pregnant.
    id: 'acitretin-alcohol-meal',
    severity: 'warning',
    drugs: ['acitretin'],
    text: {
      zh: '**吃阿维A期间：可能怀孕的女性一滴酒都不能喝**，最后一次服药后2个月内也不能喝——包括啤酒、葡萄酒、含酒精的食物（如酒酿、醉虾）和含酒精的药物或口服液。酒精会让阿维A在体内变成阿维A酯，它在体内留存的时间长得多，会让致畸的风险延续更久。男性也最好少喝：阿维A和酒精都会升高甘油三酯、加重肝脏负担。阿维A胶囊随正餐（或一杯全脂牛奶）一起吞服，吸收更好。不要吃维生素A补充剂、鱼肝油或维生素AD。',
      en: '**On acitretin, a woman who could become pregnant must not drink any alcohol at all**, during treatment and for 2 months after the last dose — beer, wine, foods made with alcohol and medicines or tonics that contain it. Alcohol turns acitretin into etretinate, which stays in the body far longer and keeps the risk of birth defects going for longer. Men are better off drinking little: acitretin and alcohol both raise triglycerides and strain the liver. Swallow acitretin capsules with your main meal (or a glass of whole milk) so that more is absorbed. Take no vitamin A supplements, cod liver oil or vitamin A-D capsules.',
    },
    source: {
      ref: 'Soriatane (acitretin) US prescribing information boxed warning (no ethanol-containing beverages, foods or medicines during and for 2 months after; etretinate), §2 (take with the main meal), §5 (lipids, hepatotoxicity), §7 (vitamin A); Neotigason EU SmPC §4.4 and §4.5',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=soriatane',
    },
  },
  {
    // Answer round 4 (en-128): a stomach bug on lithium got the thiazide card, no sick-day advice.
    id: 'lithium-sick-day',
    severity: 'warning',
    drugs: ['lithium'],
    text: {
      zh: '**吃碳酸锂时遇到腹泻、呕吐、发烧或吃不下喝不下（例如肠胃炎）：** 少量多次地喝水，最好喝口服补液盐或加了少许盐的汤水，补上丢掉的水和钠；腹泻呕吐超过一天、喝不进水，或同时在吃利尿药（如氢氯噻嗪）或布洛芬类止痛药，请当天联系开药的医生——医生可能让你暂停锂盐或利尿药并查血锂。出现手抖加重、走路不稳、说话含糊、意识糊涂、呕吐不止，是锂中毒的表现，请立即就医。',
      en: '**On lithium with diarrhoea, vomiting, a fever or when you cannot eat or drink (a stomach bug):** sip fluids often — oral rehydration solution or broth with a little salt is best, to replace lost water and sodium. If it lasts more than a day, you cannot keep fluids down, or you also take a water pill (such as hydrochlorothiazide) or an anti-inflammatory painkiller like ibuprofen, call your prescriber the same day: they may pause lithium or the water pill and check your lithium level. Worse shaking, unsteady walking, slurred speech, confusion or vomiting that will not stop are signs of lithium toxicity: get medical help now.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §5 (dehydration, sodium depletion and diuretics raise lithium levels; signs of toxicity); NHS, Lithium — "If you are sick (vomit) or have diarrhoea" (drink plenty of fluids, tell your doctor) (2022); NICE CG185 Bipolar disorder §1.10 (lithium monitoring)',
      url: 'https://www.nhs.uk/medicines/lithium/',
    },
  },
  {
    // Thirty-ninth clinician review, zh S2: "前两天拉肚子吃不下饭，安达唐和格华止还照吃吗" with CKD G3b was answered
    // with a malnutrition text; the sick-day rules pause both while she cannot eat or drink.
    id: 'sglt2-metformin-sick-day',
    severity: 'warning',
    drugs: ['metformin'],
    classes: ['sglt2_inhibitor'],
    text: {
      zh: '**吃达格列净（安达唐）、恩格列净等“列净”类药或二甲双胍（格华止）时，遇到腹泻、呕吐、发烧或吃不下喝不下：这是生病期间要暂停这些药的情况（“病假规则”）。** “列净”类药在吃不下时容易引起酮症酸中毒（血糖不高也可能发生），二甲双胍在脱水、肾功能变差时可能引起乳酸酸中毒。请今天就联系开药的医生或药师，确认先停哪几种（常常还包括普利/沙坦类降压药和利尿药）；少量多次地喝水或口服补液盐；能正常吃喝24–48小时后再按医生说的恢复。胰岛素不要自己停。恶心呕吐不止、肚子痛、呼吸又深又快、特别乏力或嗜睡，即使血糖不高，也要立即就医，并告诉医生你在吃这些药。',
      en: '**On an SGLT2 inhibitor (dapagliflozin/Farxiga, empagliflozin/Jardiance …) or metformin, with diarrhoea, vomiting, a fever or when you cannot eat or drink: these are the days to pause them (the “sick-day rules”).** An SGLT2 inhibitor can bring on ketoacidosis when you are not eating (even with a normal glucose), and metformin can cause lactic acidosis when you are dehydrated and the kidneys struggle. Contact your prescriber or pharmacist today to confirm which to pause (often also an ACE inhibitor or ARB and a water pill); sip fluids or oral rehydration solution often; restart as they say once you have been eating and drinking normally for 24–48 hours. Do not stop insulin yourself. Vomiting that will not stop, tummy pain, fast deep breathing, or unusual tiredness or drowsiness need care now, even with a normal glucose — say which medicines you take.',
    },
    source: {
      ref: 'Farxiga (dapagliflozin) US prescribing information §5.1–5.2 (ketoacidosis: consider temporarily discontinuing in situations that predispose to it, such as prolonged fasting due to acute illness; volume depletion); KDIGO 2022 Clinical Practice Guideline for Diabetes Management in CKD, practice points on withholding SGLT2 inhibitors during acute illness and metformin; Metformin US prescribing information §5.1 (lactic acidosis: dehydration, acute kidney injury); NHS Scotland / Think Kidneys "Medicine sick day rules" (SADMANS) guidance (2018)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=farxiga',
    },
  },
  {
    // Blind answer round 33, en-147 (development data): "I have bran flakes every morning, does the fibre mess
    // with my digoxin" was told there is no known interaction.
    id: 'digoxin-bran-fibre',
    severity: 'info',
    chatOnly: true,
    drugs: ['digoxin'],
    text: {
      zh: '大量麦麸等高纤维食物会减少地高辛的吸收：不用戒掉早餐的麦麸或燕麦，但每天吃的量和时间保持一样，地高辛和它们隔开2小时左右（比如起床先吃药，过一阵再吃早餐）；突然大量增加或不吃了，请告诉医生，可能要复查地高辛浓度。',
      en: 'A lot of bran and other high-fibre food can lower how much digoxin you absorb: no need to give up your bran flakes, but keep the amount and timing the same every day and take the digoxin about 2 hours apart from them (the tablet on waking, breakfast later, for example); if you start eating much more of them, or none at all, tell your doctor — a digoxin level may be checked.',
    },
    source: {
      ref: 'Lanoxin (digoxin) US prescribing information §2 and §7 (a high-fibre, bran-rich diet may reduce digoxin absorption; section numbers from memory); NHS, Digoxin — taking it with other medicines and food (2022)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lanoxin',
    },
  },
  {
    // Answer round 3 (en-133) and round 4 (zh-131): hawthorn with digoxin was passed over.
    id: 'digoxin-herbs',
    severity: 'warning',
    drugs: ['digoxin'],
    text: {
      zh: '**吃地高辛时，不要自己吃山楂（山楂片、山楂丸、山楂提取物等保健品）、圣约翰草、甘草（含甘草的中成药或凉茶）或西伯利亚人参等草药：** 山楂可能和地高辛作用叠加、影响心率；圣约翰草会降低地高辛的血药浓度；甘草会让血钾下降，低钾时地高辛更容易中毒。普通饮食中偶尔吃一点山楂糕问题不大，但不要当保健品天天吃。辅酶Q10等其他补充剂也请先问心内科医生或药师。',
      en: '**On digoxin, do not take hawthorn (berry, extract or tablets), St John’s wort, liquorice (including liquorice-root herbal remedies and teas) or Siberian ginseng on your own:** hawthorn may add to digoxin’s effect on the heart; St John’s wort lowers the digoxin level; liquorice lowers potassium, and low potassium makes digoxin toxicity more likely. Ask your cardiologist or pharmacist before CoQ10 or any other supplement.',
    },
    source: {
      ref: 'Lanoxin (digoxin) US prescribing information §7 Drug Interactions (St John’s wort lowers digoxin concentrations) and §5 (hypokalaemia increases the risk of toxicity); NCCIH, Hawthorn (2020); NCCIH, Licorice root (2020)',
      url: 'https://www.nccih.nih.gov/health/hawthorn',
    },
  },
  {
    id: 'lithium-salt-fluids',
    severity: 'warning',
    drugs: ['lithium'],
    // Sixteenth blind review, en P2-S1: "I'm on lithium … cutting out salt to lose weight. Good plan?" got
    // the keto and blood-pressure text ("keeping salt under 5 g a day"). Cutting salt, a low-salt or keto
    // diet, fasting or dieting said beside lithium is this row's question, whole.
    answersWholeWhen:
      /(少|减|控|戒|不)(吃)?盐|低盐|无盐|低钠|限盐|控钠|吃得?(很|更)?淡|清淡|生酮|断碳|低碳水?|节食|断食|\b(cut(ting)?|cuts|reduc\w*|lower\w*|avoid\w*|drop\w*|quit\w*|less|no|low|limit\w*|giv\w* up)\b[^.?!]{0,12}\b(salt|sodium)\b|\b(salt|sodium)[- ]free\b|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*\b|\blow.?carb\b|\bcrash diet\w*\b|\bfasting\b/,
    // Blind answer round 13 zh-015 and zh-036 (unsafe): cutting salt to lose weight, "连咸菜都不想吃了",
    // then heavy sweating on a building site, on lithium with a thiazide — the toxicity signs and a level
    // after a diet change belong in the answer, and the salty foods asked about are named.
    text: {
      zh: '吃碳酸锂（锂盐）时不要自己控盐、不要突然吃得很淡：每天的盐和水要保持稳定。 盐（钠）一下子吃少了，肾脏会把锂和钠一起留下来，血锂升高，可能中毒；同时吃氢氯噻嗪这类利尿药时更容易发生。想减肥可以，但不要靠少吃盐，也不要突然低盐饮食：饭菜照平时的咸淡吃，咸菜、酱油这些平时吃多少大致保持，不用特意多吃，也不要一下子全不吃；不要节食、生酮或极低碳水饮食，也不要少喝水；天热、干活运动出汗多、腹泻呕吐时要多补水。医生因为血压等原因要你少吃盐的，要慢慢减，减盐后请医生查一次血锂。改变饮食前先告诉精神科医生，改了以后复查血锂。锂中毒的信号：腹泻、呕吐、手抖明显加重、走路不稳、说话含糊或意识糊涂——出现就当天就医，说明在吃锂盐。',
      en: 'On lithium, do not cut your salt on your own or suddenly switch to very bland food: keep your salt and fluid steady from day to day. When salt (sodium) drops suddenly, the kidneys hold on to lithium along with sodium and the level can rise to toxic — more easily still with a water pill such as hydrochlorothiazide. Losing weight is fine, but not by cutting salt — do not start a low-salt diet: season food as you usually do, keep salty foods such as pickles and soy sauce at about your usual amount (no need to add more, but do not drop them all at once); do not start a crash, keto or very-low-carb diet, or drink less suddenly; drink more in hot weather, with hard work or exercise, diarrhoea or vomiting. If a doctor wants you on less salt (for blood pressure, say), cut it gradually and have your lithium level checked afterwards. Tell your psychiatrist before changing your diet, and keep your lithium blood tests, with a level after the change. Signs of a high lithium level: diarrhoea, vomiting, a much worse tremor, unsteadiness, slurred speech or confusion — get seen the same day and say you take lithium.',
    },
    source: {
      ref: 'Priadel and Camcolit (lithium carbonate) SmPC §4.4 (sodium depletion, changes in diet and fluid raise lithium levels) and §4.5 (thiazide diuretics) (sections from memory)（章节凭记忆）; Lithium carbonate US prescribing information §5 (sodium depletion and dehydration increase lithium toxicity; keep a normal diet with adequate salt and fluids); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10; British National Formulary, Lithium carbonate (sodium depletion; signs of toxicity)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lithium+carbonate',
    },
  },
  {
    id: 'bisphosphonate-plain-water',
    severity: 'info',
    classes: ['bisphosphonate'],
    text: {
      zh: '阿仑膦酸钠等双膦酸盐：早上空腹用一整杯白开水（不是牛奶、咖啡、茶、果汁或矿泉水）送服，之后至少30分钟保持坐直或站立，这30分钟内不吃东西、不喝其他饮料、不吃钙片或其他药。',
      en: 'Alendronate and other bisphosphonates: take first thing in the morning with a full glass of plain water (not milk, coffee, tea, juice or mineral water), stay upright for at least 30 minutes, and have no food, other drinks, calcium or other medicines in those 30 minutes.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5 Important administration instructions; Actonel (risedronate) label §2',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
  // Eleventh clinician review (zh P3 #1, en P4 #9): abiraterone taken after breakfast with milk, and
  // "with his bacon and eggs", was never corrected.
  {
    id: 'abiraterone-empty-stomach',
    severity: 'warning',
    drugs: ['abiraterone'],
    text: {
      zh: '阿比特龙（泽珂）必须空腹吃：服药前至少2小时、服药后至少1小时不吃任何东西（牛奶也算食物），用白开水整片吞服，每天同一时间。和饭一起吃，尤其是油腻的早饭，药的吸收可增加到约10倍，低血钾、肝损伤等不良反应随之加重。一起开的泼尼松照常吃（泼尼松可以随饭吃）。胃不舒服请告诉肿瘤科医生，不要改成饭后吃。（Yonsa 是另一种剂型，按它自己的说明书。）',
      en: 'Abiraterone (Zytiga) must be taken on an empty stomach: nothing to eat for at least 2 hours before and at least 1 hour after the dose (milk counts as food), swallowed whole with water, at the same time each day. Taken with food — above all a fatty breakfast — up to about 10 times as much is absorbed, and its side effects (low potassium, liver injury) grow with it. Keep taking the prednisone prescribed with it (that one may be taken with food). If it upsets the stomach, tell the oncologist rather than taking it with a meal. (Yonsa, a different formulation, follows its own label.)',
    },
    source: {
      ref: 'Zytiga (abiraterone acetate) US prescribing information §2.1 and §12.3 (take on an empty stomach, no food at least 2 hours before and 1 hour after; a high-fat meal raised exposure about 10-fold) and §5.1–5.3 (hypokalaemia, hepatotoxicity); 醋酸阿比特龙片（泽珂）说明书【用法用量】— sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zytiga',
    },
  },
  // Eleventh clinician review (zh P3 #3): zoledronic acid with a low calcium and vitamin D.
  {
    id: 'zoledronic-acid-calcium-kidney',
    severity: 'info',
    drugs: ['zoledronic-acid'],
    text: {
      zh: '输唑来膦酸（择泰）期间：医生通常让每天补钙约500毫克和维生素D约400单位；血钙或维生素D偏低时要先纠正，下次输液前请把化验结果告诉医生（否则可能出现低钙抽筋）。每次输液前要查肾功能，输液前后多喝水。拔牙、种牙等口腔手术前，先告诉牙医和肿瘤科医生你在输这个药（有颌骨坏死的风险），平时保持口腔卫生。',
      en: 'On zoledronic acid (Zometa) infusions: doctors usually add about 500 mg of calcium and 400 IU of vitamin D a day; a low calcium or vitamin D is corrected first, so show your results to the doctor before the next infusion (otherwise calcium can fall and cause cramps). The kidneys are checked before each dose; drink well around the infusion. Before a tooth extraction or implant, tell the dentist and the oncologist you have this medicine (risk of jaw osteonecrosis), and keep up dental hygiene.',
    },
    source: {
      ref: 'Zometa (zoledronic acid) US prescribing information §2 (patients with multiple myeloma or bone metastases should take oral calcium 500 mg and vitamin D 400 IU daily), §5 (hypocalcaemia to be corrected before treatment; renal function before each dose; osteonecrosis of the jaw — dental examination before treatment) — cited from memory; 唑来膦酸注射液说明书【注意事项】',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zometa',
    },
  },
  // Fourteenth clinician review (en P3 #4): co-codamol's paracetamol was never counted.
  {
    id: 'paracetamol-combination-total',
    severity: 'warning',
    drugs: ['codeine-acetaminophen', 'dihydrocodeine-acetaminophen'],
    text: {
      zh: '氨酚待因（co-codamol）和氨酚双氢可待因（co-dydramol）每片都含对乙酰氨基酚（扑热息痛）500毫克：成人24小时最多8片，也就是4克。吃到8片就不能再吃任何含对乙酰氨基酚的药（必理通、泰诺、很多感冒药）；少于8片时，另外吃的要和它加在一起算，体重低于50公斤或有肝病时上限更低，请问医生或药师。可待因类成分会引起便秘和嗜睡，老人更容易跌倒；喝酒会加重嗜睡。',
      en: 'Co-codamol and co-dydramol contain 500 mg of paracetamol in every tablet: an adult takes at most 8 tablets in 24 hours, which is 4 g. At 8 a day no other paracetamol may be taken (Panadol, Calpol, Lemsip and many cold and flu remedies); at fewer, any other paracetamol counts towards the same 4 g, and the limit is lower with a body weight under 50 kg or liver disease — ask the GP or pharmacist. The codeine part causes constipation and drowsiness, and in older people falls; alcohol adds to the drowsiness.',
    },
    source: {
      ref: 'BNF, Co-codamol and Co-dydramol (paracetamol 500 mg per tablet; adults at most 8 tablets in 24 hours; do not take with other paracetamol-containing products); BNF, Paracetamol (at most 4 g in 24 hours; lower for body weight under 50 kg or risk factors for liver toxicity)',
      url: 'https://bnf.nice.org.uk/drugs/co-codamol/',
    },
  },
  // Fourteenth clinician review (en P3 #1, #2): on desmopressin a guest was told to drink 1.5–1.7 litres
  // "rather than waiting for thirst" — the opposite of the label's fluid limit.
  {
    id: 'desmopressin-fluid-limit',
    severity: 'warning',
    drugs: ['desmopressin'],
    // Every drinks question on desmopressin is this row's: never a litres-a-day target beside it.
    answersWhole: true,
    text: {
      zh: '吃去氨加压素（弥凝、Noqdirna、Nocdurna、DDAVP）时，身体会把水留住，喝多了血钠会降低（低钠血症），严重时会抽搐。说明书要求：从服药前1小时到服药后8小时，尽量少喝水和其他饮料；白天渴了再喝，不要给自己定每天喝几升的目标，也不要为了“多喝水”而多喝。65岁及以上的人，开始服药前、服药第一周内（第4–8天）和满一个月时都要查血钠；血钠低于正常范围时，说明书规定去氨加压素要中止，请当天联系开药的医生（家庭医生），由医生决定。同时吃利尿剂（如吲达帕胺、氢氯噻嗪）、抗抑郁药（如西酞普兰、舍曲林）、布洛芬等止痛药或卡马西平时，低钠的风险更高。出现头痛、恶心呕吐、体重突然增加或意识混乱，今天就要就医；抽搐或叫不醒，立即拨打急救电话。',
      en: 'Desmopressin (Noqdirna, Nocdurna, DDAVP) makes the body keep water, so extra drinking lowers the blood sodium (hyponatraemia), which can cause fits. The label says: keep fluid to a minimum from 1 hour before the dose until 8 hours after it; in the day drink to thirst — set no target of litres a day and do not drink extra. At 65 and over, sodium is checked before starting, in the first week (days 4–8) and again at one month; if the sodium is below the normal range the label says desmopressin is discontinued, so contact the prescriber (GP) the same day. A water pill (such as indapamide or bendroflumethiazide), an antidepressant (such as citalopram or sertraline), an NSAID such as ibuprofen, or carbamazepine taken with it adds to the risk. A headache, nausea or vomiting, sudden weight gain or new confusion needs a doctor today; a fit or being hard to wake needs an ambulance now.',
    },
    source: DESMOPRESSIN_LABEL,
  },
  // Thirteenth clinician review (en P4 #2): denosumab with a low calcium and vitamin D, in CKD G4.
  {
    id: 'denosumab-calcium-vitamin-d',
    severity: 'warning',
    drugs: ['denosumab'],
    // Calcium stopped before a dose is the danger the row names: never "no known interaction between
    // denosumab and calcium" or a PPI–calcium absorption note instead.
    answersWhole: true,
    text: {
      zh: '打地舒单抗（普罗力 Prolia）会让血钙下降，严重肾病（eGFR低于30或透析）时风险最大，可出现严重低钙。每次打针前血钙必须正常、维生素D必须充足：低的要先纠正。医生开的钙片和维生素D要每天照吃；如果已经停了钙片（比如因为便秘），或者血钙、维生素D偏低，请在一两天内联系开药的医生，不要等到下次打针（打针后一两周血钙最低）：问要不要复查血钙、换一种钙（如枸橼酸钙）。嘴唇周围或手指发麻、手脚抽筋，请立即就医。不要自己停地舒单抗：一旦中断，骨量会很快流失，可能出现多处椎体骨折，之后用什么药要由医生安排。',
      en: 'Denosumab (Prolia) lowers blood calcium, most of all with severe kidney disease (eGFR under 30 or on dialysis), where it can fall dangerously. Before every dose the calcium must be normal and vitamin D adequate — a low one is corrected first. Keep taking the calcium and vitamin D your doctor prescribed every day. If the calcium tablets have been stopped (for example because of constipation), or the calcium or vitamin D is low, call the prescriber within a day or two rather than waiting for the next injection (calcium is lowest one to two weeks after a dose): ask about a calcium check and another calcium product (such as calcium citrate). Tingling around the mouth or in the fingers, or cramping hands or feet, needs urgent care now. Do not stop denosumab on your own: bone is lost quickly once a dose is missed or delayed and several vertebrae can fracture, so the doctor plans what follows it.',
    },
    source: {
      ref: 'Prolia (denosumab) US prescribing information (Amgen, 2024): Boxed Warning (severe hypocalcemia in patients with advanced chronic kidney disease), §5.1 Hypocalcemia (pre-existing hypocalcaemia must be corrected before starting; all patients should take calcium and vitamin D) and Warnings: multiple vertebral fractures following discontinuation (section numbers cited from memory); US FDA Drug Safety Communication (2024-01-19): severe hypocalcaemia with Prolia in advanced chronic kidney disease; 地舒单抗注射液说明书【注意事项】低钙血症（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=prolia',
    },
  },
  // Fifteenth clinician review (zh P4-S2): "思瑞康能不能喝西柚汁" was "no known interaction … herbal
  // supplement". Grapefruit juice is a drink: the label's rule is a food rule.
  {
    id: 'quetiapine-grapefruit',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['quetiapine'],
    text: {
      zh: '吃喹硫平（思瑞康）期间，西柚汁（葡萄柚汁）、西柚和柚子（文旦、沙田柚、蜜柚）都要避开：它们会让喹硫平的血药浓度升高，更容易嗜睡、头晕，起身时血压偏低，心律问题的风险也会增加；和吃药时间错开也没用。普通甜橙、橘子和橙汁可以吃。已经常吃的，请告诉精神科医生或药师。',
      en: 'While on quetiapine (Seroquel), have no grapefruit juice and no grapefruit or pomelo: they raise the quetiapine level, with more drowsiness, dizziness and light-headedness on standing and a higher risk of heart-rhythm problems; spacing them from the dose does not help. Sweet oranges, mandarins and orange juice are fine. If you have been having them often, tell your psychiatrist or pharmacist.',
    },
    source: {
      ref: 'Seroquel (quetiapine) SmPC §4.5 (concomitant grapefruit juice not recommended) and US PI §7.1 (CYP3A4 inhibitors raise quetiapine); 富马酸喹硫平片（思瑞康）说明书【药物相互作用】（章节凭记忆）; Bailey DG et al. CMAJ 2013;185:309 (pomelo carries the same furanocoumarins; the effect lasts a day or more)',
      url: 'https://www.medicines.org.uk/emc/search?q=seroquel',
    },
  },
  // Forty-ninth clinician review, zh P3-S1: "我吃奥施康定止痛，女儿买了西柚汁说开胃，每天喝一杯可以不？" got a
  // cancer-herb text written for a BTK inhibitor; grapefruit raises oxycodone (CYP3A4) and the label warns of fatal
  // breathing depression with CYP3A4 inhibitors.
  {
    id: 'oxycodone-grapefruit',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['oxycodone', 'oxycodone-acetaminophen'],
    text: {
      zh: '吃羟考酮（奥施康定、泰勒宁等）期间，西柚汁（葡萄柚汁）、西柚和柚子（文旦、沙田柚、蜜柚）都要避开：它们会抑制分解羟考酮的酶（CYP3A4），让药在体内的量升高（研究中约1.7倍），更容易嗜睡、头晕、便秘，严重时呼吸变慢变浅，可能危及生命；和吃药时间错开也没用。想开胃可以换成甜橙、橘子、苹果、梨或这些的果汁。已经喝过的，留意有没有特别犯困、叫不太醒、呼吸变慢——出现就马上打急救电话；平时有疑问请问开药的医生或药师。',
      en: 'While on oxycodone (OxyContin, Percocet and others), have no grapefruit juice and no grapefruit or pomelo: they block the enzyme that clears oxycodone (CYP3A4), so its level rises (about 1.7-fold in a study), with more drowsiness, dizziness and constipation and, at worst, slow, shallow breathing that can be life-threatening; spacing them from the dose does not help. For appetite, sweet oranges, mandarins, apples, pears or their juices are fine. If some has already been drunk, watch for unusual sleepiness, being hard to wake or slow breathing — call emergency services at once if so; other questions go to the prescriber or pharmacist.',
    },
    source: {
      ref: 'OxyContin (oxycodone) US prescribing information, Boxed Warning and §7 (CYP3A4 inhibitors raise oxycodone: fatal respiratory depression); Nieminen TH et al. Grapefruit juice enhances the exposure to oral oxycodone. Basic Clin Pharmacol Toxicol 2010;107:782–788; Bailey DG et al. CMAJ 2013;185:309 (pomelo carries the same furanocoumarins)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=oxycontin',
    },
  },
  {
    id: 'lurasidone-grapefruit',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['lurasidone'],
    text: {
      zh: '吃鲁拉西酮（罗舒达）期间，西柚汁（葡萄柚汁）、西柚和柚子都要避开：它们会让鲁拉西酮的血药浓度升高，嗜睡、坐立不安等不良反应更多；和吃药时间错开也没用。普通甜橙、橘子和橙汁可以吃。',
      en: 'While on lurasidone (Latuda), have no grapefruit juice and no grapefruit or pomelo: they raise the lurasidone level, with more drowsiness, restlessness and other side effects; spacing them from the dose does not help. Sweet oranges, mandarins and orange juice are fine.',
    },
    source: {
      ref: 'Latuda (lurasidone) US prescribing information §2 and §7.1 (avoid grapefruit and grapefruit juice; cited from memory); Bailey DG et al. CMAJ 2013;185:309',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=latuda',
    },
  },
  {
    // Twenty-sixth clinician review, en S2: "I take my Latuda first thing with just a coffee because I skip
    // breakfast" got a breakfast recipe — taken fasting, about half the dose is absorbed.
    id: 'lurasidone-with-food',
    severity: 'warning',
    drugs: ['lurasidone'],
    text: {
      zh: '鲁拉西酮（罗舒达）一定要和一顿正餐一起吃（至少约350千卡，比如一碗米饭加菜和肉蛋，或两个包子加一杯牛奶）：空腹或只喝咖啡时吃，吸收的药量大约只有一半，病情可能因此控制不好。不吃早饭的，可以跟医生商量改在晚饭时吃，每天固定同一顿饭。不要自己加量来“补”。',
      en: 'Take lurasidone (Latuda) with a real meal — at least about 350 kcal (for example a bowl of cereal with milk and a banana, or eggs on toast): taken on an empty stomach or with just a coffee, only about half of the dose is absorbed, and the illness can come back. If you skip breakfast, ask your prescriber about taking it with your evening meal instead, the same meal every day. Do not take extra to make up for it.',
    },
    source: {
      ref: 'Latuda (lurasidone) US prescribing information §2.1 (take with food, at least 350 calories) and §12.3 (with food: AUC about 2-fold and Cmax about 3-fold higher than fasting); Latuda SmPC (EMA) §4.2 (with food)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=latuda',
    },
  },
  {
    // Forty-third clinician review, en M14: Zurzuvae 6 weeks after a birth with Unisom, melatonin and wine.
    id: 'zuranolone-evening-no-alcohol',
    severity: 'warning',
    drugs: ['zuranolone'],
    text: {
      zh: '祖拉诺龙（Zurzuvae）每晚和一顿含些脂肪的饭一起吃（说明书：400–1000千卡，约四分之一到一半的热量来自脂肪），否则吸收不够。这两周不喝酒，也不要自己加其他助眠药、抗过敏助眠药（如多西拉敏、苯海拉明）、安眠药或阿片类止痛药：镇静叠加，呼吸可能变慢。每次服药后至少12小时不要开车或做危险的事。在喂奶的，先问开药医生；困得厉害时不要抱着宝宝走楼梯，也不要和宝宝同床睡。',
      en: 'Take zuranolone (Zurzuvae) each evening with a meal that has some fat (its label: 400–1,000 kcal with a quarter to half of it from fat), or too little is absorbed. For the two weeks, no alcohol, and no other sleep aids, sedating antihistamines (doxylamine/Unisom, diphenhydramine), sleeping pills or opioid painkillers on your own: the sedation adds up and breathing can slow. Do not drive or do anything hazardous for at least 12 hours after each dose. If you are breastfeeding, ask the prescriber first; when very sleepy, do not carry the baby on stairs or share a bed with the baby.',
    },
    source: {
      ref: 'Zurzuvae (zuranolone) US prescribing information (2023), Boxed Warning (impaired ability to drive for at least 12 hours), §2 (take in the evening with fat-containing food, 400–1,000 calories with 25–50 % fat), §5 (CNS depressant effects; alcohol and other CNS depressants), §8.2 (lactation) — sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zurzuvae',
    },
  },
  {
    // Forty-second clinician review, en M12: Procardia XL with a daily glass of grapefruit juice at 31 weeks — the plan
    // said nothing (the pair was an interaction row only, said when grapefruit was a supplement).
    id: 'felodipine-nifedipine-grapefruit',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['felodipine', 'nifedipine'],
    text: {
      zh: '服用非洛地平（波依定）或硝苯地平（拜新同、心痛定）：西柚（葡萄柚）、柚子、酸橙及它们的果汁都要避开，它们会让药的浓度明显升高，血压可能降得太低（头晕、晕倒、心跳快、脚肿）。普通甜橙、橘子没有这个问题。',
      en: 'On felodipine (Plendil) or nifedipine (Adalat, Procardia): avoid grapefruit, pomelo and Seville orange and their juices — they raise the medicine’s level markedly and the blood pressure can fall too far (dizziness, fainting, a racing heart, swollen ankles). Ordinary sweet oranges and mandarins are fine.',
    },
    source: {
      ref: 'Plendil (felodipine) prescribing information, Drug interactions (grapefruit juice raises felodipine levels about 2–3-fold); Procardia XL (nifedipine) US prescribing information §7 (avoid grapefruit juice) — sections cited from memory; Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=procardia',
    },
  },
  {
    // Forty-first clinician review, en M5: "do i have to eat with my geodon?" on one meal a day got a calorie
    // answer; taken with water only, about half is absorbed.
    id: 'ziprasidone-with-food',
    severity: 'warning',
    drugs: ['ziprasidone'],
    text: {
      zh: '齐拉西酮（卓乐定 Geodon）每次都要和一顿正餐一起吃（至少约500千卡，比如一碗米饭加菜和肉蛋）：空腹或只喝水时吃，吸收的量大约只有一半，药效会不够、病情可能复发。一天只吃一顿饭的话，两次药没法都配上饭——请先和精神科医生商量怎么安排，再决定饮食方式。',
      en: 'Take ziprasidone (Geodon) with a real meal every time — at least about 500 kcal (for example rice or pasta with meat or eggs and vegetables): with water only about half is absorbed, which can let the illness come back. On one meal a day both doses cannot go with food — talk to your psychiatrist about the timing before keeping to that way of eating.',
    },
    source: {
      ref: 'Geodon (ziprasidone) US prescribing information §2 (give with food) and §12.3 (absorption up to two-fold higher with food); Lincoln J et al. J Clin Psychiatry 2010;71:1477 (meal of at least 500 kcal) — cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=geodon',
    },
  },
  {
    // Forty-first clinician review, zh M4, M5: pirfenidone was unknown; the plan said "get some sun" for vitamin D
    // and "with food or before?" was not answered.
    id: 'pirfenidone-food-sun',
    severity: 'warning',
    drugs: ['pirfenidone'],
    text: {
      zh: '吡非尼酮（艾思瑞）要随餐吃（饭中或饭后马上吃），能减轻恶心和头晕。它会让皮肤对阳光过敏：避免强烈日晒，出门涂SPF 50的防晒霜、戴帽子、穿长袖；方案里“适度日晒补维生素D”的建议不适用于你，维生素D从食物和补充剂来。吸烟会降低它的血药浓度，请戒烟。',
      en: 'Take pirfenidone (Esbriet) with food, during or straight after a meal — it lessens nausea and dizziness. It makes the skin sensitive to sunlight: avoid strong sun, use an SPF 50 sunscreen, a hat and long sleeves outdoors; the plan’s advice to get some sun for vitamin D does not apply to you — get vitamin D from food and a supplement instead. Smoking lowers its level: stop smoking.',
    },
    source: {
      ref: 'Esbriet (pirfenidone) US prescribing information §2.1 (take with food), §5.3 (photosensitivity reaction or rash: avoid sun, sunscreen, protective clothing), §7 (cigarette smoking induces CYP1A2 and lowers exposure) — sections cited from memory; 吡非尼酮胶囊（艾思瑞）说明书【用法用量】【注意事项】',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=esbriet',
    },
  },
  {
    // Forty-first clinician review, zh M1, M14: olaparib (利普卓) was unknown, with a pomelo a day.
    id: 'olaparib-grapefruit-seville',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['olaparib'],
    text: {
      zh: '服用奥拉帕利（利普卓）：西柚（葡萄柚）、柚子、酸橙（塞维利亚橙）及它们的果汁都要避开，它们会让奥拉帕利的血药浓度升高；圣约翰草会让它降低，也不要吃。普通甜橙、橘子没有这个问题。',
      en: 'On olaparib (Lynparza): avoid grapefruit, pomelo and Seville orange and their juices, which raise its level; St John’s wort lowers it — avoid it too. Ordinary sweet oranges and mandarins are fine.',
    },
    source: {
      ref: 'Lynparza (olaparib) US prescribing information §7 and Patient Information (avoid grapefruit, grapefruit juice, Seville oranges and Seville orange juice; avoid strong CYP3A inducers) — sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lynparza',
    },
  },
  {
    // Forty-first clinician review, en M10: Ocaliva was unknown beside Questran.
    id: 'obeticholic-acid-resin',
    severity: 'info',
    drugs: ['obeticholic-acid'],
    text: {
      zh: '奥贝胆酸（Ocaliva）要和考来烯胺（消胆胺、Questran）这类胆汁酸结合剂至少隔开4小时（先吃奥贝胆酸，或在结合剂之后4小时再吃），否则会被结合掉。已有肝硬化的，请确认肝病医生看过你最新的血小板和胆红素；皮肤眼睛发黄加重、肚子变大、呕血或黑便、意识混乱，当天就医。',
      en: 'Take obeticholic acid (Ocaliva) at least 4 hours before or 4 hours after a bile-acid binder such as cholestyramine (Questran), colestipol or colesevelam, or the binder takes it up. With cirrhosis, make sure your liver specialist has seen your latest platelets and bilirubin; worsening yellowing, a swelling belly, vomiting blood or black stools, or confusion need a doctor the same day.',
    },
    source: {
      ref: 'Ocaliva (obeticholic acid) US prescribing information, Boxed Warning (hepatic decompensation and failure in PBC with cirrhosis) and §2 (bile acid binding resins: at least 4 hours apart) — sections cited from memory; FDA Drug Safety Communication (May 2021)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ocaliva',
    },
  },
  {
    // Thirty-fifth clinician review, en S4: Odefsey taken "once a day first thing w black coffee" by a man eating
    // one meal a day; neither the plan nor the chat said rilpivirine must go with a meal. Taken fasting about
    // 40 % less is absorbed; day after day that can let HIV become resistant, for good.
    id: 'rilpivirine-with-meal',
    severity: 'warning',
    drugs: [...RILPIVIRINE_ORAL, 'dolutegravir-rilpivirine'],
    text: {
      zh: '含利匹韦林的抗艾滋病药（Odefsey、Edurant、Complera/Eviplera、Juluca）必须和一顿正餐一起吃：不能空腹吃，不能只配一杯咖啡或其他饮料，只喝一杯蛋白粉奶昔也不算一顿饭。空腹吃，利匹韦林的吸收少约40%；天天这样，病毒可能对它和同类药产生耐药，而耐药无法逆转。每天固定同一时间、和一顿正经饭一起吃。不吃早饭或一天只吃一顿（轻断食、16:8等）的，就每天和你吃的那一顿饭一起吃——怎么把服药时间挪过去，先问艾滋病门诊医生或药师。',
      en: 'HIV medicines with rilpivirine (Odefsey, Edurant, Complera/Eviplera, Juluca) must be taken with a meal: not on an empty stomach, not with just a coffee or another drink — and a protein shake alone is not a meal. Taken fasting, about 40 % less rilpivirine is absorbed; day after day that can let the virus become resistant to it and to similar medicines, which cannot be undone. Take it once a day at the same time with a proper meal. If you skip breakfast or eat one meal a day (OMAD, intermittent fasting), take it with that meal every day — ask your HIV clinic or pharmacist how to move the time.',
    },
    source: {
      ref: 'Odefsey (emtricitabine/rilpivirine/tenofovir alafenamide) US prescribing information (Gilead, 2024) §2 (one tablet once daily with a meal) and §12.3; Edurant (rilpivirine) US prescribing information §2 and §12.3 (with a meal; fasting exposure about 40 % lower than with a normal or high-fat meal; a protein-rich nutritional drink alone about 50 % lower) — figures cited from memory; Odefsey UK SmPC §4.2 (must be taken with food)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=odefsey',
    },
  },
  {
    // Thirty-fifth clinician review, M6: on Keytruda, a new fasting glucose of 9.8 mmol/L and an ALT of 112 U/L were
    // read as routine ("see a doctor within 2–4 weeks"): on a checkpoint inhibitor they can be immune-related
    // diabetes and hepatitis, for the oncology team the same day.
    id: 'checkpoint-inhibitor-immune-effects',
    severity: 'warning',
    classes: ['checkpoint_inhibitor'],
    text: {
      zh: '帕博利珠单抗（可瑞达，Keytruda）、纳武利尤单抗（欧狄沃，Opdivo）、伊匹木单抗等免疫检查点抑制剂，可能让免疫系统攻击正常器官，有时在用药后几个月才出现。出现下面情况请当天就联系肿瘤科团队，不要等下次复诊：腹泻或大便次数比平时多、大便带血或黏液、肚子痛（结肠炎）；特别口渴、尿特别多，或从没得过糖尿病却查出血糖高（可能突然发生1型糖尿病；同时呕吐、呼吸快或昏昏欲睡，请立即去急诊）；皮肤或眼白发黄、尿色深或转氨酶升高（肝炎）；新出现的咳嗽或气短；异常乏力、头痛或头晕（内分泌腺受累）。开始吃任何中药或“提高免疫力”的保健品（灵芝、云芝等菌菇提取物、紫锥菊、大剂量维生素）之前，先告诉肿瘤科团队：没有一种被证明能帮这类药起效，有的还会伤肝。',
      en: 'Pembrolizumab (Keytruda), nivolumab (Opdivo), ipilimumab (Yervoy) and other checkpoint inhibitors can make the immune system attack healthy organs, sometimes months after a dose. Call your oncology team the same day — not at the next visit — for: diarrhoea or more stools than usual, blood or mucus in them, or belly pain (colitis); great thirst, passing much more urine, or a high blood sugar when you have never had diabetes (type 1 diabetes can start suddenly; with vomiting, fast breathing or drowsiness go to the emergency department); yellow skin or eyes, dark urine or raised liver tests (hepatitis); a new cough or breathlessness; unusual tiredness, headache or dizziness (hormone glands). Tell the team before starting any herbal medicine or "immune-boosting" supplement (mushroom extracts such as turkey tail or reishi, echinacea, high-dose vitamins): none is shown to help these medicines work, and some harm the liver.',
    },
    source: {
      ref: 'KEYTRUDA (pembrolizumab) US prescribing information (Merck, 2024) §5.1 Severe and fatal immune-mediated adverse reactions (colitis, hepatitis, endocrinopathies including type 1 diabetes mellitus with diabetic ketoacidosis, pneumonitis, nephritis; may occur after discontinuation); OPDIVO (nivolumab) and YERVOY (ipilimumab) US prescribing information §5.1 (the same); Schneider BJ et al. Management of immune-related adverse events in patients treated with immune checkpoint inhibitor therapy: ASCO guideline update. J Clin Oncol 2021;39:4073–4126; Haanen J et al. ESMO Clinical Practice Guideline, Ann Oncol 2022;33:1217–1238 — sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=keytruda',
    },
  },
  // Fifteenth clinician review (zh P5-S1): 瑞弗兰 taken "每天早饭时" with a glass of milk.
  {
    id: 'eltrombopag-dairy-minerals',
    severity: 'warning',
    drugs: ['eltrombopag'],
    text: {
      zh: '艾曲泊帕（瑞弗兰）要空腹吃，或只配低钙的食物（如白粥、馒头、水果）：牛奶、酸奶、奶酪、奶粉、钙强化饮料和豆制品里的钙，以及钙片、铁剂、镁、锌、含这些矿物质的复合维生素和抗酸药（如铝碳酸镁），都会和它结合，使吸收明显减少，血小板可能升不上去。这些要放在服药前至少4小时、或服药后至少2小时。早饭要喝牛奶的，可以把艾曲泊帕改在睡前或两餐之间空腹吃，具体时间请和血液科医生或药师商量；不要自己停药或改剂量。要加铁剂等矿物质补充剂，先问血液科医生。',
      en: 'Take eltrombopag (Promacta, Revolade) on an empty stomach or with low-calcium food only (plain rice porridge, bread, fruit): the calcium in milk, yoghurt, cheese, milk powder, calcium-fortified drinks and tofu, and calcium, iron, magnesium or zinc tablets, multivitamins with them and antacids bind it and cut how much is absorbed, so the platelet count may not rise. Keep them to at least 4 hours before or 2 hours after the dose. If you have milk at breakfast, eltrombopag can go at bedtime or between meals on an empty stomach — agree the time with your haematologist or pharmacist; do not stop it or change the dose yourself. Ask the haematologist before adding iron or another mineral supplement.',
    },
    source: ELTROMBOPAG_LABEL,
  },
  // Thirteenth clinician review (en P5 #1, #2): grapefruit and Seville orange with ibrutinib.
  {
    id: 'ibrutinib-grapefruit-seville',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['ibrutinib'],
    text: {
      zh: '服用伊布替尼（亿珂 Imbruvica）期间，要避开西柚（葡萄柚）、柚子和酸橙（塞维利亚橙，常做橙子果酱），连同它们的果汁和果酱，少量或偶尔吃也不行。这些水果会让伊布替尼的血药浓度升高，出血和心律失常等不良反应随之增加。普通甜橙、甜橙做的果酱和橙汁可以吃。每天同一时间用一杯水吞服，饭前饭后都可以。',
      en: 'On ibrutinib (Imbruvica), have no grapefruit, pomelo or Seville (bitter) orange — nor their juice or marmalade, not even now and then: they raise the ibrutinib level and with it bleeding, heart-rhythm problems and other side effects. Ordinary sweet oranges, sweet-orange marmalade and orange juice are fine. Take it at the same time each day with a glass of water, with or without food.',
    },
    source: {
      ref: 'Imbruvica (ibrutinib) US prescribing information (2024): §2 (same time each day with a glass of water; avoid grapefruit and Seville oranges), §7.1 CYP3A inhibitors and §17 (section numbers cited from memory); Bailey DG et al. CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; sweet oranges do not); 伊布替尼胶囊说明书【用法用量】【药物相互作用】（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=imbruvica',
    },
  },
  // Blind answer round 30 (en-057, unsafe): "Does that include orange marmalade?" on Brukinsa got atorvastatin's
  // "half a grapefruit now and then is fine". Zanubrutinib's CYP3A rule is ibrutinib's.
  {
    id: 'zanubrutinib-grapefruit-seville',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['zanubrutinib'],
    text: {
      zh: '服用泽布替尼（百悦泽 Brukinsa）期间，要避开西柚（葡萄柚）、柚子和酸橙（塞维利亚橙，常做橙子果酱），连同它们的果汁和果酱：它们会让泽布替尼的血药浓度升高，出血等不良反应随之增加。普通甜橙、甜橙做的果酱和橙汁可以吃——果酱看配料表，写着“酸橙”“塞维利亚橙”的就换掉。泽布替尼本身会增加出血风险，鱼油、维生素E、三七这类“活血”的补充剂也先别吃，加任何补充剂前先问血液科医生或药师。',
      en: 'On zanubrutinib (Brukinsa), have no grapefruit, pomelo or Seville (bitter) orange — nor their juice or marmalade: they raise the zanubrutinib level and with it bleeding and other side effects. Ordinary sweet oranges, sweet-orange marmalade and orange juice are fine — check the marmalade label, and swap one made with Seville or bitter oranges (most classic English marmalades are). Zanubrutinib itself raises bleeding risk, so leave out fish oil, vitamin E and “blood-circulation” herbs too, and ask the haematology team or pharmacist before any supplement.',
    },
    source: {
      ref: 'Brukinsa (zanubrutinib) US prescribing information §7.1 (CYP3A inhibitors) and §5.1 Hemorrhage; EU SmPC §4.5 (grapefruit and Seville oranges to be avoided) — section numbers cited from memory; Bailey DG et al. CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; sweet oranges do not)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=brukinsa',
    },
  },
  // Twenty-fourth clinician review (en M8: polycystic kidneys on Jynarque asked about water, grapefruit and
  // her liver tests): tolvaptan's label rules — water to thirst and before bed, no grapefruit juice, the
  // liver-injury signs and the monthly liver tests of its REMS.
  {
    id: 'tolvaptan-water-grapefruit-liver',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['tolvaptan'],
    text: {
      zh: '吃托伐普坦（苏麦卡、Jynarque）会大量排尿，要随时喝水：口渴就喝，睡前和夜里起来小便时也喝一杯，身边常备水；不能喝水的时候（比如禁食、呕吐、腹泻、天热出汗多）先联系医生，这几天药怎么吃由医生决定。不要喝西柚汁（葡萄柚汁），它会让托伐普坦浓度升高。它可能伤肝：按医生要求定期查肝功能（开始后头18个月每月查），出现乏力、没胃口、恶心、右上腹痛、尿色变深或皮肤眼睛发黄，当天就联系医生查肝功能，并告诉医生你在吃托伐普坦；不要自己改剂量。',
      en: 'Tolvaptan (Jynarque, Samsca) makes you pass a lot of urine, so drink water through the day: whenever you are thirsty, plus a glass at bedtime and when you get up at night to pass urine, and keep water with you. If you cannot drink (fasting, vomiting, diarrhoea, heavy sweating in the heat), call your doctor first. Do not drink grapefruit juice: it raises the tolvaptan level. It can injure the liver: keep the liver blood tests your doctor orders (monthly for the first 18 months on Jynarque), and with tiredness, loss of appetite, nausea, pain under the right ribs, dark urine or yellow skin or eyes, call your doctor the same day for a liver test and tell them you take tolvaptan. Do not change the dose yourself.',
    },
    source: {
      ref: 'Jynarque (tolvaptan) US prescribing information (Otsuka, 2020): Boxed Warning and §5.1 (serious liver injury; ALT, AST and bilirubin before starting, at 2 and 4 weeks, monthly for 18 months, then every 3 months; REMS), §2.1 and §17 (drink water to prevent thirst and dehydration, including before bed and at night), §7.1 (avoid grapefruit juice; strong CYP3A inhibitors contraindicated); section numbers cited from memory; 托伐普坦片说明书【用法用量】【注意事项】（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=jynarque',
    },
  },
  // Twenty-eighth clinician review, en m8: "can I have grapefruit or pomegranate on Kisqali?" got no help — the
  // label's food rule (CYP3A4: no grapefruit or pomegranate or their juices) and its QT warning.
  {
    id: 'ribociclib-grapefruit-pomegranate',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['ribociclib'],
    text: {
      zh: '吃瑞波西利（凯丽隆 Kisqali）期间，西柚（葡萄柚）、柚子、石榴和它们的果汁都要避开。说明书写明，它们会让瑞波西利的血药浓度升高，加重副作用，包括QT间期延长（一种心律风险）；和吃药时间错开也没用。普通甜橙、橘子和橙汁可以吃。瑞波西利可以随餐或空腹吃，每天固定时间。血钾、血镁偏低会加重QT风险，按医嘱复查心电图和电解质；加任何新药（包括止吐药、抗生素）或保健品前先问肿瘤科医生或药师。心慌、心跳乱、头晕或晕倒，请立即就医。不要自己停药或改剂量。',
      en: 'While on ribociclib (Kisqali), have no grapefruit, pomelo or pomegranate, and none of their juices: the label says they raise the ribociclib level and with it the side effects, including QT prolongation (a heart-rhythm risk); spacing them from the dose does not help. Sweet oranges, mandarins and orange juice are fine. Ribociclib can be taken with or without food, at the same time each day. A low potassium or magnesium adds to the QT risk — keep the ECGs and blood tests your team plans, and ask the oncology team or pharmacist before any new medicine (anti-sickness tablets and antibiotics included) or supplement. Palpitations, a racing or irregular heartbeat, dizziness or a faint need care at once. Do not stop or change the dose yourself.',
    },
    source: {
      ref: 'Kisqali (ribociclib) US prescribing information (Novartis): §2.1 (with or without food), §5 QT interval prolongation, §7 (avoid strong CYP3A inhibitors; patient information: avoid grapefruit, pomegranate and their juices) — section numbers cited from memory; 琥珀酸瑞波西利片说明书【药物相互作用】（章节凭记忆）; Bailey DG et al. CMAJ 2013;185:309 (pomelo carries the same furanocoumarins)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=kisqali',
    },
  },
  // Twenty-fourth clinician review (zh S1): imatinib with a large glass of grapefruit juice every morning —
  // the label's food rule (with a meal and a large glass of water; no grapefruit juice).
  {
    id: 'imatinib-meal-grapefruit',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['imatinib'],
    text: {
      zh: '伊马替尼（格列卫）随餐吃，并用一大杯水送服，可以减轻胃部刺激。西柚汁（葡萄柚汁）、西柚和柚子都不要吃喝：说明书写明西柚汁可能使伊马替尼的血药浓度升高，应当避免，和吃药时间错开也没用。普通甜橙、橘子和橙汁可以吃。已经每天在喝的，请告诉血液科医生或药师，并按时复查血常规和肝功能。贯叶连翘（圣约翰草、路优泰）正好相反，会让伊马替尼浓度下降、药效变差，也不要吃。不要自己停药或改剂量。',
      en: 'Take imatinib (Gleevec, Glivec) with a meal and a large glass of water, which eases stomach upset. Have no grapefruit juice, grapefruit or pomelo: the label says grapefruit juice may raise the imatinib level and should be avoided, and spacing it from the dose does not help. Sweet oranges, mandarins and orange juice are fine. If you have been drinking it daily, tell your haematologist or pharmacist and keep your blood-count and liver tests. St John’s wort does the opposite — it lowers the imatinib level so the treatment works less — so avoid it too. Do not stop or change the dose yourself.',
    },
    source: {
      ref: 'Gleevec (imatinib) US prescribing information (Novartis): §2.1 (with a meal and a large glass of water), §7.1–7.2 (CYP3A4 inducers such as St John’s wort lower imatinib; inhibitors raise it; grapefruit juice may increase its plasma concentrations and should be avoided; section numbers cited from memory); 甲磺酸伊马替尼片（格列卫）说明书【用法用量】【药物相互作用】（章节凭记忆）; Bailey DG et al. CMAJ 2013;185:309 (pomelo carries the same furanocoumarins; sweet oranges do not)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=gleevec',
    },
  },
  // Twenty-first clinician review (en S2, M14: P3 on Tasigna with a glass of grapefruit juice every morning,
  // "can I take it with my breakfast?"): nilotinib's boxed warning — no food 2 hours before and 1 hour after,
  // no grapefruit — and its acid-reducer rule (PPIs not recommended; an H2 blocker or antacid spaced).
  {
    id: 'nilotinib-empty-stomach-grapefruit',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['nilotinib'],
    text: {
      zh: '尼洛替尼（达希纳 Tasigna）每天两次、间隔约12小时空腹吃：服药前2小时和服药后1小时内都不要吃东西，用一杯水整粒吞下，不要和早饭、复合维生素一起吃——食物会让血药浓度升高，加重它的心脏风险（QT间期延长，说明书黑框警告提到过猝死）。西柚（葡萄柚）、柚子、酸橙和它们的果汁一点都不要喝，它们也会让尼洛替尼浓度升高。血钾、血镁偏低会加重这种心律风险，医生开的补钾、补镁请按医嘱吃，并按时复查心电图和电解质。出现心慌、心跳乱、头晕或晕倒，请立即就医。不要自己停药或改剂量。',
      en: 'Take nilotinib (Tasigna) twice a day about 12 hours apart on an empty stomach: no food for 2 hours before and 1 hour after each dose, swallowed whole with a glass of water — not with breakfast or your multivitamin. Food raises the nilotinib level and with it its heart risk (QT prolongation; its boxed warning reports sudden deaths). Have no grapefruit, pomelo or Seville orange or their juice at all: they raise the level too. A low potassium or magnesium adds to the heart-rhythm risk, so take the potassium or magnesium your oncologist prescribes and keep your ECG and blood tests. Palpitations, a racing or irregular heartbeat, dizziness or a faint need care at once. Do not stop or change the dose yourself.',
    },
    source: {
      ref: 'Tasigna (nilotinib) US prescribing information (Novartis, 2024): Boxed Warning (QT prolongation and sudden deaths; avoid food 2 hours before and 1 hour after the dose; correct hypokalaemia and hypomagnesaemia), §2 (twice daily about 12 hours apart, on an empty stomach), §5.2–5.3 and §7 (grapefruit products and strong CYP3A4 inhibitors; section numbers cited from memory); 尼洛替尼胶囊（达希纳）说明书【用法用量】【注意事项】（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tasigna',
    },
  },
  {
    id: 'nilotinib-acid-reducers',
    severity: 'info',
    drugs: ['nilotinib'],
    text: {
      zh: '尼洛替尼在胃酸少时吸收变差：说明书不建议和奥美拉唑、埃索美拉唑（耐信）等质子泵抑制剂同用（埃索美拉唑使尼洛替尼的量减少约三分之一，错开时间也没用）。如果需要治胃酸，请和血液科医生或药师商量换法：法莫替丁这类H2阻滞剂放在尼洛替尼前约10小时、后约2小时；抗酸药（如铝碳酸镁、碳酸钙咀嚼片；钙片里的碳酸钙也算）放在前后各约2小时。不要自己停掉正在吃的药。',
      en: 'Nilotinib is absorbed less when stomach acid is low: its label does not recommend PPIs such as omeprazole or esomeprazole (Nexium) with it (esomeprazole cut the nilotinib level by about a third, and spacing the doses does not help). If you need acid treatment, ask your oncologist or pharmacist about switching: an H2 blocker such as famotidine (Pepcid) about 10 hours before and 2 hours after the nilotinib dose, or an antacid (Tums, Maalox, Gelusil, Digene — and a calcium carbonate tablet such as Shelcal or Caltrate counts too) about 2 hours before or after it. Do not stop a medicine on your own.',
    },
    source: {
      ref: 'Tasigna (nilotinib) US prescribing information, §7 Drugs that inhibit gastric acid secretion (esomeprazole 40 mg daily decreased nilotinib AUC by 34%; concomitant PPIs not recommended; famotidine 10 hours before and 2 hours after, or an antacid 2 hours before or after, did not alter nilotinib pharmacokinetics) (FDA safety labeling change, June 2013)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tasigna',
    },
  },
  // Twenty-first clinician review (en S4, M14, M15: P4 on Xyrem after wine was hard to wake with slow
  // breathing and blue lips): sodium oxybate's boxed warning and contraindications — no alcohol, no
  // sedative hypnotics, other sedating products only with the prescriber — the 2-hours-after-eating rule
  // and the sodium each nightly dose carries.
  {
    id: 'sodium-oxybate-alcohol-sedatives',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    drugs: ['sodium-oxybate'],
    text: {
      zh: '用羟丁酸钠（Xyrem、Xywav）的当天晚上不能喝任何酒，也不能同时用安眠药：说明书黑框警告和禁忌写明，它和酒精、镇静催眠药一起会让呼吸变慢甚至停止、叫不醒，可能致命。褪黑素、缬草、CBD、卡瓦等助眠产品也会加重镇静，加之前先问开药医生。如果喝了酒，那天晚上的药先不吃，问医生怎么办。家人发现叫不醒、呼吸很慢很浅或嘴唇发紫，要马上拨打120，让人侧躺，不要让他“睡一觉就好”。',
      en: 'On sodium oxybate (Xyrem, Xywav, Lumryz) have no alcohol at all on a dosing night and take no sleeping pills with it: its boxed warning and contraindications say that with alcohol or sedative hypnotics it can slow or stop breathing and leave you unrousable, which can be fatal. Melatonin, valerian, CBD or kava add sedation too: ask the prescriber before taking any of them with it. If you have had a drink, skip that night’s dose and ask your prescriber. If you are ever hard to wake, breathing slowly or shallowly, or your lips look blue, whoever is with you should call 911 at once and put you on your side — never let you "sleep it off".',
    },
    source: {
      ref: 'Xyrem (sodium oxybate) US prescribing information (Jazz, 2023): Boxed Warning (CNS depression; respiratory depression; abuse and misuse), §4 Contraindications (with sedative hypnotics or alcohol), §5.1 and §7 (other CNS depressants) (section numbers cited from memory)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=xyrem',
    },
  },
  // The same review (en P4 Q2): "how long after dinner do I have to wait before my first Xyrem dose? I
  // usually eat late around 9" was answered as a late-dinner weight question.
  {
    id: 'sodium-oxybate-after-eating',
    severity: 'info',
    drugs: ['sodium-oxybate'],
    answersWholeWhen:
      /(饭|餐|吃东西)(后|以后|之后)[^，。？?]{0,6}(多久|几个小时|多长时间)|隔多久|\b(how long after (dinner|eating|a meal|food|supper)|(after|before) (dinner|eating|my meal|supper)[^.?!]{0,30}\b(dose|xyrem|take)|wait (after|before) (dinner|eating))\b/,
    text: {
      zh: '**羟丁酸钠（Xyrem、Xywav）的第一剂要在吃完饭至少2小时以后、上床后再吃**：胃里有食物时它吸收变少，效果会变差。晚饭吃得晚（比如9点），第一剂就相应推后，或者把晚饭提前；每天晚饭和服药的时间尽量固定，第二剂按医生说的时间（一般在第一剂后2.5–4小时）吃。',
      en: '**Take the first dose of sodium oxybate (Xyrem, Xywav) in bed at least 2 hours after you finish eating**: food in the stomach lowers how much is absorbed and weakens its effect. If dinner is late (around 9), either move the first dose later or eat earlier; keep dinner and dosing times about the same every night, and take the second dose when your doctor said (usually 2.5–4 hours after the first).',
    },
    source: {
      ref: 'Xyrem (sodium oxybate) US prescribing information (Jazz, 2023), §2 Dosage and administration (first dose at bedtime at least 2 hours after eating; second dose 2.5 to 4 hours later) and §12.3 (a high-fat meal lowers absorption) (section numbers cited from memory)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=xyrem',
    },
  },
  // The same review (en P4 Q8, her husband, asking ahead): "if she's hard to wake and breathing slow after
  // her Xyrem tonight, do I call 911 or let her sleep it off?" — the answer first, without a choice.
  {
    id: 'sodium-oxybate-hard-to-wake',
    severity: 'warning',
    chatOnly: true,
    drugs: ['sodium-oxybate'],
    text: {
      zh: '**打120，不要让她“睡一觉就好”。**用了羟丁酸钠（Xyrem、Xywav）以后很难叫醒、呼吸很慢很浅或嘴唇发紫，是药物压制了呼吸，可能致命：马上拨打120，让她侧躺（复原卧位），一直守在旁边看着呼吸，没有呼吸时按调度员的指导做心肺复苏；不要再给第二剂，也不要喂吃的喝的。喝过酒的晚上不吃羟丁酸钠，也不和安眠药一起用；发生过一次，当天就告诉开药医生。',
      en: '**Call 911 — never let her "sleep it off".** Being hard to wake, breathing slowly or shallowly, or blue lips after sodium oxybate (Xyrem, Xywav) mean the medicine has pressed down her breathing, which can be fatal: call 911 at once, put her on her side (recovery position), stay and keep checking her breathing, and if she stops breathing the call-taker will talk you through CPR; no second dose and nothing to eat or drink. No sodium oxybate on a night with any alcohol, and never with sleeping pills; after it has happened once, tell the prescriber the same day.',
    },
    source: {
      ref: 'Xyrem (sodium oxybate) US prescribing information (Jazz, 2023): Boxed Warning (CNS depression, respiratory depression), §4 Contraindications (with alcohol or sedative hypnotics), §5.1 (section numbers cited from memory); American Heart Association Guidelines for CPR and ECC 2020 (recovery position; dispatcher-assisted CPR)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=xyrem',
    },
  },
  {
    id: 'sodium-oxybate-sodium',
    severity: 'info',
    drugs: ['sodium-oxybate'],
    text: {
      zh: '羟丁酸钠（Xyrem）本身含钠不少：每晚总量3克约含钠550毫克，6克约1100毫克，9克（比如4.5克、一晚两次）约1640毫克，这些都要算进一天的钠里。有高血压、心衰或肾病时，食物里的钠要相应少一些（一天总钠一般不超过2000毫克左右，具体听医生的），少吃咸菜、加工肉、方便面和外卖；可以问医生是否换成低钠的Xywav。不要为了少摄入钠自己减药量。',
      en: 'Sodium oxybate (Xyrem) itself carries a lot of sodium: about 550 mg in a nightly total of 3 g, 1,100 mg in 6 g, and 1,640 mg in 9 g (4.5 g twice a night) — count it in your day’s sodium. With high blood pressure, heart failure or kidney disease, the sodium from food has to be lower to match (usually no more than about 2,000 mg a day in all; your doctor sets it): fewer salty, processed and restaurant foods. Ask your doctor whether the low-sodium form (Xywav) suits you. Do not lower the dose yourself to save sodium.',
    },
    source: {
      ref: 'Xyrem (sodium oxybate) US prescribing information, §5 Use in patients sensitive to high sodium intake (sodium content per total nightly dose: 3 g, 550 mg; 6 g, 1,100 mg; 9 g, 1,640 mg) (section number cited from memory); Xywav US prescribing information (92% less sodium); WHO guideline: sodium intake for adults and children (2012; less than 2 g sodium a day)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=xyrem',
    },
  },
  // Twenty-first clinician review (en P4 Q5, M14): modafinil makes hormonal contraception less reliable.
  {
    id: 'modafinil-hormonal-contraception',
    severity: 'warning',
    drugs: ['modafinil'],
    text: {
      zh: '莫达非尼（Provigil、阿莫达非尼 Nuvigil）会让避孕药、避孕贴、阴道环和皮下埋植等激素避孕效果变差，服药期间和停药后1个月内，请另外加用不含激素的方法（避孕套或含铜宫内节育器），和医生商量换哪种避孕方式。备孕或可能怀孕时，先告诉开药医生：有报告提示孕期用莫达非尼可能增加胎儿畸形风险。叶酸每天400微克可以吃。',
      en: 'Modafinil (Provigil; armodafinil, Nuvigil) makes hormonal contraception — the pill, patch, ring and implant — less reliable, during treatment and for 1 month after stopping: use a non-hormonal method as well (condoms or a copper IUD) and ask your doctor which contraception suits you. If you plan a pregnancy or could be pregnant, tell the prescriber first: reports suggest a higher risk of birth defects with modafinil in pregnancy. Folic acid 400 µg a day is fine to take.',
    },
    source: {
      ref: 'Provigil (modafinil) US prescribing information, §7 (steroidal contraceptives: reduced effectiveness during and for one month after discontinuation; alternative or concomitant methods recommended) (section number cited from memory); MHRA Drug Safety Update, November 2020 (modafinil: potential risk of congenital malformations when used during pregnancy); US Preventive Services Task Force 2023 (folic acid 400–800 µg a day when planning a pregnancy)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=provigil',
    },
  },
  // Eleventh clinician review (zh P5 #2): megestrol raises glucose and the risk of clots.
  {
    id: 'megestrol-glucose-clots',
    severity: 'info',
    drugs: ['megestrol'],
    text: {
      zh: '甲地孕酮（开胃用）可使血糖升高，也增加血栓风险：按医生安排查血糖，空腹血糖升高请告诉开药的医生；一侧小腿肿痛、突然气短或胸痛时请立即就医（拨打120）。',
      en: 'Megestrol (for appetite) can raise blood glucose and the risk of blood clots: have your glucose checked as the doctor advises and report a raised fasting glucose to the prescriber; a painful swollen calf on one side, sudden breathlessness or chest pain needs emergency care at once.',
    },
    source: {
      ref: 'Megace ES (megestrol acetate) US prescribing information §5 Warnings and Precautions (thromboembolic events; new-onset diabetes and exacerbation of pre-existing diabetes; adrenal effects) — cited from memory; 醋酸甲地孕酮片说明书【注意事项】',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=megestrol',
    },
  },
  {
    id: 'levothyroxine-empty-stomach',
    severity: 'info',
    classes: ['thyroid_hormone'],
    text: {
      zh: '左甲状腺素：每天固定时间空腹用白开水服用，服药后30–60分钟再吃早饭、喝咖啡或牛奶；钙片、铁剂、含钙铁的复合维生素和豆浆要和它间隔至少4小时。',
      en: 'Levothyroxine: take it at the same time every day on an empty stomach with water, 30–60 minutes before breakfast, coffee or milk; keep calcium, iron, multivitamins with them and soy milk at least 4 hours away from it.',
    },
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information §2.1 and §7 (calcium, iron, soy, coffee reduce absorption); Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism. Thyroid 2014;24:1670',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
    },
  },
  {
    // Clinician review 7, zh P4: "恩替卡韦饭前还是饭后吃？" was declined although the label says it, and a
    // man with hepatitis B who drinks heard nothing about alcohol from the plan.
    id: 'entecavir-empty-stomach-alcohol',
    severity: 'info',
    drugs: ['entecavir'],
    text: {
      zh: '恩替卡韦要空腹吃：饭后至少2小时、下一顿饭前至少2小时再吃（比如两餐之间的固定时间，或晚饭2小时后睡前吃），每天同一时间。有乙肝不要喝酒，包括啤酒、米酒和药酒：酒精会加快肝纤维化、肝硬化，增加肝癌风险。转氨酶正常了也不要自己停药，否则乙肝可能严重复发；停不停、什么时候停由肝病医生决定。',
      en: 'Take entecavir on an empty stomach: at least 2 hours after a meal and at least 2 hours before the next (for example at a fixed time between meals, or at bedtime 2 hours after dinner), at the same time every day. With hepatitis B, do not drink alcohol, including beer, rice wine and tonic wines: alcohol speeds up liver scarring and cirrhosis and raises the risk of liver cancer. Even when your liver tests are normal again, do not stop entecavir on your own — hepatitis B can flare badly without it; your liver doctor decides whether and when it ends.',
    },
    source: {
      ref: 'Baraclude (entecavir) US prescribing information §2.1 (on an empty stomach, at least 2 hours after a meal and 2 hours before the next meal) and boxed warning / §5.1 (severe acute exacerbations of hepatitis B on discontinuation); 恩替卡韦片说明书【用法用量】空腹服用（餐前或餐后至少2小时）; EASL 2017 Clinical Practice Guidelines on the management of hepatitis B virus infection (alcohol a cofactor of liver disease progression; cited from memory, section not checked)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=baraclude',
    },
  },
  {
    // Fourteenth clinician review, zh P1 #4: "医生开了力平之，这个药饭前吃还是饭后吃？" got "no reliable rule".
    // Micronised fenofibrate (力平之, Lipidil 200 mg) is taken with a meal; some newer tablets (Tricor
    // 145 mg) are not affected by food — the box says which.
    id: 'fenofibrate-with-meals',
    severity: 'info',
    chatOnly: true,
    drugs: ['fenofibrate'],
    text: {
      zh: '力平之（微粒化非诺贝特胶囊）每天一次，和正餐一起吃，随餐吸收更好；少数新剂型（如145 mg片）吃不吃饭都可以，以你药盒里的说明书为准。吃非诺贝特期间医生会定期查肝功能；要不要再加“护肝片”之类的产品，先问开药医生。',
      en: 'Micronised fenofibrate (Lipidil, 200 mg capsules) is taken once a day with a main meal, which helps it absorb; a few newer forms (such as Tricor 145 mg tablets) can be taken with or without food — your leaflet says which. Your doctor checks liver tests while you take fenofibrate; ask them before adding any "liver support" product.',
    },
    source: {
      ref: '力平之（微粒化非诺贝特胶囊）说明书【用法用量】与餐同服、【注意事项】定期监测转氨酶; Lipidil micro 200 mg UK summary of product characteristics §4.2 (with food); Tricor (fenofibrate) US prescribing information §2 (145 mg tablets without regard to meals) and §5.2 (liver tests)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tricor',
    },
  },
  {
    id: 'chelating-antibiotic-dairy',
    severity: 'info',
    classes: ['tetracycline', 'fluoroquinolone'],
    // Levofloxacin and moxifloxacin have their own labels' windows (their rows below), which the plan's
    // interaction cards already use (thirty-sixth clinician review, zh M6: the chat gave levofloxacin
    // ciprofloxacin's 2 h / 6 h while the plan said 2 h).
    exceptDrugs: ['levofloxacin', 'moxifloxacin'],
    text: {
      zh: '四环素类（多西环素、米诺环素）和喹诺酮类（环丙沙星、左氧氟沙星等）抗生素会和牛奶、酸奶、钙片、铁剂、镁、锌及抗酸药结合而失效：服药前2小时或服药后6小时内不要喝奶或吃这些补充剂，用白开水送服。',
      en: 'Tetracycline (doxycycline, minocycline) and quinolone (ciprofloxacin, levofloxacin …) antibiotics bind to milk, yogurt, calcium, iron, magnesium, zinc and antacids and stop working: keep these at least 2 hours before or 6 hours after a dose, and take the antibiotic with water.',
    },
    source: {
      ref: 'Cipro (ciprofloxacin) US prescribing information §2.4 and §7 (2 hours before or 6 hours after multivalent cations and dairy alone); doxycycline and minocycline labels §7 (antacids, calcium, iron impair absorption)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ciprofloxacin',
    },
  },
  {
    id: 'levofloxacin-minerals',
    severity: 'info',
    drugs: ['levofloxacin'],
    text: {
      zh: '左氧氟沙星（可乐必妥、来立信等）要和钙片、铁剂、锌、镁、抗酸药（如铝碳酸镁、达喜）、硫糖铝以及含矿物质的复合维生素（如善存）错开：在它们之前至少2小时、或之后至少2小时吃，用白开水送服——这些矿物质会在肠道里和药结合，药吸收少了，感染就不容易治好。左氧氟沙星饭前饭后吃都可以。',
      en: 'Keep levofloxacin (Levaquin, Tavanic …) at least 2 hours before or 2 hours after calcium, iron, zinc, magnesium, antacids, sucralfate and multivitamins with minerals (Centrum and the like), and swallow it with water: the minerals bind it in the gut, less is absorbed, and the infection may not clear. Levofloxacin can be taken with or without food.',
    },
    source: {
      ref: 'Levaquin (levofloxacin) US prescribing information §2.4 (at least 2 hours before or 2 hours after antacids containing magnesium or aluminium, sucralfate, metal cations such as iron, and multivitamins with zinc; with or without food) and §7; 左氧氟沙星片说明书【药物相互作用】（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=levofloxacin',
    },
  },
  {
    id: 'moxifloxacin-minerals',
    severity: 'info',
    drugs: ['moxifloxacin'],
    text: {
      zh: '莫西沙星（拜复乐）要和钙片、铁剂、锌、镁、抗酸药、硫糖铝以及含矿物质的复合维生素错开：在它们之前至少4小时、或之后至少8小时吃，用白开水送服——这些矿物质会在肠道里和药结合，药吸收少了，感染就不容易治好。莫西沙星饭前饭后吃都可以。',
      en: 'Take moxifloxacin (Avelox) at least 4 hours before or 8 hours after calcium, iron, zinc, magnesium, antacids, sucralfate and multivitamins with minerals, and swallow it with water: the minerals bind it in the gut, less is absorbed, and the infection may not clear. Moxifloxacin can be taken with or without food.',
    },
    source: {
      ref: 'Avelox (moxifloxacin) US prescribing information §2.3 (at least 4 hours before or 8 hours after magnesium- or aluminium-containing antacids, sucralfate, metal cations such as iron, multivitamins with zinc; with or without food) and §7',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=avelox',
    },
  },
  {
    // Thirty-sixth clinician review, zh M2: efavirenz taken after a fatty late-night snack, with nightmares and
    // dizziness, got a weight-loss answer and "no rule". Food, above all a fatty meal, raises efavirenz and its
    // nervous-system side effects; the label takes it on an empty stomach, at bedtime.
    id: 'efavirenz-empty-stomach',
    severity: 'info',
    drugs: ['efavirenz'],
    text: {
      zh: '依非韦伦（施多宁、EFV）要空腹吃，最好睡前吃：和饭、尤其油腻的宵夜一起吃，药的血浓度会升高，头晕、做噩梦、睡不好这些副作用更明显。睡前吃药前两小时左右别吃油腻东西。做噩梦、头晕一直不好，告诉艾滋病门诊医生，有时可以换方案；不要自己停药或改时间乱吃。',
      en: 'Efavirenz (Sustiva, Stocrin, EFV) is taken on an empty stomach, best at bedtime: with food — above all a fatty snack — its level rises and so do the dizziness, vivid dreams and poor sleep it causes. Leave a fatty snack out in the couple of hours before the bedtime dose. If nightmares or dizziness go on, tell your HIV clinic — the regimen can sometimes be changed; do not stop it or skip doses yourself.',
    },
    source: {
      ref: 'Sustiva (efavirenz) US prescribing information §2 Dosage and administration (on an empty stomach, preferably at bedtime; food raises efavirenz concentrations and may increase adverse reactions) and §12.3 (a high-fat meal raised exposure) — sections from memory; 依非韦伦片说明书【用法用量】空腹、睡前服用（章节凭记忆）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=sustiva',
    },
  },
  {
    // Thirty-seventh clinician review, en S2: "8-10 bevvies saturday nights, does that matter with contrave" got
    // "no rule", and "can bupropion and a big night on the drink cause a fit?" got its dosing times.
    id: 'bupropion-alcohol-seizures',
    severity: 'warning',
    drugs: ['bupropion', 'naltrexone-bupropion'],
    text: {
      zh: '吃安非他酮（Wellbutrin、Zyban，或含安非他酮的Contrave）期间最好不喝酒，要喝也只少量：大量饮酒、尤其一次喝很多之后突然不喝，会让抽搐（癫痫发作）的风险升高。平时喝得多的，不要自己突然戒断，先告诉开药的医生。出现抽搐，立即打120。',
      en: 'On bupropion (Wellbutrin, Zyban, or Contrave, which contains it), keep alcohol to little or none: heavy drinking — and above all a binge followed by stopping suddenly — raises the risk of a fit (seizure). If you drink a lot regularly, do not stop suddenly on your own: tell the prescriber first. A fit means calling emergency services at once.',
    },
    source: {
      ref: 'Wellbutrin XL (bupropion) US prescribing information §5.3 Seizure (excessive use or abrupt discontinuation of alcohol) and §17 (minimise or avoid alcohol); Contrave (naltrexone/bupropion) US prescribing information §5.3 — sections from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=wellbutrin',
    },
  },
  {
    // Thirty-sixth clinician review, en M4: procarbazine (a weak MAO inhibitor) was not in the dictionary, so
    // no tyramine, cold-medicine or alcohol word. Its MAOI class brings the tyramine row; alcohol is its own.
    id: 'procarbazine-no-alcohol',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    drugs: ['procarbazine'],
    // It says the tyramine foods and cold medicines too: the MAOI rows' "bottled beer is fine" must not lead.
    answersWhole: true,
    text: {
      zh: '吃丙卡巴肼（甲基苄肼）期间不要喝酒，含酒精的药和食物也要避开：它会引起双硫仑样反应（脸红发烫、心慌、头痛、恶心呕吐）。它还有单胺氧化酶抑制作用：富含酪胺的食物（陈年奶酪、腊肉香肠、腐乳、臭豆腐、豆瓣酱、生啤等）要避开，感冒药、止咳药、减肥药和含伪麻黄碱的鼻塞药先问肿瘤科药师。',
      en: 'On procarbazine (Matulane, Natulan) drink no alcohol and avoid medicines and foods that contain it: it can cause a disulfiram-like reaction (hot flushing, a racing heart, headache, nausea and vomiting). It is also a weak MAO inhibitor: avoid tyramine-rich foods (aged cheese, cured meats such as salami, soy sauce and fermented bean pastes, tap beer), and ask your oncology pharmacist before any cold, cough, weight-loss or decongestant medicine (pseudoephedrine, Sudafed).',
    },
    source: {
      ref: 'Matulane (procarbazine) US prescribing information, Warnings and Precautions (MAO-inhibitory activity: avoid tyramine-rich foods, sympathomimetics, tricyclic antidepressants; a disulfiram-like reaction with alcohol) — sections from memory; Natulan UK SmPC §4.4–4.5 (from memory)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=matulane',
    },
  },
  {
    // Thirty-first clinician review, en M7: "4 or 5 cups of strong coffee a day, does that matter with the
    // antibiotic" (ciprofloxacin) got coffee with iron. Ciprofloxacin slows caffeine's clearance (CYP1A2).
    id: 'ciprofloxacin-caffeine',
    severity: 'info',
    drugs: ['ciprofloxacin'],
    text: {
      zh: '环丙沙星会让咖啡因在体内代谢变慢、浓度升高：吃这个抗生素期间，咖啡、浓茶、奶茶、功能饮料少喝一些（比如每天一杯），避免心慌、手抖、失眠；下午以后别喝。疗程结束后再恢复原来的习惯。',
      en: 'Ciprofloxacin slows the body’s clearance of caffeine, so its level rises: while on the course, cut coffee, strong tea and energy drinks down (a cup a day, say) to avoid jitters, a racing heart and poor sleep, and none after midday; go back to your usual once the course is over.',
    },
    source: {
      ref: 'Cipro (ciprofloxacin) US prescribing information §7 Drug Interactions (caffeine and other xanthine derivatives: ciprofloxacin, a CYP1A2 inhibitor, reduces caffeine clearance and prolongs its half-life)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ciprofloxacin',
    },
  },
  {
    // Ninth clinician review (en P2): a man three weeks sober on Antabuse was told "2 drinks or less for men"
    // when he asked about kombucha and cooking wine, and no answer said what hides alcohol.
    id: 'disulfiram-no-alcohol',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    drugs: ['disulfiram'],
    answersWhole: true,
    text: {
      zh: '**吃双硫仑（戒酒药）期间，任何形式、任何量的酒精都不能沾，最后一次服药后14天内也不行——没有“喝一两杯没关系”这回事，一般人的饮酒限量不适用于你。** 一点点酒精就会引起双硫仑反应（脸红发烫、心跳很快、恶心呕吐、气短、头晕），所以要当心“藏起来的酒”：康普茶（瓶里还在发酵，标“无酒精”的也可能超过0.5%）、无醇啤酒（仍可含≤0.5%）、醪糟（酒酿）、醉虾醉蟹、用料酒、黄酒或啤酒做而没烧开或只炒一下的菜（炖一小时还剩约四分之一的酒精，炖两个半小时仍剩约5%，你那份最好不放）、含酒的酱汁和醋、酒心巧克力、提拉米苏、香草精等调味提取液、藿香正气水等含酒精的中成药、止咳糖浆、酊剂和药酒，以及含酒精的漱口水（如原味李施德林）。标明“无酒精”的漱口水可以用，买之前看清标签。含酒精的免洗洗手液、须后水、香水抹在皮肤上，有的人也会脸红，尽量少用或换无酒精的。如果出现胸痛、呼吸困难、晕倒或反复呕吐，请立即拨打120。',
      en: '**On disulfiram (Antabuse): no alcohol at all — in any form or amount — and none for 14 days after your last tablet. There is no safe “1 or 2 drinks” on it; the general drinking limits do not apply to you.** Even a little alcohol brings on the disulfiram reaction (a hot red face, a pounding heart, nausea and vomiting, breathlessness, dizziness), so watch for hidden alcohol: kombucha (it keeps fermenting in the bottle, so one sold as non-alcoholic can hold more than 0.5 %), “alcohol-free” beer and wine (up to 0.5 %), dishes made with wine, beer, sherry or cooking wine that are uncooked or only briefly cooked (after an hour’s simmering about a quarter of the alcohol is still there, after 2½ hours about 5 % — ask for your portion without it), sauces and vinegars made with wine, tiramisu and liqueur chocolates, vanilla and other extracts, cough mixtures, tonics and herbal tinctures, and mouthwashes that contain alcohol (original Listerine, for one). A mouthwash labelled alcohol-free (Listerine Zero, or an alcohol-free chlorhexidine rinse — Corsodyl comes in both, so check the label) is fine. Alcohol hand gel, aftershave and perfume on the skin flush some people: use them sparingly or choose alcohol-free ones. A reaction with chest pain, trouble breathing, fainting or repeated vomiting needs emergency help at once (911 in the US, 999 in the UK).',
    },
    source: {
      ref: 'Disulfiram tablets USP, US prescribing information (DailyMed): patients warned against alcohol in disguised forms — sauces, vinegars, cough mixtures, even aftershave lotions and back rubs — and that reactions may occur with alcohol up to 14 days after the last dose (section named from memory); Antabuse 200 mg tablets UK SmPC §4.8 (the disulfiram–alcohol reaction: flushing, palpitations, dyspnoea, nausea, vomiting; in severe cases chest pain, hypotension, arrhythmias, convulsions); NICE CG115 Alcohol-use disorders: diagnosis, assessment and management of harmful drinking and alcohol dependence (2011), disulfiram: warn about alcohol in food, perfume and aerosol sprays (recommendation number not checked); USDA Table of Nutrient Retention Factors, Release 6 (2007): alcohol retained after baking or simmering — 25 % at 1 hour, 5 % at 2.5 hours',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=disulfiram',
    },
  },
  {
    id: 'no-alcohol-antibiotics',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    classes: ['nitroimidazole', 'cephalosporin'],
    // Fourteenth clinician review (zh P1 #1, #2): the cephalosporin's own week after the last dose, the
    // reaction described, and the ethanol-containing Chinese medicines (藿香正气水, 十滴水) named.
    text: {
      zh: '服用甲硝唑、替硝唑期间和疗程结束后至少3天，服用头孢类抗生素期间和疗程结束后7天内（以说明书为准），一滴酒都不要喝（啤酒也算），含酒精的药和食物也要避开（如藿香正气水、十滴水、酒心巧克力、醉虾醉蟹、料酒多的菜），以免出现双硫仑样反应：脸红发烫、心慌、胸闷、头晕、恶心呕吐，严重时血压下降。中暑要用藿香正气的，可选不含酒精的藿香正气胶囊、滴丸或口服液。喝了酒或含酒精的药后出现这些情况，马上停止并就医，胸闷或头晕得厉害时拨打120，并告诉医生你在吃哪种抗生素。',
      en: 'While taking metronidazole or tinidazole and for at least 3 days after, and while taking a cephalosporin antibiotic and for 7 days after (follow the leaflet), drink no alcohol at all — beer included — and avoid medicines and foods that contain it (herbal tinctures such as Huoxiang Zhengqi Shui, cough syrups, liqueur chocolates, dishes cooked with a lot of wine), to prevent a disulfiram-like reaction: hot flushing, racing heart, chest tightness, dizziness, nausea and vomiting, and in severe cases a fall in blood pressure. For heatstroke, Huoxiang Zhengqi comes as alcohol-free capsules, dripping pills and oral liquid. If this happens after a drink or an alcohol-containing medicine, stop, get medical help — call emergency services if the chest tightness or dizziness is bad — and tell them which antibiotic you are taking.',
    },
    source: {
      ref: 'Flagyl (metronidazole) US prescribing information §5 and §7 (alcohol during and for 3 days after); Tindamax (tinidazole) US prescribing information §7; 国家药品监督管理局 头孢哌酮、头孢曲松、头孢克肟等说明书【注意事项】用药期间及停药后1周内避免饮酒和含乙醇的药物、饮料；国家药品不良反应监测中心 头孢菌素类药物双硫仑样反应的警示（期号凭记忆未核）；《中国药典》2020年版一部 藿香正气水、十滴水【性状】含乙醇',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=flagyl',
    },
  },
  {
    id: 'calcineurin-grapefruit-pomelo',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    classes: ['calcineurin_inhibitor'],
    text: {
      zh: '服用他克莫司或环孢素：西柚（葡萄柚）、柚子、酸橙（塞维利亚橙，常做橙子果酱）及其果汁和果酱、杨桃和圣约翰草都要避开，它们会改变血药浓度；普通甜橙、橘子没有这个问题；器官移植后免疫力低，要注意食品安全：不吃生或半生的肉、蛋、海鲜和未经巴氏消毒的奶，剩饭菜要热透。',
      en: 'On tacrolimus or ciclosporin: avoid grapefruit, pomelo and Seville (bitter) orange — their juices and marmalade too — starfruit and St John’s wort, which change the blood level; ordinary sweet oranges and mandarins are fine; after a transplant your immunity is low, so keep to food safety: no raw or undercooked meat, eggs or seafood, no unpasteurised milk, and reheat leftovers until hot.',
    },
    source: {
      ref: 'Prograf (tacrolimus) US prescribing information §7 (grapefruit) and §17; Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309 (Seville orange and pomelo share grapefruit’s furanocoumarins; sweet oranges do not); Egashira K et al. Pomelo-induced increase in the blood level of tacrolimus in a renal transplant patient. Transplantation 2003;75:1057; KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=prograf',
    },
  },
  // Fortieth clinician review, en M10: daily pomelo (chakotra) juice on Rapamune after a kidney transplant.
  {
    id: 'sirolimus-grapefruit-pomelo',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['sirolimus'],
    text: {
      zh: '服用西罗莫司（雷帕鸣）：西柚（葡萄柚）、柚子、酸橙及它们的果汁都要避开，它们会让西罗莫司的血药浓度升高；口服溶液只能用水或橙汁稀释，不能用西柚汁；每天和吃饭的关系保持一致（一直随餐或一直空腹），浓度才稳定。普通甜橙、橘子没有这个问题。',
      en: 'On sirolimus (Rapamune): avoid grapefruit, pomelo and Seville orange and their juices, which raise the sirolimus level; dilute the oral solution only in water or orange juice, never grapefruit juice; take it the same way every day, always with food or always without, so the level stays steady. Ordinary sweet oranges and mandarins are fine.',
    },
    source: {
      ref: 'Rapamune (sirolimus) US prescribing information §2 (take consistently with or without food; dilute the oral solution in water or orange juice only) and §7 (grapefruit juice must not be taken with it) — sections cited from memory; Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309 (pomelo and Seville orange share grapefruit’s furanocoumarins)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=rapamune',
    },
  },
  // Grapefruit with a statin or a blood thinner (clinician review 2026-11-25 closing, E3 §5 and §6): the
  // labels' own words. Simvastatin and lovastatin: avoid it; atorvastatin: only large amounts (over
  // 1.2 litres a day) matter; apixaban and rivaroxaban: their labels do not name grapefruit.
  // Seventh clinician review of 2026-11-26 (zh P3, en C): pomelo is grapefruit's equal (the same
  // furanocoumarins), a few segments are not "small enough" with simvastatin, and spacing the doses
  // does not help; the statins grapefruit barely touches and amlodipine say so, per medicine.
  {
    id: 'grapefruit-simvastatin-lovastatin',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['simvastatin', 'lovastatin', 'ezetimibe-simvastatin'],
    text: {
      zh: '吃辛伐他汀或洛伐他汀期间，西柚（葡萄柚）、柚子（文旦、沙田柚、蜜柚等）和它们的果汁都要完全避开，几瓣或一小杯也不行。它们含的呋喃香豆素会让这两种药的血药浓度成倍升高，增加肌肉损伤（肌痛、无力、尿色变深）的风险。和吃药的时间错开也没有用：吃一次的影响能持续一天以上，要好几天才慢慢消退，早上吃柚子、晚上吃药照样受影响。酸橙（塞维利亚橙，常用来做橙子果酱）也一样要避开。普通甜橙、橘子、橙汁、苹果等其他水果可以吃。如果你一直在吃柚子或西柚，请告诉开药医生或药师；出现不明原因的肌肉酸痛、无力或尿色变深，请当天就医。',
      en: 'On simvastatin or lovastatin, have no grapefruit or pomelo at all, and none of their juice — not even a few segments or a small glass: their furanocoumarins can multiply the blood level of these medicines and with it the risk of muscle damage (aches, weakness, dark urine). Spacing them apart does not help: one serving keeps acting for a day or more and takes several days to wear off, so pomelo in the morning still affects a statin taken at night. Seville (bitter) orange and its marmalade act the same way. Sweet oranges, mandarins, orange juice, apples and other fruit are fine. If you have been eating grapefruit or pomelo regularly, tell your prescriber or pharmacist; unexplained muscle aches, weakness or dark urine need a doctor the same day.',
    },
    source: {
      ref: 'Zocor (simvastatin) US prescribing information §2.3/§7 (avoid grapefruit juice) and Mevacor/Altoprev (lovastatin) US prescribing information §7 (avoid grapefruit juice); MHRA Drug Safety Update, Simvastatin: updated advice on drug interactions (2012: avoid grapefruit juice); Lilja JJ, Kivistö KT, Neuvonen PJ. Duration of effect of grapefruit juice on the pharmacokinetics of the CYP3A4 substrate simvastatin. Clin Pharmacol Ther 2000;68:384 (simvastatin taken 24 hours after the juice still about doubled; the effect fades over 3–7 days; figures cited from memory); Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions. CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; one glass can be enough); US FDA, Grapefruit juice and some drugs don’t mix (2021)',
      url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix',
    },
  },
  {
    id: 'grapefruit-atorvastatin',
    severity: 'info',
    sharedFood: { food: 'grapefruit', level: 'limit' },
    drugs: ['atorvastatin', 'amlodipine-atorvastatin'],
    text: {
      zh: '服用阿托伐他汀：西柚和柚子对它的影响比对辛伐他汀小得多，偶尔吃半个西柚、几瓣柚子或喝一杯西柚汁一般没关系，但不要每天大量吃或喝（说明书提示每天超过1.2升西柚汁会使药物浓度明显升高，增加肌肉损伤风险），柚子按西柚对待；和吃药的时间错开没有帮助，要紧的是量。如出现不明原因的肌肉酸痛、无力或尿色变深，请告诉医生。',
      en: 'On atorvastatin, grapefruit and pomelo matter much less than with simvastatin: half a grapefruit, a few segments of pomelo or a glass of grapefruit juice now and then is fine, but do not have large amounts every day (the label says more than 1.2 litres of grapefruit juice a day raises the level markedly and with it the risk of muscle damage); count pomelo as grapefruit. Spacing it from the dose does not help — the amount is what matters. Tell your doctor about unexplained muscle aches, weakness or dark urine.',
    },
    source: {
      ref: 'Lipitor (atorvastatin) US prescribing information §7 Drug Interactions (grapefruit juice: avoid large quantities, more than 1.2 litres a day) and §12.3; Bailey DG et al. CMAJ 2013;185:309 (pomelo carries the same furanocoumarins as grapefruit)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=lipitor',
    },
  },
  {
    id: 'grapefruit-other-statins',
    severity: 'info',
    sharedFood: { food: 'grapefruit', level: 'fine' },
    chatOnly: true,
    drugs: ['rosuvastatin', 'pravastatin', 'pitavastatin', 'fluvastatin'],
    text: {
      zh: '瑞舒伐他汀、普伐他汀、匹伐他汀和氟伐他汀基本不经过被西柚抑制的那种酶（CYP3A4）代谢，西柚、柚子不会让它们的血药浓度明显升高，正常吃没有问题。如果你还在吃别的药，那些药可能有自己的规定。',
      en: 'Rosuvastatin, pravastatin, pitavastatin and fluvastatin are hardly broken down by the enzyme grapefruit blocks (CYP3A4), so grapefruit and pomelo do not raise their levels meaningfully: ordinary amounts are fine. Other medicines you take may have rules of their own.',
    },
    source: {
      ref: 'Crestor (rosuvastatin), Pravachol (pravastatin), Livalo (pitavastatin) and Lescol (fluvastatin) US prescribing information §7/§12.3 (no grapefruit restriction; not or minimally metabolised by CYP3A4); Bailey DG et al. CMAJ 2013;185:309 (statins not metabolised by CYP3A4 are not affected)',
      url: 'https://www.cmaj.ca/content/185/4/309',
    },
  },
  {
    id: 'grapefruit-amlodipine',
    severity: 'info',
    sharedFood: { food: 'grapefruit', level: 'fine' },
    chatOnly: true,
    drugs: ['amlodipine', 'amlodipine-benazepril', 'amlodipine-valsartan'],
    text: {
      zh: '氨氯地平（络活喜等）受西柚、柚子的影响很小：说明书里的研究显示，一杯西柚汁对它的血药浓度没有明显影响，所以单就氨氯地平来说不用忌口。非洛地平、硝苯地平这类降压药不一样，受西柚影响明显；同时在吃的其他药（例如辛伐他汀、洛伐他汀）也各有各的规定。',
      en: 'Amlodipine (Norvasc) is hardly affected by grapefruit or pomelo: in the study in its label a glass of grapefruit juice made no significant difference to its level, so amlodipine on its own needs no grapefruit rule. The blood-pressure medicines felodipine and nifedipine are different (grapefruit raises them markedly), and other medicines you take, such as simvastatin or lovastatin, have rules of their own.',
    },
    source: {
      ref: 'Norvasc (amlodipine) US prescribing information §12.3 (240 mL grapefruit juice with a single 10 mg dose in 20 healthy volunteers: no significant effect on amlodipine pharmacokinetics; cited from memory); Bailey DG et al. CMAJ 2013;185:309 (felodipine and nifedipine among the medicines grapefruit raises markedly)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=norvasc',
    },
  },
  {
    id: 'grapefruit-doac',
    severity: 'info',
    sharedFood: { food: 'grapefruit', level: 'limit' },
    drugs: ['apixaban', 'rivaroxaban'],
    text: {
      zh: '阿哌沙班和利伐沙班的说明书没有把西柚列为禁忌：需要避免的是同时强效抑制CYP3A4和P-糖蛋白的药（如酮康唑、利托那韦）。西柚只是较弱地抑制肠道CYP3A4，平时吃一点一般没有问题，但不要每天大量吃西柚或喝西柚汁；如出现异常瘀斑、牙龈或鼻出血、黑便，请及时就医。',
      en: 'The apixaban and rivaroxaban labels do not list grapefruit: what they warn against is medicines that strongly block both CYP3A4 and P-glycoprotein (such as ketoconazole or ritonavir). Grapefruit blocks gut CYP3A4 less strongly, so an ordinary serving now and then is not a problem, but do not have large amounts of grapefruit or its juice every day; get help for unusual bruising, gum or nose bleeds, or black stools.',
    },
    source: {
      ref: 'Eliquis (apixaban) US prescribing information §7.1 (combined P-gp and strong CYP3A4 inhibitors; grapefruit not named); Xarelto (rivaroxaban) US prescribing information §7.2 (combined P-gp and strong CYP3A inhibitors; grapefruit not named); US FDA, Grapefruit juice and some drugs don’t mix (2021: grapefruit raises levels of drugs broken down by gut CYP3A4)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=eliquis',
    },
  },
  // Eighteenth clinician review (en S1, serious): grapefruit juice at breakfast on amiodarone and
  // atorvastatin got the statin's "a glass now and then is fine". The amiodarone label says do not take it.
  {
    id: 'grapefruit-amiodarone',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['amiodarone'],
    text: {
      zh: '**吃胺碘酮（可达龙）期间，西柚（葡萄柚）和西柚汁一点都不要吃，柚子（文旦、沙田柚、蜜柚等）和酸橙（塞维利亚橙）也一样。** 说明书里的研究显示，西柚汁会让胺碘酮的血药浓度升高约一半、峰浓度升高约84%，增加心律失常（QT间期延长）等不良反应的风险。和吃药的时间错开也没有用：喝一次的影响能持续一天以上。普通甜橙、橘子、橙汁、苹果等其他水果可以吃。如果你一直在喝西柚汁，请告诉开胺碘酮的医生，不要自己改药量；出现心慌、头晕或晕倒，请当天就医。',
      en: '**On amiodarone (Cordarone, Pacerone), have no grapefruit or grapefruit juice at all — and no pomelo or Seville (bitter) orange, which act the same way.** In the study in its label, grapefruit juice raised the amount of amiodarone in the blood by about half and its peak level by 84%, adding to the risk of heart-rhythm problems (QT prolongation) and other side effects. Spacing it from the dose does not help: one glass keeps acting for a day or more. Sweet oranges, mandarins, orange juice, apples and other fruit are fine. If you have been drinking grapefruit juice regularly, tell the doctor who prescribes your amiodarone, and do not change the dose yourself; palpitations, dizziness or fainting need a doctor the same day.',
    },
    source: {
      ref: 'Cordarone / Pacerone (amiodarone) US prescribing information §7 Drug Interactions (grapefruit juice: do not take with amiodarone; in healthy volunteers AUC +50 %, Cmax +84 %); BNF, Amiodarone: interactions (grapefruit juice, 2024); Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions. CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; the effect lasts a day or more)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=pacerone',
    },
  },
  // Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone's label, like amiodarone's,
  // says to avoid grapefruit juice.
  {
    id: 'grapefruit-dronedarone',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['dronedarone'],
    text: {
      zh: '**吃决奈达隆（Multaq）期间，西柚（葡萄柚）和西柚汁一点都不要吃，柚子（文旦、沙田柚、蜜柚等）和酸橙（塞维利亚橙）也一样。** 西柚会让决奈达隆的血药浓度明显升高，增加心律失常（QT间期延长）等不良反应的风险。和吃药的时间错开也没有用：喝一次的影响能持续一天以上。普通甜橙、橘子、橙汁、苹果等其他水果可以吃。决奈达隆要随早餐和晚餐吃。如果你一直在喝西柚汁，请告诉开决奈达隆的医生，不要自己改药量；出现心慌、头晕或晕倒，请当天就医。',
      en: '**On dronedarone (Multaq), have no grapefruit or grapefruit juice at all — and no pomelo or Seville (bitter) orange, which act the same way.** Grapefruit raises the amount of dronedarone in the blood markedly, adding to the risk of heart-rhythm problems (QT prolongation) and other side effects. Spacing it from the dose does not help: one glass keeps acting for a day or more. Sweet oranges, mandarins, orange juice, apples and other fruit are fine. Dronedarone is taken with breakfast and with the evening meal. If you have been drinking grapefruit juice regularly, tell the doctor who prescribes your dronedarone, and do not change the dose yourself; palpitations, dizziness or fainting need a doctor the same day.',
    },
    source: {
      ref: 'MULTAQ (dronedarone) US prescribing information (Sanofi, 2023) §2 (400 mg twice daily with the morning and evening meal) and §7 Drug Interactions (grapefruit juice, a CYP3A4 inhibitor, raised dronedarone exposure about threefold: avoid grapefruit juice — figure cited from memory); Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions. CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; the effect lasts a day or more)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=multaq',
    },
  },
  {
    // Clinician review 8 (en P4, zh P5): a woman with Wilson disease asked about a multivitamin with
    // 2 mg copper and about chocolate and nuts; the copper was never mentioned.
    id: 'wilson-copper',
    severity: 'warning',
    classes: ['copper_chelator', 'wilson_zinc'],
    text: {
      zh: '肝豆状核变性（威尔逊病）的治疗就是把体内多余的铜排出去、不让它再吸收，所以含铜的复合维生素和铜补充剂不要吃：请换成不含铜的复合维生素（看配料表里的“铜”“葡萄糖酸铜”“硫酸铜”），换之前可以问医生或药师。含铜多的食物要少吃，尤其在治疗的第一年：贝类和虾蟹、动物肝脏和内脏、坚果、巧克力和可可、蘑菇；豆类、豆腐也含一些铜，不必不吃，但别当作每天的大量主食。家里如果用井水或铜水管，请查一下水里的铜。青霉胺、曲恩汀或锌剂请照常服用，备孕和怀孕时也一样，不要自己停药或减量：中断治疗可能让肝脏很快恶化；怀孕期间的剂量由医生调整，打算怀孕前请先和医生商量。',
      en: 'Treating Wilson disease means removing the extra copper and keeping more from being absorbed, so skip multivitamins and supplements that contain copper: switch to a copper-free multivitamin (look for “copper”, “cupric oxide”, “copper gluconate” or “copper sulfate” on the label), and ask your doctor or pharmacist if unsure. Keep high-copper foods low, above all in the first year of treatment: shellfish, liver and other organ meats, nuts, chocolate and cocoa, and mushrooms; beans and tofu have some copper too — no need to cut them out, but do not make them a large daily staple. If your home has well water or copper pipes, have the water tested for copper. Keep taking penicillamine, trientine or zinc as usual — do not stop or cut it on your own, also when planning a pregnancy or pregnant: stopping can make the liver fail quickly; the doctor adjusts the dose in pregnancy, so talk to them before you try to conceive.',
    },
    source: {
      ref: 'Schilsky ML et al. 2022 Practice Guidance on Wilson disease from the AASLD. Hepatology 2022 (avoid foods and supplements high in copper — shellfish, organ meats, nuts, chocolate, mushrooms — especially in the first year; check well water and copper pipes; lifelong treatment, not stopped in pregnancy, dose reduced for chelators); EASL Clinical Practice Guidelines: Wilson’s disease. J Hepatol 2012;56:671 (section numbers from memory)',
      url: 'https://doi.org/10.1002/hep.32801',
    },
  },
  {
    id: 'chelator-empty-stomach',
    severity: 'info',
    classes: ['copper_chelator'],
    text: {
      zh: '青霉胺和曲恩汀要空腹吃：饭前1小时或饭后2小时，用白开水送服；和铁剂、锌剂、钙片、抗酸药、含矿物质的复合维生素至少间隔2小时（它们会和药结合，让排铜效果变差），也不要和牛奶一起吃。比如早上起床空腹吃药，1小时后吃早饭，铁和锌放在午饭、晚饭时分开吃。具体时间请和开药的医生或药师一起排好。',
      en: 'Take penicillamine or trientine on an empty stomach: 1 hour before or 2 hours after food, with water; keep iron, zinc, calcium, antacids and multivitamins with minerals at least 2 hours away (they bind the medicine and it removes less copper), and do not take it with milk. For example: the medicine on waking, breakfast an hour later, and iron and zinc at lunch and dinner, apart from each other. Work out the exact times with the doctor who prescribes it or your pharmacist.',
    },
    source: {
      ref: 'Cuprimine (penicillamine) and Syprine (trientine) US prescribing information, Dosage and Administration (empty stomach, at least 1 hour before or 2 hours after meals and at least 1 hour apart from any other drug, food or milk; wording from memory); AASLD 2022 Practice Guidance on Wilson disease (Hepatology 2022)',
      url: 'https://doi.org/10.1002/hep.32801',
    },
  },
  {
    // Clinician review 8 (en P3): "a few beers at the weekend with my pancreatitis?" got the insulin
    // row's "no more than 2 drinks for men"; "Creon after the meal, and with snacks?" was declined.
    id: 'pancreatitis-no-alcohol',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    classes: ['pancreatic_enzyme'],
    // Enzymes are also taken for cystic fibrosis and after pancreatic or gastric surgery: the text says
    // whom it is for, and beside a CFTR modulator (cystic fibrosis) it is not said (eleventh review, en P3).
    notWithClasses: ['cftr_modulator'],
    text: {
      zh: '如果吃胰酶是因为慢性胰腺炎（尤其是喝酒引起的）：酒要完全戒掉，一点都不要喝（包括周末的几杯啤酒）：喝酒会让胰腺炎反复发作、疼痛加重，胰腺功能越来越差。戒酒有困难，可以请医生帮忙。',
      en: 'If you take the enzymes for chronic pancreatitis (above all when alcohol caused it): no alcohol at all — not even a few beers at the weekend: drinking brings back attacks and pain and keeps damaging the pancreas. If stopping is hard, your doctor can help.',
    },
    source: {
      ref: 'Löhr JM et al. HaPanEU/UEG evidence-based guidelines for chronic pancreatitis. United European Gastroenterol J 2017;5:153 (complete alcohol abstinence); Arvanitakis M et al. ESPEN guideline on clinical nutrition in acute and chronic pancreatitis. Clin Nutr 2020;39:612 (section numbers from memory)',
      url: 'https://doi.org/10.1177/2050640616684695',
    },
  },
  {
    // Eleventh clinician review, en P3 (findings 1, 4 and 9): "What foods or supplements does he need to
    // avoid with Trikafta?" was declined.
    id: 'cftr-modulator-food',
    severity: 'info',
    sharedFood: { food: 'grapefruit', level: 'none' },
    classes: ['cftr_modulator'],
    text: {
      zh: 'Trikafta / Kaftrio（或Kalydeco）要和含脂肪的食物一起吃（如全脂奶、鸡蛋、奶酪、牛油果、花生酱、加了油的饭菜），有胰腺功能不全的，同时照常吃胰酶；空腹或很清淡的饭吸收会差很多。避免西柚、苦橙（塞维利亚橙）及它们的果汁（会让药物浓度升高）；圣约翰草会让药物浓度大幅下降，所以避开圣约翰草，其他草药也先问过CF团队。脂溶性维生素（A、D、E、K）也和含脂肪的饭加胰酶一起吃。新加任何药物或保健品前先问CF团队或药师。',
      en: 'Take Trikafta / Kaftrio (or Kalydeco) with food that contains fat — whole milk, eggs, cheese, avocado, peanut butter, a meal cooked with oil — and with the usual pancreatic enzymes if you take them; on an empty stomach or with a very low-fat meal much less is absorbed. Avoid grapefruit and Seville orange and their juice (they raise the level); no St John’s wort and no other herbal product on your own — St John’s wort cuts the level sharply. Fat-soluble vitamins (A, D, E, K) go with a fatty meal and enzymes too. Ask the CF team or a pharmacist before any new medicine or supplement.',
    },
    source: {
      ref: 'Trikafta (elexacaftor/tezacaftor/ivacaftor; ivacaftor) US prescribing information §2 (with fat-containing food; avoid grapefruit) and §7 (strong CYP3A inducers not recommended); Kaftrio EU SmPC §4.2 and §4.5 (avoid grapefruit and Seville oranges); Turck D et al. ESPEN-ESPGHAN-ECFS guidelines on nutrition care in cystic fibrosis. Clin Nutr 2016;35:557–577 (fat-soluble vitamins with enzymes) — cited from memory for section numbers',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=trikafta',
    },
  },
  {
    id: 'pancreatic-enzyme-meals',
    severity: 'info',
    classes: ['pancreatic_enzyme'],
    text: {
      zh: '胰酶（如得每通、Creon）要和每一顿饭、每一次加餐一起吃：第一口饭时吃，或者饭量大时在吃饭中间分两次吃；饭后才吃效果差很多。加餐也需要，通常是正餐剂量的一半左右，按医生开的剂量。脂肪泻（油便、大便漂浮）多半说明剂量不够，不要自己节食或严格限制脂肪，请联系医生或营养师调整胰酶剂量。',
      en: 'Take pancreatic enzymes (Creon and others) with every meal and every snack: with the first bites, or split over a long meal; taken after eating they work much less well. Snacks need them too — usually about half the meal dose, as your doctor prescribed. Greasy, floating stools usually mean the dose is too low: do not cut fat or go on a low-fat diet on your own; ask your doctor or dietitian to adjust the enzyme dose.',
    },
    source: {
      ref: 'Creon (pancrelipase) US prescribing information §2 Dosage and administration (with each meal or snack; snacks about half the meal dose); Löhr JM et al. HaPanEU/UEG evidence-based guidelines for chronic pancreatitis. United European Gastroenterol J 2017;5:153 (alcohol abstinence; enzymes with meals; no fat restriction); Arvanitakis M et al. ESPEN guideline on clinical nutrition in acute and chronic pancreatitis. Clin Nutr 2020;39:612 (section numbers from memory)',
      url: 'https://doi.org/10.1016/j.clnu.2020.01.004',
    },
  },
  {
    // Clinician review 8 (en P3 Q8): "vitamins A, E and K with my pancreas problem?" was answered about
    // magnesium.
    id: 'pancreatic-fat-soluble-vitamins',
    severity: 'info',
    classes: ['pancreatic_enzyme'],
    chatOnly: true,
    text: {
      zh: '胰腺外分泌功能不足时，脂肪吸收差，脂溶性维生素A、D、E、K容易缺乏。指南建议定期（一般每年一次）抽血查这些维生素，缺哪种就由医生开哪种、开多少；维生素A和维生素D不要自己大剂量吃，过量会中毒。把胰酶按时随餐吃够，是吸收这些维生素的前提。',
      en: 'With pancreatic insufficiency fat is poorly absorbed, so the fat-soluble vitamins A, D, E and K can run low. The guidelines advise checking them with a blood test regularly (usually once a year) and having the doctor prescribe whichever is low, at the dose they set; do not take high doses of vitamin A or D on your own, as too much is toxic. Taking enough enzymes with every meal is what lets you absorb them.',
    },
    source: {
      ref: 'Arvanitakis M et al. ESPEN guideline on clinical nutrition in acute and chronic pancreatitis. Clin Nutr 2020;39:612 (fat-soluble vitamins monitored and supplemented when deficient); Löhr JM et al. HaPanEU/UEG guidelines for chronic pancreatitis. United European Gastroenterol J 2017;5:153 (section numbers from memory)',
      url: 'https://doi.org/10.1016/j.clnu.2020.01.004',
    },
  },
  {
    id: 'alcohol-hypoglycaemia',
    severity: 'warning',
    // An allowance: another medicine's "none" (TB medicines, metronidazole) decides instead (round 52 zh-006,
    // zh-033, development data: "up to two drinks" beside isoniazid and an ALT of 72).
    sharedFood: { food: 'alcohol', level: 'limit' },
    classes: ['insulin', 'sulfonylurea'],
    text: {
      zh: '用胰岛素或磺脲类降糖药（如格列美脲、格列齐特）时喝酒，会让血糖在当晚或第二天早上变得很低（低血糖可能延迟出现，而且醉酒和低血糖的表现相似）。如果要喝：少量（女性每天不超过1杯、男性不超过2杯，1杯约相当于一罐啤酒或一小杯红酒），一定边吃含碳水的食物边喝，不要空腹喝；睡前和第二天早上测血糖；身边备好糖块或含糖饮料，并让同伴知道你在用胰岛素。最近出现过低血糖的人，先问糖尿病医生再喝。',
      en: 'Alcohol with insulin or a sulfonylurea (glimepiride, gliclazide …) can make blood sugar drop low that night or the next morning — the low can come hours later, and it looks like being drunk. If you drink: keep it small (no more than 1 drink a day for women, 2 for men), always with food containing carbohydrate, never on an empty stomach; check your glucose before bed and the next morning; keep glucose tablets or a sugary drink at hand and let the people with you know you use insulin. If you have had recent lows, ask your diabetes doctor first.',
    },
    agiText: {
      zh: '用胰岛素或磺脲类降糖药（如格列美脲、格列齐特）时喝酒，会让血糖在当晚或第二天早上变得很低（低血糖可能延迟出现，而且醉酒和低血糖的表现相似）。如果要喝：少量（女性每天不超过1杯、男性不超过2杯，1杯约相当于一罐啤酒或一小杯红酒），一定边吃含碳水的食物边喝，不要空腹喝；睡前和第二天早上测血糖；身边备好葡萄糖片（你还在吃阿卡波糖这类药，低血糖时要吃葡萄糖15–20克，糖块、白糖、可乐和果汁升糖慢、效果差），并让同伴知道你在用降糖药。最近出现过低血糖的人，先问糖尿病医生再喝。',
      en: 'Alcohol with insulin or a sulfonylurea (glimepiride, gliclazide …) can make blood sugar drop low that night or the next morning — the low can come hours later, and it looks like being drunk. If you drink: keep it small (no more than 1 drink a day for women, 2 for men), always with food containing carbohydrate, never on an empty stomach; check your glucose before bed and the next morning; keep glucose tablets at hand (with acarbose or another alpha-glucosidase inhibitor a low needs 15–20 g of glucose — sweets, table sugar, cola and juice work slowly and poorly) and let the people with you know you use a diabetes medicine that can cause lows. If you have had recent lows, ask your diabetes doctor first.',
    },
    pregnancyText: {
      zh: `${NO_ALCOHOL_PREGNANT.zh}打胰岛素或吃磺脲类降糖药时，酒精还会让血糖在当晚或第二天早上变得很低，醉酒和低血糖的表现又很像，别处写的饮酒限量不适用于孕期。睡不好或想放松，请跟产科医生说；身边备好糖块或含糖饮料，按产科或糖尿病团队的要求测血糖。`,
      en: `${NO_ALCOHOL_PREGNANT.en} On insulin or a sulfonylurea, alcohol can also make blood sugar drop low that night or the next morning, and a low looks like being drunk — the drinking limits written elsewhere do not apply in pregnancy. If you want it for sleep or to relax, tell your midwife or obstetrician instead; keep glucose tablets or a sugary drink at hand and test as your maternity or diabetes team asks.`,
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2024 §5 Facilitating Positive Health Behaviors (alcohol: increased and delayed hypoglycaemia risk with insulin or insulin secretagogues; no more than 1 drink/day for women, 2 for men) and §6 (hypoglycaemia)',
      url: 'https://diabetesjournals.org/care/issue/47/Supplement_1',
    },
  },
  {
    // Tenth clinician review, zh P3 finding 1: 拜唐苹 with 亚莫利 and "身边备好糖块或含糖饮料".
    id: 'agi-hypo-glucose',
    severity: 'warning',
    classes: ['alpha_glucosidase_inhibitor'],
    text: AGI_HYPO_LINE,
    source: AGI_HYPO_SOURCE,
  },
  {
    // Tenth clinician review, zh P3 finding 6: "拜唐苹吃了老是肚子胀放屁，饭应该怎么吃" was declined.
    id: 'agi-with-first-bite',
    severity: 'info',
    classes: ['alpha_glucosidase_inhibitor'],
    text: {
      zh: '阿卡波糖（拜唐苹）、伏格列波糖、米格列醇要在吃第一口饭时服用（阿卡波糖片和第一口饭一起嚼碎咽下），饭前很久或饭后再吃效果差；哪顿不吃饭，那顿就不吃药。肚子胀、放屁多、腹泻是常见反应，是没吸收的糖类在肠道里发酵造成的，多数人几周内会减轻：少吃甜食、白糖和含糖饮料，少吃容易产气的豆类、红薯、洋葱和碳酸饮料，每顿少吃一点、定时定量。不要自己停药或减量；胀气一直不缓解或肚子痛得厉害，请告诉医生，剂量可以从小量慢慢加。',
      en: 'Take acarbose (Precose, Glucobay), miglitol or voglibose with the first bite of each main meal (acarbose can be chewed with the first mouthfuls); taken long before or after the meal it works poorly, and with no meal you skip that dose. Wind, bloating and loose stools are common — carbohydrate the medicine keeps from being absorbed ferments in the gut — and for most people they ease over a few weeks: cut sweets, table sugar and sugary drinks, go easy on gas-forming foods such as beans, sweet potato, onions and fizzy drinks, and eat smaller meals at regular times. Do not stop or cut the medicine yourself; if the wind does not settle or there is real tummy pain, tell your doctor, who can lower the dose and build it up slowly.',
    },
    source: {
      ref: 'Glucobay (acarbose) SmPC §4.2 (taken with the first mouthful of a meal, or swallowed whole with a little liquid directly before) and §4.8 (flatulence, diarrhoea, abdominal pain, mostly easing with time; sucrose-containing foods can increase them); Precose (acarbose) US prescribing information §2 (three times daily at the start of each main meal; dose titration to reduce gastrointestinal effects; section numbers from memory)',
      url: 'https://www.medicines.org.uk/emc/search?q=glucobay',
    },
  },
  // Thirtieth clinician review (en S3): Tylenol PM every night with 10–12 beers and raised liver enzymes
  // passed without a word in the plan and the chat. The OTC labels' alcohol warnings (21 CFR 201.326).
  {
    id: 'alcohol-acetaminophen',
    severity: 'warning',
    planAlcohol: ['heavy'],
    drugs: [
      'acetaminophen',
      'acetaminophen-cold',
      'aspirin-acetaminophen-caffeine',
      'codeine-acetaminophen',
      'dihydrocodeine-acetaminophen',
      'diphenhydramine-acetaminophen',
      'hydrocodone-acetaminophen',
      'oxycodone-acetaminophen',
    ],
    text: {
      zh: '每天喝3杯（3个标准饮酒量）或更多酒的人，吃对乙酰氨基酚（泰诺林、必理通、扑热息痛，很多感冒药、“夜用”助眠止痛药里也有）可能造成严重肝损伤——这是它说明书里的肝脏警告。这样喝酒期间，吃任何含对乙酰氨基酚的药之前先问医生或药师；绝不超过说明书的每日最大量，也不要同时吃两种都含它的药；有肝病或转氨酶已经升高的，没有医生同意一片也不要吃。含苯海拉明的“夜用”片不是喝酒时的助眠药：苯海拉明会加重酒后的嗜睡和头晕，没有疼痛也用不着对乙酰氨基酚。睡不好、想少喝或戒酒，都请找医生，不要自己用药顶着。',
      en: 'With 3 or more alcoholic drinks a day, acetaminophen (Tylenol, paracetamol — also in many cold and flu remedies and in “PM” sleep-and-pain products) can cause severe liver damage: that is the liver warning on its label. While you drink this much, ask your doctor or pharmacist before taking any product with acetaminophen; never take more than the label’s daily maximum or two products that both contain it; with liver disease or raised liver tests, take none unless your doctor says so. A “PM” tablet (acetaminophen with diphenhydramine) is no sleep aid to take with drinking: the diphenhydramine adds to alcohol’s drowsiness and unsteadiness, and without pain the acetaminophen is not needed. For poor sleep, or to cut down or stop drinking, see your doctor rather than a nightly pill.',
    },
    source: {
      ref: 'US FDA, Internal analgesic, antipyretic, and antirheumatic drug products for over-the-counter human use; final monograph labeling — 21 CFR 201.326 (2009): Liver warning (severe liver damage may occur if you take more than the maximum daily amount, with other drugs containing acetaminophen, or 3 or more alcoholic drinks every day while using this product); Tylenol PM Drug Facts (diphenhydramine: alcohol and sedatives increase drowsiness); 对乙酰氨基酚片说明书【注意事项】（酒精中毒、肝病患者慎用，章节凭记忆）',
      url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-C/part-201/subpart-G/section-201.326',
    },
  },
  // Fortieth clinician review, en M12: Depakote and Seroquel with 6–8 beers a week-end night and a raised ALT;
  // the plan said nothing of alcohol.
  {
    id: 'alcohol-valproate',
    severity: 'warning',
    planAlcohol: ['heavy'],
    drugs: ['valproate'],
    text: {
      zh: '吃丙戊酸钠（德巴金）时大量喝酒：肝脏要同时承受两者——丙戊酸钠说明书有肝损伤的黑框警告；两者合用还会更困、反应更慢，再加上喹硫平、奥氮平或安眠药这类镇静药时更明显，一次喝很多最危险。请和开药的医生一起减酒（每天大量喝酒的人不要自己一下子全停），按医生安排查肝功能；减酒期间每天补维生素B1（硫胺素）。',
      en: 'Heavy drinking on valproate (Depakote): the liver carries both — valproate’s label has a boxed warning for liver injury — and together they deepen drowsiness and slow reactions, more so beside another sedating medicine (quetiapine, olanzapine, a sleeping pill), a big session most of all. Cut down with the prescriber’s help (after daily heavy drinking, never all at once on your own), have liver tests as they advise, and take thiamine (vitamin B1) every day meanwhile.',
    },
    source: {
      ref: 'Depakote (divalproex) US prescribing information, Boxed Warning (hepatotoxicity) and §7 (CNS depressants, alcohol) — sections cited from memory; Seroquel (quetiapine) US prescribing information §7 (alcohol potentiates its cognitive and motor effects; cited from memory); NICE CG100 Alcohol-use disorders: physical complications (2010, updated 2017), §1.1 (thiamine; assisted withdrawal)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=depakote',
    },
  },
  {
    id: 'alcohol-nsaid',
    severity: 'warning',
    planAlcohol: ['heavy'],
    classes: ['nsaid'],
    text: {
      zh: '每天喝3杯（3个标准饮酒量）或更多酒的人，吃布洛芬、萘普生、阿司匹林等非甾体抗炎药，胃出血的风险明显增加——这是它们说明书里的胃出血警告。这样喝酒期间，自己买的止痛药先问医生或药师；要吃就用最低剂量、最短时间、随饭吃；医生开的小剂量阿司匹林（护心用）不要自己停，告诉开药医生你的饮酒量。出现黑色柏油样大便、吐血或吐出黑褐色的渣样物，要马上去急诊。',
      en: 'With 3 or more alcoholic drinks a day, ibuprofen (Advil, Motrin), naproxen (Aleve), aspirin and other NSAIDs raise the risk of stomach bleeding: that is the stomach-bleeding warning on their labels. While you drink this much, ask your doctor or pharmacist before taking painkillers you buy yourself; if you take one, use the lowest dose for the shortest time, with food. Do not stop a low-dose aspirin your doctor prescribed for your heart — tell the prescriber how much you drink. Black, tarry stools, vomiting blood, or dark brown, gritty vomit mean going to the emergency department now.',
    },
    source: {
      ref: 'US FDA, 21 CFR 201.326 (2009): Stomach bleeding warning for OTC NSAIDs (the chance is higher if you have 3 or more alcoholic drinks every day while using this product); Advil and Aleve Drug Facts',
      url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-C/part-201/subpart-G/section-201.326',
    },
  },
  {
    // Seventh clinician review (en D3): "a glass of wine at night with these medicines?" on tramadol
    // and sertraline at 71, after a fall, was "no reliable rule".
    id: 'alcohol-opioid',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    classes: ['opioid'],
    text: {
      zh: '吃曲马多或其他阿片类止痛药（羟考酮、吗啡、可待因等）期间不要喝酒：说明书的黑框警告指出，酒精和阿片类药一起会加重嗜睡和头晕，严重时会让呼吸变慢甚至停止；老年人更容易因此跌倒。同时在吃抗抑郁药、安眠药或抗焦虑药时风险更高。如果想喝，请先问开药医生或药师；不要为了喝酒自己停用止痛药或改剂量。喝酒后出现叫不醒、呼吸很慢或很浅、嘴唇发紫，请立即拨打急救电话。',
      en: 'Do not drink alcohol while on tramadol or another opioid painkiller (oxycodone, morphine, codeine …): the label’s boxed warning says alcohol with an opioid adds to drowsiness and dizziness and can slow or stop breathing, and in older people it makes falls more likely. The risk is higher again with an antidepressant, a sleeping pill or an anxiety medicine. If you want to drink, ask the prescriber or pharmacist first; do not stop or change the painkiller yourself in order to drink. Being hard to wake, very slow or shallow breathing, or blue lips after drinking need emergency care at once.',
    },
    source: {
      ref: 'Ultram (tramadol) US prescribing information, boxed warning and §5 (risks from concomitant use with benzodiazepines or other CNS depressants, including alcohol: profound sedation, respiratory depression, coma and death); US FDA Drug Safety Communication, 31 August 2016 (boxed warning on opioids with benzodiazepines and other CNS depressants); AGS Beers Criteria 2023 (opioids with other CNS-active drugs: falls in older adults)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=ultram',
    },
  },
  {
    // Thirty-fifth clinician review (zh M8): nightly 药酒 on phenobarbital at 63 with osteoporosis was no finding,
    // and "吃苯巴比妥能喝酒吗" was "no reliable rule". Alcohol adds to a barbiturate's or benzodiazepine's
    // sedation and can slow breathing; in older people it means falls.
    id: 'alcohol-sedative',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    drugs: ['phenobarbital', 'primidone'],
    classes: ['benzodiazepine'],
    text: {
      zh: '吃苯巴比妥（鲁米那）、扑米酮或地西泮、阿普唑仑这类安定类药期间不要喝酒，药酒、泡酒也算：酒精会和这些药叠加，让人更困、头晕、反应慢，严重时呼吸变慢；年纪大的人更容易因此摔倒骨折。喝酒还可能让癫痫更容易发作。不要为了喝酒自己停药或减量——突然停用这些药可能诱发抽搐；想喝或已经天天在喝的，请先告诉开药医生。喝酒后叫不醒、呼吸很慢或很浅，请立即拨打急救电话。',
      en: 'Do not drink alcohol while on phenobarbital, primidone or a benzodiazepine (diazepam, alprazolam, lorazepam …), herbal or medicinal wines included: alcohol adds to their sedation — more drowsiness, dizziness and slowed reactions, and at worst slowed breathing — and in older people makes falls and fractures more likely. Drinking can also make seizures more likely. Do not stop or cut the medicine yourself in order to drink: stopping these suddenly can bring on fits; if you want to drink, or already drink daily, tell the prescriber first. Being hard to wake or breathing very slowly or shallowly after drinking needs emergency care at once.',
    },
    source: {
      ref: 'Phenobarbital tablets prescribing information (DailyMed), Warnings and Precautions (additive CNS depression with alcohol and other CNS depressants; abrupt withdrawal may precipitate seizures); 苯巴比妥片说明书【注意事项】【药物相互作用】（与乙醇合用增强中枢抑制，章节凭记忆）; Mysoline (primidone) US prescribing information §7; Valium (diazepam) US prescribing information, boxed warning (concomitant opioids and other CNS depressants) and §5 (alcohol); AGS Beers Criteria 2023 (CNS-active drugs and falls)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=phenobarbital',
    },
  },
  {
    id: 'alcohol-methotrexate',
    severity: 'warning',
    drugs: ['methotrexate'],
    text: {
      zh: '甲氨蝶呤和酒精都会伤肝，一起用会增加肝损伤的风险。吃甲氨蝶呤期间最好不喝，若医生同意少量饮酒，也要远低于一般人的上限、不要一次喝多；肝功能（转氨酶）已经偏高时不要喝酒。你能不能喝、能喝多少，请按风湿免疫科医生根据你的肝功能给的建议。',
      en: 'Methotrexate and alcohol both strain the liver, and together they raise the risk of liver damage. It is best not to drink on methotrexate; if your rheumatologist agrees to a little, keep well within national limits and never drink a lot at once, and do not drink while your liver tests (ALT) are raised. Your own limit is for your rheumatologist to set from your liver tests.',
    },
    pregnancyText: {
      zh: `${NO_ALCOHOL_PREGNANT.zh}甲氨蝶呤和酒精都会伤肝；甲氨蝶呤在孕期和备孕时也不能吃，请尽快联系风湿免疫科医生。`,
      en: `${NO_ALCOHOL_PREGNANT.en} Methotrexate and alcohol both strain the liver; methotrexate itself is not taken in pregnancy or when trying for a baby — contact your rheumatologist promptly.`,
    },
    source: {
      ref: 'Ledingham J et al., BSR and BHPR guideline for the prescription and monitoring of non-biologic disease-modifying anti-rheumatic drugs, Rheumatology 2017;56:865–868 (methotrexate: alcohol within national limits, liver monitoring); Trexall (methotrexate) US prescribing information §5 Hepatotoxicity (alcohol increases the risk)',
      url: 'https://doi.org/10.1093/rheumatology/kew479',
    },
  },
  {
    // Clinician review 2026-11-25 (Z5): a binder taken away from food binds nothing.
    id: 'phosphate-binder-meals',
    severity: 'info',
    classes: ['phosphate_binder'],
    text: {
      zh: '磷结合剂（司维拉姆、碳酸镧、醋酸钙、蔗糖氢氧化氧铁）要和饭一起吃：随餐或饭后马上服用，才能结合食物里的磷；不吃饭的那一顿不用吃（不吃早饭，早上那次就不吃）。吃饭时忘了、饭后一两个小时才想起来，这一顿就不要补了——那时饭已经不在胃里，补吃结合不到多少磷，只多了便秘等副作用；下一餐照常随餐吃，不要一次吃两顿的量。碳酸镧和蔗糖氢氧化氧铁要嚼碎再咽。每餐吃几片按肾内科医生说的来，经常忘的话请告诉医生（血磷高可能和漏吃有关），少吃加工食品和含磷添加剂的饮料。',
      en: 'Take phosphate binders (sevelamer, lanthanum, calcium acetate, sucroferric oxyhydroxide) with meals — with or straight after food — so they bind the phosphate in it; skip the dose when you skip the meal (no breakfast, no morning dose). Forgotten at a meal and remembered an hour or two later: do not take it then — the food has moved on, so a late dose binds little phosphate and only adds side effects such as constipation; take the next dose with the next meal as usual, never two doses at once. Chew lanthanum and sucroferric oxyhydroxide before swallowing. How many with each meal is set by your nephrologist; if doses are often forgotten, tell them (a high phosphate can come from missed doses), and go easy on processed foods and drinks with phosphate additives.',
    },
    source: {
      ref: 'Renvela (sevelamer carbonate) US prescribing information §2 and §17.1 (take with meals); Medical Education Institute, Kidney School: Why does it matter when I take my phosphate binders? (take them while you eat or as soon as you finish; wait too long and the food has moved on, so they bind nothing); Fosrenol (lanthanum carbonate) §2 (with or immediately after meals, chew completely); PhosLo (calcium acetate) §2 (with each meal); Velphoro (sucroferric oxyhydroxide) §2 (chewed, with meals); KDIGO 2017 CKD-MBD update 4.1.8 (limit dietary phosphate, consider additives)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=renvela',
    },
  },
  {
    // Tenth clinician review (zh P2 finding 2): 开同 could not be entered. Keto acids go with a low-protein
    // diet, which needs enough energy, and carry calcium.
    id: 'keto-acid-analogues-diet',
    severity: 'info',
    drugs: ['keto-acid-analogues'],
    text: {
      zh: '开同（复方α-酮酸片）是配合低蛋白饮食用的：每天吃多少蛋白质由肾内科医生和营养师定（一般每公斤体重0.6克左右，配合开同时有时更低，约0.3–0.4克），但热量一定要吃够（每公斤体重约25–35千卡，按年龄和活动量定），否则身体会分解肌肉；已经消瘦、白蛋白偏低时不要自己再减蛋白，先请肾病营养师评估。开同要在吃饭时整片吞服（一日三次就随三餐），不要嚼碎。每片含钙约50毫克（一天12片约600毫克），和钙尔奇等钙片、含钙的磷结合剂或骨化三醇一起时血钙可能偏高：不要自己另加钙片，按医生说的定期查血钙。四环素类、喹诺酮类抗生素（如环丙沙星、诺氟沙星）、铁剂和含氟的药要和开同间隔至少2小时吃。',
      en: 'Keto acid analogues (Ketosteril) go with a low-protein diet: how much protein a day is set by your nephrologist and dietitian (usually about 0.6 g per kg of body weight, sometimes lower, about 0.3–0.4 g/kg, with keto acids), but you must eat enough energy (about 25–35 kcal per kg, by age and activity) or the body breaks down muscle; if you are already losing weight or your albumin is low, do not cut protein further yourself — ask for a renal dietitian first. Take the tablets with meals, swallowed whole (three times a day means with the three meals). Each tablet has about 50 mg of calcium (12 a day is about 600 mg): with Caltrate-type calcium tablets, a calcium-based phosphate binder or calcitriol your blood calcium can run high, so add no calcium tablets yourself and have your calcium checked as your doctor advises. Tetracycline or quinolone antibiotics (ciprofloxacin, norfloxacin), iron and medicines with fluoride go at least 2 hours apart from them.',
    },
    source: {
      ref: `${KETO_ACID_LABEL.ref}; Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update. Am J Kidney Dis 2020;76(3 Suppl 1):S1 — Guideline 3 (CKD 3–5 not on dialysis and metabolically stable: protein 0.55–0.6 g/kg/day, or 0.28–0.43 g/kg/day with keto acid analogues; energy 25–35 kcal/kg/day); 中国慢性肾脏病营养治疗临床实践指南（2021版）`,
      url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
    },
  },
  {
    // Tenth clinician review (zh P2 finding 2): 碳酸氢钠片 could not be entered. Its sodium counts toward
    // the salt limit; its label names no fixed gap from other medicines, so none is invented.
    id: 'sodium-bicarbonate-sodium',
    severity: 'info',
    drugs: ['sodium-bicarbonate'],
    text: {
      zh: '碳酸氢钠片含钠：每片0.5克约含钠137毫克（约0.35克盐），每1克约含钠274毫克（约0.7克盐）。按一天3次、每次1克吃，就相当于每天多吃了约2克盐，要算进每天的限盐量（不超过5克盐）里，做菜更要少放盐；出现脚肿、几天里体重涨得快、血压升高或气短，请告诉肾内科医生。它是医生按化验的二氧化碳结合力（碳酸氢根）开的，剂量不要自己加减。和其他药要不要隔开：说明书没有规定固定的间隔时间，只要求同时在用其他药时先问医生或药师——请把你吃的所有药给药师看一遍。',
      en: 'Sodium bicarbonate brings sodium: each gram has about 274 mg of sodium (about 0.7 g of salt) — about 137 mg in a 500 mg tablet, 178 mg in a 650 mg one. 1 g three times a day adds about 0.8 g of sodium, 2 g of salt, a day, which counts toward your salt limit (with kidney disease under 2 g of sodium, 5 g of salt, a day), so use less salt in cooking; swollen ankles, a quick weight gain over a few days, a rising blood pressure or breathlessness need a call to your kidney doctor. It is prescribed from your blood bicarbonate, so do not change the dose yourself. Spacing from other medicines: the label sets no fixed gap — it asks you to check with a doctor or pharmacist if you take prescription medicines — so show the pharmacist everything you take.',
    },
    source: SODIUM_BICARBONATE_SOURCE,
  },
  {
    // Clinician review 2026-11-25 evening (P3: HRZE, drinks, ALT 120): alcohol with the liver-toxic
    // first-line TB drugs. Ethambutol is not liver-toxic and has no row.
    id: 'alcohol-tb-liver',
    severity: 'warning',
    sharedFood: { food: 'alcohol', level: 'none' },
    // Bedaquiline (drug-resistant TB) too: its label says to avoid alcohol (blind answer round 64, en-018, zh-046,
    // development data: on bedaquiline and linezolid, the phenelzine beer rule allowed "two cans a day").
    drugs: ['isoniazid', 'rifampicin', 'pyrazinamide', 'bedaquiline'],
    text: {
      zh: '吃抗结核药（异烟肼、利福平、吡嗪酰胺）期间不要喝酒，整个疗程都不喝：这几种药都可能伤肝，喝酒（尤其是每天喝）会明显增加药物性肝炎的风险。耐药结核用的贝达喹啉等药也一样，喝酒还会加重它们的副作用。转氨酶（ALT）已经升高时更要滴酒不沾，并请尽快告诉结核病门诊，由医生决定是否调整用药——不要自己停药。出现眼睛或皮肤发黄、尿色像浓茶、恶心呕吐、右上腹痛或特别乏力，请当天就医。',
      en: 'Drink no alcohol while on TB medicines (isoniazid, rifampicin, pyrazinamide), for the whole course: each can harm the liver, and alcohol — daily drinking above all — clearly raises the risk of drug-induced hepatitis. The same holds for drug-resistant TB medicines such as bedaquiline, whose side effects alcohol adds to. With a raised ALT already, no alcohol at all, and tell your TB clinic soon so the doctor can decide about the medicines — do not stop them yourself. Yellow eyes or skin, tea-coloured urine, nausea or vomiting, pain under the right ribs or unusual tiredness need a doctor the same day.',
    },
    source: {
      ref: 'Isoniazid tablets US prescribing information, boxed warning (severe and sometimes fatal hepatitis; the risk is higher with daily alcohol use) and Precautions; Nahid P et al. Official ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147 (hepatotoxicity of isoniazid, rifampin and pyrazinamide; alcohol use a risk factor; monitoring); Saukkonen JJ et al. ATS statement: hepatotoxicity of antituberculosis therapy. Am J Respir Crit Care Med 2006;174:935; Sirturo (bedaquiline) US prescribing information §5 (hepatotoxicity: avoid alcohol and other hepatotoxic drugs) — cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=isoniazid',
    },
  },
  {
    // Twenty-fifth clinician review, zh M15: two liang of baijiu a day on metformin, and no word of lactic
    // acidosis. No drinking allowance here: the rows of a shared food decide the amount.
    id: 'alcohol-metformin',
    severity: 'warning',
    classes: ['biguanide'],
    text: {
      zh: '吃二甲双胍期间，大量喝酒或一次喝很多（例如每天喝白酒、一次喝醉）会增加乳酸酸中毒的风险——这是二甲双胍少见但严重的副作用，空腹喝酒时还容易低血糖。每天喝酒的，请如实告诉开药医生。吃二甲双胍时如果出现特别乏力、肌肉酸痛、呼吸又深又快、腹痛恶心呕吐或异常犯困，请马上就医，并说明你在吃二甲双胍、喝过酒。',
      en: 'On metformin, heavy or binge drinking (daily spirits, drinking to get drunk) raises the risk of lactic acidosis — a rare but serious side effect of metformin — and drinking on an empty stomach can also bring a low. Anyone who drinks daily should tell the prescriber honestly. Unusual weakness, muscle pain, fast deep breathing, belly pain with nausea or vomiting, or unusual sleepiness on metformin need a doctor straight away: say you take metformin and have been drinking.',
    },
    // Thirty-fifth clinician review, en S2: 6 weeks pregnant, "is a glass of wine on the weekend ok?" got only
    // "heavy or binge drinking …", which reads as permission for one glass. In pregnancy: none, and metformin
    // itself is the obstetrician's question this week (ADA Standards of Care 2025 §15).
    pregnancyText: {
      zh: `${NO_ALCOHOL_PREGNANT.zh}二甲双胍孕期要不要继续、怎么吃，由产科医生和开药医生决定：这周内问他们，在此之前不要自己停药或改剂量。吃二甲双胍时如果出现特别乏力、肌肉酸痛、呼吸又深又快、腹痛恶心呕吐或异常犯困，请马上就医。`,
      en: `${NO_ALCOHOL_PREGNANT.en} Whether to keep taking metformin in pregnancy, and how, is for your obstetrician and prescriber to decide: ask them this week, and do not stop or change it on your own before then. Unusual weakness, muscle pain, fast deep breathing, belly pain with nausea or vomiting, or unusual sleepiness on metformin need a doctor straight away.`,
    },
    pregnancyRef:
      'American Diabetes Association, Standards of Care in Diabetes—2025 §15 Management of Diabetes in Pregnancy (metformin crosses the placenta; treatment in pregnancy is decided with the obstetric team); Glucophage (metformin) US prescribing information §5.1 Lactic acidosis',
    source: {
      ref: 'Glucophage (metformin) US prescribing information, boxed warning and §5.1 Lactic acidosis (excessive alcohol intake potentiates the effect of metformin on lactate metabolism; warn patients against excessive alcohol intake); 中华医学会糖尿病学分会《中国2型糖尿病防治指南（2020年版）》（二甲双胍：避免酗酒）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=glucophage',
    },
  },
  // Alcohol on a vitamin K antagonist, one row per medicine of the class (`alcohol-<id>`), said with its own name.
  ...VITAMIN_K_ANTAGONISTS.map((x): MedicineDietRow => {
    const zh = x.zh;
    const en = x.en.toLowerCase();
    return {
      id: `alcohol-${x.id}`,
      severity: 'warning',
      sharedFood: { food: 'alcohol', level: 'limit' },
      drugs: [x.id],
      text: {
        zh: `吃${zh}可以少量饮酒，但要稳定：不要一次喝很多（酗酒会让INR突然升高、出血风险增加），每周总量也不要多（英国的标准是每周不超过14个酒精单位），长期大量喝酒会让INR不稳定。饮酒习惯有变化（比如聚会、节日）请告诉抗凝门诊。`,
        en: `You can drink a little on ${en}, but keep it steady: no binges (a lot at once can push the INR up suddenly and raise the bleeding risk), and keep the weekly total modest (UK advice: no more than 14 units a week); regular heavy drinking makes the INR unstable. Tell your anticoagulation clinic if your drinking changes (parties, holidays).`,
      },
      pregnancyText: {
        zh: `${NO_ALCOHOL_PREGNANT.zh}吃${zh}时，喝酒还会让INR不稳定、出血风险增加。${zh}在孕期一般要换成低分子肝素，请尽快联系抗凝门诊或开药医生。`,
        en: `${NO_ALCOHOL_PREGNANT.en} On ${en}, alcohol also makes the INR unstable and raises the bleeding risk. ${x.en} is usually switched to a heparin injection in pregnancy: contact your anticoagulation clinic or prescriber promptly.`,
      },
      source: {
        ref: `NHS, Warfarin — common questions: "Can I drink alcohol with it?" (no more than 14 units a week; binge drinking affects how warfarin works); Coumadin (warfarin) US prescribing information §7 (alcohol can affect INR)${asVka(x)}`,
        url: 'https://www.nhs.uk/medicines/warfarin/common-questions-about-warfarin/',
      },
    };
  }),
  {
    // Tenth clinician review, en P1 finding 6: "can i have a glass of sherry on christmas day with the
    // eliquis" was answered as iron, then "no reliable rule".
    id: 'alcohol-doac',
    severity: 'info',
    sharedFood: { food: 'alcohol', level: 'limit' },
    drugs: ['apixaban', 'rivaroxaban', 'edoxaban', 'dabigatran'],
    chatOnly: true,
    text: {
      zh: '**吃阿哌沙班、利伐沙班、艾多沙班、达比加群这类新型抗凝药时，偶尔喝一小杯酒（比如节日里一小杯红酒或黄酒）一般没有问题。** 要避免的是一次喝很多或天天喝：会增加出血（包括胃出血）的风险，喝醉了也容易摔倒。喝的话一天的酒精量不超过一般成年人的上限15克（大约啤酒450毫升、葡萄酒150毫升或38度白酒50毫升），而且不要天天喝；如果经常喝得更多，请告诉医生。出现异常瘀斑、黑便或呕血，请马上就医。',
      en: '**An occasional small glass (a glass of sherry or wine on Christmas Day, say) is generally fine with apixaban, rivaroxaban, edoxaban or dabigatran.** What to avoid is heavy or binge drinking: it raises the risk of bleeding (stomach bleeding included) and of falls. Keep within the usual limits (UK advice: no more than 14 units a week; a small sherry is about 1 unit), and tell your doctor if you regularly drink more. Unusual bruising, black stools or vomiting blood need help straight away.',
    },
    // Thirty-fifth clinician review, en S2: a row with a drinking allowance says none in pregnancy; the DOACs
    // themselves are not used in pregnancy (Eliquis SmPC §4.6; EHRA 2021 NOAC guide).
    pregnancyText: {
      zh: `${NO_ALCOHOL_PREGNANT.zh}阿哌沙班、利伐沙班、艾多沙班、达比加群这类新型抗凝药孕期一般不用（通常换成低分子肝素注射）：请尽快联系开药医生，在医生安排好之前不要自己停药。`,
      en: `${NO_ALCOHOL_PREGNANT.en} Apixaban, rivaroxaban, edoxaban and dabigatran are not usually used in pregnancy (a heparin injection is the usual switch): contact your prescriber promptly, and do not stop it on your own before they have arranged the change.`,
    },
    pregnancyRef:
      'Eliquis (apixaban) SmPC §4.6 (not recommended during pregnancy); Steffel J et al. 2021 EHRA Practical Guide on NOACs in AF, Europace 2021;23:1612 (NOACs avoided in pregnancy)',
    source: {
      ref: 'NHS, Apixaban — common questions: "Can I drink alcohol with it?" (you can drink alcohol with apixaban; do not drink more than 14 units a week; heavy drinking raises the risk of bleeding — wording from memory); Eliquis (apixaban) SmPC §4.4 (haemorrhage risk; factors that raise it)',
      url: 'https://www.nhs.uk/medicines/apixaban/common-questions-about-apixaban/',
    },
  },
  {
    // Thirty-ninth clinician review (zh M4: "每天喝三四杯美式，下午再来罐红牛，吃着兰释有影响吗" got an energy-drink row for
    // teenagers; en M9: 5–6 cups of filter coffee on fluvoxamine, jittery with a pounding heart).
    id: 'fluvoxamine-caffeine',
    severity: 'warning',
    drugs: ['fluvoxamine'],
    text: {
      zh: '**吃氟伏沙明（兰释）时，咖啡因在体内会积得多得多：** 氟伏沙明让咖啡因的清除慢了约80%（半衰期从约5小时变成约30小时），每天三四杯咖啡再加一罐功能饮料，等于喝进去好几倍的量，心慌、手抖、焦虑、睡不着就常见了。请把咖啡、浓茶、功能饮料减到每天最多一杯咖啡左右，不要吃含咖啡因的补充剂；心慌手抖请告诉开药医生。氟伏沙明不要自己停。胸痛、晕倒或喘不上气，马上就医。',
      en: '**On fluvoxamine, caffeine builds up far more than usual:** fluvoxamine slows caffeine clearance by about 80% (its half-life goes from about 5 hours to about 30), so several cups of coffee plus an energy drink act like several times that amount — palpitations, shakiness, anxiety and poor sleep are common. Cut coffee, strong tea and energy drinks down to about one cup of coffee a day at most and take no caffeine supplements; tell the prescriber about palpitations or shakiness. Do not stop the fluvoxamine yourself. Chest pain, fainting or breathlessness need care at once.',
    },
    source: {
      ref: 'Luvox (fluvoxamine) US prescribing information §7 (caffeine: clearance reduced about 80%, half-life from about 5 to about 31 hours) — section cited from memory; Jeppesen U et al. Eur J Clin Pharmacol 1996;51:73',
    },
  },
  {
    // Clinician review 2026-11-25 (Z5): quitting smoking on clozapine was declined, and the plan was silent.
    id: 'clozapine-smoking-caffeine',
    severity: 'warning',
    drugs: ['clozapine', 'olanzapine'],
    text: {
      zh: '吃氯氮平（或奥氮平）时，想戒烟或少抽烟，请在戒烟之前先告诉精神科医生：香烟烟雾会加快肝脏（CYP1A2酶）分解这两种药，一停烟，几天之内氯氮平的血药浓度可能升高约50%甚至更多，医生需要提前调整剂量、复查血药浓度。尼古丁贴片、口香糖不会加快药物分解，所以用了它们浓度照样会升高。戒烟后如果出现特别嗜睡、流口水明显增多、头晕站不稳、意识糊涂、肌肉抽动，请当天就医；出现抽搐（癫痫发作）请立即拨打120。咖啡、浓茶里的咖啡因也会让氯氮平浓度升高：每天喝的量保持稳定，不要突然大量增加或一下子停掉，改变习惯前告诉医生。',
      en: 'On clozapine (or olanzapine), tell your psychiatrist before you give up or cut down smoking: tobacco smoke makes the liver (the CYP1A2 enzyme) break these medicines down faster, so within days of your last cigarette, clozapine levels can rise by about 50% or more, and the doctor needs to plan a dose change and check the level. Nicotine patches or gum do not speed up the breakdown, so the level still rises on them. Once you are smoke-free, marked drowsiness, much more drooling, dizziness or unsteadiness, confusion or muscle jerks need a doctor the same day; a seizure needs an ambulance (call emergency services). Caffeine in coffee and strong tea also raises clozapine levels: keep your daily amount steady, do not suddenly drink much more or cut it out all at once, and tell your doctor before you change it.',
    },
    source: {
      ref: 'Clozaril (clozapine) US prescribing information §7 Drug Interactions (cigarette smoking induces CYP1A2; stopping smoking can raise clozapine levels and adverse effects; caffeine, a CYP1A2 substrate, raises levels); Zyprexa (olanzapine) US prescribing information §7 and §12.3 (smoking raises olanzapine clearance); Taylor DM, Barnes TRE, Young AH. The Maudsley Prescribing Guidelines in Psychiatry, 14th ed. 2021 (smoking and psychotropics: clozapine levels rise by about 50% after stopping smoking; nicotine replacement does not induce CYP1A2); MHRA Drug Safety Update vol. 14 issue 1 (August 2020), Clozapine and other antipsychotics: monitoring blood concentrations for toxicity (check the clozapine level when a patient stops smoking or switches to an e-cigarette)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=clozaril',
    },
    nonSmokerText: {
      zh: '吃氯氮平（或奥氮平）时，咖啡、浓茶里的咖啡因会让氯氮平的血药浓度升高：每天喝的量保持稳定，不要突然大量增加或一下子停掉，改变习惯前告诉精神科医生。如果以后开始抽烟或又抽上了，也请告诉医生：香烟会加快这两种药的分解，戒烟时浓度又会升高。',
      en: 'On clozapine (or olanzapine), caffeine in coffee and strong tea raises clozapine levels: keep your daily amount steady, do not suddenly drink much more or cut it out all at once, and tell your psychiatrist before you change it. If you ever start smoking, tell the doctor too: smoke makes the liver break these medicines down faster, and the level rises again when you stop.',
    },
    formerSmokerText: {
      zh: '吃氯氮平（或奥氮平）时：如果你是最近几个月才戒烟的，而精神科医生还不知道，请现在就告诉医生——不抽烟以后，肝脏分解氯氮平变慢，几天之内血药浓度可能升高约50%甚至更多，医生通常会调整剂量并复查氯氮平血药浓度。用尼古丁贴片、口香糖也一样会升高。特别嗜睡、流口水明显增多、头晕站不稳、意识糊涂或肌肉抽动，请当天就医；出现抽搐请立即拨打120。咖啡、浓茶和功能饮料里的咖啡因也会让氯氮平浓度升高：每天喝的量保持稳定，不要为了提神越喝越多，也不要一下子全停，改变前先告诉医生。以后如果又抽上了，也请告诉医生：浓度会随之下降。',
      en: 'On clozapine (or olanzapine): if you stopped smoking in the last few months and your psychiatrist does not know yet, tell them now — without the smoke the liver breaks clozapine down more slowly, so within days the level can rise by about 50% or more; the doctor usually adjusts the dose and checks the clozapine level. Nicotine patches or gum do not prevent this. Marked drowsiness, much more drooling, dizziness or unsteadiness, confusion or muscle jerks need a doctor the same day; a seizure needs an ambulance (call emergency services). Caffeine in coffee, strong tea and energy drinks also raises clozapine levels: keep your daily amount steady — do not drink more and more to fight tiredness, and do not cut it out all at once — and tell your doctor before you change it. If you start smoking again, tell the doctor too: the level then falls.',
    },
  },
  {
    // Ninth clinician review (zh P4, en P3): a clozapine patient with chronic constipation heard nothing of
    // clozapine-induced gastrointestinal hypomotility, was sold calcium carbonate, and his Metamucil was
    // "keep" (knowledge/slow-gut.ts). Said to everyone on clozapine: the MHRA asks that every patient is
    // told to report constipation at once.
    id: 'clozapine-constipation',
    severity: 'warning',
    drugs: ['clozapine'],
    text: {
      zh: '**氯氮平会让肠道蠕动变慢，吃氯氮平的人很多会便秘，严重时会发展成肠梗阻，可能致命。** 有便秘请现在就告诉精神科医生，不要等到下次复诊：每周排便少于3次、大便干硬或排便费力、不用泻药就解不出来，都算。常用的办法是医生开的刺激性泻药（番泻叶、比沙可啶）加渗透性泻药（聚乙二醇如福松，或乳果糖），用量由医生定；单用多库酯钠不够。吃氯氮平时不建议用膨胀性的纤维补充剂（车前子壳、小麦纤维素、麦麸粉等）来通便：肠子动得慢时，它们可能加重堵塞。每天喝够水，三餐规律，多活动。会加重便秘的药先问医生再吃：抗胆碱药（苯海索、治流口水的东莨菪碱或格隆溴铵）、可待因等阿片类止痛药、铁剂和碳酸钙。肚子胀痛或鼓起来、呕吐、不排便也不排气：请立即去急诊，并告诉医生你在吃氯氮平。',
      en: '**Clozapine slows the gut: constipation is common on it and can turn into a blocked bowel (ileus), which can be fatal.** Tell your psychiatrist about constipation now rather than at the next visit: fewer than 3 stools a week, hard stools or straining, or needing a laxative to go all count. The usual treatment is a stimulant laxative (senna, bisacodyl) with an osmotic one (macrogol/polyethylene glycol such as MiraLAX, or lactulose), at the doses the doctor sets; docusate on its own is not enough. Bulk-forming fibre supplements (psyllium such as Metamucil, wheat dextrin, bran or methylcellulose powders) are not advised on clozapine: in a slowed gut they can add to a blockage. Drink enough, eat regular meals and keep active. Ask before adding other medicines that constipate: anticholinergics (trihexyphenidyl or benztropine, hyoscine or glycopyrrolate for drooling), codeine and other opioid painkillers, iron tablets and calcium carbonate. A swollen or painful tummy, vomiting, or no stool and no wind: go to the emergency department now and say you take clozapine.',
    },
    source: CLOZAPINE_GUT_SOURCE,
  },
  {
    // Clinician review 2026-11-25 late (E3): "I stopped smoking 2 weeks ago: does that change
    // theophylline?" and five coffees a day were declined; the clozapine row's CYP1A2 reasoning.
    id: 'theophylline-smoking-caffeine',
    severity: 'warning',
    drugs: ['theophylline'],
    text: {
      zh: '吃茶碱时，戒烟或明显少抽烟前后请告诉开茶碱的医生：香烟烟雾会加快肝脏（CYP1A2酶）分解茶碱，一停烟，茶碱分解变慢，大约一周内血药浓度就会升高，医生可能需要减少剂量并查茶碱血药浓度。尼古丁贴片、口香糖不会加快茶碱分解，用了它们浓度照样会升高。出现恶心、呕吐、心慌、手抖、失眠或头痛，请当天就医；出现抽搐请立即拨打120。咖啡因和茶碱是“近亲”：咖啡、浓茶、可乐、功能饮料会叠加同样的副作用（心慌、手抖、恶心、睡不着），每天喝的量要少而稳定，不要大量喝，改变习惯前告诉医生。',
      en: 'On theophylline, tell the doctor who prescribes it when you stop or cut down smoking: tobacco smoke makes the liver (the CYP1A2 enzyme) break theophylline down faster, so after your last cigarette it is cleared more slowly and the level rises within about a week; the doctor may need to lower the dose and check the theophylline level. Nicotine patches or gum do not speed up the breakdown, so the level still rises on them. Nausea, vomiting, palpitations, tremor, sleeplessness or headache need a doctor the same day; a seizure needs an ambulance (call emergency services). Caffeine is a close relative of theophylline: coffee, strong tea, cola and energy drinks add the same side effects (palpitations, shakiness, nausea, poor sleep), so keep your daily amount small and steady, do not drink large amounts, and tell your doctor before you change it.',
    },
    source: {
      ref: 'Theo-24 (theophylline) US prescribing information, Clinical Pharmacology and Precautions (cited from memory, section names of the old-format label unsure): tobacco smoking induces CYP1A2 and raises theophylline clearance by about 50–70 %; clearance falls by about 35 % after a week without smoking, so the dose may need lowering and the level checking; caffeine is a methylxanthine with additive effects, and patients are told to avoid large amounts of caffeine-containing drinks; Maudsley Prescribing Guidelines in Psychiatry, 14th ed. 2021 (nicotine replacement does not induce CYP1A2)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=theo-24',
    },
  },
  {
    // Ninth clinician review (zh P3, en P4): a daily glass of grapefruit juice on carbamazepine, with a level
    // near the top of its range, was "no reliable rule" in the chat and nowhere in the plan.
    id: 'grapefruit-carbamazepine',
    severity: 'warning',
    sharedFood: { food: 'grapefruit', level: 'none' },
    drugs: ['carbamazepine'],
    text: {
      zh: '吃卡马西平（得理多）期间，不要吃西柚（葡萄柚）、柚子（文旦、沙田柚、蜜柚等），也不要喝它们的果汁；酸橙（塞维利亚橙）和用它做的橙子果酱也一样。它们会抑制分解卡马西平的酶（CYP3A4）：研究中一杯西柚汁就让卡马西平的血药浓度升高约40%，可能出现头晕、嗜睡、看东西重影、走路不稳、恶心呕吐。和吃药的时间错开没有用。如果你一直天天在喝或在吃，从现在起不要再喝，并告诉神经科医生：不再喝以后血药浓度会慢慢回落，是否复查卡马西平血药浓度由医生决定；卡马西平的药量不要自己改。普通甜橙、橘子、苹果等其他水果可以吃。出现看东西重影、走路不稳、反复呕吐或意识糊涂，请立即就医。',
      en: 'On carbamazepine (Tegretol), have no grapefruit or pomelo and none of their juice; Seville (bitter) orange and its marmalade count too. They block the enzyme that breaks carbamazepine down (CYP3A4): in a study one glass of grapefruit juice raised carbamazepine levels by about 40%, which can bring dizziness, drowsiness, double vision, unsteadiness, nausea or vomiting. Spacing it from the dose does not help. If you have been having it every day, stop and tell your neurologist: your level falls back as it wears off, and whether to recheck your carbamazepine level is theirs to decide; do not change your dose yourself. Sweet oranges, mandarins, apples and other fruit are fine. Double vision, unsteadiness, repeated vomiting or confusion need a doctor at once.',
    },
    source: {
      ref: 'Tegretol (carbamazepine) SmPC §4.5 (grapefruit juice among the CYP3A4 inhibitors that raise carbamazepine plasma levels) and US prescribing information §7 (CYP3A4 inhibitors); Garg SK, Kumar N, Bhargava VK, Prabhakar SK. Effect of grapefruit juice on carbamazepine bioavailability in patients with epilepsy. Clin Pharmacol Ther 1998;64:286–288 (AUC and peak level about 40 % higher; cited from memory); Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions. CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins)',
      url: 'https://www.medicines.org.uk/emc/search?q=tegretol',
    },
  },
];
