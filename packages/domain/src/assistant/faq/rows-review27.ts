/**
 * Twenty-seventh blind clinician review (2026-11-29), serious chat findings answered by a row:
 * - en S4: on Odefsey (rilpivirine) with omeprazole and Tums, "if I switch from prilosec to tums for the
 *   heartburn when do I take them around my HIV pill" got the calcium-carbonate-with-PPI text ("Keep taking
 *   omeprazole as prescribed", carbonate with meals — the meal Odefsey is taken with). Rilpivirine needs
 *   acid: a proton pump inhibitor is contraindicated, antacids go 2 hours before or 4 hours after, H2
 *   blockers 12 hours before or 4 hours after (knowledge/rilpivirine-acid.ts).
 * - zh S2: on tenofovir disoproxil with a phosphate of 0.68 and a creatinine of 118, "医生说我血磷低、肌酐有点
 *   高，是不是替诺福韦伤肾？我要补钙补D吗？" got the high-phosphate diet (ckd-phosphorus-foods: "磷" and
 *   "肌酐" without the direction). A row that cuts phosphorus is no longer chosen for a low phosphate
 *   (select.ts); on tenofovir the answer is its tubular injury (knowledge/lab-markers.ts).
 * - en S2: "ive been on reglan about 2 years now and lately my tongue and lips keep moving on their own and I
 *   cant stop it. is that a vitamin deficiency? maybe b12?" got the B12 deficiency-signs answer. Movements of
 *   the tongue, lips, face or limbs one cannot stop, on metoclopramide or an antipsychotic, are tardive
 *   dyskinesia until shown otherwise: the prescriber within a day or two, not a vitamin question.
 */
import type { FaqAudience, FaqRow } from './types';
import { TENOFOVIR_LOW_PHOSPHATE } from '../../knowledge/lab-markers';
import { RILPIVIRINE_ACID, RILPIVIRINE_PPI_STOP } from '../../knowledge/rilpivirine-acid';
import { METOCLOPRAMIDE_TD_TEXT } from '../../knowledge/tardive-dyskinesia';
import { LOW_PHOSPHATE_PERSON } from './select';

// ——— Rilpivirine and acid reducers (en S4) ———

/** The person takes an oral rilpivirine product, or names one. */
export const RILPIVIRINE: FaqAudience = {
  medicines: [
    'rilpivirine',
    'emtricitabine-rilpivirine-tenofovir-alafenamide',
    'emtricitabine-rilpivirine-tenofovir-disoproxil',
    'dolutegravir-rilpivirine',
  ],
  said: /利匹韦林|\b(rilpivirine|odefsey|complera|eviplera|juluca|edurant)\b/,
};
/** An acid reducer, an antacid or heartburn named. */
const ACID_REDUCER_OR_HEARTBURN =
  /奥美拉唑|洛赛克|埃索美拉唑|耐信|兰索拉唑|泮托拉唑|雷贝拉唑|艾普拉唑|质子泵|抑酸|胃药|抗酸|法莫替丁|西咪替丁|雷尼替丁|达喜|铝碳酸镁|氢氧化铝|碳酸钙|烧心|反酸|胃酸|\b(omeprazole|prilosec|losec|esomeprazole|nexium|lansoprazole|prevacid|pantoprazole|protonix|rabeprazole|aciphex|dexlansoprazole|dexilant|ppis?|famotidine|pepcid|cimetidine|tagamet|ranitidine|zantac|h2 blockers?|antacids?|tums|rolaids|maalox|mylanta|gaviscon|calcium carbonate|heartburn|acid reflux|reflux|gerd|indigestion|acid reducers?|acid blockers?)\b/;

// ——— A low phosphate on tenofovir (zh S2) ———

const TENOFOVIR: FaqAudience = {
  medicines: TENOFOVIR_LOW_PHOSPHATE.drugs,
  said: /替诺福韦|韦瑞德|\b(tenofovir|viread|tdf|truvada|complera|atripla)\b/,
};

// ——— Tardive dyskinesia on metoclopramide or an antipsychotic (en S2) ———

const METOCLOPRAMIDE: FaqAudience = {
  medicines: ['metoclopramide'],
  said: /胃复安|甲氧氯普胺|灭吐灵|\b(reglan|metoclopramide|maxolon|gimoti|metozolv)\b/,
};
const ANTIPSYCHOTIC: FaqAudience = {
  medicines: ['antipsychotic'],
  said: /抗精神病药|\bantipsychotics?\b/,
};
/**
 * Movements of the tongue, lips, face or limbs that the person cannot stop (not a dry lip, not a cramp), or
 * tardive dyskinesia named.
 */
export const INVOLUNTARY_MOVEMENTS =
  /(舌头?|嘴唇|嘴巴?|脸|面部|下巴|手指?|脚|腿|胳膊|四肢|身体)[^，。？?！!]{0,10}(不自主|不由自主|自己(在)?(乱)?动|控制不住|停不下来|停不住|乱动|抽动|蠕动|扭动|动个不停|一直(在)?动)|不自主(运动|动作|地动)|迟发性运动障碍|咂嘴|吐舌头|伸舌头|做鬼脸|\btardive\b|\bdyskinesi\w*|\b(tongue|lips?|mouth|face|facial|jaw|cheeks?)\b[^.?!]{0,40}(\bon (its|their) own\b|\bcan'?t stop\b|\bcant stop\b|\bwon'?t stop\b|\bkeeps? (moving|twitching|jerking|twisting|chewing)\b|\binvoluntar\w*|\btwitch\w*|\bjerk\w*|\bwrith\w*)|\b(arms?|legs?|fingers?|hands?|feet|body)\b[^.?!]{0,40}(\bmov\w* on (its|their) own\b|\bcan'?t stop (it|them|moving)\b|\bcant stop (it|them|moving)\b|\binvoluntar\w*|\bwrith\w*)|\b(lip[- ]smacking|smacking (my |his |her )?lips|tongue (thrust\w*|darting|poking out|sticking out)|grimac\w*)\b/;
const TARDIVE_SOURCE =
  'Reglan (metoclopramide) tablets US prescribing information (ANI, 2023), boxed warning and §5.1 Tardive dyskinesia (risk rises with duration and total dose; discontinue metoclopramide in patients who develop signs or symptoms of TD; avoid treatment longer than 12 weeks; often irreversible, may lessen or resolve after stopping) — wording cited from memory; 甲氧氯普胺片说明书【注意事项】（迟发性运动障碍，章节凭记忆）; American Psychiatric Association Practice Guideline for the Treatment of Patients With Schizophrenia, 3rd ed. (2020): assess for tardive dyskinesia; a VMAT2 inhibitor (valbenazine, deutetrabenazine) for moderate to severe or disabling tardive dyskinesia — cited from memory';

export const REVIEW27_FAQ: readonly FaqRow[] = [
  {
    id: 'metoclopramide-tardive-dyskinesia',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [INVOLUNTARY_MOVEMENTS],
    for: METOCLOPRAMIDE,
    intent: 'medicine_question',
    text: METOCLOPRAMIDE_TD_TEXT,
    source: {
      ref: TARDIVE_SOURCE,
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=reglan',
    },
  },
  {
    id: 'antipsychotic-tardive-dyskinesia',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [INVOLUNTARY_MOVEMENTS],
    for: ANTIPSYCHOTIC,
    notFor: METOCLOPRAMIDE,
    intent: 'medicine_question',
    text: {
      zh: '**吃着抗精神病药，舌头、嘴唇、脸或手脚不由自主地动、停不下来，不是缺维生素——这可能是迟发性运动障碍，是这类药已知的副作用。** 请在这几天内告诉精神科医生（约不上就打电话），描述动作从什么时候开始、哪里在动。抗精神病药不要自己停或减量，否则病情可能复发，有时动作反而更明显；医生会评估后决定减量、换药，或加用专门治疗这种动作的药。一般不是急症；但如果同时发高烧、全身肌肉发硬、意识糊涂，或脖子、眼睛突然僵直扭向一侧、吞咽或呼吸困难，请立即去急诊。补维生素治不好它。',
      en: '**Movements of the tongue, lips, face or limbs that you cannot stop, on an antipsychotic, are not a vitamin deficiency: they can be tardive dyskinesia, a known side effect of these medicines.** Tell the psychiatrist within the next few days (call if you cannot get an appointment), saying when the movements began and where. Do not stop or lower the antipsychotic yourself: stopping suddenly can bring the illness back and sometimes makes the movements worse at first; the psychiatrist will decide whether to lower the dose, switch, or add a medicine made for these movements. It is not usually an emergency — but a high fever with stiff muscles or confusion, the neck or eyes suddenly stiff and twisted to one side, or trouble swallowing or breathing needs the emergency department now. Vitamins will not treat it.',
    },
    source: { ref: TARDIVE_SOURCE },
  },
  {
    id: 'tenofovir-low-phosphate',
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    when: [/磷|\bphosph\w*/],
    for: { all: [TENOFOVIR, LOW_PHOSPHATE_PERSON] },
    intent: 'medicine_question',
    text: {
      zh: `**有可能，要在这几天内让医生查清楚。** ${TENOFOVIR_LOW_PHOSPHATE.text.zh}`,
      en: `**It may be — have it checked within the next few days.** ${TENOFOVIR_LOW_PHOSPHATE.text.en}`,
    },
    source: TENOFOVIR_LOW_PHOSPHATE.source,
  },
  {
    id: 'rilpivirine-acid-reducers',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [ACID_REDUCER_OR_HEARTBURN],
    for: RILPIVIRINE,
    intent: 'medicine_question',
    text: {
      zh: `**你的抗艾滋病药里有利匹韦林（Odefsey、Complera、Juluca、Edurant都含），它要靠胃酸才能吸收，所以胃药的选择和时间很重要。** 质子泵抑制剂（奥美拉唑/洛赛克、埃索美拉唑/耐信、兰索拉唑、泮托拉唑、雷贝拉唑）说明书规定不能和它一起用：会让利匹韦林浓度大降，治疗可能失败、病毒产生耐药。错开时间吃（比如早晚隔12小时）也没用。${RILPIVIRINE_PPI_STOP.zh}抗酸药（碳酸钙如Tums、达喜等含铝或镁的胃药）：在抗病毒药之前至少2小时、或之后至少4小时吃，不要同时吃；例如抗病毒药跟早饭一起吃，抗酸药放到4小时以后（下午或晚上）吃。H2受体拮抗剂（如法莫替丁）：在抗病毒药之前至少12小时、或之后至少4小时吃。如果吃的是多替拉韦利匹韦林（Juluca），它要在抗酸药之前至少4小时、或之后至少6小时吃。抗病毒药本身要和一顿正餐一起吃。请让药师按你的全部药核对一次时间表。`,
      en: `**Your HIV medicine contains rilpivirine (Odefsey, Complera, Juluca and Edurant all do), which needs stomach acid to be absorbed — so which heartburn medicine, and when, matters.** Proton pump inhibitors (omeprazole/Prilosec, esomeprazole/Nexium, lansoprazole, pantoprazole, rabeprazole) must not be taken with it, as the label says: they drop the rilpivirine level, and the treatment can fail and the virus become resistant. Spacing them apart (morning and night, 12 hours) does not help. ${RILPIVIRINE_PPI_STOP.en} Antacids (calcium carbonate such as Tums, or aluminium/magnesium antacids): at least 2 hours before or at least 4 hours after the HIV pill, never at the same time — for example the HIV pill with breakfast, the Tums from 4 hours later (mid-afternoon or evening). H2 blockers (such as famotidine/Pepcid): at least 12 hours before or at least 4 hours after the HIV pill. On Juluca (dolutegravir/rilpivirine), take it at least 4 hours before or 6 hours after an antacid. Take the HIV pill itself with a meal. Ask your pharmacist to check the whole timetable once against all your medicines.`,
    },
    source: {
      ref: `${RILPIVIRINE_ACID.ref}; Juluca (dolutegravir/rilpivirine) US prescribing information §7 (antacids: Juluca 4 hours before or 6 hours after — cited from memory)`,
      url: RILPIVIRINE_ACID.url,
    },
  },
];
