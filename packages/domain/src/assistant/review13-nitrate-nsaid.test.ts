/**
 * Thirteenth clinician review, zh P1 #1 and #2 (老孙, angina on 依姆多 with a friend's 伟哥 and WeChat maca)
 * and zh P5 #2 (刘阿姨, 西乐葆 with 芬必得). "我在吃依姆多，朋友给了几片伟哥，能一起吃吗？" got "no reliable rule";
 * the 微商 maca was answered as a slimming pill; "西乐葆吃了还痛的时候，再加一片芬必得行不行" got "no reliable
 * rule" and the plan had no warning. Sources: VIAGRA/CIALIS labels §4, 万艾可说明书【禁忌】; US FDA tainted
 * sexual enhancement products; CELEBREX label §5.4/§7, 芬必得说明书.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { LOCALES } from '../testing';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LAO_SUN = '老孙 angina on 依姆多 with 伟哥 and 微商玛卡 (zh)';
const LIU = '刘阿姨 celecoxib with ibuprofen, 土三七 and 何首乌, ALT 186 (zh)';
const guest = (locale: (typeof LOCALES)[number], text: string) =>
  assistantReply({ text, locale, plan: null, medicines: [], history: [] });

const NO_RULE = /没有可靠的规则|no reliable rule/;

describe('a nitrate with sildenafil or tadalafil: never together (zh P1 #1)', () => {
  const NEVER = { zh: /绝对不能一起吃/, en: /Never take them together/ };
  const PAIR = { zh: /单硝酸异山梨酯|硝酸甘油|硝酸异山梨酯/, en: /nitrate|nitroglycerin/i };
  it.each([
    ['zh-CN', '我在吃依姆多，朋友给了几片伟哥，能一起吃吗？'],
    ['zh-CN', '吃着单硝酸异山梨酯 能不能吃万艾可'],
    ['zh-CN', '依姆多跟希爱力一块吃有没有事'],
    ['en-US', 'I take Imdur, a friend gave me some Viagra. Can I take them together?'],
    ['en-US', 'is cialis ok with my isosorbide?'],
    ['en-US', 'can i take viagara with imdur'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const r = askPersona(LAO_SUN, locale, q);
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? NEVER.zh : NEVER.en);
    expect(r.text).toMatch(zh ? PAIR.zh : PAIR.en);
    expect(r.text).toMatch(/VIAGRA.*§4/);
    expect(r.text).not.toMatch(NO_RULE);
  });

  it.each([
    ['zh-CN', '硝酸甘油和伟哥能一起吃吗'],
    ['zh-CN', '吃消心痛的人能吃希爱力吗？'],
    ['zh-CN', '依姆多 + viagra 可以吗'],
    ['en-US', 'can I take Viagra with nitroglycerin?'],
    ['en-US', 'Cialis and isosorbide mononitrate together ok?'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    const text = guest(locale, q).text;
    expect(text).toMatch(locale === 'zh-CN' ? NEVER.zh : NEVER.en);
    expect(text).not.toMatch(NO_RULE);
  });

  it.each(LOCALES)('%s: the plan lists the pair as major, avoid', (locale) => {
    const plan = planFor(new Map(REFERENCE_PERSONAS).get(LAO_SUN)!, locale);
    const pair = (plan.medicineTaboos ?? []).find((t) => t.ruleId === 'class:nitrate+class:pde5_inhibitor');
    expect(pair).toMatchObject({ severity: 'major', management: 'avoid', drugId: 'isosorbide-mononitrate' });
  });
});

describe('WeChat "male vitality" products are not slimming pills (zh P1 #2)', () => {
  const TAINTED = { zh: /西地那非/, en: /sildenafil/ };
  const NITRATE = { zh: /硝酸酯类.*血压骤降.*120/s, en: /nitrate.*blood pressure.*emergency/is };
  const DIET = /减肥|进食|slimming pill|diet pill|eating disorder|Hydroxycut|NG69/i;
  it.each([
    ['zh-CN', '那我微商买的那个黄金玛卡片，说是纯天然的，跟依姆多一起吃有没有问题？'],
    ['zh-CN', '朋友圈买的鹿鞭牡蛎肽玛卡片能吃吗'],
    ['zh-CN', '补肾壮阳的片子 跟我的心脏药一起吃行吗'],
    ['en-US', 'I bought golden maca tablets on WeChat, all natural, ok with my Imdur?'],
    ['en-US', 'are male enhancement pills from online safe with my heart meds?'],
    ['en-US', 'can i take maca for stamina, its natural'],
  ] as const)('%s with the plan (a nitrate): "%s"', (locale, q) => {
    const r = askPersona(LAO_SUN, locale, q);
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? TAINTED.zh : TAINTED.en);
    expect(r.text).toMatch(zh ? NITRATE.zh : NITRATE.en);
    expect(r.text.replace(/不是减肥药|not diet pills/g, '')).not.toMatch(DIET);
    expect(r.text).toMatch(/Tainted Sexual Enhancement Products/);
  });

  it.each([
    ['zh-CN', '微商的男士玛卡片能吃吗'],
    ['zh-CN', '男性保健品 补肾的 能长期吃吗'],
    ['en-US', 'are maca male enhancement pills safe?'],
  ] as const)('%s as a guest: "%s" names the hidden drug and the nitrate danger', (locale, q) => {
    const text = guest(locale, q).text;
    expect(text).toMatch(locale === 'zh-CN' ? /西地那非.*硝酸/s : /sildenafil.*nitrate/s);
    expect(text.replace(/不是减肥药|not diet pills/g, '')).not.toMatch(DIET);
  });

  it('a question about an antidepressant’s sexual side effects is not this answer', () => {
    expect(guest('zh-CN', '舍曲林会影响性功能吗').text).not.toMatch(/玛卡/);
  });
});

describe('two NSAIDs together: one at a time (zh P5 #2)', () => {
  const ONE = { zh: /只用一种非甾体抗炎药/, en: /one NSAID at a time/ };
  it.each([
    ['zh-CN', '西乐葆吃了还痛的时候，再加一片芬必得行不行'],
    ['zh-CN', '塞来昔布和布洛芬能一起吃吗'],
    ['zh-CN', '西乐保不管用 加个芬必得可以不'],
    ['en-US', 'When Celebrex is not enough, can I add an Advil?'],
    ['en-US', 'celecoxib plus ibuprofen ok?'],
    ['en-US', 'can i take ibuprofin on top of my celebrex'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const r = askPersona(LIU, locale, q);
    expect(r.text).toMatch(locale === 'zh-CN' ? ONE.zh : ONE.en);
    expect(r.text).toMatch(/CELEBREX/);
    expect(r.text).not.toMatch(NO_RULE);
  });

  it.each([
    ['zh-CN', '扶他林和芬必得一起吃可以吗'],
    ['zh-CN', '双氯芬酸跟萘普生能同时吃吗'],
    ['en-US', 'can I take Aleve and Voltaren together?'],
    ['en-US', 'naproxen with diclofenac at the same time?'],
  ] as const)('%s as a guest, another NSAID pair: "%s"', (locale, q) => {
    expect(guest(locale, q).text).toMatch(locale === 'zh-CN' ? ONE.zh : ONE.en);
  });

  it.each(LOCALES)('%s: the plan lists the duplicate', (locale) => {
    const plan = planFor(new Map(REFERENCE_PERSONAS).get(LIU)!, locale);
    const pair = (plan.medicineTaboos ?? []).find((t) => t.ruleId === 'class:nsaid+class:nsaid');
    expect(pair).toMatchObject({ severity: 'major', management: 'avoid' });
  });
});
