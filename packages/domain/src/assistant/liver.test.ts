/**
 * Clinician review 2026-11-25 evening, P1 (alcohol-related cirrhosis with ascites on spironolactone,
 * furosemide, propranolol) and P3 (pulmonary TB on isoniazid, rifampicin, pyrazinamide, ethambutol;
 * underweight, drinks, ALT 120): the reviewer's own questions and other phrasings, with the plan and
 * without one, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { findDrugs } from './entities';
import { whoToAsk } from './cannot';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const P1: Answers = {
  nickname: '老陈',
  gender: 'male',
  age: 56,
  heightCm: 170,
  weightKg: 58,
  activityLevel: 'sedentary',
  lifeStage: 'none',
  dietPattern: 'omnivore',
  alcohol: 'none',
  smoking: 'former',
  conditions: ['cirrhosis'],
  medicines: ['spironolactone', 'furosemide', 'propranolol', 'lactulose'],
  labs: [
    { marker: '白蛋白', value: 28, unit: 'g/L' },
    { marker: '血钠', value: 129, unit: 'mmol/L' },
    { marker: '血钾', value: 5.4, unit: 'mmol/L' },
    { marker: 'ALT', value: 52, unit: 'U/L' },
  ],
} as Answers;

const P3: Answers = {
  nickname: '小刘',
  gender: 'male',
  age: 32,
  heightCm: 175,
  weightKg: 52,
  activityLevel: 'light',
  lifeStage: 'none',
  dietPattern: 'omnivore',
  alcohol: 'moderate',
  smoking: 'current',
  conditions: [],
  medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol'],
  labs: [
    { marker: '白蛋白', value: 32, unit: 'g/L' },
    { marker: 'ALT', value: 120, unit: 'U/L' },
  ],
} as Answers;

/** Review 8, zh P1: autoimmune hepatitis on azathioprine with gout, no cirrhosis, no spironolactone. */
const AIH: Answers = {
  nickname: '老王',
  gender: 'male',
  age: 61,
  heightCm: 170,
  weightKg: 78,
  activityLevel: 'light',
  lifeStage: 'none',
  dietPattern: 'omnivore',
  alcohol: 'light',
  smoking: 'former',
  conditions: ['liver_disease', 'gout'],
  medicines: ['azathioprine', 'allopurinol'],
  labs: [{ marker: 'ALT', value: 58, unit: 'U/L' }],
} as Answers;

const PEOPLE = { P1, P3, AIH } as const;

function ask(who: keyof typeof PEOPLE | null, text: string, locale: Locale) {
  if (who === null) return assistantReply({ text, locale, plan: null, medicines: [] });
  const answers = PEOPLE[who];
  const plan = storedPlanFor(`liver-review ${who}`, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}

describe('cirrhosis: protein is not cut, a late-evening snack (ESPEN 2019 liver disease)', () => {
  it.each([
    ['P1', 'zh-CN', '我是不是要少吃肉和蛋白质，免得肝昏迷？', /不要为了“防肝昏迷”少吃蛋白质.*约 70–87 克/s],
    ['P1', 'zh-CN', '睡前要不要加餐？', /睡前加一顿/],
    [null, 'zh-CN', '肝硬化病人要不要限制蛋白质，怕肝昏迷', /1\.2–1\.5 克\/千克/],
    [null, 'zh-CN', '我有肝腹水，鸡蛋还能吃吗？会不会诱发肝性脑病', /不要为了“防肝昏迷”少吃蛋白质/],
    [
      'P1',
      'en-US',
      'Should I cut meat and protein so I do not slip into a hepatic coma?',
      /do not cut protein/,
    ],
    [null, 'en-US', 'I have cirrhosis. Is a bedtime snack a good idea?', /late-evening snack/],
    [null, 'en-US', 'cirrhosis with ascites — how much protein should I eat a day?', /1\.2–1\.5 g per kg/],
  ] as const)('%s %s: %s', (who, locale, text, expected) => {
    const r = ask(who, text, locale);
    expect(r.urgent).toBeFalsy();
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/120|911|晕倒|fainting/i);
  });
});

describe('cirrhosis: salt, alcohol and raw shellfish have their own rules', () => {
  it.each([
    ['P1', 'zh-CN', '盐每天吃多少？能用低钠盐吗？', /钠每天约 2 克/],
    [null, 'zh-CN', '肝硬化有腹水，一天能吃多少盐', /钠每天约 2 克/],
    [null, 'en-US', 'I have ascites from cirrhosis. How much salt a day?', /sodium is about 2 g a day/],
    ['P1', 'zh-CN', '喝一点啤酒行不行，就一瓶？', /一滴酒都不要喝/],
    [null, 'zh-CN', '肝硬化偶尔喝点米酒可以吗', /一滴酒都不要喝/],
    [null, 'en-US', "I've got cirrhosis — is one glass of wine at dinner ok?", /no alcohol at all/],
    ['P1', 'zh-CN', '还能吃生蚝和醉虾吗？', /不要吃生蚝、醉虾.*创伤弧菌/s],
    [null, 'zh-CN', '肝硬化能吃生蚝吗？', /创伤弧菌/],
    [null, 'en-US', 'Can I eat raw oysters with cirrhosis?', /Vibrio vulnificus/],
    ['P1', 'en-US', 'is sashimi or ceviche ok for me?', /Vibrio vulnificus/],
  ] as const)('%s %s: %s', (who, locale, text, expected) => {
    const r = ask(who, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule|心衰门诊|heart failure clinic/);
  });

  it('names the liver clinic, never cardiology, for the cirrhosis patient on diuretics', () => {
    expect(ask('P1', '喝一点啤酒行不行，就一瓶？', 'zh-CN').text).toMatch(/肝病科医生/);
  });
});

describe('liver disease other than cirrhosis gets no cirrhosis rule (review 8, zh P1)', () => {
  it.each([
    ['zh-CN', '我是自身免疫性肝炎，蛋白质要少吃吗？', /不需要为了“护肝”少吃蛋白质/],
    ['zh-CN', '能喝点啤酒吗', /最好不喝酒/],
    ['zh-CN', '生蚝能吃吗', /创伤弧菌/],
    ['en-US', 'Should I cut down on protein because of my liver?', /no reason to cut protein/],
    ['en-US', 'is a beer now and then ok for me?', /best not to drink/],
  ] as const)('%s: %s', (locale, text, expected) => {
    const r = ask('AIH', text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/肝硬化不要为了|钠每天约 2 克|With cirrhosis|1\.2–1\.5/);
  });

  it('cirrhosis said in the chat still gets the cirrhosis rules', () => {
    expect(ask('AIH', '其实我已经肝硬化了，蛋白质要少吃吗', 'zh-CN').text).toMatch(/防肝昏迷/);
  });
});

describe('who to ask about a diuretic follows the condition, not the drug class', () => {
  const plan = (conditions: string[]) =>
    ({ profile: { conditions, lifeStage: 'none' }, nutrients: [] }) as unknown as Parameters<
      typeof whoToAsk
    >[1];
  it.each([
    ['螺内酯能和香蕉一起吃吗', [], /开这个药的医生/, /心衰门诊/],
    ['furosemide and licorice tea?', [], /doctor who prescribes it/, /heart failure/],
    ['螺内酯能和香蕉一起吃吗', ['liver_disease'], /肝病科/, /心衰门诊/],
    ['spironolactone with licorice?', ['heart_failure'], /heart failure clinic/, /hepatolog/],
    ['我肝硬化有腹水，呋塞米和甘草茶能一起吗', [], /肝病科/, /心衰门诊/],
  ] as const)('%s %j', (q, conditions, expected, wrong) => {
    const who = whoToAsk(q, plan([...conditions]), []);
    const text = `${who.zh} ${who.en}`;
    expect(text).toMatch(expected);
    expect(text).not.toMatch(wrong);
  });

  it('own diuretics of someone without heart failure go to the prescriber', () => {
    const who = whoToAsk('这个能吃吗', plan([]), ['spironolactone', 'furosemide']);
    expect(who.zh).toBe('开这个药的医生或药师');
  });
});

describe('isoniazid: pyridoxine is prescribed alongside, never "food first" (ATS/CDC/IDSA 2016)', () => {
  it.each([
    ['P3', 'zh-CN', '我吃异烟肼需要补维生素B6吗？吃多少？', /25–50 mg/],
    ['P3', 'zh-CN', '维生素B6要不要吃', /不能靠吃饭补足/],
    [null, 'zh-CN', '吃雷米封要不要加吡哆醇', /25–50 mg/],
    ['P3', 'en-US', 'Do I need vitamin B6 with isoniazid, and how much?', /25–50 mg a day/],
    [null, 'en-US', "I'm on INH for latent TB — should I take B6?", /food cannot replace it/],
  ] as const)('%s %s: %s', (who, locale, text, expected) => {
    const r = ask(who, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/没有推荐维生素B6|先从食物补足|does not recommend|food first/i);
  });
});

describe('alcohol on the liver-toxic TB medicines is avoided; a raised ALT makes it firmer', () => {
  it.each([
    ['P3', 'zh-CN', '我能喝酒吗？', /ALT 120 U\/L 已经高于正常上限/],
    [null, 'zh-CN', '吃利福平和吡嗪酰胺期间能喝点酒吗', /不要喝酒，整个疗程都不喝/],
    [null, 'zh-CN', '我在吃异烟肼，转氨酶98，周末喝两瓶啤酒行吗', /ALT 98 U\/L/],
    ['P3', 'en-US', 'Is a beer or two ok while on my TB pills?', /ALT of 120 U\/L/],
    [
      null,
      'en-US',
      "I'm on isoniazid and rifampin, my ALT was 95, can I have a couple of beers?",
      /ALT of 95/,
    ],
    [null, 'en-US', 'can I drink alcohol on rifampin?', /Drink no alcohol while on TB medicines/],
  ] as const)('%s %s: %s', (who, locale, text, expected) => {
    const r = ask(who, text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });
});

describe('the TB and hepatic encephalopathy medicines are in the dictionary', () => {
  it.each([
    ['吡嗪酰胺', 'pyrazinamide'],
    ['乙胺丁醇', 'ethambutol'],
    ['乳果糖', 'lactulose'],
    ['杜密克', 'lactulose'],
    ['利福昔明', 'rifaximin'],
    ['Xifaxan', 'rifaximin'],
    ['pyrazinamide', 'pyrazinamide'],
    ['ethambutol', 'ethambutol'],
  ])('%s → %s', (text, id) => {
    expect(findDrugs(text).map((d) => d.id)).toContain(id);
  });
});

describe('a pairing question with liver disease keeps its own answer', () => {
  it('鸡蛋和钙片 is not answered with the protein rule', () => {
    expect(ask('P1', '鸡蛋和钙片能一起吃吗', 'zh-CN').text).not.toMatch(/防肝昏迷/);
  });
});
