/**
 * `npm run fingerprint:answers`: asks the assistant the reference questions again
 * (packages/domain/src/assistant/reference-questions.ts) and writes the fingerprint of its answers and
 * each answer's short hash to packages/domain/src/assistant/answers-fingerprint.ts. Run it when a change
 * is meant to alter an answer; assistant/answers-lock.test.ts fails until it is run and committed
 * (ADR 0014, addendum on the assistant's answers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { currentAnswersLock } from '../packages/domain/src/assistant/reference-answers.ts';

const FILE = 'packages/domain/src/assistant/answers-fingerprint.ts';
const lock = currentAnswersLock();
const text = `/**
 * The committed fingerprint of the assistant's answers to the reference questions (reference-questions.ts,
 * asked as reference-answers.ts asks them), and each answer's short hash, so that a failing
 * answers-lock.test.ts names the question whose answer changed first. Written by
 * \`npm run fingerprint:answers\`; not edited by hand.
 */
export const ANSWERS_FINGERPRINT = '${lock.fingerprint}';

export const ANSWER_HASHES: Readonly<Record<string, string>> = {
${Object.entries(lock.hashes)
  .map(([id, hash]) => `  '${id}': '${hash}',`)
  .join('\n')}
};
`;
let before = '';
try {
  before = readFileSync(FILE, 'utf8');
} catch {
  // first run: no file yet
}
writeFileSync(FILE, text);
const changed = Object.entries(lock.hashes).filter(([id, hash]) => !before.includes(`'${id}': '${hash}'`));
console.log(
  before === text
    ? `unchanged: ${lock.fingerprint}`
    : `answers fingerprint → ${lock.fingerprint} (${changed.length} of ${lock.answers.length} answers changed${
        changed.length ? `, first ${changed[0]![0]}` : ''
      })`,
);
