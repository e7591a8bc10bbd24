/**
 * Blind answer round 50, zh-008 (development data): after a 7-year-old's vitamin D, "the calcium-iron-zinc liquid —
 * keep giving it? does it double up with the gummies?" got the prenatal-gummy iron text. Two children's products that
 * may give the same nutrients twice get the age band's needs and upper limits, to add the labels up against.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply, type ChatTurn } from './reply';

const ask = (text: string, locale: 'zh-CN' | 'en-US', previous?: string) => {
  const history: ChatTurn[] = previous
    ? [
        { role: 'user', content: previous },
        {
          role: 'assistant',
          content: assistantReply({ text: previous, locale, plan: null, medicines: [] }).text,
        },
      ]
    : [];
  return assistantReply({ text, locale, plan: null, medicines: [], history });
};

describe("two children's products together: add the labels up against the age band's limits", () => {
  it.each([
    [
      'zh-CN',
      '女儿6岁，儿童复合维生素软糖和钙铁锌口服液一起喝会不会重复？',
      undefined,
      /4–8岁/,
      /上限 40 mg/,
    ],
    [
      'zh-CN',
      '钙铁锌口服液还要接着喝吗？跟软糖会不会叠加',
      '我儿子10岁，挑食，每天吃两颗维生素软糖',
      /9–13岁/,
      /上限 40 mg/,
    ],
    [
      'en-US',
      'my son is 3, he has kids multivitamin gummies and an iron syrup from the pharmacy - ok together or is that doubling up?',
      undefined,
      /1–3 years/,
      /upper limit 63 µg/,
    ],
  ] as const)('%s: "%s"', (locale, text, previous, band, ul) => {
    const r = ask(text, locale, previous);
    expect(r.text).toMatch(band);
    expect(r.text).toMatch(ul);
    expect(r.text).not.toMatch(/孕|prenatal|pregnan/i);
    expect(r.text).toMatch(locale === 'zh-CN' ? /拿不到/ : /out of reach/);
  });

  it("an adult's own gummies and iron keep the gummy-iron answer", () => {
    const r = ask('do my gummy vitamins have iron in them?', 'en-US');
    expect(r.text).toMatch(/Supplement Facts/);
  });
});
