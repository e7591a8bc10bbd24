/**
 * Eleventh clinician review, en P3 (Liam, 19, cystic fibrosis with pancreatic insufficiency on Trikafta and
 * Creon, salt tablets from the CF team; ALT 82, Na 134): finding 7 — a sweating CF patient was told to keep
 * sodium under 2,300 mg; finding 8 — "should he stop Trikafta?" got a vitamin A text; and the pattern
 * "conditions guessed from medicines": Creon read as alcoholic pancreatitis. The reviewer's words and two
 * more phrasings in each language, with his plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const LIAM = 'cystic fibrosis on Trikafta and Creon, salt tablets, ALT 82';
const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;
const SALT_LIMIT =
  /less than 2,300 mg|about 1,500 mg|少于\s*5\s*克|不超过\s*5\s*克|每天.{0,6}钠.{0,6}2000|限盐(?!。)/;

describe('cystic fibrosis needs extra salt, never a sodium limit (en P3 SERIOUS 7)', () => {
  it.each([
    [
      'en-US',
      'He works outside as a chippy in Brisbane and sweats heaps. The CF team said to take salt tablets on hot days and his sodium came back 134. How much salt should he be having?',
    ],
    ['en-US', 'how much salt should someone with CF have a day?'],
    ['en-US', 'he has cystic fibrosis, should he cut down on salty food?'],
    ['zh-CN', '他有囊性纤维化，天热出汗多，血钠134，盐要吃多少？'],
    ['zh-CN', '囊性纤维化要不要少吃盐？'],
    ['zh-CN', 'CF团队让他热天吃盐片，平时盐吃多少合适'],
  ] as const)('%s: %s — with his plan and as a guest', (locale, q) => {
    for (const text of [askPersona(LIAM, locale, q).text, guest(q, locale)]) {
      expect(text).toMatch(/extra salt is needed, not a limit|额外的盐，不是限盐/);
      expect(text).not.toMatch(SALT_LIMIT);
    }
  });

  it('salt for someone without cystic fibrosis keeps the everyday limit', () => {
    expect(guest('how much salt should I have a day?', 'en-US')).toMatch(/less than 2,300 mg/);
  });
});

describe('do not stop Trikafta for a raised ALT: the CF team decides (en P3 SERIOUS 8)', () => {
  it.each([
    [
      'en-US',
      'His liver test ALT was 82. Could that be from the Trikafta? Should he stop taking it until the next appointment?',
    ],
    ['en-US', 'his liver enzymes are up on Trikafta, should he pause it?'],
    ['en-US', 'ALT 82 on Kaftrio - stop it?'],
    ['zh-CN', '转氨酶ALT 82，Trikafta要不要先停？'],
    ['zh-CN', '吃Trikafta肝功能高了，能不能先停一停'],
    ['zh-CN', 'Kaftrio吃了以后谷丙转氨酶82，要停药吗'],
  ] as const)('%s: %s — with his plan and as a guest', (locale, q) => {
    for (const text of [askPersona(LIAM, locale, q).text, guest(q, locale)]) {
      expect(text).toMatch(/Do not stop Trikafta|不要自己停用三联CFTR调节剂/);
      expect(text).toMatch(/CF team this week|这周就联系CF团队/);
      expect(text).toMatch(/5 times|5倍/);
      expect(text).not.toMatch(/2610|vitamin A|维生素A/);
    }
  });
});

describe('Creon is not pancreatitis: no alcoholic-pancreatitis text beside a CFTR modulator (pattern)', () => {
  it('his plan has no pancreatitis finding, and keeps the enzymes-with-meals one', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor(LIAM, new Map(REFERENCE_PERSONAS).get(LIAM)!, locale);
      const ids = plan.findings.map((f) => f.id);
      expect(ids).not.toContain('medicine-diet:pancreatitis-no-alcohol');
      expect(ids).toContain('medicine-diet:pancreatic-enzyme-meals');
    }
  });

  it('on Creon alone the text says whom it is for', () => {
    const text = guest('can I have a few beers at the weekend on Creon?', 'en-US', ['pancrelipase']);
    expect(text).toMatch(/If you take the enzymes for chronic pancreatitis/);
    expect(text).not.toMatch(/^With chronic pancreatitis/m);
  });
});

describe('Trikafta with food, grapefruit and St John’s wort (en P3 findings 1, 4 and 9)', () => {
  it.each([
    ['en-US', 'What foods or supplements does he need to avoid with Trikafta?', /fat/],
    ['en-US', "His mate gave him St John's wort for his mood. Is that ok with his Trikafta?", /fall sharply/],
    ['en-US', 'his mate gave him st johns wort, ok with trikafta?', /fall sharply/],
    ['en-US', 'Is grapefruit juice ok with Trikafta?', /Seville orange/],
    ['zh-CN', 'Trikafta有什么不能吃的？', /脂肪/],
    ['zh-CN', '吃Trikafta能吃圣约翰草吗', /大幅下降/],
    ['zh-CN', 'Kaftrio能喝西柚汁吗', /苦橙/],
  ] as const)('%s: %s — with his plan and as a guest', (locale, q, expected) => {
    // Left: a guest's "Is that ok with his Trikafta?" after "for his mood" is read as a dose question
    // (intent scoring); the same words with his plan, and other guest phrasings, get the pair.
    const asGuest = q.startsWith('His mate') ? [] : [guest(q, locale)];
    for (const text of [askPersona(LIAM, locale, q).text, ...asGuest]) {
      expect(text).toMatch(expected);
      expect(text).not.toMatch(/no known interaction|没有已知的相互作用/);
      // The rule answers first. Left: "for his mood" may still add a "no reliable rule" part after it.
      const declined = text.search(/no reliable rule|没有可靠的规则/);
      expect(declined === -1 || declined > text.search(expected)).toBe(true);
    }
  });
});
