/**
 * Twenty-seventh clinician review (2026-11-29): rilpivirine products, lamivudine and efavirenz's timing
 * (en S4, zh M7). The dictionary finds them, the acid-reducer pairs are there, the label times say them.
 */
import { describe, expect, it } from 'vitest';
import { findDrugs } from '../assistant/entities';
import { DRUG_INTERACTION_RULES } from './drug-interactions';
import { INTERACTION_RULES } from './interactions';
import { labelTimeOf } from './medicine-label-times';
import { RILPIVIRINE_ORAL } from './rilpivirine-acid';

describe('rilpivirine, lamivudine and efavirenz in the dictionary', () => {
  // prettier-ignore
  const NAMES: [string, string][] = [
    ['Odefsey', 'emtricitabine-rilpivirine-tenofovir-alafenamide'],
    ['Complera', 'emtricitabine-rilpivirine-tenofovir-disoproxil'],
    ['Juluca', 'dolutegravir-rilpivirine'],
    ['Edurant', 'rilpivirine'],
    ['利匹韦林', 'rilpivirine'],
    ['Cabenuva', 'cabotegravir-rilpivirine'],
    ['拉米夫定', 'lamivudine'],
    ['Epivir', 'lamivudine'],
    ['替诺福韦', 'tenofovir'],
    ['Viread', 'tenofovir'],
    ['依非韦伦', 'efavirenz'],
  ];
  it.each(NAMES)('%s is %s', (name, id) => {
    expect(findDrugs(name).map((d) => d.id)).toContain(id);
  });
});

describe('rilpivirine with acid reducers', () => {
  it.each(RILPIVIRINE_ORAL.concat(['dolutegravir-rilpivirine']))('%s: a PPI is major, avoid', (id) => {
    const rule = DRUG_INTERACTION_RULES.find((r) => r.id === `${id}+class:ppi`);
    expect(rule?.severity).toBe('major');
    expect(rule?.management).toBe('avoid');
    // Thirty-fifth clinician review (M1): no "stop neither" for a self-bought PPI; the HIV medicine never stops.
    expect(rule?.advice.en).not.toMatch(/stop neither/);
    expect(rule?.advice.en).toMatch(/over the counter\), do not take it any more/);
    expect(rule?.advice.en).toMatch(/contact your HIV clinic today/);
    expect(rule?.advice.en).toMatch(/Do not stop the HIV medicine on your own/);
    expect(rule?.advice.zh).not.toMatch(/都不要自己停/);
    expect(rule?.advice.zh).toMatch(/就不要再吃了/);
    expect(rule?.advice.zh).toMatch(/抗艾滋病药不要自己停/);
    expect(DRUG_INTERACTION_RULES.some((r) => r.id === `${id}+class:h2_blocker`)).toBe(true);
    expect(DRUG_INTERACTION_RULES.some((r) => r.id === `${id}+class:antacid`)).toBe(true);
  });

  it('Tums (calcium carbonate) is spaced from the oral rilpivirine products', () => {
    for (const id of RILPIVIRINE_ORAL) {
      const rule = INTERACTION_RULES.find(
        (r) => 'drugId' in r.drug && r.drug.drugId === id && r.substance === 'calcium',
      );
      expect(rule?.advice.en, id).toMatch(/at least 2 hours before or at least 4 hours after/);
    }
  });

  it('the injection (Cabenuva) has no acid-reducer pair', () => {
    expect(DRUG_INTERACTION_RULES.some((r) => r.id.startsWith('cabotegravir-rilpivirine+'))).toBe(false);
  });
});

describe('label times', () => {
  it('rilpivirine products go with a meal', () => {
    for (const id of [...RILPIVIRINE_ORAL, 'dolutegravir-rilpivirine']) {
      expect(labelTimeOf(id)?.text.en, id).toMatch(/with a meal/);
      expect(labelTimeOf(id)?.text.zh, id).toMatch(/正餐/);
    }
  });
  it('efavirenz: empty stomach, preferably at bedtime', () => {
    expect(labelTimeOf('efavirenz')?.text.en).toMatch(/empty stomach, preferably at bedtime/);
    expect(labelTimeOf('efavirenz')?.text.zh).toMatch(/空腹.*睡前/);
  });
});
