import { describe, expect, it } from 'vitest';
import { STANDARD_WEIGHT_FAQ } from './rows-standard-weight';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

// Standard answers on weight and everyday eating (blind answer round 11, development data): each class in phrasings that are not the round's
// words — everyday words, typos, mixed language — with a plan or as a guest, and null where the row must
// not answer (another area's row may).
const mineOf = rowsOf(STANDARD_WEIGHT_FAQ);

type Case = RowCase;

const MAN = 'healthy man, weight loss';
const WOMAN = 'healthy woman';
const VEGAN = 'vegan';
const INSULIN = 'diabetes on insulin, glucose 2.6';
const IRON = 'iron deficiency with a multivitamin';
const KIDNEY = 'kidney disease eGFR 22 with magnesium';

const CASES: readonly Case[] = [
  // How fast to lose.
  zh(MAN, '按计划吃，一个月大概能瘦几斤', 'weight-loss-rate'),
  zh(WOMAN, '减肥一周掉多少算正常速度', 'weight-loss-rate'),
  zh(MAN, '多久能瘦下来十斤', 'weight-loss-rate'),
  en(MAN, 'realistically how quickly will i drop the weight on this plan', 'weight-loss-rate'),
  en(WOMAN, 'how much weight should i expect to lose per month?', 'weight-loss-rate'),
  en(MAN, 'whats a safe rate of weight loss', 'weight-loss-rate'),
  en(MAN, 'if I lift 3 days a week should I eat more on those days', null),
  // Eating out.
  en(
    MAN,
    "Client dinner at a steakhouse tomorrow. What do I order so I don't blow the plan?",
    'eating-out-choices',
  ),
  zh(MAN, '晚上要去吃西餐牛排，怎么点不容易胖', 'eating-out-choices'),
  zh(WOMAN, '中午只能点外卖，黄焖鸡米饭和拉面点哪个不容易胖', 'eating-out-choices'),
  zh(MAN, '周末聚餐下馆子，减肥期间吃啥', 'eating-out-choices'),
  en(MAN, 'client lunch at a burger place, what should i get', 'eating-out-choices'),
  en(WOMAN, 'going to a restaurant tonight, healthiest things to order?', 'eating-out-choices'),
  en(MAN, 'stuck with fast food on the road, best options on a diet?', 'eating-out-choices'),
  // Dessert when offered.
  zh(MAN, '同事生日切蛋糕，减肥期间吃不吃', 'dessert-when-offered'),
  zh(WOMAN, '应酬最后上甜品，不好拒绝怎么办', 'dessert-when-offered'),
  zh(MAN, '领导请吃冰淇淋，吃一个会前功尽弃吗', 'dessert-when-offered'),
  en(MAN, 'birthday cake at work, do I skip it while dieting?', 'dessert-when-offered'),
  en(WOMAN, 'wedding this weekend - how do i handle the dessert table?', 'dessert-when-offered'),
  en(MAN, 'my boss always orders tiramisu for everyone, rude to say no?', 'dessert-when-offered'),
  en(INSULIN, 'birthday cake at work, can i have a slice?', null),
  // Drinks and nutrients in a fasting window.
  zh(MAN, '轻断食期间喝无糖可乐算破戒吗', 'fasting-window-drinks'),
  zh(WOMAN, '168断食空腹期能喝美式吗', 'fasting-window-drinks'),
  zh(MAN, '断食的时候喝奶茶行不行', 'fasting-window-drinks'),
  en(WOMAN, 'does stevia break my fast?', 'fasting-window-drinks'),
  en(MAN, 'coffee with a splash of milk during my fasting window ok?', 'fasting-window-drinks'),
  en(WOMAN, 'can I drink diet coke while intermittent fasting', 'fasting-window-drinks'),
  zh(WOMAN, '轻断食会不会缺钙缺蛋白', 'fasting-window-nutrients'),
  en(MAN, 'doing 16:8, will i still get enough protein and fibre?', 'fasting-window-nutrients'),
  en(WOMAN, 'intermittent fasting - am I going to miss out on nutrients?', 'fasting-window-nutrients'),
  // Whole grains; brown or white rice with diabetes.
  zh(MAN, '糙米饭真的比白米饭好吗，还是智商税', 'whole-grains-worth-it'),
  zh(WOMAN, '全麦面包和白面包区别大吗', 'whole-grains-worth-it'),
  en(MAN, 'is quinoa really better than rice or just hype', 'whole-grains-worth-it'),
  en(WOMAN, 'wholemeal vs white bread, does it make a difference?', 'whole-grains-worth-it'),
  zh(INSULIN, '糖尿病吃糙米和白米有区别吗', 'diabetes-brown-or-white-rice'),
  en(INSULIN, 'is millet better than white rice for my sugar?', 'diabetes-brown-or-white-rice'),
  en(INSULIN, 'dosa or brown rice, which is better for diabetes?', 'diabetes-brown-or-white-rice'),
  // Protein on rest days and across meals.
  zh(WOMAN, '休息日不运动，蛋白质也要吃那么多吗', 'protein-rest-days'),
  en(WOMAN, 'on rest days do i still need the same protein?', 'protein-rest-days'),
  en(MAN, 'protein target on days I do not work out - lower?', 'protein-rest-days'),
  zh(WOMAN, '蛋白质一顿吃完和分开吃有区别吗', 'protein-spread-over-meals'),
  en(WOMAN, 'can I eat all my protein in one go at dinner?', 'protein-spread-over-meals'),
  en(MAN, 'should protein be spread over the day or is one big meal fine', 'protein-spread-over-meals'),
  // Constipation foods.
  zh(WOMAN, '最近便秘，吃什么能通便', 'constipation-foods'),
  zh(MAN, '大便干结好几天，饮食上怎么调', 'constipation-foods'),
  en(WOMAN, 'foods that help with constipation?', 'constipation-foods'),
  en(MAN, 'been bunged up for days, anything natural i can eat?', 'constipation-foods'),
  en(IRON, 'iron tablets constipate me, what can i eat', null),
  en(KIDNEY, 'what can I eat for constipation?', null),
  // Nutritional yeast and B12.
  zh(VEGAN, '营养酵母能代替B12片吗', 'nutritional-yeast-b12'),
  en(VEGAN, 'does nooch have enough b12 to skip my supplement', 'nutritional-yeast-b12'),
  en(VEGAN, 'is nutritional yeast a reliable source of vitamin B12?', 'nutritional-yeast-b12'),
  // Pea or rice protein.
  zh(VEGAN, '豌豆蛋白粉和大米蛋白粉哪个好', 'pea-or-rice-protein'),
  en(VEGAN, 'pea protein vs brown rice protein for gains?', 'pea-or-rice-protein'),
  en(VEGAN, 'should I mix pea and rice protein to get complete amino acids', 'pea-or-rice-protein'),
  // A child's multivitamin; tiredness on periods.
  en(undefined, 'my 4 year old is a fussy eater, are kids gummy vitamins ok?', 'child-multivitamin-picky'),
  zh(undefined, '孩子5岁特别挑食，要给他吃儿童复合维生素吗', 'child-multivitamin-picky'),
  en(
    undefined,
    'should my son take a multivitamin? he only eats chicken nuggets',
    'child-multivitamin-picky',
  ),
  zh(undefined, '来月经的时候特别累，要吃复合维生素吗', 'tired-periods-vitamins'),
  en(undefined, 'always exhausted on my period, would a multivitamin help', 'tired-periods-vitamins'),
  en(undefined, 'do i need vitamins? tired all the time and heavy periods', 'tired-periods-vitamins'),
  // A teenager cutting carbohydrates or choosing snacks.
  zh(undefined, '我15岁，不吃主食能快点瘦吗', 'teen-cutting-carbs'),
  zh(undefined, '高一，想戒碳水减肥，行不行', 'teen-cutting-carbs'),
  en(undefined, "i'm 16, can i do keto to lose weight for summer", 'teen-cutting-carbs'),
  en(undefined, 'im 15, what snacks can i bring to school that are healthy', 'teen-school-snacks'),
  zh(undefined, '初二，课间吃什么零食不会胖', 'teen-school-snacks'),
  en(undefined, 'good snacks for school that wont make me fat', 'teen-school-snacks'),
];

describe('standard weight and everyday-eating rows', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});
