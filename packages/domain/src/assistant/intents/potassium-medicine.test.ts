/**
 * Seventeenth blind review (zh Z2, serious S1): "潘南金含钾吗，我爸血钾5.7还能吃吗" for a 79-year-old with
 * heart failure and CKD G3b on sacubitril/valsartan and spironolactone was answered about low-sodium
 * salt, with "血钾5.4左右" and same-day care only from 6.0. Now: 潘南金 is potassium and magnesium, the
 * value as typed, not the next dose and the prescriber today; never "keep taking". Other phrasings,
 * carers, English, a follow-up; and what must not change.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/common';
import type { Answers } from '../../contracts/questionnaire';
import { assistantReply } from '../reply';
import { storedPlanFor } from '../testing';

const Z2: Answers = {
  gender: 'male',
  age: 79,
  heightCm: 168,
  weightKg: 61,
  activityLevel: 'sedentary',
  conditions: ['heart_failure', 'kidney_disease', 'hypertension'],
  medicines: ['sacubitril-valsartan', 'spironolactone', 'furosemide', 'dapagliflozin', 'metoprolol'],
  uncheckedMedicines: ['门冬氨酸钾镁片（潘南金）一次2片一日3次'],
  supplements: [{ optionId: 'salt-substitute-low-sodium', dose: 5, unit: 'g', form: 'low_sodium_salt' }],
  labs: [
    { marker: 'potassium', value: 5.7, unit: 'mmol/L' },
    { marker: 'magnesium', value: 1.08, unit: 'mmol/L' },
    { marker: 'eGFR', value: 41, unit: 'mL/min/1.73m2' },
  ],
};

function ask(text: string, locale: Locale, answers: Answers | null = Z2, history: string[] = []) {
  const plan = answers ? storedPlanFor(`potassium medicine ${locale}`, answers, locale) : null;
  return assistantReply({
    text,
    locale,
    plan,
    medicines: [...(answers?.medicines ?? [])],
    history: history.map((content) => ({ role: 'user' as const, content })),
  }).text;
}

const KEEP_TAKING = /照常服用|继续吃|继续服用|keep taking|carry on taking|continue taking/i;

describe('潘南金 asked with a raised potassium: not the next dose, the prescriber today', () => {
  it.each([
    '潘南金含钾吗，我爸血钾5.7还能吃吗',
    '他还在吃潘南金，就是门冬氨酸钾镁，一天6片，上礼拜查血钾5.7要紧吗',
    '我爸吃的门冬氨酸钾镁片，血钾5.7，还能继续吃不',
    '老爷子天天吃潘南金 钾5.7了 有没有事',
  ])('zh: %s', (q) => {
    const a = ask(q, 'zh-CN');
    expect(a).toMatch(/潘南金（门冬氨酸钾镁片）就是钾和镁/);
    expect(a).toMatch(/血钾 5\.7 mmol\/L 已高于正常范围/);
    expect(a).toMatch(/下一次先不要吃，今天就联系开这个药的医生/);
    expect(a).not.toMatch(/5\.4左右|5\.4 左右/);
    expect(a).not.toMatch(KEEP_TAKING);
    expect(a).not.toMatch(/Do not take the next dose/);
  });

  it.each([
    "Dad's on Panangin and his potassium came back 5.7 — can he keep taking it?",
    'does potassium magnesium aspartate have potassium? my K is 5.7',
  ])('en: %s', (q) => {
    const a = ask(q, 'en-US');
    expect(a).toMatch(/Panangin \(potassium and magnesium aspartate\) is potassium and magnesium/);
    expect(a).toMatch(/A potassium of 5\.7 mmol\/L is above the range/);
    expect(a).toMatch(/Do not take the next dose; contact the doctor who prescribed it .*today/);
    expect(a).not.toMatch(KEEP_TAKING);
  });

  it('the value typed is the one answered (5.9 typed, 5.7 in the plan)', () => {
    const a = ask('潘南金还能吃吗？今天复查血钾5.9', 'zh-CN');
    expect(a).toMatch(/血钾 5\.9 mmol\/L 已高于正常范围/);
    expect(a).not.toMatch(/血钾 5\.7/);
  });

  it('6.2 typed: the emergency (triage) first', () => {
    expect(ask('潘南金能吃吗 血钾6.2', 'zh-CN')).toMatch(/120/);
  });

  it('a follow-up: 潘南金 named in the message before, the potassium in this one', () => {
    const a = ask('血钾5.7还能吃吗', 'zh-CN', Z2, ['我爸一直在吃潘南金']);
    expect(a).toMatch(/就是钾和镁/);
    expect(a).toMatch(/今天就联系开这个药的医生/);
  });

  it('the potassium-raising medicines he takes are named, and no "stop them yourself"', () => {
    const a = ask('潘南金含钾吗，我爸血钾5.7还能吃吗', 'zh-CN');
    expect(a).toMatch(/沙库巴曲缬沙坦、螺内酯也会让血钾升高/);
    expect(a).toMatch(/其他处方药不要自己停或改量/);
  });
});

describe('潘南金 asked with nothing raised known: what it is, the prescriber decides, never "keep taking"', () => {
  it.each(['zh-CN', 'en-US'] as const)('no plan (%s)', (locale) => {
    const a = ask(locale === 'zh-CN' ? '潘南金含钾吗' : 'does Panangin contain potassium?', locale, null);
    expect(a).toMatch(locale === 'zh-CN' ? /就是钾和镁/ : /is potassium and magnesium/);
    expect(a).toMatch(locale === 'zh-CN' ? /由开药医生决定/ : /the prescriber’s decision/);
    expect(a).toMatch(locale === 'zh-CN' ? /请尽快查一次/ : /have them checked soon/);
    expect(a).not.toMatch(/今天就联系|Do not take the next dose/);
    expect(a).not.toMatch(KEEP_TAKING);
  });

  it('a potassium of 4.3 typed: no hold', () => {
    const a = ask('潘南金还能吃吗 血钾4.3', 'zh-CN', null);
    expect(a).not.toMatch(/下一次先不要吃/);
    expect(a).toMatch(/由开药医生决定/);
  });
});

describe('what must not change', () => {
  it.each(['镁片能吃吗', '血钾5.7要紧吗', '门冬氨酸鸟氨酸是护肝的吗'])('%s is not the 潘南金 answer', (q) => {
    expect(ask(q, 'zh-CN')).not.toMatch(/潘南金（门冬氨酸钾镁片）就是钾和镁/);
  });

  it('a potassium-high diet question without 潘南金 no longer says "5.4左右", and names the prescriber today above 5.5', () => {
    const a = ask('上次抽血血钾5.4，平时吃饭要注意啥，哪些菜不能吃', 'zh-CN');
    expect(a).not.toMatch(/5\.4左右/);
    expect(a).toMatch(/血钾超过5\.5 mmol\/L.*今天就联系开药医生/);
  });
});
