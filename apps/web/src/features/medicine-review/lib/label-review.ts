/**
 * A supplement label photo under review (issue 33 §3), as plain data: the figures read from the photo
 * become editable text (kept as typed), checked here before `label_confirm`, and the server's field
 * errors are named by the figure they concern. Pure functions only, so the rules are tested without a
 * screen.
 */
import type { LabelConfirmBody, LabelReadingView, SupplementSaltForm } from '@nutri/domain/contracts';
import type { NutrientKey } from '@nutri/domain/nutrients';
import {
  DOSE_UNITS,
  PRODUCT_UNITS,
  PRODUCT_UNITS_PER_DAY_MAX,
  type DoseUnit,
  type ProductUnit,
} from '@nutri/domain/units';
import { formatDose } from '../../../lib/number-format';
import { parseDose, type DoseProblem, type PickedSupplement } from './picks';

export const LABEL_NAME_MAX = 60;
export const LABEL_AMOUNT_UNITS = DOSE_UNITS;
export const LABEL_SERVING_UNITS = PRODUCT_UNITS;

interface LabelNutrientDraft {
  nutrient: NutrientKey;
  amount: string;
  unit: DoseUnit;
  salt?: SupplementSaltForm;
  /** What the photo gave, shown beside the figure: the amount as read and the line it came from. */
  read: { amount: number; unit: DoseUnit; raw: string };
}

export interface LabelDraft {
  name: string;
  servingCount: string;
  servingUnit: ProductUnit;
  perDay: string;
  nutrients: LabelNutrientDraft[];
  /** What the photo gave for the name and serving, shown beside them (absent: not read). */
  read: { name?: string; serving?: { count: number; unit: ProductUnit }; perDay?: number };
}

/** The form's first state: every figure as read, editable. A figure not read starts empty. */
export function draftOf(reading: LabelReadingView): LabelDraft {
  const servingUnit = reading.serving?.unit ?? reading.perDay?.unit ?? 'tablet';
  return {
    name: (reading.name ?? '').slice(0, LABEL_NAME_MAX),
    servingCount: reading.serving ? formatDose(reading.serving.count) : '1',
    servingUnit,
    perDay: reading.perDay ? formatDose(reading.perDay.count) : '',
    nutrients: reading.nutrients.map((n) => ({
      nutrient: n.nutrient,
      amount: formatDose(n.amount),
      unit: n.unit,
      // The amount is already the element; the salt picks the option it is counted through.
      ...(n.salt ? { salt: n.salt } : {}),
      read: { amount: n.amount, unit: n.unit, raw: n.raw },
    })),
    read: {
      ...(reading.name ? { name: reading.name } : {}),
      ...(reading.serving ? { serving: reading.serving } : {}),
      ...(reading.perDay ? { perDay: reading.perDay.count } : {}),
    },
  };
}

/** A figure of the form, by the path the confirm body and the server's errors use. */
export type LabelField = 'name' | 'serving.count' | 'perDay' | 'nutrients' | `nutrients.${number}.amount`;

/** `rejected`: the server did not accept the figure (its reason is in English, so the page says its own). */
export type LabelProblem = DoseProblem | 'nameRequired' | 'nameTooLong' | 'noNutrient' | 'rejected';

export type LabelProblems = Partial<Record<LabelField, LabelProblem>>;

/** The confirm body, or what is wrong with each figure. */
export function confirmBodyOf(
  planId: string,
  d: LabelDraft,
): { ok: true; body: LabelConfirmBody } | { ok: false; problems: LabelProblems } {
  const problems: LabelProblems = {};
  const name = d.name.trim();
  if (name === '') problems.name = 'nameRequired';
  else if (name.length > LABEL_NAME_MAX) problems.name = 'nameTooLong';
  const serving = parseDose(d.servingCount, PRODUCT_UNITS_PER_DAY_MAX);
  if (!serving.ok) problems['serving.count'] = serving.problem;
  const perDay = parseDose(d.perDay, PRODUCT_UNITS_PER_DAY_MAX);
  if (!perDay.ok) problems.perDay = perDay.problem;
  if (d.nutrients.length === 0) problems.nutrients = 'noNutrient';
  const nutrients: LabelConfirmBody['nutrients'] = [];
  d.nutrients.forEach((n, i) => {
    const amount = parseDose(n.amount);
    if (!amount.ok) problems[`nutrients.${i}.amount`] = amount.problem;
    else
      nutrients.push({
        nutrient: n.nutrient,
        amount: amount.value,
        unit: n.unit,
        ...(n.salt ? { salt: n.salt } : {}),
      });
  });
  if (Object.keys(problems).length > 0 || !serving.ok || !perDay.ok) return { ok: false, problems };
  return {
    ok: true,
    body: {
      customNutritionPlanId: planId,
      name,
      serving: { count: serving.value, unit: d.servingUnit },
      perDay: perDay.value,
      nutrients,
    },
  };
}

/**
 * Where a server field error belongs: the nutrient's row (`nutrients.2.unit` → row 2) or the figure it
 * names; `null` for one the form cannot place (said above the form instead).
 */
export function placeOfServerError(field: string): { row: number } | { field: LabelField } | null {
  const row = /^nutrients\.(\d+)\./.exec(field);
  if (row) return { row: Number(row[1]) };
  if (field === 'name' || field === 'perDay' || field === 'nutrients') return { field };
  if (field.startsWith('serving')) return { field: 'serving.count' };
  return null;
}

/** The entries a confirmed product is stored as, "<name> · <nutrient>": what replaces them on the screen. */
function isEntryOf(productName: string, entryName: string | undefined): boolean {
  return typeof entryName === 'string' && entryName.startsWith(`${productName.trim()} · `);
}

/**
 * The screen's supplements after a confirm: the product's earlier entries dropped, its stored entries
 * (from the plan's reviews, with their strengths) added at the end.
 */
export function withConfirmedProduct(
  supplements: readonly PickedSupplement[],
  productName: string,
  stored: readonly PickedSupplement[],
): PickedSupplement[] {
  const added = stored.filter((s) => isEntryOf(productName, s.name));
  const keys = new Set(added.map((s) => s.key));
  return [
    ...supplements.filter((s) => !isEntryOf(productName, s.name ?? s.names.zh) && !keys.has(s.key)),
    ...added,
  ];
}
