/**
 * Standard answers on weight and everyday eating that the chat declined (issue 30 §2; blind answer round
 * 11, development data since its figures were reported): how fast to lose, eating out, dessert at a work
 * dinner, drinks in a fasting window, brown rice and millet, protein on rest days and across meals,
 * constipation foods, nutritional yeast and B12, pea or rice protein, a child's or a teenager's
 * multivitamin, and a teenager cutting carbohydrates or choosing snacks — written for the class of
 * question (subject × kind), not one question's words.
 */
import { MINOR, NO_DEFICIT, PREGNANCY_SAID } from './audiences';
import type { FaqAudience, FaqRow } from './types';

const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|哺乳|喂奶|母乳|\\bbreastfe|\\bnursing\\b`),
};
/** Diabetes medicines that can cause a low: fasting and sweet rows are their team's. */
const GLUCOSE_LOWERING: FaqAudience = {
  conditions: ['diabetes'],
  medicines: ['insulin', 'sulfonylurea'],
  said: /糖尿病|胰岛素|\bdiabet\w*|\binsulin\b/,
};
/** Potassium or fluid limits: prunes, kiwi and "drink more" are not theirs. */
const POTASSIUM_OR_FLUID: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'heart_failure', 'kidney_transplant'],
  medicines: ['potassium_sparing_diuretic'],
  said: /透析|肾病|肾功能|心衰|\bdialysis\b|\bkidney disease\b|\bckd\b|\bheart failure\b/,
};
/** A teenager: MINOR, or school said ("snacks for school"). */
const TEEN: FaqAudience = {
  ...MINOR,
  said: new RegExp(
    `${MINOR.said!.source}|\\bfor school\\b|\\bschool (snacks?|lunch(es)?|bag)\\b|带去学校|课间`,
  ),
};

/** An older person: their own rows (rows-life-stages.ts) answer constipation. */
const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老年|高龄|年纪大|上了年纪|[6-9][0-9]岁|[七八九]十(多)?岁?|我妈|我爸|奶奶|外婆|姥姥|爷爷|外公|\belderly\b|\bolder (people|adults?|person)\b|\bi'?m [6-9][0-9]\b|\bi am [6-9][0-9]\b|\bat my age\b/,
};

const NICE_CG189 =
  'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 dietary interventions';
const CN_GUIDE = '中国居民膳食指南（2022）';

const RATE =
  /多快|多久(能|可以|才能)?(瘦|掉|减)|(一周|每周|一个星期|一个月|每个月|每月|一年)[^，。？?]{0,4}(瘦|掉|减)[^，。？?]{0,2}(几|多少)|掉得(多|太)?快|瘦得(多|太)?快|\bhow (fast|quickly|soon)\b|\bhow much (weight )?(will|can|should|would) i (lose|drop)\b|\b(lose|losing|drop|dropping)\b[^.?!]{0,25}\b(per|a|each) (week|month)\b|\brate of (weight )?loss\b|\bexpect to (lose|drop)\b/;
const LOSE = /瘦|掉秤|掉|减重|减肥|减下来|\blos(e|ing)\b|\bdrop\b|\bweight\b/;

const EATING_OUT =
  /下馆子|外面吃|在外(面)?吃饭|饭店|餐馆|餐厅|馆子|聚餐|饭局|应酬|外卖|点外卖|快餐|沙县|兰州拉面|拉面馆|黄焖鸡|麦当劳|肯德基|汉堡|披萨|牛排|西餐|日料|自助|\bsteak ?house\b|\bsteaks?\b|\brestaurants?\b|\beat(ing)? out\b|\bdining out\b|\btakeaways?\b|\btake-?out\b|\bfast food\b|\bmcdonald'?s\b|\bkfc\b|\bsubway\b|\bburgers?\b|\bpizza\b|\bwork (dinner|lunch|do)\b|\bbusiness (dinner|lunch)\b|\bfood court\b|\bpub\b|\bchick-?fil-?a\b|\bwhataburger\b|\bwendy'?s\b|\btaco bell\b|\bchipotle\b|\bfive guys\b|\bin-n-out\b|\bpopeyes\b|\bpanda express\b|\bdrive-?thru\b|\btex-?mex\b|\blunch out\b/;
const WHAT_TO_ORDER =
  /点什么|点啥|吃什么|吃啥|怎么点|怎么吃|怎么选|选什么|不容易胖|不长肉|少长肉|热量低|\border(in'?|ing)?\b|\b(drop|lose|losing|droppin'?|tryin'?) (the )?weight\b|\bwhat (do|should|can) i (get|eat|have|choose|pick)\b|\bstay on track\b|\bhealthiest\b|\bbest (choice|option)s?\b|\blow[- ]cal\w*\b|\bon (a|my) diet\b/;

const DESSERT =
  /甜点|甜品|蛋糕|冰淇淋|冰激凌|雪糕|提拉米苏|布丁|\bdesserts?\b|\bpudding\b|\bcake\b|\bice ?cream\b|\bcheesecake\b|\bsweets? (course|trolley)\b|\btiramisu\b/;
const SOCIAL =
  /老板|领导|同事|客户|请客|聚餐|饭局|应酬|生日|婚礼|派对|推不掉|不好拒绝|不好意思|盛情|\bboss\b|\bcolleagues?\b|\bclients?\b|\bwork\b|\bparty\b|\bbirthday\b|\bwedding\b|\bcan'?t (really )?(say no|refuse)\b|\brude\b|\bfor the table\b|\bstay on track\b|\bon (a|my) diet\b|\blosing weight\b/;

const FASTING =
  /断食|轻断食|空腹期|禁食期|不吃东西的(那段|时候)|不吃饭的(那段|时候)|16[:比]8|\bintermittent fasting\b|\bfasting (window|period|hours?)\b|\b(while|when) (i'?m |i am )?fasting\b|\bduring (the|my) fast(ing)?\b|\bbreak (the|my) fast\b|\b16[:/]8\b/;
const FAST_DRINKS =
  /咖啡|黑咖|美式|茶|代糖|甜味剂|甜菊|赤藓糖醇|零度|无糖(可乐(?!果(?!汁))|饮料|汽水)|气泡水|牛奶|奶|柠檬水|破功|\bcoffee\b|\bespresso\b|\btea\b|\bsweeteners?\b|\bstevia\b|\berythritol\b|\bsucralose\b|\bzero\b|\bdiet (coke|soda)\b|\bsparkling water\b|\bmilk\b|\bcream(er)?\b|\bbreak(s)? (the|my) fast\b|\bbone broth\b/;

/** Falling short of the plan: targets, enough, calcium and other nutrients. */
const FALL_SHORT =
  /缺|够不够|够吗|吃不够|营养跟不上|营养不够|营养不良|目标|钙|蛋白|铁|\bshort\b|\benough\b|\btargets?\b|\bmiss(ing)? out\b|\bnutrients?\b|\bnutrition\b|\bcalcium\b|\bprotein\b|\biron\b|\bfib(re|er)\b|\bdeficien\w*/;

const WHOLE_GRAIN =
  /杂粮|粗粮|糙米|全麦|小米|燕麦|荞麦|黑米|玉米|藜麦|\bbrown rice\b|\bmillet\b|\bwhole ?grains?\b|\bwholemeal\b|\bwhole ?wheat\b|\bmultigrain\b|\bquinoa\b|\bragi\b|\bjowar\b|\bbajra\b|\bbarley\b/;
const BETTER_OR_HYPE =
  /更好|好不好|好一点|有用吗|有没有用|值得|区别|一样吗|一样不|还是|智商税|被吹|夸大|换成|代替|\binstead\b|\bbetter\b|\bworth\b|\bover-?hyped\b|\bhype\b|\bdifference\b|\bthe same\b|\bsame carbs\b|\bvs\.?\b|\bversus\b|\bhealthier\b|\breally\b/;

const REST_DAY =
  /不运动的(日子|那天|时候)|休息日|不练的?(日子|那天|时候)|没(运动|练|跑步)的(日子|那天)|不跑步的(日子|那天)|\brest days?\b|\bdays? (i|when i) (don'?t|do not) (exercise|train|work ?out|lift|run|go to the gym)\b|\boff days?\b|\bnon-?training days?\b/;
const PROTEIN = /蛋白|\bprotein\b/;
const SPREAD =
  /平均分|分到|分开吃|分几顿|每顿|每餐|一顿吃完|一次吃(完|掉)|集中(吃|在)|\bspread\b|\bper meal\b|\beach meal\b|\bin one go\b|\ball at once\b|\bat once\b|\bone (big )?meal\b|\bevery meal\b/;

const CONSTIPATION =
  /便秘|大便干|拉不出|排便困难|解不出|几天没大便|\bconstipat\w*|\bbunged up\b|\bcan'?t (poo|poop)\b|\bhard (stools?|poos?)\b/;
const WHAT_FOODS =
  /吃什么|吃点什么|吃啥|什么食物|哪些食物|怎么吃|饮食|食疗|有什么办法|怎么办|咋整|咋办|咋弄|怎么整|\beat\b|\bfoods?\b|\bdiet\b|\bhelp\b|\bnatural\w*\b|\bremed\w*\b/;

const NUTRITIONAL_YEAST = /营养酵母|酵母片|\bnutritional yeast\b|\bnooch\b|\byeast flakes\b/;

const PEA_RICE =
  /豌豆蛋白|豌豆的|大米蛋白|糙米蛋白|糙米的|\bpea protein\b|\bpea\b|\brice protein\b|\bbrown rice protein\b/;
const PROTEIN_POWDER_CHOICE =
  /哪个好|哪种好|还是|混着|混合|一起吃|区别|氨基酸|\bwhich\b|\bbetter\b|\bmix\w*\b|\bblend\w*\b|\bcombin\w*\b|\bamino\b|\bcomplete\b|\bor\b|\bvs\.?\b/;

const MULTIVITAMIN =
  /复合维生素|多种维生素|多维|善存|儿童维生素|小熊软糖|维生素软糖|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b|\bgumm(y|ies) vitamins?\b|\bvitamin gumm(y|ies)\b|\bkids'? vitamins?\b|\bchildren'?s vitamins?\b|\bgummies\b|\bvitamins?\b|\bvitamns?\b|\bvitamines?\b/;
const CHILD_SAID =
  /(?<!\d)[1-9] ?岁(?!月)|孩子|儿子|女儿|小朋友|宝宝|幼儿园|挑食|\bmy (\d{1,2}[- ]?(yo|y\/o|year[- ]old) )?(son|daughter|kid|child|toddler|little one)s?\b|\b[1-9][- ]?(yo|y\/o|years?[- ]old|year old|yrs?[- ]old)\b|\bpick(y|iest) eaters?\b|\bfuss(y|iest) eaters?\b/;
const TIRED = /累|乏力|没劲|没精神|\btired\w*\b|\bexhaust\w*\b|\bfatigue\w*\b|\bno energy\b|\bdizzy\b/;
// The row's text speaks of periods: it answers only a question that says them ("复合维生素B有用吗 总是累"
// is not about periods).
const PERIOD = /月经|例假|大姨妈|经期|姨妈|\bperiods?\b|\bmenstrua\w*/;

const CUT_CARBS =
  // "怕他更不吃饭了" is a parent's worry that a child eats less, not carbohydrates cut (blind answer round 50, zh-011).
  /不吃(米饭|主食|面条|碳水)|(?<![更就都也])不吃饭|戒(主食|碳水|米饭)|断碳|低碳|少吃主食|主食(不吃|都不吃|戒了)|米饭面条.{0,6}不吃|\bcut(ting)? (out )?carbs\b|\bno carbs?\b|\blow[- ]carb\w*|\bketo\w*|\bstop eating (rice|bread|pasta|carbs)\b|\bskip(ping)? carbs\b/;
const SNACKS = /零食|小吃|加餐|课间|\bsnacks?\b|\bsnacking\b/;

export const STANDARD_WEIGHT_FAQ: readonly FaqRow[] = [
  {
    // Round 11 en-009 "how fast should I expect to lose on that?" (after the plan's 2000 kcal) — declined.
    id: 'weight-loss-rate',
    when: [RATE, LOSE],
    // How many calories is the plan's energy question.
    unless: [
      /第一周|头一周|\bfirst (week|two weeks|fortnight)\b|平台|不掉|\bplateau\b|\bstopped losing\b/,
      /热量|千卡|大卡|卡路里|吃多少|\bcalories\b|\bkcal\b|\bhow much (should|do|can) i eat\b/,
    ],
    notFor: [MINOR, PREGNANT_OR_NURSING, NO_DEFICIT],
    intent: 'weight_change',
    text: {
      zh: '**按方案里的减重热量吃，稳妥的速度是每周大约0.5公斤，最多1公斤左右（一个月2–4公斤，也就是4–8斤）。** 每天比消耗少吃约500–600千卡，大约每周减0.5公斤；头一两周掉得更快，多半是水分和糖原，之后会慢下来，这是正常的。看趋势别看一天：每周固定一天早上空腹称，看三四周的走向。掉得比每周1公斤明显更快、一直很饿或没力气，说明吃得太少，要加一点；三四周都不动，再看实际吃的量和活动。一年下来减掉体重的5%–10%，血压、血糖、血脂就能明显改善。',
      en: '**On your plan’s weight-loss calories, a safe pace is about 0.5 kg a week and at most about 1 kg (roughly 2–4 kg a month).** Eating about 500–600 kcal a day less than you use gives about 0.5 kg a week; the first week or two usually go faster because of water and stored carbohydrate, then it slows, which is normal. Go by the trend, not a single day: weigh once a week on the same morning before breakfast and look at three or four weeks. Losing clearly faster than 1 kg a week, being hungry all the time or having no energy means you are eating too little and should add a bit; no change over three or four weeks means looking again at what you actually eat and how active you are. Losing 5–10 % of your weight over a year already brings clear gains in blood pressure, glucose and cholesterol.',
    },
    source: {
      ref: `${NICE_CG189} (a 600 kcal a day deficit; 0.5–1 kg a week)；中国居民肥胖防治专家共识（2022）`,
    },
  },
  {
    // Round 11 en-016 (steakhouse work dinner) and zh-011 (沙县小吃和兰州拉面) — both declined.
    id: 'eating-out-choices',
    when: [EATING_OUT, WHAT_TO_ORDER],
    unless: [/火锅|\bhot ?pot\b|食堂|\bcanteen\b|酒|\bbeer\b|\bwine\b|\balcohol\b/],
    notFor: [{ medicines: ['maoi', 'linezolid'] }, { conditions: ['gout'] }, { conditions: ['pku'] }],
    intent: 'food_sources',
    text: {
      zh: '**外出就餐（下馆子、聚餐、点外卖）时，按“半盘蔬菜、一掌心蛋白质、一拳头主食”来点，选清蒸、炖、烤、凉拌的，少点油炸、红烧、干锅和勾厚芡的。** 沙县小吃：蒸饺或拌面选小份，配一份炖罐（如排骨汤、鸡汤，撇掉浮油）和一份烫青菜，少点扁肉加拌面的双主食，花生酱别多加。兰州拉面：点小份或要“面少一点”，牛肉加一份，多要一碟凉拌菜，汤喝两口就好（很咸），辣椒油少放。牛排馆：选菲力、西冷这类瘦一点的部位，一掌心大小就够；配菜换成烤蔬菜或沙拉（酱汁另放），土豆泥、薯条、奶油菠菜选一样少吃，面包篮先别动。快餐：选烤鸡腿堡不选炸的，不加大套餐，饮料换无糖的。墨西哥菜：选烤鸡肉或豆子做的卷饼碗、法士达，多加莎莎酱和生菜，玉米片、芝士酱和酸奶油少吃。吃一顿超了也没关系，下一顿照常吃，不用饿一顿来补。',
      en: '**When eating out, order by the plate: half vegetables, a palm of protein, a fist of starch — and choose grilled, steamed, roasted or baked over fried, creamy or breaded.** At a steakhouse: a leaner cut such as fillet or sirloin, about the size of your palm (a 200–250 g steak is two portions — share it or take half home); swap fries for a side salad or grilled vegetables with the dressing on the side; have either the baked potato or the bread, not both, and skip the butter and creamy sauces or use a spoonful; a shrimp cocktail or salad is a good starter. At fast-food places: a grilled-chicken sandwich or wrap rather than fried, no upsizing, water or a zero-sugar drink. At Tex-Mex places: fajitas, a burrito bowl or tacos with grilled chicken or beans, salsa and lettuce, going easy on the chips, queso, cheese and sour cream. At noodle or dumpling shops: a small noodle portion with extra meat and a side of greens, and leave most of the salty broth. One bigger meal does not undo a week: eat normally at the next meal rather than skipping one to make up for it.',
    },
    source: {
      ref: `${CN_GUIDE}平衡膳食餐盘与准则七（会烹会选）；Dietary Guidelines for Americans 2020–2025 (eating out); ${NICE_CG189}`,
    },
  },
  {
    // Round 11 en-017 "and dessert? can't really say no when the boss orders for the table" — declined.
    id: 'dessert-when-offered',
    when: [DESSERT, SOCIAL],
    notFor: [GLUCOSE_LOWERING, { conditions: ['pku'] }],
    intent: 'weight_change',
    text: {
      zh: '**可以吃，外出就餐、应酬时的一份甜点不会毁掉减重，关键是份量：几口、分着吃，或者选小份的。** 和同桌分一份，或者只吃两三口慢慢品；有水果拼盘、雪葩的话优先选它们，一个球的冰淇淋（一百多千卡）也比一块奶油蛋糕轻；蛋糕、提拉米苏这类奶油多的，一小块常常就有300千卡以上，吃了就在当天少喝一杯含糖饮料或酒，不用第二天挨饿来补。不想吃也可以客气地说“吃不下了，尝一口就好”，端着咖啡或茶一起坐着也不失礼。',
      en: '**Yes, have some — one dessert when eating out or at a work dinner does not undo your progress; the amount is what matters: a few bites, shared, or the smallest option.** Share one with the person next to you, or have two or three slow bites; if there is fruit or sorbet on the table, pick that first, and a single scoop of ice cream (about 140 kcal) is lighter than a slice of creamy cake. A slice of creamy cake or tiramisu is often 300 kcal or more, so if you have it, skip the extra glass of wine or sugary drink that evening rather than starving the next day. Saying "I’m full — I’ll just try a bite" is perfectly polite, and sitting with a coffee or tea while others eat is fine too.',
    },
    source: { ref: `${NICE_CG189}；USDA FoodData Central (cake and tiramisu, per slice)；${CN_GUIDE}准则六` },
  },
  {
    // Round 11 zh-014 "断食那段时间能喝黑咖啡吗？加代糖算不算破功" — declined.
    id: 'fasting-window-drinks',
    when: [FASTING, FAST_DRINKS],
    notFor: [PREGNANT_OR_NURSING, GLUCOSE_LOWERING, MINOR, { medicines: ['lithium'] }],
    intent: 'weight_change',
    text: {
      zh: '**断食时段里，白开水、黑咖啡（美式，不加糖不加奶）、不加糖的茶都可以喝，不算破功。** 它们几乎没有热量；加一点点牛奶（一两勺）热量也很少，影响不大，但拿铁、奶茶、加糖的就等于吃东西了。代糖（无糖可乐、甜菊糖、赤藓糖醇等）几乎没有热量，不会让断食失效；不过世界卫生组织2023年的指南不建议靠代糖来控制体重，长期看它帮不了减重，有的人喝了更想吃甜的，所以偶尔可以，首选还是白水和茶。咖啡因一天不超过400毫克（大约3–4杯美式），下午三点后少喝以免影响睡眠；空腹喝咖啡胃不舒服或反酸，就放到进食时段喝。',
      en: '**During the fasting window, water, black coffee and plain tea without sugar are fine and do not "break" the fast.** They have almost no calories; a splash of milk (a tablespoon or two) adds very little, but a latte, milky tea or anything sweetened is eating. Zero-calorie sweeteners (diet soda, stevia, erythritol) have next to no calories and do not undo the fast; but the World Health Organization’s 2023 guideline advises against using non-sugar sweeteners to control weight — over time they do not help with weight loss, and some people crave more sweet food — so the occasional one is fine, with water and tea as the first choice. Keep caffeine under 400 mg a day (about 3–4 cups of brewed coffee) and go easy after mid-afternoon for your sleep; if coffee on an empty stomach gives you heartburn, have it in your eating window.',
    },
    source: {
      ref: 'Liu D et al. Calorie restriction with or without time-restricted eating in weight loss. N Engl J Med 2022;386:1495–1504 (non-caloric drinks allowed outside the eating window); WHO guideline: Use of non-sugar sweeteners (2023); EFSA Scientific Opinion on the safety of caffeine (2015): up to 400 mg a day',
    },
  },
  {
    // Round 11 en-005 "Thinking of trying 16:8 intermittent fasting. Would that still let me hit the targets in
    // my plan or would I end up short on calcium and stuff?" — declined.
    id: 'fasting-window-nutrients',
    when: [FASTING, FALL_SHORT],
    notFor: [PREGNANT_OR_NURSING, GLUCOSE_LOWERING, MINOR, { medicines: ['lithium'] }],
    intent: 'weight_change',
    text: {
      zh: '**16:8这类轻断食能吃够方案里的目标，前提是进食时段里的两三顿饭吃得全；缺营养往往是因为省掉一顿、又没补回来。** 省掉的那顿里常有的东西要挪进来：钙——每天奶300–500毫升（一两杯牛奶加一杯酸奶），再加豆腐、豆干、深绿叶菜，才够每天800毫克；蛋白质——每顿一掌心的鱼、肉、蛋或豆腐，约20–30克；铁——红肉、动物血、豆类，同一顿配上含维生素C的蔬菜水果；纤维——每天蔬菜一斤、水果半斤、一部分主食换成全谷物。维生素D主要靠晒太阳，日晒少时按方案补。想核对的话，可以问我“我每天需要多少钙”，按方案里的数字看够不够。',
      en: '**Yes, intermittent fasting such as 16:8 can still meet your plan’s targets, as long as the two or three meals in your eating window are complete; people end up short when they drop a meal and do not make up what was in it.** Move those foods into the window: calcium — two to three servings of dairy or calcium-fortified soy a day (a glass of milk, a pot of yoghurt, a piece of cheese), plus calcium-set tofu and green vegetables, to reach about 1,000 mg; protein — a palm of fish, meat, eggs, tofu or beans at each meal, about 20–30 g; iron — red meat, beans and lentils with a vitamin C food at the same meal; fibre — five or more portions of vegetables and fruit and whole grains. Vitamin D comes mostly from sunlight; with little sun, take what your plan gives. To check, ask me “how much calcium do I need a day” and compare with your plan’s figure.',
    },
    source: {
      ref: `Liu D et al. N Engl J Med 2022;386:1495–1504 (time-restricted eating with a calorie target); NIH ODS Calcium fact sheet (RDA 1,000 mg adults)；${CN_GUIDE}准则三（奶类每天300–500克）`,
    },
  },
  {
    // Round 11 en-014 "is brown rice or millet roti any better or is that overhyped" — declined.
    id: 'whole-grains-worth-it',
    when: [WHOLE_GRAIN, BETTER_OR_HYPE],
    unless: [/蛋白粉|\bprotein powder\b|\brice protein\b/],
    notFor: [GLUCOSE_LOWERING, { conditions: ['kidney_disease', 'dialysis', 'pku'] }],
    intent: 'food_sources',
    text: {
      zh: '**糙米、小米、燕麦这类全谷物确实比精米白面好一些，但不是“神奇食物”：好处在于纤维多、更顶饱，长期吃和更低的心脏病、2型糖尿病风险有关；热量和白米饭差不多，吃多了一样长肉。** 做法：每天主食里有三分之一到一半换成全谷物和杂豆（大约50–150克生重），比如白米里掺一把糙米或小米煮，早饭吃燕麦，面条换一部分荞麦面；份量还是一拳头左右一碗。刚开始一下子换太多容易胀气，慢慢加、多喝水。买“全麦”面包看配料表第一位是不是全麦粉。',
      en: '**Brown rice, millet and other whole grains are genuinely a bit better than white rice and refined flour, but not magic: they bring more fibre and keep you fuller, and eating them long-term goes with lower rates of heart disease and type 2 diabetes; their calories are about the same as white rice, so portions still count.** In practice: make a third to half of your grains whole (for example mix brown rice or millet into white rice, oats at breakfast, millet or wholewheat roti for some of the rotis) while keeping the portion — about a fist of rice or one or two rotis a meal. Switching all at once can cause wind; add them gradually and drink water. For bread or roti flour, check that whole grain is the first ingredient.',
    },
    source: {
      ref: `${CN_GUIDE}准则二（全谷物和杂豆每天50–150克）；Dietary Guidelines for Americans 2020–2025 (make half your grains whole); Reynolds A et al. Carbohydrate quality and human health: a series of systematic reviews and meta-analyses. Lancet 2019;393:434–445`,
    },
  },
  {
    // Round 11 en-080 "Is brown rice really better than white for diabetes or is it the same carbs? … idli
    // dosa also daily" — declined. For diabetes, before the row for anyone.
    id: 'diabetes-brown-or-white-rice',
    when: [
      new RegExp(
        `${WHOLE_GRAIN.source}|白米|白饭|\\bwhite rice\\b|\\bidli\\b|\\bdosa\\b|\\bchapatis?\\b|\\brotis?\\b|\\bphulkas?\\b`,
      ),
      BETTER_OR_HYPE,
    ],
    for: GLUCOSE_LOWERING,
    notFor: { conditions: ['kidney_disease', 'dialysis'] },
    intent: 'food_sources',
    text: {
      zh: '**糙米比白米稍好一点：纤维多、饭后血糖升得慢一些；但一碗糙米饭和一碗白米饭的碳水差不多，所以对血糖来说，吃多少比吃哪种更要紧。** 做法：每餐主食定量，大约一拳头大小的一碗饭（生米约50–75克），其中一部分换成糙米、杂豆或燕麦；先吃菜和肉蛋豆腐，最后吃饭，血糖更平稳。全麦面粉做的印度薄饼（恰巴提）也算主食，纤维比白米饭稍多；关键还是数量，晚饭吃三张饭后血糖偏高的话，试试两张，多配蔬菜和豆类。米糕、米饼、米粉这类大米做的也算主食，吃了它们就少吃米饭。用胰岛素或磺脲类药时，每天主食的量尽量稳定，不要今天很多、明天几乎不吃，以免低血糖；想大幅减少主食，先和医生商量调药。',
      en: '**Brown rice is a little better than white: more fibre and a slower rise in glucose after the meal; but a bowl of brown rice carries about the same carbohydrate as a bowl of white, so for your glucose how much matters more than which.** In practice: keep a steady portion of starch at each meal — about a fist-sized cup of cooked rice — and make part of it brown rice, lentils or millet; eat the vegetables and protein first and the rice last for a flatter glucose curve. Chapati or roti made with whole-wheat flour counts as the starch too and has a little more fibre than white rice; it is the number that matters — if three leave your glucose high after dinner, try two with more sabzi and dal. Idli and dosa are rice-and-lentil foods and count as the starch: two idlis or one plain dosa with plenty of sambar and vegetables is a portion, go easy on extra chutney with coconut and on the rice on the same plate. On insulin or a sulfonylurea keep your daily starch steady rather than a lot one day and little the next, to avoid lows; if you want to cut starch a lot, talk to your doctor about the medicine first.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 (carbohydrate quality and amount; whole grains; consistent carbohydrate with insulin or sulfonylureas)；中国2型糖尿病防治指南（2020年版）医学营养治疗（全谷物占主食三分之一）',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Round 11 en-002 "does that change on days I don't exercise?" (after how much protein a day) —
    // declined.
    id: 'protein-rest-days',
    when: [REST_DAY, PROTEIN],
    notFor: [{ conditions: ['kidney_disease', 'dialysis', 'pku'] }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**不用变：蛋白质的需要量是按每天算的，不运动的日子和运动的日子差不多，按你方案里每天的蛋白质目标吃就行。** 肌肉是在休息的时候修复和长的，休息日照样需要蛋白质；每天的量也很难一顿补上，所以天天都按平时吃，每餐有一份（一个鸡蛋、一杯奶或一掌心鱼肉豆腐）。只是休息日活动少，主食和总热量可以比运动日稍微少一点。',
      en: '**No — protein need is a daily amount and is about the same on rest days as on exercise days; keep to the daily protein target in your plan.** Muscles repair and build while you rest, so rest days need protein too, and it cannot be banked in one meal: keep eating it every day, some at each meal (an egg, a glass of milk or yoghurt, a palm of fish, meat or tofu). What can come down a little on a rest day is the starch and total calories, because you are moving less.',
    },
    source: {
      ref: 'Jäger R et al. International Society of Sports Nutrition Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20; Thomas DT et al. ACSM/AND/DC joint position: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568',
    },
  },
  {
    // Round 11 zh-006 "那这些蛋白质是平均分到三顿吃，还是跑完步一次吃掉比较好？" — answered as a recovery snack.
    id: 'protein-spread-over-meals',
    when: [PROTEIN, SPREAD],
    unless: [/蛋白粉|\bprotein powder\b|\bwhey\b|蛋白棒|\bprotein bars?\b/],
    notFor: [{ conditions: ['kidney_disease', 'dialysis', 'pku'] }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**平均分到三顿更好，不要集中在运动后一次吃掉。** 身体一次能用来合成肌肉的蛋白质有限，研究建议每顿大约20–30克（约每公斤体重0.3克），隔三四个小时一顿；一次吃很多，多出来的主要当能量用掉。运动后那一顿（一两个小时内正常吃饭）里有蛋白质就行，不用专门加餐。早饭常常最少，可以加个鸡蛋、一杯牛奶或豆浆；午饭晚饭各有一掌心的鱼、肉、豆腐或一两个鸡蛋。',
      en: '**Spread it over your three meals rather than eating it all after a run.** The body uses only so much protein at a time to build muscle: studies suggest about 20–30 g a meal (around 0.3 g per kg of body weight) every three to four hours, and a very large amount at once is mostly burnt as energy. The meal after exercise (eaten within an hour or two as usual) just needs some protein — no special shake needed. Breakfast is often the lightest: add an egg, a glass of milk or soy milk, or yoghurt; have a palm of fish, meat, tofu or a couple of eggs at lunch and dinner.',
    },
    source: {
      ref: 'Jäger R et al. International Society of Sports Nutrition Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (0.25 g/kg or 20–40 g per meal every 3–4 hours); Thomas DT et al. ACSM/AND/DC joint position, Med Sci Sports Exerc 2016;48:543–568',
    },
  },
  {
    // Round 11 en-138 "anything I can eat to help the constipation?" (iron tablets) — declined.
    id: 'constipation-foods',
    when: [CONSTIPATION, WHAT_FOODS],
    // Iron named in the message: the iron rows' own constipation answer (rows-life-stages.ts).
    unless: [
      /铁|速力菲|力蜚能|\biron\b|\bferrous\b/,
      /泻药|\blaxative\w*|番泻叶|\bsenna\b|\bdulcolax\b|\bmiralax\b|开塞露|乳果糖|\blactulose\b/,
      // Greens asked about beside warfarin: the warfarin rows' question — keep them steady, tell the clinic (blind
      // answer round 40, en-012, unsafe, development data).
      /华法林|醋硝香豆素|新抗凝|\bwarfarin\b|\bcoumadin\b|\bjantoven\b|\bmarevan\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b/,
    ],
    // An older person's constipation is the older-constipation row's (rows-life-stages.ts).
    // Meal-replacement shakes said (here or the message before) are the shakes' own row (rows-round14-zh.ts).
    notFor: [
      OLDER,
      POTASSIUM_OR_FLUID,
      { medicines: ['clozapine', 'opioid'] },
      PREGNANT_OR_NURSING,
      { said: /代餐|\bmeal replacements?\b|\bslim ?fast\b|\bhuel\b/ },
    ],
    intent: 'food_sources',
    text: {
      zh: '**便秘先从吃的、喝的和活动改起：多吃含纤维的食物，水喝够，每天动一动。** 纤维：主食里换一部分燕麦、糙米、全麦、红薯、玉米；每天蔬菜一斤左右（约500克）、水果两个拳头左右，西梅（西梅干或西梅汁）、猕猴桃（每天两个）、火龙果、梨都比较管用；豆类、亚麻籽也可以。纤维要一点点加，同时多喝水（每天1500–1700毫升左右），不然反而更干。每天走路30分钟左右，早饭后留出时间上厕所，有便意别憋。吃铁剂引起的便秘，可以随饭吃、或问医生要不要改成隔天吃或换一种铁剂，不要自己停药。一周少于三次、肚子很胀痛、便血或黑便（吃铁剂时大便发黑是正常的，但柏油样黑便伴头晕要就医）、体重下降，要看医生。',
      en: '**For constipation, start with food, fluids and movement: more fibre, enough to drink, and some activity every day.** Fibre: make part of your grains oats, brown rice, wholemeal bread, potatoes in their skins or sweetcorn; aim for five or more portions of vegetables and fruit a day — prunes or prune juice and kiwifruit (two a day) help most, pears and berries too; beans, lentils and ground flaxseed also count. Add fibre gradually and drink more as you do (about 1.5–2 litres a day), or it can make things worse. Walk for about 30 minutes a day, give yourself unhurried time on the toilet after breakfast, and do not put off the urge. If iron tablets are the cause, taking them with food, or asking your doctor about every-other-day dosing or another iron preparation, often helps — do not stop them yourself. See a doctor for fewer than three motions a week despite this, a swollen painful tummy, blood in your stools, black tarry stools with dizziness (iron alone makes stools dark), or weight loss.',
    },
    source: {
      ref: 'NICE CKS Constipation (2023): diet and lifestyle advice (fibre, fluids, activity); NHS, Constipation (2023); Chey WD et al. American College of Gastroenterology guideline: dietary management of chronic idiopathic constipation (2025): kiwifruit, prunes, psyllium；中国慢性便秘诊治指南（2013）',
    },
  },
  {
    // Round 11 en-019 "can i just rely on nutritional yeast instead of a pill?" — declined.
    id: 'nutritional-yeast-b12',
    when: [NUTRITIONAL_YEAST],
    notFor: { medicines: ['maoi'] },
    intent: 'food_sources',
    text: {
      zh: '**营养酵母只有标明“强化维生素B12”的才有B12，含量从几乎没有到一勺好几微克不等；不看标签就靠它不可靠。** 吃纯素的人需要一个可靠的B12来源：要么每天吃两三次强化食品，合计每天至少3微克；要么每天一片至少10微克的B12，或每周一次2000微克。只靠营养酵母的话，要确认配料表里有B12（氰钴胺），每天固定吃够标签上对应的量，而且存放在避光的罐子里（B12见光会分解）。不确定就继续吃B12片，更省心；吃了几年纯素，可以请医生查一次B12。',
      en: '**Only nutritional yeast labelled as fortified with vitamin B12 contains any, and the amount ranges from almost nothing to several micrograms a tablespoon, so relying on it without reading the label is not safe.** Vegans need a reliable B12 source: either fortified foods two or three times a day adding up to at least 3 µg a day, or a daily supplement of at least 10 µg, or 2,000 µg once a week. If you want to rely on the yeast, check that B12 (cyanocobalamin) is on the label, eat the labelled amount every day, and keep it in a dark, closed container — B12 breaks down in light, so bulk-bin yeast is the least reliable. If in doubt, keep the tablet; after a few years vegan, ask your doctor for a B12 test.',
    },
    source: {
      ref: 'The Vegan Society, What every vegan should know about vitamin B12 (fortified foods 2–3 times a day for at least 3 µg, or 10 µg daily, or 2,000 µg weekly); NIH ODS Vitamin B12 fact sheet for health professionals (fortified nutritional yeast)',
      url: 'https://www.vegansociety.com/resources/nutrition-and-health/nutrients/vitamin-b12',
    },
  },
  {
    // Round 11 zh-019 "vegan protein powder 豌豆的和糙米的哪个好，要不要两种混着" — answered with teen stock text.
    id: 'pea-or-rice-protein',
    when: [PEA_RICE, PROTEIN_POWDER_CHOICE],
    unless: [/豌豆黄|青豆|\bpeas and\b|\bgreen peas\b/],
    notFor: [MINOR, { conditions: ['kidney_disease', 'dialysis', 'pku'] }],
    intent: 'supplement_dose',
    text: {
      zh: '**豌豆蛋白和大米（糙米）蛋白各有短板、正好互补：豌豆蛋白赖氨酸多、蛋氨酸少，大米蛋白反过来；两种混着吃（很多纯素蛋白粉本来就是混合的），氨基酸更接近动物蛋白。** 不过一天吃的总量比选哪种更重要：纯素增肌，每天大约每公斤体重1.6克蛋白质就够（60公斤约95克），主要从豆腐、豆浆、豆类、面筋、藜麦和坚果来，蛋白粉只在不够时补一勺（约20–25克蛋白）。挑选看每勺蛋白质克数、糖少、有第三方检测标志。豌豆蛋白有人会胀气，换成混合的或大米蛋白试试。',
      en: '**Pea and rice protein have opposite gaps and complement each other: pea is rich in lysine but low in methionine, rice the other way round; mixed (many vegan powders already are), the amino-acid profile comes close to animal protein.** But how much protein you eat in the day matters more than which powder: for building muscle on a vegan diet, about 1.6 g per kg of body weight a day is enough (about 95 g at 60 kg), mostly from tofu, soy milk, beans and lentils, seitan, quinoa and nuts, with a scoop of powder (about 20–25 g protein) only when food falls short. Choose by grams of protein per scoop, little sugar, and a third-party testing mark. Pea protein gives some people wind — try a blend or rice protein if so.',
    },
    source: {
      ref: 'Gorissen SHM et al. Protein content and amino acid composition of commercially available plant-based protein isolates. Amino Acids 2018;50:1685–1695; Morton RW et al. Br J Sports Med 2018;52:376–384 (about 1.6 g/kg a day for muscle gain); Jäger R et al. ISSN Position Stand: protein and exercise (2017)',
    },
  },
  {
    // Round 11 en-007 "My 6 year old is a super picky eater … Should I give her a kids multivitamin like the
    // gummy ones?" — declined, naming vitamin C and yoghurt.
    id: 'child-multivitamin-picky',
    when: [MULTIVITAMIN, CHILD_SAID],
    unless: [
      /吞了|吃了一整瓶|误服|\bswallowed\b|\bate (a|the|some|several|many|half)\b.{0,20}\b(bottle|pack|tablets?|gumm)/,
    ],
    notFor: [PREGNANT_OR_NURSING],
    intent: 'supplement_dose',
    text: {
      zh: '**挑食的孩子吃一种儿童复合维生素（按年龄、按包装剂量，一天一次）是安全的“兜底”，但不能代替吃饭；先别给成人的。** 面条加酸奶为主的孩子，最容易缺的是铁（红肉、鸡蛋、豆类少）、维生素D和膳食纤维；儿童复合维生素能补上一部分，铁和维生素D要看含量。软糖型的要特别注意：像糖果，放在孩子拿不到的地方，不要跟孩子说“这是糖”，一天只给一粒；成人的含铁维生素被孩子误吃是严重中毒的常见原因。挑食通常会慢慢好：每次在她熟悉的面条旁边放一小份新食物，不逼不哄，一种新食物要试十几次才接受；可以把肉末、鸡蛋、蔬菜碎拌进面条。孩子体重不长、总是没精神、脸色苍白，或者只吃极少几种食物，带去看儿科医生。',
      en: '**For a picky eater, a children’s multivitamin (one made for her age, at the dose on the pack, once a day) is a safe back-up, but it does not replace food; do not give her an adult one.** A child living on pasta and yoghurt is most likely short of iron (little red meat, eggs or beans), vitamin D and fibre; a children’s multivitamin covers some of that — check how much iron and vitamin D it has. Gummies need extra care: they look and taste like sweets, so keep them out of reach, never call them sweets, and give only the daily amount — adult vitamins with iron are a leading cause of serious poisoning in young children. Picky eating usually improves: put a small amount of a new food beside her familiar pasta without pressure or bribes (it can take 10–15 tries), and stir mince, egg or finely chopped vegetables into the pasta sauce. If she is not growing or gaining weight, is always tired or pale, or eats only a handful of foods, see her paediatrician or GP.',
    },
    source: {
      ref: 'NHS, Vitamins for children (2023; vitamins A, C and D for children aged 6 months to 5 years; a balanced diet first); American Academy of Pediatrics, HealthyChildren.org: Vitamin supplements for children; US FDA 21 CFR 101.17(e) (accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6)',
    },
  },
  {
    // Round 11 en-160 "should i take any vitamns? i feel tired a lot esp on my period. my mom has some centrum"
    // — declined, naming vitamin C.
    id: 'tired-periods-vitamins',
    when: [MULTIVITAMIN, TIRED, PERIOD],
    notFor: [PREGNANT_OR_NURSING, { minAge: 56 }],
    intent: 'supplement_dose',
    text: {
      zh: '**一直觉得累、来月经时更累，最常见的原因之一是缺铁（月经量多时更容易），先去看医生（未满18岁请家长陪着）、抽血查血常规和铁蛋白，比自己吃维生素更要紧。** 善存这类普通复合维生素一天一片不会有害，但它里面的铁很少，真的缺铁或贫血时治不好，还会让人以为“已经补了”；不要吃家里别人的铁剂或处方药。要去看医生的信号：经期超过7天、每一两个小时就要换一次卫生巾、有比硬币大的血块、头晕、心慌、脸色发白。平时多吃含铁的食物：瘦红肉（牛肉、猪瘦肉）、鸡蛋、豆腐和豆类、强化铁的早餐谷物，同一顿配上青椒、西兰花、橙子、猕猴桃这类含维生素C的，喝茶和咖啡放到两餐之间。规律吃三餐、睡够8–9小时，也会少累很多。',
      en: '**Feeling tired a lot, and worse on your period, is often caused by low iron (more likely with heavy periods), so the first step is to see a doctor (with a parent if you are under 18) for a blood test (full blood count and ferritin) — that matters more than taking vitamins on your own.** An ordinary multivitamin such as Centrum, one a day, will not hurt you, but it has little iron, so it will not fix iron deficiency or anaemia and can make it seem as if you have dealt with it; do not take anyone else’s iron tablets or prescription medicines. Signs to see a doctor soon: periods lasting more than 7 days, soaking a pad or tampon every one to two hours, clots bigger than a coin, dizziness, a racing heart or looking pale. Eat iron-rich foods: lean red meat, eggs, beans, lentils and tofu, iron-fortified breakfast cereal — with vitamin C foods such as peppers, broccoli, oranges or kiwi at the same meal — and keep tea and coffee between meals. Regular meals and 8–9 hours of sleep help with tiredness too.',
    },
    source: {
      ref: 'NICE CKS Anaemia – iron deficiency (2024) and Menorrhagia (heavy menstrual bleeding; NICE NG88, 2018, updated 2021); NHS, Iron deficiency anaemia (2023); NIH ODS Iron fact sheet (RDA 15 mg for girls 14–18, 18 mg for women 19–50)',
    },
  },
  {
    // Round 11 zh-154 "不吃米饭面条这些主食能瘦吗，班上好多人这样" (a 16-year-old) — declined.
    id: 'teen-cutting-carbs',
    // 生酮 in characters or pinyin too (blind answer round 21, zh-156: "shengtong减肥适合学生吗，班里…").
    when: [new RegExp(`生酮|shengtong|sheng tong|${CUT_CARBS.source}`)],
    for: TEEN,
    intent: 'weight_change',
    text: {
      zh: '**不建议：还在长身体的时候不吃米饭面条这些主食（生酮、低碳水也一样），掉的多半是水分，停下来很快反弹，还会让人没精神、上课注意力差、月经紊乱，时间长了容易暴饮暴食。** 主食是大脑和身体的主要能量来源，青少年每天都要吃。能做的是换个吃法：每顿一碗饭，不用多添；一部分换成杂粮、红薯、玉米；每餐有蛋白质（蛋、奶、豆腐、鱼肉）和一大份蔬菜；少喝奶茶和含糖饮料、少吃油炸零食；每天运动一小时。想减重的话，请和家长一起找医生或营养师看看你的体重是否真的需要减。如果你发现自己总在想体重和吃的、吃完会内疚、想催吐或不吃饭，请告诉家长或老师，这需要专业帮助。',
      en: '**Not a good idea: while you are still growing, cutting out rice, pasta and bread (keto or low-carb) mostly takes off water that comes back fast, and it can leave you tired, unable to concentrate in class, with irregular periods, and more likely to binge later.** Starchy foods are the main fuel for your brain and body, and teenagers need them every day. What works instead: a normal portion of starch at each meal (no second helpings needed), part of it whole grain, potatoes or corn; protein (eggs, milk, tofu, beans, fish or meat) and plenty of vegetables at every meal; fewer sugary drinks, bubble tea and fried snacks; and an hour of activity a day. If you want to lose weight, check with a doctor or dietitian together with a parent whether you actually need to. If you find yourself thinking about weight and food all the time, feeling guilty after eating, skipping meals or wanting to make yourself sick, please tell a parent or teacher — that deserves real help.',
    },
    source: {
      ref: 'American Academy of Pediatrics, Preventing Obesity and Eating Disorders in Adolescents (Golden NH et al. Pediatrics 2016;138:e20161649); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 11 en-158 "what are good snacks for school that wont make me gain weight" — declined.
    id: 'teen-school-snacks',
    when: [SNACKS],
    unless: [/蛋白棒|\bprotein bars?\b|辣条/],
    for: TEEN,
    intent: 'food_sources',
    text: {
      zh: '**好的课间零食是“有饱腹感、不太甜”的：一个水果（苹果、香蕉、橘子）、一盒牛奶或无糖酸奶、一小把原味坚果（约一把手心的量）、一个煮鸡蛋、一片全麦面包或几块全麦饼干、一小盒豆干或毛豆。** 每次一份、饿了再吃，不用刻意不吃；一天一到两次就够，离正餐一两个小时。少买的是薯片、辣条、饼干蛋糕、糖果和奶茶、含糖饮料——它们热量高、不顶饱。还在长身体，零食是用来补充的，不是用来代替正餐的，三顿饭要按时吃好。',
      en: '**Good school snacks are filling and not too sweet: a piece of fruit (apple, banana, mandarin), a carton of milk or a pot of plain yoghurt, a small handful of unsalted nuts (check your school’s nut rules), a boiled egg, a slice of wholegrain toast or a few wholegrain crackers with cheese, edamame or hummus with carrot sticks.** Have one portion when you are hungry, once or twice a day, an hour or two away from meals — there is no need to go without. The ones to keep for now and then are crisps, sweets, cake and biscuits, and sugary drinks or bubble tea: lots of calories and they do not keep you full. You are still growing, so snacks add to your three regular meals; they do not replace them.',
    },
    source: {
      ref: '中国学龄儿童膳食指南（2022）（合理选择零食）；NHS, Healthy eating for teens (2022); Dietary Guidelines for Americans 2020–2025, adolescence',
    },
  },
];
