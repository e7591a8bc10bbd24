/**
 * Fifteenth clinician review, en P5 serious #1 (Sandra, restless legs, GP-prescribed ferrous fumarate
 * 210 mg twice a day, entered as prescribed and kept by the plan): "how much actual iron is that?" →
 * "139 mg … do not keep to this amount — supplements should give at most 31 mg a day".
 *
 * The class (issue 31's property): a supplement a doctor prescribed — marked so in the plan, or said so
 * in the message ("from my GP", "my doctor put me on", "医生开的") — is never told to be cut to the upper
 * limit, in any chat path (how much, too much, a dose named); the UL is for self-chosen supplements
 * (IOM 2001; NIH ODS Iron). Iron the person bought themselves above the UL is still "take less".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './testing-review15';

const CUT =
  /at most \d+ mg a day|do not keep to this amount|take less|cut back|do not go above it|最多 \d|不要保持现在的量|请减量|请不要超过/i;
const KEEP = {
  en: /keep taking it as prescribed and do not cut it yourself/,
  zh: /请按医嘱继续吃，不要自己减量/,
};
const guest = (locale: 'en-US' | 'zh-CN', text: string) =>
  assistantReply({ text, locale, plan: null, medicines: [], history: [] });

describe(
  'a prescribed supplement is never cut to the UL in the chat (en P5 serious #1)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['en-US', 'I take ferrous fumerate 210mg twice a day from my GP, how much actual iron is that?'],
      ['en-US', 'is my iron too much?'],
      ['en-US', 'how much iron should I take a day?'],
      ['zh-CN', '我的铁是不是吃太多了？'],
      ['zh-CN', '我每天应该补多少铁？'],
    ] as const)('%s, with the plan (the product marked prescribed): "%s"', (locale, q) => {
      const r = askAs('SANDRA', locale, q);
      expect(r.text).toMatch(locale === 'zh-CN' ? KEEP.zh : KEEP.en);
      expect(r.text).not.toMatch(CUT);
    });

    it.each([
      ['en-US', 'I take ferrous fumerate 210mg twice a day from my GP, how much actual iron is that?'],
      ['en-US', 'my GP prescribed ferrous fumarate 210 mg twice a day, is that too much iron?'],
    ] as const)('%s, as a guest who says it was prescribed: "%s"', (locale, q) => {
      const r = guest(locale, q);
      // The dose answer's line, or the prescribed-iron row (rows-life-stages.ts) that says the same.
      expect(r.text).toMatch(new RegExp(`${KEEP.en.source}|Take what your midwife or doctor prescribed`));
      expect(r.text).not.toMatch(CUT);
    });

    it.each([
      // Look-alikes: iron bought without a prescription, above the UL, is still cut back.
      ['en-US', 'I take ferrous sulfate 325 mg three times a day that I bought myself, is that too much?'],
      ['en-US', 'I take 3 ferrous sulfate 325 mg tablets a day, is that too much iron?'],
    ] as const)('%s bought, not prescribed: still "take less" — "%s"', (locale, q) => {
      const r = guest(locale, q);
      expect(r.text).toMatch(/take less/);
      expect(r.text).not.toMatch(KEEP.en);
    });

    it('with the plan, a product not prescribed above the UL (her magnesium) is not called prescribed', () => {
      const r = askAs('SANDRA', 'en-US', 'is 375 mg of magnesium a day too much?');
      expect(r.text).not.toMatch(KEEP.en);
    });
  },
);
