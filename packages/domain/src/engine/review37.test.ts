import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Thirty-seventh blind clinician review (2026-12-01) and the thirty-sixth review's moderates: the plan's side.

const taboo = (a: Answers, locale: 'zh-CN' | 'en-US', drugId: string, target: string) =>
  planFor(a, locale).medicineTaboos.find(
    (x) => x.kind === 'drug_interaction' && x.drugId === drugId && x.target === target,
  );

describe('Contrave, tramadol and bupropion (en S1, S2)', () => {
  it.each(LOCALES)('%s: Contrave with tramadol is major, avoid', (locale) => {
    const a: Answers = {
      ...person('female', 38, 165, 92, 'light'),
      medicines: ['naltrexone-bupropion', 'tramadol'],
    };
    const t = taboo(a, locale, 'naltrexone-bupropion', 'tramadol');
    expect(t?.severity).toBe('major');
    expect(t?.management).toBe('avoid');
  });

  it.each(LOCALES)('%s: naltrexone with any opioid, bupropion with tramadol', (locale) => {
    const a: Answers = { ...person('male', 45, 175, 80, 'light'), medicines: ['naltrexone', 'codeine'] };
    expect(taboo(a, locale, 'naltrexone', 'codeine')?.severity).toBe('major');
    const b: Answers = { ...person('male', 45, 175, 80, 'light'), medicines: ['bupropion', 'tramadol'] };
    expect(taboo(b, locale, 'bupropion', 'tramadol')?.severity).toBe('major');
  });

  it('bupropion brings the heavy-drinking seizure row into the plan', () => {
    const a: Answers = { ...person('female', 38, 165, 92, 'light'), medicines: ['bupropion'] };
    expect(planFor(a, 'en-US').findings.map((f) => f.id)).toContain(
      'medicine-diet:bupropion-alcohol-seizures',
    );
  });
});

describe('a breastfeeding mother’s B12 and her baby (en S3)', () => {
  const mother = (labs: Answers['labs'], diet: Answers['dietPattern']): Answers => ({
    ...person('female', 31, 165, 60, 'light'),
    lifeStage: 'lactating',
    dietPattern: diet,
    ...(labs ? { labs } : {}),
  });

  it.each(LOCALES)('%s: a low B12 asks for the baby to be checked', (locale) => {
    const p = planFor(
      mother([{ marker: 'Vitamin B12', value: 142, unit: 'ng/L', labRefLow: 180, labRefHigh: 900 }], 'vegan'),
      locale,
    );
    const f = p.findings.find((x) => x.id === 'lactation-b12-baby');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /带宝宝看儿科/ : /check the baby/);
  });

  it('a vegan diet alone asks for a daily B12', () => {
    const f = planFor(mother(undefined, 'vegan'), 'en-US').findings.find(
      (x) => x.id === 'lactation-b12-baby',
    );
    expect(f?.severity).toBe('info');
    expect(f?.text).toMatch(/Take a B12 supplement daily/);
  });

  it('an omnivore with no B12 result gets no such finding', () => {
    expect(planFor(mother(undefined, 'omnivore'), 'en-US').findings.map((x) => x.id)).not.toContain(
      'lactation-b12-baby',
    );
  });
});

describe('no calcium citrate beside an aluminium antacid (zh S3)', () => {
  const older = (meds: string[]): Answers => ({
    ...person('female', 74, 155, 52, 'sedentary'),
    medicines: meds,
    supplements: [{ optionId: 'calcium-carbonate-d3', name: '钙尔奇D600', dose: 1, unit: 'tablet' }],
  });

  it.each(LOCALES)('%s: on 达喜 and a PPI, the carbonate is kept and the reason said', (locale) => {
    const p = planFor(older(['hydrotalcite', 'omeprazole']), locale);
    const ids = p.findings.map((f) => f.id);
    expect(ids).not.toContain('form-switch:calcium');
    const kept = p.findings.find((f) => f.id === 'form-kept:calcium');
    expect(kept?.text).toMatch(
      locale === 'zh-CN' ? /不要换成枸橼酸钙/ : /do not switch your calcium to citrate/,
    );
  });

  it('on a PPI alone the switch to citrate stands', () => {
    expect(planFor(older(['omeprazole']), 'zh-CN').findings.map((f) => f.id)).toContain(
      'form-switch:calcium',
    );
  });

  it('a calcium recommended beside an aluminium antacid is carbonate with meals', () => {
    const a: Answers = { ...person('female', 70, 155, 52, 'sedentary'), medicines: ['hydrotalcite'] };
    const rec = planFor(a, 'zh-CN').recommendations.find((r) => r.nutrient === 'calcium');
    expect(rec?.timing).toMatch(/碳酸钙随餐/);
    expect(rec?.timing).toMatch(/不要换成枸橼酸钙/);
  });
});

describe('the thirty-sixth review’s moderates in the plan', () => {
  it.each(LOCALES)('%s: verapamil with dabigatran is a pair (en M12)', (locale) => {
    const a: Answers = {
      ...person('female', 84, 158, 55, 'sedentary'),
      medicines: ['dabigatran', 'verapamil'],
    };
    const t = taboo(a, locale, 'dabigatran', 'verapamil');
    expect(t?.severity).toBe('moderate');
    expect(t?.mechanism ?? '').toMatch(locale === 'zh-CN' ? /110毫克/ : /110 mg twice a day/);
  });

  it('efavirenz’s empty stomach and procarbazine’s no alcohol are in the plan', () => {
    const a: Answers = {
      ...person('male', 35, 172, 66, 'moderate'),
      medicines: ['efavirenz', 'procarbazine'],
    };
    const ids = planFor(a, 'en-US').findings.map((f) => f.id);
    expect(ids).toContain('medicine-diet:efavirenz-empty-stomach');
    expect(ids).toContain('medicine-diet:procarbazine-no-alcohol');
  });

  it.each(LOCALES)('%s: a raised ALT on eltrombopag names it (zh M1)', (locale) => {
    const a: Answers = {
      ...person('female', 50, 160, 55, 'sedentary'),
      medicines: ['eltrombopag'],
      labs: [{ marker: 'ALT', value: 130, unit: 'U/L', labRefLow: 7, labRefHigh: 40 }],
    };
    const text = JSON.stringify(planFor(a, locale));
    expect(text).toMatch(locale === 'zh-CN' ? /你在吃艾曲泊帕/ : /You take eltrombopag/);
  });
});

describe('bedaquiline’s QT (zh M5)', () => {
  it.each(LOCALES)('%s: bedaquiline with levofloxacin or clofazimine is a major QT pair', (locale) => {
    const a: Answers = {
      ...person('male', 42, 172, 52, 'sedentary'),
      medicines: ['bedaquiline', 'levofloxacin', 'clofazimine', 'linezolid'],
    };
    expect(taboo(a, locale, 'bedaquiline', 'levofloxacin')?.severity).toBe('major');
    expect(taboo(a, locale, 'bedaquiline', 'clofazimine')?.severity).toBe('major');
  });

  it('a low potassium on levofloxacin and bedaquiline carries the QT note', () => {
    const a: Answers = {
      ...person('male', 42, 172, 52, 'sedentary'),
      medicines: ['bedaquiline', 'levofloxacin'],
      labs: [{ marker: 'Potassium', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 }],
    };
    expect(JSON.stringify(planFor(a, 'en-US'))).toMatch(/torsades de pointes/);
  });
});
