/**
 * Eleventh clinician review, en P2 (Eileen, 79, polymyalgia rheumatica on prednisolone 12.5 mg for five
 * months, ramipril, amlodipine and bendroflumethiazide; liquorice tea ×3 a day and Pontefract cakes; K 3.2):
 * finding 1 — liquorice with prednisolone was "no known interaction"; finding 2 — "can she skip the
 * prednisolone while she's being sick?" got a calcium/sarcoidosis text with no sick-day or adrenal-crisis
 * warning. The reviewer's words and two more phrasings in each language, with her plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const EILEEN = 'polymyalgia on prednisolone 12.5 mg with bendroflumethiazide, liquorice, K 3.2';

const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe('liquorice with prednisolone (en P2 SERIOUS 1)', () => {
  it.each([
    [
      'en-US',
      'She loves liquorice - she has the Pukka liquorice tea three times a day and a few Pontefract cakes most days. Is that ok with her tablets?',
    ],
    ['en-US', 'is liquorice tea ok with prednisolone?'],
    ['en-US', 'Can mum keep eating Pontefract cakes on her steroid tablets?'],
    ['zh-CN', '她在吃泼尼松龙，每天喝三次甘草茶，还吃甘草糖，可以吗？'],
    ['zh-CN', '吃强的松龙的时候能喝甘草茶吗'],
    ['zh-CN', '泼尼松龙和甘草片一起吃有问题吗'],
  ] as const)('%s: %s — with her plan and as a guest', (locale, q) => {
    for (const text of [
      askPersona(EILEEN, locale, q).text,
      guest(q, locale, ['prednisolone', 'bendroflumethiazide']).text,
    ]) {
      expect(text).toMatch(/Prednisolone|泼尼松龙/);
      expect(text).toMatch(/potassium falls|血钾下降/);
      expect(text).toMatch(/blood pressure|血压/);
      expect(text).toMatch(/Stop the liquorice tea|停掉甘草茶/);
      expect(text).not.toMatch(/no known interaction|没有已知的相互作用/i);
    }
  });

  it('the plan lists the pair when liquorice is among her supplements', () => {
    const answers = {
      ...new Map(REFERENCE_PERSONAS).get(EILEEN)!,
      supplements: [{ optionId: 'licorice', name: 'Pukka liquorice tea', dose: 3, unit: 'g' as const }],
    };
    const plan = storedPlanFor(`${EILEEN} + tea`, answers, 'en-US');
    const ids = (plan.medicineTaboos ?? []).map((t) => `${t.drugId}:${t.target}`);
    expect(ids).toContain('prednisolone:licorice');
  });
});

describe('skipping prednisolone while being sick (en P2 SERIOUS 2)', () => {
  const SICK_DAY = /Do not stop or skip a steroid|不要跳过或停掉激素/;
  const CRISIS = /adrenal crisis|肾上腺危象/;
  const EMERGENCY = /emergency care now|现在就去急诊/;
  it.each([
    [
      'en-US',
      "she's had a tummy bug since yesterday, being sick and off her food. Can she just skip the prednisolone for a couple of days till she's better?",
    ],
    ['en-US', "can she skip the prednisolone while she's being sick?"],
    ['en-US', "Mum has diarrhoea and can't face her tablets, can she miss her steroid today?"],
    ['zh-CN', '她这两天拉肚子、吐，泼尼松龙能先停几天吗？'],
    ['zh-CN', '妈妈肠胃炎一直吐，强的松龙今天能不能跳过'],
    ['zh-CN', '她发烧还吐了，泼尼松龙可以先不吃吗'],
  ] as const)('%s: %s — with her plan and as a guest', (locale, q) => {
    for (const r of [askPersona(EILEEN, locale, q), guest(q, locale, ['prednisolone'])]) {
      expect(r.text).toMatch(SICK_DAY);
      expect(r.text).toMatch(CRISIS);
      expect(r.text).toMatch(EMERGENCY);
      expect(r.text).not.toMatch(/sarcoidosis|结节病|Don't add calcium/);
    }
  });

  it('stopping a steroid without an illness is still the taper answer', () => {
    expect(askPersona(EILEEN, 'en-US', 'is it safe for her to STOP the steroid tablets?').text).toMatch(
      /Do not stop long-term steroids/,
    );
  });
});
