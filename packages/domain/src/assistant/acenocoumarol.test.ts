/**
 * The chat on acenocoumarol (Acitrom, Sintrom; 醋硝香豆素, 新抗凝) answers as it does on warfarin, with the person's own
 * medicine named: greens and vitamin K kept steady, a vitamin K supplement, natto, an INR, a missed dose and the
 * everyday rows written for warfarin (blind answer round 47: "Will the vitamin K in these greens disturb her INR?" on
 * Acitrom and "会不会跟她吃的Acitrom打架" were declined, Acitrom being unknown).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './reply';
import { findDrugs } from './entities';
import { FAQ_ROWS } from './faq';

const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

/** The answer without its source line (the sources are warfarin's labels and studies, named as such). */
const answerOf = (text: string) => text.split(/\n\n_(?:Source|来源)/)[0]!;

/** Never a line that tells the person to stop the prescribed medicine ("do not stop it" is fine). */
const STOP_IT =
  /(?<!(not|never|n't) )\bstop (taking )?(your |her |his )?(acenocoumarol|acitrom|sintrom)|(?<![不别勿][^，。；]{0,8})停(用|掉|服)?(醋硝香豆素|新抗凝)/i;

describe('greens, kale and vitamin K on acenocoumarol', () => {
  it.each([
    [
      'en-US',
      'Can my mother eat kale every day? She takes Acitrom',
      [],
      /leafy greens are fine on acenocoumarol .*steady/,
    ],
    ['en-US', 'is spinach ok with my sintrom?', [], /acenocoumarol .*keeping the amount steady/],
    ['en-US', 'can I eat salads?', ['acenocoumarol'], /acenocoumarol .*keeping the amount steady/],
    ['zh-CN', '吃新抗凝能吃菠菜吗', [], /吃醋硝香豆素可以吃菠菜等绿叶菜，关键是每天、每周的量保持稳定/],
  ] as const)('%s: %s', (locale, text, medicines, said) => {
    const r = ask(text, locale, [...medicines]);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
    expect(r.notes.map((n) => n.id)).toContain('warfarin-greens');
    expect(r.text).not.toMatch(STOP_IT);
  });

  it.each([
    ['zh-CN', '我妈在吃醋硝香豆素，青菜要少吃吗', /吃醋硝香豆素时沙拉、菠菜这些绿叶菜都能吃/],
    [
      'en-US',
      'she is on acitrom, does she have to give up salads?',
      /no need to give up greens: acenocoumarol needs your vitamin K to be steady/,
    ],
  ] as const)('%s: the everyday greens row, said of acenocoumarol: %s', (locale, text, said) => {
    const r = ask(text, locale);
    expect(r.rules.some((id) => /^faq:warfarin-.*greens/.test(id))).toBe(true);
    expect(r.text).toMatch(said);
    expect(answerOf(r.text)).not.toMatch(/华法林|\bwarfarin\b/i);
  });

  it.each([
    [
      'en-US',
      'can I take a vitamin K2 supplement with my Acitrom?',
      /Acenocoumarol works by antagonising vitamin K/,
    ],
    ['zh-CN', '吃新抗凝能吃维生素K吗', /醋硝香豆素通过拮抗维生素K起抗凝作用/],
  ] as const)('%s: a vitamin K supplement: %s', (locale, text, said) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(said);
    expect(r.warnings).toContainEqual({ kind: 'avoid_supplement', substance: 'vitaminK' });
    expect(r.text).not.toMatch(STOP_IT);
  });

  it.each([
    ['en-US', 'can I eat natto on acitrom?', /Do not eat natto while on acenocoumarol/],
    ['zh-CN', '吃醋硝香豆素能吃纳豆吗', /服用醋硝香豆素期间不要吃纳豆/],
  ] as const)('%s: natto: %s', (locale, text, said) => {
    expect(ask(text, locale).text).toMatch(said);
  });
});

describe('the INR, a missed dose and the everyday rows, said of acenocoumarol', () => {
  it.each([
    [
      'en-US',
      'My INR is 3.6 on Sintrom, what should I do?',
      /do not change, skip or add acenocoumarol doses yourself/,
    ],
    ['zh-CN', '吃新抗凝，INR 3.6，怎么办', /不要自己增减或停用醋硝香豆素/],
    [
      'en-US',
      'I forgot my acitrom yesterday, should I take two today?',
      /Do not take a double dose of acenocoumarol .*As the warfarin Medication Guide says/,
    ],
    ['en-US', 'can I have green tea on acitrom', /reported to weaken warfarin/],
    ['en-US', 'is a glass of wine ok on acitrom', /Take your acenocoumarol as normal/],
    [
      'en-US',
      'Should I lower my acitrom dose myself?',
      /Do not change the Acitrom \(acenocoumarol\) dose yourself: .*INR/,
    ],
  ] as const)('%s: %s', (locale, text, said) => {
    const r = ask(text, locale);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(STOP_IT);
  });

  it('an everyday row written for warfarin names acenocoumarol, except where it reports warfarin itself', () => {
    const r = ask('is green tea ok for me?', 'en-US', ['acenocoumarol']);
    expect(r.rules).toContain('faq:warfarin-green-tea');
    expect(r.text).toContain('reported to weaken warfarin');
    expect(r.text).not.toMatch(/on warfarin|your warfarin/i);
  });

  it('each phrase a row keeps as warfarin’s own is in its text', () => {
    for (const row of FAQ_ROWS)
      for (const phrase of row.warfarinItself ?? [])
        expect(`${row.text.zh}\n${row.text.en}`, row.id).toContain(phrase);
    expect(FAQ_ROWS.some((row) => (row.warfarinItself ?? []).length > 0)).toBe(true);
  });
});

describe('新抗凝 in a message', () => {
  it('is acenocoumarol; 新抗凝药 is what people call the new oral anticoagulants', () => {
    expect(findDrugs('我妈在吃新抗凝，能吃菠菜吗').map((d) => d.id)).toEqual(['acenocoumarol']);
    expect(findDrugs('my dad takes acitrom for his valve').map((d) => d.id)).toEqual(['acenocoumarol']);
    expect(findDrugs('新抗凝药利伐沙班能吃菠菜吗').map((d) => d.id)).toEqual(['rivaroxaban']);
  });
});
