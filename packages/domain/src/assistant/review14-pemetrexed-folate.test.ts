/**
 * Fourteenth clinician review, zh P3 #1 (老周 on pemetrexed): he stopped his prescribed folic acid on a
 * WeChat group's advice and was told "no reliable rule", then "your plan needs no folic acid — get it
 * from food". Folic acid (350–1000 µg a day from 7 days before until 21 days after the last dose) and
 * vitamin B12 (1 mg every 9 weeks) are part of pemetrexed treatment (ALIMTA US PI §2.4; EU SmPC §4.2):
 * restart today and tell the oncology team before the next cycle — in the plan and in the chat.
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const P3 = '老周 pemetrexed, stopped his folic acid, vegan (zh)';
const FOOD_FIRST = /先从食物补足|没有推荐叶酸补充剂|needs no Folate supplement|from food first/;
const NO_RULE = /没有可靠的规则|no reliable rule|没有.*已知相互作用|no known interaction/;

describe('zh P3 #1: folic acid and B12 on pemetrexed, with the plan and as a guest', () => {
  it.each([
    // The reviewer's words (T1, T2 and the control).
    [
      'zh-CN',
      '我在打培美曲塞加可瑞达，医生让吃叶酸、打维生素B12，但群里有人说叶酸会喂养癌细胞，我就停了，对不对？',
    ],
    ['zh-CN', '打培美曲塞需要吃叶酸吗？'],
    // Everyday words, a typo, mixed language.
    ['zh-CN', '力比泰化疗期间叶酸片还要不要吃'],
    ['zh-CN', '培美曲赛化疗，甲钴胺B12针要打吗'],
    ['zh-CN', '打Alimta的时候folic acid停了几天有关系吗'],
    ['en-US', 'I stopped my folic acid because someone said it feeds the cancer, I am on pemetrexed'],
    ['en-US', 'do I need folic acid with Alimta?'],
    ['en-US', 'on pemetrexd chemo, do i really need the b12 shot'],
  ] as const)('%s: %s', (locale, text) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(P3, locale, text, { withPlan });
      if (!withPlan && /培美曲赛|pemetrexd/.test(text)) continue; // a typo of the medicine: the plan knows it
      expect(r.text).toMatch(locale === 'zh-CN' ? /治疗的一部分/ : /part of the treatment/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /最后一次用药后21天/ : /21 days after the last/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /今天就恢复/ : /restart it today/);
      expect(r.text).not.toMatch(FOOD_FIRST);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });

  it('the follow-up "how much and until when" is answered from the medicine, with the plan or after naming it', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text =
        locale === 'zh-CN'
          ? '那叶酸每天吃多少，吃到什么时候？'
          : 'so how much folic acid a day, and until when?';
      const withPlan = askPersona(P3, locale, text);
      const guest = askPersona(P3, locale, text, { withPlan: false, previous: '我在打培美曲塞' });
      for (const r of [withPlan, guest]) {
        expect(r.text).toMatch(/350–1000 µg/);
        expect(r.text).not.toMatch(FOOD_FIRST);
      }
    }
  });

  it('the plan says it to everyone on pemetrexed, in both languages', () => {
    const answers = new Map(REFERENCE_PERSONAS).get(P3);
    if (!answers) throw new Error(P3);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor(P3, answers, locale);
      const f = plan.findings.find((x) => x.id === 'companion:pemetrexed-folic-acid-b12');
      expect(JSON.stringify(f)).toMatch(locale === 'zh-CN' ? /今天就恢复/ : /restart it today/);
    }
  });

  it('someone not on pemetrexed asking about folic acid is not told about it', () => {
    const r = assistantReply({ text: '叶酸每天吃多少', locale: 'zh-CN', plan: null, medicines: [] });
    expect(r.text).not.toMatch(/培美曲塞/);
  });
});

describe('zh P3 #3 (moderate): ibuprofen on pemetrexed is the label’s pair, not a dose question', () => {
  it.each([
    // The reviewer's words (T5), with the plan.
    ['zh-CN', '腰疼我一直吃芬必得，一天两粒，跟化疗有没有冲突？', true],
    ['zh-CN', '打培美曲塞能吃布洛芬吗', false],
    ['zh-CN', '力比泰化疗期间吃芬必德止疼行吗', true],
    ['en-US', 'can I keep taking ibuprofen for my back with pemetrexed?', false],
    ['en-US', 'is advil ok with my alimta chemo', false],
  ] as const)('%s: %s', (locale, text, withPlan) => {
    const r = askPersona(P3, locale, text, { withPlan });
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /前2天、当天和后2天/ : /2 days before, the day of and 2 days after/,
    );
    expect(r.text).not.toMatch(/吃多少。这一点我没有可靠的规则/);
  });
});
