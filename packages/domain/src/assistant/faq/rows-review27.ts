/**
 * Twenty-seventh blind clinician review (2026-11-29), serious chat findings answered by a row:
 * - en S4: on Odefsey (rilpivirine) with omeprazole and Tums, "if I switch from prilosec to tums for the
 *   heartburn when do I take them around my HIV pill" got the calcium-carbonate-with-PPI text ("Keep taking
 *   omeprazole as prescribed", carbonate with meals — the meal Odefsey is taken with). Rilpivirine needs
 *   acid: a proton pump inhibitor is contraindicated, antacids go 2 hours before or 4 hours after, H2
 *   blockers 12 hours before or 4 hours after (knowledge/rilpivirine-acid.ts).
 */
import type { FaqAudience, FaqRow } from './types';
import { RILPIVIRINE_ACID } from '../../knowledge/rilpivirine-acid';

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

export const REVIEW27_FAQ: readonly FaqRow[] = [
  {
    id: 'rilpivirine-acid-reducers',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [ACID_REDUCER_OR_HEARTBURN],
    for: RILPIVIRINE,
    intent: 'medicine_question',
    text: {
      zh: '**你的抗艾滋病药里有利匹韦林（Odefsey、Complera、Juluca、Edurant都含），它要靠胃酸才能吸收，所以胃药的选择和时间很重要。** 质子泵抑制剂（奥美拉唑/洛赛克、埃索美拉唑/耐信、兰索拉唑、泮托拉唑、雷贝拉唑）说明书规定不能和它一起用：会让利匹韦林浓度大降，治疗可能失败、病毒产生耐药。如果你正在吃，这几天内就告诉开艾滋病药的医生，由医生决定换胃药还是换抗病毒方案；在医生安排好之前，两种药都不要自己停。抗酸药（碳酸钙如Tums、达喜等含铝或镁的胃药）：在抗病毒药之前至少2小时、或之后至少4小时吃，不要同时吃；例如抗病毒药跟早饭一起吃，抗酸药放到4小时以后（下午或晚上）吃。H2受体拮抗剂（如法莫替丁）：在抗病毒药之前至少12小时、或之后至少4小时吃。如果吃的是多替拉韦利匹韦林（Juluca），它要在抗酸药之前至少4小时、或之后至少6小时吃。抗病毒药本身要和一顿正餐一起吃。请让药师按你的全部药核对一次时间表。',
      en: '**Your HIV medicine contains rilpivirine (Odefsey, Complera, Juluca and Edurant all do), which needs stomach acid to be absorbed — so which heartburn medicine, and when, matters.** Proton pump inhibitors (omeprazole/Prilosec, esomeprazole/Nexium, lansoprazole, pantoprazole, rabeprazole) must not be taken with it, as the label says: they drop the rilpivirine level, and the treatment can fail and the virus become resistant. If you are taking one, tell your HIV doctor within the next few days so they can change the heartburn medicine or the HIV regimen; until they have, stop neither on your own. Antacids (calcium carbonate such as Tums, or aluminium/magnesium antacids): at least 2 hours before or at least 4 hours after the HIV pill, never at the same time — for example the HIV pill with breakfast, the Tums from 4 hours later (mid-afternoon or evening). H2 blockers (such as famotidine/Pepcid): at least 12 hours before or at least 4 hours after the HIV pill. On Juluca (dolutegravir/rilpivirine), take it at least 4 hours before or 6 hours after an antacid. Take the HIV pill itself with a meal. Ask your pharmacist to check the whole timetable once against all your medicines.',
    },
    source: {
      ref: `${RILPIVIRINE_ACID.ref}; Juluca (dolutegravir/rilpivirine) US prescribing information §7 (antacids: Juluca 4 hours before or 6 hours after — cited from memory)`,
      url: RILPIVIRINE_ACID.url,
    },
  },
];
