/**
 * Questions the blind answer rounds 29–35 asked again and again of one group of personas and the chat
 * answered with a neighbouring text (development data once each round's figures were reported), as
 * classes — each row for the kind of question, not one question's words.
 *
 * The group: prostate cancer on prednisone (with or without abiraterone and androgen deprivation), a low
 * potassium, a raised ALT, a low vitamin D and blood calcium on a calcium tablet, a fasting glucose raised by
 * the steroid, and — for the man on Zytiga — diabetes on metformin, Zestoretic and Lupron.
 */
import { pickZh } from '../../contracts/common';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { DIABETES, KIDNEY_DISEASE_SAID, LOW_POTASSIUM, LOW_VITAMIN_D, PREGNANCY_SAID } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ——— Who ———

const ON_ABIRATERONE: FaqAudience = { medicines: ['abiraterone'] };
/** A systemic steroid (prednisone, prednisolone, dexamethasone …), by the drug table's class. */
const ON_STEROID: FaqAudience = { medicines: ['corticosteroid'] };
/** Androgen deprivation, taken or said. */
const ADT: FaqAudience = {
  medicines: ['leuprolide', 'goserelin'],
  said: /亮丙瑞林|抑那通|戈舍瑞林|诺雷德|曲普瑞林|达菲林|地加瑞克|去势治疗|\b(lupron|eligard|leuprolide|leuprorelin|zoladex|goserelin|triptorelin|trelstar|degarelix|firmagon|adt|androgen deprivation)\b/,
};
/** Cancer in the plan, a cancer medicine, or cancer said. */
const CANCER: FaqAudience = {
  conditions: ['cancer'],
  medicines: ['abiraterone', 'leuprolide', 'goserelin'],
  said: /癌|肿瘤|化疗|\b(cancer|tumou?rs?|oncolog\w*|onc|chemo\w*)\b/,
};
/** Diabetes in the plan or said — not "never had diabetes", "以前没糖尿病". */
const KIDNEY: FaqAudience = { conditions: ['kidney_disease', 'dialysis'], said: KIDNEY_DISEASE_SAID };
/** Prostate cancer said, or its hormone medicines. */
const PROSTATE: FaqAudience = {
  medicines: ['abiraterone', 'leuprolide', 'goserelin'],
  said: /前列腺|\bprostate\b/,
};

// ——— What is said ———

/** Liver enzymes told raised: a figure, or high, up, abnormal (this message or the one before). */
const LIVER_RAISED_SAID =
  /(转氨酶|谷丙|谷草|肝酶|肝功能?|\balt\b|\bast\b|\bggt\b|\bliver (enzymes?|tests?|function( tests?)?|numbers|labs?)\b|\blfts?\b)[^。！？.!?]{0,16}(\d{2,4}|高|升|异常|不好|超|翻倍|\b(high|raised|elevated|up|went up|gone up|abnormal|doubled|tripled|off)\b)|(高|升高|异常)[^。，,.]{0,4}(转氨酶|肝酶|肝功)|\b(high|raised|elevated|abnormal)\b[^.,]{0,6}\b(alt|ast|liver enzymes?|lfts?)\b/;
/** Blood sugar said (a steroid's rise): not "sugar in the coffee". */
const GLUCOSE_SAID =
  /血糖|糖高|升糖|控糖|糖化|\b(blood |fasting )?sugars?\b(?! (in|with) (it|the|my|his) (coffee|tea))|\bglucose\b|\ba1c\b/;
/** Zytiga's empty-stomach rule in this message or the one before. */
const ZYTIGA_CONTEXT = /泽珂|阿比特龙|\bzytiga\b|\babiraterone\b|\byonsa\b|空腹|\bempty stomach\b/;
/** Taking Zytiga with food or milk asked outright: the empty-stomach row answers (rows-medicines.ts). */
const ZYTIGA_WITH_FOOD_ASKED =
  /^(?![\s\S]*(咖啡|\bcoffee\b|二甲双胍|\bmetformin\b|泼尼松|强的松|\bprednisone\b))[\s\S]*((跟|和|随|配|就着)[^，。？?]{0,8}(饭|早饭|早餐|牛奶|鸡蛋)|饭前|饭后|餐前|餐后|\bwith (his |my |her |the )?(food|breakfast|meals?|milk|bacon|eggs)\b|\bbefore or after\b)/;
const ALCOHOL_SAID =
  /酒(?!精棉|精灯|店)|\bbeers?\b|\bwines?\b|\balcohol\w*|\bbooze\b|\bcoors\b|\bbudweiser\b|\bspirits\b|\bliquor\b|\bwhiske?y\b|\bvodka\b|\bbaijiu\b|\bdrinker\b|\bathletic brew\w*/;
const NON_ALCOHOLIC =
  /无醇|无酒精|不含酒精|零度啤酒|0\.0|\bnon-?alcoholic\b|\balcohol-?free\b|\bathletic brew\w*|\bn\/?a beers?\b|\b0\.5 ?%/;
/** A calcium tablet with vitamin D (Caltrate D600 and the like) named: the amounts row is written for it. */
const CALCIUM_D_TABLET_SAID =
  /钙尔奇|钙片|钙d|碳酸钙|\bcaltrate\b|\bd600\b|\bcalcium (\+ ?d|and d|with d|tablets?|pills?|supplements?)\b|\bos-?cal\b/;
const LIVER_OR_NON_ALCOHOLIC = new RegExp(`${LIVER_RAISED_SAID.source}|${NON_ALCOHOLIC.source}`);
const CALCIUM_OR_D_SAID =
  /钙尔奇|钙片|补钙|钙剂|碳酸钙|血钙|钙d|维生素 ?d|维d|维他命d|\bcaltrate\b|\bcalcium\b|\btums\b|\bvitamin ?d\b|\bvit ?d\b|\bd600\b|\bd3\b/;

/**
 * The message asks something (a second pattern beside the subject, so a row written for this person's
 * question outranks a general row that shares one word with it).
 */
const QUESTION =
  /[?？吗呢么吧]|能|可以|行|要不要|该|怎么|咋|啥|什么|多少|几|哪|好不好|算不算|够|中不中|\b(can|could|should|would|is|are|do|does|did|how|what|which|when|will|any|ok|okay|enough|better|fine|safe|need|worth|right|bad)\b/;

/** Prostate cancer said in this message or the one before. */
const PROSTATE_SAID = /前列腺|\bprostate\b/;

/** Someone else's health told (a son typing for his father): "he", "his"; otherwise "you". */
const THIRD_PERSON =
  /\b(he|he'?s|his|him|dad|father|husband|grandpa|grandfather|mum|mom|mother|wife|she|her|parent|uncle)\b|我爸|我妈|父亲|母亲|老爸|老爷子|老头|老伴|爷爷|外公|他|她/;
/** An English text about "him" said to the man himself. */
function toYou(en: string): string {
  return en
    .replace(/\bhas him take\b/g, 'has you take')
    .replace(/\bgive him more\b/g, 'have more')
    .replace(/\bNo, he doesn’t\b/g, 'No, you don’t')
    .replace(/\bHe need not\b/g, 'You need not')
    .replace(/\bHe can\b/g, 'You can')
    .replace(
      /\bhe (needs|takes|likes|remembers|has|eats|is|does)\b/g,
      (_m, v: string) =>
        `you ${({ needs: 'need', takes: 'take', likes: 'like', remembers: 'remember', has: 'have', eats: 'eat', is: 'are', does: 'do' } as Record<string, string>)[v]}`,
    )
    .replace(/\bhe\b/g, 'you')
    .replace(/\bHis\b/g, 'Your')
    .replace(/\bhis\b/g, 'your')
    .replace(/\bhim\b/g, 'you');
}
/** The English text for the person asking: as written for "him", or turned to "you". */
const forAsker = (s: ComposeInput, zh: boolean, text: string): string =>
  zh || THIRD_PERSON.test(normaliseQuestion(`${s.previous ?? ''}\n${s.text}`)) ? text : toYou(text);

/** The message (or the one before) read as the rows read it. */
const said = (s: ComposeInput) => normaliseQuestion(s.text);
const saidWithBefore = (s: ComposeInput) => normaliseQuestion(`${s.previous ?? ''}\n${s.text}`);
const medicinesOf = (s: ComposeInput) =>
  new Set([...(s.medicines ?? []), ...findDrugs(`${s.previous ?? ''}\n${s.text}`).map((d) => d.id)]);

// ——— Zytiga, coffee, breakfast and metformin ———

const ZYTIGA_LEADS = {
  coffeeBlack: {
    zh: '**可以：什么都不加的黑咖啡（不加奶、不加糖、不加奶精）不算破坏空腹，可以跟阿比特龙一起喝；牛奶、奶精、糖和吃的都算进食，要等吃药后至少1小时。**',
    en: '**Yes — black coffee with nothing added (no milk, creamer or sugar) is fine with your Zytiga and does not break the empty stomach; milk, creamer, sugar or food do, so keep those until at least 1 hour after the dose.**',
  },
  coffeeAdded: {
    zh: '**加了牛奶、奶精或糖的咖啡算吃东西：要在吃完阿比特龙至少1小时后再喝，吃药前2小时内也不要喝；什么都不加的黑咖啡可以跟药一起喝。**',
    en: '**Coffee with milk, creamer or sugar counts as food: have it at least 1 hour after the Zytiga dose, and nothing like it in the 2 hours before the dose. Black coffee with nothing added is fine with the dose itself.**',
  },
  coffee: {
    zh: '**黑咖啡可以——什么都不加，跟阿比特龙一起喝没问题；加奶、加糖、加奶精的咖啡算吃东西，要等吃药后至少1小时再喝。**',
    en: '**Black coffee, yes — with nothing added it is fine with your Zytiga; coffee with milk, creamer or sugar counts as food, so that waits until at least 1 hour after the dose.**',
  },
  prednisone: {
    zh: '**泼尼松不用空腹：跟早饭（晚上那次跟晚饭）一起吃对胃更好；和阿比特龙一起吞下去也可以。需要空腹的只是阿比特龙：吃药前2小时、吃药后1小时不吃东西。**',
    en: '**No — prednisone needs no empty stomach: take it with breakfast (and the evening dose with dinner), which is gentler on the stomach; swallowing it together with the Zytiga is allowed too. Only the Zytiga needs the empty stomach: nothing to eat for 2 hours before it and 1 hour after.**',
  },
  metformin: {
    zh: '**二甲双胍跟早饭吃、阿比特龙空腹吃，可以这样错开：早上一起床先用白开水吃阿比特龙，至少1小时后再吃早饭和二甲双胍（早上那次泼尼松也跟早饭吃）；或者把阿比特龙改到睡前，晚饭后至少2小时再吃，早饭照旧。**',
    en: '**Yes — metformin goes with breakfast, and it fits around Zytiga like this: Zytiga with water when you wake, then breakfast with the metformin (and the morning prednisone) at least 1 hour later; or move Zytiga to bedtime, at least 2 hours after dinner, and keep breakfast as it is.**',
  },
  really: {
    zh: '**是的，阿比特龙必须空腹吃（和饭一起吃，吸收最多可增加到约10倍），但可以和早饭的二甲双胍错开：早上一起床先用白开水吃阿比特龙，至少1小时后再吃早饭和二甲双胍；或者改在睡前、晚饭后至少2小时吃，早饭照旧。**',
    en: '**Yes — Zytiga really does need an empty stomach (with food up to about 10 times as much is absorbed), but it fits around metformin at breakfast: Zytiga with water when you wake and breakfast with the metformin at least 1 hour later, or Zytiga at bedtime, at least 2 hours after dinner, with breakfast unchanged.**',
  },
  afterEating: {
    zh: '**吃过东西至少2小时后才能吃阿比特龙，吃完药1小时内也不要吃东西。**',
    en: '**At least 2 hours after you last ate — and then nothing to eat for 1 hour after the dose.**',
  },
  wait: {
    zh: '**吃完阿比特龙至少等1小时再吃早饭；吃药前2小时内也不要吃东西。**',
    en: '**Wait at least 1 hour after the Zytiga dose before breakfast — and take the dose at least 2 hours after your last food.**',
  },
} as const;

const ZYTIGA_BODY = {
  rule: {
    zh: '说明书的规定是：吃阿比特龙前2小时、吃后1小时内不吃东西；白开水、不加奶不加糖的黑咖啡或清茶可以，牛奶、奶精、糖和任何点心都算进食。和食物（尤其油腻的早饭）一起吃，药的吸收最多可增加到约10倍，药的副作用（包括伤肝）也随之加重。',
    en: 'The label’s rule: nothing to eat for 2 hours before a Zytiga dose and for 1 hour after; water, and black coffee or plain tea with nothing added, are fine, but milk, creamer, sugar or a snack count as food. Taken with food — a fatty breakfast above all — up to about 10 times as much is absorbed, and with it more of the side effects, liver strain among them.',
  },
  scheduleNoMetformin: {
    zh: '容易做到的安排：早上一起床（比如6点）用白开水吞下阿比特龙，7点再吃早饭和早上那次泼尼松；或者改在睡前吃阿比特龙：晚饭后至少2小时再吃，吃完1小时内不再吃东西。',
    en: 'An easy routine: Zytiga with water on waking (say 6 am), then breakfast and the morning prednisone at 7; or Zytiga at bedtime, at least 2 hours after dinner with no snack for an hour after.',
  },
  schedule: {
    zh: '早饭要吃二甲双胍的，可以这样安排：早上一起床（比如6点）用白开水吞下阿比特龙，7点吃早饭，同时吃二甲双胍和早上那次泼尼松。早起一小时不方便，也可以改在睡前吃阿比特龙：晚饭后至少2小时再吃，吃完1小时内不再吃东西——这样早饭、二甲双胍和奶咖啡都照旧。',
    en: 'A morning that works with metformin at breakfast: Zytiga with water on waking (say 6 am), then at 7 breakfast with the metformin and the morning prednisone. If that hour is hard, Zytiga can go at bedtime instead, at least 2 hours after dinner with no snack for an hour after — breakfast, metformin and coffee with creamer then stay as they are.',
  },
  prednisone: {
    zh: '泼尼松不用空腹，跟早饭（晚上那次跟晚饭）一起吃对胃更好，和阿比特龙一起吞下去也可以。',
    en: 'Prednisone needs no empty stomach: with breakfast (the evening dose with dinner) is gentler on the stomach, and swallowing it with the Zytiga is allowed too.',
  },
  sameTime: {
    zh: '阿比特龙每天固定同一时间吃。',
    en: 'Take Zytiga at the same time each day.',
  },
} as const;

const COFFEE = /咖啡|\bcoffee\b|\bespresso\b|\bcreamer\b/;
const COFFEE_BLACK = /黑咖啡|美式|不加(糖|奶)|\bblack\b|\bplain coffee\b/;
const COFFEE_ADDED =
  /(加|放|配|带)[^，。？?]{0,3}(奶|糖|奶精|植脂末)|奶咖啡|\b(creamer|cream|milk|sugar|latte|cappuccino)\b/;
const PREDNISONE_ASKED = /泼尼松|强的松|\bprednisone\b/;
const METFORMIN_ASKED = /二甲双胍|\bmetformin\b|\bglucophage\b|错开|\bfit (both|them|it) in\b/;
const REALLY_ASKED = /\breally\b|真的要|一定要|必须|非得|\bbig deal\b|\bdo i have to\b/;
const AFTER_EATING =
  /(饭后|吃过(饭|东西)|吃完饭)[^。？?]{0,8}(多久|多长时间)|\bhow long after (eating|a meal|food|breakfast|i eat)\b|\bafter (eating|a meal|i eat)\b[^.?!]{0,20}\b(can|should) i take\b/;

function zytigaTimingText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const L = ZYTIGA_LEADS;
  const lead = COFFEE.test(t)
    ? COFFEE_BLACK.test(t)
      ? L.coffeeBlack
      : COFFEE_ADDED.test(t)
        ? L.coffeeAdded
        : L.coffee
    : PREDNISONE_ASKED.test(t)
      ? L.prednisone
      : REALLY_ASKED.test(t)
        ? L.really
        : METFORMIN_ASKED.test(t)
          ? L.metformin
          : AFTER_EATING.test(t)
            ? L.afterEating
            : L.wait;
  const B = ZYTIGA_BODY;
  // What the lead already says is not said again below it.
  const body = [
    B.rule,
    ...(lead === L.metformin || lead === L.really
      ? []
      : [medicinesOf(s).has('metformin') || METFORMIN_ASKED.test(t) ? B.schedule : B.scheduleNoMetformin]),
    ...(lead === L.prednisone ? [] : [B.prednisone]),
    B.sameTime,
  ];
  return [lead, ...body].map((p) => pickZh(p, zh)).join(zh ? '' : ' ');
}

// ——— A low potassium on Zytiga and a thiazide, with diabetes ———

const K_LEADS = {
  default: {
    zh: '**阿比特龙和赖诺普利氢氯噻嗪（里面的氢氯噻嗪是利尿药）都会让血钾降低，血钾3.3左右光靠吃一般补不上来：要不要吃氯化钾这类补钾药、吃多少，由肿瘤科医生定，不要自己去药店买——赖诺普利会让身体留钾，自己补容易过头。含钾的食物可以吃，也有帮助；有糖尿病，可以挑含钾多、又不太升血糖的。**',
    en: '**Zytiga and the hydrochlorothiazide in Zestoretic both can lower potassium, and at about 3.3 food alone rarely brings it back up: whether you need prescribed potassium, and how much, is your oncologist’s call (do not buy potassium pills yourself — the lisinopril in Zestoretic holds potassium in, so your own pills can overshoot). Potassium-rich foods are fine and do help, and with diabetes you can pick ones with little sugar or starch.**',
  },
  pills: {
    zh: '**以医生开的补钾药为主、饮食为辅：吃着阿比特龙和赖诺普利氢氯噻嗪（氢氯噻嗪排钾），血钾3.3左右光靠吃很难补上来；医生开了氯化钾就按量吃，不要自己去药店买——赖诺普利会让身体留钾，自己补容易过头。含钾的食物照样可以多吃，有帮助；有糖尿病，挑不太升血糖的。**',
    en: '**Prescribed potassium first, food alongside: on Zytiga and the hydrochlorothiazide in Zestoretic, a potassium of about 3.3 rarely comes up with food alone, so if your oncologist prescribes potassium tablets, take them as prescribed — but do not buy your own (the lisinopril in Zestoretic holds potassium in, so self-chosen pills can overshoot). Potassium-rich foods are fine and do help; with diabetes, pick ones with little sugar or starch — potatoes count as starch, and orange juice is the one to skip.**',
  },
  potatoAvocado: {
    zh: '**你的血钾偏低：含钾的食物可以正常吃——牛油果几乎不升血糖，可以常吃；土豆是主食，升糖和米饭差不多，吃土豆就相应少吃米饭，不要在米饭之外再加。** 阿比特龙和赖诺普利氢氯噻嗪里的氢氯噻嗪都会让血钾降低，光靠吃一般补不上来；要不要吃氯化钾这类补钾药由肿瘤科医生定，不要自己买（赖诺普利会让身体留钾）。',
    en: '**Your potassium is low, so potassium-rich foods are fine to eat — avocado barely raises blood sugar, and a potato counts as your starch: have it instead of bread, rice or pasta, not on top.** Both Zytiga and the hydrochlorothiazide in Zestoretic lower potassium, and food alone rarely corrects it; prescribed potassium is your oncologist’s call — do not buy your own (the lisinopril in Zestoretic holds potassium in).',
  },
} as const;

const K_BODY = {
  zh: '不太升血糖、含钾又多的（大约量）：绿叶菜——菠菜、苋菜、空心菜、油菜，炒一盘（约200克）含钾400–600毫克；牛油果半个约350毫克，几乎不含糖；无糖酸奶或牛奶一杯（250毫升）约300–400毫克；鱼、鸡肉、瘦猪肉每二两（100克）约250–400毫克；番茄、蘑菇、西兰花、西葫芦每份200–300毫克；一小把杏仁或南瓜子约200毫克；豆腐、毛豆也含钾。杂豆和小扁豆（半碗约300–500毫克）有碳水但纤维多，当主食的一部分吃。一个中等土豆（约200克）含钾600多毫克，但碳水约35克、和一小碗米饭差不多：吃土豆就少吃米饭，蒸或煮比油炸、土豆泥升糖慢。香蕉一根约400毫克、碳水约27克，算一份水果，一天一根随餐吃可以。橙汁最好不喝（一杯约25克糖，升糖快），整个橙子可以。蔬菜多蒸、炒、微波，少用水长时间煮——钾会溶到水里。出现明显乏力、抽筋、心慌，当天就医。',
  en: 'Low in carbohydrate, good in potassium (approximate): cooked spinach or Swiss chard, ½ cup, 400–480 mg; half an avocado about 350 mg; plain yoghurt or milk, 1 cup, 350–550 mg; salmon, halibut, chicken or pork loin, 3 oz, 300–450 mg; a tomato or ½ cup of tomato sauce, mushrooms, broccoli, Brussels sprouts or zucchini, 200–400 mg a serving; a small handful of almonds or pumpkin seeds about 200 mg. Beans and lentils (½ cup, 350–600 mg) carry carbs but plenty of fibre — count them as part of the meal’s starch. A medium potato with its skin has about 900 mg but also about 35 g of carbohydrate: have it instead of bread, rice or pasta at that meal, baked or boiled rather than fried or mashed. A banana (about 420 mg, 27 g of carbohydrate) counts as one fruit serving — fine once a day with a meal. Skip the orange juice (a cup is about 25 g of fast sugar); a whole orange is fine. Steam, roast or microwave vegetables — long boiling leaches potassium into the water. Weakness, cramps or palpitations: see a doctor the same day.',
} as const;

const K_PILLS_ASKED =
  /钾片|补钾药|氯化钾|枸橼酸钾|缓释钾|\b(potassium|k) (pills?|tablets?|supplements?)\b|\bpotassium chloride\b|\bklor-?con\b|\bk-?dur\b|\bpills or (just )?(eat|food)/;
const POTATO_AVOCADO = /土豆|马铃薯|牛油果|\bpotato(es)?\b|\bavocados?\b/;

function potassiumDiabetesText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  // Tablets asked about first: "pills or just eat more potatoes?" is about the tablets.
  if (K_PILLS_ASKED.test(t)) return `${pickZh(K_LEADS.pills, zh)} ${pickZh(K_BODY, zh)}`;
  if (POTATO_AVOCADO.test(t)) return `${pickZh(K_LEADS.potatoAvocado, zh)} ${pickZh(K_BODY, zh)}`;
  return `${pickZh(K_LEADS.default, zh)} ${pickZh(K_BODY, zh)}`;
}

// ——— A raised ALT during cancer treatment: alcohol and the diet ———

const DAILY_DRINKING =
  /每天|天天|每晚|顿顿|几十年|多少年|\bevery (day|night|evening)\b|\bdaily\b|\bnightly\b|\bdecades\b|\bfor years\b/;
const BAIJIU = /白酒|\bbaijiu\b/;
/** Spirits, or drinking for decades: stopping may bring withdrawal symptoms. */
const HARD_OR_LONG =
  /白酒|烈酒|几十年|多少年|\bspirits\b|\bliquor\b|\bwhiske?y\b|\bvodka\b|\bbaijiu\b|\bdecades\b|\bfor years\b/;
const GRAPEFRUIT = /西柚|葡萄柚|\bgrapefruit\b/;

const ALT_PARTS = {
  leadZytiga: {
    zh: '**{alt}，又在吃阿比特龙（泽珂），酒先停掉——周末看球的啤酒也算——等肿瘤科医生复查肝功能、说可以了再说。**',
    en: '**With {alt} while on Zytiga, stop the alcohol for now, weekend beers included, until your oncologist has rechecked your liver and says it is fine.**',
  },
  leadGeneric: {
    zh: '**{alt}，又在做肿瘤治疗，酒要现在就停掉——啤酒、红酒、白酒都算——至少等医生查清原因、肝功能恢复正常。**',
    en: '**With {alt} during cancer treatment, stop alcohol now — beer, wine and spirits alike — at least until the doctor has found the cause and the liver tests are back to normal.**',
  },
  leadZytigaNoLab: {
    zh: '**吃阿比特龙（泽珂）期间酒要少：它本身会伤肝，最多偶尔一两杯；最近一次肝功能（转氨酶ALT）偏高的，先一点都不喝，等肿瘤科医生说降下来了再说。**',
    en: '**On Zytiga, which can strain the liver, keep alcohol to an occasional drink or two at most — and none while your liver tests are raised: if your last ALT was high, hold off until your oncologist says it is back down.**',
  },
  leadNonAlcoholic: {
    zh: '**无醇啤酒可以喝：酒精度在0.5%以下，基本不含酒精，不会加重肝的负担；只是有碳水（每罐约10–20克，看标签），有糖尿病的要算进当餐的主食里。**',
    en: '**Non-alcoholic beer is fine: at 0.5 % alcohol or less it adds nothing meaningful for the liver — just count its carbohydrate (often 10–20 g a can; check the label) like a slice of bread.**',
  },
  leadDiet: {
    zh: '**转氨酶高时，饮食上真正要避开的是酒（一点都不喝）和各种草药、“护肝”保健品；普通饭菜不用特别忌口。{alt}这个结果本身要{when}告诉肿瘤科医生。**',
    en: '**Nothing in an ordinary diet needs cutting for a raised ALT except alcohol — none while it is raised — and herbal or “liver” supplements; the result itself ({alt}) needs your oncologist {when}.**',
  },
  leadDietNoLab: {
    zh: '**吃阿比特龙时饮食上要注意的不多：空腹吃药，酒要少（肝功能偏高时一点都不喝），不吃草药和“护肝”保健品；普通饭菜不用特别忌口。**',
    en: '**On Zytiga the diet rules are few: take it on an empty stomach, keep alcohol small (none while liver tests are raised), and take no herbal or “liver” supplements; ordinary food needs no cutting.**',
  },
  zytiga: {
    zh: '阿比特龙（和泼尼松一起吃的那个药）本身会伤肝，说明书要求头3个月每2周查一次肝功能、之后每月一次；这个结果请{when}告诉肿瘤科医生，不要等下次复诊，要不要调整由医生定。',
    en: 'Zytiga (taken with prednisone) can injure the liver — its label asks for liver tests every 2 weeks for the first 3 months, then monthly — so tell your oncologist about this result {when} rather than at the next visit; they decide whether anything changes.',
  },
  zytigaNoLab: {
    zh: '阿比特龙（和泼尼松一起吃的那个药）本身会伤肝，说明书要求头3个月每2周查一次肝功能、之后每月一次；转氨酶偏高要告诉肿瘤科医生，由医生决定要不要调整。',
    en: 'Zytiga (taken with prednisone) can injure the liver — its label asks for liver tests every 2 weeks for the first 3 months, then monthly; a raised ALT goes to your oncologist, who decides whether anything changes.',
  },
  prednisoneNoAbiraterone: {
    zh: '前列腺癌里每天两次、每次5毫克的泼尼松，通常是和阿比特龙（泽珂）一起用的；如果也在吃泽珂，它就是常见的伤肝原因，一定要告诉肿瘤科医生。',
    en: 'Prednisone 5 mg twice a day in prostate cancer usually goes with abiraterone (Zytiga); if he takes it too, it is a known cause of a raised ALT and the oncologist must know.',
  },
  generic: {
    zh: '这个结果请{when}告诉肿瘤科医生，由医生找原因（药物、脂肪肝、喝酒、病毒性肝炎等）；医生开的药不要自己停。',
    en: 'Tell the oncologist about this result {when} so they can find the cause (a medicine, fatty liver, alcohol, viral hepatitis); do not stop a prescribed medicine yourself.',
  },
  statin: {
    zh: '阿托伐他汀也可能让转氨酶升高；它和阿比特龙都不要自己停。',
    en: 'Atorvastatin can raise ALT too; do not stop it or the Zytiga yourself.',
  },
  baijiu: {
    zh: '一两（50毫升）52度白酒约含酒精20克，天天喝几十年，对肝是实实在在的负担。',
    en: 'One liang (50 ml) of 52 % baijiu holds about 20 g of alcohol — every day for decades, a real load on the liver.',
  },
  daily: {
    zh: '常年每天喝酒的人一下子停，头几天可能睡不好、出汗、手抖，出现这些请看医生；糊涂、看见不存在的东西，马上就医。',
    en: 'After years of daily drinking, stopping can bring a few days of poor sleep, sweats or shakiness — if so, see the doctor; confusion or seeing things that are not there needs urgent care.',
  },
  metformin: {
    zh: '吃二甲双胍时喝酒还会增加低血糖和乳酸酸中毒的风险；',
    en: 'With metformin, alcohol also adds to the risk of lows and, in larger amounts, lactic acidosis;',
  },
  dizzy: {
    zh: '和{pills}一起，喝酒后站起来更容易头晕。',
    en: 'with {pills} it makes dizziness on standing more likely.',
  },
  metforminAlone: {
    zh: '吃二甲双胍时喝酒还会增加低血糖和乳酸酸中毒的风险。',
    en: 'With metformin, alcohol also adds to the risk of lows and, in larger amounts, lactic acidosis.',
  },
  dizzyAlone: {
    zh: '和{pills}一起，喝酒后站起来更容易头晕、跌倒。',
    en: 'With {pills}, alcohol also makes dizziness on standing, and falls, more likely.',
  },
  statinNoZytiga: {
    zh: '阿托伐他汀也可能让转氨酶升高；不要自己停药。',
    en: 'Atorvastatin can raise ALT too; do not stop it yourself.',
  },
  nonAlcoholic: {
    zh: '想喝点东西，可以换成无醇啤酒（酒精度0.5%以下），碳水要算进去。',
    en: 'Non-alcoholic beer (0.5 % or less) is fine instead; count its carbohydrate too (often 10–20 g a can).',
  },
  calories: {
    zh: '想减重的话也要算上酒的热量：一杯150毫升红酒约120千卡，一瓶500毫升啤酒约200千卡。',
    en: 'For the weight, count the drinks too: a 5 oz glass of wine is about 120 kcal and a 12 oz beer about 150.',
  },
  grapefruit: {
    zh: '西柚和阿比特龙没有需要在意的相互作用；和阿托伐他汀一起只是大量时才有影响（每天超过约1.2升西柚汁），偶尔吃半个没问题。',
    en: 'Grapefruit has no meaningful interaction with Zytiga; with atorvastatin only large amounts matter (over about 1.2 litres of juice a day) — half a grapefruit now and then is fine.',
  },
  diet: {
    zh: '其他饮食不用特别忌口：正常吃饭，多蔬菜、瘦肉鱼蛋豆腐和粗粮，少喝含糖饮料、少吃油炸；不要吃草药、“护肝”“排毒”类产品。眼睛或皮肤发黄、尿像浓茶、右上腹痛或呕吐，当天就医。',
    en: 'Nothing else needs cutting for the liver: ordinary meals with vegetables, lean protein and whole grains, easy on sugary drinks and fried food, and no herbal or “liver detox” products. Yellow eyes or skin, tea-coloured urine, pain under the right ribs or vomiting: be seen the same day.',
  },
} as const;

/** The ALT typed (this message or the one before), as "ALT 96 (about 2–3 times the upper limit)". */
function altOf(t: string, zh: boolean): { phrase: string; when: string } {
  const m =
    /(\balt\b|谷丙|转氨酶|\bliver (enzymes?|tests?|numbers)\b)[^\d。？?!]{0,14}(\d{2,4})(?!\d|\.\d)/.exec(t);
  const v = m ? Number(m[3]) : null;
  // Upper limit about 40 U/L (50 in the Chinese male reference interval): read as a range.
  const ratio = v !== null ? v / 40 : null;
  const soon = ratio !== null && ratio >= 5;
  const when = soon ? (zh ? '今天或明天' : 'today or tomorrow') : zh ? '这周内' : 'this week';
  if (v === null || ratio === null || ratio < 1.2)
    return { phrase: zh ? '转氨酶偏高' : 'a raised ALT', when };
  const lo = Math.max(1, Math.floor(ratio));
  return {
    phrase: zh
      ? `转氨酶ALT ${v}（约为正常上限的${lo}–${lo + 1}倍）`
      : `an ALT of ${v} (about ${lo}–${lo + 1} times the upper limit)`,
    when,
  };
}

function liverAlcoholText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const both = saidWithBefore(s);
  const meds = medicinesOf(s);
  const alt = altOf(both, zh);
  const tamsulosin = meds.has('tamsulosin');
  const pressure = meds.has('amlodipine') || meds.has('lisinopril-hydrochlorothiazide');
  const pills = zh
    ? [tamsulosin ? '坦索罗辛' : '', pressure ? '降压药' : ''].filter(Boolean).join('、')
    : [tamsulosin ? 'tamsulosin' : '', pressure ? 'blood-pressure pills' : ''].filter(Boolean).join(' and ');
  const fill = (p: { zh: string; en: string }) =>
    pickZh(p, zh).replace('{alt}', alt.phrase).replace('{when}', alt.when).replace('{pills}', pills);
  const abiraterone = meds.has('abiraterone');
  const liverSaid = LIVER_RAISED_SAID.test(both);
  const drinks = ALCOHOL_SAID.test(t);
  const nonAlcoholic = NON_ALCOHOLIC.test(t);
  const lead = nonAlcoholic
    ? ALT_PARTS.leadNonAlcoholic
    : !drinks
      ? liverSaid
        ? ALT_PARTS.leadDiet
        : ALT_PARTS.leadDietNoLab
      : !liverSaid
        ? ALT_PARTS.leadZytigaNoLab
        : abiraterone
          ? ALT_PARTS.leadZytiga
          : ALT_PARTS.leadGeneric;
  const parts: string[] = [fill(lead)];
  if (nonAlcoholic)
    parts.push(
      fill(
        !liverSaid ? ALT_PARTS.leadZytigaNoLab : abiraterone ? ALT_PARTS.leadZytiga : ALT_PARTS.leadGeneric,
      )
        .replace(/\*\*/g, '')
        .replace(/^With an/, 'With an'),
    );
  if (abiraterone) parts.push(fill(liverSaid ? ALT_PARTS.zytiga : ALT_PARTS.zytigaNoLab));
  else if (meds.has('prednisone') && PROSTATE_SAID.test(both))
    parts.push(fill(ALT_PARTS.prednisoneNoAbiraterone), fill(ALT_PARTS.generic));
  else parts.push(fill(ALT_PARTS.generic));
  if (meds.has('atorvastatin')) parts.push(fill(abiraterone ? ALT_PARTS.statin : ALT_PARTS.statinNoZytiga));
  if (BAIJIU.test(both)) parts.push(fill(ALT_PARTS.baijiu));
  if (drinks && !nonAlcoholic && DAILY_DRINKING.test(t) && HARD_OR_LONG.test(both))
    parts.push(fill(ALT_PARTS.daily));
  const metformin = meds.has('metformin');
  const dizzy = tamsulosin || pressure;
  if (drinks && metformin && dizzy)
    parts.push(`${fill(ALT_PARTS.metformin)}${zh ? '' : ' '}${fill(ALT_PARTS.dizzy)}`);
  else if (drinks && metformin) parts.push(fill(ALT_PARTS.metforminAlone));
  else if (drinks && dizzy) parts.push(fill(ALT_PARTS.dizzyAlone));
  if (drinks && !nonAlcoholic && !BAIJIU.test(t)) parts.push(fill(ALT_PARTS.nonAlcoholic));
  if (drinks && /热量|卡路里|千卡|减重|减肥|体重|\bcalori\w*|\bweight\b|\bkcal\b/.test(both))
    parts.push(fill(ALT_PARTS.calories));
  if (GRAPEFRUIT.test(t)) parts.push(fill(ALT_PARTS.grapefruit));
  parts.push(fill(ALT_PARTS.diet));
  return parts.join(zh ? '' : ' ');
}

// ——— A raised ALT: liver tonics, herbs and the calcium tablet ———

const LIVER_PRODUCTS = [
  {
    said: /水飞蓟|奶蓟|\bmilk thistle\b|\bsilymarin\b|\bsilybin\b/,
    zh: '水飞蓟（奶蓟草）',
    en: 'milk thistle',
  },
  {
    said: /灵芝|孢子粉|\blingzhi\b|\breishi\b|\bganoderma\b/,
    zh: '灵芝、灵芝孢子粉',
    en: 'lingzhi (reishi)',
  },
  { said: /蒲公英|\bdandelion\b/, zh: '蒲公英茶', en: 'dandelion tea' },
  { said: /护肝片|保肝片|养肝片|\bliver (pills?|tablets?)\b/, zh: '护肝片', en: 'liver-protecting tablets' },
  {
    said: /(护肝|保肝|养肝)[^，。？?]{0,4}(茶|草药|中药|汤)|凉茶|草药|中药|\bherbal\b|\bliver teas?\b/,
    zh: '护肝草药茶、中药',
    en: 'herbal liver teas and remedies',
  },
  { said: /补品|补药|\btonics?\b/, zh: '各种补品', en: 'herbal tonics' },
] as const;
const CALCIUM_TABLET = /钙尔奇|钙片|钙d|补钙|碳酸钙|\bcaltrate\b|\bcalcium\b/;
const LIVER_FAILING = /肝不行|肝坏了|肝衰|肝硬化了|\bliver (is )?(failing|failure|shot|damaged)\b/;
const PROTEIN_POWDER = /蛋白粉|\bprotein (powder|shakes?)\b|\bwhey\b/;
/** A blood calcium or 25-OH vitamin D said low in the message or the one before. */
const LOW_CALCIUM_SAID =
  /(血钙|钙|\bcalcium\b|\bca\b)[^\d。？?!]{0,8}(1\.\d{1,2}|2\.(0\d?|1[0-4]?))(?!\d)|血钙[^，。？?]{0,4}(低|偏低)|\blow (blood )?calcium\b/;

const LIVER_SUPPLEMENT_PARTS = {
  calciumLead: {
    zh: '**钙尔奇D可以接着吃：钙和维生素D在这个剂量下不伤肝。**',
    en: '**Yes, keep taking the Caltrate D: calcium and vitamin D at these doses do not harm the liver.**',
  },
  calciumLow: {
    zh: '血钙和维生素D本来就偏低，需要的是在医生指导下补得更多，而不是停掉。',
    en: 'With his blood calcium and vitamin D already low, he needs more of them under the doctor, not less.',
  },
  failing: {
    zh: 'ALT 96、AST 71是转氨酶升高（肝细胞受了刺激），不等于肝衰竭，但要查清原因。',
    en: 'An ALT of 96 with an AST of 71 means irritated liver cells — not liver failure — but the cause needs finding.',
  },
  protein: {
    zh: '单纯的蛋白粉（乳清或大豆蛋白、不含草药）不伤肝；肿瘤病人确实需要更多蛋白质（每天每公斤体重约1.0–1.5克），先从鱼、蛋、奶、豆腐、瘦肉里吃，吃不够再每天冲一勺。',
    en: 'A plain protein powder (whey or soy, no herbs added) does not harm the liver; people with cancer do need more protein (about 1.0–1.5 g per kg a day) — food first (fish, eggs, milk, tofu, lean meat), a scoop a day if meals fall short.',
  },
  lingzhiClaims: {
    zh: '说灵芝能抗癌、提高免疫力，没有可靠的临床证据。',
    en: 'Claims that lingzhi fights cancer or boosts immunity are not backed by good trials.',
  },
  why: {
    zh: '没有哪一种被证明在肿瘤治疗期间能保护肝脏、降转氨酶；有的草药产品本身就会伤肝，而且新加一样东西，医生就更难判断转氨酶是怎么升高的。',
    en: 'None is proven to protect the liver or bring ALT down during cancer treatment; some herbal products injure the liver themselves, and anything new muddies the picture while the doctor works out the cause.',
  },
  abiraterone: {
    zh: '阿比特龙（泽珂）本身就会伤肝，说明书要求头3个月每2周查一次肝功能：这个结果请这周内告诉肿瘤科医生，由医生复查、决定要不要调整；',
    en: 'Zytiga (abiraterone) is a known cause — its label asks for liver tests every 2 weeks for the first 3 months — so tell the oncologist about this result this week; they repeat the tests and decide whether anything changes;',
  },
  prednisoneNoAbiraterone: {
    zh: '前列腺癌里每天两次、每次5毫克的泼尼松通常是和阿比特龙（泽珂）一起用的，如果也在吃泽珂，它就是常见的伤肝原因。这个结果请一周内告诉肿瘤科医生，由医生找原因（药物、脂肪肝、喝酒、病毒性肝炎等）；',
    en: 'Prednisone 5 mg twice a day in prostate cancer usually goes with abiraterone (Zytiga), a known cause of a raised ALT, if he takes it. Tell the oncologist about this result within a week so they can find the cause (a medicine, fatty liver, alcohol, viral hepatitis);',
  },
  generic: {
    zh: '这个结果请一周内告诉肿瘤科医生，由医生找原因（药物、脂肪肝、喝酒、病毒性肝炎等）；',
    en: 'Tell the oncologist about this result within a week so they can find the cause (a medicine, fatty liver, alcohol, viral hepatitis);',
  },
  statin: {
    zh: '阿托伐他汀也可能让转氨酶升高；',
    en: 'atorvastatin can raise ALT too;',
  },
  rest: {
    zh: '医生开的药不要自己停。在这之前：不喝酒，不加新的草药和保健品（已经在吃的带去给医生看），正常吃饭。眼睛或皮肤发黄、尿像浓茶、右上腹痛或呕吐，当天就医。',
    en: 'do not stop a prescribed medicine yourself. Meanwhile: no alcohol, nothing new that is herbal (take any product already in use to the appointment), ordinary meals. Yellow eyes or skin, tea-coloured urine, pain under the right ribs or vomiting: be seen the same day.',
  },
} as const;

function liverSupplementText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const both = saidWithBefore(s);
  const meds = medicinesOf(s);
  const pick = (p: { zh: string; en: string }) => pickZh(p, zh);
  const named = LIVER_PRODUCTS.filter((p) => p.said.test(t)).map((p) => pickZh(p, zh));
  const calcium = CALCIUM_TABLET.test(t);
  const parts: string[] = [];
  if (named.length > 0) {
    const list = zh ? named.join('、') : named.join(', ').replace(/, ([^,]+)$/, ' or $1');
    parts.push(
      zh
        ? `**${list}这类东西先不要加${calcium ? '；钙尔奇D可以接着吃，钙和维生素D在这个剂量下不伤肝' : ''}。**`
        : `**No — don’t add ${list}${calcium ? '; the Caltrate D is fine to keep taking — calcium and vitamin D at these doses do not harm the liver' : ''}.**`,
    );
  } else if (calcium) parts.push(pick(LIVER_SUPPLEMENT_PARTS.calciumLead));
  else {
    // The calcium tablet is named only for someone who takes one (no thiazide card for a tablet not taken).
    const takesCalcium = (s.takes ?? []).some((n) => /钙|calcium|caltrate|tums/i.test(n));
    parts.push(
      zh
        ? `**草药、“护肝”类保健品先不要加${takesCalcium ? '；在吃的钙片、维生素D不伤肝，可以照吃' : ''}。**`
        : `**No new herbal or “liver” supplements for now${takesCalcium ? '; the calcium and vitamin D tablet does not harm the liver and can continue' : ''}.**`,
    );
  }
  if (calcium && LOW_CALCIUM_SAID.test(both)) parts.push(pick(LIVER_SUPPLEMENT_PARTS.calciumLow));
  if (LIVER_FAILING.test(t)) parts.push(pick(LIVER_SUPPLEMENT_PARTS.failing));
  parts.push(pick(LIVER_SUPPLEMENT_PARTS.why));
  if (/灵芝|孢子粉|\blingzhi\b|\breishi\b/.test(t)) parts.push(pick(LIVER_SUPPLEMENT_PARTS.lingzhiClaims));
  if (PROTEIN_POWDER.test(t)) parts.push(pick(LIVER_SUPPLEMENT_PARTS.protein));
  const cause = meds.has('abiraterone')
    ? LIVER_SUPPLEMENT_PARTS.abiraterone
    : meds.has('prednisone') && PROSTATE_SAID.test(both)
      ? LIVER_SUPPLEMENT_PARTS.prednisoneNoAbiraterone
      : LIVER_SUPPLEMENT_PARTS.generic;
  const statin = meds.has('atorvastatin') ? pick(LIVER_SUPPLEMENT_PARTS.statin) : '';
  parts.push(
    `${pick(cause)}${zh ? '' : ' '}${statin}${statin && !zh ? ' ' : ''}${pick(LIVER_SUPPLEMENT_PARTS.rest)}`,
  );
  return parts.join(zh ? '' : ' ');
}

// ——— A steroid's raised blood sugar: congee, rice and breakfast ———

const OATS_MILLET =
  /燕麦|小米|杂粮|糙米|五谷|\boat(s|meal)?\b|\bmillet\b|\bmulti-?grain\b|\bmixed grains?\b|\bbrown rice\b/;
const WHAT_ELSE =
  /吃什么|吃啥|吃点啥|还能吃|换成什么|换啥|早饭吃|\bwhat (can|should|else|could) (he|i|she|we)\b|\bwhat to (eat|have)\b|\bhates\b|\brefuses\b|\bdoesn'?t like\b/;
const RICE_OR_CONGEE_SAID =
  /粥|稀饭|馒头|油条|咸菜|榨菜|咸蛋|米饭|白米|大米|\bcongee\b|\bjook\b|\bzhou\b|\brice\b|\byoutiao\b|\bpickle\w*|\bsalted egg\b/;
const CONGEE = /粥|稀饭|\bcongee\b|\bjook\b|\bzhou\b|\brice porridge\b/;
const RICE = /米饭|大米|白米饭|\brice\b/;

const CONGEE_LEADS = {
  oats: {
    zh: '**换成燕麦片煮的燕麦粥更好：比白米粥升糖慢，煮软了牙口不好也能吃，里面再加牛奶或打个鸡蛋；小米粥升糖和白粥差不多，换了意义不大；杂粮粥只有不熬得太烂时才好一点。** 燕麦选配料只有燕麦的纯燕麦片，不要加糖的三合一即食燕麦。',
    en: '**Rolled oats cooked soft are the better swap: they raise blood sugar more slowly than rice congee and are easy on weak teeth — add milk or an egg. Millet congee is about the same as white congee for sugar, and multigrain congee helps only if it is not cooked to a mush.** Choose plain rolled oats (oats as the only ingredient), not sweetened instant sachets.',
  },
  whatElse: {
    zh: '**早饭不一定要换掉粥，关键是粥少一点、配上蛋白质和蔬菜；不爱吃面包、燕麦也没关系。** 激素会让血糖升高，早饭少一些升糖快的白粥、多一些蛋、豆、奶和菜，血糖会平稳得多。',
    en: '**He can keep a small bowl of congee and build the rest of breakfast around protein and vegetables — no bread or oatmeal needed.** The steroid raises blood sugar, and a breakfast with less fast-acting white congee and more egg, soy, milk and vegetables keeps it much steadier.',
  },
  sides: {
    zh: '**白粥是升血糖的问题，咸菜、咸蛋、油条是盐和油的问题：粥改成一小碗、配鸡蛋和青菜，咸的小菜偶尔吃一小碟。**',
    en: '**The congee is the sugar problem and the pickles, salted egg and youtiao are the salt-and-fat problem: keep a small bowl of congee with an egg and a vegetable, and make the salty sides an occasional small dish.**',
  },
  rice: {
    zh: '**米饭不用停：每顿一小碗（约一个拳头大），先吃菜和肉蛋豆腐再吃饭，其中一部分换成粗粮就行。** 激素会让血糖升高，空腹血糖到了7.0以上，请一两周内让医生复查空腹血糖和糖化血红蛋白；泼尼松不要因此自己停或减。',
    en: '**No, he doesn’t have to stop rice: a small bowl (about a fist) at each meal, vegetables and protein eaten first, and part of it swapped for whole grains is enough.** Steroids raise blood sugar; a fasting reading of 7.0 mmol/L or more needs a repeat fasting glucose and HbA1c from his doctor in the next week or two — and the prednisone is never stopped or cut for it.',
  },
  steroid: {
    zh: '**很可能是泼尼松引起的：激素会让血糖升高，空腹血糖7.0以上已经到了糖尿病的诊断线，请一两周内让医生复查空腹血糖和糖化血红蛋白——泼尼松不要因此自己停或减。白粥不用完全戒，但它是早饭里升糖最快的：改成一小碗，再配上蛋白质。**',
    en: '**Very likely the prednisone: it raises blood sugar, and a fasting reading of 7.0 mmol/L or more is in the diabetes range, so his doctor should repeat the fasting glucose with an HbA1c in the next week or two — never stop or cut the prednisone for it. He need not give up congee, but white congee is what raises his sugar fastest: make it a small bowl and add protein.**',
  },
} as const;

const CONGEE_BODY = {
  why: {
    zh: '原因：白米长时间熬成粥，消化吸收几乎和糖水一样快，一大碗单喝，血糖很快冲上去。',
    en: 'Why: rice cooked long into congee is digested almost as fast as sugar, so a big bowl on its own sends the glucose up quickly.',
  },
  breakfast: {
    zh: '早饭可以这样改：①粥改成一小碗（约200毫升），稠一点，不要单喝；②每天早上有蛋白质——水煮蛋或蒸蛋羹、无糖豆浆或牛奶、豆腐或少卤的豆腐脑、一点瘦肉或鱼；③有一样蔬菜——焯青菜、拍黄瓜代替咸菜；④换换花样：{oats}一小块蒸红薯、山药、芋头或半根玉米，替掉一部分粥；也可以是一碗加鸡蛋和青菜的汤面（荞麦面更好）。',
    en: 'A better breakfast: (1) a small bowl of congee (about 1 cup), thicker rather than thin, never on its own; (2) protein every morning — a boiled or steamed egg, unsweetened soy milk or milk, tofu or savoury tofu pudding, a little lean meat or fish; (3) a vegetable — blanched greens or cucumber instead of pickles; (4) for a change, {oats}a small steamed sweet potato, taro or piece of corn in place of part of the congee, or a bowl of noodle soup with egg and greens.',
  },
  oats: { zh: '纯燕麦片煮软加牛奶，或者', en: 'rolled oats cooked soft with milk, or ' },
  salt: {
    zh: '咸菜、咸蛋、腐乳都很咸，泼尼松会让身体留盐，有高血压更要注意：偶尔吃一小碟，全天盐不超过5克。油条是油炸的精白面，一周最多一根（转氨酶高时更要少吃）。',
    en: 'Pickles, salted egg and fermented bean curd are very salty, and prednisone makes the body hold salt — more of a concern with high blood pressure: a small dish now and then, and the day’s salt under 5 g. Youtiao is deep-fried white flour — once a week at most (less with raised liver enzymes).',
  },
  day: {
    zh: '早上吃的泼尼松让下午和晚上的血糖最高，所以午饭、晚饭的米饭各一拳头左右，饭后散步15–20分钟。口渴、尿多，或饭后2小时血糖超过11.1 mmol/L，要早点看医生。泼尼松不要自己停或减量。',
    en: 'A morning prednisone dose raises sugar most in the afternoon and evening, so keep lunch and dinner rice to about a fist each and walk 15–20 minutes after meals. Thirst, passing a lot of urine, or readings above 11.1 mmol/L two hours after a meal: see the doctor sooner. Do not stop or cut the prednisone yourself.',
  },
} as const;

/** The salty sides named, in each language. */
const SIDES = [
  { said: /咸菜|榨菜|酱菜|\bpickle\w*/, zh: '咸菜', en: 'pickles' },
  { said: /咸蛋|咸鸭蛋|\bsalted (duck )?eggs?\b/, zh: '咸蛋', en: 'salted egg' },
  { said: /腐乳|\bfermented (bean curd|tofu)\b/, zh: '腐乳', en: 'fermented bean curd' },
  { said: /油条|\byoutiao\b|\bfried dough\b/, zh: '油条', en: 'youtiao' },
] as const;
const HATES_OATS =
  /(不爱|不喜欢|讨厌|不吃)[^，。？?]{0,6}燕麦|\b(hates?|refuses?|doesn'?t like|won'?t eat|dislikes?)\b[^.?!]{0,30}\boat(s|meal)?\b/;

function congeeText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const hatesOats = HATES_OATS.test(saidWithBefore(s));
  const sides = SIDES.filter((x) => x.said.test(t));
  const steroidAsked = /激素|泼尼松|强的松|\bsteroids?\b|\bprednisone\b/.test(t);
  let lead: { zh: string; en: string } = CONGEE_LEADS.steroid;
  if (OATS_MILLET.test(t) && !hatesOats) lead = CONGEE_LEADS.oats;
  else if (WHAT_ELSE.test(t) && sides.length === 0) lead = CONGEE_LEADS.whatElse;
  else if (sides.length > 0 && !steroidAsked) {
    const zhList = sides.map((x) => x.zh).join('、');
    const enList = sides
      .map((x) => x.en)
      .join(', ')
      .replace(/, ([^,]+)$/, ' and $1');
    const fat = sides.some((x) => x.en === 'youtiao');
    lead = {
      zh: `**白粥是升血糖的问题，${zhList}是盐${fat ? '和油' : ''}的问题：粥改成一小碗、配鸡蛋和青菜，${zhList}偶尔吃一点。**`,
      en: `**The congee is the sugar problem and the ${enList} ${sides.length > 1 || sides[0]!.en === 'pickles' ? 'are' : 'is'} the salt${fat ? '-and-fat' : ''} problem: keep a small bowl of congee with an egg and a vegetable, and make the ${enList} an occasional small extra.**`,
    };
  } else if (RICE.test(t) && !CONGEE.test(t) && !/早饭|早餐|\bbreakfast\b/.test(t)) lead = CONGEE_LEADS.rice;
  const B = CONGEE_BODY;
  const pick = (p: { zh: string; en: string }) => pickZh(p, zh);
  const breakfast = pick(B.breakfast).replace('{oats}', hatesOats ? '' : pick(B.oats));
  const text = [pick(lead), pick(B.why), breakfast, pick(B.salt), pick(B.day)].join(zh ? '' : ' ');
  return forAsker(s, zh, text);
}

// ——— A low vitamin D and blood calcium on one Caltrate D600 ———

const RECHECK =
  /复查|再查|多久查|什么时候查|\brecheck\w*|\bretest\w*|\bre-?test\w*|\bcheck (his|my|her|the) (levels?|blood|calcium|vitamin d)\b/;
const SUN = /晒太阳|晒晒|太阳|阳光|日晒|\bsun\w*\b|\boutside\b|\boutdoors\b/;
const VITAMIN_D_DOSE =
  /多少国际单位|多少单位|补多少|吃多少|多大剂量|剂量|吃多久|补多久|\bhow many iu\b|\biu\b|\bhow much vitamin d\b|\bhow much (does|should|do) (he|i|she)\b|\bhow long\b|\bdose\b/;
/** The amount asked outright ("how many IU", "补多少"), not only "how long". */
const VITAMIN_D_AMOUNT =
  /多少国际单位|多少单位|补多少|吃多少|多大剂量|剂量|\bhow many iu\b|\biu\b|\bhow much vitamin d\b|\bhow much (does|should|do) (he|i|she)\b|\bdose\b/;
const SECOND_TABLET =
  /两片|加到|加一片|再加一片|加量|\btwo (tablets|pills)\b|\bsecond (tablet|pill)\b|\b2 (tablets|pills)\b|\bdouble\b/;
const ADD_D = /加点?维d|加点?维生素d|再加|另外补|单独补|维d滴剂|\badd\b|\bextra\b|\bdrops\b|\bseparate\b/;

const CA_D_PARTS = {
  enough: {
    zh: '**不够：一片钙尔奇D600的钙（600毫克）能补上一天所需的不少，但里面的维生素D只有125国际单位，对{vdDef}远远不够——要由医生开治疗剂量的维生素D{ca}。**',
    en: '**Not on its own: one Caltrate D600 gives 600 mg of calcium, a good part of his day’s need, but only 125 IU of vitamin D — far too little for {vdDef}, which is a deficiency needing a treatment course of vitamin D from his doctor{ca}.**',
  },
  second: {
    zh: '**不要自己直接加到两片：维生素D方面，两片也才250国际单位，根本不是治疗量，需要医生另外开维生素D；钙方面，一片加上每天一杯牛奶、一块豆腐或一盘绿叶菜就差不多够了，除非医生为纠正低血钙要求加量。**',
    en: '**Don’t simply go to two tablets: for the vitamin D, two Caltrate still give only 250 IU — nowhere near a treatment dose, so he needs separate vitamin D prescribed; for the calcium, one tablet plus a glass of milk and some tofu or greens a day is about right, unless his doctor raises it while correcting the low blood calcium.**',
  },
  addD: {
    zh: '**要加，但要按医生开的治疗量加：{vdIs}，钙尔奇D600里的125国际单位远远不够，药店里的小剂量滴剂也不够，需要医生开一个疗程。**',
    en: '**Yes, he needs extra vitamin D — but a treatment course his doctor prescribes: {vdIs}, the 125 IU in Caltrate D600 is far too little, and a small over-the-counter drop is not enough either.**',
  },
  dose: {
    zh: '**维生素D吃多少、吃多久由医生开：成人维生素D缺乏常用的治疗方案是每周一次50000国际单位（或每天约6000国际单位），连用8周，之后每天1500–2000国际单位维持；治疗8–12周后复查维生素D。**',
    en: '**The vitamin D dose is a treatment course his doctor prescribes: for adults with a deficiency, guidelines use 50,000 IU once a week (or about 6,000 IU a day) for 8 weeks, then 1,500–2,000 IU a day to keep it up; vitamin D is rechecked after about 8–12 weeks of treatment.**',
  },
  recheck: {
    zh: '**血钙要早点复查：一到两周内连同白蛋白（校正血钙）、甲状旁腺激素、血镁、血磷和肾功能一起查，开始补维生素D后大约一个月再查一次血钙；维生素D本身治疗8–12周后复查。**',
    en: '**Recheck the calcium soon — within 1–2 weeks, with albumin (which changes how calcium reads), parathyroid hormone, magnesium, phosphate and kidney function — and again about a month after the vitamin D treatment starts; the vitamin D itself after about 8–12 weeks of treatment.**',
  },
  sun: {
    zh: '**晒太阳有一点帮助，但纠正不了{vdDef}：70多岁皮肤合成维生素D的能力差很多，在树荫下、隔着玻璃、穿着长袖长裤几乎晒不出来。** 天暖和时每周几天、上午10点到下午3点之间露出脸和手臂晒15–20分钟算是额外的好处（别晒伤），冬天和北方作用更小；医生开的维生素D仍然要吃。',
    en: '**Sun helps a little but will not correct {vdDef}: at his age the skin makes far less, and sitting in shade, behind glass or fully dressed gives almost none.** In the warmer months, 15–20 minutes of midday sun on face and arms a few days a week is a bonus (without burning) — less use in winter; the prescribed vitamin D is still needed.',
  },
  treatment: {
    zh: '维生素D：疗程由医生开，成人缺乏常用每周一次50000国际单位（或每天约6000国际单位）连用8周，之后每天1500–2000国际单位维持。',
    en: 'Vitamin D: the doctor prescribes the course — for adults with a deficiency, commonly 50,000 IU once a week (or about 6,000 IU a day) for 8 weeks, then 1,500–2,000 IU a day.',
  },
  plan: {
    zh: '在医生定方案之前，方案里每天加 {ug} µg（{iu} IU）作为安全的起始量。',
    en: 'Until the doctor sets it, his plan adds {ug} µg ({iu} IU) a day as a safe start.',
  },
  calcium: {
    zh: '钙：一片钙尔奇加上每天一杯牛奶（250毫升）、一块豆腐或一盘绿叶菜，全天约1000毫克，正是长期吃激素建议的量；第二片只在医生为纠正低血钙要求加时才吃，自己买的维生素D滴剂也代替不了治疗。',
    en: 'Calcium: one tablet plus a glass of milk and some tofu or greens each day comes to about 1,000 mg — what long-term prednisone calls for; a second tablet only if his doctor adds it while the low blood calcium is corrected, and a self-bought vitamin D drop is no substitute for the treatment.',
  },
  lowCalcium: {
    zh: '血钙{caval}也偏低，请一到两周内看医生：连同白蛋白（校正血钙）、甲状旁腺激素、血镁和肾功能一起复查，开始补维生素D后约一个月再查血钙，维生素D治疗8–12周后复查。',
    en: 'The blood calcium of {caval} is low too: see the doctor within 1–2 weeks to recheck it with albumin (which changes how it reads), parathyroid hormone, magnesium and kidney function; calcium again about a month after starting vitamin D, and vitamin D after 8–12 weeks of treatment.',
  },
  recheckOnly: {
    zh: '维生素D治疗8–12周后复查。',
    en: 'Vitamin D is rechecked after 8–12 weeks of treatment.',
  },
  bones: {
    zh: '长期吃泼尼松会让骨量流失，也请医生评估骨密度和骨折风险；需要用唑来膦酸、地舒单抗这类护骨药的，要先把血钙和维生素D纠正上来再用。',
    en: 'Long-term prednisone thins the bones, so ask for his bone density and fracture risk to be assessed; a bone drug such as zoledronic acid or denosumab is started only once calcium and vitamin D are corrected.',
  },
  warning: {
    zh: '嘴唇周围或手指发麻、肌肉抽筋或抽搐，当天就医。',
    en: 'Tingling around the mouth or in the fingers, muscle cramps or spasms: see a doctor the same day.',
  },
} as const;

/** A 25-OH vitamin D typed ("维D 11.8", "vit D 11.8 ng/mL") in the message or the one before. */
function vitaminDSaid(t: string): string | null {
  const m =
    /(维生[素数] ?d3?|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|25[- ]?(羟基?|oh|hydroxy)[^\d]{0,12})[^\d。？?\n]{0,12}(\d{1,2}(\.\d+)?)(?! ?(iu|µg|ug|mcg|微克|国际单位|单位|片))/.exec(
      t,
    );
  return m ? m[3]! : null;
}
function calciumSaid(t: string): string | null {
  const m = /(血钙|钙|\bcalcium\b|\bca\b)[^\d。？?!]{0,8}(\d\.\d{1,2})(?!\d)/.exec(t);
  return m && Number(m[2]) > 1 && Number(m[2]) < 2.15 ? m[2]! : null;
}

function calciumVitaminDText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const both = saidWithBefore(s);
  const pick = (p: { zh: string; en: string }) => pickZh(p, zh);
  const vdNum = vitaminDSaid(both);
  const vdDef = vdNum
    ? zh
      ? `维生素D ${vdNum} ng/mL这样的缺乏`
      : `a vitamin D of ${vdNum} ng/mL`
    : zh
      ? '已经缺乏的维生素D'
      : 'a vitamin D this low';
  const vdIs = vdNum
    ? zh
      ? `维生素D ${vdNum} ng/mL属于缺乏`
      : `at ${vdNum} ng/mL it is a deficiency`
    : zh
      ? '维生素D已经缺乏'
      : 'his level is a deficiency';
  const caNum = calciumSaid(both);
  const fill = (x: string) =>
    x
      .replace('{vdDef}', vdDef)
      .replace('{vdIs}', vdIs)
      .replace('{caval}', caNum ? `${caNum} mmol/L` : '')
      .replace(
        '{ca}',
        caNum
          ? zh
            ? `；血钙${caNum} mmol/L也偏低，请一到两周内看医生`
            : `; and a blood calcium of ${caNum} mmol/L, also low, needs the doctor within 1–2 weeks`
          : '',
      );
  // A dose asked with its recheck ("how many IU, how long, then recheck?") is the dose's question.
  const kind = SUN.test(t)
    ? 'sun'
    : SECOND_TABLET.test(t)
      ? 'second'
      : VITAMIN_D_AMOUNT.test(t)
        ? 'dose'
        : RECHECK.test(t)
          ? 'recheck'
          : VITAMIN_D_DOSE.test(t)
            ? 'dose'
            : ADD_D.test(t)
              ? 'addD'
              : 'enough';
  const parts: string[] = [fill(pick(CA_D_PARTS[kind]))];
  if (kind !== 'dose' && kind !== 'recheck') parts.push(pick(CA_D_PARTS.treatment));
  const ug = s.supervised?.vitaminD;
  if (ug !== undefined && kind !== 'recheck')
    parts.push(
      pick(CA_D_PARTS.plan)
        .replace('{ug}', String(ug))
        .replace('{iu}', String(Math.round(ug * 40))),
    );
  if (kind !== 'second' && kind !== 'recheck' && kind !== 'sun') parts.push(pick(CA_D_PARTS.calcium));
  if (kind !== 'recheck')
    parts.push(caNum ? fill(pick(CA_D_PARTS.lowCalcium)) : pick(CA_D_PARTS.recheckOnly));
  if (kind !== 'sun' && kind !== 'recheck') parts.push(pick(CA_D_PARTS.bones));
  parts.push(pick(CA_D_PARTS.warning));
  return forAsker(s, zh, parts.join(zh ? '' : ' '));
}

// ——— When to take the calcium tablet beside prednisone, amlodipine and tamsulosin ———

const CALCIUM_TIMING =
  /什么时候吃|几点吃|早上吃|晚上吃|睡前|饭前|饭后|随餐|跟饭|一起吃|一块儿?吃|一块吞|一起吞|同时吃|分开吃|一次吃|早晚|间隔|隔开|错开|\bwhen\b|\bwhat time\b|\bsame time\b|\btogether\b|\bsplit\b|\bat once\b|\bbedtime\b|\bat night\b|\bwith (his|my|her) (morning|evening|breakfast|dinner|pills?|meds|medicines?|prednisone|amlodipine|tamsulosin|flomax|norvasc)\b/;

const CALCIUM_TIMING_PARTS = {
  lead: {
    zh: '**钙尔奇（碳酸钙）随饭吃——早饭或晚饭都行，选记得住的那顿；可以和{meds}同时吃，{these}和钙、维生素D都不用隔开。**',
    en: '**Caltrate (calcium carbonate) goes with a meal — breakfast or dinner, whichever he remembers — and it can be taken at the same time as his {meds}: {none} spacing from calcium or vitamin D.**',
  },
  split: {
    zh: '**加到两片的话要分开吃：早饭一片、晚饭一片，都随饭吃——一次吃500–600毫克钙吸收最好，两片一起吃吸收得少。** 加不加量请先问医生。',
    en: '**If he goes to two tablets, split them — one with breakfast and one with dinner: about 500–600 mg of calcium at a time absorbs best, and two at once absorb less.** Whether to go to two is the doctor’s call.',
  },
  when: {
    zh: '**钙尔奇（碳酸钙）随饭吃比睡前空腹吃好——早饭或晚饭都行；和{meds}一起吃也可以，{these}和钙、维生素D都不用隔开。**',
    en: '**Caltrate (calcium carbonate) is best with a meal rather than at bedtime on an empty stomach — breakfast or dinner both work; it can go down with his {meds}: {none} spacing from calcium or vitamin D.**',
  },
  acid: {
    zh: '碳酸钙要靠胃酸帮助吸收，随饭吃比空腹或睡前吃吸收好。',
    en: 'Calcium carbonate needs stomach acid to be absorbed, so with food works better than on an empty stomach or at bedtime.',
  },
  two: {
    zh: '如果医生要求一天吃两片，就早饭一片、晚饭一片分开吃——一次吃500–600毫克钙吸收最好，不要两片一起吃。',
    en: 'If the doctor has him take two tablets, split them — one with breakfast, one with dinner — since about 500–600 mg of calcium at a time absorbs best.',
  },
  tamsulosin: {
    zh: '坦索罗辛一般是每天同一顿饭后吃，钙片跟那顿饭一起吃没关系。',
    en: 'Tamsulosin is usually taken after the same meal each day; the calcium with that meal is fine.',
  },
  steroid: {
    zh: '{steroid}也最好跟早饭吃，对胃好。',
    en: '{Steroid} is best with breakfast too, for the stomach.',
  },
  spacing: {
    zh: '真正要和钙片隔开2–4小时的是：铁剂、左甲状腺素、喹诺酮类和四环素类抗生素、阿仑膦酸钠这类口服护骨药——以后加了这些，问一下药师。医生另外开的维生素D，跟同一顿饭吃就行。',
    en: 'What does need a 2–4 hour gap from calcium: iron tablets, levothyroxine, quinolone and tetracycline antibiotics, and oral bone tablets such as alendronate — if one is ever added, ask the pharmacist. Any separate vitamin D the doctor prescribes can go with the same meal.',
  },
} as const;

const TIMING_SPLIT =
  /分开吃|分开|一次吃|一次性|一起吃掉|一块吃掉|早晚|\bsplit\b|\bat once\b|\ball at once\b|\bboth (together|at once)\b|\btwice a day\b/;
const TIMING_WHEN =
  /早上|晚上|睡前|几点|什么时候|\bwhat time\b|\bwhen\b|\bmorning\b|\bbedtime\b|\bat night\b|\bevening\b/;
const NAMED_PILL =
  /泼尼松|强的松|氨氯地平|坦索罗辛|\bprednis\w*\b|\bamlodipine\b|\btamsulosin\b|\bflomax\b|\bnorvasc\b|\bprostate pill\b|\bblood pressure pill\b/;

/** The calcium-timing answer with the person's own medicines named (prednisone, amlodipine, tamsulosin). */
function calciumTimingText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const ids = medicinesOf(s);
  const drugs = [...ids]
    .map((id) => drugById(id))
    .filter(
      (d): d is NonNullable<ReturnType<typeof drugById>> =>
        d !== undefined &&
        (d.classes.includes('corticosteroid') || d.id === 'amlodipine' || d.id === 'tamsulosin'),
    );
  const steroid = drugs.find((d) => d.classes.includes('corticosteroid'));
  const names = drugs.map((d) => pickZh(d, zh).toLowerCase());
  const meds = zh ? names.join('、') : names.join(', ').replace(/, ([^,]+)$/, ' and $1');
  const P = CALCIUM_TIMING_PARTS;
  const fill = (p: { zh: string; en: string }) =>
    pickZh(p, zh)
      .replace('{meds}', meds)
      .replace('{these}', names.length > 1 ? '这几种药' : '它')
      .replace('{none}', names.length > 1 ? 'none of them needs' : 'it does not need')
      .replace('{steroid}', steroid ? steroid.zh : '')
      .replace('{Steroid}', steroid ? steroid.en : '');
  const split = TIMING_SPLIT.test(t);
  const lead = split ? P.split : TIMING_WHEN.test(t) && !NAMED_PILL.test(t) ? P.when : P.lead;
  const parts = [
    fill(lead),
    ...(split && names.length > 0 ? [fill(P.lead).replace(/\*\*/g, '')] : []),
    fill(P.acid),
    ...(split ? [] : [fill(P.two)]),
    ...(ids.has('tamsulosin') ? [fill(P.tamsulosin)] : []),
    ...(steroid ? [fill(P.steroid)] : []),
    fill(P.spacing),
  ];
  return forAsker(s, zh, parts.join(zh ? '' : ' '));
}

// ——— A low potassium on a steroid: home cooking (for the man on prednisone without abiraterone) ———

const STEROID_K_LEADS = {
  coconut: {
    zh: '**椰子水可以喝，但不是补钾的好办法：一杯250毫升约含钾600毫克，也含糖6–8克；不加糖的一天一杯可以，血钾3.3左右靠它补不上来。**',
    en: '**Coconut water is fine but no fix: a 250 ml glass has about 600 mg of potassium and 6–8 g of sugar — one unsweetened glass a day is OK, but at about 3.3 it will not bring his potassium up on its own.**',
  },
  salt: {
    zh: '**是的，汤里的盐要少放：有高血压，泼尼松也会让身体留盐，全天盐不超过5克（约一啤酒瓶盖）；补钾靠汤里的菜，不靠盐。**',
    en: '**Yes — less salt in the soup: with high blood pressure, and prednisone making the body hold salt, he should keep to under 5 g of salt a day; the potassium comes from what is in the soup, not the salt.**',
  },
  fruit: {
    zh: '**香蕉、橙子一天各一个就可以（合计含钾约600毫克）；氨氯地平不影响血钾，有高血压照样能吃。** 空腹血糖偏高的，水果全天200–300克、在两餐之间吃整个的，不喝果汁。',
    en: '**One banana and one orange a day are fine (together about 600 mg of potassium); amlodipine does not affect potassium, so his blood pressure is no reason to hold back.** With a raised fasting sugar, keep fruit to about 200–300 g a day, whole and between meals, not juice.',
  },
  default: {
    zh: '**泼尼松会让钾从尿里丢掉，血钾3.3偏低：家里做饭可以有意多做含钾多的菜，有帮助，但光靠吃一般补不上来——请这周内让医生复查血钾（连同血镁），要不要吃氯化钾由医生定，不要自己买。**',
    en: '**Prednisone makes the body lose potassium in the urine, and a potassium of 3.3 is low: cooking more potassium-rich dishes at home helps, but food alone rarely brings it up — have his doctor recheck potassium (with magnesium) this week; whether he needs potassium chloride is the doctor’s call, not a pill to buy yourself.**',
  },
} as const;

const STEROID_K_BODY = {
  zh: '含钾多的家常菜（大约量）：土豆、芋头、山药——一个中等土豆（约200克）含钾600多毫克，当主食吃、替掉一部分米饭；绿叶菜——菠菜、苋菜、空心菜、油菜、小白菜，一盘（约200克）含钾400–600毫克，平时爱吃的青菜照吃、多吃一些；蘑菇、干香菇、海带、紫菜、番茄；黄豆、毛豆、豆腐；鱼和瘦猪肉每二两（100克）约250–350毫克；牛奶、酸奶。水果：香蕉一根约400毫克，橙子一个约250毫克，猕猴桃也不错；空腹血糖偏高的，水果每天200–300克，在两餐之间吃整个的，不喝果汁。做法：菜少用水长时间焯煮（钾会溶到水里），多蒸、炒、炖；炖汤放土豆、番茄、菌菇、海带，连菜带汤一起吃，盐少放——泼尼松会让身体留盐，全天盐不超过5克。氨氯地平不影响血钾。另外，前列腺癌里每天两次、每次5毫克的泼尼松通常是和阿比特龙（泽珂）一起用的；如果也在吃泽珂，它本身就会降血钾，一定告诉医生。出现心慌、心跳乱、抽筋或明显无力，当天就医。',
  en: 'Potassium-rich home cooking (approximate): potato, taro and Chinese yam — a medium potato (about 200 g) has over 600 mg, best as part of the starch in place of some rice; leafy greens — spinach, amaranth, water spinach, bok choy and other greens, about 400–600 mg a plate (200 g), so keep up the greens he likes and give him more; mushrooms (dried shiitake especially), kelp, laver and tomatoes; soybeans, edamame and tofu; fish and lean pork, about 250–350 mg per 100 g; milk and yoghurt. Fruit: a banana about 400 mg, an orange about 250 mg, kiwi is good too; with a raised fasting sugar, about 200–300 g of whole fruit a day between meals, not juice. Cooking: steam, stir-fry or stew rather than long boiling or blanching in lots of water (potassium leaches into the water); in soups with potato, tomato, mushrooms or kelp, eat the solids and the broth, and go light on salt — prednisone makes the body hold salt; under 5 g a day. Amlodipine does not affect potassium. And prednisone 5 mg twice a day in prostate cancer usually goes with abiraterone (Zytiga): if he takes that too, it lowers potassium itself — make sure the doctor knows. Palpitations, a racing or irregular heartbeat, cramps or marked weakness: see a doctor the same day.',
} as const;

const COCONUT = /椰子水|椰青|\bcoconut water\b/;
const SOUP_SALT =
  /(汤|\bsoups?\b)[^。？?]{0,12}(盐|咸|\bsalt\w*)|(盐|咸|\bsalt\w*)[^。？?]{0,12}(汤|\bsoups?\b)/;
const BANANA_ORANGE = /香蕉|橙子|橘子|\bbananas?\b|\boranges?\b/;

function steroidPotassiumText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const lead = COCONUT.test(t)
    ? STEROID_K_LEADS.coconut
    : SOUP_SALT.test(t)
      ? STEROID_K_LEADS.salt
      : BANANA_ORANGE.test(t) && /多少|几个|几根|够|\bhow (much|many)\b|\benough\b|\bwhich\b|哪个/.test(t)
        ? STEROID_K_LEADS.fruit
        : STEROID_K_LEADS.default;
  const rest =
    lead === STEROID_K_LEADS.default
      ? ''
      : zh
        ? '泼尼松会让钾从尿里丢掉；血钾3.3左右光靠吃一般补不上来，请这周内让医生复查血钾（连同血镁），要不要吃氯化钾由医生定，不要自己买。'
        : 'Prednisone makes the body lose potassium, and at about 3.3 food alone rarely brings it up: have his doctor recheck potassium (with magnesium) this week; potassium chloride is the doctor’s call, not a pill to buy yourself.';
  let body: string = pickZh(STEROID_K_BODY, zh);
  // The abiraterone question belongs to prostate cancer: said, or cancer in the plan.
  if (!PROSTATE_SAID.test(saidWithBefore(s)) && !(s.conditions ?? []).includes('cancer'))
    body = body
      .replace(
        '另外，前列腺癌里每天两次、每次5毫克的泼尼松通常是和阿比特龙（泽珂）一起用的；如果也在吃泽珂，它本身就会降血钾，一定告诉医生。',
        '',
      )
      .replace(
        'And prednisone 5 mg twice a day in prostate cancer usually goes with abiraterone (Zytiga): if he takes that too, it lowers potassium itself — make sure the doctor knows. ',
        '',
      );
  return forAsker(s, zh, [pickZh(lead, zh), rest, body].filter(Boolean).join(zh ? '' : ' '));
}

// ——— Weight, calories and protein on androgen deprivation ———

const ADT_CALORIES = /卡路里|热量|千卡|大卡|多少卡|\d+ ?卡|\bcalories?\b|\bkcal\b|\bcalorie number\b/;
const ADT_PROTEIN = /蛋白质?|\bprotein\b/;
const ADT_FLUSH = /潮热|烘热|出汗|\bhot (flash|flush)\w*|\bsweats?\b/;
const ADT_COOKING = /做饭|做菜|炖菜|家里|\bcasseroles?\b|\bcook\w*\b|\bwife\b|\brecipes?\b/;

const round = (x: number, step: number) => Math.round(x / step) * step;

function adtWeightText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const w = s.weightKg;
  const bmi = w !== undefined && s.heightCm ? w / (s.heightCm / 100) ** 2 : undefined;
  const lean = bmi !== undefined && bmi < 25;
  const kcal =
    w !== undefined ? `${round(w * 20, 50)}–${round(w * 22, 50)}` : zh ? '1600–2000' : '1,600–2,000';
  const kcalEn = kcal.replace(/(\d)(\d{3})/g, '$1,$2');
  const protein = w !== undefined ? `${round(w * 1.0, 5)}–${round(w * 1.2, 5)}` : '80–100';
  const pick = (a: string, b: string) => (zh ? a : b);
  const diabetes =
    (s.conditions ?? []).includes('diabetes') ||
    /(?<!没有?|无)糖尿病|(?<!\bno |\bnot )\bdiabet\w*/.test(saidWithBefore(s));
  const leadCalories = lean
    ? pick(
        `**以你现在的体重（体重指数不到25），不需要少吃减热量：重点是保住肌肉、把肚子上的脂肪换成肌肉——力量训练加上每餐足够的蛋白质（每天约${protein}克）。**`,
        `**At your weight (a BMI under 25) there is no need to cut calories: the aim is to keep muscle and trade belly fat for it — strength training plus enough protein at every meal (about ${protein} g a day).**`,
      )
    : pick(
        `**在打亮丙瑞林、体重偏重时，适度减重可以（先跟肿瘤科医生说一声）：每天吃约${kcal}千卡，比现在少约500千卡，每周掉约0.5公斤；蛋白质要吃够，每天约${protein}克；每周2–3次力量训练——这样减掉的是脂肪，不是肌肉。**`,
        `**A modest loss is reasonable on Lupron if your oncologist agrees: about ${kcalEn} kcal a day — roughly 500 below what you burn — takes off about 0.5 kg (1 lb) a week; keep protein high at about ${protein} g a day and do strength training 2–3 times a week so what you lose is fat, not muscle.**`,
      );
  const leadProtein = pick(
    `**每天约${protein}克蛋白质（每公斤体重1.0–1.2克），分到三餐、每餐25–30克，再加每周2–3次力量训练，最能保住肌肉；蛋白质本身几乎不升血糖。**`,
    `**About ${protein} g of protein a day (1.0–1.2 g per kg), spread as 25–30 g at each meal, plus strength training 2–3 times a week is what holds on to muscle on Lupron; protein itself barely raises blood sugar.**`,
  );
  const leadBelly = pick(
    '**去势治疗（亮丙瑞林这类）会让脂肪往肚子上长、肌肉变少；管用的是每周2–3次力量训练加上每天快走，饭菜多蔬菜和蛋白质、少主食少糖少油，每天比现在少吃约500千卡。**',
    '**Androgen deprivation (Lupron) moves weight to the belly and away from muscle; what works is strength training 2–3 times a week plus daily walking, and meals with more vegetables and protein and less starch, sugar and fat — about 500 kcal a day less than now.**',
  );
  const flush = pick(
    '潮热：酒、辣的、很烫的饮料和咖啡常会诱发，先少一些看看；潮热严重，肿瘤科医生有药可以帮忙，不要自己吃大豆异黄酮片、黑升麻这类保健品。',
    'Hot flushes: alcohol, spicy food, very hot drinks and caffeine often set them off — cut back and see; if they are bad, the oncologist has medicines that help; skip soy isoflavone pills and black cohosh.',
  );
  // At a BMI under 25 the belly answer cuts nothing: muscle and the plate, no deficit.
  const belly = lean
    ? leadBelly
        .replace('，每天比现在少吃约500千卡', '，不需要少吃')
        .replace(' — about 500 kcal a day less than now', ', with no need to eat less overall')
    : leadBelly;
  const lead =
    ADT_PROTEIN.test(t) && !ADT_CALORIES.test(t)
      ? leadProtein
      : ADT_CALORIES.test(t) || /减肥|减重|想瘦|瘦[个下点]|\blose\b/.test(t)
        ? leadCalories
        : belly;
  const plate = pick(
    `每餐：半盘蔬菜，四分之一鱼、鸡、蛋、豆腐或瘦肉，四分之一主食（一半换成粗粮、杂豆）；喝白水或不加糖的饮料。${ADT_COOKING.test(t) ? '家里做饭：多用蒸、煮、快炒、凉拌，红烧、油炸、勾芡少用；炖菜里多放蔬菜、少放油和糖，肉选瘦的、去皮去肥，主食那部分减半。' : ''}加餐换成无糖酸奶、一小把坚果、一份水果。${diabetes ? '只吃二甲双胍的人少吃一点一般不会低血糖；在打胰岛素或吃磺脲类的，先问医生。' : ''}肾功能正常时这个蛋白质量没问题。每周称一次体重；没想减却在掉秤、没胃口，是另一回事，请告诉肿瘤科医生。`,
    `Each meal: half the plate vegetables, a quarter lean protein (fish, chicken, eggs, lean meat, beans, Greek yoghurt), a quarter starch — whole grains, beans or a small potato; water or unsweetened drinks. ${ADT_COOKING.test(t) ? 'Lighten the casseroles rather than drop them: half the pasta, rice or potato and double the vegetables; chicken breast, turkey or lean beef with the fat drained; a milk-, stock- or tomato-based sauce (or plain Greek yoghurt) in place of cream soups, sour cream and butter; cheese as a thin layer on top; a smaller scoop with a side salad. ' : ''}Snacks: plain yoghurt, a handful of nuts, a piece of fruit. ${diabetes ? 'On metformin alone, eating less rarely causes lows; on insulin or a sulfonylurea, ask first. ' : ''}This much protein is fine with normal kidney function. Weigh once a week; losing weight without trying, or losing your appetite, is a different matter — tell the oncologist.`,
  );
  const parts = [lead];
  if (lead === leadCalories)
    parts.push(
      pick(
        '力量训练（哑铃、弹力带、深蹲）每周2–3次，加上每周150分钟快走。',
        'Strength training (weights, bands, squats) 2–3 times a week plus 150 minutes of brisk walking.',
      ),
    );
  else if (lead !== leadProtein)
    parts.push(
      pick(
        `蛋白质每天约${protein}克，分到三餐；力量训练（哑铃、弹力带、深蹲）每周2–3次，加上每周150分钟快走。`,
        `Protein about ${protein} g a day across three meals; strength training (weights, bands, squats) 2–3 times a week plus 150 minutes of brisk walking.`,
      ),
    );
  else
    parts.push(
      lean
        ? pick('以你现在的体重，不需要少吃减热量。', 'At your weight there is no need to cut calories.')
        : pick(
            `想减一点体重的，每天约${kcal}千卡（比现在少约500千卡）。`,
            `If you want to lose a little, about ${kcalEn} kcal a day (about 500 less than now).`,
          ),
    );
  if (ADT_FLUSH.test(t)) parts.push(flush);
  parts.push(plate);
  return parts.join(zh ? '' : ' ');
}

// ——— Soy milk and milk with prostate cancer ———

const SOY_OR_MILK =
  /豆浆|豆腐|豆制品|大豆|黄豆|异黄酮|牛奶|奶制品|乳制品|喝奶|\bsoy\w*|\btofu\b|\bdairy\b|\bmilk\b/;
const HARM_ASKED =
  /激素|雌激素|促进|不能喝|不能吃|能不能|还要不要|要不要|有害|致癌|促癌|真的假的|听谁的|\bestrogen\w*|\boestrogen\w*|\bhormones?\b|\bfake\b|\btrue\b|\bbad\b|\bharm\w*|\bfeeds?\b|\bfuels?\b|\bshould (i|he) (stop|still|quit|avoid)\b|\bavoid\b|\bcauses?\b|\bpromot\w*/;

const SOY_LEADS = {
  milk: {
    zh: '**每天一杯牛奶可以接着喝：适量的奶制品没有被证明会让前列腺癌加重，而且内分泌治疗和泼尼松都伤骨头，牛奶里的钙正好有用。**',
    en: '**Keep your daily glass of milk: moderate dairy has not been shown to make prostate cancer worse, and on hormone therapy and prednisone the calcium helps your bones.**',
  },
  soy: {
    zh: '**是谣言：前列腺癌的人每天一碗豆浆可以照喝，豆制品不会让病情加重。**',
    en: '**Fake news: a daily bowl of soy milk is fine for a man with prostate cancer; soy foods do not make it worse.**',
  },
} as const;
const MILK_SAID = /牛奶|奶制品|乳制品|喝奶|酸奶|\bdairy\b|\bmilk\b(?! ?(thistle))/;
const SOY_SAID = /豆浆|豆腐|豆制品|大豆|黄豆|异黄酮|\bsoy\w*|\btofu\b/;

function soyDairyText(s: ComposeInput, zh: boolean): string {
  const t = said(s);
  const row = DEV_PROSTATE_FAQ.find((r) => r.id === 'prostate-cancer-soy-milk-dairy')!;
  const base = pickZh(row.text, zh);
  const milk = MILK_SAID.test(t.replace(/豆浆|\bsoy ?milk\b/g, ''));
  const soy = SOY_SAID.test(t);
  const lead = milk && !soy ? SOY_LEADS.milk : soy && !milk ? SOY_LEADS.soy : null;
  const body = lead ? base.replace(/^\*\*[^*]+\*\*\s*/, '') : base;
  const thiazide = (s.medicines ?? []).includes('lisinopril-hydrochlorothiazide')
    ? zh
      ? '吃赖诺普利氢氯噻嗪的，钙片不要自己加大剂量；每天一杯牛奶不受影响。'
      : 'On Zestoretic, do not add high-dose calcium tablets on your own; a daily glass of milk is fine.'
    : '';
  return [lead ? pickZh(lead, zh) : '', body, thiazide].filter(Boolean).join(zh ? '' : ' ');
}

export const DEV_PROSTATE_FAQ: readonly FaqRow[] = [
  {
    // Rounds 29–35 (Frank, en-142/143, en-044, en-043, en-025, zh-044, zh-043, zh-025 …): on Zytiga, "can I
    // have my (black) coffee with it?", "coffee with creamer in that window?", "how long do I wait before
    // breakfast?", "metformin goes with breakfast — how do I fit both in?", "does the prednisone go with
    // food / can I swallow it with the Zytiga?" were declined or answered with the empty-stomach card. The
    // empty-stomach row keeps "with breakfast / with milk?" asked outright.
    id: 'abiraterone-coffee-breakfast-metformin',
    when: [
      /咖啡|\bcoffee\b|\bcreamer\b|\bespresso\b|早饭|早餐|早点|吃饭|吃东西|进食|空腹|隔多久|等多久|多长时间|几点|错开|一块吞|一起吞|二甲双胍|\bmetformin\b|泼尼松|强的松|\bprednisone\b|\bbreakfast\b|\beat\b|\beating\b|\bfood\b|\bmeals?\b|\bempty stomach\b|\bwait\b|\bhow long\b|\bfit (both|them|it) in\b/,
      QUESTION,
    ],
    unless: [
      ZYTIGA_WITH_FOOD_ASKED,
      /钾|\bpotassium\b|转氨酶|谷丙|\balt\b|\bliver\b|酒|\bbeers?\b|\balcohol\b|\bwine\b|西柚|葡萄柚|\bgrapefruit\b|骨|钙|\bbones?\b|\bcalcium\b|体重|\bweight\b|血糖|\bblood sugars?\b|\bglucose\b|\bmy sugars\b|b12|维生素|\bvitamins?\b/,
    ],
    for: { all: [ON_ABIRATERONE, { said: ZYTIGA_CONTEXT }] },
    wholeMessage: true,
    intent: 'medicine_question',
    compose: zytigaTimingText,
    text: {
      zh: [
        ZYTIGA_LEADS.coffee,
        ZYTIGA_BODY.rule,
        ZYTIGA_BODY.schedule,
        ZYTIGA_BODY.prednisone,
        ZYTIGA_BODY.sameTime,
      ]
        .map((p) => p.zh)
        .join(''),
      en: [
        ZYTIGA_LEADS.coffee,
        ZYTIGA_BODY.rule,
        ZYTIGA_BODY.schedule,
        ZYTIGA_BODY.prednisone,
        ZYTIGA_BODY.sameTime,
      ]
        .map((p) => p.en)
        .join(' '),
    },
    source: {
      ref: 'Zytiga (abiraterone acetate) US prescribing information §2 Dosage and Administration (take on an empty stomach: no food for at least 2 hours before and at least 1 hour after a dose; swallow whole with water; given with prednisone) and §12.3 (a high-fat meal raised exposure about 10-fold); prednisone tablets US prescribing information (may be taken with food); Glucophage (metformin) US prescribing information §2 (with meals) — sections cited from memory (black coffee or plain tea without milk or sugar read as not food: a pharmacist’s reading of the label)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zytiga',
    },
  },
  {
    // Rounds 29–35 (Frank, en-144 unsafe, zh-045, zh-046, en-044, en-046, en-043, en-026, zh-026): a
    // potassium of 3.3 on Zytiga and the thiazide in Zestoretic, with diabetes — "pills or potatoes and OJ?",
    // "what else than fruit?", "potatoes and avocado — will they spike me?": hyperkalaemia text, bananas and
    // OJ, or no word on blood sugar. The cause and the doctor stay first (rows-medicines.ts
    // abiraterone-low-potassium says the same for anyone on abiraterone).
    id: 'abiraterone-thiazide-low-potassium-diabetes-foods',
    when: [
      /钾|\bpotassium\b|\bk\b\s*(is|was|of|at|came|level|=|:)?\s*\d|土豆|马铃薯|牛油果|香蕉|橙子|橙汁|椰子水|\bpotato(es)?\b|\bavocados?\b|\bbananas?\b|\boj\b|\borange juice\b|\boranges?\b|\bcoconut water\b/,
      /糖尿病|血糖|升糖|控糖|糖分|碳水|含糖|水果|吃|喝|菜|食物|补钾|\bdiabet\w*|\bsugars?\b|\bcarbs?\b|\bcarbohydrates?\b|\bspike\b|\bglucose\b|\beat\b|\beating\b|\bfoods?\b|\bdiet\b|\bfruits?\b|\b(potassium|k) (pills?|tablets?)\b/,
    ],
    unless: [
      /高钾血症|血钾(偏|太)?高|钾(偏|太)高|\bhigh potassium\b(?! foods?)|\bhyperkal\w*|\bpotassium (is|was) (high|raised)\b/,
    ],
    for: { all: [{ medicines: ['abiraterone', 'thiazide_diuretic'] }, DIABETES, LOW_POTASSIUM] },
    notFor: KIDNEY,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    compose: potassiumDiabetesText,
    text: {
      zh: `${K_LEADS.default.zh} ${K_BODY.zh}`,
      en: `${K_LEADS.default.en} ${K_BODY.en}`,
    },
    source: {
      ref: 'Zytiga (abiraterone acetate) US prescribing information §5.1 (hypokalaemia from mineralocorticoid excess: control before and during treatment) and Zestoretic (lisinopril/hydrochlorothiazide) US prescribing information §5 (hypokalaemia from the thiazide; hyperkalaemia with the ACE inhibitor and potassium supplements) — cited from memory; NICE CKS Hypokalaemia (3.0–3.4 mmol/L mild: find the cause, oral potassium by the clinician); USDA FoodData Central (potassium and carbohydrate per portion); 中国食物成分表 标准版 第6版（2018）; ADA Standards of Care in Diabetes—2025 §5 (whole fruit over juice; carbohydrate from vegetables, legumes and whole grains)',
    },
  },
  {
    // Rounds 29–35 (Frank en-146, zh-048, en-046, zh-049, en-046, en-047, en-047, zh-048, en-046/047,
    // zh-047; 老黄 zh-038): "ALT 96 — a couple of beers on the weekend?", "一两白酒几十年了真要戒吗",
    // "non-alcoholic beer?", "anything in my diet to cut?" got metformin's lactic-acidosis text or a
    // decline. The liver first: stop alcohol while ALT is raised, tell the oncologist (abiraterone's liver
    // monitoring), non-alcoholic beer is fine.
    id: 'raised-alt-alcohol-cancer-treatment',
    when: [
      new RegExp(
        `${ALCOHOL_SAID.source}|忌口|要避开|避开什么|少吃什么|不能吃什么|\\bcut (out|back)\\b|\\banything (i|he) should (cut|avoid|stop)\\b|\\bwhat should (i|he) avoid\\b|\\bin my diet\\b`,
      ),
      QUESTION,
    ],
    // On Zytiga (a liver-toxic medicine) any drink is asked with the liver in mind; otherwise a raised ALT said.
    for: { all: [CANCER, { medicines: ['abiraterone'], said: LIVER_OR_NON_ALCOHOLIC }] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: liverAlcoholText,
    text: {
      zh: `${ALT_PARTS.leadZytigaNoLab.zh}${ALT_PARTS.zytigaNoLab.zh}${ALT_PARTS.statin.zh}${ALT_PARTS.metformin.zh}${ALT_PARTS.dizzy.zh.replace('{pills}', '坦索罗辛、降压药')}${ALT_PARTS.nonAlcoholic.zh}${ALT_PARTS.diet.zh}`,
      en: `${ALT_PARTS.leadZytigaNoLab.en} ${ALT_PARTS.zytigaNoLab.en} ${ALT_PARTS.statin.en} ${ALT_PARTS.metformin.en} ${ALT_PARTS.dizzy.en.replace('{pills}', 'tamsulosin and blood-pressure pills')} ${ALT_PARTS.nonAlcoholic.en} ${ALT_PARTS.diet.en}`,
    },
    source: {
      ref: 'Zytiga (abiraterone acetate) US prescribing information §5.3 Hepatotoxicity (ALT, AST and bilirubin every 2 weeks for the first 3 months, then monthly; interrupt above 5 × ULN) — cited from memory; Lipitor (atorvastatin) US prescribing information §5.3 (liver enzyme abnormalities) and §7 (large amounts of a CYP3A4-inhibiting juice, over 1.2 litres a day) — cited from memory; EASL Clinical Practice Guidelines: Drug-induced liver injury. J Hepatol 2019;70:1222–1261 (find the cause; stop alcohol and unneeded supplements); Glucophage (metformin) US prescribing information §5.1 (alcohol and lactic acidosis)',
    },
  },
  {
    // Rounds 29–35 (老黄 en-080, en-039, zh-039, en-040, zh-036, en-037, zh-040, zh-023; Frank en-147,
    // zh-046): a raised ALT during prostate cancer treatment with lingzhi, a herbal liver tea, liver
    // tablets, milk thistle or dandelion — and "is his Caltrate still OK?" — got hepatitis B text, or a
    // decline on calcium. None of the tonics; the calcium tablet is fine; the oncologist finds the cause.
    id: 'raised-alt-liver-tonics-calcium-cancer',
    when: [
      /灵芝|孢子粉|护肝|保肝|养肝|水飞蓟|奶蓟|蒲公英|五味子|茵陈|垂盆草|草药|中药|凉茶|保健品|补品|补药|钙尔奇|钙片|钙d|补充剂|营养品|\bcaltrate\b|\bmilk thistle\b|\bsilymarin\b|\bdandelion\b|\blingzhi\b|\breishi\b|\bherbal\b|\bherbs\b|\bsupplements?\b|\btonics?\b|\bliver (pills?|tablets?|teas?|detox|support|cleanse)\b/,
      QUESTION,
    ],
    unless: [ALCOHOL_SAID],
    // Prostate cancer treatment (a tonic on gefitinib with a raised ALT keeps supplements-with-raised-liver-enzymes,
    // which names gefitinib's own liver monitoring).
    for: {
      all: [
        CANCER,
        { said: LIVER_RAISED_SAID },
        { medicines: ['abiraterone', 'leuprolide', 'goserelin', 'corticosteroid'], said: PROSTATE_SAID },
      ],
    },
    wholeMessage: true,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: liverSupplementText,
    text: {
      zh: `**水飞蓟（奶蓟草）、灵芝、蒲公英茶、护肝片这类东西先不要加；钙尔奇D可以接着吃，钙和维生素D在这个剂量下不伤肝。**${LIVER_SUPPLEMENT_PARTS.why.zh}${LIVER_SUPPLEMENT_PARTS.abiraterone.zh}${LIVER_SUPPLEMENT_PARTS.statin.zh}${LIVER_SUPPLEMENT_PARTS.rest.zh}`,
      en: `**No — don’t add milk thistle, lingzhi (reishi), dandelion tea or liver-protecting tablets; the Caltrate D is fine to keep taking — calcium and vitamin D at these doses do not harm the liver.** ${LIVER_SUPPLEMENT_PARTS.why.en} ${LIVER_SUPPLEMENT_PARTS.abiraterone.en} ${LIVER_SUPPLEMENT_PARTS.statin.en} ${LIVER_SUPPLEMENT_PARTS.rest.en}`,
    },
    source: {
      ref: 'LiverTox: Clinical and Research Information on Drug-Induced Liver Injury (NIDDK): Herbal and Dietary Supplements; Milk Thistle; Lingzhi (Ganoderma) — updated 2019–2024; EASL Clinical Practice Guidelines: Drug-induced liver injury. J Hepatol 2019;70:1222–1261; Zytiga (abiraterone acetate) US prescribing information §5.3 Hepatotoxicity (liver tests every 2 weeks for 3 months, then monthly) — cited from memory; NIH ODS mineral and vitamin fact sheets for health professionals (no liver injury listed at usual supplement doses) — cited from memory; Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein 1.0–1.5 g/kg)',
    },
  },
  {
    // Rounds 29–35 (老黄 en-077, zh-038, en-037, en-038, en-037, zh-035, en-036, en-037, zh-037, en-036,
    // en-036, en-037, zh-037, en-023, zh-022): a fasting glucose of 7.2 on prednisone and white congee
    // every morning ("give it up?", "oats or millet congee?", "he hates bread and oatmeal", "with pickles
    // and youtiao") got the steroid card, a Western breakfast, the salt text or a decline.
    id: 'steroid-glucose-congee-breakfast',
    when: [
      /粥|稀饭|馒头|油条|咸菜|榨菜|咸蛋|早饭|早餐|早点|燕麦|小米|杂粮|米饭|大米|白米|\bcongee\b|\bjook\b|\bzhou\b|\brice porridge\b|\bbreakfast\b|\boat(s|meal)?\b|\bmillet\b|\brice\b|\byoutiao\b|\bpickle\w*|\bsalted egg\b/,
      QUESTION,
    ],
    unless: [
      /钾|\bpotassium\b|钙|\bcalcium\b|维生素 ?d|维d|\bvitamin d\b|\bvit d\b|酒|\bbeers?\b|\balcohol\b|铁|\biron\b|血红蛋白|\bhb\b|泽珂|阿比特龙|\bzytiga\b/,
    ],
    // Rice, congee and the Chinese breakfast said (an English "porridge" is oats: not this row's).
    for: { all: [ON_STEROID, { said: GLUCOSE_SAID }, { said: RICE_OR_CONGEE_SAID }] },
    notFor: [
      DIABETES,
      { medicines: ['hydrocortisone', 'mineralocorticoid', 'abiraterone'] },
      // A raised glucose in pregnancy has its own thresholds (gestational diabetes).
      { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], said: PREGNANCY_SAID },
    ],
    wholeMessage: true,
    beforeLabs: true,
    cutsCarbohydrate: true,
    intent: 'food_sources',
    compose: congeeText,
    text: {
      zh: [
        CONGEE_LEADS.steroid.zh,
        CONGEE_BODY.why.zh,
        CONGEE_BODY.breakfast.zh.replace('{oats}', CONGEE_BODY.oats.zh),
        CONGEE_BODY.salt.zh,
        CONGEE_BODY.day.zh,
      ].join(''),
      en: [
        CONGEE_LEADS.steroid.en,
        CONGEE_BODY.why.en,
        CONGEE_BODY.breakfast.en.replace('{oats}', CONGEE_BODY.oats.en),
        CONGEE_BODY.salt.en,
        CONGEE_BODY.day.en,
      ].join(' '),
    },
    source: {
      ref: 'Joint British Diabetes Societies for Inpatient Care. Management of hyperglycaemia and steroid (glucocorticoid) therapy (2023 update): afternoon and evening peak after a morning dose; never stop the steroid abruptly; 中华医学会糖尿病学分会. 中国2型糖尿病防治指南（2020年版）（空腹血糖 ≥ 7.0 mmol/L 需复查确诊）; Atkinson FS et al. International tables of glycemic index and glycemic load values 2021. Am J Clin Nutr 2021;114:1625–1632 (rice congee and millet porridge high, rolled oats lower); 中国居民膳食指南（2022）（食盐 < 5 g/天）',
    },
  },
  {
    // Rounds 29–35 (老黄 en-079, zh-041, en-040, zh-040): "can he take it with his morning prednisone?",
    // "split morning and evening or all at once?", "with his amlodipine and the prostate pill?", "早上还是
    // 睡前？坦索罗辛能一块儿吃吗" — vitamin D timing stock text, or "no rule in table". Before the amounts row:
    // a timing follow-up on the calcium tablet is this row's.
    id: 'calcium-tablet-timing-prednisone-amlodipine-tamsulosin',
    when: [CALCIUM_TIMING, QUESTION],
    // Iron with calcium is the pairing rows' question; the text names the alpha blocker's owner's medicines.
    unless: [
      /钾|\bpotassium\b|泽珂|阿比特龙|\bzytiga\b|酒|\balcohol\b|咖啡|\bcoffee\b/,
      /铁|\biron\b|\bferrous\b|孕|\bpregnan\w*/,
    ],
    for: {
      all: [
        { medicines: ['alpha_blocker'] },
        { medicines: ['corticosteroid', 'calcium_channel_blocker'] },
        { said: CALCIUM_OR_D_SAID },
      ],
    },
    notFor: {
      medicines: [
        'thyroid_hormone',
        'ppi',
        'fluoroquinolone',
        'tetracycline',
        'bisphosphonate',
        'antiretroviral',
        'dolutegravir',
        'bictegravir-emtricitabine-tenofovir-alafenamide',
      ],
    },
    wholeMessage: true,
    intent: 'supplement_timing',
    compose: calciumTimingText,
    text: {
      zh: [
        CALCIUM_TIMING_PARTS.lead.zh
          .replace('{meds}', '泼尼松、氨氯地平、坦索罗辛')
          .replace('{these}', '这几种药'),
        CALCIUM_TIMING_PARTS.acid.zh,
        CALCIUM_TIMING_PARTS.two.zh,
        CALCIUM_TIMING_PARTS.tamsulosin.zh,
        CALCIUM_TIMING_PARTS.steroid.zh.replace('{steroid}', '泼尼松'),
        CALCIUM_TIMING_PARTS.spacing.zh,
      ].join(''),
      en: [
        CALCIUM_TIMING_PARTS.lead.en
          .replace('{meds}', 'prednisone, amlodipine and tamsulosin')
          .replace('{none}', 'none of them needs'),
        CALCIUM_TIMING_PARTS.acid.en,
        CALCIUM_TIMING_PARTS.two.en,
        CALCIUM_TIMING_PARTS.tamsulosin.en,
        CALCIUM_TIMING_PARTS.steroid.en.replace('{Steroid}', 'Prednisone'),
        CALCIUM_TIMING_PARTS.spacing.en,
      ].join(' '),
    },
    source: {
      ref: 'NIH ODS Calcium Fact Sheet for Health Professionals (calcium carbonate with food; absorption best at 500 mg or less per dose; interactions with levothyroxine, quinolones, tetracyclines, bisphosphonates); Flomax (tamsulosin) US prescribing information §2 (about 30 minutes after the same meal each day); 盐酸坦索罗辛缓释胶囊说明书【用法用量】（饭后口服）; Norvasc (amlodipine) US prescribing information §7 (no calcium interaction listed) — cited from memory',
    },
  },
  {
    // Rounds 29–35 (老黄 en-078, zh-039 unsafe, en-040, zh-040, en-038/039, zh-037/038, en-040/041, zh-040,
    // en-038, zh-039, en-039, zh-039, en-021/022): a vitamin D of 11.8 ng/mL and a calcium of 2.02 on one
    // Caltrate D600 — "is one enough?", "two tablets?", "add a vitamin D pill?", "how many IU, how long,
    // when to recheck?", "would sun help?" — got the calcium sum, a product-form text or a lab line.
    id: 'low-vitamin-d-low-calcium-caltrate',
    when: [
      /不够|够不够|够吗|够用|足够|够了|加到|两片|加一片|再加|加量|加点|补多少|吃多少|多少国际单位|多少单位|剂量|吃多久|补多久|复查|再查|多久查|晒太阳|晒晒|太阳|阳光|\benough\b|\bsufficient\b|\bhow much\b|\bhow many\b|\biu\b|\badd\b|\bextra\b|\bdrops\b|\bsecond (tablet|pill)\b|\btwo (tablets|pills)\b|\bdose\b|\bhow long\b|\brecheck\w*|\bretest\w*|\bsun\w*\b|\boutside\b/,
      QUESTION,
    ],
    unless: [
      /钾|\bpotassium\b|蛋白|\bprotein\b|铁|\biron\b|血红蛋白|\bhb\b|血糖|\bsugars?\b|\bglucose\b|\balt\b|转氨酶|\bliver\b|酒|\bbeers?\b|体重|\bweight\b|热量|\bcalories?\b|香蕉|\bbananas?\b|水果|\bfruits?\b|粥|\bcongee\b/,
      // Which product to buy (drops or softgels) is vitamin-d-product-form's question.
      /滴剂还是|软胶囊|胶囊还是|哪种好|哪个牌子|买哪|\bwhich (brand|form|one|kind)\b|\bdrops or\b|\bsoftgels?\b|\bgumm(y|ies)\b/,
    ],
    for: { all: [LOW_VITAMIN_D, { said: CALCIUM_D_TABLET_SAID }] },
    notFor: {
      hypercalcaemia: true,
      conditions: ['sarcoidosis', 'hyperparathyroidism', 'kidney_disease', 'dialysis', 'kidney_transplant'],
      // An enzyme-inducing antiseizure medicine needs two to three times the vitamin D: its own row answers.
      medicines: ['enzyme_inducing_antiepileptic'],
    },
    wholeMessage: true,
    beforeLabs: true,
    intent: 'how_much_nutrient',
    // The guideline's loading course, said as the doctor's prescription (about 6,000 IU a day).
    prescribedDoses: { vitaminD: 150 },
    compose: calciumVitaminDText,
    text: {
      zh: `${CA_D_PARTS.enough.zh.replace('{vdDef}', '已经缺乏的维生素D').replace('{ca}', '')}${CA_D_PARTS.treatment.zh}${CA_D_PARTS.calcium.zh}${CA_D_PARTS.recheckOnly.zh}${CA_D_PARTS.bones.zh}${CA_D_PARTS.warning.zh}`,
      en: `${CA_D_PARTS.enough.en.replace('{vdDef}', 'a vitamin D this low').replace('{ca}', '')} ${CA_D_PARTS.treatment.en} ${CA_D_PARTS.calcium.en} ${CA_D_PARTS.recheckOnly.en} ${CA_D_PARTS.bones.en} ${CA_D_PARTS.warning.en}`,
    },
    source: {
      ref: 'Holick MF et al. Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911–1930 (deficient adults: 50,000 IU weekly or 6,000 IU daily for 8 weeks, then 1,500–2,000 IU daily; older skin makes less vitamin D); NICE CKS Vitamin D deficiency in adults (adjusted calcium about 1 month after starting treatment) and Hypocalcaemia (albumin-adjusted calcium, PTH, magnesium, renal function); Buckley L et al. 2017 ACR guideline for glucocorticoid-induced osteoporosis. Arthritis Rheumatol 2017;69:1521–1537 (calcium 1,000–1,200 mg, vitamin D 600–800 IU, fracture-risk assessment); 钙尔奇D600 标签（每片含钙600毫克、维生素D3 125国际单位）; Xgeva/Prolia (denosumab) and Reclast (zoledronic acid) US prescribing information (correct hypocalcaemia and vitamin D before starting) — cited from memory',
    },
  },
  {
    // Rounds 29–35 (老黄 en-076, en-038, zh-035, zh-042): on prednisone with a potassium of 3.3 — coconut
    // water, the family's cooking, less salt in his soups — declined or answered with digoxin text. (His
    // banana and potassium-food questions are the low-potassium answer's, intents/low-potassium-symptoms.ts,
    // which answers before any row.)
    id: 'steroid-low-potassium-home-cooking',
    when: [
      new RegExp(
        `钾|\\bpotassium\\b|${COCONUT.source}|${SOUP_SALT.source}|${BANANA_ORANGE.source}|橙汁|\\boj\\b|\\borange juice\\b`,
      ),
      /吃|喝|做|煮|炖|菜|汤|盐|够|多少|\beat\b|\bdrink\b|\bcook\w*|\bdish\w*|\bfoods?\b|\benough\b|\bhow much\b|\bmore\b|\bsalt\w*|\bwaste\b|\bworth\b|\bhelp\w*/,
    ],
    unless: [
      /高钾血症|血钾(偏|太)?高|钾(偏|太)高|\bhigh potassium\b(?! foods?)|\bhyperkal\w*|\bpotassium (is|was) (high|raised)\b/,
    ],
    for: { all: [ON_STEROID, LOW_POTASSIUM] },
    notFor: [
      ON_ABIRATERONE,
      KIDNEY,
      { medicines: ['ace_inhibitor', 'arb', 'potassium_sparing_diuretic', 'digoxin'] },
    ],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    compose: steroidPotassiumText,
    text: {
      zh: `${STEROID_K_LEADS.default.zh}${STEROID_K_BODY.zh}`,
      en: `${STEROID_K_LEADS.default.en} ${STEROID_K_BODY.en}`,
    },
    source: {
      ref: 'NICE CKS Hypokalaemia (corticosteroids as a cause; 3.0–3.4 mmol/L: recheck with magnesium, oral potassium by the clinician); prednisone US prescribing information §6 (hypokalaemia, sodium retention); Zytiga (abiraterone) US prescribing information §2 (with prednisone 5 mg twice daily) and §5.1 (hypokalaemia) — cited from memory; 中国食物成分表 标准版 第6版（2018）; USDA FoodData Central (coconut water, banana, orange, potato); 中国居民膳食指南（2022）（食盐 < 5 g/天，水果 200–350 g/天）',
    },
  },
  {
    // Rounds 29–35 (Frank en-047, zh-046, en-047, zh-044, en-048, zh-046, en-045, zh-045): on Lupron — "a
    // sensible calorie number to lose some without losing muscle?", "how much protein with diabetes?",
    // "the gut — what do I eat, wife cooks casseroles", "hot flushes and a belly at 84 kg" — got the
    // cachexia "do not lose weight" text, a decline or one generic line. Whether Lupron adds weight at all
    // is adt-weight-glucose's (rows-round29.ts).
    id: 'adt-weight-calories-protein',
    when: [
      /卡路里|热量|千卡|大卡|多少卡|\d+ ?卡|蛋白质?|肌肉|肚子|腹部|大肚|减肥|减重|想瘦|瘦[个下点]|潮热|\bcalories?\b|\bkcal\b|\bprotein\b|\bmuscles?\b|\bbelly\b|\bgut\b|\baround the middle\b|\bwaist\w*|\bcasseroles?\b|\blose (some|a few|\d+|weight)\b|\bhot (flash|flush)\w*/,
      QUESTION,
    ],
    unless: [
      /吃不下|没胃口|食欲差|食欲不好|瘦了|掉秤|体重(下降|减轻|掉了)|\b(lost|losing) (weight|\d+ ?(lbs?|pounds|kg))\b|\bno appetite\b|\bpoor appetite\b|\bcan'?t eat\b/,
      /钾|\bpotassium\b|骨|钙|\bbones?\b|\bcalcium\b|酒|\bbeers?\b|\balcohol\b|泽珂|阿比特龙|\bzytiga\b|\bswallow\w*|咽/,
    ],
    for: ADT,
    notFor: KIDNEY,
    wholeMessage: true,
    cutsCarbohydrate: true,
    intent: 'weight_change',
    compose: adtWeightText,
    text: {
      zh: '**去势治疗（亮丙瑞林这类）会让脂肪往肚子上长、肌肉变少；管用的是每周2–3次力量训练加上每天快走，饭菜多蔬菜和蛋白质、少主食少糖少油，每天比现在少吃约500千卡。** 蛋白质每天每公斤体重1.0–1.2克，分到三餐；力量训练（哑铃、弹力带、深蹲）每周2–3次，加上每周150分钟快走。每餐：半盘蔬菜，四分之一鱼、鸡、蛋、豆腐或瘦肉，四分之一主食（一半换成粗粮、杂豆）；喝白水或不加糖的饮料。加餐换成无糖酸奶、一小把坚果、一份水果。只吃二甲双胍的人少吃一点一般不会低血糖；在打胰岛素或吃磺脲类的，先问医生。肾功能正常时这个蛋白质量没问题。每周称一次体重；没想减却在掉秤、没胃口，是另一回事，请告诉肿瘤科医生。',
      en: '**Androgen deprivation (Lupron) moves weight to the belly and away from muscle; what works is strength training 2–3 times a week plus daily walking, and meals with more vegetables and protein and less starch, sugar and fat — about 500 kcal a day less than now.** Protein 1.0–1.2 g per kg a day across three meals; strength training (weights, bands, squats) 2–3 times a week plus 150 minutes of brisk walking. Each meal: half the plate vegetables, a quarter lean protein (fish, chicken, eggs, lean meat, beans, Greek yoghurt), a quarter starch — whole grains, beans or a small potato; water or unsweetened drinks. Snacks: plain yoghurt, a handful of nuts, a piece of fruit. On metformin alone, eating less rarely causes lows; on insulin or a sulfonylurea, ask first. This much protein is fine with normal kidney function. Weigh once a week; losing weight without trying, or losing your appetite, is a different matter — tell the oncologist.',
    },
    source: {
      ref: 'Rock CL et al. American Cancer Society nutrition and physical activity guideline for cancer survivors. CA Cancer J Clin 2022;72:230–262 (overweight survivors: modest weight loss with exercise); Campbell KL et al. Exercise guidelines for cancer survivors: consensus statement from international multidisciplinary roundtable. Med Sci Sports Exerc 2019;51:2375–2390 (resistance and aerobic exercise); Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein above 1.0 g/kg); ADA Standards of Care in Diabetes—2025 §8 (a 500–750 kcal/day deficit for weight loss); Lupron Depot (leuprolide) US prescribing information §6 (hot flashes, weight gain)',
    },
  },
  {
    // Rounds 31–34 (老黄 en-042, zh-039, zh-041; Frank zh-047): "men with prostate cancer should never drink
    // soy milk — the oestrogen", "and no milk either?", "dairy feeds prostate cancer — stop my daily glass?"
    // got the soy-and-women text or a decline.
    id: 'prostate-cancer-soy-milk-dairy',
    when: [SOY_OR_MILK, HARM_ASKED],
    unless: [
      /咖啡|\bcoffee\b|\bcreamer\b|泽珂|阿比特龙|\bzytiga\b|空腹|\bempty stomach\b|过敏|\ballerg\w*|乳糖不耐|\blactose\b/,
    ],
    for: PROSTATE,
    wholeMessage: true,
    intent: 'food_sources',
    compose: soyDairyText,
    text: {
      zh: '**都不对：前列腺癌的人每天一碗豆浆可以喝，每天一杯牛奶也可以喝。** 豆浆：大豆异黄酮是植物成分，作用比人体自身的激素弱得多；研究里常吃豆浆、豆腐这些豆制品的男性，前列腺癌风险并不更高（如果有差别，反而偏低），豆制品也不会抵消内分泌治疗。选无糖豆浆（血糖偏高时加糖的要少喝）；单独的大豆异黄酮浓缩片是另一回事，没必要吃。牛奶：有研究发现奶制品或钙吃得很多（每天3份以上，或钙超过1500毫克）的人前列腺癌风险略高；每天一杯（250毫升）属于适量，可以接着喝，而且内分泌治疗和泼尼松都伤骨头、掉肌肉，牛奶里的钙和蛋白质正好有用。牛奶里的激素含量很低，不会“喂大”肿瘤。指南推荐的吃法：多蔬菜、粗粮、鱼、豆制品和豆类，奶制品适量。',
      en: '**Neither is true as a rule: a daily bowl of soy milk is fine for a man with prostate cancer, and so is a glass of milk a day.** Soy: its isoflavones are plant compounds far weaker than the body’s own hormones; in studies, men who eat soy foods such as soy milk and tofu have no higher — if anything a lower — risk of prostate cancer, and soy foods do not work against hormone treatment. Choose unsweetened soy milk (added sugar matters with a raised blood sugar); concentrated isoflavone pills are a different thing and not needed. Milk: some studies link very high dairy or calcium intakes (about 3 or more servings, or over 1,500 mg of calcium, a day) with prostate cancer; one glass a day is moderate and fine to keep, and its calcium and protein help the bones and muscles that hormone therapy and prednisone strain. Milk carries no hormones at levels that would feed the cancer. The eating pattern prostate cancer guidance favours: plenty of vegetables, whole grains, fish, soy foods and beans, with dairy in moderation.',
    },
    source: {
      ref: 'World Cancer Research Fund/American Institute for Cancer Research. Continuous Update Project Report: Diet, nutrition, physical activity and prostate cancer (2014, revised 2018): dairy products and diets high in calcium — limited-suggestive evidence of increased risk; Applegate CC et al. Soy consumption and the risk of prostate cancer: an updated systematic review and meta-analysis. Nutrients 2018;10:40; Rock CL et al. American Cancer Society nutrition and physical activity guideline for cancer survivors. CA Cancer J Clin 2022;72:230–262',
    },
  },
];
