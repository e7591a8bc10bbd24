import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import type { Locale } from '../contracts/common';

const ask = (text: string, locale: Locale, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  assistantReply({ text, locale, plan: null, medicines: [], history });

// Tried in the browser on 2026-11-27: "my dad just collapsed and is not breathing properly" got the
// fainting card ("needs checking right away"). A collapse with no waking or no normal breathing is a
// cardiac arrest until shown otherwise: call, compress, defibrillate (AHA 2020; ERC 2021 BLS).
describe('collapsed and not waking or not breathing normally: CPR, not "see a doctor"', () => {
  it.each([
    ['en-US', 'my dad just collapsed and is not breathing properly, what do i do'],
    ['en-US', 'my wife collapsed, she is not breathing'],
    ['en-US', 'found my grandma on the kitchen floor, she wont wake up and is making snoring noises'],
    ['zh-CN', '我爸突然倒地了 叫不醒 呼吸很怪'],
    ['zh-CN', '老伴在厕所晕倒了 怎么叫都不醒'],
  ] as const)('%s %s', (locale, text) => {
    const r = ask(text, locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /胸外按压.*每分钟100到120次/ : /chest compressions.*100–120 a minute/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /恢复体位/ : /recovery position/);
  });

  it('the number follows the country said', () => {
    const r = ask("I'm in Leeds, my husband collapsed and isn't breathing right", 'en-US');
    expect(r.text).toMatch(/call 999 now/);
  });

  it.each([
    ['en-US', 'I fainted for a few seconds this morning when I stood up too fast, now fine'],
    ['zh-CN', '早上蹲久了站起来眼前一黑晕了几秒 现在好了'],
  ] as const)('a faint with waking keeps the fainting text: %s', (locale, text) => {
    const r = ask(text, locale);
    expect(r.text).not.toMatch(/胸外按压|chest compressions/);
  });
});
