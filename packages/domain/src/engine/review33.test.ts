/**
 * Thirty-third blind clinician review (2026-11-30), serious findings in the plan: codeine while breastfeeding
 * (en S1), a ciclosporin trough below the report's range (en S2), azathioprine with allopurinol and a low
 * neutrophil count (en S3), the stable-CKD protein range applied to cancer and liver disease (en S4).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { analyseLabs } from '../labs';
import { planFor } from './index';
import { searchDrugs } from '../interactions/search';

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en S1: codeine with paracetamol while breastfeeding is an urgent finding (FDA 2017)', () => {
    const bri: Answers = {
      ...person('female', 26, 165, 70, 'light'),
      lifeStage: 'lactating',
      medicines: ['codeine-acetaminophen'],
    };
    const f = planFor(bri, locale).findings.find((x) => x.id === 'lactation-medicine:codeine-tramadol');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /哺乳期不建议用/ : /not recommended while breastfeeding/);
    expect(f?.reasons[0]?.source.ref).toMatch(/FDA Drug Safety Communication \(20 April 2017\)/);
  });

  it('en S2: a ciclosporin trough below the printed range is the transplant team today', () => {
    const [m] = analyseLabs(
      [{ marker: 'Cyclosporine level', value: 62, unit: 'ng/mL', labRefLow: 100, labRefHigh: 150 }],
      { sex: 'male', locale },
    ).analysis.markers;
    expect(m?.meaning).toMatch(
      zh ? /排斥反应，请今天就联系移植团队/ : /rejection start — contact your transplant team today/,
    );
    expect(m?.meaning).toMatch(zh ? /圣约翰草/ : /St John’s wort/);
  });

  it('en S3: azathioprine with allopurinol and neutrophils of 1.1 — the prescriber today, the pair named', () => {
    const dot: Answers = {
      ...person('female', 72, 160, 60, 'light'),
      medicines: ['azathioprine', 'allopurinol'],
      labs: [{ marker: 'Neutrophils', value: 1.1, unit: '10^9/L' }],
    };
    const f = planFor(dot, locale).findings.find((x) => x.id === 'lab:neutrophils');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /请今天就联系开药的医生/ : /Contact the prescriber today/);
    expect(f?.text).not.toMatch(/within days|这几天内|under 0\.5|低于 0\.5/);
  });

  it('en S4: with cancer at CKD G3b the protein target is never the stable-CKD 0.55–0.6 g/kg', () => {
    const appa: Answers = {
      ...person('male', 63, 168, 55, 'light'),
      conditions: ['cancer', 'kidney_disease'],
      labs: [{ marker: 'eGFR', value: 35, unit: 'mL/min/1.73m2' }],
    };
    const target = planFor(appa, locale).nutrients.find((n) => n.key === 'protein')?.target ?? 0;
    expect(target).toBeGreaterThanOrEqual(0.8 * 55 - 0.5);
    const stable: Answers = { ...appa, conditions: ['kidney_disease'] };
    expect(planFor(stable, locale).nutrients.find((n) => n.key === 'protein')?.target ?? 0).toBeLessThan(
      0.7 * 55,
    );
  });
});

describe('thirty-third review, en moderate: Indian brand names', () => {
  it.each([
    ['Ecosprin', 'aspirin'],
    ['Dexona', 'dexamethasone'],
  ])('%s is %s', (name, id) => {
    expect(searchDrugs(name)[0]?.drug.id).toBe(id);
  });
});
