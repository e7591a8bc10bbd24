/**
 * Fourteenth clinician review, en P1 #1 (Harold, 76, still smoking, on PreserVision AREDS — the original
 * beta-carotene formula): the chat says not the beta-carotene formula for a smoker or former smoker, and
 * AREDS2 with lutein and zeaxanthin instead (AREDS2 JAMA 2013; ATBC 1994; CARET 1996).
 */
import { describe, expect, it } from 'vitest';
import { EYE_VITAMIN_FAQ } from './rows-eye-vitamins';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

const mineOf = rowsOf(EYE_VITAMIN_FAQ);
const HAROLD = 'Harold AREDS original formula, current smoker (en)';

const CASES: readonly RowCase[] = [
  en(HAROLD, 'Is my PreserVision ok since I still smoke about half a pack?', 'areds-beta-carotene-smoker'),
  en(
    undefined,
    'Is it true the AREDS vitamins with beta carotene are bad for smokers?',
    'areds-beta-carotene-smoker',
  ),
  en(
    undefined,
    'i smoke, can i take preservision areds for my macular degeneration',
    'areds-beta-carotene-smoker',
  ),
  en(undefined, 'quit smoking 3 years ago - is beta-carotene eye vitamin ok?', 'areds-beta-carotene-smoker'),
  en(HAROLD, 'should I keep my AREDS tablets?', 'areds-beta-carotene-smoker'),
  zh(undefined, '我抽烟，还能吃AREDS护眼维生素吗', 'areds-beta-carotene-smoker'),
  zh(undefined, '吸烟的人吃β-胡萝卜素补充剂有害吗', 'beta-carotene-supplement-smoker'),
  zh(undefined, '老烟民 preservision 能吃不', 'areds-beta-carotene-smoker'),
  // Lutein amount (en P1 #6), with the careless unit.
  en(HAROLD, 'how much lutien should I take, is 40 grams ok', 'lutein-dose'),
  en(undefined, 'whats the right dose of lutein and zeaxanthin for macular degeneration?', 'lutein-dose'),
  zh(undefined, '叶黄素一天吃多少合适', 'lutein-dose'),
  zh(undefined, '叶黄素吃20毫克会不会太多', 'lutein-dose'),
  // Fish oil for the eyes (en P1 #6).
  en(HAROLD, 'is the fish oil doing anything for my eyes', 'fish-oil-eyes-amd'),
  en(undefined, 'does omega 3 help macular degeneration?', 'fish-oil-eyes-amd'),
  zh(undefined, '鱼油对黄斑变性有用吗', 'fish-oil-eyes-amd'),
  // Not a smoker, or the AREDS2 formula itself: not this row.
  en('healthy woman', 'is PreserVision AREDS good for my eyes?', null),
  en(undefined, 'is fish oil good for dry eyes?', null),
];

describe('the original AREDS formula in a smoker (en P1 #1)', () => {
  it.each(CASES)('$locale $persona "$text" → $id', (c) => {
    expect(mineOf(faqIdsOf(askAs(c)))).toEqual(c.id ? [c.id] : []);
  });

  it.each([
    [
      'en-US',
      'Is my PreserVision ok since I still smoke about half a pack?',
      /AREDS2 formula, which has lutein 10 mg and zeaxanthin 2 mg/,
      /zinc 80 mg/,
    ],
    ['zh-CN', '我抽烟，还能吃AREDS护眼维生素吗', /叶黄素10毫克和玉米黄质2毫克/, /锌80毫克/],
  ] as const)(
    '%s: AREDS2 named with its doses, kept as written (the eye doctor’s zinc)',
    (locale, text, areds2, zinc) => {
      const r = askAs({ locale, text, persona: HAROLD });
      expect(r.text).toMatch(areds2);
      expect(r.text).toMatch(zinc);
      expect(r.text).toMatch(/ATBC/);
    },
  );
});
