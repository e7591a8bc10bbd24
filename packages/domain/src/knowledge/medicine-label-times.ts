import type { Bilingual, Source } from '../contracts/common';
import { DRUGS } from './drugs';
import type { DrugClass, DrugId } from './drugs';

/**
 * When to take a common medicine — time of day and food — as its label says, for the chat to answer
 * "should I take my Prozac in the morning or at night?" / "百忧解早上吃还是晚上吃？".
 *
 * One row per medicine (or per group of medicines whose labels say the same); `classes` only when every
 * medicine of the class shares the rule. Where the label leaves the time open, the row says so instead
 * of inventing one. Alendronate, levothyroxine and methotrexate have their own rules elsewhere, and
 * supplements (iron, melatonin) are left out. Sources are the US prescribing information on DailyMed
 * unless a UK SmPC is named; a section number not checked against the label says so.
 */
export interface MedicineLabelTime {
  id: string;
  /** Drug ids as in `./drugs`. */
  drugs?: readonly DrugId[];
  /** Only when the whole class shares the rule. */
  classes?: readonly DrugClass[];
  /** One or two sentences: the time of day and food, as the label says, and the one practical reason. */
  text: Bilingual;
  source: Source;
}

const dailyMed = (query: string) =>
  `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${query}`;
const emc = (query: string) => `https://www.medicines.org.uk/emc/search?q=${query}`;

export const MEDICINE_LABEL_TIMES: readonly MedicineLabelTime[] = [
  // Antidepressants
  {
    id: 'fluoxetine-morning',
    drugs: ['fluoxetine'],
    text: {
      zh: '氟西汀（百忧解，Prozac）：早上服用，空腹或随餐均可；如果一天吃两次，分别在早上和中午吃。它可能让人睡不着，所以不要放到傍晚或晚上吃。',
      en: 'Fluoxetine (Prozac): take it in the morning, with or without food; if you take it twice a day, take the doses in the morning and at noon. It can keep you awake, so do not take it in the evening.',
    },
    source: {
      ref: 'Prozac (fluoxetine) US prescribing information §2.1 (major depressive disorder: start in the morning; above 20 mg/day once a day in the morning or twice a day, morning and noon), §6 (insomnia) and §12.3 (food does not affect bioavailability) (sections named from memory)',
      url: dailyMed('prozac'),
    },
  },
  {
    id: 'sertraline-once-daily',
    drugs: ['sertraline'],
    text: {
      zh: '舍曲林（左洛复，Zoloft）：每天一次，早上或晚上吃都可以，空腹或随餐均可；选定一个时间后，每天固定在这个时间吃。',
      en: 'Sertraline (Zoloft): once a day, in the morning or in the evening, with or without food; choose one time and keep to it every day.',
    },
    source: {
      ref: 'Zoloft (sertraline) US prescribing information §2 (once daily, either in the morning or evening) (section named from memory)',
      url: dailyMed('zoloft'),
    },
  },
  {
    id: 'paroxetine-morning',
    drugs: ['paroxetine'],
    text: {
      zh: '帕罗西汀（赛乐特，Paxil）：每天一次，通常在早上服用，空腹或随餐均可；控释片（Paxil CR）要整片吞服，不要嚼碎或压碎。',
      en: 'Paroxetine (Paxil, Seroxat): once a day, usually in the morning, with or without food; swallow the controlled-release tablets (Paxil CR) whole, without chewing or crushing them.',
    },
    source: {
      ref: 'Paxil (paroxetine) US prescribing information §2.1 (single daily dose, usually in the morning, with or without food); Paxil CR US prescribing information §2 (usually in the morning; do not chew or crush) (sections named from memory)',
      url: dailyMed('paxil'),
    },
  },
  {
    id: 'citalopram-escitalopram-once-daily',
    drugs: ['escitalopram', 'citalopram'],
    text: {
      zh: '艾司西酞普兰（来士普，Lexapro）和西酞普兰（喜普妙，Celexa）：每天一次，早上或晚上吃都可以，空腹或随餐均可；每天固定在同一时间服用。',
      en: 'Escitalopram (Lexapro) and citalopram (Celexa): once a day, in the morning or in the evening, with or without food; take it at the same time each day.',
    },
    source: {
      ref: 'Lexapro (escitalopram) US prescribing information §2.1 (once daily, morning or evening, with or without food); Celexa (citalopram) US prescribing information §2.1 (once daily, with or without food) (sections named from memory)',
      url: dailyMed('lexapro'),
    },
  },
  {
    id: 'venlafaxine-with-food',
    drugs: ['venlafaxine'],
    text: {
      zh: '文拉法辛：缓释胶囊（怡诺思，Effexor XR）每天一次，随餐服用，早上或晚上均可，每天大致同一时间；普通片每天分两到三次，随餐服用。',
      en: 'Venlafaxine: the extended-release capsules (Effexor XR) once a day with food, in the morning or the evening at about the same time each day; the ordinary tablets in two or three doses a day, with food.',
    },
    source: {
      ref: 'Effexor XR (venlafaxine extended-release capsules) US prescribing information §2.1 (single dose with food, morning or evening, at about the same time each day); venlafaxine tablets US prescribing information §2 (two or three divided doses, with food) (sections named from memory)',
      url: dailyMed('effexor'),
    },
  },
  {
    id: 'duloxetine-any-time',
    drugs: ['duloxetine'],
    text: {
      zh: '度洛西汀（欣百达，Cymbalta）：说明书没有规定早晚，按医嘱每天一次或两次，空腹或随餐均可；胶囊要整粒吞服，不要嚼碎、压碎或打开。',
      en: 'Duloxetine (Cymbalta): the label sets no time of day — once or twice a day as prescribed, with or without food; swallow the capsule whole, without chewing, crushing or opening it.',
    },
    source: {
      ref: 'Cymbalta (duloxetine) US prescribing information §2.1 (without regard to meals; swallow whole, do not chew, crush or open the capsule) (section named from memory)',
      url: dailyMed('cymbalta'),
    },
  },
  {
    id: 'bupropion-not-at-bedtime',
    drugs: ['bupropion'],
    text: {
      zh: '安非他酮：每天一次的缓释片（Wellbutrin XL）早上服用；每天两次的缓释片（Wellbutrin SR、Zyban）两次至少间隔8小时，第二次不要在睡前吃，因为它可能引起失眠。空腹或随餐均可。',
      en: 'Bupropion: the once-a-day tablets (Wellbutrin XL) are taken in the morning; the twice-a-day tablets (Wellbutrin SR, Zyban) at least 8 hours apart, with the second dose not at bedtime, because bupropion can cause insomnia. With or without food.',
    },
    source: {
      ref: 'Wellbutrin XL (bupropion extended-release) US prescribing information §2 (once daily in the morning, with or without food); Wellbutrin SR US prescribing information §2 (at least 8 hours between doses); Zyban US prescribing information §2 (insomnia: avoid a dose at bedtime) (sections named from memory)',
      url: dailyMed('wellbutrin'),
    },
  },
  {
    // Thirty-seventh clinician review, en S2: Contrave is not Wellbutrin — no high-fat meal.
    id: 'naltrexone-bupropion-no-fatty-meal',
    drugs: ['naltrexone-bupropion'],
    text: {
      zh: '纳曲酮/安非他酮缓释片（Contrave）：按医生定的加量方案，通常早晚各一次，整片吞服，不要掰开或嚼碎；不要和高脂肪的一餐一起吃——那会让药的血浓度升高、抽搐的风险增加。',
      en: 'Contrave (naltrexone/bupropion): usually morning and evening once the dose is built up as prescribed, swallowed whole — not cut, crushed or chewed; not with a high-fat meal, which raises its levels and the risk of a seizure.',
    },
    source: {
      ref: 'Contrave (naltrexone/bupropion extended-release) US prescribing information §2.1 (dose escalation to two tablets twice daily; swallow whole; do not take with high-fat meals because of increased exposure and seizure risk) — sections from memory',
      url: dailyMed('contrave'),
    },
  },
  {
    // Thirty-seventh clinician review, en M1: "how do I take my Rybelsus" got daily water intake and "no rule".
    id: 'semaglutide-oral-or-weekly',
    drugs: ['semaglutide'],
    text: {
      zh: '司美格鲁肽：口服片（Rybelsus，诺和忻）每天早上第一件事空腹吃，用不超过半杯（约120毫升）的白开水整片吞服，吃完至少等30分钟再吃早饭、喝咖啡或其他饮料、吃别的药（包括优甲乐这类甲状腺药）——否则吸收会少很多。注射剂（Ozempic 诺和泰、Wegovy 诺和盈）每周打一次，固定在同一天，一天中什么时间、吃不吃饭都可以。',
      en: 'Semaglutide: the tablet (Rybelsus) is taken first thing in the morning on an empty stomach, swallowed whole with no more than half a cup (4 oz, 120 ml) of plain water, then wait at least 30 minutes before food, coffee or other drinks, or other tablets (levothyroxine included) — otherwise much less is absorbed. The injection (Ozempic, Wegovy) is once a week on the same day, at any time of day, with or without meals.',
    },
    source: {
      ref: 'Rybelsus (semaglutide tablets) US prescribing information §2 Dosage and administration (at least 30 minutes before the first food, beverage or other oral medicines of the day, with no more than 4 oz of plain water) and §7 (levothyroxine exposure raised: monitor thyroid tests); Ozempic (semaglutide injection) US prescribing information §2 (once weekly, any time of day, with or without meals) — sections from memory',
      url: dailyMed('rybelsus'),
    },
  },
  {
    // Thirty-seventh clinician review, zh M6: "利奈唑胺和左氧氟沙星饭前吃还是饭后吃" got a supplement-timing prompt.
    id: 'linezolid-with-or-without-food',
    drugs: ['linezolid'],
    text: {
      zh: '利奈唑胺（斯沃）：饭前饭后吃都可以，每天固定时间；吃药期间少吃富含酪胺的食物（陈年奶酪、腊肉香肠、腐乳、臭豆腐、酱油和豆瓣酱吃得多的菜、生啤），感冒药、止咳药先问药师。',
      en: 'Linezolid (Zyvox): with or without food, at the same times each day; while on it keep tyramine-rich foods low (aged cheese, cured meats, soy sauce and fermented bean pastes, tap beer) and ask the pharmacist before any cold or cough medicine.',
    },
    source: {
      ref: 'Zyvox (linezolid) US prescribing information §2 (with or without food) and §5 (tyramine-rich foods; adrenergic agents such as pseudoephedrine) — sections from memory',
      url: dailyMed('zyvox'),
    },
  },
  {
    id: 'levofloxacin-with-or-without-food',
    drugs: ['levofloxacin'],
    text: {
      zh: '左氧氟沙星：饭前饭后吃都可以，用白开水送服，每天固定时间；和钙片、铁剂、锌、镁、抗酸药、含矿物质的复合维生素至少相隔2小时（在它们之前或之后）。',
      en: 'Levofloxacin: with or without food, with a glass of water, at the same time each day; at least 2 hours before or after calcium, iron, zinc, magnesium, antacids and multivitamins with minerals.',
    },
    source: {
      ref: 'Levaquin (levofloxacin) US prescribing information §2.4 (with or without food; 2 hours before or after antacids with magnesium or aluminium, sucralfate, metal cations, multivitamins with zinc)',
      url: dailyMed('levaquin'),
    },
  },
  {
    id: 'bedaquiline-with-food',
    drugs: ['bedaquiline'],
    text: {
      zh: '贝达喹啉（斯耐瑞）：和饭一起吃（随餐吸收约增加一倍），整片用水吞服，严格按医生定的一周几次的方案吃；服药期间医院会定期查心电图和血钾、血镁，不要喝酒。',
      en: 'Bedaquiline (Sirturo): with food (a meal about doubles what is absorbed), swallowed whole with water, exactly on the schedule set (the later weeks are three times a week); the clinic checks ECGs and potassium and magnesium while you take it; avoid alcohol.',
    },
    source: {
      ref: 'Sirturo (bedaquiline) US prescribing information §2 (take with food; swallow whole with water) and §5 (QT prolongation: ECGs; correct potassium, magnesium, calcium; avoid alcohol and hepatotoxic drugs) — sections from memory',
      url: dailyMed('sirturo'),
    },
  },
  {
    id: 'mirtazapine-bedtime',
    drugs: ['mirtazapine'],
    text: {
      zh: '米氮平（瑞美隆，Remeron）：每天一次，最好在晚上睡前服用，因为它会让人犯困。空腹或随餐均可。',
      en: 'Mirtazapine (Remeron): once a day, preferably in the evening before sleep, because it makes you drowsy. With or without food.',
    },
    source: {
      ref: 'Remeron (mirtazapine) US prescribing information §2.1 (once daily, preferably in the evening prior to sleep, with or without food) (section named from memory)',
      url: dailyMed('remeron'),
    },
  },
  {
    id: 'trazodone-after-snack',
    drugs: ['trazodone'],
    text: {
      zh: '曲唑酮（美时玉，Desyrel）：在饭后或吃点小食后不久服用；它会让人犯困，所以医生可能让你把一天中较大的一份剂量放在睡前吃。',
      en: 'Trazodone (Desyrel): take it shortly after a meal or a light snack; it makes you drowsy, so your prescriber may have you take the larger part of the day’s dose at bedtime.',
    },
    source: {
      ref: 'Trazodone hydrochloride tablets US prescribing information §2 (shortly after a meal or light snack; drowsiness may call for the major portion of the daily dose at bedtime) (section named from memory)',
      url: dailyMed('trazodone'),
    },
  },
  // Antipsychotics
  {
    id: 'quetiapine-ir-xr',
    drugs: ['quetiapine'],
    text: {
      zh: '喹硫平（思瑞康，Seroquel）：普通片空腹或随餐均可，按医嘱的时间服用（用于双相抑郁时每天一次、睡前服）；缓释片（Seroquel XR）每天一次，最好在晚上，空腹或只吃少量食物时服用。',
      en: 'Quetiapine (Seroquel): the ordinary tablets with or without food, at the times prescribed (for bipolar depression, once a day at bedtime); the extended-release tablets (Seroquel XR) once a day, preferably in the evening, without food or with a light meal.',
    },
    source: {
      ref: 'Seroquel (quetiapine) US prescribing information §2 (with or without food; bipolar depression once daily at bedtime); Seroquel XR US prescribing information §2.1 (once daily, preferably in the evening, without food or with a light meal of about 300 calories) (sections named from memory)',
      url: dailyMed('seroquel'),
    },
  },
  {
    id: 'olanzapine-any-time',
    drugs: ['olanzapine'],
    text: {
      zh: '奥氮平（再普乐，Zyprexa）：每天一次，空腹或随餐均可；说明书没有规定早晚，每天固定在同一时间服用即可。',
      en: 'Olanzapine (Zyprexa): once a day, with or without food; the label sets no time of day, so take it at the same time each day.',
    },
    source: {
      ref: 'Zyprexa (olanzapine) US prescribing information §2 (once daily without regard to meals) (section named from memory)',
      url: dailyMed('zyprexa'),
    },
  },
  // Diuretics
  {
    // Twenty-sixth clinician review, en S2.
    id: 'lurasidone-with-meal',
    drugs: ['lurasidone'],
    text: {
      zh: '鲁拉西酮（罗舒达，Latuda）：每天一次，一定要和一顿正餐一起吃（至少约350千卡）——空腹吃吸收的药量大约只有一半；很多人固定在晚饭时吃。',
      en: 'Lurasidone (Latuda): once a day, always with a meal of at least about 350 kcal — on an empty stomach only about half is absorbed; many people take it with the evening meal.',
    },
    source: {
      ref: 'Latuda (lurasidone) US prescribing information §2.1 (take with food, at least 350 calories) and §12.3 (food effect)',
      url: dailyMed('latuda'),
    },
  },
  {
    id: 'diuretic-morning',
    classes: ['loop_diuretic', 'thiazide_diuretic'],
    text: {
      zh: '利尿药（呋塞米、托拉塞米、氢氯噻嗪、吲达帕胺等）：每天一次的在早上服用；如果医生开了第二次，最晚在下午三四点吃，以免夜里多次起夜排尿。',
      en: 'Water tablets (furosemide, torsemide, hydrochlorothiazide, indapamide and others): take a once-a-day dose in the morning; if a second dose is prescribed, take it by mid-afternoon (3–4 pm), so that passing urine does not keep waking you at night.',
    },
    source: {
      ref: 'Natrilix SR (indapamide) UK SmPC §4.2 (one tablet a day, preferably in the morning); bendroflumethiazide tablets UK SmPC §4.2 (in the morning); furosemide tablets UK patient information leaflet §3 "How to take" (in the morning; a second dose not late in the day, to avoid passing urine at night) (sections named from memory)',
      url: emc('indapamide'),
    },
  },
  {
    id: 'spironolactone-with-food',
    drugs: ['spironolactone'],
    text: {
      zh: '螺内酯（安体舒通，Aldactone）：英国说明书建议随餐服用；美国说明书允许空腹或随餐，但每次都要一样，因为进食会增加药物吸收。',
      en: 'Spironolactone (Aldactone): the UK label advises taking it with a meal; the US label allows it with or without food but the same way every time, because food increases how much is absorbed.',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §2 (with or without food, but consistently with respect to food) and §12.3 (food increases bioavailability); Aldactone UK SmPC §4.2 (once daily with a meal) (sections named from memory)',
      url: dailyMed('aldactone'),
    },
  },
  // Steroids
  {
    id: 'prednisone-morning',
    drugs: ['prednisone', 'prednisolone'],
    text: {
      zh: '泼尼松（强的松）和泼尼松龙：每天一次（或隔天一次）的剂量在早上随早餐或早餐后服用，这与人体早晨自身分泌皮质醇的节律一致，也减少对胃的刺激。泼尼松迟释片（Rayos）例外：睡前随食物服用。',
      en: 'Prednisone and prednisolone: take a once-a-day (or every-other-day) dose in the morning, with or after breakfast — this follows the body’s own morning rise of cortisol and is easier on the stomach. Delayed-release prednisone (Rayos) is the exception: at bedtime, with food.',
    },
    source: {
      ref: 'Prednisone tablets US prescribing information, Dosage and Administration (alternate-day therapy: the dose given in the morning); Rayos (prednisone delayed-release) US prescribing information §2 (once daily at bedtime, with food); prednisolone tablets UK SmPC §4.2 (single dose in the morning, with or after breakfast) (sections named from memory)',
      url: dailyMed('prednisone'),
    },
  },
  // Statins
  {
    id: 'simvastatin-evening',
    drugs: ['simvastatin', 'ezetimibe-simvastatin'],
    text: {
      zh: '辛伐他汀（舒降之，Zocor）和依折麦布辛伐他汀（Vytorin）：每天一次，晚上服用，因为肝脏主要在夜间合成胆固醇，而辛伐他汀作用时间短。',
      en: 'Simvastatin (Zocor) and ezetimibe/simvastatin (Vytorin): once a day in the evening, because the liver makes most of its cholesterol at night and simvastatin acts only for a short time.',
    },
    source: {
      ref: 'Zocor (simvastatin) US prescribing information §2.1 (once a day in the evening); Vytorin (ezetimibe/simvastatin) US prescribing information §2.1 (single daily dose in the evening, with or without food) (sections named from memory)',
      url: dailyMed('zocor'),
    },
  },
  {
    id: 'lovastatin-evening-meal',
    drugs: ['lovastatin'],
    text: {
      zh: '洛伐他汀：普通片（美降之，Mevacor）随晚餐服用，因为与食物同服吸收更好；缓释片（Altoprev）睡前服用。',
      en: 'Lovastatin: the ordinary tablets (Mevacor) with the evening meal, because it is better absorbed with food; the extended-release tablets (Altoprev) at bedtime.',
    },
    source: {
      ref: 'Mevacor (lovastatin) US prescribing information, Dosage and Administration (with meals; once a day with the evening meal) and Clinical Pharmacology (lower levels on an empty stomach); Altoprev (lovastatin extended-release) US prescribing information §2 (once daily at bedtime) (sections named from memory)',
      url: dailyMed('lovastatin'),
    },
  },
  {
    id: 'statin-any-time',
    drugs: ['atorvastatin', 'rosuvastatin', 'pravastatin', 'pitavastatin'],
    text: {
      zh: '阿托伐他汀、瑞舒伐他汀、普伐他汀和匹伐他汀：每天一次，一天中任何时间都可以，空腹或随餐均可；每天固定在同一时间服用。',
      en: 'Atorvastatin, rosuvastatin, pravastatin and pitavastatin: once a day at any time of day, with or without food; take it at the same time each day.',
    },
    source: {
      ref: 'Lipitor (atorvastatin), Crestor (rosuvastatin), Pravachol (pravastatin) and Livalo (pitavastatin) US prescribing information §2 (once daily, at any time of the day, with or without food) (sections named from memory)',
      url: dailyMed('atorvastatin'),
    },
  },
  // Stomach acid
  {
    id: 'omeprazole-lansoprazole-before-meal',
    drugs: ['omeprazole', 'lansoprazole'],
    text: {
      zh: '奥美拉唑（洛赛克，Losec）和兰索拉唑（达克普隆，Prevacid）：饭前服用，每天一次的在早餐前吃，因为随后进餐使胃酸分泌启动时，药物的作用最好。',
      en: 'Omeprazole (Prilosec, Losec) and lansoprazole (Prevacid): take it before a meal — once a day, before breakfast — because it works best when the meal that follows switches on acid production.',
    },
    source: {
      ref: 'Prilosec (omeprazole) US prescribing information §2 (before meals); Prevacid (lansoprazole) US prescribing information §2 (before eating); Prilosec OTC Drug Facts (before eating in the morning) (sections named from memory)',
      url: dailyMed('prilosec'),
    },
  },
  {
    id: 'esomeprazole-hour-before-meal',
    drugs: ['esomeprazole'],
    text: {
      zh: '埃索美拉唑（耐信，Nexium）：至少在饭前一小时服用，每天一次的在早餐前一小时吃。',
      en: 'Esomeprazole (Nexium): take it at least one hour before a meal — once a day, an hour before breakfast.',
    },
    source: {
      ref: 'Nexium (esomeprazole) US prescribing information §2 (at least one hour before meals) (section named from memory)',
      url: dailyMed('nexium'),
    },
  },
  {
    id: 'pantoprazole-before-breakfast',
    drugs: ['pantoprazole'],
    text: {
      zh: '泮托拉唑（泮立苏，Protonix）：美国说明书允许空腹或随餐服用，英国说明书要求饭前一小时服用，早餐前吃两者都符合。药片要整片吞服，不要嚼碎或压碎。',
      en: 'Pantoprazole (Protonix, Pantoloc): the US label allows the tablets with or without food and the UK label says one hour before a meal, so taking it before breakfast meets both. Swallow the tablet whole, without chewing or crushing it.',
    },
    source: {
      ref: 'Protonix (pantoprazole) US prescribing information §2 (delayed-release tablets with or without food, swallowed whole; granules 30 minutes before a meal); Protium (pantoprazole) UK SmPC §4.2 (swallowed whole, one hour before a meal) (sections named from memory)',
      url: dailyMed('protonix'),
    },
  },
  // Diabetes
  {
    id: 'metformin-with-meals',
    drugs: ['metformin'],
    text: {
      zh: '二甲双胍：随餐服用，普通片按医嘱分在各餐时吃，缓释片（Glucophage XR）每天一次随晚餐吃；与食物同服可以减轻胃肠不适。',
      en: 'Metformin: with meals — the ordinary tablets with the meals your prescriber names, the extended-release tablets (Glucophage XR) once a day with the evening meal; food eases its stomach upset.',
    },
    source: {
      ref: 'Glucophage and Glucophage XR (metformin) US prescribing information §2 (tablets in divided doses with meals; extended-release once daily with the evening meal) (section named from memory)',
      url: dailyMed('glucophage'),
    },
  },
  {
    id: 'glimepiride-breakfast',
    drugs: ['glimepiride'],
    text: {
      zh: '格列美脲（亚莫利，Amaryl）：每天一次，随早餐或当天第一顿正餐服用；吃了药就不要不吃饭，否则可能发生低血糖。',
      en: 'Glimepiride (Amaryl): once a day with breakfast or the first main meal of the day; once you have taken it, do not skip the meal, or your blood sugar can go too low.',
    },
    source: {
      ref: 'Amaryl (glimepiride) US prescribing information §2.1 (once daily with breakfast or the first main meal) and §5.1 (hypoglycemia with skipped meals) (sections named from memory)',
      url: dailyMed('amaryl'),
    },
  },
  {
    id: 'gliclazide-mr-breakfast',
    drugs: ['gliclazide'],
    text: {
      zh: '格列齐特缓释片（达美康缓释片，Diamicron MR）：每天一次，早餐时整片吞服；吃了药就不要不吃饭，否则可能发生低血糖。',
      en: 'Gliclazide modified-release tablets (Diamicron MR): once a day at breakfast, swallowed whole; once you have taken it, do not skip the meal, or your blood sugar can go too low.',
    },
    source: {
      ref: 'Diamicron 60 mg MR (gliclazide modified-release) UK SmPC §4.2 (single daily dose at breakfast time, swallowed whole) and §4.4 (hypoglycaemia with irregular or skipped meals) (sections named from memory)',
      url: emc('diamicron'),
    },
  },
  {
    id: 'glipizide-before-breakfast',
    drugs: ['glipizide'],
    text: {
      zh: '格列吡嗪（瑞易宁，Glucotrol）：普通片在饭前约30分钟服用，每天一次的在早餐前吃；控释片（Glucotrol XL）随早餐服用。',
      en: 'Glipizide (Glucotrol): the ordinary tablets about 30 minutes before a meal — once a day, before breakfast; the extended-release tablets (Glucotrol XL) with breakfast.',
    },
    source: {
      ref: 'Glucotrol (glipizide) US prescribing information, Dosage and Administration (about 30 minutes before a meal; usually before breakfast); Glucotrol XL US prescribing information §2 (with breakfast) (sections named from memory)',
      url: dailyMed('glucotrol'),
    },
  },
  // Blood pressure and heart
  {
    id: 'amlodipine-any-time',
    drugs: ['amlodipine'],
    text: {
      zh: '氨氯地平（络活喜，Norvasc）：每天一次，一天中任何时间都可以，空腹或随餐均可；每天固定在同一时间服用。',
      en: 'Amlodipine (Norvasc): once a day at any time of day, with or without food; take it at the same time each day.',
    },
    source: {
      ref: 'Norvasc (amlodipine) US prescribing information §2 (once daily) and §12.3 (absorption not affected by food) (sections named from memory)',
      url: dailyMed('norvasc'),
    },
  },
  {
    id: 'lisinopril-losartan-any-time',
    drugs: ['lisinopril', 'losartan'],
    text: {
      zh: '赖诺普利（捷赐瑞，Zestril）和氯沙坦（科素亚，Cozaar）：每天一次（氯沙坦也可每天两次），一天中任何时间都可以，空腹或随餐均可；每天固定在同一时间服用。',
      en: 'Lisinopril (Zestril) and losartan (Cozaar): once a day (losartan also twice a day) at any time of day, with or without food; take it at the same times each day.',
    },
    source: {
      ref: 'Zestril (lisinopril) US prescribing information §2 (once daily) and §12.3 (absorption not affected by food); Cozaar (losartan) US prescribing information §2 (once or twice daily, with or without food) (sections named from memory)',
      url: dailyMed('cozaar'),
    },
  },
  {
    id: 'metoprolol-with-meal',
    drugs: ['metoprolol'],
    text: {
      zh: '美托洛尔（倍他乐克，Betaloc）：随餐或饭后立即服用，因为与食物同服吸收更多、更稳定；缓释片要整片吞服或沿刻痕掰开，不要嚼碎或压碎。',
      en: 'Metoprolol (Lopressor, Toprol-XL, Betaloc): take it with a meal or straight after one, because food raises and steadies how much is absorbed; swallow the extended-release tablets whole or broken along the score line, without chewing or crushing them.',
    },
    source: {
      ref: 'Lopressor (metoprolol tartrate) US prescribing information, Dosage and Administration (with or immediately following meals) and Clinical Pharmacology (food increases bioavailability); Toprol-XL (metoprolol succinate) US prescribing information §2 (with or immediately following a meal; may be divided along the score, not chewed or crushed) (sections named from memory)',
      url: dailyMed('metoprolol'),
    },
  },
  // Anticoagulants
  {
    id: 'warfarin-same-time',
    drugs: ['warfarin'],
    text: {
      zh: '华法林：每天一次，每天同一时间服用，空腹或随餐均可。很多抗凝门诊建议在傍晚吃，这样早上查完国际标准化比值（INR）后需要调整剂量时，当天就能按新剂量服用。',
      en: 'Warfarin: once a day at the same time each day, with or without food. Many anticoagulation clinics advise the evening, so that when a morning INR test calls for a new dose, it can start the same day.',
    },
    source: {
      ref: 'Coumadin (warfarin) US prescribing information §2 and Medication Guide (once daily, at the same time every day, with or without food) (sections named from memory); the evening time is anticoagulation-clinic practice, not a label rule',
      url: dailyMed('coumadin'),
    },
  },
  {
    id: 'rivaroxaban-with-food',
    drugs: ['rivaroxaban'],
    text: {
      zh: '利伐沙班（拜瑞妥，Xarelto）：15毫克和20毫克片要随餐服用，因为空腹吃吸收不足；用于房颤时随晚餐服用。2.5毫克和10毫克片空腹或随餐均可。',
      en: 'Rivaroxaban (Xarelto): take the 15 mg and 20 mg tablets with food, because on an empty stomach too little is absorbed; for atrial fibrillation, with the evening meal. The 2.5 mg and 10 mg tablets can be taken with or without food.',
    },
    source: {
      ref: 'Xarelto (rivaroxaban) US prescribing information §2.1 (15 mg and 20 mg with food; atrial fibrillation once daily with the evening meal; 2.5 mg and 10 mg with or without food) and §12.3 (food raises the absorption of the 20 mg tablet) (sections named from memory)',
      url: dailyMed('xarelto'),
    },
  },
  {
    id: 'apixaban-twice-daily',
    drugs: ['apixaban'],
    text: {
      zh: '阿哌沙班（艾乐妥，Eliquis）：每天两次，间隔约12小时（例如早上和晚上各一次），空腹或随餐均可。',
      en: 'Apixaban (Eliquis): twice a day, about 12 hours apart (for example morning and evening), with or without food.',
    },
    source: {
      ref: 'Eliquis (apixaban) US prescribing information §2 (twice daily) and patient information (with or without food) (sections named from memory)',
      url: dailyMed('eliquis'),
    },
  },
  // Other
  {
    id: 'allopurinol-after-food',
    drugs: ['allopurinol'],
    text: {
      zh: '别嘌醇：饭后服用，这样对胃的刺激较小；白天多喝水。',
      en: 'Allopurinol (Zyloprim): take it after a meal, which is easier on the stomach, and drink plenty of fluid through the day.',
    },
    source: {
      ref: 'Zyloric (allopurinol) UK SmPC §4.2 (once daily after food); Zyloprim (allopurinol) US prescribing information, Dosage and Administration (fluid intake enough for at least 2 litres of urine a day) (sections named from memory)',
      url: emc('zyloric'),
    },
  },
  {
    id: 'tamsulosin-after-meal',
    drugs: ['tamsulosin'],
    text: {
      zh: '坦索罗辛（哈乐，Flomax）：每天一次，在每天同一餐后约半小时服用；空腹吃一下子吸收太多，站起来时更容易头晕或晕倒。',
      en: 'Tamsulosin (Flomax, Harnal): once a day, about half an hour after the same meal each day; on an empty stomach more is absorbed at once, and dizziness or fainting on standing up is more likely.',
    },
    source: {
      ref: 'Flomax (tamsulosin) US prescribing information §2.1 (approximately one-half hour following the same meal each day) and §12.3 (fasting raises absorption) (sections named from memory)',
      url: dailyMed('flomax'),
    },
  },
  {
    id: 'donepezil-bedtime',
    drugs: ['donepezil'],
    text: {
      zh: '多奈哌齐（安理申，Aricept）：每天一次，晚上临睡前服用，空腹或随餐均可。',
      en: 'Donepezil (Aricept): once a day in the evening, just before going to bed, with or without food.',
    },
    source: {
      ref: 'Aricept (donepezil) US prescribing information §2 (once daily in the evening, just prior to retiring, with or without food) (section named from memory)',
      url: dailyMed('aricept'),
    },
  },
  {
    id: 'z-drug-right-before-bed',
    drugs: ['zolpidem', 'eszopiclone'],
    text: {
      zh: '唑吡坦（思诺思，Stilnox）和右佐匹克隆（Lunesta）：上床前立即服用，并且只在能睡满一整夜（7至8小时）时吃；不要随餐或饱餐后马上吃，因为食物会让药起效变慢、入睡更晚。',
      en: 'Zolpidem (Ambien, Stilnox) and eszopiclone (Lunesta): take it right before going to bed, and only when you can stay in bed for a full night (7–8 hours); not with or straight after a heavy meal, because food slows it and sleep comes later.',
    },
    source: {
      ref: 'Ambien (zolpidem) US prescribing information §2 (immediately before bedtime with at least 7–8 hours before the planned time of awakening; not with or immediately after a meal); Lunesta (eszopiclone) US prescribing information §2 (immediately before bedtime, at least 7–8 hours remaining; not with or immediately after a heavy, high-fat meal) (sections named from memory)',
      url: dailyMed('ambien'),
    },
  },
  {
    id: 'levodopa-protein',
    classes: ['levodopa'],
    text: {
      zh: '左旋多巴（息宁、美多芭）：按神经科医生定的时间服用。餐中的蛋白质会与左旋多巴竞争吸收，所以饭前约30分钟（或饭后1小时）吃往往效果更好；这样调整前先和医生商量。',
      en: 'Levodopa (Sinemet, Madopar): take it at the times your neurologist set. Protein in a meal competes with levodopa for absorption, so a dose about 30 minutes before a meal (or an hour after) often works better; agree this change with your prescriber first.',
    },
    source: {
      ref: 'Madopar (levodopa/benserazide) UK SmPC §4.2 (if possible at least 30 minutes before or 1 hour after meals) and §4.5 (a protein-rich diet can reduce the effect); Sinemet (carbidopa/levodopa) US prescribing information, Precautions (a high-protein diet may delay and reduce absorption) (sections named from memory)',
      url: emc('madopar'),
    },
  },
  {
    id: 'lithium-same-times',
    drugs: ['lithium'],
    text: {
      zh: '碳酸锂：按医嘱每天在固定的时间服用。查血药浓度时，抽血时间是在上一次服药后约12小时，所以检查前一天那次药要按平时的时间吃，并记下服药时间。',
      en: 'Lithium: take it at the same times every day, as prescribed. A lithium blood level is drawn about 12 hours after the last dose, so take the dose before the test at your usual time and note when you took it.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §2 (serum levels drawn just before the next dose, 8–12 hours after the previous dose); Priadel (lithium carbonate) UK SmPC §4.2 (levels 12 hours after the last dose) (sections named from memory)',
      url: dailyMed('lithium+carbonate'),
    },
  },
  {
    id: 'valproate-food-whole',
    drugs: ['valproate'],
    text: {
      zh: '丙戊酸钠（德巴金，Depakote）：如果伤胃，可以随餐服用；肠溶片和缓释片要整片吞服，不要嚼碎或压碎。',
      en: 'Valproate (Depakote, Depakine): if it upsets your stomach, take it with food; swallow the delayed-release and extended-release tablets whole, without chewing or crushing them.',
    },
    source: {
      ref: 'Depakote (divalproex sodium) US prescribing information §2 (stomach irritation may be helped by taking it with food; swallow whole, do not crush or chew) (section named from memory)',
      url: dailyMed('depakote'),
    },
  },
  {
    id: 'carbamazepine-with-meals',
    drugs: ['carbamazepine'],
    text: {
      zh: '卡马西平（得理多，Tegretol）：普通片和口服混悬液随餐服用；缓释胶囊（Carbatrol、Equetro）空腹或随餐均可；缓释片（Tegretol XR）要整片吞服，不要嚼碎或压碎。',
      en: 'Carbamazepine (Tegretol): the ordinary tablets and the suspension with meals; the extended-release capsules (Carbatrol, Equetro) with or without food; swallow the extended-release tablets (Tegretol XR) whole, without chewing or crushing them.',
    },
    source: {
      ref: 'Tegretol (carbamazepine) US prescribing information, Dosage and Administration (tablets and suspension with meals; Tegretol-XR swallowed whole, never crushed or chewed); Carbatrol and Equetro US prescribing information §2 (with or without meals) (sections named from memory)',
      url: dailyMed('tegretol'),
    },
  },
  {
    id: 'lamotrigine-any-time',
    drugs: ['lamotrigine'],
    text: {
      zh: '拉莫三嗪（利必通，Lamictal）：空腹或随餐均可，说明书没有规定早晚，每天固定在相同的时间服用；缓释片（Lamictal XR）要整片吞服。',
      en: 'Lamotrigine (Lamictal): with or without food; the label sets no time of day, so take it at the same times each day; swallow the extended-release tablets (Lamictal XR) whole.',
    },
    source: {
      ref: 'Lamictal (lamotrigine) US prescribing information §2 (with or without food); Lamictal XR US prescribing information §2 (swallowed whole, not chewed, crushed or divided) (sections named from memory)',
      url: dailyMed('lamictal'),
    },
  },
  // Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone with meals.
  {
    id: 'dronedarone-with-meals',
    drugs: ['dronedarone'],
    text: {
      zh: '决奈达隆（Multaq）：每天两次，随早餐和晚餐吃；服药期间不要吃西柚或喝西柚汁。',
      en: 'Dronedarone (Multaq): twice a day, with breakfast and with the evening meal; have no grapefruit or grapefruit juice while you take it.',
    },
    source: {
      ref: 'MULTAQ (dronedarone) US prescribing information (Sanofi, 2023) §2 (400 mg twice daily with the morning and evening meals) and §7 (avoid grapefruit juice) (sections named from memory)',
      url: dailyMed('multaq'),
    },
  },
  // Clinician review of the knowledge tables (2026-11-29), item 1: roxadustat and the cation spacing.
  {
    id: 'roxadustat-after-binders',
    drugs: ['roxadustat'],
    text: {
      zh: '罗沙司他（爱瑞卓，Evrenzo）：按医生定的日子吃（通常每周3次），空腹或随餐都可以，整粒吞服。磷结合剂（如司维拉姆、醋酸钙）、钙片、口服铁剂和含镁或铝的胃药要在它之前至少1小时吃，不要同时吃；透析时静脉输的铁不用错开。',
      en: 'Roxadustat (Evrenzo): take it on the days your doctor set (usually three times a week), with or without food, swallowed whole. Take phosphate binders (such as sevelamer or calcium acetate), calcium, iron by mouth and magnesium or aluminium antacids at least 1 hour before it, never at the same time; iron given into a vein at dialysis needs no spacing.',
    },
    source: {
      ref: 'Evrenzo (roxadustat) EU SmPC (EMA, 2021) §4.2 (three times per week, not on consecutive days; with or without food; swallowed whole; at least 1 hour after phosphate binders and other medicines or supplements containing multivalent cations) and §4.5 (sections and wording named from memory); 罗沙司他胶囊（爱瑞卓）说明书【用法用量】（每周3次，章节凭记忆）',
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/evrenzo',
    },
  },
  // Twenty-seventh clinician review (2026-11-29, en S4, zh M7): rilpivirine's meal and efavirenz's empty
  // stomach at bedtime. Cabenuva is an injection given by the clinic and has no row.
  {
    id: 'rilpivirine-with-meal',
    drugs: [
      'rilpivirine',
      'emtricitabine-rilpivirine-tenofovir-alafenamide',
      'emtricitabine-rilpivirine-tenofovir-disoproxil',
      'dolutegravir-rilpivirine',
    ],
    text: {
      zh: '含利匹韦林的药（Odefsey、Complera、Juluca、Edurant）：每天一次，固定时间，和一顿正餐一起吃——空腹吃吸收会少很多；只喝一杯营养饮料不算正餐。不能和质子泵抑制剂（如奥美拉唑）同用；抗酸药（如Tums）要在它之前至少2小时或之后至少4小时吃。',
      en: 'Medicines with rilpivirine (Odefsey, Complera, Juluca, Edurant): once a day at the same time, with a meal — on an empty stomach much less is absorbed, and a protein drink alone is not a meal. Never with a proton pump inhibitor (such as omeprazole); take antacids (such as Tums) at least 2 hours before or at least 4 hours after it.',
    },
    source: {
      ref: 'Odefsey (emtricitabine/rilpivirine/tenofovir alafenamide) US prescribing information (Gilead, 2024) §2 (once daily with a meal), §4 (proton pump inhibitors contraindicated) and §7 (antacids at least 2 hours before or at least 4 hours after); Edurant (rilpivirine) US prescribing information §2 and §12.3 (with a meal; fasting lowers exposure by about 40 %; a protein-rich nutritional drink alone lowers it by about 50 %) and Complera and Juluca US prescribing information §2 (with a meal) — figures and sections cited from memory',
      url: dailyMed('odefsey'),
    },
  },
  {
    id: 'lamivudine-any-time',
    drugs: ['lamivudine'],
    text: {
      zh: '拉米夫定（3TC，贺普丁）：随餐或空腹都可以，每天固定时间吃；和同一方案里的其他抗病毒药一起吃就行。',
      en: 'Lamivudine (3TC, Epivir): with or without food, at the same time every day; it can go together with the other medicines of the same regimen.',
    },
    source: {
      ref: 'Epivir (lamivudine) US prescribing information §2 (may be taken with or without food) — section cited from memory; 拉米夫定片说明书【用法用量】（章节凭记忆）',
      url: dailyMed('epivir'),
    },
  },
  {
    id: 'efavirenz-empty-stomach-bedtime',
    drugs: ['efavirenz'],
    text: {
      zh: '依非韦伦（施多宁，Sustiva）：空腹吃，最好在睡前吃。和饭（特别是油腻的饭）一起吃会让血药浓度升高，头晕、做怪梦、睡不好、注意力差等副作用会更重；睡前吃可以让这些反应大多发生在睡着时。',
      en: 'Efavirenz (Sustiva, Stocrin): take it on an empty stomach, preferably at bedtime. With food — a fatty meal above all — its level rises and the side effects (dizziness, vivid dreams, poor sleep, poor concentration) are stronger; at bedtime most of them pass while you sleep.',
    },
    source: {
      ref: 'Sustiva (efavirenz) US prescribing information §2 (on an empty stomach, preferably at bedtime; taking with food increases efavirenz concentrations and may increase adverse reactions) and §5 (psychiatric and nervous system symptoms: dizziness, abnormal dreams, insomnia, impaired concentration; dosing at bedtime improves their tolerability) — sections named from memory; 依非韦伦片说明书【用法用量】（空腹、睡前服用，章节凭记忆）',
      url: dailyMed('sustiva'),
    },
  },
];

let byDrug: Map<string, MedicineLabelTime> | undefined;
let byClass: Map<string, MedicineLabelTime> | undefined;

function indexes(): { drugs: Map<string, MedicineLabelTime>; classes: Map<string, MedicineLabelTime> } {
  if (!byDrug || !byClass) {
    byDrug = new Map();
    byClass = new Map();
    for (const row of MEDICINE_LABEL_TIMES) {
      for (const id of row.drugs ?? []) if (!byDrug.has(id)) byDrug.set(id, row);
      for (const c of row.classes ?? []) if (!byClass.has(c)) byClass.set(c, row);
    }
  }
  return { drugs: byDrug, classes: byClass };
}

/** The label's time-of-day and food rule for a drug id of `./drugs`: its own row first, then its class's. */
export function labelTimeOf(drugId: string): MedicineLabelTime | undefined {
  const { drugs, classes } = indexes();
  const own = drugs.get(drugId);
  if (own) return own;
  const drug = DRUGS.find((d) => d.id === drugId);
  for (const c of drug?.classes ?? []) {
    const row = classes.get(c);
    if (row) return row;
  }
  return undefined;
}
