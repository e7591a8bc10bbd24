/**
 * Chat answers about living with one medicine, written from the fortieth and forty-first clinician reviews: the
 * words and sources as data (issue 32's form); the rows that select them are assistant/faq/rows-medicines.ts.
 */
import type { Bilingual, Source } from '../contracts/common';

/** The answer of the chat row `valproate-alcohol-raised-liver-tests`. */
export const VALPROATE_ALCOHOL_RAISED_LIVER_TESTS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**你的转氨酶已经偏高，吃丙戊酸钠（德巴金）期间请不要喝酒，一杯也不要。** 丙戊酸钠经肝脏代谢，说明书有肝损伤的黑框警告，酒精会再加重肝的负担。和喹硫平（思瑞康）、奥氮平或安眠药这类镇静药一起时，喝酒还会让人更困、反应更慢，一晚喝很多尤其危险。把转氨酶结果和喝酒的情况告诉开药的医生，由医生决定复查和用药；喝了酒也照常按时吃药。每天都喝很多的人，不要自己一下子全停，请医生帮你减。皮肤或眼睛发黄、尿色像浓茶、右上腹痛、呕吐不止、特别困或意识不清，当天就医。',
    en: '**Your liver tests are already raised, so while you take valproate (Depakote) do not drink alcohol at all.** Valproate is cleared by the liver and its label carries a boxed warning for liver injury; alcohol adds to the load. Beside a sedating medicine such as quetiapine (Seroquel), olanzapine or a sleeping pill, alcohol also deepens drowsiness and slows reactions — a heavy night most of all. Tell the doctor who prescribes it about the result and your drinking; they decide on re-testing and the medicine. Keep taking it at the usual times, even after a drink. If you drink heavily every day, do not stop all at once on your own — the doctor can help you cut down. Yellow skin or eyes, tea-coloured urine, pain under the right ribs, vomiting that will not stop, unusual sleepiness or confusion need care the same day.',
  },
  source: {
    ref: 'Depakote (divalproex) US prescribing information, Boxed Warning (hepatotoxicity) and §7 (CNS depressants, alcohol); Seroquel (quetiapine) US prescribing information §7 (alcohol) — sections cited from memory; NICE CG100 Alcohol-use disorders (2010, updated 2017), §1.1',
  },
};

/** The answer of the chat row `valproate-keto`. */
export const VALPROATE_KETO: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃丙戊酸钠（德巴金）时不要自己开始生酮饮食，先问开药的医生。** 生酮饮食会消耗肉碱，丙戊酸钠本身也会让肉碱减少、血氨升高，两者叠加可能让血氨更高；丙戊酸钠说明书还有肝损伤和胰腺炎的警告，医生通常要先看肝功能、血氨，必要时查丙戊酸浓度。治疗癫痫用的生酮饮食是在专科医生和营养师监督下做的，不是自己在家减肥用的。想减重，更稳妥的是三餐定时、每天少吃一点（约500千卡以内）、主食一半换成杂粮、多蔬菜和优质蛋白、多活动；如果还吃喹硫平、奥氮平这类会长胖的药，把体重和血糖、血脂的变化告诉医生。',
    en: '**On valproate (Depakote), do not start keto on your own — ask the prescriber first.** A ketogenic diet uses up carnitine, and valproate itself lowers carnitine and can raise ammonia, so the two together can push ammonia higher; valproate’s label also warns of liver injury and pancreatitis, so the doctor usually looks at your liver tests and ammonia (and the valproate level) first. Keto for epilepsy is run by a specialist team with a dietitian, not a home weight-loss diet. To lose weight, safer steps are regular meals, eating a little less each day (a deficit of up to about 500 kcal), half the starchy food as whole grains, plenty of vegetables and lean protein, and more activity; on quetiapine or olanzapine too, tell the doctor about changes in weight, glucose and cholesterol.',
  },
  source: {
    ref: 'Depakote (divalproex) US prescribing information, Boxed Warning (hepatotoxicity, pancreatitis) and §5 (hyperammonemia) — sections cited from memory; Kossoff EH et al. Optimal clinical management of children receiving dietary therapies for epilepsy: updated recommendations of the International Ketogenic Diet Study Group. Epilepsia Open 2018;3:175–192 (carnitine; valproate not a contraindication but monitored)',
  },
};

/** The answer of the chat row `valproate-carnitine-high-ammonia`. */
export const VALPROATE_CARNITINE_HIGH_AMMONIA: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃丙戊酸钠时血氨偏高，医生有时会用左卡尼汀（左旋肉碱），但要由开药的医生决定并开处方——不要自己买来吃、自己定剂量。** 血氨升高是丙戊酸钠说明书写明的副作用，可能和它引起的肉碱缺乏有关；医生会结合丙戊酸浓度、肝功能和你的症状，决定要不要调药、复查什么、要不要补左卡尼汀以及补多少。网上卖的“左旋肉碱”多是减肥产品，剂量和纯度都不可靠。这周就把血氨（和丙戊酸浓度、肝功能）的结果给开药的医生看；如果出现意识模糊、特别困、反复呕吐、走路不稳或言行异常，当天就医。',
    en: '**A raised ammonia on valproate is sometimes treated with levocarnitine (L-carnitine), but the prescriber decides and prescribes it — do not buy it and set your own dose.** A high ammonia is a labelled effect of valproate, sometimes linked to the carnitine loss it causes; the doctor weighs your valproate level, liver tests and symptoms to decide whether to change the medicine, what to re-test and whether you need levocarnitine and how much. Shop “L-carnitine” is mostly sold for weight loss, with unreliable doses and purity. Show the ammonia result (with your valproate level and liver tests) to the prescriber this week; confusion, unusual sleepiness, repeated vomiting, unsteadiness or odd behaviour need care the same day.',
  },
  source: {
    ref: 'Depakote (divalproex) US prescribing information §5 (hyperammonemia; hyperammonemic encephalopathy) — section cited from memory; Lheureux PER, Hantson P. Carnitine in the treatment of valproic acid-induced toxicity. Clin Toxicol 2009;47:101–111',
  },
};

/** The answer of the chat row `thalidomide-neuropathy`. */
export const THALIDOMIDE_NEUROPATHY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃沙利度胺（反应停）时手脚发麻、刺痛，可能是它引起的周围神经损伤，有时停药后也不能完全恢复：请这几天内就告诉开药的医生，由医生决定要不要减量或暂停；不要自己改剂量。** 补维生素B12不能预防或治好这种神经损伤；只有医生怀疑你缺B12时才需要查和补。手脚无力、走路不稳容易摔、麻木很快往上蔓延，请当天就医。',
    en: '**Numbness or tingling in the hands and feet on thalidomide can be the nerve damage it causes (peripheral neuropathy), which does not always recover after stopping: tell your prescriber within the next few days — they decide whether to lower or pause it; do not change it yourself.** B12 tablets do not prevent or treat this nerve damage; B12 is checked and given only if the doctor thinks you may be low. Weakness, unsteadiness with falls, or numbness spreading quickly need a doctor the same day.',
  },
  source: {
    ref: 'Thalomid (thalidomide) US prescribing information §5 (peripheral neuropathy: may be irreversible; examine and consider stopping if it develops) — section cited from memory; 沙利度胺片说明书【注意事项】',
  },
};

/** The answer of the chat row `colchicine-diarrhoea`. */
export const COLCHICINE_DIARRHOEA: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃秋水仙碱后一天拉好几次肚子，可能是秋水仙碱过量的第一个信号：请今天就联系开药的医生：说明书写明出现腹泻时要调整剂量，由医生决定怎么调。** 在这之前不要喝西柚汁、不吃柚子（它们会让秋水仙碱浓度升高），也不要自己再加吃。多喝水或口服补液盐补充丢失的水分。如果同时有呕吐、肌肉疼痛或无力、发热、尿很少，或者最近查过白细胞偏低，请当天就医。',
    en: '**Diarrhoea several times a day on colchicine can be the first sign of too much colchicine: contact your prescriber today — its label adjusts the dose when diarrhoea appears, and they decide how.** Until then no grapefruit juice or pomelo (they raise the colchicine level), and take no extra doses. Replace the lost fluid with water or oral rehydration solution. Vomiting, muscle pain or weakness, a fever, passing very little urine, or a recent low white-cell count alongside need a doctor the same day.',
  },
  source: {
    ref: 'Colcrys (colchicine) US prescribing information §5 (gastrointestinal symptoms as the first sign of toxicity; blood dyscrasias, neuromuscular toxicity) and §7 (CYP3A4/P-gp inhibitors, grapefruit juice) — sections cited from memory; 秋水仙碱片说明书【注意事项】（出现腹泻等胃肠道反应时减量或停药）',
  },
};

/**
 * The answer of the chat row `ondansetron-in-pregnancy` (forty-fourth clinician review, en M8, and the forty-fifth:
 * "is Zofran safe for the baby?" got the QT text, nothing on the baby).
 */
export const ONDANSETRON_IN_PREGNANCY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孕期用昂丹司琼（枢复宁），大型研究总体是让人放心的：没有看到出生缺陷明显增多；少数研究发现孕早期使用时唇腭裂可能略有增加（大约每1万个出生多3例），所以孕10周前产科医生会先考虑其他办法（如维生素B6加多西拉敏），不够时再权衡用它。** 已经在用的，不要自己停用或改量：吐得喝不进水本身对你和宝宝都有风险；请告诉产科医生你多久需要吃一次。吐得多会让血钾、血镁降低，而它会延长QT间期，所以医生可能会查一下电解质。一天以上什么都喝不进去、尿很少很黄、站起来头晕，请当天去医院产科。',
    en: '**Ondansetron (Zofran) in pregnancy: the large studies are reassuring overall — no clear rise in birth defects; a few found a small possible increase in cleft lip or palate with use in the first trimester (about 3 more per 10,000 births), so before about 10 weeks the obstetrician tries other options first (vitamin B6 with doxylamine) and weighs it when those are not enough.** If you are already on it, do not stop or change it on your own: vomiting that keeps you from holding fluids down is itself a risk to you and the baby — tell your obstetrician how often you need it. Vomiting lowers potassium and magnesium, and ondansetron prolongs the QT interval, so a blood check is reasonable. Unable to keep fluids down for a day, very little dark urine, or dizziness on standing: the maternity unit today.',
  },
  source: {
    ref: 'ACOG Practice Bulletin No. 189, Nausea and vomiting of pregnancy (2018); Huybrechts KF et al. Association of maternal first-trimester ondansetron use with cardiac malformations and oral clefts in offspring. JAMA 2018;320:2429–2437 (oral clefts: 3 more per 10,000); Zofran (ondansetron) US prescribing information §5.3 and §8.1 — sections cited from memory',
  },
};

/** The answer of the chat row `ondansetron-with-medicines`. */
export const ONDANSETRON_WITH_MEDICINES: { text: Bilingual; source: Source } = {
  text: {
    zh: '**昂丹司琼（枢复宁）止吐很常用，但它会延长心电图上的QT间期：如果你血镁或血钾偏低，或者同时在吃其他会延长QT的药（如他克莫司、某些抗抑郁药、抗精神病药、某些抗生素），先问开药医生或药师再吃，医生可能会先查心电图、把镁和钾补上来。** 不要自己加量。怀孕期间的孕吐，一般先试少食多餐、姜和维生素B6（或B6加多西拉敏），不够时再由产科医生决定用不用昂丹司琼。吃了以后心慌、心跳乱、头晕要晕倒，请立即就医。',
    en: '**Ondansetron (Zofran) is a common anti-sickness medicine, but it prolongs the QT interval on the ECG: with a low magnesium or potassium, or beside other QT-prolonging medicines (tacrolimus, some antidepressants, antipsychotics and antibiotics among them), ask your prescriber or pharmacist before taking it — they may check an ECG and correct the magnesium and potassium first.** Do not take more than prescribed. For sickness in pregnancy the first steps are small frequent meals, ginger and vitamin B6 (or B6 with doxylamine); the obstetrician decides on ondansetron when those are not enough. Palpitations, a racing or irregular heartbeat, or feeling faint after a dose need a doctor at once.',
  },
  source: {
    ref: 'Zofran (ondansetron) US prescribing information §5.3 (QT prolongation: avoid in congenital long QT; correct hypokalaemia and hypomagnesaemia; ECG with other QT-prolonging drugs) — section cited from memory; Prograf (tacrolimus) US prescribing information §5 (QT prolongation); ACOG Practice Bulletin No. 189, Nausea and vomiting of pregnancy (2018)',
  },
};

/**
 * Low mood said on metoclopramide (forty-second clinician review, en S2: "my ob put me on reglan … for supply and im
 * also on zoloft 100 … ive been kinda more down lately" got "no reliable rule").
 */
export const METOCLOPRAMIDE_LOW_MOOD: { text: Bilingual; source: Source } = {
  text: {
    zh: '**甲氧氯普胺（胃复安、Reglan）可能引起或加重抑郁——说明书警示它可致抑郁，少数人会出现轻生的念头；母乳喂养指南也不建议有抑郁史的妈妈用它来追奶。请在这一两天内告诉开药的医生（如产科医生）你的情绪变差了，问清楚是否要停用它；正在吃的抗抑郁药（如舍曲林）不要自己停。** 它只适合短期用（不超过12周），因为可能引起不自主运动。追奶先靠多喂、多吸，找哺乳顾问帮忙。如果有伤害自己或宝宝的念头，或者觉得绝望，现在就拨打心理援助热线12356，或去急诊。',
    en: '**Metoclopramide (Reglan) can cause or worsen depression — its label warns of depression and, rarely, suicidal thoughts, and breastfeeding guidance advises against it for milk supply after depression. Tell the doctor who prescribed it (your OB) within the next day or two that your mood is lower, and ask whether to stop it; do not stop your antidepressant (such as sertraline) on your own.** It is only for a short course (no more than 12 weeks) because of movement side effects. For milk supply, frequent feeding or pumping and a lactation consultant come first. If you have thoughts of harming yourself or your baby, or feel hopeless, call or text 988 now (in the US) or go to the emergency department.',
  },
  source: {
    ref: 'Reglan (metoclopramide) tablets US prescribing information, Boxed Warning (tardive dyskinesia; avoid treatment longer than 12 weeks) and §5 (depression and suicidal ideation) — sections cited from memory; Academy of Breastfeeding Medicine Clinical Protocol #9: Use of galactogogues in initiating or augmenting maternal milk production, second revision 2018 (metoclopramide: depression; avoid with a history of depression) — cited from memory',
  },
};

/** Turmeric or curcumin supplements for a calcium-oxalate stone former (forty-third clinician review, en M). */
export const STONES_TURMERIC: { text: Bilingual; source: Source } = {
  text: {
    zh: '**有草酸钙肾结石的人，最好不要吃姜黄（姜黄素）补充剂：姜黄本身草酸含量高，研究中吃姜黄补充剂后尿里的草酸明显增多。** 做菜时放一点姜黄粉没有问题。想用它来止痛或“抗炎”，先问泌尿科医生或药师有没有更合适的办法。',
    en: '**With calcium-oxalate kidney stones, turmeric or curcumin supplements are best left out: turmeric is high in oxalate, and in a study turmeric supplements raised the oxalate in the urine.** Turmeric as a spice in cooking is fine. If you take it for pain or inflammation, ask your urologist or pharmacist about a better option.',
  },
  source: {
    ref: 'Tang M, Larson-Meyer DE, Liebman M. Effect of cinnamon and turmeric on urinary oxalate excretion, plasma lipids, and plasma glucose in healthy subjects. Am J Clin Nutr 2008;87:1262–1267',
  },
};

/**
 * "Should I just stop it? Do I need to taper it?" after a supplement asked about with a medicine it must not be taken
 * with: "it" is the supplement (blind answer round 42, en-070, unsafe, development data: St John's wort with sertraline
 * answered "do not stop your letrozole or antidepressant on your own"). `{supplement}` and `{medicines}` are filled in.
 */
export const STOP_THE_SUPPLEMENT_LEAD: { text: Bilingual; source: Source } = {
  text: {
    zh: '**要停的是{supplement}——你自己加的补充剂，不是医生开的药：可以从现在起不再吃它；{medicines}照医生开的继续吃。** 把吃过{supplement}、现在停了的事告诉开药的医生或药师。',
    en: '**What the interaction rule says to leave out is the {supplement} — a supplement you added, not a prescribed medicine: you can stop taking it from now; keep taking {medicines} as prescribed.** Tell the doctor or pharmacist who prescribes them that you took the {supplement} and have stopped it.',
  },
  source: {
    ref: 'NHS, "Stopping medicines" advice (prescribed medicines are changed with the prescriber); the interaction rules of this answer, with their labels',
  },
};

/**
 * "Is there a ceiling on how much I should drink, or is more always better?" on tolvaptan (blind answer round 56,
 * en-024, unsafe, development data: the kidney-stone row's "2.5–3 litres a day" was pasted beside the label's
 * water-to-thirst rule, for a man passing 4–5 litres a day on the medicine).
 */
export const TOLVAPTAN_FLUID_CEILING: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃托伐普坦时没有固定的“喝水上限”，也不是越多越好：按说明书，渴了就喝，睡前喝一两杯，夜里起来小便后再喝一点——目标是一直不口渴、不脱水。** 托伐普坦让身体排出大量的水，很多人一天要喝4–6升，所以你现在的4–5升是常见的量，不需要为了“护肾”再额外硬灌、超过口渴的需要。要注意的是另一头：哪天喝不进去（呕吐、腹泻、发烧、天热大汗、要禁食做检查），当天就联系医生，问这几天托伐普坦怎么吃；医生让你暂时不吃或漏服的那几天，尿量会回到平常，这时也回到按口渴喝，不要照吃药时的量硬喝，否则可能把血钠稀释得过低。口渴喝水也解不了、头晕、尿色很深、体重短时间掉得快，是喝得不够，要联系医生。有肾结石的人，吃托伐普坦时的尿量通常已经超过结石需要的每天2.5升，按托伐普坦的规则喝就行。血钠偏高（接近或超过145 mmol/L）常提示水喝得跟不上，请把结果告诉肾内科医生。',
    en: '**On tolvaptan there is no fixed ceiling, and more is not always better: the label’s rule is to drink whenever you are thirsty, plus a glass or two at bedtime and a drink each time you get up at night to pass urine — the aim is never to be thirsty or dry.** Tolvaptan makes you pass a lot of water, and many people drink 4–6 litres a day on it, so your 4–5 litres is usual; there is no need to force extra water beyond your thirst to “protect the kidneys”. The risk is at the other end: on a day you cannot drink (vomiting, diarrhoea, fever, heavy sweating in the heat, fasting for a test), call your doctor that day and ask whether to pause the tolvaptan; on days the medicine is paused or missed your urine output drops back, so go back to drinking to thirst rather than forcing the on-tolvaptan volume, which could dilute your blood sodium. Thirst that water does not settle, dizziness, very dark urine or quick weight loss mean you are not keeping up — contact your doctor. With kidney stones, the urine you pass on tolvaptan is usually already above the 2.5 litres a day stones need, so follow the tolvaptan rule. A sodium at the top of the range (around 145 mmol/L or above) often means drinking is not keeping up: show the result to your kidney team.',
  },
  source: {
    ref: 'Jynarque (tolvaptan) US prescribing information (Otsuka, 2020), §2.1 and §17 (drink enough water to prevent thirst or dehydration, 1–2 glasses before bedtime and with each night-time urination; interrupt if unable to drink) and §5 (hypernatraemia, dehydration) — section numbers cited from memory; Torres VE et al. Tolvaptan in patients with autosomal dominant polycystic kidney disease (TEMPO 3:4). N Engl J Med 2012;367:2407 (urine volumes of 4–6 L a day on tolvaptan); Pearle MS et al. AUA Guideline, Medical Management of Kidney Stones (2014, amended 2019): urine volume of at least 2.5 L a day',
  },
};

/**
 * Seville (bitter) orange marmalade on tolvaptan (blind answer round 56, en-034, unsafe, development data: "avoid grapefruit
 * and pomelo" only, so the daily Seville marmalade seemed fine).
 */
export const TOLVAPTAN_SEVILLE_ORANGE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**酸橙（塞维利亚橙，英式橙子果酱多用它做）含有和西柚一样的呋喃香豆素，会抑制肠道里分解托伐普坦的酶（CYP3A4），让托伐普坦的血药浓度升高——按西柚对待，最好换掉。** 托伐普坦说明书点名的是西柚汁，没有专门研究过酸橙果酱；但同样的成分在另一种CYP3A4药物（非洛地平）的研究里，让血药浓度升高的程度和西柚汁差不多。托伐普坦浓度高了，尿更多、更口渴、更容易脱水。所以：早餐换成甜橙做的果酱（配料表写“甜橙”，没有“酸橙”“塞维利亚橙”“苦橙”）或别的果酱；普通甜橙、橙汁、橘子都可以吃。要是很想保留一点酸橙果酱，先问肾内科医生或药师。',
    en: '**Seville (bitter) oranges — what classic English marmalade is made from — carry the same furanocoumarins as grapefruit, which block the gut enzyme (CYP3A4) that breaks tolvaptan down and so raise its level: treat Seville marmalade like grapefruit and swap it.** The tolvaptan label names grapefruit juice, and Seville marmalade has not been studied with tolvaptan itself; but with another CYP3A4 medicine (felodipine) Seville orange juice raised the level about as much as grapefruit juice. More tolvaptan means more urine, more thirst and a higher risk of dehydration. So: switch your toast to a sweet-orange marmalade (check the label for “Seville” or “bitter orange”) or another jam; ordinary sweet oranges, orange juice and mandarins are fine. If you would like to keep a little Seville marmalade, ask your kidney team or pharmacist first.',
  },
  source: {
    ref: 'Jynarque (tolvaptan) US prescribing information (Otsuka, 2020), §7.1 (avoid grapefruit juice; CYP3A inhibitors) — section numbers cited from memory; Malhotra S et al. Seville orange juice–felodipine interaction: comparison with dilute grapefruit juice and involvement of furocoumarins. Clin Pharmacol Ther 2001;69:14–23; Bailey DG et al. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309 (pomelo and Seville orange carry the same furanocoumarins; sweet oranges do not)',
  },
};

/**
 * Appetite lost on an ADHD stimulant (blind answer round 56, en-059, en-060, en-065, development data: a parent's "he eats
 * nothing till dinner on Vyvanse", "would a big breakfast before his tablet help?" and "2 bowls of cereal at 10 pm,
 * ok?" got "which nutrient?" or a supplement-limit text).
 */
export const STIMULANT_APPETITE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃多动症的兴奋剂类药（如赖右苯丙胺 Vyvanse、哌甲酯 专注达/利他林）没胃口是最常见的副作用，通常的办法是让吃饭绕着药的时间来，而不是自己停药。** 早上在吃药前或吃药时吃一顿像样的早饭（药效还没起来，这时最吃得下）：鸡蛋、吐司或包子、一杯全脂奶或奶昔、燕麦或麦片加牛奶。白天药效最强、吃不下整份午饭时，带几样小而“顶饱”的加餐让孩子随时吃几口：奶酪和饼干、坚果酱面包、香蕉、调味奶、切小块的三明治。傍晚药效过去后好好吃一顿晚饭，睡前再加一顿夜宵也可以——晚上再吃一大碗麦片正是在把白天少吃的补回来，选糖少一点的麦片、配全脂奶更好。训练或比赛前一小时左右加一份零食、带够水。请每隔几个月让儿科医生或家庭医生量身高、体重：体重在掉或身高增长落后，医生会调整剂量、服药时间或用药方案——不要自己改剂量。',
    en: '**Losing appetite is the commonest side effect of ADHD stimulants such as Vyvanse (lisdexamfetamine) or methylphenidate (Concerta, Ritalin); the usual answer is to fit eating around the medicine, not to stop it.** Give a proper breakfast before or with the morning dose, while it has not kicked in and appetite is still there: eggs on toast, a milky drink or smoothie, cereal or porridge with full-cream milk. In the middle of the day, when the medicine is strongest and a full lunchbox comes home, pack small energy-dense snacks to graze on: cheese and crackers, a peanut-butter sandwich cut small, a banana, a muesli bar, flavoured milk. When it wears off in the evening, a good dinner, and a supper before bed is fine — a big bowl of cereal late in the evening is catching up on the day, so keep it (a lower-sugar cereal with full-cream milk is better). Before training or a game, a snack an hour or so ahead and enough to drink. Have a child’s or teenager’s height and weight checked every few months by the GP or paediatrician: if they are losing weight or dropping off their growth curve, they may change the dose, the timing or plan a break — do not change the dose yourself.',
  },
  source: {
    ref: 'NICE guideline NG87 Attention deficit hyperactivity disorder: diagnosis and management (2018, updated 2019), §1.8 (weight and height monitoring; for weight loss: medication with or after food, additional meals or snacks early in the morning or late in the evening when stimulant effects have worn off, high-calorie foods of good nutritional value, a planned break or a change of medication) — section numbers cited from memory; Vyvanse (lisdexamfetamine) US prescribing information §5 (long-term suppression of growth: monitor height and weight in children) and §6 (decreased appetite) — cited from memory',
  },
};

/**
 * Muscle lost with the weight on a GLP-1 medicine (blind answer round 56, en-046, development data: "he has lost 13 kg
 * in 8 months on Ozempic, should we worry about muscle?" got the unintended-weight-loss text and a decline).
 */
export const GLP1_KEEP_MUSCLE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**会有一部分：用司美格鲁肽（诺和泰/Ozempic、Wegovy）或替尔泊肽这类药减下来的体重里，有相当一部分是肌肉（研究里约占四分之一到五分之二），吃得越少、蛋白质越少、越不活动，丢的肌肉越多。** 护肌肉靠两件事：一是每顿都有蛋白质，一天加起来按目标体重每公斤约1.0–1.2克（不少专家建议到1.5克），例如鸡蛋、鱼、鸡肉、瘦肉、豆腐、牛奶或无糖酸奶，胃口小时先吃蛋白质那几口；二是每周2–3次力量训练（弹力带、哑铃、深蹲、从椅子上站起来都算），再加上平常走路。药让人吃不下时，分成三四小顿，不要一天只吃一顿。要是一天只能勉强吃一顿、总恶心呕吐、吃的东西明显不够，或者人变得没力气、爬楼梯吃力，告诉开药的医生：可能需要调整剂量，或转介营养师。',
    en: '**Some, yes: part of the weight lost on semaglutide (Ozempic, Wegovy) or tirzepatide is muscle — in the trials roughly a quarter to two fifths of it — and eating very little, too little protein and little activity make that share bigger.** Two things protect muscle: protein at every meal, adding up to about 1.0–1.2 g per kg of a healthy target weight a day (many specialists say up to 1.5 g) — eggs, fish, chicken, lean meat, beans, Greek yoghurt, milk, cottage cheese — eating the protein first when appetite is small; and strength work 2–3 times a week (resistance bands, dumbbells, squats, standing up from a chair), on top of everyday walking. When the medicine takes his appetite, three or four small meals beat one a day. If he can only manage one meal a day, feels sick or vomits often, clearly eats too little, or is getting weaker (stairs harder, struggling to stand up), tell the prescriber: the dose may need adjusting, or a dietitian referral.',
  },
  source: {
    ref: 'Wilding JPH et al. Once-weekly semaglutide in adults with overweight or obesity (STEP 1). N Engl J Med 2021;384:989–1002 (DXA substudy: lean mass about 40 % of the weight lost); Mozaffarian D et al. Nutritional priorities to support GLP-1 therapy for obesity: a joint advisory from the American College of Lifestyle Medicine, the American Society for Nutrition, the Obesity Medicine Association and The Obesity Society. Am J Clin Nutr 2025 (protein 1.0–1.5 g/kg/day, resistance training, small frequent meals) — figures cited from memory',
  },
};

/**
 * Oranges with atorvastatin for a person on a potassium-sparing diuretic or with a raised potassium (blind answer round 57,
 * zh-080, development data: on spironolactone and Entresto with a potassium of 5.4, "那橘子、柚子能吃吗" was told
 * oranges and orange juice go "as usual").
 */
export const STATIN_CITRUS_POTASSIUM_RAISED: { text: Bilingual; source: Source } = {
  text: {
    zh: '**橙子、橘子和阿托伐他汀没有相互作用；但吃着螺内酯这类保钾利尿药（和沙库巴曲缬沙坦、普利类或沙坦类一起吃时更明显），或者血钾已经偏高时，橙子、橘子、柚子和橙汁都是含钾较多的水果，不能敞开吃。** 一个中等大小的橙子含钾约200多毫克，一杯200毫升的橙汁约400毫克，果汁一下子喝进去的钾最多，先不要喝橙汁。水果每天一小份（比如一个小橘子，或两三瓣柚子），也可以换成苹果、梨这类含钾较低的。柚子（沙田柚、蜜柚、红心柚）和西柚还会让阿托伐他汀的血药浓度升高：偶尔几瓣问题不大，不要天天大量吃，也不要喝西柚汁。在用低钠盐（含氯化钾）的，也要先问医生还能不能用。水果能吃多少，按医生复查血钾的结果来定；出现心慌、乏力、手脚发麻，及时就医。',
    en: '**Oranges and mandarins do not interact with atorvastatin; but on a potassium-sparing diuretic such as spironolactone (more so beside sacubitril/valsartan, an ACE inhibitor or an ARB), or with a potassium already running high, oranges, mandarins, pomelo and orange juice are high-potassium fruit — not for eating freely.** A medium orange has a little over 200 mg of potassium and a 200 ml glass of orange juice about 400 mg; juice delivers the most at once, so leave orange juice out for now. Keep fruit to a small portion a day (one small mandarin, or two or three segments of pomelo), or choose lower-potassium fruit such as apples and pears. Pomelo and grapefruit also raise atorvastatin levels: a few segments now and then are fine, not large amounts every day, and no grapefruit juice. If you use a salt substitute (potassium chloride), ask the doctor whether it is still safe. How much fruit is right follows your doctor’s repeat potassium test; palpitations, weakness or tingling hands and feet need care promptly.',
  },
  source: {
    ref: 'Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia and §17 (avoid potassium supplements and foods high in potassium, including salt substitutes) — sections cited from memory; Lipitor (atorvastatin) US prescribing information §7 (grapefruit juice) — cited from memory; USDA FoodData Central (oranges, raw: about 180 mg potassium per 100 g; orange juice: about 200 mg per 100 ml)',
  },
};

/**
 * Levothyroxine beside calcium, iron or coffee in pregnancy (blind answer round 57, en-047, development data: 14 weeks
 * pregnant with a TSH of 4.1, "does the milk or coffee mess with the thyroxine" was told to recheck the TSH after 6–8
 * weeks). In pregnancy the dose usually rises and the TSH is checked about every 4 weeks: no waiting.
 */
export const LEVOTHYROXINE_TOGETHER_PREGNANCY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不行——要分开吃。** 左甲状腺素要单独用白开水空腹吃，吃完30–60分钟后再吃早饭、喝咖啡或牛奶；孕妇复合维生素、钙片和铁剂要和它间隔至少4小时（比如中午或晚上吃），铁剂到那时可以用一小杯橙汁送服帮助吸收，别用牛奶、茶或咖啡。钙、铁、牛奶和咖啡都会让左甲状腺素吸收变少。**怀孕期间不要等：** 孕早中期需要的甲状腺素量往往增加，TSH一般每4周左右查一次，目标比平时低（多数指南：孕早期低于2.5，或按医院的孕期参考范围）；TSH高于目标时，请这几天就告诉产科或内分泌医生调整剂量，不要自己加量或减量。咖啡因孕期每天不超过200毫克（一杯拿铁或馥芮白含一到两份浓缩咖啡，大约60–130毫克）。',
    en: '**No — separate them.** Take levothyroxine alone with water on an empty stomach, 30–60 minutes before breakfast, coffee or milk; keep a prenatal vitamin, calcium and iron at least 4 hours after it (for example at lunch or dinner) — iron can then go with a small glass of orange juice, which helps it absorb, but not with milk, tea or coffee. Calcium, iron, milk and coffee all lower how much levothyroxine you absorb. **In pregnancy, do not wait:** the dose usually needs to go up in the first half of pregnancy, TSH is checked about every 4 weeks, and the target is lower than usual (most guidelines: below 2.5 mIU/L in the first trimester, or the lab’s pregnancy range); if your TSH is above the target, tell your obstetrician or endocrinologist in the next few days so they can adjust the dose — do not change it yourself. Keep caffeine under 200 mg a day in pregnancy (a flat white or latte has one or two espresso shots, roughly 60–130 mg each cup).',
  },
  source: {
    ref: 'Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the Diagnosis and Management of Thyroid Disease During Pregnancy and the Postpartum. Thyroid 2017;27:315–389 (treated hypothyroidism: raise the dose when pregnancy is confirmed, TSH about every 4 weeks until mid-pregnancy, TSH in the lower half of the trimester range or below 2.5 mIU/L) — cited from memory; Synthroid (levothyroxine) US prescribing information §2.1 and §7 (calcium, iron, food and coffee); ACOG Committee Opinion No. 462 (caffeine below 200 mg a day in pregnancy)',
  },
};

/**
 * How much starch a meal for someone thin or gaining on purpose who injects insulin (blind answer round 57, zh-055,
 * development data: a man of 52 with chronic pancreatitis, 56 kg at 172 cm, on glargine and aspart, was told "half to one
 * mantou a meal"). Cutting food adds to the lows and the weight loss; a steady amount and the doctor's dose are the answer.
 */
export const STAPLE_STEADY_ON_INSULIN_UNDERWEIGHT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**偏瘦又打着胰岛素的人，主食不能靠少吃来控血糖——吃少了容易低血糖，体重也会继续往下掉。** 更稳的做法是每顿主食的量固定、按时吃：比如每顿一个中等馒头，或一碗米饭、面条，三顿差不多，不要这顿两个、下顿不吃；粉条、土豆、红薯也算主食，吃了它们，馒头就少半个。两餐之间可以加一次牛奶、无糖酸奶、鸡蛋或一小把坚果来补能量和蛋白质。有慢性胰腺炎吃胰酶（得每斯/Creon）的，胰酶随每顿正餐和加餐一起吃。血糖偏高（糖化血红蛋白、空腹血糖高）是请医生调整胰岛素剂量的信号，不是让他少吃：把一两周的空腹和餐后血糖记下来，带给内分泌医生；不要自己改胰岛素。身上备着糖块，心慌手抖出汗时马上吃。',
    en: '**For someone thin, or gaining weight on purpose, who injects insulin, starch is not cut to control the sugar — eating less brings lows and more weight loss.** Steadier: the same amount of starch at each meal, at regular times — for example one medium steamed bun, or a bowl of rice or noodles, at each of three meals, not two at one meal and none at the next; glass noodles, potatoes and sweet potato count as starch too, so with them, a smaller bun. A snack between meals — milk, plain yoghurt, an egg or a small handful of nuts — adds energy and protein. With chronic pancreatitis on pancreatic enzymes (Creon), take them with every meal and snack. High readings (a raised HbA1c or fasting glucose) are a reason for the doctor to adjust the insulin, not to eat less: write down a week or two of fasting and after-meal readings and take them to the diabetes team; do not change the insulin yourself. Carry glucose sweets and take them at once with shaking, sweating or a pounding heart.',
  },
  source: {
    ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5 (consistent carbohydrate intake on fixed insulin doses) and §6 (hypoglycaemia) — cited from memory; Hart PA et al. Type 3c (pancreatogenic) diabetes mellitus secondary to chronic pancreatitis and pancreatic cancer. Lancet Gastroenterol Hepatol 2016;1:226–237 (malnutrition, hypoglycaemia risk, enzyme replacement with meals)',
  },
};

/**
 * Wilson disease medicines swallowed with a drink (blind answer round 58, en-055, development data: "can I at least take
 * them with boba or my coffee" about penicillamine and zinc got bubble-tea sugar tips).
 */
export const WILSON_MEDICINES_WITH_DRINKS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不要用奶茶、咖啡、牛奶或果汁送药：青霉胺（或曲恩汀）和醋酸锌都只用白开水送服，而且都要空腹吃——饭前1小时或饭后2小时以后。** 奶茶和牛奶里的钙、蛋白质，咖啡和茶，还有饭菜，都会让药吸收变少，排铜或挡铜的效果就差了。奶茶、咖啡可以喝，放在吃药前1小时以上、或吃完药2小时以后；青霉胺和锌片之间也要错开至少1小时（最好2小时），锌和青霉胺一起吃会互相抵消。一天三次实在排不开，把上课的时间表带给开药的医生或药师，请他们帮你排一张固定的时间表，不要自己减次数。',
    en: '**Do not take them with boba, coffee, milk or juice: penicillamine (or trientine) and zinc acetate both go down with plain water only, on an empty stomach — an hour before food or two hours after.** The calcium and protein in milk tea and milk, coffee and tea, and food itself all cut how much is absorbed, so less copper is removed or blocked. Have the boba or coffee more than an hour before a dose or two hours after it, and keep penicillamine and zinc at least an hour apart (two is better) — taken together they cancel each other out. If three doses a day will not fit around classes, take your timetable to the doctor who prescribes them or your pharmacist and ask for a fixed daily schedule; do not drop doses on your own.',
  },
  source: {
    ref: 'Cuprimine (penicillamine) and Syprine (trientine) US prescribing information, Dosage and Administration (empty stomach, at least 1 hour before or 2 hours after meals, at least 1 hour apart from any other drug, food or milk); Galzin (zinc acetate) US prescribing information, Dosage and Administration (empty stomach, at least 1 hour before or 2–3 hours after meals; not taken together with a chelator); Schilsky ML et al. AASLD 2022 Practice Guidance on Wilson disease — wording from memory',
  },
};

/**
 * High-copper foods asked about in Wilson disease (blind answer round 58, zh-057, development data: "蚵仔煎是不是完全不能吃了…
 * 大豆蛋白粉…要不要换乳清" got the liver-disease protein text).
 */
export const WILSON_HIGH_COPPER_FOODS: { text: Bilingual; source: Source } = {
  text: {
    zh: '**牡蛎（蚵仔、生蚝、海蛎）是含铜最多的食物之一：治疗的第一年、或者肝功能和尿铜还没稳定时，蚵仔煎最好不吃；稳定以后偶尔吃几口要先问肝病医生，不要常吃。** 其他含铜高、要少吃的：虾蟹贝类、动物肝脏和内脏、坚果、巧克力和可可、菌菇。大豆和豆制品也含一些铜，不用完全不吃，但不要天天大量吃；练完舞想补蛋白质，乳清蛋白粉（或一杯牛奶、一两个鸡蛋）含铜比大豆蛋白粉少，可以换；其实正常三餐的蛋白质往往已经够，蛋白粉不是必需的。含铜的复合维生素不要吃。药照常按时吃，不要因为饮食控制得好就自己减药。',
    en: '**Oysters are among the highest-copper foods there are: in the first year of treatment, or while liver tests and urine copper are not yet stable, leave the oyster omelette out; once stable, ask your liver doctor before having a little now and then — not often.** Other high-copper foods to keep low: shellfish, liver and other organ meats, nuts, chocolate and cocoa, and mushrooms. Soy and tofu have some copper too — no need to cut them out, but not large amounts every day; for protein after dance practice, whey protein (or a glass of milk or an egg or two) has less copper than soy protein powder, so switching makes sense — and ordinary meals often cover the protein anyway. Skip multivitamins with copper. Keep taking the medicines as prescribed; a careful diet is no reason to cut them.',
  },
  source: {
    ref: 'Schilsky ML et al. 2022 Practice Guidance on Wilson disease from the AASLD. Hepatology 2022 (avoid foods very high in copper — shellfish, organ meats, nuts, chocolate, mushrooms — above all in the first year of treatment) — wording from memory; EASL Clinical Practice Guidelines: Wilson’s disease. J Hepatol 2012;56:671–685 (diet); USDA FoodData Central (oysters: several milligrams of copper per 100 g; whey protein low in copper)',
  },
};

/**
 * Drinking every day on an anticoagulant (blind answer round 58, zh-030, development data: a man of 83 with atrial
 * fibrillation on edoxaban who has a liang of baijiu every lunchtime "for the circulation" got the occasional-glass-of-
 * sherry text in UK units).
 */
export const ANTICOAGULANT_DAILY_DRINKING: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃着抗凝药（艾多沙班/里先安、阿哌沙班、利伐沙班、达比加群、华法林），每天喝酒不建议：天天喝会增加出血（尤其胃出血）和摔倒的风险；有房颤的人，酒本身还会诱发房颤发作、让血压波动。** 一两（50毫升）52度左右的白酒约含20克酒精，已经超过一般成年人一天15克的上限；“喝了血脉通畅”没有根据，防血栓靠的是抗凝药。最好慢慢减下来，能不喝最好；每天喝了很多年的老人不要一下子全停，怎么减请告诉医生。和降压药（如氨氯地平、美托洛尔）一起，酒会让血压降得更多，起身时头晕更容易摔倒：站起来要慢。出现黑便、呕血、尿里有血，或者摔倒撞到头，马上就医。把每天喝酒的情况告诉开抗凝药的医生。',
    en: '**On an anticoagulant (edoxaban/Lixiana, apixaban, rivaroxaban, dabigatran or warfarin), drinking every day is not advised: daily drinking raises the risk of bleeding (stomach bleeding above all) and of falls, and with atrial fibrillation alcohol itself can set off episodes and make blood pressure swing.** A 50 ml measure of strong spirits (about 52 %) holds about 20 g of alcohol, already above the usual 15 g a day for an adult; the idea that it “keeps the blood flowing” has no basis — the anticoagulant is what prevents clots. Best is to cut down, ideally to none; an older person who has drunk every day for years should not stop all at once without telling the doctor. With blood-pressure tablets such as amlodipine or metoprolol, alcohol lowers the pressure further and makes dizziness on standing and falls more likely — get up slowly. Black stools, vomiting blood, blood in the urine, or a fall with a knock to the head need care at once. Tell the doctor who prescribes the anticoagulant about the daily drinking.',
  },
  source: {
    ref: 'Steffel J et al. 2021 European Heart Rhythm Association Practical Guide on the use of NOACs in patients with atrial fibrillation. Europace 2021;23:1612–1676 (alcohol excess raises bleeding risk) — cited from memory; Joglar JA et al. 2023 ACC/AHA/ACCP/HRS Guideline for the Diagnosis and Management of Atrial Fibrillation (reducing or stopping alcohol lowers AF recurrence); Voskoboinik A et al. Alcohol abstinence in drinkers with atrial fibrillation. N Engl J Med 2020;382:20–28; 中国居民膳食指南（2022）准则四（成年人一天饮酒的酒精量不超过15克）',
  },
};

/**
 * Topiramate beside a ketogenic diet prescribed for epilepsy (blind answer round 59, zh-004, en-002, en-005, development
 * data: a boy of 5 on a supervised 4:1 diet for drug-resistant epilepsy — his parents asked about constipation and a few
 * spoons of sugared pear — was told to stop keto and drink 2.5–3 litres a day, the row written for keto to lose weight).
 */
export const TOPIRAMATE_MEDICAL_KETO: { text: Bilingual; source: Source } = {
  text: {
    zh: '**生酮饮食是医生为癫痫开的治疗时，不要因为同时吃托吡酯就自己停掉或改比例——这由生酮团队（医生和营养师）决定。** 托吡酯和生酮饮食一起会增加代谢性酸中毒和肾结石的风险，所以团队会定期查血碳酸氢根（二氧化碳结合力）、尿钙/肌酐比，常常预防性加枸橼酸钾；喝水按团队给的量。平时常遇到的：含糖的东西（几勺冰糖雪梨、含糖的止咳糖浆）都可能让酮体下降、发作控制变差，给之前先问团队，药尽量选无糖剂型；便秘很常见，团队常用的办法是按比例加低碳水蔬菜、MCT油、足够的水，必要时用药——加的蔬菜、油也要称重算进比例里，加多少请营养师重新算。出现呼吸深快、特别没精神、反复呕吐、腰痛或尿里有血，当天就医。',
    en: '**When a ketogenic diet is the treatment a doctor prescribed for epilepsy, do not stop it or change the ratio because of topiramate — that is the keto team’s decision (the doctor and dietitian).** Topiramate and a ketogenic diet together raise the risk of metabolic acidosis and kidney stones, which is why the team checks the blood bicarbonate and the urine calcium/creatinine ratio and often adds potassium citrate to prevent stones; give fluids as the team advises. The everyday questions: anything with sugar (a few spoons of sweet pear syrup, a sugared cough syrup) can lower ketones and loosen seizure control — ask the team first, and ask for sugar-free medicines; constipation is common, and the team’s usual answers are low-carbohydrate vegetables within the ratio, MCT oil, enough fluid and, if needed, a laxative — any vegetables, fibre or oil added are weighed and counted in the ratio, so ask the dietitian to recalculate. Fast deep breathing, unusual drowsiness, repeated vomiting, flank pain or blood in the urine need care the same day.',
  },
  source: {
    ref: 'Kossoff EH et al. Optimal clinical management of children receiving dietary therapies for epilepsy: updated recommendations of the International Ketogenic Diet Study Group. Epilepsia Open 2018;3:175–192 (monitoring bicarbonate and urine calcium/creatinine, potassium citrate, constipation, carbohydrate in medicines) — cited from memory; Topamax (topiramate) US prescribing information §5.4 Metabolic acidosis and §5.7 Kidney stones',
  },
};

/**
 * Mucuna pruriens (velvet bean) powder beside a levodopa medicine (blind answer round 59, zh-073, development data: "店员说是
 * 天然的左旋多巴…跟Sinemet一起吃，是不是等于自己加了药量？" from a woman of 54 on Sinemet and rasagiline, dizzy on standing, got
 * the plan's vitamin list and "no reliable rule").
 */
export const MUCUNA_WITH_LEVODOPA: { text: Bilingual; source: Source } = {
  text: {
    zh: '**是的：刺毛黧豆（mucuna）粉本身就含左旋多巴，和卡比多巴左旋多巴一起吃，等于自己在医生的剂量之外又加了一份——而且每勺含多少不固定、没有卡比多巴保护，剂量没法算。** 多出来的左旋多巴可能带来不自主动作（异动）、站起来头晕甚至晕倒、恶心、幻觉；在吃雷沙吉兰这类药的人更要当心。请先别再加新的一勺，这周内把粉的包装带给神经科医生或药师看，由他们决定怎么处理；处方的帕金森药照常按时吃，不要自己增减或停。站起来头晕时先坐一会儿再起；晕倒、摔倒、意识混乱或看到不存在的东西，当天就医。',
    en: '**Yes: mucuna (velvet bean) powder itself contains levodopa, so taking it with carbidopa/levodopa adds a dose of your own on top of your doctor’s — one whose amount per spoon varies and that comes without carbidopa, so nobody can count it.** Extra levodopa can bring involuntary movements (dyskinesia), dizziness or fainting on standing, nausea and hallucinations; on rasagiline or a similar medicine, all the more care is needed. Hold off adding another spoonful, and this week take the pack to your neurologist or pharmacist and let them decide what to do; keep taking your prescribed Parkinson’s medicines on time, without changing or stopping them yourself. If you feel dizzy on standing, sit first before you get up; fainting, a fall, confusion or seeing things that are not there need care the same day.',
  },
  source: {
    ref: 'Katzenschlager R et al. Mucuna pruriens in Parkinson’s disease: a double blind clinical and pharmacological study. J Neurol Neurosurg Psychiatry 2004;75:1672–1677; Cilia R et al. Mucuna pruriens in Parkinson disease: a double-blind, randomized, controlled, crossover study. Neurology 2017;89:432–438 (levodopa content of the seed powder; dyskinesia and tolerability) — cited from memory; Sinemet (carbidopa-levodopa) US prescribing information (dyskinesia, orthostatic hypotension, hallucinations)',
  },
};

/**
 * Numb feet on bortezomib, with the vitamins people are told of (blind answer round 60, en-080, development data: "Dad's
 * feet are numb from the Velcade. Are there vitamins that help with that, like B6 or alpha lipoic acid? … B12 shots" got the
 * thalidomide text, for a man on bortezomib and lenalidomide).
 */
export const BORTEZOMIB_NEUROPATHY: { text: Bilingual; source: Source } = {
  text: {
    zh: '**打硼替佐米（万珂）后手脚发麻、刺痛，是它最常见的副作用之一——周围神经损伤：请在下次用药前、最好这几天就告诉血液科医生，由医生评估分级，决定要不要减量、改成每周一次或皮下注射、或者暂停；不要自己改。** 目前没有哪种维生素被证明能预防或治好这种神经损伤：美国临床肿瘤学会的指南不推荐为此吃B族维生素、α-硫辛酸等；大剂量维生素B6吃久了本身就会引起手脚麻木；B12只有查出偏低时才需要补，由医生决定打针还是口服。另外，硼替佐米期间不要吃大剂量维生素C和绿茶提取物（它们会和药结合、让药效变差）。平时每天看看脚有没有破口，穿合脚的鞋，洗澡先用手肘试水温。手脚无力、走路不稳容易摔、麻木很快往上蔓延，或者疼得厉害，请当天联系医生。',
    en: '**Numbness and tingling in the hands and feet are among the commonest side effects of bortezomib (Velcade) — peripheral neuropathy: tell the haematology team before the next dose, ideally in the next few days; they grade it and decide whether to lower the dose, give it weekly or under the skin, or pause it — do not change anything yourselves.** No vitamin has been shown to prevent or treat this nerve damage: the American Society of Clinical Oncology guideline does not recommend B vitamins or alpha-lipoic acid for it, and high-dose vitamin B6 taken for long itself causes numb hands and feet; B12 is given only if a test shows it is low, by injection or tablets as the doctor decides. On bortezomib, also leave out high-dose vitamin C and green tea extract (they bind the medicine and can weaken it). Check the feet every day for cuts, wear well-fitting shoes, and test bath water with an elbow. Weakness, unsteadiness or falls, numbness spreading quickly, or severe pain need the team the same day.',
  },
  source: {
    ref: 'Velcade (bortezomib) US prescribing information §5.1 Peripheral neuropathy (dose modification; subcutaneous route lowers the incidence) — cited from memory; Loprinzi CL et al. Prevention and management of chemotherapy-induced peripheral neuropathy in survivors of adult cancers: ASCO guideline update. J Clin Oncol 2020;38:3325–3348 (no agents recommended for prevention; alpha-lipoic acid and vitamins not recommended); NIH ODS Vitamin B6 fact sheet (sensory neuropathy at high doses); Golden EB et al. Green tea polyphenols block the anticancer effects of bortezomib. Blood 2009;113:5927–5937',
  },
};

/**
 * A child's weight gain on an antipsychotic, with the child eating only a few foods (blind answer round 60, en-034,
 * development data: "my son is 8 with autism and only eats white things … since starting risperidone he put on 6kg …
 * How do I help his weight when he refuses anything new?" got the text for a teenage girl who diets).
 */
export const CHILD_ANTIPSYCHOTIC_WEIGHT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孩子吃利培酮这类抗精神病药后体重长得快很常见，这不是要孩子节食：请把体重变化告诉开药的医生，由医生定期量身高体重、腰围，查血糖和血脂，并决定要不要调整治疗——药不要自己减或停。** 家里能做的，主要是换掉喝的甜东西，而不是少给饭：含糖的乳酸菌饮料、罐装奶饮料、果汁先一点点换成白开水和普通牛奶（可以先兑水，再慢慢减甜），薯片这类零食少放在家里；他愿意吃的米饭、面条、馒头照常给，不用硬逼、也不要因为体重减他的饭量。只吃几种“白色”食物、拒绝新食物，在自闭症孩子里很常见：请儿科医生转介儿童营养师或喂养治疗师，用很小的步子（和他喜欢的食物放在一起、只要求碰一碰、闻一闻）慢慢加新食物，也看看铁、钙、维生素D和纤维够不够。每天带他动一动（散步、跳蹦床、游泳），比少吃更适合孩子。',
    en: '**Fast weight gain on risperidone or a similar antipsychotic is common in children, and it is not a reason to put the child on a diet: tell the prescriber about the gain — they measure height, weight and waist regularly, check blood sugar and cholesterol, and decide whether to adjust the treatment; do not cut or stop the medicine yourselves.** At home, the drinks are the place to start, not smaller meals: move sweet yoghurt drinks, canned milk drinks and juice step by step towards water and plain milk (dilute them first, then lower the sweetness), and keep crisps out of the house more often; keep giving the rice, noodles and buns he accepts, without forcing and without cutting his portions for his weight. Eating only a few “white” foods and refusing new ones is common in autistic children: ask the paediatrician for a paediatric dietitian or feeding therapist, who add new foods in very small steps (next to a food he likes, only touching or smelling it at first) and check his iron, calcium, vitamin D and fibre. Moving every day (walks, a trampoline, swimming) suits a child better than eating less.',
  },
  source: {
    ref: 'Pringsheim T et al. Canadian Alliance for Monitoring Effectiveness and Safety of Antipsychotics in Children (CAMESA) guideline: monitoring of weight, waist, glucose and lipids. Paediatr Child Health 2011;16:581–589 — cited from memory; Risperdal (risperidone) US prescribing information §5 Metabolic changes (weight gain in paediatric patients); Sharp WG et al. Feeding problems and nutrient intake in children with autism spectrum disorders: a meta-analysis. J Autism Dev Disord 2013;43:2159–2173',
  },
};

/**
 * Green tea extract (and green tea, and vitamin C) beside bortezomib, asked outright (blind answer round 60, en-075,
 * zh-075, zh-076, development data: "I read green tea can stop Velcade from working. Is that true??" got green tea
 * extract's weight-loss and liver text first, "do not stop bortezomib" read from "stop Velcade from working", and an
 * empty second part).
 */
export const BORTEZOMIB_GREEN_TEA: { text: Bilingual; source: Source } = {
  text: {
    zh: '**是真的：绿茶提取物里的儿茶素（EGCG）会和硼替佐米（万珂）的硼酸基团结合，在骨髓瘤细胞和动物实验里抵消了它的抗肿瘤作用。用硼替佐米期间不要吃绿茶提取物；已经在吃的，先停下来，并告诉血液科医生或药师。** 大剂量维生素C（比如每天1000毫克的片剂）也会和硼替佐米结合，同样先停，等血液科医生同意再说；普通饭菜里的蔬菜水果没有问题。平常泡的绿茶含的儿茶素比提取物少得多，但很多肿瘤中心仍建议硼替佐米治疗期间少喝或不喝绿茶——喝不喝、打针那几天要不要避开，请问血液科团队。硼替佐米本身照医生的方案打，不要自己停或改。',
    en: '**Yes, it is true: the catechins (EGCG) in green tea extract bind the boronic acid of bortezomib (Velcade) and, in myeloma cells and in mice, cancelled its anticancer effect. Do not take green tea extract while on bortezomib; if he already takes it, stop it and tell the haematology team or pharmacist.** High-dose vitamin C (a 1,000 mg tablet a day, say) binds bortezomib too: leave it out as well until the haematology team agrees; fruit and vegetables in ordinary meals are fine. Brewed green tea carries far less catechin than an extract, but many cancer centres still advise keeping green tea to little or none during bortezomib treatment — whether to drink it, and whether to avoid it on treatment days, is for the haematology team. Keep to the bortezomib plan itself; do not stop or change it yourselves.',
  },
  source: {
    ref: 'Golden EB et al. Green tea polyphenols block the anticancer effects of bortezomib and other boronic acid-based proteasome inhibitors. Blood 2009;113:5927–5937; Perrone G et al. Ascorbic acid inhibits antitumor activity of bortezomib in vivo. Leukemia 2009;23:1679–1686; Memorial Sloan Kettering Cancer Center, About Herbs: Green tea (avoid with bortezomib)',
  },
};

/**
 * A low 25-OH vitamin D on calcitriol or alfacalcidol: "isn't calcitriol vitamin D already?" (blind answer round 60,
 * en-019, zh-022, development data: a woman of 86 after a hip fracture, on Caltrate D and calcitriol from the hospital,
 * was given the total of a D3 2000 and a Centrum Silver she does not take and told to cut the D3, and in Chinese the
 * high-calcium text for "会不会补过头血钙高").
 */
export const ACTIVE_VITAMIN_D_LOW_25OHD: { text: Bilingual; source: Source } = {
  text: {
    zh: '**骨化三醇（罗盖全）、阿法骨化醇是活性维生素D，是药，作用是让肠道多吸收钙；它们不会让25-羟维生素D的化验值升高，也补不上身体里普通维生素D的储备——所以吃着骨化三醇，25-羟维生素D照样可以很低。** 低于20 ng/mL（50 nmol/L）就算缺乏。要不要另外补普通维生素D3、补多少，由开骨化三醇的医生决定：骨质疏松或骨折后的老人，医生常会在它之外另开维生素D3；但钙片、骨化三醇、维生素D3加在一起，血钙可能升高，所以剂量要医生定，并定期查血钙。这周请把化验单和正在吃的钙片、骨化三醇的药盒拿给医生看；在那之前不要自己再加维生素D或钙，骨化三醇照处方吃，不要自己停。口渴、尿多、恶心、便秘、人发糊涂可能是血钙太高，当天联系医生。',
    en: '**Calcitriol (Rocaltrol) and alfacalcidol are active vitamin D — medicines that make the gut take up calcium; they do not raise the 25-OH vitamin D test or refill the body’s store of ordinary vitamin D, so on calcitriol the 25-OH vitamin D can still be very low.** Under 20 ng/mL (50 nmol/L) counts as deficient. Whether to add plain vitamin D3, and how much, is for the doctor who prescribes the calcitriol: for an older person with osteoporosis or after a fracture, doctors often prescribe vitamin D3 beside it — but calcium tablets, calcitriol and vitamin D3 together can push the blood calcium up, so the dose is the doctor’s and the calcium is checked. This week, show the doctor the result and the packs of the calcium and calcitriol she takes; until then add no vitamin D or calcium yourselves, and keep the calcitriol as prescribed — do not stop it. Thirst, passing a lot of urine, nausea, constipation or confusion can mean the calcium is too high: call the doctor the same day.',
  },
  source: {
    ref: 'Rocaltrol (calcitriol) label (active vitamin D; hypercalcaemia; other vitamin D products) — cited from memory; Holick MF et al. Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911 (25-OH vitamin D is the measure of status; deficiency under 20 ng/mL); NIH ODS Vitamin D Fact Sheet for Health Professionals',
  },
};

/**
 * Allopurinol proposed to someone on azathioprine or mercaptopurine who does not take it (blind answer round 61, en-077,
 * development data: "an uncle told him to take allopurinol and he has some left over from a friend. he's on
 * azathioprine. is that ok?" after a kidney transplant got the text for someone already on both — "do not stop either").
 */
export const ALLOPURINOL_NOT_ON_THIOPURINE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**硫唑嘌呤（依木兰）或巯嘌呤加上别嘌醇是危险的组合——别嘌醇挡住分解它们的酶，药在体内蓄积，几周内就可能严重抑制骨髓（白细胞、血小板掉得很低，容易发生严重感染），所以剩下的、别人给的别嘌醇不要吃。真需要降尿酸，只能由移植团队或开硫唑嘌呤的医生来定：他们会把硫唑嘌呤减到原来的三分之一到四分之一或者换药，并密切查血常规。别人的药、剩下的药都不要吃。** 移植后尿酸偏高很常见（环孢素、他克莫司和利尿剂都会升高尿酸），把这次的尿酸结果告诉移植团队，由他们决定要不要治、用什么药。饮食上：没有限水就每天喝约2升水；少吃动物内脏、贝类海鲜、浓肉汤和火锅汤，不喝啤酒、白酒、含糖饮料和果汁；鸡蛋、低脂奶、蔬菜和豆腐都可以吃。卤肉饭这类肥肉多的偶尔吃小份、多配青菜；药炖排骨这类加了中药材的汤，药材可能影响抗排异药的血药浓度，喝之前先问移植团队。',
    en: '**Do not take that allopurinol: azathioprine (Imuran) or mercaptopurine with allopurinol is a dangerous combination — allopurinol blocks the enzyme that clears them, so the drug builds up and can badly suppress the bone marrow within weeks (very low white cells and platelets, and serious infections). If his uric acid needs lowering, only the transplant team or whoever prescribes the azathioprine can decide: they cut the azathioprine to a third or a quarter of the dose or change it, and check his blood count closely. Never take someone else’s or leftover medicine.** A raised uric acid is common after a transplant (ciclosporin, tacrolimus and diuretics all raise it): give this result to the transplant team, who decide whether and how to treat it. For food: about 2 litres of water a day unless he has been told to limit fluids; go easy on offal, shellfish, rich meat broths and hot-pot soup, and skip beer, spirits, sugary drinks and fruit juice; eggs, low-fat milk, vegetables and tofu are fine. Fatty braised-pork rice is a small portion now and then with plenty of greens; herbal soups such as yao dun pai gu carry Chinese medicinal herbs that can change the levels of his anti-rejection medicines — ask the transplant team before having them.',
  },
  source: {
    ref: 'Imuran (azathioprine) US prescribing information, Drug Interactions (allopurinol: reduce azathioprine to one-third or one-quarter of the usual dose; monitor blood counts) — cited from memory; KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients, Am J Transplant 2009;9(Suppl 3) (hyperuricaemia after transplantation; calcineurin inhibitors) — cited from memory; FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760 (limit alcohol, purine intake and high-fructose corn syrup)',
  },
};

/**
 * Ashwagandha beside an antiseizure medicine (blind answer round 61, en-065, zh-057, development data: a man of 71 on
 * phenytoin, aspirin and telmisartan after a stroke, taking ashwagandha in warm milk for sleep, got a bedtime-snack text for
 * an underweight woman and a "can't").
 */
export const ASHWAGANDHA_ANTISEIZURE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**吃抗癫痫药（比如苯妥英钠）的人，南非醉茄先不要自己加，想继续吃请先问神经科医生。** 它有镇静作用，和抗癫痫药、安眠药合在一起会更困、更容易头晕跌倒，老人尤其要当心；它可能让血压再降一点（在吃降压药时要留意站起来头晕）；也有少见的肝损伤报告，而苯妥英钠本身靠肝脏代谢、要查血药浓度——草药和它合用有没有影响，没有可靠的研究。它帮助睡眠的证据也不多。睡不好可以先从作息入手：固定时间上床起床、白天多活动、下午以后不喝茶和咖啡；睡前喝一杯温牛奶本身没问题。抗癫痫药、阿司匹林和降压药照常吃，不要因此自己停或改；出现眼睛或皮肤发黄、尿色变深、走路不稳或特别嗜睡，尽快就医。',
    en: '**On an antiseizure medicine such as phenytoin, do not add ashwagandha on your own — ask the neurologist before he carries on with it.** It is sedating: with antiseizure medicines or sleeping tablets it adds drowsiness and dizziness, and falls, above all at his age; it may lower blood pressure a little more on top of telmisartan (watch for dizziness on standing); and liver injury has been reported, while phenytoin itself is handled by the liver and needs its level checked — whether the herb changes that has not been studied reliably. The evidence that it helps sleep is thin too. For sleep, start with the routine: fixed times to bed and up, activity in the day, no tea or coffee after midday; a warm glass of milk at bedtime is fine in itself. Keep taking the antiseizure medicine, the aspirin and the blood-pressure tablet as usual, unchanged; yellow eyes or skin, dark urine, unsteadiness or unusual sleepiness need a doctor soon.',
  },
  source: {
    ref: 'NIH NCCIH, Ashwagandha (may interact with sedatives, blood-pressure and thyroid medicines; liver injury reported; little evidence for sleep) — cited from memory; NIH LiverTox, Ashwagandha; Dilantin (phenytoin) US prescribing information (hepatic metabolism; serum level monitoring)',
    url: 'https://www.nccih.nih.gov/health/ashwagandha',
  },
};

/**
 * Bismuth beside milk in H. pylori quadruple therapy (blind answer round 62, zh-004, unsafe, development data: "枸橼酸铋钾"
 * was read as potassium and "no known interaction" was said).
 */
const BISMUTH_LEAD: Bilingual = {
  zh: '**要分开：枸橼酸铋钾（丽珠得乐等铋剂）一般在饭前半小时空腹吃（以你的疗程单为准），不要和牛奶一起吃，牛奶至少和它隔开半小时。**',
  en: '**Yes, keep them apart: bismuth (bismuth potassium citrate, e.g. De-Nol) is usually taken on an empty stomach half an hour before a meal — as your regimen sheet says — and not together with milk; keep milk at least half an hour away from it.**',
};
const BISMUTH_TAIL: Bilingual = {
  zh: '铋剂会让舌头和大便发黑，这是正常的，疗程结束后会消退。四联疗法的药按疗程吃完，有不舒服先问开药医生或药师。',
  en: 'Bismuth turns the tongue and stools black; that is expected and fades after the course. Finish the whole course as prescribed, and ask the prescriber or pharmacist about anything that troubles you.',
};
const BISMUTH_SOURCE =
  '枸橼酸铋钾胶囊（丽珠得乐）说明书【用法用量】餐前半小时服用、【注意事项】不宜与牛奶同服 — cited from memory; 中华医学会消化病学分会幽门螺杆菌和消化性溃疡学组. 第五次全国幽门螺杆菌感染处理共识报告. 中华消化杂志 2017;37(6):364–378（铋剂四联方案，铋剂餐前服）— cited from memory';
/** Bismuth beside milk when no tetracycline is said or taken (the quadruple course may hold amoxicillin or furazolidone instead). */
export const BISMUTH_WITH_MILK: { text: Bilingual; source: Source } = {
  text: { zh: `${BISMUTH_LEAD.zh}${BISMUTH_TAIL.zh}`, en: `${BISMUTH_LEAD.en} ${BISMUTH_TAIL.en}` },
  source: { ref: BISMUTH_SOURCE },
};
export const BISMUTH_WITH_MILK_ON_TETRACYCLINE: { text: Bilingual; source: Source } = {
  text: {
    zh: `${BISMUTH_LEAD.zh}牛奶还要和四环素类抗生素隔开2–3小时（奶里的钙会和它结合，药吸收变少）——这两周最省事的办法是把牛奶挪到下午或睡前，离两种药都远一点。${BISMUTH_TAIL.zh}`,
    en: `${BISMUTH_LEAD.en} Milk also needs 2–3 hours either side of the tetracycline (its calcium binds the antibiotic and less is absorbed), so for these two weeks the simplest is to move the milk to mid-afternoon or bedtime, away from both. ${BISMUTH_TAIL.en}`,
  },
  source: {
    ref: `${BISMUTH_SOURCE}; Tetracycline hydrochloride prescribing information (absorption impaired by dairy products and calcium) — cited from memory`,
  },
};

/**
 * Apetamin, an unlicensed "weight-gain syrup" (blind answer round 62, en-069, zh-072, development data: a student of 19
 * taking it twice a day got an older person's weight-gain text or "no reliable rule").
 */
export const APETAMIN: { text: Bilingual; source: Source } = {
  text: {
    zh: '**Apetamin最好不要再喝了。** 它不是正规批准的药，是熟人和网上卖的“增重糖浆”，主要成分是处方抗过敏药赛庚啶——副作用就是嗜睡和胃口大增——每瓶里到底有什么、有多少没人把关，美国食品药品监督管理局（FDA）专门提醒过消费者不要买、不要用。它会让人很困（上课、骑车、过马路都危险），和酒或其他让人犯困的药一起更危险；靠它长的体重，停了往往就掉。皮肤或眼白发黄、尿色很深、困得醒不过来，要马上就医。想稳稳长胖：一天三顿加两次加餐，多吃便宜又顶饱的东西——鸡蛋、花生和花生酱、豆子、牛奶、米饭和面包——每天比现在多吃约300–500千卡，一个月大约能长1–2公斤。',
    en: '**Better not to keep taking Apetamin.** It is not an approved medicine: it is sold informally as a “weight-gain syrup”, its active ingredient is cyproheptadine — a prescription antihistamine whose side effects are drowsiness and a big appetite — and what is really in each bottle is not checked; the US FDA has warned people not to buy or use it. It can make you very sleepy (risky in lectures, on a bike or in traffic), worse with alcohol or other sedating medicines, and the weight it adds tends to go once it is stopped. See a doctor at once for yellow skin or eyes, very dark urine, or sleepiness you cannot shake off. To gain steadily: three meals and two snacks a day with cheap, filling foods — eggs, groundnuts and groundnut paste, beans, milk, rice, bread — about 300–500 kcal a day more than now, for roughly 1–2 kg a month.',
  },
  source: {
    ref: 'US Food and Drug Administration, consumer warning on Apetamin (illegal weight-gain products containing cyproheptadine; do not purchase or use) — cited from memory; Cyproheptadine hydrochloride prescribing information (sedation; additive effects with alcohol and other CNS depressants) — cited from memory',
  },
};

/**
 * Coartem (artemether–lumefantrine) taken with fat (blind answer round 62, en-072, zh-074, development data: "is it true I
 * should take it with something oily?" got "not in our dictionary").
 */
export const COARTEM_WITH_FAT: { text: Bilingual; source: Source } = {
  text: {
    zh: '**是的：复方蒿甲醚（蒿甲醚/本芴醇）要和含脂肪的食物或牛奶一起吃，不然本芴醇吸收很差，药效会打折扣。** 没胃口时不必吃一整顿饭：一杯全脂牛奶、几口油炸豆饼或一把花生、一小碗放了油的粥就够。3天6次按时吃完；吃药后不久就吐了，问药师或医生要不要补一次。发烧退不下来、吐得喝不进水、很虚弱、嗜睡或意识不清，要马上去医院。',
    en: '**Yes: Coartem (artemether–lumefantrine) should be taken with food that has some fat in it, or with milk — without it much less lumefantrine is absorbed and the treatment works less well.** When you have no appetite it need not be a full meal: a glass of full-cream milk, a few akara or a handful of groundnuts, or a little pap with some oil is enough. Take all 6 doses over the 3 days on time; if you vomit soon after a dose, ask the pharmacist or doctor whether to repeat it. Go to hospital at once if the fever will not come down, you cannot keep fluids down, or you become very weak, drowsy or confused.',
  },
  source: {
    ref: 'Coartem (artemether/lumefantrine) US prescribing information §2.1 (take with food; patients who cannot eat should resume normal eating as soon as possible — lumefantrine absorption is increased by food, especially fat) — cited from memory; WHO Guidelines for malaria (2023): artemether–lumefantrine taken with milk or fat-containing food — cited from memory',
  },
};

/**
 * Red yeast rice asked about on its own — does it work, is it risky — by someone not on a statin (blind answer round 62,
 * en-029, development data: 纳豆红曲 capsules bought from TV shopping got the fish-oil-and-LDL text).
 */
export const RED_YEAST_RICE_ON_ITS_OWN: { text: Bilingual; source: Source } = {
  text: {
    zh: '**红曲能降一点胆固醇，但靠不住，也不是没有风险：它降胆固醇的成分莫纳可林K就是洛伐他汀（一种他汀），等于在吃一种剂量不明的他汀。** 保健品里的含量每批差别很大，有的几乎没有，有的含伤肾的橘霉素；2024年日本小林制药的红曲保健品因污染引起肾损伤甚至死亡而召回。副作用和他汀一样：肌肉酸痛无力、肝功能异常；和西柚、某些抗生素、抗真菌药一起会更明显，也不能和医生开的他汀叠加，孕期和备孕不能吃。低密度脂蛋白胆固醇偏高要不要用药，请医生按年龄、血压、血糖、吸烟等评估总体风险来定——真需要降，医生开的他汀剂量准确、有监测。饮食上：少吃肥肉、动物油、油炸和糕点，多吃燕麦、豆类、蔬菜水果，规律运动，比保健品更管用。“纳豆”类产品里的纳豆激酶降不了胆固醇。',
    en: '**Red yeast rice can lower cholesterol a little, but it is unreliable and not risk-free: its active part, monacolin K, is chemically lovastatin — so it is a statin of unknown dose.** The amount varies hugely between products and batches (some have almost none, some contain citrinin, which harms the kidneys), and in 2024 red yeast rice supplements from Kobayashi Pharmaceutical in Japan were recalled after kidney injuries and deaths from contamination. Its side effects are a statin’s — muscle aches or weakness, raised liver tests — more likely with grapefruit and some antibiotics and antifungals; it must not be added to a prescribed statin, nor taken in pregnancy or when trying to conceive. Whether a raised LDL needs treatment is the doctor’s call from the overall risk (age, blood pressure, glucose, smoking); if it does, a prescribed statin has a known dose and monitoring. Less fatty meat, lard, fried food and pastries, more oats, beans, vegetables and fruit, and regular activity do more than the capsules. The “natto” part (nattokinase) does not lower cholesterol.',
  },
  source: {
    ref: 'NCCIH, Red Yeast Rice (monacolin K is lovastatin; content varies between products; citrinin contamination; same side effects and interactions as lovastatin) — cited from memory; Japan Ministry of Health, Labour and Welfare, 2024 notices on Kobayashi Pharmaceutical beni-koji supplements (recall; kidney injury; puberulic acid) — cited from memory; Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias, Eur Heart J 2020;41:111–188 (total risk assessment; nutraceuticals) — cited from memory',
  },
};

/**
 * Leafy greens or a green smoothie on a direct oral anticoagulant (blind answer round 65, zh-060, development data: "我每天早上
 * 喝羽衣甘蓝+菠菜的smoothie … 要戒掉吗" on rivaroxaban got warfarin's keep-it-steady text). The row is
 * `doac-greens-no-change` (assistant/faq/rows-round65.ts).
 */
export const DOAC_GREENS_NO_CHANGE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**不用戒：利伐沙班（拜瑞妥）、阿哌沙班（艾乐妥）、达比加群（泰毕全）、艾多沙班这类新型口服抗凝药不通过维生素K起作用，羽衣甘蓝、菠菜和打成的果昔都不影响它的效果，照常吃喝就行，也不用像华法林那样保持每天一样的量。** 网上说“维生素K影响抗凝药”，说的是华法林。吃这类药真正要留意的：西柚（葡萄柚）和圣约翰草会改变药在血里的浓度；姜黄、鱼油、银杏、维生素E这类补充剂会增加出血风险，在吃的先问医生或药师；利伐沙班15毫克和20毫克要随餐吃。牙龈或鼻子出血止不住、尿或大便发红发黑、无缘无故大片淤青，要尽快看医生。',
    en: '**No need to give it up: rivaroxaban (Xarelto), apixaban (Eliquis), dabigatran (Pradaxa) and edoxaban do not work through vitamin K, so kale, spinach and a green smoothie do not change how well they work — have them as usual, and there is no need to keep the amount the same each day as with warfarin.** What you read about vitamin K and blood thinners is about warfarin. What does matter on these medicines: grapefruit and St John’s wort change the level of the medicine in the blood; supplements such as turmeric, fish oil, ginkgo and vitamin E add to the bleeding risk, so ask your doctor or pharmacist about any you take; and rivaroxaban 15 mg and 20 mg are taken with a meal. Bleeding from the gums or nose that will not stop, red or black urine or stools, or large bruises for no reason need a doctor soon.',
  },
  source: {
    ref: 'Steffel J et al. 2021 European Heart Rhythm Association Practical Guide on the Use of Non-Vitamin K Antagonist Oral Anticoagulants in Patients with Atrial Fibrillation. Europace 2021;23:1612–1676 (no dietary vitamin K restrictions; interactions; section wording from memory); Xarelto (rivaroxaban) US prescribing information §2 (15 mg and 20 mg with food) and §7 (combined P-gp and strong CYP3A4 inducers such as St John’s wort); NIH ODS Vitamin K Fact Sheet for Health Professionals (the interaction is with warfarin)',
  },
};

/**
 * Heavy periods since starting a blood thinner, with a low ferritin (blind answer round 65, en-062, development data: "What
 * iron supplement should I get and how much?" on Xarelto with a ferritin of 12 and Hb 118 got "close the gap with food").
 * The row is `heavy-periods-on-blood-thinner` (assistant/faq/rows-round65.ts).
 */
export const HEAVY_PERIODS_ON_BLOOD_THINNER: { text: Bilingual; source: Source } = {
  text: {
    zh: '**月经变多在吃抗凝药（尤其利伐沙班）的女性里很常见，而且是可以处理的——请这一周就告诉开抗凝药的医生，不要自己停药或减量。** 铁蛋白低于15、血红蛋白偏低，说明已经是缺铁性贫血，需要治疗量的铁，一般由医生开：常用的是硫酸亚铁、富马酸亚铁这类普通亚铁盐，每天一片（约含元素铁60–65毫克），胃受不了可以隔天吃，效果不比天天吃差；甘氨酸亚铁、血红素铁更贵，并不更有效。铁剂空腹或随少量食物吃，配一点维生素C，和茶、咖啡、牛奶、钙片隔开2小时；吃铁后大便发黑是正常的，但如果是柏油样、发黏的黑便，要当天看医生。约4周后复查血红蛋白。月经的处理（比如换一种抗凝药，或妇科的办法）由医生和你一起定。一两小时就湿透一片卫生巾、头晕心慌或气短，要当天就医。',
    en: '**Heavy periods are common on blood thinners — rivaroxaban especially — and they can be treated, so tell the doctor who prescribes your anticoagulant this week; do not stop or cut the medicine yourself.** A ferritin under 15 with a low haemoglobin is iron-deficiency anaemia and needs a treatment dose of iron, usually prescribed: a plain ferrous salt such as ferrous sulfate or ferrous fumarate, one tablet a day (about 60–65 mg of elemental iron), or every other day if your stomach will not take it, which works as well; bisglycinate and heme iron cost more and are not more effective. Take it on an empty stomach or with a little food, with some vitamin C, 2 hours away from tea, coffee, milk and calcium; black stools are normal on iron, but tarry, sticky black stools need a doctor the same day. Haemoglobin is usually rechecked after about 4 weeks. What to do about the periods (another blood thinner, or a gynaecological treatment) is for your doctor to decide with you. Soaking a pad or tampon every hour or two, or feeling faint, breathless or a racing heart, needs care the same day.',
  },
  source: {
    ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet of ferrous sulfate, fumarate or gluconate a day; alternate days if not tolerated; Hb check within 4 weeks); Stoffel NU et al. Lancet Haematol 2017;4:e524 (alternate-day dosing); Godin R et al. Abnormal uterine bleeding in women receiving direct oral anticoagulants for VTE. Thromb Res 2017 and the EINSTEIN trials’ analyses (more heavy menstrual bleeding on rivaroxaban than on warfarin) — cited from memory; NICE NG88 Heavy menstrual bleeding (2018, updated 2021)',
  },
};

/**
 * Iron taken with a direct oral anticoagulant (blind answer round 65, zh-062, development data: "铁剂可以晚饭的时候跟利伐沙班一起
 * 吃吗" got rivaroxaban's food-timing text and nothing on the iron). The row is `iron-with-doac`.
 */
export const IRON_WITH_DOAC: { text: Bilingual; source: Source } = {
  text: {
    zh: '**可以一起吃：铁剂和利伐沙班、阿哌沙班这类新型口服抗凝药没有已知的相互作用。** 利伐沙班15毫克、20毫克照常随晚饭吃。铁空腹或只配少量食物时吸收最好；随饭吃吸收会少一些，但胃受不了时随饭吃也可以，总比吃不下去强。铁和茶、咖啡、牛奶、钙片隔开约2小时，配一点维生素C（比如一个橙子）吸收更好。吃铁后大便发黑是正常的；但柏油样、发黏的黑便，或者大便带红色的血——吃抗凝药时要当天看医生。',
    en: '**Yes, together is fine: iron has no known interaction with rivaroxaban, apixaban or the other direct oral anticoagulants.** Keep taking rivaroxaban 15 mg or 20 mg with your evening meal as usual. Iron is absorbed best on an empty stomach or with a little food; with a meal a bit less is absorbed, but that is fine if your stomach will not take it otherwise — better taken with food than not at all. Keep iron about 2 hours from tea, coffee, milk and calcium, and some vitamin C (an orange) helps it absorb. Black stools are normal on iron; tarry, sticky black stools or red blood in the stool need a doctor the same day on a blood thinner.',
  },
  source: {
    ref: 'Xarelto (rivaroxaban) US prescribing information §2 (15 mg and 20 mg with food) and §7 (drug interactions: none listed with iron); Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (absorption, taking with food when not tolerated)',
  },
};
