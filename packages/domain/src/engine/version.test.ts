import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from './plan';
import { engineVersionFor, RULES_REVISION, VERSIONED_TABLES } from './version';

describe('engine version hash', () => {
  it('is the hash of the current tables and rules revision', () => {
    expect(ENGINE_VERSION).toBe(engineVersionFor(VERSIONED_TABLES, RULES_REVISION));
    expect(ENGINE_VERSION).toMatch(/^r\d+-[0-9a-f]{16}$/);
  });

  it('changes when one figure in a DRI table changes', () => {
    const copy = { ...VERSIONED_TABLES } as Record<string, unknown>;
    const cn = { ...(copy.CN_DRI as Record<string, unknown>) };
    copy.CN_DRI = cn;
    const firstKey = Object.keys(cn)[0]!;
    cn[firstKey] = { ...(cn[firstKey] as object), __changed: 1 };
    expect(engineVersionFor(copy, RULES_REVISION)).not.toBe(ENGINE_VERSION);
  });

  it('changes when a food row changes and when the rules revision changes', () => {
    const copy = { ...VERSIONED_TABLES } as Record<string, unknown>;
    copy.FOOD_SOURCES = (copy.FOOD_SOURCES as unknown[]).slice(1);
    expect(engineVersionFor(copy, RULES_REVISION)).not.toBe(ENGINE_VERSION);
    expect(engineVersionFor(VERSIONED_TABLES, RULES_REVISION + 1)).not.toBe(ENGINE_VERSION);
  });

  it('does not depend on object key order', () => {
    expect(engineVersionFor({ a: { x: 1, y: 2 } }, 1)).toBe(engineVersionFor({ a: { y: 2, x: 1 } }, 1));
  });
});
