import { describe, expect, it } from 'vitest';
import { normaliseQuestion } from '../lexicon';
import { STANDARD_ANSWER_FAQ } from './rows-standard-answers';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

// Blind answer round 13's Chinese questions that got a neighbouring answer or a "can't" (development
// data): each row with the round's words (persona and earlier message as asked), other phrasings —
// everyday words, typos, mixed language — with a plan or as a guest, English, and null where the row must
// not answer (another area's row may).
const mineOf = rowsOf(STANDARD_ANSWER_FAQ);

const PREG_T2 = 'pregnant t2 with a prenatal';
const PREG_T1 = 'pregnant t1';
const NURSING = 'lactating on sertraline';
const ISO = 'isotretinoin with minocycline';
const LITHIUM = 'lithium with hydrochlorothiazide';
const HF = 'heart failure, potassium 5.4';
const MTX = 'methotrexate with folic acid 5 mg';
const MAOI = 'phenelzine';
const VALPROATE = 'valproate, 28';
const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';
const DM = 'diabetes on insulin, glucose 2.6';
// On a sulfonylurea with no low recorded: the carbohydrate-cutting rows are still theirs.
const SU = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const VEGAN = 'vegan';
const MAN = 'healthy man, weight loss';
const WOMAN = 'healthy woman';
const OLDER = '80-year-old woman, low BMI';
const IRON = 'iron deficiency with a multivitamin';
const KIDNEY = 'kidney disease eGFR 22 with magnesium';

const CASES: readonly RowCase[] = [
  // Calcium beside a prenatal (zh-005).
  zh(PREG_T2, '我在吃爱乐维，还要单独补钙吗？产科医生说孕中期要补钙', 'prenatal-calcium-enough'),
  zh(PREG_T2, '吃着爱乐维钙够不够啊 要不要另外吃钙片', 'prenatal-calcium-enough'),
  zh(undefined, '怀孕5个月了 在吃elevit 还需要额外补钙吗', 'prenatal-calcium-enough'),
  en(PREG_T2, 'im on elevit, do i still need a separate calcium supplement?', 'prenatal-calcium-enough'),
  en(
    undefined,
    'pregnant, taking a prenatal — is that enough calcium or should I take extra?',
    'prenatal-calcium-enough',
  ),
  zh(PREG_T2, '爱乐维和钙片能一起吃吗', null),
  // DHA for a breastfed baby (zh-027).
  zh(NURSING, '宝宝还要单独补DHA吗', 'breastfed-baby-dha', '我在吃舍曲琳50mg，现在纯母乳，吃鱼油安全吗'),
  zh(NURSING, '纯母乳的娃需要另外吃dha滴剂不', 'breastfed-baby-dha'),
  zh(undefined, '我在喂母乳，孩子要不要补藻油DHA', 'breastfed-baby-dha'),
  en(NURSING, 'does my exclusively breastfed baby need DHA drops?', 'breastfed-baby-dha'),
  en(undefined, "I'm breastfeeding — should I give the baby an omega 3 supplement?", 'breastfed-baby-dha'),
  zh(PREG_T1, '孕期要不要吃DHA', null),
  zh(PREG_T1, '现在7周，我妈让我多吃两碗饭还有很多水果，要多吃多少', null),
  // How much more to eat in mid-pregnancy, rice and durian (zh-150).
  zh(
    PREG_T2,
    '我妈天天说一个人吃两个人补，每顿给我盛两大碗饭，还让我多吃榴莲说营养好，孕中期到底要多吃多少啊',
    'pregnancy-extra-food-staple-fruit',
  ),
  zh(PREG_T2, '孕中期饭量要翻倍吗 婆婆天天让我吃两碗饭还有一大盘水果', 'pregnancy-extra-food-staple-fruit'),
  zh(undefined, '怀孕6个月 每天要多吃多少饭 水果能敞开吃吗', 'pregnancy-extra-food-staple-fruit'),
  en(
    PREG_T2,
    'mum says im eating for two, two bowls of rice and loads of durian - how much more do I actually need?',
    'pregnancy-extra-food-staple-fruit',
  ),
  en(
    undefined,
    'pregnant, 20 weeks: how much more should I eat, and is lots of fruit ok?',
    'pregnancy-extra-food-staple-fruit',
  ),
  // Active folate and MTHFR (zh-025).
  zh(
    PREG_T1,
    '要不要换活性叶酸？网上说有的人基因突变代谢不了普通叶酸',
    'active-folate-mthfr',
    '刚查出来怀孕7周，之前完全没吃叶酸，现在补还来得及吗？好慌😭',
  ),
  zh(undefined, '查了MTHFR基因是TT型，普通叶酸是不是没用，要吃甲基叶酸吗', 'active-folate-mthfr'),
  zh(undefined, '备孕吃活性叶酸好还是普通叶酸好', 'active-folate-mthfr'),
  en(
    PREG_T1,
    'should I switch to methylfolate? heard some people cant process folic acid',
    'active-folate-mthfr',
  ),
  en(
    undefined,
    'I have the MTHFR mutation, do I need active folate instead of folic acid?',
    'active-folate-mthfr',
  ),
  // Pumping and dumping after a drink (zh-151).
  zh(
    NURSING,
    '吸出来倒掉再喂可以吗',
    'lactation-pump-and-dump',
    '同学聚会想喝一杯红酒，喝完隔几个小时喂奶比较安全',
  ),
  zh(NURSING, '喝了点酒 是不是把奶挤掉倒了就行', 'lactation-pump-and-dump'),
  zh(undefined, '哺乳期喝了啤酒，吸奶器吸出来扔掉就能马上喂吗', 'lactation-pump-and-dump'),
  en(
    NURSING,
    'if I pump and dump after a glass of wine can I feed straight away?',
    'lactation-pump-and-dump',
  ),
  en(
    undefined,
    'breastfeeding - does pumping and dumping get the alcohol out faster?',
    'lactation-pump-and-dump',
  ),
  // Cod liver oil on a retinoid (zh-038).
  zh(
    ISO,
    '鱼肝油呢',
    'retinoid-cod-liver-oil',
    '吃异维a酸的时候能吃维生素A吗？我的复合维生素里面有 每片好像是800多ug',
  ),
  zh(ISO, '吃泰尔丝期间能不能吃鱼肝油', 'retinoid-cod-liver-oil'),
  zh(undefined, '在吃异维A酸 我妈让我吃鱼肝油补眼睛 行吗', 'retinoid-cod-liver-oil'),
  en(ISO, 'what about cod liver oil?', 'retinoid-cod-liver-oil', 'can i take vitamin a while on accutane'),
  en(undefined, 'on isotretinoin, is cod liver oil ok?', 'retinoid-cod-liver-oil'),
  zh(undefined, '鱼肝油和鱼油有什么区别', null),
  // Coffee on lithium (zh-078).
  zh(LITHIUM, '咖啡会影响锂浓度吗 我一天三杯 雀巢那种', 'lithium-coffee-steady'),
  zh(LITHIUM, '吃碳酸锂 每天两杯美式 会影响血锂吗', 'lithium-coffee-steady'),
  zh(undefined, '吃锂盐 喝咖啡对锂浓度有影响吗', 'lithium-coffee-steady'),
  // Without the level the lithium diet row answers (knowledge/medicine-diet.ts lithium-alcohol-caffeine).
  zh(LITHIUM, '吃锂盐能喝酒吗', null),
  zh(LITHIUM, '吃碳酸锂还能喝奶茶咖啡吗', null),
  en(LITHIUM, 'does coffee affect my lithium level? i have 3 cups a day', 'lithium-coffee-steady'),
  en(undefined, 'on lithium, how many coffees a day before it affects my level?', 'lithium-coffee-steady'),
  zh(LITHIUM, '想把咖啡戒了 对锂有影响吗', null),
  // Beer on lithium and water the day after (zh-099, zh-120).
  zh(LITHIUM, '上次血锂0.9，医生说在范围里，那我能喝点啤酒吗', 'lithium-alcohol'),
  zh(LITHIUM, '血锂正常 吃锂盐周末能喝两瓶啤酒不', 'lithium-alcohol'),
  zh(undefined, '在吃碳酸锂 血锂稳定 朋友聚会喝点红酒行吗', 'lithium-alcohol'),
  en(LITHIUM, 'my lithium level was fine, can I have a couple of beers?', 'lithium-alcohol'),
  en(undefined, 'is it ok to drink alcohol on lithium if my levels are good?', 'lithium-alcohol'),
  zh(
    LITHIUM,
    '喝完第二天要多喝水吗',
    'lithium-water-after-drinking',
    '上次血锂0.9，医生说在范围里，那我能喝点啤酒吗',
  ),
  zh(LITHIUM, '吃锂盐的 喝了酒以后要不要多补水', 'lithium-water-after-drinking'),
  zh(undefined, '碳酸锂 宿醉那天要多喝水吗', 'lithium-water-after-drinking'),
  en(
    LITHIUM,
    'should I drink extra water the next day after beers?',
    'lithium-water-after-drinking',
    'can i have a few beers on lithium',
  ),
  en(undefined, 'on lithium - how much water after a night drinking?', 'lithium-water-after-drinking'),
  // Coenzyme Q10 in heart failure (zh-137).
  zh(HF, '辅酶Q10对心衰有用没有 药店的人说心脏病人必吃 好几百一瓶', 'coq10-heart-failure'),
  zh(HF, '心衰吃辅酶q10管用吗', 'coq10-heart-failure'),
  zh(undefined, '我有心力衰竭 辅酶Q10要不要买来吃', 'coq10-heart-failure'),
  en(
    HF,
    'does coq10 help heart failure? the pharmacy says everyone with a weak heart should take it',
    'coq10-heart-failure',
  ),
  en(undefined, 'I have heart failure, is coenzyme Q10 worth taking?', 'coq10-heart-failure'),
  zh(WOMAN, '辅酶Q10有什么用', null),
  // Fish oil for rheumatoid arthritis on methotrexate (zh-118).
  zh(MTX, '那鱼油呢', 'rheumatoid-fish-oil', '看到有人说姜黄素抗炎效果比药还好，类风湿能吃吗'),
  zh(MTX, '鱼油能跟甲氨蝶呤一起吃吗', 'rheumatoid-fish-oil'),
  zh(undefined, '吃甲氨喋呤 想加点鱼油 可以不', 'rheumatoid-fish-oil'),
  en(MTX, 'and fish oil?', 'rheumatoid-fish-oil', 'is turmeric good for RA?'),
  en(undefined, 'on methotrexate, can I add omega 3 capsules?', 'rheumatoid-fish-oil'),
  // Oyster sauce on an MAOI (zh-079).
  zh(MAOI, '蚝油呢', 'maoi-oyster-sauce', '酱油能吃吗？做饭离不开酱油啊'),
  zh(MAOI, '炒菜放点蚝油行不行', 'maoi-oyster-sauce'),
  zh(undefined, '吃苯乙肼能用蚝油吗', 'maoi-oyster-sauce'),
  en(MAOI, 'what about oyster sauce?', 'maoi-oyster-sauce', 'can i have soy sauce'),
  en(undefined, 'on phenelzine, is oyster sauce ok in stir fries?', 'maoi-oyster-sauce'),
  zh(WOMAN, '蚝油热量高吗', null),
  // Valproate, diet and the pregnancy risk (zh-098).
  zh(
    VALPROATE,
    '那饮食上有什么能帮着降低风险的吗',
    'valproate-diet-pregnancy-risk',
    '看了好多帖子说丙戊酸对胎儿影响很大，我特别害怕，想先自己把药慢慢减下来再备孕，反正我已经两年没发作了，这样行吗',
  ),
  zh(VALPROATE, '吃丙戊酸想要宝宝 吃什么能减少畸形风险', 'valproate-diet-pregnancy-risk'),
  zh(undefined, '德巴金吃着 备孕饮食上要补点什么', 'valproate-diet-pregnancy-risk'),
  en(
    VALPROATE,
    'is there anything I can eat to lower the risk to the baby?',
    'valproate-diet-pregnancy-risk',
    'I take valproate and want to get pregnant',
  ),
  en(
    undefined,
    'on depakote, any diet or supplements to protect a future pregnancy?',
    'valproate-diet-pregnancy-risk',
  ),
  // Homemade yoghurt after a transplant (zh-157).
  zh(TRANSPLANT, '酸奶呢 自己家做的那种', 'transplant-homemade-yoghurt', '吃麦考酚老拉肚子，能吃益生菌吗'),
  zh(TRANSPLANT, '自制酸奶能喝吗', 'transplant-homemade-yoghurt'),
  zh(undefined, '肾移植后吃他克莫司 家里酸奶机做的酸奶行不行', 'transplant-homemade-yoghurt'),
  en(TRANSPLANT, 'is homemade yogurt ok?', 'transplant-homemade-yoghurt'),
  en(
    undefined,
    'kidney transplant on tacrolimus - can I eat yoghurt I make at home?',
    'transplant-homemade-yoghurt',
  ),
  zh(WOMAN, '自制酸奶怎么做', null),
  // A bedtime snack on insulin after a low (zh-031).
  zh(
    DM,
    '那晚上睡觉前要不要加点餐，吃啥好',
    'insulin-low-bedtime-snack',
    '上回医院测空腹血糖2.6，糖化又是8.1，这俩怎么一个低一个高啊？搞不懂，是不是仪器不准',
  ),
  zh(undefined, '打胰岛素的 早上测过2.8 睡前吃点什么好', 'insulin-low-bedtime-snack'),
  zh(WOMAN, '睡前吃点什么好', null),
  // The insulin's bedtime dose is not a snack (reference question r3/zh-047: the staple at dinner).
  zh(DM, '我打甘精胰岛素 睡前18个单位 加二甲双胍早晚各一片，晚饭主食要不要少吃点', null),
  // Instant or cooked oats with diabetes (zh-155).
  zh(
    DM,
    '即食燕麦片行吗 还是要那种煮的',
    'diabetes-instant-or-cooked-oats',
    '早饭老是包子加稀饭，吃完血糖就高，换成啥好',
  ),
  zh(DM, '糖尿病 快熟燕麦和钢切燕麦哪个好', 'diabetes-instant-or-cooked-oats'),
  zh(undefined, '血糖高 吃冲泡的燕麦片可以吗', 'diabetes-instant-or-cooked-oats'),
  en(DM, 'instant oats ok or do i need steel cut?', 'diabetes-instant-or-cooked-oats'),
  en(undefined, 'type 2 diabetic - instant oatmeal vs rolled oats?', 'diabetes-instant-or-cooked-oats'),
  // A diabetes breakfast swap (zh-136).
  zh(SU, '早饭老是包子加稀饭，吃完血糖就高，换成啥好', 'diabetes-breakfast-swap'),
  zh(SU, '早餐吃油条豆浆血糖高 换什么', 'diabetes-breakfast-swap'),
  // With a low recorded on insulin, "less starch" is not theirs: the lows come first instead (blind round 16,
  // zh-075; round16-lows-before-highs.test.ts).
  zh(DM, '早饭老是包子加稀饭，吃完血糖就高，换成啥好', null),
  zh(undefined, '糖尿病早上吃啥血糖不会高', 'diabetes-breakfast-swap'),
  en(
    SU,
    'my sugar spikes after breakfast (congee and buns), what should I have instead?',
    'diabetes-breakfast-swap',
  ),
  en(undefined, 'diabetic, what breakfast is better for blood sugar?', 'diabetes-breakfast-swap'),
  // A vegan's protein (zh-045).
  zh(
    VEGAN,
    '不吃蛋奶肉，protein真的够吗？我一天大概一块北豆腐加一把坚果，偶尔吃点tempeh，健身房教练说我肯定不够',
    'vegan-protein-enough',
  ),
  zh(VEGAN, '纯素每天豆腐加坚果 蛋白质够不够', 'vegan-protein-enough'),
  zh(undefined, '吃素的话蛋白质吃得够吗 我主要吃豆腐', 'vegan-protein-enough'),
  en(VEGAN, 'as a vegan is a block of tofu and some nuts a day enough protien?', 'vegan-protein-enough'),
  en(undefined, 'vegan here, am I getting enough protein from tofu and lentils?', 'vegan-protein-enough'),
  en(KIDNEY, 'is tofu enough protein for me?', null),
  en(
    VEGAN,
    'how do I get enough protein as a vegan without eating tofu every single day',
    'vegan-protein-enough',
  ),
  zh(undefined, '帮我看下蛋白质够不：一天一块北豆腐、一把坚果、一碗米饭一碗燕麦', null),
  // An egg-and-coffee breakfast with no starch (zh-086).
  zh(
    MAN,
    '早上不吃主食光吃俩鸡蛋一杯黑咖啡 中不中',
    'eggs-coffee-no-staple-breakfast',
    '生酮适合我不？我哥们搞shengtong一个月掉了20斤，看着挺猛',
  ),
  zh(MAN, '减肥早餐两个鸡蛋加美式行吗', 'eggs-coffee-no-staple-breakfast'),
  zh(undefined, '早饭就吃水煮蛋配黑咖啡 不吃碳水可以吗', 'eggs-coffee-no-staple-breakfast'),
  en(MAN, 'is 2 eggs and a black coffee ok for breakfast, no carbs?', 'eggs-coffee-no-staple-breakfast'),
  en(
    undefined,
    'trying to lose weight - eggs and coffee for breakfast every morning fine?',
    'eggs-coffee-no-staple-breakfast',
  ),
  en(DM, 'is 2 eggs and a black coffee ok for breakfast, no carbs?', null),
  // Enzyme drinks (zh-063).
  zh(
    undefined,
    '同桌在吃那种果蔬酵素 说一周瘦了3斤 真的有用吗 xswl她天天跑厕所',
    'enzyme-drinks-weight-loss',
  ),
  zh(WOMAN, '喝酵素能减肥吗', 'enzyme-drinks-weight-loss'),
  zh(MAN, '网上卖的酵素粉排毒瘦身靠谱不', 'enzyme-drinks-weight-loss'),
  en(WOMAN, 'do fruit enzyme drinks help you lose weight?', 'enzyme-drinks-weight-loss'),
  en(undefined, 'my friend drinks enzyme juice to slim down, does it work?', 'enzyme-drinks-weight-loss'),
  zh(undefined, '胰酶肠溶胶囊饭前吃还是饭后吃', null),
  // Zero-sugar milk tea (zh-126).
  zh(
    undefined,
    '换成零卡糖的可以吗',
    'milk-tea-zero-sugar',
    '奶茶真的会胖吗😭 我一周三杯 戒不掉 而且只喝全糖的',
  ),
  zh(WOMAN, '奶茶点无糖的是不是就不胖了', 'milk-tea-zero-sugar'),
  zh(undefined, '奶茶换代糖能减肥吗', 'milk-tea-zero-sugar'),
  en(WOMAN, 'is sugar-free bubble tea ok when dieting?', 'milk-tea-zero-sugar'),
  en(undefined, 'what about milk tea with zero sugar sweetener instead?', 'milk-tea-zero-sugar'),
  zh(DM, '奶茶换代糖能喝吗', null),
  // Less sugar and no pearls is how to order (milk-tea-order), not a sweetener (r2/zh-159).
  zh(undefined, '那三分糖去珍珠呢', null, '奶茶热量多少'),
  // Running drinks and running fasted (zh-127).
  zh(
    WOMAN,
    '最近开始跑步 一周三次每次5公里左右 跑完是喝电解质水还是白开水就ok？早上空腹跑行不行',
    'running-water-electrolytes-fasted',
  ),
  zh(MAN, '慢跑半小时 需要喝运动饮料吗', 'running-water-electrolytes-fasted'),
  zh(undefined, '早上空腹跑步好不好', 'running-water-electrolytes-fasted'),
  en(
    WOMAN,
    'running 5k three times a week, do i need electrolytes or is water fine?',
    'running-water-electrolytes-fasted',
  ),
  en(undefined, 'is it ok to go for a run on an empty stomach?', 'running-water-electrolytes-fasted'),
  zh(LITHIUM, '跑步出汗多 要喝电解质水吗', null),
  // Oily home cooking and halving rice (zh-128).
  zh(
    MAN,
    '我媳妇做饭油老多了，东北人嘛，一顿一大盆炖菜，跟她说少放油她不听，说不香。我自己夹菜的时候有啥办法控制一下不？还有米饭我一顿两大碗，减到一碗会不会饿得慌，饿了又想整点零食，咋整',
    'oily-home-cooking-portions',
  ),
  zh(MAN, '家里菜太油了 减肥怎么夹菜', 'oily-home-cooking-portions'),
  zh(undefined, '我妈做饭油大 想减重 我自己能咋控制', 'oily-home-cooking-portions'),
  en(
    MAN,
    'my wife cooks really oily stews, how do I control my portion when losing weight?',
    'oily-home-cooking-portions',
  ),
  en(
    undefined,
    'family meals are greasy, any tips to control what I eat to lose weight?',
    'oily-home-cooking-portions',
  ),
  // Vegetables as snacks (zh-148).
  zh(
    MAN,
    '饿了啃黄瓜西红柿行不 能随便吃吗',
    'vegetables-as-snacks',
    '我媳妇做饭油老多了，东北人嘛，一顿一大盆炖菜，跟她说少放油她不听，说不香。',
  ),
  zh(WOMAN, '减肥饿了吃小番茄可以不限量吗', 'vegetables-as-snacks'),
  zh(undefined, '嘴馋的时候啃胡萝卜当零食行吗', 'vegetables-as-snacks'),
  en(MAN, 'can I snack on cucumbers and tomatoes as much as I want?', 'vegetables-as-snacks'),
  en(undefined, 'when hungry are carrots and celery unlimited snacks?', 'vegetables-as-snacks'),
  zh(KIDNEY, '饿了吃西红柿行吗', null),
  // Protein powder for an older person (zh-091).
  zh(
    OLDER,
    '一天喝几勺 冲牛奶还是冲米糊',
    'older-protein-powder-how-follow-up',
    '闺女买了蛋白粉让我喝 我这么大岁数喝这个会不会伤肾啊',
  ),
  zh(OLDER, '蛋白粉一天吃几勺 能冲粥吗', 'older-protein-powder-how'),
  zh(undefined, '我妈80了 蛋白粉冲米糊里行不行 一次几勺', 'older-protein-powder-how'),
  en(
    OLDER,
    'how many scoops a day, and can I mix it with porridge?',
    'older-protein-powder-how-follow-up',
    'my daughter bought me protein powder, at my age is it ok?',
  ),
  en(undefined, 'my mum is 85, how much protein powder a day and mix with milk?', 'older-protein-powder-how'),
  // Coffee beside an iron tablet (zh-102).
  zh(IRON, '那咖啡呢', 'iron-coffee-apart', '铁剂能跟早上的茶一起喝吗 我们广东人早上一定要饮茶的'),
  // Spacing asked outright is the breakfast-drinks row (coffee, tea and milk 1–2 hours apart).
  zh(IRON, '咖啡也要隔开吗', null, '吃铁剂能喝茶吗'),
  zh(IRON, '咖啡呢', 'iron-coffee-apart', '吃铁剂能喝茶吗'),
  zh(undefined, '那拿铁呢', 'iron-coffee-apart', '硫酸亚铁和牛奶要隔多久'),
  // A question of its own on coffee and iron is the pairing table's.
  zh(IRON, '吃铁剂能喝咖啡吗', null),
  en(IRON, 'and coffee?', 'iron-coffee-apart', 'can I take my iron tablet with my morning tea'),
  // Spacing asked with tea, milk and coffee together is the breakfast-drinks row.
  zh(IRON, '补铁的药和拿铁隔多久', null),
  // Foods to avoid on digoxin (zh-095).
  zh(HF, '吃着地高新，有啥吃的东西要避开的', 'digoxin-foods-avoid'),
  zh(HF, '地高辛饮食上要注意什么', 'digoxin-foods-avoid'),
  zh(undefined, '我爸吃地高辛 有没有不能吃的东西', 'digoxin-foods-avoid'),
  en(HF, 'any foods I should avoid on digoxin?', 'digoxin-foods-avoid'),
  // Blind answer round 21, en-085: "messes with" and a liquorice habit said beside it.
  en(
    HF,
    'i take digoxin, is there any food or herbal stuff that messes with it? i like black licorice candy',
    'digoxin-foods-avoid',
  ),
  en(undefined, 'does any food mess with digoxin?', 'digoxin-foods-avoid'),
  zh(HF, '吃地高辛，有没有什么食物会跟它有冲突', 'digoxin-foods-avoid'),
  en(undefined, 'my dad takes lanoxin, what foods should he avoid?', 'digoxin-foods-avoid'),
  // A teenager skipping dinner (zh-042).
  zh(
    undefined,
    '那晚饭不吃行不行',
    'teen-skip-dinner',
    '我16岁 160cm 55kg 想瘦到45 一天吃多少卡啊 班里女生都比我瘦',
  ),
  zh(undefined, '高二 想减肥 晚饭不吃可以吗', 'teen-skip-dinner'),
  zh(undefined, '我15岁 过午不食能瘦吗', 'teen-skip-dinner'),
  en(undefined, 'im 15, can i just skip dinner to lose weight?', 'teen-skip-dinner'),
  en(undefined, 'is skipping dinner ok? im 16 and want to be thinner', 'teen-skip-dinner'),
  zh(MAN, '晚饭不吃行不行', null),
];

describe('standard answers of blind answer round 13 (zh)', () => {
  it.each(CASES)('$locale ($persona) "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});

// A medicine's name typed with a homophone is that medicine, and 拿铁 is coffee, never iron (round 13:
// "舍曲琳" lost the sertraline rows, "地高新" the digoxin rows; "燕麦拿铁…有没有钙" got the vegan iron row and
// "孕早期…大杯拿铁" the iron–coffee pairing).
describe('folds before the patterns read a question', () => {
  it.each([
    ['我在吃舍曲琳50mg', '舍曲林'],
    ['吃着地高新', '地高辛'],
    ['二甲双瓜吃了七八年', '二甲双胍'],
    ['燕麦拿铁算vegan吧', '燕麦奶咖啡'],
  ])('%s reads %s', (text, reads) => {
    expect(normaliseQuestion(text)).toContain(reads);
  });

  it.each([
    [NURSING, '我在吃舍曲琳50mg，现在纯母乳，吃鱼油安全吗', 'faq:sertraline-supplements'],
    [NURSING, '舍曲淋和鱼油能一块吃吗', 'faq:sertraline-supplements'],
    [
      VEGAN,
      '燕麦拿铁算vegan吧😂 燕麦奶里面有没有钙啊，我平时就靠它代替牛奶了，oatly那种',
      'faq:plant-calcium-foods',
    ],
    [VEGAN, '燕麦奶拿铁补钙吗', 'faq:plant-calcium-foods'],
  ] as const)('%s: %s → %s', (persona, text, rule) => {
    expect(askAs({ locale: 'zh-CN', persona, text }).rules).toContain(rule);
  });

  it('the oat latte is answered, not passed over as coffee (zh-129)', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: VEGAN,
      text: '燕麦拿铁算vegan吧😂 燕麦奶里面有没有钙啊，我平时就靠它代替牛奶了，oatly那种',
    });
    expect(r.text).toMatch(/燕麦拿铁/);
    expect(r.text).not.toMatch(/上面的回答没有涉及/);
  });

  it.each([
    [PREG_T1, '孕早期能喝咖啡吗，我一天不来一杯星巴克拿铁上班就犯困，还是大杯的'],
    [PREG_T1, '怀孕了每天一杯拿铁可以吗'],
  ] as const)('a latte in pregnancy is the caffeine answer, not iron: %s', (persona, text) => {
    const r = askAs({ locale: 'zh-CN', persona, text });
    expect(r.text).toContain('200');
    expect(r.rules).not.toContain('iron-coffee');
    expect(r.text).not.toMatch(/铁剂/);
  });
});

// Food against iron tablets, or whether a saying is true, is not the choice between iron salts
// (round 13 zh-087, zh-123); orange juice at meals after that is the orange-juice row (zh-108).
describe('iron: folk foods and myths are not the iron-salt row', () => {
  it.each([
    [VEGAN, '都说吃素的人容易缺铁，菠菜补铁是真的还是谣言啊'],
    [IRON, '我妈寄了一大箱阿胶糕和红枣过来，说女人补血就靠这个，跟吃铁剂比哪个效果好'],
    [undefined, '红枣和硫酸亚铁哪个补铁好'],
    [undefined, '吃菠菜补铁还是吃铁片好'],
    [IRON, 'is ejiao better than iron tablets?'],
  ] as const)('%s: %s', (persona, text) => {
    const locale = /[a-z]/.test(text.slice(0, 3)) ? 'en-US' : 'zh-CN';
    const r = askAs({ locale, ...(persona ? { persona } : {}), text });
    expect(r.rules).not.toContain('faq:iron-which-form');
  });

  it.each([
    [VEGAN, '那吃饭的时候配一杯橙汁有用吗', '都说吃素的人容易缺铁，菠菜补铁是真的还是谣言啊'],
    [IRON, '吃饭时配杯橙汁能帮铁吸收吗', undefined],
  ] as const)('%s: %s → orange juice', (persona, text, previous) => {
    const r = askAs({ locale: 'zh-CN', persona, text, ...(previous ? { previous } : {}) });
    expect(r.rules).toContain('faq:iron-with-orange-juice');
  });
});

// A low said with the bedtime question in one message is the night-lows rule's (intents/sport-diabetes.ts),
// whose text says the same: the insulin is reviewed, a snack meanwhile.
describe('a bedtime snack with a low said is answered, never declined', () => {
  it.each([
    [DM, '早上老低血糖 睡前吃点啥垫垫'],
    [undefined, '打胰岛素 半夜低血糖 睡前要加餐吗'],
    [DM, '空腹血糖老是偏低 晚上要不要吃点夜宵'],
  ] as const)('%s: %s', (persona, text) => {
    const r = askAs({ locale: 'zh-CN', ...(persona ? { persona } : {}), text });
    expect(r.text).toMatch(/胰岛素偏多/);
    expect(r.text).toMatch(/睡前/);
  });
});
