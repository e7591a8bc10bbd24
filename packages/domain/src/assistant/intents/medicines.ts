/**
 * Questions about the person's own medicines that are not supplement interactions (pharmacist A1, A10,
 * B4, B5, B8, B11): a missed warfarin dose (never double), a high INR (the anticoagulation clinic today,
 * no self-adjusting), palpitations and tremor on levothyroxine (the prescriber, a TSH check), cramps or
 * an irregular heartbeat on a long-term PPI (a doctor, a magnesium check), "can I stop X and take Y
 * instead" (no), herbal "blood-activating" remedies with an anticoagulant, and the dose of a supplement
 * that is not a nutrient (CoQ10). Every text is data with its source, in both languages; the medicines
 * come from the question or, when it names none, from the person's plan.
 */
import { say } from '../../messages';
import { pairLinesFor } from './pairing';
import {
  LOW_PLATELETS_BELOW,
  LOW_PLATELETS_NAMES,
  LOW_PLATELETS_REVIEW,
  LOW_PLATELETS_SOURCE,
  LOW_PLATELETS_SUBSTANCES,
} from '../../knowledge/low-platelets';
import { planAvoidLines } from './plan-avoid-lines';
import { CANCER_HERBS_REF, cancerHerbsLine, cancerTreatment } from './cancer-herbs';
import { UNCOUNTED_NUTRIENT_FACTS } from '../../knowledge/uncounted-nutrients';
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import { drugById, taboosFor, type Drug, type DrugClass } from '../../interactions';
import { isVitaminKAntagonist, vitaminKAntagonistName, warfarinSaidAs } from '../../knowledge/drugs';
import { isNutrientKey } from '../../nutrients';
import { substanceName, type Substance } from '../../substances';
import { findDrugs, findNutrients, findSubstances } from '../entities';
import { isSupplementable, TIMING } from '../../recommend';
import { doseText } from '../../units/words';
import { MAGNESIUM_SEVERE_BELOW, type LabDrugNote } from '../../knowledge/lab-markers';
import { labDrugNotes } from '../../labs';
import type { PlanDocument } from '../../contracts/plan';
import { L, nutrientName } from '../format';
import { warningOfTaboo, type SafetyNote, type Warning } from '../followups';
import { NEVER_STOP } from '../knowledge';
import { normaliseQuestion } from '../lexicon';
import { interactionWarning } from '../safety';
import {
  drugName,
  ownDrugName,
  personalTiming,
  sourceLine,
  suggestionsFor,
  type Ctx,
  type Draft,
} from './shared';
import { COQ10_DOSE_FACT, MUSCLE_SYMPTOMS, STATIN_MUSCLE } from './statin';
import { kidneyContext } from './kidney-plan';
import { planTopicAnswer, planTopicOf } from './plan-answers';
import { NOT_A_NUTRITION_DRINK, NUTRITION_DRINK } from '../faq/audiences';
import { POSTPARTUM_HERBS, bloodActivatingNamed } from './blood-activating';

interface Rule {
  text: Bilingual;
  source: Source;
}

const COUMADIN_GUIDE: Source = {
  ref: 'Coumadin (warfarin sodium) Medication Guide, Bristol-Myers Squibb (rev. 2017): take a missed dose as soon as possible on the same day, do not take a double dose the next day to make up for it, call your healthcare provider; get medical help right away for signs of bleeding',
  url: 'https://packageinserts.bms.com/medguide/medguide_coumadin.pdf',
};

/** The rules, by id: NOTE_MEANING (followups.ts) says how each is recognised in a model's answer. */
export const MEDICINE_RULES = {
  'missed-dose-warfarin': {
    text: {
      zh: '**漏服的华法林不要第二天吃双倍来补。** 按华法林用药指南：当天想起来就尽快补上；如果已经到了第二天，就跳过漏掉的那次，照常吃当天的剂量，不要一次吃两份。请打电话告诉抗凝门诊或开药医生你漏服了，他们可能会提前给你查INR。',
      en: '**Do not take a double dose of warfarin to make up for the one you missed.** As the warfarin Medication Guide says: take a missed dose as soon as you remember on the same day; if it is already the next day, skip it and take your usual dose — never two at once. Call your anticoagulation clinic or prescriber to tell them; they may check your INR sooner.',
    },
    source: COUMADIN_GUIDE,
  },
  // Twenty-third clinician review, en S1: "I forgot my Xarelto last night at supper, should I take two
  // tonight?" was answered "Yes —" by a bedtime-snack row. The DOAC labels' own missed-dose rules.
  'missed-dose-doac': {
    text: {
      zh: '**漏服的抗凝药不要一次吃两片来补。** 利伐沙班（拜瑞妥）一天一次的：当天想起来就尽快补上；如果已经过了那一天，就跳过漏掉的那次，到平时的时间照常吃一次，不要吃双倍。阿哌沙班（艾乐妥）一天两次的：当天想起来就尽快补上，然后照常一天两次，也不要吃双倍。利伐沙班15毫克一天两次（血栓刚开始治疗的前3周）的补法不同，请今天问药师。漏服后一段时间防血栓的保护会变弱；常常忘记的，请告诉开药医生或抗凝门诊。出现出血迹象（尿血、便血或黑便、出血止不住、剧烈头痛）请立即就医。',
      en: "**Do not take two doses of your blood thinner to make up for a missed one.** Rivaroxaban (Xarelto) once a day: take the missed dose as soon as you remember on the same day; if that day has passed, skip it and take your usual single dose at the usual time — never two at once. Apixaban (Eliquis) twice a day: take a missed dose as soon as you remember on the same day, then carry on twice a day; never double up. On rivaroxaban 15 mg twice a day (the first 3 weeks of treatment for a clot) the label's rule is different: ask your pharmacist today. A missed dose lowers your protection against clots for a while; if you often forget, tell your prescriber or anticoagulation clinic. Signs of bleeding (blood in urine or stools, black stools, bleeding that will not stop, a severe headache) need care now.",
    },
    source: {
      ref: 'Xarelto (rivaroxaban) US prescribing information §2.3 Missed dose (rev. 2023): once daily — take as soon as possible on the same day, do not double the dose within the same day; 15 mg twice daily — take immediately to ensure 30 mg that day; Eliquis (apixaban) US prescribing information §2 (rev. 2021): take a missed dose as soon as possible on the same day and resume twice-daily dosing; do not double the dose',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=rivaroxaban',
    },
  },
  'missed-dose': {
    text: {
      zh: '**不要为了补上漏服而一次吃双倍剂量。** 不同的药漏服后补不补、怎么补不一样：请看药品说明书里“漏服”的说明，或者问药师、开药医生。',
      en: '**Do not take a double dose to make up for a missed one.** What to do after a missed dose differs from medicine to medicine: check the leaflet ("if you forget a dose") or ask your pharmacist or prescriber.',
    },
    source: {
      ref: 'NHS, "What should I do if I miss a dose of a medicine?" (Common health questions, medicines): never take 2 doses at the same time to make up for a forgotten one unless the leaflet says so',
      url: 'https://www.nhs.uk/common-health-questions/medicines/what-should-i-do-if-i-miss-a-dose-of-a-medicine/',
    },
  },
  'inr-high': {
    text: {
      zh: '**INR {inr} 高于大多数人的目标范围（2–3，你的目标以抗凝门诊告诉你的为准）：请今天就联系抗凝门诊或开药医生，不要自己增减或停用华法林**，也不要自行加服鱼油、银杏等补充剂。医生会决定是否暂停一两次、调整剂量或用维生素K。绿叶菜吃得比平时少（维生素K少了，例如出门几天没喝羽衣甘蓝蔬果昔）会让INR升高，吃得多会让它降低：把变化告诉抗凝门诊，之后回到你平时稳定的吃法，不要为了把INR降下来突然多吃。什么时候复查由抗凝门诊定，超出范围后通常比平时的常规复查更早。如果出现出血迹象（尿血、便血或黑便、呕血、出血止不住、剧烈头痛），请立即去急诊。',
      en: '**An INR of {inr} is above the usual target range (2–3 for most people; your clinic tells you yours): contact your anticoagulation clinic or prescriber today, and do not change, skip or add warfarin doses yourself** — nor start fish oil, ginkgo or similar supplements. The clinician decides whether to hold a dose, change the dose or give vitamin K. Eating fewer vitamin K–rich greens than usual (kale, spinach — a week away without your usual smoothies) can raise the INR, and eating more can lower it: tell the clinic what changed, then go back to your usual steady amount rather than eating extra to bring the INR down. The clinic sets the retest; after an out-of-range result it is usually sooner than your routine check. If you notice bleeding (blood in urine or stools, black stools, vomiting blood, bleeding that will not stop, a severe headache), go to the emergency department now.',
    },
    source: {
      ref:
        'Holbrook A et al. Evidence-based management of anticoagulant therapy: ACCP Antithrombotic Therapy 9th ed. (CHEST 2012;141(2 Suppl):e152S–e184S): target INR 2.0–3.0 for most indications, supratherapeutic INR managed by the clinician (hold doses; vitamin K when INR > 10); NIH ODS Vitamin K fact sheet (keep vitamin K intake consistent with warfarin); ' +
        COUMADIN_GUIDE.ref,
      url: 'https://journal.chestnet.org/article/S0012-3692(12)60125-1/fulltext',
    },
  },
  // Blind triage round 39 (development data): "INR came back 8.6 … they said hold the warfarin and someone
  // would ring but nobody has … do I still take tonight's dose?" got the warfarin-and-alcohol row's "take your
  // warfarin as normal". The clinic's own instruction to hold it stands, and the clinic is chased today.
  'inr-clinic-said-hold': {
    text: {
      zh: '**INR {inr} 偏高，抗凝门诊已经让你先停华法林：就按门诊说的做，今晚这次先不吃，等门诊告诉你什么时候、按多少重新开始。** 到今天下班前还没人联系你，就主动打给抗凝门诊或值班电话，不要等到明天。任何出血（牙龈或鼻子出血止不住、尿血、黑便、呕血）、剧烈头痛或摔倒，请立即去急诊。',
      en: '**An INR of {inr} is high and the clinic has told you to hold your warfarin: do as they said — no dose tonight — until they tell you when and at what dose to restart.** If nobody has called by the end of today, ring the anticoagulation clinic or its out-of-hours number yourself; do not wait until tomorrow. Any bleeding (gums or nose that will not stop, blood in the urine, black stools, vomiting blood), a severe headache or a fall: go to the emergency department now.',
    },
    source: {
      ref:
        'Holbrook A et al., CHEST 2012;141(2 Suppl):e152S–e184S (supratherapeutic INR without bleeding: hold one or two doses as the managing clinician directs; vitamin K when INR > 10); ' +
        COUMADIN_GUIDE.ref,
      url: 'https://journal.chestnet.org/article/S0012-3692(12)60125-1/fulltext',
    },
  },
  'inr-very-high': {
    text: {
      zh: '**INR {inr} 非常高，出血风险大：请今天就医（联系不上抗凝门诊就去急诊），不要等下次复查，也不要自己调整华法林。** 出现任何出血迹象请立即去急诊。',
      en: '**An INR of {inr} is very high, with a real bleeding risk: get medical care today (the emergency department if you cannot reach your anticoagulation clinic); do not wait for your next check and do not adjust warfarin yourself.** Any sign of bleeding: go to the emergency department now.',
    },
    source: {
      ref:
        'Holbrook A et al., CHEST 2012;141(2 Suppl):e152S–e184S: INR > 10 without bleeding — oral vitamin K given by the clinician; ' +
        COUMADIN_GUIDE.ref,
      url: 'https://journal.chestnet.org/article/S0012-3692(12)60125-1/fulltext',
    },
  },
  // Answer round 3 (zh-159, en-147): "how often should my INR be checked?" with no figure was told its
  // INR was high ("an INR of INR"). Without a figure: how often, when sooner, and keeping it steady.
  'inr-checks': {
    text: {
      zh: '**INR多久查一次由抗凝门诊定：刚开始吃或调整剂量时查得勤（几天到一周一次），稳定以后一般每4周左右查一次，长期很稳定的人最长可以隔到12周。** 这些情况要提前多查一次：饮食有大的变化（开始减肥少吃饭、吃素、绿叶菜突然多了或少了、出门旅行或坐邮轮吃自助）、新加或减掉任何药物和补充剂（包括鱼油、维生素E、中药）、生病发烧腹泻吃不下饭、喝酒明显增多。改变前先告诉抗凝门诊，改变后1–2周内复查一次INR。平时绿叶菜每周吃的量大致保持一样，旅行时带够药、按时吃、少喝酒。',
      en: '**How often your INR is checked is set by your anticoagulation clinic: often (every few days to weekly) when warfarin is started or the dose changes, then usually about every 4 weeks once stable, and up to every 12 weeks for people who have been very stable.** Ask for an extra check when your diet changes a lot (starting a weight-loss diet, going vegetarian, eating much more or fewer greens, a trip or a cruise with buffet food), when any medicine or supplement is added or dropped (fish oil, vitamin E and herbal products included), when you are ill with fever, diarrhoea or poor appetite, or when you drink more alcohol. Tell the clinic before the change and have the INR rechecked within 1–2 weeks after it. Day to day, keep your weekly amount of green vegetables about the same; when travelling, take enough tablets, keep to your usual times and go easy on alcohol.',
    },
    source: {
      ref: 'Holbrook A et al., CHEST 2012;141(2 Suppl):e152S–e184S (INR testing up to every 12 weeks in stable patients; more frequent checks after dose changes); NICE CKS Anticoagulation — oral (2023): INR monitoring and factors that change it (diet, alcohol, illness, interacting medicines); NIH ODS Vitamin K fact sheet (keep vitamin K intake consistent with warfarin)',
      url: 'https://journal.chestnet.org/article/S0012-3692(12)60125-1/fulltext',
    },
  },
  // Fifty-first clinician review, zh M8: an INR of 1.6 with a mechanical valve on K2 and green juice had no time frame.
  'inr-low': {
    text: {
      zh: '**INR {inr} 低于大多数人的目标范围（2–3）：今天或明天就告诉抗凝门诊或开药医生，由他们调整剂量；不要自己多吃一片补上。装了机械心脏瓣膜、或得过血栓、中风的人，INR偏低时血栓风险更高，当天就打电话。** 也想一想最近有没有新加维生素K或K2补充剂、青汁，绿叶菜是不是比平时多、有没有漏服——已经每天在吃的维生素K2不要自己突然停，告诉抗凝门诊，由他们一起调。',
      en: '**An INR of {inr} is below the usual target range (2–3): tell your anticoagulation clinic or prescriber today or tomorrow and let them adjust the dose; do not take extra tablets yourself. With a mechanical heart valve, or after a clot or stroke, a low INR carries a higher clot risk: call the same day.** Think about whether you started a vitamin K or K2 supplement or a green juice, ate more green vegetables than usual, or missed a dose — a K2 you already take every day is not stopped suddenly on your own: tell the clinic and let them adjust both together.',
    },
    source: {
      ref: 'Holbrook A et al., CHEST 2012;141(2 Suppl):e152S–e184S (dose changes by the managing clinician); Otto CM et al. 2020 ACC/AHA Guideline for the Management of Valvular Heart Disease, Circulation 2021;143:e72 (mechanical valves: a vitamin K antagonist at the valve’s INR target); NIH ODS Vitamin K fact sheet (keep vitamin K intake consistent with warfarin)',
      url: 'https://journal.chestnet.org/article/S0012-3692(12)60125-1/fulltext',
    },
  },
  // Blind answer round 18 en-093 (unsafe): an INR of 3.6 after starting Ensure got the drink's servings.
  'inr-nutrition-drink': {
    text: {
      zh: '你说开始喝了安素这类营养液：它们加了维生素K，每天新加一份一般更容易让INR往下走而不是往上走，所以INR升高多半还有别的原因（吃饭比平时少、生病、新加的药或补充剂、喝酒），由抗凝门诊来判断。请把开始喝营养液的事告诉他们；在他们说之前每天照同样的量喝，不要突然停掉（突然停可能让INR再往上走）。',
      en: 'You started a nutrition drink such as Ensure: these have vitamin K added, so a new daily drink more often pulls the INR down than up — a rise usually has another cause as well (eating less food than usual, illness, a new medicine or supplement, alcohol), which the clinic works out. Tell them you started the drink, and until they say otherwise have the same amount each day rather than stopping it suddenly (a sudden stop can push the INR up further).',
    },
    source: {
      ref: 'NIH ODS Vitamin K fact sheet (keep vitamin K intake consistent with warfarin; more vitamin K lowers the INR); Coumadin (warfarin) Medication Guide, Bristol-Myers Squibb (rev. 2017): tell your healthcare provider before changing your diet',
    },
  },
  'levothyroxine-overreplacement': {
    text: {
      zh: '**心慌、心跳快、手抖、失眠、怕热出汗，可能是左甲状腺素剂量偏高的表现：请尽快（几天内）联系开药医生，查一下促甲状腺激素（TSH），不要自己减药、停药或加药。** 这不是靠补充剂或改善睡眠能解决的问题。如果出现胸痛、心跳很快又不规则、头晕晕倒或呼吸困难，请立即就医。',
      en: '**Palpitations, a racing heart, tremor, poor sleep and feeling hot and sweaty can mean the levothyroxine dose is too high: contact your prescriber soon (within days) for a TSH blood test, and do not cut, stop or add doses yourself.** Supplements or sleep tips are not the answer here. With chest pain, a very fast or irregular heartbeat, fainting or breathlessness, get medical help right away.',
    },
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information, §5.1 Cardiac adverse reactions, §6 Adverse reactions (hyperthyroidism from over-replacement: palpitations, tremor, insomnia, heat intolerance), §2.3 monitor TSH; Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism, Thyroid 2014;24:1670–1751',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
    },
  },
  'ppi-magnesium': {
    text: {
      zh: '**长期服用质子泵抑制剂（如奥美拉唑）可能让血镁降低，表现就是抽筋、手抖、心跳乱。请尽快就医，请医生查血镁（必要时查钾和钙），不要自己先停胃药，也不要自己先吃镁片。** 如果心慌明显、胸痛、头晕或晕倒，请立即就医。',
      en: '**Long-term proton pump inhibitors (such as omeprazole or esomeprazole) can lower blood magnesium, which shows up as cramps, tremor and an irregular heartbeat. See a doctor soon and ask for a magnesium blood test (and potassium and calcium if needed); do not stop the PPI or start magnesium on your own first.** With strong palpitations, chest pain, dizziness or fainting, get medical help right away.',
    },
    source: {
      ref: 'FDA Drug Safety Communication (2 March 2011): low magnesium levels can be associated with long-term use of proton pump inhibitor drugs (PPIs) — seek care for an abnormal heart rate or rhythm, muscle spasm or tremor; prescribers may check magnesium levels',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump',
    },
  },
  // The plan already has magnesium for a lab-confirmed low (clinician review 2026-11-25 evening, P6):
  // never "do not start magnesium on your own" beside the plan's own product.
  'ppi-magnesium-planned': {
    text: {
      zh: '**你的方案里已经有镁（每天 {dose}）：请按方案服用，并尽快就医查血镁（以及血钾、血钙）；不要自己停胃药，也不要在方案之外再加镁。** 长期服用质子泵抑制剂（如奥美拉唑）可能让血镁降低，表现就是抽筋、手抖、心跳乱；如果心慌明显、胸痛、头晕或晕倒，请立即就医。',
      en: '**Your plan already includes magnesium ({dose} a day): take it as the plan says, and see a doctor soon for a magnesium blood test (and potassium and calcium); do not stop the PPI on your own or add more magnesium beyond the plan.** Long-term proton pump inhibitors (such as omeprazole) can lower blood magnesium, which shows up as cramps, tremor and an irregular heartbeat; with strong palpitations, chest pain, dizziness or fainting, get medical help right away.',
    },
    source: {
      ref: 'FDA Drug Safety Communication (2 March 2011): low magnesium levels can be associated with long-term use of proton pump inhibitor drugs (PPIs); prescribers may check magnesium levels and supplement',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump',
    },
  },
  // Severe hypomagnesaemia in the plan (< 0.5 mmol/L): the doctor today, not tablets.
  'ppi-magnesium-severe': {
    text: {
      zh: '**你的化验血镁 {mg} mmol/L，属于严重偏低：请今天就医，复查血镁、血钾、血钙并做心电图，由医生治疗（常需静脉补镁）；不要只靠自己吃镁片，也不要自己停胃药。** 长期服用质子泵抑制剂（如奥美拉唑）是常见原因。如果心慌明显、胸痛、晕倒或抽搐，请立即拨打120。',
      en: '**Your magnesium of {mg} mmol/L is severely low: see a doctor today for repeat magnesium, potassium and calcium tests and an ECG; the doctor treats it, often with intravenous magnesium — do not rely on magnesium tablets yourself, and do not stop the PPI on your own.** A long-term proton pump inhibitor (such as omeprazole) is a common cause. If you have strong palpitations, chest pain, faint or have a seizure, call 911 now.',
    },
    source: {
      ref: 'FDA Drug Safety Communication (2 March 2011), low magnesium with long-term PPIs; Ayuk J, Gittoes NJ. How should hypomagnesaemia be investigated and treated? Clin Endocrinol 2011;75:743 (below 0.5 mmol/L: intravenous magnesium)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump',
    },
  },
  'stop-medicine': {
    text: {
      zh: '**请不要自行停用{drug}，也不要用补充剂代替它。** 想减量或不再用药，请先和开药医生商量：有的药需要逐步减量，擅自中断后原来的病可能复发。',
      en: '**Do not stop {drug} on your own, and do not replace it with a supplement.** If you would like a lower dose or none at all, talk to your prescriber first: some medicines need tapering, and the condition they treat can come back.',
    },
    source: NEVER_STOP_SOURCE(),
  },
  // Blind answer round 28 (development data), zh-091 (unsafe): "天天一两片Nurofen，有没有天然点的抗炎补剂可以替代"
  // got "do not stop ibuprofen on your own" — for a painkiller bought over the counter and taken almost
  // daily with a creatinine of 135. A supplement is no substitute, and the daily painkiller is what to cut.
  'swap-otc-nsaid': {
    text: {
      zh: '**没有哪种补充剂能可靠地代替{drug}止痛消炎；不过天天吃{drug}本身值得减下来。** 姜黄（姜黄素）、鱼油、氨糖软骨素这些对关节痛的证据都弱，效果远不如止痛药，也各有自己的问题（姜黄素偶有肝损伤的报告，大量鱼油会增加出血倾向）。布洛芬这类非甾体抗炎药天天吃，会伤胃（溃疡、出血）、升高血压，也会伤肾——肌酐偏高或肾功能不好时尤其不要长期吃。更稳妥的做法：关节反复疼，请医生或运动医学、康复科看看原因，训练量和动作也要调整；需要止痛时，先问药师能不能改用外用的抗炎药膏（如双氯芬酸凝胶）或对乙酰氨基酚。',
      en: '**No supplement reliably replaces {drug} for pain and inflammation — but taking {drug} almost every day is itself worth cutting down.** Turmeric (curcumin), fish oil and glucosamine or chondroitin have weak evidence for joint pain, far less effect than a painkiller, and problems of their own (rare liver injury with curcumin; more bleeding with high-dose fish oil). Ibuprofen-type painkillers (NSAIDs) taken daily can cause stomach ulcers and bleeding, raise blood pressure and harm the kidneys — above all, no regular use with a raised creatinine or weak kidneys. Better: have recurring joint pain looked at by a doctor or a sports physio and adjust the training load and technique; for pain relief, ask a pharmacist about a topical anti-inflammatory gel (such as diclofenac gel) or acetaminophen (paracetamol) instead.',
    },
    source: {
      ref: 'NICE NG226 Osteoarthritis in over 16s (2022): topical NSAIDs first for knee osteoarthritis; do not offer glucosamine; NICE CKS NSAIDs — prescribing issues (gastrointestinal, renal and cardiovascular adverse effects); NCCIH, Turmeric (liver injury reports)',
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
  },
  // Clinician review 2026-11-25 late, E5 finding 1: "Can I stop my olanzapine?" got a lab reading and
  // "no reliable rule". A psychiatric medicine stopped suddenly: relapse or withdrawal.
  'stop-psychiatric': {
    text: {
      zh: '**抗精神病药、抗抑郁药和心境稳定剂尤其不能自己突然停。** 一下子中断，原来的症状可能复发，也可能出现撤药反应（头晕、失眠、恶心、焦虑、情绪波动等）。想减量、换药或不再用药（包括因为体重增加），请先和你的精神科医生商量，由医生制定逐步减量的计划；体重和血糖的问题，医生也有别的办法处理。',
      en: '**Antipsychotics, antidepressants and mood stabilisers above all must not be stopped suddenly on your own.** Stopping abruptly can bring the symptoms back or cause withdrawal effects (dizziness, poor sleep, nausea, anxiety, mood swings). If you want a lower dose, to stop or to switch (weight gain included), talk to your psychiatrist first and let them plan a gradual taper; they have other ways to tackle weight and blood sugar too.',
    },
    source: {
      ref: 'NICE CG178 Psychosis and schizophrenia in adults (2014), 1.3.6.6–1.3.6.7 (risk of relapse if medication is stopped; withdraw gradually with monitoring); NICE NG222 Depression in adults (2022), 1.8 Stopping antidepressant medication (withdrawal symptoms; taper gradually); Zyprexa (olanzapine) US prescribing information §2 and §5 (2021)',
      url: 'https://www.nice.org.uk/guidance/ng222',
    },
  },
  // Seventh clinician review (en D2): a woman on sertraline for depression was told about
  // antipsychotics, weight gain and the psychiatrist, with an olanzapine source.
  'stop-antidepressant': {
    text: {
      zh: '**抗抑郁药不能自己突然停。** 一下子中断可能出现撤药反应（头晕、失眠、恶心、焦虑、烦躁、“过电”感），抑郁也可能复发。想减量或停药，请先和开这个药的医生（常常是全科或家庭医生）商量，由医生安排逐步减量。',
      en: '**Antidepressants must not be stopped suddenly on your own.** Stopping abruptly can cause withdrawal effects (dizziness, poor sleep, nausea, anxiety, irritability, “electric shock” feelings) and the depression can come back. If you want a lower dose or to stop, talk to the doctor who prescribes it (often your GP) first, and let them plan a gradual taper.',
    },
    source: {
      ref: 'NICE NG222 Depression in adults (2022), 1.8 Stopping antidepressant medication (withdrawal symptoms; taper gradually); Zoloft (sertraline) US prescribing information §2 and §5 (discontinuation syndrome)',
      url: 'https://www.nice.org.uk/guidance/ng222',
    },
  },
  'swap-ppi': {
    text: {
      zh: '钙片不能抑制胃酸，不能代替质子泵抑制剂（碳酸钙当抗酸药也只是短暂中和胃酸）。长期吃的胃药能不能减量或改成按需吃，应由医生评估；自己突然不吃，反酸可能一下子加重。',
      en: 'Calcium does not suppress stomach acid and cannot replace a proton pump inhibitor (calcium carbonate as an antacid only neutralises acid briefly). Whether a long-term PPI can be lowered or taken only on demand is for your doctor to assess; going without it suddenly can bring the reflux back harder.',
    },
    source: {
      ref: 'Farrell B et al. Deprescribing proton pump inhibitors: evidence-based clinical practice guideline. Can Fam Physician 2017;63:354–364 (dose reduction or on-demand use decided with the prescriber; rebound symptoms)',
      url: 'https://www.cfp.ca/content/63/5/354',
    },
  },
  'swap-anticoagulant': {
    text: {
      zh: '鱼油、维生素E、银杏、纳豆激酶等补充剂不能预防血栓，不能代替抗凝药；擅自中断抗凝治疗会增加中风和血栓的风险。',
      en: 'Fish oil, vitamin E, ginkgo or nattokinase do not prevent clots and cannot replace an anticoagulant; going without your anticoagulant raises the risk of stroke and clots.',
    },
    source: COUMADIN_GUIDE,
  },
  'swap-statin': {
    text: {
      zh: '红曲米、鱼油、辅酶Q10不能代替他汀：红曲米里的莫纳可林K就是洛伐他汀的成分，含量不受监管，和他汀一起吃等于重复用药。',
      en: 'Red yeast rice, fish oil or CoQ10 cannot replace a statin: the monacolin K in red yeast rice is the same compound as lovastatin, in unregulated amounts, so taking it with a statin doubles up.',
    },
    source: {
      ref: 'NCCIH, Red Yeast Rice (2022): monacolin K is chemically identical to lovastatin; amounts vary between products; do not use with statins',
      url: 'https://www.nccih.nih.gov/health/red-yeast-rice',
    },
  },
  'blood-activating-herbs': {
    text: {
      zh: '**你在服用{drug}：活血化瘀类中药和中成药（如丹参、三七、红花、当归、川芎、银杏叶，以及复方丹参滴丸、血塞通等）有抗血小板或抗凝作用，和{drug}一起吃会增加出血风险，有的还会让INR升高。请不要自行服用**；如果中医师开了这类药，先告诉抗凝门诊或开药医生，并留意瘀斑、牙龈或鼻出血、黑便。你的{drug}本身已经在“防血栓”，不需要再靠食物或补充剂“活血”。',
      en: '**You take {drug}: "blood-activating" Chinese herbal remedies (danshen, notoginseng/sanqi, safflower, dong quai, chuanxiong, ginkgo, and patent medicines such as Fufang Danshen dripping pills) have antiplatelet or anticoagulant effects; with {drug} they raise the risk of bleeding, and some raise the INR. Do not take them on your own**; if a TCM practitioner prescribes one, tell your anticoagulation clinic or prescriber first and watch for bruising, gum or nose bleeds and black stools. {drug} already does the clot-preventing work; no food or supplement needs to "thin the blood" on top.',
    },
    source: {
      ref: 'Tsai HH et al. A review of potential harmful interactions between anticoagulant/antiplatelet agents and Chinese herbal medicines. PLoS One 2013;8(5):e64255 (danshen, dong quai, ginkgo, notoginseng and others); Stockley’s Drug Interactions: warfarin + danshen, warfarin + dong quai',
      url: 'https://doi.org/10.1371/journal.pone.0064255',
    },
  },
  // Twelfth clinician review (zh P2 #5): "我现在还在打克赛，一天一针，生化汤和益母草还能喝吗？" three weeks
  // after a caesarean was "cannot check". Both are 活血 remedies given after birth.
  'postpartum-herbs': {
    text: {
      zh: '**生化汤（当归、川芎、桃仁等）和益母草都是“活血”的产后方药，和抗凝针（如克赛）一起用会增加出血风险，益母草还会让子宫收缩。正在打抗凝针、恶露还没干净或出血又变多时，除非产科医生开了并且知道你在打抗凝针，否则先不要喝。** 出血突然变多（一小时湿透一片卫生巾）、有大血块、头晕心慌，请立即就医或拨打120，并告诉医生你在打抗凝针。',
      en: '**Shenghua decoction (with dong quai, chuanxiong and peach kernel) and motherwort (yimucao) are "blood-activating" remedies used after birth: with an anticoagulant injection such as enoxaparin they add to the risk of bleeding, and motherwort also makes the womb contract. While you are on the injections, still bleeding after the birth, or bleeding more again, do not take them unless your obstetrician prescribed them knowing about the anticoagulant.** Bleeding that suddenly gets heavier (soaking a pad in an hour), large clots, dizziness or a racing heart: get emergency care now and say you are on an anticoagulant.',
    },
    source: {
      ref: '中华人民共和国药典（2020年版）一部：益母草【功能与主治】活血调经，当归、川芎、桃仁 活血——章节凭记忆; Tsai HH et al. A review of potential harmful interactions between anticoagulant/antiplatelet agents and Chinese herbal medicines. PLoS One 2013;8(5):e64255 (dong quai and other blood-activating herbs with anticoagulants); RCOG Green-top Guideline No. 52, Prevention and management of postpartum haemorrhage (2016)',
      url: 'https://doi.org/10.1371/journal.pone.0064255',
    },
  },
  'levothyroxine-timing': {
    text: {
      zh: '**左甲状腺素（优甲乐、雷替斯等）每天早上空腹吃：用一杯白开水送服，吃完等30–60分钟再吃早餐、喝咖啡或牛奶。** 钙片、铁剂、复合维生素和含铝、镁的抗酸药要和它间隔至少4小时。也可以改在睡前吃（晚餐后至少3小时），但每天要固定同一种吃法，想换时间先问医生。',
      en: '**Take levothyroxine on an empty stomach with a glass of water, 30–60 minutes before breakfast** (and before coffee or milk). Keep calcium, iron, multivitamins and antacids at least 4 hours away from it. Bedtime (at least 3 hours after your evening meal) is an alternative — whichever you choose, keep it the same every day and ask your doctor before switching.',
    },
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information §2.1: take on an empty stomach, 30 minutes to 1 hour before breakfast, at least 4 hours apart from calcium, iron, multivitamins and antacids; Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism, Thyroid 2014, 24:1670–1751 (60 minutes before breakfast or at bedtime, 3 or more hours after the evening meal)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
    },
  },
  'blood-activating-general': {
    text: {
      zh: '“活血化瘀”是中医的概念，我无法评估中药的疗效，也不能替你选药；如需服用，请找中医师，并告诉医生你正在吃的药。这类中药（丹参、三七、红花、当归等）会增加出血风险：服用阿司匹林或抗凝药、手术或拔牙前，一定要告诉医生。',
      en: '"Blood-activating" (huoxue huayu) is a traditional Chinese medicine idea: I cannot judge or choose herbal treatments. If you want one, see a TCM practitioner and tell them your medicines. These herbs (danshen, notoginseng, safflower, dong quai …) raise the risk of bleeding: always tell your doctor if you take aspirin or an anticoagulant, or before surgery or dental work.',
    },
    source: {
      ref: 'Tsai HH et al. PLoS One 2013;8(5):e64255: Chinese herbal medicines with antiplatelet/anticoagulant effects',
      url: 'https://doi.org/10.1371/journal.pone.0064255',
    },
  },
} as const satisfies Record<string, Rule>;
export type MedicineRuleId = keyof typeof MEDICINE_RULES;

function NEVER_STOP_SOURCE(): Source {
  return {
    ref: 'Prescribing information of each medicine (do not stop without talking to your healthcare provider); NHS, "Stopping medicines" advice',
    url: 'https://www.nhs.uk/medicines/',
  };
}

/** What a non-nutrient supplement is and the doses studied (B11): there is no RDA to quote. */
export const SUPPLEMENT_DOSE_FACTS: Partial<Record<Substance, Rule>> = {
  coq10: COQ10_DOSE_FACT,
  // Essential nutrients the plan does not count have a reference intake (tenth clinician review, en P4).
  ...UNCOUNTED_NUTRIENT_FACTS,
};

// ---- recognition -----------------------------------------------------------------------------------

// "so I don't forget", "免得忘了吃" plan a habit, not a dose already missed (review15-levothyroxine-together).
const MISSED =
  /(?<!别|免得|以免|怕|防止|不要|不会|省得)忘(了|记)?(吃|服)|漏(吃|服)|没(吃|服)|少吃了一(次|顿|片)|\bmissed\b|\bforgot\b|(?<!\b(don'?t|dont|do not|not|never|won'?t|wont|to) )\bforget\b|\bskipped\b/;
/**
 * "还没吃药" after a blood-pressure reading is not on medicine yet, not a dose missed — unless a day, a meal or
 * making it up is said ("今天早上还没吃药，要补吗").
 */
const NOT_ON_MEDICINE_YET = /(?:还|从来|从没|一直|都)没(?:开始)?(?:吃|服)(?:过)?药/g;
const DOSE_OCCASION =
  /今天|今早|早上|昨天|昨晚|晚上|中午|这顿|那顿|刚才|刚刚|补吃|补服|补上|要补|早饭|晚饭|午饭/;
const missedSaid = (t: string): boolean =>
  MISSED.test(DOSE_OCCASION.test(t) ? t : t.replace(NOT_ON_MEDICINE_YET, ''));
/** A medicine dose, or a medicine by a class word ("my thyroid pill"). */
const DOSE_WORDS = /药|片|\bmeds?\b|\bmedicines?\b|\bmedications?\b|\bdoses?\b|\bpills?\b|\btablets?\b/;
const INR = /\binr\b|国际标准化比值/;
const INR_VALUE = /(?:\binr\b|国际标准化比值)[^\d]{0,24}(\d{1,2}(?:\.\d{1,2})?)/;
/** "went from 2.4 to 3.6", "从2.4升到3.6", "now 3.8": a value right after a change word is the later one. */
const INR_LATER =
  /(?:升到|降到|涨到|掉到|变成了?|变为|到了?|->|→|\bto\b|\bnow\b(?: (?:at|is))?)\s*(\d{1,2}(?:\.\d{1,2})?)(?![\d.]*\s*(?:mg|毫克|片|粒|tabs?|tablets?))/g;

/**
 * "target is 2 to 3", "range 2.0-3.0", "目标是2到3", "醫師說要在2到3之間": the person's target range, never a new value (blind
 * answer round 59, zh-039, development data: "INR只有1.7，醫師說要在2到3之間" was read as an INR of 3, "within range").
 */
const INR_TARGET_RANGE =
  /(?:目标|范围|要求|正常|要在|控制在|保持在|维持在|\btarget\w*|\brange\b|\bgoal\b|\bnormal\b|\bshould be\b|\bsupposed to be\b|\baim\w*|\bbetween\b)[^\d]{0,16}\d{1,2}(?:\.\d{1,2})?\s*(?:到|至|-|–|~|～|\bto\b|\band\b)\s*\d{1,2}(?:\.\d{1,2})?|\d{1,2}(?:\.\d{1,2})?\s*(?:到|至|-|–|~|～)\s*\d{1,2}(?:\.\d{1,2})?\s*之间/g;

/** The person's own INR target, said as a range after a target word ("目标是2.5到3.5", "target 2.5-3.5"). */
const OWN_INR_TARGET =
  /(?:目标|要求|要在|控制在|保持在|维持在|\btarget\w*|\bgoal\b|\baim\w*|\bsupposed to be\b|\bshould be\b|\bbetween\b)[^\d]{0,16}(\d(?:\.\d{1,2})?)\s*(?:到|至|-|–|~|～|\bto\b|\band\b)\s*(\d(?:\.\d{1,2})?)/;

export function statedInrTarget(norm: string): [number, number] | null {
  const m = OWN_INR_TARGET.exec(norm);
  if (!m) return null;
  const low = Number(m[1]);
  const high = Number(m[2]);
  // Only a plausible INR target (1.5–4.5), low below high.
  return low >= 1.5 && high <= 4.5 && low < high ? [low, high] : null;
}

/** An INR figure said ("INR was 3.6"): the INR rules answer before any food or product row. */
export function inrFigureGiven(norm: string): boolean {
  return INR_VALUE.test(norm);
}

/** The INR the person has now: the first value after "INR", or the last one it changed to. */
export function statedInr(norm: string): number {
  const m = INR_VALUE.exec(norm);
  if (!m) return NaN;
  // The rest of the sentence (a decimal point is not a full stop).
  // A target range said after it ("target is 2 to 3", "目标2到3") is no change of value: the INR
  // stays the figure given, read whole with its decimals (blind round 10 en-069: 3.6 read as 3).
  const rest = (norm.slice(m.index + m[0].length).split(/[。？！?!;；]|\.(?!\d)/)[0] ?? '').replace(
    INR_TARGET_RANGE,
    ' ',
  );
  const later = [...rest.matchAll(INR_LATER)].map((x) => Number(x[1])).filter((n) => n >= 0.8 && n <= 20);
  return later.length > 0 ? later[later.length - 1]! : Number(m[1]);
}

const CLASS_WORDS: Partial<Record<DrugClass, RegExp>> = {
  ppi: /\bppis?\b|质子泵|拉唑|胃药|\bacid (reducer|pill|blocker)s?\b|\bantacid pill\b/,
  anticoagulant: /抗凝药|\bblood thinners?\b|\banticoagulants?\b/,
  statin: /他汀|降脂药|\bstatins?\b|\bcholesterol (pill|med|medicine|medication)s?\b/,
  thyroid_hormone:
    /甲状腺素|甲状腺的?药|甲减的?药|优甲乐|雷替斯|\bthyroid (pill|tablet|med|medicine|medication|hormone)s?\b|\blevo\b/,
};

/** Palpitations or tremor (insomnia alone is not enough to call it over-replacement). */
const HYPERTHYROID_SYMPTOMS =
  /心慌|心悸|心跳[^，。,.]{0,3}(快|加速|厉害)|手抖|发抖|手发抖|\bpalpitations?\b|\bheart (is )?(racing|pounding)\b|\bracing heart\b|\bfast heart ?(beat|rate)?\b|\btremors?\b|\bshak(y|ing|es)\b|\bjittery\b/;
const HYPOMAGNESAEMIA_SYMPTOMS =
  /抽筋|痉挛|手脚抽|肌肉抽|手抖|震颤|心跳[^，。,.]{0,3}(乱|不齐|不规则|漏跳)|心律不齐|早搏|\bcramps?\b|\bspasms?\b|\btremors?\b|\btwitch|\birregular heart|\bheart (is )?skipping\b|\bskipped beats?\b|\bpalpitations?\b/;
const STOP_OR_SWAP =
  /停(掉|药|用|服|了)?|不吃了|不想吃|换成|改吃|改成|代替|替代|取代|\binstead\b|\bstop\b|\bquit\b|\bcome off\b|\bget off\b|\breplace\b|\bswap\b|\bswitch\b/;
const HOW_MUCH =
  /多少|几粒|几片|剂量|用量|怎么吃合适|\bhow (much|many)\b|\bdos(e|age|ing)\b|\bmg\b.*\?|\bwhat amount\b/;

function classOf(d: Drug | undefined, c: DrugClass): boolean {
  return !!d?.classes.includes(c);
}

/** Medicines in play: those named in the question, else the person's own, else by class word. */
function medicinesIn(text: string, own: readonly string[]): Drug[] {
  const named = findDrugs(text);
  if (named.length) return named;
  return own.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined);
}

/**
 * The medicines named and the person's own together: a herbal remedy that is itself in the dictionary
 * (复方丹参滴丸) must not hide the warfarin the person takes.
 */
function medicinesWithOwn(text: string, own: readonly string[]): Drug[] {
  const all = [
    ...findDrugs(text),
    ...own.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined),
  ];
  return all.filter((d, i) => all.findIndex((x) => x.id === d.id) === i);
}

function hasClass(text: string, own: readonly string[], c: DrugClass): Drug | 'class' | null {
  const t = normaliseQuestion(text);
  const d = medicinesIn(text, own).find((x) => classOf(x, c));
  if (d) return d;
  return CLASS_WORDS[c]?.test(t) ? 'class' : null;
}

const NOT_A_NUTRIENT = (s: Substance) => !isNutrientKey(s);

export type MedicineTopic =
  | 'missed_dose'
  | 'inr'
  | 'levothyroxine_symptoms'
  | 'levothyroxine_timing'
  | 'ppi_symptoms'
  | 'stop_or_swap'
  | 'blood_activating';

/** "When do I take …": a timing question in either language. */
const WHEN =
  /什么时候(吃|服|补)|何时(吃|服)|几点(吃|服)|早上还是晚上|晚上还是早上|饭前还是饭后|饭前|饭后|空腹|怎么吃|服用时间|\bwhen (should|do|can|to) (i )?(take|have)\b|\bwhat time\b|\bbest time\b|\bmorning or (evening|night)\b|\bbefore or after\b|\bempty stomach\b|\bhow (should|do) i take\b/;

/**
 * "How long after it before breakfast / coffee?", "吃完多久能吃早饭", "要等幾耐先食得嘢": the wait before food or a
 * drink — for the thyroid pill, its timing (blind answer round 50, zh-042: declined, or a milk-tea order).
 */
const WAIT_BEFORE_FOOD =
  /(多久|多长时间|几耐|幾耐|几个钟|几个小时|几分钟)[^。？?]{0,8}(才|再|先)?(能|可以|可)?(吃|喝|食|饮|飲)|(隔|等|间隔|隔开)(多久|多长时间|几耐|幾耐|几个钟)|\bhow long\b[^.?!]{0,40}\b(before|until|till|to wait|can i|should i|after)\b|\bhow (soon|long) (after|before)\b|\bwait(ing)? (before|to) (eat|eating|have|having|drink|drinking|breakfast)\b|\b(breakfast|eat|coffee|tea|food|milk)\b[^.?!]{0,25}\b(right|straight|immediately|directly) after\b|吃完[就马上立刻立即]{1,4}(吃|喝)|\bhow many (minutes|mins|hours)\b|\b(till|until) i can (eat|drink|have)\b/;
/** Food or a drink said to change how much of the tablet is absorbed ("喝奶茶会影响药的吸收吗"). */
const ABSORPTION = /吸收|\babsor\w*|\b(affect|interfere with|block) (it|my|the)\b/;
const FOOD_OR_DRINK =
  /奶茶|奶|茶|咖啡|豆浆|早餐|早饭|早点|粥|饭|点心|\b(milk|tea|coffee|soy|breakfast|food|meal|dim sum)\b/;

const MILK_TEA = /奶茶|丝袜奶茶|鸳鸯|饮茶|飲茶|\b(milk tea|teh tarik|chai|dim sum|yum cha)\b/;

/** The medicine topic of a question, or null (checked before the cue scores; red flags come first). */
export function medicineTopicOf(text: string, medicines: readonly string[]): MedicineTopic | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  if (INR.test(t)) return 'inr';
  if (missedSaid(t) && (findDrugs(text).length > 0 || DOSE_WORDS.test(t))) return 'missed_dose';
  if (HYPERTHYROID_SYMPTOMS.test(t) && hasClass(text, medicines, 'thyroid_hormone'))
    return 'levothyroxine_symptoms';
  // "What time should I take levothyroxine", "when do I take my vitamin D and my thyroid pill": the
  // thyroid pill named (or by its class word) in a timing question (re-review M8).
  if (
    (WHEN.test(t) || WAIT_BEFORE_FOOD.test(t) || (ABSORPTION.test(t) && FOOD_OR_DRINK.test(t))) &&
    (findDrugs(text).some((d) => classOf(d, 'thyroid_hormone')) || CLASS_WORDS.thyroid_hormone!.test(t))
  )
    return 'levothyroxine_timing';
  if (HYPOMAGNESAEMIA_SYMPTOMS.test(t) && hasClass(text, medicines, 'ppi')) return 'ppi_symptoms';
  if (bloodActivatingNamed(t)) return 'blood_activating';
  // "Can I stop my olanzapine / antidepressant?": the never-stop rule, not a lab reading (E5, late review).
  if (asksStopPsychiatric(t, text, medicines)) return 'stop_or_swap';
  if (STOP_OR_SWAP.test(t) && !stopsTheSupplement(text)) {
    // "Can I stop my PPI and take calcium instead?": a medicine named (or by its class) and a
    // supplement or "instead" — "can I take red yeast rice instead?" alone is a herb question.
    const drug =
      findDrugs(text).length > 0 ||
      (Object.keys(CLASS_WORDS) as DrugClass[]).some((c) => CLASS_WORDS[c]!.test(t)) ||
      /药|\bmedicine\b|\bmedication\b|\bprescription\b/.test(t);
    const swap = findSubstances(text).length > 0 || /\binstead\b|代替|替代|换成|改吃/.test(t);
    // A bare "instead" that replaces no medicine ("candy doesn't work with acarbose — what should she keep in her bag
    // instead": blind answer round 61, en-004, development data) is no swap; "instead of my metformin" still is.
    const insteadOnly =
      !STOP_OR_SWAP.test(t.replace(/\binstead\b/g, ' ')) &&
      !/\binstead of\b/.test(t) &&
      findSubstances(text).length === 0;
    if (drug && swap && !insteadOnly) return 'stop_or_swap';
  }
  return null;
}

const STOP_ONLY = /停(掉|用|服|了|下来)?|不吃了|\bstop\b|\bquit\b|\bdrop\b|\bditch\b/;
const SWAP_WORDS = /换成|改吃|改成|代替|替代|取代|\binstead\b|\breplace\b|\bswap\b|\bswitch\b/;

/** What is stopped, said right after the word: "stop (taking) the moringa", "停掉辣木粉". */
const STOP_OBJECT =
  /\b(?:stop|quit|drop|ditch)\s+(?:taking\s+|using\s+|having\s+|drinking\s+)?(?:the\s+|my\s+|his\s+|her\s+|our\s+|this\s+|that\s+)?([a-z][a-z -]{2,30}?)(?=\s*(?:\?|$|\bfor\b|\bthen\b|\bnow\b|\bor\b|\bbecause\b|\bsince\b))|停(?:掉|了|下)?(?:这个|那个)?([\u4e00-\u9fff]{2,6}?)(?=吗|呢|吧|$)/;
/** Words that name no thing of their own: a pronoun, or the medicine in general. */
const NOT_AN_OBJECT =
  /^(it|them|this|that|these|those|everything|all|all of (it|them)|meds?|medicines?|medications?|pills?|tablets?|drugs?|treatment|one|both|either|吃|服用|用药|吃药|这个药|药)$/;
const classWordIn = (t: string): boolean =>
  (Object.keys(CLASS_WORDS) as DrugClass[]).some((c) => CLASS_WORDS[c]!.test(t));

/**
 * "在吃异维A酸（泰尔丝），每天的复合维生素里有vitamin A，要停掉吗": the clause nearest the stop (its own, or the
 * one before a stop with no object) names a supplement and no medicine — the supplement is what may be
 * stopped, a question about the pair, never the "do not stop your medicine" text (blind answer round 14,
 * zh-017). A swap ("stop my PPI and take calcium instead") is still the medicine's.
 */
function stopsTheSupplement(text: string): boolean {
  const lower = text.toLowerCase();
  if (SWAP_WORDS.test(normaliseQuestion(text))) return false;
  const clauses = lower
    .split(/[，,。；;？?！!\n]|\.(?=\s|$)|\band\b|\bbut\b|但是|可是/)
    .filter((c) => c.trim());
  const i = clauses.findIndex((c) => STOP_ONLY.test(c));
  if (i < 0) return false;
  // The stop's own object named and no medicine: "should I stop the moringa?" after "my potassium can go up with
  // lisinopril" is the moringa's question, though the clause before names the medicine (blind answer round 46, en-009,
  // development data once reported: "Do not stop lisinopril").
  const said = STOP_OBJECT.exec(clauses[i]!);
  const object = (said?.[1] ?? said?.[2])?.trim();
  if (object && !NOT_AN_OBJECT.test(object) && findDrugs(object).length === 0 && !classWordIn(object))
    return true;
  for (let j = i; j >= 0; j--) {
    if (findDrugs(clauses[j]!).length > 0) return false;
    if (findSubstances(clauses[j]!).length > 0) return true;
  }
  return false;
}

/** Psychiatric medicines that must be tapered with the psychiatrist (NICE CG178, NG222). */
const PSYCHIATRIC: readonly DrugClass[] = [
  'antipsychotic',
  'ssri',
  'snri',
  'tricyclic',
  'atypical_antidepressant',
  'mood_stabilizer',
];
const ANTIDEPRESSANT: readonly DrugClass[] = ['ssri', 'snri', 'tricyclic', 'atypical_antidepressant'];
const ANTIPSYCHOTIC_WORDS =
  /抗精神病|情绪稳定剂|心境稳定剂|\bantipsychotics?\b|\bmood stabili[sz]ers?\b|\bpsych(iatric)? (meds?|medicines?|medications?|pills?)\b/;
/** Anti-inflammatory painkillers people buy over the counter (ibuprofen, naproxen). */
const OTC_NSAIDS: ReadonlySet<string> = new Set(['ibuprofen', 'naproxen']);

const PSYCHIATRIC_WORDS =
  /抗精神病|抗抑郁|精神科的?药|情绪稳定剂|心境稳定剂|\bantipsychotics?\b|\bantidepressants?\b|\bmood stabili[sz]ers?\b|\bssris?\b|\bsnris?\b|\bpsych(iatric)? (meds?|medicines?|medications?|pills?)\b/;
const STOP_MEDICINE =
  /停(掉|药|用|服|了|下来)|(能|可以|想|要|敢)(不)?(自己|自行)?停|不吃了|不想吃了|断药|减药|\bstop\b|\bquit\b|\bcome off\b|\bget off\b|\bgo off\b|\btaper\b|\bwean\b/;
/** Stopping smoking or drinking on such a medicine is another question (the clozapine–smoking row). */
const NOT_THE_MEDICINE = /烟|酒|咖啡|\bsmok\w*|\bcig\w*|\bvap\w*|\bdrink\w*|\balcohol\b|\bcoffee\b/;

function asksStopPsychiatric(t: string, text: string, medicines: readonly string[]): boolean {
  if (!STOP_MEDICINE.test(t) || NOT_THE_MEDICINE.test(t)) return false;
  if (PSYCHIATRIC_WORDS.test(t)) return true;
  return medicinesIn(text, medicines).some((d) => PSYCHIATRIC.some((c) => classOf(d, c)));
}

/** A dose question about a supplement that is not a nutrient (CoQ10, ginkgo …): B11. */
export function isSupplementDoseQuestion(text: string): boolean {
  const t = normaliseQuestion(text);
  if (!HOW_MUCH.test(t)) return false;
  if (MUSCLE_SYMPTOMS.some((re) => re.test(t))) return false;
  const subs = findSubstances(text);
  return subs.length > 0 && subs.every(NOT_A_NUTRIENT);
}

/** A herbal or other non-nutrient supplement asked about without a medicine named, by someone who takes some. */
export function isHerbQuestion(text: string, medicines: readonly string[]): boolean {
  if (medicines.length === 0 || findDrugs(text).length > 0) return false;
  const subs = findSubstances(text);
  return subs.length > 0 && subs.some(NOT_A_NUTRIENT);
}

// ---- answers -----------------------------------------------------------------------------------------

const ruleText = (id: MedicineRuleId, l: Locale) => pick(MEDICINE_RULES[id].text, l);

/** The rules written for warfarin that hold for every vitamin K antagonist (its INR, a missed dose). */
const VKA_RULES: ReadonlySet<MedicineRuleId> = new Set([
  'missed-dose-warfarin',
  'inr-high',
  'inr-clinic-said-hold',
  'inr-very-high',
  'inr-checks',
]);
/** What those texts say of warfarin itself, kept when they are said for another vitamin K antagonist. */
const WARFARIN_ITSELF = ['warfarin Medication Guide', '华法林用药指南'];

/** The name of the vitamin K antagonist named or taken (acenocoumarol, warfarin), or `undefined`. */
function ownVka(ctx: Ctx): { zh: string; en: string } | undefined {
  return vitaminKAntagonistName(medicinesWithOwn(ctx.text, ctx.medicines).map((d) => d.id));
}

function answer(
  ctx: Ctx,
  parts: { id: MedicineRuleId; vars?: Record<string, string> }[],
  extra: { lines?: string[]; warnings?: Warning[]; refs?: string[] } = {},
): Draft {
  const l = ctx.locale;
  // The INR and missed-dose rules are written for warfarin: on another vitamin K antagonist they say its name.
  const vka = ownVka(ctx);
  const fill = (s: string, id: MedicineRuleId, vars: Record<string, string> = {}) => {
    const filled = s.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '');
    return vka && VKA_RULES.has(id) ? warfarinSaidAs(filled, vka, WARFARIN_ITSELF) : filled;
  };
  const lines = parts.map((p) => fill(ruleText(p.id, l), p.id, p.vars));
  lines.push(...(extra.lines ?? []));
  const refs = [...new Set([...parts.map((p) => MEDICINE_RULES[p.id].source.ref), ...(extra.refs ?? [])])];
  const notes: SafetyNote[] = parts.map((p) => ({ id: p.id, text: fill(ruleText(p.id, l), p.id, p.vars) }));
  return {
    text: lines.join('\n\n') + sourceLine(refs.join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }, ...(extra.warnings ?? [])],
    notes,
  };
}

/** The clinic or prescriber told the person to hold or skip warfarin (their own instruction, repeated). */
export const CLINIC_SAID_HOLD =
  /(让我|叫我|说|要我|嘱咐)[^，。,.]{0,6}(先)?(停|暂停|别吃|不要吃|停一次|停两天)|\b(said|told (me|us|him|her)|asked (me|us) to|instructed (me|us) to)\b[^.?!]{0,12}\b(hold|stop|skip|pause|not take|miss)\b|\bhold (the |my |his |her )?(warfarin|coumadin|jantoven|dose|tablets?)\b/;

export function medicineQuestion(ctx: Ctx): Draft {
  const l = ctx.locale;
  const topic = medicineTopicOf(ctx.text, ctx.medicines);
  // An INR figure comes before the food asked about with it: "INR 9.2 — should I eat more kale to
  // bring it down?" needs the clinic today, not the vitamin-K food answer (issue 30 blind round 5).
  const inrGiven = topic === 'inr' && INR_VALUE.test(ctx.norm);
  const planTopic = inrGiven
    ? null
    : planTopicOf(ctx.text, { kidney: kidneyContext(ctx), medicines: ctx.medicines });
  if (planTopic) return planTopicAnswer(ctx, planTopic);
  switch (topic) {
    case 'inr': {
      const inr = statedInr(ctx.norm);
      if (!Number.isFinite(inr)) return answer(ctx, [{ id: 'inr-checks' }]);
      const id: MedicineRuleId =
        inr >= 10 ? 'inr-very-high' : inr > 3 ? 'inr-high' : inr < 2 ? 'inr-low' : 'inr-high';
      // The person's own target said ("医生说他的目标是2.5到3.5": a mechanical mitral valve) decides, not the
      // usual 2–3 (blind answer round 41, zh-013: 2.1 was "within the usual range").
      const target = statedInrTarget(ctx.norm);
      if (target && inr < 10 && (inr < target[0] || inr <= target[1])) {
        const range = `${target[0]}–${target[1]}`;
        const below = inr < target[0];
        return {
          text:
            (below
              ? L(
                  l,
                  `**INR ${inr} 低于医生给的目标（${range}）：请这一两天内告诉抗凝门诊或开药医生，由他们调整剂量；不要自己多吃一片补上。** 也想一想最近绿叶菜是不是比平时吃得多、有没有漏服。`,
                  `**An INR of ${inr} is below the target your doctor set (${range}): tell your anticoagulation clinic or prescriber in the next day or two and let them adjust the dose; do not take extra tablets yourself.** Think about whether you ate more green vegetables than usual or missed a dose.`,
                )
              : L(
                  l,
                  `INR ${inr} 在医生给你的目标（${range}）以内。继续按医嘱服药、保持维生素K摄入稳定，按时复查。`,
                  `An INR of ${inr} is within the target your doctor set (${range}). Keep taking ${ownVka(ctx)?.en ?? 'warfarin'} as prescribed, keep vitamin K intake steady and keep your check-ups.`,
                )) + sourceLine(MEDICINE_RULES['inr-low'].source.ref, l),
          suggestions: suggestionsFor(ctx, [], undefined),
          ...(below ? { warnings: [{ kind: 'see_doctor' as const }] } : {}),
        };
      }
      if (inr >= 2 && inr <= 3) {
        return {
          text:
            L(
              l,
              `INR ${inr} 在大多数人的目标范围（2–3）以内；你的目标以抗凝门诊告诉你的为准。继续按医嘱服药、保持维生素K摄入稳定，按时复查。`,
              `An INR of ${inr} is within the usual target range (2–3); your clinic tells you your own range. Keep taking ${ownVka(ctx)?.en ?? 'warfarin'} as prescribed, keep vitamin K intake steady and keep your check-ups.`,
            ) + sourceLine(MEDICINE_RULES['inr-low'].source.ref, l),
          suggestions: suggestionsFor(ctx, [], undefined),
        };
      }
      const drink = NUTRITION_DRINK.test(ctx.norm) && !NOT_A_NUTRITION_DRINK.test(ctx.norm);
      const held = inr > 3 && inr < 10 && CLINIC_SAID_HOLD.test(ctx.norm) ? 'inr-clinic-said-hold' : id;
      return answer(
        ctx,
        [
          { id: held, vars: { inr: String(inr) } },
          ...(drink ? [{ id: 'inr-nutrition-drink' as const }] : []),
        ],
        { lines: extraInteractionLines(ctx) },
      );
    }
    case 'missed_dose': {
      // Warfarin or another vitamin K antagonist (acenocoumarol): the same missed-dose rule, said with its name.
      const warfarin =
        medicinesIn(ctx.text, ctx.medicines).some((d) => isVitaminKAntagonist(d.id)) ||
        /华法林|醋硝香豆素|苯丙香豆素|warfarin|coumadin|acitrom|sintrom|acenocou?marol|phenprocoumon|marc(o)?umar/.test(
          ctx.norm,
        );
      const doac =
        medicinesIn(ctx.text, ctx.medicines).some((d) => d.id === 'rivaroxaban' || d.id === 'apixaban') ||
        /利伐沙班|拜瑞妥|阿哌沙班|艾乐妥|\brivaroxaban\b|\bxarelto\b|\bapixaban\b|\beliquis\b/.test(ctx.norm);
      return answer(ctx, [
        { id: warfarin ? 'missed-dose-warfarin' : doac ? 'missed-dose-doac' : 'missed-dose' },
      ]);
    }
    case 'levothyroxine_symptoms':
      return answer(ctx, [{ id: 'levothyroxine-overreplacement' }]);
    case 'levothyroxine_timing': {
      // The other part of the question ("… and my vitamin D"): each named supplement's own timing.
      const lines: string[] = [];
      const refs: string[] = [];
      for (const n of findNutrients(ctx.text).filter(isSupplementable)) {
        lines.push(`**${nutrientName(n, l)}**: ${personalTiming(pick(TIMING[n].text, l), ctx, true)}`);
        refs.push(TIMING[n].source.ref);
      }
      // Milk tea with the morning tablet (blind answer round 50, zh-042).
      if (MILK_TEA.test(ctx.norm)) lines.push(say('reply.medicines.thyroidMilkTea', {}, l));
      // Coffee, milk or iron named: their pair rule with the tablet, as the pair table says it.
      const pairs = pairLinesFor(ctx);
      lines.push(...pairs.lines);
      refs.push(...pairs.rules.map((r) => r.source.ref));
      const draft = answer(ctx, [{ id: 'levothyroxine-timing' }], { lines, refs });
      return pairs.rules.length > 0 ? { ...draft, rules: pairs.rules.map((r) => r.id) } : draft;
    }
    case 'ppi_symptoms': {
      // What the plan already says about magnesium comes first: its severe lab, or its own product.
      const mg = ctx.plan?.reportAnalysis?.markers.find((m) => m.key === 'serumMagnesium');
      if (mg && mg.unit === 'mmol/L' && mg.value < MAGNESIUM_SEVERE_BELOW)
        return answer(ctx, [{ id: 'ppi-magnesium-severe', vars: { mg: String(mg.value) } }]);
      const planned = ctx.plan?.recommendations.find((r) => r.nutrient === 'magnesium');
      if (planned)
        return answer(ctx, [
          { id: 'ppi-magnesium-planned', vars: { dose: doseText(planned.dose, planned.unit, l) } },
        ]);
      return answer(ctx, [{ id: 'ppi-magnesium' }], {
        warnings: [{ kind: 'avoid_supplement', substance: 'magnesium' }],
      });
    }
    case 'stop_or_swap': {
      const drugs = medicinesIn(ctx.text, ctx.medicines);
      // A result in the plan at which the medicine's label itself stops it (agomelatine from 3 times the upper
      // limit of a liver test): that instruction, never "do not stop it yourself" (fortieth clinician review, zh S3).
      const labelStop = labelStopInPlan(
        ctx.plan,
        drugs.map((d) => d.id),
      );
      if (labelStop)
        return {
          text: `**${pick(labelStop.text, l)}**${sourceLine(labelStop.source.ref, l)}`,
          suggestions: suggestionsFor(ctx, [], undefined),
          warnings: [{ kind: 'see_doctor' }],
        };
      const cls = (c: DrugClass) => drugs.some((d) => classOf(d, c)) || !!CLASS_WORDS[c]?.test(ctx.norm);
      // Every medicine the question names ("my tramadol and Zoloft"), not the first one only.
      const named = findDrugs(ctx.text).length > 0;
      const drug = drugs.length
        ? (named ? drugs : drugs.slice(0, 1)).map((d) => ownDrugName(ctx, d)).join(L(l, '或', ' or '))
        : L(l, '处方药', 'your prescribed medicine');
      // Only painkillers bought over the counter named: what to cut is the daily painkiller (swap-otc-nsaid).
      const otcOnly = drugs.length > 0 && drugs.every((d) => OTC_NSAIDS.has(d.id));
      const parts: { id: MedicineRuleId; vars?: Record<string, string> }[] = [
        otcOnly
          ? // A generic name mid-sentence is lower case in English ("taking ibuprofen almost every day").
            {
              id: 'swap-otc-nsaid',
              vars: { drug: drug.replace(/\b(Ibuprofen|Naproxen)\b/g, (m) => m.toLowerCase()) },
            }
          : { id: 'stop-medicine', vars: { drug } },
      ];
      if (PSYCHIATRIC.some(cls) || PSYCHIATRIC_WORDS.test(ctx.norm))
        // Antidepressants only (named, or the person's own): the antidepressant's text, no antipsychotics.
        parts.push({
          id:
            !ANTIPSYCHOTIC_WORDS.test(ctx.norm) &&
            ANTIDEPRESSANT.some(cls) &&
            !['antipsychotic', 'mood_stabilizer'].some((c) => cls(c as DrugClass))
              ? 'stop-antidepressant'
              : 'stop-psychiatric',
        });
      if (cls('ppi')) parts.push({ id: 'swap-ppi' });
      if (cls('anticoagulant')) parts.push({ id: 'swap-anticoagulant' });
      if (cls('statin')) parts.push({ id: 'swap-statin' });
      return answer(ctx, parts, { lines: extraInteractionLines(ctx) });
    }
    case 'blood_activating':
      return herbalRemedy(ctx);
    default:
      return answer(ctx, [
        { id: 'stop-medicine', vars: { drug: L(l, '处方药', 'your prescribed medicine') } },
      ]);
  }
}

/** The plan's lab note at which the label stops one of these medicines, if any. */
function labelStopInPlan(plan: PlanDocument | null, drugIds: readonly string[]): LabDrugNote | null {
  for (const m of plan?.reportAnalysis?.markers ?? []) {
    if (m.flag !== 'high') continue;
    const notes = labDrugNotes(m.key, 'high', drugIds, {
      value: m.value,
      refHigh: m.labRefHigh ?? m.refHigh,
    });
    const stop = notes.find((n) => n.labelStop === true);
    if (stop) return stop;
  }
  return null;
}

/** The engine's interaction warnings for the supplements named, with the person's medicines. */
function extraInteractionLines(ctx: Ctx): string[] {
  const subs = findSubstances(ctx.text);
  if (!subs.length) return [];
  const meds = medicinesIn(ctx.text, ctx.medicines).map((d) => d.id);
  return taboosFor({ medicines: meds, substances: subs }, ctx.locale)
    .filter((t) => t.kind === 'interaction')
    .map((t) => interactionWarning(t, ctx.locale));
}

/**
 * A herbal remedy asked about without naming a medicine (A10, B8): the person's own medicines are
 * used — danshen or "活血化瘀" on warfarin, red yeast rice on a statin — with the engine's rules, and
 * the blood-activating rule for herbs the rules do not list (notoginseng, safflower …).
 */
/** The plan's platelet count when below 50 ×10⁹/L, else null. */
function lowPlateletsIn(plan: Ctx['plan']): number | null {
  const m = (plan?.reportAnalysis?.markers ?? []).find((x) => x.key === 'platelets');
  return m && Number.isFinite(m.value) && m.value < LOW_PLATELETS_BELOW ? m.value : null;
}

export function herbalRemedy(ctx: Ctx): Draft {
  const l = ctx.locale;
  const meds = medicinesWithOwn(ctx.text, ctx.medicines);
  const subs = findSubstances(ctx.text);
  const taboos = taboosFor({ medicines: meds.map((d) => d.id), substances: subs }, l).filter(
    (t) => t.kind === 'interaction',
  );
  // The plan's verdict on the products asked about leads, as in the interaction answer (thirtieth clinician
  // review, zh S2: fish oil, ginkgo and nattokinase on aspirin and clopidogrel, all three 'hold' in the plan,
  // were 'minor' and 'tell the prescriber' pair by pair in the chat).
  const avoid = taboos.length ? planAvoidLines(ctx, new Set<string>(subs)) : [];
  const lines: string[] = [...avoid, ...taboos.map((t) => interactionWarning(t, l))];
  const parts: { id: MedicineRuleId; vars?: Record<string, string> }[] = [];
  const bleeding = meds.find((d) => classOf(d, 'anticoagulant') || classOf(d, 'antiplatelet'));
  if (POSTPARTUM_HERBS.test(ctx.norm)) parts.push({ id: 'postpartum-herbs' });
  if (bloodActivatingNamed(ctx.norm)) {
    parts.push(
      bleeding
        ? { id: 'blood-activating-herbs', vars: { drug: drugName(bleeding, l) } }
        : { id: 'blood-activating-general' },
    );
  }
  const warnings: Warning[] = taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null);
  // Platelets below 50 in the plan and a product that adds to bleeding asked about (nattokinase, ginkgo,
  // danshen …): avoid, ask the haematologist — never "no known interaction" (fifteenth clinician review,
  // zh P5-S2; knowledge/low-platelets.ts).
  const platelets = lowPlateletsIn(ctx.plan);
  const cancer = cancerTreatment(meds, ctx.plan);
  let cancerRef = false;
  if (
    platelets !== null &&
    (subs.some((s) => LOW_PLATELETS_SUBSTANCES.includes(s)) || LOW_PLATELETS_NAMES.test(ctx.text))
  ) {
    lines.push(
      `**${pick(LOW_PLATELETS_REVIEW, l)
        .replace('{value}', String(platelets))
        .replace(/本品|this product/, L(l, '它', 'it'))
        .replace('请先停用，', '现在不要吃，')
        .replace('Stop it for now and ask', 'Do not take it now; ask')}**`,
    );
    warnings.push({ kind: 'see_doctor' });
  } else if (parts.length === 0 && taboos.length === 0 && cancer) {
    // "Relatives keep gifting lingzhi and cordyceps capsules for dad's lymphoma" on zanubrutinib got "no
    // known interaction" for reishi and nothing on cordyceps (blind answer round 35 en-036, development
    // data, unsafe): on cancer treatment a herbal product with no rule is the team's to clear first.
    lines.push(cancerHerbsLine(cancer, subs, ctx.norm, l));
    warnings.push({ kind: 'see_doctor' });
    cancerRef = true;
  } else if (parts.length === 0 && taboos.length === 0) {
    const names = subs.map((s) => substanceName(s, l)).join(L(l, '、', ', '));
    const drugs = meds.map((d) => drugName(d, l)).join(L(l, '、', ', '));
    lines.push(
      drugs
        ? L(
            l,
            `我们的规则库中没有 **${drugs}** 与 **${names}** 的已知相互作用。这不代表绝对安全：草本补充剂成分和含量差别很大，开始服用前请咨询药师或医生。`,
            `Our rules list no known interaction between **${drugs}** and **${names}**. That is not a guarantee: herbal products vary a lot, so ask your pharmacist or doctor before you start.`,
          )
        : subs.every((s) => SUPPLEMENT_DOSE_FACTS[s])
          ? subs.map((s) => pick(SUPPLEMENT_DOSE_FACTS[s]!.text, l)).join('\n\n')
          : L(
              l,
              `${names}不是营养素，我没有它的推荐量；开始服用前请咨询药师或医生。`,
              `${names} is not a nutrient, so there is no recommended amount I can give; ask your pharmacist or doctor before you start.`,
            ),
    );
  }
  if (taboos.length) lines.push(pick(NEVER_STOP, l));
  const d = answer(ctx, parts, {
    lines,
    warnings:
      bleeding && parts.length ? [{ kind: 'avoid_supplement', substance: 'danshen' }, ...warnings] : warnings,
    refs: [
      ...taboos.map((t) => t.source.ref),
      ...(platelets !== null && lines.some((x) => /血小板|platelets/.test(x))
        ? [LOW_PLATELETS_SOURCE.ref]
        : []),
      ...(cancerRef ? [CANCER_HERBS_REF] : []),
    ],
  });
  return { ...d, warnings: parts.length || taboos.length ? d.warnings : [] };
}

/**
 * Whether the message names a supplement that is not a nutrient (CoQ10, a herb): the supplement-dose answer's subject.
 * A nutrient alone ("vitamin D 28 nmol/L, I take 1000 IU, is that enough?") is the dose answer's (blind answer round 63,
 * en-048, development data: a deficient mother got only "ask your pharmacist").
 */
export function namesNonNutrient(text: string): boolean {
  return findSubstances(text).some(NOT_A_NUTRIENT);
}

/** "How much CoQ10 should I take": what is known about that supplement, honestly (B11). */
export function supplementDose(ctx: Ctx): Draft {
  const l = ctx.locale;
  const subs = findSubstances(ctx.text).filter(NOT_A_NUTRIENT);
  const lines: string[] = [];
  const refs: string[] = [];
  for (const s of subs.slice(0, 2)) {
    const fact = SUPPLEMENT_DOSE_FACTS[s];
    if (fact) {
      lines.push(pick(fact.text, l));
      refs.push(fact.source.ref);
    } else {
      lines.push(
        L(
          l,
          `${substanceName(s, l)}不是营养素，**没有推荐摄入量（RNI/RDA）**，产品标签上的用量是厂家的建议，不是按你的情况定的。`,
          `${substanceName(s, l)} is not a nutrient, so **there is no recommended intake (RDA)**; the label dose is the maker's suggestion, not one set for you.`,
        ),
      );
    }
  }
  const meds = ctx.medicines.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined);
  const taboos = taboosFor({ medicines: meds.map((d) => d.id), substances: subs }, l).filter(
    (t) => t.kind === 'interaction',
  );
  for (const t of taboos) lines.push(interactionWarning(t, l));
  if (subs.includes('coq10') && meds.some((d) => classOf(d, 'statin'))) {
    lines.push(
      L(
        l,
        '你在服用他汀：如果是为了肌肉酸痛想吃辅酶Q10，请先告诉开药医生，肌肉症状需要医生评估，不要自行停用他汀。',
        'You take a statin: if it is for muscle aches, tell your prescriber first — the aches need checking — and do not stop the statin on your own.',
      ),
    );
    refs.push(STATIN_MUSCLE.source.ref);
  }
  lines.push(
    L(
      l,
      '适不适合你、吃多少，请问药师或医生；它不能代替你正在服用的药。',
      'Whether it suits you and how much to take is a question for your pharmacist or doctor; it does not replace any medicine you take.',
    ),
  );
  return {
    text:
      lines.join('\n\n') +
      sourceLine([...new Set([...refs, ...taboos.map((t) => t.source.ref)])].join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
  };
}
