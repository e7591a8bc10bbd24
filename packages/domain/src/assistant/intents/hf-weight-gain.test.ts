/**
 * Seventeenth blind review (zh Z2, serious S2): in heart failure, "他体重昨天早上61今天早上63.5了 是不是称坏
 * 了哈哈" (2.5 kg overnight) was answered with potassium text after two turns about potassium (a fresh
 * chat got the daily-weight answer). A weight gain told in heart failure is fluid: the heart-failure
 * team today, whatever the earlier turns were about. The conversation is run with its history, in both
 * languages; small gains, no heart failure and weight loss do not change.
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
  conditions: ['heart_failure', 'kidney_disease'],
  medicines: ['sacubitril-valsartan', 'spironolactone', 'furosemide', 'potassium-magnesium-aspartate'],
  labs: [{ marker: 'potassium', value: 5.7, unit: 'mmol/L' }],
};
const NO_HF: Answers = {
  gender: 'female',
  age: 45,
  heightCm: 160,
  weightKg: 61,
  activityLevel: 'light',
};

/** Runs the turns as one conversation (each reply kept in the history) and returns the last answer. */
function converse(turns: readonly string[], locale: Locale, answers: Answers | null = Z2): string {
  const plan = answers ? storedPlanFor(`hf weight ${locale} ${answers.age}`, answers, locale) : null;
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  let last = '';
  for (const text of turns) {
    last = assistantReply({ text, locale, plan, medicines: [...(answers?.medicines ?? [])], history }).text;
    history.push({ role: 'user', content: text }, { role: 'assistant', content: last });
  }
  return last;
}

const ZH_POTASSIUM_TURNS = [
  '我爸心衰，医生说要少吃盐，我们家换成低钠盐了，是不是就可以随便放了？',
  '他还在吃潘南金，就是门冬氨酸钾镁，一天6片，上礼拜查血钾5.7要紧吗',
];
const EN_POTASSIUM_TURNS = [
  'Dad has heart failure — we switched to a low-sodium salt, so can he use as much as he likes?',
  "He's still on Panangin, 6 a day, and his potassium last week was 5.7. Is that a problem?",
];
const FLUID_ZH = /多半不是秤坏了.*积水（液体潴留）/;
const TODAY_ZH = /请今天就联系心衰门诊、心内科医生或随访护士/;
const FLUID_EN = /most likely not the scales and not fat: it is fluid building up/;
const TODAY_EN = /Contact the heart failure nurse, clinic or cardiologist today/;

describe('a weight gain in heart failure wins over the earlier turns’ potassium', { timeout: 30000 }, () => {
  it.each([
    ['他体重昨天早上61今天早上63.5了 是不是称坏了哈哈', '一天涨了2.5公斤'],
    ['老爸一晚上重了3斤，秤是不是不准', '一天涨了3斤'],
    ['他三天体重涨了2.5公斤', '3天涨了2.5公斤'],
  ])('zh after two potassium turns: %s', (q, told) => {
    const a = converse([...ZH_POTASSIUM_TURNS, q], 'zh-CN');
    expect(a).toMatch(FLUID_ZH);
    expect(a).toContain(told);
    expect(a).toMatch(TODAY_ZH);
    expect(a).toMatch(/马上打120/);
    expect(a).not.toMatch(/钾的摄入量|血钾|潘南金/);
  });

  it.each([
    ['He weighed 61 kg yesterday morning and 63.5 today, is the scale broken lol', '2.5 kg in a day'],
    ['dad gained 5 lb overnight, scales must be off', '5 lb in a day'],
    ["he's put on 2.5 kg in 3 days", '2.5 kg in 3 days'],
  ])('en after two potassium turns: %s', (q, told) => {
    const a = converse([...EN_POTASSIUM_TURNS, q], 'en-US');
    expect(a).toMatch(FLUID_EN);
    expect(a).toContain(told);
    expect(a).toMatch(TODAY_EN);
    expect(a).not.toMatch(/potassium|Panangin/i);
  });

  it.each(['zh-CN', 'en-US'] as const)('the same in a fresh conversation (%s)', (locale) => {
    const a = converse(
      [
        locale === 'zh-CN'
          ? '他体重昨天早上61今天早上63.5了 是不是称坏了哈哈'
          : 'He was 61 kg yesterday and 63.5 kg this morning',
      ],
      locale,
    );
    expect(a).toMatch(locale === 'zh-CN' ? TODAY_ZH : TODAY_EN);
  });

  it('heart failure said in the chat, with no plan, counts', () => {
    // Told over two messages the triage reads it as urgent too (safety/joined.ts): either way, today.
    const a = converse(['我爸心衰好几年了', '他体重昨天早上61今天早上63.5了 是不是称坏了'], 'zh-CN', null);
    expect(a).toMatch(/今天/);
    expect(a).not.toMatch(/钾/);
  });

  it.each(['我爸体重昨天61今天63.5', '我爸今天称63.5公斤，昨天才61公斤'])(
    'a phrasing triage already reads as urgent stays urgent, never potassium: %s',
    (q) => {
      const a = converse([...ZH_POTASSIUM_TURNS, q], 'zh-CN');
      expect(a).toMatch(/120|今天/);
      expect(a).not.toMatch(/钾的摄入量|潘南金/);
    },
  );

  it('a weighing question without a number, after potassium turns, is the daily-weight answer', () => {
    const a = converse([...ZH_POTASSIUM_TURNS, '每天早上称体重有什么用'], 'zh-CN');
    expect(a).toMatch(/心衰每天称体重，是为了早一点发现身体里积水/);
    expect(a).not.toMatch(/钾的摄入量/);
  });
});

describe('what must not change', { timeout: 30000 }, () => {
  it('a small gain (0.4 kg overnight) is weigh again, not the call today', () => {
    const a = converse([...ZH_POTASSIUM_TURNS, '他体重昨天早上61今天早上61.3 正常吧'], 'zh-CN');
    expect(a).toMatch(/涨得不多：明早起床排尿后/);
    expect(a).not.toMatch(TODAY_ZH);
  });

  it.each(['zh-CN', 'en-US'] as const)('no heart failure: not the heart-failure answer (%s)', (locale) => {
    const a = converse(
      [
        locale === 'zh-CN'
          ? '我体重昨天61今天63.5，是不是称坏了'
          : 'I was 61 kg yesterday and 63.5 today, broken scale?',
      ],
      locale,
      NO_HF,
    );
    expect(a, a).not.toMatch(locale === 'zh-CN' ? TODAY_ZH : TODAY_EN);
  });

  it('a small gain in English: weigh again', () => {
    const a = converse(['he weighed 61 kg yesterday and 61.3 kg today'], 'en-US');
    expect(a).toMatch(/A small change: weigh again tomorrow morning/);
  });

  it('a weight loss in heart failure is not read as a gain', () => {
    const a = converse(['他体重昨天63.5今天61'], 'zh-CN');
    expect(a).not.toMatch(FLUID_ZH);
  });

  it('a potassium question after the weight turn is still answered about potassium', () => {
    const a = converse(
      [...ZH_POTASSIUM_TURNS, '他体重昨天早上61今天早上63.5了 是不是称坏了哈哈', '潘南金还能吃吗'],
      'zh-CN',
    );
    expect(a).toMatch(/就是钾和镁/);
  });
});
