/**
 * On desmopressin, no answer pushes fluids (fourteenth clinician review, en P3 #2: a guest asking for her
 * mother on desmopressin was told to drink 1.5–1.7 litres "rather than waiting for thirst"). Whatever
 * answered — the older adult's drinks row, constipation, gout — a sentence that sets a litres-a-day target
 * or says to drink plenty is taken out and the label's limit leads: fluid to a minimum from 1 hour before
 * the dose until 8 hours after, drink to thirst (Noqdirna SmPC §4.2, §4.4; knowledge/medicine-diet.ts
 * `desmopressin-fluid-limit`). The medicine is the person's (plan), named in the message or said earlier.
 */
import { pick, type Locale } from '../contracts/common';
import { MEDICINE_DIET } from '../knowledge/medicine-diet';
import { sourceLine, type Draft } from './intents/shared';

/** Medicines whose label limits fluid: any push-fluids sentence is wrong beside them. */
const FLUID_LIMITED: ReadonlySet<string> = new Set(['desmopressin']);

/** A sentence that sets a drinks target or says to drink more. */
export const PUSH_FLUIDS =
  /\d[\d.,]*\s*(?:[–-]\s*\d[\d.,]*\s*)?(?:litres?|liters?|l\b|ml|cups?|glasses)\b[^.?!\n]{0,30}\b(?:a day|per day|daily|each day|every day)\b|\b(?:a day|per day|daily)\b[^.?!\n]{0,12}\d[\d.,]*\s*(?:litres?|liters?|ml)\b|rather than waiting for thirst|\bdrink (?:plenty|more|lots|enough|extra)\b|\bplenty of (?:water|fluids?|drinks)\b|\b(?:water|fluids?) (?:intake )?up\b|(?:每天|一天|每日)[^。；\n]{0,8}\d+\s*(?:[–-]\s*\d+\s*)?(?:毫升|升|杯)|不要等口渴|多喝水|多喝点水|水要喝够|水喝够|喝够水|大量喝水/i;

const LINE = {
  zh: '**你在吃去氨加压素：说明书要求从服药前1小时到服药后8小时尽量少喝水，白天渴了再喝，不要给自己定每天喝几升的目标，也不要多喝。**',
  en: '**On desmopressin the label says keep fluid to a minimum from 1 hour before the dose until 8 hours after it, and in the day drink to thirst — no target of litres a day, and no extra drinking.**',
};

/** The answer without its push-fluids sentences, the label's limit first, when a medicine limits fluid. */
export function withFluidLimit(draft: Draft, medicines: readonly string[], locale: Locale): Draft {
  if (!medicines.some((m) => FLUID_LIMITED.has(m))) return draft;
  // The fluid-limit row itself (and its source line) is the answer already.
  const row = MEDICINE_DIET.find((r) => r.id === 'desmopressin-fluid-limit');
  if (row && draft.text.includes(pick(row.text, locale).slice(0, 40))) return draft;
  const cite = /\n+_(?:来源|Source)[^\n]*_\s*$/.exec(draft.text);
  const body = cite ? draft.text.slice(0, cite.index) : draft.text;
  const parts = body.split(/(?<=[。！？!?；;\n])|(?<=\.)(?=\s)/u);
  const kept = parts.filter((s) => !PUSH_FLUIDS.test(s));
  if (kept.length === parts.length) return draft;
  let rest = kept.join('').trim();
  if ((rest.match(/\*\*/g) ?? []).length % 2 === 1) rest = rest.replace(/\*\*/g, '');
  const lead = pick(LINE, locale);
  // The label's source is said after the answer's own (one source line ends the answer).
  const label = row ? sourceLine(row.source.ref, locale) : '';
  // A source of the litres taken out (NASEM's 2.7 L, 1500–1700 毫升) goes with them.
  const keepCite = cite && !/\d\s*(?:l|litres?|liters?|ml|毫升|升)\b|\d\s*(?:毫升|升)/i.test(cite[0]);
  return {
    ...draft,
    text: `${lead}${rest ? `\n\n${rest}` : ''}${keepCite ? cite[0].trimEnd() : ''}${label}`,
  };
}
