import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, zhCase as zh, type RowCase, expectRowCase, rowsOf } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T2,
  NURSING,
  KIDNEY as CKD,
  INSULIN,
  HF,
  TRANSPLANT,
  MTX,
  VALPROATE,
  ISOTRETINOIN as ISO,
  IRON,
  GOUT,
  BONES,
} from './testing-personas';
import { ROUND22_ENBAD_FAQ } from './rows-round22-enbad';

// Blind answer round 22's en-US questions answered with a neighbouring topic, declined or answered unsafely
// (development data): each class as the round asked it (same persona, same earlier message), then in other
// words — everyday words, a typo, mixed language — with a plan or as a guest, in both languages where the row
// covers both; null where the row must not answer (same words, another question; a person it is not for).

const SNACK_PREV =
  "Last week my fasting sugar was 2.6 when I checked in the morning. What should I eat before bed so that doesn't happen again?";
const NURSE_PREV =
  "how many extra calories do i need while nursing? i want to lose the baby weight but i'm scared to tank my supply";
const CHIPOTLE_PREV =
  "What's a good lunch I can get at Chipotle that fits my plan? I usually get the burrito with everything.";
const MILK_PREV =
  'How much calcium do I need a day total from food and pills? I drink 2 glasses of milk a day.';
const PILLS_PREV = 'is it ok to take my moms hydroxycut pills';
const GTT_PREV =
  "Glucose test is in 4 weeks. Should I cut out sugar now so I pass it? I'm having boba almost every day ngl";
const TORTILLA_PREV =
  'How many carbs should I have per meal? I eat tortillas with every meal, usually 3 or 4 corn tortillas';

const CASES: readonly RowCase[] = [
  // A teenager's calorie target for an event (en-041, UNSAFE before).
  en(
    undefined,
    'how many calories should i eat to lose weight fast, like 10 lbs before prom in 6 weeks',
    'teen-calories-to-lose-fast',
  ),
  en(undefined, "i'm 15, how many calories a day to lose 4 kg in 5 weeks?", 'teen-calories-to-lose-fast'),
  en(undefined, 'im 16 how many cals should i eat to drop weight', 'teen-calories-to-lose-fast'),
  zh(undefined, '我16岁，想一个月瘦5斤，每天吃多少热量', 'teen-calories-to-lose-fast'),
  zh(undefined, '高二女生，减肥每天摄入多少卡路里合适', 'teen-calories-to-lose-fast'),
  en(MAN, 'how many calories should I eat to lose 10 lbs in 6 weeks?', null),
  en(undefined, "i'm 16, how many calories to gain muscle?", null),
  // A teenager eating less at family meals (en-154, UNSAFE before).
  en(
    undefined,
    'my mom is indian and makes rice and roti every night. how do i eat less without her getting mad',
    'teen-eat-less-family-meals',
  ),
  en(
    undefined,
    "i'm 15 and my mum piles my plate every dinner, how can i eat less",
    'teen-eat-less-family-meals',
  ),
  en(
    undefined,
    'my parents make me finish my plate, how do i eat less at dinner without them getting upset',
    'teen-eat-less-family-meals',
  ),
  zh(undefined, '我15岁，妈妈每顿都给我盛很多饭，怎么少吃点她才不生气', 'teen-eat-less-family-meals'),
  zh(undefined, '上高中了，家里做饭太多，想少吃一点又怕妈妈不高兴', 'teen-eat-less-family-meals'),
  en(MAN, 'my mom cooks rice every night, how do i eat less without her getting mad', null),
  en(undefined, "i'm 16, my mom makes rice every night, how do i gain weight", null),
  // A bedtime snack named, on insulin with lows (en-020).
  en(
    INSULIN,
    'Is a glass of milk and peanut butter crackers ok or will that spike me?',
    'insulin-bedtime-snack-named',
    SNACK_PREV,
  ),
  en(
    INSULIN,
    'would a slice of toast with peanut butter before bed be ok, or will it push my sugar up?',
    'insulin-bedtime-snack-named',
  ),
  en(INSULIN, 'will cheese and crackers before bed spike my sugar?', 'insulin-bedtime-snack-named'),
  zh(
    INSULIN,
    '一杯牛奶加花生酱饼干可以吗，会不会升太高',
    'insulin-bedtime-snack-named',
    '早上空腹血糖2.6，睡前该吃点什么',
  ),
  zh(INSULIN, '睡前来杯酸奶行吗', 'insulin-bedtime-snack-named'),
  en(WOMAN, 'is a glass of milk and peanut butter crackers ok before bed?', null),
  en(INSULIN, 'can I take my metformin with milk?', null),
  // How many grams of sugar treat a low (en-087).
  en(INSULIN, 'how many grams of carbs should I eat per meal?', null),
  en(WOMAN, 'how much sugar is too much a day?', null),
  // Folic acid daily or skipped on the methotrexate day (en-025).
  en(
    MTX,
    'I take folic acid 5 mg. Should I take it every day, or skip it on the day I take my methotrexate?',
    'methotrexate-folic-acid-daily',
  ),
  en(MTX, 'do i take folic acid daily or skip the mtx day?', 'methotrexate-folic-acid-daily'),
  en(
    undefined,
    'on methotrexate weekly - should the 5mg folic acid be every day?',
    'methotrexate-folic-acid-daily',
  ),
  zh(MTX, '叶酸能不能天天吃', 'methotrexate-folic-acid-daily', '甲氨蝶呤一周吃一次，叶酸5mg应该哪天吃'),
  zh(MTX, '吃甲氨蝶呤那天要跳过叶酸吗', 'methotrexate-folic-acid-daily'),
  en(WOMAN, 'should I take folic acid every day?', null),
  en(MTX, 'I take folic acid every day except Monday, is that wrong?', null),
  // A diet programme while breastfeeding (en-051).
  en(
    NURSING,
    'is it ok to do weight watchers while breastfeeding or is that too restrictive',
    'diet-programme-while-breastfeeding',
    NURSE_PREV,
  ),
  en(NURSING, 'can i use noom while nursing?', 'diet-programme-while-breastfeeding'),
  en(
    undefined,
    "I'm breastfeeding, is counting calories on myfitnesspal ok?",
    'diet-programme-while-breastfeeding',
  ),
  zh(NURSING, '哺乳期可以用薄荷健康计热量减肥吗', 'diet-programme-while-breastfeeding'),
  zh(undefined, '喂奶期间能数热量减肥吗', 'diet-programme-while-breastfeeding'),
  en(WOMAN, 'is weight watchers a good program?', null),
  en(NURSING, 'can i do keto while breastfeeding?', null),
  // Whether a named breakfast has enough fat for isotretinoin (en-066).
  en(WOMAN, 'does a bagel with cream cheese count as a healthy breakfast?', null),
  en(ISO, 'would peanut butter toast work?', null),
  // Whether orange juice helps iron (en-068).
  en(WOMAN, 'does orange juice help a cold?', null),
  en(IRON, 'does orange juice with tea help?', null),
  // A double portion of meat and protein (en-074).
  en(
    MAN,
    'What if I do a bowl, skip the rice and get double chicken? Is that too much protein?',
    'double-meat-too-much-protein',
    CHIPOTLE_PREV,
  ),
  en(MAN, 'i get double steak on my salad, is that too much protein?', 'double-meat-too-much-protein'),
  en(undefined, 'extra chicken on my bowl - too much protein?', 'double-meat-too-much-protein'),
  zh(MAN, '点双份鸡肉，蛋白质会不会太多', 'double-meat-too-much-protein'),
  zh(undefined, '吃饭加肉要两份，蛋白质过量吗', 'double-meat-too-much-protein'),
  en(CKD, 'is double chicken too much protein?', null),
  en(MAN, 'two scoops of protein powder, too much protein?', null),
  // Plant iron that is absorbed, for a vegan (en-075).
  en(WOMAN, 'what foods have iron?', null),
  en(VEGAN, 'should I take an iron supplement?', null),
  // Cutting a calcium pill for the milk drunk (en-100).
  en(BONES, 'So should I cut my calcium pill down to one a day?', 'calcium-pill-cut-for-milk', MILK_PREV),
  en(WOMAN, 'i have two cups of milk daily, should i take fewer calcium pills?', 'calcium-pill-cut-for-milk'),
  zh(undefined, '每天喝三杯牛奶，钙片可以只吃一片吗', 'calcium-pill-cut-for-milk'),
  zh(undefined, '每天一盒牛奶，钙片可以少吃吗', 'calcium-pill-cut-for-milk'),
  en(CKD, 'I drink 2 glasses of milk, can I cut my calcium pill?', null),
  en(BONES, 'should I cut my iron pill down to one a day?', null),
  // Apple cider vinegar gummies (en-103).
  en(WOMAN, 'is apple cider vinegar good for weight loss?', null),
  en(WOMAN, 'are vitamin gummies ok?', null),
  // The calories of the beers named (en-104).
  en(
    MAN,
    'I drink about 4 Coors Lights on Saturday and Sunday watching football. How much is that actually setting me back?',
    'beer-calories-named',
  ),
  en(undefined, 'I have 3 bud lights every night, how many calories is that?', 'beer-calories-named'),
  en(WOMAN, 'how many calories in 2 beers?', 'beer-calories-named'),
  zh(MAN, '每周末喝四罐啤酒，热量有多少', 'beer-calories-named'),
  zh(undefined, '每天两瓶啤酒对减肥影响多大', 'beer-calories-named'),
  en(MAN, 'should I switch from 4 beers to vodka soda to lose weight?', null),
  en(GOUT, 'how many calories in 4 beers?', null),
  en(MAN, 'how many calories in beer?', null),
  // Calcium without dairy (en-105).
  en(VEGAN, 'should I take a calcium supplement as a vegan?', null),
  en(CKD, 'how do I get calcium without dairy?', null),
  // A diner meal on a sodium limit (en-115).
  en(WOMAN, "what can I order at a diner that isn't salty?", null),
  en(HF, 'what can I order at a diner for breakfast?', null),
  // Biotin and other supplements for hair loss on valproate (en-119).
  en(WOMAN, 'will biotin help my hair?', null),
  en(VALPROATE, 'can I take vitamin D with valproate?', null),
  // Green tea after diet pills (en-130).
  en(undefined, 'ok what about just drinking a lot of green tea', 'green-tea-after-diet-pills', PILLS_PREV),
  en(
    undefined,
    'what about green tea instead?',
    'green-tea-after-diet-pills',
    'are diet pills safe to lose weight?',
  ),
  en(WOMAN, 'ok and matcha?', 'green-tea-after-diet-pills', 'does hydroxycut work?'),
  zh(undefined, '那多喝绿茶呢', 'green-tea-after-diet-pills', '减肥药能吃吗'),
  zh(WOMAN, '喝绿茶可以吗', 'green-tea-after-diet-pills', '燃脂片有用吗'),
  en(WOMAN, 'is green tea healthy?', null),
  en(T2, 'what about green tea?', null, 'are diet pills safe?'),
  // What to eat the morning of the glucose test (en-135).
  en(T2, 'So what should I eat the morning of the test?', 'glucose-test-morning-meal', GTT_PREV),
  en(
    T2,
    'what do I eat the morning of it?',
    'glucose-test-morning-meal',
    'I have my glucose tolerance test next week',
  ),
  en(
    undefined,
    'and on the day itself, breakfast or not?',
    'glucose-test-morning-meal',
    "i'm 26 weeks pregnant, the glucose test is on friday",
  ),
  zh(T2, '糖耐当天早上能吃早饭吗', 'glucose-test-morning-meal'),
  zh(T2, '那天早上吃什么', 'glucose-test-morning-meal', '下周做糖耐'),
  en(WOMAN, 'what should I eat the morning of my blood test?', null),
  en(T2, 'I failed my glucose test, what should I eat for breakfast?', null),
  // One-handed snacks for a nursing mother (en-136).
  en(
    NURSING,
    'im so tired and eating like garbage, mostly granola bars and cold coffee. what are easy one handed snacks that are actually healthy',
    'nursing-one-handed-snacks',
  ),
  en(NURSING, 'quick healthy snacks while breastfeeding?', 'nursing-one-handed-snacks'),
  en(undefined, "i'm nursing and exhausted, easy snacks?", 'nursing-one-handed-snacks'),
  zh(NURSING, '喂奶的时候有什么方便的健康零食', 'nursing-one-handed-snacks'),
  zh(undefined, '哺乳期太累了，有什么快手加餐', 'nursing-one-handed-snacks'),
  en(WOMAN, 'easy healthy snacks?', null),
  en(NURSING, 'are protein bars a healthy snack?', null),
  // Corn or flour tortillas (en-142).
  en(INSULIN, 'and flour tortillas vs corn, is one better', 'tortilla-corn-or-flour', TORTILLA_PREV),
  en(undefined, 'corn or flour tortillas for weight loss?', 'tortilla-corn-or-flour'),
  en(MAN, 'which is healthier, flour tortilla or corn tortilla', 'tortilla-corn-or-flour'),
  zh(INSULIN, '玉米饼和面粉饼哪个好', 'tortilla-corn-or-flour'),
  zh(undefined, '墨西哥卷饼用玉米的还是面粉的好', 'tortilla-corn-or-flour'),
  en(INSULIN, 'how many carbs in a corn tortilla?', null),
  en(WOMAN, 'is corn flour gluten free?', null),
  // Dairy and whey with acne (en-150).
  en(ISO, 'does dairy cause acne? should i cut out milk and my whey protein', 'acne-sugar-dairy-diet'),
  en(undefined, 'can whey protein give you acne?', 'acne-sugar-dairy-diet'),
  en(WOMAN, 'will cutting dairy clear my skin? breakouts every month', 'acne-sugar-dairy-diet'),
  zh(ISO, '喝牛奶会长痘吗', 'acne-sugar-dairy-diet'),
  zh(undefined, '乳清蛋白粉会不会导致长痘', 'acne-sugar-dairy-diet'),
  en(ISO, 'should I cut out whey protein?', null),
  en(WOMAN, 'is dairy healthy?', null),
  // Dried small fish for calcium, and cola and bones (en-153).
  en(
    BONES,
    'I am from Korea. Every day I eat myeolchi bokkeum (small dried anchovy) and tofu, and in afternoon I drink one Diet Pepsi. The anchovy is good calcium? And cola is bad for my bone?',
    'dried-small-fish-calcium',
  ),
  en(undefined, 'are sardines a good source of calcium?', 'dried-small-fish-calcium'),
  en(WOMAN, 'do dried anchovies have a lot of calcium?', 'dried-small-fish-calcium'),
  zh(BONES, '小鱼干补钙效果好吗', 'dried-small-fish-calcium'),
  zh(undefined, '虾皮补钙吗', 'dried-small-fish-calcium'),
  en(WOMAN, 'are anchovies high in salt?', null),
  en(GOUT, 'are sardines good calcium?', null),
  en(BONES, 'And cola is bad for my bone?', 'cola-and-bones'),
  en(undefined, 'does diet coke weaken your bones?', 'cola-and-bones'),
  en(WOMAN, 'is pepsi bad for bone density?', 'cola-and-bones'),
  zh(BONES, '喝可乐会不会骨质疏松', 'cola-and-bones'),
  zh(undefined, '可乐会让钙流失吗', 'cola-and-bones'),
  en(BONES, 'is sparkling water bad for my bones?', null),
  en(WOMAN, 'is diet coke bad for weight loss?', null),
  // Soul food with kidney disease (en-156; English dishes, English only).
  en(
    CKD,
    'My wife cooks a lot of soul food: collard greens, cornbread, black-eyed peas, mac and cheese. Which of these are bad for my kidneys and what can she change?',
    'kidney-soul-food',
  ),
  en(CKD, 'is mac and cheese ok for my kidneys?', 'kidney-soul-food'),
  en(undefined, 'i have ckd, can i still eat collard greens and cornbread?', 'kidney-soul-food'),
  en(WOMAN, 'is cornbread healthy?', null),
  en(TRANSPLANT, 'can I eat collard greens?', null),
  // Kombucha after a transplant (en-157).
  en(
    TRANSPLANT,
    "Can I drink kombucha? It's a probiotic so it should be good for me, right?",
    'transplant-kombucha',
  ),
  en(TRANSPLANT, 'is kombucha ok on tacrolimus?', 'transplant-kombucha'),
  en(undefined, 'after my kidney transplant can i have kombucha?', 'transplant-kombucha'),
  zh(TRANSPLANT, '移植后能喝康普茶吗', 'transplant-kombucha'),
  zh(undefined, '吃他克莫司可以喝红茶菌吗', 'transplant-kombucha'),
  en(WOMAN, 'is kombucha good for gut health?', null),
  en(TRANSPLANT, 'can I eat yoghurt?', null),
  // Sweet tea and soda with gout (en-160).
  en(
    GOUT,
    'Is sweet tea and regular soda bad for gout too, or is it just meat and beer?',
    'gout-cola-or-juice',
  ),
  en(GOUT, 'is coke bad for my uric acid?', 'gout-cola-or-juice'),
  en(undefined, 'is sweet tea ok with gout?', 'gout-cola-or-juice'),
  zh(GOUT, '痛风能喝可乐吗', 'gout-cola-or-juice'),
  zh(undefined, '尿酸高，奶茶能喝吗', 'gout-cola-or-juice'),
  en(GOUT, 'is orange juice ok for gout?', null),
  en(WOMAN, 'is soda bad for me?', null),
  en(GOUT, 'is vodka with soda water ok?', null),
  // Tomatoes and orange juice on a potassium limit (en-022).
  en(TRANSPLANT, 'Is regular orange juice fine then?', null, "Why can't I have grapefruit on tacrolimus?"),
  en(WOMAN, 'are tomatoes healthy?', null),
  en(HF, 'and tomato sauce? I have spaghetti every Sunday', null),
];

describe('blind answer round 22, en-US neighbouring, declined and unsafe answers (development data)', () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, rowsOf(ROUND22_ENBAD_FAQ), {
        nullMayBeUrgent: true,
      });
      // The first case builds the reference plans (a cold start of several seconds).
    },
    30_000,
  );

  it('works out what the person named: the beers, the weeks, the glasses of milk, the dishes', () => {
    const beer = askAs(
      en(
        MAN,
        'I drink about 4 Coors Lights on Saturday and Sunday watching football. How much is that actually setting me back?',
        null,
      ),
    );
    expect(beer.text).toMatch(/8 × 102 ≈ 820 kcal/);
    const nightly = askAs(en(undefined, 'I have 3 bud lights every night, how many calories is that?', null));
    expect(nightly.text).toMatch(/21 × 110/);
    const teen = askAs(
      en(
        undefined,
        'how many calories should i eat to lose weight fast, like 10 lbs before prom in 6 weeks',
        null,
      ),
    );
    expect(teen.text).toMatch(/10 lb in 6 weeks \(about 1\.7 lb a week\) is too fast/);
    expect(teen.text).not.toMatch(/WHO adult|Mifflin/);
    const milk = askAs(en(BONES, 'So should I cut my calcium pill down to one a day?', null, MILK_PREV));
    expect(milk.text).toMatch(/2 glasses of milk give about 600 mg/);
    const two = askAs(en(WOMAN, 'i have two cups of milk daily, should i take fewer calcium pills?', null));
    expect(two.text).toMatch(/2 glasses of milk give about 600 mg/);
    const soul = askAs(en(CKD, 'is mac and cheese ok for my kidneys?', null));
    expect(soul.text).toMatch(/Mac and cheese/);
    expect(soul.text).not.toMatch(/Black-eyed peas/);
  }, 30_000);

  it('answers the snack named, not another one (en-020)', () => {
    const snack = askAs(
      en(
        INSULIN,
        'Is a glass of milk and peanut butter crackers ok or will that spike me?',
        null,
        SNACK_PREV,
      ),
    );
    expect(snack.text).toMatch(/about 27 g of carbohydrate/);
    expect(snack.text).toMatch(/peanut-butter crackers/);
  });

  it('a teenager is never told adult weight-loss advice for the family meal (en-154)', () => {
    const r = askAs(
      en(
        undefined,
        'my mom is indian and makes rice and roti every night. how do i eat less without her getting mad',
        null,
      ),
    );
    expect(r.text).toMatch(/roti/);
    expect(r.text).not.toMatch(/for an adult, halving/);
    expect(r.text).toMatch(/Tell your mom/);
  });
});
