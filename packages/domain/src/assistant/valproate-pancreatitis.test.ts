/**
 * Forty-eighth clinician review, zh M5: on valproate at 6 weeks, severe upper belly pain through to the back with
 * vomiting — the card names valproate's pancreatitis (Depakote US PI, boxed warning), never pre-eclampsia, and never
 * says to stop the valproate on one's own.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { askWith } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

const ON_VALPROATE_6_WEEKS = youngWoman({ age: 29, lifeStage: 'pregnant_t1', medicines: ['valproate'] });

describe('severe upper belly pain with vomiting on valproate', () => {
  it.each([
    ['zh-CN', '上腹一直剧痛，痛到后背，吐了五六次，连水都喝不进去'],
    ['en-US', 'pain in my upper stomach going through to my back, thrown up 6 times'],
  ] as const)('%s: urgent, pancreatitis named once with valproate, no pre-eclampsia', (locale, text) => {
    const r = askWith('M5v', ON_VALPROATE_6_WEEKS, locale, text);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/子痫前期|pre-eclampsia/);
    const named = r.text.match(locale === 'zh-CN' ? /胰腺炎/g : /pancreatitis/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /丙戊酸钠是否暂停由医生决定，不要自己突然停药/
        : /do not stop it suddenly on your own/,
    );
    // The general pancreatitis line would name it a second time.
    expect(r.text).not.toMatch(/GLP-1|司美格鲁肽/);
  });
  it('the same pain without valproate keeps the general pancreatitis line', () => {
    const r = askWith(
      'M5n',
      youngWoman({ age: 45 }),
      'en-US',
      'pain in my upper stomach going through to my back, thrown up 6 times',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/can be acute pancreatitis/);
    expect(r.text).not.toMatch(/You take valproate/);
  });
});
