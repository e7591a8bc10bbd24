/**
 * Blind answer round 28, after its figures were taken (development data from then on): zh-008 and en-008 — a
 * man on OxyContin with Lyrica and duloxetine asking about his nightly beers got the antiseizure row's "one or
 * two drinks over the evening" (pregabalin reads as an antiseizure medicine). On an opioid the answer is the
 * opioid's: no alcohol (opioid boxed warnings; FDA 2016, 2019).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const OPIOID_PREGABALIN: Answers = {
  ...person('male', 58, 178, 102, 'sedentary'),
  alcohol: 'moderate',
  medicines: ['oxycodone', 'pregabalin', 'duloxetine'],
};
const PREGABALIN_ONLY: Answers = { ...OPIOID_PREGABALIN, medicines: ['pregabalin'] };

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const q = zh
    ? '我每天晚上习惯喝两三罐啤酒放松一下，同时在吃奥施康定、乐瑞卡（普瑞巴林），这样喝问题大不大？'
    : 'Is it really that bad to have a couple beers at night with my oxycontin and lyrica?';
  it('on an opioid with pregabalin: no drinking allowance, the opioid rule', () => {
    const a = OPIOID_PREGABALIN;
    const r = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor('r28-opioid', a, locale),
      medicines: a.medicines ?? [],
    });
    expect(r.text).not.toMatch(/一个晚上最多一两杯|one or two (drinks )?over the (whole )?evening/);
    expect(r.text).toMatch(zh ? /不要喝酒/ : /no alcohol|do not drink|Avoid alcohol|drink no alcohol/i);
  });
  it('pregabalin alone keeps the antiseizure row', () => {
    const a = PREGABALIN_ONLY;
    const r = assistantReply({
      text: zh ? '吃普瑞巴林能喝三四杯啤酒吗' : 'can I have 3 or 4 beers on lyrica?',
      locale,
      plan: storedPlanFor('r28-pregabalin', a, locale),
      medicines: a.medicines ?? [],
    });
    expect(r.text).toMatch(zh ? /一两杯/ : /one or two/);
  });
});
