import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// The thirty-third blind clinician review (2026-11-30): its serious findings in the chat, as asked.

describe('thirty-third clinician review, serious findings in the chat', () => {
  it('zh S2: 扶他林 or 芬必得 with cirrhosis and ascites — no NSAIDs, paracetamol at a lower total', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'cirrhosis with ascites',
      text: '膝盖疼得厉害，扶他林或者芬必得能吃吗',
    });
    expect(r.text).toMatch(/^\*\*肝硬化（尤其有腹水）时不要吃布洛芬（芬必得）、双氯芬酸（扶他林）/);
    expect(r.text).not.toMatch(/同一时期只用一种/);
  });
  it('zh S2 (en): advil or aleve with cirrhosis', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'cirrhosis with ascites',
      text: 'my knee is killing me, can I take advil or aleve?',
    });
    expect(r.text).toMatch(/do not take NSAID painkillers/);
  });
  it('zh S1: a 5 mg folic acid tablet bought online is not "a prescription dose, do not stop it"', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'healthy man, weight loss',
      medicines: ['capecitabine'],
      text: '叶酸片我看网上说补血的，他血红蛋白才108，那个5mg的叶酸还能不能接着吃？善存里面也有叶酸咋办',
    });
    expect(r.text).toMatch(/卡培他滨/);
    expect(r.text).not.toMatch(/不要因为担心超量把5毫克减掉或停掉|医生开的5毫克叶酸是处方剂量/);
  });
  it('en S1: codeine asked about while breastfeeding is "not recommended"', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'lactating on sertraline',
      text: 'is tylenol 3 ok while breastfeeding?',
    });
    expect(r.text).toMatch(/not recommended while breastfeeding/);
  });
});
