/**
 * Eighth clinician review (zh P4, en P2): an MAOI — linezolid among them — with a serotonin
 * antidepressant is a serotonin-syndrome pair (Zyvox label §5, FDA Drug Safety Communication 2011;
 * Nardil §4). Example table from the labels, both locales, through `taboosFor` and the whole engine.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { medicineTabooSchema } from '../contracts/plan';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { taboosFor } from './taboos';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

describe('an MAOI with a serotonin antidepressant', () => {
  // prettier-ignore
  const CASES: [string, string[], string, string, 'avoid' | 'monitor', RegExp][] = [
    // Zyvox §5 Serotonin syndrome: SSRIs, tricyclics — only under close observation
    ['linezolid + sertraline', ['sertraline', 'linezolid'], 'linezolid', 'linezolid+class:ssri', 'monitor', /Zyvox.*§5.*Drug Safety Communication/],
    ['linezolid + escitalopram', ['linezolid', 'escitalopram'], 'linezolid', 'linezolid+class:ssri', 'monitor', /Zyvox/],
    ['linezolid + venlafaxine', ['linezolid', 'venlafaxine'], 'linezolid', 'linezolid+class:snri', 'monitor', /Zyvox/],
    ['linezolid + clomipramine', ['clomipramine', 'linezolid'], 'linezolid', 'linezolid+class:tricyclic', 'monitor', /Zyvox/],
    // Nardil §4: contraindicated
    ['phenelzine + fluoxetine', ['phenelzine', 'fluoxetine'], 'phenelzine', 'class:maoi+class:ssri', 'avoid', /Nardil.*§4/],
    ['tranylcypromine + duloxetine', ['duloxetine', 'tranylcypromine'], 'tranylcypromine', 'class:maoi+class:snri', 'avoid', /Parnate/],
  ];
  it.each(CASES)('%s', (_, medicines, drugId, ruleId, management, source) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines, substances: [] }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ drugId, ruleId, severity: 'major', management });
      expect(pairs[0]!.source.ref).toMatch(source);
      expect(pairs[0]!.mechanism).toMatch(/5-羟色胺综合征|serotonin syndrome/);
      // The prescriber today, never "stop it yourself".
      expect(pairs[0]!.advice).toMatch(/今天|today/i);
      expect(pairs[0]!.advice).toMatch(/不要自己停用任何一种药|Do not stop either medicine yourself/);
      expect(medicineTabooSchema.safeParse(pairs[0]).success).toBe(true);
      expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? /[\u4e00-\u9fff]/ : /^[^\u4e00-\u9fff]*$/);
    }
  });

  it('linezolid names its own prescriber: the infection or orthopaedic team', () => {
    const [zh] = taboosFor({ medicines: ['linezolid', 'sertraline'], substances: [] }, 'zh-CN');
    const [en] = taboosFor({ medicines: ['linezolid', 'sertraline'], substances: [] }, 'en-US');
    expect(zh!.advice).toMatch(/开利奈唑胺的医生/);
    expect(en!.advice).toMatch(/doctor who prescribed the linezolid/);
  });

  it('linezolid with a cold medicine keeps its own pseudoephedrine row', () => {
    const pairs = taboosFor({ medicines: ['linezolid', 'pseudoephedrine'], substances: [] }, 'en-US');
    expect(pairs.map((t) => t.ruleId)).toEqual(['class:maoi+pseudoephedrine']);
  });

  it.each(LOCALES)('%s: the reviewers’ persona gets the pair in the plan', (locale) => {
    const answers = new Map(REFERENCE_PERSONAS).get(
      'linezolid with sertraline, metformin and insulin, CKD 3a',
    );
    if (!answers) throw new Error('persona');
    const plan = planFor(answers, locale);
    const pair = plan.medicineTaboos.find((t) => t.ruleId === 'linezolid+class:ssri');
    expect(pair).toMatchObject({ drugId: 'linezolid', target: 'sertraline', severity: 'major' });
  });
});

describe('linezolid with insulin or a sulfonylurea', () => {
  it.each([
    ['insulin-glargine', 'class:insulin+linezolid'],
    ['gliclazide', 'class:sulfonylurea+linezolid'],
  ])('%s: low blood sugar, the diabetes doctor the same day (Zyvox §5 Hypoglycemia)', (other, ruleId) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines: ['linezolid', other], substances: [] }, locale);
      expect(pairs.map((t) => t.ruleId)).toEqual([ruleId]);
      expect(pairs[0]).toMatchObject({ severity: 'moderate', management: 'monitor' });
      expect(pairs[0]!.mechanism).toMatch(/低血糖|low blood sugar/);
      expect(pairs[0]!.advice).toMatch(/当天|same day/);
      expect(pairs[0]!.source.ref).toMatch(/Zyvox.*Hypoglycemia/);
    }
  });
});
