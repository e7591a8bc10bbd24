/**
 * Twenty-first clinician review, zh S2: on semaglutide (诺和泰) and pregnant, the chat said "do not stop it
 * yourself"; the labels say stop it when pregnancy is recognised, and switch from it at least 2 months
 * before a planned pregnancy (Ozempic and Wegovy US PI §8.1). The GLP-1 row's `ifPregnant` leads; the
 * general "do not stop" never appears.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';

const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[]) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('GLP-1 medicines and pregnancy', { timeout: 60_000 }, () => {
  it.each<[string, 'zh-CN' | 'en-US', string[]]>([
    ['如果备孕期间发现已经怀孕了，诺和泰还能继续打吗？', 'zh-CN', ['semaglutide']],
    ['验孕两条杠了，司美格鲁肽还打不打', 'zh-CN', ['semaglutide']],
    ['found out im pregnant, can I keep taking my Ozempic?', 'en-US', ['semaglutide']],
    ['positive pregnancy test this morning, I am on Mounjaro', 'en-US', ['tirzepatide']],
  ])('%s: stop when pregnancy is recognised, the prescriber today', (text, locale, medicines) => {
    const r = ask(text, locale, medicines);
    expect(r.text).toMatch(locale === 'zh-CN' ? /发现怀孕后停用/ : /stop it when pregnancy is recognised/);
    expect(r.text).not.toMatch(locale === 'zh-CN' ? /不要自己[^。]{0,4}停/ : /do not stop it yourself/i);
  });

  it.each<[string, 'zh-CN' | 'en-US', string[]]>([
    ['我在打司美格鲁肽减肥，想要孩子，要注意什么', 'zh-CN', ['semaglutide']],
    ['we want a baby next year, I am on Wegovy', 'en-US', ['semaglutide']],
  ])('%s: planning — switch from it 2 months before, with the prescriber', (text, locale, medicines) => {
    const r = ask(text, locale, medicines);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /至少提前2个月/ : /at least 2 months before a planned pregnancy/,
    );
  });

  it('another medicine, the same question: no GLP-1 text', () => {
    const r = ask('found out im pregnant, can I keep taking my metformin?', 'en-US', ['metformin']);
    expect(r.text).not.toMatch(/GLP-1|semaglutide/i);
  });
});
