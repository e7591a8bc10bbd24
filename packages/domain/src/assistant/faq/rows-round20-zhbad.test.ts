import { describe, expect, it } from 'vitest';
import { ROUND20_ZHBAD_FAQ } from './rows-round20-zhbad';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  NURSING as LACT,
  OLD,
  INSULIN,
  TRANSPLANT,
  VALPROATE,
  LITHIUM,
  ISOTRETINOIN as ISO,
  IRON,
  GOUT,
  BONES as OSTEO,
  KIDNEY as CKD,
} from './testing-personas';

// Blind answer round 20's zh-CN questions answered with a neighbouring topic or declined (development data):
// each class as the round asked it (same persona, same earlier message), then in other words in both
// languages; null where none of these rows may answer (the same words asking something else, or a person
// the row is not for).

const CASES: readonly RowCase[] = [
  // The protein in an egg and a glass of milk (zh-002).
  zh(
    WOMAN,
    '那早上一个鸡蛋加一杯牛奶够不够啊',
    'protein-in-egg-and-milk',
    '我35岁，58公斤，一周跑三次步，每天蛋白质大概要吃多少克？',
  ),
  zh(WOMAN, '早饭就一个鸡蛋一杯牛奶，蛋白质够了吗', 'protein-in-egg-and-milk'),
  zh(MAN, '早餐一个蛋加一盒酸奶，蛋白质够不够', 'protein-in-egg-and-milk'),
  en(WOMAN, 'is one egg and a glass of milk enough protein for breakfast?', 'protein-in-egg-and-milk'),
  en(
    WOMAN,
    'would an egg and a cup of milk in the morning be enough',
    'protein-in-egg-and-milk',
    'how much protein do I need a day?',
  ),
  zh(WOMAN, '一个鸡蛋加一杯牛奶当早餐够不够', null),
  en(CKD, 'is an egg and a glass of milk enough protein?', null),
  // Lemon water to "detox" or burn fat (zh-005).
  zh(WOMAN, '同事说早上空腹喝温柠檬水能排毒还能刮油，靠谱吗', 'lemon-water-detox'),
  zh(WOMAN, '喝柠檬水能减肥吗', 'lemon-water-detox'),
  zh(MAN, '每天早上一杯柠檬泡水真的能排毒吗', 'lemon-water-detox'),
  en(WOMAN, 'does warm lemon water in the morning detox your body?', 'lemon-water-detox'),
  en(MAN, 'will lemon water help me burn fat', 'lemon-water-detox'),
  zh(WOMAN, '柠檬水能补维生素C吗', null),
  en(WOMAN, 'how much lemon juice is in a lemon', null),
  // Fatty liver, high triglycerides and uric acid together (zh-012).
  zh(
    MAN,
    '体检报告出来了：甘油三酯2.8，尿酸460，谷丙转氨酶58，B超轻度脂肪肝。这些都是胖出来的吗？饮食上先从哪儿改起',
    'fatty-liver-triglycerides-urate-together',
  ),
  zh(MAN, '体检说脂肪肝，甘油三酯也高，饮食怎么调', 'fatty-liver-triglycerides-urate-together'),
  zh(MAN, '转氨酶高、尿酸也高，是不是胖的原因', 'fatty-liver-triglycerides-urate-together'),
  en(
    MAN,
    'my checkup shows fatty liver, high triglycerides and high uric acid. is it my weight? where do I start with diet?',
    'fatty-liver-triglycerides-urate-together',
  ),
  en(
    MAN,
    'ALT 58, triglycerides high and a mild fatty liver on ultrasound - what should I change in my diet first',
    'fatty-liver-triglycerides-urate-together',
  ),
  zh(T1, '脂肪肝，甘油三酯也高，饮食怎么改', null),
  zh(MAN, '尿酸高能吃豆腐吗', null),
  // Whey: how many scoops, and right after training? (zh-014).
  zh(
    MAN,
    '乳清一天几勺？练完必须马上喝吗',
    'whey-scoops-and-timing',
    '健身房教练一直推左旋肉碱和乳清蛋白粉，说能燃脂增肌，到底有没有用，是不是智商税',
  ),
  zh(MAN, '蛋白粉一天喝几勺合适', 'whey-scoops-and-timing'),
  zh(WOMAN, '乳清蛋白是不是练完半小时内必须喝', 'whey-scoops-and-timing'),
  en(MAN, 'how many scoops of whey a day?', 'whey-scoops-and-timing'),
  en(WOMAN, 'do I need to drink my protein shake right after the gym?', 'whey-scoops-and-timing'),
  zh(CKD, '蛋白粉一天几勺', null),
  zh(MAN, '乳清和植物蛋白粉哪个好', null),
  en(undefined, 'my mum is 85, how much protein powder should she have a day', null),
  // An iron tablet with soy milk (zh-020).
  zh(
    VEGAN,
    '如果要吃补铁片，能和豆浆一起喝吗',
    'iron-tablet-with-soy-milk',
    '最近掉头发特别厉害，豆腐菠菜也没少吃，会不会是缺铁？要先去查哪些指标',
  ),
  zh(IRON, '铁剂能用豆浆送服吗', 'iron-tablet-with-soy-milk'),
  zh(VEGAN, '铁片和豆奶一起吃行不行', 'iron-tablet-with-soy-milk'),
  en(VEGAN, 'can I take my iron tablet with soy milk?', 'iron-tablet-with-soy-milk'),
  en(IRON, 'is it ok to have tofu at breakfast with my ferrous sulfate', 'iron-tablet-with-soy-milk'),
  zh(VEGAN, '豆浆能补铁吗', null),
  en(VEGAN, 'does soy milk have iron in it', null),
  // Vegan at a Sichuan restaurant: hidden lard and stock (zh-021).
  zh(
    VEGAN,
    '周末跟同事去吃川菜，哪些菜看着是素的其实用了猪油或者骨头高汤？怎么跟服务员说比较好沟通',
    'vegan-eating-out-chinese',
  ),
  zh(VEGAN, '吃素的人去火锅店，怎么跟服务员说不要牛油和骨头汤', 'vegan-eating-out-chinese'),
  zh(WOMAN, '我是素食者，去中餐馆哪些菜会偷偷放高汤', 'vegan-eating-out-chinese'),
  en(
    VEGAN,
    "I'm vegan and going to a Sichuan restaurant, which dishes have hidden lard or meat stock?",
    'vegan-eating-out-chinese',
  ),
  en(
    WOMAN,
    'vegetarian at a chinese restaurant - how do I tell the waiter no chicken stock or oyster sauce',
    'vegan-eating-out-chinese',
  ),
  zh(VEGAN, '吃素的人喝骨头汤能补钙吗', null),
  zh(WOMAN, '火锅的骨头汤底热量高吗', null),
  zh(WOMAN, '在餐馆吃饭，维生素会被高汤破坏吗', null),
  // What to eat for morning sickness (zh-025).
  zh(
    T1,
    '孕吐吐到怀疑人生，早上刷牙都恶心，吃点啥能好受点？老吃不下会不会饿到宝宝',
    'pregnancy-nausea-what-to-eat',
  ),
  zh(T1, '孕早期恶心想吐，吃什么能缓解', 'pregnancy-nausea-what-to-eat'),
  zh(undefined, '怀孕7周天天反胃，吃点啥好受点', 'pregnancy-nausea-what-to-eat'),
  en(T1, 'morning sickness is awful, what can I eat to feel better?', 'pregnancy-nausea-what-to-eat'),
  en(T1, 'pregnant and nauseous all day, what foods help?', 'pregnancy-nausea-what-to-eat'),
  zh(T1, '孕吐吃维生素B6有用吗', null),
  zh(WOMAN, '最近老是恶心没胃口，吃什么好', null),
  // The glucose tolerance test's preparation (zh-036).
  zh(
    T2,
    '下礼拜做糖耐，孕妈群里说前三天少吃主食少吃糖就能过，这样做对吗？前一天晚上应该怎么吃',
    'ogtt-preparation',
  ),
  zh(T2, '糖耐前一天晚上能吃什么', 'ogtt-preparation'),
  zh(T2, '做OGTT前几天要少吃主食吗', 'ogtt-preparation'),
  en(T2, 'should I cut carbs before my glucose tolerance test?', 'ogtt-preparation'),
  en(T2, 'what should I eat the night before my GTT', 'ogtt-preparation'),
  zh(WOMAN, '糖耐前要少吃主食吗', null),
  zh(T2, '糖耐没过，以后三餐怎么吃', null),
  en(T2, 'is a low sugar bubble tea ok before my glucose test?', null),
  zh(T2, '孕妇水果一天吃多少', null),
  // Waking hungry at night in pregnancy (zh-038).
  zh(
    T2,
    '半夜经常饿醒，吃点什么既顶饿又不容易胖',
    'pregnancy-night-hunger-snack',
    '孕中期到底一天要多吃多少？我现在比孕前胖了6斤，是不是涨太快了',
  ),
  zh(T2, '晚上睡前老是饿，吃什么不容易长胖', 'pregnancy-night-hunger-snack'),
  zh(undefined, '怀孕了半夜饿醒吃啥好', 'pregnancy-night-hunger-snack'),
  en(
    T2,
    "I keep waking up hungry at night, what can I eat that won't make me gain too much?",
    'pregnancy-night-hunger-snack',
  ),
  en(T2, 'pregnant and starving at bedtime, healthy snack ideas?', 'pregnancy-night-hunger-snack'),
  zh(WOMAN, '晚上饿了吃什么不容易胖', null),
  zh(INSULIN, '半夜饿醒吃什么好', null),
  // Weight gain on an SSRI (zh-046).
  zh(
    LACT,
    '吃舍曲林是不是更容易胖？饮食上有啥办法',
    'ssri-weight-gain',
    '产后还胖着15斤，想开始减，喂奶期间一天最少要吃多少卡才不影响奶量',
  ),
  zh(LACT, '舍曲林会让人长胖吗', 'ssri-weight-gain'),
  zh(undefined, '吃氟西汀以后胖了10斤，是药引起的吗', 'ssri-weight-gain'),
  en(LACT, 'does sertraline cause weight gain?', 'ssri-weight-gain'),
  en(LACT, "I've put on weight since starting zoloft, what can I do with my diet?", 'ssri-weight-gain'),
  zh(LACT, '吃舍曲林有什么忌口吗', null),
  zh(WOMAN, '最近胖了怎么办', null),
  zh(LACT, '吃舍曲林的话，能用司美格鲁肽减肥药吗，产后胖了好多', null),
  // A thickener: where to buy, and against home-made rice paste (zh-050).
  zh(
    OLD,
    '增稠剂去哪买？跟自己打的米糊有啥区别',
    'thickener-where-and-vs-homemade',
    '老太太吃饭偶尔会呛到，喝水也容易呛，饭菜做成什么样比较安全',
  ),
  zh(OLD, '吞咽增稠粉在哪里能买到', 'thickener-where-and-vs-homemade'),
  zh(OLD, '能不能用藕粉代替增稠剂', 'thickener-where-and-vs-homemade'),
  en(OLD, "where can I buy thickener for my mum's drinks?", 'thickener-where-and-vs-homemade'),
  en(OLD, 'can I use cornflour instead of a thickener powder', 'thickener-where-and-vs-homemade'),
  zh(OLD, '增稠剂要加到哪些饮料里', null),
  zh(OLD, '米糊有营养吗', null),
  // When to re-test after treating a low (zh-074).
  zh(
    INSULIN,
    '吃完之后隔多久再测一次',
    'hypo-retest-after-treating',
    '想在包里常备点东西防低血糖，巧克力行不行？还是糖块、果汁更好',
  ),
  zh(INSULIN, '低血糖吃了糖以后多久再测', 'hypo-retest-after-treating'),
  zh(INSULIN, '喝了果汁过多久复测血糖', 'hypo-retest-after-treating'),
  en(INSULIN, 'after I treat a low with juice, how long until I recheck?', 'hypo-retest-after-treating'),
  en(INSULIN, 'how soon should I test again after glucose tablets', 'hypo-retest-after-treating'),
  zh(INSULIN, '吃完饭多久测血糖', null),
  zh(WOMAN, '低血糖吃糖后多久再测', null),
  // Dry wine or sugar-free beer on insulin (zh-077).
  zh(
    INSULIN,
    '换成干红或者无糖啤酒会好点吗',
    'dry-wine-or-sugar-free-beer-on-insulin',
    '周末跟兄弟撸串喝啤酒，对血糖影响大吗？打胰岛素的人喝酒要注意啥',
  ),
  zh(INSULIN, '打胰岛素的话，喝干红是不是比啤酒好', 'dry-wine-or-sugar-free-beer-on-insulin'),
  zh(INSULIN, '无糖啤酒对血糖影响小吧，可以换成它吗', 'dry-wine-or-sugar-free-beer-on-insulin'),
  en(INSULIN, 'is dry red wine better than beer on insulin?', 'dry-wine-or-sugar-free-beer-on-insulin'),
  en(
    undefined,
    'would light beer be safer for my sugars? im on lantus',
    'dry-wine-or-sugar-free-beer-on-insulin',
  ),
  zh(INSULIN, '无醇啤酒能喝吗', null),
  zh(WOMAN, '干红和啤酒哪个更好', null),
  // Magnesium-rich foods on tacrolimus (zh-088).
  zh(
    TRANSPLANT,
    '医生说我血镁低是他克莫司引起的，除了吃镁片，平时吃哪些东西含镁多',
    'magnesium-foods-on-tacrolimus',
  ),
  zh(TRANSPLANT, '血镁偏低，吃什么食物能补镁', 'magnesium-foods-on-tacrolimus'),
  zh(undefined, '肾移植后吃他克莫司，镁低，哪些食物含镁多', 'magnesium-foods-on-tacrolimus'),
  en(
    TRANSPLANT,
    'my magnesium is low from tacrolimus, which foods are high in magnesium?',
    'magnesium-foods-on-tacrolimus',
  ),
  en(TRANSPLANT, 'what foods should I eat to get my magnesium up', 'magnesium-foods-on-tacrolimus'),
  zh(TRANSPLANT, '镁片和他克莫司要隔多久', null),
  zh(WOMAN, '哪些食物含镁多', null),
  // A steroid's high glucose: diet and how much starch (zh-089).
  zh(TRANSPLANT, '吃了强的松以后空腹血糖6.8，饮食上怎么控比较好？主食要减多少', 'steroid-high-glucose-diet'),
  zh(TRANSPLANT, '吃泼尼松血糖高了，饮食要注意什么', 'steroid-high-glucose-diet'),
  zh(undefined, '用激素后血糖升高，主食怎么吃', 'steroid-high-glucose-diet'),
  en(TRANSPLANT, 'my blood sugar went up on prednisone, what should I eat?', 'steroid-high-glucose-diet'),
  en(undefined, 'fasting glucose 7.1 on steroids, how much should I cut carbs', 'steroid-high-glucose-diet'),
  zh(INSULIN, '吃泼尼松血糖高，饮食怎么控', null),
  zh(WOMAN, '血糖高饮食怎么控', null),
  zh(WOMAN, '吃雌激素以后血糖高了，饮食怎么控', null),
  // Coffee and alcohol on an antiseizure medicine (zh-105).
  zh(VALPROATE, '能喝咖啡吗？会不会诱发发作？酒呢', 'antiseizure-coffee-and-alcohol'),
  zh(VALPROATE, '吃丙戊酸钠可以喝咖啡吗', 'antiseizure-coffee-and-alcohol'),
  zh(undefined, '癫痫病人能喝咖啡和啤酒吗', 'antiseizure-coffee-and-alcohol'),
  en(VALPROATE, 'can I drink coffee on depakote? will it cause a seizure?', 'antiseizure-coffee-and-alcohol'),
  en(
    undefined,
    'is it ok to have coffee with my epilepsy meds, and a glass of wine?',
    'antiseizure-coffee-and-alcohol',
  ),
  zh(LITHIUM, '吃锂盐能喝咖啡吗', null),
  zh(VALPROATE, '吃丙戊酸钠能喝酒吗', null),
  zh(WOMAN, '能喝咖啡吗', null),
  // Energy drinks and late nights on an antiseizure medicine (zh-106).
  zh(
    VALPROATE,
    '加班熬夜的时候喝红牛这种功能饮料可以吗',
    'antiseizure-energy-drinks',
    '能喝咖啡吗？会不会诱发发作？酒呢',
  ),
  zh(undefined, '有癫痫，能喝魔爪吗', 'antiseizure-energy-drinks'),
  zh(VALPROATE, '吃德巴金能喝东鹏特饮提神吗', 'antiseizure-energy-drinks'),
  en(VALPROATE, 'can I have red bull when pulling an all nighter?', 'antiseizure-energy-drinks'),
  en(undefined, 'are energy drinks ok with epilepsy', 'antiseizure-energy-drinks'),
  zh(WOMAN, '熬夜喝红牛可以吗', null),
  zh(LITHIUM, '喝红牛可以吗', null),
  // Supplements before pregnancy on valproate (zh-107).
  zh(
    VALPROATE,
    '备孕之前想先把维生素D、钙、铁这些补起来，跟丙戊酸有冲突吗，怎么选产品',
    'valproate-preconception-supplements',
  ),
  zh(VALPROATE, '吃丙戊酸钠，备孕要补哪些维生素', 'valproate-preconception-supplements'),
  zh(undefined, '准备怀孕，想吃复合维生素，和德巴金冲突吗', 'valproate-preconception-supplements'),
  en(
    VALPROATE,
    "I'm on valproate and trying to conceive, which supplements should I take?",
    'valproate-preconception-supplements',
  ),
  en(
    undefined,
    'planning a pregnancy on depakote, can I take vitamin D and iron?',
    'valproate-preconception-supplements',
  ),
  zh(VALPROATE, '我吃丙戊酸钠好几年了，和老公打算明年要宝宝，叶酸要吃多少？普通的0.4够吗', null),
  zh(WOMAN, '备孕要吃哪些维生素', null),
  // Yoghurt and soy milk beside a tetracycline (zh-126).
  zh(ISO, '酸奶和豆浆也算吗', 'tetracycline-yoghurt-soy-milk', '米诺环素和钙片、牛奶要隔开多久'),
  zh(ISO, '吃米诺环素，酸奶也要隔开吗', 'tetracycline-yoghurt-soy-milk'),
  zh(undefined, '多西环素能和豆浆一起吃吗', 'tetracycline-yoghurt-soy-milk'),
  en(
    ISO,
    'does yogurt count too?',
    'tetracycline-yoghurt-soy-milk',
    'how long should I wait between minocycline and milk?',
  ),
  en(undefined, 'can I have cheese with doxycycline', 'tetracycline-yoghurt-soy-milk'),
  zh(ISO, '酸奶和豆浆也算吗', null),
  zh(VEGAN, '酸奶和豆浆一样补钙吗', null),
  // Triglycerides on a retinoid (zh-129).
  zh(ISO, '复查甘油三酯2.3，医生说是吃药后升上去的，饮食上要怎么调', 'retinoid-triglycerides-diet'),
  zh(ISO, '吃异维A酸，甘油三酯到了2.6，怎么吃能降下来', 'retinoid-triglycerides-diet'),
  zh(undefined, '吃泰尔丝甘油三酯升到3.1了，饮食上要注意什么', 'retinoid-triglycerides-diet'),
  en(ISO, 'my triglycerides went up to 250 on accutane, what should I eat?', 'retinoid-triglycerides-diet'),
  en(ISO, 'triglycerides 2.3 on isotretinoin, diet tips to lower them?', 'retinoid-triglycerides-diet'),
  zh(WOMAN, '甘油三酯高怎么吃', null),
  zh(ISO, '异维A酸能喝酒吗', null),
  zh(ISO, '吃异维A酸血脂高了，怎么吃', null),
  // Red dates and brown sugar for anaemia (zh-135).
  zh(IRON, '我妈天天让我喝红枣红糖水说补血，到底有没有用', 'red-dates-brown-sugar-for-anaemia'),
  zh(IRON, '红枣能补血吗', 'red-dates-brown-sugar-for-anaemia'),
  zh(VEGAN, '贫血喝红糖水有用吗', 'red-dates-brown-sugar-for-anaemia'),
  en(IRON, 'do red dates help anaemia?', 'red-dates-brown-sugar-for-anaemia'),
  en(IRON, 'my mum says brown sugar water builds blood, does it help?', 'red-dates-brown-sugar-for-anaemia'),
  zh(WOMAN, '红枣热量高吗', null),
  zh(WOMAN, '红枣对皮肤有用吗', null),
  zh(undefined, '我是地贫，红枣能补血吗', null),
  zh(T2, '孕期贫血，红枣和阿胶补血有用吗', null),
  // A picky child and iron (zh-138).
  zh(IRON, '我女儿8岁特别挑食，不爱吃肉，要带她去查铁吗？儿童补铁剂怎么选', 'picky-child-iron'),
  zh(IRON, '儿子6岁不吃肉，需要查铁吗', 'picky-child-iron'),
  zh(WOMAN, '孩子挑食会不会贫血，要不要给他补铁剂', 'picky-child-iron'),
  en(
    WOMAN,
    'my daughter is a fussy eater and won’t eat meat, should I get her iron checked?',
    'picky-child-iron',
  ),
  en(IRON, 'my son barely eats meat, which iron supplement is best for kids?', 'picky-child-iron'),
  zh(WOMAN, '孩子挑食怎么办', null),
  zh(IRON, '我挑食不吃肉，要查铁吗', null),
  // Keto or fasting with gout (zh-145).
  zh(GOUT, '想减减肥，能不能搞生酮或者断食？听说会引起发作', 'gout-keto-or-fasting'),
  zh(GOUT, '痛风能生酮减肥吗', 'gout-keto-or-fasting'),
  zh(undefined, '尿酸高，轻断食会不会诱发痛风', 'gout-keto-or-fasting'),
  en(GOUT, 'can I do keto with gout?', 'gout-keto-or-fasting'),
  en(GOUT, 'will intermittent fasting trigger a gout flare?', 'gout-keto-or-fasting'),
  zh(WOMAN, '生酮能减肥吗', null),
  zh(GOUT, '痛风能吃豆腐吗', null),
];

// A row of another area file widened for the same round (its id is named).
const WIDENED: readonly RowCase[] = [
  // Magnesium with osteoporosis (zh-153): "一起补" asks whether to take it as well.
  zh(OSTEO, '那镁要不要一起补', 'bones-magnesium', '想买维生素K2，都说对骨头好，我能吃吗'),
  zh(OSTEO, '镁需不需要同时补一点', 'bones-magnesium'),
  en(OSTEO, 'should I take magnesium too?', 'bones-magnesium', 'is vitamin K2 good for osteoporosis'),
  zh(OSTEO, '钙片和镁片晚上能一起吃吗', null),
  zh(OSTEO, '镁片和阿仑膦酸钠能同时吃吗', null),
];

const mine = rowsOf([...ROUND20_ZHBAD_FAQ, { id: 'bones-magnesium' }]);

describe('round 20 zh-CN neighbouring and declined answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each([...CASES, ...WIDENED])('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine);
  });
});

describe('what each answer must now say', () => {
  it(
    'triglycerides on isotretinoin: the rise read as mild, never a request for units',
    { timeout: 60_000 },
    () => {
      const r = askAs(zh(ISO, '复查甘油三酯2.3，医生说是吃药后升上去的，饮食上要怎么调', null));
      expect(r.text).toMatch(/轻中度升高/);
      expect(r.text).not.toMatch(/要看单位/);
    },
  );

  it('the glucose tolerance test: eat normally, never the supplement schedule', { timeout: 60_000 }, () => {
    const r = askAs(
      zh(T2, '下礼拜做糖耐，孕妈群里说前三天少吃主食少吃糖就能过，这样做对吗？前一天晚上应该怎么吃', null),
    );
    expect(r.text).toMatch(/不少于约150克/);
    expect(r.text).not.toMatch(/每天这样安排/);
  });

  it(
    'a steroid glucose on tacrolimus: no weight-loss deficit, no prednisone-timing decline',
    { timeout: 60_000 },
    () => {
      const r = askAs(zh(TRANSPLANT, '吃了强的松以后空腹血糖6.8，饮食上怎么控比较好？主食要减多少', null));
      expect(r.text).toMatch(/一拳头/);
      expect(r.text).not.toMatch(/每天比消耗少吃约500千卡|没有可靠的规则/);
    },
  );

  it(
    'valproate before pregnancy: the prescriber and 5 mg folic acid, never a men’s multivitamin',
    { timeout: 60_000 },
    () => {
      const r = askAs(
        zh(VALPROATE, '备孕之前想先把维生素D、钙、铁这些补起来，跟丙戊酸有冲突吗，怎么选产品', null),
      );
      expect(r.text).toMatch(/5毫克/);
      expect(r.text).not.toMatch(/男士复合维生素矿物质片/);
    },
  );
});
