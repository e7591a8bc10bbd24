import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, faqIdsOf, zhCase as zh, type RowCase } from './testing';

// Blind answer round 14's zh-CN questions judged unsafe or neighbouring (development data since its figures
// were reported): each class as the round asked it (same persona, same earlier message), then in other
// words, with a plan or as a guest who says who they are, in both languages; null where none of these rows
// may answer (look-alikes that must not change). Rows of other area files widened for the same round are
// tested here too (their ids are named).

const T1 = 'pregnant t1';
const WARFARIN = 'warfarin with fish oil and vitamin E';
const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';
const INSULIN = 'diabetes on insulin, glucose 2.6';
const OLD = '80-year-old woman, low BMI';
const VEGAN = 'vegan';
const MTX = 'methotrexate with folic acid 5 mg';
const MAN = 'healthy man, weight loss';
const WOMAN = 'healthy woman';
const GOUT = 'gout on allopurinol, urate 520';

const CASES: readonly RowCase[] = [
  // A supplement offered to replace an anticoagulant (zh-114, unsafe).
  zh(
    WARFARIN,
    '纳豆激酶能不能替代华法林啊，电视上专家说能溶血栓还没副作用，我爸有点心动',
    'supplement-instead-of-anticoagulant',
  ),
  zh(WARFARIN, '吃深海鱼油可以代替华法林吗', 'supplement-instead-of-anticoagulant'),
  zh(undefined, '我爸吃利伐沙班，想换成纳豆激酶行不行', 'supplement-instead-of-anticoagulant'),
  en(WARFARIN, 'can nattokinase replace my warfarin? saw it on tv', 'supplement-instead-of-anticoagulant'),
  en(
    undefined,
    'could my dad take natto supplements instead of his Eliquis',
    'supplement-instead-of-anticoagulant',
  ),
  zh(WARFARIN, '吃华法林能吃纳豆激酶吗', null),
  zh(WOMAN, '纳豆激酶能代替鱼油吗', null),
  // Hot-pot offal dipped for seconds on an immunosuppressant (zh-117, unsafe).
  zh(
    TRANSPLANT,
    '那火锅里的毛肚涮十几秒那种够熟吗',
    'immunosuppressed-hotpot-quick-dip',
    '移植后生的东西是不是都不能吃了？刺身、溏心蛋、轻食沙拉这些，我超爱吃日料的',
  ),
  zh(TRANSPLANT, '鸭肠七上八下就捞起来能吃吗', 'immunosuppressed-hotpot-quick-dip'),
  zh(undefined, '肾移植后吃他克莫司，火锅毛肚烫几秒够熟吗', 'immunosuppressed-hotpot-quick-dip'),
  en(
    TRANSPLANT,
    'is tripe in hot pot cooked enough after a few seconds?',
    'immunosuppressed-hotpot-quick-dip',
  ),
  en(
    undefined,
    'on tacrolimus after a transplant - is shabu beef dipped for 10 seconds done enough',
    'immunosuppressed-hotpot-quick-dip',
  ),
  zh(WOMAN, '毛肚涮几秒就熟了吗', null),
  zh(TRANSPLANT, '火锅热量高吗', null),
  // Drinking on insulin or a sulfonylurea (zh-136, unsafe).
  zh(INSULIN, '糖尿病能喝酒吗？晚上陪客户吃饭免不了喝几瓶啤酒', 'alcohol-on-insulin-or-sulfonylurea'),
  zh(INSULIN, '打胰岛素可以喝红酒吗', 'alcohol-on-insulin-or-sulfonylurea'),
  zh(undefined, '吃格列美脲能不能喝白酒', 'alcohol-on-insulin-or-sulfonylurea'),
  en(INSULIN, 'can i have a few beers at a work dinner on insulin?', 'alcohol-on-insulin-or-sulfonylurea'),
  en(undefined, 'im on lantus, is it ok to drink wine', 'alcohol-on-insulin-or-sulfonylurea'),
  zh(INSULIN, '无醇啤酒能喝吗', null),
  zh(WOMAN, '减肥期间能喝啤酒吗', null),
  // Tonics for an older person who keeps losing weight (zh-152, unsafe).
  zh(OLD, '俺娘这个月又掉了一斤，要不要给她弄点补品，人参阿胶燕窝啥的中不中', 'older-weight-loss-tonics'),
  zh(OLD, '我妈最近一直瘦了，买点燕窝给她补补有用吗', 'older-weight-loss-tonics'),
  zh(undefined, '奶奶八十多了体重一直下降，吃人参能补回来吗', 'older-weight-loss-tonics'),
  en(OLD, 'my mum keeps losing weight, should I buy her ginseng or bird nest?', 'older-weight-loss-tonics'),
  en(
    undefined,
    'my grandma is still losing weight, are tonics like ginseng worth it',
    'older-weight-loss-tonics',
  ),
  zh(WOMAN, '减肥掉了两斤，吃人参有用吗', null),
  zh(OLD, '人参和阿胶哪个补气血', null),
  // A few days of folic acid missed to vomiting (zh-025).
  zh(
    T1,
    '那这几天吐得厉害都没吃叶酸，要紧吗',
    'pregnancy-folic-acid-days-missed',
    '怀孕7周，孕吐太厉害了，一吃叶酸就反胃，可以改到晚上睡前吃吗',
  ),
  zh(T1, '孕吐太厉害，叶酸漏了三天，有影响吗', 'pregnancy-folic-acid-days-missed'),
  zh(undefined, '怀孕8周，前几天吃不下东西叶酸停了，要补吗', 'pregnancy-folic-acid-days-missed'),
  en(
    T1,
    "i've been so sick i missed my folic acid for a few days, is that bad?",
    'pregnancy-folic-acid-days-missed',
  ),
  en(
    undefined,
    'pregnant and forgot my folic acid for 3 days, does it matter',
    'pregnancy-folic-acid-days-missed',
  ),
  zh(T1, '怀孕8周了还没吃叶酸，现在吃晚了吗', null),
  // Blood tests that reassure a vegan's family (zh-129).
  zh(
    VEGAN,
    '我妈老觉得我吃素会营养不良，天天逼我至少吃个鸡蛋。有没有哪几项血液指标我去查一下，拿报告给她看能让她放心的',
    'vegan-blood-tests',
  ),
  zh(VEGAN, '吃纯素一年了，体检要查哪些指标', 'vegan-blood-tests'),
  zh(undefined, '素食者每年应该查血查哪几项', 'vegan-blood-tests'),
  en(VEGAN, 'which blood tests should a vegan get to prove to my parents i am fine', 'vegan-blood-tests'),
  en(undefined, 'vegetarian for 5 years, what bloodwork should i ask for', 'vegan-blood-tests'),
  zh(WOMAN, '体检要查哪些指标', null),
  // A progestogen beside folic acid and a multivitamin (zh-130).
  zh(
    T1,
    'hcg翻倍挺好，医生开了地屈孕酮，这个和叶酸还有我自己在京东买的复合维生素一起吃冲突不',
    'progestogen-with-folic-acid-and-multivitamin',
  ),
  zh(T1, '黄体酮和叶酸能一起吃吗', 'progestogen-with-folic-acid-and-multivitamin'),
  zh(undefined, '保胎吃达芙通，还能吃复合维生素吗', 'progestogen-with-folic-acid-and-multivitamin'),
  en(
    T1,
    'can i take duphaston with my folic acid and prenatal vitamins',
    'progestogen-with-folic-acid-and-multivitamin',
  ),
  en(undefined, 'is progesterone ok with folic acid', 'progestogen-with-folic-acid-and-multivitamin'),
  zh(T1, '叶酸和复合维生素能一起吃吗', null),
  // A B-complex for mouth ulcers on methotrexate (zh-139).
  zh(
    MTX,
    '那吃点复合维生素B管用吗',
    'methotrexate-mouth-ulcers-b-complex',
    '吃了MTX以后嘴巴里老是长溃疡，吃点什么能好得快一点',
  ),
  zh(MTX, '吃甲氨蝶呤口腔溃疡，吃B族维生素有用吗', 'methotrexate-mouth-ulcers-b-complex'),
  zh(undefined, '吃甲氨蝶呤嘴里老长溃疡，补点B族维生素管用吗', 'methotrexate-mouth-ulcers-b-complex'),
  en(MTX, 'would a b complex help my mouth ulcers on methotrexate', 'methotrexate-mouth-ulcers-b-complex'),
  en(undefined, 'on mtx, can i take vitamin b complex', 'methotrexate-mouth-ulcers-b-complex'),
  zh(WOMAN, '复合维生素B什么时候吃', null),
  // A parent whose teenager diets (zh-105).
  zh(
    undefined,
    '我是她妈妈，闺女16了天天嚷嚷减肥，晚饭就吃几口黄瓜，我该怎么劝，家里饭菜怎么做她才肯吃',
    'parent-of-dieting-teen',
  ),
  zh(WOMAN, '女儿初二，天天节食不吃晚饭，我该怎么办', 'parent-of-dieting-teen'),
  zh(MAN, '儿子15岁说要减肥只吃水果，我怎么跟他说', 'parent-of-dieting-teen'),
  en(
    undefined,
    'my 15 year old daughter is dieting and barely eats dinner, how do i talk to her?',
    'parent-of-dieting-teen',
  ),
  en(WOMAN, 'my son only eats salad because he thinks he is fat, what should i do', 'parent-of-dieting-teen'),
  zh(WOMAN, '我想减肥，晚饭只吃黄瓜行吗', null),
  // Keto with a fatty liver (zh-086).
  zh(
    MAN,
    '我体检有轻度脂肪肝，ALT 68，这样还能生酮吗',
    'keto-with-fatty-liver',
    '生酮靠谱不？同事搞keto一个月掉了15斤，我也想整',
  ),
  zh(MAN, '脂肪肝能做生酮饮食吗', 'keto-with-fatty-liver'),
  zh(undefined, '转氨酶偏高，想试试生酮减肥', 'keto-with-fatty-liver'),
  en(MAN, 'i have a fatty liver, is keto a good idea?', 'keto-with-fatty-liver'),
  en(undefined, 'my ALT is 70 from fatty liver, can i do keto', 'keto-with-fatty-liver'),
  zh(MAN, '生酮靠谱不', null),
  // Freshwater fish with gout (zh-082).
  zh(
    GOUT,
    '那淡水鱼呢，草鱼鲈鱼这些',
    'gout-freshwater-fish',
    '尿酸520，海鲜里面有哪些还能吃的？虾可以吗，生蚝肯定不行吧',
  ),
  zh(GOUT, '痛风能吃鲈鱼吗', 'gout-freshwater-fish'),
  zh(undefined, '尿酸高，草鱼能吃多少', 'gout-freshwater-fish'),
  en(GOUT, 'is salmon ok with gout?', 'gout-freshwater-fish'),
  en(undefined, 'uric acid is high, can i eat tilapia', 'gout-freshwater-fish'),
  zh(GOUT, '痛风能吃鱼油吗', null),
  zh(WOMAN, '草鱼和鲈鱼哪个好', null),
  // Vitamin C with plant iron in the same meal (zh-087).
  zh(
    VEGAN,
    '那要配维C的话是必须同一顿吗？比如吃完饭喝杯橙汁算不算',
    'vitamin-c-with-plant-iron-same-meal',
    '例假量一直偏大，想补铁但不想碰动物来源的，每天一盘菠菜够不够？',
  ),
  zh(VEGAN, '吃素补铁，维C必须和饭同一顿吃吗', 'vitamin-c-with-plant-iron-same-meal'),
  zh(undefined, '为了补铁，饭后一小时喝橙汁算不算', 'vitamin-c-with-plant-iron-same-meal'),
  en(VEGAN, 'for iron, does vitamin c have to be in the same meal?', 'vitamin-c-with-plant-iron-same-meal'),
  en(
    undefined,
    'does orange juice after the meal count for iron absorption',
    'vitamin-c-with-plant-iron-same-meal',
  ),
  zh(WOMAN, '维C和钙片能一起吃吗', null),
  // Meal-replacement shakes and constipation (zh-148).
  zh(
    MAN,
    '喝了一礼拜便秘了，咋整',
    'meal-replacement-constipation',
    '代餐奶昔能天天喝吗？打算一天替掉两顿，只吃一顿正经饭',
  ),
  zh(MAN, '喝代餐以后便秘了怎么办', 'meal-replacement-constipation'),
  zh(undefined, '吃代餐奶昔减肥，几天没大便了', 'meal-replacement-constipation'),
  en(MAN, 'my meal replacement shakes made me constipated, what do i do', 'meal-replacement-constipation'),
  en(undefined, 'constipated since starting slimfast', 'meal-replacement-constipation'),
  zh(WOMAN, '便秘吃什么好', null),
  // Heavy periods, iron, and no animal foods (zh-066).
  zh(VEGAN, '例假量一直偏大，想补铁但不想碰动物来源的，每天一盘菠菜够不够？', 'plant-iron-heavy-periods'),
  zh(VEGAN, '月经量多，吃素怎么补铁', 'plant-iron-heavy-periods'),
  zh(undefined, '经量大，吃菠菜补铁够吗', 'plant-iron-heavy-periods'),
  en(VEGAN, 'heavy periods and vegan, is spinach enough for iron?', 'plant-iron-heavy-periods'),
  en(
    undefined,
    'my periods are really heavy, can i get enough iron from beans and lentils',
    'plant-iron-heavy-periods',
  ),
  zh(WOMAN, '菠菜补铁吗', null),
  // A Chinese breakfast's calories (zh-107).
  zh(MAN, '早饭都是楼下买俩大肉包子加一杯甜豆浆，这一顿热量超了没', 'chinese-breakfast-calories'),
  zh(MAN, '一根油条一杯豆浆多少大卡', 'chinese-breakfast-calories'),
  zh(undefined, '早上两个包子热量高吗', 'chinese-breakfast-calories'),
  en(MAN, 'how many calories are two pork buns and a sweet soy milk?', 'chinese-breakfast-calories'),
  en(undefined, 'is a jianbing for breakfast too many calories', 'chinese-breakfast-calories'),
  zh(MAN, '早餐吃包子好还是面包好', null),
];

/** Rows of other area files widened for round 14 (zh-066, zh-091, zh-106, zh-147, zh-148). */
const WIDENED: readonly RowCase[] = [
  zh(OLD, '阿嫲话啲肉咬唔郁，唔钟意食，点样帮佢补蛋白质？平时就蒸下水蛋', 'older-soft-protein'),
  zh(OLD, '老人没牙了怎么吃够蛋白质', 'older-soft-protein'),
  zh(undefined, '要怎么吃才能恢复', 'periods-after-dieting-what-to-eat', '月经推迟了两个月是不是减肥太狠了'),
  zh(undefined, '减肥以后月经乱了，要怎么吃', 'periods-after-dieting-what-to-eat'),
  en(
    undefined,
    'my periods went weird after dieting, how should i eat now',
    'periods-after-dieting-what-to-eat',
  ),
  zh(
    WOMAN,
    '最近开始上普拉提，一周三节，需要加protein吗？我早饭就一个水煮蛋一杯豆浆，中午公司食堂，晚上随便对付一口',
    'protein-with-everyday-exercise',
  ),
  zh(undefined, '每周去三次健身房，需要加蛋白质吗', 'protein-with-everyday-exercise'),
  en(WOMAN, 'i started pilates 3x a week, do i need more protein?', 'protein-with-everyday-exercise'),
  zh(WOMAN, '公司食堂怎么打饭比较健康', 'canteen-choices'),
  zh(MAN, '最近便秘，吃点啥好，咋整', 'constipation-foods'),
];

describe('round 14 zh-CN unsafe and neighbouring answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each([...CASES, ...WIDENED])('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    const ids = faqIdsOf(r);
    if (!c.id) {
      expect(ids.filter((id) => CASES.some((x) => x.id === id))).toEqual([]);
      return;
    }
    expect(ids).toContain(c.id);
    if (c.locale === 'en-US') {
      expect(r.text).toMatch(/_Source: [^\n]+_/);
    } else {
      // A Chinese answer carries no English sentence (a cited title in the source line aside) and no ounces.
      const body = r.text.replace(/_来源[^\n]*?_(?=\s|$)/gu, '');
      expect(body).not.toMatch(/\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/);
      expect(body).not.toMatch(/盎司|\boz\b/);
    }
  });
});

describe('what each unsafe answer must now say', () => {
  // Liver named with its vitamin A is the life-stage liver rule (intents/life-stage.ts), not the UL line.
  it.each<['zh-CN' | 'en-US', string | undefined, string, RegExp]>([
    [
      'zh-CN',
      T1,
      '婆婆天天给我炖猪肝汤说补血，但我听说猪肝维生素A太多对宝宝不好，到底一周能吃多少',
      /每周吃1–2次/,
    ],
    ['zh-CN', T1, '怀孕了猪肝维生素A高不高，能天天吃吗', /不要天天吃/],
    ['zh-CN', 'pregnant t2 with a prenatal', '孕期鸡肝含维A多，一周吃几次', /每周吃1–2次/],
    [
      'en-US',
      T1,
      "isn't liver too high in vitamin A for the baby? how much liver a week is ok",
      /avoid liver and liver products/,
    ],
    [
      'en-US',
      'pregnant t2 with a prenatal',
      'my MIL makes liver soup daily, is the vitamin A in liver safe?',
      /avoid liver and liver products/,
    ],
  ])('liver in pregnancy (%s): %s', { timeout: 60_000 }, (locale, persona, text, said) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/在上限以内|within the upper limit/);
  });

  it('cod liver oil in pregnancy is still the cod liver oil answer', { timeout: 60_000 }, () => {
    expect(askAs({ locale: 'zh-CN', persona: T1, text: '孕期能吃鱼肝油补维生素A吗' }).text).toMatch(/鱼肝油/);
  });

  it(
    'nattokinase cannot replace warfarin, and going without it raises the stroke risk',
    { timeout: 60_000 },
    () => {
      const r = askAs(
        zh(WARFARIN, '纳豆激酶能不能替代华法林啊，电视上专家说能溶血栓还没副作用，我爸有点心动', null),
      );
      expect(r.text).toMatch(/不能替代/);
      expect(r.text).toMatch(/血栓和中风的风险就会回升/);
    },
  );

  it('hot-pot tripe on tacrolimus: cooked through, never the calorie text', () => {
    const r = askAs(
      zh(
        TRANSPLANT,
        '那火锅里的毛肚涮十几秒那种够熟吗',
        null,
        '移植后生的东西是不是都不能吃了？刺身、溏心蛋、轻食沙拉这些，我超爱吃日料的',
      ),
    );
    expect(r.text).toMatch(/完全熟透/);
    expect(r.text).not.toMatch(/热量大头/);
  });

  it('beer on insulin: the delayed low, never the night-lows text alone', () => {
    const r = askAs(zh(INSULIN, '糖尿病能喝酒吗？晚上陪客户吃饭免不了喝几瓶啤酒', null));
    expect(r.text).toMatch(/喝完几个小时后/);
    expect(r.text).toMatch(/不要空腹/);
  });

  it('an older person losing weight: a doctor and energy-dense food, no iron-food text, no deficit', () => {
    const r = askAs(zh(OLD, '俺娘这个月又掉了一斤，要不要给她弄点补品，人参阿胶燕窝啥的中不中', null));
    expect(r.text).toMatch(/先要看医生/);
    expect(r.text).toMatch(/口服营养补充剂/);
    expect(r.text).not.toMatch(/补铁食物|每天少吃约500千卡/);
  });
});
