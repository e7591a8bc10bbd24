import { describe, expect, it } from 'vitest';
import type { ChatTurn } from './reply';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// The fourth clinician review of 2026-11-25 (ten new personas) and the unsafe answers of blind answer
// round 5: each case as the reviewer or the blind writer asked it.

type Locale = 'zh-CN' | 'en-US';
const ask = (
  text: string,
  locale: Locale,
  opts: { answers?: Answers; name?: string; medicines?: string[]; history?: ChatTurn[] } = {},
) =>
  assistantReply({
    text,
    locale,
    plan: opts.answers
      ? storedPlanFor(opts.name ?? JSON.stringify(opts.answers), opts.answers, locale)
      : null,
    medicines: opts.medicines ?? [...(opts.answers?.medicines ?? [])],
    history: opts.history ?? [],
  });

const PREGNANT_ON_LAMOTRIGINE: Answers = {
  gender: 'female',
  age: 30,
  heightCm: 162,
  weightKg: 55,
  activityLevel: 'light',
  lifeStage: 'pregnant_t1',
  conditions: ['epilepsy'],
  medicines: ['lamotrigine'],
};
const PCOS_ON_METFORMIN: Answers = {
  gender: 'female',
  age: 29,
  heightCm: 160,
  weightKg: 72,
  activityLevel: 'light',
  goals: ['pregnancy_prep'],
  medicines: ['metformin', 'spironolactone'],
  labs: [{ marker: 'HbA1c', value: 6.0, unit: '%' }],
};
const HEART_FAILURE_CKD: Answers = {
  gender: 'male',
  age: 72,
  heightCm: 170,
  weightKg: 68,
  activityLevel: 'sedentary',
  conditions: ['heart_failure', 'kidney_disease', 'diabetes'],
  medicines: ['sacubitril-valsartan', 'furosemide', 'metformin'],
  labs: [{ marker: 'eGFR', value: 48, unit: 'mL/min/1.73m2' }],
};

describe('pregnancy and medicines (zh P2, P3)', () => {
  it('lamotrigine: its level falls in pregnancy, and no dose change of her own', () => {
    const r = ask('听说怀孕以后拉莫三嗪的血药浓度会下降，是真的吗？我要不要自己加量？', 'zh-CN', {
      answers: PREGNANT_ON_LAMOTRIGINE,
    });
    expect(r.text).toMatch(/血药浓度常常明显下降/);
    expect(r.text).toMatch(/不要自己加量/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  });

  it('on lamotrigine in the first trimester the plan never says 400 µg beside the 5 mg', () => {
    const plan = planFor(PREGNANT_ON_LAMOTRIGINE, 'zh-CN');
    const texts = plan.findings.map((f) => f.text).join('\n');
    expect(texts).toMatch(/5 mg叶酸|每天5 mg/);
    expect(texts).not.toMatch(/整个孕期每天补充400微克叶酸|整个孕期每天补充叶酸 400 微克/);
  });

  it('spironolactone before a pregnancy: the prescriber first, and only when medicines are asked about', () => {
    const r = ask('如果我这个月验出怀孕了，螺内酯还吃吗？', 'zh-CN', { answers: PCOS_ON_METFORMIN });
    expect(r.text).toMatch(/男性胎儿女性化/);
    const folate = ask('叶酸吃0.4够吗，我看有人说胖的人要吃更多？', 'zh-CN', { answers: PCOS_ON_METFORMIN });
    expect(folate.text).not.toMatch(/男性胎儿女性化/);
  });

  it('metformin alone does not make an HbA1c of 6.0 % "diabetes known"', () => {
    const plan = planFor(PCOS_ON_METFORMIN, 'zh-CN');
    const hba1c = plan.findings.find((f) => f.id === 'lab:hba1c');
    expect(hba1c?.text).toMatch(/糖尿病前期/);
    expect(hba1c?.text).not.toMatch(/你已确诊糖尿病/);
  });
});

describe('heart failure (zh P4)', () => {
  it('2 kg in 3 days with swollen feet is urgent and names heart failure, never a transplant', () => {
    const r = ask('他最近三天体重涨了2公斤，脚也肿了，要紧吗？', 'zh-CN', { answers: HEART_FAILURE_CKD });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/心衰加重/);
    expect(r.text).not.toMatch(/移植|排斥|他克莫司/);
  });

  it('on metformin with eGFR 45–59 kidney function is re-tested every 3–6 months', () => {
    const plan = planFor(HEART_FAILURE_CKD, 'zh-CN');
    const egfr = plan.reportAnalysis?.markers.find((m) => m.key === 'egfr');
    expect(egfr?.retest?.weeks).toBe(26);
    expect(egfr?.retest?.minWeeks).toBe(13);
  });
});

describe('type 1 diabetes in a teenager (zh P5)', () => {
  it('lows at football and at night after it get the exercise rule', () => {
    for (const q of [
      '我16岁，1型糖尿病，打诺和锐和来得时，下午踢球老是低血糖，踢球前要吃点什么？',
      '踢完球晚上半夜会不会低血糖？怎么预防？',
    ]) {
      const r = ask(q, 'zh-CN', { medicines: ['insulin-aspart', 'insulin-glargine'] });
      expect(r.text, q).toMatch(/睡前/);
      expect(r.text, q).not.toMatch(/没有可靠的规则/);
    }
  });

  it('less insulin to weigh less: never, with ketoacidosis and the diabetes team said', () => {
    for (const [locale, q] of [
      ['zh-CN', '胰岛素能不能少打点，这样不容易胖？'],
      ['en-US', 'can I skip some insulin so I lose weight?'],
    ] as const) {
      const r = ask(q, locale);
      expect(r.text).toMatch(/不要为了控制体重少打|Do not cut down or skip insulin/);
      expect(r.text).toMatch(/酮症酸中毒|ketoacidosis/);
    }
  });
});

describe('en-US personas (en P1, P2, P3, P5)', () => {
  it('NoSalt with spironolactone is the salt-substitute answer', () => {
    const r = ask(
      "My dermatologist put me on spironolactone 100 mg for acne. I've been using NoSalt instead of regular salt. Is that ok?",
      'en-US',
      { medicines: ['spironolactone'] },
    );
    expect(r.text).toMatch(/potassium chloride/);
    expect(r.text).toMatch(/Do not use salt substitutes on your own/);
  });

  it('a swallowing pain on alendronate: hold the next dose and see the prescriber; lying down is answered', () => {
    const pain = ask(
      'Since I started Fosamax my heartburn is much worse and now it hurts when I swallow, like the food gets stuck behind my breastbone.',
      'en-US',
      { medicines: ['alendronate'] },
    );
    expect(pain.text).toMatch(/hold your next dose/);
    expect(pain.text).not.toMatch(/no reliable rule|kidney doctor/);
    const bed = ask('Can I lie back down in bed after I take the Fosamax?', 'en-US', {
      medicines: ['alendronate'],
    });
    expect(bed.text).toMatch(/Do not lie down for at least 30 minutes/);
  });

  it('spirulina and nori are no B12 source for a breastfeeding vegan', () => {
    const r = ask(
      "I'm vegan and exclusively breastfeeding my 4 month old. I get my B12 from spirulina and nori. Is that enough for me and the baby?",
      'en-US',
    );
    expect(r.text).toMatch(/not reliable sources of vitamin B12/);
  });

  it('a floppy, sleepy baby who stopped smiling is urgent in both languages', () => {
    expect(
      ask(
        "My baby has been really floppy and sleepy this past week, he isn't feeding as well and he stopped smiling at us. Could it be something in my milk?",
        'en-US',
      ).urgent,
    ).toBe(true);
    expect(ask('宝宝这几天软绵绵的，一直睡，吃奶也少了，是不是我奶水的问题', 'zh-CN').urgent).toBe(true);
  });

  it('"should I make him throw up or give milk?" after a child swallowed iron stays the emergency', () => {
    const first = 'He found my iron pills and I think he ate maybe 10 of them an hour ago. He seems fine.';
    const history: ChatTurn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: '…' },
    ];
    expect(ask(first, 'en-US').urgent).toBe(true);
    const r = ask(
      'Poison control told us to go to the ER. Should I make him throw up first or give him some milk?',
      'en-US',
      {
        history,
      },
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/Do not make the child vomit/);
    // The same follow-up with no emergency before it is not a card.
    expect(ask('Should I give him some milk with dinner?', 'en-US').urgent).toBe(false);
  });

  it("an 8-year-old's vegan nutrients are the 4–8 year figures, never adult targets", () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'My grandson is 8 and he is staying with me for the summer.' },
      { role: 'assistant', content: '…' },
    ];
    const r = ask('His mom is vegan and he is too. Does he need B12?', 'en-US', { history });
    expect(r.text).toMatch(/Vitamin B12: 1\.2 µg/);
    expect(r.text).toMatch(/Zinc: 5 mg \(upper limit 12 mg\)/);
    expect(r.text).not.toMatch(/Iron: 18 mg|Zinc: 11 mg/);
  });
});

describe('a low magnesium with reduced kidney function (en P2)', () => {
  it('never says "the plan recommends magnesium" beside "no magnesium supplements"', () => {
    const plan = planFor(
      {
        gender: 'female',
        age: 72,
        heightCm: 160,
        weightKg: 60,
        activityLevel: 'light',
        conditions: ['osteoporosis'],
        medicines: ['omeprazole'],
        labs: [
          { marker: 'eGFR', value: 58, unit: 'mL/min/1.73m2' },
          { marker: 'magnesium', value: 1.7, unit: 'mg/dL' },
        ],
      },
      'en-US',
    );
    const text = plan.findings.map((f) => f.text).join('\n');
    expect(text).toMatch(/kidney doctor/);
    expect(text).not.toMatch(/the plan recommends magnesium/);
  });
});

describe('blind answer round 5: the unsafe answers', () => {
  it('phenelzine: the supplements to avoid are named when asked', () => {
    const r = ask(
      'can I take a fish oil or multivitamin with phenelzine? any supplements to avoid',
      'en-US',
      {
        medicines: ['phenelzine'],
      },
    );
    expect(r.text).toMatch(/St John's wort/);
    expect(r.text).toMatch(/5-HTP|tryptophan/);
  });

  it('B12 180 pmol/L is borderline, not normal', () => {
    const r = ask('my last blood test showed B12 at 180 pmol/L — is that low?', 'en-US');
    expect(r.text).toMatch(/borderline/);
    expect(r.text).not.toMatch(/within the normal range/);
  });

  it('ferritin 22 at 20 weeks is iron deficiency in pregnancy', () => {
    const pregnant: Answers = {
      gender: 'female',
      age: 31,
      heightCm: 163,
      weightKg: 60,
      activityLevel: 'light',
      lifeStage: 'pregnant_t2',
    };
    const r = ask('my iron came back low-ish (ferritin 22) at 20 weeks. is my prenatal enough?', 'en-US', {
      answers: pregnant,
    });
    expect(r.text).toMatch(/iron deficiency/);
    expect(r.text).not.toMatch(/within the normal range/);
  });

  it('a potassium of 5.4 with no symptoms is the salt-substitute answer; with palpitations it is urgent', () => {
    const meds = ['spironolactone', 'lisinopril', 'furosemide', 'digoxin'];
    const calm = ask(
      'Heart failure, on Lasix, spironolactone, lisinopril and digoxin. Last potassium was 5.4. Is my salt substitute making it worse?',
      'en-US',
      { medicines: meds },
    );
    expect(calm.urgent).toBe(false);
    expect(calm.text).toMatch(/salt substitutes/i);
    const trouble = ask('potassium 5.4 and my heart is racing and my legs feel weak', 'en-US', {
      medicines: meds,
    });
    expect(trouble.urgent).toBe(true);
  });

  it('a grandmother eating 800 kcal a day is undereating, and BMI 18.7 at 80 is low', () => {
    const grandmother: Answers = {
      gender: 'female',
      age: 80,
      heightCm: 148,
      weightKg: 41,
      activityLevel: 'sedentary',
    };
    const r = ask('My grandmother only eats about 800 calories a day. Is it dangerous long term?', 'en-US', {
      answers: grandmother,
    });
    expect(r.text).toMatch(/too little/);
    expect(r.text).not.toMatch(/Very-low-calorie diets|safe pace/);
    expect(r.text).not.toMatch(/healthy weight/);
  });

  it('tacrolimus and a low magnesium: the kidneys lose it, the transplant team doses it', () => {
    const r = ask('my magnesium was 0.6 even though I take supplements. is that the tacrolimus?', 'en-US', {
      medicines: ['tacrolimus', 'mycophenolate'],
    });
    expect(r.text).toMatch(/kidneys lose magnesium/);
  });

  it('severe sickness in early pregnancy is answered, with when to go to hospital today', () => {
    const pregnant: Answers = {
      gender: 'female',
      age: 28,
      heightCm: 160,
      weightKg: 52,
      activityLevel: 'light',
      lifeStage: 'pregnant_t1',
    };
    const r = ask('孕吐超级严重，每天只能吃几片苏打饼干，喝水都想吐，宝宝营养会不会不够啊', 'zh-CN', {
      answers: pregnant,
    });
    // The pregnancy row for nothing kept down (blind answer round 16, zh-025) says when: today.
    expect(r.text).toMatch(/请今天就(去医院|联系产科医生或去医院)/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  });
});
