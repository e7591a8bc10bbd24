import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, faqIdsOf, zhCase as zh, type RowCase } from './testing';

// Blind answer round 13's en-US questions that got a neighbouring answer or a "can't" (development data
// since its figures were reported): each class as the round asked it (same persona, same earlier message),
// then in other words — everyday words, a typo, mixed language — with a plan or as a guest, in both
// languages; null where the row must not answer. Rows of other area files widened for the same round are
// tested here too (their ids are named).

const WOMAN = 'healthy woman';
const MAN = 'healthy man, weight loss';
const VEGAN = 'vegan';
const T1 = 'pregnant t1';
const T2 = 'pregnant t2 with a prenatal';
const NURSING = 'lactating on sertraline';
const OLD = '80-year-old woman, low BMI';
const INSULIN = 'diabetes on insulin, glucose 2.6';
const IRON = 'iron deficiency with a multivitamin';
const HF = 'heart failure, potassium 5.4';
const LITHIUM = 'lithium with hydrochlorothiazide';
const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';
const MTX = 'methotrexate with folic acid 5 mg';
const BONES = 'osteoporosis on alendronate with Tums';
const GOUT = 'gout on allopurinol, urate 520';
const VALPROATE = 'valproate, 28';
const KIDNEY = 'kidney disease eGFR 22 with magnesium';

const CASES: readonly RowCase[] = [
  // Protein with everyday exercise (en-003, en-073).
  en(
    WOMAN,
    'how much protein should i actually be eating a day? i do pilates 3x a week and walk the dog alot, not trying to bulk up or anything',
    'protein-with-everyday-exercise',
  ),
  en(
    VEGAN,
    'am i actually getting enough protein from tofu, lentils and seitan? 3 meals a day, no shakes, i climb twice a week',
    'protein-with-everyday-exercise',
  ),
  en(
    undefined,
    'how much protien do i need if i go to the gym 3 times a week',
    'protein-with-everyday-exercise',
  ),
  en(WOMAN, 'doing yoga most days now, is my protein enough?', 'protein-with-everyday-exercise'),
  zh(WOMAN, '我一周练三次普拉提，每天要吃多少蛋白质', 'protein-with-everyday-exercise'),
  zh(undefined, '平时跑步健身，蛋白质吃够了吗', 'protein-with-everyday-exercise'),
  en(KIDNEY, 'how much protein should I eat now that I walk every day?', null),
  // A protein shake counts (en-018).
  en(
    WOMAN,
    'ok and does that count my protein shake or is that meant to be food only',
    'protein-shake-counts',
    'how much protein should i actually be eating a day? i do pilates 3x a week and walk the dog alot, not trying to bulk up or anything',
  ),
  en(undefined, 'does the whey i have after the gym count towards my protein?', 'protein-shake-counts'),
  en(MAN, 'is my protien shake included in that number', 'protein-shake-counts'),
  zh(WOMAN, '蛋白粉算不算在每天的蛋白质里', 'protein-shake-counts'),
  zh(undefined, '喝的乳清也算进去吗，还是只算吃的饭', 'protein-shake-counts'),
  // The takeaway after a night out (en-050).
  en(
    MAN,
    'grand. and the chipper on the way home after?',
    'late-night-takeaway',
    "Whats the lowest calorie pint? Not giving up the Friday session with the lads, that's non negotiable 😂",
  ),
  en(undefined, 'what about the kebab after the pub, any better options?', 'late-night-takeaway'),
  en(MAN, 'always end up at the chippy after a few pints, what do i get', 'late-night-takeaway'),
  zh(MAN, '喝完酒总想去吃宵夜撸串，怎么办', 'late-night-takeaway'),
  zh(undefined, '酒后的夜宵烧烤怎么吃才不胖', 'late-night-takeaway'),
  zh(WOMAN, '晚上吃夜宵会胖吗', null),
  // Saffron for mood (en-070).
  en(
    NURSING,
    'ok what about saffron then, saw a whole tiktok on it for mood',
    'saffron-for-mood',
    "Does St John's wort actually work? thinking of switching to it so I can come off the sertraline, would rather something natural while nursing",
  ),
  en(undefined, 'do saffron capsules help depression?', 'saffron-for-mood'),
  en(NURSING, 'saffron extract for low mood while breastfeeding, ok?', 'saffron-for-mood'),
  zh(NURSING, '藏红花泡水能改善情绪吗', 'saffron-for-mood'),
  zh(undefined, '听说番红花对抑郁有用，可以吃吗', 'saffron-for-mood'),
  // Diets for rheumatoid arthritis (en-088).
  en(
    MTX,
    "So I've been reading a lot online (probably too much lol) and there's all this stuff about anti-inflammatory diets for RA, no nightshades, no gluten, no dairy, no sugar, some people say go full carnivore?? My sister-in-law cut out tomatoes and swears her joints are better. I'm on methotrexate weekly and honestly just want to know what actually has evidence behind it for rheumatoid arthritis and what's just internet nonsense",
    'rheumatoid-diet-evidence',
  ),
  en(undefined, 'should i go gluten free for my rheumatoid arthritis?', 'rheumatoid-diet-evidence'),
  en(MTX, 'do nightshades make RA worse? thinking of cutting tomatos', 'rheumatoid-diet-evidence'),
  zh(MTX, '类风湿要不要戒茄科的菜，番茄土豆都不敢吃了', 'rheumatoid-diet-evidence'),
  zh(undefined, '类风湿关节炎吃无麸质饮食有用吗', 'rheumatoid-diet-evidence'),
  // Home foods for milk on sertraline (en-106).
  en(
    NURSING,
    "My mum came from Enugu to help with the baby and she's insisting I take pap, pepper soup and plenty ugu leaf for breastmilk. Abeg is there anything in that that clashes with my sertraline, and does it really increase milk?",
    'lactation-traditional-foods-medicine',
  ),
  en(
    NURSING,
    'is oats porridge for milk supply safe with my sertraline?',
    'lactation-traditional-foods-medicine',
  ),
  en(
    undefined,
    'breastfeeding on sertraline, mum makes me soups for more milk - any interaction?',
    'lactation-traditional-foods-medicine',
  ),
  zh(NURSING, '婆婆天天给我炖猪蹄汤下奶，和舍曲林有冲突吗', 'lactation-traditional-foods-medicine'),
  zh(undefined, '喂奶在吃舍曲林，喝鲫鱼汤下奶会不会和药冲突', 'lactation-traditional-foods-medicine'),
  // Water with gout (en-110).
  en(GOUT, 'uric acid came back 8.9 mg/dL. how much water should I be drinking a day', 'gout-water-how-much'),
  en(undefined, 'with gout how many glasses of water a day?', 'gout-water-how-much'),
  en(GOUT, 'how much water shoud i drink daily for my uric acid', 'gout-water-how-much'),
  zh(GOUT, '尿酸高每天要喝多少水', 'gout-water-how-much'),
  zh(undefined, '痛风一天喝几升水合适', 'gout-water-how-much'),
  en(HF, 'with my gout how much water should i drink a day', null),
  // Skipping breakfast (en-121).
  en(undefined, 'skipping brekkie bad?', 'skipping-breakfast'),
  en(WOMAN, 'is it bad to skip breakfast? i never feel hungry in the morning', 'skipping-breakfast'),
  en(undefined, 'brekky skipping every day, is that bad?', 'skipping-breakfast'),
  zh(undefined, '不吃早饭对身体不好吗', 'skipping-breakfast'),
  zh(WOMAN, '我经常早餐不吃，会怎么样', 'skipping-breakfast'),
  en(INSULIN, 'is it bad to skip breakfast?', null),
  // A meal out with heart failure (en-124).
  en(
    HF,
    "What can I eat when we go to the pub for Sunday roast, the gravy's so salty",
    'heart-kidney-eating-out-salt',
  ),
  en(
    undefined,
    'i have heart failure, what should i order at a restaurant? everything is so salty',
    'heart-kidney-eating-out-salt',
  ),
  en(KIDNEY, 'going out for a carvery, what can i have with my salt limit', 'heart-kidney-eating-out-salt'),
  zh(HF, '心衰去饭店吃饭，菜都很咸，点什么好', 'heart-kidney-eating-out-salt'),
  zh(undefined, '我有心力衰竭，聚餐时怎么少吃盐', 'heart-kidney-eating-out-salt'),
  // Thirst on lithium (en-139).
  en(
    LITHIUM,
    "Lithium has me thirsty all the time and I'm drinking a ton of soda, gained 10 lbs. what should I drink instead",
    'lithium-thirst-drinks',
  ),
  en(LITHIUM, 'so thirsty on lithium, drinking loads of coke, what should i drink', 'lithium-thirst-drinks'),
  en(
    undefined,
    'on lithium and always thirsty - what can i drink instead of fizzy pop?',
    'lithium-thirst-drinks',
  ),
  zh(LITHIUM, '吃锂盐老是口渴，一直喝可乐，换成喝什么好', 'lithium-thirst-drinks'),
  zh(undefined, '吃碳酸锂口干，老喝饮料，应该喝什么', 'lithium-thirst-drinks'),
  en(MAN, 'always thirsty and drinking soda, what should I drink instead', null),
  // How much tofu for calcium (en-142).
  en(
    VEGAN,
    'how much tofu would that even be lol',
    'tofu-calcium-how-much',
    "I don't drink fortified milk, I genuinely hate oat milk. How else do I get calcium",
  ),
  en(undefined, 'how much tofu do i need for my calcium?', 'tofu-calcium-how-much'),
  en(VEGAN, 'how many grams of tofu a day for calcium', 'tofu-calcium-how-much'),
  zh(VEGAN, '补钙的话每天要吃多少豆腐', 'tofu-calcium-how-much'),
  zh(undefined, '吃素补钙，豆腐要吃几块才够', 'tofu-calcium-how-much'),
  en(WOMAN, 'how much tofu is too much for hormones?', null),
  // Water and weight (en-143).
  en(undefined, 'does drinking loads of water make you lose weight', 'water-and-weight-loss'),
  en(MAN, 'will drinking more water help me lose weight?', 'water-and-weight-loss'),
  en(undefined, 'if i drink lots of water will i burn fat', 'water-and-weight-loss'),
  zh(undefined, '多喝水能减肥吗', 'water-and-weight-loss'),
  zh(MAN, '每天喝很多水可以瘦吗', 'water-and-weight-loss'),
  zh(WOMAN, '周末和闺蜜喝红酒两三杯，喝完第二天要多喝水还是吃点啥补回来', null),
  // Green tea and fat (en-154).
  en(
    undefined,
    'what about green tea? apparently it burns fat',
    'green-tea-fat-burning',
    'does drinking loads of water make you lose weight',
  ),
  en(MAN, 'does green tea help you lose weight', 'green-tea-fat-burning'),
  en(undefined, 'matcha boosts metabolism right?', 'green-tea-fat-burning'),
  zh(undefined, '喝绿茶能燃脂吗', 'green-tea-fat-burning'),
  zh(MAN, '绿茶减肥有用吗', 'green-tea-fat-burning'),
  // Food or tablets for iron deficiency (en-114, en-151).
  en(
    IRON,
    'Will eating ugu, ewedu and liver raise my blood or I must use tablets? my ferritin is 8',
    'iron-food-or-tablets',
  ),
  en(
    IRON,
    'and moringa? my aunty sells the powder and says it has more iron than anything',
    'iron-food-or-tablets',
    'Will eating ugu, ewedu and liver raise my blood or I must use tablets? my ferritin is 8',
  ),
  en(undefined, 'can i fix my low iron with spinach instead of tablets?', 'iron-food-or-tablets'),
  zh(IRON, '缺铁性贫血，吃猪肝菠菜能补回来吗，还是必须吃药', 'iron-food-or-tablets'),
  zh(undefined, '铁蛋白很低，食补代替铁剂行不行', 'iron-food-or-tablets'),
  // Iron every other day (en-083).
  en(
    IRON,
    'someone said every other day works better, is that true?',
    'iron-every-other-day',
    'Should I take my iron tablet with orange juice or with food? it makes me so nauseous on an empty stomach',
  ),
  en(
    IRON,
    'my friend takes hers every second day, is that better?',
    'iron-every-other-day',
    'iron tablets make me feel sick, any tips?',
  ),
  en(
    undefined,
    'what about alternate days?',
    'iron-every-other-day',
    'how should i take my iron tablets for anaemia',
  ),
  zh(IRON, '听说隔天吃一次吸收更好，是真的吗', 'iron-every-other-day', '铁剂吃了恶心怎么办'),
  zh(undefined, '那隔日吃呢', 'iron-every-other-day', '缺铁性贫血的铁剂怎么吃'),
  // Iron named in the message: the everyday iron-every-other-day topic answers (intents/everyday.ts).
  en(IRON, 'can i take my ferrous sulfate every second day instead', null),
  // A prenatal and an iron tablet (en-037).
  en(
    T2,
    'and should I take them both together or split them?',
    'prenatal-and-iron-apart',
    "I'm on Elevit, do I still need a separate iron tablet? midwife said my Hb was 108 at 20 weeks",
  ),
  en(T2, 'can i take my iron tablet at the same time as my prenatal?', 'prenatal-and-iron-apart'),
  en(
    T2,
    "I'm on Elevit, do I still need a separate iron tablet? midwife said my Hb was 108 at 20 weeks",
    null,
  ),
  en(undefined, "i'm pregnant, should my iron and pregnacare be taken apart?", 'prenatal-and-iron-apart'),
  zh(T2, '铁剂和爱乐维能一起吃吗', 'prenatal-and-iron-apart'),
  zh(undefined, '怀孕了，孕妇维生素和补铁的要分开吃吗', 'prenatal-and-iron-apart'),
  // Caffeine in tea and cola in pregnancy (en-040).
  en(
    T1,
    'does that include tea and coke too',
    'pregnancy-caffeine-sources',
    'can i still have my morning coffee?? how many cups is safe',
  ),
  en(T2, 'does green tea count towards my caffeine?', 'pregnancy-caffeine-sources'),
  en(undefined, 'pregnant - is there caffeine in chocolate, does it count?', 'pregnancy-caffeine-sources'),
  zh(T1, '怀孕了，喝茶和可乐也算咖啡因吗', 'pregnancy-caffeine-sources'),
  zh(undefined, '孕期巧克力里的咖啡因也要算吗', 'pregnancy-caffeine-sources'),
  en(WOMAN, 'does tea count towards my caffeine?', null),
  // Vitamin D over the winter, and which strength (en-041, en-060).
  en(
    WOMAN,
    "Is it worth taking vitamin D over the winter? I'm in Manchester and honestly haven't seen the sun since October lol",
    'vitamin-d-winter',
  ),
  en(undefined, 'should i take vit d in winter in scotland?', 'vitamin-d-winter'),
  en(MAN, 'do i need vitamin d3 in the dark months', 'vitamin-d-winter'),
  zh(WOMAN, '冬天晒不到太阳，要补维生素D吗', 'vitamin-d-winter'),
  zh(undefined, '秋冬季节需要吃维D吗', 'vitamin-d-winter'),
  en(
    WOMAN,
    'what strength tho, boots has 10mcg and 25mcg ones',
    'vitamin-d-which-strength',
    "Is it worth taking vitamin D over the winter? I'm in Manchester and honestly haven't seen the sun since October lol",
  ),
  en(undefined, 'vitamin d 1000 iu or 400 iu, which one should i buy?', 'vitamin-d-which-strength'),
  en(MAN, 'is 25 mcg vit d ok or should it be 10 mcg', 'vitamin-d-which-strength'),
  zh(WOMAN, '维生素D买10微克的还是25微克的', 'vitamin-d-which-strength'),
  zh(undefined, '维D选400单位还是1000单位', 'vitamin-d-which-strength'),
  en(undefined, 'is 1000 IU of vitamin D a day too much', null),
  // Calcium from food and tablets, and cheese (en-077, en-080).
  en(
    BONES,
    'How much calcium do I need from food vs tablets? I have milk in my tea and a yogurt most days',
    'calcium-food-vs-tablets',
  ),
  en(
    undefined,
    'osteoporosis - how much calcium from my diet and how much from supplements?',
    'calcium-food-vs-tablets',
  ),
  en(
    WOMAN,
    'post menopause, i have milk and cheese daily, do i still need calcium tablets?',
    'calcium-food-vs-tablets',
  ),
  // Pregnant, or spacing from a medicine: not this row (reference answers r3/zh-041, r2/zh-129).
  zh(T2, '钙片一天吃多少 我每天还喝一杯纯牛奶一杯酸奶', null),
  zh(BONES, '阿仑膦酸钠和牛奶、钙片要隔多久', null),
  zh(BONES, '钙片要吃多少，平时每天一杯牛奶一盒酸奶', 'calcium-food-vs-tablets'),
  zh(undefined, '骨质疏松，食物里的钙和钙片怎么算，喝牛奶还要吃钙片吗', 'calcium-food-vs-tablets'),
  en(
    BONES,
    'does cheese count too? I love a bit of old cheddar',
    'calcium-cheese-counts',
    'How much calcium do I need from food vs tablets? I have milk in my tea and a yogurt most days',
  ),
  en(undefined, 'is cheddar a good calcium source?', 'calcium-cheese-counts'),
  en(WOMAN, 'does parmesan count for calcium', 'calcium-cheese-counts'),
  zh(BONES, '奶酪补钙算吗', 'calcium-cheese-counts'),
  zh(undefined, '吃芝士也能补钙吗', 'calcium-cheese-counts'),
  // Rice at night (en-087) and brown rice at dinner (en-148, the whole-grains row).
  en(
    MAN,
    'Is it true eating rice at night makes you fat? My wife says no kanin after 6pm but I cant sleep without rice with my ulam',
    'eating-late-weight',
  ),
  en(undefined, 'does eating carbs at night make you gain weight?', 'eating-late-weight'),
  // No rice or staple named: the clock-time row answers (blind answer round 20, en-006).
  en(WOMAN, 'is eating after 8pm fattening?', 'eating-after-a-clock-time'),
  zh(MAN, '晚上吃米饭会长胖吗', 'eating-late-weight'),
  zh(undefined, '过了六点以后吃主食是不是容易发胖', 'eating-late-weight'),
  en(
    MAN,
    'what about brown rice po, can I have that at dinner instead',
    'whole-grains-worth-it',
    'Is it true eating rice at night makes you fat? My wife says no kanin after 6pm but I cant sleep without rice with my ulam',
  ),
  en(undefined, 'can i have brown rice instead of white for dinner', 'whole-grains-worth-it'),
  zh(MAN, '晚饭换成糙米饭可以吗', 'whole-grains-worth-it'),
  // Alcohol with food on diabetes medicines (en-101).
  en(
    INSULIN,
    'what if I eat something with it',
    'alcohol-diabetes-with-food',
    'Can I drink beer with metformin? I have 2 or 3 cans on the weekend watching the footy',
  ),
  en(
    undefined,
    'what if i eat something with it',
    'alcohol-diabetes-with-food',
    'can i drink beer with my metformin?',
  ),
  zh(INSULIN, '那边吃饭边喝呢', 'alcohol-diabetes-with-food', '打胰岛素能喝啤酒吗'),
  // Undercooked meat on an immunosuppressant (en-115).
  en(
    TRANSPLANT,
    'and rare steak? I like mine pink',
    'immunosuppressed-undercooked-meat',
    'Are there foods I should avoid on immunosuppressants? like soft cheese, sushi, that kind of thing',
  ),
  en(
    undefined,
    'on tacrolimus after my transplant, is medium rare steak ok?',
    'immunosuppressed-undercooked-meat',
  ),
  en(TRANSPLANT, 'can i eat burgers that are a bit pink', 'immunosuppressed-undercooked-meat'),
  zh(TRANSPLANT, '吃他克莫司能吃五分熟的牛排吗', 'immunosuppressed-undercooked-meat'),
  zh(undefined, '肾移植后还能吃三分熟牛排吗', 'immunosuppressed-undercooked-meat'),
  en(MAN, 'is rare steak ok on my diet?', null),
  // Bush teas in pregnancy (en-129).
  en(
    T1,
    'Can I keep having my bush tea? My granny swears by cerasee and fever grass for everything',
    'pregnancy-bush-teas',
  ),
  en(undefined, "i'm pregnant, is lemongrass tea ok?", 'pregnancy-bush-teas'),
  en(T2, 'are herbal teas safe in pregnancy', 'pregnancy-bush-teas'),
  zh(T1, '怀孕了还能喝凉茶吗', 'pregnancy-bush-teas'),
  zh(undefined, '孕期喝花草茶安全吗', 'pregnancy-bush-teas'),
  // School lunch (en-135).
  en(
    undefined,
    'whats a healthy lunch for school that isnt boring, mum just packs sandwiches every day',
    'teen-school-lunch',
  ),
  en(undefined, "im 14, ideas for my packed lunch that aren't sandwiches?", 'teen-school-lunch'),
  en(undefined, 'healthy school lunch ideas for a teen', 'teen-school-lunch'),
  zh(undefined, '我上初中，中午带饭吃什么健康', 'teen-school-lunch'),
  zh(undefined, '高中生带去学校的午饭怎么搭配', 'teen-school-lunch'),
  // Pâté in pregnancy, even a little (en-138).
  en(
    T2,
    'not even a small bit once a month?',
    'pregnancy-pate-even-a-little',
    'can i have liver pate? been craving it like mad',
  ),
  en(T1, 'what about just a little bite?', 'pregnancy-pate-even-a-little', 'is pâté ok while pregnant'),
  zh(T2, '一点点也不行吗', 'pregnancy-pate-even-a-little', '怀孕能吃鹅肝酱吗'),
  // A feast of several days (en-145).
  en(
    WOMAN,
    'Going to my cousins wedding in Lagos next month, 3 days of jollof, fried rice, small chops, asun and chapman everywhere 😅 not dieting or anything I just dont want to feel bloated and sluggish the whole trip. any tips on how to eat through it?',
    'feast-days-eating',
  ),
  en(undefined, 'christmas week of big meals, how do i not feel bloated?', 'feast-days-eating'),
  en(MAN, 'eid celebrations for 3 days, tips so i dont overeat?', 'feast-days-eating'),
  zh(WOMAN, '过年连着几天大吃大喝，怎么吃才不胀', 'feast-days-eating'),
  zh(undefined, '要参加三天的婚礼宴席，怎么吃不撑不积食', 'feast-days-eating'),
  // No dieting in pregnancy (en-153).
  en(
    T2,
    'should i cut back then',
    'pregnancy-no-dieting',
    "how much weight should I have put on by now? 24 weeks, up 9kg, started at 62kg and I'm 165cm",
  ),
  en(
    T2,
    'so should i eat less?',
    'pregnancy-no-dieting',
    "put on 12 kg already and i'm only 26 weeks, too much?",
  ),
  zh(T2, '那我要少吃点吗', 'pregnancy-no-dieting', '怀孕24周胖了9公斤是不是太多了'),
  // Which day for folic acid (en-034).
  en(
    MTX,
    'so which day then, I do my mtx sunday nights',
    'methotrexate-folic-acid-which-day',
    'Should I take my folic acid on the same day as my methotrexate or skip that day?',
  ),
  en(
    MTX,
    'ok what day then? my methotrexate is on wednesdays',
    'methotrexate-folic-acid-which-day',
    'can i take folic acid the same day as methotrexate',
  ),
  // Asked whole, the folic acid day row answers (the day after, rows-medicines.ts).
  en(MTX, 'methotrexate on fridays - which day for the folic acid?', 'methotrexate-folic-acid-day'),
  zh(
    MTX,
    '那哪天吃？我甲氨蝶呤是周日晚上吃',
    'methotrexate-folic-acid-which-day',
    '叶酸能和甲氨蝶呤同一天吃吗',
  ),
  zh(MTX, '我是星期三吃的，那放哪天', 'methotrexate-folic-acid-which-day', '叶酸和甲氨蝶呤要隔开吃吗'),
  // Porridge when swallowing is hard (en-072).
  en(
    OLD,
    'is porridge alright then? I have it with honey every morning',
    'swallow-porridge',
    'I cough sometimes when I eat bread or dry meat, things go down the wrong way. What foods are easier to swallow',
  ),
  en(undefined, 'my mum chokes on dry food, is oatmeal ok for her?', 'swallow-porridge'),
  zh(OLD, '吃东西容易呛，喝粥可以吗', 'swallow-porridge'),
  zh(undefined, '老人吞咽不好，早上吃燕麦粥行不行', 'swallow-porridge'),
  // Evening primrose oil (en-068).
  en(
    VALPROATE,
    'Is evening primrose oil ok to take with my epilepsy meds? heard it helps with PMS',
    'evening-primrose-oil',
  ),
  en(undefined, 'does evening primrose help pms?', 'evening-primrose-oil'),
  zh(VALPROATE, '吃丙戊酸钠能吃月见草油吗', 'evening-primrose-oil'),
  zh(undefined, '月见草油对经前综合征有用吗', 'evening-primrose-oil'),
  // Other citrus on tacrolimus (en-011).
  en(
    TRANSPLANT,
    'what about calamansi juice po?',
    'tacrolimus-other-citrus',
    'Can I eat pomelo with tacrolimus? we always have it at Christmas here in the Philippines',
  ),
  en(undefined, 'transplant on tacrolimus, is lemon water ok?', 'tacrolimus-other-citrus'),
  zh(TRANSPLANT, '吃他克莫司可以喝柠檬水吗', 'tacrolimus-other-citrus'),
  zh(undefined, '肾移植后能吃青柠吗', 'tacrolimus-other-citrus'),
  // Supplements early in pregnancy (en-002).
  en(
    T1,
    "Just found out I'm 7 weeks 🥹 what supplements do I actually need in the first trimester? currently taking nothing at all",
    'pregnancy-which-supplements',
  ),
  en(
    undefined,
    'just found out im pregnant, which vitamins should i be taking?',
    'pregnancy-which-supplements',
  ),
  // Pregnancy said with no stage: the plan's pregnancy answer (intents/life-stage.ts).
  en(T1, "I'm pregnant, which supplements do I need?", null),
  en(T1, '6 weeks pregnant what supplements do i need', 'pregnancy-which-supplements'),
  zh(T1, '刚查出怀孕6周，需要补什么', 'pregnancy-which-supplements'),
  zh(undefined, '孕早期要补什么维生素', 'pregnancy-which-supplements'),
  // A teenager's very low calorie target (en-104).
  en(
    undefined,
    'is 1000 ok tho? my friend does 1000 and she lost heaps',
    'teen-very-low-calories',
    'im 16 and want to lose like 5kg before prom in 2 months, how many calories should i eat',
  ),
  en(undefined, "i'm 15, is 1200 calories a day enough to lose weight?", 'teen-very-low-calories'),
  zh(undefined, '我16岁，一天吃1000大卡行吗', 'teen-very-low-calories'),
  zh(undefined, '初中生每天只吃八百卡可以吗', 'teen-very-low-calories'),
  // Alendronate, calcium and omeprazole together (en-006).
  en(
    BONES,
    "How do I take alendronate with my calcium and omeprazole? I'm confused about the timing",
    'bisphosphonate-calcium-ppi-timing',
  ),
  en(
    undefined,
    'on fosamax, calcium and a ppi - what order do i take them in?',
    'bisphosphonate-calcium-ppi-timing',
  ),
  zh(BONES, '阿仑膦酸钠、钙片和奥美拉唑怎么安排时间', 'bisphosphonate-calcium-ppi-timing'),
  zh(undefined, '我吃福善美，还有钙片和奥美拉唑，先吃哪个', 'bisphosphonate-calcium-ppi-timing'),
  // Eating less while breastfeeding (en-031).
  en(
    NURSING,
    'if i eat less than that will my supply drop?',
    'lactation-eating-less-supply',
    "How many extra calories do I need breastfeeding? Trying to lose the baby weight but I'm STARVING all the time",
  ),
  en(undefined, 'breastfeeding - will dieting hurt my milk supply?', 'lactation-eating-less-supply'),
  zh(NURSING, '少吃点会不会回奶', 'lactation-eating-less-supply'),
  zh(undefined, '喂奶的时候少吃一点，奶会不会变少', 'lactation-eating-less-supply'),
  // Losing weight said: the lactation weight-loss row answers (the same 1,800 kcal floor).
  zh(undefined, '哺乳期节食减肥会影响奶量吗', 'lactation-weight-loss'),
];

// Rows of other area files the round's questions showed too narrow (the words they missed).
const WIDENED: readonly RowCase[] = [
  en(
    VEGAN,
    'cyanocobalamin or methylcobalamin? the methyl one is like 3x the price',
    'b12-form-and-schedule',
    'whats my b12 dose meant to be and is it better daily or one big one weekly',
  ),
  en(undefined, 'is cyanocobalamin ok for vegans or should i get methyl', 'b12-form-and-schedule'),
  en(
    MAN,
    "Whats the lowest calorie pint? Not giving up the Friday session with the lads, that's non negotiable 😂",
    'alcohol-and-weight-loss',
  ),
  en(undefined, 'which beer has the least calories, on a diet', 'alcohol-and-weight-loss'),
  en(
    MAN,
    "y'all I eat lunch out every single day for work, mostly Chick-fil-A, Whataburger, sometimes Tex-Mex. what should I be orderin if I'm tryin to drop weight",
    'eating-out-choices',
  ),
  // One Mexican chain named: the Mexican meal-out row answers (blind answer round 20, en-012).
  en(undefined, 'what should i order at chipotle to lose weight', 'mexican-restaurant-order'),
  en(
    T1,
    'morning sickness is destroying me, only thing I can keep down is saltines and ginger ale. is that gonna hurt the baby not getting veggies',
    'pregnancy-nausea-crackers',
  ),
  en(undefined, 'pregnant and living on saltines, is the baby getting enough?', 'pregnancy-nausea-crackers'),
  en(
    OLD,
    "Well my daughter set this up for me on her phone so I will try. Most days I have a cup of tea and a slice of toast with butter in the morning and then I'm not hungry again untill tea time, then maybe a bit of soup or an egg. I never had a big appetite and I am 80 now and don't do much apart from pottering in the garden when my knees let me. The doctor said I'm underweight at 41 kilos and should eat more but I feel full so quick. Is what I eat enough or what should I be adding?",
    'older-poor-appetite',
  ),
  en(
    OLD,
    'Hi po, my Nanay is 80 na and 41 kg lang siya. She only wants lugaw and konting ulam, ayaw na niya ng karne. how can we make her food more nutritious po?',
    'older-poor-appetite',
  ),
  en(
    INSULIN,
    'Is brown rice or chapati better than white rice for sugar? I am eating 3 chapati at dinner with sabzi and dal, plus rice at lunch',
    'diabetes-brown-or-white-rice',
  ),
  en(INSULIN, 'roti or rice, which is better for my diabetes?', 'diabetes-brown-or-white-rice'),
];

describe('standard answers from blind answer round 13 (en-US development data)', () => {
  it.each([...CASES, ...WIDENED])('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    const ids = faqIdsOf(r);
    if (!c.id) {
      expect(ids.filter((id) => CASES.some((x) => x.id === id))).toEqual([]);
      return;
    }
    expect(ids).toContain(c.id);
    if (c.locale === 'en-US') {
      // The English answer keeps an English source line.
      expect(r.text).toMatch(/_Source: [^\n]+_/);
    } else {
      // A Chinese answer carries no English sentence (a cited title in the source line aside) and no ounces.
      const body = r.text.replace(/_来源[^\n]*?_(?=\s|$)/gu, '');
      expect(body).not.toMatch(/\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/);
      expect(body).not.toMatch(/盎司|\boz\b/);
    }
  });
});
