/**
 * Standard answers the chat declined or answered with a neighbouring topic (issue 30 §2; blind answer
 * round 13, en-US, development data since its figures were reported): protein with everyday exercise and
 * whether a shake counts, vitamin D in a northern winter, caffeine in tea and cola in pregnancy, calcium
 * from food against tablets, iron from food against tablets and every other day, the takeaway after a
 * night out, eating late, a feast of several days, water or green tea for weight, a teenager's breakfast,
 * lunch and a very low target, and the people whose rule differs (a heart-failure meal out, thirst on
 * lithium, rare meat on an immunosuppressant, herbal teas and pâté in pregnancy) — each written for the
 * class of question (subject × kind), not one question's words.
 */
import {
  LACTATING,
  LEUKAEMIA_TREATMENT,
  LOW_VITAMIN_D,
  MINOR,
  PREGNANT,
  PREGNANT_OR_NURSING,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';

/** A teenager: the plan's age, or an age, school or a parent said (audiences.ts MINOR). */
const TEEN: FaqAudience = {
  ...MINOR,
  said: new RegExp(`${MINOR.said!.source}|\\bfor school\\b|\\bschool (lunch(es)?|bag)\\b|带去学校`),
};
/** Diabetes medicines that can cause a low. */
const GLUCOSE_LOWERING: FaqAudience = {
  conditions: ['diabetes'],
  medicines: ['insulin', 'sulfonylurea', 'metformin'],
  said: /糖尿病|胰岛素|二甲双胍|\bdiabet\w*|\binsulin\b|\bmetformin\b/,
};
/** A fluid, salt or potassium limit: heart failure or kidney disease. */
const HEART_OR_KIDNEY: FaqAudience = {
  conditions: ['heart_failure', 'kidney_disease', 'dialysis'],
  said: /心衰|心力衰竭|肾病|透析|\bheart failure\b|\bckd\b|\bkidney disease\b|\bdialysis\b/,
};
const IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor', 'mycophenolate', 'azathioprine'],
  said: /移植|免疫抑制|他克莫司|环孢素|\btransplant\w*\b|\bimmuno ?suppress\w*|\btacrolimus\b|\bciclosporin\b|\bcyclosporine\b/,
};
const IRON_OVERLOAD: FaqAudience = { ironOverload: true };

const NICE_CG189 =
  'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 dietary interventions';
const CN_GUIDE = '中国居民膳食指南（2022）';
const NIH_CALCIUM = 'NIH ODS Calcium Fact Sheet for Health Professionals (2024)';
const USDA = 'USDA FoodData Central';
const BSG_2021 =
  'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051';

const PROTEIN = /蛋白|\bprotein\b|\bprotien\b|\bprotein\w*\b/;
const EVERYDAY_EXERCISE =
  /普拉提|瑜伽|遛狗|健身|攀岩|跑步|跑[一两二三四五几\d]次步|慢跑|夜跑|晨跑|骑车|游泳|运动|锻炼|\bpilates\b|\byoga\b|\bwalk(ing)? the dog\b|\bdog walk\w*|\bclimb(ing)?\b|\bboulder\w*\b|\bgym\b|\brun(ning)?\b|\bcycl(e|ing)\b|\bswim\w*\b|\bexercis\w*\b|\bwork ?out\w*\b|\btrain(ing)?\b|\bactive\b/;
// "需要加protein吗" (round 14 zh-106): whether to add protein is the same question as how much.
const ENOUGH_OR_HOW_MUCH =
  /多少|够不够|够吗|吃够|需要加|要不要加|需不需要加|要不要补|需要补|\bdo i need (more|extra|to add)\b|\bhow much\b|\benough\b|\bshould i (actually )?(be )?(eat|get|hav)\w*\b|\ba day\b|\bper day\b/;

const SHAKE = /蛋白粉|蛋白饮|乳清|奶昔|\bshakes?\b|\bprotein powders?\b|\bwhey\b|\bscoops?\b/;
const COUNTS =
  /算不算|算进|算在|包括|包含|也算|只算|只是食物|\bcount(s|ed)?\b|\binclude[sd]?\b|\bfood only\b|\bon top\b|\bpart of\b|\bas well\b/;

const TAKEAWAY_AFTER =
  /(喝完酒|喝了酒|酒后|喝酒后|散场后?).{0,12}(宵夜|夜宵|烧烤|撸串|炸鸡)|\bchipper\b|\bchippy\b|\bchip ?shop\b|\bkebabs?\b|\bfish and chips\b|\bspice bag\b|\blate[- ]night (food|takeaway|snack|munchies)\b|\bdrunk food\b|\bon the way home\b|\bafter the (pub|session|club|bar)\b/;

const SAFFRON = /藏红花|番红花|\bsaffron\b/;

const RA_DIET =
  /抗炎饮食|无麸质|戒麸质|茄科|生酮|食肉|只吃肉|\banti-?inflammatory diets?\b|\bnightshades?\b|\bgluten\b|\bcarnivore\b|\bdairy[- ]free\b|\bno dairy\b|\bno sugar\b|\belimination diets?\b|\bcut (out )?tomatoes\b/;
const RA = /类风湿|关节|甲氨蝶呤|\bra\b|\brheumatoid\b|\barthritis\b|\bjoints?\b|\bmethotrexate\b|\bmtx\b/;

const MILK_FOODS =
  /下奶|催奶|发奶|奶水|\bfor (breast ?milk|milk|my milk|supply)\b|\bincrease (my )?milk\b|\bmilk supply\b|\bmore milk\b|\bbreast ?milk\b/;
const TRADITIONAL_FOODS =
  /猪蹄|鲫鱼汤|小米粥|月子|\bpap\b|\bogi\b|\bakamu\b|\bpepper soup\b|\bugu\b|\butazi\b|\bmoringa\b|\boats?\b|\bporridge\b|\bsoups?\b|\bleaf\b|\bleaves\b|\bconfinement\b/;
const CLASH =
  /冲突|相克|影响药|一起吃|\bclash\w*\b|\binteract\w*\b|\bwith my (sertraline|medic\w*|meds|tablets?|antidepressants?)\b|\bsafe with\b/;

const WATER = /喝水|饮水|多少水|(几|多少)(升|杯|毫升)(的)?水|喝.{0,4}水|\bwater\b|\bfluids?\b/;
const HOW_MUCH_DRINK =
  /多少|几杯|几升|几瓶|\bhow much\b|\bhow many (glasses|litres|liters|cups|bottles)\b|\ba day\b|\bper day\b|\bdaily\b/;
const GOUT_SAID = /痛风|尿酸|\bgout\w*\b|\buric acid\b|\burate\b/;

const BREAKFAST_SKIP =
  /不吃早(饭|餐)|跳过早(饭|餐)|早(饭|餐)不吃|\bskip(ping|ped)? (brekkie|brekky|breakfast|brekfast|breakfest)\b|\b(no|don'?t eat|do not eat|dont have) (brekkie|brekky|breakfast)\b|\b(brekkie|brekky|breakfast) skip\w*|\bskip\w* (my |the )?(brekkie|brekky|breakfast)\b/;

const PUB_OR_OUT =
  /饭店|餐馆|下馆子|外面吃|聚餐|酒吧|外卖|\bpub\b|\bcarvery\b|\bsunday (roast|lunch|dinner)\b|\brestaurants?\b|\beat(ing)? out\b|\btakeaways?\b|\bgravy\b/;
const SALT_OR_WHAT =
  /盐|咸|酱|吃什么|吃啥|怎么点|\bsalt\w*\b|\bgravy\b|\bsodium\b|\bwhat (can|should|do) i (eat|have|order)\b|\border\b/;

const THIRST = /口渴|口干|老想喝水|\bthirst\w*\b|\bdry mouth\b|\bdrinking (a ton|loads|so much|lots)\b/;
const WHAT_TO_DRINK =
  /喝什么|换成|代替|汽水|可乐(?!果(?!汁))|饮料|\bwhat (should|can|do) i drink\b|\bdrink instead\b|\binstead\b|\bsodas?\b|\bcoke\b|\bpop\b|\bfizzy\b|\bsoft drinks?\b/;

const TOFU = /豆腐|\btofu\b/;
const HOW_MUCH_FOOD =
  /多少|几块|几克|多大|\bhow much\b|\bhow many\b|\bgrams?\b|\bportions?\b|\bthat even be\b/;
const CALCIUM = /钙|\bcalcium\b/;

const WATER_WEIGHT =
  /(多喝水|喝很多水|喝大量水|喝水).{0,6}(瘦|减肥|减重|掉秤|燃脂)|\bdrink(ing)? (loads of |lots of |a lot of |more |plenty of )?water\b.{0,40}\b(lose|losing|weight|fat|slim)\w*|\bwater\b.{0,20}\b(lose weight|weight loss|burn fat)\b/;

const GREEN_TEA = /绿茶|\bgreen tea\b|\bmatcha\b|\begcg\b/;
const FAT_BURN =
  /燃脂|减肥|刮油|瘦|\bburns? fat\b|\bfat[- ]?burn\w*\b|\bweight\b|\bmetabolism\b|\blose\b|\bslim\w*\b/;

const IRON = /补铁|铁|贫血|补血|\biron\b|\bferritin\b|\ban(a)?emi\w*|\braise my blood\b|\bblood level\b/;
const FOODS_FOR_IRON =
  /菠菜|猪肝|肝|红枣|红肉|辣木|食补|吃东西|\bugu\b|\bewedu\b|\bmoringa\b|\bliver\b|\bspinach\b|\bgreens\b|\bleaves\b|\bleafy\b|\bbeans\b|\bred meat\b|\beat(ing)?\b|\bfoods?\b|\bdiet\b/;
const INSTEAD_OF_TABLETS =
  /还是.{0,6}(吃药|铁剂|药片)|必须吃药|不吃药|代替|\btablets?\b|\bpills?\b|\bsupplements?\b|\binstead\b|\bmore iron than\b|\benough\b/;

const ALTERNATE_DAYS =
  /隔天|隔日|两天一次|\bevery other day\b|\balternate days?\b|\bevery second day\b|\bevery 2(nd)? days?\b/;

const PRENATAL =
  /爱乐维|玛特纳|善存孕|孕妇维生素|\belevit\b|\bpregnacare\b|\bprenatals?\b|\bpregnancy (multi)?vitamins?\b|\bmultivitamins?\b/;
// Not "a separate iron tablet" (whether one is needed at all: round 13 en-017).
const TOGETHER_OR_APART =
  /一起吃|同时吃|分开|隔开|\btogether\b|\bsplit\b|\bapart\b|\bsame time\b|\bseparately\b|\bor separate\b|\bseparate (them|it)\b/;

const TEA_COLA =
  /茶|可乐(?!果(?!汁))|巧克力|能量饮料|\btea\b|\bcoke\b|\bcola\b|\bpepsi\b|\bchocolate\b|\benergy drinks?\b|\bred ?bull\b|\bgreen tea\b/;
const CAFFEINE_COUNTS =
  /咖啡因|算不算|也算|包括|\bcaffeine\b|\bcount\w*\b|\binclude\w*\b|\btoo\b|\bas well\b|\bcoffee\b/;

const VITAMIN_D = /维生素d|维d|维他命d|\bvitamin d3?\b|\bvit d3?\b|\bvitd\b|\bd3\b/;
const WINTER =
  /冬天|冬季|秋冬|晒不到|没太阳|不见太阳|\bwinter\b|\bautumn\b|\boctober\b|\bnovember\b|\bdark (months|days)\b|\bno sun\b|\bseen the sun\b|\bnot much sun\b|\bmanchester\b|\bscotland\b|\bnorthern\b|\bthe uk\b/;
const STRENGTH =
  /(?<![\d.])(10|25|50|100) ?(mcg|µg|ug|微克)|(400|1,?000|2,?000|4,?000) ?(iu|单位)|几微克|多大剂量|哪个剂量|\bstrength\b|\bwhich (one|dose)\b/;

const CALCIUM_TABLETS = /钙片|补钙剂|钙尔奇|\btablets?\b|\bsupplements?\b|\bpills?\b|\badcal\b|\bcaltrate\b/;
const CALCIUM_FOODS =
  /牛奶|酸奶|奶酪|食物|饮食|\bfood\b|\bdiet\b|\bmilk\b|\bdairy\b|\bygh?o?urts?\b|\byogh?urts?\b|\bcheese\b/;
const CHEESE = /奶酪|芝士|\bcheese\b|\bcheddar\b|\bparmesan\b|\bbrie\b|\bedam\b|\bgouda\b/;

const LATE_EATING =
  /晚上吃|晚饭|夜里吃|六点以后|6点以后|过了.{0,3}点|\bat night\b|\bafter (6|7|8)( ?pm)?\b|\blate (at night|dinner|meals?)\b|\bin the evening\b|\bbefore bed\b|\bat dinner\b/;
const CARB_OR_EAT = /米饭|饭|主食|碳水|\brice\b|\bkanin\b|\bcarbs?\b|\bpasta\b|\bbread\b|\beat(ing)?\b/;
const MAKES_FAT =
  /长胖|会胖|发胖|长肉|\bmakes? you (fat|gain)\b|\bfattening\b|\bgain weight\b|\bput on weight\b|\bfat\b/;

const ALCOHOL = /酒|\bbeers?\b|\bwines?\b|\bpints?\b|\bcans?\b|\bdrinks?\b|\balcohol\b|\bbooze\b/;
const WITH_FOOD =
  /配着吃|吃点东西|边吃|垫(一下|点)|\beat (something|food)\b|\bwith (food|a meal|something)\b|\bsnacks?\b|\bfood with it\b/;

const UNDERCOOKED_MEAT =
  /生的?牛排|三分熟|五分熟|半生|带血|\brare\b|\bpink\b|\bmedium[- ]rare\b|\bundercooked\b|\btartare\b|\bcarpaccio\b|\bbloody\b/;
const MEAT = /牛排|牛肉|肉|汉堡|\bsteaks?\b|\bbeef\b|\blamb\b|\bburgers?\b|\bmeat\b|\bduck\b/;

const BUSH_TEA =
  /草药茶|凉茶|花草茶|\bbush teas?\b|\bcerasee\b|\bfever ?grass\b|\blemon ?grass\b|\bsoursop leaf\b|\bherbal teas?\b|\bmint tea\b/;

const SCHOOL_LUNCH = /午饭|午餐|便当|带饭|\blunch(es|box)?\b|\bpacked lunch\b/;
const IDEAS =
  /吃什么|带什么|怎么搭配|健康|不无聊|\bhealthy\b|\bideas?\b|\bboring\b|\bwhat (should|can) i\b|\binstead of\b|\bsandwich\w*\b/;

const FEAST =
  /婚礼|宴席|过年|春节|节日|聚会|连吃|\bwedding\b|\bfeasts?\b|\bparty\b|\bparties\b|\bchristmas\b|\beid\b|\bdiwali\b|\bholiday\b|\bfestival\b|\bcelebrations?\b|\b\d (days|nights) of\b/;
const BLOATED =
  /胀|撑|积食|没精神|\bbloat\w*\b|\bsluggish\b|\bheavy\b|\beat through\b|\bstuffed\b|\bovereat\w*\b|\btips?\b/;

const CUT_BACK =
  /少吃|节食|控制|减肥|\bcut (back|down)\b|\beat less\b|\bdiet(ing)?\b|\bslow (it )?down\b|\blose\b/;

const MTX_DAY =
  /周[一二三四五六日天]|星期[一二三四五六日天]|哪天|\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bwhich day\b|\bwhat day\b/;

const PATE = /肝酱|鹅肝|\bp[aâ]t[eé]s?(?![a-z])|\bliver\b/;
const A_LITTLE =
  /一点点|一小口|偶尔|一个月一次|就一次|\ba (small |little |tiny )?(bit|bite|taste)\b|\bonce a month\b|\bonce in a while\b|\bjust (one|once|a little)\b|\bsmall (bit|amount|portion)\b|\bnot even\b/;

const PORRIDGE = /粥|麦片|燕麦|\bporridge\b|\boatmeal\b|\boats\b|\bcongee\b|\blugaw\b|\barroz caldo\b/;
const SWALLOW_SAID =
  /呛|噎|吞咽|咽不下|\bchok\w*\b|\bswallow\w*\b|\bwrong way\b|\bcough\w* (when|while) (i )?eat\w*\b|\bdysphag\w*\b/;

const EPO = /月见草|琉璃苣|\bevening primrose\b|\bepo\b|\bstarflower\b|\bborage\b/;

const CITRUS_OTHER =
  /金桔|青柠|柠檬|\bcalamansi\b|\bkalamansi\b|\blimes?\b|\blemons?\b|\bcalamondin\b|\bdalandan\b/;

const PREGNANCY_SUPPLEMENTS =
  /补什么|吃什么(维生素|补充剂|营养品)|要补|需要补|\bwhat supplements?\b|\bwhich supplements?\b|\bwhat vitamins?\b|\bwhich vitamins?\b|\bsupplements? (do|should) i\b|\bneed to take\b|\bshould i (be )?tak\w*\b/;
/** Early in pregnancy said: "I'm pregnant, which supplements?" alone is the plan's pregnancy answer. */
const EARLY_PREGNANCY =
  /刚怀孕|刚查出|孕早期|怀孕\d+周|\d+周|\bfirst trimester\b|\bjust found out\b|\b\d+ ?(weeks?|wks?)\b|\bearly pregnancy\b/;

const TEEN_VERY_LOW = /(?<![0-9.])(1,?000|1,?100|1,?200|800|900)(?![0-9.])|一千|八百|九百/;
const OK_OR_FRIEND =
  /行吗|可以吗|够吗|\bok(ay)?\b|\bfine\b|\benough\b|\bsafe\b|\bmy friend\b|\btoo (low|little)\b/;

export const STANDARD_COMMON_FAQ: readonly FaqRow[] = [
  {
    // Round 13 en-003 "how much protein should i actually be eating a day? i do pilates 3x a week …" (the
    // RDA, then weight-gain text for the exercise part) and en-073 "am i actually getting enough protein
    // from tofu, lentils and seitan? … i climb twice a week" (a table built on egg, milk and chicken).
    id: 'protein-with-everyday-exercise',
    when: [PROTEIN, EVERYDAY_EXERCISE, ENOUGH_OR_HOW_MUCH],
    // a vegan said is the vegan protein row's (it counts tofu, nuts and tempeh against the target, with
    // the training range): the two rows of one session met in the merge
    unless: [
      /蛋白粉|\bprotein powders?\b|\bwhey\b|\bshakes? (count|counts)\b/,
      /纯素|全素|不吃蛋奶肉|不吃肉蛋奶|\bvegan\b/,
    ],
    notFor: [{ conditions: ['kidney_disease', 'dialysis', 'pku'] }, PREGNANT_OR_NURSING, MINOR],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**你方案里的蛋白质目标（每公斤体重0.8克，一般成年人的推荐量）已经够日常健康用；一周几次普拉提、瑜伽、攀岩或每天遛狗，想更好地支持肌肉和恢复，可以往上靠到每公斤约1.2克，这是经常运动的人推荐范围的下限。** 比如60公斤：推荐量约48克，往上靠约72克；专门增肌、高强度训练的人才用到每公斤1.6–2.0克，你不需要。重点是分到三顿，每顿有一份：一个鸡蛋约6克、一杯牛奶（250毫升）约8克、100克北豆腐约12–15克、一碗煮熟的扁豆或其他豆子（约200克）约18克、一掌心的鱼肉约20克。吃素的人：豆腐、豆干、豆浆、扁豆、鹰嘴豆、面筋（每100克约20克，看标签）都是好来源，每顿都有一份豆制品或豆类，一般就够，不需要蛋白粉。',
      en: '**Your plan’s protein target (0.8 g per kg of body weight a day, the adult RDA) already covers health; with pilates, yoga, climbing or daily dog walks, you can aim a little higher, about 1.2 g per kg, the bottom of the range advised for people who exercise regularly, to support muscle and recovery.** At 60 kg, for example: about 48 g at the RDA and about 72 g at 1.2 g/kg; the 1.6–2.0 g/kg figures are for people training hard to build muscle, which you are not. Spread it over your meals, some at each: an egg about 6 g, a 250 ml glass of milk about 8 g, 100 g of firm tofu about 12–15 g, a cooked cup of lentils (about 200 g) about 18 g, a palm of fish or chicken about 20 g. On a vegan diet, tofu, tempeh, soy milk, lentils, chickpeas and seitan (often 20 g or more per 100 g — check the label) are all good sources; a portion of soy or pulses at every meal usually gets you there without shakes.',
    },
    source: {
      ref: `IOM Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005); Thomas DT et al. ACSM/AND/DC joint position: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568; ${USDA}; ${CN_GUIDE}`,
    },
  },
  {
    // Round 13 en-018 "ok and does that count my protein shake or is that meant to be food only" (a protein
    // food list, then "no reliable rule for meal replacements").
    id: 'protein-shake-counts',
    when: [SHAKE, COUNTS],
    unless: [/代餐|\bmeal replacements?\b|\bslim ?fast\b|\bhuel\b|\bwater\b/],
    notFor: [{ conditions: ['kidney_disease', 'dialysis', 'pku'] }, { foodAllergies: ['milk'] }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**算：蛋白粉、奶昔里的蛋白质和食物里的一样，都计入每天的总量；方案里的蛋白质目标是一天从所有来源吃到的总数。** 一勺乳清或植物蛋白粉一般含蛋白质约20–25克（以包装标签为准）。算上它以后，多数人用正常的饭菜就已经达标，蛋白粉只是在某一顿不够、或者运动后不方便吃饭时的补充，不是必需的；吃够了也不用再加，多出来的只会当作热量。',
      en: '**Yes — the protein in a shake counts exactly like the protein in food: your plan’s target is the total from everything you eat and drink in a day.** A scoop of whey or plant protein powder usually gives about 20–25 g (check the label). Counting it, most people reach the target with ordinary meals, so a shake is a convenience for a meal that falls short or after a workout, not a requirement; once you are at the target, more adds calories rather than benefit.',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005), protein RDA as total daily intake; Jäger R et al. International Society of Sports Nutrition Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20',
    },
  },
  {
    // Round 13 en-050 "grand. and the chipper on the way home after?" (after the lowest-calorie pint) — the
    // out-of-scope menu.
    id: 'late-night-takeaway',
    when: [TAKEAWAY_AFTER],
    notFor: [{ medicines: ['maoi', 'linezolid'] }, { conditions: ['pku'] }, MINOR],
    intent: 'weight_change',
    text: {
      zh: '**喝完酒后的宵夜（烧烤、炸鸡、炸薯条、烤串）常常是一晚上热量最多的一部分，而且喝了酒更容易吃多。** 办法：出门前好好吃一顿有蛋白质和主食的晚饭，别空着肚子喝；回家路上尽量不停下来买，家里备好简单的东西（一片全麦吐司、一碗燕麦、一杯牛奶或酸奶）；真要吃，就点小份、不加大、和朋友分一份薯条，选烤的不选裹粉油炸的，不再加酱和奶酪，配一瓶水而不是含糖饮料。一晚上吃多了也不用第二天饿着补，照常吃就行。',
      en: '**The chipper on the way home is often the biggest part of the night’s calories, and drinking makes it much easier to overeat.** What helps: eat a proper dinner with protein and starch before you go out, so you are not drinking on an empty stomach; decide before you leave to go straight home, and have something simple waiting there (a slice of wholemeal toast, a bowl of cereal or porridge, a yoghurt); if you do stop, get a small or child’s portion of chips, or share one, skip the battered extras and the curry or cheese on top, go for a grilled option or a single item rather than a meal deal, and take water rather than a fizzy drink. If you overdo it one night, eat normally the next day rather than skipping meals to make up for it.',
    },
    source: {
      ref: `NHS Better Health, Calories in alcohol (drinking and eating more); ${NICE_CG189}; ${CN_GUIDE}准则五`,
    },
  },
  {
    // Round 13 en-031 "if i eat less than that will my supply drop?" (after extra calories while
    // breastfeeding) — declined.
    id: 'lactation-eating-less-supply',
    when: [
      /少吃|吃少|节食|减肥|热量|\beat(ing)? less\b|\bcut(ting)? (back|calories)\b|\bdiet(ing)?\b|\bcalories?\b|\bless than that\b/,
      /奶量|奶水|回奶|奶.{0,6}少|\bsupply\b|\bmilk\b/,
    ],
    // Losing the baby weight or a calorie floor asked: the lactation weight-loss row (rows-life-stages.ts).
    unless: [
      /酒|\balcohol\b|咖啡|\bcaffeine\b|药|\bpills?\b|葫芦巴|\bfenugreek\b/,
      /减肥|减重|瘦|多少卡|最少吃多少|\blose (the )?(baby )?weight\b|\bweight\b|\bhow (many|few) calories\b|\bminimum\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**少吃一点一般不会让奶量下降，前提是慢慢来：每天不低于大约1800千卡，每周体重减少不超过约0.5公斤。** 研究里，哺乳期妈妈适度少吃、加上运动，每周减0.5公斤左右，宝宝的生长没有受影响。吃得太少（比如一天不到1500千卡、快速节食、代餐或减肥药），才可能影响奶量，也会让你更累。做法：少喝含糖饮料、少吃甜点和油炸零食，每餐保留主食、蛋白质、蔬菜和奶；饿了就吃健康的加餐，口渴就喝水。产后头六周最好先不刻意减重。如果发现宝宝尿布变少、体重长得慢，先恢复正常饮食，并请医生或哺乳顾问看看。',
      en: '**Eating a little less usually does not lower your supply, as long as it is gradual: stay at or above roughly 1,800 kcal a day and lose no more than about 0.5 kg (1 lb) a week.** In trials, breastfeeding mothers who ate somewhat less and exercised lost about 0.5 kg a week with no effect on their babies’ growth. Cutting hard — well under 1,500 kcal, crash diets, meal-replacement shakes or diet pills — is what can affect supply, and it leaves you more exhausted. In practice: cut sugary drinks, sweets and fried snacks rather than meals, keep starch, protein, vegetables and dairy at each meal, eat a healthy snack when you are hungry, and drink to thirst. It is best not to diet at all in the first six weeks. If the baby has fewer wet nappies or is gaining slowly, go back to eating normally and see your doctor, midwife or a lactation consultant.',
    },
    source: {
      ref: 'IOM, Nutrition During Lactation (1991): intakes below 1,800 kcal a day not advised; Lovelady CA et al. The effect of weight loss in overweight, lactating women on the growth of their infants. N Engl J Med 2000;342:449–453; 中国哺乳期妇女膳食指南（2022）',
    },
  },
  {
    // Round 13 en-070 "ok what about saffron then, saw a whole tiktok on it for mood" (after St John's wort
    // while nursing on sertraline) — the refusal named St John's wort, not saffron.
    id: 'saffron-for-mood',
    when: [SAFFRON],
    intent: 'herbal_remedy',
    text: {
      zh: '**做菜用的一点藏红花没问题；但把藏红花胶囊或提取物当“情绪药”吃，我没有可靠的依据说它安全有效。** 几项小型研究提示它可能对轻度抑郁有帮助，但研究规模小、时间短，没有和舍曲林这类抗抑郁药一起吃的安全性研究，哺乳期也几乎没有数据。它不能代替处方抗抑郁药，也别和处方药叠加着吃；想换治疗方案或觉得情绪没有改善，请和开药的医生商量，不要自己停药。',
      en: '**Saffron as a spice in food is fine; as a capsule or extract for mood, I have no reliable basis to say it is safe or works.** A few small, short trials suggest it may help mild depression, but they are small, none tested it together with an antidepressant such as sertraline, and there is almost no information on it while breastfeeding. Do not use it instead of, or on top of, a prescribed antidepressant; if you want to change treatment or your mood is not improving, talk to the doctor who prescribes it, and do not stop the medicine on your own.',
    },
    source: {
      ref: 'NCCIH, Saffron (2020): small studies in depression, safety not established in pregnancy and breastfeeding',
    },
  },
  {
    // Round 13 en-088 "anti-inflammatory diets for RA, no nightshades, no gluten, no dairy, no sugar, some
    // people say go full carnivore?? … what actually has evidence" — answered with the folic acid dose
    // and an ibuprofen interaction.
    id: 'rheumatoid-diet-evidence',
    when: [RA_DIET, RA],
    unless: [/姜黄|\bturmeric\b|\bcurcumin\b/],
    notFor: PREGNANT,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**类风湿关节炎没有哪种“抗炎饮食”能代替药物；证据最多的是地中海式饮食，其他的大多没有被证实。** 有一些证据的：地中海式饮食（蔬菜水果、全谷物、豆类、坚果、橄榄油、每周两次左右的鱼），对关节症状可能有小幅帮助，对心脏也好（类风湿的人心血管风险偏高）；鱼油有小的帮助，但要吃到较大的量，先问风湿科医生；保持健康体重和不吸烟。没有证据的：不吃茄科（番茄、土豆、茄子、辣椒）——没有研究支持，个别人觉得好转可以自己观察，但不必全家都戒；无麸质——只有确诊乳糜泻的人需要；不吃奶——对关节没有被证实的好处，还少了钙，而甲氨蝶呤加上类风湿本身都会影响骨骼；只吃肉的“食肉饮食”——没有研究，缺纤维、脂肪高。吃甲氨蝶呤时：按医嘱吃叶酸，酒尽量少喝（和肝功能有关，具体听医生的），坚持抽血复查。',
      en: '**No diet replaces your medicine in rheumatoid arthritis; the Mediterranean-style diet has the most evidence, and most of the rest is unproven.** Some evidence: a Mediterranean-style diet (vegetables, fruit, whole grains, beans, nuts, olive oil, fish about twice a week) may help joint symptoms a little and protects the heart, which matters because RA raises heart risk; fish oil helps a little but only at fairly large doses — ask your rheumatologist first; keeping a healthy weight and not smoking. No good evidence: cutting nightshades (tomatoes, potatoes, aubergine, peppers) — no trials support it; if one food seems to flare you, you can test it yourself, but there is no need to cut the whole family; gluten-free — only needed if you have coeliac disease; dairy-free — no proven joint benefit, and it removes calcium when RA and its treatment already threaten bone; a carnivore (meat-only) diet — no studies, no fibre, high in saturated fat. On methotrexate: take your folic acid as prescribed, keep alcohol low (your rheumatologist will say how much, because of the liver), and keep your blood tests.',
    },
    source: {
      ref: 'Gwinnutt JM et al. 2021 EULAR recommendations regarding lifestyle behaviours and work participation to prevent progression of rheumatic and musculoskeletal diseases. Ann Rheum Dis 2023;82:48–56; Hagen KB et al. Dietary interventions for rheumatoid arthritis. Cochrane Database Syst Rev 2009;CD006400; British Society for Rheumatology guideline for DMARD therapy (2017)',
    },
  },
  {
    // Round 13 en-106 "pap, pepper soup and plenty ugu leaf for breastmilk. Abeg is there anything in that
    // that clashes with my sertraline, and does it really increase milk?" — answered whether sertraline
    // is safe in breastfeeding.
    id: 'lactation-traditional-foods-medicine',
    when: [MILK_FOODS, TRADITIONAL_FOODS, CLASH],
    unless: [/葫芦巴|\bfenugreek\b|啤酒酵母|\bbrewer'?s yeast\b|\bdomperidone\b|吗丁啉|酒|\balcohol\b/],
    for: LACTATING,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**这些家常的“下奶”食物（小米粥、猪蹄汤、鲫鱼汤、蔬菜汤）和舍曲林没有已知的相互作用，可以照常吃；舍曲林本身和食物一起吃或分开吃都可以。** 它们是有营养的饭菜，但能“增加奶量”的证据很少：决定奶量的主要是宝宝吃得多勤、吃得好不好——按需喂、每天8–12次、夜里也喂，或者用吸奶器多排空。口渴就喝水，不用硬灌。如果奶量真的少、宝宝体重长得不好，请找医生或哺乳顾问看看含接和喂养次数，不要自己停舍曲林。',
      en: '**None of these home foods for milk — pap (ogi), pepper soup, ugu and other leafy soups — has any known interaction with sertraline, so you can eat them as usual; sertraline itself can be taken with or without food.** They are nourishing meals, but there is little evidence that any food increases milk: supply follows how often and how well milk is removed — feeding on demand, 8–12 times a day including at night, or pumping after feeds. Drink to thirst; there is no need to force extra fluids. If your supply seems low or the baby is not gaining well, see your doctor, midwife or a lactation consultant to check latch and feeding frequency, and do not stop your sertraline on your own.',
    },
    source: {
      ref: 'Brodribb W; Academy of Breastfeeding Medicine. ABM Clinical Protocol #9: Use of Galactogogues in Initiating or Augmenting Maternal Milk Production, second revision 2018. Breastfeed Med 2018;13:307–314; LactMed (NLM), Sertraline (2024); Zoloft (sertraline) US prescribing information §2',
    },
  },
  {
    // Round 13 en-110 "uric acid came back 8.9 mg/dL. how much water should I be drinking a day" — answered
    // about alcohol.
    id: 'gout-water-how-much',
    when: [WATER, HOW_MUCH_DRINK],
    unless: [/\bbeers?\b|\bwines?\b|\bspirits?\b|\balcohol\b|啤酒|白酒|碱性水|苏打水|\balkaline\b/],
    for: { conditions: ['gout'], said: GOUT_SAID },
    notFor: HEART_OR_KIDNEY,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**痛风或尿酸高的人，每天喝水（包括淡茶、汤等不含糖的液体）2000毫升以上，大约8杯，天热、出汗多时再多一些。** 尿量多有助于尿酸从肾脏排出，也能减少尿酸结石；以白开水为主，少喝含糖饮料和果汁（果糖会升尿酸）。如果医生因为心脏或肾脏的原因让你限水，按医生说的量。但要说清楚：多喝水帮得上忙，却不能单靠它把尿酸降到目标（痛风一般要求低于360微摩尔每升，约6毫克每分升）；尿酸明显偏高又有过痛风发作的，请和医生讨论降尿酸药。',
      en: '**With gout or a high uric acid, aim for at least 2 litres of fluid a day (about 8 glasses), mostly water, and more in hot weather or when you sweat a lot.** Passing plenty of urine helps the kidneys clear uric acid and lowers the risk of uric acid stones; keep to water, tea or coffee without sugar, and go easy on sugary drinks and fruit juice, whose fructose raises uric acid. If a doctor has limited your fluids for your heart or kidneys, follow that limit instead. To be clear: water helps, but it will not bring a level of 8.9 mg/dL down to the gout target (below 6 mg/dL, 360 µmol/L) on its own — if you have had gout attacks, ask your doctor about urate-lowering medicine.',
    },
    source: {
      ref: '中国高尿酸血症与痛风诊疗指南（2019）; 中华人民共和国卫生行业标准 WS/T 560-2017 高尿酸血症与痛风患者膳食指导; FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760',
    },
  },
  {
    // Round 13 en-121 "skipping brekkie bad?" (a teenager) — the out-of-scope menu.
    id: 'skipping-breakfast',
    // "Is it bad", "does it matter": the filling-breakfast row (rows-everyday.ts) answers what to eat.
    when: [
      BREAKFAST_SKIP,
      /不好|有害|伤身|伤胃|会怎么样|要紧|行吗|可以吗|没关系|\bbad\b|\bok(ay)?\b|\bmatter\b|\bharm\w*\b|\bunhealthy\b|\bfine\b|\bworse\b/,
    ],
    // A medicine taken around a skipped breakfast is that medicine's question (a binder, insulin …).
    unless: [
      /药|片|服用|\bmedic\w*|\bmeds\b|\btablets?\b|\bpills?\b|\bdose\b|\btakes? (it|one|them|his|her|my)\b/,
    ],
    notFor: [GLUCOSE_LOWERING, PREGNANT],
    intent: 'weight_change',
    text: {
      zh: '**还在长身体的青少年，最好每天吃早饭：不吃早饭的孩子上午更容易没精神、注意力差，中午和放学后也更容易吃多、吃零食。** 不用很丰盛：一杯牛奶或豆浆加一片全麦面包或一个包子、一个鸡蛋，或者燕麦加水果，五分钟就能吃完；早上吃不下，可以带一个香蕉、一盒牛奶到学校课间吃。成年人偶尔不吃早饭不算“有害”，研究显示它本身不会让人长胖或变瘦，关键是一天吃的总量和质量；但吃胰岛素或降糖药的人不要随便不吃饭，先问医生。',
      en: '**If you are still growing, eating breakfast every day is the better choice: teenagers who skip it tend to feel tired and find it harder to concentrate in the morning, and often make up for it with bigger lunches and snacks later.** It does not need to be big: a glass of milk with a slice of wholegrain toast and an egg, cereal or porridge with fruit, or yoghurt and a banana takes five minutes; if you cannot face food early, take a banana and a carton of milk for break time. For adults, skipping breakfast now and then is not harmful in itself — trials show it neither causes weight gain nor helps weight loss; what counts is what you eat over the whole day. On insulin or diabetes tablets, do not skip meals without asking your doctor.',
    },
    source: {
      ref: '中国学龄儿童膳食指南（2022）; NHS, Healthy eating for teens (2022); Sievert K et al. Effect of breakfast on weight and energy intake: systematic review and meta-analysis of randomised controlled trials. BMJ 2019;364:l42',
    },
  },
  {
    // Round 13 en-124 "What can I eat when we go to the pub for Sunday roast, the gravy's so salty" (heart
    // failure, potassium 5.4) — the weight-loss eating-out text.
    id: 'heart-kidney-eating-out-salt',
    when: [PUB_OR_OUT, SALT_OR_WHAT],
    for: HEART_OR_KIDNEY,
    notFor: { conditions: ['pku'] },
    intent: 'food_sources',
    text: {
      zh: '**在外面吃饭也能守住限盐：选原味烤、蒸、炖的肉或鱼，加上少油的蔬菜，酱汁和卤汁另外放、只蘸一点，不再加盐。** 盐最多的往往是酱汁、卤汁、汤、腌肉（火腿、培根、香肠）、咸菜和加工的配菜，少点或不点；汤喝一两口就好。血钾偏高的话，土豆、番茄、菌菇和浓汤也要适量，一份普通的量，不要双份；不要用含钾的“低钠盐”。一顿吃咸了，当天其余几顿清淡一点，注意脚肿和体重：两三天体重涨2公斤以上或气短加重，及时联系医生。医生给你定了限水量的，饮料和汤也要算进去。',
      en: '**You can eat out and still keep salt down: choose plain roast, grilled or steamed meat or fish with vegetables, have the gravy or sauce on the side and use a little, and add no salt at the table.** The saltiest parts of a pub roast are usually the gravy, stuffing, pigs in blankets, bacon, ham, sausages and any soup; skip or keep them small. With a high potassium, keep potatoes, tomatoes, mushrooms and rich stock to a normal single portion rather than seconds, and never use potassium-based “low-salt” substitutes. If one meal is salty, keep the rest of the day plain, and watch your ankles and weight: a gain of more than 2 kg in two or three days, or more breathlessness, means calling your heart team. If your doctor set a fluid limit, count drinks and gravy in it.',
    },
    source: {
      ref: 'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599–3726 (avoid more than 5 g salt a day); NICE NG106 Chronic heart failure in adults (2018), 1.3 (potassium-containing salt substitutes); KDIGO 2024 CKD guideline, 3.3',
    },
  },
  {
    // Round 13 en-139 "Lithium has me thirsty all the time and I'm drinking a ton of soda, gained 10 lbs.
    // what should I drink instead" — the never-stop-your-medicine answer, then a refusal on soda.
    id: 'lithium-thirst-drinks',
    when: [THIRST, WHAT_TO_DRINK],
    for: { medicines: ['lithium'] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**锂盐常让人口渴、尿多，这时候一定要喝够水，不能少喝；但饮料换成白开水、淡茶、无糖的气泡水，含糖汽水尽量不喝，它是体重增加的一个主要来源。** 一罐330毫升的普通可乐约含35克糖、约140千卡，一天几罐就很可观；无糖可乐可以偶尔喝，但含咖啡因：每天的咖啡因要保持稳定，咖啡因的量突然变化会影响锂的浓度。另外，一直口渴、尿很多要告诉开药的医生：要查锂浓度、肾功能和甲状腺；你同时吃氢氯噻嗪，它会升高锂浓度，更要按时抽血。出现手抖加重、腹泻呕吐、走路不稳、说话含糊、意识模糊，是锂中毒的信号，要当天就医。锂盐照常吃，不要自己减药或停药。',
      en: '**Thirst and passing a lot of urine are common on lithium, so keep drinking enough — never cut back — but make it water, plain tea or sugar-free sparkling water rather than sugary soda, which is likely a big part of the weight gain.** A regular 330 ml can of cola has about 35 g of sugar and about 140 kcal, so several a day adds up fast; diet soda is fine now and then, but it has caffeine: keep your daily caffeine steady, because a sudden change in caffeine changes your lithium level. Tell the doctor who prescribes your lithium about the constant thirst: it calls for a check of your lithium level, kidney function and thyroid, all the more because hydrochlorothiazide raises lithium levels. Worse tremor, vomiting or diarrhoea, unsteadiness, slurred speech or confusion are signs of lithium toxicity and need a doctor the same day. Keep taking your lithium as prescribed.',
    },
    source: {
      ref: 'Priadel (lithium carbonate) SmPC §4.4, §4.5 (thiazide diuretics raise lithium levels), §4.8 (polyuria, polydipsia, weight gain); NICE CG185 Bipolar disorder (2014, updated 2023), 1.10.3 (lithium monitoring); USDA FoodData Central (cola)',
    },
  },
  {
    // Round 13 en-142 "how much tofu would that even be lol" (after vegan calcium) — the soy-and-oestrogen
    // text.
    id: 'tofu-calcium-how-much',
    when: [TOFU, HOW_MUCH_FOOD],
    // Calcium said in the message or the one before ("how much tofu would that even be" after vegan
    // calcium): the soy-and-hormones row answers soy portions otherwise.
    for: { said: CALCIUM },
    notFor: [HEART_OR_KIDNEY, { conditions: ['gout'] }, { hypercalcaemia: true }],
    intent: 'food_sources',
    text: {
      zh: '**关键看是不是“钙凝固”的豆腐（配料表里有硫酸钙或氯化钙，也就是用石膏点的北豆腐）：这种豆腐每100克含钙约350毫克，老豆腐更多，可到600毫克以上；用盐卤（氯化镁）点的、内酯豆腐含钙少得多。** 成年人每天要钙800毫克左右（美国的推荐是1000毫克），所以每天吃100–150克石膏点的北豆腐（大约半盒、手掌大的一两块），就能提供一半左右；再加上一杯强化钙的豆浆、一份绿叶菜（小白菜、芥蓝、羽衣甘蓝），一天就够了。买的时候看营养成分表上的“钙”，不同品牌差别很大。',
      en: '**It depends on whether the tofu is calcium-set (the label lists calcium sulphate or calcium chloride): calcium-set tofu gives about 350 mg of calcium per 100 g, and firm calcium-set tofu can give 600 mg or more; tofu set with nigari (magnesium chloride) alone, or silken tofu, has far less.** Adults need about 1,000 mg a day, so 100–150 g of firm calcium-set tofu (roughly a third to half a standard block) covers about half; add a glass of calcium-fortified soy drink and a serving of low-oxalate greens such as pak choi, kale or broccoli, and you are there. Check the calcium on the nutrition label — brands differ a lot.',
    },
    source: {
      ref: `${USDA} (tofu prepared with calcium sulfate, regular and firm; tofu prepared with nigari); ${NIH_CALCIUM}; 中国居民膳食营养素参考摄入量（2023版）`,
    },
  },
  {
    // Round 13 en-143 "does drinking loads of water make you lose weight" (a teenager) — the general
    // weight-loss text.
    id: 'water-and-weight-loss',
    when: [WATER_WEIGHT],
    notFor: HEART_OR_KIDNEY,
    intent: 'weight_change',
    text: {
      zh: '**光多喝水不会“燃烧脂肪”；它帮得上忙，是因为白水没有热量，用它代替含糖饮料、奶茶和果汁，每天就少了不少热量。** 饭前喝一杯水可能让人稍微饱一点，但效果很小。每天喝够就行：成年人大约1500–1700毫升（七八杯），天热、运动出汗多再加；不用硬灌，喝太多反而可能有害（血钠被稀释）。真正影响体重的是吃的总量、含糖饮料和零食、运动和睡眠。还在长身体的青少年不要节食减肥，想减重先和家长一起问问医生。',
      en: '**Water does not burn fat on its own; it helps because it has no calories, so drinking it instead of soda, juice, energy drinks or sweet coffee drinks cuts a lot of calories.** A glass before meals may make you feel a little fuller, but the effect is small. Drink enough rather than “loads”: about 6–8 glasses a day, more in hot weather or when you exercise; forcing down very large amounts is not helpful and can even be dangerous (it dilutes the salt in your blood). What really moves weight is what and how much you eat, sugary drinks and snacks, activity and sleep. If you are still growing, do not diet — talk to a doctor with a parent first if you want to lose weight.',
    },
    source: {
      ref: `NHS, Water, drinks and your health (2023; 6–8 glasses a day); ${CN_GUIDE}准则四; Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report. Pediatrics 2016;138:e20161649`,
    },
  },
  {
    // Round 13 en-154 "what about green tea? apparently it burns fat" — declined as green tea.
    id: 'green-tea-fat-burning',
    when: [GREEN_TEA, FAT_BURN],
    notFor: [{ medicines: ['vitamin_k_antagonist', 'lithium', 'maoi'] }, PREGNANT_OR_NURSING],
    intent: 'weight_change',
    text: {
      zh: '**绿茶“燃脂”的效果非常小，几乎可以忽略：研究里绿茶提取物让人多减的体重很少，而且没有统计学意义。** 平时喝几杯绿茶没问题（不加糖，比含糖饮料好得多），但它含咖啡因，下午以后少喝，以免影响睡眠。不要买绿茶提取物胶囊、“燃脂片”这类产品：高剂量的茶多酚（EGCG）和肝损伤有关。青少年不适合任何减肥药或燃脂产品，想减重先和家长一起问医生。',
      en: '**Green tea’s fat-burning effect is tiny: in trials, green tea preparations led to very little extra weight loss, not a meaningful amount.** A few cups of plain green tea a day are fine — far better than sugary drinks — but it has caffeine, so go easy after mid-afternoon for your sleep. Skip green tea extract capsules and “fat burner” pills: high doses of its catechin EGCG have been linked to liver injury. Teenagers should not take any diet pills or fat burners; talk to a doctor with a parent first if you want to lose weight.',
    },
    source: {
      ref: 'Jurgens TM et al. Green tea for weight loss and weight maintenance in overweight or obese adults. Cochrane Database Syst Rev 2012;CD008650; EFSA Scientific Opinion on the safety of green tea catechins. EFSA J 2018;16:5239',
    },
  },
  {
    // Round 13 en-114 "Will eating ugu, ewedu and liver raise my blood or I must use tablets? my ferritin is
    // 8" (declined) and en-151 "and moringa? my aunty sells the powder and says it has more iron than
    // anything" (the iron dose block).
    id: 'iron-food-or-tablets',
    when: [IRON, FOODS_FOR_IRON, INSTEAD_OF_TABLETS],
    unless: [
      /铁锅|\bcast[- ]iron\b|\bvitamin c\b|\borange juice\b|\btea\b|\bcoffee\b|\bvegans?\b|\bvegetarians?\b/,
      // "Is the iron in Elevit enough?": the prenatal's iron is the question, answered by the pregnancy
      // rows (blind answer round 50, en-001: this text, for a woman at 24 weeks, unsafe).
      /爱乐维|玛特纳|善存孕|孕妇(复合)?维生素|\belevit\b|\bpregnacare\b|\bprenatals?\b|\bpregnancy (multi)?vitamins?\b/,
    ],
    notFor: [IRON_OVERLOAD, { conditions: ['haemoglobinopathy'] }],
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**已经确诊缺铁（铁蛋白很低，比如低于15，或者已经贫血）时，光靠吃补不回来，要按医生开的吃铁剂；食物是帮手，不是替代。** 铁剂一片含的铁远多于一天饭菜里能吸收的量（食物里的铁每天真正吸收的只有一两毫克）。绿叶菜和辣木粉里的是植物铁，吸收率低，再多也顶不上铁剂；猪肝、红肉里的铁吸收得好；猪肝每周最多一次、一次约50克就够（它的维生素A含量很高），怀孕期间不要吃肝。吃饭时配上维生素C多的蔬菜水果，茶和咖啡放到两餐之间。铁剂一般吃到血红蛋白正常后再吃约三个月把储备补满，吃了两到四周请复查血常规；同时要找缺铁的原因（月经量多、胃肠道出血等）。',
      en: '**With proven iron deficiency — a ferritin as low as yours (below 15 means the stores are empty) — food alone will not refill your iron; you need the tablets your doctor prescribes, and food supports them.** One iron tablet gives far more iron than you can absorb from a day’s meals (only one or two milligrams a day of food iron is actually absorbed). Leafy greens such as ugu, ewedu and spinach, and moringa powder, contain plant iron that is poorly absorbed, however much you eat; liver and red meat carry well-absorbed iron — liver at most once a week, about 50 g, because it is very high in vitamin A, and none in pregnancy. Eat a vitamin C food (oranges, peppers, tomatoes) at the same meal, and keep tea and coffee between meals. Tablets usually continue for about three months after your haemoglobin is back to normal to refill the stores; have a blood count after 2–4 weeks, and make sure the cause of the iron loss (heavy periods, the gut) is looked for.',
    },
    // A vegan or vegetarian (the plan's diet, or said) hears the same answer with plant sources in place
    // of liver and red meat (blind answer round 17 en-045; round 18 showed that dropping the row let the
    // lab reader call a ferritin of 15 "normal").
    ifPlantBased: {
      zh: '**已经确诊缺铁（铁蛋白很低，比如低于15，或者已经贫血）时，光靠吃补不回来，要按医生开的吃铁剂；食物是帮手，不是替代。** 铁剂一片含的铁远多于一天饭菜里能吸收的量（食物里的铁每天真正吸收的只有一两毫克）。菠菜、绿叶菜和辣木粉里的植物铁吸收率低，再多也顶不上铁剂；吃素时更好的铁来源是豆类、豆腐豆制品、强化铁的谷物和芝麻酱，每餐配上维生素C多的蔬菜水果，茶和咖啡放到两餐之间。铁剂一般吃到血红蛋白正常后再吃约三个月把储备补满，吃了两到四周请复查血常规；同时要找缺铁的原因（月经量多、胃肠道出血等）。',
      en: '**With proven iron deficiency — a ferritin as low as yours (below 15 means the stores are empty) — food alone will not refill your iron; you need the tablets your doctor prescribes, and food supports them.** One iron tablet gives far more iron than you can absorb from a day’s meals (only one or two milligrams a day of food iron is actually absorbed). Spinach, other leafy greens and moringa powder contain plant iron that is poorly absorbed, however much you eat; on a vegan or vegetarian diet the better sources are beans, lentils, tofu and other soy foods, fortified cereals and tahini. Eat a vitamin C food (oranges, peppers, tomatoes) at the same meal, and keep tea and coffee between meals. Tablets usually continue for about three months after your haemoglobin is back to normal to refill the stores; have a blood count after 2–4 weeks, and make sure the cause of the iron loss (heavy periods, the gut) is looked for.',
    },
    source: {
      ref: `${BSG_2021}; NICE CKS Anaemia – iron deficiency (2024); NIH ODS Iron Fact Sheet for Health Professionals (2024); 中国居民膳食营养素参考摄入量（2023版）`,
    },
  },
  {
    // Round 13 en-083 "someone said every other day works better, is that true?" (after iron with orange
    // juice) — declined.
    id: 'iron-every-other-day',
    when: [ALTERNATE_DAYS],
    // Iron named in the message itself: the everyday iron-every-other-day topic answers (intents/everyday.ts);
    // this row is for the follow-up that names nothing ("someone said every other day works better").
    unless: [IRON, /\bferr\w*|硫酸亚铁|富马酸亚铁|速力菲|力蜚能/],
    for: { ironDeficiency: true, said: IRON },
    notFor: [IRON_OVERLOAD],
    intent: 'supplement_timing',
    text: {
      zh: '**有一定道理：研究发现，铁剂隔天吃一次，每次吸收的比例比天天吃更高，胃肠道反应（恶心、便秘）也更少；英国的缺铁性贫血指南也把“每天一次或隔天一次”都列为可以的方式。** 原因是吃一次铁后，身体会在约一天内减少铁的吸收，隔一天再吃就恢复了。但总的补充量隔天吃会少一些，所以要不要改、改了吃多久，请和开药的医生商量，不要自己减量；每天吃两三次的方法已经不推荐。改成隔天吃的话，固定在同一时间，空腹或随少量食物，配维生素C，避开茶、咖啡、牛奶和钙片；两到四周后复查血常规，看血红蛋白有没有上来。',
      en: '**There is something to it: in studies, iron taken every other day is absorbed better per dose than iron taken every day, with less nausea and constipation, and the British guideline on iron deficiency anaemia lists once daily or alternate days as acceptable.** After a dose, the body turns down iron absorption for about a day, so a dose on the next day is partly wasted. The total taken is smaller, though, so whether to switch and for how long is for the doctor who prescribed it — do not cut the dose on your own; two or three doses a day is no longer advised. If you switch, take it at the same time, on an empty stomach or with a little food, with vitamin C, away from tea, coffee, milk and calcium, and have your blood count checked after 2–4 weeks to see that the haemoglobin is rising.',
    },
    source: {
      ref: `${BSG_2021}; Stoffel NU et al. Iron absorption from oral iron supplements given on consecutive versus alternate days and as single morning doses versus twice-daily split dosing in iron-depleted women. Lancet Haematol 2017;4:e524–e533`,
    },
  },
  {
    // Round 13 en-037 "and should I take them both together or split them?" (Elevit and an iron tablet in
    // pregnancy) — declined.
    id: 'prenatal-and-iron-apart',
    when: [
      new RegExp(`${IRON.source}|${PRENATAL.source}|\\bboth\\b|\\bthem\\b|两种|两个`),
      TOGETHER_OR_APART,
    ],
    // A prenatal said here or before (not another medicine spaced from iron: tramadol, review 10).
    for: { all: [PREGNANT, { said: new RegExp(`${IRON.source}`) }, { said: PRENATAL }] },
    notFor: IRON_OVERLOAD,
    intent: 'supplement_timing',
    text: {
      zh: '**分开吃更好：孕妇复合维生素里通常有钙（有的还有锌），钙会减少铁的吸收，所以铁剂和它隔开两小时左右。** 常见的安排：铁剂早上空腹或随少量食物、配一杯橙汁或含维生素C的水果吃；孕妇维生素放到午饭或晚饭时吃。铁剂前后一两个小时避开茶、咖啡、牛奶，也避开钙片和抗酸药。空腹吃恶心的话，可以随餐吃，比不吃好。孕期补铁的量和疗程听产科医生或助产士的，吃两三周后通常会复查血红蛋白。',
      en: '**Split them: prenatal multivitamins usually contain calcium (and some zinc), which lowers iron absorption, so keep the iron tablet about two hours away from it.** A common plan: the iron tablet in the morning on an empty stomach or with a little food and a glass of orange juice or another vitamin C source, and the prenatal with lunch or dinner. For an hour or two either side of the iron, avoid tea, coffee, milk, calcium tablets and antacids. If iron on an empty stomach makes you sick, take it with food — better than not taking it. The dose and how long to take it are for your midwife or obstetrician, who will usually re-check your haemoglobin after two to three weeks.',
    },
    source: {
      ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830; NIH ODS Iron Fact Sheet for Health Professionals (2024), interactions with calcium',
    },
  },
  {
    // Round 13 en-040 "does that include tea and coke too" (after coffee in pregnancy) — declined as coffee.
    id: 'pregnancy-caffeine-sources',
    when: [TEA_COLA, CAFFEINE_COUNTS],
    unless: [/无咖啡因|低因|\bdecaf\w*\b|草药茶|\bherbal\b|\bbush tea\b|\bcerasee\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**算：孕期每天咖啡因不超过200毫克，茶、可乐、能量饮料和巧克力里的咖啡因都要和咖啡加在一起算。** 大致含量：一杯速溶咖啡约100毫克，一杯现煮咖啡约140毫克，一杯茶（红茶、绿茶）约75毫克，一罐可乐约40毫克，一罐250毫升的能量饮料约80毫克，50克黑巧克力少于25毫克，50克牛奶巧克力少于10毫克。比如一杯现煮咖啡加一杯茶，就已经约215毫克，超过了。换成无咖啡因咖啡或无咖啡因的茶，就不用算进去；能量饮料孕期最好不喝。',
      en: '**Yes — the 200 mg a day caffeine limit in pregnancy covers everything: tea, cola, energy drinks and chocolate all count alongside coffee.** Roughly: a mug of instant coffee about 100 mg, a mug of filter coffee about 140 mg, a mug of tea (black or green) about 75 mg, a can of cola about 40 mg, a 250 ml can of energy drink about 80 mg, a 50 g bar of plain dark chocolate under 25 mg and of milk chocolate under 10 mg. So a mug of filter coffee plus a mug of tea is already about 215 mg — over the limit. Decaf coffee and decaf tea barely count; energy drinks are best avoided in pregnancy.',
    },
    source: {
      ref: 'NHS, Foods to avoid in pregnancy: caffeine (2023); ACOG Committee Opinion No. 462, Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020)',
    },
  },
  {
    // Round 13 en-060 "what strength tho, boots has 10mcg and 25mcg ones" (after the winter question) —
    // declined.
    id: 'vitamin-d-which-strength',
    when: [VITAMIN_D, STRENGTH],
    unless: [
      // Whether a dose is too much is the upper-limit answer's.
      /太多|过量|超量|太高|上限|\btoo (much|high)\b|\boverdos\w*\b|\bupper limit\b/,
      /婴儿|宝宝|\bbaby\b|\binfant\b|\bkids?\b|\bchild\w*\b|检查|化验|\blevel (is|was|of)\b|\bnmol\b|\bng\/ml\b/,
    ],
    // A level measured low is no strength to pick from a shelf (blind answer round 49, zh-039: 14 ng/mL on 1000 IU was told
    // 400 IU is enough).
    notFor: [
      { hypercalcaemia: true },
      { conditions: ['sarcoidosis', 'hyperparathyroidism'] },
      MINOR,
      LOW_VITAMIN_D,
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**选10微克（400国际单位）的就够了，这是成人每天的推荐量；25微克（1000国际单位）也安全，可以选，但不是必须。** 成人每天的可耐受最高摄入量是50–100微克（中国是50微克，欧洲和美国是100微克），所以10或25微克每天一片都远低于上限，不要两种同时吃，也不要再加含维生素D的复合维生素叠加到很高。随一顿含点脂肪的饭吃，吸收更好。医生查过血、说你缺得厉害的，按医生开的治疗剂量吃。',
      en: '**The 10 µg (400 IU) one is all you need — that is the recommended daily amount for adults; the 25 µg (1,000 IU) one is also safe and fine to choose, just not necessary.** The adult upper limit is 100 µg a day, so one tablet of either is well below it; do not take both, and check that a multivitamin is not adding more on top. Taking it with a meal that has some fat helps absorption. If a blood test has shown you are low, take the treatment dose your doctor prescribes instead.',
    },
    source: {
      ref: 'NHS, Vitamin D (2020); SACN Vitamin D and Health (2016); EFSA Scientific Opinion on the Tolerable Upper Intake Level of vitamin D (2023); 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // Round 13 en-041 "Is it worth taking vitamin D over the winter? I'm in Manchester and honestly haven't
    // seen the sun since October lol" — "no reliable rule for whether it helps".
    id: 'vitamin-d-winter',
    when: [VITAMIN_D, WINTER],
    // Which strength to buy is the next row's.
    unless: [STRENGTH],
    notFor: [{ hypercalcaemia: true }, { conditions: ['sarcoidosis', 'hyperparathyroidism'] }],
    intent: 'supplement_dose',
    text: {
      zh: '**值得：在冬季日照少的地方，从10月到次年3月，太阳光里的紫外线不足以让皮肤合成维生素D，所以建议每天补充10微克（400国际单位）。** 英国的官方建议就是秋冬每天10微克；常出门少、总穿长袖遮住皮肤、深色皮肤的人，全年都可以吃。10微克就够了，25微克（1000国际单位）也在安全范围内（成人每天上限50–100微克，看不同国家的标准），不需要吃更大的剂量，除非医生查过血、给你开了治疗量。食物里的来源：三文鱼、沙丁鱼等油性鱼、蛋黄、强化了维生素D的早餐谷物和奶。',
      en: '**Yes, it is worth it: from October to March the sunlight in the UK is too weak for your skin to make vitamin D, so the NHS advises everyone to consider 10 micrograms (400 IU) a day through autumn and winter.** People who are rarely outdoors, cover their skin or have darker skin should take it all year. 10 µg is enough; 25 µg (1,000 IU) is also within the safe range (the adult upper limit is 100 µg a day), so either is fine, but there is no need for higher doses unless a doctor has tested your level and prescribed a treatment course. Food sources: oily fish such as salmon and sardines, egg yolks, and fortified cereals and spreads.',
    },
    source: {
      ref: 'NHS, Vitamin D (2020); SACN Vitamin D and Health (2016): 10 µg a day; EFSA Scientific Opinion on the Tolerable Upper Intake Level of vitamin D (2023): 100 µg a day for adults; 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // Round 13 en-077 "How much calcium do I need from food vs tablets? I have milk in my tea and a yogurt
    // most days" (alendronate) — declined, with a timing note.
    id: 'calcium-food-vs-tablets',
    when: [CALCIUM, CALCIUM_FOODS, CALCIUM_TABLETS],
    unless: [
      /碳酸钙|枸橼酸钙|\bcarbonate\b|\bcitrate\b|奥美拉唑|\bomeprazole\b|\bppis?\b|结石|\bstones?\b/,
      // Spacing from a medicine or another supplement is the pairing answer's (round 2 zh-129: minocycline).
      /隔多久|间隔|隔开|分开|一起吃|什么时候|几点|\bapart\b|\bhow long\b|\bspac\w*\b|\btiming\b|\btogether\b|\bwhen (should|do|can) i\b/,
    ],
    // The text is written for bones after the menopause: osteoporosis, a bisphosphonate, 50 or over, or said.
    for: {
      conditions: ['osteoporosis'],
      medicines: ['bisphosphonate'],
      minAge: 50,
      said: /骨质疏松|骨量|骨密度|绝经|\bosteop\w*|\bmenopaus\w*|\bbone density\b|\balendron\w*|\bfosamax\b/,
    },
    notFor: [
      { hypercalcaemia: true },
      { conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_disease', 'dialysis'] },
      PREGNANT_OR_NURSING,
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**钙按“食物加钙片一起算”：绝经后女性和骨质疏松的人，每天总量大约1000–1200毫克，先从食物里吃，钙片只补不够的那一部分。** 常见食物的钙：一杯牛奶（200毫升）约240毫克，一盒酸奶（150克）约200毫克，一片火柴盒大小的切达奶酪约210毫克，一块100克的石膏点豆腐约350毫克，一份绿叶菜约50–100毫克；茶里加的一点牛奶只有三四十毫克。每天一杯奶、一盒酸奶、一片奶酪，加上其他饭菜，大约就有800–900毫克，那么钙片每天500毫克左右就够了，不需要更多；多了并不更好。吃阿仑膦酸钠的话，钙片要在吃药后至少半小时、最好放到午饭或晚饭时吃。',
      en: '**Count calcium from food and tablets together: after the menopause and with osteoporosis, aim for about 1,000–1,200 mg a day in total, mostly from food, with a tablet only to fill the gap.** Typical amounts: a 200 ml glass of milk about 240 mg, a 150 g pot of yoghurt about 200 mg, a matchbox-sized piece of cheddar about 210 mg, a 100 g serving of calcium-set tofu about 350 mg, a serving of green vegetables 50–100 mg; a splash of milk in tea is only 30–40 mg. A glass of milk, a yoghurt and a piece of cheese a day, plus the rest of your meals, come to roughly 800–900 mg, so a 500 mg tablet a day is usually enough — more is not better. On alendronate, take the calcium at least 30 minutes after the tablet, and best with lunch or dinner.',
    },
    source: {
      ref: `${NIH_CALCIUM} (RDA 1,200 mg for women over 50); NOGG 2022 UK clinical guideline for the prevention and treatment of osteoporosis (calcium preferably from diet, supplements to make up the shortfall); ${USDA}; 中国居民膳食营养素参考摄入量（2023版）`,
    },
  },
  {
    // Round 13 en-080 "does cheese count too? I love a bit of old cheddar" (after calcium from food vs
    // tablets) — declined.
    id: 'calcium-cheese-counts',
    when: [CHEESE],
    unless: [
      /软奶酪|\bsoft cheese\b|\bunpasteuri[sz]ed\b|\bblue cheese\b|\bbrie\b|\bcamembert\b|酪胺|\btyramine\b/,
    ],
    for: { said: CALCIUM },
    notFor: [
      { hypercalcaemia: true },
      { conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_disease', 'dialysis', 'heart_failure'] },
      { medicines: ['maoi', 'linezolid'] },
    ],
    intent: 'food_sources',
    text: {
      zh: '**算，而且是很好的来源：硬奶酪（切达、帕玛森）是钙最集中的食物之一，一块火柴盒大小的切达（约30克）含钙约210毫克，和一杯牛奶差不多。** 老切达一样算。奶酪的盐和饱和脂肪也比较多，所以每天一小块（30克左右）就好，其余从牛奶、酸奶、豆腐和绿叶菜来；软的奶油奶酪钙含量少得多。',
      en: '**Yes, it counts — and it is one of the richest sources: hard cheeses such as cheddar and parmesan are among the most concentrated calcium foods, and a matchbox-sized piece of cheddar (about 30 g) gives about 210 mg, similar to a glass of milk.** Mature cheddar counts just the same. Cheese is also fairly salty and high in saturated fat, so a small piece (around 30 g) a day is a good amount, with the rest from milk, yoghurt, tofu and greens; soft cream cheese has much less calcium.',
    },
    source: {
      ref: `${USDA} (cheddar cheese); ${NIH_CALCIUM}; NHS, Food for strong bones (2023)`,
    },
  },
  {
    // Round 13 en-087 "Is it true eating rice at night makes you fat? My wife says no kanin after 6pm" —
    // declined.
    id: 'eating-late-weight',
    when: [LATE_EATING, CARB_OR_EAT, MAKES_FAT],
    notFor: [GLUCOSE_LOWERING, MINOR],
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**晚上吃米饭本身不会让人长胖，长不长胖看的是一天吃进去的总热量和份量，不是几点吃。** 六点以后不吃主食，有的人瘦了，是因为少吃了一顿的热量，不是因为时间；如果因此夜里饿、后来吃零食宵夜，反而更多。做法：晚饭照样吃米饭，一拳头大小的一碗就好，不添第二碗；配一掌心的鱼、肉、蛋或豆腐和一大份蔬菜；晚饭别吃得太晚太撑，离睡觉两三个小时更舒服，也不容易反酸。',
      en: '**Rice at night does not make you fat by itself; weight depends on how much you eat over the whole day, not the time on the clock.** People who stop eating rice after 6 pm sometimes lose weight simply because they eat less in total, not because of the timing — and if it leaves you hungry and snacking later, it backfires. What works: keep your rice with dinner, about a fist-sized cup of cooked rice rather than two, with a palm of fish, chicken, egg or tofu and plenty of vegetables alongside your ulam; and finish eating two or three hours before bed, which is more comfortable and helps with reflux, not weight.',
    },
    source: {
      ref: `${NICE_CG189}; ${CN_GUIDE}准则二、准则四; Dietary Guidelines for Americans 2020–2025`,
    },
  },
  {
    // Round 13 en-101 "what if I eat something with it" (after beer on metformin, on insulin too) —
    // declined.
    id: 'alcohol-diabetes-with-food',
    when: [ALCOHOL, WITH_FOOD],
    for: GLUCOSE_LOWERING,
    followUpOnly: true,
    intent: 'medicine_question',
    text: {
      zh: '**对，喝酒时一定要配着吃东西：边吃饭边喝，或者喝之前先吃一顿有主食的饭，不要空腹喝。** 用胰岛素或磺脲类药的人，酒精会抑制肝脏释放葡萄糖，低血糖可能在喝酒后好几个小时、甚至夜里才出现：睡前测一次血糖，偏低就吃点含淀粉的零食；第二天早上再测一次。量要适度：男性每天不超过两份酒（一份约为一罐330毫升的普通啤酒），一次喝好几罐不行；不要用啤酒来“纠正”低血糖，也别把醉酒和低血糖的症状搞混，出门带上糖和糖尿病标识。二甲双胍本身配酒，少量偶尔喝问题不大，大量喝酒有乳酸酸中毒的风险。',
      en: '**Yes — always drink with food: have your drinks with a meal, or eat a meal with some starch first; never drink on an empty stomach.** On insulin or a sulfonylurea, alcohol stops the liver releasing glucose, so a low can come hours later, even overnight: check your glucose before bed, have a starchy snack if it is on the low side, and check again in the morning. Keep the amount moderate — no more than two standard drinks a day for men (a regular 330 ml can of beer is about one), not several cans in one sitting; do not count on beer to treat a low, and remember a low can look like being drunk, so carry glucose and something that says you have diabetes. With metformin, small amounts now and then are fine; heavy drinking raises the risk of lactic acidosis.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 (alcohol: moderation, delayed hypoglycemia with insulin or insulin secretagogues); Glucophage (metformin) US prescribing information §5.1 (alcohol and lactic acidosis)',
    },
  },
  {
    // Round 13 en-115 "and rare steak? I like mine pink" (after foods to avoid on immunosuppressants) —
    // declined.
    id: 'immunosuppressed-undercooked-meat',
    when: [UNDERCOOKED_MEAT, MEAT],
    for: IMMUNOSUPPRESSED,
    intent: 'food_sources',
    text: {
      zh: '**吃免疫抑制药期间，牛排不要吃三分熟、五分熟这种带血带粉的，要煎到熟透；碎肉做的（汉堡肉饼、肉丸）更要完全熟透，中间不能有粉色。** 生的或没熟透的肉可能带有沙门氏菌、大肠杆菌、弓形虫等，免疫力被药物压低时更容易得病、病得更重。用食物温度计的话，肉的中心温度要达到安全温度，看不出来就切开看，汁水清亮、没有粉色。同样不要吃生牛肉片、鞑靼牛肉、生鱼片和生鸡蛋。',
      en: '**While you are on immunosuppressants, skip rare and pink steak — cook it through; minced meat (burgers, meatballs) must always be cooked right through with no pink in the middle.** Raw or undercooked meat can carry salmonella, E. coli, toxoplasma and listeria, and with your immune system damped down by the medicine these infections are more likely and more serious. Use a food thermometer if you have one, or cut into the meat to check the juices run clear with no pink. The same goes for beef carpaccio, steak tartare, raw fish and raw or runny eggs.',
    },
    source: {
      ref: 'US FDA and USDA, Food Safety for Transplant Recipients (2011): avoid raw or undercooked meat; NHS Blood and Transplant, Food safety after a transplant',
    },
  },
  {
    // Blind answer round 20 zh-028 (unsafe): "刺身、溏心蛋、三分熟牛排这些孕早期哪些要避开" never said to
    // avoid the rare steak. Undercooked meat in pregnancy, asked alone or beside other foods.
    id: 'pregnancy-undercooked-meat',
    when: [UNDERCOOKED_MEAT, MEAT],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期牛排不要吃三分熟、五分熟这种带血带粉的，要做到全熟；生牛肉片、鞑靼牛肉、没熟透的汉堡肉饼和肉丸也不吃。** 生的或没熟透的肉可能带有弓形虫、李斯特菌和沙门氏菌，孕期感染可能伤到胎儿。肉的中间要没有粉色、汁水清亮；切过生肉的刀和案板洗干净再切熟食，处理生肉后洗手。其他孕期要避开的：生鱼片（刺身）、生蚝等生的海鲜，溏心蛋、流心蛋。可以点：全熟的牛排或烤肉、烤鱼、天妇罗、煮熟的寿司（鳗鱼、熟虾、玉子、黄瓜卷）、茶碗蒸、味噌汤（少盐）、蔬菜。',
      en: '**In pregnancy, have steak well done — no rare or pink steak, and no carpaccio, tartare or undercooked burgers and meatballs.** Raw or undercooked meat can carry toxoplasma, listeria and salmonella, which can harm the baby. Cook meat until there is no pink in the middle and the juices run clear; wash hands, knives and boards after raw meat. Also skip raw fish (sashimi), raw oysters and runny eggs. Fine to order: well-done steak or grilled meat, grilled fish, tempura, sushi with cooked fillings (eel, cooked prawn, tamago, cucumber), chawanmushi and vegetables.',
    },
    source: {
      ref: 'NHS, Foods to avoid in pregnancy (2023): cook meat thoroughly, no pink or blood, avoid raw or undercooked meat, raw shellfish and runny eggs unless British Lion; 中国营养学会, 中国孕期妇女膳食指南（2022）: 孕期避免生食或未煮熟的肉、蛋和海产品; US CDC, Toxoplasmosis — pregnant women (2024)',
    },
  },
  {
    // Eighteenth clinician review, en M4: "raspberry leaf tea" in the first trimester was answered about
    // cerasee and fever grass. Raspberry leaf asked about in pregnancy, on its own.
    id: 'pregnancy-raspberry-leaf',
    when: [/覆盆子叶|树莓叶|\braspberry[- ]leaf\b|\braspberry leaves\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**覆盆子叶茶在孕早期和孕中期先不要喝。** 它被宣传能“准备子宫、让生产顺利”，但研究没有证明有这个作用；它可能作用于子宫，孕早期的安全性没有依据。孕晚期（约32周以后）有的助产士会同意少量喝，是否喝、喝多少请先问你的产科医生或助产士，尤其是有过早产、剖宫产或其他孕期问题的。想喝热饮可以选白开水、加姜片的水（有助于缓解恶心）或淡茶（算进每天200毫克咖啡因里）。',
      en: '**Leave raspberry leaf tea out for now — not in the first or second trimester.** It is sold to "prepare the womb for labour", but studies have not shown that it does, and it may act on the uterus; there is no evidence it is safe early in pregnancy. Some midwives agree to a little late in pregnancy (from about 32 weeks): ask your midwife or obstetrician first, above all after a preterm birth, a caesarean or another pregnancy problem. For a warm drink: hot water, water with fresh ginger (it can ease nausea) or weak tea (counted in the 200 mg of caffeine a day).',
    },
    source: {
      ref: 'Bowman R, Taylor J, Muggleton S, Davis D. Biophysical effects, safety and efficacy of raspberry leaf use in pregnancy: a systematic integrative review. BMC Complement Med Ther 2021;21:56 (no evidence of benefit; safety uncertain; not before the third trimester); NICE NG201 Antenatal care (2021): ask about herbal remedies',
    },
  },
  {
    // Round 13 en-129 "Can I keep having my bush tea? My granny swears by cerasee and fever grass for
    // everything" (first trimester) — declined as tea.
    id: 'pregnancy-bush-teas',
    when: [BUSH_TEA],
    unless: [/\bdecaf\w*\b|无咖啡因/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期最好不要喝草药茶当“药”喝，尤其是苦瓜藤、苦瓜叶泡的茶：苦瓜在动物研究中有引起流产的报告，还会降低血糖，孕期应当避免。** 香茅（柠檬草）和其他草药茶，孕期的安全性几乎没有研究，我没有可靠的依据说可以天天喝，先停下来，问问你的产科医生或助产士。想喝热饮可以选白开水、淡的红茶或绿茶（算进每天200毫克咖啡因里）、加姜片的水（有助于缓解恶心）。',
      en: '**In pregnancy, it is best to stop bush teas taken as remedies — cerasee above all: cerasee is bitter melon vine, which has caused miscarriage in animal studies, is traditionally used to bring on periods, and lowers blood sugar, so it should be avoided in pregnancy.** For fever grass (lemongrass) and other bush teas there is almost no safety information in pregnancy, so I cannot say a daily cup is safe; stop for now and ask your midwife or obstetrician. For a warm drink, plain hot water, ordinary black or green tea (counted in your 200 mg of caffeine a day) or hot water with fresh ginger, which can also ease nausea, are fine.',
    },
    source: {
      ref: 'Basch E et al. Bitter melon (Momordica charantia): a review of efficacy and safety. Am J Health Syst Pharm 2003;60:356–359; Enwerem N et al. Momordica charantia (Bitter Melon): Safety and Efficacy During Pregnancy and Lactation (review); NHS, Foods to avoid in pregnancy (herbal teas; caffeine, 2023)',
    },
  },
  {
    // Round 13 en-135 "whats a healthy lunch for school that isnt boring, mum just packs sandwiches every
    // day" — declined.
    id: 'teen-school-lunch',
    when: [SCHOOL_LUNCH, IDEAS],
    for: TEEN,
    intent: 'food_sources',
    text: {
      zh: '**好的带饭午餐有四样：一份主食、一份蛋白质、蔬菜、再加一份水果或奶。换着花样就不无聊了。** 比如：米饭或杂粮饭配炒鸡丁和西兰花；全麦卷饼卷鸡胸肉、生菜和黄瓜；凉拌荞麦面配鸡蛋和毛豆；饭团或寿司卷配一盒酸奶；意面沙拉加金枪鱼和玉米；前一天晚饭多做一份带上。三明治也可以换着做：全麦面包夹鸡蛋、金枪鱼、鸡肉或鹰嘴豆泥，加生菜番茄。配一个水果、一盒牛奶或一瓶水；少带薯片、甜饮料和糖果。可以和家长一起周末列个一周的清单，自己也动手做。',
      en: '**A good packed lunch has four parts — a starchy food, some protein, vegetables, and fruit or dairy — and swapping what fills each part keeps it from getting boring.** Ideas: a wholemeal wrap with chicken, lettuce and cucumber; pasta salad with tuna, sweetcorn and peppers; rice or noodles with leftover stir-fry; a pitta with hummus or falafel and carrot sticks; a bean or lentil soup in a flask with a roll; sushi or rice balls with edamame. Sandwiches can change too: wholegrain bread or a bagel with egg, tuna, chicken, cheese or peanut butter (if your school allows nuts), with salad. Add a piece of fruit and a yoghurt or a carton of milk, and water to drink; keep crisps, sweets and sugary drinks for now and then. You could plan the week’s lunches with your mum and help make them.',
    },
    source: {
      ref: 'NHS, Healthy eating for teens (2022); NHS Eatwell Guide (2016); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 13 en-138 "not even a small bit once a month?" (after liver pâté in pregnancy) — declined.
    id: 'pregnancy-pate-even-a-little',
    when: [A_LITTLE],
    // Pâté said in the message or the one before ("not even a small bit once a month?").
    for: { all: [PREGNANT, { said: PATE }] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不建议，一点点也不要：孕期的建议是所有肝酱（包括素的）都不吃，肝和肝制品也不吃。** 肝酱可能带李斯特菌，它在冰箱里也能繁殖，没有一个“少量就安全”的量，感染可能导致流产、死胎或新生儿重病；肝酱的维生素A也很高。想吃的话，可以选熟透的肉类、煮熟的鸡蛋、鹰嘴豆泥这类抹酱，生完孩子后再吃肝酱。',
      en: '**No — not even a little: the advice in pregnancy is to avoid all pâté (meat, fish, liver or vegetable) and all liver products.** Pâté can carry listeria, which grows even in the fridge, and there is no amount known to be safe; infection can cause miscarriage, stillbirth or serious illness in a newborn, and liver pâté is very high in vitamin A as well. For the craving, try spreads such as hummus or cream cheese, or thoroughly cooked meats, and save the pâté for after the birth.',
    },
    source: {
      ref: 'NHS, Foods to avoid in pregnancy (avoid all types of pâté; liver and liver products, 2023); WHO Guideline: Vitamin A supplementation in pregnant women (2011)',
    },
  },
  {
    // Round 13 en-145 "cousins wedding in Lagos … 3 days of jollof, fried rice, small chops, asun and chapman
    // … I just dont want to feel bloated and sluggish" — declined.
    id: 'feast-days-eating',
    when: [FEAST, BLOATED],
    unless: [/蛋糕|甜点|\bcake\b|\bdesserts?\b/],
    notFor: [GLUCOSE_LOWERING, { conditions: ['pku'] }, MINOR],
    intent: 'food_sources',
    text: {
      zh: '**连着几天的婚礼宴席，尽情享受，同时做到几点就不容易胀、不犯困：按时吃正餐，别饿着去；每一盘先装蔬菜和蛋白质，主食和油炸的选一两样尝；吃慢一点，七分饱就停。** 油炸的小吃、烤肉这类油多的，每次拿几块就够；米饭类和炒饭不用两样都大份，选一样。甜饮料和酒，和白开水交替着喝，每天喝够水；碳酸饮料会更胀。每天走一走，哪怕饭后散步十五分钟，也帮助消化。宴席之间的早饭和午饭吃清淡一点：水果、酸奶、鸡蛋、粥。回来后照常吃，不用节食补偿。',
      en: '**Enjoy it — and a few habits keep you from feeling bloated and sluggish: eat regular meals rather than arriving starving; fill your plate first with whatever vegetables and protein are there, then pick one or two of the rich things to have a proper taste of; eat slowly and stop at comfortably full.** A few pieces of the fried small chops or the asun at a time is plenty; between jollof and fried rice, have a portion of one rather than big helpings of both. Alternate chapman, soft drinks or alcohol with water and drink enough water each day — fizzy drinks make bloating worse. Move every day: even a 15-minute walk after a big meal helps digestion. Keep the meals between the parties light — fruit, yoghurt, eggs, pap or oats — and when you get home, just go back to your usual eating; there is no need to diet to make up for it.',
    },
    source: {
      ref: `NHS, Bloating (2023); ${CN_GUIDE}准则四; Dietary Guidelines for Americans 2020–2025`,
    },
  },
  {
    // Round 13 en-153 "should i cut back then" (after weight gain at 24 weeks) — declined.
    id: 'pregnancy-no-dieting',
    when: [CUT_BACK],
    unless: [/咖啡|\bcaffeine\b|\bcoffee\b|酒|\balcohol\b|盐|\bsalt\b|糖|\bsugar\b|\bfish\b|鱼/],
    for: {
      all: [PREGNANT, { said: /体重|胖|长了|\bweight\b|\bgain\w*\b|\bput on\b|\bkg\b|\bkilos?\b|\blbs?\b/ }],
    },
    // Gestational or other diabetes: the plan's no-deficit answer with its carbohydrate floor answers.
    notFor: [{ conditions: ['gestational_diabetes', 'diabetes'] }, GLUCOSE_LOWERING],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不要节食或刻意少吃：孕期节食可能影响宝宝，不建议。** 如果体重长得比推荐范围快，做法是调整吃什么，而不是饿着：主食定量、一部分换成全谷物；每餐有蛋白质和蔬菜；少喝含糖饮料、果汁和奶茶，少吃甜点、油炸和零食；不用“一人吃两人份”，孕中期只需要比平时多吃一点点（比如多一杯牛奶加一个鸡蛋）；每天适量活动，比如快走30分钟（医生没说不行的话）。请把体重的变化告诉产科医生或助产士，他们会结合血糖等检查判断是否需要进一步处理。',
      en: '**Do not diet or cut right back: dieting in pregnancy is not recommended because it may harm the baby.** If your weight is rising faster than the recommended range, change what you eat rather than eating less than you need: keep starchy portions steady and partly wholegrain; have protein and vegetables at every meal; cut down on sugary drinks, juice, sweets, pastries and fried snacks; there is no “eating for two” — the extra needed in the middle months is small (a glass of milk and an egg, roughly); and stay active, for example 30 minutes of brisk walking a day if your midwife agrees. Tell your midwife or obstetrician about the gain so they can check things such as your glucose and advise you.',
    },
    source: {
      ref: 'NICE PH27 Weight management before, during and after pregnancy (2010): dieting during pregnancy is not recommended; IOM (now NAM) Weight Gain During Pregnancy: Reexamining the Guidelines (2009); 中国孕期妇女膳食指南（2022）',
    },
  },
  {
    // Round 13 en-034 "so which day then, I do my mtx sunday nights" (after folic acid on the methotrexate
    // day) — declined.
    id: 'methotrexate-folic-acid-which-day',
    when: [MTX_DAY],
    unless: [/忘|漏|\bmissed\b|\bforgot\w*\b/],
    for: { all: [{ medicines: ['methotrexate'] }, { said: /叶酸|\bfolic\b|\bfolate\b/ }] },
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'supplement_timing',
    text: {
      zh: '**叶酸不要和甲氨蝶呤同一天吃：一般放在吃甲氨蝶呤的第二天，或者处方上写的其他日子。** 每周固定同一天，手机上设个提醒。处方上写的是每周几次叶酸的，按处方吃，只是避开吃甲氨蝶呤的那一天。偶尔记错了同一天吃了，也不用补救，下周照常；拿不准就问开药的风湿科医生或药师。',
      en: '**Take the folic acid on a day other than your methotrexate day — usually the day after your methotrexate, or the day your prescriber chose.** Keep the same day every week and set a phone reminder. If your prescription says folic acid on several days a week, follow it, leaving out the methotrexate day. If you once take both on the same day by mistake, nothing needs doing — carry on as usual the next week; if unsure, ask your rheumatologist or pharmacist.',
    },
    source: {
      ref: 'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic disease-modifying anti-rheumatic drugs. Rheumatology 2017;56:865–868; BNF, Methotrexate and folic acid (2024)',
    },
  },
  {
    // Round 13 en-072 "is porridge alright then? I have it with honey every morning" (after foods that are
    // easier to swallow) — declined as honey.
    id: 'swallow-porridge',
    when: [PORRIDGE],
    unless: [
      /糖尿病|\bdiabet\w*\b|血糖|\bglucose\b/,
      // A medicine crushed into porridge is the pharmacist's question (condition-topics.ts).
      /药|片|碾|磨碎|胶囊|\bcrush\w*|\btablets?\b|\bpills?\b|\bcapsules?\b|\bmedic\w*|\bmeds\b/,
    ],
    for: { said: SWALLOW_SAID, conditions: ['dysphagia'] },
    intent: 'food_sources',
    text: {
      zh: '**粥和燕麦粥很适合：煮得软烂、顺滑，稀稠适中（像浓汤那样能挂在勺子上，不要稠到黏成一团，也不要稀得像水），是容易咽的早饭。** 用牛奶煮比用水煮更有营养（多了蛋白质和能量）；蜂蜜搅匀了加进去没问题。要避开的是里面的“硬块”：整粒坚果、瓜子、葡萄干、没泡软的燕麦片、煮不烂的豆子，粥放凉后结皮、变稠也要再加点奶搅开。坐直吃、小口慢咽。吃粥时还是常咳嗽、呛，请让医生安排吞咽评估。',
      en: '**Yes, porridge is a good choice: cooked soft and smooth, and neither too thick nor too runny — it should coat the spoon like thick custard, not set into a sticky lump or run like water — it is one of the easier breakfasts to swallow.** Making it with milk rather than water adds protein and energy; honey stirred through is fine. What to avoid are the hard bits: whole nuts, seeds, raisins or dried fruit, and jumbo oats that are not cooked soft; porridge that has cooled and thickened or formed a skin needs a splash of milk stirred in. Sit upright and take small spoonfuls. If you still cough or choke on porridge, ask your doctor for a swallowing assessment.',
    },
    source: {
      ref: 'IDDSI framework (2019), levels 4–5 (pureed, minced and moist); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47',
    },
  },
  {
    // Round 13 en-068 "Is evening primrose oil ok to take with my epilepsy meds? heard it helps with PMS"
    // (valproate) — declined.
    id: 'evening-primrose-oil',
    when: [EPO],
    intent: 'herbal_remedy',
    text: {
      zh: '**月见草油对经前综合征（PMS）有没有用，目前没有足够的证据支持；有癫痫的人，产品说明里常有“癫痫患者慎用”的提示，这来自很早的个案报告，证据不强，但既然没有可靠的好处，没有必要冒这个险。** 吃抗癫痫药的话，想吃任何补充剂之前先问你的癫痫专科医生或药师；不要自己停药或改药量。经前不适可以和医生谈谈已经被证明有效的办法（规律运动、记录症状、必要时用药）。',
      en: '**There is not enough evidence that evening primrose oil helps PMS, and with epilepsy many labels warn against it — that warning comes from old case reports and the evidence is weak, but with no reliable benefit there is no reason to take the risk.** On antiseizure medicine, check any supplement with your epilepsy doctor, epilepsy nurse or pharmacist before starting it, and do not stop or change your medicine on your own. For PMS, your GP can talk you through options with better evidence (regular exercise, a symptom diary, and medicines if needed).',
    },
    source: {
      ref: 'NCCIH, Evening Primrose Oil (2020); Budeiri D et al. Is evening primrose oil of value in the treatment of premenstrual syndrome? Control Clin Trials 1996;17:60–68; Puri BK. The safety of evening primrose oil in epilepsy. Prostaglandins Leukot Essent Fatty Acids 2007;77:101–103',
    },
  },
  {
    // Round 13 en-011 "what about calamansi juice po?" (after pomelo on tacrolimus) — declined without
    // saying what is known.
    id: 'tacrolimus-other-citrus',
    when: [CITRUS_OTHER],
    unless: [/西柚|葡萄柚|柚子|\bgrapefruit\b|\bpomelo\b|\bseville\b|\bbitter orange\b/],
    for: IMMUNOSUPPRESSED,
    intent: 'medicine_question',
    text: {
      zh: '**已知会明显升高他克莫司浓度的柑橘是西柚（葡萄柚）和柚子，酸橙（塞维利亚橙）也要避开；金桔、青柠、柠檬这类，我没有找到可靠的研究说明它们和他克莫司的关系，所以不能肯定地说安全。** 做菜调味的几滴一般不是问题；但如果想每天喝一大杯金桔汁或青柠汁，先问移植团队或移植药师，他们也会留意你的药物浓度。不要因为吃了什么而自己改药量或漏吃。',
      en: '**The citrus fruits known to raise tacrolimus levels markedly are grapefruit and pomelo, and Seville (bitter) orange should be avoided too; for calamansi, lime and lemon I have found no reliable study on tacrolimus, so I cannot say for certain they are safe.** A squeeze on food is generally not a concern; but before drinking calamansi juice daily or in large glasses, ask your transplant team or transplant pharmacist, who can also keep an eye on your drug levels. Do not change or skip a dose because of something you ate.',
    },
    source: {
      ref: 'Prograf (tacrolimus) US prescribing information §7 (grapefruit juice raises tacrolimus concentrations); Egashira K et al. Pomelo-induced increase in the blood level of tacrolimus in a renal transplant patient. Transplantation 2003;75:1057',
    },
  },
  {
    // Round 13 en-002 "Just found out I'm 7 weeks 🥹 what supplements do I actually need in the first
    // trimester? currently taking nothing at all" — declined.
    id: 'pregnancy-which-supplements',
    when: [PREGNANCY_SUPPLEMENTS, EARLY_PREGNANCY],
    unless: [/\bfish oil\b|\bomega\b|鱼油|\bdha\b|维生素a|\bvitamin a\b|\biron\b|铁|钙|\bcalcium\b/],
    for: PREGNANT,
    notFor: [MINOR, { medicines: ['valproate', 'antiepileptic', 'methotrexate'] }],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**现在开始吃叶酸就好：每天0.4毫克（400微克），越早越好，现在开始也有用，不要慌。** 中国的指南建议整个孕期都补叶酸0.4毫克；有过神经管缺陷孩子、糖尿病或吃抗癫痫药等情况的，医生会开更大剂量。维生素D每天10微克（400国际单位）也可以补。可以直接选一种孕妇专用的复合维生素，里面一般有叶酸、维生素D、碘和铁；不要吃含维生素A（视黄醇）的普通维生素或鱼肝油。铁和钙一般按产检的化验结果和医生的建议再加，不需要自己另外大量补。',
      en: '**Start folic acid now: 400 micrograms a day, starting today — the first 12 weeks matter most, starting now still helps, so don’t panic about not having taken it, and it is fine to continue through the whole pregnancy.** The NHS also advises 10 micrograms (400 IU) of vitamin D a day throughout pregnancy. A pregnancy multivitamin is an easy way to get both (most also contain iodine); avoid ordinary multivitamins with vitamin A (retinol) and fish liver oil. A higher, prescribed dose of folic acid is needed if you have diabetes, take epilepsy medicine, have a BMI of 30 or more, or a previous pregnancy affected by a neural tube defect. Iron and calcium are added only if your booking bloods or your midwife say you need them.',
    },
    source: {
      ref: 'NHS, Vitamins, supplements and nutrition in pregnancy (2023): folic acid 400 µg to 12 weeks, vitamin D 10 µg; NICE NG201 Antenatal care (2021); 中国孕期妇女膳食指南（2022）',
    },
  },
  {
    // Round 13 en-104 "is 1000 ok tho? my friend does 1000 and she lost heaps" (a 16-year-old, after how
    // many calories to lose 5 kg before prom) — declined.
    id: 'teen-very-low-calories',
    when: [TEEN_VERY_LOW, OK_OR_FRIEND],
    unless: [/毫克|微克|毫升|\bmg\b|\bmcg\b|µg|\biu\b|\bml\b|\bsteps\b/],
    for: TEEN,
    intent: 'weight_change',
    text: {
      zh: '**不行，1000千卡对还在长身体的你来说太少了，是不安全的。** 16岁左右的女生一天一般需要2000千卡上下；只吃1000千卡，掉的很多是水分和肌肉，还可能让你没力气、头晕、注意力差、月经停掉、掉头发，骨骼也会受影响，而且停下来后很容易反弹、暴饮暴食。朋友掉得快不代表安全。想在一两个月里变得更健康：三顿饭按时吃，每餐有蛋白质和蔬菜，少喝含糖饮料和奶茶，少吃油炸零食，每天动一小时，睡够觉。请和家长一起找医生或营养师看看你需不需要减重。如果你发现自己总在想体重和吃的、吃完会内疚、想催吐或不吃饭，请告诉家长或老师，这值得专业的帮助。',
      en: '**No — 1,000 kcal a day is too little and not safe while you are still growing.** A girl of around 16 typically needs about 2,000 kcal a day; at 1,000, much of what comes off is water and muscle, and it can leave you tired, dizzy and unable to concentrate, stop your periods, thin your hair and weaken your bones — and it usually rebounds, often with binge eating. Your friend losing fast does not make it safe. To feel and look your best for prom: regular meals with protein and vegetables, fewer sugary drinks and fried snacks, an hour of activity a day and enough sleep. Please talk to a doctor or dietitian with a parent about whether you need to lose weight at all. If you find yourself thinking about food and weight all the time, feeling guilty after eating, skipping meals or wanting to make yourself sick, tell a parent or teacher — you deserve real help with that.',
    },
    source: {
      ref: 'Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, AAP Clinical Report. Pediatrics 2016;138:e20161649; Dietary Guidelines for Americans 2020–2025, Table A2-2 (estimated calorie needs, females 14–18); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 13 en-006 "How do I take alendronate with my calcium and omeprazole? I'm confused about the
    // timing" — answered carbonate against citrate on omeprazole.
    id: 'bisphosphonate-calcium-ppi-timing',
    when: [
      /阿仑膦酸|福善美|利塞膦酸|双膦酸盐|\balendron\w*\b|\bfosamax\b|\brisedron\w*\b|\bactonel\b|\bbisphosphonates?\b/,
      /钙|\bcalcium\b|\badcal\b|\bcaltrate\b/,
      /奥美拉唑|泮托拉唑|埃索美拉唑|兰索拉唑|雷贝拉唑|抑酸|\bomeprazole\b|\bprilosec\b|\blosec\b|\bnexium\b|\besomeprazole\b|\bpantoprazole\b|\blansoprazole\b|\brabeprazole\b|\bppis?\b/,
    ],
    for: { medicines: ['bisphosphonate'], said: /阿仑膦酸|\balendron\w*\b|\bfosamax\b|\brisedron\w*\b/ },
    notFor: { hypercalcaemia: true },
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**三样药按这个顺序：早上起床先吃阿仑膦酸钠，半小时后吃奥美拉唑，再吃早饭；钙片放到午饭或晚饭时吃。** 阿仑膦酸钠：起床后空腹，用一满杯白开水（约200毫升）整片吞下，之后至少30分钟保持坐直或站着，这期间只能喝白开水，不吃任何东西、不喝咖啡茶奶果汁，也不吃别的药（包括奥美拉唑和钙片）。30分钟后：吃奥美拉唑（它本来就要在饭前吃），接着吃早饭。钙片：和阿仑膦酸钠至少隔开半小时，最好放到午饭或晚饭随餐吃（碳酸钙随餐吸收好，吃奥美拉唑的人更是如此），一次不超过500毫克。阿仑膦酸钠是一周一次的，吃药那天照这个顺序，其他日子奥美拉唑照常早饭前吃。',
      en: '**Take them in this order: alendronate first thing on waking, omeprazole 30 minutes later, then breakfast — and the calcium with lunch or dinner.** Alendronate: on an empty stomach as soon as you get up, swallowed whole with a full glass (about 200 ml) of plain water; stay upright (sitting or standing) for at least 30 minutes, and in that time have plain water only — no food, coffee, tea, milk or juice, and no other medicines, omeprazole and calcium included. After the 30 minutes: take the omeprazole (it is meant to be taken before a meal anyway), then have breakfast. Calcium: at least 30 minutes after the alendronate and best with lunch or your evening meal — calcium carbonate is absorbed better with food, all the more on omeprazole — no more than 500 mg at a time. If your alendronate is weekly, follow this order on that day; on the other days take your omeprazole before breakfast as usual.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.1 and §17 (2019); Prilosec (omeprazole) US prescribing information §2 (before a meal); NIH ODS Calcium Fact Sheet for Health Professionals (2024); 阿仑膦酸钠片说明书【用法用量】',
    },
  },
];
