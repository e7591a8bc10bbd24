/**
 * Thirty-first blind clinician review (2026-11-30), moderate findings worked in the plan: biotin and a low
 * TSH (en M2), the INR as reports print it (zh M2). The warfarin and tetracycline pregnancy rows are in
 * teratogens.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { analyseLabs, convertLabValue } from '../labs';
import { planFor } from './index';
import { searchDrugs } from '../interactions/search';

const woman = person('female', 27, 165, 58, 'light');
const tshLow = { marker: 'TSH', value: 0.21, unit: 'mIU/L' };

const withBiotin = (ug: number): Answers => ({
  ...woman,
  supplements: [{ optionId: 'biotin', name: 'biotin', dose: ug, unit: 'ug' }],
  labs: [tshLow],
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('en M2: a low TSH with milligrams of biotin a day says the result may be false and to repeat it off biotin', () => {
    const f = planFor(withBiotin(10000), locale).findings.find((x) => x.id === 'lab:tsh');
    expect(f?.text).toMatch(
      zh
        ? /TSH假性偏低[\s\S]*先停用生物素至少2–3天/
        : /falsely low[\s\S]*Stop the biotin for at least 2–3 days/,
    );
    expect(f?.reasons.some((r) => r.ref === 'supplement:biotin' && /FDA/.test(r.source.ref))).toBe(true);
  });

  it('below a milligram of biotin (a multivitamin’s share) the TSH finding has no such note', () => {
    const f = planFor(withBiotin(300), locale).findings.find((x) => x.id === 'lab:tsh');
    expect(f?.text).not.toMatch(/生物素|biotin/i);
  });
});

describe('zh M2: the INR as reports print it', () => {
  it.each(['INR', 'inr', '-', '无', 'ratio', '比值'])('unit "%s" is read as the ratio', (unit) => {
    expect(convertLabValue('inr', 3.6, unit)).toBe(3.6);
  });

  it('"国际标准化比值 INR 3.6" with the unit "INR" is a recognised marker, not rejected', () => {
    const a = analyseLabs([{ marker: '国际标准化比值', value: 3.6, unit: 'INR' }], {
      sex: 'female',
      age: 29,
      locale: 'zh-CN',
    });
    expect(a.rejected).toEqual([]);
    expect(a.analysis.markers.map((m) => m.key)).toEqual(['inr']);
  });
});

describe.each(LOCALES)('en M9 (%s): an amphetamine with alkalinising antacids and vitamin C', (locale) => {
  const liam: Answers = {
    ...person('male', 33, 178, 64, 'active'),
    medicines: ['lisdexamfetamine'],
    supplements: [
      { optionId: 'calcium-carbonate-tums', name: 'Quick-Eze (calcium carbonate)', dose: 4, unit: 'tablet' },
      { optionId: 'vitamin-c-1000', name: 'vitamin C 1000', dose: 1, unit: 'tablet' },
    ],
  };
  it('the antacid is a moderate pair to avoid and high-dose vitamin C a minor one (Vyvanse US PI §7.1)', () => {
    const taboos = planFor(liam, locale).medicineTaboos.filter((t) => t.drugId === 'lisdexamfetamine');
    const calcium = taboos.find((t) => t.target === 'calcium');
    expect(calcium?.severity).toBe('moderate');
    expect(calcium?.source.ref).toMatch(/Vyvanse[^;]*§7\.1/);
    expect(taboos.find((t) => t.target === 'vitaminC')?.severity).toBe('minor');
  });
  it('a multivitamin’s vitamin C is not the acidifying dose', () => {
    const plain: Answers = {
      ...liam,
      supplements: [{ optionId: 'multivitamin-men', name: 'Centrum Men', dose: 1, unit: 'tablet' }],
    };
    const taboos = planFor(plain, locale).medicineTaboos.filter((t) => t.drugId === 'lisdexamfetamine');
    expect(taboos.find((t) => t.target === 'vitaminC')).toBeUndefined();
  });
});

describe.each(LOCALES)(
  'zh M5 (%s): a high calcium on active vitamin D or teriparatide names them',
  (locale) => {
    const zh = locale === 'zh-CN';
    const chen: Answers = {
      ...person('female', 74, 152, 45, 'sedentary'),
      medicines: ['alfacalcidol', 'teriparatide'],
      supplements: [{ optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 2, unit: 'tablet' }],
      labs: [{ marker: '血钙', value: 2.71, unit: 'mmol/L' }],
    };
    it('the calcium finding is urgent and sends her to the prescriber today about the next dose', () => {
      const f = planFor(chen, locale).findings.find((x) => x.id === 'lab:serumCalcium');
      expect(f?.severity).toBe('urgent');
      expect(f?.text).toMatch(
        zh ? /活性维生素D[\s\S]*今天就联系开药医生/ : /active vitamin D[\s\S]*Contact the prescriber today/,
      );
    });
    it('teriparatide is a medicine the dictionary knows (复泰奥, Forteo)', () => {
      for (const name of ['复泰奥', 'Forteo', '特立帕肽'])
        expect(searchDrugs(name).map((h) => h.drug.id)).toContain('teriparatide');
    });
  },
);
