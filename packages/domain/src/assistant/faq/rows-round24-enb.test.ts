import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, faqIdsOf, zhCase as zh, type RowCase, expectRowCase, rowsOf } from './testing';
import { WOMAN, MAN, T2, GOUT, THYROID, TRANSPLANT, WARFARIN, KIDNEY as CKD } from './testing-personas';
import { ROUND24_ENB_FAQ } from './rows-round24-enb';

// Blind answer round 24's en-US questions of batch enb (development data): each class as the round asked it
// (same persona, same earlier message), then in other words — everyday words, a typo, mixed language — with a
// plan or as a guest, in both languages; null where none of this file's rows may answer (same words, another
// question; a person the row is not for).
const GDM = 'gestational diabetes t2';
const IBD = 'inflammatory bowel disease';
const COELIAC = 'coeliac disease, iron-deficiency anaemia';
const COPD = 'COPD on prednisone, underweight, weight gain';
const AI = 'breast cancer on anastrozole, weight loss goal';
const HBV = 'hepatitis B on entecavir, raised ALT, he shou wu and green tea extract';
const XARELTO = 'rivaroxaban with notoginseng powder and nattokinase in IU';
const FLAGYL = 'metronidazole';

const RICE_PREV = "Can I still eat rice po? I'm Filipino, we eat rice with every ulam 😅";
const MANGO_PREV = "is fruit ok with GD? I'm craving mangoes so bad";
const GOUT_PREV =
  'My uric acid is still 520 even on allopurinol 100mg. Abeg which foods should I cut? I eat a lot of pepper soup with goat meat and assorted';
const CROHN_PREV =
  "I've got Crohn's and I'm only 50kg. How do I put weight on when eating seems to set my gut off?";
const PROTEIN_PREV = 'How much protein do I need to build muscle at 68? The physio has me doing exercises';
const LOSE_PREV =
  "I'm on anastrozole and want to lose about 20 lbs. How many calories a day should I aim for?";
const SUPPS_PREV =
  "I'm on rivaroxaban (Xarelto) and metoprolol. I also take notoginseng powder, nattokinase 2000 FU, fish oil and ginkgo. Are these ok together?";
const VITD_PREV = 'my vitamin D is low, can I take vitamin D with Xarelto?';
const DRINK_PREV = 'how long after finishing metronidazole can I drink again?';
const PROBIOTIC_PREV = 'should i take probiotics with metronidazole?';

const CASES: RowCase[] = [
  // A high fasting reading and a bedtime snack in gestational diabetes (en-090).
  en(
    GDM,
    "my fasting is 5.6 every morning even though I don't eat after dinner. is there a bedtime snack that helps?",
    'gd-fasting-high-bedtime-snack',
  ),
  en(
    GDM,
    'fasting numbers keep coming back 98, what should i eat before bed?',
    'gd-fasting-high-bedtime-snack',
  ),
  en(
    undefined,
    'I have gestational diabetes and my fasting sugar is high, would a snack before bed help',
    'gd-fasting-high-bedtime-snack',
  ),
  zh(GDM, '空腹血糖每天早上都5.5，睡前加餐吃什么好', 'gd-fasting-high-bedtime-snack'),
  zh(undefined, '妊娠糖尿病空腹总是偏高，睡前要不要吃点东西', 'gd-fasting-high-bedtime-snack'),
  en(WOMAN, 'what is a healthy bedtime snack?', null),
  en(GDM, 'is it ok to skip breakfast if my fasting is fine?', null),
  // Rice in gestational diabetes (en-091) and brown or cauliflower rice (en-095).
  en(GDM, RICE_PREV, 'gd-rice-portion'),
  en(GDM, 'how much rice can i have per meal with GD?', 'gd-rice-portion'),
  en(undefined, 'gestational diabetes — do I have to give up rice completely?', 'gd-rice-portion'),
  zh(GDM, '妊娠糖尿病还能吃米饭吗？每顿吃多少', 'gd-rice-portion'),
  zh(undefined, '糖妈可以吃大米饭吗', 'gd-rice-portion'),
  en(WOMAN, 'can i still eat rice when trying to lose weight?', null),
  en(GDM, 'is rice milk ok for me?', null),
  en(GDM, 'what about brown rice or cauli rice?', 'gd-brown-or-cauli-rice', RICE_PREV),
  en(GDM, 'is brown rice better for my sugars than white?', 'gd-brown-or-cauli-rice'),
  en(undefined, 'with gestational diabetes can I swap to cauliflower rice?', 'gd-brown-or-cauli-rice'),
  zh(GDM, '糙米饭是不是比白米饭好', 'gd-brown-or-cauli-rice'),
  zh(undefined, '妊娠糖尿病吃杂粮饭可以吗', 'gd-brown-or-cauli-rice'),
  en(WOMAN, 'is brown rice healthier than white rice?', null),
  en(T2, 'is brown rice good in pregnancy?', null),
  // Carbohydrate per meal (en-092).
  en(
    GDM,
    'how many carbs per meal should I have with gestational diabetes? in grams pls',
    'gd-carbs-per-meal',
  ),
  en(GDM, 'how many grams of carbohydrate at breakfast?', 'gd-carbs-per-meal'),
  en(undefined, 'gd diet - how much carbs each meal??', 'gd-carbs-per-meal'),
  zh(GDM, '妊娠糖尿病每餐碳水吃多少克', 'gd-carbs-per-meal'),
  zh(undefined, '妊娠期糖尿病一顿主食吃多少', 'gd-carbs-per-meal'),
  en(MAN, 'how many carbs per meal to lose weight?', null),
  en(GDM, 'can I do keto with no carbs?', null),
  // Fruit with protein (en-096).
  en(GDM, 'what if I eat the mango with greek yogurt?', 'gd-fruit-with-protein', MANGO_PREV),
  en(GDM, 'can i have an apple with peanut butter as a snack?', 'gd-fruit-with-protein'),
  en(undefined, 'gestational diabetes: banana with a handful of nuts ok?', 'gd-fruit-with-protein'),
  zh(GDM, '芒果配无糖酸奶一起吃可以吗', 'gd-fruit-with-protein'),
  zh(undefined, '妊娠糖尿病，苹果配坚果当加餐行不行', 'gd-fruit-with-protein'),
  en(WOMAN, 'is mango with greek yogurt a good breakfast?', null),
  en(T2, 'can I have fruit and yogurt in pregnancy?', null),
  // A relative's high uric acid without gout (en-101).
  en(
    GOUT,
    "my 19 yr old son's uric acid came back 460 at his checkup. should he be on the same diet as me?",
    'relative-high-urate-no-gout',
  ),
  en(
    undefined,
    'my wife has uric acid 7.5 but never had gout, does she need a diet?',
    'relative-high-urate-no-gout',
  ),
  en(
    GOUT,
    'my brother uric acid is 480 — should he take allopurinol like me?',
    'relative-high-urate-no-gout',
  ),
  zh(GOUT, '儿子体检尿酸460，要跟我一样忌口吗', 'relative-high-urate-no-gout'),
  zh(undefined, '老公尿酸500但没痛风过，要不要控制饮食', 'relative-high-urate-no-gout'),
  en(GOUT, 'my son has gout too, what should he eat?', null),
  en(GOUT, 'my uric acid is 520, what diet should i follow?', null),
  // Chicken and eggs with gout (en-102).
  en(GOUT, 'what about chicken and eggs, those ones are ok?', 'gout-everyday-proteins-named', GOUT_PREV),
  en(GOUT, 'can i eat eggs with gout?', 'gout-everyday-proteins-named'),
  en(undefined, 'gout here — is chicken ok or too much purine?', 'gout-everyday-proteins-named'),
  zh(GOUT, '痛风能吃鸡蛋吗', 'gout-everyday-proteins-named'),
  zh(undefined, '尿酸高，鸡肉可以吃吗', 'gout-everyday-proteins-named'),
  en(WOMAN, 'are eggs ok for cholesterol?', null),
  en(GOUT, 'is fried chicken ok?', null),
  zh(GOUT, '豆腐豆浆到底能不能吃 网上一会说能一会说不能', null),
  // Low FODMAP in IBD (en-108).
  en(IBD, "Is the low FODMAP diet worth trying for Crohn's or is that only for IBS?", 'ibd-low-fodmap'),
  en(undefined, 'i have ulcerative colitis, should i go low fodmap?', 'ibd-low-fodmap'),
  en(IBD, 'does low-fodmap help crohns bloating', 'ibd-low-fodmap'),
  zh(IBD, '克罗恩病可以试低FODMAP饮食吗', 'ibd-low-fodmap'),
  zh(undefined, '溃疡性结肠炎要不要吃低fodmap', 'ibd-low-fodmap'),
  en(WOMAN, 'is low FODMAP good for IBS?', null),
  en(MAN, 'what is fodmap?', null),
  // Probiotics in IBD (en-109).
  en(
    IBD,
    'do probiotics actually help colitis? Symprove is £££ so I want to know before I buy',
    'ibd-probiotics',
  ),
  en(undefined, "should I take a probiotic for my crohn's?", 'ibd-probiotics'),
  en(IBD, 'is VSL worth it for UC', 'ibd-probiotics'),
  zh(IBD, '溃疡性结肠炎吃益生菌有用吗', 'ibd-probiotics'),
  zh(undefined, '克罗恩病要不要补益生菌', 'ibd-probiotics'),
  en(WOMAN, 'are probiotics good for bloating?', null),
  en(TRANSPLANT, 'can I take probiotics?', null),
  // Nutrition drinks to gain weight in IBD (en-111).
  en(
    IBD,
    'what about Ensure or Fortisip drinks, are they any good?',
    'ibd-nutrition-drinks-weight-gain',
    CROHN_PREV,
  ),
  en(IBD, 'would fortisip help me gain weight?', 'ibd-nutrition-drinks-weight-gain'),
  en(undefined, "crohn's and underweight — are nutrition drinks ok?", 'ibd-nutrition-drinks-weight-gain'),
  zh(IBD, '克罗恩病体重轻，喝安素有用吗', 'ibd-nutrition-drinks-weight-gain'),
  zh(undefined, '溃疡性结肠炎能喝全营养粉增重吗', 'ibd-nutrition-drinks-weight-gain'),
  en(WOMAN, 'is Ensure good for my grandma?', null),
  en(IBD, 'how do I ensure I get enough protein?', null),
  // Soy and brassicas on levothyroxine (en-114).
  en(
    THYROID,
    'Is soy bad for hypothyroid? I drink soy milk daily. My mother also says no cabbage and gobi for thyroid, is it true?',
    'thyroid-soy-and-brassicas',
  ),
  en(THYROID, 'can I eat broccoli with an underactive thyroid?', 'thyroid-soy-and-brassicas'),
  en(undefined, 'on levothyroxine, is tofu ok?', 'thyroid-soy-and-brassicas'),
  zh(THYROID, '甲减能喝豆浆吗', 'thyroid-soy-and-brassicas'),
  zh(undefined, '吃优甲乐，卷心菜和花菜能吃吗', 'thyroid-soy-and-brassicas'),
  en(WOMAN, 'is soy milk healthy?', null),
  en(THYROID, 'should I eat seaweed for iodine?', null),
  zh(THYROID, '优甲乐早上空腹吃 过多久能吃早饭 我习惯一起床就喝豆浆', null),
  // Gluten in supplements with coeliac disease (en-120).
  en(
    COELIAC,
    "which iron supplements are actually gluten free? I've got Feroglobin from Holland & Barrett, is that safe for coeliacs",
    'coeliac-gluten-in-supplements',
  ),
  en(COELIAC, 'are vitamin tablets gluten free?', 'coeliac-gluten-in-supplements'),
  en(undefined, 'im coeliac, how do i know if my iron pills have gluten', 'coeliac-gluten-in-supplements'),
  zh(COELIAC, '补铁的药片含麸质吗', 'coeliac-gluten-in-supplements'),
  zh(undefined, '乳糜泻，吃钙片要注意麸质吗', 'coeliac-gluten-in-supplements'),
  en(WOMAN, 'is gluten bad for me?', null),
  en(COELIAC, 'is oat milk gluten free?', null),
  // Breathless at meals with COPD (en-128).
  en(
    COPD,
    'I get short of breath after a big meal so I end up eating very little. How can I get more food in?',
    'copd-breathless-at-meals',
  ),
  en(COPD, 'eating makes me breathless, what can i do', 'copd-breathless-at-meals'),
  en(undefined, 'with copd I get winded when I eat, how do I keep my weight up?', 'copd-breathless-at-meals'),
  zh(COPD, '吃饭后就喘，吃不下东西怎么办', 'copd-breathless-at-meals'),
  zh(undefined, '慢阻肺吃饭气短，饭量很小', 'copd-breathless-at-meals'),
  en(WOMAN, 'i feel full after a big meal, is that normal?', null),
  en(MAN, 'short of breath when running, what should I eat before?', null),
  // Prednisone and sweets when underweight (en-130).
  en(
    COPD,
    'does the prednisone raise blood sugar? my daughter keeps hiding my biscuits lol. should I avoid sweets?',
    'steroid-sugar-sweets-underweight',
  ),
  en(COPD, 'will my steroids spike my blood sugar?', 'steroid-sugar-sweets-underweight'),
  en(COPD, 'on prednisone can i still have cake and chocolate', 'steroid-sugar-sweets-underweight'),
  zh(COPD, '吃泼尼松会升血糖吗，甜食要不要戒', 'steroid-sugar-sweets-underweight'),
  zh(COPD, '吃激素能吃饼干吗', 'steroid-sugar-sweets-underweight'),
  en(MAN, 'does prednisone raise blood sugar?', null),
  zh(COPD, '吃激素以后血糖高了点 饭后9点多 要少吃甜的吗', null),
  en(COPD, 'my sugar was low this morning, what should I eat?', null),
  // Whey on a PPI (en-132).
  en(COPD, 'is a whey protein shake ok with my omeprazole?', 'ppi-whey-shake', PROTEIN_PREV),
  en(undefined, 'can i drink protein shakes while on omeprazole', 'ppi-whey-shake'),
  en(COPD, 'whey powder with my stomach tablets fine?', 'ppi-whey-shake'),
  zh(COPD, '想多长点肌肉 老年人能吃蛋白粉吗 肾会不会受不了', null),
  zh(undefined, '吃奥美拉唑，蛋白粉选乳清的还是大豆的', null),
  zh(COPD, '吃奥美拉唑可以喝乳清蛋白粉吗', 'ppi-whey-shake'),
  zh(undefined, '吃奥美拉唑的人能喝蛋白粉吗', 'ppi-whey-shake'),
  en(COPD, "how much protein do I need, I don't want powder", null),
  en(CKD, 'is whey protein ok with omeprazole?', null),
  // Calcium and vitamin D on an aromatase inhibitor (en-135).
  en(
    AI,
    'Should I take calcium and vitamin D for my bones with anastrozole? My DEXA showed osteoporosis',
    'aromatase-inhibitor-calcium-vitamin-d',
  ),
  en(
    undefined,
    'i take letrozole and have osteoporosis, should i be on calcium and vitamin d?',
    'aromatase-inhibitor-calcium-vitamin-d',
  ),
  en(AI, 'do i need a calcium supplement with arimidex', 'aromatase-inhibitor-calcium-vitamin-d'),
  zh(AI, '吃阿那曲唑要补钙和维生素D吗', 'aromatase-inhibitor-calcium-vitamin-d'),
  zh(undefined, '吃来曲唑骨质疏松，钙片怎么吃', 'aromatase-inhibitor-calcium-vitamin-d'),
  en(WOMAN, 'should I take calcium and vitamin D for my bones?', null),
  en(AI, 'I have kidney stones, should I take calcium with anastrozole?', null),
  zh(AI, '吃阿那曲唑 骨密度低 钙和维D一天各补多少', null),
  // Alcohol after breast cancer (en-136).
  en(
    AI,
    'is a glass of wine with dinner ok after breast cancer? my book club always has a bottle open',
    'breast-cancer-alcohol',
  ),
  en(undefined, 'I had breast cancer, can I still drink alcohol?', 'breast-cancer-alcohol'),
  en(AI, 'is prosecco at a party ok on anastrozole', 'breast-cancer-alcohol'),
  zh(AI, '乳腺癌术后能喝红酒吗', 'breast-cancer-alcohol'),
  zh(undefined, '吃他莫昔芬可以喝酒吗', 'breast-cancer-alcohol'),
  en(WOMAN, 'is a glass of wine with dinner ok?', null),
  en(AI, 'how much water should I drink a day?', null),
  // Flax and soy on endocrine therapy (en-137).
  en(
    AI,
    'I put ground flaxseed in my oatmeal every day, does that help or hurt with anastrozole?',
    'endocrine-therapy-flax-or-soy',
  ),
  en(undefined, 'on tamoxifen, is linseed ok to eat?', 'endocrine-therapy-flax-or-soy'),
  en(AI, 'can i eat flax seeds on arimidex', 'endocrine-therapy-flax-or-soy'),
  zh(AI, '吃阿那曲唑可以吃亚麻籽吗', 'endocrine-therapy-flax-or-soy'),
  zh(undefined, '乳腺癌吃来曲唑，亚麻籽粉能吃吗', 'endocrine-therapy-flax-or-soy'),
  en(WOMAN, 'is flaxseed good for constipation?', null),
  en(AI, 'should I take soy isoflavone supplements for hot flushes?', null),
  // Intermittent fasting on endocrine therapy (en-139).
  en(
    AI,
    'is intermittent fasting ok with my meds? like 16:8',
    'aromatase-inhibitor-intermittent-fasting',
    LOSE_PREV,
  ),
  en(AI, 'can I do 16/8 on anastrozole?', 'aromatase-inhibitor-intermittent-fasting'),
  en(undefined, 'on tamoxifen, is intermittent fasting safe', 'aromatase-inhibitor-intermittent-fasting'),
  zh(AI, '吃阿那曲唑可以16:8轻断食吗', 'aromatase-inhibitor-intermittent-fasting'),
  zh(undefined, '乳腺癌吃来曲唑，间歇性断食行不行', 'aromatase-inhibitor-intermittent-fasting'),
  en(WOMAN, 'is intermittent fasting good for weight loss?', null),
  en(AI, 'should I take anastrozole in the morning or at night?', null),
  // Liver-friendly cooking (en-143).
  en(
    HBV,
    'what foods are good for the liver? my wife wants to cook more liver friendly, we eat a lot of fried rice and siu mei',
    'liver-friendly-cooking',
  ),
  en(HBV, 'what is good for my liver to eat?', 'liver-friendly-cooking'),
  en(undefined, 'I have hepatitis B, what foods are good for the liver?', 'liver-friendly-cooking'),
  zh(HBV, '乙肝吃什么护肝', 'liver-friendly-cooking'),
  zh(undefined, '转氨酶高，吃什么对肝好', 'liver-friendly-cooking'),
  en(WOMAN, 'is liver good for iron?', null),
  en(HBV, 'is milk thistle good for the liver?', null),
  zh(HBV, '护肝片 水飞蓟宾 要不要吃点', null),
  // Brewed green tea, not the extract (en-144).
  en(
    HBV,
    'is regular green tea ok tho even if the extract isnt? I drink like 3 cups at work',
    'brewed-green-tea-not-extract',
  ),
  en(HBV, 'can i still drink green tea, a couple cups a day?', 'brewed-green-tea-not-extract'),
  en(
    undefined,
    'i stopped green tea extract for my liver, is normal green tea fine?',
    'brewed-green-tea-not-extract',
  ),
  zh(HBV, '绿茶提取物不能吃，那平时泡的绿茶能喝吗', 'brewed-green-tea-not-extract'),
  zh(undefined, '乙肝可以每天喝几杯绿茶吗', 'brewed-green-tea-not-extract'),
  en(WOMAN, 'is green tea good for weight loss?', null),
  en(HBV, 'are green tea capsules ok?', null),
  // Rivaroxaban and food (en-150).
  en(
    XARELTO,
    'Should the rivaroxaban be taken with food? Some days I take it first thing before breakfast',
    'rivaroxaban-with-food',
  ),
  en(undefined, 'xarelto 20 mg — empty stomach or with a meal?', 'rivaroxaban-with-food'),
  en(XARELTO, 'do I need to eat when I take my xarelto', 'rivaroxaban-with-food'),
  zh(XARELTO, '利伐沙班要随餐吃吗', 'rivaroxaban-with-food'),
  zh(undefined, '拜瑞妥空腹吃可以吗', 'rivaroxaban-with-food'),
  en(WARFARIN, 'should I take warfarin with food?', null),
  en(XARELTO, 'can I eat grapefruit with rivaroxaban?', null),
  // Fish oil alone on a DOAC (en-152).
  en(XARELTO, 'what about just the fish oil on its own?', 'doac-fish-oil-alone', SUPPS_PREV),
  en(undefined, 'on eliquis, is fish oil ok?', 'doac-fish-oil-alone'),
  en(XARELTO, 'can i keep only the omega 3?', 'doac-fish-oil-alone'),
  zh(XARELTO, '吃利伐沙班，只吃鱼油可以吗', 'doac-fish-oil-alone'),
  zh(undefined, '吃阿哌沙班还能吃鱼油吗', 'doac-fish-oil-alone'),
  en(WARFARIN, 'what about just the fish oil?', null),
  en(WOMAN, 'is fish oil good for my heart?', null),
  // Vitamin D dose on an anticoagulant (en-153).
  en(XARELTO, 'what dose should I take?', 'anticoagulant-vitamin-d-dose', VITD_PREV),
  en(XARELTO, 'how much vitamin d can i take with xarelto?', 'anticoagulant-vitamin-d-dose'),
  en(undefined, 'on apixaban, what dose of vitamin D3 is safe?', 'anticoagulant-vitamin-d-dose'),
  zh(XARELTO, '吃利伐沙班，维生素D吃多少', 'anticoagulant-vitamin-d-dose'),
  zh(undefined, '吃拜瑞妥，维生素D一天吃多少单位', 'anticoagulant-vitamin-d-dose'),
  en(WOMAN, 'how much vitamin D should I take?', null),
  en(XARELTO, 'can I take 50000 IU vitamin D weekly?', null),
  // Metallic taste on metronidazole (en-156).
  en(
    FLAGYL,
    'this metronidazole leaves the worst metallic taste in my mouth ugh 🤢 anything that helps? gum? lemon?',
    'metronidazole-metallic-taste',
  ),
  en(undefined, 'flagyl gives me a metal taste, how do i get rid of it', 'metronidazole-metallic-taste'),
  en(FLAGYL, 'everything tastes like metal, what can i eat', 'metronidazole-metallic-taste'),
  zh(FLAGYL, '吃甲硝唑嘴里一股金属味怎么办', 'metronidazole-metallic-taste'),
  zh(undefined, '吃替硝唑嘴里有金属味，能嚼口香糖吗', 'metronidazole-metallic-taste'),
  en(WOMAN, 'I have a metallic taste in my mouth, why?', null),
  en(FLAGYL, 'can I eat spicy food on metronidazole?', null),
  // Metronidazole and food (en-158; merged into metronidazole-metallic-taste).
  en(
    FLAGYL,
    'do I take flagyl with food or on an empty stomach? it makes me feel sick',
    'metronidazole-metallic-taste',
  ),
  en(
    undefined,
    'metronidazole makes me nauseous, should I take it after eating?',
    'metronidazole-metallic-taste',
  ),
  en(FLAGYL, 'metronidazole before or after meals?', 'metronidazole-metallic-taste'),
  zh(FLAGYL, '甲硝唑饭前吃还是饭后吃', 'metronidazole-metallic-taste'),
  zh(undefined, '吃甲硝唑恶心，要不要随餐吃', 'metronidazole-metallic-taste'),
  en(WOMAN, 'should I take ibuprofen with food?', null),
  en(FLAGYL, 'can I have a beer after metronidazole?', null),
  // Kombucha and hidden alcohol on metronidazole (en-159).
  en(FLAGYL, 'what about kombucha?', 'metronidazole-kombucha-hidden-alcohol', DRINK_PREV),
  en(undefined, 'can i drink kombucha on flagyl', 'metronidazole-kombucha-hidden-alcohol'),
  en(FLAGYL, 'is non-alcoholic beer ok while on metronidazole?', 'metronidazole-kombucha-hidden-alcohol'),
  zh(FLAGYL, '吃甲硝唑能喝康普茶吗', 'metronidazole-kombucha-hidden-alcohol'),
  zh(undefined, '甲硝唑期间红茶菌可以喝吗', 'metronidazole-kombucha-hidden-alcohol'),
  en(WOMAN, 'is kombucha good for gut health?', null),
  en(TRANSPLANT, 'can I drink kombucha?', null),
  // Probiotics with an antibiotic: whether (en-157), which and when (en-160) — one merged row.
  en(FLAGYL, PROBIOTIC_PREV, 'antibiotic-probiotic-which-when'),
  en(undefined, 'should I take a probiotic while on amoxicillin?', 'antibiotic-probiotic-which-when'),
  en(FLAGYL, 'do i need probiotics during this antibiotic course', 'antibiotic-probiotic-which-when'),
  zh(FLAGYL, '吃甲硝唑要不要吃益生菌', 'antibiotic-probiotic-which-when'),
  zh(undefined, '吃抗生素要同时吃益生菌吗', 'antibiotic-probiotic-which-when'),
  en(WOMAN, 'are probiotics worth taking?', null),
  en(TRANSPLANT, 'should I take probiotics with my antibiotics?', null),
  en(FLAGYL, 'which probiotic and when should I take it?', 'antibiotic-probiotic-which-when', PROBIOTIC_PREV),
  en(
    undefined,
    'which probiotic is best with antibiotics and how far apart?',
    'antibiotic-probiotic-which-when',
  ),
  en(FLAGYL, 'when do I take the probiotic, same time as flagyl?', 'antibiotic-probiotic-which-when'),
  zh(FLAGYL, '益生菌和甲硝唑要间隔多久吃', 'antibiotic-probiotic-which-when'),
  zh(undefined, '吃抗生素的时候选哪种益生菌', 'antibiotic-probiotic-which-when'),
  zh(
    FLAGYL,
    '益生菌胶囊要跟甲硝唑隔多久吃',
    'antibiotic-probiotic-which-when',
    '吃甲硝唑能喝酸奶吗 想补点益生菌',
  ),
  en(WOMAN, 'which probiotic is best for bloating?', null),
  en(TRANSPLANT, 'which probiotic should I take with my antibiotic?', null),
];

describe('blind answer round 24 batch enb, en-US declined and neighbouring answers (development data)', () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, rowsOf(ROUND24_ENB_FAQ), {
        nullMayBeUrgent: true,
      });
    },
    30_000,
  );

  it('works out what the person named: the reading, the relative and value, the foods, the fruit, the dose', () => {
    const fasting = askAs(
      en(GDM, 'fasting was 5.1 today, is there a bedtime snack that helps keep it there?', null),
    );
    expect(fasting.text).toMatch(/5\.1 mmol\/L is within/);
    const high = askAs(
      en(GDM, 'my fasting is 5.6 every morning, is there a bedtime snack that helps?', null),
    );
    expect(high.text).toMatch(/5\.6 mmol\/L is above/);
    const son = askAs(
      en(
        GOUT,
        "my 19 yr old son's uric acid came back 460 at his checkup. should he be on the same diet as me?",
        null,
      ),
    );
    expect(son.text).toMatch(/460 µmol\/L \(about 7\.7 mg\/dL\)/);
    expect(son.text).toMatch(/your son/);
    expect(son.text).not.toMatch(/Keep taking urate-lowering medicine/);
    const eggs = askAs(en(GOUT, 'can i eat eggs with gout?', null));
    expect(eggs.text).toMatch(/\*\*Eggs\*\*/);
    expect(eggs.text).not.toMatch(/\*\*Chicken\*\*/);
    const mango = askAs(en(GDM, 'what if I eat the mango with greek yogurt?', null, MANGO_PREV));
    expect(mango.text).toMatch(/mango/);
    const apple = askAs(en(GDM, 'can i have an apple with peanut butter as a snack?', null));
    const body = apple.text.split('_Source')[0]!;
    expect(body).toMatch(/apple with peanut butter/);
    expect(body).not.toMatch(/mango|yoghurt/i);
    const ten = askAs(en(undefined, 'xarelto 10 mg — empty stomach or with a meal?', null));
    expect(ten.text).toMatch(/10 mg can be taken with or without food/);
    const fish = askAs(en(XARELTO, 'what about just the fish oil on its own?', null, SUPPS_PREV));
    expect(fish.text).toMatch(/notoginseng, nattokinase and ginkgo/);
    expect(fish.text).not.toMatch(/warfarin|vitamin E/i);
    const eliquis = askAs(en(undefined, 'on eliquis, is fish oil ok?', null));
    expect(eliquis.text).not.toMatch(/notoginseng|ginkgo/);
  }, 30_000);
});

// Blind answer round 25 zh-085 (development data once reported): the liver-cooking row's words assumed
// hepatitis B and an antiviral for anyone with liver disease; a man three weeks sober with a high GGT asked
// whether black coffee protects the liver.
describe('the liver-friendly answer assumes no hepatitis B', () => {
  it.each([
    zh(
      'disulfiram, three weeks sober, thiamine, sertraline',
      '听说黑咖啡护肝，我能喝吗',
      'liver-friendly-cooking',
      '体检MCV 104，GGT也高，戒了酒多久能降下来？吃什么对肝恢复好',
    ),
    en(
      'disulfiram, three weeks sober, thiamine, sertraline',
      'what foods are good for my liver now?',
      'liver-friendly-cooking',
    ),
  ])(
    '$locale "$text"',
    (c) => {
      const r = askAs(c);
      expect(faqIdsOf(r)).toContain('liver-friendly-cooking');
      expect(r.text).not.toMatch(/乙肝加上|hepatitis B and raised|Keep taking your antiviral/);
      expect(r.text).toMatch(c.locale === 'zh-CN' ? /咖啡可以喝/ : /coffee is fine/);
    },
    30_000,
  );
});
