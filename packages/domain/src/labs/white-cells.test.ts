/**
 * White cells and neutrophils (clinician review 2026-11-25 closing, Z2: "未能识别的检验项目：白细胞、
 * 中性粒细胞" for WBC 3.2 and neutrophils 1.2 ×10⁹/L on methimazole, and "吃什么升白细胞" answered with a
 * folate food list). Names and units as Chinese and US reports print them; on a medicine that can cause
 * agranulocytosis a low count goes to the prescriber (today below 0.5), without one the doctor rechecks
 * it; never a nutrient food list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { findingOf, LOCALES, person } from '../testing';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { AGRANULOCYTOSIS_DRUGS } from '../knowledge/neutropenia';
import { DRUGS } from '../knowledge/drugs';
import { analyseLabs, convertLabValue, findMarker } from '.';
import { checkValue } from './check';
import { extractMarkers } from './extract';

describe('names and units', () => {
  it.each([
    ['白细胞', 'wbc'],
    ['白细胞计数', 'wbc'],
    ['WBC', 'wbc'],
    ['White blood cell count', 'wbc'],
    ['Leukocytes', 'wbc'],
    ['中性粒细胞绝对值', 'neutrophils'],
    ['中性粒细胞', 'neutrophils'],
    ['NEUT#', 'neutrophils'],
    ['ANC', 'neutrophils'],
    ['Absolute neutrophil count', 'neutrophils'],
    ['Neutrophils, absolute', 'neutrophils'],
  ])('%s → %s', (name, key) => {
    expect(findMarker(name)?.key).toBe(key);
  });

  it.each(['中性粒细胞百分比', 'NEUT%', '尿白细胞', '白细胞介素6', 'Leukocyte esterase'])(
    '%s is another test',
    (name) => {
      expect(findMarker(name)?.key).toBeUndefined();
    },
  );

  it.each([
    ['10^9/L', 1.2, 1.2],
    ['×10⁹/L', 1.2, 1.2],
    ['10*9/L', 1.2, 1.2],
    ['10³/µL', 1.2, 1.2],
    ['K/uL', 1.2, 1.2],
    ['x10E3/uL', 1.2, 1.2],
    ['cells/µL', 1200, 1.2],
    ['/mm3', 1200, 1.2],
  ])('neutrophils in %s: %s → %s ×10⁹/L', (unit, value, canonical) => {
    expect(convertLabValue('neutrophils', value, unit)).toBeCloseTo(canonical, 6);
  });

  it.each([
    ['4 白细胞计数 WBC 3.2 ↓ 10^9/L 3.5-9.5', ['wbc', 3.2, '10^9/L']],
    ['中性粒细胞绝对值 NEUT# 1.2 ↓ ×10⁹/L 1.8-6.3', ['neutrophils', 1.2, '×10⁹/L']],
    ['中性粒细胞百分比 NEUT% 37.5 % 40-75', null],
    ['WBC 3.2 L 3.4-9.6 x10E3/uL', ['wbc', 3.2, 'x10E3/uL']],
    ['Neutrophils, Absolute 1.2 L 1.56-6.45 K/uL', ['neutrophils', 1.2, 'K/uL']],
  ] as const)('a report line: %s', (line, expected) => {
    const m = extractMarkers(line).map((x) => [x.marker, x.value, x.unit]);
    expect(m).toEqual(expected ? [expected] : []);
  });
});

describe('ranges (WS/T 405-2012; Mayo Clinic Laboratories)', () => {
  it.each(LOCALES)('%s: WBC 3.2 and neutrophils 1.2 are low, WBC 6 and neutrophils 3 normal', (locale) => {
    const read = (marker: string, value: number) =>
      analyseLabs([{ marker, value, unit: '10^9/L' }], { sex: 'female', locale }).analysis.markers[0];
    expect(read('WBC', 3.2)?.flag).toBe('low');
    expect(read('中性粒细胞', 1.2)?.flag).toBe('low');
    expect(read('WBC', 6)?.flag).toBe('normal');
    expect(read('ANC', 3)?.flag).toBe('normal');
    expect(read('WBC', 14)?.flag).toBe('high');
  });

  it('the review checks a neutrophil count under 0.5 and a white count under 2.0 against the report', () => {
    expect(checkValue('neutrophils', 0.4, '10^9/L')).toMatchObject({ side: 'low', limit: 0.5 });
    expect(checkValue('neutrophils', 400, 'cells/uL')).toMatchObject({ side: 'low', limit: 500 });
    expect(checkValue('neutrophils', 1.2, '10^9/L')).toBeNull();
    expect(checkValue('wbc', 1.5, '10^9/L')).toMatchObject({ side: 'low', limit: 2 });
    expect(checkValue('wbc', 45, '10^9/L')).toMatchObject({ side: 'high', limit: 37 });
    // 3.2 typed as 32: the check rule catches it
    expect(checkValue('wbc', 32, '10^9/L')).toBeNull();
    expect(checkValue('neutrophils', 120, '10^9/L')).toMatchObject({ side: 'high' });
  });
});

const Z2: Answers = {
  ...person('female', 34, 160, 45, 'light'),
  conditions: ['thyroid'],
  medicines: ['methimazole', 'propranolol'],
  labs: [
    { marker: '白细胞', value: 3.2, unit: '10^9/L' },
    { marker: '中性粒细胞', value: 1.2, unit: '10^9/L' },
  ],
};
const FOOD_LIST = /叶酸|牛肝|菠菜|folate|liver|spinach/i;

describe.each(LOCALES)('%s: the plan', (locale) => {
  const zh = locale === 'zh-CN';

  it('Z2: neutrophils 1.2 on methimazole → see the prescriber promptly, not food; no "not recognised"', () => {
    const p = planFor(Z2, locale);
    expect(findingOf(p, 'lab-rejected')).toBeUndefined();
    const f = findingOf(p, 'lab:neutrophils');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(
      zh ? /甲巯咪唑.*粒细胞缺乏.*尽快.*开药的医生/ : /Methimazole.*agranulocytosis.*prescriber.*promptly/,
    );
    expect(f?.text).toMatch(zh ? /发烧或咽喉痛.*今天/ : /fever or a sore throat.*today/);
    expect(f?.text).not.toMatch(FOOD_LIST);
    expect(f?.reasons.map((r) => r.ref)).toContain('drug:methimazole');
    // WBC 3.2 is low but not under 3.0: the plain recheck text
    expect(findingOf(p, 'lab:wbc')?.text).toMatch(zh ? /请让医生复查血常规/ : /recheck the blood count/);
  });

  it('neutrophils 0.4 on clozapine → urgent, today', () => {
    const p = planFor(
      {
        ...person('male', 42, 175, 95, 'light'),
        medicines: ['clozapine'],
        labs: [{ marker: 'ANC', value: 0.4, unit: '10^9/L' }],
      },
      locale,
    );
    const f = findingOf(p, 'lab:neutrophils');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /氯氮平.*严重偏低.*今天/ : /Clozapine.*severely low.*today/);
  });

  it('WBC 2.8 on methotrexate → the prescriber; the same count without such a medicine → recheck', () => {
    const base = {
      ...person('female', 55, 160, 60, 'light'),
      labs: [{ marker: 'WBC', value: 2.8, unit: 'K/uL' }],
    };
    const on = findingOf(planFor({ ...base, medicines: ['methotrexate'] }, locale), 'lab:wbc');
    expect(on?.text).toMatch(zh ? /甲氨蝶呤.*开药的医生/ : /Methotrexate.*prescriber/);
    const off = findingOf(planFor(base, locale), 'lab:wbc');
    expect(off?.severity).toBe('warning');
    expect(off?.text).toMatch(zh ? /请让医生复查血常规/ : /Ask your doctor to recheck/);
    expect(off?.text).not.toMatch(/开药的医生|prescriber|agranulocytosis|粒细胞缺乏/);
    expect(off?.text).not.toMatch(FOOD_LIST);
  });

  it('WBC 3.2 on azathioprine (with allopurinol) → the prescriber by the DMARD threshold (BSR 2017: < 3.5), never "perhaps transient"; 3.2 on carbamazepine keeps the general cut-off', () => {
    const base = {
      ...person('male', 41, 175, 60, 'light'),
      labs: [{ marker: 'WBC', value: 3.2, unit: '10^9/L' }],
    };
    const aza = findingOf(
      planFor({ ...base, medicines: ['azathioprine', 'allopurinol'] }, locale),
      'lab:wbc',
    );
    expect(aza?.text).toMatch(zh ? /硫唑嘌呤.*开药的医生/ : /Azathioprine.*prescriber/);
    expect(aza?.text).not.toMatch(/一过性|transient/);
    const cbz = findingOf(planFor({ ...base, medicines: ['carbamazepine'] }, locale), 'lab:wbc');
    expect(cbz?.text).not.toMatch(/开药的医生|prescriber/);
  });

  it('property: a low count never brings a nutrient recommendation or a food list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.boolean(), (tenths, onDrug) => {
        // azathioprine acts on neutrophils below 1.6 (BSR 2017 DMARD threshold)
        const p = planFor(
          {
            ...person('female', 40, 165, 60, 'light'),
            medicines: onDrug ? ['azathioprine'] : [],
            labs: [{ marker: '中性粒细胞绝对值', value: tenths / 10, unit: '10^9/L' }],
          },
          locale,
        );
        const f = findingOf(p, 'lab:neutrophils');
        expect(f).toBeDefined();
        expect(f?.text).not.toMatch(FOOD_LIST);
        expect(f?.severity).toBe(tenths < 5 ? 'urgent' : 'warning');
        if (onDrug && tenths < 16) expect(f?.text).toMatch(zh ? /硫唑嘌呤/ : /Azathioprine/);
        else expect(f?.text).not.toMatch(zh ? /硫唑嘌呤/ : /Azathioprine/);
      }),
      { numRuns: 25 },
    );
  });
});

describe('every agranulocytosis medicine is in the dictionary, with a source', () => {
  it.each(AGRANULOCYTOSIS_DRUGS.map((d) => [d.id, d] as const))('%s', (id, d) => {
    expect(DRUGS.some((x) => x.id === id)).toBe(true);
    expect(d.source.ref.length).toBeGreaterThan(10);
  });
});

describe('the chat: "how do I raise my white cells" is never a food list', () => {
  const ask = (name: string, answers: Answers, text: string, locale: Locale) =>
    assistantReply({
      text,
      locale,
      plan: storedPlanFor(name, answers, locale),
      medicines: [...(answers.medicines ?? [])],
    });
  // prettier-ignore
  const NO_DRUG: [Locale, string][] = [
    ['zh-CN', '白细胞3.2、中性粒1.2吃什么升'],
    ['zh-CN', '白细胞低吃什么好'],
    ['zh-CN', '怎么提高白细胞'],
    ['en-US', 'how do I raise my white cells?'],
    ['en-US', 'What foods boost a low white blood cell count?'],
  ];
  it.each(NO_DRUG)('%s: "%s" without such a medicine → ask the doctor to recheck', (locale, q) => {
    const r = ask('wbc-none', person('female', 34, 160, 52, 'light'), q, locale);
    expect(r.text).toMatch(locale === 'zh-CN' ? /复查血常规/ : /recheck the blood count/);
    expect(r.text).not.toMatch(FOOD_LIST);
  });
  // prettier-ignore
  const ON_DRUG: [Locale, string, string][] = [
    ['zh-CN', 'clozapine', '白细胞低吃什么'],
    ['zh-CN', 'methotrexate', '中性粒细胞偏低怎么补'],
    ['en-US', 'azathioprine', 'my neutrophils are low, what should I eat?'],
    ['en-US', 'clozapine', 'how can I raise my WBC?'],
  ];
  it.each(ON_DRUG)('%s on %s: "%s" → the prescriber, not food', (locale, drug, q) => {
    const r = ask(`wbc-${drug}`, { ...person('male', 42, 175, 80, 'light'), medicines: [drug] }, q, locale);
    expect(r.text).toMatch(locale === 'zh-CN' ? /开药的医生/ : /prescriber/);
    expect(r.text).toMatch(/0\.5/);
    expect(r.text).not.toMatch(FOOD_LIST);
  });
});
