/**
 * Tenth clinician review, en P5 Gary, the plan's outcome: valerian and kava are "avoid" beside OxyContin
 * and Lyrica, melatonin and CBD are no longer "keep", kava is recognised with its liver warning (ALT 52),
 * and the medicine check lists the pairs (FDA 2016 opioids + CNS depressants; FDA 2019 gabapentinoids).
 */
import { describe, expect, it } from 'vitest';
import { searchDrugs } from '../interactions/search';
import { resolveSupplementName } from '../review';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const GARY = REFERENCE_PERSONAS.find(([n]) => n.startsWith('oxycontin, percocet, lyrica'))![1];

describe.each(LOCALES)('%s', (locale) => {
  const plan = planFor(GARY, locale);

  it('the medicine check lists valerian, kava, CBD and melatonin with the opioid and with pregabalin', () => {
    const ids = plan.medicineTaboos.map((t) => t.ruleId);
    for (const id of [
      'class:opioid.valerian',
      'class:opioid.kava',
      'class:opioid.cbd',
      'class:opioid.melatonin',
      'pregabalin.valerian',
      'pregabalin.kava',
    ])
      expect(ids).toContain(id);
  });

  it('no sedating supplement is "keep" beside an opioid; kava and valerian are "avoid"', () => {
    const verdict = (re: RegExp) => plan.productReviews.find((r) => re.test(r.name))?.verdict;
    expect(verdict(/valerian|缬草/i)).toBe('avoid');
    expect(verdict(/kava/i)).toBe('avoid');
    expect(verdict(/melatonin/i)).not.toBe('keep');
    expect(verdict(/CBD/i)).not.toBe('keep');
  });
});

describe('kava and CBD are recognised supplements', () => {
  it.each(['kava', 'Kava kava root', '卡瓦胡椒', 'CBD gummies', '大麻二酚', 'cannabidiol'])('%s', (q) => {
    expect(resolveSupplementName(q)?.id).toMatch(/^(kava|cbd)$/);
  });
});

describe('Percocet and Endocet are oxycodone with acetaminophen, like Norco (finding 4)', () => {
  it.each(['Percocet', 'Percocet 5/325', 'Endocet', '氨酚羟考酮', '泰勒宁'])('%s', (q) => {
    expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id).toBe('oxycodone-acetaminophen');
  });
});
