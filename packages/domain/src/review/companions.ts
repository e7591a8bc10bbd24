/**
 * The prescribed companions of a person's medicines (knowledge/prescribed-companions.ts), in the
 * review's locale: what the review keeps with its reason instead of "adds little" or "avoid".
 */
import { pick, type Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { drugById } from '../interactions/taboos';
import { PRESCRIBED_COMPANIONS } from '../knowledge/prescribed-companions';
import type { NutrientKey } from '../nutrients';

export interface Companion {
  nutrient: NutrientKey;
  /** The person's medicines that bring it (a presumption of prescription holds against their rules only). */
  drugs: readonly string[];
  text: string;
  overridesRuledOut: boolean;
  /** The guideline's prescription dose, when above the self-care UL (canonical unit). */
  prescribedDailyMax?: number;
}

/**
 * `pregnancyPossible: false` (a man, a woman outside childbearing age) takes a row's `textNoPregnancy`
 * where it has one; unknown is read as possible.
 */
export function prescribedCompanionsFor(
  medicines: readonly string[],
  locale: Locale,
  opts: { pregnancyPossible?: boolean } = {},
): Companion[] {
  const out: Companion[] = [];
  for (const row of PRESCRIBED_COMPANIONS) {
    const bringing = medicines.filter(
      (id) =>
        (row.drugs ?? []).includes(id) ||
        (drugById(id)?.classes ?? []).some((c) => (row.classes ?? []).includes(c)),
    );
    if (bringing.length === 0) continue;
    for (const nutrient of row.nutrients)
      if (!out.some((c) => c.nutrient === nutrient))
        out.push({
          nutrient,
          drugs: bringing,
          text: pick(
            opts.pregnancyPossible === false && row.textNoPregnancy ? row.textNoPregnancy : row.text,
            locale,
          ),
          overridesRuledOut: row.overridesRuledOut === true,
          // the folic acid dose, not the vitamin D of the same row
          ...(row.prescribedDailyMax !== undefined && nutrient === row.nutrients[0]
            ? { prescribedDailyMax: row.prescribedDailyMax }
            : {}),
        });
  }
  return out;
}

/**
 * The plan's word on a companion a guideline has prescribed with the medicine (a row with
 * `planText`: pyridoxine with isoniazid), for everyone on it: never left to "food first"
 * (clinician review 2026-11-25 evening, P3).
 */
export function companionFindings(medicines: readonly string[], locale: Locale): Finding[] {
  const out: Finding[] = [];
  for (const row of PRESCRIBED_COMPANIONS) {
    if (!row.planText) continue;
    const drugIds = medicines.filter(
      (id) =>
        (row.drugs ?? []).includes(id) ||
        (drugById(id)?.classes ?? []).some((c) => (row.classes ?? []).includes(c)),
    );
    if (drugIds.length === 0) continue;
    out.push({
      id: `companion:${row.id}`,
      severity: 'warning',
      text: pick(row.planText, locale),
      reasons: drugIds.map((id) => ({
        kind: 'medicine' as const,
        ref: `drug:${id}`,
        text: pick(drugById(id) ?? { zh: id, en: id }, locale),
        source: row.source,
      })),
    });
  }
  return out;
}
