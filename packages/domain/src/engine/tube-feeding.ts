/**
 * A tube feed typed among the medicines or supplements (an unlisted "Jevity 1.5 Cal tube feeding 60 mL/hr") beside
 * phenytoin or levothyroxine: how to give the medicine around the feed (forty-first clinician review, en S1, M2).
 */
import { pick, type Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { LEVOTHYROXINE_TUBE_FEED, PHENYTOIN_TUBE_FEED, TUBE_FEED } from '../knowledge/tube-feeding';

const RULES = [
  { id: 'tube-feed:phenytoin', drug: 'phenytoin', rule: PHENYTOIN_TUBE_FEED },
  { id: 'tube-feed:levothyroxine', drug: 'levothyroxine', rule: LEVOTHYROXINE_TUBE_FEED },
] as const;

export function tubeFeedFindings(p: {
  locale: Locale;
  medicines: readonly string[];
  /** What the person typed that the dictionaries did not resolve, and the supplements' names. */
  typed: readonly string[];
}): Finding[] {
  const feed = p.typed.find((n) => TUBE_FEED.test(n.toLowerCase()));
  if (!feed) return [];
  return RULES.filter((r) => p.medicines.includes(r.drug)).map((r) => ({
    id: r.id,
    severity: 'warning' as const,
    text: pick(r.rule.text, p.locale).replace(/\*\*/g, ''),
    reasons: [{ kind: 'medicine' as const, ref: `drug:${r.drug}`, text: feed, source: r.rule.source }],
  }));
}
