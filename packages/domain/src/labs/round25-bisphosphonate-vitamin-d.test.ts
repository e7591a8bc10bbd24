/**
 * Blind answer round 25 en-023 (development data): a woman of 66 with osteoporosis on alendronate and Tums,
 * 25-OH D 24 ng/mL, asked whether she needs vitamin D on top of the Tums and was told "no extra vitamin D
 * is needed". With osteoporosis treatment, vitamin D 800–1,000 IU a day goes with it unless the level is
 * already 30 ng/mL (75 nmol/L) or more (NOGG 2022; BHOF 2022; Endocrine Society 2011; alendronate label:
 * supplement if intake is inadequate). The class: an oral bisphosphonate with a 25-OH D of 50–< 75 nmol/L,
 * in the plan's lab reading, the chat's, and the plan's vitamin D target.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { askAs } from '../assistant/faq/testing';
import { LOCALES, markerOf, person, statusOf } from '../testing';

const onAlendronate = (ngPerMl: number, medicines: string[] = ['alendronate']): Answers => ({
  ...person('female', 66, 155, 50, 'light'),
  medicines,
  labs: [{ marker: 'vitaminD25OH', value: ngPerMl, unit: 'ng/mL' }],
});

const NO_EXTRA = /no extra vitamin D is needed|无需额外补充/;
const ADVISED = /800–1,000 IU \(20–25 µg\) a day alongside it|每天补充维生素D 800–1000国际单位/;

describe.each(LOCALES)('%s: the plan reads 25-OH D on an oral bisphosphonate', (locale) => {
  it.each([
    ['alendronate, 24 ng/mL', onAlendronate(24), true],
    ['risedronate, 22 ng/mL', onAlendronate(22, ['risedronate']), true],
    ['ibandronate, 29 ng/mL', onAlendronate(29, ['ibandronate']), true],
    // Null cases: at 30 ng/mL or more the usual meaning stands; without a bisphosphonate too.
    ['alendronate, 32 ng/mL', onAlendronate(32), false],
    ['no bisphosphonate, 24 ng/mL', onAlendronate(24, []), false],
    ['levothyroxine only, 24 ng/mL', onAlendronate(24, ['levothyroxine']), false],
  ] as const)('%s', (_name, answers, advised) => {
    const p = planFor(answers, locale);
    const m = markerOf(p, 'vitaminD25OH')!;
    expect(m.flag).toBe('normal');
    if (advised) {
      expect(m.meaning).toMatch(ADVISED);
      expect(m.meaning).not.toMatch(NO_EXTRA);
    } else {
      expect(m.meaning).not.toMatch(ADVISED);
      expect(m.meaning).toMatch(NO_EXTRA);
    }
  });

  it('the vitamin D target follows the osteoporosis range on a bisphosphonate (20 µg, 800 IU, from 50)', () => {
    expect(statusOf(planFor(onAlendronate(24), locale), 'vitaminD').target).toBeGreaterThanOrEqual(20);
    // Null: the same woman without it keeps the population target.
    expect(statusOf(planFor(onAlendronate(24, []), locale), 'vitaminD').target).toBeLessThan(20);
  });
});

describe('the chat reads the level the same way (en-023)', () => {
  it.each([
    [
      'en-US',
      'My vitamin D came back 24 ng/mL at my last physical. Do I need a supplement on top of the Tums or is that level ok?',
    ],
    ['en-US', 'vitamin D 26 ng/mL, is that fine on Fosamax?'],
    ['zh-CN', '体检维生素D 24 ng/mL，这个水平够吗，要不要另外补'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ persona: 'osteoporosis on alendronate with Tums', locale, text });
    // The lab reading, or the plan's own dose, now 800 IU from the osteoporosis range.
    expect(r.text).toMatch(new RegExp(`${ADVISED.source}|维生素D 20 µg \\(800 IU\\)`));
    expect(r.text).not.toMatch(NO_EXTRA);
  });
  it('null: a woman not on a bisphosphonate keeps "adequate"', () => {
    const r = askAs({
      persona: 'healthy woman',
      locale: 'en-US',
      text: 'my vitamin D is 24 ng/mL, is that ok?',
    });
    expect(r.text).not.toMatch(ADVISED);
  });
});
