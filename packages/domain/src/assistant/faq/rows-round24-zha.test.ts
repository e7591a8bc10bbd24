import { describe, expect, it } from 'vitest';
import { ROUND24_ENA_FAQ } from './rows-round24-ena';
import { ROUND24_ZHA_FAQ } from './rows-round24-zha';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  VEGAN,
  MAN,
  T2,
  KIDNEY as CKD,
  HF,
  SPIRO,
  DIALYSIS,
  PLANNING,
  INSULIN,
  MAOI,
} from './testing-personas';

// Blind answer round 24's zh-CN questions, batch zha (development data): each class as the round asked it
// (same persona, same earlier message), then in other words in both languages; null where none of these
// rows may answer (the same words asking something else, or a person the row is not for).

const CLOZ = 'clozapine, obesity, type 2 diabetes, smoker';
const GAIN = 'pregnant at week 24, gaining above the range';
const CIRR = 'cirrhosis with ascites';
const TB = 'tuberculosis on isoniazid and rifampicin';
const LOW_B12 = 'folate and B12 low';
const BARI = 'bariatric surgery on omeprazole with calcium carbonate, weight loss asked';

const CALORIES_Q = '吃氯氮平两年胖了快40斤，现在172cm 102kg，医生让我减肥，我一天吃多少卡路里合适啊';
const CONSTIPATION_Q = '大便贼费劲 三四天才一回 我们东北冬天也没啥青菜 吃点啥能通畅点';
const GAIN_Q = '孕24周了，孕前55kg现在66kg，产检医生说我长太快了😭 这是超了很多吗';
const MIL_Q = '婆婆天天说一人吃两人补，晚上还给我加一碗饭。孕中期到底要比怀孕前多吃多少啊，我身高160';
const DIALYSIS_WATER_Q = '透析的人一天能喝多少水？汤和稀饭算不算进去';
const ALBUMIN_Q = '每次透析完浑身没劲 白蛋白34 可以喝点蛋白粉不';
const GRAINS_Q = '又有糖尿病又在透析，米饭换成杂粮饭好不好？听说杂粮钾和磷都高';
const SNACK_Q = '听说肝硬化的人睡前要加一顿 真的假的';
const B6_Q = '吃异烟肼 医生还开了维生素B6 一天吃多少 跟异烟肼一块吃吗';
const TB_WEIGHT_Q = '得肺结核以后掉了十几斤，现在才110斤，身高170，咋吃能长回来';
const FISH_Q = '病友说吃异烟肼不能吃鱼，吃了会脸红心慌，真的假的？带鱼 金枪鱼都不行?';
const PPI_B12_Q = '我还在吃奥美拉唑护胃 听说影响b12吸收 那我吃片剂还有用吗 是不是得去打针';
const NUMB_Q = '手脚老是麻麻的 是不是就是缺b12闹的 补多久能好';
const SLEEVE_Q = '袖状胃切了半年 现在92kg 还想接着减 一天要吃多少蛋白质';

const CASES: readonly RowCase[] = [
  // Three meals or small frequent meals, bedtime hunger (zh-002).
  zh(
    CLOZ,
    '那一天三顿还是少吃多餐好？晚上睡前老饿得慌',
    'weight-loss-meal-frequency-antipsychotic',
    CALORIES_Q,
  ),
  zh(CLOZ, '减肥的话少食多餐好还是三餐好', 'weight-loss-meal-frequency-antipsychotic'),
  zh(MAN, '想减肥，一天三餐还是少吃多餐更好', 'weight-loss-meal-frequency'),
  zh(WOMAN, '减重期间 少吃多餐是不是比三顿好', 'weight-loss-meal-frequency'),
  en(
    MAN,
    'for weight loss is it better to eat three meals or small frequent meals?',
    'weight-loss-meal-frequency',
  ),
  en(
    CLOZ,
    'trying to lose weight - three meals or six small meals a day, which is better?',
    'weight-loss-meal-frequency-antipsychotic',
  ),
  zh(T2, '孕吐厉害，三顿还是少吃多餐好', null),
  zh(INSULIN, '减肥的话三餐还是少吃多餐好', null),
  zh(BARI, '减肥的话三餐还是少吃多餐好', null),
  // Prune juice with diabetes (zh-007).
  zh(CLOZ, '西梅汁能喝不 我有tnb怕xuetang上去', 'prune-juice-diabetes-clozapine', CONSTIPATION_Q),
  zh(CLOZ, '有糖尿病，喝西梅汁通便会升血糖吗', 'prune-juice-diabetes-clozapine'),
  zh(INSULIN, '糖尿病能吃西梅干通便吗', 'prune-juice-diabetes'),
  en(INSULIN, 'can I drink prune juice with diabetes or will it spike my sugar?', 'prune-juice-diabetes'),
  en(CLOZ, 'is prune juice ok for my blood sugar?', 'prune-juice-diabetes-clozapine'),
  zh(WOMAN, '西梅汁能通便吗', null),
  zh(T2, '孕期血糖高，西梅汁能喝吗', null),
  // The gain so far judged (zh-009).
  zh(GAIN, GAIN_Q, 'pregnancy-gain-so-far-judged'),
  zh(GAIN, '孕前55公斤，现在66公斤，24周，长得是不是太多了', 'pregnancy-gain-so-far-judged'),
  zh(GAIN, '怀孕前110斤现在132斤 是不是胖太多了', 'pregnancy-gain-so-far-judged'),
  en(
    GAIN,
    "I'm 24 weeks, 55 kg before pregnancy and 66 kg now — have I gained too much?",
    'pregnancy-gain-so-far-judged',
  ),
  en(
    GAIN,
    'pre-pregnancy weight 55 kg, now 66 kg at 24 weeks. is that too much gain?',
    'pregnancy-gain-so-far-judged',
  ),
  zh(WOMAN, '孕前55kg现在66kg，长太多了吗', null),
  zh(GAIN, '宝宝长得太快了吗，B超说偏大', null),
  // The weekly gain from now on (zh-010).
  zh(GAIN, '那后面每周涨多少算正常', 'pregnancy-weekly-gain-from-now', GAIN_Q),
  zh(GAIN, '孕中期一周长几斤算正常', 'pregnancy-weekly-gain-from-now'),
  zh(T2, '怀孕后每周体重涨多少合适', 'pregnancy-weekly-gain-from-now'),
  en(GAIN, 'how much should I gain per week from now on?', 'pregnancy-weekly-gain-from-now'),
  en(T2, 'what is a normal weekly weight gain in pregnancy?', 'pregnancy-weekly-gain-from-now'),
  zh(WOMAN, '减肥一周掉几斤算正常', null),
  zh(GAIN, '每周吃几次鱼好', null),
  // Greasy broth in pregnancy (zh-012).
  zh(GAIN, '她炖的猪蹄汤鸡汤上面飘一层油 我还能喝吗 不喝她又不高兴', 'pregnancy-greasy-broth', MIL_Q),
  zh(T2, '怀孕了 我妈煲的鸡汤很油 能喝吗', 'pregnancy-greasy-broth'),
  zh(GAIN, '孕妇喝骨头汤上面那层油要撇掉吗', 'pregnancy-greasy-broth'),
  en(
    T2,
    "I'm pregnant and my mother-in-law's chicken soup is really greasy, can I drink it?",
    'pregnancy-greasy-broth',
  ),
  en(GAIN, 'pregnant - is fatty pork trotter soup ok?', 'pregnancy-greasy-broth'),
  zh(WOMAN, '鸡汤上面的油要撇掉吗', null),
  zh(DIALYSIS, '鸡汤很油能喝吗', null),
  // Fruit in pregnancy, the amount named (zh-014).
  zh(
    GAIN,
    '天太热了 我晚上能一个人干掉半个西瓜🍉 孕妇这么吃水果是不是太多了',
    'pregnancy-fruit-amount-named',
  ),
  zh(T2, '怀孕了一天吃半个西瓜多不多', 'pregnancy-fruit-amount-named'),
  zh(GAIN, '孕期每天水果吃一斤多是不是太多了', 'pregnancy-fruit-amount-named'),
  en(
    T2,
    "I'm pregnant and eat half a watermelon every night, is that too much fruit?",
    'pregnancy-fruit-amount-named',
  ),
  en(GAIN, 'pregnant: is a whole watermelon in a day too much?', 'pregnancy-fruit-amount-named'),
  zh(WOMAN, '一天半个西瓜多不多', null),
  zh(T2, '孕期吃西瓜会不会寒凉', null),
  // Long-simmered soup with potassium held by medicines (zh-022).
  zh(
    SPIRO,
    '我系广东人 每日都要饮老火靓汤 煲咗几个钟嘅汤钾系咪好高 我食紧螺内酯同赖诺普利',
    'potassium-medicines-long-simmered-soup',
  ),
  zh(SPIRO, '吃螺内酯，煲汤喝多了钾会不会高', 'potassium-medicines-long-simmered-soup'),
  zh(SPIRO, '老火汤含钾多吗 我在吃降压药赖诺普利', 'potassium-medicines-long-simmered-soup'),
  en(
    SPIRO,
    'on spironolactone and lisinopril — is slow-cooked bone broth high in potassium?',
    'potassium-medicines-long-simmered-soup',
  ),
  en(
    SPIRO,
    'how much potassium is in homemade soup? I take spironolactone',
    'potassium-medicines-long-simmered-soup',
  ),
  zh(WOMAN, '老火汤钾高吗', null),
  zh(HF, '煲汤钾高不高', null),
  zh(CKD, '老火汤钾高吗', null),
  // The male partner's sperm (zh-027).
  zh(
    PLANNING,
    '老公需要吃点啥吗？他抽烟还老应酬喝酒，想提高下精子质量，锌和辅酶Q10有没有用',
    'male-partner-sperm-supplements',
  ),
  zh(PLANNING, '备孕男方吃什么能提高精子质量', 'male-partner-sperm-supplements'),
  zh(MAN, '老婆想要孩子，我精子活力低，吃锌有用吗', null),
  zh(PLANNING, '我老公弱精，辅酶q10要吃吗', 'male-partner-sperm-supplements'),
  en(
    PLANNING,
    'what should my husband take to improve his sperm? does zinc or coq10 help?',
    'male-partner-sperm-supplements',
  ),
  en(
    PLANNING,
    'my partner smokes and drinks - what can he do for sperm quality?',
    'male-partner-sperm-supplements',
  ),
  zh(PLANNING, '老公喝酒，我备孕能喝一点吗', null),
  zh(PLANNING, '锌和辅酶Q10我自己要吃吗', null),
  // 16:8 fasting before conceiving (zh-030).
  zh(PLANNING, '想先减个5斤再备孕，最近在做16+8轻断食，会不会影响排卵啊', 'preconception-fasting-ovulation'),
  zh(PLANNING, '备孕期间能不能轻断食', 'preconception-fasting-ovulation'),
  zh(PLANNING, '备孕中，间歇性禁食会影响排卵吗', 'preconception-fasting-ovulation'),
  zh(WOMAN, '最近月经不太准，是不是减肥的原因？要补铁吗', null),
  en(
    PLANNING,
    'does 16:8 intermittent fasting affect ovulation? trying to conceive',
    'preconception-fasting-ovulation',
  ),
  en(
    PLANNING,
    'trying to conceive - will intermittent fasting stop me ovulating?',
    'preconception-fasting-ovulation',
  ),
  zh(T2, '怀孕了能轻断食吗 会不会影响', null),
  zh(WOMAN, '轻断食期间能喝咖啡吗', null),
  // Thirst on dialysis (zh-034).
  zh(DIALYSIS, '夏天口干得要命 有啥法子熬过去', 'dialysis-thirst-tips', DIALYSIS_WATER_Q),
  zh(DIALYSIS, '透析限水老口渴怎么办', 'dialysis-thirst-tips'),
  zh(DIALYSIS, '嘴干得受不了，又不能多喝水，有啥招', 'dialysis-thirst-tips'),
  en(DIALYSIS, "I'm on dialysis and always thirsty, any tips?", 'dialysis-thirst-tips'),
  en(DIALYSIS, 'how do I cope with thirst on a fluid limit for dialysis?', 'dialysis-thirst-tips'),
  zh(WOMAN, '老口渴怎么办', null),
  zh(DIALYSIS, '口渴能喝啤酒解渴吗', null),
  // The allowance asked beside the thirst is the fluid rule's (round 24 en-033).
  en(
    DIALYSIS,
    "I'm on dialysis 3 times a week. How much fluid am I allowed a day? I'm thirsty all the time",
    null,
  ),
  // Phosphate on dialysis, and the glass of milk (zh-035; one row with the en batch's phosphate foods).
  zh(
    DIALYSIS,
    '血磷2.1 医生说高了 哪些东西要少吃 早上一杯牛奶还能喝吗',
    'dialysis-high-phosphate-foods-milk',
  ),
  zh(DIALYSIS, '血磷高要忌口啥', 'dialysis-high-phosphate-foods-milk'),
  zh(DIALYSIS, '透析磷高还能喝牛奶吗', 'dialysis-high-phosphate-foods-milk'),
  en(
    DIALYSIS,
    'my phosphorus is high on dialysis, what foods should I cut? can I still have milk?',
    'dialysis-high-phosphate-foods-milk',
  ),
  en(
    DIALYSIS,
    'which foods are high in phosphate that I should avoid?',
    'dialysis-high-phosphate-foods-milk',
  ),
  zh(CKD, '血磷高要忌口啥', null),
  // When to take the binder is the binder rule's (review9-dialysis.test.ts).
  zh(DIALYSIS, '降磷药什么时候吃？', null),
  zh(WOMAN, '哪些食物含磷多', null),
  // Eggs on dialysis (zh-038).
  zh(DIALYSIS, '一天吃几个鸡蛋合适 蛋黄要扔掉吗', 'dialysis-eggs-yolk', ALBUMIN_Q),
  zh(DIALYSIS, '透析能吃鸡蛋吗 一天几个', 'dialysis-eggs-yolk'),
  zh(DIALYSIS, '蛋黄磷高是不是不能吃', 'dialysis-eggs-yolk'),
  en(DIALYSIS, 'how many eggs a day on dialysis? should I throw away the yolk?', 'dialysis-eggs-yolk'),
  en(DIALYSIS, 'can I eat eggs on dialysis?', 'dialysis-eggs-yolk'),
  zh(WOMAN, '一天吃几个鸡蛋合适', null),
  zh(CKD, '肾病一天吃几个鸡蛋', null),
  // Mixed-grain rice with kidney disease (zh-039).
  zh(DIALYSIS, GRAINS_Q, 'kidney-mixed-grain-rice'),
  zh(DIALYSIS, '透析能吃糙米饭吗', 'kidney-mixed-grain-rice'),
  zh(CKD, '肾不好，米饭换成杂粮可以吗', 'kidney-mixed-grain-rice'),
  en(
    DIALYSIS,
    'on dialysis with diabetes — can I switch white rice to brown rice?',
    'kidney-mixed-grain-rice',
  ),
  en(CKD, 'are whole grains ok with kidney disease or too much potassium?', 'kidney-mixed-grain-rice'),
  zh(WOMAN, '米饭换成杂粮饭好不好', null),
  zh(INSULIN, '糖尿病米饭换杂粮饭好不好', null),
  // Steamed buns and noodles with kidney disease (zh-040).
  zh(DIALYSIS, '那馒头面条中不中 俺们河南人离不了面食', 'kidney-wheat-staples', GRAINS_Q),
  zh(DIALYSIS, '透析的人能吃馒头吗', 'kidney-wheat-staples'),
  zh(CKD, '肾病可以吃面条吗', 'kidney-wheat-staples'),
  en(DIALYSIS, 'are noodles ok on dialysis?', 'kidney-wheat-staples'),
  en(CKD, 'can I eat steamed buns with kidney disease?', 'kidney-wheat-staples'),
  zh(WOMAN, '馒头面条能吃吗', null),
  zh(DIALYSIS, '我有乳糜泻 能吃馒头吗', null),
  // The bedtime snack in cirrhosis (zh-045).
  zh(CIRR, '吃点啥好 苏打饼干 面包 还是喝碗粥', 'cirrhosis-bedtime-snack-which', SNACK_Q),
  zh(CIRR, '那吃饼干还是面包好', 'cirrhosis-bedtime-snack-which', SNACK_Q),
  zh(CIRR, '喝碗稀饭行不行 还是吃面包', 'cirrhosis-bedtime-snack-which', SNACK_Q),
  en(
    CIRR,
    'so which is better, crackers, bread or porridge?',
    'cirrhosis-bedtime-snack-which',
    'is a bedtime snack really good for cirrhosis?',
  ),
  en(
    CIRR,
    'toast or cereal then?',
    'cirrhosis-bedtime-snack-which',
    'should I eat a late evening snack with cirrhosis?',
  ),
  zh(WOMAN, '睡前加餐吃饼干还是面包', null),
  zh(DIALYSIS, '睡前吃饼干还是面包', null),
  // Fluids in cirrhosis with ascites on diuretics (zh-046).
  zh(CIRR, '在吃安体舒通和速尿 水要不要限制 一天喝多少合适', 'cirrhosis-ascites-fluid-limit'),
  zh(CIRR, '肝硬化腹水 一天能喝多少水', 'cirrhosis-ascites-fluid-limit'),
  zh(CIRR, '有腹水要限水吗', 'cirrhosis-ascites-fluid-limit'),
  en(CIRR, 'with ascites do I need to limit how much water I drink?', 'cirrhosis-ascites-fluid-limit'),
  en(CIRR, 'how much fluid should I drink a day with cirrhosis?', 'cirrhosis-ascites-fluid-limit'),
  zh(HF, '一天喝多少水合适', null),
  zh(CIRR, '肝硬化能喝一点酒吗', null),
  // B6 with isoniazid: how long (zh-050).
  zh(TB, '要吃到啥时候', 'isoniazid-b6-how-long', B6_Q),
  zh(TB, '维生素B6要一直吃吗', 'isoniazid-b6-how-long'),
  zh(TB, 'b6什么时候可以停', 'isoniazid-b6-how-long'),
  en(TB, 'how long do I keep taking the vitamin B6 with isoniazid?', 'isoniazid-b6-how-long'),
  en(TB, 'when can I stop the pyridoxine?', 'isoniazid-b6-how-long'),
  zh(WOMAN, '维生素B6要一直吃吗', null),
  zh(TB, '异烟肼要吃多久', null),
  // Cheap protein (zh-052).
  zh(TB, '牛肉太贵了吃不起 还有啥便宜的高蛋白', 'cheap-protein-foods-isoniazid', TB_WEIGHT_Q),
  zh(TB, '有什么便宜的蛋白质', 'cheap-protein-foods-isoniazid'),
  zh(MAN, '想增肌，有啥性价比高的蛋白质食物', 'cheap-protein-foods'),
  en(MAN, 'what are cheap high protein foods? meat is expensive', 'cheap-protein-foods'),
  en(TB, 'beef is too expensive, what cheap protein can I eat?', 'cheap-protein-foods-isoniazid'),
  zh(MAN, '便宜的蛋白粉推荐', null),
  zh(CKD, '有什么便宜的高蛋白食物', null),
  // Rifampicin with breakfast (zh-053; one row with the en batch's TB tablets and food).
  zh(TB, '利福平说要空腹吃，可我空腹吃完胃里难受，能跟早饭一起吃吗', 'tb-tablets-empty-stomach-or-food'),
  zh(TB, '利福平饭后吃行不行', 'tb-tablets-empty-stomach-or-food'),
  zh(TB, '吃利福平老恶心 能不能吃点东西再吃药', 'tb-tablets-empty-stomach-or-food'),
  en(
    TB,
    'rifampicin on an empty stomach makes me nauseous, can I take it with breakfast?',
    'tb-tablets-empty-stomach-or-food',
  ),
  en(TB, 'can I take rifampin with food?', 'tb-tablets-empty-stomach-or-food'),
  zh(WOMAN, '空腹吃药胃难受能跟早饭一起吃吗', null),
  zh(TB, '利福平能喝酒吗', null),
  // Fish on isoniazid (zh-055; one row with the en batch's cheese and fish on isoniazid, as zh-056).
  zh(TB, FISH_Q, 'isoniazid-cheese-and-fish'),
  zh(TB, '吃抗结核药能吃金枪鱼吗', 'isoniazid-cheese-and-fish'),
  zh(TB, '异烟肼期间可以吃鱼吗', 'isoniazid-cheese-and-fish'),
  en(TB, 'is it true I cannot eat fish on isoniazid?', 'isoniazid-cheese-and-fish'),
  en(TB, 'can I have tuna while taking isoniazid?', 'isoniazid-cheese-and-fish'),
  zh(WOMAN, '吃鱼会脸红心慌吗', null),
  zh(TB, '异烟肼期间能吃鱼油吗', null),
  // Fermented foods on isoniazid (zh-056).
  zh(TB, '那奶酪 腐乳这些发酵的呢', 'isoniazid-cheese-and-fish', FISH_Q),
  zh(TB, '吃异烟肼能吃臭豆腐吗', 'isoniazid-cheese-and-fish'),
  zh(TB, '吃抗结核药 芝士能吃吗', 'isoniazid-cheese-and-fish'),
  en(TB, 'can I eat cheese on isoniazid?', 'isoniazid-cheese-and-fish'),
  en(TB, 'what about fermented foods while on isoniazid?', 'isoniazid-cheese-and-fish'),
  zh(WOMAN, '腐乳能吃吗', null),
  zh(MAOI, '腐乳能吃吗', null),
  // Sublingual B12 (zh-068).
  zh(LOW_B12, '舌头底下含的那种甲古胺呢 药店推荐的', 'b12-sublingual-or-swallowed-low', PPI_B12_Q),
  zh(LOW_B12, '甲钴胺舌下含片比吞的好吗', 'b12-sublingual-or-swallowed-low'),
  zh(WOMAN, '缺b12，含片和普通片哪个吸收好', 'b12-sublingual-or-swallowed-low'),
  en(
    LOW_B12,
    'is sublingual methylcobalamin better than a swallowed B12 tablet?',
    'b12-sublingual-or-swallowed-low',
  ),
  zh(WOMAN, '硝酸甘油舌下含吗', null),
  zh(LOW_B12, '甲钴胺一天吃几片', null),
  // A vegan's B12 form is the vegan row's (round 23 zh-018).
  zh(VEGAN, '甲钴胺跟氰钴胺到底选哪个？还有那种舌下含片是不是吸收更好', null),
  // Soft foods rich in folate (zh-069).
  zh(LOW_B12, '我牙口不好 嚼不动 什么软乎的菜叶酸多一点', 'folate-soft-foods'),
  zh(LOW_B12, '假牙不好使 哪些软的东西含叶酸多', 'folate-soft-foods'),
  zh(WOMAN, '有什么软一点的含叶酸高的食物', 'folate-soft-foods'),
  en(LOW_B12, 'my teeth are bad, what soft foods are high in folate?', 'folate-soft-foods'),
  en(WOMAN, 'soft foods rich in folate for someone who cannot chew well?', 'folate-soft-foods'),
  zh(LOW_B12, '叶酸片太硬嚼不动怎么办', null),
  zh(WOMAN, '哪些菜叶酸多', null),
  // A multivitamin for a deficiency (zh-071).
  zh(LOW_B12, '女儿给我买了善存银片 够不够', 'multivitamin-not-enough-for-deficiency', NUMB_Q),
  zh(LOW_B12, '缺b12吃复合维生素够吗', 'multivitamin-not-enough-for-deficiency'),
  zh(WOMAN, '查出来叶酸低，吃善存银片够不够', 'multivitamin-not-enough-for-deficiency'),
  en(LOW_B12, 'my B12 is low — is Centrum Silver enough?', 'multivitamin-not-enough-for-deficiency'),
  en(WOMAN, 'low folate: will a multivitamin do the job?', 'multivitamin-not-enough-for-deficiency'),
  zh(WOMAN, '善存银片够不够', null),
  zh(WOMAN, '每天吃善存有用吗', null),
  // When to recheck (zh-072).
  zh(LOW_B12, '阿拉补了叶酸B12以后 多久再去医院抽血复查比较好伐', 'b12-folate-recheck-when'),
  zh(LOW_B12, '补b12多久复查一次', 'b12-folate-recheck-when'),
  zh(WOMAN, '叶酸吃了几个月再去验血', 'b12-folate-recheck-when'),
  en(LOW_B12, 'when should I recheck my B12 and folate after starting tablets?', 'b12-folate-recheck-when'),
  en(WOMAN, 'how soon should I get a blood test for folate again?', 'b12-folate-recheck-when'),
  zh(WOMAN, '多久复查一次血脂', null),
  zh(LOW_B12, '叶酸要吃多少', null),
  // Protein after a sleeve (zh-073).
  zh(BARI, SLEEVE_Q, 'bariatric-protein-a-day'),
  zh(BARI, '做了胃旁路 蛋白质每天要吃够多少', 'bariatric-protein-a-day'),
  zh(WOMAN, '缩胃手术后蛋白质一天多少克', 'bariatric-protein-a-day'),
  en(BARI, 'how much protein a day after my sleeve gastrectomy?', 'bariatric-protein-a-day'),
  en(WOMAN, 'after bariatric surgery how many grams of protein do I need?', 'bariatric-protein-a-day'),
  zh(WOMAN, '一天要吃多少蛋白质', null),
  zh(WOMAN, '胃癌全胃切除后蛋白质一天多少', null),
  // Protein powder after a sleeve (zh-074).
  zh(
    BARI,
    '蛋白粉选乳清的还是大豆的 有推荐的牌子吗 汤臣倍健那种行不行',
    'bariatric-protein-powder-which',
    SLEEVE_Q,
  ),
  zh(BARI, '减重手术后蛋白粉哪种好', 'bariatric-protein-powder-which'),
  zh(WOMAN, '袖状胃术后喝乳清蛋白还是大豆蛋白', 'bariatric-protein-powder-which'),
  en(BARI, 'whey or soy protein powder after gastric sleeve? any brand?', 'bariatric-protein-powder-which'),
  en(WOMAN, 'which protein shake is best after bariatric surgery?', 'bariatric-protein-powder-which'),
  zh(MAN, '健身蛋白粉选乳清还是大豆', null),
  zh(WOMAN, '蛋白粉哪个牌子好', null),
];

/** This batch's rows merged into the en batch's (one row for each class): a null case refuses them too. */
const MERGED_INTO_ENA = [
  'tb-tablets-empty-stomach-or-food',
  'isoniazid-cheese-and-fish',
  'dialysis-high-phosphate-foods-milk',
];
const mine = rowsOf([...ROUND24_ZHA_FAQ, ...ROUND24_ENA_FAQ.filter((r) => MERGED_INTO_ENA.includes(r.id))]);

describe('round 24 zh-CN batch zha, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine);
  });
});

describe('what the person said is what the answer computes', () => {
  it('the gain so far is judged from the weights and week said', { timeout: 60_000 }, () => {
    const r = askAs(zh(GAIN, GAIN_Q, null));
    expect(r.text).toMatch(/孕前BMI 21\.5（正常）/);
    expect(r.text).toMatch(/已经长了11千克/);
    expect(r.text).toMatch(/偏快/);
    const w = askAs(zh(GAIN, '那后面每周涨多少算正常', null, GAIN_Q));
    expect(w.text).toMatch(/0\.26–0\.48千克/);
    expect(w.text).toMatch(/下限附近/);
  });

  it('a week said beside the weight is no weight ("现在快25周已经60了")', { timeout: 60_000 }, () => {
    const r = askAs(zh(T2, '孕前52kg，现在快25周已经60了，涨了8公斤算多吗？晚饭是不是要少吃点主食', null));
    expect(r.text).toMatch(/已经长了8千克/);
  });

  it('half a watermelon is worked out; no amount named, no amount invented', { timeout: 60_000 }, () => {
    const r = askAs(zh(GAIN, '天太热了 我晚上能一个人干掉半个西瓜🍉 孕妇这么吃水果是不是太多了', null));
    expect(r.text).toMatch(/半个中等大小的西瓜/);
    const g = askAs(zh(GAIN, '孕期每天水果吃一斤多是不是太多了', null));
    expect(g.text).not.toMatch(/西瓜，瓜瓤/);
  });

  it('the dialysis egg row uses the plan weight', { timeout: 60_000 }, () => {
    const r = askAs(zh(DIALYSIS, '透析能吃鸡蛋吗 一天几个', null));
    expect(r.text).toMatch(/按你62公斤/);
  });

  it(
    'the folic acid treatment dose is kept (prescribed), not cut to the upper limit',
    { timeout: 60_000 },
    () => {
      const r = askAs(zh(LOW_B12, '女儿给我买了善存银片 够不够', null, NUMB_Q));
      expect(r.text).toMatch(/叶酸5毫克/);
      const s = askAs(zh(LOW_B12, '我牙口不好 嚼不动 什么软乎的菜叶酸多一点', null));
      expect(s.text).not.toMatch(/可耐受最高摄入量/);
    },
  );
});
