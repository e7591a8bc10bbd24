/**
 * Thirty-fifth blind clinician review (2026-12-01), zh M8: nightly 药酒 on phenobarbital at 63 with osteoporosis
 * was no finding in the plan, and "吃苯巴比妥能喝酒吗" was "no reliable rule".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant/index';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const her: Answers = {
  ...person('female', 63, 156, 52, 'light'),
  alcohol: 'light',
  conditions: ['epilepsy', 'osteoporosis'],
  medicines: ['phenobarbital', 'levetiracetam'],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('the plan says no alcohol on phenobarbital, medicinal wine included, and never to stop it to drink', () => {
    const f = planFor(her, locale).findings.find((x) => x.id === 'medicine-diet:alcohol-sedative');
    expect(f?.text).toMatch(
      zh
        ? /药酒、泡酒也算[\s\S]*突然停用这些药可能诱发抽搐/
        : /herbal or medicinal wines included[\s\S]*stopping these suddenly can bring on fits/,
    );
  });
  it('the chat answers "can I drink on it?"', () => {
    const r = assistantReply({
      text: zh ? '吃苯巴比妥能喝酒吗' : 'can i have a beer on phenobarbital',
      locale,
      plan: null,
      medicines: ['phenobarbital'],
    });
    expect(r.text).toMatch(
      zh ? /^吃苯巴比妥（鲁米那）[\s\S]*不要喝酒/ : /^Do not drink alcohol while on phenobarbital/,
    );
  });
});
