import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

// Clinician review 2026-11-25 late: the medicine pairs the chat declined ("I have no reliable rule"),
// asked the way the reviewers asked them. Zyloprim/Imuran labels; Cipro §5/§7; Xeloda.
describe('late review: medicine pairs asked in the chat', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string, string[], RegExp][] = [
    ['zh-CN', '别嘌醇和新开的硫唑嘌呤一起吃有没有问题', ['allopurinol', 'azathioprine', 'mesalazine'], /骨髓抑制.*四分之一|四分之一/s],
    ['en-US', 'Is allopurinol OK with the azathioprine I just started?', ['allopurinol', 'azathioprine'], /bone marrow suppression/],
    ['en-US', 'My doctor started me on ciprofloxacin. Is that OK with my theophylline?', ['theophylline', 'ciprofloxacin', 'tiotropium'], /theophylline level/],
    ['zh-CN', '茶碱和环丙沙星能一起吃吗', [], /茶碱中毒/],
    ['en-US', 'Is Xeloda safe with my warfarin?', ['capecitabine', 'warfarin'], /INR can rise sharply/],
    ['zh-CN', '卡培他滨和华法林一起吃要注意什么', [], /INR可大幅升高/],
  ];
  it.each(ASKED)('%s: %s', (locale, q, medicines, said) => {
    const plan = storedPlanFor('late-pairs', person('male', 62, 168, 72, 'light'), locale);
    const text = assistantReply({ text: q, locale, plan, medicines }).text;
    expect(text).toMatch(said);
    expect(text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});
