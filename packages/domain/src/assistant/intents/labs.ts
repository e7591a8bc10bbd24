/**
 * "My HbA1c is 6.1, is that diabetes?" (dietitian M1): answered with the same classification the plan
 * uses (`glucoseFindings`: prediabetes 5.7–6.4 %, diabetes range ≥ 6.5 %, ADA 2025 / 中国2型糖尿病防治指南
 * 2020), from the value in the question or else the plan's own lab; the diagnosis stays with a doctor.
 */
import type { LabMarkerResult } from '../../contracts/plan';
import { CONDITION_SOURCES, DIABETES_CUTOFFS, glucoseFindings } from '../../conditions';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

const HBA1C = /糖化血红蛋白|糖化|hba1c|\ba1c\b|glycated|glycosylated/;
const VALUE = /(?:糖化血红蛋白|糖化|hba1c|a1c)[^\d]{0,16}(\d{1,2}(?:\.\d)?)\s?%?/;

export function isHbA1cQuestion(text: string): boolean {
  return HBA1C.test(normaliseQuestion(text));
}

export function labResult(ctx: Ctx): Draft {
  const l = ctx.locale;
  const m = VALUE.exec(ctx.norm);
  const stated = m ? Number(m[1]) : NaN;
  const planMarker = ctx.plan?.reportAnalysis?.markers.find((x) => x.key === 'hba1c');
  const value = Number.isFinite(stated) && stated > 3 && stated < 20 ? stated : planMarker?.value;
  const C = DIABETES_CUTOFFS;
  const source =
    l === 'en-US' ? CONDITION_SOURCES.ada.ref : `${CONDITION_SOURCES.cnDm.ref}; ${CONDITION_SOURCES.ada.ref}`;
  const lines: string[] = [];
  if (value === undefined) {
    lines.push(
      L(
        l,
        `糖化血红蛋白（HbA1c）反映近2–3个月的平均血糖：${C.hba1cPrediabetes}–6.4 % 属于糖尿病前期范围，≥ ${C.hba1cDiabetes} % 在糖尿病诊断范围内（需医生复查确诊）。告诉我你的数值，或上传化验单，我按你的方案解读。`,
        `HbA1c reflects average blood sugar over 2–3 months: ${C.hba1cPrediabetes}–6.4 % is the prediabetes range and ≥ ${C.hba1cDiabetes} % is in the diabetes range (a doctor confirms with a repeat test). Tell me your value or upload your report and I will read it against your plan.`,
      ),
    );
  } else {
    const diabetes = (ctx.plan?.profile.conditions ?? []).includes('diabetes');
    const marker = { key: 'hba1c', value } as LabMarkerResult;
    const f = glucoseFindings({ locale: l, diabetes, markers: [marker] })[0];
    // The plan's own finding when it is about the same value (the chat and the plan say one thing).
    const planF = ctx.plan?.findings.find((x) => x.id.startsWith('glucose-'));
    const text = planMarker?.value === value && planF ? planF.text : f?.text;
    lines.push(
      text
        ? L(l, `**${text}。**`, `**${text}.**`)
        : L(
            l,
            `**HbA1c ${value} % 低于糖尿病前期范围（${C.hba1cPrediabetes} %）。**`,
            `**An HbA1c of ${value} % is below the prediabetes range (${C.hba1cPrediabetes} %).**`,
          ),
    );
    if (!diabetes && value < C.hba1cDiabetes)
      lines.push(
        L(
          l,
          `它不在糖尿病诊断范围内（≥ ${C.hba1cDiabetes} %），但是否诊断由医生结合空腹血糖等检查判断。`,
          `It is not in the diabetes range (≥ ${C.hba1cDiabetes} %); a diagnosis is made by a doctor together with other tests such as fasting glucose.`,
        ),
      );
  }
  return {
    text: lines.join('\n\n') + sourceLine(source, l),
    suggestions: suggestionsFor(ctx, [], 'fiber'),
    warnings: [{ kind: 'see_doctor' }],
  };
}
