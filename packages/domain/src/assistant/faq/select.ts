/**
 * Picks the everyday-question row (faq/rows-*.ts) a message asks, for this person: every `when`
 * pattern matches, no `unless` does, the person is in `for` and not in `notFor`. The most specific
 * row wins (more patterns, then a row with an audience), the first in table order on a tie. A
 * follow-up that names nothing of its own ("冷冻的肉呢" after "剩菜能吃吗") is read with the message
 * before it, but only for a row the message itself moves to: a row the earlier message alone already
 * selects would repeat the last answer, which answers nothing new.
 */
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { readQuestion } from '../question-kind';
import type { FaqAudience, FaqRow } from './types';

export interface FaqPerson {
  /** Dictionary ids of the person's medicines (plan and chat). */
  medicines: readonly string[];
  conditions: readonly string[];
  lifeStage: string;
  /** The plan's age in years, when there is a plan. */
  age?: number;
  /** The plan's ferritin is above its range. */
  ironOverload?: boolean;
}

function inAudience(a: FaqAudience, person: FaqPerson, said: string): boolean {
  const ids = [...new Set([...person.medicines, ...findDrugs(said).map((d) => d.id)])];
  const classes = new Set<string>(ids.flatMap((id) => drugById(id)?.classes ?? []));
  if (a.medicines?.some((m) => ids.includes(m) || classes.has(m))) return true;
  if (a.conditions?.some((c) => person.conditions.includes(c))) return true;
  if (a.lifeStages?.includes(person.lifeStage)) return true;
  if (a.minAge !== undefined && person.age !== undefined && person.age >= a.minAge) return true;
  if (a.maxAge !== undefined && person.age !== undefined && person.age <= a.maxAge) return true;
  if (a.ironOverload === true && person.ironOverload === true) return true;
  return a.said !== undefined && a.said.test(normaliseQuestion(said));
}

function matches(row: FaqRow, norm: string, person: FaqPerson, said: string): boolean {
  if (!row.when.every((re) => re.test(norm))) return false;
  if (row.unless?.some((re) => re.test(norm))) return false;
  if (row.for && !inAudience(row.for, person, said)) return false;
  const notFor: readonly FaqAudience[] = row.notFor ? [row.notFor].flat() : [];
  if (notFor.some((a) => inAudience(a, person, said))) return false;
  return true;
}

const weight = (row: FaqRow) => row.when.length * 2 + (row.for ? 1 : 0);

function best(rows: readonly FaqRow[], norm: string, person: FaqPerson, said: string): FaqRow | null {
  let top: FaqRow | null = null;
  for (const row of rows)
    if (matches(row, norm, person, said) && (!top || weight(row) > weight(top))) top = row;
  return top;
}

export function faqRowIn(
  rows: readonly FaqRow[],
  text: string,
  person: FaqPerson,
  previous?: string,
): FaqRow | null {
  const norm = normaliseQuestion(text);
  if (!norm) return null;
  const own = best(rows, norm, person, previous ? `${previous}\n${text}` : text);
  if (own) return own;
  if (!previous || !readQuestion(text, previous).elliptical) return null;
  const joint = `${previous}\n${text}`;
  const row = best(rows, normaliseQuestion(joint), person, joint);
  if (!row) return null;
  // The message itself must carry part of what selects the row, and not be the earlier question again.
  if (!row.when.some((re) => re.test(norm))) return null;
  const before = best(rows, normaliseQuestion(previous), person, previous);
  return before?.id === row.id ? null : row;
}
