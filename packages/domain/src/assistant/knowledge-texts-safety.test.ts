/**
 * Every clinical text the assistant may say from the issue-31 tables passes the same answer check as
 * any answer (safety.ts): no "stop your medicine", no dose above a UL read out of a food amount. A text
 * that fails is cut by the check and the person gets half an answer (found: "不要吃西柚" beside
 * 他克莫司 and "停药后" read as advice to stop).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, pick } from '../contracts/common';
import { MEDICINE_DIET } from '../knowledge/medicine-diet';
import { PRESCRIBED_COMPANIONS } from '../knowledge/prescribed-companions';
import { TERATOGENS } from '../knowledge/teratogens';
import * as MEDICINE_CHAT_ANSWERS from '../knowledge/medicine-chat-answers';
import * as EVERYDAY_ANSWERS from '../knowledge/everyday-answers';
import { LEVOTHYROXINE_TUBE_FEED, NIL_BY_MOUTH, PHENYTOIN_TUBE_FEED } from '../knowledge/tube-feeding';
import { EVERYDAY_RULES } from './intents/everyday';
import { checkAnswer } from './safety';

/** What the assistant says itself: every problem counts. */
const said = [
  ...MEDICINE_DIET.map((r) => [r.id, r.text, [...(r.drugs ?? [])]] as const),
  ...Object.entries(EVERYDAY_RULES).map(([id, r]) => [id, r.text, [] as string[]] as const),
  // The men's rule of a teratogen (thalidomide) and the tube-feeding texts (forty-first clinician review).
  ...TERATOGENS.flatMap((r) => (r.forMen ? [[`${r.id}:men`, r.forMen, ['thalidomide']] as const] : [])),
  ['phenytoin-tube-feed', PHENYTOIN_TUBE_FEED.text, ['phenytoin']] as const,
  ['levothyroxine-tube-feed', LEVOTHYROXINE_TUBE_FEED.text, ['levothyroxine']] as const,
  ['nil-by-mouth', NIL_BY_MOUTH.text, [] as string[]] as const,
  ...Object.entries(MEDICINE_CHAT_ANSWERS).map(([id, r]) => [id, r.text, [] as string[]] as const),
  ...Object.entries(EVERYDAY_ANSWERS).map(([id, r]) => [id, r.text, [] as string[]] as const),
];
/**
 * Plan findings that name a prescription dose (folic acid 5 mg on antiepileptics): that dose is the
 * prescriber's, above the self-care UL by design, so only "stop your medicine" is checked.
 */
const prescribed = [
  ...TERATOGENS.map((r) => [r.id, r.text, [...(r.drugs ?? [])]] as const),
  ...PRESCRIBED_COMPANIONS.map((r) => [r.id, r.text, [...(r.drugs ?? [])]] as const),
];

describe.each(LOCALES)('%s', (locale) => {
  it.each(said)('%s passes the answer check unchanged', (_id, text, medicines) => {
    const r = checkAnswer(pick(text, locale), { locale, medicines, plan: null });
    expect(r.problems).toEqual([]);
  });
  it.each(prescribed)('%s never reads as "stop your medicine"', (_id, text, medicines) => {
    const r = checkAnswer(pick(text, locale), { locale, medicines, plan: null });
    expect(r.problems).not.toContain('stop_medicine');
  });
});
