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
  HF,
  SPIRO,
  TRANSPLANT,
  MTX,
  LITHIUM,
  MAOI,
  IRON,
  GOUT,
  BONES,
} from './testing-personas';
import { ROUND21_ENPART_FAQ } from './rows-round21-enpart';

// Blind answer round 21's en-US questions answered only in part (development data): each class as the
// round asked it (same persona, same earlier message), then in other words — everyday words, a typo,
// mixed language — with a plan or as a guest, in both languages; null where none of this file's rows may
// answer (a look-alike question, or a person the row is not for).

const CASES: readonly RowCase[] = [
  // Coffee-shop caffeine for anyone (en-007).
  en(
    WOMAN,
    "What's a reasonable amount of caffeine per day? I'm at like 3 venti cold brews from Starbucks lol",
    'caffeine-coffee-shop-sizes',
  ),
  en(undefined, 'how much caffeine is in a grande cold brew? i have two a day', 'caffeine-coffee-shop-sizes'),
  en(MAN, 'is 2 venti coffees from starbucks a day too much caffeine', 'caffeine-coffee-shop-sizes'),
  zh(WOMAN, '我每天喝两杯星巴克超大杯冷萃，咖啡因会不会太多', 'caffeine-coffee-shop-sizes'),
  zh(undefined, '一杯冷萃咖啡有多少咖啡因，一天喝几杯合理', 'caffeine-coffee-shop-sizes'),
  en(T1, 'is one venti cold brew a day ok? how much caffeine', null),
  en(LITHIUM, 'how much caffeine is in a venti cold brew', null),
  en(WOMAN, 'is decaf cold brew from starbucks ok at night, how much caffeine', null),
  // "Moderate" at one party (en-008).
  en(
    WOMAN,
    "Going to a wedding this weekend, open bar. how many drinks counts as 'moderate' for a woman honestly",
    'moderate-drinking-one-occasion',
  ),
  en(undefined, 'party tonight - how many drinks is moderate drinking?', 'moderate-drinking-one-occasion'),
  en(
    MAN,
    'open bar at a work party, what counts as a moderate amount of alcohol',
    'moderate-drinking-one-occasion',
  ),
  zh(WOMAN, '周末参加婚礼，喝酒多少算适量', 'moderate-drinking-one-occasion'),
  zh(undefined, '今晚聚会，女生喝几杯酒算适量', 'moderate-drinking-one-occasion'),
  en(WOMAN, 'how many calories in a margarita, and how many drinks is moderate at a party', null),
  en(GOUT, 'wedding this weekend, how many drinks is moderate?', null),
  en(NURSING, 'going to a wedding, how many drinks is moderate while breastfeeding', null),
  // B12 once a week (en-018).
  en(
    VEGAN,
    'the one big dose once a week thing, is that ok too?',
    'b12-weekly-dose',
    'Which B12 is better, cyanocobalamin or methylcobalamin? and how often do i need to take it',
  ),
  en(undefined, 'can i take 2000 mcg of b12 once a week instead of every day?', 'b12-weekly-dose'),
  en(VEGAN, 'is a weekly b12 tablet enough for a vegan', 'b12-weekly-dose'),
  zh(VEGAN, '维生素B12能不能一周吃一次大剂量的', 'b12-weekly-dose'),
  zh(undefined, '吃素的人B12每周一次2000微克可以吗', 'b12-weekly-dose'),
  en(KIDNEY, 'can i take b12 2000 mcg once a week', null),
  en(VEGAN, 'my doctor gives me b12 injections once a week, is that enough', null),
  en(VEGAN, 'how often should i take b12?', null),
  // A vegan's protein total (en-020).
  en(
    VEGAN,
    "I'm getting like 50g protein a day from tofu, lentils and seitan. is that enough for me or should I add a pea protein shake",
    'vegan-protein-total-enough',
  ),
  en(VEGAN, 'i eat about 55 grams of protein a day, is that enough?', 'vegan-protein-total-enough'),
  en(
    undefined,
    'im vegan and get 45g protien daily, do i need a protein shake',
    'vegan-protein-total-enough',
  ),
  zh(VEGAN, '我每天从豆腐和豆子里吃50克蛋白质，够吗', 'vegan-protein-total-enough'),
  zh(undefined, '吃纯素，每天蛋白质60克左右，要不要加蛋白粉', 'vegan-protein-total-enough'),
  en(WOMAN, 'i eat about 55 grams of protein a day, is that enough?', null),
  en(VEGAN, 'is 25g of protein per meal enough?', null),
  en(KIDNEY, "i'm vegan and eat 50 g protein a day, is that enough?", null),
  // Vegan at an Indian restaurant (en-024).
  en(
    VEGAN,
    'Going to an Indian restaurant w friends tonight, which vegan dishes have the most iron and protein? is dal makhani vegan or does it have cream',
    'vegan-at-indian-restaurant',
  ),
  en(undefined, 'is paneer tikka vegan? what can i order at an indian place', 'vegan-at-indian-restaurant'),
  en(VEGAN, 'what vegan options are there at a curry house?', 'vegan-at-indian-restaurant'),
  zh(VEGAN, '去印度餐厅吃饭，哪些菜是纯素的，黄油咖喱能吃吗', 'vegan-at-indian-restaurant'),
  zh(undefined, '吃素的人在印度餐厅点什么好，咖喱里有奶油吗', 'vegan-at-indian-restaurant'),
  en(VEGAN, 'how do i make a vegan dal makhani recipe at home', null),
  en(WOMAN, 'how many calories in chicken tikka masala', null),
  // Calcium beside a prenatal, in hours (en-038).
  en(
    T2,
    'how many hours apart?',
    'calcium-prenatal-hours-apart',
    'can I take calcium tablets together with my prenatal or do I need to space them out',
  ),
  en(T2, 'how many hours apart should my calcium and elevit be', 'calcium-prenatal-hours-apart'),
  en(IRON, 'how long apart should i take calcium and my iron tablet?', 'calcium-prenatal-hours-apart'),
  zh(T2, '钙片和爱乐维要隔几个小时吃', 'calcium-prenatal-hours-apart'),
  zh(undefined, '怀孕了，钙片和孕妇维生素间隔多久', 'calcium-prenatal-hours-apart'),
  en(T2, 'can I take my calcium with the elevit in the morning', null),
  en(BONES, 'how many hours apart should calcium and levothyroxine be', null),
  // DHA while nursing (en-042).
  en(
    NURSING,
    'how much DHA per day then',
    'lactation-dha-how-much',
    "I'm breastfeeding and on sertraline 50mg. Is it ok to start fish oil for my mood too?",
  ),
  en(NURSING, 'how many mg of dha do i need while breastfeeding?', 'lactation-dha-how-much'),
  en(undefined, "i'm nursing, how much omega 3 fish oil should i take a day", 'lactation-dha-how-much'),
  zh(NURSING, '哺乳期每天需要多少DHA', 'lactation-dha-how-much'),
  zh(undefined, '喂奶期间鱼油一天吃多少合适', 'lactation-dha-how-much'),
  en(NURSING, 'which DHA is better, fish oil or algal oil, and how much?', null),
  en(WOMAN, 'how much fish oil should i take a day?', null),
  // 1,800 kcal while nursing (en-046).
  en(
    NURSING,
    'so is like 1800 too low?',
    'lactation-1800-kcal-floor',
    "how many extra calories do i need when nursing? trying to lose the baby weight but i'm scared my supply will drop",
  ),
  en(NURSING, 'is 1800 calories a day ok while breastfeeding?', 'lactation-1800-kcal-floor'),
  en(
    undefined,
    'breastfeeding and eating 1,800 kcal, is that enough for my supply',
    'lactation-1800-kcal-floor',
  ),
  zh(NURSING, '喂奶期间每天吃1800千卡够吗', 'lactation-1800-kcal-floor'),
  zh(undefined, '哺乳期一天1800大卡会不会太低', 'lactation-1800-kcal-floor'),
  en(WOMAN, 'is 1800 calories a day too low?', null),
  en(NURSING, 'is 1800 mg of calcium too much while breastfeeding', null),
  // Lactation cookies and herbs (en-047).
  en(
    NURSING,
    'are lactation cookies and fenugreek capsules actually useful for supply or just hype',
    'galactagogue-cookies-herbs',
  ),
  en(undefined, 'do lactation cookies really work to boost milk supply?', 'galactagogue-cookies-herbs'),
  en(NURSING, 'are lactation bites worth buying or a waste of money', 'galactagogue-cookies-herbs'),
  zh(NURSING, '催奶饼干和葫芦巴胶囊真的有用吗', 'galactagogue-cookies-herbs'),
  zh(undefined, '喂奶，吃催奶饼干能增加奶量吗', 'galactagogue-cookies-herbs'),
  zh(NURSING, '坐月子家里天天让喝猪蹄黄豆汤下奶，油到不行，真的有用吗', null),
  en(NURSING, 'how do i increase my milk supply?', null),
  en(NURSING, 'is fenugreek worth taking for my supply', null),
  // Soup and tea for an older person's dinner (en-051).
  en(
    OLD,
    'i dont have much appetite anymore. is it alright if i just have soup and a cup of tea for my dinner',
    'older-soup-and-tea-dinner',
  ),
  en(undefined, 'my nan only has a cup of soup for dinner now, is that enough?', 'older-soup-and-tea-dinner'),
  en(OLD, 'can I just have tea and toast for supper, no appetite', 'older-soup-and-tea-dinner'),
  zh(OLD, '没什么胃口，晚饭只喝碗汤行吗', 'older-soup-and-tea-dinner'),
  zh(undefined, '奶奶晚饭就喝点汤，这样够吗', 'older-soup-and-tea-dinner'),
  en(WOMAN, 'is it ok to just have soup for dinner to lose weight?', null),
  en(HF, 'can i just have soup for dinner', null),
  // Vitamin D at an older age (en-054).
  en(
    OLD,
    "Does an old lady like me need vitamin D tablets? I don't get out in the sun much these days",
    'older-vitamin-d-tablets',
  ),
  en(undefined, 'my grandma is housebound, should she take vitamin d?', 'older-vitamin-d-tablets'),
  en(OLD, 'do i need vit d at my age, i stay indoors', 'older-vitamin-d-tablets'),
  zh(OLD, '我这把年纪很少出门晒太阳，要不要补维生素D', 'older-vitamin-d-tablets'),
  zh(undefined, '奶奶不出门，需要吃维生素D吗', 'older-vitamin-d-tablets'),
  en(WOMAN, "I don't get out in the sun much, do I need vitamin D?", null),
  en(OLD, 'is 5000 IU of vitamin D too much at my age', null),
  en(OLD, 'how much vitamin d should i take at my age?', null),
  zh(undefined, '奶奶85岁，维生素D还需要补吗，来不及了吧', null),
  en(
    OLD,
    'Do I need vitamin D and calcium at my age? The calcium pills are so big I cant get them down',
    null,
  ),
  en(KIDNEY, 'i never go out in the sun, should i take vitamin d', null),
  // Protein at an older age (en-055).
  en(
    OLD,
    'how much protein should lola have a day? shes 148cm and tiny, mostly eats lugaw',
    'older-protein-grams-and-porridge',
  ),
  en(
    undefined,
    'how many grams of protein does my grandma need a day? she mostly eats congee',
    'older-protein-grams-and-porridge',
  ),
  en(OLD, 'how much protien should I eat a day, I mostly have porridge', 'older-protein-grams-and-porridge'),
  zh(OLD, '我每天主要喝稀饭，蛋白质要吃多少克', 'older-protein-grams-and-porridge'),
  zh(undefined, '奶奶每天主要喝白粥，蛋白质要吃多少', 'older-protein-grams-and-porridge'),
  en(KIDNEY, 'how much protein should I eat a day, I mostly eat porridge', null),
  en(OLD, 'how much protein should an 80 year old eat? she basically lives on toast and tea', null),
  en(OLD, 'how much protein powder should I take a day', null),
  en(WOMAN, 'how much protein should I have a day?', null),
  // Turmeric on warfarin (en-070).
  en(
    WARFARIN,
    'what about turmeric capsules for my knees, ok with the warfarin?',
    'warfarin-turmeric-capsules',
  ),
  en(undefined, 'on warfarin, can i take curcumin supplements for joint pain?', 'warfarin-turmeric-capsules'),
  en(WARFARIN, 'is turmeric safe to take with my blood thinner', 'warfarin-turmeric-capsules'),
  zh(WARFARIN, '吃华法林能吃姜黄胶囊吗', 'warfarin-turmeric-capsules'),
  zh(undefined, '我在吃华法林，姜黄素保健品可以吃吗', 'warfarin-turmeric-capsules'),
  en(WARFARIN, 'can i still eat curry with turmeric in it?', null),
  en(TRANSPLANT, 'is it safe to take moringa capsules with my tacrolimus to boost immunity?', null),
  en(WOMAN, 'are turmeric capsules good for knee pain?', null),
  // Coconut water with a high potassium (en-082).
  en(
    HF,
    'is coconut water bad too? my daughter keeps bringing it',
    'coconut-water-high-potassium',
    'My potassium came back 5.4. Which foods should I cut down on?',
  ),
  en(SPIRO, 'can i drink coconut water on spironolactone?', 'coconut-water-high-potassium'),
  en(undefined, 'my potassium is high, is coconut water ok', 'coconut-water-high-potassium'),
  zh(HF, '血钾高，椰子水能喝吗', 'coconut-water-high-potassium'),
  zh(undefined, '我血钾偏高，家里人老买椰子水给我喝，行吗', 'coconut-water-high-potassium'),
  en(WOMAN, 'is coconut water good after a workout?', null),
  en(MAN, 'how many calories in coconut water', null),
  // Jelly and a fluid limit (en-083).
  en(
    HF,
    'How much fluid am I allowed a day with heart failure? does soup and jello count',
    'fluid-limit-jelly-and-ice',
  ),
  en(HF, 'how much can i drink a day, and does ice cream count?', 'fluid-limit-jelly-and-ice'),
  en(
    undefined,
    'heart failure fluid restriction: how many litres a day, do popsicles count as fluid',
    'fluid-limit-jelly-and-ice',
  ),
  zh(HF, '心衰每天能喝多少水，果冻和冰淇淋算不算', 'fluid-limit-jelly-and-ice'),
  zh(undefined, '心衰限水一天多少，吃冰棍算喝水吗', 'fluid-limit-jelly-and-ice'),
  en(WOMAN, 'does jello count as fluid?', null),
  en(HF, 'how much fluid am I allowed a day with heart failure? does soup count', null),
  en(HF, 'does soup and jelly count in that?', null, 'how much fluid can I have a day?'),
  // A potassium or magnesium pill on a water pill (en-088).
  en(
    HF,
    "Should I take a potassium or magnesium pill since I'm on furosemide? my buddy on water pills takes both",
    'water-pill-potassium-or-magnesium-pill',
  ),
  en(
    SPIRO,
    'do i need potassium and magnesium supplements with my water pill',
    'water-pill-potassium-or-magnesium-pill',
  ),
  en(HF, 'shud i be taking magnesium or potasium tablets', 'water-pill-potassium-or-magnesium-pill'),
  zh(HF, '吃着速尿，要不要补钾片和镁片', 'water-pill-potassium-or-magnesium-pill'),
  zh(SPIRO, '吃利尿药需要吃钾和镁的补充剂吗', 'water-pill-potassium-or-magnesium-pill'),
  en(WOMAN, 'should I take a potassium or magnesium pill?', null),
  en(HF, 'magnesium or potassium for my leg cramps?', null),
  // Sushi and deli meat after a transplant (en-095).
  en(
    TRANSPLANT,
    'Is it safe to eat sushi, runny eggs or deli meats after a kidney transplant?',
    'transplant-risky-foods-safe',
  ),
  en(undefined, 'on tacrolimus, can i eat deli meat sandwiches?', 'transplant-risky-foods-safe'),
  en(TRANSPLANT, 'is sashimi ok for me', 'transplant-risky-foods-safe'),
  zh(TRANSPLANT, '肾移植后能吃寿司和溏心蛋吗', 'transplant-risky-foods-safe'),
  zh(undefined, '吃他克莫司，火腿这种熟食能吃吗', 'transplant-risky-foods-safe'),
  en(
    TRANSPLANT,
    'runny eggs, sushi, deli meat — how long after my transplant do I have to avoid them?',
    null,
  ),
  en(WOMAN, 'is it safe to eat sushi?', null),
  // Calcium and vitamin D at the menopause on methotrexate (en-104).
  en(
    MTX,
    'im 50 and going thru menopause, should I be taking calcium and vitamin D as well, does it interfere with the methotrexate',
    'methotrexate-calcium-vitamin-d',
  ),
  en(undefined, 'on methotrexate, do i need calcium and vitamin d too?', 'methotrexate-calcium-vitamin-d'),
  en(MTX, 'can calcium and vit d interact with my mtx', 'methotrexate-calcium-vitamin-d'),
  zh(MTX, '吃甲氨蝶呤，需要补钙和维生素D吗', 'methotrexate-calcium-vitamin-d'),
  zh(undefined, '我在吃甲氨蝶呤，钙片和维生素D要不要吃', 'methotrexate-calcium-vitamin-d'),
  en(WOMAN, 'should I be taking calcium and vitamin D in menopause?', null),
  en(MTX, 'is 1200 mg calcium and 4000 IU vitamin D too much on methotrexate', null),
  // Salt in grams on lithium (en-113).
  en(
    LITHIUM,
    "so what's a steady amount, like how many grams a day?",
    'lithium-salt-grams',
    "I'm on lithium and HCTZ. Do I need to watch my salt? I was going to go low sodium for my BP",
  ),
  en(LITHIUM, 'how many grams of salt a day should i eat on lithium', 'lithium-salt-grams'),
  en(undefined, 'on lithium, how much sodium per day is ok?', 'lithium-salt-grams'),
  zh(LITHIUM, '吃锂盐每天吃几克盐合适', 'lithium-salt-grams'),
  zh(undefined, '我吃碳酸锂，每天盐吃多少克', 'lithium-salt-grams'),
  en(WOMAN, 'how many grams of salt a day is healthy?', null),
  en(LITHIUM, 'is a low sodium diet ok on lithium?', null),
  // Water in the heat on lithium (en-114).
  en(
    LITHIUM,
    'How much water should I be drinking daily on lithium? the heat in Lagos this week no be small, 35 degrees',
    'lithium-water-amount-heat',
  ),
  en(
    undefined,
    "i'm on lithium, how much water should i drink in this heat wave",
    'lithium-water-amount-heat',
  ),
  en(LITHIUM, 'how many litres a day should i drink, summer is very hot here', 'lithium-water-amount-heat'),
  zh(LITHIUM, '吃锂盐，天热一天要喝多少水', 'lithium-water-amount-heat'),
  zh(undefined, '吃碳酸锂，夏天出汗多每天喝多少水合适', 'lithium-water-amount-heat'),
  zh(LITHIUM, '夏天在工地出汗多，吃着锂盐一天要喝多少水', null),
  en(WOMAN, 'how much water should I drink in the heat?', null),
  // An iron dose after a sore stomach (en-134).
  en(
    IRON,
    'what dose and which form? ferrous sulfate gave me bad stomach pain before',
    'iron-dose-after-stomach-upset',
    'My ferritin is 8 and Hb 98. Is the iron in my multivitamin enough or do I need a separate tablet?',
  ),
  en(IRON, 'how much iron should i take, the tablets upset my stomach', 'iron-dose-after-stomach-upset'),
  en(
    undefined,
    'low ferritin, what dose of iron and which type is gentle on the stomach?',
    'iron-dose-after-stomach-upset',
  ),
  zh(IRON, '补铁吃多少剂量，硫酸亚铁吃了胃疼', 'iron-dose-after-stomach-upset'),
  zh(undefined, '缺铁性贫血，铁剂吃多少，哪种对胃好一点', 'iron-dose-after-stomach-upset'),
  en(WOMAN, 'what dose of iron should I take, and which form?', null),
  en(T2, 'my iron tablets hurt my stomach, what dose should I take', null),
  zh(IRON, '一天吃几片 空腹吃还是饭后吃啊', null, '那铁剂选哪种好，富马酸亚铁还是蛋白琥珀酸铁'),
  // Chai with meals and iron (en-136), and how long after a meal (en-137).
  en(
    IRON,
    'I drink chai with every meal, does it block the iron? kindly advise',
    'tea-with-meals-blocks-iron',
  ),
  en(undefined, 'does drinking tea with meals block iron absorption?', 'tea-with-meals-blocks-iron'),
  en(VEGAN, 'i have green tea with my lunch, does that affect iron', 'tea-with-meals-blocks-iron'),
  zh(IRON, '我每顿饭都喝奶茶，会影响铁吸收吗', 'tea-with-meals-blocks-iron'),
  zh(undefined, '吃饭的时候喝茶会不会影响吸收铁', 'tea-with-meals-blocks-iron'),
  en(IRON, 'can I take my iron tablets with tea?', null),
  en(WOMAN, 'is green tea with meals good for weight loss?', null),
  en(IRON, 'does coffee block iron? I drink it with breakfast, what about tea in the afternoon', null),
  en(
    IRON,
    'how long should i wait after food to have my tea then',
    'tea-after-meal-wait-iron',
    'I drink chai with every meal, does it block the iron? kindly advise',
  ),
  en(IRON, 'how long after eating should i wait before drinking tea?', 'tea-after-meal-wait-iron'),
  en(VEGAN, 'for iron, how long do i wait after meals to have tea', 'tea-after-meal-wait-iron'),
  zh(IRON, '饭后多久才能喝茶，不影响补铁', 'tea-after-meal-wait-iron'),
  zh(VEGAN, '吃完饭多久能喝茶', 'tea-after-meal-wait-iron'),
  en(IRON, 'how long should i wait after my iron tablet to drink tea?', null),
  en(WOMAN, 'how long after eating should I wait before drinking tea?', null),
  // Shrimp with gout (en-141).
  en(
    GOUT,
    'shrimp?',
    'gout-shrimp',
    'my gout flares every time after a crab boil with a few beers. which seafood is lowest in purines?',
  ),
  en(GOUT, 'can i eat shrimp with gout?', 'gout-shrimp'),
  en(undefined, 'i have gout, are prawns ok', 'gout-shrimp'),
  zh(GOUT, '痛风能吃虾吗', 'gout-shrimp'),
  zh(undefined, '尿酸高，虾能吃吗', 'gout-shrimp'),
  zh(GOUT, '尿酸520，海鲜是一口都不能吃了吗，虾和螃蟹呢', null),
  zh(GOUT, '我青岛的，天天吃海鲜，蛤蜊虾虎都不能吃了吗', null),
  en(WOMAN, 'is shrimp healthy?', null),
  // Vitamin C for uric acid (en-144) and orange juice instead (en-145).
  en(GOUT, 'I heard vitamin C helps lower uric acid. how much should I take', 'gout-vitamin-c-supplement'),
  en(undefined, 'does vitamin c lower uric acid? how many mg for gout', 'gout-vitamin-c-supplement'),
  en(GOUT, 'should i take vit c for my gout', 'gout-vitamin-c-supplement'),
  zh(GOUT, '听说维生素C能降尿酸，要吃多少', 'gout-vitamin-c-supplement'),
  zh(undefined, '痛风吃维C有用吗，吃多少', 'gout-vitamin-c-supplement'),
  en(WOMAN, 'how much vitamin C should I take a day?', null),
  en(GOUT, 'is orange juice a good source of vitamin c for gout?', 'gout-orange-juice'),
  en(GOUT, 'how much vitamin C is in an orange?', null),
  en(
    GOUT,
    'can I just drink more OJ instead?',
    'gout-orange-juice',
    'I heard vitamin C helps lower uric acid. how much should I take',
  ),
  en(GOUT, 'is orange juice ok with gout?', 'gout-orange-juice'),
  en(undefined, 'i have gout, can i drink fruit juice', 'gout-orange-juice'),
  zh(GOUT, '痛风能喝橙汁吗', 'gout-orange-juice'),
  zh(undefined, '尿酸高，果汁可以喝吗', 'gout-orange-juice'),
  en(GOUT, 'is tart cherry juice good for gout?', null),
  en(WOMAN, 'is orange juice healthy?', null),
  // A calcium total with two tablets a day (en-149).
  en(
    BONES,
    'how much calcium do i need in total a day, food plus tablets? I take calcium carbonate 600mg twice a day',
    'calcium-total-two-600-tablets',
  ),
  en(
    undefined,
    "i'm 60 and take 600 mg calcium twice a day, how much calcium do i need altogether?",
    'calcium-total-two-600-tablets',
  ),
  en(BONES, 'total calcium a day? i take two 600 mg caltrate', 'calcium-total-two-600-tablets'),
  zh(BONES, '我每天吃两次钙片，每次600毫克，加上饮食一共需要多少钙', 'calcium-total-two-600-tablets'),
  zh(undefined, '钙片600毫克一天两次，食物加钙片总共要多少钙', 'calcium-total-two-600-tablets'),
  en(BONES, 'how much calcium do I need in total a day?', null),
  en(KIDNEY, 'I take 600 mg calcium twice a day, how much calcium do I need in total?', null),
];

const mine = rowsOf(ROUND21_ENPART_FAQ);

describe('rows for blind answer round 21’s partial answers (en-US development data)', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    expectRowCase(c, mine);
  });

  // The asked thing is answered, not declined beside it (en-034: omega-3 beside a prenatal's DHA).
  it('omega-3 after Elevit and DHA is answered, not declined', () => {
    const r = askAs(
      en(
        T2,
        'and omega 3? i dont think elevit has DHA in it',
        null,
        'I take Elevit every morning. do I still need extra iron or vitamin D on top of it?',
      ),
    );
    expect(faqIdsOf(r)).toContain('prenatal-with-dha');
    expect(r.text).not.toMatch(/which you asked about/);
  });

  // A row answers what the person named, not a fixed example: no "three ventis", no "50 g" said back.
  it('the caffeine row states sizes, not the asker’s count', () => {
    const r = askAs(en(WOMAN, 'how much caffeine is in one grande cold brew from starbucks?', null));
    expect(r.text).toMatch(/grande 205 mg/);
    expect(r.text).not.toMatch(/three|3 venti/i);
  });

  // MAOI: caffeine rows for anyone are not theirs (phenelzine and large amounts of caffeine).
  it('no coffee-shop caffeine row on an MAOI', () => {
    const r = askAs(en(MAOI, 'how much caffeine is in a venti cold brew? i have two a day', null));
    expect(mine(faqIdsOf(r))).toEqual([]);
  });
});

// Blind answer round 22, en-006 (judged unsafe once both columns were measured; development data now):
// "Can I just take a 1000 mcg one once a week instead of every day?" was told 1,000–2,500 µg tablets all do.
describe('b12-weekly-dose: one 1,000 µg tablet a week is not enough', () => {
  it.each<['zh-CN' | 'en-US', string, RegExp]>([
    [
      'en-US',
      'Can I just take a 1000 mcg one once a week instead of every day?',
      /one 1,000 µg tablet a week is not enough/,
    ],
    ['zh-CN', 'B12能不能一周吃一次，一次一片1000微克的', /1000微克的片剂一周一片不够/],
  ])('%s: %s', (locale, text, says) => {
    const r = askAs({
      persona: VEGAN,
      locale,
      text,
      previous:
        locale === 'en-US'
          ? "What's the best form of B12 for vegans? And how often should I take it?"
          : '素食者B12吃哪种好，多久吃一次',
    });
    expect(r.text).toMatch(says);
  });
});
