/**
 * Seventeenth clinician review, en P4 S4: insulin skipped or cut on purpose to lose weight is read in
 * both languages (a brand, a carer, "diabulimia"), and a missed dose when ill, a dose lowered after weight
 * came off, or insulin's effect on weight asked about are not (ADA Standards of Care 2025 §5, §14; NICE NG17).
 */
import { describe, expect, it } from 'vitest';
import { foldText } from './lexicon';
import { insulinOmittedForWeight } from './insulin-omission';
import { redFlagsFor } from './joined';

const OMISSION = [
  // the reviewer's words
  'ngl sometimes i skip my humalog so the weight comes off faster, it works lol. is that bad bc my sugars are like 300s',
  '打胰岛素会胖所以我少打点',
  'I think I have diabulimia',
  'I skip insulin to lose weight',
  'my daughter has been skipping her lantus to stay thin',
  'im scared of getting fat so i dont take my novolog at lunch',
  '胰岛素能不能少打点，这样不容易胖？',
  '我怕胖，偷偷把诺和锐减了一半',
  '我女儿为了瘦故意不打胰岛素，血糖都20多了',
  '為了瘦我都不打胰島素',
];
const NOT = [
  'I skipped my insulin once when I was sick, what should I eat',
  'does insulin make you gain weight?',
  "I've lost 10 kg, should my insulin go down?",
  'I want to lower my weight, does insulin cause weight gain?',
  '感冒了吃不下饭，胰岛素要少打吗',
  '门冬氨酸钾镁片怕胖能少吃吗',
];

describe('insulin left out to lose weight', () => {
  it.each(OMISSION)('reads %s', (q) => expect(insulinOmittedForWeight(foldText(q))).toBe(true));
  it.each(NOT)('does not read %s', (q) => expect(insulinOmittedForWeight(foldText(q))).toBe(false));

  it('is never the low-sugar card (which says to eat sugar) nor the general card without signs', () => {
    expect(redFlagsFor('我女儿为了瘦故意不打胰岛素，血糖都20多了')).toEqual([]);
    expect(redFlagsFor('my daughter has been skipping her lantus to stay thin')).toEqual([]);
  });

  it('with signs of ketoacidosis it stays an emergency', () => {
    const hits = redFlagsFor(
      'i skip my insulin to lose weight and now im throwing up, so thirsty and breathing really fast',
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((h) => h.kind)).not.toContain('severe_hypoglycaemia');
  });
});
