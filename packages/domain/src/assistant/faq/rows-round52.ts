/**
 * Blind answer round 52, judged — development data from then on: rows for what its unsafe answers left out.
 *
 * - zh-020: "肝功能出来ALT 72，护肝片一天三次每次两片在吃，到底有没有用？要不要再多吃点" from a man of 53 on isoniazid, rifampicin
 *   and pyrazinamide got the fatty-liver text ("lose 7–10 %") for a lean man; the raised ALT on TB medicines is his TB
 *   doctor's to read, soon, and a liver pill is not added on his own.
 * - zh-008, zh-035, en-056: levothyroxine taken for years with breakfast, milk tea and Caltrate, TSH 0.08 after thyroid
 *   cancer — "is this way ok?", "how long before the milk tea?" got bubble-tea ordering tips. Taking it right raises
 *   what is absorbed, so with a low TSH the doctor hears of the change first.
 */
import { LIVER_PILLS } from './rows-dev42-medicine';
import type { FaqRow } from './types';

/** Levothyroxine by its names. */
const LEVOTHYROXINE_SAID =
  /优甲乐|優甲樂|雷替斯|左甲状腺素|左甲狀腺素|甲状腺素片|甲狀腺素|\beuthyrox\b|\bsynthroid\b|\beltroxin\b|\blevothyrox\w*|\blevoxyl\b|\btirosint\b|\bthyroxine\b|\bthyroid (pill|tablet|med\w*)\b/;
/** Milk tea with it (breakfast alone, coffee and soy milk have their rows). */
const MILK_TEA = /奶茶|鸳鸯|鴛鴦|\bmilk tea\b|\bmilky tea\b/;
/** How to take it, or how long to wait. */
const TAKEN_HOW =
  /隔|等|多久|几耐|幾耐|几多分钟|食法|吃法|一齊|一起|同时|同時|\bwait\b|\bhow long\b|\bbefore\b|\bafter\b|\btogether\b|\bwith (my )?breakfast\b|\bway of taking\b|\bok\b/;

const TB_LIVER_MEDICINES = ['isoniazid', 'rifampicin', 'pyrazinamide'] as const;

export const ROUND52_FAQ: readonly FaqRow[] = [
  {
    id: 'levothyroxine-breakfast-milk-tea',
    when: [MILK_TEA, TAKEN_HOW],
    for: { medicines: ['levothyroxine'], said: LEVOTHYROXINE_SAID },
    // The pill named with "how long / does it affect" is the timing answer's (intents/medicines.ts
    // levothyroxine_timing, with its milk-tea line); this row takes the habit told and the follow-up that names no pill.
    unless: [
      /怀孕|孕期|\bpregnan\w*/,
      new RegExp(
        `^(?=[\\s\\S]*(?:${LEVOTHYROXINE_SAID.source}|甲状腺药|甲狀腺藥|\\bthyroid (?:pill|tablet)\\b))(?=[\\s\\S]*(?:多久|多长|几耐|幾耐|影响|影響|\\bhow (?:long|soon)\\b|\\baffect\\b))`,
      ),
    ],
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], medicines: ['bisphosphonate'] },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**早餐和奶茶都要和左甲状腺素错开：起床先用白开水空腹吞药，至少等30–60分钟再吃早餐、喝奶茶；钙片（如钙尔奇）和药隔开4小时，比如放到午饭或晚饭时吃。** 和早餐、奶茶（奶、茶都算）、钙片一起吃，药的吸收会少很多。改成空腹吃以后吸收会变多，TSH会跟着变低——你的TSH如果已经偏低，改吃法之前或同时要告诉开药的医生，医生可能需要减量，改完4–8周复查TSH。实在等不了一小时，就每天固定同样的吃法，让医生按这个习惯调剂量，或者改成睡前（晚饭后3–4小时）吃。甲状腺癌术后TSH该控制在多少由专科医生定，剂量不要自己改。',
      en: '**Keep breakfast and milk tea apart from the levothyroxine: swallow it with plain water on an empty stomach when you get up, and wait at least 30–60 minutes before breakfast or milk tea; keep calcium tablets (Caltrate) 4 hours away, at lunch or dinner, say.** Taken with breakfast, milky tea (the milk and the tea both) or calcium, much less of the tablet is absorbed. Once it is taken on an empty stomach more is absorbed and the TSH falls — if your TSH is already low, tell the prescriber before or as you change, as the dose may need lowering, and have the TSH rechecked 4–8 weeks after. If you truly cannot wait an hour, keep the same routine every day and let the doctor set the dose on it, or ask about taking it at bedtime (3–4 hours after dinner). After thyroid cancer the TSH target is the specialist’s call; do not change the dose yourself.',
    },
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (on an empty stomach, 30 minutes to 1 hour before breakfast) and §7 (calcium carbonate at least 4 hours apart; foods that affect absorption) — cited from memory; Jonklaas J et al. Guidelines for the treatment of hypothyroidism: American Thyroid Association. Thyroid 2014;24:1670–1751 (consistent timing; TSH 4–8 weeks after a change); Benvenga S et al. Altered intestinal absorption of L-thyroxine caused by coffee. Thyroid 2008;18:293–301',
    },
  },
  {
    id: 'tb-medicines-liver-pills',
    when: [LIVER_PILLS],
    for: { medicines: [...TB_LIVER_MEDICINES] },
    wholeMessage: true,
    beforeLabs: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**护肝片不要自己加量，也不要靠它：抗结核药（异烟肼、利福平、吡嗪酰胺）吃着转氨酶升高，要紧的是让结核病门诊这几天内看到结果，由医生判断是不是药物性肝损伤、药怎么用、要不要用保肝药。** 护肝片这类产品没有被证明能预防或治好抗结核药引起的肝损伤，多吃一种反而给肝多一份负担，也让医生更难判断；现在吃的护肝片把名字和用量告诉医生，由医生决定留不留。结核药不要自己停或减——擅自停药会让治疗失败、产生耐药。这期间一口酒都不喝，何首乌、土三七这类可能伤肝的草药也不要吃。出现眼睛或皮肤发黄、尿色像浓茶、恶心呕吐、吃不下饭、右上腹痛或特别乏力，请当天就医。',
      en: '**Do not add more liver pills, and do not rely on them: a raised ALT on TB medicines (isoniazid, rifampicin, pyrazinamide) needs the TB clinic to see the result within the next few days — they judge whether it is drug-induced liver injury, how the medicines continue and whether a liver medicine is needed.** Liver-support pills have not been shown to prevent or treat liver injury from TB medicines; one more product adds to what the liver handles and makes the picture harder to read. Tell the doctor the name and dose of the one you take and let them decide whether to keep it. Do not stop or cut the TB medicines yourself — stopping on your own can make the treatment fail and the TB resistant. No alcohol at all meanwhile, and no herbs that can harm the liver. Yellow eyes or skin, urine the colour of strong tea, nausea or vomiting, not eating, pain under the right ribs or marked tiredness need a doctor the same day.',
    },
    source: {
      ref: 'Saukkonen JJ et al. An official ATS statement: hepatotoxicity of antituberculosis therapy. Am J Respir Crit Care Med 2006;174:935–952 (monitoring; when to stop; symptoms); Nahid P et al. Official ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147–e195; 中华医学会结核病学分会. 抗结核药物性肝损伤诊治指南（2019年版）. 中华结核和呼吸杂志 2019;42(5):343–356; Isoniazid tablets US prescribing information, boxed warning (hepatitis; alcohol raises the risk)',
    },
  },
];
