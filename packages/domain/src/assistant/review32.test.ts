import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// The thirty-second blind clinician review (2026-11-30): its serious findings in the chat, as the reviewers
// asked them (development data once read).

const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';

describe('thirty-second clinician review, serious findings in the chat', () => {
  it('en S2: chakotra is pomelo — avoided on tacrolimus, never "Yes."', () => {
    const r = askAs({ locale: 'en-US', persona: TRANSPLANT, text: 'can I eat mosambi and chakotra?' });
    expect(r.text).toMatch(/Avoid grapefruit and pomelo/);
    expect(r.text).not.toMatch(/^\*\*Yes/);
  });

  it('en S1: giloy juice "for infection protection" after a transplant is an immune booster to skip', () => {
    const r = askAs({
      locale: 'en-US',
      persona: TRANSPLANT,
      text: 'my neighbour told take giloy juice after transplant for infection protection',
    });
    expect(r.text).toMatch(/skip the immune boosters/);
    expect(r.text).toMatch(/giloy has been linked to liver injury/);
  });

  it('zh S2: dabigatran with an eGFR of 29 told in the message: the label limit and the prescriber within days', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'healthy woman',
      text: '我妈81了肾不好 eGFR 29，泰毕全110一天两次，这个剂量要不要调啊',
    });
    expect(r.text).toMatch(/肌酐清除率低于30时，欧洲说明书禁用/);
    expect(r.text).toMatch(/几天内联系开药医生/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  });

  it('zh S3: folic acid "for trying" on tamoxifen says first that tamoxifen harms a fetus', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'healthy woman',
      text: '我在吃三苯氧胺，老公想再要个孩子，我现在开始吃叶酸备孕可以吧',
    });
    expect(r.text).toMatch(/^三苯氧胺（他莫昔芬）可能伤害胎儿/);
    expect(r.text).toMatch(/先和肿瘤科医生商量/);
  });
});

describe('thirty-second clinician review, moderates in the chat', () => {
  it.each([
    ['zh-CN', '血糖空腹5.6是不是妊娠糖尿病了 我还能吃水果不', /空腹血糖 5\.6：偏高（高于孕期目标）/],
    ['zh-CN', '空腹血糖5.6是不是妊娠糖尿病', /空腹血糖 5\.6：偏高（高于孕期目标）/],
    [
      'en-US',
      'my fasting sugar was 5.6, is that gestational diabetes?',
      /Fasting glucose 5\.6: high \(above the pregnancy target\)/,
    ],
  ] as const)(
    'zh M4, en M5: a fasting glucose asked as a diagnosis in pregnancy is read (%s "%s")',
    (locale, text, said) => {
      const r = askAs({ locale, persona: 'pregnant t1', text });
      expect(r.text).toMatch(said);
      expect(r.text).not.toMatch(/补充剂服用时间|supplement timing/);
    },
  );
});
