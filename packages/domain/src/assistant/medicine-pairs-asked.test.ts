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
    // clinician review evening P7 (tamoxifen US PI §7; ASCO 2010; NCCN): the reviewer's words and ours
    ['en-US', 'My oncologist put me on tamoxifen and my GP gave me paroxetine for hot flashes. Is that combination a problem?', /endoxifen/],
    ['en-US', 'Is Paxil ok with Nolvadex?', /endoxifen/],
    ['en-US', 'I am on tamoxifen, my doctor wants to start me on Wellbutrin', /CYP2D6/],
    ['zh-CN', '他莫昔芬和帕罗西汀能一起吃吗', /恩多昔芬/],
    ['zh-CN', '吃三苯氧胺的同时吃百忧解有问题吗', /CYP2D6/],
  ];
  it.each(ASKED)('%s: %s', (locale, q, said) => {
    const plan = storedPlanFor('pairs-asked', person('male', 64, 172, 70, 'light'), locale);
    expect(assistantReply({ text: q, locale, plan, medicines: [] }).text).toMatch(said);
  });
});

// P7 as the reviewer ran it: both medicines on her list, the question naming both, and a question
// naming one of them.
describe('tamoxifen with paroxetine on the list', () => {
  // prettier-ignore
  const ON_LIST: ['zh-CN' | 'en-US', string, RegExp][] = [
    ['en-US', 'My oncologist put me on tamoxifen and my GP gave me paroxetine for hot flashes. Is that combination a problem?', /endoxifen/],
    ['en-US', 'Is my paroxetine a problem for the tamoxifen?', /endoxifen/],
    ['en-US', 'Does paroxetine make tamoxifen work less well?', /endoxifen/],
    ['zh-CN', '我在吃他莫昔芬，医生又给我开了帕罗西汀治潮热，有问题吗', /恩多昔芬/],
  ];
  it.each(ON_LIST)('%s: %s', (locale, q, said) => {
    const plan = storedPlanFor('pairs-p7', person('female', 47, 165, 68, 'light'), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: ['tamoxifen', 'paroxetine'] });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/psychiatrist|精神科/);
  });
});
