/**
 * Blind answer round 18, en-093 (unsafe): "INR was 3.6 last week, my range is 2 to 3 … I started drinking
 * Ensure. Could that do it?" got the older person's Ensure servings. An INR figure is the question: the
 * INR rules answer (the clinic today), with what a new nutrition drink does to the INR.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const WF = 'warfarin with fish oil and vitamin E';

describe('an INR figure said with a nutrition drink', () => {
  it.each([
    [
      'en-US',
      "INR was 3.6 last week, my range is 2 to 3. I didn't change anything except I started drinking Ensure. Could that do it?",
    ],
    ['zh-CN', 'INR 3.5，最近开始每天喝一罐安素，是不是这个原因'],
  ] as const)('%s "%s" → the clinic today, and the drink kept steady', (locale, text) => {
    const r = askPersona(WF, locale, text);
    expect(r.urgent).toBe(false);
    if (locale === 'en-US') {
      expect(r.text).toMatch(/^\*\*An INR of 3\.6 is above/);
      expect(r.text).toMatch(/contact your anticoagulation clinic or prescriber today/);
      expect(r.text).toMatch(/vitamin K added/);
      expect(r.text).toMatch(/rather than stopping it suddenly/);
      expect(r.text).not.toMatch(/two servings a day/);
    } else {
      expect(r.text).toMatch(/^\*\*INR 3\.5 高于/);
      expect(r.text).toMatch(/今天就联系抗凝门诊/);
      expect(r.text).toMatch(/加了维生素K/);
    }
  });

  it('an INR figure with no drink keeps the INR answer alone', () => {
    const r = askPersona(WF, 'en-US', 'my INR came back 3.4, what do I do');
    expect(r.text).toMatch(/^\*\*An INR of 3\.4 is above/);
    expect(r.text).not.toMatch(/nutrition drink/);
  });
});
