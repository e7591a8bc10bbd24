/**
 * Forty-ninth blind clinician review (serious findings, fixed after it):
 *
 * - "the lactation consultant has me on domperidone 20mg 4x a day … is that dose normal??" (en S4) and "吗丁啉一次两片
 *   一天三次，这样ok吗" (zh P4-S1) were declined: the regulators' 30 mg a day maximum, the dose typed added up against
 *   it (knowledge/medicine-daily-max.ts, the plan's finding in the same words).
 */
import { say } from '../../messages';
import { MEDICINE_DAILY_MAX, dailyMgOf } from '../../knowledge/medicine-daily-max';
import type { FaqRow } from './types';

const DOMPERIDONE = /多潘立酮|吗丁啉|嗎丁啉|\b(domperidone|motilium|motinorm|domstal)\b/;
/** A dose asked about: how much, is it normal, too much, a figure in mg. */
const DOSE_ASKED =
  /剂量|吃多少|多少毫克|正常|太多|过量|超量|ok吗|行吗|可以吗|这样行|\b(dose|dosage|how much|normal|too (much|high)|max(imum)?|safe)\b/;
/** Taken with another medicine: the pair's question (the interaction answers; review 16's Motilium with erythromycin). */
const TOGETHER = /一起|同时|合用|相互作用|\b(together|interact\w*|combine|combined)\b/;
const DOMPERIDONE_MAX = MEDICINE_DAILY_MAX.find((r) => r.id === 'domperidone')!;
const MG = /(\d+(?:\.\d+)?)\s*(?:mg|毫克)/;
const TABLETS_OF_10 = /(?:一次|每次)\s*(两|2|三|3|四|4)\s*片/;

export const REVIEW49_FAQ: readonly FaqRow[] = [
  {
    id: 'domperidone-daily-max',
    when: [DOMPERIDONE, DOSE_ASKED],
    unless: [TOGETHER],
    intent: 'medicine_question',
    wholeMessage: true,
    compose: (said, zh) => {
      const t = said.text.toLowerCase();
      const mg = MG.exec(t);
      const tablets = TABLETS_OF_10.exec(t);
      // "一次两片" of the 10 mg tablet sold everywhere; a figure in mg when said.
      const perDose = mg
        ? Number(mg[1])
        : tablets
          ? 10 * ({ 两: 2, 三: 3, 四: 4 }[tablets[1]!] ?? Number(tablets[1]))
          : null;
      const daily = perDose === null ? null : dailyMgOf({ dose: perDose, unit: 'mg', frequency: t });
      if (daily === null || daily <= DOMPERIDONE_MAX.maxMgPerDay) return null;
      return say(
        'findings.domperidoneAboveMax',
        {
          name: zh ? '多潘立酮（吗丁啉）' : 'Domperidone',
          daily: Math.round(daily),
          max: DOMPERIDONE_MAX.maxMgPerDay,
        },
        zh ? 'zh-CN' : 'en-US',
      );
    },
    text: {
      zh: '**多潘立酮（吗丁啉）成人每次10毫克、每天最多3次，一天不超过30毫克**（欧洲和加拿大药监部门的上限）；超过这个量，严重心律失常和心源性猝死的风险会升高，年过60、有心脏病、血钾或血镁低，或同时用氟康唑、克拉霉素、红霉素这类药时更高。医生为了催奶开得比这个多的，要由医生权衡：这周内跟开药的医生确认每天总量，需要时做心电图，不要自己加量或改量。心慌、心跳乱、头晕要晕倒，马上去急诊。',
      en: '**Domperidone for adults is 10 mg up to three times a day — at most 30 mg a day** (the European and Canadian regulators’ limit); above that the risk of serious heart rhythm problems and sudden cardiac death rises, more so over 60, with heart disease, a low potassium or magnesium, or with medicines such as fluconazole, clarithromycin or erythromycin. If it was prescribed above this for milk supply, that is for the prescriber to weigh: confirm the total a day with them this week and ask whether you need an ECG, and do not raise or change the dose yourself. Palpitations, a racing or irregular heartbeat, or feeling faint: emergency care at once.',
    },
    source: DOMPERIDONE_MAX.source,
  },
];
