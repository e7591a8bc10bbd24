import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  NURSING,
  OLD,
  KIDNEY,
  WARFARIN,
  INSULIN,
  TRANSPLANT,
  MTX,
  LITHIUM,
  MAOI,
  IRON,
  GOUT,
  BONES,
} from './testing-personas';
import { ROUND22_ENPART2_FAQ } from './rows-round22-enpart2';

// Blind answer round 22's en-US questions answered only in part, second batch (development data): each
// class as the round asked it (same persona, same earlier message), then in other words — everyday words,
// a typo, mixed language — with a plan or as a guest, in both languages; null where none of this file's
// rows may answer (a look-alike question, or a person the row is not for).

const CASES: readonly RowCase[] = [
  // Protein at an older age, for her weight (en-082).
  en(
    OLD,
    "How much protein should I be eating at my age? I don't care much for meat anymore.",
    'older-protein-own-weight',
  ),
  en(OLD, 'how many grams of protien a day do i need? im 80', 'older-protein-own-weight'),
  en(undefined, "i'm 84, how much protein should older people eat a day?", 'older-protein-own-weight'),
  zh(OLD, '我这个年纪每天要吃多少蛋白质？肉不太想吃了', 'older-protein-own-weight'),
  zh(undefined, '老年人一天吃多少克蛋白质合适', 'older-protein-own-weight'),
  en(OLD, 'do older people need less protein? i heard it is bad for the kidneys', null),
  en(OLD, 'how much protein is in one egg?', null),
  en(WOMAN, 'how much protein should I be eating a day?', null),
  en(KIDNEY, 'how much protein should i eat at my age?', null),
  zh(OLD, '蛋白粉每天吃多少', null),
  // A hypo kit for the car (en-086).
  en(
    INSULIN,
    'What should I keep in the car in case my sugar drops while driving? Candy? Juice?',
    'insulin-going-out-what-to-carry',
  ),
  en(INSULIN, 'what do i do if i go low while driving?', 'insulin-going-out-what-to-carry'),
  en(
    undefined,
    "i'm on insulin, what should i carry in my car for a hypo",
    'insulin-going-out-what-to-carry',
  ),
  zh(INSULIN, '开车的时候低血糖怎么办，车里要放什么', 'insulin-going-out-what-to-carry'),
  zh(undefined, '打胰岛素的人车里要备什么防低血糖', 'insulin-going-out-what-to-carry'),
  en(WOMAN, 'what snacks should I keep in the car for a long drive?', null),
  en(INSULIN, 'can I drive to the gym after my insulin shot?', null),
  // Tart cherry juice: how much (en-097), concentrate or capsules (en-098).
  en(
    GOUT,
    'Does tart cherry juice actually work for gout? How much should I drink?',
    'gout-tart-cherry-juice-how-much',
  ),
  en(GOUT, 'how much tart cherry juice a day for gout', 'gout-tart-cherry-juice-how-much'),
  en(
    undefined,
    'i have gout, how many ounces of cherry juice should i drink per day',
    'gout-tart-cherry-juice-how-much',
  ),
  zh(GOUT, '痛风喝樱桃汁一天喝多少', 'gout-tart-cherry-juice-how-much'),
  zh(undefined, '尿酸高，酸樱桃汁每天喝多少毫升', 'gout-tart-cherry-juice-how-much'),
  en(WOMAN, 'how much tart cherry juice should I drink for sleep?', null),
  en(GOUT, 'how much sugar is in cherries?', null),
  en(
    GOUT,
    'is the concentrate or the capsules better',
    'gout-cherry-concentrate-or-capsules',
    'Does tart cherry juice actually work for gout? How much should I drink?',
  ),
  en(
    GOUT,
    'are cherry extract capsules better than the juice for gout?',
    'gout-cherry-concentrate-or-capsules',
  ),
  en(
    undefined,
    'gout: tart cherry pills or cherry juice, which works?',
    'gout-cherry-concentrate-or-capsules',
  ),
  zh(GOUT, '樱桃提取物胶囊和樱桃汁哪个好', 'gout-cherry-concentrate-or-capsules'),
  zh(GOUT, '那胶囊呢，是不是更好', 'gout-cherry-concentrate-or-capsules', '痛风喝樱桃汁有用吗，喝多少'),
  en(GOUT, 'are fish oil capsules better than eating fish for gout?', null),
  en(WOMAN, 'are cherry capsules better than juice for sleep?', null),
  // Vinegar shots for bloating (en-102).
  en(
    WOMAN,
    'My coworker does apple cider vinegar shots before every meal for bloating and her metabolism. Legit or nah?',
    'apple-cider-vinegar-bloating',
  ),
  en(undefined, 'does ACV help with bloating?', 'apple-cider-vinegar-bloating'),
  en(MAN, 'will apple cider vinegar help my digestion and gas', 'apple-cider-vinegar-bloating'),
  zh(WOMAN, '饭前喝苹果醋能消胀气吗', 'apple-cider-vinegar-bloating'),
  zh(undefined, '苹果醋能帮助消化、缓解腹胀吗', 'apple-cider-vinegar-bloating'),
  en(WOMAN, 'does apple cider vinegar burn belly fat?', null),
  en(WOMAN, 'what helps with bloating after meals?', null),
  // A fortified oat drink's calcium (en-106).
  en(
    VEGAN,
    'Does the calcium in oat milk actually count? The Oatly carton says 350 mg per cup',
    'fortified-plant-milk-calcium-counts',
    "My mom is Filipino and keeps telling me I'll get weak bones without gatas (milk). How do I get enough calcium without any dairy?",
  ),
  en(
    VEGAN,
    'is the calcium in fortified soy milk absorbed as well as dairy?',
    'fortified-plant-milk-calcium-counts',
  ),
  en(undefined, 'does calcium from almond milk really count?', 'fortified-plant-milk-calcium-counts'),
  zh(VEGAN, '燕麦奶里加的钙算不算数，能吸收吗', 'fortified-plant-milk-calcium-counts'),
  zh(undefined, '强化钙的豆奶，钙真的能吸收吗', 'fortified-plant-milk-calcium-counts'),
  en(VEGAN, 'how much protein is in oat milk?', null),
  en(WOMAN, 'does the calcium in cheese count?', null),
  // Fenugreek beside sertraline while nursing (en-109).
  en(
    NURSING,
    'I read fenugreek boosts milk supply. Is it safe with sertraline? Any other foods that actually help supply?',
    'fenugreek-with-antidepressant-nursing',
  ),
  en(
    NURSING,
    'can i take fenugreek with my zoloft while breastfeeding?',
    'fenugreek-with-antidepressant-nursing',
  ),
  en(
    undefined,
    'breastfeeding on sertraline, is fenugreek safe with it?',
    'fenugreek-with-antidepressant-nursing',
  ),
  zh(NURSING, '喂奶期间吃舍曲林，葫芦巴能一起吃吗', 'fenugreek-with-antidepressant-nursing'),
  zh(undefined, '哺乳期在吃舍曲林，葫芦巴催奶安全吗，会不会冲突', 'fenugreek-with-antidepressant-nursing'),
  en(WOMAN, 'is fenugreek safe with sertraline for my blood sugar?', null),
  en(NURSING, 'what foods help milk supply?', null),
  // Big calcium and vitamin D pills (en-110).
  en(
    OLD,
    'Do I need a calcium and vitamin D supplement? The pills are so big I have trouble getting them down.',
    'calcium-vitamin-d-pills-too-big',
  ),
  en(
    OLD,
    'do i need my calcium tablets? they are huge and hard to swallow',
    'calcium-vitamin-d-pills-too-big',
  ),
  en(
    undefined,
    "i'm 78, do i need vitamin d and calcium? the pills are too big for me",
    'calcium-vitamin-d-pills-too-big',
  ),
  zh(OLD, '钙片太大了，吞不下，要不要补钙和维生素D', 'calcium-vitamin-d-pills-too-big'),
  zh(undefined, '老年人需要补钙和维生素D吗？钙片太大咽不下', 'calcium-vitamin-d-pills-too-big'),
  zh(OLD, '钙片太大颗咽不下去怎么办', null),
  zh(OLD, '钙片太大了她咽不下去 能掰开吃吗 还是换成液体钙那种的', null),
  en(OLD, 'can I crush my calcium pills, they are too big', null),
  en(WOMAN, 'my calcium tablets are too big to swallow', null),
  en(KIDNEY, 'my calcium pills are too big, do I need them?', null),
  // Nopal capsules on insulin after a low (en-114).
  en(
    INSULIN,
    'mi prima en Mexico me manda capsulas de nopal y tambien dicen que cinnamon baja el azucar. Can I take those with my insulin?',
    'nopal-capsules-after-low',
  ),
  en(INSULIN, 'can I take nopal capsules with insulin?', 'nopal-capsules-after-low'),
  en(INSULIN, 'is prickly pear cactus supplement safe with my insulin', 'nopal-capsules-after-low'),
  zh(INSULIN, '仙人掌胶囊能和胰岛素一起吃吗', 'nopal-capsules-after-low'),
  zh(INSULIN, '听说仙人掌粉降糖，我打胰岛素能吃吗', 'nopal-capsules-after-low'),
  en(WOMAN, 'can I take nopal capsules?', null),
  en(INSULIN, 'are nopales a good vegetable for dinner?', null),
  // The cups of coffee said, on lithium (en-121).
  en(
    LITHIUM,
    'I drink about 4 cups of coffee a day. I heard caffeine changes lithium levels, is that true?',
    'lithium-coffee-steady',
  ),
  en(LITHIUM, 'does 2 cups of coffee a day affect my lithium level?', 'lithium-coffee-steady'),
  en(
    LITHIUM,
    'i have five cups of coffee daily, does that affect my lithium levels',
    'lithium-coffee-steady',
  ),
  zh(LITHIUM, '我一天喝四杯咖啡，会影响血锂浓度吗', 'lithium-coffee-steady'),
  zh(LITHIUM, '咖啡会影响锂浓度吗 我一天三杯 雀巢那种', 'lithium-coffee-steady'),
  en(LITHIUM, 'I drink 4 cups of coffee a day and want to quit, will that change my lithium level?', null),
  en(WOMAN, 'I drink 4 cups of coffee a day, does it affect my iron levels?', null),
  // Supplements on an MAOI, the multivitamin named (en-123).
  en(
    MAOI,
    "I take a multivitamin and I was thinking about adding L-tyrosine for energy. Are there supplements I can't take with Nardil?",
    'maoi-supplements-and-multivitamin',
  ),
  en(
    MAOI,
    'is my multivitamin ok with phenelzine? any supplements to avoid?',
    'maoi-supplements-and-multivitamin',
  ),
  en(
    undefined,
    "i'm on nardil, can i take a centrum multivitamin and other supplements?",
    'maoi-supplements-and-multivitamin',
  ),
  zh(MAOI, '吃苯乙肼，复合维生素能吃吗，哪些补充剂不能吃', 'maoi-supplements-and-multivitamin'),
  en(MAOI, 'is a normal multivitamin ok on phenelzine?', null),
  zh(undefined, '在吃苯乙肼，复合维生素和别的保健品哪些不能吃', 'maoi-supplements-and-multivitamin'),
  en(WOMAN, 'is my multivitamin safe with other supplements?', null),
  en(LITHIUM, 'is a multivitamin ok with lithium, any supplements to avoid?', null),
  // Iron foods without red meat (en-126).
  en(
    IRON,
    "What foods have the most iron? I don't really eat red meat but I love lentils and dal.",
    'iron-foods-without-red-meat',
  ),
  en(IRON, 'i avoid red meat, which foods are high in iron?', 'iron-foods-without-red-meat'),
  en(IRON, "which foods are best to get my iron up, I'm not a big meat eater", null),
  en(undefined, 'what foods give me iron if i dont eat red meat', 'iron-foods-without-red-meat'),
  zh(IRON, '我不吃红肉，哪些食物含铁多', 'iron-foods-without-red-meat'),
  zh(undefined, '不怎么吃牛肉，补铁吃什么', 'iron-foods-without-red-meat'),
  en(VEGAN, "what foods have the most iron? i don't eat meat", null),
  en(IRON, 'what foods have the most iron?', null),
  // Fat burners (en-132).
  en(
    MAN,
    'The guy at GNC recommended a fat burner with green tea extract and some other stuff in it. Do those work? Are they safe for a 45 yr old guy?',
    'fat-burner-blends',
  ),
  en(MAN, 'are thermogenic fat burners safe?', 'fat-burner-blends'),
  en(undefined, 'do fat burners actually work', 'fat-burner-blends'),
  en(MAN, 'are fat burner teas safe?', null),
  zh(MAN, '燃脂胶囊有用吗，安全吗', 'fat-burner-blends'),
  zh(undefined, '减肥药到底管不管用，伤身吗', 'fat-burner-blends'),
  en(MAOI, 'are fat burners safe?', 'maoi-diet-pills'),
  en(T1, 'are fat burners safe in pregnancy?', null),
  en(MAN, 'what exercise burns the most fat?', null),
  // Glucosamine on warfarin (en-140).
  en(
    WARFARIN,
    'what about glucosamine instead',
    'glucosamine-on-warfarin',
    "Is turmeric in capsules safe with warfarin? It's for my knees.",
  ),
  en(WARFARIN, 'can i take glucosamine with warfarin for my knee pain', 'glucosamine-on-warfarin'),
  en(WARFARIN, 'is glucosamine chondroitin ok with my blood thinner?', 'glucosamine-on-warfarin'),
  zh(WARFARIN, '吃华法林能吃氨糖吗，膝盖疼', 'glucosamine-on-warfarin'),
  zh(WARFARIN, '氨基葡萄糖和华法林一起吃可以吗', 'glucosamine-on-warfarin'),
  en(WOMAN, 'does glucosamine help knee pain?', null),
  en(MAN, 'is glucosamine safe to take?', null),
  // Tortillas and carbohydrate a meal on insulin (en-141).
  en(
    INSULIN,
    'How many carbs should I have per meal? I eat tortillas with every meal, usually 3 or 4 corn tortillas',
    'tortillas-carbs-a-meal-on-insulin',
  ),
  en(
    INSULIN,
    'i eat 2 flour tortillas at lunch, how many carbs per meal is ok on insulin',
    'tortillas-carbs-a-meal-on-insulin',
  ),
  en(
    undefined,
    'on insulin — how many carbs per meal? i always have tortillas',
    'tortillas-carbs-a-meal-on-insulin',
  ),
  zh(INSULIN, '我每顿吃三张玉米饼，一顿吃多少碳水合适', 'tortillas-carbs-a-meal-on-insulin'),
  zh(undefined, '打胰岛素，每餐多少碳水？我爱吃墨西哥玉米饼', 'tortillas-carbs-a-meal-on-insulin'),
  en(WOMAN, 'how many carbs are in a corn tortilla?', null),
  en(INSULIN, 'how do I make corn tortillas at home?', null),
  // Turmeric on tacrolimus (en-144), with or without an immune booster.
  en(
    TRANSPLANT,
    'Are turmeric or echinacea safe with my anti-rejection meds? I want to boost my immune system before flu season.',
    'turmeric-and-immune-boosters-on-tacrolimus',
  ),
  en(
    TRANSPLANT,
    'can i take turmeric and elderberry with tacrolimus?',
    'turmeric-and-immune-boosters-on-tacrolimus',
  ),
  en(TRANSPLANT, 'is turmeric ok with my tacrolimus?', 'turmeric-on-tacrolimus'),
  en(
    undefined,
    'kidney transplant here - are curcumin supplements safe with prograf',
    'turmeric-on-tacrolimus',
  ),
  zh(TRANSPLANT, '吃他克莫司能吃姜黄胶囊吗', 'turmeric-on-tacrolimus'),
  zh(TRANSPLANT, '肾移植后，姜黄和紫锥菊能吃吗，想提高免疫力', 'turmeric-and-immune-boosters-on-tacrolimus'),
  en(WARFARIN, 'is turmeric ok with my warfarin?', null),
  en(WOMAN, 'is turmeric good for inflammation?', null),
  // B12 beside methotrexate's folic acid (en-146).
  en(
    MTX,
    'do i need extra B12 too or just the folate',
    'b12-beside-methotrexate-folate',
    'My multivitamin also has 400 mcg folic acid on top of my 5 mg. Is that too much?',
  ),
  en(MTX, 'should I also take B12 with my methotrexate?', 'b12-beside-methotrexate-folate'),
  en(
    undefined,
    'on methotrexate and folic acid, do i need vitamin b12 as well',
    'b12-beside-methotrexate-folate',
  ),
  zh(MTX, '吃甲氨蝶呤，除了叶酸还要补B12吗', 'b12-beside-methotrexate-folate'),
  zh(undefined, '甲氨蝶呤需要额外吃维生素B12吗', 'b12-beside-methotrexate-folate'),
  en(MTX, 'my doctor gives me b12 injections, do I need them with methotrexate?', null),
  en(WOMAN, 'do I need extra B12?', null),
  // Sports drinks on lithium (en-148).
  en(
    LITHIUM,
    "Are Gatorade and sports drinks ok with lithium? It has me thirsty all the time and I've gained weight from soda.",
    'lithium-sports-drinks-thirst-soda',
  ),
  en(
    LITHIUM,
    'always thirsty on lithium, can i drink powerade instead of soda?',
    'lithium-sports-drinks-thirst-soda',
  ),
  en(
    undefined,
    'on lithium and thirsty all day - are electrolyte drinks like pedialyte ok?',
    'lithium-sports-drinks-thirst-soda',
  ),
  zh(LITHIUM, '吃锂盐老是口渴，能喝佳得乐吗', 'lithium-sports-drinks-thirst-soda'),
  en(LITHIUM, 'can i drink gatorade when i play football in the heat?', null),
  zh(undefined, '吃碳酸锂胖了，想把可乐换成运动饮料可以吗', 'lithium-sports-drinks-thirst-soda'),
  zh(LITHIUM, '运动完喝宝矿力、佳得乐这种电解质饮料好不好', null),
  en(WOMAN, 'is gatorade healthy?', null),
  // Aged and spoiled foods on an MAOI (en-149).
  en(
    MAOI,
    'How fresh do leftovers need to be on phenelzine? My doctor mentioned something about aged and spoiled foods.',
    'maoi-aged-and-spoiled-foods',
  ),
  en(MAOI, 'which aged foods do i have to avoid on nardil?', 'maoi-aged-and-spoiled-foods'),
  en(undefined, 'on an maoi, what fermented foods are off limits?', 'maoi-aged-and-spoiled-foods'),
  zh(MAOI, '吃苯乙肼，哪些发酵的食物不能吃', 'maoi-aged-and-spoiled-foods'),
  zh(undefined, '吃苯乙肼要避开哪些陈年、变质的食物', 'maoi-aged-and-spoiled-foods'),
  en(WOMAN, 'are fermented foods good for gut health?', null),
  en(LITHIUM, 'which aged cheeses should I avoid?', null),
  // A uric acid number and how fast diet lowers it (en-152).
  en(
    GOUT,
    'My uric acid was 8.9 at my last checkup. What diet changes will bring it down the fastest?',
    'urate-number-diet-fastest',
  ),
  en(GOUT, 'urate 9.5, how do i lower it quickly with food', 'urate-number-diet-fastest'),
  en(undefined, 'my uric acid is 7.8 — what should i eat to lower it?', 'urate-number-diet-fastest'),
  zh(GOUT, '尿酸520，饮食上怎么最快降下来', 'urate-number-diet-fastest'),
  zh(undefined, '尿酸480，吃什么能尽快降低', 'urate-number-diet-fastest'),
  en(GOUT, 'does tart cherry juice lower uric acid?', null),
  en(KIDNEY, 'my uric acid is 8.9, what diet will lower it fastest?', null),
  en(WOMAN, 'what diet lowers cholesterol fastest?', null),
  // First-trimester weight gain (en-155).
  en(
    T1,
    'how much weight am i suposed to gain in the first trimester? im already up 4 lbs and its only week 9',
    'first-trimester-weight-gain',
  ),
  en(T1, "I've gained 3 kg at 10 weeks pregnant, is that too much?", 'first-trimester-weight-gain'),
  en(
    undefined,
    "how much weight should i put on in the first trimester? i'm pregnant",
    'first-trimester-weight-gain',
  ),
  zh(T1, '孕早期应该长多少斤？我才9周已经胖了4斤', 'first-trimester-weight-gain'),
  zh(undefined, '怀孕头三个月体重增加多少正常', 'first-trimester-weight-gain'),
  en(T2, 'how much weight should I gain in the second trimester?', null),
  en(WOMAN, 'I gained 4 lbs in 9 weeks, how do I lose it?', null),
  // Diet pills on an MAOI (en-158).
  en(
    MAOI,
    "I've gained weight on Nardil. Is there a safe diet pill or appetite suppressant I can use?",
    'maoi-diet-pills',
  ),
  en(MAOI, 'can i take phentermine with phenelzine?', 'maoi-diet-pills'),
  en(undefined, "i'm on an maoi, are any weight loss pills safe?", 'maoi-diet-pills'),
  zh(MAOI, '吃苯乙肼胖了，能吃减肥药吗', 'maoi-diet-pills'),
  zh(undefined, '在吃苯乙肼，有安全的食欲抑制剂吗', 'maoi-diet-pills'),
  en(WOMAN, 'is there a safe diet pill I can use?', 'fat-burner-blends'),
  en(LITHIUM, 'is there a safe diet I can follow on phenelzine to lose weight?', null),
  en(MAOI, 'how can I lose the weight I gained on Nardil?', null),
  // Heavy periods and what to eat (en-159).
  en(
    IRON,
    'My periods are really heavy. Could that be why my iron is so low? What else should I be eating?',
    'heavy-periods-iron-what-to-eat',
  ),
  en(
    IRON,
    'are heavy periods the cause of my low iron? what foods should i eat?',
    'heavy-periods-iron-what-to-eat',
  ),
  en(IRON, 'heavy periods and low iron - what foods should i eat?', null),
  en(
    undefined,
    'my ferritin is low, is it because my period is heavy? what should i eat',
    'heavy-periods-iron-what-to-eat',
  ),
  zh(IRON, '铁低是不是因为月经量大？应该多吃什么', 'heavy-periods-iron-what-to-eat'),
  zh(undefined, '贫血的原因会是例假多吗，饮食上吃什么好', 'heavy-periods-iron-what-to-eat'),
  en(IRON, 'my periods are heavy, could that be why my iron is low?', null),
  en(T2, 'what foods should I eat for iron while pregnant?', null),
];

const mine = rowsOf(ROUND22_ENPART2_FAQ);

describe('rows for blind answer round 22’s partial answers, second batch (en-US development data)', () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, mine);
    },
    30_000,
  );
});

// The person's own numbers are used, never a fixed example (round 20/21 lessons).
describe('answers worked out from what the person named', () => {
  it.each<[string, RowCase, RegExp, RegExp?]>([
    [
      'her weight: 41 kg → about 41–50 g',
      en(OLD, 'How much protein should I be eating at my age?', null),
      /41 kg, about 41–50 g/,
    ],
    [
      'four cups of brewed coffee: about 380 mg, not "three cups of instant"',
      en(
        LITHIUM,
        'I drink about 4 cups of coffee a day. I heard caffeine changes lithium levels, is that true?',
        null,
      ),
      /4 cups of brewed coffee a day is about 380 mg/,
      /three cups|3 cups of instant/i,
    ],
    [
      'two cups: within the limit',
      en(LITHIUM, 'does 2 cups of coffee a day affect my lithium level?', null),
      /about 190 mg of caffeine, within the 400 mg/,
    ],
    [
      '三杯雀巢: instant, about 180 mg',
      zh(LITHIUM, '咖啡会影响锂浓度吗 我一天三杯 雀巢那种', null),
      /3杯速溶咖啡约含180毫克咖啡因/,
    ],
    [
      '3 or 4 corn tortillas: about 33–48 g',
      en(INSULIN, 'How many carbs should I have per meal? I eat 3 or 4 corn tortillas', null),
      /3–4 corn tortillas are about 33–48 g/,
      /roti|rice, or two/,
    ],
    [
      'a uric acid of 8.9: a drop of about 2.9',
      en(
        GOUT,
        'My uric acid was 8.9 at my last checkup. What diet changes will bring it down the fastest?',
        null,
      ),
      /from 8\.9 mg\/dL .* about 2\.9 mg\/dL/,
    ],
    [
      '尿酸520: 高出约160',
      zh(GOUT, '尿酸520，饮食上怎么最快降下来', null),
      /从520微摩尔\/升.*约160微摩尔\/升/,
    ],
    [
      '4 lb at week 9: within the range',
      en(
        T1,
        'how much weight am i suposed to gain in the first trimester? im already up 4 lbs and its only week 9',
        null,
      ),
      /4 lb \(about 1\.8 kg\) you have gained is within that range/,
    ],
    [
      '3 kg at 10 weeks: a little more than usual, no dieting',
      en(T1, "I've gained 3 kg at 10 weeks pregnant, is that too much?", null),
      /3 kg \(about 6\.6 lb\) you have gained is a little more.*no reason to diet/,
    ],
    [
      'nopal named, cinnamon only when said',
      en(INSULIN, 'can I take nopal capsules with insulin?', null),
      /Nopal as food is fine/,
      /cinnamon/i,
    ],
  ])('%s', (_name, c, says, never) => {
    const r = askAs(c);
    const body = r.text.split(/_(?:Source|来源)/)[0]!;
    expect(body).toMatch(says);
    if (never) expect(body).not.toMatch(never);
  });

  // The echinacea answer stays when turmeric is asked beside it (en-144), and turmeric is not declined.
  it('turmeric beside echinacea: both answered', () => {
    const r = askAs(
      en(
        TRANSPLANT,
        'Are turmeric or echinacea safe with my anti-rejection meds? I want to boost my immune system before flu season.',
        null,
      ),
    );
    expect(r.text).toMatch(/curcumin capsules on tacrolimus/);
    expect(r.text).toMatch(/skip the immune boosters/);
    expect(r.text).not.toMatch(/no reliable rule/);
  });

  // A row for a guest never claims a low or a water pill the person did not have.
  it('no low or hydrochlorothiazide assumed for a guest', () => {
    const kit = askAs(en(undefined, "i'm on insulin, what should i carry in my car for a hypo", null));
    expect(kit.text).not.toMatch(/on your record/);
    const drinks = askAs(
      en(undefined, 'on lithium and thirsty all day - are electrolyte drinks like pedialyte ok?', null),
    );
    expect(drinks.text).toMatch(/if you also take a water pill/);
  });

  // Bone persona with a calcium question that is not about pill size keeps her own rows.
  it('calcium totals are not the big-pill row', () => {
    const r = askAs(en(BONES, 'how much calcium do I need in total a day?', null));
    expect(mine(faqIdsOf(r))).toEqual([]);
  });
});
