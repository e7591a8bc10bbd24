import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RED_FLAG_KINDS, redFlagsFor } from './index';
import { RED_FLAG_PHRASES } from './red-flag-phrases';

// The figures are printed for the closing note; domain code has no DOM or Node typings.
declare const console: { log: (...args: unknown[]) => void };

const kindsOf = (text: string, profile?: Parameters<typeof redFlagsFor>[1]) =>
  redFlagsFor(text, profile).map((h) => h.kind);

describe('the red-flag phrase table', () => {
  const flags = RED_FLAG_PHRASES.filter((p) => p.expect !== null);
  const benign = RED_FLAG_PHRASES.filter((p) => p.expect === null);

  it('is large enough and covers every kind in both languages', () => {
    expect(flags.length).toBeGreaterThanOrEqual(150);
    expect(benign.length).toBeGreaterThanOrEqual(50);
    for (const kind of RED_FLAG_KINDS) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        expect(flags.filter((p) => p.expect === kind && p.locale === locale).length, `${kind} ${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it('reaches recall ≥ 98 % with false alarms ≤ 2 %', () => {
    const missed = flags.filter((p) => !kindsOf(p.text, p.profile).includes(p.expect!));
    const alarms = benign.filter((p) => kindsOf(p.text, p.profile).length > 0);
    const recall = (flags.length - missed.length) / flags.length;
    const falseAlarms = alarms.length / benign.length;
    console.log(
      `red flags: recall ${(recall * 100).toFixed(1)} % (${flags.length - missed.length}/${flags.length}), false alarms ${(falseAlarms * 100).toFixed(1)} % (${alarms.length}/${benign.length})`,
    );
    if (missed.length) console.log('missed:', missed.map((p) => p.text));
    if (alarms.length) console.log('false alarms:', alarms.map((p) => `${p.text} → ${kindsOf(p.text, p.profile)}`));
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(falseAlarms).toBeLessThanOrEqual(0.02);
  });
});
