/**
 * Eighth clinician review (zh P5, en P4: Wilson disease on penicillamine planning a pregnancy; en P3:
 * chronic pancreatitis on Creon and insulin, still drinking): the chat answers with the rule that
 * matters — our own phrasings, both languages, with a plan and without one.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { searchDrugs } from '../interactions/search';
import { person } from '../testing';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const reply = (text: string, locale: Locale, answers?: Answers, medicines?: string[]): string =>
  assistantReply({
    text,
    locale,
    plan: answers ? storedPlanFor(`r8 ${text}`, answers, locale) : null,
    medicines: medicines ?? [...(answers?.medicines ?? [])],
  }).text;

const wilson: Answers = {
  ...person('female', 25, 160, 50, 'moderate'),
  goals: ['pregnancy_prep'],
  conditions: ['liver_disease', 'anemia'],
  medicines: ['penicillamine'],
  supplements: [
    { optionId: 'multivitamin-women', dose: 1, unit: 'tablet' },
    { optionId: 'zinc-50', dose: 1, unit: 'tablet' },
    { optionId: 'iron-ferrous-sulfate', dose: 1, unit: 'tablet' },
  ],
  labs: [
    { marker: 'ferritin', value: 10, unit: 'ng/mL' },
    { marker: 'hemoglobin', value: 11.0, unit: 'g/dL' },
  ],
};

describe('Wilson disease and pancreatic enzymes are in the dictionary (zh P5, en P3, en P4)', () => {
  it.each([
    ['青霉胺', 'penicillamine'],
    ['D-青霉胺', 'penicillamine'],
    ['Cuprimine 250 mg', 'penicillamine'],
    ['penicillamine', 'penicillamine'],
    ['曲恩汀', 'trientine'],
    ['Syprine', 'trientine'],
    ['醋酸锌', 'zinc-acetate'],
    ['Galzin', 'zinc-acetate'],
    ['得每通', 'pancrelipase'],
    ['胰酶肠溶胶囊', 'pancrelipase'],
    ['Creon 25000', 'pancrelipase'],
    ['Zenpep', 'pancrelipase'],
    ['pancreatic enzymes', 'pancrelipase'],
    ['lipase', 'pancrelipase'],
  ])('%s → %s', (q, id) => {
    expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id).toBe(id);
  });
});

describe('vitamin B6 with penicillamine is 25–50 mg a day, never "your plan needs no more" (zh P5 Q3)', () => {
  it.each([
    ['zh-CN', '吃青霉胺要不要另外补维生素B6？', /25–50 mg/, /不要自己停药/],
    ['zh-CN', '我在吃青霉胺，复合维生素里的B6够不够', /25–50 mg/, /开青霉胺的医生/],
    ['en-US', 'Does penicillamine mean I should take extra B6?', /25–50 mg/, /do not stop it/],
    [
      'en-US',
      'is the vitamin b6 in my multi enough while on penicillamine',
      /25–50 mg/,
      /prescribes penicillamine/,
    ],
  ] as const)('%s: %s', (locale, q, dose, who) => {
    for (const answers of [wilson, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(dose);
      expect(text).toMatch(who);
      expect(text).not.toMatch(/不需要再加|needs no more|no further/);
    }
  });
});

describe('copper in a multivitamin or in food with Wilson disease (en P4 Q3, Q6; zh P5 Q1, Q7)', () => {
  it.each([
    ['zh-CN', '我有肝豆状核变性，复合维生素里有铜，还能继续吃吗？', /含铜的复合维生素和铜补充剂不要吃/],
    ['zh-CN', '吃青霉胺的话，巧克力和坚果能吃吗', /巧克力和可可/],
    [
      'en-US',
      "My multi has 1.5 mg of copper and I have Wilson's disease — should I keep it?",
      /skip multivitamins and supplements that contain copper/,
    ],
    [
      'en-US',
      'On penicillamine, which foods should I avoid?',
      /shellfish, liver and other organ meats, nuts, chocolate/,
    ],
  ] as const)('%s: %s', (locale, q, rule) => {
    for (const answers of [wilson, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(rule);
      expect(text).not.toMatch(/没有可靠的规则|no reliable rule/);
    }
  });
});

describe('penicillamine with iron and zinc: an empty stomach, 2 hours apart (en P4 Q5; zh P5 Q2, Q6)', () => {
  it.each([
    ['zh-CN', '青霉胺能和铁片、锌片早上一起吃吗？', /空腹/, /至少间隔2小时/],
    ['zh-CN', '青霉胺饭前吃还是饭后吃？', /饭前1小时或饭后2小时/, /铁剂、锌剂/],
    [
      'en-US',
      'Can I swallow penicillamine with my iron and zinc tablets at breakfast?',
      /empty stomach/,
      /at least 2 hours/,
    ],
    [
      'en-US',
      'should penicillamine be taken with food?',
      /1 hour before or 2 hours after food/,
      /iron, zinc/,
    ],
  ] as const)('%s: %s', (locale, q, stomach, apart) => {
    for (const answers of [wilson, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(stomach);
      expect(text).toMatch(apart);
    }
  });
});

describe('a supervised iron treatment dose is one number in the chat and the plan (en P4 Q3)', () => {
  it.each([
    ['zh-CN', '我吃的补充剂是不是超量了？'],
    ['en-US', 'Am I taking too much of anything?'],
  ] as const)('%s: %s', (locale, q) => {
    const text = reply(q, locale, wilson, []);
    expect(text).toMatch(locale === 'zh-CN' ? /铁：.*治疗剂量/ : /Iron: .*supervised treatment dose/);
    expect(text).not.toMatch(/- (铁|Iron): /);
  });
});

const pancreatitis: Answers = {
  ...person('male', 52, 175, 56, 'sedentary'),
  conditions: ['diabetes'],
  medicines: ['insulin-glargine', 'pancrelipase'],
  alcohol: 'moderate',
};

describe('alcohol with chronic pancreatitis is none at all (en P3 Q5)', () => {
  it.each([
    ['zh-CN', '我有慢性胰腺炎，周末喝两瓶啤酒可以吗？', /一点都不要喝/],
    ['zh-CN', '吃得每通的话还能喝点白酒吗', /一点都不要喝/],
    ['en-US', 'With my chronic pancreatitis, is a glass of wine on Saturday ok?', /no alcohol at all/],
    ['en-US', 'I take Creon — can I still have a couple of beers?', /no alcohol at all/],
  ] as const)('%s: %s', (locale, q, none) => {
    for (const answers of [pancreatitis, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(none);
      expect(text).not.toMatch(/男性不超过2杯|2 for men/);
    }
  });
});

describe('Creon with every meal and snack (en P3 Q2)', () => {
  it.each([
    ['zh-CN', '得每通我老是饭后才想起来吃，行吗？加餐要吃吗？', /第一口饭时吃/, /加餐也需要/],
    [
      'en-US',
      'I take my Creon after eating because I forget — is that fine, and what about snacks?',
      /first bites/,
      /Snacks need them too/,
    ],
  ] as const)('%s: %s', (locale, q, first, snack) => {
    for (const answers of [pancreatitis, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(first);
      expect(text).toMatch(snack);
    }
  });
});

describe('penicillamine and a pregnancy: treatment continues, not stopped on one’s own (en P4 Q4, zh P5 Q4)', () => {
  it.each([
    ['zh-CN', '打算明年要孩子，青霉胺怀孕前要停掉吗？', /备孕和整个孕期都要继续/, /不要自己停药/],
    ['zh-CN', '要是怀上了，青霉胺还能接着吃吗', /备孕和整个孕期都要继续/, /肝病科或神经科医生/],
    [
      'en-US',
      'Do I have to come off penicillamine before trying for a baby?',
      /continues when planning a pregnancy/,
      /Do not stop it/,
    ],
    [
      'en-US',
      'what if I got pregnant on penicillamine — can I keep taking it?',
      /continues when planning a pregnancy/,
      /liver or neurology doctor/,
    ],
  ] as const)('%s: %s', (locale, q, keep, who) => {
    for (const answers of [wilson, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(keep);
      expect(text).toMatch(who);
      expect(text).not.toMatch(/没有可靠的规则|no reliable rule/);
    }
  });
});

describe('greasy stools with pancreatitis: the enzyme dose, not a low-fat diet (en P3 Q1)', () => {
  it.each([
    ['zh-CN', '慢性胰腺炎老是拉油便，我是不是该吃低脂饮食？', /不要自己节食或严格限制脂肪/],
    [
      'en-US',
      'My pancreatitis gives me oily stools — should I cut out fat?',
      /do not cut fat or go on a low-fat diet/,
    ],
  ] as const)('%s: %s', (locale, q, rule) => {
    for (const answers of [pancreatitis, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(rule);
      expect(text).not.toMatch(/没有可靠的规则|no reliable rule/);
    }
  });
});

describe('vitamins A, D, E and K with pancreatic insufficiency (en P3 Q8)', () => {
  it.each([
    ['zh-CN', '胰腺炎的人需要补维生素A、E、K吗？', /脂溶性维生素A、D、E、K容易缺乏/],
    [
      'en-US',
      'With my pancreatitis, should I add vitamin E and K?',
      /fat-soluble vitamins A, D, E and K can run low/,
    ],
  ] as const)('%s: %s', (locale, q, rule) => {
    for (const answers of [pancreatitis, undefined]) {
      const text = reply(q, locale, answers);
      expect(text).toMatch(rule);
      expect(text).not.toMatch(/镁|Magnesium/);
    }
  });
});
