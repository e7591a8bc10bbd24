import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { taboosFor } from '../interactions';
import { redFlagsFor } from '../safety';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// The sixth clinician review of 2026-11-26 (ten personas on 85cd687: 15 serious), each serious finding
// a rule could fix, as the reviewer saw it (development data once read).

type Locale = 'zh-CN' | 'en-US';
const ask = (text: string, locale: Locale, medicines: string[] = [], answers?: Answers) =>
  assistantReply({
    text,
    locale,
    plan: answers ? storedPlanFor(`sixth:${JSON.stringify(answers)}:${locale}`, answers, locale) : null,
    medicines,
    history: [],
  });

const overload: Answers = {
  gender: 'male',
  age: 52,
  heightCm: 175,
  weightKg: 80,
  activityLevel: 'light',
  medicines: ['omeprazole'],
  supplements: [{ optionId: 'vitamin-c-1000', dose: 1, unit: 'tablet' }],
  labs: [{ marker: 'ferritin', value: 1200, unit: 'ng/mL' }],
};

describe('iron overload (zh P3, en P4)', () => {
  it('a vitamin C product is avoid, none is recommended, and no "make up the iron" note stands', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(overload, locale);
      expect(plan.productReviews[0]?.verdict).toBe('avoid');
      expect(plan.recommendations.some((r) => r.nutrient === 'vitaminC')).toBe(false);
      expect(plan.medicineTaboos.some((t) => t.kind === 'depletion' && t.target === 'iron')).toBe(false);
    }
    const normal = planFor(
      { ...overload, labs: [{ marker: 'ferritin', value: 80, unit: 'ng/mL' }] },
      'en-US',
    );
    expect(normal.productReviews[0]?.verdict).not.toBe('avoid');
  });

  it('"should I stop my vitamin C?" hears that vitamin C raises iron absorption', () => {
    const r = ask('Should I stop my vitamin C 1000 mg?', 'en-US', ['omeprazole'], overload);
    expect(r.text).toMatch(/increases how much iron you absorb/);
  });
});

describe('capecitabine (zh P5, en P3)', () => {
  it('folic acid is a major interaction, and a 1,000 mg vitamin C is held', () => {
    const t = taboosFor({ medicines: ['capecitabine'], substances: ['folate'] }, 'zh-CN');
    expect(t.some((x) => x.target === 'folate' && x.severity === 'major' && x.management === 'avoid')).toBe(
      true,
    );
    const plan = planFor(
      {
        gender: 'female',
        age: 66,
        heightCm: 160,
        weightKg: 58,
        activityLevel: 'light',
        conditions: ['cancer'],
        medicines: ['capecitabine'],
        supplements: [{ optionId: 'vitamin-c-1000', dose: 1, unit: 'tablet' }],
      },
      'en-US',
    );
    expect(plan.productReviews[0]?.verdict).toBe('avoid');
  });
});

describe('haemoglobinopathy texts are not sickle-cell instructions for a thalassaemia carrier (zh P2)', () => {
  it('the sickle cell lines say they are for sickle cell disease', () => {
    const plan = planFor(
      {
        gender: 'female',
        age: 29,
        heightCm: 160,
        weightKg: 52,
        activityLevel: 'light',
        conditions: ['haemoglobinopathy'],
      },
      'zh-CN',
    );
    const text = plan.findings.find((f) => f.id === 'haemoglobinopathy')?.text ?? '';
    expect(text).toMatch(/如果是镰状细胞病：每天多喝水/);
    expect(text).not.toMatch(/是常规治疗的一部分：请继续按处方服用/);
  });
});

describe('a previous neural tube defect (en P2)', () => {
  it('4 mg folic acid, prescribed, never "800 µg is enough" or a child’s question', () => {
    const r = ask(
      "I'm 6 weeks pregnant and my last pregnancy had spina bifida. Is 800 mcg folic acid enough?",
      'en-US',
    );
    expect(r.text).toMatch(/4 mg \(4,000 µg\) a day, prescribed by your doctor/);
    expect(r.text).not.toMatch(/paediatrician/);
    expect(ask('上一胎查出脊柱裂，现在备孕，叶酸吃多少', 'zh-CN').text).toMatch(/每天 4 毫克（4000 微克）/);
  });
});

describe('a sulfonylurea with keto or fasting (en P1)', () => {
  it('warns of lows and a dose change first', () => {
    const r = ask(
      "I'm on glipizide and metformin, doing keto under 20g carbs and a 24 hour fast once a week. Is that ok?",
      'en-US',
      ['glipizide', 'metformin'],
    );
    expect(r.text).toMatch(/drop your glucose dangerously low/);
  });
});

describe('PTU with itching, dark urine and no appetite (zh P4)', () => {
  it('is urgent; orange urine on rifampicin and a worry about the liver are not', () => {
    expect(
      redFlagsFor('怀孕9周在吃丙硫氧嘧啶，这几天皮肤很痒，小便颜色像浓茶，也没什么胃口，要紧吗', null).length,
    ).toBeGreaterThan(0);
    expect(redFlagsFor('on isoniazid for TB and my eyes look yellow', null).length).toBeGreaterThan(0);
    expect(redFlagsFor('我在吃利福平，尿是橘红色的正常吗', null)).toEqual([]);
    expect(redFlagsFor('吃丙硫氧嘧啶会不会伤肝？', null)).toEqual([]);
  });
});

describe('a dose is not a lab result (zh P1)', () => {
  it('"B12 吃1000微克" is not read as a B12 result', () => {
    const r = ask('你说B12吃1000微克，是要一直吃吗？吃多久复查？', 'zh-CN');
    expect(r.text).not.toMatch(/维生素B12 1000：在正常范围内/);
  });
});

describe('a theophylline level (en P5)', () => {
  it('22 mg/L is read, and high', () => {
    const plan = planFor(
      {
        gender: 'male',
        age: 71,
        heightCm: 172,
        weightKg: 70,
        activityLevel: 'sedentary',
        conditions: ['copd'],
        medicines: ['theophylline', 'ciprofloxacin'],
        labs: [{ marker: 'theophylline', value: 22, unit: 'mg/L' }],
      },
      'en-US',
    );
    const m = plan.reportAnalysis?.markers.find((x) => x.key === 'theophylline');
    expect(m?.flag).toBe('high');
    expect(m?.meaning).toMatch(/toxic range/);
  });
});

describe('eating with iron overload (en P4)', () => {
  it('no iron-rich food list around venesection; the iron-overload diet instead', () => {
    const a: Answers = {
      gender: 'male',
      age: 52,
      heightCm: 178,
      weightKg: 84,
      activityLevel: 'light',
      labs: [{ marker: 'ferritin', value: 1250, unit: 'ng/mL' }],
    };
    for (const q of ['What should I eat around my phlebotomy sessions?', 'which foods are high in iron?']) {
      const r = ask(q, 'en-US', [], a);
      expect(r.text, q).toMatch(/Eating with iron overload/);
      expect(r.text, q).not.toMatch(/Breakfast cereal, fortified/);
    }
    expect(ask('血色病放血前后吃什么好', 'zh-CN').text).toMatch(/铁过载（血色病）时的饮食/);
    expect(ask('which foods are high in iron?', 'en-US').text).not.toMatch(/Eating with iron overload/);
  });
});

describe('diarrhoea on capecitabine, in two parts or after a message naming it (zh P5)', () => {
  it('the oncology-team answer, never a folate food list; the warfarin pair follows', () => {
    const one = ask(
      '我在吃卡培他滨和华法林。化疗这几天拉肚子一天六七次，手脚发红脱皮，吃什么能止泻？',
      'zh-CN',
    );
    expect(one.text).toMatch(/今天就联系你的肿瘤科团队/);
    expect(one.text).toMatch(/INR可大幅升高/);
    const after = assistantReply({
      text: '化疗这几天拉肚子一天六七次，手脚发红脱皮，吃什么能止泻？',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [
        { role: 'user', content: '我在吃卡培他滨和华法林，叶酸5毫克能吃吗' },
        { role: 'assistant', content: '…' },
      ],
    });
    expect(after.text).toMatch(/今天就联系你的肿瘤科团队/);
    expect(after.text).not.toMatch(/富含叶酸的常见食物/);
  });
});
