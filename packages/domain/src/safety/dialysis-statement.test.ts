import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Saying one is on dialysis is no emergency; a session missed, refused or put off, or a sign of trouble,
// is (KDIGO; the missed-dialysis card). The learned reader read the plain statement as the card, and the
// turns after an emergency then kept it.
describe('dialysis said, not missed', () => {
  it.each([
    '我在做血液透析，一周三次。',
    '我在透析',
    '我爸尿毒症 每周透析三次',
    "I'm on dialysis 3x a week",
    'my mum has been on peritoneal dialysis for two years',
  ])('no card: %s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('missed_dialysis');
  });

  it.each([
    '今天透析没去，现在有点喘',
    '我爸不肯去透析了，腿肿得厉害',
    'missed my dialysis yesterday',
    "my dad is on haemodialysis, he refused to go today, says he's tired of it. he's puffing and swollen",
    'tou xi de, zhe zhou fa shao mei qu, xian zai chuan',
    'dad on dialysis and now very breathless',
  ])('the card: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});
