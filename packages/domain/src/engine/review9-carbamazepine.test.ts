/**
 * Ninth clinician review (zh P3 小何, en P4 Sarah), the plan's outcome: grapefruit with carbamazepine in
 * the findings, the medicine check and the review of a typed "NFC西柚汁"; the combined pill with an enzyme
 * inducer in the medicine check; a low sodium that names carbamazepine; the carbamazepine level and
 * alkaline phosphatase read, not rejected.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { taboosFor } from '../interactions';
import { LOCALES, findingOf, markerOf, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};
const ZH = persona('carbamazepine before pregnancy, grapefruit juice, sodium 129');
const EN = persona('carbamazepine with the combined pill, grapefruit, sodium 128');

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('anyone on carbamazepine is told about grapefruit and pomelo (Tegretol SmPC §4.5)', () => {
    for (const answers of [ZH, EN]) {
      const f = findingOf(planFor(answers, locale), 'medicine-diet:grapefruit-carbamazepine');
      expect(f?.severity).toBe('warning');
      expect(f?.text).toMatch(zh ? /柚子/ : /pomelo/);
      expect(f?.text).toMatch(/40%/);
    }
  });

  it('a typed grapefruit juice is checked: the medicine check lists it, the review says avoid', () => {
    const plan = planFor(ZH, locale);
    expect(plan.medicineTaboos.map((t) => t.ruleId)).toContain('carbamazepine.grapefruitExtract');
    const juice = plan.productReviews.find((r) => r.name === 'NFC西柚汁');
    expect(juice?.verdict).toBe('avoid');
    expect(findingOf(plan, 'supplements-unresolved')).toBeUndefined();
  });

  it.each([
    ['NFC西柚汁', 300, 'g'],
    ['葡萄柚汁', 250, 'g'],
    ['柚子', 200, 'g'],
    ['grapefruit juice', 250, 'g'],
    ['Pomelo', 200, 'g'],
  ] as const)('%s beside carbamazepine or simvastatin is avoid', (name, dose, unit) => {
    for (const medicine of ['carbamazepine', 'simvastatin']) {
      const plan = planFor(
        {
          ...person('female', 40, 160, 60, 'light'),
          medicines: [medicine],
          supplements: [{ name, dose, unit }],
        },
        locale,
      );
      expect(plan.productReviews[0]?.verdict).toBe('avoid');
    }
  });

  it('the pill with an enzyme inducer is a major pair in the medicine check (FSRH 2022, UKMEC 2016)', () => {
    const pair = planFor(EN, locale).medicineTaboos.find(
      (t) => t.ruleId === 'class:enzyme_inducing_antiepileptic+class:oral_contraceptive',
    );
    expect(pair?.severity).toBe('major');
    expect(pair?.advice).toMatch(zh ? /含铜宫内节育器/ : /copper IUD/);
    expect(pair?.advice).toMatch(zh ? /避孕套/ : /condoms/);
    for (const [inducer, pill] of [
      ['oxcarbazepine', 'drospirenone-ethinylestradiol'],
      ['phenytoin', 'desogestrel-ethinylestradiol'],
      ['rifampicin', 'levonorgestrel-ethinylestradiol'],
      ['efavirenz', 'norethindrone'],
    ] as const) {
      const taboos = taboosFor({ medicines: [inducer, pill], substances: [] }, locale);
      expect(taboos.some((t) => t.kind === 'drug_interaction' && t.severity === 'major')).toBe(true);
    }
    // Valproate and levetiracetam do not induce the enzymes: no pill pair.
    for (const other of ['valproate', 'levetiracetam'])
      expect(
        taboosFor({ medicines: [other, 'levonorgestrel-ethinylestradiol'], substances: [] }, locale).some(
          (t) => t.kind === 'drug_interaction',
        ),
      ).toBe(false);
  });

  it('a low sodium on carbamazepine names the medicine and sets no water target', () => {
    for (const answers of [ZH, EN]) {
      const f = findingOf(planFor(answers, locale), 'lab:serumSodium');
      expect(f?.text).toMatch(zh ? /你在吃卡马西平/ : /You take carbamazepine/);
      expect(f?.text).toMatch(zh ? /不要给自己定每天喝几升水的目标/ : /no target of litres a day/);
    }
  });

  it('the carbamazepine level is read, near the top of its range; ALP is read with the enzyme-inducer note', () => {
    for (const answers of [ZH, EN]) {
      const plan = planFor(answers, locale);
      const level = markerOf(plan, 'carbamazepine');
      expect(level?.flag).toBe('normal');
      expect(level?.meaning).toMatch(zh ? /接近上限/ : /near the top/);
      expect(findingOf(plan, 'lab-rejected')?.text ?? '').not.toMatch(/卡马西平|Carbamazepine/);
    }
    const alp = markerOf(planFor(EN, locale), 'alp');
    expect(alp?.flag).toBe('high');
    expect(alp?.meaning).toMatch(zh ? /诱导肝药酶/ : /speed up liver enzymes/);
    expect(findingOf(planFor(EN, locale), 'lab-rejected')).toBeUndefined();
  });

  it('the antiepileptic pregnancy finding says why not to stop (SUDEP; RCOG GTG 68, MBRRACE-UK)', () => {
    const f = findingOf(planFor(EN, locale), 'teratogen:antiepileptic-folic-acid');
    expect(f?.text).toMatch(zh ? /癫痫猝死/ : /SUDEP/);
    expect(f?.text).toMatch(/5 mg/);
  });
});
