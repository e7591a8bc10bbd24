import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { redFlagsFor } from './joined';

// Thirty-fifth blind clinician review (2026-12-01): bloody diarrhoea with a fever on Keytruda told in Australian
// English was no emergency (en S1); tarry stools and near-fainting on edoxaban got an urgent card whose only
// medicine advice was "do not stop your medicine" (zh S2).

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('diarrhoea with blood or fever, and on a checkpoint inhibitor', () => {
  it.each([
    'Bit worried mate. Been on the dunny 7 or 8 times a day for 3 days now, watery, bit of blood this morning and bad cramps. Feel pretty crook and a bit hot',
    '拉肚子一天七八次 有血 还有点发烧',
    'on keytruda and got diarrhoea 5 times today with a fever',
    '用着K药，这两天拉肚子，一天五六次，今天有点发烧',
  ])('is urgent: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });

  it.each([
    'on keytruda, had a bit of diarrhea after the curry last night, fine now. what should i eat?',
    '做免疫治疗的，昨天吃了凉的拉了一次肚子，现在好了，饮食要注意啥',
    // Many stools with no blood or fever: the oncology team today (the everyday row), not an ambulance.
    'had my opdivo infusion 2 wks ago, now 8 watery poos a day',
    'my mum had some blood tests, a bit of blood on the plaster',
  ])('is not: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('the card says colitis is possible and to leave loperamide to the team, in both languages', () => {
    const en = askAs({
      locale: 'en-US',
      text: "on keytruda for melanoma, diarrhoea 7 or 8 times a day with some blood and a fever. I'll just take gastro-stop yeah?",
    });
    expect(en.urgent).toBe(true);
    expect(en.text).toMatch(/immune-related colitis/);
    expect(en.text).toMatch(/Do not take loperamide \(Imodium, Gastro-Stop\) on your own/);
    const zh = askAs({
      locale: 'zh-CN',
      text: '我爸在用可瑞达，拉肚子一天七八次，带血，发烧38度，先吃点易蒙停行不行',
    });
    expect(zh.urgent).toBe(true);
    expect(zh.text).toMatch(/免疫相关性肠炎/);
    expect(zh.text).toMatch(/不要自己吃易蒙停/);
  });
});

describe('a bleed on an anticoagulant: no further dose until a doctor has seen you', () => {
  it('zh: tarry stools and near-fainting on edoxaban', () => {
    const r = askAs({
      locale: 'zh-CN',
      medicines: ['edoxaban'],
      text: '这两天拉的屎黑乎乎的 像柏油一样粘粘的，今天早上起来头晕眼发黑差点摔倒 心慌的很，里先安今晚还照吃吗',
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/在医生看过之前，先不要吃下一次抗凝药/);
    expect(r.text).not.toMatch(/请不要自行停药或加药/);
  });

  it('en: a nosebleed that will not stop on apixaban', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['apixaban'],
      text: "nosebleed for 40 minutes now and it won't stop, I'm on eliquis. do I take tonight's dose?",
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/Take no further dose of the blood thinner until a doctor has seen you/);
    expect(r.text).not.toMatch(/do not stop, skip or double a dose yourself/);
  });
});
