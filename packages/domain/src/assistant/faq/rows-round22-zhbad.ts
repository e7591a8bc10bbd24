/**
 * Blind answer round 22's zh-CN questions answered with a neighbouring topic or declined (development data,
 * issue 30 §2), each written for the class of question (subject × what is asked × who asks), not one
 * question's words: calcium carbonate (Caltrate) with vitamin D and when to take it, before or after meals;
 * the broth of a takeaway noodle soup; switching spirits for dry red when losing weight (the amount said
 * worked out); a vegan's day of protein from tofu, soy milk and wheat gluten; the tonics pressed on a woman in
 * early pregnancy; very sweet fruit in pregnancy (the fruits named); cramps after stopping self-bought
 * magnesium in CKD; an egg a day in CKD (the weight said); what to carry when going out on insulin (and a
 * hypo kit for the car); the fruits named with a potassium held high; the fermented foods named on an MAOI
 * (and condiments one can't cook without); sugar, milk, whey and acne; losing weight with gout without a
 * flare; where to buy calcium citrate; enzyme drinks with slimming teas (and a friend's laxative tea); going
 * vegetarian to lose weight (and as a teenager); what to eat after dieting upset the periods; a school-gate
 * breakfast of jianbing or roujiamo.
 */
import { pickZh } from '../../contracts/common';
import { IRON_NOT_WANTED, LOW_POTASSIUM, MINOR, NO_DEFICIT, PREGNANCY_SAID, PREGNANT } from './audiences';
import { EVERYDAY_FAQ } from './rows-everyday';
import { eggsSaid, weightSaidKg } from './rows-round21-zhbad';
import { anyOf, eitherOf } from './either';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';
const CN_FOOD = '中国食物成分表 标准版 第6版（2018）';

const PREGNANT_OR_LACTATING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|哺乳|喂奶|母乳|\\bbreastfeed\\w*|\\bnursing\\b`),
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能不全|肾衰|肾不好|(?<!没|未|不)透析|\bckd\b|\bkidney disease\b|\bdialysis\b/,
};
/** CKD not on dialysis (the CKD 3–5 diet). */
const CKD: FaqAudience = {
  conditions: ['kidney_disease'],
  said: /肾病|肾功能|肾衰|肾不好|慢性肾|尿毒症|肌酐|egfr|\bckd\b|\bkidney (disease|function|failure)\b/,
};
/** On dialysis or after a transplant — not "还没透析" / "not on dialysis", which is the CKD diet's person. */
const NOT_CKD_DIET: FaqAudience = {
  conditions: ['kidney_transplant', 'dialysis'],
  said: /移植|(?<!没|未|不|没有|不用|不需要)透析|\btransplant\w*\b|(?<!not on |no |not yet on |before )\bdialysis\b/,
};
const NEPHROTIC: FaqAudience = { nephrotic: true, said: /肾病综合征|膜性肾病|\bnephrotic\b/ };
const PKU: FaqAudience = { conditions: ['pku'], said: /苯丙酮尿症|\bpku\b/ };
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric\b|\burate\b/,
};
const MAOI: FaqAudience = {
  medicines: ['maoi'],
  said: /苯乙肼|反苯环丙胺|司来吉兰|\bphenelzine\b|\bnardil\b|\btranylcypromine\b|\bparnate\b|\bmaoi\b/,
};
/**
 * Phenelzine (and the other antidepressant MAOIs), or an MAOI said: not linezolid, selegiline or rasagiline
 * taken — the fermented-foods text names phenelzine.
 */
const PHENELZINE: FaqAudience = {
  medicines: ['phenelzine', 'tranylcypromine', 'isocarboxazid'],
  said: /苯乙肼|反苯环丙胺|单胺氧化酶抑制剂|\bphenelzine\b|\bnardil\b|\btranylcypromine\b|\bparnate\b|\bmaois?\b/,
};
/** The fermented foods named on an MAOI, and can I eat them (maoi-fermented-foods-named). */
const FERMENTED_NAMED =
  /纳豆|泡菜|辣白菜|酸菜|腐乳|臭豆腐|味噌|大酱|发酵|\bnatto\b|\bkimchi\b|\bsauerkraut\b|\bmiso\b|\bfermented\b/;
const CAN_EAT = /能吃|可以吃|能不能|可不可以|行吗|行不行|吃吗|呢|\bcan i\b|\bok\b|\ballowed\b|\bsafe\b/;
/** Fermented condiments one can't cook without (the other batch's maoi-fermented-condiments-cooking). */
const FERMENTED_CONDIMENT =
  /酱油|生抽|老抽|腐乳|豆腐乳|臭豆腐|豆豉|剁辣椒|剁椒|\bsoy sauce\b|\bfermented (bean curd|tofu|black beans?)\b|\bstinky tofu\b|\bdouchi\b/;
const CANT_DO_WITHOUT =
  /离不开|湖南|湘菜|川菜|替代|代替|替换|换成|没味|没有味|口味|做菜|下饭|\bcan'?t (live|cook|do) without\b|\binstead\b|\breplace\w*\b|\bsubstitut\w*\b|\bhunan\w*\b|\bflavou?r\w*\b/;
/** Enzyme drinks beside slimming teas (enzyme-and-slimming-tea). */
const ENZYME = /酵素|\benzymes?\b/;
const SLIMMING_TEA =
  /减肥茶|排毒茶|刮油茶|燃脂茶|瘦身茶|清肠茶|\b(slimming|detox|skinny|diet|weight[- ]loss|fat[- ]burn\w*) teas?\b/;
const PRESCRIBED_ENZYME = /胰酶|\bcreon\b|\bpancrea\w*|乳糖酶|\blactase\b/;
/** A friend's laxative tea to stay thin (the en batch's teen-friend-laxative-tea words, merged into the row). */
const LAXATIVE_TEA =
  /泻药|番泻叶|清肠茶|通便茶|\blaxatives?\b|\blaxative teas?\b|\bdetox teas?\b|\bskinny teas?\b|\bslimming teas?\b|\bteatox\b|\bsenna\b|\bsmooth move\b/;
const FRIEND =
  /朋友|同学|闺蜜|室友|姐姐|妹妹|\bmy (best )?(friend|friends|bff|sister|roommate|classmate|cousin|girlfriend)\b|\bfriends?\b/;
const TO_BE_THIN =
  /瘦|减肥|体重|\bskinny\b|\bthin\b|\blose weight\b|\bweight\b|\bslim\b|\bflat stomach\b|\bfat\b/;
/** The condiments one can't cook without, and what to cook with instead: the fermented-foods row's answer to it. */
const MAOI_CONDIMENTS_TEXT = {
  zh: '**这三样都要避开：酱油、腐乳、臭豆腐都是发酵豆制品，酪胺可能很高，吃苯乙肼这类单胺氧化酶抑制剂时吃了可能让血压骤升；最后一次服药后两周内也一样。** 湘菜的味道大部分可以保住：新鲜辣椒或干辣椒、自己泼的辣椒油、蒜、姜、葱、花椒、紫苏、醋、盐加一点糖，都可以用；要“酱香”可以用少量糖色、番茄炒出的汁。一并要避开的还有：豆豉（豆豉辣椒）、剁辣椒和酸豆角、酸萝卜这类腌了发酵的、蚝油、鱼露、豆瓣酱、腊肉腊鱼。吃了以后如果突然剧烈头痛（常在后脑）、心跳又快又重、脖子发硬、恶心呕吐、大汗或胸痛，是高血压危象的表现，请立即去急诊。',
  en: '**All three are to be avoided: soy sauce, fermented bean curd and stinky tofu are fermented soy, can be high in tyramine and on phenelzine or another MAOI can send blood pressure soaring — until two weeks after the last dose too.** Most of Hunan cooking’s flavour can stay: fresh or dried chilli, your own chilli oil, garlic, ginger, spring onion, Sichuan pepper, perilla, vinegar, salt with a pinch of sugar; for a savoury colour, a little caramel or a reduced tomato sauce. Also avoid: fermented black beans, chopped salted chilli and pickled beans or radish, oyster sauce, fish sauce, bean pastes, cured pork and fish. After eating, a sudden severe headache (often at the back of the head), a pounding fast heartbeat, a stiff neck, nausea or vomiting, heavy sweating or chest pain is a hypertensive crisis — go to the emergency department at once.',
};
const INSULIN_OR_SU: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: /胰岛素|格列|甘精|门冬|诺和|\binsulin\b|\blantus\b|\bglargine\b|\bnovolog\b|\bhumalog\b|\bgliclazide\b|\bglimepiride\b|\bglipizide\b/,
};
/** Going out, and what to carry (insulin-going-out-what-to-carry). */
const GOING_OUT =
  /出门|外出|出去|随身|身上|包里|兜里|口袋|路上|旅游|开车|\bgo(ing)? out\b|\bwhen i(’|')?m out\b|\bcarry\b|\bin my (bag|pocket)\b|\bon me\b|\btravel\w*\b|\bdriving\b/;
const CARRY_FOOD = /备|带|揣|放点|吃的|零食|\bcarry\b|\bbring\b|\bpack\b|\bsnacks?\b|\bkeep\b/;
/** A low named: how to treat one is the hypo answer's. */
const LOW_NAMED = /低血糖|防低|\bhypos?\b|\bhypoglyc\w*/;
/** How many sweets, or which one: rows-kidney-heart.ts hypo-which-sweets' question. */
const WHICH_SWEETS =
  /(糖|巧克力|果汁|可乐(?!果(?!汁))|\bglucose\b|\btabs?\b|\btablets?\b|\bcand(y|ies)\b|\bsweets\b|\bjuice\b|\bchocolate\b)[\s\S]*(几颗|几片|多少|行不行|哪种|哪个|还是|\bhow many\b|\bwhich\b|\bor\b)|(几颗|几片|多少|\bhow many\b|\bwhich\b)[\s\S]*(糖|巧克力|果汁|\bglucose\b|\btabs?\b|\btablets?\b|\bcand(y|ies)\b|\bsweets\b|\bjuice\b|\bchocolate\b)/;
/** At the wheel, a low named (the en batch's hypo-kit-for-driving words, merged into the row above). */
const DRIVING =
  /开车|驾驶|车里|车上|\bdriv(e|es|ing)\b|\bin the car\b|\bin my car\b|\bglove ?box\b|\bbehind the wheel\b/;
const SUGAR_DROP =
  /低血糖|血糖(太|偏|过|突然)?低|血糖(掉|降)|\bhypo(s|glyc\w*)?\b|\blow (blood )?(sugar|glucose)s?\b|\b(sugar|glucose) (drops?|dropping|dropped|crash\w*|goes low|gets low|falls?)\b|\bgo(es|ing)? low\b|\b(a|any|my) lows?\b/;
const KEEP_OR_WHAT =
  /放什么|备什么|带什么|准备|\bkeep\b|\bcarry\b|\bstash\b|\bpack\b|\bwhat should i (have|bring)\b|\bcandy\b|\bjuice\b|\bwhat (to|do i) do\b|\bsafe to drive\b/;
/** Potassium held back: heart failure, a potassium-sparing diuretic, an ACE inhibitor or ARB, or said high. */
const POTASSIUM_HELD: FaqAudience = {
  conditions: ['heart_failure', 'kidney_disease'],
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
  said: /血钾(高|偏高|超标|有点高)|高钾|钾(高|偏高)|\bhigh potassium\b|\bhyperkal\w*|\bpotassium (is |was )?(high|up|raised)\b/,
};
const HIGH_CALCIUM: FaqAudience = {
  hypercalcaemia: true,
  conditions: ['sarcoidosis', 'hyperparathyroidism'],
  said: /高血钙|血钙(高|偏高)|\bhypercalc\w*|\bhigh (blood )?calcium\b/,
};
/**
 * Medicines calcium (or the vitamin D beside it) is kept hours from (label windows): a timing row for anyone is not
 * theirs. A bile-acid sequestrant or orlistat binds vitamin D (blind answer round 57, zh-036, development data).
 */
const CALCIUM_SPACED_MEDICINES: FaqAudience = {
  medicines: [
    'bisphosphonate',
    'levothyroxine',
    'tetracycline',
    'fluoroquinolone',
    'dolutegravir',
    'bile_acid_sequestrant',
    'lipase_inhibitor',
  ],
};
/** Weight loss said, in this message or the one before it. */
const LOSING_WEIGHT_SAID: FaqAudience = {
  said: /减肥|减重|减脂|瘦|胖|热量|卡路里|大卡|千卡|\blos(e|ing) weight\b|\bweight\b|\bcalories\b|\bkcal\b|\bfattening\b|\bdiet(ing)?\b/,
};

const ROUND5 = (x: number) => Math.round(x / 5) * 5;

// ---- what the person named, for the rows that compute ------------------------------------------------

/** Spirits said ("半斤白酒", "三两52度", "250ml baijiu"), in ml, with the strength when said. */
export function spiritsSaid(text: string): { ml: number; abv?: number; said?: string } | null {
  const t = text.toLowerCase();
  if (
    !/白酒|二锅头|茅台|五粮液|牛栏山|烈酒|\bbaijiu\b|\bspirits?\b|\bliquor\b|\bvodka\b|\bwhisk(e)?y\b/.test(t)
  )
    return null;
  const nums: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
  let ml: number | null = null;
  let said: string | undefined;
  if (/一斤/.test(t)) [ml, said] = [500, '一斤'];
  else if (/半斤/.test(t)) [ml, said] = [250, '半斤'];
  const liang = /(?<![\d.])([一二两三四五六七八]|[1-8])\s*两(?!个|瓶|杯)/.exec(t);
  if (ml === null && liang) [ml, said] = [(nums[liang[1]!] ?? Number(liang[1])) * 50, `${liang[1]}两`];
  const m = /(?<![\d.])(\d{2,4})\s*(ml|毫升)/.exec(t);
  if (ml === null && m) ml = Number(m[1]);
  if (ml === null || ml < 25 || ml > 1500) return null;
  const deg = /(?<![\d.])([3-6]\d)\s*(度|°|%)/.exec(t);
  return { ml, ...(deg ? { abv: Number(deg[1]) } : {}), ...(said ? { said } : {}) };
}

/** Grams of alcohol in `ml` at `abv` per cent (ethanol 0.79 g/ml). */
const alcoholG = (ml: number, abv: number) => ml * (abv / 100) * 0.79;
/** A 150 ml glass of dry red at 13 %: about 15 g of alcohol. */
const WINE_GLASS_G = alcoholG(150, 13);

function dryRedInsteadOfSpirits(said: ComposeInput, zh: boolean): string | null {
  const s = spiritsSaid(said.text) ?? (said.previous ? spiritsSaid(said.previous) : null);
  if (!s) return null;
  const lo = s.abv ?? 38;
  const hi = s.abv ?? 52;
  const gLo = Math.round(alcoholG(s.ml, lo));
  const gHi = Math.round(alcoholG(s.ml, hi));
  const kLo = Math.round((gLo * 7) / 50) * 50;
  const kHi = Math.round((gHi * 7) / 50) * 50;
  const cupsLo = Math.round(gLo / WINE_GLASS_G);
  const cupsHi = Math.round(gHi / WINE_GLASS_G);
  const range = (a: number, b: number, sep: string) => (a === b ? `${a}` : `${a}${sep}${b}`);
  const strength = s.abv ? `${s.abv}度` : '38–52度';
  const bottles = (gHi / alcoholG(750, 13)).toFixed(1).replace(/\.0$/, '');
  return zh
    ? `**同样的酒精量，换成干红热量几乎一样，只有真的喝得少了才好一点。** 你说的${s.said ? `${s.said}（${s.ml}毫升）` : `${s.ml}毫升`}${strength}白酒约含酒精${range(gLo, gHi, '–')}克、约${range(kLo, kHi, '–')}千卡；换成干红（一杯150毫升、约13度，约含酒精15克、120千卡），要喝约${range(cupsLo, cupsHi, '–')}杯（大约${bottles}瓶）才是一样的酒精——热量主要来自酒精本身（每克约7千卡），不在酒的种类。干红几乎不含糖，“红酒养生”的说法在这个量上不成立。换成干红、一晚只喝一两杯（120–240千卡），才是真正少了；应酬时小口慢喝、每杯酒配一杯水或茶，先吃点主食和菜垫底，下酒菜少油炸。成年人一天酒精最好不超过15克。`
    : `**For the same amount of alcohol, dry red has about the same calories — it only helps if you actually drink less.** The ${s.ml} ml of ${s.abv ? `${s.abv}%` : '38–52%'} spirits you mention holds about ${range(gLo, gHi, '–')} g of alcohol, about ${range(kLo, kHi, '–')} kcal; in dry red (a 150 ml glass at about 13 % has about 15 g of alcohol and 120 kcal) that is about ${range(cupsLo, cupsHi, '–')} glasses (about ${bottles} bottles) — the calories come from the alcohol itself (about 7 kcal per gram), not from the kind of drink. Dry red has almost no sugar, and “red wine is healthy” does not hold at these amounts. Switching to dry red and stopping at one or two glasses an evening (120–240 kcal) is what makes the difference; sip slowly, alternate each drink with water or tea, eat some food first, and go easy on fried snacks. Adults are best keeping alcohol to no more than 15 g a day.`;
}

const KG_FROM_WORDS = (said: ComposeInput) =>
  weightSaidKg(said.text) ?? (said.previous ? weightSaidKg(said.previous) : null) ?? said.weightKg ?? null;

/** Eggs said before or after the word ("鸡蛋每天一个", "两个鸡蛋", "2 eggs"), or null. */
function eggsNamed(text: string): number | null {
  const counts: Record<string, number> = { 一: 1, 两: 2, 俩: 2, 二: 2, 三: 3 };
  const after = /(?:鸡蛋|蛋)[^，。？?,.]{0,6}?([一两俩二三]|[1-3])\s*个/.exec(text);
  if (after) return counts[after[1]!] ?? Number(after[1]);
  return eggsSaid(text);
}

function ckdEggs(said: ComposeInput, zh: boolean): string | null {
  const kg = KG_FROM_WORDS(said);
  if (!kg || kg < 35 || kg > 150) return null;
  const n = eggsNamed(said.text) ?? 1;
  if (n > 3) return null;
  const lo = Math.round(kg * 0.55);
  const hi = Math.round(kg * 0.6);
  const eggG = Math.round(n * 6.5);
  const cn = ['', '一', '两', '三'][n] ?? String(n);
  const head = zh
    ? n === 1
      ? `**每天一个鸡蛋可以。** 按你${kg}公斤、没透析的慢性肾病每天蛋白质约0.55–0.6克/公斤算，一天约${lo}–${hi}克；一个鸡蛋约6–7克，是很好的优质蛋白，正好算在这个量里——别的肉、鱼、奶、豆腐相应少一点，总量别超。`
      : `**每天${cn}个鸡蛋偏多了。** 按你${kg}公斤、没透析的慢性肾病每天蛋白质约0.55–0.6克/公斤算，一天约${lo}–${hi}克；${cn}个鸡蛋约${eggG}克，占掉不少份额。一天一个整蛋就好，想多吃的那个只吃蛋清（蛋清几乎不含磷），并且算进总量。`
    : n === 1
      ? `**One egg a day is fine.** At ${kg} kg with CKD not on dialysis, protein of about 0.55–0.6 g per kg a day comes to about ${lo}–${hi} g; an egg has about 6–7 g of high-quality protein and fits within that — have a little less meat, fish, dairy or tofu that day so the total stays the same.`
      : `**${n} eggs a day is on the high side.** At ${kg} kg with CKD not on dialysis, protein of about 0.55–0.6 g per kg a day comes to about ${lo}–${hi} g; ${n} eggs are about ${eggG} g of it. Keep to one whole egg a day and, if you want more, have only the white of the next one (almost no phosphorus), counted in the total.`;
  return `${head} ${pickZh(CKD_EGG_BODY, zh)}`;
}

const CKD_EGG_BODY = {
  zh: '磷：一个鸡蛋约含磷90–100毫克，大多在蛋黄里，一天一个整蛋没问题；化验血磷偏高时，医生或营养师可能让你多吃蛋清、少吃蛋黄。更要少的是加工食品里的磷添加剂（火腿肠、午餐肉、可乐、加工奶酪、速冻食品）。热量要吃够，主食可以部分换成麦淀粉、低蛋白大米，把蛋白质份额留给蛋、奶、瘦肉。具体的量以肾内科医生和营养师定的为准。',
  en: 'Phosphorus: an egg has about 90–100 mg, mostly in the yolk, which is fine at one whole egg a day; if your blood phosphate is high your doctor or dietitian may have you eat more whites and fewer yolks. The phosphorus to cut first is the additives in processed food (ham, luncheon meat, cola, processed cheese, ready meals). Eat enough energy — low-protein starches can free up protein for eggs, dairy and lean meat. Your kidney doctor and dietitian set the exact figures.',
};

/** Fruits and their potassium with a potassium held high (NKF 2023 lists; CN food table, per 100 g). */
const FRUITS: readonly { re: RegExp; zh: string; en: string; low: boolean }[] = [
  { re: /苹果|\bapples?\b/, zh: '苹果', en: 'apple', low: true },
  { re: /(?<!凤|鳄|猕猴|牛油|雪)梨|\bpears?\b/, zh: '梨', en: 'pear', low: true },
  { re: /葡萄(?!干|柚)|\bgrapes\b/, zh: '葡萄', en: 'grapes', low: true },
  { re: /菠萝|凤梨|\bpineapples?\b/, zh: '菠萝', en: 'pineapple', low: true },
  { re: /西瓜|\bwatermelons?\b/, zh: '西瓜', en: 'watermelon', low: true },
  { re: /草莓|\bstrawberr(y|ies)\b/, zh: '草莓', en: 'strawberries', low: true },
  { re: /蓝莓|\bblueberr(y|ies)\b/, zh: '蓝莓', en: 'blueberries', low: true },
  {
    re: /桃子|(?<!猕猴|核|樱|杨|油)桃|\bpeach(es)?\b/,
    zh: '桃子（不大的一个）',
    en: 'a small peach',
    low: true,
  },
  { re: /香蕉|\bbananas?\b/, zh: '香蕉', en: 'banana', low: false },
  { re: /橙子|橙汁|脐橙|\boranges?\b/, zh: '橙子和橙汁', en: 'orange and orange juice', low: false },
  { re: /猕猴桃|奇异果|\bkiwis?\b/, zh: '猕猴桃', en: 'kiwi', low: false },
  { re: /哈密瓜|\bcantaloupe\b|\bhoneydew\b|\bmelon\b/, zh: '哈密瓜', en: 'melon', low: false },
  { re: /榴莲|\bdurian\b/, zh: '榴莲', en: 'durian', low: false },
  { re: /红枣|大枣|枣|\bdates?\b/, zh: '红枣', en: 'dates', low: false },
  { re: /牛油果|鳄梨|\bavocados?\b/, zh: '牛油果', en: 'avocado', low: false },
  { re: /芒果|\bmangos?(es)?\b/, zh: '芒果', en: 'mango', low: false },
  {
    re: /葡萄干|果干|杏干|\braisins\b|\bdried fruit\b/,
    zh: '葡萄干等果干',
    en: 'raisins and other dried fruit',
    low: false,
  },
  { re: /椰子水|\bcoconut water\b/, zh: '椰子水', en: 'coconut water', low: false },
];

function fruitsWithPotassiumHeld(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = FRUITS.filter((f) => f.re.test(t));
  if (named.length === 0) return null;
  const low = named.filter((f) => f.low);
  const high = named.filter((f) => !f.low);
  const list = (xs: typeof named) => xs.map((f) => pickZh(f, zh)).join(zh ? '、' : ' and ');
  const parts: string[] = [];
  if (zh) {
    if (low.length)
      parts.push(
        `**${list(low)}可以吃：属于钾较低的水果。** 每天水果一到两份，每份约一个拳头大小（一个中等苹果或梨约含钾200毫克左右），不要一次吃一大盘。`,
      );
    if (high.length)
      parts.push(
        `**${list(high)}先少吃：钾比较高**（一根香蕉约含钾400毫克，是一个苹果的两倍），血钾降下来前先不吃或只吃很少。`,
      );
    parts.push(
      '果汁先不喝（一杯果汁的钾比一个水果还多，又容易喝多）；低钠盐（含钾）也不要用。下次抽血血钾降下来后，可以和医生商量放宽。',
    );
  } else {
    if (low.length)
      parts.push(
        `**${list(low)}: fine — lower-potassium fruit.** One or two portions a day, each about the size of your fist (a medium apple or pear has about 200 mg of potassium), not a whole plateful at once.`,
      );
    if (high.length)
      parts.push(
        `**${list(high)}: cut back for now — high in potassium** (a banana has about 400 mg, twice an apple); skip them or keep them very small until your potassium is back down.`,
      );
    parts.push(
      'Skip fruit juice for now (a glass holds more potassium than a piece of fruit and is easy to drink a lot of), and no potassium salt substitutes. When your potassium is back in range, ask your doctor whether you can relax this.',
    );
  }
  return parts.join(' ');
}

/** Very sweet fruits named in pregnancy, with a portion each. */
const SWEET_FRUITS: readonly { re: RegExp; zh: string; en: string }[] = [
  { re: /荔枝|\blychees?\b/, zh: '荔枝6–8颗（约100克）', en: '6–8 lychees (about 100 g)' },
  {
    re: /榴莲|\bdurian\b/,
    zh: '榴莲一小块（50–100克，100克约150千卡）',
    en: 'one small piece of durian (50–100 g; 100 g is about 150 kcal)',
  },
  {
    re: /桂圆|龙眼|\blongans?\b/,
    zh: '桂圆10颗左右（桂圆干更甜，几颗就够）',
    en: 'about 10 fresh longans (dried are far sweeter — a few only)',
  },
  { re: /芒果|\bmangos?(es)?\b/, zh: '芒果半个', en: 'half a mango' },
  { re: /葡萄(?!干)|\bgrapes\b/, zh: '葡萄十几颗', en: 'a dozen or so grapes' },
  { re: /车厘子|樱桃|\bcherries\b/, zh: '车厘子10颗左右', en: 'about 10 cherries' },
  { re: /菠萝蜜|\bjackfruit\b/, zh: '菠萝蜜三四瓣', en: 'three or four jackfruit pods' },
  { re: /香蕉|\bbananas?\b/, zh: '香蕉一根', en: 'one banana' },
];

function sweetFruitInPregnancy(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = SWEET_FRUITS.filter((f) => f.re.test(t));
  if (named.length === 0) return null;
  const portions = named.map((f) => pickZh(f, zh)).join(zh ? '；' : '; ');
  return zh
    ? `**可以吃，但要算在每天200–300克水果里、一次只吃一小份：${portions}。** 这些水果糖分高（荔枝、榴莲每100克有15–27克碳水），一次吃一大盘血糖和体重都容易上去，也别拿来代替饭。吃的时候放在两餐之间，搭配一些不太甜的水果（苹果、梨、草莓、柚子）轮换。还没做糖耐（一般在孕24–28周）的照平常吃就行，不用为了检查特意少吃或多吃；已经诊断妊娠期糖尿病的，甜水果的份量按营养师给的来。`
    : `**Yes, as part of the 200–300 g of fruit a day, a small portion at a time: ${portions}.** These are high in sugar (lychee and durian have 15–27 g of carbohydrate per 100 g); a whole plateful at once pushes up blood glucose and weight, and they should not replace a meal. Have them between meals and rotate with less sweet fruit (apple, pear, berries, pomelo). If your glucose test (usually at 24–28 weeks) is still to come, eat as you normally do; if you already have gestational diabetes, follow your dietitian’s portions for sweet fruit.`;
}

/** Fermented foods named on an MAOI: the ones to leave out and the ones that are fine. */
type FermentedKind = 'soy' | 'pickle' | 'sauce' | 'fine';
const FERMENTED: readonly { re: RegExp; zh: string; en: string; avoid: boolean; kind: FermentedKind }[] = [
  {
    re: /纳豆|\bnatto\b/,
    zh: '纳豆（发酵大豆）',
    en: 'natto (fermented soybeans)',
    avoid: true,
    kind: 'soy',
  },
  {
    re: /泡菜|辣白菜|\bkimchi\b/,
    zh: '韩国泡菜、四川泡菜（乳酸发酵的蔬菜）',
    en: 'kimchi and other fermented pickles',
    avoid: true,
    kind: 'pickle',
  },
  {
    re: /酸菜|\bsauerkraut\b|\bsuan ?cai\b/,
    zh: '老坛酸菜、东北酸菜（发酵的芥菜、白菜，包括酸菜方便面和酸菜鱼的料包）',
    en: 'suan cai and sauerkraut (fermented mustard greens or cabbage, including instant-noodle and pickled-fish seasoning packets)',
    avoid: true,
    kind: 'pickle',
  },
  {
    re: /腐乳|豆腐乳|\bfermented bean curd\b/,
    zh: '腐乳',
    en: 'fermented bean curd',
    avoid: true,
    kind: 'soy',
  },
  { re: /臭豆腐|\bstinky tofu\b/, zh: '臭豆腐', en: 'stinky tofu', avoid: true, kind: 'soy' },
  {
    re: /豆豉|\bdouchi\b|\bfermented black beans?\b/,
    zh: '豆豉',
    en: 'fermented black beans',
    avoid: true,
    kind: 'sauce',
  },
  {
    re: /味噌|大酱|\bmiso\b|\bdoenjang\b/,
    zh: '味噌、大酱',
    en: 'miso and doenjang',
    avoid: true,
    kind: 'sauce',
  },
  {
    re: /酸笋|酸豆角|\bpickled bamboo\b/,
    zh: '酸笋、酸豆角',
    en: 'sour bamboo shoots and pickled long beans',
    avoid: true,
    kind: 'pickle',
  },
  {
    re: /豆瓣酱|黄豆酱|\bbean paste\b/,
    zh: '豆瓣酱、黄豆酱',
    en: 'broad-bean and soybean pastes',
    avoid: true,
    kind: 'sauce',
  },
  { re: /酱油|\bsoy sauce\b/, zh: '酱油', en: 'soy sauce', avoid: true, kind: 'sauce' },
  {
    re: /鱼露|虾酱|\bfish sauce\b|\bshrimp paste\b/,
    zh: '鱼露、虾酱',
    en: 'fish sauce and shrimp paste',
    avoid: true,
    kind: 'sauce',
  },
  { re: /酸奶|\byog(h)?urt\b/, zh: '酸奶', en: 'yoghurt', avoid: false, kind: 'fine' },
  { re: /醋|\bvinegar\b/, zh: '醋', en: 'vinegar', avoid: false, kind: 'fine' },
  {
    re: /面包|馒头|发面|\bbread\b/,
    zh: '面包、馒头（酵母发面）',
    en: 'yeast-leavened bread and steamed buns',
    avoid: false,
    kind: 'fine',
  },
];

/** What to have instead, by the kind of fermented food named. */
const FERMENTED_INSTEAD: { zh: [FermentedKind, string][]; en: [FermentedKind, string][] } = {
  zh: [
    ['soy', '豆制品换成新鲜的：豆腐、豆浆、豆干、腐竹、豆芽都可以。'],
    [
      'pickle',
      '想吃酸爽的：新鲜蔬菜现拌（黄瓜、萝卜、白菜用醋、糖、盐、蒜拌，当天吃完）、醋溜白菜、糖醋菜都可以。',
    ],
    [
      'sauce',
      '调味换成新鲜的：鲜辣椒、干辣椒、自己炸的辣椒油（不加豆豉）、蒜、姜、葱、花椒、盐、醋、糖，照样做得出香辣的家常味。',
    ],
  ],
  en: [
    ['soy', 'Choose fresh soy instead: tofu, soy milk, pressed tofu, tofu skin and bean sprouts are fine.'],
    [
      'pickle',
      'For something sour and crunchy, quick pickles made fresh with vinegar, sugar, salt and garlic (cucumber, radish, cabbage — eaten the same day) are fine.',
    ],
    [
      'sauce',
      'Season with fresh things instead: fresh or dried chillies, home-made chilli oil (no black beans), garlic, ginger, spring onion, Sichuan pepper, salt, vinegar and sugar.',
    ],
  ],
};

function fermentedOnMaoi(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = FERMENTED.filter((f) => f.re.test(t));
  const avoid = named.filter((f) => f.avoid);
  if (avoid.length === 0) return null;
  const fine = named.filter((f) => !f.avoid);
  const list = (xs: typeof named) => xs.map((f) => pickZh(f, zh)).join(zh ? '、' : ', ');
  const fineLine = fine.length
    ? zh
      ? `你问到的${list(fine)}可以吃：它们酪胺很少。`
      : `The ${list(fine)} you mention are fine: they hold little tyramine.`
    : '';
  const kinds = new Set(avoid.map((f) => f.kind));
  const instead = pickZh(FERMENTED_INSTEAD, zh)
    .filter(([k]) => kinds.has(k))
    .map(([, line]) => line)
    .join(zh ? '' : ' ');
  return zh
    ? `**不能吃：${list(avoid)}都是发酵食品，酪胺高，吃苯乙肼期间和停药后两周内都要避开。** 酪胺和单胺氧化酶抑制剂一起，可能让血压突然升得很高（高血压危象）。${fineLine}${instead}吃了以后突然剧烈头痛、心跳很快、脖子发硬、大汗，立即就医。`
    : `**No: ${list(avoid)} are fermented and high in tyramine — avoid them while you take phenelzine and for two weeks after stopping.** Tyramine with an MAOI can send blood pressure suddenly very high (a hypertensive crisis). ${fineLine ? `${fineLine} ` : ''}${instead} A sudden severe headache, a pounding heart, a stiff neck or heavy sweating after eating: get medical help at once.`;
}

/** The vegan protein row's foods (after the target, computed or general). */
const VEGAN_PROTEIN_BODY = {
  zh: '你吃的这几样蛋白质大约：北豆腐100克约12克、南豆腐100克约6克；豆浆一杯（250毫升）约6–8克；烤麸100克约20克；水面筋100克约23克；豆干100克约16克；一碗米饭或一个馒头还有5–7克。比如一天一杯豆浆、150克北豆腐、100克烤麸或面筋，加上主食，就在这个范围里。面筋、烤麸是小麦蛋白，赖氨酸少，要和豆腐豆浆、豆类搭着吃，正好互补；指南建议全素的人每天大豆及制品50–80克（约相当于北豆腐150–230克）。另外吃全素一定要补维生素B12，也留心铁、钙、碘和ω-3。',
  en: 'The protein in what you eat, roughly: firm tofu about 12 g per 100 g (silken about 6 g); a glass of soy milk (250 ml) 6–8 g; kao fu (baked wheat gluten) about 20 g per 100 g; fresh wheat gluten (seitan) about 23 g per 100 g; pressed tofu about 16 g per 100 g; a bowl of rice or a steamed bun another 5–7 g. For example a glass of soy milk, 150 g of firm tofu and 100 g of kao fu or seitan a day, plus your grains, lands in that range. Gluten is low in lysine, so pair it with tofu, soy milk and beans, which complement it; China’s guidelines suggest 50–80 g of soybeans or their equivalent a day for vegans (about 150–230 g of firm tofu). On a vegan diet take vitamin B12, and watch iron, calcium, iodine and omega-3.',
};

/** The same answer as another area's row, for a follow-up its words miss. */
function textOf(rows: readonly FaqRow[], id: string): Pick<FaqRow, 'text' | 'source'> {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return { text: row.text, source: row.source };
}

const CALCIUM_CARBONATE =
  /钙尔奇|迪巧|碳酸钙|钙片|钙剂|补钙|\bcaltrate\b|\btums\b|\bcalcium( carbonate| tablets?| pills?| supplements?)?\b|\bos-?cal\b/;
const VITAMIN_D_SAID = /维生素d|维d|\bvd\b|d3|\bvitamin d\d?\b|\bvit ?d\b/;
const MEAL_TIMING =
  /饭前|饭后|餐前|餐后|空腹|随餐|吃饭时|吃饭的时候|和饭一起|\bbefore (meals?|food|eating|breakfast|dinner)\b|\bafter (meals?|food|eating|breakfast|dinner)\b|\bwith (meals?|food)\b|\bempty stomach\b/;

/** A takeaway noodle soup or hot pot whose broth is asked about. */
const NOODLE_SOUP =
  /麻辣烫|冒菜|螺蛳粉|螺狮粉|米线|酸辣粉|拉面|牛肉面|方便面|泡面|火锅|砂锅|麻辣香锅|\bmalatang\b|\bramen\b|\bpho\b|\bhot ?pot\b|\binstant noodles?\b|\bnoodle soup\b/;

const WINE = /干红|干白|红酒|葡萄酒|\bdry (red|white)\b|\bred wine\b|\bwine\b/;

const VEG_WEIGHT_LOSS =
  /吃素|素食|全素|纯素|不吃肉|戒肉|只吃素|\bvegetarian\b|\bvegan\b|\bplant[- ]based\b|\bno meat\b/;

const PERIODS_DIETING_SAID =
  /(月经|大姨妈|例假|姨妈)[\s\S]{0,30}(节食|减肥|吃太少|少吃|瘦了)|(节食|减肥|吃太少|少吃|瘦了)[\s\S]{0,30}(月经|大姨妈|例假|姨妈)|\bperiods?\b[\s\S]{0,40}\b(diet\w*|not eating|eating (too )?little)\b|\b(diet\w*|not eating)\b[\s\S]{0,40}\bperiods?\b/;

export const ROUND22_ZHBAD_FAQ: readonly FaqRow[] = [
  {
    // Round 22 zh-003: "VD和钙片能一起吃不？早上吃好还是晚上吃好，我买的是钙尔奇" was declined.
    id: 'calcium-carbonate-with-vitamin-d-when',
    when: [
      CALCIUM_CARBONATE,
      VITAMIN_D_SAID,
      /一起|同时|一块|搭配|早上|晚上|睡前|什么时候|几点|\btogether\b|\bsame time\b|\bmorning\b|\bnight\b|\bevening\b|\bwhen\b/,
    ],
    // Before or after meals asked: calcium-carbonate-meals answers (and a follow-up gets it, not this again).
    unless: [MEAL_TIMING, /骨头汤|\bbone broth\b/],
    // "Morning or evening both work" is wrong beside a medicine calcium must keep hours from (a
    // bisphosphonate or levothyroxine in the morning, a tetracycline or quinolone): their own rows answer.
    notFor: [HIGH_CALCIUM, KIDNEY, PREGNANT_OR_LACTATING, CALCIUM_SPACED_MEDICINES],
    intent: 'supplement_timing',
    text: {
      zh: '**能一起吃，而且一起吃更好：维生素D帮助钙吸收。早上、晚上都可以，关键是跟着一顿饭吃（饭中或饭后马上吃）。** 钙尔奇、迪巧这类是碳酸钙，要靠吃饭时的胃酸溶解，空腹吃吸收差；挑早饭或晚饭固定一顿，每天同一时间，不容易忘。钙尔奇大多本身就含维生素D3（包装上写“碳酸钙D3片”），另外吃的维生素D要和它加起来算，成人一天合计不超过2000国际单位（50微克）。一次吃的元素钙不超过500–600毫克，一天吃两片就分早晚两顿饭。如果还吃铁剂、甲状腺素或某些抗生素，和钙片要隔开几个小时，先问药师。',
      en: '**Yes, take them together — vitamin D helps you absorb calcium. Morning or evening both work; what matters is taking it with a meal (during or right after eating).** Caltrate and similar products are calcium carbonate, which needs the stomach acid of a meal to dissolve and is poorly absorbed on an empty stomach; pick breakfast or dinner and keep to the same meal each day so you don’t forget. Many Caltrate products already contain vitamin D3 (check for “+D3” on the label): add it to any separate vitamin D, and keep the total at or below 4,000 IU (100 µg) a day for adults. Take no more than about 500–600 mg of elemental calcium at once; if you take two tablets a day, split them between two meals. If you also take iron, thyroid medicine or certain antibiotics, they need spacing from calcium — ask your pharmacist.',
    },
    source: {
      ref: `NIH ODS, Calcium Fact Sheet for Health Professionals (calcium carbonate with food; ≤500 mg at a time); NIH ODS, Vitamin D Fact Sheet for Health Professionals (UL 100 µg); ${CN_DRIS} 维生素D（可耐受最高摄入量50微克）与钙`,
    },
  },
  {
    // Round 22 zh-004: "饭前还是饭后" after the Caltrate question got dose splitting and iron spacing.
    id: 'calcium-carbonate-meals',
    when: [
      CALCIUM_CARBONATE,
      MEAL_TIMING,
      /还是|吗|呢|好|什么时候|\?|？|\bor\b|\bshould\b|\bbetter\b|\bwhen\b/,
    ],
    unless: [/骨头汤|\bbone broth\b/],
    notFor: [HIGH_CALCIUM, KIDNEY, CALCIUM_SPACED_MEDICINES],
    intent: 'supplement_timing',
    text: {
      zh: '**饭后马上吃或吃饭时吃（随餐），不要饭前空腹吃。** 钙尔奇、迪巧这类碳酸钙要靠胃酸溶解，吃饭时胃酸最多，随餐吃吸收最好，也不容易胃胀、便秘；空腹吃吸收明显差。枸橼酸钙（柠檬酸钙）饭前饭后都能吸收，吃抑酸药（奥美拉唑等）的人更适合它。一次吃的元素钙不超过500–600毫克，量大就分两顿饭吃；和铁剂隔开约2小时。',
      en: '**With a meal or straight after eating — not before, on an empty stomach.** Calcium carbonate (Caltrate, Tums and similar) needs stomach acid to dissolve, and there is most acid while you eat, so it is absorbed best with food and causes less bloating and constipation; on an empty stomach much less is absorbed. Calcium citrate is absorbed with or without food, which suits people on acid-reducing medicines such as omeprazole. Take no more than about 500–600 mg of elemental calcium at once — split a larger amount between two meals — and keep it about 2 hours from iron.',
    },
    source: {
      ref: 'NIH ODS, Calcium Fact Sheet for Health Professionals (calcium carbonate is absorbed best with food; calcium citrate with or without food; absorption highest at ≤500 mg)',
    },
  },
  {
    // Round 22 zh-007: "麻辣烫的汤底能喝吗，我每次都喝光" got the hotpot text.
    id: 'noodle-soup-broth-drink-it',
    when: [
      NOODLE_SOUP,
      /汤|汤底|汤头|锅底|\bbroth\b|\bsoup\b/,
      /能喝|可以喝|能不能喝|喝光|喝完|喝掉|喝汤|喝了|\bdrink\b|\bfinish\b|\bok to have\b/,
    ],
    unless: [/骨头汤|鸡汤|\bbone broth\b/],
    // Gout: the purines of a hot pot's broth are its own row's answer (rows-round20-enpart.ts and others).
    notFor: [MAOI, GOUT],
    intent: 'food_sources',
    text: {
      zh: '**最好别喝光：汤底是一碗里盐和油最多的地方，喝几口尝味可以，剩下的留在碗里。** 麻辣烫、冒菜、螺蛳粉、拉面这类的盐大多溶在汤里，一碗汤喝光，盐往往就接近甚至超过一天5克的建议量；红油、骨汤底还浮着一层油。少喝汤是最省事的减盐办法。点的时候选清汤或番茄汤底、少辣油、少麻酱；菜多拿、丸子和加工肉少拿；渴了喝白水或茶。尿酸高的人更别喝：久煮的汤里嘌呤也多。血压高、心衰或肾病要限盐的人，汤一口都尽量别喝。',
      en: '**Best not to finish it: the broth is where most of the bowl’s salt and oil sit — a few sips for the taste is fine, leave the rest.** In malatang, hot pot, noodle soups and ramen most of the salt dissolves into the broth, so drinking the whole bowl can bring you close to, or past, the 5 g of salt a day guideline on its own; chilli-oil and bone broths carry a layer of fat too. Leaving the soup is the easiest salt cut there is. Choose a clear or tomato broth, less chilli oil and sesame sauce, more vegetables and fewer fish balls and processed meats, and drink water or tea if you’re thirsty. With high uric acid, skip the broth — long-simmered broth is high in purines; with high blood pressure, heart failure or kidney disease, leave it altogether.',
    },
    source: {
      ref: `${CN_GUIDE} 准则五（食盐每天不超过5克，烹调油25–30克）与准则七（会烹会选）; WHO Guideline: Sodium intake for adults and children (2012, <5 g salt a day); WS/T 560-2017 高尿酸血症与痛风患者膳食指导`,
    },
  },
  {
    // Round 22 zh-012: "改喝干红会不会好点" after half a jin of baijiu at business dinners — declined.
    id: 'switch-to-dry-red-weight',
    when: [
      WINE,
      /改喝|改成|换成|换喝|换了|改了|只喝|\bswitch\w*\b|\binstead\b|\bchange to\b/,
      /好点|好一点|好些|更好|会不会|强一点|少一点|\bbetter\b|\bless\b|\bhealthier\b|\bfewer\b/,
    ],
    unless: [/无醇|零度|无酒精|\balcohol[- ]free\b|\bnon[- ]?alcoholic\b/],
    for: LOSING_WEIGHT_SAID,
    notFor: [
      PREGNANT_OR_LACTATING,
      MINOR,
      MAOI,
      GOUT,
      INSULIN_OR_SU,
      { medicines: ['vitamin_k_antagonist', 'methotrexate', 'metronidazole', 'lithium'] },
    ],
    intent: 'how_much_nutrient',
    compose: dryRedInsteadOfSpirits,
    text: {
      zh: '**同样的酒精量，换成干红热量几乎一样，只有真的喝得少了才好一点。** 酒的热量主要来自酒精本身（每克约7千卡），不在酒的种类：一杯干红（150毫升、约13度）约含酒精15克、约120千卡；一两52度白酒（50毫升）约含酒精20克、约150千卡；一瓶干红（750毫升）约含酒精75–80克、约600千卡。干红几乎不含糖，但“红酒养生”的说法在多喝的量上不成立。换成干红、一晚只喝一两杯，才是真正少了；应酬时小口慢喝、每杯酒配一杯水或茶，先吃点主食和菜垫底。成年人一天酒精最好不超过15克。',
      en: '**For the same amount of alcohol, dry red has about the same calories — it only helps if you actually drink less.** A drink’s calories come mostly from the alcohol itself (about 7 kcal per gram), not the kind of drink: a 150 ml glass of dry red at about 13 % has about 15 g of alcohol and 120 kcal; a 50 ml shot of 52 % spirits about 20 g and 150 kcal; a 750 ml bottle of red about 75–80 g and 600 kcal. Dry red has almost no sugar, but “red wine is healthy” does not hold at larger amounts. Switching to dry red and stopping at one or two glasses an evening is what makes the difference; sip slowly, alternate each drink with water or tea, and eat something first. Adults are best keeping alcohol to no more than 15 g a day.',
    },
    source: {
      ref: `${CN_GUIDE} 准则五（成年人一天饮酒的酒精量不超过15克）; USDA FoodData Central (table wine, red; distilled spirits); Dietary Guidelines for Americans 2020–2025, ch. 1`,
    },
  },
  {
    // Round 22 zh-019: "我蛋白质基本靠豆腐豆浆和烤麸面筋，一天得吃多少才够啊" got the soy-oestrogen text.
    id: 'vegan-protein-day-soy-gluten',
    when: [
      /蛋白|\bprotein\b/,
      /豆腐|豆浆|豆干|烤麸|面筋|素肉|腐竹|豆制品|吃素|全素|纯素|素食|\btofu\b|\bseitan\b|\btempeh\b|\bsoy ?milk\b|\bvegan\b|\bplant[- ]based\b|\bvegetarian\b/,
      /多少|够|几克|一天|每天|\bhow much\b|\bhow many grams\b|\bgrams?\b|\ba day\b|\bper day\b|\bdaily\b/,
    ],
    unless: [
      /雌激素|激素|乳腺|\bestrogen\b|\boestrogen\b|蛋白粉|\bprotein powder\b|增肌|健身|撸铁|\bgym\b/,
      // Tofu or soy refused ("不想天天吃豆腐", "without eating tofu every day"): rows-everyday.ts
      // vegan-protein-enough answers how to get there without it (answers lock r1/en-021); so does
      // "is it enough" for the foods named ("纯素每天豆腐加坚果 蛋白质够不够").
      /够不够|够吗|够了吗|够不|够没|\bis (that|it|this) enough\b|\benough\?/,
      /(不想|不爱|不喜欢|不要|不吃|吃腻|吃烦|不能|除了)[^，。？?]{0,8}(豆腐|豆制品|豆浆|大豆)|\b(without|no|not|hate|avoid|besides|other than|tired of|don'?t (like|want|eat))\b[^.?!]{0,25}\b(tofu|soy)\b/,
    ],
    notFor: [KIDNEY, PKU, PREGNANT_OR_LACTATING, MINOR],
    intent: 'how_much_nutrient',
    compose: (said, zh) => {
      const kg = KG_FROM_WORDS(said);
      if (!kg || kg < 35 || kg > 150) return null;
      const lo = ROUND5(kg * 1.0);
      const hi = ROUND5(kg * 1.2);
      return zh
        ? `**按你${kg}公斤算，吃全素每天蛋白质约${lo}–${hi}克（每公斤体重约1.0–1.2克，比一般人略多一点，因为植物蛋白消化率稍低）。** ${VEGAN_PROTEIN_BODY.zh}`
        : `**At ${kg} kg, on a vegan diet aim for about ${lo}–${hi} g of protein a day (about 1.0–1.2 g per kg — a little more than usual because plant protein is slightly less well digested).** ${VEGAN_PROTEIN_BODY.en}`;
    },
    text: {
      zh: `**吃全素的成年女性每天蛋白质约55–65克、男性约65–80克（每公斤体重约1.0–1.2克，比一般人略多一点，因为植物蛋白消化率稍低）。** ${VEGAN_PROTEIN_BODY.zh}`,
      en: `**On a vegan diet, adult women need about 55–65 g of protein a day and men about 65–80 g (about 1.0–1.2 g per kg — a little more than usual because plant protein is slightly less well digested).** ${VEGAN_PROTEIN_BODY.en}`,
    },
    source: {
      ref: `${CN_DRIS} 蛋白质（成年女性55克/天、男性65克/天）; ${CN_GUIDE} 素食人群膳食指南（全素人群大豆及其制品每天50–80克）; ${CN_FOOD}（北豆腐、豆浆、烤麸、水面筋）; Melina V et al. Position of the Academy of Nutrition and Dietetics: vegetarian diets, J Acad Nutr Diet 2016;116:1970–1980`,
    },
  },
  {
    // Round 22 zh-030: "婆婆天天炖猪脚汤还让我吃桂圆、阿胶，说孕早期要大补" got the older person's soup text.
    id: 'pregnancy-tonics-trotter-longan-ejiao',
    when: [
      /猪脚|猪蹄|桂圆|龙眼|阿胶|鸡汤|补品|大补|进补|补身|\bpigs?'? ?(feet|trotters?)\b|\blongans?\b|\bejiao\b|\btonics?\b/,
      /大补|进补|补身|补一补|补补|要补|可以吗|行吗|能吃吗|这样吃|好吗|对吗|\bgood for\b|\bok\b|\bshould i\b|\bsafe\b|\bbuild (me )?up\b/,
    ],
    // Iron and the blood, or a food myth (crab, rabbit), are the folk-iron and food-myth rows' questions.
    // Liver said beside the tonics is its vitamin A question (blind answer round 34, en-084, development data:
    // "red date and longan soup and pig liver every day … is pig liver ok" never answered the liver).
    unless: [
      /补血|贫血|补铁|\banaemi\w*|\banemi\w*|\biron\b|螃蟹|兔|燕窝|人参|\bbird'?s ?nest\b|\bginseng\b/,
      /猪肝|鸡肝|鸭肝|羊肝|牛肝|肝脏|\bliver\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕早期不需要“大补”：这个阶段每天需要的能量和孕前一样，不用多吃；猪脚汤偶尔喝可以，桂圆少量当水果吃，阿胶不建议当补品吃。** 猪脚汤脂肪多、汤里营养少，偶尔喝一小碗要撇掉浮油、连肉一起吃，天天喝容易体重长太快。桂圆（龙眼）是很甜的水果，一次10颗左右，算进每天200–300克水果里；桂圆干更甜，几颗就够。阿胶主要是驴皮熬出的胶原蛋白，铁很少，“补血安胎”没有证据，孕期安全性也没有研究，不要天天吃。孕早期真正要做的是：每天吃含400微克叶酸的补充剂、吃碘盐，三餐吃好——主食、蔬菜水果、鱼禽蛋瘦肉、奶和豆制品都有；吐得厉害就少量多餐，能吃下什么先吃什么。可以跟婆婆说，产检医生建议“均衡吃、不用补”。任何中药补品、保健品想吃，先问产科医生。',
      en: '**Early pregnancy does not need “building up”: in the first trimester you need no more energy than before pregnancy. Pig-trotter soup now and then is fine, longan is fine in small amounts as fruit, and ejiao (donkey-hide gelatin) is not worth taking as a tonic.** Trotter soup is fatty and most of the nutrition stays in the meat — have a small bowl occasionally, skim the fat and eat the meat too; every day it adds weight too fast. Longan is a very sweet fruit: about 10 at a time, counted within 200–300 g of fruit a day (dried longan is far sweeter — a few only). Ejiao is mostly collagen from donkey hide with little iron; there is no evidence it “builds blood” or protects a pregnancy, and its safety in pregnancy has not been studied, so don’t take it daily. What early pregnancy does need: a daily supplement with 400 µg of folic acid, iodised salt, and balanced meals — starch, vegetables and fruit, fish, poultry, eggs or lean meat, dairy and soy; with nausea, small frequent meals of whatever you can keep down. Ask your obstetrician before any herbal tonic or supplement.',
    },
    source: {
      ref: `${CN_DRIS} 能量（孕早期不增加）; ${CN_GUIDE} 孕期妇女膳食指南（补充叶酸400微克/天、选用碘盐、孕中期水果200–300克）; ACOG, Nutrition During Pregnancy (FAQ001); ${CN_FOOD}`,
    },
  },
  {
    // Round 22 zh-040: "荔枝榴莲这种很甜的可以吃吗" after the fruit amount in pregnancy — declined.
    id: 'pregnancy-very-sweet-fruit',
    when: [
      /荔枝|榴莲|桂圆|龙眼|芒果|葡萄|车厘子|樱桃|菠萝蜜|香蕉|甜的水果|水果.{0,6}甜|\blychees?\b|\bdurian\b|\blongans?\b|\bmangos?(es)?\b|\bgrapes\b|\bcherries\b|\bjackfruit\b|\bsweet fruits?\b/,
      /可以吃|能吃|能不能吃|可不可以|行吗|行不行|吃吗|很甜|太甜|这么甜|糖分高|\bcan i (eat|have)\b|\bok\b|\bsafe\b|\btoo sweet\b|\bso sweet\b/,
    ],
    // How much a day is pregnancy-fruit-amount's question; myths ("上火", "寒凉") the food-myth row's.
    unless: [
      /多少|几个|几颗|几斤|\bhow (much|many)\b|上火|热气|寒凉|凉性|热性|性热|流产|\bmiscarr\w*|\bheaty\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    compose: sweetFruitInPregnancy,
    text: {
      zh: '**可以吃，但要算在每天200–300克水果里、一次只吃一小份：荔枝6–8颗、榴莲一小块、桂圆10颗左右、芒果半个。** 这些水果糖分高，一次吃一大盘血糖和体重都容易上去，也别拿来代替饭；放在两餐之间吃，和不太甜的水果（苹果、梨、草莓、柚子）轮换。还没做糖耐的照平常吃就行；已经诊断妊娠期糖尿病的，甜水果的份量按营养师给的来。',
      en: '**Yes, within 200–300 g of fruit a day and a small portion at a time: 6–8 lychees, a small piece of durian, about 10 longans, half a mango.** They are high in sugar, so a whole plateful at once pushes up blood glucose and weight, and they should not replace a meal; have them between meals and rotate with less sweet fruit (apple, pear, berries, pomelo). If your glucose test is still to come, eat as you normally do; with gestational diabetes, follow your dietitian’s portions.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南（孕中期水果200–300克/天）; ${CN_FOOD}（荔枝、榴莲、桂圆）; 妊娠期高血糖诊治指南（2022）中华妇产科杂志; ACOG, Nutrition During Pregnancy (FAQ001); USDA FoodData Central (lychee, durian, mango)`,
    },
  },
  {
    // Round 22 zh-056: "停了腿会不会抽筋啊" after self-bought magnesium with eGFR 22 — declined.
    id: 'ckd-stopping-magnesium-cramps',
    when: [
      /抽筋|腿抽|痉挛|\bcramp\w*\b/,
      /停了|停掉|不吃了|停用|不吃镁|停镁|停(药|吃)|\bstop(ped|ping)?\b|\bcome off\b|\bwithout\b/,
      // Whether stopping brings cramps; what to do about cramps is rows-kidney-heart.ts ckd-leg-cramps'.
      /会不会|会抽|会再|会复发|还会|吗|\bwill\b|\bcome back\b|\bworried\b|\bworse\b/,
    ],
    unless: [/咋整|怎么办|咋办|怎么缓解|\bwhat (do|can|should) i do\b|\bhow (do i|to) (stop|ease|relieve)\b/],
    for: CKD,
    notFor: [NOT_CKD_DIET],
    intent: 'medicine_question',
    text: {
      zh: '**停了镁片，多数人腿抽筋不会因此变多：老年人夜里腿抽筋大多不是缺镁引起的，研究里镁片预防这种抽筋的效果和安慰剂差不多。** 而肾功能下降时镁排不出去，自己买的镁片会在体内蓄积，镁过高会无力、心跳变慢、血压低，这比抽筋危险——所以自己买的先停（如果镁是医生开的，先别自己停，问开药的医生），下次看肾内科时告诉医生你吃过多久、吃多少，请医生查一次血镁、钙、钾、磷；确实缺什么，由医生开。抽筋时：把脚尖往自己身体方向扳、下地走几步、热敷按摩；睡前拉伸小腿（面对墙站、后脚跟踩地、身体往前倾，停一会儿，做几次）；被子别压着脚背。不要自己改吃钙片或别的补充剂“顶一下”。抽筋越来越频繁，或者伴随无力、心慌、手脚麻木，尽快就医。',
      en: '**For most people, stopping magnesium does not bring more cramps: night leg cramps in older adults are rarely caused by a lack of magnesium, and in trials magnesium worked no better than a placebo for them.** With reduced kidney function, magnesium is not cleared, so self-bought tablets build up — high magnesium causes weakness, a slow heartbeat and low blood pressure, which is more dangerous than a cramp. So stop tablets you bought yourself (if a doctor prescribed the magnesium, don’t stop it on your own — ask them), and at your next kidney appointment tell the doctor how long and how much you took and ask for magnesium, calcium, potassium and phosphate to be checked; anything you really lack, the doctor prescribes. During a cramp: pull your toes up towards you, get up and walk, use warmth and massage; stretch your calves before bed (face a wall, back heel on the floor, lean forward, hold, repeat); keep bedclothes off your feet. Don’t switch to calcium or another supplement “to tide you over”. Cramps getting more frequent, or with weakness, palpitations or numbness: get seen soon.',
    },
    source: {
      ref: 'Garrison SR et al. Magnesium for skeletal muscle cramps. Cochrane Database Syst Rev 2020;(9):CD009402; NIH ODS, Magnesium Fact Sheet for Health Professionals (kidney impairment and hypermagnesaemia); NHS, Leg cramps (stretching)',
    },
  },
  {
    // Round 22 zh-058: "鸡蛋每天一个可以吧" after "我65公斤，还没透析，一天蛋白质能吃多少" got the older person's eggs.
    id: 'ckd-egg-a-day-in-budget',
    when: [
      /鸡蛋|蛋黄|蛋清|(?<!白)蛋(?!白|糕)|\beggs?\b/,
      /(每天|一天|天天|每日)[^，。？?]{0,4}(一|两|俩|二|三|[1-3])\s*个|(一|两|俩|二|三|[1-3])\s*个[^，。？?]{0,4}(每天|一天|天天)|可以吧|可以吗|行吧|行吗|没问题吧|能吃吗|\b(one|two|an?) eggs? a day\b|\bok\b/,
    ],
    unless: [/蛋白粉|\bprotein powder\b|尿蛋白|蛋白尿|\bproteinuria\b/],
    for: CKD,
    notFor: [NOT_CKD_DIET, NEPHROTIC],
    intent: 'how_much_nutrient',
    compose: ckdEggs,
    text: {
      zh: '**每天一个鸡蛋可以。** 没透析的慢性肾病3–5期，蛋白质每天约0.55–0.6克/公斤体重（60公斤约33–36克，70公斤约39–42克）；一个鸡蛋约6–7克，是很好的优质蛋白，正好算在这个量里——别的肉、鱼、奶、豆腐相应少一点，总量别超。',
      en: '**One egg a day is fine.** With CKD stages 3–5 not on dialysis, protein is about 0.55–0.6 g per kg a day (about 33–36 g at 60 kg, 39–42 g at 70 kg); an egg has about 6–7 g of high-quality protein and fits within that — have a little less meat, fish, dairy or tofu so the total stays the same.',
    },
    source: {
      ref: `KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), guidelines 3.0.1 and 4.1 (phosphorus, additives); ${CN_FOOD} 鸡蛋`,
    },
  },
  {
    // Round 22 zh-076: "出门身上备点啥吃的比较好" after lows and a high HbA1c on insulin — declined; en-086
    // "What should I keep in the car in case my sugar drops while driving? Candy? Juice?" — the treatment of
    // a low, but not what to do at the wheel (the en batch's hypo-kit-for-driving, merged into this row).
    id: 'insulin-going-out-what-to-carry',
    when: [
      eitherOf(
        // Going out, with no low named ("防低血糖": how to treat one is the hypo answer's, reading.test.ts)
        // and not how many sweets or which one (rows-kidney-heart.ts hypo-which-sweets' question).
        { all: [GOING_OUT, CARRY_FOOD], none: [LOW_NAMED, WHICH_SWEETS] },
        // At the wheel, a low named: what to keep in the car and what to do.
        { all: [DRIVING, SUGAR_DROP, KEEP_OR_WHAT] },
      ),
      // Implied by either branch: the weight of the driving row's three patterns (select.ts).
      anyOf(GOING_OUT, DRIVING),
      anyOf(CARRY_FOOD, SUGAR_DROP),
    ],
    for: INSULIN_OR_SU,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**出门、开车身上都带两样吃的：一份“快糖”救低血糖，一份饼干或面包防止饭点推迟；开车时放在驾驶座伸手能拿到的地方。** ①快糖（含15–20克糖、不含脂肪）：3–4片葡萄糖片或葡萄糖凝胶，或几颗水果硬糖、软糖（看包装凑够15–20克），或一小盒果汁、含糖（不是无糖）可乐；心慌、手抖、出汗、发饿或测出低于3.9时马上吃，15分钟后再测，还低再吃一次。巧克力、坚果含脂肪，升糖慢，不适合救急；无糖糖果没用。②一小份慢一点的碳水：几片苏打饼干、一个小面包、一小袋全麦饼干或一根谷物棒——饭点推迟时先垫一下，或快糖把血糖升上来后离下一顿还早时吃。另外带上血糖仪，钱包里放张卡片写明“我有糖尿病、在用胰岛素”。开车的：硬糖可以，但要嚼得快的；上车前测一次血糖，低于5 mmol/L先吃点东西再开，低于4（70毫克/分升）就不要开；长途每2小时左右停车测一次。开车时觉得要低，马上找安全的地方靠边停车、熄火、拔钥匙（坐到副驾驶更好），吃快糖，15分钟后复测，升上来后再吃那份饼干；血糖回到5以上后还要再等约45分钟才能继续开（反应力恢复得比血糖慢）。打了胰岛素就按时吃饭，不要空着肚子出门走很久；有过低血糖、或低血糖反复出现，请尽快告诉医生调整剂量。人已经迷糊、叫不醒或不能吞咽，不要喂东西，马上打120。',
      en: '**Carry two kinds of food when you go out or drive: fast sugar to treat a low, and crackers or bread in case a meal is late — in the car, within reach of the driver’s seat.** ① Fast sugar (15–20 g, no fat): 3–4 glucose tablets or glucose gel, a few hard or jelly sweets (check the packet for 15–20 g), a small carton of juice or a regular (not diet) soda — take it at once for shakiness, sweating, a pounding heart, sudden hunger or a reading under 3.9 mmol/L, recheck after 15 minutes and repeat if still low. Chocolate and nuts contain fat and work too slowly; sugar-free sweets do nothing. ② A slower snack: a few crackers, a small bread roll, a packet of wholegrain biscuits or a cereal bar — to tide you over when a meal is delayed, or after the fast sugar if your next meal is a while away. Take your meter too, and keep a card in your wallet saying you have diabetes and use insulin. If you drive: candy works if you can chew it fast (jelly beans); check before setting off — under 5 mmol/L (90 mg/dL) eat something first, and under 4 (70 mg/dL) do not drive; on a long trip check about every 2 hours. If you feel a low coming on, pull over somewhere safe, switch off the engine and take the key out (moving to the passenger seat is better), take the fast sugar, recheck after 15 minutes, then eat the starchy snack; once you are back above 5 mmol/L, wait about 45 more minutes before driving on — your reactions recover later than the number. Eat on time after insulin rather than going out for long on an empty stomach, and tell your doctor soon about any lows you have had, or if they keep happening, so the dose can be adjusted. If someone is confused, cannot be woken or cannot swallow, give nothing by mouth and call emergency services.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Glycemic Goals and Hypoglycemia (15–20 g glucose, recheck after 15 minutes; carry glucose); UK DVLA, INF294 Information for drivers with diabetes (2023: “five to drive” — test before driving, do not drive under 4.0 mmol/L, eat a snack at 5.0 or less; stop, treat and wait 45 minutes after glucose is back to normal); American Diabetes Association, Diabetes and driving. Diabetes Care 2014;37 Suppl 1:S97–S103; 中华医学会糖尿病学分会 中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  {
    // Round 22 zh-078: "苹果梨呢" after "血钾5.4，哪些水果现在不能吃了" — declined, though the first answer named them.
    id: 'potassium-held-fruits-named',
    when: [
      /钾|\bpotassium\b/,
      /苹果|梨|葡萄|菠萝|凤梨|西瓜|草莓|蓝莓|桃|香蕉|橙|猕猴桃|奇异果|哈密瓜|榴莲|枣|牛油果|芒果|果干|椰子水|\bapples?\b|\bpears?\b|\bgrapes\b|\bpineapples?\b|\bwatermelons?\b|\bberr(y|ies)\b|\bpeach(es)?\b|\bbananas?\b|\boranges?\b|\bkiwis?\b|\bmelon\b|\bdurian\b|\bdates?\b|\bavocados?\b|\bmangos?(es)?\b/,
      /呢|吗|可以|能吃|行不行|行吗|\?|？|\bwhat about\b|\bhow about\b|\bok\b|\bcan i\b/,
    ],
    // A follow-up naming fruits after a potassium question: the message before it already got the general
    // list (rows-kidney-heart.ts potassium-high-fruit), which a row may not repeat. Fruit asked about as a
    // whole ("水果是不是一点都不能吃了，苹果呢") is that list's question (answers lock r7/zh-128). The words
    // are read with the message before it, so "哪些水果不能吃" there must not count.
    unless: [
      /水果(是不是|都|还|也|能不能|一点)|一点都不能吃|全都不能|\bfruits? (at all|altogether)\b|\b(all|any) fruits?\b/,
    ],
    followUpOnly: true,
    for: POTASSIUM_HELD,
    // A potassium already low is not held (blind answer round 29, en-029 and zh-046, unsafe).
    notFor: [{ conditions: ['dialysis'] }, LOW_POTASSIUM],
    intent: 'food_sources',
    compose: fruitsWithPotassiumHeld,
    text: {
      zh: '**苹果、梨、葡萄、菠萝、西瓜、草莓蓝莓这类钾较低的水果可以吃，每天一到两份、每份约一个拳头大小；香蕉、橙子、猕猴桃、哈密瓜、榴莲、红枣和果干先少吃。** 果汁先不喝，低钠盐（含钾）也不要用。下次抽血血钾降下来后，可以和医生商量放宽。',
      en: '**Lower-potassium fruit — apples, pears, grapes, pineapple, watermelon, berries — is fine, one or two fist-sized portions a day; cut back on bananas, oranges, kiwi, melon, durian, dates and dried fruit.** Skip juice for now, and no potassium salt substitutes. When your potassium is back in range, ask your doctor whether you can relax this.',
    },
    source: {
      ref: `National Kidney Foundation, Potassium and Your CKD Diet (2023: high- and low-potassium foods); ${CN_FOOD}（水果钾含量）; NIH ODS, Potassium Fact Sheet for Health Professionals`,
    },
  },
  {
    // Round 22 zh-120: "纳豆、韩国泡菜、老坛酸菜这类发酵的能吃吗" on phenelzine got the eating-out text; zh-116
    // "酱油、腐乳、臭豆腐能吃吗，我湖南人离不开这些" (phenelzine) — the stock list, no way to cook without them
    // and no warning signs (the other batch's maoi-fermented-condiments-cooking, merged into this row).
    id: 'maoi-fermented-foods-named',
    when: [
      eitherOf(
        // The fermented foods named, can I eat them.
        { all: [FERMENTED_NAMED, CAN_EAT] },
        // Condiments one can't cook without: what to use instead.
        { all: [FERMENTED_CONDIMENT, CANT_DO_WITHOUT] },
      ),
      anyOf(FERMENTED_NAMED, FERMENTED_CONDIMENT),
    ],
    // The text speaks of phenelzine; linezolid's tyramine answer is the medicine–diet table's. Douchi, sour
    // bamboo and luosifen named on their own are maoi-chinese-fermented's (rows-medicines.ts).
    // Cheese asked beside them: the MAOI list answers both (rows-medicines.ts, blind answer round 50, en-005).
    unless: [/奶酪|芝士|起司|乳酪|\bcheeses?\b/],
    for: PHENELZINE,
    notFor: [{ medicines: ['linezolid'], said: /利奈唑胺|斯沃|\blinezolid\b|\bzyvox\b/ }],
    intent: 'medicine_question',
    // The foods named, worked out; condiments one can't cook without, what to cook with instead.
    compose: (said, zh) =>
      CANT_DO_WITHOUT.test(said.text.toLowerCase())
        ? zh
          ? MAOI_CONDIMENTS_TEXT.zh
          : MAOI_CONDIMENTS_TEXT.en
        : fermentedOnMaoi(said, zh),
    text: {
      zh: '**发酵食品大多不能吃：纳豆、韩国泡菜、酸菜、腐乳、臭豆腐、豆豉、味噌、酸笋和酱油都是发酵的，酪胺可能很高，吃苯乙肼这类单胺氧化酶抑制剂时吃了可能让血压骤升；吃药期间和最后一次服药后两周内都要避开。** 一并要避开的还有：剁辣椒和酸豆角、酸萝卜这类腌了发酵的、蚝油、鱼露、豆瓣酱、腊肉腊鱼。酸奶、醋、发面的馒头面包可以。想吃酸爽的，新鲜蔬菜用醋、糖、盐现拌、当天吃完就行。湘菜的味道大部分可以保住：新鲜辣椒或干辣椒、自己泼的辣椒油、蒜、姜、葱、花椒、紫苏、醋、盐加一点糖，都可以用；要“酱香”可以用少量糖色、番茄炒出的汁。吃了以后如果突然剧烈头痛（常在后脑）、心跳又快又重、脖子发硬、恶心呕吐、大汗或胸痛，是高血压危象的表现，请立即去急诊。',
      en: '**Most fermented foods are out: natto, kimchi, suan cai and sauerkraut, fermented bean curd, stinky tofu, fermented black beans, miso, sour bamboo shoots and soy sauce can be high in tyramine, and on phenelzine or another MAOI can send blood pressure soaring — avoid them while you take it and until two weeks after the last dose.** Also avoid: chopped salted chilli and pickled beans or radish, oyster sauce, fish sauce, bean pastes, cured pork and fish. Yoghurt, vinegar and yeast-leavened bread are fine. For something sour, quick pickles made fresh with vinegar, sugar and salt and eaten the same day are fine. Most of Hunan cooking’s flavour can stay: fresh or dried chilli, your own chilli oil, garlic, ginger, spring onion, Sichuan pepper, perilla, vinegar, salt with a pinch of sugar; for a savoury colour, a little caramel or a reduced tomato sauce. After eating, a sudden severe headache (often at the back of the head), a pounding fast heartbeat, a stiff neck, nausea or vomiting, heavy sweating or chest pain is a hypertensive crisis — go to the emergency department at once.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §5 (hypertensive crisis) and table of foods (fermented soy products, sauerkraut, fermented foods); Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104; Flockhart DA. Dietary restrictions and drug interactions with monoamine oxidase inhibitors: an update. J Clin Psychiatry 2012;73 Suppl 1:17–24',
    },
  },
  {
    // Round 22 zh-128: "小红书上都说戒糖戒奶能改善痘痘，真的假的" on isotretinoin — declined; en-150 "does dairy
    // cause acne? should i cut out milk and my whey protein" — the protein target (the en batch's
    // dairy-whey-and-acne, merged into this row).
    id: 'acne-sugar-dairy-diet',
    // With the en batch's dairy-whey-and-acne words (merged into this row).
    when: [
      /痘|粉刺|青春痘|痤疮|\bacne\b|\bpimples?\b|\bspots\b|\bbreakouts?\b|\bbreaking out\b|\bzits?\b/,
      /戒糖|戒奶|少糖|控糖|不吃糖|不喝奶|牛奶|奶制品|乳制品|甜食|饮食|吃什么|忌口|高gi|乳清|蛋白粉|酸奶|奶酪|\bsugar\w*\b|\bdairy\b|\bmilk\b|\bdiet\b|\bfoods?\b|\bchocolate\b|\bhigh[- ]gi\b|\bwhey\b|\bprotein (powder|shakes?)\b|\bcheese\b|\byogh?urt\b/,
    ],
    // "does dairy cause acne? should i cut out milk and my whey protein" is one question (round 22 en-150).
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**半真半假：少吃高糖、精制的食物可能让痘痘轻一点，牛奶（尤其脱脂奶）和痘痘有一些关联，但证据都不强，不需要把糖和奶完全戒掉，更代替不了治疗。** 研究里，低升糖指数饮食（少喝奶茶、含糖饮料，少吃甜点、白面包，多吃全谷物、蔬菜、豆类）对部分人的痘痘有小幅改善；牛奶和痘痘的关联主要来自调查，脱脂奶比全脂奶更明显，酸奶、奶酪没看到同样的关联。可以试着先把奶茶、甜饮料、甜点减下来，牛奶每天不超过一两杯、观察一两个月。乳清蛋白粉和长痘的关联在病例报告里更明显（开始吃乳清后爆痘、停掉后好转），长痘又在喝乳清的，可以先停8–12周看看，蛋白质从正常饭菜里吃够（鸡蛋、鱼、鸡肉、豆制品），或换成豌豆/大豆蛋白粉。完全戒奶的话要从豆腐（选钙凝固的）、豆浆（选加钙的）、绿叶菜补钙。在吃异维A酸等祛痘药的，药才是主力，不管吃什么都照常起效：按医嘱吃，不要节食（异维A酸要随餐、有点油脂吸收才好），也不要另吃维生素A补充剂。',
      en: '**Partly true: cutting sugary, refined foods may make acne a little better, and milk (especially skim milk) has some link with acne, but the evidence is weak — there is no need to cut out sugar and dairy completely, and diet does not replace treatment.** In trials a low-glycaemic diet (fewer sugary drinks, sweets and white bread; more whole grains, vegetables and beans) modestly improved acne for some people; the milk link comes mostly from surveys and is clearer for skim milk than whole milk, with no such link seen for yoghurt or cheese. Try cutting sugary drinks and desserts first and keeping milk to a glass or two a day for a month or two. Whey protein powder has a clearer link with breakouts in case reports (breakouts starting with whey and clearing after stopping it): if you use it and have acne, try 8–12 weeks without it and get your protein from meals — eggs, fish, chicken, soy — or a pea or soy protein powder. If you drop dairy altogether, get calcium from calcium-set tofu, calcium-fortified soy milk and leafy greens. On isotretinoin or other acne medicine, the medicine does the work whatever you eat: take it as prescribed, don’t diet (isotretinoin is absorbed best with a meal containing some fat), and don’t add vitamin A supplements.',
    },
    source: {
      ref: 'Reynolds RV et al. Guidelines of care for the management of acne vulgaris, J Am Acad Dermatol 2024;90:1006.e1–1006.e30 (diet); Smith RN et al. A low-glycemic-load diet improves symptoms in acne vulgaris patients, Am J Clin Nutr 2007;86:107–115; Juhl CR et al. Dairy intake and acne vulgaris: a systematic review and meta-analysis, Nutrients 2018;10:1049; Zaenglein AL et al. Guidelines of care for the management of acne vulgaris, J Am Acad Dermatol 2016;74:945–973 (diet: limited evidence for skim milk and high-glycaemic diets); Aghasi M et al. Dairy intake and acne development: a meta-analysis, Clin Nutr 2019;38:1067–1075; Cengiz FP et al. Acne located on the trunk, whey protein supplementation: is there any association? Health Promot Perspect 2017;7:106–108; Absorica/isotretinoin US prescribing information (take with food; avoid vitamin A supplements)',
    },
  },
  {
    // Round 22 zh-143: "尿酸520，体重也超标，怎么减肥不诱发痛风" got the general weight-loss template.
    id: 'gout-weight-loss-without-flare',
    when: [
      /痛风|尿酸|\bgout\b|\buric\b|\burate\b/,
      /减肥|减重|减脂|瘦下来|瘦身|\blos(e|ing) weight\b|\bweight loss\b|\bslim\w*\b/,
    ],
    unless: [/喝酒|啤酒|白酒|海鲜|\bbeer\b|\bseafood\b/],
    notFor: [MINOR, PREGNANT_OR_LACTATING, NO_DEFICIT, KIDNEY],
    intent: 'weight_change',
    text: {
      zh: '**减重对降尿酸有帮助，关键是慢慢减：每周减0.5–1公斤（每月2–4公斤），不要节食、断食或生酮。** 饿肚子、断食、极低碳水（生酮）和快速减重时，身体分解脂肪产生的酮体会和尿酸抢着从肾脏排出，血尿酸反而会一时升高，容易诱发痛风发作。做法：每天比平时少吃约500千卡，三餐规律，主食不要完全不吃（换一半成杂粮、薯类）；蛋白质多靠牛奶、酸奶、鸡蛋、豆腐，不用大量肉和海鲜来代替主食；每天喝水2000毫升以上；戒掉啤酒、白酒和含糖饮料、果汁（果糖会升尿酸）；运动从快走、骑车、游泳这类中等强度开始，避免一下子剧烈运动。降尿酸的药按医生说的继续吃，不要因为在减肥自己停；减重初期如果有发作，及时找医生处理。',
      en: '**Losing weight helps lower uric acid — the key is to lose it slowly: about 0.5–1 kg a week, with no crash diet, fasting or keto.** When you starve, fast, go very low-carb or lose weight fast, the ketones from burning fat compete with uric acid for excretion by the kidneys, so blood urate rises for a while and can trigger a flare. How: eat about 500 kcal a day less than usual, keep regular meals and don’t drop starch altogether (swap half for whole grains or potatoes); get protein mostly from milk, yoghurt, eggs and tofu rather than piling on meat and seafood; drink at least 2 litres of water a day; cut out beer, spirits, sugary drinks and fruit juice (fructose raises urate); build up exercise with moderate activity — brisk walking, cycling, swimming — rather than sudden hard sessions. Keep taking any urate-lowering medicine as prescribed while you lose weight, and see your doctor promptly if a flare comes in the early weeks.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout, Arthritis Care Res 2020;72:744–760 (weight loss; limit alcohol and high-fructose corn syrup); 中华医学会内分泌学分会 中国高尿酸血症与痛风诊疗指南（2019）; WS/T 560-2017 高尿酸血症与痛风患者膳食指导; NICE CG189 Obesity (2014, updated 2023) 1.7',
    },
  },
  {
    // Round 22 zh-149: "柠檬酸钙药店买得到吗 有啥牌子" after omeprazole and calcium — declined.
    id: 'calcium-citrate-where-to-buy',
    when: [
      /柠檬酸钙|枸橼酸钙|\bcalcium citrate\b|\bcitracal\b/,
      // Where or which brand; which form ("柠檬酸钙和碳酸钙哪个吸收好") is calcium-citrate-or-carbonate's.
      /买|药店|网上|牌子|品牌|哪里有|哪儿有|\bbuy\b|\bbrands?\b|\bpharmacy\b|\bwhere\b|\bstores?\b/,
    ],
    notFor: [HIGH_CALCIUM, KIDNEY],
    intent: 'product_question',
    text: {
      zh: '**买得到：药店和网上都有枸橼酸钙（就是柠檬酸钙，同一种东西），有的是非处方药，有的是保健食品。** 我不推荐具体牌子，挑的时候看三点：①成分表写“枸橼酸钙”或“柠檬酸钙”，不要买成碳酸钙（钙尔奇、迪巧都是碳酸钙）；②看“每片含钙”（元素钙）多少——枸橼酸钙含钙只有约21%，每片常在200–300毫克，片数会比碳酸钙多，按你原来钙片的元素钙量换算；③含维生素D的更方便，维生素D一天合计不超过2000国际单位。进口的有Citracal等牌子，国产的在药店问“枸橼酸钙片”就行。它空腹、随餐都能吸收，适合长期吃奥美拉唑的人；如果在吃阿仑膦酸钠，钙片仍然放在当天晚些时候吃，和阿仑膦酸钠至少隔开半小时以上（最好放到午饭或晚饭）。',
      en: '**Yes — pharmacies and online shops sell calcium citrate, over the counter.** I can’t recommend a brand, but check three things: ① the label says calcium citrate, not calcium carbonate (Caltrate, Tums and Os-Cal are carbonate); ② the elemental calcium per tablet — citrate is only about 21 % calcium, typically 200–315 mg a tablet, so you need more tablets than with carbonate; match the elemental calcium of what you took before; ③ one with vitamin D is handy, keeping total vitamin D at or below 4,000 IU a day. Citracal is a widely sold brand; store brands of “calcium citrate + D” are the same thing. It is absorbed with or without food, which suits long-term omeprazole; on alendronate, still take the calcium later in the day — at least half an hour after the alendronate, ideally with lunch or dinner.',
    },
    source: {
      ref: `NIH ODS, Calcium Fact Sheet for Health Professionals (calcium citrate 21 % calcium, absorbed with or without food, better with reduced stomach acid); Fosamax (alendronate) US prescribing information §2 (wait at least 30 minutes before other medicines or supplements); ${CN_DRIS} 维生素D（可耐受最高摄入量50微克）`,
    },
  },
  {
    // Round 22 zh-155: "同学都在喝酵素和减肥茶，有用吗" — each answers alone; both named were declined. en-071 "my
    // friend drinks laxative tea to stay skinny, does that actually work" (a teenager, no plan) — the
    // slimming-tea text with lithium and digoxin caveats, nothing on an eating disorder or telling someone
    // (the en batch's teen-friend-laxative-tea, merged into this row). The text speaks to a teenager and an
    // adult alike (a trusted adult at school, or a doctor).
    id: 'enzyme-and-slimming-tea',
    when: [
      eitherOf(
        // Enzyme drinks beside slimming teas (not the pancreatic or lactase enzymes one is prescribed).
        { all: [ENZYME, SLIMMING_TEA], none: [PRESCRIBED_ENZYME] },
        // A friend's laxative tea to stay thin.
        { all: [LAXATIVE_TEA, TO_BE_THIN, FRIEND] },
      ),
      // Implied by either branch: the weight of the friend row's three patterns (select.ts).
      anyOf(ENZYME, LAXATIVE_TEA),
      anyOf(SLIMMING_TEA, TO_BE_THIN),
    ],
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**都没用：酵素、减肥茶和泻药茶都减不了脂肪，掉的是水和肠子里的东西，一停体重就回来。** 酵素就是酶，是蛋白质，喝下去会像别的蛋白质一样被消化掉，不会进到身体里“分解脂肪”。减肥茶、清肠类酵素里常有番泻叶、大黄这类泻药或利尿成分，喝了拉肚子、掉秤，长期喝会脱水、血钾变低（可能引起心律不齐），肠道离不开泻药；监管部门还多次查出这类产品偷偷加了西布曲明、酚酞等违禁药。为了“保持瘦”去喝泻药茶，也可能是进食障碍的信号——这不是你朋友的错，是需要帮助的事。如果是朋友在喝，你可以私下、不带评判地告诉朋友你在担心，不要聊体重和身材，鼓励朋友去看医生；如果你们还在上学，请把这件事告诉一位信任的大人（父母、班主任、校医或心理老师），让大人帮忙联系医生。未满18岁的人不要节食减重，请和家长一起找医生评估。想让体型好一点：三餐按时吃，每餐有主食、蛋白质（蛋、奶、豆、鱼肉）和蔬菜，少喝奶茶和含糖饮料，每天运动一小时。喝了以后头晕、晕倒、心慌，要马上就医。',
      en: '**Neither works: enzyme drinks and slimming or laxative teas do not burn fat — what you lose is water and bowel contents, and the weight comes straight back when you stop.** Enzymes are proteins: swallowed, they are digested like any other protein and never reach the body to “break down fat”. Slimming teas and “cleansing” enzyme drinks often contain laxatives such as senna or rhubarb, or diuretics: you get diarrhoea and the scale drops, and used regularly they cause dehydration and low potassium (which can upset the heart rhythm), and the bowel can come to depend on laxatives; regulators keep finding such products spiked with banned drugs like sibutramine or phenolphthalein. Using laxatives to stay skinny can also be a sign of an eating disorder — it is not your friend’s fault, and it is something they deserve help with. If it is a friend, you could tell them privately and kindly that you are worried, without talking about weight or looks, and encourage them to see a doctor; if you are at school, please tell a trusted adult — a parent, a school counsellor or nurse, a teacher — who can help them get there. Anyone under 18 should not diet to lose weight: see a doctor together with a parent. To feel better in your body: three regular meals with a starch, protein (eggs, dairy, beans, fish or meat) and vegetables, fewer milk teas and sugary drinks, and an hour of activity a day. Fainting, dizziness or a racing heart after these teas need medical help straight away.',
    },
    source: {
      ref: '国家市场监督管理总局 关于“酵素”类产品的消费提示; US FDA, Tainted weight loss products and laxative misuse warnings; NIH ODS, Dietary Supplements for Weight Loss (2022); Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, Pediatrics 2016;138:e20161649; NEDA/ANAD, How to help a friend with eating and body image issues',
    },
  },
  {
    // Round 22 zh-156: "我想吃素减肥 可以吗" (16, no plan) got the general weight template. For a minor said.
    id: 'vegetarian-to-lose-weight-teen',
    when: [VEG_WEIGHT_LOSS, /减肥|减重|减脂|瘦|\blos(e|ing) weight\b|\bslim\w*\b|\bweight\b/],
    for: { ...MINOR },
    notFor: [PREGNANT_OR_LACTATING, KIDNEY, PKU, ...IRON_NOT_WANTED],
    intent: 'weight_change',
    text: {
      zh: '**还在长身体，不建议为了减肥吃素，更不要吃全素；想吃素的话，选“蛋奶素”，并且把营养吃够，而不是少吃。** 吃素不等于会瘦：油炸的素菜、面食点心、甜饮料照样长胖；青少年吃素少了肉，最容易缺的是蛋白质、铁、钙、维生素B12和锌，会影响长个子、月经和精力。真要吃素：每天一两个鸡蛋、300–500毫升奶或酸奶、一大块豆腐或一杯豆浆，主食吃够，每天一小把坚果，绿叶菜配维生素C丰富的水果帮铁吸收；全素的人必须补维生素B12。未满18岁的人不要节食减重，请和家长一起找医生评估。少喝奶茶和含糖饮料、每天运动一小时，比吃素更管用。',
      en: '**While you’re still growing, going vegetarian to lose weight isn’t a good idea — and vegan even less so; if you want to eat vegetarian, do it with eggs and dairy and eat enough, not less.** Vegetarian doesn’t mean slimming: fried vegetables, pastries, noodles and sugary drinks still add weight; and without meat teenagers most often run short of protein, iron, calcium, vitamin B12 and zinc, which affects growth, periods and energy. If you do: one or two eggs a day, 300–500 ml of milk or yoghurt, a good portion of tofu or a glass of soy milk, enough starch, a small handful of nuts, and leafy greens with vitamin C–rich fruit to help iron absorption; vegans must take vitamin B12. Anyone under 18 should not diet to lose weight: see a doctor together with a parent. Fewer milk teas and sugary drinks and an hour of activity a day work better than cutting out meat.',
    },
    source: {
      ref: `中国学龄儿童膳食指南（2022）; ${CN_GUIDE} 素食人群膳食指南; Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents, Pediatrics 2016;138:e20161649; Melina V et al. Position of the Academy of Nutrition and Dietetics: vegetarian diets, J Acad Nutr Diet 2016;116:1970–1980`,
    },
  },
  {
    // The same question from someone whose age is not known, or an adult.
    id: 'vegetarian-to-lose-weight',
    when: [
      VEG_WEIGHT_LOSS,
      /减肥|减重|减脂|瘦|\blos(e|ing) weight\b|\bslim\w*\b/,
      /可以|行吗|行不行|能不能|能|吗|有用|有效|管用|会瘦|靠谱|\?|？|\bcan\b|\bwill\b|\bdoes\b|\bwork\b|\bhelp\b|\bgood (idea|way)\b|\bok\b/,
    ],
    unless: [/蛋白质?(够|多少)|\bprotein\b/],
    // A minor said: the teenager's row (its audience has an age ceiling, reply.ts answers minors with it).
    notFor: [PREGNANT_OR_LACTATING, KIDNEY, PKU, NO_DEFICIT, MINOR, ...IRON_NOT_WANTED],
    intent: 'weight_change',
    text: {
      zh: '**可以，但吃素本身不一定会瘦，关键还是吃进去的总量和吃的是什么。** 油炸的素菜、地三鲜、面食点心、甜饮料照样长胖；吃素减重要这样吃：每餐一半蔬菜，主食一拳头并换一部分成杂粮、薯类，蛋白质靠豆腐、豆浆、豆干、鸡蛋和牛奶（蛋奶素）吃够，少油少炸。吃素要留心的营养：蛋白质、铁（豆类、绿叶菜配维生素C丰富的水果）、钙（奶、豆腐）、维生素B12（全素必须补充剂）。未满18岁的人不要节食减重，请和家长一起找医生评估。',
      en: '**You can, but going vegetarian doesn’t make you lose weight by itself — what and how much you eat still decides it.** Fried vegetables, pastries, noodles and sugary drinks still add weight. To lose weight eating vegetarian: half of each meal vegetables, a fist-sized portion of starch (some of it whole grain or potato), enough protein from tofu, soy milk, eggs and dairy, and little oil or frying. Nutrients to watch: protein, iron (beans and leafy greens with vitamin C–rich fruit), calcium (dairy, tofu) and vitamin B12 (vegans need a supplement). Anyone under 18 should not diet to lose weight: see a doctor together with a parent.',
    },
    source: {
      ref: `${CN_GUIDE} 素食人群膳食指南; 中国学龄儿童膳食指南（2022）; Melina V et al. Position of the Academy of Nutrition and Dietetics: vegetarian diets, J Acad Nutr Diet 2016;116:1970–1980; NICE CG189 Obesity (2014, updated 2023) 1.7`,
    },
  },
  {
    // Round 22 zh-158 (unsafe): "要吃点啥补回来" after "节食以后月经不太准了，是营养不够吗" got the
    // eat-back-exercise-calories row, whose "补回来" the message alone matches.
    id: 'periods-after-dieting-make-up',
    when: [
      // The words of eat-back-exercise-calories (rows-everyday.ts), which took "要吃点啥补回来" after periods
      // upset by dieting; other follow-ups are read with the message before and get the same text from
      // periods-after-dieting-what-to-eat.
      /补回来|吃回来|吃回去|\beat (it |them |that |those )?(all )?back\b|\bmake up for\b/,
      /补|吃|\beat\b|\bmake\b/,
    ],
    unless: [
      /怀孕|备孕|\bpregnan/,
      /(运动|健身|锻炼|跑步|训练).{0,20}(消耗|热量)|\b(gym|exercise|workout|training)\b/,
    ],
    for: { said: PERIODS_DIETING_SAID },
    intent: 'weight_change',
    ...textOf(EVERYDAY_FAQ, 'periods-after-dieting-what-to-eat'),
  },
  {
    // Round 22 zh-160: "学校门口早餐只有煎饼果子和肉夹馍，怎么选" — declined.
    id: 'jianbing-or-roujiamo-breakfast',
    when: [/煎饼|\bjianbing\b/, /肉夹馍|\broujiamo\b|\bchinese (burger|hamburger)\b/],
    intent: 'food_sources',
    text: {
      zh: '**两个都能当早餐，煎饼果子一般更均衡一点：有鸡蛋、面糊（常掺杂粮），还能加生菜；肉夹馍肉多、馍是白面饼，油和脂肪偏多、几乎没有菜。** 热量差不多，一个都在四五百千卡上下，怎么点更要紧。煎饼果子：加一个蛋、多放生菜，薄脆（油炸的）换成生菜或只放一半，酱少刷一点，火腿肠可以不要。肉夹馍：要瘦一点的肉，少浇肉汁，能加青椒就加。两样都缺奶和水果：配一盒牛奶或豆浆，课间吃个水果。早餐别不吃——上午上课需要它；还在长身体的，不用为了减肥只吃半个。',
      en: '**Either works for breakfast; jianbing guozi is usually the more balanced one: it has an egg, a batter often made partly with other grains, and lettuce if you ask, while roujiamo is mostly meat in a white flatbread — more oil and fat and almost no vegetables.** The calories are similar (roughly 400–500 kcal each), so how you order matters more. Jianbing: add an egg and extra lettuce, swap the fried cracker for lettuce or have half, less sauce, skip the sausage. Roujiamo: ask for leaner meat and less gravy, add green pepper if they have it. Both lack dairy and fruit: have a carton of milk or soy milk with it and a piece of fruit at break. Don’t skip breakfast — you need it for morning lessons — and if you’re still growing, there’s no need to eat only half to lose weight.',
    },
    source: {
      ref: `中国学龄儿童膳食指南（2022）（每天吃好早餐）; ${CN_GUIDE} 准则一、准则五（少油少盐）; ${CN_FOOD}; Dietary Guidelines for Americans 2020–2025, ch. 3 (adolescents)`,
    },
  },
];
