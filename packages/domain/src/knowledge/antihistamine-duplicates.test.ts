/**
 * Benadryl with Tylenol PM (both diphenhydramine), and a sedating antihistamine with phenobarbital, are
 * pairs (twenty-seventh clinician review, en M5; AGS Beers Criteria 2023).
 */
import { describe, expect, it } from 'vitest';
import { taboosFor } from '../interactions/taboos';

const pairs = (medicines: string[], locale: 'zh-CN' | 'en-US') =>
  taboosFor({ medicines, substances: [] }, locale).filter((t) => t.kind === 'drug_interaction');

describe('sedating antihistamines', () => {
  it('the same antihistamine twice is a major pair', () => {
    const p = pairs(['diphenhydramine', 'diphenhydramine-acetaminophen'], 'en-US');
    expect(p.some((t) => t.severity === 'major')).toBe(true);
    expect(JSON.stringify(p)).toMatch(/double dose/);
  });
  it('with phenobarbital the sedation adds up', () => {
    expect(JSON.stringify(pairs(['phenobarbital', 'diphenhydramine-acetaminophen'], 'zh-CN'))).toMatch(
      /苯巴比妥不要自己停/,
    );
  });
  it('acetaminophen alone with phenobarbital raises no antihistamine pair', () => {
    expect(JSON.stringify(pairs(['phenobarbital', 'acetaminophen'], 'en-US'))).not.toMatch(/antihistamine/);
  });
});
