/**
 * A row's `covers` names standing facts and medicine–supplement clashes its text says itself, so the chat does not put
 * them above it again: each must be a fact or a clash the chat would really say, or the field silently does nothing.
 */
import { describe, expect, it } from 'vitest';
import { coversOfRules, FAQ_ROWS } from './index';
import { SUPPLEMENT_SAFETY } from '../intents/guards';
import { taboosFor } from '../../interactions';
import { isSubstance } from '../../substances';

const covering = FAQ_ROWS.filter((r) => r.covers !== undefined);
const FACT_IDS = new Set(Object.values(SUPPLEMENT_SAFETY).map((f) => f?.id));

describe('rows that say standing facts and clashes themselves', () => {
  it('there are such rows, and each is found again by its rule id', () => {
    expect(covering.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'bortezomib-green-tea',
        'hypopara-active-vitamin-d-low-25ohd',
        'supplements-with-raised-liver-enzymes',
      ]),
    );
    for (const r of covering) expect(coversOfRules([`faq:${r.id}`])).toEqual([r.covers]);
    expect(coversOfRules(['pairing:iron-calcium', 'faq:no-such-row'])).toEqual([]);
  });

  it.each(covering.map((r) => [r.id, r] as const))('%s: every fact it covers is a standing fact', (_, r) => {
    for (const f of r.covers?.facts ?? []) expect(FACT_IDS).toContain(f);
  });

  it.each(covering.map((r) => [r.id, r] as const))(
    '%s: every clash it covers is one the interaction table raises',
    (_, r) => {
      for (const [drug, target] of r.covers?.clashes ?? []) {
        expect(isSubstance(target), target).toBe(true);
        const raised = taboosFor({ medicines: [drug], substances: [target].filter(isSubstance) }, 'en-US');
        expect(raised.some((t) => t.drugId === drug && t.target === target)).toBe(true);
      }
    },
  );
});
