/**
 * Eighteenth clinician review, zh M1: "should I lower / raise / stop my dose of <a prescribed high-risk
 * medicine> myself?" is "do not change it yourself; the prescriber decides", with the rule's reason.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/common';
import { assistantReply } from '../reply';

const ask = (medicines: string[], locale: Locale, text: string): string =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;

const M1 = ['dabigatran', 'amiodarone', 'metoprolol'];

describe('dabigatran: not yourself, the cardiologist, with kidney function, age and amiodarone (zh M1)', () => {
  it.each([
    ['zh-CN', '我肌酐132，泰毕全110的量要不要自己减一减？'],
    ['zh-CN', '肾功能不太好，达比加群能不能自己减成一天一次？'],
    ['zh-CN', '泰毕全我想自己减成一天一次可以吗'],
    ['en-US', 'my creatinine is 132, should I lower my Pradaxa dose myself?'],
    ['en-US', 'can I cut my dabigatran to once a day on my own?'],
  ] as const)('%s: %s', (locale, q) => {
    const text = ask(M1, locale, q);
    expect(text).toMatch(/不要自己减|Do not lower/);
    expect(text).toMatch(/肌酐清除率|creatinine clearance/);
    expect(text).toMatch(/胺碘酮（可达龙）会升高达比加群|amiodarone raises the dabigatran level/);
    expect(text).toMatch(/中风|stroke/);
    expect(text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  it('without amiodarone, no raiser is named', () => {
    const text = ask(['dabigatran'], 'zh-CN', '泰毕全110的量要不要自己减一减？');
    expect(text).toMatch(/不要自己减泰毕全（达比加群酯）的量/);
    expect(text).not.toMatch(/胺碘酮/);
  });
});

describe('the other high-risk medicines, each with its reason', () => {
  it.each([
    [
      ['apixaban'],
      'en-US',
      'should I halve my Eliquis myself? my kidneys are a bit off',
      /creatinine clearance/,
    ],
    [['warfarin'], 'zh-CN', '华法林我想自己减半片可以吗', /INR/],
    [['insulin-glargine'], 'en-US', 'can I lower my Lantus myself, I keep having lows', /glucose readings/],
    [['levetiracetam'], 'zh-CN', '开浦兰能不能自己减量', /诱发发作/],
    [['lithium'], 'en-US', 'should I reduce my lithium on my own?', /lithium level/],
    [['tacrolimus'], 'zh-CN', '他克莫司可以自己减一点吗', /排斥/],
    [['levothyroxine'], 'en-US', 'can I raise my Thyronorm dose myself?', /TSH/],
  ] as const)('%s %s: %s', (medicines, locale, q, reason) => {
    const text = ask([...medicines], locale, q);
    expect(text).toMatch(/不要自己|Do not (lower|change|make)/);
    expect(text).toMatch(reason);
  });
});

describe('look-alikes: not this rule', () => {
  it.each([
    [['warfarin'], 'en-US', 'should I cut my calcium dose on warfarin?'],
    [['warfarin'], 'zh-CN', '吃华法林，钙片要不要减量'],
    [['warfarin'], 'en-US', 'should I stop drinking on warfarin?'],
    [['dabigatran'], 'en-US', 'when should I take my Pradaxa?'],
    [['atorvastatin'], 'en-US', 'should I lower my atorvastatin myself?'],
    [[], 'en-US', 'how much vitamin D should I take?'],
  ] as const)('%s %s: %s', (medicines, locale, q) => {
    const text = ask([...medicines], locale, q);
    expect(text).not.toMatch(/the prescriber decides the dose|剂量要由开药|adjusts it by your INR|按INR来调/);
  });
});
