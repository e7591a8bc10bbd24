import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind answer round 35 (development data once its figures were reported): ordinary questions the learned
// reader alone read as emergencies — morning sickness as a perinatal crisis, a cranberry question on warfarin
// as bleeding, heart supplements beside a medicine list as a high potassium. The classes, in our own words.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('a learned reading stands only with its signs told', () => {
  it.each([
    'wife here. can my husband take CoQ10 or magnesium for his heart? he takes spironolactone, lisinopril and digoxin',
    'is fish oil good for the heart if I am on losartan and eplerenone',
    '老公吃着螺内酯和培哚普利，辅酶Q10对心脏好不好，能买来吃吗',
  ])('a heart supplement asked beside potassium-raising medicines: %s', (text) => {
    expect(kinds(text)).not.toContain('hyperkalaemia');
  });

  it.each([
    'on spironolactone and ramipril, my legs feel like jelly and my heart keeps skipping',
    'dad on losartan and potassium tablets, his arms went weak and his pulse is really slow',
    '吃着螺内酯，今天两条腿没劲，心跳乱跳',
  ])('the signs told keep the card: %s', (text) => {
    expect(kinds(text)).toContain('hyperkalaemia');
  });

  it.each([
    'can I drink cranberry juice on warfarin? my bladder has been playing up and a friend swears by it',
    'on apixaban, is cranberry ok for a water infection',
    // The round's own words (development data).
    "can i drink cranberry juice on warfarin? bladder's been playing up and my wife swears by it",
  ])('a drink asked on a blood thinner with no bleeding told: %s', (text) => {
    expect(kinds(text)).not.toContain('anticoagulant_bleeding');
  });

  it.each([
    'on warfarin and my pee looks like the water after washing raw meat',
    '吃着华法林，小便颜色像洗肉水一样',
    'on rivaroxaban, my nose has been going for half an hour and will not stop',
  ])('bleeding seen keeps the card: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });

  it.each([
    '10 weeks preggo, the nausea is brutal, what can I keep down? is my prenatal pointless if I throw it up',
    'pregnant and nauseous all day, which crackers are best',
  ])('sickness in pregnancy with no word of a crisis is no crisis card: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('a crisis told in pregnancy keeps a card', () => {
    expect(
      kinds(
        '12 weeks pregnant, throwing up all day and I keep thinking everyone would be better off without me',
      ),
    ).not.toEqual([]);
  });
});
