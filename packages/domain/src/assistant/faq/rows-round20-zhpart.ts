/**
 * Blind answer round 20's zh-CN questions answered only in part (issue 30 §2; development data since its
 * figures were reported): the part that was declined or missed, or the whole multi-part question where
 * the parts belong together — keto against 16:8 and the first month's water, rTG against EE fish oil,
 * hair loss and which tests, two coffees and a milk tea in pregnancy, bird's nest and sea cucumber every
 * day in pregnancy, hawthorn among the folk taboos, melatonin while breastfeeding, vitamin D for the old,
 * blanching vegetables for potassium, fish oil and vitamin E stopped on warfarin, a multivitamin with
 * vitamin K on warfarin, green tea with a high INR, grapefruit on digoxin, CoQ10 beside heart-failure
 * medicines, pomegranate on tacrolimus, yoghurt and probiotics after a transplant, mouth ulcers on
 * methotrexate, ginkgo and an ordinary multivitamin on an MAOI, a multivitamin on isotretinoin, milk with
 * minocycline, the calcium day on weekly alendronate, a multivitamin for iron-deficiency anaemia,
 * anaemia in pregnancy, the heart-failure fluid limit with what counts, puffiness after hotpot and beer,
 * eating on a drinking day, and beer with barbecue on insulin — each written for the class of question
 * (subject × what is asked × who asks), not one question's words.
 */
import {
  IRON_NOT_WANTED,
  LACTATING,
  LEUKAEMIA_TREATMENT,
  LOW_VITAMIN_D,
  MINOR,
  NATTO_SAID,
  ON_MAOI,
  ON_METHOTREXATE,
  PREGNANT,
  PREGNANT_OR_NURSING,
  VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';

const HEART_FAILURE: FaqAudience = {
  conditions: ['heart_failure'],
  said: /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b/,
};
const HEART_OR_KIDNEY: FaqAudience = {
  conditions: ['heart_failure', 'kidney_disease', 'dialysis', 'kidney_transplant'],
  said: /心衰|心力衰竭|肾病|肾衰|透析|移植|\bheart failure\b|\bckd\b|\bkidney (disease|failure)\b|\bdialysis\b|\btransplant\w*/,
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾衰|肾功能不全|透析|\bckd\b|\bkidney (disease|failure)\b|\bdialysis\b/,
};
const ON_DIGOXIN: FaqAudience = { medicines: ['digoxin'], said: /地高辛|\bdigoxin\b|\blanoxin\b/ };
const ON_TACROLIMUS: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /他克莫司|普乐可复|环孢素|\btacrolimus\b|\bprograf\b|\bciclosporin\b|\bcyclosporine\b/,
};
/** A transplant: azathioprine alone keeps the immunosuppressant food-safety answer (condition-topics.test.ts). */
const IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor', 'mycophenolate'],
  said: /移植|他克莫司|环孢素|骁悉|吗替麦考酚酯|\btransplant\w*\b|\btacrolimus\b|\bciclosporin\b|\bcyclosporine\b|\bmycophenolate\b|\bcellcept\b/,
};
const ON_ISOTRETINOIN: FaqAudience = {
  medicines: ['retinoid'],
  said: /异维a酸|泰尔丝|罗可坦|\bisotretinoin\b|\baccutane\b|\broaccutane\b|\babsorica\b/,
};
const ON_TETRACYCLINE: FaqAudience = {
  medicines: ['tetracycline'],
  said: /米诺环素|多西环素|四环素|美满霉素|\bminocycline\b|\bdoxycycline\b|\btetracycline\b|\bminocin\b|\bsolodyn\b/,
};
const ON_BISPHOSPHONATE: FaqAudience = {
  medicines: ['bisphosphonate'],
  said: /阿仑膦酸|福善美|固邦|利塞膦酸|\balendron(ate|ic acid)\b|\bfosamax\b|\brisedron(ate|ic acid)\b|\bactonel\b/,
};
const ON_INSULIN_OR_SU: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: /胰岛素|甘精|门冬|赖脯|来得时|诺和|优泌|\binsulin\b|\blantus\b|\btoujeo\b|\bnovorapid\b|\bhumalog\b/,
};
const GLUCOSE_LOWERING: FaqAudience = {
  conditions: ['diabetes'],
  medicines: ['insulin', 'sulfonylurea', 'sglt2_inhibitor'],
  said: /糖尿病|胰岛素|降糖药|列净|\bdiabet\w*|\binsulin\b|\bsglt2\b|\b\w+gliflozin\b/,
};
/** Medicines alcohol is not for (tyramine in beer on an MAOI, disulfiram-like reactions, lithium). */
const NO_ALCOHOL_MEDICINES: FaqAudience = {
  medicines: ['maoi', 'metronidazole', 'disulfiram', 'lithium', 'insulin', 'sulfonylurea'],
};

const CN_GUIDE = '中国居民膳食指南（2022）';
const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const NICE_CG189 =
  'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 dietary interventions';
const BSG_2021 =
  'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051';
const HOLBROOK_2005 =
  'Holbrook AM et al. Systematic overview of warfarin and its drug and food interactions. Arch Intern Med 2005;165:1095–1106';

const KETO = /生酮|低碳水|断碳|\bketo\w*|\blow[- ]carb\w*|\bcarnivore\b|\batkins\b/;
const TIME_RESTRICTED_OR_WHICH =
  /16[:：比\s]?8|轻断食|间歇性?断食|断食|5[:：比]2|选哪个|哪个好|哪个更|还是|比较好|\bintermittent fasting\b|\bif\b|\bomad\b|\btime[- ]restricted\b|\bfasting\b|\bwhich (is|one)\b|\bbetter\b|\bvs\.?\b|\bversus\b/;

const FISH_OIL = /鱼油|欧米伽|omega|\bdha\b|\bepa\b|\bfish ?oil\b|\bkrill\b/;
const FISH_OIL_FORM =
  /rtg|(?<![a-z])ee(?![a-z])|(?<![a-z])tg型|乙酯型|甘油三酯型|再酯化|\bethyl esters?\b|\btriglyceride form\b|\bre-?esterified\b/;

const HAIR_LOSS =
  /掉头发|脱发|掉发|头发(掉|少|稀|变少|一把)|发量(少|变少)|\bhair ?(loss|fall|shedding|thinning)\b|\blosing (my |so much )?hair\b|\bhair (is )?(falling|coming) out\b|\bthinning hair\b/;
const CAUSE_OR_TESTS =
  /缺铁|缺.{0,3}(铁|营养|维生素)|查|指标|检查|化验|原因|为什么|怎么回事|是不是|会不会|\btests?\b|\bcheck\w*\b|\bblood (work|test)\b|\bcauses?\b|\bwhy\b|\biron\b|\bdeficien\w*\b|\blow in\b/;

const CAFFEINE_DRINK =
  /咖啡|美式|拿铁|浓缩|奶茶|\bcoffees?\b|\bamericanos?\b|\blattes?\b|\bespresso\b|\bmilk ?teas?\b|\bbubble tea\b/;
const SEVERAL_CUPS =
  /[两二三四2-4]\s*杯|几杯|还想|再来|加上|\b(two|three|four|2|3|4) (cups|coffees|americanos|lattes|mugs)\b|\bcouple of (cups|coffees)\b|\bplus\b|\band (a|an) (afternoon|milk tea|bubble tea)\b/;

const LUXURY_TONIC = /燕窝|海参|花胶|鱼胶|\bbird'?s nest\b|\bsea cucumbers?\b|\bfish maw\b/;
const HARM_OR_EVERY_DAY =
  /坏处|害处|副作用|有害|一直吃|长期|天天|每天吃|老吃|安全吗|伤身|\bharm\w*\b|\bside effects?\b|\bevery day\b|\bdaily\b|\blong[- ]term\b|\bsafe\b|\bbad for\b/;

const HAWTHORN = /山楂|\bhawthorn\b|\bhaw flakes?\b/;

const MELATONIN = /褪黑素|\bmelatonin\b/;

const VITAMIN_D = /维生素d|维d|\bvitamin d\d?\b|\bvit ?d\b/;
const HOW_MUCH =
  /多少|剂量|几粒|几片|该吃|\bhow much\b|\bdose\b|\bdosage\b|\bhow many\b|\bshould (she|he|i) take\b/;
const OLDER_SAID =
  /老人|老年|老太|老爷|奶奶|爷爷|外婆|姥姥|岁数|这个年纪|[6-9]\d ?岁|八十|七十|九十|\belderly\b|\bolder\b|\bin (her|his|my) (70|80|90)s\b|\b[6-9]\d (years? old|yo)\b|\bgran\w*\b|\bnan\b/;

const BLANCH =
  /焯|浸泡|泡水|泡一泡|煮水|水煮|先煮|煮一下|煮一煮|煮过|\bboil\w*\b|\bsoak\w*\b|\bleach\w*\b|\bblanch\w*\b|\bdouble[- ]cook\w*\b/;
const POTASSIUM = /钾|\bpotassium\b/;

const STOP = /停|不吃了|\bstop\w*\b|\bquit\b|\bcome off\b|\bcut (them|it) out\b|\bcold turkey\b/;
const FISH_OIL_OR_E = /鱼油|维生素e|维e|\bfish ?oil\b|\bomega\b|\bvitamin e\b|\bvit ?e\b/;

const MULTIVITAMIN =
  /复合维生素|多种维生素|多维|善存|金维他|爱乐维|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b/;

const INR = /\binr\b|国际标准化比值/;
const GREEN_TEA = /绿茶|抹茶|浓茶|喝茶|茶水|\bgreen tea\b|\bmatcha\b|\btea\b/;

const GRAPEFRUIT = /西柚|葡萄柚|\bgrapefruit\b/;

const COQ10 = /辅酶q10|辅酶|\bco ?q ?10\b|\bcoenzyme q10\b|\bubiquin\w*\b/;
const TOGETHER =
  /一起|同时|合用|冲突|相互作用|能吃吗|能不能吃|可以吃吗|犯冲|\btogether\b|\bwith (my|these|all)\b|\binteract\w*\b|\bcombine\b|\bsafe\b|\bok\b|\balongside\b/;

const POMEGRANATE = /石榴|\bpomegranates?\b/;

const PROBIOTIC_OR_YOGHURT = /益生菌|酸奶|乳酸菌|\bprobiotics?\b|\byogh?urts?\b|\bkefir\b/;

const MOUTH_ULCER =
  /溃疡|口疮|口腔.{0,3}(痛|破|烂)|嘴.{0,3}(破|烂)|\bmouth (ulcers?|sores?)\b|\bcanker\b|\bulcers? in my mouth\b|\bsore mouth\b/;

const GINKGO = /银杏|\bginkgo\b|\bgingko\b/;
const MULTIVITAMIN_OR_FISH_OIL = new RegExp(`${MULTIVITAMIN.source}|${FISH_OIL.source}`);

const VITAMIN_A_PRODUCT = /维生素a|维a(?!酸)|视黄醇|\bvitamin a\b|\bretinol\b|\bretinyl\b/;
const STOP_OR_SWITCH =
  /停|换|要不要|能吃吗|可以吃吗|继续吃|\bstop\w*\b|\bkeep taking\b|\bswitch\b|\bok\b|\bcan i\b|\bshould i\b|\bsafe\b/;

const DAIRY = /牛奶|酸奶|奶制品|乳制品|奶酪|喝奶|\bmilk\b|\bdairy\b|\byogh?urts?\b|\bcheese\b/;
const TETRACYCLINE_SAID =
  /米诺环素|多西环素|四环素|美满霉素|\bminocycline\b|\bdoxycycline\b|\btetracycline\b|\bminocin\b/;

// Calcium products by name too ("where does the Adcal go that day": blind answer round 48, en-051).
const CALCIUM = /钙|\bcalcium\b|\btums\b|\badcal\w*|\bcalcichew\w*|\bcaltrate\b|\bos-?cal\b|\bcitracal\b/;
const WHICH_DAY =
  /哪天|哪一天|什么时候|几点|哪个时间|早上还是晚上|\bwhich day\b|\bwhat day\b|\bwhen\b|\bwhat time\b|\btime of day\b|\bthat day\b|\bwhere (does|do|should|would) [^.?!]{0,25}\bgo\b/;

const LOW_IRON_SAID =
  /铁蛋白|血红蛋白|贫血|缺铁|\bferritin\b|\bha?emoglobin\b|\bhb\b|\ban(a)?emi\w*\b|\biron[- ]deficien\w*\b|\blow iron\b/;
// Not a bare "enough" ("is the iron in my multivitamin enough for anaemia?" is iron-with-multivitamin's).
const ENOUGH = /够|补回来|补得回来|有用吗|\bfix\b|\bput (it )?right\b|\bdo the (job|trick)\b|\bsufficient\b/;

/** A haemoglobin under 110 g/L said (70–109), and a ferritin under 30 µg/L (0–29). */
// A full stop after the figure ends the sentence ("ferritin 11."), it is no decimal point (blind answer
// round 50, en-001).
const HB_UNDER_110 =
  /(血红蛋白|血色素|\bhb\b|\bhgb\b|\bha?emoglobin\b)\D{0,6}(?<![\d.])(7\d|8\d|9\d|10\d)(?!\d|\.\d)/;
const FERRITIN_UNDER_30 = /(铁蛋白|\bferritin\b)\D{0,6}(?<![\d.])([0-9]|[12]\d)(?!\d|\.\d)/;

const FLUID_HOW_MUCH =
  /喝多少|多少水|几杯水|喝几|水量|\bhow much (water|fluid)\b|\bhow much (can|should) i drink\b/;
const COUNTS = /算不算|算在|算进|也算|要算|算吗|计入|包括|\bcounts?\b|\bcounted\b|\binclud\w*\b/;

const PUFFY =
  /水肿|浮肿|脸肿|肿|长[了]?[一两二三几\d]斤|胖[了]?[一两二三几\d]斤|重[了]?[一两二三几\d]斤|\bpuff\w*\b|\bbloat\w*\b|\bwater weight\b|\bweigh (more|heavier)\b|\bgain\w* (a|2|two|3|three) (kg|kilos?|pounds?|lbs?)\b/;
const BIG_NIGHT =
  /火锅|烧烤|撸串|串串|大餐|聚餐|自助|啤酒|喝酒|\bhot ?pot\b|\bbbq\b|\bbarbecue\b|\bbeers?\b|\bdrinks\b|\bbuffet\b|\btakeaway\b|\bbig (meal|night|dinner)\b/;

const DRINKING =
  /喝酒|应酬|饮酒|白酒|啤酒|红酒|酒局|\bdrinking\b|\bdrinks\b|\balcohol\b|\bnight out\b|\bbeers?\b|\bwine\b/;
const THAT_DAY =
  /那天|当天|这天|前后|的日子|那一天|\bon (a|the) (day|night)s?\b|\bdays? (i|we) drink\b|\bthat day\b|\bdrinking days?\b/;
const HOW_TO_EAT =
  /怎么吃|吃什么|饭该|饭怎么|怎么安排|\bwhat (to|should i) eat\b|\bhow (to|should i) eat\b|\bmeals?\b/;

const BBQ = /撸串|烧烤|烤串|串串|烤肉|\bbbq\b|\bbarbecue\b|\bkebabs?\b|\bskewers?\b/;
const BEER_OR_DRINK = /啤酒|喝酒|饮酒|\bbeers?\b|\bdrink(s|ing)?\b|\balcohol\b/;

const GREENS =
  /菠菜|西兰花|西蓝花|绿叶菜|青菜|油菜|生菜|羽衣甘蓝|蔬菜|\bgreens\b|\bspinach\b|\bbroccoli\b|\bkale\b|\bleafy\b|\bsalads?\b|\bvegetables\b/;
// The worry that greens are banned ("都不能吃了", "do I have to avoid"): "吃华法林能吃西兰花吗" alone is the
// plan's own greens answer (review.test.ts M5).
const CAN_EAT =
  /不能吃|不敢吃|不能碰|要戒|戒掉|忌口|都不能|\bavoid\b|\bbanned\b|\bgive (them |it )?up\b|\bnot allowed\b|\bstop eating\b|维生素k[^，。？?]{0,6}(影响|降低|减弱|干扰)|影响药效|\bvitamin k\b[^.?!]{0,20}\b(affects?|interfer\w*|stops?|weakens?)\b/;

export const ROUND20_ZHPART_FAQ: readonly FaqRow[] = [
  {
    // Round 20 zh-010: "生酮和16:8 intermittent fasting选哪个好？同事生酮一个月掉了20斤" — only 16:8 was
    // answered; keto and a month's fast loss (mostly water) were not.
    id: 'keto-or-time-restricted-eating',
    when: [KETO, TIME_RESTRICTED_OR_WHICH],
    // On lithium a ketogenic diet or a long fast shifts water and salt and so the lithium level: not this
    // "pick the one you can keep up" answer (blind answer round 33, zh-153, development data: it followed a
    // warning that keto is risky on lithium with hydrochlorothiazide).
    notFor: [PREGNANT_OR_NURSING, MINOR, KIDNEY, GLUCOSE_LOWERING, { medicines: ['lithium'] }],
    cutsCarbohydrate: true,
    intent: 'weight_change',
    text: {
      zh: '**生酮和16:8轻断食都能减重，一年后减的差不多，选你能长期坚持的那个。** 生酮是把碳水压到很低（每天约50克以下，米饭面条水果基本不吃）；16:8是把一天的饭放在8小时内吃。随机试验里，低碳水和低脂、限时进食和每天少吃，一年后减的体重都相近，关键是总热量。生酮头一个月体重掉得特别快，多半是水：碳水一减，肝脏和肌肉里的糖原连同它结合的水一起排出，常常头一两周就有2–4公斤，恢复吃主食后会很快回来一部分。生酮难坚持，常见便秘、乏力、口臭，有的人“坏”胆固醇（低密度脂蛋白）会升高；有肾病、胰腺炎、胆囊病的人不适合。更稳的做法：每天少吃约500千卡，每周减0.5–1公斤，每餐有蛋白质和半盘蔬菜，主食减量、换一半粗粮，不用戒掉；想试16:8也可以，进食时段里照样正常吃三餐的结构。',
      en: '**Keto and 16:8 both work, and after a year people lose about the same on either — pick the one you can keep up.** Keto cuts carbohydrate very low (under about 50 g a day: almost no rice, bread, pasta or fruit); 16:8 puts the day’s eating into an 8-hour window. In randomised trials, low-carb against low-fat, and time-restricted eating against simply eating less, ended up with similar weight loss at a year — total calories decide it. The very fast loss in keto’s first month is mostly water: cutting carbohydrate empties the glycogen stores in liver and muscle, and the water bound to them goes too — often 2–4 kg in the first week or two — and some comes back quickly once carbohydrate returns. Keto is hard to stick to, often brings constipation, tiredness and bad breath, and raises LDL (“bad”) cholesterol in some people; it is not for anyone with kidney disease, pancreatitis or gallbladder disease. The steadier route: about 500 kcal a day less, 0.5–1 kg a week, protein and half a plate of vegetables at each meal, smaller starch portions with half wholegrain rather than none; if 16:8 suits you, keep normal balanced meals inside the window.',
    },
    source: {
      ref: `Gardner CD et al. Effect of low-fat vs low-carbohydrate diet on 12-month weight loss (DIETFITS). JAMA 2018;319:667–679; Liu D et al. Calorie restriction with or without time-restricted eating in weight loss. N Engl J Med 2022;386:1495–1504; Kreitzman SN et al. Glycogen storage: illusions of easy weight loss. Am J Clin Nutr 1992;56:292S–293S; ${NICE_CG189}`,
    },
  },
  {
    // Round 20 zh-007: "rTG型比EE型好吸收，值得多花钱吗？一天吃几粒" — the form was not answered.
    id: 'fish-oil-rtg-or-ee',
    when: [FISH_OIL_FORM, FISH_OIL],
    wholeMessage: true,
    cutsCarbohydrate: true,
    intent: 'product_question',
    text: {
      zh: '**rTG型（再酯化甘油三酯型）和EE型（乙酯型）跟着有油的正餐吃，吸收差别很小，多花的钱不太值得；更该比的是每粒含多少EPA+DHA。** EE型空腹或配很少油脂吃时吸收差一些；短期研究里rTG的血中水平略高，但没有证据说它对心脏或血脂的效果更好。买的时候看标签上每粒的EPA+DHA毫克数（常见1克胶囊只有约300毫克，高浓度的500–700毫克），按“每毫克EPA+DHA的价钱”来比。吃几粒：一般保健用每天约250–500毫克EPA+DHA（1–2粒普通胶囊）就够，随饭吃；每周吃两次鱼、其中一次是油多的鱼，也能达到这个量。血脂高先看化验单哪一项高：保健品鱼油不降低密度脂蛋白胆固醇（“坏”胆固醇），要不要吃他汀由医生定；甘油三酯高要靠戒酒、少糖少精米面，只有每天2–4克处方级ω-3才明显降甘油三酯，这个量要医生开。在吃华法林、阿司匹林等抗凝抗血小板药的，吃鱼油前先问医生。',
      en: '**Taken with a meal that has some fat, rTG (re-esterified triglyceride) and EE (ethyl ester) fish oil are absorbed almost equally well — the extra cost is not really worth it; compare how much EPA+DHA each capsule holds instead.** EE forms are absorbed less on an empty stomach or with a very low-fat meal; short studies show slightly higher blood levels with rTG, but no evidence of a better effect on the heart or blood fats. On the label, look at EPA+DHA in mg per capsule (a standard 1 g capsule has only about 300 mg; concentrates 500–700 mg) and compare the price per mg of EPA+DHA. How many: for general health about 250–500 mg EPA+DHA a day (1–2 standard capsules) with a meal is enough, and two portions of fish a week, one of them oily, give the same. For raised blood fats, look first at which result is high: supplement fish oil does not lower LDL (“bad”) cholesterol — whether a statin is needed is the doctor’s call; high triglycerides come down with no alcohol and less sugar and refined starch, and only 2–4 g a day of prescription omega-3, which a doctor prescribes, lowers them much. Anyone on warfarin, aspirin or another blood thinner should ask their doctor before taking fish oil.',
    },
    source: {
      ref: 'Dyerberg J et al. Bioavailability of marine n-3 fatty acid formulations. Prostaglandins Leukot Essent Fatty Acids 2010;83:137–141; Lawson LD, Hughes BG. Absorption of eicosapentaenoic acid and docosahexaenoic acid from fish oil triacylglycerols or fish oil ethyl esters co-ingested with a high-fat meal. Biochem Biophys Res Commun 1988;156:960–963; 中国血脂管理指南（2023年）; Skulas-Ray AC et al. Circulation 2019;140:e673–e691（章节凭记忆）',
    },
  },
  {
    // Round 20 zh-019: "最近掉头发特别厉害…会不会是缺铁？要先去查哪些指标" — iron foods only; the other
    // causes and the tests were passed over.
    id: 'hair-loss-iron-which-tests',
    when: [HAIR_LOSS, CAUSE_OR_TESTS],
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**有可能，但掉头发不止缺铁一个原因，先查清楚再补。** 请医生开：血常规（有没有贫血）、血清铁蛋白（铁储备，贫血之前就会降低）、甲状腺功能（TSH，甲亢甲减都会掉发）；吃纯素的再查维生素B12；月经不规律、长痘、体毛变多的，问医生要不要查性激素。其他常见原因：两三个月前的一场高烧、手术、分娩、大的精神压力或快速节食（这种“休止期脱发”多在半年左右自己恢复），长期蛋白质和热量吃不够，遗传性脱发。不要自己大剂量吃铁剂或“生发”保健品：铁蛋白不低时补铁没用，多了有害；化验确实缺铁，剂量和疗程由医生定。平时每餐有一份蛋白质（豆腐、豆干、豆类、蛋奶或鱼肉），同一餐配维生素C丰富的蔬果帮助吸收铁。一块一块地掉（斑秃），或头皮发红、脱屑、发痒，请看皮肤科。',
      en: '**It could be, but iron is only one cause of hair loss — find out before you treat it.** Ask your doctor for: a full blood count (anaemia), ferritin (iron stores, which fall before anaemia shows) and thyroid function (TSH — an over- or underactive thyroid both cause shedding); on a vegan diet add vitamin B12; with irregular periods, acne or more body hair, ask about hormone tests. Other common causes: a high fever, operation, childbirth, major stress or crash diet two to three months earlier (this “telogen effluvium” usually settles within about six months), too little protein or energy over a long time, and inherited hair thinning. Don’t start high-dose iron or “hair growth” supplements on your own: iron does nothing when ferritin is fine and too much does harm; if the test shows iron deficiency, your doctor sets the dose and how long. Have a portion of protein at each meal (tofu, beans and lentils, eggs and dairy, or fish and meat), with vitamin C–rich fruit or vegetables at the same meal to help absorb iron. Patchy bald spots, or a red, scaly or itchy scalp — see a dermatologist.',
    },
    source: {
      ref: `Phillips TG et al. Hair loss: common causes and treatment. Am Fam Physician 2017;96:371–378; American Academy of Dermatology, Hair loss: diagnosis and treatment; ${BSG_2021}; NIH ODS Iron Fact Sheet for Health Professionals (2024)`,
    },
  },
  {
    // Round 20 zh-026: "怀孕了还能喝咖啡吗，我一天两杯美式，下午还想来杯奶茶" — the 200 mg limit without
    // saying her drinks are over it and what to cut.
    id: 'pregnancy-caffeine-cups-over',
    when: [CAFFEINE_DRINK, SEVERAL_CUPS],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**能喝，但按你说的量多半超过孕期每天200毫克咖啡因的上限了，要减。** 一杯美式的咖啡因看浓缩的份数，单份约60–80毫克，中杯两份约120–150毫克，大杯更多；一杯奶茶用红茶或绿茶做底，咖啡因从几十到一百多毫克不等。把你每天喝的每一杯按这个加起来：两三杯美式或拿铁，或一杯咖啡再加一杯奶茶，就可能在200–400毫克。可以这样减：咖啡一天留一杯、要单份（或换低因）；其余的换成低因咖啡、不含茶的鲜奶饮品、大麦茶、果汁兑水或牛奶；可乐、能量饮料、浓茶和巧克力也有咖啡因，要一起算。奶茶的糖也多，偶尔喝就选小杯、少糖。平时喝得多的，几天内慢慢减，能少头痛。',
      en: '**Yes, but at the amounts you describe you are probably over the 200 mg a day caffeine limit for pregnancy, so cut back.** An americano’s caffeine depends on the shots: about 60–80 mg per shot, a two-shot medium around 120–150 mg, a large more; a milk tea made with black or green tea ranges from a few tens to over 100 mg. Add up each drink you have in a day this way: two or three americanos or lattes, or a coffee plus a milk tea, can come to 200–400 mg. To cut down: keep one coffee a day, single shot (or decaf); swap the rest for decaf coffee, a milk drink without tea, barley tea, diluted juice or milk; cola, energy drinks, strong tea and chocolate also contain caffeine and count. Milk tea is also high in sugar — when you have one, pick a small size with less sugar. If you drink a lot now, cut down over a few days to avoid headaches.',
    },
    source: {
      ref: 'ACOG Committee Opinion No. 462 Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020); EFSA NDA Panel, Scientific Opinion on the safety of caffeine. EFSA J 2015;13:4102; USDA FoodData Central（咖啡因含量）; 中国居民膳食指南（2022）孕期妇女膳食指南',
    },
  },
  {
    // Round 20 zh-029: "婆婆天天给我炖燕窝、海参…真有用吗？一直吃有没有坏处" — whether eating them every
    // day does harm was not answered.
    id: 'pregnancy-bird-nest-sea-cucumber-daily',
    when: [LUXURY_TONIC, HARM_OR_EVERY_DAY],
    for: PREGNANT_OR_NURSING,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**宝宝皮肤白不白主要由遗传决定，燕窝、海参改变不了；适量吃没什么害处，但天天吃不值得，还要注意几点。** 燕窝、海参主要是胶原类蛋白，营养价值比不上同样价钱的鸡蛋、牛奶、鱼虾和瘦肉。天天吃要留意：一是容易挤掉正餐里的奶、蛋、鱼和蔬菜；二是质量——燕窝掺假、“血燕”亚硝酸盐超标、海参泡发加药水或加糖加盐都有过报道，要买正规来源、有检验的；三是少数人对燕窝过敏（嘴唇肿、起疹子、气喘），以前没吃过的先少量试；四是即食海参和罐头往往偏咸，炖的时候冰糖也别放多。想吃的话一周一两次、每次少量，完全炖熟。婆婆的心意可以收下，更有用的是：每天一个鸡蛋、300–500克奶、每周两三次鱼虾，叶酸按时吃。',
      en: '**Whether a baby’s skin is fair is mostly inherited — bird’s nest and sea cucumber will not change it; a moderate amount does no harm, but every day is not worth it, and a few things matter.** Both are mainly collagen-type protein and give less nutrition than the same money spent on eggs, milk, fish and lean meat. Eating them daily: they can crowd out the milk, eggs, fish and vegetables of real meals; quality varies — adulterated bird’s nest, “red” bird’s nest high in nitrite, and sea cucumber soaked in chemicals or with added sugar or salt have all been reported, so buy from a reliable, tested source; a few people are allergic to bird’s nest (swollen lips, rash, wheeze), so try a small amount first if you have never had it; and ready-to-eat or canned sea cucumber is often salty, and go easy on rock sugar in the stew. If you like them, once or twice a week in small amounts, fully cooked, is plenty. Take your mother-in-law’s kindness; what actually helps is an egg a day, 300–500 g of milk or yoghurt, fish or seafood two or three times a week, and your folic acid every day.',
    },
    source: {
      ref: '中国居民膳食指南（2022）孕期妇女膳食指南; 中国食物成分表 标准版 第6版（2018）; 原国家工商总局、浙江省工商局 2011年“血燕”亚硝酸盐抽检通报（凭记忆）; Goh DL et al. Immunochemical characterization of edible bird’s nest allergens. J Allergy Clin Immunol 2001;107:1082–1088',
    },
  },
  {
    // Round 20 zh-030: "孕早期不能吃桂圆、山楂、螃蟹，会流产" — longan and crab answered, hawthorn left out.
    id: 'pregnancy-hawthorn-folk-taboo',
    when: [HAWTHORN],
    // Job's tears asked beside it is the folk-taboo row's, which speaks of it (reference r2/zh-028).
    unless: [/薏米|薏仁|\bjob'?s tears\b/],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**山楂：当水果或零食偶尔吃几颗、一两片山楂糕没问题；不要大量吃，也不要吃山楂丸、山楂提取物这类按药用量吃的。** “山楂会引起宫缩、流产”来自中医“活血”的说法，人身上没有证据说正常吃山楂会导致流产；但大剂量山楂提取物在孕期没有安全资料，所以药用的不要吃。山楂很酸，空腹吃多了伤胃、加重反酸；山楂糕、果丹皮糖也多。桂圆、螃蟹同理：桂圆正常吃可以，很甜，一次几颗；螃蟹新鲜、蒸熟煮透就能吃，醉蟹、生腌蟹不吃。孕早期的流产多数是胚胎本身的染色体问题，不是吃了哪样食物；出血或腹痛请及时找产科医生。',
      en: '**Hawthorn: a few haws as fruit or a slice or two of haw flakes now and then is fine; don’t eat large amounts, and don’t take hawthorn pills or extracts at medicinal doses.** The idea that hawthorn causes contractions or miscarriage comes from traditional medicine; there is no evidence in people that eating it normally causes miscarriage, but high-dose hawthorn extract has no safety data in pregnancy, so avoid the medicinal kind. It is very sour — a lot on an empty stomach can upset the stomach and worsen reflux — and haw flakes and fruit leather are sugary. Longan and crab are the same story: longan in normal amounts is fine (it is sweet — a few at a time); fresh crab, steamed or boiled right through, is fine; skip drunken or raw-marinated crab. Most early miscarriages come from chromosomal problems in the embryo, not from any food; for bleeding or pain, see your obstetric team promptly.',
    },
    source: {
      ref: 'NCCIH, Hawthorn (2020)（孕期安全资料不足）; ACOG Practice Bulletin No. 200 Early pregnancy loss (2018); 中国居民膳食指南（2022）孕期妇女膳食指南; 美国FDA, Food Safety for Pregnant Women',
    },
  },
  {
    // Round 20 zh-044: "那5-HTP或者褪黑素呢？夜里被娃吵醒以后就再也睡不着" (breastfeeding, sertraline) —
    // melatonin declined.
    id: 'melatonin-while-breastfeeding',
    when: [MELATONIN],
    for: LACTATING,
    intent: 'herbal_remedy',
    text: {
      zh: '**褪黑素：哺乳期用的研究很少，不建议自己买来吃，先问医生。** 母乳里本来就有少量褪黑素（夜里的奶更多），短期小剂量进入乳汁的量估计不大，但安全资料不够；国内褪黑素保健食品的标签把乳母、孕妇和抑郁症患者都列为不适宜人群。它和舍曲林、艾司西酞普兰这类抗抑郁药没有已知的明显相互作用（会让褪黑素浓度大增的是氟伏沙明）。夜里醒了睡不回去，更有用的是：喂奶时灯光调暗、喂完不看手机；白天宝宝睡你也补觉；让家人分担一次夜奶（可以提前吸出来）；下午以后不喝咖啡和浓茶。失眠超过两周，或情绪又变差，请告诉开抗抑郁药的医生——产后失眠常和情绪有关，医生会一起看。',
      en: '**Melatonin: there is little research on it while breastfeeding, so don’t start it on your own — ask your doctor first.** Breast milk naturally contains a little melatonin (more at night), and a short, low dose probably adds little to the milk, but the safety data are thin; in China, melatonin supplements are labelled as not suitable for breastfeeding or pregnant women or people with depression. It has no known significant interaction with antidepressants like sertraline or escitalopram (fluvoxamine is the one that raises melatonin levels a lot). For waking at night and not getting back to sleep, what helps more: keep the lights dim at feeds and stay off your phone afterwards; sleep when the baby sleeps in the day; let someone else take one night feed (with expressed milk); no coffee or strong tea from the afternoon. If poor sleep lasts more than two weeks or your mood is slipping, tell the doctor who prescribes your antidepressant — sleep after a birth is often tied to mood, and they can look at both.',
    },
    source: {
      ref: 'NLM Drugs and Lactation Database (LactMed), Melatonin (2024); Luvox (fluvoxamine) 美国药品说明书 §7（与褪黑素）; 国家市场监督管理总局 保健食品标签（褪黑素：不适宜人群 少年儿童、孕妇、乳母、自身免疫病及抑郁症患者，凭记忆）',
    },
  },
  {
    // Round 20 zh-054: "那钙片和维生素D她这个岁数该吃多少" (after bone broth, 80 years old) — calcium from
    // the plan, vitamin D declined.
    id: 'older-calcium-vitamin-d-how-much',
    when: [VITAMIN_D, HOW_MUCH],
    for: { minAge: 65, said: OLDER_SAID },
    // A loading strength said ("50,000 IU") is the chat's own rule (review10-chat-read.test.ts).
    unless: [/\d{4,}|\d{1,3},\d{3}|\d+ ?万/],
    notFor: [
      { conditions: ['osteoporosis'], said: /骨质疏松|\bosteoporo\w*/ },
      { hypercalcaemia: true, conditions: ['sarcoidosis', 'hyperparathyroidism'] },
      KIDNEY,
      // A deficiency on a blood test is treated, not answered with everyday amounts (blind answer round 31,
      // en-039: "vit D 11.8 … how many IU and for how long? then recheck?").
      LOW_VITAMIN_D,
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**维生素D：65岁以上每天推荐15微克（600国际单位）；吃得少、很少晒太阳、有骨质疏松或容易摔倒的老人，医生常让每天补800–1200国际单位（20–30微克），和钙一起吃。** 自己买的每天不要超过50微克（2000国际单位）的上限；“钙+D”片、复合维生素里已经有的要加在一起算。钙：一天总共约800毫克（饮食加钙片），不怎么喝奶的老人补一片500–600毫克的钙片通常就够，一次不超过500毫克，随饭吃，总量不要超过2000毫克。维生素D每天随饭吃一次，吞咽不好的可以用滴剂。想知道够不够，可以请医生查一次血25-羟维生素D。有肾病、血钙高的，剂量由医生定。',
      en: '**Vitamin D: 600 IU (15 micrograms) a day up to age 70 and 800 IU (20 micrograms) from 71 (US recommended amounts); for older people who eat little, get little sun, have osteoporosis or fall easily, doctors often advise 800–1,200 IU (20–30 micrograms) a day together with calcium.** Don’t go above the 4,000 IU (100 microgram) upper limit on your own, and add in any vitamin D already in a calcium-plus-D tablet or multivitamin. Calcium: 1,200 mg a day in total from food and tablets for women over 50 and men over 70 (1,000 mg for men 51–70) — count the milk, yoghurt and cheese first: an older person who drinks little milk usually needs just one 500–600 mg tablet, no more than 500 mg at a time, with food, and no more than 2,000 mg a day in all. Take the vitamin D once a day with a meal; drops are easier for someone who has trouble swallowing. To know whether it is enough, ask the doctor for a blood 25-hydroxy vitamin D test. With kidney disease or a high blood calcium, the doctor sets the dose.',
    },
    source: {
      ref: `${CN_DRIS} 维生素D（65岁及以上 RNI 15 µg/d，UL 50 µg/d）、钙（RNI 800 mg/d，UL 2000 mg/d）; 中华医学会骨质疏松和骨矿盐疾病分会 原发性骨质疏松症诊疗指南（2022）（防治骨质疏松维生素D 800–1200 IU/d）; Institute of Medicine, Dietary Reference Intakes for Calcium and Vitamin D (2011): vitamin D RDA 600 IU (51–70 y), 800 IU (> 70 y), UL 4,000 IU; calcium RDA 1,200 mg (women > 50, men > 70), 1,000 mg (men 51–70), UL 2,000 mg (> 50 y); NIH ODS Vitamin D Fact Sheet for Health Professionals (2024)`,
    },
  },
  {
    // Round 20 zh-059: "蔬菜先焯水能去钾吗，要焯多久" (CKD 4, potassium 5.1) — a potato-only line.
    id: 'potassium-blanch-vegetables',
    when: [BLANCH, POTASSIUM],
    intent: 'food_sources',
    text: {
      zh: '**能去掉一部分，不是全部：切小、用大量水焯或煮、水倒掉，叶菜常能去掉三成到一半的钾。** 做法：菜先切成小段或薄片（越小去得越多）；用大量清水（菜量的5–10倍）烧开后下锅，绿叶菜焯2–3分钟，土豆、芋头、胡萝卜这类根茎切片后煮约10分钟；捞出后水倒掉，别拿来做汤，再正常炒或拌。只是过一下水几秒钟、或者蒸、微波、直接炒，钾基本去不掉。焯水也会带走一部分维生素C和B族，菜的种类换着吃。焯过的菜份量仍按肾内科医生或营养师给的量；菜汤、火锅汤、肉汤里钾多，不要喝。血钾6.0以上，或无力、心慌，请当天就医。',
      en: '**It removes some, not all: cut small, boil or blanch in plenty of water and pour the water away, and leafy greens often lose a third to a half of their potassium.** How: cut vegetables into small pieces or thin slices (the smaller, the more comes out); bring plenty of water (5–10 times the volume of vegetables) to the boil, blanch leafy greens 2–3 minutes, and boil sliced potato, taro or carrot about 10 minutes; drain, throw the water away (don’t use it for soup), then stir-fry or dress as usual. A few seconds’ dip, steaming, microwaving or stir-frying raw removes almost none. Boiling also loses some vitamin C and B vitamins, so vary the vegetables. Portions of boiled vegetables still follow your kidney doctor’s or dietitian’s advice, and vegetable soup, hotpot broth and meat stock are high in potassium — don’t drink them. A potassium of 6.0 or more, or weakness or palpitations — see a doctor the same day.',
    },
    source: {
      ref: 'Martínez-Pineda M et al. Reduction of potassium content of green bean pods and chard by culinary processing. Nefrologia 2016;36:427–432（凭记忆）; Bethke PC, Jansky SH. J Food Sci 2008;73:H80–H85; KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, guideline 6.4; National Kidney Foundation, Potassium and Your CKD Diet (2023)',
    },
  },
  {
    // Round 20 zh-063: "要停的话直接停行不行？要不要先去查个INR" after fish oil and vitamin E on warfarin —
    // the INR-frequency stock text, never whether to stop at once.
    id: 'warfarin-stop-fish-oil-vitamin-e',
    when: [STOP, FISH_OIL_OR_E],
    // Whether to tell the clinic is warfarin-tell-clinic-supplement-change's.
    unless: [/告诉|通知|说一声|\btell\b|\blet (them|the clinic|my \w+) know\b/],
    for: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    intent: 'medicine_question',
    text: {
      zh: '**鱼油和维生素E是补充剂，可以直接停，不用慢慢减；停之前告诉抗凝门诊（查INR的医生），停后1–2周查一次INR。** 这两样会增加出血倾向（鱼油量大、维生素E每天几百国际单位时更明显），停掉后出血风险下降，但INR也可能有小的变化，所以要复查，不用停之前专门先查。如果是医生让你吃的，先问医生再停。华法林本身不能自己停或改量。停了以后：绿叶菜照常吃、每周的量差不多；想要ω-3，每周吃两次鱼就行。期间牙龈或鼻子出血不止、黑便、尿发红、大片瘀青，请马上就医。',
      en: '**Fish oil and vitamin E are supplements: you can stop them straight away, no tapering needed — tell your anticoagulation clinic (whoever checks your INR) and have an INR about 1–2 weeks after stopping.** Both add to bleeding tendency (more so with high-dose fish oil or vitamin E of several hundred IU a day); stopping lowers that risk, but your INR can shift a little, hence the recheck — there is no need for a special test beforehand. If a doctor told you to take either, ask them before stopping. Warfarin itself you never stop or change on your own. Afterwards, keep your greens steady week to week; for omega-3, two portions of fish a week do the job. Bleeding gums or nosebleeds that won’t stop, black stools, red urine or large bruises — seek care at once.',
    },
    source: {
      ref: `${HOLBROOK_2005}; NIH ODS Vitamin E Fact Sheet for Health Professionals (2021); NIH ODS Omega-3 Fatty Acids Fact Sheet for Health Professionals (2023); NICE CKS Anticoagulation — oral (2023)`,
    },
  },
  {
    // Round 20 zh-065: "想吃点善存那种复合维生素，里面有维生素K，会不会搞乱我的INR" — two stock texts,
    // never "take it every day, tell the clinic, recheck".
    id: 'warfarin-multivitamin-vitamin-k',
    when: [MULTIVITAMIN],
    // An INR result said ("INR went from 2.4 to 3.6 after a new multivitamin") is the INR's question.
    unless: [/孕|\bpregnan\w*|\bprenatal\b/, /(\binr\b|国际标准化比值)\D{0,20}\d/],
    for: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**可以吃，关键是每天固定吃、不要时吃时停；开始前告诉抗凝门诊，开始后1–2周查一次INR。** 善存这类复合维生素每片的维生素K一般是十几到几十微克（看标签），量不大；每天都吃，门诊按你稳定后的INR调华法林，就不会乱。容易出问题的是吃吃停停、突然换成维生素K高得多的产品，或者另外单吃维生素K。选的时候避开加了维生素E大剂量、鱼油、银杏、丹参等草药成分的“复合配方”。换牌子或停掉，也先告诉门诊。',
      en: '**Yes, you can — the key is to take it every day, not on and off; tell your anticoagulation clinic before you start and have an INR 1–2 weeks after.** A Centrum-type multivitamin has a small amount of vitamin K (typically tens of micrograms — check the label); taken daily, the clinic doses your warfarin around it and your INR stays steady. Problems come from stopping and starting, switching to a product with much more vitamin K, or taking vitamin K on its own. Avoid “complex formulas” with high-dose vitamin E, fish oil, ginkgo, danshen or other herbs. If you change brand or stop, tell the clinic first too.',
    },
    source: {
      ref: `NIH ODS Vitamin K Fact Sheet for Health Professionals (2021); Kurnik D et al. Multivitamin supplements may affect warfarin anticoagulation in susceptible patients. Ann Pharmacother 2003;37:1603–1606; ${HOLBROOK_2005}`,
    },
  },
  {
    // Round 20 zh-066: "上周INR 3.6，医生已经让我调药了。前阵子绿茶喝得特别多，跟这个有关系吗" — "可以喝"
    // without saying whether green tea explains a high INR.
    id: 'warfarin-high-inr-green-tea',
    when: [INR, GREEN_TEA],
    unless: [/\binr\b\D{0,8}(?<![\d.])(1(\.\d)?|[01]\.\d)(?!\d|\.\d)/],
    for: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**INR偏高一般不是绿茶造成的：大量绿茶（尤其抹茶、浓茶）如果有影响，更可能让INR变低。** INR升高常见的原因：最近吃的绿叶菜比平时少（饭量减少、生病、出门）；新加或停了药（抗生素、止痛药、胺碘酮等）或保健品（鱼油、维生素E、银杏、丹参等）；发烧、腹泻、吃不下饭；喝酒变多；华法林多吃或吃错了量。医生已经调了剂量，就按新剂量吃，按约好的时间复查。绿茶可以继续喝，每天的量和浓度保持差不多，别一阵很多一阵不喝。有牙龈或鼻出血不止、黑便、尿发红、大片瘀青，尽快就医。',
      en: '**A high INR is not usually caused by green tea: if lots of green tea (especially matcha or strong tea) does anything, it is more likely to lower the INR.** Common reasons for a raised INR: fewer greens than usual lately (eating less, illness, travel); a medicine started or stopped (antibiotics, painkillers, amiodarone …) or a supplement (fish oil, vitamin E, ginkgo, danshen …); fever, diarrhoea or poor appetite; more alcohol; or extra or wrong warfarin doses. Your doctor has already changed the dose — take the new dose and keep the recheck appointment. You can keep drinking green tea; just keep the amount and strength about the same each day rather than lots then none. Bleeding gums or nosebleeds that won’t stop, black stools, red urine or large bruises — seek care promptly.',
    },
    source: {
      ref: `${HOLBROOK_2005}; Taylor JR, Wilt VM. Probable antagonism of warfarin by green tea. Ann Pharmacother 1999;33:426–428; NICE CKS Anticoagulation — oral (2023)`,
    },
  },
  {
    // Round 20 zh-082: "吃地高辛能喝西柚汁吗？还有啥吃的喝的跟它犯冲" — "no rule" for grapefruit and no
    // list of what does interact.
    id: 'digoxin-grapefruit-and-foods',
    when: [GRAPEFRUIT],
    for: ON_DIGOXIN,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'drug_interaction',
    text: {
      zh: '**西柚（葡萄柚）汁对地高辛基本没有影响，可以喝；** 研究里西柚汁只让地高辛的吸收多了约一成，没有临床意义（要避开西柚的是部分他汀、钙通道阻滞剂、他克莫司等别的药）。跟地高辛真正犯冲的：甘草——甘草片、含甘草的凉茶和中成药会让血钾降低，低钾时地高辛更容易中毒；圣约翰草——让地高辛失效；山楂提取物、西伯利亚人参等草药补充剂——不要自己吃；大量麦麸、高纤维代餐——和地高辛同时吃会减少吸收，每天固定时间吃药、和它们错开。钾按化验来，不要自己大量补钾或大量忌口。出现恶心呕吐、看东西发黄发绿、心跳很慢或不齐，当天就医。',
      en: '**Grapefruit juice has no meaningful effect on digoxin — you can have it;** in a study it raised digoxin absorption by only about a tenth, which does not matter clinically (grapefruit is a problem for other medicines, such as some statins, calcium-channel blockers and tacrolimus). What does interact with digoxin: liquorice — sweets, herbal teas and remedies with liquorice lower potassium, and low potassium makes digoxin toxicity more likely; St John’s wort — makes digoxin less effective; hawthorn extract, Siberian ginseng and similar herbal supplements — don’t start them yourself; and a lot of bran or high-fibre meal replacements taken with digoxin reduce its absorption — take it at the same time every day, apart from them. Potassium goes by your blood tests: no big potassium supplements or strict cutting on your own. Nausea or vomiting, yellow-green vision, or a very slow or irregular heartbeat — see a doctor the same day.',
    },
    source: {
      ref: 'Becquemont L et al. Effect of grapefruit juice on digoxin pharmacokinetics in humans. Clin Pharmacol Ther 2001;70:311–316; Lanoxin (digoxin) 美国药品说明书 §5, §7, §12.3（章节凭记忆）; NCCIH, Licorice root (2020); NCCIH, Hawthorn (2020)',
    },
  },
  {
    // Round 20 zh-084: "辅酶Q10…我这一堆药（呋塞米、螺内酯、赖诺普利、地高辛）能跟它一起吃吗" — the
    // evidence, but never whether it goes with his medicines (and warfarin, which he does not take).
    id: 'coq10-with-heart-failure-medicines',
    when: [COQ10, TOGETHER],
    // Hawthorn asked beside it is the digoxin herb rows' (food-questions-on-medicines.test.ts).
    unless: [HAWTHORN],
    for: {
      conditions: ['heart_failure', 'hypertension'],
      medicines: [
        'loop_diuretic',
        'potassium_sparing_diuretic',
        'ace_inhibitor',
        'cardiac_glycoside',
        'thiazide_diuretic',
      ],
    },
    notFor: { medicines: ['anticoagulant'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**辅酶Q10和呋塞米、螺内酯、赖诺普利这类普利药、地高辛之间没有已知的明显相互作用，一般可以一起吃；但它不是心衰的治疗药，指南不推荐，吃之前跟心内科医生说一声。** 要留意两点：它可能让血压轻微下降，和降压药、利尿药一起，起身头晕的要告诉医生；它本身的副作用多是胃不舒服、失眠。选单一成分的产品，不要选加了甘草、山楂、丹参、人参等草药的“护心”复方——甘草会让血钾降低，对吃地高辛的人不安全。处方药一样都不要因此减少或停掉；每天称体重、控盐控水比吃辅酶Q10更要紧。',
      en: '**CoQ10 has no known significant interaction with furosemide, spironolactone, an ACE inhibitor such as lisinopril, or digoxin, so it can generally be taken with them — but it is not a heart-failure treatment and guidelines do not recommend it, so tell your cardiologist before you start.** Two things to watch: it may lower blood pressure slightly, so with blood-pressure tablets and diuretics report any dizziness on standing; its own side effects are mostly an upset stomach or poor sleep. Choose a single-ingredient product, not a “heart formula” with liquorice, hawthorn, danshen or ginseng — liquorice lowers potassium and is unsafe with digoxin. Don’t reduce or stop any prescribed medicine because of it; weighing yourself daily and keeping to your salt and fluid limits matter more than CoQ10.',
    },
    source: {
      ref: 'NCCIH, Coenzyme Q10 (2023)（凭记忆）; Natural Medicines Comprehensive Database, Coenzyme Q10 monograph（与降压药可能叠加降压）; McDonagh TA et al. 2021 ESC Heart Failure Guidelines. Eur Heart J 2021;42:3599; NCCIH, Licorice root (2020)',
    },
  },
  {
    // Round 20 zh-086: "杨桃和石榴也要避开吗" on tacrolimus — star fruit answered, pomegranate not.
    id: 'tacrolimus-pomegranate-star-fruit',
    // Pomegranate alone is calcineurin-foods-and-pomegranate's; asked with star fruit, this row answers both.
    when: [POMEGRANATE, /杨桃|\bstar ?fruit\b|\bcarambola\b/],
    for: ON_TACROLIMUS,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    text: {
      zh: '**石榴和石榴汁也建议避开：有病例报告吃含石榴的产品后他克莫司血药浓度升高，实验研究提示它会像西柚一样抑制分解他克莫司的酶，很多移植中心把它列在要避开的名单里。** 杨桃也不要吃：它含一种神经毒素，肾功能下降时排不出去，可能引起顽固打嗝、呕吐、意识混乱，严重时危及生命；杨桃的草酸也很高，伤肾。已经吃过一些不用慌，下次查他克莫司浓度时告诉移植团队；手抖加重、头痛或肌酐升高，尽快联系团队。苹果、梨、香蕉、葡萄、草莓等常见水果洗干净正常吃。',
      en: '**Pomegranate and its juice are best avoided too: there are case reports of higher tacrolimus levels after pomegranate products, and lab studies suggest it blocks the enzyme that breaks tacrolimus down, as grapefruit does — many transplant centres list it to avoid.** Star fruit as well: it contains a neurotoxin that the kidneys cannot clear when their function is reduced, causing persistent hiccups, vomiting, confusion and, at worst, death; it is also very high in oxalate, which harms the kidney. If you have already had some, don’t panic — mention it at your next tacrolimus level, and contact the team sooner with worse tremor, headache or a rising creatinine. Apples, pears, bananas, grapes and strawberries, washed, are fine as usual.',
    },
    source: {
      ref: 'Khuu T, Hickey A, Deng MC. Pomegranate-containing products and tacrolimus: a potential interaction. J Heart Lung Transplant 2013;32:272–274; Hidaka M et al. Effects of pomegranate juice on human cytochrome P450 3A (CYP3A) and carbamazepine pharmacokinetics in rats. Drug Metab Dispos 2005;33:644–648; Neto MM et al. Nephrol Dial Transplant 2003;18:120–125',
    },
  },
  {
    // Round 20 zh-091: "那益生菌和酸奶呢" after lingzhi spores on tacrolimus — probiotics "ask first",
    // yoghurt declined.
    id: 'transplant-probiotics-yoghurt',
    when: [PROBIOTIC_OR_YOGHURT],
    unless: [/配|就着|送服|一起吃药|\bwash (it|them) down\b|\btake (it|them) with\b/],
    for: IMMUNOSUPPRESSED,
    intent: 'food_sources',
    text: {
      zh: '**酸奶可以吃：选超市冷藏、在保质期内的正规酸奶（用巴氏消毒奶做的），不吃自制、散装或过期的。益生菌胶囊、粉剂先别自己吃，问过移植团队再说。** 益生菌是活的细菌或酵母，吃免疫抑制药的人偶有发生菌血症、真菌血症的报告，而它对移植后的人有什么好处，目前证据不足。酸奶本身不影响他克莫司的浓度。腹泻、刚做完手术或住院期间，吃什么先问团队。',
      en: '**Yoghurt is fine: a normal shop-bought, chilled yoghurt made from pasteurised milk and within its date — not home-made, loose or out of date. Probiotic capsules or powders: not on your own; ask your transplant team first.** Probiotics are live bacteria or yeasts, and people on immunosuppressants have occasionally developed bloodstream infections from them, while any benefit after a transplant is unproven. Yoghurt itself does not change tacrolimus levels. With diarrhoea, right after surgery or in hospital, ask the team what to eat.',
    },
    source: {
      ref: 'US FDA/USDA, Food Safety for Transplant Recipients (2020); Doron S, Snydman DR. Risk and safety of probiotics. Clin Infect Dis 2015;60(Suppl 2):S129–S134; KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009)',
    },
  },
  {
    // Round 20 zh-098: "嘴里溃疡老是反反复复，跟吃的药有关吗？吃什么能好点" (methotrexate) — what to eat
    // declined.
    id: 'methotrexate-mouth-ulcer-foods',
    when: [
      MOUTH_ULCER,
      /吃什么|吃啥|饮食|食物|能好|缓解|好得快|\bwhat (to|can|should) i eat\b|\bfoods?\b|\bdiet\b|\beat\w*\b/,
    ],
    // B vitamins for the ulcers are methotrexate-mouth-ulcers-b-complex's.
    unless: [/b族|维生素b|复合b|叶酸|\bb ?complex\b|\bb vitamins?\b|\bfolic\b|\bfolate\b/],
    for: ON_METHOTREXATE,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃甲氨蝶呤时反复口腔溃疡，可能是药的副作用，有时是叶酸不够或剂量偏多的信号：这几天请告诉风湿免疫科医生，并查血常规和肝功能；叶酸按医生开的量和日子吃，甲氨蝶呤不要自己改。** 吃的方面，溃疡期间选软、温凉、清淡、不酸不辣的：粥、烂面条、蒸蛋羹、豆腐、鱼肉、肉末、牛奶酸奶、香蕉、蒸南瓜；避开辣椒花椒、太烫的汤、很咸的腌菜、醋和柠檬、橙子、番茄这类酸的，以及油炸、饼干、薯片这类硬脆的；喝东西可以用吸管。饭后用清水或淡盐水漱口，用软毛牙刷。吃不下饭时，奶、豆浆、蛋羹能保证蛋白质。同时发烧、喉咙痛、出血或瘀斑，或溃疡多到吃不下东西，请当天就医。',
      en: '**Recurring mouth ulcers on methotrexate can be a side effect, and sometimes a sign of too little folic acid or too much methotrexate: tell your rheumatology team in the next few days and have a blood count and liver tests; take your folic acid at the dose and on the days prescribed, and don’t change the methotrexate yourself.** For eating while the ulcers are there, choose soft, lukewarm, bland, non-acidic food: porridge, soft noodles, steamed egg custard, tofu, fish, minced meat, milk and yoghurt, banana, mashed pumpkin; avoid chilli and Sichuan pepper, very hot soup, salty pickles, vinegar and acidic fruit (lemon, orange, tomato), and hard crunchy food (fried food, crackers, crisps); a straw can help with drinks. Rinse with water or mild salt water after meals and use a soft toothbrush. If eating is hard, milk, soy milk and egg custard keep the protein up. With fever, sore throat, bleeding or bruising, or ulcers so bad you can’t eat — see a doctor the same day.',
    },
    source: {
      ref: 'Trexall/Otrexup (methotrexate) 美国药品说明书, Warnings; Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic DMARDs. Rheumatology 2017;56:865–868; NHS, Mouth ulcers (2023)',
    },
    notFor: LEUKAEMIA_TREATMENT,
  },
  {
    // Round 20 zh-121: "想补点保健品，人参、银杏、色氨酸这些能吃吗" on phenelzine — ginkgo declined.
    id: 'maoi-ginkgo-ginseng-tryptophan',
    when: [GINKGO],
    for: ON_MAOI,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**吃苯乙肼这类单胺氧化酶抑制剂（MAOI）时，人参、银杏、色氨酸都不要吃。** 色氨酸（和5-羟色氨酸）会让血清素叠加，可能引起血清素综合征（发热、大汗、肌肉抽动、意识混乱），明确不能合用；人参有和苯乙肼合用后头痛、失眠、躁狂样发作的病例报告；银杏叶提取物在实验中有一定抑制单胺氧化酶的作用，和MAOI合用没有安全资料，还会增加出血倾向，改善记忆或情绪的效果也没有可靠证据。“提神”“助眠”“补脑”类保健品常混有这些成分，或含酪胺高的酵母提取物，买任何保健品前把成分表给药师看。普通的复合维生素、鱼油一般可以吃。想改善精力或情绪，先和精神科医生谈。',
      en: '**On phenelzine or another MAOI, don’t take ginseng, ginkgo or tryptophan.** Tryptophan (and 5-HTP) adds to serotonin and can cause serotonin syndrome (fever, heavy sweating, muscle twitching, confusion) — a clear no; ginseng has case reports of headache, insomnia and manic-like episodes with phenelzine; ginkgo extract inhibits monoamine oxidase somewhat in lab studies, has no safety data with MAOIs, increases bleeding tendency, and has no reliable benefit for memory or mood. “Energy”, “sleep” and “brain” supplements often contain these or tyramine-rich yeast extracts, so show the label to a pharmacist before buying any supplement. An ordinary multivitamin or fish oil is generally fine. To improve energy or mood, talk to your psychiatrist first.',
    },
    source: {
      ref: 'Nardil (phenelzine) 美国药品说明书 §4, §5; Stockley’s Drug Interactions (Pharmaceutical Press), MAOIs + tryptophan, + ginseng; NCCIH, Ginkgo (2020); Natural Medicines Comprehensive Database, Ginkgo monograph（MAOI，凭记忆）',
    },
  },
  {
    // Round 20 zh-122: "普通的复合维生素和鱼油呢" on phenelzine — "no known interaction, ask a pharmacist".
    id: 'maoi-multivitamin-fish-oil',
    when: [MULTIVITAMIN_OR_FISH_OIL],
    unless: [GINKGO, /人参|色氨酸|酪氨酸|\bginseng\b|\btryptophan\b|\btyrosine\b/],
    for: ON_MAOI,
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**普通的复合维生素和鱼油一般可以吃，和苯乙肼这类单胺氧化酶抑制剂没有已知的相互作用。** 挑的时候注意：选成分表上只有维生素和矿物质的，不要带草药（人参、银杏、圣约翰草等）、氨基酸（酪氨酸、苯丙氨酸、色氨酸）或“能量配方”的；不要啤酒酵母、酵母提取物类产品（酪胺高）；鱼油选正规产品、在保质期内，闻着有哈喇味的别吃。按标签的量吃。拿不准就把瓶子给药师看一眼。',
      en: "**An ordinary multivitamin and fish oil are generally fine — they have no known interaction with phenelzine or other MAOIs.** When choosing: pick one whose label lists only vitamins and minerals, without herbs (ginseng, ginkgo, St John's wort), amino acids (tyrosine, phenylalanine, tryptophan) or an “energy blend”; avoid brewer’s yeast or yeast-extract products (high in tyramine); buy fish oil from a reputable brand, within date, and skip any that smells rancid. Take the label dose. If unsure, show the bottle to a pharmacist.",
    },
    source: {
      ref: 'Nardil (phenelzine) 美国药品说明书 §5（酪胺、含酪胺的食物和补充剂）; Gillman PK. A reassessment of the safety profile of monoamine oxidase inhibitors: elucidating tired old tyramine myths. J Neural Transm 2018;125:1707–1717; Stockley’s Drug Interactions (Pharmaceutical Press)',
    },
  },
  {
    // Round 20 zh-123: "在吃异维A酸，我平时吃的复合维生素里有维生素A，要停吗" — "也需注意", no clear yes.
    id: 'isotretinoin-multivitamin-vitamin-a',
    when: [MULTIVITAMIN, VITAMIN_A_PRODUCT, STOP_OR_SWITCH],
    // A tetracycline named beside it: the pair leads (pair-beside-question.test.ts).
    unless: [TETRACYCLINE_SAID],
    for: ON_ISOTRETINOIN,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**要停：吃异维A酸期间，含维生素A（视黄醇、醋酸视黄酯、棕榈酸视黄酯）的复合维生素先停掉，或换一种不含维生素A的。** 异维A酸本身是维生素A的衍生物，再加维生素A会叠加出头痛、皮肤嘴唇更干、肝功能异常，严重时颅内压增高。标签上只写“β-胡萝卜素”的风险小得多，拿不准问药师；鱼肝油也要停。食物里的维生素A（蛋、奶、胡萝卜、绿叶菜）正常吃，动物肝脏少吃。什么时候恢复原来的复合维生素，问开药的皮肤科医生。',
      en: '**Yes: while on isotretinoin, leave out a multivitamin that contains vitamin A (retinol, retinyl acetate or palmitate), or switch to one without vitamin A.** Isotretinoin is itself a vitamin A derivative, and extra vitamin A adds up to headaches, drier skin and lips, abnormal liver tests and, at worst, raised pressure in the skull. A label that lists only beta-carotene carries much less risk — ask a pharmacist if unsure; stop cod liver oil too. Vitamin A in food (eggs, milk, carrots, leafy greens) is fine; go easy on liver. Ask your dermatologist when to go back to your usual multivitamin.',
    },
    source: {
      ref: 'Absorica/Accutane (isotretinoin) 美国药品说明书 §5（维生素A补充剂）、§7; NIH ODS Vitamin A Fact Sheet for Health Professionals (2023)',
    },
  },
  {
    // Round 20 zh-125: "米诺环素和钙片、牛奶要隔开多久" — calcium tablets answered, milk not.
    id: 'tetracycline-milk-spacing',
    // A spacing asked: "能和牛奶一起吃吗" alone is the medicine-diet row's (rows-medicines.test.ts).
    when: [
      DAIRY,
      TETRACYCLINE_SAID,
      /隔|错开|多久|几个?小时|\bapart\b|\bhow long\b|\bgap\b|\bspac\w*\b|\bhours?\b/,
    ],
    // Yoghurt or soy milk asked: the round-20 zh row for them (rows-round20-zhbad.ts) answers.
    unless: [/酸奶|豆浆|豆奶|\byogh?urts?\b|\bsoy ?milk\b/],
    for: ON_TETRACYCLINE,
    wholeMessage: true,
    intent: 'drug_interaction',
    // Blind answer round 62 (en-001, zh-003, development data): the text named minocycline for a man on tetracycline
    // itself, and called tetracycline's milk effect the smaller one; it names the class now.
    text: {
      zh: '**牛奶、酸奶等奶制品和钙片一样，要和四环素类抗生素（四环素、多西环素、米诺环素）错开：吃药前后2小时内不喝奶（老的四环素最好隔开2–3小时）；钙片要么在吃药后至少2小时再吃，要么提前吃、吃完钙片隔4–6小时再吃药。** 奶里的钙会和这类药结合、减少吸收；老的四环素受影响最大（说明书要求饭前1小时或饭后2小时空腹吃），多西环素和米诺环素小一些，但稳妥的做法都是用一整杯白开水送服，奶放在离药远的时间。含钙、铁、镁、锌的补充剂和胃药也同样错开。吃完药别马上躺下，减少对食管的刺激。',
      en: '**Milk, yoghurt and other dairy, like calcium tablets, should be kept apart from tetracycline-type antibiotics (tetracycline, doxycycline, minocycline): no milk within 2 hours either side of the dose (2–3 hours for tetracycline itself); take calcium tablets at least 2 hours after the dose, or, if you take calcium first, wait 4–6 hours before the dose.** The calcium in milk binds these antibiotics and reduces absorption; tetracycline itself is the most affected (its label says to take it 1 hour before or 2 hours after meals), doxycycline and minocycline less, but the safe routine for all of them is a full glass of water with the dose and dairy at times away from it. Supplements with calcium, iron, magnesium or zinc and antacids need the same gap. Don’t lie down straight after the dose, to spare your gullet.',
    },
    source: {
      ref: 'Tetracycline hydrochloride US prescribing information, Dosage and Administration (1 hour before or 2 hours after meals; absorption impaired by dairy products and by calcium, magnesium, iron and antacids) — cited from memory; Minocin (minocycline) US prescribing information §2, §7; Leyden JJ. Absorption of minocycline hydrochloride and tetracycline hydrochloride: effect of food, milk, and iron. J Am Acad Dermatol 1985;12:308–312',
    },
  },
  {
    // Round 20 zh-146: "阿仑膦酸钠每周吃一次，钙片该哪天吃、什么时候吃" — only "2 hours after".
    id: 'weekly-bisphosphonate-calcium-day',
    when: [CALCIUM, WHICH_DAY],
    for: ON_BISPHOSPHONATE,
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**钙片每天都可以吃，包括吃阿仑膦酸钠的那天；那天只要把钙片放到午饭或晚饭时吃就行。** 吃药那天：早上起床空腹，用一满杯白开水送服阿仑膦酸钠，之后至少30分钟不吃不喝（白开水除外）、不躺下；钙片、复合维生素、胃药和牛奶都放到至少2小时以后，午饭或晚饭随餐最方便。其他六天照平时随饭吃。碳酸钙随饭吃吸收好；一次不超过500毫克，多的分两次。维生素D也要吃够。',
      en: '**Calcium can be taken every day, including the day you take alendronate; on that day just take it with lunch or dinner.** On the alendronate day: take it first thing on an empty stomach with a full glass of plain water, then nothing to eat or drink but water, and no lying down, for at least 30 minutes; calcium, multivitamins, antacids and milk wait at least 2 hours, and lunch or dinner is the easy slot. On the other six days take calcium with meals as usual. Calcium carbonate is absorbed best with food; no more than 500 mg at a time — split larger amounts. Keep your vitamin D up too.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.1 (empty stomach, plain water, 30 minutes) and §7.1 (calcium supplements, antacids); NIH ODS Calcium Fact Sheet for Health Professionals (2024)',
    },
  },
  {
    // Round 20 zh-131: "铁蛋白8，血红蛋白98，我每天吃一片复合维生素，靠这个能补回来吗" — a dose line and a
    // vitamin C "can't", never "no — treatment iron and the cause".
    id: 'iron-deficiency-anaemia-multivitamin-not-enough',
    when: [MULTIVITAMIN, LOW_IRON_SAID, ENOUGH],
    // How long the course takes is iron-how-long-to-recover's (answer-round12-kinds.test.ts).
    // Elevit carries 60 mg of iron, a treatment-sized amount, not "ten-odd mg" (answer round 55, zh-025).
    unless: [/多久|多长时间|几个月|\bhow long\b/, /爱乐维|\belevit\b/],
    notFor: [...IRON_NOT_WANTED, PREGNANT],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**靠一片复合维生素补不回来：它每天只有十几毫克铁，是预防量；铁蛋白很低、血红蛋白也偏低，是缺铁性贫血，需要医生开治疗量的铁剂。** 请这周找全科、妇科或消化科医生：一是定铁剂的剂量和疗程（常用每天一次或隔天一次，一般吃到血红蛋白正常后再继续约3个月，把储备补上）；二是查缺铁的原因——月经量多、消化道出血、吃得少或吸收不好都要排查。复合维生素可以照吃，告诉医生里面的铁量。铁剂空腹或随一点食物吃，配橙子等维生素C丰富的水果帮助吸收，和茶、咖啡、钙片、牛奶隔开2小时。头晕心慌、气短加重或黑便，尽快就医。',
      en: '**No — a multivitamin will not put it right: it has only about 10–20 mg of iron, a preventive amount; a very low ferritin with a low haemoglobin is iron-deficiency anaemia, which needs a treatment dose of iron from a doctor.** See your GP, gynaecologist or gastroenterologist this week: first, for the iron dose and how long (usually once a day or every other day, continued for about 3 months after the haemoglobin is normal to refill the stores); second, to find the cause — heavy periods, bleeding from the gut, eating too little or poor absorption all need checking. You can keep the multivitamin; tell the doctor how much iron it has. Take iron on an empty stomach or with a little food, with vitamin C–rich fruit such as an orange to help absorption, and 2 hours apart from tea, coffee, calcium tablets and milk. Dizziness, palpitations, worse breathlessness or black stools — get seen promptly.',
    },
    source: {
      ref: `${BSG_2021}; NICE CKS Anaemia — iron deficiency (2024); NIH ODS Iron Fact Sheet for Health Professionals (2024)`,
    },
  },
  {
    // Round 20 zh-033: "孕24周产检，血红蛋白105，铁蛋白15，爱乐维里那点铁够用吗" — "within the advised
    // amount", never that these values are iron-deficiency anaemia for the obstetrician to treat.
    id: 'pregnancy-anaemia-low-ferritin',
    when: [HB_UNDER_110, FERRITIN_UNDER_30],
    for: PREGNANT,
    notFor: IRON_NOT_WANTED,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**按你说的数，血红蛋白低于110 g/L、铁蛋白低于30 µg/L，孕期就是缺铁性贫血：孕妇复合维生素里的铁是预防量，够不够治疗要产科医生评估，多半需要另开治疗量的铁剂——这周就告诉医生，不用等下次产检。** 不要自己再买一种含铁产品叠加，由医生决定是加一种铁剂还是换剂型。开始补铁后2–4周医生通常会复查血红蛋白。吃铁剂：空腹或随一点食物，配维生素C丰富的水果，和茶、咖啡、牛奶、钙片隔开2小时；便秘、胃不舒服可以跟医生说，换成隔天吃或换剂型。平时每周吃几次红肉、动物血。头晕心慌、气短加重，请尽快就医。',
      en: '**By the numbers you give — haemoglobin under 110 g/L and ferritin under 30 µg/L — this is iron-deficiency anaemia in pregnancy: the iron in a prenatal vitamin is a preventive amount, and whether it is enough to treat this is for your obstetric team to judge; most often a treatment dose of iron is added — tell them this week rather than waiting for the next visit.** Don’t add another iron product yourself; the team decides whether to add an iron tablet or change the form. They usually recheck haemoglobin 2–4 weeks after starting. Taking iron: on an empty stomach or with a little food, with vitamin C–rich fruit, 2 hours apart from tea, coffee, milk and calcium tablets; if it causes constipation or stomach upset, ask about alternate-day dosing or another form. Include red meat or blood tofu a few times a week. Dizziness, palpitations or worse breathlessness — get seen promptly.',
    },
    ifPlantBased: {
      zh: '**按你说的数，血红蛋白低于110 g/L、铁蛋白低于30 µg/L，孕期就是缺铁性贫血：孕妇复合维生素里的铁是预防量，够不够治疗要产科医生评估，多半需要另开治疗量的铁剂——这周就告诉医生，不用等下次产检。** 不要自己再买一种含铁产品叠加，由医生决定是加一种铁剂还是换剂型。开始补铁后2–4周医生通常会复查血红蛋白。吃铁剂：空腹或随一点食物，配维生素C丰富的水果，和茶、咖啡、牛奶、钙片隔开2小时；便秘、胃不舒服可以跟医生说，换成隔天吃或换剂型。平时多吃豆腐、豆类、全谷物，同餐配维生素C丰富的蔬果。头晕心慌、气短加重，请尽快就医。',
      en: '**By the numbers you give — haemoglobin under 110 g/L and ferritin under 30 µg/L — this is iron-deficiency anaemia in pregnancy: the iron in a prenatal vitamin is a preventive amount, and whether it is enough to treat this is for your obstetric team to judge; most often a treatment dose of iron is added — tell them this week rather than waiting for the next visit.** Don’t add another iron product yourself; the team decides whether to add an iron tablet or change the form. They usually recheck haemoglobin 2–4 weeks after starting. Taking iron: on an empty stomach or with a little food, with vitamin C–rich fruit, 2 hours apart from tea, coffee, milk and calcium tablets; if it causes constipation or stomach upset, ask about alternate-day dosing or another form. Eat tofu, beans and wholegrains, with vitamin C–rich fruit or vegetables at the same meal. Dizziness, palpitations or worse breathlessness — get seen promptly.',
    },
    source: {
      ref: '中华医学会围产医学分会 妊娠期铁缺乏和缺铁性贫血诊治指南（2014）; Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830; WHO recommendations on antenatal care for a positive pregnancy experience (2016)',
    },
  },
  {
    // Round 20 zh-080: "一天能喝多少水？汤、粥、牛奶算不算在里面" (heart failure) — what counts answered,
    // how much not (the how-much row steps aside when soup is asked).
    id: 'hf-fluid-how-much-and-what-counts',
    keepsToFluidLimit: true,
    when: [FLUID_HOW_MUCH, COUNTS],
    for: HEART_FAILURE,
    // "稀饭换成干饭或馒头" reads as a starch swap: not for insulin with lows (round16-lows-before-highs).
    cutsCarbohydrate: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**医生给你定了每天的液体量的，以医生的为准；心衰限水时常见的是每天1.5–2升（约6–8杯，每杯250毫升）。汤、粥、牛奶都要算在里面。** 算的是一天里所有喝进去、或在室温下会化成水的东西：白开水、茶、咖啡、牛奶、豆浆、汤、稀饭和粥、果汁、酸奶、冰淇淋、冰块，还有送药的水；稀饭和汤按一碗的容量整碗算。想省下水量：稀饭换成干饭或馒头，汤少喝几口，少吃咸的（盐多更渴）。医生没有让你限水的，也不要刻意大量喝水。每天早上称体重：3天内长了2公斤以上，或脚肿、气短加重，请联系医生或心衰门诊。',
      en: '**If your doctor has set a daily fluid amount, that comes first; where a limit is set in heart failure it is usually 1.5–2 litres a day (about 6–8 glasses of 250 ml). Soup, porridge and milk all count.** Everything you drink, or that is liquid at room temperature, counts: water, tea, coffee, milk, soy milk, soup, congee and porridge, juice, yoghurt, ice cream, ice cubes and the water you take tablets with; count a bowl of congee or soup by its full volume. To save fluid: swap congee for rice or steamed buns, take a few spoonfuls of soup rather than a bowl, and eat less salt (salt makes you thirstier). If no limit has been set, don’t force extra water either. Weigh yourself every morning: a gain of more than 2 kg in 3 days, or more ankle swelling or breathlessness — contact your doctor or heart failure clinic.',
    },
    source: {
      ref: 'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599–3726; 中国心力衰竭诊断和治疗指南2018（中华心血管病杂志 2018;46:760–789）',
    },
  },
  {
    // Round 20 zh-006: "重庆火锅，麻辣锅底+啤酒，怎么点菜才不至于第二天水肿还长两斤" — the beer declined
    // and the puffiness (salt, water) in one line.
    id: 'puffy-after-hotpot-and-beer',
    when: [PUFFY, BIG_NIGHT],
    notFor: [PREGNANT_OR_NURSING, MINOR, HEART_OR_KIDNEY, NO_ALCOHOL_MEDICINES],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**第二天秤上多出的一两斤大多是水，不是肉：火锅锅底和蘸料很咸，身体会多存水，一两天就退；真要长1斤脂肪，得多吃约3800千卡。** 少肿一点：锅底选鸳鸯，一半清汤或番茄；蘸料用蒜泥、香菜、葱、醋、一点香油，少放蚝油、豆瓣、沙茶酱和盐味精；汤不喝；丸滑、午餐肉、腊肠这类加工肉很咸，少点；多点青菜、菌菇、冬瓜、豆腐。啤酒：一罐330毫升约140千卡，酒精约11克，成年人一天酒精不超过15克，大概就是一罐；慢慢喝，中间配无糖茶或白开水，喝多了会更想吃。吃完多喝水，第二天正常吃、多吃蔬菜水果（钾帮身体排出多余的钠），不用饿着“补回来”。',
      en: '**The extra kilo on the scales the next day is mostly water, not fat: hotpot broth and dipping sauces are very salty and the body holds on to water for a day or two; to gain half a kilo of fat you would need about 3,800 extra kcal.** To limit the puffiness: choose a split pot with half clear or tomato broth; make your dip from garlic, coriander, spring onion, vinegar and a little sesame oil, with less oyster sauce, bean paste, satay sauce, salt and MSG; don’t drink the broth; go easy on fish balls, luncheon meat and sausage, which are very salty; order plenty of greens, mushrooms, winter melon and tofu. Beer: a 330 ml can is about 140 kcal and 11 g of alcohol — about one can is the 15 g daily alcohol limit for adults in China’s guidelines; drink it slowly with unsweetened tea or water in between, as more drink means more eating. Drink water afterwards, and the next day eat normally with plenty of vegetables and fruit (potassium helps clear the extra sodium) — no need to starve to “make up”.',
    },
    source: {
      ref: `${CN_GUIDE}准则五（盐不超过5克; 成年人一天饮酒的酒精量不超过15克）; Hall KD. What is the required energy deficit per unit weight loss? Int J Obes 2008;32:573–576; USDA FoodData Central（啤酒）`,
    },
  },
  {
    // Round 20 zh-015 part 2: "喝酒那天饭该怎么吃才不白减" (sales dinners, half a jin of baijiu) — declined.
    id: 'drinking-day-meals-weight-loss',
    when: [DRINKING, THAT_DAY, HOW_TO_EAT],
    notFor: [PREGNANT_OR_NURSING, MINOR, NO_ALCOHOL_MEDICINES],
    intent: 'weight_change',
    text: {
      zh: '**喝酒那天，饭照常吃、别空腹去，把热量从下酒菜和主食里省一点，而不是一整天不吃。** 去之前：白天三餐正常吃，出门前垫一点（一杯牛奶或无糖酸奶、一个鸡蛋、一小碗杂粮），空腹喝酒醉得快、吃得更多。席上：先吃蔬菜和蛋白质（清蒸鱼、白切鸡、豆腐、凉拌菜），主食小半碗，油炸、花生米、红烧肥肉少动；每杯酒配一杯水或茶。酒的热量要算进当天：半斤38度白酒约500千卡，差不多一顿饭，所以那天宵夜、甜饮料就别加了。第二天：正常三餐、多喝水，不靠饿来“补”。一周里喝酒的次数越少，减重越顺。',
      en: '**On a drinking day, eat your meals as normal and don’t arrive hungry — save calories on the bar snacks and starch rather than skipping the day’s food.** Before: normal meals through the day, and something small before you go (a glass of milk or plain yoghurt, an egg, a small bowl of wholegrains) — drinking on an empty stomach gets you drunk faster and eating more. At the table: vegetables and protein first (steamed fish, poached chicken, tofu, cold vegetable dishes), a small half-bowl of rice, little fried food, peanuts or fatty braised pork; a glass of water or tea with each drink. Count the drink in the day: 250 ml of 38% baijiu is about 500 kcal, nearly a meal, so skip the late-night snack and sweet drinks that day. Next day: normal meals, plenty of water, no starving to “make up”. The fewer drinking nights in a week, the smoother the weight loss.',
    },
    source: {
      ref: `${CN_GUIDE}准则五（成年人一天饮酒的酒精量不超过15克）; ${NICE_CG189}; USDA FoodData Central`,
    },
  },
  {
    // Round 20 zh-076: "周末跟兄弟撸串喝啤酒，对血糖影响大吗？打胰岛素的人喝酒要注意啥" — answered as type 1
    // and sport; the barbecue and the beer's own effect were missed.
    id: 'insulin-barbecue-and-beer',
    when: [BBQ, BEER_OR_DRINK],
    for: ON_INSULIN_OR_SU,
    notFor: [PREGNANT_OR_NURSING, MINOR],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**影响有两头：啤酒和烤串里的主食、甜酱让血糖先升，酒精又会让血糖在几个小时后、夜里甚至第二天早上掉下来——打胰岛素的人，后面这个更危险。** 一瓶500毫升啤酒约含碳水15–20克；酒精让肝脏少放糖，睡着后容易低血糖，而低血糖和喝醉很像，旁人容易忽略。撸串：烤馒头片、烤饼、甜面酱、刷的蜂蜜酱都是糖；五花、肉筋、腰子油大；多点鸡胸、瘦牛羊肉、烤鱼、烤蔬菜、毛豆。喝的话：最多一两瓶，别空腹喝，边吃边喝；不要因为喝酒就不打基础胰岛素，也不要为“抵消”啤酒自己加打；睡前测血糖，偏低就吃点含碳水的（一片面包或一杯牛奶）；第二天早上再测。最近有过低血糖的，先问医生能不能喝。让兄弟知道你打胰岛素、低血糖像喝醉，随身带糖。',
      en: '**It works both ways: the beer and the bread and sweet sauces with the skewers push glucose up first, then the alcohol pulls it down hours later — overnight or even the next morning — and on insulin that later low is the dangerous part.** A 500 ml bottle of beer has about 15–20 g of carbohydrate; alcohol stops the liver releasing glucose, so lows come on in your sleep, and a low looks like being drunk, so friends may miss it. At the barbecue: grilled bread, flatbread, sweet bean sauce and honey glazes are sugar; pork belly, gristle and kidney are fatty; go for chicken breast, lean beef or lamb, grilled fish, grilled vegetables and edamame. If you drink: one or two bottles at most, never on an empty stomach, eat while you drink; don’t skip your basal insulin because you drank, and don’t take extra to “cover” the beer; check before bed and have some carbohydrate if it is on the low side (a slice of bread or a glass of milk); check again next morning. If you have had lows recently, ask your doctor first whether to drink at all. Tell your friends you’re on insulin and that a low looks like being drunk, and carry glucose.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 (alcohol), §6 (hypoglycaemia); Diabetes UK, Alcohol and diabetes; 中国2型糖尿病防治指南（2020年版）（饮酒）; USDA FoodData Central（啤酒）',
    },
  },
  {
    // Round 20 zh-064: "是不是菠菜西兰花这些绿叶菜都不能吃了？怕维生素K让华法林没效果" — the pair card only
    // ("keep vitamin K steady"), never a plain "yes, eat them".
    id: 'warfarin-greens-can-eat',
    when: [GREENS, CAN_EAT],
    // A change of diet (travel, a trip without vegetables) is warfarin-diet-change's.
    unless: [
      /旅游|旅行|出差|出门|吃不到|\btravel\w*|\btrip\b|\bcruise\b|\bholiday\b/,
      /钙片|铁片|补充剂|\bsupplements?\b|\btablets?\b|\bpills?\b/,
      NATTO_SAID,
    ],
    for: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**能吃，绿叶菜不用戒：吃华法林要的是维生素K稳定，不是不吃。** 菠菜、西兰花、油菜、生菜这些照常吃，每周的量大致保持一样就行——比如平时每天一份青菜，就一直这样吃；华法林的剂量是按你平常的吃法调好的。容易让INR波动的是突然变化：一下子天天吃一大盘菠菜或喝青汁，或者突然完全不吃。饮食要大改（开始减肥、吃素、出门旅行），先告诉抗凝门诊，改了以后1–2周查一次INR。维生素K补充剂和含大量维生素K的“青汁”“羽衣甘蓝粉”不要自己吃。',
      en: '**Yes, you can eat them — no need to give up greens: warfarin needs your vitamin K to be steady, not absent.** Keep eating spinach, broccoli, pak choi or lettuce, in roughly the same amounts week to week — if you usually have a portion of greens a day, keep to that; your warfarin dose is set around how you normally eat. What upsets the INR is sudden change: suddenly a big plate of spinach or green juice every day, or stopping greens altogether. Before a big change in diet (a weight-loss diet, going vegetarian, travel), tell your anticoagulation clinic and have an INR 1–2 weeks after. Don’t take vitamin K supplements or concentrated green powders on your own.',
    },
    source: {
      ref: `NIH ODS Vitamin K Fact Sheet for Health Professionals (2021); ${HOLBROOK_2005}; NICE CKS Anticoagulation — oral (2023)`,
    },
  },
];
