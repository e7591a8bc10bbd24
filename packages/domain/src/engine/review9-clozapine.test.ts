/**
 * Ninth clinician review (zh P4 张老师, en P3 Tom), the plan's outcome: clozapine slows the gut, so the
 * plan says so, adds no constipating calcium carbonate, rates a bulk-forming fibre "avoid", reads the
 * clozapine level and links a low neutrophil count and a recent stop of smoking to clozapine.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};
const ZHANG = 'clozapine after quitting smoking, constipated, diabetes (zh)';
const TOM = 'clozapine after quitting smoking, Metamucil, constipated (en)';

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  describe.each([ZHANG, TOM])('%s', (name) => {
    const plan = () => planFor(persona(name), locale);

    it('says that clozapine slows the gut: report constipation now, no bulk fibre, emergency signs', () => {
      const f = plan().findings.find((x) => x.id === 'medicine-diet:clozapine-constipation');
      expect(f?.severity).toBe('warning');
      expect(f?.text).toMatch(zh ? /肠道蠕动变慢/ : /slows the gut/);
      expect(f?.text).toMatch(zh ? /现在就告诉精神科医生/ : /tell your psychiatrist .*now/i);
      expect(f?.text).toMatch(zh ? /每周排便少于3次/ : /fewer than 3 stools a week/);
      expect(f?.text).toMatch(zh ? /车前子壳/ : /psyllium/);
      expect(f?.text).toMatch(zh ? /碳酸钙/ : /calcium carbonate/);
      expect(f?.text).toMatch(zh ? /立即去急诊/ : /emergency department now/);
    });

    it('adds no calcium carbonate, in the recommendations or the products', () => {
      const p = plan();
      expect(p.recommendations.filter((r) => r.form === 'carbonate')).toEqual([]);
      expect(p.products.filter((x) => /carbonate/.test(x.productId))).toEqual([]);
    });

    it('reads the clozapine level: above the usual 350–600 ng/mL goes to the psychiatrist', () => {
      const p = plan();
      const m = p.reportAnalysis?.markers.find((x) => x.key === 'clozapine');
      expect(m?.flag).toBe('high');
      expect(m?.meaning).toMatch(zh ? /精神科医生/ : /psychiatrist/);
      expect(m?.meaning).toMatch(zh ? /不要自己/ : /do not change the dose yourself/);
      expect(p.findings.find((x) => x.id === 'lab-rejected')?.text ?? '').not.toMatch(/氯氮平|Clozapine/);
    });

    it('a former smoker on clozapine is told what a recent stop does now (MHRA 2020)', () => {
      const f = plan().findings.find((x) => x.id === 'medicine-diet:clozapine-smoking-caffeine');
      expect(f?.text).toMatch(zh ? /最近几个月.*戒烟/ : /stopped smoking in the last few months/);
      expect(f?.text).toMatch(zh ? /复查氯氮平血药浓度/ : /clozapine level/);
    });
  });

  it('张老师: calcium from food, not tablets, with clozapine named', () => {
    const p = planFor(persona(ZHANG), locale);
    expect(p.recommendations.find((r) => r.nutrient === 'calcium')).toBeUndefined();
    const f = p.findings.find((x) => x.id.startsWith('food-first:') && /钙|Calcium/.test(x.text));
    expect(f?.text).toMatch(zh ? /氯氮平/ : /clozapine/);
    expect(f?.text).toMatch(zh ? /枸橼酸钙/ : /calcium citrate/);
  });

  it('a clozapine user who needs a calcium supplement gets citrate, with the reason', () => {
    const answers: Answers = {
      ...person('male', 40, 175, 70, 'light'),
      conditions: ['osteoporosis', 'mental_illness'],
      medicines: ['clozapine'],
    };
    const rec = planFor(answers, locale).recommendations.find((r) => r.nutrient === 'calcium');
    expect(rec?.form).toBe('citrate');
    expect(rec?.timing).toMatch(zh ? /氯氮平/ : /clozapine/);
  });

  it('Tom: Metamucil is not "keep" on clozapine', () => {
    const p = planFor(persona(TOM), locale);
    const r = p.productReviews.find((x) => x.optionId === 'psyllium');
    expect(r?.verdict).toBe('avoid');
    expect(r?.issues.join('\n')).toMatch(zh ? /氯氮平/ : /Clozapine/);
    expect(p.medicineTaboos.map((t) => t.ruleId)).toContain('clozapine.highFiberSupplement');
  });

  // WS/T 405-2012 puts the adult neutrophil range at 1.8–6.3 ×10⁹/L; the US range starts at 1.56.
  it.runIf(zh)(
    '张老师: neutrophils below the range on clozapine go to the prescriber, clozapine named',
    () => {
      const p = planFor(persona(ZHANG), locale);
      const m = p.reportAnalysis?.markers.find((x) => x.key === 'neutrophils');
      const f = p.findings.find((x) => x.id === 'lab:neutrophils');
      expect(m?.flag).toBe('low');
      expect(f?.text).toMatch(zh ? /氯氮平/ : /Clozapine/);
      expect(f?.text).not.toMatch(zh ? /天生偏低/ : /lifelong and harmless/);
    },
  );

  it('Tom: an ANC of 1.9 inside his lab range is not called low', () => {
    const p = planFor(persona(TOM), locale);
    expect(p.reportAnalysis?.markers.find((x) => x.key === 'neutrophils')?.flag).toBe('normal');
  });

  // Clozapine plasma levels (Maudsley 14th ed.; AGNP consensus 2018: 350–600 ng/mL, toxicity and
  // seizures more likely above 1,000 ng/mL), in the units labs print.
  it.each([
    [300, 'ng/mL', 'low'],
    [450, 'ng/mL', 'normal'],
    [680, 'ng/mL', 'high'],
    [780, 'μg/L', 'high'],
    [0.68, 'mg/L', 'high'],
    [1200, 'ng/mL', 'high'],
  ] as const)('clozapine level %s %s → %s', (value, unit, flag) => {
    const p = planFor(
      {
        ...person('male', 40, 175, 70, 'light'),
        medicines: ['clozapine'],
        labs: [{ marker: zh ? '氯氮平浓度' : 'Clozapine, serum', value, unit }],
      },
      locale,
    );
    const m = p.reportAnalysis?.markers.find((x) => x.key === 'clozapine');
    expect(m?.flag).toBe(flag);
    if (value >= 1000) expect(m?.meaning).toMatch(zh ? /今天/ : /today/);
  });
});
