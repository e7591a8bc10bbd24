/**
 * Fasting in Ramadan with diabetes (twelfth clinician review: zh P3 马师傅, glibenclamide and metformin
 * with 安博诺 and a creatinine of 118; en P1 Tariq, gliclazide, metformin and Lantus with CKD G3a). "能封斋吗",
 * "优降糖早上吃还是开斋的时候吃", "How should I take my gliclazide and metformin while I'm fasting?", the
 * suhoor and iftar food questions and "安博诺白天不喝水会不会脱水" got no answer or a keto paragraph. The
 * rows follow IDF-DAR's Diabetes and Ramadan Practical Guidelines 2021. The audience is Ramadan said (or
 * the plan's questionnaire says the person fasts) and, for the diabetes rows, diabetes as well.
 */
import { GLUCOSE_LOWERING_CLASSES, RAMADAN_DIURETIC_CLASSES, RAMADAN_SOURCES } from '../../knowledge/ramadan';
import { PREGNANT } from './audiences';
import type { FaqAudience, FaqRow } from './types';

/** Ramadan or its fast said: 斋月, 封斋, 把斋, 开斋, iftar, suhoor, sehri, roza. */
export const RAMADAN_SAID =
  /斋月|封斋|把斋|开斋|闭斋|入斋|守斋|斋戒|\bramadh?an\b|\bramazan\b|\bramzan\b|\bramdan\b|\biftaa?r\b|\bsuhoo?r\b|\bsehe?ri\b|\bsahu?r\b|\bsehar\b|\broza\b|\brozas\b|\bfasting month\b|\bopen(ing)? (my|the|our) fasts?\b/;

/** A fast in progress: Ramadan words, or "while fasting", "on my fast" (not a fasting glucose). */
export const FASTING_NOW = new RegExp(
  `${RAMADAN_SAID.source}|禁食|断食|不吃不喝|\\bfasting ?(的时候|时|期间|中)|(?<!空腹)\\b(while|when|during)( i was| i'?m| i am| i'?ve been| im)? fasting\\b|\\b(on|during|in) (a|my|the) fast\\b|\\bfasting (day|hours)\\b|\\b(keep|keeping|carry on|continue|finish|complete|break|breaking|open|opening) (my |the )?fast\\b`,
);

/** Fasting in Ramadan: said, or the plan's questionnaire says so. */
export const RAMADAN: FaqAudience = { fastsRamadan: true, said: RAMADAN_SAID };

/** Diabetes: the plan's, a glucose-lowering medicine taken or named, or said. */
const DIABETES: FaqAudience = {
  conditions: ['diabetes'],
  medicines: GLUCOSE_LOWERING_CLASSES,
  // A diabetes medicine misspelt ("metfromin") is still diabetes: findDrugs may not know the typo.
  said: /糖尿病|血糖|降糖|二甲双胍|优降|格列|胰岛素|\bdiabet\w*|\bsugars?\b|\bglucose\b|\bt2dm?\b|\bdm2\b|\bmet ?f\w*min\b|\bglic\w*|\bglib\w*|\bglyb\w*|\binsulin\b|\blantus\b/,
};

const RAMADAN_DIABETES: FaqAudience = { all: [RAMADAN, DIABETES] };

/** Pregnant now (the plan's stage or said). */

/** A diuretic taken or named (the thiazide in 安博诺, a loop diuretic). */
const DIURETIC: FaqAudience = { medicines: RAMADAN_DIURETIC_CLASSES };

export { RAMADAN_SOURCES };

const S = RAMADAN_SOURCES;

/** A low or wanting to go on: "3.5", "低血糖", "冷汗手抖", "can I carry on", "要坚持吗". */
const LOW_OR_GO_ON =
  /低血糖|血糖[^，。,.？?]{0,6}(低|[1-3](\.\d)?(?!\d|\.\d))|冷汗|手抖|发抖|心慌|头晕|坚持|撑(到|住|下去)|\bhypo(s|glyc\w*)?\b|\b(i'?m|i am|was|is|it'?s|went|gone|feel|feeling|got|getting|going) (very |really |a bit )?(low|hypo|shaky)\b|\blow (now|right now|reading|sugar|blood sugar|glucose)\b|(?<![\d.])[1-3]\.\d(?!\d|\.\d)|(?<![\d.])[2-6]\d ?mg|\bshak(y|ing)\b|\bsweat(y|ing)\b|\bdizzy\b|\b(carry on|keep going|continue|push through|hold on)\b/;

/** Food, drink or a meal of the fast. */
const RAMADAN_FOOD =
  /椰枣|油香|馓子|抓饭|羊肉|牛肉|主食|甜点|点心|饮料|果汁|吃(什么|啥|多少|几|得多|多了|撑)|喝(什么|啥|多少)|能吃|可以吃|饭菜|食物|开斋饭|封斋饭|\beat\w*|\bfoods?\b|\bdrinks?\b|\bmeals?\b|\bsnacks?\b|\bdates\b|\blassi\b|\blucozade\b|\bjuice\b|\bsamosas?\b|\bpakoras?\b|\bsweets?\b/;

/** A question on the medicines themselves: the food row is not its answer. */
const MEDICINE_TALK =
  /药|片|胰岛素|优降|格列|二甲双胍|达美康|\btablets?\b|\bpills?\b|\bmedicines?\b|\bmedications?\b|\bmetf\w*|\bglic\w*|\bglib\w*|\bglyb\w*|\binsulin\b|\blantus\b|\bdoses?\b/;

/** A meal of the fast said: Ramadan words, or opening or breaking the fast. */
const FAST_MEAL = new RegExp(`${RAMADAN_SAID.source}|\\b(open|opening|break|breaking) (my|the) fast\\b`);

/** Going without water, or dehydration. */
const NO_WATER =
  /脱水|不喝水|不能喝水|没喝水|口渴|缺水|\bdehydrat\w*|\b(no|without) (any )?(water|fluids?|drinks?)\b|\bthirst\w*/;

/** Being sick: vomiting, diarrhoea, not keeping food or fluids down. */
const BEING_SICK =
  /上吐下泻|呕吐|吐了|腹泻|拉肚子|拉稀|肠胃炎|胃肠炎|吃不下|喝不进|\bvomit\w*|\bthrowing up\b|\bbeing sick\b|\bdiarrh\w*|\bd ?(&|and) ?v\b|\bstomach (bug|flu)\b|\bgastro\w*|\bcan'?t keep (anything|food|fluids?|water) down\b/;

/** The medicines asked about. */
const MY_MEDICINES =
  /药|片|胰岛素|二甲双胍|优降|格列|列净|普利|沙坦|\btablets?\b|\bpills?\b|\bmedicines?\b|\bmedications?\b|\bmeds\b|\bmetf\w*|\binsulin\b|\bgli\w*|\bramipril\b|\bdoses?\b/;

/** Diabetes, or a medicine of the sick-day rules (metformin, an ACE inhibitor or ARB, a diuretic). */
const SICK_DAY_MEDICINES: FaqAudience = {
  ...DIABETES,
  medicines: [...GLUCOSE_LOWERING_CLASSES, 'ace_inhibitor', 'arb', ...RAMADAN_DIURETIC_CLASSES],
};

export const RAMADAN_FAQ: readonly FaqRow[] = [
  {
    // en P1 finding 5: "If I get diarrhoea and vomiting during Ramadan what do I do with my tablets?" →
    // "I have no reliable rule for that". The rule holds in or out of Ramadan.
    id: 'diabetes-sick-day',
    when: [BEING_SICK, MY_MEDICINES],
    // The medicine's own side effect ("二甲双胍…吃了老拉肚子") is the medicine's row, not an illness.
    unless: [
      /饭前|饭后|副作用|吃了[^，。,.]{0,3}(拉肚子|腹泻|拉稀|恶心)|\bside ?effects?\b|\b(gives?|giving) me\b|\bmakes? me\b|\bwith (food|meals?)\b|\bbefore or after\b/,
    ],
    for: SICK_DAY_MEDICINES,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**上吐下泻、吃不下喝不进时：如果在封斋，马上开斋（生病本来就可以不封斋），少量多次喝水或口服补液盐。** 这种脱水的病期间，二甲双胍、普利类或沙坦类降压药（如雷米普利、厄贝沙坦）、利尿剂、达格列净这类降糖药，通常要暂停到能正常吃喝后24–48小时再恢复；吃不下饭时，格列齐特、优降糖这类磺脲类药也常要暂停或减量；**胰岛素不要停**，至少每4小时测一次血糖。每一种药怎么办，请当天就打电话问糖尿病医生或家庭医生。如果喝不进水、吐个不停、昏昏欲睡，或者血糖一直很高或很低，请马上去急诊。',
      en: '**If you have vomiting or diarrhoea: stop fasting if you are fasting (illness exempts you), and sip fluids or oral rehydration solution little and often.** During a dehydrating illness, metformin, ACE-inhibitor or ARB blood-pressure medicines (ramipril, losartan …), water tablets and SGLT2 medicines (dapagliflozin, empagliflozin) are usually paused until 24–48 hours after you are eating and drinking normally again; a sulfonylurea such as gliclazide is often paused or lowered while you are not eating; **do not stop insulin**, and check your glucose at least every 4 hours. Call your diabetes team or GP the same day about each medicine. If you cannot keep fluids down, keep vomiting, become drowsy, or your glucose stays very high or low, get urgent care.',
    },
    source: {
      ref: 'NICE NG28 Type 2 diabetes in adults: management (2022); Think Kidneys, Guidance for healthcare professionals on sick day guidance (2018); TREND-UK, What to do when you are ill (2019; sections and wording cited from memory)',
      url: 'https://www.nice.org.uk/guidance/ng28',
    },
  },
  {
    // The brief of issue 31: "my sugar was 3.5 while fasting, can I carry on" — break the fast and treat
    // it now. zh P3 finding 2: "离开斋还有三个多小时，我要坚持吗？" never said "break the fast".
    id: 'ramadan-low-break-fast',
    when: [FASTING_NOW, LOW_OR_GO_ON],
    for: { all: [{ said: FASTING_NOW, fastsRamadan: true }, DIABETES] },
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**不要坚持，现在就开斋处理：封斋期间血糖低于3.9 mmol/L（70 mg/dL），或者出冷汗、手抖、心慌、头晕这些低血糖表现，都必须立刻开斋——这是斋月指南的明确规定，病人本来就可以不封斋。** 马上吃或喝15–20克快速升糖的糖（半杯果汁或含糖饮料、3–4片葡萄糖片、一汤匙白糖或蜂蜜），15分钟后再测，还低就再吃一次；升上来以后吃点带主食的东西。如果昏昏欲睡、说话不清、吞咽不了，不要喂东西，马上打急救电话。这一天不要再继续封斋；再封斋之前先找糖尿病医生调整药（优降糖、格列齐特这类药和胰岛素的低血糖可以持续好几个小时）。血糖高于16.7 mmol/L（300 mg/dL）或者身体不舒服，也要开斋。',
      en: '**Do not carry on — break the fast now: a glucose under 3.9 mmol/L (70 mg/dL) while fasting, or shaking, sweating, a pounding heart or dizziness, means ending the fast at once; the Ramadan guidelines say so plainly, and illness exempts you from fasting.** Take 15–20 g of fast sugar now (half a cup of juice or regular soda, 3–4 glucose tablets, or a tablespoon of sugar or honey), recheck after 15 minutes and repeat if it is still under 3.9; once it is up, eat something with starch. If you become drowsy, confused or cannot swallow, give nothing by mouth and call emergency services. Do not restart the fast that day, and see your diabetes team before fasting again so they can change the medicines (a low from a sulfonylurea such as gliclazide or glibenclamide, or from insulin, can last for hours). A glucose over 16.7 mmol/L (300 mg/dL), or feeling unwell, is also a reason to break the fast.',
    },
    source: S.idfDar,
  },
  {
    // zh P3 finding 6: "苦瓜胶囊和铬能帮我降糖吗？斋月还要不要吃" → a pumpkin-and-yam paragraph; en P1 finding 3:
    // "Can I keep taking the karela capsules and cinnamon for my sugar during the fast?".
    id: 'ramadan-glucose-herbs',
    when: [/苦瓜|肉桂|桂皮|铬|\bkarela\b|\bbitter (melon|gourd)\b|\bcinnamon\b|\bchromium\b|\bmomordica\b/],
    for: RAMADAN_DIABETES,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**封斋期间，苦瓜胶囊（苦瓜提取物）暂时不适合你，除非糖尿病医生同意。** 苦瓜会让血糖再往下走，和优降糖、格列齐特这类磺脲类药或胰岛素一起，在十几个小时不吃不喝时更容易低血糖。肉桂和铬补充剂降糖的效果没有被证实，也不能代替药；斋月里先放一放，把精力放在按医生调整好的药、按时测血糖和开斋饭、封斋饭的搭配上。',
      en: '**Do not take bitter melon (karela) capsules while fasting: bitter melon lowers glucose and adds to a sulfonylurea such as gliclazide or glibenclamide, or to insulin, so over a long fast it raises the risk of a low — only if your diabetes team agrees.** Cinnamon and chromium supplements have no proven benefit for glucose and cannot replace your medicines; leave them out in Ramadan and rely on the medicines as your team adjusts them, regular glucose checks and balanced iftar and suhoor meals.',
    },
    source: {
      ref: 'NCCIH, Bitter melon (2020) and Cinnamon (2020) fact sheets; NIH Office of Dietary Supplements, Chromium Fact Sheet for Health Professionals; International Diabetes Federation and DAR International Alliance. Diabetes and Ramadan: Practical Guidelines 2021 (chapter numbers cited from memory)',
      url: 'https://www.nccih.nih.gov/health/bitter-melon',
    },
  },
  {
    // zh P3 finding 5: "安博诺白天不喝水会不会脱水？" with a creatinine of 118 μmol/L → no answer.
    id: 'ramadan-diuretic-water',
    when: [NO_WATER],
    for: { all: [RAMADAN, DIURETIC] },
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**会：利尿剂（比如厄贝沙坦氢氯噻嗪，安博诺里的氢氯噻嗪）加上白天十几个小时不喝水，容易脱水；肾功能已经偏差（肌酐偏高）的人，脱水还会伤肾。** 斋月前请找开药的医生问清楚：这个药在斋月里什么时候吃（常改到开斋后）、剂量要不要调整——不要自己停药或改药。开斋到封斋之间少量多次喝水；白天头晕、站起来发黑、特别口渴、尿很少，就要开斋喝水，并尽快告诉医生。',
      en: '**Yes, it can: a diuretic (such as the hydrochlorothiazide in irbesartan/hydrochlorothiazide, or any water tablet) plus many hours a day without water can dehydrate you, and with reduced kidney function (a raised creatinine) dehydration can also harm the kidneys.** Before Ramadan ask the doctor who prescribes it when to take it during the month (often after iftar) and whether the dose should change — do not stop or change it yourself. Drink water little and often between iftar and suhoor; if you get dizzy, light-headed on standing, very thirsty or pass very little urine during the day, break the fast, drink, and tell your doctor soon.',
    },
    source: { ref: `${S.idfDar.ref}; ${S.kdigoSickDay.ref}`, url: S.idfDar.url },
  },
  {
    // zh P3 finding 6 and en P1 findings 4 and 6: "开斋的时候吃几个椰枣合适？油香、馓子能吃吗？", "晚上开斋吃多了，
    // 一次吃一斤羊肉抓饭行不行", "What should I eat at suhoor so I don't go low in the afternoon?", "open my fast
    // with 5 dates and a big glass of mango lassi", "What foods are good for suhoor?".
    id: 'ramadan-food',
    when: [FAST_MEAL, RAMADAN_FOOD],
    unless: [MEDICINE_TALK],
    for: RAMADAN,
    // Pregnant: whether to fast at all is the pregnancy answer's (the reference answer r4/en-153).
    notFor: PREGNANT,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    text: {
      zh: '**封斋饭（封斋前那顿）尽量晚吃，选消化慢的主食（燕麦、全麦馍或全麦饼、杂粮饭、豆类），加一些蛋白质（鸡蛋、酸奶、瘦肉）和蔬菜水果，再喝够水；开斋时先吃1–3个椰枣、喝水，然后吃一份正常搭配的饭菜，不要一顿吃撑。** 油香、馓子是油炸的，一次吃一小块；一斤羊肉抓饭太多了，一份抓饭约一拳头大小、配蔬菜就够。甜点、甜饮料少吃，果汁和含糖饮料留着处理低血糖用。开斋到封斋之间少量多次喝水。有糖尿病的人：把主食分到开斋饭、（需要时一顿加餐）和封斋饭里，白天按医生说的测血糖，低于3.9 mmol/L或高于16.7 mmol/L、或者身体不舒服，要立刻开斋；斋月前6–8周先找糖尿病医生调整药。',
      en: '**Have suhoor as late as you can, with slow-release starch (oats, wholegrain bread or chapati, basmati or brown rice, beans or lentils), some protein (eggs, yogurt, lean meat) and fruit or vegetables, and drink enough water; open the fast with 1–3 dates and water, then a normal balanced plate — not a feast.** Fried food (samosas, pakoras, fried dough) is one small piece; sweets and sweet drinks stay small, and 5 dates with a big mango lassi is a large load of fast sugar. Keep Lucozade, juice and regular soda for treating a low. Drink water little and often between iftar and suhoor. With diabetes: share the starch between iftar, a snack if needed and suhoor, check your glucose during the day as your team advises, and break the fast at once under 3.9 mmol/L (70 mg/dL), over 16.7 mmol/L (300 mg/dL) or if you feel unwell; see your diabetes team 6–8 weeks before Ramadan about your medicines.',
    },
    source: S.idfDar,
  },
  {
    // zh P3 finding 1 ("我吃优降糖和二甲双胍，能封斋吗？", "那优降糖早上吃还是晚上开斋的时候吃？", "糖尿病人能封斋吗？")
    // and en P1 finding 2 ("How should I take my gliclazide and metformin while I'm fasting?", "can i take
    // the metfromin with my iftar meal or at sehri").
    id: 'ramadan-diabetes',
    when: [FASTING_NOW],
    for: RAMADAN_DIABETES,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**有糖尿病想在斋月封斋，请在斋月前6–8周先找糖尿病医生评估：吃磺脲类药（优降糖、格列齐特等）或打胰岛素的人属于中到高风险，肾功能下降、血糖控制差风险更高，医生会判断能不能封斋、药怎么调。** 优降糖（格列本脲）引起的低血糖最多、最持久，斋月里指南不建议用，常会换成别的药——换不换、换成什么由医生决定，不要自己换。格列齐特、胰岛素在斋月里通常要改时间、减剂量（比如早上那次改到开斋时吃，封斋前那次减量），具体剂量只能由医生定。二甲双胍一般跟开斋饭和封斋饭一起吃，怎么分由医生定。封斋期间每天要测血糖（测血糖不算破斋）：低于3.9 mmol/L（70 mg/dL）、高于16.7 mmol/L（300 mg/dL），或者出现心慌、手抖、出冷汗、头晕等不舒服，要立刻开斋并处理。',
      en: '**If you have diabetes and want to fast in Ramadan, see your diabetes team 6–8 weeks before it starts: on a sulfonylurea (glibenclamide, gliclazide …) or insulin you are at moderate to high risk, higher with reduced kidney function or poor control, and they will judge whether you can fast and how to change your medicines.** Glibenclamide (glyburide) causes the most frequent and longest lows and the guidelines advise against it in Ramadan; it is usually switched — whether and to what is your doctor’s decision, not yours. Gliclazide and insulin usually change in timing and dose (for example the morning dose moves to iftar and the suhoor dose is reduced), and only your doctor can set the new doses. Metformin is usually taken with iftar and suhoor, split as your doctor says. Check your glucose during the fast every day (a finger-prick does not break the fast): under 3.9 mmol/L (70 mg/dL), over 16.7 mmol/L (300 mg/dL), or shaking, sweating, a pounding heart, dizziness or feeling unwell means breaking the fast at once and treating it.',
    },
    source: S.idfDar,
  },
];
