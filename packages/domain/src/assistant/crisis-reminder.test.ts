/**
 * After thoughts of suicide or of harming a baby were told, the next ordinary answers keep the crisis
 * line first and "pills out of reach" said once more, until the person says they are safe or reached
 * help (fifteenth clinician review, zh P4 M3).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { AssistantReply } from './reply';
import { chatAs } from './testing';

const converse = (locale: Locale, messages: readonly string[]): AssistantReply[] =>
  chatAs('guest', null, locale, messages);

describe('the crisis line stays after a crisis was told', () => {
  it.each([
    ['zh-CN', '我把药都攒起来了，想一次全吃掉算了', '维生素D一天吃多少合适', /12356/, /攒下的药/],
    [
      'en-US',
      "i've been saving up my pills and i think tonight i'll take them all",
      'how much vitamin d should i take a day',
      /988/,
      /pills you have saved/,
    ],
  ] as const)(
    '%s: the next two ordinary answers carry the line, then the answer',
    (locale, crisis, q, line, pills) => {
      const rs = converse(locale, [crisis, q, q]);
      expect(rs[0]!.urgent).toBe(true);
      for (const r of rs.slice(1)) {
        expect(r.urgent).toBe(true);
        expect(r.text.split('\n')[0]).toMatch(line);
        expect(r.text).toMatch(pills);
        expect(r.text).toMatch(/维生素D|vitamin D/i);
        expect(r.cards[0]?.type).toBe('urgent');
      }
    },
  );

  it.each([
    [
      'zh-CN',
      '我把药都攒起来了，想一次全吃掉算了',
      '我没事了，已经打了热线，姐姐也过来陪着我了',
      '维生素D一天吃多少合适',
    ],
    [
      'en-US',
      "i've been saving up my pills and i think tonight i'll take them all",
      'I called 988 and my sister is with me now',
      'how much vitamin d should i take a day',
    ],
  ] as const)('%s: safe or help reached said — answered as asked', (locale, crisis, safe, q) => {
    const rs = converse(locale, [crisis, safe, q]);
    expect(rs[2]!.urgent).toBe(false);
    expect(rs[2]!.text).not.toMatch(/12356|988/);
  });

  it('five ordinary messages later the reminder has ended', () => {
    const q = 'how much vitamin d should i take a day';
    const rs = converse('en-US', [
      "i've been saving up my pills and i think tonight i'll take them all",
      q,
      q,
      q,
      q,
      q,
    ]);
    expect(rs[5]!.urgent).toBe(false);
  });

  it('no crisis before: an ordinary answer', () => {
    const rs = converse('zh-CN', ['维生素D一天吃多少合适', '那钙呢']);
    expect(rs.every((r) => !r.urgent)).toBe(true);
  });
});
