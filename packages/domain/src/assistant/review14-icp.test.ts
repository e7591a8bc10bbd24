/**
 * Fourteenth clinician review, zh P4 (小敏, 33 weeks, intrahepatic cholestasis of pregnancy on 优思弗 and
 * 消胆胺): the itching question got sleep tips and "总胆汁酸48.6要紧吗" no rule, with 肝病科 as the
 * referral (#1); 优思弗 was "not in our dictionary" (#2); the vitamin K question on cholestyramine was
 * "no vitamin K needed: food gives 354 µg" right after the malabsorption was stated (#3).
 *
 * Itching of the palms and soles in late pregnancy is the classic sign of ICP: bile acids and liver tests
 * within days, the obstetric team, no special diet, reduced movements → the maternity unit now
 * (《妊娠期肝内胆汁淤积症诊疗指南（2015）》; RCOG GTG 43, 2022). On a bile acid sequestrant or with
 * cholestasis, food is not the measure of vitamin K: clotting (PT/INR) is checked and vitamin K given by
 * the doctor (Questran US PI, Warnings; RCOG GTG 43).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

const XIAO_MIN = '小敏 ICP at 33 weeks on 优思弗 and 消胆胺 (zh)';
const ICP = { zh: /胆汁淤积|ICP/, en: /cholestasis|ICP/ };
const OBSTETRIC = { zh: /产科/, en: /obstetric|midwife|maternity/i };
const BILE_ACIDS = { zh: /胆汁酸/, en: /bile acids/i };
const WRONG = /改善睡眠|成年人每晚至少睡7小时|肝病科|hepatolog|liver clinic|Improve your sleep/i;

describe('itching in late pregnancy is ICP until shown otherwise (zh P4 #1)', () => {
  it.each([
    // The reviewer's words, with the plan, then as a guest; everyday words, a typo, mixed language.
    ['zh-CN', '我是妊娠期肝内胆汁淤积，手心脚心痒得睡不着，饮食上要注意什么？', true],
    ['zh-CN', '怀孕后期手脚心痒是怎么回事？', false],
    ['zh-CN', '孕34周，晚上手掌脚底特别痒，要紧吗', false],
    ['zh-CN', '怀孕了手新脚心痒的睡不着', false],
    ['zh-CN', '我有ICP，饮食要注意啥', true],
    ['en-US', "I'm 33 weeks pregnant and my palms and soles itch a lot at night, why?", false],
    ['en-US', 'I have cholestasis of pregnancy, what should I eat?', true],
    ['en-US', 'pregant, itchy palms and feet esp at night, is it normal?', false],
    ['en-US', '怀孕 itchy hands and feet at night', false],
  ] as const)('%s: "%s" (plan: %s)', (locale, q, withPlan) => {
    const r = askPersona(XIAO_MIN, locale, q, { withPlan });
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? ICP.zh : ICP.en);
    expect(r.text).toMatch(zh ? OBSTETRIC.zh : OBSTETRIC.en);
    expect(r.text).toMatch(zh ? BILE_ACIDS.zh : BILE_ACIDS.en);
    expect(r.text).toMatch(zh ? /胎动/ : /movements/i);
    expect(r.text).not.toMatch(WRONG);
  });

  it.each([
    ['zh-CN', '总胆汁酸48.6要紧吗？'],
    ['zh-CN', '胆汁酸48.6 高不高'],
    ['en-US', 'my bile acids were 48.6, is that bad?'],
  ] as const)('%s the bile acid typed, pregnant by the plan: "%s"', (locale, q) => {
    const r = askPersona(XIAO_MIN, locale, q);
    expect(r.text).toMatch(locale === 'zh-CN' ? /重度/ : /severe/i);
    expect(r.text).toMatch(locale === 'zh-CN' ? OBSTETRIC.zh : OBSTETRIC.en);
    expect(r.text).not.toMatch(WRONG);
  });

  it('itching that is not of pregnancy is not this answer', () => {
    const r = assistantReply({
      text: '手心痒是怎么回事',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [],
    });
    expect(r.text).not.toMatch(/胆汁淤积/);
  });
});

describe('优思弗 is known in the chat (zh P4 #2)', () => {
  it.each([
    ['zh-CN', '医生开了优思弗，跟爱乐维、钙片能一起吃吗？'],
    ['zh-CN', '优思弗和消胆胺能一起吃吗'],
    ['en-US', 'can I take my ursodiol with the cholestyramine?'],
  ] as const)('%s: "%s"', (locale, q) => {
    const r = askPersona(XIAO_MIN, locale, q);
    expect(r.text).not.toMatch(/无法核对 \*\*优思弗|not in our (medicine )?dictionary/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /熊去氧胆酸[\s\S]*2小时/ : /ursodeoxycholic acid[\s\S]*2 hours/i,
    );
  });
});

describe('vitamin K on cholestyramine or with cholestasis: clotting, not food (zh P4 #3)', () => {
  it.each([
    ['zh-CN', '我还在吃消胆胺，会不会影响维生素吸收？要不要额外补维生素K？', true],
    ['zh-CN', '吃消胆胺要不要补维K', false],
    ['zh-CN', '胆汁淤积要补维生素k吗', false],
    ['en-US', "I'm on cholestyramine, do I need extra vitamin K?", true],
    ['en-US', 'cholestyramine - shoud i take vitamin k?', false],
    ['en-US', '消胆胺 and vitamin K, do I need it?', false],
  ] as const)('%s: "%s" (plan: %s)', (locale, q, withPlan) => {
    const r = askPersona(XIAO_MIN, locale, q, { withPlan });
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? /凝血/ : /clotting|INR/i);
    expect(r.text).not.toMatch(
      zh ? /不需要补充维生素K|已达到目标/ : /does not need vitamin K|already meets/i,
    );
  });
});
