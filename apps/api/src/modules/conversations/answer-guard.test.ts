import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@nutri/domain/assistant';
import { answerGuard } from './answer-guard';

const safe = (text: string) => checkAnswer(text, { locale: 'en-US', plan: null, medicines: [] }).ok;

function run(pieces: string[], isSafe = safe) {
  const out: string[] = [];
  const guard = answerGuard(isSafe, (p) => out.push(p));
  for (const p of pieces) guard.push(p);
  return { out, sent: guard.sent };
}

describe('the answer guard (issue 35)', () => {
  it('sends whole sentences once the answer so far is safe, holds a sentence until it ends', () => {
    const { out } = run(['Vitamin D helps ', 'bones. Take it with', ' a meal.', ' Also']);
    expect(out).toEqual(['Vitamin D helps bones.', ' Take it with a meal.']);
  });

  it('never sends a character of an unsafe sentence, nor anything after it', () => {
    const { sent } = run([
      'Calcium matters. ',
      'I recommend taking ',
      '5000 mg of calcium ',
      'daily. ',
      'Eat greens.',
    ]);
    expect(sent).toBe('Calcium matters.');
  });

  it('Chinese sentence marks end a sentence too', () => {
    const { out } = run(['维生素D有助于骨骼。', '随餐', '服用更好！']);
    expect(out).toEqual(['维生素D有助于骨骼。', '随餐服用更好！']);
  });

  it('what is sent is always a prefix of the model text that the check passed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), (pieces) => {
        const seen: string[] = [];
        const isSafe = (t: string) => {
          seen.push(t);
          return !t.includes('X');
        };
        const { sent } = run(pieces, isSafe);
        expect(pieces.join('').startsWith(sent)).toBe(true);
        expect(sent.includes('X')).toBe(false);
        if (sent) expect(seen).toContain(sent);
      }),
    );
  });
});
