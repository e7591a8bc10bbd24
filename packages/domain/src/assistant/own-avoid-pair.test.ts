/**
 * Blind answer round 14, zh-017 (development data): "在吃异维A酸（泰尔丝），每天的复合维生素里有vitamin A，要停掉吗"
 * got "do not stop your isotretinoin" (the supplement was what might be stopped) and never the label's
 * contraindication of the minocycline beside it. Two classes:
 * - two of the person's own medicines that must never be taken together are said whenever one is named
 *   (own-avoid-pair.ts);
 * - a stop whose nearest clause names a supplement and no medicine asks about the supplement
 *   (intents/medicines.ts `stopsTheSupplement`), never the never-stop text.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const ISO = 'isotretinoin with minocycline';
const ICP_ZH = /颅内压增高/;
const ICP_EN = /pressure (around|inside|in) the (brain|skull)|intracranial/i;
const NEVER_STOP_ZH = /请不要自行停用异维A酸/;
const NEVER_STOP_EN = /Do not stop Isotretinoin on your own/;

describe('the pair of own medicines that must never be taken together', () => {
  it.each([
    '在吃异维A酸（泰尔丝），每天的复合维生素里有vitamin A，要停掉吗',
    '吃泰尔丝期间能喝酒吗，周末bestie生日想去蹦迪😭',
    '异维A酸饭前吃还是饭后吃',
  ])('zh, with the plan: %s', { timeout: 60_000 }, (text) => {
    const r = askAs({ persona: ISO, locale: 'zh-CN', text });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(ICP_ZH);
    // Said once, however many paths could add it.
    expect(r.text.match(/异维A酸与米诺环素/g)?.length).toBe(1);
  });

  it.each([
    "I'm on isotretinoin and my multivitamin has vitamin A, should I stop it?",
    'can I drink on accutane this weekend',
    'should I take my isotretinoin with food?',
  ])('en, with the plan: %s', { timeout: 60_000 }, (text) => {
    const r = askAs({ persona: ISO, locale: 'en-US', text });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(ICP_EN);
  });

  it.each<['zh-CN' | 'en-US', string, RegExp]>([
    ['zh-CN', '我在吃异维A酸，医生又开了米诺环素，饮食上要注意什么', ICP_ZH],
    ['en-US', 'i take accutane and minocycline, anything to avoid in my diet?', ICP_EN],
  ])('a guest who names both: %s', { timeout: 60_000 }, (locale, text, icp) => {
    expect(askAs({ locale, text }).text).toMatch(icp);
  });

  it.each<['zh-CN' | 'en-US', string]>([
    ['zh-CN', '吃异维A酸期间能喝酒吗'],
    ['en-US', 'can I drink on accutane this weekend'],
  ])('isotretinoin alone: no minocycline warning (%s)', { timeout: 60_000 }, (locale, text) => {
    const r = askAs({ locale, text, medicines: ['isotretinoin'] });
    expect(r.text).not.toMatch(locale === 'zh-CN' ? ICP_ZH : ICP_EN);
  });
});

describe('stopping the supplement is not stopping the medicine', () => {
  it.each<['zh-CN' | 'en-US', string, RegExp]>([
    ['zh-CN', '在吃异维A酸（泰尔丝），每天的复合维生素里有vitamin A，要停掉吗', NEVER_STOP_ZH],
    ['zh-CN', '吃着泰尔丝，鱼肝油还要停吗', NEVER_STOP_ZH],
    ['en-US', "I'm on isotretinoin and my multivitamin has vitamin A, should I stop it?", NEVER_STOP_EN],
    ['en-US', 'on accutane, my gummies have vitamin A in them. stop them?', NEVER_STOP_EN],
  ])('%s: %s', { timeout: 60_000 }, (locale, text, neverStop) => {
    const r = askAs({ persona: ISO, locale, text });
    expect(r.text).not.toMatch(neverStop);
    expect(r.text).toMatch(/维生素A|vitamin A/);
  });

  it.each<['zh-CN' | 'en-US', string, RegExp]>([
    ['zh-CN', '我在吃奥美拉唑，想停掉换成钙片行吗', /请不要自行停用奥美拉唑/],
    ['en-US', 'can I stop my omeprazole and take calcium instead?', /Do not stop Omeprazole on your own/],
    ['en-US', 'should i stop minocycline since i take a multivitamin', /Do not stop Minocycline on your own/],
  ])('the medicine is still the one stopped: %s', { timeout: 60_000 }, (locale, text, neverStop) => {
    const r = askAs({ persona: ISO, locale, text, medicines: ['omeprazole'] });
    expect(r.text).toMatch(neverStop);
  });
});

// Blind answer round 21, en-131 (development data, judged unsafe): "how long apart tho" after "can I take my
// minocycline with milk or with my calcium gummies" got the dairy spacing and no word that minocycline must
// not be taken with isotretinoin. A follow-up naming no medicine is about the one named before it.
describe('a follow-up about one of the pair carries the warning too', () => {
  it.each<['zh-CN' | 'en-US', string, string, RegExp]>([
    ['en-US', 'can i take my minocycline with milk or with my calcium gummies', 'how long apart tho', ICP_EN],
    ['en-US', 'is minocycline better taken in the morning?', 'and with food or not?', ICP_EN],
    ['zh-CN', '米诺环素能和牛奶一起喝吗', '那要隔多久', ICP_ZH],
    ['zh-CN', '米诺环素早上吃还是晚上吃', '饭前还是饭后', ICP_ZH],
  ])('%s: %s → %s', { timeout: 60_000 }, (locale, previous, text, icp) => {
    const r = askAs({ persona: ISO, locale, previous, text });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(icp);
  });

  it.each<['zh-CN' | 'en-US', string, string, RegExp]>([
    ['en-US', 'can i take my minocycline with milk?', 'how long apart tho', ICP_EN],
    ['zh-CN', '米诺环素能和牛奶一起喝吗', '那要隔多久', ICP_ZH],
  ])(
    'minocycline alone (no isotretinoin): no warning — %s',
    { timeout: 60_000 },
    (locale, previous, text, icp) => {
      const r = askAs({ locale, previous, text, medicines: ['minocycline'] });
      expect(r.text).not.toMatch(icp);
    },
  );
});
