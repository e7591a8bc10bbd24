/**
 * Blind answer round 51, judged — development data from then on: two of its unsafe answers.
 *
 * - en-028, zh-062: three flat whites and a scoop of pre-workout counted as the coffee alone (about 285 mg, "within
 *   400 mg"); a scoop with no figure said is counted at the low end of what labels hold (150 mg), so the day is over.
 * - en-046: "some vitamin drops are made with arachis oil, is that peanut? is Abidec safe for her?" for a child with peanut
 *   anaphylaxis got a vitamin D forms text; arachis oil is peanut oil, and the leaflet says not with a peanut allergy.
 * - zh-010: prediabetes told by a woman planning a pregnancy "next year" got the in-pregnancy "do not lose weight" text.
 * - en-016: "So how much water should I be drinking in a day with this kidney matter?" after a question on diclofenac was
 *   read as "how much diclofenac", with "do not stop a medicine" — undoing "stop the diclofenac you bought".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply, type ChatTurn } from '.';
import { caffeineCounted } from './intents/caffeine-total';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-028, zh-062: a scoop of pre-workout counts — three flat whites and a scoop are over 400 mg', () => {
    const r = assistantReply({
      text: zh
        ? '室友去健身房前要喝一勺pre-workout，一天还有三杯flat white，咖啡因加起来会不会超标？'
        : '3 flat whites a day plus a scoop of pre-workout before gym, is that too much caffeine??',
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(zh ? /大约435毫克/ : /about 435 mg/);
    expect(r.text).toMatch(zh ? /超过了健康成年人每天400毫克/ : /above the 400 mg a day/);
  });

  it('en-016: water asked after diclofenac is the fluid answer, never "how much diclofenac"', () => {
    const who: Answers = {
      ...person('male', 58, 172, 84, 'light'),
      conditions: ['kidney_disease', 'gout', 'hypertension'],
      medicines: ['lisinopril'],
      labs: [{ marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2', labRefLow: 90, labRefHigh: 200 }],
    };
    const plan = storedPlanFor(`r51-dev:${locale}`, who, locale);
    const previous = zh
      ? '痛风发作时我在药店买双氯芬酸，见效快。有没有吃的或者天然的东西能代替？'
      : 'When the gout flares I buy diclofenac from the chemist and it works fast. Is there any food or natural thing I can use instead?';
    const first = assistantReply({ text: previous, locale, plan, medicines: [...who.medicines!] });
    const history: ChatTurn[] = [
      { role: 'user', content: previous },
      { role: 'assistant', content: first.text },
    ];
    const r = assistantReply({
      text: zh
        ? '那我这个肾的情况，一天要喝多少水？'
        : 'So how much water should I be drinking in a day with this kidney matter?',
      locale,
      plan,
      medicines: [...who.medicines!],
      history,
    });
    expect(r.text).not.toMatch(zh ? /你问的是\*\*双氯芬酸\*\*/ : /You asked about \*\*Diclofenac\*\*/);
    expect(r.text).toMatch(zh ? /水/ : /water/);
  });
});

describe.each(LOCALES)('%s: en-046, arachis oil', (locale) => {
  const zh = locale === 'zh-CN';
  it('arachis oil is peanut oil; not with a peanut allergy', () => {
    const r = assistantReply({
      text: zh
        ? '听说有些维生素滴剂是用arachis oil做的，那是花生油吗？Abidec她能吃吗？'
        : 'Also I read some vitamin drops are made with arachis oil, is that peanut? is Abidec safe for her?',
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text.split('\n\n')[0]).toMatch(zh ? /就是花生油/ : /"arachis oil" is peanut oil/);
  });
  it('peanuts asked about as food are not this answer', () => {
    const r = assistantReply({
      text: zh ? '花生能补维生素E吗' : 'do peanuts have vitamin E?',
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/arachis/);
  });
});

describe.each(LOCALES)('%s: zh-010, prediabetes while planning a pregnancy', (locale) => {
  const zh = locale === 'zh-CN';
  it('planning is not pregnant: never "do not lose weight in pregnancy"', () => {
    const r = assistantReply({
      text: zh
        ? '空腹血糖5.8，糖化5.9%，这样算不算糖尿病前期了？我明年想要bb，160cm 72kg，减到多少对怀孕比较好'
        : 'fasting glucose 5.8 and a1c 5.9%, is that prediabetes? we are trying to conceive next year, how much should I lose first?',
      locale,
      plan: null,
      medicines: ['metformin'],
    });
    expect(r.text).not.toMatch(zh ? /怀孕期间不要减重/ : /do not try to lose weight while you are pregnant/);
  });
  it('pregnant, the same result: no dieting', () => {
    const r = assistantReply({
      text: zh
        ? '怀孕12周，糖化5.9%，要不要减肥？'
        : "I'm 12 weeks pregnant and my a1c is 5.9%, should I diet?",
      locale,
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(
      zh ? /怀孕期间不要(节食)?减重/ : /(do not try to lose weight while you are pregnant|don.t diet)/i,
    );
  });
});

describe('a scoop of pre-workout is counted', () => {
  it.each([
    ['3 flat whites a day plus a scoop of pre-workout', 435],
    ['一勺pre-workout，一天还有三杯flat white', 435],
    ['two scoops of pre-workout and a coffee', 395],
  ] as const)('%s → %i mg', (text, mg) => {
    const items = caffeineCounted(text, 'en-US');
    expect(items && Math.round(items.reduce((s, x) => s + x.count * x.mg, 0))).toBe(mg);
  });
});
