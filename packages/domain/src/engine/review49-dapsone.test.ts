/**
 * Forty-ninth clinician review, en S6: dapsone 100 mg for dermatitis herpetiformis with Septran DS (co-trimoxazole)
 * for a urine infection — the plan listed no medicine warning, "both together is ok na?" got "no reliable rule", a
 * methaemoglobin of 7.2 % was "not recognised", and blue-grey lips with breathlessness got a card naming no cause.
 * Dapsone tablets US prescribing information (Warnings; Drug Interactions, trimethoprim).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import type { Answers } from '../contracts/questionnaire';
import { resolveMedicineEntries } from '../interactions';
import { analyseLabs } from '../labs';
import { medicineToxicityLines } from '../safety/texts';
import { person } from '../testing';
import { planFor } from './index';

type Locale = 'zh-CN' | 'en-US';
const LOCALES: Locale[] = ['en-US', 'zh-CN'];

const harpreet = (locale: Locale): Answers => {
  const r = resolveMedicineEntries(['Dapsone 100 mg once a day', 'Septran DS twice a day'], locale);
  return { ...person('female', 39, 158, 54, 'light'), medicines: r.ids, medicineDoses: r.doses };
};

describe('dapsone with co-trimoxazole', () => {
  it('Septran DS is co-trimoxazole', () => {
    expect(resolveMedicineEntries(['Septran DS'], 'en-US').ids).toEqual(['sulfamethoxazole-trimethoprim']);
  });

  it.each(LOCALES)('%s: the plan warns about the pair, without telling her to stop either', (locale) => {
    const plan = planFor(harpreet(locale), locale);
    const text = JSON.stringify(plan);
    expect(text).toMatch(locale === 'zh-CN' ? /高铁血红蛋白血症/ : /methaemoglobinaemia/);
    expect(text).toMatch(locale === 'zh-CN' ? /两种药都先不要自己停/ : /Do not stop either on your own/);
  });

  it.each([
    [
      'en-US',
      'my skin doctor has given me dapsone 100 for the DH itching and my GP gave Septran DS for urine infection. both together is ok na?',
      /methaemoglobin/,
    ],
    ['zh-CN', '皮肤科开了氨苯砜，社区医生又开了复方新诺明治尿路感染，两个能一起吃吗？', /高铁血红蛋白/],
  ] as const)('%s: the chat answers the pair', (locale, text, says) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor('rev49 dapsone', harpreet(locale), locale),
      medicines: ['dapsone', 'sulfamethoxazole-trimethoprim'],
    });
    expect(r.intent).not.toBe('urgent');
    expect(r.text).toMatch(says);
  });

  it.each([
    [
      'en-US',
      'since morning my lips and nails are looking bluish grey, i am getting breathless just climbing stairs and bad headache, very tired. is it from the weakness only?',
      /You take dapsone.*methaemoglobinaemia/s,
    ],
    [
      'zh-CN',
      '今天早上开始嘴唇和指甲发青发灰，爬楼梯就喘，头疼得厉害，是不是贫血的原因？',
      /你在吃氨苯砜.*高铁血红蛋白血症/s,
    ],
  ] as const)('%s: blue-grey lips on dapsone — the urgent card names it', (locale, text, says) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor('rev49 dapsone', harpreet(locale), locale),
      medicines: ['dapsone', 'sulfamethoxazole-trimethoprim'],
    });
    expect(r.intent).toBe('urgent');
    expect(r.text).toMatch(says);
    const without = assistantReply({
      text,
      locale,
      plan: storedPlanFor('rev49 no dapsone', person('female', 39, 158, 54, 'light'), locale),
      medicines: ['metformin'],
    });
    expect(without.text).not.toMatch(/dapsone|氨苯砜/);
  });

  it('the dapsone lines are for its signs only', () => {
    expect(medicineToxicityLines(['dapsone'], 'what should I eat for coeliac disease?', 'en-US')).toEqual([]);
    expect(medicineToxicityLines(['dapsone'], '乳糜泻应该怎么吃？', 'zh-CN')).toEqual([]);
  });

  it.each(LOCALES)('%s: a methaemoglobin of 7.2 %% is read and flagged high, 1 %% is normal', (locale) => {
    const high = analyseLabs([{ marker: 'Methemoglobin', value: 7.2, unit: '%' }], { sex: 'female', locale })
      .analysis.markers[0];
    expect(high?.key).toBe('methaemoglobin');
    expect(high?.flag).toBe('high');
    expect(JSON.stringify(high)).toMatch(locale === 'zh-CN' ? /氨苯砜/ : /dapsone/);
    const normal = analyseLabs([{ marker: '高铁血红蛋白', value: 1, unit: '%' }], { sex: 'female', locale })
      .analysis.markers[0];
    expect(normal?.flag).toBe('normal');
  });
});
