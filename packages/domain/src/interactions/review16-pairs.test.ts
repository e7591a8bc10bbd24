/**
 * Sixteenth blind clinical review (issue 31/30), serious findings: medicine pairs the plan's medicine
 * warnings were silent on although both medicines were recognised.
 * - en P3 / zh P1: colchicine with a strong CYP3A4/P-gp inhibitor (Biaxin at an eGFR of 38) and with a
 *   statin (立普妥, CK 420) — Colcrys US PI §4, §5.3, §7; FDA 2009.
 * - en P4 / zh P2: domperidone with erythromycin and other CYP3A4 inhibitors or QT-prolonging medicines —
 *   MHRA Drug Safety Update 2014; EMA 2014.
 * - en P5 / zh P3: an integrase inhibitor (Biktarvy, dolutegravir) with calcium, iron, zinc, magnesium and
 *   Al/Mg antacids (达喜) — Biktarvy US PI §7; Tivicay US PI §2, §7.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { medicineTabooSchema } from '../contracts/plan';
import { ENZYME_INHIBITOR_PARTNERS } from '../knowledge/enzyme-inhibitor-pairs';
import { taboosFor } from './taboos';
import { resolveMedicine } from './resolve';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const BIKTARVY = 'bictegravir-emtricitabine-tenofovir-alafenamide';
const pairsOf = (medicines: string[], locale: Locale, substances: string[] = []) =>
  taboosFor({ medicines, substances: substances as never[] }, locale).filter(
    (t) => t.kind === 'drug_interaction',
  );

describe('colchicine with a CYP3A4/P-gp inhibitor', () => {
  it.each(ENZYME_INHIBITOR_PARTNERS.colchicineStrong!.map((id) => [id]))(
    'colchicine + %s: major, avoid, the label’s contraindication with kidney disease',
    (partner) => {
      for (const locale of LOCALES) {
        for (const medicines of [
          ['colchicine', partner],
          [partner, 'allopurinol', 'colchicine'],
        ]) {
          const pairs = pairsOf(medicines, locale).filter((t) => t.ruleId === `colchicine+${partner}`);
          expect(pairs, `${locale} ${medicines.join()}`).toHaveLength(1);
          expect(pairs[0]).toMatchObject({ severity: 'major', management: 'avoid' });
          expect(medicineTabooSchema.safeParse(pairs[0]).success).toBe(true);
          expect(pairs[0]!.source.ref).toMatch(/Colcrys.*§4.*FDA.*2009/);
          expect(pairs[0]!.mechanism).toMatch(locale === 'zh-CN' ? /肾功能.*禁止合用/ : /kidney.*must not/);
          expect(pairs[0]!.advice).toMatch(
            locale === 'zh-CN' ? /今天.*暂停秋水仙碱/ : /today.*pause the colchicine/,
          );
        }
      }
    },
  );

  it.each(ENZYME_INHIBITOR_PARTNERS.colchicineModerate!.map((id) => [id]))(
    'colchicine + %s (moderate inhibitor): major, a lower colchicine dose',
    (partner) => {
      for (const locale of LOCALES) {
        const pairs = pairsOf(['colchicine', partner], locale);
        expect(pairs.map((t) => t.ruleId)).toContain(`colchicine+${partner}`);
        const t = pairs.find((x) => x.ruleId === `colchicine+${partner}`)!;
        expect(t).toMatchObject({ severity: 'major', management: 'monitor' });
        expect(t.advice).toMatch(locale === 'zh-CN' ? /剂量通常要减少/ : /dose usually has to be lowered/);
      }
    },
  );

  it.each([['atorvastatin'], ['simvastatin'], ['rosuvastatin'], ['amlodipine-atorvastatin']])(
    'colchicine + %s: myopathy and rhabdomyolysis, CK and dark urine named',
    (statin) => {
      for (const locale of LOCALES) {
        const t = pairsOf(['colchicine', statin], locale).find((x) => x.ruleId === 'colchicine+class:statin');
        expect(t, `${locale} ${statin}`).toBeDefined();
        expect(t!.severity).toBe('major');
        expect(t!.mechanism).toMatch(locale === 'zh-CN' ? /横纹肌溶解/ : /rhabdomyolysis/);
        expect(t!.advice).toMatch(
          locale === 'zh-CN' ? /浓茶或可乐.*秋水仙碱/ : /cola-coloured urine.*colchicine/,
        );
      }
    },
  );

  it('the reviewers’ medicine lists, as typed, get the pairs', () => {
    const stan = ['Colcrys 0.6 mg', 'Biaxin 500 mg', 'Lipitor 40 mg', 'allopurinol', 'lisinopril'].map(
      (x) => {
        const r = resolveMedicine(x);
        return r.status === 'resolved' ? r.id : x;
      },
    );
    expect(pairsOf(stan, 'en-US').map((t) => t.ruleId)).toEqual(
      expect.arrayContaining(['colchicine+clarithromycin', 'colchicine+class:statin']),
    );
    const zhao = ['秋水仙碱', '立普妥', '科素亚', '优立通'].map((x) => {
      const r = resolveMedicine(x);
      return r.status === 'resolved' ? r.id : x;
    });
    expect(pairsOf(zhao, 'zh-CN').map((t) => t.ruleId)).toContain('colchicine+class:statin');
  });

  it('look-alikes stay silent: colchicine with azithromycin, amlodipine or allopurinol; clarithromycin alone', () => {
    for (const locale of LOCALES) {
      for (const medicines of [
        ['colchicine', 'azithromycin'],
        ['colchicine', 'amlodipine'],
        ['colchicine', 'allopurinol'],
        ['clarithromycin', 'amlodipine'],
      ]) {
        expect(
          pairsOf(medicines, locale).filter((t) => /colchicine|domperidone/.test(t.ruleId ?? '')),
          medicines.join(),
        ).toEqual([]);
      }
    }
  });
});

describe('domperidone with a CYP3A4 inhibitor or a QT-prolonging medicine', () => {
  it.each(ENZYME_INHIBITOR_PARTNERS.domperidone!.map((id) => [id]))(
    'domperidone + %s: major, avoid',
    (partner) => {
      for (const locale of LOCALES) {
        for (const medicines of [
          ['domperidone', partner],
          [partner, 'paracetamol', 'domperidone'],
        ]) {
          const t = pairsOf(medicines, locale).find((x) => x.ruleId === `domperidone+${partner}`);
          expect(t, `${locale} ${medicines.join()}`).toBeDefined();
          expect(t).toMatchObject({ severity: 'major', management: 'avoid' });
          expect(t!.source.ref).toMatch(/MHRA.*2014.*EMA/);
          expect(t!.mechanism).toMatch(locale === 'zh-CN' ? /QT间期/ : /QT interval/);
          expect(t!.advice).toMatch(
            locale === 'zh-CN' ? /不要同时服用.*急救/ : /Do not take these two together.*emergency number/,
          );
        }
      }
    },
  );

  it('Motilium and 吗丁啉 resolve to domperidone', () => {
    for (const x of ['Motilium 10mg', '吗丁啉']) {
      const r = resolveMedicine(x);
      expect(r.status === 'resolved' && r.id).toBe('domperidone');
    }
  });

  it('look-alikes stay silent: domperidone with amoxicillin, paracetamol or cefalexin; erythromycin alone', () => {
    for (const locale of LOCALES) {
      for (const medicines of [
        ['domperidone', 'amoxicillin'],
        ['domperidone', 'paracetamol'],
        ['erythromycin', 'paracetamol'],
      ]) {
        expect(
          pairsOf(medicines, locale).filter((t) => (t.ruleId ?? '').startsWith('domperidone+')),
          medicines.join(),
        ).toEqual([]);
      }
    }
  });
});

describe('integrase inhibitors with polyvalent cations', () => {
  it.each([
    ['calcium', 2],
    ['iron', 2],
    ['zinc', 2],
    ['magnesium', 6],
  ] as const)('Biktarvy with %s: spaced by its label', (mineral, hours) => {
    for (const locale of LOCALES) {
      const t = taboosFor({ medicines: [BIKTARVY], substances: [mineral] }, locale).find(
        (x) => x.kind !== 'drug_interaction' && x.target === mineral,
      );
      expect(t, `${locale} ${mineral}`).toBeDefined();
      expect(t).toMatchObject({ management: 'separate', separateHours: hours });
      expect(t!.source.ref).toMatch(/Biktarvy.*§7/);
      expect(t!.advice).toMatch(
        mineral === 'magnesium'
          ? locale === 'zh-CN'
            ? /前至少2小时、或之后至少6小时/
            : /2 hours before or 6 hours after/
          : locale === 'zh-CN'
            ? /和饭一起才能同时吃/
            : /only together with a meal/,
      );
    }
  });

  it.each([
    [BIKTARVY, 'hydrotalcite'],
    [BIKTARVY, 'aluminum-hydroxide'],
    ['dolutegravir', 'hydrotalcite'],
    ['dolutegravir', 'sucralfate'],
  ])('%s with the antacid medicine %s: never at the same time', (drug, antacid) => {
    for (const locale of LOCALES) {
      const t = pairsOf([drug, antacid], locale).find((x) => x.ruleId === `${drug}+class:antacid`);
      expect(t, `${locale}`).toBeDefined();
      expect(t!.advice).toMatch(locale === 'zh-CN' ? /前2小时|前至少2小时/ : /2 hours before/);
      expect(t!.advice).toMatch(locale === 'zh-CN' ? /6小时/ : /6 hours/);
    }
  });

  it('look-alikes: Biktarvy with vitamin D, B12 or omeprazole and dolutegravir with vitamin C have no spacing', () => {
    for (const locale of LOCALES) {
      const biktarvy = taboosFor(
        { medicines: [BIKTARVY, 'omeprazole'], substances: ['vitaminD', 'vitaminB12'] },
        locale,
      );
      expect(biktarvy.filter((t) => t.drugId === BIKTARVY && t.kind !== 'drug_interaction')).toEqual([]);
      expect(pairsOf([BIKTARVY, 'omeprazole'], locale)).toEqual([]);
      expect(taboosFor({ medicines: ['dolutegravir'], substances: ['vitaminC'] }, locale)).toEqual([]);
    }
  });
});
