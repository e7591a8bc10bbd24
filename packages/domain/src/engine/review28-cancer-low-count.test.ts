/**
 * Twenty-eighth clinician review, en M2 (and twenty-seventh, zh M5): a low neutrophil count with cancer on a
 * treatment the dictionary does not know (temozolomide, ribociclib typed in) got the general "can be passing
 * … harmless in some people … see a doctor promptly if you get a fever". With cancer the count is most
 * likely the treatment's and a fever is the emergency department at once (ESMO 2016; ASCO/IDSA 2018).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, findingOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const RAY = new Map(REFERENCE_PERSONAS).get('CLL on Brukinsa kept as typed, atorvastatin (en)')!;

describe('a low count with cancer and no known chemotherapy medicine', () => {
  it.each(LOCALES)('%s: the oncology team, a fever the emergency department at once', (locale) => {
    const plan = planFor({ ...RAY, labs: [{ marker: 'neutrophils', value: 1.1, unit: '10^9/L' }] }, locale);
    const f = findingOf(plan, 'lab:neutrophils')!;
    expect(f.text).toMatch(
      locale === 'zh-CN'
        ? /有肿瘤时.*38\.0℃.*立即去急诊/
        : /With cancer.*38\.0 °C.*emergency department at once/,
    );
    expect(f.text).not.toMatch(/一过性|harmless|passing/);
    expect(JSON.stringify(f.reasons)).toMatch(/ESMO|Klastersky/);
  });

  it.each(LOCALES)('%s: under 0.5 the oncology team today, and the finding is urgent', (locale) => {
    const plan = planFor({ ...RAY, labs: [{ marker: 'neutrophils', value: 0.4, unit: '10^9/L' }] }, locale);
    const f = findingOf(plan, 'lab:neutrophils')!;
    expect(f.severity).toBe('urgent');
    expect(f.text).toMatch(locale === 'zh-CN' ? /今天就联系肿瘤科/ : /contact your oncology team today/);
  });

  it.each(LOCALES)('%s: without cancer the general recheck text stands', (locale) => {
    const plan = planFor(
      { ...RAY, conditions: [], labs: [{ marker: 'neutrophils', value: 1.1, unit: '10^9/L' }] },
      locale,
    );
    expect(findingOf(plan, 'lab:neutrophils')!.text).not.toMatch(/有肿瘤时|With cancer/);
  });
});
