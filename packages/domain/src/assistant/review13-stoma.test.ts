/**
 * Thirteenth clinician review, en P2 #1 (Gwen, high-output ileostomy, sodium 131): "I'm drinking 3
 * litres of water a day to keep up, is that right?" and "so what should I drink then, and how much?"
 * got the low-sodium row written for water retention ("drink only when thirsty … no salt tablets,
 * salty drinks or sports drinks"). With a stoma said in the chat the answer is the stoma's: plain drinks
 * about 1 litre, an oral rehydration solution (St Mark's, about 90 mmol/L sodium), salt added, the stoma
 * team (BSG 2006). The reviewer's words, other phrasings, with her plan and as a guest, both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { askPersona } from './testing';

const GWEN = 'Gwen high-output ileostomy, loperamide, codeine, Na 131 (en)';
const SAID_EN = 'I have an ileostomy after my bowel cancer operation and the output is very high';
const SAID_ZH = '我肠癌手术后做了回肠造口，排出量很大';

const both = (locale: Locale, q: string, previous?: string) =>
  [true, false].map(
    (withPlan) => askPersona(GWEN, locale, q, { withPlan, ...(previous ? { previous } : {}) }).text,
  );

describe('fluids with a high-output stoma are the stoma’s rule, not the low-sodium one (en P2 #1)', () => {
  it.each([
    // The reviewer's words after the stoma was said, then other phrasings.
    ["I'm drinking 3 litres of water a day to keep up, is that right?", SAID_EN],
    ['so what should I drink then, and how much?', SAID_EN],
    ['high output stoma, shud i avoid salt and sports drinks? my sodium is 131', undefined],
    ['my ileostomy bag fills fast, how much water should i drink', undefined],
  ])('en: %s', (q, previous) => {
    for (const text of both('en-US', q, previous)) {
      expect(text).toMatch(/about 1 litre a day/);
      expect(text).toMatch(/oral rehydration solution/);
      expect(text).toMatch(/Add salt to your food/);
      expect(text).toMatch(/stoma nurse or doctor/);
      expect(text).not.toMatch(
        /drink only when thirsty|Do not take salt tablets, salty drinks or sports drinks/i,
      );
    }
  });
  it.each([
    ['我每天喝3升水来补，对吗？', SAID_ZH],
    ['那我该喝什么，喝多少？', SAID_ZH],
    ['回肠造口排出多，血钠131，要不要少吃盐、别喝运动饮料？', undefined],
  ])('zh: %s', (q, previous) => {
    for (const text of both('zh-CN', q, previous)) {
      expect(text).toMatch(/每天合计限制在约1升/);
      expect(text).toMatch(/口服补液盐/);
      expect(text).toMatch(/造口护士或医生/);
      expect(text).not.toMatch(/不要再多喝水去“冲”|运动饮料或吃盐片/);
    }
  });
  it('without a stoma said, the low-sodium row is unchanged', () => {
    const text = askPersona(
      GWEN,
      'en-US',
      'my sodium is 129, should I drink more water to flush it out?',
    ).text;
    expect(text).not.toMatch(/oral rehydration solution/);
  });
});
