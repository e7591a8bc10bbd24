import { describe, expect, it } from 'vitest';
import { askAs, expectSourcedInItsLanguage, faqIdsOf, type FaqCase } from './testing';

// Blind answer rounds 29–35 (development data): the questions asked again and again of two personas — 老黄
// (prostate cancer on prednisone, K 3.3, ALT 96, calcium 2.02, vitamin D 11.8 on one Caltrate D600, fasting
// glucose 7.2) and Frank (Zytiga with prednisone, Lupron, Zestoretic, metformin, atorvastatin; K 3.3, ALT 96).

const LAO = '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)';
const FRANK = 'metastatic prostate cancer on Zytiga with prednisone, Zestoretic, K 3.3 (en)';
const HUANG = '老黄 mCRPC on 泽珂, 诺雷德, 择泰 (zh)';
const EILEEN = 'Eileen: PMR on prednisolone, Hb 118 without iron studies, K 3.2 (UK)';
const LIU = '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)';
const GUO = '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)';

/** A case, the row it must use, and what the answer must (and must not) say. */
interface Case extends FaqCase {
  id: string;
  lead: RegExp;
  says?: RegExp[];
  never?: RegExp[];
}

function expectCase(c: Case): void {
  const r = askAs(c);
  expect(r.urgent).toBe(false);
  expect(faqIdsOf(r)).toContain(c.id);
  expect(r.text).toMatch(c.lead);
  for (const re of c.says ?? []) expect(r.text).toMatch(re);
  for (const re of c.never ?? []) expect(r.text).not.toMatch(re);
  expectSourcedInItsLanguage(r, c.locale);
}

/** A message or person the row is not for. */
function expectNot(c: FaqCase, id: string): void {
  expect(faqIdsOf(askAs(c))).not.toContain(id);
}

const ZYTIGA_PREV_EN =
  'Zytiga label says take on an empty stomach. What does that mean in real life, how long before or after breakfast? I take metformin with breakfast';
const ZYTIGA_PREV_ZH = '泽珂（阿比特龙）说要空腹吃，我早上吃完药得等多久才能吃早饭啊';

describe('Zytiga: coffee, breakfast, metformin and the prednisone', () => {
  const id = 'abiraterone-coffee-breakfast-metformin';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      previous: ZYTIGA_PREV_EN,
      text: 'can I at least have my black coffee with it?',
      lead: /^\*\*Yes — black coffee with nothing added/,
      says: [/at least 1 hour after the dose/],
    },
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      previous: ZYTIGA_PREV_EN,
      text: 'can I at least have my coffee w/ creamer in that window?',
      lead: /^\*\*Coffee with milk, creamer or sugar counts as food/,
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      previous: ZYTIGA_PREV_ZH,
      text: '中间喝杯加奶的咖啡算不算破坏空腹',
      lead: /^\*\*加了牛奶、奶精或糖的咖啡算吃东西/,
      // No hyperkalaemia card beside a low potassium.
      never: [/高钾血症/],
    },
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      previous: 'Zytiga label says take on an empty stomach. Can I have my coffee with it? I take it at 7am',
      text: 'how long do I wait before breakfast then',
      lead: /^\*\*Wait at least 1 hour after the Zytiga dose before breakfast/,
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      previous:
        '我老公在吃Zytiga（阿比特龙），说明书上说跟食物一起吃会吸收太多？到底是饭前多久还是饭后多久吃',
      text: '可他的metformin是要跟早饭一起吃的，两个药早上怎么错开？',
      lead: /^\*\*二甲双胍跟早饭吃、阿比特龙空腹吃，可以这样错开/,
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      previous: 'Zytiga说明书写要空腹吃，那我早饭得跟它隔多长时间？我一般7点吃早饭',
      text: '泼尼松也得空腹吗，还是跟饭一起吃',
      lead: /^\*\*泼尼松不用空腹/,
    },
    {
      id,
      locale: 'zh-CN',
      persona: HUANG,
      text: '吃泽珂早上能喝咖啡吗',
      lead: /^\*\*黑咖啡可以/,
      // Not on metformin: no metformin schedule.
      never: [/二甲双胍/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('taking it with breakfast or milk, asked outright, keeps the empty-stomach row', () => {
    expectNot(
      { locale: 'en-US', persona: FRANK, text: 'Should Zytiga be taken before or after breakfast?' },
      id,
    );
    expectNot({ locale: 'zh-CN', persona: HUANG, text: '泽珂早饭后跟牛奶一起吃行吗？' }, id);
  }, 60_000);

  it('coffee for someone not on Zytiga is not this row', () => {
    expectNot(
      { locale: 'en-US', persona: 'healthy woman', text: 'can I have black coffee before breakfast?' },
      id,
    );
  }, 60_000);
});

describe('a low potassium on Zytiga and a thiazide, with diabetes: foods that do not raise the sugar', () => {
  const id = 'abiraterone-thiazide-low-potassium-diabetes-foods';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      text: "potassium 3.3 on last labs, onc says keep an eye on it. I'm diabetic so not crazy about bananas and OJ. what else can I eat to get K up",
      lead: /^\*\*Zytiga and the hydrochlorothiazide in Zestoretic both can lower potassium/,
      says: [/avocado/, /Skip the orange juice/, /Potassium-rich foods are fine/],
      never: [/can raise blood potassium \(hyperkalaemia\)/, /^⚠️/],
    },
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      text: 'K was 3.3 again and my oncologist wants it up. potassium pills or just eat more potatoes and OJ?',
      lead: /^\*\*Prescribed potassium first, food alongside/,
      says: [/do not buy your own/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      text: '他血钾3.3，在吃那个Zestoretic，里面有利尿的成分。我想给他多做土豆、菠菜补钾，他还有糖尿病，土豆会不会升糖太快，有没有别的选择',
      lead: /^\*\*你的血钾偏低：含钾的食物可以正常吃——牛油果几乎不升血糖/,
      says: [/吃土豆就相应少吃米饭/, /补钾药/],
      never: [/高钾血症/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      text: '血钾3.3，我吃的是赖诺普利氢氯噻嗪那个复方（Zestoretic），可以多吃点高钾的菜和水果吗',
      lead: /^\*\*阿比特龙和赖诺普利氢氯噻嗪/,
      never: [/^⚠️/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('the cause asked alone keeps the abiraterone row; a high potassium is never this row', () => {
    expectNot(
      {
        locale: 'en-US',
        persona: FRANK,
        text: 'his potassium came back at 3.3, is that from the water pill or the Zytiga?',
      },
      id,
    );
    expectNot(
      { locale: 'en-US', persona: 'heart failure, potassium 5.4', text: 'can I eat potatoes and bananas?' },
      id,
    );
  }, 60_000);
});

describe('a raised ALT during cancer treatment: alcohol and the diet', () => {
  const id = 'raised-alt-alcohol-cancer-treatment';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      text: 'My ALT is 96 now. I usually have 2 beers at the ballgame on weekends. Do I need to quit that?',
      lead: /^\*\*With an ALT of 96 \(about 2–3 times the upper limit\) while on Zytiga, stop the alcohol for now/,
      says: [/this week/, /Non-alcoholic beer/, /Atorvastatin can raise ALT too/],
    },
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      previous:
        'My ALT is 96 now. I usually have 2 beers at the ballgame on weekends. Do I need to quit that?',
      text: 'what about the non-alcoholic beers, like Athletic brew? those have carbs too right',
      lead: /^\*\*Non-alcoholic beer is fine/,
      says: [/10–20 g/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '转氨酶ALT 96，老头子每天中午还要抿一两白酒，说喝了几十年了。这个真要戒吗',
      lead: /^\*\*转氨酶ALT 96（约为正常上限的2–3倍），又在做肿瘤治疗，酒要现在就停掉/,
      says: [/约含酒精20克/, /手抖/],
      never: [/二甲双胍/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      text: '阿托伐他汀不能配西柚这个我知道，那阿比特龙也一样吗？另外转氨酶96，吃东西要不要忌口',
      lead: /^(⚠️[^\n]*\n\n)?\*\*转氨酶高时，饮食上真正要避开的是酒/,
      says: [/西柚和阿比特龙没有需要在意的相互作用/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('no cancer, or no raised ALT and no Zytiga: not this row', () => {
    expectNot(
      {
        locale: 'en-US',
        persona: 'lithium with hydrochlorothiazide',
        text: 'can I have a beer on the weekend?',
      },
      id,
    );
    expectNot(
      { locale: 'en-US', persona: 'healthy woman', text: 'my ALT is 96, can I still drink beer?' },
      id,
    );
  }, 60_000);
});

describe('a raised ALT during prostate cancer treatment: liver tonics, and the calcium tablet', () => {
  const id = 'raised-alt-liver-tonics-calcium-cancer';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: LAO,
      text: 'His ALT is 96 and AST 71. Is his Caltrate D600 still ok? He also want to try some Chinese herbal tonic the relatives sent from home',
      lead: /^\*\*No — don’t add [^*]*the Caltrate D is fine to keep taking/,
      says: [/within a week/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '谷丙转氨酶96，谷草71，钙尔奇D还能接着吃吗？会不会伤肝啊。他的血钙才2.02，维D 11.8',
      lead: /^\*\*钙尔奇D可以接着吃：钙和维生素D在这个剂量下不伤肝/,
      says: [/补得更多/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      text: 'ALT 96了，阿托伐他汀和阿比特龙是不是都伤肝？朋友推荐奶蓟草护肝片，可以吃吗',
      lead: /^\*\*水飞蓟（奶蓟草）、护肝片这类东西先不要加/,
      says: [/阿比特龙（泽珂）本身就会伤肝/, /阿托伐他汀也可能/],
      // Frank takes no calcium tablet: no thiazide-and-calcium card.
      never: [/钙补充剂不要超过推荐量/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('on gefitinib the raised-liver-enzymes row keeps its own medicine line', () => {
    expectNot({ locale: 'zh-CN', persona: LIU, text: 'ALT 80，亲戚送了灵芝孢子粉，能吃吗' }, id);
  }, 60_000);
});

describe('a steroid’s raised blood sugar and white congee', () => {
  const id = 'steroid-glucose-congee-breakfast';
  const PREV_ZH = '空腹血糖7.2，以前从来没高过，是激素搞的吗？他早上离不开白粥馒头，以后还能吃吗';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: LAO,
      text: 'dad fasting sugar is 7.2 now since the prednisone. He eat rice congee (白粥) every morning, should he stop?',
      lead: /^\*\*Very likely the prednisone/,
      says: [/small bowl/, /HbA1c/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      previous: PREV_ZH,
      text: '把白粥换成燕麦片或者小米粥中不中',
      lead: /^\*\*换成燕麦片煮的燕麦粥更好/,
      says: [/小米粥升糖和白粥差不多/],
    },
    {
      id,
      locale: 'en-US',
      persona: LAO,
      previous:
        'Dad’s fasting sugar is 7.2 now, since the prednisone i think. Does he have to give up his 白粥 every morning??',
      text: 'then what can he have for breakfast, he hates bread and oatmeal',
      lead: /^\*\*He can keep a small bowl of congee/,
      never: [/rolled oats cooked soft with milk, or/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '老头子空腹血糖7.2，以前从来没高过，是不是激素搞的？他顿顿离不开稀饭馒头，要不要管着点',
      lead: /^\*\*很可能是泼尼松引起的/,
      says: [/全天盐不超过5克/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('English oat porridge, and a raised sugar in pregnancy, are not this row', () => {
    expectNot(
      {
        locale: 'en-US',
        persona: EILEEN,
        text: 'my blood sugar is a bit high since the steroids, can I still have porridge for breakfast?',
      },
      id,
    );
    expectNot({ locale: 'zh-CN', persona: GUO, text: '吃了泼尼松血糖有点高，早上白粥还能喝吗' }, id);
  }, 60_000);
});

describe('when to take the calcium tablet beside prednisone, amlodipine and tamsulosin', () => {
  const id = 'calcium-tablet-timing-prednisone-amlodipine-tamsulosin';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: LAO,
      previous: "dad's calcium 2.02 and vit D 11.8. he's only on one Caltrate D600 a day, is that enough",
      text: 'can he take it at the same time as his morning prednisone',
      lead: /^\*\*Caltrate \(calcium carbonate\) goes with a meal/,
      says: [/none of them needs spacing/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '钙片早上吃还是睡前吃？他晚上还吃那个坦索罗辛，能一块儿吃吗',
      lead: /^\*\*钙尔奇（碳酸钙）随饭吃/,
      says: [/坦索罗辛一般是每天同一顿饭后吃/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      previous: '维生素D才11.8，血钙也低2.02，钙尔奇D600一天一片够不够用',
      text: '要是加量的话，是早晚分开吃还是一次吃掉',
      lead: /^\*\*加到两片的话要分开吃/,
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('someone on none of those medicines is not this row', () => {
    expectNot({ locale: 'zh-CN', persona: 'healthy woman', text: '钙片早上吃还是晚上吃' }, id);
  }, 60_000);
});

describe('a vitamin D of 11.8 and a calcium of 2.02 on one Caltrate D600', () => {
  const id = 'low-vitamin-d-low-calcium-caltrate';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: LAO,
      text: 'vit D 11.8 and calcium 2.02 for my father. Is 1 Caltrate D600 a day enough for him?',
      lead: /^\*\*Not on its own: one Caltrate D600 gives 600 mg of calcium/,
      says: [/50,000 IU once a week/, /adds 40 µg \(1600 IU\) a day/, /within 1–2 weeks/],
      never: [/600–800 IU a day/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '血钙2.02，维生素D 11.8，钙尔奇D600一天一片够不够？要不要加到两片',
      lead: /^\*\*不要自己直接加到两片/,
      says: [/250国际单位/, /白蛋白/],
    },
    {
      id,
      locale: 'en-US',
      persona: LAO,
      previous:
        'Asking for my father, 72, prostate cancer, on prednisone 5mg twice a day. His vitamin D is 11.8 ng/mL and calcium 2.02. He only takes one Caltrate D600. Is that enough or does he need extra vit D?',
      text: 'how long before we should recheck his levels?',
      lead: /^\*\*Recheck the calcium soon/,
      says: [/8–12 weeks/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      previous: '血钙2.02偏低，维生数D才11.8，每天一片钙尔奇D600够不够',
      text: '要不要多晒太阳？我下午一般在楼下跟老伙计下象棋，这算晒了吧',
      lead: /^\*\*晒太阳有一点帮助，但纠正不了维生素D 11\.8 ng\/mL这样的缺乏/,
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('without a calcium tablet named, or without a low vitamin D, not this row', () => {
    expectNot(
      { locale: 'en-US', persona: EILEEN, text: 'is my cod liver oil enough vitamin D? my level was 38' },
      id,
    );
    expectNot({ locale: 'zh-CN', persona: 'healthy woman', text: '钙尔奇D600一天一片够不够？' }, id);
  }, 60_000);
});

describe('a low potassium on prednisone: coconut water, home cooking, salt in the soup', () => {
  const id = 'steroid-low-potassium-home-cooking';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: LAO,
      text: "Dad's potassium is 3.3. Can he drink coconut water for that or is it a waste of money",
      lead: /^\*\*Coconut water is fine but no fix/,
      says: [/amaranth/, /Amlodipine does not affect potassium/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '我爸72，前列腺癌吃着泼尼松一天两次，钾3.3说是偏低。家里做饭多做点啥菜好',
      lead: /^\*\*泼尼松会让钾从尿里丢掉/,
      says: [/苋菜/, /泽珂/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      previous: '老伴天天给我炖汤，我血钾3.3偏低，喝啥汤能补钾',
      text: '汤里的盐是不是要少放点，我血压也高',
      lead: /^\*\*是的，汤里的盐要少放/,
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('a high potassium, or Zytiga, is not this row', () => {
    expectNot(
      { locale: 'en-US', persona: 'heart failure, potassium 5.4', text: 'can I drink coconut water?' },
      id,
    );
    expectNot(
      { locale: 'en-US', persona: FRANK, text: 'my potassium is 3.3, can I drink coconut water?' },
      id,
    );
  }, 60_000);
});

describe('weight, calories and protein on Lupron', () => {
  const id = 'adt-weight-calories-protein';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      text: "The Lupron shots have me putting weight on around the middle. What's a sensible calorie number to lose some without losing muscle? I'm 84 kg",
      lead: /^\*\*A modest loss is reasonable on Lupron if your oncologist agrees: about 1,700–1,850 kcal a day/,
      says: [/85–100 g/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      text: '打了亮丙瑞林以后肌肉掉得厉害，我还有糖尿病，一天蛋白质吃多少能保住肌肉又不影响血糖？',
      lead: /^\*\*每天约85–100克蛋白质/,
    },
    {
      id,
      locale: 'en-US',
      persona: FRANK,
      text: 'The Lupron shots are giving me a gut I never had. What do I eat to fight the belly fat? Wife does most of the cooking, lots of casseroles',
      lead: /^\*\*Androgen deprivation \(Lupron\) moves weight to the belly/,
      says: [/Lighten the casseroles/],
    },
    {
      id,
      locale: 'zh-CN',
      persona: HUANG,
      text: '打诺雷德以后肚子大了，一天吃多少热量',
      lead: /^\*\*以你现在的体重（体重指数不到25），不需要少吃减热量/,
      never: [/二甲双胍/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('weight lost on Lupron is not this row', () => {
    expectNot(
      {
        locale: 'en-US',
        persona: FRANK,
        text: 'he has no appetite on the Lupron and lost 10 lbs, what should he eat?',
      },
      id,
    );
  }, 60_000);
});

describe('soy milk and milk with prostate cancer', () => {
  const id = 'prostate-cancer-soy-milk-dairy';
  it.each<Case>([
    {
      id,
      locale: 'en-US',
      persona: LAO,
      text: 'someone in our family wechat group said men with prostate cancer should never drink 豆浆 because of the estrogen. true or fake news?',
      lead: /^\*\*Fake news: a daily bowl of soy milk is fine/,
    },
    {
      id,
      locale: 'zh-CN',
      persona: LAO,
      text: '听人讲前列腺癌不能喝豆浆也不能喝牛奶，说里面有激素，真的假的？我天天早上一碗豆浆',
      lead: /^\*\*都不对：前列腺癌的人每天一碗豆浆可以喝，每天一杯牛奶也可以喝/,
    },
    {
      id,
      locale: 'zh-CN',
      persona: FRANK,
      text: '网上说奶制品会促进前列腺癌，我每天都喝一杯牛奶，还要不要喝了',
      lead: /^\*\*每天一杯牛奶可以接着喝/,
      says: [/赖诺普利氢氯噻嗪/],
    },
  ])('$locale "$text"', (c) => expectCase(c), 60_000);

  it('soy asked by a woman without prostate cancer keeps the general soy row', () => {
    expectNot({ locale: 'en-US', persona: 'healthy woman', text: 'does soy milk have estrogen?' }, id);
  }, 60_000);
});
