/**
 * Standard answers for a frail older person that the chat declined (issue 30 §2; blind answer round 11,
 * development data since its figures were reported): whether everything must be blended, a bedtime snack,
 * a supplement powder stirred into porridge, and a multivitamin for someone who eats little meat and is
 * tired — written for the class of question, not one question's words.
 */
import type { FaqAudience, FaqRow } from './types';

const OLDER_SAID =
  /老人|老年|高龄|年纪大|岁数大|上了年纪|[6-9][0-9]岁|[七八九]十(多)?岁?|我妈|我爸|老妈|老爸|奶奶|外婆|姥姥|爷爷|外公|姥爷|婆婆|公公|\belderly\b|\bolder (people|adults?|person|woman|man|lady)\b|\bold (people|age|lady|man|woman)\b|\bmy (mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandad|grandfather|nan|nana)\b|\bnan\b|\bnana\b|\bgran\b|\b[6-9][0-9](-| )?(years?|yrs?)(-| )old\b|\bi am [6-9][0-9]\b|\bi'?m [6-9][0-9]\b|\bat my age\b|\bis [6-9][0-9]\b|\bfrail\b|\bcare home\b|\bnursing home\b/;
const OLDER: FaqAudience = { minAge: 65, said: OLDER_SAID };

const ESPEN_GERIATRICS =
  'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (updated practical guideline 2022)';

/** Blending or a liquid diet … for everything, from now on. */
const BLEND =
  /打成糊|打碎|打成泥|糊糊|糊状|泥状|流食|稀的|汤汤水水|喝汤|料理机|破壁机|\bpur[eé]e\w*|\bblend\w*|\bliquidi[sz]\w*|\bsoups?\b|\bmush\w*/;
const EVERYTHING =
  /所有|全部|什么都|都要|都得|每顿|每餐|一直|天天|以后都|只能|只吃|是不是要|要不要|该不该|\beverything\b|\ball (my |her |his )?(food|meals?|day)\b|\bevery meal\b|\bfrom now on\b|\bonly\b|\bshould i\b|\bdo i (have|need)\b|\bhave to\b|\bmust\b/;

const BEDTIME =
  /睡前|临睡|睡觉前|晚上.{0,6}(加|再吃)|夜里|半夜|宵夜|夜宵|\bbedtime\b|\bbefore (bed|sleep)\b|\blate[- ]night\b|\bsupper\b|\bat night\b/;
const SNACK_OR_SLEEP =
  /加一顿|加餐|加点|吃点|吃一点|点心|牛奶|睡觉|睡眠|睡不着|\bsupper\b|\bkeep (her|him|me) (up|awake)\b|\bsnack\w*|\beat\w*|\bmilk\b|\bsleep\w*|\bmeal\b|\bextra\b/;

const POWDER =
  /营养粉|安素|全安素|雅培|蛋白粉|乳清|全营养|特医|奶粉|\bensure\b|\bprotein powder\b|\bwhey\b|\bnutrition(al)? (powder|supplement)\b|\bsupplement powder\b|\bcomplan\b|\bscandishake\b/;
// Mixing said, not a food named alone ("mostly just drinks ensure plus and picks at food … how many a day"
// is the how-many question: twenty-seventh clinician review, en S1).
const INTO_FOOD =
  /拌|混|搅|加进|加到|加在|放进|放到|放在|冲进|调进|掺|(粥|稀饭|米糊|麦片|燕麦|汤|饭|菜)里|\bmix\w*|\bstir\w*|\badd\w* (it |them |some )?(to|into|in)\b|\b(in|into) (his |her |my |their |the |a )?(porridge|oatmeal|cereal|soup|food|yogh?urt|congee|coffee|milk|smoothies?|baking|pancakes?|muffins?)\b|\bcook(ing)? with\b|\bbak(e|ing) with\b/;

const MULTIVITAMIN =
  /复合维生素|多种维生素|多维|善存|金施尔康|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b|\bmulti\b/;
const TIRED_OR_LITTLE =
  /累|乏力|没劲|没力气|疲|吃得少|吃不多|肉吃得少|不怎么吃肉|不吃肉|胃口|\btired\w*|\bexhaust\w*|\bfatigue\w*|\bno energy\b|\blow energy\b|\bdoesn'?t eat (much|a lot)\b|\bdon'?t eat (much|a lot)\b|\b(not|hardly) (eat|eating)\b|\bmuch meat\b|\bless meat\b|\bno meat\b|\bappetite\b|\bshould (she|he|i) (take|have)\b|\bdoes (she|he) need\b|\bdo i need\b/;

export const STANDARD_OLDER_FAQ: readonly FaqRow[] = [
  {
    // Round 11 en-052 "should I blend everything then? I don't fancy eating soup all day" (after food going
    // down the wrong way) — declined.
    id: 'older-not-everything-pureed',
    when: [BLEND, EVERYTHING],
    unless: [
      /药|片|胶囊|\bpills?\b|\btablets?\b|\bcapsules?\b|\bsmoothies?\b|增稠|\bthicken\w*/,
      // Eating too little told with soup among the meals is the appetite row's (blind answer round 13,
      // en-158: "maybe a bit of soup or an egg … underweight … I feel full so quick").
      /胃口|吃不下|偏瘦|太瘦|\bunderweight\b|\bappetite\b|\bnot hungry\b|\bfeel full\b|\bfull (so |too )?(quick(ly)?|fast)\b|\beat more\b/,
    ],
    for: OLDER,
    intent: 'food_sources',
    text: {
      zh: '**不需要把所有饭菜都打成糊或只喝汤；先换成“软、湿、好嚼”的食物，多数人就够了，要不要打成泥，应该由言语治疗师（吞咽康复）做吞咽评估后决定。** 软而湿润的吃法：米饭煮软一点或改吃软饭、烂面条；肉选肉末、肉丸、炖得很烂的肉，鱼去刺蒸；鸡蛋羹、豆腐、嫩豆花；蔬菜煮软切小；菜里留点汤汁或勾薄芡，别吃干的。少吃又干又碎、难嚼或黏的东西：干面包、饼干、干硬的肉、坚果、带皮的豆子，还有汤圆、年糕这类黏的。吃饭时坐直，小口慢吃，吃完坐30分钟。打成泥的饭会让人吃得少、吃腻，营养反而跟不上，所以只在评估后需要时再用。吃东西常呛、饭后声音变“湿”、反复发烧咳嗽（可能是吸入性肺炎）或体重在掉，要尽快看医生、做吞咽评估；完全呛住喘不上气时立即打120。',
      en: '**No need to blend everything or live on soup: for most people, switching to soft, moist, easy-to-chew food is enough, and whether anything needs to be puréed is for a speech and language therapist to decide after a swallowing assessment.** Soft and moist: well-cooked rice or soft noodles; minced meat, meatballs or slow-cooked meat that falls apart; flaked fish without bones; scrambled egg, egg custard, tofu; vegetables cooked soft and cut small; and a sauce or gravy on everything rather than dry food. Go easy on dry, crumbly, hard or sticky things: dry bread and toast, crackers, dry or tough meat, nuts, beans with skins, and sticky rice cakes. Sit upright to eat, take small mouthfuls slowly, and stay upright for 30 minutes afterwards. Puréed food often means eating less and getting bored of it, so use it only if the assessment says so. Coughing or choking often when eating, a "wet" voice after meals, repeated chest infections or fevers (possible aspiration) or weight loss mean seeing the doctor soon for a swallowing assessment; choking with no air going in is a 999/911 emergency.',
    },
    source: {
      ref: `IDDSI framework (2019): soft and bite-sized, minced and moist, puréed — set after a swallowing assessment; ${ESPEN_GERIATRICS}；中国吞咽障碍膳食营养管理专家共识（2019版）`,
      url: 'https://iddsi.org/framework',
    },
  },
  {
    // Round 11 zh-053 "晚上睡前给她加一顿可以吗，会不会影响睡觉" (an 80-year-old who eats little) — declined.
    id: 'older-bedtime-snack',
    when: [BEDTIME, SNACK_OR_SLEEP],
    unless: [
      /酒|\balcohol\b|\bwine\b|咖啡|\bcoffee\b|安眠药|\bsleeping (pill|tablet)s?\b|减肥|\blose weight\b/,
    ],
    for: OLDER,
    notFor: { medicines: ['insulin', 'sulfonylurea'], conditions: ['diabetes', 'kidney_disease'] },
    intent: 'food_sources',
    text: {
      zh: '**可以，对吃得少、偏瘦的老人，睡前加一小顿是增加营养的好办法，小份、温和的加餐一般不影响睡觉，有的人还睡得更踏实。** 选容易消化、有蛋白质的：一杯热牛奶（或加一勺奶粉），一小碗加了鸡蛋的烂面片或小米粥，鸡蛋羹、豆腐脑、芝麻糊、一小块软蛋糕。量不要大，睡前约1小时吃完，吃完坐着或半躺30分钟再躺平，减少反酸和呛咳；不要浓茶、咖啡、巧克力和太油太辣的。晚上起夜多的，睡前的汤水少一点，白天多喝。白天三顿加上午、下午各一次点心，再加这顿睡前的，一天吃5–6次，体重更容易稳住。',
      en: '**Yes — for an older person who eats little and is underweight, a small bedtime snack is a good way to add nourishment, and a small, mild snack rarely disturbs sleep; some people sleep better for it.** Choose something easy to digest with some protein: a warm glass of milk (with a spoon of milk powder stirred in), a small bowl of porridge or soft noodles with an egg, egg custard, rice pudding, a soft piece of cake. Keep it small, finish about an hour before bed, and sit up or recline for 30 minutes before lying flat, to reduce reflux and coughing; avoid strong tea, coffee, chocolate and rich or spicy food. If she gets up at night to pass water, have less to drink at bedtime and more during the day. Three small meals, mid-morning and mid-afternoon snacks and this bedtime one — 5–6 eating times a day — make it easier to hold her weight.',
    },
    source: {
      ref: `${ESPEN_GERIATRICS}: small frequent meals and snacks, food fortification for older people at risk of malnutrition；中国居民膳食指南（2022）高龄老人膳食指南`,
    },
  },
  {
    // Round 11 zh-052 "营养粉可以直接拌进粥里吗，会不会影响效果" — declined.
    id: 'supplement-powder-into-food',
    when: [POWDER, INTO_FOOD],
    unless: [/药|片|胶囊|\bpills?\b|\btablets?\b|\bcapsules?\b|增稠|\bthicken\w*/],
    for: OLDER,
    notFor: { conditions: ['kidney_disease', 'dialysis'] },
    intent: 'product_question',
    text: {
      zh: '**安素这类营养粉可以拌进粥、米糊、燕麦、汤或酸奶里吃，营养成分不会因此“失效”，这本来就是给吃得少的老人加营养的常用做法。** 要点：等粥或汤从锅里盛出来、放到温热（不烫嘴）再拌进去，搅匀；开水或一直在锅里煮容易结块，部分维生素也怕长时间高温。宁可拌进一小碗她能吃完的，也不要拌进一大碗吃不完的，吃剩下的营养也就浪费了。一天的总量按罐子上的说明或营养师说的勺数来，分到几顿里；拌好的尽快吃，不要放几个小时再吃。她吃东西容易呛的话，拌完后的稠度要和她平时能安全吞咽的一样，不要因此变得太稀或太干。',
      en: '**Yes — stirring a powder such as Ensure into porridge or congee, oatmeal, soup or yoghurt does not stop it working; it is a standard way to add nourishment for an older person who eats little.** Tips: take the porridge or soup off the heat and let it cool to warm (not scalding) before stirring it in well — boiling or simmering it makes it clump, and some vitamins do not like long cooking. Mix it into a small portion she will finish rather than a big bowl she leaves, or the nourishment is left too. Keep the day’s total to the scoops on the tin or what the dietitian advised, spread over meals, and eat it soon after mixing rather than hours later. If she coughs or chokes when eating, keep the mixed food at the thickness she swallows safely — not thinner or drier than usual.',
    },
    source: {
      ref: `${ESPEN_GERIATRICS}: food fortification and oral nutritional supplements for older people at risk of malnutrition; the product’s own preparation instructions`,
    },
  },
  {
    // Round 11 en-054 "Nan wants to know should she take a multivitamin, she doesnt eat much meat anymore and
    // gets tired" — declined, naming vitamin C.
    id: 'older-multivitamin-tired',
    when: [MULTIVITAMIN, TIRED_OR_LITTLE],
    unless: [
      /铁剂|\biron (tablets?|pills?)\b|华法林|醋硝香豆素|新抗凝|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b|月经|例假|经期|\bperiods?\b/,
    ],
    for: OLDER,
    notFor: [{ conditions: ['kidney_disease', 'dialysis'] }, { maxAge: 49 }],
    intent: 'supplement_dose',
    text: {
      zh: '**一天一片普通剂量的复合维生素（各成分大约是每日推荐量，如善存银片这类老年款）对吃得少、肉吃得少的老人是安全、可以吃的，但它治不了“累”：累和吃肉少，先请医生抽个血查一查。** 老人乏力常见的原因有贫血（缺铁）、维生素B12缺乏（年纪大吸收差，肉蛋奶吃得少更容易缺）、甲状腺功能减退、维生素D偏低，也可能是吃得太少、体重在掉或药物的副作用；查血常规、铁蛋白、B12和叶酸、甲状腺功能和维生素D，就知道缺的是什么、要不要单独补（缺铁或缺B12要用治疗剂量，复合维生素里那点量不够）。不吃多少肉时，用鸡蛋、牛奶酸奶、豆腐、鱼补上蛋白质，每餐都有一点。维生素D每天10微克（400国际单位）对少出门的老人是推荐的，复合维生素里已经有的就不用再加。不要同时吃好几种含维生素A或铁的产品。',
      en: '**One ordinary-strength multivitamin a day (about the daily recommended amount of each nutrient, such as a 50+ formula) is safe and reasonable for an older person who eats little meat, but it will not fix tiredness: with tiredness and a poor diet, ask her doctor for a blood test first.** Common causes in older people are anaemia (iron deficiency), low vitamin B12 (absorption falls with age, more so with little meat, eggs or dairy), an underactive thyroid and low vitamin D, as well as simply eating too little, losing weight, or a medicine’s side effect; a full blood count, ferritin, B12 and folate, thyroid function and vitamin D show what is missing and whether it needs treating on its own (iron or B12 deficiency needs treatment doses; a multivitamin holds far too little). With little meat, make up protein with eggs, milk and yoghurt, tofu and fish, a little at every meal. Vitamin D, 10 µg (400 IU) a day, is advised for older people who rarely go outside; if the multivitamin has it, do not add more. Avoid taking several products that each contain vitamin A or iron.',
    },
    source: {
      ref: `NHS, Vitamins and minerals (2020) and Vitamin D (2020): 10 µg a day for people who are not often outdoors; NICE CKS Tiredness/fatigue in adults (2021): blood tests (full blood count, ferritin, B12, folate, thyroid function); ${ESPEN_GERIATRICS}`,
    },
  },
];
