/** Lab names as US patient portals print them are read (twenty-seventh clinician review, en M1). */
import { describe, expect, it } from 'vitest';
import { analyseLabs } from './index';

describe('vitamin D as US portals print it (twenty-seventh clinician review, en M1)', () => {
  it.each(['Vit D 25-OH', 'Vit D, 25-OH', '25-OH Vit D', '25-OH Vitamin D', '25-OH D', 'VIT D 25 OH'])(
    '%s',
    (name) => {
      const m = analyseLabs([{ marker: name, value: 17, unit: 'ng/mL' }], { locale: 'en-US', sex: 'male' })
        .analysis.markers[0];
      expect(m?.key).toBe('vitaminD25OH');
      expect(m?.flag).toBe('low');
    },
  );
  it('1,25-dihydroxy stays its own marker', () => {
    const m = analyseLabs([{ marker: '1,25-Dihydroxy Vitamin D', value: 40, unit: 'pg/mL' }], {
      locale: 'en-US',
      sex: 'male',
    });
    expect(m.analysis.markers[0]?.key).toBe('dihydroxyvitaminD');
  });
});
