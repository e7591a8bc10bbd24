/**
 * Thirty-fourth blind clinician review (2026-11-30), the serious finding both reviewers made: a liver test
 * above twice its upper limit on tolvaptan (Jynarque / Jinarc) was a generic "see a doctor". The label
 * pauses tolvaptan at that level and repeats the tests within 48–72 hours: the nephrologist today.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const kevin = (labs: Answers['labs'], medicines = ['tolvaptan', 'ramipril']): Answers => ({
  ...person('male', 44, 178, 80, 'active'),
  conditions: ['kidney_disease', 'hypertension'],
  medicines,
  labs,
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const finding = (a: Answers, key: string) => planFor(a, locale).findings.find((f) => f.id === `lab:${key}`);

  // Example table from the label's rule: the multiple of the upper limit decides (in en-US an ALT is judged
  // by ACG 2017's healthy limit, 33 U/L for men, below most printed ranges — earlier, never later).
  it.each([
    ['alt', 'ALT', 118, 50, 'urgent', true],
    ['alt', 'ALT', 100, 50, 'urgent', true],
    ['alt', 'ALT', 60, 50, 'warning', false],
    ['ast', 'AST', 95, 40, 'urgent', true],
    ['totalBilirubin', 'Total bilirubin', 24, 20, 'warning', false],
    ['totalBilirubin', 'Total bilirubin', 45, 20, 'urgent', true],
  ] as const)('%s %s at %s against %s: %s', (key, marker, value, high, severity, today) => {
    const f = finding(
      kevin([
        { marker, value, unit: key === 'totalBilirubin' ? 'µmol/L' : 'U/L', labRefLow: 0, labRefHigh: high },
      ]),
      key,
    );
    expect(f?.severity).toBe(severity);
    expect(f?.text).toMatch(zh ? /你在吃托伐普坦/ : /You take tolvaptan/);
    expect(f?.text).toMatch(
      today
        ? zh
          ? /今天就联系肾内科医生/
          : /contact your nephrologist .* today/
        : zh
          ? /这周内/
          : /this week/,
    );
    expect(f?.reasons.some((r) => /Jynarque/.test(r.source.ref))).toBe(true);
  });

  it('without tolvaptan the same ALT reads as before', () => {
    const f = finding(
      kevin([{ marker: 'ALT', value: 118, unit: 'U/L', labRefLow: 0, labRefHigh: 50 }], ['ramipril']),
      'alt',
    );
    expect(f?.text).not.toMatch(/托伐普坦|tolvaptan/);
    expect(f?.severity).toBe('warning');
  });
});

describe.each(LOCALES)('%s: the review’s moderates in the plan', (locale) => {
  const zh = locale === 'zh-CN';

  it('zh M6: a probiotic on an immunosuppressant is "avoid" with its reason; without one it is not', () => {
    const base: Answers = {
      ...person('female', 27, 162, 47, 'light'),
      conditions: ['cancer'],
      supplements: [{ optionId: 'probiotics', name: '益生菌', dose: 1, unit: 'sachet' }],
    };
    const on = planFor({ ...base, medicines: ['cyclosporine', 'prednisone'] }, locale).productReviews[0];
    expect(on?.verdict).toBe('avoid');
    expect(on?.issues.join(' ')).toMatch(zh ? /菌血症、真菌血症/ : /bacteraemia, fungaemia/);
    const neutropenic = planFor(
      {
        ...base,
        labs: [{ marker: 'neutrophils', value: 1.1, unit: '10^9/L', labRefLow: 1.8, labRefHigh: 6.3 }],
      },
      locale,
    ).productReviews[0];
    expect(neutropenic?.verdict).toBe('avoid');
    const healthy = planFor(
      { ...person('female', 27, 162, 55, 'light'), supplements: base.supplements },
      locale,
    ).productReviews[0];
    expect(healthy?.verdict).not.toBe('avoid');
  });

  it('zh M8, en M7: two scoops of whey that take the day to 1.3 g/kg with kidney disease are "avoid"; on dialysis not', () => {
    const feng: Answers = {
      ...person('male', 49, 175, 78, 'moderate'),
      conditions: ['kidney_disease'],
      dietPattern: 'omnivore',
      // 老冯's food as he told it: red meat and eggs daily.
      foodFrequency: {
        dairy: 'weekly',
        fish: 'weekly',
        redMeat: 'daily',
        eggs: 'daily',
        legumesNuts: 'weekly',
        vegetables: 'daily',
        fruit: 'weekly',
        wholeGrains: 'weekly',
      },
      labs: [{ marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2' }],
      supplements: [{ optionId: 'whey-protein', name: '乳清蛋白粉', dose: 2, unit: 'scoop' }],
    };
    const r = planFor(feng, locale).productReviews[0];
    expect(r?.verdict).toBe('avoid');
    expect(r?.issues.join(' ')).toMatch(zh ? /每公斤 1\.3 克/ : /1\.3 g\/kg KDIGO 2024/);
    const dialysis = planFor({ ...feng, conditions: ['kidney_disease', 'dialysis'] }, locale)
      .productReviews[0];
    expect(dialysis?.issues.join(' ')).not.toMatch(zh ? /每公斤 1\.3 克/ : /1\.3 g\/kg KDIGO 2024/);
  });

  it('zh M5: cancer with no ferritin — no iron product from a diet estimate; with a low ferritin the treatment stands', () => {
    const wen: Answers = {
      ...person('female', 27, 162, 47, 'sedentary'),
      conditions: ['cancer'],
      medicines: ['cyclosporine', 'prednisone'],
      foodFrequency: {
        dairy: 'daily',
        fish: 'rarely',
        redMeat: 'weekly',
        eggs: 'daily',
        legumesNuts: 'rarely',
        vegetables: 'daily',
        fruit: 'daily',
        wholeGrains: 'rarely',
      },
    };
    const p = planFor(wen, locale);
    expect(p.recommendations.some((r) => r.nutrient === 'iron')).toBe(false);
    // In zh-CN the diet estimate fell short, so the held iron is said with its reason (in en-US the diet met it).
    if (zh) expect(p.findings.find((f) => f.id === 'skipped:iron')?.text).toMatch(/铁蛋白和转铁蛋白饱和度/);
    const deficient = planFor(
      {
        ...wen,
        labs: [
          { marker: 'ferritin', value: 8, unit: 'ng/mL' },
          { marker: 'hemoglobin', value: 98, unit: 'g/L' },
        ],
      },
      locale,
    );
    expect(deficient.recommendations.some((r) => r.nutrient === 'iron')).toBe(true);
  });

  it('en M3: potassium 3.3 on nilotinib is urgent — the oncology team today or tomorrow', () => {
    const amma: Answers = {
      ...person('female', 72, 152, 58, 'sedentary'),
      conditions: ['cancer'],
      medicines: ['nilotinib'],
      labs: [{ marker: 'Potassium', value: 3.3, unit: 'mEq/L', labRefLow: 3.5, labRefHigh: 5.1 }],
    };
    const f = planFor(amma, locale).findings.find((x) => x.id === 'lab:serumPotassium');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /今天或明天联系血液科/ : /haematology or oncology team today or tomorrow/);
  });

  it('en M9: a high sodium on tolvaptan says drink more, not less salt', () => {
    const f = planFor(
      kevin([{ marker: 'Sodium', value: 147, unit: 'mmol/L', labRefLow: 135, labRefHigh: 145 }]),
      locale,
    ).findings.find((x) => x.id === 'lab:serumSodium');
    expect(f?.text).toMatch(zh ? /喝的水跟不上尿量/ : /drinking is not keeping up with the urine/);
  });
});
