/**
 * Thirty-fifth clinician review: the chat side of the medicine findings.
 * - S4: "so i take my odefsey first thing with just a black coffee, dont eat til like 7pm cos im doing OMAD to
 *   drop the gut. thats fine yeah?" got the one-meal-a-day calorie card; rilpivirine must go with a meal.
 * - M1: a self-bought omeprazole beside Odefsey was to be kept ("stop neither on your own").
 * - M5: Oroxine (levothyroxine) and Somac (pantoprazole), Australia's brands, got "no reliable rule".
 * - M6: Keytruda was not in the dictionary; a checkpoint inhibitor's rules reach someone on it from the plan.
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './faq/testing';

describe('Australian brands are read as their generics (M5)', { timeout: 60_000 }, () => {
  it('Oroxine with Caltrate at breakfast: the levothyroxine rule, calcium 4 hours away', () => {
    const en = askAs({
      locale: 'en-US',
      text: 'My TSH came back 6.8. I take my Oroxine 100 first thing with my Caltrate Plus and a cuppa at brekky. Is that right?',
    });
    expect(en.text).not.toMatch(/no reliable rule|not in our medicine dictionary/);
    expect(en.text).toMatch(/levothyroxine/i);
    expect(en.text).toMatch(/4 hours/);
    const zh = askAs({ locale: 'zh-CN', text: '我早上吃Oroxine，和钙片一起吃可以吗' });
    expect(zh.text).toMatch(/左甲状腺素/);
    expect(zh.text).toMatch(/4小时/);
  });

  it('Somac with Oroxine: the acid reducer can lower its absorption, the TSH rechecked', () => {
    const en = askAs({
      locale: 'en-US',
      text: 'I take Somac 40 every morning, does it matter with my Oroxine?',
    });
    expect(en.text).not.toMatch(/no reliable rule/);
    expect(en.text).toMatch(/less levothyroxine may be absorbed/);
    expect(en.text).toMatch(/stop neither on your own/);
    const zh = askAs({ locale: 'zh-CN', text: '我每天吃Somac 40，和Eutroxsig有冲突吗' });
    expect(zh.text).toMatch(/左甲状腺素可能吸收变少/);
  });
});

const ODEFSEY = 'emtricitabine-rilpivirine-tenofovir-alafenamide';

describe('rilpivirine taken fasting: with a meal, first (S4)', { timeout: 60_000 }, () => {
  // prettier-ignore
  const FASTING: [string, 'en-US' | 'zh-CN', string[], string][] = [
    ['the reviewer, on Odefsey and omeprazole', 'en-US', [ODEFSEY, 'omeprazole'], 'so i take my odefsey first thing with just a black coffee, dont eat til like 7pm cos im doing OMAD to drop the gut. thats fine yeah?'],
    ['intermittent fasting, Edurant named', 'en-US', [], 'im on edurant and doing intermittent fasting 16:8, is black coffee ok in the fasting window?'],
    ['skipping breakfast, from the plan', 'en-US', ['emtricitabine-rilpivirine-tenofovir-disoproxil'], 'I never eat breakfast so I take my HIV pill on an empty stomach, is that ok?'],
    ['a protein shake', 'en-US', [ODEFSEY], 'i have my odefsey with a protein shake instead of breakfast, fine?'],
    ['zh, 16:8 and coffee', 'zh-CN', [ODEFSEY], '我每天早上空腹吃Odefsey，只喝一杯黑咖啡，在做16:8轻断食，可以吗'],
    ['zh, one meal a day, Juluca named', 'zh-CN', [], '我在吃Juluca，最近一天只吃一顿减肥，药早上吃，行吗'],
    ['zh, no breakfast', 'zh-CN', ['rilpivirine'], '我不吃早饭，抗病毒药都是早上起来直接吃的'],
  ];
  it.each(FASTING)('%s', (_, locale, medicines, text) => {
    const zh = locale === 'zh-CN';
    const r = askAs({ locale, medicines, text });
    expect(faqIdsOf(r)).toContain('rilpivirine-taken-fasting');
    expect(r.text).toMatch(
      zh ? /^\*\*不行——含利匹韦林的抗艾滋病药/ : /^\*\*No — HIV medicines with rilpivirine/,
    );
    expect(r.text).toMatch(zh ? /约40%/ : /about 40 %/);
    expect(r.text).toMatch(
      zh ? /每天固定和你吃的那一顿饭一起吃/ : /take it with your one meal, at the same time every day/,
    );
    expect(r.text).not.toMatch(
      /One meal a day usually means eating far too little|no reliable rule|没有可靠的规则/,
    );
  });

  it('the omeprazole beside it is still named, without "stop neither"', () => {
    const r = askAs({ locale: 'en-US', medicines: [ODEFSEY, 'omeprazole'], text: FASTING[0]![3] });
    expect(r.text).toMatch(/Omeprazole/);
    expect(r.text).not.toMatch(/stop neither/);
  });

  it('fasting said by someone on no rilpivirine gets no HIV-pill answer', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['bictegravir-emtricitabine-tenofovir-alafenamide'],
      text: FASTING[0]![3].replace('odefsey', 'biktarvy'),
    });
    expect(faqIdsOf(r)).not.toContain('rilpivirine-taken-fasting');
    const zh = askAs({ locale: 'zh-CN', text: '我在做16:8轻断食，断食时段可以喝黑咖啡吗' });
    expect(faqIdsOf(zh)).not.toContain('rilpivirine-taken-fasting');
  });

  it('"when should I take it" on Odefsey still gets its label time', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: [ODEFSEY],
      text: 'should i take my odefsey with breakfast or dinner?',
    });
    expect(r.text).toMatch(/with a meal/);
  });
});

describe('a self-bought PPI beside rilpivirine (M1)', { timeout: 60_000 }, () => {
  it.each([
    [
      'en-US',
      'the omeprazole i just buy from boots for heartburn, its only otc. what if i take it at night and odefsey in the morning, 12 hrs apart',
    ],
    ['zh-CN', '奥美拉唑是我自己在药店买的，治烧心，晚上吃，Odefsey早上吃，隔12小时行吗'],
  ] as const)(
    '%s: spacing does not help; not taken any more; the clinic today; the HIV pill kept',
    (locale, text) => {
      const zh = locale === 'zh-CN';
      const r = askAs({ locale, medicines: [ODEFSEY, 'omeprazole'], text });
      expect(faqIdsOf(r)).toContain('rilpivirine-acid-reducers');
      expect(r.text).not.toMatch(/stop neither|两种药都不要自己停|within the next few days|这几天内/);
      expect(r.text).toMatch(zh ? /隔12小时）也没用/ : /12 hours\) does not help/);
      expect(r.text).toMatch(
        zh ? /自己在药店买的（非处方），就不要再吃了/ : /over the counter\), do not take it any more/,
      );
      expect(r.text).toMatch(zh ? /今天就问艾滋病门诊或药师/ : /ask your HIV clinic or pharmacist today/);
      expect(r.text).toMatch(zh ? /法莫替丁/ : /famotidine/);
      expect(r.text).toMatch(zh ? /抗艾滋病药不要自己停/ : /Do not stop the HIV medicine on your own/);
    },
  );
});

describe('checkpoint inhibitors from the plan (M6)', { timeout: 60_000 }, () => {
  it('diarrhoea on Keytruda in the plan (not named in the message): the oncology team today', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['pembrolizumab'],
      text: 'ive had diarrhoea 5 times a day this week, what should i eat?',
    });
    expect(faqIdsOf(r)).toContain('checkpoint-inhibitor-diarrhoea');
    expect(r.text).toMatch(/call the oncology team today/);
    const zh = askAs({ locale: 'zh-CN', medicines: ['nivolumab'], text: '这几天一天拉五六次，吃什么好' });
    expect(faqIdsOf(zh)).toContain('checkpoint-inhibitor-diarrhoea');
  });

  it('an immune booster on Keytruda or 可瑞达: the team first, the immune side effects named', () => {
    const en = askAs({
      locale: 'en-US',
      medicines: ['pembrolizumab'],
      text: 'is turkey tail mushroom extract ok to take with my immunotherapy?',
    });
    expect(en.text).toMatch(/Tell the team before starting any herbal medicine/);
    const zh = askAs({ locale: 'zh-CN', text: '我爸在打可瑞达，能吃灵芝孢子粉提高免疫力吗' });
    expect(zh.text).toMatch(/先告诉肿瘤科团队/);
    expect(zh.text).not.toMatch(/没有可靠的规则/);
  });
});
