/**
 * The medicine diet notes (knowledge/medicine-diet.ts) for a person's medicines, in their language:
 * one per row, in table order, each with the medicines that called it. Where rows of several of their
 * medicines speak about the same food (grapefruit, alcohol), the strictest decides: a looser row is not
 * said, and the strictest names the looser row's medicines and says their allowance does not apply; a
 * row that only says its own medicine is fine with the food stays (it defers to the others in its text).
 */
import { pick, type Bilingual, type Locale, type Source } from '../contracts/common';
import { onAlphaGlucosidaseInhibitor } from '../knowledge/hypoglycaemia';
import {
  MEDICINE_DIET,
  SHARED_FOOD_LEVELS,
  STRICTER_FOOD_RULE,
  type SharedFood,
} from '../knowledge/medicine-diet';
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
        !(row.exceptDrugs ?? []).some((d) => d === id) &&
        ((row.drugs ?? []).some((d) => d === id) ||
          ((drugById(id) ?? classPlaceholderById(id))?.classes ?? []).some((c) =>
            (row.classes ?? []).some((rc) => rc === c),
          )),
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
  return strictestDecides(out, locale);
}

const FINE = SHARED_FOOD_LEVELS.indexOf('fine');

/** The rank of a row's allowance for its shared food (0 = none at all), or -1 when it has none. */
export function levelOf(id: string): { food: SharedFood; rank: number } | null {
  const f = MEDICINE_DIET.find((r) => r.id === id)?.sharedFood;
  return f ? { food: f.food, rank: SHARED_FOOD_LEVELS.indexOf(f.level) } : null;
}

/** A medicine's name in both languages (its dictionary entry, else its id). */
function nameOf(id: string): Bilingual {
  const d = drugById(id) ?? classPlaceholderById(id);
  if (!d) return { zh: id, en: id };
  // A generic name reads in lower case mid-sentence ("atorvastatin"); a brand-like name keeps its capitals.
  const en = /^[A-Z][a-z -]+$/.test(d.en) ? d.en.toLowerCase() : d.en;
  return { zh: d.zh, en };
}

function namesOf(ids: readonly string[]): Bilingual {
  const names = ids.map(nameOf);
  return { zh: names.map((n) => n.zh).join('、'), en: names.map((n) => n.en).join(' and ') };
}

/**
 * Rows of one shared food: the strictest kept, the looser dropped; the first strictest row takes the
 * looser rows' medicines and the sentence that their allowance does not apply (eighteenth clinician
 * review, en S1: amiodarone and atorvastatin, grapefruit juice at breakfast).
 */
function strictestDecides(notes: DietNote[], locale: Locale): DietNote[] {
  const dropped = new Set<string>();
  const leads = new Map<string, { looser: string[]; text: string }>();
  const foods = new Set(notes.map((n) => levelOf(n.id)?.food).filter((f) => f !== undefined));
  for (const food of foods) {
    const group = notes.filter((n) => levelOf(n.id)?.food === food);
    const best = Math.min(...group.map((n) => levelOf(n.id)!.rank));
    // A row that only says its own medicine is fine with the food (rosuvastatin, amlodipine) defers to
    // the others' rules in its text: it stays; an allowance ("a glass now and then") does not.
    const looser = group.filter((n) => levelOf(n.id)!.rank > best && levelOf(n.id)!.rank < FINE);
    if (looser.length === 0) continue;
    const strict = group.find((n) => levelOf(n.id)!.rank === best)!;
    for (const n of looser) dropped.add(n.id);
    const looserDrugs = [...new Set(looser.flatMap((n) => n.drugIds))].filter(
      (id) => !strict.drugIds.includes(id),
    );
    if (looserDrugs.length === 0) continue;
    leads.set(strict.id, {
      looser: looserDrugs,
      text: pick(STRICTER_FOOD_RULE[food](namesOf(looserDrugs), namesOf(strict.drugIds)), locale),
    });
  }
  if (dropped.size === 0) return notes;
  return notes
    .filter((n) => !dropped.has(n.id))
    .map((n) => {
      const lead = leads.get(n.id);
      return lead ? { ...n, text: `${n.text}\n\n${lead.text}`, drugIds: [...n.drugIds, ...lead.looser] } : n;
    });
}
