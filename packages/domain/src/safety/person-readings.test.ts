/**
 * Eighteenth clinician review (2026-11-28): the urgent card names the reading that fits the person — star
 * fruit with kidney disease (zh S1), hepatic encephalopathy and a variceal bleed with cirrhosis (en M12),
 * hyperemesis with lost antiseizure doses in pregnancy (en M5) — and never a cause the person cannot have
 * (a prostate for a woman) or whose own signs are absent (high potassium from night sweats on insulin, zh
 * S2). Reviewer's words, other phrasings in both languages, carers typing, and look-alikes that must not
 * change.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from '../assistant/reply';
import { storedPlanFor } from '../assistant/testing';
import { person } from '../testing';
import { personReadingIds } from './person-readings';

const GRANDMA: Answers = {
  ...person('female', 72, 155, 55, 'light'),
  conditions: ['kidney_disease', 'diabetes'],
  medicines: ['insulin-aspart'],
  labs: [
    { marker: 'egfr', value: 22, unit: 'mL/min/1.73m2' },
    { marker: 'potassium', value: 5.7, unit: 'mmol/L' },
  ],
};
const PREGNANT_EPILEPSY: Answers = {
  ...person('female', 29, 165, 60, 'light'),
  lifeStage: 'pregnant_t1',
  gestationalWeek: 7,
  conditions: ['epilepsy'],
  medicines: ['lamotrigine'],
};
const CIRRHOSIS: Answers = {
  ...person('male', 59, 175, 80, 'light'),
  conditions: ['cirrhosis'],
  medicines: ['spironolactone', 'furosemide', 'propranolol', 'lactulose', 'rifaximin'],
};

const ask = (answers: Answers | null, locale: Locale, text: string) => {
  const plan = answers ? storedPlanFor(`r18 ${JSON.stringify(answers.conditions)}`, answers, locale) : null;
  return assistantReply({ text, locale, plan, medicines: [...(answers?.medicines ?? [])] });
};

describe('star fruit with kidney disease: star-fruit poisoning, never a low with juice (zh S1)', () => {
  // prettier-ignore
  const CASES: [string, Answers | null, Locale, string][] = [
    ['reviewer', GRANDMA, 'zh-CN', '我妈昨天下午吃了两个杨桃，今天一直打嗝停不下来，有点说胡话，手也抖，是不是吃坏肚子了，喝点藿香正气水行吗'],
    ['carer, dialysis said, guest', null, 'zh-CN', '我爸透析的，昨天吃了几个杨桃，今天一直打嗝，人有点糊涂'],
    ['洋桃, plan', GRANDMA, 'zh-CN', '她中午吃了半个洋桃，下午开始吐，说胡话，手抖'],
    ['en, plan', GRANDMA, 'en-US', 'My mum ate two star fruits yesterday and now she has hiccups that will not stop, she is confused and shaking'],
    ['en, carambola, CKD said', null, 'en-US', 'my dad has kidney failure, he ate a carambola last night and now he keeps hiccupping and is confused'],
  ];
  it.each(CASES)('%s', (_, answers, locale, text) => {
    const r = ask(answers, locale, text);
    expect(r.urgent).toBe(true);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/杨桃中毒/);
      expect(r.text).toMatch(/透析/);
      expect(r.text).not.toMatch(/半杯果汁|可能是严重低血糖/);
    } else {
      expect(r.text).toMatch(/star-fruit poisoning/);
      expect(r.text).toMatch(/dialysis/);
      expect(r.text).not.toMatch(/half a cup of juice|can be severe low blood sugar/);
    }
  });

  it.each<[Locale, string]>([
    [
      'en-US',
      'my husband is on dialysis, he ate two starfruit this afternoon, now hiccuping nonstop and a bit confused',
    ],
    ['en-US', 'dad does hemodialysis, had star fruit at lunch, now he keeps hiccupping and talks nonsense'],
    ['zh-CN', '我爸透析的 下午吃了两个杨桃 现在一直打嗝 有点糊涂'],
  ])(
    '%s, dialysis with no session missed: star fruit named, never "after missing dialysis"',
    (locale, text) => {
      const r = ask(null, locale, text);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(locale === 'zh-CN' ? /杨桃中毒/ : /star-fruit poisoning/);
      expect(r.text).not.toMatch(/After missing one or more dialysis sessions|漏(做|透)了?(一次|透析)/);
    },
  );

  it('a session said missed keeps its card beside the star fruit', () => {
    const r = ask(
      null,
      'en-US',
      "on dialysis, missed yesterday's session and ate star fruit, now hiccuping and confused",
    );
    expect(r.text).toMatch(/star-fruit poisoning/);
    expect(r.text).toMatch(/After missing one or more dialysis sessions/);
  });

  it.each<[Locale, string]>([
    ['en-US', 'on dialysis, can i eat star fruit? i have hiccups sometimes'],
    ['en-US', 'ate star fruit, now hiccups lol'],
    ['zh-CN', '吃了杨桃 打嗝了'],
  ])('%s: no kidney disease known, or the fruit not eaten: no card (%s)', (locale, text) => {
    expect(ask(null, locale, text).urgent).toBe(false);
  });

  it('star fruit asked about ahead is the food answer, never a card', () => {
    expect(ask(GRANDMA, 'zh-CN', '杨桃能吃吗？').urgent).toBe(false);
    expect(ask(GRANDMA, 'en-US', 'can she eat star fruit?').urgent).toBe(false);
  });

  it('with no kidney disease known the star fruit is a question for the doctors, not the diagnosis', () => {
    const ids = personReadingIds({
      features: new Set(),
      conditions: [],
      medicines: [],
      text: '吃了杨桃后一直打嗝，人糊涂',
    });
    expect(ids).toEqual(['star-fruit']);
  });

  it('a severe low on insulin with kidney disease and no star fruit: glucose or sugar water, never juice', () => {
    const r = ask(GRANDMA, 'zh-CN', '我妈打胰岛素的，现在手抖出汗，人有点糊涂了');
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/低血糖/);
    expect(r.text).toMatch(/葡萄糖片/);
    expect(r.text).not.toMatch(/半杯果汁/);
  });
});

describe('night sweats and a racing heart on insulin: nocturnal lows, not a potassium card (zh S2)', () => {
  // prettier-ignore
  const CASES: [string, Answers | null, Locale, string, string[]][] = [
    ['reviewer', GRANDMA, 'zh-CN', '她晚上有时候出冷汗、心慌，打着诺和锐30，吃点什么能预防', []],
    ['carer, 老是', GRANDMA, 'zh-CN', '我妈晚上老是出冷汗心慌手抖，她打胰岛素的，有肾病，怎么办', []],
    ['en, plan', GRANDMA, 'en-US', 'she sometimes wakes up at night sweating with her heart racing, she is on insulin, what can she eat to prevent it?', []],
    ['guest, insulin said', null, 'zh-CN', '我爸打着诺和锐30，晚上有时候出冷汗、心慌，吃点什么能预防', []],
  ];
  it.each(CASES)('%s', (_, answers, locale, text) => {
    const r = ask(answers, locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(locale === 'zh-CN' ? /夜间低血糖/ : /low blood sugar at night/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /凌晨2–3点/ : /2–3 am/);
    expect(r.text).not.toMatch(/高钾血症|high potassium, which/);
  });

  it('"some nights" on Lantus, asked after the fact, is the bedtime-snack answer, not a card', () => {
    const r = ask(
      null,
      'en-US',
      'i wake up sweaty with my heart pounding some nights, on lantus. what snack before bed?',
    );
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/bedtime snack/i);
    expect(
      ask(null, 'en-US', 'on lantus, right now im sweaty and my heart is pounding, feel shaky').urgent,
    ).toBe(true);
  });

  it('happening now, or with a sign of a severe low, stays urgent', () => {
    expect(ask(GRANDMA, 'zh-CN', '我妈现在出冷汗、心慌、手抖，人叫不醒').urgent).toBe(true);
    expect(ask(GRANDMA, 'en-US', 'she is sweating and shaking right now and confused').urgent).toBe(true);
  });

  it('kidney disease with its own signs of high potassium stays the potassium card', () => {
    const r = ask(GRANDMA, 'zh-CN', '我妈今天心慌，两条腿没力气，抬不起来');
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/高钾血症/);
  });
});

describe('pregnant, nothing stays down, no urine: hyperemesis, never a prostate (en M5)', () => {
  // prettier-ignore
  const CASES: [string, Answers | null, Locale, string][] = [
    ['reviewer', PREGNANT_EPILEPSY, 'en-US', "I'm 7 weeks pregnant, I can't keep any fluids down, brought my lamotrigine back up twice, dizzy and no urine since this morning"],
    ['vomited', PREGNANT_EPILEPSY, 'en-US', "7 weeks pregnant, can't keep any fluids down, vomited my lamotrigine twice, dizzy and haven't peed since this morning"],
    ['zh', PREGNANT_EPILEPSY, 'zh-CN', '怀孕7周，喝水都吐，拉莫三嗪吐出来两次，头晕，从早上到现在没尿'],
  ];
  it.each(CASES)('%s', (_, answers, locale, text) => {
    const r = ask(answers, locale, text);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/prostate|前列腺/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /妊娠剧吐/ : /hyperemesis/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /抗癫痫药.*抽搐/s : /antiseizure medicine.*seizure/s);
  });

  it('no urine told by a woman names no prostate; told with no sex known, the prostate is for men', () => {
    const woman = ask(
      { ...person('female', 50, 160, 60, 'light') },
      'en-US',
      "I haven't peed since this morning",
    );
    if (woman.urgent) expect(woman.text).not.toMatch(/prostate/);
    const guest = ask(null, 'en-US', "I haven't peed since this morning");
    if (guest.urgent && /prostate/.test(guest.text)) expect(guest.text).toMatch(/in men/);
  });
});

describe('cirrhosis, confusion, black stools: encephalopathy and a variceal bleed, nothing by mouth (en M12)', () => {
  // prettier-ignore
  const CASES: [string, Answers | null, Locale, string, RegExp][] = [
    ['reviewer (wife)', CIRRHOSIS, 'en-US', "My husband has cirrhosis. He's been confused and really drowsy since yesterday, his stools are black, and he missed his lactulose for two days. What should I do?", /hepatic encephalopathy.*varices/s],
    ['zh carer', CIRRHOSIS, 'zh-CN', '我老公肝硬化，今天人糊涂了很困，大便是黑的，乳果糖两天没吃', /肝性脑病.*静脉曲张/s],
    ['guest, ascites said', null, 'en-US', 'my dad has cirrhosis with ascites, today he is confused and sleepy and his poop is black', /hepatic encephalopathy.*varices/s],
    ['confusion only', CIRRHOSIS, 'zh-CN', '我爸肝硬化，今天一直犯糊涂，分不清白天黑夜', /肝性脑病/],
    ['black stools only', CIRRHOSIS, 'en-US', 'he has black tarry stools since this morning and feels dizzy', /varices/],
  ];
  it.each(CASES)('%s', (_, answers, locale, text, named) => {
    const r = ask(answers, locale, text);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(named);
    expect(r.text).not.toMatch(/warfarin|华法林|Crohn|克罗恩|calcium|血钙|sip water|小口多喝/);
  });

  it('black stools without liver disease keep the bleeding card', () => {
    const r = ask(null, 'en-US', 'I have black tarry stools and feel dizzy, I take warfarin');
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/internal bleeding/);
  });
});
