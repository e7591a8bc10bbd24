/**
 * Tenth clinician review, en P5 (Gary on OxyContin, Percocet and Lyrica): an opioid with pregabalin or
 * gabapentin is a medicine × medicine pair of its own — together they slow breathing (FDA Drug Safety
 * Communication, December 2019; MHRA Drug Safety Update 2021) — in the plan and in the chat. The
 * reviewer's words and two more phrasings in both languages, with the persona's plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { planFor } from '../engine';
import { taboosFor } from '../interactions';
import { assistantReply } from './reply';
import { askPersona, LOCALES, REFERENCE_PERSONAS } from '../testing';

const GARY = 'oxycontin, percocet, lyrica, drinks nightly, valerian, kava, CBD';
const DECLINED_PAIR = /(没有可靠的规则|no reliable rule)[^。.]*$/m;
const BREATHING = {
  'zh-CN': /呼吸/,
  'en-US': /breathing/,
} as const;

const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe.each(LOCALES)('%s', (locale) => {
  it("Gary's plan holds oxycodone × pregabalin as a major pair that names slowed breathing", () => {
    const plan = planFor(new Map(REFERENCE_PERSONAS).get(GARY)!, locale);
    const pair = plan.medicineTaboos.find((t) => t.drugId === 'oxycodone' && t.target === 'pregabalin');
    expect(pair?.severity).toBe('major');
    expect(`${pair?.mechanism ?? ''} ${pair?.advice ?? ''}`).toMatch(BREATHING[locale]);
  });

  it.each([
    ['tramadol', 'gabapentin'],
    ['morphine', 'pregabalin'],
    ['oxycodone-acetaminophen', 'gabapentin'],
  ])('%s with %s is the same pair', (opioid, gaba) => {
    const t = taboosFor({ medicines: [opioid, gaba], substances: [] }, locale).find(
      (x) => x.drugId === opioid && x.target === gaba,
    );
    expect(t?.severity).toBe('major');
  });

  it('pregabalin without an opioid has no such pair', () => {
    const t = taboosFor({ medicines: ['pregabalin', 'metformin'], substances: [] }, locale);
    expect(t.some((x) => x.target === 'pregabalin' || x.drugId === 'pregabalin')).toBe(false);
  });
});

describe('the chat names the pair (en P5)', () => {
  it.each([
    [
      'en-US',
      'he takes melatonin 10mg and 2 valerian caps at bedtime as well, is that ok with the lyrica and oxycontin?',
    ],
    ['en-US', 'is it ok for him to take lyrica with his oxycontin?'],
    ['en-US', 'my doctor added gabapentin to my tramadol, is that combination safe?'],
    ['zh-CN', '他睡前还吃褪黑素10毫克和两粒缬草，和普瑞巴林、奥施康定一起吃行吗？'],
    ['zh-CN', '奥施康定和普瑞巴林能一起吃吗'],
    ['zh-CN', '吃着曲马多，医生又开了加巴喷丁，一起吃安全吗'],
  ] as const)('%s: %s', (locale, q) => {
    const withPlan = askPersona(GARY, locale, q);
    const asGuest = guest(q, locale);
    for (const r of [withPlan, asGuest]) {
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(BREATHING[locale]);
      expect(r.text).toMatch(/普瑞巴林|加巴喷丁|[Pp]regabalin|[Gg]abapentin/);
      expect(r.text).toMatch(/FDA/);
      // The opioid and the gabapentinoid are never the "no reliable rule" part.
      expect(r.text).not.toMatch(
        /(你问的是|You asked about) \*\*[^*]*(普瑞巴林|加巴喷丁|Pregabalin|Gabapentin)[^*]*\*\*/,
      );
      expect(r.text).not.toMatch(DECLINED_PAIR);
    }
  });

  it("the supplements' own pairs stay in the reviewer's question", () => {
    const r = askPersona(
      GARY,
      'en-US',
      'he takes melatonin 10mg and 2 valerian caps at bedtime as well, is that ok with the lyrica and oxycontin?',
    );
    expect(r.text).toMatch(/Valerian/);
    expect(r.text).toMatch(/Melatonin/);
  });
});
