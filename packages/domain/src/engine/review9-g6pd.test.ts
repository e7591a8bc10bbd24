/**
 * Ninth clinician review, zh P1 (阿杰, 31, G6PD deficiency on co-trimoxazole with 3 g vitamin C, berberine,
 * Huanglian Shangqing pills and pearl powder): G6PD deficiency is a condition of its own with sourced rows
 * (WHO Working Group 1989, CPIC 2022, the labels, Hong Kong DH/HA), the G6PD tests are read, the
 * medicines the person types are found, and the review rules out what sets off haemolysis.
 */
import { describe, expect, it } from 'vitest';
import { answersSchema, CONDITIONS, type Answers } from '../contracts/questionnaire';
import { searchDrugs } from '../interactions/search';
import { chronicRulesOf } from '../knowledge/chronic-conditions';
import { findingOf, LOCALES, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const A_JIE = new Map(REFERENCE_PERSONAS).get(
  'G6PD deficiency on co-trimoxazole with vitamin C 3 g, berberine and herbs',
)!;
const man: Answers = person('male', 31, 170, 62, 'light');

describe('G6PD deficiency is a questionnaire condition with its own sourced rows', () => {
  it('the contract has it, and a stored answer with it parses', () => {
    expect(CONDITIONS).toContain('g6pd_deficiency');
    expect(answersSchema.safeParse({ ...man, conditions: ['g6pd_deficiency'] }).success).toBe(true);
  });

  it('every row is bilingual, sourced, and the Chinese text has no English words', () => {
    const rows = chronicRulesOf('g6pd_deficiency');
    expect(rows.map((r) => r.id)).toEqual([
      'g6pd.fava-naphthalene',
      'g6pd.medicines',
      'g6pd.herbs',
      'g6pd.vitamin-c',
      'g6pd.anaemia',
      'g6pd.haemolysis-signs',
    ]);
    for (const r of rows) {
      expect(r.text.zh && r.text.en && r.source.ref, r.id).toBeTruthy();
      expect(r.text.zh.replace(/G6PD/g, ''), r.id).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it.each(LOCALES)('%s: the finding names the triggers, and co-trimoxazole taken now leads it', (locale) => {
    const f = findingOf(planFor(A_JIE, locale), 'g6pd-deficiency');
    expect(f?.severity).toBe('warning');
    if (locale === 'zh-CN') {
      expect(f?.text).toMatch(
        /^蚕豆病（G6PD缺乏）：你在吃的复方磺胺甲噁唑.*今天就告诉开药医生.*不要自己停药/,
      );
      expect(f?.text).toMatch(/蚕豆.*樟脑丸.*伯氨喹.*黄连.*珍珠粉.*金银花.*大剂量维生素C.*不是缺铁.*酱油色/s);
    } else {
      expect(f?.text).toMatch(
        /^G6PD deficiency \(favism\): Sulfamethoxazole\/trimethoprim can set off haemolysis.*today/,
      );
      expect(f?.text).toMatch(
        /fava.*mothballs.*primaquine.*coptis.*pearl powder.*honeysuckle.*high-dose vitamin C/s,
      );
    }
    expect(f?.reasons.map((r) => r.source.ref).join(' ')).toMatch(/WHO Working Group.*1989/);
    expect(f?.reasons.map((r) => r.source.ref).join(' ')).toMatch(/Bactrim/);
  });

  it('without a medicine that sets off haemolysis there is no medicine line', () => {
    const f = findingOf(planFor({ ...man, conditions: ['g6pd_deficiency'] }, 'zh-CN'), 'g6pd-deficiency');
    expect(f?.text).toMatch(/^蚕豆病（G6PD缺乏）：不要吃蚕豆/);
  });

  it('no one else gets it: haemoglobinopathy keeps its own finding', () => {
    const p = planFor({ ...man, conditions: ['haemoglobinopathy'] }, 'zh-CN');
    expect(findingOf(p, 'g6pd-deficiency')).toBeUndefined();
    expect(findingOf(planFor(man, 'en-US'), 'g6pd-deficiency')).toBeUndefined();
  });
});

describe('the G6PD tests are read (zh P1 finding 4)', () => {
  it.each(LOCALES)(
    '%s: G6PD/6PGD 0.58 (ratio) and G6PD activity 2.1 U/g Hb are low, and count as the condition',
    (locale) => {
      for (const lab of [
        { marker: 'G6PD/6PGD比值', value: 0.58, unit: '比值' },
        { marker: 'G6PD活性', value: 2.1, unit: 'U/g Hb' },
        { marker: 'G6PD activity', value: 2.1, unit: 'U/gHb' },
      ]) {
        const p = planFor({ ...man, labs: [lab] }, locale);
        const m = p.reportAnalysis?.markers.find((x) => x.key === 'g6pdRatio' || x.key === 'g6pdActivity');
        expect(m?.flag, lab.marker).toBe('low');
        expect(m?.meaning).toMatch(locale === 'zh-CN' ? /蚕豆病/ : /favism/);
        // Not ticked, but the test says it: the G6PD finding is there.
        expect(findingOf(p, 'g6pd-deficiency'), lab.marker).toBeDefined();
      }
    },
  );

  // Forty-seventh clinician review, zh M10: an inherited activity is no critical value of the day.
  it.each(LOCALES)(
    '%s: a very low G6PD activity (1.1 U/g Hb) is not a critical value to act on today',
    (locale) => {
      const p = planFor({ ...man, labs: [{ marker: 'G6PD活性', value: 1.1, unit: 'U/g Hb' }] }, locale);
      expect(p.reportAnalysis?.markers.find((x) => x.key === 'g6pdActivity')?.flag).toBe('low');
      expect(JSON.stringify(p)).not.toMatch(/危急界值|critical limit/);
    },
  );

  it('with G6PD deficiency a low haemoglobin is haemolysis until shown otherwise, not "commonly iron"', () => {
    const p = planFor(A_JIE, 'zh-CN');
    const hb = p.reportAnalysis?.markers.find((m) => m.key === 'hemoglobin');
    expect(hb?.meaning).toMatch(/溶血/);
    expect(hb?.meaning).not.toMatch(/常见原因是缺铁/);
  });
});

describe('the review rules out what sets off haemolysis (zh P1 findings 1, 2, 6)', () => {
  it.each(LOCALES)(
    '%s: vitamin C 3 g avoid, berberine avoid, Huanglian Shangqing pills and pearl powder avoid',
    (locale) => {
      const reviews = planFor(A_JIE, locale).productReviews ?? [];
      expect(reviews.map((r) => r.verdict)).toEqual(['avoid', 'avoid', 'avoid', 'avoid']);
      expect(reviews[0]?.issues.join(' ')).toMatch(
        locale === 'zh-CN' ? /蚕豆病患者身上引起溶血/ : /haemolysis in G6PD/,
      );
      for (const r of reviews.slice(1))
        expect(r.issues.join(' ')).toMatch(locale === 'zh-CN' ? /诱发溶血/ : /set off haemolysis/);
    },
  );

  it('one 1000 mg vitamin C tablet a day is "reduce" with G6PD deficiency, and fine without it', () => {
    const one = { supplements: [{ optionId: 'vitamin-c-1000', dose: 1, unit: 'tablet' as const }] };
    const g6pd = planFor({ ...man, ...one, conditions: ['g6pd_deficiency'] }, 'zh-CN').productReviews ?? [];
    expect(g6pd[0]?.verdict).toBe('reduce');
    const plain = planFor({ ...man, ...one }, 'zh-CN').productReviews ?? [];
    expect(plain[0]?.verdict).not.toBe('reduce');
    expect(plain[0]?.issues.join(' ')).not.toMatch(/蚕豆病/);
  });

  it('berberine is not "avoid" for someone without G6PD deficiency (the herbs rule is the condition’s)', () => {
    const p = planFor(
      { ...man, supplements: [{ optionId: 'berberine-100', dose: 3, unit: 'tablet' }] },
      'zh-CN',
    );
    expect(p.productReviews?.[0]?.issues.join(' ')).not.toMatch(/蚕豆病|溶血/);
  });
});

describe('medicines a G6PD-deficient person types are found (zh P1 finding 8, zh P2 finding 4)', () => {
  it.each([
    ['SMZ', 'sulfamethoxazole-trimethoprim'],
    ['SMZ-TMP', 'sulfamethoxazole-trimethoprim'],
    ['复方新诺明', 'sulfamethoxazole-trimethoprim'],
    ['复方磺胺甲恶唑', 'sulfamethoxazole-trimethoprim'],
    ['伯氨喹', 'primaquine'],
    ['磷酸伯氨喹片', 'primaquine'],
    ['primaquine', 'primaquine'],
    ['氨苯砜', 'dapsone'],
    ['dapsone', 'dapsone'],
    ['环硅酸锆钠', 'sodium-zirconium-cyclosilicate'],
    ['利倍卓', 'sodium-zirconium-cyclosilicate'],
    ['Lokelma', 'sodium-zirconium-cyclosilicate'],
    ['聚苯乙烯磺酸钙', 'calcium-polystyrene-sulfonate'],
    ['Kayexalate', 'sodium-polystyrene-sulfonate'],
    ['Veltassa', 'patiromer'],
  ])('%s → %s', (q, id) => {
    expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id).toBe(id);
  });
});

describe('the haemodialysis plan reads its labs as dialysis (zh P2 findings 5, 6)', () => {
  const LAO_LIU = new Map(REFERENCE_PERSONAS).get(
    'haemodialysis on sevelamer, calcitriol and valsartan, potassium 6.3',
  )!;
  it.each(LOCALES)(
    '%s: vitamin D is the nephrologist’s, the anaemia is the kidneys’, creatinine is no emergency',
    (locale) => {
      const p = planFor(LAO_LIU, locale);
      const meaning = (key: string) => p.reportAnalysis?.markers.find((m) => m.key === key)?.meaning ?? '';
      const zh = locale === 'zh-CN';
      // His calcium is high (2.62 mmol/L): the high-calcium reading (no vitamin D now) outranks the
      // dialysis one since the calcium review's merge; either way the plan adds no vitamin D.
      expect(meaning('vitaminD25OH')).toMatch(
        zh
          ? /透析时.*肾内科医生.*方案不另外补充|你的血钙偏高：现在不要补维生素D/
          : /on dialysis.*nephrologist.*adds none|but your blood calcium is high/,
      );
      expect(meaning('vitaminD25OH')).not.toMatch(/方案会优先补充|prioritises/);
      expect(meaning('hemoglobin')).toMatch(zh ? /促红素/ : /erythropoietin/);
      expect(meaning('hemoglobin')).not.toMatch(/常见原因是缺铁|commonest cause is iron/);
      expect(findingOf(p, 'lab:creatinine')?.severity).not.toBe('urgent');
      expect(findingOf(p, 'lab:urea')?.severity).not.toBe('urgent');
      // The potassium of 6.3 stays urgent.
      expect(findingOf(p, 'lab:serumPotassium')?.severity).toBe('urgent');
    },
  );

  it('without dialysis a creatinine of 920 µmol/L is still beyond the critical limit', () => {
    const p = planFor(
      { ...man, conditions: ['kidney_disease'], labs: [{ marker: '肌酐', value: 920, unit: 'μmol/L' }] },
      'zh-CN',
    );
    expect(findingOf(p, 'lab:creatinine')?.severity).toBe('urgent');
  });
});

describe('intact PTH is read (zh P2 finding 4)', () => {
  it.each([
    ['全段甲状旁腺激素', 620, 'pg/mL'],
    ['iPTH', 65.7, 'pmol/L'],
    ['PTH, intact', 620, 'ng/L'],
  ])('%s %s %s: high, the nephrologist’s on dialysis, never "get care today"', (marker, value, unit) => {
    const dialysis: Answers = {
      ...man,
      conditions: ['kidney_disease', 'dialysis'],
      labs: [{ marker, value, unit }],
    };
    const p = planFor(dialysis, 'zh-CN');
    const m = p.reportAnalysis?.markers.find((x) => x.key === 'pth');
    expect(m?.flag).toBe('high');
    expect(m?.meaning).toMatch(/2–9倍.*肾内科医生/);
    expect(findingOf(p, 'lab:pth')?.severity).not.toBe('urgent');
    expect(findingOf(planFor({ ...man, labs: [{ marker, value, unit }] }, 'en-US'), 'lab:pth')?.text).toMatch(
      /vitamin D.*primary hyperparathyroidism/,
    );
  });

  it('PTHrP is another test', () => {
    const p = planFor({ ...man, labs: [{ marker: 'PTHrP', value: 5, unit: 'pmol/L' }] }, 'en-US');
    expect(p.reportAnalysis?.markers.find((x) => x.key === 'pth')).toBeUndefined();
  });
});
