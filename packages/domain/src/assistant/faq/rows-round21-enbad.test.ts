import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, faqIdsOf, zhCase as zh, type RowCase, expectRowCase, rowsOf } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  OLD,
  KIDNEY as CKD,
  INSULIN,
  HF,
  TRANSPLANT,
  MTX,
  ISOTRETINOIN as ISO,
  GOUT,
  BONES,
  LITHIUM,
} from './testing-personas';
import { ROUND21_ENBAD_FAQ } from './rows-round21-enbad';

// Blind answer round 21's en-US questions answered with a neighbouring topic or declined (development data):
// each class as the round asked it (same persona, same earlier message), then in other words — everyday
// words, a typo, mixed language — with a plan or as a guest, in both languages; null where the row must not
// answer (same words, another question; a person the row is not for).

const VITD_PREV =
  'how much vitamin D should i actually be taking? my coworker takes 5000 IU every day and swears by it';
const CAL_PREV = 'How many calories should I eat a day to drop weight? Im 95kg and want to get to like 80';
const BEER_PREV =
  'Mate I love a pint or two after work. How bad is beer for losing weight, should I switch to vodka soda?';
const IODINE_PREV = 'i dont use iodized salt, just pink himalayan. should i be worried about iodine';
const FOLIC_PREV =
  'im 8 weeks pregnant, how much folic acid am i supposed to take? the box says 400mcg but my friend was told 5mg';
const K_PREV =
  'Which fruits are lower in potassium? I love my plantain and oranges, my wife makes dodo almost every day';
const DINER = 'Doctor wants me under 2 grams of sodium. What can I order at a diner for breakfast?';
const SUSHI_PREV = 'Is it safe to eat sushi, runny eggs or deli meats after a kidney transplant?';
const MTX_PREV = 'I take folic acid 5mg. Should it be on the same day as my methotrexate or the day after?';
const ISO_PREV =
  'do i need to take accutane with fatty food? i usually take it in the morning with just iced coffee lol';
const ALN_PREV =
  'How should I take my alendronate with my calcium and omeprazole? I get muddled every Sunday';
const PPI_PREV = "I've been on omeprazole for years now, does that affect my B12 or magnesium?";
const SKIP_PREV = 'can i skip breakfast to lose weight? im never hungry in the mornings anyway';
const IRON_TEEN_PREV =
  'my mom says i need iron bc of my periods. should i take a supplement or just eat more meat';

const CASES: readonly RowCase[] = [
  // Vitamin D: which meal (en-002).
  en(WOMAN, 'and is it better w breakfast or dinner?', 'vitamin-d-which-meal', VITD_PREV),
  en(undefined, 'should I take my vitamin D3 with lunch or dinner?', 'vitamin-d-which-meal'),
  en(MAN, 'does vit d need to be taken with food?', 'vitamin-d-which-meal'),
  zh(WOMAN, '维生素D跟早饭吃还是晚饭吃好', 'vitamin-d-which-meal'),
  zh(undefined, '维D要随餐吃吗', 'vitamin-d-which-meal'),
  en(WOMAN, 'should I take vitamin D with my calcium at dinner?', null),
  en(
    WOMAN,
    'and is it better w breakfast or dinner?',
    null,
    'how much iron should I take for heavy periods?',
  ),
  // Magnesium and zinc together (en-003).
  en(
    WOMAN,
    'Is it okay to take my magnesium glycinate and zinc at the same time or do they compete with each other',
    'magnesium-zinc-together',
  ),
  en(undefined, 'can zinc and magnesium be taken together?', 'magnesium-zinc-together'),
  en(MAN, 'do mag and zinc cancel each other out if i take them at once', 'magnesium-zinc-together'),
  zh(WOMAN, '镁和锌可以一起吃吗，会不会抢吸收', 'magnesium-zinc-together'),
  zh(undefined, '甘氨酸镁和锌片能同时吃吗', 'magnesium-zinc-together'),
  en(CKD, 'can i take magnesium and zinc together?', null),
  en(ISO, 'can i take magnesium and zinc together with my minocycline?', null),
  en(WOMAN, 'how much zinc should I take a day?', null),
  // How long a weight goal takes (en-010).
  en(MAN, 'how long would that take realistically', 'weight-goal-how-long', CAL_PREV),
  en(MAN, 'how long will it take me to lose 10 kg?', 'weight-goal-how-long'),
  en(undefined, 'realistic timeline to drop 20 lbs?', 'weight-goal-how-long'),
  zh(MAN, '想减10公斤，大概要多久', 'weight-goal-how-long'),
  // A goal weight typed: the energy answer computes the person's own weeks (intents/bmi.ts goalPaceLine).
  zh(MAN, '从95公斤减到80公斤要多久', null),
  zh(undefined, '我想减10斤，大概需要多长时间', 'weight-goal-how-long'),
  en(T2, 'how long will it take to lose the baby weight?', null),
  en(MAN, 'how long will it take to gain 5 kg of muscle?', null),
  en(MAN, 'how long until the iron tablets work?', null, CAL_PREV),
  // Drinking only at weekends (en-013).
  en(MAN, 'what if i only drink on weekends', 'alcohol-weekends-only', BEER_PREV),
  en(undefined, 'is it ok to drink only on weekends if I keep it under 14 units?', 'alcohol-weekends-only'),
  en(WOMAN, 'I only have wine on friday nights, is that better?', 'alcohol-weekends-only'),
  zh(MAN, '我只在周末喝酒，这样对减肥影响大吗', 'alcohol-weekends-only'),
  zh(undefined, '平时不喝，周末喝几瓶啤酒可以吗', 'alcohol-weekends-only'),
  en(MAN, 'what do you eat on weekends to stay on track?', null),
  en(INSULIN, 'what if i only drink beer on weekends', null),
  en(T2, 'is a glass of wine on weekends ok?', null),
  zh(WOMAN, '我周末一般会喝点红酒，一周喝几杯算ok？', null),
  // Rice every day while losing weight (en-014).
  en(
    MAN,
    "Can I eat rice everyday and still lose weight? I'm Filipino, rice is life haha. 3 cups a day usually",
    'rice-every-day-weight-loss',
  ),
  en(undefined, 'do i have to give up rice to lose weight', 'rice-every-day-weight-loss'),
  en(WOMAN, 'can I still have rice daily on a diet?', 'rice-every-day-weight-loss'),
  zh(MAN, '减肥还能天天吃米饭吗', 'rice-every-day-weight-loss'),
  zh(undefined, '减重期间每顿都吃白米饭可以吗', 'rice-every-day-weight-loss'),
  en(MAN, 'is brown rice better than white rice for weight loss?', null),
  en(T2, 'can I eat rice every day and still lose weight?', null),
  en(INSULIN, 'can I still eat rice every day on a diet? i had a low last week', null),
  // Combining plant proteins (en-021).
  en(
    VEGAN,
    'is it true you have to combine rice and beans in the same meal to get a complete protein? my dad keeps saying this',
    'protein-combining-same-meal',
  ),
  en(
    undefined,
    'do I need to pair grains and legumes at every meal for complete protein?',
    'protein-combining-same-meal',
  ),
  en(WOMAN, 'are beans an incomplete protein unless eaten with rice?', 'protein-combining-same-meal'),
  zh(VEGAN, '吃素是不是要米饭和豆子同一顿吃才是完全蛋白', 'protein-combining-same-meal'),
  zh(undefined, '植物蛋白一定要搭配着吃才能互补吗', 'protein-combining-same-meal'),
  en(VEGAN, 'how much protein do I need a day?', null),
  en(VEGAN, 'is pea and rice protein powder combined a complete protein?', null),
  // Seaweed snacks for iodine (en-023).
  en(VEGAN, 'what about those seaweed snacks instead?', 'seaweed-snacks-for-iodine', IODINE_PREV),
  en(undefined, 'can I get my iodine from nori snacks?', 'seaweed-snacks-for-iodine'),
  en(WOMAN, 'is kelp a good iodine source if I skip iodised salt', 'seaweed-snacks-for-iodine'),
  zh(VEGAN, '不吃碘盐的话，吃海苔零食能补碘吗', 'seaweed-snacks-for-iodine'),
  zh(undefined, '靠吃紫菜海带补碘够不够', 'seaweed-snacks-for-iodine'),
  en(T2, 'can I get iodine from seaweed snacks while pregnant?', null),
  en(VEGAN, 'are seaweed snacks healthy?', null),
  zh(VEGAN, 'vegan要不要额外补碘？家里做饭用的无碘盐，海带紫菜也很少吃', 'iodine-without-seaweed'),
  en(undefined, 'does seaweed help my thyroid iodine? I have hashimoto', null),
  // Folic acid in pregnancy: until when (en-026).
  en(T1, 'till when do i need to keep taking it?', 'folic-acid-how-long-follow-up', FOLIC_PREV),
  en(T1, 'how long do i keep taking it', 'folic-acid-how-long-follow-up', FOLIC_PREV),
  en(T2, 'when can i stop the folic acid?', 'folic-acid-how-long'),
  en(T1, 'until when?', 'folic-acid-how-long-follow-up', FOLIC_PREV),
  // A zh follow-up is read with the message before it by the how-long row itself (same text).
  zh(T1, '要吃到什么时候', 'folic-acid-how-long', '怀孕8周，叶酸每天吃多少'),
  zh(T1, '叶酸要吃多久', 'folic-acid-how-long'),
  en(WOMAN, 'till when do i need to keep taking it?', null, 'how much folic acid should I take?'),
  en(T1, 'till when do i need to keep taking it?', null, 'how much iron should I take?'),
  // Extra iron or vitamin D on top of a prenatal (en-033).
  en(
    T2,
    'I take Elevit every morning. do I still need extra iron or vitamin D on top of it?',
    'prenatal-extra-iron-or-vitamin-d',
  ),
  en(T1, 'is my prenatal enough or should I add an extra iron pill?', 'prenatal-extra-iron-or-vitamin-d'),
  en(
    undefined,
    "I'm pregnant and on pregnacare, do I need additional vitamin D?",
    'prenatal-extra-iron-or-vitamin-d',
  ),
  zh(T2, '吃着爱乐维，还需要另外补铁吗', 'prenatal-extra-iron-or-vitamin-d'),
  zh(T1, '孕妇维生素里的维生素D够不够，要额外补吗', 'prenatal-extra-iron-or-vitamin-d'),
  en(T2, 'I take Elevit, my midwife says I am anaemic, do I need extra iron?', null),
  en(WOMAN, 'do I need extra iron on top of my multivitamin?', null),
  // Adding calories without bigger portions, older person (en-049).
  en(
    OLD,
    'My mum is 80 and only 41 kg, she eats like a bird. What can I add to her meals for more calories without making the portions bigger?',
    'older-fortify-meals',
  ),
  en(OLD, 'i have a small appetite, how do i get more calories in?', 'older-fortify-meals'),
  en(
    undefined,
    "my dad is 85 and doesn't eat much, how can I boost the calories in his food?",
    'older-fortify-meals',
  ),
  zh(OLD, '老人吃得少，饭菜里加点什么能多点热量', 'older-fortify-meals'),
  zh(undefined, '我妈85岁，胃口小，不增加饭量怎么多补点营养', 'older-fortify-meals'),
  en(MAN, 'what can I add to meals for more calories without bigger portions?', null),
  en(OLD, 'how many calories does she need a day?', null),
  // Pills with tea (en-056).
  en(
    OLD,
    'Is it bad to take my vitamins with tea? I always have my pills with a cuppa in the morning',
    'pills-with-tea',
  ),
  en(undefined, 'can I swallow my supplements with tea?', 'pills-with-tea'),
  en(WOMAN, 'is it ok to take my multivitamin with a cup of tea', 'pills-with-tea'),
  zh(OLD, '用茶水送药可以吗', 'pills-with-tea'),
  zh(undefined, '维生素能和茶一起吃吗', 'pills-with-tea'),
  en(BONES, 'can I take my pills with tea?', null),
  en(WOMAN, 'is green tea extract a good supplement?', null),
  // Lower-potassium fruit (en-062).
  en(CKD, 'apples and grapes ok?', 'lower-potassium-fruits', K_PREV),
  en(CKD, 'are berries low in potassium?', 'lower-potassium-fruits'),
  en(HF, 'is pineapple ok with my potassium?', 'lower-potassium-fruits'),
  en(
    undefined,
    'I have ckd and watch potassium, are strawberries and blueberries ok?',
    'lower-potassium-fruits',
  ),
  // A zh question is the zh potassium-fruit row's (rows-kidney-heart.ts), same answer.
  zh(HF, '血钾高能吃草莓吗', 'potassium-high-fruit'),
  zh(CKD, '肾病血钾高，能喝苹果汁吗', null),
  en(CKD, 'apples and bananas ok?', null, K_PREV),
  en(WOMAN, 'are apples high in potassium?', null),
  en(TRANSPLANT, 'are grapes low potassium?', null),
  // A supper on insulin that prevents night lows (en-075).
  en(
    INSULIN,
    "what's a good supper that won't spike me but stops me dropping low overnight, im on lantus at night",
    'insulin-supper-night-lows',
  ),
  en(undefined, 'on insulin, what dinner stops me going low overnight?', 'insulin-supper-night-lows'),
  en(
    undefined,
    "on lantus, what's the best evening meal so I don't drop low overnight?",
    'insulin-supper-night-lows',
  ),
  zh(INSULIN, '打胰岛素，晚饭吃什么夜里不容易低血糖', 'insulin-supper-night-lows'),
  zh(undefined, '用胰岛素，晚餐怎么吃才能防止半夜低血糖', 'insulin-supper-night-lows'),
  en(WOMAN, 'what is a good dinner so I dont get low energy at night', null),
  en(INSULIN, 'can I have a beer with dinner without going low overnight?', null),
  // Cinnamon or bitter-melon capsules on glucose-lowering medicines (en-078).
  en(
    INSULIN,
    'My wife wants me to take cinnamon and ampalaya capsules to lower sugar. Ok to take with my meds?',
    'glucose-lowering-herb-capsules-after-low',
  ),
  en(INSULIN, 'are bitter melon pills safe with my insulin?', 'glucose-lowering-herb-capsules-after-low'),
  en(undefined, "I'm on insulin, can I take cinnamon capsules too?", 'glucose-lowering-herb-capsules'),
  en(undefined, 'on metformin, is bitter gourd extract ok to try?', 'glucose-lowering-herb-capsules'),
  zh(undefined, '打胰岛素的同时能吃苦瓜胶囊降糖吗', 'glucose-lowering-herb-capsules'),
  zh(INSULIN, '肉桂胶囊和降糖药能一起吃吗', 'glucose-lowering-herb-capsules-after-low'),
  en(WOMAN, 'are cinnamon capsules good for weight loss?', null),
  en(INSULIN, 'is cinnamon on my oatmeal ok?', null),
  zh(INSULIN, '苦瓜、肉桂粉这些降糖的偏方有用吗，能不能替代一部分药', 'folk-foods-already-low'),
  // A diner breakfast and pancakes on a sodium limit (en-086, en-087).
  en(HF, DINER, 'low-sodium-diner-breakfast'),
  en(HF, 'what breakfast can I order at a restaurant on a low salt diet?', 'low-sodium-diner-breakfast'),
  en(
    undefined,
    'eating breakfast out, I need low sodium for my blood pressure — what do I order?',
    'low-sodium-diner-breakfast',
  ),
  zh(HF, '心衰限盐，早餐店点什么好', 'low-sodium-diner-breakfast'),
  zh(undefined, '高血压要低盐，在外面吃早饭点什么', 'low-sodium-diner-breakfast'),
  en(WOMAN, 'what can I order at a diner for breakfast?', null),
  en(HF, 'pancakes ok?', 'low-sodium-pancakes', DINER),
  en(HF, 'are waffles high in sodium?', 'low-sodium-pancakes'),
  en(undefined, 'on a 2g sodium diet, can I have french toast?', 'low-sodium-pancakes'),
  zh(HF, '限盐的话能吃松饼吗', 'low-sodium-pancakes'),
  zh(undefined, '低盐饮食，华夫饼可以吃吗', 'low-sodium-pancakes'),
  en(WOMAN, 'pancakes ok?', null, 'what should I eat for breakfast before a run?'),
  en(WOMAN, 'are pancakes fattening?', null),
  // How long transplant food-safety rules last (en-096).
  en(
    TRANSPLANT,
    'how long does that rule last, like forever?',
    'immunosuppressed-food-safety-how-long-follow-up',
    SUSHI_PREV,
  ),
  en(TRANSPLANT, 'is that for life?', 'immunosuppressed-food-safety-how-long-follow-up', SUSHI_PREV),
  zh(
    TRANSPLANT,
    '这些要忌口多久，一辈子吗',
    'immunosuppressed-food-safety-how-long-follow-up',
    '肾移植后能吃寿司和溏心蛋吗',
  ),
  zh(TRANSPLANT, '要到什么时候', 'immunosuppressed-food-safety-how-long-follow-up', '移植后熟食冷切肉能吃吗'),
  en(
    WOMAN,
    'how long does that rule last, like forever?',
    null,
    'is it safe to eat sushi while breastfeeding?',
  ),
  en(TRANSPLANT, 'how long does that rule last?', null, 'Can I drink grapefruit juice with tacrolimus?'),
  // Folic acid on the methotrexate day by mistake (en-098).
  en(
    MTX,
    'what if i forget and take it on the mtx day by mistake',
    'methotrexate-folic-acid-same-day-by-mistake',
    MTX_PREV,
  ),
  en(
    MTX,
    'I accidentally took my folic acid on methotrexate day, is that bad?',
    'methotrexate-folic-acid-same-day-by-mistake',
  ),
  en(
    MTX,
    'mixed up my days and had folic acid with my methotrexate, is that a problem?',
    'methotrexate-folic-acid-same-day-by-mistake',
  ),
  zh(MTX, '不小心把叶酸和甲氨蝶呤同一天吃了怎么办', 'methotrexate-folic-acid-same-day-by-mistake'),
  zh(MTX, '叶酸吃错日子了，和甲氨蝶呤是同一天', 'methotrexate-folic-acid-same-day-by-mistake'),
  en(MTX, MTX_PREV, null),
  zh(
    MTX,
    '要是不小心同一天吃了有影响吗',
    'methotrexate-folic-acid-day',
    '甲氨蝶呤一周吃一次，叶酸5mg应该哪天吃？能跟MTX同一天吗',
  ),
  en(MTX, 'I took my methotrexate twice this week by mistake', null),
  en(WOMAN, 'took folic acid twice by mistake', null),
  // Peanut butter toast with isotretinoin (en-129).
  en(ISO, 'like how much fat? would peanut butter toast work', 'isotretinoin-peanut-butter-enough', ISO_PREV),
  en(ISO, 'would a peanut butter sandwich do for my accutane?', 'isotretinoin-peanut-butter-enough'),
  zh(ISO, '吃异维A酸，早饭吃花生酱吐司管用吗', 'isotretinoin-peanut-butter-enough'),
  zh(ISO, '泰尔丝配花生酱面包合适吗', 'isotretinoin-peanut-butter-enough'),
  // "Enough" is the meal-examples row's own word (rows-round20-enbad.ts), same text.
  en(ISO, 'is peanut butter toast enough?', 'isotretinoin-meal-examples'),
  en(WOMAN, 'would peanut butter toast work as a pre-workout snack?', null),
  // Red meat with gout (en-146).
  en(
    GOUT,
    'My uric acid was 9.2 mg/dL. Do I have to give up red meat completely? suya is my weakness',
    'gout-red-meat',
  ),
  en(undefined, 'with gout can I still eat beef?', 'gout-red-meat'),
  en(GOUT, 'do i need to cut out steak completely?', 'gout-red-meat'),
  zh(GOUT, '痛风是不是完全不能吃牛肉羊肉了', 'gout-red-meat'),
  zh(undefined, '尿酸高，红肉还能吃吗', 'gout-red-meat'),
  en(WOMAN, 'do I have to give up red meat completely to lose weight?', null),
  en(GOUT, 'can I eat liver with gout?', null),
  // Coffee straight after alendronate, a follow-up not naming it (en-148).
  en(
    BONES,
    'can i have my coffee straight after?',
    'bisphosphonate-drink-straight-after-follow-up',
    ALN_PREV,
  ),
  en(BONES, 'and breakfast right away after?', 'bisphosphonate-drink-straight-after-follow-up', ALN_PREV),
  en(
    BONES,
    'can I have tea immediately after it?',
    'bisphosphonate-drink-straight-after-follow-up',
    'how do I take my fosamax?',
  ),
  zh(BONES, '吃完能马上喝咖啡吗', 'bisphosphonate-drink-straight-after-follow-up', '阿仑膦酸钠怎么吃'),
  zh(
    BONES,
    '那之后马上喝豆浆行不行',
    'bisphosphonate-drink-straight-after-follow-up',
    '福善美一周吃一次，早上怎么吃',
  ),
  // Named: the medicine's own rows answer.
  en(BONES, 'can I have my tea right after my fosamax?', 'bisphosphonate-morning-drinks'),
  en(WOMAN, 'can i have my coffee straight after?', null, 'how should I take my iron tablet?'),
  en(BONES, 'can I take calcium straight after?', null, ALN_PREV),
];

// Messages asked with medicines said beside them (no persona): a PPI for years, then the blood test.
const PPI_CASES: readonly RowCase[] = [
  {
    locale: 'en-US',
    text: 'should I ask for a blood test then',
    id: 'ppi-long-term-blood-test',
    previous: PPI_PREV,
    persona: BONES,
  },
  {
    locale: 'en-US',
    text: 'do I need my B12 levels checked? been on nexium for 5 years',
    id: 'ppi-long-term-blood-test',
  },
  {
    locale: 'en-US',
    text: 'been on pantoprazole for ages, should I get magnesium tested?',
    id: 'ppi-long-term-blood-test',
  },
  {
    locale: 'zh-CN',
    text: '那要不要去验血',
    id: 'ppi-long-term-blood-test',
    previous: '吃了好几年奥美拉唑，会影响B12和镁吗',
  },
  { locale: 'zh-CN', text: '长期吃奥美拉唑，需要查一下血镁吗', id: 'ppi-long-term-blood-test' },
  {
    locale: 'en-US',
    text: 'should I ask for a blood test then',
    id: null,
    previous: 'does coffee affect my B12?',
    persona: WOMAN,
  },
  { locale: 'en-US', text: 'should I get my magnesium tested?', id: null, persona: WOMAN },
];

// A teenager (the 16-year-old of the round asks without a plan: the age is in her messages).
const TEEN_CASES: readonly RowCase[] = [
  en(undefined, 'what could i grab thats quick before school then', 'teen-quick-breakfast', SKIP_PREV),
  en(undefined, "i'm 15, what's a quick breakfast i can eat on the way to school?", 'teen-quick-breakfast'),
  en(
    undefined,
    'im a teen and never have time in the morning, easy breakfast ideas?',
    'teen-quick-breakfast',
  ),
  zh(undefined, '我16岁，早上来不及，上学前吃什么快手早餐', 'teen-quick-breakfast'),
  zh(undefined, '高二，早上赶时间，早饭拿什么路上吃', 'teen-quick-breakfast'),
  en(WOMAN, 'quick breakfast ideas for busy mornings?', null),
  en(undefined, 'what if i go vegetarian tho', 'teen-vegetarian-nutrients', IRON_TEEN_PREV),
  en(undefined, "i'm 16 and want to go vegetarian, what do i need to watch?", 'teen-vegetarian-nutrients'),
  en(undefined, 'im a teenager thinking of going plant-based, is that ok?', 'teen-vegetarian-nutrients'),
  zh(undefined, '我15岁，想吃素，要注意什么', 'teen-vegetarian-nutrients'),
  zh(undefined, '高一女生，不想吃肉了，会不会缺铁', 'teen-vegetarian-nutrients'),
  en(WOMAN, 'what if i go vegetarian tho', null, 'should I take an iron supplement for heavy periods?'),
];

describe('blind answer round 21, en-US neighbouring and declined answers (development data)', () => {
  it.each([...CASES, ...PPI_CASES, ...TEEN_CASES])('$locale "$text" → $id', (c) => {
    expectRowCase(c, rowsOf(ROUND21_ENBAD_FAQ), {
      nullMayBeUrgent: true,
      sourcedOwnOnly: true,
    });
  });

  it('a tetracycline with milk and calcium both asked gets the spacing of each and, on isotretinoin, the contraindication (en-130)', () => {
    const r = askAs(en(ISO, 'can i take my minocycline with milk or with my calcium gummies', null));
    expect(faqIdsOf(r)).toContain('tetracycline-with-milk-or-calcium');
    expect(r.text).toMatch(/no milk within 2 hours/);
    expect(r.text).toMatch(/pseudotumor cerebri|must not be taken together/);
    const doxy = askAs(en(WOMAN, 'can I take doxycycline with milk and calcium tablets?', null));
    expect(faqIdsOf(doxy)).toContain('tetracycline-with-milk-or-calcium');
    const zhDoxy = askAs(zh(WOMAN, '多西环素能和牛奶、钙片一起吃吗', null));
    expect(faqIdsOf(zhDoxy)).toContain('tetracycline-with-milk-or-calcium');
    // Milk alone stays the medicine-diet row's answer.
    const milk = askAs(zh(ISO, '米诺环素能跟牛奶一起吃吗，我早饭都是一盒奶一个面包', null));
    expect(faqIdsOf(milk)).not.toContain('tetracycline-with-milk-or-calcium');
  });

  it('on lithium, the painkiller asked is answered after the pair: paracetamol, not an NSAID (en-117)', () => {
    for (const text of [
      'is it ok to use ibuprofen for my back pain while on lithium? or is paracetamol better',
      'can I take advil for a headache with my lithium or should I use tylenol',
    ]) {
      const r = askAs(en(LITHIUM, text, null));
      expect(r.text).toMatch(/paracetamol \(acetaminophen, Tylenol\) is the better painkiller/);
      expect(r.text).toMatch(/Interaction with your medicine Lithium/);
    }
    const zhR = askAs(zh(LITHIUM, '吃锂盐头痛，布洛芬和扑热息痛哪个好', null));
    expect(zhR.text).toMatch(/止痛首选对乙酰氨基酚/);
    // Not for someone who is not on lithium.
    const other = askAs(en(WOMAN, 'is ibuprofen or paracetamol better for back pain?', null));
    expect(other.text).not.toMatch(/On lithium, paracetamol/);
  });

  it('names no weight of its own for a weight goal: a table of amounts (en-010)', () => {
    const r = askAs(en(MAN, 'how long would that take realistically', 'weight-goal-how-long', CAL_PREV));
    expect(r.text).toMatch(/5 kg takes about 5–10 weeks/);
    expect(r.text).not.toMatch(/95|80 kg/);
  });
});
