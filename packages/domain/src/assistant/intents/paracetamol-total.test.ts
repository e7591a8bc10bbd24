/**
 * Two medicines that both contain paracetamol (eighteenth clinician review, S4): "他感冒还在吃小儿氨酚黄那敏颗粒，
 * 跟泰诺林一起吃行吗" got "no reliable rule for 对乙酰氨基酚"; "泰诺林一天喂了五六次，还吃了小儿氨酚黄那敏，
 * 今天不太爱吃饭、吐了两次、没什么精神" got a general urgent card with no word of paracetamol. Now: not together,
 * one paracetamol medicine at a time, the child's weight-based dose; too much told with its signs is a
 * possible overdose — emergency today, the antidote works best early. Look-alikes keep their answers.
 */
import { describe, expect, it } from 'vitest';
import { askAs, type FaqCase } from '../faq/testing';

const zh = (text: string, persona?: string): FaqCase => ({
  locale: 'zh-CN',
  text,
  ...(persona ? { persona } : {}),
});
const en = (text: string, persona?: string): FaqCase => ({ ...zh(text, persona), locale: 'en-US' });

describe('two medicines with paracetamol: not together (S4)', () => {
  it.each([
    zh('他感冒还在吃小儿氨酚黄那敏颗粒，跟泰诺林一起吃行吗', 'lactating on sertraline'),
    zh('他感冒还在吃小儿氨酚黄那敏颗粒，跟泰诺林一起吃行吗'),
    zh('孩子在吃999感冒灵，还能喂泰诺林退烧吗'),
    zh('女儿28斤，吃了小儿氨酚烷胺，还能再喂对乙酰氨基酚吗'),
    zh('小儿氨酚黄那敏和泰诺林可以同时给宝宝吃吗'),
    zh('白加黑和泰诺林能一起吃吗'),
    zh('感康和必理通能一起吃吗'),
    en("can I give my son Tylenol with his Children's NyQuil?"),
    en('I am taking DayQuil, can I also take Tylenol for my headache?'),
    en('Panadol and Lemsip together ok?'),
  ])('$locale "$text" → not together, one at a time', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(r.rules).toContain('paracetamol-in-combinations');
    const lead = r.text.split('\n')[0]!;
    if (c.locale === 'zh-CN') {
      expect(lead).toMatch(/^\*\*不能一起吃：.*都含对乙酰氨基酚/);
      expect(r.text).toMatch(/同一时间只用一种含对乙酰氨基酚的药/);
      expect(r.text).toMatch(/成分表/);
      expect(r.text.split('_来源')[0]).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/);
    } else {
      expect(lead).toMatch(/^\*\*No — not together: .* both contain paracetamol/);
      expect(r.text).toMatch(/only one medicine that contains paracetamol/);
    }
  });

  it('the reviewer’s words: 125 mg a sachet, the child’s dose by weight', () => {
    const r = askAs(zh('他感冒还在吃小儿氨酚黄那敏颗粒，跟泰诺林一起吃行吗', 'lactating on sertraline'));
    expect(r.text).toMatch(/每袋含对乙酰氨基酚125毫克/);
    expect(r.text).toMatch(/每次10–15毫克\/公斤/);
    expect(r.text).toMatch(/间隔4–6小时/);
    expect(r.text).toMatch(/24小时内不超过4次/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  });

  it('a weight said gives the mg of one dose, never the mL', () => {
    const r = askAs(zh('女儿28斤，吃了小儿氨酚烷胺，还能再喂对乙酰氨基酚吗'));
    expect(r.text).toMatch(/14公斤每次约140–210毫克/);
    expect(r.text).toMatch(/瓶子上印的浓度/);
  });

  it('an adult: the 4 g a day of everything with paracetamol', () => {
    const r = askAs(zh('白加黑和泰诺林能一起吃吗'));
    expect(r.text).toMatch(/24小时不超过4克/);
    expect(r.text).toMatch(/每片都含对乙酰氨基酚325毫克/);
  });

  it('look-alikes: one paracetamol medicine, or paracetamol with ibuprofen, are not this answer', () => {
    for (const c of [
      zh('泰诺林和美林能一起吃吗'),
      zh('感冒灵和维生素C能一起吃吗'),
      zh('小儿氨酚黄那敏一次喂几袋'),
      en('can I take ibuprofen and Tylenol together?'),
    ])
      expect(askAs(c).text).not.toMatch(/都含对乙酰氨基酚|both contain paracetamol/);
  });
});

describe('too much paracetamol told with its signs: a possible overdose, emergency today (S4)', () => {
  it.each([
    zh(
      '老大这两天退烧药喂多了，泰诺林一天喂了五六次，还吃了小儿氨酚黄那敏，今天不太爱吃饭、吐了两次、没什么精神，是不是积食了，喝点山楂水可以吗',
      'lactating on sertraline',
    ),
    zh('儿子吃了泰诺林又喂了小儿氨酚黄那敏，现在吐了，没精神'),
    zh('孩子感冒灵和泰诺林一起吃了两天，今天肚子疼、不想吃饭'),
    en("gave Tylenol 6 times a day plus Children's NyQuil, now vomiting and sleepy"),
    en('my daughter had Calpol and Lemsip together all day yesterday and now she is throwing up'),
  ])('$locale "$text" → urgent, paracetamol named, acetylcysteine', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(true);
    if (c.locale === 'zh-CN') {
      expect(r.text).toMatch(/对乙酰氨基酚（扑热息痛）过量/);
      expect(r.text).toMatch(/停掉所有含对乙酰氨基酚的药/);
      expect(r.text).toMatch(/急诊/);
      expect(r.text).toMatch(/乙酰半胱氨酸/);
      expect(r.text).toMatch(/即使看起来还好也要去/);
      expect(r.text).toMatch(/药盒/);
    } else {
      expect(r.text).toMatch(/paracetamol \(acetaminophen\) overdose/);
      expect(r.text).toMatch(/acetylcysteine/);
      expect(r.text).toMatch(/even if the person seems fine/);
    }
  });

  it('paracetamol named beside other signs and no excess is not called an overdose', () => {
    for (const c of [
      zh('吃了泰诺林头还是剧烈疼痛，一侧手脚发麻，说话不清'),
      en('took tylenol for my headache, now my face is drooping and my arm is weak'),
    ])
      expect(askAs(c).text).not.toMatch(/过量|overdose/);
  });
});
