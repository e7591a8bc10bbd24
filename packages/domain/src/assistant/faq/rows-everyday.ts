/** Everyday food, drink, weight and life-stage questions people ask the chat. */
import { pickZh } from '../../contracts/common';
import { DEFICIT_SENTENCE } from '../../knowledge/no-deficit';
import { CIRRHOSIS_SAID } from '../../knowledge/liver';
import { RAW_RISK } from '../intents/condition-topics';
import {
  ADRENAL_PRIMARY,
  CANCER_TREATMENT,
  HYPERCALCAEMIA,
  ILEAL,
  MINOR,
  NO_DEFICIT,
  PREGNANCY_SAID,
  TRYING_TO_CONCEIVE_SAID,
} from './audiences';
import { FISH_OR_SHELLFISH_ALLERGY } from './rows-food-allergy';
import type { FaqAudience, FaqRow } from './types';
import {
  IRON_OVERLOAD_LIVER_SOUP,
  LDL_SATURATED_FAT,
  ORTHOSTATIC_FLUID_SALT,
  PROTEIN_IN_A_CUT,
  TEEN_ENERGY_DRINKS,
  STOCK_CUBES_BLOOD_PRESSURE,
  WATER_ONLY_FAST_DAYS,
  RIBOFLAVIN_YELLOW_URINE,
  VITAMIN_D_SACHET_WITH_FAT,
  MIGRAINE_CHEESE_WINE,
} from '../../knowledge/everyday-answers';
import { UNDER_18_DIET } from './minor-lines';

/** A thalassaemia carrier said: trait, carrier, minor. */
const THAL_TRAIT_SAID =
  /携带者|地贫基因|轻型地贫|轻型地中海|地贫(特征|性状)|\b(thal(ass?a?emi\w*)? (trait|minor)|carriers? of (alpha|beta|α|β)?[- ]?thal\w*|(alpha|beta|α|β)[- ]?thal\w* (trait|carrier|minor)|sea carrier)\b/;

/** Pregnant or breastfeeding: their own rows and rules (life-stage rows, lactation.ts). */
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|哺乳|喂奶|母乳|\\bbreastfe|\\bnursing\\b`),
};

/** Gout or a raised uric acid: the gout rows below, never the general answer. */
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric\b|\burate\b/,
};

/** Kidney disease or diabetes medicines that change what a diet advice means. */
const KIDNEY_OR_GLUCOSE_LOWERING: FaqAudience = {
  conditions: ['kidney_disease', 'diabetes'],
  medicines: ['insulin', 'sulfonylurea', 'sglt2_inhibitor'],
  said: /肾病|肾功能|透析|糖尿病|胰岛素|\bckd\b|\bkidney\b|\bdialysis\b|\bdiabet|\binsulin\b/,
};

/** On an MAOI or linezolid: the tyramine rules (knowledge/medicine-diet.ts) answer food and drink. */
const MAOI: FaqAudience = { medicines: ['maoi', 'linezolid'] };

/** People whose fruit and vegetables follow the potassium rules (knowledge/medicine-diet.ts, kidney rows). */
const POTASSIUM_WATCH: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'kidney_transplant', 'heart_failure'],
  medicines: ['potassium_sparing_diuretic'],
  said: /钾|透析|肾病|肾功能|心衰|\bpotassium\b|\bdialysis\b|\bkidney\b|\bckd\b|\bheart failure\b/,
};

/** Medicines whose caffeine rules (knowledge/medicine-diet.ts) answer tea and coffee questions. */
/** Trying for a baby: the plan's goal, or said (备孕, "TTC"). */
const TRYING_TO_CONCEIVE: FaqAudience = {
  planningPregnancy: true,
  said: TRYING_TO_CONCEIVE_SAID,
};
const CAFFEINE_RULES: FaqAudience = {
  medicines: ['lithium', 'clozapine', 'olanzapine', 'theophylline', 'fluvoxamine', 'fluoroquinolone', 'maoi'],
};

/** Anyone in any of these audiences. */
function anyOf(...audiences: readonly FaqAudience[]): FaqAudience {
  const said = audiences.flatMap((a) => (a.said ? [a.said.source] : []));
  return {
    medicines: audiences.flatMap((a) => a.medicines ?? []),
    conditions: audiences.flatMap((a) => a.conditions ?? []),
    lifeStages: audiences.flatMap((a) => a.lifeStages ?? []),
    ...(said.length ? { said: new RegExp(said.join('|')) } : {}),
  };
}

const UNDER_18_ZH = UNDER_18_DIET.zh;
const UNDER_18_EN = UNDER_18_DIET.en;

const NICE_CG189 = {
  ref: 'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 dietary interventions',
  url: 'https://www.nice.org.uk/guidance/cg189',
};

const WEIGHT_ROWS: readonly FaqRow[] = [
  {
    // Round 7 zh-037: a 200 kcal shake instead of dinner got calorie figures but no yes/no.
    id: 'meal-replacement-dinner',
    when: [
      /代餐|减肥奶昔|\bmeal[- ]replacements?\b|\b(diet|slimming|weight[- ]loss) shakes?\b|\bslim ?fast\b|\bhuel\b|\byazio\b/,
    ],
    unless: [
      /蛋白粉|乳清|\bprotein powder\b|\bwhey\b/,
      /只喝代餐|只吃代餐|全部代餐|三餐都|不吃主食|不吃饭|\b(only|just) (drink|have|live on)\b|\bnothing but\b|\ball (my )?meals\b|\bevery meal\b/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'weight_change',
    text: {
      zh:
        '**成年人用代餐替代一顿饭（比如晚饭）可以，是有研究支持的减重办法，但要选对、配着吃。** 选标明“代餐”、营养素齐全（有蛋白质、膳食纤维和维生素矿物质）的产品，不是普通的奶茶粉或蛋白饮料；一袋只有200千卡左右偏少，容易饿到夜里加餐，可以配一份蔬菜（半斤左右的绿叶菜或一碗蔬菜汤）和一个鸡蛋或一杯无糖豆浆。一天最多替代一到两顿，另外的正餐照常吃好，全天总热量不要低于你方案里的减重热量；长期只靠代餐、每天低于800千卡，只能在医生监督下做。吃降糖药或有肾病的人，先问医生。' +
        UNDER_18_ZH,
      en:
        '**Replacing one meal a day (dinner, say) with a meal replacement is a recognised way for adults to lose weight, if the product is a real one and you eat around it.** Choose a product sold as a meal replacement with protein, fibre, vitamins and minerals, not a plain protein drink or a flavoured powder. A 200 kcal sachet is on the small side and often leads to late-night snacking: add a portion of vegetables (a bowl of salad or vegetable soup) and an egg or a glass of unsweetened soy milk. Replace at most one or two meals a day, eat your other meals properly, and keep the day above your plan’s weight-loss calories; living on shakes below 800 kcal a day is only for a doctor-supervised programme. If you take diabetes medicine or have kidney disease, ask your doctor first. ' +
        UNDER_18_EN,
    },
    source: {
      ref: `${NICE_CG189.ref}; Astbury NM et al., Obesity Reviews 2019;20:569–587 (meal replacements for weight loss, meta-analysis)`,
      url: NICE_CG189.url,
    },
  },
  {
    // Round 7 zh-133 (过午不食 but home at nine), en-158 (skip dinner after a big lunch).
    id: 'late-or-skipped-dinner',
    when: [
      /过午不食|不吃晚饭|不吃晚餐|晚饭不吃|晚餐不吃|晚上不吃|晚饭.{0,6}(太晚|很晚|九点|十点|[0-9]+点)|(九|十|9|10)点.{0,10}(吃|晚饭|晚餐|下班)|(下班|回家|到家)[^。？?]{0,8}(九|十|9|10)点[^。？?]{0,30}(吃|饿)|吃得晚|夜宵|宵夜|\bskip(ping)? (my )?(dinner|supper|tea)\b|\bno (dinner|supper)\b|\beat(ing)? (so |too |really )?late\b|\blate (dinner|supper|night eating|meals?)\b|\b(eat(ing)?|dinner|supper|food|meals?)\b.{0,12}\b(after|at) (8|9|10|11) ?pm\b|\bmidnight snack/,
    ],
    // 16:8 said with skipping dinner is the intermittent-fasting question (blind answer round 11 zh-010).
    unless: [/轻断食|间歇性?断食|16[:比]8|168|\bintermittent fasting\b|\b16[:/]8\b|\btime[- ]restricted\b/],
    notFor: PREGNANT_OR_NURSING,
    intent: 'weight_change',
    text: {
      zh: '**晚饭不建议不吃；下班晚或午饭吃多了，晚饭吃少一点、清淡一点就好。** 减重也不用靠不吃晚饭：体重看的是一整天吃了多少，不是几点吃；晚饭不吃容易饿到半夜、第二天吃得更多。下班晚的折中办法：下午五六点先吃一份加餐（一杯无糖酸奶或牛奶加一个水果，或一个鸡蛋加一小把坚果），回家后的晚饭清淡小份——半盘蔬菜、一掌心大小的鱼虾、鸡肉或豆腐、主食一小碗（杂粮更好），少油少盐；吃完尽量隔两三个小时再睡。午饭吃得多，晚饭吃少一点、以蔬菜和蛋白质为主就行，不必整顿不吃；还在长身体的学生一日三餐都要吃。',
      en: '**Better not to skip dinner; if you eat late or had a big lunch, make dinner smaller and lighter.** Nor do you need to skip it to lose weight: what counts is how much you eat over the whole day, not the clock, and skipping dinner often ends in night-time hunger and eating more the next day. If you finish work late: have a planned snack around 5–6 pm (a pot of plain yoghurt or a glass of milk with a piece of fruit, or an egg and a small handful of nuts), then a light dinner at home — half a plate of vegetables, a palm-sized portion of fish, chicken, eggs or tofu, and a small bowl of rice or other grains (wholegrain is better), cooked with little oil and salt — and try to leave two to three hours before bed. After a big lunch, a smaller dinner of vegetables and protein is fine; no need to skip it. Anyone still at school should eat all three meals.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则二、准则六（规律进餐）；NICE CG189 (2014, updated 2023) 1.7',
    },
  },
  {
    // Round 7 zh-136 (单位食堂 红烧肉/土豆丝/番茄炒蛋), zh-113 (学校食堂好油).
    id: 'canteen-choices',
    when: [
      /食堂|打饭|打菜|盒饭|快餐|自助餐|\bcanteen\b|\bcafeteria\b|\bschool (lunch|dinner)s?\b|\bbuffet\b/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'food_sources',
    text: {
      zh: '**食堂打饭按“餐盘法”：半盘蔬菜、一掌心蛋白质、一拳头主食。** 先打一两个素菜（清炒、凉拌、白灼的优先），占一半；蛋白质选一样：番茄炒蛋、清蒸或红烧的鱼、鸡肉、豆腐都可以，红烧肉这类肥肉多的菜拿两三块、别拌汤汁；主食一拳头大小（大约一小碗米饭），注意土豆丝、土豆块、藕、山药、粉丝算主食，打了它们就少打点米饭。菜太油：用汤或开水涮一下、汤汁别拌饭，油炸的少拿。还在长身体的学生主食正常吃一碗，不要为了减肥不吃饭。',
      en: '**In a canteen, use the plate method: half a plate of vegetables, a palm of protein, a fist of starch.** Take one or two vegetable dishes first (stir-fried, blanched or cold-dressed) to fill half the plate; one protein dish — tomato and egg, fish, chicken or tofu; with fatty pork such as braised pork belly take two or three pieces and leave the sauce — and a fist-sized portion of rice. Potatoes, lotus root, yam and glass noodles count as the starch, so take less rice when you have them. If the food is oily, leave the sauce, do not pour it over the rice, and go easy on fried items. Students who are still growing should have a normal bowl of rice and not skip meals to lose weight.',
    },
    source: {
      ref: '中国居民膳食指南（2022）平衡膳食餐盘与准则一；中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 7 zh-142 (应酬白酒半斤), en-012 (beer vs wine vs whiskey when losing weight).
    id: 'alcohol-and-weight-loss',
    when: [
      /啤酒|红酒|葡萄酒|白酒|黄酒|威士忌|洋酒|喝酒|应酬|酒局|饭局|\bbeers?\b|\bwines?\b|\bwhisk(e)?y\b|\bvodka\b|\bgin\b|\bspirits\b|\bpints?\b|\bbooze\b|\bdrinks\b(?![^.?!,]{0,20}\b(teas?|coffees?|water|milk|juices?|soda|colas?|coke|soups?|smoothies?|kombucha|oolong)\b)/,
      /减肥|减重|减脂|瘦|胖|长肉|长(点|些|一点)?(肉|膘)|发福|肚子|啤酒肚|热量|卡路里|大卡|千卡|\blos(e|ing) weight\b|\bweight\b|\bcalories\b|\bkcal\b|\bleast bad\b|\bfattening\b|\bcalori\w*|\blow(est)?[- ]cal\w*|\bdiet(ing)?\b|\bcut(ting)?\b(?! (down|back|out))/,
    ],
    unless: [
      /无醇|零度|0度|无酒精|不含酒精|\balcohol[- ]free\b|\bzero[- ]alcohol\b|\bnon[- ]?alcoholic\b|\b0\.0\b/,
      // A soft drink with no alcohol named is not this row ("what about diet coke then" after energy
      // drinks, from a 16-year-old — blind answer round 12, en-160, unsafe).
      /^(?!.*(酒|\bbeers?\b|\bwines?\b|\bwhisk|\bvodka\b|\bgin\b|\bspirits\b|\bpints?\b|\bbooze\b|\balcohol)).*(可乐(?!果(?!汁))|饮料|奶茶|\bcoke\b|\bcola\b|\bsodas?\b|\bmonster\b|\bred ?bull\b|\benergy drinks?\b|\bpop\b)/,
    ],
    // Not for a minor: "no more than 1–2 drinks a day" is adult guidance.
    notFor: anyOf(GOUT, MAOI, { lifeStages: PREGNANT_OR_NURSING.lifeStages }, { maxAge: 17 }),
    intent: 'how_much_nutrient',
    text: {
      zh: '**减重期间酒喝得越少越好；酒的热量主要来自酒精本身（每克约7千卡），所以度数高、量大的最“胖”。** 大致热量：38度白酒一两（50毫升）约100千卡，半斤（250毫升）约500千卡，52度的半斤约700千卡，接近一顿饭；一罐啤酒（330毫升）约140千卡；一杯干红（150毫升）约120千卡。一晚半斤白酒的酒精有75–100克，是“一天不超过15克”建议量的好几倍，还会让人多吃下酒菜。应酬时：先吃点主食和菜垫底，小杯慢喝、每杯酒配一杯水或茶，能以茶代酒就以茶代酒；下酒菜选凉拌菜、清蒸鱼、白切肉，少吃油炸和花生米。第二天照常吃，不要靠饿来“补”。',
      en: '**While losing weight, the less alcohol the better; most of a drink’s calories come from the alcohol itself (about 7 kcal per gram), so the strongest and biggest drinks cost the most.** Roughly: a pint of regular beer (about 570 ml) is about 240 kcal, a 330 ml can about 140; a 150 ml glass of dry wine about 120; a 25–30 ml shot of whisky about 60–70 kcal on its own — spirits with soda water or a diet mixer are the lowest per drink, beer and sugary mixers the highest. But the number of drinks matters more than the type: guidelines advise no more than 1–2 drinks a day and not saving them for one night, and drinking also leads to extra snacks. On a night out: eat first, alternate each drink with water, choose smaller measures, and pick grilled or plain food over chips and fried snacks. Do not “make up” for it by starving the next day.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五（成年人一天饮酒的酒精量不超过15克）；Dietary Guidelines for Americans 2020–2025, ch. 1; USDA FoodData Central (beer, wine, distilled spirits)',
    },
  },
  {
    // Round 7 en-013: alcohol-free beer answered with the general alcohol limit.
    id: 'alcohol-free-beer',
    when: [
      /无醇|零度|0度|无酒精|不含酒精|\balcohol[- ]free\b|\bzero[- ]alcohol\b|\bnon[- ]?alcoholic\b|\b0\.0\b|\bzero\b.{0,12}\bbeers?\b/,
    ],
    notFor: anyOf(GOUT, MAOI, { lifeStages: PREGNANT_OR_NURSING.lifeStages }),
    intent: 'how_much_nutrient',
    text: {
      zh: '**无醇啤酒对成年人来说可以喝，比普通啤酒好很多：基本没有酒精，热量通常只有普通啤酒的一半左右或更少（看标签）。** 但它不是水：很多含糖，一罐仍有几十千卡，喝多了热量也会累积；按零食算，一天一两罐以内。注意“无醇”（酒精度不超过0.5%）和“低醇”不是一回事，开车、吃头孢或甲硝唑等不能沾酒的药时，选标明0.0%的，拿不准问药师。',
      en: '**Alcohol-free beer is fine for adults and much better than regular beer: it has next to no alcohol and usually about half the calories or fewer (check the label).** It is not water, though: many contain sugar and a bottle still carries tens of kcal, which adds up; treat it like a snack and keep to one or two a day. “Alcohol-free” (up to 0.5 % in many countries) and “low-alcohol” are different: when driving or on a medicine that must not meet alcohol (metronidazole, for example), choose one labelled 0.0 % and ask your pharmacist if unsure.',
    },
    source: {
      ref: 'GB/T 4927-2008 啤酒（无醇啤酒 酒精度≤0.5%vol）；USDA FoodData Central (beer, non-alcoholic); NHS Better Health, alcohol-free and low-alcohol drinks',
    },
  },
  {
    // Round 7 en-011: intermittent fasting 16:8 declined by name.
    id: 'intermittent-fasting',
    when: [
      /轻断食|间歇性?断食|16[:：比]8|168断食|5[:：+]2断食|\bintermittent fasting\b|\b16[:/]8\b|\btime[- ]restricted\b|\bomad\b|\bone meal a day\b|\b5[:/]2 diet\b/,
    ],
    notFor: anyOf(PREGNANT_OR_NURSING, KIDNEY_OR_GLUCOSE_LOWERING),
    intent: 'weight_change',
    text: {
      zh: '**16:8这类轻断食能减重，是因为吃的总量少了，不比每天少吃一点更有效。** 一项为期12个月的随机试验里，“每天只在8小时内吃饭并控制热量”和“只控制热量”减掉的体重差不多。所以哪种你能长期坚持就选哪种：如果把饭集中在8小时内让你更好控制，可以试；如果饿得暴食或影响工作，就按时三餐、每餐少一点。进食时段里照样每餐有蛋白质和蔬菜。孕期、哺乳期、未满18岁、有进食障碍史的人不要断食；用胰岛素或磺脲类降糖药的人断食容易低血糖，先问开药医生。',
      en: '**Intermittent fasting such as 16:8 works by making you eat less overall; it is not better than simply eating a bit less each day.** In a 12-month randomised trial, eating within an 8-hour window plus a calorie target lost about the same weight as the calorie target alone. So choose what you can keep up: if a shorter eating window helps you control portions, try it; if it leads to binges or you cannot work, eat three regular, smaller meals. Within your eating hours, still have protein and vegetables at each meal. Not for pregnancy, breastfeeding, under-18s or anyone with a past eating disorder; on insulin or a sulfonylurea, fasting can cause low blood sugar — ask your prescriber first.',
    },
    source: {
      ref: 'Liu D et al. Calorie restriction with or without time-restricted eating in weight loss. N Engl J Med 2022;386:1495–1504; NICE CG189 (2014, updated 2023)',
    },
  },
  {
    // Round 7 zh-149: keto with raised blood pressure answered with the missed-dose text. Said for anyone, not for the
    // one person with untreated raised blood pressure (fifty-first clinician review, en M15: keto with Hashimoto's).
    id: 'keto-diet',
    cutsCarbohydrate: true,
    when: [/生酮|\bketo(genic)?\b|断碳|不吃碳水|零碳水|\bno[- ]carbs?\b|\bcarnivore diet\b/],
    notFor: anyOf(PREGNANT_OR_NURSING, KIDNEY_OR_GLUCOSE_LOWERING),
    intent: 'weight_change',
    text: {
      zh: '**生酮头几周掉得快，多半是水和糖原，不全是脂肪；一年下来，它和其他少吃的方法减掉的体重差不多。** 生酮很难长期坚持，常吃进很多饱和脂肪（肥肉、黄油、奶油），一部分人“坏”胆固醇会升高，停了容易反弹。想长期把体重减下来、把血压管好，更有效的是：每天少吃一些、能坚持下去，每天盐不超过5克、多吃蔬菜水果、全谷物和低脂奶（得舒饮食）。想少吃碳水，可以把精米白面减掉一部分、换成杂粮杂豆，比完全断碳稳妥。有肾病、痛风、糖尿病正在用药、孕期或哺乳期，不要自己做生酮；开始任何严格饮食前，请医生先看看你的血压和化验结果。',
      en: '**Keto gives a fast drop in the first weeks, mostly water and stored carbohydrate rather than fat; after a year it loses about the same as other ways of eating less.** It is hard to keep up, often brings a lot of saturated fat (fatty meat, butter, cream) that raises LDL cholesterol in some people, and weight tends to return when it stops. For lasting weight loss and healthy blood pressure, what helps most is a modest cut in calories you can keep up, salt under 5 g a day, and plenty of vegetables, fruit, whole grains and low-fat dairy (the DASH pattern). If you want fewer carbs, cut part of the white rice, noodles and bread and swap some for whole grains and beans rather than cutting carbs out. With kidney disease, gout, diabetes medicine, pregnancy or breastfeeding, do not start keto on your own; before any strict diet, let your doctor see your blood pressure and blood tests.',
    },
    source: {
      ref: 'Gardner CD et al. DIETFITS randomised trial, JAMA 2018;319:667–679; 中国高血压防治指南（2018年修订版）生活方式干预; NICE NG136 Hypertension in adults (2019, updated 2023), lifestyle interventions',
    },
  },
  {
    // Round 7 zh-150: "米饭面条减半其他照吃，行不行" declined.
    id: 'halve-staples',
    cutsCarbohydrate: true,
    when: [
      /米饭|面条|主食|馒头|碳水|粉面|\brice\b|\bcarbs?\b|\bpasta\b|\bbread\b|\bnoodles\b|\bpotatoes\b/,
      /减半|一半|半碗|少吃点?|减少|\bhalve\b|\bhalf\b|\bcut (down|back)\b|\bcut(ting)? (my |the )?(rice|carbs?|bread|pasta|noodles)\b|\bless\b/,
    ],
    // Eating little and losing weight unwanted ("lost about 3kg since diagnosis and eats only like half a bowl of
    // rice"): the opposite question (blind answer round 34, en-066, development data).
    unless: [
      /血糖|糖尿病|\bdiabet|\bblood sugar\b|\bglucose\b|肾|\bkidney\b/,
      /瘦了|掉了?\d*\s*(斤|公斤|kg)|体重(一直)?(下降|掉)|吃不下|没胃口|胃口(不好|差)|只(能)?吃(得下)?(小)?半碗|\b(lost|losing|dropped) (about |around |like )?\d+(\.\d)? ?(kg|kilos?|lbs?|pounds)\b|\b(eats?|eating) only\b|\bonly (eats?|manages?)\b|\bno appetite\b|\bpoor appetite\b|\bweight loss since\b/,
    ],
    // Never dieting advice where weight loss is not wanted (an 85-year-old of 41 kg with a low albumin, "一顿就小半碗小
    // 米粥加半个馒头 … 有啥法子给她加点营养" — blind answer round 40, zh-009, unsafe, development data).
    notFor: [PREGNANT_OR_NURSING, NO_DEFICIT],
    intent: 'weight_change',
    text: {
      zh:
        '**可以：成年人把精米白面减掉一半、其他照常吃，是个简单可行的减重办法，但别把主食减到没有。** 一碗米饭（熟重约150克）约170千卡，每顿少半碗，一天能少两三百千卡。要点：蔬菜和鱼肉蛋豆奶照常甚至多吃一点，不要用肉、油和零食把省下的热量补回去；剩下的主食里换一部分粗粮杂豆（燕麦、糙米、玉米、红薯）更耐饿；土豆、红薯、藕算主食。成年人每天谷薯类建议不低于200克生重左右，长期完全不吃主食不推荐。' +
        UNDER_18_ZH,
      en:
        '**Yes: for an adult, halving the white rice and noodles and eating the rest as usual is a simple, workable way to lose weight — just do not cut starch out altogether.** A bowl of cooked rice (about 150 g) is about 170 kcal, so half a bowl less at two meals saves a few hundred kcal a day. Keep vegetables, fish, meat, eggs, beans and dairy as they are or a little more, and do not fill the gap with fatty meat, oil or snacks. Swap part of what is left for whole grains and beans (oats, brown rice, corn, sweet potato), which keep you full longer; potatoes and sweet potatoes count as starch. Guidelines suggest adults keep cereals and tubers at about 200 g (dry weight) a day or more; living without starch long term is not recommended. ' +
        UNDER_18_EN,
    },
    source: {
      ref: '中国居民膳食指南（2022）准则一（谷类200–300克，其中全谷物和杂豆50–150克，薯类50–100克）；中国食物成分表（标准版，第6版）米饭；NICE CG189 (2014, updated 2023) 1.7',
    },
  },
  {
    // Round 7 zh-152: two kilos in the first week: is that normal?
    id: 'first-week-loss',
    cutsCarbohydrate: true,
    when: [
      /第一周|头一周|前两周|第一个星期|刚开始.{0,8}(掉|瘦|减)|(一周|每周|一个星期|一个礼拜).{0,10}(掉|瘦|减)(几|多少)|\bfirst (week|two weeks|fortnight)\b|\bweek one\b|\bhow (much|many (kg|kilos|pounds|lbs)) (should|can) i lose (a|per|each) week\b|\blos(e|ing) (too|so) (fast|quickly)\b/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'weight_change',
    text: {
      zh: '**刚开始少吃的第一两周，体重掉1–2公斤（2–4斤）很常见，其中多半是水分和糖原（少吃了主食和盐，身体存的水随之排出），不全是脂肪。** 之后每周减0.5–1公斤（1–2斤）是安全、能坚持的速度；会有几周不动、几周掉得多，看两三周的趋势，不要看一天的数。每周固定一天早上空腹、上完厕所后称一次就够了。如果持续每周掉得比1公斤多很多，或者头晕乏力，说明吃得太少，要加回来。',
      en: '**Losing 1–2 kg in the first week or two is common, and most of it is water and stored carbohydrate (eating less starch and salt lets the body release water), not all fat.** After that, 0.5–1 kg a week is a safe pace you can keep up. Some weeks will not move and some will drop more: follow the trend over two to three weeks, not the daily number, and weigh once a week on the same morning, before breakfast. If you keep losing much more than 1 kg a week, or feel dizzy or drained, you are eating too little and should eat more.',
    },
    source: NICE_CG189,
  },
  {
    // Round 7 zh-153: "称不动了，是不是平台期".
    id: 'weight-plateau',
    when: [
      /平台期|称不动|体重不动|不掉秤|不降了|瘦不下去|瘦不动|减不下去|停滞|\bplateau(ed|ing)?\b|\bstall(ed|ing)?\b|\bstopped losing\b|\bnot losing( any)?( weight)?\b|\bscale (won'?t|isn'?t|is not|not) (move|moving|budge|budging)\b|\bstuck (at|on) \d|\bweight (is |has been )?stuck\b|\bhaven'?t lost\b|\b(weight|scale) (hasn'?t|has not) (moved|budged|changed)\b|体重卡在|卡在\d/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'weight_change',
    text: {
      zh: '**是的，减了一段时间后体重停住很常见，叫平台期：人变轻了，每天消耗的热量也跟着变少，原来的吃法就只够“持平”。** 先看两三周的趋势，一两周不动不算。然后：1）重新核对吃的量——烹调油、饮料、零食、周末和聚餐最容易悄悄变多，记三天饮食看看；2）每餐保证一份蛋白质和半盘蔬菜；3）加点活动，每天多走几千步，每周两次力量练习，保住肌肉；4）睡够7小时左右。不要把热量降到方案的减重热量以下，也不要靠断食硬冲。连续一个多月一点不动，请注册营养师或医生帮你重新评估。',
      en: '**Yes — weight often stops moving after a while; that is a plateau: a lighter body burns fewer calories, so the same eating now only holds you steady.** Look at two to three weeks, not one. Then: 1) re-check portions — cooking oil, drinks, snacks, weekends and meals out creep up quietly; log three days to see; 2) have a portion of protein and half a plate of vegetables at each meal; 3) move a bit more — a few thousand more steps a day and two strength sessions a week to keep muscle; 4) sleep around 7 hours. Do not go below your plan’s weight-loss calories or crash-fast through it. If nothing changes for more than a month, ask a registered dietitian or your doctor to review the plan.',
    },
    source: NICE_CG189,
  },
  {
    // Round 7 zh-151: "app给我算的一天1900大卡，有点饿，是不是定得太少了".
    id: 'hungry-on-a-diet',
    when: [
      /饿|扛不住|顶不住|\bhungry\b|\bstarving\b|\bhunger\b|\bfamished\b/,
      /减肥|减重|减脂|热量|大卡|千卡|卡路里|[0-9]{3,4} ?(卡|kcal|cal)|\bcalories\b|\bkcal\b|\bdiet(ing)?\b|\bdeficit\b|\blos(e|ing) weight\b|定得|太少|\btoo (low|little)\b/,
    ],
    // Hunger that is missing ("just not hungry anymore", "never hungry before school", "不饿") is the
    // opposite question: never the diet's hunger text with its deficit (blind answer round 14, en-039 and
    // en-022, both unsafe).
    unless: [
      /不饿|不觉得饿|不知道饿|没胃口|\b(not|never|isn'?t|isnt|aren'?t|wasn'?t|no longer|hardly( ever)?|rarely|barely) (\w+ )?hungry\b|\bno appetite\b/,
    ],
    // Nor for someone for whom the plan sets no deficit (underweight, frail, an illness that wastes).
    notFor: [PREGNANT_OR_NURSING, NO_DEFICIT],
    intent: 'bmi_energy',
    text: {
      zh:
        '**刚开始少吃的一两周有点饿是正常的；如果一直饿到影响工作和睡觉，多半是定得太低或吃的结构不对。** 先对照一下你方案里的减重热量（问我“我每天该吃多少”就能看到）：App给的数低于它，就按方案的来。再调结构：每餐一掌心蛋白质（鸡蛋、鱼虾、瘦肉、豆腐），半盘蔬菜先吃，主食换一部分粗粮；饭前喝一杯水；别把热量省到晚饭，下午饿了备一杯无糖酸奶或一个水果。比起一天少很多，每天少吃约500千卡（每周减0.5千克左右）更能坚持。' +
        UNDER_18_ZH,
      en:
        '**Some hunger in the first week or two is normal; if you stay hungry enough to affect work or sleep, the target is probably too low or the meals are built the wrong way.** First compare the app’s number with your plan’s weight-loss calories (ask me “how much should I eat a day”): if the app is lower, go with the plan. Then change the build: a palm of protein at every meal (eggs, fish, lean meat, tofu), half a plate of vegetables eaten first, part of the starch as whole grains; a glass of water before meals; do not save calories for dinner, and keep a plain yoghurt or a piece of fruit for the afternoon. Eating about 500 kcal a day less than you use (about 0.5 kg a week) is easier to keep up than a big cut. ' +
        UNDER_18_EN,
    },
    source: NICE_CG189,
  },
  {
    // Round 7 en-154: "is 1200 ok? thats what everyone on tiktok says" (the minor rule wins for a teen).
    id: 'very-low-calorie-target',
    when: [
      /(?<![0-9.])(1,?200|1,?000|1,?100)(?![0-9.])|一千二|一千一|一千(?!克|米|步|毫)/,
      /卡|热量|\bcal(orie)?s?\b|\bkcal\b|行吗|可以吗|够吗|够不够|行不行|\bok(ay)?\b|\benough\b|\btoo (low|little)\b|\bsafe\b|\bfine\b/,
    ],
    unless: [
      /毫克|微克|毫升|步|\bmg\b|\bmcg\b|µg|\biu\b|\bml\b|\bsteps\b|[0-9] ?(mg|ml|iu|g)\b/,
      // A medicine's dose ("metformin 1000 twice a day", "二甲双胍…每次1000"; blind answer round 13, en-042).
      /(二甲双胍|格华止|\bmetformin\b|\bmetfromin\b|\bglucophage\b)[^.?!。？！]{0,16}(1,?000|1,?200|1,?100|一千)|(1,?000|1,?200|1,?100) ?(twice|once|three times|x ?[23]|bd|bid|tds|tid)\b/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'bmi_energy',
    text: {
      zh:
        '**一天1200千卡对大多数成年人来说太低了，网上这个数不是给每个人的。** 它低于绝大多数人每天的消耗，长期这样吃容易掉肌肉、疲劳、脱发、月经紊乱，也更容易反弹；每天低于800千卡的极低能量饮食只能在医生监督下做。安全的做法是比你自己的消耗少吃约500千卡，每周减0.5–1千克，按方案里的减重热量来（问我“我每天该吃多少”）。' +
        UNDER_18_ZH,
      en:
        '**1,200 kcal a day is too low for most adults; that number online is not meant for everyone.** It is below what almost everyone uses in a day, and living on it tends to cost muscle and bring tiredness, hair loss, period changes and regain; very-low-calorie diets (under 800 kcal a day) are only for doctor-supervised programmes. The safe way is to eat about 500 kcal a day less than you use, losing 0.5–1 kg a week — your plan’s weight-loss calories (ask me “how much should I eat a day”). ' +
        UNDER_18_EN,
    },
    source: NICE_CG189,
  },
  {
    // Blind answer round 60, zh-073, en-072 (development data): a religious water-only fast of several days at 62 with
    // osteoporosis on teriparatide and other daily medicines.
    id: 'water-only-fast-days-older-or-medicines',
    wholeMessage: true,
    when: [
      /断食|禁食|绝食|只喝(烧开的|开|白开)?水|不吃东西|\bupvas\b|\bupvaas\b|\bparyushan\b|\bnirjala\b|\bwater[- ]only\b|\bonly (boiled )?water\b|\bwater fast\w*\b|\bfast(ing)? for (several|a few|\d+|two|three) days\b/,
      /好几天|几天|连续|\d+天|[两三四五六七八九十]天|\b(several|a few|\d+|two|three|four|five|eight) (whole )?days\b|\b(\d+|two|three|four|five|eight)[- ]day\b|\bfor days\b/,
    ],
    for: {
      minAge: 60,
      medicines: ['thyroid_hormone', 'teriparatide', 'bisphosphonate', 'ppi', 'insulin', 'sulfonylurea'],
    },
    intent: 'medicine_question',
    compose: (said, zh) => {
      const own = (said.medicines ?? []).includes('teriparatide')
        ? zh
          ? WATER_ONLY_FAST_DAYS.teriparatide.zh
          : WATER_ONLY_FAST_DAYS.teriparatide.en
        : '';
      return pickZh(WATER_ONLY_FAST_DAYS.text, zh).replace('{own}', own);
    },
    text: {
      zh: WATER_ONLY_FAST_DAYS.text.zh.replace('{own}', ''),
      en: WATER_ONLY_FAST_DAYS.text.en.replace('{own}', ''),
    },
    source: WATER_ONLY_FAST_DAYS.source,
  },
  {
    // Blind answer round 60, zh-063, en-060 (development data): bright yellow urine on riboflavin, magnesium's timing.
    id: 'riboflavin-yellow-urine',
    wholeMessage: true,
    when: [
      /核黄素|维生素b2|维b2|b族|\bb2\b|\briboflavin\b|\bb[- ]?complex\b|\bvitamin b\b/,
      /(尿|小便)[^，。？?]{0,6}(黄|荧光)|(黄|荧光)[^，。？?]{0,4}(尿|小便)|\b(wee|pee|urine)\b[^.?!]{0,30}\b(yellow|fluoro\w*|neon|bright|glow\w*)\b|\b(yellow|fluoro\w*|neon|highlighter)\b[^.?!]{0,20}\b(wee|pee|urine)\b/,
    ],
    intent: 'supplement_timing',
    ...RIBOFLAVIN_YELLOW_URINE,
  },
  {
    // Blind answer round 60, en-074 (development data): a weekly vitamin D sachet, with milk or on an empty stomach.
    id: 'vitamin-d-sachet-with-fat',
    wholeMessage: true,
    when: [
      /维生素 ?d|维d|d3|\bvitamin ?d\d?\b|\buprise\b|\bcalcirol\b|\bd-?rise\b|\b60,?000\b|\b60k\b|6万|六万/,
      /(一)?包|冲剂|颗粒|\bsachets?\b|\bgranules\b|\bpowder\b|\b60,?000\b|\b60k\b|6万|六万/,
      /牛奶|空腹|白开水|温水|随餐|饭后|\bmilk\b|\bempty stomach\b|\bplain water\b|\bwith (food|a meal|meals|breakfast|lunch|dinner)\b/,
    ],
    intent: 'supplement_timing',
    ...VITAMIN_D_SACHET_WITH_FAT,
  },
  {
    // Blind answer round 60, en-062, zh-062 (development data): aged cheese and red wine as migraine triggers, on topiramate.
    id: 'migraine-cheese-wine-triggers',
    wholeMessage: true,
    when: [
      /偏头痛|头痛|\bmigraines?\b|\bheadaches?\b/,
      /奶酪|芝士|红酒|葡萄酒|\bcheese\w*\b|\bwine\b|\bshiraz\b|\bmerlot\b|\btyramine\b/,
      /诱发|诱因|引起|触发|\btriggers?\b|\bmyth\b|\blegit\b|\bcaus\w*\b|\bset (it |them )?off\b/,
    ],
    notFor: [{ medicines: ['maoi', 'linezolid'] }],
    intent: 'food_sources',
    compose: (said, zh) => {
      const own = (said.medicines ?? []).includes('topiramate')
        ? zh
          ? MIGRAINE_CHEESE_WINE.topiramate.zh
          : MIGRAINE_CHEESE_WINE.topiramate.en
        : '';
      return pickZh(MIGRAINE_CHEESE_WINE.text, zh).replace('{own}', own).trimEnd();
    },
    text: {
      zh: MIGRAINE_CHEESE_WINE.text.zh.replace('{own}', ''),
      en: MIGRAINE_CHEESE_WINE.text.en.replace(' {own}', ''),
    },
    source: MIGRAINE_CHEESE_WINE.source,
  },
  {
    // Blind answer round 60, en-043, zh-047 (development data): Maggi cubes with a borderline blood pressure.
    id: 'stock-cubes-blood-pressure',
    wholeMessage: true,
    when: [
      /浓汤宝|调味块|高汤块|鸡精块|\b(maggi|knorr|royco|onga|stock cubes?|bouillon( cubes?)?|seasoning cubes?)\b/,
      /血压|盐|钠|几块|多少块|算多|\b(blood pressure|bp|salt|salty|sodium|how many|too many|matter)\b/,
    ],
    intent: 'food_sources',
    ...STOCK_CUBES_BLOOD_PRESSURE,
  },
  {
    // Round 7 en-010: "if I hit the gym 3x a week do I eat those calories back".
    id: 'eat-back-exercise-calories',
    when: [
      /吃回来|补回来|吃回去|(运动|健身|锻炼|跑步|训练|消耗).{0,20}(能|可以)?多吃|\beat (them |those |it |the calories |those calories |my calories )?back\b|\beat more on (gym|training|workout|exercise) days\b|\b(gym|exercise|workout|training)\b.{0,40}\beat more\b/,
    ],
    // "多吃菠菜能补回来吗": a nutrient to make up, not exercise calories (blind answer round 18 zh-108).
    unless: [
      /(铁|钙|维生素|维[a-z]|锌|镁|叶酸|蛋白|铁蛋白|血红蛋白|菠菜|猪肝|红枣).{0,12}补回来|补回来.{0,6}(铁|钙|维生素|储备)/,
      // Weight lost to an illness, wanted back ("病了一场瘦了8斤，怎么把体重补回来"): the weight-gain answer
      // (blind answer round 24 zh-051, development data once reported).
      /(体重|肉|斤)[^，。？?]{0,4}(补|长|养|吃)回来|瘦了[^，。？?]{0,6}(补|长|养|吃)回来/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'weight_change',
    text: {
      zh:
        '**在减重的话，运动消耗的热量不要全吃回来，最多吃回一小部分。** 你方案里的热量已经按你填的日常活动量算过；运动手环和器械显示的消耗常常偏高。实际做法：运动当天觉得饿，加一份小的加餐（一杯牛奶或无糖酸奶、一个鸡蛋或一根香蕉），运动后那顿正常吃、保证有蛋白质；然后看两三周体重趋势——掉得比每周1千克还快或者没力气练，就多吃一点；不动就不要再加。' +
        UNDER_18_ZH,
      en:
        '**While losing weight, do not eat all your exercise calories back — at most a small part.** Your plan’s calories already allow for the activity level you gave, and watches and gym machines often overstate what you burned. In practice: on training days, if you are hungry, add a small snack (a glass of milk or plain yoghurt, an egg or a banana) and make sure the meal after training has protein; then watch the two-to-three-week trend — if you lose faster than 1 kg a week or run out of energy in sessions, eat a bit more; if the weight is not moving, do not add more. ' +
        UNDER_18_EN,
    },
    source: {
      ref: `${NICE_CG189.ref}; Shcherbina A et al. Accuracy in wrist-worn, sensor-based measurements of heart rate and energy expenditure. J Pers Med 2017;7:3`,
      url: NICE_CG189.url,
    },
  },
  {
    // Round 7 en-015/en-016: are protein bars candy bars; how much protein per bar.
    id: 'protein-bars',
    when: [
      /蛋白棒|能量棒|谷物棒|\bprot(ei|ie|e)n bars?\b|\bquest bars?\b|\bbars?\b.{0,25}\bprotein\b|\bprotein\b.{0,25}\b(per )?bars?\b|\bgranola bars?\b|\benergy bars?\b/,
    ],
    intent: 'product_question',
    text: {
      zh: '**蛋白棒可以当加餐，但很多其实是“加了蛋白的糖果棒”，要看标签。** 看营养成分表和配料表：1）蛋白质：我国标签标准规定，每100克含蛋白质12克以上才能叫“高蛋白”，一根蛋白质明显多于糖的才值；2）糖：配料表前几位是白砂糖、麦芽糖浆、果葡糖浆的别选；3）热量：一根大多150–250千卡，是代替一顿加餐，不是额外多吃的；4）糖醇（麦芽糖醇等）多的吃了容易胀气腹泻。其实一杯无糖酸奶加一个水果、或一个鸡蛋，蛋白质差不多、还便宜。有肾病的人加蛋白质前先问医生。',
      en: '**A protein bar can be a snack, but many are sweets with protein added — read the label.** On the nutrition panel and ingredient list: 1) protein — it should clearly exceed the sugar; label rules reserve “high protein” for products where protein gives at least 20 % of the calories (EU) or that reach 12 g per 100 g (China); 2) sugar — skip bars whose first ingredients are sugar, glucose or other syrups; 3) calories — most bars are 150–250 kcal, so one replaces a snack rather than being eaten on top; 4) lots of sugar alcohols (maltitol and others) can cause bloating and diarrhoea. A plain yoghurt with fruit, or a boiled egg, gives similar protein for less money. With kidney disease, ask your doctor before adding protein.',
    },
    source: {
      ref: 'GB 28050-2011 预包装食品营养标签通则，附录C（高蛋白：每100克≥20% NRV，即12克）；Regulation (EC) No 1924/2006 Annex (high protein: ≥20 % of energy)',
    },
  },
];

const HEALTHY_WOMAN_ROWS: readonly FaqRow[] = [
  {
    // Round 7 zh-006/zh-007 (70 g protein in eggs, milk and meat), en-002 (does bread count), zh-043 (vegan day).
    id: 'protein-in-everyday-foods',
    when: [
      /蛋白质?|\bproteins?\b/,
      /换算|相当于|折合|多少个?(鸡?蛋|肉|奶)|(鸡?蛋|牛奶|奶|肉|鸡胸|豆腐|豆浆|坚果|米饭|燕麦|面包|蔬菜).{0,30}(够不够|够了?没|够吗|够了吗|够不|算不算|算吗|也算|有多少|含多少)|够不够|够了?没|帮我(看|算)|\bhow (much|many)\b.{0,40}\b(eggs?|chicken|meat|milk|tofu|beans|in (food|an? ))|\b(eggs?|chicken|tofu|milk|bread|veg(etables|gies)?|rice|oats|beans)\b.{0,40}\b(enough|count|counts|include)\b|\b(enough|count|counts|include|includes)\b.{0,40}\b(eggs?|chicken|tofu|milk|bread|veg(etables|gies)?|rice|oats|beans)\b|\bwhat does \d+ ?g\b/,
    ],
    unless: [
      /蛋白粉|乳清|蛋白棒|\bprotein (powder|shakes?|bars?)\b|\bwhey\b|肾|透析|\bkidney\b|\bdialysis\b|痛风|\bgout\b/,
    ],
    notFor: { conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'] },
    intent: 'food_sources',
    text: {
      zh: '**吃进去的所有食物里的蛋白质都算，米饭、面包、蔬菜里的也算。** 常见食物大约含多少（可食部分）：一个鸡蛋约6克；一盒牛奶（250毫升）约7–8克；一杯无糖酸奶（200克）约6克；瘦猪肉、牛肉、鸡胸肉生重一两（50克）约10克，熟鸡胸肉100克约30克；鱼虾生重一两约8–9克；北豆腐一两约5–6克；豆浆一杯（250毫升）约5–7克（看浓度）；一小把坚果（15克）约3–4克；一碗米饭（熟重150克）约4克；一个馒头（100克）约7克；燕麦片40克约5克。\n\n举例凑70克：早上1个蛋加1盒奶（约14克）、中午一份鸡胸肉（熟重约100克，约30克）、三顿主食和蔬菜（约15克）——约60克，晚上再有一两肉或鱼、或二两北豆腐（约10–12克），就到70克左右。吃素的人把肉换成豆腐、豆干、豆浆、毛豆和杂豆，每天豆制品吃够两三份。有肾病的人蛋白质要按医生定的量。',
      en: '**All the protein you eat counts — bread, rice and vegetables too, not only meat and eggs.** Roughly (edible part): one egg about 6 g; a 250 ml glass of milk about 7–8 g; a 200 g pot of plain yoghurt about 6 g (Greek-style about twice that); 50 g raw lean pork, beef or chicken breast about 10 g, 100 g cooked chicken breast about 30 g; 50 g raw fish or prawns about 8–9 g; 50 g firm tofu about 5–6 g; a 250 ml glass of soy milk about 5–7 g; a small handful of nuts (15 g) about 3–4 g; a bowl of cooked rice (150 g) about 4 g; a slice of wholemeal bread about 3–4 g; 40 g oats about 5 g.\n\nExample for 70 g: an egg and a glass of milk at breakfast (about 14 g), a portion of chicken breast at lunch (100 g cooked, about 30 g), starch and vegetables across the day (about 15 g) — about 60 g; a piece of fish or meat or 100 g firm tofu at dinner (10–12 g) brings it to about 70 g. On a vegan diet, swap meat for tofu, tempeh, soy milk, edamame, beans and lentils, with two or three soy portions a day. With kidney disease, follow the protein amount your doctor sets.',
    },
    source: {
      ref: '中国食物成分表（标准版，第6版，2018–2019）；USDA FoodData Central (SR Legacy) protein values; 中国居民膳食营养素参考摄入量（2023版）蛋白质',
    },
  },
  {
    // Round 7 zh-031 (vitamin D with an iced Americano), en-003/en-004 (morning or night, sleep, with food?).
    id: 'vitamin-d-timing',
    // Vitamin D said in this message or the one before ("and do I need to take it with food?").
    when: [
      /早上|早晨|晚上|睡前|几点|什么时候|什么时间|空腹|咖啡|美式|拿铁|随餐|饭后|饭前|睡眠|失眠|\bmorning\b|\bnight\b|\bevening\b|\bbedtime\b|\bwhen\b|\bwhat time\b|\bsleep\b|\bcoffee\b|\bwith (food|a meal|meals|breakfast|lunch|dinner)\b|\bempty stomach\b/,
    ],
    for: { said: /维生素\s?d|维d|\bvit(amin)?\.? ?d\d?\b|\bd3\b/ },
    unless: [
      /婴儿|宝宝|新生儿|孩子|\bbaby\b|\binfant\b|\bdrops\b|多少|\bhow much\b|\bdose\b|\biu\b/,
      /药|甲状腺|优甲乐|\bthyroid\b|\blevothyroxine\b|\bthyroxine\b|\bmedicines?\b|\bmeds\b|\bmedication\b/,
      /钙|铁|镁|锌|b12|鱼油|叶酸|复合维生素|多维|\bcalcium\b|\biron\b|\bmagnesium\b|\bzinc\b|\bfish oil\b|\bomega\b|\bfolic\b|\bmulti ?vitamins?\b|\bk2\b/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**维生素D早上吃、晚上吃都行，关键是随含油脂的正餐服用（脂溶性），而且每天固定。** 它是脂溶性的，跟有油的饭菜一起吃吸收更好；只就着一杯冰美式空腹吞，吸收会差一些——咖啡本身不是大问题，问题是没有食物和油脂。所以早上不吃东西的话，改到午饭或晚饭时吃。至于“影响睡眠”，研究结论不一致，没有可靠证据说晚上吃会失眠；你自己觉得有影响，就放到午饭时吃。',
      en: '**Morning or evening both work for vitamin D; what matters is taking it with a meal that contains some fat, at the same time each day.** It is fat-soluble and is absorbed better with food and fat; swallowed with only black coffee on an empty stomach it is absorbed less — the coffee is not the problem, the missing meal is. So if you have nothing but coffee until lunch, take it with lunch. As for sleep, studies disagree and there is no good evidence that an evening dose keeps people awake; if you feel it does, take it at lunch.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Vitamin D Fact Sheet for Health Professionals (2024); Dawson-Hughes B et al. J Acad Nutr Diet 2015;115:225–230 (vitamin D3 absorbed better with a fat-containing meal)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    },
  },
  {
    // Round 7 zh-029: collagen peptides "for skin" declined by name.
    id: 'collagen-supplements',
    when: [/胶原蛋白|胶原肽|\bcollagen\b/],
    intent: 'product_question',
    text: {
      zh: '**胶原蛋白肽不是智商税，但也没有宣传的那么神：喝下去会被消化成氨基酸，身体不会专门把它送到脸上。** 有些小型试验看到皮肤弹性、水分略有改善，但多是厂家资助的；排除这类研究后，高质量试验里基本看不到效果。想要皮肤好，更靠得住的是：每天吃够蛋白质（蛋、奶、鱼肉、豆制品）、多吃蔬菜水果（维生素C参与合成胶原）、防晒、不吸烟、睡够。想喝也可以，一般人安全，但当成普通蛋白质来源就好，别为它多花钱；有肾病的人先问医生。',
      en: '**Collagen peptides are not a scam, but they are not what the ads promise: you digest them into amino acids, and the body does not send them to your skin on purpose.** Some small trials saw slight gains in skin elasticity or hydration, but most were funded by manufacturers; in the higher-quality, independent trials the effect largely disappears. What reliably helps skin: enough protein (eggs, dairy, fish, meat, soy), plenty of vegetables and fruit (vitamin C is needed to make collagen), sunscreen, not smoking and enough sleep. If you want to take it, it is safe for most people — just treat it as ordinary protein and do not pay a premium for it; with kidney disease ask your doctor first.',
    },
    source: {
      ref: 'Myung SK, Park Y. Effects of collagen supplements on skin aging: systematic review and meta-analysis. Am J Med 2025 (cited from memory; industry-funded vs independent trials)',
    },
  },
  {
    // Round 7 en-005: apple cider vinegar shots "burn belly fat".
    id: 'apple-cider-vinegar',
    when: [
      /苹果醋|醋.{0,8}(减肥|瘦|燃脂|刮油|减脂|降糖)|(减肥|瘦|燃脂|刮油|减脂).{0,12}醋|\bapple cider vinegar\b|\bacv\b|\bvinegar (shots?|drinks?)\b/,
    ],
    intent: 'product_question',
    text: {
      zh: '**不靠谱：没有可靠证据表明苹果醋能“燃烧”肚子上的脂肪。** 少数小型短期试验里体重差别很小，也没法说明是醋的作用。醋是酸的，空腹一口闷会腐蚀牙釉质、刺激食管和胃，有胃食管反流的人更难受。想喝就当调味：一汤匙兑一大杯水、随餐喝、用吸管、喝完漱口，不要喝原醋。吃降糖药、利尿剂或地高辛的人，大量喝醋前先问医生或药师。减肚子还是靠总热量、规律运动和睡眠。',
      en: '**No: there is no good evidence that apple cider vinegar burns belly fat.** The few small, short trials found tiny differences in weight that cannot be pinned on the vinegar. It is acidic, and neat shots on an empty stomach wear tooth enamel and irritate the throat and stomach, worse with reflux. If you like it, use it as a flavour: a tablespoon in a large glass of water with a meal, through a straw, rinsing your mouth after — never neat. On diabetes medicine, diuretics or digoxin, ask your doctor or pharmacist before drinking a lot of it. Belly fat goes with overall calories, regular activity and sleep.',
    },
    source: {
      ref: 'Mayo Clinic, Apple cider vinegar for weight loss (expert answers; cited from memory)',
    },
  },
  {
    // Round 7 zh-082: Chongqing hotpot, which dishes, how not to overdo it.
    id: 'hotpot-choices',
    when: [/火锅|麻辣烫|冒菜|串串|涮锅|\bhot ?pot\b/],
    unless: [/油碟|干碟|蘸料|蘸碟|麻酱|小料|\bdipping\b|\bsauces?\b/],
    // A fish or shellfish allergy is rows-round26-unsafe-zh.ts fish-shellfish-allergy-hotpot (round 26, zh-160).
    // Cirrhosis is rows-review51.ts cirrhosis-cured-meat-hotpot (round 51 zh-024: "one big meal is fine").
    notFor: [
      anyOf(GOUT, MAOI, PREGNANT_OR_NURSING),
      FISH_OR_SHELLFISH_ALLERGY,
      { conditions: ['cirrhosis'], said: CIRRHOSIS_SAID },
    ],
    intent: 'food_sources',
    text: {
      zh: '**火锅能吃，热量大头在锅底的油和蘸料，不在毛肚鸭肠本身。** 毛肚、鸭肠、黄喉本身脂肪不高，但在牛油红汤里涮过会挂一层油——捞出来在漏勺或碗边沥一下，少在锅里久泡。点菜：锅底能选鸳鸯就一半清汤或番茄；荤菜选嫩牛肉、鸡片、鱼片、虾、毛肚黄喉这类瘦的，肥牛肥羊、午餐肉、各种丸滑、酥肉少点；素菜多点（青菜、菌菇、冬瓜、海带、豆腐、魔芋）；先涮素菜垫底；饮料选茶或无糖的；汤别喝，又油又咸。一顿吃多了也没关系，第二天清淡些、照常吃，不用饿一天。',
      en: '**Hotpot is fine; most of the calories come from the oil in the broth and the dips, not from tripe or duck intestine themselves.** Beef tripe, duck intestine and aorta are lean, but in a beef-tallow chilli broth they pick up a coat of oil — let them drain in the ladle and do not leave food soaking. Ordering: take a split pot with a clear or tomato half; pick lean meats (tender beef, chicken, fish slices, prawns, tripe) over fatty sliced beef or lamb, luncheon meat, balls and fried pork; order plenty of vegetables, mushrooms, tofu and konjac and start with them; drink tea or something unsweetened; skip the broth, which is oily and salty. One big meal does not undo a week: eat normally and lightly the next day rather than fasting.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五（烹调油每天25–30克，盐不超过5克）、准则七（会选会烹）',
    },
  },
  {
    // Round 7 zh-083: oil dip vs dry dip.
    id: 'hotpot-dips',
    when: [/油碟|干碟|蘸料|蘸碟|蘸酱|麻酱|香油碟|小料|\bdipping sauces?\b|\bsesame (oil|paste|sauce) dip\b/],
    notFor: MAOI,
    intent: 'food_sources',
    text: {
      zh: '**油碟热量确实高，换干碟会好很多。** 油碟主要是香油，一汤匙（约10克）就有约90千卡，一碟常有好几汤匙，蘸完再添就更多；麻酱碟也是油脂大户。干碟（辣椒面、花生碎、孜然）油少得多，但盐多，别蘸太重。折中办法：油碟里少放油、多加蒜泥、葱花、香菜和醋，或者用一点汤兑稀；蘸一下就好，别让食物在碟里泡着，碟底剩下的油别喝。',
      en: '**Yes, an oil dip is high in calories, and a dry dip is much better.** The oil dip is mostly sesame oil — about 90 kcal in a 10 g tablespoon, and a dish often holds several, more when refilled; sesame-paste dips are rich in fat too. A dry dip (chilli powder, crushed peanuts, cumin) has far less oil but a lot of salt, so dip lightly. Middle way: ask for less oil and more garlic, spring onion, coriander and vinegar, or thin it with a spoon of broth; dip briefly, and leave the oil at the bottom.',
    },
    source: {
      ref: '中国食物成分表（标准版，第6版）芝麻油；中国居民膳食指南（2022）准则五（烹调油每天25–30克，盐不超过5克）',
    },
  },
  {
    // Round 7 zh-107: after a 5 km run, banana or protein bar, eating at 9 pm.
    id: 'eating-after-exercise',
    when: [
      /跑完|跑步后|跑步完|运动后|运动完|练完|健身后|健身完|锻炼后|锻炼完|训练后|训练完|\bafter (a |my |the )?(run|running|jog|workout|gym|training|exercise|session)\b|\bpost[- ]?(run|workout|gym|training)\b/,
      /吃|\beat\b|\bfood\b|\bsnack\b|\bmeal\b|香蕉|蛋白棒|\bbanana\b|\bprotein bar\b|\brecover/,
    ],
    unless: [/吃回来|补回来|\beat (them |those |it |the calories |those calories )?back\b/],
    notFor: KIDNEY_OR_GLUCOSE_LOWERING,
    intent: 'food_sources',
    text: {
      zh: '**跑5公里这种半小时到一小时的运动，不需要专门的“恢复餐”：运动后一两个小时内正常吃下一顿就行，里面有主食和蛋白质。** 离下一顿还早、又饿，可以来一根香蕉加一杯牛奶或无糖酸奶；香蕉比蛋白棒更简单便宜，蛋白棒不是必需的。晚上九点跑完再吃不会因为“晚”而长肉，长不长肉看一整天的总量：这顿吃清淡一点、别太撑，比如一碗汤面加个鸡蛋和青菜，或者一杯奶加一片全麦面包，隔一会儿再睡。',
      en: '**A 5 km run (half an hour to an hour) does not need a special recovery meal: eat your next normal meal within an hour or two, with some starch and some protein.** If the next meal is far off and you are hungry, a banana with a glass of milk or a plain yoghurt does the job; a banana is simpler and cheaper than a protein bar, which you do not need. Eating after a 9 pm run will not put on fat because it is late — the day’s total decides that: keep it light (a bowl of noodle soup with an egg and greens, or milk with a slice of wholemeal toast) and leave a little time before bed.',
    },
    source: {
      ref: 'Thomas DT, Erdman KA, Burke LM. ACSM/Academy of Nutrition and Dietetics/Dietitians of Canada joint position: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568',
    },
  },
  {
    // Answer round 55, en-058 (unsafe): trying to conceive, "does decaf count? and what about matcha" after her
    // three flat whites — "counts towards the same 400 mg a day", the limit for other adults.
    id: 'ttc-caffeine-decaf-matcha',
    when: [
      // Decaf, tea and the other drinks only: "are 3 coffees too much?" is caffeine-conception's (intents/everyday.ts),
      // which counts the person's cups.
      /低因|无咖啡因|脱因|抹茶|绿茶|红茶|乌龙|奶茶|可乐(?!果(?!汁))|能量饮料|\bdecaf\w*|\bmatcha\b|\bgreen tea\b|\bblack tea\b|\bchai\b|\bcola\b|\bcoke\b|\benergy drinks?\b/,
    ],
    for: TRYING_TO_CONCEIVE,
    notFor: anyOf(PREGNANT_OR_NURSING, CAFFEINE_RULES),
    intent: 'how_much_nutrient',
    text: {
      zh: '**备孕期间，咖啡因按孕期的量算：每天不超过200毫克，茶、抹茶、可乐和能量饮料里的都算在内。** 低因咖啡只剩很少的咖啡因（一杯约2–15毫克），基本可以不算；抹茶是整片茶叶磨粉喝下去，一杯抹茶饮品大约含40–70毫克，介于一杯绿茶和一杯咖啡之间。一杯普通咖啡约80–100毫克（浓缩加倍的馥芮白可能更高），一天三杯就超过了：可以把其中一两杯换成低因。',
      en: '**While trying to conceive, count caffeine as in pregnancy: no more than 200 mg a day, with tea, matcha, cola and energy drinks all included.** Decaf keeps only a little (about 2–15 mg a cup), so it hardly counts; matcha is the whole leaf ground and drunk, about 40–70 mg a drink — between a cup of green tea and a cup of coffee. An ordinary coffee has about 80–100 mg (a double-shot flat white can have more), so three a day goes over: swapping one or two of them for decaf keeps you under.',
    },
    source: {
      ref: 'ACOG Committee Opinion No. 462, Moderate caffeine consumption during pregnancy (2010, reaffirmed): under 200 mg a day; NHS, Foods to avoid in pregnancy (caffeine limit 200 mg a day) — applied from when a couple starts trying, as the first weeks of a pregnancy pass before it is known; EFSA Scientific Opinion on the safety of caffeine. EFSA J 2015;13:4102; USDA FoodData Central (coffee, decaffeinated brewed)',
    },
  },
  {
    // Blind answer round 59, en-072 (development data): "I get lightheaded when I stand up … would more water or salt
    // help?" with Parkinson's got the adult salt limit for high blood pressure.
    id: 'orthostatic-fluid-salt',
    wholeMessage: true,
    when: [
      /(站起来|起身|起床|蹲下再站|站起)[^。？?]{0,8}(头晕|眼前发黑|发晕|晕)|体位性低血压|直立性低血压|\b(light-?headed|dizzy|woozy|faint|black(s)? out|see stars)\b[^.?!]{0,30}\b(stand(ing)? up|get(ting)? up|stand)\b|\b(stand(ing)? up|get(ting)? up)\b[^.?!]{0,30}\b(light-?headed|dizzy|woozy|faint)\b|\borthostatic\b|\bpostural hypotension\b/,
      /水|盐|液体|咖啡|\bwater\b|\bsalt\b|\bfluids?\b|\bdrink\w*\b|\bsodium\b|\belectrolytes?\b/,
    ],
    // A fluid limit, kidney disease or a low sodium (the plan's or said): more water is not the answer.
    notFor: [
      {
        conditions: ['heart_failure', 'dialysis', 'kidney_disease'],
        lowSodium: true,
        said: /低钠|血钠(低|偏低|只有|才)|\bhyponatr\w*|\blow (blood )?sodium\b|\bsodium (is |was |of )?(1[0-2]\d|13[0-4])\b/,
      },
    ],
    intent: 'food_sources',
    ...ORTHOSTATIC_FLUID_SALT,
  },
  {
    // Blind answer round 58, zh-051 (development data): pork-liver soup "once or twice a month?" with thalassaemia and a
    // ferritin of 2,650 got the chicken-soup text for older people.
    id: 'iron-overload-liver-soup',
    when: [
      /猪肝|鸡肝|鸭肝|羊肝|牛肝|肝汤|动物肝|鸭血|猪血|血旺|\bliver\b|\bblack pudding\b|\bblood (sausage|tofu|curd)\b/,
    ],
    unless: [
      /肝功能|转氨酶|脂肪肝|肝病|肝炎|肝硬化|\bliver (function|tests?|enzymes?|disease|damage)\b|\bfatty liver\b|\bcod liver\b/,
    ],
    for: {
      ironOverload: true,
      conditions: ['haemoglobinopathy'],
      said: /血色病|血色素沉着|铁过载|铁蛋白(很|太|偏|特别)?高|地贫|地中海贫血|\bh(a)?emochromatosis\b|\biron overload\b|\bhigh ferritin\b|\bthalass?a?emi\w*/,
    },
    // A thalassaemia carrier (trait) has no iron overload from it: "iron already too high" is not hers (blind answer
    // round 66, en-035 and zh-038, unsafe: a carrier 20 weeks pregnant with a ferritin of 85).
    notFor: { said: THAL_TRAIT_SAID },
    wholeMessage: true,
    beforeLabs: true,
    intent: 'food_sources',
    ...IRON_OVERLOAD_LIVER_SOUP,
  },
  {
    // Blind answer round 57, en-021 (development data): "LDL is 98 on Atorva 80. Cardiologist wants it below 55. As
    // Gujarati vegetarian what should I change? We use ghee in every meal and farsan daily with chai" got a vegetarian
    // nutrient list and "no need to give it up" about the chai. A high LDL told with the fats eaten, or with "what
    // should I change": less saturated fat, more soluble fibre, the medicine kept.
    id: 'ldl-saturated-fat-diet',
    wholeMessage: true,
    // A medicine that raises the lipids has its own diet row (isotretinoin).
    notFor: {
      medicines: ['isotretinoin'],
      said: /a酸|异维|泰尔丝|\bisotretinoin\b|\b(ro)?accutane\b|\babsorica\b/,
    },
    when: [
      /坏胆固醇|低密度|胆固醇|血脂|\bldl\b|\bcholesterol\b|\blipids?\b/,
      /酥油|黄油|猪油|荤油|牛油|椰子油|棕榈油|肥肉|油炸|炸的|油条|麻花|吃什么|怎么吃|饮食(上)?(要|该|怎么|注意)|改什么|\bghee\b|\bbutter\b|\blard\b|\bcoconut oil\b|\bpalm oil\b|\bfarsan\b|\bnamkeen\b|\bfried\b|\bdeep[- ]fr\w+|\bsamosas?\b|\bwhat (should|can|do) (i|we|he|she) (change|eat|cut)\b|\b(change|fix) (in )?(my|our|his|her) diet\b|\bdiet changes?\b/,
    ],
    // A supplement, a fruit with the statin or the statin's own timing is another row's question.
    unless: [
      /红曲|鱼油|补充剂|保健品|柚|西柚|纳豆|\bred yeast\b|\bfish oil\b|\bomega\b|\bsupplements?\b|\bgrapefruit\b|\bpomelo\b|\bplant sterols?\b|\bnatto\b/,
    ],
    intent: 'food_sources',
    ...LDL_SATURATED_FAT,
  },
  {
    // Blind answer round 57, zh-014 (development data): a boy of 17's parent, after two energy drinks a day, asks how much
    // a day and whether one can is all right; the adult 400 mg answered. Under 18, the teenager's limit.
    id: 'teen-energy-drinks',
    when: [
      /能量饮料|功能饮料|红牛|东鹏|魔爪|乐虎|战马|咖啡因|\benergy drinks?\b|\bred ?bull\b|\bmonster\b|\bcaffeine\b/,
      /多少|好多|几罐|一罐|最多|上限|超了|超标|可以不|行不行|能不能|\bhow (much|many)\b|\bone (can|a day)\b|\blimit\b|\btoo much\b|\bmax\w*\b|\bok(ay)?\b/,
    ],
    for: MINOR,
    notFor: anyOf(PREGNANT_OR_NURSING, { conditions: ['kidney_disease', 'dialysis'] }),
    wholeMessage: true,
    intent: 'how_much_nutrient',
    ...TEEN_ENERGY_DRINKS,
  },
  {
    // Round 7 en-008: "what about matcha, does that count the same?" after the caffeine limit.
    id: 'tea-and-matcha-caffeine',
    when: [
      /抹茶|绿茶|红茶|乌龙|普洱|奶茶|可乐(?!果(?!汁))|能量饮料|功能饮料|红牛|\bmatcha\b|\bgreen tea\b|\bblack tea\b|\bchai\b|\bcola\b|\bcoke\b|\benergy drinks?\b|\bred bull\b|\bmonster\b/,
      /咖啡|提神|算不算|算吗|也算|一样|\bcaffeine\b|\bcoffee\b|\bcount(s)?\b|\bsame\b|\blimit\b/,
    ],
    // Kidney disease: a drink question is the phosphorus or fluid row's (rows-kidney-heart.ts). Under 18 the adult's
    // 400 mg is not the limit (blind answer round 57, zh-014, development data: a boy of 17 on two energy drinks a day).
    notFor: anyOf(PREGNANT_OR_NURSING, CAFFEINE_RULES, TRYING_TO_CONCEIVE, MINOR, {
      conditions: ['kidney_disease', 'dialysis'],
    }),
    intent: 'how_much_nutrient',
    text: {
      zh: '**算，茶、抹茶、可乐和能量饮料里的咖啡因都要算进每天不超过400毫克的总量里。** 抹茶是整片茶叶磨成粉喝下去，比泡一杯绿茶的咖啡因多，一杯抹茶饮品大致介于一杯绿茶和一杯咖啡之间，加量的可以接近咖啡；红茶、乌龙、奶茶的茶底也都有咖啡因，能量饮料看罐上的标示。如果已经一天三四杯咖啡，再加抹茶就可能超过；下午两点以后少喝含咖啡因的，睡眠会好些。',
      en: '**Yes — caffeine from tea, matcha, cola and energy drinks all counts towards the same 400 mg a day.** Matcha is the whole leaf ground and drunk, so it has more caffeine than a cup of brewed green tea; a matcha drink usually sits between a cup of green tea and a cup of coffee, and a double-scoop one can come close to coffee. Black tea, oolong and milk tea bases have caffeine too, and energy drinks show it on the can. If you are already on three or four coffees a day, adding matcha can take you over; cutting caffeine after about 2 pm helps sleep.',
    },
    source: {
      ref: 'US FDA, Spilling the Beans: How Much Caffeine is Too Much? (2018, updated 2024); EFSA Scientific Opinion on the safety of caffeine (EFSA J 2015;13:4102)',
    },
  },
  {
    // Blind answer round 19 en-006: "are seed oils really 'inflammatory'? Half my feed says cook only in
    // butter and beef tallow" got the emergency card (safety fixed) and nothing to answer it.
    id: 'seed-oils-inflammation',
    when: [
      /种子油|籽油|菜籽油|菜油|大豆油|玉米油|葵花籽油|花生油|植物油|\bseed oils?\b|\bcanola\b|\brapeseed oil\b|\bvegetable oils?\b|\bsunflower oil\b|\bsoybean oil\b|\bcorn oil\b/,
      /炎症|致炎|发炎|有害|有毒|不健康|能不能吃|还能吃|牛油|猪油|黄油|\binflammat\w*|\btoxic\b|\bbad\b|\bunhealthy\b|\bhealthy\b|\bbutter\b|\btallow\b|\blard\b|\bghee\b|\bavoid\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**不用怕：研究没有发现菜籽油、大豆油、玉米油、葵花籽油这类普通植物油会让人体“发炎”；用它们代替黄油、牛油、猪油，反而能降低“坏”胆固醇和心脏病风险。** 网上的说法多来自动物实验或把油炸食品、加工零食的坏处算到了油头上。随机试验里多吃亚油酸（这些油里的主要脂肪酸）并没有让血里的炎症指标升高。真正要注意的是：油的总量（中国居民膳食指南建议每天烹调油25–30克，约两三汤匙）、少吃油炸和加工食品、同一锅油不要反复高温炸。炒菜用植物油或橄榄油，黄油、牛油、猪油偶尔少量调味可以，不要当主要用油。',
      en: '**No — the evidence does not show that ordinary seed oils (canola, soybean, corn, sunflower) cause inflammation in people; swapping butter or beef tallow for them lowers LDL cholesterol and heart-disease risk.** The claims mostly come from animal studies, or blame the oil for what deep-fried and ultra-processed foods do. In randomised trials, eating more linoleic acid (the main fat in these oils) did not raise inflammatory markers in the blood. What does matter: the total amount of fat, going easy on deep-fried and ultra-processed food, and not reusing frying oil over and over. Cook mostly with liquid vegetable oils or olive oil; keep butter, tallow and lard for a little flavour, not as your main cooking fat.',
    },
    source: {
      ref: 'Sacks FM et al. Dietary Fats and Cardiovascular Disease: A Presidential Advisory From the American Heart Association. Circulation 2017;136:e1–e23；Harris WS et al. Omega-6 fatty acids and risk for cardiovascular disease: AHA Science Advisory. Circulation 2009;119:902–907；Johnson GH, Fritsche K. Effect of dietary linoleic acid on markers of inflammation in healthy persons: a systematic review of randomized controlled trials. J Acad Nutr Diet 2012;112:1029–1041；中国居民膳食指南（2022）准则五（烹调油每天25–30克）',
    },
  },
];

const VEGAN_ROWS: readonly FaqRow[] = [
  {
    // Tenth clinician review, en P1 finding 4: "Could I have cod liver oil instead of the fish oil, my mum
    // always swore by Seven Seas" got the fish-oil verdict repeated and nothing about vitamin A.
    id: 'cod-liver-oil-instead-of-fish-oil',
    when: [
      /鱼肝油|\bcod ?liver\b|\bseven seas\b/,
      /鱼油|代替|换成|改吃|改成|还是|\bfish oil\b|\binstead\b|\bswap\b|\bswitch\b|\breplace\b|\brather\b|\bbetter\b/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'supplement_dose',
    text: {
      zh: '**鱼肝油不能当成鱼油的“平替”：它除了同样的鱼油成分（吃抗凝药时同样增加出血风险），还含有现成的维生素A（1茶匙约1350微克）和维生素D。** 维生素A会在体内蓄积，肾功能下降和年纪大的人更容易过量，怀孕时大量维生素A还会伤害胎儿；再加上复合维生素，很容易超过上限。所以不建议用鱼肝油代替鱼油；是否服用、选哪一种，请先问医生或药师。',
      en: '**Cod liver oil is not a like-for-like swap for fish oil: it has the same fish oils (with the same bleeding concern on a blood thinner) plus ready-made vitamin A (about 1,350 µg in a teaspoon) and vitamin D.** Vitamin A builds up in the body, more so with reduced kidney function and in older age, and high amounts harm an unborn baby in pregnancy; with a multivitamin on top it easily goes over the upper limit. So it is not advised instead of fish oil; ask your doctor or pharmacist before taking either.',
    },
    source: {
      ref: 'NIH ODS Vitamin A and Carotenoids Fact Sheet for Health Professionals (preformed vitamin A in cod liver oil; the adult UL; accumulation in chronic kidney disease; teratogenicity); USDA FoodData Central SR Legacy 173577, Fish oil, cod liver (its vitamin A content)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
    },
  },
  {
    // Round 7 zh-017: choosing an algal-oil DHA supplement.
    id: 'algal-oil-choice',
    when: [/藻油|海藻油|\balgae\b|\balgal\b/],
    unless: [/亚麻|奇亚|\bflax|\bchia\b/],
    notFor: PREGNANT_OR_NURSING,
    intent: 'supplement_dose',
    text: {
      zh: '**选藻油看每日剂量里的EPA加DHA一共多少毫克，不看牌子，也不看“藻油多少毫克”。** 翻到营养成分表：每粒或每份写的DHA、EPA含量加起来，乘以每天吃几粒；成年人每天EPA加DHA约250毫克就够日常需要（你的方案如果写了剂量，按方案）。很多藻油只有DHA、EPA很少，这对一般人没问题。再看：有没有第三方检测、保质期，胶囊是不是植物胶囊（纯素要看，很多是明胶）。随含油的正餐吃。吃抗凝药（如华法林）的人加量前先问医生。',
      en: '**Choose an algal oil by the milligrams of EPA plus DHA in a daily dose, not by the brand or the “mg of algal oil” on the front.** On the label, add the DHA and EPA per capsule or serving and multiply by how many you take a day; about 250 mg of EPA plus DHA a day covers an adult’s everyday needs (if your plan gives a dose, follow it). Many algal oils are mostly DHA with little EPA, which is fine for most people. Also check third-party testing, the use-by date, and that the capsule shell is plant-based (many are gelatine). Take it with a meal that contains fat. On an anticoagulant such as warfarin, ask your doctor before taking more.',
    },
    source: {
      ref: 'EFSA Scientific Opinion on Dietary Reference Values for fats (EFSA J 2010;8:1461): EPA+DHA 250 mg/day for adults; NIH ODS Omega-3 Fatty Acids Fact Sheet for Health Professionals (2023)',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
  },
  {
    // Round 7 en-019: flax and chia instead of an algae supplement.
    id: 'flax-chia-omega-3',
    when: [
      /亚麻籽|亚麻仁|奇亚籽|紫苏籽|核桃|\bflax(seed)?s?\b|\blinseed\b|\bchia\b|\bwalnuts?\b|\bhemp seeds?\b/,
      /omega|ω-?3|欧米伽|n-3|dha|epa|够|藻油|鱼油|\benough\b|\balgae\b|\balgal\b|\binstead\b|\bfish oil\b|\bala\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**亚麻籽、奇亚籽提供的是α-亚麻酸（ALA），身体只能把其中很少一部分转成EPA和DHA，所以靠它们不能确定EPA/DHA够。** ALA本身每天约1.1克（女性）到1.6克（男性）就够：一汤匙亚麻籽约2.3克，两汤匙奇亚籽（约28克）约5克，你燕麦里加的已经够ALA了，亚麻籽要磨碎才吸收。至于EPA和DHA，纯素的人想确保够，就每天吃一份藻油（EPA加DHA约250毫克），这是唯一的纯素直接来源。',
      en: '**Flax and chia give ALA, and the body turns only a small share of it into EPA and DHA — so they cannot guarantee your EPA and DHA.** ALA itself is covered at about 1.1 g a day (women) to 1.6 g (men): a tablespoon of flaxseed has about 2.3 g and 28 g of chia (about two tablespoons) about 5 g, so what you put in your oats already covers ALA; grind flax or it passes through whole. For EPA and DHA, the one direct vegan source is algal oil: about 250 mg of EPA plus DHA a day if you want to be sure.',
    },
    source: {
      ref: 'NIH ODS Omega-3 Fatty Acids Fact Sheet for Health Professionals (2023): ALA AI 1.1 g (women) and 1.6 g (men), flaxseed 2.35 g/tbsp, chia 5.06 g/28 g, limited conversion to EPA/DHA; EFSA 2010 (EPA+DHA 250 mg/day)',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
  },
  {
    // Round 7 zh-093, en-021/en-022: soy, oestrogen and how many servings.
    id: 'soy-and-hormones',
    when: [
      /大豆|豆制品|豆腐|豆浆|豆干|异黄酮|\bsoy\b|\bsoya\b|\btofu\b|\btempeh\b|\bedamame\b|\bisoflavones?\b|\bsoy ?milk\b/,
      /雌激素|激素|乳腺|乳腺癌|内分泌|女性|男性化|男人|几份|多少|吃多了|喝多了|\boestrogen\b|\bestrogen\b|\bhormon|\bbreast\b|\bmoobs\b|\bman boobs\b|\bservings?\b|\bhow (much|many)\b|\btoo much\b|\bsafe\b/,
    ],
    unless: [
      /优甲乐|左甲状腺素|甲状腺|\blevothyroxine\b|\bthyroxine\b|\bthyroid\b|\bwarfarin\b|华法林|\btamoxifen\b|他莫昔芬/,
      // Soy milk named among the drinks a thickener goes in is a swallowing question (round 10 zh-054).
      /增稠|顺凝宝|呛|吞咽|\bthicken\w*|\bchok\w*|\bswallow\w*|\bdysphagi\w*/,
      // "Is the soft tofu pudding from the street stall safe?" with a low white count is food safety (blind
      // answer round 35 en-040, development data).
      RAW_RISK,
    ],
    notFor: anyOf(GOUT, KIDNEY_OR_GLUCOSE_LOWERING, MAOI),
    intent: 'food_sources',
    text: {
      zh: '**豆腐、豆浆这些日常豆制品不会让女性“雌激素过多”，可以放心吃。** 大豆异黄酮是植物成分，作用比人体雌激素弱得多；研究里常吃豆制品的女性乳腺癌风险并不更高，乳腺癌康复者吃豆制品也没有害处。膳食指南建议每天吃大豆和坚果25–35克；吃全素的人豆制品是主要的蛋白质来源，每天两三份（比如一杯豆浆250毫升、二两北豆腐、一小块豆干）都没问题。要注意的是单独吃的大豆异黄酮浓缩片剂，没必要吃；在吃甲状腺素药的人，豆浆和药隔开几个小时。',
      en: '**Everyday soy foods such as tofu and soy milk do not flood women with oestrogen; you can eat them.** Soy isoflavones are plant compounds far weaker than the body’s own oestrogen; women who eat soy regularly do not have a higher breast cancer risk, and soy foods are safe for breast cancer survivors too. Two to three servings a day — a 250 ml glass of soy milk, 100 g of tofu, a handful of edamame each count as one — is fine, and on a vegan diet soy is a main protein source. What is not needed are concentrated isoflavone pills. If you take levothyroxine, keep soy milk a few hours apart from the tablet.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则三（大豆及坚果类每天25–35克）；American Institute for Cancer Research, Soy: intake does not increase risk for breast cancer survivors (2023); EFSA J 2015;13:4246 (isoflavone supplements in peri- and post-menopausal women)',
    },
  },
  {
    // Round 7 zh-105 (non-iodised salt, no kelp), en-020 (iodine without seaweed).
    id: 'iodine-without-seaweed',
    when: [
      /碘|\biodine\b|\biodi[sz]ed\b/,
      /海带|紫菜|海藻|无碘盐|不加碘|未加碘|不吃海|不爱吃|海盐|玫瑰盐|\bseaweed\b|\bkelp\b|\bnori\b|\bnon-?iodi[sz]ed\b|\bsea salt\b|\bhimalayan\b|\bpink salt\b|\bwithout\b|\bhate\b|\bdon'?t (like|eat)\b/,
    ],
    unless: [
      /甲亢|甲状腺|桥本|结节|格雷夫斯|突眼|\bhyperthyroid|\bgraves\b|\bhashimoto|\bthyroid\b|怀孕|孕期|哺乳|\bpregnan|\bbreastfe/,
      /补充剂|海带片|碘片|胶囊|\bsupplements?\b|\btablets?\b|\bpills?\b|\bcapsules?\b|\bheart\b|\bmedicines?\b|药/,
    ],
    notFor: anyOf(PREGNANT_OR_NURSING, {
      conditions: ['hyperthyroid', 'hypothyroid', 'thyroid'],
      medicines: ['amiodarone', 'lithium', 'thyroid_hormone'],
    }),
    intent: 'food_sources',
    text: {
      zh: '**不吃海带紫菜也不会缺碘，关键是把家里的无碘盐换成加碘盐。** 我国加碘盐每克盐含碘20–30微克，按每天5克盐、每克25微克算，约含125微克，烹调中会损失一部分，基本够成年人每天120微克的需要；海盐、玫瑰盐、无碘盐都不算。盐不用多吃，总量仍控制在每天5克以内。纯素的人奶和蛋里的碘也没有，更要用碘盐；如果你的方案里有碘补充剂，按方案吃，不用再额外买海带片等海藻类补充剂（含量忽高忽低）。',
      en: '**You do not need seaweed — but with non-iodised salt you may well be short: pink Himalayan salt, sea salt and kosher salt are not iodised, and on a vegan diet there is no iodine from milk, eggs or fish either.** Adults need 150 µg of iodine a day. Two easy fixes: switch the salt you cook with to iodised salt (in the US about 45 µg per gram, so a quarter teaspoon gives roughly 70 µg — no need to eat more salt overall), or take a supplement or vegan multivitamin with about 150 µg of iodine (as potassium iodide) a day; if your plan already includes one, that covers it. Avoid kelp tablets and large amounts of seaweed, whose iodine content varies wildly and can be far too high.',
    },
    source: {
      ref: 'GB 26878-2011 食品安全国家标准 食用盐碘含量（20–30 mg/kg）；中国居民膳食营养素参考摄入量（2023版）碘RNI 120 µg; NIH ODS Iodine Fact Sheet for Health Professionals (2024): RDA 150 µg, iodized salt about 45 µg per gram, vegans at risk; British Dietetic Association, Iodine food fact sheet (2023)',
      url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
    },
  },
  {
    // Round 7 zh-146 (sublingual or swallowed), en-017 (cyano or methyl), en-018 (2000 µg weekly).
    id: 'b12-form-and-schedule',
    when: [
      /b12|钴胺|cobalamin\b|2,?000 ?(mcg|µg|ug|微克)|两千微克/,
      /甲钴胺|氰钴胺|腺苷钴胺|羟钴胺|舌下|含片|喷剂|一周一次|每周|一周|隔天|哪种|哪个好|区别|\bmethyl|\bcyano|\bhydroxo|\bsublingual\b|\bspray\b|\bweekly\b|\ba week\b|\bonce a week\b|\bhow often\b|\bwhich\b|\bforms?\b|\bbetter\b|\binstead of daily\b/,
    ],
    unless: [/婴儿|宝宝|\bbaby\b|\binfant\b|注射|打针|\binjections?\b|\bshots?\b|二甲双胍|\bmetformin\b/],
    // After an ileal resection or with Crohn's of the ileum: the vegan schedule is not theirs (blind answer
    // round 25, en-141; rows-round25-unsafe-chat.ts b12-ileal-crohns).
    notFor: anyOf(PREGNANT_OR_NURSING, ILEAL),
    intent: 'supplement_dose',
    text: {
      zh: '**吃全素必须补B12；氰钴胺和甲钴胺都有效，舌下含和直接吞下吸收差不多。** 氰钴胺研究最多、最稳定、也便宜，没有证据说甲钴胺更好。常用的纯素补法二选一：每天至少10微克，或者每周一次2000微克——老忘的话，每周一片2000微克完全可以。你已经好几年没补，请医生查一下血清B12（必要时查同型半胱氨酸或甲基丙二酸）；如果有手脚麻木刺痛、走路不稳、明显乏力，尽快就医，可能需要先用较大剂量或注射补足。',
      en: '**On a vegan diet B12 is a must; cyanocobalamin and methylcobalamin both work, and sublingual is absorbed no better than swallowed.** Cyanocobalamin is the best studied, the most stable and cheap; there is no evidence that methylcobalamin is better. Usual vegan options, pick one: at least 10 µg every day, or 2,000 µg once a week — if you keep forgetting, one 2,000 µg tablet a week is fine. After years without B12, ask your doctor to check your B12 level (and homocysteine or methylmalonic acid if needed); with numbness or tingling in hands or feet, unsteady walking or marked tiredness, see a doctor soon, as a higher dose or injections may be needed first.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024): forms and sublingual vs oral; The Vegan Society, What every vegan should know about vitamin B12 (10 µg daily or 2,000 µg weekly)',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  {
    // Round 7 zh-146: "舌下含片和普通吞的有区别吗" as its own part of a B12 message.
    id: 'sublingual-vitamins',
    when: [/舌下|含服|\bsublingual\b|\bunder (the|my) tongue\b/],
    unless: [/硝酸甘油|速效救心|心绞痛|胸痛|胸闷|\bnitro|\bangina\b|\bchest\b|\bgtn\b/],
    intent: 'supplement_dose',
    text: {
      zh: '**维生素（尤其是B12）舌下含片和直接吞下的片剂吸收差不多，选哪种都行，挑便宜、方便、你能天天坚持的。** 舌下含片、喷剂并没有“绕过胃”带来更好的效果；真正吸收差的人（比如胃切除、恶性贫血），需要的是医生定的大剂量或注射，不是换成含片。',
      en: '**Sublingual vitamins (B12 especially) are absorbed about as well as tablets you swallow; pick whichever is cheapest and easiest to take every day.** Lozenges and sprays do not gain anything by “bypassing the stomach”; people who truly absorb B12 poorly (after stomach surgery, or with pernicious anaemia) need a high dose or injections set by their doctor, not a different form.',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024): sublingual and oral forms',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  {
    // Round 7 zh-123: spinach and black fungus for iron on a vegan diet, with vitamin C?
    id: 'plant-iron-foods',
    when: [
      /铁|\biron\b/,
      /菠菜|木耳|红豆|黑豆|扁豆|芝麻|素食|吃素|纯素|植物|\bspinach\b|\blentils?\b|\bbeans\b|\bchickpeas?\b|\bvegan\b|\bvegetarian\b|\bveg\b|\bveggie\b|\beggetarian\b|\bdal\b|\bplant\b/,
    ],
    unless: [/铁锅|\bcast iron\b|血色病|铁过载|\bhaemochromatosis\b|\bhemochromatosis\b/],
    notFor: PREGNANT_OR_NURSING,
    intent: 'food_sources',
    text: {
      zh: '**吃素（纯素或蛋奶素）补铁靠豆类、豆制品和全谷物，每餐配上维生素C丰富的蔬果；光靠菠菜和黑木耳不够。** 菠菜的铁被草酸“锁住”，吸收很少；干木耳含铁看着高，但一次只吃几克干的。更靠得住的铁来源：豆腐、豆干、黑豆、红豆、扁豆、鹰嘴豆等豆类，全谷物和燕麦，南瓜子、芝麻酱，强化铁的谷物。吃法比种类更重要：同一餐配维生素C丰富的蔬果（青椒、西兰花、番茄、猕猴桃、橙子），吸收能提高好几倍；茶、咖啡和钙片跟正餐隔开1–2小时。素食者的铁需要量约是普通人的1.8倍。如果乏力、气短、月经量多，请查血常规和铁蛋白，缺了由医生定剂量补。',
      en: '**On a vegan or vegetarian diet, iron comes best from beans, soy foods and whole grains eaten with vitamin C-rich vegetables or fruit; spinach and black fungus alone will not do it.** The iron in spinach is bound by oxalate and poorly absorbed, and dried fungus looks iron-rich on paper but you eat only a few grams. Better sources: tofu, tempeh, lentils and dal, chickpeas (chana), black and kidney beans (rajma), whole grains, oats and millets such as ragi, eggs if you eat them, pumpkin seeds, tahini, and iron-fortified cereals. How you eat them matters most: pair each meal with vitamin C-rich vegetables or fruit (peppers, broccoli, tomatoes, kiwi, citrus), which raises absorption several-fold, and keep tea, coffee and calcium supplements 1–2 hours away from meals. Vegetarians need about 1.8 times as much iron as meat-eaters. If you are tired, breathless or have heavy periods, ask for a blood count and ferritin test, and let your doctor set any supplement dose.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024): vegetarian requirement 1.8×, non-heme iron absorption enhanced by vitamin C; 中国居民膳食营养素参考摄入量（2023版）铁',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    // Round 7 en-023: vegan calcium without fortified oat milk or much tofu; does spinach count?
    id: 'plant-calcium-foods',
    when: [
      /钙|\bcalcium\b/,
      /素食|吃素|纯素|植物|不喝奶|不吃奶|乳糖不耐|燕麦奶|杏仁奶|菠菜|\bvegan\b|\bplant\b|\bdairy[- ]free\b|\bno dairy\b|\boat milk\b|\balmond milk\b|\bspinach\b|\blactose\b/,
    ],
    // A calcium product named, or dairy eaten (a lacto-vegetarian's "Shelcal一天两片，再加上每天的dal和酸奶，钙够了吗"): the
    // plan's own calcium total answers (blind answer round 60, zh-070).
    unless: [
      /钙片|补钙剂|碳酸钙|枸橼酸钙|钙尔奇|酸奶|\bsupplements?\b|\btablets?\b|\bcarbonate\b|\bcitrate\b|\b(shelcal|caltrate|citracal|calcimax|os-?cal)\b|\byog(h)?urts?\b|\bcurd\b|\bdahi\b/,
    ],
    notFor: [anyOf(PREGNANT_OR_NURSING, { conditions: ['kidney_disease'] }), HYPERCALCAEMIA],
    intent: 'food_sources',
    text: {
      zh: '**纯素补钙靠北豆腐、加钙豆浆和低草酸的绿叶菜；菠菜基本不算，它的钙被草酸结合，身体只吸收约5%。** 具体来源：用卤水或石膏点的北豆腐和豆干（看配料表有“氯化镁、硫酸钙”）；加钙的豆浆或植物奶（看营养成分表，钙含量接近或高于牛奶、每100毫升100毫克以上的才算强化；燕麦本身含钙很少，没加钙的燕麦奶补不了钙，燕麦拿铁用的是燕麦奶，算纯素，钙也要看这一项）；低草酸的绿叶菜——小白菜、油菜、芥蓝、菜心、羽衣甘蓝，吸收率比牛奶还高；芝麻酱、杏仁。成年人每天钙推荐800毫克，单靠蔬菜很难吃够，每天最好有一到两份加钙豆浆或北豆腐，再加一大份绿叶菜；实在吃不够，再按方案用钙补充剂。',
      en: '**Vegan calcium comes best from calcium-set tofu, fortified drinks and low-oxalate greens; spinach barely counts, as its calcium is bound by oxalate and only about 5 % is absorbed.** Sources: calcium-set tofu (the label lists calcium sulphate or calcium chloride); a calcium-fortified soy or oat drink — look for one whose label shows about as much calcium as milk (100 mg or more per 100 ml; oats themselves have little calcium, so an unfortified oat drink adds almost none, and an oat-milk latte is vegan, its calcium depending on the same label); low-oxalate greens such as kale, pak choi, bok choy, Chinese broccoli and spring greens, whose calcium is absorbed as well as milk’s; tahini and almonds; fortified breakfast cereals and bread. Adults need about 1,000 mg a day (800 mg in China’s DRIs), which is hard from greens alone: aim for one or two servings of calcium-set tofu or fortified drink plus a large serving of greens daily, and use a calcium supplement as your plan says if you still fall short.',
    },
    source: {
      ref: 'NIH ODS Calcium Fact Sheet for Health Professionals (2024): spinach about 5 % absorbed, kale and bok choy well absorbed; 中国居民膳食营养素参考摄入量（2023版）钙RNI 800 mg',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
];

const ACR_2020 =
  'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (Arthritis Care Res 2020;72:744–760); 中国高尿酸血症与痛风诊疗指南（2019）';

const GOUT_ROWS: readonly FaqRow[] = [
  {
    // Round 7 en-142: "how much [cherry juice] a day then, and will it spike my sugar".
    id: 'gout-cherries',
    when: [
      /樱桃|车厘子|\bcherr(y|ies)\b|\btart cherry\b|\bmontmorency\b/,
      /多少|几颗|几个|一天|每天|血糖|糖|有用|管用|能降|降尿酸|真的|靠谱|吗|\bhow (much|many)\b|\ba day\b|\bsugar\b|\bglucose\b|\bwork\b|\bhelp\b|\breally\b|\bmarketing\b|\bdoes\b|\bshould\b|\bcan\b/,
    ],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**樱桃可以当水果吃，但它不是降尿酸药，证据也不足。** 一项观察性研究发现，两天内吃过樱桃的痛风患者，之后发作的风险低约35%，但这不是随机试验，也没证明能把尿酸降到目标；美国风湿病学会2020年指南没有推荐樱桃或樱桃汁。吃法：整颗樱桃一次一小碗（约10–15颗）就行，算在每天200–350克水果里；樱桃汁（尤其是加糖的）果糖多，果糖本身会升尿酸，也会升血糖，最好不喝，要喝就一小杯无糖的、随餐喝；有糖尿病的人按水果份量算进去。控制尿酸还是靠降尿酸药和整体饮食。',
      en: '**Cherries are fine as fruit, but they are not a urate-lowering medicine, and the evidence is weak.** One observational study found people with gout who had eaten cherries in the previous two days had about a 35 % lower chance of a flare, but it was not a randomised trial and did not show urate reaching target; the 2020 American College of Rheumatology guideline does not recommend cherries or cherry juice. If you like them: a small bowl of whole cherries (10–15) a day, counted in your fruit. Cherry juice — especially sweetened — is concentrated fructose, which itself raises uric acid and blood sugar: better skipped, or a small glass of unsweetened juice with a meal; with diabetes count it as a fruit portion. Urate control still comes from urate-lowering medicine and your overall diet.',
    },
    source: {
      ref: `Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011; ${ACR_2020}; 中国居民膳食指南（2022）水果200–350克`,
    },
  },
  {
    // Round 7 en-142: the follow-up names no cherries ("how much a day then, and will it spike my
    // sugar"): cherries said in this message or the one before.
    id: 'cherries-how-much',
    when: [
      /多少|几颗|几个|一天|每天|血糖|\bhow (much|many)\b|\ba day\b|\bper day\b|\bsugar\b|\bglucose\b|\bspike\b/,
    ],
    for: { said: /樱桃|车厘子|\bcherr(y|ies)\b/ },
    notFor: POTASSIUM_WATCH,
    intent: 'food_sources',
    text: {
      zh: '**整颗樱桃一天一小碗（约10–15颗）就好，算在每天200–350克水果里；樱桃汁最好不喝，要喝就一小杯无糖的、随餐喝。** 樱桃汁是浓缩的果糖，会升血糖，果糖本身也会升尿酸；整颗樱桃有膳食纤维，血糖升得慢一些。有糖尿病的人按水果份量算。对痛风来说，樱桃只在观察性研究里和较少发作有关，不能代替降尿酸药。',
      en: '**A small bowl of whole cherries a day (10–15) is plenty, counted in your fruit; cherry juice is better skipped, or a small glass of unsweetened juice with a meal.** Juice is concentrated fructose: it raises blood sugar, and fructose itself raises uric acid; whole cherries have fibre and raise sugar more slowly. With diabetes, count them as a fruit portion. For gout, cherries are only linked with fewer flares in observational studies and do not replace urate-lowering medicine.',
    },
    source: {
      ref: `Zhang Y et al. Arthritis Rheum 2012;64:4004–4011; ${ACR_2020}; 中国居民膳食指南（2022）水果200–350克`,
    },
  },
  {
    // Round 7 zh-039: "碱性水呢" after cherries and soda water.
    id: 'gout-alkaline-water',
    when: [
      /碱性水|弱碱|电解水|苏打水|\balkaline (water|diet)\b|\bph water\b|\bsoda water\b|\bsparkling water\b/,
    ],
    unless: [/小苏打|碳酸氢钠|\bbaking soda\b|\bbicarbonate\b/],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**碱性水、弱碱水降不了血尿酸，也没有指南推荐用它治痛风。** 喝下去的水很快被胃酸中和，对血里的尿酸基本没影响；真正有用的是喝得够——每天白开水2000毫升以上（心衰或肾病要限水的按医生定的量）。无糖的苏打水、碱性水当普通水喝没问题，但贵、没额外好处；含糖的苏打饮料反而升尿酸。需要碱化尿液（比如有尿酸结石）的，由医生查过尿pH后开药，不要自己长期冲小苏打。',
      en: '**Alkaline water does not lower blood uric acid, and no guideline recommends it for gout.** Stomach acid neutralises it and it does not change urate in the blood; what helps is drinking enough — 2 litres or more of plain water a day (if you have to limit fluids for heart failure or kidney disease, follow your doctor’s amount). Plain sparkling or alkaline water is fine as ordinary water, just pricier with no extra benefit; sweetened sodas raise uric acid. If your urine needs alkalising (for uric acid stones, say), your doctor checks urine pH and prescribes it; do not dose yourself with baking soda.',
    },
    source: { ref: ACR_2020 },
  },
  {
    // Round 7 zh-041 (无醇啤酒算不算), en-139 ("what about zero alcohol beer then").
    id: 'gout-alcohol-free-beer',
    when: [
      /无醇|零度|0度|无酒精|不含酒精|\balcohol[- ]free\b|\bzero[- ]alcohol\b|\bnon[- ]?alcoholic\b|\b0\.0\b|\bzero\b.{0,12}\bbeers?\b/,
    ],
    for: GOUT,
    notFor: MAOI,
    intent: 'food_sources',
    text: {
      zh: '**有痛风，普通啤酒最好不喝——它是最容易诱发发作的酒；无醇啤酒好很多，但也不能当水喝。** 啤酒诱发痛风，一是酒精，二是麦芽和酵母带来的嘌呤；无醇啤酒去掉了酒精，嘌呤仍有一些。所以不在发作期的时候，偶尔喝一罐、替代普通啤酒是更好的选择；发作期间不喝，也别一次喝好几罐。聚会时白开水、淡茶、无糖苏打水最稳妥。',
      en: '**With gout, regular beer is best avoided — it is the drink most likely to set off a flare; alcohol-free beer is much better, but not something to drink freely.** Beer triggers gout through its alcohol and through purines from malt and yeast; alcohol-free beer drops the alcohol but keeps some of the purines. So outside a flare, an occasional bottle instead of regular beer is a better choice; none during a flare, and not several in a session. Water, weak tea or plain sparkling water are the safest on a night out.',
    },
    source: { ref: ACR_2020 },
  },
  {
    // Round 7 zh-075: "豆腐豆浆到底能不能吃，网上说法不一样".
    id: 'gout-soy-foods',
    when: [
      /大豆|豆制品|豆腐|豆浆|豆干|豆类|黄豆|\bsoy\b|\bsoya\b|\btofu\b|\bbeans\b|\blentils\b|\blegumes?\b/,
      /能不能|能吃|可以吃|可以喝|能喝|吃吗|喝吗|行吗|行不行|多少|说法|嘌呤|\bcan i\b|\bok\b|\bokay\b|\bsafe\b|\bbad\b|\ballowed\b|\bhow (much|many)\b|\bpurines?\b/,
    ],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**能吃。豆腐、豆浆、豆干这类豆制品可以正常吃，不用忌。** 大豆本身嘌呤中等，做成豆腐、豆浆时大部分嘌呤随水去掉了；大规模研究里，吃豆类等植物来源的嘌呤并不增加痛风风险，反倒是肉类、海鲜、酒和含糖饮料才有关系。平常每天一两份（比如一杯豆浆、二两豆腐）没问题，用它替代一部分肉类更好。发作期间饮食整体清淡，干黄豆、浓豆浆不要一次吃很多。',
      en: '**Yes. Tofu, soy milk and other soy foods are fine with gout; no need to avoid them.** Soybeans have a moderate purine content, and much of it is lost in making tofu and soy milk; in large studies, purines from plant foods such as beans did not raise the risk of gout, while meat, seafood, alcohol and sugary drinks did. A serving or two a day (a glass of soy milk, 100 g of tofu) is fine, and swapping some meat for them is a good move. During a flare keep meals plain and do not eat large amounts of whole dried soybeans at once.',
    },
    source: {
      ref: `Choi HK et al. Purine-rich foods, dairy and protein intake, and the risk of gout in men. N Engl J Med 2004;350:1093–1103; ${ACR_2020}`,
    },
  },
  {
    // Round 7 zh-130 (青岛 clams and mantis shrimp), en-140 (prawns and oysters in Thailand).
    id: 'gout-seafood',
    when: [
      /海鲜|虾|蟹|蛤|蛏|扇贝|生蚝|牡蛎|海蛎|贝类|鱿鱼|章鱼|海参|海蜇|沙丁鱼|凤尾鱼|三文鱼|\bseafood\b|\bprawns?\b|\bshrimps?\b|\boysters?\b|\bclams?\b|\bmussels?\b|\bscallops?\b|\bcrabs?\b|\blobsters?\b|\bsquid\b|\bsardines?\b|\banchov|\bshellfish\b|\bfish\b|小龙虾|\bcrawfish\b|\bcrayfish\b|\bcrawdads?\b|\b(seafood|shrimp|crab|low ?country) boil\b/,
    ],
    unless: [/鱼油|\bfish oil\b|汤|\bbroth\b|\bsoup\b|\bstock\b/],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**海鲜不是都不能吃，分种类、看量、看时候。** 嘌呤高、最好少吃的：蛤蜊、扇贝、牡蛎、蛏子等贝类，沙丁鱼、凤尾鱼等小鱼，还有鱼干、虾皮；嘌呤中等、可以少量吃的：虾、虾虎、蟹、大多数鱼；嘌呤低、可以放心吃的：海参、海蜇。做法：一顿只吃一小份、不要顿顿吃，白灼、清蒸比火锅和烧烤好，汤汁和海鲜汤不喝，不配啤酒，同时多喝水；发作期间先停。出去旅游想吃，就挑一两样小份吃，其他时候选鸡蛋、奶、豆腐和蔬菜。尿酸长期达标（低于360 µmol/L）后，偶尔吃一次海鲜的影响会小很多，所以按时吃降尿酸药最关键。',
      en: '**Not all seafood is off the table: it depends on the kind, the amount and the timing.** High in purines, best kept rare: shellfish such as clams, scallops, mussels and oysters, and small oily fish such as sardines and anchovies (and dried shrimp); moderate, fine in small portions: prawns, crab and most fish; low, fine: sea cucumber and jellyfish. In practice: one small portion at a meal, not every day; grilled or steamed rather than in a hotpot, skip the broth, no beer with it, and plenty of water; none during a flare. On holiday, choose one or two small seafood dishes and fill up on eggs, dairy, tofu, rice and vegetables otherwise. Once your urate stays at target (below 360 µmol/L, 6 mg/dL), an occasional seafood meal matters far less — which is why taking your urate-lowering medicine every day matters most.',
    },
    source: { ref: `${ACR_2020}; WS/T 560-2017 高尿酸血症与痛风患者膳食指导` },
  },
  {
    // Round 7 zh-126: seafood hotpot broth.
    id: 'gout-broth',
    when: [
      /汤|\bbroth\b|\bsoup\b|\bstock\b/,
      // Only the broth, the solids left ("净系饮汤，唔食汤渣"): the broth is where the purines went (answer
      // round 39, zh-040).
      /火锅|海鲜|肉|骨头|老火|鸡汤|鱼汤|涮|浓|汤渣|饮汤|(光|只|净)(系)?(喝|饮)汤|\bjust (drink|have) the (soup|broth)\b|\bonly the (soup|broth)\b|\bhot ?pot\b|\bseafood\b|\bbone\b|\bmeat\b|\bchicken\b|\bfish\b|\bramen\b|\bpho\b/,
    ],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**涮过海鲜、肉的火锅汤和老火汤、骨头汤最好别喝。** 嘌呤溶于水，久煮的汤把肉和海鲜里的嘌呤都熬进去了，一碗汤的嘌呤可能比吃一份肉还多，也更咸更油。火锅可以吃：选清汤或番茄锅底，多涮蔬菜、豆腐、菌菇，肉和海鲜少量，汤不喝；想喝汤就喝清淡的蔬菜汤、番茄蛋花汤。发作期间所有浓汤都别喝。',
      en: '**Skip broth from seafood or meat hotpot, and long-simmered meat or bone soups.** Purines dissolve in water, so a long-cooked broth collects them from the meat and seafood — a bowl can carry more than a portion of the meat itself, plus salt and fat. Hotpot itself is fine: a clear or tomato base, plenty of vegetables, tofu and mushrooms, small amounts of meat and seafood, and leave the broth. For soup, have a light vegetable or tomato-and-egg soup. During a flare, no rich broths at all.',
    },
    source: { ref: `${ACR_2020}; WS/T 560-2017 高尿酸血症与痛风患者膳食指导` },
  },
  {
    // Round 7 zh-085 (520, diet between flares?), en-143 (how much can diet alone bring it down).
    id: 'gout-diet-alone',
    when: [
      /不发作|没发作|平时|缓解期|间歇期|不痛的时候|光靠|只靠|单靠|靠饮食|饮食(能|可以)?(降|控制)|食疗|不吃药|\bbetween (flares|attacks)\b|\bno (flares?|attacks?)\b|\bdiet alone\b|\bjust (with )?diet\b|\b(through|by|with) diet\b|\bwithout (medication|medicine|meds|pills|tablets|drugs)\b|\bnaturally\b/,
      /尿酸|忌口|痛风|饮食|吃|\burate\b|\buric\b|\bgout\b|\bdiet\b|\bfood\b/,
    ],
    for: GOUT,
    intent: 'food_sources',
    text: {
      zh: '**不发作的时候也要注意饮食，但光靠饮食通常只能把尿酸降一小部分，降不到目标。** 体内的尿酸大部分是自己代谢产生的，吃进去的嘌呤只占一小部分，所以严格忌口也只能降低一点。目标是低于360 µmol/L（6 mg/dL）：尿酸在500多的话，差距远不是饮食能补上的；按我国2019年指南，痛风患者血尿酸达到480 µmol/L就建议开始降尿酸药。请找风湿免疫科医生评估：还没用药的，谈谈开始降尿酸治疗；已经在吃药还这么高的，请医生调整剂量，不要自己加减。饮食的作用是少诱发发作、帮药一把：不喝酒（尤其啤酒）、不喝含糖饮料和果汁，内脏、浓汤、贝类少吃，多喝水，体重超重的慢慢减。',
      en: '**Diet still matters between flares, but diet alone usually lowers uric acid only a little — not enough to reach target.** Most uric acid is made by your own body; food purines are a smaller share, so even strict eating brings it down only modestly. The target is under 360 µmol/L (0.36 mmol/L, 6 mg/dL); a level in the 500s (0.5 mmol/L and up) is far more than diet can close; China’s 2019 guideline advises starting urate-lowering medicine for people with gout at 480 µmol/L or more, and the 2020 ACR guideline recommends it for frequent flares, tophi or joint damage. See your rheumatologist: if you are not on treatment, discuss starting it; if you are and still at this level, ask whether the dose needs adjusting — do not change it yourself. Diet’s job is to cut flare triggers and help the medicine: no alcohol (beer above all), no sugary drinks or juice, little organ meat, rich broth or shellfish, plenty of water, and gradual weight loss if you are overweight.',
    },
    source: { ref: ACR_2020 },
  },
  {
    // Round 7 en-144 (whey protein at the gym); milk with gout (not answered today).
    id: 'gout-dairy-and-protein-powder',
    when: [
      /牛奶|酸奶|奶制品|乳制品|奶酪|乳清|蛋白粉|\bmilk\b|\byogh?urts?\b|\bdairy\b|\bcheese\b|\bwhey\b|\bprotein (powder|shakes?)\b|\bcasein\b/,
    ],
    unless: [/羊奶粉|婴儿|宝宝|\bbaby\b|\binfant\b|豆浆|\bsoy ?milk\b/],
    for: GOUT,
    notFor: { conditions: ['kidney_disease'], said: /肾病|透析|\bckd\b|\bkidney\b|\bdialysis\b/ },
    intent: 'food_sources',
    text: {
      zh: '**牛奶、酸奶和乳清蛋白粉对痛风都可以，低脂奶甚至有点好处。** 奶类嘌呤很低，大型研究里喝低脂奶多的人痛风风险更低，奶蛋白还能促进尿酸排出。每天300–500克奶或酸奶（选无糖或低糖的）正常喝。健身用乳清蛋白粉：按说明一勺（约20–30克蛋白质）、一天一两次没问题，选配料简单、不加糖和“增肌复合配方”的；全天蛋白质即使训练量大的运动员也只需每公斤体重1.2–2.0克，同时多喝水。别忘了蛋白粉也有热量。有肾病的人加蛋白质前先问医生。',
      en: '**Milk, yoghurt and whey protein powder are all fine with gout, and low-fat dairy may even help.** Dairy is very low in purines; in large studies people who drank more low-fat milk had less gout, and milk proteins help the kidneys clear uric acid. Two to three servings of milk or unsweetened yoghurt a day are fine. For the gym, whey powder at the usual scoop (20–30 g protein) once or twice a day is fine — pick a plain one without added sugar or “mass gainer” blends; even athletes in hard training need only about 1.2–2.0 g of protein per kg of body weight a day, and drink plenty of water. Remember the powder has calories too. With kidney disease, ask your doctor before adding protein.',
    },
    source: {
      ref: `Choi HK et al. N Engl J Med 2004;350:1093–1103 (dairy and gout); Dalbeth N et al. Ann Rheum Dis 2012;71:929–934 (skim milk powder and gout flares); 中国居民膳食指南（2022）奶类300–500克; ACSM/AND/DC Nutrition and Athletic Performance (2016, protein 1.2–2.0 g/kg)`,
    },
  },
  {
    // Which fruits with gout: the general gout text only says "juice".
    id: 'gout-fruit',
    when: [
      /水果|果汁|榴莲|荔枝|龙眼|芒果|西瓜|苹果|梨|橙|葡萄|香蕉|猕猴桃|\bfruits?\b|\bjuices?\b|\bsmoothies?\b/,
    ],
    unless: [/樱桃|车厘子|\bcherr/, /杨桃|\bstar ?fruit\b|\bcarambola\b/],
    for: GOUT,
    notFor: POTASSIUM_WATCH,
    intent: 'food_sources',
    text: {
      zh: '**痛风可以吃水果，每天200–350克整个的水果就好；要少的是果汁和一次吃很多甜水果。** 水果几乎不含嘌呤，问题在果糖：果糖会升高尿酸，果汁、含糖饮料、蜂蜜水最容易一下喝进很多。做法：吃整个的水果不榨汁；荔枝、龙眼、芒果、榴莲这类很甜的，一次一小份；柑橘、猕猴桃、草莓、樱桃这类可以常吃。有糖尿病的人按控糖的水果份量来。',
      en: '**Yes, fruit is fine with gout — about 200–350 g of whole fruit a day; what to limit is juice and big amounts of very sweet fruit.** Fruit has almost no purines; the issue is fructose, which raises uric acid, and juices, sugary drinks and honey drinks deliver a lot of it fast. So eat fruit whole rather than juiced; keep very sweet fruit (lychee, longan, mango, durian) to a small portion; citrus, kiwi, berries and cherries are good everyday choices. With diabetes, follow your fruit portions for blood sugar.',
    },
    source: { ref: `${ACR_2020}; 中国居民膳食指南（2022）水果200–350克` },
  },
];

const CN_SCHOOL_2022 = '中国学龄儿童膳食指南（2022）';

/** Everyday questions a teenager asks (the minor rules in reply.ts still answer calorie and diet questions). */
const TEEN_ROWS: readonly FaqRow[] = [
  {
    // Round 7 en-156: a breakfast that keeps her full at school; she usually skips it.
    id: 'filling-breakfast',
    when: [
      /早餐|早饭|早点|\bbreakfasts?\b/,
      /吃什么|吃啥|推荐|怎么吃|顶饱|抗饿|饱|不吃|不想吃|来不及|没时间|\bwhat\b|\bgood\b|\bideas?\b|\bfull\b|\bhealthy\b|\bquick\b|\bskip/,
    ],
    unless: [
      /代谢|\bmetabolism\b|药|片|服用|胰岛素|血糖|糖尿病|\bpills?\b|\btablets?\b|\bmedicines?\b|\bmeds\b|\binsulin\b|\bdiabet|\bglucose\b|\blevothyroxine\b|\bthyroxine\b|\balendron(ate|ic acid)\b|\bfosamax\b/,
    ],
    // Milk, yoghurt, nuts and a banana are no breakfast for someone whose potassium and phosphate are
    // limited, and a phosphate binder named beside breakfast asks about the binder (ninth clinician
    // review, zh P2 Q3: a school breakfast guide for a man on haemodialysis with potassium 6.3).
    notFor: [
      {
        // A skipped breakfast on a sulfonylurea or insulin is the low's question (rows-diabetes.ts;
        // tenth clinician review, zh P3 finding 2).
        medicines: ['bisphosphonate', 'thyroid_hormone', 'phosphate_binder', 'sulfonylurea', 'insulin'],
        conditions: ['diabetes', 'gestational_diabetes'],
      },
      POTASSIUM_WATCH,
    ],
    intent: 'food_sources',
    text: {
      zh: '**顶饱的早餐要有三样：主食、蛋白质，再加一点水果或蔬菜；只吃面包或只喝粥，上午第二节课就饿了。** 几个现成的搭配：两片全麦面包加一个鸡蛋加一盒牛奶；一碗燕麦（用牛奶煮或泡）加一个水果；一个包子或馒头加一杯豆浆加一个煮鸡蛋；一杯酸奶加一把坚果加一根香蕉。没时间：前一晚煮好鸡蛋、备好面包和牛奶，路上也能吃完。不吃早餐的人往往上午没精神、注意力差，中午和放学后更容易吃多，所以每天都吃一点比不吃好。',
      en: '**A breakfast that keeps you full has three things: a starch, some protein, and a piece of fruit or some veg; toast or cereal on its own wears off by mid-morning.** Easy combinations: two slices of wholemeal toast with an egg and a glass of milk; a bowl of porridge made with milk and a piece of fruit; a plain yoghurt with a handful of nuts and a banana; a wholegrain roll with peanut butter and a glass of milk. Short on time: boil eggs the night before, or grab milk, a banana and a slice of bread to eat on the way. People who skip breakfast tend to feel tired and lose focus in the morning and eat more later, so something is better than nothing.',
    },
    source: { ref: `${CN_SCHOOL_2022}（每天吃营养充足的早餐）；中国居民膳食指南（2022）准则六` },
  },
  {
    // Round 7 en-157: "can i just have a smoothie" for breakfast.
    id: 'smoothie-as-a-meal',
    when: [/果昔|水果奶昔|\bsmoothies?\b/],
    unless: [/代餐|蛋白粉|杨桃|\bmeal[- ]replacements?\b|\bprotein powder\b|\bwhey\b|\bstar ?fruit\b/],
    // On warfarin a (green) smoothie is a vitamin K question (blind answer round 33, en-090, development data:
    // a daily green smoothie got this recipe, which would drop her vitamin K and raise the INR).
    notFor: anyOf(
      POTASSIUM_WATCH,
      { conditions: ['diabetes', 'gestational_diabetes'] },
      { medicines: ['vitamin_k_antagonist'] },
    ),
    intent: 'food_sources',
    text: {
      zh: '**可以，但要做成一顿“饭”而不是一杯果汁：加蛋白质和一点主食，才顶饱。** 做法：一杯牛奶、无糖酸奶或豆浆打底，加一个水果（香蕉、莓果都行），再加两三勺燕麦或一勺花生酱、一小把坚果；少加或不加糖和蜂蜜。只用水果和果汁打的，糖多、蛋白质少，喝完一两个小时就饿。',
      en: '**Yes, if you make it a meal rather than a juice: add protein and some starch so it keeps you going.** Blend a glass of milk, plain yoghurt or soy milk with one piece of fruit (banana or berries), plus a few spoons of oats or a spoon of peanut butter or a small handful of nuts; skip added sugar and honey. A smoothie of only fruit and juice is mostly sugar with little protein and leaves you hungry within an hour or two.',
    },
    source: { ref: `${CN_SCHOOL_2022}；中国居民膳食指南（2022）准则一、准则五（控糖）` },
  },
  {
    // Round 7 zh-111: "只吃水果可以吗 因该瘦得很快吧" (the minor rule answers a stated minor).
    id: 'fruit-only-diet',
    when: [
      /只吃水果|光吃水果|全吃水果|只吃苹果|水果餐|水果代替|用水果代|水果当饭|\b(only|just) (eat(ing)? )?fruits?\b|\bfruit[- ](only|diet|fast|cleanse)\b|\bnothing but fruit\b/,
    ],
    notFor: PREGNANT_OR_NURSING,
    intent: 'weight_change',
    text: {
      zh:
        '**不要只吃水果。** 掉得快的多是水分和肌肉，水果几乎没有蛋白质，也缺钙、铁、锌、维生素B12和必需脂肪，吃几天就会乏力、头晕、容易饿、掉头发，女生月经可能乱；一恢复吃饭体重就回来。水果每天200–350克、配着正常三餐吃最好。想调整体重，每餐有主食、蛋白质和蔬菜，少喝含糖饮料，多活动。' +
        UNDER_18_ZH,
      en:
        '**Please do not live on fruit alone.** The quick drop is mostly water and muscle; fruit has almost no protein and lacks calcium, iron, zinc, vitamin B12 and essential fats, so within days you feel weak, dizzy, hungry and may lose hair or have irregular periods — and the weight returns when you eat normally. Fruit is best as two to three portions a day alongside regular meals. To change weight, have a starch, protein and vegetables at each meal, fewer sugary drinks, and more activity. ' +
        UNDER_18_EN,
    },
    source: { ref: `中国居民膳食指南（2022）准则一、准则三（水果200–350克）；${CN_SCHOOL_2022}` },
  },
  {
    // Round 7 en-160: "my mum says i cant diet bc im still growing, is that true??"
    id: 'still-growing-no-diet',
    when: [
      /长身体|发育|还在长|生长期|青春期|长个|\bstill growing\b|\bgrowing\b|\bpuberty\b|\bgrowth spurt\b/,
      /减肥|节食|减重|瘦|控制饮食|少吃|热量|\bdiet(ing)?\b|\blose weight\b|\bcalories\b|\bcut\b/,
    ],
    intent: 'weight_change',
    text: {
      zh: '**你妈妈说得对：还在长身体的时候不建议节食减重。** 青春期身体在长骨骼、肌肉，月经也在建立，节食会影响身高、骨骼和月经，还容易发展成暴食或进食障碍。能做的是改习惯、不是少吃：一日三餐按时吃、早餐不省；每餐有主食、蛋白质（蛋、奶、豆、鱼肉）和蔬菜；奶茶、含糖饮料换成水或无糖奶；每天活动至少60分钟；睡够8小时。如果担心体重，和家长一起去看儿科或青少年门诊，医生会按生长曲线判断，而不是按成年人的BMI。',
      en: '**Your mum is right: while you are still growing, dieting to lose weight is not advised.** In the teenage years your bones and muscles are growing and your periods are settling, and dieting can affect height, bones and periods and can slide into binge eating or an eating disorder. What helps is changing habits, not eating less: three regular meals including breakfast; a starch, some protein (eggs, milk, beans, fish, meat) and vegetables at each; water or plain milk instead of sugary drinks and bubble tea; at least 60 minutes of activity a day; 8 hours or more of sleep. If you are worried about your weight, see your doctor together with a parent: they judge it on growth charts, not adult BMI.',
    },
    source: {
      ref: `Golden NH et al. Preventing obesity and eating disorders in adolescents. Pediatrics 2016;138:e20161649 (AAP clinical report); ${CN_SCHOOL_2022}`,
    },
  },
  {
    // Blind answer round 12 zh-160 (unsafe): "节食以后姨妈两个月没来了，是因为吃太少吗" from a 16-year-old got
    // generic weight-loss text. Periods that stop after dieting are a warning sign, not a diet question.
    id: 'periods-stopped-after-dieting',
    when: [
      /(月经|大姨妈|例假|姨妈)[^。？?！!]{0,10}(没来|不来|没有来|停了|不见了|消失|推迟)|闭经|停经|\b(missed|stopped|lost|no) (my |her )?periods?\b|\bperiods? (has |have )?(stopped|gone|disappeared|not come|havent come|hasnt come)\b|\bno periods?\b|\b(havent|hasnt|have not|has not) had (a |my |her )?periods?\b|\bperiods?\b[^.?!]{0,40}\b(late|irregular|missing|absent)\b/,
      /减肥|节食|吃太少|吃得少|吃的少|少吃|不吃|瘦了|掉秤|断食|断碳|\bdiet|\bnot eating (enough|much)\b|\beating (too )?little\b|\blost (a lot of )?weight\b|\blost \d+ ?(kg|kgs|lbs?|pounds)\b|\bunder ?eat|\brestrict|\bfasting\b|\bcalories\b|\bcals?\b|减脂|备赛|\bcut(ting)?\b|\bprep\b|\bkcal\b/,
    ],
    // Pregnancy said, but not "def not pregnant" or "没怀孕" (blind answer round 64, en-012, development data: a bikini
    // competitor whose period was 7 weeks late while cutting got pregnancy calorie needs).
    unless: [/(?<!没|没有|不是|未)怀孕了|备孕|(?<!\bnot |\bnot even |\bno )\bpregnan/],
    intent: 'weight_change',
    text: {
      zh: '**很可能是：吃得太少、能量不够时，身体会先把月经停掉——这是一个警示信号，不是减肥见效。** 月经停了两个月以上，请去看妇科或内科医生（未满18岁请和家长一起去）：先排除怀孕，再查查激素、甲状腺和营养状况；医生也会问吃饭和运动的情况，照实说。在这之前：停止节食，恢复规律三餐，每餐有主食、蛋白质（蛋、奶、豆制品、鱼肉）和一点油脂，别一边少吃一边大量运动；不要自己吃激素或“调经”保健品。如果你怕胖、吃完想吐、总在计算热量或体重一直往下掉，也一起告诉医生——这些可以得到帮助。',
      en: '**Very likely: when you eat too little, the body switches periods off first — that is a warning sign, not the diet working.** Periods missing for two months or more need a doctor (a GP or gynaecologist; under 18, go with a parent): they will rule out pregnancy and check hormones, thyroid and nutrition, and ask about eating and exercise — tell them honestly. Until then: stop dieting, go back to three regular meals, each with a starch, protein (eggs, dairy, soy, fish or meat) and some fat, and do not pair eating little with lots of exercise; do not take hormones or "period" supplements on your own. If you are afraid of gaining weight, feel like making yourself sick after eating, count every calorie or keep losing weight, tell the doctor that too — help is there.',
    },
    source: {
      ref: 'Gordon CM et al. Functional hypothalamic amenorrhea: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2017;102:1413–1439; NICE NG69 Eating disorders: recognition and treatment (2017, updated 2020)',
    },
  },
  {
    // Round 7 zh-034: "那要补点啥" after "减肥以后大姨妈不准了 是不是吃太少了".
    id: 'periods-after-dieting-what-to-eat',
    when: [
      /月经|大姨妈|例假|姨妈|\bperiods?\b|\bmenstrua/,
      // "要怎么吃才能恢复" (round 14 zh-147, after "月经推迟了两个月是不是减肥太狠了").
      /补|吃什么|吃点啥|吃啥|吃点什么|怎么吃|怎样吃|如何吃|\bsupplements?\b|\bwhat (should|do|can) i (eat|take)\b|\bhow (should|do|can) i eat\b|\beat more\b|\bvitamins?\b/,
      /减肥|节食|吃太少|吃得少|吃的少|少吃|瘦了|掉秤|\bdiet|\bnot eating enough\b|\beating (too )?little\b|\blost (a lot of )?weight\b|\bunder ?eat/,
    ],
    unless: [/怀孕|备孕|\bpregnan/],
    intent: 'weight_change',
    text: {
      zh: '**最该“补”的不是保健品，而是吃够饭：减肥后月经乱，最常见的原因就是吃得太少、能量不够，身体先把月经“关小”。** 先恢复规律三餐，每餐有主食（米饭、面、杂粮）、蛋白质（蛋、奶、豆制品、鱼肉）和一点油脂，不再刻意少吃，也别一边少吃一边大量运动；每天一到两杯奶补钙，每周吃两三次红肉补铁。不要自己吃激素或调经药。如果月经三个月没来、或者乏力头晕、掉头发明显，请去看妇科或内分泌科（未满18岁和家长一起去），可能需要查血和评估骨骼。',
      en: '**What you most need is not a supplement but enough food: irregular periods after dieting most often mean too little energy, so the body turns the cycle down.** Go back to three regular meals, each with a starch (rice, noodles, bread, whole grains), protein (eggs, dairy, soy, fish or meat) and some fat; stop restricting, and do not pair eating little with lots of exercise. One or two glasses of milk a day help calcium, and red meat two or three times a week helps iron. Do not take hormones or period pills on your own. If your period has not come for three months, or you feel weak, dizzy or are losing hair, see a doctor (with a parent if you are under 18): blood tests and a bone check may be needed.',
    },
    source: {
      ref: 'Gordon CM et al. Functional hypothalamic amenorrhea: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2017;102:1413–1439; 中国居民膳食指南（2022）',
    },
  },
  {
    // Blind answer round 18 en-043: "I do hot yoga like 4x a week and sweat heaps. Do I actually need a
    // Liquid IV every day or is that just marketing" was declined.
    id: 'electrolyte-drinks-exercise',
    when: [
      /电解质|运动饮料|宝矿力|佳得乐|脉动|外星人电解质|\belectrolytes?\b|\bliquid ?i\.?v\.?\b|\bgatorade\b|\bpowerade\b|\bpedialyte\b|\bnuun\b|\blmnt\b|\bsports? drinks?\b|\bhydration (packets?|sticks?|multiplier|tablets?)\b/,
      /运动|出汗|流汗|健身|跑步|瑜伽|热|打球|训练|需要|有必要|每天|天天|智商税|\bsweat\w*|\bwork ?outs?\b|\bexercis\w*|\byoga\b|\brun(s|ning)?\b|\bgym\b|\bhot\b|\bheat\b|\btraining\b|\bneed\b|\bevery ?day\b|\bdaily\b|\bmarketing\b|\bworth\b/,
    ],
    unless: [
      // Vomiting or diarrhoea: oral rehydration, the illness rows; a child: its own rows; cramps: the
      // exercise-cramps answer (intents/everyday.ts).
      /拉肚子|腹泻|呕吐|吐了|宝宝|孩子|抽筋|\bdiarrh\w*|\bvomit\w*|\bthrowing up\b|\bbaby\b|\bkids?\b|\btoddler\b|\bcramp\w*/,
    ],
    notFor: [
      // A fluid or salt limit, or lithium's steady salt: their own rows.
      {
        conditions: ['kidney_disease', 'dialysis', 'heart_failure', 'cystic_fibrosis'],
        medicines: ['lithium'],
        said: /肾病|透析|心衰|心力衰竭|锂|\bckd\b|\bdialysis\b|\bheart failure\b|\blithium\b|\bcystic fibrosis\b/,
      },
      // Addison's on fludrocortisone needs more salt, never "salt you do not need" (answer round 55, en-078).
      ADRENAL_PRIMARY,
    ],
    intent: 'product_question',
    text: {
      zh: '**大多数运动（一小时左右，包括热瑜伽）出的汗，喝白水、再正常吃饭就补回来了，不需要天天喝电解质饮料。** 饭菜里本来就有盐和钾。电解质饮料（冲剂、运动饮料）适合：连续运动超过一个小时左右、出汗特别多（衣服上有白色盐渍）、天气很热要练很久，或者运动中抽筋——这时练完喝一份就行。它们多数含不少钠，有的还有糖：平时不运动也天天喝，就是多吃了盐和糖，尤其有高血压的人要注意。看标签上每份的钠和糖，钠算进每天的盐里。练得头晕、恶心、抽筋严重或意识不清，停下来到阴凉处，小口喝含电解质的饮料，不缓解就就医。',
      en: '**For most workouts — about an hour, hot yoga included — water and your next meal replace what you sweat out; you do not need an electrolyte drink every day.** Ordinary food already brings salt and potassium. Electrolyte mixes and sports drinks earn their place after exercise lasting more than an hour or so, very heavy sweating (white salt marks on your clothes), long sessions in the heat, or cramps — one serving after that session is enough. Most contain a fair amount of sodium and some contain sugar, so a daily stick on top of your food adds salt (and sugar) you do not need, which matters more with high blood pressure; check the sodium and sugar per serving on the label and count the sodium in your day. Dizziness, nausea, bad cramps or confusion while training: stop, get into the shade, sip an electrolyte drink, and get help if it does not settle.',
    },
    source: {
      ref: 'American College of Sports Medicine, Sawka MN et al. Exercise and fluid replacement, position stand. Med Sci Sports Exerc 2007;39:377–390 (water suffices for most exercise under an hour; electrolytes for prolonged exercise and heavy sweat losses)；Dietary Guidelines for Americans 2020–2025 (sodium under 2,300 mg a day)；中国居民膳食指南（2022）准则五（食盐不超过5克）',
    },
  },
  {
    // Blind answer round 18 en-064: "How much protein do I really need? 35F, 140 lb, lift 3x/week. My
    // trainer says 1 g per pound" got the sedentary RDA.
    id: 'protein-strength-training',
    when: [
      /蛋白质|蛋白(?!粉)|\bprotein\b(?! (shakes?|powders?|bars?|drinks?))/,
      // Lifting said, not muscle alone ("on Mounjaro so I don't lose muscle" has its own answer).
      /健身|撸铁|举铁|力量训练|增肌|练肌肉|练器械|教练|\blift(s|ing)?\b|\bweights?\b|\bgym\b|\bstrength training\b|\bresistance training\b|\btrainer\b|\bbulk\w*|\bgains\b/,
      /多少|够不够|够吗|需要|每公斤|一斤|\bhow much\b|\bhow many grams\b|\benough\b|\bneed\b|\bper (pound|lb|kg|kilo)\b|\b1 ?g\b|\bgrams?\b/,
    ],
    notFor: [
      anyOf(GOUT, {
        conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'],
        said: /肾病|透析|移植|\bckd\b|\bkidney\b|\bdialysis\b|\btransplant\w*/,
      }),
      { minAge: 65 },
      // Under 18 (the plan's age or said): ordinary meals (protein-shakes-for-sport, the teen rows).
      MINOR,
    ],
    intent: 'how_much_nutrient',
    text: {
      zh: '**经常做力量训练的人，每天每公斤体重约1.2–1.6克蛋白质就够用（例如60公斤的人约70–100克），比不运动的成年人多；“每斤体重1克”（每公斤2.2克）超过了研究看到的收益上限，健康的肾脏吃得消，但没有必要，也费钱。** 研究汇总显示，每天约1.6克/公斤以后，力量训练增肌的效果就不再明显增加。分到三四餐里，每餐20–30克：一掌心大小的肉、鱼或豆腐，两个鸡蛋加一杯牛奶，一杯希腊酸奶都差不多是一份；训练后两小时内吃一份。先从饭菜里吃够，蛋白粉只是方便，不是必需。方案里的蛋白质数字是保持健康的基本量，练力量时可以按上面的范围往上加。有肾病的先问医生。',
      en: '**If you lift weights regularly, about 1.2–1.6 g of protein per kg of body weight a day covers it — roughly 75–100 g for 64 kg (140 lb) — more than the 0.8 g/kg RDA, which is set for inactive adults. “1 g per pound” (2.2 g/kg) is more than the research shows any benefit from: not harmful for healthy kidneys, just unnecessary and costly.** Pooled trials find that strength gains stop rising at about 1.6 g/kg a day. Spread it over three or four meals with about 20–30 g each — a palm-sized portion of meat, fish or tofu, two eggs with a glass of milk, or a cup of Greek yoghurt — and have one within a couple of hours after training. Food first; a shake is a convenience, not a must. The protein figure in your plan is the baseline for health; with regular lifting you can go up to the range above. With kidney disease, ask your doctor first.',
    },
    source: {
      ref: 'Morton RW et al. A systematic review, meta-analysis and meta-regression of the effect of protein supplementation on resistance training-induced gains in muscle mass and strength. Br J Sports Med 2018;52:376–384 (no further gain above about 1.6 g/kg/day)；Thomas DT et al. ACSM/AND/DC joint position: Nutrition and Athletic Performance, Med Sci Sports Exerc 2016;48:543–568 (1.2–2.0 g/kg/day; 0.3 g/kg per meal)；Jäger R et al. ISSN position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20',
    },
  },
  {
    // Round 7 en-159: "do i need protein shakes if i do netball 3 times a week".
    id: 'protein-shakes-for-sport',
    when: [
      /蛋白粉|蛋白奶昔|蛋白饮料|乳清|增肌粉|\bprotein (shakes?|powders?|drinks?|supplements?)\b|\bwhey\b/,
      /运动|训练|打球|健身|篮球|足球|排球|跑步|游泳|练|需要|要不要|有必要|\bsports?\b|\bnetball\b|\bfootball\b|\bsoccer\b|\bbasketball\b|\bgym\b|\btraining\b|\btrain\b|\bwork ?out\b|\bneed\b|\bworth\b/,
    ],
    // "豌豆的和糙米的哪个好", "pea or rice protein?": a choice between powders, which this row does not
    // answer (blind answer round 11, zh-019: a vegan was told to eat eggs, milk and fish instead).
    unless: [
      /(豌豆|糙米|大米|大豆|乳清|植物|分离|浓缩).{0,12}(哪个|哪种|还是|和|跟|混)|哪个好|哪种好|哪个更|选哪|\b(pea|rice|soy|hemp|plant|whey|isolate|concentrate)\b.{0,30}\b(or|vs\.?|versus|better|mix)\b|\bwhich (one|brand|kind|type|is better)\b/,
    ],
    notFor: [
      anyOf(GOUT, {
        conditions: ['kidney_disease', 'dialysis'],
        said: /肾病|透析|\bckd\b|\bkidney\b|\bdialysis\b/,
      }),
      // Older people who eat little have their own protein-powder row (rows-life-stages.ts).
      { minAge: 65 },
      // During cancer treatment protein is harder to reach, not a sports extra (blind answer round 66, zh-020, unsafe:
      // a woman losing weight on chemoradiation was told "ordinary meals cover it").
      CANCER_TREATMENT,
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**一周运动几次，不需要蛋白粉，正常吃饭就够了。** 每餐有一份蛋白质食物——鸡蛋、牛奶或酸奶、鱼虾、瘦肉、豆腐——一天下来就够，青少年也是；训练后饿了，一杯牛奶加一根香蕉或一杯酸奶，效果和蛋白粉一样、还便宜。蛋白粉是保健食品，质量参差，个别还查出过混入违禁成分，未满18岁不建议自己买来吃。真要用，也只是在吃饭吃不够时补充，先问医生或营养师。',
      en: '**Training a few times a week, you do not need protein shakes; ordinary meals cover it.** A portion of protein at each meal — eggs, milk or yoghurt, fish, meat, beans or tofu — meets the need, for teenagers too; after training, a glass of milk with a banana or a yoghurt does the same job as a shake for less money. Protein powders are supplements of uneven quality, and some have been found to contain banned substances, so under-18s should not buy them for themselves. If food really falls short, ask a doctor or dietitian first.',
    },
    source: {
      ref: 'Thomas DT et al. ACSM/AND/DC joint position: Nutrition and Athletic Performance, Med Sci Sports Exerc 2016;48:543–568; AAP Council on Sports Medicine and Fitness, Sports specialization and supplements (cited from memory); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 7 zh-064: milk tea she cannot give up: a lower-calorie order.
    id: 'milk-tea-order',
    when: [
      /奶茶|喜茶|奈雪|蜜雪|茶颜|霸王茶姬|古茗|茶百道|沪上阿姨|\bbubble tea\b|\bboba\b|\bmilk tea\b|\bpearl tea\b/,
    ],
    // "Does milk tea affect the absorption of my thyroid pill?" is the medicine's question (blind answer round 50, zh-042).
    unless: [
      /咖啡因|\bcaffeine\b/,
      /吸收|影响(药|药效)|隔多久|隔开|\babsor\w*|\b(affect|interfere with) (it|my (pill|tablet|medicine|meds|levothyroxine|thyroid))\b/,
      // Tablets swallowed with it: the medicine's question ("can I at least take them with boba", blind answer round 58,
      // en-055, development data: penicillamine and zinc got the sugar tips).
      /送服|就着|配着吃|用奶茶(吃|送|喝)药|跟药|和药一起|\btake (them|it|my \w+|the (pills?|tablets?|meds?|capsules?))\b[^.?!]{0,24}\bwith\b|\bwash(ed)? (it|them) down\b|\bswallow\w*\b/,
    ],
    notFor: anyOf(PREGNANT_OR_NURSING, CAFFEINE_RULES),
    intent: 'food_sources',
    text: {
      zh: '**不用完全戒，换个点法就能少一大半糖和热量。** 1）糖：选无糖或三分糖，别选全糖、七分糖；2）杯型：中杯或小杯，不要超大杯；3）奶：选“鲜奶”“牛乳”的，少选用奶精或植脂末的（配料表里有“植脂末”“氢化植物油”）；4）顶料：奶盖、芝士、奶油、厚乳最胖，换成不加；5）小料：珍珠、芋圆、布丁只选一样或不加，椰果、仙草相对轻些；6）纯茶、无糖果茶最轻。频率上一周一两杯，把它当零食，当天别再喝别的甜饮料。膳食指南建议每天添加糖最好不超过25克，一杯全糖大杯奶茶就可能超过。',
      en: '**No need to give up bubble tea (boba, milk tea); ordering differently cuts most of the sugar and calories.** 1) Sugar: no sugar or 30 %, not full or 70 %; 2) size: medium or small, never the largest; 3) milk: choose fresh milk, not creamer (check for “non-dairy creamer” or hydrogenated oil); 4) toppings: cheese foam, cream and milk caps are the heaviest — skip them; 5) add-ins: one of pearls, taro balls or pudding, or none; coconut jelly and grass jelly are lighter; 6) plain tea or unsweetened fruit tea is lightest. Keep it to once or twice a week as a treat and skip other sweet drinks that day. Guidelines advise keeping added sugar under 50 g a day, better under 25 g, and a large full-sugar milk tea can exceed that on its own.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五（添加糖每天不超过50克，最好控制在25克以下）；GB 28050-2011 配料与营养标签; WHO Guideline: sugars intake for adults and children (2015); Dietary Guidelines for Americans 2020–2025 (added sugars under 10% of calories)',
    },
  },
  {
    // Round 7 en-155 (fat-burner teas), zh-004 (薏米红豆排水消肿茶).
    id: 'slimming-teas',
    when: [
      /减肥茶|排毒茶|刮油茶|燃脂茶|瘦身茶|消肿茶|排水茶|排水消肿|去水肿|祛湿茶|红豆薏米|薏米红豆|茯苓|番泻叶|\b(fat[- ]?burn(er|ing)?|slimming|detox|skinny|diet|weight[- ]loss|flat tummy|teatox) teas?\b|\bsenna\b|\blaxative teas?\b|\bsmooth move\b/,
    ],
    intent: 'weight_change',
    text: {
      zh: '**减肥茶、排毒茶掉的“体重”基本是水和肠子里的东西，不是脂肪，一停就回来。** 很多这类茶含番泻叶、大黄等泻药或利尿成分，长期喝会腹泻、脱水、低血钾、肠道依赖泻药；监管部门多次查出“减肥茶”“燃脂”产品里偷偷加了西布曲明、酚酞等违禁药。普通的红豆薏米茯苓茶当饮品喝没什么害处，但也不会减脂。以下人群不要喝排水、泻下类的茶：未满18岁、孕期或哺乳期，吃锂盐的人（脱水会让锂浓度升高，可能中毒），吃利尿剂、地高辛或降压药的人——先问开药医生或药师。',
      en: '**Slimming teas and detox teas take off water and bowel contents, not fat, and the weight comes straight back afterwards.** Many contain laxatives such as senna or rhubarb, or diuretics: used for long they cause diarrhoea, dehydration, low potassium and a bowel that depends on laxatives, and regulators (the US FDA and China’s NMPA) keep finding “slimming” products secretly spiked with banned drugs such as sibutramine or phenolphthalein. A plain herbal tea does no harm as a drink but burns no fat. Do not use laxative or water-pill teas if you are under 18, pregnant or breastfeeding, on lithium (losing water raises lithium levels and can be toxic), or on diuretics, digoxin or blood-pressure medicine — ask your prescriber or pharmacist first.',
    },
    source: {
      ref: 'US FDA, Tainted weight loss products (public notifications, ongoing); 国家药监局 关于减肥类保健食品非法添加的通告; Lithium carbonate prescribing information, §5 Warnings (dehydration and sodium loss raise lithium levels)',
    },
  },
];

/** Weight rows whose text speaks to a growing student too (the canteen plate keeps a full bowl of rice). */
const FOR_ANY_AGE: ReadonlySet<string> = new Set(['canteen-choices']);

/**
 * Adult weight-loss rows are never for someone under 18 (blind answer round 8, zh-157); a row with
 * dieting advice (a deficit, the hunger of a diet's first weeks) is never for someone whose plan sets no
 * deficit for a reason of health (tenth clinician review, zh P4 finding 1).
 */
const ADULT_WEIGHT_ROWS: readonly FaqRow[] = WEIGHT_ROWS.map((row) => {
  const notFor = [
    ...(row.notFor ? [row.notFor].flat() : []),
    ...(FOR_ANY_AGE.has(row.id) ? [] : [MINOR]),
    ...(DEFICIT_SENTENCE.test(`${row.text.zh}\n${row.text.en}`) ? [NO_DEFICIT] : []),
  ];
  return notFor.length ? { ...row, notFor } : row;
});

/** Questions about what a supplement does to a blood test, or whether it can replace a treatment. */
const LAB_TEST_ROWS: readonly FaqRow[] = [
  {
    // Eighth clinician review, en P5 Q3: "overactive thyroid on my tests — could my hair vitamins do that?"
    // was declined and sent to the psychiatrist, while her own plan said biotin falsifies TSH and FT4.
    id: 'biotin-lab-tests',
    when: [
      /生物素|维生素b7|维生素h|护发.{0,6}(维生素|软糖|片)|头发.{0,6}(维生素|软糖)|美发.{0,4}(维生素|片)|\bbiotin\b|\bvitamin (b7|h)\b|\bhair(,)? (skin|vitamins?|gumm(y|ies)|supplements?|pills?)\b|\bhair, skin (and|&) nails?\b/,
      /甲状腺|甲功|甲亢|\btsh\b|\bft4\b|\bft3\b|\bt4\b|\bthyroid\b|\bhyperthyroid\w*|验血|化验|抽血|检查结果|血检|\bblood (test|work)s?\b|\blabs?\b|\btest results?\b/,
    ],
    beforeLabs: true,
    intent: 'lab_result',
    text: {
      zh: '**有可能，而且很常见。** 护发、美甲类补充剂里常有大剂量生物素（每天5000–10000 µg，远高于每天约40 µg的需要量）。很多化验（包括促甲状腺激素TSH、游离甲状腺素FT4/FT3，以及一些激素和心肌标志物检测）用的是生物素-链霉亲和素方法，血里生物素多了会让结果失真：常见的是TSH显得偏低、FT4/FT3显得偏高，看起来就像甲亢，其实甲状腺可能完全正常。建议：复查前至少停吃生物素2–3天（吃得越多停得越久），抽血时告诉医生和化验室你在吃它；请医生先复查甲状腺功能，确认之前不要开始甲亢治疗。如果有心慌、手抖、怕热、体重明显下降，照样尽快看医生。',
      en: '**Yes, it can, and it is common.** Hair, skin and nail supplements often hold high-dose biotin (5,000–10,000 µg a day, far above the roughly 30 µg a day you need). Many lab tests, including TSH, free T4/T3 and some hormone and heart tests, use a biotin–streptavidin method, and extra biotin in the blood distorts them: typically TSH looks low and free T4/T3 look high, the pattern of an overactive thyroid, while the thyroid may be entirely normal. So stop the biotin for at least 2–3 days before the next blood test (longer after very high doses), tell the doctor and the lab that you take it, and ask for the thyroid tests to be repeated before any treatment for an overactive thyroid is started. If you have a racing heart, tremor, heat intolerance or weight loss, see the doctor soon anyway.',
    },
    source: {
      ref: 'US FDA Safety Communication: The FDA warns that biotin may interfere with lab tests (2017, updated 2019); Li D et al. Association of biotin ingestion with performance of hormone and nonhormone assays in healthy adults. JAMA 2017;318(12):1150–1160; NIH ODS Biotin fact sheet (AI 30 µg; 中国居民膳食营养素参考摄入量2023 适宜摄入量40 µg)',
      url: 'https://www.fda.gov/medical-devices/safety-communications/update-fda-warns-biotin-may-interfere-lab-tests-fda-safety-communication',
    },
  },
  {
    // Eighth clinician review, zh P2 Q8 and en P5 Q5: "5-HTP instead of St John's wort for my mood?" was
    // declined ("no reliable rule"). Eighteenth, en M13: a woman on phenelzine read "antidepressants that do
    // not affect the pill" as a prompt to add one — with an MAOI, never on her own.
    id: '5htp-for-mood',
    when: [
      /5-?htp|5-?羟色氨酸|\b5-?hydroxytryptophan\b/,
      /情绪|心情|抑郁|低落|焦虑|代替|换成|改吃|\bmood\b|\bdepress\w*|\banxi\w*|\binstead\b|\bswitch\w*|\breplace\b|\bswap\b/,
    ],
    intent: 'herbal_remedy',
    text: {
      zh: '**不建议用5-羟色氨酸（5-HTP）来代替圣约翰草或治疗情绪问题。** 它治疗抑郁的证据很少、质量也低；作为保健品，含量和纯度没有保证；它会提高5-羟色胺，和抗抑郁药、曲坦类偏头痛药、曲马多或圣约翰草一起吃可能引起5-羟色胺综合征。情绪低落持续两周以上，请在一两周内看全科医生或精神科医生：心理治疗和抗抑郁药都有可靠效果（在吃避孕药的告诉医生，选不影响避孕药的）。已经在吃抗抑郁药的——尤其是苯乙肼这类单胺氧化酶抑制剂（MAOI）——不要自己加5-HTP，也不要自己加别的抗抑郁药，先问开药的医生。如果出现不想活、伤害自己的念头，请马上拨打心理援助热线12356或120。',
      en: '**5-HTP is not a good swap for St John’s wort, or a treatment for low mood.** The evidence that it helps depression is scarce and of low quality; as a supplement its strength and purity are not guaranteed; and it raises serotonin, so with an antidepressant, a triptan, tramadol or St John’s wort it can cause serotonin syndrome. If your mood has been low for more than two weeks, see your GP within a week or two: talking therapies and antidepressants work (on the pill, say so: some do not affect it). If you already take an antidepressant — above all an MAOI such as phenelzine (Nardil) — do not add 5-HTP or any other antidepressant yourself; ask the doctor who prescribes it. If you have thoughts of ending your life or harming yourself, call or text 988 now.',
    },
    source: {
      ref: 'Shaw K, Turner J, Del Mar C. Tryptophan and 5-hydroxytryptophan for depression. Cochrane Database Syst Rev 2002;(1):CD003198; NICE NG222 Depression in adults (2022); NCCIH St John’s wort (interactions)',
    },
  },
];

/** Drink named: the alcohol–folate row answers it (rows-alcohol.ts). */
const ALCOHOL_SAID = /酒|\b(alcohol|booze|beers?|wine|spirits|liquor|baijiu|drinking)\b/;

export const EVERYDAY_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 56, en-014 (development data): "keep it at 160g or push it higher during the cut?" from a
    // powerlifter got the plan's everyday 89 g.
    id: 'protein-in-a-cut',
    wholeMessage: true,
    // Someone who trains (said in this message or the one before): everyday dieting keeps protein-grams-keep-muscle's
    // 1.2–1.6 g per kg.
    when: [
      /蛋白|\bprotein\b/,
      /减脂|刷脂|备赛|控体重|降体重|\bcut(ting)?\b|\bdeficit\b|\bshred\w*\b|\bmake weight\b|\bweight class\b/,
      /多少|够不够|够吗|要不要|再加|加到|更高|\bhigher\b|\bmore\b|\bpush\b|\bkeep\b|\benough\b|\bhow much\b|\bg\/kg\b|\bper kg\b/,
    ],
    for: {
      said: /训练|健身|撸铁|力量举|举重|备赛|比赛|\blift\w*\b|\bpowerlift\w*\b|\bgym\b|\btrain\w*\b|\bmeet\b|\bcomp(etition)?s?\b|\bcrossfit\b|\bbodybuild\w*\b|\bstrength\b/,
    },
    notFor: [
      MINOR,
      { conditions: ['kidney_disease', 'dialysis', 'liver_disease', 'cirrhosis'] },
      { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] },
      NO_DEFICIT,
    ],
    intent: 'how_much_nutrient',
    compose: (said, zh) => {
      // Grams said of protein ("protein - keep it at 160g", "蛋白质吃到150克"), not of a food ("200g chicken").
      const g =
        /(?:protein|蛋白质?)[^.?!,，。\d]{0,20}(\d{2,3})\s*(?:g\b|克|grams?\b)/i.exec(said.text) ??
        /(\d{2,3})\s*(?:g\b|克|grams?\b)\s*(?:of\s+)?(?:protein|蛋白)/i.exec(said.text);
      const w = said.weightKg;
      const base = pickZh(PROTEIN_IN_A_CUT.text, zh);
      if (!g || !w) return base.replace('{said}', '');
      const grams = Number(g[1]);
      const perKg = Math.round((grams / w) * 10) / 10;
      const verdict =
        perKg < 1.6
          ? zh
            ? `你说的${grams}克，按${w}公斤算约每公斤${perKg}克，偏低：加到约${Math.round(w * 1.6)}–${Math.round(w * 2.2)}克。`
            : `Your ${grams} g is about ${perKg} g per kg at ${w} kg — on the low side: aim for about ${Math.round(w * 1.6)}–${Math.round(w * 2.2)} g.`
          : perKg <= 2.4
            ? zh
              ? `你说的${grams}克，按${w}公斤算约每公斤${perKg}克，已经在这个范围里，保持就好，不用再加。`
              : `Your ${grams} g is about ${perKg} g per kg at ${w} kg — already in that range: keep it, no need to push higher.`
            : zh
              ? `你说的${grams}克，按${w}公斤算约每公斤${perKg}克，已经高于这个范围，不用再加，多出的可以换成碳水。`
              : `Your ${grams} g is about ${perKg} g per kg at ${w} kg — already above that range: no need to push higher; the extra can go to carbohydrate.`;
      return base.replace('{said}', ` ${verdict}`);
    },
    text: {
      zh: PROTEIN_IN_A_CUT.text.zh.replace('{said}', ''),
      en: PROTEIN_IN_A_CUT.text.en.replace('{said}', ''),
    },
    source: PROTEIN_IN_A_CUT.source,
  },
  {
    // Blind answer rounds 29–35 (development data): "西兰花煮熟了叶酸还剩多少？蒸的会不会好点", "菠菜焯水再炒，
    // 叶酸会不会都流失了" — answered with the folic acid dose text and nothing on cooking.
    id: 'folate-cooking-loss',
    when: [
      /叶酸|\bfol(ate|ic)\b/,
      /炒|煮|焯|蒸|炖|加热|烧熟|做熟|流失|损失|没了|\bcook\w*|\bboil\w*|\bsteam\w*|\bheat\w*|\bmicrowav\w*|\b(lose|lost|losing|destroy\w*)\b/,
    ],
    unless: [ALCOHOL_SAID],
    intent: 'food_sources',
    text: {
      zh: '**叶酸怕热又溶于水，长时间水煮流失最多：菠菜、西兰花煮熟后叶酸大约只剩一半，蒸的基本能保住。** 所以绿叶菜多用蒸、快炒或微波，少长时间水煮、少焯水；要焯就短一点，汤也别倒掉。叶酸多的食物：深绿色叶菜（菠菜、油菜、西兰花、芦笋）、豆类和豆制品（黄豆、绿豆、豆腐）、鸡蛋、动物肝脏（少量）。医生开的叶酸片照常吃，饮食是加分，不能代替。',
      en: '**Folate is water-soluble and heat-sensitive, so long boiling loses the most: boiled spinach or broccoli keeps only about half its folate, while steaming keeps nearly all of it.** So steam, stir-fry quickly or microwave greens rather than boiling them for long, and use the cooking water in a soup or sauce. Good sources: dark leafy greens (spinach, asparagus, broccoli, Brussels sprouts), beans and lentils, eggs and fortified breakfast cereals. Keep taking any folic acid your doctor prescribed — food adds to it, it does not replace it.',
    },
    source: {
      ref: 'McKillop DJ et al. The effect of different cooking methods on folate retention in various foods that are amongst the major contributors to folate intake in the UK diet. Br J Nutr 2002;88:681–688 (boiling: spinach 51 %, broccoli 56 % lost; steaming: no significant loss); NIH ODS Folate Fact Sheet for Health Professionals (food sources)',
    },
  },
  {
    // Eleventh clinician review, zh P5 #1 and #7: after a total gastrectomy, "吃一点就饱，吃完半小时就心慌、
    // 出冷汗、想拉肚子…饮食上该怎么安排？" got the capecitabine diarrhoea card (she takes S-1), and "一天该吃
    // 几顿" an iron block. Early and late dumping, meals, B12, iron, calcium and vitamin D after gastrectomy;
    // no medicine is named.
    id: 'gastrectomy-meals-dumping',
    when: [
      /全胃切除|胃全切|胃切除|胃大部切除|切了胃|胃切了|胃被切|胃切掉|切胃|\bgastrectomy\b|\bstomach (was |has been )?(removed|taken out)\b/,
      /吃|饭|餐|顿|饮食|心慌|出冷汗|出汗|拉肚子|腹泻|饱|低血糖|手抖|\beat\w*|\bmeals?\b|\bfood\b|\bdiet\b|\bdumping\b|\bsweat\w*|\bdiarrh\w*|\bfull\b/,
    ],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**全胃切除后吃一点就饱、饭后半小时内心慌、出冷汗、想拉肚子，最常见的是“早期倾倒综合征”：食物（尤其是甜的、稀的）一下子进入小肠引起的。** 饮食这样安排：\n- **少量多餐**：一天6–8顿小餐，定时吃，细嚼慢咽；\n- **干稀分开**：吃饭时少喝汤水，汤、水、奶在两餐之间喝，和饭隔开30–60分钟；\n- **少吃甜的**：不喝含糖饮料、果汁、甜汤、藕粉、甜粥，少吃甜点；主食配着吃；\n- **每顿都有蛋白质和一点油脂**：鸡蛋、鱼、瘦肉、豆腐，加一点植物油；\n- **饭后平躺15–30分钟**，能减轻症状。\n饭后1–3小时出现手抖、心慌、出汗、头晕，吃点糖就好，是“晚期倾倒”（反应性低血糖）：下次避开甜的、稀的食物，按上面的方式吃；当时先吃一小块糖，再吃点正餐。\n\n**胃切除后还要终身注意：** 没有了胃里的“内因子”，食物和普通剂量片剂里的维生素B12基本吸收不了，医生建议打针就按时打，一般要终身（大剂量口服只能在医生指导下代替打针）；铁、钙、维生素D也容易缺，按医生的化验结果补。体重还在下降、每顿吃得很少，请让手术或肿瘤科团队转介营养科。正在吃化疗药的话，一天比平时多拉4次以上、夜里也拉、发烧或喝不进水，请今天就联系肿瘤科团队。',
      en: '**Feeling full after a few mouthfuls, and palpitations, sweating and an urge to open the bowels within half an hour of eating after a total gastrectomy, is most often early dumping syndrome: food, above all sweet or runny food, reaching the small bowel all at once.** How to eat:\n- **Small, frequent meals**: 6–8 small meals a day at regular times, eaten slowly;\n- **Drinks apart from food**: little liquid with meals; soups, water and milk between meals, 30–60 minutes away from food;\n- **Little sugar**: no sugary drinks, juice or sweet soups, few sweets; have starchy food as part of a meal;\n- **Protein and some fat at every meal**: eggs, fish, lean meat, tofu, with a little oil;\n- **Lie down for 15–30 minutes after meals**, which eases the symptoms.\nShaking, palpitations, sweating or dizziness 1–3 hours after eating that settle with something sweet is late dumping (reactive low blood sugar): avoid sweet and runny foods and eat as above; at the time, take a little sugar and then some food.\n\n**For life after a gastrectomy:** without the stomach’s intrinsic factor, vitamin B12 from food and ordinary tablets is hardly absorbed, so the injections the doctor advises are usually for life (high-dose tablets replace them only under the doctor’s supervision); iron, calcium and vitamin D are often low too, and are replaced by the doctor’s results. If weight is still falling or meals are very small, ask the surgical or oncology team for a dietitian. On chemotherapy, 4 or more stools a day above usual, diarrhoea at night, a fever or fluids you cannot keep down mean calling the oncology team today.',
    },
    source: {
      ref: 'Scarpellini E et al. International consensus on the diagnosis and management of dumping syndrome. Nat Rev Endocrinol 2020;16:448–466 (small frequent meals, liquids apart from solids, avoiding simple sugars, protein and fat, lying down after meals; early dumping within 1 hour, late 1–3 hours); Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513 (lifelong B12 after total gastrectomy); NCI CTCAE v5.0 (2017), diarrhoea grade 2 — cited from memory',
    },
  },
  ...LAB_TEST_ROWS,
  ...ADULT_WEIGHT_ROWS,
  ...HEALTHY_WOMAN_ROWS,
  ...VEGAN_ROWS,
  ...GOUT_ROWS,
  ...TEEN_ROWS,
  {
    // Cranberry became a recognised product (twenty-sixth review session, herbs); "蔓越莓汁能喝吗" asked by
    // someone not on warfarin had no answer. On warfarin the warfarin row answers (notFor).
    id: 'cranberry-juice-everyday',
    when: [
      /蔓越莓|\bcranberr(y|ies)\b|\bazo cranberry\b/,
      /能喝|能吃|可以|行吗|有用|管用|预防|尿路感染|膀胱炎|尿道炎|好不好|吗|\b(ok|okay|good|safe|help|work|prevent|uti|utis|bladder|water infections?|can i|should i|is it)\b/,
    ],
    notFor: { medicines: ['vitamin_k_antagonist'] },
    intent: 'food_sources',
    text: {
      zh: '**蔓越莓汁当饮料喝，一般人喝一小杯（约150–250毫升）没有问题；它不是治尿路感染的药。** 市面上的蔓越莓汁大多加了糖，选无糖或低糖的，有糖尿病的算进每天的糖和水果里。预防反复尿路感染：系统综述显示，蔓越莓制品可能降低反复尿路感染女性、儿童和某些手术后人群再次感染的风险，但对已经发作的感染没有治疗作用——尿频、尿痛、发烧或腰痛，请去看医生，可能需要抗生素。有肾结石史的人，高剂量的蔓越莓胶囊最好别长期吃（草酸较多）。',
      en: '**Cranberry juice as a drink is fine for most people — a small glass (about 150–250 mL) a day; it is not a treatment for a urinary infection.** Most cranberry juice is sweetened: choose unsweetened or light, and with diabetes count it in your sugar and fruit. For preventing repeat UTIs, a systematic review found cranberry products may lower the risk in women with recurrent UTIs, in children and after some procedures, but they do not treat an infection you already have — burning, going often, a fever or back pain need a doctor (antibiotics may be needed). With a history of kidney stones, high-dose cranberry capsules are best left alone long term (they are high in oxalate).',
    },
    source: {
      ref: 'Williams G et al. Cranberries for preventing urinary tract infections. Cochrane Database Syst Rev 2023;11:CD001321; Terris MK et al. Dietary supplementation with cranberry concentrate tablets may increase the risk of nephrolithiasis. Urology 2001;57:26–29',
    },
  },
];
