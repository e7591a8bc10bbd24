import { describe, expect, it } from 'vitest';
import { STANDARD_MEDICINE_FAQ } from './rows-standard-medicines';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

// Standard answers on medicines' timing and food (blind answer round 11, development data): each class in
// phrasings that are not the round's words — everyday words, typos, mixed language — with a plan, and
// null where the row must not answer (another area's row may).
const mineOf = rowsOf(STANDARD_MEDICINE_FAQ);

type Case = RowCase;

const INSULIN = 'diabetes on insulin, glucose 2.6';
const LITHIUM = 'lithium with hydrochlorothiazide';
const ALENDRONATE = 'osteoporosis on alendronate with Tums';
const IRON = 'iron deficiency with a multivitamin';
const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';
const NURSING = 'lactating on sertraline';
const MAOI = 'phenelzine';
const VALPROATE = 'valproate, 28';
const CARBAMAZEPINE = 'epilepsy on carbamazepine';
const WOMAN = 'healthy woman';

const GLIPIZIDE = 'type 2 diabetes on glipizide with fasting glucose 64, berberine, chromium and cinnamon';

const CASES: readonly Case[] = [
  // A daytime low on a sulfonylurea, treated (thirty-first clinician review, en S1; words not the review's).
  en(
    GLIPIZIDE,
    'went all wobbly and clammy at the shops, meter read 3.4. ate a mars bar and im ok now. should i worry?',
    'sulfonylurea-low-treated',
  ),
  en(
    GLIPIZIDE,
    'had a hypo this afternoon, fine after some juice, does the doctor need to know',
    'sulfonylurea-low-treated',
  ),
  zh(GLIPIZIDE, '下午逛超市突然心慌冒汗，测了3.3，喝了半瓶可乐就好了，要紧吗', 'sulfonylurea-low-treated'),
  // Night and fasting lows, and an HbA1c, are not this row's.
  en(GLIPIZIDE, 'my a1c was 6.1, is that too low now?', null),
  // A fasting low on insulin: a dose review, glucose at hand (unsafe when missing).
  zh(INSULIN, '上周三早上空腹2.8，吃了块糖就好了，跟头天晚饭没怎么吃有关系吗', 'insulin-fasting-low-review'),
  zh(INSULIN, '前几天早上测过一次3.1，现在没事了，要不要跟医生说', 'insulin-fasting-low-review'),
  zh(INSULIN, '早上空腹2.9要不要睡前吃点东西垫一下', 'insulin-fasting-low-review'),
  en(
    INSULIN,
    'last tuesday my fasting reading was 2.9, fine after some juice. was it the skipped dinner?',
    'insulin-fasting-low-review',
  ),
  en(
    INSULIN,
    'had a hypo overnight on my lantus, should i have a bedtime snack now?',
    'insulin-fasting-low-review',
  ),
  en(
    INSULIN,
    'is that normal though or should the doctor know',
    'insulin-fasting-low-review',
    'got a reading of 3.2 yesterday',
  ),
  // Not a low: an HbA1c, or no glucose-lowering medicine.
  zh(INSULIN, '糖化8.1，空腹是不是要控制得更低', null),
  en(WOMAN, 'my fasting sugar was 3.5 after a long run, is that ok?', null),
  // Keto, fasting or a crash diet on lithium: the level rises (unsafe when missing).
  zh(LITHIUM, '吃锂盐能不能试试断食减肥', 'lithium-keto-fasting-weight'),
  zh(LITHIUM, '想低碳水瘦下来，一个月掉十斤那种', 'lithium-keto-fasting-weight'),
  zh(LITHIUM, '168轻断食我可以做吗', 'lithium-keto-fasting-weight'),
  en(LITHIUM, 'thinking of going keto to drop the lithium weight, ok?', 'lithium-keto-fasting-weight'),
  en(LITHIUM, 'can I do intermittent fasting on lithium', 'lithium-keto-fasting-weight'),
  en(LITHIUM, 'best way to lose 10 kilos without messing up my lithium?', 'lithium-keto-fasting-weight'),
  en(WOMAN, 'is the keto diet safe for losing weight?', null),
  // A lithium level: the range and what food has to do with it.
  zh(LITHIUM, '我的锂水平0.5，正常不', 'lithium-level-meaning'),
  en(LITHIUM, 'my lithium level came back 0.8, is that in range?', 'lithium-level-meaning'),
  en(LITHIUM, 'lithium level was 1.1 - does what i eat change it?', 'lithium-level-meaning'),
  // Drinks on the alendronate morning: plain water, then 30 minutes.
  zh(ALENDRONATE, '吃阿仑膦酸钠那天早上能喝咖啡吗', 'bisphosphonate-morning-drinks'),
  zh(ALENDRONATE, '福善美吃完能马上喝牛奶吗', 'bisphosphonate-morning-drinks'),
  zh(ALENDRONATE, '吃药那天早上能吃燕麦粥吗', 'bisphosphonate-morning-drinks'),
  // "How long do I wait" stays the how-to-take row's.
  zh(ALENDRONATE, '吃药那天早上的燕麦粥要等多久', null),
  en(ALENDRONATE, 'can I have my tea right after my fosamax?', 'bisphosphonate-morning-drinks'),
  en(ALENDRONATE, 'is orange juice ok on alendronate morning', 'bisphosphonate-morning-drinks'),
  en(ALENDRONATE, 'soy milk with breakfast on the pill day, fine?', 'bisphosphonate-morning-drinks'),
  // Iron apart from coffee, tea and milk.
  zh(IRON, '铁剂和奶茶要隔多久', 'iron-breakfast-drinks-apart'),
  zh(IRON, '早上喝完豆浆能马上吃铁片吗，要间隔吗', 'iron-breakfast-drinks-apart'),
  zh(IRON, '补铁跟咖啡要分开多久', 'iron-breakfast-drinks-apart'),
  // "Together?" is the pairing table's question.
  zh(IRON, '补铁跟咖啡能一起吗', null),
  en(IRON, 'how long should I wait between my iron tablet and coffee?', 'iron-breakfast-drinks-apart'),
  en(IRON, 'can i take the ferrous with my chai or keep them apart', 'iron-breakfast-drinks-apart'),
  en(IRON, 'how far apart should my iron pill and latte be?', 'iron-breakfast-drinks-apart'),
  // Fruits to avoid on tacrolimus; food safety.
  // Grapefruit, pomelo and Seville orange by name: the medicine-diet row answers.
  zh(TRANSPLANT, '吃他克莫司能吃柚子吗', null),
  zh(TRANSPLANT, '肾移植后哪些东西不能吃', 'calcineurin-foods-and-pomegranate'),
  zh(TRANSPLANT, '石榴汁可以喝吗', 'calcineurin-foods-and-pomegranate'),
  en(TRANSPLANT, 'is grapefuit ok on prograf?', null),
  en(TRANSPLANT, 'what fruits should I avoid after my transplant?', 'calcineurin-foods-and-pomegranate'),
  en(TRANSPLANT, 'can i have a pomegranate smoothie', 'calcineurin-foods-and-pomegranate'),
  en(TRANSPLANT, 'pomelo at chinese new year - allowed?', null),
  zh(TRANSPLANT, '换了肾以后有什么忌口', 'calcineurin-foods-and-pomegranate'),
  // Sertraline with food.
  zh(NURSING, '舍曲林饭后吃还是饭前吃', 'sertraline-with-food'),
  zh(NURSING, '左洛复空腹吃老恶心，怎么办', 'sertraline-with-food'),
  zh(NURSING, '舍曲林要不要随餐', 'sertraline-with-food'),
  en(NURSING, 'should zoloft be taken with food? it makes me queasy', 'sertraline-with-food'),
  en(NURSING, 'sertraline on an empty stomach upsets my tummy', 'sertraline-with-food'),
  en(NURSING, 'ok to take my sertraline after breakfast instead?', 'sertraline-with-food'),
  // Yeast extracts on an MAOI.
  zh(MAOI, '吃苯乙肼能吃马麦酱吗', 'maoi-yeast-extract'),
  zh(MAOI, '酵母提取物做的汤块能用吗', 'maoi-yeast-extract'),
  zh(MAOI, '维吉麦抹面包行不行', 'maoi-yeast-extract'),
  en(MAOI, 'is marmite ok on nardil', 'maoi-yeast-extract'),
  en(MAOI, 'can i still have vegemite toast', 'maoi-yeast-extract'),
  en(MAOI, 'bovril in gravy - safe?', 'maoi-yeast-extract'),
  // Bones on an antiepileptic.
  zh(VALPROATE, '吃丙戊酸钠要不要补钙和维生素D', 'antiepileptic-bones-vitamin-d'),
  zh(CARBAMAZEPINE, '卡马西平吃久了骨头会变脆吗', 'antiepileptic-bones-vitamin-d'),
  zh(VALPROATE, '抗癫痫药伤骨头，需要补维D吗', 'antiepileptic-bones-vitamin-d'),
  en(CARBAMAZEPINE, 'does tegretol thin your bones? should I take calcium', 'antiepileptic-bones-vitamin-d'),
  en(VALPROATE, 'do i need vit d on depakote for my bones', 'antiepileptic-bones-vitamin-d'),
  en(
    VALPROATE,
    'heard seizure meds cause osteoporosis, anything i should take?',
    'antiepileptic-bones-vitamin-d',
  ),
  en(WOMAN, 'do I need vitamin D for my bones?', null),
  // Calcium citrate or carbonate.
  zh(ALENDRONATE, '我在吃奥美拉唑，钙片换成枸橼酸钙会不会好点', 'calcium-citrate-or-carbonate'),
  zh(WOMAN, '柠檬酸钙和碳酸钙哪个吸收好', 'calcium-citrate-or-carbonate'),
  zh(undefined, '碳酸钙吃了胀气，换枸橼酸钙行吗', 'calcium-citrate-or-carbonate'),
  en(ALENDRONATE, 'is citrate better than carbonate for me?', 'calcium-citrate-or-carbonate'),
  en(WOMAN, 'calcium citrate or calcium carbonate, which one?', 'calcium-citrate-or-carbonate'),
  en(undefined, 'would citracal be better than my caltrate?', 'calcium-citrate-or-carbonate'),
  // With the PPI named, the PPI row answers (it says citrate suits long-term acid reducers).
  en(undefined, 'should i switch my caltrate to citracal since i take nexium', null),
  en('kidney disease eGFR 22 with magnesium', 'calcium citrate or carbonate, which one?', null),
  // Prediabetes: what to eat.
  zh('healthy man, weight loss', '体检说我糖尿病前期，饮食上要怎么改', 'prediabetes-what-to-eat'),
  zh(WOMAN, '空腹血糖受损6.3，吃东西要注意啥', 'prediabetes-what-to-eat'),
  zh(undefined, '医生说我是糖尿病前期，能逆转吗，怎么吃', 'prediabetes-what-to-eat'),
  en(
    'healthy man, weight loss',
    'just got told im prediabetic, what should i change in my diet',
    'prediabetes-what-to-eat',
  ),
  en(WOMAN, 'borderline diabetes on my bloods - does my plan change?', 'prediabetes-what-to-eat'),
  en(undefined, 'pre-diabetes and high triglycerides, what do I eat?', 'prediabetes-what-to-eat'),
  en(INSULIN, 'what should I eat for prediabetes?', null),
];

describe('standard medicine rows', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });

  it('a fasting low on insulin asks for a dose review and keeps glucose at hand, in both languages', () => {
    const z = askAs(zh(INSULIN, '早上空腹2.7，是不是晚饭吃少了', null)).text;
    expect(z).toMatch(/剂量可能需要调整/);
    expect(z).toMatch(/葡萄糖片/);
    const e = askAs(en(INSULIN, 'fasting 2.7 this morning, was it the small dinner?', null)).text;
    expect(e).toMatch(/may need to be lowered/);
    expect(e).toMatch(/glucose tablets/);
  });

  it('keto on lithium says the level rises, never the general keto answer', () => {
    const r = askAs(zh(LITHIUM, '想减肥，搞生酮行不行', null));
    expect(r.text).toMatch(/血锂升高/);
    expect(r.text).not.toMatch(/DIETFITS/);
  });
});

// Rows of other areas whose words were widened for the class (round 11 en-106, zh-136).
describe('widened rows of other areas', () => {
  it.each([
    en(VALPROATE, 'can i drink on depakote at a party', 'antiepileptic-alcohol'),
    en(VALPROATE, 'just a couple of beers on valproate, ok?', 'antiepileptic-alcohol'),
    zh(VALPROATE, '吃丙戊酸钠能喝两杯吗', 'antiepileptic-alcohol'),
    zh(IRON, '铁剂换成力蜚能会好一点吗', 'iron-which-form'),
    zh(IRON, '换一种铁剂会好点吗', 'iron-which-form'),
    en(IRON, 'should I switch to polysaccharide iron?', 'iron-which-form'),
  ])('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain(c.id);
  });
});

// A lithium level asked with its meaning is read by the lab reader against the maintenance range (the
// lithium marker, sixteenth clinician review en P2); told with a blander diet, the lithium salt-and-fluids
// rule answers the whole message. Never the row's general text, which names no value.
describe('a lithium level typed with "what does it mean"', () => {
  it.each([
    ['zh-CN', '血锂0.7是什么意思，偏低吗', /0\.7[\s\S]*0\.4–1\.0 mmol\/L/],
    ['zh-CN', '锂浓度1.0高不高，跟我最近吃得清淡有关吗', /盐/],
    ['en-US', 'what does a lithium level of 0.6 mean for me', /0\.6[\s\S]*0\.4–1\.0 mmol\/L/],
  ] as const)('%s: %s', (locale, text, says) => {
    const r = askAs({ persona: LITHIUM, locale, text });
    expect(['lab_result', 'medicine_question']).toContain(r.intent);
    expect(faqIdsOf(r)).not.toContain('lithium-level-meaning');
    expect(r.text).toMatch(says);
  });
});
