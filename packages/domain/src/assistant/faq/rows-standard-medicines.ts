/**
 * Standard answers on medicines' timing and food that the chat declined (issue 30 §2; blind answer round 11,
 * development data since its figures were reported): a fasting low on insulin, keto or fasting on lithium,
 * what a lithium level means, drinks on the alendronate morning, iron and the breakfast drinks, fruits to
 * avoid on tacrolimus, sertraline and food, yeast extracts on an MAOI, bones on an antiepileptic. Each row
 * is written for the class of question (subject × kind), not for one question's words.
 */
import { pickZh } from '../../contracts/common';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import { HIGH_CALCIUM, IRON_NOT_WANTED, NO_DEFICIT, PREGNANCY_SAID } from './audiences';
import { drugById } from '../../interactions';
import type { FaqRow } from './types';
import { STONES } from './rows-kidney-stones';
import { CALCIUM_STONES_WORRY } from '../../knowledge/everyday-answers';

const INSULIN_OR_SU = { medicines: ['insulin', 'sulfonylurea'] } as const;
const LITHIUM = { medicines: ['lithium'] } as const;

/**
 * A glucose reading under 3.9 mmol/L said ("空腹2.6", "fasting sugar was 2.6", "低血糖"), or a follow-up
 * about "that reading". Not an HbA1c (8.1), not 3.9 or more, and not another marker's value ("her creatinine is 1.3"
 * was a low on a sulfonylurea: blind answer round 57, en-048, development data).
 */
const LOW_READING =
  /(?<![\d.])(?<!(?:creatinine|\bcr|肌酐|\binr|potassium|\bk|钾|钠|sodium|\btsh|a1c|糖化|ferritin|铁蛋白|镁|magnesium|钙|calcium|\bldl|\bhdl|cholesterol|胆固醇|甘油三酯|triglycerides?|\btg|尿酸|uric acid|urate|egfr|albumin|白蛋白|phosph\w*|磷|lithium|锂|digoxin|地高辛|vitamin [a-z]\d*|维生素[a-z]\d*|\bb12|\bd3?\b)[^\d\n]{0,16})([12]\.\d|3\.[0-8])(?!\d|\.\d)|(有|出现|发生|来)(过|了)?(一次|几次)?低血糖|低血糖了|血糖(太|偏|过|有点|又|突然)?低了|\b(had|have had|got|get|getting) (a |an |some )?(hypo|low)s?\b|\bwent low\b|\b(that|the|this) (reading|number|low)\b/;

/** What the person asks about the low: its cause, the doctor, a bedtime snack, the dinner, the insulin. */
const LOW_ASKED =
  /空腹|早上|早晨|晨起|半夜|夜里|睡前|宵夜|夜宵|加餐|加一顿|晚饭|晚餐|不吃|没吃|医生|正常|要紧|胰岛素|甘精|来得时|长效|\bfasting\b|\bmorning\b|\bovernight\b|\bnight\b|\bbedtime\b|\bdinner\b|\bsupper\b|\bskip\w*|\bsnack\w*\b|\bdoctor\b|\bnormal\b|\bglargine\b|\blantus\b|\btoujeo\b|\binsulin\b|\bworr\w*|\bscar\w*/;

/** A ketogenic, fasting, very-low-carbohydrate or crash diet, or losing weight said. */
// "Diet Coke" is a drink, not a diet (blind answer round 62, en-060: Synthroid with coffee and a Diet Coke got this text).
const DIET_CHANGE =
  /生酮|断食|轻断食|辟谷|低碳|断碳|不吃主食|戒主食|节食|减肥|减重|瘦下来|掉秤|\bketo\w*|\bfast(ing)?\b|\b16[:/]8\b|\blow[- ]carb\w*|\bno[- ]carb\w*|\bcarnivore\b|\bcrash diet\w*|\bdiet(ing)?\b(?![\s-]?(coke|sodas?|pepsi|drinks?|sprite|7 ?up|lemonade|dr\.? pepper|colas?|pop)\b)|\blose (the )?(weight|it|kg|kilos?|pounds|lbs)\b|\blos(e|ing) (about |around )?\d+ ?(kg|kilos?|pounds|lbs|stone)\b|瘦\d+ ?(斤|公斤)|\blos(e|ing) weight\b|\bweight loss\b|\bcut(ting)? (out )?carbs\b/;

/** A lithium level asked about: a number or "normal", "range", "what does it mean". */
const LITHIUM_LEVEL =
  /(锂浓度|血锂|锂(的)?(水平|血药浓度|值|结果)|\blithium (level|levels|result|blood level)s?\b|\bli(thium)? ?(level )?(was|is|came back|of|at) 0?\.\d)/;

/** A lithium level typed: "血锂1.3", "lithium level was 1.3", "Li 1.3". */
const LITHIUM_VALUE =
  /(?:锂浓度|血锂|锂|\blithium(?: level| blood level)?|\bli)\D{0,8}?(\d\.\d{1,2}|0?\.\d{1,2})(?!\d)/;
/** A sodium typed below 135: "血钠133", "sodium 133". */
const SODIUM_LOW_VALUE = /(?:血钠|钠|\bsodium|\bna)\D{0,6}?(1[0-3]\d)(?!\d)/;

/**
 * The level typed, weighed for the person: above 1.2 the psychiatrist today and the day's dose asked about first, a
 * self-bought anti-inflammatory painkiller stopped, a low sodium named (fifty-first clinician review, zh M1: "血锂1.3，
 * 血钠133，系咪好危险？使唔使即刻停咗锂盐？" got the general table, never "your 1.3 is above 1.2").
 */
function lithiumLevelLead(said: { text: string; medicines?: readonly string[] }, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const m = LITHIUM_VALUE.exec(t);
  const li = m ? Number(m[1]) : Number.NaN;
  if (!Number.isFinite(li) || li <= 1.0 || li >= 1.5) return null;
  const na = SODIUM_LOW_VALUE.exec(t);
  const sodium = na && Number(na[1]) < 135 ? Number(na[1]) : null;
  const nsaid =
    (said.medicines ?? []).some((id) => (drugById(id)?.classes ?? []).includes('nsaid')) ||
    /布洛芬|芬必得|萘普生|双氯芬酸|\b(ibuprofen|advil|motrin|naproxen|aleve|diclofenac|voltaren)\b/.test(t);
  if (li <= 1.2)
    return zh
      ? `**你的血锂${li}已经高于常用的0.6–1.0：这几天内告诉精神科医生，请他决定要不要复查、调整剂量；锂盐照常吃，不要自己停。**${sodium !== null ? `血钠${sodium}偏低，会让血锂更容易升高，也一起告诉医生。` : ''}${nsaid ? '自己买的布洛芬（芬必得）这类消炎止痛药先别吃，止痛改用对乙酰氨基酚。' : ''}`
      : `**Your lithium of ${li} is above the usual 0.6–1.0: tell your psychiatrist within a few days, who decides on a repeat level or a dose change; keep taking the lithium — do not stop it yourself.**${sodium !== null ? ` A sodium of ${sodium} is low and makes the level rise more easily: mention it too.` : ''}${nsaid ? ' Leave off a self-bought ibuprofen-type painkiller and use paracetamol instead.' : ''}`;
  return zh
    ? `**你的血锂${li}已经高于1.2：今天就联系精神科医生复查血锂（同时查肾功能和血钠）；今天这次锂盐先打电话问过医生再吃，不要自己长期停药。**${sodium !== null ? `血钠${sodium}也偏低，两样一起更危险。` : ''}${nsaid ? '自己买的布洛芬（芬必得）这类消炎止痛药现在就停，止痛改用对乙酰氨基酚。' : ''}出现拉肚子、呕吐、手抖加重、走路不稳、说话含糊或特别困，立即就医并说明在吃锂盐。`
    : `**Your lithium of ${li} is above 1.2: contact your psychiatrist today for a repeat level (with kidney function and sodium); ask them before taking today’s dose, and do not stop lithium long term on your own.**${sodium !== null ? ` A sodium of ${sodium} is low too, which makes it more dangerous.` : ''}${nsaid ? ' Stop a self-bought ibuprofen-type painkiller now and use paracetamol instead.' : ''} Diarrhoea, vomiting, a worse tremor, unsteadiness, slurred speech or unusual sleepiness need care at once — say you take lithium.`;
}

/** The alendronate morning: a drink or a food before the wait is over. */
const MORNING_DRINKS =
  /豆浆|牛奶|咖啡|茶|果汁|橙汁|酸奶|早饭|早餐|粥|燕麦|麦片|鸡蛋|面包|包子|馒头|吃东西|吃饭|\bfood\b|\beat(ing)?\b|\boatmeal\b|\bcereal\b|\btoast\b|\bsoy ?milk\b|\bmilk\b|\bcoffee\b|\btea\b|\bjuice\b|\bbreakfast\b|\byogh?urt\b|\bsmoothie\b/;
const DOSE_MORNING =
  /吃药那天|那天早上|当天早上|吃药的?早上|吃完药|服药后|吃了药|阿仑|福善美|固邦|\b(alendronate|fosamax|binosto|risedronate|actonel)\b|\b(pill|dose|tablet) (day|morning)\b|\bthe day i take\b|\bafter (taking )?(the|my) (pill|tablet|dose)\b/;

/** Iron with the breakfast drinks: coffee, tea, milk, soy milk. */
const IRON_DRINKS = /咖啡|茶|牛奶|豆浆|奶茶|\bcoffee\b|\btea\b|\bmilk\b|\blatte\b|\bcappuccino\b|\bchai\b/;
// "Together?" is the pairing table's question; this row is how far apart.
const HOW_APART =
  /隔多久|间隔|隔开|隔几|多久|分开|\bapart\b|\bhow long\b|\bwait\b|\bgap\b|\bspace\b|\bseparat\w*/;

/** Pomegranate, and "which foods to avoid", on a calcineurin inhibitor. */
const POMEGRANATE = /石榴|\bpomegranates?\b/;
/** The fruits the medicine-diet row names (knowledge/medicine-diet.ts, calcineurin-grapefruit-pomelo). */
const CALCINEURIN_NAMED_FRUIT =
  /西柚|葡萄柚|柚子|文旦|沙田柚|蜜柚|酸橙|塞维利亚|杨桃|\bgrapefrui?ts?\b|\bpomelos?\b|\bseville\b|\bbitter oranges?\b|\bstar ?fruits?\b|\bcarambola\b/;
const CALCINEURIN_DIET = MEDICINE_DIET.find((r) => r.id === 'calcineurin-grapefruit-pomelo')!;
const FOODS_TO_AVOID =
  /哪些.{0,6}(不能吃|忌口|要避开|别吃)|忌口|不能吃什么|什么不能吃|要避免|\b(foods?|fruits?|things?)\b.{0,25}\b(avoid|stay away|not (eat|have)|off limits|banned)\b|\bavoid\b.{0,20}\b(foods?|fruits?|eating)\b|\bwhat can'?t i eat\b/;

/** Sertraline and food: with meals, an empty stomach, an upset stomach. */
const WITH_FOOD =
  /跟饭|随餐|饭后|饭前|空腹|餐后|和饭|一起吃饭|胃不舒服|胃难受|恶心|\b(with|after|before) (food|meals?|a meal|breakfast|lunch|dinner|supper)\b|\bempty stomach\b|\bupset (my )?stomach\b|\bnause\w*|\bon an empty\b|\bafter (food|eating|meals?)\b/;

/** Yeast-extract spreads and cubes. */
const YEAST_EXTRACT =
  /酵母提取物|酵母膏|酵母精|马麦|维吉麦|\bvegemite\b|\bmarmite\b|\bpromite\b|\bbovril\b|\byeast extract\b|\bcenovis\b/;

/** Bones on an antiepileptic: vitamin D, calcium, bone density, fractures. */
const BONES_ASKED =
  /骨|钙|维生素d|维d|\bbones?\b|\bosteopor\w*|\bcalcium\b|\bvitamin d\b|\bvit d\b|\bd3\b|\bfractures?\b|\bdensity\b/;
const ANTIEPILEPTIC = {
  medicines: ['valproate', 'enzyme_inducing_antiepileptic'],
  said: /抗癫痫|癫痫药|\bepilepsy (meds|medicines?|drugs?|tablets?)\b|\banti-?epileptics?\b|\banti-?seizure\b|\bseizure (meds|medicines?)\b/,
} as const;

/** A low that happened: a reading under 3.9 mmol/L, or a hypo had ("what if I go low" is not one). */
const LOW_TOLD = new RegExp(`${LOW_READING.source}|\\bsugar (went|was|dropped|crashed) (low|down)\\b`);
/** Night, fasting and insulin lows are the insulin dose-review row's. */
const NIGHT_OR_INSULIN =
  /空腹|半夜|夜里|睡前|宵夜|胰岛素|甘精|来得时|糖化|\bfasting\b|\bovernight\b|\bnight\b|\bbedtime\b|\binsulin\b|\blantus\b|\bglargine\b|\ba1c\b|\bhba1c\b/;

export const STANDARD_MEDICINE_FAQ: readonly FaqRow[] = [
  {
    // Thirty-first clinician review, en S1: 78, gliclazide with a new ciprofloxacin course, "funny turn before
    // lunch, shaky sweaty and a bit muddled, my meter said 3.1. had a biscuit and feel better now. is that the
    // cipro?" was answered with cornbread for kidney disease. A daytime low on a sulfonylurea, treated: it can
    // come back, the dose may need lowering, and a new antibiotic may be why.
    id: 'sulfonylurea-low-treated',
    when: [LOW_TOLD],
    unless: [NIGHT_OR_INSULIN],
    for: { medicines: ['sulfonylurea'] },
    // On acarbose a low is treated with glucose only: its own answer (knowledge/hypoglycaemia.ts).
    notFor: { medicines: ['alpha_glucosidase_inhibitor'] },
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**血糖低于3.9 mmol/L，或手抖、出汗、心慌、脑子发糊涂，就是一次低血糖；吃了糖或饼干缓过来也要当回事：吃格列齐特（达美康）、格列美脲、格列吡嗪这类磺脲类药，低血糖可能在之后几个小时里再来。** 现在：吃完糖或饼干，再吃点主食或按时吃下一顿饭（一片面包、一碗粥或米饭），大约1小时后和睡前各再测一次；血糖回到5以上、至少过45分钟之前不要开车。今天就告诉开降糖药的医生或糖尿病专科护士：吃磺脲类药出现低血糖，常常需要减量。新加的药可能是原因：环丙沙星、左氧氟沙星这类沙星类抗生素，或克拉霉素，和磺脲类药同用更容易低血糖——也告诉开这个药的医生；两种药都不要自己停。吃得比平时少、喝了酒、活动比平时多、肾功能变差，也会让低血糖更容易发生。如果又发生、吃了糖升不上来，或出现意识不清、嗜睡、不能吞咽，立即拨打120，不要喂任何东西。',
      en: '**A reading under 3.9 mmol/L (70 mg/dL), or shaking, sweating, a pounding heart or muddled thinking, is a hypo — take it seriously even though sugar or a biscuit put it right: on gliclazide, glimepiride, glipizide or another sulfonylurea a low can come back over the next few hours.** Now: follow the quick sugar with a starchy snack or your next meal (a sandwich, toast, cereal), and check again in about an hour and at bedtime; do not drive until you have been back above 5 mmol/L (90 mg/dL) for at least 45 minutes. Tell the doctor or diabetes nurse who prescribes your diabetes tablets today (out of hours, NHS 111 in the UK): a low on a sulfonylurea often means the dose needs lowering. A new medicine can be why: a quinolone antibiotic such as ciprofloxacin (Cipro) or levofloxacin, or clarithromycin, makes lows more likely with a sulfonylurea — tell whoever prescribed it too, and do not stop either medicine yourself. Eating less than usual, alcohol, more activity than usual or weaker kidneys do the same. If it happens again and does not come up with sugar, or the person becomes confused, drowsy or cannot swallow, call 911 (999 in the UK) and give nothing by mouth.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (level 1 hypoglycaemia < 70 mg/dL, 3.9 mmol/L; treat with 15–20 g glucose, then a meal or snack once normal; a low should prompt re-evaluation of the treatment); Diamicron (gliclazide) SmPC §4.4 (hypoglycaemia may be prolonged) and §4.5 (fluoroquinolones and clarithromycin raise the risk); FDA Drug Safety Communication on fluoroquinolones and serious low blood sugar (10 July 2018); DVLA, Assessing fitness to drive (2024), diabetes: wait 45 minutes after glucose is back above 5 mmol/L',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Round 11 zh-070 (unsafe: a bedtime-snack text for a fasting 2.6 on glargine), en-072, en-074.
    id: 'insulin-fasting-low-review',
    when: [LOW_READING, LOW_ASKED],
    unless: [/糖化|\ba1c\b|\bhba1c\b/],
    for: INSULIN_OR_SU,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**早上空腹血糖2.6这样的读数（低于3.9 mmol/L就是低血糖，低于3.0是需要重视的明显低血糖）在打胰岛素时不算“正常”，缓过来了也要说：请这几天就告诉你的糖尿病医生或糖尿病护士，晚上打的长效胰岛素（如甘精胰岛素、来得时）的剂量可能需要调整；不要自己加减剂量。** 晚饭没吃或吃得少、晚上喝了酒、运动比平时多，都会让夜里和第二天早上的血糖偏低，所以这次很可能和没吃晚饭有关：打着晚上的胰岛素，晚饭要按时吃、主食不要省。睡前加一顿宵夜可以作为临时的稳妥做法（例如一杯牛奶加两三块苏打饼干或一片面包），但它不能代替调整剂量，要不要长期加、加多少，请医生按你的血糖记录来定。在见医生之前：多测几次睡前和早上空腹血糖并记下来带去；床边和身上备好葡萄糖片或糖块；心慌、手抖、出汗、发饿或血糖低于3.9时，马上吃15克快速升糖的东西（3–4块葡萄糖片或半杯果汁），15分钟后再测，没升上来再吃一次；家人要知道，叫不醒或抽搐时不能喂东西，立即打120。',
      en: '**A fasting reading like 2.6 mmol/L (under 3.9 mmol/L, 70 mg/dL, is a low; under 3.0 mmol/L, 54 mg/dL, is a clinically significant low) is not "normal" on insulin, even if you feel fine now: tell your diabetes doctor or diabetes nurse within the next few days, because the dose of your night-time long-acting insulin (such as glargine, Lantus) may need to be lowered. Do not change the dose yourself.** A skipped or small dinner, alcohol in the evening or more exercise than usual can all push overnight and morning glucose down, so skipping dinner very likely played a part: on evening insulin, eat dinner at your usual time and keep its starch. A small bedtime snack (a glass of milk with a few crackers or a slice of toast) is a reasonable stop-gap, but it does not replace a dose review; whether to keep it up is for your team to decide from your readings. Until you see them: check your glucose at bedtime and on waking and write the numbers down; keep glucose tablets or sweets by the bed and on you; with shaking, sweating, a pounding heart, hunger or a reading under 3.9 mmol/L take 15 g of fast sugar (3–4 glucose tablets or half a cup of juice), recheck after 15 minutes and repeat if still low. Make sure the people you live with know: if you cannot be woken or have a seizure, they must not put food in your mouth but call an ambulance.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (hypoglycaemia: level 1 < 70 mg/dL, 3.9 mmol/L; level 2 < 54 mg/dL, 3.0 mmol/L; treat with 15–20 g glucose and recheck after 15 minutes; a low should prompt re-evaluation of the treatment plan); Lantus (insulin glargine) US prescribing information §5.3 Hypoglycemia (changes in meal pattern and physical activity); 中国2型糖尿病防治指南（2020年版）低血糖',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Blind answer round 12, en-072 "Should I skip the Lantus on nights I don't really eat dinner?" (after a
    // fasting 2.6) — the emergency card, then declined.
    id: 'basal-insulin-skip-small-dinner',
    when: [
      /(不打|少打|停打|跳过|省掉|省了|不用打).{0,8}(胰岛素|甘精|来得时|长效|诺和平|地特|德谷)|(胰岛素|甘精|来得时|长效|诺和平|地特|德谷).{0,10}(不打|少打|停打|跳过|省掉|停一|可以不打|能不打)|\b(skip|skipping|miss|missing|leave out|not take|hold|stop|drop)\b[^.?!]{0,20}\b(lantus|basal|glargine|toujeo|levemir|detemir|tresiba|degludec|long[- ]acting|night(-time)? insulin|insulin)\b/,
      /晚饭|晚餐|不吃饭|没吃|吃得少|吃得不多|不怎么吃|没胃口|\bdinner\b|\bsupper\b|\bdon'?t (really )?eat\b|\bnot eat(ing)?\b|\beat (very )?little\b|\bsmall (meal|dinner)\b|\bno (dinner|supper|tea)\b|\bskip(ped)? (a )?meals?\b/,
    ],
    for: { medicines: ['insulin'] },
    intent: 'medicine_question',
    text: {
      zh: '**晚上的长效胰岛素（甘精胰岛素、地特、德谷等）不要因为晚饭吃得少就自己不打：它管的是一整夜和第二天的基础需要，不是管这顿饭；漏打会让血糖在夜里和第二天升高，1型糖尿病还可能出现酮症。** 如果晚饭吃得少的晚上容易低血糖（比如早上空腹2点几），说明剂量可能偏大，要由糖尿病医生或护士来减量——这几天就联系他们，带上睡前和早上的血糖记录；在那之前晚饭按时吃、主食别省，睡前测一次，低于3.9就吃15克快速升糖的东西。餐前打的短效或速效胰岛素不一样，不吃饭时怎么调，也按医生给你的方案。',
      en: '**Do not leave out your long-acting night-time insulin (glargine/Lantus, Toujeo, Levemir, Tresiba) on nights you eat little dinner: it covers your body’s needs through the night and the next day, not the meal, and skipping it pushes glucose up overnight and the next day — with type 1 diabetes it can bring on ketones.** If small-dinner nights keep ending in lows (a fasting 2.6, say), the dose is probably too high, and your diabetes doctor or nurse should lower it: contact them this week with your bedtime and morning readings. Until then, eat dinner at your usual time with its starch, check at bedtime, and take 15 g of fast sugar for any reading under 3.9 mmol/L. Mealtime (rapid-acting) insulin is different: how to adjust it when you skip a meal is in the plan your team gave you.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6 (a low prompts re-evaluation of the regimen) and §9 (basal insulin covers fasting and between-meal needs); Lantus (insulin glargine) US prescribing information §2.2 and §5.3; 中国2型糖尿病防治指南（2020年版）胰岛素治疗',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Round 11 zh-110 (unsafe: a general keto answer on lithium with a thiazide), en-114 (losing the
    // weight lithium put on).
    id: 'lithium-keto-fasting-weight',
    when: [DIET_CHANGE],
    // Salt itself, and teas or water pills, are the lithium rows' own questions (rows-medicines.ts).
    unless: [
      /血锂|锂浓度|\blithium level\b/,
      /(少|低|限|减|不吃|戒|控|无)盐|(?<!锂)盐(吃|放|少|多|分)|咸|钠|清淡|\bsalt\b|\bsodium\b|\bbland\b|\bpickles?\b/,
      /茶|排水|利尿|消肿|\bteas?\b|\bdiuretic\w*|\bwater pills?\b/,
      // A fat burner asked about is the product's question (rows-round50.ts lithium-fat-burner).
      /燃脂|减肥药|\bfat ?burners?\b|\bdiet pills?\b|\bthermogenic\w*/,
    ],
    for: LITHIUM,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃碳酸锂时，不要自己开始生酮、断食、不吃主食或节食这类快速减重的吃法：头几天到几周身体会丢掉大量水分和盐（钠），锂就排得少、血锂升高，可能中毒；同时吃氢氯噻嗪等利尿药时更容易发生。** 想减重，先告诉开药的精神科医生，让他同意你的计划，必要时改变饮食后一两周查一次血锂。稳妥的做法是慢慢减（每周大约0.5公斤）：三餐定时、每餐少一点，少喝含糖饮料（换成白开水，水不要少喝）、少吃油炸和零食，主食换一部分杂粮，多走路或做规律运动；盐照平时的量吃，不要突然大减，天热、运动出汗多时及时补水。锂引起的体重增加很常见，医生可以一起评估原因（包括查甲状腺功能）。手抖加重、拉肚子或呕吐、走路不稳、说话含糊或意识糊涂时，要当天就医查血锂。',
      en: '**On lithium, do not start keto, fasting, cutting out carbohydrates or a crash diet on your own: in the first days to weeks the body loses a lot of water and salt (sodium), the kidneys then hold on to lithium, and the level can rise to toxic — more easily still with a water pill such as hydrochlorothiazide.** If you want to lose weight, tell the psychiatrist who prescribes it first and agree the plan; a lithium level a week or two after changing how you eat is sensible. The safe way is slow (about 0.5 kg a week): regular meals, slightly smaller portions, swap sugary drinks for water (do not drink less), fewer fried foods and snacks, part of the starch as whole grains, and regular walking or exercise; keep your salt as usual rather than cutting it suddenly, and drink more in hot weather or when you sweat. Weight gain on lithium is common and your doctor can look at the causes with you (including a thyroid test). A worse tremor, diarrhoea or vomiting, unsteadiness, slurred speech or confusion need a lithium level the same day.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information (rev. 2022) §5 (sodium depletion, dehydration and diuretics raise serum lithium and can cause toxicity; keep a normal diet with salt and adequate fluid) and §7 (thiazides); NICE CG185 Bipolar disorder (2014, updated 2023) 1.10 (lithium monitoring; weight and thyroid); NICE CG189 (2014, updated 2023) 1.7 (0.5–1 kg a week)',
      url: 'https://www.nice.org.uk/guidance/cg185',
    },
  },
  {
    // Round 11 zh-112 "上次锂浓度0.9，这个数算正常吗，跟吃的有关系吗" — declined.
    id: 'lithium-level-meaning',
    when: [LITHIUM_LEVEL],
    unless: [
      /抽血前|抽完|那顿|几点|什么时候吃|\bbefore (the |my )?(test|blood|draw)\b|\bskip\w*|\bwhat time\b/,
    ],
    for: LITHIUM,
    // A value typed is the lab reader's (knowledge/lab-markers.ts `lithium`): this text names no value, so
    // it never calls a 1.3 "within range" (sixteenth blind review, en P2-S2). A value above 1.0 leads with what to do
    // (lithiumLevelLead).
    compose: (said, zh) => {
      const lead = lithiumLevelLead(said, zh);
      const row = STANDARD_MEDICINE_FAQ.find((r) => r.id === 'lithium-level-meaning')!;
      return lead ? `${lead}\n\n${pickZh(row.text, zh)}` : null;
    },
    intent: 'medicine_question',
    text: {
      zh: '**血锂（服药约12小时后抽血）维持治疗时一般在0.6–1.0 mmol/L之间；英国指南对初次用药的人建议0.6–0.8，复发过的人医生可能定在0.8–1.0。高于1.0就超出了常用范围，要告诉精神科医生；高于1.2要当天联系医生复查；1.5及以上属于中毒范围，要立即就医。你的目标值要按精神科医生给你定的来看。** 跟吃的有关系：盐（钠）和水喝得多少会直接影响血锂——突然少吃盐、节食或断食、出汗多又没补水、拉肚子或呕吐，都会让血锂升高；突然吃得特别咸、大量喝咖啡或浓茶后又突然停掉，也会让它波动。所以每天的盐和水量尽量稳定，天热或运动多时多喝水；布洛芬等止痛药和利尿药也会升高血锂，用之前先问医生或药师。抽血要在上一次服药后12小时左右。出现手抖加重、拉肚子、呕吐、走路不稳或意识糊涂时要当天就医查血锂。',
      en: '**A lithium level (drawn about 12 hours after the last dose) is usually kept between 0.6 and 1.0 mmol/L on maintenance; UK guidance aims for 0.6–0.8 for someone starting lithium, and a doctor may set 0.8–1.0 after a relapse. Above 1.0 is above the usual range — tell your psychiatrist; above 1.2, contact them the same day for a repeat level; 1.5 or more is the toxic range and needs a doctor at once. Your own target is the one your psychiatrist set.** Food and drink do affect it: salt (sodium) and fluid change the level directly — cutting salt suddenly, dieting or fasting, sweating without drinking more, diarrhoea or vomiting all raise it; swinging between very salty days and bland ones, or suddenly stopping a lot of coffee or strong tea, make it move too. So keep your daily salt and fluid steady and drink more in hot weather or with exercise; ibuprofen-type painkillers and water pills also raise lithium, so ask your doctor or pharmacist before taking them. The blood test should be about 12 hours after your last dose. A worse tremor, diarrhoea, vomiting, unsteadiness or confusion need a level the same day.',
    },
    source: {
      ref: 'NICE CG185 Bipolar disorder: assessment and management (2014, updated 2023) 1.10.11–1.10.15 (12-hour level; 0.6–0.8 mmol/L for a first prescription, 0.8–1.0 considered after relapse); Lithium carbonate US prescribing information (rev. 2022) §2 (0.8–1.2 mEq/L acute, maintenance levels lower), §5 and §7 (sodium, fluid loss, NSAIDs and diuretics raise the level; caffeine)',
      url: 'https://www.nice.org.uk/guidance/cg185',
    },
  },
  {
    // Round 11 zh-151 "吃药那天早上喝豆浆行不行" on alendronate — declined.
    id: 'bisphosphonate-morning-drinks',
    when: [MORNING_DRINKS, DOSE_MORNING],
    // "How long do I wait" is the how-to-take row's question (rows-medicines.ts).
    unless: [
      /多久|\bhow long\b|\bwait\b/,
      /矿泉水|纯净水|白开水|苏打水|气泡水|\b(mineral|sparkling|tap|bottled|plain) water\b/,
      // Pain or food sticking on swallowing, worse heartburn: the oesophagus, held dose and prescriber
      // (Fosamax PI §5.1; late-review-fourth.test.ts), not what to drink.
      /咽.{0,4}(痛|疼)|吞.{0,4}(痛|疼|卡)|胸骨后|烧心|反酸|\bhurts?\b|\bpain\w*\b|\bheartburn\b|\bstuck\b|\bburn\w*\b/,
    ],
    for: { medicines: ['bisphosphonate'] },
    intent: 'medicine_question',
    text: {
      zh: '**吃阿仑膦酸钠（福善美）那天早上，药只能用一整杯白开水（约200毫升）送服，之后至少等30分钟，才能喝豆浆、牛奶、咖啡、茶、果汁或吃早饭（粥、燕麦、面包都算）、吃其他药和钙片。** 豆浆、牛奶里的钙，咖啡、茶和果汁，甚至矿泉水，都会让药几乎吸收不了，白吃一周的药。做法：起床空腹先吃药、喝白开水，站着或坐直不要躺下，30分钟后（等得越久吸收越好）再照常吃早饭、喝豆浆或咖啡。钙片放到午饭或晚饭时吃。每周吃一次的，只有吃药那天早上这样，其余六天正常。',
      en: '**On your alendronate (Fosamax) morning, swallow the tablet with a full glass (about 200 ml) of plain water only, then wait at least 30 minutes before soy milk, milk, coffee, tea, juice, breakfast (porridge, cereal and toast included) or any other medicine or calcium.** The calcium in soy milk and milk, coffee, tea and juice — even mineral water — cut its absorption so much that the week’s dose is largely lost. So: take it on waking on an empty stomach with plain water, stay upright (sitting or standing, not lying down), and after 30 minutes or longer (longer is better for absorption) have breakfast, soy milk or coffee as usual. Take calcium tablets with lunch or dinner. With the weekly tablet this applies only to that one morning; the other six days are normal.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.6 (plain water only; wait at least one-half hour before the first food, beverage or medication of the day; other beverages including mineral water, food and some medications reduce absorption; do not lie down) and §7 (calcium supplements, antacids)；阿仑膦酸钠片说明书【用法用量】',
    },
  },
  {
    // Round 11 zh-135 "早上那杯牛奶和咖啡呢，要隔多久" after iron with a multivitamin — declined.
    id: 'iron-breakfast-drinks-apart',
    when: [IRON_DRINKS, HOW_APART],
    unless: [/阿仑|\balendron(ate|ic acid)\b|\bfosamax\b|甲状腺|优甲乐|\blevothyrox\w*/],
    for: {
      ironDeficiency: true,
      said: /铁剂|补铁|铁片|硫酸亚铁|琥珀酸亚铁|多糖铁|力蜚能|速力菲|\biron (tablets?|pills?|supplements?)\b|\bferrous\b|\bferro\w*/,
    },
    notFor: IRON_NOT_WANTED,
    intent: 'supplement_timing',
    text: {
      zh: '**铁剂和牛奶、咖啡、茶（包括绿茶、奶茶、豆浆）最好隔开1–2小时。** 牛奶和豆浆里的钙、咖啡和茶里的多酚都会减少铁的吸收。最简单的安排：这些饮料照平时的时间喝，铁剂放在离它们1–2小时的时候吃（比如早上喝牛奶咖啡，铁剂就在上午十点左右或午饭前后吃；下午喝茶，铁剂就放在早上或晚饭时），用白开水或一杯橙汁送服（维生素C能帮助吸收）。胃不舒服时可以随一点饭吃，比不吃好。复合维生素里有钙的话，也和铁剂隔开2小时。',
      en: '**Keep your iron tablet 1–2 hours away from milk, coffee and tea (green tea, milky tea and soy milk too).** The calcium in milk and soy milk and the polyphenols in coffee and tea reduce how much iron you absorb. The simplest plan: keep your drinks at their usual times and take the iron 1–2 hours away from them (coffee and milk at breakfast: iron mid-morning or around lunch; tea in the afternoon: iron in the morning or with dinner), with water or a glass of orange juice (vitamin C helps absorption). If it upsets your stomach, taking it with a little food is better than not taking it. If your multivitamin contains calcium, keep that 2 hours from the iron as well.',
    },
    source: {
      ref: 'NHS, Ferrous sulfate: how and when to take it (2023; avoid tea, coffee, milk and dairy around the dose, about 2 hours); NIH ODS Iron fact sheet for health professionals (calcium and polyphenols inhibit non-haem iron absorption)',
      url: 'https://www.nhs.uk/medicines/ferrous-sulfate/',
    },
  },
  {
    // Round 11 en-088 (which foods to avoid after a kidney transplant on tacrolimus) and en-089
    // (pomegranate juice) — both declined. Grapefruit, pomelo, Seville orange and starfruit said by name are
    // the medicine-diet row's own question (knowledge/medicine-diet.ts), whose text this row repeats.
    id: 'calcineurin-foods-and-pomegranate',
    when: [new RegExp(`${POMEGRANATE.source}|${FOODS_TO_AVOID.source}`)],
    unless: [CALCINEURIN_NAMED_FRUIT],
    for: { medicines: ['calcineurin_inhibitor'] },
    intent: 'medicine_question',
    text: {
      zh: `${CALCINEURIN_DIET.text.zh}石榴和石榴汁在实验里也会抑制代谢他克莫司的酶，有个别血药浓度升高的报告，证据不如西柚充分：在移植团队或移植药师说可以之前最好不喝，想喝先问他们。中草药和“增强免疫”的保健品也不要自己吃。`,
      en: `${CALCINEURIN_DIET.text.en} Pomegranate and its juice block the same enzyme in laboratory studies, with a few reports of raised levels; the evidence is weaker than for grapefruit, so leave it out until your transplant team or transplant pharmacist says otherwise, and ask them first. Take no herbal remedies or “immune-boosting” supplements on your own either.`,
    },
    source: {
      ref: `${CALCINEURIN_DIET.source.ref}; Hidaka M et al. Effects of pomegranate juice on human cytochrome P450 3A (CYP3A) and carbamazepine pharmacokinetics in rats. Drug Metab Dispos 2005;33:644–648`,
      ...(CALCINEURIN_DIET.source.url ? { url: CALCINEURIN_DIET.source.url } : {}),
    },
  },
  {
    // Round 11 zh-042 "舍曲林要跟饭一起吃吗？空腹吃有时候胃不舒服" — declined.
    id: 'sertraline-with-food',
    when: [
      WITH_FOOD,
      /舍曲林|左洛复|\bzoloft\b|\bsertraline\b|\blustral\b|药|\bit\b|\bpills?\b|\btablets?\b|\bmeds?\b|\bdose\b/,
    ],
    unless: [/酒|\balcohol\b|\bwine\b|葡萄柚|西柚|\bgrapefruit\b/],
    for: { medicines: ['sertraline'] },
    intent: 'medicine_question',
    text: {
      zh: '**舍曲林饭前饭后吃都可以，吸收不受影响；空腹吃胃不舒服、恶心的话，就随早饭或晚饭一起吃。** 每天固定一个时间吃（早上或晚上都行，影响睡眠就放早上），比跟不跟饭更重要。刚开始吃或加量后的一两周胃口差、恶心比较常见，多半会慢慢好转；持续不好或很难受，告诉开药的医生，不要自己停药。哺乳期吃舍曲林可以继续喂奶，跟吃饭的时间没有关系。',
      en: '**Sertraline can be taken with or without food — food does not change how well it works — so if it upsets your stomach on an empty stomach, take it with breakfast or dinner.** Taking it at the same time every day (morning or evening; mornings if it affects your sleep) matters more than the meal. Nausea and a poor appetite are common in the first week or two or after a dose increase and usually settle; if they persist or are hard to bear, tell your prescriber rather than stopping it yourself. Breastfeeding can continue on sertraline, whatever time you take it with food.',
    },
    source: {
      ref: 'Zoloft (sertraline) US prescribing information §2 (once daily, morning or evening) and §12.3 (food has no clinically important effect on absorption); NHS, Sertraline: how and when to take it (2023)；舍曲林片说明书【用法用量】',
      url: 'https://www.nhs.uk/medicines/sertraline/',
    },
  },
  {
    // Round 11 en-122 "Vegemite on toast every morning. Is that a problem on phenelzine?" — declined.
    id: 'maoi-yeast-extract',
    when: [YEAST_EXTRACT],
    for: { medicines: ['maoi'] },
    intent: 'medicine_question',
    text: {
      zh: '**吃苯乙肼等单胺氧化酶抑制剂时，酵母提取物（维吉麦、马麦酱这类涂抹酱、浓缩酵母膏和一些汤块）不能吃：它们的酪胺含量很高，一小份就可能让血压骤升。** 早上的吐司可以换成花生酱（新鲜的）、鸡蛋、新鲜奶酪（如奶油奶酪、白软干酪）或果酱。普通面包、馒头里的酵母经过烤制，不算酵母提取物，可以吃。吃了以后出现剧烈头痛、心跳很快、胸闷、颈部发硬、出汗、恶心呕吐，要立即就医。',
      en: '**On phenelzine or another MAOI, yeast extracts — Vegemite, Marmite, Promite and concentrated yeast spreads or stock cubes — are off the list: they are very high in tyramine, and even a small serving can send your blood pressure up sharply.** Swap the toast spread for fresh peanut butter, eggs, a fresh cheese such as cream cheese or cottage cheese, or jam. Ordinary bread made with baker’s yeast is fine — the yeast is baked, not an extract. If you get a sudden severe headache, a pounding heart, chest tightness, a stiff neck, sweating or vomiting after eating, get emergency care.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information, Contraindications and Precautions (foods high in tyramine, including yeast extracts); Gardner DM et al. J Clin Psychiatry 1996;57:99–104 (MAOI diet: tyramine content of foods)',
    },
  },
  {
    // Round 11 en-108 "Read that epilepsy meds weaken your bones. Should I be taking vitamin D or calcium?"
    id: 'antiepileptic-bones-vitamin-d',
    when: [BONES_ASKED],
    // Calcium swallowed with the medicine is the pair's timing question (blind answer round 61, zh-054, development
    // data: phenytoin and Shelcal taken together).
    unless: [
      /怀孕|备孕|叶酸|\bpregnan\w*|\bfolic\b|\bfolate\b/,
      /一起|同时|同服|隔开|间隔|\b(together|with (it|them)|at the same time|apart|spac(e|ed|ing))\b/,
    ],
    for: ANTIEPILEPTIC,
    // A low vitamin D on record is treated, not given the everyday 400 IU (twenty-seventh clinician review,
    // zh S3): antiseizure-vitamin-d-deficiency-dose or the lab reading answers.
    notFor: { lowVitaminD: true },
    intent: 'medicine_question',
    text: {
      zh: '**长期吃丙戊酸钠、卡马西平、苯妥英、苯巴比妥这类抗癫痫药，骨密度可能下降、维生素D水平偏低，所以要保证维生素D和钙：每天维生素D 400国际单位（10微克）左右的补充剂是稳妥的，钙主要从食物来。** 钙：每天一杯半到两杯奶（300–500毫升）或等量酸奶，加上豆腐、豆干、深绿叶菜，一般就接近每天800毫克；食物不够时再加钙片，每次不超过500毫克。可以请医生查一次血的维生素D（25-羟维生素D），偏低时由医生定补多少；吃药多年、骨折过或绝经后的人，可以问要不要查骨密度。另外多晒太阳、规律运动、少喝酒、不吸烟，对骨头都有好处。不要因为担心骨头自己停药或减药。',
      en: '**Long-term valproate, carbamazepine, phenytoin or phenobarbital can lower bone density and vitamin D levels, so make sure you get enough vitamin D and calcium: a daily supplement of about 400 IU (10 µg) of vitamin D is a sensible default, with calcium mainly from food.** Calcium: two to three servings of dairy a day (a glass of milk, a pot of yoghurt, a piece of cheese) or calcium-set tofu and fortified plant milk usually reach the 700–1,000 mg a day adults need; add a calcium tablet only if food falls short, no more than 500 mg at a time. Ask your doctor for a vitamin D blood test (25-hydroxyvitamin D); if it is low, they will set a treatment dose. After many years on these medicines, a fracture or the menopause, ask whether you need a bone density scan. Sunlight, regular weight-bearing exercise, little alcohol and no smoking help your bones too. Do not stop or lower your epilepsy medicine because of this.',
    },
    source: {
      ref: 'MHRA Drug Safety Update (April 2009): antiepileptics — adverse effects on bone (consider vitamin D supplementation in at-risk patients on long-term treatment); NIH ODS Vitamin D and Calcium fact sheets (RDA 600 IU; calcium 1,000 mg adults); 中国居民膳食营养素参考摄入量（2023版）钙800毫克、维生素D 10微克',
      url: 'https://www.gov.uk/drug-safety-update/antiepileptics-adverse-effects-on-bone',
    },
  },
  {
    // Round 11 en-149 "so should I switch to calcium citrate instead of carbonate?" (after omeprazole and
    // calcium) — declined.
    id: 'calcium-citrate-or-carbonate',
    when: [
      /枸橼酸钙|柠檬酸钙|\bcalcium citrate\b|\bcitrate\b|\bcitracal\b/,
      /碳酸钙|换|还是|哪个|哪种|更好|\bcarbonate\b|\bswitch\w*\b|\binstead\b|\bbetter\b|\bwhich\b|\bor\b/,
    ],
    notFor: [
      HIGH_CALCIUM,
      { conditions: ['kidney_disease', 'dialysis', 'sarcoidosis', 'hyperparathyroidism'] },
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**长期吃奥美拉唑等抑酸药、胃酸少，或者空腹吃钙片的，枸橼酸钙更合适：它不靠胃酸也能吸收，饭前饭后都行；碳酸钙要靠胃酸，一定要随餐吃。** 不吃抑酸药、能随餐吃的话，碳酸钙也可以，而且便宜。换之前看清含量：碳酸钙里钙约占40%，枸橼酸钙只有约21%，所以同样的钙，枸橼酸钙片数更多，按标签上的“元素钙”算够量；每次不超过500毫克，一天分两次。如果每周吃一次阿仑膦酸钠这类骨质疏松药，吃药那天的钙片放到午饭或晚饭时吃。钙先从奶、豆腐等食物里来，补充剂只补差额。',
      en: '**On a long-term acid reducer such as omeprazole, with low stomach acid, or if you take it on an empty stomach, calcium citrate is the better choice: it is absorbed without stomach acid, with or without food; calcium carbonate needs acid and must be taken with meals.** If you are not on an acid reducer and take it with meals, carbonate works too and is cheaper. Check the amounts when switching: carbonate is about 40 % calcium, citrate only about 21 %, so the same calcium takes more citrate tablets — go by the “elemental calcium” on the label; no more than 500 mg at a time, split over the day. If you take a weekly bone tablet such as alendronate, on that morning take the calcium with lunch or dinner instead. Get what you can from food (dairy, calcium-set tofu) and supplement only the gap.',
    },
    source: {
      ref: 'NIH ODS Calcium fact sheet for health professionals (carbonate 40 % and citrate 21 % elemental calcium; carbonate with food, citrate with or without food and with reduced stomach acid; 500 mg or less at a time); Fosamax (alendronate) US prescribing information §2.6',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
  {
    // Blind answer round 12, zh-149 "柠檬酸钙一次吃多少" (the plan's daily figure again).
    id: 'calcium-per-dose',
    when: [
      /钙|\bcalcium\b|\bcaltrate\b|\bcitracal\b|\btums\b|\bos-?cal\b/,
      /一次(吃|服|最多)?(多少|几片|几粒|几颗|能吃多少)|一次(吃|服)?[两二三四23-4](片|粒|颗)|每次(吃|服)?(多少|几片|几粒)|一次性|分(几|两|开)次|一顿吃完|一起吃完|\bat (a|one) time\b|\bper dose\b|\beach dose\b|\bin one go\b|\ball at once\b|\bsplit (it|them|the dose|my dose)\b|\bonce a day or\b|\btwice a day\b/,
    ],
    notFor: [
      HIGH_CALCIUM,
      { conditions: ['kidney_disease', 'dialysis', 'sarcoidosis', 'hyperparathyroidism'] },
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**钙片一次吃的元素钙不要超过500毫克：一次吃得越多，吸收的比例越低；每天需要补的量超过500毫克，就分两次吃（比如早饭和晚饭各一次）。** 看标签上的“元素钙”或“钙”含量，不是“碳酸钙”“枸橼酸钙”的重量：枸橼酸钙含钙约21%，一片常见的只有两三百毫克钙；碳酸钙含钙约40%。枸橼酸钙饭前饭后都能吃，适合吃奥美拉唑这类抑酸药的人；碳酸钙要随餐吃。如果每周吃一次阿仑膦酸钠这类骨质疏松药，吃药那天的钙片放到午饭或晚饭时。每天补多少，按你的方案扣掉从奶、豆腐等食物里吃到的钙，只补差额。',
      en: '**Take no more than about 500 mg of elemental calcium at a time: the more you take at once, the smaller the share absorbed; if you need more than 500 mg a day from tablets, split it into two doses (breakfast and dinner, say).** Go by the “elemental calcium” or “calcium” amount on the label, not the weight of the calcium carbonate or citrate: citrate is about 21 % calcium, so a typical citrate tablet gives only 200–300 mg; carbonate is about 40 %. Citrate can be taken with or without food and suits people on an acid reducer such as omeprazole; carbonate needs a meal. If you take a weekly bone tablet such as alendronate, on that morning take the calcium with lunch or dinner instead. How much a day: your plan’s target minus what food (dairy, calcium-set tofu) already gives you.',
    },
    source: {
      ref: 'NIH ODS Calcium fact sheet for health professionals (absorption highest in doses of 500 mg or less; carbonate 40 % and citrate 21 % elemental calcium; carbonate with food, citrate with or without food); Fosamax (alendronate) US prescribing information §2.6',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
  {
    // Blind answer round 12, zh-152 "补钙会不会得肾结石？我以前得过一次" (the plan's daily figure again).
    id: 'calcium-kidney-stones',
    when: [
      /钙|\bcalcium\b|\bcaltrate\b|\bcitracal\b|\btums\b|\bdairy\b|\bmilk\b|牛奶|奶制品/,
      /结石|\b(kidney|renal) stones?\b|\bstones?\b|\bnephrolith\w*|\bcalculi\b/,
    ],
    // Stones had (ticked or said); a worry about stones from someone who never had one is calcium-stones-worry's.
    for: STONES,
    notFor: [HIGH_CALCIUM, { conditions: ['sarcoidosis', 'hyperparathyroidism'] }],
    intent: 'supplement_dose',
    text: {
      zh: '**得过肾结石（多数是草酸钙结石）的人，从食物里吃够钙反而更好：每天1000–1200毫克左右的钙能在肠道里结合草酸、减少结石，少吃钙反而更容易再长。** 补充剂和食物不一样：研究里每天额外吃钙片的人，肾结石略多一些。所以：钙尽量从牛奶、酸奶、豆腐里来；确实要吃钙片（比如骨质疏松）时，随餐吃、每次不超过500毫克、总量不超过方案的目标，不要额外加量；每天多喝水，让一天的尿量达到2.5升左右；少吃盐，菠菜等高草酸的菜焯水后再吃。吃多少钙片，请把结石病史告诉开药的医生或泌尿科医生，他们可能会查24小时尿钙再定。',
      en: '**After a kidney stone (most are calcium oxalate), enough calcium from food is protective, not harmful: about 1,000–1,200 mg a day binds oxalate in the gut and lowers the chance of another stone, while cutting calcium raises it.** Supplements are different: in trials, people given extra calcium tablets had slightly more kidney stones. So get calcium from milk, yoghurt and calcium-set tofu where you can; if you do need tablets (for osteoporosis, say), take them with meals, no more than 500 mg at a time, and not above your plan’s total; drink enough to pass about 2.5 litres of urine a day; go easy on salt; and tell the doctor who prescribes the calcium, or your urologist, about the stone — they may check a 24-hour urine calcium before deciding the dose.',
    },
    source: {
      ref: 'Pearle MS et al. Medical management of kidney stones: AUA guideline. J Urol 2014;192:316–324 (dietary calcium 1,000–1,200 mg a day; urine volume at least 2.5 L a day; limit sodium); Jackson RD et al. Calcium plus vitamin D supplementation and the risk of fractures. N Engl J Med 2006;354:669–683 (more kidney stones with supplements); NIH ODS Calcium fact sheet for health professionals',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
  {
    // Blind answer round 56, zh-060 (development data): "钙尔奇D 600每天一片还要不要吃？会不会伤肾或者长结石" for a woman of 85
    // with an eGFR of 52 and no stones got the stone former's text.
    id: 'calcium-stones-worry',
    wholeMessage: true,
    when: [
      /钙|\bcalcium\b|\bcaltrate\b|\bcitracal\b|\btums\b/,
      /结石|\b(kidney|renal) stones?\b|\bstones?\b|\bnephrolith\w*|\bcalculi\b/,
    ],
    notFor: [STONES, HIGH_CALCIUM, { conditions: ['sarcoidosis', 'hyperparathyroidism', 'dialysis'] }],
    intent: 'supplement_dose',
    compose: (said, zh) => {
      const t = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
      const egfr = /\begfr\b\D{0,6}(\d{1,3})/.exec(t);
      const kidney =
        (said.conditions ?? []).includes('kidney_disease') ||
        (egfr !== null && Number(egfr[1]) < 60) ||
        /肾功能(不好|差|偏差|有点差|下降|不全)|\b(ckd|kidney (disease|function))\b/.test(t);
      const text = pickZh(CALCIUM_STONES_WORRY.text, zh);
      return text.replace('{kidney}', kidney ? pickZh(CALCIUM_STONES_WORRY.kidney, zh) : '');
    },
    text: {
      zh: CALCIUM_STONES_WORRY.text.zh.replace('{kidney}', ''),
      en: CALCIUM_STONES_WORRY.text.en.replace('{kidney}', ''),
    },
    source: CALCIUM_STONES_WORRY.source,
  },
  {
    // Round 11 en-015 "fasting glucose 6.1 and triglycerides 2.3. Doc said 'prediabetes, lose some weight'. Does
    // that change what my plan says I should eat?" — read as fasting-diet hearsay and declined.
    id: 'prediabetes-what-to-eat',
    cutsCarbohydrate: true,
    when: [
      /糖尿病前期|糖耐量(受损|异常)|空腹血糖受损|血糖(偏高|临界)|\bpre-?diabet\w*|\bborderline (diabetes|diabetic|sugar|glucose)\b|\bimpaired (fasting glucose|glucose tolerance)\b/,
    ],
    notFor: [
      { conditions: ['diabetes', 'gestational_diabetes'] },
      { medicines: ['insulin', 'sulfonylurea'] },
      // Thirty-fifth clinician review, en S3: never weight loss in pregnancy (prediabetes-in-pregnancy).
      { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], said: PREGNANCY_SAID },
      // Round 52 zh-045 (development data, unsafe): "lose 5–7 %" to a man of 78 with severe COPD who is losing
      // weight, his glucose raised by a prednisone course.
      NO_DEFICIT,
    ],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**糖尿病前期是可以逆转的阶段，你的方案照样适用，重点是减掉体重的5%–7%、多动、少吃精制碳水和糖：这样能把发展成糖尿病的风险降低大约一半多。** 具体：按方案的减重热量吃，每周大约减0.5公斤；每周至少150分钟中等强度运动（快走、骑车，每次30分钟、每周5天），再加两次力量练习；含糖饮料、甜点、白米白面减量，主食一部分换成全谷物和杂豆，每餐先吃蔬菜和蛋白质；甘油三酯偏高时，酒、甜食和含糖饮料影响最大，尽量少喝酒，每周吃两次鱼。一年后复查空腹血糖和糖化血红蛋白（或按医生安排）。',
      en: '**Prediabetes can be reversed, and your plan still applies: the things that matter most are losing 5–7 % of your weight, moving more and cutting refined carbohydrate and sugar — in trials this more than halved the risk of going on to diabetes.** In practice: eat to your plan’s weight-loss calories (about 0.5 kg a week); at least 150 minutes a week of moderate activity (brisk walking or cycling, 30 minutes on 5 days) plus two strength sessions; fewer sugary drinks, desserts and white rice, bread and pasta, with part of your starch as whole grains and beans, vegetables and protein first at each meal; with raised triglycerides, alcohol, sweets and sugary drinks matter most — keep alcohol low and have oily fish twice a week. Recheck your fasting glucose and HbA1c in a year, or when your doctor says.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §3 (prediabetes: 7 % weight loss and 150 minutes a week of activity; Diabetes Prevention Program) and §5; 中国2型糖尿病防治指南（2020年版）糖尿病前期干预',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
];
