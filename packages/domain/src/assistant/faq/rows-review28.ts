/**
 * Twenty-eighth blind clinician review (2026-11-29), chat findings answered by a row:
 * - en S3: "She has a bad bed sore on her tailbone. How much protein does she need a day?" for an
 *   89-year-old of 41 kg with CKD G3b got "no protein powders", "41 g" and a nephrotic-syndrome text. A
 *   pressure injury raises protein and energy needs (EPUAP/NPIAP/PPPIA 2019: 1.25–1.5 g/kg protein,
 *   30–35 kcal/kg, high-protein high-energy oral supplements when meals fall short); with CKD the kidney
 *   guideline's ceiling of 1.3 g/kg is the top of the range, and higher targets are allowed for frail
 *   older people (KDIGO 2024, practice points of 3.3.1).
 * - zh M11: "他泌乳素86，是不是要吃点什么调一调？" (on risperidone) got the previous answer about L-carnitine. A
 *   raised prolactin is not adjusted with food or supplements: on an antipsychotic the prescriber weighs a
 *   lower dose, a switch or adding aripiprazole; otherwise the cause is looked for (Endocrine Society 2011).
 * - en M5: "my sugar was 212 this morning, is that from the steroid? should I just stop the dexamethasone" got
 *   the prednisone taper text and "no reliable rule" for dexamethasone. Steroids raise blood glucose; the
 *   team monitors and treats it, and only they taper the steroid (JBDS-IP 2023).
 * - zh M7 and en M10: "她瘦到38公斤了，吃不下饭，怎么给她加营养？" for an 84-year-old with kidney disease, and
 *   "can I give her Ensure Plus and Juven … she has heart failure, is the fluid ok?" for an 89-year-old with
 *   heart failure and CKD, got "no reliable rule": the older person's appetite and nutrition-drink rows stand
 *   aside for kidney disease, and nothing took their place. Weight lost with kidney disease is malnutrition to
 *   be seen, not a reason for a lower protein (KDIGO 2024 allows higher targets for frail older people); oral
 *   nutritional supplements are recommended (ESPEN 2019), their fluid counted in a heart-failure limit and
 *   their potassium and phosphate chosen with the kidney team.
 * - zh M4: "晚上吃舒乐安定和米氮平，我又给她买了褪黑素，三个能一起吃吗？" for a woman of 84 got "a minor interaction:
 *   avoid driving". Two or three sedatives together in an older person risk falls, fractures and daytime
 *   drowsiness; the Beers criteria say avoid benzodiazepines and Z-drugs and three or more CNS-active
 *   medicines together (AGS Beers 2023). The self-bought sleep aid waits; the prescriber reviews the set.
 * - en M6 and zh M10: "my ALT went up to 112, should I stop the green tea extract?" on ribociclib got the
 *   extract's weight-loss lead; "灵芝孢子粉和铁皮石斛能不能跟靶向药一起吃？我转氨酶都112了" read 铁皮石斛 as iron and
 *   named no herb. With raised liver enzymes the self-bought herbal and dietary supplements stop now (they
 *   are a leading cause of drug-induced liver injury, LiverTox); a prescribed medicine that can raise ALT
 *   is the prescriber's to judge from the result, never stopped on one's own.
 * - zh M3: "孕早期我一天该吃多少碳水？晚上老是低血糖" from a woman with type 1 diabetes at 11 weeks got first aid for
 *   a low only. Pregnancy needs at least 175 g of carbohydrate a day spread over meals and snacks with a
 *   bedtime snack; severe lows are commonest in early pregnancy with type 1 diabetes, and repeated night lows
 *   are the diabetes team's to act on within a day, with glucagon at home (ADA Standards of Care 2025 §15;
 *   NICE NG3).
 */
import { pickZh } from '../../contracts/common';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import {
  CKD,
  EATING_LITTLE,
  KIDNEY_DISEASE_SAID,
  NOT_A_NUTRITION_DRINK,
  NOT_CKD_DIET,
  PREGNANCY_SAID,
} from './audiences';
import { OLDER_SAID } from './rows-life-stages';
import type { ComposeInput, FaqRow } from './types';

const PRESSURE_INJURY =
  /褥疮|压疮|压力性损伤|压伤|\b(bed ?sores?|pressure (sores?|ulcers?|injur(y|ies))|decubitus( ulcers?)?)\b/;
const NEEDS_ASKED =
  /蛋白|热量|卡路里|营养|吃什么|吃多少|怎么吃|营养液|安素|\b(protein|calories|kcal|energy|eat|food|feed|diet|nutrition|ensure|boost|shakes?|drinks?|supplements?)\b/;

const round = (x: number) => Math.round(x);

/**
 * Medicines and products that sedate, one group per medicine or kind (benzodiazepines, Z-drugs, sedating
 * antidepressants and antipsychotics, sedating antihistamines, gabapentinoids, melatonin, sleeping pills
 * unnamed): a brand and its generic ("diphenhydramine (Benadryl)") are one.
 */
const SEDATIVE_GROUPS: readonly string[] = [
  '安定|地西泮|艾司唑仑|舒乐安定|阿普唑仑|佳乐定|劳拉西泮|氯硝西泮|奥沙西泮|\\b(diazepam|valium|estazolam|alprazolam|xanax|lorazepam|ativan|clonazepam|klonopin|temazepam|restoril)\\b',
  '唑吡坦|思诺思|佐匹克隆|扎来普隆|\\b(zolpidem|ambien|zopiclone|eszopiclone|lunesta|zaleplon)\\b',
  '米氮平|瑞美隆|\\b(mirtazapine|remeron)\\b',
  '曲唑酮|\\b(trazodone|desyrel)\\b',
  '喹硫平|思瑞康|奥氮平|\\b(quetiapine|seroquel|olanzapine|zyprexa)\\b',
  '褪黑素|\\b(melatonin)\\b',
  '苯海拉明|多西拉敏|\\b(diphenhydramine|benadryl|doxylamine|unisom|zzzquil|nytol|tylenol pm|advil pm)\\b',
  '加巴喷丁|普瑞巴林|\\b(gabapentin|neurontin|pregabalin|lyrica)\\b',
  '安眠药|助眠药|\\b(sleeping pills?|sleep aids?)\\b',
];
/** Two different sedatives named in one message, in either order. */
const TWO_SEDATIVES = new RegExp(
  SEDATIVE_GROUPS.flatMap((a, i) =>
    SEDATIVE_GROUPS.filter((_, j) => j > i).map((b) => `(${a})[\\s\\S]*(${b})|(${b})[\\s\\S]*(${a})`),
  ).join('|'),
);

const NOT_FEEDING_UP =
  /减肥|减重|瘦身|太淡|没味|调味|\b(lose weight|want to lose|slim\w*|bland|tasteless|season\w*)\b/;
/** A nutrition drink, or the wound-healing powder (Juven: HMB, arginine, glutamine) asked with one. */
export const DRINK_OR_WOUND_POWDER =
  /安素|全安素|雅培|口服营养补充|特医|营养液|全营养|肠内营养|\bensure\b|\bfortisip\b|\bcomplan\b|\bboost (drinks?|shakes?|plus)\b|\bnutrition(al)? (drinks?|shakes?|supplement drinks?)\b|\bsupplement drinks?\b|\bsip feeds?\b|\bjuven\b|\bnepro\b|\bglucerna\b/;

/** With heart failure too, the fluid limit counts the soups and drinks that feed the person up. */
function kidneyAppetite(said: ComposeInput, zh: boolean): string {
  const row = REVIEW28_FAQ.find((r) => r.id === 'kidney-poor-appetite-weight-loss')!;
  const base = pickZh(row.text, zh);
  if (!(said.conditions ?? []).includes('heart_failure')) return base;
  return zh
    ? `${base}有心衰的，汤、粥、牛奶和营养液都算在医生定的每天液体量里，选“干一点、浓一点”的饭菜。`
    : `${base} With heart failure as well, soup, porridge, milk and nutrition drinks all count within the fluid limit the doctor set: choose denser, drier dishes.`;
}

function drinkKidneyHeart(said: ComposeInput, zh: boolean): string {
  const row = REVIEW28_FAQ.find((r) => r.id === 'nutrition-drink-kidney-heart')!;
  const base = pickZh(row.text, zh);
  const conditions = said.conditions ?? [];
  const heart =
    conditions.includes('heart_failure') || /心衰|心力衰竭|\bheart failure\b|\bchf\b/i.test(said.text);
  const kidney = conditions.includes('kidney_disease') || KIDNEY_DISEASE_SAID.test(said.text.toLowerCase());
  const lines: string[] = [base];
  if (heart)
    lines.push(
      zh
        ? '**心衰：营养液也是水。** 一瓶（约220–240毫升）要算进医生定的每天液体量里；同样的量，选能量密度高的（“加强型”、每毫升1.5千卡以上）能少喝些水多得些营养。每天早上称体重，3天内长了2公斤以上要当天联系医生。'
        : '**Heart failure: the drink is fluid too.** Each bottle (about 220–240 mL) counts within the daily fluid limit the doctor set; a denser formula (a “Plus” or compact drink, 1.5 kcal per mL or more) gives more nourishment for the same fluid. Weigh every morning: more than 2 kg in 3 days, contact the doctor that day.',
    );
  if (kidney)
    lines.push(
      zh
        ? '**肾病：看钾和磷。** 普通配方每瓶也含钾和磷；血钾或血磷偏高、肾功能差的，请肾内科医生或营养师选肾病专用（低钾低磷）配方，喝多少也由他们定。'
        : '**Kidney disease: mind potassium and phosphate.** Standard drinks contain both; with a high potassium or phosphate or advanced CKD, ask the kidney doctor or dietitian to choose a kidney formula (lower in potassium and phosphate, such as Nepro) and how many a day.',
    );
  if (/\bjuven\b/i.test(said.text))
    lines.push(
      zh
        ? 'Juven（含HMB、精氨酸、谷氨酰胺）是给伤口愈合用的，压疮指南认为在蛋白和热量吃够的前提下可以考虑加精氨酸类配方；肾功能下降的人先问肾内科医生。'
        : 'Juven (HMB, arginine and glutamine) is meant for wound healing: the pressure-injury guideline suggests an arginine-enriched formula can be considered once protein and energy are covered; with reduced kidney function, ask the kidney doctor first.',
    );
  return lines.join(zh ? '' : ' ');
}

/** Prolactin said high, as a number, or to be "adjusted". */
const PROLACTIN = /泌乳素|催乳素|\bprl\b|\bprolactin\w*/;
const PROLACTIN_ASKED =
  /高|偏高|超标|\d|调|降|吃(点)?什么|补|\b(high|raised|elevated|up|\d+|lower|reduce|bring (it )?down|supplements?|eat|take)\b/;

/** The antipsychotic sentence when the person takes one (the most common medicine cause). */
function prolactinText(said: ComposeInput, zh: boolean): string {
  const row = REVIEW28_FAQ.find((r) => r.id === 'prolactin-high')!;
  const base = pickZh(row.text, zh);
  const antipsychotic = (said.medicines ?? []).find((id) =>
    (drugById(id)?.classes ?? []).includes('antipsychotic'),
  );
  if (!antipsychotic) return base;
  const name = zh ? drugById(antipsychotic)!.zh : drugById(antipsychotic)!.en.toLowerCase();
  return zh
    ? `你在吃${name}：它是让泌乳素升高最常见的药之一。${base}`
    : `You take ${name}, one of the medicines that most often raise prolactin. ${base}`;
}

function pressureInjuryNeeds(said: ComposeInput, zh: boolean): string {
  const kg = said.weightKg;
  const kidney = (said.conditions ?? []).includes('kidney_disease');
  const top = kidney ? 1.3 : 1.5;
  const grams = kg ? `${round(1.25 * kg)}–${round(top * kg)}` : null;
  const kcal = kg ? `${round(30 * kg)}–${round(35 * kg)}` : null;
  if (zh) {
    const lead = `**有压疮时，蛋白质和热量的需要都会增加：蛋白质每天每公斤体重约1.25–${top}克${grams ? `（按${kg}公斤，每天约${grams}克）` : ''}，热量每公斤约30–35千卡${kcal ? `（每天约${kcal}千卡）` : ''}。**`;
    const kidneyLine = kidney
      ? `肾功能下降时，肾病指南给蛋白质定的上限是每公斤1.3克，所以取到这里为止；对体弱的老人，指南允许比一般肾病人更高的蛋白和热量目标，具体的量请肾内科医生或营养师定。`
      : '';
    return `${lead}${kidneyLine}三餐吃不够时（这个年纪很常见），指南推荐的是高蛋白、高热量的口服营养补充剂（如安素、全安素这类，每天1–2份，在两餐之间喝）——请医生或营养师帮忙选，有限水的话要把它的水量算进去。每顿都有蛋白质：鸡蛋、牛奶或酸奶、鱼、肉末、豆腐。请医生转介营养师：吃得太少伤口很难长好，体重和进食量要定期看。`;
  }
  const lead = `**A pressure injury raises protein and energy needs: about 1.25–${top} g of protein per kg a day${grams ? ` (${grams} g at ${kg} kg)` : ''} and about 30–35 kcal per kg${kcal ? ` (${kcal} kcal a day)` : ''}.**`;
  const kidneyLine = kidney
    ? ' With reduced kidney function, the kidney guideline’s ceiling of 1.3 g per kg is the top of that range, and it allows higher protein and energy targets for frail older people than for other people with CKD — the kidney doctor or dietitian sets the exact amount.'
    : '';
  return `${lead}${kidneyLine} When meals fall short — common at this age — high-protein, high-energy oral nutritional supplements (Ensure Plus or a similar drink, 1–2 a day between meals) are what the guideline recommends: ask the doctor or dietitian to choose one, and count its fluid if there is a fluid limit. Protein at every meal: eggs, milk or yoghurt, fish, soft minced meat, tofu or beans. Ask for a dietitian referral: wounds heal poorly on too little food, and weight and intake should be checked regularly.`;
}

/** Self-bought herbal and dietary supplements as people name them, with the name the answer says back. */
const LIVER_SUPPLEMENTS: readonly { said: RegExp; zh: string; en: string }[] = [
  { said: /绿茶提取物|茶多酚|\begcg\b|\bgreen tea extract\b/, zh: '绿茶提取物', en: 'green tea extract' },
  { said: /灵芝|孢子粉|\breishi\b|\blingzhi\b|\bganoderma\b/, zh: '灵芝（孢子粉）', en: 'lingzhi (reishi)' },
  { said: /铁皮石斛|石斛|\bdendrobium\b/, zh: '铁皮石斛', en: 'dendrobium (shihu)' },
  { said: /姜黄|\bturmeric\b|\bcurcumin\b/, zh: '姜黄（姜黄素）', en: 'turmeric (curcumin)' },
  { said: /何首乌|首乌|\bfo-?ti\b|\bhe shou wu\b/, zh: '何首乌', en: 'he shou wu (fo-ti)' },
  { said: /土三七|三七|\bnotoginseng\b/, zh: '三七', en: 'notoginseng' },
  { said: /南非醉茄|睡茄|\bashwagandha\b/, zh: '南非醉茄', en: 'ashwagandha' },
  { said: /藤黄果|\bgarcinia\b/, zh: '藤黄果', en: 'garcinia' },
  { said: /卡瓦|\bkava\b/, zh: '卡瓦胡椒', en: 'kava' },
  { said: /红曲|\bred yeast rice\b/, zh: '红曲', en: 'red yeast rice' },
  { said: /中药|草药|保健品|补品|\bherbal\w*\b|\bherbs?\b|\bdietary supplements?\b/, zh: '', en: '' },
];
const LIVER_SUPPLEMENT_SAID = new RegExp(LIVER_SUPPLEMENTS.map((s) => s.said.source).join('|'));
/** A liver-harming supplement named by its name (not "herbs" or "supplements" in general). */
const NAMED_LIVER_SUPPLEMENT = new RegExp(
  LIVER_SUPPLEMENTS.filter((x) => x.en !== '')
    .map((x) => x.said.source)
    .join('|'),
);
const TURMERIC_ALONE = new RegExp(
  `^(?![\\s\\S]*(${LIVER_SUPPLEMENTS.filter((s) => !s.en.startsWith('turmeric'))
    .map((s) => s.said.source)
    .join('|')}))[\\s\\S]*(姜黄|\\bturmeric\\b|\\bcurcumin\\b)`,
);
/** Liver enzymes told raised: a figure, or high, up, abnormal. */
const LIVER_ENZYMES_RAISED =
  /(转氨酶|谷丙|谷草|肝酶|肝功能?|\balt\b|\bast\b|\bggt\b|\bliver (enzymes?|tests?|function( tests?)?|numbers)\b|\blfts?\b)[^。！？.!?]{0,14}(\d{2,4}|高|升|异常|不好|超|翻倍|\b(high|raised|elevated|up|went up|gone up|abnormal|doubled|tripled|off)\b)|(高|升高|异常)[^。，,.]{0,4}(转氨酶|肝酶|肝功)|\b(high|raised|elevated|abnormal)\b[^.,]{0,6}\b(alt|ast|liver enzymes?|lfts?)\b/;
/** Prescribed medicines whose labels warn that they raise liver enzymes (monitoring by the prescriber). */
const LIVER_LABEL_MEDICINES = new Set([
  'gefitinib',
  'osimertinib',
  'erlotinib',
  'methotrexate',
  'leflunomide',
  'isoniazid',
  'rifampicin',
  'pyrazinamide',
  'valproate',
  'methimazole',
  'propylthiouracil',
  'amiodarone',
  'ketoconazole',
  'terbinafine',
]);

function liverSupplementsText(said: ComposeInput, zh: boolean): string {
  const row = REVIEW28_FAQ.find((r) => r.id === 'supplements-with-raised-liver-enzymes')!;
  const text = said.text.toLowerCase();
  const named = LIVER_SUPPLEMENTS.filter((x) => x.said.test(text) && x.en !== '');
  const names = named.map((x) => pickZh(x, zh));
  const ids = new Set([...(said.medicines ?? []), ...findDrugs(said.text).map((d) => d.id)]);
  const medicines = [...ids].filter((id) => LIVER_LABEL_MEDICINES.has(id)).map((id) => drugById(id)!);
  const lead = names.length
    ? zh
      ? `**转氨酶升高时，自己买的草药和保健品现在就停：${names.join('、')}都先别吃了，并告诉查你肝功能的医生。**`
      : `**With raised liver enzymes, stop the self-bought herbal and dietary supplements now — ${names.join(', ')} — and tell the doctor who checks your liver.**`
    : zh
      ? '**转氨酶升高时，自己买的草药和保健品现在就停，并告诉查你肝功能的医生。**'
      : '**With raised liver enzymes, stop the self-bought herbal and dietary supplements now, and tell the doctor who checks your liver.**';
  const dendrobium = named.some((x) => x.en.startsWith('dendrobium'))
    ? zh
      ? '铁皮石斛是一种兰科植物（不是铁），它和你的药一起吃是否伤肝，没有可靠的资料，肝功能查清楚之前不要吃。'
      : ' Dendrobium (shihu) is an orchid, not iron; there are no reliable data on its liver safety or on it with your medicines — leave it out until the liver is sorted out.'
    : '';
  const medicine = medicines.length
    ? zh
      ? `你在吃的${medicines.map((d) => d.zh).join('、')}本身也可能让转氨酶升高（说明书要求定期查肝功能）：要不要调整，由开药医生看结果决定，不要自己停药或减量；请这周内把化验单给医生看。`
      : ` ${medicines.map((d) => d.en).join(' and ')} can itself raise liver enzymes (its label asks for regular liver tests): whether to change it is the prescriber’s decision from the result — do not stop or cut it yourself; show them the result this week.`
    : '';
  const base = pickZh(row.text, zh);
  const rest = base.replace(/^\*\*[^*]+\*\*\s*/, '');
  return zh ? `${lead}${dendrobium}${medicine}${rest}` : `${lead}${dendrobium}${medicine} ${rest}`;
}

const PREGNANT_ON_INSULIN = {
  all: [
    { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], said: PREGNANCY_SAID },
    {
      medicines: ['insulin'],
      said: /胰岛素|胰岛素泵|1型糖尿病|一型糖尿病|\binsulin\b|\b(type ?1|t1d?|t1dm)\b|\binsulin pump\b|\bomnipod\b|\blantus\b|\bnovorapid\b|\bhumalog\b/,
    },
  ],
} as const;
const CARBS_OR_NIGHT_LOWS =
  /碳水|主食|\bcarbs?\b|\bcarbohydrates?\b|(晚上|夜里|夜间|半夜|睡觉|睡着)[^，。]{0,6}(低血糖|低了|血糖低|低)|\b(night(time)?|overnight|nocturnal)\b[^.,]{0,12}\b(lows?|hypos?)\b|\b(lows?|hypos?)\b[^.,]{0,12}\b(at night|overnight|in the night)\b/;

/** Whether the sugar will go too low, asked. */
const LOWS_ASKED =
  /低血糖|血糖[^，。？?]{0,6}(太低|过低|偏低|掉|低)|\bhypos?\b|\bhypoglyc\w*|\b(sugars?|glucose) (will |would |might )?(drop|go(ing)? (too )?low|too low|crash)|\blows?\b(?! ?(carb|fat|salt|sodium|potassium|protein|fibre|fiber))/;

export const REVIEW28_FAQ: readonly FaqRow[] = [
  {
    id: 'pregnancy-insulin-carbs-night-lows',
    when: [CARBS_OR_NIGHT_LOWS],
    for: PREGNANT_ON_INSULIN,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**怀孕时每天至少要吃约175克碳水化合物（外加约28克膳食纤维），分在三餐和2–3次加餐里，睡前加一次含碳水和蛋白质的点心；不要为了控糖少吃主食。** 1型糖尿病的人在孕早期最容易出现严重低血糖，夜里反复低血糖要在当天或第二天联系糖尿病团队调整基础胰岛素（用泵的调基础率），不要等到下次复诊；家里备好胰高血糖素，教会家人怎么用，床边放好糖片或果汁。血糖低于3.9 mmol/L先吃15克快糖、15分钟后复测；叫不醒、抽搐或不能吞咽时，家人打120并用胰高血糖素，不要往嘴里喂东西。每餐碳水的具体克数和胰岛素剂量，请糖尿病团队和营养师一起定。',
      en: '**Pregnancy needs at least about 175 g of carbohydrate a day (and about 28 g of fibre), spread over three meals and 2–3 snacks with a bedtime snack that has carbohydrate and protein — do not cut starchy foods to control your sugars.** With type 1 diabetes, severe lows are commonest in early pregnancy: repeated night lows need your diabetes team the same or the next day to adjust the basal insulin (the basal rates on a pump), not the next clinic visit; keep glucagon at home and teach your family to use it, and keep glucose tablets or juice by the bed. Below 3.9 mmol/L (70 mg/dL), take 15 g of fast sugar and recheck after 15 minutes; if you cannot be woken, have a seizure or cannot swallow, your family calls 911 and gives glucagon, and nothing goes in your mouth. The grams per meal and the insulin doses are for the diabetes team and dietitian to set with you.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy (minimum 175 g carbohydrate, 28 g fibre; hypoglycaemia risk highest in the first trimester in type 1 diabetes; glucagon) and §6 (treating a low: 15 g of fast carbohydrate, recheck in 15 minutes); NICE NG3 Diabetes in pregnancy (2015, updated 2020), 1.3 (risk of hypoglycaemia in early pregnancy; glucagon for women with type 1 diabetes)',
    },
  },
  {
    id: 'supplements-with-raised-liver-enzymes',
    when: [LIVER_SUPPLEMENT_SAID, LIVER_ENZYMES_RAISED],
    // Turmeric alone with a raised ALT has its own row (rows-review18.ts turmeric-liver), which says the same.
    unless: [TURMERIC_ALONE],
    wholeMessage: true,
    beforeLabs: true,
    // It says to stop these for the liver: their standing texts would lead with weight loss or say it twice
    // (twenty-eighth clinician review, en M6).
    covers: { facts: ['green-tea-extract', 'he-shou-wu'] },
    intent: 'medicine_question',
    compose: liverSupplementsText,
    text: {
      zh: '**转氨酶升高时，自己买的草药和保健品现在就停，并告诉查你肝功能的医生。** 绿茶提取物、灵芝、姜黄、何首乌、南非醉茄、藤黄果、卡瓦等是保健品里最常见的伤肝原因；停掉之后几周内复查肝功能，医生才能看清是不是它们。医生开的药不要自己停。眼睛或皮肤发黄、尿色像浓茶、右上腹痛、呕吐，请当天就医。',
      en: '**With raised liver enzymes, stop the self-bought herbal and dietary supplements now, and tell the doctor who checks your liver.** Green tea extract, lingzhi (reishi), turmeric, he shou wu, ashwagandha, garcinia and kava are among the commonest supplement causes of liver injury; with them stopped, a repeat liver test in a few weeks shows the doctor whether they were the cause. Do not stop a prescribed medicine yourself. Yellow eyes or skin, tea-coloured urine, pain under the right ribs or vomiting: be seen the same day.',
    },
    source: {
      ref: 'LiverTox: Clinical and Research Information on Drug-Induced Liver Injury (NIDDK): Herbal and Dietary Supplements; Green Tea; Lingzhi (Ganoderma); Turmeric; He Shou Wu; Ashwagandha; Garcinia cambogia; Kava (updated 2019–2024); EFSA ANS Panel, Scientific opinion on the safety of green tea catechins. EFSA J 2018;16:5239; IRESSA (gefitinib) US prescribing information §5.3 Hepatotoxicity — cited from memory',
    },
  },
  {
    // Blind answer round 59, en-060 (development data): "And the Himalaya ashwagandha one tablet daily?" after a question
    // on curcumin and the liver, from a man on methotrexate whose plan holds an ALT of 64, got "no known interaction". A
    // named liver-harming supplement with raised liver tests in the plan is the row above, the figure unsaid.
    id: 'named-supplement-liver-tests-raised-in-plan',
    when: [NAMED_LIVER_SUPPLEMENT],
    // Whether it works, or brewed tea beside an extract, are other questions (their rows, with the plan's verdict).
    unless: [
      TURMERIC_ALONE,
      /有没有用|有用吗|管用|效果|泡的|喝(绿)?茶|\b(does it|do they|will it) work\b|\beffective\b|\bhelp (me )?(lose|with)\b|\bdrink(ing)? (green )?tea\b|\bcups? of\b|\bbrewed\b/,
    ],
    for: { raisedLiverTests: true },
    wholeMessage: true,
    answersAnyMedicine: true,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: liverSupplementsText,
    text: {
      zh: '**你的化验单上转氨酶偏高：自己买的草药和保健品现在就停，并告诉查你肝功能的医生。** 绿茶提取物、灵芝、姜黄、何首乌、南非醉茄、藤黄果、卡瓦等是保健品里最常见的伤肝原因；停掉之后几周内复查肝功能，医生才能看清是不是它们。医生开的药不要自己停。眼睛或皮肤发黄、尿色像浓茶、右上腹痛、呕吐，请当天就医。',
      en: '**Your results show raised liver enzymes: stop the self-bought herbal and dietary supplements now, and tell the doctor who checks your liver.** Green tea extract, lingzhi (reishi), turmeric, he shou wu, ashwagandha, garcinia and kava are among the commonest supplement causes of liver injury; with them stopped, a repeat liver test in a few weeks shows the doctor whether they were the cause. Do not stop a prescribed medicine yourself. Yellow eyes or skin, tea-coloured urine, pain under the right ribs or vomiting: be seen the same day.',
    },
    source: {
      ref: 'LiverTox: Clinical and Research Information on Drug-Induced Liver Injury (NIDDK): Herbal and Dietary Supplements; Green Tea; Lingzhi (Ganoderma); Turmeric; He Shou Wu; Ashwagandha; Garcinia cambogia; Kava (updated 2019–2024); methotrexate, leflunomide and other prescribed medicines with liver monitoring on their labels — cited from memory',
    },
  },
  {
    id: 'several-sedatives-older',
    when: [TWO_SEDATIVES],
    for: { minAge: 65, said: OLDER_SAID },
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**老人晚上同时吃两三种镇静、助眠的药（艾司唑仑这类安定药、米氮平、褪黑素、助眠片等），最大的风险是夜里和第二天站不稳、跌倒骨折、白天昏睡和糊涂——不只是“别开车”。** 美国老年医学会Beers标准（2023）建议老年人避免用苯二氮䓬类安眠药（艾司唑仑、阿普唑仑、地西泮等）和唑吡坦、佐匹克隆这类药，也避免同时用三种及以上作用于大脑的药。自己买的助眠品（褪黑素、含苯海拉明的夜用药）先不要加；医生开的药不要自己突然停——安定类吃久了突然停会反跳失眠，甚至抽搐。请这周就带上所有药盒，请开药医生或药师把整组睡眠用药一起复核，看能不能减量、换更安全的办法。在那之前：夜里起床先坐一会儿再站、开小夜灯、床边放便椅；跌倒、叫不醒或说话含糊，马上就医。',
      en: '**For an older person, two or three sedating medicines at night together (a benzodiazepine such as estazolam or lorazepam, mirtazapine, trazodone, melatonin, a "PM" sleep aid…) mainly risk unsteadiness, falls and broken hips at night and the next day, and daytime drowsiness and confusion — far more than "avoid driving".** The American Geriatrics Society Beers Criteria (2023) say older adults should avoid benzodiazepines and Z-drugs (zolpidem, zopiclone) and avoid three or more medicines acting on the brain together. Do not add a self-bought sleep aid (melatonin, a diphenhydramine "PM" product) for now; do not stop a prescribed one suddenly either — after long use, stopping a benzodiazepine abruptly brings rebound insomnia and even seizures. This week, take every box to the prescriber or a pharmacist and ask them to review the whole set of sleep medicines: whether one can be reduced or replaced with something safer. Until then: sit on the bed edge before standing at night, use a night light, keep a commode by the bed; a fall, being hard to wake or slurred speech needs care at once.',
    },
    source: {
      ref: 'American Geriatrics Society 2023 Updated AGS Beers Criteria for Potentially Inappropriate Medication Use in Older Adults. J Am Geriatr Soc 2023;71:2052 (benzodiazepines and Z-drugs: avoid; three or more CNS-active drugs together: avoid — falls and fractures); NICE CKS Benzodiazepine and z-drug withdrawal (taper, do not stop abruptly after long use)',
      url: 'https://doi.org/10.1111/jgs.18372',
    },
  },
  {
    id: 'kidney-poor-appetite-weight-loss',
    when: [EATING_LITTLE],
    // Lows asked on a glucose-lowering medicine while eating little: sulfonylurea-insulin-eating-little (rows-diabetes.ts;
    // answer round 55, zh-009, unsafe: gliclazide on two slices of toast a day answered with this text).
    unless: [NOT_FEEDING_UP, DRINK_OR_WOUND_POWDER, PRESSURE_INJURY, LOWS_ASKED],
    for: CKD,
    notFor: NOT_CKD_DIET,
    wholeMessage: true,
    intent: 'food_sources',
    pushesWeightGain: true,
    compose: kidneyAppetite,
    text: {
      zh: '**肾病的人吃不下、体重在掉，要尽快（一两周内）告诉肾内科医生：这是营养不良的信号，要查原因，这时不要再为了肾自己少吃肉、少吃饭。** 对消瘦、体弱的老人，肾病指南允许比一般肾病人更高的蛋白质和热量目标，量由肾内科医生或肾病营养师定。在那之前：少量多餐，一天5–6次；每顿有一点蛋白质（鸡蛋、牛奶或酸奶、鱼、肉末、豆腐）；热量要吃够——米饭面条照常吃，饭菜里多放一勺植物油。吃不够时可以加口服营养补充（如安素这类），血钾、血磷偏高的请营养师选肾病专用配方。香蕉、橙子、干果、土豆这类含钾多的加餐和低钠盐，按你的血钾和医生的话来。每周同一时间称一次体重；一直吃不下、恶心呕吐、特别乏力或嗜睡，请尽快就医。',
      en: '**With kidney disease, eating little and losing weight needs the kidney doctor soon (within a week or two): it is a sign of malnutrition to be looked into, and not a time to cut protein or food further for the kidneys.** For a thin or frail older person the kidney guideline allows higher protein and energy targets than for others with CKD — the kidney doctor or renal dietitian sets them. Until then: small meals and snacks 5–6 times a day; some protein at each (eggs, milk or yoghurt, fish, soft minced meat, tofu); enough energy — rice, noodles and bread as usual, an extra spoon of oil in food. When meals fall short, an oral nutritional supplement drink (such as Ensure) helps; with a high potassium or phosphate, ask the dietitian for a kidney formula. Potassium-rich snacks (bananas, oranges, dried fruit, potatoes) and salt substitutes follow your potassium result and the doctor’s advice. Weigh once a week at the same time; a poor appetite that persists, nausea or vomiting, unusual tiredness or drowsiness need a doctor soon.',
    },
    source: {
      ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, 3.3.1 and its practice points (protein 0.8 g/kg in G3–G5, higher protein and energy targets in older adults with frailty or sarcopenia; energy 25–35 kcal/kg); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (oral nutritional supplements for malnourished older people); Cederholm T et al. GLIM criteria for the diagnosis of malnutrition. Clin Nutr 2019;38:1–9',
    },
  },
  {
    id: 'nutrition-drink-kidney-heart',
    when: [DRINK_OR_WOUND_POWDER],
    unless: [NOT_A_NUTRITION_DRINK],
    for: {
      conditions: ['kidney_disease', 'heart_failure'],
      said: /心衰|心力衰竭|\bheart failure\b|\bchf\b|肾病|肾功能|\bckd\b|\bkidney (disease|function|failure)\b/,
    },
    // On warfarin the drink's vitamin K is the question (rows-kidney-heart.ts warfarin-nutrition-drink).
    notFor: [{ medicines: ['vitamin_k_antagonist'] }, { conditions: ['kidney_transplant'] }],
    wholeMessage: true,
    intent: 'product_question',
    compose: drinkKidneyHeart,
    text: {
      zh: '**可以：对吃得少、体重在掉或有压疮的老人，口服营养补充（安素这类）是指南推荐的做法，每天约1–2份，在两餐之间或睡前慢慢喝，不代替正餐。** 有心衰或肾病的人，要先和医生或营养师定好两件事：水，和钾磷。',
      en: '**Yes: for an older person who eats little, is losing weight or has a pressure injury, oral nutritional supplement drinks such as Ensure are what the guideline recommends — about 1–2 a day, sipped between meals or at bedtime, not instead of meals.** With heart failure or kidney disease, settle two things with the doctor or dietitian first: the fluid, and potassium and phosphate.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (oral nutritional supplements ≥ 400 kcal and ≥ 30 g protein a day for malnourished older people); EPUAP/NPIAP/PPPIA Prevention and Treatment of Pressure Ulcers/Injuries (2019), nutrition recommendations (high-protein, arginine-enriched formulas considered); McDonagh TA et al. 2021 ESC Guidelines for heart failure (fluid); KDIGO 2024 CKD guideline 3.3 (potassium and phosphate with the renal dietitian)',
    },
  },
  {
    id: 'pressure-injury-needs',
    when: [PRESSURE_INJURY, NEEDS_ASKED],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: pressureInjuryNeeds,
    text: {
      zh: '**有压疮时，蛋白质和热量的需要都会增加：蛋白质每天每公斤体重约1.25–1.5克，热量每公斤约30–35千卡。** 三餐吃不够时，指南推荐高蛋白、高热量的口服营养补充剂；请医生转介营养师。',
      en: '**A pressure injury raises protein and energy needs: about 1.25–1.5 g of protein per kg a day and about 30–35 kcal per kg.** When meals fall short, the guideline recommends high-protein, high-energy oral nutritional supplements; ask for a dietitian referral.',
    },
    source: {
      ref: 'EPUAP/NPIAP/PPPIA. Prevention and Treatment of Pressure Ulcers/Injuries: Clinical Practice Guideline (2019), nutrition recommendations (30–35 kcal/kg/day; 1.25–1.5 g protein/kg/day; high-calorie, high-protein oral nutritional supplements when needs are not met by diet); KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, practice points of 3.3.1 (avoid > 1.3 g/kg/day; higher protein and energy targets in older adults with frailty or sarcopenia); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47',
    },
  },
  {
    id: 'prolactin-high',
    when: [PROLACTIN, PROLACTIN_ASKED],
    // Breastfeeding and pregnancy raise prolactin as they should: not this answer.
    unless: [
      /哺乳|喂奶|母乳|下奶|催乳(?!素)|追奶|怀孕|孕期|孕\d|\b(breastfe\w*|nursing|milk supply|lactat\w*|pregnan\w*)\b/,
    ],
    beforeLabs: true,
    intent: 'medicine_question',
    compose: prolactinText,
    text: {
      zh: '**泌乳素高不是靠吃什么、补什么能“调”下来的，也不要自己用麦芽这类“回奶”的偏方或保健品。** 最常见的原因是药物——利培酮、帕利哌酮、氨磺必利等抗精神病药，以及甲氧氯普胺、多潘立酮；怀孕、哺乳、甲状腺功能减退、肾病和垂体瘤也会引起。请把结果给开药的医生或内分泌科医生看：在吃抗精神病药的，由精神科医生评估是减量、换药还是加用阿立哌唑，不要自己减药停药；长期偏高会影响月经、性功能和骨密度。新出现的剧烈头痛或视物模糊、视野变窄，请尽快就医。',
      en: '**A high prolactin is not brought down by a food or a supplement, and herbal remedies sold for it are no substitute for the cause being found.** Medicines are the commonest cause — antipsychotics such as risperidone, paliperidone and amisulpride, and metoclopramide or domperidone; pregnancy, breastfeeding, an underactive thyroid, kidney disease and a pituitary tumour are others. Show the result to the prescriber or an endocrinologist: on an antipsychotic, the psychiatrist weighs a lower dose, a switch or adding aripiprazole — do not cut or stop it yourself; a prolactin high for long affects periods, sexual function and bone density. A new severe headache, blurred vision or a narrowing field of vision needs a doctor promptly.',
    },
    source: {
      ref: 'Melmed S et al. Diagnosis and treatment of hyperprolactinemia: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:273–288 (exclude medicines, pregnancy, hypothyroidism, renal failure; with an antipsychotic, consider stopping, switching or the prescriber adding a dopamine partial agonist); Taylor D, Barnes T, Young A. The Maudsley Prescribing Guidelines in Psychiatry, 14th ed. (2021), Hyperprolactinaemia; Risperdal (risperidone) US prescribing information §5 Hyperprolactinemia — cited from memory',
    },
  },
  {
    id: 'steroid-high-sugar',
    when: [
      /地塞米松|泼尼松|强的松|泼尼松龙|甲泼尼龙|美卓乐|氢化可的松|激素|\b(dexamethasone|decadron|prednisone|prednisolone|methylprednisolone|medrol|hydrocortisone|steroids?|corticosteroids?)\b/,
      /血糖|糖高|\b(blood )?(sugars?|glucose|bg|bgl)\b|\bhyperglyc\w*/,
    ],
    unless: [/激素替代|更年期|雌激素|孕激素|避孕|\b(hrt|estrogen|oestrogen|progesterone|anabolic)\b/],
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**会的：地塞米松、泼尼松这类糖皮质激素常让血糖升高，早上吃药的话下午到晚上最高。血糖高也不要自己停药或减量。** 激素一下子断掉有肾上腺危象的风险，因脑瘤等肿瘤在用地塞米松的，脑水肿也可能反弹。请在一两天内告诉开激素的医生：通常要定时测血糖（午饭前或晚饭前），持续高于约12 mmol/L（216 mg/dL）时需要降糖治疗（有时是早上用的胰岛素或降糖药）；激素怎么减、减多快由医生定。反复高于16.7 mmol/L（300 mg/dL），或口渴、尿多、呕吐，请当天就医；出现嗜睡、意识不清，请立即就医。',
      en: '**Yes — steroids such as dexamethasone and prednisone commonly raise blood sugar, highest in the afternoon and evening after a morning dose; but do not stop or cut the steroid yourself because of it.** Stopping suddenly can bring on an adrenal crisis, and if you take dexamethasone for a brain tumour the swelling can come back. Tell the team who prescribes it within a day or two: usually the sugar is checked regularly (before lunch or the evening meal) and treated if it stays above about 12 mmol/L (216 mg/dL) — sometimes with a morning insulin or tablet; how and when the steroid is tapered is theirs to decide. Readings above 16.7 mmol/L (300 mg/dL) again and again, or thirst, passing a lot of urine or vomiting: be seen the same day; drowsiness or confusion: get care at once.',
    },
    source: {
      ref: 'Joint British Diabetes Societies for Inpatient Care (JBDS-IP). Management of hyperglycaemia and steroid (glucocorticoid) therapy, 2023 update (capillary glucose before lunch or the evening meal; treat if persistently > 12 mmol/L; morning NPH insulin or a sulfonylurea; never stop steroids abruptly); Decadron (dexamethasone) US prescribing information §5 (hyperglycaemia; adrenal insufficiency on withdrawal) — cited from memory',
    },
  },
];
