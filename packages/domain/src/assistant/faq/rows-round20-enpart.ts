/**
 * Blind answer round 20's en-US questions answered only in part (issue 30 §2, development data): the part
 * that was declined or passed over, or the whole question when its parts belong together — a dose someone
 * else takes above the upper limit, a coffee-shop size in pregnancy, muscle while losing weight and the
 * protein for it, shakes against food, vitamin D and DHA beside a prenatal, a calorie figure while
 * nursing, magnesium for cramps on a water pill, immune boosters and food safety after a transplant, zinc
 * on valproate, the thyroid on lithium, coffee on lithium, home cooking and sleep aids on an MAOI, biotin
 * for hair, "fatty enough" on isotretinoin, bubble tea with high triglycerides, iron when coffee is the
 * only routine, spirits and mixers with gout, tart or sweet cherries, vitamin K2 and the arteries, black
 * liquorice on digoxin — each written for the class of question (subject × what is asked × who asks).
 */
import {
  GOUT,
  HYPERCALCAEMIA,
  IRON_NOT_WANTED,
  KIDNEY_DISEASE_OR_DIALYSIS,
  LACTATING,
  LOW_VITAMIN_D,
  MINOR,
  NO_DEFICIT,
  PREGNANT,
  PREGNANT_OR_NURSING,
  TRANSPLANT_IMMUNOSUPPRESSED,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';

const LITHIUM: FaqAudience = { medicines: ['lithium'] };
const MAOI: FaqAudience = { medicines: ['maoi'] };
const VALPROATE: FaqAudience = { medicines: ['valproate'] };
const ISOTRETINOIN: FaqAudience = { medicines: ['isotretinoin'] };
const WARFARIN: FaqAudience = { medicines: ['anticoagulant', 'vitamin_k_antagonist'] };
const PKU: FaqAudience = { conditions: ['pku'] };
/** Taken first thing on an empty stomach, hours from minerals: not for a "take it on waking" row. */
const EMPTY_STOMACH_MORNING: FaqAudience = { medicines: ['thyroid_hormone', 'bisphosphonate'] };

const NIH_VITD = 'NIH ODS Vitamin D Fact Sheet for Health Professionals (2024)';
const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';

// ---- vitamin D above the upper limit ---------------------------------------------------------------
const VITAMIN_D = /维生素 ?d|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|\bvitd\b|\bd3\b/;
/** A daily amount at or above the adult upper limit (4,000 IU, 100 µg), or "high dose". */
const HIGH_D_DOSE =
  /(?<![\d,.])(4|5|6|8|10|20)(,?000| ?k)\s?(iu|i\.u\.|units?|单位)?(?![\d,])|(?<![\d.])(100|125|150|200|250)\s?(mcg|µg|ug|微克)|\bhigh[- ]dose\b|大剂量|五千|一万(单位)?|4000|5000|10000/;
const PRESCRIBED_OR_WEEKLY =
  /50,?000|一周一次|每周|每星期|处方|医生开|\bweekly\b|\ba week\b|\bper week\b|\bprescri\w*|\bmy (doctor|gp|dr) (gave|put|started)\b/;

// ---- coffee-shop caffeine in pregnancy ---------------------------------------------------------------
const COFFEE =
  /咖啡|星巴克|瑞幸|冷萃|美式|拿铁|\bcoffee\b|\bcold ?brew\b|\blatte\b|\bamericano\b|\bstarbucks\b|\bdunkin\b|\bespresso\b/;
const SIZE_OR_MG =
  /超大杯|大杯|中杯|多少毫克|几毫克|多少咖啡因|\bventi\b|\bgrande\b|\btrenta\b|\btall\b|\blarge\b|\bextra large\b|\bhow many mg\b|\bhow much caffeine\b|\bmg\b|\bmilligrams?\b/;

// ---- muscle while losing weight ----------------------------------------------------------------------
const MUSCLE_LOSS =
  /掉肌肉|肌肉(流失|丢失|减少|掉)|保(住|留)肌肉|不(想|要)掉肌肉|\b(los(e|ing)|lost|keep(ing)?|preserv\w*|protect\w*|hold (on to|onto)|maintain\w*|burn(ing)?) (my |some |any |the )?muscles?\b|\bmuscle (loss|mass)\b|\bwithout losing muscle\b/;
const DIETING =
  /减肥|减脂|减重|热量|千卡|大卡|节食|卡路里|\bkcal\b|\bcalories?\b|\bcal\b|\bdiet(ing)?\b|\bdeficit\b|\bcut(ting)?\b|\blose (weight|fat)\b|\blosing (weight|fat)\b|\bweight loss\b|\btoo low\b/;
const PROTEIN = /蛋白|\bprotein\b|\bprotien\b|\bprotein\w*\b/;
const HOW_MUCH_PROTEIN =
  /多少|几克|\bhow (much|many)\b|\bgrams?\b|\bg a day\b|\benough\b|\bper (day|kg)\b|\ba day\b/;

// ---- shakes against real food ------------------------------------------------------------------------
const SHAKE = /蛋白粉|蛋白奶昔|乳清|奶昔|\bshakes?\b|\bprotein powders?\b|\bwhey\b|\bprotein drinks?\b/;
const OR_FOOD =
  /真正的饭|正经吃饭|只能吃饭|必须吃饭|从饭菜|从食物|还是.{0,6}(吃饭|食物|饭菜)|\breal food\b|\bwhole foods?\b|\bactual food\b|\bproper food\b|\bfrom food\b|\bhas to be food\b|\bor food\b|\binstead of (food|meals?)\b|\bget (that|it|this|enough|my protein) from (shakes?|powder|whey)\b/;

// ---- vitamin D and DHA beside a prenatal -------------------------------------------------------------
const PRENATAL =
  /爱乐维|玛特纳|善存孕|孕妇(复合)?维生素|\belevit\b|\bpregnacare\b|\bprenatals?\b|\bprenatal vitamins?\b|\bpregnancy (multi)?vitamins?\b/;
const DHA = /dha|藻油|鱼油|欧米伽|\bomega[- ]?3s?\b|\bfish oil\b|\balgal oil\b/;
/** A prenatal or a breastfeeding multivitamin named (Pregnacare Breast-feeding, 哺乳期复合维生素). */
const PRENATAL_OR_NURSING_MULTI = new RegExp(
  `${PRENATAL.source}|哺乳期[^。？?]{0,6}(复合维生素|多维|那个|那款)|pregnacare|\\b(breast-?feeding|nursing|postnatal) (multi ?-?vitamins?|vitamins?|multis?)\\b`,
);
/** The baby's own vitamin D drops asked about: the infant note answers that part (blind answer round 46, zh-074). */
const BABY_DROPS_ASKED =
  /(宝宝|婴儿|孩子|娃|bb|\b(baby|babies|infant|newborn|little one)\b)[^。？?]{0,16}(滴剂|drops?|维生素\s*d|维d|vit(amin)? ?d)/;

// ---- a calorie figure while nursing ------------------------------------------------------------------
const UNDER_1800 =
  /(?<![\d.,])(1[0-7][0-9]{2}|1,[0-7][0-9]{2}|[89][0-9]{2})(?![\d,]|\.\d)( ?(kcal|cal|calories|千卡|大卡|卡))?/;
const TOO_LOW_OR_OK =
  /太少|太低|够吗|够不够|行吗|可以吗|会不会|\btoo (low|little|few)\b|\benough\b|\bok(ay)?\b|\bfine\b|\bsafe\b|\bwould\b|\bcan i\b|\bis \d/;

// ---- cramps on a water pill --------------------------------------------------------------------------
const MAGNESIUM = /镁|\bmagnesium\b|\bmag\b|\bslow-?mag\b/;
const CRAMPS = /抽筋|腿抽|痉挛|\bcramp\w*\b|\bcharley horses?\b|\bspasms?\b/;

// ---- transplant: immune boosters, food safety how long -----------------------------------------------
// Giloy (guduchi, Tinospora) and the other Ayurvedic immunity products, and "infection protection" said
// for them (thirty-second clinician review, en S1: giloy juice after a liver transplant got general tips).
const IMMUNE_BOOST =
  /提高免疫|增强免疫|增强抵抗力|提高抵抗力|补免疫|接骨木|紫锥菊|灵芝|黄芪|\b(giloy|guduchi|gulvel|tinospora|ashwagandha|chyawanprash|kadha|immunity (juice|drink|kadha))\b|\b(infection protection|protect\w* (me |you )?(from|against) (infections?|germs)|prevent\w* infections?)\b|\bimmun(e|ity) (boost\w*|support\w*|system boost\w*)\b|\bboost\w* (my |the )?(immune|immunity)\b|\belderberr\w*|\bsambucus\b|\bechinacea\b|\bastragalus\b|\bzicam\b|\bairborne\b/;
const HOW_LONG =
  /多久|多长时间|一辈子|永远|什么时候(才)?能|到什么时候|\bhow long\b|\bforever\b|\bfor life\b|\buntil when\b|\bwhen can i (eat|have|start)\b|\bever (again|be able)\b|\bfor how long\b/;
const FOOD_SAFETY_FOODS =
  /溏心蛋|生鸡蛋|生蛋|寿司|刺身|生鱼片|软奶酪|熟食|冷切|火腿|\brunny eggs?\b|\bsoft[- ]boiled\b|\braw eggs?\b|\bsushi\b|\bsashimi\b|\bsoft cheeses?\b|\bbrie\b|\bdeli meats?\b|\bcold cuts?\b|\blunch ?meats?\b|\bfood safety\b|\bundercooked\b|\boysters?\b/;

// ---- zinc on valproate -------------------------------------------------------------------------------
const ZINC = /锌|\bzinc\b/;
const DOSE_OR_INTERACT =
  /多少|剂量|几毫克|相互作用|冲突|一起吃|\bdose\b|\bdosage\b|\bhow much\b|\bhow many mg\b|\bmg\b|\binteract\w*\b|\bwith my (meds|medication|medicines?|depakote|valproate)\b|\bsafe with\b/;

// ---- thyroid on lithium ------------------------------------------------------------------------------
const IODINE_OR_SELENIUM = /碘|硒|\biodine\b|\bselenium\b|\bkelp\b|\bbrazil nuts?\b/;
const THYROID = /甲状腺|甲功|甲减|促甲状腺|\btsh\b|\bthyroid\b|\bhypothyroid\w*\b|\bt4\b/;

// ---- coffee on lithium -------------------------------------------------------------------------------
const COFFEE_AMOUNT =
  /(?<![\d.])[2-9] ?(cups|mugs|coffees|杯)|[两三四五六]杯|\bhow (much|many)\b|\ba day\b|\bper day\b|\bok\b|\bokay\b|\bfine\b|\bsafe\b|\ballowed\b|可以|行吗|能喝/;

// ---- home cooking on an MAOI -------------------------------------------------------------------------
const ASIAN_FERMENTED =
  /酱油|生抽|老抽|味噌|泡菜|韩国泡菜|腐乳|豆豉|豆瓣酱|黄豆酱|鱼露|虾酱|纳豆|\bsoy sauce\b|\bshoyu\b|\btamari\b|\bmiso\b|\bkimchi\b|\bdoenjang\b|\bgochujang\b|\bfish sauce\b|\bshrimp paste\b|\bnatto\b|\bfermented (tofu|bean|soy)\w*/;
const AT_HOME_OR_ALLOWED =
  /在家|家里|做饭|做菜|自己做|调味|\bat home\b|\bhome\b|\bcook\w*\b|\ballowed\b|\bseason\w*\b|\bin (my|our) (kitchen|food)\b/;

// ---- sleep aids on an MAOI ---------------------------------------------------------------------------
const MELATONIN = /褪黑素|褪黑激素|\bmelatonin\b/;

// ---- biotin for hair ---------------------------------------------------------------------------------
const BIOTIN = /生物素|维生素b7|维生素h|\bbiotin\b|\bvitamin (b7|h)\b/;
const HAIR = /头发|脱发|掉发|掉头发|发量|护发|生发|美发|\bhair\b|\bnails?\b|\bthinning\b/;

// ---- isotretinoin with a fatty meal ------------------------------------------------------------------
const FATTY_ENOUGH =
  /多油|多少油|多少脂肪|油腻|算不算|什么样的饭|什么算|高脂|\bfatty enough\b|\bhow fatty\b|\bwhat counts\b|\bcount as\b|\bhow much fat\b|\bfatty (food|meal)s?\b|\bhigh[- ]fat\b|\benough fat\b/;

// ---- bubble tea and ramen with high triglycerides ----------------------------------------------------
const TRIGLYCERIDES = /甘油三酯|三酰甘油|血脂|\btriglycerides?\b|\btrigs?\b|\btg\b|\blipids?\b/;
const BOBA_OR_RAMEN =
  /奶茶|珍珠|波霸|泡面|方便面|拉面|\bboba\b|\bbubble teas?\b|\bmilk teas?\b|\btapioca\b|\bramen\b|\binstant noodles?\b|\bcup noodles?\b/;

// ---- iron when coffee is the routine -----------------------------------------------------------------
const COFFEE_OR_TEA = /咖啡|茶|\bcoffee\b|\btea\b|\blatte\b|\bespresso\b/;
/**
 * An iron product taken, not iron from food: "does the tea stop iron absorbing" of a man who takes no iron is
 * a question about his meals (blind answer round 53, en-009, development data: the morning iron-tablet routine
 * for an 85-year-old who takes none).
 */
const IRON_PRODUCT =
  /补铁|铁剂|铁片|吃铁|硫酸亚铁|\biron (pills?|tablets?|supplements?|capsules?|drops|syrup)\b|\b(take|taking|took|swallow\w*)( my| the| an?| his| her)? iron\b|\b(my|his|her) iron\b(?! (levels?|stores?|count|status|studies|tests?|results?|is|was|were|are))|\bferrous\b/;
const ROUTINE =
  /只有|只记得|老忘|总忘|记不住|唯一|\bonly (time|thing|way)\b|\bremember\b|\bforget\b|\broutine\b|\bhabit\b|\bmorning\b|\bwith my (morning )?coffee\b/;

// ---- spirits and mixers with gout --------------------------------------------------------------------
const SPIRITS =
  /白酒|烈酒|洋酒|伏特加|威士忌|金酒|朗姆|\bvodka\b|\bgin\b|\bwhisk(e)?y\b|\bbourbon\b|\brum\b|\btequila\b|\bspirits\b|\bliquor\b|\bhard seltzers?\b|\bg&t\b/;

// ---- tart or sweet cherries --------------------------------------------------------------------------
const CHERRY = /樱桃|车厘子|\bcherr(y|ies)\b|\bmontmorency\b/;
const TART_OR_SWEET =
  /酸樱桃|甜樱桃|酸的还是甜的|哪种樱桃|什么樱桃|\btart\b|\bsour\b|\bsweet (cherr\w*|or tart|ones?)\b|\bor sweet\b|\bwhich (kind|type|cherr\w*)\b|\bbing\b|\bmontmorency\b|\bconcentrate\b/;

// ---- vitamin K2 and the arteries ---------------------------------------------------------------------
const K2 = /维生素k2|维k2|\bk2\b|\bvitamin k2\b|\bmk-?7\b|\bmk-?4\b|\bmenaquinone\b/;
const ARTERIES =
  /血管|动脉|钙化|心脏|\barter(y|ies)\b|\barterial\b|\bcalcif\w*\b|\bblood vessels?\b|\bheart\b|\bplaque\b|\binstead of\b/;

// ---- black liquorice ---------------------------------------------------------------------------------
const LIQUORICE_SWEETS =
  /甘草糖|甘草味|\bblack (licorice|liquorice)\b|\b(licorice|liquorice) (candy|candies|sweets?|allsorts|twists?|ropes?|wheels?|bites?)\b|\btwizzlers?\b|\bpontefract\b|\ballsorts\b|\bsalmiakki\b/;
const HEART_MEDICINES: FaqAudience = {
  medicines: ['cardiac_glycoside', 'loop_diuretic', 'thiazide_diuretic'],
  conditions: ['heart_failure', 'hypertension'],
  said: /地高辛|心衰|高血压|利尿|\bdigoxin\b|\blanoxin\b|\bheart failure\b|\bhigh blood pressure\b|\bwater pills?\b|\bdiuretics?\b/,
};

// ---- thickened drinks: what to buy -------------------------------------------------------------------
const THICKENER =
  /增稠|凝固粉|吞咽.{0,4}粉|\bthicken\w*\b|\bthick-?it\b|\bsimplythick\b|\bthickenup\b|\bnutilis\b/;
const WHAT_TO_BUY =
  /买|哪种|哪个牌子|什么牌子|哪里|\bbuy\b|\bget\b|\bbrands?\b|\bwhich (one|kind|type|product)\b|\bwhat (kind|type|product)\b|\bwhere\b|\bpurchase\b/;

// ---- one drink on methotrexate ------------------------------------------------------------------------------
const ALCOHOL =
  /喝酒|饮酒|红酒|白酒|啤酒|葡萄酒|香槟|一杯酒|\bwine\b|\bbeers?\b|\balcohol\w*\b|\bcocktails?\b|\bchampagne\b|\bprosecco\b|\bdrinks?\b(?! water)|\bdrinking\b|\bbooze\b|\bmargaritas?\b/;
const ONE_DRINK =
  /一杯|一小杯|一小口|敬酒|举杯|抿一口|\bone (glass|drink|flute)\b|\bjust (one|a glass|the toast|a sip)\b|\bthe toast\b|\btoast\b|\bsingle (glass|drink)\b|\bdate night\b|\bwedding\b|\bparty\b/;
const METHOTREXATE: FaqAudience = {
  medicines: ['methotrexate'],
  said: /甲氨蝶呤|\bmethotrexate\b|\bmtx\b|\btrexall\b|\botrexup\b|\brasuvo\b/,
};

// ---- heat work on lithium with a thiazide ------------------------------------------------------------
const HEAT_WORK =
  /工地|户外|室外|高温|天热|夏天|出汗|流汗|\bconstruction\b|\boutdoors?\b|\boutside\b|\bheat\b|\bhot\b|\bsummer\b|\bsweat\w*\b|\bphoenix\b|\barizona\b|\btexas\b|\blas vegas\b|\broofing\b|\blandscap\w*\b|\bfarm\w*\b/;
/** Work said: heavy work in the heat, not a hot day alone (the lithium rows of rows-medicines.ts answer that). */
const AT_WORK =
  /工地|干活|上班|体力活|搬砖|\bwork\w*\b|\bjobs?\b|\bshifts?\b|\bconstruction\b|\blabou?r\w*\b|\broofing\b|\blandscap\w*\b|\bfarm\w*\b|\bon site\b/;
const WATER_AMOUNT =
  /喝多少|多少水|几升|几杯|\bhow much (water|fluid|to drink)\b|\bhow many (litres|liters|bottles|cups|glasses|ounces|oz)\b|\bwater\b|\bfluids?\b|\bhydrat\w*\b/;

// ---- fish oil alone on warfarin ----------------------------------------------------------------------
const FISH_OIL = /鱼油|\bfish oil\b|\bomega[- ]?3s?\b|\bkrill oil\b/;
const FISH_OIL_ONLY =
  /只吃鱼油|只留鱼油|不吃维生素e|停了维生素e|\bdrop\w* (the )?(vitamin )?e\b|\bwithout (the )?(vitamin )?e\b|\bjust (the )?(1 ?g(ram)? )?(of )?fish oil\b|\bonly (the )?fish oil\b|\bkeep\w* (just )?(the )?(1 ?g(ram)? )?fish oil\b|\b1 ?(g|gram)\b|\b1,?000 ?mg\b|\bone (capsule|softgel|pill)\b/;

// ---- a low ferritin: tablets or food -----------------------------------------------------------------
const LOW_FERRITIN =
  /(铁蛋白)[^，。？?\d]{0,10}(?<![\d.])([1-9]|[12]\d)(?!\.?\d)|\bferritin\b[^.?!\d]{0,30}(?<![\d.])([1-9]|[12]\d)(?!\.?\d)|\blow[- ]normal ferritin\b|\bferritin\b[^.?!]{0,30}\blow[- ](normal|end)\b/;
const PILLS_OR_FOOD =
  /铁剂|补铁|吃药|食补|多吃|\biron (pills?|tablets?|supplements?)\b|\bpills?\b|\btablets?\b|\bsupplements?\b|\bjust eat\b|\beat more\b|\bfood\b|\bdiet\b|\blentils?\b|\bspinach\b|\bvitamin c\b/;

// ---- breakfast when never hungry ---------------------------------------------------------------------
const BREAKFAST = /早饭|早餐|\bbreakfast\b|\bbrekkie\b|\bbrekky\b/;
const NOT_HUNGRY_MORNING =
  /不饿|没胃口|吃不下|不想吃|\bnot hungry\b|\bnever hungry\b|\bno appetite\b|\bcan'?t (face|eat)\b|\bnot (really )?a breakfast person\b|\bfeel sick\b/;

// ---- a small drink for appetite at an older age ------------------------------------------------------
const SMALL_DRINK =
  /雪莉|黄酒|小酌|一小杯|葡萄酒|\bsherry\b|\bport\b|\baperitif\b|\btipple\b|\bsnifter\b|\bglass of (wine|sherry|port|stout)\b|\bnightcap\b|\bstout\b|\bguinness\b/;
const APPETITE_OR_AGE =
  /胃口|开胃|年纪|岁数|体重|太瘦|\bappetite\b|\bat my age\b|\bmy age\b|\bmy weight\b|\bunderweight\b|\bthin\b|\bat 8\d\b/;

// ---- tomato sauce with a potassium limit -------------------------------------------------------------
const TOMATO_SAUCE =
  /番茄酱|番茄沙司|意面酱|番茄膏|番茄汁|\btomato (sauce|paste|puree|purée|juice)\b|\bmarinara\b|\bpasta sauce\b|\bspaghetti sauce\b|\bpassata\b|\bragu\b|\bbolognese\b|\bpizza sauce\b/;
const POTASSIUM_LIMIT: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
};

// ---- an NSAID now and then on methotrexate -----------------------------------------------------------
const NSAID =
  /布洛芬|芬必得|萘普生|双氯芬酸|止痛药|\bibuprofen\b|\badvil\b|\bmotrin\b|\bnurofen\b|\bnaproxen\b|\baleve\b|\bdiclofenac\b|\bnsaids?\b|\banti-?inflammatories\b/;
const NOW_AND_THEN =
  /偶尔|发作|疼得厉害|难受的时候|可以吗|行吗|能吃吗|\bflares?\b|\bbad days?\b|\bnow and then\b|\boccasional\w*\b|\bsometimes\b|\bok\b|\bokay\b|\bsafe\b|\bwith my (mtx|methotrexate)\b|\bcan i\b/;

export const ROUND20_ENPART_FAQ: readonly FaqRow[] = [
  {
    // en-001 "how much vitamin D do I actually need? app says 1000 IU but my sister takes 5000 a day and
    // swears by it" — a choice between two tablets; the 5,000 IU and the US RDA never said.
    id: 'vitamin-d-above-upper-limit',
    when: [VITAMIN_D, HIGH_D_DOSE],
    // "Is 5000 IU too much?" is the dose check's question (intents: dose_too_high).
    // A baby's drops asked beside it are the infant-drops row's (round-20 en).
    unless: [
      /宝宝|婴儿|滴剂|\bbaby\b|\binfant\b|\bdrops\b/,
      PRESCRIBED_OR_WEEKLY,
      /太多|过量|超量|超标|\btoo (much|high)\b|\boverdos\w*|\btoxic\w*/,
    ],
    // A lab-proven deficiency (the plan's 25-OH D, or said): the dose is the doctor's treatment, the next row.
    notFor: [
      HYPERCALCAEMIA,
      KIDNEY_DISEASE_OR_DIALYSIS,
      { conditions: ['sarcoidosis', 'hyperparathyroidism'] },
      LOW_VITAMIN_D,
    ],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**一般成年人每天需要维生素D 10微克（400国际单位），65岁以上15微克（600国际单位）；每天400–1000国际单位的常规剂量就够了；每天5000国际单位（125微克）或更多超过了可耐受最高摄入量，没有医生指导不要吃。** 我国成年人的可耐受最高摄入量是每天50微克（2000国际单位），美国和欧洲定为100微克（4000国际单位），5000国际单位两个都超了。长期超量会让血钙升高（恶心、口渴、多尿、肾结石），而对不缺乏的人并没有证明的额外好处：每天2000国际单位的大型试验没有减少癌症、心脏病或骨折。例外是医生验血发现明显缺乏、短期用大剂量治疗并定期复查——那是那个人和医生的决定，不是你的剂量。复合维生素和强化食品里的也要算进去。',
      en: '**Most adults need 600 IU (15 µg) of vitamin D a day — 800 IU (20 µg) over 70 — so a 1,000 IU tablet is plenty; 5,000 IU or more every day is above the adult upper limit of 4,000 IU (100 µg), not a dose to take without a doctor.** Taken for months above the limit, vitamin D can raise blood calcium (nausea, thirst, passing a lot of urine, kidney stones), and in people who are not deficient it brings no proven extra benefit: the large VITAL trial (2,000 IU a day) found no fewer cancers, heart attacks or fractures. A doctor may prescribe a high dose for a while to treat a deficiency shown on a blood test, with follow-up tests — that is that person’s plan with their doctor, not a dose for you. Count everything: a multivitamin or fortified foods add to the tablet. (UK advice is 400 IU, 10 µg, a day.)',
    },
    source: {
      ref: `${NIH_VITD}: RDA 600 IU (15 µg), 800 IU over 70, UL 4,000 IU (100 µg); IOM Dietary Reference Intakes for Calcium and Vitamin D (2011); Manson JE et al. VITAL. N Engl J Med 2019;380:33–44; LeBoff MS et al. N Engl J Med 2022;387:299–309; NHS, Vitamin D (2020); ${CN_DRIS} 维生素D（RNI 10 µg，65岁以上15 µg；UL 50 µg）`,
    },
  },
  {
    // Blind answer round 25 zh-139, zh-144, en-138 (Dev: Crohn's with an ileal resection, on cholestyramine,
    // 25-OH D 12 ng/mL, D3 5,000 IU a day): "会不会被考来烯胺吸掉", "吃多久要复查？会不会中毒" and "Does
    // cholestyramine stop it absorbing? When should I take it?" got the row above — "5,000 IU is above the UL,
    // not your dose". With a deficiency on a blood test the dose above the UL is a treatment dose, the
    // doctor's (as iron's is: recommend/treatment.ts), and the binder's timing is the question.
    id: 'vitamin-d-deficiency-treatment-dose',
    // A high dose, the binder, toxicity, a recheck or the form — not "how much should I take?" at a low
    // level without a high dose, which the repletion answer gives (intents/vitamin-d-repletion.ts).
    when: [
      VITAMIN_D,
      new RegExp(
        `${HIGH_D_DOSE.source}|复查|中毒|过量|太多|考来烯胺|消胆胺|降脂树脂|喷剂|吸收|\\btoo (much|high)\\b|\\btoxic\\w*|\\boverdos\\w*|\\brecheck\\w*|\\bretest\\w*|\\bcholestyramine\\b|\\bquestran\\b|\\bcolestyramine\\b|\\bcolestipol\\b|\\bcolesevelam\\b|\\bspray\\b|\\babsorb\\w*`,
      ),
    ],
    // A weekly loading course (50,000 IU a week) is the loading-course note's (intents: vitd-loading-course).
    unless: [
      /宝宝|婴儿|\bbaby\b|\binfant\b/,
      /50,?000|5万|五万|一周一次|每周|每星期|\bweekly\b|\ba week\b|\bper week\b/,
    ],
    for: LOW_VITAMIN_D,
    notFor: [
      HYPERCALCAEMIA,
      KIDNEY_DISEASE_OR_DIALYSIS,
      { conditions: ['sarcoidosis', 'hyperparathyroidism'] },
    ],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**化验证实维生素D缺乏（25-羟基维生素D低于20 ng/mL，即50 nmol/L）时，每天超过日常可耐受最高摄入量（我国2000国际单位，美国和欧洲4000国际单位）的量可以是治疗剂量：吃多少、吃多久由医生定，不是按上限砍下来的数。** 美国内分泌学会指南（2011）对缺乏的成人：每天6000国际单位，或每周一次50000国际单位，连用8周，之后每天1500–2000国际单位维持；吸收不好的人（克罗恩病、切过一段肠子、吃考来烯胺这类降脂树脂）常需要2–3倍的量（每天6000–10000国际单位）。这个指南给正在治疗的成人定的上限是每天10000国际单位。把你现在吃的量告诉医生，稳定吃约3个月（8–12周）后复查25-羟基维生素D，同时查血钙；口很渴、尿很多、恶心或意识混乱，要查血钙。**考来烯胺会在肠道里吸附脂溶性维生素（A、D、E、K）：维生素D和其他药至少在考来烯胺前1小时吃，或者在它之后4–6小时吃。** 剂型（喷剂、滴剂、胶囊）不如剂量、和考来烯胺错开、按时复查重要；想换剂型先问医生，复查还低，医生可能加量或换药。医生开的量不要自己改。',
      en: '**With a vitamin D deficiency on a blood test (25-OH vitamin D below 20 ng/mL, 50 nmol/L), a daily dose above the everyday upper limit of 4,000 IU can be a treatment dose: how much and for how long is your doctor’s decision, not a figure to cut down to the upper limit.** The Endocrine Society guideline (2011) treats deficient adults with 6,000 IU a day or 50,000 IU once a week for 8 weeks, then 1,500–2,000 IU a day to maintain; people with malabsorption (Crohn’s disease, part of the bowel removed, a bile-acid binder such as cholestyramine) often need 2–3 times as much (6,000–10,000 IU a day). The same guideline’s upper limit for adults under treatment is 10,000 IU a day. Tell your doctor what you take now, and recheck 25-OH vitamin D, with calcium, after about 3 months (8–12 weeks) of steady dosing; marked thirst, passing a lot of urine, nausea or confusion need a calcium check. **Cholestyramine binds fat-soluble vitamins (A, D, E, K) in the gut: take vitamin D and other medicines at least 1 hour before or 4–6 hours after cholestyramine.** The form (spray, drops, capsule) matters less than the dose, keeping it apart from cholestyramine and the recheck: ask your doctor before switching; if the recheck is still low, the doctor may raise the dose or change the product. Do not change a prescribed dose yourself.',
    },
    source: {
      ref: 'Holick MF et al. Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911 (deficiency < 20 ng/mL; adults 6,000 IU/day or 50,000 IU/week for 8 weeks, then 1,500–2,000 IU/day; malabsorption or interfering medicines 2–3 times more, at least 6,000–10,000 IU/day; UL 10,000 IU/day for adults at risk; recheck 25-OH D); Questran (cholestyramine for oral suspension) US prescribing information, Precautions and Drug Interactions (fat-soluble vitamin malabsorption; take other drugs at least 1 hour before or 4–6 hours after)',
      url: 'https://academic.oup.com/jcem/article/96/7/1911/2833671',
    },
  },
  {
    // en-027 "how much caffeine is safe rn? im down to one venti cold brew a day but no idea how many mg
    // that is" — the 200 mg limit, never the drink's own caffeine.
    id: 'pregnancy-coffee-shop-caffeine',
    when: [COFFEE, SIZE_OR_MG],
    unless: [/低因|脱因|无咖啡因|\bdecaf\w*\b|\bbreast ?fe\w*|\bnursing\b|\bbaby\b/],
    for: PREGNANT,
    notFor: MINOR,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期咖啡因每天不超过200毫克，而连锁店的大杯很快就超：一杯超大杯（约710毫升）冷萃约含310毫克，一天一杯也超了。** 连锁咖啡店的大致含量（以星巴克公布的数字为例）：冷萃中杯（约355毫升）155毫克、大杯（约473毫升）205毫克、超大杯310毫克；现煮美式咖啡中杯约235毫克、大杯约310毫克；一份浓缩约75毫克，所以一杯单份或双份浓缩的拿铁、美式约75–150毫克；低因咖啡一般不超过15毫克。想留在200毫克以内：一杯中杯冷萃，或者一杯双份浓缩以内的拿铁、美式，或者一半换成低因。茶、可乐、功能饮料和巧克力里的咖啡因也要算进去。一两周内慢慢减量，可以少些头痛。',
      en: '**Keep caffeine under 200 mg a day in pregnancy — and coffee-shop sizes pass that fast: a venti cold brew has about 310 mg (Starbucks’ own figure), so even one a day is over the limit.** Rough figures for coffee-shop drinks: cold brew tall (12 oz) 155 mg, grande (16 oz) 205 mg, venti (24 oz) 310 mg, trenta 360 mg; hot brewed coffee tall about 235 mg, grande about 310 mg; one espresso shot about 75 mg, so a latte or americano with one or two shots is 75–150 mg; decaf usually 15 mg or less. To stay under 200 mg: a tall cold brew, or a latte or americano with no more than two shots, or half-caf. Tea, cola, energy drinks and chocolate count towards the total too. Cutting down over a week or two avoids withdrawal headaches.',
    },
    source: {
      ref: 'ACOG Committee Opinion No. 462, Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020): less than 200 mg a day; Starbucks beverage nutrition information (caffeine by size, 2025); USDA FoodData Central (espresso); EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015)',
    },
  },
  {
    // en-008 "plan says 2100 kcal/day. I'm 95 kg and 175 tall, isnt that too low? dont want to lose muscle"
    // — the energy figures, nothing on muscle.
    id: 'keep-muscle-while-losing-weight',
    when: [MUSCLE_LOSS, DIETING],
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT_OR_NURSING, MINOR, PKU, NO_DEFICIT, { minAge: 75 }],
    intent: 'weight_change',
    text: {
      zh: '**减重时要保住肌肉，靠的是三件事：热量缺口别太大、蛋白质吃够、做力量训练。** 热量：每天比消耗少约500千卡、每周减0.5–1公斤，肌肉丢得少；吃得远低于方案目标、减得太快，掉的肌肉就多。蛋白质：减重期间每公斤体重每天约1.2–1.6克，比平时的0.8克多；体重超标较多的人按目标体重算（比如目标75公斤，约90–120克），分到三餐，每顿一掌心的瘦肉、鱼、蛋、豆腐或一大杯牛奶酸奶。力量训练：每周至少两次，练到大肌群（深蹲、俯卧撑、器械、弹力带都可以），这是告诉身体“肌肉还要用”的信号。睡够觉也有帮助。',
      en: '**To keep muscle while you lose weight, three things matter: a moderate deficit, enough protein, and strength training.** The deficit: about 500 kcal a day below what you burn, losing 0.5–1 kg (1–2 lb) a week, spares muscle; eating far below your plan’s target and losing fast costs more of it. Protein: while losing weight, about 1.2–1.6 g per kg a day rather than the usual 0.8 g — with a lot of weight to lose, work it from your goal weight (at a goal of 75 kg, about 90–120 g a day), spread over your meals with a palm of lean meat, fish, eggs, tofu or Greek yoghurt at each. Strength training: at least twice a week, working the big muscle groups (squats, push-ups, machines or bands) — it is the signal that tells your body to keep the muscle. Enough sleep helps too.',
    },
    source: {
      ref: 'Cava E, Yeat NC, Mittendorfer B. Preserving healthy muscle during weight loss. Adv Nutr 2017;8:511–519; Jäger R et al. ISSN Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20; NICE CG189 Obesity (2014, updated 2023) §1.7; WHO guidelines on physical activity and sedentary behaviour (2020): muscle-strengthening on 2 or more days a week; 中国居民膳食指南（2022）',
    },
  },
  {
    // en-009 "how many grams of protein then?" after losing muscle on a calorie target — the RDA (76 g),
    // not the amount advised to keep muscle in a deficit, and a supplement verdict no one asked for.
    id: 'protein-grams-keep-muscle',
    // The follow-up names protein only; keeping muscle and the diet may be said in the message before.
    when: [PROTEIN, HOW_MUCH_PROTEIN],
    for: { all: [{ said: MUSCLE_LOSS }, { said: DIETING }] },
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT_OR_NURSING, MINOR, PKU, NO_DEFICIT, { minAge: 75 }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**减重期间想保住肌肉，蛋白质每天每公斤体重约1.2–1.6克；体重超标较多的人按目标体重算。** 比如目标体重75公斤：每天约90–120克（平时的推荐量0.8克/公斤只有约60克）。分到三餐、每餐25–40克最好：一掌心（约100克）鸡胸肉或鱼约20–25克、两个鸡蛋约12克、一杯（250毫升）牛奶约8克、200克无糖酸奶约10克、150克北豆腐约18–20克、一碗煮熟的豆子约15克。优先从饭菜里吃，不够时一勺蛋白粉（约20–25克）也可以。配合每周两次以上力量训练，效果才好。',
      en: '**To keep muscle while losing weight, aim for about 1.2–1.6 g of protein per kg a day — with a lot of weight to lose, per kg of your goal weight.** At a goal of 75 kg that is about 90–120 g a day (the everyday RDA of 0.8 g/kg would be only about 60 g). Spread it over three meals, 25–40 g each: a palm-sized portion (about 100 g) of chicken breast or fish 20–25 g, two eggs 12 g, a cup of milk 8 g, a 200 g pot of plain Greek yoghurt about 20 g, 150 g of firm tofu 18–20 g, a cup of cooked beans or lentils about 15 g. Food first; a scoop of protein powder (about 20–25 g) is fine when a meal falls short. It works best with strength training at least twice a week.',
    },
    source: {
      ref: 'Cava E et al. Preserving healthy muscle during weight loss. Adv Nutr 2017;8:511–519; Jäger R et al. ISSN Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20; USDA FoodData Central; 中国食物成分表（标准版第6版）',
    },
  },
  {
    // en-010 "can i get that from shakes or does it have to be real food" — a protein food list, then "no
    // reliable rule" for meal replacements.
    id: 'protein-shakes-or-real-food',
    when: [SHAKE, OR_FOOD],
    unless: [/代餐|\bmeal replacements?\b|\bslim ?fast\b|\bhuel\b|\bensure\b|\bsoylent\b/],
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PKU, { foodAllergies: ['milk'] }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**可以，蛋白粉里的蛋白质和饭菜里的一样算数；但最好大部分还是从饭菜里来，蛋白粉用来补某一顿的不足。** 一勺乳清或植物蛋白粉约20–25克蛋白质（看标签），一天一两勺当加餐或练完后喝都可以。为什么还是以饭菜为主：肉蛋奶豆同时带来铁、锌、钙、维生素B12和膳食纤维，减重时也更顶饱；液体的热量容易喝多。选蛋白粉：成分简单、每份糖不超过几克、有第三方检测标志的；“增肌粉”热量很高，减重时不合适。',
      en: '**Yes — protein from a shake counts the same as protein from food; just let food supply most of it and use a shake to fill a gap.** A scoop of whey or plant protein powder gives about 20–25 g (check the label); one or two a day, as a snack or after training, is fine. Why food first: meat, fish, eggs, dairy, beans and tofu also bring iron, zinc, calcium, B12 and fibre, and they keep you fuller while you lose weight — calories you drink are easy to overdo. Choosing one: a short ingredient list, only a few grams of sugar per serving, and a third-party tested mark (NSF Certified for Sport or Informed Sport); “mass gainers” are very high in calories and not for weight loss.',
    },
    source: {
      ref: 'Jäger R et al. International Society of Sports Nutrition Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20; Academy of Nutrition and Dietetics, Protein supplements (eatright.org, 2023); 中国居民膳食指南（2022）',
    },
  },
  {
    // en-033 "I take Elevit every day. Do I need a separate vitamin D or DHA on top of that, or is it all
    // covered?" — vitamin D answered, DHA declined.
    id: 'prenatal-vitamin-d-and-dha',
    when: [PRENATAL, VITAMIN_D, DHA],
    // The baby's own vitamin D drops asked too: the infant note answers that part, and this text is the pregnancy's
    // (blind answer round 46, zh-074: a nursing mother asking about her baby's drops got "不用再单独补").
    unless: [BABY_DROPS_ASKED],
    for: PREGNANT,
    notFor: [WARFARIN, HYPERCALCAEMIA],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**维生素D一般已经够了，DHA多半要另外想办法。** 维生素D：爱乐维这类孕妇复合维生素每片含约10–12.5微克（400–500国际单位），加上饮食，已达到孕期每天10微克（我国）或15微克（美国）的推荐量，不用再单独补，除非验血发现缺乏、医生另开。DHA：普通爱乐维片不含DHA，只有标明“含DHA”的版本才有。孕期和哺乳期每天约需DHA 200毫克：每周吃2–3次鱼、其中至少一次是三文鱼、沙丁鱼、鲭鱼这类低汞的油性鱼，就基本够；很少吃鱼的话，可以每天补一粒含DHA约200毫克的鱼油或藻油。不要用鱼肝油代替（维生素A过多）。',
      en: '**Vitamin D is usually covered; DHA usually is not.** Vitamin D: a prenatal like Elevit gives about 10–12.5 µg (400–500 IU) a tablet, which with food reaches the 15 µg (600 IU) a day advised in pregnancy, so no separate vitamin D is needed unless a blood test shows you are low and your doctor prescribes more. DHA: standard Elevit has none — only versions labelled “with DHA” do. About 200 mg of DHA a day is advised in pregnancy and while breastfeeding: fish 2–3 times a week, at least once a low-mercury oily fish such as salmon, sardines or trout, gets you there; if you eat little or no fish, a fish-oil or algal-oil capsule with about 200 mg DHA a day is reasonable. Do not use cod liver oil instead (too much vitamin A).',
    },
    source: {
      ref: `${NIH_VITD} (RDA 15 µg in pregnancy); US FDA/EPA, Advice about Eating Fish (2021); EFSA NDA Panel, DHA in pregnancy and lactation (+100–200 mg/day, 2010); ${CN_DRIS} 孕妇维生素D 10 µg、DHA 200 mg/天`,
    },
  },
  {
    // Blind answer round 46, zh-074 (development data once reported): a nursing mother on a breastfeeding
    // multivitamin, an omega-3 and vitamin D 10 µg asked whether her vitamin D is enough — and got the pregnancy text
    // (Elevit, "孕期").
    id: 'nursing-vitamin-d-and-dha',
    when: [PRENATAL_OR_NURSING_MULTI, VITAMIN_D],
    unless: [BABY_DROPS_ASKED],
    for: LACTATING,
    notFor: [WARFARIN, HYPERCALCAEMIA],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**哺乳期你自己的维生素D，每天10微克（400国际单位）就是推荐量（中国2023版；美国建议15微克，即600国际单位）：哺乳期复合维生素一般就含这么多，再加一粒10微克的维生素D也安全，合计远低于每天50微克的上限；不需要更多，除非验血发现缺乏、医生另开。** DHA：哺乳期每天约200毫克，每周吃2–3次低汞的油性鱼（三文鱼、沙丁鱼、鲭鱼）基本就够，很少吃鱼就每天一粒含DHA约200毫克的鱼油或藻油。宝宝的维生素D要单独补：纯母乳喂养的宝宝每天10微克（400国际单位）滴剂，妈妈吃常规剂量时进入母乳的很少。',
      en: '**While breastfeeding, your own vitamin D need is 10–15 µg (400–600 IU) a day (China 2023: 10 µg; US: 15 µg): a breastfeeding multivitamin usually gives about that, and a 10 µg vitamin D on top is safe too — the total stays well below the 50–100 µg daily upper limit; you need no more unless a blood test shows you are low and your doctor prescribes it.** DHA: about 200 mg a day while breastfeeding — 2–3 meals a week of low-mercury oily fish (salmon, sardines, mackerel) covers it, or one fish-oil or algal-oil capsule with about 200 mg DHA a day if you eat little fish. Your baby needs vitamin D of their own: an exclusively breastfed baby gets 10 µg (400 IU) drops a day, because little reaches breast milk at usual maternal doses.',
    },
    source: {
      ref: `${CN_DRIS} 乳母维生素D 10 µg、可耐受最高摄入量 50 µg、DHA 200 mg/天; ${NIH_VITD} (RDA 15 µg in lactation, UL 100 µg); EFSA NDA Panel, DHA in pregnancy and lactation (+100–200 mg/day, 2010); American Academy of Pediatrics, vitamin D for breastfed infants (400 IU a day)`,
    },
  },
  {
    // en-047 "would 1600 be too low" after calories while nursing — the earlier answer repeated (1800 and
    // 1500 named), never the figure asked.
    id: 'lactation-calories-figure-too-low',
    when: [UNDER_1800, TOO_LOW_OR_OK],
    unless: [/毫克|微克|\bmg\b|\bmcg\b|\bµg\b|\biu\b|\bml\b|毫升|\bsteps?\b|步/],
    for: LACTATING,
    notFor: MINOR,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**是的，哺乳期每天吃不到约1800千卡就偏少了：减得太快可能影响奶量，也会更累。** 想减重的话，大多数哺乳期妈妈每天不低于约1800千卡，每周减不超过0.5公斤左右，这个速度一般不影响奶量和宝宝长个。做法是少喝含糖饮料、少吃甜点和油炸食品，而不是少吃正餐；每餐保留主食、蛋白质、蔬菜和奶。产后头六周先不刻意减。宝宝尿布变少、体重长得慢或奶量下降，就先恢复正常饮食并找医生或哺乳顾问。',
      en: '**Yes — anything under about 1,800 kcal a day is lower than advised while breastfeeding: cutting that hard can dent your supply and leave you exhausted.** Most breastfeeding mothers who want to lose weight do best staying at or above roughly 1,800 kcal and losing no more than about 0.5 kg (1 lb) a week, a pace that does not affect supply or the baby’s growth. Make the cut from sugary drinks, sweets and fried food rather than meals, keeping starch, protein, vegetables and dairy at each. Do not diet in the first six weeks. If the baby has fewer wet nappies, gains slowly or your supply drops, go back to eating normally and see your doctor or a lactation consultant.',
    },
    source: {
      ref: 'IOM, Nutrition During Lactation (1991): intakes below 1,800 kcal a day not advised; Lovelady CA et al. N Engl J Med 2000;342:449–453; 中国哺乳期妇女膳食指南（2022）',
    },
  },
  {
    // en-088 asked whole: magnesium or potassium for the cramps, on spironolactone or an ACE inhibitor
    // or ARB as well — the potassium row (rows-kidney-heart.ts) answered only potassium.
    id: 'diuretic-cramps-magnesium-or-potassium',
    when: [MAGNESIUM, CRAMPS, /钾|\bpotass?ium\b|\bk\b/],
    for: { medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'] },
    notFor: [KIDNEY_DISEASE_OR_DIALYSIS, PREGNANT],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**钾片不要自己吃；镁片对抽筋作用也不明显——与其自己买，不如请医生在下次验血时查血钾和血镁。** 速尿确实会让钾和镁从尿里丢失，但螺内酯、依普利酮、普利类（如赖诺普利）和沙坦类（如氯沙坦）会把钾留在体内，两类药一起吃的人血钾往往偏高，再补钾（包括低钠盐，它含氯化钾）可能高到影响心律；上次血钾已经高于正常，就更不能补。镁：验血偏低时医生会开并定剂量；血镁正常时，镁片没有被证明能缓解抽筋。抽筋时拉伸、按摩小腿，睡前做几分钟小腿拉伸。利尿药和其他药不要自己改。明显乏力、心慌或心跳不齐，当天就医。',
      en: '**No potassium supplement on your own — and a magnesium tablet is unlikely to help the cramps, so ask for a blood test rather than buying either.** Furosemide does wash potassium and magnesium out, but spironolactone, eplerenone, ACE inhibitors (lisinopril …) and ARBs (losartan …) keep potassium in, so many people on both run high rather than low, and extra potassium — salt substitutes too, which are potassium chloride — can push it to a level that upsets the heart rhythm; if your last potassium was above the range, certainly none. Magnesium: ask your doctor to check it with your potassium; if it is low, they prescribe it and set the dose, and with a normal level magnesium tablets have not been shown to ease cramps. For the cramps: stretch and massage the calf when one starts, and do a few minutes of calf stretches before bed. Do not change your water pill or other medicines yourself. Marked weakness, palpitations or an irregular heartbeat: get seen the same day.',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia (potassium supplements and salt substitutes); Zestril (lisinopril) US prescribing information §5 Hyperkalemia; Garrison SR et al. Magnesium for skeletal muscle cramps. Cochrane Database Syst Rev 2020;9:CD009402; Lasix (furosemide) US prescribing information §5 (electrolyte depletion); NICE CKS Leg cramps (2023)',
    },
  },
  {
    // en-095 "flu season is here and my kids bring home everything. any immune boosters like echinacea or
    // elderberry I can take?" on tacrolimus — echinacea only, then low-salt seasoning text.
    id: 'immunosuppressed-immune-boosters',
    when: [IMMUNE_BOOST],
    for: TRANSPLANT_IMMUNOSUPPRESSED,
    intent: 'herbal_remedy',
    text: {
      zh: '**吃抗排异药的人不要吃“提高免疫力”的保健品——紫锥菊、接骨木莓、灵芝、黄芪、人参之类：它们的卖点就是刺激免疫系统，正好和抗排异药的作用相反，也没有在吃这类药的人身上做过安全研究。** 印度的“免疫”草药也一样，比如印度绿藤（giloy、guduchi）、南非醉茄（ashwagandha）：新冠期间印度有多例吃印度绿藤后出现肝损伤的报告，移植后吃抗排异药的人更不要碰。 真正能保护你的是：每年打流感疫苗（打灭活的针剂，不用鼻喷的减毒活疫苗），家里人也都打；勤洗手，孩子放学回家先洗手；家里有人发烧咳嗽时尽量分开、戴口罩；不用手摸眼口鼻。你自己出现发烧、咳嗽、浑身痛，要尽早联系移植团队或管这些药的医生——抗病毒药在发病头两天内开始效果最好。吃饭正常、睡够觉就是对免疫最好的支持。',
      en: '**On anti-rejection medicines, skip the immune boosters — echinacea, elderberry, astragalus and the like: what they are sold for is stimulating the immune system, the opposite of what your anti-rejection medicines do, and none has been tested for safety in people taking them.** The same goes for Ayurvedic immunity products such as giloy (guduchi, Tinospora) and ashwagandha — and giloy has been linked to liver injury in India, so not after a transplant. What does protect you: a flu shot every year (the inactivated injection, not the nasal live vaccine), and everyone at home vaccinated too; hand washing, with the kids washing their hands as soon as they get home; keeping some distance and a mask when someone at home is sick; not touching your eyes, nose and mouth. If you get a fever, cough or body aches, call your transplant team (or the doctor who manages these medicines) early — flu antivirals work best started within two days. Regular meals and enough sleep are the best everyday support.',
    },
    source: {
      ref: 'Nagral A et al. Herbal immune booster-induced liver injury in the COVID-19 pandemic — a case series. J Clin Exp Hepatol 2021;11:732–738 (Tinospora cordifolia; cited from memory); KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009), vaccination (inactivated influenza vaccine yearly, no live vaccines); CDC, Flu and people with a weakened immune system (2024); NCCIH, Echinacea (2020) and European Elder (2020); Natural Medicines monograph: echinacea – immunosuppressants',
    },
  },
  {
    // en-094 "Post-transplant food safety: runny eggs, sushi, soft cheese, deli meat — what's actually off
    // limits for me and for how long?" — the foods, never how long.
    id: 'immunosuppressed-food-safety-how-long',
    when: [FOOD_SAFETY_FOODS, HOW_LONG],
    for: TRANSPLANT_IMMUNOSUPPRESSED,
    notFor: PREGNANT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**这些食物的限制不是几个月，而是吃抗排异药期间一直适用——肾移植后一般是终身服药；术后头6–12个月药量最大，要最严格。** 不要吃：溏心蛋、生鸡蛋及含生蛋的食物（自制蛋黄酱、提拉米苏）；生鱼片和生的寿司、生蚝等生的或没熟透的海鲜；没经过巴氏消毒的奶和用它做的软奶酪；直接吃的熟食冷切肉、火腿肠（加热到冒热气再吃就可以）；没熟透的肉。可以吃：鸡蛋煮到蛋黄凝固、熟的寿司卷（鳗鱼、虾、蔬菜）、巴氏消毒奶做的硬奶酪和奶酪片、加热烫透的熟食。剩菜放冰箱、吃前热透。吃了有风险的东西后出现发烧、腹泻、浑身痛，尽快联系移植团队。',
      en: '**Not for a few months: these rules apply for as long as you take anti-rejection medicines — for a kidney transplant that is usually for life; they matter most in the first 6–12 months, when the doses are highest.** Off limits: runny or raw eggs and foods made with them (homemade mayonnaise, tiramisu, raw cookie dough); raw or undercooked fish and shellfish, including sashimi, raw sushi and raw oysters; unpasteurised milk and soft cheeses made from it (brie, camembert, queso fresco); deli meats, cold cuts and hot dogs unless heated until steaming; undercooked meat. Fine: eggs cooked until the yolk is firm, cooked sushi rolls (eel, shrimp tempura, vegetable, California), hard cheeses and cheeses from pasteurised milk, deli meat heated until steaming. Chill leftovers and reheat them until hot. A fever, diarrhoea or aches after something risky: call your transplant team.',
    },
    source: {
      ref: 'US FDA/USDA, Food Safety for Transplant Recipients (2020); CDC, Listeria — people at higher risk; KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009)',
    },
  },
  {
    // en-109 "what dose of zinc, and does it interact with my meds?" after hair thinning on Depakote — the
    // RDA and "food first", then "no reliable rule" for the interaction.
    id: 'valproate-zinc-dose',
    when: [ZINC, DOSE_OR_INTERACT],
    unless: [/铁|\biron\b|钙|\bcalcium\b/],
    for: VALPROATE,
    notFor: [PREGNANT, KIDNEY_DISEASE_OR_DIALYSIS],
    intent: 'supplement_dose',
    text: {
      zh: '**锌和丙戊酸钠之间没有需要担心的相互作用，可以一起吃；丙戊酸钠反而可能让体内锌偏低。** 如果想试：每天10–15毫克元素锌（看标签上的“元素锌”含量）就够，连吃两三个月看看，别超过每天40毫克的上限（我国成年女性可耐受最高摄入量40毫克）——长期大剂量会让铜缺乏、贫血。随餐吃，少胃不舒服。不过锌对丙戊酸钠引起的掉发效果没有可靠研究证明，掉发多和剂量有关、常常是暂时的；请神经科医生查一下血药浓度，必要时调剂量，但不要自己减药停药。',
      en: '**Zinc has no interaction with valproate to worry about and can be taken alongside it — if anything, valproate can lower your zinc.** If you want to try it: 10–15 mg of elemental zinc a day (the label’s “elemental zinc” figure) is enough, for two or three months, and stay under the 40 mg a day upper limit — long-term high doses cause copper deficiency and anaemia. Take it with food to avoid an upset stomach. There is no good evidence that zinc treats valproate hair loss, which is often dose-related and temporary; ask your neurologist to check your valproate level and whether the dose needs adjusting, and do not cut or stop the medicine yourself.',
    },
    source: {
      ref: 'NIH ODS Zinc Fact Sheet for Health Professionals (UL 40 mg; copper deficiency); Depakote (divalproex) US prescribing information §6 (alopecia); Hurd RW et al. Selenium, zinc, and copper changes with valproic acid. Neurology 1984;34:1393–1395; 中国居民膳食营养素参考摄入量（2023版）锌',
    },
  },
  {
    // en-116 "lithium level 0.9 and TSH 6.2 on my last labs. Should I take iodine or selenium for the
    // thyroid?" — iodine answered, selenium declined, the TSH never read.
    id: 'lithium-thyroid-iodine-selenium',
    when: [IODINE_OR_SELENIUM, THYROID],
    for: LITHIUM,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**碘和硒都不要自己补：锂盐引起的甲状腺功能偏低是药物作用，不是缺碘或缺硒，补了也治不好，碘还会让情况更糟。** 促甲状腺激素（TSH）高于正常（多数化验单上限约4–4.5）说明甲状腺有点“跟不上”，这在吃锂盐的人里很常见。请开锂盐的医生或家庭医生看这个结果：一般会复查TSH和游离T4、查甲状腺抗体；需要的话加用左甲状腺素，多数人可以继续吃锂盐——不要自己停药。硒只在桥本甲状腺炎的研究里能降低抗体，对锂盐引起的甲减没有证据，长期过量还会中毒（每天上限400微克）。锂浓度照常按时复查。',
      en: '**Neither iodine nor selenium, please: an underactive thyroid on lithium is an effect of the medicine, not a lack of iodine or selenium — supplements will not fix it, and extra iodine can make it worse.** A TSH above the range (the upper limit is about 4–4.5 on most reports) means the thyroid is struggling, which is common on lithium. Take the result to whoever prescribes your lithium or your GP: they usually repeat TSH with free T4 and check thyroid antibodies, and if needed add levothyroxine — most people stay on lithium, so do not stop it yourself. Selenium only lowered antibodies in studies of Hashimoto’s and has no evidence for lithium’s effect on the thyroid; too much is toxic (upper limit 400 µg a day). Keep your lithium level checks as scheduled.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §5 (hypothyroidism) and §7; NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (thyroid function every 6 months on lithium); Stockley’s Drug Interactions, Lithium + Iodides; NIH ODS Selenium Fact Sheet for Health Professionals (UL 400 µg); Winther KH et al. Selenium in thyroid disorders. Nat Rev Endocrinol 2017;13:348–357',
    },
  },
  {
    // en-114 "is coffee ok on lithium? I drink like 4 cups a day" — keep it steady, never whether four cups
    // is fine; alcohol text first.
    id: 'lithium-coffee-how-much',
    when: [/咖啡|\bcoffees?\b|\bcaffeine\b|\bespresso\b|\blattes?\b/, COFFEE_AMOUNT],
    unless: [
      // Energy drinks hold more caffeine a can and more besides (rows-medicines.ts answers them).
      /功能饮料|红牛|魔爪|东鹏|\benergy drinks?\b|\bred ?bulls?\b|\bmonsters?\b|\bcelsius\b|\bpre-?workout\b|\bbang\b/,
      /戒|停|不喝|断掉|\bquit\w*|\bstop\w*|\bcold turkey\b|\bcut(ting)? (it |them |back|down|out)|\bgive (it |them )?up\b|\bwean\w*/,
      /酒|\balcohol\b|\bbeer\b|\bwine\b/,
    ],
    for: LITHIUM,
    notFor: PREGNANT,
    intent: 'medicine_question',
    text: {
      zh: '**吃锂盐可以喝咖啡，一天最多约4杯（约400毫克咖啡因）都在一般成年人的范围内；关键是每天差不多一样多，不要突然大减或大加。** 咖啡因会让肾脏多排一点锂：一下子戒掉，锂浓度可能升高（手抖加重、腹泻、走路不稳）；突然喝很多，浓度可能下降。所以：保持现在的量；想减就在两三周里慢慢减，并告诉开药的医生，可能要复查锂浓度。另外，咖啡因可能加重手抖、焦虑和失眠，下午三点后最好不喝；咖啡不会让你脱水，但天热出汗时照样要多喝水。',
      en: '**Coffee is fine on lithium, up to about four cups of brewed coffee (roughly 400 mg of caffeine) a day, the usual adult limit — the point is to keep it about the same every day, not to change it suddenly.** Caffeine makes the kidneys clear a bit more lithium: giving coffee up overnight can push your lithium level up (a worse tremor, diarrhoea, unsteadiness), and a sudden big increase can lower it. So keep to your usual amount; if you want to cut down, taper over two or three weeks and tell whoever prescribes your lithium, who may recheck your level. Caffeine can also worsen tremor, anxiety and sleep, so it is best avoided after mid-afternoon; coffee does not dehydrate you, but drink extra water in heat or when sweating.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §7 (caffeine and other methylxanthines lower serum lithium); Mester R et al. Caffeine withdrawal increases lithium blood levels. Biol Psychiatry 1995;37:348–350; US FDA, Spilling the beans: how much caffeine is too much? (2024: up to 400 mg a day for healthy adults); NICE CG185 Bipolar disorder §1.10',
    },
  },
  {
    // en-121 "Is soy sauce allowed? We eat a lot of Asian food at home, also miso soup and kimchi" on
    // phenelzine — the sushi-restaurant answer; kimchi not named, nothing for home cooking.
    id: 'maoi-asian-home-cooking',
    when: [ASIAN_FERMENTED, AT_HOME_OR_ALLOWED],
    unless: [
      /寿司|日料|刺身|生鱼片|排骨|\bsushi\b|\bsashimi\b|\bnigiri\b|\bjapanese\b|\brestaurant\b|\beat(ing)? out\b|\btakeaway\b|\btake-?out\b|\bkorean bbq\b/,
      // Cheese asked beside kimchi: which cheeses is the question, and aged cheese the first danger — this
      // list names none (blind answer round 50, en-005, unsafe).
      /奶酪|芝士|起司|乳酪|\bcheeses?\b/,
    ],
    for: MAOI,
    notFor: { medicines: ['linezolid'] },
    // Before the sushi-restaurant row (rows-standard-round14.ts), which also answers miso whole.
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃苯乙肼（一种单胺氧化酶抑制剂）期间以及最后一次服药后两周内，发酵的调味品和小菜都要避开：酱油（生抽、老抽）、味噌、韩国泡菜、腐乳、豆豉、豆瓣酱和黄豆酱、鱼露、虾酱、纳豆——它们酪胺含量高，和这个药一起会让血压骤升。** 家常做饭照样可以很香：用盐、葱姜蒜、辣椒、花椒、八角等香料、香油、米醋、新鲜番茄、柠檬汁来调味；新鲜豆腐、豆浆、毛豆、新鲜的肉鱼蛋、米饭面条、新鲜蔬菜都可以吃。剩菜放冰箱、两天内吃完。吃了这些东西后突然剧烈头痛、心跳快、脖子发硬，立即就医。',
      en: '**On phenelzine (an MAOI), and for two weeks after stopping, leave out the fermented sauces and sides: soy sauce (tamari and shoyu too), miso, kimchi, fish sauce, shrimp paste, doenjang, gochujang, fermented black beans, fermented tofu and natto — they are high in tyramine, which with this medicine can send blood pressure dangerously high.** Home cooking can still be full of flavour: salt, garlic, ginger, spring onion, chilli, Sichuan pepper, star anise and other spices, sesame oil, rice vinegar, fresh tomato and citrus juice. Fresh tofu, soy milk, edamame, fresh meat, fish and eggs, rice and noodles and fresh vegetables are all fine. Refrigerate leftovers and eat them within two days. A sudden severe headache, pounding heart or stiff neck after eating: get medical help at once.',
    },
    source: {
      ref: 'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104 (soy sauce, soybean condiments, sauerkraut and fermented foods to avoid); Nardil (phenelzine) US prescribing information §5 (hypertensive crisis, foods high in tyramine); Flockhart DA. Dietary restrictions and drug interactions with monoamine oxidase inhibitors. J Clin Psychiatry 2012;73 Suppl 1:17–24',
    },
  },
  {
    // en-124 "Can I take melatonin or tryptophan for sleep with phenelzine?" — tryptophan forbidden,
    // melatonin declined, tyrosine text added.
    id: 'maoi-melatonin-sleep',
    when: [MELATONIN],
    for: MAOI,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**色氨酸（和5-羟色氨酸）不能吃：它们会升高血清素，和苯乙肼一起可能引起血清素综合征。褪黑素不是这种情况，没有已知的危险相互作用，但单胺氧化酶抑制剂会让体内褪黑素本来就升高，补充剂的作用可能更强、第二天更犯困——先问开药的医生或药师，同意的话用最低剂量（0.5–1毫克，睡前一小时）。** 失眠是苯乙肼最常见的副作用之一，往往在用药头一两个月后减轻；医生可能调整你吃药的时间，但不要自己改。睡前避开咖啡因和酒精，固定起床时间。',
      en: '**Tryptophan (and 5-HTP), no: they raise serotonin and with phenelzine can cause serotonin syndrome. Melatonin is different — there is no known dangerous interaction — but MAO inhibitors already raise your body’s own melatonin, so a supplement may act more strongly and leave you groggy the next day: ask whoever prescribes your phenelzine or your pharmacist first, and if they agree, use the lowest dose (0.5–1 mg about an hour before bed).** Insomnia is one of phenelzine’s most common side effects and often eases after the first month or two; your prescriber may change when you take your doses, but do not change them yourself. No caffeine or alcohol in the evening, and a fixed wake-up time, help too.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §4 Contraindications (L-tryptophan) and §6 (insomnia); Murphy DL et al. Human plasma melatonin is elevated during treatment with the monoamine oxidase inhibitors clorgyline and tranylcypromine. Psychiatry Res 1986;17:119–127; NCCIH, Melatonin: What you need to know (2022)',
    },
  },
  {
    // en-126 "what about just biotin for my hair" on isotretinoin — "no known interaction" and a herbal
    // caveat; the lab tests (pregnancy tests among them) and the evidence never said.
    id: 'biotin-for-hair',
    when: [BIOTIN, HAIR],
    unless: [
      /甲状腺|甲功|\btsh\b|\bthyroid\b|验血|化验|\bblood (test|work)s?\b|\blabs?\b|\btest results?\b/,
      /掉头发|脱发|\bhair ?loss\b/,
    ],
    notFor: VALPROATE,
    intent: 'supplement_dose',
    text: {
      zh: '**生物素对头发的帮助只在真正缺乏的人身上有证据，而缺乏很少见；它不会和异维A酸起反应，但大剂量会干扰很多化验。** 护发类生物素每片常有5000–10000微克（每天只需要约40微克），会让甲状腺功能、心肌标志物和一些激素检测结果失真，部分验孕的血检也会受影响。吃异维A酸的人每月要验孕、查血脂肝功能，所以：最好别吃；要吃的话，每次抽血前告诉医生和化验室，并在抽血前至少停两三天。吃异维A酸期间头发变稀通常是暂时的，停药后会恢复。',
      en: '**Biotin has evidence for hair only in people who are truly deficient, which is rare; it does not interact with isotretinoin, but high doses distort many lab tests.** Hair biotin usually comes as 5,000–10,000 µg a tablet (you need about 30 µg a day), enough to throw off thyroid tests, troponin and some hormone tests — including some blood pregnancy tests. On isotretinoin you have monthly pregnancy tests and blood-fat and liver tests, so it is best skipped; if you take it, tell your doctor and the lab before every blood test and stop it at least two to three days beforehand. Hair thinning on isotretinoin is usually temporary and recovers after the course.',
    },
    source: {
      ref: 'US FDA Safety Communication: biotin may interfere with lab tests (2017, updated 2019); Patel DP et al. A review of the use of biotin for hair loss. Skin Appendage Disord 2017;3:166–169; NIH ODS Biotin Fact Sheet (AI 30 µg); Absorica/Accutane (isotretinoin) US prescribing information §5 (monthly pregnancy tests, lipids, liver) and §6 (hair thinning); 中国居民膳食营养素参考摄入量（2023版）生物素40 µg',
    },
  },
  {
    // en-127 "do I have to take accutane with fatty food? what counts as fatty enough" — "a meal with some
    // fat", never what that is; alcohol text added.
    id: 'isotretinoin-fatty-enough',
    // Breakfast skipped keeps the with-food row (rows-medicines.ts `isotretinoin-with-food`): which meal.
    unless: [
      /不吃早饭|不吃早餐|\bskip\w* (my )?breakfast\b|\bdon'?t (eat|have) breakfast\b|\bno breakfast\b/,
      // A named food asked about ("is peanut butter toast enough?") is the meal-examples row's (round-20 en).
      /花生酱|吐司|面包|鸡蛋|牛油果|酸奶|奶酪|坚果|\bpeanut butter\b|\btoast\b|\bbagel\b|\beggs?\b|\bavocado\b|\byogh?urt\b|\bcheese\b|\bnuts\b|\bcereal\b|\bgranola\b/,
    ],
    when: [
      /异维a酸|泰尔丝|\bisotretinoin\b|\baccutane\b|\babsorica\b|\bclaravis\b|\bamnesteem\b|\bmyorisan\b|\bzenatane\b|\broaccutane\b|\bit\b/,
      FATTY_ENOUGH,
    ],
    for: ISOTRETINOIN,
    intent: 'medicine_question',
    text: {
      zh: '**要随餐吃，但不需要特别油腻：一顿正常的、带点油脂的饭就够了。** 异维A酸是脂溶性的，空腹吃吸收能少一半左右；说明书里的研究用的是高脂早餐，日常做到“这顿饭里有脂肪”即可，比如：鸡蛋加抹了黄油或花生酱的吐司、全脂牛奶或酸奶配坚果、有奶酪或牛油果的三明治、用油炒的家常菜、肉或鱼配米饭。不够的：只喝咖啡、只吃水果、脱脂酸奶或白粥。每天固定在同一顿饭吃。个别剂型（如Absorica）空腹也可以，按你自己药盒的说明。',
      en: '**Yes, with food — but it does not need to be greasy: a normal meal that has some fat in it is enough.** Isotretinoin is fat-soluble, and on an empty stomach roughly half as much is absorbed; the label’s studies used a high-fat breakfast, but in everyday terms “a meal with fat” is enough, for example eggs with buttered or peanut-butter toast, whole milk or full-fat yoghurt with nuts, a sandwich with cheese or avocado, a dinner cooked in oil, meat or fish with rice. Not enough: coffee alone, fruit alone, fat-free yoghurt, plain toast or plain rice porridge. Take it with the same meal each day. One brand (Absorica) can be taken with or without food — follow your own leaflet.',
    },
    source: {
      ref: 'Accutane/Claravis (isotretinoin) US prescribing information §2 (take with a meal) and §12.3 (bioavailability doubled by a high-fat meal); Absorica US prescribing information §2 and §12.3 (with or without food)',
    },
  },
  {
    // en-131 "my triglycerides went up to 230 on accutane. what should I change in my diet? I live on boba
    // and ramen" — general advice, bubble tea declined, ramen passed over.
    id: 'triglycerides-bubble-tea-ramen',
    when: [TRIGLYCERIDES, BOBA_OR_RAMEN],
    notFor: [PREGNANT, PKU],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**奶茶是最该先动的：甘油三酯对糖最敏感，一杯全糖珍珠奶茶（约500毫升）含糖约35–60克、热量约300–450千卡，比一天建议的添加糖上限还多。** 做法：把每天的奶茶减到每周一两次，点小杯、三分糖或无糖、去掉或减半珍珠（珍珠本身就是一大份淀粉加糖浆），平时喝无糖茶、水或淡茶。方便面：面饼大多是油炸的，汤包盐和油都很多；每周最多一两次，换非油炸面，汤包放一半、汤别喝完，加一个鸡蛋或豆腐和一大把青菜。其他：不喝酒，甜点果汁少吃，每周吃两次鱼。甘油三酯超过约5.6毫摩尔/升（500毫克/分升）有胰腺炎风险，要尽快找医生；吃异维A酸的话，剂量由皮肤科医生根据复查决定。',
      en: '**Start with the boba: triglycerides respond most to sugar, and a regular-sugar bubble tea (16–24 oz) has about 35–60 g of sugar and 300–450 kcal — more added sugar than the whole day’s limit.** In practice: cut it from daily to once or twice a week, order the small size at 0–25 % sugar, skip or halve the pearls (tapioca pearls are a big serving of starch soaked in syrup), and drink unsweetened tea or water in between. Instant ramen: the noodles are usually fried and the seasoning is very salty; keep it to once or twice a week, choose non-fried (air-dried) noodles, use half the packet, leave the broth, and add an egg or tofu and a big handful of vegetables. Also: no alcohol, fewer sweets and juice, fish twice a week. A triglyceride level over 500 mg/dL (5.6 mmol/L) risks pancreatitis and needs your doctor soon; on isotretinoin, your dermatologist decides about the dose from your rechecks.',
    },
    source: {
      ref: 'Virani SS et al. 2021 ACC Expert Consensus Decision Pathway on the Management of ASCVD Risk Reduction in Patients With Persistent Hypertriglyceridemia. J Am Coll Cardiol 2021;78:960–993; Min JE, Green DB, Kim L. Calories and sugars in boba milk tea. Food Sci Nutr 2017;5:38–45; AHA, Added sugars (2024); Absorica/Accutane (isotretinoin) US prescribing information §5 (lipids); 中国血脂管理指南（2023年）',
    },
  },
  {
    // en-135 "can I take iron with my morning coffee? honestly that's the only time of day I remember to
    // take anything" — "keep 2 h apart" with no way to fit it into her routine.
    id: 'iron-coffee-morning-routine',
    when: [IRON_PRODUCT, COFFEE_OR_TEA, ROUTINE],
    notFor: [...IRON_NOT_WANTED, EMPTY_STOMACH_MORNING],
    intent: 'supplement_timing',
    text: {
      zh: '**别和咖啡一起吞，但可以挂在同一个早晨习惯上：一起床先用白水或一小杯橙汁把铁剂吃了，再去洗漱做早饭，咖啡放到至少一小时以后（两小时更好）。** 咖啡和茶里的多酚会让铁的吸收少一大半，所以同时喝最不划算。记住它的办法：把铁剂放在床头或牙刷旁，一起床就吃；手机设个闹钟。胃不舒服的话，可以和一点早饭（不含奶和茶）一起吃，或者改成隔天吃一次，吸收反而不差。实在只能和咖啡一起吃，也比不吃强，但补得慢，复查时告诉医生。',
      en: '**Not with the coffee itself — but you can hang it on the same morning routine: take the iron as soon as you get up, with water or a small glass of orange juice, and have your coffee at least an hour later (two is better).** Coffee and tea polyphenols cut iron absorption by more than half, so swallowing it with the coffee wastes much of the dose. To remember: keep the bottle next to your toothbrush or by the kettle, take it before you switch the coffee on, or set a phone alarm. If it upsets your stomach, take it with a bit of breakfast (not milk or tea), or take it every other day, which is absorbed at least as well. If the coffee cup is truly the only way, taking it then is better than not at all, but your levels will recover more slowly — tell your doctor at the recheck.',
    },
    source: {
      ref: 'Snook J et al. BSG guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet a day or alternate days; with vitamin C); NIH ODS Iron Fact Sheet for Health Professionals (polyphenols in coffee and tea inhibit absorption); Morck TA et al. Inhibition of food iron absorption by coffee. Am J Clin Nutr 1983;37:416–420',
    },
  },
  {
    // en-139 "Is beer really that bad for gout? what about wine or vodka soda?" — beer and wine answered,
    // vodka soda passed over and "soda" declined as if it were cola.
    id: 'gout-spirits-and-mixers',
    when: [SPIRITS],
    unless: [/无醇|\bnon-?alcoholic\b|\balcohol-?free\b|\b0\.0\b/],
    for: GOUT,
    // On the liver-toxic TB medicines no drink is allowed: their rule answers (twenty-fifth clinician review,
    // zh S1: "an occasional drink" to a man on HRZE with an ALT of 128).
    notFor: [PREGNANT, { medicines: ['isoniazid', 'rifampicin', 'pyrazinamide'] }],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**啤酒对痛风最不好（酒精加上啤酒本身的嘌呤），其次是白酒等烈酒，葡萄酒影响最小但也不是“安全”的；喝多少比喝什么更要紧。** 烈酒兑苏打水：苏打水本身无糖、不升尿酸，没问题；问题在酒精——一份（约30–45毫升）烈酒就会让尿酸和发作风险升高。别兑含糖的可乐、雪碧、果汁、汤力水，果糖也会升尿酸。发作期一滴都别喝；平时如果喝，偶尔一杯，慢慢喝、配着水和饭，不要连着几天喝，更不要一次喝很多。按时吃降尿酸药，目标是血尿酸低于360微摩尔/升。',
      en: '**Beer is the worst for gout (alcohol plus beer’s own purines), spirits come next, and wine raises the risk least but is not “safe” — how much you drink matters more than which drink.** A vodka soda: the soda water itself is sugar-free and does nothing to uric acid, so it is the better mixer; the vodka is the issue — even one or two drinks in a day raises the chance of a flare. Avoid sugary mixers (regular cola, lemonade, tonic, juice): fructose raises uric acid too. None at all during a flare; otherwise, if you drink, keep it occasional and to one drink, sipped slowly with water and food, not several days in a row and never a big night. Keep taking your urate-lowering medicine, aiming for a serum urate below 6 mg/dL.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit alcohol; limit high-fructose corn syrup); Choi HK et al. Alcohol intake and risk of incident gout in men. Lancet 2004;363:1277–1281; Neogi T et al. Am J Med 2014;127:311–318; 中国高尿酸血症与痛风诊疗指南（2019）',
    },
  },
  {
    // en-143 "how much do I drink, and tart or sweet?" after cherry juice for gout — an amount, never the
    // kind.
    id: 'cherries-tart-or-sweet',
    // "and tart or sweet?" after cherry juice: the cherries said in the message before.
    when: [TART_OR_SWEET],
    for: { all: [GOUT, { said: CHERRY }] },
    notFor: KIDNEY_DISEASE_OR_DIALYSIS,
    intent: 'food_sources',
    text: {
      zh: '**哪种樱桃都行：研究里和痛风发作较少有关的，是吃任何新鲜樱桃（一份约10–12颗），不分酸甜；小型试验用的是酸樱桃汁，但证据很弱。** 建议吃整颗的，一天一小碗算在水果里。国内常见的车厘子、国产樱桃都可以。酸樱桃汁要喝的话：只选100%无添加糖的，浓缩汁按标签兑水，一天约30毫升浓缩汁或一小杯（约240毫升），随餐喝；“樱桃饮料”往往加了糖和果葡糖浆，反而升尿酸。有糖尿病的话按一份水果算。它不能代替降尿酸药。',
      en: '**Either kind: the study linking cherries with fewer gout flares counted any fresh cherries (a serving is about 10–12), sweet or tart; the small trials used tart (Montmorency) cherry juice, and that evidence is weak.** Whole cherries are the better choice — a small bowl a day, counted as fruit. If you want the juice: only 100 % tart cherry juice with no added sugar — about 1 oz (30 ml) of concentrate diluted in water, or one small 8 oz (240 ml) glass of ready-to-drink juice a day, with a meal. “Cherry juice drinks” and cocktails often add sugar or high-fructose corn syrup, which raise uric acid. With diabetes, count it as a fruit portion. It does not replace urate-lowering medicine.',
    },
    source: {
      ref: 'Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011 (a serving ½ cup, 10–12 cherries); Schlesinger N et al. Pilot studies of cherry juice concentrate for gout flare prophylaxis. J Arthritis 2012;1:101; FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout',
    },
  },
  {
    // en-151 "Can I take vitamin K2 for my bones? I read it helps the calcium go to the bones instead of
    // the arteries" — the fracture evidence, then a generic bone list; the arteries never answered.
    id: 'k2-bones-and-arteries',
    when: [K2, ARTERIES],
    notFor: WARFARIN,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**不需要买维生素K2：它既没有证明能预防骨折，也没有证明能让钙“不去血管”。** 这个说法来自实验室原理——一种防止血管钙化的蛋白质需要维生素K才能起作用；观察性研究里吃K2多的人动脉钙化少一些，但给人补K2的随机试验没有显示它能减慢动脉钙化或减少心脏病。钙从食物来（牛奶、酸奶、豆腐、深绿叶菜）不会让血管硬化；钙片和食物加起来别超过每天的需要量（你方案里的目标）就行。对骨头真正有用的：吃够钙和维生素D，按正确方法吃阿仑膦酸钠，每周几次负重和力量锻炼，防跌倒。',
      en: '**You do not need a vitamin K2 supplement: it has not been shown to prevent fractures, nor to steer calcium away from the arteries.** The idea comes from lab biology — a protein that guards arteries against calcification needs vitamin K to work — and in observational studies people who eat more K2 have somewhat less arterial calcification, but randomised trials giving K2 supplements have not slowed arterial calcification or prevented heart disease. Calcium from food (dairy, fortified foods, tofu, greens) does not harden the arteries; keep food plus any calcium tablet within your daily target rather than above it. What does help your bones: enough calcium and vitamin D, taking your alendronate the right way, weight-bearing and strength exercise several times a week, and preventing falls.',
    },
    source: {
      ref: 'NIH ODS Vitamin K Fact Sheet for Health Professionals (osteoporosis, coronary heart disease; 2021); Lees JS et al. Vitamin K status, supplementation and vascular disease: a systematic review and meta-analysis. Heart 2019;105:938–945; Bolland MJ et al. Calcium intake and risk of fracture: systematic review. BMJ 2015;351:h4580; 中国原发性骨质疏松症诊疗指南（2022）',
    },
  },
  {
    // en-087 "what about black licorice? I love the stuff" on digoxin and furosemide — framed around
    // supplements; whether the sweets are OK never said.
    id: 'black-liquorice-sweets-heart-medicines',
    when: [LIQUORICE_SWEETS],
    for: HEART_MEDICINES,
    intent: 'medicine_question',
    text: {
      zh: '**用甘草根做的甘草糖和甘草片最好不吃：甘草里的甘草酸会让身体丢钾、留水留钠，在地高辛或利尿药（速尿、氢氯噻嗪）下，血钾低了更容易出现地高辛中毒和心律失常，也会让血压升高、水肿加重。** 美国食品药品监督管理局提醒，40岁以上的人连续两周每天吃约57克黑甘草糖就可能出现心律问题。很多“甘草味”的糖其实只用茴香调味、不含甘草提取物——看配料表：写着甘草、甘草提取物、甘草酸的就别吃。偶尔一两颗问题不大，但别当零食天天吃。出现乏力、肌肉无力、心慌或心跳不规则，及时就医。',
      en: '**Best to give real black licorice a miss: its glycyrrhizin makes the body lose potassium and hold on to salt and water, and on digoxin or a water pill (furosemide, a thiazide) low potassium makes digoxin toxicity and heart-rhythm problems more likely; it also raises blood pressure and worsens swelling.** The FDA warns that for people over 40, about 2 oz (57 g) of black licorice a day for two weeks can be enough to cause an irregular heart rhythm. Many American “licorice” sweets are flavoured with anise oil and contain no licorice root — read the label: licorice, licorice extract or glycyrrhizin in the ingredients means skip it. A piece or two now and then is not the problem; a daily habit is. Weakness, cramps, palpitations or an irregular heartbeat: get seen promptly.',
    },
    source: {
      ref: 'US FDA, Black Licorice: Trick or Treat? (2017, updated 2022); Lanoxin (digoxin) US prescribing information §5 (hypokalaemia increases toxicity); NCCIH, Licorice root (2020)',
    },
  },
  {
    // en-052 "…Would thickened drinks help me? What do I buy?" — the thickener part answered for a carer,
    // then the plan's vitamin products for "what do I buy".
    id: 'thickener-what-to-buy',
    when: [THICKENER, WHAT_TO_BUY],
    // How much, or which drinks, with a thickener already bought: the thickening row's question.
    unless: [
      /多少|几勺|各加|都要加|也加|\bhow much\b|\bhow many scoops\b|\bscoops? (per|in|for)\b|\bevery drink\b/,
      // Where to buy it, or how it differs from a home-made one: the round-20 zh row for that answers.
      /哪里?买|去哪|在哪|哪能买|买得到|区别|米糊|自制|自己打|\bwhere\b|\bhomemade\b|\bdifference\b/,
    ],
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**增稠饮料可能有帮助，但先做一次吞咽评估再买：喝水呛咳多半是稀的液体走错了路，需要稠到什么程度（国际吞咽障碍饮食标准的几级）要由康复科或言语治疗师根据你的情况定，而且不是每个人都适合。** 定了级别再买：首选黄原胶类的“速溶增稠剂”（药店、医疗器械店或网上搜“吞咽增稠剂”），它透明、不结块、放久了不会越来越稠，水、茶、果汁、牛奶都能用；淀粉类的便宜，但会越放越稠，口感发粉。按罐上的对照表和自带的量勺，按你的级别加量，搅匀后等说明上写的时间再喝；也可以买现成的增稠饮品。平时：坐直了喝，小口慢喝，不要躺着喝。大多数饮料都呛、说话声音发湿、反复肺部感染或发烧，要尽快看医生。',
      en: '**Thickened drinks can help when coughing as you drink comes from thin liquids going the wrong way — but get a swallowing assessment before you buy: a speech-language therapist (ask your doctor for a referral) sets how thick your drinks should be, and thickening is not right for everyone.** Once you have a level, buy a gum-based (xanthan) thickener — for example Resource ThickenUp Clear, Thick-It Clear Advantage, SimplyThick EasyMix or Nutilis Clear — from a pharmacy or online: it stays clear, does not keep thickening as it stands and works in water, tea, juice and milk; starch-based powders are cheaper but keep thickening and taste starchy. Use the tin’s chart for your level (IDDSI 1 slightly thick, 2 mildly thick, 3 moderately thick) with the scoop provided, stir, and wait the time on the label; ready-thickened drinks are another option. Meanwhile sit upright to drink and take small sips. Coughing with most drinks, a wet-sounding voice, chest infections or a fever: see your doctor soon.',
    },
    source: {
      ref: 'IDDSI, The International Dysphagia Diet Standardisation Initiative framework (2019): drinks levels 0–4; Cichero JAY et al. Dysphagia 2017;32:293–314; NHS, Swallowing problems (dysphagia) (2023); Royal College of Speech and Language Therapists, Dysphagia guidance',
    },
  },
  {
    // en-098 "Can I have a glass of champagne at my daughter's wedding while on methotrexate? Just the
    // toast" — "best not to drink", never whether one toast is all right.
    id: 'methotrexate-one-drink',
    when: [ALCOHOL, ONE_DRINK],
    unless: [
      /备孕|怀孕|要孩子|要宝宝|\btrying to (conceive|get pregnant|have a baby)\b|\bttc\b|\bpregnan\w*|\bivf\b/,
      /戒酒|\bsober\b|\brecovery\b|转氨酶(高|升)|肝功能(不好|异常)|\b(alt|liver (tests?|enzymes?)) (is |are |was |were )?(high|raised|up|elevated)\b/,
    ],
    for: METHOTREXATE,
    notFor: [PREGNANT, MINOR],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**每周一次的小剂量甲氨蝶呤，如果最近的肝功能（转氨酶）正常、医生也没让你完全戒酒，偶尔喝一杯酒一般没问题。** 英国的用药指南允许在国家限量内少量饮酒；一杯葡萄酒（红酒、白葡萄酒或香槟，约125–150毫升）或一小瓶啤酒（330毫升）含酒精约12–15克。有的风湿科医生建议吃甲氨蝶呤的当天不喝，可以的话避开那天。配着饭喝，多喝水，就这一杯。如果最近化验转氨酶偏高、有脂肪肝，或医生说过不能喝酒，就换成茶水或无醇饮料。',
      en: '**On weekly low-dose methotrexate, one glass (of wine, champagne or a small beer) now and then is generally fine if your recent liver blood tests (ALT) have been normal and your rheumatologist has not told you to avoid alcohol altogether.** UK guidance allows drinking within national limits (no more than 14 units a week, spread out) on methotrexate; a glass of wine or champagne (125–175 ml) is about 1.5–2 units. Some rheumatologists suggest not drinking on the day you take your methotrexate, so avoid that day if you can. Have it with food and water, and keep it to the one glass. If your liver tests were recently raised, you have fatty liver, or you were told no alcohol, have something alcohol-free instead.',
    },
    source: {
      ref: 'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic DMARDs. Rheumatology 2017;56:865–868 (methotrexate: alcohol within national limits); Versus Arthritis, Methotrexate (2023); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016)',
    },
  },
  {
    // en-113 "I work construction, outside all summer in Phoenix. How much water should I be drinking on
    // lithium?" — a 1.7 L baseline and no hourly figure; the thiazide he takes read as a maybe.
    id: 'lithium-thiazide-heat-work',
    when: [HEAT_WORK, AT_WORK, WATER_AMOUNT],
    unless: [/消肿|排水|\bwater (pills?|tablets?)\b(?! (and|with|plus))/],
    for: { all: [LITHIUM, { medicines: ['thiazide_diuretic'] }] },
    // "how much water on lithium? I work construction outside": one question in two clauses.
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**高温下干重体力活，一边干一边喝：大约每15–20分钟喝一杯（约250毫升），也就是每小时0.75–1升左右，但每小时不要超过约1.5升；少量多次，不要一次灌很多。** 出汗同时丢盐：饭菜照常吃、盐照常放，长时间大量出汗时，部分饮水换成运动饮料或口服补液盐。你在吃氢氯噻嗪，它本来就会让身体留住锂；大量出汗时锂浓度升得更快，所以入夏时请精神科医生查一次锂浓度（工作或天气变化大时再查），也告诉开利尿药的医生你在户外工作。手抖明显加重、腹泻呕吐、走路不稳、说话含糊、特别困或糊涂：马上停工到阴凉处，并就医，说明你在吃锂盐。',
      en: '**During heavy outdoor work in the heat, drink as you go: about 1 cup (8 oz, 250 ml) every 15–20 minutes — roughly 0.75–1 litre an hour — but not more than about 1.5 litres (48 oz) an hour; small amounts often, not a lot at once.** Sweat takes salt as well as water: eat your normal meals with your usual salt, and on long shifts with heavy sweating, make some of the drinks a sports drink or oral rehydration solution. You take hydrochlorothiazide, which already makes your body hold on to lithium; heavy sweating can push the level up faster, so ask your psychiatrist for a lithium level as summer starts (and after any big change in work or heat), and tell whoever prescribes the water pill that you work outdoors. A much worse tremor, diarrhoea or vomiting, unsteadiness, slurred speech, unusual sleepiness or confusion: leave work, get into the shade and get medical help, saying you take lithium.',
    },
    source: {
      ref: 'NIOSH Criteria for a Recommended Standard: Occupational Exposure to Heat and Hot Environments (2016): 1 cup every 15–20 minutes, no more than 48 oz an hour; OSHA Water. Rest. Shade. Heat illness prevention; Lithium carbonate US prescribing information §5 (sodium depletion, sweating) and §7 (thiazide diuretics raise lithium); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10',
    },
  },
  {
    // en-066 "what if I drop the E and keep just the 1 gram fish oil?" on warfarin — the moderate card and
    // the EPA+DHA target, never whether 1 g alone is acceptable.
    id: 'warfarin-fish-oil-low-dose',
    when: [FISH_OIL, FISH_OIL_ONLY],
    for: WARFARIN,
    intent: 'medicine_question',
    text: {
      zh: '**不吃维生素E是对的；每天1克鱼油（约含300毫克EPA+DHA）属于低剂量，研究里这个量没有明显改变INR或增加出血，很多抗凝门诊可以接受——保持每天一样的量，并告诉抗凝门诊或开华法林的医生。** 不要时多时少；按计划查INR，换补充剂后医生可能在一两周内加查一次；留意异常淤青、鼻出血、牙龈出血、黑便，手术或拔牙前说明你在吃鱼油。每天3克以上才是出血顾虑开始明显的量。维生素E大剂量（每天400国际单位以上）会增加华法林的出血风险，停掉它不用再补。',
      en: '**Dropping the vitamin E is the right move; 1 g of fish oil a day (about 300 mg EPA+DHA) is a low dose that studies have not found to change the INR or bleeding meaningfully, and many anticoagulation clinics accept it — keep it steady every day and tell your anticoagulation clinic or whoever prescribes your warfarin.** Do not vary the amount; keep your INR checks as planned (after a supplement change your clinic may add one within a week or two); watch for unusual bruising, nosebleeds, bleeding gums or black stools, and mention the fish oil before surgery or dental work. Bleeding concerns start at higher doses, around 3 g a day or more. High-dose vitamin E (400 IU a day or more) is what adds to warfarin’s bleeding risk, so leaving it out is sensible.',
    },
    source: {
      ref: 'Bender NK et al. Effects of marine fish oils on the anticoagulation status of patients receiving chronic warfarin therapy. J Thromb Thrombolysis 1998;5:257–261; NIH ODS Omega-3 Fatty Acids Fact Sheet for Health Professionals (interactions with warfarin); NIH ODS Vitamin E Fact Sheet for Health Professionals (anticoagulants); Coumadin (warfarin) US prescribing information §7 (botanicals and supplements: monitor INR)',
    },
  },
  {
    // en-020 "ferritin came back 18 — doc called it "low normal". should I start iron pills or just eat
    // more lentils + vitamin C?" — the reading right, vitamin C declined, spinach instead of lentils.
    id: 'low-ferritin-tablets-or-food',
    // With vitamin C said (rows-standard-common.ts `iron-food-or-tablets` leaves it out and answers the rest).
    when: [LOW_FERRITIN, PILLS_OR_FOOD, /维生素c|维c|\bvitamin c\b|\bvit c\b/],
    // Liver and the leafy greens of a very low ferritin keep the food-or-tablets row (rows-standard-common.ts).
    unless: [/猪肝|动物肝|辣木|\bliver\b|\bugu\b|\bewedu\b|\bmoringa\b/],
    notFor: [...IRON_NOT_WANTED, KIDNEY_DISEASE_OR_DIALYSIS],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'lab_result',
    text: {
      zh: '**铁蛋白低于30微克/升，即使化验单上写在“正常低限”，也说明铁储备偏低；光靠吃东西补得很慢，多数指南会用铁剂补大约三个月——请医生开并定复查时间。** 常用的是每天或隔天一片（例如硫酸亚铁或富马酸亚铁）；隔天吃吸收不差、胃也更舒服。吃的方面照样有用，也能在补完后维持：扁豆、各种豆子、豆腐、强化谷物、南瓜子、深绿叶菜（吃肉的人，红肉、动物血和肝的铁吸收最好），同一顿配上富含维生素C的食物（彩椒、橙子、猕猴桃、草莓、番茄、西兰花），植物里的铁能多吸收两三倍；茶和咖啡和饭、和铁剂隔开一两个小时。有乏力、月经量多等情况告诉医生；两三个月后复查铁蛋白和血红蛋白。',
      en: '**A ferritin under 30 µg/L (ng/mL) means low iron stores even when the lab calls it low-normal, and food alone refills them slowly — most guidelines treat it with an iron tablet for about three months, which your doctor prescribes and rechecks.** A common course is one tablet (for example ferrous sulfate or ferrous fumarate) once a day or every other day — every other day is absorbed as well and is easier on the stomach. Food still helps and keeps your stores up afterwards: lentils, beans, tofu, tempeh, fortified cereals, pumpkin seeds and dark greens (red meat, fish and poultry carry the best-absorbed iron, if you eat them), each with a vitamin C food at the same meal — peppers, citrus, kiwi, strawberries, tomatoes, broccoli — which can double or triple how much plant iron you absorb; keep tea and coffee an hour or two away from meals and the tablet. Tell your doctor about tiredness or heavy periods, and ask for ferritin and haemoglobin to be rechecked in 2–3 months.',
    },
    ifPlantBased: {
      zh: '**铁蛋白低于30微克/升，即使化验单上写在“正常低限”，也说明铁储备偏低；光靠吃东西补得很慢，多数指南会用铁剂补大约三个月——请医生开并定复查时间。** 常用的是每天或隔天一片（例如硫酸亚铁或富马酸亚铁）；隔天吃吸收不差、胃也更舒服。吃的方面照样有用，也能在补完后维持：扁豆、各种豆子、豆腐、强化谷物、南瓜子、深绿叶菜，同一顿配上富含维生素C的食物（彩椒、橙子、猕猴桃、草莓、番茄、西兰花），植物里的铁能多吸收两三倍；茶和咖啡和饭、和铁剂隔开一两个小时。有乏力、月经量多等情况告诉医生；两三个月后复查铁蛋白和血红蛋白。',
      en: '**A ferritin under 30 µg/L (ng/mL) means low iron stores even when the lab calls it low-normal, and food alone refills them slowly — most guidelines treat it with an iron tablet for about three months, which your doctor prescribes and rechecks.** A common course is one tablet (for example ferrous sulfate or ferrous fumarate) once a day or every other day — every other day is absorbed as well and is easier on the stomach. Food still helps and keeps your stores up afterwards: lentils, beans, tofu, tempeh, fortified cereals, pumpkin seeds and dark greens, each with a vitamin C food at the same meal — peppers, citrus, kiwi, strawberries, tomatoes, broccoli — which can double or triple how much plant iron you absorb; keep tea and coffee an hour or two away from meals and the tablet. Tell your doctor about tiredness or heavy periods, and ask for ferritin and haemoglobin to be rechecked in 2–3 months.',
    },
    source: {
      ref: 'NICE CKS Anaemia – iron deficiency (2024): ferritin < 30 µg/L confirms iron deficiency; Snook J et al. BSG guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet daily or on alternate days); Stoffel NU et al. Lancet Haematol 2017;4:e524 (alternate-day dosing); NIH ODS Iron Fact Sheet for Health Professionals (vitamin C and non-heme iron)',
    },
  },
  {
    // en-156 "is skipping breakfast bad? im never hungry in the morning anyway and my mom always makes me
    // eat something" — the first part answered, then the older person's enriched-meals block.
    id: 'breakfast-never-hungry',
    when: [BREAKFAST, NOT_HUNGRY_MORNING],
    notFor: [{ minAge: 65 }, PREGNANT],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**早上不饿很常见；对成年人来说偶尔不吃早饭本身没有害处，但如果你还在长身体，吃一点小早餐更好，而且不必是一顿正经饭。** 青少年不吃早饭，上午更容易没精神、注意力差，之后零食吃得更多。可以和家里人各让一步：一杯牛奶或酸奶、一根香蕉、一片抹花生酱的面包、一个煮鸡蛋，带着路上或课间吃。早上吃一点点，几天后胃口往往就来了；晚上别太晚吃宵夜也有帮助。不吃早饭也不是减肥的办法：试验里不吃早饭既不会让人变胖，也不会帮人变瘦，看的是一整天吃了多少。打胰岛素或吃降糖药的人，不要自己跳过正餐。如果不吃早饭其实是想少吃减肥，和家长或医生聊一聊。',
      en: '**Not being hungry first thing is very common, and for adults skipping breakfast is not harmful in itself — but if you are still growing, a small breakfast is the better choice, and it does not have to be a proper meal.** Teenagers who skip it tend to flag and lose concentration by late morning and make up for it with bigger snacks later. If a parent keeps asking you to eat, meet them halfway with something small you can drink or take with you: a glass of milk or a yoghurt drink, a banana, a slice of toast with peanut butter, a boiled egg, or cheese and crackers at break time. Morning appetite often comes back after a few days of eating a little, and not eating late at night helps. Nor is skipping it a weight-loss trick: in trials it neither caused weight gain nor helped weight loss — what counts is the whole day. On insulin or diabetes tablets, do not skip meals without asking your diabetes team. If skipping is really about eating less to lose weight, talk to a parent or your doctor about it.',
    },
    source: {
      ref: 'NHS, Healthy eating for teens (2022); Sievert K et al. Effect of breakfast on weight and energy intake: systematic review and meta-analysis of randomised controlled trials. BMJ 2019;364:l42; Adolphus K et al. The effects of breakfast on behavior and academic performance in children and adolescents. Front Hum Neurosci 2013;7:425; 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // en-056 "i like a small glass of sherry before dinner, it helps my appetite. is that alright at my age
    // and weight?" — an answer about "her" to a carer, her low weight never addressed.
    id: 'older-small-drink-appetite',
    when: [SMALL_DRINK, APPETITE_OR_AGE],
    // A carer asking for a parent keeps the carer's row (rows-life-stages.ts `older-alcohol-appetite`).
    unless: [
      /老人|我妈|我爸|母亲|父亲|奶奶|爷爷|外婆|姥姥|她|他|\b(mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|she|her|he|his|him)\b/,
    ],
    for: { minAge: 65 },
    notFor: [
      { medicines: ['maoi', 'metronidazole', 'disulfiram', 'insulin', 'sulfonylurea', 'anticoagulant'] },
      { conditions: ['liver_disease', 'cirrhosis'] },
    ],
    intent: 'food_sources',
    text: {
      zh: '**饭前一小杯（约50毫升）雪莉酒或黄酒，对多数老人问题不大，前提是医生或药师看过你吃的药；但你体重偏低，要让它“加在”晚饭上，而不是代替饭。** 一小杯酒精约8克，就这一杯、配着饭或饭前一会儿喝，不要天天加量。少量酒可能让有的人稍微有点胃口，但酒的热量没有蛋白质，还会影响平衡——喝完上下楼梯、起夜要小心。安眠药、镇静药、强效止痛药、抗凝药和降糖药都和酒有相互作用，吃这些药的先问药师。喝的时候配点有营养的：一小块奶酪或一杯酸奶，或者喝完就开饭。',
      en: '**A small glass of sherry (about 50 ml) before dinner is generally fine at your age if your doctor or pharmacist is happy with your medicines — but as you are underweight, make it an addition to dinner, never a replacement for food.** A small sherry is about 1 unit; keep to the one, with or shortly before your meal, and do not let it creep up. A little alcohol may help some people’s appetite slightly, but its calories carry no protein and it affects balance — take care on stairs and getting up at night afterwards. It interacts with sleeping tablets, sedatives, strong painkillers, blood thinners and diabetes medicines, so ask your pharmacist if you take any of them. Have something nourishing with it — a little soft cheese or a yoghurt — or sit down to dinner soon after.',
    },
    source: {
      ref: 'UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016); NIH National Institute on Alcohol Abuse and Alcoholism, Older adults (2022); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47',
    },
  },
  {
    // en-083 "and tomato sauce? I have spaghetti every Sunday" (after potatoes, with a potassium of 5.4 on
    // spironolactone and lisinopril) — the generic high-potassium list again.
    id: 'potassium-limit-tomato-sauce',
    when: [TOMATO_SAUCE],
    for: POTASSIUM_LIMIT,
    notFor: { conditions: ['pku'] },
    intent: 'food_sources',
    text: {
      zh: '**血钾偏高或医生让你限钾时，周日的意面可以照吃，只是番茄酱汁要少放。** 番茄酱汁是浓缩的番茄：半杯（约125克）意面番茄酱约含钾400毫克，番茄膏更浓，两汤匙就有约300毫克。做法：每盘用约四分之一杯（约60毫升）酱汁，而不是半杯以上；加洋葱、大蒜、西葫芦、彩椒一起炒，让酱显得多；或者偶尔换成蒜香橄榄油意面。买现成的选低钠的（心衰也要限盐），不要用低钠盐（氯化钾）调味；配一份生菜黄瓜沙拉。土豆也一样：少量，去皮切小块，泡水后用大量水煮、把水倒掉，能去掉一部分钾。每天能吃多少钾，由医生或营养师按你的血钾定；血钾到6.0或以上，或者乏力、心慌，当天就医。',
      en: '**With a potassium that runs high or a potassium limit, you can keep the Sunday spaghetti — just make the tomato sauce a smaller part of it.** Tomato sauce is concentrated tomato: half a cup of marinara has about 400 mg of potassium, and tomato paste more still (about 300 mg in 2 tablespoons). In practice: about a quarter cup (60 ml) of sauce per plate rather than half a cup or more; stretch it with onion, garlic, courgette (zucchini) and peppers cooked in; or swap now and then for garlic and olive oil. Choose a low-sodium jar (salt matters with heart failure too) and never season with a salt substitute (potassium chloride); add a side salad of lettuce and cucumber. Potatoes the same way: a small portion, peeled, cut small, soaked and boiled in plenty of water that you pour away, which removes part of the potassium. How much potassium you can have a day is for your doctor or dietitian to set from your results; a potassium of 6.0 or more, or weakness or palpitations, needs care the same day.',
    },
    source: {
      ref: 'USDA FoodData Central (pasta sauce, marinara, ready-to-serve; tomato paste, canned); National Kidney Foundation, Potassium and Your CKD Diet (2023); KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4',
    },
  },
  {
    // en-099 "ibuprofen on bad flare days, is that ok with my mtx?" — the interaction card and "do not add
    // it yourself", with nothing on how an occasional dose can be taken.
    id: 'methotrexate-occasional-nsaid',
    when: [NSAID, NOW_AND_THEN],
    for: METHOTREXATE,
    notFor: [PREGNANT, KIDNEY_DISEASE_OR_DIALYSIS, { medicines: ['anticoagulant', 'antiplatelet'] }],
    intent: 'medicine_question',
    text: {
      zh: '**每周一次的小剂量甲氨蝶呤，偶尔在关节痛得厉害的日子吃几天常规剂量的布洛芬，对肾功能正常的多数人是可以的——很多风湿病人本来就两种一起用；但先和风湿科医生确认一次。** 怎么吃：用最低有效剂量、最短天数，饭后吃；可以的话避开吃甲氨蝶呤的那天和第二天；呕吐、腹泻、喝水少（脱水）的时候不要吃。有肾功能不好、胃溃疡或胃出血史、在吃抗凝药，就不要用，改用对乙酰氨基酚（扑热息痛）。按时抽血复查。如果每周都需要止痛药，说明病情控制得不够好，告诉风湿科医生调整治疗。',
      en: '**On weekly low-dose methotrexate, an occasional few days of ibuprofen at a standard dose on bad flare days is generally acceptable for most people with normal kidney function — many people with arthritis take the two together — but check it once with your rheumatologist.** How: the lowest dose that works for the fewest days, with food; if you can, not on your methotrexate day or the day after; and not when you are vomiting, have diarrhoea or are not drinking enough. Skip it if you have kidney problems, a history of stomach ulcers or bleeding, or take a blood thinner — acetaminophen (paracetamol) is the alternative. Keep your regular blood tests. Needing a painkiller most weeks means the arthritis is not well controlled: tell your rheumatologist so the treatment can be reviewed.',
    },
    source: {
      ref: 'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic DMARDs. Rheumatology 2017;56:865–868 (NSAIDs with low-dose methotrexate: monitoring); Methotrexate US prescribing information §7 (NSAIDs reduce methotrexate clearance, above all at high doses); Versus Arthritis, Methotrexate (2023)',
    },
  },
];
