/**
 * Eighth clinician review (en P3, en P4, zh P5), the plan's outcome: vitamin B6 with penicillamine,
 * copper with Wilson disease, penicillamine apart from iron and zinc, the supervised iron dose, and
 * no alcohol with chronic pancreatitis on pancreatic enzymes.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const wilson = () => planFor(persona('Wilson disease on penicillamine, vegetarian, iron and zinc'), locale);

  it('penicillamine: the plan says pyridoxine 25–50 mg a day (AASLD 2022)', () => {
    const f = wilson().findings.find((x) => x.id === 'companion:penicillamine-pyridoxine');
    expect(f?.text).toMatch(/25–50 mg/);
    expect(f?.text).toMatch(zh ? /不要自己停药/ : /do not stop it/);
  });

  it('Wilson disease: copper-containing multivitamins and high-copper foods are named', () => {
    const text = wilson()
      .findings.map((f) => f.text)
      .join('\n');
    expect(text).toMatch(zh ? /含铜的复合维生素/ : /supplements that contain copper/);
    expect(text).toMatch(zh ? /贝类/ : /shellfish/);
  });

  it('penicillamine is kept 2 hours apart from iron and zinc, on an empty stomach', () => {
    const plan = wilson();
    for (const target of ['iron', 'zinc'])
      expect(
        plan.medicineTaboos.find((t) => t.target === target && t.management === 'separate'),
      ).toBeDefined();
    expect(plan.findings.map((f) => f.text).join('\n')).toMatch(
      zh ? /饭前1小时或饭后2小时/ : /1 hour before or 2 hours after food/,
    );
  });

  it('planning a pregnancy on penicillamine: treatment continues, a warning to see the doctor first', () => {
    const f = wilson().findings.find((x) => x.id === 'teratogen:wilson-chelators');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /备孕和整个孕期都要继续/ : /continues when planning a pregnancy/);
  });

  it('chronic pancreatitis on Creon: no alcohol at all, enzymes with every meal and snack', () => {
    const plan = planFor(persona('chronic pancreatitis on Creon and insulin, drinking'), locale);
    const text = plan.findings.map((f) => f.text).join('\n');
    expect(text).toMatch(zh ? /一点都不要喝/ : /no alcohol at all/);
    expect(text).toMatch(zh ? /每一次加餐/ : /every snack/);
  });
});
