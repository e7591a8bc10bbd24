import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './index';

const kindsOf = (text: string, profile?: Parameters<typeof redFlagsFor>[1]) =>
  redFlagsFor(text, profile).map((h) => h.kind);

// Clinician review 2026-11-25 evening, P1 (cirrhosis with ascites): "肝昏迷" asked about ahead raised the
// fainting card. The disease term asked about is not an event; a hepatic coma now, or confusion or
// drowsiness with liver disease, is hepatic encephalopathy until shown otherwise (EASL 2022).
describe('hepatic coma: a worry is not an emergency, an episode now is', () => {
  it.each([
    // the reviewer's own words
    '我肝硬化有腹水，要不要少吃肉和蛋白质，免得肝昏迷？',
    '肝硬化病人要不要限制蛋白质，怕肝昏迷',
    // other phrasings
    '医生说我有肝性脑病的风险，吃鸡蛋会不会引起肝昏迷',
    '得了肝硬化以后吃什么能预防肝昏迷',
    '吃太多肉会诱发肝性昏迷吗',
    'Should I cut meat and protein to avoid hepatic coma?',
    'Does eating eggs cause hepatic encephalopathy in cirrhosis?',
    'I have cirrhosis with ascites, how much salt a day?',
    // questions about the signs, not an episode now
    '肝硬化的人为什么会糊涂？',
    '肝性脑病有什么症状，会嗜睡吗',
    '肝硬化吃乳果糖是为了防止糊涂吗',
    'what are the signs of hepatic encephalopathy, confusion?',
    'my doctor said cirrhosis can make you confused, how do I prevent it with diet?',
    'I have cirrhosis and feel sleepy after lunch, is that normal?',
  ])('%s → no card', (text) => {
    expect(kindsOf(text)).toEqual([]);
  });

  it.each([
    '他肝昏迷了',
    '我妈又肝性脑病了，叫不醒',
    '我肝硬化，今天人糊涂了，一直想睡，分不清白天黑夜',
    '我爸肝硬化有腹水，现在昏迷了叫不醒',
    '我爸肝硬化，最近老是犯糊涂，昨天把钥匙放冰箱里',
    'my husband with cirrhosis slipped into a hepatic coma',
    'my dad has cirrhosis and he is confused and very drowsy today',
    "I have ascites and today I'm confused and can't stay awake",
  ])('%s → urgent', (text) => {
    expect(kindsOf(text).length).toBeGreaterThan(0);
  });

  it('liver disease in the plan is the context for confusion now', () => {
    expect(kindsOf('今天一直犯糊涂，说话颠三倒四', { conditions: ['liver_disease'] })).not.toEqual([]);
    expect(kindsOf('he is confused and drowsy this morning', { conditions: ['liver_disease'] })).not.toEqual(
      [],
    );
  });

  it('fainting without the liver stays the fainting card', () => {
    expect(kindsOf('老人昏迷叫不醒')).toContain('fainting');
  });
});
