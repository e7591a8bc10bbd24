import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 74 (development data once its figures were reported), in words of our own.
describe('a drooping mouth and a dropped spoon with a low sugar only guessed is a stroke (round 74)', () => {
  it.each([
    'grandma was having dinner and suddenly the left side of her mouth is drooping and the cup slipped from her left hand, her words are not making sense. could it be low sugar? should I give her juice?',
    '外婆吃着饭突然嘴角歪了，右手拿不住勺子，说话含糊不清，是不是低血糖，要不要喂点糖水',
  ])('%s', (text) => {
    expect(redFlagsFor(text)[0]?.kind).toBe('stroke');
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('severe_hypoglycaemia');
  });
  it('with diabetes said, the low-sugar card stays beside the stroke', () => {
    const kinds = redFlagsFor(
      'my dad is diabetic on insulin, suddenly confused and his mouth is drooping on one side, could it be a hypo?',
    ).map((h) => h.kind);
    expect(kinds).toContain('stroke');
    expect(kinds).toContain('severe_hypoglycaemia');
  });
});

describe('a check that found it clear, then a wish told with "now", is no emergency (round 74)', () => {
  it('chest pain checked at the ER and found muscular, now a food question', () => {
    expect(
      redFlagsFor(
        'Went to the ER with chest pain on Sunday, ECG and bloods all clear, they said it was a pulled muscle. Now I want to eat healthier for my heart, are eggs ok?',
      ),
    ).toEqual([]);
  });
  it('pain back now after the check is still urgent', () => {
    expect(
      redFlagsFor(
        'went to the ER for chest pain yesterday, all clear, now the pain is back and crushing',
      ).map((h) => h.kind),
    ).toContain('chest_pain');
  });
});

describe('a stroke feared is no stroke now (round 74)', () => {
  it.each([
    "I'm worried about having a stroke like my mum did, what should I eat to prevent one?",
    'afraid of having a stroke one day, is salt the main thing?',
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it('having a stroke now is', () => {
    expect(redFlagsFor('I think my husband is having a stroke right now').map((h) => h.kind)).toContain(
      'stroke',
    );
  });
});

describe('a death wish joked about, the laugh in the next clause, gets the gentle card, not the crisis card (round 74)', () => {
  it('这道题做得我真想死 哈哈哈', () => {
    expect(redFlagsFor('这道题做得我真想死 哈哈哈 喝红牛行吗').map((h) => h.kind)).toEqual([
      'possible_crisis',
    ]);
  });
});
