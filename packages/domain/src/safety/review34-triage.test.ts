import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Thirty-fourth blind clinician review (2026-11-30): emergencies explained as the wrong condition and everyday
// questions sent to 911/120. The classes, in the reviewers' words and in our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('coughed-up blood is a bleed, never a heavy vaginal bleed', () => {
  it.each([
    '刚刚我爸咳嗽咳出好多鲜红的血 一口接一口 得有小半碗 人有点喘 脸煞白',
    '我妈咳出来一大口血，脸色发白，头晕',
    'my dad is coughing up blood, like half a cup, and looks pale',
  ])('%s', (text) => {
    expect(kinds(text)).toContain('bleeding');
    expect(kinds(text)).not.toContain('pregnancy_bleeding');
  });

  it('heavy bleeding from below with dizziness keeps its own card', () => {
    expect(kinds('下面出血好多 一小时湿透一片卫生巾 头晕眼前发黑')).toContain('pregnancy_bleeding');
  });
});

describe('black stools put down to iron tablets, nothing else told: the everyday answer', () => {
  it.each([
    'The iron is making me constipated and my stool is black, is it normal or should I stop it?',
    'my poop has been black since starting iron, normal?',
    '吃了铁以后大便发黑正常吗',
    '吃速力菲大便黑黑的 正常吧',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    // Iron deficiency is no cause of black stools: it may be the bleed's.
    "I'm iron deficient and my stools are black",
    'since starting iron my poop is black and sticky like tar and I feel dizzy',
    'on warfarin, started iron last week and my stools are black',
  ])('a sign, a blood thinner or no iron taken keeps the card: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });
});

describe('a gout flare of the toe is no emergency card; with a fever it is', () => {
  it.each([
    '大脚趾又肿了疼得要命 家里有芬必得 吃两颗行不',
    'gout flare in my big toe again, so painful, can I take 2 advil?',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    '大脚趾红肿疼得厉害，还发烧38.9度，打冷战',
    'my big toe is swollen and hot and I have a fever and chills',
  ])('with a fever: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });
});
