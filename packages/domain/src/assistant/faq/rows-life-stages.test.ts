import { describe, expect, it } from 'vitest';
import { FAQ_ROWS } from './index';
import { askAs, faqIdsOf, type FaqCase } from './testing';

const T1 = 'pregnant t1';
const T2 = 'pregnant t2 with a prenatal';
const LACT = 'lactating on sertraline';
const OLD = '80-year-old woman, low BMI';
const IRON = 'iron deficiency with a multivitamin';

/**
 * Each case: the question as people asked it (answer round 7 and other phrasings), and the row that
 * answers; `null` for a neighbouring question the row must not take.
 */
const CASES: readonly (FaqCase & { id: string | null; not?: string })[] = [
  // pregnancy-extra-calories
  {
    id: 'pregnancy-extra-calories',
    locale: 'zh-CN',
    persona: T1,
    text: '现在7周，我妈天天让我多吃两碗饭，说一人吃两人补，体重是不是现在就要开始长了',
  },
  // In the second trimester, the row that leads with it (blind answer round 21, zh-033: rows-round21-zhpart.ts).
  {
    id: 'pregnancy-second-half-how-much-more',
    locale: 'zh-CN',
    persona: T2,
    text: '孕中期每天要多吃多少热量？',
  },
  {
    id: 'pregnancy-extra-calories',
    locale: 'en-US',
    persona: T2,
    text: 'how many extra calories do I actually need in the 2nd trimester? my MIL keeps piling my plate',
  },
  { id: 'pregnancy-extra-calories', locale: 'en-US', text: "I'm pregnant, do I need to eat more now?" },
  {
    id: null,
    not: 'pregnancy-extra-calories',
    locale: 'zh-CN',
    persona: 'healthy woman',
    text: '一天要多吃多少热量',
  },
  // pregnancy-food-myths
  {
    id: 'pregnancy-food-myths',
    locale: 'zh-CN',
    persona: T1,
    text: '婆婆说孕早期吃螃蟹会流产，还不让吃兔子肉，说宝宝会兔唇，这是真的还是迷信啊',
  },
  { id: 'pregnancy-food-myths', locale: 'zh-CN', persona: T1, text: '怀孕能吃西瓜吗 听说寒凉' },
  {
    id: 'pregnancy-food-myths',
    locale: 'en-US',
    persona: T1,
    text: 'my aunt says eating rabbit gives the baby a cleft lip, true?',
  },
  { id: null, not: 'pregnancy-food-myths', locale: 'zh-CN', persona: T1, text: '怀孕了能吃醉蟹吗' },
  // pregnancy-fruit-amount
  {
    id: 'pregnancy-fruit-amount',
    locale: 'zh-CN',
    persona: T2,
    previous: '糖耐还没做，最近超想喝奶茶，三分糖的能喝吗🥺',
    text: '水果呢 我们广东这边荔枝正当季 一天吃多少合适',
  },
  { id: 'pregnancy-fruit-amount', locale: 'zh-CN', persona: T2, text: '孕妇一天吃几个芒果合适' },
  {
    id: 'pregnancy-fruit-amount',
    locale: 'en-US',
    persona: T2,
    text: 'how much fruit a day is ok while pregnant? I eat tons of grapes',
  },
  // pregnancy-sweet-drinks
  {
    id: 'pregnancy-sweet-drinks',
    locale: 'zh-CN',
    persona: T2,
    text: '糖耐还没做，最近超想喝奶茶，三分糖的能喝吗🥺',
  },
  {
    id: 'pregnancy-sweet-drinks',
    locale: 'en-US',
    persona: T2,
    text: 'is a low sugar bubble tea ok before my glucose test?',
  },
  { id: 'pregnancy-sweet-drinks', locale: 'zh-CN', persona: T1, text: '怀孕了还能喝含糖饮料吗' },
  { id: null, not: 'pregnancy-sweet-drinks', locale: 'zh-CN', persona: T1, text: '怀孕能喝咖啡吗，一天几杯' },
  // decaf-caffeine
  {
    id: 'decaf-caffeine',
    locale: 'en-US',
    persona: T1,
    previous: 'Can I still have my morning coffee? 8 weeks pregnant',
    text: 'does decaf count towards the limit at all?',
  },
  { id: 'decaf-caffeine', locale: 'zh-CN', persona: LACT, text: '喂奶期间喝低因咖啡可以吗' },
  { id: 'decaf-caffeine', locale: 'en-US', persona: T2, text: 'is decaffeinated tea fine in pregnancy' },
  // folic-acid-which-dose
  {
    id: 'folic-acid-which-dose',
    locale: 'zh-CN',
    persona: T1,
    text: '叶酸到底吃0.4还是0.8啊，医院开的跟药店买的剂量不一样，懵了',
  },
  {
    // A late start is its own row, which gives the usual and the higher dose too.
    id: 'folic-acid-late-start',
    locale: 'en-US',
    persona: T1,
    text: 'should I be taking folic acid 400 or the higher dose? havent started anything yet and im 7 weeks',
  },
  { id: 'folic-acid-late-start', locale: 'zh-CN', persona: T1, text: '怀孕8周了还没吃叶酸，现在吃晚了吗' },
  {
    id: null,
    not: 'folic-acid-which-dose',
    locale: 'en-US',
    persona: 'lamotrigine, pregnant t1, folic acid 400 µg',
    text: 'should I be taking folic acid 400 or the higher dose?',
  },
  // folic-acid-how-long
  {
    id: 'folic-acid-how-long',
    locale: 'zh-CN',
    persona: T1,
    previous: '叶酸到底吃0.4还是0.8啊，医院开的跟药店买的剂量不一样，懵了',
    text: '要吃到什么时候 整个孕期都吃吗',
  },
  { id: 'folic-acid-how-long', locale: 'en-US', persona: T2, text: 'do I stop folic acid after 12 weeks?' },
  { id: 'folic-acid-how-long', locale: 'zh-CN', persona: T2, text: '叶酸要吃多久' },
  {
    id: 'folic-acid-late-start',
    locale: 'zh-CN',
    persona: T1,
    text: '验孕棒两条杠了，叶酸一直没吃，现在吃还有用吗',
  },
  {
    id: 'folic-acid-late-start',
    locale: 'en-US',
    persona: T1,
    text: "just found out i'm 6 weeks, never took folic acid, is it too late",
  },
  { id: 'folic-acid-late-start', locale: 'zh-CN', persona: T2, text: '前三个月都没补叶酸，宝宝会不会有问题' },
  // pregnancy-soft-cheese
  {
    id: 'pregnancy-soft-cheese',
    locale: 'en-US',
    persona: T1,
    text: 'can i eat brie if its baked? and feta on salad, is that a no too',
  },
  { id: 'pregnancy-soft-cheese', locale: 'zh-CN', persona: T1, text: '怀孕能吃芝士吗，披萨上的马苏里拉' },
  { id: 'pregnancy-soft-cheese', locale: 'en-US', persona: T2, text: 'is halloumi safe when pregnant' },
  // blind answer round 17 en-089 (development data): queso fresco from the tienda got raw-fish text
  {
    id: 'pregnancy-soft-cheese',
    locale: 'en-US',
    persona: T2,
    text: 'is queso fresco safe? mi suegra brings it from the tienda every weekend',
  },
  {
    id: 'pregnancy-soft-cheese',
    locale: 'en-US',
    persona: T1,
    text: 'can i have panela cheese in my tacos while pregnant',
  },
  // pregnancy-cooked-sushi
  {
    id: 'pregnancy-cooked-sushi',
    locale: 'en-US',
    persona: T1,
    text: 'is sushi ok if its just the veggie and cooked ones like california roll',
  },
  {
    id: 'pregnancy-cooked-sushi',
    locale: 'zh-CN',
    persona: T1,
    text: '怀孕能吃熟的寿司吗，比如鳗鱼和蟹棒的',
  },
  { id: 'pregnancy-cooked-sushi', locale: 'zh-CN', persona: T2, text: '孕妇能吃黄瓜牛油果寿司吗' },
  { id: null, not: 'pregnancy-cooked-sushi', locale: 'zh-CN', persona: T1, text: '孕妇能吃三文鱼刺身吗' },
  // pregnancy-hotpot
  { id: 'pregnancy-hotpot', locale: 'zh-CN', persona: T1, text: '怀孕能吃火锅吗' },
  {
    id: 'pregnancy-hotpot',
    locale: 'en-US',
    persona: T2,
    text: 'can I go out for korean bbq while pregnant',
  },
  { id: 'pregnancy-hotpot', locale: 'zh-CN', persona: T2, text: '孕中期想吃麻辣烫可以吗' },
  // honey-pregnancy-lactation
  { id: 'honey-pregnancy-lactation', locale: 'zh-CN', persona: T1, text: '孕妇能喝蜂蜜水吗' },
  {
    id: 'honey-pregnancy-lactation',
    locale: 'en-US',
    persona: LACT,
    text: 'is honey in my tea ok while breastfeeding',
  },
  {
    id: 'honey-pregnancy-lactation',
    locale: 'zh-CN',
    persona: T2,
    text: '听说蜂蜜有肉毒杆菌，怀孕了还能吃吗',
  },
  // prenatal-with-calcium
  {
    id: 'prenatal-with-calcium',
    locale: 'zh-CN',
    persona: T2,
    previous: '在吃爱乐维，产检医生又让补钙，还需要单独吃钙片吗',
    text: '钙片能跟爱乐维一起吃吗，还是得错开',
  },
  {
    id: 'prenatal-with-calcium',
    locale: 'en-US',
    persona: T2,
    text: 'can I take my calcium with the elevit in the morning',
  },
  { id: 'prenatal-with-calcium', locale: 'zh-CN', persona: T2, text: '迪巧和孕妇维生素要间隔多久' },
  { id: null, not: 'prenatal-with-calcium', locale: 'zh-CN', persona: IRON, text: '钙片和铁剂能一起吃吗' },
  // prenatal-side-effects
  {
    id: 'prenatal-side-effects',
    locale: 'zh-CN',
    persona: T2,
    text: '爱乐维吃了便秘好严重，能隔天吃一次吗，或者换个牌子，玛特纳怎么样',
  },
  {
    id: 'prenatal-side-effects',
    locale: 'en-US',
    persona: T2,
    text: 'Elevit makes me so nauseous in the morning, can I take it at night instead?',
  },
  {
    id: 'prenatal-side-effects',
    locale: 'en-US',
    persona: T1,
    text: 'my prenatal upsets my stomach, what can I do',
  },
  // prenatal-with-dha
  {
    id: 'prenatal-with-dha',
    locale: 'zh-CN',
    persona: T2,
    text: 'DHA要另外补吗，爱乐维里好像没有，一周吃两次海鱼能代替吗',
  },
  {
    id: 'prenatal-with-dha',
    locale: 'en-US',
    persona: T2,
    text: 'is it ok to take a DHA fish oil as well as Elevit? does Elevit even have omega 3 in it',
  },
  { id: 'prenatal-with-dha', locale: 'zh-CN', persona: LACT, text: '喂奶期间孕妇维生素和藻油DHA能一起吃吗' },
  // antacid-with-prenatal
  {
    id: 'antacid-with-prenatal',
    locale: 'en-US',
    persona: T2,
    previous: 'is it ok to take a DHA fish oil as well as Elevit?',
    text: 'would that interact with anything? I only take Elevit and Gaviscon sometimes for heartburn',
  },
  { id: 'antacid-with-prenatal', locale: 'zh-CN', persona: T2, text: '烧心吃了达喜，和爱乐维能一起吃吗' },
  // Blind answer round 18 en-068 (declined: the row never said calcium).
  {
    id: 'antacid-with-prenatal',
    locale: 'en-US',
    persona: T2,
    text: 'Can I take Tums for heartburn while on my prenatal or does the calcium cancel out the iron??',
  },
  // Not pregnant: the antacid and iron row, never "fine in pregnancy".
  {
    id: 'antacid-with-iron',
    locale: 'en-US',
    persona: IRON,
    text: 'can I take tums with my iron tablet',
  },
  { id: 'antacid-with-iron', locale: 'zh-CN', persona: IRON, text: '铁剂和达喜能一起吃吗' },
  // pregnancy-heartburn
  { id: 'pregnancy-heartburn', locale: 'zh-CN', persona: T2, text: '怀孕烧心反酸能吃什么' },
  {
    id: 'pregnancy-heartburn',
    locale: 'en-US',
    persona: T2,
    text: 'terrible heartburn every night at 26 weeks, any food tips?',
  },
  { id: 'pregnancy-heartburn', locale: 'zh-CN', persona: T1, text: '孕早期老是胃酸往上返怎么办' },
  // pregnancy-leg-cramps
  { id: 'pregnancy-leg-cramps', locale: 'zh-CN', persona: T2, text: '孕中期腿抽筋是缺钙吗' },
  {
    id: 'pregnancy-leg-cramps',
    locale: 'en-US',
    persona: T2,
    text: 'I get calf cramps at night, should I take more calcium or magnesium?',
  },
  { id: 'pregnancy-leg-cramps', locale: 'zh-CN', persona: T2, text: '晚上小腿抽筋疼醒，要不要加钙片' },
  // pregnancy-lactation-milk-amount
  { id: 'pregnancy-lactation-milk-amount', locale: 'zh-CN', persona: T2, text: '孕妇一天喝多少牛奶' },
  {
    id: 'pregnancy-lactation-milk-amount',
    locale: 'en-US',
    persona: LACT,
    text: 'how much milk should I drink a day while breastfeeding',
  },
  { id: 'pregnancy-lactation-milk-amount', locale: 'zh-CN', persona: T1, text: '孕早期每天喝两盒奶够不够' },
  {
    id: null,
    not: 'pregnancy-lactation-milk-amount',
    locale: 'zh-CN',
    persona: 'healthy woman',
    text: '一天喝多少牛奶',
  },
  // pregnancy-tonics
  { id: 'pregnancy-tonics', locale: 'zh-CN', persona: T2, text: '孕期吃燕窝有用吗' },
  { id: 'pregnancy-tonics', locale: 'zh-CN', persona: T2, text: '孕妇奶粉有必要喝吗' },
  {
    id: 'pregnancy-tonics',
    locale: 'en-US',
    persona: T1,
    text: 'is bird nest good for the baby during pregnancy',
  },
  // lactation-weight-loss
  {
    id: 'lactation-weight-loss',
    locale: 'zh-CN',
    persona: LACT,
    text: '产后5个月还比孕前胖20斤，喂奶期间能少吃点减肥吗？怕回奶',
  },
  {
    id: 'lactation-weight-loss',
    locale: 'zh-CN',
    persona: LACT,
    previous: '产后5个月还比孕前胖20斤，喂奶期间能少吃点减肥吗？怕回奶',
    text: '那一天最少吃多少卡不影响奶量',
  },
  {
    // A figure asked gets the figure's answer (blind answer round 20, en-047: rows-round20-enpart.ts).
    id: 'lactation-calories-figure-too-low',
    locale: 'en-US',
    persona: LACT,
    previous: 'how many extra calories do I need while breastfeeding? want to lose the baby weight',
    text: 'so is 1500 a day too low then?',
  },
  {
    id: 'lactation-weight-loss',
    locale: 'en-US',
    persona: LACT,
    text: 'can I start a diet while nursing a 4 month old?',
  },
  { id: null, not: 'lactation-weight-loss', locale: 'zh-CN', persona: LACT, text: '哺乳期能喝咖啡吗' },
  // lactation-milk-supply
  {
    id: 'lactation-milk-supply',
    locale: 'zh-CN',
    persona: LACT,
    text: '我妈天天炖猪蹄汤鲫鱼汤说下奶，真有用吗，我奶水有点少，喝得都腻了',
  },
  {
    // The cookies asked: rows-round21-enpart.ts answers them and what raises supply (round 21 en-047).
    id: 'galactagogue-cookies-herbs',
    locale: 'en-US',
    persona: LACT,
    text: 'what can I eat to increase my milk supply? do lactation cookies work',
  },
  {
    id: 'lactation-milk-supply',
    locale: 'en-US',
    persona: LACT,
    text: 'what can I eat to increase my milk supply? I feel like it is dropping',
  },
  { id: 'lactation-milk-supply', locale: 'zh-CN', persona: LACT, text: '最近奶量下降了，吃什么能追奶' },
  // lactation-water
  { id: 'lactation-water', locale: 'zh-CN', persona: LACT, text: '喂奶要多喝水吗，一天喝多少' },
  {
    id: 'lactation-water',
    locale: 'en-US',
    persona: LACT,
    text: 'how much water should I drink while breastfeeding',
  },
  { id: 'lactation-water', locale: 'zh-CN', persona: LACT, text: '哺乳期每天喝两升水够吗' },
  { id: null, not: 'lactation-water', locale: 'zh-CN', persona: LACT, text: '哺乳期能喝酒吗' },
  // lactation-foods-baby
  { id: 'lactation-foods-baby', locale: 'zh-CN', persona: LACT, text: '哺乳期能吃辣吗，宝宝会不会上火' },
  { id: 'lactation-foods-baby', locale: 'zh-CN', persona: LACT, text: '喂奶能吃韭菜吗 听说回奶' },
  {
    id: 'lactation-foods-baby',
    locale: 'en-US',
    persona: LACT,
    text: 'does eating gassy foods like broccoli give my baby colic',
  },
  { id: 'lactation-foods-baby', locale: 'zh-CN', persona: LACT, text: '坐月子不能吃水果吗' },
  // lactation-eczema-allergens
  {
    id: 'lactation-eczema-allergens',
    locale: 'zh-CN',
    persona: LACT,
    text: '宝宝湿疹，我喂奶要忌口海鲜牛奶吗',
  },
  {
    id: 'lactation-eczema-allergens',
    locale: 'en-US',
    persona: LACT,
    text: 'should I cut out dairy and eggs to stop my baby getting allergies?',
  },
  {
    id: 'lactation-eczema-allergens',
    locale: 'zh-CN',
    persona: LACT,
    text: '母乳喂养要不要少吃花生，怕孩子过敏',
  },
  // postpartum-supplements
  {
    id: 'postpartum-supplements',
    locale: 'en-US',
    persona: LACT,
    text: 'which supplements should I keep taking postpartum? I stopped my prenatal when she was born',
  },
  { id: 'postpartum-supplements', locale: 'zh-CN', persona: LACT, text: '生完孩子爱乐维还要继续吃吗' },
  { id: 'postpartum-supplements', locale: 'zh-CN', persona: LACT, text: '哺乳期需要吃哪些补充剂' },
  // A spacing asked with "how long": not the length of the course (round 2 en-136).
  {
    id: null,
    not: 'iron-how-long',
    locale: 'en-US',
    persona: 'iron deficiency with a multivitamin',
    text: 'How long after my morning coffee can I take iron? Or should I move it to a different time of day',
  },
  {
    id: null,
    not: 'iron-how-long',
    locale: 'zh-CN',
    persona: 'iron deficiency with a multivitamin',
    text: '喝完咖啡隔多久能吃铁剂',
  },
  // fish-oil-mood: on sertraline the sertraline row answers (rows-medicines.ts)
  {
    id: 'fish-oil-mood',
    locale: 'en-US',
    persona: LACT,
    previous: 'which supplements should I keep taking postpartum?',
    text: 'is fish oil good for mood too? keep seeing it on instagram',
  },
  { id: 'fish-oil-mood', locale: 'zh-CN', persona: LACT, text: '吃鱼油能改善产后抑郁吗' },
  { id: 'postpartum-fish-oil-mood', locale: 'zh-CN', text: '刚生完孩子三个月 吃鱼油能改善产后抑郁吗' },
  {
    id: 'postpartum-fish-oil-mood',
    locale: 'en-US',
    persona: 'healthy woman',
    text: 'does omega 3 help with anxiety and depression',
  },
  // older-poor-appetite
  {
    id: 'older-poor-appetite',
    locale: 'en-US',
    persona: OLD,
    text: 'I am 80 years old and lost weight this year. I have no appetite. What can I eat that is small but gives strength',
  },
  {
    id: 'older-poor-appetite',
    locale: 'en-US',
    persona: OLD,
    text: 'what are good snacks between meals for someone with tiny appetite, she only really likes sweet things',
  },
  { id: 'older-poor-appetite', locale: 'zh-CN', persona: OLD, text: '老人晚上吃得少，要不要加夜宵' },
  { id: 'older-poor-appetite', locale: 'zh-CN', text: '我妈85岁了最近没胃口，做点什么吃好' },
  {
    id: null,
    not: 'older-poor-appetite',
    locale: 'en-US',
    persona: 'healthy man, weight loss',
    text: 'what are good snacks between meals',
  },
  // older-nutrition-drinks
  {
    id: 'older-nutrition-drinks',
    locale: 'en-US',
    persona: OLD,
    previous: 'I am 80 years old and lost weight this year. I have no appetite.',
    text: 'Are those drinks like Ensure good for me. How many in a day',
  },
  { id: 'older-nutrition-drinks', locale: 'zh-CN', persona: OLD, text: '安素一天喝几次' },
  { id: 'older-nutrition-drinks', locale: 'zh-CN', persona: OLD, text: '医生说给老人喝点特医食品，有必要吗' },
  // older-protein-need
  {
    id: 'older-protein-need',
    locale: 'en-US',
    persona: OLD,
    text: 'Is it true old people need less protein? My son says eat less meat for the kidneys',
  },
  { id: 'older-protein-need', locale: 'zh-CN', persona: OLD, text: '老人是不是要少吃肉，吃多了伤肾' },
  { id: 'older-protein-need', locale: 'zh-CN', text: '我爸82岁，每天蛋白质要吃多少' },
  // older-soft-protein
  {
    id: 'older-soft-protein',
    locale: 'zh-CN',
    persona: OLD,
    text: '我今年八十了牙口不好肉嚼不动，拿啥替代肉好',
  },
  {
    id: 'older-soft-protein',
    locale: 'en-US',
    persona: OLD,
    text: 'my dentures are loose and I cannot chew meat, what else gives protein',
  },
  { id: 'older-soft-protein', locale: 'zh-CN', persona: OLD, text: '老人没牙了怎么吃够蛋白质' },
  // older-swallow-foods
  {
    id: 'older-swallow-foods',
    locale: 'en-US',
    persona: OLD,
    text: 'my mum is 80 and sometimes coughs and chokes a bit on rice and dry meat at meals. what foods are easier for her to swallow safely?',
  },
  {
    id: 'older-swallow-foods',
    locale: 'zh-CN',
    persona: OLD,
    text: '我妈今年80，身高148才82斤，吃饭老是呛，平时给她做点啥吃好',
  },
  { id: 'older-swallow-foods', locale: 'zh-CN', persona: OLD, text: '老人吞咽不好，吃什么饭菜比较安全' },
  {
    id: null,
    not: 'older-swallow-foods',
    locale: 'zh-CN',
    persona: OLD,
    text: '她喝水也容易呛，医院说的那种增稠剂有用吗',
  },
  // older-puree
  {
    id: 'older-puree',
    locale: 'zh-CN',
    persona: OLD,
    previous: '我妈今年80，身高148才82斤，吃饭老是呛，平时给她做点啥吃好',
    text: '全打成糊糊的话营养是不是就没了，她还嫌难吃',
  },
  { id: 'older-puree', locale: 'en-US', persona: OLD, text: 'does blending her food lose the nutrients?' },
  { id: 'older-puree', locale: 'zh-CN', persona: OLD, text: '用破壁机给老人打饭，怎么打才有营养' },
  // calcium-forms-swallowing
  {
    id: 'calcium-forms-swallowing',
    locale: 'zh-CN',
    persona: OLD,
    text: '医生说她骨质疏松，钙片太大颗咽不下去，能掰开吃吗',
  },
  {
    id: 'calcium-forms-swallowing',
    locale: 'zh-CN',
    persona: OLD,
    previous: '医生说她骨质疏松，钙片太大颗咽不下去，能掰开吃吗',
    text: '液体钙或者冲剂效果一样不',
  },
  {
    id: 'calcium-forms-swallowing',
    locale: 'en-US',
    persona: OLD,
    text: 'is chewable calcium as good as the big tablets?',
  },
  // older-protein-powder
  {
    id: 'older-protein-powder',
    locale: 'zh-CN',
    persona: OLD,
    text: '老年人蛋白粉有必要买吗？药店推荐的乳清蛋白粉她能喝不，一天冲几勺',
  },
  {
    id: 'older-protein-powder',
    locale: 'en-US',
    persona: OLD,
    text: 'should my 80 year old mum have whey protein shakes',
  },
  { id: 'older-protein-powder', locale: 'zh-CN', text: '奶奶84岁，想给她买蛋白粉' },
  {
    id: null,
    not: 'older-protein-powder',
    locale: 'en-US',
    persona: 'healthy woman',
    text: 'is whey protein powder ok',
  },
  // iron-how-to-take
  {
    id: 'iron-how-to-take',
    locale: 'zh-CN',
    persona: IRON,
    previous: '那铁剂选哪种好，富马酸亚铁还是蛋白琥珀酸铁',
    text: '一天吃几片 空腹吃还是饭后吃啊',
  },
  {
    id: 'iron-how-to-take',
    locale: 'en-US',
    persona: IRON,
    text: 'should I take my iron tablet in the morning or at night',
  },
  { id: 'iron-how-to-take', locale: 'zh-CN', persona: IRON, text: '铁剂怎么吃最好' },
  {
    id: null,
    not: 'iron-how-to-take',
    locale: 'en-US',
    persona: IRON,
    text: 'can i take iron with my morning chai?',
  },
  // iron-which-form
  {
    id: 'iron-which-form',
    locale: 'zh-CN',
    persona: IRON,
    previous: '铁蛋白8，血红蛋白98，我现在只吃善存，够吗',
    text: '那铁剂选哪种好，富马酸亚铁还是蛋白琥珀酸铁',
  },
  {
    id: 'iron-which-form',
    locale: 'en-US',
    persona: IRON,
    text: 'iron tablets give me horrible constipation. is there a gentler form? someone said bisglycinate',
  },
  { id: 'iron-which-form', locale: 'zh-CN', persona: IRON, text: '补铁买哪种铁剂比较好' },
  // iron-with-orange-juice
  {
    id: 'iron-with-orange-juice',
    locale: 'en-US',
    persona: T2,
    previous:
      'My midwife says my iron is a bit low (ferritin 18). Can I take an iron tablet together with the Elevit',
    text: 'and should I take it with orange juice? read somewhere that helps',
  },
  { id: 'iron-with-orange-juice', locale: 'zh-CN', persona: IRON, text: '铁剂用橙汁送服好吗' },
  // A low ferritin in the plan makes "it" the iron.
  {
    id: 'iron-with-orange-juice',
    locale: 'en-US',
    persona: IRON,
    text: 'is a glass of OJ with it a good idea',
  },
  { id: 'iron-with-orange-juice', locale: 'zh-CN', persona: IRON, text: '配一杯橙汁一起吃会不会好一点' },
  {
    id: 'iron-with-orange-juice',
    locale: 'en-US',
    persona: IRON,
    text: 'can I have an orange with my iron tablet',
  },
  // iron-side-effects
  { id: 'iron-side-effects', locale: 'zh-CN', persona: IRON, text: '吃铁剂胃不舒服恶心怎么办' },
  {
    id: 'iron-side-effects',
    locale: 'en-US',
    persona: IRON,
    text: 'the iron makes me feel sick every morning',
  },
  { id: 'iron-side-effects', locale: 'zh-CN', persona: IRON, text: '吃速力菲以后胃一直不舒服' },
  // iron-constipation-by-name
  { id: 'iron-constipation-by-name', locale: 'zh-CN', persona: IRON, text: '吃了速力菲便秘好几天了' },
  {
    id: 'iron-constipation-by-name',
    locale: 'en-US',
    persona: IRON,
    text: 'ferrous fumarate is making me constipated',
  },
  { id: 'iron-constipation-by-name', locale: 'zh-CN', persona: IRON, text: '硫酸亚铁吃了大便干，怎么办' },
  // iron-black-stools
  { id: 'iron-black-stools', locale: 'zh-CN', persona: IRON, text: '吃铁剂大便发黑正常吗' },
  {
    id: 'iron-black-stools',
    locale: 'en-US',
    persona: IRON,
    text: 'since starting iron tablets my stools are dark green, is that normal?',
  },
  {
    id: 'iron-black-stools',
    locale: 'zh-CN',
    persona: IRON,
    text: '补铁以后大便发黑是正常的吗',
  },
  // iron-cast-iron-pan
  {
    id: 'iron-cast-iron-pan',
    locale: 'en-US',
    persona: IRON,
    previous: "which foods are best to get my iron up, I'm not a big meat eater",
    text: 'does cooking in a cast iron pan really help or is that a myth',
  },
  { id: 'iron-cast-iron-pan', locale: 'zh-CN', persona: IRON, text: '用铁锅炒菜能补铁吗' },
  { id: 'iron-cast-iron-pan', locale: 'zh-CN', text: '听说换生铁锅可以治贫血' },
  // iron-foods-little-meat
  {
    id: 'iron-foods-little-meat',
    locale: 'en-US',
    persona: IRON,
    text: "which foods are best to get my iron up, I'm not a big meat eater",
  },
  { id: 'iron-foods-little-meat', locale: 'zh-CN', persona: IRON, text: '菠菜补铁吗' },
  { id: 'iron-foods-little-meat', locale: 'zh-CN', persona: IRON, text: '我不太吃肉，贫血吃什么好' },
  // iron-with-multivitamin
  { id: 'iron-with-multivitamin', locale: 'zh-CN', persona: IRON, text: '善存和铁剂能一起吃吗' },
  {
    id: 'iron-with-multivitamin',
    locale: 'zh-CN',
    persona: IRON,
    text: '我的多维里有钙，和铁片同时吃会不会打架',
  },
  {
    id: 'iron-with-multivitamin',
    locale: 'en-US',
    persona: IRON,
    text: 'is the iron in my multivitamin enough for anaemia?',
  },
  { id: 'iron-with-multivitamin', locale: 'zh-CN', persona: IRON, text: '吃着复合维生素还要另外补铁吗' },
  {
    id: null,
    not: 'iron-with-multivitamin',
    locale: 'zh-CN',
    persona: T2,
    text: '在吃复合维生素，还要另外补铁吗',
  },
  // iron-heavy-periods
  {
    id: 'iron-heavy-periods',
    locale: 'en-US',
    persona: IRON,
    text: "my period is really heavy, is that why I'm low in iron",
  },
  { id: 'iron-heavy-periods', locale: 'zh-CN', persona: IRON, text: '我月经量一直很多，是不是因为这个贫血' },
  { id: 'iron-heavy-periods', locale: 'zh-CN', persona: IRON, text: '例假量大会缺铁吗' },
  // pregnancy-nausea-crackers
  {
    id: 'pregnancy-nausea-crackers',
    locale: 'zh-CN',
    persona: T1,
    previous: '孕吐太厉害了吃啥吐啥😭宝宝营养会不会跟不上啊',
    text: '苏打饼干能当饭吃吗哈哈 别的真咽不下',
  },
  {
    id: 'pregnancy-nausea-crackers',
    locale: 'en-US',
    persona: T1,
    text: 'Nausea is so bad I can only keep down crackers and toast. am I starving the baby??',
  },
  { id: 'pregnancy-nausea-crackers', locale: 'zh-CN', persona: T1, text: '这几天只吃得下白粥和馒头，够不够' },
  // pregnancy-nausea-b6
  {
    id: 'pregnancy-nausea-b6',
    locale: 'zh-CN',
    persona: T1,
    previous: '苏打饼干能当饭吃吗哈哈 别的真咽不下',
    text: '听说维生素B6能止吐，我可以自己去药店买来吃吗',
  },
  {
    id: 'pregnancy-nausea-b6',
    locale: 'en-US',
    persona: T1,
    text: 'can I take vitamin B6 for morning sickness?',
  },
  { id: 'pregnancy-nausea-b6', locale: 'zh-CN', persona: T1, text: '孕吐吃维B6有用吗' },
  // pregnancy-eggs
  { id: 'pregnancy-eggs', locale: 'en-US', persona: T1, text: 'can I eat runny eggs while pregnant' },
  { id: 'pregnancy-eggs', locale: 'zh-CN', persona: T1, text: '孕妇能吃溏心蛋吗' },
  { id: 'pregnancy-eggs', locale: 'zh-CN', persona: T2, text: '孕妇一天吃几个鸡蛋' },
  // pregnancy-sweeteners
  { id: 'pregnancy-sweeteners', locale: 'zh-CN', persona: T1, text: '怀孕可以吃代糖吗 无糖可乐' },
  {
    id: 'pregnancy-sweeteners',
    locale: 'en-US',
    persona: T1,
    text: 'are artificial sweeteners safe in pregnancy, diet coke',
  },
  { id: 'pregnancy-sweeteners', locale: 'zh-CN', persona: LACT, text: '哺乳期能喝零度可乐吗' },
  // lactation-eczema-allergens, pregnancy side
  {
    id: 'lactation-eczema-allergens',
    locale: 'en-US',
    persona: T1,
    text: 'is it safe to eat peanuts while pregnant, allergy for baby?',
  },
  {
    id: 'lactation-eczema-allergens',
    locale: 'en-US',
    persona: LACT,
    text: 'do I need to avoid peanuts while breastfeeding',
  },
  // pregnancy-spicy-cold
  { id: 'pregnancy-spicy-cold', locale: 'zh-CN', persona: T2, text: '孕妇能吃辣吗' },
  { id: 'pregnancy-spicy-cold', locale: 'zh-CN', persona: T2, text: '怀孕能吃冰淇淋吗' },
  { id: 'pregnancy-spicy-cold', locale: 'en-US', persona: T1, text: 'is spicy food bad for the baby?' },
  // older-drinking-water
  { id: 'older-drinking-water', locale: 'zh-CN', persona: OLD, text: '老人不爱喝水怎么办' },
  {
    id: 'older-drinking-water',
    locale: 'en-US',
    persona: OLD,
    text: 'how much water should my 80 year old mum drink, she hardly drinks',
  },
  { id: 'older-drinking-water', locale: 'zh-CN', persona: OLD, text: '我妈一天只喝两杯水，够吗' },
  {
    id: null,
    not: 'older-drinking-water',
    locale: 'zh-CN',
    persona: OLD,
    text: '她喝水也容易呛，医院说的那种增稠剂有用吗',
  },
  // older-constipation
  { id: 'older-constipation', locale: 'zh-CN', persona: OLD, text: '老人便秘吃什么好' },
  {
    id: 'older-constipation',
    locale: 'en-US',
    persona: OLD,
    text: 'my mother is often constipated, what foods help',
  },
  { id: 'older-constipation', locale: 'zh-CN', persona: OLD, text: '我八十了，大便干拉不出来，吃点什么' },
  // older-alcohol-appetite
  {
    id: 'older-alcohol-appetite',
    locale: 'en-US',
    persona: OLD,
    text: 'Can mum have a small sherry before dinner to help her appetite? her friend at the home does it',
  },
  { id: 'older-alcohol-appetite', locale: 'zh-CN', persona: OLD, text: '老人饭前喝一小杯黄酒开胃可以吗' },
  {
    // Asked for herself: her own weight and medicines, not a carer's answer about "her" (blind answer
    // round 20, en-056: rows-round20-enpart.ts).
    id: 'older-small-drink-appetite',
    locale: 'en-US',
    persona: OLD,
    text: 'would a glass of wine before meals help my appetite',
  },
  // older-eggs
  { id: 'older-eggs', locale: 'zh-CN', persona: OLD, text: '老年人吃鸡蛋一天几个，胆固醇高吗' },
  {
    id: 'older-eggs',
    locale: 'en-US',
    persona: OLD,
    text: 'how many eggs a day can I have at 80, what about cholesterol',
  },
  { id: 'older-eggs', locale: 'zh-CN', persona: OLD, text: '我妈每天吃两个鸡蛋多不多' },
  // iron-liver
  { id: 'iron-liver', locale: 'zh-CN', persona: IRON, text: '吃猪肝补铁好吗 一周吃几次' },
  {
    id: 'iron-liver',
    locale: 'en-US',
    persona: IRON,
    text: 'is liver good for iron, how often can I eat it',
  },
  { id: 'iron-liver', locale: 'zh-CN', persona: IRON, text: '贫血要多吃鸡肝吗' },
  { id: null, not: 'iron-liver', locale: 'en-US', persona: T1, text: 'is liver good for iron in pregnancy' },
  // iron-how-long
  { id: 'iron-how-long', locale: 'en-US', persona: IRON, text: 'can I stop iron once I feel better' },
  { id: 'iron-how-long', locale: 'zh-CN', persona: IRON, text: '铁剂吃了一个月感觉好了，能停吗' },
  { id: 'iron-how-long', locale: 'zh-CN', persona: IRON, text: '补铁的疗程一般多长' },
  // older-soup-vs-meat
  {
    id: 'older-soup-vs-meat',
    locale: 'zh-CN',
    persona: OLD,
    text: '家里人说炖鸡汤最补，营养都在汤里，给她光喝汤不吃肉行吗',
  },
  {
    id: 'older-soup-vs-meat',
    locale: 'en-US',
    persona: OLD,
    text: 'is bone broth enough for my mum if she will not eat the meat',
  },
  { id: 'older-soup-vs-meat', locale: 'zh-CN', persona: OLD, text: '老人喝骨头汤补不补' },
  // Round 2 cases moved here from guard.test.ts (answered by a row now, not by "can't").
  {
    id: 'older-nutrition-drinks',
    locale: 'en-US',
    persona: OLD,
    text: 'How many Ensure a day should grandma be having? She only manages half a bottle at a time',
  },
  {
    id: 'pregnancy-nausea-crackers',
    locale: 'en-US',
    persona: T1,
    text: '8 weeks and I can barely keep anything down. Is it ok if I basically live on crackers and toast for a bit?',
  },
  // Blind answer round 18 zh-133: milk and a big tablet both ruled out.
  {
    id: 'calcium-lactose-intolerant',
    locale: 'zh-CN',
    persona: '80-year-old woman, low BMI',
    text: '外婆一喝牛奶就拉肚子，钙片又太大颗咽不下去，钙怎么补',
  },
  { id: 'calcium-lactose-intolerant', locale: 'zh-CN', persona: 'healthy woman', text: '乳糖不耐受怎么补钙' },
  {
    id: 'calcium-lactose-intolerant',
    locale: 'zh-CN',
    persona: 'healthy woman',
    text: '乳糖不耐受不喝奶，钙从哪来',
  },
  // A vegan: the plant calcium row, no dairy.
  {
    id: null,
    not: 'calcium-lactose-intolerant',
    locale: 'zh-CN',
    persona: 'vegan',
    text: '乳糖不耐受不喝奶，钙从哪来',
  },
  {
    id: 'calcium-lactose-intolerant',
    locale: 'en-US',
    persona: 'healthy woman',
    text: "I'm lactose intolerant, how do I get enough calcium?",
  },
  {
    id: 'calcium-forms-swallowing',
    locale: 'zh-CN',
    persona: '80-year-old woman, low BMI',
    text: '钙片太大颗咽不下去怎么办',
  },
  // Blind answer round 18 zh-018: results typed before the pairing asked.
  {
    id: 'iron-with-multivitamin',
    locale: 'zh-CN',
    persona: 'iron deficiency with a multivitamin',
    text: '缺铁性贫血，铁蛋白8，血红蛋白98 g/L，医生开了琥珀酸亚铁，跟我平时吃的善存能一起吃吗',
  },
  {
    id: 'iron-with-multivitamin',
    locale: 'en-US',
    persona: 'iron deficiency with a multivitamin',
    text: 'ferritin 8, hb 9.8, doc gave me ferrous sulfate. can i take it together with my centrum?',
  },
  // The prenatal's antacid row is for someone pregnant or on a prenatal (blind answer round 18 en-134).
  {
    id: null,
    not: 'antacid-with-prenatal',
    locale: 'en-US',
    persona: 'healthy man, weight loss',
    text: 'can I take Tums with my multivitamin?',
  },
  {
    id: null,
    not: 'antacid-with-prenatal',
    locale: 'en-US',
    persona: 'kidney disease eGFR 22 with magnesium',
    text: 'Can I take Tums or Alka-Seltzer or milk of magnesia for heartburn with bad kidneys',
  },
  // Blind answer round 18 en-004 (unsafe: the general pregnancy list, no word on hyperemesis).
  {
    id: 'pregnancy-nausea-crackers',
    locale: 'en-US',
    persona: T1,
    text: '6 wks pregnant and i can barely keep anything down. what can i actually eat that stays down, im living on saltines',
  },
  {
    id: 'pregnancy-nausea-crackers',
    locale: 'en-US',
    persona: T1,
    text: "i'm living on saltines, is that ok?",
  },
  // prenatal-when-to-take
  { id: 'prenatal-when-to-take', locale: 'zh-CN', persona: T2, text: '爱乐维什么时候吃最好' },
  {
    id: 'prenatal-when-to-take',
    locale: 'en-US',
    persona: T2,
    text: 'should I take my prenatal in the morning or at night, with food?',
  },
  { id: 'prenatal-when-to-take', locale: 'zh-CN', persona: T1, text: '孕妇维生素饭前吃还是饭后吃' },
  {
    id: null,
    not: 'prenatal-when-to-take',
    locale: 'zh-CN',
    persona: T2,
    text: '钙片能跟爱乐维一起吃吗，还是得错开',
  },
  // bone-broth-calcium
  { id: 'pregnancy-bone-broth', locale: 'zh-CN', persona: T2, text: '孕期可以喝骨头汤吗' },
  { id: 'pregnancy-bone-broth', locale: 'zh-CN', persona: LACT, text: '坐月子多喝骨头汤能补钙吗' },
  {
    id: 'pregnancy-bone-broth',
    locale: 'en-US',
    persona: T1,
    text: 'is bone broth good for calcium in pregnancy',
  },
];

describe('life-stage everyday rows', () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      const r = askAs(c);
      expect(r.urgent).toBe(false);
      if (c.id) {
        expect(faqIdsOf(r)).toContain(c.id);
        // The row's text reaches the person whole: no sentence cut or replaced by the guards.
        const row = FAQ_ROWS.find((x) => x.id === c.id)!;
        expect(r.text).toContain(c.locale === 'zh-CN' ? row.text.zh : row.text.en);
      } else expect(faqIdsOf(r)).not.toContain(c.not);
    },
    20_000,
  );
});
