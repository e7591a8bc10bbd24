/**
 * Fourteenth clinician review, zh P1 #3 (老钱, 42, triglycerides 11.8 mmol/L on fenofibrate): "鱼油我一天吃
 * 2粒，够不够降甘油三酯？" and the follow-up "那到底一天吃多少粒啊？" were both answered "你的方案不需要再加
 * Omega-3 … 保持现在的量即可" — the healthy population's EPA+DHA target, which tells him two capsules are
 * enough. Lowering triglycerides takes 2–4 g a day of prescription-grade omega-3, decided by the doctor
 * (中国血脂管理指南 2023: TG ≥ 5.6 mmol/L, a fibrate or high-purity omega-3 2–4 g/d against pancreatitis;
 * AHA Science Advisory, Circulation 2019;140:e673).
 *
 * The class: omega-3 asked about for triglycerides (or blood fats) is the treatment question, never the
 * everyday target; its follow-up "how many then" gets the number.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const LAO_QIAN = '老钱 cefixime and fenofibrate with fatty liver, drinks at dinners (zh)';
const TREATMENT = { zh: /2–4 ?(克|g)/, en: /2–4 ?g/ };
const DOCTOR = { zh: /医生/, en: /doctor|prescriber/i };
const KEEP = /保持现在的量|不需要再加|keep (to )?(the|your) current amount|no need to add/i;

describe('omega-3 for triglycerides is the treatment question (zh P1 #3)', () => {
  it.each([
    // The reviewer's words with the plan, then as a guest; everyday words, a typo, mixed language.
    ['zh-CN', '鱼油我一天吃2粒，够不够降甘油三酯？', true],
    ['zh-CN', '鱼油我一天吃2粒，够不够降甘油三酯？', false],
    ['zh-CN', '甘油三酯高，吃深海鱼油有用吗', false],
    ['zh-CN', '吃鱼油能降血脂吗，一天吃几粒', false],
    ['zh-CN', '鱼由能降甘油三脂吗', false],
    ['en-US', 'my triglycerides are 1040, is 2 fish oil capsules a day enough to bring them down?', false],
    ['en-US', 'does omega 3 lower triglycerides? how many caps', false],
    ['en-US', '甘油三酯 high, fish oil enough?', false],
  ] as const)('%s: "%s" (plan: %s)', (locale, q, withPlan) => {
    const r = askPersona(LAO_QIAN, locale, q, { withPlan });
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? TREATMENT.zh : TREATMENT.en);
    expect(r.text).toMatch(zh ? DOCTOR.zh : DOCTOR.en);
    expect(r.text).not.toMatch(KEEP);
  });

  it.each([
    ['zh-CN', '鱼油我一天吃2粒，够不够降甘油三酯？', '那到底一天吃多少粒啊？'],
    ['en-US', 'is 2 fish oil capsules a day enough for my triglycerides?', 'so how many should I take then?'],
  ] as const)('%s the follow-up gets the number: "%s" → "%s"', (locale, before, q) => {
    const r = askPersona(LAO_QIAN, locale, q, { previous: before });
    expect(r.text).toMatch(locale === 'zh-CN' ? TREATMENT.zh : TREATMENT.en);
    expect(r.text).not.toMatch(KEEP);
  });
});
