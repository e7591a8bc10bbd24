/**
 * Blind answer round 25's unsafe chat answers (development data once its figures were reported), each
 * written as a class — the subject, what is asked and who asks, in both languages:
 * - an older person who chokes asking to lose weight, live on thin congee or drink slimming tea (zh-025,
 *   zh-029: the porridge and weight-gain texts answered, never "do not lose weight");
 * - caffeine while hyperthyroid (zh-037: the 400 mg caffeine total answered her palpitations);
 * - alcohol with chronic pancreatitis on insulin (zh-066: the insulin part passed over; en-065: "up to 2
 *   drinks a day");
 * - a low potassium in pregnancy with vomiting asked as bananas or tablets (en-057: "close the gap with food");
 * - iron, a prenatal vitamin or other vitamins on a bile-acid binder (en-127: "no known interaction");
 * - vitamin B12 after an ileal resection or with Crohn's of the ileum (en-140, en-141: "your diet covers it",
 *   then the vegan 10 µg a day).
 * Addison's disease in the heat is with the adrenal rows (rows-medicines.ts, adrenal-heat-exercise).
 */
import type { FaqAudience, FaqRow } from './types';
import { ILEAL, INSULIN_OR_SULFONYLUREA, PANCREATITIS, PREGNANCY_SAID, SWALLOWING } from './audiences';

const PREGNANT_STAGES = ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'];

/** 65 or older: the plan's age, or said (an age of 65–99, a parent or grandparent). */
const OLDER: FaqAudience = {
  minAge: 65,
  said: /(?<!\d)(6[5-9]|[7-9]\d) ?(岁|周岁)|今年(6[5-9]|[7-9]\d)(?!\d|\.\d)(?!\s?(kg|公斤|斤|cm|厘米))|[七八九]十(多)?岁|我爸|我妈|老爸|老妈|奶奶|外婆|姥姥|爷爷|外公|姥爷|老人|\b(6[5-9]|[7-9]\d) ?(yo|y\/o|years? old)\b|\b(i'?m|i am|she'?s|he'?s|she is|he is) (6[5-9]|[7-9]\d)\b|\bmy (mum|mom|mother|dad|father|gran|grandma|grandmother|grandad|grandfather)\b|\belderly\b/,
};

/** Losing weight asked: dieting, a target weight, slimming teas. */
const WEIGHT_LOSS_ASKED =
  /减肥|减重|瘦身|降到\d|(想|要|打算|准备)[^，。？?]{0,6}(瘦|减[^，。？?]{0,3}(斤|公斤|kg))|肚子大|刮油|排毒茶|清肠茶|\b(want(s|ed)?|wanna|trying|try|plan(s|ning)?|need(s)?|hop(e|es|ing)|should (i|he|she)|how (do|can|should) (i|he|she)) (to )?lose\b|\blose (some |a few |a bit of )?(weight|kilos|pounds|lbs|kg)\b[^.!]{0,20}\?|\bweight[- ]loss (teas?|diets?|plans?|pills?)\b|\bslimming\b|\b(go(es|ing)? on|start(ing)?) a diet\b|\bdieting\b|\b(detox|skinny|diet|slimming) teas?\b|\b(his|her|my) (belly|tummy|gut)\b/;
/** Weight being lost without wanting to, or no appetite: the weight-gain rows' question, not this one. */
const WEIGHT_LOST_UNWANTED =
  /没胃口|吃不下|不想吃|一直(在)?掉|越来越瘦|瘦了很多|\bno appetite\b|\bnot hungry\b|\bkeeps? losing\b|\b(is|has been|been|am|i'?m) losing (weight|kilos|pounds)\b|\bput (some )?weight (back )?on\b|\bgain\b/;

/** Hyperthyroid now: the plan's condition, an antithyroid medicine, or said. */
const HYPERTHYROID: FaqAudience = {
  conditions: ['hyperthyroid'],
  medicines: ['antithyroid'],
  said: /甲亢|甲状腺功能亢进|格雷夫斯|\bgraves\b|\bhyperthyroid\w*|\boveractive thyroid\b|\bthyrotoxic\w*/,
};

/**
 * Alcohol said. "drinks"/"drinking" alone is alcohol only when nothing else is drunk: "when he drinks the Ensure" is a
 * nutrition drink (blind answer round 62, en-015, development data: Creon with Ensure got the pancreatitis alcohol text).
 */
const ALCOHOL_SAID =
  /喝酒|饮酒|喝点酒|白酒|啤酒|啤的|红酒|葡萄酒|洋酒|伏特加|威士忌|\b(alcohol|beers?|pints?|lager|wine|booze|vodka|whiske?y|gin|rum|spirits|cocktails?|shots?)\b|\b(drinks?|drinking)\b(?! (the |his |her |my |a |an |some |of )?(ensure|boost|fortisip|fortijuice|complan|glucerna|nutrition|protein|shakes?|milk|water|juice|tea|coffee|soup|smoothies?|formula|supplements?))/;

const B12_SAID = /b12|b 12|钴胺|\bcobalamin\b/;

/** The older-person-who-chokes answer after its first sentence (ESPEN geriatrics 2019; IDDSI 2019). */
const OLDER_DYSPHAGIA_ZH =
  '这个年纪体重往下掉，丢的多是肌肉，更容易摔倒、生病后恢复慢。用稀粥、少吃来代替一顿饭，既不够热量和蛋白质，而且稀粥、清汤、水这类稀的，正是喝水会呛的人最容易呛进气管的（可能引起吸入性肺炎）。电视上卖的减肥茶多半含泻药（番泻叶之类）或利尿成分，靠拉肚子、多排尿掉秤，会脱水、血钾变低，老人更容易头晕摔倒，不要喝。正常吃三顿加点心，每顿有蛋、奶、豆腐、肉末这类蛋白质；想走路轻快，靠每天走走和扶着椅子做起坐这类练腿的活动。喝水都会呛，请医生尽快安排吞咽评估（言语治疗师）：饭菜做多软、水要不要加增稠剂，按评估定。体重在掉、饭后咳嗽、发烧或声音发“湿”，尽快就医；肚子最近明显变大、发胀，也请让医生看看。';
const OLDER_DYSPHAGIA_EN =
  'Losing weight at this age is mostly lost muscle, which makes falls and a slow recovery from illness more likely. Living on thin congee or soup for a meal gives too little energy and protein, and thin liquids — water, thin congee, clear soup — are exactly what someone who chokes on water is most likely to breathe into the lungs (aspiration pneumonia). Slimming teas sold on TV usually contain laxatives (such as senna) or diuretics: the weight they take off is water, and they cause dehydration and a low potassium, with dizziness and falls in an older person — do not use them. Keep to three meals and snacks with protein at each (egg, milk, tofu, soft minced meat); to walk more easily, a daily walk and leg exercises such as standing up from a chair help more than losing weight. Choking on water needs a swallowing assessment (a speech and language therapist) soon: how soft the food and whether drinks need thickening are set by that assessment. Weight falling, coughing after meals, a fever or a “wet” voice: see a doctor soon; a belly that has recently grown or swollen should be checked by a doctor too.';

export const ROUND25_CHAT_UNSAFE_FAQ: readonly FaqRow[] = [
  {
    // Round 25 zh-025 ("我爸82岁…要减肥，晚饭想只喝点稀粥…喝水老是呛") and zh-029 ("我今年82…想把体重降到55公斤
    // …减肥茶能喝吗"): the porridge and weight-gain texts answered; never that he should not lose weight.
    id: 'older-dysphagia-weight-loss',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [WEIGHT_LOSS_ASKED],
    unless: [WEIGHT_LOST_UNWANTED],
    for: { all: [OLDER, SWALLOWING] },
    intent: 'food_sources',
    compose: ({ weightKg, heightCm }, zh) => {
      if (!weightKg || !heightCm) return null;
      const bmi = weightKg / (heightCm / 100) ** 2;
      if (bmi >= 27) return null;
      const b = bmi.toFixed(1);
      const where =
        bmi < 20
          ? { zh: '已经低于这个下限', en: 'already below that range' }
          : bmi < 22
            ? { zh: '已经在下限附近', en: 'already near the bottom of it' }
            : { zh: '在这个范围里', en: 'within it' };
      return zh
        ? `**不建议减重。按${heightCm}厘米、${weightKg}公斤算，BMI约${b}：65岁以上的人BMI以20.0–26.9为宜，这个体重${where.zh}，不胖。** ${OLDER_DYSPHAGIA_ZH}`
        : `**Do not diet — weight loss is not advised. At ${heightCm} cm and ${weightKg} kg the BMI is about ${b}: after 65 a BMI of about 20–27 is advised, and this is ${where.en} — not overweight.** ${OLDER_DYSPHAGIA_EN}`;
    },
    text: {
      zh: `**这个年纪、又有吞咽问题，不建议减重，也不要自己节食：65岁以上的人BMI以20.0–26.9为宜，体重宁可稍高、不要偏低，医生说不胖就是不需要减；只有明显肥胖的人，才由医生安排、在保住肌肉的前提下慢慢减。** ${OLDER_DYSPHAGIA_ZH}`,
      en: `**At this age, and with swallowing trouble, weight loss is not advised — do not diet or cut food on your own: after 65 a BMI of about 20–27 is advised, a little heavier is safer than too light, and if the doctor says you are not overweight there is nothing to lose; weight loss is only for someone clearly obese, planned with the doctor so that muscle is kept.** ${OLDER_DYSPHAGIA_EN}`,
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (weight-reducing diets only for obese older people, with care to keep muscle; avoid restrictive diets); 中国居民膳食指南（2022）老年人膳食指南（65岁以上BMI 20.0–26.9 kg/m²）; Cederholm T et al. GLIM criteria for the diagnosis of malnutrition. Clin Nutr 2019;38:1–9 (a low BMI in older age as a malnutrition criterion); IDDSI framework (2019) (thin liquids and textures set after a swallowing assessment); NHS, Laxatives (not for weight loss; overuse causes dehydration and salt imbalance)',
    },
  },
  {
    // Round 25 zh-037 ("在吃心得安，还能喝奶茶咖啡吗？喝完感觉心跳更快了", Graves' on methimazole): the 400 mg
    // caffeine total answered; her palpitations while still hyperthyroid were never the subject.
    id: 'caffeine-while-hyperthyroid',
    wholeMessage: true,
    when: [
      /咖啡|奶茶|浓茶|喝茶|茶水|可乐(?!果(?!汁))|能量饮料|功能饮料|红牛|提神|\bcoffees?\b|\bcaffeine\b|\bespresso\b|\blattes?\b|\bcappuccinos?\b|\bteas?\b|\bmatcha\b|\bcola\b|\bcoke\b|\benergy drinks?\b|\bred bull\b|\bpre-?workout\b/,
    ],
    unless: [/碘|海带|紫菜|\biodine\b|\bkelp\b|\bseaweed\b/],
    for: HYPERTHYROID,
    notFor: { lifeStages: PREGNANT_STAGES, said: PREGNANCY_SAID },
    intent: 'medicine_question',
    text: {
      zh: '**甲亢还没控制住的这段时间，咖啡、奶茶、浓茶、可乐和能量饮料先减下来：咖啡因和过多的甲状腺激素一样会让心跳加快、心慌、手抖、睡不好，你喝完心跳更快就是这样来的。** 先换成低因咖啡、不含茶底的热饮或白水，真想喝就一天一小杯、别空腹喝、下午以后不喝；等复查甲功医生说已经控制住了，再慢慢恢复，健康成年人每天咖啡因不超过400毫克。心得安（普萘洛尔）正是用来压住心跳快、手抖这些症状的，甲巯咪唑和心得安都按医生说的吃，不要自己停或改量；喝完心慌明显，复诊时告诉医生。心跳快得停不下来、跳得乱、胸痛、气短或快要晕倒，尽快就医。',
      en: '**While your thyroid is still overactive, cut back on coffee, milk tea, strong tea, cola and energy drinks: caffeine, like too much thyroid hormone, speeds the heart and brings palpitations, shakiness and poor sleep — which is what you feel after a cup.** Switch to decaf, caffeine-free hot drinks or water for now; if you do have one, keep it to one small cup, not on an empty stomach and not after midday. Once your doctor says your thyroid levels are under control, you can go back to ordinary amounts (up to 400 mg of caffeine a day for healthy adults). Propranolol is there to calm the racing heart and tremor: take it and your antithyroid tablets as prescribed, without stopping or changing them yourself, and tell your doctor at your next visit how much caffeine sets off the palpitations. A racing heart that will not settle, an irregular beat, chest pain, breathlessness or feeling faint: get seen urgently.',
    },
    source: {
      ref: 'Ross DS et al. 2016 American Thyroid Association guidelines for diagnosis and management of hyperthyroidism and other causes of thyrotoxicosis. Thyroid 2016;26:1343–1421 (beta-adrenergic blockade for symptomatic thyrotoxicosis: palpitations, tremor); EFSA Scientific Opinion on the safety of caffeine. EFSA J 2015;13:4102 (up to 400 mg a day for healthy adults; higher intakes raise heart rate, anxiety and sleep problems)',
    },
  },
  {
    // Round 25 zh-066 ("知道胰腺炎不该喝酒…我打着胰岛素呢，喝酒有啥要特别注意的": abstain, the insulin part passed
    // over) and en-065 ("vodka and diet coke, less carbs than lager right?": "up to 2 drinks a day").
    id: 'pancreatitis-alcohol-on-insulin',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [ALCOHOL_SAID],
    unless: [/无醇|零度啤酒|不含酒精|\balcohol.?free\b|\bnon.?alcoholic\b|\b0\.0\b/],
    for: { all: [PANCREATITIS, INSULIN_OR_SULFONYLUREA] },
    intent: 'medicine_question',
    text: {
      zh: '**胰腺炎的酒要完全戒掉，换什么酒都一样：啤酒、白酒、“低碳水”的伏特加兑无糖可乐，伤胰腺的是酒精本身，不是酒里的糖。** 慢性胰腺炎继续喝酒，发作和疼痛更多，胰腺管消化和管血糖的功能坏得更快；指南的建议是一点都不要喝，戒酒有难处可以请医生帮忙（戒酒门诊、药物）。在做到之前，如果还是喝了，打胰岛素要防低血糖：酒精让肝脏停止往血里放糖，低血糖可能在几个小时后、夜里或第二天早上才来，而且醉了和低血糖的样子很难分清。喝的时候一定要同时吃含碳水的东西（米饭、面、面包），不要空腹喝；睡前测血糖，偏低就加一份碳水的加餐，第二天早上再测；随身带糖块或葡萄糖片，告诉一起喝的人你在打胰岛素。胰岛素不要自己停，喝酒那天剂量要不要调，问你的糖尿病医生。',
      en: '**With chronic pancreatitis the advice is to stop alcohol completely, and switching drinks does not change that: vodka and diet coke, lager or wine — it is the alcohol that damages the pancreas, not the carbs.** Carrying on drinking brings more attacks and pain and destroys what is left of the pancreas’s digestion and insulin-making faster; guidelines advise no alcohol at all, and your doctor can help if stopping is hard (alcohol services, medicines). Until then, if you do drink, on insulin the danger is a low: alcohol stops your liver releasing glucose, so a low can come hours later, overnight or the next morning, and being drunk and being low look alike. Always eat carbohydrate (bread, rice, pasta) while drinking, never on an empty stomach; check your glucose at bedtime and have a carbohydrate snack if it is on the low side, and check again in the morning; carry glucose tablets and tell your friends you use insulin. Do not stop your insulin; ask your diabetes team whether to change a dose on a day you drink.',
    },
    source: {
      ref: 'Löhr JM et al. HaPanEU/UEG evidence-based guidelines for chronic pancreatitis. United European Gastroenterol J 2017;5:153–199 (alcohol abstinence); Arvanitakis M et al. ESPEN guideline on clinical nutrition in acute and chronic pancreatitis. Clin Nutr 2020;39:612–631 (alcohol abstinence); American Diabetes Association, Standards of Care in Diabetes—2025, §5 (alcohol and delayed hypoglycaemia on insulin) and §6 (hypoglycaemia)',
    },
  },
  {
    // Round 25 en-057 ("are bananas enough or do i need potassium tablets" after "my potassium came back 3.1",
    // hyperemesis at 9 weeks): "close the gap with food first".
    id: 'pregnancy-vomiting-low-potassium',
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    when: [/钾|香蕉|\bpotassium\b|\bbananas?\b|\bk\+?\b/],
    for: {
      all: [
        { lifeStages: PREGNANT_STAGES, said: PREGNANCY_SAID },
        {
          lowPotassium: true,
          said: /(血钾|钾)[^，。？?]{0,6}(低|偏低|3\.[0-4]|2\.\d)|低钾|\bhypokal\w*|\blow potassium\b|\bpotassium\b[^.?!]{0,25}\b(low|[23]\.\d)\b/,
        },
      ],
    },
    intent: 'medicine_question',
    text: {
      zh: '**孕吐引起的血钾低，光靠吃香蕉补不回来，需要产科医生来补钾：常见做法是到医院或日间病房输液，液体里加钾，再复查血钾。** 能吃下去、不吐出来的话，香蕉、土豆、酸奶这些含钾的食物可以吃，但吐得多的时候它们留不住，也补不够。不要自己去买钾片吃：剂量和要不要吃，由产科医生按血钾来定。今天就联系你的产科或急诊：吃什么喝什么都吐、一天小便很少或颜色很深、站起来头晕、心跳乱或者肌肉没力气，当天就去医院。止吐药按医生开的继续吃。',
      en: '**A low potassium from pregnancy vomiting is not something bananas can fix: your maternity team needs to replace it, usually with a drip (intravenous fluids with potassium added) at the hospital or day unit, and then recheck your blood.** If you can keep them down, bananas, potatoes and yoghurt are fine to eat, but while you are vomiting they will not stay down long enough to make up the loss. Do not buy potassium tablets yourself: whether you need them, and how much, is for the maternity team to decide from your blood result. Contact your maternity unit or early pregnancy unit today; if you cannot keep fluids down, are passing little or very dark urine, feel dizzy on standing, or notice palpitations or muscle weakness, go in today. Keep taking your anti-sickness medicine as prescribed.',
    },
    source: {
      ref: 'Royal College of Obstetricians and Gynaecologists. The management of nausea and vomiting of pregnancy and hyperemesis gravidarum. Green-top Guideline No. 69 (2024) (electrolytes checked and replaced; intravenous 0.9% saline with potassium chloride; ambulatory day-case care)',
    },
  },
  {
    // Round 25 en-140 ("had part of my ileum removed for crohns, do I need B12 jabs?": "your diet covers it")
    // and en-141 ("how often would i need them": the vegan 10 µg a day).
    id: 'b12-ileal-crohns',
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    when: [new RegExp(`${B12_SAID.source}|打针|注射|\\bjabs?\\b|\\binjections?\\b|\\bshots?\\b`)],
    for: { all: [ILEAL] },
    intent: 'supplement_dose',
    text: {
      zh: '**维生素B12只在小肠最末一段（回肠末端）吸收：切掉一段回肠（尤其超过约20厘米）或回肠有克罗恩病活动时，吃进去的B12和普通剂量的片剂常常吸收不了，所以往往需要打针。** 请消化科医生查一次B12水平（切过回肠的人至少每年查一次）；低了或切得较长，通常是肌注：开始几周打几针补足，之后长期定期打，英国常用羟钴胺1毫克每2–3个月一针，美国常用氰钴胺每月一针，具体剂量和间隔由医生定。切得很短、水平一直正常的人，可能只需要定期复查，或由医生决定试大剂量口服——已经在打针的，不要自己改成吃片剂或停针，换不换由消化科医生定。手脚发麻刺痛、走路不稳、舌头疼、特别累，尽快告诉医生。',
      en: '**Vitamin B12 is absorbed only in the last part of the small intestine (the terminal ileum), so after part of it is removed — especially more than about 20 cm — or with active Crohn’s there, B12 from food and ordinary tablets often is not absorbed, and injections are usually needed.** Ask your gastroenterologist for a B12 level (checked at least yearly after an ileal resection). If it is low, or a longer piece was removed, treatment is usually injections: a few in the first weeks to fill the stores, then one regularly for life — in the UK hydroxocobalamin 1 mg every 2–3 months, in the US cyanocobalamin usually once a month — with the dose and interval set by your doctor. After a very short resection with normal levels, regular checks, or high-dose tablets your doctor chooses, may be enough — if you are on injections now, keep them: do not swap them for a pill or stop them on your own; that switch is your gastroenterologist’s call. Numbness or tingling in the hands or feet, unsteady walking, a sore tongue or marked tiredness: tell your doctor soon.',
    },
    source: {
      ref: 'Lamb CA et al. British Society of Gastroenterology consensus guidelines on the management of inflammatory bowel disease in adults. Gut 2019;68(Suppl 3):s1–s106 (B12 deficiency after ileal resection; monitoring); Bischoff SC et al. ESPEN guideline: clinical nutrition in inflammatory bowel disease. Clin Nutr 2020;39:632–653 (ileal resection over 20 cm: vitamin B12 given parenterally); BNF, Hydroxocobalamin (malabsorption: 1 mg by injection, maintenance every 2–3 months); NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024) (absorption in the terminal ileum; Crohn’s disease and ileal resection)',
    },
  },
  {
    // Round 25 en-127 ("Hb 108 and ferritin 11. should i add iron tablet? elevit already has some iron", ICP on
    // cholestyramine): "no known interaction" between cholestyramine and iron or vitamins A, D, E.
    id: 'bile-acid-binder-iron-pregnancy',
    // Oral iron 40–80 mg elemental a day for iron deficiency in pregnancy is the obstetrician's treatment dose
    // (BSH 2020), not a breach of the 45 mg self-care upper limit.
    prescribedDoses: { iron: 80 },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    when: [/铁|补血|\biron\b|\bferr\w*|\bferritin\b/],
    unless: [/铁锅|\biron (pan|skillet|pot)\b|\bcast iron\b/],
    for: {
      all: [
        { medicines: ['bile_acid_sequestrant'] },
        { lifeStages: PREGNANT_STAGES, said: PREGNANCY_SAID },
        {
          ironDeficiency: true,
          said: /铁蛋白[^，。？?]{0,6}(低|偏低|\d)|贫血|血红蛋白|\bferritin\b|\ban(a)?emi\w*|\bhb\b|\bh(a)?emoglobin\b/,
        },
      ],
    },
    intent: 'medicine_question',
    text: {
      zh: '**铁蛋白这么低（低于30就说明储存铁不够），孕晚期一般要在孕期复合维生素之外再加一片铁剂，请产科医生开，剂量由医生定（英国指南常用每天40–80毫克元素铁），2–3周后复查血红蛋白。** 你还在吃消胆胺（考来烯胺）：它会在肠子里把别的药和维生素（铁、叶酸，还有维生素A、D、E、K）吸住，一起吃就吸收不进去。所以铁剂、爱乐维这类复合维生素和其他药，要在吃消胆胺前至少1小时，或吃完4–6小时以后再吃。铁剂和钙片也要错开两小时左右。消胆胺和优思弗都照医生说的吃。头晕、心慌、气短加重，尽快告诉产科医生。',
      en: '**With a ferritin that low (under 30 means the iron stores are empty), late in pregnancy an iron tablet on top of the prenatal vitamin is usually advised: ask your obstetrician to prescribe it and set the dose (UK guidance often uses 40–80 mg of elemental iron a day), and to recheck your haemoglobin in 2–3 weeks.** You are also on cholestyramine, which binds other medicines in the gut (an iron tablet included) and vitamins — folic acid and vitamins A, D, E and K — so they are not absorbed if taken together. Take the iron tablet, Elevit and any other medicine at least 1 hour before cholestyramine or 4–6 hours after it, and keep iron and calcium about 2 hours apart. Keep taking cholestyramine and ursodiol as prescribed. Worse dizziness, palpitations or breathlessness: tell your obstetrician soon.',
    },
    source: {
      ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy (British Society for Haematology). Br J Haematol 2020;188:819–830 (ferritin < 30 µg/L: oral iron, 40–80 mg elemental iron a day, haemoglobin rechecked at 2–3 weeks); Questran (cholestyramine) prescribing information (take other drugs at least 1 hour before or 4–6 hours after; may interfere with absorption of fat-soluble vitamins A, D, E, K and folic acid); BNF interactions, oral iron and calcium salts (calcium reduces iron absorption: take them apart)',
    },
  },
  {
    // The same binder with any other vitamin or supplement asked (not iron in pregnancy with a low ferritin).
    id: 'bile-acid-binder-supplement-spacing',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [
      /维生素|复合维生素|爱乐维|善存|叶酸|铁剂|补铁|钙片|鱼油|补充剂|\bvitamins?\b|\bmultivitamins?\b|\bprenatal\b|\belevit\b|\bfolic\b|\bfolate\b|\biron\b|\bcalcium\b|\bfish oil\b|\bsupplements?\b|\bvitamin [adek]\b|\bd3\b/,
    ],
    // Vitamin B12 after an ileal resection is the ileum's question (b12-ileal-crohns), not the binder's; vitamin
    // K on a binder is a clotting question, and ursodiol named is its own spacing from calcium (both
    // intents/ answers, fourteenth clinician review zh P4 #2, #3).
    unless: [
      B12_SAID,
      /维生素\s?k|\bvitamin ?k\b|\bvit ?k\b|优思弗|熊去氧胆酸|\bursodiol\b|\burso\b|\bursodeoxycholic\b|\bactigall\b/,
      // Vitamin D on a binder is the vitamin D rows' (a deficiency's treatment dose and the binder's spacing:
      // rows-round20-enpart.ts vitamin-d-deficiency-treatment-dose), not this general list.
      /维生素\s?d|维d|\bvitamin ?d3?\b|\bvit ?d3?\b|\bd3\b/,
    ],
    for: { medicines: ['bile_acid_sequestrant'] },
    intent: 'medicine_question',
    text: {
      zh: '**消胆胺（考来烯胺）这类降胆汁酸的药会在肠子里把别的药和营养素吸住：铁、叶酸，还有脂溶性的维生素A、D、E、K，一起吃就吸收不进去。所以其他药和补充剂要在吃它之前至少1小时，或吃完4–6小时以后再吃（考来维仑则是补充剂在它之前至少4小时吃）。** 长期吃的人，医生可能会查维生素D等水平，需要时额外补。考来烯胺照医生说的吃，不要自己停；时间实在排不开，请药师帮你排一张一天的服药时间表。',
      en: '**Cholestyramine and the other bile-acid binders bind other medicines and nutrients in the gut — iron, folic acid and the fat-soluble vitamins A, D, E and K — so they are not absorbed if taken together. Take other medicines and supplements at least 1 hour before the binder or 4–6 hours after it (with colesevelam, vitamins at least 4 hours before it).** On long-term use your doctor may check levels such as vitamin D and add a supplement if needed. Keep taking the binder as prescribed; if the timings are hard to fit, ask your pharmacist to draw up a daily schedule.',
    },
    source: {
      ref: 'Questran (cholestyramine) prescribing information (take other drugs at least 1 hour before or 4–6 hours after; may interfere with absorption of fat-soluble vitamins A, D, E, K and folic acid); Welchol (colesevelam) US prescribing information §5, §7 (oral vitamins and some medicines at least 4 hours before)',
    },
  },
];
