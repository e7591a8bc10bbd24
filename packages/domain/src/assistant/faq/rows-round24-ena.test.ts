import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, zhCase as zh, type RowCase, expectRowCase, rowsOf } from './testing';
import {
  WOMAN,
  MAN,
  T2,
  INSULIN,
  SPIRO,
  DIALYSIS,
  PLANNING,
  VALPROATE,
  KIDNEY as CKD,
} from './testing-personas';
import { ROUND24_ENA_FAQ } from './rows-round24-ena';

const CLOZ = 'clozapine, obesity, type 2 diabetes, smoker';
const PREG24 = 'pregnant at week 24, gaining above the range';
const CIRR = 'cirrhosis with ascites';
const TB = 'tuberculosis on isoniazid and rifampicin';
const LAMO = 'lamotrigine, pregnant t1, folic acid 400 µg';
const B12 = 'folate and B12 low';
const BARI = 'bariatric surgery on omeprazole with calcium carbonate, weight loss asked';
const CBZ = 'epilepsy on carbamazepine';
const GDM = 'gestational diabetes t2';

const TB_FOOD_PREV =
  'Good evening. I am on TB drugs isoniazid and rifampicin. Should I take them on empty stomach or with food? They are giving me nausea.';
const TB_GAIN_PREV =
  'I have lost plenty weight, now 55kg and I am 170cm. What should I eat to gain it back during the TB treatment? I mostly eat eba and egusi';
const B6_PREV =
  'they gave me vitamin B6 along with the TB tablets. why do I need it and how much should I take';
const PHOS_PREV = 'phosphate came back 2.1 at the unit. which foods are the worst ones for phosphorus';
const SALT_PREV =
  'I have cirrhosis and they drain the fluid off my belly every few weeks. How much salt am I allowed a day?';
const CBZ_FOLIC_PREV =
  "i'm on carbamazepine and the pill. should I be taking folic acid anyway just in case?";
const LAMO_PREV =
  "I'm 8 weeks pregnant and on lamotrigine. Only taking folic acid 400 mcg. Is that enough or should it be higher?";
const FOLIC_PREV = "We've just started trying for a baby. When should I start folic acid and how much?";
const K_PREV =
  'My doctor has me on spironolactone 25 mg and lisinopril 20 mg. Do I need to watch my potassium? I eat a banana every morning with my cereal.';
const B12_TABS_PREV = "Do I need B12 injections or will tablets work since I'm on omeprazole?";
const HAIR_PREV = 'my hair is falling out in clumps 8 months post op, which vitamin am I missing?';
const CAL_PREV =
  'im on clozapine + metformin and ive put on about 30 kg since starting the cloz. how many calories a day should i be eating to actually lose weight';

// Blind answer round 24's en-US declined and neighbouring answers, batch ena (development data): each class as the
// round asked it (same persona, same earlier message), then in other words — everyday words, a typo, mixed
// language — and in Chinese where the row covers it; null where the row must not answer (same words, another
// question; a person it is not for).
const CASES: readonly RowCase[] = [
  // TB tablets and food (en-049, en-056).
  en(TB, TB_FOOD_PREV, 'tb-tablets-empty-stomach-or-food'),
  en(
    TB,
    'what if I take them with just tea and bread, is that still bad?',
    'tb-tablets-empty-stomach-or-food',
    TB_FOOD_PREV,
  ),
  en(
    undefined,
    'do i take my rifampin before or after breakfast? it makes me sick',
    'tb-tablets-empty-stomach-or-food',
  ),
  en(TB, 'can I swallow my tb tablets with food?', 'tb-tablets-empty-stomach-or-food'),
  zh(TB, '异烟肼和利福平要空腹吃吗？吃了恶心', 'tb-tablets-empty-stomach-or-food'),
  zh(undefined, '抗结核药饭前吃还是饭后吃', 'tb-tablets-empty-stomach-or-food'),
  en(WOMAN, 'should I take my vitamins on an empty stomach or with food?', null),
  en(TB, 'can I take the vitamin B6 with food?', null),
  // Tyramine and histamine foods on isoniazid (en-053).
  en(
    TB,
    'Someone told me to avoid cheese and certain fish when taking isoniazid. Is that true? Which fish',
    'isoniazid-cheese-and-fish',
  ),
  en(undefined, 'on isoniazid - is tuna ok to eat?', 'isoniazid-cheese-and-fish'),
  en(TB, 'can i eat mackerel with my INH tablets', 'isoniazid-cheese-and-fish'),
  zh(TB, '吃异烟肼能吃奶酪吗', 'isoniazid-cheese-and-fish'),
  zh(undefined, '吃异烟肼期间哪些鱼不能吃', 'isoniazid-cheese-and-fish'),
  en(WOMAN, 'is cheese ok to eat every day?', null),
  en(TB, 'can I take fish oil with isoniazid?', null),
  // B6 with the TB tablets (en-054).
  en(TB, 'should I take it same time as the TB drugs or separate?', 'tb-tablets-with-b6-timing', B6_PREV),
  en(TB, 'can I take the pyridoxine together with my isoniazid?', 'tb-tablets-with-b6-timing'),
  en(
    undefined,
    'on TB meds - do i take the vitamin b6 at the same time or apart?',
    'tb-tablets-with-b6-timing',
  ),
  zh(TB, '维生素B6和结核药可以一起吃吗', 'tb-tablets-with-b6-timing'),
  zh(undefined, '吃异烟肼，维生素B6要不要分开吃', 'tb-tablets-with-b6-timing'),
  en(WOMAN, 'can I take vitamin B6 and magnesium at the same time?', null),
  en(TB, 'how much vitamin B6 should I take?', null),
  // Regaining weight during TB treatment (en-051) and a nutrition drink (en-055).
  en(TB, TB_GAIN_PREV, 'tb-regain-weight-foods'),
  en(
    TB,
    "i've lost a lot of weight since the TB started, what foods should I eat to put it back on?",
    'tb-regain-weight-foods',
  ),
  en(
    undefined,
    'on rifampicin for tb and losing weight, what should i eat to gain?',
    'tb-regain-weight-foods',
  ),
  zh(TB, '得了结核瘦了很多，吃什么能长胖', 'tb-regain-weight-foods'),
  zh(undefined, '结核治疗期间体重掉了，怎么吃增重', 'tb-regain-weight-foods'),
  en(MAN, 'what should I eat to lose weight?', null),
  en(TB, 'can I take protein drink like Ensure or Complan to help?', 'tb-nutrition-drink', TB_GAIN_PREV),
  en(TB, "I'm underweight on TB treatment, should I drink Ensure?", 'tb-nutrition-drink'),
  en(undefined, 'TB has made me lose weight, would Complan shakes help me gain?', 'tb-nutrition-drink'),
  zh(TB, '结核病瘦了很多，能喝安素增重吗', 'tb-nutrition-drink'),
  zh(undefined, '肺结核体重掉了，喝营养粉安素有用吗', 'tb-nutrition-drink'),
  en(WOMAN, 'is Ensure good for weight loss?', null),
  en(CKD, "I've lost weight, can I drink Ensure?", null),
  // Phosphate foods and cola on dialysis, a phosphate typed (en-034, en-039).
  en(DIALYSIS, PHOS_PREV, 'dialysis-high-phosphate-foods-milk'),
  en(
    DIALYSIS,
    'is coke bad for that too? i have a can with my lunch most days',
    'dialysis-high-phosphate-foods-milk',
    PHOS_PREV,
  ),
  en(
    DIALYSIS,
    'my phosphorus was 1.9 on dialysis, what foods should i avoid?',
    'dialysis-high-phosphate-foods-milk',
  ),
  en(
    undefined,
    "I'm on dialysis and my phosphate is high, is pepsi ok?",
    'dialysis-high-phosphate-foods-milk',
  ),
  zh(DIALYSIS, '透析血磷2.1，哪些食物含磷最高', 'dialysis-high-phosphate-foods-milk'),
  zh(undefined, '我在透析，血磷高，可乐能不能喝', 'dialysis-high-phosphate-foods-milk'),
  en(WOMAN, 'is coke bad for my teeth?', null),
  en(DIALYSIS, 'should I take my phosphate binder with meals?', null),
  // Bread and cheese in a cirrhosis salt limit (en-046).
  en(
    CIRR,
    "does that include bread and cheese? there's salt in literally everything",
    'cirrhosis-salt-in-bread-and-cheese',
    SALT_PREV,
  ),
  en(CIRR, 'with my ascites, how much salt is in bread?', 'cirrhosis-salt-in-bread-and-cheese'),
  en(
    undefined,
    'I have cirrhosis on a low salt diet, can I still have cheese?',
    'cirrhosis-salt-in-bread-and-cheese',
  ),
  zh(CIRR, '肝硬化限盐，面包和奶酪也算吗', 'cirrhosis-salt-in-bread-and-cheese'),
  zh(undefined, '肝硬化腹水，盐要少吃，挂面里的盐也算吗', 'cirrhosis-salt-in-bread-and-cheese'),
  en(WOMAN, 'how much salt is in bread?', null),
  en(CIRR, 'can I eat cheese for protein?', null),
  // Alcohol on an antiseizure medicine (en-084).
  en(
    CBZ,
    'Can I drink on a night out with carbamazepine? Like 3 or 4 vodka cranberries',
    'antiseizure-alcohol-amount',
  ),
  en(CBZ, 'is it ok to have a couple of beers on tegretol?', 'antiseizure-alcohol-amount'),
  en(
    undefined,
    "i have epilepsy and take keppra, can i drink alcohol at my friend's party?",
    'antiseizure-alcohol-amount',
  ),
  zh(CBZ, '吃卡马西平能喝点酒吗', 'antiseizure-alcohol-amount'),
  zh(undefined, '我有癫痫在吃拉莫三嗪，周末能喝两杯啤酒吗', 'antiseizure-alcohol-amount'),
  en(VALPROATE, 'can I drink alcohol with valproate?', null),
  en(WOMAN, 'can I drink on a night out? like 3 or 4 vodka cranberries', null),
  // Folic acid dose on an antiseizure medicine (en-088) and 5 mg in pregnancy (en-063).
  en(CBZ, 'what dose? the 400 one from the pharmacy?', 'antiseizure-folic-acid-dose', CBZ_FOLIC_PREV),
  en(CBZ, 'how much folic acid should I take on carbamazepine?', 'antiseizure-folic-acid-dose'),
  en(
    undefined,
    "i'm on lamotrigine, is the 400 mcg folic acid the right dose?",
    'antiseizure-folic-acid-dose',
  ),
  zh(CBZ, '吃卡马西平，叶酸吃多少', 'antiseizure-folic-acid-dose'),
  zh(undefined, '有癫痫，吃叶酸要什么剂量', 'antiseizure-folic-acid-dose'),
  en(PLANNING, 'how much folic acid should I take?', null),
  en(CBZ, 'how much vitamin D should I take?', null),
  en(
    LAMO,
    '5 mg sounds like a lot, is that safe for the baby?',
    'antiseizure-folic-acid-5mg-safe',
    LAMO_PREV,
  ),
  en(LAMO, 'is 5mg folic acid too much for my baby?', 'antiseizure-folic-acid-5mg-safe'),
  en(
    undefined,
    'on lamictal and pregnant, is the high dose folic acid safe?',
    'antiseizure-folic-acid-5mg-safe',
  ),
  zh(LAMO, '叶酸5毫克会不会太多，对胎儿安全吗', 'antiseizure-folic-acid-5mg-safe'),
  zh(undefined, '吃拉莫三嗪怀孕了，医生让吃5mg叶酸，这么多安全吗', 'antiseizure-folic-acid-5mg-safe'),
  en(WOMAN, 'is 5 mg of melatonin safe?', null),
  en(T2, 'is 5 mg folic acid safe for the baby?', null),
  // Vitamin D and iodine beside folic acid in pregnancy (en-062).
  en(
    LAMO,
    'do i need vitamin D and iodine too or is the folic acid enough by itself',
    'pregnancy-vitamin-d-iodine-beside-folic',
  ),
  en(
    T2,
    "i'm pregnant, is folic acid enough or do i need iodine as well?",
    'pregnancy-vitamin-d-iodine-beside-folic',
  ),
  en(
    undefined,
    '12 weeks pregnant - do I need vitamin d too or just folic?',
    'pregnancy-vitamin-d-iodine-beside-folic',
  ),
  zh(LAMO, '怀孕了，光吃叶酸够不够，还要补碘吗', 'pregnancy-vitamin-d-iodine-beside-folic'),
  zh(undefined, '孕期除了叶酸还需要维生素D吗', 'pregnancy-vitamin-d-iodine-beside-folic'),
  en(WOMAN, 'is folic acid enough or do I need vitamin D?', null),
  en(T2, 'do I need iron too or is folic acid enough?', null),
  // Folic acid after a positive test (en-031).
  en(
    PLANNING,
    'and do I keep taking it once I actually get a BFP?',
    'folic-acid-after-positive-test',
    FOLIC_PREV,
  ),
  en(
    PLANNING,
    'do I keep taking folic acid after a positive pregnancy test?',
    'folic-acid-after-positive-test',
  ),
  en(undefined, 'once I get pregnant should I continue the folic acid?', 'folic-acid-after-positive-test'),
  zh(PLANNING, '验孕阳性以后叶酸还要继续吃吗', 'folic-acid-after-positive-test'),
  zh(undefined, '怀上了叶酸还要接着吃吗', 'folic-acid-after-positive-test'),
  zh(undefined, '验孕棒两条杠了，叶酸一直没吃，现在吃还有用吗', null),
  zh(T2, '怀孕了吃着孕妇维生素，维D和鱼油还要单独吃吗', null),
  en(PLANNING, 'when should I start folic acid?', null),
  en(WOMAN, 'once I get my period should I stop iron?', null),
  // A multivitamin or a prenatal before pregnancy (en-026).
  en(
    PLANNING,
    'is a normal multivitamin enough or do i need a proper prenatal like Pregnacare or Elevit?',
    'preconception-multivitamin-or-prenatal',
  ),
  en(
    PLANNING,
    'trying to conceive - can I just take centrum or do I need a prenatal?',
    'preconception-multivitamin-or-prenatal',
  ),
  en(
    undefined,
    'do i need pregnacare conception or is a regular multi ok while ttc?',
    'preconception-multivitamin-or-prenatal',
  ),
  zh(PLANNING, '备孕吃普通复合维生素可以吗，还是要孕妇专用的', 'preconception-multivitamin-or-prenatal'),
  zh(undefined, '备孕的时候善存可以代替爱乐维吗', 'preconception-multivitamin-or-prenatal'),
  en(T2, 'can I take a regular multivitamin instead of my prenatal?', null),
  en(WOMAN, 'which multivitamin is best?', null),
  // The pineapple-core implantation myth (en-030).
  en(
    PLANNING,
    'my group chat swears eating pineapple core after ovulation helps implantation 🍍 is that a real thing or a myth',
    'pineapple-core-implantation-myth',
  ),
  en(undefined, 'does pineapple help with implantation during the 2ww?', 'pineapple-core-implantation-myth'),
  en(WOMAN, 'should I eat pineapple after my IVF transfer?', 'pineapple-core-implantation-myth'),
  zh(PLANNING, '排卵后吃菠萝芯能帮助着床吗', 'pineapple-core-implantation-myth'),
  zh(undefined, '听说吃凤梨有助于受孕，是真的吗', 'pineapple-core-implantation-myth'),
  en(WOMAN, 'how much sugar is in pineapple?', null),
  en(INSULIN, 'will pineapple spike my blood sugar?', null),
  // Keto in pregnancy (en-011).
  en(
    PREG24,
    'Is it ok to go low carb while pregnant to slow the weight gain down? Thinking of doing something keto-ish',
    'pregnancy-keto-low-carb',
  ),
  en(T2, 'can I do keto while pregnant?', 'pregnancy-keto-low-carb'),
  en(undefined, "i'm 20 weeks pregnant, is cutting carbs ok?", 'pregnancy-keto-low-carb'),
  zh(PREG24, '怀孕了可以吃生酮饮食控制体重吗', 'pregnancy-keto-low-carb'),
  zh(undefined, '孕期能不能低碳水减肥', 'pregnancy-keto-low-carb'),
  en(MAN, 'is keto good for weight loss?', null),
  en(WOMAN, 'is low carb ok for weight loss?', null),
  // A gestational-diabetes breakfast (en-089).
  en(
    GDM,
    'Just got diagnosed with GD at 26 weeks, diet controlled. What should breakfast look like? Cereal spikes me every time',
    'gestational-diabetes-breakfast',
  ),
  en(GDM, 'what can I eat for breakfast with gestational diabetes?', 'gestational-diabetes-breakfast'),
  en(undefined, 'gdm breakfast ideas that wont spike me?', 'gestational-diabetes-breakfast'),
  zh(GDM, '妊娠糖尿病早餐吃什么好', 'gestational-diabetes-breakfast'),
  zh(undefined, '查出妊娠期糖尿病，早饭怎么吃', 'gestational-diabetes-breakfast'),
  en(T2, 'what should breakfast look like in pregnancy?', null),
  en(INSULIN, 'what should I eat for breakfast?', null),
  // A couple of beers on blood-pressure tablets (en-020).
  en(
    SPIRO,
    'Can I have a couple of beers at the weekend with these blood pressure tablets? Watching the football with my son',
    'bp-tablets-couple-of-drinks',
  ),
  en(SPIRO, 'is a glass of wine ok with my lisinopril?', 'bp-tablets-couple-of-drinks'),
  en(undefined, "i'm on ramipril, can I have a few pints at the pub? like 5", 'bp-tablets-couple-of-drinks'),
  zh(SPIRO, '吃螺内酯和赖诺普利，能喝两瓶啤酒吗', 'bp-tablets-couple-of-drinks'),
  zh(undefined, '在吃贝那普利，周末能喝点啤酒吗', 'bp-tablets-couple-of-drinks'),
  en(MAN, 'can I have a couple of beers at the weekend?', null),
  en(CKD, 'can I have a beer with my blood pressure tablets?', null),
  // The potassium foods named on spironolactone with an ACE inhibitor (en-022).
  en(
    SPIRO,
    'what about orange juice and potatoes then? I have a big glass of OJ every morning',
    'spironolactone-ace-potassium-foods-named',
    K_PREV,
  ),
  en(
    SPIRO,
    'on spironolactone - how much potassium is in a potato? do i need to cut potatoes?',
    'spironolactone-ace-potassium-foods-named',
  ),
  en(
    undefined,
    'I take lisinopril and spironolactone, is a banana a day too much potassium?',
    'spironolactone-ace-potassium-foods-named',
  ),
  zh(SPIRO, '吃螺内酯，香蕉和土豆含钾高，还能吃吗', 'spironolactone-ace-potassium-foods-named'),
  zh(undefined, '吃螺内酯和贝那普利，每天一杯橙汁会不会钾太高', 'spironolactone-ace-potassium-foods-named'),
  en(WOMAN, 'is orange juice high in potassium?', null),
  en(CKD, 'how much potassium is in a potato?', null),
  // B12 tablets with a PPI, eggs and milk, the daily dose (en-070, en-071, en-072).
  en(
    B12,
    'Can I take the B12 at the same time as my omeprazole in the morning?',
    'b12-tablet-with-ppi-timing',
  ),
  en(undefined, 'should i space my b12 tablet apart from my nexium?', 'b12-tablet-with-ppi-timing'),
  en(WOMAN, 'can I take vitamin B12 together with pantoprazole?', 'b12-tablet-with-ppi-timing'),
  zh(B12, '维生素B12和奥美拉唑可以同时吃吗', 'b12-tablet-with-ppi-timing'),
  zh(undefined, '甲钴胺要和雷贝拉唑隔开吃吗', 'b12-tablet-with-ppi-timing'),
  en(WOMAN, 'can I take B12 with coffee?', null),
  en(B12, 'can I take my omeprazole with food?', null),
  en(
    B12,
    'and for B12, are eggs and milk enough?',
    'b12-low-eggs-and-milk-enough',
    'what foods are high in folate? i dont eat much greens honestly',
  ),
  en(B12, 'my b12 is low, can I just eat more eggs instead of tablets?', 'b12-low-eggs-and-milk-enough'),
  en(undefined, 'on metformin with low b12 - is milk enough to fix it?', 'b12-low-eggs-and-milk-enough'),
  zh(B12, '维生素B12低，多吃鸡蛋牛奶够不够', 'b12-low-eggs-and-milk-enough'),
  zh(undefined, '吃二甲双胍B12偏低，食补够吗', 'b12-low-eggs-and-milk-enough'),
  en(WOMAN, 'are eggs a good source of B12?', null),
  en(B12, 'are eggs and milk good for folate?', null),
  // A multivitamin for the deficiency is rows-round24-zha.ts multivitamin-not-enough-for-deficiency's class.
  en(B12, 'my b12 is low, is a multivitamin enough?', null),
  zh(B12, '缺b12吃复合维生素够吗', null),
  en(B12, 'what dose of tablets then, 1000 mcg? every day?', 'b12-tablet-dose-daily', B12_TABS_PREV),
  en(B12, 'how much B12 should I take a day, 1000 mcg?', 'b12-tablet-dose-daily'),
  en(
    undefined,
    "i'm on omeprazole and my b12 is low, do i take a 1000 mcg tablet daily?",
    'b12-tablet-dose-daily',
  ),
  zh(B12, 'B12片每天吃多少，1000微克吗', 'b12-tablet-dose-daily'),
  zh(undefined, '吃奥美拉唑B12低，B12片剂量多少', 'b12-tablet-dose-daily'),
  en(WOMAN, 'how much B12 should I take a day?', null),
  en(B12, 'how much folic acid should I take a day?', null),
  // After bariatric surgery: which multivitamin, drinking with meals, hair loss and biotin (en-076/077/078/080).
  en(
    BARI,
    'Which bariatric multi should I get, Bariatric Advantage or Celebrate? Or is regular Centrum enough?',
    'bariatric-multivitamin-which',
  ),
  en(BARI, 'is one centrum a day enough after my sleeve?', 'bariatric-multivitamin-which'),
  en(undefined, 'had gastric bypass, what multivitamin should I take?', 'bariatric-multivitamin-which'),
  zh(BARI, '减重手术后吃善存够吗', 'bariatric-multivitamin-which'),
  zh(undefined, '做了袖状胃切除，复合维生素怎么选', 'bariatric-multivitamin-which'),
  en(WOMAN, 'is Centrum enough?', null),
  en(BARI, 'can I take biotin for my hair?', 'bariatric-hair-loss'),
  en(
    BARI,
    "When can I drink with meals again? They told me to wait 30 min but it's really hard",
    'bariatric-drinking-with-meals',
  ),
  en(
    BARI,
    'do I still have to wait 30 minutes after eating to drink water?',
    'bariatric-drinking-with-meals',
  ),
  en(undefined, 'after my gastric sleeve can I drink water with food now?', 'bariatric-drinking-with-meals'),
  zh(BARI, '减重手术后吃饭时能喝水吗', 'bariatric-drinking-with-meals'),
  zh(undefined, '做了胃旁路，吃饭的时候能喝水吗', 'bariatric-drinking-with-meals'),
  en(WOMAN, 'should I drink water with meals to lose weight?', null),
  en(BARI, 'can I drink alcohol after surgery?', null),
  en(
    BARI,
    'my hair is falling out in clumps 8 months post op, which vitamin am I missing?',
    'bariatric-hair-loss',
  ),
  en(BARI, 'would biotin gummies help?', 'bariatric-hair-loss', HAIR_PREV),
  en(undefined, 'hair loss after gastric bypass, what am I deficient in?', 'bariatric-hair-loss'),
  zh(BARI, '减重手术后大把掉头发，缺什么', 'bariatric-hair-loss'),
  zh(undefined, '做了缩胃手术半年，脱发严重怎么办', 'bariatric-hair-loss'),
  en(WOMAN, 'my hair is falling out, which vitamin am I missing?', null),
  en(VALPROATE, 'would biotin help my hair?', null),
  // A night snack with type 2 diabetes (en-005).
  en(
    CLOZ,
    'i wake up at 2am starving every night (the clozapine hunger is real). what can i snack on that wont wreck my sugars',
    'diabetes-night-snack-low-carb',
  ),
  en(CLOZ, 'whats a good bedtime snack that wont spike my blood sugar', 'diabetes-night-snack-low-carb'),
  en(
    undefined,
    'type 2 diabetic on metformin, always hungry at night, what snack is ok for my sugar?',
    'diabetes-night-snack-low-carb',
  ),
  zh(CLOZ, '半夜饿醒，吃什么零食不升血糖', 'diabetes-night-snack-low-carb'),
  zh(undefined, '吃二甲双胍，晚上饿了加餐吃什么对血糖好', 'diabetes-night-snack-low-carb'),
  en(INSULIN, 'what bedtime snack stops my sugar dropping at night?', null),
  en(WOMAN, 'what is a healthy snack at night?', null),
  // How fast weight should come off (en-006).
  en(
    CLOZ,
    'ok and how fast should it come off, like how many kg a week is realistic',
    'weight-loss-rate-per-week',
    CAL_PREV,
  ),
  en(CLOZ, 'I want to lose weight, how many kg a week is realistic?', 'weight-loss-rate-per-week'),
  en(
    undefined,
    'on olanzapine and trying to lose weight - how fast should the weight come off per week?',
    'weight-loss-rate-per-week',
  ),
  zh(CLOZ, '减肥每周减多少公斤比较现实', 'weight-loss-rate-per-week'),
  zh(undefined, '吃氯氮平胖了，想减重，一个月瘦多少算正常', 'weight-loss-rate-per-week'),
  en(MAN, 'I want to lose weight, how many kg a week is realistic?', null),
  en(T2, 'how much weight should I gain a week?', null),
  en(CLOZ, 'how fast can I come off clozapine?', null),
  en(MAN, 'How many calories should i be eating to lose about half a kilo a week?', null),
  zh(INSULIN, '补多少？吃片子就行还是要打针', null, '二甲双胍吃了七八年了 要不要补B12'),
  // Look-alikes the round-23/24 sets showed (other questions in the same words; people the rows are not for).
  en(
    TB,
    'they gave me vitamin B6 along with the TB tablets. why do I need it and how much should I take',
    null,
  ),
  en(
    LAMO,
    "I'm 8 weeks pregnant and on lamotrigine. Only taking folic acid 400 mcg. Is that enough or should it be higher?",
    null,
  ),
  en(
    VALPROATE,
    'I am on Depakote and want to try for baby next year. How much folic acid? I hear epilepsy medicine need more high dose',
    null,
  ),
  en(
    'lactating on sertraline',
    'Baby is 4 months. Should I keep taking my prenatal or switch to a regular multi like One A Day?',
    null,
  ),
  zh(CIRR, '肝硬化有腹水 医生叫少吃盐 一天到底几克', null),
  zh(BARI, '钙片 复合维生素 铁片 能不能一把一起吃', null),
  en(CKD, 'Labs last month: phosphorus 5.3 mg/dL. What foods do I need to change?', null),
];

describe('blind answer round 24, en-US declined and neighbouring answers, batch ena (development data)', () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, rowsOf(ROUND24_ENA_FAQ), {
        nullMayBeUrgent: true,
      });
    },
    30_000,
  );

  it('works out what the person named: the drinks counted, the foods, the staples', () => {
    const cbz = askAs(
      en(CBZ, 'Can I drink on a night out with carbamazepine? Like 3 or 4 vodka cranberries', null),
    );
    expect(cbz.text).toMatch(/3–4 drinks is too many/);
    const two = askAs(en(SPIRO, 'Can I have a couple of beers with these blood pressure tablets?', null));
    expect(two.text).toMatch(/a couple of beers is generally fine/);
    const oj = askAs(
      en(
        SPIRO,
        'what about orange juice and potatoes then? I have a big glass of OJ every morning',
        null,
        K_PREV,
      ),
    );
    expect(oj.text).toMatch(/orange juice/);
    expect(oj.text).toMatch(/potato/);
    expect(oj.text).not.toMatch(/apple juice/i);
    const eba = askAs(en(TB, TB_GAIN_PREV, null));
    expect(eba.text).toMatch(/eba and egusi/);
    expect(eba.text).toMatch(/55 kg/);
    const coke = askAs(
      en(DIALYSIS, 'is coke bad for that too? i have a can with my lunch most days', null, PHOS_PREV),
    );
    expect(coke.text).toMatch(/^\*\*Yes — cola is one of the worst/);
    const soy = askAs(zh(CIRR, '酱油 鸡精 味精也算盐吗', null, '肝硬化有腹水 医生叫少吃盐 一天到底几克'));
    expect(soy.text).toMatch(/酱油/);
    expect(soy.text).not.toMatch(/面包/);
    const folic = askAs(en(CBZ, 'what dose? the 400 one from the pharmacy?', null, CBZ_FOLIC_PREV));
    expect(folic.text).toMatch(/combined pill/);
    const noPill = askAs(en(CBZ, 'how much folic acid should I take on carbamazepine?', null));
    expect(noPill.text).not.toMatch(/combined pill/);
    const biotin = askAs(en(BARI, 'would biotin gummies help?', null, HAIR_PREV));
    expect(biotin.text).toMatch(/^\*\*Biotin gummies are unlikely to help/);
  }, 60_000);
});
