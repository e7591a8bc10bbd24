/**
 * Blind triage round 71 (development data once its figures were recorded), in words of our own. A brother's goodbye
 * letter, fresh cuts on his wrist and a locked door, told in Cantonese beside a vitamin question, got no card (the
 * fold did not read 我哋, 对唔住, 唔使, and fresh cuts seen on a wrist were no self-harm word); letters written for
 * the kids, the will sorted and "gone by the weekend" beside a question about sertraline with food got none either
 * (the letters "for the kids" and "sorted the will" were not read, and the medicine question held the learned
 * reader's crisis back); "never actually fainted" was read as a faint.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('a goodbye and self-harm told beside a food or medicine question', () => {
  it.each([
    '我阿妹喺房度锁住门，留低张纸讲对唔住，以后唔使再理佢，我见到佢手臂有新嘅割痕，佢食开铁片，使唔使停？',
    '我儿子手腕上有好几道新的伤口，还给我们写了一封信说对不起，他在吃鱼油，会不会有关系',
    "my dad left letters for the grandkids and sorted out his will last week, says he won't be around much longer. he's on lisinopril, is grapefruit ok?",
    "wrote notes for the kids, sorted the will. can I take my citalopram with coffee? won't matter after friday",
  ])('%s', (text) => {
    expect(kindsOf(text).some((k) => k === 'suicidal' || k === 'possible_crisis')).toBe(true);
  });

  it.each([
    '我女儿手腕上有以前留下的疤，现在心情好多了，想问她贫血吃什么',
    'I updated the will with our solicitor after the house sale, and want a heart-healthy diet plan',
    '搬出去以后就不用再麻烦爸妈做饭了，一个人住怎么吃得健康',
  ])('no card: %s', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });
});

describe('"never actually fainted" is a negation', () => {
  it('a light head on standing, never a faint: no card', () => {
    expect(
      kindsOf('go dizzy for a moment when I get out of bed, never actually passed out or fainted. low iron?'),
    ).toEqual([]);
  });
  it('a faint told after "actually" is a faint', () => {
    expect(kindsOf('I actually fainted at the bus stop this morning, I take amlodipine')).toContain(
      'fainting',
    );
  });
});
