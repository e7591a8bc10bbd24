/**
 * Forty-eighth clinician review, S2 and S3: methotrexate in leukaemia treatment. The co-trimoxazole beside it is the
 * prophylaxis the haematology team prescribes on purpose (taboos.ts `prescribedTogether`), and the pregnancy rows are
 * the oncology team's, never the rheumatologist's 5 mg folic acid or the IBD row's "keep taking your folic acid"
 * (teratogens.ts `onlyConditions`).
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { ALL_MAINTENANCE, youngWoman } from '../testing';
import { taboosFor } from './taboos';
import { teratogenFindings, teratogenRowsFor } from './teratogens';

const PAIR = 'methotrexate+sulfamethoxazole-trimethoprim';
const pairOf = (
  medicines: readonly string[],
  conditions: readonly string[] | undefined,
  locale: 'zh-CN' | 'en-US',
) =>
  taboosFor(
    { medicines: [...medicines], substances: [], ...(conditions ? { conditions: [...conditions] } : {}) },
    locale,
  ).find((t) => t.ruleId === PAIR);

/** The arthritis advice: another antibiotic, the pair avoided. */
const ASK_ANOTHER = /换用其他抗生素|ask for a different antibiotic/;

describe('methotrexate with co-trimoxazole in leukaemia treatment (S3)', () => {
  it.each([
    [
      'mercaptopurine beside them',
      ['methotrexate', 'sulfamethoxazole-trimethoprim', 'mercaptopurine'],
      undefined,
    ],
    ['cancer among the conditions', ['methotrexate', 'sulfamethoxazole-trimethoprim'], ['cancer']],
  ] as const)('%s: prescribed on purpose, keep taking both, never "avoid"', (_why, medicines, conditions) => {
    const zh = pairOf(medicines, conditions, 'zh-CN')!;
    const en = pairOf(medicines, conditions, 'en-US')!;
    for (const t of [zh, en]) {
      expect(t.management).toBe('monitor');
      expect(t.advice).not.toMatch(ASK_ANOTHER);
      expect(t.source.ref).toMatch(/ECIL/);
    }
    expect(zh.mechanism).toMatch(/有意一起开/);
    expect(zh.advice).toMatch(/^两种药都按血液科（肿瘤科）团队开的照常吃/);
    expect(zh.advice).toMatch(/今天就打电话问血液科团队/);
    expect(en.mechanism).toMatch(/prescribed together on purpose/);
    expect(en.advice).toMatch(/^Keep taking both exactly as your haematology \(oncology\) team prescribed/);
  });

  it('look-alike: methotrexate for arthritis with co-trimoxazole for an infection keeps "avoid, another antibiotic"', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const t = pairOf(['methotrexate', 'sulfamethoxazole-trimethoprim'], ['hypertension'], locale)!;
      expect(t.management).toBe('avoid');
      expect(t.advice).toMatch(ASK_ANOTHER);
    }
    // Azathioprine is a thiopurine too, but not leukaemia maintenance: the arthritis rule stands.
    const aza = pairOf(
      ['methotrexate', 'sulfamethoxazole-trimethoprim', 'azathioprine'],
      undefined,
      'en-US',
    )!;
    expect(aza.management).toBe('avoid');
  });
});

describe('the plan of a woman in ALL maintenance (S2, S3)', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    '%s: the pair line says prescribed on purpose, keep taking both',
    (locale) => {
      const plan = planFor(ALL_MAINTENANCE, locale);
      const t = plan.medicineTaboos.find((x) => x.ruleId === PAIR)!;
      expect(t.management).toBe('monitor');
      expect(t.advice).toMatch(locale === 'zh-CN' ? /照常吃/ : /Keep taking both/);
      expect(t.advice).not.toMatch(ASK_ANOTHER);
    },
  );

  it('look-alike: a woman on methotrexate given co-trimoxazole, no cancer, keeps the avoid line', () => {
    const plan = planFor(
      youngWoman({ age: 45, medicines: ['methotrexate', 'sulfamethoxazole-trimethoprim'] }),
      'en-US',
    );
    const t = plan.medicineTaboos.find((x) => x.ruleId === PAIR)!;
    expect(t.management).toBe('avoid');
    expect(t.advice).toMatch(/ask for a different antibiotic/);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: the pregnancy note is the oncology team’s, with no folic acid of its own',
    (locale) => {
      const findings = planFor(ALL_MAINTENANCE, locale).findings.filter((f) => f.id.startsWith('teratogen'));
      expect(findings.map((f) => f.id)).toEqual(['teratogen:antileukaemic-pregnancy']);
      const text = findings[0]!.text;
      expect(text).toMatch(locale === 'zh-CN' ? /血液科（肿瘤科）团队/ : /haematology \(oncology\) team/);
      expect(text).not.toMatch(
        /风湿科|炎症性肠病|叶酸（每天5毫克）继续吃|叶酸照常吃|rheumatologist|Crohn|keep taking (the|your) folic acid/,
      );
    },
  );

  it('mercaptopurine beside methotrexate with no condition ticked is leukaemia treatment too', () => {
    const rows = teratogenRowsFor(['mercaptopurine', 'methotrexate'], []).map((r) => r.row.id);
    expect(rows).toEqual(['antileukaemic-pregnancy']);
  });

  it('look-alikes: arthritis on methotrexate, Crohn’s on mercaptopurine keep their own rows', () => {
    expect(teratogenRowsFor(['methotrexate'], []).map((r) => r.row.id)).toEqual(['methotrexate']);
    expect(teratogenRowsFor(['mercaptopurine'], ['ibd']).map((r) => r.row.id)).toEqual([
      'thiopurine-pregnancy',
    ]);
    // Azathioprine beside leukaemia treatment is still the IBD row's: only methotrexate and mercaptopurine are claimed.
    expect(
      teratogenRowsFor(['mercaptopurine', 'methotrexate', 'azathioprine'], ['cancer']).map((r) => [
        r.row.id,
        r.drugs,
      ]),
    ).toEqual([
      ['antileukaemic-pregnancy', ['mercaptopurine', 'methotrexate']],
      ['thiopurine-pregnancy', ['azathioprine']],
    ]);
  });

  it('pregnant in leukaemia treatment: the team today, before the next methotrexate', () => {
    const [f] = teratogenFindings({
      locale: 'zh-CN',
      gender: 'female',
      age: 24,
      lifeStage: 'pregnant_t1',
      medicines: ['mercaptopurine', 'methotrexate'],
      conditions: ['cancer'],
    });
    expect(f!.severity).toBe('urgent');
    expect(f!.text).toMatch(
      /^白血病等抗肿瘤治疗期间怀孕[^。]*今天就联系血液科（肿瘤科）团队，在下一次吃甲氨蝶呤之前告诉他们/,
    );
  });
});

describe('the plan passes its conditions to the pair check (S3: cancer ticked, no thiopurine listed)', () => {
  it.each(['zh-CN', 'en-US'] as const)('%s: prescribed on purpose, not "avoid"', (locale) => {
    const plan = planFor(
      youngWoman({ conditions: ['cancer'], medicines: ['methotrexate', 'sulfamethoxazole-trimethoprim'] }),
      locale,
    );
    const t = plan.medicineTaboos.find((x) => x.ruleId === PAIR)!;
    expect(t.management).toBe('monitor');
    expect(t.advice).not.toMatch(ASK_ANOTHER);
  });
});
