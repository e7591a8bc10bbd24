import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 46 (2026-12-01): the learned reader alone read every emergency of rounds 43–46; the joined
// reader dropped pregnancies told by how far along they are in words no rule lists. Two false alarms were a
// settling lochia and a figure of speech. The classes, in words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 46: a pregnancy told by how far along it is', () => {
  it.each([
    '有了两个多月 刚才下面一股一股出血 比大姨妈还多 肚子坠着疼',
    "bub's due in three weeks and i'm bleeding heavy with cramps that won't stop, feel faint",
    'my wife is due next month, she has a terrible headache that paracetamol does nothing for and sees flashing lights',
  ])('%s', (text) => {
    expect(kinds(text).some((k) => k === 'pregnancy_bleeding' || k === 'pre_eclampsia')).toBe(true);
  });
});

it('"七个来月" with a swollen face and a bad headache is urgent (the rules name it the sudden-headache card)', () => {
  expect(kinds('她七个来月了，脸和手一下子肿了，头疼得厉害，眼睛看东西发花').length).toBeGreaterThan(0);
});

describe('blind triage round 46: no alarm', () => {
  it.each([
    'baby is 4 weeks old, the bleeding is brownish now and getting lighter every day, can I stop my iron?',
    '生完一个月了，恶露越来越少，颜色也淡了，可以喝红糖水吗',
    '这周报表改得我头都要炸了，来点健康零食推荐',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('a settling lochia that turns heavy again with clots and dizziness is still the card', () => {
    expect(
      kinds(
        'baby is 3 weeks old, bleeding was getting lighter but today it is gushing with big clots and i feel dizzy',
      ),
    ).toContain('pregnancy_bleeding');
  });
});
