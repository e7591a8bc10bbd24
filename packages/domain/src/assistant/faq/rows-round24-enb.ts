/**
 * Blind answer round 24's en-US questions (batch enb; development data) that were declined ("I have no
 * reliable rule"), answered with stock text about another person, or never used what the person said —
 * each written as a class (subject × what is asked × who asks), not for one question's words:
 * gestational diabetes (a high fasting reading and a bedtime snack, rice and its swaps, carbohydrate per
 * meal, fruit with protein), a relative's high uric acid without gout, chicken and eggs with gout, low
 * FODMAP and probiotics in IBD, nutrition drinks to gain weight in IBD, soy and brassicas on
 * levothyroxine, gluten in supplements with coeliac disease, breathlessness at meals in COPD, prednisone
 * and sweets when underweight, whey on a PPI, endocrine therapy after breast cancer (calcium and vitamin D
 * with osteoporosis, alcohol, flax and soy, intermittent fasting), liver-friendly cooking and brewed green
 * tea with a liver disease, rivaroxaban and food, fish oil and vitamin D on a DOAC, and metronidazole
 * (the metallic taste and food, everyday drinks and kombucha, probiotics with an antibiotic). Probiotics in
 * IBD and the metronidazole rows carry the zh batch's rows for the same class too (rows-round24-zhb.ts),
 * merged: each keeps both batches' facts and sources, and `eitherOf` branches keep each batch's words.
 * Where the answer depends on what the person named (the reading, the relative and the value, the foods,
 * the fruit, the dose, the dishes), `compose` works it out from the message.
 * The zhb batch's rows for staple food a day in gestational diabetes, crucifers with hypothyroidism and red
 * wine after breast cancer are merged into gd-carbs-per-meal, thyroid-soy-and-brassicas and breast-cancer-alcohol.
 */
import { pickZh } from '../../contracts/common';
import { GOUT, HIGH_CALCIUM, MINOR, PREGNANT, VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID } from './audiences';
import { anyOf, eitherOf } from './either';
import { RAW_CRUCIFER_JUICE } from './rows-round24-zhb';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ---- audiences -------------------------------------------------------------------------------------------
const GD: FaqAudience = {
  conditions: ['gestational_diabetes'],
  said: /妊娠糖尿病|妊娠期糖尿病|孕期糖尿病|糖妈|\bgdm?\b|\bgestational diabetes\b|\bgestational diabetic\b|\bdiabetes (in|during) pregnancy\b/,
};
const IBD: FaqAudience = {
  conditions: ['ibd'],
  said: /克罗恩|溃疡性结肠炎|炎症性肠病|\bcrohn'?s?\b|\bcolitis\b|\bibd\b/,
};
const THYROID: FaqAudience = {
  conditions: ['hypothyroid'],
  medicines: ['thyroid_hormone'],
  said: /甲减|甲状腺功能减退|桥本|优甲乐|雷替斯|左甲状腺素|\bhypothyroid\w*|\bhashimoto\w*|\bunderactive thyroid\b|\blevothyrox\w*|\bsynthroid\b|\beuthyrox\b|\beltroxin\b/,
};
const COELIAC: FaqAudience = {
  conditions: ['coeliac'],
  said: /乳糜泻|麸质不耐|麸质过敏|\bc(o)?eliacs?\b|\bceliacs?\b/,
};
const COPD: FaqAudience = {
  conditions: ['copd'],
  said: /慢阻肺|肺气肿|慢性阻塞性肺|\bcopd\b|\bemphysema\b/,
};
const STEROID: FaqAudience = {
  medicines: ['corticosteroid'],
  said: /泼尼松|强的松|\bprednis\w*\b|\bsteroids?\b/,
};
const PPI: FaqAudience = { medicines: ['ppi'] };
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能|透析|肾衰|\bckd\b|\bkidney (disease|failure|function)\b|\bdialysis\b|\begfr\b/,
};
const DIABETES: FaqAudience = {
  conditions: ['diabetes', 'gestational_diabetes'],
  medicines: ['insulin', 'sulfonylurea', 'metformin'],
  said: /糖尿病|\bdiabet\w*/,
};
/** Endocrine therapy after breast cancer: an aromatase inhibitor or tamoxifen, or breast cancer said. */
const BREAST_ENDOCRINE: FaqAudience = {
  medicines: ['anastrozole', 'letrozole', 'exemestane', 'tamoxifen'],
  said: /乳腺癌|阿那曲唑|来曲唑|依西美坦|他莫昔芬|瑞宁得|弗隆|芙瑞|阿诺新|\bbreast cancer\b|\banastrozole\b|\barimidex\b|\bletrozole\b|\bfemara\b|\bexemestane\b|\baromasin\b|\btamoxifen\b|\baromatase inhibitors?\b/,
};
const AROMATASE: FaqAudience = {
  medicines: ['anastrozole', 'letrozole', 'exemestane'],
  said: /阿那曲唑|来曲唑|依西美坦|\banastrozole\b|\barimidex\b|\bletrozole\b|\bfemara\b|\bexemestane\b|\baromasin\b|\baromatase inhibitors?\b/,
};
const LIVER: FaqAudience = {
  conditions: ['liver_disease'],
  said: /乙肝|丙肝|肝炎|脂肪肝|转氨酶|肝功能|\bhep ?[bc]\b|\bhepatitis\b|\bhbv\b|\bfatty liver\b|\bentecavir\b|\btenofovir\b|\bmy liver\b|\bliver (disease|enzymes?|function)\b/,
};
const CIRRHOSIS: FaqAudience = {
  conditions: ['cirrhosis'],
  said: /肝硬化|\bcirrho\w*/,
};
const DOAC: FaqAudience = {
  medicines: ['rivaroxaban', 'apixaban', 'dabigatran', 'edoxaban'],
  said: /利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|达比加群|艾多沙班|\brivaroxaban\b|\bxarelto\b|\bapixaban\b|\beliquis\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\blixiana\b|\bsavaysa\b/,
};
const NITRO: FaqAudience = {
  medicines: ['nitroimidazole'],
  said: /甲硝唑|替硝唑|灭滴灵|\bmetronidazole\b|\bflagyl\b|\btinidazole\b/,
};
const ANTIBIOTIC: FaqAudience = {
  medicines: [
    'nitroimidazole',
    'penicillin',
    'amoxicillin',
    'cephalosporin',
    'macrolide',
    'fluoroquinolone',
    'tetracycline',
  ],
  said: /抗生素|消炎药|甲硝唑|灭滴灵|阿莫西林|头孢|阿奇霉素|克拉霉素|左氧氟沙星|\bcef\w+\b|\bantibiotics?\b|\bmetronidazole\b|\bflagyl\b|\bamoxicillin\b|\bamoxil\b|\baugmentin\b|\bco-amoxiclav\b|\bdoxycycline\b|\bclarithromycin\b|\bazithromycin\b|\bciprofloxacin\b|\bcefalexin\b|\bcephalexin\b|\bclindamycin\b/,
};
/** Probiotics are not for them without the team: a transplant, chemotherapy, a central line, very ill. */
const IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /移植|化疗|他克莫司|\btransplant\w*\b|\bchemo\w*\b|\btacrolimus\b|\bneutropeni\w*\b|\bcentral line\b|\bpicc\b/,
};

/** The zh batch's (rows-round24-zhb.ts) people for whom probiotics are the team's question. */
const IMMUNOSUPPRESSED_ZH: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['tacrolimus', 'ciclosporin', 'mycophenolate', 'calcineurin_inhibitor'],
  said: /移植|化疗|中性粒细胞(低|减少)|\btransplant\w*|\bchemo\w*|\bneutropeni\w*/,
};
/** IBD, in either batch's words (the zh batch's adds 溃结 and "ulcerative colitis"). */
const IBD_EITHER: FaqAudience = {
  conditions: ['ibd'],
  said: /溃结|溃疡性结肠炎|克罗恩|炎症性肠病|\bibd\b|\bcrohn'?s?\b|\bulcerative colitis\b|\bcolitis\b/,
};

// ---- probiotics in IBD and beside an antibiotic; metronidazole (two batches' words, merged rows) --------------
const IBD_PROBIOTIC_ZH =
  /益生菌|乳酸菌|双歧杆菌|\blgg\b|鼠李糖|\bprobiotics?\b|\bvsl\b|\bbifido\w*|\blactobacill\w*/;
const IBD_PROBIOTIC_EN =
  /益生菌|\bprobiotics?\b|\bsymprove\b|\bvsl\b|\bvivomixx\b|\byakult\b|\bactimel\b|\bkefir\b/;
const PROBIOTIC_ZH = /益生菌|乳酸菌|双歧杆菌|布拉氏|\blgg\b|\bprobiotics?\b|\bsaccharomyces\b|\bboulardii\b/;
const PROBIOTIC_EN =
  /益生菌|\bprobiotics?\b|\bsaccharomyces\b|\bboulardii\b|\byakult\b|\bactimel\b|\bculturelle\b|\bbio ?kult\b/;
const PROBIOTIC_EN_WHICH =
  /益生菌|\bprobiotics?\b|\bsaccharomyces\b|\bboulardii\b|\bculturelle\b|\bbio ?kult\b/;
const ANTIBIOTIC_NAMED =
  /甲硝唑|灭滴灵|阿莫西林|头孢|抗生素|消炎药|阿奇霉素|克拉霉素|左氧氟沙星|\bmetronidazole\b|\bflagyl\b|\bamoxicillin\b|\bantibiotics?\b|\bcef\w+\b|\bazithromycin\b|\bclarithromycin\b|\bdoxycycline\b/;
/** How far apart, or together (the zh batch's words). */
const APART_ASKED =
  /隔|间隔|分开|一起|同时|多久|几个小时|什么时候|\bapart\b|\btogether\b|\bsame time\b|\bhow long\b|\bwhen\b|\bspace\b/;
/** Which or when asked: not the en batch's "whether" question. */
const WHETHER_NOT =
  /哪种|哪个牌子|什么时候|几点|多久|隔|\bwhich\b|\bwhat (kind|type|brand)\b|\bwhen (should|do|to)\b|\bhow long\b|\bkombucha\b|\bcolitis\b|\bcrohn'?s?\b/;
const WHICH_OR_WHEN =
  /哪种|哪个|什么牌子|什么时候|怎么吃|间隔|隔多久|多久|\bwhich\b|\bwhat (kind|type|brand|strain)\b|\bwhen\b|\btiming\b|\bhow long\b|\bapart\b/;
const METRONIDAZOLE_NAMED = /甲硝唑|灭滴灵|\bmetronidazole\b|\bflagyl\b/;
const NITRO_NAMED = /甲硝唑|替硝唑|灭滴灵|\bmetronidazole\b|\bflagyl\b|\btinidazole\b/;
/** The taste, the appetite or the nausea (the zh batch's words). */
const TASTE_OR_APPETITE =
  /金属味|铁锈味|铁味|苦味|怪味|口苦|嘴苦|发苦|嘴里.{0,4}(味|苦)|没胃口|胃口(差|不好)|吃不下|恶心|\bmetallic\b|\btaste\b|\bappetite\b|\bnause\w*/;
const METAL_TASTE =
  /金属味|铁锈味|嘴里苦|口苦|\bmetallic\b|\bmetal taste\b|\bbad taste\b|\bweird taste\b|\btastes? (like )?(metal|coins?|pennies)\b/;
const WITH_FOOD_OR_SICK =
  /随餐|饭前|饭后|空腹|吃饭|恶心|想吐|\bwith food\b|\bempty stomach\b|\bwith (a )?meals?\b|\bbefore (food|eating|meals?)\b|\bafter (food|eating|meals?)\b|\bnause\w*\b|\bsick\b|\bqueasy\b|\bthrow(ing)? up\b/;
const NITRO_ALCOHOL = /\balcohol\b|\bdrink(ing)? (again|alcohol|beer|wine)\b|\bbeer\b|\bwine\b|喝酒|酒精/;
const EVERYDAY_DRINK =
  /奶茶|咖啡|茶|可乐(?!果(?!汁))|饮料|果汁|\bcoffee\b|\btea\b|\bcola\b|\bsoda\b|\bjuice\b|\bbubble tea\b/;
const ALCOHOL_OR_PROBIOTIC = /(?<!奶)酒(?!酿)|\balcohol\b|\bbeer\b|\bwine\b|益生菌|\bprobiotic\w*\b/;
const HIDDEN_ALCOHOL =
  /康普茶|红茶菌|\bkombucha\b|\bkefir\b|\bnon[- ]?alcoholic (beer|wine)\b|\balcohol[- ]free (beer|wine)\b|\b0\.0\b|\bmouthwash\b|\bcough (syrup|mixture)\b/;

const num = (s: string) => Number(s.replace(',', '.'));

// ---- gestational diabetes: a high fasting reading and a bedtime snack ------------------------------------
const FASTING =
  /空腹|早上(测|的)?血糖|晨起血糖|\bfasting\b|\bmorning (sugars?|numbers?|readings?|levels?|glucose)\b/;
const BEDTIME_SNACK =
  /睡前|夜宵|宵夜|加餐|\bbed ?time\b|\bbefore (bed|sleep)\b|\bnight ?time snack\b|\bsnack at night\b|\bevening snack\b|\blate snack\b/;
function gdFasting(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const m = /(?<![\d.])(\d{1,3}(?:[.,]\d)?)(?![\d])\s*(mmol|mg)?/.exec(t.replace(/\b(16|8):\d+\b/g, ''));
  if (!m) return null;
  const v = num(m[1]!);
  const mg = m[2] === 'mg' || v >= 40;
  if (!mg && (v < 3 || v > 15)) return null;
  if (mg && (v < 60 || v > 250)) return null;
  const above = mg ? v >= 95 : v >= 5.3;
  const shown = mg ? `${v} mg/dL` : `${v} mmol/L`;
  const head = zh
    ? above
      ? `**空腹${shown}已经高于妊娠糖尿病的空腹目标（低于5.3 mmol/L，即95 mg/dL）：连续几天都这样，请这周就告诉产科/糖尿病团队，不要等到下次产检。**`
      : `**空腹${shown}在妊娠糖尿病的空腹目标（低于5.3 mmol/L，即95 mg/dL）以内。**`
    : above
      ? `**A fasting reading of ${shown} is above the gestational-diabetes fasting target (under 5.3 mmol/L, 95 mg/dL): if most mornings are like this, tell your obstetric or diabetes team this week rather than at the next visit.**`
      : `**A fasting reading of ${shown} is within the gestational-diabetes fasting target (under 5.3 mmol/L, 95 mg/dL).**`;
  return `${head} ${zh ? GD_SNACK_ZH : GD_SNACK_EN}`;
}
const GD_SNACK_EN =
  'A high morning number with nothing eaten after dinner is usually the pregnancy hormones working overnight, not something you did wrong. A small bedtime snack with protein and a little carbohydrate (about 15 g) helps some women: for example a slice of wholegrain toast with peanut butter or cheese, a small glass of milk with 2–3 crackers, or plain Greek yoghurt with a few nuts. Try it for 3–4 nights and see what your fasting does; a 10–15 minute walk after dinner also helps. If the fasting stays at or above 5.3, diet alone often cannot bring it down, and your team will usually add metformin or a night-time insulin — that is common, safe for the baby, and not a failure.';
const GD_SNACK_ZH =
  '晚饭后不吃东西、早上空腹还是高，多半是孕期激素在夜里推高血糖，不是你做错了什么。睡前加一小份“蛋白质+少量碳水（约15克）”的加餐，对一部分人有帮助：比如一片全麦面包夹一片奶酪或抹花生酱、一小杯牛奶配2–3块苏打饼干、或一小盒无糖酸奶加几颗坚果。试3–4个晚上看空腹有没有下来；晚饭后散步10–15分钟也有帮助。如果空腹仍然在5.3及以上，单靠饮食常常压不下来，医生一般会加二甲双胍或睡前胰岛素——这很常见，对宝宝是安全的，不代表你没做好。';

// ---- gestational diabetes: the rice portion, and brown or cauliflower rice --------------------------------
const RICE = /米饭|大米|白饭|(?<![糙杂糯])米(?!粉|线|面|酒|醋)|\brice\b|\bkanin\b|\bsinangag\b/;
const STILL_EAT =
  /能吃|可以吃|能不能吃|还能|要戒|不能吃|吃多少|\bcan i\b|\bstill\b|\b(is|are) .{0,20}\bok\b|\bhow much\b|\ballowed\b|\bgive up\b|\bstop eating\b|\bcut out\b|\bportions?\b/;
const RICE_SWAP =
  /糙米|杂粮饭|二米饭|花椰菜饭|菜花饭|\bbrown rice\b|\bcauli(flower)? ?rice\b|\bred rice\b|\bbasmati\b|\bjasmine\b|\bmulti ?grain rice\b|\bwild rice\b|\bmixed rice\b/;

// ---- gestational diabetes: fruit with protein -------------------------------------------------------------
const FRUIT_ITEMS: readonly { re: RegExp; en: string; zh: string; portionEn: string; portionZh: string }[] = [
  {
    re: /芒果|\bmangos?(es)?\b/,
    en: 'mango',
    zh: '芒果',
    portionEn: 'about ½ cup of diced mango (roughly a quarter of a large one)',
    portionZh: '切丁约半碗（大芒果的1/4左右）',
  },
  {
    re: /香蕉|\bbananas?\b/,
    en: 'banana',
    zh: '香蕉',
    portionEn: 'half a medium banana',
    portionZh: '半根中等大小的',
  },
  {
    re: /葡萄|\bgrapes?\b/,
    en: 'grapes',
    zh: '葡萄',
    portionEn: 'about 15 small grapes',
    portionZh: '约15颗',
  },
  { re: /苹果|\bapples?\b/, en: 'apple', zh: '苹果', portionEn: 'one small apple', portionZh: '一个小的' },
  {
    re: /菠萝|凤梨|\bpineapples?\b/,
    en: 'pineapple',
    zh: '菠萝',
    portionEn: 'about ¾ cup of pineapple chunks',
    portionZh: '小块约大半碗',
  },
  {
    re: /莓|\bberr(y|ies)\b|\bstrawberr(y|ies)\b|\bblueberr(y|ies)\b/,
    en: 'berries',
    zh: '莓果',
    portionEn: 'about 1 cup of berries',
    portionZh: '约一碗',
  },
];
const FRUIT =
  /水果|芒果|香蕉|葡萄|苹果|菠萝|凤梨|莓|\bfruits?\b|\bmangos?(es)?\b|\bbananas?\b|\bgrapes?\b|\bapples?\b|\bpineapples?\b|\bberr(y|ies)\b/;
const WITH_PROTEIN =
  /酸奶|奶酪|坚果|花生酱|鸡蛋|\by(o|og)ghurt\b|\byogurt\b|\bgreek\b|\bcheese\b|\bnuts?\b|\balmonds?\b|\bpeanut butter\b|\bcottage cheese\b|\bprotein\b/;
const PAIRS: readonly { re: RegExp; en: string; zh: string; tipEn: string; tipZh: string }[] = [
  {
    re: /酸奶|\by(o|og)ghurt\b|\byogurt\b|\bgreek\b/,
    en: 'plain Greek yoghurt',
    zh: '无糖酸奶',
    tipEn:
      'use plain, unsweetened yoghurt (Greek has the most protein), without honey or granola, rather than a flavoured one.',
    tipZh: '酸奶选无糖原味的（希腊酸奶蛋白质更高），不要加糖或蜂蜜，也不要选风味酸奶。',
  },
  {
    re: /花生酱|\bpeanut butter\b|\bnut butter\b|\balmond butter\b/,
    en: 'peanut butter',
    zh: '花生酱',
    tipEn: 'a level tablespoon of peanut butter (no added sugar) is enough.',
    tipZh: '花生酱一平汤匙就够，选不加糖的。',
  },
  {
    re: /坚果|杏仁|核桃|\bnuts?\b|\balmonds?\b|\bwalnuts?\b/,
    en: 'a handful of nuts',
    zh: '一小把坚果',
    tipEn: 'a small handful of plain nuts (about 15 g) is enough.',
    tipZh: '坚果一小把（约15克）就够，选原味的。',
  },
  {
    re: /奶酪|芝士|\bcheese\b/,
    en: 'cheese',
    zh: '奶酪',
    tipEn: 'a matchbox-size piece of cheese is enough.',
    tipZh: '奶酪一小块（约20克）就够。',
  },
  {
    re: /鸡蛋|\beggs?\b/,
    en: 'an egg',
    zh: '一个鸡蛋',
    tipEn: 'a boiled egg alongside works well.',
    tipZh: '配一个煮鸡蛋就很好。',
  },
];
function gdFruit(said: ComposeInput, zh: boolean): string | null {
  const t = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  const f =
    FRUIT_ITEMS.find((x) => x.re.test(said.text.toLowerCase())) ?? FRUIT_ITEMS.find((x) => x.re.test(t));
  if (!f) return null;
  const pair =
    PAIRS.find((p) => p.re.test(said.text.toLowerCase())) ?? PAIRS.find((p) => p.re.test(t)) ?? PAIRS[0]!;
  return zh
    ? `**可以，${f.zh}配${pair.zh}比单吃${f.zh}更好：蛋白质和脂肪让糖吸收慢一些，餐后血糖升得更平。** 份量仍然要控制：${f.zh}一次${f.portionZh}，约含15克碳水；${pair.tipZh}放在两餐之间当加餐，不要再叠在一顿米饭/面食多的正餐后面；吃完1小时（或2小时）测一次血糖，看这样吃适不适合你。`
    : `**Yes — ${f.en} with ${pair.en} is better than ${f.en} on its own: the protein and fat slow how fast the sugar gets in, so the rise after it is smaller.** The portion still matters: ${f.portionEn} is about 15 g of carbohydrate; ${pair.tipEn} Have it as a snack between meals rather than on top of a rice- or bread-heavy meal, and check your 1-hour (or 2-hour) reading after it to see how it suits you.`;
}

// ---- gout: a relative's high uric acid without gout ---------------------------------------------------------
const RELATIVE =
  /儿子|女儿|老婆|老公|妻子|丈夫|爸|妈|兄弟|弟弟|哥哥|姐姐|妹妹|孩子|\bmy (\d{1,2}[- ]?(yr|year)s?[- ]?old )?(son|daughter|wife|husband|brother|sister|kid|boy|girl|dad|father|mom|mum|mother|partner)\b/;
const URATE = /尿酸|\buric\b|\burate\b/;
const SAME_DIET =
  /一样|同样|跟我|和我|也要|也得|饮食|忌口|控制|要不要|\bsame diet\b|\bsame as me\b|\blike me\b|\bmy diet\b|\bdiet\b|\bshould (he|she|they)\b|\bdoes (he|she) need\b|\ballopurinol\b/;
function relativeUrate(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const m = /(?<![\d.])(\d{1,3}(?:\.\d)?)(?!\d)\s*(µmol|umol|μmol|mg)?/.exec(
    t.replace(/\b\d{1,2}\s*(yr|yrs|year|years|y\/o|yo|岁)\b/g, ''),
  );
  const who = RELATIVE.exec(t);
  const whoEn = who && who[3] ? who[3] : null;
  if (!m) return null;
  const v = Number(m[1]);
  const umol = v > 20;
  const valUmol = umol ? v : Math.round(v * 59.48);
  const valMg = umol ? Math.round((v / 59.48) * 10) / 10 : v;
  if (valMg < 2 || valMg > 20) return null;
  const high = valUmol > 420;
  const whoTxt = whoEn ?? 'they';
  if (zh) {
    return `**尿酸${umol ? `${v} µmol/L` : `${v} mg/dL`}（约${umol ? `${valMg} mg/dL` : `${valUmol} µmol/L`}）${high ? '偏高' : '在正常范围内'}，但没有痛风发作的人，不需要照着痛风病人的饮食和降尿酸药来。** ${RELATIVE_URATE_ZH}`;
  }
  const subject = whoEn ? `your ${whoTxt}` : 'someone';
  return `**A uric acid of ${umol ? `${v} µmol/L` : `${v} mg/dL`} (about ${umol ? `${valMg} mg/dL` : `${valUmol} µmol/L`}) is ${high ? 'above the usual upper limit of about 420 µmol/L (7 mg/dL)' : 'within the usual range'}, but ${subject} without gout attacks does not need your gout diet or your medicine.** ${RELATIVE_URATE_EN}`;
}
const RELATIVE_URATE_EN =
  'A high uric acid without gout (asymptomatic hyperuricaemia) is not treated with allopurinol (American College of Rheumatology 2020); what lowers it is everyday habits: cutting sugary drinks, energy drinks and juice (fructose raises uric acid), keeping beer and binge drinking down, a healthy weight, and plenty of water — no strict purine list needed. Have the doctor repeat the test, check blood pressure, kidney function and weight, and know the signs of gout (a sudden hot, swollen, very painful joint, often the big toe) — with a parent who has gout, a young man is more likely to get it later.';
const RELATIVE_URATE_ZH =
  '没有症状的高尿酸血症，美国风湿病学会2020年指南不建议吃别嘌醇之类的降尿酸药；降尿酸靠日常习惯：少喝含糖饮料、能量饮料和果汁（果糖会升尿酸），少喝啤酒、别一次喝很多酒，保持体重，多喝白开水——不需要严格的嘌呤忌口。请医生复查尿酸，同时看看血压、肾功能和体重；知道痛风发作的样子（某个关节突然红肿热痛，常在大脚趾）。家里有人痛风，年轻人以后得痛风的机会也更大。';

// ---- gout: the everyday proteins named ------------------------------------------------------------------
const GOUT_FOODS: readonly { re: RegExp; en: string; zh: string }[] = [
  {
    re: /鸡蛋|蛋(?!白粉)|\beggs?\b/,
    en: '**Eggs** are fine — very low in purines, a good protein with gout.',
    zh: '**鸡蛋**可以吃，嘌呤很低，是痛风时很好的蛋白质来源。',
  },
  {
    re: /鸡肉|鸡胸|鸡腿|(?<!火)鸡(?!蛋|精)|\bchicken\b/,
    en: '**Chicken** is moderate in purines — fine in a normal portion (about a palm, 3–4 oz or 100–120 g cooked, once a day), better without the skin; leave the gizzards and liver out.',
    zh: '**鸡肉**嘌呤中等，正常份量可以吃（一天一份，熟肉约一掌心、100–120克），去皮更好；鸡肝、鸡胗这些内脏少吃。',
  },
  {
    re: /火鸡|\bturkey\b/,
    en: '**Turkey** is like chicken: a normal portion is fine.',
    zh: '**火鸡**和鸡肉差不多，正常份量可以。',
  },
  {
    re: /豆腐|豆浆|豆类|\btofu\b|\bbeans?\b|\blentils?\b/,
    en: '**Tofu, beans and lentils** are fine — plant purines do not raise the risk of attacks.',
    zh: '**豆腐、豆类**可以吃，植物里的嘌呤不增加发作风险。',
  },
  {
    re: /牛奶|酸奶|奶酪|\bmilk\b|\by(o|og)ghurt\b|\byogurt\b|\bcheese\b/,
    en: '**Milk, yoghurt and cheese** (low-fat above all) are fine and may even help lower uric acid.',
    zh: '**牛奶、酸奶**（低脂的更好）可以，还可能有助于降尿酸。',
  },
  {
    re: /(?<!海)鱼|\bfish\b|\bsalmon\b|\btilapia\b/,
    en: '**Fish** in a normal portion a few times a week is fine for most kinds; sardines, anchovies, mackerel and herring are the higher ones.',
    zh: '**鱼**大多数正常份量每周几次可以；沙丁鱼、凤尾鱼、鲭鱼、鲱鱼嘌呤较高。',
  },
];
const GOUT_PROTEIN_OK =
  /能吃|可以吃|行不行|可以吗|能不能|\bok\b|\bokay\b|\bfine\b|\bsafe\b|\bgood\b|\ballowed\b|\bcan i\b|\bwhat about\b|\bhow about\b/;
function goutFoods(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const named = GOUT_FOODS.filter((f) => f.re.test(t));
  if (named.length === 0) return null;
  const lines = named.map((f) => pickZh(f, zh)).join(zh ? '' : ' ');
  return zh
    ? `${lines} 真正要减的是：动物内脏（肝、肾、肚这些“杂碎”）、浓肉汤和火锅汤底、红肉（羊肉、牛肉、猪肉）的大份量、贝类，以及啤酒和含糖饮料。每天的肉、鱼、禽加起来一掌心到一个半掌心（约100–170克）就够；同时按时吃降尿酸药，多喝水。`
    : `${lines} What to cut is organ meats (liver, kidney, tripe — the "assorted"), rich meat broths and pepper-soup stock, large portions of red meat such as goat and beef, shellfish, beer and sugary drinks. Keep all meat, fish and poultry together to about 4–6 oz (a palm to a palm and a half) a day, keep taking your urate-lowering medicine, and drink plenty of water.`;
}

// ---- rivaroxaban and food --------------------------------------------------------------------------------
const WITH_FOOD =
  /随餐|饭前|饭后|空腹|吃饭|进食|和饭|早饭|早餐|\bwith (food|a meal|meals|breakfast|dinner|supper)\b|\bempty stomach\b|\bbefore (breakfast|food|eating|meals?)\b|\bafter (food|eating|meals?|breakfast|dinner)\b|\bwithout food\b|\bon an empty\b|\bneed to eat\b|\beat (before|when|with|first)\b|\bfirst thing\b|\btake it\b.{0,20}\b(food|eat)/;
/** Rivaroxaban named (rivaroxaban-with-food). */
const RIVAROXABAN_NAMED = /利伐沙班|拜瑞妥|\brivaroxaban\b|\bxarelto\b/;
/** When or how to take it, with meals (the zh batch's rivaroxaban-with-food words). */
const WHEN_HOW_TAKEN =
  /饭|餐|空腹|吃的时候|什么时候吃|怎么吃|\bfood\b|\bmeals?\b|\bempty stomach\b|\bwhen (should|do) i take\b|\bhow (do|should) i take\b/;
function rivaroxabanFood(said: ComposeInput, zh: boolean): string | null {
  const t = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  const m = /(?<![\d.])(2\.5|10|15|20)\s*mg/.exec(t);
  if (!m) return null;
  const d = m[1]!;
  const withFood = d === '15' || d === '20';
  if (zh) {
    return withFood
      ? `**利伐沙班${d}毫克一定要随餐吃：空腹吃只吸收约三分之二，抗凝效果会不够。** 早饭前空腹吃的那几天，效果就打了折扣——改成和一顿正餐一起吃（早餐或晚餐都行，选你每天都固定能吃的那顿），每天同一时间。忘了一次：当天想起来就随餐补上，第二天照常，不要一天吃两次。想换吃药时间，先和药师说一声。`
      : `**利伐沙班${d}毫克吃饭不吃饭都可以：这个剂量空腹也吸收得很好。** 每天固定时间吃就行。（15毫克和20毫克才必须随餐吃。）`;
  }
  return withFood
    ? `**Rivaroxaban ${d} mg must be taken with food: on an empty stomach only about two-thirds of it is absorbed, so it protects you less.** The days you take it first thing before breakfast it is under-absorbed — take it with a meal instead (breakfast or your evening meal, whichever you reliably eat), at the same time every day. If you miss a dose, take it with food as soon as you remember that day and carry on the next day as usual; never two doses in one day. Tell your pharmacist if you change the time.`
    : `**Rivaroxaban ${d} mg can be taken with or without food — this dose is absorbed well either way.** Take it at the same time each day. (The 15 mg and 20 mg tablets are the ones that must be taken with food.)`;
}

// ---- fish oil alone on a DOAC: the other supplements named before -------------------------------------------
const BLEEDING_HERBS: readonly { re: RegExp; en: string; zh: string }[] = [
  { re: /三七|田七|\bnotoginseng\b|\bsan ?qi\b|\btienchi\b/, en: 'notoginseng', zh: '三七粉' },
  { re: /纳豆激酶|\bnattokinase\b/, en: 'nattokinase', zh: '纳豆激酶' },
  { re: /银杏|\bginkgo\b/, en: 'ginkgo', zh: '银杏叶' },
  { re: /丹参|\bdanshen\b/, en: 'danshen', zh: '丹参' },
  { re: /姜黄|\bturmeric\b|\bcurcumin\b/, en: 'turmeric', zh: '姜黄' },
  { re: /维生素e|\bvitamin e\b/, en: 'high-dose vitamin E', zh: '大剂量维生素E' },
  {
    re: /大蒜(片|精|胶囊)|\bgarlic (pills?|capsules?|tablets?|supplements?)\b/,
    en: 'garlic capsules',
    zh: '大蒜精',
  },
];
function fishOilAlone(said: ComposeInput, zh: boolean): string | null {
  const before = (said.previous ?? '').toLowerCase();
  const named = BLEEDING_HERBS.filter((h) => h.re.test(before));
  if (named.length === 0) return null;
  const list = named.map((h) => pickZh(h, zh));
  const listed = zh
    ? list.join('、')
    : list.length === 1
      ? list[0]!
      : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
  return zh
    ? `**单独的鱼油是你说的这几样里最不让人担心的：每天1克左右的普通剂量，研究没有看到它和这类抗凝药一起时出血明显增加；${listed}才是加重出血风险更明显的。** ${FISH_OIL_TAIL_ZH}`
    : `**On its own, fish oil is the least worrying of the ones you listed: at an ordinary dose of about 1 g a day, studies have not found a meaningful rise in bleeding with this kind of anticoagulant — ${listed} ${list.length === 1 ? 'is' : 'are'} what add${list.length === 1 ? 's' : ''} more bleeding risk.** ${FISH_OIL_TAIL_EN}`;
}
const FISH_OIL_TAIL_EN =
  'High doses (3 g or more of omega-3 a day) add a little more. If you want to keep it, tell whoever prescribes your anticoagulant or your anticoagulation clinic, keep the dose steady, watch for bleeding gums, nosebleeds, bruising, black stools or red urine, and mention it before surgery or dental work. (There is no INR to check on these anticoagulants, so the fish oil needs no extra blood test.)';
const FISH_OIL_TAIL_ZH =
  '每天3克以上的高剂量鱼油会多一点出血倾向。要继续吃，先告诉开抗凝药的医生或抗凝门诊，剂量每天固定；留意牙龈出血、流鼻血、瘀青、黑便或尿色发红；手术或拔牙前说你在吃鱼油。（这类抗凝药不用查INR，不需要为鱼油加抽血。）';

// ---- flaxseed and soy on endocrine therapy --------------------------------------------------------------
const FLAX = /亚麻籽|亚麻仁|胡麻|\bflax\w*\b|\blinseeds?\b/;
const SOY = /大豆|豆浆|豆腐|豆制品|黄豆|\bsoy\w*\b|\btofu\b|\bedamame\b|\btempeh\b/;
function flaxOrSoy(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const flax = FLAX.test(t);
  const soy = SOY.test(t);
  if (!flax && !soy) return null;
  const parts: string[] = [];
  if (flax)
    parts.push(
      zh
        ? '**每天在燕麦里加1–2勺磨碎的亚麻籽，和芳香化酶抑制剂（阿那曲唑、来曲唑）或他莫昔芬一起没有问题，不会削弱药效。** 亚麻籽里的木脂素是很弱的植物雌激素，乳腺癌患者的研究没有看到害处，还可能略有好处；它主要给你的是膳食纤维和omega-3。一天1–2汤匙（10–20克）是合适的量，记得多喝水；浓缩的亚麻籽木脂素胶囊不在此列，吃之前先问肿瘤科。'
        : '**Ground flaxseed in your oatmeal every day is fine with an aromatase inhibitor such as anastrozole (or with tamoxifen): it does not weaken the medicine.** Its lignans are very weak plant oestrogens, and studies in women with breast cancer have found no harm — if anything a small benefit; mostly it gives you fibre and omega-3. 1–2 tablespoons (10–20 g) a day is a sensible amount; drink enough water with it. Concentrated flax-lignan capsules are a different matter — ask your oncology team before taking those.',
    );
  if (soy)
    parts.push(
      zh
        ? '**豆浆、豆腐、毛豆这类日常豆制品，乳腺癌后吃是安全的**（每天1–2份），和内分泌治疗药物一起也没问题；不建议的是大豆异黄酮浓缩补充剂。'
        : '**Soy foods — soy milk, tofu, edamame — are safe after breast cancer** in everyday amounts (1–2 servings a day), with an aromatase inhibitor or tamoxifen too; it is concentrated soy-isoflavone supplements that are not advised.',
    );
  return parts.join(zh ? '' : ' ');
}

// ---- liver-friendly cooking -------------------------------------------------------------------------------
const CANTONESE =
  /烧味|叉烧|烧鹅|烧鸭|烧肉|炒饭|点心|\bsiu mei\b|\bchar siu\b|\bcha siu\b|\broast (duck|goose|pork)\b|\bfried rice\b|\bdim sum\b/;
function liverCooking(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  if (!CANTONESE.test(t)) return null;
  return zh
    ? `**没有专门“养肝”的食物，但你们常吃的炒饭和烧味正是该减的：油多、盐多，叉烧的糖汁还有糖，经常吃容易长脂肪肝，肝上加一层负担。** 可以这样换：烧味从经常吃改成一周一次、一小份，去皮；炒饭改成白饭或杂粮饭，少油；多用蒸、白灼、少油快炒——清蒸鱼、白切鸡去皮、豆腐、鸡蛋；每餐一大份绿叶菜（菜心、芥兰、小白菜）。 ${LIVER_TAIL_ZH}`
    : `**There is no special "liver food", but the fried rice and siu mei you eat often are exactly what to cut back: lots of oil and salt, and the char siu glaze adds sugar — over time they build fat in the liver on top of your liver condition.** Swaps that keep the flavours: siu mei once a week in a small portion, skin off, instead of often; plain or brown rice instead of fried rice most days; steaming, poaching and quick stir-frying with little oil — steamed fish, white-cut chicken without the skin, tofu, eggs; and a big portion of greens (choy sum, gai lan, bok choy) at every meal. ${LIVER_TAIL_EN}`;
}
const LIVER_TAIL_EN =
  'With liver disease or raised liver enzymes the one strict rule is no alcohol; keep herbal and "liver tonic" products out unless your liver doctor agrees (several injure the liver); coffee is fine, black or with a little milk. If you take an antiviral for hepatitis B, keep taking it exactly as prescribed.';
const LIVER_TAIL_ZH =
  '有肝病或转氨酶高，唯一硬性的规矩是不喝酒；各种草药和“护肝”保健品，除非肝病医生同意，否则别吃（好几种本身就伤肝）；咖啡可以喝，黑咖啡或加少许奶都行。如果在吃乙肝抗病毒药，照医生说的每天吃。';

// ---- gestational diabetes: carbohydrate per meal, staple food a day -----------------------------------------
const CARB_WORD = /碳水|主食|\bcarbs?\b|\bcarbohydrates?\b/;
const PER_MEAL =
  /每餐|一餐|每顿|一顿|多少克|多少|\bper meal\b|\beach meal\b|\ba meal\b|\bper snack\b|\bgrams?\b|\bhow many\b|\bhow much\b/;
/** Staple food or going hungry (the zhb batch's gdm-staple-amount-baby words, merged into gd-carbs-per-meal). */
const STAPLE_OR_HUNGRY =
  /主食|米饭|碳水|饿着|饿到|吃不饱|不敢吃|\bcarbs?\b|\bcarbohydrates?\b|\bstarve\b|\bstarving\b|\bhow much (rice|starch|carb)/;
const AMOUNT_OR_BABY =
  /宝宝|胎儿|孩子|饿|多少|几两|几碗|克|\bbaby\b|\bhow (much|many)\b|\bgrams?\b|\bstarv\w*|\benough\b|\bcut\w*\b/;
const STAPLE_NOT =
  /饼干|生完|产后|月子|水果|葡萄|荔枝|桂圆|芒果|榴莲|西瓜|苹果|香蕉|\bpostpartum\b|\bbiscuits?\b|\bfruits?\b/;

// ---- the rows ---------------------------------------------------------------------------------------------
export const ROUND24_ENB_FAQ: readonly FaqRow[] = [
  {
    // en-090: "my fasting is 5.6 every morning even though I don't eat after dinner. is there a bedtime snack".
    id: 'gd-fasting-high-bedtime-snack',
    when: [FASTING, BEDTIME_SNACK],
    for: GD,
    beforeLabs: true,
    intent: 'food_sources',
    compose: gdFasting,
    text: {
      zh: `**妊娠糖尿病的空腹目标是低于5.3 mmol/L（95 mg/dL）；多数早上都在这个数或以上，请这周就告诉产科/糖尿病团队。** ${GD_SNACK_ZH}`,
      en: `**The gestational-diabetes fasting target is under 5.3 mmol/L (95 mg/dL); if most mornings are at or above it, tell your obstetric or diabetes team this week.** ${GD_SNACK_EN}`,
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy (targets: fasting < 95 mg/dL [5.3 mmol/L], 1 h < 140 mg/dL [7.8], 2 h < 120 mg/dL [6.7]; metformin or insulin when targets are not met); NICE NG3 Diabetes in pregnancy (2015, updated 2020) §1.3; ACOG Practice Bulletin 190, Gestational diabetes mellitus (2018; meals and snacks spread over the day)',
    },
  },
  {
    // en-091: "Can I still eat rice po? I'm Filipino, we eat rice with every ulam".
    id: 'gd-rice-portion',
    when: [RICE, STILL_EAT],
    unless: [RICE_SWAP, /米粉|米线|\brice (milk|cakes?|noodles?|crackers?|krispies)\b/],
    for: GD,
    intent: 'food_sources',
    text: {
      zh: '**可以吃米饭，不用戒，关键是每餐的量：熟米饭约半碗到一小碗（80–150克，含碳水约25–45克），不要添第二碗。** 先吃菜和肉/鱼/蛋/豆腐，再吃饭，血糖升得更慢；盘子一半放蔬菜，四分之一放蛋白质，四分之一放米饭；最好一部分换成杂粮或糙米。同一顿别再加馒头、面条、甜饮料或水果。但别把米饭完全戒掉：孕期每天碳水至少约175克，主食吃太少身体会分解脂肪产生酮体，对宝宝不好。饭后1小时（或2小时）测血糖：超过目标，下次这顿饭再少一两口；一直正常，说明这个量适合你；按这个量仍然超标，是告诉医生考虑加药（胰岛素）的时候，不是再少吃。',
      en: '**Yes, you can keep rice — the portion is what matters: about ½ to 1 cup of cooked rice per meal (roughly 25–45 g of carbohydrate), not a second helping.** Eat the ulam and vegetables first and the rice with or after them — the rise is gentler; fill half the plate with gulay (ampalaya, sitaw, kangkong, pechay), a quarter with the ulam’s fish, chicken, egg or tofu, and a quarter with rice. Do not add pandesal, pancit, sweet drinks or a lot of fruit at the same meal, and go easy on sinangag (the oil adds calories). Do not give up rice altogether, though: in pregnancy you need at least about 175 g of carbohydrate a day, and too little starch makes the body burn fat into ketones, which is not good for the baby. Check your 1-hour (or 2-hour) reading after a rice meal: if it is over target, take a little less at that meal next time; if it stays in range, that portion suits you; if readings stay high at these portions, that is the time to ask about insulin — not to eat less.',
    },
    source: {
      ref: 'ACOG Practice Bulletin 190, Gestational diabetes mellitus (2018; medical nutrition therapy, carbohydrate spread over meals); American Diabetes Association. Standards of Care in Diabetes—2025, §15 (at least 175 g carbohydrate a day, glucose targets); USDA FoodData Central, rice, white, cooked (about 45 g carbohydrate per cup); 中华人民共和国卫生行业标准 WS/T 601—2018 妊娠期糖尿病患者膳食指导; 中华医学会妇产科学分会 妊娠期高血糖诊治指南（2022）（每日碳水不低于175 g，避免酮症）',
    },
  },
  {
    // en-095: "what about brown rice or cauli rice?" after the rice question.
    id: 'gd-brown-or-cauli-rice',
    when: [
      RICE_SWAP,
      /能|可以|好|换|代替|怎么样|呢|\bbetter\b|\bhealthier\b|\bok\b|\bokay\b|\bfine\b|\binstead\b|\bswap\w*\b|\bswitch\w*\b|\bwhat about\b|\bhow about\b|\bcan i\b|\bgood\b|\bhelp\w*\b/,
    ],
    for: GD,
    intent: 'food_sources',
    text: {
      zh: '**糙米（杂粮饭）和白米饭的碳水差不多，份量还是每餐半碗到一小碗；好处是纤维多、升糖慢一点，饭后血糖往往好些。** 花椰菜“米饭”碳水很少（一碗约5克），可以和米饭一半一半混着吃，把碗装满又不多加碳水；但孕期每天至少要约175克碳水，别把米饭全换掉。换了之后同样看饭后1小时（或2小时）血糖。',
      en: '**Brown rice has about the same carbohydrate as white rice, so keep the same portion (about ½ to 1 cup cooked); it has more fibre and often gives a slightly gentler rise after the meal.** Cauliflower rice is very low in carbohydrate (about 5 g a cup): mixing half cauli rice with half your usual rice fills the plate without adding carbohydrate. Do not replace all the rice, though — in pregnancy you still need at least about 175 g of carbohydrate a day. Check your 1-hour (or 2-hour) reading after the swap to see what works for you.',
    },
    source: {
      ref: 'USDA FoodData Central (rice, brown and white, cooked: about 45 g carbohydrate per cup; cauliflower, raw: about 5 g per cup); American Diabetes Association. Standards of Care in Diabetes—2025, §15 (at least 175 g carbohydrate, 28 g fibre a day in pregnancy); 中华人民共和国卫生行业标准 WS/T 601—2018 妊娠期糖尿病患者膳食指导',
    },
  },
  {
    // en-092: "how many carbs per meal should I have with gestational diabetes? in grams pls"; zh-091 "控糖会不会饿着
    // 宝宝，主食一天吃多少" got the early-pregnancy "no need to eat for two" (the zhb batch's gdm-staple-amount-baby,
    // merged into this row: the day's staple food, ketones, the baby fed).
    id: 'gd-carbs-per-meal',
    when: [
      eitherOf(
        // Carbohydrate, and how much per meal.
        { all: [CARB_WORD, PER_MEAL] },
        // Staple food or going hungry, and how much or the baby — not fruit, biscuits or after the birth
        // (their own rows).
        { all: [STAPLE_OR_HUNGRY, AMOUNT_OR_BABY], none: [STAPLE_NOT] },
      ),
      // Implied by either branch (select.ts weighs a row by its patterns: two, as each row had).
      anyOf(CARB_WORD, STAPLE_OR_HUNGRY),
    ],
    unless: [/\bketo\b|\bno carbs?\b|\bzero carbs?\b|生酮|不吃主食/],
    for: GD,
    intent: 'how_much_nutrient',
    text: {
      zh: '**控糖是控“吃法”，不是饿着：妊娠糖尿病每天碳水不少于约175克，主食吃得太少反而不好，吃够了就饿不着宝宝。常用的起始分配（之后按你的餐后血糖调整）：早餐15–30克碳水，午餐和晚餐各约45克（30–60克），2–3次加餐每次15–30克。** 早上对碳水最敏感，所以早餐最少。全天大约是主食生重200–250克（4–5两米面，做熟约5–6小碗米饭的量）加上奶和一份水果，一半换成糙米、燕麦、杂豆、玉米、红薯这类粗粮。换算：熟米饭约三分之一碗（50克）≈15克碳水，一片面包≈15克，一个小苹果≈15克，一杯牛奶≈12克。每餐都配蛋白质（鱼禽蛋肉、豆腐）和蔬菜，先吃菜和肉、后吃主食。主食吃太少，身体会分解脂肪产生酮体，尿酮阳性对宝宝不好，也容易饿到晚上吃更多。饭后1小时低于7.8（或2小时低于6.7）就说明这顿的量合适；营养师会按你的体重和血糖给你定具体数。宝宝长得好不好，看产检的体重增长和B超；按这个量血糖仍然超标，是告诉医生加药（胰岛素）的时候，不是再少吃。',
      en: '**Managing glucose is about how you eat, not going hungry: with gestational diabetes have at least about 175 g of carbohydrate a day — too little starch is worse, and the baby is fed as long as you eat enough. A common starting plan (adjusted to your readings): breakfast 15–30 g of carbohydrate, lunch and dinner about 45 g each (30–60 g), and 2–3 snacks of 15–30 g.** Breakfast is the smallest because mornings are when carbs raise your sugar most. Across the day that is roughly 200–250 g of uncooked grains (about 5–6 small bowls of cooked rice) plus milk and a portion of fruit, half of it wholegrain (brown rice, oats, beans, corn, sweet potato). For scale: ⅓ cup of cooked rice, one slice of bread or one small piece of fruit is about 15 g; a cup of milk about 12 g. Pair every meal and snack with protein (fish, poultry, eggs, meat, tofu) and vegetables, and eat them before the starch. Too little starch makes the body burn fat into ketones, which is not good for the baby, and leaves you hungry and eating more at night. A meal is the right size when your 1-hour reading is under 140 mg/dL (7.8 mmol/L), or 2-hour under 120 (6.7); your dietitian will fine-tune the numbers to you. Whether the baby is growing well shows in your weight gain and scans; if glucose is still above target at these amounts, that is the time to ask about insulin — not to eat less.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy (at least 175 g carbohydrate, 71 g protein, 28 g fibre a day; glucose targets); ACOG Practice Bulletin 190, Gestational diabetes mellitus (2018; three meals and two to three snacks); Academy of Nutrition and Dietetics, Gestational Diabetes Evidence-Based Nutrition Practice Guideline (carbohydrate distribution: smaller amounts, 15–45 g, at breakfast and snacks); 中华医学会妇产科学分会 妊娠期高血糖诊治指南（2022）（每日碳水不低于175 g，少量多餐，避免酮症）; 中国居民膳食指南（2022）孕期妇女膳食指南',
    },
  },
  {
    // en-096: "what if I eat the mango with greek yogurt?" after "is fruit ok with GD? I'm craving mangoes".
    id: 'gd-fruit-with-protein',
    when: [FRUIT, WITH_PROTEIN],
    for: GD,
    intent: 'food_sources',
    compose: gdFruit,
    text: {
      zh: '**可以，水果配无糖酸奶（或奶酪、一把坚果）比单吃水果更好：蛋白质和脂肪让糖吸收慢一些，餐后血糖升得更平。** 水果一次一份约含15克碳水（一个小苹果、约15颗葡萄、半根香蕉）；酸奶选无糖原味的，不要加糖或蜂蜜。放在两餐之间当加餐，吃完1小时（或2小时）测一次血糖。',
      en: '**Yes — fruit with plain Greek yoghurt (or cheese, or a handful of nuts) is better than fruit on its own: the protein and fat slow how fast the sugar gets in.** Keep the fruit to one portion of about 15 g of carbohydrate (a small apple, about 15 grapes, half a banana); use plain, unsweetened yoghurt without honey or granola. Have it as a snack between meals and check your 1-hour (or 2-hour) reading after it.',
    },
    source: {
      ref: 'ACOG Practice Bulletin 190, Gestational diabetes mellitus (2018); American Diabetes Association. Standards of Care in Diabetes—2025, §15; USDA FoodData Central (mango, raw: about 25 g carbohydrate per cup; Greek yoghurt, plain: about 6 g carbohydrate and 17 g protein per 170 g)',
    },
  },
  {
    // en-101: "my 19 yr old son's uric acid came back 460 at his checkup. should he be on the same diet as me?"
    id: 'relative-high-urate-no-gout',
    when: [RELATIVE, URATE, SAME_DIET],
    unless: [
      /(他|她|儿子|女儿|老婆|老公).{0,6}(也有|也得了|也是)痛风|\b(he|she) (has|had|got) gout\b|\b(his|her) gout\b|\b(gout|flare|attack)s? too\b/,
    ],
    intent: 'food_sources',
    compose: relativeUrate,
    text: {
      zh: `**家人尿酸偏高、但没有痛风发作，不需要照着痛风病人的饮食和降尿酸药来。** ${RELATIVE_URATE_ZH}`,
      en: `**A relative with a high uric acid but no gout attacks does not need your gout diet or your medicine.** ${RELATIVE_URATE_EN}`,
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (conditionally against urate-lowering therapy for asymptomatic hyperuricaemia; limit alcohol and high-fructose corn syrup); uric acid conversion 1 mg/dL = 59.48 µmol/L',
    },
  },
  {
    // en-102: "what about chicken and eggs, those ones are ok?" after which foods to cut with a urate of 520.
    id: 'gout-everyday-proteins-named',
    when: [/鸡蛋|鸡肉|鸡胸|(?<!火)鸡(?!精)|火鸡|\beggs?\b|\bchicken\b|\bturkey\b/, GOUT_PROTEIN_OK],
    unless: [/\bprotein (powder|shakes?)\b|蛋白粉|\bfried\b|炸鸡|\bnuggets?\b|\bwings?\b/],
    for: GOUT,
    intent: 'food_sources',
    compose: goutFoods,
    text: {
      zh: '**鸡蛋、豆腐、牛奶可以放心吃；鸡肉嘌呤中等，正常份量（一天一掌心，约100–120克熟肉）可以。** 真正要减的是内脏、浓肉汤、大份红肉、贝类、啤酒和含糖饮料；同时按时吃降尿酸药，多喝水。',
      en: '**Eggs, tofu and milk are fine with gout; chicken is moderate in purines and fine in a normal portion (about a palm, 3–4 oz, once a day).** What to cut is organ meats, rich meat broths, large portions of red meat, shellfish, beer and sugary drinks; keep taking your urate-lowering medicine and drink plenty of water.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (limit purine intake, alcohol and high-fructose corn syrup); Choi HK et al. Purine-rich foods, dairy and protein intake, and the risk of gout in men. N Engl J Med 2004;350:1093–1103 (meat and seafood raise the risk; dairy lowers it; purine-rich vegetables do not)',
    },
  },
  {
    // en-108: "Is the low FODMAP diet worth trying for Crohn's or is that only for IBS?"
    id: 'ibd-low-fodmap',
    when: [/低fodmap|\bfodmaps?\b|\blow[- ]?fod\w*/],
    for: IBD,
    intent: 'food_sources',
    text: {
      zh: '**低FODMAP饮食对炎症性肠病（克罗恩病、溃结）不是治疗，不能让炎症消退；但病情缓解期仍有腹胀、胀气、腹泻这类“肠易激样”症状的人，它常常能减轻症状。** 先请消化科确认症状不是疾病活动（比如查粪钙卫蛋白）；再在营养师指导下做：严格限制2–6周，然后逐个加回食物，找出真正不耐受的，不要长期全部限制——饮食太窄容易营养不够、体重下降。有肠道狭窄的，饮食另有要求，先问医生。',
      en: '**For Crohn’s or colitis, low FODMAP is not a treatment — it does not calm the inflammation — but it often eases IBS-type symptoms (bloating, wind, loose stools) that many people have while their IBD is in remission.** First have your IBD team check the symptoms are not active disease (for example a faecal calprotectin); then do it with a dietitian: a strict phase of 2–6 weeks, then foods brought back one by one to find your real triggers, not a permanent restriction — cutting too much easily leaves you short of calories and nutrients, which matters if your weight is low. With a stricture, the diet advice is different — ask your team.',
    },
    source: {
      ref: 'Hashash JG et al. AGA Clinical Practice Update on Diet and Nutritional Therapies in Patients With Inflammatory Bowel Disease. Gastroenterology 2024;166:521–532 (low FODMAP for IBS-like symptoms in IBD, with a dietitian); Lamb CA et al. British Society of Gastroenterology consensus guidelines on the management of IBD in adults. Gut 2019;68:s1–s106; Bischoff SC et al. ESPEN guideline on Clinical Nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352–379',
    },
  },
  {
    // en-109: "do probiotics actually help colitis? Symprove is £££ so I want to know before I buy"; and the zh
    // batch's zh-105, probiotics for ulcerative colitis, "LGG everyone recommends" — both declined. Merged from
    // the two batches' rows of this id: each branch keeps its words and exclusions.
    id: 'ibd-probiotics',
    when: [
      eitherOf(
        // The zh batch's words: the strains named (LGG, bifidobacteria, lactobacilli, VSL).
        { all: [IBD_PROBIOTIC_ZH] },
        // The en batch's: the products named (Symprove, Vivomixx, Yakult, kefir) — not beside an antibiotic,
        // which is antibiotic-probiotic-which-when's question.
        { all: [IBD_PROBIOTIC_EN], none: [/\bantibiotics?\b|抗生素|\bmetronidazole\b|\bflagyl\b/] },
      ),
    ],
    for: IBD_EITHER,
    notFor: [IMMUNOSUPPRESSED, IMMUNOSUPPRESSED_ZH],
    intent: 'medicine_question',
    text: {
      zh: '**对溃疡性结肠炎，益生菌的证据有限：只有少数特定产品——大肠杆菌Nissle 1917、8菌株的复合益生菌（Vivomixx/Visbiome，原VSL#3，即De Simone配方）——有小型研究显示对维持缓解或储袋炎有一些帮助；LGG这类单一菌株和大多数市售益生菌没有被证明能控制溃结或预防复发，对克罗恩病则没有看到效果，不值得专门买。** 它们不能代替美沙拉秦等治疗药。想试的话风险不大：先告诉消化科医生，选标明菌株和含量、有研究的产品，试4–8周，没感觉到差别就停，省下钱；病情发作严重、在用强免疫抑制剂或有中心静脉导管时，先问消化科，不要自己吃。平时吃点酸奶没有问题。',
      en: '**For ulcerative colitis the evidence for probiotics is limited: only a few specific products — E. coli Nissle 1917 and an 8-strain mix (Vivomixx/Visbiome, formerly VSL#3, the De Simone formulation) — have small trials suggesting some help keeping remission or for pouchitis; single strains such as LGG and most shop probiotics, Symprove included, have not been shown to control colitis or prevent relapse, and in Crohn’s disease none has shown benefit.** They never replace your mesalazine or other treatment. If you want to try one, the risk is low: tell your gastroenterologist, choose a product that names its strains and counts and has trial data, give it 4–8 weeks, and stop — and save the money — if you notice no difference. During a severe flare, on strong immunosuppressants or with a central line, ask your IBD team first. Ordinary yoghurt is fine.',
    },
    source: {
      ref: 'Su GL et al. AGA Clinical Practice Guidelines on the Role of Probiotics in the Management of Gastrointestinal Disorders. Gastroenterology 2020;159:697–705 (probiotics for UC and Crohn’s only in clinical trials; 8-strain combination for pouchitis); Lamb CA et al. British Society of Gastroenterology consensus guidelines on the management of IBD in adults. Gut 2019;68:s1–s106 (E. coli Nissle 1917 as an alternative for maintenance in UC); ECCO Guidelines on Therapeutics in Ulcerative Colitis (2022) — cited from memory',
    },
  },
  {
    // en-111: "what about Ensure or Fortisip drinks, are they any good?" after gaining weight with Crohn's.
    id: 'ibd-nutrition-drinks-weight-gain',
    when: [
      /安素|全安素|雅培|口服营养补充|营养液|营养粉|\bensure\b|\bfortisip\b|\bfortijuce\b|\bfortimel\b|\bcomplan\b|\bboost\b|\bmodulen\b|\bnutrition(al)? (drinks?|shakes?|supplements?)\b|\bsupplement drinks?\b|\bmeal replacement\w*\b|\bsip feeds?\b|\bons\b/,
    ],
    unless: [
      /\bto ensure\b|\bensure (that|i|my|she|he|we|you)\b|\bboost (my|your|the|his|her) (immun|energy|iron|metabol)\w*/,
    ],
    for: IBD,
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**有用：克罗恩病体重低、正餐一吃多肠子就不舒服的人，全营养饮品（安素、Fortisip这类口服营养补充）是增重最常用、也常常最好耐受的办法——液体、量小、能量高。** 一般每天1–2瓶，在两餐之间或睡前慢慢喝，不代替正餐；高能量款每瓶约300千卡、12–14克蛋白质。大多数这类饮品几乎不含乳糖、纤维也少，肠道敏感时更容易接受；喝了腹泻，就换一种、分几次小口喝。在英国Fortisip一般由医生或营养师开处方，值得让IBD团队转介营养师；病情发作时，团队有时会用只喝专用配方（完全肠内营养）来治疗，这需要在医生指导下做。每2–4周称一次体重。',
      en: '**Yes — for someone with Crohn’s who is underweight and finds big meals upset the gut, nutrition drinks such as Ensure or Fortisip are the standard way to put weight on, and often the best tolerated: liquid, small volume, lots of energy.** Usually 1–2 bottles a day, sipped between meals or at bedtime rather than instead of meals; the high-energy versions give roughly 300 kcal and 12–14 g of protein a bottle. Most are very low in lactose and fibre, which a sensitive gut often handles better; if one gives you diarrhoea, try another or sip it over a longer time. In the UK Fortisip is usually prescribed by your GP or dietitian — ask your IBD team to refer you to a dietitian; in a flare, teams sometimes use a formula-only diet (exclusive enteral nutrition) as treatment, which is done under their supervision. Weigh yourself every 2–4 weeks to see it working.',
    },
    source: {
      ref: 'Bischoff SC et al. ESPEN guideline on Clinical Nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352–379 (oral nutritional supplements first-line for malnutrition in IBD; exclusive enteral nutrition in active Crohn’s); Nutricia Fortisip and Abbott Ensure Plus product information (energy and protein per bottle)',
    },
  },
  {
    // Coffee beside soy milk ("喝豆浆咖啡影响优甲乐吗", thirtieth clinician review zh M11): both are said.
    // en-114: "Is soy bad for hypothyroid? I drink soy milk daily. My mother also says no cabbage and gobi"; zh-115
    // broccoli and cabbage with hypothyroidism, declined (the zhb batch's hypothyroid-cruciferous-vegetables,
    // merged into this row: cooking, iodised salt, the hormone supplied by the tablet).
    id: 'thyroid-soy-and-brassicas',
    when: [
      /大豆|豆浆|豆腐|豆制品|黄豆|西兰花|西蓝花|卷心菜|包菜|圆白菜|甘蓝|白菜|小白菜|大白菜|青菜|芥蓝|花菜|菜花|萝卜|十字花科|\bsoy\w*\b|\btofu\b|\bcabbage\b|\bgobi\b|\bcauliflower\b|\bbroccoli\b|\bkale\b|\bbok choy\b|\bbrussels sprouts?\b|\bcruciferous\b|\bgoitrogen\w*\b|\bbrassicas?\b/,
      /甲状腺|甲减|优甲乐|雷替斯|左甲状腺素|桥本|\bthyroid\w*\b|\bhypothyroid\w*\b|\blevothyrox\w*\b|\bsynthroid\b|\beuthyrox\b|\beltroxin\b|\bhashimoto\w*\b/,
    ],
    unless: [
      /碘|\biodine\b|\bseaweed\b|\bkelp\b/,
      /马上|之后|之前|早饭|早餐|多久|几点|间隔|隔多|什么时候|\bhow long\b|\bhow soon\b|\bwhen (can|should|do)\b|\bwait\b|\bapart\b/,
      // Crucifers raw or juiced every day: rows-round24-zhb.ts hypothyroid-raw-kale-juice.
      RAW_CRUCIFER_JUICE,
    ],
    for: THYROID,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**甲减吃优甲乐（左甲状腺素）的人，正常量的豆浆、豆腐，和西兰花、卷心菜、包菜、花菜这些十字花科蔬菜都可以吃，不用忌；煮熟了、正常饭量吃，对甲减和优甲乐都没有影响。** 豆制品和咖啡要注意的是会减少药的吸收：药早上空腹用白水吞，至少过30–60分钟再吃早饭、喝咖啡（黑咖啡、拿铁都一样，和药一起喝吸收会明显减少）；豆浆和药隔开约4小时（比如放到午饭或下午喝），并且每天习惯固定——喝豆浆的习惯大改（开始喝或停掉），下次查TSH时告诉医生。十字花科蔬菜里的“致甲状腺肿物质”只在缺碘、又长期大量生吃时才可能影响甲状腺摄碘（报道过的病例是每天生吃1–1.5千克白菜、连吃几个月）；加热能破坏大部分，而且优甲乐是直接补充甲状腺激素，不靠甲状腺自己合成；我国用加碘盐，碘一般不缺。这些蔬菜膳食纤维、维生素C、叶酸都多，对控制体重和血脂有好处，每天一斤蔬菜里放一部分很好。',
      en: '**On levothyroxine for an underactive thyroid, normal amounts of soy milk and tofu, and of cabbage, cauliflower (gobi), broccoli and other cruciferous vegetables, are fine — cooked and in ordinary portions they make no difference to hypothyroidism or to the tablet.** The one thing with soy, and with coffee, is that they can reduce how much of the tablet you absorb: take the tablet with water on an empty stomach, 30–60 minutes before breakfast and before any coffee (black or latte — taken together, much less of the tablet is absorbed), and have the soy milk about 4 hours away from it (for example at lunch or later), at much the same amount each day — if you start or stop daily soy, mention it at your next TSH check. The goitrogens in cabbage and cauliflower only affect the thyroid’s iodine uptake with iodine deficiency plus very large raw amounts every day (the reported case ate 1–1.5 kg of raw bok choy daily for months); cooking destroys most of them, levothyroxine supplies the hormone directly rather than relying on your thyroid to make it, and with iodised salt iodine is rarely short. Cooked everyday portions (gobi sabzi included) are fine, and these vegetables bring fibre, vitamin C and folate that help weight and cholesterol.',
    },
    source: {
      ref: 'Jonklaas J et al. Guidelines for the treatment of hypothyroidism: American Thyroid Association. Thyroid 2014;24:1670–1751 (levothyroxine on an empty stomach; soy and fibre reduce absorption); Synthroid (levothyroxine) US prescribing information §2.1 and §7 (soybean flour and dietary fibre decrease absorption); NIH ODS Iodine Fact Sheet for Health Professionals (goitrogens matter mainly with iodine deficiency); Chu M, Seltzer TF. Myxedema coma induced by ingestion of raw bok choy. N Engl J Med 2010;362:1945–1946; Benvenga S et al. Altered intestinal absorption of L-thyroxine caused by coffee. Thyroid 2008;18:293–301',
    },
  },
  {
    // en-120: "which iron supplements are actually gluten free? I've got Feroglobin … is that safe for coeliacs".
    id: 'coeliac-gluten-in-supplements',
    when: [
      /麸质|无麸|\bgluten\b/,
      /补充剂|保健品|药片|胶囊|维生素|铁剂|补铁|钙片|\bsupplements?\b|\bvitamins?\b|\btablets?\b|\bpills?\b|\bcapsules?\b|\biron\b|\bmedicines?\b|\bmeds\b|\bfero\w*\b|\bspatone\b|\bmultivit\w*\b/,
    ],
    // Medicines in general ("check my vitamins and medicines for gluten"), no iron named: the coeliac rule's
    // check-the-labels answer (chronic-conditions.test.ts E2); this text is about iron tablets and tonics.
    unless: [
      /^(?![\s\S]*(铁|\biron\b|\bfero\w*|\bspatone\b))[\s\S]*(药物|药品|\bmedicines?\b|\bmeds\b|\bmedications?\b)/,
    ],
    for: COELIAC,
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**大多数补铁药片（硫酸亚铁、富马酸亚铁、葡萄糖酸亚铁）本身不含麸质；要确认某一个产品，看包装：配料里有没有小麦、大麦、黑麦、（非无麸质的）燕麦或“小麦淀粉”，有“无麸质”标注最好，不确定就问药师或打电话问厂家。** 市售的铁“补剂/口服液”含铁量常常比医生开的铁剂低很多，治疗缺铁性贫血要吃医生开的剂量和种类。乳糜泻的人坚持严格无麸质饮食，肠道修复后吸收铁也会好转；吃铁剂几周后要复查血红蛋白和铁蛋白。',
      en: '**Most iron tablets — ferrous sulphate, fumarate or gluconate — contain no gluten; to check a particular product, read its ingredients for wheat, barley, rye, non-gluten-free oats or “wheat starch” (UK and EU labels must name these; US labels must declare wheat), look for a “gluten-free” claim, and if in doubt ask the pharmacist or the maker.** That goes for Feroglobin or any shop tonic too — and such tonics usually carry much less iron than a prescribed tablet; for iron-deficiency anaemia, take the type and dose your doctor prescribes. With coeliac disease, a strict gluten-free diet also lets the gut heal and absorb iron better; your haemoglobin and ferritin should be rechecked after a few weeks of treatment.',
    },
    source: {
      ref: 'Coeliac UK, Medications and supplements (most prescribed medicines are gluten free; check the ingredients); Regulation (EU) No 1169/2011 Annex II and UK retained law (cereals containing gluten emphasised in the ingredients, food supplements included); US FDA gluten-free labelling rule, 21 CFR 101.91 (under 20 ppm); BNF, Ferrous sulfate; Snook J et al. BSG guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051',
    },
  },
  {
    // en-128: "I get short of breath after a big meal so I end up eating very little. How can I get more food in?"
    id: 'copd-breathless-at-meals',
    when: [
      /喘|气短|气促|上不来气|呼吸困难|\bshort of breath\b|\bbreathless\w*\b|\bout of breath\b|\bwinded\b|\bsob\b|\bbreathing\b/,
      /吃饭|饭后|进食|吃不下|吃得少|饭量|\beat\w*\b|\bmeals?\b|\bfood\b|\bfull\b/,
    ],
    for: COPD,
    intent: 'food_sources',
    text: {
      zh: '**慢阻肺吃饱后气短很常见：胃撑大了顶住膈肌，呼吸更费力。办法是“少量多餐、每口都有能量”，而不是少吃。** 一天吃5–6次小餐，不要3顿大餐；把最主要的一餐放在一天中最不喘的时候（很多人是早上）；饭前休息一会儿，坐直吃，慢慢吃；医生给了吸氧的，吃饭时也吸着。让每口更“值”：粥里加奶粉或鸡蛋，菜里多放点油、奶酪、芝麻酱，两餐之间喝牛奶或全营养饮品（如安素）。汤水和饮料放在两餐之间喝，吃饭时少喝；少吃产气的豆类、碳酸饮料。体重还在掉，请医生转介营养师。',
      en: '**Getting breathless after a big meal is common with COPD — a full stomach presses on the diaphragm and breathing gets harder. The answer is smaller, richer meals, not less food.** Eat 5–6 small meals and snacks instead of 3 large ones; have your main meal at the time of day you are least breathless (often the morning); rest before eating, sit upright and eat slowly; if you use oxygen, keep it on while you eat. Make each mouthful count: add butter, cheese, cream or milk powder to porridge, mash, soups and sauces, and have full-fat milk, milky puddings or a nutrition drink (such as Ensure or Fortisip) between meals. Drink between meals rather than with them, and go easy on fizzy drinks and gassy foods. If you keep losing weight, ask your doctor for a dietitian.',
    },
    source: {
      ref: 'NICE NG115 Chronic obstructive pulmonary disease in over 16s: diagnosis and management (2018, updated 2019), §1.2 nutritional assessment and supplements for a low BMI; Asthma + Lung UK, Eating well with a lung condition (small frequent energy-dense meals, eat when least breathless, oxygen while eating); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47',
    },
  },
  {
    // en-130: "does the prednisone raise blood sugar? my daughter keeps hiding my biscuits lol. should I avoid sweets?"
    id: 'steroid-sugar-sweets-underweight',
    when: [
      /血糖|甜食|甜点|饼干|糖果|蛋糕|点心|\bblood sugars?\b|\bsugar levels?\b|\bglucose\b|\bsweets?\b|\bbiscuits?\b|\bcookies?\b|\bcandy\b|\bcakes?\b|\bchocolate\b|\bdesserts?\b/,
      /泼尼松|强的松|激素|能吃|可以吃|要不要|该不该|戒|升高|\bprednis\w*\b|\bsteroids?\b|\bavoid\b|\bcut (out|back|down)\b|\bstop\b|\ballowed\b|\bcan i\b|\bshould i\b|\bok\b|\braise\w*\b|\bspike\w*\b/,
    ],
    unless: [
      /\blow (blood )?sugar\b|低血糖/,
      /血糖.{0,8}(高|\d)|\d+(\.\d)?\s*(mmol|mg)|\b(blood )?sugars? (is|are|was|were|has been|have been|came back|keeps?) (high|up|over|above|\d)|\bhigh (blood )?sugars?\b|\b(my )?(sugar|glucose|reading)s? (of |at )?\d/,
    ],
    for: { all: [STEROID, { noDeficit: true }] },
    notFor: [DIABETES, PREGNANT, MINOR],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**会，泼尼松会让血糖升高，主要在早上吃药后的下午到晚上；但你体重偏低、正要增重，甜食不需要完全戒掉。** 饼干、点心放在饭后或配牛奶、奶酪一起吃，比空腹单吃好，一次一两块、分开吃；更好的是让能量来自有营养的食物（全脂奶、鸡蛋、坚果、肉）。长期吃激素的人应该查一次血糖（糖化血红蛋白，或下午测一次指尖血糖）——请医生安排；如果出现口很渴、尿很多、越来越累或体重反而在掉，要尽快告诉医生。激素不要自己停或减。',
      en: '**Yes — prednisone does raise blood sugar, mostly from the afternoon into the evening after a morning dose; but at your low weight, when you are trying to gain, sweets do not need to be banned.** Have the biscuits after a meal or with milk or cheese rather than several on their own on an empty stomach, a couple at a time; better still, let most of the extra energy come from nourishing foods (full-fat milk, eggs, nuts, meat). On long-term prednisone you should have your blood sugar checked (an HbA1c, or an afternoon finger-prick) — ask your doctor to arrange it, and tell them soon if you get very thirsty, pass a lot of urine, feel more tired or lose weight. Do not stop or lower the prednisone on your own.',
    },
    source: {
      ref: 'Joint British Diabetes Societies for Inpatient Care. Management of hyperglycaemia and steroid (glucocorticoid) therapy (2021 update; afternoon–evening rise after a morning dose, screening on steroids); NICE NG115 COPD (2018, updated 2019) §1.2 (nutritional support for a low BMI); Deltasone (prednisone) US prescribing information §5 (hyperglycaemia)',
    },
  },
  {
    // en-132: "is a whey protein shake ok with my omeprazole?"
    id: 'ppi-whey-shake',
    when: [
      /乳清|蛋白粉|\bwhey\b|\bprotein (shakes?|powders?|drinks?)\b/,
      /奥美拉唑|艾司奥美拉唑|泮托拉唑|雷贝拉唑|兰索拉唑|洛赛克|耐信|护胃药|胃药|\bomeprazole\b|\bprilosec\b|\blosec\b|\besomeprazole\b|\bnexium\b|\bpantoprazole\b|\blansoprazole\b|\brabeprazole\b|\bppis?\b|\b(stomach|acid|reflux|heartburn) (tablets?|pills?|meds?|medicines?)\b/,
    ],
    unless: [
      /不想|不要|不喝|\bdon'?t want\b|\bwithout (a |the )?(powder|shake)\b|\bno (powder|shakes?)\b/,
      /还是|哪个|哪种|牌子|推荐|肾|\bwhich\b|\bbrands?\b|\bor (soy|pea|plant|casein)\b|\bkidneys?\b/,
    ],
    for: PPI,
    notFor: [KIDNEY],
    intent: 'supplement_pairing',
    text: {
      zh: '**可以，乳清蛋白和奥美拉唑这类护胃药（质子泵抑制剂）没有相互作用。** 药照常在早饭前30–60分钟空腹吃；蛋白饮什么时候喝都行，最好在锻炼后或两餐之间，一份约20–25克蛋白质。如果喝了胀气或反酸，换成分离乳清（乳糖更少），用牛奶或水冲、别一次喝太大杯。它是饭菜之外的补充，每餐仍要有蛋白质食物。',
      en: '**Yes — a whey protein shake is fine with omeprazole; there is no interaction between them.** Keep taking the omeprazole as usual, 30–60 minutes before breakfast; have the shake at any time, ideally after your exercises or between meals, for about 20–25 g of protein a serving. If whey gives you bloating or more reflux, try a whey isolate (less lactose) and a smaller glass. It adds to your meals rather than replacing them: keep some protein food at each meal too.',
    },
    source: {
      ref: 'Prilosec (omeprazole) US prescribing information §2 (take before a meal) and §7 (interactions: none with food proteins); Bauer J et al. Evidence-based recommendations for optimal dietary protein intake in older people: PROT-AGE Study Group. J Am Med Dir Assoc 2013;14:542–559 (1.0–1.2 g/kg a day, more with exercise; 25–30 g per meal)',
    },
  },
  {
    // en-135: "Should I take calcium and vitamin D for my bones with anastrozole? My DEXA showed osteoporosis".
    id: 'aromatase-inhibitor-calcium-vitamin-d',
    when: [/钙|维生素d|维d|\bcalcium\b|\bvitamin d\d?\b|\bvit d\b|\bd3\b/],
    unless: [
      /多少|几粒|几片|剂量|\bhow much\b|\bhow many\b|\bwhat dose\b|\bdosage\b|\bmg\b|\biu\b/,
      // New bone pain ("晚上骨头疼，疼醒了，要多补钙吗"): the oncology team within days, not calcium
      // (review-closing-topics.test.ts).
      /疼|痛|\bpain\w*\b|\bache\w*\b|\baching\b|\bhurts?\b|\bsore\b/,
      // How to take them beside a bisphosphonate, or when ("跟钙片一起，配加奶的红茶吞下去", "多久才能吃早饭"):
      // the bisphosphonate's own rule answers (answer round 39, zh-067/068: this text instead of the empty
      // stomach and the 30 minutes).
      /阿仑|阿伦|福善美|固邦|利塞|伊班|双膦酸|\bfosamax\b|\balendron(ate|ic acid)\b|\bbinosto\b|\brisedron(ate|ic acid)\b|\bactonel\b|\bibandronate\b|\bboniva\b|\bbisphosphonate|一起(吃|服|吞)|送服|吞下|多久|什么时候|几点|早饭|早餐|空腹|\bwhen\b|\bhow long\b|\btogether\b|\bempty stomach\b|\bbreakfast\b/,
    ],
    for: AROMATASE,
    notFor: [HIGH_CALCIUM, KIDNEY, { said: /肾结石|\bkidney stones?\b/ }],
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**要：吃芳香化酶抑制剂（阿那曲唑、来曲唑、依西美坦）又查出骨质疏松，指南建议钙和维生素D都要够——钙每天合计约1000–1200毫克（食物加补充剂），维生素D每天800–1000 IU。** 先算食物里的钙（一杯牛奶或一盒酸奶约300毫克，豆腐、绿叶菜也有），不够的部分用钙片补，一次不超过500毫克，和饭一起吃；维生素D每天吃。它们和阿那曲唑没有相互作用。但光靠钙和D治不了骨质疏松：这种情况肿瘤科一般会建议加骨药（双膦酸盐如阿仑膦酸钠、唑来膦酸，或地舒单抗），请问问医生；再加上负重运动、力量训练，少喝酒、不吸烟。',
      en: '**Yes — on an aromatase inhibitor (anastrozole, letrozole, exemestane) with osteoporosis on your DEXA, guidelines advise enough calcium and vitamin D: about 1,000–1,200 mg of calcium a day in total from food and supplement, and 800–1,000 IU of vitamin D a day.** Count your food first (a glass of milk or a pot of yoghurt is about 300 mg; cheese, fortified soy milk, tofu and greens add more) and make up the rest with a supplement, no more than 500 mg at a time, with a meal; take the vitamin D daily. Neither interacts with anastrozole. Calcium and vitamin D alone do not treat osteoporosis, though: for this, oncology teams usually add a bone medicine (a bisphosphonate such as alendronate or zoledronic acid, or denosumab) — ask yours about it; weight-bearing and strength exercise, little alcohol and no smoking help too.',
    },
    source: {
      ref: 'Shapiro CL et al. Management of Osteoporosis in Survivors of Adult Cancers With Nonmetastatic Disease: ASCO Clinical Practice Guideline. J Clin Oncol 2019;37:2916–2946 (calcium and vitamin D, bone-modifying agents for osteoporosis on aromatase inhibitors); NIH ODS Calcium Fact Sheet for Health Professionals (RDA 1,200 mg for women over 50; absorption best at 500 mg or less per dose); Bone Health & Osteoporosis Foundation, Clinician’s Guide 2022 (vitamin D 800–1,000 IU)',
    },
  },
  {
    // en-136: "is a glass of wine with dinner ok after breast cancer? my book club always has a bottle open";
    // zh-136 "都说每天喝点红酒对心脏好 我能喝吗" after breast cancer, declined (the zhb batch's
    // breast-cancer-red-wine-heart, merged into this row: no drinking for the heart, bone and falls).
    id: 'breast-cancer-alcohol',
    when: [
      /酒|\bwine\b|\balcohol\w*\b|\bdrinking\b|\bcan i (still )?drink\b(?! (water|tea|coffee|milk|juice|smoothies?|soy))|\ba drink\b|\b(few|couple of|two|some) drinks\b|\bbeer\b|\bprosecco\b|\bchampagne\b|\bcocktails?\b|\bgin\b|\bvodka\b/,
    ],
    unless: [
      /\bdrink(ing)? (water|tea|coffee|milk|juice|smoothies?)\b|\bsoft drinks?\b|\bprotein drinks?\b|\bnutrition drinks?\b/,
      // Once or twice a month, now and then: rows-round24-zhb.ts breast-cancer-alcohol-occasional.
      /一个月|每个月|偶尔|逢年过节|过年|一年|聚会|\bonce a month\b|\boccasional\w*\b|\bspecial occasions?\b|\ba month\b/,
    ],
    for: BREAST_ENDOCRINE,
    notFor: [PREGNANT, LIVER, CIRRHOSIS, NITRO, VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID],
    intent: 'food_sources',
    text: {
      zh: '**乳腺癌之后，最好不喝或很少喝，也不用为了“红酒护心”去喝：酒精会升高体内雌激素，即使每天一小杯也和乳腺癌风险升高有关，对激素受体阳性、绝经后的女性可能增加复发风险。** 美国癌症协会的建议是最好不喝；要喝的话，每天不超过一杯（红酒约150毫升），越少越好——别天天喝、别一次喝多，也不是每次聚会都喝。心脏方面，现在的指南都不建议为了护心去喝酒，保护心脏靠运动、控制体重、血压和血脂。吃芳香化酶抑制剂的人骨头本来就流失得快，喝酒还会让骨头更差、更容易跌倒。聚会时可以：只倒一小杯、配着饭慢慢喝，中间换气泡水；或者选无醇葡萄酒。一杯红酒还有约120千卡，在减重的话也算进去。',
      en: '**After breast cancer it is best not to drink, or to drink rarely — and not for your heart: “red wine protects the heart” does not hold up. Alcohol raises oestrogen levels, even one drink a day is linked to a higher breast-cancer risk, and for hormone-receptor-positive, post-menopausal women it may raise the risk of recurrence.** The American Cancer Society’s advice is that it is best not to drink; if you do, no more than one drink a day, and less is better — not daily, never several at once, and not a glass every gathering. For the heart, current guidelines do not recommend drinking for protection — exercise, weight, blood pressure and cholesterol do that. On an aromatase inhibitor, which thins bone, alcohol also weakens bone and makes falls likelier. At a dinner or a get-together: pour one small glass (5 oz, about 150 ml) and sip it slowly with food and sparkling water alongside, or choose an alcohol-free wine. A 5-oz glass of wine is also about 120 kcal, which counts if you are trying to lose weight.',
    },
    source: {
      ref: 'Rock CL et al. American Cancer Society nutrition and physical activity guideline for cancer survivors. CA Cancer J Clin 2022;72:230–262 (best not to drink; if any, no more than 1 drink a day for women); Rock CL et al. ACS guideline for diet and physical activity for cancer prevention. CA Cancer J Clin 2020;70:245–271; World Cancer Research Fund/AICR Continuous Update Project, Diet, nutrition, physical activity and breast cancer (2018: alcohol convincingly increases risk) and breast cancer survivors (2014); American Heart Association, Alcohol and heart health (drinking is not recommended for heart benefit); WHO Regional Office for Europe, No level of alcohol consumption is safe for our health (Lancet Public Health 2023); Shapiro CL et al. Management of osteoporosis in survivors of adult cancers with nonmetastatic disease: ASCO guideline. J Clin Oncol 2019;37:2916–2946 (aromatase inhibitors and bone loss); Bone Health & Osteoporosis Foundation, Clinician’s Guide 2022 (limit alcohol; heavier drinking raises fall and fracture risk); USDA FoodData Central, table wine (about 120 kcal per 5 fl oz)',
    },
  },
  {
    // en-137: "I put ground flaxseed in my oatmeal every day, does that help or hurt with anastrozole?"
    id: 'endocrine-therapy-flax-or-soy',
    when: [FLAX],
    unless: [
      /异黄酮|\bisoflavones?\b|\blignan (supplements?|capsules?|pills?)\b|\bflax(seed)? oil capsules?\b/,
    ],
    for: BREAST_ENDOCRINE,
    intent: 'food_sources',
    compose: flaxOrSoy,
    text: {
      zh: '**亚麻籽和日常豆制品，和阿那曲唑等芳香化酶抑制剂或他莫昔芬一起都没问题，不会削弱药效。** 磨碎的亚麻籽每天1–2汤匙，豆浆、豆腐每天1–2份是合适的量；不建议的是大豆异黄酮或亚麻籽木脂素的浓缩补充剂。',
      en: '**Ground flaxseed and everyday soy foods are fine with an aromatase inhibitor such as anastrozole, or with tamoxifen — they do not weaken the medicine.** 1–2 tablespoons of ground flax a day, or 1–2 servings of soy milk or tofu, are sensible amounts; it is concentrated soy-isoflavone or flax-lignan supplements that are not advised.',
    },
    source: {
      ref: 'Flower G et al. Flax and breast cancer: a systematic review. Integr Cancer Ther 2014;13:181–192 (no harm, possible benefit; no interaction with tamoxifen or aromatase inhibitors found); Rock CL et al. American Cancer Society nutrition and physical activity guideline for cancer survivors. CA Cancer J Clin 2022;72:230–262 (soy foods safe; isoflavone supplements not advised)',
    },
  },
  {
    // en-139: "is intermittent fasting ok with my meds? like 16:8" on anastrozole.
    id: 'aromatase-inhibitor-intermittent-fasting',
    when: [
      /轻断食|间歇性?断食|16[:：]8|5[:：]2|\bintermittent fasting\b|\b16[:/]8\b|\b5[:/]2\b|\bif\b.{0,12}\bfasting\b|\btime[- ]restricted eating\b|\beating window\b/,
    ],
    for: BREAST_ENDOCRINE,
    notFor: [DIABETES, PREGNANT, MINOR],
    wholeMessage: true,
    intent: 'weight_change',
    text: {
      zh: '**可以：阿那曲唑（来曲唑、他莫昔芬也一样）吃不吃饭都行，每天固定时间吃一次即可，所以16:8和它不冲突——在进食时段里或外吃都可以，只要每天同一时间。** 对减重来说，16:8并不比普通的每天少吃一些更有效，适合你就用：进食时段里每餐都要有蛋白质（鱼、鸡蛋、豆腐、奶）和含钙食物——吃芳香化酶抑制剂的人骨头更需要；别用断食来“补偿”而在窗口里大吃。正在化疗、体重在掉或有进食障碍史的，不适合断食。',
      en: '**Yes — anastrozole (like letrozole or tamoxifen) can be taken with or without food, once a day at the same time, so 16:8 does not clash with it: take it inside or outside your eating window, just at the same time each day.** For weight loss, 16:8 works about as well as an ordinary daily calorie cut — not better — so use it if it suits you: put protein (fish, eggs, tofu, dairy) and calcium-rich foods in every meal of your window, which matters for your bones on an aromatase inhibitor, and do not make up for the fast by overeating in the window. It is not for someone in chemotherapy, losing weight unintentionally or with a history of eating disorders.',
    },
    source: {
      ref: 'Arimidex (anastrozole) US prescribing information §2 (once daily, with or without food); Nolvadex/Femara labels (with or without food); Lowe DA et al. Effects of time-restricted eating on weight loss (TREAT randomized trial). JAMA Intern Med 2020;180:1491–1499; Rock CL et al. American Cancer Society guideline for cancer survivors. CA Cancer J Clin 2022;72:230–262',
    },
  },
  {
    // en-143: "what foods are good for the liver? my wife wants to cook more liver friendly, we eat a lot of fried rice and siu mei".
    // Its audience is any liver disease, so its words assume no hepatitis B (blind answer round 25 zh-085: a
    // man three weeks sober with a high GGT was told of "hepatitis B and raised enzymes" and his antiviral).
    id: 'liver-friendly-cooking',
    when: [
      /护肝|养肝|对肝好|肝脏好|\b(good|best|healthy|friendly|better) (foods? )?for (the|my|his|her) liver\b|\bliver[- ]friendly\b|\bliver[- ]healthy\b|\bfoods? (that|to) (help|heal|protect) (the|my) liver\b/,
    ],
    unless: [
      /姜黄|何首乌|草药|\bturmeric\b|\bcurcumin\b|\bherbs?\b|\bherbal\b|\bextract\b|补充剂|保健品|胶囊|护肝片|护肝药|水飞蓟|片|\bsupplements?\b|\bcapsules?\b|\bpills?\b|\btablets?\b|\bmilk thistle\b|\bsilymarin\b|\bsilibinin\b|\bdetox\b/,
    ],
    for: LIVER,
    notFor: [CIRRHOSIS],
    wholeMessage: true,
    intent: 'food_sources',
    compose: liverCooking,
    text: {
      zh: `**没有专门“养肝”的食物；对肝好的是整体饮食：少油炸、少肥肉和加工肉、少甜饮料，多蔬菜、全谷物、鱼、豆腐、鸡蛋，用蒸、煮、少油快炒。** ${LIVER_TAIL_ZH}`,
      en: `**There is no special "liver food"; what helps the liver is the overall pattern: less fried food, fatty and processed meat and sugary drinks; more vegetables, whole grains, fish, tofu and eggs, cooked by steaming, boiling or quick stir-frying with little oil.** ${LIVER_TAIL_EN}`,
    },
    source: {
      ref: 'EASL 2017 Clinical Practice Guidelines on the management of hepatitis B virus infection. J Hepatol 2017;67:370–398 (alcohol avoidance, metabolic risk factors); EASL–EASD–EASO Clinical Practice Guidelines on the management of MASLD. J Hepatol 2024;81:492–542 (Mediterranean-style diet, less fried and processed food and sugar; coffee); NIH LiverTox, Herbal and Dietary Supplements',
    },
  },
  {
    // en-144: "is regular green tea ok tho even if the extract isnt? I drink like 3 cups at work".
    id: 'brewed-green-tea-not-extract',
    when: [
      /绿茶|\bgreen tea\b|\bmatcha\b/,
      /泡的|喝茶|几杯|杯|普通|\bcups?\b|\bregular\b|\bnormal\b|\bbrewed\b|\bdrink\w*\b|\bmugs?\b|\bteabags?\b|\bplain\b/,
    ],
    unless: [/\bcapsules?\b|\bpills?\b|\btablets?\b|\bfat burner\b|胶囊|片剂/],
    for: { ...LIVER, said: new RegExp(`${LIVER.said!.source}|\\bextract\\b|提取物`) },
    notFor: [NITRO],
    intent: 'food_sources',
    text: {
      zh: '**泡的绿茶可以喝，一天3杯没问题。** 伤肝的问题出在绿茶提取物胶囊：那是把很多杯的儿茶素（EGCG）浓缩成几粒，常常空腹吃，才会引起肝损伤；日常泡的茶没有这个问题，咖啡也可以喝。提取物胶囊要停掉，并且告诉肝病医生你吃过，转氨酶高时这点很重要。',
      en: '**Yes — brewed green tea is fine; 3 cups a day at work is no problem.** The liver injury is from green tea extract capsules, which pack the catechins (EGCG) of many cups into a few pills, often taken on an empty stomach; tea brewed and drunk as a drink has not been linked to it, and coffee is fine too. Keep the extract capsules stopped and tell your liver doctor you were taking them — that matters with raised liver enzymes.',
    },
    source: {
      ref: 'NIH LiverTox, Green Tea (Camellia sinensis) — updated 2024 (hepatotoxicity from concentrated extracts, not from the beverage); United States Pharmacopeia safety review of green tea extracts (Oketch-Rabah HA et al. Toxicol Rep 2020;7:386–402; take with food, warn of liver injury)',
    },
  },
  {
    // en-150: "Should the rivaroxaban be taken with food? Some days I take it first thing before breakfast";
    // zh-152 "利伐沙班要跟饭一起吃吗" declined by name (the zh batch's row of the same id, merged into this one).
    id: 'rivaroxaban-with-food',
    when: [RIVAROXABAN_NAMED, anyOf(WITH_FOOD, WHEN_HOW_TAKEN)],
    // Grapefruit, vitamin K, herbs and fish oil beside it are interaction questions.
    unless: [
      /葡萄柚|西柚|\bgrapefruit\b|\bvitamin k\b|维生素k/,
      /三七|纳豆|鱼油|银杏|丹参|\bnattokinase\b|\bfish oil\b|\bginkgo\b|\bturmeric\b/,
    ],
    for: { medicines: ['rivaroxaban'], said: RIVAROXABAN_NAMED },
    wholeMessage: true,
    intent: 'medicine_question',
    compose: rivaroxabanFood,
    text: {
      zh: '**利伐沙班15毫克和20毫克一定要随餐吃：空腹吃只吸收约三分之二，抗凝效果不够；2.5毫克和10毫克吃不吃饭都可以。** 看看你药盒上的剂量：是15或20毫克的，空腹早饭前吃的那几天就打了折扣——改成和一顿正餐一起吃，每天同一时间；房颤一天一次的，美国说明书写的是随晚饭吃，选每天都固定能吃的那顿就好。想换吃药时间，先和药师说一声。漏服了：一天一次的，当天想起来马上随餐补上，第二天照常，不要一天吃两次的量。吞不下可以碾碎和苹果泥一起吃，吃完接着吃饭。出现黑便、尿血、牙龈出血不止或大片瘀青，要尽快就医。剂量由医生定，不要自己改。',
      en: '**Rivaroxaban 15 mg and 20 mg must be taken with food — on an empty stomach only about two-thirds is absorbed, so it protects you less; the 2.5 mg and 10 mg tablets can be taken with or without food.** Check the strength on your box: if it is 15 or 20 mg, the days you take it first thing before breakfast it is under-absorbed — take it with a meal instead, at the same time every day; once daily for atrial fibrillation the US label says with the evening meal, and the meal you reliably eat is what matters. Tell your pharmacist if you change the time. A missed once-daily dose: take it with food as soon as you remember that day, then carry on as usual the next day — never a double dose. If you cannot swallow it, it can be crushed into apple purée, followed by a meal. Black stools, blood in the urine, gums that keep bleeding or large bruises mean seeing a doctor promptly. The dose is your doctor’s — do not change it yourself.',
    },
    source: {
      ref: 'Xarelto (rivaroxaban) US prescribing information §2.1 (15 mg and 20 mg tablets taken with food — for atrial fibrillation with the evening meal; 2.5 mg and 10 mg with or without food), §2.3 (missed dose), §2.6 (crushed in applesauce, followed by food) and §12.3 (fasting bioavailability of 20 mg about 66%, higher with food); EMA Xarelto SmPC §4.2 and §5.2; 拜瑞妥说明书【用法用量】',
    },
  },
  {
    // en-152: "what about just the fish oil on its own?" after fish oil, ginkgo, notoginseng and nattokinase on Xarelto.
    id: 'doac-fish-oil-alone',
    when: [
      /鱼油|\bfish oil\b|\bomega[- ]?3s?\b/,
      /只吃|单独|只留|就吃|还能|可以吗|行吗|\bjust\b|\bonly\b|\balone\b|\bon its own\b|\bby itself\b|\bkeep\b|\bwhat about\b|\bhow about\b|\bok\b|\bokay\b|\bfine\b|\bsafe\b|\bcan i\b/,
    ],
    // Cod liver oil (鱼肝油, Seven Seas) carries vitamin A and is not advised instead of fish oil: the cod-liver-oil
    // rule answers it (review10-chat-read.test.ts), never this fish-oil text.
    unless: [
      /华法林|醋硝香豆素|新抗凝|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b|\binr\b/,
      /鱼肝油|\bcod liver\b|\bseven seas\b/,
    ],
    for: DOAC,
    notFor: [VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID],
    intent: 'product_question',
    compose: fishOilAlone,
    text: {
      zh: `**单独吃鱼油，每天1克左右的普通剂量，研究没有看到它和利伐沙班、阿哌沙班这类抗凝药一起时出血明显增加。** ${FISH_OIL_TAIL_ZH}`,
      en: `**Fish oil on its own, at an ordinary dose of about 1 g a day, has not been found to raise bleeding meaningfully with anticoagulants such as rivaroxaban or apixaban.** ${FISH_OIL_TAIL_EN}`,
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Omega-3 Fatty Acids Fact Sheet for Health Professionals (interactions with anticoagulants and antiplatelets; bleeding at high doses); Xarelto (rivaroxaban) US prescribing information §5.2 and §7.3 (bleeding risk with drugs affecting haemostasis; no routine coagulation monitoring); Begtrup KM et al. Long-term omega-3 fatty acid supplements and bleeding risk in patients on antithrombotic therapy. Eur J Clin Pharmacol 2017;73:1563–1570',
    },
  },
  {
    // en-153: "what dose should I take?" after "my vitamin D is low, can I take vitamin D with Xarelto?".
    id: 'anticoagulant-vitamin-d-dose',
    when: [
      /维生素d|维d|\bvitamin d\d?\b|\bvit d\b|\bd3\b/,
      /剂量|多少|几粒|\bdose\b|\bdosage\b|\bhow much\b|\bhow many\b|\biu\b|\bunits?\b|\bmcg\b|\bµg\b/,
    ],
    unless: [/\b(\d{2},?\d{3}|[5-9]\d{3})\s*iu\b|[5-9]\d{3} ?(iu|单位)/],
    // The anticoagulant named (in this message or the one before): the dose asked beside it. A plan's own
    // "how much vitamin D do I need" on warfarin is the plan's dose (how_much_nutrient; assistant.test.ts,
    // answers.test.ts), not this row's everyday amount.
    for: { said: new RegExp(`${DOAC.said!.source}|${VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID.said!.source}`) },
    notFor: [HIGH_CALCIUM, { said: /结节病|甲旁亢|\bsarcoid\w*|\bhyperparathyroid\w*/ }],
    intent: 'supplement_dose',
    text: {
      zh: '**维生素D和利伐沙班等抗凝药（华法林也一样）没有相互作用，可以一起吃；剂量看你查出来“低”到多少：医生开的治疗剂量就照医生的吃；没有开，成人每天800–1000 IU（20–25微克）的维生素D3是安全的日常量。** 自己吃不要超过每天4000 IU（上限）。真正缺乏（比如低于25 nmol/L、10 ng/mL）通常需要医生开一段时间的较高补充剂量，之后再回到日常量，3个月左右复查。有肾病、肾结石或血钙高的，剂量请医生定。',
      en: '**Vitamin D does not interact with rivaroxaban or other anticoagulants (warfarin included), so you can take it; the dose depends on how low your level is: if your doctor gave a treatment dose, take that; if not, 800–1,000 IU (20–25 µg) of vitamin D3 a day is a safe everyday amount for adults.** Do not go above 4,000 IU a day on your own (the upper limit). A real deficiency (for example under 25 nmol/L, 10 ng/mL) usually needs a higher course your doctor prescribes for some weeks before the everyday dose, with a recheck after about 3 months. With kidney disease, kidney stones or a high calcium, let the doctor set the dose.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Vitamin D Fact Sheet for Health Professionals (RDA 600–800 IU, UL 4,000 IU; no interaction listed with anticoagulants); Xarelto (rivaroxaban) US prescribing information §7 (no vitamin interactions); NICE CKS Vitamin D deficiency in adults (2022; loading then maintenance 800–2,000 IU); 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // en-156: "this metronidazole leaves the worst metallic taste in my mouth ugh anything that helps? gum? lemon?";
    // en-158: "do I take flagyl with food or on an empty stomach? it makes me feel sick"; and the zh batch's
    // zh-156, a rusty taste and no appetite, answered "metronidazole with iron". Merged from the en batch's
    // metallic-taste and with-food rows and the zh batch's metallic-taste row: one answer on eating on
    // metronidazole (the taste, the appetite, the nausea, the tablets with food).
    id: 'metronidazole-metallic-taste',
    when: [
      eitherOf(
        // The zh batch's: metronidazole named, with the taste, the appetite or the nausea.
        { all: [METRONIDAZOLE_NAMED, TASTE_OR_APPETITE] },
        // The en batch's: the metallic taste said, on metronidazole or tinidazole (the person's medicine).
        { all: [METAL_TASTE] },
        // The en batch's: metronidazole with food or on an empty stomach, or the nausea — not alcohol.
        { all: [NITRO_NAMED, WITH_FOOD_OR_SICK], none: [NITRO_ALCOHOL] },
      ),
      anyOf(TASTE_OR_APPETITE, METAL_TASTE, WITH_FOOD_OR_SICK),
    ],
    for: NITRO,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**甲硝唑片随餐或饭后马上吃，能减轻恶心，也不影响效果；嘴里一股铁锈味（金属味）、没胃口是它很常见的副作用，无害，疗程结束后几天内就会消失。** 药片整片用水吞下，不要嚼（很苦），按医生说的间隔（比如每8小时或一天2次）均匀吃；口服液不同，一般在饭前至少1小时吃，看说明书。盖住金属味的办法：嚼无糖口香糖、含无糖薄荷糖；酸味能盖住金属味——柠檬水、柑橘、番茄、凉拌菜里加点醋；吃常温或凉一点的食物，味道比热的淡，也可以用葱姜蒜、香草调味；用塑料或木头餐具代替金属的；饭前刷牙、刷舌头，用清水或淡盐水漱口。肉吃着发怪就换成鸡蛋、豆腐、酸奶、鱼；少量多餐。药要按疗程吃完。整个疗程中和最后一次吃药后3天（72小时）内一滴酒都不能喝（美国说明书为3天，英国建议至少48小时），包括含酒精的饮料、醪糟和含酒精的漱口水。吐得吃不下东西、喝不进水或把药吐出来了，问药师或医生；出现皮疹、手脚麻木刺痛，请联系开药的医生。',
      en: '**Take metronidazole tablets with or just after food — that eases the nausea and does not make them work less well; the rusty, metallic taste and poor appetite it often brings are harmless and go within a few days of finishing the course.** Swallow the tablets whole with water (they taste very bitter if chewed), spaced evenly as prescribed (for example every 8 hours, or twice a day); the liquid is different — usually at least an hour before food, so check its leaflet. For the taste: sugar-free gum or mints; something sour — lemon in water, citrus, tomatoes, a splash of vinegar — covers the metal; cool or room-temperature food tastes less strong than hot, and herbs, ginger or garlic help; plastic or wooden cutlery instead of metal; brush your teeth and tongue and rinse with water or salt water before meals. If meat tastes odd, have eggs, tofu, yoghurt or fish, in small, frequent meals. Finish the course — do not stop because of the taste. No alcohol at all during the course and for 3 days (72 hours) after the last dose (the US label; UK advice is at least 48 hours), including drinks, foods and mouthwashes that contain it. If vomiting stops you eating or drinking, or you bring a dose back up, ask your pharmacist or doctor; a rash or numb or tingling hands and feet mean contacting your prescriber.',
    },
    source: {
      ref: 'Flagyl (metronidazole) US prescribing information §5 (peripheral neuropathy; disulfiram-like reaction: no alcohol during and for 3 days after) and §6 (metallic taste, nausea, anorexia among the common adverse reactions); BNF, Metronidazole (tablets with or after food, swallowed whole; suspension at least 1 hour before food; avoid alcohol during and for 48 hours after); NHS, Metronidazole — how and when to take it, side effects (2023); Macmillan Cancer Support, Taste changes (sour flavours, cold foods, plastic cutlery for a metallic taste)',
      url: 'https://www.nhs.uk/medicines/metronidazole/',
    },
  },
  {
    // en-159: "what about kombucha?" after "how long after finishing metronidazole can I drink again?"; and the zh
    // batch's zh-160, milk tea and coffee on metronidazole, answered with the caffeine total. Merged from the
    // two batches' rows: everyday drinks are fine, the fermented ones hide alcohol (kombucha was told "yes"
    // by the milk-tea row as a tea).
    id: 'metronidazole-kombucha-hidden-alcohol',
    when: [
      eitherOf(
        // The zh batch's: metronidazole named with an everyday drink — not alcohol or a probiotic asked.
        { all: [METRONIDAZOLE_NAMED, EVERYDAY_DRINK], none: [ALCOHOL_OR_PROBIOTIC] },
        // The en batch's: a drink that hides alcohol (kombucha, "alcohol-free" beer, mouthwash, cough syrup).
        { all: [HIDDEN_ALCOHOL] },
      ),
      anyOf(EVERYDAY_DRINK, HIDDEN_ALCOHOL),
    ],
    for: NITRO,
    intent: 'medicine_question',
    text: {
      zh: '**奶茶、咖啡、茶、可乐、果汁都不影响甲硝唑，照常喝就行；康普茶（红茶菌）例外：它是发酵的，含少量酒精，先别喝。** 吃甲硝唑真正要忌的是酒，否则可能脸红、心慌、恶心呕吐：整个疗程中和最后一次吃药后3天（72小时）内一滴都不能喝（美国说明书为3天，英国建议至少48小时）。藏着酒精的也算：康普茶（店里买的一般低于0.5%，自制的可能到1–3%或更高）、“无醇”啤酒或葡萄酒（常含最多0.5%酒精）、料酒做的菜、醪糟和酒酿奶茶、含酒精的漱口水和部分止咳糖浆。过了这段时间就可以照常喝。甲硝唑本身容易让胃不舒服，空腹喝浓咖啡可能更恶心，最好配着饭喝、别太浓。',
      en: '**Tea, coffee, bubble tea, cola and juice do not affect metronidazole — drink them as usual; kombucha is the exception: it is fermented and contains some alcohol, so skip it for now.** What to avoid is alcohol, which can bring on flushing, a pounding heart, nausea and vomiting: none during the course and for 3 days (72 hours) after the last dose (the US label; UK advice is at least 48 hours). Hidden alcohol counts too — kombucha (usually under 0.5% in shop-bought bottles, but 1–3% or more home-brewed), “alcohol-free” beer or wine (often up to 0.5%), dishes cooked with rice wine, fermented-rice drinks, alcohol-containing mouthwash and some cough syrups. After that they are fine again. Metronidazole can upset the stomach, and strong coffee on an empty stomach may make the nausea worse — have it with food and not too strong.',
    },
    source: {
      ref: 'Flagyl (metronidazole) US prescribing information §5 and §7 (disulfiram-like reaction: no alcohol or products containing propylene glycol during and for 3 days after) and §6 (nausea); BNF, Metronidazole (avoid alcohol during and for 48 hours after); US Alcohol and Tobacco Tax and Trade Bureau, Kombucha (alcohol content of fermented kombucha can exceed 0.5%); NHS, Metronidazole (2023)',
      url: 'https://www.nhs.uk/medicines/metronidazole/',
    },
  },
  {
    // en-157: "should i take probiotics with metronidazole?"; en-160: "which probiotic and when should I take
    // it?" after it; and the zh batch's zh-158, "益生菌胶囊要跟甲硝唑隔多久吃" after yoghurt on metronidazole —
    // declined. Merged from the en batch's whether and which-when rows and the zh batch's
    // probiotic-apart-from-antibiotic: whether, which strain, and how far apart, in one answer.
    id: 'antibiotic-probiotic-which-when',
    when: [
      eitherOf(
        // The zh batch's: a probiotic and an antibiotic named, with the spacing asked.
        { all: [PROBIOTIC_ZH, ANTIBIOTIC_NAMED, APART_ASKED] },
        // The en batch's whether: a probiotic on an antibiotic — which or when is the branch below.
        { all: [PROBIOTIC_EN], none: [WHETHER_NOT] },
        // The en batch's which and when.
        { all: [PROBIOTIC_EN_WHICH, WHICH_OR_WHEN], none: [/\bkombucha\b|\bcolitis\b|\bcrohn'?s?\b/] },
      ),
      anyOf(PROBIOTIC_ZH, PROBIOTIC_EN),
    ],
    for: ANTIBIOTIC,
    notFor: [IMMUNOSUPPRESSED, IMMUNOSUPPRESSED_ZH],
    intent: 'supplement_timing',
    text: {
      zh: '**吃抗生素时可以吃益生菌，但不是必需的：益生菌和甲硝唑等抗生素没有相互作用，一些特定菌株能减少抗生素引起的腹泻。** 选有研究的菌株：布拉氏酵母菌（Saccharomyces boulardii，每天约250–500毫克）或鼠李糖乳杆菌GG（LGG，每天约100亿活菌）；随便一种酸奶饮料作用不大，普通酸奶照常吃没问题。什么时候吃：布拉氏酵母菌是真菌，抗生素杀不死，可以和抗生素同时吃；LGG这类细菌型的，和每次抗生素隔开至少2小时，比如放在两次药的正中间。从疗程开始吃，吃到疗程结束后1–2周。抗生素要按疗程吃完，吃不吃益生菌都一样。免疫力很低（化疗、移植）、有中心静脉导管或病得很重的，先问医生，不要自己吃。拉肚子一天好几次、带血或发烧，要联系医生。',
      en: '**You can take a probiotic with an antibiotic, though it is optional: probiotics do not interact with metronidazole or other antibiotics, and some specific strains reduce antibiotic-related diarrhoea.** Pick a strain with evidence: Saccharomyces boulardii (a yeast, about 250–500 mg a day) or Lactobacillus rhamnosus GG (LGG, about 10 billion a day — Culturelle is one brand); a random yoghurt drink does little, though ordinary yoghurt is fine to eat. When: S. boulardii is a yeast the antibiotic does not kill, so it can go at the same time; a bacterial one such as LGG should be at least 2 hours away from each antibiotic dose — midway between doses, for example. Start with the course and carry on for 1–2 weeks after it ends, and finish the antibiotic course either way. Ask your doctor first if your immune system is weak (chemotherapy, a transplant), you have a central line or you are seriously ill. Several loose stools a day, blood or a fever mean calling your doctor.',
    },
    source: {
      ref: 'Su GL et al. AGA Clinical Practice Guidelines on the Role of Probiotics in the Management of Gastrointestinal Disorders. Gastroenterology 2020;159:697–705 (S. boulardii and specific multistrain products with antibiotics); Goldenberg JZ et al. Probiotics for the prevention of Clostridium difficile-associated diarrhea in adults and children. Cochrane Database Syst Rev 2017;12:CD006095 (doses studied); NIH NCCIH, Probiotics: What You Need To Know (2024; safety in immunocompromised people); manufacturers’ labels (bacterial probiotics 2 hours from antibiotics)',
    },
  },
];
