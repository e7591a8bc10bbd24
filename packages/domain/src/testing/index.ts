/**
 * Test support shared by the domain's tests and the API's HTTP tests (`@nutri/domain/testing`): the
 * reviewers' personas and question tables, stored plan documents built by the engine, and readers
 * for a plan's parts. Never imported by production code.
 */
import type { EngineResult } from '../contracts/plan';

export { LOCALES } from '../contracts/common';

type PlanParts = Pick<EngineResult, 'recommendations' | 'nutrients' | 'findings' | 'reportAnalysis'>;

export const recOf = (p: Pick<PlanParts, 'recommendations'>, nutrient: string) =>
  p.recommendations.find((r) => r.nutrient === nutrient);
export const statusOf = (p: Pick<PlanParts, 'nutrients'>, key: string) =>
  p.nutrients.find((n) => n.key === key)!;
export const findingOf = (p: Pick<PlanParts, 'findings'>, id: string) => p.findings.find((f) => f.id === id);
export const markerOf = (p: Pick<PlanParts, 'reportAnalysis'>, key: string) =>
  p.reportAnalysis?.markers.find((m) => m.key === key);

export * from '../assistant/testing';
export * from '../assistant/testing-answers';
export * from '../assistant/testing-review';
export { REREVIEW_CASES } from '../assistant/testing-rereview';
