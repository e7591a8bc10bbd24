/**
 * Twenty-fifth clinician review (2026-11-29), moderate findings fixed in the next session:
 * - zh M12, M14: a uric acid of 610 on pyrazinamide was told only the diet, and "吃吡嗪酰胺后尿酸升高了，是药
 *   引起的吗？" had no answer: the result now carries the medicine as its likeliest cause (pyrazinamide label;
 *   ATS/CDC/IDSA 2016), a diuretic as a possible one (ACR 2020), and a cause asked about a result the plan
 *   holds is read from the plan without its value being typed.
 * - zh M15: daily baijiu on metformin had no word of lactic acidosis (Glucophage label, boxed warning, §5.1).
 * - zh M8: "叶酸我吃斯利安一片0.4毫克够不够？" (PKU, planning, no antiepileptic) was told not to make up 5 mg from
 *   many 0.4 mg tablets: "一片" is one tablet; and the typed "斯利安叶酸片 0.4mg" is counted at its printed strength.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const TB: Answers = {
  ...person('male', 52, 170, 62, 'light'),
  alcohol: 'heavy',
  conditions: ['diabetes', 'gout'],
  medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol', 'metformin'],
  labs: [
    { marker: 'ALT', value: 128, unit: 'U/L' },
    { marker: '尿酸', value: 610, unit: 'µmol/L' },
  ],
};
const NO_TB: Answers = { ...TB, medicines: ['metformin'] };
const THIAZIDE: Answers = { ...NO_TB, medicines: ['hydrochlorothiazide'] };

const ask = (a: Answers, text: string, locale: 'zh-CN' | 'en-US', name: string) =>
  assistantReply({ text, locale, plan: storedPlanFor(name, a, locale), medicines: a.medicines ?? [] });

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const uric = (a: Answers) =>
    planFor(a, locale).reportAnalysis?.markers.find((m) => m.key === 'uricAcid')?.meaning ?? '';

  it('a high uric acid on pyrazinamide names the medicine as its likeliest cause (zh M14)', () => {
    expect(uric(TB)).toMatch(zh ? /吡嗪酰胺.{0,20}尿酸升高/ : /pyrazinamide very often raises uric acid/);
    expect(uric(TB)).toMatch(zh ? /不要自己停抗结核药/ : /Do not stop the TB medicines yourself/);
    // Not said to someone who takes no TB medicine.
    expect(uric(NO_TB)).not.toMatch(/吡嗪酰胺|pyrazinamide/i);
    expect(uric(THIAZIDE)).toMatch(zh ? /利尿剂会让血尿酸升高/ : /diuretics raise uric acid/);
  });

  it('"is it the pyrazinamide?" without the value is read from the plan (zh M12)', () => {
    const r = ask(
      TB,
      zh
        ? '吃吡嗪酰胺后尿酸升高了，是药引起的吗？'
        : 'my uric acid went up after the TB pills, is it from the pyrazinamide?',
      locale,
      'tb-r25m',
    );
    expect(r.text).toMatch(/610/);
    expect(r.text).toMatch(zh ? /吡嗪酰胺很常见地让血尿酸升高/ : /pyrazinamide very often raises uric acid/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  it('a result named without a cause asked is not read from the plan', () => {
    const r = ask(TB, zh ? '尿酸高能吃豆腐吗' : 'with high uric acid can I eat tofu?', locale, 'tb-r25m');
    expect(r.parts).not.toContain('lab_result');
  });

  it('daily spirits on metformin: lactic acidosis said (zh M15)', () => {
    for (const a of [TB, NO_TB]) {
      const r = ask(
        a,
        zh
          ? '我每天喝二两白酒，吃二甲双胍有没有问题'
          : 'I drink about 4 shots of liquor a day, is that ok with metformin?',
        locale,
        a === TB ? 'tb-r25m' : 'met-r25m',
      );
      expect(r.text).toMatch(zh ? /乳酸酸中毒/ : /lactic acidosis/);
    }
    // On TB medicines the stricter rule still stands: no alcohol at all.
    const r = ask(
      TB,
      zh
        ? '我每天喝二两白酒，吃二甲双胍有没有问题'
        : 'I drink about 4 shots of liquor a day, is that ok with metformin?',
      locale,
      'tb-r25m',
    );
    expect(r.text).toMatch(zh ? /一口酒都不要喝|不要喝酒/ : /no alcohol at all/);
  });

  it('one 0.4 mg folic acid tablet, asked "enough?", is no making-up of 5 mg; its strength is counted (zh M8)', () => {
    const PKU: Answers = {
      ...person('female', 28, 160, 55, 'light'),
      goals: ['pregnancy_prep'],
      conditions: ['pku'],
      supplements: [{ name: '斯利安叶酸片 0.4mg', dose: 1, unit: 'tablet' }],
    };
    const r = ask(
      PKU,
      zh ? '叶酸我吃斯利安一片0.4毫克够不够？' : 'is one 0.4 mg folic acid tablet a day enough for me?',
      locale,
      'pku-r25m',
    );
    expect(r.text).not.toMatch(/凑5毫克|make up 5 mg|5 mg tablet/);
    expect(r.text).not.toMatch(/不知道，没有算进去|is not known, so it is not counted/);
    expect(r.text).toMatch(zh ? /提供 400 µg/ : /gives 400 µg/);
    // Twelve of them to make 5 mg is still the making-up answer.
    const many = ask(
      PKU,
      zh
        ? '斯利安是0.4的，那我一天吃12片凑5mg可以吧'
        : 'can I just take 12 of the 0.4 mg tablets to make up 5 mg?',
      locale,
      'pku-r25m',
    );
    expect(many.text).toMatch(zh ? /不要用很多片0.4毫克的叶酸来凑5毫克/ : /make up|5 mg/);
  });
});

describe.each(LOCALES)('%s — lingzhi with liver disease in the chat (zh M4)', (locale) => {
  const zh = locale === 'zh-CN';
  const CIRRHOSIS: Answers = {
    ...person('male', 62, 170, 68, 'light'),
    conditions: ['cirrhosis'],
    medicines: ['entecavir', 'spironolactone', 'furosemide'],
  };
  const HEALTHY: Answers = { ...person('male', 62, 170, 68, 'light') };
  const q = zh ? '儿子买的灵芝孢子粉，我还能吃吗？' : 'my son bought me reishi spore powder, can I take it?';
  it('with cirrhosis the plan’s "do not take it" leads, never "no known interaction" alone', () => {
    const r = ask(CIRRHOSIS, q, locale, 'cirrhosis-r25m');
    expect(r.text).toMatch(zh ? /肝硬化不要服用/ : /with cirrhosis/);
    expect(r.text).toMatch(zh ? /肝损伤/ : /liver injury/);
  });
  it('without liver disease no liver line is said', () => {
    const r = ask(HEALTHY, q, locale, 'healthy-r25m');
    expect(r.text).not.toMatch(/肝硬化不要服用|有肝病不要服用|with cirrhosis|with liver disease/);
  });
});
