/**
 * Blind answer round 14's zh-CN answers judged unsafe or neighbouring (docs/answer-rounds/round-14.md,
 * development data since its figures were reported), each written for the class of question (subject ×
 * kind × person), not one question's words: a supplement offered to
 * replace an anticoagulant, hot-pot offal dipped for seconds on an immunosuppressant, drinking on insulin
 * or a sulfonylurea, tonics for an older person who keeps losing weight, a few days of folic acid missed
 * to vomiting, which blood tests reassure a vegan's family, a progestogen beside folic acid and a
 * multivitamin, a B-complex for mouth ulcers on methotrexate, a parent whose teenager diets, keto with a
 * fatty liver, freshwater fish with gout, and vitamin C with plant iron in the same meal.
 */
import { IRON_NOT_WANTED, LEUKAEMIA_TREATMENT, PREGNANT } from './audiences';
import type { FaqAudience, FaqRow } from './types';

const OLDER_SAID =
  /老人|老年|高龄|年纪大|岁数大|上了年纪|[6-9][0-9]岁|[七八九]十(多)?岁?|俺娘|我娘|我妈|我爸|老妈|老爸|老娘|奶奶|外婆|姥姥|阿嫲|阿婆|爷爷|外公|姥爷|\belderly\b|\bolder (people|adults?|person|woman|man|lady)\b|\bmy (grand(ma|mother|pa|father)|nan|nana|gran)\b|\bmy (elderly )?(mum|mom|mother|dad|father) (is|who is|whos) [6-9]\d\b/;
const OLDER: FaqAudience = { minAge: 65, said: OLDER_SAID };
const IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor', 'mycophenolate', 'azathioprine'],
  said: /移植|免疫抑制|他克莫司|环孢素|\btransplant\w*\b|\bimmuno ?suppress\w*|\btacrolimus\b|\bciclosporin\b|\bcyclosporine\b/,
};
const ANTICOAGULATED: FaqAudience = {
  medicines: ['vitamin_k_antagonist', 'anticoagulant'],
  said: /华法林|醋硝香豆素|抗凝|利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|达比加群|泰毕全|\bwarfarin\b|\bcoumadin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b|\banticoagul\w*|\bblood thinners?\b|\bxarelto\b|\beliquis\b|\bapixaban\b|\brivaroxaban\b|\bdabigatran\b/,
};
/** Insulin or a sulfonylurea: the medicines with which alcohol brings a delayed low. */
const LOW_RISK_GLUCOSE_LOWERING: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: /胰岛素|胰导素|格列|甘精|门冬|\binsulin\b|\blantus\b|\bnovorapid\b|\bgliclazide\b|\bglimepiride\b|\bglipizide\b/,
};
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric\b|\burate\b/,
};
const ON_METHOTREXATE: FaqAudience = {
  medicines: ['methotrexate'],
  said: /甲氨蝶呤|\bmtx\b|\bmethotrexate\b/,
};

const SUPPLEMENT_FOR_CLOTS =
  /纳豆激酶|纳豆|蚓激酶|地龙|水蛭|鱼油|深海鱼油|银杏|丹参|三七|红曲|\bnattokinase\b|\bnatto\b|\bfish oil\b|\bomega ?3\b|\bginkgo\b|\bturmeric\b|\bserrapeptase\b|\blumbrokinase\b/;
const ANTICOAGULANT_NAME =
  '(华法林|醋硝香豆素|新抗凝|抗凝药?|利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|达比加群|泰毕全|warfarin|coumadin|acenocoumarol|acitrom|sintrom|blood thinners?|xarelto|eliquis|apixaban|rivaroxaban|dabigatran|anticoagulants?)';
/** Replacing the anticoagulant itself: "替代华法林", "instead of his Eliquis" — not "one capsule instead of three". */
const REPLACE = new RegExp(
  // "比华法林还好吧", "better than warfarin" (fifty-first clinician review, zh M9).
  `比${ANTICOAGULANT_NAME}.{0,2}(好|强|管用|保险|安全)|\\b(better|safer|stronger) than (my |his |her |the )?${ANTICOAGULANT_NAME}|(替代|代替|取代|换掉|顶替).{0,4}${ANTICOAGULANT_NAME}|${ANTICOAGULANT_NAME}.{0,8}(换成|改成|改吃|换掉|停了|停掉|不吃了)|不吃${ANTICOAGULANT_NAME}|\\binstead of (my |his |her |the )?${ANTICOAGULANT_NAME}|\\breplace (my |his |her |the )?${ANTICOAGULANT_NAME}|\\b(stop|come off|swap) (taking )?(my |his |her |the )?${ANTICOAGULANT_NAME}`,
);

const HOTPOT_OFFAL =
  /毛肚|百叶|牛肚|鸭肠|鹅肠|黄喉|肥牛|肥羊|羊肉卷|牛肉片|涮肉|涮羊肉|腰片|脑花|\btripe\b|\bhot ?pot\b|\bshabu\b/;
const BRIEFLY_DIPPED =
  /涮.{0,6}(秒|下|会儿)|烫.{0,4}(秒|一下)|几秒|十几秒|七上八下|够熟|熟了吗|熟没熟|熟透|没熟|半生|\bseconds?\b|\bcooked (enough|through)\b|\bbarely cooked\b|\bquick dip\b|\bundercooked\b|\bdone enough\b/;

const ALCOHOL =
  /喝酒|饮酒|啤酒|白酒|红酒|葡萄酒|黄酒|米酒|应酬|酒局|喝几瓶|喝几杯|\bbeers?\b|\bwines?\b|\bpints?\b|\balcohol\b|\bbooze\b|\bdrinking\b|\bspirits\b|\bvodka\b|\bwhisk(e)?y\b/;
const MAY_DRINK =
  /能喝|能不能喝|可以喝|可不可以喝|能饮|能不能饮|要紧吗|免不了|少不了|躲不掉|推不掉|喝多少|\bcan i (have|drink)\b|\bok(ay)? to (have|drink)\b|\bsafe to (have|drink)\b|\ballowed\b|\bhow much can i\b|\bcan'?t avoid\b|\bhave to drink\b/;

const LOSING_WEIGHT =
  /(又|一直|持续|老是|总是|继续)?(掉了|掉秤|掉肉|瘦了|轻了|越来越瘦)|体重.{0,4}(下降|减轻|往下掉|掉)|\b(keeps?|still|has been|is) (losing|dropping) (weight|pounds|kilos)\b|\blost (another |more )?(\d+ ?)?(weight|kg|kgs|kilos?|pounds|lbs?)\b|\bgetting thinner\b/;
const TONICS =
  /补品|营养品|保健品|人参|西洋参|高丽参|阿胶|燕窝|虫草|冬虫夏草|灵芝|鹿茸|蛋白粉|\btonics?\b|\bginseng\b|\bbird'?s ?nest\b|\bcordyceps\b|\bsupplements?\b|\bprotein powder\b/;

const FOLIC = /叶酸|斯利安|\bfolic\b|\bfolate\b/;
const FEW_DAYS_MISSED =
  /(这|前|好)?(几|两|三|四|五)天.{0,10}(没吃|没有吃|没法吃|没能吃|吃不下|漏|停)|(没吃|漏吃|漏了|停了|忘了吃).{0,8}(几|两|三|四|五)天|吐得.{0,6}(没吃|吃不下|没法吃)|\b(missed|skipped|forgot) (it |my folic acid |my folate )?(for )?(a few|several|two|three|\d) days\b|\bhaven'?t (taken|managed|kept) (it|my folic acid|anything)( down)? (for )?(a few|several|two|three|\d) days\b/;

const VEGAN_OR_VEGETARIAN = /吃素|素食|纯素|全素|茹素|不吃肉|\bvegan\b|\bvegetarian\b|\bplant[- ]based\b/;
const BLOOD_TESTS =
  /血液指标|查血|验血|抽血|化验|体检|指标|\bblood ?tests?\b|\bbloodwork\b|\bblood work\b|\blabs?\b|\btested\b/;

const PROGESTOGEN =
  /地屈孕酮|达芙通|黄体酮|孕酮|安琪坦|雪诺酮|\bdydrogesterone\b|\bduphaston\b|\bprogesterone\b|\butrogestan\b|\bcyclogest\b|\bcrinone\b|\bprometrium\b/;
const FOLIC_OR_MULTI =
  /叶酸|复合维生素|多维|维生素|爱乐维|善存|玛特纳|\bfolic\b|\bfolate\b|\bvitamins?\b|\bmultivitamins?\b|\bprenatals?\b|\bpregnacare\b|\belevit\b/;

const B_COMPLEX =
  /复合维生素b|维生素b族|b族维生素|b族|复合b|\bb ?complex\b|\bb vitamins\b|\bvitamin b complex\b|\bb50\b|\bb100\b/;

const MY_CHILD =
  /女儿|闺女|儿子|孩子|小孩|我家(娃|孩|丫头)|娃|\b(my|our)\b.{0,24}\b(daughter|son|kid|child|teen|teenager|girl|boy)\b/;
const CHILD_DIETING =
  /减肥|节食|不吃饭|不肯吃|只吃|几口|少吃|怕胖|嫌自己胖|\bdiet\w*\b|\bnot eating\b|\bbarely eat\w*\b|\bonly eat\w*\b|\bskip\w* (meals|dinner|lunch|breakfast)\b|\bwon'?t eat\b|\bthinks? (she|he)'?s fat\b/;
const HOW_TO_HELP =
  /怎么劝|怎么说|怎么办|怎么做|该怎么|咋办|咋整|怎么跟|如何|家里.{0,4}(饭|菜)|\bhow (do|should|can) i\b|\bwhat (do|should|can) i\b|\bhow to (talk|help|get)\b/;

const KETO = /生酮|断碳|低碳水|\bketo\w*\b|\blow[- ]carb\b/;
const FATTY_LIVER =
  /脂肪肝|转氨酶|谷丙|\balt\b|肝功能|肝酶|\bfatty liver\b|\bnafld\b|\bmasld\b|\bliver (enzymes?|function|tests?)\b/;

const FISH =
  /淡水鱼|草鱼|鲈鱼|鲤鱼|鲫鱼|鳊鱼|鲢鱼|鳙鱼|罗非鱼|黑鱼|鳜鱼|三文鱼|带鱼|鳕鱼|吃鱼|鱼肉|\bfish\b|\bsalmon\b|\btilapia\b|\bcod\b|\bbass\b|\bcarp\b|\btrout\b/;

const VITAMIN_C =
  /维c|维生素c|维他命c|橙汁|果汁|橙子|猕猴桃|\bvitamin c\b|\bvit c\b|\borange juice\b|\bojs?\b/;
const SAME_MEAL =
  /同一顿|同一餐|一起吃|同时吃|饭后|吃完饭|餐后|隔多久|算不算|\bsame meal\b|\bwith (the |my )?meal\b|\bafter (the |my )?meal\b|\bat the same time\b|\bdoes (that|it) count\b|\bhave to be\b/;
const IRON = /铁|补铁|贫血|\biron\b|\ban(a)?emi\w*/;

const CONSTIPATION =
  /便秘|大便干|拉不出|排便困难|解不出|几天没大便|\bconstipat\w*|\bbunged up\b|\bcan'?t (poo|poop)\b|\bhard (stools?|poos?)\b/;
const MEAL_REPLACEMENT = /代餐|奶昔|\bmeal replacements?\b|\bshakes?\b|\bslim ?fast\b|\bhuel\b|\byakult\b/;

const HEAVY_PERIODS =
  /(月经|例假|姨妈|经血|经期)[^。？?！!]{0,6}(量)?(多|大|偏大|偏多|很多)|经量(多|大)|\bheavy (periods?|bleeding|flow)\b|\bperiods? (are|is) (really |very )?heavy\b/;
const PLANT_ONLY =
  /菠菜|木耳|豆|素|植物|(不想|不愿|不肯|不)(碰|吃|要)动物|动物来源|\bspinach\b|\bvegan\b|\bvegetarian\b|\bplant\w*\b|\bno animal\b|\blentils?\b|\bbeans\b/;

const BREAKFAST_FOOD =
  /包子|肉包|菜包|馒头|花卷|油条|煎饼|豆浆|烧麦|烧卖|肠粉|粢饭|生煎|小笼|\bbaozi\b|\b(pork|meat|steamed) buns?\b|\byoutiao\b|\bjianbing\b|\bsoy ?milk\b/;
const CALORIES_ASKED = /热量|卡路里|大卡|千卡|多少卡|超了|超标|超没超|\bcalories\b|\bkcal\b|\bcals?\b/;

export const ROUND14_ZH_FAQ: readonly FaqRow[] = [
  {
    // Round 14 zh-114 (unsafe): "纳豆激酶能不能替代华法林啊…我爸有点心动" got the pair's bleeding warning only
    // — never that no supplement replaces an anticoagulant, nor that stopping one raises the clot risk.
    id: 'supplement-instead-of-anticoagulant',
    when: [SUPPLEMENT_FOR_CLOTS, REPLACE],
    for: ANTICOAGULATED,
    wholeMessage: true,
    intent: 'medicine_question',
    notes: ['stop-medicine', 'swap-anticoagulant'],
    text: {
      zh: '**不能替代，也不要自己停用抗凝药。纳豆激酶（以及鱼油、银杏、丹参、三七这类“活血”产品）没有任何研究证明能像华法林一样预防血栓和中风；没有医生的安排就不吃华法林，几天内血栓和中风的风险就会回升，这样的中风可能致命或致残。** 电视和保健品广告说的“溶血栓”多来自试管或动物实验，保健品的含量也没有统一标准。两样一起吃更不行：纳豆激酶本身影响凝血，和华法林同服会增加出血风险，已有脑出血的病例报告。华法林是否继续、换药或调整剂量，只能由开药的医生或抗凝门诊决定；如果你爸是嫌查INR麻烦或担心出血，可以把这些顾虑直接告诉医生，有的病人可以换成不需要常规查INR的新型口服抗凝药。',
      en: '**No — it cannot replace it, and do not stop the anticoagulant on your own. Nattokinase (and fish oil, ginkgo, danshen, notoginseng and other "blood-moving" products) has never been shown to prevent clots and strokes the way warfarin does; going without warfarin that your doctor has not changed lets the risk of a clot or stroke climb back within days, and such a stroke can kill or disable.** The "dissolves clots" claims in adverts come mostly from test-tube and animal work, and the amount in a supplement is not standardised. Taking both is no better: nattokinase itself affects clotting, and with warfarin it raises the risk of bleeding — brain bleeds have been reported. Whether to continue, switch or change the dose of an anticoagulant is for the prescriber or the anticoagulation clinic to decide; if the worry is INR checks or bleeding, say so — some people can switch to a newer anticoagulant that needs no routine INR tests.',
    },
    source: {
      ref: 'Natural Medicines Comprehensive Database (TRC), Nattokinase (insufficient reliable evidence; additive bleeding risk with anticoagulants); Chang YY et al. Nattokinase-related cerebral microbleeds and intracerebral haemorrhage with aspirin, Neurol Sci 2008; Xarelto and Eliquis US prescribing information, boxed warning (premature discontinuation increases the risk of thrombotic events); 华法林抗凝治疗的中国专家共识（2013）',
    },
  },
  {
    // Round 14 zh-117 (unsafe): "那火锅里的毛肚涮十几秒那种够熟吗" after raw food on tacrolimus got the hot-pot
    // calorie text, which even recommends tripe — never that offal dipped for seconds is not cooked through.
    id: 'immunosuppressed-hotpot-quick-dip',
    when: [HOTPOT_OFFAL, BRIEFLY_DIPPED],
    for: IMMUNOSUPPRESSED,
    intent: 'food_sources',
    text: {
      zh: '**不够。吃免疫抑制药期间，毛肚、鸭肠、黄喉、肥牛这些不要“涮十几秒”“七上八下”就吃：只烫几秒，中间和表面褶皱里的细菌不一定能被杀死。** 要在滚开的锅里煮到完全熟透——颜色全部变了、没有生的部分，毛肚、鸭肠这类内脏多煮一会儿（一般一两分钟以上，锅要一直保持大开）；肉片煮到全部变色、没有血色。生熟分开：夹生肉的筷子和漏勺不要直接用来吃，另备一双；火锅店的生食拼盘、生鸡蛋蘸料不要吃。内脏本身也容易带菌，宁可少点，多选牛羊瘦肉、鱼片、豆腐和蔬菜，都煮透再吃。',
      en: '**No. On immunosuppressants, do not eat hot pot tripe, duck intestine, aorta or thin beef after a dip of ten-odd seconds: a few seconds in the broth may not kill the bacteria inside and in the folds.** Cook them in a pot kept at a full boil until completely done — colour changed all the way through and nothing raw left; give offal such as tripe and intestines longer (usually a minute or two or more). Keep raw and cooked apart: use one pair of chopsticks or a ladle for raw food and another to eat with; skip raw platters and raw-egg dipping sauces. Offal carries more germs in the first place, so have less of it and more lean meat, fish, tofu and vegetables, all cooked through.',
    },
    source: {
      ref: 'US FDA and USDA, Food Safety for Transplant Recipients (2011): cook meat and offal thoroughly, separate raw and cooked foods (the one-to-two-minute figure for offal is a practical rule, not from this source); NHS Blood and Transplant, Food safety after a transplant',
    },
  },
  {
    // Round 14 zh-136 (unsafe): "糖尿病能喝酒吗？晚上陪客户吃饭免不了喝几瓶啤酒" on insulin, with a fasting glucose
    // of 2.6 on file, got the night-lows text alone — never that alcohol itself brings a delayed low.
    id: 'alcohol-on-insulin-or-sulfonylurea',
    when: [ALCOHOL, MAY_DRINK],
    // Drinking with food asked as a follow-up ("那边吃饭边喝呢") is the follow-up row's
    // (rows-standard-common.ts alcohol-diabetes-with-food), which says exactly that.
    unless: [
      /无醇|零度|\balcohol[- ]free\b|\bnon[- ]alcoholic\b|\b0(\.0)?%/,
      // Pancreatitis (or its enzymes, 得每通/Creon) is no alcohol at all (review8-wilson-pancreas.test.ts).
      /胰腺炎|得每通|胰酶|\bpancreatitis\b|\bcreon\b|\bpancrelipase\b/,
      /边吃|配着吃|吃点东西|垫(一下|点)|\beat (something|food)\b|\bwith (food|a meal|something)\b|\bfood with it\b/,
    ],
    for: LOW_RISK_GLUCOSE_LOWERING,
    notFor: { medicines: ['pancrelipase'] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**用胰岛素（或格列美脲、格列齐特这类磺脲类药）时喝酒，最大的风险是延迟出现的低血糖：常在喝完几个小时后、夜里睡着时或第二天早上才来，酒精会让肝脏停止往血里补糖。** 最近已经出现过低血糖（低于3.9 mmol/L）的人，先请医生把剂量调好，这段时间最好不喝。一定要喝时：只在吃饭时喝，先吃些主食再喝，不要空腹喝；量要少——男性一天最多两份（一份约一罐330毫升普通啤酒），“几瓶”就太多了；喝酒那天睡前测血糖，偏低（例如低于6 mmol/L）就吃点含淀粉的东西，第二天早上再测一次；不要因为喝了酒就多打胰岛素“抵”啤酒里的糖。低血糖的手抖、出汗、迷糊很像喝醉，让同伴知道你有糖尿病、在用胰岛素，身上带糖。应酬时可以用无醇啤酒、茶或苏打水代替。',
      en: '**On insulin (or a sulfonylurea such as gliclazide or glimepiride), the main danger of drinking is a delayed low, during the night or the next morning, often hours after the last drink, because alcohol stops the liver releasing glucose.** If you have had lows recently (under 3.9 mmol/L, 70 mg/dL), get the dose sorted with your doctor first and skip alcohol until then. If you do drink: only with a meal, with some starch eaten first, never on an empty stomach; keep it small — at most two standard drinks a day for men (one 330 ml can of regular beer is about one), so several bottles is too many; check your glucose before bed and eat something starchy if it is low-ish (say under 6 mmol/L, 110 mg/dL), and check again in the morning; do not take extra insulin to "cover" the beer. The shakes, sweating and confusion of a low look like being drunk: tell a friend or the people you are with that you have diabetes and use insulin, and carry glucose. Alcohol-free beer, tea or soda water are easy swaps at a business dinner.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 (alcohol: moderation, delayed hypoglycaemia with insulin or insulin secretagogues) and §6 (hypoglycaemia); 中国2型糖尿病防治指南（2020年版）医学营养治疗（饮酒）',
    },
  },
  {
    // Round 14 zh-152 (unsafe): "俺娘这个月又掉了一斤，要不要给她弄点补品，人参阿胶燕窝啥的" got the jujube and
    // donkey-hide iron text and two "can't" lines — never that an older person who keeps losing weight needs
    // a doctor and energy-dense food, not tonics.
    id: 'older-weight-loss-tonics',
    when: [LOSING_WEIGHT, TONICS],
    unless: [/减肥|想瘦|\blose weight\b|\bweight loss (pills?|tea)\b/],
    for: OLDER,
    intent: 'weight_change',
    pushesWeightGain: true,
    text: {
      zh: '**老人体重一直往下掉，先要看医生，而不是买补品：** 半年里掉了原来体重的5%左右（50公斤的人约掉2.5公斤、5斤），或每个月都在掉，就该去老年科或内科查查原因（牙口、吞咽、情绪、甲状腺、糖尿病、肿瘤、药物等都可能），并请医生或营养师评估营养。**人参、阿胶、燕窝都补不回体重：** 燕窝主要是一点蛋白质，量很少；阿胶是驴皮熬的胶原，蛋白质不完整；人参不提供能量，还可能影响血压、血糖，和华法林、降糖药有相互作用。钱更值得花在真正的食物上：少量多餐，一天五六顿；每餐先吃有能量和蛋白质的（鸡蛋、牛奶、酸奶、豆腐、鱼、肉末），粥和汤里加蛋、肉末、芝麻酱或一勺油，让同样一碗有更多能量；两餐之间加一杯全脂牛奶或医生推荐的口服营养补充剂（全营养配方粉）。这个年纪不要少吃、不要只喝清粥。',
      en: "**When an older person keeps losing weight, the first step is a doctor, not a tonic:** losing about 5% of body weight within six months (around 2.5 kg for someone of 50 kg), or losing every month, needs the causes checked by a GP or geriatrician (teeth, swallowing, mood, thyroid, diabetes, cancer, medicines) and a nutrition assessment by a doctor or dietitian. **Ginseng, donkey-hide gelatin and bird's nest will not put weight back on:** bird's nest is a little protein, ejiao is incomplete collagen, and ginseng provides no energy, can affect blood pressure and glucose and interacts with warfarin and diabetes medicines. The money is better spent on real food: small meals five or six times a day; start each with the energy and protein (eggs, milk, yoghurt, tofu, fish, minced meat); enrich porridge and soup with egg, minced meat, sesame paste or a spoon of oil so the same bowl carries more energy; and between meals a glass of full-fat milk or the oral nutritional supplement the doctor suggests. At this age, do not cut back and do not live on thin rice porridge.",
    },
    source: {
      ref: 'Volkert D et al. ESPEN practical guideline: Clinical nutrition and hydration in geriatrics, Clin Nutr 2022;41:958–989 (weight loss ≥ 5 % in 6 months; food enrichment; oral nutritional supplements); 中国居民膳食指南（2022）高龄老年人膳食指南; NCCIH, Asian Ginseng (interactions with warfarin and diabetes medicines)',
    },
  },
  {
    // Round 14 zh-025: "那这几天吐得厉害都没吃叶酸，要紧吗" (seven weeks pregnant) got the never-started text
    // ("不算晚，今天就开始") — a few days missed to vomiting is another question.
    id: 'pregnancy-folic-acid-days-missed',
    when: [FOLIC, FEW_DAYS_MISSED],
    unless: [/从来没|一直没|还没开始|孕前没|怀孕前没|\bnever\b|\bnot started\b|\bhaven'?t started\b/],
    for: PREGNANT,
    notFor: { medicines: ['antiepileptic', 'valproate', 'methotrexate'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**漏了几天影响不大，别太担心：之前一直在吃的话，身体里的叶酸不会几天就用完，恢复每天吃0.4毫克（400微克）就行，不用补吃、也不用加倍。** 吐得厉害时可以换个时间吃（晚上睡前、或吐得少的时候），和一点点饼干一起吃；吞药片难受可以换成小一点的单纯叶酸片，而不是大颗的复合维生素。要紧的是吐本身：如果一天吐好几次、吃什么吐什么、喝水也留不住、尿很少很黄、头晕站不稳或一天下来体重掉得明显，这是妊娠剧吐，请当天去产科或急诊，需要补液和止吐药。',
      en: '**A few missed days matter little, so do not worry: if you had been taking it, your folate stores do not run out in a few days — just go back to 0.4 mg (400 µg) a day, with no catching-up and no double dose.** While you are being sick, take it at another time (at bedtime or whenever the nausea eases) with a dry biscuit; if swallowing tablets is hard, a small plain folic acid tablet is easier than a big multivitamin. What matters more is the vomiting itself: being sick many times a day, nothing staying down including water, very little dark urine, dizziness or fast weight loss is hyperemesis gravidarum — see your maternity unit or A&E the same day for fluids and anti-sickness medicine.',
    },
    source: {
      ref: '中国妇幼保健协会出生缺陷防治与分子遗传分会《围受孕期增补叶酸预防神经管缺陷指南（2017）》; NHS, Vitamins, supplements and nutrition in pregnancy; RCOG Green-top Guideline No. 69, The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (2016)',
    },
  },
  {
    // Round 14 zh-129: "有没有哪几项血液指标我去查一下，拿报告给她看能让她放心的" (vegan) got "no reliable rule
    // for eggs".
    id: 'vegan-blood-tests',
    when: [VEGAN_OR_VEGETARIAN, BLOOD_TESTS],
    // A result typed in ("铁蛋白15，是吃素导致的吗") asks what it means, not which tests to get (blind answer
    // round 15, zh-086).
    unless: [
      /怀孕|孕期|\bpregnan/,
      /(铁蛋白|血红蛋白|B12|维生素D|ferritin|h(a)?emoglobin|\bhb\b)[^，。？！,.?!]{0,6}\d/i,
    ],
    intent: 'vegetarian_vegan',
    text: {
      zh: '**吃不吃鸡蛋，吃素的人都可以查这几项，正常就能说明营养跟得上：** ①血常规（看有没有贫血）；②血清铁蛋白（铁储备，比血红蛋白更早反映缺铁）；③维生素B12（纯素最容易缺，偏低或在临界时加查同型半胱氨酸或甲基丙二酸）；④25-羟维生素D（维生素D）；⑤如果平时不用加碘盐，可以查甲状腺功能。钙和蛋白质用血查不太出来：蛋白质看饮食里豆制品够不够，钙看每天有没有一到两份高钙豆腐或强化钙的豆奶。体检时可以请医生开这几项；报告拿给家里人看时，把你每天吃的B12补充剂也一起说清楚——B12补够了，是吃素最关键的一点。',
      en: '**With or without eggs, these tests show whether a vegan or vegetarian diet is covering you:** ① a full blood count (anaemia); ② serum ferritin (iron stores, which fall before haemoglobin does); ③ vitamin B12 (the one vegans most often lack; if it is low or borderline, add homocysteine or methylmalonic acid); ④ 25-hydroxy vitamin D; ⑤ thyroid function if you do not use iodised salt. Calcium and protein do not show up well in blood tests: for protein, look at whether you eat enough soy and legumes; for calcium, whether you have one or two portions of calcium-set tofu or fortified soy milk a day. Your doctor can order these at a check-up; when you show the results to your family, mention the B12 supplement you take — covering B12 is the key to eating vegan safely.',
    },
    source: {
      ref: 'Melina V et al. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets, J Acad Nutr Diet 2016;116:1970–1980; NHS, The vegan diet; 中国居民膳食指南（2022）素食人群膳食指南（检测项目为常规做法的归纳，非指南逐条原文）',
    },
  },
  {
    // Round 14 zh-130: "医生开了地屈孕酮，这个和叶酸还有我自己在京东买的复合维生素一起吃冲突不" got "no
    // reliable rule for folic acid and vitamin C" — the progestogen never named.
    id: 'progestogen-with-folic-acid-and-multivitamin',
    when: [PROGESTOGEN, FOLIC_OR_MULTI],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**地屈孕酮（达芙通）和叶酸、普通复合维生素一起吃，没有已知的相互作用，可以同一天吃，不用刻意隔开。** 要注意的是复合维生素本身：①看看里面有没有叶酸——有的话，加上单独的叶酸片，每天合计一般0.4–0.8毫克就够，不要无意中吃到1毫克以上（医生另开大剂量的除外）；②选孕妇专用的，普通成人复合维生素的维生素A（视黄醇）可能偏高，孕早期不宜过量；③别同时吃两种复合维生素。地屈孕酮按医生说的剂量和时间吃，不要自己停；如果出现阴道出血或腹痛，请联系产科医生。',
      en: '**Dydrogesterone (Duphaston) has no known interaction with folic acid or an ordinary multivitamin, so you can take them on the same day without spacing them.** What to check is the multivitamin itself: ① whether it already contains folic acid — if so, together with the separate folic acid tablet you usually need 0.4–0.8 mg a day in total, not over 1 mg unless your doctor prescribed a higher dose; ② choose a pregnancy formula, because an ordinary adult multivitamin may carry more retinol vitamin A than is wise early in pregnancy; ③ do not take two multivitamins at once. Take the dydrogesterone at the dose and times your doctor set and do not stop it on your own; contact your obstetrician if you have bleeding or tummy pain.',
    },
    source: {
      ref: "Duphaston (dydrogesterone) summary of product characteristics §4.5 (interactions limited to enzyme inducers such as St John's wort; from memory, to be checked against the current label); 中国妇幼保健协会《围受孕期增补叶酸预防神经管缺陷指南（2017）》; NHS, Vitamins, supplements and nutrition in pregnancy (avoid retinol vitamin A)",
    },
  },
  {
    // Round 14 zh-139: "那吃点复合维生素B管用吗" after mouth ulcers on methotrexate got the folate interaction
    // card — never whether a B-complex helps.
    id: 'methotrexate-mouth-ulcers-b-complex',
    when: [B_COMPLEX],
    for: ON_METHOTREXATE,
    intent: 'medicine_question',
    text: {
      zh: '**复合维生素B对甲氨蝶呤引起的口腔溃疡帮助不大：真正能减少这个副作用的是医生开的叶酸。** 吃甲氨蝶呤后反复长溃疡，请告诉风湿科医生，他们可能会调整叶酸的剂量或服用天数，或查一下血常规和肝功能——口腔溃疡有时是甲氨蝶呤偏多的信号。很多复合维生素B里含有叶酸，自己加吃前先告诉医生，别和处方的叶酸叠加或打乱安排。如果溃疡很多、很痛吃不下东西，或同时有发烧、喉咙痛、容易淤青出血，请尽快就医。',
      en: '**A B-complex does little for mouth ulcers caused by methotrexate: what actually reduces this side effect is the folic acid your doctor prescribes.** Tell your rheumatology team about recurring ulcers — they may change the folic acid dose or days, or check your blood count and liver tests, since mouth ulcers can be a sign of too much methotrexate. Many B-complex products contain folic acid, so tell your doctor before adding one, so it does not stack on or upset the prescribed folic acid. If the ulcers are many or so painful you cannot eat, or come with fever, a sore throat, bruising or bleeding, see a doctor promptly.',
    },
    source: {
      ref: 'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic disease-modifying anti-rheumatic drugs, Rheumatology 2017;56:865–868 (folic acid; mouth ulcers and blood monitoring on methotrexate); Shea B et al. Folic acid and folinic acid for reducing side effects in patients receiving methotrexate for rheumatoid arthritis, Cochrane 2013',
    },
    notFor: LEUKAEMIA_TREATMENT,
  },
  {
    // Round 14 zh-105: "我是她妈妈，闺女16了天天嚷嚷减肥，晚饭就吃几口黄瓜，我该怎么劝" got the adult
    // weight-loss text addressed to the asker ("我还不知道你的年龄").
    id: 'parent-of-dieting-teen',
    // The child's weight or eating for weight is told: a thin schoolchild who wants sweets and "吃饭更少了" is no dieting
    // teenager (blind answer round 50, zh-011).
    when: [
      MY_CHILD,
      CHILD_DIETING,
      HOW_TO_HELP,
      /减肥|节食|怕胖|嫌自己胖|瘦身|卡路里|热量|体重|胖|\b(diet\w*|fat|weight|calories?|thinner|skinny|slim\w*)\b/,
    ],
    unless: [/(?<![1-9])[2-9] ?岁|婴儿|宝宝|\bbaby\b|\btoddler\b/],
    // A row about a teenager (an age ceiling): a parent who says the child's age ("女儿初二", "she's 15") is
    // answered as the parent, never with the minor's own "you are still growing" text (reply.ts answerFor).
    for: { maxAge: 17, said: MY_CHILD },
    intent: 'weight_change',
    text: {
      zh: '**先别和她争体重，也别说“你不胖”或“你该减了”：对十几岁的孩子，重点是一家人规律地好好吃饭。** 家里这样做：每天尽量一起吃晚饭，饭菜照常做——有主食、有肉蛋豆、有蔬菜，不单独给她做“减肥餐”，也不逼她吃完；家里人都不谈节食、热量、胖瘦，不评论她和别人的身材；零食和饮料放健康的，但不设“禁忌食物”。和她聊的时候问感受（最近压力、同学、网上的信息），而不是盯着她吃了几口。**要留意这些信号：** 晚饭只吃几口黄瓜、只吃水果这种极端少吃、体重明显下降、月经变少或停了、吃完去厕所、偷偷催吐或吃泻药、过度运动、对食物和体重想得特别多。出现其中一两条，就带她去看儿科、青少年门诊或心理科（进食障碍越早处理越好），跟医生说你观察到的情况。',
      en: '**Do not argue about her weight, and do not say "you are not fat" or "you should lose some": for a teenager, the goal is regular, ordinary family meals.** At home: eat dinner together as often as you can and cook as usual — a starch, protein (meat, eggs, beans or tofu) and vegetables — without a separate diet meal for her and without forcing her to finish; nobody at home talks about diets, calories or fat and thin, or comments on her body or anyone else\'s; keep healthy snacks in but ban no foods. When you talk, ask how she feels (stress, friends, what she sees online) rather than counting her bites. **Watch for these signs:** extreme restriction such as a few bites of cucumber for dinner or only fruit, clear weight loss, periods getting lighter or stopping, going to the bathroom right after meals, making herself sick or using laxatives, excessive exercise, or being preoccupied with food and weight. If you see one or two, take her to her doctor or an adolescent or eating-disorder service — the earlier, the better — and tell them what you have noticed.',
    },
    source: {
      ref: 'Golden NH et al., Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report, Pediatrics 2016;138(3):e20161649 (family meals, no weight talk, no dieting); NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020)',
    },
  },
  {
    // Round 14 zh-086: "我体检有轻度脂肪肝，ALT 68，这样还能生酮吗" got the ketogenic text written for high blood
    // pressure.
    // Its text named the round's own ALT of 68 for anyone with a fatty liver (the round-57 read-through's audit of
    // row texts holding one person's value): the limit is said, not a value.
    id: 'keto-with-fatty-liver',
    when: [KETO, FATTY_LIVER],
    beforeLabs: true,
    intent: 'weight_change',
    text: {
      zh: '**脂肪肝最有效的办法是减重，减掉体重的7–10%，肝里的脂肪和转氨酶（ALT）多半会明显下降；生酮不是首选，也不比普通少吃的办法更好。** 生酮常吃进很多肥肉、黄油这类饱和脂肪，减得太快（每周超过1公斤）反而可能让肝脏的炎症加重，而且很难坚持、容易反弹。更推荐：每天少吃约500千卡，每周减0.5–1公斤；主食减量并换一部分粗粮，少喝含糖饮料和果汁，多吃蔬菜、豆类、鱼，用植物油代替动物油，戒酒或尽量少喝；每周运动150分钟以上。ALT高于正常上限（多在40左右）的，请医生看看，排除乙肝、酒精和药物等其他原因，3–6个月后复查肝功能。',
      en: '**For a fatty liver the most effective step is weight loss: losing 7–10 % of your weight usually brings liver fat and ALT down clearly; keto is not the first choice and does no better than other ways of eating less.** Keto often means a lot of saturated fat (fatty meat, butter), and losing very fast (over 1 kg a week) can worsen liver inflammation; it is also hard to keep up and easy to regain. Better: about 500 kcal a day less, losing 0.5–1 kg a week; smaller portions of starch with some whole grains, no sugary drinks or juice, more vegetables, legumes and fish, vegetable oils instead of animal fats, no or very little alcohol, and 150 minutes of activity a week. An ALT above the usual upper limit (about 40) needs a doctor to look for other causes (hepatitis B, alcohol, medicines) and recheck your liver tests in 3–6 months.',
    },
    source: {
      ref: 'EASL–EASD–EASO Clinical Practice Guidelines on the management of metabolic dysfunction-associated steatotic liver disease (MASLD), J Hepatol 2024;81:492–542 (7–10 % weight loss; Mediterranean diet; no alcohol); 中华医学会肝病学分会 非酒精性脂肪性肝病防治指南（2018年更新版）',
    },
  },
  {
    // Round 14 zh-082: "那淡水鱼呢，草鱼鲈鱼这些" after seafood with a urate of 520 got "no reliable rule for
    // shellfish" — the earlier question's subject.
    id: 'gout-freshwater-fish',
    when: [FISH],
    unless: [/鱼油|\bfish oil\b|鱼肝油|鱼汤|\bbroth\b|过敏|\ballerg/],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**草鱼、鲈鱼、鲤鱼、鲫鱼这类淡水鱼的嘌呤属于中等，尿酸高也可以吃，控制量就行：** 每天鱼、肉、禽加起来约一两半到二两（75–100克），鱼和肉换着吃，而不是鱼肉都吃很多。清蒸、白灼、水煮后不喝汤更好，嘌呤会溶到汤里，鱼汤、火锅汤尽量不喝。嘌呤高、要少吃的是：沙丁鱼、凤尾鱼、鱼干、鱼子、带鱼等，以及贝类和动物内脏。痛风发作期间，鱼肉也先少吃，以蛋、奶为主要蛋白质，多喝水（每天2升以上）。',
      en: '**Freshwater fish such as grass carp, sea bass, carp and crucian carp are moderate in purines: with a high uric acid you can eat them, in measured amounts** — about 75–100 g of fish, meat and poultry together a day, taking turns rather than having lots of both. Steaming or boiling and leaving the cooking liquid is better, since purines move into it; avoid fish soup and hot-pot broth. The high-purine ones to limit are sardines, anchovies, dried fish, fish roe and hairtail, plus shellfish and organ meats. During a flare, cut back on fish and meat too, rely on eggs and milk for protein, and drink plenty of water (over 2 litres a day).',
    },
    source: {
      ref: '中华人民共和国卫生行业标准 WS/T 560-2017《高尿酸血症与痛风患者膳食指导》（嘌呤分级; 每日肉鱼禽份量为记忆中的数字，需核对原文）; 2016 中国痛风诊疗指南; FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout',
    },
  },
  {
    // Round 14 zh-087: "那要配维C的话是必须同一顿吗？比如吃完饭喝杯橙汁算不算" after plant iron got the vitamin C
    // target line.
    id: 'vitamin-c-with-plant-iron-same-meal',
    when: [VITAMIN_C, SAME_MEAL],
    // Iron said in the message or the one before it ("补铁…" then "要配维C的话是必须同一顿吗").
    for: { said: IRON },
    notFor: IRON_NOT_WANTED,
    intent: 'supplement_pairing',
    text: {
      zh: '**要在同一顿：维生素C只有和含铁的食物一起在胃里时，才能帮植物里的铁吸收。** 吃饭时或刚吃完马上喝一杯橙汁（约150–200毫升，含维生素C几十毫克）算数；隔一两个小时再喝就基本没有这个作用了。不想喝果汁，也可以在这顿饭里加青椒、西兰花、番茄、猕猴桃、橙子这类蔬果。同一顿前后一到两个小时别喝茶和咖啡，它们会减少铁的吸收。',
      en: '**It has to be the same meal: vitamin C helps absorb plant iron only while both are in the stomach together.** A glass of orange juice (about 150–200 ml, some tens of mg of vitamin C) with the meal or right after it counts; an hour or two later it does little. Instead of juice you can add peppers, broccoli, tomatoes, kiwi or an orange to that meal. Keep tea and coffee an hour or two away from it, since they cut iron absorption.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024): vitamin C enhances non-heme iron absorption when eaten in the same meal; Hallberg L et al. Iron absorption in man: ascorbic acid and dose-dependent inhibition by phytate, Am J Clin Nutr 1989;49:140–144',
    },
  },
  {
    // Round 14 zh-148: "喝了一礼拜便秘了，咋整" after meal-replacement shakes for two meals a day got "no
    // reliable rule for meal replacements" — the constipation they caused is the question.
    id: 'meal-replacement-constipation',
    cutsCarbohydrate: true,
    when: [CONSTIPATION],
    unless: [/铁|速力菲|\biron\b|\bferrous\b|泻药|\blaxative\w*/],
    for: { said: MEAL_REPLACEMENT },
    notFor: { conditions: ['kidney_disease', 'dialysis', 'heart_failure'] },
    intent: 'weight_change',
    text: {
      zh: '**代餐奶昔（代餐）替掉两顿后便秘很常见：吃进去的膳食纤维、食物总量和水都少了。** 先把代餐减到一天最多一顿，另外两顿吃正常饭；每顿饭有一大份蔬菜（一天吃够一斤左右），主食换一半粗粮（燕麦、玉米、红薯、糙米），每天一份水果（猕猴桃、火龙果、西梅都不错）；水每天喝到1.5–1.7升，喝代餐时再多喝一杯水；每天走动30分钟以上。选代餐时看配料表，每份膳食纤维至少5克左右的更好。一般几天到一周会好转；如果一周以上还不通、肚子胀痛、呕吐或便里带血，请去看医生，不要长期自己吃泻药。',
      en: '**Constipation is common after replacing two meals with shakes: less fibre, less food in total and less fluid.** Cut the shakes to one meal a day at most and eat ordinary meals for the other two; have a big portion of vegetables at each meal (about 400–500 g a day), swap half your starch for whole grains (oats, corn, sweet potato, brown rice), and have a piece of fruit a day (kiwi, dragon fruit and prunes work well); drink 1.5–1.7 litres of water a day plus an extra glass with each shake, and walk for 30 minutes or more daily. When choosing a shake, check the label for about 5 g of fibre or more per serving. It usually eases within days to a week; if it lasts over a week, or comes with a swollen painful tummy, vomiting or blood in the stool, see a doctor rather than taking laxatives long term.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则二、准则三（蔬菜每天300–500克、全谷物、饮水1500–1700毫升）; NICE CKS Constipation in adults (2023): diet, fluid and activity first',
    },
  },
  {
    // Round 14 zh-066: "例假量一直偏大，想补铁但不想碰动物来源的，每天一盘菠菜够不够？" got beef, blood and
    // shellfish; then the heavy-periods row, which never answered the spinach. Both parts are one question.
    id: 'plant-iron-heavy-periods',
    when: [IRON, HEAVY_PERIODS, PLANT_ONLY],
    notFor: { ironOverload: true },
    intent: 'food_sources',
    text: {
      zh: '**一盘菠菜不够：菠菜里的铁被草酸“锁住”，吸收很少；而月经量一直偏大，是育龄女性缺铁最常见的原因，光靠食物往往补不上流失的量。** 先去妇科看看经量为什么多（例如子宫肌瘤、激素问题），同时查血常规和血清铁蛋白；化验确实缺铁时，医生开的铁剂（硫酸亚铁、富马酸亚铁这类铁盐本身不是动物来源，胶囊壳可以问药师）比食物有效得多。日常不吃动物食物补铁：豆腐、豆干、黑豆、红豆、扁豆、鹰嘴豆，全谷物和燕麦，南瓜子、芝麻酱；每餐配上维生素C多的蔬果（青椒、西兰花、番茄、橙子、猕猴桃）一起吃，吸收会明显增加；饭前后一到两个小时别喝茶和咖啡。经量多的信号：一到两个小时就要换一次卫生巾、有大血块、经期超过7天、晚上要起来换。',
      en: '**A plate of spinach is not enough: its iron is bound by oxalate and poorly absorbed — and heavy periods are the commonest cause of iron deficiency in women, often losing more iron than food alone can replace.** See a gynaecologist or GP about why your periods are heavy (fibroids, hormones) and ask for a blood count and serum ferritin; if you are iron deficient, prescribed iron tablets (ferrous sulphate and fumarate are mineral salts, not animal products — ask the pharmacist about capsule shells) work far better than food. For everyday plant iron: tofu, tempeh, black beans, kidney beans, lentils, chickpeas, whole grains and oats, pumpkin seeds and tahini, each meal with vitamin C-rich vegetables or fruit (peppers, broccoli, tomatoes, oranges, kiwi); keep tea and coffee an hour or two away from meals. Signs of heavy periods: changing a pad every one to two hours, large clots, bleeding over 7 days, or getting up at night to change.',
    },
    source: {
      ref: 'NICE NG88 Heavy menstrual bleeding: assessment and management (2018, updated 2021); NIH ODS Iron Fact Sheet for Health Professionals (2024): non-heme iron, vitamin C; 中国食物成分表 标准版 第6版（2018）',
    },
  },
  {
    // Round 14 zh-107: "早饭都是楼下买俩大肉包子加一杯甜豆浆，这一顿热量超了没" got "no reliable rule for when to
    // eat soy foods and breakfast" — the meal's calories against the day's were asked.
    id: 'chinese-breakfast-calories',
    when: [BREAKFAST_FOOD, CALORIES_ASKED],
    unless: [/糖尿病|血糖|胰岛素|\bdiabet\w*|\binsulin\b/],
    intent: 'weight_change',
    text: {
      zh: '**常见早点的热量（按常见大小估算）：一个大肉包子约250千卡（230–300千卡），一杯甜豆浆（约300毫升）约100–150千卡，一套煎饼果子（一个鸡蛋、带薄脆）约400–500千卡，每多加一个鸡蛋再加约80千卡，一根油条约200–230千卡，一个馒头（约100克）约220千卡，一个茶叶蛋约80千卡。** 减重时一天1800–2000千卡左右，早餐占四分之一到三分之一（约450–650千卡）比较合适：两个肉包加一杯甜豆浆约600–700千卡、煎饼果子加两个蛋约500–600千卡，都略微偏多，多在油、肥肉馅、薄脆和糖上。容易做到的换法：一个肉包或一个菜包＋一个鸡蛋＋无糖豆浆，约400千卡，蛋白质还更多；煎饼果子不要薄脆或油条、只加一个蛋，少刷酱。数字是按常见大小估的，包装或店里标了热量的以标注为准。',
      en: "**A rough estimate: one large pork bun is about 250 kcal (230–300 depending on size and filling), so two are about 500 kcal; a cup of sweetened soy milk (about 300 ml) is about 100–150 kcal — roughly 600–700 kcal for the meal.** On a weight-loss day of about 1,800–2,000 kcal, a quarter to a third for breakfast (about 450–650 kcal) is a fair share, so this meal runs a little high, mostly from the fatty filling and the sugar in the soy milk. Easy swaps: one pork bun, one egg (about 80 kcal) and unsweetened soy milk come to about 400 kcal with more protein, or swap one pork bun for a vegetable bun. Other common breakfast items: a youtiao (fried dough stick) is about 200–230 kcal, a plain steamed bun (about 100 g) about 220 kcal, a jianbing with one egg and a crispy cracker about 400–500 kcal, a tea egg about 80 kcal. These are estimates for usual sizes; a label or the shop's own figure wins.",
    },
    source: {
      ref: '中国食物成分表 标准版 第6版（2018）包子、豆浆、油条、馒头（每个食物的份量和热量为按常见大小的估算，部分数值出自记忆）; 中国居民膳食指南（2022）准则一（三餐分配：早餐占全天能量的25%–30%）; Yang Y (ed.), China Food Composition Tables, Standard Edition, 6th ed. (2018), portions estimated for common sizes',
    },
  },
];
