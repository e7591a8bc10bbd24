import { assert, describe, expect, it } from 'vitest';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { ANSWER_HASHES, ANSWERS_FINGERPRINT } from './answers-fingerprint';
import {
  answerHash,
  answersFingerprintOf,
  currentAnswersLock,
  type ReferenceAnswer,
} from './reference-answers';
import { REFERENCE_QUESTIONS, type ReferenceQuestion } from './reference-questions';

// The assistant's behaviour lock (ADR 0014 addendum): a change that alters any answer to the reference
// questions — its text, cards, suggestions, urgency, safety notes, warnings or follow-ups — fails here
// until `npm run fingerprint:answers` is run and committed, so a refactor that should change nothing
// shows that it changed nothing, and a change meant to alter answers says which.

const excerpt = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s).replace(/\s+/g, ' ');

function describeChange(q: ReferenceQuestion, now: ReferenceAnswer): string {
  const who = q.persona ?? 'a guest without a plan';
  const asked = q.previous ? `"${q.previous}" then "${q.text}"` : `"${q.text}"`;
  return `${q.id} (${who}, ${q.locale}) ${asked} now answers: ${excerpt(now.answer.text)}`;
}

describe('the assistant behaviour lock', () => {
  it('asks at least 120 questions of reference personas or a guest, in both languages, first questions and follow-ups', () => {
    const personas = new Set(REFERENCE_PERSONAS.map(([name]) => name));
    expect(REFERENCE_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(REFERENCE_QUESTIONS.map((q) => q.id)).size).toBe(REFERENCE_QUESTIONS.length);
    expect(REFERENCE_QUESTIONS.filter((q) => q.persona !== null && !personas.has(q.persona))).toEqual([]);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const asked = REFERENCE_QUESTIONS.filter((q) => q.locale === locale);
      expect(asked.filter((q) => q.previous === undefined).length).toBeGreaterThanOrEqual(40);
      expect(asked.filter((q) => q.previous !== undefined).length).toBeGreaterThanOrEqual(10);
      expect(asked.some((q) => q.persona === null)).toBe(true);
    }
  });

  it(
    'the answers are the committed ones (else run npm run fingerprint:answers and commit it)',
    { timeout: 600_000 },
    () => {
      const now = currentAnswersLock();
      const stale = Object.keys(ANSWER_HASHES).filter((id) => !(id in now.hashes));
      expect(stale, 'questions no longer asked: run npm run fingerprint:answers').toEqual([]);
      const changed = REFERENCE_QUESTIONS.flatMap((q, i) =>
        ANSWER_HASHES[q.id] === now.hashes[q.id] ? [] : [{ q, now: now.answers[i]! }],
      );
      if (changed.length > 0) {
        assert.fail(
          `${changed.length} of ${REFERENCE_QUESTIONS.length} answers changed (${changed
            .slice(0, 10)
            .map((c) => c.q.id)
            .join(', ')}${changed.length > 10 ? ', …' : ''}). The first: ` +
            `${describeChange(changed[0]!.q, changed[0]!.now)}\n` +
            'If the change is meant, run npm run fingerprint:answers and commit it.',
        );
      }
      expect(ANSWERS_FINGERPRINT, 'answers changed: run npm run fingerprint:answers').toBe(now.fingerprint);
    },
  );

  it('a changed answer changes its hash and the fingerprint', () => {
    const a: ReferenceAnswer = {
      id: 'x',
      answer: {
        text: 'one',
        cards: [],
        suggestions: [],
        urgent: false,
        ruleOnly: false,
        notes: [],
        warnings: [],
        followUps: [],
      },
    };
    const b: ReferenceAnswer = { ...a, answer: { ...a.answer, suggestions: ['more?'] } };
    expect(answerHash(a)).toMatch(/^[0-9a-f]{8}$/);
    expect(answerHash(b)).not.toBe(answerHash(a));
    expect(answersFingerprintOf([a, b])).not.toBe(answersFingerprintOf([b, a]));
  });
});
