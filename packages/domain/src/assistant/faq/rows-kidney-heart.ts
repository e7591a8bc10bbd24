/**
 * Everyday questions of people with kidney disease, a kidney transplant, heart failure, on warfarin or
 * on insulin that the medicine–diet table and the kidney rules do not answer.
 */
import { pickZh } from '../../contracts/common';
import { STAPLE_STEADY_ON_INSULIN_UNDERWEIGHT } from '../../knowledge/medicine-chat-answers';
import { LOW_SODIUM_CONSTIPATION, SODIUM_LOWERING_MEDICINES } from '../../knowledge/everyday-answers';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import {
  CKD,
  EATING_LITTLE,
  FOLK_FOODS,
  FOLK_LOWERING,
  HYPERCALCAEMIA,
  HYPO_SAID,
  INSULIN_OR_SULFONYLUREA,
  LOW_GLUCOSE_SAID,
  LOW_POTASSIUM,
  NOT_A_NUTRITION_DRINK,
  NATTO_SAID,
  NOT_CKD_DIET,
  NUTRITION_DRINK,
  ON_LITHIUM,
  BICARBONATE_WITHOUT_HEARTBURN,
  ON_VITAMIN_K_ANTAGONIST,
  SWALLOWING,
  ADRENAL_PRIMARY,
  OPIOID_SAID,
} from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

/**
 * The sentence on the person's own medicines that can lower sodium (in the plan, or named in the message), or the general
 * one: never a medicine they do not take (blind answer round 59, en-080: sertraline and tramadol named to a woman on
 * citalopram and indapamide).
 */
function sodiumLoweringSentence(said: ComposeInput, zh: boolean): string {
  const { classes, ids, text: own, none } = SODIUM_LOWERING_MEDICINES;
  const taken = new Set([...(said.medicines ?? []), ...findDrugs(said.text).map((d) => d.id)]);
  const names = [...taken]
    .map((id) => drugById(id))
    .filter((d) => d !== undefined)
    .filter((d) => ids.includes(d.id) || d.classes.some((c) => classes.includes(c)))
    .map((d) => pickZh(d, zh).toLowerCase());
  if (names.length === 0) return pickZh(none, zh);
  return pickZh(own, zh).replace('{names}', names.join(zh ? '、' : ' and '));
}

const HEART_FAILURE_SAID = /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b/;
const HEART_FAILURE: FaqAudience = { conditions: ['heart_failure'], said: HEART_FAILURE_SAID };
/**
 * A fluid limit the doctor set, said ("医生让我少吃盐少喝水", "my doctor wants me to limit fluids"): the heart-failure
 * fluid answer, whatever the condition's name (forty-first clinician review, zh M8: pulmonary hypertension on furosemide).
 */
const DOCTOR_FLUID_LIMIT =
  /(医生|大夫|护士)[^，。？！]{0,8}(让|叫|说|要求|嘱咐)[^，。？！]{0,8}(少喝|限水|控水|限制喝水|控制喝水)|\b(doctor|nurse|team|cardiologist|specialist)\b[^.?!]{0,30}\b(limit|restrict|cut down)\w* (my |his |her )?(fluids?|water|drinks?)\b/;
/** Heart failure, or a fluid limit the doctor set. */
const HEART_FAILURE_OR_TOLD: FaqAudience = {
  ...HEART_FAILURE,
  said: new RegExp(`${HEART_FAILURE_SAID.source}|${DOCTOR_FLUID_LIMIT.source}`),
};
/** People told to limit fluid: heart failure, dialysis, or a limit said in the chat. */
const FLUID_LIMITED: FaqAudience = {
  conditions: ['heart_failure', 'dialysis'],
  said: /心衰|心力衰竭|限水|限制喝水|控水|透析|\bheart failure\b|\bfluid (limit|restriction)\b|\bdialysis\b/,
};
/** People for whom salt is a medical limit, not only a healthy-eating tip. */
const SALT_LIMITED: FaqAudience = {
  conditions: ['heart_failure', 'kidney_disease', 'dialysis', 'hypertension'],
  said: /心衰|心力衰竭|高血压|肾病|限盐|低盐|少盐|\bheart failure\b|\bblood pressure\b|\bno salt\b|\blow[- ]salt\b/,
};
/** Medicines or conditions that hold potassium back (the plan's potassium rules). */
const POTASSIUM_HELD: FaqAudience = {
  conditions: ['heart_failure'],
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
};
/** On warfarin or another vitamin K antagonist (acenocoumarol): the texts say the person's own medicine. */
/**
 * With a calcium already above its range, a calcium carbonate antacid is not "the least of the problems":
 * it is stopped too (milk-alkali syndrome; blind answer round 28, zh-129, unsafe — "what instead of the
 * Tums" after a calcium of 10.4 was told a tablet or two is fairly safe).
 */
function antacidWithHighCalcium(said: ComposeInput, zh: boolean): string | null {
  if (!said.hypercalcaemia) return null;
  const row = KIDNEY_HEART_FAQ.find((r) => r.id === 'ckd-antacid')!;
  return zh
    ? row.text.zh.replace(
        '碳酸钙类（如Tums）偶尔吃一两片相对稳妥，但它算进每天的钙，不要天天吃，吃之前问问药师。',
        '你的血钙已经偏高：Tums这类碳酸钙胃药（包括拿它“顺便补钙”）先停，也不要换成别的钙片或含钙胃药，请医生复查血钙。',
      )
    : row.text.en.replace(
        'A calcium carbonate antacid such as Tums, a tablet or two now and then, is usually the least of the problems, but it adds to your calcium for the day — not every day, and ask your pharmacist first.',
        'Your calcium is already above its range: stop calcium carbonate antacids such as Tums (including "for the calcium"), do not switch to another calcium tablet or calcium antacid, and ask the doctor to recheck the calcium.',
      );
}

/**
 * Nephrotic syndrome, said ("肾病综合征", "膜性肾病", "nephrotic", "membranous nephropathy", "minimal
 * change", "FSGS") or read from the plan (kidney disease with a serum albumin under 30 g/L and no eGFR
 * under 30): protein is not cut to the CKD 3–5 diet (KDIGO 2021 glomerular diseases; eleventh clinician
 * review, zh P1 finding 1).
 */
export const NEPHROTIC_SAID =
  /肾病综合征|肾综|膜性肾病|微小病变|局灶节段|大量蛋白尿|\bnephrotic\b|\bmembranous (nephropathy|glomerulo\w*)\b|\bminimal change\b|\bfsgs\b/;
const NEPHROTIC: FaqAudience = { said: NEPHROTIC_SAID, nephrotic: true };
const TRANSPLANT: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /移植|\btransplant\w*\b/,
};
/**
 * The potassium-food questions the everyday potassium rule answers (intents/everyday.ts
 * POTASSIUM_FOOD_Q, its Chinese half): a row here must not take them.
 */
const POTASSIUM_FOOD_NAMED =
  /香蕉|橙子|橘子|橙汁|土豆|马铃薯|红薯|地瓜|西红柿|番茄|果干|葡萄干|椰子水|(高|低|含)钾的?(水果|蔬菜|食物|东西)|(水果|蔬菜|食物)[^，。？?]{0,8}钾|泡(一|一下)?土豆|焯水去钾/;
/**
 * A low blood sodium said in the message or the one before ("my sodium is 129", "血钠偏低"): below
 * 135 mmol/L (Spasovski 2014).
 */
export const LOW_SODIUM =
  /低钠血症|血钠(低|偏低|只有|才|太低)|钠(偏|太)?低|(血钠|钠)[^，。？?\d]{0,8}(1[0-2]\d|13[0-4])(?!\d)|\bhyponatr\w*|\blow (blood )?sodium\b(?![- ](diet|salt|soups?|foods?|versions?|options?|products?|sauces?|snacks?|meals?|soy)\b)|\bsodium\b[^.?!\d]{0,25}\b(low|1[0-2]\d|13[0-4])\b/;

/**
 * Water with a low blood sodium: no litre target, the doctor's fluid limit or thirst (seventh clinician
 * review, en D1; ninth, en P4: 2.7 litres a day after a hospital stay for a sodium of 121 on
 * carbamazepine). Also what the everyday water answer says when the plan's sodium is low
 * (intents/everyday.ts).
 */
export const LOW_SODIUM_WATER: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**血钠偏低时不要再多喝水去“冲”：喝水过多本身就会让血钠更低，每天喝好几升水正是常见原因之一。** 不要给自己定“每天喝几升”的目标：医生或医院定了每天的液体量（限水是低钠常用的第一步），就按那个量，汤、牛奶、果汁和其他饮料都算在内；没有定的话，在医生复查之前只在口渴时小口喝，明显少于现在的量，不要大量喝白开水、茶或汤。不要自己喝淡盐水、运动饮料或吃盐片来“补钠”。一些药会让身体留住水、血钠下降：抗癫痫药卡马西平和奥卡西平、抗抑郁药（舍曲林等SSRI类）、曲马多、噻嗪类利尿药（如氢氯噻嗪），老年人更容易发生。请在一两天内联系开药医生，说明血钠结果、你在吃的药和每天的喝水量，复查血钠；不要自己停药。血钠低会让人站不稳、容易跌倒：出现意识混乱、特别困倦、走路不稳或跌倒、反复呕吐、剧烈头痛或抽搐，请立即就医（拨打120）。',
    en: '**With a low blood sodium, do not drink more water to “flush it out”: drinking a lot lowers sodium further, and several litres a day is one of the usual causes.** Set yourself no target of litres a day: if the doctor or hospital set a daily fluid limit (restricting fluid is the usual first step for a low sodium), keep to it, counting soups, milk, juice and every other drink; if not, until your doctor rechecks it drink only when thirsty, in sips — clearly less than now — and no large amounts of water, tea or soup. Do not take salt tablets, salty drinks or sports drinks to raise it yourself. Some medicines make the body hold on to water and lower sodium: the epilepsy medicines carbamazepine and oxcarbazepine, antidepressants (SSRIs such as sertraline), tramadol, and thiazide water pills (such as hydrochlorothiazide), above all in older people. Contact your prescriber within a day or two about the result, your medicines and how much you drink, for a repeat sodium test; do not stop a medicine yourself. Low sodium makes people unsteady and prone to falls: confusion, unusual drowsiness, unsteadiness or a fall, repeated vomiting, a severe headache or a seizure need care at once (call 911).',
  },
  source: {
    ref: 'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47 (fluid restriction first in SIADH; severe symptoms need emergency care); Zoloft (sertraline) US prescribing information §5 Hyponatremia (SIADH with SSRIs; older people and diuretic users at greater risk; headache, confusion, unsteadiness that can lead to falls); tramadol: hyponatraemia in the UK SmPC and BNF (section from memory); Tegretol (carbamazepine) SmPC §4.4 and Trileptal (oxcarbazepine) SmPC §4.4 (hyponatraemia; fluid restriction)',
    url: 'https://doi.org/10.1530/EJE-13-1020',
  },
};

/**
 * A low sodium in someone who has trouble swallowing: never "drink markedly less, only when thirsty" — on thickened
 * drinks people already drink too little, and dehydration is the nearer danger — and no salt added either (blind
 * answer round 54, zh-075, development data: an 83-year-old after a stroke on thickened drinks with a sodium of
 * 134 got the fluid-restriction text of a low sodium from an antidepressant). A value told sets how soon.
 */
const SODIUM_SAID = /(?:血钠|钠)[^，。？?\d]{0,8}(1[0-3]\d)(?!\d)|\bsodium\b[^.?!\d]{0,25}\b(1[0-3]\d)\b/;
function lowSodiumSwallowing(said: ComposeInput, zh: boolean): string | null {
  const m =
    SODIUM_SAID.exec(said.text.toLowerCase()) ?? SODIUM_SAID.exec((said.previous ?? '').toLowerCase());
  const value = m ? Number(m[1] ?? m[2]) : null;
  if (value === null || value >= 135) return null;
  const mild = value >= 130;
  if (zh)
    return mild
      ? `**血钠${value}只是略低于正常（135），不要自己往饭菜里多放盐，也不要因此少喝：吞咽困难、喝增稠饮料的人本来就容易喝得不够，脱水同样危险。** ${LOW_SODIUM_SWALLOWING_REST.zh}`
      : `**血钠${value}明显偏低，请在一两天内联系医生复查；在此之前不要自己加盐，也不要少喝：吞咽困难、喝增稠饮料的人本来就容易喝得不够，脱水同样危险。** ${LOW_SODIUM_SWALLOWING_REST.zh}`;
  return mild
    ? `**A sodium of ${value} is only just below normal (135): do not add salt to the food yourself, and do not cut drinks for it either — on thickened drinks people already tend to drink too little, and dehydration is a danger too.** ${LOW_SODIUM_SWALLOWING_REST.en}`
    : `**A sodium of ${value} is clearly low: ask the doctor to recheck it within a day or two. Until then add no salt yourself and do not cut drinks — on thickened drinks people already tend to drink too little, and dehydration is a danger too.** ${LOW_SODIUM_SWALLOWING_REST.en}`;
}
const LOW_SODIUM_SWALLOWING_REST = {
  zh: '喝的量照吞咽治疗师或医生定的来（增稠后的水、汤、牛奶都算），没有定就保持平时的量，别刻意多灌也别减。有高血压，做饭的盐照医生原来的建议（一般每天不超过5克）即可，不用为血钠加盐。血钠偏低常和药物（如利尿药、某些抗抑郁药）、喝水量或身体状况有关，请复查时让医生看要不要调整药物或每天的液体量，不要自己停药。出现比平时更糊涂、特别嗜睡、站不稳跌倒、反复呕吐或抽搐，请当天就医。',
  en: 'Keep drinks to the amount the speech therapist or doctor set (thickened water, soup and milk all count), or to the usual amount if none was set — no forcing extra, no cutting back. With high blood pressure, keep the salt in cooking as the doctor advised (usually no more than about 5 g a day): no extra salt for the sodium. A low sodium often comes from a medicine (a diuretic, some antidepressants), the amount drunk or an illness: at the recheck ask the doctor whether a medicine or the daily fluids should change, and keep taking every medicine until the doctor says otherwise. Anyone more confused or drowsy than usual, unsteady or falling, vomiting repeatedly or having a fit needs care the same day.',
};

/** Cutting salt asked about: 限盐, 吃淡点, "cut down on salt", "a low-salt diet". */
const LOW_SODIUM_SALT_CUT =
  /限盐|控盐|减盐|少吃盐|少放盐|少吃点盐|低盐|吃淡|吃得?(清)?淡一?点|忌盐|不吃盐|不放盐|\b(cut|cutting|reduce|reducing|restrict\w*|limit\w*|lower\w*|watch\w*) (back |down )?(on )?(the |her |his |my )?(salt|sodium)\b|\blow[- ](salt|sodium) diet\b|\bless salt\b|\bno[- ]salt (diet)?\b|\bsalt[- ]free\b/;

/**
 * Salt cut with a low sodium (Spasovski 2014: a thiazide is a common cause in older people; the treatment
 * is the doctor's, fluid first): not strictly on one's own now, no extra water, the thiazide reviewed.
 */
const LOW_SODIUM_SALT_CUT_ANSWER: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**血钠偏低（低于135 mmol/L）时，先不要自己严格限盐、吃得特别淡，也不要多喝水：照平时的口味吃，不额外加盐，也不突然大幅减盐，盐吃多少等医生复查血钠后再定。** 高血压平时要少盐，但血钠低的时候，突然吃得很淡、再多喝水，都可能让它更低。喝水照平时的量，医生定了每天的液体量就按医生的，汤、牛奶、饮料都算在内。噻嗪类利尿药（如氢氯噻嗪）是老年人血钠低的常见原因：请在一两天内找开药医生复查血钠，说明你在吃的药和每天喝多少水，要不要换药由医生决定，不要自己停药。血钠低会让人站不稳、容易跌倒：出现意识混乱、特别困倦、走路不稳或跌倒、反复呕吐、剧烈头痛或抽搐，请立即就医（拨打120）。',
    en: '**With a low blood sodium (under 135 mmol/L), do not start a strict low-salt diet on your own now, and do not drink extra water: eat as you usually do, without adding salt and without suddenly cutting it right down — how much salt is for the doctor to say once the sodium is rechecked.** Less salt is usual advice for high blood pressure, but with a low sodium, suddenly very bland food plus more water can lower it further. Keep drinks to the usual amount, or to the fluid limit the doctor sets, counting soups, milk and other drinks. Thiazide water pills (such as hydrochlorothiazide) are a common cause of a low sodium in older people: see the prescriber within a day or two for a repeat sodium test, with your medicines and how much you drink; whether to change the medicine is the doctor’s decision — do not stop it yourself. A low sodium makes people unsteady and prone to falls: confusion, unusual drowsiness, unsteadiness or a fall, repeated vomiting, a severe headache or a seizure need care at once (call 911).',
  },
  source: {
    ref: 'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47 (thiazides a common cause; fluid restriction first; severe symptoms need emergency care); NICE CKS Hyponatraemia (2023: review medicines that may cause it, such as thiazide diuretics — cited from memory)',
    url: 'https://doi.org/10.1530/EJE-13-1020',
  },
};

/** Constipation, or what is taken for it (senna, prunes). */
const CONSTIPATION = /便秘|大便干|拉不出|排便困难|番泻叶|西梅|\bconstipat\w*|\bsenna\b|\bprunes?\b/;
/** The opioid row's sentence on medicines that lower sodium, replaced by the person's own. */
const OPIOID_SODIUM = {
  zh: '舍曲林这类抗抑郁药和曲马多都可能让血钠下降，老人更容易发生；请把血钠结果告诉开药医生，不要自己停药。',
  en: 'Antidepressants such as sertraline, and tramadol, can both lower sodium, above all in older people: tell the prescriber about the result, and do not stop a medicine yourself. ',
} as const;

const ALCOHOL =
  /喝酒|饮酒|白酒|啤酒|红酒|黄酒|葡萄酒|酒精|(喝|来|一)(点|杯|瓶|口|两)酒|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bpints?\b|\bbooze\b|\bwhisk(e)?y\b|\bliquor\b/;

const ESC_HF_2021 =
  'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599–3726 (non-pharmacological management and patient self-care: fluid, salt, alcohol, daily weighing)';
const CN_HF_2018 = '中国心力衰竭诊断和治疗指南2018（中华心血管病杂志 2018;46:760–789）';
const CDG_2022 = '中国居民膳食指南（2022）';

/** On maintenance dialysis: the plan's condition, or said. */
const DIALYSIS: FaqAudience = {
  conditions: ['dialysis'],
  said: /透析|\bdialysis\b|\bhaemodialysis\b|\bhemodialysis\b/,
};

/** Coconut water by its everyday names (椰青 is a young green coconut sold for its water). */
const COCONUT_WATER =
  /椰子水|椰青|嫩椰子?|\bcoconut water\b|\btender coconuts?\b|\bbuko\b|\bnariyal pani\b|\belaneer\b|\bilaneer\b|\bkarikku\b/;
/** South Indian dishes and meals named (a Kerala or Tamil home kitchen). */
const SOUTH_INDIAN_DISHES =
  /桑巴汤|\bsambh?ar\b|\brasam\b|\bdh?aa?l\b|\bkerala\b|\bsouth indian\b|\bidl(i|y)s?\b|\bdosas?\b|\bavial\b|\bthoran\b|\bappams?\b|\bputtu\b/;
/** Kidney disease or dialysis: potassium from drinks matters to both. */
const CKD_OR_DIALYSIS: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能|肾衰|肾不好|慢性肾|尿毒症|肌酐|透析|egfr|\bgfr\b|\bckd\b|\bkidney (disease|function|failure)\b|\bdialysis\b/,
};
/** After a kidney transplant the CKD potassium rows are not the rule (the transplant team's are). */
const TRANSPLANT_ONLY: FaqAudience = { conditions: ['kidney_transplant'], said: /移植|\btransplant\w*\b/ };

/**
 * High-glucose advice asked: the HbA1c, a high glucose, glucose control, or cutting carbohydrate. With
 * a low recorded on insulin or a sulfonylurea it is answered with the lows first.
 */
const HIGH_GLUCOSE_OR_CARB_CUT =
  /糖化|hba1c|\ba1c\b|glycated|血糖[^，。？?]{0,6}(高|偏高|超标|控制|控不住|降不下)|控糖|控制血糖|(少吃|不吃|戒|减|控制|断)[^，。？?]{0,3}(碳水|主食|米饭|淀粉|糖)|(碳水|主食|米饭|面条|馒头|淀粉)[^，。？?]{0,3}(减半|减少|少吃|不吃|戒掉)|生酮|低碳|\b(high|raised) (blood )?(sugar|glucose)s?\b|\b(sugar|glucose)s? (is |are |been |running |keeps? )?(high|up)\b|\b(cut|cutting|reduce|lower|fewer|less|no|low)[- ](carbs?|carbohydrates?|starch|sugar)\b|\bketo\b|\bhalv(e|ing) (my |the )?(rice|carbs?|starch|bread)\b/;

/**
 * Lows before highs (ADA Standards of Care 2025 §6): with hypoglycaemia on insulin or a sulfonylurea the
 * dose is reviewed within days, carbohydrate is kept regular, never cut to bring the HbA1c down.
 */
const LOWS_BEFORE_HIGHS: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**有低血糖时，先管低血糖，再管糖化：打胰岛素（或吃磺脲类药）出现低于3.9 mmol/L的低血糖，说明药量和吃饭不匹配，请这几天内就联系糖尿病医生调整剂量（不要等2–4周后的常规复诊）；在那之前不要为了降糖化而少吃主食、少吃碳水或省掉一顿饭——那只会让低血糖更多更重。** 两者可以同时存在：糖化血红蛋白反映过去2–3个月的平均血糖，白天（尤其饭后）偏高、夜里或清晨偏低，平均下来照样偏高；夜里低了以后身体还可能反弹，早上反而测得高。低于3.0 mmol/L是2级低血糖，指南要求重新评估治疗方案；告诉医生低血糖出现的时间和数值，不要为了降糖化自己加量，也不要为了防低血糖自己减量或停打。吃饭要规律：三餐定时，每餐主食的量大致固定（例如一拳头大小的米饭或等量主食），打了胰岛素就不要不吃饭，晚饭的主食不要省；睡前要不要加一份小点心（约15克碳水，如半杯牛奶加两三片苏打饼干），请先问医生。这几天记录睡前、半夜（凌晨两三点，能测就测）和早上空腹的血糖。随身带糖果或葡萄糖片：出现心慌、手抖、出汗、发饿或血糖低于3.9时，先吃15–20克糖，15分钟后再测，还低就再吃一次；人叫不醒或抽搐，立即拨打120。',
    en: '**With lows, the lows come first, then the HbA1c: a glucose under 3.9 mmol/L (70 mg/dL) on insulin or a sulfonylurea means the dose and your meals no longer match — contact your diabetes doctor within the next few days to review the dose (do not wait 2–4 weeks for a routine visit). Until then do not cut starch or carbohydrate or skip a meal to bring the HbA1c down: that only makes the lows more frequent and more severe.** Both can be true at once: HbA1c reflects your average glucose over the past 2–3 months, so highs during the day (above all after meals) and lows at night or early morning still average out high; after a night-time low the body can also rebound, so the morning reading may even be high. Below 3.0 mmol/L (54 mg/dL) is level 2 hypoglycaemia, for which the guideline says the treatment plan must be re-evaluated; tell your doctor when the lows happen and how low, and do not raise your insulin to bring the HbA1c down, or cut or skip it to avoid lows, on your own. Eat regularly: meals at set times, a similar amount of starch at each (for example a fist-sized portion of rice or its equivalent), never insulin without a meal, and do not skip the starch at dinner; ask your doctor whether a small bedtime snack (about 15 g of carbohydrate, such as half a glass of milk with two or three crackers) is right for you. For the next few days write down your glucose at bedtime, in the night (around 2–3 am if you can) and on waking. Carry sweets or glucose tablets: with shaking, sweating, a pounding heart, sudden hunger or a reading under 3.9, take 15–20 g of sugar, recheck after 15 minutes, and repeat if still low; if someone cannot be woken or has a fit, call emergency services.',
  },
  source: {
    ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §6 Glycemic goals and hypoglycemia (level 2 hypoglycaemia < 54 mg/dL, 3.0 mmol/L; re-evaluate the treatment plan; 15–20 g glucose, recheck after 15 minutes); 中华医学会糖尿病学分会 中国2型糖尿病防治指南（2020年版）低血糖',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  },
};

/**
 * Steroids and bones, for the person's own results: with a vitamin D low enough for the plan's supervised
 * treatment dose, "is my one calcium-D tablet enough?" is answered "no" with that dose, and a "Yes." lead
 * (steroids do thin bones) never answers an "is it enough" question (blind answer round 30, en-040,
 * unsafe: a vitamin D of 11.8 ng/mL and a calcium of 2.02 on prednisone were told "Yes").
 */
function steroidBonesText(said: ComposeInput, zh: boolean): string {
  const row = KIDNEY_HEART_FAQ.find((r) => r.id === 'steroid-bones-calcium-d')!;
  const base = pickZh(row.text, zh);
  const rest = base.replace(/^\*\*[^*]+\*\*\s*/, '');
  const dose = said.supervised?.vitaminD;
  const t = said.text.toLowerCase();
  const calcium = /(?:血钙|钙|\bcalcium\b|\bca\b)[^\d。？?!]{0,8}(\d\.\d{1,2})(?!\d)/.exec(t);
  const lowCalcium = calcium && Number(calcium[1]) < 2.15 && Number(calcium[1]) > 1;
  const calciumLine = lowCalcium
    ? zh
      ? `血钙${calcium[1]} mmol/L也偏低，请医生一起看，不要自己加大钙片。`
      : ` A calcium of ${calcium[1]} mmol/L is low too: have the doctor look at it with the vitamin D, and do not raise the calcium tablets on your own.`
    : '';
  if (dose !== undefined) {
    const iu = Math.round(dose * 40);
    const treated = zh
      ? rest.replace('维生素D每天600–800国际单位', '维生素D按上面的治疗剂量')
      : rest.replace('vitamin D 600–800 IU a day', 'vitamin D at the treatment dose above');
    return zh
      ? `**不够：你的维生素D化验偏低，要在医生监督下吃治疗剂量——你的方案在现有的之外每天加 ${dose} µg（${iu} IU），钙片里的那点维生素D远远不够；长期吃激素时这更要紧。**${calciumLine}${treated}`
      : `**Not on its own: your vitamin D result is low, which needs a treatment dose under a doctor — your plan adds ${dose} µg (${iu} IU) a day to what you take; the vitamin D in a calcium tablet is far short of that, and on long-term steroids it matters more.**${calciumLine} ${treated}`;
  }
  if (/够|足够|\b(enough|sufficient|adequate)\b/.test(t))
    return zh
      ? `**长期吃激素（泼尼松每天2.5毫克以上、超过3个月）会让骨量流失、骨折风险增加，所以钙和维生素D要吃够。**${calciumLine}${rest}`
      : `**Long-term steroids (prednisone 2.5 mg a day or more for over 3 months) thin the bones and raise fracture risk, so calcium and vitamin D need to be enough.**${calciumLine} ${rest}`;
  return base;
}

export const KIDNEY_HEART_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 12 en-086 (unsafe): "ok what about magnesium then, my legs cramp at night" from a
    // 74-year-old with heart failure, potassium 5.4, on furosemide, an ACE inhibitor and digoxin got
    // "Magnesium: take in the evening". Magnesium and potassium both bear on the heart's rhythm on a
    // diuretic and digoxin; a level, not a self-started supplement.
    id: 'magnesium-cramps-heart-failure',
    when: [/镁|\bmagnesium\b|\bmag\b/, /抽筋|腿抽|痉挛|\bcramps?\w*\b|\bspasms?\b|\bcharley horse\b/],
    for: { conditions: ['heart_failure'], medicines: ['digoxin', 'loop_diuretic'] },
    intent: 'medicine_question',
    text: {
      zh: '**先别自己开始吃镁。** 你在用利尿药（和地高辛）时，血镁、血钾都关系到心律：镁低会让地高辛更容易引起心律问题，肾功能不好时镁又会蓄积。夜里腿抽筋请告诉心衰门诊或家庭医生，请他们查一次血镁、血钾和肾功能：镁低时由医生开镁剂和剂量，钾也要一起看。在这之前：睡前拉伸小腿，按医生给的量喝水，别自己加减利尿药；不要用奎宁类药物治抽筋。抽筋同时有心慌、心跳不齐、明显乏力或头晕，当天就医。',
      en: '**Please do not start magnesium on your own.** On a water pill (and digoxin), your magnesium and potassium levels both affect your heart rhythm: low magnesium makes digoxin more likely to cause rhythm problems, and with weaker kidneys magnesium can build up. Tell your heart-failure nurse or doctor about the night cramps and ask for a blood test of magnesium, potassium and kidney function: if magnesium is low, they prescribe it and the dose, and they look at your potassium at the same time. Meanwhile: stretch your calves before bed, keep to the fluid amount your team gave you, and do not change your water pill yourself; do not use quinine for cramps. Cramps with palpitations, an irregular heartbeat, marked weakness or dizziness: get seen the same day.',
    },
    source: {
      ref: 'Lanoxin (digoxin) US prescribing information §5.6 (hypomagnesaemia and hypokalaemia raise toxicity) and §7; ACC/AHA/HFSA 2022 heart failure guideline (electrolyte monitoring on diuretics); MHRA Drug Safety Update 2010 (quinine not for routine night cramps)',
    },
  },
  {
    // Blind answer round 13 en-157 (unsafe): "I am from Kerala, at home we take tender coconut water daily,
    // fish curry, sambar and dal … my GFR is now 22" got the water-flush row; daily tender coconut water
    // (high in potassium) went unnamed. The meals named, each with its amount.
    id: 'ckd-south-indian-meals',
    when: [SOUTH_INDIAN_DISHES],
    for: CKD_OR_DIALYSIS,
    notFor: TRANSPLANT_ONLY,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    text: {
      zh: '**有慢性肾病时，家里的南印度饭菜可以继续吃，但要改量；肾小球滤过率越低（30以下是4期），越要照下面做：**\n- **嫩椰子水（椰青）**：钾很高，每100毫升约250毫克，一杯250毫升约600毫克。不要每天喝——除非最近查过血钾、肾内科医生或肾病营养师同意；血钾偏高时完全不喝。\n- **豆糊（木豆、小扁豆煮的）和桑巴汤（南印度扁豆蔬菜汤）**：豆类含蛋白质、钾和磷，桑巴汤里还有含钾的蔬菜和罗望子。一天吃一小碗（约半杯）放在一顿里，算进当天的蛋白质，不要顿顿都有。\n- **咖喱鱼**：鱼是优质蛋白，可以吃，但份量要在你每天的蛋白质限量以内（美国肾脏基金会2020年指南建议：未透析的慢性肾病3–5期，病情稳定的人在医生指导下每天每公斤体重约0.55–0.6克蛋白质）；盐少放，腌菜、炸薄饼这类很咸的少吃。\n- 米饭可以照常作为主食。\n你自己的钾、蛋白质和喝水的限量，请肾内科医生或肾病营养师按你的化验来定。',
      en: '**With chronic kidney disease your home South Indian (Kerala) meals can stay, with changes in amount — the lower your GFR (under 30 is stage 4), the more these matter:**\n- **Tender coconut water**: high in potassium — about 250 mg per 100 ml, so a 250 ml glass holds about 600 mg. Not daily, unless your potassium has been checked recently and your nephrologist or renal dietitian agrees; none while your potassium is high.\n- **Dal and sambar**: lentils bring protein, potassium and phosphorus, and sambar adds potassium-rich vegetables and tamarind. Keep to a small bowl (about half a cup) at one meal, counted in the day’s protein, rather than at every meal.\n- **Fish curry**: fish is good-quality protein and fine within your daily protein limit (KDOQI 2020 suggests about 0.55–0.6 g of protein per kg of body weight a day for stable stage 3–5 not on dialysis, under your team’s care); go easy on salt, and on pickles and papad, which are very salty.\n- Rice is fine as the base of the meal.\nYour own potassium, protein and fluid limits are for your nephrologist or renal dietitian to set from your blood tests.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guidelines 3.0.1 (0.55–0.6 g protein/kg/day in CKD 3–5 not on dialysis, metabolically stable, under supervision) and 6.4 (potassium intake adjusted to keep serum potassium in range); USDA FoodData Central, SR Legacy: Nuts, coconut water (liquid from coconuts) — potassium 250 mg per 100 g; National Kidney Foundation, Potassium and Your CKD Diet (2023)',
    },
  },
  {
    // The same question about coconut water alone ("肾不好能每天喝椰子水吗", "我每天喝一个椰青，对肾好不好",
    // "is coconut water good for my kidneys?") was answered three ways or declined.
    id: 'ckd-coconut-water',
    when: [COCONUT_WATER],
    unless: [SOUTH_INDIAN_DISHES],
    for: CKD_OR_DIALYSIS,
    notFor: TRANSPLANT_ONLY,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    text: {
      zh: '**肾功能下降（慢性肾病3–5期）或透析时，椰子水不要每天喝。** 椰子水（椰青、嫩椰子的水）钾含量高：每100毫升约250毫克，一杯250毫升约600毫克，一个椰青的水常常就有这么多。肾脏排钾的能力下降后，天天喝容易让血钾升高，严重时会影响心跳。除非最近查过血钾、肾内科医生或肾病营养师同意，否则先不喝；血钾偏高时完全不喝。它也算进每天的喝水量。解渴可以喝白开水。说椰子水“对肾好”没有依据。',
      en: '**With reduced kidney function (chronic kidney disease stage 3–5) or on dialysis, do not drink coconut water every day.** Coconut water (tender coconut) is high in potassium — about 250 mg per 100 ml, so a 250 ml glass, often what one tender coconut gives, holds about 600 mg. Once the kidneys clear potassium less well, a daily glass can push blood potassium up, which in the worst case upsets the heart rhythm. Leave it out unless your potassium has been checked recently and your nephrologist or renal dietitian agrees; none at all while your potassium is high. It counts towards any fluid limit too. Plain water is the drink for thirst; there is no evidence coconut water is “good for the kidneys”.',
    },
    source: {
      ref: 'USDA FoodData Central, SR Legacy: Nuts, coconut water (liquid from coconuts) — potassium 250 mg per 100 g; KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4 (potassium intake adjusted to keep serum potassium in range); National Kidney Foundation, Potassium and Your CKD Diet (2023)',
    },
  },
  {
    // Ninth clinician review, zh P2 Q4: "白蛋白才33，人越来越瘦，想给他多喝点骨头汤、鸡汤补补，再买点蛋白粉…
    // 每天喝几碗汤合适" on haemodialysis got the protein target and "no reliable rule" for the rest.
    id: 'dialysis-soup-protein',
    when: [
      // Soup or broth itself: protein powder alone is the dialysis protein rule's (intents/dose.ts).
      /汤|\bbroths?\b|\bsoups?\b/,
      /补|白蛋白|瘦|体重|营养|蛋白|几碗|多少|行吗|可以吗|\bprotein\b|\balbumin\b|\bweight\b|\bthin\b|\bbuild\b|\bhow (much|many)\b|\bok\b|\bgood\b/,
    ],
    for: DIALYSIS,
    intent: 'food_sources',
    text: {
      zh: '**汤的营养在肉里，不在汤里：骨头汤、鸡汤里蛋白质很少，钾和磷却不少，还要算进每天的限水量——想补蛋白，就把汤里的肉和鸡蛋、鱼、瘦肉、豆腐吃下去。** 透析时蛋白质要吃够（每天 1.0–1.2 克/千克体重），每餐都有一份肉、蛋、鱼或豆腐；汤每天最多一小碗，和水、粥、牛奶一起算进透析中心给的液体量。白蛋白偏低、人越来越瘦是营养不良的信号，请告诉透析中心的医生和肾病营养师：饭量不够时，可以用肾病专用的口服营养补充剂（高能量、高蛋白，钾和磷低），由营养师来选；不要自己买普通蛋白粉，有的钾、磷含量高，量也不好掌握。',
      en: '**The nourishment is in the meat, not the soup: bone and chicken broths carry little protein but a fair amount of potassium and phosphorus, and they count towards the fluid allowance — to get the protein, eat the meat from the soup, and eggs, fish, lean meat or tofu.** On dialysis protein must be enough (1.0–1.2 g/kg body weight a day), so have a portion of meat, egg, fish or tofu at each meal; keep soup to one small bowl a day, counted with water, porridge and milk in the fluid allowance your dialysis unit sets. A low albumin and weight loss are signs of malnutrition: tell the dialysis doctor and renal dietitian. When meals are not enough, a kidney-specific oral nutritional supplement (high energy and protein, low potassium and phosphorus) chosen by the dietitian can help; do not buy an ordinary protein powder yourself — some are high in potassium or phosphorus and the amount is hard to judge.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), Guideline 3 statements 3.0.2 (protein 1.0–1.2 g/kg on maintenance haemodialysis) and 3.1.1 (oral nutritional supplements for protein-energy wasting, as recalled); KDOQI Clinical Practice Guideline for Hemodialysis Adequacy: 2015 Update (Am J Kidney Dis 2015;66:884), guideline 5 (fluid)',
    },
  },
  {
    // Blind answer round 8, zh-075 and en-078: "HbA1c 8.1 but I had a low — eat more or less?" got only
    // the HbA1c read against its range, silent on the low. Blind answer round 16, zh-075 (unsafe): "糖化8.1，
    // 可早上又会低到2点几" said its low in words the pattern missed and got the HbA1c's "控制精制碳水".
    id: 'insulin-lows-and-high-a1c',
    when: [
      // "how can it be both too low and too high" is the same question (blind answer round 13, en-042).
      /糖化|hba1c|\ba1c\b|glycated|又高又低|又低又高|\bboth (too )?(low|high) and (too )?(high|low)\b/,
      LOW_GLUCOSE_SAID,
    ],
    for: INSULIN_OR_SULFONYLUREA,
    beforeLabs: true,
    intent: 'medicine_question',
    ...LOWS_BEFORE_HIGHS,
  },
  {
    // The same class with the low in the plan, not the message (blind answer round 16, zh-075): high-glucose
    // advice — the HbA1c's or a glucose's "cut refined carbohydrate", a lower-carb diet — for a person on
    // insulin or a sulfonylurea whose recorded glucose is below 3.9 mmol/L. Cutting carbohydrate would
    // add to the lows; the lows come first.
    id: 'recorded-low-high-glucose-advice',
    when: [HIGH_GLUCOSE_OR_CARB_CUT],
    for: { all: [INSULIN_OR_SULFONYLUREA, { lowGlucose: true }] },
    beforeLabs: true,
    intent: 'medicine_question',
    ...LOWS_BEFORE_HIGHS,
  },
  // ── Heart failure ──────────────────────────────────────────────────────────────────────────
  {
    // Thirst on a fluid limit (round 7 zh-001 "夏天老口渴"; en "always thirsty on the fluid restriction").
    id: 'fluid-limit-thirst',
    when: [
      /口渴|口干|嘴干|老渴|很渴|渴得|渴死|\bthirst\w*\b|\bdry mouth\b|\bparched\b/,
      /怎么办|咋办|办法|缓解|解渴|受不了|熬不住|忍不住|\btips?\b|\bhelp\b|\bhow (do|can) i\b|\bwhat can i\b|\bcope\b|\bideas?\b/,
    ],
    unless: [ALCOHOL],
    for: FLUID_LIMITED,
    intent: 'how_much_nutrient',
    text: {
      zh: '**限水时口渴，可以这样缓解：** 少吃盐和咸菜、腊肉、酱料——这是最有效的一条，盐吃得多就会渴；把一天的水量分成小份，用小杯子，全天均匀地小口喝，不要一次喝完；含一小块冰或冻过的葡萄、橘子瓣（要算进水量）；嚼无糖口香糖或含无糖薄荷糖；用凉水漱口后吐掉；嘴唇干涂润唇膏；屋里太热太干时开风扇、加湿。有糖尿病的人，口渴也可能是血糖高，要测一下。如果渴得实在熬不住、尿很少、头晕，或者体重在涨，请联系医生，可能需要调整利尿药或限水量——药不要自己加减。',
      en: '**Thirst on a fluid limit — what helps:** eat less salt, pickles, cured meat and sauces (the most effective step: salt makes you thirsty); split your allowance into small cups and sip it evenly through the day rather than all at once; suck a small ice cube or frozen grapes or orange segments (counted in your fluid); chew sugar-free gum or suck sugar-free mints; rinse with cold water and spit; use lip balm; keep the room cool and not too dry. With diabetes, thirst can also mean high blood sugar — check it. If the thirst is unbearable, you pass very little urine, feel dizzy, or your weight is rising, contact your doctor: the diuretic or the fluid limit may need changing — do not change your medicines yourself.',
    },
    source: { ref: `${ESC_HF_2021}；${CN_HF_2018}` },
  },
  {
    // Answer round 7, zh-001 / en-082: "how much may I drink a day?" — declined or no figure.
    id: 'hf-fluid-how-much',
    keepsToFluidLimit: true,
    when: [
      /喝多少|喝几|饮水|喝水|水量|液体|限水|限制喝水|控水|\bfluids?\b|\bwater\b|\bdrink(ing)?\b/,
      /多少|几(升|杯|毫升|碗)|限|\bhow much\b|\blimit|\brestrict|\ba day\b|\bper day\b|\blit(re|er)s?\b/,
    ],
    unless: [
      ALCOHOL,
      /咖啡|茶|汤|粥|稀饭|算不算|算在|算进|也算|算吗|要算|计入|\bcoffee\b|\btea\b|\bsoups?\b|\bcounts?\b|\bjelly\b/,
    ],
    for: HEART_FAILURE_OR_TOLD,
    intent: 'how_much_nutrient',
    text: {
      zh: '**医生给你定了每天的液体量的，以医生的为准；心衰限水时常见的量是每天1.5–2升（约6–8杯，每杯250毫升）**，这是一天里所有喝进去的液体的总和，汤、粥、牛奶和送药的水都算在内。医生没有让你限水的，也不要刻意大量喝水。夏天口渴时：早上把一天的量倒进一个有刻度的水壶，全天分小口喝；用小杯子；含一小块冰（化了也算水）、嚼无糖口香糖、漱口后吐掉；少吃咸的，盐吃多了更渴。出汗特别多、腹泻呕吐或头晕乏力时，请当天问医生要不要调整。每天早上称体重：3天内长了2公斤以上，或脚肿、气短加重，请联系医生或心衰门诊。',
      en: '**Your doctor’s fluid limit comes first; where a limit is set in heart failure it is usually 1.5–2 litres a day (about 6–8 glasses of 250 ml)** — everything you drink in a day counts, including soup, porridge, milk and the water you take tablets with. If no limit has been set, do not force extra water either. When it is hot and you are thirsty: pour the day’s amount into a marked bottle in the morning and sip it through the day; use small cups; suck a small ice cube (it counts as fluid), chew sugar-free gum, rinse your mouth and spit; eat less salty food — salt makes you thirstier. If you sweat a lot, have vomiting or diarrhoea, or feel dizzy and weak, ask your doctor that day whether to change anything. Weigh yourself every morning: a gain of more than 2 kg in 3 days, more ankle swelling or more breathlessness — contact your doctor or heart failure clinic.',
    },
    source: { ref: `${ESC_HF_2021}；${CN_HF_2018}` },
  },
  {
    // Answer round 7, zh-002 / en-083: "do soup and porridge (jelly) count?" after the fluid question.
    id: 'fluid-limit-what-counts',
    when: [
      /汤|粥|稀饭|牛奶|豆浆|果汁|酸奶|冰淇淋|雪糕|冰块|果冻|西瓜|茶|咖啡|\bsoups?\b|\bjell(y|o)\b|\bice\b|\bice ?cream\b|\bice lollies\b|\bporridge\b|\bmilk\b|\btea\b|\bcoffee\b|\bcustard\b|\byogh?urt\b|\bgravy\b/,
      /算不算|算进|算在|算吗|也算|要算|计入|包括|\bcounts?\b|\bcounted\b|\binclud/,
    ],
    for: FLUID_LIMITED,
    intent: 'how_much_nutrient',
    text: {
      zh: '**算。** 限水算的是一天里所有在室温下是液体、或者会化成液体的东西：白开水、茶、咖啡、牛奶、豆浆、汤、稀饭和粥、果汁、酸奶、冰淇淋、果冻、冰块，还有送药的水。稀饭和汤大部分是水，按一碗的容量整碗算进去比较稳妥；想省下水量，可以把稀饭换成干饭或馒头，汤少喝几口。西瓜、梨这类水分很多的水果吃得多也要留意。简单的办法：每喝一样就记下大概多少毫升，或者每喝一杯就从量好的水壶里倒掉同样多。',
      en: '**Yes, they count.** A fluid limit covers everything that is liquid at room temperature or melts: water, tea, coffee, milk, soup, porridge and congee, juice, yoghurt drinks, ice cream, jelly, ice cubes and gravy, plus the water you take tablets with. Soup and porridge are mostly water — count the whole bowl. To save fluid, choose rice, bread or toast instead of porridge and have a few spoons of soup rather than a bowl. Very watery fruit such as watermelon adds up too. An easy way to keep track: jot down roughly how many ml you drink, or pour the same amount out of a pre-measured jug each time you have a drink.',
    },
    source: {
      ref: `${ESC_HF_2021}；KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (dialysis fluid)`,
    },
  },
  {
    // Answer round 7, zh-135: "how many grams of salt with heart failure — I'm from Hunan, chilli sauce and
    // cured pork": the general 5 g answer, nothing for the heart or the cured food.
    id: 'hf-salt-how-much',
    when: [
      /盐|钠|\bsalt\b|\bsodium\b/,
      /几克|多少|克|限|\bhow much\b|\bgrams?\b|\bmg\b|\blimit|\ba day\b|\bper day\b/,
    ],
    unless: [
      /低钠盐|代盐|代用盐|氯化钾|\bsalt substitutes?\b|\blo-?salt\b|\bnosalt\b|\blow[- ]sodium salt\b/,
    ],
    for: HEART_FAILURE,
    intent: 'how_much_nutrient',
    text: {
      zh: '**心衰：每天食盐不超过5克（约一个啤酒瓶盖），医生给你定了更少的，按医生的。** 这5克包括看不见的盐：酱油（20毫升约含3克盐）、蚝油、豆瓣酱、剁辣椒、腐乳、咸菜、腊肉香肠、咸鸭蛋、挂面和方便面、外卖。口味重的可以这样吃：剁辣椒、腊肉不是一口都不能碰，但要当调味品用——这一顿放了一小勺剁辣椒或几片腊肉，炒菜就少放或不放盐；腊肉先用清水泡几个小时、再煮一遍把水倒掉，能去掉一部分盐；多用鲜辣椒、干辣椒、花椒、姜蒜、醋、葱和香菜提味。盐吃多了会口渴、水肿、体重上涨，每天早上称体重，3天内长了2公斤以上请联系医生。不要用低钠盐（代盐）代替：它含钾，吃螺内酯、普利类或沙坦类药的人血钾容易升高。',
      en: '**Heart failure: no more than 5 g of salt a day (about one level teaspoon), or less if your doctor has set a lower limit.** That 5 g includes hidden salt: soy sauce (20 ml holds about 3 g of salt), oyster and bean sauces, chilli sauce, pickles, bacon, ham and sausages, cheese, bread, instant noodles, takeaways and ready meals. To keep flavour: cured or salty foods are not banned outright, but treat them as the seasoning — if a meal has a spoon of chilli sauce or a few slices of bacon, add no salt to it; soak and boil cured meat and throw the water away; season with fresh or dried chilli, pepper, garlic, ginger, vinegar, lemon and herbs. Too much salt brings thirst, swelling and weight gain: weigh yourself each morning and contact your doctor if you gain more than 2 kg in 3 days. Do not use salt substitutes: they contain potassium, which spironolactone, ACE inhibitors and ARBs hold in the body.',
    },
    source: { ref: `${ESC_HF_2021}；${CN_HF_2018}；${CDG_2022}准则五` },
  },
  {
    // Sauces, MSG, cured and takeaway food for someone who must limit salt (round 7 zh-135's second half).
    id: 'salty-seasonings',
    when: [
      /酱油|生抽|老抽|蚝油|味精|鸡精|豆瓣酱|黄豆酱|腐乳|剁辣椒|辣椒酱|咸菜|榨菜|腌菜|泡菜|腊肉|腊肠|香肠|火腿|咸鱼|咸鸭蛋|咸蛋|方便面|外卖|\bsoy sauce\b|\bmsg\b|\boyster sauce\b|\bbacon\b|\bham\b|\bsausages?\b|\bpickles?\b|\btakeaways?\b|\btake-?outs?\b|\bstock cubes?\b|\bready meals?\b|\bprocessed (meat|food)s?\b/,
    ],
    // A phosphate asked with processed foods is the phosphorus row's (blind answer round 19 zh-059).
    unless: [/低钠盐|代盐|\bsalt substitutes?\b|嘌呤|尿酸|\bpurine|\buric\b|\bgout\b/, /磷|\bphosph\w*/],
    for: SALT_LIMITED,
    // On lithium salt stays steady, never cut (blind answer round 8, zh-113).
    notFor: ON_LITHIUM,
    intent: 'food_sources',
    text: {
      zh: '**能吃，但都要算进每天不超过5克的盐里（医生定得更少按医生的），而且它们都是“藏着的盐”：** 20毫升酱油约含3克盐；蚝油、豆瓣酱、腐乳、剁辣椒、咸菜榨菜、鸡精也都很咸；味精（谷氨酸钠）本身含钠，也要少放。做法：放了酱油、蚝油或酱料，就少放或不放盐，两样不要都放足；用小勺量着放，起锅前再放，咸味更明显；腊肉香肠、咸鱼、咸蛋、方便面、外卖一周少吃几次，吃的那顿其他菜做淡一点。买包装食品看营养成分表的“钠”，同类里挑钠低的。“低钠酱油”“低盐酱油”有的加了氯化钾，吃螺内酯、普利类或沙坦类药，或者有肾病的人，先看配料表、问医生。',
      en: '**You can have them, but they all count towards your salt limit (no more than 5 g of salt a day, or your doctor’s lower figure), and they are hidden salt:** 20 ml of soy sauce holds about 3 g of salt; oyster sauce, bean and chilli sauces, pickles, stock cubes and MSG (sodium glutamate) add sodium too; bacon, ham, sausages, ready meals and takeaways are among the saltiest foods. How: when a dish gets soy sauce or a sauce, add no salt; measure with a small spoon and add it at the end of cooking, where it tastes stronger; keep cured meat, ready meals and takeaways to a few times a week and make the rest of that day’s food plainer. On packets, compare the sodium on the nutrition label and pick the lower one. Some “low-sodium” soy sauces and salts use potassium chloride — on spironolactone, an ACE inhibitor or an ARB, or with kidney disease, check the ingredients and ask your doctor first.',
    },
    source: {
      ref: `${CDG_2022}准则五；${ESC_HF_2021}；KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, Rec 3.3.2`,
    },
  },
  {
    // Answer round 7, en-081: "what can I season food with instead — everything tastes like cardboard".
    id: 'low-salt-flavour',
    when: [
      /调味|提味|没味|没有味|没啥味|太淡|很淡|淡得|寡淡|吃不出味|\bseason\w*\b|\bflavou?r\w*\b|\bbland\b|\bcardboard\b|\btasteless\b|\bno taste\b|\binstead of salt\b/,
    ],
    unless: [/低钠盐|代盐|代用盐|\bsalt substitutes?\b|\blo-?salt\b|\bnosalt\b/],
    for: SALT_LIMITED,
    // On lithium salt stays steady, never cut (blind answer round 8, zh-113).
    notFor: ON_LITHIUM,
    intent: 'food_sources',
    text: {
      zh: '**少盐也能有味道，换着用这些：** 葱、姜、蒜、洋葱、香菜、芹菜叶；鲜辣椒、干辣椒、花椒、胡椒、八角、桂皮、孜然、咖喱粉（不含盐的）；醋、柠檬汁、番茄（新鲜的）；芝麻、少量芝麻油或香油；做法上多用蒸、炖、烤，出锅时再放少量盐，让盐留在表面，吃起来更咸；一餐里集中在一个菜上稍微有点咸味，其他菜做淡。口味大约两三周就能适应清淡。不要用低钠盐（代盐）或“低钠酱油”来补味：多数含氯化钾，吃螺内酯、普利类或沙坦类药，或有肾病的人会让血钾升高；鸡精、味精、酱料也都含钠，不算替代。',
      en: '**Low salt does not have to mean no flavour — rotate these:** garlic, ginger, onion, spring onion, fresh herbs (coriander, parsley, basil, rosemary, thyme); black pepper, chilli, paprika, cumin, salt-free curry powder and spice mixes; lemon or lime juice and zest, vinegar, fresh tomato; toasted sesame seeds or a few drops of sesame oil. Roast, grill or stir-fry rather than boil; add any salt at the end so it sits on the surface and tastes stronger; let one dish in the meal be a little savoury and keep the rest plain. Taste buds adjust in about two to three weeks. Do not use salt substitutes or “low-sodium” salts to make up for it: most contain potassium chloride, which is unsafe with spironolactone, ACE inhibitors or ARBs, or kidney disease; stock cubes, MSG and sauces contain sodium too.',
    },
    source: {
      ref: `${CDG_2022}准则五；American Heart Association, Sodium and salt: how to reduce sodium (2024)`,
    },
  },
  {
    // Daily weighing in heart failure: why and when to call ("每天称体重有什么用，涨多少要去医院").
    id: 'hf-daily-weight',
    when: [
      /称体重|量体重|体重.{0,8}(每天|天天|早上|涨|增加|长了|重了|上升)|(每天|天天|早上).{0,6}称|\bweigh (myself|yourself|every|daily|each)\b|\bdaily weigh|\bweigh(ing)? (myself )?(daily|every day)\b|\bweight gain\b|\bgain(ed)? (\d+(\.\d+)? ?kg|weight)\b|\bhow much (weight )?gain\b/,
    ],
    unless: [/激素|泼尼松|强的松|减肥|减重|\bprednis\w*\b|\bsteroids?\b|\blose weight\b|\bweight loss\b/],
    for: HEART_FAILURE,
    intent: 'how_much_nutrient',
    text: {
      zh: '**心衰每天称体重，是为了早一点发现身体里积水：体重几天里突然上涨，多半是水，不是长胖。** 方法：每天早上起床、排完尿、吃早饭前，穿差不多的衣服，用同一个秤称，记在本子上，复诊时带去。**3天内体重增加超过2公斤**，或者脚踝、小腿更肿，走路更喘，夜里躺平憋气要垫高枕头，请当天联系医生或心衰门诊——医生可能会调整利尿药，不要自己加减药。突然严重气短、胸痛、咳粉红色泡沫痰，马上打120。',
      en: '**Daily weighing in heart failure catches fluid building up early: a sudden rise over a few days is almost always water, not fat.** How: every morning after getting up and passing urine, before breakfast, in similar clothes, on the same scales — write it down and take the record to clinic. **If you gain more than 2 kg in 3 days**, or your ankles or legs swell more, you get more breathless walking, or need more pillows to breathe at night, contact your doctor or heart failure nurse that day — they may adjust your diuretic; do not change the dose yourself. Sudden severe breathlessness, chest pain or frothy pink sputum: call an ambulance.',
    },
    source: { ref: `${ESC_HF_2021}；${CN_HF_2018}` },
  },
  {
    // Blind answer round 10 en-086 (unsafe): "Lost my appetite and about 5 kg over the last few months … What
    // should I eat to get my strength back without too much salt or fluid?" with heart failure and a
    // potassium of 5.4 got the older person's appetite row: bananas and soup enrichment, nothing of his salt,
    // fluid and potassium limits. Weight lost unplanned is the heart failure team's to look at; a quick gain
    // is fluid, and theirs the same day.
    id: 'hf-poor-appetite-weight-loss',
    when: [EATING_LITTLE],
    // "没点剁辣椒腊肉吃不下饭" is about taste, not appetite (hf-salt-how-much, low-salt-flavour).
    unless: [
      ALCOHOL,
      /减肥|减重|太淡|没味|调味|提味|剁辣椒|腊肉|咸菜|腌|榨菜|酱菜|泡菜|\bpickle\w*|\bbacon\b|\bham\b|\bsausages?\b|\bsoy sauce\b|\blose weight\b|\bwant to lose\b|\bseason\w*|\bbland\b|\btasteless\b/,
    ],
    for: HEART_FAILURE,
    wholeMessage: true,
    intent: 'food_sources',
    pushesWeightGain: true,
    text: {
      zh: '**心衰的人没胃口、体重不知不觉在掉，要尽快告诉心衰门诊或心内科医生：非计划的体重下降在心衰里是需要查原因的问题，医生可能会请营养师一起看。** 在那之前，在你的限盐、限水、限钾范围内少量多餐：一天5–6次小餐和加餐，每一口都有蛋白质和能量——鸡蛋、新鲜的（不是腌制的）肉、禽、鱼，原味酸奶，饭菜里多放一勺油；米饭、面条、馒头照常吃。盐：不额外放盐，不喝浓汤、不用鸡精汤块，腊肉、咸菜、方便面、外卖少吃。水：汤、粥、牛奶、酸奶都算在每天的液体量里，所以选“干一点、浓一点”的饭菜，不要靠喝汤、喝粥来补。钾：吃螺内酯和普利类药、血钾又偏高的人，香蕉、橙子、干果、土豆这类含钾多的加餐先别加，不要用低钠盐；哪些要限、限多少，问你的医生。口服营养补充剂（如安素这类）也算液体、也含钾，先问医生能不能喝。每天早上称体重：3天内长了2公斤以上是积水，不是长了力气，要当天联系医生或心衰门诊。',
      en: '**With heart failure, a poor appetite and weight lost without trying need your heart failure team soon: unplanned weight loss in heart failure is something they look into, and they may bring in a dietitian.** Until then, eat little and often within your salt, fluid and potassium limits: 5–6 small meals and snacks a day, each with some protein and energy — eggs, fresh (not cured) meat, chicken or fish, plain yoghurt, an extra spoon of oil or butter in food; rice, pasta, bread and potatoes in your usual amounts. Salt: add none, and skip stock cubes, packet or canned soups, cured meats, ready meals and takeaways. Fluid: soup, porridge, milk and yoghurt drinks all count towards your daily fluid limit, so choose denser, drier dishes rather than building up on soups and drinks. Potassium: on spironolactone with an ACE inhibitor and a potassium above range, do not add potassium-rich snacks such as bananas, oranges, dried fruit or extra potatoes, and never use salt substitutes; which foods to limit and by how much is your doctor’s call. Nutrition supplement drinks count as fluid and contain potassium too — ask the team first. Weigh yourself every morning: a gain of more than 2 kg in 3 days is fluid, not strength coming back — contact your doctor or heart failure clinic that day.',
    },
    source: {
      ref: `${ESC_HF_2021}; Vest AR et al. Nutrition, obesity, and cachexia in patients with heart failure: a consensus statement from the Heart Failure Society of America. J Card Fail 2019;25:380–400; ${CN_HF_2018}`,
    },
  },
  {
    // "心衰能喝酒吗" / "can I have a beer with heart failure": declined before.
    id: 'hf-alcohol',
    when: [ALCOHOL],
    for: HEART_FAILURE,
    notFor: { medicines: ['anticoagulant', 'insulin', 'nitroimidazole'] },
    intent: 'medicine_question',
    text: {
      zh: '**心衰最好少喝，能不喝更好；医生说过是酒精引起的心肌病，就要完全戒酒。** 酒精会让心肌更弱、诱发房颤，喝多了血压和心率都会乱。医生没让你戒的，偶尔喝也要少量：成年人一天的酒精不超过15克——约一瓶450毫升的啤酒、或一杯150毫升的葡萄酒、或50毫升38度白酒；不要连着天天喝，也不要一次喝多。啤酒、红酒都要算进每天的限水量里。吃利尿药、降压药的人喝酒后容易头晕摔倒，起身慢一点。具体能不能喝、喝多少，请问你的心内科医生。',
      en: '**With heart failure, drink little or preferably none — and none at all if your doctor has said alcohol caused your heart muscle disease.** Alcohol weakens heart muscle, can trigger atrial fibrillation and upsets blood pressure and heart rate. If your doctor has not told you to stop, keep it small and occasional — well within the UK low-risk limit of 14 units a week, spread over several days, and never a binge. Beer and wine count towards any fluid limit. On diuretics and blood-pressure medicines, alcohol makes dizziness and falls more likely — stand up slowly. Ask your cardiologist whether and how much is safe for you.',
    },
    source: {
      ref: `${ESC_HF_2021}；${CN_HF_2018}；${CDG_2022}准则五（成年人一天饮酒的酒精量不超过15克）；NHS, Alcohol units`,
    },
  },
  {
    // Blind answer round 13 en-062 (unsafe): "I'm on a water pill (furosemide), shouldn't I be taking a
    // potassium supplement to replace what I pee out?" from a man with heart failure, potassium 5.4, on
    // spironolactone and lisinopril got an emergency card about a result he never mentioned. The answer
    // is no: those medicines keep potassium in; only the prescriber adds potassium, from blood tests.
    id: 'potassium-supplement-potassium-held',
    when: [
      /补(点|些|一点|充)?钾|补 ?potass?ium|钾片|钾剂|氯化钾|枸橼酸钾|缓释钾|吃点钾|吃钾|\bpotass?ium (supplements?|pills?|tablets?|tabs|chloride|citrate|gluconate)\b|\bk-?dur\b|\bklor-?con\b|\bslow-?k\b|\b(take|taking|need|add|replace|replacing|top up)\b[^.?!]{0,30}\bpotass?ium\b|\bpotass?ium\b[^.?!]{0,30}\b(replace|replacing|top up|make up)\b/,
    ],
    for: { medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'] },
    // A potassium already low is not held: the low-potassium answer (blind answer round 29, en-144, unsafe).
    notFor: [LOW_POTASSIUM],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**钾片、补钾药不要自己吃，低钠盐（代盐，里面是氯化钾）也别拿来代替食盐。** 呋塞米（速尿）这类利尿药确实会让钾从尿里排掉，但你同时吃的螺内酯（安体舒通）、依普利酮，或普利类（如赖诺普利、依那普利）、沙坦类药，会把钾留在体内——两边合起来，很多人的血钾不低反而偏高；再额外补钾，血钾可能升到危险的水平，引起心律失常。要不要补钾、补多少，只能由开药医生根据抽血查的血钾来定；上次血钾已经高于正常（比如5.4），就更不能补。利尿药和其他药也不要自己停或改量。含钾多的食物吃多少，按医生或营养师给你的建议。出现明显无力、心慌、心跳不齐，当天就医。',
      en: '**No — do not take a potassium supplement on your own, and do not use a salt substitute (it is potassium chloride).** Furosemide does wash potassium out in the urine, but spironolactone or eplerenone, and ACE inhibitors (lisinopril, enalapril …) or ARBs (losartan …), keep potassium in — together, many people’s potassium runs high rather than low, and extra potassium on top can push it to a dangerous level that upsets the heart rhythm. Whether you need potassium, and how much, is for your prescriber to decide from your blood tests; if your last potassium was above the normal range (5.4, say), you certainly should not add any. Do not stop or change your water pill or other medicines yourself either. Eat potassium-rich foods as your doctor or dietitian advises. Marked weakness, palpitations or an irregular heartbeat: get seen the same day.',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia (potassium supplements and salt substitutes; ACE inhibitors and ARBs add to the risk) and §7; Zestril (lisinopril) US prescribing information §5 Hyperkalemia; NIH ODS, Potassium Fact Sheet for Health Professionals (interactions with medications); ACC/AHA/HFSA 2022 heart failure guideline (potassium monitoring on mineralocorticoid antagonists)',
    },
  },
  {
    // Answer round 7, zh-127: "potassium 5.4 — what to watch in my meals, which vegetables can't I eat"
    // got only the drug-interaction blocks. (The named potassium foods stay with the everyday rule.)
    id: 'potassium-high-diet',
    when: [
      // Blind answer round 20 en-081 ("My potassium came back 5.4. Which foods should I cut down on?"): the
      // row's English text was there, its words only Chinese.
      /(血钾|钾)[^，。？?\d]{0,6}(5\.\d|[6-9](\.\d)?)|高钾|血钾(偏)?高|钾(偏)?高|钾.{0,4}超|\bpotass?ium\b[^.?!\d]{0,25}(?<![\d.])(5\.[1-9]|[6-9](\.\d)?)(?!\.?\d)|\bhigh potass?ium\b|\bpotass?ium (is |was |came back |came out |runs? |running )?(high|raised|elevated|up)\b|\bhyperkal\w*/,
      /吃饭|饮食|吃什么|吃啥|哪些菜|什么菜|不能吃|能吃|要注意|注意啥|注意什么|注意些什么|忌口|少吃|\bwhich foods?\b|\bwhat (foods?|can i eat|should i eat|to eat|to avoid|do i avoid)\b|\bcut (down|back) on\b|\bfoods? (to|i should) (avoid|cut)\b|\bmy diet\b|\bwhat i eat\b/,
    ],
    unless: [
      POTASSIUM_FOOD_NAMED,
      /杨桃/,
      /\bbananas?\b|\boranges?\b|\bpotato(es)?\b|\btomato(es)?\b|\bdried fruit\b|\bsalt substitutes?\b|\bstar ?fruit\b/,
    ],
    for: POTASSIUM_HELD,
    intent: 'food_sources',
    text: {
      zh: '**血钾高于正常范围：饮食上少吃高钾的食物，但不用什么都不敢吃。** 先少吃的：香蕉、橙子和橙汁、猕猴桃、哈密瓜、红枣和果干（葡萄干、杏干）；土豆、红薯、芋头、山药；菠菜、苋菜等深绿叶菜和菌菇（尤其干香菇）；西红柿和番茄酱；豆类、坚果；浓肉汤、菜汤、火锅汤；椰子水、运动饮料。可以正常吃的：米饭面条馒头、鸡蛋、适量的肉和鱼、冬瓜、黄瓜、丝瓜、葫芦、茄子、卷心菜、大白菜；水果选苹果、梨、葡萄、菠萝、西瓜、莓类，每天一两份、每份约一个拳头大。做法：蔬菜切小块，用大量水焯一下、把水倒掉再炒，能去掉一部分钾；不喝菜汤肉汤；不要用低钠盐（代盐）。螺内酯、普利类和沙坦类药会让血钾升高，但它们是治心衰的重要药，不要自己停——医生会决定要不要调整，并安排复查血钾。血钾超过5.5 mmol/L（吃着螺内酯等药时通常要调整剂量），请今天就联系开药医生；到6.0以上，或出现无力、心慌、心跳不齐，请当天去医院急诊。 医生一般会在几天到几周内复查；血钾到6.0或以上，或者乏力、心慌、心跳不齐，要当天就医。',
      en: '**A potassium above the normal range: cut back on high-potassium foods, without being afraid of everything.** Cut back: bananas, oranges and orange juice, kiwi, melon, dates and dried fruit; potatoes, sweet potatoes, taro; spinach and other dark leafy greens, mushrooms; tomatoes and tomato paste; beans, lentils and nuts; strong stocks, vegetable soups; coconut water, sports drinks. Fine: rice, pasta, bread, eggs, usual portions of meat and fish, cucumber, cabbage, courgette, aubergine; apples, pears, grapes, pineapple, watermelon and berries — one or two fist-sized portions a day. Your doctor will usually recheck it within days to weeks; 6.0 or more, or weakness, palpitations or an irregular heartbeat, needs care the same day. Boil vegetables in plenty of water and throw the water away; no vegetable soups; no salt substitutes. Spironolactone, ACE inhibitors and ARBs raise potassium but are important heart-failure medicines — do not stop them yourself; your doctor decides on any change and when to recheck. A potassium above 5.5 mmol/L (on spironolactone the dose usually needs changing): contact the prescriber today; 6.0 or more, or weakness, palpitations or an irregular heartbeat: the emergency department the same day.',
    },
    source: {
      ref: 'National Kidney Foundation, Potassium and Your CKD Diet (2023: high- and low-potassium foods, leaching); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4；Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia；McDonagh TA et al. 2021 ESC Guidelines for heart failure (K > 5.5 mmol/L on an MRA: halve the dose; > 6.0: stop)；美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Potassium Fact Sheet for Health Professionals',
    },
  },
  {
    // Answer round 7, zh-128: "so is fruit out altogether — what about apples?" after the potassium question.
    id: 'potassium-high-fruit',
    when: [/钾/, /水果|苹果|梨|葡萄|西瓜|草莓|蓝莓|菠萝|桃子|李子|樱桃/, /吃|呢|吗|行不行|可以/],
    unless: [POTASSIUM_FOOD_NAMED, /杨桃/],
    for: POTASSIUM_HELD,
    intent: 'food_sources',
    text: {
      zh: '**水果不是一点都不能吃，换成钾低一些的、控制份量就行。苹果可以吃。** 钾较低、可以吃的：苹果、梨、葡萄、菠萝、西瓜、草莓蓝莓等莓类、桃子（不大的一个）；每天一到两份，每份约一个拳头大小（一个中等苹果或梨、十几颗葡萄）。先少吃的：香蕉、橙子和橙汁、猕猴桃、哈密瓜、榴莲、红枣，以及葡萄干、杏干等果干（晒干后钾浓缩了）。果汁和椰子水也先不喝——一杯果汁的钾比一个水果还多，又容易喝多。下次抽血血钾降下来后，可以和医生商量放宽。',
      en: '**Fruit is not off the menu — choose lower-potassium fruit and watch the portion. Apples are fine.** Lower in potassium: apples, pears, grapes, pineapple, watermelon, berries, a small peach; one or two portions a day, each about the size of your fist (one medium apple or pear, a small bunch of grapes). Cut back on: bananas, oranges and orange juice, kiwi, melon, dates and dried fruit such as raisins and apricots (drying concentrates the potassium). Skip fruit juice and coconut water for now — a glass of juice holds more potassium than a piece of fruit and is easy to drink a lot of. When your potassium is back in range, ask your doctor whether you can relax this.',
    },
    source: {
      ref: 'National Kidney Foundation, Potassium and Your CKD Diet (2023: high- and low-potassium foods); 美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Potassium Fact Sheet for Health Professionals',
    },
  },
  {
    // "心衰能喝咖啡和浓茶吗" / "is coffee ok for my heart" — declined.
    id: 'hf-coffee-tea',
    when: [/咖啡|浓茶|喝茶|\bcoffee\b|\bcaffeine\b|\bespresso\b|\blatte\b/],
    unless: [/算不算|算在|算进|也算|\bcounts?\b/],
    for: HEART_FAILURE,
    intent: 'medicine_question',
    text: {
      zh: '**可以适量喝。** 有心衰的人平常每天喝一两杯咖啡或茶一般没问题：一项让心衰患者喝大量咖啡因的随机试验，没有发现心律失常增加。要注意三点：咖啡、茶都算进每天的限水量；浓茶和咖啡下午以后少喝，免得影响睡眠；喝了以后如果明显心慌、心跳乱，就减量或换成淡茶、低因咖啡，并告诉医生。不要喝能量饮料。',
      en: '**Yes, in moderation.** With heart failure, a cup or two of coffee or tea a day is generally fine: a randomised trial giving people with heart failure a large dose of caffeine found no increase in heart rhythm problems. Three things: coffee and tea count towards any fluid limit; keep strong tea and coffee to the morning so they do not spoil your sleep; and if you notice palpitations or an irregular beat afterwards, cut down or switch to weak tea or decaf and tell your doctor. Avoid energy drinks.',
    },
    source: {
      ref: `Zuchinali P et al. Effect of caffeine on ventricular arrhythmia: a randomized clinical trial in patients with heart failure. JAMA Intern Med 2016;176:1752–1759；${ESC_HF_2021}`,
    },
  },
  {
    // "吃了速尿老跑厕所，晚上起夜，什么时候吃好" — declined.
    id: 'loop-diuretic-timing',
    when: [
      /速尿|呋塞米|托拉塞米|布美他尼|利尿药|利尿剂|\bfurosemide\b|\blasix\b|\btorasemide\b|\btorsemide\b|\bbumetanide\b|\bwater (tablets?|pills?)\b|\bdiuretics?\b/,
      /什么时候吃|几点|早上|晚上|起夜|跑厕所|上厕所|\bwhat time\b|\bwhen (should|do) i take\b|\bmorning\b|\bnight\b|\btoilet\b|\bpee\w*\b|\bwee\b/,
    ],
    unless: [/漏|忘|\bmiss\w*\b|\bforg[oe]t\w*\b/],
    intent: 'supplement_timing',
    text: {
      zh: '**利尿药（呋塞米/速尿等）一般早上吃，这样排尿集中在白天，晚上不用老起夜；一天吃两次的，第二次放在中午或下午早些时候，不要晚上睡前吃。** 吃药后一两个小时里尿会比较多，出门办事可以安排在这之后。要出远门、坐长途车的那天，能不能把时间往后挪，先问医生或药师——不要自己跳过不吃。起夜时慢慢起身，防止头晕摔倒。每天早上称体重，3天内长了2公斤以上请联系医生。',
      en: '**Take a water tablet such as furosemide in the morning, so you pass the urine during the day rather than getting up at night; if you take it twice a day, take the second dose around midday or early afternoon, not at bedtime.** You will pass more urine for an hour or two after a dose, so plan outings after that. On a day with a long journey, ask your doctor or pharmacist whether you can shift the time — do not just skip it. Get up slowly at night to avoid dizziness and falls. Weigh yourself each morning and contact your doctor if you gain more than 2 kg in 3 days.',
    },
    source: {
      ref: 'NHS, Furosemide — how and when to take it；British National Formulary, Furosemide (patient and carer advice)',
    },
  },
  // ── Warfarin ───────────────────────────────────────────────────────────────────────────────
  {
    // Answer round 7, zh-087 / en-065: "so the same amount every day — is that right, what does it look like?"
    id: 'warfarin-steady-greens',
    when: [
      /固定|差不多|一样|稳定|保持|不变|规律|\bsame\b|\bsteady\b|\bconsistent\w*\b|\bregular\w*\b|\broughly\b|\blooks? like\b/,
      /绿叶菜|青菜|蔬菜|菠菜|西兰花|油菜|生菜|维生素k|每天|每周|天天|\bgreens?\b|\bveg(etables?|gies)?\b|\bspinach\b|\bbroccoli\b|\bbrocolli\b|\bkale\b|\bsalads?\b|\bvitamin k\b|\bevery (day|week)\b|\bweekly\b|\bdaily\b/,
    ],
    unless: [/时间|几点|什么时候|漏|忘|\btime\b|\bmiss\w*\b|\bforg[oe]t\w*\b/, ALCOHOL, NATTO_SAID],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    text: {
      zh: '**对，就是这样：绿叶菜照常吃，每天、每周吃的量大致固定。** 比如你平时每天午饭晚饭各有一盘炒青菜（菠菜、西兰花、油菜、小白菜、生菜都行），就一直这样吃；不要这一周天天一大盘，下一周几乎不吃。不同的绿叶菜可以换着吃，总量差不多就行。要大改的时候——开始天天喝青汁或蔬菜汁、节食减肥、出门旅行吃不到青菜、生病吃不下——先告诉抗凝门诊，他们会安排提前查INR。查INR前几天饮食保持平常的样子，结果才准。',
      en: '**Yes, that is exactly it: keep eating greens, in roughly the same amount day to day and week to week.** For example, if you usually have a portion of cooked greens (spinach, broccoli, cabbage, lettuce, kale) with lunch and dinner, keep doing that; do not have a big plate every day one week and almost none the next. You can swap one green for another as long as the total stays similar. Before a big change — starting green juices or smoothies, a weight-loss diet, travel where you may not get vegetables, illness where you cannot eat — tell your anticoagulation clinic so they can check your INR sooner. Keep eating as usual in the days before an INR test so the result reflects your normal diet.',
    },
    source: {
      ref: 'Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017)；美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Vitamin K Fact Sheet for Health Professionals (interactions with warfarin)',
    },
  },
  {
    // Answer round 7, zh-088: a week's travel with few greens; en: a cruise, a weight-loss diet, days of diarrhoea.
    id: 'warfarin-diet-change',
    when: [
      /旅游|旅行|出差|出国|出远门|邮轮|度假|减肥|节食|少吃饭|吃素|拉肚子|腹泻|呕吐|吃不下|没胃口|没怎么吃|生病|\btravel\w*\b|\bholidays?\b|\bvacation\b|\bcruise\b|\btrip\b|\bdiet(ing)?\b|\blos(e|ing) weight\b|\bdiarrh\w*\b|\bvomit\w*\b|\bsick\b|\bnot eating\b|\bappetite\b/,
      // The warfarin or its INR named: "我想减肥" alone is a weight question for anyone.
      /华法林|醋硝香豆素|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b|\binr\b|抗凝|凝血|青菜|绿叶菜|维生素k|\bgreens\b|\bvitamin k\b|\bveg(etables?|gies)?\b/,
    ],
    unless: [
      /漏|忘|纳豆|绿茶|蔓越莓|枸杞|\bmiss\w*\b|\bforg[oe]t\w*\b|\bnatto\b|\bgreen tea\b|\bcranberr\w*\b|\bgoji\b/,
      // How often the INR is checked, or an INR figure: the INR rules answer (intents/medicines.ts).
      /多久|几周|\bhow often\b|\bsteady\b|\d\.\d/,
      ALCOHOL,
    ],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    text: {
      zh: '**饮食一下子变了，INR就可能跟着变——最常见的是青菜吃少了、维生素K少了，INR升高、容易出血。** 出门前：告诉抗凝门诊出行日期，问要不要出发前或回来后查一次INR；药多带几天的量，放随身包里；跨时区时尽量每天同一时间吃。路上：每天尽量点一份绿叶菜（炒青菜、凉拌菠菜、西兰花），量跟在家差不多；不要突然大量喝酒；不在外面买草药和保健品。在家也一样：减肥节食、改吃素、生病吃不下、呕吐或腹泻超过一两天，都会让INR变化，请打电话告诉抗凝门诊，他们会决定要不要提前查INR。华法林本身照常吃，剂量不要自己改。牙龈或鼻子出血止不住、尿血、黑便、大片瘀青、剧烈头痛，马上就医。',
      en: '**A sudden change in what you eat can move your INR — most often fewer greens means less vitamin K, a higher INR and more bleeding risk.** Before you travel: tell your anticoagulation clinic your dates and ask whether to have an INR check before you go or when you are back; pack a few days’ extra warfarin in your hand luggage; across time zones keep to roughly the same time each day. While away: try to have a portion of greens most days, about what you eat at home; no binge drinking; do not buy herbal remedies or supplements abroad. The same at home: a weight-loss diet, going vegetarian, illness where you cannot eat, or vomiting or diarrhoea for more than a day or two can all change the INR — phone the clinic, who decide whether to check it sooner. Keep taking your warfarin; do not change the dose yourself. Bleeding that will not stop, blood in urine, black stools, large bruises or a severe headache: get medical help at once.',
    },
    source: {
      ref: 'NHS, Warfarin — common questions (diet, travel, illness)；Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017)',
    },
  },
  {
    // Answer round 7, zh-091: "two glasses of baijiu at New Year — and do I take the warfarin after drinking?"
    id: 'warfarin-alcohol-dose',
    // An INR said with a figure is the INR answer's; juice, water or tea drunk is no alcohol (blind triage
    // round 39, development data: "drinking loads of cranberry juice" with an INR of 8.6 the clinic said to
    // hold for was told "take your warfarin as normal").
    unless: [
      /(\binr\b|国际标准化比值)[^\d]{0,24}\d/,
      /果汁|蔓越莓|\b(juice|cranberr\w*|water|tea|milk|smoothies?)\b/,
    ],
    when: [
      /酒|\balcohol\w*\b|\bbeers?\b|\bpints?\b|\bwines?\b|\bdrinks\b|\bdrinking\b|\bdrank\b|\bhangover\b|\bbud lights?\b|\bbudweiser\b|\bcoors\b|\bmiller lite\b|\bcorona\b|\bheineken\b|\bguinness\b|\bmichelob\b/,
      // "is a couple Bud Lights during the game ok on warfarin" (blind answer round 18 en-153): how much.
      /照常|还吃|再吃|在吃|接着吃|吃药|服药|要不要吃|能吃药|还能吃|能喝|可以喝|能不能喝|喝点|喝几|喝一点|\bas (normal|usual)\b|\btake (my|the|it)\b|\bdose\b|\bskip\b|\b(ok|okay|fine|alright|allowed|safe)\b|\bcan i (have|drink)\b|\b(a couple|a few|one or two|1-2|2-3)\b/,
    ],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    text: {
      zh: '**华法林照常吃：平时几点吃、吃多少，今天还是一样，不要因为喝了酒就跳过，也不要多吃或少吃。** 酒可以少量喝：成年人一天的酒精不超过15克，大约是50毫升38度的白酒（一两），度数更高的白酒还要更少；慢慢喝，边吃饭边喝。一次喝很多会让INR突然升高、容易出血，喝醉摔倒对吃华法林的人也更危险。这几天如果喝得比平时多，告诉抗凝门诊，他们可能会安排查一次INR。出现黑便、尿血、牙龈或鼻子出血不止、剧烈头痛或呕吐，马上就医。',
      en: '**Take your warfarin as normal: the usual dose at the usual time — do not skip it because you have been drinking, and do not take more or less.** Small amounts of alcohol are fine on warfarin: keep within 14 UK units a week, spread over several days, and never binge — a large amount at once can push the INR up suddenly and raise the bleeding risk, and a fall after drinking is more dangerous on warfarin. If you have drunk more than usual over a few days, tell your anticoagulation clinic; they may check your INR. Black stools, blood in your urine, bleeding gums or nosebleeds that will not stop, a severe headache or vomiting: get medical help at once.',
    },
    source: {
      ref: `NHS, Warfarin — common questions (alcohol)；Coumadin (warfarin) Medication Guide (rev. 2017)；${CDG_2022}准则五（成年人一天饮酒的酒精量不超过15克）`,
    },
  },
  {
    // "华法林能喝绿茶吗" was answered with the alcohol text.
    id: 'warfarin-green-tea',
    when: [/绿茶|抹茶|茶多酚|\bgreen tea\b|\bmatcha\b/],
    for: ON_VITAMIN_K_ANTAGONIST,
    // The case report is warfarin's (Taylor 1999).
    warfarinItself: ['有让华法林效果变弱', 'reported to weaken warfarin'],
    intent: 'medicine_question',
    text: {
      zh: '**可以喝。平常泡几杯绿茶没问题，关键是每天的量差不多。** 绿茶叶本身含维生素K，但泡出来的茶水里很少；要留意的是：每天大量喝很浓的绿茶、吃抹茶（整片茶叶磨成粉吃进去），以及绿茶提取物、茶多酚胶囊这类保健品——有让华法林效果变弱、INR下降的报告，保健品不要自己开始吃。喝茶习惯要大改（比如从不喝变成每天很多）先告诉抗凝门诊。',
      en: '**Yes. A few cups of ordinary green tea a day are fine — keep the amount about the same from day to day.** The leaves contain vitamin K but very little gets into the brewed tea. What to watch: drinking large amounts of very strong green tea every day, matcha (the whole leaf powdered and swallowed), and green tea extract capsules — these have been reported to weaken warfarin and lower the INR; do not start such supplements on your own. Before a big change in your tea habit, tell your anticoagulation clinic.',
    },
    source: {
      ref: 'Taylor JR, Wilt VM. Probable antagonism of warfarin by green tea. Ann Pharmacother 1999;33:426–428；美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Vitamin K Fact Sheet for Health Professionals',
    },
  },
  {
    // "吃华法林能喝咖啡吗，我一天两杯" was declined and "how much coffee can I drink on warfarin?" got the
    // general caffeine line with "About Warfarin … I have no reliable rule" after it.
    id: 'warfarin-coffee',
    when: [
      /咖啡|拿铁|美式|卡布奇诺|咖啡因|\b(coffees?|caffeine|latte|cappuccino|espresso|americano|flat white)\b/,
      // Drinking it asked ("能喝咖啡吗", "how much coffee can I drink"), not "what about coffee?" after a pairing.
      /喝|多少|几杯|\b(drink|drinking|have|ok|okay|fine|safe|allowed|how much|how many|cups?)\b/,
    ],
    // Coffee beside another tablet or supplement is that pair's timing question ("thyroid pill and coffee in the
    // morning - how long to wait?" from someone on warfarin and levothyroxine: the pairing table answers).
    unless: [
      /绿茶|抹茶|\bgreen tea\b|\bmatcha\b/,
      /甲状腺|优甲乐|雷替斯|左甲|铁|钙|药片|隔多久|等多久|\b(thyroid|levothyrox\w*|synthroid|euthyrox|iron|calcium|pills?|tablets?|how long|wait)\b/,
    ],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    text: {
      zh: '**可以喝。咖啡几乎不含维生素K，不会像绿叶菜那样影响华法林的效果：每天的量大致稳定，咖啡因总量不超过400毫克（现煮咖啡约3–4杯）就行。** 要留意的是能量饮料和减肥、运动前这类补剂：常加绿茶提取物、瓜拉纳等草本成分，开始前先问抗凝门诊。喝的东西有大变化，下次查INR前告诉门诊。',
      en: '**Yes. Coffee holds almost no vitamin K, so it does not work against warfarin the way greens can: keep your usual amount about the same from day to day, within the general limit of up to 400 mg of caffeine a day (about 3–4 cups of brewed coffee).** What to watch: energy drinks and weight-loss or pre-workout products often hold herbs such as green tea extract or guarana — ask your anticoagulation clinic before starting one. With a big change in what you drink, tell the clinic before your next INR.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Vitamin K Fact Sheet for Health Professionals (vitamin K in foods; brewed coffee holds almost none); EFSA Scientific Opinion on the safety of caffeine (EFSA J 2015;13:4102): up to 400 mg/day for healthy adults',
    },
  },
  {
    // Blind answer round 18 en-114 (unsafe): "should i quit the Ensure then or keep it the same" after an
    // INR of 3.6 was answered with the older person's "two servings a day" — nothing on warfarin.
    id: 'warfarin-nutrition-drink',
    when: [NUTRITION_DRINK],
    // An INR figure said with it: the INR rules answer, with the drink's line (intents/medicines.ts).
    unless: [NOT_A_NUTRITION_DRINK, /(\binr\b|国际标准化比值)[^\d]{0,24}\d/],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    text: {
      zh: '**吃华法林可以喝安素这类营养液，但每天喝的量要固定；开始喝、停掉或改变每天喝几份，都先告诉抗凝门诊。** 这类营养液里加了维生素K（标签上写着含量），每天新加一份往往会让INR往下走，突然停掉又可能让它往上走；抗凝门诊会按你稳定的喝法调华法林剂量，必要时提前查INR。不要因为一次INR结果就自己把营养液停掉或加量，华法林剂量也不要自己改。出血止不住、尿血、黑便或剧烈头痛，马上就医。',
      en: '**On warfarin a nutrition drink such as Ensure is fine, but keep to the same amount every day, and tell your anticoagulation clinic before you start it, stop it or change how many you have.** These drinks have vitamin K added (the label lists how much), so a new daily drink tends to pull the INR down and stopping one suddenly can push it up; the clinic sets your warfarin dose around a steady habit and may check your INR sooner. Do not stop or double the drinks on your own because of one INR result, and do not change your warfarin dose yourself. Bleeding that will not stop, blood in your urine, black stools or a severe headache: get medical help at once.',
    },
    source: {
      ref: '美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Vitamin K Fact Sheet for Health Professionals (warfarin: keep vitamin K intake consistent, since a change in intake changes the INR)；Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017): tell your healthcare provider before changing your diet',
    },
  },
  {
    // Answer round 7, en-063: "if I stop the vitamin E do I need to tell the anticoagulation clinic?"
    id: 'warfarin-tell-clinic-supplement-change',
    when: [
      /停|不吃了|不再吃|换|加|减|开始|新吃|\bstop\w*\b|\bquit\b|\bcome off\b|\bstart\w*\b|\bchang\w*\b|\bswitch\w*\b/,
      /告诉|说一声|通知|讲一下|跟.{0,8}说|\btell\b|\blet .{0,30}\bknow\b|\binform\b|\bmention\b/,
    ],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'medicine_question',
    text: {
      zh: '**要告诉。** 开始、停用或改变剂量的任何补充剂和药——维生素E、鱼油、复合维生素、钙片、中药、保健品、止痛药、抗生素——都要告诉抗凝门诊：加上或停掉都可能让INR或出血风险跟着变，他们会决定要不要提前查INR。停掉维生素E这类增加出血风险的补充剂通常是对的，但也要让他们知道。华法林本身的剂量不要自己改。',
      en: '**Yes, tell them.** Let your anticoagulation clinic know whenever you start, stop or change the dose of any supplement or medicine — vitamin E, fish oil, multivitamins, calcium, herbal remedies, painkillers, antibiotics — because starting or stopping one can shift your INR or your bleeding risk, and they decide whether to check your INR sooner. Stopping a supplement that adds to bleeding, such as vitamin E, is usually the right move, but they still need to know. Do not change your warfarin dose yourself.',
    },
    source: {
      ref: 'Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017)；NHS, Warfarin — taking it with other medicines and supplements',
    },
  },
  {
    // Answer round 7, zh-055: "can I cut the fish oil down to one capsule a day?"
    id: 'warfarin-fish-oil-lower-dose',
    when: [
      /鱼油|\bfish oil\b|\bomega/,
      /一粒|一颗|一片|减|少吃|少一点|\bone (capsule|a day|pill|tablet)\b|\bjust (one|1)\b|\bone\b.{0,20}\bcapsules?\b|\binstead of\b|\blower dose\b|\bless\b|\bcut (it )?(down|back)\b|\breduc\w*\b|\bsmaller\b/,
    ],
    for: ON_VITAMIN_K_ANTAGONIST,
    intent: 'drug_interaction',
    text: {
      zh: '**一天一粒（普通鱼油约1克）属于低剂量，研究里低剂量鱼油一般不会明显改变INR，比大剂量稳妥；但也有加量后INR升高的报告，而且同时吃维生素E等补充剂时出血风险会叠加。** 所以要不要留、留多少，请让开药医生或抗凝门诊决定：他们同意的话，就每天固定一粒，不要时多时少，开始、停用或改量都告诉他们，必要时查INR；留意瘀青、牙龈或鼻出血、黑便。鱼油不是必需的——每周吃两次鱼（清蒸鱼、炖鱼）也能获得同样的营养。',
      en: '**One capsule a day (about 1 g of ordinary fish oil) is a low dose; in studies low doses of fish oil generally did not change the INR much, so it is safer than a high dose — but INR rises have been reported after increasing the dose, and together with vitamin E or similar supplements the bleeding risk adds up.** So let your prescriber or anticoagulation clinic decide whether to keep it: if they agree, take the same one capsule every day, not more some days and less others, tell them whenever you start, stop or change it, and have your INR checked when they ask; watch for bruising, bleeding gums or nosebleeds and black stools. Fish oil is not essential — two portions of fish a week give the same nutrients.',
    },
    source: {
      ref: 'Bender NK et al. Effects of marine fish oils on the anticoagulation status of patients receiving chronic warfarin therapy. J Thromb Thrombolysis 1998;5:257–261；Buckley MS, Goff AD, Knapp WE. Fish oil interaction with warfarin. Ann Pharmacother 2004;38:50–52；Coumadin (warfarin) US prescribing information §7',
    },
  },
  {
    // Fourteenth clinician review, zh P1 #3: "鱼油我一天吃2粒，够不够降甘油三酯？" with triglycerides of 11.8 got
    // the population EPA+DHA target ("保持现在的量即可"), twice. Omega-3 for triglycerides is a treatment dose.
    id: 'omega3-triglycerides',
    when: [
      /鱼油|鱼由|深海鱼|欧米伽|ω-?3|omega|\bepa\b|\bfish ?oil\b|\bkrill\b|\bvascepa\b|\blovaza\b|\bicosapent\b/,
      /甘油三酯|甘油三脂|三酰甘油|血脂|\btg\b|\btriglycerides?\b|\btrigs?\b|\blipids?\b/,
    ],
    unless: [/鱼肝油|\bcod liver\b/],
    notFor: ON_VITAMIN_K_ANTAGONIST,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**降甘油三酯，保健品鱼油的量远远不够：两粒常见的1克鱼油胶囊只含约0.6克EPA+DHA（按约30%计，以标签为准），对甘油三酯基本没有作用。能降甘油三酯的是每天2–4克的处方级高纯度ω-3（EPA+DHA）；要不要用、用哪种、用多少，由开降脂药（如力平之）的医生决定，不要自己靠多吃几粒保健品鱼油去凑。** 甘油三酯在5.6 mmol/L以上，急性胰腺炎的风险会升高：最要紧的是戒酒（啤酒、白酒都算）；少吃糖、含糖饮料和精制主食，烹调油每天少于20–25克，少吃油炸食品和肥肉；按医生的安排复查血脂。出现剧烈上腹痛并伴呕吐，请立即就医。',
      en: '**For triglycerides, supplement fish oil is nowhere near the dose: two ordinary 1 g capsules hold only about 0.6 g of EPA+DHA (at about 30 %; check the label), which does little to triglycerides. Lowering triglycerides takes 2–4 g a day of prescription-grade omega-3 (EPA+DHA); whether you need it, which one and how much is for the doctor who prescribes your lipid medicine (such as fenofibrate) to decide — do not try to reach it with extra supplement capsules.** With triglycerides of 5.6 mmol/L (500 mg/dL) or more the risk of acute pancreatitis rises: stopping alcohol matters most; cut sugar, sugary drinks and refined starches, keep cooking oil under 20–25 g a day, little fried food or fatty meat; have your lipids rechecked as your doctor plans. Severe upper belly pain with vomiting: get care at once.',
    },
    source: {
      ref: '中国血脂管理指南（2023年）（甘油三酯 ≥5.6 mmol/L：贝特类或高纯度ω-3脂肪酸 2–4 g/d，预防急性胰腺炎）; Skulas-Ray AC et al. Omega-3 fatty acids for the management of hypertriglyceridemia: a science advisory from the American Heart Association. Circulation 2019;140:e673–e691 (prescription omega-3 4 g/day; dietary-supplement doses are not a substitute)',
      url: 'https://doi.org/10.1161/CIR.0000000000000709',
    },
  },
  {
    // Its follow-up, "那到底一天吃多少粒啊？" (zh P1 #3, T7): the number, never the plan's everyday dose.
    id: 'omega3-triglycerides-how-many',
    cutsCarbohydrate: true,
    when: [
      /鱼油|鱼由|深海鱼|欧米伽|ω-?3|omega|\bepa\b|\bfish ?oil\b|\bkrill\b/,
      /甘油三酯|甘油三脂|三酰甘油|血脂|\btg\b|\btriglycerides?\b|\btrigs?\b|\blipids?\b/,
      /多少|几粒|几颗|几片|\bhow (many|much)\b/,
    ],
    unless: [/鱼肝油|\bcod liver\b/],
    notFor: ON_VITAMIN_K_ANTAGONIST,
    followUpOnly: true,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**降甘油三酯要的量是每天2–4克EPA+DHA，而且是处方级的高纯度ω-3，不是按保健品鱼油数粒数：** 两粒普通鱼油只含约0.6克；用普通1克鱼油胶囊（约含0.3克EPA+DHA，以标签为准）凑到这个量要每天7–14粒，请不要自己这样吃。要不要加处方ω-3、加多少，请问开力平之的医生，并按医生安排复查血脂；同时戒酒、少吃糖和精制主食、少油，比多吃几粒鱼油重要得多。',
      en: '**The amount that lowers triglycerides is 2–4 g of EPA+DHA a day, as a prescription-grade omega-3 — not a number of supplement capsules:** two ordinary capsules give about 0.6 g; reaching that amount with ordinary 1 g fish-oil capsules (about 0.3 g EPA+DHA each; check the label) would take 7–14 a day, which you should not do on your own. Whether to add a prescription omega-3, and how much, is for the doctor who prescribes your fenofibrate, with your lipids rechecked as they plan; stopping alcohol and cutting sugar, refined starches and fat matter far more than extra capsules.',
    },
    source: {
      ref: '中国血脂管理指南（2023年）（高纯度ω-3脂肪酸 2–4 g/d）; Skulas-Ray AC et al. AHA science advisory, Circulation 2019;140:e673–e691 (prescription omega-3 4 g/day)',
      url: 'https://doi.org/10.1161/CIR.0000000000000709',
    },
  },
  {
    // "华法林每天什么时候吃最好" was declined.
    id: 'warfarin-what-time',
    when: [
      /华法林|\bwarfarin\b|\bcoumadin\b|\bmarevan\b/,
      /什么时候吃|几点|早上还是晚上|早上吃还是晚上吃|何时吃|什么时间|饭前还是饭后|\bwhat time\b|\bwhen (should|do|can) i take\b|\bmorning or (evening|night)\b|\bbest time\b/,
    ],
    unless: [/漏|忘|\bmiss\w*\b|\bforg[oe]t\w*\b/, ALCOHOL],
    intent: 'supplement_timing',
    text: {
      zh: '**每天固定在同一个时间吃一次，一般放在傍晚或晚上（比如每天晚上6点）**——这样白天查了INR、门诊当天调了剂量，当晚就能按新剂量吃。饭前饭后都可以，选一个固定的习惯就行。可以设手机闹钟、用一周药盒，吃完打个勾。漏服了：当天想起来就补上；到了第二天就不要补，更不要吃双份，并告诉抗凝门诊。',
      en: '**Take it once a day at the same time, usually in the late afternoon or evening (for example 6 pm)** — so that if your INR is checked during the day and the clinic changes your dose, you can take the new dose that evening. With or without food is fine; just keep the same habit. A phone alarm and a weekly pill box help. If you miss a dose: take it the same day when you remember; if it is already the next day, skip it — never take a double dose — and tell your anticoagulation clinic.',
    },
    source: {
      ref: 'NHS, How and when to take warfarin；Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017)',
    },
  },
  {
    // Answer round 7, zh-067: goji tea with danggui and danshen — the goji (枸杞) was left out.
    id: 'warfarin-goji',
    when: [/枸杞|\bgoji\b|\bwolfberr\w*\b|\blycium\b/],
    for: ON_VITAMIN_K_ANTAGONIST,
    // The case reports are warfarin's (Lam 2001).
    warfarinItself: ['和华法林一起吃后', 'taken with warfarin'],
    intent: 'herbal_remedy',
    text: {
      zh: '**吃华法林时，枸杞泡茶、枸杞汁或枸杞提取物最好不要天天吃：有和华法林一起吃后INR明显升高、出血的病例报告。** 做菜时偶尔放几粒问题不大。当归、丹参、三七、红花、川芎、银杏叶这类“活血化瘀”的中药、中成药和养生茶，会增加出血风险，有的还会让INR升高，也不要自己吃；中医开了这类药，先告诉抗凝门诊或开药医生。已经喝了一段时间的，告诉抗凝门诊，可能需要查一次INR；留意瘀青、牙龈或鼻出血、黑便。',
      en: '**On warfarin, avoid goji (wolfberry) as a daily tea, juice or extract: raised INRs with bleeding have been reported when it was taken with warfarin.** A few berries in cooking now and then is not a concern. “Blood-activating” Chinese herbs and herbal teas — dong quai (danggui), danshen, notoginseng (sanqi), safflower, chuanxiong, ginkgo — add to the bleeding risk and some raise the INR; do not take them on your own, and if a herbal practitioner prescribes one, tell your anticoagulation clinic first. If you have been drinking such a tea, tell the clinic — they may check your INR — and watch for bruising, bleeding gums or nosebleeds and black stools.',
    },
    source: {
      ref: 'Lam AY, Elmer GW, Mohutsky MA. Possible interaction between warfarin and Lycium barbarum L. Ann Pharmacother 2001;35:1199–1201；Coumadin (warfarin) US prescribing information §7 (botanicals)',
    },
  },
  // ── Diabetes on insulin or metformin ───────────────────────────────────────────────────────
  {
    // Blind answer round 57, zh-055 (development data): thin, on insulin, "主食一顿能吃多少" was told to cut to half a
    // mantou. The amount kept steady, the dose the doctor's.
    id: 'staple-steady-on-insulin-underweight',
    when: [
      /米饭|主食|馒头|面条|大米|碗饭|饭量|碳水|粉条|\brice\b|\broti\b|\bchapati\w*\b|\bbread\b|\bpasta\b|\bnoodles?\b|\bcarbs?\b|\bcarbohydrates?\b|\bstarch\w*\b|\bmantou\b|\bbuns?\b/,
      /多少|几碗|几两|几个|一碗|两碗|大碗|吃多|\bhow (much|many)\b|\bportion\w*\b|\bamount\b|\btoo much\b|\bcut\b/,
    ],
    for: { all: [{ medicines: ['insulin'] }, { underweight: true }] },
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] },
    wholeMessage: true,
    intent: 'how_much_nutrient',
    ...STAPLE_STEADY_ON_INSULIN_UNDERWEIGHT,
  },
  {
    // Answer round 7, zh-010 / en-077: "how much rice a meal — I eat two big bowls" / "how many carbs at
    // dinner, 3 roti plus rice" — declined.
    id: 'diabetes-staple-portion',
    // "Two big bowls — cut to one": never for someone thin or on insulin with lows (select.ts).
    cutsCarbohydrate: true,
    when: [
      /米饭|主食|馒头|面条|大米|碗饭|饭量|碳水|\brice\b|\broti\b|\bchapati\w*\b|\bbread\b|\bpasta\b|\bnoodles?\b|\bcarbs?\b|\bcarbohydrates?\b|\bstarch\w*\b/,
      /多少|几碗|几两|几个|一碗|两碗|大碗|吃多|\bhow (much|many)\b|\bportion\w*\b|\bamount\b|\btoo much\b/,
    ],
    unless: [/杂粮|粗粮|糙米|\bbrown rice\b|\bwhole ?grain\w*\b/],
    for: { conditions: ['diabetes'], medicines: ['insulin', 'biguanide', 'sulfonylurea'] },
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] },
    intent: 'how_much_nutrient',
    text: {
      zh: '**主食不用不吃，但要定量：按“餐盘法”，一餐的盘子一半是蔬菜，四分之一是肉蛋鱼豆腐，四分之一是主食——大多数人一顿大约一小碗米饭（一个拳头大小）。** 平时两大碗，先减到一碗，空出来的地方加一份青菜和一份蛋白质，吃饱感不会差太多。馒头、面条、粥、土豆、红薯、山药、玉米、芋头都算主食，吃了它们米饭就相应少一点。打胰岛素的人还要注意：**每天每顿的主食量尽量固定**，因为胰岛素剂量是按你平常的吃法定的——突然大幅少吃主食更容易低血糖，空腹或夜里已经出现过低血糖（低于3.9 mmol/L）的人更要小心。所以减主食请一步一步来，同时多测几次血糖，把记录带给糖尿病医生，由他们调整胰岛素；糖化高和低血糖同时存在，更要尽快复诊。',
      en: '**You do not need to cut out starchy food, but portion it: with the “plate method”, half the plate is vegetables, a quarter protein (meat, fish, eggs, tofu, dal), and a quarter starch — for most people about one fist-sized serving of rice, or two small roti, per meal, not both.** Three roti plus rice is well over that: pick one — two roti, or a small bowl of rice — and add more vegetables and dal or yoghurt to fill up. Potatoes, corn, bread, pasta, noodles and porridge are all starch and swap for rice, not add to it. On insulin, **keep the amount of starch at each meal fairly steady day to day**, because your doses are set for how you usually eat — a sudden big cut in carbohydrate makes lows more likely, especially if you have already had a low fasting reading. So cut down step by step, check your glucose more often, and take the readings to your diabetes doctor or nurse, who adjust the insulin; a high HbA1c together with lows needs an early review.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 Facilitating Positive Health Behaviors (consistent carbohydrate with fixed insulin doses; plate method)；中国2型糖尿病防治指南（2020年版）医学营养治疗；中国居民膳食指南（2022）',
    },
  },
  {
    // Answer round 7, zh-011: "if I switch to mixed-grain rice can I eat more?"
    id: 'diabetes-whole-grain-not-more',
    when: [
      /杂粮|粗粮|糙米|燕麦|荞麦|全麦|玉米|紫薯|黑米|\bbrown rice\b|\bwhole ?grain\w*\b|\bwholemeal\b|\bwholewheat\b|\bmultigrain\b|\boats?\b/,
      /多吃|吃多|多一点|多点|随便吃|不限|放开吃|\bmore\b|\bas much\b|\bunlimited\b|\bbigger\b/,
    ],
    for: { conditions: ['diabetes'], medicines: ['insulin', 'biguanide', 'sulfonylurea'] },
    intent: 'how_much_nutrient',
    text: {
      zh: '**不能多吃。** 杂粮饭、糙米饭和白米饭，同样一碗的碳水化合物差不多，升血糖的“总量”差不多；杂粮的好处是膳食纤维多、升糖慢一些、更耐饿，所以是“换着吃”，不是“多吃”。做法：白米里掺三分之一左右的杂粮（糙米、燕麦、荞麦、小米、红豆绿豆），量还是一小碗；打胰岛素的人，换了主食以后头几天多测几次餐后和睡前血糖，变化大就告诉糖尿病医生。',
      en: '**No — not more.** A bowl of brown or mixed-grain rice carries about the same carbohydrate as a bowl of white rice, so it raises your glucose by about the same total amount; the gain is more fibre, a slower rise and feeling full for longer. So swap, do not add: mix about a third whole grains (brown rice, oats, buckwheat, millet, beans) into your rice and keep the same small bowl. On insulin, check your glucose after meals and at bedtime more often for the first few days after the change, and tell your diabetes team if it moves a lot.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 (carbohydrate quality and amount)；中国居民膳食指南（2022）准则二（谷类为主，全谷物）',
    },
  },
  {
    // Answer round 7, zh-134: "my wife steams pumpkin and yam every day, says it lowers sugar — true?"
    id: 'diabetes-folk-foods-lower-sugar',
    when: [FOLK_LOWERING, FOLK_FOODS],
    for: { conditions: ['diabetes'], medicines: ['insulin', 'biguanide', 'sulfonylurea'] },
    // A low already recorded is never told "keep insulin as usual" (round 10 zh-081): rows-diabetes.ts.
    notFor: { lowGlucose: true },
    intent: 'food_sources',
    text: {
      zh: '**是假的：没有哪种食物能“降糖”。** 南瓜、山药、红薯、芋头、土豆里含淀粉，吃下去一样升血糖，要当主食算——吃一块南瓜或一段山药，米饭就少吃几口，而不是每天额外加一大盘。苦瓜、秋葵、黄瓜、洋葱是普通蔬菜，可以多吃，但它们不能代替药，泡水喝也没有降糖的作用。粥（包括小米粥）煮得越烂升糖越快，想喝就煮稠一点、掺杂粮、量少一点，配鸡蛋或青菜一起吃。降糖靠的是总量固定的饮食、活动和按时用药；胰岛素和二甲双胍照常用，别因为吃了“降糖食物”就自己减药。',
      en: '**Not true: no food “lowers” blood sugar.** Pumpkin, yam, sweet potato, taro and potato are starchy — they raise glucose like rice does, so count them as your starch: a piece of pumpkin means a little less rice, not an extra plate every day. Bitter melon (karela), okra, cucumber and onion are ordinary vegetables — eat plenty, but they do not replace medicine, and soaking them in water to drink does nothing for glucose. What lowers glucose is a steady amount of carbohydrate, activity and taking your treatment; keep taking your insulin and metformin as prescribed and do not cut them because of a “sugar-lowering” food.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 (no evidence that herbs or supplements improve glycaemia)；中国2型糖尿病防治指南（2020年版）医学营养治疗',
    },
  },
  {
    // "糖尿病能吃水果吗，吃哪些，什么时候吃" / "is fruit ok with diabetes, which ones" — declined.
    id: 'diabetes-fruit',
    when: [/水果|\bfruits?\b/],
    unless: [
      /低血糖|果汁|\bjuice\b|\bhypo\w*\b|\blow sugar\b|钾|\bpotassium\b|杨桃|\bstar ?fruit\b|\bcarambola\b/,
    ],
    for: { conditions: ['diabetes'], medicines: ['insulin', 'biguanide', 'sulfonylurea'] },
    intent: 'food_sources',
    text: {
      zh: '**能吃。血糖大体平稳时，每天一份水果（约200克，一个中等苹果或梨那么大），分开在两餐之间吃，比饭后马上吃好。** 选整个的新鲜水果：苹果、梨、桃、橙子、草莓、樱桃、猕猴桃都可以；荔枝、龙眼、榴莲、香蕉（熟透的）、葡萄、芒果含糖多，吃的时候份量减半；红枣、葡萄干、果脯和果汁尽量不吃——果汁升糖很快，一杯顶好几个水果。有肾病或血钾偏高的，选苹果、梨、葡萄、莓类这类钾低的，橙子、猕猴桃、香蕉少吃，杨桃不能吃。吃了水果的那天主食不用减，但也别另外加一大盘；想知道哪种适合你，吃前和吃后2小时各测一次血糖看看。（果汁适合用来纠正低血糖，不适合平时喝。）',
      en: '**Yes. When your glucose is reasonably steady, have a portion of fruit a day (about 200 g — a medium apple or pear), ideally between meals rather than straight after one.** Choose whole fresh fruit: apples, pears, peaches, oranges, berries, cherries and kiwi all work; lychees, grapes, mango and very ripe bananas are sweeter, so halve the portion; keep dried fruit, dates and juice to a minimum — juice raises glucose fast and a glass holds the sugar of several fruits. With kidney disease or a high potassium, pick lower-potassium fruit (apples, pears, grapes, berries), go easy on oranges, kiwi and bananas, and never star fruit. To see how a fruit suits you, check your glucose before and two hours after. (Juice is for treating a low, not for everyday drinking.)',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则三（天天吃水果，每天200–350克）；中国2型糖尿病防治指南（2020年版）医学营养治疗；American Diabetes Association, Standards of Care in Diabetes—2025, §5',
    },
  },
  {
    // "无糖饼干无糖月饼能随便吃吗" / "代糖甜味剂能用吗，木糖醇呢" / "sugar free biscuits as much as I like"
    id: 'diabetes-sugar-free-sweeteners',
    when: [
      /无糖|代糖|甜味剂|木糖醇|赤藓糖醇|阿斯巴甜|三氯蔗糖|甜菊|零度|\bsugar[- ]?free\b|\bsweeteners?\b|\bstevia\b|\baspartame\b|\bsucralose\b|\bxylitol\b|\berythritol\b|\bdiet (coke|soda|drinks?)\b|\bcoke zero\b|\bno added sugar\b/,
    ],
    for: { conditions: ['diabetes'], medicines: ['insulin', 'biguanide', 'sulfonylurea'] },
    intent: 'food_sources',
    text: {
      zh: '**“无糖”不等于不升糖，不能随便吃。** 无糖饼干、无糖月饼、无糖面包只是没加蔗糖，里面的面粉、米粉照样是淀粉，吃下去一样升血糖，还常常油多、热量高——要当主食算：吃两三块无糖饼干，这顿米饭就少一点。甜味剂（木糖醇、赤藓糖醇、甜菊糖、阿斯巴甜、三氯蔗糖）本身几乎不升血糖，用来代替白糖、偶尔喝无糖饮料可以；但木糖醇等糖醇吃多了会腹胀、拉肚子。最好的饮料还是白开水和淡茶。',
      en: '**“Sugar-free” does not mean it will not raise your glucose — not as much as you like.** Sugar-free biscuits, cakes and mooncakes only leave out sucrose; the flour is still starch that raises glucose, and they are often high in fat and calories — count them as part of your starch (two or three biscuits means a little less rice or bread at that meal). Sweeteners themselves (stevia, sucralose, aspartame, erythritol, xylitol) barely raise glucose and are fine in place of sugar or in an occasional diet drink, but sugar alcohols such as xylitol cause bloating and diarrhoea in larger amounts. Water and unsweetened tea remain the best drinks.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 (nonnutritive sweeteners; water preferred)；中国居民膳食指南（2022）准则五',
    },
  },
  {
    // Answer round 7, en-073: "are jelly beans ok or does it have to be glucose tablets?" after the hypo answer.
    id: 'hypo-which-sweets',
    when: [
      /软糖|糖果|水果糖|硬糖|方糖|白糖|蜂蜜|巧克力|可乐(?!果(?!汁))|果汁|葡萄糖片|\bjelly ?beans?\b|\bjelly babies\b|\bsweets\b|\bcand(y|ies)\b|\bskittles\b|\bgummies\b|\bjuice\b|\bchocolate\b|\bglucose (tabs?|tablets?|gel)\b|\bdextrose\b|\bhoney\b|\bsoda\b|\bcoke\b|\blucozade\b/,
      // "兜里平时备几颗糖合适？真遇上低了吃多少", "喝可乐还是果汁来得快" (blind answer round 18 zh-136, zh-153).
      /低血糖|血糖低|(?<!不)低了|急救|带什么|带点|备几|随身|兜里|口袋|包里|来得快|更快|哪个快|升得快|\blows?\b|\bhypo\w*\b|\bgo(es|ing)? low\b|\bglucose tablets?\b|\binstead\b|\bhave to be\b|\bdoes it have to\b|\b(faster|quicker)\b|\bcarry\b|\bin my (pocket|bag)\b/,
    ],
    for: { conditions: ['diabetes'], medicines: ['insulin', 'sulfonylurea'] },
    // On acarbose a low needs glucose (rows-diabetes.ts `agi-hypo-glucose`; tenth clinician review, zh P3).
    notFor: { medicines: ['alpha_glucosidase_inhibitor'] },
    intent: 'medicine_question',
    text: {
      zh: '**不一定要葡萄糖片，只要是含15–20克“快糖”、又不含脂肪的东西都行：** 3–4片葡萄糖片、约120毫升果汁或普通（非无糖）可乐、一大勺白糖或蜂蜜、几块水果软糖或硬糖（看包装上的碳水，凑够15–20克）。葡萄糖片和软糖好带、剂量准，放在口袋、包里、车里和床边。巧克力、饼干、坚果含脂肪，升糖慢，不适合急救；无糖的糖果没用。吃完15分钟再测，仍低于3.9 mmol/L就再吃一次；升上来后离下一顿饭还早，加一片面包或一杯牛奶。低血糖发生过，请告诉糖尿病医生调整用药；人已经迷糊、不能吞咽，不要喂，马上打120。',
      en: '**It does not have to be glucose tablets — any fast sugar without fat works, as long as you take 15–20 g:** 3–4 glucose tablets, about 120 ml of juice or regular (not diet) soda, a tablespoon of sugar or honey, or jelly beans or jelly sweets — check the packet for how many make 15–20 g of carbohydrate. Tablets and jelly sweets are easy to carry: keep some in your pocket, bag, car and by the bed. Chocolate, biscuits and nuts contain fat and work too slowly; sugar-free sweets do nothing. Recheck after 15 minutes and repeat if still under 3.9 mmol/L (70 mg/dL); once up, have a slice of bread or a glass of milk if your next meal is a while away. Tell your diabetes doctor about any low so the insulin can be adjusted; if someone is confused or cannot swallow, give nothing by mouth and call an ambulance.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Glycemic Goals and Hypoglycemia (15–20 g glucose, recheck after 15 minutes)；中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  {
    // Answer round 7, zh-074: "is a glass of milk with two soda crackers enough?" after the bedtime-snack answer.
    id: 'insulin-bedtime-snack-enough',
    when: [
      /牛奶|饼干|苏打|面包|酸奶|豆浆|\bmilk\b|\bcrackers?\b|\btoast\b|\byogh?urt\b|\bbiscuits?\b/,
      /够不够|够吗|够了吗|足够|行不行|\benough\b|\bsufficient\b/,
    ],
    for: { medicines: ['insulin', 'sulfonylurea'] },
    intent: 'medicine_question',
    text: {
      zh: '**够，一杯牛奶（约250毫升）加两三片苏打饼干就是一份合适的睡前加餐：有碳水，也有蛋白质，能让夜里的血糖平稳一些。** 睡前先测血糖：偏低（比如低于6 mmol/L）、当天活动多或晚饭吃得少时吃这一份；血糖已经很高时不用额外加。但睡前加餐只是过渡办法：空腹或夜里出现过低血糖（低于3.9 mmol/L），多半是晚上或基础胰岛素偏多，请这几天就联系糖尿病医生调整剂量，不要自己大幅改。床边放好葡萄糖片或糖块，夜里心慌出汗醒来就测血糖。',
      en: '**Yes — a glass of milk (about 250 ml) with two or three crackers is a suitable bedtime snack: carbohydrate plus some protein to steady the night.** Check your glucose before bed: have it if you are low-ish (say under 6 mmol/L), after a busy day or a small dinner; skip the extra if you are already high. But a snack is a stop-gap: a fasting low usually means the evening or basal insulin is too much — contact your diabetes doctor in the next few days to adjust it, and do not make big changes yourself. Keep glucose tablets by the bed and check if you wake sweaty or with a racing heart.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Hypoglycemia (nocturnal hypoglycaemia, insulin adjustment)；中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  {
    // Answer round 7, en-071: "should I eat something before bed so it doesn't drop in the morning?"
    // The night-lows rule (intents/sport-diabetes.ts) hears "bedtime snack", not this phrasing.
    id: 'insulin-bedtime-snack-en',
    when: [
      /\b(before bed|bedtime|at night|overnight|before sleep)\b/,
      /\b(snack\w*|eat\w*|food)\b/,
      /\b(drop\w*|low|lows|hypo\w*|morning|fasting)\b/,
    ],
    for: { medicines: ['insulin', 'sulfonylurea'] },
    intent: 'medicine_question',
    text: {
      zh: '**空腹或夜里血糖低（低于3.9 mmol/L），常常说明晚上或基础胰岛素偏多：请这几天就联系你的糖尿病医生调整剂量，不要自己大幅改。** 在调整之前：睡前测一次血糖，如果偏低（例如低于6 mmol/L）、当天活动多或晚饭吃得少，睡前吃一份含碳水和蛋白质的小点心（如一杯牛奶加两三片苏打饼干、一片全麦面包加一小块奶酪）；半夜醒来心慌出汗或早上头痛、做噩梦，要测血糖；低于3.9 mmol/L马上吃15–20克糖，15分钟后再测。床边放好葡萄糖片或糖块。',
      en: '**A low glucose fasting or at night (under 3.9 mmol/L, 70 mg/dL) often means the evening or basal insulin is too much: contact your diabetes doctor in the next few days to adjust it, and do not make big changes yourself.** Until then: check before bed, and if you are low-ish (say under 6 mmol/L, about 110 mg/dL), after a lot of activity or a small dinner, have a bedtime snack with carbohydrate and protein — a glass of milk with two or three crackers, or a slice of wholegrain toast with a little cheese or peanut butter; check if you wake sweaty with a racing heart or have morning headaches or nightmares; under 3.9 (70) take 15–20 g of sugar and recheck after 15 minutes. Keep glucose tablets by the bed.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Hypoglycemia (nocturnal hypoglycaemia, insulin adjustment)',
    },
  },
  {
    // Answer round 7, zh-156 / en: "metformin before or after meals? it gives me diarrhoea".
    id: 'metformin-with-meals',
    when: [
      /二甲双胍|格华止|\bmetformin\b|\bmetfromin\b|\bglucophage\b/,
      /饭前|饭后|空腹|随餐|吃饭|什么时候吃|拉肚子|腹泻|胃|恶心|\bwith (food|meals?)\b|\bempty stomach\b|\bbefore (food|meals?|breakfast)\b|\bafter (food|meals?)\b|\bdiarrh\w*\b|\bthe runs\b|\bstomach\b|\bnause\w*\b|\bwhen (should|do) i take\b/,
    ],
    unless: [/b12|维生素b|\bb-12\b|肾|egfr|\bkidneys?\b/],
    intent: 'medicine_question',
    text: {
      zh: '**二甲双胍随餐吃或饭后马上吃，不要空腹吃——这样拉肚子、胃不舒服会少很多。** 一天一次的放在晚饭时，一天两次的放在早饭和晚饭时；缓释片（如格华止缓释片）整片吞，不要掰开嚼碎。刚开始吃或刚加量时拉肚子、恶心、肚子胀很常见，多数几周内慢慢减轻。如果一直拉、影响生活，告诉开药医生——他们可以从小剂量慢慢加，或者换成缓释片，这些都比自己停药好；不要自己停。腹泻特别厉害、吃不下喝不下时，请当天联系医生。',
      en: '**Take metformin with a meal or straight after one, never on an empty stomach — it cuts down diarrhoea and stomach upset a lot.** Once a day: with your evening meal; twice a day: with breakfast and the evening meal. Swallow modified-release tablets whole. Diarrhoea, nausea and bloating are common when starting or after a dose increase and usually settle over a few weeks. If it keeps going or gets in the way of daily life, tell your prescriber — a slower dose increase or a modified-release tablet often fixes it; do not stop it yourself. Severe diarrhoea, or being unable to eat or drink, needs a call to your doctor the same day.',
    },
    source: {
      ref: 'Glucophage (metformin) US prescribing information §2.1 (take with meals) and §6 Adverse reactions；NHS, Metformin — how and when to take it',
    },
  },
  {
    // Answer round 7, en-074: "metformin can lower B12 — do I need a test or just take a supplement?"
    id: 'metformin-b12-test',
    when: [
      /二甲双胍|格华止|\bmetformin\b|\bmetfromin\b|\bglucophage\b/,
      /b12|维生素b|\bb-12\b|\bcobalamin\b/,
      // A test or the depletion itself; "does it interact / should I take B12" stays with the pair table.
      /查|检测|化验|抽血|缺|降低|偏低|\blow\b|\btest\w*\b|\bcheck\w*\b|\blevels?\b|\bbloods?\b|\blower\w*\b|\bdeplet\w*\b|\bdeficien\w*\b/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**先查血，再决定补不补。** 长期吃二甲双胍会让维生素B12吸收变少，尤其吃了好几年、剂量较大的人。指南建议长期吃二甲双胍的人定期查维生素B12，特别是出现手脚麻木刺痛、乏力、贫血时。查出来偏低，由医生决定补多少、口服还是打针；查出来正常，就靠饮食（肉、鱼、蛋、奶）即可，按医生说的定期复查。二甲双胍照常吃，不用因此停药。',
      en: '**Get it tested first, then decide.** Long-term metformin lowers vitamin B12 absorption, especially after several years or at higher doses. Guidelines advise checking B12 periodically in people on long-term metformin, and particularly if you have numbness or tingling in the hands or feet, tiredness or anaemia. If it is low, your doctor decides the dose and whether tablets or injections; if it is normal, meat, fish, eggs and dairy are enough, with repeat tests as your doctor advises. Keep taking your metformin — this is not a reason to stop it.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §9 Pharmacologic Approaches (periodic B12 measurement on long-term metformin)；美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Vitamin B12 Fact Sheet for Health Professionals',
    },
  },
  {
    // Tenth clinician review, zh P3 finding 4: "二甲双胍吃了七八年了，最近脚底发麻像踩棉花，跟缺维生素B12有关系吗？
    // b12要吃多少" got "test first" and then the 2.4 µg daily need as the dose. Numbness on long-term
    // metformin is one question: see a doctor soon, confirm, the treatment dose is the doctor's. (With a
    // B12 result in the plan, the plan's finding answers instead: intents/plan-answers.ts planB12Answer.)
    id: 'metformin-b12-numbness',
    when: [
      /二甲双胍|格华止|\bmetformin\b|\bmetfromin\b|\bglucophage\b/,
      /b12|钴胺|维生素b|\bb-12\b|\bcobalamin\b/,
      /麻|刺痛|针扎|踩棉花|\bnumb\w*|\btingl\w*|\bpins and needles\b|\bneuropath\w*|\bwalking on cotton\b|\bburning feet\b/,
    ],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**有可能，要尽快查清楚：**长期吃二甲双胍会让维生素B12吸收变少，手脚发麻、刺痛、走路像踩棉花可能是B12缺乏伤了神经（也可能是糖尿病本身的神经病变）。请1–2周内去看医生，查血清维生素B12，必要时加查甲基丙二酸（MMA）或同型半胱氨酸，并做神经方面的检查；走路越来越不稳或腿没力气，请几天内就医。确诊缺乏时，治疗量由医生定：一般口服维生素B12每天约1000微克，或医生开的甲钴胺，神经症状明显时常先打针。每天2.4微克只是日常需要量，不能治疗缺乏，也代替不了检查。二甲双胍照常吃，不要因此停药。',
      en: '**It could be, and it is worth finding out soon:** long-term metformin lowers vitamin B12 absorption, and numbness, tingling or a feeling of walking on cotton can be nerve damage from low B12 (or from diabetes itself). See a doctor within 1–2 weeks for a serum B12 test — with methylmalonic acid (MMA) or homocysteine if it is borderline — and a check of the nerves; walking that gets unsteady or weak legs need a doctor within days. A confirmed deficiency is treated at a dose your doctor sets: usually about 1,000 µg of oral B12 a day, or injections first when nerve symptoms are marked. The 2.4 µg a day adults need is not a treatment for a deficiency and does not replace the test. Keep taking your metformin; this is not a reason to stop it.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §9 (periodic B12 measurement on long-term metformin, especially with peripheral neuropathy)；NICE CKS Diabetes – type 2, metformin (MHRA Drug Safety Update June 2022: test B12 with symptoms of deficiency)；NICE NG239 Vitamin B12 deficiency in over 16s (2024)；美国国立卫生研究院膳食补充剂办公室（NIH ODS）, Vitamin B12 Fact Sheet for Health Professionals',
    },
  },
  {
    // Round 8 zh-077/en-082: "补多少？吃片子还是打针" and "how much and which type" after the metformin
    // B12 question repeated the pair or gave the 2.4 µg RNI as a dose.
    id: 'metformin-b12-dose-and-form',
    when: [
      /二甲双胍|格华止|\bmetformin\b|\bmetfromin\b|\bglucophage\b/,
      /b12|钴胺|\bb-12\b|\bcobalamin\b/,
      /补多少|吃多少|一天多少|每天多少|多少微克|多大剂量|剂量|打针|注射|针剂|片子|口服|哪种|哪个|\bhow much\b|\bdose\b|\binjections?\b|\bshots?\b|\btablets?\b|\bpills?\b|\bwhich (type|kind|form|one)\b|\bwhat (type|kind|form)\b/,
    ],
    for: { medicines: ['metformin'] },
    intent: 'supplement_dose',
    text: {
      zh: '**先查维生素B12；查出来偏低才需要补，剂量和方式由医生定。** 吃二甲双胍引起的偏低，常用的是口服维生素B12每天1000微克左右——大剂量口服对大多数人和打针一样有效；有手脚麻木刺痛、走路不稳、记性变差这类神经症状，缺得很重，或者胃肠吸收有问题（比如做过胃切除）时，医生通常先打针。氰钴胺和甲钴胺效果差不多，选医生开的或便宜的就行。补了以后按医生说的时间复查（一般2–3个月）；查出来正常就不用额外补，肉、鱼、蛋、奶就够。二甲双胍照常吃。',
      en: '**Get your B12 measured first; only a low level needs treating, and your doctor sets the dose and the form.** For a low B12 on metformin the usual treatment is about 1,000 µg of oral B12 a day — high-dose tablets work as well as injections for most people. Doctors start with injections when there are nerve symptoms (numbness or tingling, unsteady walking, memory problems), when the deficiency is severe, or when absorption is poor (after stomach surgery, for example). Cyanocobalamin and methylcobalamin work about equally well, so the one your doctor prescribes or the cheaper one is fine. Recheck when your doctor says (usually after 2–3 months); if your level is normal you need no extra B12 beyond meat, fish, eggs and dairy. Keep taking your metformin.',
    },
    source: {
      ref: 'Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513；Wang H et al. Oral vitamin B12 versus intramuscular vitamin B12 for vitamin B12 deficiency. Cochrane Database Syst Rev 2018;3:CD004655；American Diabetes Association, Standards of Care in Diabetes—2025, §9',
    },
  },
  {
    // Round 8 en-064: "is plant protein easier on the kidneys than meat" repeated the protein amount.
    id: 'ckd-plant-protein',
    when: [
      /植物蛋白|豆类蛋白|豆制品|豆腐|豆浆|素的蛋白|\bplant(-based| based)? protein\b|\bplant[- ]based\b|\bvegetable protein\b|\bsoy protein\b|\bbeans?\b|\blentils?\b/,
      /肾|比.{0,6}(肉|荤|动物)|更好|更健康|负担|\bkidneys?\b|\bthan (meat|animal)\b|\beasier\b|\bbetter\b|\bgentler\b|\bcounts?\b|\bthe same\b|\bas good\b|算不算|一样吗|也算/,
    ],
    unless: [/蛋白粉|\bprotein (powder|shakes?|bars?)\b/],
    for: CKD,
    notFor: [NOT_CKD_DIET, NEPHROTIC],
    intent: 'how_much_nutrient',
    text: {
      zh: '**换一部分成豆腐、豆浆、杂豆是可以的，但总量才是关键：植物蛋白不是可以多吃的“护肾蛋白”。** 你方案里的蛋白质总量（没透析的慢性肾病3–5期约每天0.55–0.6克/公斤体重）照旧算，鱼、蛋、奶、瘦肉和豆制品都算在里面。以植物为主的吃法对慢性肾病有些好处：植物里的磷吸收得少，酸负荷也低；但指南认为证据还不足以说哪一种蛋白来源更好。要注意：杂豆、坚果和部分豆制品含钾、磷较多，血钾偏高或医生让你限钾限磷时要算进去。请让肾病营养师帮你把荤素搭配进总量里。',
      en: '**Swapping some meat for tofu, soy milk, beans or lentils is fine, but the total is what counts: plant protein is not a “kidney-safe” protein you can eat more of.** Keep to your plan’s total (about 0.55–0.6 g per kg of body weight a day for CKD stages 3–5 not on dialysis), counting fish, eggs, dairy, lean meat and soy foods alike. Plant-based eating has some advantages in CKD — less of the phosphorus in plants is absorbed, and the acid load is lower — but the guideline finds the evidence too weak to favour one protein source over another. Watch out: beans, lentils, nuts and some soy foods are higher in potassium and phosphorus, which matters if your potassium is high or your doctor limits potassium or phosphorus. Ask your renal dietitian to fit both kinds into your total.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), guidelines 3.0.1 (0.55–0.60 g/kg/day) and 3.1.1 (protein type: insufficient evidence to recommend plant or animal)；Moe SM et al. Vegetarian compared with meat dietary protein source and phosphorus homeostasis in CKD. Clin J Am Soc Nephrol 2011;6:257',
    },
  },
  {
    // "打了胰岛素多久吃饭" — declined.
    id: 'insulin-meal-timing',
    when: [
      /胰岛素|甘精|来得时|长秀霖|门冬|诺和锐|赖脯|优泌乐|诺和灵|优泌林|预混|\binsulin\b|\blantus\b|\bglargine\b|\bnovo ?rapid\b|\bnovolog\b|\bhumalog\b|\bhumulin\b|\bbasal\b/,
      /多久吃饭|多久再吃|几分钟|饭前多久|打完.{0,4}吃|吃饭前|\bbefore (food|meals?|eating)\b|\bhow long (before|after)\b|\bwhen (to|do i|should i) eat\b|\bwith meals?\b/,
    ],
    unless: [ALCOHOL, /运动|锻炼|\bexercis\w*\b|\bworkout\b|\brun(ning)?\b/],
    intent: 'medicine_question',
    text: {
      zh: '**看你打的是哪一种胰岛素：** 甘精胰岛素（来得时、长秀霖等）这类长效“基础”胰岛素，跟吃饭时间没关系，每天固定在同一时间打就行；门冬胰岛素（诺和锐）、赖脯胰岛素（优泌乐）这类速效胰岛素，打完马上或几分钟内就要吃饭（优泌乐可在饭前15分钟内打）；普通人胰岛素（诺和灵R、优泌林R）饭前约30分钟打；预混胰岛素按说明书和医生说的时间。打了餐时胰岛素一定要按时吃饭，吃不下饭时先问医生这一针怎么打。不确定自己打的是哪种，把笔拿给药师或糖尿病护士看。',
      en: '**It depends on the insulin:** long-acting basal insulin such as glargine (Lantus, Toujeo) is not tied to meals — take it at the same time every day; rapid-acting insulin such as aspart (NovoRapid/NovoLog) or lispro (Humalog) is taken just before eating (within about 5–15 minutes, as its leaflet says); regular human insulin (Humulin R, Actrapid) about 30 minutes before the meal; premixed insulin as the leaflet and your doctor say. After a mealtime dose, always eat; if you cannot eat, ask your diabetes team how to handle that dose. Not sure which one you have? Show the pen to your pharmacist or diabetes nurse.',
    },
    source: {
      ref: 'Lantus (insulin glargine) US prescribing information §2；NovoLog (insulin aspart) US prescribing information §2 (within 5–10 minutes before a meal)；Humalog (insulin lispro) US prescribing information §2 (within 15 minutes before or right after a meal)；Humulin R US prescribing information §2 (about 30 minutes before a meal)',
    },
  },
  // ── Kidney disease (not on dialysis, no transplant) ─────────────────────────────────────────
  {
    // Answer round 7, zh-040: "can I eat tofu with CKD? one doctor said no soy, now another says yes".
    id: 'ckd-tofu-soy',
    when: [/豆腐|豆制品|豆浆|豆干|豆皮|腐竹|黄豆|大豆|\btofu\b|\bsoy\w*\b|\bsoya\b|\bedamame\b|\btempeh\b/],
    // Soy sauce is salt, not soy protein (blind answer round 27 en-111: "pickled vegetables and soy sauce
    // with congee" in a salt question got "Yes" on tofu).
    unless: [/\bsoya? sauce\b/],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'food_sources',
    text: {
      zh: '**能吃。** “肾病不能吃豆制品”是老观点；现在的指南认为大豆蛋白是优质蛋白，和蛋、奶、肉一样可以作为蛋白质来源，植物里的磷吸收得也比肉里少。要注意的是**总量**：豆腐算在你每天的蛋白质份额里——吃了豆腐，这顿的肉就少一点，而不是额外加一盘。选豆腐、豆干比整粒黄豆黑豆好（整粒豆子钾和磷更多）；豆浆、豆腐脑水分多，医生让你限水的要算进水量；血钾、血磷偏高时，豆制品和其他高钾高磷食物一起减量。以前医生不让吃，可能是当时化验钾或磷高——以最新的医嘱和化验为准，每天具体吃多少请肾病营养师帮你排进食谱。',
      en: '**Yes.** “No soy with kidney disease” is old advice; current guidance treats soy as good-quality protein that can count towards your protein like eggs, dairy and meat, and the phosphorus in plant foods is absorbed less than that in meat. What matters is the **total**: tofu counts towards your daily protein allowance — have it instead of some of the meat at that meal, not on top. Tofu is a better choice than whole soybeans (which carry more potassium and phosphorus); soy milk counts towards a fluid limit; and if your potassium or phosphate is high, cut soy back along with other high-potassium and high-phosphorus foods. If a doctor told you to avoid soy before, it may have been because of a high result at the time — go by your latest results and advice, and ask a renal dietitian to fit it into your daily plan.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), guideline 3 (protein amount and type) and guideline 6 (phosphorus)；中国慢性肾脏病营养治疗临床实践指南（2021版）',
    },
  },
  {
    // Answer round 7, en-060 / en-061: "which foods have the most phosphorus?" and "does cola count?".
    id: 'ckd-phosphorus-foods',
    when: [
      /磷|\bphosph\w*\b|可乐(?!果(?!汁))|碳酸饮料|汽水|\bcolas?\b|\bcoke\b|\bpepsi\b|\bfizzy\b|\bsodas?\b/,
    ],
    // Cola to treat a low is the low's question (rows-diabetes.ts; tenth clinician review, zh P3 Q1).
    unless: [/结合剂|司维拉姆|碳酸镧|醋酸钙|\bbinders?\b|\bsevelamer\b|\blanthanum\b/, HYPO_SAID],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'food_sources',
    text: {
      zh: '**血磷高，先减“吸收最多”的磷：食品添加剂里的磷几乎全部被吸收，肉蛋奶里的磷吸收一半左右，豆类、全谷物、坚果里的磷吸收得更少。** 最该先减的：**可乐等深色碳酸饮料（含磷酸）——算，而且是首先要停的，一天两罐请换成白开水、淡茶或柠檬水**；火腿、香肠、午餐肉、培根、鱼丸肉丸、速冻和方便食品、加工奶酪、奶茶和很多包装饮料——配料表里有“磷酸”“焦磷酸”“三聚磷酸钠”“六偏磷酸钠”等字样的都属于。其次适量控制：牛奶奶粉和奶酪、动物内脏、坚果瓜子、浓肉汤骨头汤。新鲜肉、鱼、蛋照医生定的蛋白质量吃，不要为了降磷把蛋白质吃得太少。医生开了磷结合剂的，跟着饭一起吃（嚼服的在吃饭时嚼），哪一顿不吃饭就不用吃。具体怎么搭配，请肾病营养师帮你排。',
      en: '**With a high phosphate, cut the phosphorus your body absorbs most: phosphate additives are absorbed almost completely, phosphorus in meat, eggs and dairy about half, and in beans, whole grains and nuts less still.** First to go: **cola and other dark fizzy drinks (phosphoric acid) — yes, cola counts, and two cans a day is the first thing to swap for water, tea or lemon water**; processed meats (ham, sausages, bacon, luncheon meat, nuggets), frozen and ready meals, processed cheese and many bottled drinks — check the ingredients for anything with “phosphate” or “phosphoric” in the name. Then keep an eye on: milk, cheese and milk powder, offal, nuts and seeds, strong meat stocks. Keep fresh meat, fish and eggs at the protein amount your team set — do not cut protein too low to lower phosphate. If you have been prescribed a phosphate binder, take it with meals (chew it during the meal if it is a chewable one), and skip it when you skip a meal. A renal dietitian can help you plan the swaps.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.2 (phosphorus: consider bioavailability of phosphorus sources)；KDIGO 2017 Clinical Practice Guideline Update for CKD–MBD, Rec 4.1.8 (limit dietary phosphate, consider its source)',
    },
  },
  {
    // "肾病能喝骨头汤吗，老人说补钙" — declined.
    id: 'ckd-bone-soup',
    when: [
      /骨头汤|骨汤|大骨汤|筒骨汤|老火汤|浓汤|肉汤|鸡汤|炖汤|煲汤|火锅汤|汤渣|饮汤|(光|只|净)(系)?(喝|饮)汤|\bjust (drink|have) the (soup|broth)\b|\bonly the (soup|broth)\b|\bbone broth\b|\bbone soup\b|\bstock\b|\bbroth\b/,
    ],
    // A herb in the soup is the herb's question (当归鸡汤: dong-quai-pregnancy-platelets).
    unless: [/当归|\bdong ?quai\b|\bdanggui\b/],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'food_sources',
    text: {
      zh: '**不建议，骨头汤补不了钙，对肾病还不利。** 骨头里的钙很难溶到汤里，一碗骨头汤的钙远不如一杯牛奶；汤熬得越久，里面的脂肪、嘌呤，以及从肉里出来的钾和磷、加的盐就越多——这些正是肾病要控制的，喝汤还要算进限水量。想补钙先别自己吃钙片：肾功能差时钙、磷、维生素D怎么补，要看血钙、血磷和甲状旁腺激素，由肾内科医生决定。想喝汤：喝几口清淡的蛋花汤或冬瓜汤，不喝浓汤、老火汤和火锅汤底，肉吃掉、汤少喝。',
      en: '**Better not — bone broth does not supply calcium, and it is not good for your kidneys.** Very little calcium dissolves out of bones into the soup (a bowl has far less than a glass of milk), while long simmering loads it with fat, purines, potassium and phosphorus from the meat, and salt — just what kidney disease asks you to limit — and it counts towards any fluid limit. Do not start calcium tablets on your own either: with reduced kidney function, calcium, phosphate and vitamin D depend on your blood calcium, phosphate and PTH, and your kidney doctor decides. If you want soup, have a few spoonfuls of a light egg-drop or winter-melon soup; skip rich stocks and hotpot broth — eat the meat, leave most of the liquid.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guidelines 6.1–6.4 (calcium, phosphorus, potassium)；KDIGO 2017 Clinical Practice Guideline Update for CKD–MBD, chapter 4',
    },
  },
  {
    // Answer round 7, zh-097 / zh-098 / en-056: leg cramps after the magnesium was stopped; calcium "to tide over".
    id: 'ckd-leg-cramps',
    when: [/抽筋|腿抽|小腿抽|痉挛|\bcramp\w*\b|\bcharley horses?\b/],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'medicine_question',
    text: {
      zh: '**肾病夜里腿抽筋，先请肾内科医生查一次血：钙、镁、钾、磷和肾功能**——电解质不对、利尿药、透析都可能引起抽筋，查清原因才知道该补什么、补多少。在那之前：**镁片先别自己再吃**（肾功能差时镁排不出去，会在体内蓄积），也**不要自己吃钙片“顶一下”**——钙片不能很快缓解抽筋，肾功能差时自己补钙还可能让血钙过高、加重血管钙化，要补由医生开。现在就能做的：睡前拉伸小腿（面对墙站，后脚跟踩地，身体往前倾，感觉小腿后面被拉紧，停一会儿，做几次）；抽筋时把脚尖往自己身体方向扳、下地走几步、热敷按摩；被子别压着脚背；白天适当走动。奎宁类药不推荐用来治腿抽筋。抽筋越来越频繁，或者伴随无力、心慌、手脚麻木，尽快就医。',
      en: '**With kidney disease, night cramps need a blood test first — ask your kidney doctor to check calcium, magnesium, potassium, phosphate and kidney function**: electrolyte problems, diuretics and dialysis can all cause cramps, and the cause decides what (if anything) to take. Until then: **do not restart the magnesium on your own** (with reduced kidney function it builds up), and **do not take calcium tablets “to tide you over”** — they do not relieve cramps quickly, and unprescribed calcium can push blood calcium too high and add to blood-vessel calcification; your doctor prescribes it if needed. What helps now: stretch your calves before bed (stand facing a wall, back heel on the floor, lean forward until you feel the stretch, hold, repeat); during a cramp pull your toes up towards you, get up and walk, use warmth and massage; keep bedclothes off your feet; stay active in the day. Quinine is not recommended for leg cramps. Cramps getting more frequent, or with weakness, palpitations or numbness: get seen soon.',
    },
    source: {
      ref: 'NHS, Leg cramps (treatment and prevention: stretching)；MHRA Drug Safety Update 2010: quinine not for routine treatment of nocturnal leg cramps；KDIGO 2017 Clinical Practice Guideline Update for CKD–MBD, chapter 4 (calcium)；NIH ODS Magnesium Fact Sheet for Health Professionals (kidney impairment)',
    },
  },
  {
    // Eleventh clinician review, zh P1 finding 1: 老郑 (membranous nephropathy, albumin 21.6, eGFR about
    // 67–70) asked "那我该吃多少蛋白？一天几个鸡蛋合适" and got the CKD 3–5 diet of 0.55–0.6 g/kg against the
    // plan's own 65 g.
    id: 'nephrotic-protein',
    when: [
      /(吃|补|摄入|需要|限|少吃|多吃|低).{0,8}蛋白|蛋白质?.{0,8}(多少|几|够|限|少)|鸡蛋|蛋白粉|\bprotein\b|\beggs?\b/,
      /多少|几|够|要不要|该|能|可以|限|少|低|补|\bhow (much|many)\b|\bshould\b|\bcan i\b|\bok\b|\bokay\b|\bcut\b|\blow\b|\bneed\b|\bgrams?\b|\bper day\b|\ba day\b/,
    ],
    for: NEPHROTIC,
    notFor: NOT_CKD_DIET,
    intent: 'how_much_nutrient',
    text: {
      zh: '**肾病综合征（大量蛋白尿、白蛋白低）时，蛋白质不要限得太低，也不用猛补：一般每天约0.8–1.0克/公斤体重**（按没有水肿时的体重算：60公斤约48–60克，70公斤约56–70克；以你方案里的蛋白质目标为准，肾内科医生另有安排的按医生的）。这不是慢性肾病3–5期那种低蛋白饮食——肾病综合征每天从尿里丢蛋白，再加上激素，吃得太少容易营养不良、肌肉流失。**白蛋白低是因为蛋白从尿里漏掉，多吃蛋白粉、多吃鸡蛋并不能把它补上来**，吃得太多反而可能加重蛋白尿；白蛋白要靠治疗让尿蛋白减少才会回升。鸡蛋一天1–2个可以，和奶、鱼、瘦肉、豆腐一起算进总量；不要自己加蛋白粉。**盐要限**：每天不超过5克盐（水肿明显时医生可能要求更少），少吃咸菜、酱料、加工肉；低钠盐含钾，先问医生。热量要吃够。具体的量请肾内科医生或营养师按你的体重和化验定。',
      en: '**With nephrotic syndrome (heavy protein in the urine, low albumin) protein is neither cut low nor pushed up: usually about 0.8–1.0 g per kg of body weight a day** (by your weight without the swelling: about 48–60 g at 60 kg, 56–70 g at 70 kg; your plan’s protein target is the figure to use, or what your kidney doctor set). This is not the low-protein diet of CKD stages 3–5 — with nephrotic syndrome you lose protein in the urine every day, and on steroids too little protein means malnutrition and muscle loss. **Albumin is low because protein leaks out in the urine; extra protein powder or eggs do not bring it back up**, and a lot more protein can add to the leak — albumin rises when treatment reduces the protein in the urine. One or two eggs a day are fine, counted in the total with dairy, fish, lean meat and tofu; no protein powders of your own. **Limit salt**: no more than 5 g of salt a day (less if your doctor asks, with marked swelling) — fewer pickles, sauces and processed meats; salt substitutes contain potassium, so ask your doctor first. Eat enough energy. Your kidney doctor or a renal dietitian sets the exact figures from your weight and results.',
    },
    source: {
      ref: 'KDIGO 2021 Clinical Practice Guideline for the Management of Glomerular Diseases, Kidney Int 2021;100(4S):S1–S276, ch. 1 (general management of nephrotic syndrome: dietary protein 0.8–1.0 g/kg/day with adequate energy, sodium < 2.0 g/day; no high-protein diet) — section cited from memory; the KDOQI 2020 low-protein diet is for CKD stages 3–5, not for nephrotic syndrome',
    },
  },
  {
    // Answer round 7, zh-160: "I'm 60 kg — how much protein, how many eggs, do I throw away the yolk?"
    id: 'ckd-protein-eggs',
    when: [
      /鸡蛋|蛋黄|蛋清|\beggs?\b|\byolks?\b|\begg whites?\b/,
      /几个|多少|能吃|扔|不要|不吃|\bhow many\b|\bhow much\b|\bthrow\b|\bdiscard\b|\bskip\b|\ba day\b|\bper day\b/,
    ],
    unless: [/蛋白粉|\bprotein (powder|shakes?|bars?)\b|尿蛋白|蛋白尿|\bproteinuria\b/],
    for: CKD,
    notFor: [NOT_CKD_DIET, NEPHROTIC],
    intent: 'how_much_nutrient',
    text: {
      zh: '**没透析的慢性肾病3–5期，指南建议蛋白质每天约0.55–0.6克/公斤体重（在肾病营养师指导下，医生另有安排的按医生的）：60公斤约33–36克，70公斤约39–42克，其中一半以上来自蛋、奶、瘦肉、鱼、豆腐这类优质蛋白。** **鸡蛋一天一个可以，蛋黄不用扔**：一个鸡蛋约含6克蛋白质，蛋黄里有磷和胆固醇，但一天一个整蛋没问题；想多吃一个的，第二个可以只吃蛋清（蛋清磷很少，是很好的蛋白）。主食可以部分换成低蛋白主食（麦淀粉、低蛋白大米），把蛋白质份额留给蛋、奶、肉。热量一定要吃够，否则身体会分解自己的肌肉。不要吃蛋白粉。',
      en: '**For CKD stages 3–5 not on dialysis, guidelines suggest about 0.55–0.6 g of protein per kg of body weight a day, with a renal dietitian’s help (or what your doctor set): about 33–36 g at 60 kg, 39–42 g at 70 kg — more than half from eggs, dairy, lean meat, fish and tofu.** **One egg a day is fine, and you do not need to throw the yolk away**: an egg has about 6 g of protein; the yolk carries phosphorus and cholesterol, but one whole egg a day is fine; if you want a second, have just the white (very little phosphorus, excellent protein). Low-protein starches (wheat starch, low-protein rice or bread) can free up protein for eggs, dairy and meat. Eat enough energy overall, or your body breaks down its own muscle. No protein powders.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), guideline 3.0.1 (0.55–0.60 g/kg/day, CKD 3–5 not on dialysis)；中国食物成分表标准版（第6版）鸡蛋',
    },
  },
  {
    id: 'low-sodium-swallowing',
    when: [LOW_SODIUM],
    unless: [ALCOHOL],
    for: { conditions: SWALLOWING.conditions! },
    beforeLabs: true,
    intent: 'lab_result',
    compose: lowSodiumSwallowing,
    text: {
      zh: `**吞咽困难的人血钠偏低时，不要自己加盐，也不要少喝：喝增稠饮料的人本来就容易喝得不够，脱水同样危险。** ${LOW_SODIUM_SWALLOWING_REST.zh}`,
      en: `**With trouble swallowing and a low sodium, add no salt yourself and do not cut drinks: on thickened drinks people already tend to drink too little, and dehydration is a danger too.** ${LOW_SODIUM_SWALLOWING_REST.en}`,
    },
    source: {
      ref: 'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47 (mild hyponatraemia 130–135 mmol/L; fluid restriction only for SIADH, decided by the doctor); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (older people with dysphagia are at risk of dehydration; thickened drinks lower intake); NICE NG136 Hypertension in adults (salt)',
      url: 'https://doi.org/10.1530/EJE-13-1020',
    },
  },
  {
    // Seventh clinician review (en D1): "my sodium is 129, should I drink more water to flush it out?
    // I already drink 3 litres" on sertraline and tramadol at 71 got the kidney-flush answer.
    id: 'low-sodium-water',
    when: [
      /喝水|多喝|饮水|水喝|补水|喝.{0,6}(升|毫升)|\bwater\b|\bfluids?\b|\bdrink\w*\b|\bliters?\b|\blitres?\b/,
      LOW_SODIUM,
    ],
    // Constipation with it: the constipation row, which says the same of water (blind answer round 25).
    unless: [ALCOHOL, CONSTIPATION],
    beforeLabs: true,
    notFor: [{ conditions: SWALLOWING.conditions! }, ADRENAL_PRIMARY],
    intent: 'lab_result',
    ...LOW_SODIUM_WATER,
  },
  {
    // Blind answer round 25 en-042: "how much water is too much then? shes having about 3 litres a day"
    // after "her blood test says sodium 129" got the older-adult "1.5–1.7 litres, sipped on a schedule".
    // The plan's own low sodium is enough: the water question is the low-sodium one whether or not this
    // message says the figure.
    id: 'low-sodium-water-plan',
    when: [
      /喝水|多喝|饮水|水喝|补水|喝.{0,6}(升|毫升)|\bwater\b|\bfluids?\b|\bdrink\w*\b|\bliters?\b|\blitres?\b/,
    ],
    unless: [ALCOHOL, CONSTIPATION],
    for: { lowSodium: true },
    beforeLabs: true,
    notFor: [{ conditions: SWALLOWING.conditions! }, ADRENAL_PRIMARY],
    intent: 'lab_result',
    ...LOW_SODIUM_WATER,
  },
  {
    // Blind answer round 59 en-080/zh-079 (development data): "If she's meant to drink less now, is the Metamucil still ok
    // to take?" from an 88-year-old with a sodium of 127 got the opioid row below (sertraline and tramadol she does not
    // take, "keep to the usual drinks") and "no known interaction" for the psyllium. Not on an opioid: the fluid limit
    // kept, the bulk-forming fibre asked about, her own sodium-lowering medicines named.
    id: 'constipation-low-sodium-fibre',
    when: [CONSTIPATION],
    unless: [ALCOHOL],
    for: { lowSodium: true, said: LOW_SODIUM },
    notFor: [
      { conditions: SWALLOWING.conditions! },
      ADRENAL_PRIMARY,
      { medicines: ['opioid'], said: OPIOID_SAID },
    ],
    wholeMessage: true,
    keepsToFluidLimit: true,
    intent: 'food_sources',
    compose: (said, zh) =>
      pickZh(LOW_SODIUM_CONSTIPATION.text, zh).replace('{medicines}', sodiumLoweringSentence(said, zh)),
    text: {
      zh: LOW_SODIUM_CONSTIPATION.text.zh.replace('{medicines}', SODIUM_LOWERING_MEDICINES.none.zh),
      en: LOW_SODIUM_CONSTIPATION.text.en.replace('{medicines}', SODIUM_LOWERING_MEDICINES.none.en),
    },
    source: LOW_SODIUM_CONSTIPATION.source,
  },
  {
    // Blind answer round 25 zh-044/045: "吃曲马多便秘好厉害…番泻叶泡水能喝吗" from a woman of 71 on tramadol and
    // sertraline with a sodium of 129 got "每天喝够1500–1700毫升水". Constipation with a low sodium: no extra
    // fluid; on an opioid a laxative the doctor or pharmacist chooses.
    id: 'constipation-low-sodium',
    when: [CONSTIPATION],
    unless: [ALCOHOL],
    for: { lowSodium: true, said: LOW_SODIUM },
    notFor: [{ conditions: SWALLOWING.conditions! }, ADRENAL_PRIMARY],
    intent: 'food_sources',
    // Only the person's own sodium-lowering medicines are named (blind answer round 59, en-080).
    compose: (said, zh) => {
      const row = KIDNEY_HEART_FAQ.find((r) => r.id === 'constipation-low-sodium')!;
      return zh
        ? row.text.zh.replace(OPIOID_SODIUM.zh, sodiumLoweringSentence(said, true))
        : row.text.en.replace(OPIOID_SODIUM.en, sodiumLoweringSentence(said, false));
    },
    text: {
      zh: '**血钠偏低（低于135 mmol/L）时，便秘也不要靠多喝水来解决：喝水照平时的量，医生定了每天的液体量就按医生的，多喝水会让血钠更低。** 舍曲林这类抗抑郁药和曲马多都可能让血钠下降，老人更容易发生；请把血钠结果告诉开药医生，不要自己停药。吃曲马多（阿片类止痛药）引起的便秘，单靠吃的往往不够，通常需要通便药：指南对阿片类药物引起的便秘建议用渗透性泻药（或软化大便的药）加刺激性泻药（如番泻叶制剂），不用增加纤维体积的泻药；具体用哪种、用多少，请医生或药师选。自己拿番泻叶泡水，浓度没法控制，容易腹泻、腹痛、血钾变低——要用就用药师推荐的、剂量固定的番泻叶片剂，不要泡叶子喝。吃的可以一起改：煮软的蔬菜、猕猴桃、几颗西梅（西梅汁也算进当天喝的水里，不是另外加）、燕麦粥，慢慢加；每天适当走动，早饭后固定时间上厕所。便血、腹痛、呕吐、一周没有大便，或者出现意识混乱、特别嗜睡、走路不稳、跌倒，要尽快就医。',
      en: '**With a low blood sodium (under 135 mmol/L), constipation is not a reason to drink more: keep to the usual drinks, or to the fluid limit the doctor sets — extra water lowers sodium further.** Antidepressants such as sertraline, and tramadol, can both lower sodium, above all in older people: tell the prescriber about the result, and do not stop a medicine yourself. Constipation from tramadol (an opioid) usually needs a laxative as well as food: for opioid constipation the guideline advises an osmotic laxative (or a stool softener) with a stimulant laxative such as senna, and not bulk-forming fibre laxatives; ask the doctor or pharmacist to choose the product and dose. Senna leaves brewed at home have an unmeasured strength and can cause diarrhoea, cramps and a low potassium — if senna is advised, take measured senna tablets, not a leaf tea. Food helps alongside: soft-cooked vegetables, kiwi, a few prunes (prune juice counts within the day’s drinks, not on top), oat porridge, added gradually; a little walking each day and a regular toilet time after breakfast. Blood in the stool, tummy pain, vomiting, no stool for a week, or new confusion, unusual drowsiness, unsteadiness or a fall need a doctor promptly.',
    },
    source: {
      ref: 'NICE CKS Constipation (2023): opioid-induced constipation — an osmotic laxative (or docusate) plus a stimulant laxative, avoid bulk-forming laxatives; Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47; NICE CKS Hyponatraemia; Zoloft (sertraline) US prescribing information §5 Hyponatremia (SIADH with SSRIs; older people at greater risk); tramadol: hyponatraemia in the UK SmPC §4.4 (section from memory)',
      url: 'https://cks.nice.org.uk/topics/constipation/',
    },
  },
  {
    // Eighteenth clinician review, zh M9: "体检钠131，是不是盐吃少了，我要多吃咸点吗" on paroxetine and tramadol
    // got the tramadol-and-alcohol text (a fresh chat: "no reliable rule"). A low sodium asked about as
    // too little salt: it is not, and salt does not fix it; the water row's body follows.
    id: 'low-sodium-salt',
    when: [
      /盐吃少|吃得?太淡|多吃(点)?咸|吃咸点|补盐|加盐|多放(一?点|些)?盐|多吃(一?点|些)?盐|吃(一?点|些)盐|淡盐水|盐片|\b(more|extra|add\w*) salt\b|\bsalt (tablets?|pills?)\b|\b(not enough|too little) salt\b|\bsaltier\b|\beat(ing)? (more )?salty\b/,
      LOW_SODIUM,
    ],
    unless: [ALCOHOL],
    beforeLabs: true,
    notFor: [{ conditions: SWALLOWING.conditions! }, ADRENAL_PRIMARY],
    intent: 'lab_result',
    text: {
      zh: `**血钠偏低多半不是盐吃少了，多吃咸、喝淡盐水也补不上来，不要自己加盐。** 也不要多喝水去“冲”。${LOW_SODIUM_WATER.text.zh.replace(/^\*\*[^*]+\*\*\s*/, '')}`,
      en: `**A low sodium is rarely from too little salt, and eating saltier food does not fix it: do not add salt yourself.** Nor drink more water to flush it out. ${LOW_SODIUM_WATER.text.en.replace(/^\*\*[^*]+\*\*\s*/, '')}`,
    },
    source: LOW_SODIUM_WATER.source,
  },
  {
    // Twenty-sixth clinician review, zh M9: "在吃氢氯噻嗪，血钠129，要不要限盐？" got "no reliable rule for
    // 氢氯噻嗪" although the plan read the sodium. Cutting salt asked with a low sodium: not strictly on
    // one's own now, no extra water, the thiazide the prescriber's to review within a day or two.
    id: 'low-sodium-salt-cut',
    when: [LOW_SODIUM_SALT_CUT, LOW_SODIUM],
    unless: [ALCOHOL],
    beforeLabs: true,
    notFor: ADRENAL_PRIMARY,
    intent: 'lab_result',
    ...LOW_SODIUM_SALT_CUT_ANSWER,
  },
  {
    id: 'low-sodium-salt-cut-plan',
    when: [LOW_SODIUM_SALT_CUT],
    unless: [ALCOHOL],
    for: { lowSodium: true },
    beforeLabs: true,
    notFor: ADRENAL_PRIMARY,
    intent: 'lab_result',
    ...LOW_SODIUM_SALT_CUT_ANSWER,
  },
  {
    // "should I drink lots of water to flush my kidneys" / "多喝水冲一冲" — declined.
    id: 'ckd-water-flush',
    when: [
      /多喝水|喝水|喝很多水|水喝|喝多少水|\bdrink\w* (lots|more|plenty|a lot)( of)? water\b|\bwater\b/,
      /肾|冲|排毒|\bkidneys?\b|\bflush\w*\b|\bdetox\w*\b|\bckd\b/,
    ],
    unless: [ALCOHOL],
    for: CKD,
    notFor: [
      {
        conditions: ['kidney_transplant', 'dialysis', 'heart_failure'],
        said: /移植|透析|\btransplant\w*\b|\bdialysis\b/,
      },
      // A low sodium said: the low-sodium row, never "drink to thirst" alone.
      { said: LOW_SODIUM },
    ],
    intent: 'how_much_nutrient',
    text: {
      zh: '**不用刻意多喝水“冲肾”：肾功能已经下降时，多喝水不会让肾功能变好，喝太多反而可能水肿、血钠变低。** 一项让慢性肾病患者每天多喝水的随机试验，一年后肾功能下降的速度和平常喝水的人没有差别。一般按口渴喝、尿色淡黄就行（普通成年人每天喝水约1.5–1.7升）；医生让你限水的（有水肿、尿少、心衰），按医生的量。夏天出汗多、腹泻或呕吐时要适当补水，避免脱水——脱水对肾也不好，这时候请问医生要不要暂停某些药。',
      en: '**No need to drink extra water to “flush” your kidneys: once kidney function is reduced, more water does not improve it, and too much can cause swelling or a low blood sodium.** In a randomised trial that coached people with CKD to drink more water, kidney function declined at the same rate after a year as in those who drank as usual. Drink to thirst with pale-yellow urine as the guide; if your doctor has set a fluid limit (swelling, little urine, heart failure), follow it. In hot weather, or with vomiting or diarrhoea, drink enough to avoid dehydration — which does harm the kidneys — and ask your doctor whether any medicines should be paused meanwhile.',
    },
    source: {
      ref: 'Clark WF et al. Effect of coaching to increase water intake on kidney function decline in adults with chronic kidney disease: the CKD WIT randomized clinical trial. JAMA 2018;319:1870–1879；中国居民膳食指南（2022）准则五（成年人每天饮水1500–1700毫升）',
    },
  },
  {
    // Blind answer round 18 en-134 (unsafe): "Can I take Tums or Alka-Seltzer or milk of magnesia for
    // heartburn with bad kidneys" got the pregnancy antacid-and-Elevit row.
    id: 'ckd-antacid',
    when: [
      /胃药|抗酸|制酸|烧心|反酸|泛酸|胃灼热|达喜|铝碳酸镁|盖胃平|镁乳|氢氧化镁|氢氧化铝|小苏打|碳酸氢钠|\bheartburn\b|\bacid reflux\b|\bindigestion\b|\bantacids?\b|\btums\b|\brolaids\b|\bmaalox\b|\bmylanta\b|\bgaviscon\b|\bmilk of magnesia\b|\balka[- ]?seltzer\b|\bbaking soda\b|\bsodium bicarbonate\b/,
    ],
    // The kidney doctor's bicarbonate tablets asked about with no heartburn are their own row's
    // (knowledge/medicine-diet.ts: the salt they bring), not the antacid advice (blind answer round 47,
    // en-022, development data).
    unless: [/便秘|泻药|通便|\bconstipat\w*\b|\blaxatives?\b/, BICARBONATE_WITHOUT_HEARTBURN],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'medicine_question',
    compose: antacidWithHighCalcium,
    text: {
      zh: '**肾功能差时，含镁或含铝的胃药（镁乳、氢氧化镁、铝碳酸镁/达喜、盖胃平）和含阿司匹林的泡腾片（如Alka-Seltzer原味）都不要自己用；小苏打（碳酸氢钠）也不要自己拿来当胃药。** 镁和铝靠肾排出，肾功能差时会在体内蓄积；阿司匹林这类止痛药伤肾；小苏打含钠很多，会加重水肿和血压（肾内科医生有时会开碳酸氢钠片纠正酸中毒，那是按医嘱吃，不是当胃药）。碳酸钙类（如Tums）偶尔吃一两片相对稳妥，但它算进每天的钙，不要天天吃，吃之前问问药师。烧心经常发生、每周好几次，请让肾内科医生或药师选药：法莫替丁等药要按肾功能减量，由他们定。平时：少量多餐，饭后3小时内不躺下，床头垫高，少吃油腻、辛辣、咖啡和酒。烧心同时胸口压着痛、出冷汗、气短，马上打120。',
      en: '**With reduced kidney function, do not use magnesium or aluminium antacids (milk of magnesia, magnesium hydroxide, Maalox, Mylanta) or an aspirin fizzy tablet such as Alka-Seltzer Original on your own, and do not use baking soda (sodium bicarbonate) as an antacid.** Magnesium and aluminium leave through the kidneys and build up when they work poorly; aspirin-type painkillers harm the kidneys; and sodium bicarbonate carries a lot of sodium, which worsens swelling and blood pressure (a kidney doctor sometimes prescribes bicarbonate tablets for acid levels — that is a prescription, not a heartburn remedy). Gaviscon, depending on the kind, holds aluminium and magnesium or a lot of sodium and potassium: not without asking your pharmacist. A calcium carbonate antacid such as Tums, a tablet or two now and then, is usually the least of the problems, but it adds to your calcium for the day — not every day, and ask your pharmacist first. If heartburn comes several times a week, ask your kidney doctor or pharmacist to choose the medicine: famotidine and similar drugs need a lower dose with weak kidneys, and they set it. Meanwhile: smaller meals, nothing lying down for 3 hours after eating, raise the head of the bed, and go easy on fatty or spicy food, coffee and alcohol. Heartburn with chest pressure, sweating or breathlessness: call 911.',
    },
    source: {
      ref: 'BNF, Antacids (magnesium- and aluminium-containing): renal impairment — avoid or use with caution (accumulation)；Medarov BI. Milk-alkali syndrome. Mayo Clin Proc 2009;84:261–267 (calcium carbonate antacids with a high calcium)；Alka-Seltzer Original Drug Facts (aspirin 325 mg, sodium bicarbonate 1916 mg per tablet)；KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, §3.11 medication management (avoid NSAIDs; adjust doses to eGFR)；Pepcid (famotidine) US prescribing information §2.2 (reduced dose at creatinine clearance below 60 mL/min)',
    },
  },
  {
    // "便秘了能吃什么，镁的泻药行吗" / "what laxative is safe for kidney disease, milk of magnesia?"
    id: 'ckd-laxative',
    when: [
      /便秘|泻药|通便|开塞露|乳果糖|聚乙二醇|番泻叶|硫酸镁|镁乳|灌肠|\bconstipat\w*\b|\blaxatives?\b|\bmilk of magnesia\b|\blactulose\b|\bmovicol\b|\bmiralax\b|\bsenna\b|\benemas?\b|\bepsom\b/,
    ],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'medicine_question',
    text: {
      zh: '**肾功能差时，不要用含镁的泻药（氧化镁、硫酸镁、镁乳）和磷酸钠灌肠剂或口服磷酸钠**——镁和磷都靠肾排出，会在体内蓄积。一般比较稳妥的选择是乳果糖、聚乙二醇，偶尔用开塞露（甘油）；用哪一种、用多少，先问药师或肾内科医生（限水的人要注意聚乙二醇需要兑水）。日常：在血钾允许的范围内吃够蔬菜，主食掺一些燕麦等粗粮，规律活动、每天固定时间排便；医生开的磷结合剂、铁剂也可能引起便秘，告诉医生。便秘同时肚子胀痛、呕吐、便血或几天不排气，尽快就医。',
      en: '**With reduced kidney function, avoid magnesium laxatives (milk of magnesia, magnesium hydroxide or oxide, Epsom salts) and sodium phosphate enemas or oral phosphate preparations** — magnesium and phosphate leave through the kidneys and build up. Usually safer choices are lactulose or macrogol (polyethylene glycol, e.g. Movicol, MiraLAX), with a glycerin suppository now and then; ask your pharmacist or kidney doctor which and how much (macrogol needs water, which counts on a fluid limit). Day to day: vegetables within your potassium allowance, some oats or whole grains, regular activity and a regular toilet time; phosphate binders and iron can constipate — tell your doctor. Constipation with a swollen painful belly, vomiting, blood, or no wind for days: get seen soon.',
    },
    source: {
      ref: 'BNF, Constipation treatment summary; magnesium hydroxide and sodium phosphate enemas — renal impairment cautions；NIH ODS Magnesium Fact Sheet for Health Professionals (magnesium-containing laxatives and kidney impairment)',
    },
  },
  {
    // "能吃中药调理肾吗，黄芪泡水" — declined.
    id: 'ckd-herbal-remedies',
    when: [
      // agbo, bitter kola and moringa too (round 51 zh-052, development data: read as cola)
      /中药|中成药|草药|偏方|保健品|黄芪|冬虫夏草|虫草|百令|金水宝|肾宝|调理|苦可乐果|可乐果|辣木|\bagbo\b|\bbitter kola\b|\bkola nuts?\b|\bmoringa\b|\bherbal\w*\b|\bherbs?\b|\bchinese medicine\b|\btcm\b|\bsupplements? for (my )?kidneys?\b|\bkidney (supplements?|detox)\b/,
    ],
    unless: [/杨桃|\bstar ?fruit\b|\bcarambola\b|镁|钙|维生素|\bmagnesium\b|\bcalcium\b|\bvitamins?\b/],
    for: CKD,
    notFor: NOT_CKD_DIET,
    intent: 'herbal_remedy',
    compose: herbalRemediesNamed,
    text: {
      zh: '**不建议自己吃中药、偏方或保健品“调理肾”。** 有些中草药本身伤肾——含马兜铃酸的关木通、广防己、青木香等曾导致大量“中药肾病”；很多汤药和药粉含钾高，肾功能差时会让血钾升高；保健品成分和剂量常常不清楚，还可能和你的药相互作用。黄芪、冬虫夏草之类，没有可靠证据能延缓肾病，也没有肾功能这么差时的安全资料。真想用中药，只用正规医院开的、成分清楚的，先告诉肾内科医生，用了以后按时查肾功能和血钾。',
      en: '**Do not take herbal remedies or “kidney” supplements on your own.** Some herbs damage the kidneys themselves — those containing aristolochic acid (guan mu tong, guang fang ji and others) caused many cases of kidney failure; many herbal decoctions and powders are high in potassium, which builds up when kidney function is low; and supplements often have unclear contents and doses and can interact with your medicines. Astragalus, cordyceps and similar products have no reliable evidence of slowing kidney disease and no safety data at this level of kidney function. If you want to use a herbal treatment, use only a prescribed product with known ingredients, tell your kidney doctor first, and have your kidney function and potassium checked while on it.',
    },
    source: {
      ref: 'KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of CKD, §4.4 (herbal remedies not advised in CKD)；Debelle FD, Vanherweghem JL, Nortier JL. Aristolochic acid nephropathy: a worldwide problem. Kidney Int 2008;74:158–169',
    },
  },
  // ── Kidney transplant ──────────────────────────────────────────────────────────────────────
  {
    // Answer round 7, en-089: "and tac with food or empty stomach? does it matter" — answered with magnesium.
    id: 'tacrolimus-food-timing',
    when: [
      /他克莫司|普乐可复|\btacrolimus\b|\btac\b|\bprograf\b|\badvagraf\b|\benvarsus\b/,
      /饭前|饭后|空腹|随餐|吃饭|跟饭|早饭|早餐|晚饭|一起吃|\bbreakfast\b|\bwith food\b|\bempty stomach\b|\bbefore (food|meals?|breakfast|eating)\b|\bafter (food|meals?|eating)\b|\bwith meals?\b|\bfood\b/,
    ],
    unless: [/西柚|葡萄柚|柚子|\bgrapefruit\b|\bpomelo\b|\bseville\b|镁|\bmagnesium\b/],
    intent: 'medicine_question',
    text: {
      zh: '**有关系：他克莫司最好空腹吃——饭前1小时或饭后2小时，一天两次的间隔12小时（比如早8点、晚8点）；更重要的是每天都按同一种方式吃。** 食物（尤其油腻的饭）会让它吸收变少，吃法一会儿空腹一会儿随餐，血药浓度就会忽高忽低。空腹吃胃不舒服的，告诉移植团队：可以改成每次都随餐，由他们按血药浓度调剂量——不要自己来回换。一天一次的缓释剂型一般早上空腹吃。查血药浓度那天，抽血前先不吃这一次的药，抽完再吃（按移植中心的安排）。西柚、柚子、酸橙不要吃。',
      en: '**It does matter: tacrolimus is best taken on an empty stomach — 1 hour before or 2 hours after food, and twice-daily doses 12 hours apart (for example 8 am and 8 pm); most important is taking it the same way every day.** Food, especially a fatty meal, lowers how much is absorbed, so switching between empty-stomach and with-food makes your levels swing. If it upsets your stomach on an empty stomach, tell your transplant team: you can switch to always taking it with food and they adjust the dose to your levels — do not switch back and forth yourself. Once-daily prolonged-release forms are usually taken in the morning on an empty stomach. On the day of a level check, take that dose after the blood test (as your centre tells you). No grapefruit, pomelo or Seville orange.',
    },
    source: {
      ref: 'Prograf (tacrolimus) US prescribing information §2 (take consistently with or without food) and §12.3 (food reduces absorption)；Prograf EU summary of product characteristics §4.2 (empty stomach, 1 hour before or 2–3 hours after a meal)',
    },
  },
  {
    // Answer round 7, zh-016 / en-089's first message: magnesium spacing with tacrolimus and mycophenolate.
    id: 'transplant-magnesium-spacing',
    when: [
      /镁|\bmagnesium\b/,
      /他克莫司|骁悉|吗替麦考酚酯|麦考酚|米芙|\btacrolimus\b|\btac\b|\bmycophenolate\b|\bcellcept\b|\bmyfortic\b|\bmmf\b/,
      /间隔|隔多久|隔开|一起|同时|什么时候|几点|\bapart\b|\btogether\b|\bsame time\b|\bwhen\b|\brelative\b|\bspac\w*\b|\bgap\b|\btiming\b/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**镁片和吗替麦考酚酯（骁悉）至少隔开2小时——同时吃会让骁悉吸收变少；为了他克莫司的吸收稳定，也别和他克莫司同时吃。** 如果抗排斥药是早8点、晚8点吃：他克莫司和骁悉照旧在这两个时间吃，镁片放到中午饭时（离两头都超过2小时）；一天两次镁片的，可以中午和下午（比如下午4点）各一次。含镁、含铝的胃药也一样要隔开。镁吃不吃、吃多少，按移植团队根据血镁定的量，不要自己加量。把新的时间表拿给移植药师看一眼最稳妥。',
      en: '**Keep magnesium at least 2 hours away from mycophenolate (CellCept/Myfortic) — taken together, less mycophenolate is absorbed — and, to keep tacrolimus absorption steady, do not take it with tacrolimus either.** If your anti-rejection medicines are at 8 am and 8 pm: keep tacrolimus and mycophenolate at those times and move the magnesium to lunchtime (more than 2 hours from both); a second magnesium dose can go mid-afternoon (say 4 pm). Antacids containing magnesium or aluminium need the same gap. Whether you take magnesium and how much is set by your transplant team from your blood magnesium — do not increase it yourself. Show the new timetable to your transplant pharmacist.',
    },
    source: {
      ref: 'CellCept (mycophenolate mofetil) US prescribing information §7 (antacids with magnesium and aluminium hydroxides decrease absorption; do not administer simultaneously)；Prograf (tacrolimus) US prescribing information §2 (consistent administration)',
    },
  },
  {
    // Answer round 7, zh-027: "then can I take it with yoghurt?" after the mycophenolate stomach question.
    id: 'mycophenolate-with-yoghurt',
    when: [/酸奶|牛奶|\byogh?urt\b|\bmilk\b|\bdairy\b/, /配|一起|同时|就着|送服|\bwith\b/],
    // Named in this message or the one before ("吃骁悉胃老不舒服" → "那配着酸奶吃行吗").
    for: { said: /骁悉|吗替麦考酚酯|麦考酚|米芙|\bmycophenolate\b|\bcellcept\b|\bmyfortic\b|\bmmf\b/ },
    intent: 'medicine_question',
    text: {
      zh: '**可以配一小杯酸奶或一点清淡的食物一起吃，前提是移植团队同意你随餐吃（说明书允许情况稳定的肾移植病人在需要时随餐吃）。** 酸奶选超市冷藏的正规产品（经过巴氏消毒），不要自制或散装的；之后每次都这样吃，别一阵空腹一阵随餐。不要用来一起送服的：镁片、含镁铝的胃药（要隔开至少2小时）；也不要自己加益生菌胶囊或保健品，先问移植团队。',
      en: '**Yes — a small pot of yoghurt or a light snack with it is fine, as long as your transplant team agrees to you taking it with food (the label allows stable kidney-transplant patients to take it with food when needed).** Choose a normal shop-bought, chilled (pasteurised) yoghurt, not home-made or loose; then take it the same way every time rather than switching between empty stomach and food. Do not take it with magnesium tablets or magnesium or aluminium antacids (keep at least 2 hours apart), and do not add probiotic capsules or supplements without asking the team.',
    },
    source: {
      ref: 'CellCept (mycophenolate mofetil) US prescribing information §2 (empty stomach; with food if necessary in stable renal transplant patients) and §7 (antacids)',
    },
  },
  {
    // Answer round 7, zh-026: "mycophenolate upsets my stomach — is it the timing with meals?"
    id: 'mycophenolate-stomach',
    when: [
      /骁悉|吗替麦考酚酯|麦考酚|米芙|\bmycophenolate\b|\bcellcept\b|\bmyfortic\b|\bmmf\b/,
      /胃|恶心|肚子|拉肚子|腹泻|饭前|饭后|空腹|吃饭|随餐|\bstomach\b|\bnause\w*\b|\bupset\b|\bwith food\b|\bempty stomach\b|\bmeals?\b|\bfood\b|\bdiarrh\w*\b/,
    ],
    unless: [/镁|\bmagnesium\b/],
    intent: 'medicine_question',
    text: {
      zh: '**有关系。吗替麦考酚酯（骁悉）按说明书最好空腹吃（饭前1小时或饭后2小时），但肾移植后情况稳定的人，如果胃不舒服，可以改成随餐吃——这是说明书允许的办法。** 改之前先跟移植团队说一声，改了以后每天都按同一种方式吃。其他要点：胶囊整粒吞，不要打开或掰碎；和镁片、含镁铝的胃药隔开至少2小时；恶心、腹泻、肚子痛持续或加重，告诉移植团队——他们可能调整分次方法或换成肠溶片（米芙），不要自己减量或停药。腹泻很厉害、发烧或便血，尽快就医。',
      en: '**It can be. Mycophenolate mofetil (CellCept) is labelled for an empty stomach (1 hour before or 2 hours after food), but stable kidney-transplant patients may take it with food if needed — the label allows this — which often settles the stomach.** Tell your transplant team before switching, then take it the same way every day. Also: swallow capsules whole, do not open or crush them; keep magnesium and magnesium or aluminium antacids at least 2 hours away; if nausea, diarrhoea or stomach pain carry on or worsen, tell the team — they may split the dose differently or switch to the enteric-coated form (Myfortic); do not cut down or stop it yourself. Severe diarrhoea, fever or blood in the stool: get seen soon.',
    },
    source: {
      ref: 'CellCept (mycophenolate mofetil) US prescribing information §2 (empty stomach; with food if necessary in stable renal transplant patients), §6 (gastrointestinal adverse reactions) and §7 (antacids)',
    },
  },
  {
    // Answer round 7, zh-046: "then is orange juice OK?" after the grapefruit question — got the CKD potassium text.
    id: 'transplant-sweet-orange',
    when: [/橙|橘|桔|柑|\boranges?\b|\bmandarins?\b|\btangerines?\b|\bclementines?\b|\bsatsumas?\b|\boj\b/],
    unless: [
      /西柚|葡萄柚|柚子|酸橙|塞维利亚|苦橙|青柠|\bgrapefruit\b|\bpomelo\b|\bseville\b|\bbitter orange\b|\bmarmalade\b|\blimes?\b|杨桃|\bstar ?fruit\b/,
    ],
    for: TRANSPLANT,
    intent: 'medicine_question',
    text: {
      zh: '**普通甜橙、橘子、砂糖橘和它们的汁，不会像西柚那样影响他克莫司，可以吃。** 要避开的是西柚（葡萄柚）、柚子、酸橙（塞维利亚橙，常做橙子果酱）和青柠——它们含有让他克莫司血药浓度升高的成分。另外橙子和橙汁含钾较多：最近血钾偏高、或医生让你限钾时，橙汁先不喝、橙子少吃；血钾正常就不用特别限制。买果汁饮料看清配料，混合果汁里可能有西柚汁。',
      en: '**Ordinary sweet oranges, mandarins and their juice do not affect tacrolimus the way grapefruit does — they are fine.** The ones to avoid are grapefruit, pomelo, Seville (bitter) orange — including its marmalade — and limes, which contain the compounds that raise tacrolimus levels. Oranges and orange juice are fairly high in potassium, though: if your potassium has been high recently or you have been told to limit it, skip the juice and keep oranges small; with a normal potassium there is no special limit. Check the label of mixed juices, which can contain grapefruit.',
    },
    source: {
      ref: 'Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309–316；Prograf (tacrolimus) US prescribing information §7 (grapefruit)',
    },
  },
  {
    // "移植后能喝酒吗" / "can I drink alcohol after a kidney transplant" — declined.
    id: 'transplant-alcohol',
    when: [ALCOHOL],
    for: TRANSPLANT,
    notFor: { medicines: ['anticoagulant', 'insulin', 'nitroimidazole'] },
    intent: 'medicine_question',
    text: {
      zh: '**移植后不是一滴都不能喝，但要少：肝功能正常、移植团队没让你戒的，偶尔少量——成年人一天的酒精不超过15克（约一瓶450毫升啤酒、150毫升葡萄酒或50毫升38度白酒），不要天天喝，不要喝醉。** 酒精会让血压、血糖和血脂升高，而他克莫司和激素已经让这些容易偏高；喝醉了还容易漏吃或吃错抗排斥药——喝了酒，抗排斥药也要按时照常吃。有脂肪肝、肝炎、移植后糖尿病，或者医生让你戒酒的，就不要喝。先问问你的移植团队。',
      en: '**After a transplant, alcohol is not completely banned, but keep it small: if your liver is healthy and your transplant team has not told you to stop, an occasional drink — well within 14 UK units a week, not every day, never getting drunk.** Alcohol raises blood pressure, glucose and blood fats, which tacrolimus and steroids already push up, and being drunk makes missed or wrong anti-rejection doses more likely — take them on time as usual even if you have had a drink. With fatty liver, hepatitis, post-transplant diabetes, or if your doctor has said no alcohol, do not drink. Check with your transplant team.',
    },
    source: {
      ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients. Am J Transplant 2009;9(Suppl 3):S1 (post-transplant diabetes, hypertension, dyslipidaemia)；中国居民膳食指南（2022）准则五；NHS, Alcohol units',
    },
  },
  {
    // Answer round 7, en-090: "prednisone makes me starving, gained 6 kg since the transplant — tips?"
    id: 'steroid-appetite-weight',
    when: [
      /激素|泼尼松|强的松|甲泼尼龙|美卓乐|\bprednis\w*\b|\bsteroids?\b|\bmedrol\b/,
      /饿|胃口|食欲|体重|胖|长肉|涨了|\bhungry\b|\bstarving\b|\bappetite\b|\bweight\b|\bgain\w*\b|\d ?kg\b/,
    ],
    unless: [/骨|钙|\bbones?\b|\bcalcium\b/],
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] },
    intent: 'weight_change',
    text: {
      zh: '**激素（泼尼松等）会让人特别饿、体重上涨，移植后第一年很常见。可以这样管住：** 三餐定时，每餐先吃一大份蔬菜，再吃蛋白质（鱼、鸡蛋、瘦肉、豆腐、低脂奶），主食一小碗、掺点杂粮；饿了的加餐选黄瓜、西红柿、一小份水果、无糖酸奶，不吃饼干零食；含糖饮料和果汁换成白开水或淡茶；少盐（激素会让身体留水、血压升高）、少油炸。每周固定一天称体重。按医生同意的强度，每天走路或做运动。激素剂量医生通常会逐步减下来，饥饿感会随之减轻——不要自己减药。激素和他克莫司都可能让血糖升高，口渴、尿多要查血糖。不要节食或吃减肥药，先问移植团队。',
      en: '**Steroids such as prednisone make many people very hungry and gain weight, especially in the first year after a transplant. What helps:** regular meals; start each meal with a big portion of vegetables, then protein (fish, eggs, lean meat, tofu, low-fat dairy), then a modest portion of starch, some of it wholegrain; for hunger between meals choose cucumber, tomatoes, a piece of fruit or plain yoghurt rather than biscuits or crisps; swap sugary drinks and juice for water or unsweetened tea; go easy on salt (steroids make you hold fluid and raise blood pressure) and fried food. Weigh yourself once a week on the same day. Walk or exercise daily at the level your team agrees. The steroid dose is usually tapered over time and the hunger eases with it — do not cut it yourself. Steroids and tacrolimus can both raise blood sugar: thirst and passing a lot of urine mean checking it. No crash diets or weight-loss pills without asking your transplant team.',
    },
    source: {
      ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009): obesity and post-transplant diabetes；prednisone US prescribing information §6 (increased appetite, weight gain, fluid retention)；中国居民膳食指南（2022）',
    },
  },
  {
    // "吃激素会骨质疏松吗，要不要补钙和维生素D" / "will prednisone hurt my bones" — partly declined.
    id: 'steroid-bones-calcium-d',
    when: [
      /激素|泼尼松|强的松|甲泼尼龙|美卓乐|\bprednis\w*\b|\bsteroids?\b|\bmedrol\b/,
      /骨|钙|维生素d|\bbones?\b|\bcalcium\b|\bvitamin d\b|\bosteopor\w*\b|\bfractures?\b/,
    ],
    // A high calcium, sarcoidosis or hyperparathyroidism: rows-hypercalcaemia.ts answers.
    notFor: HYPERCALCAEMIA,
    intent: 'medicine_question',
    compose: steroidBonesText,
    text: {
      zh: '**会。长期吃激素（泼尼松每天2.5毫克以上、超过3个月）会让骨量流失、骨折风险增加。** 一般建议：钙每天1000–1200毫克、维生素D每天600–800国际单位（饮食加补充剂一起算，先从牛奶、豆腐、绿叶菜里吃够，不够再补）；坚持负重运动、戒烟限酒、防跌倒；请医生评估骨密度和骨折风险，需要时用抗骨质疏松药。**有肾病或肾移植的人另外要注意**：血钙、血磷、维生素D和甲状旁腺激素常常不正常，补钙、补维生素D吃多少要由肾内科或移植团队看化验决定，不要自己吃大剂量。',
      en: '**Yes. Long-term steroids (prednisone 2.5 mg a day or more for over 3 months) thin the bones and raise fracture risk.** The usual advice: calcium 1,000–1,200 mg and vitamin D 600–800 IU a day, counting food and supplements together (get what you can from dairy, tofu and greens first, then top up); weight-bearing exercise, no smoking, little alcohol, and fall prevention; and ask your doctor to assess your bone density and fracture risk — a bone-protecting medicine may be advised. **With kidney disease or a kidney transplant**, blood calcium, phosphate, vitamin D and parathyroid hormone are often abnormal, so your kidney or transplant team sets the calcium and vitamin D doses from your blood results — no high doses on your own.',
    },
    source: {
      ref: 'Buckley L et al. 2017 American College of Rheumatology Guideline for the Prevention and Treatment of Glucocorticoid-Induced Osteoporosis. Arthritis Rheumatol 2017;69:1521–1537；KDIGO 2017 Clinical Practice Guideline Update for CKD–MBD, chapter 5 (kidney transplant bone disease)',
    },
  },
  {
    // "do I still need to limit protein and potassium like before the transplant" — answered with the dialysis text.
    id: 'transplant-diet-after',
    when: [
      /移植|\btransplant\w*\b/,
      /蛋白|限钾|限磷|还要.{0,6}限|透析那样|以前那样|\bprotein\b|\bpotassium\b|\bphosph\w*\b|\blimit\w*\b|\brestrict\w*\b|\blike before\b/,
    ],
    unless: [ALCOHOL, /激素|\bprednis\w*\b|\bsteroids?\b/],
    for: TRANSPLANT,
    intent: 'how_much_nutrient',
    text: {
      zh: '**移植肾功能好的时候，一般不用再像透析或肾衰时那样严格限蛋白、限钾、限磷、限水——很多人反而要把营养补回来。** 移植后通常按健康成年人的吃法：每餐有瘦肉、鱼、蛋、奶或豆腐，手术后早期伤口愈合时需要的蛋白质还多一些。但要看化验：他克莫司会让血钾偏高，有的人血磷偏低、有的人偏高，移植肾功能不全（eGFR偏低）时也可能还要适当控制——限不限、限多少，由移植团队和营养师看你最近的化验来定。喝水一般要喝够，具体量听移植团队的。同时要防着体重、血糖、血脂上涨：少盐、少糖、少油炸。',
      en: '**With a well-working transplant you usually no longer need the strict protein, potassium, phosphate and fluid limits of dialysis or kidney failure — many people need to build their nutrition back up.** After a transplant most people eat like a healthy adult: lean meat, fish, eggs, dairy or tofu at each meal, with a bit more protein early on while the wound heals. But go by your blood results: tacrolimus can push potassium up, phosphate can run low or high, and if the transplant works less well (a lower eGFR) some limits may still apply — your transplant team and dietitian decide from your latest results. Drink well unless told otherwise, to the amount your team gives. Watch weight, blood sugar and cholesterol: less salt, sugar and fried food.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (kidney transplant recipients: individualised protein and mineral intake)；KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients. Am J Transplant 2009;9(Suppl 3):S1',
    },
  },
];

/** Herbal products people name, each by the name the answer gives back. */
const HERBAL_NAMED: readonly { re: RegExp; zh: string; en: string }[] = [
  { re: /\bagbo\b/, zh: 'agbo草药水', en: 'agbo' },
  { re: /苦可乐果|\bbitter kola\b/, zh: '苦可乐果', en: 'bitter kola' },
  { re: /(?<!苦)可乐果|\bkola nuts?\b/, zh: '可乐果', en: 'kola nut' },
  { re: /辣木|\bmoringa\b/, zh: '辣木粉', en: 'moringa' },
];

/**
 * The row's answer with the products the person named said back first ("agbo, bitter kola and moringa"): the
 * general text alone read as if only Chinese herbs were meant (round 51 zh-052, development data).
 */
function herbalRemediesNamed(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = HERBAL_NAMED.filter((h) => h.re.test(t));
  if (named.length === 0) return null;
  const row = KIDNEY_HEART_FAQ.find((r) => r.id === 'ckd-herbal-remedies');
  if (!row) return null;
  const en = named.map((h) => h.en);
  const names = zh
    ? named.map((h) => h.zh).join('、')
    : en.length > 1
      ? `${en.slice(0, -1).join(', ')} and ${en.at(-1)}`
      : en[0]!;
  return zh
    ? `**你说的${names}也在其中：肾功能下降时，成分和剂量说不清的草药水、草药粉和嚼的草药都不建议自己吃，先停下来，下次复诊拿给肾内科医生看。** ${row.text.zh.replace(/^\*\*[^*]+\*\*\s*/, '')}`
    : `**That includes the ${names} you named: with reduced kidney function, herbal mixes, powders and chewed remedies of unknown content and dose are not advised on your own — leave them for now and show them to your kidney doctor at the next visit.** ${row.text.en.replace(/^\*\*[^*]+\*\*\s*/, '')}`;
}
