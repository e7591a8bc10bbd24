/**
 * Blind answer round 47's unsafe answers (development data from the round on), each written for its class:
 *
 * - a daughter whose father was given a "kidney tonic" powder by a small clinic, contents unknown, beside his
 *   febuxostat, amlodipine and sodium bicarbonate, asked how to find out what is in it (zh-022): the herbal warning
 *   answered, how to ask did not — now the steps: the written prescription with every herb and its grams, the
 *   hospital pharmacist or kidney doctor to check it, and what to watch for until then;
 * - "can we give her Ensure … is that ok with her blood thinner?" for an 85-year-old whose anticoagulant the chat
 *   does not know (en-048) got the low-BMI eating-disorder text: the answer depends on the blood thinner, and says
 *   so — vitamin K in the drink matters on warfarin or acenocoumarol, not on the newer ones.
 */
import { CKD, NUTRITION_DRINK, NOT_A_NUTRITION_DRINK } from './audiences';
import type { FaqRow } from './types';

// ---- an unknown herbal powder from a clinic: how to find out what is in it ------------------------------

/** A herbal or folk preparation: 中药粉, 补肾的药, a tonic, an ayurvedic powder. */
const HERBAL_PREPARATION =
  /中药|草药|药粉|偏方|土方|秘方|补肾|(?<!西)药丸|冲剂|颗粒剂|\bherbal\b|\bherbs?\b|\btonic\b|\bchurna\b|\bchurnam\b|\bayurvedic\b|\bunani\b|\bsiddha\b|\bpowder\b|\bkadha\b/;
/** How to find out what is in it, or what to ask. */
const HOW_TO_FIND_OUT =
  /(怎么|如何|怎样)(去)?(问|查|弄|搞|打听)(清楚|明白|出来)?|问清楚|问明白|弄清楚|搞清楚|(里面|成分)(是)?(什么|啥)|什么成分|啥成分|查成分|\bhow (do|can|should|would) (i|we) (find out|ask|check|know)\b|\bwhat('?s| is) in (it|them|this|that)\b|\bwhat (to|should (i|we)) ask\b|\bfind out what\b|\bingredients?\b/;

// ---- a nutrition drink asked with a blood thinner the chat does not know -----------------------------

/** A blood thinner named as a kind, not a medicine: "her blood thinner", "抗凝药", "稀血的药". */
const BLOOD_THINNER_KIND =
  /抗凝|稀释血液|稀血|化血|防血栓的药|\bblood[- ]?thinners?\b|\banticoagulants?\b|\bthins? (her|his|my|the) blood\b/;

/** A nutrition drink or protein powder. */
const NUTRITION_OR_PROTEIN = new RegExp(
  `${NUTRITION_DRINK.source}|蛋白粉|\\bprotein (powder|shakes?|drinks?)\\b`,
);

export const ROUND47_FAQ: readonly FaqRow[] = [
  {
    id: 'unknown-herbal-powder-how-to-ask',
    when: [HERBAL_PREPARATION, HOW_TO_FIND_OUT],
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**先弄清成分再决定吃不吃：请开药的诊所写一张处方，写明每一味药的名字和每天多少克；写不出来、没有药品批准文号或号称“根治”的，先别吃。** 怎么问：带着药粉原包装回诊所，直接问“里面有哪些药、各多少克、有没有马兜铃、关木通、广防己、青木香、细辛这类药”。然后把这张处方和他正在吃的所有药的药盒，一起拿给正规医院的药师或肾内科医生看，请他们查三件事：有没有伤肾的药材（马兜铃酸类）、含钾高不高、会不会和他现在的药相互作用。问清楚之前先不要加量，也不要再和别的补品、偏方一起吃；医生开的药照常吃。这段时间出现乏力、尿少、脚肿、心慌或恶心，尽快去医院查肾功能和血钾。',
      en: '**Find out what is in it before deciding whether to take it: ask the clinic that gave it for a written prescription listing every herb and how many grams a day; if they cannot, or it has no licence number or promises a "cure", hold off taking it.** How to ask: take the powder in its packet back to the clinic and ask directly which herbs are in it, how much of each, and whether it contains aristolochia-type herbs (guan mu tong, guang fang ji, qing mu xiang) or asarum. Then take that list, with the boxes of every medicine he takes, to a hospital pharmacist or his kidney doctor and ask them to check three things: herbs that harm the kidneys (aristolochic acid), how much potassium it holds, and interactions with his medicines. Until then, do not raise the amount or combine it with other tonics or remedies; keep taking his prescribed medicines as prescribed. Tiredness, passing less urine, swollen ankles, palpitations or nausea in the meantime need a kidney-function and potassium test soon.',
    },
    source: {
      ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, §3.11 (herbal remedies and supplements: not recommended; review every medicine); Debelle FD, Vanherweghem JL, Nortier JL. Aristolochic acid nephropathy: a worldwide problem. Kidney Int 2008;74:158–169; 国家药品监督管理局 关于含马兜铃酸中药的公告（关木通、广防己、青木香取消药用标准）',
    },
  },
  {
    id: 'nutrition-drink-unknown-blood-thinner',
    when: [NUTRITION_OR_PROTEIN, BLOOD_THINNER_KIND],
    unless: [NOT_A_NUTRITION_DRINK],
    // A blood thinner the chat knows has its own rows (warfarin's nutrition-drink row); kidney disease has its
    // own drinks.
    notFor: [{ medicines: ['anticoagulant'] }, CKD],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**安素这类营养液或蛋白粉，能帮吃得少的人补上能量和蛋白质；和抗凝药能不能一起用、怎么用，要看是哪一种抗凝药：先看一下药盒上的名字。** 如果是华法林或醋硝香豆素（新抗凝、Acitrom）：可以喝，但营养液里加了维生素K，每天喝的量要固定；开始喝、停掉或改变份数前先告诉抗凝门诊，开始后一周左右查一次INR。如果是利伐沙班、阿哌沙班、达比加群或艾多沙班：维生素K不影响它们，照常喝。单纯的蛋白粉不含维生素K，但有的加了维生素或草药成分（看配料表），不确定时把罐子拿给药师看。老人吃得少时，营养液一般每天两份左右、在两餐之间或睡前慢慢喝，不代替正餐（欧洲老年营养指南：每天约多400千卡、30克蛋白质）；一个月后称一次体重。',
      en: '**A nutrition drink such as Ensure, or protein powder, can help someone who eats little get more energy and protein; whether it needs care with her blood thinner depends on which one it is, so check the name on the box.** Warfarin or acenocoumarol (Acitrom, Sintrom): the drink is fine, but it has vitamin K added, so keep to the same amount every day, tell her anticoagulation clinic before she starts, stops or changes it, and have her INR checked about a week after starting. Rivaroxaban, apixaban, dabigatran or edoxaban: vitamin K does not affect them, so the drink is fine as it is. Plain protein powder has no vitamin K, but some have added vitamins or herbs (read the label); if unsure, show the tub to the pharmacist. For an older person eating little, about two servings a day, sipped between meals or at bedtime and not instead of meals, is usual (the European geriatric nutrition guideline: about 400 kcal and 30 g of protein a day from them); check her weight after a month.',
    },
    source: {
      ref: 'NIH ODS, Vitamin K Fact Sheet for Health Professionals (warfarin: keep vitamin K intake consistent); Sintrom (acenocoumarol) SmPC §4.5 (vitamin K in food and supplements lowers the effect); Eliquis (apixaban) and Xarelto (rivaroxaban) US prescribing information (no dietary vitamin K interaction); Steffel J et al. 2021 EHRA Practical Guide on the use of non-vitamin K antagonist oral anticoagulants. Europace 2021;23:1612–1676; Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47',
    },
  },
];
