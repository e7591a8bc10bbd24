/**
 * Too much paracetamol under an urgent card (eighteenth clinician review, S4): the line names a possible
 * overdose when a paracetamol medicine, an excess and its first signs are all told — never for a
 * paracetamol named beside other signs, nor an excess with no sign.
 */
import { describe, expect, it } from 'vitest';
import { findDrugs } from '../assistant/entities';
import { medicineToxicityLines } from './texts';

const lines = (text: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  medicineToxicityLines(
    findDrugs(text).map((d) => d.id),
    text,
    locale,
  );

describe('the paracetamol overdose line', () => {
  it.each([
    '老大这两天退烧药喂多了，泰诺林一天喂了五六次，还吃了小儿氨酚黄那敏，今天不太爱吃饭、吐了两次、没什么精神',
    '小儿氨酚黄那敏喂多了，孩子吐了',
    '我吃了感冒灵又吃了必理通，现在恶心想吐',
    "gave tylenol 6 times a day plus children's nyquil, now vomiting and sleepy",
    'my daughter had calpol and lemsip together and now she is throwing up',
  ])('"%s" → named', (text) => {
    const out = lines(text, /[a-z]{4}/.test(text) ? 'en-US' : 'zh-CN').join('\n');
    expect(out).toMatch(/对乙酰氨基酚（扑热息痛）过量|paracetamol \(acetaminophen\) overdose/);
    expect(out).toMatch(/乙酰半胱氨酸|acetylcysteine/);
  });

  it.each([
    '吃了泰诺林头还是剧烈疼痛，一侧手脚发麻',
    '泰诺林一天喂了五次',
    'took tylenol for my headache, now my face is drooping',
    '布洛芬喂多了，孩子吐了',
  ])('"%s" → not named', (text) => {
    expect(lines(text, /[a-z]{4}/.test(text) ? 'en-US' : 'zh-CN').join('\n')).not.toMatch(/过量|overdose/);
  });
});
