/**
 * Clinician review 8 (zh P3, en P1): Addison's disease on hydrocortisone and fludrocortisone. Fludrocortisone
 * could not be recorded, and liquorice with either steroid was "no known interaction".
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contracts/common';
import { resolveMedicine } from './resolve';
import { searchDrugs } from './search';
import { taboosFor } from './taboos';

describe('fludrocortisone is in the dictionary', () => {
  it.each(['氟氢可的松', '醋酸氟氢可的松片', 'fludrocortisone 0.1 mg', 'Florinef', 'florinef acetate'])(
    '%s resolves to fludrocortisone',
    (text) => {
      expect(resolveMedicine(text)).toMatchObject({ status: 'resolved', id: 'fludrocortisone' });
    },
  );

  it.each(['氟氢可', 'Florin', 'fludro'])('a search for %s lists it', (text) => {
    expect(searchDrugs(text).map((h) => h.drug.id)).toContain('fludrocortisone');
  });
});

describe('liquorice with hydrocortisone or fludrocortisone: a mineralocorticoid pair', () => {
  it.each([
    ['hydrocortisone', 'hydrocortisone.licorice'],
    ['fludrocortisone', 'class:mineralocorticoid.licorice'],
  ])('%s × licorice', (drug, ruleId) => {
    for (const locale of LOCALES) {
      const t = taboosFor({ medicines: [drug], substances: ['licorice'] }, locale).filter(
        (x) => x.ruleId === ruleId,
      );
      expect(t, locale).toHaveLength(1);
      expect(t[0]).toMatchObject({ severity: 'moderate', management: 'avoid' });
      expect(t[0]!.mechanism).toMatch(
        locale === 'zh-CN' ? /血压升高.*血钾下降/ : /blood pressure rises.*potassium falls/,
      );
      expect(t[0]!.advice).toMatch(locale === 'zh-CN' ? /内分泌科医生/ : /endocrinologist/);
      expect(t[0]!.advice).not.toMatch(/停用激素|stop your steroid/i);
      expect(t[0]!.source.ref).toMatch(/Endocrine Society/);
    }
  });

  // Changed by the eleventh clinician review (en P2): liquorice with prednisolone or prednisone raises the
  // steroid's level and lowers potassium (Stockley's; NCCIH), so they have a pair of their own now, with
  // its own text (stop the tea and sweets; blood pressure and potassium), not the replacement pair's.
  it('prednisone and prednisolone have their own liquorice pair, not the replacement text', () => {
    for (const id of ['prednisone', 'prednisolone']) {
      const t = taboosFor({ medicines: [id], substances: ['licorice'] }, 'en-US').filter((x) =>
        x.ruleId.endsWith('licorice'),
      );
      expect(t).toHaveLength(1);
      expect(t[0]!.advice).toMatch(/Stop the liquorice tea/);
      expect(t[0]!.advice).not.toMatch(/endocrinologist/);
    }
  });
});
