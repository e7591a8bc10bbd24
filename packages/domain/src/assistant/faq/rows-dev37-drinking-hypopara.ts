/**
 * Rows for the everyday questions blind answer round 37 (development data once its figures were reported)
 * asked of its drinking-hypopara personas and the chat answered with a neighbouring or unsafe text.
 *
 * Heavy daily drinking with a raised ALT (Mike: 10–12 beers a day, Tylenol PM most nights, Advil, a B complex):
 * every question about the painkillers, the liver, the supplements or the calories got the liver disease's
 * "best not to drink" line — no word on acetaminophen with alcohol, on ibuprofen's bleeding, on what to eat,
 * and no warning that stopping 10–12 beers a day at once brings withdrawal. Questions about stopping itself
 * are the `stopping-heavy-drinking` row's (rows-alcohol.ts, knowledge/heavy-drinking.ts): these rows stand
 * aside for them and only point to it.
 *
 * Hypoparathyroidism on calcitriol (Edna, 84: prescribed Caltrate, her own Tums, calcium 8.1, magnesium 1.6,
 * eGFR 48): tingling fingers got antacid advice, a LOW calcium got "with a high calcium stop calcium and
 * vitamin D now", the calcium and vitamin D were never added up, magnesium was "do not take it" and the day's
 * schedule was declined.
 */
import { pickZh } from '../../contracts/common';
import { HEAVY_DRINKING_SOURCE, STOPPING_HEAVY_DRINKING } from '../../knowledge/heavy-drinking';
import type { Bilingual } from '../../contracts/common';
import { ACTIVE_VITAMIN_D_LOW_25OHD } from '../../knowledge/medicine-chat-answers';
import { HIGH_CALCIUM, LOW_CALCIUM_SAID } from './audiences';
import type { FaqAudience, FaqRow } from './types';

// ——— Heavy drinking ———————————————————————————————————————————————————————————————————————————————

/** Drinking said, in the message or the one before it ("after a few beers", "喝完啤酒", "not quitting beer"). */
/** Drinking alcohol said; "he drinks 铁观音 tea all day" is tea (blind answer round 64, en-013, development data). */
const DRINKING_SAID =
  /啤酒|白酒|红酒|洋酒|威士忌|喝酒|喝完酒|喝了酒|酒后|酒量|酗酒|\bbeers?\b|\bbooze\b|\b(drinking|drinks)\b(?![^.?!,]{0,20}\b(teas?|coffees?|water|milk|juices?|soda|colas?|coke|soups?|smoothies?|kombucha|tieguanyin|oolong)\b)|\balcohol\w*|\bwhiske?y\b|\bliquor\b|\bvodka\b|\bpints?\b|\bbrews?\b|\bdrink (a|an|\d+|several|a lot|lots|heavily|most|every|daily)\b|\b(six|12|twelve|18|24|thirty)[- ]?pack\b/;
/** Heavy daily drinking said ("10-12 beers a day", "一天10罐啤酒", "酗酒"). */
const HEAVY_SAID =
  /(每天|一天|天天|每晚|一晚上?)[^。？！?!]{0,8}(([4-9]|[1-9]\d)\s*(-|–|到|至)?\s*\d*\s*(瓶|罐|听|杯)|(四|五|六|七|八|九|十|十几|好几)\s*(瓶|罐|听|杯)|[一两半]打|半斤|[一二两三\d]\s*斤|([三四五六七八九]|[3-9])\s*两)|酗酒|酒瘾|离不开酒|\b([4-9]|1\d|2\d|a dozen|a case of|a six.?pack)\b[^.?!]{0,12}\b(beers?|drinks|cans|pints|shots|bottles)\b[^.?!]{0,20}\b(a|per|every|each|most) (day|night)s?\b|\ba (12|18|24|twelve|six)[- ]?pack\b[^.?!]{0,20}\b(a|per|every|each|most) (day|night)s?\b|\b(heavy drinker|drink heavily|alcoholic)\b/;
/**
 * Stopping or quitting said as a plan ("quit cold turkey", "戒酒"): the `stopping-heavy-drinking` row's, never
 * these rows' ("im not quitting beer right now" and "啤酒实在戒不掉" stay here).
 */
const STOPPING_SAID =
  /戒酒|把酒戒|酒戒了|停酒|断酒|\bcold turkey\b|(?<!not |n'?t |never |won'?t )\b(quit|quitting|stop|stopping|give up|giving up|cut out)\b (the )?(drinking|drink|booze|alcohol|beers?)\b|\b(go|going|get|getting) (dry|sober)\b/;

/** Stopping as a plan now ("quit cold turkey this weekend", "打算直接戒酒"), not sober for years. */
const STOPPING_PLANNED =
  /戒酒|把酒戒|停酒|断酒|\bcold turkey\b|\b(going to|gonna|want to|wanna|planning to|plan to|will|trying to|about to|decided to|ready to)\b[^.?!]{0,12}\b(quit|stop|give up|cut out)\b|(?<!not |n'?t |never |won'?t )\b(quit|quitting|stop|stopping)\b (the )?(drinking|drink|booze|alcohol|beers?)\b/;
/** Drinking stopped in the past ("戒酒两年了", "sober for a year", "quit 3 years ago"): not withdrawal's. */
const STOPPED_BEFORE =
  /(以前|过去|曾经)[^，。？?]{0,6}(喝|一天|每天|天天)|早就戒|已经戒|戒了[^，。？?]{0,4}(年|个月|天)|戒酒[^，。？?]{0,4}(年|个月)了|\bused to\b|\b(quit|stopped|gave up)\b[^.?!]{0,20}\b(years?|months?) ago\b|\bsober (for|since)\b/;
/** Food or the liver asked beside stopping. */
const FOOD_OR_LIVER_ASKED =
  /吃什么|吃啥|吃点|吃些|怎么吃|饮食|食物|护肝|养肝|保肝|\beat\w*\b|\bfoods?\b|\bdiet\b|\bmeals?\b|\bliver\b/;

/** A habit said: most nights, usually, 一般, 一直 ("i take 2 tylenol pm most nights … usually after a few beers"). */
const REGULAR_SAID =
  /每天|每晚|天天|经常|一般|常常|老是|一直|几乎每|\b(most|every|each) (night|day|evening)s?\b|\bnightly\b|\bdaily\b|\busually\b|\balways\b|\boften\b|\bregularly\b/;
/** A liver finding said: a raised ALT or GGT, fatty liver, "the liver thing". */
const LIVER_SAID = /肝|转氨酶|\balt\b|\bast\b|\bggt\b|\bliver\b/;
/**
 * Heavy drinking said, or a liver disease (the plan's or said): the liver and calorie rows are written for
 * them. Someone who only mentions a beer is not ("does light beer have fewer calories?").
 */
const HEAVY_OR_LIVER: FaqAudience = {
  conditions: ['liver_disease', 'cirrhosis'],
  said: new RegExp(`${HEAVY_SAID.source}|${LIVER_SAID.source}`),
};
/** Drinking said beside heavy drinking or a liver disease: the rows that lead with the alcohol. */
const DRINKER_HEAVY_OR_LIVER: FaqAudience = { all: [{ said: DRINKING_SAID }, HEAVY_OR_LIVER] };
/**
 * Drinking said, and acetaminophen as a habit, heavy drinking or a liver disease: not a one-off paracetamol
 * after a party.
 */
const ACETAMINOPHEN_HABIT: FaqAudience = {
  all: [
    { said: DRINKING_SAID },
    {
      conditions: ['liver_disease', 'cirrhosis'],
      said: new RegExp(`${HEAVY_SAID.source}|${LIVER_SAID.source}|${REGULAR_SAID.source}`),
    },
  ],
};
/** Triglycerides of 5.6 mmol/L or more: no alcohol at all (rows-alcohol.ts `severe-triglycerides-alcohol`). */
const SEVERE_TG: FaqAudience = { severeTriglycerides: true };

const ACETAMINOPHEN =
  /泰诺|对乙酰氨基酚|扑热息痛|必理通|百服宁|\btylenol\b|\bacetaminophen\b|\bparacetamol\b|\bpanadol\b|\bnyquil\b/;
/** An NSAID taken for pain (aspirin is left out: a low dose for the heart is the prescriber's). */
const NSAID =
  /布洛芬|芬必得|美林|萘普生|双氯芬酸|\badvil\b|\bmotrin\b|\bibuprofen\b|\bnurofen\b|\baleve\b|\bnaproxen\b|\bnsaids?\b/;

/**
 * Said once for every row that asks someone drinking heavily to cut down: not all at once on their own
 * (knowledge/heavy-drinking.ts STOPPING_HEAVY_DRINKING says it in full; its row answers "how do I stop").
 */
const NOT_ALL_AT_ONCE: Bilingual = {
  zh: '少喝一点就有一点好处——但每天大量喝酒的人不要自己一下子全停：突然停酒后1–3天内可能出现抽搐、震颤谵妄这类严重的戒断反应，请和医生一起计划怎么减、怎么停。',
  en: 'Every drink fewer helps — but after heavy daily drinking do not stop all at once on your own: withdrawal can bring seizures or delirium within 1–3 days, so plan how to cut down or stop with your doctor.',
};

/** Plain acetaminophen (no sleep aid in it) as a habit with drinking: the Tylenol PM text without diphenhydramine. */
const ACETAMINOPHEN_PLAIN: Bilingual = {
  zh: `**有问题，这个习惯要改：对乙酰氨基酚（泰诺、扑热息痛）在天天喝酒时更容易伤肝，转氨酶已经升高的更要当心。** 对乙酰氨基酚一天从所有药里加起来（含“氨酚”的感冒药也算）最多2克——500毫克的片子最多4片，喝了酒的晚上不要吃；说明书本身也写着：每天喝3杯及以上酒时服用可能造成严重肝损伤。换布洛芬也不更安全：天天喝酒时它伤胃、容易胃出血。告诉医生你吃它是为了什么、平时喝多少。${NOT_ALL_AT_ONCE.zh}眼睛或皮肤发黄、尿色像浓茶、右上腹疼、呕吐不止，当天就医。`,
  en: `**Yes — that habit is worth changing: acetaminophen (Tylenol, paracetamol) is harder on a liver that handles alcohol every day — all the more with a raised ALT.** Keep acetaminophen from every product together (cold and flu remedies such as NyQuil included) to 2,000 mg (2 g) a day at most — four 500 mg tablets — and not on a night you have been drinking; the label itself warns it can cause severe liver damage with 3 or more drinks a day. Switching to Advil (ibuprofen) is not safer: with daily drinking it raises the risk of stomach bleeding. Tell your doctor what you take it for and how much you drink. ${NOT_ALL_AT_ONCE.en} Yellow eyes or skin, tea-coloured urine, pain under the right ribs or vomiting that will not stop: see a doctor the same day.`,
};
/** A sleep aid in the acetaminophen said: Tylenol PM, NyQuil, "to sleep" (the row's own text answers). */
const SLEEP_AID_SAID =
  /\bpm\b|苯海拉明|助眠|睡|\bsleep\w*|\bnyquil\b|\bnight ?time\b|\bdiphenhydramine\b|\bbenadryl\b/;

// ——— Hypoparathyroidism ——————————————————————————————————————————————————————————————————————————

/**
 * Hypoparathyroidism: said, or on active vitamin D (calcitriol, alfacalcidol — the questionnaire has no
 * hypoparathyroidism; round 37's Edna is known by her calcitriol). Dialysis is not theirs (notFor).
 */
const HYPOPARA: FaqAudience = {
  medicines: ['calcitriol', 'alfacalcidol'],
  said: /甲旁减|甲状旁腺功能(减退|低下|减低|不全)|甲状旁腺[^，。？?]{0,8}(切|摘|拿掉|伤|坏)|骨化三醇|阿法骨化醇|罗盖全|\bhypopara\w*|\bparathyroids?\b[^.?!]{0,20}\b(removed|damaged|taken out)\b|\bcalcitriol\b|\brocaltrol\b|\balfacalcidol\b/,
};
const ON_DIALYSIS: FaqAudience = { conditions: ['dialysis'], said: /透析|\bdialysis\b/ };

/** Tingling, numbness, cramps or twitching: the signs of a low calcium. */
const TINGLING =
  /(手|手指|手指头|指尖|脚|脚趾|嘴|嘴唇|嘴角|口周|嘴巴周围|脸)[^，。？?]{0,4}(麻|刺痛)|发麻|麻木|抽筋|手脚抽|肌肉(跳|抽)|\btingl\w*|\bpins and needles\b|\bnumb(ness)?\b|\bcramp\w*|\bspasms?\b|\btwitch\w*/;
/** A calcium antacid taken on top of the prescribed calcium: Tums, Rolaids, "胃药". */
const CALCIUM_ANTACID = /tums|抗酸|胃药|碳酸钙咀嚼|\brolaids\b|\bantacids?\b/;
/** How much all together, or too much. */
const TOTAL_OR_EXCESS =
  /超量|过量|太多|多了|超标|超上限|吃了多少|一共|总共|加起来|算下来|合计|\btoo much\b|\ball together\b|\baltogether\b|\bin total\b|\btotal\b|\badd(s|ed)? up\b|\bhow much (calcium|vitamin d) (am i|is she|is he|does she|do i) (getting|taking)\b|\bover the (limit|max\w*)\b|\boverdo\w*/;
const VITAMIN_D = /维生素 ?d|维d|\bvitamin ?d\d?\b|\bvit ?d\d?\b|\bd3\b/;
/**
 * Vitamin D asked as a total of several products ("And the vitamin D? There is some in the Caltrate, then I
 * take a D3 2000, the Centrum Silver", "维D呢", "vitamin D too much"): not any question naming vitamin D.
 */
const VITAMIN_D_ASKED = new RegExp(
  `(维生素 ?d|维d)\\d?[^，。？?]{0,4}呢|\\b(and|what about|how about) (the |my |her )?vitamin ?d\\b|caltrate|钙尔奇|centrum|善存|复合维生素|\\bmultivitamin\\b|\\bd3 ?\\d{3,4}\\b|d3 ?\\d{3,4}|${TOTAL_OR_EXCESS.source}`,
);
/** A daily schedule asked ("怎么排时间", "what time should I take", "all my pills in one cup"). */
const SCHEDULE =
  /怎么排|排时间|排一下|排个|时间表|什么时候吃|几点吃|先吃哪|分开吃|间隔|隔开|药盒|\bschedule\b|\bwhat time\b|\bwhen (should|do|can|to) (i|she|he|we)? ?take\b|\btiming\b|\bspace (them|it) out\b|\b(take|put) (them|it|everything|all (my|her|of my|of her) pills) (together|at once|in one)\b|\ball (my|her) pills\b|\bone (little )?cup\b|\bpill ?(box|organi[sz]er)\b/;
const PILLS =
  /优甲乐|左甲状腺素|雷替斯|钙|镁|骨化三醇|氢氯噻嗪|药|\blevothyroxine\b|\bsynthroid\b|\bcalcium\b|\bcaltrate\b|\bmagnesium\b|\bmag-?ox\b|\bcalcitriol\b|\bhctz\b|\bhydrochlorothiazide\b|\bpills\b|\bmeds\b|\bmedicines?\b|\btablets\b/;
const MAGNESIUM = /镁|\bmagnesium\b|\bmag-?ox\b|\bslow-?mag\b/;
/** What is asked of the magnesium: the dose, a second tablet, another form, the diarrhoea. */
const MAGNESIUM_ASKED =
  /拉稀|拉肚子|腹泻|稀便|换|别的|哪种|什么镁|甘氨酸|柠檬酸|加量|加倍|吃两|两片|2片|多吃|够不够|吸收|行不行|能不能|\bglycinate\b|\bcitrate\b|\bchloride\b|\bdiarrh\w*|\bloose\b|\bruns\b|\bform\b|\bkind\b|\bswitch\b|\binstead\b|\bbetter\b|\babsorb\w*|\b(two|2|double|more|another)\b|\bcramps?\b|\bhelp\w*\b/;

/** "If she has tingling": the lead said before the totals when the message tells of it (zh-003). */
/** The tingling answer: the Tums part when a calcium antacid is said, the thiazide when one is. */
const TINGLING_PARTS = {
  lead: {
    zh: '**甲状旁腺功能减退的人，手指头或嘴唇周围发麻、抽筋、肌肉跳，是血钙偏低的信号——不是胃的问题，也不能忍着：请今天就联系内分泌科医生（或开骨化三醇的医生），查血钙和血镁。**',
    en: '**In hypoparathyroidism, tingling in the fingers or around the lips, muscle cramps or twitching are signs that the blood calcium is running low — not heartburn, and not something to ride out: call the endocrinologist (or whoever prescribes the calcitriol) today and ask for calcium and magnesium to be checked.**',
  },
  tums: {
    zh: '一麻嚼一片Tums就好，正说明是缺钙：Tums就是碳酸钙。所以办法不是把Tums停了硬扛，也不是自己偷偷接着加，而是让内分泌科医生调整处方的钙片或骨化三醇——很多医生会给一个书面方案，写明发麻时可以临时加一片钙；可以问医生这片Tums能不能就当这个用，并告诉医生实际每天吃几片。',
    en: 'That a Tums makes it go away fits: Tums is calcium carbonate. So the answer is neither to drop the Tums and put up with the tingling, nor to keep chewing them as a secret top-up: the endocrinologist adjusts the prescribed calcium or calcitriol, and many give a written plan for an extra calcium tablet when tingling comes — ask whether the Tums may be that, and say how many are really taken.',
  },
  keep: {
    zh: '医生开的钙片和骨化三醇照常吃，不要自己停。',
    en: 'Keep the prescribed calcium and calcitriol as they are; do not stop them.',
  },
  keepThiazide: {
    zh: '医生开的钙片、骨化三醇和氢氯噻嗪（它能帮身体留住钙）照常吃，不要自己停。',
    en: 'Keep the prescribed calcium, calcitriol and hydrochlorothiazide (it helps the body keep calcium) as they are; do not stop them.',
  },
  tail: {
    zh: '血镁偏低会让低钙更重、更难纠正，记得把血镁结果也告诉医生。出现手脚抽搐（手指蜷成鸡爪样）、全身抽搐、喉咙发紧、呼吸费力有哨音，或胸闷心慌，马上打120。',
    en: 'A low magnesium makes a low calcium worse and harder to correct, so mention the magnesium result too. Hands or feet cramping into spasm, a seizure, a tight throat, noisy or hard breathing, chest pain or a racing heart: call 911 now.',
  },
} as const;
const THIAZIDE_SAID =
  /氢氯噻嗪|噻嗪|吲达帕胺|氯噻酮|\b(hydrochlorothiazide|hctz|thiazides?|chlorthalidone|indapamide)\b/;

function tinglingText(said: string, zh: boolean): string {
  const t = said.toLowerCase();
  const pick = (b: { zh: string; en: string }) => pickZh(b, zh);
  return [
    pick(TINGLING_PARTS.lead),
    ...(CALCIUM_ANTACID.test(t) ? [pick(TINGLING_PARTS.tums)] : []),
    pick(THIAZIDE_SAID.test(t) ? TINGLING_PARTS.keepThiazide : TINGLING_PARTS.keep),
    pick(TINGLING_PARTS.tail),
  ].join(zh ? '' : ' ');
}

const TINGLING_LEAD: Bilingual = {
  zh: '**先说最要紧的：手指头发麻，在甲状旁腺功能减退的人身上是血钙偏低的信号——今天就联系内分泌科医生查血钙和血镁；出现手脚抽搐、喉咙发紧或全身抽搐，马上打120。**',
  en: '**First, the most urgent part: tingling in the fingers or lips in hypoparathyroidism is a sign of a low blood calcium — call the endocrinologist today to have calcium and magnesium checked; muscle spasms, a tight throat or a seizure need 911 at once.**',
};

/** The day's calcium added up (Caltrate, Tums, a multivitamin) for someone treated for hypoparathyroidism. */
const CALCIUM_TOTAL_TEXT: Bilingual = {
  zh: '**算下来，每天光药片就有约1800毫克钙——对甲状旁腺功能减退的人，要看的不是普通人的上限，而是这2片Tums是内分泌科医生没算进去的钙。** 大约数：医生开的钙片（Caltrate）每片含钙600毫克，两片1200毫克；普通Tums每片含钙200毫克（加强型300、超强型400），两片400毫克；善存银片约200毫克；饭菜里再有300–600毫克。甲状旁腺功能减退的治疗就是钙加骨化三醇，剂量按血钙来定，所以这400毫克不要自己一下加、一下停：这周告诉内分泌科医生实际每天嚼几片Tums，由医生决定算进处方剂量还是改方案。肾功能偏差（比如eGFR 48）时，钙和维生素D一多更容易出现高血钙、尿钙高和肾结石，医生会一起看血钙、尿钙和肾功能。烧心请药师选不含钙、不含镁、适合肾功能的药。维生素D也要算：Caltrate里的D3、维生素D3 2000和善存银片加起来每天约3600–4600国际单位（90–115微克），超过普通人的上限50微克，再加上骨化三醇——把这些都列给内分泌科医生，由医生决定维生素D3还要不要吃；骨化三醇照常吃。',
  en: '**Added up, the tablets give about 1,800 mg of calcium a day — and in hypoparathyroidism the question is not the everyday upper limit but that the Tums are calcium your endocrinologist is not counting.** Roughly: Caltrate 600 is 600 mg of calcium a tablet, so 1,200 mg for two; regular Tums 200 mg each (Extra Strength 300, Ultra 400), so 400 mg for two; a Centrum Silver about 200 mg; food adds another 300–600 mg. In hypoparathyroidism calcium with calcitriol is the treatment and the dose is set from your blood calcium, so do not simply add or drop those 400 mg on your own: tell the endocrinologist this week how many Tums you really chew — they will either count them into the prescribed dose or change the plan. With reduced kidney function, too much calcium and vitamin D more easily raises blood and urine calcium and causes kidney stones, which is why they check calcium, urine calcium and kidney function together. For the heartburn, ask the pharmacist for something without calcium or magnesium that suits your kidneys. Vitamin D adds up too: the D3 in Caltrate, a D3 2000 and Centrum Silver come to roughly 3,600–4,600 IU a day on top of the calcitriol — list them all for the endocrinologist, who decides whether the plain D3 stays; keep the calcitriol as prescribed.',
};

const HYPOPARA_SOURCE =
  'Bollerslev J et al. European Society of Endocrinology Clinical Guideline: Treatment of chronic hypoparathyroidism in adults. Eur J Endocrinol 2015;173:G1–G20 (calcium and active vitamin D; albumin-adjusted calcium in the lower part of the reference range or slightly below; magnesium kept normal; thiazides to lower urinary calcium; symptoms of hypocalcaemia); Khan AA et al. Management of hypoparathyroidism: international guidelines. J Bone Miner Res 2022;37:2568–2585 — cited from memory';

export const DEV37_DRINKING_HYPOPARA_FAQ: readonly FaqRow[] = [
  // ——— Heavy drinking ———
  {
    // Stopping after heavy daily drinking, asked with food or the liver ("quit drinking cold turkey this
    // weekend, 12 beers a day, what should i eat for my liver", "一天10罐啤酒，打算直接戒酒，吃点什么护肝"):
    // the chat's alcohol-recovery answer ("in recovery the safe amount is none", no withdrawal) took it before
    // `stopping-heavy-drinking` could (intents/everyday.ts IN_RECOVERY reads "quit drinking" and "戒酒" as
    // recovery). Its text leads, the food follows; answered before that path (`beforeMedicineDiet`).
    id: 'stopping-heavy-drinking-food',
    when: [STOPPING_PLANNED, FOOD_OR_LIVER_ASKED],
    unless: [STOPPED_BEFORE],
    for: { said: HEAVY_SAID },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: `${STOPPING_HEAVY_DRINKING.zh}饮食上：一日三餐按时吃，每餐有蛋白质（鸡蛋、鱼、鸡肉、豆腐、牛奶），多喝水，不要买“护肝排毒”类保健品——比起任何护肝产品，每天补维生素B1更要紧。停了酒，肝才有机会恢复，转氨酶和谷氨酰转肽酶（GGT）一般几周内就会往下走。`,
      en: `${STOPPING_HEAVY_DRINKING.en} For food while you come off: regular meals with protein at each (eggs, fish, chicken, beans, yoghurt), plenty of water, and no "liver detox" products — the daily thiamine matters more than anything sold for the liver. Stopping is what lets the liver recover: ALT and GGT usually start falling within weeks.`,
    },
    source: {
      ref: `${HEAVY_DRINKING_SOURCE.ref}; Crabb DW et al. Diagnosis and Treatment of Alcohol-Associated Liver Diseases: 2019 Practice Guidance from the AASLD. Hepatology 2020;71:306–333 (abstinence; nutrition, regular meals with adequate protein)`,
    },
  },
  {
    // Blind answer round 37, en-017 and zh-022 (unsafe): "i take 2 tylenol pm most nights to sleep, usually
    // after a few beers. is that bad with the liver thing" got the liver disease's alcohol line.
    id: 'acetaminophen-pm-with-heavy-drinking',
    when: [
      ACETAMINOPHEN,
      new RegExp(`${DRINKING_SAID.source}|肝|转氨酶|\\bliver\\b|\\balt\\b|睡|\\bsleep\\w*`),
    ],
    // "What's the max a day …": the daily-total row (rows-medicines.ts acetaminophen-daily-total) answers.
    unless: [STOPPING_SAID, STOPPED_BEFORE, /最多|上限|极限|\bmax(imum)?\b|\bhow (much|many)\b|\blimit\b/],
    for: ACETAMINOPHEN_HABIT,
    wholeMessage: true,
    intent: 'medicine_question',
    compose: (said, zh) =>
      SLEEP_AID_SAID.test(`${said.previous ?? ''}\n${said.text}`.toLowerCase())
        ? null
        : zh
          ? ACETAMINOPHEN_PLAIN.zh
          : ACETAMINOPHEN_PLAIN.en,
    text: {
      zh: `**有问题，这个习惯要改：Tylenol PM里的对乙酰氨基酚（泰诺的成分）在天天喝酒时更容易伤肝，转氨酶已经升高的更要当心；“PM”那部分是苯海拉明，和酒一起镇静作用叠加。** 两粒Tylenol PM含对乙酰氨基酚1000毫克、苯海拉明50毫克。按你的饮酒量和肝功能，对乙酰氨基酚一天从所有药里加起来（含“氨酚”的感冒药也算）最多2克，喝了酒的晚上不要吃；说明书本身也写着：每天喝3杯及以上酒时服用可能造成严重肝损伤，服用期间不要喝酒。苯海拉明和酒一起会让人睡得过沉、可能抑制呼吸、夜里起来容易摔倒、第二天昏沉，而且天天吃一两周后助眠作用就明显减弱。换布洛芬（Advil）也不更安全：天天喝酒时它伤胃、容易胃出血。改善睡眠：固定上床和起床时间，床上不看手机，晚上少喝——酒本身会让后半夜睡不踏实。把睡眠和喝酒的情况都告诉医生。${NOT_ALL_AT_ONCE.zh}眼睛或皮肤发黄、尿色像浓茶、右上腹疼、呕吐不止，当天就医。`,
      en: `**Yes — that habit is worth changing: the acetaminophen in Tylenol PM is harder on a liver that handles alcohol every day — all the more with a raised ALT — and the diphenhydramine (the "PM" part) adds to the beer's sedation.** Two Tylenol PM are 1,000 mg of acetaminophen and 50 mg of diphenhydramine. With your drinking and liver tests, keep acetaminophen from every product together (cold and flu remedies such as NyQuil included) to 2,000 mg (2 g) a day at most, and not on a night you have been drinking — the label itself warns it can cause severe liver damage with 3 or more drinks a day and says to avoid alcoholic drinks while using it. Diphenhydramine with alcohol deepens the sedation, can slow breathing, makes night-time falls more likely and leaves you foggy the next day, and it stops helping sleep after a week or two of nightly use — there is no sleep aid to take with drinking. Switching to Advil (ibuprofen) is not safer: with daily drinking it raises the risk of stomach bleeding. For sleep: the same bed and wake-up time, no phone in bed, and fewer beers in the evening — alcohol itself breaks up the second half of the night. Tell your doctor about the sleep and the drinking. ${NOT_ALL_AT_ONCE.en} Yellow eyes or skin, tea-coloured urine, pain under the right ribs or vomiting that will not stop: see a doctor the same day.`,
    },
    source: {
      ref: `Tylenol PM Extra Strength Drug Facts (acetaminophen 500 mg, diphenhydramine HCl 25 mg per caplet; Liver warning: severe liver damage may occur with 3 or more alcoholic drinks every day while using this product; When using this product: avoid alcoholic drinks, drowsiness will occur); NIH LiverTox, Acetaminophen (chronic alcohol use lowers the threshold for liver injury; at most 2 g a day is commonly advised for regular heavy drinkers and people with liver disease — cited from memory); ${HEAVY_DRINKING_SOURCE.ref}`,
    },
  },
  {
    // Blind answer round 37, en-018 (partial) and zh-040 (unsafe): "should i just switch to advil for my back
    // then" got the lisinopril card alone, and "那换成advil呢" the joint-pain supplements text that even
    // suggested acetaminophen freely — never the bleeding risk with daily drinking.
    id: 'nsaid-with-heavy-drinking',
    when: [
      NSAID,
      /换|改|代替|替代|行不行|可以吗|能吃吗|呢|\bswitch\w*|\binstead\b|\brather\b|\bbetter\b|\bsafer\b|\bok(ay)?\b|\bfine\b|\bcan i\b|\bshould i\b|\bbad\b|\bis (it|that)\b/,
    ],
    unless: [STOPPING_SAID, STOPPED_BEFORE],
    for: DRINKER_HEAVY_OR_LIVER,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: `**换成布洛芬（Advil）并不更安全：天天大量喝酒的人吃布洛芬，胃出血的风险明显升高——说明书上的胃出血警告说的就是每天喝3杯及以上酒的人；同时在吃降压药（如赖诺普利这类普利类药、利尿剂）的，它还会伤肾、让血压升高。** 眼下两种止痛药都不要天天吃。头疼、腰背疼可以这样处理：需要时用对乙酰氨基酚（普通泰诺，不带PM的），一天总量不超过2克，喝了酒的晚上不吃；布洛芬只偶尔用——饭后吃、用最小剂量、只用一两天，喝酒后不吃；腰背疼可以热敷、多走动、做拉伸，或者问药师用外用的双氯芬酸凝胶（扶他林），进入血液的很少。几乎天天头疼，常和喝酒本身、缺水或止痛药吃得太勤（一个月吃十几天以上会引起药物过度使用性头痛）有关，连同腰背疼一起请医生看看。${NOT_ALL_AT_ONCE.zh}大便发黑像柏油、吐血或吐出咖啡渣样的东西，马上打120。`,
      en: `**Switching to Advil is not the safer choice: ibuprofen with daily heavy drinking is exactly what the label's stomach-bleeding warning is about (3 or more drinks a day), and with a blood-pressure medicine such as lisinopril or a water pill it can also strain the kidneys and push blood pressure up.** For now, neither painkiller should be an every-day habit. A plan for the back and the headaches: acetaminophen (plain Tylenol, not the PM) when needed, up to 2,000 mg (2 g) a day in total and not on a night you have been drinking; ibuprofen only now and then — with food, the lowest dose, a day or two, never after beers; for the back, heat, walking and gentle stretching, and a diclofenac gel (Voltaren) rubbed on, which puts little into the blood — ask the pharmacist. Headaches most days often come from the alcohol itself, dehydration, or painkillers taken on 10–15 or more days a month (medication-overuse headache) — worth a visit to your doctor, together with the back. ${NOT_ALL_AT_ONCE.en} Black or tarry stools, or vomiting blood or what looks like coffee grounds: call 911.`,
    },
    source: {
      ref: `Advil (ibuprofen) Drug Facts, Stomach bleeding warning (3 or more alcoholic drinks every day while using this product); Zestril (lisinopril) US prescribing information §7 (NSAIDs: deterioration of renal function, reduced antihypertensive effect); Headache Classification Committee of the International Headache Society. ICHD-3, Cephalalgia 2018;38:1–211, §8.2 medication-overuse headache (simple analgesics on 15 or more days a month); NIH LiverTox, Acetaminophen — cited from memory; ${HEAVY_DRINKING_SOURCE.ref}`,
    },
  },
  {
    // Blind answer round 37, en-015 (unsafe): "ok real talk, im not quitting beer right now. ALT 96 GGT 310. what
    // can i eat to at least help my liver out" got "best not to drink" with no food and no withdrawal warning.
    id: 'liver-food-while-drinking',
    when: [
      /肝|转氨酶|\balt\b|\bast\b|\bggt\b|\bliver\b/,
      /吃什么|吃啥|吃点|吃些|怎么吃|饮食|食物|食谱|\beat\w*\b|\bfoods?\b|\bdiet\b|\bmeals?\b/,
    ],
    unless: [STOPPING_SAID, STOPPED_BEFORE],
    for: DRINKER_HEAVY_OR_LIVER,
    notFor: SEVERE_TG,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: `**吃得对能帮一点，但真正让转氨酶（ALT）和谷氨酰转肽酶（GGT）降下来的是少喝——两件事一起做。** ALT升高、GGT明显升高，多半和喝酒有关。还在喝的这段时间，吃的方面：一日三餐按时吃，不要空腹喝酒；每餐有蛋白质（鸡蛋、鱼、鸡肉、豆腐、牛奶或酸奶）；多吃蔬菜水果，主食换一部分粗粮，少吃油炸和重口的下酒菜；每天两三杯咖啡（少糖少奶精）和较少的肝纤维化有关；喝酒中间多喝水。每天补维生素B1（硫胺素）——长期大量喝酒的人容易缺。体重减掉7–10%对脂肪肝有好处，啤酒本身就占了很大一部分热量。不要吃“护肝排毒”类保健品、来路不明的草药和大剂量维生素A，有些反而伤肝；对乙酰氨基酚一天不超过2克，不和酒一起吃。${NOT_ALL_AT_ONCE.zh}眼睛或皮肤发黄、肚子越来越胀、大便发黑或人变得糊涂，当天就医。`,
      en: `**Food helps a little, but what brings ALT and GGT down is drinking less — so do both.** A raised ALT with a high GGT usually points at the alcohol. While you are still drinking: three proper meals a day, and never drink on an empty stomach; protein at each meal (eggs, fish, chicken, beans, Greek yoghurt or milk); vegetables and fruit, and whole grains in place of fries and white bread; 2–3 cups of coffee a day, which is linked with less liver scarring; water between beers. Take thiamine (vitamin B1) every day — heavy drinkers run short of it. Losing 7–10 % of your weight helps a fatty liver, and the beer itself is a big share of the calories. Skip "liver detox" products, herbal blends and high-dose vitamin A — some harm the liver — and keep acetaminophen to 2 g a day, never with beer. ${NOT_ALL_AT_ONCE.en} Yellow eyes or skin, a swelling belly, black stools or confusion need a doctor the same day.`,
    },
    source: {
      ref: `Crabb DW et al. Diagnosis and Treatment of Alcohol-Associated Liver Diseases: 2019 Practice Guidance from the AASLD. Hepatology 2020;71:306–333 (abstinence the key treatment; nutrition assessment, regular meals with adequate protein, thiamine); EASL Clinical Practice Guidelines: Management of alcohol-related liver disease. J Hepatol 2018;69:154–181 — cited from memory; Kennedy OJ et al. Coffee consumption and the risk of cirrhosis: systematic review and meta-analysis. Aliment Pharmacol Ther 2016;43:562–574; Rinella ME et al. AASLD Practice Guidance on MASLD. Hepatology 2023;77:1797–1835 (7–10 % weight loss); ${HEAVY_DRINKING_SOURCE.ref}`,
    },
  },
  {
    // Blind answer round 37, zh-004 and en-016: "我在吃super B complex，这个能护肝不？要不要再加个奶蓟草" got the
    // liver alcohol line, "is it doing anything or am i just pissing money away" twice "no known interaction".
    id: 'liver-supplements-heavy-drinking',
    when: [
      // The B complex named (milk thistle or liver pills alone are `liver-protecting-pills-milk-thistle`'s).
      /b族|维生素b(?!\d)|复合维生素b|维b|\bb[- ]?complex\b|\bb vitamins?\b|\bb-?(50|100)\b/,
      /护肝|保肝|养肝|有用|管用|有没有用|能不能|要不要|值不值|白花钱|浪费|肝|\bhelp\w*\b|\bdoing anything\b|\bwork\w*\b|\bworth\b|\bwast\w*\b|\bmoney\b|\bliver\b|\bshould i\b|\bdo(es)? (it|they) do\b|\bpoint\b/,
    ],
    unless: [STOPPING_SAID, STOPPED_BEFORE, /叶酸|\bfol(ate|ic)\b/],
    for: DRINKER_HEAVY_OR_LIVER,
    notFor: SEVERE_TG,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    text: {
      zh: `**复合维生素B值得留着，主要是为了其中的维生素B1（硫胺素）：长期大量喝酒的人容易缺B1，补它是为了保护大脑、预防韦尼克脑病；其他B族维生素并不能护肝，也降不了转氨酶。** 一片普通的复合维生素B或单独的维生素B1片（每天100毫克左右）就够；“超级”或高剂量的B族含大剂量烟酸和维生素B6，用不着，可以请药师看看标签。奶蓟草（水飞蓟素）：在酒精性肝病的研究里，对肝功能和存活都没有看到明确的好处；一般无害，但不值得为它花钱，“护肝排毒”类复方产品里有的成分反而伤肝。真正能让转氨酶和GGT降下来的是少喝酒：${NOT_ALL_AT_ONCE.zh}`,
      en: `**The B complex is worth keeping for one reason — its thiamine (vitamin B1): heavy drinkers run short of it, and it protects the brain (Wernicke's encephalopathy). The other B vitamins do not protect the liver or lower ALT.** A plain thiamine tablet (around 100 mg a day) or an ordinary B complex does that job; a "super" or B-50/B-100 formula adds high-dose niacin and B6 you do not need — have the pharmacist check the label. Milk thistle (silymarin): trials in alcohol-related liver disease found no real benefit on liver tests or survival; it is mostly harmless but money better spent elsewhere, and "liver detox" blends can hold herbs that harm the liver. What lowers ALT and GGT is drinking less. ${NOT_ALL_AT_ONCE.en}`,
    },
    source: {
      ref: `Rambaldi A, Jacobs BP, Gluud C. Milk thistle for alcoholic and/or hepatitis B or C virus liver diseases. Cochrane Database Syst Rev 2007;(4):CD003620; NCCIH, Milk Thistle; NIH ODS Niacin and Vitamin B6 Fact Sheets for Health Professionals (ULs); ${HEAVY_DRINKING_SOURCE.ref}`,
    },
  },
  {
    // Blind answer round 37, en-019 and zh-058 (unsafe): "if I switch to michelob ultra does that actually make
    // a diff calorie wise", "换成light beer或者无醇啤酒热量能差多少？还是干脆改喝威士忌加冰" got a calorie target
    // and BMI, or the liver's "best not to drink" — no comparison, and no word on withdrawal.
    id: 'beer-calories-heavy-drinking',
    when: [
      /啤酒|威士忌|白酒|洋酒|红酒|烈酒|\bbeers?\b|\bmichelob\b|\bultra\b|\blight beer\b|\bbud light\b|\bcoors\b|\bmiller\b|\bwhiske?y\b|\bvodka\b|\bliquor\b|\bspirits\b|\bseltzers?\b/,
      /热量|卡路里|大卡|千卡|减肥|减重|减到|瘦|胖|\bcalorie\w*|\bcals?\b|\bkcal\b|\bweight\b|\blbs?\b|\bpounds\b|\bkg\b|\bdrop\b|\blose\b|\bfattening\b|\bgimmick\b|\bdiff(erence)?\b/,
    ],
    unless: [STOPPING_SAID, STOPPED_BEFORE],
    for: HEAVY_OR_LIVER,
    notFor: SEVERE_TG,
    wholeMessage: true,
    intent: 'bmi_energy',
    text: {
      zh: `**换成淡啤（低热量啤酒）确实少一些热量，每罐约少四五十千卡；但对肝来说酒精差不多一样多；改喝威士忌省下的热量比想象的少。** 大约数（每罐330毫升）：普通啤酒约130–150千卡、酒精约11–13克；淡啤约90–110千卡，酒精略少一点；无醇啤酒约50–80千卡，几乎不含酒精；威士忌（40度）一小杯约45毫升，加冰约100千卡，酒精约14克，和一罐普通啤酒差不多。所以每天10罐普通啤酒换成淡啤，一天少400–500千卡，大约每周少0.4–0.5公斤；换成无醇啤酒一天少700–900千卡。威士忌每杯只省三四十千卡，而且烈酒很容易越倒越多。对肝来说只看喝进去多少克酒精：换淡啤或威士忌，对升高的转氨酶帮助不大；把一部分啤酒换成无醇啤酒或白开水才真有用。${NOT_ALL_AT_ONCE.zh}`,
      en: `**Light beer does make a real difference — about 50 kcal less a can — but for the liver it is nearly the same alcohol, and whisky saves fewer calories than it seems.** Roughly, per 12 oz can or bottle: regular beer 145–155 kcal and about 14 g of alcohol; light beer 95–110 kcal (Michelob Ultra 95, Bud Light 110) with a little less alcohol (about 12 g); non-alcoholic beer 50–80 kcal and almost no alcohol; whisky, a 1.5 oz shot on the rocks, about 100 kcal and the same 14 g of alcohol as a regular beer. So for every 10 regular beers a day, light beer saves about 500 kcal a day — roughly a pound a week — and non-alcoholic beer 700–1,000 kcal. Whisky saves only about 50 kcal a drink, and only if the number of shots stays the same; spirits are easy to over-pour. For the liver only the grams of alcohol count: light beer or whisky in place of beer does little for a raised ALT, while swapping some of the beers for non-alcoholic beer or water does. ${NOT_ALL_AT_ONCE.en}`,
    },
    source: {
      ref: `USDA FoodData Central (beer, regular: about 153 kcal per 12 fl oz; beer, light: about 103 kcal; distilled spirits 80 proof: about 97 kcal per 1.5 fl oz); NIAAA, What is a standard drink? (14 g of alcohol: 12 oz of 5 % beer, 1.5 oz of 40 % spirits); NIAAA Alcohol Calorie Calculator; brand nutrition labels (Michelob Ultra 95 kcal, 4.2 % ABV) — cited from memory; ${HEAVY_DRINKING_SOURCE.ref}`,
    },
  },

  // ——— Hypoparathyroidism ———
  {
    // Blind answer round 37, en-010 and zh-003 (unsafe): two Caltrate prescribed and two Tums of her own, "is
    // that too much calcium all together?" — never added up, the high-calcium "stop now" text, the general
    // 800 mg need, and the tingling she told of passed over.
    id: 'hypopara-calcium-total',
    when: [CALCIUM_ANTACID, TOTAL_OR_EXCESS],
    for: HYPOPARA,
    notFor: [ON_DIALYSIS, HIGH_CALCIUM],
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'dose_too_high',
    text: CALCIUM_TOTAL_TEXT,
    compose: (said, zh) => {
      const text = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
      if (!TINGLING.test(text)) return null;
      return `${pickZh(TINGLING_LEAD, zh)}\n\n${pickZh(CALCIUM_TOTAL_TEXT, zh)}`;
    },
    source: {
      ref: `${HYPOPARA_SOURCE}; Tums Regular Strength Drug Facts (calcium carbonate 500 mg, 200 mg calcium); Caltrate 600+D3 label (600 mg calcium per tablet); NIH ODS Calcium and Vitamin D Fact Sheets for Health Professionals; 中国居民膳食营养素参考摄入量（2023版）（维生素D可耐受最高摄入量 50 µg）`,
    },
  },
  {
    // Blind answer round 37, zh-057 (unsafe): "她早上空腹吃优甲乐，然后还有一堆钙片、镁片、Centrum Silver、维D3
    // 2000，再加上氢氯噻嗪和骨化三醇，这些一天里到底应该怎么排时间？" was declined for every medicine named.
    // Before the vitamin D row: a schedule names the D3 and calcitriol too.
    id: 'hypopara-daily-schedule',
    when: [SCHEDULE, PILLS],
    // Its schedule names one regimen (levothyroxine, a thiazide, calcitriol, a multivitamin, magnesium, an antacid):
    // only for a person on a thiazide too — never pasted for someone who takes half of them (blind answer round 40,
    // zh-032 and en-030, unsafe, development data).
    for: {
      all: [
        HYPOPARA,
        { medicines: ['thiazide_diuretic'], said: /氢氯噻嗪|双克|\bhydrochlorothiazide\b|\bhctz\b/ },
      ],
    },
    notFor: ON_DIALYSIS,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'supplement_timing',
    text: {
      zh: '**优甲乐早上起床单独吃，白开水送服，30–60分钟后再吃早饭；钙片、镁片、复合维生素至少隔4小时以后再吃。最简单的一天分五个时间，用一个每天分格的一周药盒放好：** ① 早上起床：优甲乐（左甲状腺素）单独一片，白开水送服，等30–60分钟再吃早饭、喝牛奶或咖啡。② 早饭：氢氯噻嗪（早上吃，免得夜里老起来上厕所）；骨化三醇一天一次的放这里，一天两次的另一粒放晚饭。③ 午饭（离优甲乐至少4小时）：钙片1片、善存银片1片、维生素D3 1粒。④ 晚饭：钙片1片——钙片随饭吃吸收好，分两顿吃比一次吃两片好。⑤ 睡前：镁片。钙片、镁片、善存银片和Tums这类抗酸药都要离优甲乐至少4小时。请药师或家人每周装一次药盒，把这张时间表贴在药盒旁边。骨化三醇一天几次照医生处方；Tums和维生素D3要不要继续吃，先问内分泌科医生。',
      en: "**Take levothyroxine alone on waking, with water, 30–60 minutes before breakfast; the calcium, magnesium and multivitamin go at least 4 hours later. The simplest day has five times, set out in a weekly pill organiser with a box for each:** 1) On waking: levothyroxine alone, with a glass of water, 30–60 minutes before breakfast, coffee or milk. 2) Breakfast: hydrochlorothiazide (in the morning, so the extra trips to the bathroom are not at night); calcitriol here if it is once a day — if twice, the second with dinner. 3) Lunch (at least 4 hours after the levothyroxine): one Caltrate, the Centrum Silver and the vitamin D3. 4) Dinner: the second Caltrate — calcium is absorbed best with food and in two doses rather than both at once. 5) Bedtime: the magnesium (Mag-Ox). Calcium, magnesium, the multivitamin and antacids such as Tums all stay at least 4 hours from levothyroxine. Ask the pharmacist or a family member to fill the organiser once a week, and tape this list beside it. How often the calcitriol is taken is the prescription's; whether the Tums and the D3 stay is a question for the endocrinologist.",
    },
    source: {
      ref: `Synthroid (levothyroxine) US prescribing information §2.1 and §7 (empty stomach 30–60 minutes before breakfast; at least 4 hours from calcium, iron, magnesium, multivitamins and antacids); Rocaltrol (calcitriol) label, DOSAGE AND ADMINISTRATION; NIH ODS Calcium Fact Sheet for Health Professionals (calcium carbonate with food; no more than 500 mg at a time); ${HYPOPARA_SOURCE}`,
    },
  },
  {
    // Blind answer round 60, en-019, zh-022 (development data): a low 25-OH vitamin D on calcitriol from the hospital,
    // "isn't calcitriol vitamin D already?": the total of products she does not take, or the high-calcium text.
    id: 'hypopara-active-vitamin-d-low-25ohd',
    when: [
      VITAMIN_D,
      /25-?羟|才\d|偏低|很低|低了|不够|还(用|要|需要)(另外|再)?补|不就是|不是[^，。？?]{0,6}维生素 ?d|\b25-?oh\b|\bstill (so )?low\b|\blevel\b[^.?!]{0,20}\blow\b|\b(came back|was|is) \d{1,2}(\.\d)? ?(ng|nmol)\b|\bneed more\b|\bisn'?t [a-z ]{0,20}vitamin d\b/,
    ],
    unless: [/(d3|维生素 ?d3?)[^，。,.?？]{0,6}2000|2000 ?(iu|国际单位)|centrum|善存/],
    for: HYPOPARA,
    notFor: [ON_DIALYSIS, HIGH_CALCIUM],
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    answersAnyMedicine: true,
    // Calcitriol's calcium and vitamin D cards: the text says both, in the person's situation.
    covers: {
      clashes: [
        ['calcitriol', 'calcium'],
        ['calcitriol', 'vitaminD'],
        ['alfacalcidol', 'calcium'],
        ['alfacalcidol', 'vitaminD'],
      ],
    },
    intent: 'lab_result',
    ...ACTIVE_VITAMIN_D_LOW_25OHD,
  },
  {
    // Blind answer round 37, en-012 (unsafe): "And the vitamin D? There is some in the Caltrate, then I take a D3
    // 2000, the Centrum Silver, and the calcitriol" — never added up, calcitriol not set apart from plain D3,
    // the nephrologist named, and "stop the vitamin D now".
    id: 'hypopara-vitamin-d-total',
    // The text adds up a D3 2000 and a Centrum Silver: only when the message names them (blind answer round 60, en-019:
    // said to a woman on Caltrate D and calcitriol alone).
    when: [
      VITAMIN_D,
      VITAMIN_D_ASKED,
      /(d3|维生素 ?d3?)[^，。,.?？]{0,6}2000|2000 ?(iu|国际单位)|centrum|善存/,
    ],
    // The plain vitamin D said to be prescribed ("my endocrinologist told me to take it"): the prescription
    // answer stands (review30.test.ts en M3).
    unless: [
      SCHEDULE,
      /(医生|大夫|内分泌科|专科)[^，。,.?？]{0,8}(让|叫|要|开|嘱咐)[^，。,.?？]{0,6}(维生素 ?d|维d|d3)|(维生素 ?d|维d|d3)[^，。,.?？]{0,8}(是)?(医生|大夫|内分泌科|专科)(开|让)|\b(told me to take|prescribed (the )?(d3|vitamin d)|(d3|vitamin d) (is|was) prescribed|my (doctor|endocrinologist|specialist) (put me on|gave me|wants me on))\b/,

      // "Can I keep taking my D3 with the Rocaltrol?": the plan's verdict on that product answers.
      /还能(继续)?吃|能不能(继续|接着)吃|继续吃|\b(keep taking|still take|carry on taking|continue (taking|with))\b/,
    ],
    for: HYPOPARA,
    notFor: [ON_DIALYSIS, HIGH_CALCIUM],
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'dose_too_high',
    text: {
      zh: '**普通维生素D加起来每天约3600–4600国际单位（90–115微克）：钙片（Caltrate）每片含维生素D 400–800国际单位（看标签，两片800–1600），善存银片800–1000，再加维生素D3 2000——超过普通人自己补的上限50微克；骨化三醇是另一回事，不按这个单位算。** 骨化三醇是活性维生素D，甲状旁腺不工作以后，靠它让肠道吸收钙、把血钙托住，是治疗用药：按内分泌科医生的处方照常吃，绝不要自己停。甲状旁腺功能减退的人，医生有时也会在骨化三醇之外另开普通维生素D3，剂量按25-羟维生素D的化验结果定；但它和骨化三醇、氢氯噻嗪加在一起，会增加血钙过高的风险。所以这周把三样产品的标签拿给内分泌科医生看，问清楚哪种普通维生素D留着——多半是维生素D3 2000减掉或停掉；问清楚之前不要再加。口渴、尿多、恶心、便秘、人发糊涂可能是血钙太高；手指嘴唇发麻、抽筋是太低——两种情况都当天联系医生。',
      en: '**Added up, the plain vitamin D comes to roughly 3,600–4,600 IU a day — Caltrate 600+D3 has 400–800 IU a tablet depending on the version (800–1,600 for two), Centrum Silver 800–1,000 IU, plus the D3 2000 — which is at or above the 4,000 IU upper limit for taking on your own; calcitriol is a different thing and is not counted in those units.** Calcitriol is the active hormone that makes the gut take up calcium now that the parathyroid glands no longer do their job; it is your treatment — keep taking it exactly as the endocrinologist prescribed and never stop it on your own. Plain vitamin D3 is sometimes prescribed beside calcitriol in hypoparathyroidism too, at a dose set from a 25-OH vitamin D level; but together with calcitriol and a thiazide it adds to the risk of the calcium going too high. So show the endocrinologist the three labels this week and ask which plain vitamin D to keep — most often the D3 2000 is the one to cut or drop; until then, add nothing more. Thirst, passing a lot of urine, nausea, constipation or confusion can mean the calcium is too high; tingling or cramps, too low — call them the same day for either.',
    },
    source: {
      ref: `${HYPOPARA_SOURCE} (25-OH vitamin D kept normal with cholecalciferol beside active vitamin D); Rocaltrol (calcitriol) label, WARNINGS (hypercalcaemia; other vitamin D products); NIH ODS Vitamin D Fact Sheet for Health Professionals (UL 4,000 IU, 100 µg, for adults); 中国居民膳食营养素参考摄入量（2023版）（维生素D可耐受最高摄入量 50 µg）; product labels (Caltrate 600+D3, Centrum Silver) — cited from memory`,
    },
  },
  {
    // Blind answer round 37, en-014 and zh-039: "I take the Mag-Ox 400 already and my level was 1.6. Would taking
    // 2 be better", "Mag-Ox吃了老拉稀…甘氨酸镁行不行" got "do not take magnesium on your own" (kidneys) and
    // the bone text — never that a low magnesium matters in hypoparathyroidism, nor a gentler form.
    id: 'hypopara-low-magnesium',
    when: [MAGNESIUM, MAGNESIUM_ASKED],
    unless: [SCHEDULE],
    for: HYPOPARA,
    notFor: ON_DIALYSIS,
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'supplement_dose',
    text: {
      zh: '**血镁低于正常（低于约0.7毫摩尔/升，即1.7毫克/分升），对甲状旁腺功能减退的人要当回事：缺镁会让血钙更难维持——值得在医生指导下补上来；补什么、补多少，请内分泌科医生结合肾功能来定，不要自己加倍，也不要自己停。** 一片Mag-Ox 400含元素镁约240毫克，两片约480毫克。氧化镁吸收差、容易拉肚子；通常更温和、吸收也好些的有甘氨酸镁、氯化镁（缓释片）、乳酸镁，或者把同样的量分到三餐随饭吃——换哪种、吃多少，问内分泌科医生或药师。肾功能偏差（比如eGFR 48）时镁排得慢，换药或加量后几周内要复查血镁。氢氯噻嗪本身会让镁从尿里多排，看病时可以提一下。夜里腿抽筋，补镁对老年人帮助不大；甲旁减的人抽筋还可能是血钙低，要告诉医生。镁片和优甲乐至少隔开4小时。手脚抽搐、喉咙发紧或全身抽搐，马上打120。',
      en: '**A magnesium below the range (under about 1.7 mg/dL, 0.7 mmol/L) matters in hypoparathyroidism: a low magnesium makes calcium harder to keep up — so it is worth correcting under your doctor, but the form and dose are for the endocrinologist to set with your kidney results — not doubled, or dropped, on your own.** One Mag-Ox 400 gives about 240 mg of magnesium; two would be about 480 mg, and with weaker kidneys (an eGFR around 48) magnesium builds up more easily, so any new form or higher dose needs the level rechecked within a few weeks. Magnesium oxide is poorly absorbed and loosens the stools; gentler forms that are usually better absorbed are magnesium glycinate, magnesium chloride (slow-release, such as Slow-Mag) or lactate, or the same amount split across meals — ask the endocrinologist or pharmacist which and how much. The thiazide itself makes you lose some magnesium in the urine, which is worth mentioning. For night leg cramps, magnesium does little in older people; and in hypoparathyroidism cramps can be a sign of a low calcium — tell the endocrinologist about them. Keep magnesium at least 4 hours from levothyroxine. Hands cramping into spasm, a seizure or a tight throat: call 911.',
    },
    source: {
      ref: `${HYPOPARA_SOURCE} (magnesium kept in the normal range); Garrison SR et al. Magnesium for skeletal muscle cramps. Cochrane Database Syst Rev 2020;9:CD009402 (unlikely to help older adults' cramps); NIH ODS Magnesium Fact Sheet for Health Professionals (forms and absorption; magnesium oxide as a laxative; impaired renal function; thiazides increase magnesium loss); Mag-Ox 400 label (magnesium oxide 400 mg, 241 mg magnesium)`,
    },
  },
  {
    // Blind answer round 37, zh-021 (unsafe): "那Tums停了手麻咋整，她说一麻嚼一片马上就好了" got the kidney
    // antacid text; a tingling that a Tums cures is a low calcium.
    id: 'hypopara-tingling-low-calcium',
    when: [TINGLING],
    for: HYPOPARA,
    notFor: ON_DIALYSIS,
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    // Tums and hydrochlorothiazide only when said: the text named them to everyone (blind answer round 61, zh-004,
    // development data: a woman after thyroidectomy who takes neither).
    compose: ({ text, previous }, zh) => tinglingText([text, previous ?? ''].join('\n'), zh),
    text: {
      zh: tinglingText('', true),
      en: tinglingText('', false),
    },
    source: { ref: HYPOPARA_SOURCE },
  },
  {
    // Blind answer round 37, en-011 (unsafe): "But my calcium came back low, 8.1. Wouldn't that mean I need more,
    // not less?" got "with a high blood calcium, stop the calcium tablets and vitamin D now".
    id: 'hypopara-low-calcium-result',
    when: [
      new RegExp(
        `${LOW_CALCIUM_SAID.source}|(血钙|钙)[^，。？?\\d]{0,6}(1\\.\\d+|2\\.0\\d?|[5-7]\\.\\d+|8\\.[0-4]\\d?)(?![\\d.])|\\bcalcium\\b[^.?!\\d]{0,25}\\b([5-7]\\.\\d|8\\.[0-4])\\b`,
      ),
    ],
    for: HYPOPARA,
    notFor: ON_DIALYSIS,
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'lab_result',
    text: {
      zh: '**不是自己多吃——甲状旁腺功能减退的人，血钙略低于化验单的正常范围，常常正是内分泌科医生有意维持的目标：一般定在正常范围的下限或稍低（约2.0–2.1毫摩尔/升，即8.0–8.5毫克/分升），因为血钙再往上推，尿里排的钙更多，伤肾、容易长结石。** 有两点会影响这个数怎么看：白蛋白偏低时，化验出来的总钙会显得比实际低——白蛋白每比正常值40低1个单位，结果要加0.02毫摩尔/升（比如白蛋白31时，化验的2.02约相当于2.20）；血镁偏低会让钙更难维持。医生开的钙片和骨化三醇照常按处方吃，绝不要自己停；也不要自己另加Tums或别的钙片——剂量由内分泌科医生按结果调。这周就把结果告诉医生；如果有手指或嘴唇发麻、抽筋、肌肉跳，今天联系；手脚抽搐、全身抽搐或喉咙发紧，马上打120。',
      en: '**Not "more on your own" — in hypoparathyroidism a calcium a little under the lab\'s range is often just where the endocrinologist aims: the target is the low end of normal or slightly below (about 8.0–8.5 mg/dL, 2.0–2.1 mmol/L), because pushing it higher sends more calcium into the urine and harms the kidneys.** Two things change how the number reads: a low albumin makes total calcium look lower than it is (add about 0.8 mg/dL for each 1 g/dL of albumin below 4 — with an albumin of 3.1, an 8.1 is about 8.8); and a low magnesium makes calcium harder to hold up. Keep taking the prescribed calcium and calcitriol exactly as written — never stop them — and do not add Tums or other calcium on your own: the endocrinologist adjusts the doses from the result. Tell them the result this week; call today for tingling of the fingers or lips, cramps or twitching, and 911 for spasms, a seizure or a tight throat.',
    },
    source: {
      ref: `${HYPOPARA_SOURCE}; Payne RB et al. Interpretation of serum calcium in patients with abnormal serum proteins. BMJ 1973;4:643–646 (albumin-adjusted calcium: about 0.8 mg/dL, 0.02 mmol/L, per 1 g/dL, 1 g/L, of albumin below 4 g/dL, 40 g/L)`,
    },
  },
];
