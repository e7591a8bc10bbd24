/**
 * Twelfth clinician review, zh P2 #2 and P4 #1 (Serious), zh cross-cutting #1 and #2, in the chat:
 * "血红蛋白88，力蜚能一粒150毫克够吗？" got "你的方案没有推荐铁补充剂…从正在吃的补充剂获得 0 mg" and, once
 * the strength was typed, "不行…补充剂每天最多 36 mg"; "我血红蛋白112，要补多少铁？" got "不要保持现在的量，
 * 补充剂每天最多 36 mg" with no word of the gut. With iron-deficiency anaemia proven by the labs the
 * treatment dose is kept (the UL is for unsupervised intake), and a man is sent to have the cause found.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const XIAO_LIN = '小琳 postpartum on 克赛, Hb 88, ferritin 9, 力蜚能 (zh)';
const XIAO_ZHAO = '小赵 H. pylori quadruple therapy, Hb 112, ferritin 15 (zh)';
const CUT = {
  zh: /最多 36 mg|最多 42 mg|请停止每天服用|不要保持现在的量|从正在吃的补充剂获得 0 mg|你的方案没有推荐铁补充剂/,
  en: /at most 36 mg|at most 42 mg|Stop taking this product daily|do not keep to what you take|\b0 mg from the supplements you take|Your plan recommends no iron supplement/i,
};

describe('iron-deficiency anaemia with treatment-dose iron: kept, never cut to the UL', () => {
  it.each([
    ['zh-CN', XIAO_LIN, '血红蛋白88，力蜚能一粒150毫克够吗？还要不要加别的铁？'], // the reviewer's words
    ['zh-CN', XIAO_LIN, '力蜚能每天一粒要不要停？'],
    ['zh-CN', XIAO_LIN, '产后贫血吃力非能150mg会不会太多'], // a typo
    ['zh-CN', XIAO_LIN, 'Hb 88，力蜚能 150mg 够不够'], // mixed
    ['en-US', XIAO_LIN, 'My Hb is 88 after the birth — is one capsule of 力蜚能 (150 mg iron) enough?'],
    ['en-US', XIAO_LIN, 'should I stop the iron capsule, is 150mg too much?'],
    ['en-US', XIAO_LIN, 'how much iron shoud I take'],
    ['zh-CN', XIAO_ZHAO, '我血红蛋白112，要补多少铁？'], // the reviewer's words
    ['zh-CN', XIAO_ZHAO, '硫酸亚铁还要继续吃吗'],
    ['zh-CN', XIAO_ZHAO, '我贫血要吃多少铁剂，iron 多少合适'],
    ['en-US', XIAO_ZHAO, 'My haemoglobin is 112, how much iron should I take?'],
    ['en-US', XIAO_ZHAO, 'should i keep taking the ferrous sulfate'],
  ] as const)('%s %s: "%s"', (locale, persona, q) => {
    const r = askPersona(persona, locale, q);
    const zh = locale === 'zh-CN';
    expect(r.text).not.toMatch(zh ? CUT.zh : CUT.en);
  });

  it.each([
    ['zh-CN', '我血红蛋白112，要补多少铁？'],
    ['en-US', 'My haemoglobin is 112, how much iron should I take?'],
  ] as const)('%s, the anaemic man: the cause is looked for in the gut — "%s"', (locale, q) => {
    const r = askPersona(XIAO_ZHAO, locale, q);
    expect(r.text).toMatch(locale === 'zh-CN' ? /胃镜|肠镜/ : /gastroscopy|colonoscopy/i);
  });

  it.each([
    ['zh-CN', '血红蛋白88，力蜚能一粒150毫克够吗？'],
    ['zh-CN', '我血红蛋白88，要补多少铁'],
  ] as const)('%s as a guest without a plan: no "0 mg from supplements" — "%s"', (locale, q) => {
    const r = askPersona(XIAO_LIN, locale, q, { withPlan: false });
    expect(r.text).not.toMatch(CUT.zh);
  });
});
