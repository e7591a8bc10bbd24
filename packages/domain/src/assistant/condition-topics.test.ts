/**
 * Clinician review 2026-11-25, personas E1 (Crohn's with a stricture on azathioprine + prednisone),
 * Z4 (79-year-old with dysphagia after a stroke) and E3 (levothyroxine with calcium, iron and coffee):
 * the reviewers' own questions and differently worded ones, in both languages, get the rule — never
 * "no known interaction between azathioprine and fibre", the UL line, "ask your transplant team" or
 * "ask your speech therapist" about crushing a tablet.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { CONDITION_TOPIC_RULES } from './intents/condition-topics';
import { whoToAsk } from './cannot';
import { askPersona } from './testing';
import { person } from '../testing';

const E1: Answers = {
  ...person('female', 31, 165, 50, 'light'),
  conditions: ['ibd', 'anemia'],
  medicines: ['azathioprine', 'prednisone'],
  labs: [
    { marker: 'hemoglobin', value: 98, unit: 'g/L' },
    { marker: 'ferritin', value: 10, unit: 'ng/mL' },
  ],
};
const Z4: Answers = {
  ...person('female', 79, 150, 40, 'sedentary'),
  conditions: ['dysphagia', 'hypertension'],
  medicines: ['clopidogrel', 'omeprazole', 'atorvastatin'],
};
const E3: Answers = {
  ...person('female', 46, 163, 70, 'light'),
  conditions: ['thyroid', 'anemia'],
  medicines: ['levothyroxine', 'omeprazole'],
};

const rule = (id: keyof typeof CONDITION_TOPIC_RULES, locale: Locale) =>
  CONDITION_TOPIC_RULES[id].text[locale === 'zh-CN' ? 'zh' : 'en'];

function ask(name: string, answers: Answers, text: string, locale: Locale) {
  const plan = storedPlanFor(name, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}

describe('fibre with Crohn’s and a stricture (ESPEN 2023): low-residue, never "no known interaction"', () => {
  // prettier-ignore
  const STRICTURE: [Locale, string][] = [
    ['en-US', "I have Crohn's with a narrowing in my small intestine. Should I eat lots of raw veggies and salads for fiber?"],
    ['en-US', 'Should I follow a low-residue diet with my stricture?'],
    ['en-US', 'my GI said there is a tight bit in my ileum (stricture) — are nuts and corn ok?'],
    ['zh-CN', '我克罗恩病有肠道狭窄，为了补纤维应该多吃生蔬菜和沙拉吗？'],
    ['zh-CN', '我以前有过肠梗阻，要吃少渣饮食吗？'],
  ];
  it.each(STRICTURE)('%s: "%s" → the stricture rule', (locale, q) => {
    const r = ask('e1-crohns', E1, q, locale);
    expect(r.text).toContain(rule('ibd-stricture', locale));
    expect(r.text).not.toMatch(/no known interaction|已知相互作用|transplant|移植/);
    expect(r.text).toMatch(/ESPEN/);
  });

  // prettier-ignore
  const FIBRE: [Locale, string][] = [
    ['en-US', 'Is more fibre good for my IBD? Should I eat lots of salads?'],
    ['zh-CN', '炎症性肠病能多吃粗粮和蔬菜补纤维吗？'],
  ];
  // prettier-ignore
  const NO_PLAN: [Locale, string][] = [
    ['en-US', 'Should I follow a low-residue diet with my stricture?'],
    ['en-US', 'I have a narrowing in my small intestine — are salads ok?'],
    ['zh-CN', '肠道狭窄能吃生菜沙拉吗'],
  ];
  it.each(NO_PLAN)('%s: "%s" without a plan → the stricture rule', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toContain(rule('ibd-stricture', locale));
  });

  it('a low-residue diet before a colonoscopy is not the stricture rule', () => {
    const r = assistantReply({
      text: 'what is a low residue diet before my colonoscopy?',
      locale: 'en-US',
      plan: null,
    });
    expect(r.text).not.toContain(rule('ibd-stricture', 'en-US'));
  });

  it.each(FIBRE)('%s: "%s" (no stricture said) → check for a stricture first', (locale, q) => {
    const r = ask('e1-crohns', E1, q, locale);
    expect(r.text).toContain(rule('ibd-fibre', locale));
  });
});

describe('food safety and probiotics on an immunosuppressant (FDA; CDC Listeria, Vibrio)', () => {
  // prettier-ignore
  const FOOD: [Locale, string][] = [
    ['en-US', 'Can I eat sushi, raw oysters and soft cheese?'],
    ['en-US', 'Is it safe to eat deli meats and unpasteurized cheese on azathioprine?'],
    ['en-US', 'we are going to a seafood place, are raw shellfish ok with my meds?'],
    ['zh-CN', '吃硫唑嘌呤能吃生蚝和刺身吗？'],
    ['zh-CN', '在吃泼尼松，熟食店的火腿片和软奶酪能吃吗'],
  ];
  it.each(FOOD)('%s: "%s" → avoid, with the reasons', (locale, q) => {
    const r = ask('e1-crohns', E1, q, locale);
    expect(r.text).toContain(rule('immuno-food-safety', locale));
    expect(r.text).not.toMatch(/upper intake level|可耐受最高摄入量|transplant|移植/);
  });

  // prettier-ignore
  const PROBIOTIC: [Locale, string][] = [
    ['en-US', 'Can I take a probiotic while on azathioprine?'],
    ['en-US', 'a friend recommends saccharomyces boulardii for my gut — ok on my meds?'],
    ['zh-CN', '吃硫唑嘌呤可以吃益生菌吗？'],
  ];
  it.each(PROBIOTIC)('%s: "%s" → ask the specialist first', (locale, q) => {
    const r = ask('e1-crohns', E1, q, locale);
    expect(r.text).toContain(rule('immuno-probiotic', locale));
    expect(r.text).not.toMatch(/no known interaction|没有.*已知相互作用/);
  });

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: who to ask with IBD is the IBD team, never a transplant team',
    (locale) => {
      const plan = storedPlanFor('e1-crohns', E1, locale);
      const who = whoToAsk('is echinacea ok with azathioprine?', plan, ['azathioprine', 'prednisone']);
      expect(who.en).toMatch(/gastroenterologist or IBD team/);
      expect(who.zh).toMatch(/炎症性肠病团队/);
      const r = ask('e1-crohns', E1, 'Can I take echinacea to boost my immunity?', locale);
      expect(r.text).not.toMatch(/transplant|移植/);
      // After a kidney transplant it stays the transplant team.
      const tx = storedPlanFor('tx', { ...E1, conditions: ['kidney_transplant'] }, locale);
      expect(whoToAsk('is kava ok with azathioprine?', tx, ['azathioprine']).en).toMatch(/transplant team/);
    },
  );
});

describe('dysphagia (IDDSI 2019; ESPEN geriatrics 2019): drinks, sticky foods, weight, crushing', () => {
  // prettier-ignore
  const DRINKS: [Locale, string][] = [
    ['zh-CN', '喝水老呛，应该怎么给她喝水？'],
    ['zh-CN', '要不要给她喝增稠的水？'],
    ['zh-CN', '我妈一喝水就咳，能用吸管喝吗'],
    ['en-US', 'She keeps coughing when she drinks water — how should I give her drinks?'],
    ['en-US', 'Should her drinks be thickened?'],
  ];
  it.each(DRINKS)('%s: "%s" → upright, small sips, thickening set by the SLT', (locale, q) => {
    const r = ask('z4-dysphagia', Z4, q, locale);
    expect(r.text).toContain(rule('dysphagia-drinks', locale));
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  // prettier-ignore
  const STICKY: [Locale, string][] = [
    ['zh-CN', '她能吃果冻和汤圆吗？'],
    ['zh-CN', '过年了，给奶奶吃点年糕可以吗'],
    ['en-US', 'Can she have jelly and sticky rice balls?'],
  ];
  it.each(STICKY)('%s: "%s" → avoided until assessed', (locale, q) => {
    const r = ask('z4-dysphagia', Z4, q, locale);
    expect(r.text).toContain(rule('dysphagia-sticky', locale));
  });

  // prettier-ignore
  const WEIGHT: [Locale, string][] = [
    ['zh-CN', '她最近三个月瘦了5斤，吃得很少，怎么办？'],
    ['zh-CN', '怎么让她长点肉'],
    ['en-US', 'She has lost 2.5 kg in three months and eats very little. What can we do?'],
    ['zh-CN', '怎么给她增加营养？'],
    ['en-US', 'what snacks can I give her?'],
  ];
  it.each(WEIGHT)(
    '%s: "%s" → soft energy-dense food and supplements, never nuts or strength training',
    (locale, q) => {
      const r = ask('z4-dysphagia', Z4, q, locale);
      expect(r.text).toContain(rule('dysphagia-weight', locale));
      expect(r.text).not.toMatch(/力量训练|strength training|（奶、坚果|nuts and eggs/);
    },
  );

  // prettier-ignore
  const CRUSH: [Locale, string][] = [
    ['zh-CN', '氯吡格雷可以碾碎放粥里吗？'],
    ['zh-CN', '她的药片太大，能掰开压碎吗'],
    ['en-US', 'Can I crush her clopidogrel into porridge?'],
  ];
  it.each(CRUSH)('%s: "%s" → the pharmacist, not the speech therapist', (locale, q) => {
    const r = ask('z4-dysphagia', Z4, q, locale);
    expect(r.text).toContain(rule('crush-medicine', locale));
    expect(r.text).not.toMatch(/请问你的言语治疗师|please ask a speech-language therapist/);
  });
});

describe('levothyroxine with calcium, iron and coffee (Synthroid label §2.1; ATA 2014)', () => {
  // prettier-ignore
  const TOGETHER: [Locale, string][] = [
    ['en-US', 'I take levothyroxine, calcium and iron all together with my coffee at 7am because it is easier. Is that fine?'],
    ['en-US', 'is it ok to swallow my synthroid with my iron pill at the same time?'],
    ['zh-CN', '我早上7点把优甲乐、钙片和铁剂一起就着咖啡吃，可以吗？'],
    ['zh-CN', '左甲状腺素和钙片同时吃行不行'],
  ];
  it.each(TOGETHER)('%s: "%s" → no, separate them', (locale, q) => {
    const r = ask('e3-levothyroxine', E3, q, locale);
    expect(r.text).toContain(rule('levothyroxine-together', locale));
    expect(r.text).not.toMatch(/double dose|双倍/);
  });

  // prettier-ignore
  const BEDTIME: [Locale, string][] = [
    ['en-US', 'Can I take levothyroxine at bedtime instead?'],
    ['zh-CN', '左甲状腺素可以改成睡前吃吗？'],
  ];
  it.each(BEDTIME)('%s: "%s" → an accepted alternative, not "do not stop"', (locale, q) => {
    const r = ask('e3-levothyroxine', E3, q, locale);
    expect(r.text).toContain(rule('levothyroxine-bedtime', locale));
    expect(r.text).not.toMatch(/Do not stop Levothyroxine|不要自行停用/);
  });
});

describe('the rule texts', () => {
  it('Chinese texts hold no English sentences', () => {
    for (const [id, r] of Object.entries(CONDITION_TOPIC_RULES))
      expect(r.text.zh.replace(/IDDSI|TSH/g, ''), id).not.toMatch(/[A-Za-z]{3,}/);
  });
});

// Blind answer round 17 zh-091 (development data): "阿嬷一天喝多少水合适？她怕晚上起来放尿，下午以后就不肯喝水了"
// for a woman who chokes got the swallowing advice with no amount and nothing on the nights.
describe('drinks with a swallowing difficulty say how much and how to spare the nights', () => {
  it.each([
    ['zh-CN', /1\.6升.*傍晚以后少喝.*起夜/],
    ['en-US', /1\.6 litres.*evening.*night-time/],
  ] as const)('%s', (locale, says) => {
    expect(CONDITION_TOPIC_RULES['dysphagia-drinks'].text[locale === 'zh-CN' ? 'zh' : 'en']).toMatch(says);
  });
});

// Blind answer round 17 en-133 (development data): "can they be crushed or is there a liquid or chewable
// one", after big calcium tablets for a woman who chokes, got the thickened-drinks text.
describe('crushing or another form of the tablets just asked about is the pharmacist’s answer', () => {
  const OLDER = '80-year-old woman, low BMI';
  it.each([
    ['en-US', 'can they be crushed or is there a liquid or chewable one', /pharmacist.*chewable/s],
    ['en-US', 'is there a chewable version of it?', /chewable/],
    ['zh-CN', '这个能碾碎吗，有没有咀嚼片', /药师.*咀嚼片/s],
  ] as const)('%s: "%s"', (locale, text, says) => {
    const r = askPersona(OLDER, locale, text, {
      previous:
        locale === 'zh-CN'
          ? '她该吃钙片和维生素D吗？药片太大了'
          : 'Should nan be on a calcium and vitamin D tablet? the tablets are huge',
    });
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/IDDSI level, is set by that assessment|增稠到哪一级/);
  });

  it('water asked about by a person who chokes stays the drinks answer', () => {
    const r = askPersona(OLDER, 'en-US', 'she chokes on water, should we thicken it?');
    expect(r.text).toContain(CONDITION_TOPIC_RULES['dysphagia-drinks'].text.en.slice(0, 60));
  });
});
