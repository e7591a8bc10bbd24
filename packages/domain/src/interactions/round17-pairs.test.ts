/**
 * Blind answer round 17 (development data once its figures were taken), "no known interaction" where one
 * is known:
 * - en-121: phenelzine lowers vitamin B6 (a hydrazide, like isoniazid — Malcolm et al. 1994);
 * - en-139: turmeric or curcumin supplements on methotrexate, with a raised ALT — turmeric liver injury
 *   (DILIN, Am J Med 2023), methotrexate's ALT monitoring (BSR 2017).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { medicineTabooSchema } from '../contracts/plan';
import { depletionsFor, taboosFor } from './taboos';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

describe('phenelzine and vitamin B6', () => {
  it('phenelzine depletes B6; another MAOI-free antidepressant does not', () => {
    expect(depletionsFor(['phenelzine']).map((d) => d.nutrient)).toContain('vitaminB6');
    expect(depletionsFor(['sertraline']).map((d) => d.nutrient)).not.toContain('vitaminB6');
  });

  it.each(LOCALES)(
    '%s: the depletion names the neuropathy and leaves the dose to the prescriber',
    (locale) => {
      const row = taboosFor({ medicines: ['phenelzine'], substances: [] }, locale).find(
        (t) => t.kind === 'depletion' && t.target === 'vitaminB6',
      );
      expect(row).toBeDefined();
      expect(medicineTabooSchema.safeParse(row).success).toBe(true);
      expect(row!.mechanism).toMatch(locale === 'zh-CN' ? /周围神经病变/ : /peripheral neuropathy/);
      expect(row!.source.ref).toMatch(/Malcolm/);
    },
  );
});

describe('methotrexate and turmeric supplements', () => {
  it.each(LOCALES)('%s: moderate, avoid; stop with a raised ALT; the spice in food stays', (locale) => {
    const pairs = taboosFor({ medicines: ['methotrexate'], substances: ['turmeric'] }, locale).filter(
      (t) => t.kind === 'interaction' && t.target === 'turmeric',
    );
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ severity: 'moderate', management: 'avoid' });
    expect(pairs[0]!.advice).toMatch(
      locale === 'zh-CN' ? /ALT.*停掉姜黄.*做菜/ : /ALT.*stop the turmeric.*spice/,
    );
    expect(pairs[0]!.source.ref).toMatch(/Drug-Induced Liver Injury Network/);
  });

  it('turmeric beside another DMARD without liver monitoring gets no such rule', () => {
    const pairs = taboosFor({ medicines: ['hydroxychloroquine'], substances: ['turmeric'] }, 'en-US').filter(
      (t) => t.kind === 'interaction' && t.target === 'turmeric',
    );
    expect(pairs).toEqual([]);
  });
});
