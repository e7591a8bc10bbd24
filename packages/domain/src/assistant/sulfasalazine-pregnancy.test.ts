/**
 * Sulfasalazine and planning a pregnancy (seventh clinician review, en B1–B3): folic acid 2 mg a day
 * from before conception and through pregnancy (BSG 2019; ECCO 2023), never "400 µg is enough"; a
 * prescribed 5 mg is "keep as prescribed", never "exceeds the UL, take less"; stopping sulfasalazine
 * to conceive is not advised (a flare is the bigger risk).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import type { Answers } from '../contracts/questionnaire';

const her: Answers = {
  ...person('female', 30, 162, 55, 'light'),
  conditions: ['ibd'],
  goals: ['pregnancy_prep'],
  medicines: ['sulfasalazine'],
};
const TWO_MG = { 'zh-CN': /每天(服用)? ?2 ?(mg|毫克)/, 'en-US': /2 mg a day/ } as const;
const ENOUGH_400 = /400 µg \(0\.4 mg\)[^.]*is enough|400微克[^。]*就够/;
const TAKE_LESS = /take less|请减量/;

describe('sulfasalazine, trying to conceive', () => {
  // prettier-ignore
  const FOLIC: ['zh-CN' | 'en-US', string][] = [
    ['en-US', 'We want a baby soon and I am on sulfasalazine for colitis. What dose of folic acid do I need?'],
    ['en-US', 'Trying to get pregnant while on Azulfidine — is the normal 0.4 mg folic acid enough?'],
    ['zh-CN', '我在吃柳氮磺吡啶治溃疡性结肠炎，准备要孩子，叶酸吃多少？'],
    ['zh-CN', '备孕中，一直在吃柳氮磺吡啶，普通0.4毫克的叶酸够吗'],
  ];
  it.each(FOLIC)('no plan, %s: %s → 2 mg', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(TWO_MG[locale]);
    expect(r.text).not.toMatch(ENOUGH_400);
  });
  it.each(FOLIC)('with her plan, %s: %s → 2 mg', (locale, q) => {
    const plan = storedPlanFor('ssz-prep', her, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toMatch(TWO_MG[locale]);
    expect(r.text).not.toMatch(ENOUGH_400);
  });

  // prettier-ignore
  const FIVE_MG: ['zh-CN' | 'en-US', string][] = [
    ['en-US', 'My gastroenterologist gave me 5 mg folic acid, is that too much?'],
    ['en-US', 'Isn\'t 5mg of folic acid a day over the limit?'],
    ['zh-CN', '医生给我开了5毫克叶酸，会不会太多了？'],
    ['zh-CN', '叶酸每天5mg是不是超量了'],
  ];
  it.each(FIVE_MG)('%s: %s → keep as prescribed, never take less', (locale, q) => {
    const plan = storedPlanFor('ssz-prep', her, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).not.toMatch(TAKE_LESS);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /按医生开的剂量|按处方/
        : /the dose (your doctor|you were) prescribed|as prescribed/,
    );
  });

  it.each<['zh-CN' | 'en-US', string]>([
    ['en-US', 'Do I have to come off sulfasalazine before we try for a baby? Will it harm the baby?'],
    ['zh-CN', '要怀孕的话柳氮磺吡啶是不是得先停掉？会不会伤到宝宝'],
  ])('%s: stopping it to conceive → plan with the gastroenterologist, do not stop (%s)', (locale, q) => {
    const plan = storedPlanFor('ssz-prep', her, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要为了怀孕自己停药/ : /do not stop or cut it yourself/);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});

// Every place that judged a prescribed folic acid dose against the UL (stated dose, the listed
// supplements): up to the guideline's prescription dose it is "keep as prescribed".
describe('a prescribed folic acid dose is not cut for the UL', () => {
  it.each<['zh-CN' | 'en-US', string, string]>([
    ['en-US', 'sulfasalazine', 'Is 5 mg folic acid a day too high for me?'],
    ['zh-CN', 'sulfasalazine', '叶酸一天5毫克会不会太多'],
    ['en-US', 'methotrexate', 'The rheumatologist said folic acid 5 mg, is that too much?'],
    ['zh-CN', 'methotrexate', '医生让我吃5mg叶酸，会不会超量'],
  ])('%s, a man on %s: %s', (locale, drug, q) => {
    const plan = storedPlanFor(
      `rx-folate-${drug}`,
      { ...person('male', 45, 175, 75, 'light'), medicines: [drug] },
      locale,
    );
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).not.toMatch(TAKE_LESS);
    expect(r.text).toMatch(locale === 'zh-CN' ? /上限不适用于它/ : /the limit does not apply to it/);
  });

  it.each<['zh-CN' | 'en-US']>([['en-US'], ['zh-CN']])(
    '%s: 5 mg listed as her supplement, "too much?"',
    (locale) => {
      const plan = storedPlanFor(
        'rx-folate-listed',
        {
          ...person('male', 50, 175, 75, 'light'),
          medicines: ['sulfasalazine'],
          supplements: [{ name: 'Folic acid 5 mg', dose: 5, unit: 'mg' }],
        },
        locale,
      );
      const q = locale === 'zh-CN' ? '我吃的叶酸超量了吗' : 'Am I taking too much folic acid?';
      const r = assistantReply({ text: q, locale, plan, medicines: [] });
      expect(r.text).not.toMatch(TAKE_LESS);
    },
  );
});
