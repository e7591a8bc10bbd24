/**
 * What the user picked on `/addMoreNutrition`, as plain data: the medicines (drug ids from the drug
 * dictionary) and the supplements with the dose typed so far. Pure functions only, so the rules (dose
 * validation, what changed since the last submit, pre-fill from a plan) are tested without a screen.
 */
import type { Bilingual, PlanDocument, SupplementIntake } from '@nutri/domain/contracts';
import type { DoseUnit } from '@nutri/domain/units';
import { formatDose } from '../../../lib/number-format';

/** Units a supplement dose may be typed in (the API's `DOSE_UNITS`). */
export const DOSE_UNIT_OPTIONS = ['mg', 'ug', 'g', 'IU'] as const satisfies readonly DoseUnit[];

/** Largest dose the API accepts, in the dose's own unit. */
export const DOSE_MAX = 100_000;

export interface PickedMedicine {
  /** Drug id of the dictionary, e.g. `warfarin`. */
  id: string;
  names: Bilingual;
  /** Localised class name at the time of picking (display only). */
  className?: string;
}

export interface PickedSupplement {
  /** Stable key in the list: the option id, or `name:<name>` for a supplement typed by name. */
  key: string;
  optionId?: string;
  names: Bilingual;
  /** The dose as typed, so a half-typed value ("1.") survives a re-render or reload. */
  dose: string;
  unit: DoseUnit;
}

export interface Picks {
  medicines: PickedMedicine[];
  supplements: PickedSupplement[];
}

export const EMPTY_PICKS: Picks = { medicines: [], supplements: [] };

export function isDoseUnit(value: unknown): value is DoseUnit {
  return typeof value === 'string' && (DOSE_UNIT_OPTIONS as readonly string[]).includes(value);
}

export type DoseProblem = 'required' | 'notNumber' | 'notPositive' | 'tooLarge';

/**
 * The dose as a number, or why it cannot be sent. Accepts a comma as decimal mark (many keyboards) and
 * full-width digits (Chinese IMEs).
 */
export function parseDose(text: string): { ok: true; value: number } | { ok: false; problem: DoseProblem } {
  const normalised = String(text ?? '')
    .replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(',', '.')
    .trim();
  if (normalised === '') return { ok: false, problem: 'required' };
  if (!/^\d*\.?\d+$|^\d+\.$/.test(normalised)) return { ok: false, problem: 'notNumber' };
  const value = Number(normalised);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notNumber' };
  if (value <= 0) return { ok: false, problem: 'notPositive' };
  if (value > DOSE_MAX) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}

export function supplementKey(s: { optionId?: string | undefined; name?: string | undefined }): string {
  return s.optionId ? s.optionId : `name:${(s.name ?? '').trim().toLowerCase()}`;
}

/** The request body items, or the keys of the supplements whose dose is not valid. */
export function supplementIntakes(
  supplements: readonly PickedSupplement[],
): { ok: true; intakes: SupplementIntake[] } | { ok: false; invalid: string[] } {
  const invalid: string[] = [];
  const intakes: SupplementIntake[] = [];
  for (const s of supplements) {
    const dose = parseDose(s.dose);
    if (!dose.ok) {
      invalid.push(s.key);
      continue;
    }
    intakes.push(
      s.optionId
        ? { optionId: s.optionId, dose: dose.value, unit: s.unit }
        : { name: s.names.zh, dose: dose.value, unit: s.unit },
    );
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, intakes };
}

/** Order-insensitive fingerprint of the medicines, to send only what changed. */
export function medicinesFingerprint(medicines: readonly PickedMedicine[]): string {
  return JSON.stringify([...new Set(medicines.map((m) => m.id))].sort());
}

/** Order-insensitive fingerprint of the supplements with their doses (null while a dose is invalid). */
export function supplementsFingerprint(supplements: readonly PickedSupplement[]): string | null {
  const result = supplementIntakes(supplements);
  if (!result.ok) return null;
  return JSON.stringify(
    result.intakes.map((i) => `${i.optionId ?? `name:${i.name ?? ''}`}|${i.dose}|${i.unit}`).sort(),
  );
}

/**
 * A starting point when this device has no copy of the picks: the plan document does not carry the
 * medicines and supplements themselves, only what the checks found, so the drugs named in taboos and the
 * supplements reviewed are the best available. Doses of reviewed supplements are unknown and left for the
 * user, except that an option's default dose fills them in where the options are loaded.
 */
export function picksFromPlan(
  plan: Pick<PlanDocument, 'medicineTaboos' | 'productReviews' | 'locale'> | null | undefined,
): Picks {
  if (!plan) return EMPTY_PICKS;
  const medicines = new Map<string, PickedMedicine>();
  for (const t of plan.medicineTaboos ?? []) {
    if (!t.drugId || medicines.has(t.drugId)) continue;
    medicines.set(t.drugId, { id: t.drugId, names: { zh: t.drug, en: t.drug } });
  }
  const supplements = new Map<string, PickedSupplement>();
  for (const r of plan.productReviews ?? []) {
    const key = supplementKey({ optionId: r.optionId ?? undefined, name: r.name });
    if (supplements.has(key)) continue;
    supplements.set(key, {
      key,
      ...(r.optionId ? { optionId: r.optionId } : {}),
      names: { zh: r.name, en: r.name },
      dose: '',
      unit: 'mg',
    });
  }
  return { medicines: [...medicines.values()], supplements: [...supplements.values()] };
}

/** Fills empty doses from the options' default doses (after a pre-fill from the plan). */
export function withDefaultDoses(
  supplements: readonly PickedSupplement[],
  defaults: ReadonlyMap<string, { amount: number; unit: DoseUnit; names: Bilingual }>,
): PickedSupplement[] {
  return supplements.map((s) => {
    const d = s.optionId ? defaults.get(s.optionId) : undefined;
    if (!d || s.dose.trim() !== '') return s;
    return { ...s, dose: formatDose(d.amount), unit: d.unit, names: d.names };
  });
}
