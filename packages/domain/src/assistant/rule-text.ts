import type { Locale } from '../contracts/common';
import { taboosFor } from '../interactions';
import { findSubstances } from './entities';

/** A clause without its closing punctuation, so it can be followed by our own. */
export function clause(s: string): string {
  return s.trim().replace(/[。．.！!；;]+$/u, '');
}

/**
 * The text without the engine's own rule wording (mechanism and advice of the person's interaction
 * rules). A rule's advice names whole product classes ("multivitamins and antacids count too"); read
 * as a mention, that would append every rule for every ingredient of a multivitamin — warfarin ×
 * vitamin K under a levothyroxine–calcium answer (pharmacist C: stacked irrelevant warnings). What the
 * answer itself names is still checked.
 */
export function withoutRuleText(text: string, medicines: readonly string[], locale: Locale): string {
  let scan = text;
  for (let i = 0; i < 3; i++) {
    let next = scan;
    for (const t of taboosFor({ medicines, substances: findSubstances(scan) }, locale)) {
      for (const part of [t.advice, clause(t.mechanism)]) if (part) next = next.split(part).join(' ');
    }
    if (next === scan) break;
    scan = next;
  }
  return scan;
}
