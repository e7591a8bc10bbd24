import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 44 (bleeding in pregnancy, pre-eclampsia, fewer movements, ectopic; 2026-12-01): four heavy
// bleeds in pregnancy were read by the learned reader and dropped by the joined reader, because no rule read a
// pregnancy in "肚里娃五个多月", "怀了四个来月", "in my 7th month" or "due in march". The classes, in words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 44: a pregnancy told by its months or its due date', () => {
  it.each([
    '我闺女肚子里的宝宝六个来月了，刚才下面出了一大摊血，肚子一阵阵疼',
    '怀了三个来月，突然出血比月经还多，头晕眼花',
    "she's in her eighth month and bleeding heavy with clots, soaked two pads in an hour",
    "i'm due in july, started bleeding bright red this morning, lots of it, and cramping",
  ])('%s', (text) => {
    expect(kinds(text)).toContain('pregnancy_bleeding');
  });

  it.each([
    '怀了四个来月了，想问问能不能吃螃蟹',
    "i'm due in october, what fish is safe to eat?",
    'in my last month of the keto diet, can i add fruit back',
    'my thesis is due in may and my period came heavy, what iron foods help',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('blind triage rounds 44–45: an MAOI said and then corrected is still an MAOI', () => {
  it.each([
    "i'm on manerix, no wait it's parnate, ate salami at a party and now my head is pounding and my heart is racing",
    'on parnate and had some salami at a party, now my head is pounding like crazy and my heart is racing',
    '吃着苯乙肼，中午吃了腐乳，现在头痛得要炸开，心跳很快',
  ])('%s', (text) => {
    expect(kinds(text)).toContain('maoi_crisis');
  });

  it('"preggy" is a pregnancy', () => {
    expect(
      kinds('my sister is 6 months preggy and bleeding a lot from down there, she looks grey'),
    ).toContain('pregnancy_bleeding');
  });
});
