import { describe, expect, it } from 'vitest';
import { askAs } from '../faq/testing';

// Blind answer round 28 (development data), zh-082 (unsafe): "血钾2.9 镁0.62 … 平时吃什么能补回来" got a
// food list in cups and the generic 2000 mg target — a potassium under 3.0 is the doctor's today.
const KAYLA = 'Kayla bulimia, Dulcolax misuse, Prozac, K 2.9 (en)';

describe('food asked to raise a low potassium', () => {
  it.each([
    ['zh-CN', '验血说我血钾2.9 镁0.62，医生让我注意饮食，平时吃什么能补回来', /请今天就让医生复查血钾/],
    ['en-US', 'my potassium was 2.9, what foods should I eat to bring it up?', /recheck it today/],
    ['en-US', 'K came back 2.9. what should I eat to raise it', /recheck it today/],
  ] as const)(
    '%s "%s" is the doctor’s today, with the medicine named',
    { timeout: 60_000 },
    (locale, text, says) => {
      const r = askAs({ locale, persona: KAYLA, text });
      expect(r.text).toMatch(says);
      expect(r.text).toMatch(/比沙可啶|bisacodyl/);
      expect(r.text).not.toMatch(/1杯|cup\)/);
    },
  );

  it('names a low magnesium, typed or in the plan, with its source', { timeout: 60_000 }, () => {
    const zh = askAs({ locale: 'zh-CN', persona: KAYLA, text: '验血说我血钾2.9 镁0.62，平时吃什么能补回来' });
    expect(zh.text).toMatch(/你的血镁也偏低（0\.62 mmol\/L）/);
    expect(zh.text).toMatch(/NICE CKS Hypomagnesaemia/);
    const typedNormal = askAs({
      locale: 'en-US',
      text: 'potassium 3.1 and magnesium 0.85, what foods raise my potassium?',
    });
    expect(typedNormal.text).not.toMatch(/magnesium is low too/);
  });

  it('leaves a potassium in range and other food questions alone', { timeout: 60_000 }, () => {
    expect(
      askAs({ locale: 'en-US', text: 'potassium 4.2, what foods are high in potassium?' }).text,
    ).not.toMatch(/recheck it today|this week/);
    expect(askAs({ locale: 'zh-CN', persona: KAYLA, text: '吃什么能补铁' }).text).not.toMatch(/血钾2\.9/);
  });
});
