/**
 * Eighth clinician review (zh P4 赵师傅, en P2 "Ray"): linezolid with sertraline, CKD and diabetes.
 * The chat answered "sertraline with linezolid?" with the pseudoephedrine row of a cold medicine asked
 * about before, "臭豆腐、腐乳能吃吗" with the kidney soy row ("能吃"), and numb feet with blurred sight
 * with the asthma and choking text. Our own phrasings, both languages, with a plan and without one.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import type { Locale } from '../contracts/common';

const PERSONA = 'linezolid with sertraline, metformin and insulin, CKD 3a';

const ask = (locale: Locale, text: string, withPlan: boolean, previous?: string) =>
  askPersona(PERSONA, locale, text, { withPlan, ...(previous !== undefined ? { previous } : {}) });

describe.each([true, false])('linezolid with an antidepressant (with a plan: %s)', (withPlan) => {
  it.each<[Locale, string, string | undefined]>([
    ['zh-CN', '左洛复跟利奈唑胺能一块儿吃吗？', undefined],
    ['zh-CN', '医生给我开了斯沃，我还在吃舍曲林，会不会出事？', '鼻子不通气，白加黑能吃吗？我在吃利奈唑胺'],
    ['zh-CN', '舍曲林要不要先停几天，等利奈唑胺吃完再说？', '伪麻黄碱和利奈唑胺能一起用吗'],
    ['en-US', 'Can I keep my sertraline going while I am on Zyvox?', undefined],
    [
      'en-US',
      'my infection doctor put me on linezolid and I take Zoloft, is that safe together?',
      'is Sudafed ok with linezolid?',
    ],
  ])('%s: %s', (locale, q, previous) => {
    const r = ask(locale, q, withPlan, previous);
    expect(r.text).toMatch(/5-羟色胺综合征|serotonin syndrome/);
    expect(r.text).toMatch(/今天就联系开利奈唑胺的医生|contact the doctor who prescribed the linezolid/);
    // Not the neighbouring pair of the cold medicine asked about before.
    expect(r.text).not.toMatch(/伪麻黄碱——|Pseudoephedrine —/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '利奈唑胺跟二甲双胍一起吃行吗'],
    ['en-US', 'is linezolid ok with my metformin?'],
  ])('%s: %s is not answered with the sertraline pair', (locale, q) => {
    expect(ask(locale, q, withPlan).text).not.toMatch(/5-羟色胺综合征|serotonin syndrome/);
  });
});

describe('fermented and cured foods on linezolid with kidney disease', () => {
  // Without a plan the medicine is known only when the message (or the one before) names it.
  it.each<[Locale, string, string | undefined, boolean]>([
    ['zh-CN', '在吃利奈唑胺，早饭配点腐乳可以吗？', undefined, true],
    ['zh-CN', '臭豆腐我最爱吃，现在还能吃吗', undefined, false],
    ['zh-CN', '那酱肉和豆豉呢，能不能吃', '吃利奈唑胺要忌口什么', false],
    ['en-US', 'Can I still eat stinky tofu or fermented bean curd on linezolid?', undefined, true],
    ['en-US', 'can I still have miso soup?', 'what should I avoid eating on Zyvox', false],
  ])('%s: %s', (locale, q, previous, namesIt) => {
    for (const withPlan of namesIt ? [true, false] : [true]) {
      const text = ask(locale, q, withPlan, previous).text;
      expect(text, String(withPlan)).toMatch(/富含酪胺的食物都要避开|avoid tyramine-rich foods/);
      expect(text, String(withPlan)).not.toMatch(
        /\*\*能吃。\*\*|\*\*Yes\.\*\*|肾病不能吃豆制品|No soy with kidney disease/,
      );
    }
  });
});

describe('linezolid toxicity is not the asthma card', () => {
  it.each<[Locale, string]>([
    ['zh-CN', '利奈唑胺吃了快三周，脚底发麻，眼睛看不清，人也喘不上气没劲'],
    [
      'en-US',
      'three weeks on linezolid, my feet are numb, my vision is blurry and I am so short of breath I cannot finish a sentence',
    ],
  ])('%s: %s', (locale, q) => {
    for (const withPlan of [true, false]) {
      const r = ask(locale, q, withPlan);
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/你在用利奈唑胺|You take linezolid/);
      expect(r.text).toMatch(/乳酸酸中毒|lactic acidosis/);
      expect(r.text).not.toMatch(/海姆立克|哮喘|abdominal thrusts|asthma/);
    }
  });

  it.each<[Locale, string]>([
    ['zh-CN', '哮喘犯了，喷雾不管用，喘得说不出话'],
    ['en-US', 'my asthma inhaler is not working and I can barely speak'],
  ])('%s: asthma itself still gets its first aid (%s)', (locale, q) => {
    expect(ask(locale, q, true).text).toMatch(/海姆立克|abdominal thrusts/);
  });
});

describe('the MAOI rows speak to linezolid too', () => {
  it.each<[Locale, string]>([
    ['zh-CN', '吃利奈唑胺期间周末能喝两瓶啤酒吗'],
    ['en-US', 'on Zyvox, is a bottled beer or two on Friday ok?'],
  ])('%s: %s', (locale, q) => {
    const text = ask(locale, q, true).text;
    expect(text).toMatch(/啤酒|beer/);
    expect(text).not.toMatch(/加重苯乙肼的|phenelzine’s dizziness/);
  });
});
