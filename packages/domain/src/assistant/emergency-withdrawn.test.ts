/**
 * An emergency told and then dated or closed by the person ("那是去年的事了，现在早好了", "sorry, that was
 * back in 2019, he's fully recovered now"): read together, nothing is urgent, so the next answers are the
 * questions' own, not the emergency card four times over. A downplay ("it's not that bad", "I'll manage at
 * home") or a question after it keeps the emergency (safety/joined.ts `withdrawnBy`).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { AssistantReply } from './reply';
import { chatAs } from './testing';

const converse = (locale: Locale, messages: readonly string[]): AssistantReply[] =>
  chatAs('guest', null, locale, messages);

describe('an emergency the person dates or closes afterwards is withdrawn', () => {
  it.each<[Locale, string[]]>([
    ['zh-CN', ['我爸嘴歪了说话不清楚', '那是去年的事了，现在早好了，平时吃什么对血管好', '鱼油能吃吗']],
    ['zh-CN', ['我妈吃虾嘴唇肿了', '不好意思没说清楚 那是前年的事了 现在她能吃钙片吗']],
    [
      'en-US',
      [
        "my dad's face drooped and his speech was slurred",
        "sorry that was back in 2019, he's fully recovered now. what should he eat?",
        'and is fish oil ok for him?',
      ],
    ],
    ['en-US', ['i passed out at the gym', 'that was years ago lol. how much protein do i need']],
  ])('%s: %j', (locale, messages) => {
    const rs = converse(locale, messages);
    expect(rs[0]!.urgent).toBe(true);
    for (const r of rs.slice(1)) {
      expect(r.urgent).toBe(false);
      expect(r.cards.some((c) => c.type === 'urgent')).toBe(false);
    }
  });
});

describe('a downplay, a question or a later frame keeps it', () => {
  it.each<[Locale, string[]]>([
    ['zh-CN', ['我爸嘴歪了说话不清楚', '没那么严重吧，平时吃什么对血管好']],
    ['zh-CN', ['我爸嘴歪了说话不清楚', '鱼油能吃吗']],
    ['en-US', ["my dad's face drooped and his speech was slurred", "it's not that bad, what should he eat?"]],
    [
      'en-US',
      ["my dad's face drooped and his speech was slurred", 'for my first aid course, what should he eat?'],
    ],
    [
      'en-US',
      [
        'im on warfarin and my nose has been bleeding for 30 minutes',
        'ok its stopped now. can i have spinach?',
      ],
    ],
    // a date that belongs to another story does not undo the signs told as now
    [
      'en-US',
      ['my chest is crushing right now and im sweating', 'i had a stent in 2019. can i take aspirin?'],
    ],
  ])('%s: %j', (locale, messages) => {
    const rs = converse(locale, messages);
    expect(rs[0]!.urgent).toBe(true);
    expect(rs[rs.length - 1]!.urgent).toBe(true);
  });
});
