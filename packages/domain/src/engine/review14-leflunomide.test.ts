/**
 * Fourteenth clinician review, en P5 #1 ("Anjali", RA on Arava planning a pregnancy): the plan had a
 * pregnancy note for hydroxychloroquine and none for leflunomide. Both languages; pregnant, the finding
 * says the label's stop-and-washout, never "do not stop the medicine yourself".
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const ANJALI = new Map(REFERENCE_PERSONAS).get('Anjali leflunomide, planning a pregnancy, ALT 72 (en)')!;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('planning a pregnancy: the leflunomide washout is a warning finding', () => {
    const f = planFor(ANJALI, locale).findings.find((x) => x.id === 'teratogen:leflunomide');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(
      zh ? /考来烯胺每次8克、每天3次、连用11天/ : /cholestyramine 8 g three times a day for 11 days/,
    );
    expect(f?.text).toMatch(zh ? /今天就给开药的医生打电话/ : /Call the prescriber today/);
  });
  it.each<[string, Answers]>([
    ['leflunomide', { ...ANJALI, lifeStage: 'pregnant_t1' } as Answers],
    ['teriflunomide', { ...ANJALI, medicines: ['teriflunomide'], lifeStage: 'pregnant_t1' } as Answers],
  ])('pregnant on %s: stop and call today, never "do not stop"', (_, answers) => {
    const f = planFor(answers, locale).findings.find((x) => x.id === 'teratogen:leflunomide');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /说明书要求停药/ : /the label says stop it/);
    expect(f?.text).not.toMatch(zh ? /不要自己停药/ : /do not stop the medicine yourself/);
  });
});

describe.each(LOCALES)('%s: ALT 72 on leflunomide (en P5 #5)', (locale) => {
  const zh = locale === 'zh-CN';
  it('the ALT finding names leflunomide, the prescriber this week and no alcohol', () => {
    const f = planFor(ANJALI, locale).findings.find((x) => x.id === 'lab:alt');
    expect(f?.text).toMatch(zh ? /你在吃来氟米特/ : /You take leflunomide/);
    expect(f?.text).toMatch(
      zh
        ? /这周内把这个结果给风湿科/
        : /Show this result to your rheumatologist \(or neurologist\) this week/,
    );
    expect(f?.text).toMatch(zh ? /避免喝酒/ : /avoid alcohol/);
  });
});
