/**
 * Clinician review 2026-11-25, personas E2 (amiodarone + digoxin, digoxin 2.4 ng/mL, K 3.1, TSH 7.8,
 * an iodine supplement), E4 (positive eating-disorder screen, purging, K 2.9, palpitations and
 * dizziness on standing) and E5 (pregnant, a systolic of 162 typed among the labs): the plan and the
 * chat, in the reviewers' words and in others, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import type { PlanDocument } from '../contracts/plan';
import { planFor } from '../engine';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const LOCALES = ['zh-CN', 'en-US'] as const;

const E2: Answers = {
  gender: 'male',
  age: 72,
  heightCm: 178,
  weightKg: 82,
  activityLevel: 'light',
  conditions: ['hypertension'],
  goals: ['heart'],
  medicines: ['amiodarone', 'digoxin', 'apixaban', 'furosemide'],
  supplements: [{ optionId: 'iodine-150', dose: 1, unit: 'tablet' }],
  labs: [
    { marker: 'potassium', value: 3.1, unit: 'mmol/L' },
    { marker: 'digoxin', value: 2.4, unit: 'ng/mL' },
    { marker: 'TSH', value: 7.8, unit: 'mIU/L' },
  ],
};

const E4: Answers = {
  gender: 'female',
  age: 20,
  heightCm: 165,
  weightKg: 49,
  activityLevel: 'very_active',
  dietPattern: 'vegan',
  goals: ['weight_loss'],
  scoff: { sick: true, control: true, oneStone: true, fat: true, food: true },
  labs: [{ marker: 'potassium', value: 2.9, unit: 'mmol/L' }],
};

const E5: Answers = {
  gender: 'female',
  age: 29,
  heightCm: 165,
  weightKg: 101,
  prePregnancyWeightKg: 95,
  activityLevel: 'light',
  lifeStage: 'pregnant_t2',
  gestationalWeek: 24,
  conditions: ['hypertension'],
  medicines: ['labetalol'],
  labs: [{ marker: 'blood pressure systolic', value: 162, unit: 'mmHg' }],
};

const finding = (plan: PlanDocument | ReturnType<typeof planFor>, id: string) =>
  plan.findings.find((f) => f.id === id);

function ask(name: string, answers: Answers | null, text: string, locale: Locale, history: string[] = []) {
  const plan = answers ? storedPlanFor(`cardio ${name}`, answers, locale) : null;
  return assistantReply({
    text,
    locale,
    plan,
    medicines: [...(answers?.medicines ?? [])],
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
}

describe('E2: a digoxin level above 2.0 ng/mL (2.6 nmol/L) is toxic: the prescriber today (Lanoxin PI §5.3)', () => {
  it.each(LOCALES)(
    'the plan reads the level and makes it an urgent finding naming digoxin (%s)',
    (locale) => {
      const plan = planFor(E2, locale);
      const f = finding(plan, 'lab:digoxin');
      expect(f?.severity).toBe('urgent');
      expect(f?.text).toMatch(
        locale === 'zh-CN'
          ? /地高辛.*中毒范围.*今天.*开地高辛的医生.*急诊/
          : /digoxin.*toxic range.*today.*emergency/i,
      );
      expect(finding(plan, 'lab-rejected')?.text ?? '').not.toMatch(/digoxin|地高辛/i);
    },
  );

  it.each([
    ['地高辛血药浓度', 3.3, 'nmol/L', 'urgent'],
    ['Serum digoxin', 2.1, 'ng/mL', 'urgent'],
    ['Digoxin level', 2.0, 'ng/mL', null],
    ['地高辛浓度', 1.1, 'ng/mL', null],
  ] as const)('%s %s %s → %s', (marker, value, unit, severity) => {
    const plan = planFor({ ...E2, labs: [{ marker, value, unit }] }, 'en-US');
    expect(finding(plan, 'lab:digoxin')?.severity ?? null).toBe(severity);
    expect(plan.reportAnalysis?.markers.find((m) => m.key === 'digoxin')).toBeDefined();
  });

  it.each([
    ['en-US', 'My digoxin level came back 2.4. Is that OK?'],
    ['en-US', 'just got my digoxin result back: 2.6 ng/mL, should I worry?'],
    ['en-US', 'lab says digoxin 3.4 nmol/L. anything I should eat?'],
    ['zh-CN', '地高辛浓度2.4'],
    ['zh-CN', '我的地高辛血药浓度是3.3 nmol/L，高吗？'],
    ['zh-CN', '复查地高辛2.5 ng/ml，医生还没看，要紧吗'],
  ] as const)(
    'the chat answers a toxic level typed in it as urgent, naming digoxin (%s) %s',
    (locale, text) => {
      const r = ask('E2', E2, text, locale);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(locale === 'zh-CN' ? /地高辛.*今天.*急诊/s : /digoxin.*today.*emergency/is);
      // the same without a plan
      expect(ask('none', null, text, locale).urgent).toBe(true);
    },
  );

  it.each([
    ['en-US', 'my digoxin level was 0.8, is that ok?', /within the normal range/],
    ['zh-CN', '地高辛浓度1.1正常吗', /正常范围/],
  ] as const)('a level in the usual range is read, not urgent (%s) %s', (locale, text, reading) => {
    const r = ask('E2', E2, text, locale);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(reading);
  });

  it.each([
    ['en-US', 'I take digoxin 125 mcg, can I eat bananas?'],
    ['zh-CN', '我每天吃地高辛0.125mg，能喝绿茶吗'],
  ] as const)('a dose of digoxin is not a level (%s) %s', (locale, text) => {
    expect(ask('none', null, text, locale).urgent).toBe(false);
  });
});

describe('E2: low potassium or magnesium on digoxin is the prescriber’s to correct, promptly (Lanoxin PI §5.5)', () => {
  it.each(LOCALES)('the plan’s potassium finding says so (%s)', (locale) => {
    const text = finding(planFor(E2, locale), 'lab:serumPotassium')?.text;
    expect(text).toMatch(
      locale === 'zh-CN'
        ? /地高辛.*尽快.*联系开地高辛的医生.*氯化钾.*只靠饮食不够/
        : /digoxin.*promptly.*prescriber corrects it.*potassium chloride.*food alone is not enough/,
    );
  });

  it.each(LOCALES)('without digoxin the potassium finding does not name it (%s)', (locale) => {
    const plan = planFor({ ...E2, medicines: ['furosemide'] }, locale);
    expect(finding(plan, 'lab:serumPotassium')?.text).not.toMatch(/digoxin|地高辛/i);
  });

  it.each(LOCALES)('the plan’s magnesium finding says so too (%s)', (locale) => {
    const plan = planFor({ ...E2, labs: [{ marker: 'magnesium', value: 0.6, unit: 'mmol/L' }] }, locale);
    expect(finding(plan, 'lab:serumMagnesium')?.text).toMatch(
      locale === 'zh-CN' ? /地高辛.*由医生决定如何补镁/ : /digoxin.*prescriber decides how to correct it/,
    );
  });

  it.each([
    ['en-US', 'My potassium is 3.1 — should I eat bananas or take potassium pills?'],
    ['en-US', 'potassium 3.3 on last bloods. can I fix it with orange juice?'],
    ['zh-CN', '血钾3.1，是多吃香蕉还是吃钾片？'],
    ['zh-CN', '我血钾3.2，能自己买点补钾的吃吗'],
  ] as const)('the chat’s potassium answer says so (%s) %s', (locale, text) => {
    const r = ask('E2', E2, text, locale);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /开地高辛的医生.*氯化钾.*只靠饮食不够/
        : /prescriber corrects it.*potassium chloride.*food alone/,
    );
  });
});

describe('E2: amiodarone carries iodine: no iodine or kelp supplement, and a high TSH names amiodarone (Cordarone PI §5)', () => {
  it.each(LOCALES)('the iodine supplement is “avoid”, with the amiodarone pair (%s)', (locale) => {
    const plan = planFor(E2, locale);
    expect(plan.productReviews.find((r) => /iodine|碘/i.test(r.name))?.verdict).toBe('avoid');
    const pair = plan.medicineTaboos.find((t) => t.ruleId === 'amiodarone.iodine');
    expect(pair).toMatchObject({ severity: 'major', management: 'avoid' });
    expect(pair?.advice).toMatch(
      locale === 'zh-CN' ? /先停用这种补充剂.*查甲状腺功能/ : /stop the supplement.*thyroid review/,
    );
  });

  it.each(LOCALES)('TSH 7.8 on amiodarone names amiodarone, not levothyroxine (%s)', (locale) => {
    const text = finding(planFor(E2, locale), 'lab:tsh')?.text;
    expect(text).toMatch(
      locale === 'zh-CN' ? /胺碘酮.*含大量碘.*甲状腺功能减退/ : /amiodarone.*iodine.*underactive thyroid/,
    );
    expect(text).not.toMatch(/左甲状腺素|levothyroxine/i);
  });

  it.each(LOCALES)('a low TSH on amiodarone names an overactive thyroid from it (%s)', (locale) => {
    const plan = planFor({ ...E2, labs: [{ marker: 'TSH', value: 0.05, unit: 'mIU/L' }] }, locale);
    expect(finding(plan, 'lab:tsh')?.text).toMatch(
      locale === 'zh-CN' ? /胺碘酮.*甲状腺功能亢进/ : /amiodarone.*overactive thyroid/,
    );
  });

  it.each(LOCALES)('the 4-hour line stays for people on levothyroxine only (%s)', (locale) => {
    const labs = [{ marker: 'TSH', value: 7.8, unit: 'mIU/L' }];
    const onLt4 = planFor({ ...E2, medicines: ['levothyroxine'], supplements: [], labs }, locale);
    const onNothing = planFor({ ...E2, medicines: [], supplements: [], labs }, locale);
    expect(finding(onLt4, 'lab:tsh')?.text).toMatch(
      locale === 'zh-CN' ? /左甲状腺素.*4小时/ : /levothyroxine.*4 hours/,
    );
    expect(finding(onNothing, 'lab:tsh')?.text).not.toMatch(/左甲状腺素|levothyroxine|胺碘酮|amiodarone/i);
  });

  it.each([
    [
      'en-US',
      'Can I drink licorice tea and take a kelp or iodine pill?',
      /Amiodarone[^]*stop the supplement/,
    ],
    [
      'en-US',
      'thinking of adding a seaweed iodine supplement for energy, ok with my heart pills?',
      /Amiodarone × Iodine[^]*Do not take iodine, kelp or seaweed/,
    ],
    ['zh-CN', '胺碘酮能和海带片一起吃吗', /胺碘酮 × 碘[^]*先停用这种补充剂/],
    ['zh-CN', '我在吃碘片，跟胺碘酮有冲突吗', /胺碘酮 × 碘/],
  ] as const)('the chat says to stop the iodine (%s) %s', (locale, text, expected) => {
    expect(ask('E2', E2, text, locale).text).toMatch(expected);
  });
});

describe('E4: purging or a positive screen, then palpitations or dizziness on standing: same-day card (MEED 2022)', () => {
  it.each([
    ['en-US', 'My heart has been fluttering and I feel dizzy when I stand up.', /electrolytes.*ECG/],
    ['en-US', 'my heart keeps skipping beats and everything goes grey when I get up', /electrolytes.*ECG/],
    ['zh-CN', '我心跳得好乱，一站起来就头晕', /电解质.*心电图/],
    ['zh-CN', '这两天一直心慌，起床的时候差点晕倒', /电解质.*心电图/],
  ] as const)('with the plan’s positive screen (%s) %s', (locale, text, card) => {
    const r = ask('E4', E4, text, locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(card);
  });

  it.each([
    [
      'en-US',
      'I make myself throw up after dinner most nights',
      'My heart has been fluttering and I feel dizzy when I stand up.',
    ],
    ['zh-CN', '我吃完饭会去催吐', '最近心慌得厉害，站起来头晕'],
  ] as const)('with purging said in an earlier turn and no plan (%s)', (locale, earlier, text) => {
    const r = ask('none', null, text, locale, [earlier]);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'zh-CN' ? /心电图/ : /ECG/);
  });

  it.each([
    ['en-US', 'My heart has been fluttering and I feel dizzy when I stand up.'],
    ['zh-CN', '心慌，站起来的时候腿发软'],
  ] as const)(
    'with a plan potassium below 3.0 and no screen: the low-potassium card (%s)',
    (locale, text) => {
      const answers: Answers = { ...E4, scoff: undefined, goals: [] };
      const r = ask('E4 no screen', answers, text, locale);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(locale === 'zh-CN' ? /3\.0 mmol\/L.*心电图/ : /3\.0 mmol\/L.*ECG/);
    },
  );

  it.each([
    ['en-US', 'My heart has been fluttering since my coffee this morning'],
    ['en-US', 'My heart has been fluttering and I feel dizzy when I stand up.'],
    ['zh-CN', '最近有点心慌'],
    ['zh-CN', '喝了浓茶有点心慌，正常吗'],
  ] as const)('palpitations without that context are not urgent (%s) %s', (locale, text) => {
    const healthy: Answers = {
      gender: 'female',
      age: 20,
      heightCm: 165,
      weightKg: 58,
      activityLevel: 'light',
    };
    expect(ask('healthy', healthy, text, locale).urgent).toBe(false);
    expect(ask('none', null, text, locale).urgent).toBe(false);
  });

  it.each(LOCALES)('the plan’s potassium 2.9 names vomiting and same-day review (%s)', (locale) => {
    const f = finding(planFor(E4, locale), 'lab:serumPotassium');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /呕吐造成.*今天.*心电图/ : /from the vomiting.*today.*ECG/);
    expect(f?.text).not.toMatch(/eat more vegetables|多吃蔬果/);
  });

  it.each(LOCALES)('a positive screen without vomiting names the likely causes (%s)', (locale) => {
    const answers: Answers = {
      ...E4,
      scoff: { sick: false, control: true, oneStone: true, fat: true, food: true },
    };
    const f = finding(planFor(answers, locale), 'lab:serumPotassium');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      locale === 'zh-CN' ? /呕吐、泻药或吃得太少.*今天/ : /vomiting, laxatives or eating very little.*today/,
    );
  });

  it.each(LOCALES)('without a screen the potassium 2.9 finding keeps its band, not urgent (%s)', (locale) => {
    const f = finding(planFor({ ...E4, scoff: undefined }, locale), 'lab:serumPotassium');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /一两天内就医/ : /within a day or two/);
  });
});

describe('E5: blood pressure typed as a lab is recognised; severe range is urgent (ACOG PB 222, 2020; ACC/AHA 2017)', () => {
  it.each([
    ['blood pressure systolic', 162, 'mmHg', true, 'urgent'],
    ['收缩压', 162, 'mmHg', true, 'urgent'],
    ['血压 162/112', 162, 'mmHg', true, 'urgent'],
    ['diastolic BP', 111, 'mmHg', true, 'urgent'],
    ['血压', 150, '/95 mmHg', true, 'warning'],
    ['systolic', 128, 'mmHg', true, 'info'],
    ['blood pressure systolic', 162, 'mmHg', false, 'info'],
    ['血压 162/112', 162, 'mmHg', false, 'info'],
    ['收缩压', 182, 'mmHg', false, 'urgent'],
    ['舒张压', 121, 'mmHg', false, 'urgent'],
  ] as const)('%s %s %s, pregnant %s → %s', (marker, value, unit, pregnant, severity) => {
    for (const locale of LOCALES) {
      const answers: Answers = pregnant
        ? { ...E5, labs: [{ marker, value, unit }] }
        : { ...E5, lifeStage: 'none', gestationalWeek: undefined, labs: [{ marker, value, unit }] };
      const plan = planFor(answers, locale);
      const f = finding(plan, 'blood-pressure');
      expect(f?.severity, locale).toBe(severity);
      expect(finding(plan, 'lab-rejected')).toBeUndefined();
    }
  });

  it.each(LOCALES)('the reviewer’s entry says maternity triage today (%s)', (locale) => {
    const f = finding(planFor(E5, locale), 'blood-pressure');
    expect(f?.text).toMatch(
      locale === 'zh-CN'
        ? /收缩压 162 mmHg.*重度高血压范围.*今天.*产科/
        : /Systolic blood pressure 162 mmHg.*severe range.*maternity triage.*today/,
    );
  });
});
