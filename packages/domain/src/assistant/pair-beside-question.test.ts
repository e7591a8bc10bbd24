/**
 * A medicine named beside another question is not passed over when the medicine check knows its pair
 * with the person's medicines (answers lock r3/en-029: after ", is that ok?" stopped splitting a
 * message, "on isotretinoin + minocycline" got "no reliable rule" for minocycline).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './reply';

describe('a known medicine pair beside another question is said, never "no reliable rule"', () => {
  it.each([
    'on isotretinoin 20mg + minocycline. my multivitamin has 800 mcg vitamin A, is that ok to keep taking?',
    'I take isotretinoin and my GP added doxycycline, and my multivitamin has vitamin A - is that ok?',
  ])('en-US: %s', (text) => {
    const r = assistantReply({ text, locale: 'en-US', plan: null, medicines: ['isotretinoin'] });
    expect(r.text).toMatch(/pseudotumor cerebri|must not be taken together/);
    expect(r.text).not.toMatch(
      /Minocycline\*\*, which you asked about|Doxycycline\*\*, which you asked about/,
    );
  });

  it('zh-CN: 异维A酸 + 米诺环素 beside a vitamin A question', () => {
    const r = assistantReply({
      text: '我在吃异维A酸和米诺环素，复合维生素里有800微克维生素A，这样可以吗？',
      locale: 'zh-CN',
      plan: null,
      medicines: ['isotretinoin'],
    });
    expect(r.text).toMatch(/颅内压|假性脑瘤|不能.*一起/);
    expect(r.text).not.toMatch(/米诺环素\*\*：上面的回答没有涉及/);
  });
});
