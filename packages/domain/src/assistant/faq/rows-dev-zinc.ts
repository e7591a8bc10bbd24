/**
 * Questions the blind answer rounds 29–35 asked again and again of one group of personas and the chat
 * answered with a neighbouring text (development data once each round's figures were reported), as
 * classes — each row for the kind of question, not one question's words.
 *
 * This file: a healthy man taking a daily Chinese zinc gluconate tablet (葡萄糖酸锌 70 mg, about 10 mg of
 * elemental zinc). Whether 70 mg is the salt or the element is intents/stated-dose.ts's question, not
 * these rows'. The rows: copper and taking breaks, nausea and taking it with food (milk, coffee, oats, a
 * calcium tablet), testosterone and ZMA, zinc for sperm and how long, whether his wife trying to conceive
 * should take zinc too, oysters and red meat in place of the tablet, cold lozenges on top of the tablet,
 * and a US label's "Zinc 50 mg".
 */
import { MINOR, PLANT_BASED } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

/** Zinc named, as a supplement or ZMA (a zinc–magnesium–B6 product). */
const ZINC = /锌|\bzinc\b|\bzma\b/;
/** Zinc said in the message or the one before it (a follow-up: "ok and can I take it with my coffee"). */
const ZINC_SAID = { said: ZINC } as const;
/**
 * A zinc dose of 25 mg or more of the element said ("zinc 50 mg", "50mg of zinc", "元素锌30毫克") — not a salt's
 * mass ("zinc gluconate 70mg", "葡萄糖酸锌70mg"): the rows below are written for a tablet of about 10 mg, and
 * the dose said is the stated-dose verdict's (intents/stated-dose.ts).
 */
const HIGH_ZINC_SAID =
  /(?<!葡萄糖酸|硫酸|醋酸|柠檬酸|甘草酸)锌[^0-9，。？?,.]{0,6}(2[5-9]|[3-9]\d|[1-9]\d\d) ?(mg|毫克)|\bzinc\b(?! (gluconate|sulfate|sulphate|acetate|citrate|picolinate|bisglycinate|orotate))[^0-9.,?!]{0,12}?(2[5-9]|[3-9]\d|[1-9]\d\d) ?mg|(2[5-9]|[3-9]\d|[1-9]\d\d) ?mg\s*(of )?(elemental )?zinc\b(?! (gluconate|sulfate|sulphate|acetate|citrate))/;
/** The copper chelators of Wilson disease (dictionary ids). */
const COPPER_CHELATORS = ['penicillamine', 'trientine'];
/** Adults only (upper limit 40 mg); pregnant or breastfeeding women have their own rows. */
const NOT_FOR: readonly FaqAudience[] = [
  MINOR,
  { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] },
  // Zinc prescribed as a treatment, or beside a copper chelator, is Wilson disease's (the row at the end).
  { supervised: ['zinc'], medicines: COPPER_CHELATORS },
];
/** Wilson disease: zinc is its prescribed treatment, and copper its own question (intents/copper-pancreas.ts). */
const WILSON = /肝豆状核变性|威尔逊|\bwilson'?s?\b/;

// ---- the follow-up on his tablet: how much, over the limit, too little, two, every other day ------
const GLUCONATE = /葡萄糖酸锌|\bgluconate\b/;
const SEVENTY_MG = /(?<![\d.])70 ?(mg|毫克)/;
const TOO_MUCH_OR_TWO =
  /多少|超标|超量|超了|超上限|算多|太多|多了|少了|够不够|够吗|不够|太少|两片|2片|二片|一天两|隔天|隔一天|减半|半片|减量|\btoo (much|little|low|high)\b|\bover\b|\boverdo\w*|\bunder\b|\benough\b|\b(2|two) (a|per) day\b|\b(2|two) (tabs?|tablets?|pills?)\b|\bevery other day\b|\bdouble\b|\bhalf\b|\bcut (it |back|down)\b|\bdrop\b|\bhow much\b|\bactual\b|\breal zinc\b/;

// ---- copper and breaks ----------------------------------------------------------------------------
/** Whether zinc drains copper, a copper pill, or breaks: not "what do zinc and copper do". */
const DRAIN_NEED_OR_BREAK =
  /耗|消耗|拉低|降低|缺铜|补铜|铜片|流失|长期|吃久|久了|停|贫血|担心|\bdrain\w*|\bdeplet\w*|\blower\w*|\bmess\w* (up|with)\b|\bneed\b|\badd\b|\blong[- ]?term\b|\bbreak\b|\bcycl\w*|\bpause\b|\bworr\w*|\bpill\b|\bsupplement\b|\bdeficien\w*|\banaemi\w*|\banemi\w*/;
const COPPER_OR_BREAK =
  /铜|停一阵|停一段|停一下|停几天|停停|歇一歇|歇一阵|断一断|间断|隔几天停|吃一阵停一阵|\bcopper\b|\b(take|taking) a break\b|\bcycle (it )?off\b|\bcycling\b|\bpause\b|\bbreak from it\b/;

// ---- with food, nausea, milk and coffee, a calcium tablet -----------------------------------------
/** A calcium tablet (not calcium in food), to be taken apart from zinc. */
const CALCIUM_PILL =
  /钙片|钙尔奇|迪巧|钙剂|补钙|碳酸钙|\bcalcium (pills?|tablets?|supplements?|chews?|carbonate|citrate)\b|\bcaltrate\b|\btums\b|\bcitracal\b/;
const WITH_FOOD_OR_SICK = new RegExp(
  [
    '空腹|饭后|饭前|餐后|餐前|随餐|跟饭|和饭|就着饭|早饭|早餐|午饭|晚饭|牛奶|奶茶|酸奶|豆浆|咖啡|喝茶|茶水|燕麦|麦片|面包|包子|油条|全麦',
    '反胃|恶心|想吐|犯恶心|翻江倒海|翻腾|胃不舒服|难受|金属味|什么时候吃|啥时候吃|几点吃|哪个时间|吸收',
    CALCIUM_PILL.source,
    '\\bempty stomach\\b|\\bnause\\w*|\\bqueasy\\b|\\bsick\\b|\\bpuk\\w*|\\bthrow(ing)? up\\b|\\bvomit\\w*|\\bmetallic\\b',
    '\\bwith (food|meals?|a meal|breakfast|lunch|dinner)\\b|\\bbreakfast\\b|\\bcoffee\\b|\\bmilk\\b|\\bchai\\b|\\btea\\b',
    '\\boat\\w*|\\bcereal\\b|\\btoast\\b|\\bbread\\b|\\bdairy\\b|\\bblock\\w*|\\babsor\\w*|\\bbest time\\b|\\bwhat time\\b',
    '\\bwhen (should|do|to) (i )?take\\b',
  ].join('|'),
);

// ---- testosterone, ZMA, sex drive ------------------------------------------------------------------
const TESTOSTERONE =
  /睾酮|雄激素|雄性激素|睾丸素|性功能|性能力|那方面|壮阳|勃起|阳痿|性欲|\btestosterone\b|\btest levels?\b|\bt[- ]?boost\w*|\bzma\b|\blibido\b|\bsex drive\b|\berections?\b/;

const ZMA = /\bzma\b/;
/** The testosterone answer, led by ZMA when the message names it. */
const TESTOSTERONE_TEXT = {
  zinc: {
    zh: '**补锌只在本来缺锌的人身上能把睾酮提上来；锌不缺的健康男性多吃锌，睾酮、肌肉和性功能都不会因此增加。所以不用加到两片：两片约20毫克锌，虽然还在每天40毫克的上限以内，但没有额外好处，反而更容易反胃。** 研究里，年轻男性饮食锌被限制后睾酮下降、补足后回升；但给锌充足的男性吃ZMA（锌加镁加维生素B6）几周，睾酮没有变化。ZMA一份通常含锌30毫克、镁450毫克，再加上每天的锌片和饭菜里的锌，一天就超过40毫克的上限，这么多镁也容易拉肚子——要吃只能二选一，不要叠加，而且它对睾酮同样没用。真正对睾酮和增肌有帮助的是：睡够7–9小时、规律力量训练、吃够蛋白质和热量、保持健康体重、少喝酒。如果性欲明显下降、勃起有问题或总是乏力，去看泌尿男科或内分泌科，早上抽血查睾酮；不要自己买“增睾”补剂。',
    en: '**Zinc raises testosterone only in men who are short of zinc; in a healthy man who already gets enough, extra zinc does not raise testosterone, muscle or sex drive — so taking more, such as doubling up to 2 tablets, is not worth it: about 20 mg of zinc is still under the 40 mg daily upper limit, but it adds nothing except a bigger chance of nausea.** In studies, young men put on a low-zinc diet saw testosterone fall and recover when zinc was restored, but men with adequate zinc who took ZMA (zinc, magnesium and vitamin B6) for weeks had no change in testosterone. A serving of ZMA usually gives 30 mg of zinc, which on top of a daily tablet and the zinc in food goes over the 40 mg upper limit for zinc, and 450 mg of magnesium, which is above the 350 mg upper limit for magnesium from supplements and often causes diarrhoea — so it is one or the other, not both, and neither will lift testosterone. What does help testosterone and muscle: 7–9 hours of sleep, regular strength training, enough protein and calories, a healthy weight and not much alcohol. If you have a clearly lower sex drive, erection problems or constant tiredness, see a doctor for a morning testosterone blood test rather than buying testosterone boosters.',
  },
  zma: {
    zh: '**会重复：ZMA一份通常含锌30毫克、镁450毫克，再加上你每天的锌片和饭菜里的锌，一天就超过40毫克的上限，这么多镁也容易拉肚子，要吃只能二选一。而且对锌不缺的男性，ZMA并不能提高睾酮。** 研究里，年轻男性饮食锌被限制后睾酮下降、补足后回升；但给锌充足的男性吃ZMA几周，睾酮没有变化——补锌只在本来缺锌的人身上能把睾酮提上来。多吃锌也不会增加肌肉和性功能。真正对睾酮和增肌有帮助的是：睡够7–9小时、规律力量训练、吃够蛋白质和热量、保持健康体重、少喝酒。如果性欲明显下降、勃起有问题或总是乏力，去看泌尿男科或内分泌科，早上抽血查睾酮；不要自己买“增睾”补剂。',
    en: '**Yes, it doubles up: a serving of ZMA usually gives 30 mg of zinc and 450 mg of magnesium, so on top of your daily tablet and the zinc in food it takes your zinc over the 40 mg upper limit, and the magnesium is above the 350 mg upper limit for supplements (diarrhoea is common) — pick one, not both. And in men who already get enough zinc, ZMA has not been shown to raise testosterone.** In studies, young men put on a low-zinc diet saw testosterone fall and recover when zinc was restored, but men with adequate zinc who took ZMA for weeks had no change in testosterone — zinc raises it only in men who are short of zinc, and extra zinc does not build muscle or sex drive either. What does help testosterone and muscle: 7–9 hours of sleep, regular strength training, enough protein and calories, a healthy weight and not much alcohol. If you have a clearly lower sex drive, erection problems or constant tiredness, see a doctor for a morning testosterone blood test rather than buying testosterone boosters.',
  },
} as const;

// ---- sperm, trying for a baby, how long -----------------------------------------------------------
const FERTILITY =
  /精子|精液|精质|少精|弱精|备孕|要孩子|要娃|要宝宝|二胎|二宝|怀孕|怀上|生育|不育|受孕|试管|\bsperm\b|\bsemen\b|\bfertility\b|\bconceiv\w*|\bttc\b|\btrying (for a baby|to get pregnant)\b|\bivf\b/;
/** The same, or how long and whether to keep on, for a follow-up read with the question before it. */
const FERTILITY_OR_HOW_LONG = new RegExp(
  `${FERTILITY.source}|多久|多长时间|见效|效果|为止|坚持|几个月|仨月|三个月|半年|一年|加到|两片|\\bhow long\\b|\\buntil\\b|\\bworth\\b|\\bdoes it (actually )?work\\b`,
);
/** A woman asking about her husband's sperm: the partner's row (rows-round24-zha.ts). */
const HER_HUSBAND = /老公|丈夫|男朋友|\bhusband\b|\bboyfriend\b/;

// ---- his wife -------------------------------------------------------------------------------------
const WIFE =
  /老婆|媳妇|妻子|爱人|太太|夫人|\blp\b|对象|女朋友|\bwife\b|\bgirlfriend\b|\bmissus\b|\bpartner\b|\bshe\b/;
const WIFE_TOO =
  /(老婆|媳妇|妻子|爱人|太太|夫人|\blp\b|对象|女朋友|她)[^，。？！?,.]{0,6}(要不要|需不需要|用不用|该不该|能不能|也要|也得|也该|也跟着|跟着|一起|一块|也吃|也补)|\b(should|does|do|can|would)\b[^.?!]{0,12}\b(my )?(wife|girlfriend|partner|missus|she)\b|\b(wife|girlfriend|partner|missus|she)\b[^.?!,]{0,25}\b(take|taking|be on|start|need|too|also|as well)\b/;

// ---- oysters and meat in place of the tablet ------------------------------------------------------
const ZINC_FOODS =
  /生蚝|牡蛎|蚝|海蛎|扇贝|牛肉|羊肉|红肉|瘦肉|猪肉|南瓜子|海鲜|贝类|螃蟹|\boysters?\b|\bbeef\b|\bsteaks?\b|\bred meat\b|\bmeat\b|\bpork\b|\blamb\b|\bchicken\b|\bpumpkin seeds?\b|\bseafood\b|\bshellfish\b|\bcrab\b/;
const NEED_OR_SKIP =
  /还用吃|还要吃|还需要|还有必要|有必要|没必要|必要吗|不用吃|可以不|不吃了|够了|够不够|够吗|停了|停掉|省了|白吃|智商税|\bneed\b|\bskip\b|\bwast\w*|\benough\b|\bstill\b|\bstop\b|\bditch\b|\bpointless\b/;

// ---- cold lozenges --------------------------------------------------------------------------------
const LOZENGE_OR_COLD = /含片|喉片|润喉|含着|感冒|\blozenges?\b|\bcold[- ]?eeze\b|\bcolds?\b|\bflu\b/;
/** On top of a daily tablet, or asked as too much (the row is written for someone who takes one). */
const ON_TOP =
  /加上|再加|叠加|另外|额外|同时|每天的锌|平时的锌|锌片|超标|超量|太多|过量|多含|\bon top\b|\bdaily\b|\bevery day\b|\bas well\b|\bplus\b|\balong with\b|\bwith my\b|\boverkill\b|\btoo much\b|\boverdo\w*|\bmy (zinc )?(pill|tablet)\b/;

// ---- a label stating the element ------------------------------------------------------------------
/** "Zinc 50 mg" as a US label prints it (the element), with the figure. */
const ELEMENTAL_LABEL =
  /(?:\bzinc\b|元素锌)\s*(?:\(as [a-z ]+\)\s*)?(\d{2,3})\s?(?:mg|毫克)|(\d{2,3})\s?(?:mg|毫克)\s*(?:of )?(?:elemental )?\bzinc\b|(\d{2,3})\s?(?:mg|毫克)\s*(?:的)?元素锌/;
const SWITCH_OR_COMPARE =
  /换成|换到|改吃|改成|换这个|强还是弱|哪个(更)?(强|猛|好|多)|一样吗|差不多吗|比.{0,8}(强|弱|多|少)|美国|进口|代购|海淘|\bstronger\b|\bweaker\b|\bswitch\w*\b|\binstead\b|\bsame as\b|\bcompare\w*\b|\bcostco\b|\bkirkland\b|\bnature made\b|\biherb\b|\bamazon\b/;

/** The elemental zinc a US label names ("Zinc 50 mg"), or null. */
function labelZincMg(text: string): number | null {
  const m = ELEMENTAL_LABEL.exec(text.toLowerCase());
  const n = m ? Number(m[1] ?? m[2] ?? m[3]) : NaN;
  return Number.isFinite(n) && n >= 12 && n <= 150 ? n : null;
}

function labelAnswer(said: ComposeInput, zh: boolean): string | null {
  const n = labelZincMg(said.text);
  if (n === null || n === 50) return null;
  const times = Math.round(n / 10);
  const howMuch = zh
    ? `约是你现在那片（约含锌10毫克）的${times}倍`
    : `about ${times} times the roughly 10 mg of zinc in your zinc gluconate tablet`;
  if (n > 40)
    return zh
      ? `**美国标签上写“Zinc ${n} mg”，指的就是锌元素${n}毫克，${howMuch}，单这一片就超过每天40毫克的上限。** 美国的营养成分表（Supplement Facts）直接写元素锌的量；你现在国内的葡萄糖酸锌片写的70毫克是整个盐的重量，其中锌只占约14%。每天吃${n}毫克、连吃几个月，会妨碍铜的吸收（可能出现贫血、白细胞低、手脚麻木），也常让人反胃。所以不要换成它天天吃；想换美国产品，选“Zinc”那一行写10–15毫克左右的，或者继续吃现在这种。`
      : `**"Zinc ${n} mg" on a US label means ${n} mg of zinc itself (elemental) — ${howMuch}, and on its own above the 40 mg daily upper limit.** US Supplement Facts list the element ("Zinc (as zinc gluconate) ${n} mg"), while a Chinese zinc gluconate label gives the weight of the whole salt, only about 14% of which is zinc. Taken every day for months, ${n} mg can lower your copper (anaemia, low white cells, numbness) and often causes nausea. So don't switch to it for daily use: pick a product whose Zinc line reads about 10–15 mg, or keep your current tablet.`;
  if (n >= 25)
    return zh
      ? `**美国标签上写“Zinc ${n} mg”，指的就是锌元素${n}毫克，${howMuch}；加上饭菜里的锌，一天就接近或达到40毫克的上限，比你需要的多得多，也没有额外好处。** 美国的营养成分表（Supplement Facts）直接写元素锌的量；你现在国内的葡萄糖酸锌片写的70毫克是整个盐的重量，其中锌只占约14%。想换美国产品，选“Zinc”那一行写10–15毫克左右的，或者继续吃现在这种。`
      : `**"Zinc ${n} mg" on a US label means ${n} mg of zinc itself (elemental) — ${howMuch}; with the zinc in your food that comes close to the 40 mg daily upper limit, far more than you need, with no extra benefit.** US Supplement Facts list the element, while a Chinese zinc gluconate label gives the weight of the whole salt, only about 14% of which is zinc. If you want a US product, pick one whose Zinc line reads about 10–15 mg, or keep your current tablet.`;
  return zh
    ? `**美国标签上写“Zinc ${n} mg”，指的就是锌元素${n}毫克，比你现在那片（约含锌10毫克）稍多，仍在每天40毫克的上限以内。** 美国的营养成分表（Supplement Facts）直接写元素锌的量；你现在国内的葡萄糖酸锌片写的70毫克是整个盐的重量，其中锌只占约14%。换不换都可以，一天一片，不要和现在的锌片叠加着吃。`
    : `**"Zinc ${n} mg" on a US label means ${n} mg of zinc itself (elemental) — a little more than the roughly 10 mg of zinc in your 70 mg zinc gluconate tablet, and still within the 40 mg daily upper limit.** US Supplement Facts list the element, while a Chinese zinc gluconate label gives the weight of the whole salt, only about 14% of which is zinc. Either is fine: one a day, not both together.`;
}

/** Magnesium or iron named beside zinc. */
const OTHER_MINERAL = /镁|(?<!拿)铁|\bmagnesium\b|\bmag\b|\biron\b|\bferrous\b/;
/** Foods and drinks at the meal the tablet is taken with (the food lead when no nausea is told). */
const MEAL_FOODS =
  /牛奶|奶茶|酸奶|豆浆|咖啡|茶|燕麦|麦片|面包|吐司|包子|油条|早饭|早餐|\bmilk\b|\bcoffee\b|\btea\b|\bchai\b|\boat\w*|\bcereal\b|\btoast\b|\bbread\b|\bbreakfast\b|\bdairy\b/;
const NAUSEA_TOLD =
  /反胃|恶心|想吐|翻江倒海|翻腾|难受|金属味|胃不舒服|\bnause\w*|\bqueasy\b|\bsick\b|\bpuk\w*|\bthrow(ing)? up\b|\bvomit\w*|\bmetallic\b/;

/** What the zinc-with-food answer says after its lead, per lead. */
const WITH_FOOD = {
  nausea: {
    zh: '**锌片空腹吃容易反胃、嘴里发苦或有金属味，很常见；改成随餐或饭后马上吃就好。随餐吃吸收会少一点，但每天10毫克左右的维持量，少的这一点不影响效果——能每天舒服地坚持，比空腹那点吸收优势重要。** 最好跟有肉、蛋、鱼的午饭或晚饭一起吃，动物蛋白还能帮锌吸收。跟早饭一起也可以：燕麦、全麦面包、吐司、豆浆、包子油条里的植酸（谷物和豆类天然就有）和牛奶里的钙会让锌吸收再少一些，但影响不大，不用为此改早饭。咖啡、茶对锌影响很小（它们主要影响铁），照喝。要隔开的是别的矿物质补充剂：钙片、铁剂和锌片隔开两小时左右，比如锌片跟午饭、钙片跟晚饭。随餐吃还是恶心，就换到晚饭后吃；仍然难受就先停掉——这不是急症，也没有危险。',
    en: '**Take zinc with a meal or right after one: on an empty stomach it often causes nausea (sometimes a metallic taste), and food stops that. Food lowers absorption a little, but at an everyday dose of about 10 mg a day that small loss doesn\u2019t matter — taking it comfortably every day matters more.** It goes best with a lunch or dinner that has meat, fish or eggs (protein helps zinc absorption). Breakfast is fine too: oats, whole-grain bread, toast or cereal and soy milk contain phytate, and milk has calcium, which trim zinc absorption a bit more, but not enough to change what you eat. Coffee and tea (chai included) have little effect on zinc — they matter for iron, not zinc. What to keep about 2 hours apart is other mineral supplements: a calcium tablet or an iron pill (for example zinc with lunch, calcium with dinner). If it still upsets your stomach with food, take it after dinner; if that fails too, just stop it — the nausea is not dangerous and not an emergency.',
  },
  food: {
    zh: '**可以跟早饭一起吃：牛奶里的钙，燕麦、全麦面包、吐司、豆浆、包子油条里的植酸（谷物和豆类天然就有），会让锌吸收少一点，但影响不大——每天10毫克左右的维持量照样够用；咖啡、茶对锌影响很小（它们主要影响铁），照喝。** 随餐吃还有个好处：不会像空腹吃那样反胃。想吸收得更好，可以改跟有肉、蛋、鱼的午饭或晚饭一起吃，动物蛋白能帮锌吸收。要隔开的是别的矿物质补充剂：钙片、铁剂和锌片隔开两小时左右，比如锌片跟午饭、钙片跟晚饭。',
    en: '**Yes, you can take it with breakfast: the calcium in milk and the phytate in oats, whole-grain bread, toast, cereal and soy milk trim zinc absorption a little, but not enough to matter at an everyday dose of about 10 mg a day; coffee and tea (chai included) have little effect on zinc — they matter for iron, not zinc.** Taking it with food also stops the nausea it can cause on an empty stomach. If you want the most out of it, take it with a lunch or dinner that has meat, fish or eggs instead — protein helps zinc absorption. What to keep about 2 hours apart is other mineral supplements: a calcium tablet or an iron pill (for example zinc with lunch, calcium with dinner).',
  },
  calcium: {
    zh: '**钙片和锌片同时吃会有一点“抢吸收”（一次吃下几百毫克的钙会减少锌的吸收），分开吃就不打架：两者隔开两小时左右，比如锌片跟午饭、钙片跟晚饭一起吃。** 另外，你这个年纪的健康男性一天需要钙800毫克，每天一盒奶、常吃豆腐和绿叶菜，多半已经够了，钙片不一定要吃；要吃的话每次不超过500毫克左右。锌片本身最好随餐或饭后吃：空腹吃容易反胃；随餐吸收会少一点，但每天约10毫克的量不受影响。牛奶、豆浆、燕麦、咖啡和茶跟锌片同一顿吃都可以，影响很小。',
    en: '**Taking a calcium tablet at the same moment as zinc trims zinc absorption a little (several hundred milligrams of calcium at once competes with it), so just keep them about 2 hours apart — for example zinc with lunch and calcium with dinner.** A healthy man your age needs about 1,000 mg of calcium a day, which milk, yoghurt, cheese and fortified foods often cover, so check whether you need the calcium tablet at all; if you take one, keep each dose to about 500 mg. Take the zinc itself with a meal or right after one: on an empty stomach it often causes nausea, and although food lowers absorption slightly, a 10 mg dose is not affected in any way that matters. Milk, oats, coffee and tea at the same meal are fine — their effect on zinc is small.',
  },
} as const;

/** The zinc-with-food answer led by what the message asks: a calcium tablet, the foods at the meal, or nausea. */
function withFoodAnswer(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const lang = zh ? 'zh' : 'en';
  if (CALCIUM_PILL.test(t)) return WITH_FOOD.calcium[lang];
  if (MEAL_FOODS.test(t) && !NAUSEA_TOLD.test(t)) return WITH_FOOD.food[lang];
  return null;
}

/** What the oysters-and-meat answer says, led by oysters when they are named. */
const FROM_FOOD = {
  meat: {
    zh: '**经常吃红肉（牛肉、羊肉）和海鲜的健康男性，饭菜里的锌多半就够了，锌片可以不吃：一天需要12毫克锌，二两牛肉（100克）就有4–7毫克。** 做个参考：羊肉约3–6毫克、猪瘦肉约2–3毫克（都按二两算），鸡胸肉只有1毫克左右；一小把（约30克）南瓜子约2毫克；生蚝最多，一只就有好几毫克。所以常吃牛羊肉的日子就够了，主要吃鸡胸肉的日子会差一点，一周下来能扯平。停锌片不用逐渐减量；哪段时间很少吃红肉和海鲜、主要吃米面和鸡胸肉，再恢复每天一片就行。',
    en: '**If you eat beef most days, you very likely get enough zinc from food and the tablet is optional: 3 ounces of beef gives about 4–10 mg, against a daily need of 11 mg.** For reference: dark-meat chicken about 2 mg per 3 ounces, chicken breast under 1 mg, a 1-ounce handful of pumpkin seeds about 2 mg, and oysters far more than anything else — several milligrams each. So beef days cover you, chicken-breast days fall a bit short, and it evens out over the week. You can stop the tablet with no tapering; if you go through a stretch with little red meat or seafood, go back to one a day.',
  },
  oysters: {
    zh: '**生蚝是含锌最多的食物：一只就有好几毫克，一打往往有几十毫克，远超一天12毫克的需要——吃了生蚝的那天锌片不用吃；一周能吃两三回生蚝、平时也吃肉的，锌片完全可以停。** 偶尔一顿吃进几十毫克锌没关系，40毫克的上限说的是天天、长期的量。做个参考：二两（100克）牛肉约含锌4–7毫克，羊肉约3–6毫克，猪瘦肉约2–3毫克，鸡胸肉只有1毫克左右。停锌片不用逐渐减量；哪段时间很少吃红肉和海鲜，再恢复每天一片就行。生蚝要烤熟透再吃。',
    en: '**Oysters are the richest zinc food there is: one can hold several milligrams and a dozen often tens of milligrams, far more than a day\u2019s 11 mg — so skip the tablet on an oyster day, and if you eat oysters a couple of times a week plus meat, you can drop it altogether.** An occasional big oyster meal is fine — the 40 mg upper limit is about daily, long-term intake. For reference: 3 ounces of beef gives about 4–10 mg, chicken breast under 1 mg. You can stop the tablet with no tapering; if you go through a stretch with little red meat or seafood, go back to one a day. Eat oysters cooked through rather than raw.',
  },
} as const;
const OYSTERS = /生蚝|牡蛎|蚝|海蛎|\boysters?\b/;

export const DEV_ZINC_FAQ: readonly FaqRow[] = [
  {
    // Blind answer rounds 29–35 (development data): after "zinc gluconate 70 mg — the zinc or the salt?", the
    // follow-up "算不算超标 / 算多了还是少了 / should I just take 2 a day / drop to every other day" got the plan's
    // zinc text, a refusal, or no word on the second tablet. The question asked whole (with the 70 mg in it) is
    // intents/stated-dose.ts's; this answers the follow-up, with the 70 mg said before it.
    id: 'zinc-gluconate-one-tablet-enough',
    when: [TOO_MUCH_OR_TWO],
    // The message itself restating the 70 mg is the question asked whole (intents/stated-dose.ts).
    unless: [WILSON, SEVENTY_MG],
    notFor: NOT_FOR,
    for: { all: [{ said: GLUCONATE }, { said: SEVENTY_MG }] },
    intent: 'how_much_nutrient',
    text: {
      zh: '**不超标，也不少：葡萄糖酸锌里锌约占14%，70毫克的一片约含锌10毫克；加上饭菜里的约5毫克，一天共约15毫克——够你每天12毫克的需要，远低于40毫克的上限。** 所以一天一片正合适：不用加到两片（约20毫克，虽然也在上限以内，但不缺锌时多吃没有好处，还更容易反胃）；也不用为了安全改成隔天吃——每天一片本来就安全。平时常吃红肉、海鲜的，隔天吃或者干脆不吃也可以。',
      en: '**Not over the upper limit, and not too little: the 70 mg on your label is the weight of the whole zinc gluconate salt, about 14% of which is zinc — about 10 mg of zinc; with about 5 mg from food that is roughly 15 mg a day, enough for your 11 mg daily need and far below the 40 mg upper limit.** So one tablet a day is right: no need for 2 (about 20 mg — still under the limit, but no benefit when you are not short of zinc, and more nausea), and no need to drop to every other day for safety — daily is already safe. If you eat red meat or seafood most days, every other day or none at all would also be fine.',
    },
    source: {
      ref: 'NIH ODS Zinc Fact Sheet for Health Professionals (2022): zinc gluconate about 14% elemental zinc, RDA men 11 mg, UL 40 mg; 中国居民膳食营养素参考摄入量（2023版）成年男性锌 RNI 12 mg、UL 40 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Blind answer round 34, en-006 (unsafe): "I suck on those zinc lozenges, like 5-6 a day … on top of my daily
    // zinc pill or is that overkill?" got an invented low serum zinc, never that the total is far above the UL.
    id: 'zinc-lozenges-on-top',
    when: [ZINC, LOZENGE_OR_COLD, ON_TOP],
    unless: [WILSON, HIGH_ZINC_SAID],
    notFor: NOT_FOR,
    wholeMessage: true,
    intent: 'dose_too_high',
    text: {
      zh: '**感冒时一天含五六片锌含片、再加每天的锌片，总量已经远超每天40毫克的上限：一片锌含片通常含锌10–20毫克左右（看标签上的锌元素量），五六片就是50–100毫克，再加锌片约10毫克和饭菜里的约5毫克。** 感冒研究里用的就是这种短期大剂量——在出现症状24小时内开始含，有的研究能让感冒缩短一两天，但证据并不一致；健康成年人含几天一般能耐受，只是常有恶心、嘴里发苦发金属味。要吃就这样：含片那几天停掉每天的锌片；不超过含片标签写的每天最多片数；感冒好了就停，最多一周左右；不要一次接一次地反复大剂量含——连着几周超过上限会把铜耗低。不要用往鼻子里喷或涂的含锌产品，曾导致嗅觉永久丧失。感冒超过10天不好、高烧或呼吸困难，要去看医生。',
      en: '**Five or six zinc lozenges a day on top of your daily tablet is well above the 40 mg upper limit: a lozenge usually holds about 10–20 mg of zinc (check the label for elemental zinc), so 5–6 give roughly 50–100 mg, plus about 10 mg from your tablet and 5 mg or so from food.** Short courses at those amounts are what the cold studies used — started within 24 hours of the first symptoms, some trials found colds ended a day or two sooner, though the evidence is mixed — and healthy adults generally tolerate a few days, with nausea and a bad or metallic taste common. If you use them: skip your daily tablet on lozenge days, stay within the lozenge label\u2019s daily maximum, stop when the cold is over (about a week at most), and don\u2019t run high-dose courses back to back — weeks above the limit can lower your copper. Never use zinc nasal sprays or gels: they have caused permanent loss of smell. A cold lasting more than 10 days, a high fever or trouble breathing needs a doctor.',
    },
    source: {
      ref: 'NIH ODS Zinc Fact Sheet for Health Professionals (2022): UL 40 mg; zinc and the common cold (lozenges; FDA 2009 warning on intranasal zinc and loss of smell); Hemilä H. Zinc lozenges and the common cold: a meta-analysis comparing zinc acetate and zinc gluconate, and the role of zinc dosage. JRSM Open 2017;8:2054270417694291; 中国居民膳食营养素参考摄入量（2023版）锌 UL 40 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Blind answer round 31, en-007: "thinking of switching to a costco one that says Zinc 50 mg on the label. is
    // that one stronger or weaker?" — stock text, never that a US label states the element (five times his 10 mg,
    // above the UL).
    id: 'zinc-us-label-elemental',
    when: [ELEMENTAL_LABEL, SWITCH_OR_COMPARE],
    unless: [WILSON],
    notFor: NOT_FOR,
    wholeMessage: true,
    intent: 'product_question',
    compose: labelAnswer,
    text: {
      zh: '**美国标签上写“Zinc 50 mg”，指的就是锌元素50毫克，约是你现在那片（约含锌10毫克）的5倍，单这一片就超过每天40毫克的上限。** 美国的营养成分表（Supplement Facts）直接写元素锌的量；你现在国内的葡萄糖酸锌片写的70毫克是整个盐的重量，其中锌只占约14%。每天吃50毫克、连吃几个月，会妨碍铜的吸收（可能出现贫血、白细胞低、手脚麻木），也常让人反胃。所以不要换成它天天吃；想换美国产品，选“Zinc”那一行写10–15毫克左右的，或者继续吃现在这种。',
      en: '**"Zinc 50 mg" on a US label means 50 mg of zinc itself (elemental) — about five times the zinc in your tablet (a 70 mg zinc gluconate tablet holds about 10 mg of zinc), and on its own above the 40 mg daily upper limit.** US Supplement Facts list the element ("Zinc (as zinc gluconate) 50 mg"), while a Chinese zinc gluconate label gives the weight of the whole salt, only about 14% of which is zinc. Taken every day for months, 50 mg can lower your copper (anaemia, low white cells, numbness) and often causes nausea. So don\u2019t switch to it for daily use: pick a product whose Zinc line reads about 10–15 mg, or keep your current tablet.',
    },
    source: {
      ref: 'US FDA 21 CFR 101.36(b)(2) (Supplement Facts: the amount of the dietary ingredient, for a mineral the element — cited from memory); NIH ODS Zinc Fact Sheet for Health Professionals (2022): zinc gluconate about 14% elemental zinc, UL 40 mg, copper deficiency; 中国居民膳食营养素参考摄入量（2023版）锌 UL 40 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Blind answer rounds 29, 31–34 (en-159, en-005, en-006, en-007): "zinc boosts testosterone, should I double up
    // / take ZMA?" got the anabolic-steroid warning; round 30 zh-005 left out the "那方面能力" half.
    id: 'zinc-testosterone-zma',
    when: [TESTOSTERONE],
    unless: [FERTILITY, WILSON, HIGH_ZINC_SAID],
    notFor: NOT_FOR,
    for: ZINC_SAID,
    wholeMessage: true,
    intent: 'supplement_dose',
    compose: (said, zh) =>
      ZMA.test(said.text.toLowerCase()) ? TESTOSTERONE_TEXT.zma[zh ? 'zh' : 'en'] : null,
    text: TESTOSTERONE_TEXT.zinc,
    source: {
      ref: 'Prasad AS et al. Zinc status and serum testosterone levels of healthy adults. Nutrition 1996;12:344–348; Koehler K et al. Serum testosterone and urinary excretion of steroid hormone metabolites after administration of a high-dose zinc supplement. Eur J Clin Nutr 2009;63:65–70; NIH ODS Zinc and Magnesium Fact Sheets for Health Professionals (UL zinc 40 mg; magnesium from supplements 350 mg); 中国居民膳食营养素参考摄入量（2023版）锌 UL 40 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Blind answer round 29 zh-005, rounds 32–33 zh-005 (development data): "那我老婆要不要也跟着一块吃锌" after his
    // own zinc-for-sperm question got his plan's zinc text and a timing refusal.
    id: 'wife-zinc-preconception',
    when: [WIFE, WIFE_TOO],
    unless: [WILSON],
    notFor: NOT_FOR,
    for: ZINC_SAID,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不需要专门给她补锌：备孕的女性最要紧的是叶酸——至少从怀孕前3个月开始，每天吃0.4毫克叶酸（单片叶酸，或含叶酸的孕前复合维生素），一直吃到怀孕满3个月。** 锌她从饭菜里一般就够：孕期锌的需要量只比平时略多，常吃瘦肉、鸡蛋、牛奶、鱼虾贝类和豆制品就行，多数孕期复合维生素里也已经含锌；不要在复合维生素之外再叠加你的锌片，没有好处。她吃素、吃得很少，或者医生查出缺锌，再按医生的建议补。另外：做饭用碘盐；孕前检查时查个血常规，看要不要补铁；以前怀过神经管缺陷的宝宝、有癫痫或在吃某些药的，叶酸剂量要医生来定（可能更高）。',
      en: '**She doesn\u2019t need a zinc supplement: the one that matters for a woman trying to conceive is folic acid — 400 micrograms (0.4 mg) a day, starting at least a month (ideally three) before conception and continuing through the first 12 weeks, on its own or in a prenatal vitamin.** Zinc she normally gets from food: the need rises only a little in pregnancy, and lean meat, eggs, dairy, seafood, beans and whole grains cover it; most prenatal vitamins already contain some zinc, so she should not add your zinc tablet on top — there is no benefit. If she is vegetarian, eats very little, or a doctor finds her zinc low, she can take it on her doctor\u2019s advice. Also worth doing: a preconception check-up (including a blood count to see whether she needs iron), and if she has had a pregnancy affected by a neural tube defect, has epilepsy or takes certain medicines, her doctor sets a higher folic acid dose.',
    },
    source: {
      ref: '围受孕期增补叶酸预防神经管缺陷指南（2017）（中国妇幼保健协会；0.4 mg/天，孕前至少3个月至孕满3个月）; US Preventive Services Task Force. Folic acid supplementation to prevent neural tube defects: reaffirmation recommendation statement. JAMA 2023;330:454–459 (0.4–0.8 mg a day from at least 1 month before conception through the first 2–3 months); NIH ODS Zinc Fact Sheet for Health Professionals (RDA 8 mg for women, 11 mg in pregnancy)',
    },
  },
  {
    // Blind answer rounds 29–34 zh-004/zh-005 (development data): "补锌能提高精子质量吗，要吃多久，要不要一直吃到她
    // 怀上，要不要加到两片" was declined or answered with women's pregnancy targets.
    id: 'zinc-sperm-preconception',
    when: [FERTILITY_OR_HOW_LONG],
    unless: [HER_HUSBAND, WILSON, HIGH_ZINC_SAID],
    notFor: NOT_FOR,
    for: { all: [ZINC_SAID, { said: FERTILITY }] },
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**补锌提高精子质量的证据很弱：一项2300多对夫妇参加的大型随机试验里，男方每天吃锌30毫克加叶酸、连吃6个月，精子质量和最终生下宝宝的比例都和吃安慰剂的一样，胃肠不适反而更多。精子从生成到成熟大约要3个月，所以任何改变至少3个月后才可能在精子上看出来；不需要为了这个一直吃到她怀上。** 已经在吃的每天一片（约含锌10毫克）这类低剂量锌，接着吃或者停掉都可以，对备孕都没有坏处，没吃的也不必为此开始吃；不必加到两片——约20毫克虽然还在每天40毫克的上限以内，但没有额外好处。不缺锌的人补锌，对“那方面能力”同样没有帮助。对精子真正有用的：吸烟的话戒烟，喝酒的话少喝，保持正常体重，不长时间泡热水澡、蒸桑拿或把笔记本电脑放在腿上，每2–3天同房一次。规律同房一年还没怀上（女方35岁以上是半年），两人一起去医院检查，男方查一次精液常规。',
      en: '**The evidence that zinc improves sperm is weak: in a large randomised trial of over 2,300 couples, men who took 30 mg of zinc plus folic acid daily for 6 months had the same semen quality and the same live birth rate as men on placebo, and more stomach upset. Sperm take about 3 months to form and mature, so any change shows in sperm only after about 3 months — there is no need to keep taking it until she is pregnant for that reason.** A low-dose tablet you already take (about 10 mg of zinc a day) is fine to continue or to stop — neither harms your chances, and there is no need to start one; don\u2019t go up to 2 tablets: about 20 mg is still under the 40 mg daily upper limit but adds nothing. In men who are not short of zinc it does nothing for erections or sex drive either. What does help sperm: not smoking if you smoke, keeping alcohol low, a healthy weight, avoiding long hot baths, saunas and a laptop on your lap, and sex every 2–3 days. If there is no pregnancy after a year of regular sex (six months if she is 35 or over), see a doctor together — a semen analysis for you is part of the first check.',
    },
    source: {
      ref: 'Schisterman EF et al. Effect of folic acid and zinc supplementation in men on semen quality and live birth among couples undergoing infertility treatment: a randomized clinical trial (FAZST). JAMA 2020;323:35–48; NICE CG156 Fertility problems: assessment and treatment (2013, updated 2017) §1.2–1.3 (intercourse every 2–3 days, smoking, alcohol, weight, scrotal heat; investigation after 1 year); 中国居民膳食营养素参考摄入量（2023版）锌 UL 40 mg/天',
      url: 'https://doi.org/10.1001/jama.2019.18714',
    },
  },
  {
    // Blind answer rounds 29–33, 35 (development data): "长期吃锌会不会把铜耗掉，要不要补铜 / 隔几天停一下" and "do I
    // need a copper pill" got the plan's zinc target every time, never copper.
    id: 'zinc-copper-long-term',
    when: [COPPER_OR_BREAK, DRAIN_NEED_OR_BREAK],
    unless: [WILSON, HIGH_ZINC_SAID],
    notFor: NOT_FOR,
    for: ZINC_SAID,
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**不会把铜耗掉，不用另外补铜，也不用吃一阵停一阵：常见的补锌量每天10–15毫克（比如一片葡萄糖酸锌，约含锌10毫克），加上饭菜里的约5毫克，一天总共十几毫克，远低于40毫克的上限，长期吃也没问题。** 锌吃多了确实会妨碍铜的吸收，但那要长期超过40毫克的上限：每天补充约50毫克、连吃几周，铜的指标才开始下降（上限就是按这个定的）；真正缺铜引起贫血、白细胞低、手脚麻木、走路不稳的，多见于每天一两百毫克以上连吃几个月，或者大量用含锌的假牙粘合剂。要当心的是叠加：一天吃好几片、换成每片50毫克的进口锌、感冒时大把含锌含片连着几周。单独吃铜片没有必要，铜补多了同样有害；坚果、瓜子、全谷物、豆类、贝类、动物肝脏和黑巧克力里都有铜，平常饮食就够。想停锌片随时可以停，不用减量——只是不必为了“护铜”去停。',
      en: '**It will not drain your copper, so no copper pill is needed and there is no need to cycle off or take breaks: an everyday supplement of 10–15 mg of zinc (a zinc gluconate tablet gives about 10 mg) plus about 5 mg from food is under 20 mg in all, far below the 40 mg upper limit, and fine long term.** Zinc does compete with copper, but only well above the limit: copper markers start to fall at around 50 mg of supplemental zinc a day taken for weeks (the 40 mg limit is set from that), and real copper deficiency — anaemia, low white cells, numbness or unsteady walking — is seen mostly with 100–150 mg or more a day for months, or with heavy use of zinc-containing denture cream. What would change that is stacking: several tablets a day, switching to a 50 mg product, or lots of zinc lozenges for weeks. A separate copper pill is unnecessary (copper has its own upper limit, 10 mg a day); nuts, seeds, whole grains, beans, shellfish, liver and dark chocolate supply plenty. You can stop zinc any time with no tapering — just not for your copper\u2019s sake.',
    },
    source: {
      ref: 'NIH ODS Zinc Fact Sheet for Health Professionals (2022): health risks from excessive zinc (copper deficiency), UL 40 mg; Institute of Medicine. Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc (2001): zinc UL from reduced copper status at 60 mg/day, copper UL 10 mg; Nations SP et al. Denture cream: an unusual source of excess zinc, leading to hypocupremia and neurologic disease. Neurology 2008;71:639–643; 中国居民膳食营养素参考摄入量（2023版）锌 UL 40 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Blind answer rounds 30–34 zh-007, en-003 (development data): "一周两三次烤生蚝 / a dozen oysters / beef every
    // day and pumpkin seeds — do I still need the tablet?" got the plan's 5.44 mg diet estimate and "keep it".
    id: 'zinc-food-enough-oysters-meat',
    when: [ZINC_FOODS, NEED_OR_SKIP],
    unless: [WILSON, HIGH_ZINC_SAID],
    // A vegan or vegetarian is never told to eat beef and oysters for zinc.
    notFor: [...NOT_FOR, PLANT_BASED],
    for: ZINC_SAID,
    wholeMessage: true,
    intent: 'food_sources',
    compose: (said, zh) =>
      OYSTERS.test(said.text.toLowerCase()) ? FROM_FOOD.oysters[zh ? 'zh' : 'en'] : null,
    text: FROM_FOOD.meat,
    source: {
      ref: 'NIH ODS Zinc Fact Sheet for Health Professionals (2022): Table 2, selected food sources of zinc (oysters, beef, chicken, pumpkin seeds), RDA men 11 mg, UL 40 mg; 中国食物成分表（标准版，第6版）; 中国居民膳食营养素参考摄入量（2023版）成年男性锌 RNI 12 mg、UL 40 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Blind answer rounds 29–35 (development data): "锌片空腹吃反胃，饭后吃会不会吸收变差 / 能跟牛奶豆浆一起吃吗 / can I
    // take it with my coffee and oats / 钙片跟锌一块吃会不会打架" — declined, or "随餐服用" with no word on the
    // trade-off, or an emergency card for nausea.
    id: 'zinc-with-food-nausea',
    when: [WITH_FOOD_OR_SICK],
    // Magnesium or iron with zinc is the pairing rows' question (magnesium-zinc-together, pairings.ts iron–zinc).
    // Phytate asked about on a plant-based diet is the vegan zinc question (guard.test.ts, r2/en-022).
    // Kidney disease said is the kidney row's (rows-review50.ts kidney-calcium-zinc-tablets; fiftieth clinician
    // review, zh M7).
    unless: [
      WILSON,
      HIGH_ZINC_SAID,
      OTHER_MINERAL,
      /植酸|\bphytates?\b|\bvegans?\b|\bvegetarians?\b|素食/,
      /肾|\bkidneys?\b|\bckd\b|\brenal\b/,
    ],
    notFor: NOT_FOR,
    for: ZINC_SAID,
    wholeMessage: true,
    intent: 'supplement_timing',
    compose: withFoodAnswer,
    text: WITH_FOOD.nausea,
    source: {
      ref: 'Lönnerdal B. Dietary factors influencing zinc absorption. J Nutr 2000;130(5S Suppl):1378S–1383S (phytate and calcium lower, animal protein raises zinc absorption); Wood RJ, Zheng JJ. High dietary calcium intakes reduce zinc absorption and balance in humans. Am J Clin Nutr 1997;65:1803–1809; NIH ODS Zinc Fact Sheet for Health Professionals (2022): nausea and vomiting with zinc supplements, interactions (iron); 中国居民膳食营养素参考摄入量（2023版）成年男性钙 RNI 800 mg/天',
      url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
    },
  },
  {
    // Forty-sixth clinician review, zh S4: Wilson disease on penicillamine with prescribed zinc (150 mg a day) asked how
    // to fit penicillamine, zinc, iron and a multivitamin into a day, and got the everyday 10 mg tablet's "take it with
    // food; if it still upsets you, just stop it".
    id: 'zinc-treatment-wilson-timing',
    when: [ZINC],
    for: { all: [{ supervised: ['zinc'], medicines: COPPER_CHELATORS, said: WILSON }] },
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**治疗肝豆状核变性的锌是处方药，是治疗本身，不是营养补充：要空腹吃（饭前1小时或饭后2–3小时），和青霉胺分开，不要自己改成随餐，也不要自己减量或停。** 排时间的原则：青霉胺饭前1小时空腹吃，和任何食物、牛奶、其他药隔开1小时；锌也空腹吃，和青霉胺至少隔1小时（同时吃会互相减弱作用）；铁剂和复合维生素（里面有铁、铜、锌等矿物质）和青霉胺、锌都至少间隔2小时，放在午饭或晚饭时吃。青霉胺和锌都是一天三次时，一天里很难全部错开，请开药的医生或药师核对两种药是不是都要这样一起用，并帮你排一张具体的时间表。锌让胃不舒服，先问医生：可以换成醋酸锌等对胃刺激小的，或在医生同意下和少量含蛋白的食物一起吃。多数复合维生素含铜，肝豆状核变性的人要换成不含铜的。',
      en: '**Zinc prescribed for Wilson disease is the treatment itself, not a nutrition supplement: take it on an empty stomach (1 hour before or 2–3 hours after a meal), apart from penicillamine, and do not move it to mealtimes or cut or drop it yourself.** How to fit the day: penicillamine on an empty stomach 1 hour before a meal, an hour away from any food, milk or other medicine; zinc also on an empty stomach, at least 1 hour from penicillamine (together each weakens the other); iron and a multivitamin (it holds iron, copper and zinc) at least 2 hours from both, with lunch or dinner. With penicillamine and zinc each three times a day the day rarely fits, so ask the prescriber or pharmacist whether both are meant to be taken together like this, and to write the timetable with you. If zinc upsets your stomach, ask the doctor first: a gentler salt such as zinc acetate, or taking it with a little protein food if they agree. Most multivitamins contain copper: with Wilson disease choose one without copper.',
    },
    source: {
      ref: 'Schilsky ML et al. A multidisciplinary approach to the diagnosis and management of Wilson disease: 2022 Practice Guidance on Wilson disease from the American Association for the Study of Liver Diseases. Hepatology 2022 (zinc and chelators taken apart from meals and from each other); EASL Clinical Practice Guidelines: Wilson’s disease. J Hepatol 2012;56:671–685; Wilzin (zinc acetate) EU SmPC §4.2 (on an empty stomach, at least 1 hour before or 2–3 hours after meals; with a little protein if not tolerated); Cuprimine (penicillamine) US prescribing information, Dosage and Administration (on an empty stomach, at least 1 hour before meals and 1 hour apart from any other drug, food or milk) — sections from memory',
      url: 'https://www.easl.eu/research/our-contributions/clinical-practice-guidelines/detail/easl-clinical-practice-guidelines-wilson-s-disease',
    },
  },
];
