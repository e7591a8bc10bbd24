import type { Source } from '../contracts/common';

/**
 * Eltrombopag's label (fifteenth clinician review, zh P5-S1): one source for the interaction rows with
 * calcium, iron, magnesium and zinc, the schedule's time of day and the dairy row of what to eat around it.
 */
export const ELTROMBOPAG_LABEL: Source = {
  ref: 'Promacta (eltrombopag) US prescribing information §2.4 (take without a meal or with a meal low in calcium, ≤ 50 mg; at least 2 hours before or 4 hours after antacids, calcium-rich foods such as dairy and supplements with polyvalent cations — iron, calcium, aluminium, magnesium, selenium, zinc) and §7.1/§12.3 (a high-calcium meal lowered exposure by about 60–70 %; figures cited from memory); Revolade SmPC §4.2, §4.5; 艾曲泊帕乙醇胺片（瑞弗兰）说明书【用法用量】【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=promacta',
};
