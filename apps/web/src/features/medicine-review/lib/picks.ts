/**
 * What the user picked on `/addMoreNutrition`, as plain data: the medicines (drug ids from the drug
 * dictionary) and the supplements with the dose typed so far. Pure functions only, so the rules (dose
 * validation, what changed since the last submit, pre-fill from a plan) are tested without a screen.
 */
import type {
  Bilingual,
  MedicineDoseUnit,
  MedicineEntry,
  MedicineForm,
  PlanDocument,
  SupplementIntake,
  SupplementAmountBasis,
  SupplementOptionView,
  SupplementPeriod,
  SupplementSaltForm,
} from '@nutri/domain/contracts';
import {
  DOSE_AMOUNT_MAX,
  SUPPLEMENT_AMOUNT_BASES,
  SUPPLEMENT_PERIODS,
  SUPPLEMENT_SALT_FORMS,
} from '@nutri/domain/contracts/values';
import {
  DOSE_UNITS,
  type DoseUnit,
  isProductUnit,
  PRODUCT_UNITS_PER_DAY_MAX,
  SUPPLEMENT_DOSE_UNITS,
  type SupplementDoseUnit,
} from '@nutri/domain/units';
import { formatDose } from '../../../lib/number-format';
import { readTypedNumber } from '../../../lib/typed-number';

/** Units a supplement dose may be typed in: an amount, or a count of the product's units (issue 19.7). */
export const DOSE_UNIT_OPTIONS = SUPPLEMENT_DOSE_UNITS;

/** Largest dose the API accepts, in the dose's own unit. */
export const DOSE_MAX = DOSE_AMOUNT_MAX;

export interface PickedMedicine {
  /** Drug id of the dictionary, e.g. `warfarin`. */
  id: string;
  names: Bilingual;
  /** Localised class name at the time of picking (display only). */
  className?: string;
  /** The optional dose as typed (issue 19.7): kept as text so a half-typed value survives a reload. */
  dose?: string;
  unit?: MedicineDoseUnit;
  form?: MedicineForm;
}

export interface PickedSupplement {
  /** Stable key in the list: the option id, or `name:<name>` for a supplement typed by name. */
  key: string;
  optionId?: string;
  names: Bilingual;
  /** The dose as typed, so a half-typed value ("1.") survives a re-render or reload. */
  dose: string;
  unit: SupplementDoseUnit;
  /**
   * The stored entry's own name, strength per unit and salt (a product confirmed from its label,
   * issue 33 §3, is "<product> · <nutrient>" with the label's strength): sent back unchanged, so a
   * re-submit neither counts it at the catalogue strength nor merges two products of one nutrient.
   */
  name?: string;
  perUnit?: { amount: number; unit: DoseUnit };
  form?: SupplementSaltForm;
  /** Whether the amount with `form` is the element or the salt's mass, as it was given (sent back). */
  basis?: SupplementAmountBasis;
  /** Taken once a week or a month (a 60,000 IU vitamin D sachet); absent: every day. */
  every?: SupplementPeriod;
}

/** How often a supplement may be taken, in the order the choice lists them. */
export const PERIOD_OPTIONS = SUPPLEMENT_PERIODS;

export function isPeriod(value: unknown): value is SupplementPeriod {
  return typeof value === 'string' && (SUPPLEMENT_PERIODS as readonly string[]).includes(value);
}

/** Each kind of pick, by the name of its list (and of its tab). */
export interface PickedItems {
  medicines: PickedMedicine;
  supplements: PickedSupplement;
}

export type PickKind = keyof PickedItems;

export type Picks = { [K in PickKind]: PickedItems[K][] };

const EMPTY_PICKS: Picks = { medicines: [], supplements: [] };

export function isAmountUnit(value: unknown): value is DoseUnit {
  return typeof value === 'string' && (DOSE_UNITS as readonly string[]).includes(value);
}

export function isSaltForm(value: unknown): value is SupplementSaltForm {
  return typeof value === 'string' && (SUPPLEMENT_SALT_FORMS as readonly string[]).includes(value);
}

export function isAmountBasis(value: unknown): value is SupplementAmountBasis {
  return typeof value === 'string' && (SUPPLEMENT_AMOUNT_BASES as readonly string[]).includes(value);
}

export function isDoseUnit(value: unknown): value is SupplementDoseUnit {
  return typeof value === 'string' && (DOSE_UNIT_OPTIONS as readonly string[]).includes(value);
}

export type DoseProblem = 'required' | 'notNumber' | 'notPositive' | 'tooLarge';

/** The dose as a number ({@link readTypedNumber}), or why it cannot be sent. */
export function parseDose(
  text: string,
  max: number = DOSE_MAX,
): { ok: true; value: number } | { ok: false; problem: DoseProblem } {
  if (String(text ?? '').trim() === '') return { ok: false, problem: 'required' };
  const value = readTypedNumber(String(text));
  if (value === null) return { ok: false, problem: 'notNumber' };
  if (value <= 0) return { ok: false, problem: 'notPositive' };
  if (value > max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}

/** A supplement's dose: a count of tablets (…) stops at the contracts' daily maximum. */
export function parseSupplementDose(s: Pick<PickedSupplement, 'dose' | 'unit'>) {
  return parseDose(s.dose, isProductUnit(s.unit) ? PRODUCT_UNITS_PER_DAY_MAX : DOSE_MAX);
}

/**
 * The request entry of a picked medicine: its id, with the dose when the amount reads as one and the
 * form when chosen; `invalid` when an amount was typed that cannot be sent.
 */
export function medicineEntry(m: PickedMedicine): { ok: true; entry: MedicineEntry } | { ok: false } {
  const typed = (m.dose ?? '').trim();
  const dose = typed === '' ? null : parseDose(typed);
  if (dose && !dose.ok) return { ok: false };
  if (!dose && !m.form) return { ok: true, entry: m.id };
  return {
    ok: true,
    entry: {
      id: m.id,
      ...(dose ? { dose: { amount: dose.value, unit: m.unit ?? 'mg' } } : {}),
      ...(m.form ? { form: m.form } : {}),
    },
  };
}

/** The request entries of the picked medicines, or the ids of those whose dose is not valid. */
export function medicineEntries(
  medicines: readonly PickedMedicine[],
): { ok: true; entries: MedicineEntry[] } | { ok: false; invalid: string[] } {
  const results = medicines.map((m) => ({ id: m.id, r: medicineEntry(m) }));
  const invalid = results.filter((x) => !x.r.ok).map((x) => x.id);
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, entries: results.flatMap((x) => (x.r.ok ? [x.r.entry] : [])) };
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
    const dose = parseSupplementDose(s);
    if (!dose.ok) {
      invalid.push(s.key);
      continue;
    }
    intakes.push({
      ...(s.optionId ? { optionId: s.optionId } : {}),
      ...(s.name ? { name: s.name } : s.optionId ? {} : { name: s.names.zh }),
      dose: dose.value,
      unit: s.unit,
      // A strength per unit goes only with a count of units (a dose changed to mg is its own amount).
      ...(s.perUnit && isProductUnit(s.unit) ? { perUnit: { ...s.perUnit } } : {}),
      ...(s.form ? { form: s.form } : {}),
      ...(s.form && s.basis ? { basis: s.basis } : {}),
      ...(s.every && s.every !== 'day' ? { every: s.every } : {}),
    });
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, intakes };
}

/** Order-insensitive fingerprint of the medicines with their doses and forms, to send only what changed. */
export function medicinesFingerprint(medicines: readonly PickedMedicine[]): string {
  return JSON.stringify(
    [
      ...new Set(medicines.map((m) => `${m.id}|${(m.dose ?? '').trim()}|${m.unit ?? ''}|${m.form ?? ''}`)),
    ].sort(),
  );
}

/** Order-insensitive fingerprint of the supplements with their doses (null while a dose is invalid). */
export function supplementsFingerprint(supplements: readonly PickedSupplement[]): string | null {
  const result = supplementIntakes(supplements);
  if (!result.ok) return null;
  return JSON.stringify(
    result.intakes
      .map(
        (i) =>
          `${i.optionId ?? ''}|name:${i.name ?? ''}|${i.dose}|${i.unit}|` +
          `${i.perUnit ? `${i.perUnit.amount}${i.perUnit.unit}` : ''}|${i.form ?? ''}|${i.basis ?? ''}|${i.every ?? ''}`,
      )
      .sort(),
  );
}

/**
 * A starting point when this device has no copy of the picks: the plan's medicines as the person gave
 * them (with dose and form, issue 19.7; plans made before list only the drugs named in taboos) and the
 * supplements reviewed, with the dose each was given where the plan says it. A supplement without one
 * is left for the user, except that an option's default dose fills it in where the options are loaded.
 */
export function picksFromPlan(
  plan:
    | (Pick<PlanDocument, 'medicineTaboos' | 'productReviews' | 'locale'> & {
        profile?: Pick<PlanDocument['profile'], 'medicinesTaken'>;
      })
    | null
    | undefined,
): Picks {
  if (!plan) return EMPTY_PICKS;
  const medicines = new Map<string, PickedMedicine>();
  const taken = plan.profile?.medicinesTaken;
  for (const m of taken ?? []) {
    if (medicines.has(m.id)) continue;
    medicines.set(m.id, {
      id: m.id,
      names: { zh: m.name, en: m.name },
      ...(m.dose ? { dose: formatDose(m.dose.amount), unit: m.dose.unit } : {}),
      ...(m.form ? { form: m.form } : {}),
    });
  }
  for (const t of taken ? [] : (plan.medicineTaboos ?? [])) {
    if (!t.drugId || medicines.has(t.drugId)) continue;
    medicines.set(t.drugId, { id: t.drugId, names: { zh: t.drug, en: t.drug } });
  }
  const supplements = new Map<string, PickedSupplement>();
  for (const r of plan.productReviews ?? []) {
    const perUnit =
      r.dose?.perUnit && isAmountUnit(r.dose.perUnit.unit)
        ? { amount: r.dose.perUnit.amount, unit: r.dose.perUnit.unit }
        : undefined;
    const form = isSaltForm(r.dose?.form) ? r.dose.form : undefined;
    const basis = form && isAmountBasis(r.dose?.basis) ? r.dose.basis : undefined;
    const every = isPeriod(r.dose?.every) && r.dose.every !== 'day' ? r.dose.every : undefined;
    // An entry with its own strength or salt is its own product: kept by its name, with that name.
    const own = perUnit !== undefined || form !== undefined;
    const key = own
      ? supplementKey({ name: r.name })
      : supplementKey({ optionId: r.optionId ?? undefined, name: r.name });
    if (supplements.has(key)) continue;
    const given =
      r.dose && isDoseUnit(r.dose.unit) ? { dose: formatDose(r.dose.amount), unit: r.dose.unit } : null;
    supplements.set(key, {
      key,
      ...(r.optionId ? { optionId: r.optionId } : {}),
      names: { zh: r.name, en: r.name },
      dose: given?.dose ?? '',
      unit: given?.unit ?? 'mg',
      ...(own ? { name: r.name } : {}),
      ...(perUnit ? { perUnit } : {}),
      ...(form ? { form } : {}),
      ...(basis ? { basis } : {}),
      ...(every ? { every } : {}),
    });
  }
  return { medicines: [...medicines.values()], supplements: [...supplements.values()] };
}

/** A supplement option as picking needs it: its id, names and default dose. */
export type PickableOption = Pick<SupplementOptionView, 'id' | 'names' | 'defaultDose'>;

/** What is stored when an option is picked: its default dose, editable afterwards. */
export function pickOfOption(o: PickableOption): PickedSupplement {
  return {
    key: o.id,
    optionId: o.id,
    names: { zh: o.names.zh, en: o.names.en },
    dose: formatDose(o.defaultDose.amount),
    unit: o.defaultDose.unit,
  };
}

/**
 * Fills empty doses from the options' default doses (after a pre-fill from the plan), as if each of
 * those options were picked anew; `options` are by id.
 */
export function withDefaultDoses(
  supplements: readonly PickedSupplement[],
  options: ReadonlyMap<string, PickableOption>,
): PickedSupplement[] {
  return supplements.map((s) => {
    const option = s.optionId ? options.get(s.optionId) : undefined;
    return option && s.dose.trim() === '' ? pickOfOption(option) : s;
  });
}
