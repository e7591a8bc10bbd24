/** A low magnesium on cisplatin names cisplatin (twenty-seventh clinician review, zh M4). */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing';
import { analyseLabs } from './index';

describe.each(LOCALES)('%s', (locale) => {
  const mg = (medicines: string[]) =>
    analyseLabs([{ marker: 'serumMagnesium', value: 0.62, unit: 'mmol/L' }], {
      locale,
      sex: 'male',
      medicines,
    }).analysis.markers[0]!;
  it('on cisplatin the note names it and the oncology team', () => {
    const m = mg(['cisplatin', 'omeprazole']);
    expect(m.meaning).toMatch(
      locale === 'zh-CN' ? /顺铂很常引起血镁低/ : /cisplatin: it very often lowers magnesium/,
    );
    expect(m.source.ref).toMatch(/Cisplatin/);
  });
  it('without cisplatin there is no such note', () => {
    expect(mg(['omeprazole']).meaning).not.toMatch(/顺铂|cisplatin/i);
  });
});
