import { describe, expect, it } from 'vitest';
import { ROUND20_ZHPART_FAQ } from './rows-round20-zhpart';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';
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
  MAOI,
  ISOTRETINOIN as ACNE,
  IRON,
  BONES,
} from './testing-personas';

// Blind answer round 20's zh-CN questions answered only in part (development data): each class as the
// round asked it (same persona, same earlier message), then in other words — everyday words, a typo,
// mixed language — in both languages; null where none of this file's rows may answer (another question
// with the same words, or a person the row is not for).

const CASES: readonly RowCase[] = [
  // Keto against 16:8, and the first month's water (zh-010).
  zh(
    MAN,
    '生酮和16:8 intermittent fasting选哪个好？同事生酮一个月掉了20斤，看着挺香的',
    'keto-or-time-restricted-eating',
  ),
  zh(undefined, '低碳水和轻断食哪个减肥更快', 'keto-or-time-restricted-eating'),
  zh(WOMAN, '想试试keto还是168断食，哪个比较好', 'keto-or-time-restricted-eating'),
  en(
    MAN,
    'keto or intermittent fasting, which is better for losing weight?',
    'keto-or-time-restricted-eating',
  ),
  en(
    undefined,
    'is low carb better than 16:8 fasting? my mate lost 9kg in a month on keto',
    'keto-or-time-restricted-eating',
  ),
  zh(INSULIN, '生酮和轻断食哪个好', null),
  zh(T1, '生酮和16:8哪个好', null),
  // rTG against EE fish oil (zh-007).
  zh(
    WOMAN,
    '想给我妈买鱼油，她62了，血脂有点高。网上说rTG型比EE型好吸收，值得多花钱吗？一天吃几粒比较合适',
    'fish-oil-rtg-or-ee',
  ),
  zh(undefined, 'rtg鱼油和普通ee鱼油有区别吗', 'fish-oil-rtg-or-ee'),
  zh(MAN, '甘油三酯型的鱼油是不是比乙酯型的好', 'fish-oil-rtg-or-ee'),
  en(undefined, 'is rTG fish oil worth the extra money over ethyl ester?', 'fish-oil-rtg-or-ee'),
  en(WOMAN, 'triglyceride form vs ethyl ester omega 3, which absorbs better', 'fish-oil-rtg-or-ee'),
  zh(WOMAN, '鱼油一天吃几粒', null),
  // Hair loss: iron or not, and which tests (zh-019).
  zh(
    VEGAN,
    '最近掉头发特别厉害，豆腐菠菜也没少吃，会不会是缺铁？要先去查哪些指标',
    'hair-loss-iron-which-tests',
  ),
  zh(WOMAN, '脱发严重要查什么', 'hair-loss-iron-which-tests'),
  zh(undefined, '头发一把一把掉是为什么', 'hair-loss-iron-which-tests'),
  en(
    VEGAN,
    'my hair is falling out a lot lately, could it be low iron? what tests should i ask for',
    'hair-loss-iron-which-tests',
  ),
  en(undefined, 'losing so much hair, what blood tests do i need', 'hair-loss-iron-which-tests'),
  zh(WOMAN, '缺铁要查什么指标', null),
  // Two coffees and a milk tea in pregnancy (zh-026).
  zh(T1, '怀孕了还能喝咖啡吗，我一天两杯美式，下午还想来杯奶茶', 'pregnancy-caffeine-cups-over'),
  // Three lattes are counted now as three coffees are (285 mg against 200): the day's total answers (caffeine-total.test.ts).
  zh(T2, '孕中期每天三杯拿铁算多吗', null),
  zh(undefined, '怀孕了一天喝两杯咖啡可以吗', 'pregnancy-caffeine-cups-over'),
  en(
    T1,
    'pregnant and i have two americanos a day plus a bubble tea, too much?',
    'pregnancy-caffeine-cups-over',
  ),
  en(undefined, "i'm pregnant, are 2 cups of coffee a day ok?", 'pregnancy-caffeine-cups-over'),
  zh(WOMAN, '一天两杯美式，下午还想来杯奶茶，可以吗', null),
  // Bird's nest and sea cucumber every day in pregnancy (zh-029).
  zh(
    T1,
    '婆婆天天给我炖燕窝、海参，说这样宝宝生出来皮肤白，真有用吗？一直吃有没有坏处',
    'pregnancy-bird-nest-sea-cucumber-daily',
  ),
  zh(T2, '孕期天天吃海参有坏处吗', 'pregnancy-bird-nest-sea-cucumber-daily'),
  zh(undefined, '怀孕了每天吃燕窝安全吗', 'pregnancy-bird-nest-sea-cucumber-daily'),
  en(
    T1,
    "mother in law makes me bird's nest soup every day while pregnant, any harm?",
    'pregnancy-bird-nest-sea-cucumber-daily',
  ),
  en(undefined, 'pregnant - is eating sea cucumber daily safe?', 'pregnancy-bird-nest-sea-cucumber-daily'),
  zh(WOMAN, '天天吃燕窝有坏处吗', null),
  // Hawthorn among the folk taboos (zh-030).
  zh(
    T1,
    '老家的说法是孕早期不能吃桂圆、山楂、螃蟹，会流产，这是真的还是迷信啊',
    'pregnancy-hawthorn-folk-taboo',
  ),
  zh(T2, '怀孕能吃山楂吗', 'pregnancy-hawthorn-folk-taboo'),
  zh(undefined, '孕早期吃了几颗山楂会流产吗', 'pregnancy-hawthorn-folk-taboo'),
  en(
    T1,
    'is hawthorn ok in early pregnancy? grandma says it causes miscarriage',
    'pregnancy-hawthorn-folk-taboo',
  ),
  en(undefined, 'pregnant and ate haw flakes, is that bad?', 'pregnancy-hawthorn-folk-taboo'),
  zh(WOMAN, '山楂能降血脂吗', null),
  // Melatonin while breastfeeding (zh-044).
  zh(
    NURSING,
    '那5-HTP或者褪黑素呢？夜里被娃吵醒以后就再也睡不着',
    'melatonin-while-breastfeeding',
    '看到说圣约翰草能改善情绪，我想慢慢换成天然一点的东西，可以跟舍曲林一起吃吗',
  ),
  zh(NURSING, '哺乳期可以吃褪黑素吗', 'melatonin-while-breastfeeding'),
  zh(undefined, '喂奶期间睡不着，能吃点褪黑素吗', 'melatonin-while-breastfeeding'),
  en(NURSING, 'can i take melatonin while breastfeeding?', 'melatonin-while-breastfeeding'),
  en(undefined, 'is melatonin ok when nursing a 3 month old', 'melatonin-while-breastfeeding'),
  zh(WOMAN, '褪黑素能长期吃吗', null),
  // Vitamin D (and calcium) for an older person (zh-054).
  zh(
    OLD,
    '那钙片和维生素D她这个岁数该吃多少',
    'older-calcium-vitamin-d-how-much',
    '家里人都说骨头汤补钙，她天天喝一大碗，真的有用吗',
  ),
  zh(OLD, '我八十了，维生素D一天吃多少', 'older-calcium-vitamin-d-how-much'),
  zh(undefined, '老人维生素D每天补多少合适', 'older-calcium-vitamin-d-how-much'),
  en(OLD, 'how much vitamin d should i take at my age?', 'older-calcium-vitamin-d-how-much'),
  en(undefined, 'how much vitamin D for my elderly mum, she is 85', 'older-calcium-vitamin-d-how-much'),
  // A deficiency said is treated, not answered with everyday amounts (blind answer round 31, en-039).
  en(OLD, 'his vit D is 11.8, how much vitamin d should he take at his age?', null),
  zh(OLD, '我爸维生素D才12 ng/mL，这个岁数维生素D一天吃多少', null),
  zh(WOMAN, '维生素D一天吃多少', null),
  zh(KIDNEY, '老人维生素D每天补多少合适', null),
  // Blanching vegetables for potassium (zh-059).
  zh(
    KIDNEY,
    '蔬菜先焯水能去钾吗，要焯多久',
    'potassium-blanch-vegetables',
    '上次查血钾5.1，香蕉、橙子、猕猴桃是不是都不能碰了？还有哪些水果能吃',
  ),
  zh(KIDNEY, '青菜煮一下能把钾去掉吗', 'potassium-blanch-vegetables'),
  zh(undefined, '土豆泡水能去钾吗', 'potassium-blanch-vegetables'),
  en(KIDNEY, 'does boiling vegetables get rid of potassium? how long for', 'potassium-blanch-vegetables'),
  en(undefined, 'can i leach potassium out of potatoes by soaking them', 'potassium-blanch-vegetables'),
  zh(KIDNEY, '蔬菜焯水多久比较好吃', null),
  // Fish oil and vitamin E stopped on warfarin (zh-063).
  zh(
    WARFARIN,
    '要停的话直接停行不行？要不要先去查个INR',
    'warfarin-stop-fish-oil-vitamin-e',
    '吃华法林好多年了，一直同时吃鱼油和维生素E，最近才听说可能有冲突，是真的吗',
  ),
  zh(WARFARIN, '鱼油和维生素E可以直接停吗', 'warfarin-stop-fish-oil-vitamin-e'),
  zh(undefined, '吃华法林的话维生素E能直接停吗', 'warfarin-stop-fish-oil-vitamin-e'),
  en(
    WARFARIN,
    'can i just stop the fish oil and vitamin e, or do i taper?',
    'warfarin-stop-fish-oil-vitamin-e',
  ),
  en(undefined, 'on warfarin, should i stop my fish oil?', 'warfarin-stop-fish-oil-vitamin-e'),
  zh(WOMAN, '鱼油可以直接停吗', null),
  // A multivitamin with vitamin K on warfarin (zh-065).
  zh(
    WARFARIN,
    '想吃点善存那种复合维生素，里面有维生素K，会不会搞乱我的INR',
    'warfarin-multivitamin-vitamin-k',
  ),
  zh(WARFARIN, '吃华法林能吃复合维生素吗', 'warfarin-multivitamin-vitamin-k'),
  zh(undefined, '华法林和多种维生素能一起吃吗', 'warfarin-multivitamin-vitamin-k'),
  en(WARFARIN, 'can i take a multivitamin with vitamin k on warfarin?', 'warfarin-multivitamin-vitamin-k'),
  en(undefined, 'on warfarin - is centrum ok?', 'warfarin-multivitamin-vitamin-k'),
  zh(WOMAN, '复合维生素什么时候吃', null),
  // Green tea and a high INR (zh-066).
  zh(
    WARFARIN,
    '上周INR 3.6，医生已经让我调药了。前阵子绿茶喝得特别多，跟这个有关系吗',
    'warfarin-high-inr-green-tea',
  ),
  zh(WARFARIN, 'INR偏高是不是喝茶喝多了', 'warfarin-high-inr-green-tea'),
  zh(undefined, '吃华法林，INR高了，和绿茶有关吗', 'warfarin-high-inr-green-tea'),
  en(WARFARIN, 'my INR was 3.8, could it be all the green tea I drink?', 'warfarin-high-inr-green-tea'),
  en(undefined, 'on warfarin, INR went high - is green tea to blame?', 'warfarin-high-inr-green-tea'),
  zh(WOMAN, '绿茶喝多了有坏处吗', null),
  // Greens on warfarin (zh-064).
  zh(WARFARIN, '是不是菠菜西兰花这些绿叶菜都不能吃了？怕维生素K让华法林没效果', 'warfarin-greens-can-eat'),
  zh(WARFARIN, '绿叶菜是不是都不能吃了', 'warfarin-greens-can-eat'),
  zh(undefined, '吃华法林是不是不能吃菠菜了', 'warfarin-greens-can-eat'),
  zh(WARFARIN, '怕维生素K影响华法林，西兰花是不是要忌口', 'warfarin-greens-can-eat'),
  zh(undefined, '吃华法林青菜要戒掉吗', 'warfarin-greens-can-eat'),
  en(WARFARIN, 'Can I still eat salads? I was told to avoid vitamin K', 'warfarin-greens-can-eat'),
  en(undefined, 'on warfarin, do i have to avoid spinach because of vitamin k?', 'warfarin-greens-can-eat'),
  zh(WOMAN, '菠菜能生吃吗', null),
  // Grapefruit on digoxin (zh-082).
  zh(HF, '吃地高辛能喝西柚汁吗？还有啥吃的喝的跟它犯冲', 'digoxin-grapefruit-and-foods'),
  zh(HF, '西柚能吃吗', 'digoxin-grapefruit-and-foods'),
  zh(undefined, '地高辛和葡萄柚有冲突吗', 'digoxin-grapefruit-and-foods'),
  en(HF, 'can i have grapefruit juice with my digoxin?', 'digoxin-grapefruit-and-foods'),
  en(undefined, 'digoxin and grapefruit - ok?', 'digoxin-grapefruit-and-foods'),
  zh(WOMAN, '西柚减肥有用吗', null),
  // CoQ10 beside heart-failure medicines (zh-084).
  zh(
    HF,
    '听说辅酶Q10对心脏好，我这一堆药（呋塞米、螺内酯、赖诺普利、地高辛）能跟它一起吃吗',
    'coq10-with-heart-failure-medicines',
  ),
  zh(HF, '辅酶q10能和我的药一起吃吗', 'coq10-with-heart-failure-medicines'),
  en(HF, 'is coq10 safe with my heart failure tablets?', 'coq10-with-heart-failure-medicines'),
  en(HF, 'can I take CoQ10 together with furosemide and digoxin', 'coq10-with-heart-failure-medicines'),
  zh(WARFARIN, '辅酶Q10能和我的药一起吃吗', null),
  zh(WOMAN, '辅酶Q10能一起吃吗', null),
  // Pomegranate (and star fruit) on tacrolimus (zh-086).
  zh(
    TRANSPLANT,
    '杨桃和石榴也要避开吗',
    'tacrolimus-pomegranate-star-fruit',
    '肾移植后在吃他克莫司，西柚不能吃我知道，那柚子、橙子、砂糖橘呢',
  ),
  zh(TRANSPLANT, '石榴、杨桃能吃吗', 'tacrolimus-pomegranate-star-fruit'),
  zh(undefined, '吃他克莫司能吃杨桃石榴吗', 'tacrolimus-pomegranate-star-fruit'),
  en(TRANSPLANT, 'is pomegranate or star fruit ok with tacrolimus?', 'tacrolimus-pomegranate-star-fruit'),
  en(undefined, 'on prograf - can i eat star fruit and pomegranate', 'tacrolimus-pomegranate-star-fruit'),
  zh(WOMAN, '石榴能吃吗', null),
  // Yoghurt and probiotics after a transplant (zh-091).
  zh(
    TRANSPLANT,
    '那益生菌和酸奶呢',
    'transplant-probiotics-yoghurt',
    '亲戚送了两盒灵芝孢子粉，说提高免疫力，移植的人能吃吗',
  ),
  zh(TRANSPLANT, '移植后能喝酸奶吗', 'transplant-probiotics-yoghurt'),
  zh(undefined, '吃他克莫司能吃益生菌吗', 'transplant-probiotics-yoghurt'),
  en(TRANSPLANT, 'can i have yoghurt and probiotics after my transplant?', 'transplant-probiotics-yoghurt'),
  en(
    undefined,
    'kidney transplant on tacrolimus - are probiotic capsules ok?',
    'transplant-probiotics-yoghurt',
  ),
  zh(WOMAN, '益生菌什么时候吃', null),
  // Mouth ulcers on methotrexate: what to eat (zh-098).
  zh(MTX, '嘴里溃疡老是反反复复，跟吃的药有关吗？吃什么能好点', 'methotrexate-mouth-ulcer-foods'),
  zh(MTX, '口腔溃疡吃什么好得快', 'methotrexate-mouth-ulcer-foods'),
  zh(undefined, '吃甲氨蝶呤嘴巴老是破，饮食要注意啥', 'methotrexate-mouth-ulcer-foods'),
  en(MTX, 'mouth ulcers keep coming back, what can i eat?', 'methotrexate-mouth-ulcer-foods'),
  en(undefined, 'on methotrexate with mouth sores - what foods help?', 'methotrexate-mouth-ulcer-foods'),
  zh(WOMAN, '口腔溃疡吃什么好得快', null),
  // Ginkgo, ginseng and tryptophan on an MAOI (zh-121).
  zh(MAOI, '想补点保健品，人参、银杏、色氨酸这些能吃吗', 'maoi-ginkgo-ginseng-tryptophan'),
  zh(MAOI, '银杏叶片能吃吗', 'maoi-ginkgo-ginseng-tryptophan'),
  zh(undefined, '吃苯乙肼能吃银杏吗', 'maoi-ginkgo-ginseng-tryptophan'),
  en(MAOI, 'is ginkgo ok with phenelzine?', 'maoi-ginkgo-ginseng-tryptophan'),
  en(undefined, 'on nardil, can i take gingko for memory', 'maoi-ginkgo-ginseng-tryptophan'),
  zh(WOMAN, '银杏叶片能吃吗', null),
  // An ordinary multivitamin and fish oil on an MAOI (zh-122).
  zh(
    MAOI,
    '普通的复合维生素和鱼油呢',
    'maoi-multivitamin-fish-oil',
    '想补点保健品，人参、银杏、色氨酸这些能吃吗',
  ),
  zh(MAOI, '复合维生素能吃吗', 'maoi-multivitamin-fish-oil'),
  zh(undefined, '吃苯乙肼能吃鱼油吗', 'maoi-multivitamin-fish-oil'),
  en(MAOI, 'is a normal multivitamin ok on phenelzine?', 'maoi-multivitamin-fish-oil'),
  en(undefined, 'on an maoi, can i take fish oil?', 'maoi-multivitamin-fish-oil'),
  zh(WOMAN, '复合维生素能吃吗', null),
  // A multivitamin with vitamin A on isotretinoin (zh-123).
  zh(ACNE, '在吃异维A酸，我平时吃的复合维生素里有维生素A，要停吗', 'isotretinoin-multivitamin-vitamin-a'),
  zh(ACNE, '复合维生素有维A，要不要换', 'isotretinoin-multivitamin-vitamin-a'),
  zh(undefined, '吃泰尔丝期间含维生素a的多种维生素要停吗', 'isotretinoin-multivitamin-vitamin-a'),
  en(
    ACNE,
    'my multivitamin has vitamin A, should i stop it on accutane?',
    'isotretinoin-multivitamin-vitamin-a',
  ),
  en(
    undefined,
    'on isotretinoin - can i keep taking my multi with retinol?',
    'isotretinoin-multivitamin-vitamin-a',
  ),
  zh(WOMAN, '复合维生素有维A，要不要换', null),
  // Milk with minocycline (zh-125).
  zh(ACNE, '米诺环素和钙片、牛奶要隔开多久', 'tetracycline-milk-spacing'),
  zh(ACNE, '米诺环素和牛奶要间隔几个小时', 'tetracycline-milk-spacing'),
  zh(undefined, '多西环素和酸奶要隔开吗', 'tetracycline-yoghurt-soy-milk'),
  en(ACNE, 'how long between minocycline and milk?', 'tetracycline-milk-spacing'),
  en(undefined, 'how long apart should doxycycline and dairy be', 'tetracycline-milk-spacing'),
  zh(WOMAN, '牛奶和钙片要隔开吗', null),
  // The calcium day on weekly alendronate (zh-146).
  zh(BONES, '阿仑膦酸钠每周吃一次，钙片该哪天吃、什么时候吃', 'weekly-bisphosphonate-calcium-day'),
  zh(BONES, '吃福善美那天还能吃钙片吗，什么时候吃', 'weekly-bisphosphonate-calcium-day'),
  zh(undefined, '阿仑膦酸钠和钙片哪天吃', 'weekly-bisphosphonate-calcium-day'),
  en(BONES, 'which day should i take calcium if fosamax is weekly?', 'weekly-bisphosphonate-calcium-day'),
  en(undefined, 'on weekly alendronate, when do i take my calcium?', 'weekly-bisphosphonate-calcium-day'),
  zh(WOMAN, '钙片什么时候吃', null),
  // A multivitamin for iron-deficiency anaemia (zh-131).
  zh(
    IRON,
    '铁蛋白8，血红蛋白98，我每天吃一片复合维生素，靠这个能补回来吗',
    'iron-deficiency-anaemia-multivitamin-not-enough',
  ),
  zh(IRON, '缺铁性贫血，吃复合维生素够吗', 'iron-deficiency-anaemia-multivitamin-not-enough'),
  zh(undefined, '贫血了，光吃善存能补回来吗', 'iron-deficiency-anaemia-multivitamin-not-enough'),
  en(
    IRON,
    'ferritin 8 and hb 98, will my multivitamin fix it?',
    'iron-deficiency-anaemia-multivitamin-not-enough',
  ),
  en(
    undefined,
    'iron deficiency anemia - will a multivitamin fix it?',
    'iron-deficiency-anaemia-multivitamin-not-enough',
  ),
  zh(T2, '贫血了，光吃复合维生素能补回来吗', null),
  zh(WOMAN, '复合维生素够吗', null),
  // Anaemia in pregnancy with a low ferritin (zh-033).
  zh(
    T2,
    '孕24周产检，血红蛋白105，铁蛋白15，爱乐维里那点铁够用吗，要不要再单独加',
    'pregnancy-anaemia-low-ferritin',
  ),
  zh(T2, '血红蛋白98 铁蛋白12，孕妇维生素够不够', 'pregnancy-anaemia-low-ferritin'),
  zh(undefined, '怀孕了，hb 102，铁蛋白20，要补铁吗', 'pregnancy-anaemia-low-ferritin'),
  en(
    T2,
    'hb 104 and ferritin 14 at 24 weeks, is the iron in my prenatal enough?',
    'pregnancy-anaemia-low-ferritin',
  ),
  en(
    undefined,
    "i'm pregnant, haemoglobin 100, ferritin 9 - do i need more iron?",
    'pregnancy-anaemia-low-ferritin',
  ),
  zh(T2, '血红蛋白125，铁蛋白60，爱乐维够吗', null),
  zh(WOMAN, '血红蛋白105，铁蛋白15，要补铁吗', null),
  // The heart-failure fluid limit with what counts (zh-080).
  zh(HF, '一天能喝多少水？汤、粥、牛奶算不算在里面', 'hf-fluid-how-much-and-what-counts'),
  zh(HF, '每天喝多少水，喝的汤算不算', 'hf-fluid-how-much-and-what-counts'),
  zh(undefined, '心衰一天能喝多少水，粥算进去吗', 'hf-fluid-how-much-and-what-counts'),
  en(HF, 'how much fluid can i have a day and does soup count?', 'hf-fluid-how-much-and-what-counts'),
  en(
    undefined,
    'heart failure - how much water a day, and is milk included?',
    'hf-fluid-how-much-and-what-counts',
  ),
  zh(WOMAN, '一天喝多少水，汤算不算', null),
  // Puffiness after hotpot and beer (zh-006).
  zh(
    WOMAN,
    '周五和闺蜜约了重庆火锅，麻辣锅底+啤酒，怎么点菜才不至于第二天水肿还长两斤😂',
    'puffy-after-hotpot-and-beer',
  ),
  zh(MAN, '吃完烧烤喝了啤酒，第二天胖了三斤怎么回事', 'puffy-after-hotpot-and-beer'),
  zh(undefined, '每次吃火锅第二天脸都肿，怎么办', 'puffy-after-hotpot-and-beer'),
  en(WOMAN, 'hotpot and beers on friday, how do i not wake up bloated?', 'puffy-after-hotpot-and-beer'),
  en(undefined, 'why do i weigh more the day after a big meal and drinks?', 'puffy-after-hotpot-and-beer'),
  zh(HF, '吃完火锅脚肿了', null),
  zh(T1, '吃火锅第二天脸肿怎么办', null),
  // Eating on a drinking day (zh-015 part 2).
  zh(
    MAN,
    '做销售应酬多，一顿饭下来差不多半斤白酒，这个热量怎么算？喝酒那天饭该怎么吃才不白减',
    'drinking-day-meals-weight-loss',
  ),
  zh(MAN, '喝酒那天吃什么才不影响减肥', 'drinking-day-meals-weight-loss'),
  zh(undefined, '喝酒当天饭怎么吃才不胖', 'drinking-day-meals-weight-loss'),
  en(
    MAN,
    'what to eat on the day of a night out drinking if im losing weight',
    'drinking-day-meals-weight-loss',
  ),
  en(undefined, 'how should i eat on drinking days when cutting?', 'drinking-day-meals-weight-loss'),
  zh(T1, '喝酒那天饭该怎么吃', null),
  // Beer and barbecue on insulin (zh-076).
  zh(INSULIN, '周末跟兄弟撸串喝啤酒，对血糖影响大吗？打胰岛素的人喝酒要注意啥', 'insulin-barbecue-and-beer'),
  zh(INSULIN, '吃烧烤喝点啤酒可以吗', 'insulin-barbecue-and-beer'),
  zh(undefined, '打胰岛素能去撸串喝啤酒吗', 'insulin-barbecue-and-beer'),
  en(INSULIN, 'bbq and a few beers this weekend, what do i watch on insulin?', 'insulin-barbecue-and-beer'),
  en(undefined, 'on insulin - is beer at a barbecue ok for my sugar?', 'insulin-barbecue-and-beer'),
  zh(MAN, '周末撸串喝啤酒，怎么吃不胖', null),
];

const mine = rowsOf(ROUND20_ZHPART_FAQ);

describe("blind answer round 20's zh questions answered in part (development data)", () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      const r = askAs(c);
      expect(r.urgent).toBe(false);
      const ids = faqIdsOf(r);
      if (!c.id) {
        expect(mine(ids)).toEqual([]);
        return;
      }
      expect(ids).toContain(c.id);
      if (c.locale === 'en-US') expect(r.text).toMatch(/_Source: [^\n]+_/);
      else {
        const body = r.text.replace(/_来源[^\n]*?_(?=\s|$)/gu, '');
        expect(body).not.toMatch(/\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/);
      }
    },
    30_000,
  );
});
