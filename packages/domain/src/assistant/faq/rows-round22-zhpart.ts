/**
 * Blind answer round 22's zh-CN questions answered only in part (issue 30 §2; development data), each
 * written for the class of question (subject × what is asked × who asks), not one question's words: a
 * day's protein for someone who lifts weights (worked out from the plan's weight and the breakfast named),
 * luosifen among the takeaways named, a picky child who eats no vegetables, keeping staples while losing
 * weight, B12 and fermented soy for a vegan, flaxseed oil against algal DHA, sesame paste against milk for
 * calcium, a haemoglobin and ferritin read together (from the values said), fish oil and coffee on
 * sertraline while breastfeeding, greens on warfarin, starchy vegetables said to lower glucose, daily (or
 * skipped) folic acid and an occasional ibuprofen on methotrexate, holiday cured meats on an MAOI, a
 * multivitamin on isotretinoin, hotpot dips, soda water, cola, juice and sweet tea in gout, strong tea for
 * the bones, and a teenager's target weight (worked out from the height and weights said). Fermented
 * condiments on an MAOI, and tea and milk tea while taking iron, were merged with the en batches' rows for
 * the same class (rows-round22-zhbad.ts maoi-fermented-foods-named; rows-round22-enpart1.ts
 * iron-afternoon-tea-or-milk-tea).
 */
import {
  HYPERCALCAEMIA,
  IRON_NOT_WANTED,
  LOWS_ON_GLUCOSE_LOWERING,
  MINOR,
  NO_DEFICIT,
  ON_MAOI,
  ON_METHOTREXATE,
  PREGNANCY_SAID,
  PREGNANT,
  LEUKAEMIA_TREATMENT,
} from './audiences';
import { anyOf } from './either';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|夜奶|\bbreast ?fe\w*|\bnursing\b|\blactat\w*|\bbreastmilk\b|\bbreast milk\b|\bpumping\b/;
const NURSING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾衰|肾功能不全|透析|\bckd\b|\bkidney (disease|failure)\b|\bdialysis\b/,
};
const ON_SSRI: FaqAudience = {
  medicines: ['ssri'],
  said: /舍曲林|左洛复|\bsertraline\b|\bzoloft\b|\blustral\b/,
};
const ON_ISOTRETINOIN: FaqAudience = {
  medicines: ['isotretinoin', 'retinoid'],
  said: /异维a酸|泰尔丝|罗可坦|\bisotretinoin\b|\baccutane\b|\broaccutane\b|\babsorica\b/,
};
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric acid\b|\burate\b/,
};
const BONES: FaqAudience = {
  conditions: ['osteoporosis'],
  medicines: ['bisphosphonate'],
  minAge: 50,
  said: /骨质疏松|骨量减少|骨密度|绝经|\bosteopor\w*|\bosteopenia\b|\bbone density\b|\bmenopaus\w*/,
};

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';
const CN_FCT = '中国食物成分表 标准版 第6版（2018）';
const ACR_GOUT =
  'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760';
const CN_GOUT = '中国高尿酸血症与痛风诊疗指南（2019）';
const NARDIL = 'Nardil (phenelzine) 美国药品说明书 §5 and Table of foods';
const GARDNER_1996 =
  'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104';
const FLOCKHART_2012 =
  'Flockhart DA. Dietary restrictions and drug interactions with monoamine oxidase inhibitors: an update. J Clin Psychiatry 2012;73 Suppl 1:17–24';
const BSG_2021 =
  'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051';
const ODS_IRON =
  '美国国立卫生研究院膳食补充剂办公室（NIH ODS） Iron Fact Sheet for Health Professionals (2024)';
const BSR_2017 =
  'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic disease-modifying anti-rheumatic drugs. Rheumatology 2017;56:865–868';

// ——— words ———

const PROTEIN = /蛋白(?!粉)|\bprotein\b(?! (powder|shakes?|bars?))|\bprotien\b/;
const LIFTING =
  /撸铁|举铁|力量训练|力量练习|无氧|增肌|练肌肉|健身房|器械|深蹲|卧推|硬拉|\blift(ing|s)?\b|\bweights?\b|\bweight ?training\b|\bstrength training\b|\bresistance training\b|\bgym\b/;
const AMOUNT =
  /多少|够|几克|多大量|\bhow much\b|\benough\b|\bgrams?\b|\bper day\b|\ba day\b|\bdaily\b|\bneed\b/;
const BREAKFAST = /早餐|早饭|早上(一般|就|只)?吃|早点|\bbreakfast\b/;

/** Breakfast items and their protein (g, a usual portion; 中国食物成分表 2018). */
interface BreakfastItem {
  said: RegExp;
  zh: string;
  en: string;
  lo: number;
  hi: number;
}
const BREAKFAST_ITEMS: readonly BreakfastItem[] = [
  { said: /包子|\bbaozi\b|\bbuns?\b/, zh: '一个包子', en: 'a bun', lo: 4, hi: 8 },
  { said: /馒头|花卷|\bsteamed bread\b/, zh: '一个馒头', en: 'a steamed bun', lo: 5, hi: 7 },
  { said: /豆浆|\bsoy ?milk\b/, zh: '一杯豆浆', en: 'a glass of soy milk', lo: 5, hi: 7 },
  { said: /(?<!不喝|没有)牛奶|\bmilk\b(?! tea)/, zh: '一盒牛奶', en: 'a glass of milk', lo: 7, hi: 8 },
  { said: /鸡蛋|煮蛋|茶叶蛋|\beggs?\b/, zh: '一个鸡蛋', en: 'an egg', lo: 6, hi: 7 },
  { said: /油条|\bfried dough\b|\byoutiao\b/, zh: '一根油条', en: 'a fried dough stick', lo: 3, hi: 4 },
  { said: /粥|稀饭|\bcongee\b|\bporridge\b/, zh: '一碗粥', en: 'a bowl of congee', lo: 1, hi: 3 },
  { said: /面包|吐司|\bbread\b|\btoast\b/, zh: '两片面包', en: 'two slices of bread', lo: 4, hi: 6 },
];

const LUOSIFEN = /螺蛳粉|螺狮粉|\bluosifen\b|\bsnail (rice )?noodles?\b/;
const TAKEAWAY_CHOICE =
  /健康|减肥|减脂|热量|卡路里|胖|怎么(选|点|吃)|咋(选|点|吃)|选哪|哪个好|能(不能)?吃|可以吃|外卖|\bhealth(y|ier)\b|\bcalories?\b|\bfattening\b|\bwhich\b|\bchoose\b|\btakeaway\b|\btake-?out\b|\bdelivery\b/;
const MALATANG = /麻辣烫|\bmalatang\b/;
const BRAISED_CHICKEN = /黄焖鸡|\bbraised chicken\b/;

const CHILD =
  /女儿|儿子|孩子|小孩|小朋友|宝宝|娃|(?<!\d)[2-9] ?岁(?!月)|幼儿园|\bmy (son|daughter|kid|child|toddler)\b|\b[2-9][- ]?(yo|y\/o|years?[- ]old|year old)\b|\bpreschooler\b/;
const NO_VEG =
  /(不|不爱|不肯|不愿意?|拒绝)吃(青菜|蔬菜|菜(?!单))|青菜[^，。？?]{0,4}不吃|蔬菜[^，。？?]{0,4}不吃|一口(青)?菜(都)?不|\b(won'?t|doesn'?t|does not|refuses? to|never) eats? (any )?(veg\w*|greens)\b|\bno (veg\w*|greens)\b|\bhates? (veg\w*|greens)\b/;
const KIDS_VITAMIN =
  /维生素|多维|软糖|营养素|补充剂|汤臣倍健|善存|\bvitamins?\b|\bmulti ?vitamins?\b|\bgumm(y|ies)\b|\bsupplements?\b/;

const STAPLES =
  /主食|馒头|面条|米饭|面食|大米|碳水|包子|饺子|\bcarbs?\b|\bbread\b|\brice\b|\bnoodles?\b|\bpasta\b|\bstarch\w*\b/;
const CUT_OUT =
  /戒|不吃|不能吃|断(掉|了)|全停|一口不|都不能|不碰|\bcut (out|them out|it out)\b|\bgive up\b|\bquit\b|\bno carbs?\b|\bzero carbs?\b|\bstop eating\b|\bavoid (all|them)\b|\bhave to cut\b/;
// "瘦" alone is also "too thin" ("118cm 19kg算偏瘦不", blind answer round 50, zh-012: a thin child's mother got the
// weight-loss staples text): only wanting to be thinner is weight loss here.
const LOSE_WEIGHT =
  /减肥|减重|减脂|瘦身|(想|要|变|能|会)瘦|掉秤|\blos(e|ing) weight\b|\bweight loss\b|\bslim\w*\b|\bdiet(ing)?\b|\bcut(ting)?\b/;

const B12 = /b12|钴胺素|甲钴胺|\bcobalamin\b/;
/** Fermented soy or mushrooms said to give B12 (seaweed and spirulina alone are the algae row's). */
const FOLK_B12 =
  /发酵|豆豉|腐乳|纳豆|味噌|天贝|酱油|菌菇|蘑菇|\bfermented\b|\btempeh\b|\bmiso\b|\bnatto\b|\bmushrooms?\b/;

const FLAX_OIL =
  /亚麻籽油|亚麻油|胡麻油|紫苏油|紫苏籽油|\bflax ?(seed)? ?oil\b|\blinseed oil\b|\bperilla oil\b/;
const DHA_OR_ALGAE = /dha|藻油|omega|欧米伽|epa|鱼油|\balgal\b|\balgae\b|\bfish oil\b/;

const SESAME = /芝麻酱|麻酱|芝麻|\btahini\b|\bsesame\b/;
const CALCIUM = /钙|\bcalcium\b/;

const HB_VALUE = /(血红蛋白|血色素|\bhb\b|\bhgb\b|\bha?emoglobin\b)[^\d，。？?]{0,6}(\d{2,3}(\.\d)?)/;
const ASKS_MEANING =
  /算|是不是|是否|严重|要紧|缺铁|贫血|正常|怎么样|什么意思|\bam i\b|\bis (that|this|it)\b|\bdeficien\w*|\ban(a)?emi\w*|\bnormal\b|\bmean\b|\bbad\b/;
const FERRITIN_VALUE = /(铁蛋白|\bferritin\b)[^\d，。？?]{0,6}(\d{1,3}(\.\d)?)/;

const FISH_OIL = /鱼油|dha|藻油|omega|欧米伽|\bfish oil\b|\balgal oil\b/;
const TO_THE_BABY =
  /影响(到)?(宝宝|孩子|婴儿|娃)|通过(母)?奶|奶里|乳汁|进入母乳|到宝宝|宝宝(会|能)?(吃|喝)到|\b(the |my )?bab(y|ies)\b|\binfant\b|\binto (my |the |breast ?)?milk\b|\bpass\w* (in)?to\b/;
const COFFEE = /咖啡|美式|拿铁|\bcoffees?\b|\bcaffeine\b|\blattes?\b|\bespresso\b|\bamericanos?\b/;
const SERTRALINE_SAID =
  /舍曲林|左洛复|抗抑郁药|\bsertraline\b|\bzoloft\b|\blustral\b|\bantidepressants?\b|\bssris?\b/;

const STARCHY =
  /南瓜|玉米|红薯|地瓜|山药|紫薯|土豆|芋头|\bpumpkins?\b|\bcorn\b|\bsweet potato(es)?\b|\byams?\b|\bpotato(es)?\b|\btaro\b/;
const LOWERS_GLUCOSE =
  /降(血)?糖|控糖|降低血糖|\blowers? (my |blood )?(sugar|glucose)\b|\bbring (my )?(sugar|glucose) down\b|\bgood for (my )?(blood )?sugar\b|\banti-?diabet\w*\b/;
const TRUE_OR_NOT =
  /真的|假的|是不是|能不能|能吗|可以吗|有用|管用|靠谱|吗|\btrue\b|\bmyth\b|\bdoes\b|\bdo\b|\bcan\b|\breally\b|\bis it\b/;

const FOLIC = /叶酸|\bfolic\b|\bfolate\b/;
const EVERY_DAY =
  /天天|每天|每日|一天一|(一|每)周(吃)?几次|(一|每)周(吃)?几天|几天|\bdaily\b|\bevery day\b|\beveryday\b|\bhow many days\b|\bhow often\b/;
/** Skipped on the methotrexate day (the en batch's methotrexate-folic-acid-daily-or-skip words). */
const SKIP_MTX_DAY =
  /每天|天天|跳过|停一天|那天不吃|当天不吃|\bevery ?day\b|\bdaily\b|\beach day\b|\bskip\w*\b|\bleave (it )?out\b/;

const CURED_MEAT =
  /腊肉|腊肠|香肠|火腿|咸肉|风干|腊鱼|熏肉|腊味|腊鸭|\bcured\b|\bsalami\b|\bpepperoni\b|\bhams?\b|\bsausages?\b|\bchinese sausages?\b|\bsmoked meats?\b/;

const FESTIVE =
  /过年|年货|春节|过节|节日|一大堆|好多|很多|家里|剩菜|注意(啥|什么|些什么)|\bholidays?\b|\bchristmas\b|\bnew year\b|\bfestiv\w*\b|\bleftovers?\b|\bwhat (should|do) i (watch|look out)\b/;
const MULTIVITAMIN = /复合维生素|多种维生素|多维|善存|金维他|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b/;
const VITAMIN_A = /维生素a|维a(?!酸)|视黄醇|\bvitamin a\b|\bretinol\b|\bretinyl\b/;
const CAN_TAKE =
  /能(不能)?吃|可以吃|能吃|能不能|行吗|行不行|吗|\bcan i\b|\bok(ay)?\b|\bsafe\b|\ballowed\b|\bfine\b/;

const HOTPOT = /火锅|涮锅|涮肉|\bhot ?pot\b/;
const DIP = /蘸料|蘸酱|蘸|油碟|麻酱|小料|调料|\bdipping\b|\bdips?\b|\bsauces?\b/;

const CHERRY = /樱桃|车厘子|\bcherr(y|ies)\b/;
const SODA_WATER = /苏打水|碱性水|弱碱|\bsoda water\b|\bsparkling water\b|\balkaline water\b/;
// Not 苦可乐果 or kola nut, a nut people chew (round 51 zh-052, development data: bitter kola read as cola); 可乐果汁 is
// cola and juice.
const COLA =
  /可乐(?!果(?!汁))|汽水|碳酸饮料|雪碧|芬达|含糖饮料|\bcolas?\b|\bcoke\b|\bpepsi\b|\bsoft drinks?\b|\bfizzy drinks?\b|\bsodas?\b(?! water)/;
/** Sweet tea, milk tea and other sweetened drinks (gout-sugary-drinks' words, merged into gout-cola-or-juice). */
const SUGARY_DRINK =
  /甜饮料|饮料|奶茶|甜茶|\bsweet tea\b|\bpop\b|\bsugary drinks?\b|\bsweetened\b|\benergy drinks?\b|\blemonade\b|\bsweet drinks?\b/;
/** Anyone with gout or on a urate-lowering medicine (both round-22 batches' gout audiences). */
const GOUT_OR_URATE_LOWERING: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat', 'urate_lowering'],
  said: /痛风|尿酸|\bgout\w*\b|\buric\b|\burate\b/,
};

const STRONG_TEA = /浓茶|茶.{0,3}浓|喝茶|茶水|红茶|绿茶|普洱|\btea\b/;
const BONE_WORD = /骨(头|质|密度|量)|缺钙|钙流失|\bbones?\b|\bbone density\b|\bosteopor\w*/;

const HEIGHT_CM =
  /(1[3-9]\d)\s*(cm|厘米|公分)|身高\s*(1[3-9]\d)(?!\d|\.\d)|1\s*米\s*([3-9]\d|[3-9])|1\.([3-9]\d?)\s*(米|m\b)/;
const WEIGHT_TARGET =
  /(瘦到|减到|降到|到|目标)\s*(\d{2,3})\s*(kg|公斤|斤)?|\b(to|get to|down to|reach)\s*(\d{2,3})\s*(kg|kilos?)\b/;
const WEIGHT_NOW = /(\d{2,3})\s*(kg|公斤|斤|kilos?)/;

const CHOKES =
  /呛|噎|吞咽|咽不下|吞不下|\bchok\w*|\bswallow\w*|\bdysphagi\w*|\bcough\w* (when|while|at) (she |he )?eat\w*/;
const GAIN =
  /长(点)?肉|长胖|胖(一)?点|增重|增加体重|体重(太)?(轻|低|不够|往下掉|一直掉)|太瘦|偏瘦|瘦得|\bgain (some )?weight\b|\bput (some )?weight on\b|\bput on (some )?weight\b|\bunderweight\b|\btoo thin\b|\bbuild (her|him) up\b/;
const OLDER: FaqAudience = {
  minAge: 65,
  conditions: ['dysphagia'],
  said: /(?<!\d)[6-9]\d ?岁|今年[6-9]\d|[6-9]\d多岁|老人|老年|我妈|我爸|老妈|老爸|奶奶|爷爷|外婆|姥姥|外公|姥爷|\belderly\b|\bmy (mum|mom|dad|mother|father|gran\w*|grand\w+)\b|\b[6-9]\d[- ]?(yo|y\/o|years? old)\b/,
};

// ——— computing from what was said ———

const r1 = (x: number) => Math.round(x * 10) / 10;

/** A weight in kg said as kg or as 斤 (half a kg). */
function kgOf(value: number, unit: string | undefined): number {
  return unit === '斤' ? value / 2 : value;
}

/** A height in cm from "160cm", "1米48", "1.6米". */
function heightCmOf(text: string): number | null {
  const m = HEIGHT_CM.exec(text);
  if (!m) return null;
  if (m[1]) return Number(m[1]);
  if (m[3]) return Number(m[3]);
  if (m[4]) return 100 + Number(m[4].length === 1 ? `${m[4]}0` : m[4]);
  if (m[5]) return 100 + Number(m[5].length === 1 ? `${m[5]}0` : m[5]);
  return null;
}

/** Protein for someone who lifts: 1.2–1.6 g/kg from the plan's weight, and the breakfast they named. */
function liftingProtein(said: ComposeInput, zh: boolean): string | null {
  const kg = said.weightKg;
  const t = said.text.toLowerCase();
  const items = BREAKFAST_ITEMS.filter((i) => i.said.test(t));
  const lo = kg !== undefined ? Math.round(kg * 1.2) : null;
  const hi = kg !== undefined ? Math.round(kg * 1.6) : null;
  const perMeal = lo !== null && hi !== null ? `约${Math.round(lo / 3)}–${Math.round(hi / 3)}` : '20–30';
  const perMealEn =
    lo !== null && hi !== null ? `about ${Math.round(lo / 3)}–${Math.round(hi / 3)}` : '20–30';
  const head = zh
    ? lo !== null
      ? `**一周练三次力量，蛋白质按每公斤体重1.2–1.6克吃：按你方案里的${kg}公斤，每天约${lo}–${hi}克，比不运动的人（每公斤0.8克）多一半左右。** 再多到每公斤2克也安全，但对增肌没有更多好处。`
      : '**一周练三次力量，蛋白质按每公斤体重1.2–1.6克吃，比不运动的人（每公斤0.8克）多一半左右。** 再多到每公斤2克也安全，但对增肌没有更多好处。'
    : lo !== null
      ? `**Lifting three times a week, aim for 1.2–1.6 g of protein per kg of body weight: at the ${kg} kg in your plan, about ${lo}–${hi} g a day — about half as much again as the 0.8 g/kg for people who don’t train.** Up to 2 g/kg is safe but adds no more muscle.`
      : '**Lifting three times a week, aim for 1.2–1.6 g of protein per kg of body weight — about half as much again as the 0.8 g/kg for people who don’t train.** Up to 2 g/kg is safe but adds no more muscle.';
  const sumLo = items.reduce((a, i) => a + i.lo, 0);
  const sumHi = items.reduce((a, i) => a + i.hi, 0);
  const hasEggOrMilk = items.some((i) => /鸡蛋|牛奶/.test(i.zh));
  const breakfast =
    items.length === 0
      ? ''
      : zh
        ? `你说的早餐${items.map((i) => `${i.zh}（约${i.lo}–${i.hi}克）`).join('加')}，合计约${sumLo}–${sumHi}克蛋白质${sumHi < 20 ? `，偏少：${hasEggOrMilk ? '再加一份豆腐干、一杯酸奶或一个鸡蛋' : '加一个鸡蛋（约6克）或一盒牛奶（约8克）'}，早餐就到20克上下。` : '，够一顿的量了。'}`
        : `The breakfast you describe — ${items.map((i) => `${i.en} (about ${i.lo}–${i.hi} g)`).join(' and ')} — gives about ${sumLo}–${sumHi} g of protein${sumHi < 20 ? `, on the low side: ${hasEggOrMilk ? 'add some pressed tofu, a yoghurt or another egg' : 'add an egg (about 6 g) or a glass of milk (about 8 g)'} to reach about 20 g.` : ', enough for a meal.'}`;
  const rest = zh
    ? `关键是分到三顿、每顿${perMeal}克（一掌心的瘦肉或鱼约20克、100克北豆腐约12克、一个鸡蛋约6克、一盒牛奶约8克），练完后那一顿有一份蛋白质；普通饭菜吃得到，不一定要蛋白粉。`
    : `What matters is spreading it over three meals, ${perMealEn} g each (a palm of lean meat or fish about 20 g, 100 g firm tofu about 12 g, an egg about 6 g, a glass of milk about 8 g), with protein in the meal after training; ordinary food gets you there without powder.`;
  return [head, breakfast, rest].filter(Boolean).join(' ');
}

/** An older person's height and weight said: the BMI against the older adult's 20. */
function olderBmi(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const cm = heightCmOf(t);
  const w = WEIGHT_NOW.exec(t);
  if (!cm || !w?.[1]) return null;
  const kg = kgOf(Number(w[1]), w[2]);
  const bmi = r1(kg / ((cm / 100) * (cm / 100)));
  if (bmi < 10 || bmi > 40) return null;
  const thin = bmi < 20;
  const zhHead = `**按${cm}厘米、${r1(kg)}公斤算，BMI约${bmi}，${thin ? '老年人最好在20以上，确实偏瘦，值得想办法增重' : '在老年人合适的范围（20–26.9）里，重点是别再往下掉'}；吃饭常呛，先把“呛”管住，再在软食里加热量和蛋白质。**`;
  const enHead = `**At ${cm} cm and ${r1(kg)} kg, the BMI is about ${bmi}; ${thin ? 'for an older person 20 or more is better, so this is underweight and worth building up' : 'that is within the range for older adults (20–26.9), so the aim is to stop any further loss'}. With choking at meals, make eating safe first, then add calories and protein to soft food.**`;
  return `${zh ? zhHead : enHead} ${(zh ? OLDER_GAIN_ZH : OLDER_GAIN_EN).split('** ').slice(1).join('** ')}`;
}

const OLDER_GAIN_ZH =
  '**想长肉，先把“呛”管住，再在软食里加热量和蛋白质。** 先请医生安排吞咽评估（康复科或言语治疗师），吃什么质地、汤水要不要调稠，按评估来。增重的办法：一天吃5–6顿，每顿量小；每顿都有蛋白质——蒸蛋羹、嫩豆腐、豆腐脑、肉末、去刺鱼肉泥；在粥、烂面、土豆泥里加一个蛋、一勺肉末或一小勺油、芝麻酱，量不变热量多；全脂酸奶比牛奶更不容易呛；两餐之间加一份口服营养补充剂（医院营养科或药店的全营养配方，每天1–2份，约300–600千卡），稀的如果常呛就按评估调稠。每周同一时间称一次体重，一两个月不长或继续掉，或吃饭时反复咳嗽、发烧，尽快就医。';
const OLDER_GAIN_EN =
  '**To gain weight, make eating safe first, then add calories and protein to soft food.** Ask the doctor for a swallow assessment (speech and language therapist); the textures to eat, and whether drinks need thickening, come from that. To build up: 5–6 small meals a day; protein at each — steamed egg, soft tofu, minced meat in sauce, flaked boneless fish; stir an egg, minced meat, a spoon of oil or sesame paste into porridge, soft noodles or mashed potato — more calories in the same amount; thick full-fat yoghurt is less likely to cause choking than milk; an oral nutritional supplement between meals (a complete formula from the hospital dietitian or pharmacy, 1–2 a day, about 300–600 kcal), thickened if thin drinks cause coughing. Weigh once a week at the same time; no gain in a month or two, further loss, coughing at every meal or fever — see a doctor soon.';

/** Luosifen, and the other takeaways named beside it. */
function luosifen(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const mala = MALATANG.test(t);
  const chicken = BRAISED_CHICKEN.test(t);
  if (!mala && !chicken) return null;
  const rank = zh
    ? `**天天点的话，${mala ? '麻辣烫最好控制（自己挑菜、选清汤），' : ''}${chicken ? '黄焖鸡米饭次之，' : ''}螺蛳粉最咸最油，放在一周一两次。**`
    : `**For every day, ${mala ? 'malatang is the easiest to keep light (you pick the food and a clear broth), ' : ''}${chicken ? 'braised chicken rice comes next, ' : ''}and luosifen is the saltiest and oiliest — keep it to once or twice a week.**`;
  const lines = zh
    ? [
        mala
          ? '麻辣烫：一半以上选绿叶菜、菌菇、豆芽、海带，蛋白质选一两样（鸡胸、牛肉、鸡蛋、虾、豆腐），丸子、午餐肉、炸豆泡少拿，主食只要一份，清汤或番茄汤，汤不喝。'
          : '',
        chicken ? '黄焖鸡：米饭吃半碗到一碗，汤汁别拌饭，土豆算主食，再加一份青菜。' : '',
        '螺蛳粉：汤少喝或不喝（一碗的盐常常就接近一天5克的上限），炸腐竹和花生减半或不要，辣油少放，加一份青菜或一个卤蛋，粉吃七八成。',
      ]
    : [
        mala
          ? 'Malatang: half or more leafy greens, mushrooms, bean sprouts, kelp; one or two proteins (chicken breast, beef, egg, prawns, tofu); few fish balls, luncheon meat or fried tofu puffs; one starch; a clear or tomato broth, and leave the broth.'
          : '',
        chicken
          ? 'Braised chicken: half to one bowl of rice, don’t pour the sauce over it, count the potato as starch, and add a side of greens.'
          : '',
        'Luosifen: drink little or none of the broth (one bowl often carries close to a whole day’s 5 g of salt), halve or skip the fried tofu skin and peanuts, go easy on the chilli oil, add greens or a braised egg, and leave some of the noodles.',
      ];
  return [rank, ...lines.filter(Boolean)].join(' ');
}

/** A haemoglobin and a ferritin said together, read as a pair. */
function hbFerritin(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const hm = HB_VALUE.exec(t);
  const fm = FERRITIN_VALUE.exec(t);
  if (!hm?.[2] || !fm?.[2]) return null;
  let hb = Number(hm[2]);
  if (hb < 25) hb = hb * 10; // g/dL said
  const ferritin = Number(fm[2]);
  if (hb < 40 || hb > 200) return null;
  const lowStores = ferritin < 30;
  const empty = ferritin < 15;
  const anaemia = hb < 120;
  const severity = hb < 80 ? ['重度', 'severe'] : hb < 110 ? ['中度', 'moderate'] : ['轻度', 'mild'];
  const fLine = zh
    ? empty
      ? `铁蛋白${ferritin}，低于15（世界卫生组织判断铁储备耗尽的界线）`
      : lowStores
        ? `铁蛋白${ferritin}，低于30，按英国胃肠病学会指南已经可以算缺铁`
        : `铁蛋白${ferritin}，不算低（发炎、感染时铁蛋白会偏高，医生会一起看）`
    : empty
      ? `a ferritin of ${ferritin} is below 15 (the WHO cut-off for exhausted iron stores)`
      : lowStores
        ? `a ferritin of ${ferritin} is under 30, which UK gastroenterology guidance already treats as iron deficiency`
        : `a ferritin of ${ferritin} is not low (inflammation can raise it; your doctor reads it with your other results)`;
  const hLine = zh
    ? anaemia
      ? `血红蛋白${hb}，成年女性低于120就是贫血（男性低于130），${hb >= 110 ? '110–119属于轻度' : hb >= 80 ? '80–109属于中度' : '低于80属于重度'}`
      : hb < 130
        ? `血红蛋白${hb}，对成年女性在正常范围（男性低于130算贫血）`
        : `血红蛋白${hb}，在正常范围`
    : anaemia
      ? `a haemoglobin of ${hb} g/L is anaemia for an adult woman (under 120; for a man under 130), ${severity[1]}`
      : hb < 130
        ? `a haemoglobin of ${hb} g/L is normal for an adult woman (a man’s is low under 130)`
        : `a haemoglobin of ${hb} g/L is normal`;
  const fCap = fLine.charAt(0).toUpperCase() + fLine.slice(1);
  const verdict = zh
    ? lowStores && anaemia
      ? `**算：两项合起来是缺铁性贫血（${severity[0]}）。** ${fLine}；${hLine}。`
      : lowStores
        ? `**算缺铁，但还没到贫血（或刚在边上）。** ${fLine}；${hLine}。`
        : anaemia
          ? `**有贫血，但铁蛋白不低，不像单纯缺铁，原因要医生查。** ${fLine}；${hLine}。`
          : `**这两项都不提示缺铁。** ${fLine}；${hLine}。`
    : lowStores && anaemia
      ? `**Yes: together they are iron-deficiency anaemia (${severity[1]}).** ${fCap}; ${hLine}.`
      : lowStores
        ? `**That is iron deficiency, not (or only just) anaemia yet.** ${fCap}; ${hLine}.`
        : anaemia
          ? `**That is anaemia, but the ferritin is not low, so it doesn’t look like plain iron deficiency — your doctor needs to find the cause.** ${fCap}; ${hLine}.`
          : `**Neither value points to iron deficiency.** ${fCap}; ${hLine}.`;
  if (!lowStores)
    return zh
      ? `${verdict} 拿着这两个结果去看医生，由医生判断还需要查什么。`
      : `${verdict} Take both results to your doctor, who will decide what else to check.`;
  const urgent = hb < 80;
  const plan = zh
    ? `${urgent ? '血红蛋白这么低，请这几天就去看医生。' : ''}光靠吃饭补不回来，需要口服铁剂：请医生开药、定剂量（常用每天或隔天一次，隔天吃胃肠反应少），2–4周复查血红蛋白看是否在回升，补到正常后再吃约3个月把储备补满。医生还会找原因，最常见的是月经量多。吃素补铁确实难一些：每餐有豆腐、豆干、豆类或全谷物，同一餐配青椒、西兰花、猕猴桃这类维生素C丰富的蔬果，茶和咖啡放在两餐之间；这样能防止以后再掉，但现在的缺口要靠铁剂。`
    : `${urgent ? 'With a haemoglobin that low, see a doctor within the next few days. ' : ''}Food alone won’t correct it; it needs iron tablets: ask your doctor to prescribe them and set the dose (usually once a day or on alternate days — alternate days upset the stomach less), recheck the haemoglobin after 2–4 weeks to see it rising, and keep taking them about 3 months after it is normal to refill the stores. Your doctor will also look for the cause — heavy periods are the commonest. On a plant-based diet iron is harder: tofu, beans, lentils or wholegrains at each meal with vitamin C–rich vegetables or fruit, and tea and coffee between meals; that keeps it from falling again, but the gap now needs the tablets.`;
  return `${verdict} ${plan}`;
}

/** A teenager's weight now and target, with the height said: both BMIs, and what they mean. */
function teenTarget(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const cm = heightCmOf(t);
  const target = WEIGHT_TARGET.exec(t);
  if (!cm || !target) return null;
  const tVal = Number(target[2] ?? target[5]);
  const tUnit = target[3] ?? target[6];
  // The weight now: the first weight said that is not the target.
  const withoutTarget = t.replace(target[0], ' ');
  const now = WEIGHT_NOW.exec(withoutTarget);
  if (!now?.[1]) return null;
  const nowKg = kgOf(Number(now[1]), now[2]);
  const targetKg = kgOf(tVal, tUnit ?? now[2]);
  const m = cm / 100;
  const bmiNow = r1(nowKg / (m * m));
  const bmiTarget = r1(targetKg / (m * m));
  if (bmiNow < 10 || bmiNow > 50 || bmiTarget < 10 || targetKg >= nowKg) return null;
  const nowNormal = bmiNow >= 18.5 && bmiNow < 24;
  const targetThin = bmiTarget < 18.5;
  const zhNow = nowNormal
    ? `你现在${cm}厘米、${r1(nowKg)}公斤，BMI约${bmiNow}，对你这个年纪是正常、健康的体重，不需要减。`
    : bmiNow >= 24
      ? `你现在${cm}厘米、${r1(nowKg)}公斤，BMI约${bmiNow}，可能偏重一些，但青少年要按年龄的生长曲线看，请和家长一起让医生评估。`
      : `你现在${cm}厘米、${r1(nowKg)}公斤，BMI约${bmiNow}，已经偏瘦，不应该再减。`;
  const zhTarget = targetThin
    ? `减到${r1(targetKg)}公斤，BMI约${bmiTarget}，按成年人标准（低于18.5）就是偏瘦，对你这个年纪也在偏瘦的边上，会影响月经、骨骼和长个子，不建议。`
    : `${r1(targetKg)}公斤时BMI约${bmiTarget}。`;
  const enNow = nowNormal
    ? `At ${cm} cm and ${r1(nowKg)} kg your BMI is about ${bmiNow} — a normal, healthy weight for your age; you don’t need to lose any.`
    : bmiNow >= 24
      ? `At ${cm} cm and ${r1(nowKg)} kg your BMI is about ${bmiNow}, which may be on the heavy side — but teenagers are judged on growth charts for their age, so see a doctor with a parent.`
      : `At ${cm} cm and ${r1(nowKg)} kg your BMI is about ${bmiNow}, already on the thin side — you should not lose more.`;
  const enTarget = targetThin
    ? `At ${r1(targetKg)} kg your BMI would be about ${bmiTarget}: underweight by the adult standard (under 18.5) and at the thin edge for your age too, which can affect periods, bones and growth — not a good target.`
    : `At ${r1(targetKg)} kg your BMI would be about ${bmiTarget}.`;
  return zh
    ? `**不用算卡路里，也不建议减到这个目标。** ${zhNow}${zhTarget}你还在长身体，一天需要的能量大约在2000千卡上下，三餐按时吃、每餐有主食、蛋白质和蔬菜，每天活动一小时，身材会随着长大和运动自然变化。如果总是担心体重、不敢吃饭或吃完想吐，请告诉家长、老师或医生。`
    : `**No calorie count — and that target isn’t a good idea.** ${enNow} ${enTarget} You are still growing and need roughly 2,000 kcal a day; three regular meals with a staple, protein and vegetables, and an hour of activity a day, let your shape change naturally as you grow. If you often worry about your weight, are scared to eat or want to be sick after eating, tell a parent, a teacher or a doctor.`;
}

/** Cola and juice in gout: "cutting out alcohol is right" only when alcohol was said. */
function colaInGout(said: ComposeInput, zh: boolean): string | null {
  const alcohol =
    /不喝酒|戒酒|戒了酒|少喝酒|酒不喝了|代替酒|换掉酒|\b(quit|quitting|gave up|giving up|stopped|stopping|cut out|cutting out) (drinking|alcohol|beer|booze)\b|\binstead of (beer|alcohol|drinking|booze)\b|\bno (more )?(beer|alcohol)\b/.test(
      said.text.toLowerCase(),
    );
  if (!alcohol) return null;
  return zh
    ? `**戒酒很对，但换成可乐果汁不行。** ${COLA_GOUT.zh}`
    : `**Cutting out alcohol is right, but cola and juice aren’t the swap.** ${COLA_GOUT.en}`;
}
const COLA_GOUT = {
  zh: '**含糖可乐、汽水、含糖茶饮、奶茶和果汁也会升尿酸——不只是肉和啤酒，痛风不适合常喝。** 甜饮料里的果糖（白糖、果葡糖浆大约一半是果糖）在肝里代谢时会产生尿酸：大型研究里每天喝一两罐以上含糖汽水的人痛风多得多（一项美国研究中，每天喝两杯以上含糖汽水的男性痛风风险约高85%），果汁也一样。零度、无糖可乐不含果糖，和痛风没有明显关系，偶尔喝可以，但不如白开水。首选白开水、淡茶、黑咖啡（咖啡还和痛风较少有关）、低脂奶，每天2000毫升以上（需要限水的按医生说的）；想喝果汁就吃整个的水果。美国风湿病学会建议痛风病人少喝含果葡糖浆的饮料。',
  en: '**Sugary cola, soft drinks, sweet tea and fruit juice raise uric acid too — it isn’t just meat and beer — so they are not for every day with gout.** The fructose in sugar and high-fructose corn syrup (about half of either) produces uric acid as the liver breaks it down: in large studies people drinking one or two sugary sodas a day or more had far more gout (in one US study, men who drank two or more a day had about 85% more), and juice likewise. Sweet tea and milk tea count the same as soda. Diet or zero-sugar cola has no fructose and no clear link with gout — fine now and then, though water is better. Best: water, weak or unsweetened tea, black coffee (coffee even goes with less gout), low-fat milk, 2 litres or more a day (unless you must limit fluids); have whole fruit instead of juice. The American College of Rheumatology advises people with gout to limit high-fructose corn syrup drinks.',
};

export const ROUND22_ZHPART_FAQ: readonly FaqRow[] = [
  {
    // Round 22 zh-001: "我每天要吃多少蛋白质才够啊？一周去三次健身房撸铁，早餐一般就一个包子一杯豆浆" —
    // pilates-and-yoga stock text told her she didn't need the lifter's range; the breakfast was ignored.
    // Lifting alone is protein-strength-training's (rows-everyday.ts); this row is for the breakfast said
    // beside it, worked out.
    id: 'protein-for-lifting-breakfast',
    when: [PROTEIN, LIFTING, AMOUNT, BREAKFAST],
    // Scoops of powder asked, or powder turned down, is another question.
    unless: [
      /几勺|一勺|\bscoops?\b|不想(喝|吃)蛋白粉|不喝蛋白粉|\bwithout (protein )?powder\b|\bno powder\b/,
    ],
    notFor: [
      { conditions: ['kidney_disease', 'dialysis', 'pku', 'kidney_transplant', 'gout'] },
      KIDNEY,
      PREGNANT_OR_NURSING,
      MINOR,
      { minAge: 65 },
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: liftingProtein,
    text: {
      zh: '**一周练三次力量，蛋白质按每公斤体重1.2–1.6克吃就够，比普通人的每公斤0.8克多一半左右；** 比如60公斤约72–96克。再多到每公斤2克也安全，但对增肌没有更多好处。关键是分到三顿、每顿20–30克（一掌心的瘦肉或鱼约20克、100克北豆腐约12克、一个鸡蛋约6克、一盒牛奶约8克），练完后那一顿有一份蛋白质；普通饭菜吃得到，不一定要蛋白粉。',
      en: '**Lifting three times a week, 1.2–1.6 g of protein per kg of body weight is enough — about half as much again as the 0.8 g/kg for people who don’t train;** at 60 kg that is about 72–96 g. Up to 2 g/kg is safe but adds no more muscle. What matters is spreading it over three meals, 20–30 g each (a palm of lean meat or fish about 20 g, 100 g firm tofu about 12 g, an egg about 6 g, a glass of milk about 8 g), with protein in the meal after training; ordinary food gets you there without powder.',
    },
    source: {
      ref: `Thomas DT et al. ACSM/AND/DC joint position: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568; Morton RW et al. Br J Sports Med 2018;52:376–384 (protein supplementation and resistance training, meta-analysis); ${CN_DRIS}蛋白质; ${CN_FCT}`,
    },
  },
  {
    // Round 22 zh-006: "公司楼下外卖就黄焖鸡、麻辣烫、螺蛳粉这几样…咋选相对健康点" — luosifen left out.
    id: 'takeaway-luosifen',
    when: [LUOSIFEN, TAKEAWAY_CHOICE],
    unless: [/痛风|尿酸|肾病|透析|孕|怀孕|\bgout\b|\bdialysis\b|\bpregnan\w*/],
    cutsCarbohydrate: true,
    // On an MAOI the fermented bamboo shoot is the question (the medicine's food row).
    notFor: ON_MAOI,
    intent: 'food_sources',
    compose: luosifen,
    text: {
      zh: '**螺蛳粉可以吃，但它是外卖里最咸最油的一类，放在一周一两次，吃的时候这样减：** 汤少喝或不喝（一碗的盐常常就接近一天5克的上限），炸腐竹和花生减半或不要，辣油少放，加一份青菜或一个卤蛋，粉吃七八成；那天其他两顿清淡些、多喝水。天天点外卖时，能自己挑菜、选清汤的麻辣烫，或米饭减量的盖饭，比螺蛳粉好控制。',
      en: '**Luosifen is fine now and then, but it is one of the saltiest, oiliest takeaways — keep it to once or twice a week, and trim it:** drink little or none of the broth (one bowl often carries close to a whole day’s 5 g of salt), halve or skip the fried tofu skin and peanuts, go easy on the chilli oil, add greens or a braised egg, and leave some of the noodles; keep your other meals that day light and drink water. For every day, malatang where you pick the food and a clear broth, or a rice dish with less rice, is easier to keep light.',
    },
    source: {
      ref: `${CN_GUIDE}准则四（少盐少油，成人每天食盐不超过5克）与准则七（会烹会选，外卖点餐）; ${CN_FCT}; GB 28050-2011 预包装食品营养标签通则（钠）; WHO, Sodium reduction fact sheet (2023)`,
    },
  },
  {
    // zh-006 as asked: luosifen beside the two the malatang-or-braised-chicken row compares.
    id: 'takeaway-luosifen-among-others',
    when: [LUOSIFEN, new RegExp(`${MALATANG.source}|${BRAISED_CHICKEN.source}`), TAKEAWAY_CHOICE],
    unless: [/痛风|尿酸|肾病|透析|孕|怀孕|\bgout\b|\bdialysis\b|\bpregnan\w*/],
    cutsCarbohydrate: true,
    // On an MAOI the fermented bamboo shoot is the question (the medicine's food row).
    notFor: ON_MAOI,
    intent: 'food_sources',
    compose: luosifen,
    text: {
      zh: '**天天点的话，麻辣烫最好控制（自己挑菜、选清汤），黄焖鸡米饭次之，螺蛳粉最咸最油，放在一周一两次。** 螺蛳粉：汤少喝或不喝（一碗的盐常常就接近一天5克的上限），炸腐竹和花生减半或不要，辣油少放，加一份青菜或一个卤蛋，粉吃七八成。',
      en: '**For every day, malatang is the easiest to keep light (you pick the food and a clear broth), braised chicken rice comes next, and luosifen is the saltiest and oiliest — keep it to once or twice a week.** Luosifen: drink little or none of the broth (one bowl often carries close to a whole day’s 5 g of salt), halve or skip the fried tofu skin and peanuts, go easy on the chilli oil, add greens or a braised egg, and leave some of the noodles.',
    },
    source: {
      ref: `${CN_GUIDE}准则四（少盐少油，成人每天食盐不超过5克）与准则七（会烹会选，外卖点餐）; ${CN_FCT}; GB 28050-2011 预包装食品营养标签通则（钠）; WHO, Sodium reduction fact sheet (2023)`,
    },
  },
  {
    // Round 22 zh-008: "我女儿5岁特别挑食，青菜一口不吃，要不要给她买…儿童复合维生素软糖？" — an invented
    // "noodles and yogurt" child, little on getting vegetables eaten.
    id: 'child-no-vegetables-multivitamin',
    when: [CHILD, NO_VEG, KIDS_VITAMIN],
    notFor: [PREGNANT_OR_NURSING],
    intent: 'supplement_dose',
    text: {
      zh: '**可以买一种儿童复合维生素当“兜底”，按包装上她这个年龄的量、一天一粒；但它补不了蔬菜里的膳食纤维，也不能代替吃菜。** 孩子不吃青菜，维生素C和胡萝卜素可以先从水果补（橙子、猕猴桃、草莓、芒果），纤维从水果、玉米、红薯、杂粮粥来。让她慢慢接受蔬菜：每顿在她爱吃的饭菜旁边放一两口青菜，不逼、不哄、不用零食换，大人自己一起吃；同一种菜常常要出现十来次孩子才肯尝；切碎包进饺子、馄饨、鸡蛋饼、肉丸里，或让她一起洗菜、挑菜。软糖维生素像糖果：放在孩子够不着的地方，不说“这是糖”，别和成人的含铁维生素放在一起（误吃过量铁对孩子很危险）。如果她体重不长、脸色苍白总没精神，或者只肯吃很少几样东西，带她去看儿科或儿童保健科。',
      en: '**A children’s multivitamin is a reasonable back-up — one a day at the dose on the pack for her age — but it doesn’t replace the fibre in vegetables, or eating them.** Until she eats greens, fruit covers vitamin C and carotenes (oranges, kiwi, strawberries, mango), and fruit, sweetcorn, sweet potato and wholegrains give fibre. To bring vegetables in: put a spoonful beside food she likes at each meal, with no pressure, bribes or pudding as a reward, and eat them yourself at the same table; a new vegetable often has to appear 10 or more times before a child tries it; chop them into dumplings, omelettes, meatballs or pasta sauce, and let her wash or pick them with you. Gummy vitamins look like sweets: keep them out of reach, don’t call them sweets, and never next to adult iron-containing vitamins (an iron overdose is dangerous for a child). If she isn’t gaining weight, is pale and tired, or eats only a handful of foods, see her paediatrician.',
    },
    source: {
      ref: 'NHS, Vitamins for children (2023); NHS Start for Life, Fussy eating; 中国营养学会 学龄前儿童膳食指南（2022）; Cooke L. The importance of exposure for healthy eating in childhood. J Hum Nutr Diet 2007;20:294–301; 美国FDA 21 CFR 101.17(e)（含铁制剂儿童误服警示）',
    },
  },
  {
    // Round 22 zh-014: "北方人 顿顿离不开馒头面条，减肥是不是主食全得戒了" — stock weight-loss bullets.
    id: 'weight-loss-keep-staples',
    when: [STAPLES, CUT_OUT, LOSE_WEIGHT],
    // Dinner without a staple is dinner-without-staple's; low-carb against fasting, keto-or-time-restricted-eating's.
    unless: [
      /晚饭|晚餐|晚上|\bdinner\b|\bsupper\b|\bat night\b|断食|轻断食|生酮|\bketo\w*\b|\bfasting\b|\b16:8\b/,
    ],
    notFor: [MINOR, NO_DEFICIT, PREGNANT_OR_NURSING, LOWS_ON_GLUCOSE_LOWERING],
    cutsCarbohydrate: true,
    intent: 'weight_change',
    text: {
      zh: '**不用戒，馒头面条照吃，管住量、换一部分粗粮就行。** 减重靠的是一天总热量少一点，不吃主食并不比均衡少吃瘦得更多，还难坚持。做法：每顿主食一份——一个拳头大的馒头（约100克）或一碗面（干面约75克），不再加第二份；一半换成杂粮馒头、荞麦面、莜面、玉米或红薯；先吃菜和肉蛋豆腐，最后吃主食。真正让面食“胖”的多是浇头的油、油泼辣子、炸酱和一大碗面汤，还有饼、油条、包子馅里的油。每周称一次体重，能每周降0.5千克左右就是合适的速度。',
      en: '**No — keep your steamed buns and noodles; just watch the portion and swap some for wholegrains.** Weight comes off from eating a little less overall; cutting out staples loses no more weight than a balanced diet in the long run, and is harder to keep up. How: one portion of staple per meal — a fist-sized steamed bun (about 100 g) or one bowl of noodles (about 75 g dry), no second helping; make half of it wholegrain (mixed-grain buns, buckwheat or oat noodles, corn, sweet potato); eat the vegetables and the meat, eggs or tofu first and the staple last. What makes noodle meals fattening is mostly the oil in toppings, chilli oil, fried sauce and a big bowl of broth, and the oil in pancakes, fried dough sticks and bun fillings. Weigh yourself once a week; about 0.5 kg a week is the right pace.',
    },
    source: {
      ref: `${CN_GUIDE}准则一（食物多样、合理搭配，谷类为主，每天谷类200–300克）与准则二（吃动平衡）; 中国居民肥胖防治专家共识（2022）; Gardner CD et al. DIETFITS randomized clinical trial. JAMA 2018;319:667–679; NICE CG189 Obesity (2014, updated 2023)`,
    },
  },
  {
    // Round 22 zh-017: "纯素一年多了，B12是不是必须补啊？朋友说吃点发酵豆制品就有了不用补，因该吃多少合适" —
    // the second part got soy-and-estrogen text; the fermented-soy claim was never answered.
    id: 'vegan-b12-fermented-soy',
    when: [B12, FOLK_B12],
    wholeMessage: true,
    intent: 'vegetarian_vegan',
    text: {
      zh: '**要补：发酵豆制品（豆豉、腐乳、纳豆、味噌、天贝）、紫菜、螺旋藻和蘑菇都不是可靠的B12来源，纯素的人必须靠补充剂或B12强化食品。** 这些食物里的B12要么量很少、批次间差别很大，要么是人体用不了的“类似物”，反而会让化验看着正常。吃多少：每天吃一片含10微克以上的B12（成人每天需要2.4微克，补充剂吸收率低，所以片剂量要大一些），或每周一次2000微克；也可以每天分两三顿吃强化了B12的豆奶、燕麦奶或早餐谷物，合计约3微克。吃纯素一直没补的，请查一下血B12（或同型半胱氨酸），手脚发麻、乏力、舌头发红疼痛要告诉医生。',
      en: '**Yes, you need it: fermented soy (tempeh, miso, natto, fermented bean curd), seaweed such as nori, spirulina and mushrooms are not reliable B12 sources; vegans need a supplement or B12-fortified foods.** What these foods hold is either tiny and very variable, or an inactive analogue the body can’t use, which can even make a blood test look normal. How much: a daily supplement of at least 10 µg (adults need 2.4 µg a day, but little of a tablet is absorbed, so the dose is larger), or 2,000 µg once a week; or B12-fortified soy or oat milk or cereal in two or three meals a day, about 3 µg in total. If you have been vegan without a supplement, ask for a B12 blood test (or homocysteine); tingling hands or feet, tiredness or a sore red tongue — tell your doctor.',
    },
    source: {
      ref: `The Vegan Society, What every vegan should know about vitamin B12; NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024); Watanabe F et al. Vitamin B12-containing plant food sources for vegetarians. Nutrients 2014;6:1861–1873; Academy of Nutrition and Dietetics, Position on Vegetarian Diets (2016); ${CN_DRIS}维生素B12`,
    },
  },
  {
    // Round 22 zh-020: "吃素怎么补omega-3，亚麻籽油拌凉菜行吗还是得买藻油DHA" — figures for flaxseed, not
    // the oil, and an invented oatmeal.
    id: 'flaxseed-oil-or-algal-dha',
    when: [FLAX_OIL, DHA_OR_ALGAE],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**亚麻籽油拌凉菜很好，一天一小勺就够α-亚麻酸（ALA）；但身体把ALA转成DHA的量很少，想确保DHA，就另外吃藻油。** 亚麻籽油每汤匙（约14克）含ALA约7克，一茶匙（约5毫升）就有2克多，成人每天需要约1.1（女）–1.6克（男）。ALA只有很小一部分能变成EPA，变成DHA的更少（通常不到百分之几），所以吃再多亚麻籽油也不能替代DHA。健康成人没有硬性要求，但吃纯素又想稳妥，每天一粒藻油（EPA+DHA约200–300毫克）就行；准备怀孕、怀孕和哺乳期更建议吃。亚麻籽油（胡麻油、紫苏油也一样）不耐高温，适合凉拌、出锅后淋，开封后避光冷藏、一两个月用完。',
      en: '**Flaxseed oil on cold dishes is good — a teaspoon a day covers alpha-linolenic acid (ALA) — but the body turns very little ALA into DHA, so for DHA take an algal oil.** A tablespoon of flaxseed oil (about 14 g) has about 7 g of ALA, a teaspoon over 2 g; adults need about 1.1 g (women) to 1.6 g (men) a day. Only a small share of ALA becomes EPA and even less DHA (usually a few per cent at most), so more flaxseed oil doesn’t replace DHA. There is no set requirement for healthy adults, but on a vegan diet one algal-oil capsule a day (about 200–300 mg EPA+DHA) is the safe choice, and more strongly advised when planning a pregnancy, pregnant or breastfeeding. Flaxseed (and perilla) oil doesn’t take high heat: use it in dressings or drizzled after cooking, keep it cool and dark once opened, and finish it within a month or two.',
    },
    source: {
      ref: `NIH ODS Omega-3 Fatty Acids Fact Sheet for Health Professionals (2023)（亚麻籽油每汤匙ALA 7.26克；ALA转化为EPA、DHA有限）; ${CN_DRIS}脂肪酸; Academy of Nutrition and Dietetics, Position on Vegetarian Diets (2016)`,
    },
  },
  {
    // Round 22 zh-022: "不喝牛奶钙从哪来？听说芝麻酱补钙比牛奶还强是真的吗" — a calcium-tablet plan for the
    // first part, "no reliable rule" for sesame paste.
    id: 'sesame-paste-calcium-vs-milk',
    when: [SESAME, CALCIUM],
    notFor: HYPERCALCAEMIA,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**按每100克比是真的，按一次吃的量比就不是：芝麻酱每100克含钙约1100多毫克，是牛奶（约100毫克）的十来倍，但一次只吃一勺（约15克），约170毫克钙，跟小半杯（约170毫升）牛奶差不多，还带约90千卡。** 所以它是不错的补充，但不能当主要来源。不喝牛奶，每天800毫克钙可以这样凑：北豆腐或豆腐干（卤水、石膏点的，100克北豆腐约130毫克，豆干更多）、钙强化豆奶（看标签，普通豆浆钙很少）、深绿叶菜（小白菜、油菜、芥蓝、菜心，每100克约100毫克，吸收不比牛奶差；菠菜草酸多，不算）、芝麻酱一勺、杏仁一小把。吃得不够时，再用钙片补差额，一次不超过500毫克。',
      en: '**Per 100 g yes, per serving no: sesame paste has about 1,100+ mg of calcium per 100 g, ten times milk’s 100 or so — but you eat a tablespoon (about 15 g) at a time, about 170 mg, the same as a small glass (about 170 ml) of milk, with about 90 kcal.** So it’s a useful extra, not a main source. Without milk, 800 mg a day can come from: firm tofu or dried tofu set with calcium or gypsum (100 g firm tofu about 130 mg, pressed tofu more), calcium-fortified soy milk (check the label — plain soy milk has little), dark greens (bok choy, choy sum, Chinese broccoli, kale, about 100 mg per 100 g and absorbed as well as milk’s; spinach’s oxalate locks its calcium up), a spoon of tahini, a handful of almonds. If food falls short, a calcium tablet makes up the gap, no more than 500 mg at a time.',
    },
    source: {
      ref: `${CN_FCT}（芝麻酱、牛奶、北豆腐、小白菜）; ${CN_DRIS}钙（成人800毫克）; Weaver CM et al. Choices for achieving adequate dietary calcium with a vegetarian diet. Am J Clin Nutr 1999;70(3 Suppl):543S–548S; NIH ODS Calcium Fact Sheet for Health Professionals (2024)`,
    },
  },
  {
    // Round 22 zh-023: "体检血红蛋白118，铁蛋白15，这算缺铁吗？吃素补铁感觉好难啊" — never read the values,
    // and told her to get tested.
    id: 'haemoglobin-and-ferritin-read-together',
    when: [HB_VALUE, FERRITIN_VALUE, ASKS_MEANING],
    // A product or a prescription named beside the values (a multivitamin, the iron the doctor gave) is the
    // treatment rows' question, with the plan's dose.
    unless: [
      /复合维生素|多维|善存|铁剂|铁片|补铁药|琥珀酸亚铁|硫酸亚铁|多糖铁|医生开了|\bmulti ?vitamins?\b|\biron (pills?|tablets?|supplements?)\b|\bseparate\b|\bprescri\w*/,
    ],
    notFor: [PREGNANT, MINOR, KIDNEY, ...IRON_NOT_WANTED],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    compose: hbFerritin,
    text: {
      zh: '**血红蛋白和铁蛋白要一起看：铁蛋白低于30就是缺铁，低于15说明铁储备已经耗尽；成年女性血红蛋白低于120（男性低于130）是贫血，两样都低就是缺铁性贫血。** 缺铁性贫血光靠吃饭补不回来，需要医生开口服铁剂、定剂量，2–4周复查血红蛋白，补到正常后再吃约3个月补满储备，同时查原因（最常见是月经量多）。饮食能防止以后再掉：豆制品、豆类、全谷物配维生素C丰富的蔬果，茶和咖啡放在两餐之间。',
      en: '**Read haemoglobin and ferritin together: a ferritin under 30 is iron deficiency, under 15 means the stores are empty; a haemoglobin under 120 g/L in an adult woman (130 in a man) is anaemia, and both low is iron-deficiency anaemia.** Food alone won’t correct that: your doctor prescribes iron tablets and the dose, rechecks the haemoglobin after 2–4 weeks, continues about 3 months after it is normal to refill the stores, and looks for the cause (heavy periods are the commonest). Food keeps it from falling again: soy, beans and wholegrains with vitamin C–rich vegetables or fruit, and tea and coffee between meals.',
    },
    source: {
      ref: `WHO. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity (WHO/NMH/NHD/MNM/11.1, 2011); WHO guideline on use of ferritin concentrations to assess iron status (2020); ${BSG_2021}; ${ODS_IRON}`,
    },
  },
  {
    // Round 22 zh-041: "我现在纯母乳，同时在吃舍曲林50mg…想补点鱼油，这样ok吗？会不会通过奶影响宝宝" — never
    // said fish oil goes with sertraline, or what reaches the baby.
    // Whether they go together at all is sertraline-supplements' (rows-medicines.ts); this row is for what
    // reaches the baby through the milk.
    id: 'fish-oil-sertraline-breastfeeding',
    when: [FISH_OIL, SERTRALINE_SAID, TO_THE_BABY],
    unless: [
      /维d|维生素d|镁|钙|铁|\bvitamin d\b|\bmagnesium\b|\bcalcium\b|\biron\b|情绪|心情|抑郁|\bmood\b|\bdepress\w*/,
    ],
    for: NURSING,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以吃：普通剂量的鱼油和舍曲林没有需要避开的相互作用，哺乳期也可以用。** 通过奶到宝宝那里的主要是DHA，这正是想要的——妈妈补DHA，母乳里的DHA会升高，对宝宝的大脑和眼睛发育有好处；鱼油不会增加宝宝从奶里得到的舍曲林。量：每天DHA约200–300毫克就够（一般一两粒，看标签），不需要每天几克的大剂量；大剂量鱼油和这类抗抑郁药合用，出血倾向会稍多一点，要吃大剂量先问医生。选标明DHA含量、做过重金属检测的鱼油或藻油，不要选鱼肝油（含维生素A）。舍曲林继续按医生说的吃。',
      en: '**Yes: fish oil at ordinary doses has no interaction with sertraline to avoid, and is fine while breastfeeding.** What passes into your milk is mainly the DHA — which is the point: your milk’s DHA rises, good for the baby’s brain and eyes; fish oil doesn’t increase the sertraline the baby gets. Dose: about 200–300 mg DHA a day is enough (usually one or two capsules — check the label), not several grams; high doses of fish oil with this kind of antidepressant add slightly to bleeding tendency, so ask your doctor before a high dose. Choose a fish or algal oil that states its DHA and is tested for contaminants, not cod liver oil (it contains vitamin A). Keep taking the sertraline as your doctor advised.',
    },
    source: {
      ref: `LactMed (NLM), Omega-3 fatty acids; Sertraline (updated 2024); ${CN_DRIS}（乳母DHA 200毫克/天）; EFSA NDA Panel, Scientific Opinion on the Tolerable Upper Intake Level of EPA, DHA and DPA. EFSA J 2012;10:2815`,
    },
  },
  {
    // Round 22 zh-045: "吃舍曲林的话咖啡能喝吗 夜奶带娃真的太困了" — "no reliable rule" for sertraline.
    id: 'coffee-sertraline-breastfeeding',
    when: [COFFEE, SERTRALINE_SAID],
    for: NURSING,
    notFor: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**能喝：咖啡和舍曲林之间没有需要避开的相互作用；哺乳期每天咖啡因不超过约200毫克，大约一两杯美式或一杯中杯现煮咖啡。** 要留意的是两者叠加：舍曲林有时会让人心慌、睡不好，咖啡会加重，所以尽量上午喝、喂完奶后喝，下午两三点以后不喝；宝宝变得烦躁、难入睡时减量。夜奶太困，咖啡只能撑一会儿：宝宝白天睡时你也补一觉，晚上让家人用挤出的奶或奶粉分担一次夜奶。如果累到情绪明显变差、什么都提不起兴趣，请告诉开药的医生。',
      en: '**Yes: coffee has no interaction with sertraline to avoid; while breastfeeding keep caffeine to about 200 mg a day — one or two americanos or one medium brewed coffee.** What to watch is the two together: sertraline sometimes causes jitteriness or poor sleep and coffee adds to it, so drink it in the morning, after a feed, and none after mid-afternoon; cut down if the baby becomes fussy or sleeps badly. Coffee only papers over night-feed tiredness: sleep when the baby naps, and let someone take one night feed with expressed milk or formula. If the tiredness drags your mood down or nothing interests you any more, tell the doctor who prescribes the sertraline.',
    },
    source: {
      ref: 'NHS, Breastfeeding and diet (caffeine up to 200 mg a day); LactMed (NLM), Caffeine; Sertraline (updated 2024); EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015); Zoloft (sertraline) 美国药品说明书 §6, §7',
    },
  },
  {
    // The same question off breastfeeding: up to 400 mg a day for adults.
    id: 'coffee-sertraline',
    when: [COFFEE, SERTRALINE_SAID],
    for: ON_SSRI,
    notFor: [PREGNANT_OR_NURSING, MINOR],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**能喝：咖啡和舍曲林之间没有需要避开的相互作用，成人每天咖啡因不超过400毫克（约3–4杯美式）就行。** 要留意的是叠加：舍曲林有时会让人心慌、紧张、睡不好，咖啡会加重，所以尽量上午喝，下午两三点以后不喝；焦虑、失眠明显时先少喝。舍曲林继续按医生说的吃。',
      en: '**Yes: coffee has no interaction with sertraline to avoid; up to 400 mg of caffeine a day (about 3–4 americanos) is fine for adults.** What to watch is the two together: sertraline sometimes causes jitteriness, anxiety or poor sleep and coffee adds to it, so drink it in the morning and none after mid-afternoon, and cut down if anxiety or sleep get worse. Keep taking the sertraline as prescribed.',
    },
    source: {
      ref: 'EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015); Zoloft (sertraline) 美国药品说明书 §6, §7',
    },
  },
  {
    // Round 22 zh-048: "我妈今年80，1米48才82斤，吃饭老容易呛到，平时吃点啥能长点肉" — the swallowing
    // answer only, nothing on gaining weight.
    // Without a weight said, older-energy-dense-swallow (rows-standard-round14.ts) answers; this row works
    // out the BMI from the height and weight said.
    id: 'older-choking-gain-weight',
    when: [CHOKES, GAIN, WEIGHT_NOW],
    for: OLDER,
    notFor: KIDNEY,
    wholeMessage: true,
    intent: 'food_sources',
    pushesWeightGain: true,
    compose: olderBmi,
    text: { zh: OLDER_GAIN_ZH, en: OLDER_GAIN_EN },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47（口服营养补充剂每天至少400千卡、30克蛋白质）; IDDSI framework (2019); 中国吞咽障碍评估与治疗专家共识（2017年版）; 中国居民膳食指南（2022）老年人膳食指南（BMI 20.0–26.9）',
    },
  },
  {
    // Round 22 zh-073: "南瓜玉米红薯能降血糖是真的吗，我丈母娘天天蒸给我吃" (insulin, lows recorded) — tea
    // stock text; corn never named.
    id: 'starchy-veg-lower-glucose-with-lows',
    when: [STARCHY, LOWERS_GLUCOSE, TRUE_OR_NOT],
    for: LOWS_ON_GLUCOSE_LOWERING,
    intent: 'medicine_question',
    text: {
      zh: '**不是真的：南瓜、玉米、红薯（山药、土豆也一样）都含淀粉，吃了会升血糖，不会降糖，要当主食算。** 可以吃，换着米饭吃：一根中等玉米（约200克带芯）碳水约25克、一个拳头大的红薯（约150克）约35克，差不多各顶大半碗到一碗米饭；南瓜碳水少（200克约10克），单吃南瓜当饭主食反而不够。你在打胰岛素、又有过低血糖：每顿主食的量要稳定，吃了红薯玉米就少吃相应的米饭，但不要因为听说“降糖”就少吃主食或只吃南瓜。低血糖的事请这几天联系开胰岛素的医生，由医生决定是否减量；心慌手抖出汗或血糖低于3.9时，马上吃15克快速升糖的东西（半杯果汁或3–4块葡萄糖片），15分钟后再测。',
      en: '**No: pumpkin, corn and sweet potato (and yam and potato) are starchy — they raise blood glucose — they don’t bring it down — and count as a staple.** Eat them in place of rice: a medium corn cob (about 200 g with the cob) has about 25 g carbohydrate, a fist-sized sweet potato (about 150 g) about 35 g — each roughly a bowl of rice; pumpkin has little (about 10 g in 200 g), so pumpkin alone is not enough as the staple. On insulin with lows: keep the amount of staple at each meal steady — let sweet potato or corn take the place of part of the rice — but keep a staple at every meal and don’t replace it with pumpkin alone because you heard pumpkin “lowers sugar”. For the lows, contact the doctor who prescribes your insulin in the next few days to decide whether to reduce it; shaky, sweaty, pounding heart or a reading under 3.9 — take 15 g of fast sugar (half a glass of juice or 3–4 glucose tablets) and recheck in 15 minutes.',
    },
    source: {
      ref: `American Diabetes Association, Standards of Care in Diabetes—2025 §5, §6; 中国2型糖尿病防治指南（2020年版）医学营养治疗与低血糖; ${CN_FCT}（玉米、红薯、南瓜碳水化合物）`,
    },
  },
  {
    // The same question without lows on a glucose-lowering medicine.
    id: 'starchy-veg-lower-glucose',
    when: [STARCHY, LOWERS_GLUCOSE, TRUE_OR_NOT],
    notFor: LOWS_ON_GLUCOSE_LOWERING,
    intent: 'food_sources',
    text: {
      zh: '**不是真的：南瓜、玉米、红薯（山药、土豆也一样）都含淀粉，吃了会升血糖，不会降糖，要当主食算。** 可以吃，换着米饭吃，而不是饭后再加：一根中等玉米（约200克带芯）碳水约25克、一个拳头大的红薯（约150克）约35克，差不多各顶大半碗到一碗米饭；南瓜碳水少一些（200克约10克），但“南瓜降糖”没有证据。蒸煮的比烤的、打成糊的升糖慢一些；整根玉米比玉米糊好。有糖尿病的，吃了以后两小时测一次血糖，看看自己的反应。',
      en: '**No: pumpkin, corn and sweet potato (and yam and potato) are starchy — they raise blood glucose — they don’t bring it down — and count as a staple.** Eat them in place of rice, not on top of it: a medium corn cob (about 200 g with the cob) has about 25 g carbohydrate, a fist-sized sweet potato (about 150 g) about 35 g — each roughly a bowl of rice; pumpkin has less (about 10 g in 200 g), but there is no evidence it lowers glucose. Steamed or boiled raise glucose more slowly than roasted or puréed; whole corn beats corn porridge. With diabetes, check your glucose two hours after to see your own response.',
    },
    source: {
      ref: `American Diabetes Association, Standards of Care in Diabetes—2025 §5; 中国2型糖尿病防治指南（2020年版）医学营养治疗; ${CN_FCT}（玉米、红薯、南瓜碳水化合物）`,
    },
  },
  {
    // Round 22 zh-093: "叶酸能不能天天吃" after "甲氨蝶呤一周吃一次，叶酸5mg应该哪天吃" — stock pair text; en-025
    // "I take folic acid 5 mg. Should I take it every day, or skip it on the day I take my methotrexate?" —
    // the interaction card and "I have no reliable rule" (the en batch's methotrexate-folic-acid-daily-or-skip,
    // merged into this row).
    id: 'methotrexate-folic-acid-daily',
    when: [FOLIC, anyOf(EVERY_DAY, SKIP_MTX_DAY)],
    // Every day but the methotrexate day, asked by name, is methotrexate-folic-acid-six-days'.
    unless: [
      /除了|除开|\bexcept\b|\bapart from\b|\bsix days\b|\b6 days\b/,
      /忘|漏|\bforg[eo]t\w*\b|\bmiss\w*\b/,
    ],
    for: ON_METHOTREXATE,
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'medicine_question',
    prescribedDoses: { folate: 5000 },
    text: {
      zh: '**可以，但要按风湿科医生开的方案，而且甲氨蝶呤那天不吃：有的方案就是天天吃，有的是一周一次，都常用。** 常见的几种：叶酸5毫克每周一次，在吃甲氨蝶呤后的第二天吃；或者5毫克每周吃几天、甚至除了吃甲氨蝶呤那天以外每天都吃；或者每天1毫克。关键是不和甲氨蝶呤同一天吃。照药盒标签上写的天数吃；看不清楚就问风湿科医生或药师，不要自己把每周一次改成天天吃。口腔溃疡、恶心、肝功能指标升高时，医生常会把叶酸加到更多天，告诉医生就行。复合维生素里的叶酸一般不影响，告诉医生即可。治疗肿瘤用的大剂量甲氨蝶呤完全是另一回事，叶酸只能由肿瘤科决定。',
      en: '**It can be, but follow your rheumatologist’s plan, and skip it on the methotrexate day: some regimens use it every day, others once a week — both are standard.** Common ones: folic acid 5 mg once a week on the day after the methotrexate; or 5 mg on several days a week, up to every day except the methotrexate day; or 1 mg every day. What matters is not taking it on the same day as the methotrexate. Follow the label on your folic acid, and if it is unclear, ask your rheumatologist or pharmacist rather than changing once a week to daily on your own. With mouth ulcers, nausea or rising liver tests, doctors often add more folic acid days — tell them. The folic acid in a multivitamin usually doesn’t matter; just mention it. High-dose methotrexate for cancer is a different matter: folic acid there is for the oncology team alone.',
    },
    source: {
      ref: `${BSR_2017} (folic acid 5 mg once weekly to six days a week, not on the methotrexate day); Fraenkel L et al. 2021 American College of Rheumatology Guideline for the Treatment of Rheumatoid Arthritis. Arthritis Rheumatol 2021;73:1108–1123; Shea B et al. Folic acid and folinic acid for reducing side effects in patients receiving methotrexate for rheumatoid arthritis. Cochrane Database Syst Rev 2013;(5):CD000951; BNF, Folic acid and Methotrexate (2024)`,
    },
  },
  {
    // Round 22 zh-121: "过年家里腊肉香肠火腿一大堆，吃这个药要注意啥" (phenelzine) — the stock list, nothing
    // on fresh against cured meat, leftovers or the warning signs.
    // One cured meat asked about alone ("is a salami sandwich allowed") is the medicine's food row; this row
    // is for a house full of them at a festival, and what else to watch.
    id: 'maoi-cured-meats-festive',
    when: [CURED_MEAT, FESTIVE],
    for: ON_MAOI,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**腊肉、腊肠香肠、风干肉、腊鱼腊鸭、金华火腿这类腌制风干的肉都要避开，一片也别碰：放得越久酪胺越多，和这类药同用可能让血压骤升。** 可以吃的是新鲜的肉、鱼、鸡，现做现吃；冻肉化冻后马上做。过年剩菜多：做好的菜尽快冷藏，一两天内吃完，闻着不新鲜或反复热了几天的不吃。同时注意：腐乳、臭豆腐、豆豉、酱油、酸菜泡菜、生啤和自酿米酒也都避开；家里买的感冒药、止咳药先问药师。吃了以后如果突然剧烈头痛（常在后脑）、心跳又快又重、脖子发硬、恶心呕吐或大汗，请立即去急诊。',
      en: '**Cured, dried or smoked meats — Chinese bacon and sausage, air-dried meat, cured fish or duck, dry-cured ham — are all out, not even a slice: tyramine builds up as they age, and with this kind of medicine they can send blood pressure soaring.** Fresh meat, fish and chicken cooked and eaten fresh are fine; cook frozen meat straight after thawing. With holiday leftovers: refrigerate cooked dishes quickly and finish them within a day or two; skip anything that smells off or has been reheated for days. Also avoid fermented bean curd, stinky tofu, fermented black beans, soy sauce, pickled cabbage, draught beer and home-brewed rice wine, and ask a pharmacist before any cold or cough medicine. After eating, a sudden severe headache (often at the back of the head), a pounding fast heartbeat, a stiff neck, nausea or vomiting, or heavy sweating — go to the emergency department at once.',
    },
    source: { ref: `${NARDIL}; ${GARDNER_1996}; ${FLOCKHART_2012}` },
  },
  {
    // Round 22 zh-122: "吃异维A酸期间能吃复合维生素吗，里面有维A" — "也需注意", no plain answer.
    id: 'isotretinoin-multivitamin-with-vitamin-a',
    when: [MULTIVITAMIN, VITAMIN_A, CAN_TAKE],
    unless: [/停|换|\bstop\w*\b|\bswitch\b/],
    for: ON_ISOTRETINOIN,
    intent: 'drug_interaction',
    text: {
      zh: '**含维生素A的复合维生素要避开；换成不含维生素A（视黄醇、醋酸视黄酯、棕榈酸视黄酯）的那种就可以吃。** 异维A酸本身就是维生素A的衍生物，说明书要求避免含维生素A的补充剂，叠加会加重头痛、皮肤嘴唇干、肝功能异常，严重时颅内压增高。只含β-胡萝卜素的风险小得多，拿不准问药师；鱼肝油也不要吃。食物里的维生素A（蛋、奶、胡萝卜、绿叶菜）正常吃，动物肝脏少吃。停药后什么时候恢复，问皮肤科医生。',
      en: '**Not one with vitamin A; a multivitamin without vitamin A (no retinol, retinyl acetate or palmitate) is fine.** Isotretinoin is itself a vitamin A derivative and its label says to avoid vitamin A supplements: together they add up to headaches, drier skin and lips, abnormal liver tests and, at worst, raised pressure in the skull. One with only beta-carotene carries much less risk — ask a pharmacist if unsure; no cod liver oil either. Vitamin A in food (eggs, milk, carrots, leafy greens) is fine; go easy on liver. Ask your dermatologist when to go back to your usual multivitamin after the course.',
    },
    source: {
      ref: 'Absorica/Accutane (isotretinoin) 美国药品说明书 §5（维生素A补充剂）、§7; NIH ODS Vitamin A Fact Sheet for Health Professionals (2023)',
    },
  },
  {
    // Round 22 zh-141: "冬天就想吃火锅 涮完的汤能喝吗 蘸料有讲究吗" (gout) — the dips never answered.
    id: 'gout-hotpot-broth-and-dips',
    when: [HOTPOT, DIP],
    for: GOUT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**汤别喝，蘸料选清淡的。** 涮过肉和海鲜的火锅汤越煮嘌呤越多，也更咸更油，一口都别喝；锅底选清汤、番茄或菌汤，多涮蔬菜、豆腐、菌菇，肉少量，海鲜、动物内脏少碰。蘸料：蒜泥、葱花、香菜、醋、少量香油和鲜辣椒最好；芝麻酱嘌呤不高，但油和热量大，一小碟就够；沙茶酱、海鲜酱、蚝油、虾酱含海鲜成分，少用；酱油、腐乳很咸，少放。别配啤酒，多喝白开水或淡茶。正在发作时先不吃火锅。',
      en: '**Skip the broth, and keep the dips light.** Hotpot broth gathers purines the longer meat and seafood cook in it, and it’s salty and oily too — don’t drink it; choose a clear, tomato or mushroom base, load up on vegetables, tofu and mushrooms, keep meat modest and go easy on seafood and offal. Dips: garlic, spring onion, coriander, vinegar, a little sesame oil and fresh chilli are best; sesame paste isn’t high in purines but is rich in fat and calories — one small dish; satay (shacha) sauce, seafood sauce, oyster sauce and shrimp paste contain seafood — use little; soy sauce and fermented bean curd are salty — go easy. No beer with it; drink water or weak tea. During a flare, leave hotpot for later.',
    },
    source: { ref: `${ACR_GOUT}; ${CN_GOUT}; WS/T 560-2017 高尿酸血症与痛风患者膳食指导` },
  },
  {
    // Round 22 zh-142: "樱桃、苏打水能降尿酸吗" — soda water never answered.
    id: 'gout-cherries-and-soda-water',
    when: [CHERRY, SODA_WATER],
    // Baking soda is gout-baking-soda-water's.
    unless: [/小苏打|碳酸氢钠|\bbaking soda\b|\bbicarb\w*/],
    for: GOUT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**两样都降不了尿酸，都不能代替降尿酸药。** 樱桃：观察性研究里吃樱桃的痛风患者发作少一些，但没有证明能降尿酸，指南也没推荐；当水果吃一小碗（10–15颗）可以，樱桃汁果糖多不要喝。苏打水：无糖的苏打水、碱性水当普通水喝没问题，但喝下去很快被胃酸中和，不改变血尿酸；含糖的苏打汽水反而升尿酸。真正有用的是每天喝够水（2000毫升以上，需要限水的按医生说的）、按时吃降尿酸药、少喝酒和含糖饮料。需要碱化尿液的由医生开药，不要自己长期冲小苏打。',
      en: '**Neither lowers uric acid, and neither replaces urate-lowering medicine.** Cherries: in an observational study people with gout who ate cherries had fewer flares, but they haven’t been shown to lower uric acid and the guideline doesn’t recommend them; a small bowl (10–15) as fruit is fine, cherry juice is high in fructose — skip it. Soda water: unsweetened soda or alkaline water is fine as ordinary water, but stomach acid neutralises it and it doesn’t change blood uric acid; sweetened fizzy sodas raise it. What helps: enough water (2 litres or more a day unless you must limit fluids), your urate-lowering medicine every day, little alcohol and few sugary drinks. If your urine needs alkalising, your doctor prescribes it; don’t dose yourself with baking soda.',
    },
    source: {
      ref: `Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011; ${ACR_GOUT}; ${CN_GOUT}`,
    },
  },
  {
    // Round 22 zh-144: "不喝酒改喝可乐果汁行不行" (gout) — cola declined; en-160 "Is sweet tea and regular
    // soda bad for gout too, or is it just meat and beer?" — the alcohol text, soda declined (the en batch's
    // gout-sugary-drinks, merged into this row).
    id: 'gout-cola-or-juice',
    compose: colaInGout,
    when: [anyOf(COLA, SUGARY_DRINK)],
    unless: [
      // A mixer with spirits is the alcohol rows' question.
      /\bvodka\b|\brum\b|\bwhisk(e)?y\b|\bspirits\b|\bmixers?\b|\bgin\b|白酒/,
      /苏打水|小苏打|碱性水|气泡水|\bsparkling water\b|\bseltzer\b|\bclub soda\b|\bsoda water\b|\bbaking soda\b/,
    ],
    for: GOUT_OR_URATE_LOWERING,
    wholeMessage: true,
    intent: 'food_sources',
    text: COLA_GOUT,
    source: {
      ref: `Choi HK, Curhan G. Soft drinks, fructose consumption, and the risk of gout in men: prospective cohort study. BMJ 2008;336:309–312; Choi HK, Willett W, Curhan G. Fructose-rich beverages and risk of gout in women. JAMA 2010;304:2270–2278; ${ACR_GOUT} (limit high-fructose corn syrup); ${CN_GOUT}`,
    },
  },
  {
    // Round 22 zh-152: "喝咖啡浓茶对骨头不好吗" (osteoporosis, alendronate) — tea never addressed.
    id: 'bones-strong-tea',
    when: [STRONG_TEA, BONE_WORD],
    unless: [/(?<!拿)铁|\biron\b|甲状腺|优甲乐|\bthyroid\b|\blevothyroxine\b|隔多久|多久|\bhow long\b/],
    for: BONES,
    intent: 'goals',
    text: {
      zh: '**喝茶对骨头没有坏处，研究里常喝茶的人骨密度还略高一些；咖啡每天一两杯影响也很小。** 要注意的是量和时间：浓茶一杯咖啡因约50–90毫克，和咖啡加起来一天不超过400毫克；浓茶别和钙片、牛奶、正餐一起下肚，隔开1–2小时。如果在吃阿仑膦酸钠这类双膦酸盐，吃药那天早上只用白开水送药，至少30分钟后再喝茶、咖啡、吃早饭，否则药几乎吸收不了。真正护骨的是钙和维生素D吃够、多晒太阳、常走路和做力量练习、防跌倒。',
      en: '**Tea isn’t bad for bones — in studies, regular tea drinkers have slightly higher bone density; one or two coffees a day make little difference either.** What matters is amount and timing: a strong cup of tea has about 50–90 mg caffeine, and with coffee keep the day under 400 mg; don’t have strong tea with your calcium tablet, milk or main meals — keep it 1–2 hours apart. If you take alendronate or another bisphosphonate, on the tablet morning take it with plain water only and wait at least 30 minutes before tea, coffee or breakfast, or it is barely absorbed. What protects bone is enough calcium and vitamin D, sunlight, walking and strength exercise, and preventing falls.',
    },
    source: {
      ref: 'Zhang ZF et al. Tea consumption and the risk of osteoporosis: a meta-analysis. Osteoporos Int 2017;28:1413–1424（凭记忆，未复核）; Heaney RP. Effects of caffeine on bone and the calcium economy. Food Chem Toxicol 2002;40:1263; 原发性骨质疏松症诊疗指南（2022）; EFSA Scientific Opinion on the safety of caffeine (2015); Fosamax 美国药品说明书 §2',
    },
  },
  {
    // Round 22 zh-153: "我16岁 160cm 55kg 想瘦到45 一天吃多少卡" — the minor's general answer, never that
    // 55 kg is normal and 45 kg would be thin.
    id: 'teen-target-weight-bmi',
    when: [HEIGHT_CM, WEIGHT_NOW, WEIGHT_TARGET],
    for: MINOR,
    intent: 'weight_change',
    compose: teenTarget,
    text: {
      zh: '**不用算卡路里。** 你还在长身体，体重要按同龄人的生长曲线看，很多想减的目标其实已经偏瘦，会影响月经、骨骼和长个子。三餐按时吃、每餐有主食、蛋白质和蔬菜，每天活动一小时；想知道自己的体重是否合适，请和家长一起问医生。如果总是担心体重、不敢吃饭或吃完想吐，请告诉家长、老师或医生。',
      en: '**No calorie count.** You are still growing; weight at your age is judged on growth charts for your age, and many targets teenagers choose are already too thin, which can affect periods, bones and growth. Three regular meals with a staple, protein and vegetables and an hour of activity a day; to know whether your weight is right, ask a doctor with a parent. If you often worry about your weight, are scared to eat or want to be sick after eating, tell a parent, a teacher or a doctor.',
    },
    source: {
      ref: 'Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents. AAP Clinical Report, Pediatrics 2016;138(3):e20161649; WS/T 586-2018 学龄儿童青少年超重与肥胖筛查; WS/T 456-2014 学龄儿童青少年营养不良筛查; 中国营养学会 中国学龄儿童膳食指南（2022）',
    },
  },
];
