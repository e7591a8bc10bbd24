/**
 * The medicine diet notes (knowledge/medicine-diet.ts) for a person's medicines, in their language:
 * one per row, in table order, each with the medicines that called it.
 */
import { pick, type Locale, type Source } from '../contracts/common';
import { onAlphaGlucosidaseInhibitor } from '../knowledge/hypoglycaemia';
import { MEDICINE_DIET } from '../knowledge/medicine-diet';
import { classPlaceholderById } from './resolve';
import { drugById } from './taboos';

export interface DietNote {
  id: string;
  severity: 'warning' | 'info';
  text: string;
  drugIds: string[];
  source: Source;
}

export function dietNotesFor(medicines: readonly string[], locale: Locale): DietNote[] {
  const out: DietNote[] = [];
  // A low on acarbose is treated with glucose: the rows that say how to treat one say so.
  const agi = onAlphaGlucosidaseInhibitor(medicines);
  const takenClasses = new Set(
    medicines.flatMap((id) => (drugById(id) ?? classPlaceholderById(id))?.classes ?? []),
  );
  for (const row of MEDICINE_DIET) {
    if ((row.notWithClasses ?? []).some((c) => takenClasses.has(c))) continue;
    const drugIds = medicines.filter(
      (id) =>
        (row.drugs ?? []).some((d) => d === id) ||
        ((drugById(id) ?? classPlaceholderById(id))?.classes ?? []).some((c) =>
          (row.classes ?? []).some((rc) => rc === c),
        ),
    );
    if (drugIds.length > 0)
      out.push({
        id: row.id,
        severity: row.severity,
        text: pick(agi && row.agiText ? row.agiText : row.text, locale),
        drugIds,
        source: row.source,
      });
  }
  return out;
}
