/**
 * Blind answer round 21's en-US questions answered only in part (issue 30 §2, development data): the part
 * declined or passed over, or a stock text that never said the answer — coffee-shop caffeine for anyone,
 * "moderate" at one party, a weekly B12 dose, a vegan's protein total, vegan dishes at an Indian restaurant,
 * calcium beside a prenatal in hours, DHA while nursing, 1,800 kcal while nursing, lactation cookies, soup
 * and tea for an older person's dinner, vitamin D and protein at an older age, turmeric on warfarin,
 * coconut water with a high potassium, jelly and a fluid limit, a potassium or
 * magnesium pill on a water pill, sushi and deli meat after a transplant, calcium and vitamin D at the
 * menopause on methotrexate, salt in grams and water in the heat on lithium, an iron dose after a sore
 * stomach, chai with meals and iron, shrimp, vitamin C and orange juice with gout, a calcium total with
 * two tablets a day — each written for the class of question (subject × what is asked × who asks).
 */
import {
  GOUT,
  HYPERCALCAEMIA,
  IRON_NOT_WANTED,
  KIDNEY_DISEASE_OR_DIALYSIS,
  MINOR,
  PLANT_BASED,
  PREGNANCY_SAID,
  PREGNANT,
  TRANSPLANT_IMMUNOSUPPRESSED,
  LEUKAEMIA_TREATMENT,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';

const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|奶量|催奶|下奶|\blactation\b|\bbreast ?fe\w*|\bnursing\b|\blactat\w*|\bbreastmilk\b|\bbreast milk\b|\bmilk supply\b/;
const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};
const LITHIUM: FaqAudience = { medicines: ['lithium'] };
const WARFARIN: FaqAudience = { medicines: ['anticoagulant', 'vitamin_k_antagonist'] };
const METHOTREXATE: FaqAudience = {
  medicines: ['methotrexate'],
  said: /甲氨蝶呤|\bmethotrexate\b|\bmtx\b|\btrexall\b|\botrexup\b|\brasuvo\b/,
};
/** Potassium held back: a potassium-sparing diuretic, an ACE inhibitor or ARB, kidney disease, or a high potassium said. */
const POTASSIUM_HELD: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
  said: /高钾|血钾[^，。？?]{0,6}(高|超)|\bhyperkal\w*|\b(high|raised|elevated) potassium\b|\bpotassium\b[^.?!]{0,25}\b(5\.[1-9]|6\.\d)\b|\bpotassium (is|was|came back|runs?) (high|up)\b/,
};
const FLUID_LIMIT: FaqAudience = {
  conditions: ['heart_failure', 'dialysis'],
  said: /心衰|心力衰竭|透析|限水|\bheart failure\b|\bchf\b|\bdialysis\b|\bfluid (limit|restriction)\b/,
};
/** An older relative the question is about ("lola", "my nan", "奶奶"). */
const OLDER_RELATIVE =
  /奶奶|外婆|姥姥|爷爷|外公|老人家|老妈|\blola\b|\blolo\b|\bgrandma\b|\bgranny\b|\bgran\b|\bnan\b|\bnana\b|\bgrandmother\b|\bgrandfather\b|\bgrandpa\b|\bmy (elderly|old|aging|ageing) (mum|mom|mother|dad|father)\b|\bmy (mum|mom|mother|dad|father) is (8|9)\d\b|\bold lady\b/;
const OLDER_OR_RELATIVE: FaqAudience = { minAge: 65, said: OLDER_RELATIVE };

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';

// ---- coffee-shop caffeine for anyone -----------------------------------------------------------------
const COFFEE_SHOP =
  /星巴克|瑞幸|超大杯|冷萃|\bventi\b|\bgrande\b|\btrenta\b|\bcold ?brews?\b|\bstarbucks\b|\bdunkin\w*\b|\bnitro\b/;
const CAFFEINE_AMOUNT =
  /咖啡因|多少|太多|过量|合理|\bcaffeine\b|\bhow (much|many)\b|\btoo much\b|\breasonable\b|\bsafe\b|\bok(ay)?\b|\ba day\b|\bper day\b|\bdaily\b|\bmg\b/;

// ---- "moderate" at one party -------------------------------------------------------------------------
const MODERATE =
  /适量|适度|\bmoderate(ly)?\b|\bhow many drinks\b|\bstandard drinks?\b|\bunits?\b|\btoo many drinks\b/;
const ONE_OCCASION =
  /婚礼|喜酒|聚会|派对|年会|酒席|\bwedding\b|\bopen bar\b|\bparty\b|\bnight out\b|\bhen (do|night)\b|\bbachelorette\b|\bstag\b|\bbirthday\b|\bthis weekend\b|\btonight\b|\bone night\b|\bcelebration\b|\breception\b/;

// ---- B12 once a week ---------------------------------------------------------------------------------
const B12 = /b12|维生素b12|维b12|钴胺|\bcobalamin\b|\bcyanocobalamin\b|\bmethylcobalamin\b/;
const WEEKLY_DOSE =
  /(一|每)(周|星期)(吃)?一次|每周|\bonce a week\b|\bweekly\b|\bper week\b|\ba week\b|\bone big dose\b|\bbig dose\b|\b2,?000 ?(mcg|µg|ug)\b/;

// ---- a vegan's protein total -------------------------------------------------------------------------
const PROTEIN = /蛋白|\bprotein\b|\bprotien\b/;
/** 40–69 g a day said. */
const GRAMS_40_69 = /(?<![\d.])[4-6]\d ?(g|grams?|克)(?![a-z])/;
const ENOUGH_OR_SHAKE =
  /够吗|够不够|够了|足够|要不要|蛋白粉|\benough\b|\bsufficient\b|\bshould i (add|take|get)\b|\bshakes?\b|\bpowder\b|\bdo i need more\b/;

// ---- vegan at an Indian restaurant -------------------------------------------------------------------
const INDIAN =
  /印度|咖喱|\bindian\b|\bcurry house\b|\bdal\b|\bdhal\b|\bdaal\b|\bmakhani\b|\bpaneer\b|\bnaan\b|\bchana\b|\brajma\b|\bpalak\b|\bkorma\b|\btikka\b|\bmasala\b|\bbiryani\b|\bghee\b/;
const VEGAN_ASK = /纯素|素食|吃素|\bvegan\b|\bdairy[- ]free\b|\bplant[- ]based\b/;

// ---- calcium beside a prenatal, in hours -------------------------------------------------------------
const CALCIUM = /钙|\bcalcium\b|\bcaltrate\b|\btums\b|\bcitracal\b/;
const PRENATAL_OR_IRON =
  /爱乐维|玛特纳|孕妇(复合)?维生素|铁剂|补铁|\belevit\b|\bpregnacare\b|\bprenatals?\b|\bmaterna\b|\biron\b|\bferrous\b/;
const HOURS_APART =
  /隔几个?小时|间隔多久|隔多久|隔多长时间|几个小时|\bhow many hours\b|\bhow (long|far) apart\b|\bhours? apart\b|\bhow long (between|in between)\b|\bhow much time between\b|\bhow long should i (wait|leave)\b/;

// ---- DHA while nursing -------------------------------------------------------------------------------
const DHA = /dha|藻油|鱼油|欧米伽|\bomega[- ]?3s?\b|\bfish oil\b|\balgal oil\b/;
const HOW_MUCH =
  /多少|几毫克|剂量|\bhow (much|many)\b|\bwhat dose\b|\bdosage\b|\bmg\b|\bper day\b|\ba day\b|\bdaily\b/;

// ---- 1,800 kcal while nursing ------------------------------------------------------------------------
const KCAL_1800 = /(?<![\d.,])1,?8[0-4]\d(?![\d,]|\.\d)/;
const TOO_LOW_OR_OK =
  /太少|太低|够吗|够不够|行吗|可以吗|\btoo (low|little)\b|\benough\b|\bok(ay)?\b|\bfine\b|\bsafe\b|\blow\b/;

// ---- lactation cookies and herbs ---------------------------------------------------------------------
const LACTATION_COOKIES =
  /(催奶|下奶|发奶)(饼干|曲奇)|\blactation (cookies?|bites?|bars?|brownies?|muffins?|treats?)\b/;
const WORKS_OR_HYPE =
  /有用|有效|管用|有没有用|真的|增加|多一些|能.{0,6}吗|\bhype\b|\bwork\b|\bworks\b|\buseful\b|\bactually\b|\bhelp\w*\b|\bboost\w*\b|\bincrease\b|\bworth\b|\bdo they\b|\breally\b/;

// ---- soup and tea for an older person's dinner -------------------------------------------------------
const ONLY_SOUP_OR_TEA =
  /只喝(点)?(汤|粥|茶)|就喝(点)?(汤|粥)|喝碗汤|一碗汤|喝点汤|\b(just|only) (have |eat |a )?(some |a bowl of |a cup of )?(soup|broth|tea and toast|toast)\b|\bsoup and (a cup of )?tea\b|\btea and (a )?(biscuit|toast|cracker)s?\b|\bcup of soup\b/;
const MEAL_OR_APPETITE =
  /晚饭|晚餐|午饭|一顿|胃口|吃不下|\bdinner\b|\bsupper\b|\blunch\b|\bmeal\b|\bappetite\b|\bnot hungry\b|\balright\b|\benough\b|\bok(ay)?\b/;

// ---- vitamin D at an older age -----------------------------------------------------------------------
const VITAMIN_D = /维生素 ?d|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|\bvitd\b/;
const NEED_OR_SUN =
  /晒太阳|不出门|出门少|很少出门|要不要补|需要补|需不需要|该不该|\bneed\b|\bshould i (take|be taking|get)\b|\bsun\b|\bsunlight\b|\bsunshine\b|\bindoors\b|\bhousebound\b|\bdon'?t (get|go) out\b|\bworth taking\b/;
const DOSE_CHECK = /太多|过量|超量|\btoo (much|high)\b|\boverdos\w*|\btoxic\w*|\b(5|10|50),?000\b/;

// ---- protein at an older age ---------------------------------------------------------------------------
const PORRIDGE =
  /粥|稀饭|米汤|\bcongee\b|\blugaw\b|\bjook\b|\bjuk\b|\bporridge\b|\barroz caldo\b|\bgruel\b|\boatmeal\b/;
const HOW_MUCH_PROTEIN = /多少|几克|\bhow (much|many)\b|\bgrams?\b|\bper day\b|\ba day\b/;

// ---- turmeric on warfarin ----------------------------------------------------------------------------
const TURMERIC = /姜黄|\bturmeric\b|\bcurcumin\b|\bmeriva\b/;

// ---- coconut water with a high potassium -------------------------------------------------------------
const COCONUT_WATER =
  /椰子水|椰汁|椰青|嫩椰子?|\bcoconut water\b|\bcoco water\b|\btender coconuts?\b|\bbuko\b|\belaneer\b|\bnariyal pani\b/;

// ---- jelly and a fluid limit -------------------------------------------------------------------------
const JELLY_OR_ICE =
  /果冻|冰棍|冰棒|冰淇淋|雪糕|冰块|\bjell-?o\b|\bjelly\b|\bgelatin\b|\bjello\b|\bice ?pops?\b|\bpopsicles?\b|\bice lollies\b|\bice lolly\b|\bice cream\b|\bsorbet\b|\bice chips?\b|\bice cubes?\b/;
const FLUID_COUNT =
  /算不算|算吗|算水|液体|喝水|限水|\bcount\w*\b|\bfluids?\b|\bliquids?\b|\ballowed\b|\blimit\b/;

const FLUID_AMOUNT = /多少|几升|几杯|\bhow (much|many)\b|\ballowed\b|\ba day\b|\bper day\b|\bdaily\b/;

// ---- a potassium or magnesium pill on a water pill -------------------------------------------------------
const POTASSIUM = /钾|\bpotass?ium\b|\bk-?dur\b|\bklor-?con\b/;
const MAGNESIUM = /镁|\bmagnesium\b|\bmag\b|\bslow-?mag\b/;
const PILL_OR_TAKE = /片|补|吃|\bpills?\b|\btablets?\b|\bsupplements?\b|\btake\b|\btaking\b|\bshould i\b/;
const CRAMPS = /抽筋|腿抽|痉挛|\bcramp\w*\b|\bcharley horses?\b|\bspasms?\b/;

// ---- sushi and deli meat after a transplant ------------------------------------------------------------
const RISKY_FOODS =
  /溏心蛋|生鸡蛋|生蛋|寿司|刺身|生鱼片|软奶酪|熟食|冷切|火腿|\brunny eggs?\b|\bsoft[- ]boiled\b|\braw eggs?\b|\bsushi\b|\bsashimi\b|\bsoft cheeses?\b|\bbrie\b|\bdeli meats?\b|\bcold cuts?\b|\blunch ?meats?\b|\bpoke\b|\bceviche\b|\braw oysters?\b|\bsmoked salmon\b/;
const SAFE_TO_EAT =
  /能吃|可以吃|能不能吃|安全|\bsafe\b|\bok(ay)?\b|\bcan i (eat|have)\b|\ballowed\b|\boff limits\b|\bavoid\b/;
const HOW_LONG_SAID =
  /多久|多长时间|一辈子|永远|\bhow long\b|\bforever\b|\bfor life\b|\buntil when\b|\bever (again|be able)\b/;

// ---- calcium and vitamin D at the menopause on methotrexate ------------------------------------------
const SHOULD_TAKE =
  /要不要|该不该|需要|应该|\bshould i\b|\bdo i need\b|\bas well\b|\btoo\b|\bneed to take\b|\binterfere\b|\binteract\w*\b/;

// ---- salt in grams on lithium ------------------------------------------------------------------------
const SALT = /盐|钠|\bsalt\b|\bsodium\b/;
const GRAMS_OR_AMOUNT =
  /几克|多少克|多少盐|多少钠|\bhow many (grams|g|mg|teaspoons?|tsp)\b|\bgrams?\b|\bhow much (salt|sodium)\b|\bsteady amount\b|\bwhat amount\b|\bmg (a|per) day\b/;

// ---- water in the heat on lithium ----------------------------------------------------------------------
const WATER_HOW_MUCH =
  /喝多少|多少水|几升|几杯|\bhow much (water|fluid|fluids|liquid|to drink)\b|\bhow many (litres|liters|bottles|cups|glasses)\b|\bhow much should i (be )?drink\w*\b/;
const HEAT =
  /天热|高温|夏天|出汗|流汗|\d\d ?(度|°c|℃)|\bheat\b|\bhot\b|\bsummer\b|\bsweat\w*\b|\bheat ?waves?\b|\b(3\d|4\d) (degrees|°c|c)\b|\b(3\d|4\d)°\b/;

// ---- iron dose after a sore stomach ------------------------------------------------------------------
const IRON = /补铁|铁剂|铁片|硫酸亚铁|富马酸亚铁|\biron\b|\bferrous\b/;
const WHAT_DOSE = /剂量|吃多少|几片|多少毫克|\bwhat dose\b|\bdosage\b|\bhow much\b|\bhow many mg\b|\bdose\b/;
const STOMACH_OR_FORM =
  /胃疼|胃痛|胃不舒服|恶心|便秘|哪种|什么形式|\bstomach\b|\bnause\w*\b|\bconstipat\w*\b|\bgentle\w*\b|\bwhich (form|type|kind|one)\b|\bwhat (form|type|kind)\b|\bform\b/;
const IRON_DEFICIENT: FaqAudience = {
  ironDeficiency: true,
  said: /缺铁|贫血|铁蛋白|\bferritin\b|\ban(a)?emi\w*|\biron deficien\w*|\blow iron\b/,
};

// ---- chai with meals and iron ------------------------------------------------------------------------
const TEA = /茶|\bchai\b|\btea\b|\bteas\b/;
// Tea drunk all day, from morning to night, is tea with every meal too (blind answer round 53, en-009).
const WITH_MEALS =
  /饭后马上|吃饭时|吃饭的时候|配饭|每顿|饭桌|\bwith (every|each|all my|my|our) meals?\b|\bwith meals\b|\bwith (my |our )?(food|dinner|lunch|breakfast|supper)\b|\bafter (every|each) meal\b|\bat meals?\b|\bmealtimes?\b|整天|一整天|从早到晚|一天到晚|\b(all|the whole|whole) day( long)?\b|\bfrom morning (till|til|to|until) night\b|\bnon-?stop\b/;
const BLOCK_IRON =
  /铁(?!观音)|吸收|\biron\b|\bblock\w*\b|\babsorb\w*\b|\baffect\w*\b|\bferritin\b|\ban(a)?emi\w*/;
const WAIT_AFTER_FOOD =
  /饭后多久|吃完饭多久|隔多久|等多久|\bhow long (should i|do i|to) wait\b|\bhow long after\b|\bwait after (food|meals?|eating)\b|\bafter (food|meals?|eating)\b[^.?!]{0,30}\b(wait|how long|gap)\b|\bhow long\b[^.?!]{0,30}\bafter (food|meals?|eating)\b/;
const IRON_PEOPLE: FaqAudience = {
  ironDeficiency: true,
  plantBased: true,
  said: /铁|贫血|\biron\b|\bferritin\b|\ban(a)?emi\w*/,
};

// ---- shrimp with gout --------------------------------------------------------------------------------
const SHRIMP = /(?<!小龙)虾(?!皮|米)|\bshrimps?\b|\bprawns?\b/;

// ---- vitamin C and orange juice with gout ------------------------------------------------------------
const VITAMIN_C = /维生素 ?c|维c|\bvitamin ?c\b|\bvit ?c\b|\bascorbic\b/;
const URATE_OR_HOW_MUCH = /尿酸|痛风|多少|\buric\b|\burate\b|\bgout\b|\bhow (much|many)\b|\bdose\b|\bmg\b/;
const JUICE = /橙汁|果汁|\boj\b|\borange juice\b|\bjuices?\b|\bapple juice\b|\bsmoothies?\b/;

// ---- a calcium total with two tablets a day ----------------------------------------------------------
const IN_TOTAL =
  /一共|总共|加起来|合计|\bin total\b|\btotal\b|\baltogether\b|\bfood plus\b|\bfood and (tablets|pills|supplements)\b|\bcombined\b|\bhow much calcium do i need\b/;
const SIX_HUNDRED_TWICE =
  /600 ?(mg|毫克)?[^.?!。？]{0,25}(一天两次|每天两次|一日两次|早晚各|\btwice\b|\btwo times\b|\b2 ?x\b|\bx ?2\b|\bbid\b)|\b(two|2) (x )?600|两片600|(每天|一天)两片|(两次|2次)[^。？?]{0,8}600|600[^。？?]{0,12}(两次|2次)/;

export const ROUND21_ENPART_FAQ: readonly FaqRow[] = [
  {
    // en-007 "What's a reasonable amount of caffeine per day? I'm at like 3 venti cold brews from Starbucks
    // lol" — the 400 mg limit and "3–4 cups", never that coffee-shop sizes pass it fast.
    id: 'caffeine-coffee-shop-sizes',
    when: [COFFEE_SHOP, CAFFEINE_AMOUNT],
    unless: [/低因|脱因|无咖啡因|\bdecaf\w*\b/],
    // Pregnancy has its own limit (rows-round20-enpart.ts); caffeine changes lithium and clozapine levels.
    notFor: [PREGNANT_OR_NURSING, MINOR, { medicines: ['lithium', 'clozapine', 'maoi'] }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**健康成年人每天咖啡因一般不超过400毫克——而连锁店的大杯咖啡很浓：一杯星巴克超大杯（约710毫升）冷萃约含310毫克，一天超过一杯就会超过400毫克。** 星巴克公布的大致含量：冷萃中杯155毫克、大杯205毫克、超大杯310毫克；现煮咖啡大杯约310毫克、超大杯约410毫克；一份浓缩约75毫克。所以一杯超大杯冷萃在限量以内，两杯（约620毫克）就超了。超量常见的是心慌、手抖、焦虑、失眠和胃不舒服。想减：把其中一杯换成中杯或低因，下午以后不喝；每隔几天少一杯，可以避免戒断头痛。茶、可乐、功能饮料里的咖啡因也要算进去。',
      en: '**Up to 400 mg of caffeine a day is the usual limit for healthy adults — and coffee-shop cold brew is strong: a Starbucks venti cold brew has about 310 mg, so more than one venti (or two grandes) a day takes you over it.** Starbucks’ own figures: cold brew tall 155 mg, grande 205 mg, venti 310 mg, trenta 360 mg; hot brewed coffee grande about 310 mg, venti about 410 mg; an espresso shot about 75 mg. So one venti cold brew fits under 400 mg, two (about 620 mg) do not. Above the limit, jitters, a racing heart, anxiety, poor sleep and an upset stomach are common. To cut down: swap one for a tall or a decaf, have none after early afternoon, and drop one drink every few days to avoid withdrawal headaches. Tea, cola and energy drinks count toward the total too.',
    },
    source: {
      ref: 'US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (2024): 400 mg a day for healthy adults; EFSA NDA Panel, Scientific Opinion on the safety of caffeine. EFSA J 2015;13:4102; Starbucks beverage nutrition information (caffeine by size, 2025)',
    },
  },
  {
    // en-008 "Going to a wedding this weekend, open bar. how many drinks counts as 'moderate' for a woman
    // honestly" — the right numbers, then margarita calories and "to fit two in" she never asked.
    id: 'moderate-drinking-one-occasion',
    when: [
      /酒|\bdrinks?\b|\bdrinking\b|\balcohol\b|\bbooze\b|\bwine\b|\bbeers?\b|\bcocktails?\b/,
      MODERATE,
      ONE_OCCASION,
    ],
    unless: [/无醇|无酒精|\balcohol[- ]free\b|\bnon[- ]?alcoholic\b|\bmargaritas?\b|\bcalories?\b|\bkcal\b/],
    notFor: [
      PREGNANT_OR_NURSING,
      MINOR,
      {
        medicines: ['maoi', 'linezolid', 'lithium', 'anticoagulant', 'insulin', 'sulfonylurea', 'metformin'],
      },
      {
        medicines: [
          'antiepileptic',
          'methotrexate',
          'calcineurin_inhibitor',
          'nitroimidazole',
          'isotretinoin',
        ],
      },
      { conditions: ['gout', 'pku', 'heart_failure', 'kidney_disease', 'liver_disease', 'diabetes'] },
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**“适量”不能攒到一次喝：《中国居民膳食指南（2022）》建议成年人一天酒精不超过15克，约一杯葡萄酒（150毫升）或一罐啤酒（450毫升）；美国指南对女性是一天最多1杯标准酒（男性2杯）。一次喝4杯以上（男性5杯）就属于“狂饮”。** 一杯标准酒约含14克酒精：葡萄酒150毫升、啤酒350毫升、40度烈酒45毫升；喜宴上的大杯红酒和鸡尾酒往往一杯就相当于1.5–2杯。在婚宴上：先好好吃饭再喝，每喝一杯酒就喝一杯水或无糖饮料，小口慢喝，一小时最多一杯，提前安排好不开车回家。不喝或少喝都完全可以。',
      en: '**For a woman, “moderate” in the US guidelines means up to 1 standard drink on a day you drink (2 for men) — it is not an average you can save up for one night, and 4 or more drinks in about two hours (5 for men) counts as binge drinking.** A standard drink is a 5 oz (150 ml) glass of wine, a 12 oz beer or a 1.5 oz shot of spirits; wedding pours and mixed drinks are often bigger, so one glass can be 1.5–2 drinks. At an open bar: eat a proper meal first, have a glass of water or a soda between drinks, sip slowly and keep to no more than one an hour, and sort out your ride home before you go. (UK advice: no more than 14 units a week, spread over three or more days, and limit how much you drink on any one occasion.)',
    },
    source: {
      ref: 'Dietary Guidelines for Americans 2020–2025, ch. 1 (moderate drinking: up to 1 drink a day for women, 2 for men; standard drink = 14 g alcohol); NIAAA, Drinking Levels Defined (binge drinking: 4+ drinks for women, 5+ for men in about 2 hours); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016); 中国居民膳食指南（2022）准则五',
    },
  },
  {
    // en-018 "the one big dose once a week thing, is that ok too?" after which B12 and how often — the UL
    // line and the plan's daily dose, never a plain yes.
    id: 'b12-weekly-dose',
    // B12 said here or in the message before ("the one big dose once a week thing, is that ok too?").
    when: [WEEKLY_DOSE],
    for: { said: B12 },
    unless: [/打针|注射|\binjections?\b|\bshots?\b|\bjabs?\b/],
    // High-dose cyanocobalamin in kidney disease is the kidney team's (cyanide from it accumulates).
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**可以：每周一次2000微克维生素B12，是素食者常用、研究过的方案，效果和每天吃小剂量一样（英国素食协会：每天10微克，或每周2000微克）。** 大剂量时只有约1%能被吸收，所以每周一次的剂量看起来比每天需要的2.4微克大得多；维生素B12没有设定可耐受最高摄入量，多余的会排出。每周一次要吃够2000微克：1000微克的片剂一周一片不够，要一次吃两片（或者一周分两天各吃一片1000微克）；整片吞或含化都行，不用掰开。氰钴胺是研究最多的形式，便宜、稳定；甲钴胺也可以，但证据少一些。选一种方案坚持吃，固定在每周同一天，比如设个手机提醒。',
      en: '**Yes — one 2,000 µg (mcg) dose of B12 once a week is a standard, well-tested schedule for vegans and works as well as a small daily dose (the Vegan Society: 10 µg a day, or 2,000 µg once a week).** From a big dose only about 1% is absorbed, which is why the weekly dose looks so much larger than the 2.4 µg you need a day; B12 has no upper limit and the excess is passed out. The weekly dose must reach 2,000 µg: one 1,000 µg tablet a week is not enough — take two together (or one 1,000 µg tablet on two days of the week); swallowed whole or dissolved, no need to split them. Cyanocobalamin is the best-studied form for this, cheap and stable; methylcobalamin works too but has less evidence. Pick one schedule and stick to it — the same day each week, with a phone reminder, helps.',
    },
    source: {
      ref: 'The Vegan Society, What every vegan should know about vitamin B12 (10 µg daily or 2,000 µg weekly); VeganHealth.org (Norris J), Vitamin B12 recommendations (1,000 µg twice a week; cited from memory); NIH ODS Vitamin B12 Fact Sheet for Health Professionals (about 1% absorbed from large doses by passive diffusion; no UL); 中国居民膳食营养素参考摄入量（2023版）维生素B12 2.4 µg',
    },
  },
  {
    // en-020 "I'm getting like 50g protein a day from tofu, lentils and seitan. is that enough for me or
    // should I add a pea protein shake" — pea against rice powder and a muscle-gain target instead.
    id: 'vegan-protein-total-enough',
    when: [PROTEIN, GRAMS_40_69, ENOUGH_OR_SHAKE],
    unless: [/\bper (meal|serving|scoop)\b|一顿|每餐|每勺/],
    for: PLANT_BASED,
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT_OR_NURSING, MINOR, { conditions: ['pku'] }],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**对大多数体重50–60公斤的成年女性，每天从豆腐、豆类、面筋里吃到50–60克左右的蛋白质基本就够了；不一定要加蛋白粉。** 推荐量是每公斤体重0.8克，纯素饮食的植物蛋白消化率稍低，按每公斤约1克算更稳妥——体重60公斤以上、或在认真练力量增肌的人，才需要更多（约每公斤1.2–1.6克）。把豆制品、豆类、全谷物和坚果分到每顿饭里，来源越杂，氨基酸越全。某天吃得少、或训练量大时，一勺豌豆蛋白（约20克）补一下也可以，选无糖、有第三方检测的。',
      en: '**For most adult women of about 50–60 kg, 50–60 g of protein a day from tofu, beans, lentils and seitan is about enough — a shake is optional, not needed.** The RDA is 0.8 g per kg of body weight; on a vegan diet aim a little higher, about 1 g per kg, because plant protein is digested slightly less well — so more only if you weigh more than about 60 kg or are training hard to build muscle (then about 1.2–1.6 g per kg). Spread it over your meals and mix sources (soy, beans and lentils, seitan, whole grains, nuts and seeds) for a full set of amino acids. A pea protein shake (about 20 g a scoop) is handy on days you fall short or after heavy training; pick one with little sugar and a third-party testing mark.',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes for Energy and Macronutrients (2005): protein RDA 0.8 g/kg; Academy of Nutrition and Dietetics, Position on Vegetarian Diets. J Acad Nutr Diet 2016;116:1970–1980; Morton RW et al. Br J Sports Med 2018;52:376–384; 中国居民膳食营养素参考摄入量（2023版）蛋白质',
    },
  },
  {
    // en-024 "which vegan dishes have the most iron and protein? is dal makhani vegan or does it have
    // cream" — general plant-iron text and a stock nutrient list; dal makhani never answered.
    id: 'vegan-at-indian-restaurant',
    // Eating out or what a dish holds: a lacto-vegetarian's calcium at home with dal and yoghurt is not this (blind answer
    // round 60, zh-070, unsafe: "Shelcal一天两片，再加上每天的dal和酸奶，钙够了吗" got "skip paneer and raita").
    when: [
      INDIAN,
      VEGAN_ASK,
      /餐厅|饭店|馆子|外面吃|点菜|点什么|点哪|聚餐|外卖|能吃吗|有没有|里有|\brestaurants?\b|\border\w*\b|\bmenu\b|\beating out\b|\btakeaway\b|\bcurry house\b|\bplace\b|\boptions\b|\bis [a-z ]{2,30} vegan\b|\bdoes it have\b/,
    ],
    unless: [
      /自己做|在家做|\brecipe\b|\bat home\b|\bcook(ing)? (it|at home)\b/,
      // calories to gain weight are the energy answer (round 51 zh-065: "avoid paneer, raita and ghee" to a
      // lacto-vegetarian asking his calories)
      /热量|卡路里|千卡|大卡|增重|长肉|长胖|\bcalories?\b|\bkcal\b|\bgain (weight|mass|\d+ ?kg)\b/,
    ],
    wholeMessage: true,
    intent: 'vegetarian_vegan',
    text: {
      zh: '**黄油豆子咖喱（dal makhani）通常不是纯素的：它用黄油慢炖，出锅前还加奶油。** 印度餐厅里纯素、又有铁和蛋白质的选择：鹰嘴豆咖喱（chana masala）、红芸豆咖喱（rajma）、黄扁豆汤（tadka dal，请厨房用油代替酥油ghee）、菠菜鹰嘴豆或菠菜土豆（不加奶油和奶酪的版本），配米饭或烤饼roti。一份豆类咖喱约含10–15克蛋白质和3–5克铁。要避开：印度奶酪（paneer）、奶油类咖喱（korma、makhani、malai、butter开头的）、酸奶蘸酱（raita）；馕（naan）常含牛奶、酸奶或鸡蛋，上面刷黄油。点菜时说清“不要酥油、黄油、奶油和酸奶”。配菜里有番茄、柠檬的更利于吸收铁；饭桌上先别喝奶茶（chai），茶会减少铁的吸收。',
      en: '**Dal makhani is usually not vegan: it is slow-cooked with butter and finished with cream.** Vegan picks with the most iron and protein: chana masala (chickpeas), rajma (kidney beans), tadka dal or dal fry (ask for oil instead of ghee), chana saag or aloo palak made without cream or paneer, with rice or roti. A serving of a bean or lentil curry gives roughly 10–15 g of protein and 3–5 mg of iron. Skip: paneer, the creamy curries (korma, makhani, malai, “butter” anything), raita; naan often has milk, yoghurt or egg in the dough and butter on top. When ordering, say “no ghee, butter, cream or yoghurt”. Dishes with tomato or a squeeze of lemon help you absorb the iron; leave the chai until after the meal, as tea cuts iron absorption.',
    },
    source: {
      ref: 'USDA FoodData Central (chickpeas, kidney beans, lentils, cooked: protein and iron per serving); NIH ODS Iron Fact Sheet for Health Professionals (non-haem iron absorption enhanced by vitamin C, reduced by tea polyphenols); Academy of Nutrition and Dietetics, Position on Vegetarian Diets (2016)',
    },
  },
  {
    // en-038 "how many hours apart?" after calcium tablets with a prenatal — the plan line, then "no
    // reliable rule" for together or apart.
    id: 'calcium-prenatal-hours-apart',
    when: [CALCIUM, PRENATAL_OR_IRON, HOURS_APART],
    // For whoever takes a prenatal or iron (said here or before): read with the message before it, the
    // hours asked win over the together-or-apart row that message got.
    for: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'], said: PRENATAL_OR_IRON },
    unless: [
      /左甲状腺|优甲乐|\blevothyrox\w*\b|\bsynthroid\b|\beuthyrox\b|\bthyroid\b|\bantibiotic\w*\b|\bcipro\w*\b|\bdoxy\w*\b/,
    ],
    notFor: [...IRON_NOT_WANTED, HYPERCALCAEMIA],
    intent: 'supplement_timing',
    text: {
      zh: '**隔开约2小时：钙会减少孕妇维生素（或铁剂）里铁的吸收，所以别同时吃。** 简单的排法：早饭后吃孕妇维生素，钙片放到晚饭时或睡前；钙片一次不超过500毫克，碳酸钙要随餐吃。奶、酸奶这些含钙的食物不用这么严格，但铁剂最好不和一大杯牛奶一起吃。',
      en: '**About 2 hours apart: calcium cuts how much of the iron in your prenatal (or an iron tablet) you absorb, so do not take them together.** A simple way: the prenatal with breakfast, the calcium with dinner or at bedtime; no more than 500 mg of calcium at a time, and calcium carbonate with food. Calcium-rich foods need no strict gap, but avoid taking the iron with a large glass of milk.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (calcium inhibits iron absorption); NIH ODS Calcium Fact Sheet for Health Professionals (doses of 500 mg or less; carbonate with food); NHS, Ferrous sulfate: how and when to take it (2023: 2 hours from calcium and antacids)',
    },
  },
  {
    // en-042 "how much DHA per day then" after fish oil on sertraline while breastfeeding — a plan dose of
    // 200 mg against a need of 250 mg, no DHA figure for nursing.
    id: 'lactation-dha-how-much',
    when: [DHA, HOW_MUCH],
    // Which kind (fish or algal oil, a brand) is the fish-oil-or-algal row's question (round 21 zh-039).
    unless: [
      /爱乐维|\belevit\b|\bpregnacare\b|\bprenatal\b/,
      /哪种|哪个|选什么|什么牌子|藻油还是|还是藻油|\bwhich (one|kind|type|brand)\b|\bwhat (kind|type|brand)\b|\bor (algal|algae)\b|\bbrands?\b/,
    ],
    for: LACTATING,
    notFor: [WARFARIN, MINOR],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**哺乳期每天约需DHA 200毫克（我国2023版参考摄入量；欧洲建议在成人EPA+DHA 250毫克基础上再加100–200毫克DHA）。** 每周吃2次鱼、其中一次是三文鱼、沙丁鱼、鲭鱼这类低汞的油性鱼，就基本够了；很少吃鱼的话，每天一粒含DHA约200–300毫克的鱼油或藻油胶囊（看标签上的DHA含量，不是胶囊总重量）。这个剂量的鱼油和舍曲林、和哺乳都可以一起用。用鱼油帮助情绪的研究用的是更高剂量、以EPA为主，那要和你的医生商量，舍曲林照常吃。',
      en: '**While breastfeeding, aim for about 200 mg of DHA a day — the European advice is 100–200 mg of DHA on top of the usual adult 250 mg of EPA plus DHA, and China’s 2023 reference intakes set 200 mg DHA.** Two portions of fish a week, one of them a low-mercury oily fish (salmon, sardines, trout), get you there; if you eat little fish, one fish-oil or algal-oil capsule with about 200–300 mg of DHA a day (check the DHA per capsule on the label, not the capsule weight). At this dose fish oil is fine with sertraline and with breastfeeding. The studies of fish oil for mood used higher doses, mostly EPA — agree that with your doctor, and keep taking the sertraline as prescribed.',
    },
    source: {
      ref:
        'EFSA NDA Panel, Scientific Opinion on Dietary Reference Values for fats (2010): 250 mg EPA+DHA plus 100–200 mg DHA in pregnancy and lactation; Koletzko B et al. Perinatal Lipid Intake Working Group, J Perinat Med 2008;36:5–14 (at least 200 mg DHA a day); US FDA/EPA, Advice about Eating Fish (2021); NIH LactMed, Fish oil (2024); ' +
        `${CN_DRIS} 乳母DHA 200 mg`,
    },
  },
  {
    // en-046 "so is like 1800 too low?" after extra calories while nursing — the earlier answer again,
    // opening "Yes, slowly", which reads as "yes, too low".
    id: 'lactation-1800-kcal-floor',
    when: [KCAL_1800, TOO_LOW_OR_OK],
    unless: [/毫克|微克|\bmg\b|\bmcg\b|\bµg\b|\biu\b|\bml\b|毫升|\bsteps?\b|步/],
    for: LACTATING,
    notFor: MINOR,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不算太低：每天约1800千卡正是哺乳期一般建议的下限——可以吃到这个数，但别再往下减。** 在1800千卡左右，每周减0.5公斤上下，一般不影响奶量和宝宝长个。每餐保留主食、蛋白质（鱼肉蛋奶豆）、蔬菜，加一两份奶；少的那部分从含糖饮料、甜点和油炸食品里省。产后头六周先不刻意减。如果总是很饿、很累，或者宝宝尿布变少、体重长得慢、奶量下降，就吃多一些，并找医生或哺乳顾问。',
      en: '**No — about 1,800 kcal a day is right at the floor usually advised while breastfeeding: fine to eat, but do not go lower.** At around 1,800 kcal most mothers lose about 0.5 kg (1 lb) a week without affecting their supply or the baby’s growth. Keep starch, protein (meat, fish, eggs, dairy, beans), vegetables and a couple of servings of dairy at your meals, and make the cut from sugary drinks, sweets and fried food. Do not diet in the first six weeks. If you are always hungry or exhausted, or the baby has fewer wet nappies, gains slowly or your supply drops, eat more and see your doctor or a lactation consultant.',
    },
    source: {
      ref: 'IOM, Nutrition During Lactation (1991): intakes below 1,800 kcal a day not advised; Lovelady CA et al. N Engl J Med 2000;342:449–453; 中国哺乳期妇女膳食指南（2022）',
    },
  },
  {
    // en-047 "are lactation cookies and fenugreek capsules actually useful for supply or just hype" —
    // fenugreek only, the cookies never named.
    id: 'galactagogue-cookies-herbs',
    // Cookies named: brewer's yeast or fenugreek alone is lactation-brewers-yeast-fenugreek's
    // (rows-standard-pregnancy.ts), which names the cookies only in passing.
    when: [LACTATION_COOKIES, WORKS_OR_HYPE],
    unless: [/华法林|\bwarfarin\b/],
    // Moringa or milk thistle "to boost immunity" on tacrolimus is not a milk-supply question (r8/en-098).
    for: LACTATING,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**大多是宣传：没有可靠证据表明催奶饼干、葫芦巴胶囊比“多喂、喂空”更能增加奶量。** 催奶饼干就是加了燕麦、啤酒酵母、亚麻籽的普通饼干，这些成分都没被证明能催奶，还带来糖和热量；喜欢吃当零食可以，别指望它。葫芦巴：研究少且结果不一，可能引起你和宝宝腹泻胀气、身上有枫糖浆味，降血糖（有糖尿病用药的要小心），对花生、鹰嘴豆过敏的人可能过敏；国际母乳喂养医学会不推荐常规使用。真正有效的是：每天喂或吸8–12次、每次尽量排空，多做肌肤接触，请哺乳顾问看看含接姿势；吃够喝够。觉得奶少或宝宝体重长得慢，找医生或哺乳顾问。',
      en: '**Mostly hype: there is no good evidence that lactation cookies or fenugreek raise milk supply more than feeding or pumping often does.** Lactation cookies are ordinary cookies with oats, brewer’s yeast and flaxseed — none proven to boost milk, and they add sugar and calories; fine as a snack you enjoy, not a treatment. Fenugreek: few studies with mixed results; it can cause diarrhoea and gas in you and the baby, a maple-syrup smell, and lower blood sugar (take care on diabetes medicines), and people allergic to peanuts or chickpeas can react; the Academy of Breastfeeding Medicine does not recommend it routinely. What works: feeding or pumping 8–12 times in 24 hours and emptying the breast well, skin-to-skin, and a lactation consultant checking the latch; eat and drink enough. If your supply seems low or the baby is gaining slowly, see your doctor or a lactation consultant.',
    },
    source: {
      ref: 'Academy of Breastfeeding Medicine Clinical Protocol #9: Use of galactogogues in initiating or augmenting maternal milk production, second revision 2018. Breastfeed Med 2018;13:307–314; NIH LactMed, Fenugreek (2024) and Brewer’s yeast (2024)',
    },
  },
  {
    // en-051 "i dont have much appetite anymore. is it alright if i just have soup and a cup of tea for my
    // dinner" — food fortification written to a carer, never "too little".
    id: 'older-soup-and-tea-dinner',
    when: [ONLY_SOUP_OR_TEA, MEAL_OR_APPETITE],
    for: OLDER_OR_RELATIVE,
    notFor: [{ conditions: ['heart_failure', 'dialysis'] }],
    // Before the older person's energy-dense and swallowing rows, which answer the whole message too.
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**只喝一碗汤、一杯茶当晚饭太少了：大多数汤的蛋白质和热量都很少，胃口小的时候更要每一口都有营养。** 汤可以留着，让它“顶饭”：往汤里打个鸡蛋、加鸡肉末、鱼片、豆腐或豆子，再放点面条或米饭；旁边配一片抹了黄油或奶酪的面包；把清茶换成一杯热牛奶、麦乳精或豆浆；再来一小份布丁、酸奶或蛋羹。一天分5–6次少量吃也可以，先吃饭再喝水。胃口一直变差或体重往下掉，请看医生；医生或营养师可能会建议口服营养补充饮品。',
      en: '**Soup and a cup of tea on their own are too little for a dinner — most soups are low in protein and energy, and with a small appetite every mouthful needs to count.** Keep the soup but make it a meal: stir in a beaten egg, shredded chicken, flaked fish, tofu or beans, or add noodles or rice; have bread with butter or cheese beside it; swap the plain tea for a milky drink (hot milk, malted milk, hot chocolate); finish with a small pudding — custard, yoghurt or rice pudding. Five or six small eating times a day are fine, and eat before you drink. If your appetite keeps falling or you are losing weight, see your doctor; a doctor or dietitian may suggest nutrition drinks between meals.',
    },
    ifSwallowing: {
      zh: '**只喝一碗汤、一杯茶当晚饭太少了：大多数汤的蛋白质和热量都很少；有吞咽问题时，选软、湿、一口一口都有营养的。** 把汤做成稠一点的羹：打入蛋花，加打碎的鸡肉泥、鱼肉泥或嫩豆腐，撒一勺全脂奶粉；清茶换成热牛奶或营养补充饮品（稀的液体容易呛的话，问医生要不要增稠）；再来一份蛋羹、酸奶或布丁。少食多餐，坐直吃，吃完坐30分钟。胃口一直变差、体重下降，或吃饭喝水老呛，请尽快看医生，做吞咽评估。',
      en: '**Soup and a cup of tea on their own are too little for a dinner — most soups are low in protein and energy; with swallowing trouble, choose soft, moist food where every spoonful counts.** Make the soup thicker and richer: stir in a beaten egg, blended chicken or flaked fish, soft tofu, and a spoon of full-fat milk powder; swap the plain tea for warm milk or a nutrition drink (ask whether thin drinks should be thickened if they make you cough); add custard, yoghurt or a smooth pudding. Small meals often, sit upright to eat and for 30 minutes after. If your appetite keeps falling, you are losing weight or you often choke, see your doctor soon for a swallowing assessment.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (food fortification, small frequent meals, oral nutritional supplements); NHS, Malnutrition: treatment (2023); 中国老年人膳食指南（2022）',
    },
  },
  {
    // en-054 "Does an old lady like me need vitamin D tablets? I don't get out in the sun much these days"
    // — the plan's dose and target, never "yes".
    id: 'older-vitamin-d-tablets',
    when: [VITAMIN_D, NEED_OR_SUN],
    // Calcium asked beside it: the older person's calcium-and-vitamin-D row answers both (r6/en-024).
    // How much is older-calcium-vitamin-d-how-much's, "too late?" older-calcium-vitamin-d-still-worth-it's.
    unless: [
      DOSE_CHECK,
      /宝宝|婴儿|\bbaby\b|\binfant\b/,
      CALCIUM,
      /多少|几粒|几片|剂量|\bhow (much|many)\b|\bdose\b|\bdosage\b|\bwhat strength\b/,
      /来不及|太晚|晚了|\btoo late\b|\bstill worth\b|\bany point\b|\bpointless\b/,
      // Another vitamin asked beside the vitamin D already taken is that vitamin's question (blind answer round 58,
      // zh-018, development data: "只吃一粒维D 1000 IU，我担心他缺B12，要补吗").
      /b ?12|维生素b|钴胺|\bcobalamin\b|\bmethylcobalamin\b/,
    ],
    for: OLDER_OR_RELATIVE,
    notFor: [
      HYPERCALCAEMIA,
      KIDNEY_DISEASE_OR_DIALYSIS,
      { conditions: ['sarcoidosis', 'hyperparathyroidism'] },
    ],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**需要：上了年纪、又很少晒太阳，建议每天吃一片维生素D。** 我国65岁以上的推荐量是每天15微克（600国际单位），美国70岁以上是20微克（800国际单位）；容易跌倒、骨质疏松的老人，医生常建议每天800–1000国际单位。老人皮肤合成维生素D的能力差，光靠饮食（鱼、蛋黄、强化奶）很难吃够。选维生素D3，每天一次随饭吃；不要超过每天50微克（2000国际单位，我国的可耐受最高摄入量），除非医生开。钙片或复合维生素里的也要算进去。有肾病、血钙高或结节病的，先问医生。',
      en: '**Yes — at an older age, and rarely out in the sun, a daily vitamin D tablet is advised.** The US amount for over-70s is 800 IU (20 µg) a day; the UK advises at least 400 IU (10 µg) all year for anyone who is mostly indoors, and for older people at risk of falls or fractures doctors often suggest 800–1,000 IU. Older skin makes much less vitamin D, and food alone (oily fish, egg yolks, fortified milk) rarely gives enough. Take vitamin D3 once a day with a meal; do not go above 4,000 IU (100 µg) a day unless a doctor prescribes it, and count what is in any calcium tablet or multivitamin. With kidney disease, a high calcium or sarcoidosis, ask your doctor first.',
    },
    source: {
      ref: 'NIH ODS Vitamin D Fact Sheet for Health Professionals (2024): RDA 800 IU (20 µg) over 70, UL 4,000 IU; NHS, Vitamin D (2020): 10 µg a day all year for people who are not often outdoors; Royal Osteoporosis Society, Vitamin D and bone health (800 IU for those at risk); 中国居民膳食营养素参考摄入量（2023版）维生素D（65岁以上RNI 15 µg，UL 50 µg）',
    },
  },
  {
    // en-055 "how much protein should lola have a day? shes 148cm and tiny, mostly eats lugaw" — a stock
    // "No —" and ≥1.0 g/kg, never the grams for her or how to add protein to rice porridge.
    id: 'older-protein-grams-and-porridge',
    // Rice porridge named: the older person's protein row for anyone else (rows-life-stages.ts) answers
    // "toast and tea" (reference r1/en-052).
    when: [PROTEIN, HOW_MUCH_PROTEIN, PORRIDGE],
    unless: [
      /蛋白粉|乳清|\bprotein powder\b|\bwhey\b|\bshakes?\b/,
      /\bin (an|one|a) (egg|cup|glass|serving)\b/,
    ],
    for: OLDER_OR_RELATIVE,
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, { conditions: ['pku', 'cirrhosis'] }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**老人每天每公斤体重需要约1.0–1.2克蛋白质（生病或在掉体重时1.2–1.5克）——体重40–45公斤的瘦小老人每天约40–55克，60公斤约60–70克。** 分到每一顿，每顿15–20克。白粥主要是米和水，一碗只有3–4克蛋白质，远远不够：把粥煮成有料的粥——加一个鸡蛋（约6克）、50克鸡肉末或鱼肉（约10克）、100克嫩豆腐（约5–8克），或者用牛奶煮、撒一勺奶粉；两顿之间喝一杯牛奶或豆浆（约8克）、吃一盒酸奶。肾功能不好的，蛋白质的量请肾科医生定。',
      en: '**Older adults need about 1.0–1.2 g of protein per kg of body weight a day (1.2–1.5 g if ill or losing weight) — about 40–55 g a day for a small woman of 40–45 kg, 60–70 g at 60 kg.** Spread it over every meal, about 15–20 g each. Rice porridge (congee, lugaw, jook) is mostly rice and water: a plain bowl gives only 3–4 g of protein, far too little on its own — make it a loaded porridge: stir in an egg (about 6 g), 50 g of chicken or flaked fish (about 10 g), or 100 g of soft tofu (5–8 g), or cook it with milk or stir in a spoon of milk powder; between meals a glass of milk or soy milk (about 8 g) or a pot of yoghurt. With kidney disease, her kidney doctor sets the amount.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47; Bauer J et al. PROT-AGE recommendations. J Am Med Dir Assoc 2013;14:542–559; USDA FoodData Central (rice congee, egg, chicken, tofu, milk); 中国食物成分表（标准版第6版）',
    },
  },
  {
    // en-070 "what about turmeric capsules for my knees, ok with the warfarin?" — the pair named, no
    // verdict.
    id: 'warfarin-turmeric-capsules',
    when: [
      TURMERIC,
      /胶囊|补充剂|保健品|片|吃|\bcapsules?\b|\bsupplements?\b|\bpills?\b|\btablets?\b|\bok\b|\bokay\b|\bsafe\b|\btake\b/,
    ],
    unless: [/做菜|炒菜|咖喱|调料|香料|\bcooking\b|\bcurry\b|\bspice\b|\bin food\b|\bgolden milk\b/],
    // Warfarin's own (its INR): never for enoxaparin or a DOAC (fortieth clinician review, en M2: Clexane answered with
    // INR checks).
    for: { medicines: ['vitamin_k_antagonist'] },
    intent: 'drug_interaction',
    text: {
      zh: '**吃华法林最好不要开始吃姜黄或姜黄素胶囊：它可能让INR升高、增加出血风险，胶囊的剂量也远高于做菜用的量。** 做菜里放的姜黄粉没有问题。如果还是想试，先问抗凝门诊或开华法林的医生，开始或停用后约一周查一次INR。其他会增加出血的保健品（鱼油、维生素E、银杏、大蒜片）同时吃风险更高，都要告诉医生。膝盖痛的止痛药请问医生：吃华法林时对乙酰氨基酚（扑热息痛）通常更安全，布洛芬、萘普生、阿司匹林不要自己吃。',
      en: '**Best not to start turmeric or curcumin capsules on warfarin: they can raise your INR and add to bleeding risk, and a capsule holds far more than you would eat in food.** Turmeric as a spice in cooking is fine. If you still want to try it, ask your anticoagulation clinic or prescriber first and have your INR checked about a week after starting or stopping. Other supplements that add to bleeding (fish oil, vitamin E, ginkgo, garlic tablets) make it riskier still — tell the clinic about every one you take. For the knee pain, ask your doctor: acetaminophen (paracetamol) is usually the safer painkiller on warfarin; do not take ibuprofen, naproxen or aspirin unless prescribed.',
    },
    source: {
      ref: 'Natural Medicines Comprehensive Database, Turmeric – anticoagulant/antiplatelet drugs; NCCIH, Turmeric (2020); Coumadin (warfarin) US prescribing information §7 (botanicals that increase bleeding risk); NHS, Warfarin: taking it with other medicines and herbal supplements (2023)',
    },
  },
  {
    // en-082 "is coconut water bad too? my daughter keeps bringing it" after a potassium of 5.4 — a
    // generic high-potassium list, never "yes".
    id: 'coconut-water-high-potassium',
    when: [COCONUT_WATER],
    for: POTASSIUM_HELD,
    intent: 'food_sources',
    text: {
      zh: '**是的，椰子水含钾很高——一杯（240毫升）约600毫克，比一根香蕉还多；血钾偏高或医生让你限钾时，最好不喝。** 可以请家人换着带：白开水（加片柠檬或薄荷）、淡茶、少量苹果汁或蔓越莓汁；运动饮料也含钾，别用它代替。如果医生限了每天的液体量，喝的都要算进去。有没有超钾、能喝多少，以医生和验血结果为准；血钾6.0以上或乏力、心慌，当天就医。',
      en: '**Yes — coconut water is high in potassium, about 600 mg in a cup (240 ml), more than a banana; with a high potassium or a potassium limit, it is best left out.** Good swaps: water (with lemon or mint), weak tea, or a small glass of apple or cranberry juice; sports drinks contain potassium too, so they are not a swap. If you have a fluid limit, every drink counts toward it. How much potassium you may have is for your doctor to set from your blood tests; a potassium of 6.0 or more, or weakness or palpitations, needs care the same day.',
    },
    source: {
      ref: 'USDA FoodData Central, Coconut water, ready-to-drink, unsweetened (about 250 mg potassium per 100 g); National Kidney Foundation, Potassium and Your CKD Diet (2023); Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia',
    },
  },
  {
    // en-083 "How much fluid am I allowed a day with heart failure? does soup and jello count" — the limit
    // and soup, jelly passed over.
    id: 'fluid-limit-jelly-and-ice',
    keepsToFluidLimit: true,
    // With the daily amount asked: "does jello count" alone is fluid-limit-what-counts' (rows-kidney-heart.ts).
    when: [JELLY_OR_ICE, FLUID_COUNT, FLUID_AMOUNT],
    for: FLUID_LIMIT,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**算：果冻、冰棍、冰淇淋、雪糕、冰块都算液体——凡是在体温下会化成水的都要算进每天的液体量。** 一小杯果冻（约120毫升）就按120毫升算，一块冰块约30毫升，一个冰棍约60毫升。汤、粥、牛奶也按全部体积算。医生给你定了每天的量，以医生的为准；心衰限水时常见的是每天1.5–2升。口渴时：含一小块冰、嚼口香糖、用小杯子喝，少吃咸的。每天早上称体重：3天内增加2公斤以上，或脚肿、气短加重，联系医生或心衰门诊。',
      en: '**Yes — jello counts as fluid, and so do ice pops, ice cream, sorbet and ice chips: anything that turns liquid at body temperature counts toward your daily amount.** Count a half-cup of jello (about 120 ml) as 120 ml, an ice cube as about 30 ml, an ice pop as about 60 ml; soup, porridge and milk count at their full volume. If your doctor has set a daily fluid amount, that comes first; where a limit is set in heart failure it is usually 1.5–2 litres a day. For thirst: suck a small piece of ice, chew gum, use a small cup, and eat less salt. Weigh yourself every morning: a gain of more than 2 kg (about 4 lb) in 3 days, or more ankle swelling or breathlessness — contact your doctor or heart failure clinic.',
    },
    source: {
      ref: 'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599–3726; American Heart Association, Heart failure: managing fluid intake (foods that are liquid at room temperature count, 2023); 中国心力衰竭诊断和治疗指南2018',
    },
  },
  {
    // en-088 "Should I take a potassium or magnesium pill since I'm on furosemide? my buddy on water pills
    // takes both" — potassium answered, magnesium passed over.
    id: 'water-pill-potassium-or-magnesium-pill',
    when: [POTASSIUM, MAGNESIUM, PILL_OR_TAKE],
    unless: [CRAMPS],
    for: { medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'] },
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**钾片不要自己吃；镁片也别自己买——请医生下次验血时一起查血钾和血镁，缺了由医生开。** 速尿确实会让钾和镁从尿里丢失，但螺内酯、依普利酮、普利类（如赖诺普利）和沙坦类（如氯沙坦）会把钾留在体内，两类一起吃的人血钾往往偏高；再补钾（包括低钠盐，它含氯化钾）可能高到影响心律，上次血钾已经高于正常就更不能补。镁：血镁偏低时医生会开并定剂量，正常时吃镁片没有好处。朋友的药是按他自己的化验和用药定的，不能照搬。利尿药和其他药不要自己改；明显乏力、心慌或心跳不齐，当天就医。',
      en: '**No potassium pill on your own — and do not buy magnesium either: ask for your potassium and magnesium to be checked at your next blood test, and take whichever your doctor prescribes.** Furosemide does wash potassium and magnesium out, but spironolactone, eplerenone, ACE inhibitors (lisinopril …) and ARBs (losartan …) keep potassium in, so many people on both run high rather than low, and extra potassium — salt substitutes too, which are potassium chloride — can push it to a level that upsets the heart rhythm; if your last potassium was above the range, certainly none. Magnesium: if the level is low your doctor prescribes it and sets the dose; with a normal level a tablet adds nothing. Your friend’s pills were set for his own blood tests and medicines. Do not change your water pill or other medicines yourself; marked weakness, palpitations or an irregular heartbeat need care the same day.',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia (potassium supplements and salt substitutes); Zestril (lisinopril) US prescribing information §5 Hyperkalemia; Lasix (furosemide) US prescribing information §5 (electrolyte depletion; monitor electrolytes); NIH ODS Magnesium Fact Sheet for Health Professionals (interactions: loop diuretics)',
    },
  },
  {
    // en-095 "Is it safe to eat sushi, runny eggs or deli meats after a kidney transplant?" — the grapefruit
    // text, then "no reliable rule" for deli meats.
    id: 'transplant-risky-foods-safe',
    when: [RISKY_FOODS, SAFE_TO_EAT],
    unless: [HOW_LONG_SAID],
    for: TRANSPLANT_IMMUNOSUPPRESSED,
    notFor: PREGNANT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**生的、没熟透的都不建议：移植后吃抗排异药，免疫力低，生的或没熟透的肉、蛋、海鲜，以及直接吃的冷切熟食，都容易带来食物中毒——冷切熟食可能带李斯特菌，要加热到冒热气再吃。** 不要吃：溏心蛋、生鸡蛋及含生蛋的食物；生鱼片、生的寿司、生蚝等生的或没熟透的海鲜；没经过巴氏消毒的奶和软奶酪；直接吃的冷切肉、火腿、热狗；没熟透的肉；生的豆芽、苜蓿芽。蔬菜水果可以生吃，但要在流水下彻底洗净，凉拌菜自己现做现吃，外面买的凉拌菜和沙拉少吃。可以吃：鸡蛋煮到蛋黄凝固；熟的寿司卷（鳗鱼、熟虾、蔬菜）；加热烫透的熟食；巴氏消毒奶做的硬奶酪。剩菜冷藏、吃前热透。吃了可疑食物后发烧、腹泻、浑身痛，尽快联系移植团队。',
      en: '**Nothing raw or undercooked: on anti-rejection medicines your immunity is low, so raw or undercooked meat, eggs and seafood, and cold deli meats, are best avoided — deli meats can carry Listeria, so eat them only heated until steaming hot.** Off the list: runny or raw eggs and foods made with them (homemade mayonnaise, tiramisu, raw cookie dough); raw or undercooked fish and shellfish, including sashimi, raw sushi and raw oysters; unpasteurised milk and soft cheeses made from it; deli meats, cold cuts and hot dogs straight from the pack; undercooked meat; raw sprouts (alfalfa, bean sprouts). Raw fruit and vegetables are fine washed well under running water; go easy on ready-made salads. Fine: eggs cooked until the yolk is firm, cooked sushi rolls (eel, shrimp tempura, vegetable, California), deli meat heated until steaming, hard cheeses and cheeses made from pasteurised milk. Chill leftovers and reheat them until hot. A fever, diarrhoea or aches after something risky: call your transplant team.',
    },
    source: {
      ref: 'US FDA/USDA, Food Safety for Transplant Recipients (2020); CDC, Listeria — people at higher risk (2024); KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009)',
    },
  },
  {
    // en-104 "im 50 and going thru menopause, should I be taking calcium and vitamin D as well, does it
    // interfere with the methotrexate" — a plan line on calcium, nothing on vitamin D's amount.
    id: 'methotrexate-calcium-vitamin-d',
    when: [CALCIUM, VITAMIN_D, SHOULD_TAKE],
    unless: [/太多|过量|\btoo much\b|\boverdos\w*/],
    for: METHOTREXATE,
    notFor: [HYPERCALCAEMIA, KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT, LEUKAEMIA_TREATMENT],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**钙和维生素D不会影响甲氨蝶呤，可以一起吃；要不要吃钙片，看你饭里吃够没有。** 绝经后：钙每天约800–1000毫克（我国50岁以上推荐800毫克，美国51岁以上女性1200毫克），食物加钙片一起算；维生素D每天10–15微克（400–600国际单位）。先从饭里吃：一杯奶或一盒酸奶约250–300毫克，100克北豆腐约100–150毫克，绿叶菜也有；差多少再用钙片补，一次不超过500毫克。维生素D靠饭很难吃够，每天补400–800国际单位是合理的。甲氨蝶呤（以及用过激素的话）会影响骨头，可以问风湿科医生要不要查骨密度。叶酸照医生的安排吃。',
      en: '**Calcium and vitamin D do not interfere with methotrexate — you can take them; whether you need a calcium tablet depends on your food.** After the menopause: calcium 1,200 mg a day from food and tablets together (US advice for women over 50; the UK says 700 mg, more with osteoporosis), and vitamin D 600 IU (15 µg) a day. Food first: a glass of milk or a pot of yoghurt gives about 300 mg, 30 g of cheese about 200 mg, calcium-set tofu and fortified plant milk are good too; make up only the gap with a tablet, no more than 500 mg at a time. Vitamin D is hard to get from food, so a 400–800 IU supplement is reasonable, especially in winter. Methotrexate (and steroids, if you have had them) can affect bones — ask your rheumatologist whether you need a bone density scan. Keep taking your folic acid as prescribed.',
    },
    source: {
      ref: 'NIH ODS Calcium Fact Sheet for Health Professionals (RDA 1,200 mg women 51+; 500 mg at a time) and Vitamin D Fact Sheet (RDA 600 IU to 70); NHS, Calcium (700 mg a day); methotrexate US prescribing information §7 (no interaction with calcium or vitamin D listed); 中国居民膳食营养素参考摄入量（2023版）钙（50岁以上800 mg）、维生素D 10 µg',
    },
  },
  {
    // en-113 "so what's a steady amount, like how many grams a day?" after salt on lithium and HCTZ — the
    // earlier stock text again, no amount.
    id: 'lithium-salt-grams',
    when: [SALT, GRAMS_OR_AMOUNT],
    for: LITHIUM,
    intent: 'medicine_question',
    text: {
      zh: '**没有一个必须吃到的数：吃锂盐最要紧的是每天的盐量差不多、不要忽高忽低。** 参考：我国成年人平均每天吃盐约9克，膳食指南建议不超过5克；吃锂盐的人想为血压少吃盐，可以慢慢减到每天5–6克左右（约一啤酒瓶盖），但要先告诉精神科医生，减盐后约一周查一次血锂——同时吃氢氯噻嗪这类利尿药时更要查。不要一下子改成很淡的饮食，也不要突然大量吃咸。高温出汗多、腹泻呕吐时盐和水都要补上。血锂高的信号：腹泻、呕吐、手抖加重、走路不稳、说话含糊、意识模糊——当天就医并说明在吃锂盐。',
      en: '**There is no single number to hit: on lithium what matters is that your salt stays about the same from day to day.** For scale: most US adults eat about 3.4 g of sodium a day (about 8.5 g of salt); the general advice is under 2.3 g of sodium (about 6 g of salt, a level teaspoon). If you want less salt for your blood pressure, coming down gradually to around 2.3 g of sodium a day is reasonable on lithium — but tell your psychiatrist first and have a lithium level about a week after the change, all the more on a water pill such as HCTZ. Do not jump to a very low-salt diet, or swing between salty and bland days. Replace salt and fluid when you sweat a lot or have diarrhoea or vomiting. Signs of a high lithium level: diarrhoea, vomiting, a much worse tremor, unsteadiness, slurred speech or confusion — get seen the same day and say you take lithium.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §5 (sodium depletion increases lithium levels; keep a normal diet with adequate salt) and §7 (thiazides); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (check the level after a change); Dietary Guidelines for Americans 2020–2025 (sodium under 2,300 mg; average intake about 3,400 mg); 中国居民膳食指南（2022）（食盐不超过5 g）',
    },
  },
  {
    // en-114 "How much water should I be drinking daily on lithium? the heat in Lagos this week no be small,
    // 35 degrees" — salt stock text, then "about 1.7 litres" as a baseline.
    id: 'lithium-water-amount-heat',
    when: [WATER_HOW_MUCH, HEAT],
    // Heavy work in the heat gets the hourly amounts of rows-round20-enpart.ts (round 21 zh-108).
    unless: [
      /消肿|排水|利尿|\bwater (pills?|tablets?)\b/,
      /工地|干活|上班|体力活|搬砖|户外|\bwork\w*\b|\bjobs?\b|\bshifts?\b|\bconstruction\b|\blabou?r\w*\b|\broofing\b|\bon site\b/,
    ],
    for: LITHIUM,
    notFor: [{ conditions: ['heart_failure', 'kidney_disease', 'dialysis'] }],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃锂盐的人平时每天约喝2–3升水（8–12杯）；天气很热、出汗多时要在这个基础上再多喝，分散在一天里慢慢喝，让小便保持淡黄色。** 出汗同时丢盐和水，两样都少了血锂会升高：照常吃饭、别减盐，大量出汗时一部分可以喝口服补液盐或运动饮料。也别一口气猛灌很多白开水。尽量避开正午的高温，待在阴凉处。同时吃氢氯噻嗪这类利尿药的，天热风险更大，可以请医生在热天查一次血锂。血锂高的早期信号：手抖明显加重、腹泻、呕吐、走路不稳、说话含糊、特别困或意识模糊——马上到阴凉处并就医，说明在吃锂盐。',
      en: '**On lithium, aim for roughly 2–3 litres (8–12 cups) of fluid a day as a baseline — and in real heat drink more on top of that, spread through the day, enough to keep your urine pale yellow.** Sweat takes salt and water, and losing either pushes lithium up: eat your normal meals, do not cut salt, and when you sweat heavily make part of it an oral rehydration solution or sports drink. Do not gulp litres of plain water at once either. Keep out of the midday heat where you can. A water pill such as hydrochlorothiazide makes heat riskier still — ask your doctor for a lithium level during a hot spell. Early signs of a high lithium level: a much worse tremor, diarrhoea, vomiting, unsteadiness, slurred speech, unusual sleepiness or confusion — get into the shade and get medical help, saying you take lithium.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §5 (sodium depletion, sweating, dehydration) and §10 (toxicity); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10; NHS, Lithium (2023: drink plenty of fluids, more in hot weather); UK NHS trust lithium patient information (about 2.5–3 litres a day, from memory)',
    },
  },
  {
    // en-134 "what dose and which form? ferrous sulfate gave me bad stomach pain before" after a ferritin of
    // 8 — the forms, no dose.
    id: 'iron-dose-after-stomach-upset',
    when: [IRON, WHAT_DOSE, STOMACH_OR_FORM],
    // How and when to take it is iron-how-to-take's (rows-life-stages.ts).
    unless: [/空腹|饭前|饭后|\bempty stomach\b|\bbefore or after\b|\bwith or without food\b|\bwhat time\b/],
    for: IRON_DEFICIENT,
    notFor: [...IRON_NOT_WANTED, KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT, MINOR],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**缺铁性贫血的常用剂量是每天一片、含元素铁约60–65毫克（比如一片硫酸亚铁或富马酸亚铁），也可以隔天吃一次——英国胃肠病学会2021年指南认为隔天吃效果差不多、胃更舒服。** 上次胃疼，可以这样试：先改成隔天一次，随少量食物或睡前吃；或者换成葡萄糖酸亚铁、甘氨酸亚铁、多糖铁复合物这类对胃刺激小一些的（看标签上的“元素铁”毫克数，不是化合物的重量）。还是受不了，请医生考虑静脉补铁。吃2–4周后复查血红蛋白，恢复正常后再吃约3个月把铁储备补上。贫血的原因也要请医生查。',
      en: '**The usual dose for iron-deficiency anaemia is one tablet a day with about 60–65 mg of elemental iron (one 325 mg ferrous sulfate tablet — 200 mg in the UK) — or one every other day, which the British Society of Gastroenterology (2021) found works about as well with less stomach upset.** Since ferrous sulfate hurt your stomach: first try every other day, with a little food or at bedtime; or switch to ferrous gluconate, ferrous bisglycinate or polysaccharide iron, which many find gentler (compare the milligrams of elemental iron on the label, not the compound’s weight). If you still cannot take tablets, ask your doctor about iron by infusion. Your haemoglobin should be rechecked after 2–4 weeks, and the tablets continued for about 3 months after it is normal to refill your stores; your doctor should also look for the cause.',
    },
    source: {
      ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet daily or on alternate days; continue 3 months after normal Hb); NICE CKS Anaemia — iron deficiency (2024: 65 mg elemental iron once daily); NIH ODS Iron Fact Sheet for Health Professionals',
    },
  },
  {
    // en-136 "I drink chai with every meal, does it block the iron? kindly advise" — tea and the iron
    // tablet, never tea and the iron in the meal.
    id: 'tea-with-meals-blocks-iron',
    when: [TEA, WITH_MEALS, BLOCK_IRON],
    // Coffee asked beside it is the pairing table's (iron and coffee apart) and the tea row of
    // rows-round20-enbad.ts answers tea then (reference r3/en-119).
    // A medicine or calcium asked about, iron never named, is that question, not iron (blind answer rounds 63 en-001
    // and 64 en-013, development data: "does the tea stop my Caltrate from absorbing", "does the tea affect the
    // medicine" got tea and iron).
    unless: [
      /\b(tablets?|pills?|supplements?)\b|铁剂|铁片/,
      /咖啡|\bcoffee\b|\blatte\b|\bespresso\b/,
      /^(?![^]*(铁(?!观音)|\biron\b|\bferritin\b|贫血|\ban(a)?emi))[^]*(钙|药|\b(calcium|caltrate|medicines?|medication|meds|drugs?)\b)/,
    ],
    // Iron named, low in the plan, or anaemia: "does the tea affect his lenvatinib" is not this row.
    for: {
      ironDeficiency: true,
      conditions: ['anemia'],
      said: /铁(?!观音)|\biron\b|\bferritin\b|贫血|血红蛋白|\ban(a)?emi\w*|\bha?emoglobin\b|\bhb\b/,
    },
    notFor: [...IRON_NOT_WANTED],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**会：饭时喝的茶（奶茶、红茶、绿茶都一样）会让这顿饭里的铁少吸收一半甚至更多——茶里的多酚会结合谷物、豆类、蔬菜里的非血红素铁，加奶也抵消不了。** 缺铁时：把茶挪到两餐之间，吃完饭至少隔1小时再喝，下一顿饭前1小时停；和铁剂隔开2小时。每顿饭配点富含维生素C的（番茄、柠檬、橙子、猕猴桃、青椒），能明显促进吸收。肉、鱼、禽里的血红素铁受茶影响小。两餐之间喝茶没问题。',
      en: '**Yes — tea with a meal (chai, black or green) can cut the iron you absorb from that meal by half or more: its polyphenols bind the non-haem iron in grains, beans and vegetables, and the milk in chai does not cancel it.** With low iron: move your tea to between meals — at least an hour after eating, and stop about an hour before the next meal — and keep it 2 hours from an iron tablet. Have something rich in vitamin C with each meal (tomato, lemon, amla, orange, guava, peppers), which boosts absorption. Iron from meat, fish and chicken (haem iron) is much less affected. Tea between meals is fine.',
    },
    source: {
      ref: 'Hurrell RF, Reddy M, Cook JD. Inhibition of non-haem iron absorption in man by polyphenolic-containing beverages. Br J Nutr 1999;81:289–295; NIH ODS Iron Fact Sheet for Health Professionals (polyphenols; vitamin C); Zijp IM et al. Effect of tea and other dietary factors on iron absorption. Crit Rev Food Sci Nutr 2000;40:371–398',
    },
  },
  {
    // en-137 "how long should i wait after food to have my tea then" after chai with meals and iron — the
    // iron tablet's spacing, not the meal's.
    id: 'tea-after-meal-wait-iron',
    when: [TEA, WAIT_AFTER_FOOD],
    unless: [/\b(tablets?|pills?|supplements?|dose)\b|铁剂|铁片|药/],
    for: IRON_PEOPLE,
    notFor: [...IRON_NOT_WANTED],
    intent: 'supplement_timing',
    text: {
      zh: '**吃完饭等约1小时再喝茶；下一顿饭前1小时也先别喝。** 这样茶里的多酚就不会和饭里的铁碰在一起，对铁吸收的影响小得多。如果在吃铁剂，茶和铁剂要隔开2小时。饭时可以换成白开水，或者一杯橙汁、柠檬水（维生素C帮助吸收铁）。',
      en: '**Wait about an hour after eating before your tea — and stop about an hour before your next meal.** That keeps the tea’s polyphenols away from the iron in your food, so far less is lost. If you take an iron tablet, keep tea 2 hours from it. With the meal itself, water or a glass of orange juice or lemon water (the vitamin C helps iron absorption) is the better drink.',
    },
    source: {
      ref: 'Hurrell RF et al. Br J Nutr 1999;81:289–295; NIH ODS Iron Fact Sheet for Health Professionals; Ahmad Fuzi SF et al. A 1-h time interval between a meal containing iron and consumption of tea attenuates the inhibitory effects on iron absorption. Br J Nutr 2017;117:1110–1117',
    },
  },
  {
    // en-141 "shrimp?" after seafood lowest in purines — the stock seafood text, prawns in passing.
    id: 'gout-shrimp',
    when: [SHRIMP, /虾|\bshrimps?\b|\bprawns?\b/],
    // Crab or lobster asked beside it: the seafood row (rows-everyday.ts) names them all (round 21 zh-139).
    unless: [
      /小龙虾|蟹|\bcrabs?\b|\bcrawfish\b|\bcrayfish\b|\blobsters?\b/,
      // Other seafood named beside it: the seafood row names them all.
      /海鲜|蛤|贝|蚝|牡蛎|鱼|虾虎|\bseafood\b|\bclams?\b|\boysters?\b|\bmussels?\b|\bscallops?\b|\bfish\b|\bsardines?\b|\bsquid\b/,
    ],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**虾属于中等嘌呤（每100克约150–200毫克，和螃蟹、大多数鱼差不多），比动物内脏、凤尾鱼、沙丁鱼低，比鸡蛋、奶、豆腐高：不发作的时候，偶尔吃一份（约100克，一掌心）可以。** 别一次吃一大盘，别天天吃，不要配啤酒，也别喝海鲜火锅的汤；急性发作期间先不吃。虾皮、虾米嘌呤高得多，少放。把尿酸长期控制在360微摩尔/升（6毫克/分升）以下，偶尔吃海鲜的影响就小多了——所以降尿酸药按时吃最重要。',
      en: '**Shrimp is in the middle: moderate in purines (roughly 150–200 mg per 100 g, like crab and most fish) — lower than organ meats, anchovies and sardines, higher than eggs, dairy or tofu — so a normal portion (about 100 g, 3–4 oz) now and then is fine when you are not in a flare.** Not a big platter, not every day, not with beer, and skip the boil’s broth; none during a flare. Dried shrimp is much higher — keep it to a sprinkle. Once your urate stays below 6 mg/dL (360 µmol/L), an occasional shrimp meal matters far less — which is why taking urate-lowering medicine every day matters most.',
    },
    source: {
      ref: 'Kaneko K et al. Total purine and purine base content of common foodstuffs for facilitating nutritional therapy for gout and hyperuricemia. Biol Pharm Bull 2014;37:709–721; FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760; 中国高尿酸血症与痛风诊疗指南（2019）',
    },
  },
  {
    // en-144 "I heard vitamin C helps lower uric acid. how much should I take" — the answer buried in the
    // gout-drinks text.
    id: 'gout-vitamin-c-supplement',
    when: [VITAMIN_C, URATE_OR_HOW_MUCH],
    // How much is in a food is the food's question, not a supplement's.
    unless: [
      /橙汁|果汁|\boj\b|\bjuice\b/,
      /含多少|里有多少|\bin (an?|one|the|my) [a-z]+\b/,
      // Other drinks asked beside it: the gout-drinks row answers them all (coffee, water, soda, cherries).
      /咖啡|苏打|小苏打|樱桃|喝水|\bcoffee\b|\bsoda\b|\bbaking soda\b|\bcherr(y|ies)\b|\bwater\b/,
    ],
    for: GOUT,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**不建议为了降尿酸吃维生素C片：2020年美国风湿病学会痛风指南明确不推荐——试验里每天500毫克只让尿酸降了一点点，远不如降尿酸药，也没有减少发作。** 如果你还是想吃，每天不超过500毫克；大剂量（每天超过2000毫克，我国可耐受最高摄入量）可能增加肾结石风险。从蔬菜水果里吃维生素C没问题。真正能把尿酸降到360微摩尔/升（6毫克/分升）以下的是降尿酸药（别嘌醇、非布司他等），加上少喝酒、少喝甜饮料、控制体重。',
      en: '**Vitamin C tablets are not worth taking for uric acid: the 2020 American College of Rheumatology gout guideline advises against them — in trials 500 mg a day lowered uric acid only slightly, far less than medicine does, and did not reduce flares.** If you take one anyway, keep it to 500 mg a day or less; high doses (the upper limit is 2,000 mg a day) can add to kidney-stone risk. Vitamin C from fruit and vegetables is fine. What gets urate below 6 mg/dL (360 µmol/L) is urate-lowering medicine such as allopurinol or febuxostat, with less alcohol, fewer sugary drinks and weight control.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (conditionally recommends against vitamin C supplementation). Arthritis Care Res 2020;72:744–760; Stamp LK et al. Clinically insignificant effect of supplemental vitamin C on serum urate in patients with gout. Arthritis Rheum 2013;65:1636–1642; NIH ODS Vitamin C Fact Sheet (UL 2,000 mg); 中国居民膳食营养素参考摄入量（2023版）维生素C（UL 2000 mg）',
    },
  },
  {
    // en-145 "can I just drink more OJ instead?" after vitamin C for uric acid — generic gout text.
    id: 'gout-orange-juice',
    when: [JUICE],
    unless: [/樱桃|\bcherr(y|ies)\b|\btart\b|柠檬水|\blemon water\b/],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**不建议：橙汁等果汁里的果糖会升高尿酸，大型研究中每天喝一杯以上橙汁的人痛风更多；果汁里的维生素C也不足以降尿酸。** 想吃橙子就吃整个的水果，有纤维、糖少，一天一两个没问题。饮料选白开水、淡茶、黑咖啡、低脂奶；含糖饮料和果汁尽量少，一天不超过一小杯。',
      en: '**No — orange juice is not a good swap: its fructose raises uric acid, and in large US studies people who drank a glass or more of orange juice a day had more gout; the vitamin C in it is not enough to lower uric acid either.** Eat whole oranges instead — the fibre and smaller sugar load make one or two a day fine. For drinks: water, unsweetened tea or coffee, low-fat milk; keep juice and sugary drinks to a small glass at most.',
    },
    source: {
      ref: 'Choi HK, Willett W, Curhan G. Fructose-rich beverages and risk of gout in women. JAMA 2010;304:2270–2278; Choi HK, Curhan G. Soft drinks, fructose consumption, and the risk of gout in men. BMJ 2008;336:309–312; FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout (limit high-fructose corn syrup)',
    },
  },
  {
    // en-149 "how much calcium do i need in total a day, food plus tablets? I take calcium carbonate 600mg
    // twice a day" — splitting and elemental calcium, no total and no check of 1,200 mg from tablets.
    id: 'calcium-total-two-600-tablets',
    when: [CALCIUM, IN_TOTAL, SIX_HUNDRED_TWICE],
    notFor: [HYPERCALCAEMIA, KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT, MINOR, { conditions: ['kidney_stones'] }],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**50岁以上女性每天需要的钙是食物和钙片加起来约1000–1200毫克（我国800毫克，美国1200毫克）——两片600毫克的钙片光是钙片就有1200毫克，再加上饭里的，多半已经超过需要。** 先算饭里的：一杯奶或一盒酸奶约250–300毫克，100克北豆腐约100–150毫克，一天不喝奶的饮食大约300–400毫克。每天喝一两份奶的人，一片600毫克通常就够；钙片长期每天超过1000毫克，不会更护骨，却可能增加肾结石的风险（50岁以上上限每天2000毫克）。注意标签上600毫克是“钙”（元素钙）还是“碳酸钙”：600毫克碳酸钙只含约240毫克钙。要减量先和医生商量；如果在吃阿仑膦酸钠，吃药那天早上钙片放到午饭或晚饭时吃。',
      en: '**Women over 50 need about 1,200 mg of calcium a day in total — food and tablets together — and two 600 mg tablets already give 1,200 mg on their own, so with any dairy in your diet you are probably above what you need.** Count your food first: a glass of milk or a pot of yoghurt about 300 mg, 30 g (1 oz) of hard cheese about 200 mg, calcium-set tofu and fortified plant milk about 200–300 mg a serving, and a day’s food without dairy roughly 300 mg. If you have two servings of dairy a day, one 600 mg tablet is usually enough; more than about 1,000 mg a day from tablets does not build more bone and can add to kidney-stone risk (the upper limit over 50 is 2,000 mg a day). Check whether your label’s 600 mg is calcium or calcium carbonate: 600 mg of the carbonate gives only about 240 mg of calcium. Talk to your doctor before cutting down; if you take alendronate, on the tablet morning take calcium with lunch or dinner.',
    },
    source: {
      ref: 'NIH ODS Calcium Fact Sheet for Health Professionals (RDA 1,200 mg women 51+; UL 2,000 mg over 50; carbonate 40 % calcium); Bolland MJ et al. Calcium intake and risk of fracture: systematic review. BMJ 2015;351:h4580; Bone Health & Osteoporosis Foundation, Calcium and vitamin D (food first); 中国居民膳食营养素参考摄入量（2023版）钙（50岁以上RNI 800 mg，UL 2000 mg）',
    },
  },
];
