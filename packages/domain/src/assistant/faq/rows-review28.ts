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
 */
import { drugById } from '../../interactions';
import type { ComposeInput, FaqRow } from './types';

const PRESSURE_INJURY =
  /褥疮|压疮|压力性损伤|压伤|\b(bed ?sores?|pressure (sores?|ulcers?|injur(y|ies))|decubitus( ulcers?)?)\b/;
const NEEDS_ASKED =
  /蛋白|热量|卡路里|营养|吃什么|吃多少|怎么吃|营养液|安素|\b(protein|calories|kcal|energy|eat|food|feed|diet|nutrition|ensure|boost|shakes?|drinks?|supplements?)\b/;

const round = (x: number) => Math.round(x);

/** Prolactin said high, as a number, or to be "adjusted". */
const PROLACTIN = /泌乳素|催乳素|\bprl\b|\bprolactin\w*/;
const PROLACTIN_ASKED =
  /高|偏高|超标|\d|调|降|吃(点)?什么|补|\b(high|raised|elevated|up|\d+|lower|reduce|bring (it )?down|supplements?|eat|take)\b/;

/** The antipsychotic sentence when the person takes one (the most common medicine cause). */
function prolactinText(said: ComposeInput, zh: boolean): string {
  const row = REVIEW28_FAQ.find((r) => r.id === 'prolactin-high')!;
  const base = zh ? row.text.zh : row.text.en;
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

export const REVIEW28_FAQ: readonly FaqRow[] = [
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
