/**
 * Blind answer round 61's neighbouring answers (development data), asked again in other words:
 *
 * - zh-026: "那具体要饭前多久饭后多久？我一般7点半吃早饭" after entecavir's timing: the supplement timetable (a follow-up
 *   that names more than "it" never got the row before it again).
 * - en-065, zh-057: ashwagandha in warm milk for sleep on phenytoin, aspirin and telmisartan: a bedtime-snack text for an
 *   underweight woman and a "can't".
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ON_ENTECAVIR: Answers = { ...person('male', 36, 172, 80, 'light'), medicines: ['entecavir'] };
const ON_PHENYTOIN: Answers = {
  ...person('male', 71, 168, 62, 'sedentary'),
  medicines: ['phenytoin', 'aspirin', 'telmisartan'],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r61n:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('zh-026: entecavir’s timing asked again in detail gets the 2-hours-each-side answer again', () => {
    const [, r] = chat('entecavir-again', ON_ENTECAVIR, locale, [
      zh
        ? '恩替卡韦要空腹吃，我每天早上吃'
        : 'my doctor says entecavir on an empty stomach, I take it in the morning',
      zh
        ? '那早饭前要多久？我一般7点半吃早饭'
        : 'so how long before breakfast exactly? I usually eat at 7:30',
    ]);
    expect(r!.text).toMatch(
      zh
        ? /饭后至少2小时、下一顿饭前至少2小时/
        : /at least 2 hours after a meal and at least 2 hours before the next/,
    );
  });

  it('en-067: moving "it" to night time after a late dinner is entecavir’s timing, not the late-dinner text', () => {
    const [, r] = chat('entecavir-night', ON_ENTECAVIR, locale, [
      zh
        ? '恩替卡韦要空腹吃，我每天早上吃'
        : 'my doctor says entecavir on an empty stomach, I take it in the morning',
      zh
        ? '那我把它改到晚上吃，晚饭后要隔多久？我常常10点才吃完饭'
        : 'ok if i move it to night time, how long after dinner? i eat late, sometimes 10pm after client dinners',
    ]);
    expect(r!.text).toMatch(zh ? /饭后至少2小时/ : /at least 2 hours after a meal/);
  });

  it('a follow-up about something else is not given the entecavir row again', () => {
    const [, r] = chat('entecavir-other', ON_ENTECAVIR, locale, [
      zh
        ? '恩替卡韦要空腹吃，我每天早上吃'
        : 'my doctor says entecavir on an empty stomach, I take it in the morning',
      zh ? '那喝酒呢？' : 'and what about beer?',
    ]);
    expect(r!.text).not.toMatch(zh ? /饭后至少2小时/ : /at least 2 hours after a meal/);
  });

  it('en-065, zh-057: ashwagandha for sleep on phenytoin — ask the neurologist first, sedation, blood pressure, liver', () => {
    const [r] = chat('ashwagandha-phenytoin', ON_PHENYTOIN, locale, [
      zh
        ? '我爸睡前用热牛奶冲一小勺南非醉茄粉助眠，他吃苯妥英钠和阿司匹林，可以吗？'
        : 'Dad has a spoon of ashwagandha powder in warm milk at bedtime to sleep — ok with his phenytoin and aspirin?',
    ]);
    expect(r!.text).toMatch(zh ? /南非醉茄先不要自己加/ : /do not add ashwagandha on your own/);
    expect(r!.text).toMatch(zh ? /镇静作用/ : /sedating/);
    expect(r!.text).not.toMatch(zh ? /体重偏低/ : /underweight/);
  });

  it('zh-012: vitamin B12 and calcium together — yes, with a meal (the pair has its rule)', () => {
    const [r] = chat('b12-calcium', person('female', 60, 160, 60, 'light'), locale, [
      zh ? '维生素B12和钙片能一起吃吗？' : 'can I take my vitamin B12 and calcium tablets together?',
    ]);
    expect(r!.rules).toContain('vitaminB12-calcium');
    expect(r!.text).toMatch(
      zh ? /维生素B12和钙片可以一起吃/ : /Vitamin B12 and calcium can be taken together/,
    );
  });
});
