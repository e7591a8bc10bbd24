/**
 * Blind answer round 42's declined and neighbouring answers (medicine questions), written per class as
 * development data: fish oil asked to lower LDL, knee pain on aspirin with ticagrelor once turmeric goes, CoQ10 to
 * prevent statin aches or at a higher dose, black cohosh and other menopause herbs after breast cancer, the joint
 * aches of an aromatase inhibitor, glucosamine for knee arthritis, a banquet on metformin and acarbose (beer
 * instead of baijiu, acarbose with a meal of dishes only), soy and crucifers with no thyroid left, liver-protecting
 * pills with a raised ALT, a B complex and lutein on night shifts, and calcium carbonate beside a proton pump
 * inhibitor and a multivitamin. Each row answers the kind of question (subject × what is asked × who asks), not
 * one question's words.
 */
import {
  HYPERCALCAEMIA,
  HYPO_SAID,
  INSULIN_OR_SULFONYLUREA,
  LIVER_RAISED_OR_DISEASED,
  MINOR,
  ON_LIVER_OR_LIPID_RAISING_MEDICINE,
  PANCREATITIS,
  PREGNANT,
  PREGNANT_OR_NURSING,
  VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
} from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';
import { vitaminKAntagonistName, warfarinSaidAs } from '../../knowledge/drugs';
import { findDrugs } from '../entities';

// ---- who asks ---------------------------------------------------------------------------------------------

const ANTIPLATELET: FaqAudience = {
  medicines: ['antiplatelet'],
  said: /双抗|阿司匹林|阿斯匹林|拜阿司匹灵|氯吡格雷|氯比格雷|波立维|泰嘉|替格瑞洛|倍林达|普拉格雷|\baspirin\b|\bclopidogrel\b|\bplavix\b|\bticagrelor\b|\bbrilinta\b|\bprasugrel\b|\beffient\b|\bdapt\b/,
};
/** On warfarin or a DOAC: their own rows answer pain relief and glucosamine (regular paracetamol moves the INR). */
const ANTICOAGULANT: FaqAudience = {
  medicines: ['anticoagulant', 'vitamin_k_antagonist'],
  said: /华法林|利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|达比加群|\bwarfarin\b|\bcoumadin\b|\bxarelto\b|\brivaroxaban\b|\beliquis\b|\bapixaban\b|\bpradaxa\b|\bdabigatran\b/,
};
const STATIN: FaqAudience = {
  medicines: ['statin'],
  said: /他汀|立普妥|可定|舒降之|降脂药|\bstatins?\b|\blipitor\b|\batorvastatin\b|\bsimvastatin\b|\brosuvastatin\b|\bcrestor\b|\bpravastatin\b|\bzocor\b/,
};
/** Endocrine therapy after breast cancer: an aromatase inhibitor or tamoxifen, or breast cancer said. */
const BREAST_ENDOCRINE: FaqAudience = {
  medicines: ['anastrozole', 'letrozole', 'exemestane', 'tamoxifen'],
  said: /乳腺癌|乳癌|阿那曲唑|来曲唑|依西美坦|他莫昔芬|三苯氧胺|瑞宁得|弗隆|芙瑞|阿诺新|\bbreast cancer\b|\banastrozole\b|\barimidex\b|\bletrozole\b|\bfemara\b|\bexemestane\b|\baromasin\b|\btamoxifen\b|\baromatase inhibitors?\b/,
};
const AROMATASE_INHIBITOR: FaqAudience = {
  medicines: ['anastrozole', 'letrozole', 'exemestane'],
  said: /阿那曲唑|来曲唑|依西美坦|瑞宁得|弗隆|芙瑞|阿诺新|芳香化酶抑制剂|\banastrozole\b|\barimidex\b|\bletrozole\b|\bfemara\b|\bexemestane\b|\baromasin\b|\baromatase inhibitors?\b/,
};
/** Metformin or an alpha-glucosidase inhibitor (acarbose): diabetes medicines that rarely cause a low alone. */
const METFORMIN_OR_AGI: FaqAudience = {
  medicines: ['biguanide', 'alpha_glucosidase_inhibitor'],
  said: /二甲双胍|格华止|阿卡波糖|拜糖平|卡博平|伏格列波糖|倍欣|\bmetformin\b|\bglucophage\b|\bacarbose\b|\bglucobay\b|\bprecose\b|\bvoglibose\b|\bmiglitol\b/,
};
const AGI: FaqAudience = {
  medicines: ['alpha_glucosidase_inhibitor'],
  said: /阿卡波糖|拜糖平|卡博平|伏格列波糖|倍欣|米格列醇|\bacarbose\b|\bglucobay\b|\bprecose\b|\bvoglibose\b|\bmiglitol\b/,
};
const DIABETES: FaqAudience = {
  conditions: ['diabetes'],
  medicines: ['biguanide', 'alpha_glucosidase_inhibitor', 'insulin', 'sulfonylurea'],
  said: /糖尿病|血糖|降糖|二甲双胍|格华止|阿卡波糖|拜糖平|\bdiabet\w*|\bmetformin\b|\bacarbose\b|\bblood sugar\b/,
};
/**
 * Triglycerides of 5.6 mmol/L or more, pancreatitis, or a liver disease or raised liver tests (a small amount is
 * not theirs), or an SGLT2 inhibitor (alcohol adds to ketoacidosis): their own rows answer alcohol.
 */
const OWN_ALCOHOL_ANSWER: readonly FaqAudience[] = [
  { severeTriglycerides: true },
  PANCREATITIS,
  LIVER_RAISED_OR_DISEASED,
  {
    medicines: ['sglt2_inhibitor'],
    said: /达格列净|恩格列净|卡格列净|安达唐|欧唐静|\bjardiance\b|\bfarxiga\b|\bforxiga\b|\binvokana\b|\b\w+gliflozin\b/,
  },
];
/** Hepatitis B or C, or cirrhosis: the hepatologist's treatment leads (rows-round24-zhb.ts liver-protecting pills). */
const VIRAL_HEPATITIS_OR_CIRRHOSIS: FaqAudience = {
  medicines: ['entecavir', 'tenofovir'],
  conditions: ['cirrhosis'],
  said: /乙肝|丙肝|病毒性肝炎|肝硬化|恩替卡韦|替诺福韦|大三阳|小三阳|\bhep(atitis)? ?[bc]\b|\bhbv\b|\bhcv\b|\bentecavir\b|\btenofovir\b|\bcirrho\w*/,
};
const FATTY_LIVER_OR_RAISED_ALT: FaqAudience = {
  raisedLiverTests: true,
  said: /脂肪肝|转氨酶|轉氨酶|谷丙|谷草|肝功能?(不好|异常|高)|\balt\b|\bast\b|\bggt\b|\bfatty liver\b|\bliver (enzymes?|tests?|function)\b/,
};
const PPI_SAID =
  /奥美拉唑|洛赛克|泮托拉唑|潘妥洛克|埃索美拉唑|耐信|雷贝拉唑|波利特|兰索拉唑|艾普拉唑|胃药|抑酸药|护胃药|\bomeprazole\b|\bprilosec\b|\blosec\b|\bnexium\b|\besomeprazole\b|\bpantoprazole\b|\bprotonix\b|\blansoprazole\b|\bprevacid\b|\brabeprazole\b|\bppis?\b|\bacid (reducers?|blockers?|tablets?)\b/;
const ON_PPI: FaqAudience = { medicines: ['ppi'], said: PPI_SAID };
/** Medicines calcium must be kept hours from, whose own rule times the calcium (bisphosphonates, thyroid, antibiotics). */
const CALCIUM_SPACED_MEDICINE: FaqAudience = {
  medicines: ['bisphosphonate', 'thyroid_hormone', 'tetracycline', 'fluoroquinolone'],
  said: /阿仑膦酸|福善美|利塞膦酸|双膦酸|优甲乐|雷替斯|左甲状腺素|四环素|多西环素|米诺环素|沙星|可乐必妥|\balendron\w*|\bfosamax\b|\brisedron\w*|\bactonel\b|\blevothyrox\w*|\bsynthroid\b|\beltroxin\b|\beuthyrox\b|\btetracycline\b|\bdoxycycline\b|\bminocycline\b|\b\w+floxacin\b|\bcipro\b/,
};

// ---- what is asked ----------------------------------------------------------------------------------------

const FISH_OIL =
  /鱼油|深海鱼油|欧米伽|欧米茄|磷虾油|omega|\bfish ?oils?\b|\bomega[- ]?3s?\b|\bkrill oil\b|\bepa\b|\bdha\b/;
const LDL_OR_CHOLESTEROL =
  /ldl|低密度|坏胆固醇|胆固醇|膽固醇|\bcholesterol\b|\bcholestrol\b|\bbad cholesterol\b/;
const HELPS_OR_LOWERS =
  /降|帮助|有帮|有用|有效|管用|作用|效果|\bhelps?\b|\bhelping\b|\blowers?\b|\blowering\b|\bbring (it |them )?down\b|\breduce\w*\b|\bwork\w*\b|\bdo(es)? anything\b|\beffective\b|\bworth\b|\bdrop\b|\benough\b/;
const KNEE_OR_JOINT_PAIN =
  /膝|关节|關節|骨关节炎|骨刺|腰腿疼|\bknees?\b|\bjoints?\b|\barthritis\b|\bosteoarthritis\b|\boa\b/;
const INSTEAD_OR_WHAT =
  /代替|替代|换成|换什么|有什么|有啥|有冇|吃什么|吃啥|用什么|怎么办|咋办|止痛|止疼|\binstead\b|\balternatives?\b|\bwhat (can|could|should|else)\b|\bpain ?kill\w*|\bpain relie\w*|\bsomething (for|else)\b|\banything (for|else)\b/;
const GLUCOSAMINE =
  /氨基葡萄糖|葡萄糖胺|氨糖|软骨素|维骨力|益节|move ?free|\bglucosamine\b|\bchondroitin\b|\bcosamin\b|\bosteo bi-?flex\b/;
const COQ10 = /辅酶q ?10|輔酶q ?10|辅酶|\bco-?q-?10\b|\bco-?enzyme q ?10\b|\bubiquin\w*\b/;
const PREVENT_OR_MORE =
  /防|预防|避免|加到|加量|加大|加倍|增加|翻倍|(吃|改|换)(到|成)? ?200|\bprevent\w*|\bavoid\w*|\bincreas\w*|\bup (it|the dose|to)\b|\bdoubl\w*|\bhigher (dose|amount)\b|\bgo (up )?to 200\b|\b200 ?mg\b|\bmore (coq|of it)\b|\bstop (the )?(muscle )?(aches?|pains?)\b/;
/** Menopause herbs with plant oestrogens or unclear safety after breast cancer. */
const MENOPAUSE_HERB =
  /黑升麻|升麻|莉芙敏|红车轴草|红三叶草|紅車軸草|\bblack ?cohosh\b|\bremifemin\b|\bred clover\b|\bpromensil\b/;
/** Joint aches (not a new bone pain, which is the oncology team's within days). */
const JOINT_ACHES =
  /关节|關節|手指(僵|疼|痛)|晨僵|浑身(酸|疼|痛)|到处(酸|疼|痛)|\bjoints?\b|\barthralgia\b|\baching joints\b|\bstiff\w*\b/;
const EASE_BY_FOOD_OR_SUPPLEMENT =
  /缓解|减轻|舒缓|有没有什么|有什么|有啥|吃什么|补什么|食物|食疗|补充剂|保健品|营养品|\bhelp\w*\b|\bease\b|\brelie\w*\b|\bsupplements?\b|\bfoods?\b|\bdiet\b|\bwhat can\b|\banything\b/;
const NEW_BONE_PAIN = /骨头疼|骨头痛|骨痛|疼醒|痛醒|夜里疼|半夜疼|\bbone pain\b|\bwakes? me\b|\bat night\b/;
const USEFUL_OR_INSTEAD =
  /有没有用|有用|冇用|有效|管用|值不值|值得|代替|替代|换成|\bwork\w*\b|\bhelp\w*\b|\binstead\b|\bworth\b|\beffective\b|\bany good\b|\buseful\b|\breplace\b/;
/** An anti-inflammatory named in the same message: the medicine pair answers it (the kidney or bleeding risk). */
const NSAID_SAID =
  /布洛芬|芬必得|萘普生|双氯芬酸|扶他林|塞来昔布|西乐葆|美洛昔康|消炎止痛|\bnurofen\b|\bibuprofen\b|\badvil\b|\bmotrin\b|\bnaproxen\b|\baleve\b|\bdiclofenac\b|\bvoltaren\b|\bcelecoxib\b|\bcelebrex\b|\bmeloxicam\b|\bnsaids?\b/;
const ALCOHOL =
  /酒|饭局|應酬|应酬|\balcohol\w*\b|\bbaijiu\b|\bbeers?\b|\bwine\b|\bspirits\b|\bliquor\b|\bbooze\b|\bwhisk(e)?y\b|\bvodka\b|\bsoju\b|\bsake\b|\bdrinking\b|\bget drunk\b/;
const ALCOHOL_FREE = /无醇|零度|不含酒精|\balcohol[- ]free\b|\bnon[- ]?alcoholic\b|\b0(\.0)?%/;
const TIPS_OR_STILL_TAKE =
  /注意|怎么|咋|能喝|能不能|可不可以|可以|行不行|多少|要紧|影响|还吃|照常|照吃|还能吃|吃不吃|要不要停|用不用停|停不停|\btips?\b|\bhow\b|\bsafe\b|\bok\b|\bcan i\b|\bshould i\b|\bwatch\b|\bcareful\b|\bcrazy\b|\bstill take\b|\bskip\b/;
const BEER = /啤酒|啤的|扎啤|\bbeers?\b|\blagers?\b|\bpints?\b/;
const BEER_BETTER =
  /强点|强一点|强些|好点|好一点|好些|更好|好过|好d|比白酒|比较好|度数低|度数小|低度|换成|改喝|改成|换啤|\bbetter\b|\binstead\b|\bswitch\w*\b|\bweaker\b|\blower (alcohol|percentage|strength|abv)\b|\bless (harm\w*|bad)\b|\bsafer\b/;
const BITTER_MELON = /苦瓜|凉瓜|\bbitter (melon|gourd)\b|\bampalaya\b|\bkarela\b|\bmomordica\b/;
const ACARBOSE_SAID =
  /阿卡波糖|拜糖平|卡博平|伏格列波糖|倍欣|米格列醇|\bacarbose\b|\bglucobay\b|\bprecose\b|\bvoglibose\b|\bmiglitol\b/;
const MEAL_WITHOUT_STARCH =
  /不吃(主食|米饭|饭|馒头|面|面条)|没有?(主食|米饭|馒头|面食)|只吃(菜|肉)|光吃(菜|肉)|净吃(菜|肉)|不沾主食|没碳水|无碳水|低碳|生酮|\bno (rice|mantou|bread|carbs?|starch|noodles|buns?)\b|\bonly (eat )?(dishes|meat|veg\w*|protein)\b|\b(low|zero|no)[- ]carb\b|\bketo\b|\bwithout (rice|carbs?|starch)\b|\bdishes and meat\b/;
const STILL_NEED =
  /还要|还用|还得|要不要|用不用|需不需要|需要|还吃|吃不吃|\bstill\b|\bneed\b|\bshould i\b|\bskip\b|\bdo i have to\b/;
const SOY_OR_CRUCIFER =
  /大豆|黄豆|黃豆|豆浆|豆漿|豆奶|豆腐|豆制品|豆製品|豆类|豆類|椰菜|西兰花|西蘭花|西蓝花|西藍花|花椰菜|菜花|花菜|卷心菜|包菜|芥兰|芥蘭|芥蓝|十字花科|\bsoy\w*\b|\btofu\b|\bcabbage\b|\bcauliflower\b|\bbroccoli\b|\bkale\b|\bbok choy\b|\bbrussels sprouts?\b|\bcruciferous\b|\bgoitrogen\w*\b|\bbrassicas?\b/;
/** The thyroid removed (a total thyroidectomy, thyroid cancer surgery). */
const NO_THYROID =
  /(割|切|摘|拿)(咗|了|掉|除)?(个|嘅|的|咗)?甲(状|狀)腺|甲(状|狀)腺(全切|切除|切掉|全部切|都切|已经切|已經切)|(冇|没有|沒有|无)(咗)?甲(状|狀)腺|\bthyroidectomy\b|\bthyroid (was |were |is |all |fully |completely |totally )?(removed|taken out|out)\b|\b(removed|took out|taken out) (my |her |his |the )?thyroid\b|\b(no|without a|don'?t have a|no more) thyroid\b/;
/** Half the thyroid left, soy isoflavone capsules (their own question), the low-iodine diet before radioactive iodine. */
const ISOFLAVONE_OR_RAI =
  /半|一侧|单侧|一边|左叶|右叶|\blobectomy\b|\bhemi\w*|\bhalf\b|\bpartial\w*|[异異][黄黃]酮|\bisoflavones?\b|碘|\biodine\b|放射|\bradioactive\b|\brai\b|\bi-?131\b/;
export const LIVER_PILLS =
  /护肝片|護肝片|保肝片|护肝药|護肝藥|保肝药|护肝丸|护肝宁|肝泰乐|水飞蓟|奶蓟|利加隆|\bliver[- ](protect\w*|support|detox|cleans\w*|care|tonic)\b|\bmilk thistle\b|\bsilymarin\b/;
const WORKS_OR_HARMS =
  /有用|有效|冇乜用|冇用|没什么用|没用|没效|管用|伤肝|傷肝|反而|食多|吃多|会唔会|会不会|副作用|安全|\bwork\w*\b|\bhelp\w*\b|\bharm\w*\b|\bsafe\b|\btoo many\b|\bso many\b|\bdamage\b|\bside effects?\b|\bworth\b|\bshould i know\b/;
const B_COMPLEX =
  /b群|b族|复合b|複合b|维生素b(?![\d])|维他命b(?![\d])|\bb[- ]?complex\b|\bvitamin b\b(?! ?\d)|\bb vitamins?\b|\bsuper b\b|\bb-?50\b|\bbecosules\b/;
const LUTEIN = /叶黄素|玉米黄质|\blute?i?n\b|\blutien\b|\bluteine\b|\bzeaxanthin\b/;
const WHEN_OR_SLEEP =
  /什么时候|几点|早上|晚上|睡前|饭前|饭后|空腹|随餐|睡不着|睡不著|失眠|影响睡|下班|上班前|\bwhen (should|do|to|can|is)\b|\bwhat time\b|\bbefore bed\b|\bbedtime\b|\bin the morning\b|\bkeeps? me (up|awake)\b|\bcan'?t sleep\b|\baffect (my )?sleep\b|\binsomnia\b|\bempty stomach\b|\bwith food\b|\btiming\b/;
const SCREENS =
  /屏幕|萤幕|螢幕|电脑|電腦|手机|盯着|蓝光|眼疲劳|眼睛累|眼睛酸|\bscreens?\b|\bmonitors?\b|\bcomputers?\b|\bphones?\b|\bblue light\b|\beye ?strain\b|\btired eyes\b|\bstar(e|ing)\b/;
const CALCIUM = /钙|\bcalcium\b|\bcaltrate\b|\bos-?cal\b|\btums\b|\badcal\b|\bcitracal\b|钙尔奇/;
/** When each goes in the day ("怎么排时间", "what time", "together?"): not only whether it is absorbed. */
const TIMING =
  /怎么排|怎么安排|排时间|排一下|时间表|什么时候吃|几点吃|哪个先|先吃|一起吃|同时吃|分开吃|错开|\bwhen (should|do|to|can)\b|\bwhat time\b|\bschedule\b|\btiming\b|\btime (it|them|my)\b|\btogether\b|\border\b/;
/** Stopping the acid reducer is the never-stop answer's; an iron tablet beside calcium is the iron rows'. */
const STOP_PPI_OR_IRON =
  /停|不想吃|改吃|代替|替代|\binstead\b|\bquit\b|\bcome off\b|\bget off\b|铁|力蜚能|速力菲|\biron\b|\bferr\w+/;

// ---- composed parts ---------------------------------------------------------------------------------------

/** Millilitres and strength of baijiu said ("三两", "150ml", "半斤", "52度"), for the grams of alcohol. */
function baijiuSaid({ text, previous }: ComposeInput): { ml: number; abv: number; told: boolean } | null {
  const said = `${previous ?? ''} ${text}`.toLowerCase();
  if (!/白酒|白的|二锅头|茅台|五粮液|高粱酒|烧酒|\bbaijiu\b/.test(said)) return null;
  const n: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
  let ml: number | null = null;
  const m = /(\d{2,4}) ?(ml|毫升)/.exec(said);
  if (m) ml = Number(m[1]);
  else if (/半斤/.test(said)) ml = 250;
  else {
    const liang = /([一二两三四五六1-6])(半)? ?两(?![个人天周次])/.exec(said);
    if (liang) ml = ((n[liang[1]!] ?? Number(liang[1])) + (liang[2] ? 0.5 : 0)) * 50;
  }
  if (!ml || ml < 20 || ml > 1000) return null;
  const deg = /(\d{2}) ?(度|°|%)/.exec(said);
  const abv = deg ? Number(deg[1]) : 52;
  if (abv < 30 || abv > 70) return null;
  return { ml, abv, told: Boolean(deg) };
}

const BANQUET_TEXT = {
  zh: '**二甲双胍、阿卡波糖喝酒这天照常随饭吃，关键是先吃东西、管住量：空腹喝酒最容易出问题。** 开席先吃点菜和主食（小半碗米饭或半个馒头）垫底，再边吃边慢慢喝，一杯酒配一杯水或茶，不要每轮都干杯。量：糖尿病指南建议男性每天酒精不超过25克（52度白酒约60毫升，42度约75毫升），女性不超过15克，每周不超过2次。二甲双胍加阿卡波糖本身很少引起低血糖，但空腹大量喝酒会，而且醉了和低血糖（心慌、手抖、出冷汗、迷糊）不好分；吃阿卡波糖的人低血糖要吃葡萄糖片或葡萄糖粉（15–20克），白糖、硬糖、果汁在这种药作用下吸收慢。大量喝酒加二甲双胍还会增加乳酸酸中毒的风险：实在躲不开要多喝的场合，提前问医生当天的药怎么吃，不要自己停或加减。有血糖仪的，睡前和第二天早上各测一次；喝完反复呕吐、吃不下喝不下，或者特别乏力、呼吸又深又快、肚子疼，当天就医。',
  en: '**Take your metformin and acarbose as usual with the meal, and let the food and the amount do the work: drinking on an empty stomach is where the trouble starts.** Eat first — some dishes and a little starch (a small bowl of rice or half a mantou) — then drink slowly with food, with a glass of water or tea for each drink, and don’t down every toast. Amount: the diabetes guideline’s limit is 25 g of alcohol a day for men (about 60 ml of 52% baijiu, or 75 ml of 42%) and 15 g for women, no more than twice a week. Metformin and acarbose rarely cause lows on their own, but heavy drinking on little food can, and being drunk and being low (shaking, sweating, confusion) look alike; on acarbose, treat a low with glucose tablets or glucose powder (15–20 g) — table sugar, sweets and juice are absorbed slowly with this medicine. Heavy drinking with metformin also raises the risk of lactic acidosis: if a big drinking night can’t be avoided, ask your doctor beforehand how to take that day’s doses rather than skipping or changing them yourself. If you have a meter, check before bed and the next morning; repeated vomiting, being unable to keep fluids down, unusual weakness, fast deep breathing or tummy pain need a doctor the same day.',
};

/** The banquet text with the grams of alcohol in the baijiu said, when an amount is said. */
function banquetText(said: ComposeInput, zh: boolean): string | null {
  const b = baijiuSaid(said);
  if (!b) return null;
  const grams = Math.round(b.ml * (b.abv / 100) * 0.8);
  if (grams <= 25) return null;
  const times = Math.round((grams / 25) * 10) / 10;
  const line = zh
    ? `你说的约${b.ml}毫升白酒（${b.told ? '' : '按'}${b.abv}度${b.told ? '' : '算'}）含酒精约${grams}克，是男性上限的${times}倍：倒小杯、少续杯，能减就减。`
    : `The ${b.ml} ml of baijiu you mention (${b.told ? '' : 'taking it as '}${b.abv}%) holds about ${grams} g of alcohol — ${times} times the limit for men — so pour small and turn down refills.`;
  const text = BANQUET_TEXT[zh ? 'zh' : 'en'];
  const at = text.indexOf(zh ? '二甲双胍加阿卡波糖本身' : 'Metformin and acarbose rarely');
  return at < 0 ? null : `${text.slice(0, at)}${line}${zh ? '' : ' '}${text.slice(at)}`;
}

const WARFARIN_TIMING_LINE = {
  zh: '你在吃华法林：它和这三样没有必须错开的时间，照常每天固定时间吃；复合维生素含少量维生素K，每天都吃、不要时吃时停，换牌子或不打算再吃，先告诉抗凝门诊。',
  en: 'You take warfarin: none of these needs keeping apart from it — take it at the same time each day; the multivitamin has a little vitamin K, so take it every day rather than on and off, and tell the anticoagulation clinic before changing brands or leaving it off.',
};
const CALCIUM_PPI_TEXT = {
  zh: '**是真的，但好解决：泮托拉唑、奥美拉唑这类胃药会让碳酸钙（钙尔奇D、迪巧、Adcal这类钙片多是碳酸钙）空腹吃时吸收变差，随饭吃就好得多——所以胃药早饭前吃，复合维生素随早饭，钙片随午饭或晚饭。** 具体：早上空腹吃胃药（按你现在早饭前的吃法），过30–60分钟吃早饭，复合维生素随早饭吃；钙片放到午饭或晚饭时随饭吃，和复合维生素错开（复合维生素里也有钙、铁、锌，分开吸收更好）。钙片一次吃一片，一天两片的分两顿随饭吃。随饭吃不方便的，可以换成枸橼酸钙，空腹也能吸收。胃药要吃多久，复诊时问医生，不要自己停。',
  en: '**It’s true, and easy to fix: an acid reducer such as pantoprazole or omeprazole makes calcium carbonate (Caltrate, Os-Cal, Tums) less well absorbed on an empty stomach, but taken with a meal it is absorbed well — so the acid reducer before breakfast, the multivitamin with breakfast, and the calcium with lunch or dinner.** In detail: the acid reducer on an empty stomach as you take it now, breakfast 30–60 minutes later with the multivitamin; the calcium tablet with lunch or your evening meal, apart from the multivitamin (which has its own calcium, iron and zinc — they are absorbed better separately). One calcium tablet at a time; if you take two a day, have them with two different meals. If taking it with food is hard, calcium citrate is absorbed with or without food. Ask your doctor at the next review how long you need the acid reducer, and don’t stop it on your own.',
};
function calciumPpiText(said: ComposeInput, zh: boolean): string | null {
  const told = `${said.previous ?? ''} ${said.text}`.toLowerCase();
  // On warfarin or another vitamin K antagonist (acenocoumarol), taken or named: the line says that one.
  const vka =
    vitaminKAntagonistName([...findDrugs(told).map((d) => d.id), ...(said.medicines ?? [])]) ??
    (/华法林|\bwarfarin\b|\bcoumadin\b/.test(told) ? { zh: '华法林', en: 'warfarin' } : undefined);
  if (!vka) return null;
  const l = zh ? 'zh' : 'en';
  return `${CALCIUM_PPI_TEXT[l]}${zh ? '' : ' '}${warfarinSaidAs(WARFARIN_TIMING_LINE[l], vka)}`;
}

const LUTEIN_SCREENS_TEXT = {
  zh: '**叶黄素按常用量（每天10–20毫克）吃是安全的，但它不能防“看屏幕伤眼”：叶黄素有证据的是延缓中期老年黄斑变性（每天10毫克加玉米黄质2毫克），对电脑眼疲劳没有可靠证据。** 护眼更管用的是：每看屏幕20分钟，看6米外的东西20秒；有意识地多眨眼；屏幕放在一臂远、略低于视线，减少反光；眼干可以用人工泪液；一直眼酸眼胀，去验光配一副看屏幕距离用的眼镜，或看眼科。叶黄素随有油脂的饭吃吸收好，深绿叶菜、鸡蛋、玉米里也有。',
  en: '**Lutein at the usual 10–20 mg a day is safe, but it has not been shown to protect your eyes from screens: its evidence is for slowing intermediate age-related macular degeneration (10 mg with 2 mg of zeaxanthin), not for screen eye strain.** What helps screen eyes more: every 20 minutes, look at something 20 feet (6 m) away for 20 seconds; blink often; keep the screen an arm’s length away and slightly below eye level, with less glare; use lubricating drops if your eyes feel dry; and if the strain keeps up, see an optometrist — glasses for screen distance often help. Take lutein with a meal that has some fat; leafy greens, eggs and corn supply it too.',
};
const LUTEIN_DOSE_LEAD = {
  zh: '**每天{n}毫克在研究常用的量（每天10–20毫克）之内，是安全的；但它不能防“看屏幕伤眼”：叶黄素有证据的是延缓中期老年黄斑变性，对电脑眼疲劳没有可靠证据。**',
  en: '**{n} mg a day is within the amounts trials have used safely (10–20 mg a day); but lutein has not been shown to protect your eyes from screens — its evidence is for slowing intermediate age-related macular degeneration, not for screen eye strain.**',
};
/** Above the amounts studied, under the European acceptable daily intake (1 mg per kg of body weight). */
const LUTEIN_HIGH_DOSE_LEAD = {
  zh: '**每天{n}毫克不危险，但比研究常用的量（每天10–20毫克）多，多吃并没有显示更多好处：欧洲食品安全局定的每日允许摄入量是每公斤体重1毫克（70公斤的人约70毫克），吃得多时主要是皮肤可能发黄；它也不能防“看屏幕伤眼”——叶黄素有证据的是延缓中期老年黄斑变性，对电脑眼疲劳没有可靠证据。**',
  en: '**{n} mg a day is not dangerous, but it is more than trials have used (10–20 mg a day) and more has not been shown to do more: the European Food Safety Authority’s acceptable daily intake is 1 mg per kg of body weight (about 70 mg for a 70 kg adult), and the main effect of large amounts is a harmless yellowish tinge to the skin. Nor has lutein been shown to protect your eyes from screens — its evidence is for slowing intermediate age-related macular degeneration, not for screen eye strain.**',
};
const B_COMPLEX_ENERGY = {
  zh: '**B族维生素“提神”基本是误解：**它帮身体把食物变成能量，但不缺的时候多吃不会更有精神；夜班的累主要来自睡眠和生物钟——白天睡够7–8小时（遮光窗帘、耳塞、固定时间），上班前小睡一会儿，准备睡觉前约6小时不再喝咖啡，凌晨那顿吃得清淡些。按标签量吃B族一般无害；睡够了还是很累，去看医生查血常规、甲状腺等。',
  en: '**As for the B complex and energy: mostly a myth unless you are short of a B vitamin.** B vitamins help turn food into energy, but extra does not add energy when you already have enough; night-shift tiredness comes from sleep and the body clock — protect 7–8 hours of daytime sleep (blackout curtains, earplugs, the same times), take a short nap before the shift, have no coffee in the 6 hours before you sleep, and keep the 3 am meal light. A B complex at the label dose is harmless; if you are still exhausted despite good sleep, see a doctor for a blood count and thyroid check.',
};
/** The lutein text led by the dose said (up to 70 mg), with the B complex's energy when one is said too. */
function luteinScreensText(said: ComposeInput, zh: boolean): string | null {
  const t = said.text.toLowerCase();
  const m = /(\d{1,2}) ?(mg|毫克)/.exec(t);
  const n = m ? Number(m[1]) : null;
  const b = B_COMPLEX.test(t);
  const l = zh ? 'zh' : 'en';
  if ((n === null || n < 5 || n > 70) && !b) return null;
  let text = LUTEIN_SCREENS_TEXT[l];
  if (n !== null && n >= 5 && n <= 70) {
    const rest = text.slice(text.indexOf('**', 2) + 2);
    const lead = (n <= 20 ? LUTEIN_DOSE_LEAD : LUTEIN_HIGH_DOSE_LEAD)[l].replace('{n}', String(n));
    // "Too much?" is answered in its words first.
    const tooMuch = n <= 20 && /太多|过量|超标|吃多了|\btoo (much|high)\b|\boverdo\w*|\bsafe\b/.test(t);
    text = `${tooMuch ? lead.replace('**', zh ? '**不算多：' : '**Not too much: ') : lead}${rest}`;
  }
  return b ? `${text}\n\n${B_COMPLEX_ENERGY[l]}` : text;
}

export const DEV42_MEDICINE_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 42 zh-062 ("LDL 3.6 mmol/L 有点高，我每天一粒1000mg鱼油，有帮助降下来吗") and en-062: the plan's
    // EPA+DHA figures and a "can't", never that fish oil does not lower LDL or what does.
    id: 'fish-oil-does-not-lower-ldl',
    when: [FISH_OIL, LDL_OR_CHOLESTEROL, HELPS_OR_LOWERS],
    // Triglycerides (fish oil's own effect) and HDL have their rows; a pregnancy's LDL is not a statin question.
    unless: [
      /甘油三酯|甘油三脂|三酸甘油|\btriglycer\w*|\btgs?\b|高密度|好胆固醇|\bhdl\b|\bgood cholesterol\b/,
      // Red yeast rice beside the fish oil is what "those capsules" lower cholesterol with (blind answer round 62,
      // en-029: its row answers, rows-dev37-cardio-metabolic.ts).
      /红曲|\bred yeast\b|\bmonacolin\b/,
    ],
    notFor: [MINOR, PREGNANT],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**帮助不大：鱼油主要降的是甘油三酯（而且要处方剂量、每天2–4克EPA+DHA才明显），不降LDL（“坏胆固醇”）；普通鱼油一粒1000毫克约含300毫克EPA+DHA，对LDL基本没有作用，大剂量含DHA的鱼油还可能让LDL略升。** 真正能把LDL降下来的是：少吃饱和脂肪——肥肉、五花肉、鸡皮鸭皮、猪油、黄油、椰浆、棕榈油、酥皮点心和油炸食品，炒菜改用花生油、菜籽油、橄榄油这类植物油；多吃含可溶性膳食纤维的燕麦、大麦、各种豆类和蔬菜水果；体重超标的，减掉5–10%的体重；每周至少150分钟快走这类运动。喝酒（包括红酒）也不能降LDL。LDL要不要吃药，要看整体心血管风险（年龄、血压、血糖、吸烟、家族史），请医生评估；先改饮食的，约3个月后复查血脂。医生已经开了他汀的，按时吃——降LDL靠的是它，鱼油代替不了。',
      en: '**Not really: fish oil lowers triglycerides (and only clearly at prescription doses of 2–4 g of EPA+DHA a day), not LDL, the “bad” cholesterol — an ordinary 1,000 mg capsule (about 300 mg of EPA+DHA) does next to nothing for LDL, and high doses with DHA can even raise it slightly.** What does lower LDL: less saturated fat — fatty and processed meat, poultry skin, lard, butter, ghee, coconut milk and cream, palm oil, pastries and fried food — cooking with olive, canola or peanut oil instead; more soluble fibre from oats, barley, beans, lentils, vegetables and fruit; losing 5–10% of your weight if you carry extra; and at least 150 minutes a week of brisk walking or similar. Alcohol, red wine included, does not lower LDL. Whether your LDL needs a medicine depends on your overall heart risk (age, blood pressure, blood sugar, smoking, family history) — ask your doctor to assess it, and recheck your lipids about 3 months after the changes. If a statin has been prescribed, keep taking it: that is what lowers LDL, and fish oil does not replace it.',
    },
    source: {
      ref: 'Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41:111–188 (lifestyle measures that lower LDL-C: less saturated fat, more fibre, weight loss, plant sterols; omega-3 lowers triglycerides); Skulas-Ray AC et al. Omega-3 fatty acids for the management of hypertriglyceridemia: AHA Science Advisory. Circulation 2019;140:e673–e691 (prescription doses 2–4 g a day; DHA may raise LDL-C); 中国血脂管理指南（2023年）; NIH ODS Omega-3 Fatty Acids Fact Sheet for Health Professionals',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
  },
  {
    // Blind answer round 42 zh-065 ("如果姜黄素停掉，他膝盖关节炎疼的话有什么可以代替的", after stents on ticagrelor and
    // aspirin) and en-064 ("So what can he take for his knees instead?"): the turmeric warning again, or declined —
    // never paracetamol, exercise or weight, nor that NSAIDs are not for someone on two antiplatelets.
    id: 'antiplatelet-knee-pain-relief',
    when: [KNEE_OR_JOINT_PAIN, INSTEAD_OR_WHAT],
    // Glucosamine asked by name has its own rows (below; warfarin, shellfish, an aromatase inhibitor).
    unless: [GLUCOSAMINE],
    for: ANTIPLATELET,
    notFor: [ANTICOAGULANT, MINOR, PREGNANT],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**膝盖疼可以用对乙酰氨基酚（扑热息痛，如泰诺林、必理通）止痛，按说明书的量吃；布洛芬、萘普生、双氯芬酸片、塞来昔布这类消炎止痛药（芬必得也是）不要自己吃——和阿司匹林加替格瑞洛或氯吡格雷一起，胃出血的风险明显增加，心梗后还可能增加心脏的风险。** 对乙酰氨基酚一天总量不要超过说明书的上限（成人最多4克，非处方药的说明书往往写得更低，以说明书为准），很多感冒药里也含它，要算在一起；喝酒多或肝不好的先问医生。不吃药的办法往往更管用：请心脏康复团队或理疗师教他练大腿肌肉（股四头肌），骑固定自行车、游泳或在水里走；超重的减一点体重，膝盖负担就轻不少；疼的时候热敷15–20分钟，穿软底鞋，必要时拄手杖。涂在膝盖上的双氯芬酸凝胶进入血液的量很少，能不能用先问心内科医生或药师。姜黄素（还有大剂量鱼油）会叠加出血风险，不要再吃，也不适合拿来止痛；氨糖对膝盖的作用也很小。阿司匹林和替格瑞洛一天都不要自己停；康复锻炼后膝盖更疼，告诉康复团队调整动作，膝盖红肿发热或疼得走不了路，去看医生。',
      en: '**For knee pain, paracetamol (acetaminophen, Tylenol) is the painkiller to use, at the dose on the pack; ibuprofen (Advil, Motrin), naproxen (Aleve), diclofenac tablets, celecoxib and other anti-inflammatory tablets are best avoided — with aspirin plus ticagrelor or clopidogrel they add a lot to the risk of a stomach bleed, and after a heart attack they can raise the heart risk too.** Keep to the pack’s daily maximum (never more than 4 g in 24 hours for an adult, and many packs say less), and check cold and flu remedies, which often contain it too; with heavy drinking or liver disease, ask the doctor first. What often helps more than tablets: thigh-strengthening exercises, a stationary bike, swimming or water walking — the cardiac rehab team or a physiotherapist can adapt the programme; losing some weight if there is extra to lose; heat for 15–20 minutes when sore; cushioned shoes, and a cane if needed. A diclofenac gel rubbed on the knee puts very little into the blood — ask the cardiologist or pharmacist whether it suits. Turmeric/curcumin (and high-dose fish oil) add to bleeding, so don’t take them for the pain, and glucosamine does little for knees. Do not stop the aspirin or the ticagrelor, not even for a day; if the knees get worse with rehab, tell the rehab team, and a hot, red, swollen knee or pain that stops walking needs a doctor.',
    },
    source: {
      ref: 'Antman EM et al. Use of nonsteroidal antiinflammatory drugs: an update for clinicians. AHA Scientific Statement. Circulation 2007;115:1634–1642 (stepped care: paracetamol first in heart disease); US FDA Drug Safety Communication (2015): NSAIDs increase the risk of heart attack and stroke, including after a heart attack; Brilinta (ticagrelor) US Prescribing Information §5.1 Bleeding risk; NICE NG226 Osteoarthritis in over 16s (2022): exercise, weight loss, topical NSAIDs; do not offer glucosamine; paracetamol (acetaminophen) product labels: no more than 4 g in 24 hours',
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
  },
  {
    // Blind answer round 42 zh-067 ("辅酶Q10一天100mg跟他汀一起吃，是不是能防肌肉酸痛？要不要加到200"): the CoQ10 row for
    // heart-failure medicines he does not take answered; never statin aches or the higher dose.
    id: 'statin-coq10-prevent-or-higher-dose',
    when: [COQ10, PREVENT_OR_MORE],
    unless: [/心衰|心力衰竭|\bheart failure\b/],
    for: STATIN,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'statin_muscle',
    text: {
      zh: '**辅酶Q10没有被证明能预防他汀引起的肌肉酸痛——研究结果不一致，指南不建议常规吃；一天100毫克已经在研究用量（每天100–200毫克）之内，加到200毫克也没有证据更有用。** 他汀确实会让血里的辅酶Q10降低，但补回去以后，多数试验里肌肉症状并没有比安慰剂少；而且双盲试验里，很多被归到他汀头上的肌肉酸痛，吃安慰剂时一样会出现。想继续吃也可以：随含油脂的饭吃，一般耐受良好，偶尔胃不舒服、失眠，可能让血压稍降；吃华法林的人要先问医生（它可能减弱华法林的作用）。更要紧的是：出现肌肉酸痛或无力，几天内告诉开他汀的医生，查一下肌酸激酶（CK），需要时医生会调剂量或换一种他汀——他汀不要自己停或减量。肌肉剧痛、明显无力，或尿色变成浓茶色、酱油色，当天就医。',
      en: '**CoQ10 has not been shown to prevent statin muscle aches — trials disagree and guidelines do not recommend it routinely — and 100 mg a day is already within the doses studied (100–200 mg a day), so going up to 200 mg is not known to help more.** Statins do lower CoQ10 in the blood, but adding it back has mostly not eased muscle symptoms more than a placebo, and in blinded trials many of the aches people put down to a statin came just as often on dummy tablets. Carrying on with it is reasonable if you want to: take it with a meal containing some fat; it is usually well tolerated (sometimes an upset stomach or poor sleep), may lower blood pressure slightly, and anyone on warfarin should ask first, as it can weaken warfarin. What matters more: report muscle aches or weakness to the doctor who prescribes the statin within a few days — a CK blood test, then a dose change or another statin if needed; do not stop or cut the statin on your own. Severe muscle pain, marked weakness, or urine the colour of strong tea or cola needs a doctor the same day.',
    },
    source: {
      ref: 'Grundy SM et al. 2018 AHA/ACC Guideline on the Management of Blood Cholesterol (CoQ10 not recommended for routine use in statin-associated muscle symptoms); Qu H et al. J Am Heart Assoc 2018;7:e009835 (trials mostly 100–200 mg a day); Banach M et al. Mayo Clin Proc 2015;90:24–34; Wood FA et al. N-of-1 trial of a statin, placebo, or no treatment to assess side effects (SAMSON). N Engl J Med 2020;383:2182–2184; NCCIH, Coenzyme Q10 (warfarin); Lipitor (atorvastatin) US Prescribing Information §5.1 Myopathy and rhabdomyolysis',
      url: 'https://www.nccih.nih.gov/health/coenzyme-q10',
    },
  },
  {
    // Blind answer round 42 zh-071 ("那治潮热的黑升麻black cohosh也要停吗", after St John's wort on letrozole and sertraline,
    // declined by name) and en-071 (black cohosh with letrozole and ER-positive cancer: an "anti-cancer herbs" text).
    id: 'black-cohosh-after-breast-cancer',
    when: [MENOPAUSE_HERB],
    for: BREAST_ENDOCRINE,
    notFor: [MINOR, PREGNANT_OR_NURSING],
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**黑升麻建议不再吃：它和来曲唑、他莫昔芬之间没有已知的直接相互作用，但对ER阳性乳腺癌患者是否安全没有被证实，有引起肝损伤的报告，治潮热的效果在试验里也不比安慰剂好；已经在吃的，直接不再吃就行，不需要慢慢减。** 红车轴草、大豆异黄酮胶囊这类含植物雌激素的“更年期”产品，还有圣约翰草（和舍曲林这类抗抑郁药一起可能引起5-羟色胺综合征，也可能降低部分抗癌药的血药浓度），同样不建议。减轻潮热先试这些：穿分层的衣服、随身带小风扇、喝凉水，少喝酒和热饮、少吃辣，规律运动、保持体重，卧室凉一点；认知行为疗法也有证据。潮热影响睡觉和生活的，告诉肿瘤科医生：有不含激素的处方药可以用，医生会结合你正在吃的抗抑郁药来选；吃他莫昔芬的人，有些抗抑郁药会减弱它的作用，换药前都要问肿瘤科。来曲唑或他莫昔芬请照常吃，潮热太难受想换药，先和肿瘤科医生商量。',
      en: '**Best not to take it: no direct interaction between black cohosh and letrozole or tamoxifen is known, but its safety after ER-positive breast cancer has not been shown, it has been linked to liver injury, and in trials it eased hot flashes no better than a placebo — if you have started it, you can simply stop (no tapering needed).** The same goes for other “menopause” products with plant oestrogens, such as red clover and soy isoflavone capsules, and for St John’s wort (with sertraline or another antidepressant it can cause serotonin syndrome, and it may lower the level of some cancer medicines). For hot flashes, start with layers, a small fan and cold drinks, less alcohol, hot drinks and spicy food, regular exercise, a healthy weight and a cool bedroom; cognitive behavioural therapy has good evidence too. If they disturb your sleep or your days, tell your oncology team: there are non-hormonal prescription options, chosen around any antidepressant you already take; on tamoxifen, some antidepressants weaken it, so any change goes through the oncologist. Keep taking the letrozole or tamoxifen; if the flashes are so bad you want a change, talk to the oncologist first.',
    },
    source: {
      ref: 'The 2023 Nonhormone Therapy Position Statement of The North American Menopause Society. Menopause 2023;30:573–590 (CBT, clinical hypnosis, SSRIs/SNRIs, gabapentin, oxybutynin, fezolinetant recommended; black cohosh and other herbal supplements not recommended); Leach MJ, Moore V. Black cohosh (Cimicifuga spp.) for menopausal symptoms. Cochrane Database Syst Rev 2012;(9):CD007244; LiverTox (NIDDK), Black Cohosh; NCCIH, Black Cohosh (safety in women with breast cancer not established); NCCIH, St. John’s Wort (interactions)',
      url: 'https://www.nccih.nih.gov/health/black-cohosh',
    },
  },
  {
    // Blind answer round 42 zh-074 ("来曲唑吃得关节到处酸痛，有没有什么食物或者补充剂能缓解一点"), declined by name: exercise,
    // weight, vitamin D, the weak supplement evidence and the oncologist were never said.
    id: 'aromatase-inhibitor-joint-aches-food-supplements',
    when: [JOINT_ACHES, EASE_BY_FOOD_OR_SUPPLEMENT],
    // Glucosamine by name: rows-round24-zhb.ts; a new bone pain at night is the oncology team's within days.
    unless: [GLUCOSAMINE, NEW_BONE_PAIN],
    for: AROMATASE_INHIBITOR,
    notFor: [MINOR],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**没有哪种食物或补充剂被证明能可靠缓解芳香化酶抑制剂（来曲唑、阿那曲唑、依西美坦）引起的关节酸痛；研究里最管用的是规律运动，疼得厉害要告诉肿瘤科医生，还有别的办法。** 运动：每周约150分钟快走、骑车、游泳这类有氧运动，加每周两次力量练习，坚持几个月关节痛会明显减轻；超重的减一点体重也有帮助；针灸有一定证据。补充剂：鱼油在大型试验里不比安慰剂好，氨糖软骨素、姜黄也没有可靠证据（姜黄还可能和其他药相互作用），不值得为此多花钱。维生素D保持在正常范围：这类药还会让骨质流失，钙每天合计约1000–1200毫克（食物加钙片），维生素D每天800–1000国际单位，按医生的安排定期查骨密度；在吃阿仑膦酸钠这类骨药的，钙片放到午饭或晚饭，和骨药错开。止痛可以先用对乙酰氨基酚；布洛芬这类消炎止痛药先问医生（伤胃伤肾，和部分抗抑郁药、抗凝药一起还会增加出血）。疼得影响睡觉或日常生活，告诉肿瘤科医生，医生可能换另一种同类药或调整方案；在那之前药照常吃，不要自己中断。',
      en: '**No food or supplement has been proven to ease the joint aches of aromatase inhibitors (letrozole, anastrozole, exemestane); what works best in studies is regular exercise — and if the aches are bad, tell your oncology team, because there are other options.** Exercise: about 150 minutes a week of brisk walking, cycling or swimming plus two strength sessions eased the pain clearly over several months in a trial; losing some weight helps if you carry extra, and acupuncture has some evidence. Supplements: fish oil did no better than a placebo in a large trial, and glucosamine, chondroitin and turmeric have no good evidence (turmeric can also interact with other medicines), so they are not worth extra money for this. Keep your vitamin D in the normal range: these medicines also thin the bones, so aim for about 1,000–1,200 mg of calcium a day in total from food and supplement and 800–1,000 IU of vitamin D, with bone density scans as your team advises; on alendronate or another bone tablet, keep the calcium for lunch or dinner, well apart from it. For pain, paracetamol (acetaminophen) first; anti-inflammatories such as ibuprofen only if your doctor agrees (stomach, kidneys, and more bleeding with some antidepressants and blood thinners). If the aches disturb your sleep or daily life, your oncologist may switch you to another medicine of the same kind or adjust the plan — keep taking it until you have talked.',
    },
    source: {
      ref: 'Irwin ML et al. Randomized exercise trial of aromatase inhibitor–induced arthralgia in breast cancer survivors (HOPE). J Clin Oncol 2015;33:1104–1111; Hershman DL et al. Randomized multicenter placebo-controlled trial of omega-3 fatty acids for the control of aromatase inhibitor–induced musculoskeletal pain: SWOG S0927. J Clin Oncol 2015;33:1910–1917; Hershman DL et al. Effect of acupuncture vs sham acupuncture on AI-related joint pain (SWOG S1200). JAMA 2018;320:167–176; Shapiro CL et al. Management of osteoporosis in survivors of adult cancers with nonmetastatic disease: ASCO Clinical Practice Guideline. J Clin Oncol 2019;37:2916–2946',
    },
  },
  {
    // Blind answer round 42 zh-078 ("那glucosamine氨糖有没有用，能不能拿它代替", after Nurofen most days with CKD 3b), declined
    // by name: weak evidence, no substitute for pain control.
    id: 'glucosamine-knee-arthritis-evidence',
    when: [GLUCOSAMINE, USEFUL_OR_INSTEAD],
    // An anti-inflammatory named in the same message is the pair's question (kidneys, bleeding).
    unless: [NSAID_SAID],
    // Warfarin, a shellfish allergy and an aromatase inhibitor have their own glucosamine rows.
    notFor: [
      VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
      {
        foodAllergies: ['shellfish'],
        said: /(虾|蟹|贝|海鲜|甲壳)[^，。？?,]{0,4}过敏|过敏[^，。？?,]{0,6}(虾|蟹|贝|海鲜)|\b(shell ?fish|shrimps?|prawns?|crabs?|lobsters?)\b[^.?!]{0,20}\ballerg\w*|\ballerg\w*\b[^.?!]{0,20}\b(shell ?fish|shrimps?|prawns?|crabs?|lobsters?)\b/,
      },
      AROMATASE_INHIBITOR,
      MINOR,
      PREGNANT_OR_NURSING,
    ],
    wholeMessage: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**作用很小：在质量较好的试验里，氨糖缓解膝关节炎疼痛的效果和安慰剂差不多，英国NICE指南不建议用，它代替不了止痛药。** 真想试：硫酸氨基葡萄糖每天1500毫克，试3个月，没有明显好转就不用再买。大多数氨糖是用虾蟹壳做的，对虾蟹过敏的不要吃；吃华法林的不要自己加（有让INR升高、出血的报告）。对膝关节炎更有用的是：练大腿肌肉、保持活动（游泳、骑车、快走）、超重的减一点体重；止痛可以先用涂在膝盖上的消炎药膏（如双氯芬酸凝胶，进入血液的量很少），或短期用对乙酰氨基酚。每天都吃布洛芬这类消炎止痛药的，尤其有肾病、心脏病、高血压或在吃抗凝药的，请尽快和医生商量换一个更安全的止痛办法，不要自己加量。',
      en: '**Probably not much: in the better trials glucosamine eased knee arthritis pain about as much as a dummy tablet — NICE advises against it — so it cannot replace a painkiller.** If you still want to try it: glucosamine sulfate 1,500 mg once a day for about 3 months, and stop buying it if there is no clear difference. Most glucosamine is made from shellfish shells, so avoid it with a shellfish allergy; on warfarin, don’t add it on your own (raised INRs and bleeding have been reported). What helps knee arthritis more: strengthening the thigh muscles, staying active (swimming, cycling, walking) and losing some weight if you carry extra; for pain, an anti-inflammatory gel rubbed on the knee (such as diclofenac gel — very little reaches the blood) or paracetamol for short spells. If you take ibuprofen or another anti-inflammatory most days — especially with kidney disease, heart disease, high blood pressure or a blood thinner — talk to your doctor soon about a safer pain plan rather than taking more.',
    },
    source: {
      ref: 'NICE NG226 Osteoarthritis in over 16s: diagnosis and management (2022), 1.5 (do not offer glucosamine; topical NSAIDs for knee osteoarthritis; exercise and weight loss); Kolasinski SL et al. 2019 ACR/Arthritis Foundation Guideline for the management of osteoarthritis of the hand, hip, and knee. Arthritis Care Res 2020;72:149–162; Clegg DO et al. Glucosamine, chondroitin sulfate, and the two in combination for painful knee osteoarthritis (GAIT). N Engl J Med 2006;354:795–808; NCCIH, Glucosamine and Chondroitin for Osteoarthritis (shellfish source; warfarin)',
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
  },
  {
    // Blind answer round 42 zh-007 ("吃着格华止一天三回，拜糖平每顿饭第一口嚼着吃。听人说苦瓜胶囊降糖…跟药搁一块吃会不会血糖太低啊"),
    // declined: the herb-capsule row was written for insulin and sulfonylureas and never named acarbose.
    id: 'bitter-melon-capsules-on-metformin-acarbose-lows',
    when: [BITTER_MELON, HYPO_SAID],
    for: METFORMIN_OR_AGI,
    // On insulin or a sulfonylurea, or with a low already recorded: rows-round21-enbad.ts answers.
    notFor: [INSULIN_OR_SULFONYLUREA, { lowGlucose: true }, PREGNANT, MINOR],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**一般不会太低：二甲双胍和阿卡波糖本身很少引起低血糖，苦瓜胶囊即使有降糖作用也很弱；但它也没有被证明能可靠降糖，糖化血红蛋白还高的话，靠它解决不了。** 苦瓜降糖的研究大多规模小、结果不一致，胶囊含量也没有统一标准；常见的副作用是肚子不舒服、腹泻。真正要警惕的是来路不明的“降糖胶囊”：集市、网上、熟人那里买的，有的偷偷加了格列本脲这类西药，才会真的引起低血糖——只在正规药店买、成分写清楚的产品。想继续吃，告诉糖尿病医生，有血糖仪的这几天多测几次；出现心慌、手抖、出冷汗，先测血糖，低于3.9 mmol/L就吃葡萄糖片或葡萄糖粉15–20克（吃阿卡波糖时白糖、硬糖、果汁吸收慢）。糖化血红蛋白高于目标，该做的是请医生评估、调整治疗，再加上主食定量、少喝含糖饮料、饭后多走动；医生开的药照常吃，不要因为吃了胶囊自己减量。',
      en: '**Unlikely: metformin and acarbose rarely cause lows on their own, and bitter melon capsules have at most a weak effect on blood sugar — but they have not been shown to lower it reliably either, so they will not fix a high HbA1c.** Studies of bitter melon are small and inconsistent, and capsule strengths are not standardised; stomach upset and diarrhoea are the usual side effects. The real risk is an unlabelled “sugar-lowering” capsule from a market, a website or a friend — some contain hidden diabetes drugs such as glibenclamide, which can cause real lows; buy only from a pharmacy, with the ingredients listed. If you keep taking it, tell your diabetes doctor and check your glucose more often for a while if you have a meter; with shaking, sweating or a racing heart, check, and if it is under 4 mmol/L (70 mg/dL) take 15–20 g of glucose tablets or glucose powder (on acarbose, table sugar and juice work slowly). If your HbA1c is above target, what helps is a treatment review with your doctor, plus steady starch portions, fewer sugary drinks and a walk after meals; keep taking the prescribed medicines as they are, without cutting them because of the capsules.',
    },
    source: {
      ref: 'Ooi CP et al. Momordica charantia for type 2 diabetes mellitus. Cochrane Database Syst Rev 2012;(8):CD007845; NCCIH, Diabetes and Dietary Supplements (2021); American Diabetes Association, Standards of Care in Diabetes—2025, §5 (no clear benefit of herbal supplements) and §6 (hypoglycaemia: treat with 15–20 g of glucose); Glucobay (acarbose) SmPC §4.4 (treat hypoglycaemia with glucose, not sucrose); US FDA, Tainted products marketed as dietary supplements (hidden glibenclamide)',
      url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements',
    },
  },
  {
    // Blind answer round 42 en-008 ("If at the dinner I only eat dishes and meat, no mantou no rice, still need to take
    // the acarbose with first bite?"): the weight-loss rice text, then declined on acarbose.
    id: 'acarbose-meal-without-starch',
    when: [ACARBOSE_SAID, MEAL_WITHOUT_STARCH, STILL_NEED],
    for: AGI,
    notFor: [MINOR],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**照常吃：阿卡波糖和第一口饭一起嚼服，它只对饭里的碳水起作用；一顿饭的菜其实很少完全没有碳水，酒席更是（勾芡、糖醋、红烧的汁，饺子、点心、水果、甜饮料都有），真的几乎没碳水时它只是作用小，本身也不会引起低血糖。** 喝酒的那顿反而不建议一点主食都不吃：空腹或只吃菜喝酒，更容易低血糖，也更容易醉——开席先吃小半碗米饭或半个馒头，再慢慢喝。想在没有主食的饭上省掉阿卡波糖，先问医生或药师，不要自己定。吃阿卡波糖的人万一低血糖（心慌、手抖、出冷汗），要吃葡萄糖片或葡萄糖粉（15–20克），白糖、硬糖、果汁在这种药作用下吸收慢。',
      en: '**Yes — take it with the first bite as usual: acarbose works only on the carbohydrate in a meal, and few meals have none, banquets least of all (starch-thickened sauces, sweet-and-sour and braised dishes, dumplings, fruit, sweet drinks); with almost no carbohydrate it simply does little, and on its own it does not cause lows.** On a night you drink, don’t leave starch out altogether: drinking on an empty stomach or on dishes alone makes a low more likely, and you get drunk faster — start the meal with a small portion of rice or half a mantou, then drink slowly. If you want to leave the acarbose out at meals with no starch, agree it with your doctor or pharmacist first rather than deciding yourself. If you do get a low on acarbose (shaky, sweaty, racing heart), treat it with glucose tablets or glucose powder (15–20 g) — table sugar, sweets and juice are absorbed slowly with this medicine.',
    },
    source: {
      ref: 'Precose (acarbose) US Prescribing Information §2 (three times a day with the first bite of each main meal) and §5 (hypoglycaemia with sulfonylureas or insulin; treat with oral glucose, not sucrose); Glucobay (acarbose) SmPC §4.2 and §4.4; 中国2型糖尿病防治指南（2020年版）（饮酒：不宜空腹；低血糖的处理）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=acarbose',
    },
  },
  {
    // Blind answer round 42 zh-009 ("换成啤酒是不是强点 度数低", after three liang of baijiu on metformin): the metformin stock
    // text again; never that total alcohol counts, nor that beer brings carbohydrate.
    id: 'diabetes-beer-instead-of-spirits',
    when: [BEER, BEER_BETTER],
    unless: [ALCOHOL_FREE],
    for: DIABETES,
    // Insulin or a sulfonylurea, or a low recorded: their alcohol rows put the lows first.
    notFor: [INSULIN_OR_SULFONYLUREA, { lowGlucose: true }, ...OWN_ALCOHOL_ANSWER, PREGNANT, MINOR],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**不一定强：啤酒度数低，但喝得多，酒精加起来一样多；对血糖来说，啤酒还多了碳水。** 一瓶500毫升、4度左右的啤酒含酒精约16克，和一两（50毫升）42度白酒差不多；三两52度白酒（约60克酒精）差不多等于四瓶啤酒。每瓶啤酒还有约15–20克碳水，喝上三瓶就像多吃了将近两小碗米饭，血糖会升。糖尿病指南的上限按酒精算，不管喝哪种：男性每天不超过25克（约一瓶半啤酒，或一两半42度白酒），女性15克，每周不超过2次。有痛风的，啤酒反而是最伤的。不管喝什么：先吃点主食垫底，边吃边慢慢喝，中间喝水；降糖药照常随饭吃，不要因为喝酒自己加减；有血糖仪的，睡前测一次。',
      en: '**Not really: beer is weaker, but you drink more of it, so the alcohol adds up to the same — and for blood sugar, beer brings carbohydrate on top.** A 500 ml bottle of 4% beer holds about 16 g of alcohol, about the same as 50 ml of 42% baijiu or a double measure of whisky; 150 ml of 52% baijiu (about 60 g of alcohol) is roughly four bottles of beer. Each bottle also has about 15–20 g of carbohydrate, so three bottles is like nearly two extra small bowls of rice, and your glucose rises. The diabetes limit counts alcohol, whatever the drink: no more than 25 g a day for men (about one and a half bottles of beer) and 15 g for women, and no more than twice a week. With gout, beer is the worst choice. Whatever you drink: eat some starch first, drink slowly with food and have water in between; take your diabetes medicines with your meal as usual, without adding or skipping because you drank; if you have a meter, check before bed.',
    },
    source: {
      ref: '中国2型糖尿病防治指南（2020年版）医学营养治疗：女性每天饮酒的酒精量不超过15克，男性不超过25克，每周不超过2次; American Diabetes Association, Standards of Care in Diabetes—2025, §5 (alcohol: moderation; delayed hypoglycaemia with insulin or insulin secretagogues); USDA FoodData Central, Beverages, beer, regular (carbohydrate per 100 g); Glucophage (metformin) US Prescribing Information §5.1 (excessive alcohol and lactic acidosis)',
    },
  },
  {
    // Blind answer round 42 en-007 ("Tonight have business banquet, sure will drink baijiu, maybe 150ml. I take metformin
    // and acarbose. How to not let my sugar go crazy?"), declined; the rows for alcohol on diabetes medicines were for
    // insulin or a sulfonylurea.
    id: 'banquet-alcohol-on-metformin-acarbose',
    when: [ALCOHOL, TIPS_OR_STILL_TAKE],
    unless: [ALCOHOL_FREE, BEER_BETTER],
    // Acarbose (with or without metformin); metformin alone keeps its own alcohol row (knowledge/medicine-diet.ts).
    for: AGI,
    notFor: [INSULIN_OR_SULFONYLUREA, { lowGlucose: true }, ...OWN_ALCOHOL_ANSWER, PREGNANT, MINOR],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    compose: banquetText,
    text: BANQUET_TEXT,
    source: {
      ref: '中国2型糖尿病防治指南（2020年版）医学营养治疗：女性每天饮酒的酒精量不超过15克，男性不超过25克，每周不超过2次; American Diabetes Association, Standards of Care in Diabetes—2025, §5 (alcohol) and §6 (hypoglycaemia); Glucophage (metformin) US Prescribing Information §5.1 (excessive alcohol and lactic acidosis); Precose (acarbose) US Prescribing Information §5 (treat hypoglycaemia with oral glucose)',
    },
  },
  {
    // Blind answer round 42 zh-028 ("有朋友話割咗甲狀腺之後唔好食椰菜花、西蘭花同埋大豆…我好鍾意飲豆漿㗎"), declined: the thyroid
    // soy row stood aside for "之后" (a timing word) and spoke to a thyroid still there.
    id: 'no-thyroid-soy-and-crucifers',
    when: [SOY_OR_CRUCIFER, NO_THYROID],
    unless: [ISOFLAVONE_OR_RAI],
    notFor: [MINOR],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**不是真的：甲状腺已经全部切除，就没有甲状腺能被西兰花、椰菜花或大豆“影响”了——你身体里的甲状腺激素全部来自每天吃的左甲状腺素（如优甲乐、雷替斯、Eltroxin），豆浆、豆腐和这些蔬菜都可以照常吃。** 要注意的只是药的吸收：药早上空腹用白开水吞，隔30–60分钟再吃早餐、喝咖啡或奶茶；豆浆最好和药隔开约4小时（例如改到午餐或下午喝），钙片、铁剂、钙镁锌这类矿物质补充剂也隔开4小时。如果就是习惯早餐喝豆浆，至少每天固定、不要时喝时不喝，医生会按化验结果调药量。甲状腺癌术后TSH控制在多少由专科医生定；喝豆浆或吃补充剂的习惯有大的改变，下次复查TSH时告诉医生。只切了一侧的，剩下的甲状腺在正常饮食量下也不受这些食物影响。准备做放射性碘治疗前要求的低碘饮食是另一回事，按核医学科给的单子做。',
      en: '**No — with your thyroid removed there is no thyroid left for broccoli, cauliflower or soy to affect: all your thyroid hormone comes from the levothyroxine tablet (Eltroxin, Synthroid, Euthyrox), so soy milk, tofu and these vegetables are fine to enjoy.** The one thing to watch is how well the tablet is absorbed: take it with water on an empty stomach and wait 30–60 minutes before breakfast, coffee or milky tea; keep soy milk about 4 hours from the tablet (at lunch or later, say), and calcium, iron and calcium-magnesium-zinc supplements 4 hours apart too. If soy milk at breakfast is a habit you want to keep, at least keep it the same every day, so your dose is set with it. After thyroid cancer your TSH target is your specialist’s call; mention any big change in soy or supplements at your next TSH check. If only half was removed, ordinary amounts of these foods don’t harm the half that is left either. A low-iodine diet before radioactive iodine treatment is a separate, short-term matter — follow the nuclear medicine team’s list.',
    },
    source: {
      ref: 'Jonklaas J et al. Guidelines for the treatment of hypothyroidism: American Thyroid Association. Thyroid 2014;24:1670–1751 (levothyroxine on an empty stomach; soy, calcium and iron reduce absorption); Synthroid (levothyroxine) US Prescribing Information §2.1 and §7 (soybean flour decreases absorption; calcium and iron 4 hours apart); NIH ODS Iodine Fact Sheet for Health Professionals (goitrogens act on the thyroid gland); Haugen BR et al. 2015 American Thyroid Association Management Guidelines for Adult Patients with Thyroid Nodules and Differentiated Thyroid Cancer. Thyroid 2016;26:1–133 (TSH targets)',
    },
  },
  {
    // Blind answer round 42 zh-039 ("护肝片我一日三次每次四粒，食咗半年，ALT 72 AST 45 GGT 98，感觉冇乜用，会唔会食多咗反而伤肝？")
    // and en-036: the milk-thistle text for hepatitis B he does not have; never that weight loss treats fatty liver.
    id: 'liver-protecting-pills-fatty-liver',
    when: [LIVER_PILLS, WORKS_OR_HARMS],
    for: FATTY_LIVER_OR_RAISED_ALT,
    // On a medicine that can raise the ALT (TB medicines above all), the raised ALT is the prescriber's to read,
    // never "lose 7–10 %" (round 52 zh-020, development data, unsafe: a lean man of 53 on isoniazid,
    // rifampicin and pyrazinamide with an ALT of 72).
    notFor: [
      VIRAL_HEPATITIS_OR_CIRRHOSIS,
      MINOR,
      PREGNANT,
      ON_LIVER_OR_LIPID_RAISING_MEDICINE,
      { medicines: ['isoniazid', 'rifampicin', 'pyrazinamide'] },
    ],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**护肝片、水飞蓟这类“保肝”产品没有被证明能治脂肪肝：没在吃的不用买，已经吃了一段时间转氨酶还高的，可以不再吃；而且中草药和“护肝”保健品本身就是药物性肝损伤的常见原因之一，吃得多不会更好。** 脂肪肝真正的治疗是减重：减掉体重的7–10%（比如90公斤的人减6–9公斤），肝里的脂肪和转氨酶都会明显下降；少喝酒（GGT高常和喝酒有关，啤酒也算）、少喝含糖饮料和甜茶、少吃宵夜和油炸食品；每周至少150分钟快走、游泳这类运动。把你在吃的所有药和保健品（包括“燃脂”产品、凉茶）都告诉医生，约3个月后复查肝功能，医生会排查乙肝丙肝、药物、酒精等其他原因，必要时评估肝纤维化。眼睛或皮肤发黄、尿色很深、大便发白、右上腹疼，尽快就医。',
      en: '**Liver-protecting pills, milk thistle included, have not been shown to treat fatty liver: there is no need to buy them, and if your liver tests are still raised after taking them for a while, you can simply leave them off; herbal and “liver” supplements are themselves a known cause of liver injury, so more is never better.** The treatment for fatty liver is weight loss: losing 7–10% of your body weight (6–9 kg at 90 kg) clearly lowers liver fat and liver enzymes; cut down alcohol (a raised GGT often goes with drinking, beer included), sugary drinks and sweet tea, late-night snacks and fried food; and aim for at least 150 minutes a week of brisk walking, swimming or similar. Tell your doctor every pill and supplement you take (fat burners and herbal teas included), and have your liver tests rechecked in about 3 months — the doctor will look for other causes (hepatitis B or C, medicines, alcohol) and may check for liver scarring. Yellow eyes or skin, very dark urine, pale stools or pain under the right ribs need a doctor soon.',
    },
    source: {
      ref: 'Rinella ME et al. AASLD Practice Guidance on the clinical assessment and management of nonalcoholic fatty liver disease. Hepatology 2023;77:1797–1835 (weight loss of 7–10%; no proven herbal or supplement treatment); 中华医学会肝病学分会 非酒精性脂肪性肝病防治指南（2018年更新版）; Navarro VJ et al. Liver injury from herbal and dietary supplements. Hepatology 2017;65:363–373; LiverTox (NIDDK), Herbal and Dietary Supplements',
    },
  },
  {
    // Blind answer round 42 zh-024 ("B群跟葉黃素什麼時候吃比較好？我是白天睡覺的人，早上8點下班吃B群會不會害我睡不著"): the
    // timing of vitamin D, calcium and zinc he does not take.
    id: 'b-complex-lutein-timing-shift-work',
    when: [B_COMPLEX, WHEN_OR_SLEEP],
    unless: [
      /铁|钙|锌|镁|\biron\b|\bcalcium\b|\bzinc\b|\bmagnesium\b/,
      // How many a day, and what to avoid beside a medicine, are other questions.
      /几片|几粒|几颗|吃多少|多少毫克|剂量|\bhow (many|much)\b|\bdose\b|\bdosage\b|5-?htp|色氨酸|\btryptophan\b|\bavoid\b|\binteract\w*/,
    ],
    notFor: [MINOR],
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**B族维生素不是提神药，一般不会让人睡不着；稳妥起见，把它放在你“一天”的第一顿饭（睡醒后那顿）随餐吃，不要在下班回家、准备睡觉前吃。叶黄素随一顿有点油脂的正餐吃，吸收更好，每天固定一个时间就行。** 上大夜班、白天睡的，下午醒来后、上班前吃的那一顿就是你的“早餐”，两种可以一起随这顿吃；随饭吃还能减少B族维生素引起的反胃。尿变得很黄是维生素B2，正常。真正会影响白天睡眠的是咖啡和茶：准备睡觉前约6小时就不要再喝。长期吃高剂量B族的，手脚出现麻木、刺痛，就不要再吃，并告诉医生。',
      en: '**B vitamins are not a stimulant and are unlikely to keep you awake, but to be safe take the B complex with the first meal of your day — the one after you wake — rather than just before you go to sleep; lutein is best with a meal that has some fat in it, at any time as long as it is the same each day.** On nights, your “breakfast” is the meal after you wake in the afternoon or before your shift, and both can go with it; with food the B complex is also less likely to upset your stomach. Bright yellow urine is the vitamin B2 and is harmless. What really disturbs daytime sleep is caffeine: no coffee or tea in the 6 hours before you plan to sleep. If you take a high-dose B complex for a long time and get numbness or tingling in your hands or feet, stop it and tell your doctor.',
    },
    source: {
      ref: 'NIH ODS Vitamin B6 Fact Sheet for Health Professionals (sensory neuropathy with long-term high doses) and Riboflavin Fact Sheet (bright yellow urine); Bernstein PS et al. Lutein, zeaxanthin, and meso-zeaxanthin: the basic and clinical science underlying carotenoid-based nutritional interventions against ocular disease. Prog Retin Eye Res 2016;50:34–66 (fat-soluble, absorbed with dietary fat); Drake C et al. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med 2013;9:1195–1200',
    },
  },
  {
    // Blind answer round 42 en-026 ("Is lutein 20mg daily too much? I started it since I stare at monitors all night. Also
    // taking a B complex, does B complex help with energy on night shift or is that a myth"): read as 40 grams, lutein
    // framed as an AMD treatment, the B complex ignored.
    id: 'lutein-for-screens-dose',
    when: [LUTEIN, SCREENS],
    // Grams said ("40克", "40 grams"): the unit is the question (rows-eye-vitamins.ts lutein-dose).
    unless: [/(?<!毫)克|\b\d+ ?(g|grams?)\b/],
    notFor: [MINOR],
    wholeMessage: true,
    // Before the eye rows' general lutein dose, which reads it as AMD treatment (found at that step first).
    beforeMedicineDiet: true,
    intent: 'supplement_dose',
    compose: luteinScreensText,
    text: LUTEIN_SCREENS_TEXT,
    source: {
      ref: 'AREDS2 Research Group. JAMA 2013;309:2005–2015 (lutein 10 mg with zeaxanthin 2 mg for intermediate AMD); EFSA Panel on Food Additives. Scientific Opinion on the re-evaluation of lutein (E 161b) as a food additive. EFSA Journal 2010;8(7):1678 (ADI 1 mg/kg body weight a day); American Academy of Ophthalmology, Computers, digital devices and eye strain (the 20-20-20 rule); NIH ODS Vitamin B6 and Riboflavin Fact Sheets for Health Professionals',
    },
  },
  {
    // Blind answer round 42 zh-005 ("钙尔奇D、汤臣倍健复合维生素还有泮托拉唑，这三样到底怎么排时间吃？…听说吃胃药钙就吸收不好，真的假的",
    // on warfarin): the multivitamin's vitamin K; no timing, nor that the PPI cuts calcium carbonate's absorption.
    id: 'calcium-carbonate-ppi-multivitamin-schedule',
    when: [CALCIUM, TIMING],
    unless: [STOP_PPI_OR_IRON],
    for: ON_PPI,
    notFor: [CALCIUM_SPACED_MEDICINE, HYPERCALCAEMIA, MINOR],
    wholeMessage: true,
    intent: 'supplement_timing',
    compose: calciumPpiText,
    text: CALCIUM_PPI_TEXT,
    source: {
      ref: 'NIH ODS Calcium Fact Sheet for Health Professionals (calcium carbonate with food; citrate with or without food; proton pump inhibitors reduce carbonate absorption on an empty stomach); Protonix (pantoprazole) US Prescribing Information §2; 泮托拉唑钠肠溶片说明书【用法用量】（早餐前服用）; NIH ODS Vitamin K Fact Sheet for Health Professionals (warfarin: keep vitamin K intake steady)',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
];
