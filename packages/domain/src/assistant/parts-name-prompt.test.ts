/**
 * A multi-part answer drops a part answered only with the interaction intent's "tell me the name of the
 * medicine" when the other parts answered the message (blind answer round 22, development data: en-048,
 * en-110). Asked alone, with no medicine named, the prompt stays.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const NAME_PROMPT = /Tell me the name of the medicine|请告诉我药物的名称/;

describe('a part that only asks which medicine is meant', { timeout: 60_000 }, () => {
  it.each([
    [
      'pregnant t2 with a prenatal',
      'My ferritin came back at 18 at my 20 week appointment. Elevit already has iron in it, should I be adding another iron pill on top?',
      /not something to add on your own|Do not add another iron product yourself/,
    ],
    [
      '80-year-old woman, low BMI',
      'Do I need a calcium and vitamin D supplement? The pills are so big I have trouble getting them down.',
      /Calcium/,
    ],
  ])('%s: %s', (persona, text, answer) => {
    const r = askPersona(persona, 'en-US', text);
    expect(r.text).not.toMatch(NAME_PROMPT);
    expect(r.text).toMatch(answer);
  });

  it('asked alone, with no medicine named, the prompt stays', () => {
    const r = askPersona('healthy woman', 'en-US', 'can I take this supplement with my medicine?');
    expect(r.text).toMatch(NAME_PROMPT);
  });
});
