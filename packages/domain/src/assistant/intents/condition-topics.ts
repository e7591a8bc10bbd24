/**
 * Questions the clinician review of 2026-11-25 found answered by a neighbouring rule ("no known
 * interaction between azathioprine and fibre", "do not take a double dose", "ask your speech
 * therapist" about crushing a tablet): fibre with Crohn's and a stricture, food safety and probiotics
 * on an immunosuppressant, drinks and sticky foods with a swallowing difficulty, crushing medicines,
 * and levothyroxine taken with calcium, iron and coffee or at bedtime. Each text is data with its
 * source, in both languages; the person's plan (conditions, medicines) or their own words decide.
 */
import { LEVOTHYROXINE_TOGETHER_PREGNANCY } from '../../knowledge/medicine-chat-answers';
import { CRUSH_OR_TUBE, modifiedReleaseNamed } from '../../knowledge/modified-release';
import type { Bilingual, Source } from '../../contracts/common';
import {
  IMMUNOSUPPRESSED_FOOD_SAFETY,
  IMMUNOSUPPRESSED_PROBIOTICS,
  IMMUNOSUPPRESSING,
} from '../../knowledge/medicine-diet';
import { drugById } from '../../interactions';
import { isAgranulocytosisDrug, NEUTROPENIA_SOURCE, RAISE_WBC_ANSWER } from '../../knowledge/neutropenia';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { hasHyperthyroid } from '../../contracts/questionnaire';
import { asksAboutDietPills, cancerNewSymptom, REVIEW_CLOSING_RULES } from './review-closing-topics';
import {
  asksCancerAntioxidant,
  asksCoeliacGluten,
  asksSickleNsaids,
  asksSteroidStop,
  asksSteroidSickDay,
  CHRONIC_TOPIC_RULES,
} from './chronic-topics';

interface Rule {
  text: Bilingual;
  source: Source;
}

const ESPEN_IBD_2023 =
  'Bischoff SC et al. ESPEN guideline on clinical nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352–379 (stricturing Crohn’s disease with obstructive symptoms: a texture-adapted, low-fibre/low-residue diet; otherwise no general fibre restriction); Hashash JG et al. AGA Clinical Practice Update on diet and nutritional therapies in IBD. Gastroenterology 2024;166:521 (stricturing disease: modified texture, low insoluble fibre)';

const IDDSI_SOURCE: Source = {
  ref: 'IDDSI Complete Framework Detailed Definitions 2.0 (2019): drink thickness (levels 0–4) and food textures set after a swallow assessment; sticky, dry or mixed-consistency foods (glutinous rice, jelly cubes with liquid, nuts) are high-risk in dysphagia; Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38:10 (texture-modified enriched foods, oral nutritional supplements for malnourished older people with dysphagia; hydration: at least 1.6 L of drinks a day for older women and 2.0 L for men unless a condition calls for less)',
  url: 'https://iddsi.org/framework/',
};

const CRUSHING_SOURCE: Source = {
  ref: 'Royal Pharmaceutical Society, Pharmaceutical issues when crushing, opening or splitting oral dosage forms (2011): ask a pharmacist; modified-release and enteric-coated tablets must not be crushed; NHS Specialist Pharmacy Service, Swallowing difficulties and medicines (2022)',
  url: 'https://www.sps.nhs.uk/articles/using-medicines-in-patients-with-swallowing-difficulties/',
};

const LEVOTHYROXINE_SOURCE: Source = {
  ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (empty stomach, 30–60 minutes before breakfast, with water) and §2.1/§7 (at least 4 hours apart from calcium, iron, antacids; coffee, soy and fibre reduce absorption); Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism. Thyroid 2014;24:1670 (60 minutes before breakfast or at bedtime, 3 or more hours after the evening meal)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
};

/** Clinician review 2026-11-25 closing, Z2: Graves' disease on an antithyroid drug. */
const HYPERTHYROID_IODINE_SOURCE: Source = {
  ref: '中华医学会内分泌学分会等. 中国甲状腺功能亢进症和其他原因所致甲状腺毒症诊治指南. 中华内分泌代谢杂志 2022;38:700–748（甲亢患者应限制碘摄入，必要时食用无碘盐，忌用富碘食物和含碘药物；章节号凭记忆）; Ross DS et al. 2016 American Thyroid Association guidelines for diagnosis and management of hyperthyroidism and other causes of thyrotoxicosis. Thyroid 2016;26:1343–1421 (iodine excess and antithyroid drug response)',
  url: 'https://doi.org/10.1089/thy.2016.0229',
};

const ANTITHYROID_AGRANULOCYTOSIS_SOURCE: Source = {
  ref: 'Tapazole (methimazole) US prescribing information §5.1 Agranulocytosis (patients should report sore throat, fever or other signs of infection at once; stop the drug and obtain a white cell count with differential); propylthiouracil US prescribing information boxed warning and §5 (agranulocytosis); Ross DS et al. 2016 ATA hyperthyroidism guidelines, Thyroid 2016;26:1343 (baseline and symptomatic white cell counts on antithyroid drugs)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=methimazole',
};

export const CONDITION_TOPIC_RULES = {
  'hyperthyroid-iodine': {
    text: {
      zh: '**甲亢（包括格雷夫斯病）正在治疗时要限制碘：海带、紫菜、裙带菜、海苔等海藻类不要多吃，不要吃碘片、海带片或含碘的复合维生素等补碘产品。** 碘多了会让甲亢更难控制，抗甲状腺药的效果也会变差。国内指南建议甲亢患者限碘饮食，很多医生会让你改用无碘盐；要不要换盐、限到什么程度，请按你的内分泌科医生说的做。偶尔在菜里吃到一点海带或紫菜不用紧张，但不要当作常吃的菜。',
      en: '**While hyperthyroidism (including Graves’ disease) is being treated, limit iodine: do not eat kelp, seaweed, laver (nori) or wakame in any quantity, and take no iodine supplements — no iodine or kelp tablets, and no multivitamin with added iodine unless your endocrinologist agrees.** Extra iodine makes an overactive thyroid harder to control and weakens the antithyroid medicine. Chinese guidance advises an iodine-restricted diet, often with non-iodised salt; whether to change your salt, and how strict to be, is for your endocrinologist. A small amount of seaweed in a mixed dish now and then is not a worry, but do not make it a regular food.',
    },
    source: HYPERTHYROID_IODINE_SOURCE,
  },
  'antithyroid-low-wbc': {
    text: {
      zh: '**服用抗甲状腺药（甲巯咪唑、丙硫氧嘧啶、卡比马唑）时白细胞或中性粒细胞偏低，不是靠吃东西能升上来的——请尽快（这几天内）把化验结果告诉开药的医生。** 这类药少数人会引起粒细胞缺乏，这是需要医生评估的药物不良反应，下一步怎么用药由医生决定。不要自己吃“升白”保健品，也不要自己停药或换药。**如果出现发烧或咽喉痛（嗓子疼），请先停吃这种药，当天就去医院查血常规（急诊），并告诉医生你在吃抗甲状腺药。**',
      en: '**A low white cell or neutrophil count on an antithyroid medicine (methimazole, propylthiouracil, carbimazole) is not something food can raise — tell the prescriber about the result promptly (within days).** In a few people these medicines cause agranulocytosis, an adverse drug reaction a doctor needs to assess; what happens to the medicine next is the doctor’s decision. Do not take “white-cell boosting” supplements, and do not stop or switch the medicine on your own. **If you get a fever or a sore throat, take no more doses of it and get a blood count today (urgent care or the emergency department), telling them you take an antithyroid drug.**',
    },
    source: ANTITHYROID_AGRANULOCYTOSIS_SOURCE,
  },
  // Any other medicine that can cause agranulocytosis (knowledge/neutropenia.ts; clinician review
  // 2026-11-25 closing, Z2 and cross-cutting §6).
  'drug-low-wbc': {
    text: {
      zh: '**你在服用的药（如氯氮平、甲氨蝶呤、硫唑嘌呤、吗替麦考酚酯、柳氮磺吡啶、羟基脲、卡马西平等）少数人会引起白细胞或中性粒细胞减少，这不是靠吃东西能升上来的——请尽快（这几天内）把化验结果告诉开药的医生。** 是否继续用药、多久复查，由医生决定；不要自己停药或换药，也不要自己吃“升白”保健品。**中性粒细胞低于 0.5×10⁹/L，或出现发烧、咽喉痛时，请今天就医查血常规，并告诉医生你在吃这种药。**',
      en: '**Your medicine (for example clozapine, methotrexate, azathioprine, mycophenolate, sulfasalazine, hydroxyurea or carbamazepine) can lower white cells or neutrophils in a few people, and food cannot raise them — tell the prescriber about the result promptly (within days).** Whether to continue it and when to recheck is their decision; do not stop or switch it yourself, and do not take “white-cell boosting” supplements. **With neutrophils under 0.5 ×10⁹/L, or a fever or sore throat, get a blood count today and tell them which medicine you take.**',
    },
    source: NEUTROPENIA_SOURCE,
  },
  'low-wbc': { text: RAISE_WBC_ANSWER, source: NEUTROPENIA_SOURCE },
  'chemo-low-wbc': {
    text: {
      zh: '**化疗（或其他抗肿瘤治疗）后白细胞低，最要紧的是防感染、盯住发烧：体温到38.0℃或以上，或者发冷、寒战，立即去急诊并说明在化疗，不要先吃退烧药在家等。** 饮食上要做的是把食物弄干净、弄熟：①肉、鱼、蛋都要熟透，不吃生鱼片、醉虾醉蟹、溏心蛋、半生的牛排；②不喝生水，不喝没有经过巴氏消毒的奶和现榨的果汁，奶酪选巴氏消毒的；③生吃的水果蔬菜彻底洗净、能去皮的去皮，外面买的凉拌菜、沙拉先不吃；④剩菜冷藏，吃前彻底热透，放久的不吃；⑤生熟砧板分开，饭前便后洗手。白细胞不是吃东西或“升白”保健品能升上来的；什么时候复查、要不要打升白针，由肿瘤科决定。',
      en: '**After chemotherapy (or another cancer treatment) a low white count means the danger is infection, and the thing to watch is a fever: a temperature of 38.0 °C (100.4 °F) or more, or chills, means the emergency department at once — say it is during chemotherapy; no fever reducer and waiting at home.** For food, what matters is that it is clean and well cooked: meat, fish and eggs cooked through (no sushi, raw shellfish, runny eggs or rare steak); no unpasteurised milk, cheese or juice and no untreated water; raw fruit and vegetables washed well and peeled where possible, no shop-bought salads or deli salads for now; leftovers chilled and reheated until steaming, and not kept long; separate boards for raw and cooked food, and hands washed before eating. Food or “white-cell boosting” supplements cannot raise the count; when to recheck, and whether an injection to raise it is needed, is the oncology team’s decision.',
    },
    source: {
      ref: 'Klastersky J et al. Management of febrile neutropaenia: ESMO Clinical Practice Guidelines. Ann Oncol 2016;27(suppl 5):v111–v118; US FDA and USDA, Food Safety for Older Adults and People with Cancer, Diabetes, HIV/AIDS, Organ Transplants, and Autoimmune Diseases (2020)',
    },
  },
  'ibd-stricture': {
    text: {
      zh: '**克罗恩病有肠道狭窄（或以前有过肠梗阻）时，不要为了补纤维大量吃生蔬菜和沙拉。** 不容易消化的粗纤维——生的蔬菜、果皮、种子、坚果、玉米粒、爆米花、整粒豆类和菜梗——可能卡在狭窄处，堵住肠道。有狭窄时一般建议少渣（低纤维）饮食：蔬菜和水果煮软、去皮去籽，细嚼慢咽，少量多餐；主食选白米饭、面条、粥等。具体怎么吃、要持续多久，请问你的消化科医生或炎症性肠病团队（和营养师），他们知道狭窄的位置和程度。如果肚子胀痛、呕吐、不排气也不排便，这可能是肠梗阻，请立即就医，先不要吃东西。',
      en: '**With Crohn’s and a stricture (a narrowing, or a past blockage), do not load up on raw vegetables and salads for fibre.** Fibre that does not break down — raw vegetables, skins, seeds, nuts, sweetcorn, popcorn, whole beans and lentils, stringy stalks — can lodge at the narrowing and block the bowel. While you have a stricture a low-residue (low-fibre) diet is usually advised: vegetables and fruit cooked until soft, peeled and without seeds, chewed well, in small portions; white rice, noodles and refined cereals as starches. How strict and for how long is for your gastroenterologist or IBD team (and IBD dietitian), who know where and how tight the stricture is. A swollen, painful belly with vomiting and no wind or stools can be a blockage: get urgent care and eat nothing meanwhile.',
    },
    source: { ref: ESPEN_IBD_2023, url: 'https://doi.org/10.1016/j.clnu.2022.12.004' },
  },
  'ibd-fibre': {
    text: {
      zh: '**炎症性肠病并不是人人都要少吃纤维，但吃之前要先确认有没有肠道狭窄。** 没有狭窄时，煮熟的蔬菜、水果、燕麦等不必刻意限制；如果有狭窄（肠道变窄）或以前有过肠梗阻，生蔬菜、沙拉、果皮、种子、坚果和整粒豆类可能堵住肠道，要改为少渣饮食：蔬果煮软、去皮去籽、细嚼慢咽。发作期也常常要少吃粗纤维。你属于哪一种，请问你的消化科医生或炎症性肠病团队。',
      en: '**With IBD, fibre is not cut for everyone — but check first whether you have a stricture.** Without one, cooked vegetables, fruit and oats need no special limit; with a stricture (a narrowing of the bowel) or a past blockage, raw vegetables, salads, skins, seeds, nuts and whole legumes can block the bowel, and a low-residue diet is used instead: vegetables and fruit cooked soft, peeled, seeds removed, chewed well. During a flare rough fibre is often cut back too. Which applies to you is for your gastroenterologist or IBD team to say.',
    },
    source: { ref: ESPEN_IBD_2023, url: 'https://doi.org/10.1016/j.clnu.2022.12.004' },
  },
  'immuno-food-safety': IMMUNOSUPPRESSED_FOOD_SAFETY,
  'immuno-probiotic': IMMUNOSUPPRESSED_PROBIOTICS,
  'dysphagia-drinks': {
    text: {
      zh: '**喝水老呛，先请医生安排言语治疗师做吞咽评估：要不要增稠、增稠到哪一级（IDDSI 分级），由评估决定，不要自己猜。** 在评估之前：喝水时让她坐直（90度），低头微收下巴，小口慢喝，一口咽下再喝下一口；不要用吸管或仰头灌，不要在她疲劳、犯困或说话时喂；喝完保持坐直至少30分钟。增稠剂要按言语治疗师定的级别和说明书配，太稀太稠都不安全。喝得少容易脱水，记下每天喝了多少：医生没有限水时，老年女性一天约1.6升、男性约2升（汤、奶、粥里的水都算），白天分多次喝，傍晚以后少喝、睡前两小时基本不喝，能减少夜里起夜，不要靠整个下午不喝水来少起夜。如果喝水后咳嗽、声音发湿、发烧或呼吸急促，请尽快就医（可能是吸入性肺炎）。',
      en: '**Coughing on water needs a swallow assessment by a speech-language therapist (ask the doctor to refer): whether drinks are thickened, and to which IDDSI level, is set by that assessment — do not guess.** Until then: sit fully upright, chin slightly tucked, small slow sips, one swallow before the next; no straws or tipping the head back, not when tired, drowsy or talking; stay upright 30 minutes after. Mix thickener exactly to the level and label the therapist gives — too thin or too thick is unsafe. Track how much is drunk, as dehydration is common: with no fluid limit from the doctor, about 1.6 litres a day for an older woman and 2 litres for a man (soup, milk and porridge count), spread over the day and tapered in the evening — little in the two hours before bed cuts night-time trips to the toilet better than going without all afternoon. Coughing after drinks, a wet voice, fever or fast breathing need a doctor soon (aspiration pneumonia).',
    },
    source: IDDSI_SOURCE,
  },
  'dysphagia-sticky': {
    text: {
      zh: '**吞咽困难的人，汤圆、年糕、粽子等糯米食物和果冻先不要吃，等言语治疗师评估后再说。** 糯米食物又黏又韧，容易粘在喉咙堵住气道；果冻块在嘴里会化成稀水，同时有固体又有液体，最容易呛到；整粒坚果、花生、干硬或碎渣多的食物也一样危险。能吃哪一级的食物（如泥状、细软、湿软），按言语治疗师定的质地来做，软烂、湿润、不用多嚼的食物最安全。',
      en: '**With a swallowing difficulty, leave out sticky rice foods (tangyuan, rice cakes, mochi) and jelly until a speech-language therapist has assessed the swallow.** Glutinous rice is sticky and can stick in the throat and block the airway; jelly cubes melt into thin liquid in the mouth, mixing solid and liquid, which is the easiest to choke on; whole nuts, peanuts and dry, crumbly foods are risky too. Which texture is safe (puréed, minced and moist, soft and bite-sized) follows the level the therapist sets; soft, moist foods that need little chewing are safest.',
    },
    source: IDDSI_SOURCE,
  },
  'dysphagia-weight': {
    text: {
      zh: '**吞咽困难又在掉体重，要吃得“软而浓”，不要靠坚果或硬的零食加餐。** 每餐按言语治疗师定的质地，选能量和蛋白质高的软食：蒸蛋羹、豆腐、肉末粥或肉泥、鱼泥、全脂奶或酸奶、加了油或奶粉的米糊和菜泥；少量多餐，一天5–6次。口服营养补充剂（特殊医学用途配方食品）很有帮助，要按她能安全吞咽的稠度冲调或增稠。整粒坚果、花生、汤圆、年糕和果冻不要给。请医生或营养师评估营养状况，三个月内体重下降明显时要尽快就诊。',
      en: '**With a swallowing difficulty and weight loss, make food soft and rich — not nuts or hard snacks.** At the texture the speech-language therapist set, choose energy- and protein-dense soft foods: egg custard, tofu, porridge with minced meat or fish purée, full-fat milk or yogurt, purées enriched with oil, butter or milk powder; small meals 5–6 times a day. Oral nutritional supplements help a lot, made up or thickened to the consistency that is safe to swallow. No whole nuts, peanuts, sticky rice cakes or jelly. Ask the doctor or a dietitian to assess nutrition soon when weight has fallen over a few months.',
    },
    source: IDDSI_SOURCE,
  },
  'crush-medicine': {
    text: {
      zh: '**药能不能碾碎，请问药师（或开药的医生），不是言语治疗师的问题。** 普通的片剂很多可以碾碎后拌在少量软食里马上吃完；但缓释片、控释片、肠溶片不能碾碎或掰开，胶囊也不要自己打开——会让药一下子全部释放或被胃酸破坏。有的药还有液体或其他剂型可换。碾碎的药拌在一勺软食里吃，不要拌进一整碗粥（吃不完就少了剂量）。不少补充剂（钙、维生素D、B12等）有咀嚼片、泡腾片、冲剂或滴剂，吞大片困难的人可以请药师换成这些剂型（冲到饮料里时按言语治疗师定的稠度）。',
      en: '**Whether a medicine can be crushed is a question for the pharmacist (or prescriber), not the speech therapist.** Many plain tablets can be crushed and mixed into a spoonful of soft food taken at once; modified-release, extended-release and enteric-coated tablets must not be crushed or split, and capsules should not be opened without advice — the dose can release all at once or be destroyed by stomach acid. Some medicines come as a liquid or another form. Mix a crushed tablet into one spoonful, not a whole bowl, so the full dose is taken. Many supplements (calcium, vitamin D, B12) come as chewable or effervescent tablets, powder sachets or drops: for someone who struggles with big tablets, ask the pharmacist to switch to one of these (a drink made from a sachet is thickened to the level the swallow therapist set).',
    },
    source: CRUSHING_SOURCE,
  },
  'levothyroxine-together': {
    text: {
      zh: '**不行——要分开吃。** 左甲状腺素要单独用白开水空腹吃，吃完30–60分钟后再吃早饭、喝咖啡；钙片和铁剂要和它间隔至少4小时（比如中午或晚上吃）；铁剂到那时可以用一小杯橙汁送服帮助吸收，别用牛奶、茶或咖啡。钙、铁和咖啡会让左甲状腺素吸收变少；如果你的促甲状腺激素（TSH）偏高，这可能就是原因之一。分开吃大约6–8周后，请医生复查TSH，再决定剂量要不要调整；不要自己加量或停药。',
      en: '**No — separate them.** Take levothyroxine alone with water on an empty stomach, 30–60 minutes before breakfast and coffee; take calcium and iron at least 4 hours after it (for example at lunch or dinner) — iron can then go with a small glass of orange juice, which helps it absorb, but not with milk, tea or coffee. Calcium, iron and coffee all lower how much levothyroxine you absorb; if your TSH has been high, this may be part of why. After about 6–8 weeks of taking them apart, ask your doctor to recheck your TSH before any dose change; do not change or stop the dose yourself.',
    },
    source: LEVOTHYROXINE_SOURCE,
  },
  'levothyroxine-together-pregnancy': LEVOTHYROXINE_TOGETHER_PREGNANCY,
  'levothyroxine-bedtime': {
    text: {
      zh: '**可以，睡前吃是公认的另一种方法。** 睡前服用要在晚饭（最后一餐）后至少3小时、空腹用白开水吃；钙片、铁剂仍要和它间隔至少4小时。每天固定同一种时间吃，换时间后约6–8周请医生复查TSH。',
      en: '**Yes — bedtime is an accepted alternative.** Take it at least 3 hours after your last meal, on an empty stomach with water; keep calcium and iron at least 4 hours away from it. Keep to the same time every day, and have your TSH rechecked about 6–8 weeks after the switch.',
    },
    source: LEVOTHYROXINE_SOURCE,
  },
  // Diet pills and L-carnitine; a new lump or bone pain with cancer (closing review 2026-11-25).
  ...REVIEW_CLOSING_RULES,
  // Stopping a steroid; gluten with coeliac disease (the conditions of the closing review).
  ...CHRONIC_TOPIC_RULES,
} as const satisfies Record<string, Rule>;
export type ConditionTopicRuleId = keyof typeof CONDITION_TOPIC_RULES;

export type ConditionTopic =
  | 'ibd_fibre'
  | 'immuno_food_safety'
  | 'immuno_probiotic'
  | 'dysphagia_drinks'
  | 'dysphagia_sticky'
  | 'dysphagia_weight'
  | 'crush_medicine'
  | 'levothyroxine_together'
  | 'levothyroxine_bedtime'
  | 'hyperthyroid_iodine'
  | 'antithyroid_low_wbc'
  | 'drug_low_wbc'
  | 'chemo_low_wbc'
  | 'low_wbc'
  | 'diet_pills'
  | 'cancer_new_symptom'
  | 'steroid_stop'
  | 'steroid_sick_day'
  | 'coeliac_gluten'
  | 'cancer_antioxidants'
  | 'sickle_nsaids';

/** Antithyroid medicines (drug ids): the person has an overactive thyroid under treatment. */
export const ANTITHYROID: ReadonlySet<string> = new Set(['methimazole', 'carbimazole', 'propylthiouracil']);
const HYPERTHYROID_WORDS =
  /甲亢|甲状腺功能亢进|甲状腺机能亢进|格雷夫斯|格瑞夫斯|毒性弥漫性甲状腺肿|突眼性甲状腺肿|\bgraves'?\b|\bhyperthyroid\w*|\boveractive thyroid\b|\bthyrotoxicosis\b/;
const IODINE_WORDS =
  /碘|海带|紫菜|海藻|裙带菜|海苔|昆布|\biodi[nsz]\w*|\bkelp\b|\bseaweeds?\b|\blaver\b|\bnori\b|\bwakame\b|\bkombu\b/;
/** Asking how to raise a count, or saying it is low. */
const RAISE_OR_LOW =
  /升|提高|提升|补|吃什么|吃啥|偏低|低|少|减少|\braise\b|\bboost\w*|\bincrease\b|\blow\b|\bup\b|\beat\b|\bfoods?\b|\bdiet\b/;
const LOW_WBC_WORDS =
  /白细胞|白血球|中性粒|粒细胞|\bwhite (blood )?(cells?|counts?)\b|\bwbc\b|\bneutrophils?\b|\bneutropeni\w*|\bagranulocytosis\b/;

const IBD_WORDS =
  /克罗恩|克隆恩|溃疡性结肠炎|炎症性肠病|\bcrohn'?s?\b|\bulcerative colitis\b|\bcolitis\b|\bibd\b|\binflammatory bowel\b/;
const STRICTURE =
  /狭窄|肠梗阻|梗阻|肠子(变)?窄|\bstrictur\w*|\bnarrow\w*|\bobstruct\w*|\bblockages?\b|\bblocked bowel\b/;
const BOWEL_STRICTURE =
  /肠道?狭窄|肠梗阻|肠子(变)?窄|\b(bowel|intestin\w*|ileal|ileum|small intestine) (stricture|narrowing|obstruction|blockage)s?\b|\b(stricture|narrowing) (in|of) (my|the) (bowel|intestin\w*|ileum|small intestine|gut)\b/;
const FIBRE_FOODS =
  /纤维|粗粮|生(的)?(蔬)?菜|沙拉|蔬菜|水果|坚果|种子|豆类|少渣|低渣|无渣|\bfib(re|er)s?\b|\braw (veg\w*|vegetables?)\b|\bveggies\b|\bvegetables?\b|\bsalads?\b|\bnuts\b|\bseeds\b|\blegumes\b|\bbeans\b|\bwhole ?grains?\b|\blow.?residue\b|\blow.?fib(re|er)\b/;
const BIOLOGIC_WORDS =
  /生物制剂|英夫利西|阿达木|乌司奴|维得利珠|\binfliximab\b|\badalimumab\b|\bustekinumab\b|\bvedolizumab\b|\bbiologics?\b|\bremicade\b|\bhumira\b|\bstelara\b|\bentyvio\b/;
/** Immunity said to be lowered, or a blood cancer that lowers it (CLL, lymphoma). */
const IMMUNO_WORDS =
  /免疫抑制|慢性淋巴细胞白血病|慢淋|淋巴瘤|\bimmunosuppress\w*|\bimmunocompromised\b|\bweak(ened)? immun\w*|\bcll\b|\blymphoma\b|\bchronic lymphocytic\b/;
/** Raw or undercooked food, deli food or street-stall food: the food-safety question (FDA/USDA 2020). */
export const RAW_RISK =
  /路边摊|街边摊|小摊|\bstreet (stall|food|vendor|cart)s?\b|\bhawker\b|刺身|生鱼片|寿司|生蚝|牡蛎|生的?海鲜|贝类|醉虾|醉蟹|半生|溏心|生鸡蛋|熟食|冷切|火腿片|未经?巴氏|生奶|软奶酪|软质奶酪|\bsushi\b|\bsashimi\b|\boysters?\b|\bshellfish\b|\braw (fish|meat|eggs?|milk)\b|\bundercooked\b|\bdeli\b|\bcold cuts?\b|\blunch meats?\b|\bunpasteuri[sz]ed\b|\bsoft cheeses?\b|\bbrie\b|\bcamembert\b|\bblue cheese\b|\bhot dogs?\b/;
const PROBIOTIC = /益生菌|\bprobiotics?\b|\bsaccharomyces\b|\blactobacill\w*/;
// "Do I swallow my Fosamax whole with water?" is how to take a tablet, not a swallowing problem: the word alone is not one.
const DYSPHAGIA_WORDS =
  /吞咽困难|吞咽障碍|咽不下|呛|噎|\bdysphagi\w*|\b(trouble|difficulty|problems?|hard time|hard) (with )?swallow\w*|\b(can.?t|cannot|unable to|struggles? to) swallow\b|\bswallow(ing)? (problems?|trouble|difficult\w*|assessment|test|study)\b|\bchok\w*|\bcoughs? (on|when|while) (drinking|eating|water)\b|\bcough\w*[^.?!]{0,20}\bswallow\w*/;
const DRINKS =
  /喝水|饮水|喝汤|饮料|增稠|稠的水|稠水|流食|喝东西|\bwater\b|\bdrinks?\b|\bdrinking\b|\bfluids?\b|\bthicken\w*|\bliquids?\b/;
const STICKY =
  /果冻|汤圆|元宵|年糕|糍粑|粽子|糯米|麻薯|坚果|花生|\bjell(y|ies)\b|\bjello\b|\bsticky rice\b|\bglutinous\b|\bmochi\b|\brice cakes?\b|\bnuts\b|\bpeanuts\b/;
const CRUSH =
  /碾碎|压碎|磨碎|研碎|捣碎|掰开|打开胶囊|\bcrush\w*|\bgrind\b|\bsplit(ting)? (the |my |her |his )?(tablets?|pills?)\b|\bopen(ing)? (the |my |her |his )?capsules?\b/;
const MEDICINE = /药|片|胶囊|\btablets?\b|\bpills?\b|\bcapsules?\b|\bmedicines?\b|\bmedications?\b|\bmeds\b/;
/** Another form asked for than the tablet: chewable, liquid, effervescent, drops (咀嚼片, 泡腾片, 口服液). */
const OTHER_FORM =
  /咀嚼片|泡腾|口服液|液体(剂型|的那种|的)|滴剂|\bchewables?\b|\bliquid (one|form|version|kind|type)s?\b|\beffervescent\b|\b(a |in )?drops? (form|version)\b/;
/** A swallowing difficulty said: choking, tablets too big, trouble swallowing. */
const SWALLOWING_WORDS =
  /吞|咽|噎|呛|卡(在)?喉|太大|片(太|很|好)?大|\bswallow\w*|\bchok\w*|\btoo (big|large)\b|\bhuge\b|\b(big|large) (pills?|tablets?|capsules?)\b|\btrouble with (big |large )?(pills?|tablets?)\b|\bhorse pills?\b|\bgag\w*/;
/** "Can they be crushed", "这个能掰开吗": the tablets of the message before. */
const POINTS_BACK = /\b(they|them|it|these|those)\b|它们?|这个|那个|这种|那种/;
const WEIGHT_LOSS_OR_LITTLE =
  /瘦了|太瘦|掉秤|体重(下降|减轻|掉|太轻)|增加营养|补(充)?营养|加餐|零食|吃得(很)?少|吃不下|胃口(不好|差)|没胃口|长(点)?肉|增重|\blost (\d[\d.]* ?(kg|kilos?|pounds|lbs)|weight)\b|\blosing weight\b|\bweight loss\b|\beats? (very )?little\b|\bnot eating\b|\bpoor appetite\b|\bgain weight\b|\bput on weight\b|\bsnacks?\b|\bnourish\w*/;
// A prenatal, a multivitamin or an antacid carries the calcium and iron (twenty-eighth clinician review, en
// S2: "I take my synthroid with my prenatal gummies and Tums in the morning" got the prenatal–calcium text).
const LEVO_TAKEN_WITH =
  /钙|铁|咖啡|早饭|早餐|拿铁|豆浆|\blattes?\b|\bflat whites?\b|\bcappuccinos?\b|\bespresso\b|\bsoy\b|孕妇维生素|复合维生素|多种维生素|多维|爱乐维|玛特纳|善存|抗酸|胃药|\bcalcium\b|\biron\b|\bcoffee\b|\bbreakfast\b|\bprenatals?\b|\bmulti ?vitamins?\b|\bvitamins\b|\btums\b|\brolaids\b|\bcaltrate\b|\bantacids?\b|\belevit\b/;
const TOGETHER =
  /一起|同时|一块|一次吃|影响吸收|\baffects? (the )?absorption\b|\bmess(es)? with\b|\binterfer\w*|\btogether\b|\bat the same time\b|\ball at once\b|\bwith my (coffee|breakfast)\b|\bat \d{1,2} ?(am|a\.m\.)/;
/**
 * Levothyroxine named as what the other thing is taken with, or the other way round ("can I take the
 * iron pill with my synthroid in the morning with orange juice", "take my Synthroid with my Tums",
 * "铁剂和优甲乐同服"): the pair asked together, whatever else the sentence asks (fifteenth clinician
 * review, en P1 serious #2 — answered "Yes, it helps" for the juice).
 */
const LEVO_WORD =
  '(?:synthroid|levoxyl|unithroid|euthyrox|eltroxin|tirosint|thyronorm|thyrox|levothyrox\\w*|l-?thyroxine|thyroxine|thyroid (?:pills?|tablets?|medicine|meds?))';
const WITH_LEVO = new RegExp(
  `\\bwith (?:my|the|your|her|his) ${LEVO_WORD}\\b|\\b${LEVO_WORD} (?:\\w+ ){0,3}?with (?:my |the |your |her |his |an? )?(?:iron|calcium|tums|antacids?|multivitamins?|prenatals?|coffee)\\b|(?:和|跟|与)(?:优甲乐|雷替斯|加衡|左甲状腺素|左旋甲状腺素|甲状腺素)(?:片|钠片)?(?:同服|一起|一块|同时)|同服`,
);
const BEDTIME = /睡前|晚上吃|晚上服|睡觉前|\bbedtime\b|\bat night\b|\bbefore bed\b|\bin the evening\b/;

export interface ConditionTopicContext {
  conditions?: readonly string[];
  medicines?: readonly string[];
}

/** The person has IBD: the plan's condition, or their own words in the question. */
export function hasIbd(t: string, conditions: readonly string[]): boolean {
  return conditions.includes('ibd') || IBD_WORDS.test(t);
}

/** The person takes or names an immunosuppressing medicine, or says they are immunosuppressed. */
export function isImmunosuppressed(text: string, medicines: readonly string[]): boolean {
  const t = normaliseQuestion(text);
  const taken = [...medicines, ...findDrugs(text).map((d) => d.id)];
  return taken.some((m) => IMMUNOSUPPRESSING.has(m)) || BIOLOGIC_WORDS.test(t) || IMMUNO_WORDS.test(t);
}

export function conditionTopicOf(text: string, ctx: ConditionTopicContext): ConditionTopic | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  const conditions = ctx.conditions ?? [];
  const medicines = ctx.medicines ?? [];
  const named = findDrugs(text).map((d) => d.id);
  // A new lump or bone pain with cancer: the oncology team within days, before any food rule.
  if (cancerNewSymptom(t, text, medicines, conditions)) return 'cancer_new_symptom';
  if (asksAboutDietPills(t)) return 'diet_pills';
  // Stopping a long-term steroid: never suddenly (adrenal crisis), taper with the doctor (Z1 §5).
  // Skipping it while being sick: the sick-day rules first (eleventh clinician review, en P2).
  if (asksSteroidSickDay(t, text, medicines)) return 'steroid_sick_day';
  if (asksSteroidStop(t, text, medicines)) return 'steroid_stop';
  // Gluten, wheat or oats with coeliac disease (E2 §1, §2, §5).
  if (asksCoeliacGluten(t, conditions)) return 'coeliac_gluten';
  // Antioxidant supplements or herbal products with cancer: the oncology team first (ESPEN 2021).
  if (asksCancerAntioxidant(t, conditions)) return 'cancer_antioxidants';
  // Daily NSAIDs with sickle cell disease: the kidneys, the haematologist's pain plan (E4 §5).
  if (asksSickleNsaids(t, text, conditions)) return 'sickle_nsaids';
  // Crushing a medicine is the pharmacist's, whoever asks (the plan's dysphagia referral is not).
  // "Can they be crushed or is there a liquid or chewable one" after a question on big calcium tablets
  // for a woman who chokes got the thickened-drinks text (blind answer round 17 en-133, development data).
  // Another form asked for is the crushing question only with a swallowing difficulty (said or the plan's):
  // "滴剂还是软胶囊" for vitamin D is a product question (blind answer round 29, zh-027, unsafe: the crushing
  // text, and no dose).
  const swallowing = conditions.includes('dysphagia') || SWALLOWING_WORDS.test(t);
  if (
    (CRUSH.test(t) || (OTHER_FORM.test(t) && swallowing)) &&
    (MEDICINE.test(t) || named.length > 0 || POINTS_BACK.test(t))
  )
    return 'crush_medicine';
  // A modified-release or enteric-coated medicine given down a feeding tube or asked whether it may be
  // split (fourteenth clinician review, zh P2 #1: "拜新同…从胃管打进去", "拜新同是控释片吗？能掰开吗？").
  if (CRUSH_OR_TUBE.test(t) && modifiedReleaseNamed(t) !== null) return 'crush_medicine';
  // Graves' disease on methimazole asking about seaweed or iodised salt: the hyperthyroid rule, never
  // the hypothyroid one (clinician review 2026-11-25 closing, Z2).
  const antithyroid = [...medicines, ...named].some((m) => ANTITHYROID.has(m));
  if (antithyroid && LOW_WBC_WORDS.test(t)) return 'antithyroid_low_wbc';
  // "How do I raise my white cells / 白细胞低吃什么": never a nutrient food list (Z2).
  // On chemotherapy or with cancer: infection and the fever are the danger, and food safety is the diet
  // (blind answer round 29, en-099, unsafe: "his white cell count is 1.8. any foods he should avoid?" on
  // cisplatin got the clozapine and methotrexate text).
  if (
    LOW_WBC_WORDS.test(t) &&
    ([...medicines, ...named].some((id) => (drugById(id)?.classes ?? []).includes('chemotherapy')) ||
      conditions.includes('cancer') ||
      /化疗|放化疗|\bchemo\w*/.test(t))
  )
    return 'chemo_low_wbc';
  if (LOW_WBC_WORDS.test(t) && [...medicines, ...named].some(isAgranulocytosisDrug)) return 'drug_low_wbc';
  if (LOW_WBC_WORDS.test(t) && RAISE_OR_LOW.test(t)) return 'low_wbc';
  // The condition `hyperthyroid` ticked counts the same (the questionnaire's two thyroid options).
  if ((antithyroid || hasHyperthyroid(conditions) || HYPERTHYROID_WORDS.test(t)) && IODINE_WORDS.test(t))
    return 'hyperthyroid_iodine';
  const levo =
    named.includes('levothyroxine') || (medicines.includes('levothyroxine') && /甲状腺|thyro/.test(t));
  if (levo && BEDTIME.test(t)) return 'levothyroxine_bedtime';
  if (levo && (TOGETHER.test(t) || WITH_LEVO.test(t)) && LEVO_TAKEN_WITH.test(t))
    return 'levothyroxine_together';
  // A bowel stricture said without naming IBD ("low-residue diet with my stricture", "肠梗阻过") is the
  // same question; a low-residue diet alone (before a colonoscopy) is not.
  const bowelStricture =
    BOWEL_STRICTURE.test(t) || (STRICTURE.test(t) && /少渣|低渣|无渣|\blow.?residue\b/.test(t));
  const ibd = hasIbd(t, conditions) || bowelStricture;
  if (ibd && (FIBRE_FOODS.test(t) || STRICTURE.test(t)) && !PROBIOTIC.test(t) && !RAW_RISK.test(t))
    return 'ibd_fibre';
  const dysphagia = conditions.includes('dysphagia') || DYSPHAGIA_WORDS.test(t);
  if (dysphagia && STICKY.test(t)) return 'dysphagia_sticky';
  if (dysphagia && DRINKS.test(t)) return 'dysphagia_drinks';
  if (dysphagia && WEIGHT_LOSS_OR_LITTLE.test(t)) return 'dysphagia_weight';
  if (isImmunosuppressed(text, medicines)) {
    if (PROBIOTIC.test(t)) return 'immuno_probiotic';
    if (RAW_RISK.test(t)) return 'immuno_food_safety';
  }
  return null;
}

/** The rule a topic answers with: the stricture rule when a stricture is said or low-residue asked. */
export function conditionTopicRule(topic: ConditionTopic, text: string): ConditionTopicRuleId {
  const t = normaliseQuestion(text);
  switch (topic) {
    case 'ibd_fibre':
      return STRICTURE.test(t) || /少渣|低渣|无渣|\blow.?residue\b/.test(t) ? 'ibd-stricture' : 'ibd-fibre';
    case 'immuno_food_safety':
      return 'immuno-food-safety';
    case 'immuno_probiotic':
      return 'immuno-probiotic';
    case 'dysphagia_drinks':
      return 'dysphagia-drinks';
    case 'dysphagia_sticky':
      return 'dysphagia-sticky';
    case 'dysphagia_weight':
      return 'dysphagia-weight';
    case 'crush_medicine':
      return 'crush-medicine';
    case 'levothyroxine_together':
      return 'levothyroxine-together';
    case 'levothyroxine_bedtime':
      return 'levothyroxine-bedtime';
    case 'hyperthyroid_iodine':
      return 'hyperthyroid-iodine';
    case 'antithyroid_low_wbc':
      return 'antithyroid-low-wbc';
    case 'drug_low_wbc':
      return 'drug-low-wbc';
    case 'chemo_low_wbc':
      return 'chemo-low-wbc';
    case 'low_wbc':
      return 'low-wbc';
    case 'diet_pills':
      return 'diet-pills';
    case 'cancer_new_symptom':
      return 'cancer-new-symptom';
    case 'steroid_stop':
      return 'steroid-stop';
    case 'steroid_sick_day':
      return 'steroid-sick-day';
    case 'coeliac_gluten':
      return 'coeliac-gluten';
    case 'cancer_antioxidants':
      return 'cancer-antioxidants';
    case 'sickle_nsaids':
      return 'sickle-nsaids';
  }
}

/** "She eats little / is losing weight" with a swallowing difficulty: the soft, rich-food rule. */
export function dysphagiaWeightRule(conditions: readonly string[], text: string): boolean {
  return conditions.includes('dysphagia') || DYSPHAGIA_WORDS.test(normaliseQuestion(text));
}
