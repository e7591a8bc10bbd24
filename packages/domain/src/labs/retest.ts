import type { LabMarkerResult, ReportAnalysis, Retest } from '../contracts/plan';
import type { CkdStage } from '../knowledge/conditions';
import { DRUGS } from '../knowledge/drugs';
import { LAB_RETEST, RETEST_WITH, type LabRetestRow, type RetestWhen } from '../knowledge/lab-retest';
import { TREATMENT_RULES, type TreatmentRule } from '../knowledge/treatment';
import { flagFor, type LabContext } from './index';

/**
 * Re-test intervals (issue 18 §5, docs/product-rules.md#lab-retest): which guideline interval applies to
 * a marker's result for this person. The due dates are in `due.ts` (the API's side, from report dates).
 */

export interface RetestContext extends LabContext {
  /** Diabetes answered in the questionnaire. */
  diabetes?: boolean;
  /** Kidney disease answered (not only shown by this report's eGFR). */
  ckdAnswered?: boolean;
  /** KDIGO GFR category from the report's eGFR. */
  ckdStage?: CkdStage | null;
  /** Marker keys whose supervised treatment the plan gives (recommend/treatment.ts). */
  treated?: readonly string[];
}

const drugClasses = new Map<string, readonly string[]>(DRUGS.map((d) => [d.id, d.classes]));

function takes(ctx: RetestContext, drugClass: string): boolean {
  return (ctx.medicines ?? []).some((id) => drugClasses.get(id)?.includes(drugClass) === true);
}

function holds(when: RetestWhen, ctx: RetestContext): boolean {
  switch (when) {
    case 'diabetes':
      return ctx.diabetes === true;
    case 'noDiabetes':
      return ctx.diabetes !== true;
    case 'ckdKnown':
      return ctx.ckdAnswered === true;
    case 'ckdLabOnly':
      return ctx.ckdAnswered !== true && ctx.ckd === true;
    case 'levothyroxine':
      return takes(ctx, 'thyroid_hormone');
    case 'metformin':
      return takes(ctx, 'biguanide');
    case 'statin':
      return takes(ctx, 'statin');
    case 'noStatin':
      return !takes(ctx, 'statin');
    case 'pregnantEarly':
      return ctx.lifeStage === 'pregnant_t1' || ctx.lifeStage === 'pregnant_t2';
    case 'pregnant':
      return (
        ctx.lifeStage === 'pregnant_t1' || ctx.lifeStage === 'pregnant_t2' || ctx.lifeStage === 'pregnant_t3'
      );
  }
}

function matches(row: LabRetestRow, key: string, m: LabMarkerResult, ctx: RetestContext): boolean {
  if (row.marker !== key || !row.flags.includes(m.flag)) return false;
  if (row.from !== undefined && m.value < row.from) return false;
  if (row.below !== undefined && m.value >= row.below) return false;
  if (row.ckdStages && !(ctx.ckdStage && row.ckdStages.includes(ctx.ckdStage))) return false;
  return (row.when ?? []).every((w) => holds(w, ctx));
}

function intervalOf(row: LabRetestRow, ctx: RetestContext): Retest | null {
  const interval = row.interval;
  if (interval === null) return null;
  if ('treatmentOf' in interval) {
    const rule = (TREATMENT_RULES as readonly TreatmentRule[]).find((r) => r.marker === interval.treatmentOf);
    const given = (ctx.treated ?? []).includes(interval.treatmentOf);
    if (!rule || (!given && interval.untreated !== true)) return null;
    return { minWeeks: rule.retestWeeks.min, weeks: rule.retestWeeks.max, source: rule.source };
  }
  if (!row.source) return null;
  return {
    ...(interval.minWeeks !== undefined ? { minWeeks: interval.minWeeks } : {}),
    weeks: interval.weeks,
    source: row.source,
  };
}

/**
 * The re-test interval of one analysed marker for this person, or null when no guideline gives one.
 * A flag that only the report's printed range raises (our guideline range calls the value normal) gets
 * the interval of the guideline flag, because the guideline's intervals are for its own categories.
 */
export function retestFor(m: LabMarkerResult, ctx: RetestContext): Retest | null {
  if (!m || typeof m.key !== 'string' || !Number.isFinite(m.value)) return null;
  // Creatinine has no interval of its own: it is re-tested with the eGFR computed from it.
  if (RETEST_WITH[m.key as keyof typeof RETEST_WITH]) return null;
  const standard = flagFor(m.key, m.value, ctx);
  if (!standard) return null;
  const result: LabMarkerResult = { ...m, flag: standard.flag };
  for (const row of LAB_RETEST as readonly LabRetestRow[]) {
    if (!matches(row, m.key, result, ctx)) continue;
    if (row.interval === null) return null;
    // A treatment row the plan does not give (iron not treated) leaves the later rows to speak.
    const interval = intervalOf(row, ctx);
    if (interval) return interval;
  }
  return null;
}

/**
 * The analysis with each marker's interval set (`retest`); a marker measured with another (creatinine
 * with eGFR) takes that marker's interval when both are in the report.
 */
export function withRetests(analysis: ReportAnalysis, ctx: RetestContext): ReportAnalysis {
  const own = new Map<string, Retest>();
  for (const m of analysis.markers) {
    const r = retestFor(m, ctx);
    if (r) own.set(m.key, r);
  }
  const markers = analysis.markers.map((m) => {
    const partner = RETEST_WITH[m.key as keyof typeof RETEST_WITH];
    const r = partner ? own.get(partner) : own.get(m.key);
    return r ? { ...m, retest: r } : m;
  });
  return { ...analysis, markers };
}
