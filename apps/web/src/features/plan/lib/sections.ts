import type { PlanSection } from '@nutri/domain/contracts';

/** The stream's sections in the order the server sends them (contracts `PLAN_SECTIONS`). */
export const PLAN_SECTION_ORDER = [
  'profile',
  'nutrients',
  'radar',
  'findings',
  'recommendations',
  'reportAnalysis',
  'medicineTaboos',
  'productReviews',
  'products',
] as const satisfies readonly PlanSection[];

// Every section of the contract is listed: a new section fails to compile here.
type Missing = Exclude<PlanSection, (typeof PLAN_SECTION_ORDER)[number]>;
const _complete: Missing extends never ? true : false = true;
void _complete;
