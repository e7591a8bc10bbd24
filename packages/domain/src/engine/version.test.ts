import { describe, expect, it } from 'vitest';
import { OUTPUT_FINGERPRINT } from './output-fingerprint';
import { ENGINE_VERSION } from './plan';
import { currentOutputFingerprint } from './reference-plans';
import { engineVersionFor, VERSIONED_TABLES } from './version';

describe('engine version hash', () => {
  it('is the hash of the current tables and the committed output fingerprint', () => {
    expect(ENGINE_VERSION).toBe(engineVersionFor(VERSIONED_TABLES, OUTPUT_FINGERPRINT));
    expect(ENGINE_VERSION).toMatch(/^o[0-9a-f]{16}-[0-9a-f]{16}$/);
  });

  // Issue 31 §4: a rule change that alters any reference persona's plan must change the version, so
  // stored plans regenerate; a forgotten hand-bumped revision let yesterday's unsafe advice stand.
  it('the committed output fingerprint is the one the engine gives today (run npm run fingerprint:engine)', () => {
    expect(OUTPUT_FINGERPRINT, 'outputs changed: run npm run fingerprint:engine and commit it').toBe(
      currentOutputFingerprint(),
    );
  });

  it('changes when one figure in a DRI table changes', () => {
    const copy = { ...VERSIONED_TABLES } as Record<string, unknown>;
    const cn = { ...(copy.CN_DRI as Record<string, unknown>) };
    copy.CN_DRI = cn;
    const firstKey = Object.keys(cn)[0]!;
    cn[firstKey] = { ...(cn[firstKey] as object), __changed: 1 };
    expect(engineVersionFor(copy, OUTPUT_FINGERPRINT)).not.toBe(ENGINE_VERSION);
  });

  it('changes when a food row changes and when the output fingerprint changes', () => {
    const copy = { ...VERSIONED_TABLES } as Record<string, unknown>;
    copy.FOOD_SOURCES = (copy.FOOD_SOURCES as unknown[]).slice(1);
    expect(engineVersionFor(copy, OUTPUT_FINGERPRINT)).not.toBe(ENGINE_VERSION);
    expect(engineVersionFor(VERSIONED_TABLES, '0123456789abcdef')).not.toBe(ENGINE_VERSION);
  });

  it('does not depend on object key order', () => {
    expect(engineVersionFor({ a: { x: 1, y: 2 } }, 'f')).toBe(engineVersionFor({ a: { y: 2, x: 1 } }, 'f'));
  });
});
