import { describe, expect, it } from 'vitest';
import { ROUND24_ENA_FAQ } from './rows-round24-ena';
import { ROUND24_ENB_FAQ } from './rows-round24-enb';
import { gdmReadingsSaid, ROUND24_ZHB_FAQ, sodiumSaid } from './rows-round24-zhb';
import {
  askAs,
  enCase as en,
  expectSourcedInItsLanguage,
  faqIdsOf,
  rowsOf,
  zhCase as zh,
  type RowCase,
} from './testing';
import { MAN, T2, THYROID, TRANSPLANT, VALPROATE, WARFARIN, WOMAN } from './testing-personas';

// Blind answer round 24's zh-CN batch zhb (development data): each class as the round asked it (same
// persona, same earlier message), then in other words in both languages; null where none of these rows
// may answer (the same words asking something else, or a person the row is not for).

const BARI = 'bariatric surgery on omeprazole with calcium carbonate, weight loss asked';
const CBZ = 'epilepsy on carbamazepine';
const GDM = 'gestational diabetes t2';
const IBD = 'inflammatory bowel disease';
const BC = 'breast cancer on anastrozole, weight loss goal';
const HBV = 'hepatitis B on entecavir, raised ALT, he shou wu and green tea extract';
const RIVA = 'rivaroxaban with notoginseng powder and nattokinase in IU';
const METRO = 'metronidazole';
const CIRRHOSIS = 'cirrhosis with ascites';

const SODIUM_Q = '体检血钠132 医生说偏低 可能跟卡马西平有关 我是不是该多吃点盐';
const SPICY_Q = '四川人 不吃辣活不下去 克罗恩到底能不能吃辣嘛';
const LEVO_Q = '优甲乐早上空腹吃 过多久能吃早饭 我习惯一起床就喝豆浆';
const CRUCIFER_Q = '西兰花 卷心菜这些 甲减是不是不能吃';
const WINE_Q = '都说每天喝点红酒对心脏好 我能喝吗';
const LIVER_Q = '护肝片 水飞蓟宾 要不要吃点';
const RIVA_Q = '利伐沙班要跟饭一起吃吗';
const YOGHURT_Q = '吃甲硝唑能喝酸奶吗 想补点益生菌';

const CASES: readonly RowCase[] = [
  // Sweet drinks and dumping after bariatric surgery (zh-078).
  zh(BARI, '术后能喝奶茶吗 馋死了 会不会倾倒综合症', 'bariatric-sweet-drinks-dumping'),
  zh(BARI, '做完缩胃手术还能喝可乐吗', 'bariatric-sweet-drinks-dumping'),
  zh(WOMAN, '袖状胃术后半年了，想喝杯果茶行不行', 'bariatric-sweet-drinks-dumping'),
  en(BARI, 'can I have bubble tea after my sleeve? worried about dumping', 'bariatric-sweet-drinks-dumping'),
  en(WOMAN, 'had a gastric bypass last year, can I have bubble tea?', 'bariatric-sweet-drinks-dumping'),
  zh(WOMAN, '奶茶怎么点热量低一点', null),
  zh(BARI, '术后蛋白粉饮料一天喝几杯', null),
  en(MAN, 'is bubble tea bad for weight loss?', null),
  // Alcohol on carbamazepine (zh-085).
  zh(CBZ, '周末朋友聚会 吃着卡马西平能喝一两瓶啤酒吗', 'antiseizure-alcohol-amount'),
  zh(CBZ, '吃卡马西平可以喝点红酒吗', 'antiseizure-alcohol-amount'),
  zh(WOMAN, '在吃奥卡西平，过年能喝酒吗', 'antiseizure-alcohol-amount'),
  en(CBZ, 'Can I drink on a night out with carbamazepine? Like 3 or 4 vodkas', 'antiseizure-alcohol-amount'),
  en(WOMAN, 'is a glass of wine ok on tegretol?', 'antiseizure-alcohol-amount'),
  zh(CBZ, '吃卡马西平能喝咖啡吗', null),
  zh(VALPROATE, '吃丙戊酸钠能喝酒吗', null),
  en(CBZ, 'is alcohol-free beer ok with carbamazepine?', null),
  // A low sodium on carbamazepine: salt (zh-086), then water (zh-087).
  zh(CBZ, SODIUM_Q, 'carbamazepine-low-sodium-salt'),
  zh(CBZ, '吃卡马西平血钠低了，要不要吃咸一点', 'carbamazepine-low-sodium-salt'),
  zh(WOMAN, '卡马西平吃了以后低钠，需要补盐吗', 'carbamazepine-low-sodium-salt'),
  en(CBZ, 'my sodium was 131 on my bloods, should I be eating more salt?', 'carbamazepine-low-sodium-salt'),
  en(WOMAN, 'low sodium on carbamazepine - do I need salt tablets?', 'carbamazepine-low-sodium-salt'),
  zh(CBZ, '那水要少喝点吗', 'carbamazepine-low-sodium-water', SODIUM_Q),
  zh(CBZ, '吃卡马西平血钠偏低，水还能多喝吗', 'carbamazepine-low-sodium-water'),
  zh(WOMAN, '卡马西平吃出低钠 一天喝多少水合适', 'carbamazepine-low-sodium-water'),
  en(
    CBZ,
    'should I drink less water?',
    'carbamazepine-low-sodium-water',
    'my sodium is low on carbamazepine, more salt?',
  ),
  en(WOMAN, 'sodium 130 on tegretol, how much water should I drink?', 'carbamazepine-low-sodium-water'),
  zh(CBZ, '卡马西平饭前还是饭后吃', null),
  zh(WOMAN, '血钠偏低要多吃盐吗', null),
  en(MAN, 'how much salt a day is ok?', null),
  // Gestational diabetes: breakfast and a high reading (zh-088).
  zh(
    GDM,
    '妊娠糖尿病 空腹5.3 早餐后2h 8.9 我天天早上小米粥配馒头 是不是不行啊',
    'gestational-diabetes-breakfast',
  ),
  zh(GDM, '糖妈早餐吃什么好 包子稀饭血糖老超', 'gestational-diabetes-breakfast'),
  zh(WOMAN, '妊娠糖尿病早上能喝粥吗', 'gestational-diabetes-breakfast'),
  en(
    GDM,
    'What should breakfast look like with GD? Cereal spikes me every time',
    'gestational-diabetes-breakfast',
  ),
  en(WOMAN, 'gestational diabetes and toast for breakfast, is that ok?', 'gestational-diabetes-breakfast'),
  zh(WOMAN, '早餐吃什么减肥', null),
  zh(T2, '孕中期早餐吃什么好', null),
  en(MAN, 'what is a healthy breakfast?', null),
  // Gestational diabetes: how much staple food, the baby (zh-091).
  zh(GDM, '控糖会不会饿着宝宝啊，我现在主食都不敢多吃，一天吃多少合适', 'gd-carbs-per-meal'),
  zh(GDM, '糖妈一天主食吃多少克', 'gd-carbs-per-meal'),
  // Rice a meal is the rice class (rows-round24-enb.ts gd-rice-portion, as 'how much rice can i have per meal').
  zh(WOMAN, '妊娠期糖尿病，米饭一顿能吃多少', 'gd-rice-portion'),
  en(
    GDM,
    'how many carbs per meal should I have with gestational diabetes? in grams pls',
    'gd-carbs-per-meal',
  ),
  en(WOMAN, 'with GDM am I starving the baby if I cut carbs?', 'gd-carbs-per-meal'),
  zh(T2, '孕中期主食一天吃多少', null),
  zh(MAN, '减肥主食一天吃多少', null),
  en(T2, 'how many carbs a day in pregnancy?', null),
  zh(GDM, '糖妈妈还能吃水果吗 好想吃葡萄和荔枝 一天能吃多少', null),
  // "Sugar-free" biscuits with diabetes (zh-093).
  zh(GDM, '超市买的无蔗糖饼干 包装写适合糖尿病人 糖妈能放心吃吗', 'gdm-sugar-free-biscuits'),
  zh(GDM, '无糖面包可以随便吃吗', 'gdm-sugar-free-biscuits'),
  zh(WOMAN, '妊娠期糖尿病 木糖醇饼干能吃吗', 'gdm-sugar-free-biscuits'),
  en(GDM, 'are sugar free cookies ok for gestational diabetes?', 'gdm-sugar-free-biscuits'),
  en(
    WOMAN,
    'diabetic biscuits from the supermarket - can I eat as many as I like with gestational diabetes?',
    'gdm-sugar-free-biscuits',
  ),
  zh(WOMAN, '无糖饼干热量高吗', null),
  zh(GDM, '饼干当早餐行吗', null),
  en(MAN, 'are sugar-free cookies fattening?', null),
  zh('diabetes on insulin, glucose 2.6', '超市无糖饼干包装写着无蔗糖，是不是可以随便吃', null),
  // After the birth with GDM, and the confinement foods named (zh-094).
  zh(
    GDM,
    'GDM生完是不是就好了？坐月子我妈要给我做红糖小米粥和猪脚姜，有问题吗',
    'gdm-after-birth-and-confinement-food',
  ),
  zh(GDM, '妊娠糖尿病产后还要查血糖吗', 'gdm-after-birth-and-confinement-food'),
  zh(WOMAN, '我是糖妈，坐月子能喝鸡汤吗', 'gdm-after-birth-and-confinement-food'),
  en(GDM, 'does gestational diabetes go away after the birth?', 'gdm-after-birth-and-confinement-food'),
  en(WOMAN, 'had GDM, what should I eat postpartum?', 'gdm-after-birth-and-confinement-food'),
  zh(T2, '坐月子能喝红糖水吗', null),
  zh(WOMAN, '产后怎么减肥', null),
  en(T2, 'what to eat postpartum?', null),
  // Probiotics for colitis (zh-105).
  zh(IBD, '益生菌对溃结有用吗 小红书上都推lgg 买哪种', 'ibd-probiotics'),
  zh(IBD, '克罗恩吃益生菌有用吗', 'ibd-probiotics'),
  zh(WOMAN, '溃疡性结肠炎要不要吃双歧杆菌', 'ibd-probiotics'),
  en(IBD, 'do probiotics actually help colitis? Symprove is £££', 'ibd-probiotics'),
  en(WOMAN, "should I take probiotics for my crohn's?", 'ibd-probiotics'),
  zh(WOMAN, '益生菌每天吃好吗', null),
  zh(TRANSPLANT, '溃结能吃益生菌吗', null),
  en(MAN, 'are probiotics worth it?', null),
  // Gaining weight with IBD (zh-106).
  zh(IBD, '体重一直50kg上不去 想长点肉 又怕吃多了肚子闹 怎么吃', 'ibd-gain-weight'),
  zh(IBD, '太瘦了想增重怎么吃', 'ibd-gain-weight'),
  zh(WOMAN, '克罗恩病人怎么长胖', 'ibd-gain-weight'),
  en(IBD, 'how do I put on weight without upsetting my gut?', 'ibd-gain-weight'),
  en(WOMAN, "I have crohn's and I'm underweight, how do I gain weight?", 'ibd-gain-weight'),
  zh(WOMAN, '想长点肉怎么吃', null),
  zh(IBD, '克罗恩能喝牛奶吗', null),
  en(MAN, 'how do I gain weight?', null),
  // Chilli with Crohn's (zh-108), then Sichuan pepper and malatang (zh-109).
  zh(IBD, SPICY_Q, 'ibd-spicy-food'),
  zh(IBD, '溃结能吃辣椒吗', 'ibd-spicy-food'),
  zh(WOMAN, '克罗恩病可以吃辣的吗', 'ibd-spicy-food'),
  en(IBD, 'can I eat spicy food with colitis?', 'ibd-spicy-food'),
  en(WOMAN, "is chilli bad for crohn's?", 'ibd-spicy-food'),
  zh(IBD, '那花椒 麻辣烫呢', 'ibd-sichuan-pepper-malatang', SPICY_Q),
  zh(IBD, '克罗恩能吃火锅吗', 'ibd-sichuan-pepper-malatang'),
  zh(WOMAN, '溃结可以吃麻辣烫吗', 'ibd-sichuan-pepper-malatang'),
  en(
    IBD,
    'what about sichuan pepper and malatang?',
    'ibd-sichuan-pepper-malatang',
    'can I eat spicy food with crohns?',
  ),
  en(WOMAN, "can I have hotpot with crohn's?", 'ibd-sichuan-pepper-malatang'),
  zh(WOMAN, '吃辣会长痘吗', null),
  zh(MAN, '麻辣烫怎么点不容易胖', null),
  en(T2, 'is spicy food bad for the baby?', null),
  // Coffee after levothyroxine (zh-111).
  zh(THYROID, '那咖啡呢', 'levothyroxine-coffee-wait', LEVO_Q),
  zh(THYROID, '咖啡呢？', 'levothyroxine-coffee-wait', '优甲乐什么时候吃，早饭前多久'),
  zh(THYROID, '那拿铁呢 也要等吗', 'levothyroxine-coffee-wait', '左甲状腺素吃完多久能吃早餐'),
  en(
    THYROID,
    'and coffee?',
    'levothyroxine-coffee-wait',
    'how long after levothyroxine can I eat breakfast?',
  ),
  en(
    THYROID,
    'what about my latte?',
    'levothyroxine-coffee-wait',
    'when should I take my synthroid, before breakfast?',
  ),
  // Asked whole, the sourced pairing table answers (levothyroxine-coffee).
  en(THYROID, 'thyroid pill and coffee in the morning - how long to wait?', null),
  zh(WOMAN, '咖啡一天喝几杯', null),
  zh(T2, '孕妇能喝咖啡吗', null),
  en(MAN, 'is coffee good for weight loss?', null),
  // Losing weight with treated hypothyroidism (zh-114).
  zh(THYROID, '吃了两年优甲乐了TSH也正常 还是瘦不下来 甲减的人怎么减肥', 'treated-hypothyroid-weight-loss'),
  zh(THYROID, '甲减减肥好难，怎么减', 'treated-hypothyroid-weight-loss'),
  zh(WOMAN, '桥本甲减能减肥吗', 'treated-hypothyroid-weight-loss'),
  en(
    THYROID,
    "I'm on levothyroxine and can't lose weight, what should I do?",
    'treated-hypothyroid-weight-loss',
  ),
  en(WOMAN, 'how do I lose weight with hypothyroidism?', 'treated-hypothyroid-weight-loss'),
  zh(WOMAN, '怎么减肥最快', null),
  zh(THYROID, '优甲乐饭前还是饭后吃', null),
  en(MAN, 'how do I lose weight fast?', null),
  // Crucifers with hypothyroidism (zh-115), then raw kale juice (zh-116).
  zh(THYROID, CRUCIFER_Q, 'thyroid-soy-and-brassicas'),
  zh(THYROID, '甲减能吃包菜吗', 'thyroid-soy-and-brassicas'),
  zh(WOMAN, '我有甲减 听说不能吃十字花科蔬菜', 'thyroid-soy-and-brassicas'),
  en(THYROID, 'can I eat broccoli with hypothyroidism?', 'thyroid-soy-and-brassicas'),
  en(WOMAN, 'is cabbage bad for my thyroid? I take levothyroxine', 'thyroid-soy-and-brassicas'),
  zh(THYROID, '生羽衣甘蓝打成绿汁天天喝呢', 'hypothyroid-raw-kale-juice', CRUCIFER_Q),
  zh(THYROID, '甲减每天喝西兰花榨汁可以吗', 'hypothyroid-raw-kale-juice'),
  zh(WOMAN, '吃优甲乐 每天早上打一杯生甘蓝汁行吗', 'hypothyroid-raw-kale-juice'),
  en(
    THYROID,
    'what about raw kale juice every day?',
    'hypothyroid-raw-kale-juice',
    'is broccoli ok with hypothyroidism?',
  ),
  en(WOMAN, 'I have hypothyroidism, can I drink a raw kale smoothie daily?', 'hypothyroid-raw-kale-juice'),
  zh(WOMAN, '西兰花怎么做好吃', null),
  zh(MAN, '羽衣甘蓝汁能减肥吗', null),
  en(WOMAN, 'is broccoli high in fibre?', null),
  // Losing weight on endocrine therapy after breast cancer (zh-133).
  zh(
    BC,
    '乳腺癌术后吃内分泌药胖了好多 想减十斤 怎么吃比较好 不想饿肚子',
    'breast-cancer-endocrine-weight-loss',
  ),
  zh(BC, '吃阿那曲唑长胖了，怎么吃能瘦', 'breast-cancer-endocrine-weight-loss'),
  zh(WOMAN, '乳腺癌吃来曲唑以后发胖，想减肥饮食怎么安排', 'breast-cancer-endocrine-weight-loss'),
  en(
    BC,
    "I've gained weight on anastrozole and want to lose it without going hungry, how should I eat?",
    'breast-cancer-endocrine-weight-loss',
  ),
  en(
    WOMAN,
    'how to lose weight on letrozole after breast cancer - what should I eat?',
    'breast-cancer-endocrine-weight-loss',
  ),
  zh(BC, '化疗期间体重掉了，怎么吃', null),
  zh(MAN, '想减十斤怎么吃', null),
  en(BC, "I'm on chemo and losing weight, what should I eat?", null),
  // Glucosamine for aromatase-inhibitor joint pain (zh-135).
  zh(
    BC,
    '吃了这个药以后关节疼 吃氨糖软骨素有用吗 Move Free那种',
    'aromatase-inhibitor-joint-pain-glucosamine',
  ),
  zh(BC, '阿那曲唑关节痛，氨基葡萄糖能吃吗', 'aromatase-inhibitor-joint-pain-glucosamine'),
  zh(WOMAN, '乳腺癌吃来曲唑关节疼 维骨力管用吗', 'aromatase-inhibitor-joint-pain-glucosamine'),
  en(
    BC,
    'does glucosamine help the joint pain from anastrozole?',
    'aromatase-inhibitor-joint-pain-glucosamine',
  ),
  en(
    WOMAN,
    'letrozole joint pain - is move free worth trying?',
    'aromatase-inhibitor-joint-pain-glucosamine',
  ),
  zh(WOMAN, '氨糖软骨素对膝盖有用吗', null),
  zh(WARFARIN, '吃华法林能吃氨糖吗', null),
  en(MAN, 'is glucosamine good for knees?', null),
  // Alcohol after breast cancer (zh-136), then once or twice a month (zh-137).
  zh(BC, WINE_Q, 'breast-cancer-alcohol'),
  zh(BC, '乳腺癌能喝酒吗', 'breast-cancer-alcohol'),
  zh(WOMAN, '吃他莫昔芬可以喝红酒吗', 'breast-cancer-alcohol'),
  en(BC, 'is a glass of wine with dinner ok after breast cancer?', 'breast-cancer-alcohol'),
  en(WOMAN, 'can I drink alcohol on anastrozole?', 'breast-cancer-alcohol'),
  zh(BC, '那一个月喝一两次呢', 'breast-cancer-alcohol-occasional', WINE_Q),
  zh(BC, '乳腺癌 偶尔喝一杯红酒可以吗', 'breast-cancer-alcohol-occasional'),
  zh(WOMAN, '吃来曲唑 逢年过节喝点酒行吗', 'breast-cancer-alcohol-occasional'),
  en(
    BC,
    'what about once or twice a month?',
    'breast-cancer-alcohol-occasional',
    'can I drink wine after breast cancer?',
  ),
  en(WOMAN, 'on letrozole - is an occasional glass of wine ok?', 'breast-cancer-alcohol-occasional'),
  zh(WOMAN, '红酒对心脏好吗', null),
  zh(MAN, '一个月喝一两次酒影响减肥吗', null),
  en(WOMAN, 'is red wine good for your heart?', null),
  // Liver-protecting pills and milk thistle with liver disease (zh-144, zh-145).
  zh(HBV, LIVER_Q, 'liver-protecting-pills-milk-thistle'),
  zh(HBV, '奶蓟草呢 朋友从美国带回来的 milk thistle', 'liver-protecting-pills-milk-thistle', LIVER_Q),
  zh(WOMAN, '乙肝转氨酶高 要不要吃水飞蓟', 'liver-protecting-pills-milk-thistle'),
  en(HBV, 'should I take milk thistle for my liver?', 'liver-protecting-pills-milk-thistle'),
  en(
    CIRRHOSIS,
    'can i take milk thistle for my liver? he bought me a bottle from Holland & Barrett',
    'liver-protecting-pills-milk-thistle',
  ),
  zh(WOMAN, '水飞蓟是什么', null),
  zh(MAN, '护肝片能解酒吗', null),
  en(MAN, 'is milk thistle good for hangovers?', null),
  // Rivaroxaban with food (zh-152).
  zh(RIVA, RIVA_Q, 'rivaroxaban-with-food'),
  zh(RIVA, '拜瑞妥饭前吃还是饭后吃', 'rivaroxaban-with-food'),
  zh(MAN, '利伐沙班可以空腹吃吗', 'rivaroxaban-with-food'),
  en(RIVA, 'Should the rivaroxaban be taken with food?', 'rivaroxaban-with-food'),
  en(MAN, 'xarelto - with meals or on an empty stomach?', 'rivaroxaban-with-food'),
  zh(RIVA, '利伐沙班和三七粉能一起吃吗', null),
  zh(WARFARIN, '华法林饭前还是饭后吃', null),
  en(RIVA, 'can I take fish oil with xarelto?', null),
  // Metoprolol and meals (zh-153).
  zh(RIVA, '倍他乐克呢 也要饭后吃？', 'metoprolol-with-meals', RIVA_Q),
  zh(MAN, '美托洛尔饭前吃还是饭后吃', 'metoprolol-with-meals'),
  zh(WOMAN, '倍他乐克缓释片要空腹吗', 'metoprolol-with-meals'),
  en(RIVA, 'should metoprolol be taken with food too?', 'metoprolol-with-meals'),
  en(MAN, 'lopressor before or after meals?', 'metoprolol-with-meals'),
  zh(RIVA, '倍他乐克能喝酒吗', null),
  zh(MAN, '比索洛尔饭前还是饭后吃', null),
  en(MAN, 'does metoprolol cause weight gain?', null),
  // The metallic taste of metronidazole (zh-156).
  zh(METRO, '吃甲硝唑嘴里一股铁锈味 吃啥都没胃口 怎么办', 'metronidazole-metallic-taste'),
  zh(METRO, '灭滴灵吃得嘴里发苦 有什么办法', 'metronidazole-metallic-taste'),
  zh(WOMAN, '甲硝唑吃了恶心没胃口怎么吃饭', 'metronidazole-metallic-taste'),
  en(
    METRO,
    'this metronidazole leaves the worst metallic taste in my mouth, anything that helps?',
    'metronidazole-metallic-taste',
  ),
  en(WOMAN, 'no appetite on flagyl, what can I eat?', 'metronidazole-metallic-taste'),
  zh(METRO, '吃甲硝唑能喝酒吗', null),
  zh(WOMAN, '嘴里有金属味是怎么回事', null),
  en(METRO, 'can I take iron with metronidazole?', null),
  // Probiotics apart from an antibiotic (zh-158; merged with the en batch's probiotic rows).
  zh(METRO, '益生菌胶囊要跟甲硝唑隔多久吃', 'antibiotic-probiotic-which-when', YOGHURT_Q),
  zh(WOMAN, '吃甲硝唑期间 益生菌和药要分开多久', 'antibiotic-probiotic-which-when'),
  zh(METRO, '甲硝唑和益生菌能一起吃吗', 'antibiotic-probiotic-which-when'),
  en(METRO, 'how far apart should I take probiotics and metronidazole?', 'antibiotic-probiotic-which-when'),
  en(WOMAN, 'can I take a probiotic at the same time as my antibiotics?', 'antibiotic-probiotic-which-when'),
  zh(TRANSPLANT, '吃抗生素期间益生菌要隔多久', null),
  zh(WOMAN, '益生菌饭前吃还是饭后吃', null),
  en(MAN, 'do probiotics help with bloating?', null),
  // Milk tea and coffee on metronidazole (zh-160; merged with the en batch's kombucha row).
  zh(METRO, '吃灭滴灵期间奶茶咖啡能喝吗', 'metronidazole-kombucha-hidden-alcohol'),
  zh(METRO, '吃甲硝唑能喝茶吗', 'metronidazole-kombucha-hidden-alcohol'),
  zh(WOMAN, '甲硝唑吃着能喝可乐吗', 'metronidazole-kombucha-hidden-alcohol'),
  en(METRO, 'can I have coffee while on metronidazole?', 'metronidazole-kombucha-hidden-alcohol'),
  en(WOMAN, 'is bubble tea ok with flagyl?', 'metronidazole-kombucha-hidden-alcohol'),
  zh(METRO, '吃甲硝唑能喝啤酒吗', null),
  zh(WOMAN, '奶茶咖啡哪个热量高', null),
  en(METRO, 'can I drink wine on metronidazole?', null),
];

/**
 * This batch's rows merged into the other batches' rows for the same class (rows-round24-ena.ts,
 * rows-round24-enb.ts) count as this batch's: the null cases hold them to what this batch's rows refused.
 */
const MERGED_INTO = [
  'ibd-probiotics',
  'metronidazole-metallic-taste',
  'antibiotic-probiotic-which-when',
  'metronidazole-kombucha-hidden-alcohol',
  'antiseizure-alcohol-amount',
  'gestational-diabetes-breakfast',
  'gd-carbs-per-meal',
  'thyroid-soy-and-brassicas',
  'breast-cancer-alcohol',
];
const mine = rowsOf([
  ...ROUND24_ZHB_FAQ,
  ...[...ROUND24_ENA_FAQ, ...ROUND24_ENB_FAQ].filter((r) => MERGED_INTO.includes(r.id)),
]);

/**
 * The diabetes breakfast-swap row (rows-standard-answers.ts) answers a breakfast question that asks what to
 * swap to: its text is right for gestational diabetes too.
 */
const ALSO: Readonly<Record<string, readonly string[]>> = {
  'gestational-diabetes-breakfast': ['diabetes-breakfast-swap'],
};

describe('round 24 zh-CN batch zhb, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    const ids = faqIdsOf(r);
    if (!c.id) {
      expect(mine(ids)).toEqual([]);
      return;
    }
    expect(
      [c.id, ...(ALSO[c.id] ?? [])].some((id) => ids.includes(id)),
      `answered by ${ids.join(', ') || 'no row'}`,
    ).toBe(true);
    expectSourcedInItsLanguage(r, c.locale);
  });
});

describe('what the person named is what the answer computes', () => {
  it('reads the readings and the sodium said', () => {
    expect(gdmReadingsSaid('空腹5.3 早餐后2h 8.9')).toEqual({ fasting: 5.3, after2h: 8.9 });
    expect(gdmReadingsSaid('fasting 4.9, 1 hour after breakfast 8.2')).toEqual({ fasting: 4.9 });
    expect(sodiumSaid('体检血钠132 医生说偏低')).toBe(132);
    expect(sodiumSaid('my sodium was 131 on my bloods')).toBe(131);
    expect(sodiumSaid('钙片吃多少')).toBeNull();
  });

  it('the readings said are judged, and the breakfast named', { timeout: 60_000 }, () => {
    const r = askAs(zh(GDM, '妊娠糖尿病 空腹5.3 早餐后2h 8.9 我天天早上小米粥配馒头 是不是不行啊', null));
    expect(r.text).toMatch(/餐后2小时8\.9高于目标6\.7/);
    expect(r.text).toMatch(/小米粥配馒头这样的早餐/);
    const ok = askAs(zh(GDM, '糖妈 早上吃包子 空腹4.8 餐后2小时6.1 可以吗', null));
    expect(ok.text).toMatch(/餐后在目标内/);
    expect(ok.text).not.toMatch(/小米粥/);
  });

  it('the sodium said is the one judged', { timeout: 60_000 }, () => {
    const r = askAs(en(CBZ, 'my sodium was 131 on my bloods, should I be eating more salt?', null));
    expect(r.text).toMatch(/Your 131 is only mildly low/);
    const low = askAs(zh(CBZ, '吃卡马西平血钠123，要多吃盐吗', null));
    expect(low.text).toMatch(/你的123明显偏低/);
  });

  it('only the confinement foods named are answered', { timeout: 60_000 }, () => {
    const r = askAs(zh(GDM, 'GDM生完是不是就好了？坐月子我妈要给我做红糖小米粥和猪脚姜，有问题吗', null));
    expect(r.text).toMatch(/猪脚姜/);
    expect(r.text).not.toMatch(/醪糟/);
    expect(r.text.match(/产后4–12周要做/g)?.length).toBe(1);
  });

  it('the weight said or planned sets the protein', { timeout: 60_000 }, () => {
    const r = askAs(zh(IBD, '体重一直50kg上不去 想长点肉 又怕吃多了肚子闹 怎么吃', null));
    expect(r.text).toMatch(/按你50公斤，蛋白质每天约60–75克/);
    const b = askAs(zh(BC, '乳腺癌术后吃内分泌药胖了好多 想减十斤 怎么吃比较好 不想饿肚子', null));
    expect(b.text).toMatch(/按你74公斤/);
    expect(b.text).not.toMatch(/1778/);
  });

  it(
    'oxcarbazepine is named as itself, and kidney stones set the fluids with the doctors',
    { timeout: 60_000 },
    () => {
      // Blind answer round 28 (development data), zh-154 and en-157: oxcarbazepine and topiramate with
      // kidney stones were told of carbamazepine and "1.5–2 litres".
      const OXC = '马女士: oxcarbazepine and topiramate, kidney stones, sodium 129 (zh)';
      const q = '血钠129，医生说跟奥卡西平有关系，那我平时是不是要吃咸一点';
      const r = askAs(zh(OXC, q, null));
      expect(r.text).toMatch(/奥卡西平引起的低钠/);
      expect(r.text).not.toMatch(/卡马西平引起/);
      expect(r.text).toMatch(/神经科和泌尿科/);
      expect(r.text).not.toMatch(/1\.5–2升/);
      const e = askAs(
        en(
          OXC,
          'My blood sodium is 129, neurologist said it is because of oxcarbazepine. Should I eat more salt?',
          null,
        ),
      );
      expect(e.text).toMatch(/the low sodium oxcarbazepine causes/);
      expect(e.text).toMatch(/Trileptal/);
      expect(e.text).not.toMatch(/1\.5–2 litres/);
      const w = askAs(zh(OXC, '那水要少喝点吗', null, q));
      expect(w.text).toMatch(/^\*\*喝多少水要两头兼顾/);
      // Carbamazepine without stones keeps its text.
      const c = askAs(zh(CBZ, '那水要少喝点吗', null, SODIUM_Q));
      expect(c.text).toMatch(/一天1\.5–2升左右/);
      expect(c.text).toMatch(/卡马西平引起的低钠/);
    },
  );
});
