import { describe, expect, it } from 'vitest';
import { ROUND21_ZHBAD_FAQ, eggsSaid, targetBmiSaid, weightSaidKg } from './rows-round21-zhbad';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  T1,
  T2,
  OLD,
  KIDNEY as CKD,
  INSULIN,
  HF,
  MTX,
  LITHIUM,
  MAOI,
  ISOTRETINOIN as ISO,
  IRON,
  GOUT,
  DIALYSIS,
  SPIRO,
  VEGAN,
} from './testing-personas';

// Blind answer round 21's zh-CN questions answered with a neighbouring topic or declined (development data):
// each class as the round asked it (same persona, same earlier message), then in other words in both
// languages; null where none of these rows may answer (the same words asking something else, or a person
// the row is not for).

/** The blind round's 16-year-old asks without a plan (the questionnaire refuses her). */
const TEEN = undefined;

const CASES: readonly RowCase[] = [
  // A day's protein for training, without powder, for the weight said (zh-004).
  zh(
    WOMAN,
    '蛋白质一天该吃多少g？我58kg，想练点肌肉线条但不太想喝蛋白粉',
    'protein-day-for-training-from-meals',
  ),
  zh(MAN, '健身增肌每天要吃多少蛋白质，我不想吃蛋白粉', 'protein-day-for-training-from-meals'),
  zh(WOMAN, '我120斤，最近开始撸铁，不想喝蛋白粉，一天蛋白质几克合适', 'protein-day-for-training-from-meals'),
  en(
    WOMAN,
    "how much protein a day to build some muscle tone? I'm 58 kg and don't want protein powder",
    'protein-day-for-training-from-meals',
  ),
  en(
    MAN,
    'started lifting weights, how many grams of protein per day without shakes?',
    'protein-day-for-training-from-meals',
  ),
  zh(MAN, '健身的话蛋白粉一天喝几勺', null),
  zh(WOMAN, '我在撸铁，一天要吃多少克蛋白质', 'protein-strength-training'),
  en(MAN, 'how many scoops of whey a day for muscle?', null),
  zh(CKD, '想练点肌肉，一天蛋白质吃多少', null),
  // The protein in the eggs named (zh-005).
  zh(
    WOMAN,
    '一个鸡蛋大概多少蛋白质，我早上一般俩水煮蛋',
    'protein-in-eggs-named',
    '蛋白质一天该吃多少g？我58kg，想练点肌肉线条但不太想喝蛋白粉',
  ),
  zh(MAN, '两个茶叶蛋有多少克蛋白质', 'protein-in-eggs-named'),
  zh(WOMAN, '鸡蛋含多少蛋白', 'protein-in-eggs-named'),
  en(WOMAN, 'how much protein is in an egg? I have two boiled eggs every morning', 'protein-in-eggs-named'),
  en(MAN, 'grams of protein in 3 eggs?', 'protein-in-eggs-named'),
  zh(WOMAN, '早饭一个鸡蛋一杯牛奶，蛋白质够不够', 'protein-in-egg-and-milk'),
  zh(WOMAN, '鸡蛋一天吃几个合适', null),
  en(WOMAN, 'is egg white protein powder worth it', null),
  // Pig-trotter or tremella soup for collagen (zh-007).
  zh(
    WOMAN,
    '那炖猪蹄银耳汤呢，我妈说那个补胶原蛋白最好',
    'collagen-from-trotters-or-tremella',
    '胶原蛋白肽到底有没有用啊 闺蜜天天喝说皮肤变好了 是不是智商税',
  ),
  zh(WOMAN, '多吃猪皮鸡爪能补胶原蛋白吗', 'collagen-from-trotters-or-tremella'),
  zh(MAN, '银耳汤真的能补充胶原蛋白？', 'collagen-from-trotters-or-tremella'),
  en(
    WOMAN,
    'does bone broth or pig trotters really boost collagen for skin?',
    'collagen-from-trotters-or-tremella',
  ),
  en(WOMAN, 'my mum says chicken feet are good for collagen, true?', 'collagen-from-trotters-or-tremella'),
  zh(WOMAN, '银耳汤能减肥吗', null),
  zh(WOMAN, '胶原蛋白肽一天喝多少', null),
  // 麻辣烫 or a rice dish as takeaway (zh-011).
  zh(MAN, '中午只能点外卖，点啥不容易胖，黄焖鸡米饭还是麻辣烫', 'takeaway-malatang-or-rice-dish'),
  zh(MAN, '黄焖鸡和麻辣烫哪个热量低', 'takeaway-malatang-or-rice-dish'),
  zh(WOMAN, '点外卖纠结黄焖鸡还是冒菜，减肥选哪个', 'takeaway-malatang-or-rice-dish'),
  en(
    MAN,
    'lunch takeout: malatang or huangmenji rice, which is less fattening?',
    'takeaway-malatang-or-rice-dish',
  ),
  en(
    WOMAN,
    'malatang vs braised chicken rice for lunch, which is healthier when dieting?',
    'takeaway-malatang-or-rice-dish',
  ),
  zh(MAN, '麻辣烫的汤能喝吗，会不会太咸', null),
  zh(GOUT, '痛风能吃麻辣烫吗', null),
  zh(MAN, '中午只能点外卖，黄焖鸡米饭和拉面点哪个不容易胖', null),
  // Dinner without a staple (zh-012).
  zh(MAN, '晚上不吃主食靠谱吗？我老婆让我晚饭只吃菜和肉，饿得半夜睡不着', 'dinner-without-staple'),
  zh(WOMAN, '减肥晚饭不吃米饭只吃菜行不行', 'dinner-without-staple'),
  zh(MAN, '晚餐断碳能瘦吗', 'dinner-without-staple'),
  en(MAN, 'is no carbs at dinner a good way to lose weight? I get hungry at night', 'dinner-without-staple'),
  en(
    WOMAN,
    'my husband says only eat meat and veg for dinner, no rice — does that work?',
    'dinner-without-staple',
  ),
  zh(INSULIN, '晚饭不吃主食可以吗', null),
  zh(TEEN, '我16岁，晚饭不吃主食能减肥吗', null),
  zh(MAN, '晚上吃饭太晚会胖吗', null),
  // A breakfast-stall breakfast for weight loss (zh-013).
  zh(MAN, '单位食堂早餐就包子油条豆浆茶叶蛋，减肥的话咋搭配比较好', 'breakfast-stall-combination-weight'),
  zh(WOMAN, '减肥早餐吃包子还是油条', 'breakfast-stall-combination-weight'),
  zh(MAN, '早上楼下只有煎饼和豆浆，想减脂怎么选', 'breakfast-stall-combination-weight'),
  en(
    MAN,
    'breakfast at work is only baozi, youtiao, soy milk and tea eggs — what should I pick to lose weight?',
    'breakfast-stall-combination-weight',
  ),
  en(
    WOMAN,
    'trying to lose weight, what should I choose for breakfast: steamed buns or youtiao?',
    'breakfast-stall-combination-weight',
  ),
  zh(MAN, '一个肉包子多少热量', null),
  zh(INSULIN, '早餐几点吃比较好', null),
  // Coffee with milk in a fasting window (zh-015).
  zh(
    MAN,
    '那中间饿了能喝黑咖啡吗，加点奶算不算破戒',
    'fasting-window-coffee-with-milk',
    '轻断食16:8适合我这种大肚腩的中年人吗 早上不吃能顶住不',
  ),
  zh(WOMAN, '那加点牛奶的咖啡算不算破功', 'fasting-window-coffee-with-milk', '我在做16:8轻断食'),
  zh(MAN, '那饿了喝杯茶可以吗，算不算破戒', 'fasting-window-coffee-with-milk', '轻断食适合我吗'),
  en(
    MAN,
    'can I have coffee with a splash of milk then, or does it break it?',
    'fasting-window-coffee-with-milk',
    'is 16:8 intermittent fasting good for belly fat?',
  ),
  en(
    WOMAN,
    'and is black coffee ok in between?',
    'fasting-window-coffee-with-milk',
    'I started 16:8 fasting this week',
  ),
  zh(T1, '断食期间能喝咖啡吗', null),
  zh(MAN, '黑咖啡能减肥吗', null),
  // One coffee a day in pregnancy (zh-026).
  zh(T1, '怀孕了还能喝咖啡吗？以前一天两杯，现在改成一杯拿铁行不行', 'pregnancy-one-coffee-a-day'),
  zh(T2, '孕中期每天一杯美式可以吗', 'pregnancy-one-coffee-a-day'),
  zh(T1, '怀孕了早上就喝一杯咖啡，没问题吧', 'pregnancy-one-coffee-a-day'),
  en(
    T1,
    "Can I still have my morning coffee while pregnant? I'm down to one cup but it's a big mug",
    'pregnancy-one-coffee-a-day',
  ),
  en(T2, 'is one latte a day ok while pregnant?', 'pregnancy-one-coffee-a-day'),
  zh(WOMAN, '每天一杯咖啡可以吗', null),
  zh(T1, '怀孕了一天两杯美式加一杯奶茶行吗', null),
  // Thin liquids for someone who chokes (zh-048).
  zh(
    OLD,
    '那米汤稀饭这种稀的是不是更好咽',
    'swallowing-thin-liquids-not-safer',
    '老人牙不好，吃东西有时候会呛到，平时饭菜咋做比较安全又有营养',
  ),
  zh(OLD, '我妈吃饭容易呛，喝稀粥是不是更安全', 'swallowing-thin-liquids-not-safer'),
  zh(undefined, '老爸吞咽不好，流食是不是好咽一点', 'swallowing-thin-liquids-not-safer'),
  en(
    undefined,
    'my mum chokes on food — is thin soup or congee easier to swallow?',
    'swallowing-thin-liquids-not-safer',
  ),
  en(
    OLD,
    'she has trouble swallowing, would liquids be safer than solids?',
    'swallowing-thin-liquids-not-safer',
  ),
  zh(OLD, '稀饭是不是更好消化', null),
  zh(undefined, '喝汤是不是更好消化，对胃好', null),
  // Milk that bloats, an older person who eats little (zh-050), and anyone (the same class).
  zh(
    OLD,
    '俺今年八十了 一顿就能吃小半碗稀饭 人家说喝牛奶好 可俺一喝就胀肚子 咋弄',
    'older-milk-bloating-small-appetite',
  ),
  zh(undefined, '我奶奶喝牛奶就拉肚子，怎么办', 'older-milk-bloating-small-appetite'),
  en(
    OLD,
    'milk makes me bloated and I only eat a little, what should I do?',
    'older-milk-bloating-small-appetite',
  ),
  en(
    undefined,
    'my grandma gets gassy from milk, what can she have instead',
    'older-milk-bloating-small-appetite',
  ),
  zh(WOMAN, '我一喝牛奶就胀气，是不是乳糖不耐受', 'milk-bloating-lactose'),
  zh(MAN, '喝牛奶拉肚子还能喝吗', 'milk-bloating-lactose'),
  en(WOMAN, 'milk gives me diarrhea, is it lactose intolerance?', 'milk-bloating-lactose'),
  en(MAN, 'dairy makes me bloated, do I need to cut it out?', 'milk-bloating-lactose'),
  zh(OLD, '牛奶一天喝多少合适', null),
  zh(WOMAN, '喝牛奶补钙吗', null),
  zh(undefined, '宝宝喝奶粉胀气怎么办', null),
  // Yoghurt or soy milk when milk bloats (zh-052).
  zh(
    OLD,
    '那喝酸奶中不中 还是豆浆好',
    'lactose-yoghurt-or-soy-milk',
    '俺今年八十了 一顿就能吃小半碗稀饭 人家说喝牛奶好 可俺一喝就胀肚子 咋弄',
  ),
  zh(WOMAN, '乳糖不耐受喝酸奶行不行', 'lactose-yoghurt-or-soy-milk'),
  zh(MAN, '喝牛奶拉肚子，换成豆浆可以吗', 'lactose-yoghurt-or-soy-milk'),
  en(WOMAN, 'milk bloats me — is yogurt ok instead?', 'lactose-yoghurt-or-soy-milk'),
  en(MAN, 'lactose intolerant, is soy milk or lactose-free milk better?', 'lactose-yoghurt-or-soy-milk'),
  zh(OLD, '酸奶和豆浆哪个补钙', null),
  zh(VEGAN, '豆浆还是燕麦奶好', null),
  en(undefined, 'She has a cows milk allergy. Would lactose-free milk work?', null),
  zh(undefined, '孩子牛奶过敏，喝无乳糖奶行不行', null),
  // An older person who drinks little for fear of the toilet (zh-051).
  zh(OLD, '我奶奶一天喝不了几口水，说喝多了老跑厕所，这样要不要紧', 'older-drinks-little-for-the-toilet'),
  zh(OLD, '老人不爱喝水，怕起夜，怎么办', 'older-drinks-little-for-the-toilet'),
  zh(undefined, '我妈七十多了，怕尿频不敢多喝水，要紧吗', 'older-drinks-little-for-the-toilet'),
  en(
    OLD,
    "my grandma barely drinks water because she doesn't want to keep going to the toilet — does it matter?",
    'older-drinks-little-for-the-toilet',
  ),
  en(
    undefined,
    "my 85 year old dad hardly drinks any fluids, he says he'll need the bathroom all night",
    'older-drinks-little-for-the-toilet',
  ),
  zh(HF, '老人心衰，怕起夜喝水少一点要不要紧', null),
  zh(OLD, '老人不爱喝水怎么办', 'older-drinking-water'),
  zh(OLD, '我妈晚上起夜多，白天都不敢喝水，一天最少得喝多少', 'older-drinking-water'),
  zh(WOMAN, '一天喝水太少会怎样', null),
  // Wheat starch as a staple in CKD (zh-060).
  zh(
    CKD,
    '肌酐280，医生提了一嘴麦淀粉，换它做主食有必要吗',
    'ckd-wheat-starch-staple',
    '肾不好一天能吃多少蛋白质？我68岁，60公斤，现在肉和鸡蛋都不太敢吃',
  ),
  zh(CKD, '麦淀粉怎么吃，要天天吃吗', 'ckd-wheat-starch-staple'),
  zh(undefined, '肾病四期，营养师让买低蛋白大米，有必要吗', 'ckd-wheat-starch-staple'),
  en(
    CKD,
    'my kidney dietitian mentioned wheat starch instead of flour — is it worth it?',
    'ckd-wheat-starch-staple',
  ),
  en(undefined, 'CKD stage 4, should I switch to low-protein bread and pasta?', 'ckd-wheat-starch-staple'),
  zh(DIALYSIS, '透析了还要吃麦淀粉吗', null),
  zh(WOMAN, '澄粉做的虾饺热量高吗', null),
  // Breakfast on insulin with lows (zh-071).
  zh(INSULIN, '糖化8.1，早饭吃啥不容易升糖，我一直白粥配油条咸菜', 'insulin-lows-breakfast-swap'),
  zh(INSULIN, '早餐怎么搭配血糖平稳一点', 'insulin-lows-breakfast-swap'),
  zh(INSULIN, '早饭白粥换成什么好', 'insulin-lows-breakfast-swap'),
  en(
    INSULIN,
    'what should I eat for breakfast instead of white rice porridge? my A1c is 8.1',
    'insulin-lows-breakfast-swap',
  ),
  en(INSULIN, 'better breakfast swap so my sugar doesnt spike?', 'insulin-lows-breakfast-swap'),
  zh(MAN, '早饭吃啥不容易升糖', null),
  zh(INSULIN, '早饭前打胰岛素要隔多久吃', null),
  // Carbohydrate with alcohol on insulin with lows (zh-075).
  zh(
    INSULIN,
    '那喝完酒要不要多吃点主食垫一下，怕又低血糖',
    'alcohol-on-insulin-carbs-against-lows',
    '糖尿病喝得酒不嘛，周末和朋友耍总要整几瓶啤酒',
  ),
  zh(INSULIN, '喝酒的时候要不要吃点主食垫着，怕低血糖', 'alcohol-on-insulin-carbs-against-lows'),
  zh(INSULIN, '喝啤酒要不要配着吃主食？怕又低了', 'alcohol-on-insulin-carbs-against-lows'),
  en(
    INSULIN,
    'should I eat extra carbs after drinking beer so I dont go low?',
    'alcohol-on-insulin-carbs-against-lows',
  ),
  en(
    INSULIN,
    'drinking tonight, do I need to eat carbs with it so I dont go low?',
    'alcohol-on-insulin-carbs-against-lows',
  ),
  zh(MAN, '喝酒前吃点主食能不醉吗，怕低血糖', null),
  zh(INSULIN, '啤酒热量高吗', null),
  // Bone broth in heart failure (zh-083).
  zh(HF, '老伴天天给我炖骨头汤补身子，一喝就是两大碗，心衰的人能这么喝吗', 'heart-failure-bone-broth'),
  zh(HF, '心衰能喝鸡汤吗', 'heart-failure-bone-broth'),
  zh(undefined, '我爸心衰，每天喝一大碗排骨汤补补行不行', 'heart-failure-bone-broth'),
  en(
    HF,
    'my wife makes me bone broth every day, two big bowls — ok with heart failure?',
    'heart-failure-bone-broth',
  ),
  en(undefined, 'I have heart failure, can I have soup every day?', 'heart-failure-bone-broth'),
  zh(WOMAN, '骨头汤能补钙吗', null),
  zh(HF, '心衰一天喝多少水', null),
  // Methotrexate and a glass of red wine (zh-093): the existing row, drink-neutral now.
  zh(MTX, '类风湿吃着甲氨蝶呤，偶尔跟姐妹聚餐喝一杯红酒行不行', 'methotrexate-one-drink'),
  // One salty meal on lithium (zh-107).
  zh(
    LITHIUM,
    '那如果哪顿吃得特别咸会咋样',
    'lithium-one-salty-meal',
    '吃碳酸锂的人能少吃点盐吗？血压有点高想控制一下',
  ),
  zh(LITHIUM, '吃锂盐的时候吃了一顿火锅很咸，有影响吗', 'lithium-one-salty-meal'),
  zh(undefined, '在吃碳酸锂，偶尔吃咸了要紧吗', 'lithium-one-salty-meal'),
  en(LITHIUM, 'what happens if I have a really salty meal on lithium?', 'lithium-one-salty-meal'),
  en(
    undefined,
    "I'm on lithium and had a very salty takeaway last night, does it matter?",
    'lithium-one-salty-meal',
  ),
  zh(WOMAN, '吃得特别咸会怎样', null),
  zh(LITHIUM, '吃锂盐能少吃点盐吗', null),
  // Potassium and bananas on a thiazide (zh-109).
  zh(LITHIUM, '在吃氢氯噻嗪，要不要补钾？香蕉多吃点行不行', 'thiazide-potassium-and-bananas'),
  zh(undefined, '吃氢氯噻嗪降压，需要补钾吗', 'thiazide-potassium-and-bananas'),
  zh(undefined, '吲达帕胺吃着，香蕉能多吃吗', 'thiazide-potassium-and-bananas'),
  en(
    undefined,
    'on hydrochlorothiazide, should I take potassium supplements or just eat bananas?',
    'thiazide-potassium-and-bananas',
  ),
  en(undefined, 'does HCTZ mean I need more potassium? more bananas ok?', 'thiazide-potassium-and-bananas'),
  zh(SPIRO, '吃螺内酯和氢氯噻嗪，香蕉能多吃吗', null),
  zh(CKD, '肾病吃氢氯噻嗪要补钾吗', null),
  zh(WOMAN, '香蕉含钾多吗', null),
  // Frozen meat, on an MAOI and for anyone (zh-121).
  zh(MAOI, '冰箱里冻了一个多月的肉还能吃吗，吃苯乙肼的人要不要特别注意这个', 'maoi-frozen-meat-how-long'),
  zh(MAOI, '冷冻的鱼放了三个月还能吃吗', 'maoi-frozen-meat-how-long'),
  en(
    MAOI,
    'on phenelzine, is meat that has been in the freezer for two months still ok?',
    'maoi-frozen-meat-how-long',
  ),
  en(
    undefined,
    'I take Nardil — how long can frozen chicken stay in the freezer and still be safe?',
    'maoi-frozen-meat-how-long',
  ),
  zh(WOMAN, '冻了一个多月的肉还能吃吗', 'frozen-meat-how-long'),
  zh(MAN, '冷冻室里的排骨放了半年，能不能吃', 'frozen-meat-how-long'),
  en(WOMAN, 'is frozen meat from 3 months ago still safe to eat?', 'frozen-meat-how-long'),
  en(MAN, 'how long can chicken stay frozen', 'frozen-meat-how-long'),
  zh(WOMAN, '冻肉怎么解冻最快', null),
  zh(MAOI, '剩菜放冰箱两天还能吃吗', null),
  // Dieting on isotretinoin (zh-128).
  zh(ISO, '吃a酸的时候节食减肥有影响吗，160想瘦到90斤', 'isotretinoin-dieting-target'),
  zh(ISO, '吃异维A酸期间可以减肥吗', 'isotretinoin-dieting-target'),
  zh(undefined, '在吃泰尔丝，想节食瘦一点行不行', 'isotretinoin-dieting-target'),
  en(ISO, 'can I diet while on isotretinoin? I want to lose weight', 'isotretinoin-dieting-target'),
  en(undefined, 'on accutane, is it ok to cut calories for weight loss?', 'isotretinoin-dieting-target'),
  zh(WOMAN, '160想瘦到90斤', null),
  zh(ISO, '吃异维A酸要随餐吗', null),
  // How long iron takes and when to recheck (zh-131).
  zh(
    IRON,
    '吃多久能补上来，啥时候去复查',
    'iron-how-long-and-when-to-recheck',
    '铁剂选哪种好，琥珀酸亚铁还是多糖铁复合物',
  ),
  zh(IRON, '补铁多久能补上来，多久复查一次血常规', 'iron-how-long-and-when-to-recheck'),
  zh(undefined, '缺铁性贫血吃铁剂多长时间能好，什么时候再查血', 'iron-how-long-and-when-to-recheck'),
  en(
    IRON,
    'how long until my iron is back up and when should I get a blood test again?',
    'iron-how-long-and-when-to-recheck',
  ),
  en(
    undefined,
    'on iron tablets for anaemia — how long till my hemoglobin is normal, and when do I recheck?',
    'iron-how-long-and-when-to-recheck',
  ),
  zh(IRON, '铁剂和钙片隔多久吃', null),
  zh(IRON, '吃铁剂要多久复查', null),
  zh(WOMAN, '体检多久复查一次', null),
  // Water to "flush" seafood with gout (zh-140).
  zh(
    GOUT,
    '吃完海鲜多喝点水能冲掉吗',
    'gout-water-does-not-flush-a-meal',
    '尿酸520，海鲜是一口都不能吃了吗，虾和螃蟹呢',
  ),
  zh(GOUT, '吃了火锅多喝水能把尿酸排掉吗', 'gout-water-does-not-flush-a-meal'),
  zh(undefined, '痛风的人喝水能抵消吃海鲜吗', 'gout-water-does-not-flush-a-meal'),
  en(
    GOUT,
    'if I drink lots of water after seafood will it flush the uric acid out?',
    'gout-water-does-not-flush-a-meal',
  ),
  en(undefined, 'with gout, can water cancel out a big seafood dinner?', 'gout-water-does-not-flush-a-meal'),
  zh(GOUT, '痛风一天喝多少水', null),
  zh(WOMAN, '多喝水能冲掉脂肪吗', null),
  // Keto for a student (zh-156).
  zh(TEEN, 'shengtong减肥适合学生吗，班里有人在试说一周瘦5斤', 'teen-cutting-carbs'),
  zh(TEEN, '我15岁，生酮能减肥吗', 'teen-cutting-carbs'),
  zh(TEEN, '下午上课没劲，生酮对学生好不好', 'student-keto-fast-loss'),
  zh(TEEN, '生酮减肥适合学生吗', 'student-keto-fast-loss'),
  zh(TEEN, '高中生能不能低碳减肥', 'teen-cutting-carbs'),
  en(
    TEEN,
    'is the ketogenic diet ok for students? someone in my class lost 5 lbs in a week',
    'student-keto-fast-loss',
  ),
  en(TEEN, 'shengtong diet for students, is it safe?', 'student-keto-fast-loss'),
  en(TEEN, "I'm 16, is keto safe? my friend lost 5 lbs in a week", 'teen-cutting-carbs'),
  zh(MAN, '生酮减肥适合我吗', null),
  zh(WOMAN, '16:8断食期间喝拿铁算不算破功', 'fasting-window-drinks'),
  zh(TEEN, '学生能喝咖啡吗', null),
  // Periods after dieting or keto (zh-157).
  zh(TEEN, '会影响姨妈吗', 'diet-affects-periods', 'shengtong减肥适合学生吗，班里有人在试说一周瘦5斤'),
  zh(WOMAN, '节食减肥会影响月经吗', 'diet-affects-periods'),
  zh(TEEN, '生酮会不会影响例假', 'diet-affects-periods'),
  en(WOMAN, 'can keto mess up my period?', 'diet-affects-periods'),
  en(TEEN, 'will dieting affect my periods?', 'diet-affects-periods'),
  zh(WOMAN, '月经期间能吃冰的吗', null),
  en(
    undefined,
    'my period stopped for 2 months since I started dieting, is that normal?',
    'periods-stopped-after-dieting',
  ),
  zh(T1, '备孕减肥会影响月经吗', null),
  // Milk tea, ordered lighter (zh-158).
  zh(TEEN, 'naicha真的一口都不能喝吗 我一周三杯 有没有不胖的点法', 'milk-tea-how-to-order-lighter'),
  zh(WOMAN, '减肥期间naicha还能喝吗', 'milk-tea-how-to-order-lighter'),
  zh(WOMAN, '奶茶怎么点不容易胖', 'milk-tea-order'),
  zh(TEEN, 'naicha一周喝几杯不会胖', 'milk-tea-how-to-order-lighter'),
  en(TEEN, 'naicha every week, how do I order it less fattening?', 'milk-tea-how-to-order-lighter'),
  en(TEEN, 'how should I order bubble tea so it is less fattening?', 'milk-tea-order'),
  en(WOMAN, 'is nai cha ok on a diet? how many calories', 'milk-tea-how-to-order-lighter'),
  zh(WOMAN, '奶茶换成零卡糖可以吗', 'milk-tea-zero-sugar'),
  zh(T1, '怀孕了奶茶能喝吗', null),
  zh(WOMAN, '奶茶里的咖啡因多吗', null),
  // Diet cola (zh-160).
  zh(TEEN, '那喝无糖可乐呢', 'diet-cola-instead', 'naicha真的一口都不能喝吗 我一周三杯 有没有不胖的点法'),
  zh(MAN, '零度可乐喝了会胖吗', 'diet-cola-instead'),
  zh(WOMAN, '天天喝无糖可乐对身体有害吗', 'diet-cola-instead'),
  en(TEEN, 'what about diet coke?', 'diet-cola-instead', 'is bubble tea really off limits?'),
  en(MAN, 'is coke zero ok when losing weight?', 'diet-cola-instead'),
  zh(T1, '怀孕能喝无糖可乐吗', null),
  zh(WOMAN, '可乐能补水吗', null),
  // A meal-replacement biscuit for a student's lunch (zh-159).
  zh(TEEN, '用代餐饼干代替午饭 下午上课会不会没劲', 'student-meal-replacement-lunch'),
  zh(TEEN, '我是初中生，中午吃代餐奶昔行吗', 'student-meal-replacement-lunch'),
  zh(TEEN, '学生午餐用蛋白棒代替可以吗', 'student-meal-replacement-lunch'),
  en(
    TEEN,
    'if I have a meal replacement shake instead of lunch will I be tired in class?',
    'student-meal-replacement-lunch',
  ),
  en(TEEN, "I'm 15, can I replace lunch with diet bars at school?", 'student-meal-replacement-lunch'),
  zh(MAN, '代餐饼干代替午饭能减肥吗', null),
  zh(TEEN, '下午上课总犯困怎么办', null),
];

// Rows of other area files changed for the same round (their ids are named).
const WIDENED: readonly RowCase[] = [
  // Elevit typed with a homophone (zh-037): 爱乐为 is 爱乐维 (lexicon.ts), and its nausea row answers.
  zh(T2, '爱乐为早上吃完老是恶心想吐，能改成晚上睡前吃吗', 'prenatal-side-effects'),
  zh(T2, '爱乐唯吃了想吐怎么办', 'prenatal-side-effects'),
  // The egg-and-milk row needs both named (zh-005).
  zh(WOMAN, '早餐一个蛋加一盒酸奶，蛋白质够不够', 'protein-in-egg-and-milk'),
];

const mine = rowsOf([
  ...ROUND21_ZHBAD_FAQ,
  { id: 'prenatal-side-effects' },
  { id: 'protein-in-egg-and-milk' },
  { id: 'methotrexate-one-drink' },
  { id: 'milk-tea-zero-sugar' },
  { id: 'milk-tea-order' },
  { id: 'teen-cutting-carbs' },
  { id: 'fasting-window-drinks' },
  { id: 'protein-strength-training' },
  { id: 'older-drinking-water' },
  { id: 'periods-stopped-after-dieting' },
]);

describe('round 21 zh-CN neighbouring and declined answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each([...CASES, ...WIDENED])('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine);
  });
});

describe('what the person named is what the answer computes', () => {
  it('reads a weight, an egg count and a height with a target', () => {
    expect(weightSaidKg('我58kg，想练点肌肉线条')).toBe(58);
    expect(weightSaidKg('我120斤')).toBe(60);
    expect(weightSaidKg('160想瘦到90斤')).toBeNull();
    expect(eggsSaid('一个鸡蛋大概多少蛋白质，我早上一般俩水煮蛋')).toBe(2);
    expect(eggsSaid('how much protein in an egg? I have three eggs')).toBe(3);
    expect(eggsSaid('鸡蛋含多少蛋白')).toBeNull();
    expect(targetBmiSaid('吃a酸的时候节食减肥有影响吗，160想瘦到90斤')).toEqual({ cm: 160, kg: 45, jin: 90 });
  });

  it('her weight gives her range (58 kg: about 70–95 g), never a powder scoop', { timeout: 60_000 }, () => {
    const r = askAs(zh(WOMAN, '蛋白质一天该吃多少g？我58kg，想练点肌肉线条但不太想喝蛋白粉', null));
    expect(r.text).toMatch(/58公斤/);
    expect(r.text).toMatch(/70–95克/);
    expect(r.text).not.toMatch(/勺/);
  });

  it('two eggs are about 13 g, and no glass of milk she never named', { timeout: 60_000 }, () => {
    const r = askAs(zh(WOMAN, '一个鸡蛋大概多少蛋白质，我早上一般俩水煮蛋', null));
    expect(r.text).toMatch(/你吃两个，约13克/);
    expect(r.text).not.toMatch(/加一杯250毫升牛奶（约8克），一共/);
    const e = askAs(en(WOMAN, 'how much protein is in an egg? I have two boiled eggs every morning', null));
    expect(e.text).toMatch(/your 2 eggs give about 13 g/);
  });

  it('a target under BMI 18.5 is named as underweight, with her own figures', { timeout: 60_000 }, () => {
    const r = askAs(zh(ISO, '吃a酸的时候节食减肥有影响吗，160想瘦到90斤', null));
    expect(r.text).toMatch(/BMI约17\.6/);
    expect(r.text).toMatch(/47公斤/);
    expect(r.text).not.toMatch(/哺乳期/);
  });

  it('one coffee in pregnancy names no drink she did not say', { timeout: 60_000 }, () => {
    const r = askAs(
      en(
        T1,
        "Can I still have my morning coffee while pregnant? I'm down to one cup but it's a big mug",
        null,
      ),
    );
    expect(r.text).toMatch(/16-oz mug/);
    expect(r.text).not.toMatch(/two cups to one|americanos plus a milk tea/);
  });

  it('methotrexate and red wine: no champagne she never named', { timeout: 60_000 }, () => {
    const r = askAs(zh(MTX, '类风湿吃着甲氨蝶呤，偶尔跟姐妹聚餐喝一杯红酒行不行', null));
    expect(r.text).toMatch(/红酒/);
    expect(r.text).not.toMatch(/一杯香槟一般没问题|举杯时喝一杯香槟/);
  });

  it('two americanos and a milk tea are only said back when she said them', { timeout: 60_000 }, () => {
    const r = askAs(zh(T1, '怀孕了一天三杯拿铁会超吗', null));
    expect(r.text).not.toMatch(/两杯美式再加一杯奶茶/);
  });
});
