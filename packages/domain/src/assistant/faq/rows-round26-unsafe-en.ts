/**
 * Blind answer round 26's unsafe en-US chat answers (development data once its figures were reported),
 * each written as a class — the subject, what is asked and who asks, in both languages:
 * - supplements beside a direct oral anticoagulant (en-080: the bleeding card for "should I be stopping any
 *   of them?"; then a warfarin-and-INR text for apixaban);
 * - a severe-range blood pressure told in pregnancy (en-024: the prenatal-supplement list for 162 systolic
 *   at 24 weeks);
 * - calories and weight loss with gestational diabetes (en-006, en-007: a non-pregnant energy use, "keep
 *   protein at 54 g" and the 500–1,000 kcal deficit card);
 * - diet cola and a dry mouth on lithium (en-038: the lithium weight-loss text);
 * - water with a fibre powder on a dialysis fluid limit (en-070: the fibre target alone).
 * The salt substitute under a high potassium is a reading of the urgent card (safety/person-readings.ts),
 * the angina named as a medicine's reason is the triage lexicon's (safety/lexicon.ts), and a prescribed
 * anticoagulant's breastfeeding line is intents/lactation.ts's.
 */
import type { FaqAudience, FaqRow } from './types';
import { PREGNANCY_SAID } from './audiences';

const PREGNANT_STAGES = ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'];

/** A direct oral anticoagulant: the plan's medicine, or named in the message. */
export const DOAC: FaqAudience = {
  medicines: ['apixaban', 'rivaroxaban', 'edoxaban', 'dabigatran'],
  said: /阿哌沙班|艾乐妥|利伐沙班|拜瑞妥|艾多沙班|里先安|达比加群|泰毕全|\b(apixaban|eliquis|rivaroxaban|xarelto|edoxaban|savaysa|lixiana|dabigatran|pradaxa)\b/,
};

/** A supplement that adds bleeding risk, or St John's wort, named. */
const BLEEDING_OR_INDUCER_SUPPLEMENT =
  /银杏|姜黄|维生素e|维e|大蒜(素|精|胶囊|片)|贯叶连翘|圣约翰草|当归|丹参|\b(ginkgo|turmeric|curcumin|vitamin e|garlic (pills?|tablets?|capsules?|supplements?)|st\.? john.?s wort|dong quai|danshen)\b/;
/** Asked whether to keep, stop or combine. */
const KEEP_OR_STOP_ASKED =
  /停|能(不能)?吃|可以吃|能一起|一起吃|要紧|安全|行不行|有没有问题|\b(stop\w*|quit|ok|okay|safe|fine|together|alongside|with|keep|continue|thin\w*)\b/;

/** Pregnant: the plan's stage, gestational diabetes, or said. */
const PREGNANT: FaqAudience = {
  lifeStages: PREGNANT_STAGES,
  conditions: ['gestational_diabetes'],
  said: new RegExp(`${PREGNANCY_SAID.source}|孕\\d{1,2}周`),
};

/** A blood pressure named. */
const BP_NAMED =
  /血压|高压|收缩压|舒张压|低压|\bbp\b|\bblood pressure\b|\bsystolic\b|\bdiastolic\b|\bon top\b|\btop number\b|\bmm ?hg\b/;
/**
 * A severe-range reading: a systolic of 160 or more (alone or as 16x/…), or a diastolic of 110 or more
 * after a slash — never a height or weight (162 cm, 165 lbs).
 */
const SEVERE_BP =
  /(?<![\d.])(1[6-9]\d|2[0-4]\d)(?!\d|\.\d)(?!\s*(cm|厘米|公分|kg|公斤|斤|lbs?|pounds?|g\b|克|ml|毫升|mg))|(?<![\d.])\d{2,3}\s*[/／]\s*(1[1-9]\d)(?!\d|\.\d)/;

/** Gestational diabetes: the plan's condition, or said. */
const GDM: FaqAudience = {
  conditions: ['gestational_diabetes'],
  said: /妊娠糖尿病|妊娠期糖尿病|孕期糖尿病|\bgestational diabetes\b|\bgdm\b/,
};

const CALORIES_ASKED =
  /热量|卡路里|大卡|千卡|\bcalories?\b|\bkcals?\b|\bhow much (should|do|can) i eat\b|\bhow much food\b/;
const LOSS_ASKED =
  /减肥|减重|瘦下来|瘦一点|掉(几)?斤|掉秤|体重(降|减|掉)|\blos(e|ing) (a bit of |some |a little |a few |any )?(weight|kilos?|pounds|lbs|kg)\b|\bweight loss\b|\bslim down\b|\b(cut|cutting) calories\b|\bdiet(ing)? to lose\b/;

const GDM_SOURCE_EN =
  'ADA Standards of Care in Diabetes—2024, ch. 15 Management of Diabetes in Pregnancy (at least 175 g carbohydrate, 71 g protein and 28 g fibre a day; weight loss not advised in pregnancy); IOM, Weight Gain During Pregnancy: Reexamining the Guidelines (2009) (total gain by pre-pregnancy BMI); ACOG, Nutrition During Pregnancy (about 340 extra kcal a day in the second trimester, 450 in the third)';
const GDM_SOURCE_ZH =
  '美国糖尿病协会《糖尿病诊疗标准（2024）》第15章 妊娠期糖尿病管理（每天至少175克碳水化合物、71克蛋白质、28克膳食纤维；孕期不建议减重）；中华医学会妇产科学分会等《妊娠期高血糖诊治指南（2022）》；WS/T 801-2022《妊娠期妇女体重增长推荐值标准》；《中国居民膳食营养素参考摄入量（2023版）》能量（孕中期每天加250千卡，孕晚期加400千卡）';

export const ROUND26_UNSAFE_EN_FAQ: readonly FaqRow[] = [
  {
    // Round 26 en-080 ("I take turmeric, ginkgo, fish oil and vitamin E alongside my apixaban … Should I be
    // stopping any of them?"): the bleeding card, then a warfarin-and-INR text; St John's wort never said.
    id: 'doac-bleeding-supplements',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [BLEEDING_OR_INDUCER_SUPPLEMENT, KEEP_OR_STOP_ASKED],
    // A bleed told is the card's; a supplement instead of the blood thinner is its own row
    // (supplement-instead-of-anticoagulant); fish oil alone is doac-fish-oil-alone's.
    unless: [
      /出血|流血|瘀|淤|黑便|换成|代替|替代|不吃抗凝|\b(bleed\w*|bruis\w*|blood in|black stools?|nosebleeds?|instead|replace\w*|switch\w*)\b/,
    ],
    for: DOAC,
    intent: 'drug_interaction',
    text: {
      zh: '**吃着阿哌沙班、利伐沙班这类抗凝药，银杏、姜黄（姜黄素）胶囊和维生素E补充剂建议停掉，贯叶连翘（圣约翰草）不要吃：前三种会让出血风险更高，又没有被证实的好处；贯叶连翘会让阿哌沙班、利伐沙班在血里的浓度降低，防中风、防血栓的作用变弱。** 鱼油：大剂量（每天超过约3克）也会增加出血；如果不是医生为某个原因（比如甘油三酯很高）开的，问开抗凝药的医生或药师要不要继续，每周吃两次鱼没有问题。做菜放的姜黄粉、大蒜可以照常吃。抗凝药本身照医生说的每天按时吃，不要因为保健品自己停药或漏吃；下次看病或去药房时，把所有保健品的瓶子带上给医生或药师看。出血止不住、尿里或大便里有血、大便发黑、身上大片瘀青、咳血或吐血，马上就医。',
      en: '**On apixaban, or another blood thinner of its kind (rivaroxaban, edoxaban, dabigatran), stop the ginkgo, the turmeric or curcumin capsules and any vitamin E supplement, and do not take St John’s wort: the first three add to the bleeding risk with no proven benefit, and St John’s wort lowers the level of apixaban and rivaroxaban so they protect less against a stroke or a clot.** Fish oil: high doses (more than about 3 g a day) add to bleeding too; unless a doctor prescribed it for a reason (such as very high triglycerides), ask the prescriber or pharmacist whether to keep it — oily fish twice a week is fine. Turmeric as a spice and garlic in cooking are fine. Keep taking the blood thinner exactly as prescribed: never stop or skip it because of a supplement, and bring every bottle to your next appointment or show the pharmacist. Bleeding that will not stop, blood in the urine or stools, black stools, large bruises, or coughing or vomiting blood: get urgent care.',
    },
    source: {
      ref: 'ELIQUIS (apixaban) US prescribing information (2021) §5.2 (drugs affecting haemostasis raise bleeding risk) and §7.1 (combined P-gp and strong CYP3A4 inducers such as St John’s wort: avoid); XARELTO (rivaroxaban) US prescribing information §7.2; Steffel J et al. 2021 European Heart Rhythm Association practical guide on the use of non-vitamin K antagonist oral anticoagulants. Europace 2021;23:1612–1676 (herbal products: St John’s wort lowers levels; ginkgo, high-dose fish oil and others add to bleeding); NIH Office of Dietary Supplements, Vitamin E Fact Sheet for Health Professionals (2021); NCCIH, Ginkgo (2020)',
    },
  },
  {
    // Round 26 en-024 ("My BP at the clinic last week was 162 on top … which foods can help to bring blood
    // pressure down in pregnancy?", 24 weeks on labetalol): the prenatal-supplement list; a severe-range
    // reading needs the maternity unit the same day.
    id: 'pregnancy-severe-blood-pressure',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [BP_NAMED, SEVERE_BP],
    unless: [/以前|孕前|怀孕前|\bbefore (i was |i got )?pregnan\w*\b|\byears? ago\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期收缩压（高压）到160或以上、或舒张压（低压）到110或以上，属于重度高血压：今天就要让产科评估——现在就打电话给产科门诊或产房分诊，或直接去医院产科急诊，即使没有不舒服，即使是几天前量的、当时没人处理。** 如果有剧烈头痛、看东西模糊或眼前闪光、肋骨下方（右上腹）疼、脸或手突然肿、气短，马上打120。这么高的血压，靠吃什么都降不下来，也来不及：要靠降压药（比如拉贝洛尔），剂量由医生调整；药照常按时吃，不要自己停或减。评估过以后，饮食上：盐和平时一样正常吃、不用刻意大减，多吃蔬菜水果、全谷物，每天喝奶保证钙；医生如果开了小剂量阿司匹林或钙片，按医嘱吃。',
      en: '**In pregnancy a top number (systolic) of 160 or more, or a bottom number (diastolic) of 110 or more, is in the severe range: it needs assessment by the maternity team today — phone your maternity unit or labour-ward triage now, or go to the obstetric assessment unit, even if you feel well and even if the reading was a few days ago and nobody acted on it.** With a severe headache, blurred vision or flashing lights, pain below the ribs on the right, sudden swelling of the face or hands, or breathlessness, call an ambulance (your emergency number) now. No food can bring a pressure this high down safely or fast enough: that is your medicine’s job (labetalol or another), and the doctors will adjust it — keep taking it as prescribed and do not stop or cut it yourself. Once you have been seen, for food: keep salt at a normal amount (no need to cut it hard in pregnancy), eat plenty of vegetables, fruit and whole grains, have dairy or another calcium source every day, and take low-dose aspirin or calcium if your team prescribed them.',
    },
    source: {
      ref: 'NICE NG133 Hypertension in pregnancy: diagnosis and management (2019, updated 2023) — severe hypertension 160/110 mmHg or more: admit or assess the same day, treat; no salt restriction for hypertension in pregnancy; ACOG Practice Bulletin No. 222, Gestational Hypertension and Preeclampsia (2020) (severe range: systolic 160 or diastolic 110 or more; treat within 30–60 minutes); 中华医学会妇产科学分会妊娠期高血压疾病学组《妊娠期高血压疾病诊治指南（2020）》（收缩压≥160 mmHg和/或舒张压≥110 mmHg为重度高血压）',
    },
  },
  {
    // Round 26 en-007 ("so is it ok if I actually lose a bit of weight or no?" with gestational diabetes):
    // the "Losing weight healthily" card with a 500–1,000 kcal deficit and the non-pregnant protein figure.
    id: 'pregnancy-weight-loss-asked',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [LOSS_ASKED],
    unless: [
      /低碳|生酮|\bketo\w*|\blow.?carb\w*|产后|生完|生了以后|断奶后|\b(after (the )?(birth|baby|delivery)|postpartum|post-?partum|once (the )?baby)\b/,
    ],
    for: PREGNANT,
    notFor: { lifeStages: ['lactating'] },
    intent: 'weight_change',
    text: {
      zh: '**不要——怀孕期间不要节食减重，有妊娠糖尿病、孕前偏胖也一样：不要少吃一顿、不要把主食停掉。** 每天至少要有 175 克碳水化合物（分在三餐和2–3次加餐里）、约71克蛋白质和28克膳食纤维；少吃太多会出现酮体，宝宝也可能不够。医生说“别长太多”，意思是按孕前的BMI慢慢长、长在推荐范围里（中国标准：孕前BMI 24–27.9的，整个孕期增重7–11公斤；28及以上的5–9公斤），不是让体重往下掉。某一周体重没涨或稍降可能发生，但如果体重持续在掉、尿里有酮体、或血糖总降不下来，告诉产科和营养师，由他们调整饮食或用药。减重可以放在生完孩子以后，和医生一起计划。',
      en: '**No — do not diet to lose weight while pregnant, with gestational diabetes or a BMI over 25 too: no skipped meals, no cutting out carbohydrate.** Keep to at least 175 g of carbohydrate a day spread over three meals and 2–3 snacks, about 71 g of protein and 28 g of fibre; eating too little brings ketones and can leave the baby short. “Don’t gain too much” means gaining slowly within the range for your pre-pregnancy BMI — 7–11.5 kg over the whole pregnancy from a BMI of 25–29.9, 5–9 kg from 30 or more (IOM 2009) — not losing weight. A week with no gain or a small drop can happen, but if your weight keeps falling, ketones show up, or your glucose stays high, tell your obstetric team and dietitian: they adjust the meal plan or add medicine. Weight loss can be planned after the birth, with your doctor.',
    },
    source: { ref: `${GDM_SOURCE_EN}; ${GDM_SOURCE_ZH}` },
  },
  {
    // Round 26 en-006 ("How many calories should I be eating a day? … My OB said not to gain too much but I'm
    // scared the baby won't get enough food", gestational diabetes): a non-pregnant energy use and "keep
    // protein at 54 g", the worry refused.
    id: 'gdm-calories',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [CALORIES_ASKED],
    unless: [LOSS_ASKED],
    for: GDM,
    notFor: { lifeStages: ['lactating'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**妊娠糖尿病的热量不按你现在的体重去算、也不减：每天三餐加2–3次加餐，保证至少175克碳水化合物、约71克蛋白质和28克膳食纤维。** 孕期多需要的热量不多：孕早期和孕前一样，孕中期每天多约250千卡，孕晚期多约400千卡；你自己的数字，由营养师按孕前体重、增重和血糖记录来定。“别长太多”不等于让宝宝吃不饱：宝宝靠你一天里分几次吃进去的食物长大，长得好不好，产检的B超会查。整个孕期增重多少看孕前BMI（中国标准：18.5–23.9的8–14公斤，24–27.9的7–11公斤，28及以上的5–9公斤）。不要靠少吃或不吃主食来压血糖；血糖高、尿里有酮体或体重在掉，告诉产科和营养师。',
      en: '**With gestational diabetes, calories are not worked out from your current weight and are not cut: eat three meals and 2–3 snacks a day that give at least 175 g of carbohydrate, about 71 g of protein and 28 g of fibre.** Pregnancy adds less energy than people think: nothing extra in the first trimester, about 340 kcal a day more in the second and 450 in the third — your dietitian sets your own figure from your pre-pregnancy weight, your weight gain and your glucose readings. Not gaining too much does not starve the baby: the baby grows from the food you eat spread through the day, and your scans check the growth. How much to gain over the whole pregnancy depends on your BMI before pregnancy (IOM 2009): 11.5–16 kg from 18.5–24.9, 7–11.5 kg from 25–29.9, 5–9 kg from 30 or more. Do not skip meals or cut out carbohydrate to keep your glucose down; high readings, ketones or weight falling are reasons to call your obstetric team and dietitian.',
    },
    source: { ref: `${GDM_SOURCE_EN}; ${GDM_SOURCE_ZH}` },
  },
  {
    // Round 26 en-038 ("is diet coke ok? i drink a lot of it cause my mouth is always dry", clozapine and
    // lithium): the lithium weight-loss text; thirst on lithium and caffeine on clozapine never said.
    id: 'lithium-diet-cola-thirst',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [
      /可乐(?!果(?!汁))|汽水|碳酸饮料|无糖饮料|零度|\b(diet coke|coke zero|coke|cola|pepsi|soda|sodas|pop|fizzy drinks?|soft drinks?|dr ?pepper|mountain dew)\b/,
      // A dry mouth; thirst alone is lithium-thirst-drinks' (rows-standard-common.ts).
      /口干|嘴干|口水少|\bdry mouth\b|\bmouth (is |feels |gets )?(always |so |really |very )?dry\b|\bcotton ?mouth\b/,
    ],
    unless: [/运动饮料|电解质|\b(gatorade|powerade|sports? drinks?|electrolytes?)\b/],
    for: { medicines: ['lithium'], said: /锂盐|碳酸锂|\blithium\b/ },
    intent: 'medicine_question',
    text: {
      zh: '**吃着锂盐，无糖可乐偶尔喝一点可以，但用它来解口干、一直喝很多不合适；总是口干口渴要告诉医生。** 锂盐常让人尿多、口渴（会影响肾脏浓缩尿液），这需要医生看看：通常会查锂浓度、肾功能和甲状腺。平时主要喝白开水，一天里分次喝，每天喝的量大致保持一样，不要突然多喝很多或少喝很多。可乐含咖啡因：咖啡因让人尿多、可能让锂浓度变低，突然戒掉又可能让锂浓度升高——喝多少尽量稳定，量变化大时告诉医生。如果同时吃氯氮平：咖啡因会让氯氮平的血药浓度升高，也要保持稳定。口干时一整天小口喝酸性的汽水最伤牙：尽量随餐喝、用吸管，可以嚼无糖口香糖，定期看牙医。手抖加重、腹泻、呕吐、走路不稳、说话含糊或糊涂，当天就要查锂浓度。',
      en: '**On lithium, a diet cola now and then is fine, but drinking a lot of it for a dry mouth is not the answer — and a mouth that is always dry or a thirst that never stops needs telling your doctor.** Lithium often makes people pass a lot of urine and feel thirsty (it affects how the kidneys concentrate urine); your psychiatrist or GP will usually check a lithium level, kidney function and thyroid. Make water your main drink, sipped through the day, and keep the amount you drink roughly the same each day — no sudden big increases or cutbacks. Cola has caffeine: caffeine makes you pass more urine and can lower the lithium level, and cutting it out suddenly can raise it, so keep your caffeine steady and tell the doctor about big changes. If you also take clozapine, caffeine raises the clozapine level too — keep it steady. Sipping acidic fizzy drinks all day with a dry mouth wears teeth away: have them with meals, use a straw, chew sugar-free gum and see a dentist regularly. A worse tremor, diarrhoea, vomiting, unsteadiness, slurred speech or confusion need a lithium level the same day.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information (rev. 2022) §5 (lithium-induced polyuria and nephrogenic diabetes insipidus; toxicity) and §7 (xanthines such as caffeine can lower serum lithium); NICE CG185 Bipolar disorder (2014, updated 2023) 1.10 (lithium level, kidney and thyroid monitoring; keep fluid intake steady); Hägg S et al. Effect of caffeine on clozapine pharmacokinetics in healthy volunteers. Br J Clin Pharmacol 2000;49:59–63; NHS, Dry mouth; Oral Health Foundation, Dental erosion (acidic drinks)',
    },
  },
  {
    // Round 26 en-070 ("how much water can i drink with the fiber? they limit my fluids to 1 liter", on
    // haemodialysis with a potassium of 6.3): the fibre target alone, the fluid limit never answered.
    id: 'fibre-on-fluid-limit',
    keepsToFluidLimit: true,
    wholeMessage: true,
    beforeLabs: true,
    when: [
      /纤维|车前子|洋车前|通便|便秘|西梅|\b(fib(er|re)|psyllium|ispaghula|metamucil|fybogel|benefiber|laxatives?|constipat\w*|prunes?)\b/,
      /水|液体|喝多少|限|\b(water|fluids?|drink|litres?|liters?|ml)\b/,
    ],
    for: {
      conditions: ['dialysis', 'heart_failure'],
      said: /限水|控水|限制喝水|每天只能喝|透析|\bfluid (limit|restriction)\b|\blimit(s|ed)? (my |your )?fluids?\b|\bfluids? (are |is )?(limited|restricted)\b|\bdialysis\b/,
    },
    intent: 'how_much_nutrient',
    text: {
      zh: '**医生或透析团队定的每天液体量照样要守，吃纤维不改变这个限量，不要为了纤维多喝水。** 也正因为这样，限水的人一般不建议自己吃纤维粉（洋车前子壳之类）：每次都要配一大杯水（约150–250毫升）一起喝，水不够时它会在食管或肠子里胀起来堵住。适合你的通便药，请透析团队或肾病营养师来选（常用的是不需要额外喝水的那类）。西梅和西梅汁含钾很高，血钾高的时候不要吃，除非营养师把它算进你的饮食里；含钾较低、又有纤维的：带皮的苹果或梨、蓝莓草莓、卷心菜、四季豆、菜花，按营养师给的份量吃。',
      en: '**Keep to the daily fluid limit your team set — fibre does not change it, so do not drink more for the sake of the fibre.** That is also why a fibre powder (psyllium or ispaghula, such as Metamucil or Fybogel) is usually not advised on a fluid limit: each dose must go down with a full glass of water (about 150–250 mL), and without enough fluid it can swell and block the gullet or bowel. Ask your dialysis team or renal dietitian for a laxative that suits you (usually one that needs no extra fluid). Prunes and prune juice are high in potassium: not while your potassium is high, unless the renal dietitian fits them into your plan; lower-potassium foods with fibre are an apple or pear with the skin, berries, cabbage, green beans and cauliflower, in the portions the dietitian gives.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al., Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107) (potassium and fluid individualised by the renal team); US FDA 21 CFR 201.319 (water-soluble gums such as psyllium: take with at least a full glass of fluid; choking and obstruction warning); NICE CKS Constipation (2023: bulk-forming laxatives need adequate fluid; avoid in fluid restriction)',
    },
  },
];
