/**
 * Fourteenth clinician review, en P3 #1 and #2 ("Brenda", 80, nocturia on desmopressin with citalopram
 * and indapamide, Na 130): desmopressin was not in the dictionary, the chat had "no reliable rule", and
 * a guest asking for her mother was told to drink 1.5–1.7 litres "rather than waiting for thirst" — the
 * opposite of the label's fluid limit. Every drinks question on desmopressin now gets the label's limit
 * (fluid to a minimum from 1 hour before to 8 hours after the dose, drink to thirst, sodium checks),
 * never a litres-a-day target. The reviewer's words, then other phrasings in both languages, with a plan
 * and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { resolveMedicine } from '../interactions';
import { askPersona } from './testing';

const BRENDA = 'Brenda desmopressin, citalopram, indapamide, Na 130, Adcal-D3 (en)';
const both = (locale: Locale, q: string) =>
  [true, false].map((withPlan) => askPersona(BRENDA, locale, q, { withPlan }).text);

/** A push-fluids target: litres a day, "rather than waiting for thirst". */
const PUSH_FLUIDS =
  /1\.5\s*[–-]\s*1\.7 litres|rather than waiting for thirst|1\.5–1\.7升|不要等口渴|每天喝够|8 glasses/i;

describe('desmopressin is in the dictionary (en P3 #1)', () => {
  it.each([
    'desmopressin 25mcg (Noqdirna) at night',
    'Noqdirna 25 mcg',
    'DDAVP',
    'Nocdurna',
    'Minirin',
    '去氨加压素',
    '弥凝',
  ])('%s → desmopressin', (text) => {
    const r = resolveMedicine(text);
    expect(r.status === 'resolved' && r.id).toBe('desmopressin');
  });
});

describe('drinks on desmopressin: the label’s limit, never a push-fluids target (en P3 #1, #2)', () => {
  it.each([
    'she takes desmopressin for getting up in the night, does that change the water advice?',
    'my mum is on desmopressin how much water should she drink',
    'shes on noqdirna, should she drink more to stay hydrated',
    'desmopressin and fluids - how many litres a day for my mom?',
  ])('en: %s', (q) => {
    for (const text of both('en-US', q)) {
      expect(text).toMatch(/keep fluid to a minimum from 1 hour before the dose until 8 hours after/);
      expect(text).toMatch(/drink to thirst/);
      expect(text).toMatch(/in the first week \(days 4–8\) and again at one month/);
      expect(text).not.toMatch(PUSH_FLUIDS);
      expect(text).not.toMatch(/I have no reliable rule/);
    }
  });
  it.each(['我妈吃去氨加压素，每天要喝多少水？', '吃弥凝还要多喝水吗', '老人吃desmopressin晚上能喝水吗'])(
    'zh: %s',
    (q) => {
      for (const text of both('zh-CN', q)) {
        expect(text).toMatch(/从服药前1小时到服药后8小时，尽量少喝水/);
        expect(text).toMatch(/渴了再喝/);
        expect(text).not.toMatch(PUSH_FLUIDS);
        // Nothing cut as stop advice: no "never stop" line appended.
        expect(text).not.toMatch(/请勿自行停用/);
      }
    },
  );
  it('a guest’s question names no other medicine: the pair warnings are the plan’s only', () => {
    const text = askPersona(BRENDA, 'en-US', 'my mum is on desmopressin how much water should she drink', {
      withPlan: false,
    }).text;
    expect(text).not.toMatch(/Interaction with your medicine/);
  });
  it('with the plan: citalopram and indapamide add to the risk (major)', () => {
    const text = askPersona(BRENDA, 'en-US', 'how much should mum drink a day?').text;
    expect(text).toMatch(/Interaction with your medicine Desmopressin\*\* \(major\): Citalopram/);
    expect(text).toMatch(/Interaction with your medicine Desmopressin\*\* \(major\): Indapamide/);
  });
});

describe('no answer pushes fluids on desmopressin, whatever answered (en P3 #2, the class)', () => {
  it.each([
    'she’s constipated all the time even with senna, what can she eat',
    'mum gets dehydrated, how much should she drink?',
    'how much water should an 80 year old drink a day',
  ])('en, with the plan: %s', (q) => {
    const text = askPersona(BRENDA, 'en-US', q).text;
    expect(text).not.toMatch(PUSH_FLUIDS);
  });
  it.each(['老人便秘吃什么好', '老人一天喝多少水合适'])('zh, with the plan: %s', (q) => {
    const text = askPersona(BRENDA, 'zh-CN', q).text;
    expect(text).not.toMatch(PUSH_FLUIDS);
    expect(text).not.toMatch(/每天喝够1500/);
  });
  it('desmopressin said earlier in the chat counts too', () => {
    const text = askPersona(BRENDA, 'en-US', 'how much water should she drink a day?', {
      withPlan: false,
      previous: 'my mum takes desmopressin at night',
    }).text;
    expect(text).not.toMatch(PUSH_FLUIDS);
    expect(text).toMatch(/from 1 hour before the dose until 8 hours after/);
  });
});
