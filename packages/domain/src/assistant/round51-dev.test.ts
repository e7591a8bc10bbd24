/**
 * Blind answer round 51, judged — development data from then on: two of its unsafe answers.
 *
 * - en-028, zh-062: three flat whites and a scoop of pre-workout counted as the coffee alone (about 285 mg, "within
 *   400 mg"); a scoop with no figure said is counted at the low end of what labels hold (150 mg), so the day is over.
 * - en-046: "some vitamin drops are made with arachis oil, is that peanut? is Abidec safe for her?" for a child with peanut
 *   anaphylaxis got a vitamin D forms text; arachis oil is peanut oil, and the leaflet says not with a peanut allergy.
 * - zh-010: prediabetes told by a woman planning a pregnancy "next year" got the in-pregnancy "do not lose weight" text.
 * - en-016: "So how much water should I be drinking in a day with this kidney matter?" after a question on diclofenac was
 *   read as "how much diclofenac", with "do not stop a medicine" — undoing "stop the diclofenac you bought".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply, type ChatTurn } from '.';
import { caffeineCounted } from './intents/caffeine-total';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-028, zh-062: a scoop of pre-workout counts — three flat whites and a scoop are over 400 mg', () => {
    const r = assistantReply({
      text: zh
        ? '室友去健身房前要喝一勺pre-workout，一天还有三杯flat white，咖啡因加起来会不会超标？'
        : '3 flat whites a day plus a scoop of pre-workout before gym, is that too much caffeine??',
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(zh ? /大约435毫克/ : /about 435 mg/);
    expect(r.text).toMatch(zh ? /超过了健康成年人每天400毫克/ : /above the 400 mg a day/);
  });

  it('en-016: water asked after diclofenac is the fluid answer, never "how much diclofenac"', () => {
    const who: Answers = {
      ...person('male', 58, 172, 84, 'light'),
      conditions: ['kidney_disease', 'gout', 'hypertension'],
      medicines: ['lisinopril'],
      labs: [{ marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 }],
    };
    const plan = storedPlanFor(`r51-dev:${locale}`, who, locale);
    const previous = zh
      ? '痛风发作时我在药店买双氯芬酸，见效快。有没有吃的或者天然的东西能代替？'
      : 'When the gout flares I buy diclofenac from the chemist and it works fast. Is there any food or natural thing I can use instead?';
    const first = assistantReply({ text: previous, locale, plan, medicines: [...who.medicines!] });
    const history: ChatTurn[] = [
      { role: 'user', content: previous },
      { role: 'assistant', content: first.text },
    ];
    const r = assistantReply({
      text: zh
        ? '那我这个肾的情况，一天要喝多少水？'
        : 'So how much water should I be drinking in a day with this kidney matter?',
      locale,
      plan,
      medicines: [...who.medicines!],
      history,
    });
    expect(r.text).not.toMatch(zh ? /你问的是\*\*双氯芬酸\*\*/ : /You asked about \*\*Diclofenac\*\*/);
    expect(r.text).toMatch(zh ? /水/ : /water/);
  });
});

describe.each(LOCALES)('%s: en-046, arachis oil', (locale) => {
  const zh = locale === 'zh-CN';
  it('arachis oil is peanut oil; not with a peanut allergy', () => {
    const r = assistantReply({
      text: zh
        ? '听说有些维生素滴剂是用arachis oil做的，那是花生油吗？Abidec她能吃吗？'
        : 'Also I read some vitamin drops are made with arachis oil, is that peanut? is Abidec safe for her?',
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text.split('\n\n')[0]).toMatch(zh ? /就是花生油/ : /"arachis oil" is peanut oil/);
  });
  it('peanuts asked about as food are not this answer', () => {
    const r = assistantReply({
      text: zh ? '花生能补维生素E吗' : 'do peanuts have vitamin E?',
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/arachis/);
  });
});

describe.each(LOCALES)('%s: zh-010, prediabetes while planning a pregnancy', (locale) => {
  const zh = locale === 'zh-CN';
  it('planning is not pregnant: never "do not lose weight in pregnancy"', () => {
    const r = assistantReply({
      text: zh
        ? '空腹血糖5.8，糖化5.9%，这样算不算糖尿病前期了？我明年想要bb，160cm 72kg，减到多少对怀孕比较好'
        : 'fasting glucose 5.8 and a1c 5.9%, is that prediabetes? we are trying to conceive next year, how much should I lose first?',
      locale,
      plan: null,
      medicines: ['metformin'],
    });
    expect(r.text).not.toMatch(zh ? /怀孕期间不要减重/ : /do not try to lose weight while you are pregnant/);
  });
  it('pregnant, the same result: no dieting', () => {
    const r = assistantReply({
      text: zh
        ? '怀孕12周，糖化5.9%，要不要减肥？'
        : "I'm 12 weeks pregnant and my a1c is 5.9%, should I diet?",
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(
      zh ? /怀孕期间不要(节食)?减重/ : /(do not try to lose weight while you are pregnant|don.t diet)/i,
    );
  });
});

describe('a scoop of pre-workout is counted', () => {
  it.each([
    ['3 flat whites a day plus a scoop of pre-workout', 435],
    ['一勺pre-workout，一天还有三杯flat white', 435],
    ['two scoops of pre-workout and a coffee', 395],
  ] as const)('%s → %i mg', (text, mg) => {
    const items = caffeineCounted(text, 'en-US');
    expect(items && Math.round(items.reduce((s, x) => s + x.count * x.mg, 0))).toBe(mg);
  });
});

/**
 * Round 51's other unsafe answers (development data): zh-024 cirrhosis and hot pot, zh-052 bitter kola read as cola,
 * zh-065 a lacto-vegetarian told to avoid dairy, zh-015 two fish-oil capsules read as one and lingzhi on apixaban.
 */
describe.each(LOCALES)('%s: round 51 unsafe, the rest', (locale) => {
  const zh = locale === 'zh-CN';
  const ask = (who: Answers, name: string, text: string) =>
    assistantReply({
      text,
      locale,
      plan: storedPlanFor(`r51dev:${name}`, who, locale),
      medicines: [...(who.medicines ?? [])],
    });

  it('zh-024: cirrhosis — cured meat is salt, hot pot in clear broth, never "one big meal is fine"', () => {
    const who: Answers = { ...person('male', 56, 170, 62, 'light'), conditions: ['cirrhosis'] };
    const r = ask(
      who,
      'cirrhosis',
      zh
        ? '快过年了屋头熏了好多腊肉香肠，他馋得很，去年食道静脉曲张才套扎过，能不能吃一两片？火锅吃清汤锅可不可以'
        : 'New Year is coming, we smoked lots of bacon and sausage, he had varices banded last year — can he have a slice or two? And a clear-broth hot pot?',
    );
    expect(r.text).toMatch(zh ? /约5克/ : /about 5 g/);
    expect(r.text).toMatch(zh ? /腊肉、香肠这类腌熏的肉最好不吃/ : /Cured and smoked meats/);
    expect(r.text).not.toMatch(zh ? /一顿吃多了也没关系|毛肚黄喉这类瘦的/ : /one big meal|tripe .* lean/i);
  });

  it('zh-052: bitter kola is not cola; agbo and moringa with CKD get the herbal answer, named', () => {
    const who: Answers = {
      ...person('male', 58, 174, 88, 'light'),
      conditions: ['kidney_disease', 'gout'],
      medicines: ['lisinopril'],
    };
    const r = ask(
      who,
      'kola',
      zh
        ? '朋友每天一茶匙辣木粉moringa，有几周还喝当地一种叫agbo的草药水，还嚼苦可乐果。这些东西对肾有没有影响？'
        : 'He takes a teaspoon of moringa a day, drinks agbo some weeks and chews bitter kola. Do these affect his kidneys?',
    );
    expect(r.text).not.toMatch(zh ? /含糖可乐|深色碳酸饮料/ : /sugary cola|dark colas?/i);
    expect(r.text).toMatch(
      zh ? /agbo草药水、苦可乐果、辣木粉也在其中/ : /agbo, bitter kola and moringa you named/,
    );
  });

  it('zh-065: a lacto-vegetarian asking calories to gain gets the energy and the surplus, never "avoid paneer"', () => {
    const who: Answers = {
      ...person('male', 24, 176, 54, 'light'),
      dietPattern: 'vegetarian',
      foodFrequency: { eggs: 'never', dairy: 'daily' },
      goals: ['weight_gain'],
    };
    const r = ask(
      who,
      'arjun',
      zh
        ? '我在海得拉巴的印度同事Arjun，吃素不吃蛋，想增重。他一天大概要吃多少热量才能慢慢长肉？'
        : 'My Indian colleague, vegetarian, no eggs, wants to gain weight. How many calories a day to put on weight slowly?',
    );
    expect(r.intent).toBe('bmi_energy');
    expect(r.text).not.toMatch(/paneer|raita/);
    const tdee = storedPlanFor('r51dev:arjun', who, locale).profile.tdeeKcal;
    const low = Math.round((tdee * 1.1) / 50) * 50;
    expect(r.text).toContain(`${low}–`);
    expect(r.text).toMatch(/0\.25–0\.5/);
  });

  it('the surplus is not said in pregnancy, nor to someone losing weight', () => {
    const pregnant: Answers = {
      ...person('female', 30, 160, 50, 'light'),
      lifeStage: 'pregnant_t2',
      goals: ['weight_gain'],
    };
    const r = ask(
      pregnant,
      'preg',
      zh ? '我一天要吃多少热量才能长点肉？' : 'How many calories should I eat to gain weight?',
    );
    expect(r.text).not.toMatch(/10–20/);
    const losing: Answers = { ...person('male', 40, 175, 95, 'light'), goals: ['weight_loss'] };
    const r2 = ask(
      losing,
      'lose',
      zh ? '我要减肥，一天吃多少热量？' : 'How many calories a day to lose weight?',
    );
    expect(r2.text).not.toMatch(/10–20/);
  });

  it('zh-015: two fish-oil capsules are two, and lingzhi spore powder on apixaban is a bleeding pair', () => {
    const who: Answers = {
      ...person('male', 78, 168, 60, 'light'),
      medicines: ['apixaban'],
      supplements: [
        { optionId: 'fish-oil', name: '魚油 1000mg', dose: 2, unit: 'capsule' },
        { optionId: 'reishi', name: '靈芝孢子粉', dose: 1, unit: 'sachet' },
      ],
    };
    const r = ask(
      who,
      'chanpak',
      zh
        ? '佢每日仲食兩粒魚油同一包靈芝孢子粉，而家已經食緊薄血藥，呢幾樣仲使唔使繼續食？'
        : 'He takes two fish oil capsules and a sachet of lingzhi spore powder a day, and he is on a blood thinner — should he keep taking them?',
    );
    expect(r.text).not.toMatch(zh ? /你说每天 1 份/ : /you said 1 /i);
    expect(r.text).not.toMatch(zh ? /灵芝孢子粉\*\*：上面的回答没有涉及/ : /lingzhi[^.]*does not cover/i);
    expect(r.text).toMatch(zh ? /靈芝孢子粉|灵芝/ : /reishi|lingzhi/i);
  });
});
