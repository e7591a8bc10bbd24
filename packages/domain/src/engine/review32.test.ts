/**
 * Thirty-second blind clinician review (2026-11-30), serious findings in the plan: dabigatran at an eGFR of
 * 29 (zh S2) and the bisphosphonate at the same function (zh M7). The tamoxifen pregnancy row is in
 * teratogens.test.ts, the weekly alendronate in schedule/dose-interval.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';
import { analyseLabs } from '../labs';
import { searchDrugs } from '../interactions/search';

const grandma = (egfr: number): Answers => ({
  ...person('female', 81, 150, 41, 'sedentary'),
  medicines: ['dabigatran', 'alendronate'],
  labs: [{ marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' }],
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('zh S2: dabigatran at an eGFR of 29 is an urgent finding that sends her to the prescriber within days', () => {
    const f = planFor(grandma(29), locale).findings.find((x) => x.id === 'kidney-medicine:dabigatran');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      zh
        ? /肌酐清除率低于30时，欧洲说明书禁用[\s\S]*几天内/
        : /below a clearance of 30 the EU label rules it out[\s\S]*within days/,
    );
    expect(
      f?.reasons.some((r) => /Pradaxa \(dabigatran etexilate\) EU SmPC §4\.2 and §4\.3/.test(r.source.ref)),
    ).toBe(true);
  });
  it('zh M7: the bisphosphonate at that function is to be reassessed, never stopped on her own', () => {
    const f = planFor(grandma(29), locale).findings.find((x) => x.id === 'kidney-medicine:bisphosphonates');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /不要自己停药/ : /do not stop it yourself/);
  });
  it('at an eGFR of 60 neither is said', () => {
    const ids = planFor(grandma(60), locale).findings.map((x) => x.id);
    expect(ids.filter((id) => id.startsWith('kidney-medicine:'))).toEqual([]);
  });
});

describe.each(LOCALES)('en M4 (%s): tacrolimus with co-trimoxazole and a high potassium', (locale) => {
  const suresh: Answers = {
    ...person('male', 52, 170, 68, 'light'),
    conditions: ['liver_disease'],
    medicines: ['tacrolimus', 'sulfamethoxazole-trimethoprim'],
    labs: [{ marker: 'Potassium', value: 5.6, unit: 'mmol/L' }],
  };
  it('the pair is named, major, and sends him to the transplant team today', () => {
    const pair = planFor(suresh, locale).medicineTaboos.find(
      (t) => t.ruleId === 'class:calcineurin_inhibitor+sulfamethoxazole-trimethoprim',
    );
    expect(pair?.severity).toBe('major');
    expect(pair?.advice).toMatch(
      locale === 'zh-CN' ? /今天就联系移植团队/ : /contact your transplant team today/,
    );
  });
});

describe('zh M1: a tacrolimus trough outside the range the report prints goes to the team within days', () => {
  it.each(LOCALES)('%s', (locale) => {
    const [m] = analyseLabs([{ marker: 'FK506', value: 12.6, unit: 'ng/mL', labRefLow: 5, labRefHigh: 10 }], {
      sex: 'male',
      locale,
    }).analysis.markers;
    expect(m?.meaning).toMatch(
      locale === 'zh-CN'
        ? /^这个结果高于化验单印的范围（5–10 ng\/mL）：请在几天内把它告诉移植团队/
        : /^This result is above the range printed on your report \(5–10 ng\/mL\): tell your transplant team within days/,
    );
    const [inside] = analyseLabs(
      [{ marker: 'FK506', value: 7, unit: 'ng/mL', labRefLow: 5, labRefHigh: 10 }],
      {
        sex: 'male',
        locale,
      },
    ).analysis.markers;
    expect(inside?.meaning).not.toMatch(/几天内|within days/);
  });
});

describe('zh M11: 佐匹克隆 is zopiclone, not eszopiclone', () => {
  it.each(['佐匹克隆', 'zopiclone', 'Imovane'])('%s', (name) => {
    expect(searchDrugs(name)[0]?.drug.id).toBe('zopiclone');
  });
});
