/**
 * A low neutrophil count on chemotherapy is marrow suppression with the fever as the danger — never
 * "perhaps transient or lifelong and harmless" (twenty-seventh clinician review, zh M5: 0.9 on weekly
 * cisplatin). Other medicines that can cause agranulocytosis keep their own text.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const LIANG: Answers = {
  ...person('male', 58, 170, 56, 'light'),
  conditions: ['cancer'],
  medicines: ['cisplatin', 'omeprazole'],
  labs: [{ marker: 'neutrophils', value: 0.9, unit: '10^9/L' }],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('on cisplatin: the fever is the emergency department at once', () => {
    const text = JSON.stringify(planFor(LIANG, locale));
    expect(text).toMatch(zh ? /你在用顺铂化疗/ : /You are having chemotherapy with Cisplatin/i);
    expect(text).toMatch(zh ? /38\.0℃或以上/ : /38\.0 °C/);
    expect(text).not.toMatch(zh ? /少数人会引起粒细胞缺乏/ : /in a few people causes agranulocytosis/);
  });
  it('severely low: the oncology team today', () => {
    const text = JSON.stringify(
      planFor({ ...LIANG, labs: [{ marker: 'neutrophils', value: 0.4, unit: '10^9/L' }] }, locale),
    );
    expect(text).toMatch(zh ? /今天就联系肿瘤科团队/ : /contact your oncology team today/);
  });
  it('methimazole keeps the agranulocytosis text', () => {
    const text = JSON.stringify(planFor({ ...LIANG, conditions: [], medicines: ['methimazole'] }, locale));
    expect(text).toMatch(zh ? /少数人会引起粒细胞缺乏/ : /in a few people causes agranulocytosis/);
  });
});
