import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

// Clinician review: the medicine pairs are said when asked, even when a supplement word is read too
// (胺碘酮 holds 碘, iodine). Cordarone/Lanoxin US PI §7; Plavix US PI §5.1/§7.1.
describe('medicine pairs asked in the chat', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string, RegExp][] = [
    ['zh-CN', '胺碘酮和地高辛一起吃要注意什么', /胺碘酮使地高辛的血药浓度升高/],
    ['en-US', 'Can I take amiodarone with digoxin?', /Amiodarone raises the digoxin level/],
    ['zh-CN', '氯吡格雷和奥美拉唑能一起吃吗', /CYP2C19/],
    ['en-US', 'Can I take omeprazole with clopidogrel?', /CYP2C19/],
  ];
  it.each(ASKED)('%s: %s', (locale, q, said) => {
    const plan = storedPlanFor('pairs-asked', person('male', 64, 172, 70, 'light'), locale);
    expect(assistantReply({ text: q, locale, plan, medicines: [] }).text).toMatch(said);
  });
});
