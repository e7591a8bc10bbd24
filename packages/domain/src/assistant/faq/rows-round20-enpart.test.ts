import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
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
  HF,
  TRANSPLANT,
  MTX,
  VALPROATE,
  LITHIUM,
  MAOI,
  ISOTRETINOIN as ACCUTANE,
  IRON,
  GOUT,
  BONES,
  THYROID,
} from './testing-personas';
import { ROUND20_ENPART_FAQ } from './rows-round20-enpart';

// Blind answer round 20's en-US questions answered only in part (development data): each class as the
// round asked it (same persona, same earlier message), then in other words — everyday words, a typo,
// mixed language — with a plan or as a guest, in both languages; null where none of this file's rows may
// answer (a look-alike question, or a person the row is not for). Rows of other area files widened for
// the same round are tested here too (their ids are named).

const CASES: readonly RowCase[] = [
  // Vitamin D above the upper limit (en-001).
  en(
    WOMAN,
    'how much vitamin D do I actually need? app says 1000 IU but my sister takes 5000 a day and swears by it',
    'vitamin-d-above-upper-limit',
  ),
  en(
    undefined,
    'my friend takes 10,000 iu of vit d every day, should i do the same?',
    'vitamin-d-above-upper-limit',
  ),
  en(MAN, 'should i take 5000 iu vitamin d3 daily like my mom does?', 'vitamin-d-above-upper-limit'),
  en(MAN, 'Is 5000 IU of vitamin D too much?', null),
  zh(WOMAN, '我同事每天吃5000单位的维生素D，我要不要也吃这么多', 'vitamin-d-above-upper-limit'),
  zh(undefined, '朋友说维D每天吃一万单位好，我要不要也吃', 'vitamin-d-above-upper-limit'),
  en(undefined, 'my doctor prescribed 50,000 IU vitamin D weekly, is that safe?', null),
  en(KIDNEY, 'can i take 5000 iu vitamin d a day', null),
  en(WOMAN, 'how much vitamin D should I take a day?', null),
  // Coffee-shop caffeine in pregnancy (en-027).
  en(
    T1,
    'how much caffeine is safe rn? im down to one venti cold brew a day but no idea how many mg that is',
    'pregnancy-coffee-shop-caffeine',
  ),
  en(T1, 'how many mg of caffeine is in a grande latte? pregnant', 'pregnancy-coffee-shop-caffeine'),
  en(T2, 'is one large cold brew from starbucks ok? how much caffeine', 'pregnancy-coffee-shop-caffeine'),
  zh(T1, '怀孕了，一杯星巴克大杯拿铁有多少毫克咖啡因', 'pregnancy-coffee-shop-caffeine'),
  zh(undefined, '孕期每天一杯超大杯冷萃咖啡可以吗', 'pregnancy-coffee-shop-caffeine'),
  en(WOMAN, 'how many mg of caffeine in a venti cold brew?', null),
  en(T1, 'is decaf coffee ok in pregnancy, how many mg?', null),
  // Keeping muscle while losing weight (en-008) and the protein for it (en-009).
  en(
    MAN,
    "plan says 2100 kcal/day. I'm 95 kg and 175 tall, isnt that too low? dont want to lose muscle",
    'keep-muscle-while-losing-weight',
  ),
  en(undefined, 'how do i keep my muscle while im cutting calories', 'keep-muscle-while-losing-weight'),
  en(WOMAN, 'scared of losing muscle on my diet, what should I do', 'keep-muscle-while-losing-weight'),
  zh(MAN, '减肥的时候怎么才能不掉肌肉', 'keep-muscle-while-losing-weight'),
  zh(undefined, '减脂期热量吃得少，会不会肌肉流失', 'keep-muscle-while-losing-weight'),
  en(KIDNEY, 'how do i keep my muscle while losing weight', null),
  en(T1, 'dont want to lose muscle on a diet', null),
  en(
    MAN,
    'how many grams of protein then?',
    'protein-grams-keep-muscle',
    "plan says 2100 kcal/day. I'm 95 kg and 175 tall, isnt that too low? dont want to lose muscle",
  ),
  en(
    undefined,
    'how much protein a day so i keep my muscle on a calorie deficit?',
    'protein-grams-keep-muscle',
  ),
  en(
    MAN,
    'how many g of protien do i need on a calorie deficit so i dont lose muscle',
    'protein-grams-keep-muscle',
  ),
  zh(MAN, '减脂期间为了保住肌肉，每天吃多少克蛋白质', 'protein-grams-keep-muscle'),
  zh(undefined, '那蛋白质要吃多少克', 'protein-grams-keep-muscle', '减肥的时候不想掉肌肉，热量吃1800够吗'),
  en(KIDNEY, 'how much protein a day so i keep my muscle on a calorie deficit?', null),
  en(MAN, 'how much protein is in an egg?', null),
  // Shakes or real food (en-010).
  en(
    MAN,
    'can i get that from shakes or does it have to be real food',
    'protein-shakes-or-real-food',
    'how many grams of protein then?',
  ),
  en(
    undefined,
    'is it ok to get my protein from whey shakes instead of food?',
    'protein-shakes-or-real-food',
  ),
  en(WOMAN, 'protein powder or real food, does it matter?', 'protein-shakes-or-real-food'),
  zh(MAN, '蛋白质可以靠喝蛋白粉吗，还是必须吃饭', 'protein-shakes-or-real-food'),
  zh(undefined, '乳清蛋白能代替从食物里吃的蛋白质吗，还是要从食物来', 'protein-shakes-or-real-food'),
  en(KIDNEY, 'can i get my protein from shakes instead of real food', null),
  en(MAN, 'can i have a meal replacement shake instead of real food', null),
  // Vitamin D and DHA beside a prenatal (en-033).
  en(
    T2,
    'I take Elevit every day. Do I need a separate vitamin D or DHA on top of that, or is it all covered?',
    'prenatal-vitamin-d-and-dha',
  ),
  en(
    undefined,
    'pregnant, on a prenatal vitamin - do i also need vitamin d and omega 3?',
    'prenatal-vitamin-d-and-dha',
  ),
  // Nursing: the breastfeeding text, never the pregnancy's (blind answer round 46, zh-074, development data).
  en(
    NURSING,
    'breastfeeding and still on my prenatals, need extra vit d or fish oil?',
    'nursing-vitamin-d-and-dha',
  ),
  zh(NURSING, '在喂奶，吃着哺乳期复合维生素，还要另外吃维生素D吗', 'nursing-vitamin-d-and-dha'),
  en(
    NURSING,
    'on Pregnacare breastfeeding + vit D 10mcg, is that enough vitamin D for me?',
    'nursing-vitamin-d-and-dha',
  ),
  // The baby's drops asked too: that part is the infant note's, not these rows'.
  zh(NURSING, '吃着哺乳期维生素和维D，宝宝还要不要单独补维D滴剂', null),
  zh(T2, '我每天吃爱乐维，还需要另外补维生素D和DHA吗', 'prenatal-vitamin-d-and-dha'),
  zh(undefined, '怀孕了吃着孕妇维生素，维D和鱼油还要单独吃吗', 'prenatal-vitamin-d-and-dha'),
  en(WOMAN, 'on a multivitamin, do I need vitamin D and fish oil too?', null),
  en(WARFARIN, 'pregnant, on prenatals, do i need vitamin d and dha', null),
  // A calorie figure while nursing (en-047).
  en(
    NURSING,
    'would 1600 be too low',
    'lactation-calories-figure-too-low',
    'trying to lose the baby weight but scared my supply will drop. how many calories do I actually need while nursing?',
  ),
  en(undefined, 'breastfeeding - is 1500 calories a day enough?', 'lactation-calories-figure-too-low'),
  en(NURSING, 'can i do 1,400 kcal while nursing', 'lactation-calories-figure-too-low'),
  zh(NURSING, '一天吃1500千卡够吗', 'lactation-calories-figure-too-low', '哺乳期想减肥，一天吃多少热量合适'),
  zh(undefined, '哺乳期每天1600大卡会不会太少', 'lactation-calories-figure-too-low'),
  en(WOMAN, 'would 1600 calories be too low for me', null),
  en(INSULIN, 'is 1500 calories a day too low for me?', null),
  en(NURSING, 'is 1000 mg calcium enough while breastfeeding', null),
  // Magnesium for cramps on a water pill (en-088).
  en(
    HF,
    'Can I take a magnesium or potassium supplement for the leg cramps from my furosemide?',
    'diuretic-cramps-magnesium-or-potassium',
  ),
  en(HF, 'potassium or magnesium for cramps on lasix?', 'diuretic-cramps-magnesium-or-potassium'),
  zh(HF, '吃速尿腿抽筋，能补点钾或者镁吗', 'diuretic-cramps-magnesium-or-potassium'),
  en(WOMAN, 'does magnesium help leg cramps?', null),
  en(KIDNEY, 'on furosemide with cramps, can i take magnesium', null),
  // Immune boosters after a transplant (en-095).
  en(
    TRANSPLANT,
    'flu season is here and my kids bring home everything. any immune boosters like echinacea or elderberry I can take?',
    'immunosuppressed-immune-boosters',
  ),
  en(TRANSPLANT, 'is elderberry syrup ok for me?', 'immunosuppressed-immune-boosters'),
  en(
    undefined,
    'kidney transplant on prograf, what can I take to boost my immune system',
    'immunosuppressed-immune-boosters',
  ),
  zh(TRANSPLANT, '流感季节到了，能吃点提高免疫力的保健品吗，比如灵芝', 'immunosuppressed-immune-boosters'),
  zh(undefined, '肾移植后吃他克莫司，能喝接骨木糖浆增强免疫吗', 'immunosuppressed-immune-boosters'),
  en(WOMAN, 'does elderberry help with colds?', null),
  en(undefined, 'I have lupus and take mycophenolate, can I take echinacea to boost my immune system?', null),
  en(TRANSPLANT, 'can i have grapefruit juice?', null),
  // Food safety after a transplant: how long (en-094).
  en(
    TRANSPLANT,
    "Post-transplant food safety: runny eggs, sushi, soft cheese, deli meat — what's actually off limits for me and for how long?",
    'immunosuppressed-food-safety-how-long',
  ),
  en(
    TRANSPLANT,
    'how long after my transplant until i can eat sushi again?',
    'immunosuppressed-food-safety-how-long',
  ),
  en(
    undefined,
    'on tacrolimus - is no deli meat forever or just the first year?',
    'immunosuppressed-food-safety-how-long',
  ),
  zh(TRANSPLANT, '移植后多久才能吃生鱼片和溏心蛋', 'immunosuppressed-food-safety-how-long'),
  zh(undefined, '吃他克莫司，寿司要一辈子不吃吗', 'immunosuppressed-food-safety-how-long'),
  en(WOMAN, 'how long can deli meat stay in the fridge?', null),
  en(T1, 'how long do I have to avoid sushi?', null),
  // Zinc on valproate (en-109).
  en(
    VALPROATE,
    'what dose of zinc, and does it interact with my meds?',
    'valproate-zinc-dose',
    'my hair is thinning since I started depakote, would biotin or zinc help?',
  ),
  en(VALPROATE, 'how much zinc can i take with depakote', 'valproate-zinc-dose'),
  en(undefined, 'on valproate - is zinc safe with it and what dose?', 'valproate-zinc-dose'),
  zh(VALPROATE, '吃丙戊酸钠，补锌吃多少毫克，有没有相互作用', 'valproate-zinc-dose'),
  zh(undefined, '我在吃德巴金，锌片一天吃多少合适', 'valproate-zinc-dose'),
  en(WOMAN, 'what dose of zinc should I take?', null),
  en(VALPROATE, 'can i take iron and zinc together?', null),
  // Thyroid on lithium (en-116).
  en(
    LITHIUM,
    'lithium level 0.9 and TSH 6.2 on my last labs. Should I take iodine or selenium for the thyroid?',
    'lithium-thyroid-iodine-selenium',
  ),
  en(LITHIUM, 'will selenium help my thyroid? tsh is up', 'lithium-thyroid-iodine-selenium'),
  en(
    undefined,
    'on lithium and my thyroid is low, should i take kelp for iodine',
    'lithium-thyroid-iodine-selenium',
  ),
  zh(LITHIUM, '吃碳酸锂，甲功TSH偏高，要补硒或者碘吗', 'lithium-thyroid-iodine-selenium'),
  zh(undefined, '吃锂盐甲状腺功能低，补碘有用吗', 'lithium-thyroid-iodine-selenium'),
  en(THYROID, 'should I take selenium for my thyroid?', null),
  en(WOMAN, 'is selenium good for the thyroid?', null),
  // Coffee on lithium (en-114).
  en(LITHIUM, 'is coffee ok on lithium? I drink like 4 cups a day', 'lithium-coffee-how-much'),
  en(LITHIUM, 'how much coffee can i have a day on lithium', 'lithium-coffee-how-much'),
  en(undefined, 'on lithium, are 3 coffees a day fine?', 'lithium-coffee-how-much'),
  zh(LITHIUM, '吃锂盐每天喝三杯咖啡可以吗', 'lithium-coffee-how-much'),
  zh(undefined, '吃碳酸锂能喝咖啡吗，一天两杯', 'lithium-coffee-how-much'),
  en(WOMAN, 'is 4 cups of coffee a day ok?', null),
  en(LITHIUM, 'I want to quit coffee cold turkey, ok on lithium?', null),
  en(LITHIUM, 'How much caffeine is ok? I drink like 4-5 Monsters a day ngl', null),
  // Home cooking on an MAOI (en-121).
  en(
    MAOI,
    'Is soy sauce allowed? We eat a lot of Asian food at home, also miso soup and kimchi',
    'maoi-asian-home-cooking',
  ),
  en(MAOI, 'can i cook with fish sauce at home on nardil', 'maoi-asian-home-cooking'),
  en(undefined, 'on phenelzine, can we still cook with kimchi at home?', 'maoi-asian-home-cooking'),
  en(MAOI, 'is miso soup ok? and what about the soy sauce with sashimi', null),
  zh(MAOI, '吃苯乙肼，在家做饭还能放酱油吗', 'maoi-asian-home-cooking'),
  zh(undefined, '吃单胺氧化酶抑制剂，家里做菜能用豆瓣酱和腐乳吗，苯乙肼', 'maoi-asian-home-cooking'),
  en(WOMAN, 'is soy sauce ok to cook with at home?', null),
  en(MAOI, 'what can i order at a sushi restaurant?', null),
  // Sleep aids on an MAOI (en-124).
  en(MAOI, 'Can I take melatonin or tryptophan for sleep with phenelzine?', 'maoi-melatonin-sleep'),
  en(MAOI, 'is melatonin ok with nardil', 'maoi-melatonin-sleep'),
  en(undefined, 'on an maoi (phenelzine), can i use melatonin to sleep?', 'maoi-melatonin-sleep'),
  zh(MAOI, '吃苯乙肼睡不着，能吃褪黑素吗', 'maoi-melatonin-sleep'),
  zh(undefined, '我在吃苯乙肼，褪黑素可以一起吃吗', 'maoi-melatonin-sleep'),
  en(WOMAN, 'how much melatonin should I take?', null),
  en(LITHIUM, 'can I take melatonin on lithium?', null),
  // Biotin for hair (en-126).
  en(
    ACCUTANE,
    'what about just biotin for my hair',
    'biotin-for-hair',
    'im on accutane + minocycline, can I still take my gummy multivitamin? it has vitamin A in it',
  ),
  en(undefined, 'does biotin actually work for hair growth?', 'biotin-for-hair'),
  en(WOMAN, 'should i take biotin for my nails and hair', 'biotin-for-hair'),
  zh(ACCUTANE, '吃异维A酸，能吃生物素护发吗', 'biotin-for-hair'),
  zh(undefined, '生物素对头发有用吗', 'biotin-for-hair'),
  en(WOMAN, 'could my biotin mess up my thyroid blood test?', null),
  en(VALPROATE, 'should i take biotin for my hair on depakote', null),
  // Isotretinoin with a fatty meal (en-127).
  en(
    ACCUTANE,
    'do I have to take accutane with fatty food? what counts as fatty enough',
    'isotretinoin-fatty-enough',
  ),
  en(ACCUTANE, 'how fatty does the meal need to be for isotretinoin', 'isotretinoin-fatty-enough'),
  en(undefined, 'on accutane, does a high fat meal mean like a burger?', 'isotretinoin-fatty-enough'),
  zh(ACCUTANE, '异维A酸要和多油的饭一起吃吗，什么算高脂', 'isotretinoin-fatty-enough'),
  zh(undefined, '吃泰尔丝，什么样的饭算油脂够', 'isotretinoin-fatty-enough'),
  en(WOMAN, 'what counts as a high-fat meal?', null),
  en(ACCUTANE, 'can i drink alcohol on accutane', null),
  en(
    ACCUTANE,
    'does accutane need to be taken with a fatty meal? I usually skip breakfast',
    'isotretinoin-with-food',
  ),
  // Bubble tea and ramen with high triglycerides (en-131).
  en(
    ACCUTANE,
    'my triglycerides went up to 230 on accutane. what should I change in my diet? I live on boba and ramen',
    'triglycerides-bubble-tea-ramen',
  ),
  en(undefined, 'my triglycerides are high, is bubble tea that bad?', 'triglycerides-bubble-tea-ramen'),
  en(
    WOMAN,
    'high trigs and i eat instant ramen most nights, what to change',
    'triglycerides-bubble-tea-ramen',
  ),
  zh(ACCUTANE, '甘油三酯升高了，我天天喝奶茶，要怎么改', 'triglycerides-bubble-tea-ramen'),
  zh(undefined, '血脂高还能喝珍珠奶茶吗', 'triglycerides-bubble-tea-ramen'),
  en(WOMAN, 'how much sugar is in bubble tea?', null),
  en(T1, 'triglycerides up in pregnancy, can i have boba', null),
  // Iron when coffee is the only routine (en-135).
  en(
    IRON,
    "can I take iron with my morning coffee? honestly that's the only time of day I remember to take anything",
    'iron-coffee-morning-routine',
  ),
  en(
    undefined,
    'i always forget my iron unless i take it with my coffee, is that bad',
    'iron-coffee-morning-routine',
  ),
  en(WOMAN, 'iron pill with my morning tea ok? only way I remember', 'iron-coffee-morning-routine'),
  zh(IRON, '铁剂只记得早上和咖啡一起吃，可以吗', 'iron-coffee-morning-routine'),
  zh(undefined, '补铁老忘吃，只有早上喝茶的时候能记住，怎么办', 'iron-coffee-morning-routine'),
  en(THYROID, 'can i take my iron with my morning coffee? only time i remember', null),
  en(WOMAN, 'how much iron is in coffee?', null),
  // Spirits and mixers with gout (en-139).
  en(GOUT, 'Is beer really that bad for gout? what about wine or vodka soda?', 'gout-spirits-and-mixers'),
  en(GOUT, 'is whiskey better than beer for my gout', 'gout-spirits-and-mixers'),
  en(undefined, 'gout - can i drink gin and tonic?', 'gout-spirits-and-mixers'),
  zh(GOUT, '痛风能喝白酒吗，比啤酒好一点吗', 'gout-spirits-and-mixers'),
  zh(undefined, '尿酸高，威士忌兑苏打水可以喝吗', 'gout-spirits-and-mixers'),
  en(WOMAN, 'which has fewer calories, vodka or gin?', null),
  en(GOUT, 'is non-alcoholic beer ok with gout?', null),
  // Tart or sweet cherries (en-143).
  en(
    GOUT,
    'how much do I drink, and tart or sweet?',
    'cherries-tart-or-sweet',
    'does cherry juice actually work for gout or is that a myth?',
  ),
  en(GOUT, 'tart cherry juice or just regular cherries for gout?', 'cherries-tart-or-sweet'),
  en(
    undefined,
    'for my uric acid, montmorency cherry concentrate or sweet cherries?',
    'cherries-tart-or-sweet',
  ),
  zh(GOUT, '痛风吃樱桃，酸樱桃还是甜樱桃好', 'cherries-tart-or-sweet'),
  zh(undefined, '尿酸高，喝酸樱桃汁还是吃车厘子', 'cherries-tart-or-sweet'),
  en(WOMAN, 'tart cherry juice for sleep, does it work?', null),
  en(KIDNEY, 'gout: tart cherry juice or sweet cherries?', null),
  // Vitamin K2 and the arteries (en-151).
  en(
    BONES,
    'Can I take vitamin K2 for my bones? I read it helps the calcium go to the bones instead of the arteries',
    'k2-bones-and-arteries',
  ),
  en(undefined, 'does k2 stop calcium building up in my arteries?', 'k2-bones-and-arteries'),
  en(BONES, 'should I add MK-7 so my calcium doesnt calcify my blood vessels', 'k2-bones-and-arteries'),
  zh(BONES, '维生素K2能让钙进骨头、不沉积在血管里吗', 'k2-bones-and-arteries'),
  zh(undefined, '吃钙片要不要配K2，防止血管钙化', 'k2-bones-and-arteries'),
  en(WARFARIN, 'can i take vitamin k2 for my arteries?', null),
  en(BONES, 'how much vitamin k2 is in natto?', null),
  // Black liquorice sweets (en-087).
  en(
    HF,
    'what about black licorice? I love the stuff',
    'black-liquorice-sweets-heart-medicines',
    'Are there foods or supplements that clash with digoxin?',
  ),
  en(HF, 'can i eat licorice candy on digoxin', 'black-liquorice-sweets-heart-medicines'),
  en(undefined, 'on lasix for heart failure, are twizzlers ok?', 'black-liquorice-sweets-heart-medicines'),
  zh(HF, '吃地高辛能吃甘草糖吗', 'black-liquorice-sweets-heart-medicines'),
  zh(undefined, '心衰吃利尿药，能吃甘草糖吗', 'black-liquorice-sweets-heart-medicines'),
  en(WOMAN, 'is black licorice healthy?', null),
  en(HF, 'is licorice root tea ok with digoxin?', null),
  // Thickened drinks: what to buy (en-052).
  en(
    OLD,
    'I cough sometimes when I drink water or tea, it goes down the wrong way. Would thickened drinks help me? What do I buy?',
    'thickener-what-to-buy',
  ),
  en(undefined, 'which thickener should i buy for my mum’s drinks?', 'thickener-what-to-buy'),
  en(OLD, 'where do i get thick-it and what kind', 'thickener-where-and-vs-homemade'),
  zh(OLD, '喝水容易呛，增稠剂买哪种好', 'thickener-what-to-buy'),
  zh(undefined, '吞咽增稠剂去哪里买，什么牌子', 'thickener-where-and-vs-homemade'),
  en(OLD, 'how much thickener do I add to milk?', null),
  en(WOMAN, 'what do I buy for my cough?', null),
  // A glass of wine on sertraline while nursing, asked whole (en-043): the sertraline row (rows-medicines.ts).
  en(
    NURSING,
    "Can I have a glass of wine on date night? Does it matter that I'm on zoloft AND nursing?",
    'sertraline-alcohol',
  ),
  en(
    NURSING,
    'is a beer ok with my sertraline? and how long before I can feed the baby?',
    'sertraline-alcohol',
  ),
  zh(NURSING, '吃舍曲林还在喂奶，能喝一杯红酒吗？喝完多久能喂', 'sertraline-alcohol'),
  // One drink on methotrexate (en-098).
  en(
    MTX,
    "Can I have a glass of champagne at my daughter's wedding while on methotrexate? Just the toast",
    'methotrexate-one-drink',
  ),
  en(undefined, 'on weekly mtx, is one glass of wine at a party ok?', 'methotrexate-one-drink'),
  en(MTX, 'just one drink for the toast, ok on methotrexate?', 'methotrexate-one-drink'),
  zh(MTX, '吃甲氨蝶呤，女儿婚礼上举杯喝一杯香槟可以吗', 'methotrexate-one-drink'),
  zh(undefined, '我吃甲氨蝶呤，聚会喝一小杯红酒行吗', 'methotrexate-one-drink'),
  en(MTX, 'my ALT is high, can i have one glass of wine on methotrexate?', null),
  en(undefined, 'trying to conceive, on methotrexate, is one glass of wine now and then ok?', null),
  en(MTX, 'is a glass of wine ok on methotrexate?', null),
  en(WOMAN, 'just one glass of champagne at the wedding is fine right?', null),
  // An NSAID now and then on methotrexate (en-099); named with methotrexate by name, the pair card leads
  // and the row follows it (TEXT_CASES below).
  en(MTX, 'ibuprofen on bad flare days, is that ok with my mtx?', 'methotrexate-occasional-nsaid'),
  en(MTX, 'my mtx and advil when the joints flare - safe now and then?', 'methotrexate-occasional-nsaid'),
  en(MTX, 'can i take ibuprofen sometimes with my mtx', 'methotrexate-occasional-nsaid'),
  en(WOMAN, 'is ibuprofen ok on bad days?', null),
  en(KIDNEY, 'on methotrexate, can i take ibuprofen sometimes?', null),
  // Heat work on lithium with a thiazide (en-113).
  en(
    LITHIUM,
    'I work construction, outside all summer in Phoenix. How much water should I be drinking on lithium?',
    'lithium-thiazide-heat-work',
  ),
  en(LITHIUM, 'how much water per hour when im sweating at work outside', 'lithium-thiazide-heat-work'),
  zh(LITHIUM, '夏天在工地干活出汗多，吃锂盐每天要喝多少水', 'lithium-thiazide-heat-work'),
  en(WOMAN, 'how much water should I drink in the summer heat?', null),
  en(HF, 'I work outside in the heat, how much water should I drink?', null),
  // The amount asked in the heat: rows-round21-enpart.ts (2–3 litres, not the 1.7 litre baseline; round 21 en-114).
  zh(LITHIUM, '吃碳酸锂，夏天出汗多，一天水要喝多少', 'lithium-water-amount-heat'),
  // Fish oil alone on warfarin (en-066).
  en(
    WARFARIN,
    'what if I drop the E and keep just the 1 gram fish oil?',
    'warfarin-fish-oil-low-dose',
    "I'm on warfarin 5 mg. OK to keep taking my fish oil and vitamin E together like I have been for years?",
  ),
  en(WARFARIN, 'is just 1 g of fish oil a day ok with my warfarin', 'warfarin-fish-oil-low-dose'),
  zh(WARFARIN, '吃华法林，不吃维生素E了，只留每天1克鱼油可以吗', 'warfarin-fish-oil-low-dose'),
  en(WOMAN, 'is 1 g of fish oil a day enough?', null),
  en(WARFARIN, 'how much vitamin K is in spinach?', null),
  // A low ferritin: tablets or food (en-020).
  en(
    VEGAN,
    'ferritin came back 18 — doc called it "low normal". should I start iron pills or just eat more lentils + vitamin C?',
    'low-ferritin-tablets-or-food',
  ),
  en(
    undefined,
    'my ferritin is 22, can i fix it with beans and vitamin c or do i need pills?',
    'low-ferritin-tablets-or-food',
  ),
  en(WOMAN, 'ferritin 12. iron tablets, or lentils and vitamin C?', 'low-ferritin-tablets-or-food'),
  zh(VEGAN, '铁蛋白18，医生说偏低正常，要吃铁剂还是多吃扁豆配维生素C', 'low-ferritin-tablets-or-food'),
  zh(undefined, '铁蛋白只有15，多吃豆类配维生素C可以吗，还是要吃铁剂', 'low-ferritin-tablets-or-food'),
  en(WOMAN, 'ferritin 120, should I take iron pills?', null),
  en(undefined, 'my ferritin is 20 and I have thalassemia trait, iron pills or food?', null),
  // Breakfast when never hungry (en-156).
  en(
    undefined,
    'is skipping breakfast bad? im never hungry in the morning anyway and my mom always makes me eat something',
    'breakfast-never-hungry',
  ),
  en(WOMAN, "i'm not hungry at breakfast, do i have to eat it?", 'breakfast-never-hungry'),
  zh(undefined, '早上不饿，早饭一定要吃吗，我妈老逼我吃', 'breakfast-never-hungry'),
  zh(WOMAN, '我早上起来没胃口，不吃早餐行不行', 'breakfast-never-hungry'),
  en(
    undefined,
    "is skipping breakfast a good way to lose weight? i'm never hungry in the morning anyway",
    'breakfast-never-hungry',
  ),
  en(OLD, "I'm not hungry at breakfast anymore, what should I do?", null),
  en(WOMAN, 'what is a healthy breakfast?', null),
  // A small drink for appetite at an older age (en-056).
  en(
    OLD,
    'i like a small glass of sherry before dinner, it helps my appetite. is that alright at my age and weight?',
    'older-small-drink-appetite',
  ),
  en(OLD, 'is a glass of stout good for my appetite at 80?', 'older-small-drink-appetite'),
  zh(OLD, '饭前喝一小杯黄酒开开胃，我这个岁数可以吗', 'older-small-drink-appetite'),
  en(WOMAN, 'a small glass of sherry before dinner for appetite, ok?', null),
  en(OLD, 'how much sherry is in a trifle?', null),
  // Tomato sauce with a potassium limit (en-083).
  en(
    HF,
    'and tomato sauce? I have spaghetti every Sunday',
    'potassium-limit-tomato-sauce',
    'what about potatoes, I heard you can soak them',
  ),
  en(KIDNEY, 'is marinara sauce ok with my potassium?', 'potassium-limit-tomato-sauce'),
  zh(HF, '血钾高，意面的番茄酱汁还能吃吗', 'potassium-limit-tomato-sauce'),
  en(WOMAN, 'is tomato sauce healthy?', null),
  en(GOUT, 'can i have spaghetti with tomato sauce?', null),
];

// Rows of other area files the round's questions showed too narrow (the words they missed).
const WIDENED: readonly RowCase[] = [
  en(HF, 'My potassium came back 5.4. Which foods should I cut down on?', 'potassium-high-diet'),
  en(HF, 'high potassium on my last labs, what foods should i avoid?', 'potassium-high-diet'),
  en(
    undefined,
    'on spironolactone and my potassium was high, which foods should I avoid?',
    'potassium-high-diet',
  ),
  en(
    VEGAN,
    "I use pink himalayan salt, not iodized, and I don't really eat seaweed. am I missing iodine?",
    'iodine-without-seaweed',
  ),
];

const mine = rowsOf(ROUND20_ENPART_FAQ);

// Questions that name a medicine pair: the pair's card leads and the row's text follows it.
const TEXT_CASES: readonly RowCase[] = [
  en(
    undefined,
    'on methotrexate weekly, can i take advil sometimes for pain?',
    'methotrexate-occasional-nsaid',
  ),
  zh(MTX, '吃甲氨蝶呤，关节痛得厉害的时候能偶尔吃布洛芬吗', 'methotrexate-occasional-nsaid'),
  zh(undefined, '我每周吃甲氨蝶呤，偶尔吃点芬必得可以吗', 'methotrexate-occasional-nsaid'),
];

describe('rows for blind answer round 20’s partial answers (en-US development data)', () => {
  it.each([...CASES, ...WIDENED])('$locale "$text" → $id', (c) => {
    expectRowCase(c, mine);
  });

  it.each(TEXT_CASES)('$locale "$text" → the card, then $id', (c) => {
    const r = askAs(c);
    const row = ROUND20_ENPART_FAQ.find((x) => x.id === c.id)!;
    const lead = (c.locale === 'zh-CN' ? row.text.zh : row.text.en).split('**')[1]!;
    expect(r.text).toContain(lead);
  });

  // The answer's English says the iodine figures a US reader uses, not China's salt standard.
  it('iodine without seaweed in English names the US amounts, not China’s salt', () => {
    const r = askAs(
      en(
        VEGAN,
        "I use pink himalayan salt, not iodized, and I don't really eat seaweed. am I missing iodine?",
        null,
      ),
    );
    expect(r.text).toMatch(/150 µg/);
    expect(r.text).not.toMatch(/In China/);
  });
});
