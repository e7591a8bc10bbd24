import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { childAgeInChat, childAgeMonths } from './intents/child-dose';

// The serious findings of the clinician review of 2026-11-25 (late) left after the first repairs:
// Z1 §1–2 and §10, Z4 §1, E1 §1–2, E3 §3 and E4 §3 — each persona as the reviewer built it.

const THALASSAEMIA_TRAIT: Answers = {
  gender: 'female',
  age: 29,
  heightCm: 158,
  weightKg: 50,
  activityLevel: 'light',
  lifeStage: 'none',
  goals: ['pregnancy_prep', 'energy'],
  conditions: ['haemoglobinopathy', 'anemia'],
  labs: [
    { marker: 'hemoglobin', value: 102, unit: 'g/L' },
    { marker: 'MCV', value: 63, unit: 'fL' },
    { marker: 'ferritin', value: 210, unit: 'ng/mL' },
  ],
  supplements: [
    { optionId: 'iron-ferrous-sulfate', dose: 1, unit: 'tablet' },
    { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
    { optionId: 'vitamin-c-500', dose: 1000, unit: 'mg' },
  ],
};

const PREGNANT_ON_PTU: Answers = {
  gender: 'female',
  age: 31,
  heightCm: 162,
  weightKg: 53,
  activityLevel: 'light',
  lifeStage: 'pregnant_t1',
  conditions: ['hyperthyroid'],
  labs: [
    { marker: 'FT4', value: 28, unit: 'pmol/L' },
    { marker: 'TSH', value: 0.01, unit: 'mIU/L' },
  ],
  medicines: ['propylthiouracil'],
  supplements: [{ optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' }],
};

const CANCER_LOSING_WEIGHT: Answers = {
  gender: 'female',
  age: 58,
  heightCm: 163,
  weightKg: 54,
  activityLevel: 'sedentary',
  goals: ['weight_gain'],
  conditions: ['cancer'],
  medicines: ['capecitabine'],
};

describe('thalassaemia trait with her own iron (Z1)', () => {
  it('never tells her to take the iron with vitamin C to absorb more', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor('z1', THALASSAEMIA_TRAIT, locale);
      const q =
        locale === 'zh-CN'
          ? '我每天吃1000毫克维生素C和铁一起吃，为了促进吸收，可以继续吗？'
          : 'I take 1000 mg of vitamin C with my iron to absorb it better. OK to continue?';
      const text = assistantReply({ text: q, locale, plan, medicines: [] }).text;
      expect(text).not.toMatch(/可以一起|fine together|橙汁一起吃|with a glass of orange juice/);
      expect(text).toMatch(/不适合你|not for you/);
    }
  });

  it('says plainly to stop the iron she bought when she asks', () => {
    const plan = storedPlanFor('z1', THALASSAEMIA_TRAIT, 'zh-CN');
    const text = assistantReply({
      text: '那我现在应该把铁剂停掉吗？',
      locale: 'zh-CN',
      plan,
      medicines: [],
    }).text;
    expect(text).toMatch(/请先停用含铁的产品/);
  });

  it('reads a low MCV as the trait, not as iron deficiency, and sets no iron status from it', () => {
    const plan = planFor(THALASSAEMIA_TRAIT, 'zh-CN');
    const mcv = plan.findings.find((f) => f.id === 'lab:mcv');
    expect(mcv?.text).toMatch(/地中海贫血本身就会让红细胞变小/);
    expect(mcv?.text).not.toMatch(/常见于缺铁/);
    const iron = plan.nutrients.find((n) => n.key === 'iron');
    expect(iron?.reasons.some((r) => r.ref.startsWith('lab:mcv'))).toBe(false);
  });
});

describe('pregnant on PTU with an iodine prenatal (Z4)', () => {
  it('rules the prenatal out without also saying "keep taking it", and keeps folic acid and iron', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const review = planFor(PREGNANT_ON_PTU, locale).productReviews.find(
        (r) => r.optionId === 'prenatal-multivitamin',
      );
      expect(review?.verdict).toBe('avoid');
      const issues = review?.issues.join(' ') ?? '';
      expect(issues).not.toMatch(/可以继续服用|you can keep taking it/);
      expect(issues).toMatch(/叶酸和铁不要停|do not go without the folic acid and iron/);
      // 27 mg is below the WHO 30–60 mg range: never called "within" it.
      expect(issues).not.toMatch(/范围（每天30–60 mg元素铁）内|within the WHO antenatal range/);
    }
  });

  it('does not count the ruled-out prenatal as folic acid to keep', () => {
    const plan = storedPlanFor('z4', PREGNANT_ON_PTU, 'zh-CN');
    const text = assistantReply({
      text: '叶酸要吃多少？',
      locale: 'zh-CN',
      plan,
      medicines: ['propylthiouracil'],
    }).text;
    expect(text).not.toMatch(/保持现在的量即可/);
    // In the first trimester the replacement is named: a plain folic acid 400 µg tablet (review19-folic-acid).
    expect(text).toMatch(/换用的产品请仍含这份叶酸|换成只含叶酸的400微克叶酸片/);
  });

  it('a hyperthyroid woman who is not pregnant keeps the everyday iodine rule', () => {
    const plan = planFor({ ...PREGNANT_ON_PTU, lifeStage: 'none' }, 'zh-CN');
    const finding = plan.findings.find((f) => f.id === 'hyperthyroid');
    expect(finding?.text).toMatch(/甲亢治疗期间要限制碘/);
    expect(finding?.text).not.toMatch(/孕期正在治疗甲亢/);
  });
});

describe("a child's dose is the child's (E1)", () => {
  it('finds the age of the child asked about, and no child in an adult question', () => {
    expect(childAgeMonths("My 2-year-old daughter has a cow's milk allergy")).toBe(24);
    expect(childAgeMonths('my 18 month old son')).toBe(18);
    expect(childAgeMonths('儿子5岁，维生素D一天吃多少')).toBe(60);
    expect(childAgeMonths('我16岁女生，每天要吃多少铁')).toBe(192);
    expect(childAgeMonths("I'm 70 years old")).toBeNull();
    expect(childAgeMonths('我35岁，钙要吃多少')).toBeNull();
    expect(childAgeMonths('my son is 70kg')).toBeNull();
    expect(childAgeMonths('孕28周')).toBeNull();
    expect(
      childAgeInChat('Does she need vitamin D drops?', ['My 2-year-old daughter is allergic to milk']),
    ).toBe(24);
    expect(
      childAgeInChat('How much vitamin D do I need?', ['My 2-year-old daughter is allergic to milk']),
    ).toBeNull();
  });

  // NIH ODS fact sheets (IOM 2011): ages 1–3 calcium 700 mg, UL 2,500 mg; vitamin D 15 µg (600 IU),
  // UL 63 µg (2,500 IU).
  it('gives a 2-year-old the 1–3 year figures, never the adult ones', () => {
    const history = [
      { role: 'user' as const, content: "My 2-year-old daughter has a cow's milk allergy." },
      { role: 'assistant' as const, content: '…' },
    ];
    const calcium = assistantReply({
      text: 'How much calcium does she need a day, and should I give her a calcium supplement?',
      locale: 'en-US',
      plan: null,
      medicines: [],
      history,
    }).text;
    expect(calcium).toMatch(/700 mg/);
    expect(calcium).not.toMatch(/typical adult|1000 mg/);
    const vitaminD = assistantReply({
      text: 'Does she need vitamin D drops? How much?',
      locale: 'en-US',
      plan: null,
      medicines: [],
      history,
    }).text;
    expect(vitaminD).toMatch(/63 µg \(2500 IU\)/);
    expect(vitaminD).not.toMatch(/100 µg|typical adult/);
  });

  it('gives a 16-year-old the 14–18 figures in Chinese', () => {
    const text = assistantReply({
      text: '我16岁女生，每天要吃多少铁',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    }).text;
    expect(text).toMatch(/14–18岁/);
    expect(text).toMatch(/女孩 15 mg/);
    expect(text).not.toMatch(/一般成年人/);
  });
});

describe('palpitations, tremor and vomiting on theophylline (E3)', () => {
  const q = "My heart is pounding fast, I'm shaky and I've been vomiting since this morning";
  it('is urgent, names theophylline toxicity and never the alcohol-antibiotic reaction', () => {
    const r = assistantReply({
      text: q,
      locale: 'en-US',
      plan: null,
      medicines: ['theophylline', 'ciprofloxacin'],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/theophylline level/);
    expect(r.text).not.toMatch(/disulfiram|metronidazole/);
  });
  it('without theophylline the card says nothing of it', () => {
    const r = assistantReply({ text: q, locale: 'en-US', plan: null, medicines: [] });
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/theophylline/);
  });
});

describe('cancer with weight loss (E4)', () => {
  it('sets protein to ESPEN 1.0–1.5 g/kg, not the 0.8 g/kg RDA, in the plan and the chat', () => {
    const plan = planFor(CANCER_LOSING_WEIGHT, 'en-US');
    const protein = plan.nutrients.find((n) => n.key === 'protein');
    expect(protein?.target).toBe(54);
    const stored = storedPlanFor('e4', CANCER_LOSING_WEIGHT, 'en-US');
    const text = assistantReply({
      text: 'How much protein should I eat?',
      locale: 'en-US',
      plan: stored,
      medicines: ['capecitabine'],
    }).text;
    expect(text).toMatch(/54 g/);
    expect(text).toMatch(/54–81 g/);
    expect(text).not.toMatch(/43 g/);
  });
});
