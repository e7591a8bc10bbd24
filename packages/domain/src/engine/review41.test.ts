import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-first blind clinician review (2026-12-01): the plan's side, in personas of our own.

const ids = (a: Answers, locale: 'zh-CN' | 'en-US' = 'en-US') => planFor(a, locale).findings.map((f) => f.id);
const text = (a: Answers, id: string, locale: 'zh-CN' | 'en-US') =>
  planFor(a, locale).findings.find((f) => f.id === id)?.text ?? '';

describe('a man on a thalidomide-class medicine (zh S2)', () => {
  it.each(LOCALES)('%s: the condom rule is a finding of his plan', (locale) => {
    const a: Answers = {
      ...person('male', 31, 175, 72, 'moderate'),
      medicines: ['thalidomide', 'colchicine'],
    };
    expect(text(a, 'teratogen-men:thalidomide-class', locale)).toMatch(
      locale === 'zh-CN' ? /每一次都必须全程戴.*避孕套/ : /condom every time/,
    );
  });
  it('a woman of 34 on lenalidomide gets the two-methods rule, not the men’s', () => {
    const a: Answers = { ...person('female', 34, 165, 60, 'light'), medicines: ['lenalidomide'] };
    expect(ids(a)).toContain('teratogen:thalidomide-class');
    expect(ids(a)).not.toContain('teratogen-men:thalidomide-class');
    expect(text(a, 'teratogen:thalidomide-class', 'en-US')).toMatch(/two reliable methods/);
  });
});

describe('bosentan before a pregnancy (zh S1)', () => {
  const xu: Answers = {
    ...person('female', 29, 160, 47, 'sedentary'),
    goals: ['pregnancy_prep'],
    medicines: ['bosentan', 'sildenafil', 'furosemide', 'drospirenone-ethinylestradiol'],
  };
  it.each(LOCALES)(
    '%s: a teratogen warning that also says the pill is not enough and pregnancy is dangerous',
    (locale) => {
      const t = text(xu, 'teratogen:endothelin-receptor-antagonists', locale);
      expect(t).toMatch(locale === 'zh-CN' ? /单用激素避孕不可靠/ : /hormonal method alone is not enough/);
      expect(t).toMatch(locale === 'zh-CN' ? /怀孕对妈妈非常危险/ : /very dangerous for the mother/);
      expect(
        planFor(xu, locale).findings.find((f) => f.id === 'teratogen:endothelin-receptor-antagonists')
          ?.severity,
      ).toBe('warning');
    },
  );
  it('bosentan with the pill is a major pair', () => {
    const taboos = planFor(xu, 'en-US').medicineTaboos;
    expect(JSON.stringify(taboos)).toMatch(/the pill alone is not enough/);
  });
});

describe('a tube feed beside phenytoin or levothyroxine (en S1, M2)', () => {
  const ray: Answers = {
    ...person('male', 74, 175, 63, 'sedentary'),
    conditions: ['dysphagia', 'epilepsy', 'hypothyroid'],
    medicines: ['phenytoin', 'levothyroxine', 'atorvastatin'],
    uncheckedMedicines: ['Jevity 1.5 Cal tube feeding 60 mL/hr x 18 hrs'],
  };
  it.each(LOCALES)('%s: both medicines are given around the feed', (locale) => {
    expect(text(ray, 'tube-feed:phenytoin', locale)).toMatch(
      locale === 'zh-CN' ? /停营养液/ : /stop the feed about 2 hours before/,
    );
    expect(text(ray, 'tube-feed:levothyroxine', locale)).toMatch(
      locale === 'zh-CN' ? /不要混进营养液/ : /Do not mix levothyroxine/,
    );
  });
  it('no tube feed typed: no such finding', () => {
    const { uncheckedMedicines: _u, ...noTube } = ray;
    expect(ids(noTube).filter((id) => id.startsWith('tube-feed:'))).toEqual([]);
  });
  it.each(LOCALES)('%s: with dysphagia no nuts or seeds among the plan’s food examples', (locale) => {
    // the examples the plan names (after "For example" / "例如"), not the general sentence before them
    const all = planFor(ray, locale)
      .findings.map((f) => f.text.split(locale === 'zh-CN' ? '例如' : 'For example:')[1] ?? '')
      .join('\n');
    expect(all).not.toMatch(
      locale === 'zh-CN'
        ? /坚果|杏仁|瓜子|奇亚籽|南瓜子|芝麻酱/
        : /\balmonds?\b|\bseeds\b|\bnuts\b|\bpeanuts\b/i,
    );
  });
});

describe('heavy drinking on valproate (fortieth review, en M12)', () => {
  it.each(LOCALES)('%s: a finding of its own', (locale) => {
    const a: Answers = {
      ...person('male', 38, 178, 90, 'light'),
      conditions: ['mental_illness'],
      alcohol: 'heavy',
      medicines: ['valproate', 'quetiapine'],
    };
    expect(text(a, 'medicine-diet:alcohol-valproate', locale)).toMatch(
      locale === 'zh-CN' ? /黑框警告/ : /boxed warning/,
    );
  });
});

describe('sirolimus (fortieth review, en M10)', () => {
  it('grapefruit and pomelo are a warning of the plan', () => {
    const a: Answers = { ...person('male', 46, 170, 66, 'light'), medicines: ['sirolimus', 'mycophenolate'] };
    expect(text(a, 'medicine-diet:sirolimus-grapefruit-pomelo', 'en-US')).toMatch(/avoid grapefruit, pomelo/);
  });
});

describe('pulmonary fibrosis on pirfenidone (zh M3–M5)', () => {
  const lao: Answers = {
    ...person('male', 73, 170, 56, 'light'),
    conditions: ['mental_illness'],
    medicines: ['pirfenidone', 'fluvoxamine', 'omeprazole'],
  };
  it.each(LOCALES)('%s: fluvoxamine is a pair to avoid, and the food-and-sun row is a finding', (locale) => {
    const plan = planFor(lao, locale);
    expect(JSON.stringify(plan.medicineTaboos)).toMatch(
      locale === 'zh-CN' ? /开始吡非尼酮前停用氟伏沙明/ : /stop fluvoxamine before starting pirfenidone/,
    );
    expect(text(lao, 'medicine-diet:pirfenidone-food-sun', locale)).toMatch(
      locale === 'zh-CN' ? /随餐吃.*SPF 50/ : /with food.*SPF 50/,
    );
  });
});

describe('a liver test on bosentan (zh M7)', () => {
  it.each([
    [136, true],
    [80, false],
  ] as const)('ALT %i with an upper limit of 40: today is %s', (alt, today) => {
    const a: Answers = {
      ...person('female', 29, 160, 47, 'sedentary'),
      medicines: ['bosentan'],
      labs: [{ marker: 'ALT', value: alt, unit: 'U/L', labRefLow: 7, labRefHigh: 40 }],
    };
    const meaning = planFor(a, 'en-US').reportAnalysis?.markers.find((m) => m.key === 'alt')?.meaning ?? '';
    expect(meaning).toMatch(
      today ? /contact your pulmonary hypertension team today/ : /within the next few days/,
    );
  });
});

describe('olaparib, ziprasidone, obeticholic acid (zh M1, en M5, en M10)', () => {
  it.each([
    ['olaparib', 'medicine-diet:olaparib-grapefruit-seville', /Seville orange/],
    ['ziprasidone', 'medicine-diet:ziprasidone-with-food', /at least about 500 kcal/],
    ['obeticholic-acid', 'medicine-diet:obeticholic-acid-resin', /at least 4 hours before or 4 hours after/],
  ] as const)('%s: its row is a finding', (drug, id, said) => {
    const a: Answers = { ...person('female', 52, 158, 50, 'light'), medicines: [drug] };
    expect(text(a, id, 'en-US')).toMatch(said);
  });
});

describe('a low potassium beside her own QT medicines (en M6)', () => {
  it('the note names ziprasidone and hydroxyzine, not methadone', () => {
    const a: Answers = {
      ...person('female', 29, 165, 92, 'light'),
      conditions: ['mental_illness'],
      medicines: ['ziprasidone', 'hydroxyzine'],
      labs: [{ marker: 'Potassium', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 }],
    };
    const k =
      planFor(a, 'en-US').reportAnalysis?.markers.find((m) => m.key === 'serumPotassium')?.meaning ?? '';
    expect(k).toMatch(/\(ziprasidone and hydroxyzine\)/);
    expect(k).not.toMatch(/methadone/);
  });
});

describe('a phenytoin level beside a low albumin (en M1)', () => {
  it.each([
    [2.8, /about 10\.3 mg\/L/],
    [4.0, null],
  ] as const)('albumin %s g/dL', (albumin, said) => {
    const a: Answers = {
      ...person('male', 74, 175, 63, 'sedentary'),
      conditions: ['epilepsy'],
      medicines: ['phenytoin'],
      labs: [
        { marker: 'Phenytoin', value: 6.8, unit: 'mcg/mL', labRefLow: 10, labRefHigh: 20 },
        { marker: 'Albumin', value: albumin, unit: 'g/dL', labRefLow: 3.5, labRefHigh: 5.0 },
      ],
    };
    const m = planFor(a, 'en-US').reportAnalysis?.markers.find((x) => x.key === 'phenytoin')?.meaning ?? '';
    if (said) expect(m).toMatch(said);
    else expect(m).not.toMatch(/corrected for albumin/);
  });
});
