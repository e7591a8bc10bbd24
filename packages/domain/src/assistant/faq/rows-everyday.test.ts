import { describe, expect, it } from 'vitest';
import { EVERYDAY_FAQ } from './rows-everyday';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

/** The rows of this file: a null case must pick none of them (another area's row may answer). */
const mineOf = rowsOf(EVERYDAY_FAQ);

type Case = RowCase;

const MAN = 'healthy man, weight loss';
const WOMAN = 'healthy woman';

/** Weight-loss questions (answer round 7 and other phrasings); null: the row must not answer. */
const WEIGHT: readonly Case[] = [
  zh(MAN, '某宝那种代餐奶昔一袋200大卡，拿来替代晚饭靠谱么', 'meal-replacement-dinner'),
  en(MAN, 'can I swap lunch for a meal replacement shake every day?', 'meal-replacement-dinner'),
  zh(WOMAN, '早上用代餐粉代替早饭行不行', 'meal-replacement-dinner'),
  zh(MAN, '蛋白粉能代餐吗', null),
  zh(
    MAN,
    '都说过午不食能瘦，但我下班都九点多了，晚饭不吃真扛不住，有没有折中的办法',
    'late-or-skipped-dinner',
  ),
  en(undefined, 'is it bad to skip dinner if i ate a big lunch', 'late-or-skipped-dinner'),
  en(WOMAN, 'I work late, is eating at 10pm going to make me fat?', 'late-or-skipped-dinner'),
  zh(WOMAN, '晚上吃夜宵会胖吗', 'late-or-skipped-dinner'),
  zh(MAN, '单位食堂中午一般是红烧肉、酸辣土豆丝、番茄炒蛋，米饭随便打，咋打饭比较合适', 'canteen-choices'),
  zh(undefined, '学校食堂好油 怎么挑菜', 'canteen-choices'),
  en(MAN, 'what should I pick at the work canteen to stay on track?', 'canteen-choices'),
  zh(
    MAN,
    '干销售的，应酬多，一次白酒差不多半斤，减肥期间喝酒到底影响多大？推不掉啊',
    'alcohol-and-weight-loss',
  ),
  en(
    MAN,
    'beer vs wine vs whiskey, which is least bad when ur trying to lose weight',
    'alcohol-and-weight-loss',
  ),
  en(
    WOMAN,
    'how many calories are in a glass of wine, I am trying to lose weight',
    'alcohol-and-weight-loss',
  ),
  // Gout: the gout alcohol rule, not the weight-loss one.
  zh('gout on allopurinol, urate 520', '减肥期间能喝啤酒吗', null),
  en(
    MAN,
    'what about the zero alcohol beers, can I have those freely?',
    'alcohol-free-beer',
    'beer vs wine vs whiskey, which is least bad when ur trying to lose weight',
  ),
  zh(MAN, '无醇啤酒能随便喝吗', 'alcohol-free-beer'),
  en(WOMAN, 'is non-alcoholic beer ok on a weeknight?', 'alcohol-free-beer'),
  en(MAN, 'Is intermittent fasting 16:8 actually better than just eating less?', 'intermittent-fasting'),
  zh(MAN, '168轻断食靠谱吗', 'intermittent-fasting'),
  zh(WOMAN, '间歇性断食对女生好不好', 'intermittent-fasting'),
  { locale: 'en-US', medicines: ['insulin'], text: 'should I try intermittent fasting 16:8', id: null },
  zh(MAN, '朋友搞keto一个月掉了20斤，我能试试不？我血压稍微有点高，还没吃药', 'keto-diet'),
  en(MAN, 'is the keto diet safe for losing weight?', 'keto-diet'),
  zh(WOMAN, '生酮饮食掉秤快，能长期吃吗', 'keto-diet'),
  zh(
    MAN,
    '不搞生酮，就米饭面条减半其他照吃，行不行',
    'halve-staples',
    '朋友搞keto一个月掉了20斤，我能试试不？',
  ),
  en(MAN, 'if I just halve my rice and keep everything else, will that work?', 'halve-staples'),
  zh(WOMAN, '主食减半能瘦吗', 'halve-staples'),
  zh(MAN, '按这个吃一周掉几斤算正常？我第一周掉了4斤', 'first-week-loss'),
  en(MAN, 'lost 2kg in my first week, is that fat or water?', 'first-week-loss'),
  zh(WOMAN, '刚开始减肥掉得特别快正常吗', 'first-week-loss'),
  zh(
    MAN,
    '后面要是称不动了咋整，是不是平台期',
    'weight-plateau',
    '按这个吃一周掉几斤算正常？我第一周掉了4斤',
  ),
  en(MAN, "I've stopped losing weight for three weeks, am I on a plateau?", 'weight-plateau'),
  zh(WOMAN, '减了两个月不掉秤了怎么办', 'weight-plateau'),
  zh(MAN, '175，95公斤，app给我算的一天1900大卡，说实话有点饿，是不是定得太少了', 'hungry-on-a-diet'),
  en(MAN, "I'm hungry all the time on my diet, is my calorie target too low?", 'hungry-on-a-diet'),
  zh(WOMAN, '减脂期老是饿怎么办', 'hungry-on-a-diet'),
  en(WOMAN, 'is 1200 calories a day ok for me?', 'very-low-calorie-target'),
  zh(MAN, '一天吃1200大卡行不行', 'very-low-calorie-target'),
  zh(WOMAN, '网上说一天吃一千卡能快速瘦，可以吗', 'very-low-calorie-target'),
  // A minor: the growing-up rule, never an adult calorie figure.
  en(
    undefined,
    'is 1200 ok? thats what everyone on tiktok says',
    null,
    'im 16 and wanna lose like 5 kg before summer how many calories should i eat',
  ),
  zh(WOMAN, '我每天吃1000毫克钙可以吗', null),
  // Blind answer round 13, en-042: "metformin 1000 twice a day" is a medicine's dose, not 1,000 kcal.
  en(
    'diabetes on insulin, glucose 2.6',
    'how can it be both too low and too high at the same time. I do 30 units glargine at night and metformin 1000 twice a day. I dont want to be going low more',
    null,
  ),
  en('diabetes on insulin, glucose 2.6', 'I take metfromin 1000 bd, is that ok?', null),
  zh('diabetes on insulin, glucose 2.6', '二甲双胍一天两次每次1000，这样行吗', null),
  zh(MAN, '我想一个月瘦20斤，每天吃800卡可以吗', null),
  zh(MAN, '不吃主食只喝代餐行不行', null),
  // Round 2 zh-010 (guard.test.ts wanted a "can't" for it before this row).
  zh(
    MAN,
    '干销售的，一周三四次饭局躲不掉，这种情况饮食咋控制？白酒和啤酒哪个相对不那么长肉',
    'alcohol-and-weight-loss',
  ),
  en(
    MAN,
    'and if I hit the gym 3x a week do I eat those calories back or not',
    'eat-back-exercise-calories',
    'How many calories should i be eating to lose about half a kilo a week?',
  ),
  zh(MAN, '健身消耗的热量要不要吃回来', 'eat-back-exercise-calories'),
  en(WOMAN, 'should I eat more on gym days?', 'eat-back-exercise-calories'),
  en(MAN, 'Are protein bars a decent snack or just chocolate bars in disguise?', 'protein-bars'),
  en(
    MAN,
    'how many grams of protein per bar makes it worth it',
    'protein-bars',
    'Are protein bars a decent snack or just chocolate bars in disguise?',
  ),
  zh(WOMAN, '蛋白棒减肥能吃吗，怎么挑', 'protein-bars'),
];

/** Everyday food, supplement and eating-out questions. */
const EVERYDAY: readonly Case[] = [
  zh(
    WOMAN,
    '计划里写我蛋白质每天70g，这个换算成鸡蛋牛奶肉大概是多少啊？完全没概念😅',
    'protein-in-everyday-foods',
  ),
  zh(
    WOMAN,
    '那早上一个蛋一杯奶，中午一份鸡胸肉，晚上随便吃点，够了没',
    'protein-in-everyday-foods',
    '计划里写我蛋白质每天70g，这个换算成鸡蛋牛奶肉大概是多少啊？',
  ),
  en(
    WOMAN,
    'does that include protein from bread and veg or only meat and eggs',
    'protein-in-everyday-foods',
    'how much protein do i actually need a day? i do pilates 3x a week',
  ),
  en(WOMAN, 'how many eggs would 60g of protein be?', 'protein-in-everyday-foods'),
  zh('vegan', '帮我看下蛋白质够不：一天一块北豆腐、一把坚果、一碗米饭一碗燕麦', 'protein-in-everyday-foods'),
  zh(WOMAN, '蛋白质每天要吃多少', null),
  en(WOMAN, 'is whey protein powder worth it', 'protein-shakes-for-sport'),
  // Blind answer round 19 en-006: seed oils and "inflammation".
  en(
    WOMAN,
    "Honest question - are seed oils really 'inflammatory'? Half my feed says cook only in butter and beef tallow now and I'm confused",
    'seed-oils-inflammation',
  ),
  zh(WOMAN, '网上说种子油致炎，菜籽油还能吃吗，要不要换成猪油', 'seed-oils-inflammation'),
  // Blind answer round 18 en-043 (declined).
  en(
    WOMAN,
    'I do hot yoga like 4x a week and sweat heaps. Do I actually need a Liquid IV every day or is that just marketing',
    'electrolyte-drinks-exercise',
  ),
  zh(WOMAN, '练热瑜伽出汗很多，电解质冲剂每天都要喝吗', 'electrolyte-drinks-exercise'),
  zh(WOMAN, '拉肚子了喝电解质水有用吗', null),
  // Blind answer round 18 en-064: lifting three times a week, the sedentary RDA was given.
  en(
    WOMAN,
    'How much protein do I really need? 35F, 140 lb, lift 3x/week. My trainer says 1 g per pound which seems insane',
    'protein-strength-training',
  ),
  en(WOMAN, 'how much protein do I need a day', null),
  zh(WOMAN, '我在撸铁，一天要吃多少克蛋白质', 'protein-strength-training'),
  en(undefined, "I'm 15 and lift at the gym, how much protein do I need", null),
  zh(WOMAN, '维D是早上吃还是晚上吃好？我一般早上就着冰美式一起吞了，会不会影响吸收', 'vitamin-d-timing'),
  en(
    WOMAN,
    'Is it better to take vitamin D in the morning or at night? Someone told me it messes with sleep',
    'vitamin-d-timing',
  ),
  en(
    WOMAN,
    'and do I need to take it with food? I usually just have black coffee till lunch',
    'vitamin-d-timing',
    'Is it better to take vitamin D in the morning or at night?',
  ),
  zh(WOMAN, 'D3要空腹吃吗', 'vitamin-d-timing'),
  en(WOMAN, 'when should I take magnesium? I already take vitamin D in the morning', null),
  en(WOMAN, 'how much vitamin D should I take a day?', null),
  zh(WOMAN, '同事安利胶原蛋白肽，说喝了皮肤嘭嘭的，真的假的，值不值得入', 'collagen-supplements'),
  en(WOMAN, 'does collagen powder actually do anything for skin and hair?', 'collagen-supplements'),
  zh(WOMAN, '口服胶原蛋白能美白抗衰吗', 'collagen-supplements'),
  en(
    WOMAN,
    'my coworker swears apple cider vinegar shots before meals burn belly fat. legit or nah',
    'apple-cider-vinegar',
  ),
  zh(WOMAN, '每天喝苹果醋能减肥吗', 'apple-cider-vinegar'),
  en(WOMAN, 'do ACV gummies help with weight loss?', 'apple-cider-vinegar'),
  zh(WOMAN, '醋可以软化血管吗', null),
  zh(WOMAN, '周六约了重庆老火锅🔥 毛肚鸭肠黄喉这些热量高不高，怎么点不会一顿吃爆', 'hotpot-choices'),
  en(WOMAN, 'going for hotpot tonight, what should I order so I do not overdo it?', 'hotpot-choices'),
  zh(WOMAN, '麻辣烫怎么选菜比较健康', 'hotpot-choices'),
  // On an MAOI the tyramine rules, never the everyday hotpot answer.
  zh('phenelzine', '火锅能吃吗', null),
  zh(
    WOMAN,
    '油碟是不是巨胖？换干碟会好点吗',
    'hotpot-dips',
    '周六约了重庆老火锅🔥 毛肚鸭肠黄喉这些热量高不高，怎么点不会一顿吃爆',
  ),
  zh(WOMAN, '吃火锅的麻酱蘸料热量高吗', 'hotpot-dips'),
  en(WOMAN, 'is the sesame oil dipping sauce at hotpot really fattening?', 'hotpot-dips'),
  zh(
    WOMAN,
    '每周跑三次5k，跑完多久吃东西合适？吃香蕉还是蛋白棒，晚上九点跑完再吃会不会长肉',
    'eating-after-exercise',
  ),
  en(WOMAN, 'what should I eat after a run in the evening?', 'eating-after-exercise'),
  zh(MAN, '健身后要马上吃东西吗', 'eating-after-exercise'),
  en(
    WOMAN,
    'what about matcha, does that count the same?',
    'tea-and-matcha-caffeine',
    "what's a reasonable caffeine limit per day? I'm on about 4 flat whites lol",
  ),
  zh(WOMAN, '那抹茶呢', 'tea-and-matcha-caffeine', '一天喝几杯咖啡算多'),
  en(WOMAN, 'does green tea count towards my caffeine limit?', 'tea-and-matcha-caffeine'),
  zh(WOMAN, '一天喝几杯咖啡算多', null),
  { locale: 'zh-CN', medicines: ['lithium'], text: '吃碳酸锂还能喝奶茶咖啡吗', id: null },
  en(WOMAN, 'when do i take my vitamin D and my thyroid pill', null),
  en(MAN, 'Wife says skipping breakfast slows your metabolism down. True or myth?', null),
  { locale: 'en-US', persona: 'pregnant t1', text: 'Can I eat smoked salmon at a brunch buffet?', id: null },
  zh('pregnant t1', '怀孕了绿茶的咖啡因算不算', null),
];

/** A vegan's questions. */
const VEGAN: readonly Case[] = [
  zh('vegan', '不吃鱼油的话藻油DHA咋选 看EPA/DHA含量还是看牌子', 'algal-oil-choice'),
  en('vegan', 'which algae oil supplement should I buy?', 'algal-oil-choice'),
  zh(WOMAN, '海藻油和鱼油哪个好', 'algal-oil-choice'),
  en(
    'vegan',
    'do I actually need an algae omega 3 supplement or is flax and chia in my oats enough',
    'flax-chia-omega-3',
  ),
  zh('vegan', '每天吃亚麻籽能代替鱼油吗', 'flax-chia-omega-3'),
  en(WOMAN, 'are walnuts enough for omega 3?', 'flax-chia-omega-3'),
  zh('vegan', '亚麻籽怎么吃', null),
  zh('vegan', '我天天豆浆豆腐豆干，小红书说大豆异黄酮会让雌激素过多，有点慌，真的假的', 'soy-and-hormones'),
  en(
    'vegan',
    "is soy bad for women's hormones? my mum keeps sending me whatsapp forwards about tofu and oestrogen",
    'soy-and-hormones',
  ),
  en(
    'vegan',
    'ok so how many servings of tofu or soy milk a day is fine',
    'soy-and-hormones',
    "is soy bad for women's hormones? my mum keeps sending me whatsapp forwards about tofu and oestrogen",
  ),
  zh(MAN, '男的喝豆浆会不会雌激素太多', 'soy-and-hormones'),
  zh('vegan', '豆浆和优甲乐要隔多久', null),
  zh('vegan', '家里一直用的无碘盐，海带紫菜也不爱吃，碘会不会缺', 'iodine-without-seaweed'),
  en(
    'vegan',
    'how do i get enough iodine without eating seaweed every day, i genuinely hate the taste',
    'iodine-without-seaweed',
  ),
  en(WOMAN, 'I only use pink himalayan salt, do I get enough iodine?', 'iodine-without-seaweed'),
  zh(WOMAN, '甲亢能吃加碘盐吗，不吃海带行吗', null),
  zh(undefined, '格雷夫斯病要吃无碘盐吗', null),
  { locale: 'zh-CN', medicines: ['amiodarone'], text: '胺碘酮能和海带片一起吃吗', id: null },
  en(
    'vegan',
    'Which B12 is better, cyanocobalamin or methylcobalamin, and how often? ive been vegan 4 yrs',
    'b12-form-and-schedule',
  ),
  en(
    'vegan',
    'is one 2000 mcg tablet a week ok instead of daily? i always forget',
    'b12-form-and-schedule',
    'Which B12 is better, cyanocobalamin or methylcobalamin, and how often?',
  ),
  zh('vegan', '甲钴胺和普通B12有什么区别', 'b12-form-and-schedule'),
  zh('vegan', '舌下含片和普通吞的有区别吗', 'sublingual-vitamins'),
  en('vegan', 'are sublingual vitamins absorbed better?', 'sublingual-vitamins'),
  zh(WOMAN, 'B12舌下含服效果更好吗', 'b12-form-and-schedule'),
  zh(MAN, '硝酸甘油舌下含服要注意什么', null),
  zh('vegan', '纯素补铁靠菠菜黑木耳够不够啊 要不要配vc一起', 'plant-iron-foods'),
  en('vegan', 'is spinach a good source of iron for vegans?', 'plant-iron-foods'),
  zh(WOMAN, '吃素的人怎么补铁', 'plant-iron-foods'),
  en(
    WOMAN,
    "I'm pure veg (no meat, I do eat eggs) — how do I keep my iron up with dal and roti",
    'plant-iron-foods',
  ),
  zh(WOMAN, '用铁锅炒菜能补铁吗', null),
  zh(WOMAN, '多吃红枣能补铁吗', null),
  zh('vegan', '维生素B12忘了吃两个星期，要紧吗', null),
  en(
    'vegan',
    "best vegan calcium sources? my oat milk isn't fortified and I don't eat much tofu. does spinach count",
    'plant-calcium-foods',
  ),
  zh('vegan', '纯素怎么补钙', 'plant-calcium-foods'),
  // Not vegan: lactose-free dairy first (rows-life-stages.ts calcium-lactose-intolerant), not "纯素补钙".
  zh(WOMAN, '乳糖不耐受不喝奶，钙从哪来', null),
  zh(WOMAN, '碳酸钙和枸橼酸钙哪个好', null),
];

const GOUT = 'gout on allopurinol, urate 520';
/** Gout: the reference persona, or gout said in the message (round 7's persona had no medicine). */
const GOUT_CASES: readonly Case[] = [
  en(GOUT, 'does cherry juice actually work for gout or is it just marketing', 'gout-cherries'),
  zh(GOUT, '吃车厘子能降尿酸吗', 'gout-cherries'),
  en(undefined, 'do tart cherries help gout?', 'gout-cherries'),
  en(
    GOUT,
    'how much a day then, and will it spike my sugar',
    'cherries-how-much',
    'does cherry juice actually work for gout or is it just marketing',
  ),
  zh(WOMAN, '樱桃一天吃多少合适', 'cherries-how-much'),
  zh(undefined, '那一天吃几颗', 'cherries-how-much', '痛风吃樱桃有用吗'),
  zh('heart failure, potassium 5.4', '樱桃一天能吃多少', null),
  zh(GOUT, '碱性水呢', 'gout-alkaline-water', '樱桃和苏打水真的能降尿酸吗'),
  en(GOUT, 'should I drink alkaline water for my gout?', 'gout-alkaline-water'),
  zh(undefined, '痛风喝弱碱水有用吗', 'gout-alkaline-water'),
  zh(WOMAN, '碱性水有用吗', null),
  zh(GOUT, '兄弟们都喝啤酒撸串，痛风的人还能喝吗？无醇啤酒算不算', 'gout-alcohol-free-beer'),
  en(
    GOUT,
    'what about zero alcohol beer then',
    'gout-alcohol-free-beer',
    'Is beer really that bad for gout?',
  ),
  zh(undefined, '痛风能喝无醇啤酒吗', 'gout-alcohol-free-beer'),
  zh(GOUT, '豆腐豆浆到底能不能吃，网上说法不一样', 'gout-soy-foods'),
  en(GOUT, 'is tofu ok with gout or is it high in purines?', 'gout-soy-foods'),
  zh(undefined, '痛风能喝豆浆吗', 'gout-soy-foods'),
  zh(GOUT, '我青岛的，天天吃海鲜，蛤蜊虾虎都不能吃了吗', 'gout-seafood'),
  en(
    GOUT,
    "Which seafood is ok with gout? I love prawns and oysters and I'm going to Thailand in March",
    'gout-seafood',
  ),
  // Shrimp alone: rows-round21-enpart.ts gout-shrimp (blind answer round 21, en-141).
  zh(undefined, '痛风能吃虾吗', null),
  en(GOUT, 'can I take fish oil', null),
  zh(WOMAN, '海鲜能吃吗', null),
  zh(GOUT, '火锅汤能喝吗 涮完海鲜的那种汤 鲜得很', 'gout-broth'),
  en(GOUT, 'is bone broth bad for gout?', 'gout-broth'),
  zh(undefined, '痛风能喝鸡汤吗', 'gout-broth'),
  zh(GOUT, '尿酸520，不发作的时候也得忌口吗', 'gout-diet-alone'),
  en(undefined, 'my uric acid is 0.52 mmol/L. how much can diet alone bring that down', 'gout-diet-alone'),
  zh(undefined, '痛风能不能不吃药，光靠饮食控制', 'gout-diet-alone'),
  en(GOUT, 'is whey protein powder ok with gout? just started at the gym', 'gout-dairy-and-protein-powder'),
  zh(undefined, '痛风能喝牛奶吗', 'gout-dairy-and-protein-powder'),
  zh(GOUT, '酸奶可以喝吗', 'gout-dairy-and-protein-powder'),
  zh(undefined, '痛风能吃什么水果', 'gout-fruit'),
  // Juice asked: rows-round21-enpart.ts gout-orange-juice, whose answer starts with the juice, not "fruit is fine".
  en(GOUT, 'is orange juice ok for me?', null),
  zh(GOUT, '荔枝芒果能吃吗', 'gout-fruit'),
  // Not gout: the general rows or none.
  en(MAN, 'is whey protein ok for me?', null),
];

/** A 16-year-old who wants to lose weight (no plan: the questionnaire is for adults). */
const TEEN: readonly Case[] = [
  en(undefined, 'wats a good breakfast that keeps me full at school, i usually skip it', 'filling-breakfast'),
  zh(undefined, '早餐吃什么比较抗饿', 'filling-breakfast'),
  zh(WOMAN, '早上来不及吃早饭怎么办', 'filling-breakfast'),
  zh('osteoporosis on alendronate with Tums', '吃了阿仑膦酸钠多久能吃早饭', null),
  en(
    undefined,
    'can i just have a smoothie',
    'smoothie-as-a-meal',
    'wats a good breakfast that keeps me full at school, i usually skip it',
  ),
  zh(undefined, '早上喝一杯果昔当早餐行吗', 'smoothie-as-a-meal'),
  en(WOMAN, 'are smoothies healthy?', 'smoothie-as-a-meal'),
  zh(undefined, '只吃水果可以吗 因该瘦得很快吧', 'fruit-only-diet'),
  en(WOMAN, 'what if I only eat fruit for a week to drop weight?', 'fruit-only-diet'),
  zh(MAN, '晚饭用水果代替能减肥吗', 'fruit-only-diet'),
  // Her age said before: the minor rule answers, never an adult row.
  zh(undefined, '只吃水果可以吗 因该瘦得很快吧', null, '我16岁 想暑假一个月瘦10斤 一天吃多少卡啊'),
  en(undefined, 'my mum says i cant diet bc im still growing, is that true??', 'still-growing-no-diet'),
  zh(undefined, '青春期可以节食减肥吗', 'still-growing-no-diet'),
  en(undefined, 'is it ok to cut calories during a growth spurt?', 'still-growing-no-diet'),
  zh(undefined, '那要补点啥', 'periods-after-dieting-what-to-eat', '减肥以后大姨妈不准了 是不是吃太少了'),
  en(
    undefined,
    'my periods stopped since I started dieting, what should I eat?',
    'periods-after-dieting-what-to-eat',
  ),
  zh(WOMAN, '节食后月经不来，要补什么维生素吗', 'periods-after-dieting-what-to-eat'),
  zh(WOMAN, '月经期间要补点啥', null),
  en(undefined, 'do i need protein shakes if i do netball 3 times a week', 'protein-shakes-for-sport'),
  zh(undefined, '打篮球要不要喝蛋白粉', 'protein-shakes-for-sport'),
  en(MAN, 'is whey protein worth it if I go to the gym?', 'protein-shakes-for-sport'),
  en(GOUT, 'is whey protein powder ok with gout? just started at the gym', 'gout-dairy-and-protein-powder'),
  zh(undefined, '奶茶真的戒不掉😭 有没有低卡的喝法 比如喜茶点什么', 'milk-tea-order'),
  en(undefined, 'how do I order bubble tea with fewer calories?', 'milk-tea-order'),
  zh(WOMAN, '蜜雪冰城哪款热量低', 'milk-tea-order'),
  en(undefined, 'are fat burner teas safe?? my friend uses them and lost weight', 'slimming-teas'),
  zh(
    'lithium with hydrochlorothiazide',
    '想减肥 网上卖的那种排水消肿茶 薏米红豆茯苓啥的 能喝吗',
    // On lithium the lithium row answers (rows-medicines.ts `lithium-diuretic-teas`), none of these.
    null,
  ),
  zh(WOMAN, '刮油茶有用吗', 'slimming-teas'),
  zh(WOMAN, '绿茶能减肥吗', null),
];

describe('everyday rows: teen', () => {
  it.each(TEEN)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});

describe('everyday rows: gout', () => {
  it.each(GOUT_CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});

describe('everyday rows: vegan', () => {
  it.each(VEGAN)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});

describe('everyday rows: food, supplements, eating out', () => {
  it.each(EVERYDAY)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});

describe('everyday rows: weight loss', () => {
  it.each(WEIGHT)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});

// Eighth clinician review (5-HTP instead of St John's wort) and eighteenth, en M13: on phenelzine, the row
// must not read as a prompt to add an antidepressant.
describe('5-HTP for mood (5htp-for-mood)', () => {
  it.each([
    [
      'en-US',
      'phenelzine',
      'can I take 5-HTP for my mood instead of more pills?',
      /do not add 5-HTP or any other antidepressant yourself/,
    ],
    ['zh-CN', 'phenelzine', '心情不好，能不能吃5-HTP代替', /不要自己加5-HTP，也不要自己加别的抗抑郁药/],
    [
      'en-US',
      undefined,
      'is 5-htp a good swap for st johns wort for low mood',
      /talking therapies and antidepressants work/,
    ],
  ] as const)('%s %s "%s"', (locale, persona, text, says) => {
    const r = askAs({ locale, ...(persona ? { persona } : {}), text });
    expect(faqIdsOf(r)).toContain('5htp-for-mood');
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(
      /antidepressants that do not affect the pill work|不影响避孕药的抗抑郁药都有可靠效果/,
    );
  });
});
