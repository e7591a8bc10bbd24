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
});
