import { describe, expect, it } from 'vitest';
import { ROUND21_ZHPART_FAQ } from './rows-round21-zhpart';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  NURSING,
  WARFARIN,
  INSULIN,
  HF,
  TRANSPLANT,
  MTX,
  VALPROATE,
  PLANNING,
  LITHIUM,
  MAOI,
  IRON,
  BONES,
  GOUT,
  KIDNEY,
} from './testing-personas';

// Blind answer round 21's zh-CN questions answered only in part (development data): each class as the
// round asked it (same persona, same earlier message), then in other words — everyday words, a typo,
// mixed language — in both languages; null where none of this file's rows may answer (another question
// with the same words, or a person the row is not for).

const CASES: readonly RowCase[] = [
  // Coffee and the bones' calcium (zh-003).
  zh(
    WOMAN,
    '每天三杯美式会不会影响钙吸收啊，xhs上说咖啡会把骨头里的钙“带走”，真的假的',
    'coffee-bones-calcium',
  ),
  zh(MAN, '喝咖啡会导致骨质流失吗', 'coffee-bones-calcium'),
  zh(undefined, '听说咖啡喝多了会缺钙，是真的吗', 'coffee-bones-calcium'),
  en(WOMAN, 'does coffee leach calcium from your bones? i have 3 americanos a day', 'coffee-bones-calcium'),
  en(undefined, 'is coffee bad for my bones?', 'coffee-bones-calcium'),
  zh(WOMAN, '钙片和咖啡能一起吃吗', null),
  zh(T1, '怀孕了喝咖啡会影响钙吸收吗', null),
  // The quick route for a low ferritin (zh-018).
  zh(VEGAN, '吃全素两年了，体检ferritin 18，医生说偏低，素食怎么补铁比较快', 'low-ferritin-quick-route'),
  zh(IRON, '铁蛋白低，怎么补铁最快', 'low-ferritin-quick-route'),
  zh(undefined, '缺铁的话多久能补回来，有没有快一点的办法', 'low-ferritin-quick-route'),
  en(VEGAN, 'my ferritin is 15, what is the fastest way to get my iron up?', 'low-ferritin-quick-route'),
  en(IRON, 'how do i raise my iron quickly?', 'low-ferritin-quick-route'),
  zh(WOMAN, '铸铁锅炒菜补铁快吗', null),
  zh(IRON, '红枣 红糖 阿胶补血到底有没有用？吃什么补铁最快 猪肝一周吃几次', null),
  zh(T2, '铁蛋白低，怎么补铁最快', null),
  zh(IRON, '吃多久能补上来，啥时候去复查', null, '铁剂选哪种好，琥珀酸亚铁还是多糖铁复合物'),
  zh(IRON, '铁蛋白低，吃铁片胃不舒服快受不了了', null),
  // Coffee with meals when no iron tablet is taken (zh-019).
  zh(
    VEGAN,
    '那我每天下午那杯燕麦奶latte要不要跟吃饭时间错开',
    'coffee-with-meals-low-iron',
    '吃全素两年了，体检ferritin 18，医生说偏低，素食怎么补铁比较快',
  ),
  zh(VEGAN, '吃素的人喝咖啡要和饭隔开吗', 'coffee-with-meals-low-iron'),
  zh(IRON, '缺铁的话，咖啡能跟饭一起喝吗', 'coffee-with-meals-low-iron'),
  en(VEGAN, 'should i keep my coffee away from meals for iron?', 'coffee-with-meals-low-iron'),
  en(IRON, 'can i have a latte with meals with low iron', 'coffee-with-meals-low-iron'),
  zh(IRON, '铁剂和咖啡要隔开多久', null),
  zh(WOMAN, '咖啡要饭后喝吗', null),
  zh(VEGAN, '吃饭时能喝茶吗', null),
  zh(IRON, '补铁跟咖啡要分开多久', null),
  // Milk tea and cola in pregnancy (zh-027).
  zh(
    T1,
    '那奶茶和可乐呢，实在馋',
    'pregnancy-milk-tea-cola',
    '怀孕了还能喝咖啡吗？以前一天两杯，现在改成一杯拿铁行不行',
  ),
  zh(T2, '孕期能喝奶茶吗', 'pregnancy-milk-tea-cola'),
  zh(undefined, '怀孕了偶尔喝罐可乐行不行', 'pregnancy-milk-tea-cola'),
  en(T1, 'can i have bubble tea while pregnant?', 'pregnancy-milk-tea-cola'),
  en(undefined, "i'm pregnant, is a coke ok sometimes?", 'pregnancy-milk-tea-cola'),
  zh(WOMAN, '奶茶和可乐哪个热量高', null),
  en(T1, 'and diet coke?', null, 'can i still have my morning coffee? how many cups is safe in pregnancy'),
  zh(T1, '怀孕了一天两杯奶茶可以吗', null),
  // When to start DHA and calcium in pregnancy (zh-030).
  zh(T1, '前三个月就要开始吃DHA和钙片了吗，还是等孕中期再说', 'pregnancy-dha-calcium-when-to-start'),
  zh(T1, '孕早期需要补钙和dha吗，什么时候开始', 'pregnancy-dha-calcium-when-to-start'),
  zh(undefined, '怀孕几周开始吃钙片和鱼油', 'pregnancy-dha-calcium-when-to-start'),
  en(
    T1,
    'should i start dha and calcium in the first trimester or wait?',
    'pregnancy-dha-calcium-when-to-start',
  ),
  en(undefined, 'pregnant - when do i start calcium and omega 3?', 'pregnancy-dha-calcium-when-to-start'),
  zh(WOMAN, '什么时候开始吃钙片和鱼油', null),
  // Eating more in the second half of pregnancy (zh-033).
  zh(
    T2,
    '孕中期每天要多吃多少？怕吃多了娃太大不好生，我现在比孕前胖了6斤',
    'pregnancy-second-half-how-much-more',
  ),
  zh(T2, '孕晚期热量要加多少', 'pregnancy-second-half-how-much-more'),
  zh(undefined, '怀孕20周了，饭量要多吃多少', 'pregnancy-second-half-how-much-more'),
  en(T2, 'how many extra calories do i need in the second trimester?', 'pregnancy-second-half-how-much-more'),
  en(
    undefined,
    'pregnant, third trimester - how much more should i eat?',
    'pregnancy-second-half-how-much-more',
  ),
  zh(T2, '孕中期想减肥，少吃多少热量', null),
  zh(WOMAN, '每天要多吃多少才能长胖', null),
  zh(T2, '孕中期饭量要翻倍吗 婆婆天天让我吃两碗饭还有一大盘水果', null),
  // A prenatal's iron for a mild anaemia in pregnancy (zh-034).
  zh(T2, '产检血红蛋白105，医生说有点贫血，爱乐维里面的铁够不够用', 'pregnancy-mild-anaemia-prenatal-enough'),
  zh(T2, '血红蛋白102，吃的孕妇维生素够吗', 'pregnancy-mild-anaemia-prenatal-enough'),
  zh(undefined, '怀孕了血红蛋白108，复合维生素里的铁够不够', 'pregnancy-mild-anaemia-prenatal-enough'),
  en(T2, 'hb 104 at my scan, is the iron in my prenatal enough?', 'pregnancy-mild-anaemia-prenatal-enough'),
  en(undefined, 'pregnant with haemoglobin 106, is elevit enough?', 'pregnancy-mild-anaemia-prenatal-enough'),
  zh(WOMAN, '血红蛋白105，复合维生素够吗', null),
  zh(T2, '血红蛋白125，爱乐维够吗', null),
  // Fish oil and mood while breastfeeding on an antidepressant (zh-038).
  zh(NURSING, '我在吃舍取林，还在喂奶，吃鱼油对宝宝和我的情绪有帮助吗', 'fish-oil-mood-perinatal'),
  zh(NURSING, '吃鱼油对宝宝好，对我产后的情绪也有用吗', 'fish-oil-mood-perinatal'),
  zh(undefined, '哺乳期心情低落，吃dha对我和宝宝都有帮助吗', 'fish-oil-mood-perinatal'),
  en(NURSING, 'will fish oil help my mood and my baby while breastfeeding?', 'fish-oil-mood-perinatal'),
  en(
    undefined,
    'nursing and feeling depressed, does omega 3 help me and the baby?',
    'fish-oil-mood-perinatal',
  ),
  zh(WOMAN, '鱼油能改善情绪吗', null),
  zh(NURSING, '宝宝需要补DHA吗', null),
  zh(NURSING, '产后抑郁吃鱼油有用吗', null),
  en(NURSING, "I'm breastfeeding and on sertraline 50mg. Is it ok to start fish oil for my mood too?", null),
  // A daily amount of baijiu on warfarin, worked out (zh-066).
  zh(WARFARIN, '每天晚饭习惯喝二两白酒，跟华法林有冲突吗', 'warfarin-baijiu-daily-two-liang'),
  zh(WARFARIN, '我每天喝一两白酒，吃华法林行吗', 'warfarin-baijiu-daily-one-liang'),
  zh(undefined, '吃华法林，天天晚上半斤白酒有问题吗', 'warfarin-baijiu-daily-half-jin'),
  zh(WARFARIN, '每晚三两二锅头，有影响吗', 'warfarin-baijiu-daily-three-liang'),
  en(
    WARFARIN,
    'i drink 100 ml of baijiu with dinner every day, is that ok on warfarin?',
    'warfarin-baijiu-daily-two-liang',
  ),
  en(undefined, 'on warfarin - 50 ml baijiu every night, a problem?', 'warfarin-baijiu-daily-one-liang'),
  zh(WOMAN, '每天晚饭习惯喝二两白酒，对身体有影响吗', null),
  zh(WARFARIN, '吃华法林能喝酒吗', null),
  // Stopping metformin for a folk tea (zh-076).
  zh(
    INSULIN,
    '网上说苦瓜片加桑叶茶降糖效果好，喝这个能不能把二甲双胍停了',
    'folk-tea-stop-metformin-with-lows',
  ),
  zh(undefined, '喝桑叶茶能代替二甲双胍吗', 'folk-tea-stop-metformin'),
  zh(MAN, '吃苦瓜能把降糖药停掉吗', 'folk-tea-stop-metformin'),
  en(undefined, 'can bitter melon tea replace my metformin?', 'folk-tea-stop-metformin'),
  en(INSULIN, 'can i stop metformin if i drink mulberry tea?', 'folk-tea-stop-metformin-with-lows'),
  zh(undefined, '苦瓜能降糖吗', null),
  zh(undefined, '二甲双胍能停吗', null),
  // A big mug of strong tea in heart failure (zh-081).
  zh(HF, '我习惯早上泡一大杯浓茶，浓的也行？', 'hf-big-strong-tea', '吃着地高新，早上能喝茶喝咖啡吗'),
  zh(HF, '每天一大杯浓茶可以吗', 'hf-big-strong-tea'),
  zh(undefined, '心衰的人能喝一保温杯浓茶吗', 'hf-big-strong-tea'),
  en(HF, 'i have a big mug of strong tea every morning, is that ok?', 'hf-big-strong-tea'),
  en(undefined, 'heart failure - a large mug of strong tea ok?', 'hf-big-strong-tea'),
  zh(WOMAN, '每天一大杯浓茶可以吗', null),
  zh(HF, '能喝咖啡吗', null),
  // Passion fruit on tacrolimus (zh-085).
  zh(
    TRANSPLANT,
    '那橙子橘子呢，还有百香果',
    'tacrolimus-passion-fruit',
    '肾移植后吃他克莫斯，柚子西柚是一点都不能碰吗',
  ),
  zh(TRANSPLANT, '百香果能吃吗', 'tacrolimus-passion-fruit'),
  zh(undefined, '吃他克莫司可以喝百香果茶吗', 'tacrolimus-passion-fruit'),
  en(TRANSPLANT, 'is passion fruit ok on tacrolimus?', 'tacrolimus-passion-fruit'),
  en(undefined, 'on prograf, can i eat passionfruit?', 'tacrolimus-passion-fruit'),
  zh(WOMAN, '百香果能吃吗', null),
  // Cold dishes and raw foods after a transplant (zh-089).
  // Raw foods named besides the cold dishes: the transplant risky-foods row of the en batch answers them all
  // (it names 凉拌菜 too; both batches wrote the class from the same zh-089 — merged after the batches met).
  zh(TRANSPLANT, '移植后还能吃生的吗，像凉拌菜、生蚝、溏心蛋这种', 'transplant-risky-foods-safe'),
  zh(TRANSPLANT, '凉拌黄瓜能吃吗', 'transplant-cold-dishes-raw-foods'),
  zh(undefined, '肾移植后可以吃沙拉吗', 'transplant-cold-dishes-raw-foods'),
  en(TRANSPLANT, 'can i eat salads after my transplant?', 'transplant-cold-dishes-raw-foods'),
  en(undefined, 'on tacrolimus, are raw veggies ok?', 'transplant-cold-dishes-raw-foods'),
  zh(WOMAN, '凉拌菜能吃吗', null),
  // Fish oil beside turmeric on methotrexate (zh-098).
  zh(
    MTX,
    '鱼油和姜黄素呢，能跟我的药一起吃吗',
    'methotrexate-fish-oil-and-turmeric',
    '抗炎饮食真能缓解类风湿吗？网上说要戒麸质戒乳制品，我要不要试试',
  ),
  zh(MTX, '鱼油和姜黄素能和甲氨蝶呤一起吃吗', 'methotrexate-fish-oil-and-turmeric'),
  zh(undefined, '吃甲氨喋呤，想加鱼油跟姜黄 可以不', 'methotrexate-fish-oil-and-turmeric'),
  en(MTX, 'can i take fish oil and turmeric with my methotrexate?', 'methotrexate-fish-oil-and-turmeric'),
  en(undefined, 'on methotrexate - omega 3 plus curcumin together ok?', 'methotrexate-fish-oil-and-turmeric'),
  zh(WOMAN, '鱼油和姜黄素能一起吃吗', null),
  zh(MTX, '鱼油能跟甲氨蝶呤一起吃吗', null),
  zh(MTX, '鱼油和姜黄素对类风湿有用吗', null),
  // Vitamin D before pregnancy (zh-102).
  zh(VALPROATE, '备孕要不要补维生素D，我基本天天窝在办公室晒不到太阳', 'preconception-vitamin-d-valproate'),
  zh(undefined, '吃丙戊酸钠，备孕维d要补吗', 'preconception-vitamin-d-valproate'),
  en(VALPROATE, 'trying to conceive, should i take vitamin d?', 'preconception-vitamin-d-valproate'),
  zh(PLANNING, '备孕需要补维生素D吗', 'preconception-vitamin-d'),
  zh(WOMAN, '准备怀孕，维d要吃吗，很少晒太阳', 'preconception-vitamin-d'),
  en(undefined, 'planning a pregnancy - do i need vitamin d?', 'preconception-vitamin-d'),
  zh(WOMAN, '维生素D一天吃多少', null),
  zh(VALPROATE, '备孕之前想先把维生素D、钙、铁这些补起来，跟丙戊酸有冲突吗', null),
  // Sports drinks on lithium with a thiazide (zh-110).
  zh(
    LITHIUM,
    '那运动饮料、电解质水能喝吗，周末打球出汗多',
    'lithium-thiazide-sports-drinks',
    '在吃氢氯噻嗪，要不要补钾？香蕉多吃点行不行',
  ),
  zh(LITHIUM, '打球出汗多能喝佳得乐吗', 'lithium-thiazide-sports-drinks'),
  zh(LITHIUM, '每周踢球出汗很多，喝点电解质水行不行', 'lithium-thiazide-sports-drinks'),
  en(LITHIUM, 'can i drink gatorade when i play football?', 'lithium-thiazide-sports-drinks'),
  en(
    LITHIUM,
    'is an electrolyte drink ok after my weekend basketball? i sweat loads',
    'lithium-thiazide-sports-drinks',
  ),
  zh(LITHIUM, '宝矿力那种运动饮料可以喝吗', null, '吃锂盐一天要喝多少水？夏天工地上出汗特别多'),
  zh(WOMAN, '运动后要喝电解质水吗', null),
  zh(undefined, '吃锂盐能喝运动饮料吗', null),
  // Chilli sauces beside fermented soy on an MAOI (zh-116).
  zh(MAOI, '吃MAOI的话，老干妈、腐乳、豆豉这些能吃吗', 'maoi-chilli-sauces'),
  zh(MAOI, '辣椒酱和豆瓣酱可以吃吗', 'maoi-chilli-sauces'),
  zh(undefined, '吃苯乙肼，老干妈和腐乳能吃吗', 'maoi-chilli-sauces'),
  en(MAOI, 'is lao gan ma chili crisp ok, or fermented tofu?', 'maoi-chilli-sauces'),
  en(undefined, 'on phenelzine, can i have chilli crisp and soy sauce?', 'maoi-chilli-sauces'),
  zh(WOMAN, '老干妈和腐乳能吃吗', null),
  zh(MAOI, '老干妈呢 我每顿离不开', null),
  // Soy sauce and vinegar on an MAOI (zh-117, asked alone).
  zh(MAOI, '酱油和醋能用吗', 'maoi-soy-sauce-and-vinegar'),
  zh(undefined, '吃苯乙肼，生抽和醋可以吗', 'maoi-soy-sauce-and-vinegar'),
  en(MAOI, 'what about soy sauce and vinegar?', 'maoi-soy-sauce-and-vinegar'),
  en(undefined, 'on an maoi, can i use soy sauce or vinegar?', 'maoi-soy-sauce-and-vinegar'),
  zh(WOMAN, '酱油和醋能用吗', null),
  // Black stools and constipation on iron (zh-134).
  zh(IRON, '吃了铁片以后大便发黑还便秘，这个正常吗', 'iron-black-stools-and-constipation'),
  zh(IRON, '补铁后拉黑便，还便秘，怎么办', 'iron-black-stools-and-constipation'),
  zh(undefined, '吃硫酸亚铁大便黑而且便秘', 'iron-black-stools-and-constipation'),
  en(
    IRON,
    'iron tablets made my poop black and i am constipated, normal?',
    'iron-black-stools-and-constipation',
  ),
  en(
    undefined,
    'black stools and constipation since starting ferrous sulfate',
    'iron-black-stools-and-constipation',
  ),
  zh(IRON, '补铁后便秘怎么办', null),
  zh(WOMAN, '喝咖啡会便秘吗', null),
  // Animal blood and liver, how often (zh-136).
  zh(
    IRON,
    '那猪肝鸭血呢，一周吃几次合适',
    'animal-blood-liver-how-often',
    '红枣红糖水补血是真的吗，我妈天天给我煮',
  ),
  zh(IRON, '鸭血一周吃几次', 'animal-blood-liver-how-often'),
  zh(undefined, '猪血补铁，每周吃多少合适', 'animal-blood-liver-how-often'),
  en(IRON, 'how often can i eat duck blood for iron?', 'animal-blood-liver-how-often'),
  en(undefined, 'blood tofu for anaemia, how many times a week?', 'animal-blood-liver-how-often'),
  zh(VEGAN, '鸭血一周吃几次', null),
  zh(T2, '鸭血一周吃几次', null),
  // Baking-soda water in gout (zh-143).
  zh(GOUT, '樱桃和小苏打水降尿酸有用吗', 'gout-baking-soda-water'),
  zh(GOUT, '小苏打冲水喝能降尿酸吗', 'gout-baking-soda-water'),
  zh(GOUT, '喝苏打水能降尿酸吗', null),
  zh(GOUT, '痛风每天要喝多少水？喝苏打水碱化尿液有没有用，还是买小苏打自己冲', null),
  zh(undefined, '痛风喝小苏打水管用吗', 'gout-baking-soda-water'),
  en(GOUT, 'does baking soda water lower uric acid?', 'gout-baking-soda-water'),
  en(undefined, 'gout - is drinking bicarb good?', 'gout-baking-soda-water'),
  zh(WOMAN, '小苏打水能减肥吗', null),
  // Coconut water and juice in gout (zh-144).
  zh(GOUT, '鲜榨橙汁、椰子水这种痛风的人能喝吗，老婆说比喝酒强', 'gout-coconut-water-and-juice'),
  zh(GOUT, '椰子水能喝吗', 'gout-coconut-water-and-juice'),
  zh(undefined, '尿酸高喝椰子水可以吗', 'gout-coconut-water-and-juice'),
  en(GOUT, 'is coconut water ok with gout?', 'gout-coconut-water-and-juice'),
  en(undefined, 'high uric acid - coconut water instead of beer?', 'gout-coconut-water-and-juice'),
  zh(WOMAN, '椰子水能喝吗', null),
  zh(KIDNEY, '痛风能喝椰子水吗', null),
  // The day's calcium from the milk and tablet said (zh-149).
  en(
    BONES,
    'how much calcium do i need? i have a glass of milk and a 600 mg calcium tablet',
    'calcium-day-total-one-milk-600',
  ),
  zh(BONES, '每天两盒奶，钙片500毫克，够不够', 'calcium-day-total-two-milk-500'),
  zh(BONES, '我不喝牛奶，每天钙片600，钙够吗', 'calcium-day-total-no-milk-600'),
  zh(undefined, '骨质疏松，一天一杯奶加钙片1000毫克，会不会太多', 'calcium-day-total-one-milk-1000'),
  en(
    undefined,
    'osteoporosis: two glasses of milk and 500 mg calcium a day, enough?',
    'calcium-day-total-two-milk-500',
  ),
  zh(WOMAN, '每天一袋牛奶加钙片600，够不够', null),
  zh(BONES, '钙片600和牛奶隔多久', null),
  // One meal a day for a teenager (zh-154).
  zh(
    undefined,
    '那我一天只吃一顿行不行 感觉这样掉秤最快',
    'minor-one-meal-a-day',
    '我16岁 163 52kg 想瘦到45 一天吃多少卡合适',
  ),
  zh(undefined, '我15岁，一日一餐能瘦吗', 'minor-one-meal-a-day'),
  en(undefined, "i'm 16, can i just eat one meal a day to lose weight?", 'minor-one-meal-a-day'),
  en(undefined, 'is omad ok for a teenager?', 'minor-one-meal-a-day'),
  zh(MAN, '一天只吃一顿行不行', null),
  // Skipping dinner against a parent (zh-155).
  zh(undefined, '不吃晚饭能瘦吗，我妈天天逼我吃饭好烦', 'skip-dinner-parent-pushes'),
  zh(undefined, '我想不吃晚饭减肥，爸妈非让我吃', 'skip-dinner-parent-pushes'),
  en(undefined, 'i want to skip dinner to lose weight but my mum makes me eat', 'skip-dinner-parent-pushes'),
  en(undefined, 'my parents force me to eat dinner but i want to skip dinner', 'skip-dinner-parent-pushes'),
  zh(MAN, '不吃晚饭能瘦吗', null),
  zh(undefined, '我妈天天逼我吃饭，好烦', null),
];

const mine = rowsOf(ROUND21_ZHPART_FAQ);

describe("blind answer round 21's zh questions answered in part (development data)", () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, mine);
    },
    30_000,
  );

  // zh-114: "what can't I eat" on an MAOI is the whole list (rows-medicines.ts maoi-food-list), which
  // says fresh cheese is fine and aged cheese is not — not the cheese row alone.
  it.each([
    zh(MAOI, '吃苯乙肼不能吃哪些东西？奶酪是全部都不能吃吗', 'maoi-food-list'),
    zh(MAOI, '饮食上哪些东西不能吃，芝士还能吃吗', 'maoi-food-list'),
    zh(MAOI, '我不能吃什么？奶酪都不行吗', 'maoi-food-list'),
    en(MAOI, 'what foods do i avoid on phenelzine? is all cheese out?', 'maoi-food-list'),
    en(MAOI, 'which foods to avoid on this med - cheese too?', 'maoi-food-list'),
  ])('$locale "$text" → the whole MAOI list', (c) => {
    expect(faqIdsOf(askAs(c))).toContain(c.id);
  });
  it('a person not on an MAOI asking what not to eat gets no MAOI list', () => {
    const r = askAs({ persona: WOMAN, locale: 'zh-CN', text: '减肥不能吃哪些东西，奶酪能吃吗' });
    expect(faqIdsOf(r)).not.toContain('maoi-food-list');
  });

  it('works the baijiu out from the amount said: 二两 a day is about double the limit', () => {
    const r = askAs({ persona: WARFARIN, locale: 'zh-CN', text: '每天晚饭习惯喝二两白酒，跟华法林有冲突吗' });
    expect(r.text).toMatch(/33–42克/);
    expect(r.text).toMatch(/两倍多/);
    const small = askAs({ persona: WARFARIN, locale: 'zh-CN', text: '每天晚饭喝半两白酒，跟华法林有冲突吗' });
    expect(small.text).toMatch(/限量以内/);
  });

  it('sums the calcium said: one bag of milk and 600 mg is enough, not more tablets', () => {
    const r = askAs({ persona: BONES, locale: 'zh-CN', text: '一天要多少钙才够？我每天一袋牛奶加钙片600' });
    expect(faqIdsOf(r)).toContain('calcium-day-total-one-milk-600');
    expect(r.text).toMatch(/1150–1250毫克，够了/);
  });
});
