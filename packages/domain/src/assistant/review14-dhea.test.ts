/**
 * Fourteenth clinician review, zh P5 #4 (阿雅, 37, IVF a week before embryo transfer, DHEA 25 mg three
 * times a day bought abroad): "我吃的DHEA一天75毫克，能提高卵子质量吗？有没有风险？", "如果怀上了，DHEA要不要
 * 停？" and a guest's "DHEA备孕能吃吗？" all got "no reliable rule". DHEA is an androgen precursor; the
 * evidence that it improves IVF outcomes is insufficient and ESHRE does not recommend it (ESHRE guideline
 * Ovarian Stimulation for IVF/ICSI, 2019; 2025 update); it can cause acne, hair growth and raised
 * androgens; there are no safety data in pregnancy, so it is stopped once pregnant — with the fertility
 * doctor.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const A_YA = '阿雅 IVF a week before transfer, two prenatals and cod-liver oil (zh)';
const NOT_RECOMMENDED = { zh: /证据不足|不推荐/, en: /not recommend|evidence is (weak|insufficient)/i };
const PREGNANT_STOP = { zh: /怀孕[^。]*停/, en: /pregnan[^.]*stop/i };
const FERTILITY = { zh: /生殖医生/, en: /fertility (doctor|clinic|specialist)/i };
const NO_RULE = /没有可靠的规则|no reliable rule/i;

describe('DHEA for IVF: evidence, risks, stop when pregnant (zh P5 #4)', () => {
  it.each([
    // The reviewer's words with the plan, the follow-up, a guest; a typo, mixed language, English.
    ['zh-CN', '我吃的DHEA一天75毫克，能提高卵子质量吗？有没有风险？', true],
    ['zh-CN', '如果怀上了，DHEA要不要停？', true],
    ['zh-CN', 'DHEA备孕能吃吗？', false],
    ['zh-CN', '脱氢表雄酮做试管有用吗', false],
    ['zh-CN', 'dhae一天吃三粒25mg的行不行', false],
    ['en-US', 'I take DHEA 75 mg a day for egg quality before IVF, is that safe?', false],
    ['en-US', 'should I stop DHEA if I get pregnant?', true],
    ['en-US', 'DHEA 备孕 ok?', false],
  ] as const)('%s: "%s" (plan: %s)', (locale, q, withPlan) => {
    const r = askPersona(A_YA, locale, q, { withPlan });
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? NOT_RECOMMENDED.zh : NOT_RECOMMENDED.en);
    expect(r.text).toMatch(zh ? PREGNANT_STOP.zh : PREGNANT_STOP.en);
    expect(r.text).toMatch(zh ? FERTILITY.zh : FERTILITY.en);
    expect(r.text).not.toMatch(NO_RULE);
  });
});
