import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';

// Twenty-eighth clinician review, zh M5 and M9: an urgent card that named an unlikely cause.
describe('the cause an urgent card names (twenty-eighth clinician review)', () => {
  it(
    'a fall with hip pain on potassium chloride with kidney disease is a broken hip, not hyperkalaemia',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'zh-CN',
        persona: 'kidney disease eGFR 22 with magnesium',
        medicines: ['potassium-chloride', 'furosemide', 'estazolam', 'mirtazapine'],
        text: '我妈早上在厕所摔了一跤，右边大腿根疼得站不起来，那条腿好像往外撇',
      });
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/髋部骨折/);
      expect(r.text).not.toMatch(/高钾血症/);
      const en = askAs({
        locale: 'en-US',
        persona: 'heart failure, potassium 5.4',
        text: "she fell in the bathroom, her hip hurts so much she can't stand up and the leg is turned out",
      });
      expect(en.text).toMatch(/broken hip/);
      expect(en.text).not.toMatch(/hyperkalaemia|high potassium/i);
    },
  );

  it('palpitations with weakness and kidney disease keep the potassium card', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'kidney disease eGFR 22 with magnesium',
      text: '我肾不好，今天浑身无力，心跳不规律',
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/高钾血症/);
  });

  it(
    'breathlessness, a dry cough and fever on gefitinib names interstitial lung disease, not asthma or choking',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'zh-CN',
        persona: '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)',
        text: '这两天突然喘不上气，一直干咳，还发烧38度5，要紧吗',
      });
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/间质性肺病/);
      expect(r.text).not.toMatch(/哮喘|海姆立克/);
      const en = askAs({
        locale: 'en-US',
        medicines: ['gefitinib'],
        text: 'suddenly so short of breath the last two days, dry cough and a fever of 101',
      });
      expect(en.text).toMatch(/interstitial lung disease/);
    },
  );

  it('a carer telling of another person’s wish to die is told what to do now', { timeout: 60_000 }, () => {
    // Twenty-eighth clinician review, zh M8: the mother was answered as if she were the one at risk.
    const zh = askAs({
      locale: 'zh-CN',
      medicines: ['risperidone'],
      text: '他昨晚跟我说活着没意思，想把药全吃了',
    });
    expect(zh.urgent).toBe(true);
    expect(zh.text).toMatch(/12356/);
    expect(zh.text).toMatch(/不要让他一个人待着/);
    expect(zh.text).toMatch(/收起来锁好/);
    expect(zh.text).not.toMatch(/你并不孤单/);
    const en = askAs({
      locale: 'en-US',
      text: 'my son told me last night he wants to take all his pills, he says life isn’t worth living',
    });
    expect(en.text).toMatch(/988/);
    expect(en.text).toMatch(/do not leave them alone/);
    // The person's own words keep the card for them.
    const own = askAs({ locale: 'zh-CN', text: '我活着没意思，想把药全吃了' });
    expect(own.text).toMatch(/你并不孤单/);
    expect(own.text).not.toMatch(/不要让他一个人待着/);
  });

  it(
    'a fever with shaking chills and a low white count on an SSRI is an infection, not serotonin syndrome',
    { timeout: 60_000 },
    () => {
      // Twenty-eighth clinician review, en M3 (citalopram, ribociclib, ANC 0.9).
      const r = askAs({
        locale: 'en-US',
        medicines: ['citalopram', 'letrozole'],
        text: "I've got a temp of 101.3 and shaking chills, my white count was low last week",
      });
      expect(r.urgent).toBe(true);
      expect(r.text).not.toMatch(/serotonin syndrome/);
      expect(r.text).toMatch(/low white cell count|Do not just take a fever reducer/);
      // Tremor with a fever after adding 5-HTP keeps serotonin syndrome.
      const s5 = askAs({
        locale: 'en-US',
        medicines: ['sertraline'],
        text: 'started 5-htp last week, now fever and my hands are shaking, heart racing',
      });
      expect(s5.text).toMatch(/serotonin syndrome/);
    },
  );
});

// Twenty-eighth clinician review, zh M6 (a development probe): a result told only as "low", no figure, no
// sign — the reader read it as a critical value.
describe('a lab told only as low or high is no critical-value card', () => {
  it.each([
    ['zh-CN', '化验血钠低，是不是该吃点盐'],
    ['zh-CN', '医生说我血钾高，要少吃香蕉吗'],
    ['en-US', 'my sodium came back low, should I eat more salt?'],
  ] as const)(
    '%s "%s"',
    (locale, text) => {
      expect(askAs({ locale, text }).urgent).toBe(false);
    },
    60_000,
  );

  it.each([
    ['zh-CN', '血钾6.8，医院打电话让我去急诊'],
    ['en-US', 'the lab called, my potassium is critically high, what do I do'],
    ['zh-CN', '血钾高，心慌，腿没劲'],
  ] as const)(
    '%s "%s" stays urgent',
    (locale, text) => {
      expect(askAs({ locale, text }).urgent).toBe(true);
    },
    60_000,
  );
});
