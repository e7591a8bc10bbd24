/**
 * Seventh clinician review of 2026-11-26 (zh P1 小雯, en E "Jess"): a woman on acitretin planning a
 * baby. Acitretin was not in the dictionary, "阿维A" was read as vitamin A, and the chat answered with
 * isotretinoin's month, the general drinking limit, "within the UL" for vitamin A and "你在孕期" for a
 * woman who is not pregnant. The phrasings here are our own, with and without a plan.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import { assistantReply } from './index';

type Locale = 'zh-CN' | 'en-US';
const PERSONA = 'acitretin, planning a pregnancy, vitamin A-D and beer';

const ask = (locale: Locale, text: string, withPlan: boolean, previous?: string) =>
  askPersona(PERSONA, locale, text, { withPlan, ...(previous !== undefined ? { previous } : {}) });

describe.each([true, false])('acitretin in the chat (with a plan: %s)', (withPlan) => {
  it.each<[Locale, string, RegExp]>([
    ['zh-CN', '阿维A最后一粒吃完，要隔多长时间才可以要宝宝？', /至少3年/],
    ['zh-CN', '我吃新体卡松，明年想怀孕，得提前多久停？', /至少3年/],
    [
      'en-US',
      'on Soriatane — how soon after my last pill can we start trying for a baby?',
      /at least 3 years/,
    ],
    ['en-US', 'how many months off acitretin before I can get pregnant', /at least 3 years/],
  ])('%s "%s": three years, never isotretinoin’s month', (locale, text, years) => {
    const r = ask(locale, text, withPlan);
    expect(r.text).toMatch(years);
    expect(r.text).not.toMatch(/满1个月|Wait at least a month/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /do not stop it on your own/);
    // she plans a pregnancy: never told she is pregnant, never mid-pregnancy targets
    expect(r.text).not.toMatch(/你在孕期|You are pregnant|孕期营养|Pregnancy nutrition/);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '吃阿维A的时候偶尔喝一两罐啤酒行不行？'],
    ['zh-CN', '阿维A期间聚餐能喝点红酒吗'],
    ['en-US', 'is one beer on Saturday ok while taking acitretin?'],
    ['en-US', 'acitretin and a glass of wine with dinner, fine?'],
  ])('%s "%s": no alcohol at all, and for 2 months after', (locale, text) => {
    const r = ask(locale, text, withPlan);
    expect(r.text).toMatch(locale === 'zh-CN' ? /一滴酒都不能喝/ : /must not drink any alcohol/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /2个月/ : /2 months/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /阿维A酯/ : /etretinate/);
    expect(r.text).not.toMatch(/不超过15克|1 drink a day or less/);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '鱼肝油和阿维A能不能一起吃'],
    ['zh-CN', '维生素AD胶囊我还在吃，和阿维A冲突吗'],
    ['en-US', 'can I keep my vitamin A 10000 IU with acitretin?'],
    ['en-US', 'cod liver oil while on Soriatane, ok?'],
  ])('%s "%s": vitamin A supplements are avoided, not "within the UL"', (locale, text) => {
    const r = ask(locale, text, withPlan);
    expect(r.text).toMatch(locale === 'zh-CN' ? /阿维A × 维生素A|与阿维A存在严重相互作用/ : /Acitretin/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要服用维生素A补充剂/ : /Do not take vitamin A supplements/,
    );
    expect(r.text).not.toMatch(/没有已知相互作用|no known interaction|within the UL|不要再额外加/);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '阿维A还在吃，万一怀上了怎么办'],
    ['en-US', 'what happens if I end up pregnant while on acitretin?'],
  ])('%s "%s": contact the prescriber today', (locale, text) => {
    const r = ask(locale, text, withPlan);
    expect(r.text).toMatch(locale === 'zh-CN' ? /今天就联系开药的医生/ : /contact the prescriber today/);
    expect(r.text).not.toMatch(/孕期营养|Pregnancy nutrition|你在孕期|You are pregnant/);
  });
});

describe('acitretin is not isotretinoin: a friend’s "one month" is corrected', () => {
  it.each<[Locale, string, RegExp]>([
    ['zh-CN', '阿维A跟异维A酸不是一种药吗？听说停一个月就可以怀孕了', /至少3年/],
    [
      'en-US',
      "acitretin is basically accutane right? so I'm fine to get pregnant a month after",
      /at least 3 years/,
    ],
  ])('%s "%s"', (locale, text, years) => {
    for (const withPlan of [true, false]) {
      const r = ask(locale, text, withPlan);
      expect(r.text).toMatch(years);
      expect(r.text).toMatch(locale === 'zh-CN' ? /两者不一样/ : /acitretin is different/);
    }
  });
});

describe('a red flag on a retinoid is not pre-eclampsia when she is not pregnant', () => {
  it.each<[Locale, string, string]>([
    ['zh-CN', '吃阿维A期间要是怀孕了怎么办', '这两天头疼得厉害，还吐了两次，眼睛看东西模糊'],
    [
      'en-US',
      'if I got pregnant on acitretin what would happen',
      'awful headache since yesterday, vomited twice and things look blurry',
    ],
  ])('%s: the retinoid line, not the obstetric one', (locale, previous, text) => {
    for (const withPlan of [true, false]) {
      const r = ask(locale, text, withPlan, previous);
      expect(r.urgent).toBe(true);
      expect(r.text).not.toMatch(/子痫前期|pre-eclampsia/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /颅内压增高/ : /raised pressure around the brain/);
    }
  });
});

describe('planning a pregnancy, asked about vitamin A: her own words, not "you are pregnant"', () => {
  it.each<[Locale, string, RegExp]>([
    ['zh-CN', '准备怀孕了，还能吃维生素A吗', /备孕期间/],
    ['en-US', 'we are trying to conceive — should I stop my vitamin A pills?', /Planning a pregnancy/],
  ])('%s "%s"', (locale, text, planning) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(planning);
    expect(r.text).not.toMatch(/你在孕期|You are pregnant/);
  });
});
