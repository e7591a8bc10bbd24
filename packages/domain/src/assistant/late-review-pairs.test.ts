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

// E2 Q4: "Our rules list no known interaction between Sumatriptan and St John's wort" falsely
// reassured. MHRA/CSM 2000; Imitrex US PI §5.
describe("late review: St John's wort with a triptan in the chat", () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string, RegExp][] = [
    ['en-US', "St John's wort with sumatriptan?", /serotonin syndrome/],
    ['en-US', "Can I take St John's wort with my Imitrex?", /serotonin syndrome/],
    ['zh-CN', '圣约翰草和舒马普坦能一起吃吗', /5-羟色胺综合征/],
  ];
  it.each(ASKED)('%s: %s', (locale, q, said) => {
    const plan = storedPlanFor('late-e2', person('female', 27, 165, 58, 'light'), locale);
    for (const medicines of [['sumatriptan', 'desogestrel-ethinylestradiol'], []]) {
      const text = assistantReply({ text: q, locale, plan, medicines }).text;
      expect(text, medicines.join()).toMatch(said);
      expect(text).not.toMatch(
        /no known interaction|没有.*已知相互作用|没有.*需要错开或避免的规则|no rule that/,
      );
    }
  });
});

// E3 Q1/Q2: theophylline after stopping smoking, and coffee, were declined ("no reliable rule").
// Theo-24 label (smoking induces CYP1A2; caffeine adds); the clozapine row's reasoning.
describe('late review: theophylline, stopping smoking and coffee', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string, string[], RegExp][] = [
    ['en-US', 'I stopped smoking 2 weeks ago: does that change theophylline?', ['theophylline', 'tiotropium'], /level rises within about a week/],
    ['en-US', 'Is it OK to have five coffees a day on theophylline?', ['theophylline'], /close relative of theophylline/],
    ['en-US', 'I quit cigarettes last week, anything I should know about my meds?', ['theophylline'], /theophylline level/],
    ['zh-CN', '我两周前戒烟了，对茶碱有影响吗', ['theophylline'], /一周内血药浓度就会升高/],
    ['zh-CN', '吃茶碱每天喝五杯咖啡可以吗', ['theophylline'], /咖啡因和茶碱是“近亲”/],
  ];
  it.each(ASKED)('%s: %s', (locale, q, medicines, said) => {
    const plan = storedPlanFor('late-e3', person('male', 68, 175, 62, 'light'), locale);
    const text = assistantReply({ text: q, locale, plan, medicines }).text;
    expect(text).toMatch(said);
    expect(text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});
