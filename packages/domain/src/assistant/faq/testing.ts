/**
 * Test helper for the everyday-question rows: a message asked as a reference persona (or as nobody
 * in particular), and the rows the answer used.
 */
import { expect } from 'vitest';
import type { Answers } from '../../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../../engine/reference-personas';
import { assistantReply, type AssistantReply } from '../reply';
import { storedPlanFor } from '../testing';

export interface FaqCase {
  text: string;
  locale: 'zh-CN' | 'en-US';
  /** A reference persona (engine/reference-personas.ts); none: no plan, no medicines. */
  persona?: string;
  /** Medicines said beside the persona's own (or alone, without a persona). */
  medicines?: string[];
  /** The person's message before this one. */
  previous?: string;
}

const PERSONAS = new Map<string, Answers>(REFERENCE_PERSONAS);

export function askAs(c: FaqCase): AssistantReply {
  const answers = c.persona ? PERSONAS.get(c.persona) : undefined;
  if (c.persona && !answers) throw new Error(`no reference persona "${c.persona}"`);
  const plan = answers ? storedPlanFor(c.persona!, answers, c.locale) : null;
  const medicines = [...new Set([...(answers?.medicines ?? []), ...(c.medicines ?? [])])];
  const history = [];
  if (c.previous) {
    const first = assistantReply({ text: c.previous, locale: c.locale, plan, medicines });
    history.push(
      { role: 'user' as const, content: c.previous },
      { role: 'assistant' as const, content: first.text },
    );
  }
  return assistantReply({ text: c.text, locale: c.locale, plan, medicines, history });
}

/** The everyday-question rows an answer used. */
export const faqIdsOf = (r: AssistantReply) =>
  r.rules.filter((id) => id.startsWith('faq:')).map((id) => id.slice(4));

/** A table case: the row it must pick, or null when none of the file's rows may answer. */
export type RowCase = FaqCase & { id: string | null };

const rowCase =
  (locale: FaqCase['locale']) =>
  (persona: string | undefined, text: string, id: string | null, previous?: string): RowCase => ({
    locale,
    text,
    id,
    ...(persona ? { persona } : {}),
    ...(previous ? { previous } : {}),
  });
export const zhCase = rowCase('zh-CN');
export const enCase = rowCase('en-US');

/** The ids among `ids` that belong to `rows` (another area's row may answer a null case). */
export function rowsOf(rows: readonly { id: string }[]): (ids: readonly string[]) => string[] {
  const mine = new Set(rows.map((r) => r.id));
  return (ids) => ids.filter((id) => mine.has(id));
}

/**
 * What every row answer must be, whatever the row: an English answer carries its source line; a Chinese
 * one carries no English sentence (a cited title in the source line aside) and no ounces.
 */
export function expectSourcedInItsLanguage(r: AssistantReply, locale: FaqCase['locale']): void {
  if (locale === 'en-US') {
    expect(r.text).toMatch(/_Source: [^\n]+_/);
    return;
  }
  const body = r.text.replace(/_来源[^\n]*?_(?=\s|$)/gu, '');
  expect(body).not.toMatch(/\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/);
  expect(body).not.toMatch(/盎司|\boz\b/);
}

export interface RowCaseCheck {
  /** A null case may be urgent (the file checks only that none of its rows answers it). */
  nullMayBeUrgent?: boolean;
  /** The source and language are checked only when the expected row is the file's own. */
  sourcedOwnOnly?: boolean;
  /** An urgent card may stand above the row (a critical value told beside the question): never checked. */
  urgentAllowed?: boolean;
}

/**
 * One case of a row table: a null case — none of the file's own rows (`own`) answers it; otherwise the
 * answer is not urgent, uses the expected row and is sourced in its language.
 */
export function expectRowCase(
  c: RowCase,
  own: (ids: readonly string[]) => string[],
  check: RowCaseCheck = {},
): void {
  const r = askAs(c);
  if (!check.urgentAllowed && (c.id || !check.nullMayBeUrgent)) expect(r.urgent).toBe(false);
  const ids = faqIdsOf(r);
  if (!c.id) {
    expect(own(ids)).toEqual([]);
    return;
  }
  expect(ids).toContain(c.id);
  if (check.sourcedOwnOnly && own([c.id]).length === 0) return;
  expectSourcedInItsLanguage(r, c.locale);
}
