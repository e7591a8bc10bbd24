/**
 * Nineteenth clinician review (zh S3, en M15/M16): a woman with myasthenia gravis on tacrolimus,
 * pyridostigmine and prednisone, potassium 3.4, asked about the magnesium she bought herself and got only
 * the low-potassium card — "肌无力" (the disease's name) was read as the symptom "无力", and a real cramp
 * beside a magnesium question dropped the question. Classes: a disease's name is not its symptom; the
 * same-day low-potassium lead keeps the question asked beside it, answered below the lead.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const MEDICINES = ['tacrolimus', 'pyridostigmine', 'prednisone'];
const answers: Answers = {
  ...person('female', 41, 160, 55, 'light'),
  medicines: MEDICINES,
  supplements: [{ optionId: 'magnesium-glycinate', dose: 200, unit: 'mg' }],
  labs: [{ marker: 'serumPotassium', value: 3.4, unit: 'mmol/L' }],
};
const ask = (locale: 'zh-CN' | 'en-US', text: string) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor('mg-19', answers, locale),
    medicines: MEDICINES,
    history: [],
  });

const LOW_K_ZH = /血钾偏低（3\.4 mmol\/L）/;
const LOW_K_EN = /A low potassium \(3\.4 mmol\/L\)/;
const MG_MAGNESIUM_ZH = /有重症肌无力，镁要当心|不要自己吃镁补充剂/;
const MG_MAGNESIUM_EN = /myasthenia/i;

describe('the name of the disease is not the symptom', () => {
  it.each([
    '听说镁对肌无力不好？我睡不好自己买了甘氨酸镁，还能吃吗？',
    '我有重症肌无力，自己买的甘氨酸镁200毫克每天一粒，还要不要吃？',
  ])('%s', { timeout: 60_000 }, (text) => {
    const r = ask('zh-CN', text);
    expect(r.text).not.toMatch(LOW_K_ZH);
    expect(r.text).toMatch(MG_MAGNESIUM_ZH);
  });

  it('weakness told as a symptom still gets the low-potassium lead', { timeout: 60_000 }, () => {
    expect(ask('zh-CN', '晚上小腿老抽筋，怎么办').text).toMatch(LOW_K_ZH);
  });
});

describe('the same-day lead keeps the question beside it', () => {
  it.each<['zh-CN' | 'en-US', string, RegExp, RegExp]>([
    [
      'en-US',
      'I get leg cramps at night, can I take magnesium with my myasthenia?',
      LOW_K_EN,
      MG_MAGNESIUM_EN,
    ],
    ['zh-CN', '晚上腿抽筋，能吃点镁片吗？我有重症肌无力', LOW_K_ZH, MG_MAGNESIUM_ZH],
  ])('%s: %s', { timeout: 60_000 }, (locale, text, lead, answer) => {
    const r = ask(locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(answer);
    // The lead comes first (after its bold marks).
    expect(r.text.search(lead)).toBeLessThan(4);
  });

  it('a symptom alone: the lead alone', { timeout: 60_000 }, () => {
    const r = ask('en-US', 'my legs cramp at night, what should I do?');
    expect(r.text).toMatch(LOW_K_EN);
    expect(r.rules).toEqual(['low-potassium-symptoms']);
  });

  it('an emergency lead (palpitations, cannot stand) stays alone', { timeout: 60_000 }, () => {
    const r = ask('en-US', 'my heart is skipping and I am so weak I cannot stand, can I take magnesium?');
    expect(r.urgent).toBe(true);
  });
});
