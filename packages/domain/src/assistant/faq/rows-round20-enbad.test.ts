import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, zhCase as zh, type RowCase, expectRowCase, rowsOf } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  NURSING,
  OLD,
  KIDNEY as CKD,
  WARFARIN,
  INSULIN,
  HF,
  TRANSPLANT,
  MTX,
  VALPROATE,
  ISOTRETINOIN as ISO,
  IRON,
  GOUT,
  BONES,
} from './testing-personas';
import { ROUND20_ENBAD_FAQ } from './rows-round20-enbad';

// Blind answer round 20's en-US questions answered with a neighbouring topic or declined (development data):
// each class as the round asked it (same persona, same earlier message), then in other words — everyday
// words, a typo, mixed language — with a plan or as a guest, in both languages; null where the row must not
// answer (same words, another question; a person the row is not for). Rows of other area files widened for
// the same round are tested here too (their ids are named).

const MG_DREAMS =
  'Magnesium glycinate at bedtime is giving me super vivid dreams lol. Is that a known thing? Should I switch to a different form?';
const MEXICAN =
  "Going out for Mexican Friday with the family. What do I order that won't blow the whole day? I usually get a carnitas burrito + a basket of chips";
const B12_PREV =
  'Which B12 is better for vegans, cyano or methylcobalamin? And is a small daily dose better than one big weekly one?';
const MULTI_PREV =
  "Can I just keep taking my regular women's multi instead of buying a prenatal? It has 5000 IU vitamin A, if that matters";
const ELEVIT_PREV =
  'Elevit is making me sooo constipated 😩 is that the iron? could I take it every other day instead?';
const FISH_PREV =
  'breastfeeding my 3 month old and on sertraline 100 mg. is it safe to add fish oil for mood?';
const WINE_PREV = "Can I have a glass of wine on date night? Does it matter that I'm on zoloft AND nursing?";
const ENSURE_PREV = 'Are Ensure type drinks ok or is that too much sugar for her?';
const FRUIT_PREV = 'which fruits are low potassium? I really miss my banana in the morning';
const BEER_PREV =
  'Can I have a couple beers with the guys Friday? Someone told me alcohol actually drops your sugar';
const MG_PREV =
  'Magnesium was 1.4 mg/dL on my last labs. How should I time my mag around tacrolimus and mycophenolate?';
const MTX_PREV =
  'I take methotrexate on Mondays and folic acid 5 mg. Which day should I be taking the folic acid?';
const ISO_PREV = 'do I have to take accutane with fatty food? what counts as fatty enough';
const VPA_PREV =
  "I'm on valproate (Depakote) and we're thinking about trying for a baby next year. How much folic acid should I be taking?";
const PROTEIN_PREV =
  "How much protein should I be eating with stage 4 kidney disease? Heard too much makes the kidneys worse but my wife says I'm getting skinny";
const TEA_PREV = 'ok if I do take a pill, how long until the number actually goes up?';

const CASES: readonly RowCase[] = [
  // Magnesium and vivid dreams (en-003); citrate and diarrhoea (en-004).
  en(undefined, MG_DREAMS, 'magnesium-vivid-dreams'),
  en(undefined, 'weird dreams since i started magnesium, normal?', 'magnesium-vivid-dreams'),
  en(MAN, 'mag bisglycinate giving me nightmares, switch?', 'magnesium-vivid-dreams'),
  zh(WOMAN, '睡前吃甘氨酸镁，梦特别多，正常吗', 'magnesium-vivid-dreams'),
  zh(undefined, '吃了镁以后老做噩梦，要换一种吗', 'magnesium-vivid-dreams'),
  en(CKD, 'my magnesium gives me weird dreams, should i switch?', null),
  en(WOMAN, 'what is the best magnesium for sleep?', null),
  en(WOMAN, 'wouldnt citrate give me the runs tho', 'magnesium-citrate-diarrhoea', MG_DREAMS),
  en(undefined, 'does magnesium citrate cause diarrhea?', 'magnesium-citrate-diarrhoea'),
  en(WOMAN, 'is mag oxide easier on the stomach than citrate', 'magnesium-citrate-diarrhoea'),
  zh(WOMAN, '柠檬酸镁会不会拉肚子', 'magnesium-citrate-diarrhoea'),
  zh(undefined, '氧化镁吃了腹泻怎么办', 'magnesium-citrate-diarrhoea'),
  en(WOMAN, 'does calcium citrate upset the stomach?', null),
  // Eating after a clock time (en-006).
  en(
    WOMAN,
    'Is it true eating after 8pm makes you gain weight? My coworker is religious about it and now I feel guilty about my late dinners',
    'eating-after-a-clock-time',
  ),
  en(MAN, 'does eating late at night make you fat?', 'eating-after-a-clock-time'),
  en(undefined, 'if i have dinner after 9 will i put on weight', 'eating-after-a-clock-time'),
  zh(WOMAN, '晚上8点以后吃饭会长胖吗', 'eating-after-a-clock-time'),
  zh(undefined, '8点后吃东西会长胖吗', 'eating-after-a-clock-time'),
  en(WOMAN, 'does eating rice at night make you fat?', null),
  en(INSULIN, 'does eating after 8pm make you gain weight?', null),
  // Moderate drinking and calories (en-007).
  en(
    WOMAN,
    'We have a team happy hour Thursday. What actually counts as "moderate" drinking for a woman, and how do I fit a couple of margaritas into my calorie target without wrecking the whole week?',
    'moderate-drinking-and-calories',
  ),
  en(undefined, 'what is moderate drinking for a man?', 'moderate-drinking-and-calories'),
  en(MAN, 'how many units of alcohol a week is moderate', 'moderate-drinking-and-calories'),
  zh(WOMAN, '女性适量饮酒是多少', 'moderate-drinking-and-calories'),
  zh(undefined, '适度喝酒一天喝多少酒算适量', 'moderate-drinking-and-calories'),
  en(T1, 'is moderate drinking ok in pregnancy?', null),
  en(WARFARIN, 'what counts as moderate drinking?', null),
  // A Mexican meal out (en-012) and the burrito bowl (en-013).
  en(MAN, MEXICAN, 'mexican-restaurant-order'),
  en(undefined, 'what should i order at a mexican restaurant on a diet', 'mexican-restaurant-order'),
  en(WOMAN, 'healthiest thing to get at tex mex?', 'mexican-restaurant-order'),
  zh(MAN, '去吃墨西哥菜，减肥期间点什么好', 'mexican-restaurant-order'),
  zh(undefined, '墨西哥卷饼热量高吗，怎么点', 'mexican-restaurant-order'),
  en(
    'eating-disorder screen positive, wants to lose weight',
    'what do i order at a mexican restaurant to lose weight',
    null,
  ),
  en(MAN, 'what if I do a burrito bowl, no tortilla?', 'burrito-bowl', MEXICAN),
  en(undefined, 'is a burrito bowl healthier than a burrito?', 'burrito-bowl'),
  en(WOMAN, 'burrito without the tortilla, better?', 'burrito-bowl'),
  zh(MAN, '不要饼皮的卷饼碗是不是好一点', 'burrito-bowl'),
  zh(undefined, '卷饼碗热量多少', 'burrito-bowl'),
  en(MAN, 'what goes in a poke bowl?', null),
  // Berberine (en-016).
  en(
    MAN,
    'saw a tiktok calling berberine "nature\'s ozempic". legit? worth trying?',
    'berberine-weight-loss',
  ),
  en(undefined, 'does berberine work for weight loss', 'berberine-weight-loss'),
  en(WOMAN, 'berberine for blood sugar, any good?', 'berberine-weight-loss'),
  zh(MAN, '黄连素减肥有用吗', 'berberine-weight-loss'),
  zh(undefined, '小檗碱被叫做天然司美格鲁肽，靠谱吗', 'berberine-weight-loss'),
  en(
    'G6PD deficiency on co-trimoxazole with vitamin C 3 g, berberine and herbs',
    'is berberine ok for me?',
    null,
  ),
  // B12 with coffee (en-018).
  en(VEGAN, 'can I just take it with my oat milk latte in the morning?', 'b12-with-coffee-or-milk', B12_PREV),
  en(undefined, 'can i take b12 with coffee', 'b12-with-coffee-or-milk'),
  en(VEGAN, 'is it ok to have my b12 with soy milk at breakfast', 'b12-with-coffee-or-milk'),
  zh(VEGAN, '维生素B12可以和咖啡一起吃吗', 'b12-with-coffee-or-milk'),
  zh(undefined, 'B12能配着燕麦奶吃吗', 'b12-with-coffee-or-milk'),
  en(IRON, 'can i take my iron with coffee?', null),
  en(VEGAN, 'can I take it with my oat milk latte?', null, 'how much iron do vegans need?'),
  // Tea with meals and iron (en-022).
  en(
    VEGAN,
    'and should I stop drinking tea with meals? I have chai with basically everything',
    'tea-with-meals-iron',
    TEA_PREV,
  ),
  en(IRON, 'is it bad to drink tea with my meals?', 'tea-with-meals-iron'),
  en(IRON, 'Does tea with meals stop iron absorbing?', null),
  en(VEGAN, 'should i stop having tea with dinner', 'tea-with-meals-iron'),
  zh(IRON, '吃饭时能喝茶吗', 'tea-with-meals-iron'),
  zh(VEGAN, '我吃饭的时候总喝奶茶，要戒掉吗', 'tea-with-meals-iron'),
  en(WOMAN, 'is green tea with meals good for weight loss?', null),
  en(
    'sickle cell disease, ferritin 1450, folic acid 1 mg',
    'should I drink tea with meals for my iron?',
    null,
  ),
  // Morning sickness: what to eat (en-025).
  en(
    T1,
    '9 weeks and I throw up most mornings. what can I actually keep down that still counts toward my plan?',
    'pregnancy-nausea-what-to-eat',
  ),
  en(undefined, 'pregnant and nauseous all day, what should i eat?', 'pregnancy-nausea-what-to-eat'),
  en(T1, 'throwing up every morning at 10 weeks, what can i eat', 'pregnancy-nausea-what-to-eat'),
  zh(T1, '孕吐很厉害，吃什么好', 'pregnancy-nausea-what-to-eat'),
  zh(undefined, '怀孕8周一直恶心想吐，能吃什么', 'pregnancy-nausea-what-to-eat'),
  en(WOMAN, 'i feel sick after eating, what should i eat?', null),
  // A women's multi or a prenatal (en-030); what to look for on a prenatal's label (en-031).
  en(T1, MULTI_PREV, 'pregnancy-regular-multi-or-prenatal'),
  en(T1, 'can i take centrum instead of a prenatal?', 'pregnancy-regular-multi-or-prenatal'),
  en(
    undefined,
    "i'm pregnant, is my normal multivitamin ok instead of a pregnancy vitamin?",
    'pregnancy-regular-multi-or-prenatal',
  ),
  zh(T1, '怀孕了，普通复合维生素能代替孕妇维生素吗', 'pregnancy-regular-multi-or-prenatal'),
  zh(undefined, '孕期吃善存可以吗，还是要换孕妇专用的', 'pregnancy-regular-multi-or-prenatal'),
  en(WOMAN, 'can i take a multivitamin instead of eating vegetables?', null),
  en(
    T1,
    'ok so what should I look for on the label when I buy a prenatal?',
    'prenatal-label-what-to-look-for',
    MULTI_PREV,
  ),
  en(undefined, 'pregnant - how do i choose a prenatal vitamin?', 'prenatal-label-what-to-look-for'),
  en(T2, 'which prenatal brand should I pick, what should it have?', 'prenatal-label-what-to-look-for'),
  zh(T1, '孕妇维生素怎么选，看什么成分', 'prenatal-label-what-to-look-for'),
  zh(undefined, '备孕，孕期维生素标签上要看什么', 'prenatal-label-what-to-look-for'),
  en(MAN, 'what should I look for on a protein powder label?', null),
  // Constipation remedies in pregnancy (en-036).
  en(
    T2,
    'would prunes or a stool softener be the better fix?',
    'pregnancy-constipation-remedies',
    ELEVIT_PREV,
  ),
  en(undefined, 'pregnant and constipated, is miralax safe?', 'pregnancy-constipation-remedies'),
  en(T2, 'can i take a laxative for constipation while pregnant', 'pregnancy-constipation-remedies'),
  zh(T2, '孕期便秘可以吃乳果糖吗', 'pregnancy-constipation-remedies'),
  zh(undefined, '怀孕了便秘，西梅汁有用吗', 'pregnancy-constipation-remedies'),
  en(WOMAN, 'are prunes good for constipation?', null),
  // The glucose test (en-040).
  en(
    T2,
    'glucose tolerance test is next week. should I cut carbs the days before so I pass?',
    'ogtt-preparation',
  ),
  en(T1, 'how do i prepare for my gtt, should i eat low sugar before', 'ogtt-preparation'),
  en(T2, 'anything to eat before the glucola test to pass?', 'ogtt-preparation'),
  zh(T2, '下周做糖耐，前几天要少吃主食吗', 'ogtt-preparation'),
  zh(T1, 'OGTT之前要怎么准备，能控糖吗', 'ogtt-preparation'),
  en(INSULIN, 'my glucose was 2.6, what should I eat?', null),
  // EPA for mood (en-042).
  en(NURSING, 'how much EPA are we talking', 'epa-dose-for-mood', FISH_PREV),
  en(undefined, 'how much epa for depression?', 'epa-dose-for-mood'),
  en(NURSING, 'what dose of EPA is that in mg?', 'epa-dose-for-mood', FISH_PREV),
  zh(NURSING, 'EPA要吃多少毫克', 'epa-dose-for-mood', '哺乳期吃鱼油能改善情绪吗'),
  zh(undefined, '抑郁的话EPA吃多少剂量', 'epa-dose-for-mood'),
  en(WARFARIN, 'how much fish oil for my mood?', null),
  en(WOMAN, 'how much fish oil should i take a day?', null),
  // Waiting to nurse after a drink (en-044).
  en(
    NURSING,
    'how long after should I wait to feed him?',
    'lactation-alcohol-wait-after-drink-asked',
    WINE_PREV,
  ),
  en(
    undefined,
    'how long do i wait to breastfeed?',
    'lactation-alcohol-wait-after-drink-asked',
    'breastfeeding - can i have a beer at the bbq?',
  ),
  zh(NURSING, '那要等多久才能喂奶', 'lactation-alcohol-wait-after-drink-asked', '哺乳期可以喝一杯红酒吗'),
  zh(undefined, '隔几个小时喂宝宝', 'lactation-alcohol-wait-after-drink-asked', '喂奶期间喝了一杯啤酒'),
  en(NURSING, 'how long should I wait to feed him after my sertraline?', null),
  en(NURSING, 'how long after should I wait to feed him?', null, 'can I eat spicy food while nursing?'),
  // Vitamin D drops for a breastfed baby (en-048).
  en(
    NURSING,
    'Pediatrician wants us to give vitamin D drops. If I just take a big dose of D myself, can I skip his drops?',
    'infant-vitamin-d-drops-or-mother-dose',
  ),
  en(
    undefined,
    'breastfeeding: can i take high dose vitamin d instead of giving the baby drops?',
    'infant-vitamin-d-drops-or-mother-dose',
  ),
  en(
    NURSING,
    'if i take vit d myself does baby still need his drops or can we skip',
    'infant-vitamin-d-drops-or-mother-dose',
  ),
  zh(NURSING, '我自己多吃维生素D，宝宝的滴剂可以不用给吗', 'infant-vitamin-d-drops-or-mother-dose'),
  zh(undefined, '哺乳期妈妈补维D，能代替宝宝的维D滴剂吗', 'infant-vitamin-d-drops-or-mother-dose'),
  en(WOMAN, 'can i take vitamin d drops instead of tablets?', null),
  // An older woman who eats little, dysphagia in her plan (en-049).
  en(
    'dysphagia at 82, weight loss asked',
    "My mom is 80, 148 cm and only 41 kg. She's barely hungry anymore. What can we give her to put some weight back on?",
    'older-weight-gain-dysphagia-in-plan',
  ),
  en(
    'dysphagia at 82, weight loss asked',
    'no appetite and i keep losing weight, what should i eat',
    'older-weight-gain-dysphagia-in-plan',
  ),
  zh(
    'dysphagia at 82, weight loss asked',
    '没胃口，体重一直掉，吃什么好',
    'older-weight-gain-dysphagia-in-plan',
  ),
  en(OLD, 'she has no appetite and keeps losing weight, what should she eat', null),
  en(WOMAN, 'I have no appetite lately, what should I eat?', null),
  // Nutrition drinks: how many (en-051).
  en(OLD, 'how many a day, and with meals or in between?', 'older-nutrition-drinks-how-many', ENSURE_PREV),
  en(OLD, 'how many a day?', 'older-nutrition-drinks-how-many', 'is Ensure good for my 80 year old mum?'),
  zh(OLD, '一天喝几瓶，饭前还是两餐之间', 'older-nutrition-drinks-how-many', '安素适合我80岁的妈妈吗'),
  en(OLD, 'how many a day?', null, 'are eggs good for her?'),
  // Calcium and vitamin D at 80 (en-055).
  en(
    OLD,
    "Does she still need calcium and vitamin D at 80 or is it too late to matter? She can't swallow the big horse pills",
    'older-calcium-vitamin-d-still-worth-it',
  ),
  en(
    undefined,
    'my mum is 85, is calcium still worth it at her age?',
    'older-calcium-vitamin-d-still-worth-it',
  ),
  en(OLD, 'is it too late for vitamin d to help my bones?', 'older-calcium-vitamin-d-still-worth-it'),
  zh(OLD, '我妈80多岁了，补钙还有用吗，是不是太晚了', 'older-calcium-vitamin-d-still-worth-it'),
  zh(undefined, '奶奶85岁，维生素D还需要补吗，来不及了吧', 'older-calcium-vitamin-d-still-worth-it'),
  en(BONES, 'at my age is calcium still worth it?', null),
  en(WOMAN, 'is it too late to take vitamin d today?', null),
  // Juice with a potassium limit (en-060).
  en(CKD, 'how about apple juice, or is juice bad too', 'potassium-limit-juice', FRUIT_PREV),
  en(CKD, 'can i drink orange juice with my kidneys?', 'potassium-limit-juice'),
  en(undefined, 'ckd and high potassium - which juice is ok?', 'potassium-limit-juice'),
  zh(CKD, '肾病血钾高，能喝苹果汁吗', 'potassium-limit-juice'),
  zh(undefined, '慢性肾病要限钾，果汁能喝吗', 'potassium-limit-juice'),
  en(WOMAN, 'is apple juice healthy?', null),
  en(TRANSPLANT, 'is orange juice ok?', null),
  // Supplements and a high INR on warfarin (en-069).
  en(
    WARFARIN,
    'INR was 3.6 at my last check and they lowered my dose. Could my supplements have done that?',
    'warfarin-supplements-raised-inr',
  ),
  en(WARFARIN, 'could the fish oil be pushing my INR up?', 'warfarin-supplements-raised-inr'),
  en(undefined, 'on warfarin, does vitamin e raise the inr?', 'warfarin-supplements-raised-inr'),
  zh(WARFARIN, 'INR升到3.6，会不会是鱼油和维生素E引起的', 'warfarin-supplements-raised-inr'),
  zh(undefined, '吃华法林，保健品会让INR升高吗', 'warfarin-supplements-raised-inr'),
  en(WARFARIN, 'my INR is 3.6 and I am bleeding from my gums, could it be my supplements?', null),
  en(WOMAN, 'can fish oil raise my inr?', null),
  // Food with drinks on insulin (en-078).
  en(
    INSULIN,
    'what if I eat wings while drinking, does that fix it',
    'alcohol-insulin-protein-food',
    BEER_PREV,
  ),
  en(
    undefined,
    'if i eat meat with my drinks is that enough?',
    'alcohol-insulin-protein-food',
    'on insulin, can i drink beer?',
  ),
  zh(INSULIN, '边喝边吃烤肉可以吗', 'alcohol-insulin-protein-food', '我打胰岛素，周末想喝两瓶啤酒'),
  zh(undefined, '那吃点肉配着喝行吗', 'alcohol-insulin-protein-food', '我打胰岛素，周末想喝两瓶啤酒'),
  en(MAN, 'what if I eat wings while drinking, is that a lot of calories', null),
  // Magnesium with food after a transplant (en-092).
  en(TRANSPLANT, 'does it matter if I take it with food or not', 'transplant-magnesium-with-food', MG_PREV),
  en(TRANSPLANT, 'magnesium with meals or on an empty stomach?', 'transplant-magnesium-with-food'),
  zh(TRANSPLANT, '镁是随餐吃还是空腹吃', 'transplant-magnesium-with-food'),
  zh(TRANSPLANT, '和饭一起吃可以吗', 'transplant-magnesium-with-food', '移植后血镁低，镁片怎么吃'),
  en(WOMAN, 'should I take magnesium with food?', null),
  // Folic acid six days a week on methotrexate (en-097).
  en(
    MTX,
    'my old rheumatologist had me take it every day except Monday, is that wrong?',
    'methotrexate-folic-acid-six-days',
    MTX_PREV,
  ),
  en(MTX, 'can i take folic acid daily except my methotrexate day?', 'methotrexate-folic-acid-six-days'),
  en(undefined, 'on methotrexate, folic acid 6 days a week ok?', 'methotrexate-folic-acid-six-days'),
  zh(MTX, '叶酸除了吃甲氨蝶呤那天每天都吃，可以吗', 'methotrexate-folic-acid-six-days'),
  zh(undefined, '甲氨蝶呤每周一次，叶酸一周六天吃对吗', 'methotrexate-folic-acid-six-days'),
  en(WOMAN, 'can i take folic acid every day except weekends?', null),
  // Coffee and the liver (en-103).
  en(
    MTX,
    'is coffee good or bad for the liver? I have 2 a day',
    'coffee-and-the-liver',
    'My ALT was 52 on the last bloodwork. Is there anything I should change in my diet?',
  ),
  en(undefined, 'is coffee ok with fatty liver?', 'coffee-and-the-liver'),
  en(WOMAN, 'does coffee raise liver enzymes like alt', 'coffee-and-the-liver'),
  zh(MTX, '转氨酶高，咖啡还能喝吗', 'coffee-and-the-liver'),
  zh(undefined, '喝咖啡伤肝吗', 'coffee-and-the-liver'),
  en(T1, 'is coffee bad for my liver while pregnant?', null),
  en(IRON, 'does coffee stop my iron getting to the liver?', null),
  // Food with isotretinoin (en-128).
  en(ISO, 'is peanut butter toast enough?', 'isotretinoin-meal-examples', ISO_PREV),
  en(ISO, 'does yogurt count as fatty enough for accutane?', 'isotretinoin-meal-examples'),
  en(undefined, 'on isotretinoin, are eggs enough fat to take it with?', 'isotretinoin-meal-examples'),
  zh(ISO, '吃异维A酸，配花生酱吐司够不够', 'isotretinoin-meal-examples'),
  zh(ISO, '吃异维A酸，早餐一个鸡蛋够吗', 'isotretinoin-meal-examples'),
  en(WOMAN, 'is peanut butter toast enough for breakfast?', null),
  // Every other day or daily iron (en-134).
  en(
    IRON,
    'Is every-other-day iron really better than daily? My pharmacist and my GP told me opposite things',
    'iron-every-other-day-or-daily',
  ),
  en(undefined, 'iron every other day vs daily, which is better?', 'iron-every-other-day-or-daily'),
  en(IRON, 'should i take my iron on alternate days or every day', 'iron-every-other-day-or-daily'),
  zh(IRON, '铁剂隔天吃和每天吃哪个更好', 'iron-every-other-day-or-daily'),
  zh(undefined, '补铁隔日吃比每天吃好吗', 'iron-every-other-day-or-daily'),
  en(IRON, 'Is it true that taking iron every other day works better?', null),
  en(
    'sickle cell disease, ferritin 1450, folic acid 1 mg',
    'iron every other day or daily, which is better?',
    null,
  ),
  // Iron foods with heavy periods (en-138).
  en(
    IRON,
    "My periods are really heavy. What foods help rebuild iron? I hate liver, don't even suggest it",
    'iron-foods-heavy-periods',
  ),
  en(undefined, 'heavy periods and low iron, what should i eat?', 'iron-foods-heavy-periods'),
  en(WOMAN, 'best foods for iron with heavy periods', 'iron-foods-heavy-periods'),
  zh(IRON, '月经量大，吃什么食物补铁', 'iron-foods-heavy-periods'),
  zh(undefined, '例假多导致贫血，饮食上怎么补铁', 'iron-foods-heavy-periods'),
  en(VEGAN, 'heavy periods, what plant foods help my iron?', null),
  en(IRON, 'are my heavy periods why my iron is low?', null),
  // Collagen for bones (en-152).
  en(
    BONES,
    'My granddaughter swears by collagen powder. Is it worth it for osteoporosis?',
    'collagen-for-bones',
  ),
  en(undefined, 'does collagen help bone density?', 'collagen-for-bones'),
  en(WOMAN, 'collagen for osteopenia, any good?', 'collagen-for-bones'),
  zh(BONES, '胶原蛋白对骨质疏松有用吗', 'collagen-for-bones'),
  zh(undefined, '吃胶原蛋白肽能补骨吗', 'collagen-for-bones'),
  en(WOMAN, 'does collagen help my skin?', null),
  en(CKD, 'is collagen good for my bones?', null),
  // Appetite-suppressant products (en-155).
  en(
    undefined,
    'are appetite suppressant lollipops safe? saw them all over insta',
    'appetite-suppressant-products',
  ),
  en(WOMAN, 'do appetite suppressants work?', 'appetite-suppressant-products'),
  en(MAN, 'any pills to suppress my appetite?', 'appetite-suppressant-products'),
  zh(undefined, '抑制食欲的减肥棒棒糖安全吗', 'appetite-suppressant-products'),
  zh(WOMAN, '网上的抑制食欲产品有用吗', 'appetite-suppressant-products'),
  en(MAN, 'does ozempic suppress appetite?', null),
  // Energy drinks sold as fat burning (en-160).
  en(
    undefined,
    'can i drink celsius? they say its "fat burning" and everyone at school has one',
    'energy-drink-fat-burning',
  ),
  en(MAN, 'do energy drinks burn fat?', 'energy-drink-fat-burning'),
  en(WOMAN, 'is celsius healthy?', 'energy-drink-fat-burning'),
  zh(undefined, '能量饮料能燃脂吗', 'energy-drink-fat-burning'),
  zh(WOMAN, '红牛喝了能减肥吗', 'energy-drink-fat-burning'),
  en(T1, 'can i drink celsius?', null),
  en('phenelzine', 'can i drink red bull?', null),
  // A snack after sport practice (en-157).
  en(
    undefined,
    "good snacks after volleyball practice that won't make me gain weight?",
    'snack-after-sport-practice',
  ),
  en(WOMAN, 'what should i eat after a workout?', 'snack-after-sport-practice'),
  en(MAN, 'best snack after soccer training?', 'snack-after-sport-practice'),
  zh(undefined, '打完篮球之后吃什么加餐好', 'snack-after-sport-practice'),
  zh(WOMAN, '运动后加餐吃什么好', 'snack-after-sport-practice'),
  en(CKD, 'what snack after my walk?', null),
];

// Rows of other area files the round's questions showed too narrow (the words they missed).
const WIDENED: readonly RowCase[] = [
  en(
    MAN,
    "Down 6 kg the first month, now stuck at 89 for almost 3 weeks. Same food, same evening walks. What's going on and what should I change?",
    'weight-plateau',
  ),
  en(undefined, "my weight hasn't moved in 2 weeks", 'weight-plateau'),
  zh(MAN, '体重卡在80公斤两周了', 'weight-plateau'),
  en(CKD, 'does plant protein like beans count the same?', 'ckd-plant-protein', PROTEIN_PREV),
  en(CKD, 'do lentils count as protein the same as meat for my kidneys?', 'ckd-plant-protein'),
  en(HF, 'Are there foods or supplements that clash with digoxin?', 'digoxin-foods-avoid'),
  en(undefined, 'what foods interact with digoxin?', 'digoxin-foods-avoid'),
  en(
    TRANSPLANT,
    'regular OJ is fine though right?',
    'transplant-sweet-orange',
    'Why exactly is grapefruit banned with tacrolimus? Does that also go for pomelo and Seville orange marmalade?',
  ),
  en(
    VALPROATE,
    'start now or only once we actually start trying?',
    'antiepileptic-folic-acid-when-to-start',
    VPA_PREV,
  ),
  en(
    GOUT,
    "Invited to my compadre's crawfish boil el sábado. Qué puedo comer sin que me dé un flare? I don't want to be the guy eating just corn",
    'gout-seafood',
  ),
  zh(GOUT, '痛风能吃小龙虾吗', 'gout-seafood'),
  // Blind answer round 22, en-071 (development data): slimming-teas said nothing on an eating disorder or
  // telling someone; the row for a friend's laxative tea answers it now (rows-round22-zhbad.ts
  // enzyme-and-slimming-tea).
  en(
    undefined,
    'my friend drinks laxative tea to stay skinny, does that actually work',
    'enzyme-and-slimming-tea',
  ),
  en(
    WOMAN,
    'My 7 yr old is the pickiest eater alive, basically lives on mac n cheese and apple slices. Should I give him a kids multivitamin or is that a waste of money?',
    'child-multivitamin-picky',
  ),
];

describe('blind answer round 20, en-US neighbouring and declined answers (development data)', () => {
  it.each([...CASES, ...WIDENED])('$locale "$text" → $id', (c) => {
    expectRowCase(c, rowsOf(ROUND20_ENBAD_FAQ), {
      nullMayBeUrgent: true,
      sourcedOwnOnly: true,
    });
  });

  it('names no weekday of its own for the methotrexate day (round 20 en-097)', () => {
    const r = askAs(
      en(MTX, 'which day should I take my folic acid?', null, 'I take methotrexate on Thursdays'),
    );
    expect(r.text).not.toMatch(/Sunday night|星期天晚上/);
  });
});
