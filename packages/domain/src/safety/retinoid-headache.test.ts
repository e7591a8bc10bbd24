/**
 * Seventh clinician review of 2026-11-26 (zh P1): a woman on acitretin, not pregnant, with a severe
 * headache, vomiting and blurred vision was told it could be pre-eclampsia — because an earlier turn
 * asked "what if I got pregnant?". A pregnancy asked about or planned is not one; on an oral retinoid
 * these signs are raised pressure around the brain (Soriatane US PI §5; Absorica US PI §5.3).
 */
import { describe, expect, it } from 'vitest';
import { profileFromMessages, redFlagFeatures } from './detect';
import { medicineToxicityLines, redFlagsFor } from './index';

const SIGNS_ZH = '昨晚开始头疼得厉害，今早吐了，看东西有点模糊';
const SIGNS_EN = 'splitting headache since last night, vomited this morning and my vision is blurry';

describe('a pregnancy planned or asked about is not a pregnancy', () => {
  it.each([
    '如果吃药的时候怀孕了会怎样',
    '停了阿维A多久才可以怀孕',
    '我们打算明年怀孕',
    'what if I get pregnant while taking it',
    'how long before I can get pregnant after my last dose',
    'we are trying to get pregnant next year',
  ])('"%s" gives no pregnancy context', (text) => {
    expect(redFlagFeatures(text).has('ctx_pregnant')).toBe(false);
    expect(profileFromMessages([text]).lifeStage).toBeNull();
  });

  it.each(['我怀孕30周了', '孕12周', "I'm 30 weeks pregnant", 'pregnant with twins'])(
    '"%s" still is one',
    (text) => {
      expect(redFlagFeatures(text).has('ctx_pregnant')).toBe(true);
    },
  );

  it.each([
    ['如果吃药的时候怀孕了会怎样', SIGNS_ZH],
    ['what if I get pregnant while taking it', SIGNS_EN],
  ])('after "%s", the signs are not pre-eclampsia', (earlier, signs) => {
    const kinds = redFlagsFor(signs, profileFromMessages([earlier])).map((h) => h.kind);
    expect(kinds).not.toContain('pre_eclampsia');
  });

  it('a real pregnancy with the same signs is still pre-eclampsia', () => {
    expect(redFlagsFor(SIGNS_EN, { lifeStage: 'pregnant_t3' }).map((h) => h.kind)).toContain('pre_eclampsia');
    expect(redFlagsFor(SIGNS_ZH, profileFromMessages(['我怀孕32周'])).map((h) => h.kind)).toContain(
      'pre_eclampsia',
    );
  });
});

describe('on an oral retinoid, a headache with vomiting or blurred vision is urgent', () => {
  it.each([
    [SIGNS_ZH, { medicines: ['acitretin'] }],
    [SIGNS_EN, { medicines: ['isotretinoin'] }],
    ['头痛，一直恶心想吐，眼睛看东西重影', { medicines: ['acitretin'] }],
    [SIGNS_EN, profileFromMessages(['I take Soriatane for psoriasis'])],
  ])('"%s"', (text, profile) => {
    const kinds = redFlagsFor(text, profile).map((h) => h.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('pre_eclampsia');
  });

  it('the line under the card names raised pressure around the brain, in both languages', () => {
    expect(medicineToxicityLines(['acitretin'], SIGNS_ZH, 'zh-CN').join()).toMatch(/颅内压增高/);
    expect(medicineToxicityLines(['retinoid'], SIGNS_EN, 'en-US').join()).toMatch(
      /raised pressure around the brain/,
    );
    // and says who decides about the medicine, never "stop it"
    expect(medicineToxicityLines(['acitretin'], SIGNS_EN, 'en-US').join()).toMatch(
      /the doctor decides about the medicine/,
    );
  });

  it('without a retinoid the same words give no retinoid line', () => {
    expect(medicineToxicityLines(['metformin'], SIGNS_EN, 'en-US')).toEqual([]);
  });
});
