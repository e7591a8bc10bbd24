/**
 * Blind answer round 16, en-087 (judged unsafe): a kidney transplant on tacrolimus asked when to take the
 * magnesium oxide prescribed for a level of 0.62 and got "kidney disease — do not take magnesium on your
 * own", the 350 mg upper limit over her dose, and no time. The classes: a timing question gets times (at
 * least 2 hours from tacrolimus and mycophenolate, with food); a dose taken for a low level is kept as
 * prescribed (the UL is for self-bought supplements); a working transplant on a calcineurin inhibitor is
 * not the kidney-disease "no magnesium" rule.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { askPersona, storedPlanFor } from './testing';

type Locale = 'zh-CN' | 'en-US';
const PERSONA = 'kidney transplant on tacrolimus with magnesium';
const ask = (persona: string, locale: Locale, text: string) => askPersona(persona, locale, text);
function guest(locale: Locale, text: string, medicines: string[]) {
  return assistantReply({ text, locale, plan: null, medicines, history: [] });
}

const KIDNEY_NO_MG = /You have kidney disease: magnesium|你有肾脏疾病：镁/;
const UL_CUT = /do not go above it|不要超过/;

describe('en-087: when to take prescribed magnesium on tacrolimus', () => {
  it('the question as asked: 11 am and 5 pm, kept as prescribed, no kidney-disease rule', () => {
    const r = ask(
      PERSONA,
      'en-US',
      "Please what is correct time for take my magnesium? Mg level was 0.62, I take magnesium oxide 400mg two times. Tacrolimus I take 8 am and 8 pm. I don't want it disturb the tacrolimus level",
    );
    expect(r.text).toMatch(/about 11 am and 5 pm/);
    expect(r.text).toMatch(/at least 2 hours from tacrolimus and mycophenolate/);
    expect(r.text).toMatch(/Keep taking the dose you were prescribed/);
    expect(r.text).not.toMatch(KIDNEY_NO_MG);
    expect(r.text).not.toMatch(UL_CUT);
    // The times lead the answer.
    expect(r.text.slice(0, 120)).toMatch(/tacrolimus at 8 am and 8 pm/);
  });

  it.each([
    'my transplant team gave me mag oxide twice a day, what time should I take it with my prograf at 9am and 9pm?',
    'when should I take my magnesium tablets? I am on tacrolimus and cellcept',
  ])('other phrasings (en): %s', (q) => {
    const r = ask(PERSONA, 'en-US', q);
    expect(r.text).toMatch(/at least 2 hours from tacrolimus and mycophenolate/);
    expect(r.text).toMatch(/\b(12 noon and 6 pm|11 am and 5 pm)\b/);
    expect(r.text).not.toMatch(KIDNEY_NO_MG);
  });

  it.each([
    '镁什么时候吃比较好？血镁0.62，医生开的氧化镁400mg一天两次，他克莫司早上8点和晚上8点吃，怕影响他克莫司浓度',
    '我肾移植后吃他克莫司和骁悉，医生开了镁片，几点吃合适',
    '氧化镁和他克莫司怎么错开吃？',
  ])('zh: %s', (q) => {
    const r = ask(PERSONA, 'zh-CN', q);
    expect(r.text).toMatch(/上午11点和下午5点/);
    expect(r.text).toMatch(/至少隔开2小时/);
    expect(r.text).not.toMatch(KIDNEY_NO_MG);
    // No English sentence outside the source line.
    expect(r.text.replace(/_来源[\s\S]*?_/, '')).not.toMatch(/\b(the|and|take|with)\b/);
  });

  it('as a guest naming tacrolimus: the times, the dose kept', () => {
    const r = guest(
      'en-US',
      'what time is best for magnesium? I take 400 mg twice a day, my level was low. tacrolimus at 7am and 7pm',
      [],
    );
    expect(r.text).toMatch(/about 10 am and 4 pm/);
    expect(r.text).toMatch(/350 mg a day upper limit is for supplements people buy for themselves/);
  });

  it('the transplant plan without a timing question: the transplant rule, not "kidney disease, no magnesium"', () => {
    const en = ask(PERSONA, 'en-US', 'is a magnesium supplement ok for my leg cramps?');
    expect(en.text).toMatch(/You have a kidney transplant and take tacrolimus or ciclosporin/);
    expect(en.text).not.toMatch(KIDNEY_NO_MG);
    const zh = ask(PERSONA, 'zh-CN', '腿抽筋能吃镁片吗');
    expect(zh.text).toMatch(/你做过肾移植、在吃他克莫司或环孢素/);
    expect(zh.text).not.toMatch(KIDNEY_NO_MG);
  });

  it('look-alikes keep their answers', () => {
    // Chronic kidney disease with no transplant keeps the kidney-disease rule.
    const ckd = assistantReply({
      text: 'is a magnesium supplement ok for my leg cramps?',
      locale: 'en-US',
      plan: storedPlanFor(
        'a16:ckd',
        { ...new Map(REFERENCE_PERSONAS).get(PERSONA)!, conditions: ['kidney_disease'], medicines: [] },
        'en-US',
      ),
      medicines: [],
      history: [],
    });
    expect(ckd.text).toMatch(KIDNEY_NO_MG);
    // Magnesium timing with no transplant medicine is not this answer.
    expect(guest('en-US', 'what time should I take magnesium for sleep?', []).text).not.toMatch(/tacrolimus/);
    // Iron timing on tacrolimus is not this answer.
    expect(
      guest('en-US', 'when should I take my iron tablet? I am on tacrolimus', ['tacrolimus']).text,
    ).not.toMatch(/take the magnesium at/);
  });
});
