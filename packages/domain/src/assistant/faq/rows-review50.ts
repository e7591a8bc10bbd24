/**
 * Fiftieth blind clinician review (serious findings, fixed after it):
 *
 * - en S1: a man on haemodialysis with a potassium of 6.1 read the plan's "3400 mg" and asked "am i supposed to eat more
 *   potassium or less??" — the 3,400 mg adequate intake is for healthy kidneys; with kidney disease the renal team sets
 *   the limit from the blood potassium, and with a high one it is less (NASEM 2019 potassium DRI; KDOQI 2020 CKD
 *   nutrition guideline 6.3).
 */
import { NOT_A_NUTRITION_DRINK, PREGNANT } from './audiences';
import { DRINK_OR_WOUND_POWDER } from './rows-review28';
import type { FaqRow } from './types';

const POTASSIUM = /钾|鉀|\bpotassium\b|\bk\+?(?= ?(?:target|intake|limit))/;
/** More or less, or the plan's figure: "eat more … or less", "多吃还是少吃", "3400", "the target". */
const MORE_OR_LESS =
  /多吃还是少吃|多还是少|该多吃|要多吃|要少吃|少吃还是|3400|3,400|3\.4 ?g|目标|\b(more|less|fewer|increase|decrease|cut down|target|goal)\b/;
/**
 * Which foods to cut: "what foods are the worst", "哪些食物最要少吃", "what should I avoid" (fiftieth clinician review,
 * en M14: asked with a potassium of 6.1 on dialysis, answered by an apple-juice text).
 */
const WHICH_TO_CUT =
  /哪些[^，。？?]{0,8}(少吃|不能吃|别吃|不要吃|忌口|要避免|最高)|(最|要)少吃|不能吃什么|忌口|\b(worst|avoid|stay away|highest|cut out|cut back)\b|\bwhich foods?\b|\bwhat (foods?|should i)\b/;

const CALCIUM_OR_ZINC = /钙片|补钙|锌|\bcalcium\b|\bzinc\b/;
/** Asked whether one may: "可以吃吗", "能吃吗", "is that ok", "safe". */
const CAN_I =
  /(可以|能|能不能|可不可以)吃|吃[^，。？?]{0,4}(吗|嗎)|行不行|安全|\b(ok|okay|safe|fine|alright|allowed)\b|\bcan i\b|\bshould i\b/;
const KIDNEY = /肾|腎|\bkidneys?\b|\bckd\b|\brenal\b/;

/** Potassium with kidney disease: less, by the renal team's limit, the biggest sources first. */
const KIDNEY_POTASSIUM_TEXT = {
  zh: '**肾病的人，钾不是“越多越好”：方案里的3400毫克是肾功能正常的人的适宜摄入量，对你不适用。你每天吃多少钾，由肾内科医生或肾病营养师按你的血钾来定——血钾偏高（超过5.0–5.5 mmol/L）时，就是要少吃。** 血钾高时先减吸收最多、含量最高的：土豆、芋头、红薯（切小块、先焯水或煮两遍再做，能去掉一部分钾）、橙汁和果汁、香蕉、番茄和番茄酱、菌菇、干果和坚果、浓肉汤和火锅汤；低钠盐、“代盐”（氯化钾）一律不用。苹果、梨、葡萄、蓝莓、白米饭、白面条含钾较少。透析的人每次透析做足时间，按时吃医生开的降钾药。最近一次血钾在6.0或以上、没有不舒服：今天就联系透析中心或肾内科医生，问下次透析前要不要调整降钾药或透析；同时心慌、胸闷、手脚无力或发麻，请立即就医。',
  en: '**With kidney disease, potassium is not "the more the better": the 3,400 mg in the plan is the adequate intake for healthy kidneys and does not apply to you. Your kidney doctor or renal dietitian sets your daily potassium from your blood level — and with a high potassium (above 5.0–5.5 mmol/L) that means less.** With a high potassium cut the biggest sources first: potatoes, yams and sweet potatoes (cut small and boil them in two changes of water to lose some potassium), orange juice and other fruit juices, bananas, tomatoes and tomato sauce, mushrooms, dried fruit and nuts, and strong broths; no salt substitutes (Lite Salt, NoSalt, potassium chloride) at all. Apples, pears, grapes, blueberries, cranberry or apple juice, white rice and white pasta are lower in potassium. On dialysis, stay for your full sessions and take any potassium binder your doctor prescribed. A latest potassium of 6.0 or more with no symptoms: call your dialysis unit or kidney doctor today and ask whether your binder or dialysis should change before the next session; with palpitations, chest discomfort, weakness or numbness it needs emergency care now.',
};

const KIDNEY_POTASSIUM_SOURCE = {
  ref: 'NASEM, Dietary Reference Intakes for Sodium and Potassium (2019): the potassium AI applies to healthy people, not to those with impaired potassium excretion such as chronic kidney disease; Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, the electrolytes guideline on potassium (adjust dietary potassium to keep serum potassium in the normal range); USDA FoodData Central (potassium contents); UK Kidney Association Clinical Practice Guideline: Treatment of Acute Hyperkalaemia in Adults (2023)',
  url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
};

const FERROUS_SULPHATE = /硫酸亚铁|\bferrous sulph?ate\b|\bfeso4\b/;
/** How many tablets make a dose: "how many tablets is that", "吃几片". */
const HOW_MANY_TABLETS =
  /几片|多少片|吃几|\bhow many\b|\bone or two\b|\bhow much (of it|is that)\b|\bwhat dose\b/;

export const REVIEW50_FAQ: readonly FaqRow[] = [
  {
    // Fiftieth clinician review, en M17: "should i drink ensure or nepro" on haemodialysis with a potassium of 6.1 and a
    // phosphate of 6.8 got "Yes: for an older person who eats little … Ensure 1–2 a day", then "no reliable rule".
    id: 'dialysis-nutrition-drink',
    when: [DRINK_OR_WOUND_POWDER],
    unless: [NOT_A_NUTRITION_DRINK, /移植|\btransplant\w*\b/],
    for: { conditions: ['dialysis'], said: /透析|\bdialysis\b|\besrd\b/ },
    notFor: { conditions: ['kidney_transplant'] },
    // Before the whole-message nutrition-drink row for kidney or heart disease (rows-review28.ts), whose "Yes" leads.
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**透析的人，一般不把普通安素这类标准配方当日常饮品：标准配方含钾和磷，也要算进每天的喝水量，血钾、血磷偏高时更不合适。透析专用配方（如雅培 Nepro 这类肾病/透析配方）钾、磷和水分更少、蛋白质更多，才是为透析的人做的；要不要喝、每天几份（通常1–2份，两餐之间喝），由透析中心的营养师或肾内科医生定。** 透析的人蛋白质需要比一般人多（每公斤体重每天约1.0–1.2克）：吃得少或体重在掉，这周就告诉透析中心。任何饮品都算进每天的水量；最近一次血钾或血磷偏高，加任何饮品之前先问。',
      en: '**On dialysis, a standard drink such as Ensure is not the one to make a daily habit: standard formulas carry potassium and phosphate and count towards your fluid allowance, which matters all the more with a high potassium or phosphate. A dialysis formula — Nepro or a similar renal formula — has less potassium, phosphorus and fluid and more protein, and is the kind made for people on dialysis; whether you need one and how many (usually 1–2 a day, between meals) is for your renal dietitian or kidney doctor to decide.** Dialysis raises protein needs (about 1.0–1.2 g per kg a day): if you eat little or are losing weight, tell the dialysis unit this week. Count any drink within your fluid allowance, and with a high potassium or phosphate on your latest bloods ask before adding one.',
    },
    source: {
      ref: 'Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, Guideline 3 (protein 1.0–1.2 g/kg/day on maintenance haemodialysis), Guideline 4 (oral protein-energy supplements for people on dialysis at risk of protein-energy wasting) and the electrolytes guideline (potassium, phosphorus); Abbott Nepro with Carb Steady product information (a formula for people on dialysis: calorie- and protein-dense, lower in potassium and phosphorus) — cited from memory',
      url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
    },
  },
  {
    id: 'kidney-potassium-more-or-less',
    when: [POTASSIUM, MORE_OR_LESS],
    // After a transplant the diet of dialysis days is the transplant row's (rows-kidney-heart.ts).
    // A low potassium told (peritoneal dialysis often runs low) is the low-potassium answer's (rows-dev37).
    unless: [
      /移植|\btransplant\w*\b/,
      /钾[^，。？?]{0,6}(低|偏低|不够|[23]\.\d)|低钾|\b(low|lower) potassium\b|\bpotassium\b[^.?!]{0,25}(\blow\b|(?<![\d.])[23]\.\d)/,
    ],
    for: {
      conditions: ['kidney_disease', 'dialysis'],
      // Said without a plan: "my dialysis nurse said my potassium was 6.1", "透析的护士说我血钾又6.1了".
      said: /透析|肾衰|尿毒症|慢性肾病|肾功能不全|\bdialysis\b|\bckd\b|\bkidney (disease|failure)\b|\besrd\b/,
    },
    notFor: { conditions: ['kidney_transplant'] },
    intent: 'food_sources',
    text: KIDNEY_POTASSIUM_TEXT,
    source: KIDNEY_POTASSIUM_SOURCE,
  },
  {
    // Fiftieth clinician review, en M14: "my dialysis nurse said my potassium was 6.1 again. what foods are the worst?"
    // was sent to 911 and never answered. On dialysis the foods to cut and the renal unit today (without dialysis a
    // potassium-raising medicine's own answer names its prescriber: intents/potassium-medicine.ts).
    id: 'dialysis-potassium-worst-foods',
    when: [POTASSIUM, WHICH_TO_CUT],
    unless: [
      /移植|\btransplant\w*\b/,
      /钾[^，。？?]{0,6}(低|偏低|不够|[23]\.\d)|低钾|\b(low|lower) potassium\b|\bpotassium\b[^.?!]{0,25}(\blow\b|(?<![\d.])[23]\.\d)/,
    ],
    for: { conditions: ['dialysis'], said: /透析|\bdialysis\b|\besrd\b/ },
    notFor: { conditions: ['kidney_transplant'] },
    intent: 'food_sources',
    text: KIDNEY_POTASSIUM_TEXT,
    source: KIDNEY_POTASSIUM_SOURCE,
  },
  {
    // Fiftieth clinician review, zh M7: "你們推薦我吃鈣片跟鋅，我腎臟不好可以吃嗎？" with CKD G3a was answered with the
    // zinc-nausea text; "is that ok with my kidneys?" with "no reliable rule".
    id: 'kidney-calcium-zinc-tablets',
    when: [CALCIUM_OR_ZINC, CAN_I, KIDNEY],
    unless: [/透析|移植|\bdialysis\b|\btransplant\w*\b/],
    for: { conditions: ['kidney_disease'], said: KIDNEY },
    notFor: { conditions: ['dialysis', 'kidney_transplant'] },
    intent: 'supplement_dose',
    text: {
      zh: '**有慢性肾病（没有透析）时，钙片和锌片不是不能吃，但量要小，吃之前先问肾内科医生。** 钙：指南建议肾病3–4期的人每天的总钙（食物、钙片和含钙的降磷药合计）大约800–1000毫克，钙吃多了会沉积在血管里。每天一盒奶加豆腐、绿叶菜，食物就有大约500–700毫克，所以钙片通常一天最多一片（元素钙500毫克左右），也可能根本不需要——吃不吃、吃多少，由肾内科医生结合血钙、血磷和甲状旁腺素来定；同时在吃维生素D或骨化三醇的更要先问。锌：每天10毫克左右短期吃，对肾没有特别的风险，但没有缺锌时不必常规吃；不要长期超过每天40毫克（会引起缺铜）。两样都吃的话隔开两小时左右。下次复诊把方案里的这两项给肾内科医生或药师看。',
      en: '**With chronic kidney disease (not on dialysis), calcium and zinc tablets are not forbidden, but keep them small and ask your kidney doctor first.** Calcium: for kidney disease stages 3–4 the guideline suggests about 800–1,000 mg of calcium a day in total — food, calcium tablets and calcium-based phosphate binders together — because extra calcium can settle in the blood vessels. A glass or two of milk or yogurt, tofu and green vegetables already give about 500–700 mg, so at most one calcium tablet a day (about 500 mg of calcium), and perhaps none: whether and how much is for your kidney doctor to set from your calcium, phosphate and PTH results, above all if you also take vitamin D or calcitriol. Zinc: about 10 mg a day for a short time carries no special kidney risk, but it is not needed routinely without a deficiency; do not take more than 40 mg a day long-term (it causes copper deficiency). If you take both, keep them about 2 hours apart. Show both items of your plan to your kidney doctor or pharmacist at your next visit.',
    },
    source: {
      ref: 'Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, Guideline 7.1 (total elemental calcium 800–1,000 mg/day in CKD 3–4 not on active vitamin D) and trace minerals (zinc not supplemented routinely); KDIGO 2017 CKD-MBD Guideline Update, 4.1.3–4.1.6 (avoid hypercalcaemia, restrict calcium-based binders); NIH ODS Zinc fact sheet (adult UL 40 mg/day; copper deficiency)',
      url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
    },
  },
  {
    // Fiftieth clinician review, en M6: "the plan says 60mg iron on top of the pregnacare, do i just buy ferrous sulphate
    // from boots? how many tablets is that" got "no reliable rule".
    id: 'ferrous-sulphate-how-many-tablets',
    when: [FERROUS_SULPHATE, HOW_MANY_TABLETS],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**一片硫酸亚铁含铁约60毫克（国内常见的0.3克一片，英国的200毫克片、美国的325毫克片都差不多），所以每天补铁60毫克左右，就是一天一片。** 医生或助产士也可能让你隔天吃一片：隔天吃吸收差不多，胃肠反应更少（英国血液学会2020年孕期缺铁指南）。用白开水或少量橙汁送服，和孕妇复合维生素、钙片、抗酸药（如盖胃平、达喜）、茶、咖啡、牛奶至少隔开2小时；吃了恶心就改到睡前或随少量食物吃。铁片放在孩子拿不到的地方——儿童误吞铁片是常见的严重中毒。换别的铁剂时，看说明书上的“铁”或“元素铁”含量，而不是盐的重量。',
      en: '**One ferrous sulphate tablet — 200 mg in the UK, 325 mg in the US — gives about 60 mg of iron, so about 60 mg of iron a day is one tablet a day.** Your midwife or doctor may suggest one every other day instead: it is absorbed about as well and is easier on the stomach (British Society for Haematology, 2020). Take it with water or a little orange juice, at least 2 hours apart from your prenatal vitamin, calcium, antacids such as Gaviscon, tea, coffee and milk; if it makes you sick, take it at bedtime or with a little food. Keep iron tablets out of children’s reach — they are a leading cause of serious poisoning in young children. For another iron product, go by the label’s "iron" or "elemental iron" figure, not the weight of the salt.',
    },
    source: {
      ref: 'BNF, Ferrous sulfate (a 200 mg tablet holds 65 mg of iron); NIH ODS Iron fact sheet (ferrous sulfate 20% elemental iron); Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy, Br J Haematol 2020;188:819–830; Stoffel NU et al. Lancet Haematol 2017;4:e524 (alternate-day dosing)',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    // Fiftieth clinician review, en M12: "Potassium is 3.3. Can I drink tender coconut water daily and eat banana for
    // potassium?" on digoxin and torsemide got the lab reader's digoxin text, then "About bananas … no reliable rule",
    // coconut water never named. The lab reader keeps the lead; this row answers the foods beside it.
    id: 'low-potassium-typed-foods',
    when: [
      /(钾|鉀|\bpotassium\b|\bk\b)[^，。？?.!]{0,16}(?<![\d.])[23]\.\d/,
      /香蕉|椰子水|椰青|橙汁|土豆|\bbananas?\b|\bcoconut water\b|\borange juice\b|\bpotato(es)?\b/,
    ],
    notFor: [
      {
        conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'],
        said: /肾|腎|透析|\bkidneys?\b|\bdialysis\b|\bckd\b/,
      },
      PREGNANT,
    ],
    intent: 'food_sources',
    text: {
      zh: '**香蕉、椰子水这些含钾的食物，血钾偏低时可以照常吃喝，不用避开：一根中等香蕉含钾约420毫克，一杯（240毫升）椰子水约600毫克，一杯橙汁约450毫克，一个中等土豆约600毫克。** 但靠食物补不回已经偏低的血钾：医生开的补钾一次就相当于好几根香蕉，所以补不补、补多少、什么时候复查，由医生看血钾来定；吃地高辛或利尿剂的人更要今明两天联系医生。椰子水每天一杯就够，不要当水大量喝（也有糖）；同时吃螺内酯、“普利”“沙坦”类降压药，或肾功能不好的人，先问医生再天天喝。',
      en: '**Bananas and tender coconut water are fine with a low potassium — nothing to avoid: a medium banana has about 420 mg of potassium, a glass (240 ml) of coconut water about 600 mg, a glass of orange juice about 450 mg and a medium potato about 600 mg.** But food alone does not bring a low potassium back up: a prescribed dose equals several bananas at once, so whether to replace it, how much and when to recheck are the doctor’s call from your blood result — on digoxin or a diuretic, contact them today or tomorrow. One glass of coconut water a day is plenty; don’t drink it like water (it has sugar too), and on spironolactone, an ACE inhibitor or ARB, or with weak kidneys, ask the doctor before making it a daily habit.',
    },
    source: {
      ref: 'USDA FoodData Central, SR Legacy: coconut water (250 mg potassium per 100 g), banana (358 mg per 100 g), orange juice, potato; Kardalas E et al. Hypokalemia: a clinical update. Endocr Connect 2018;7:R135–R146 (potassium chloride replacement; dietary potassium alone is insufficient); Lanoxin (digoxin) US prescribing information §5.5 (hypokalaemia increases sensitivity to digoxin)',
      url: 'https://fdc.nal.usda.gov/',
    },
  },
];
