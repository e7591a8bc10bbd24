/**
 * Twelfth clinician review, en P4 (Kayla, 23, bulimia, K 2.9 on Prozac) #1–#4: a laxative, a water pill and
 * a diet pill bought without a prescription to control weight. "Is it ok to take 4 dulcolax at night …"
 * was "do not start, stop or change a medicine on your own" (Serious); Diurex was out of scope; Hydroxycut
 * with Prozac was "no reliable rule". The class is fixed: laxatives (Dulcolax, senna, 番泻叶, 便塞停),
 * water pills (Diurex, 排水消肿茶) and diet pills (Hydroxycut, 微商减肥胶囊), in both languages, with the
 * plan and as a guest; the "do not stop your medicine" line is never said of them.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const KAYLA = 'Kayla bulimia, Dulcolax misuse, Prozac, K 2.9 (en)';
const SCREEN = 'eating-disorder screen 5 of 5, vomiting, potassium 2.9';
const NEVER =
  /do not start, stop or change a medicine on your own|do not stop or change a prescribed medicine|不要自己开始、停用或调整药物|不要自己停用或调整医生开的药/;

const both = (persona: string, locale: 'zh-CN' | 'en-US', q: string) =>
  [true, false].map((withPlan) => ({ withPlan, r: askPersona(persona, locale, q, { withPlan }) }));

describe('laxatives for weight (en P4 #1, Serious; #4)', () => {
  it.each([
    ['en-US', KAYLA, 'Is it ok to take 4 dulcolax at night to get rid of the bloating?', 4],
    ['en-US', KAYLA, 'i take like 5 dulcolax every nite so i dont gain, is that bad', 5],
    ['en-US', KAYLA, 'do laxatives help you lose weight', null],
    ['zh-CN', SCREEN, '每晚吃4片便塞停，肚子不胀了，可以一直这样吗', 4],
    ['zh-CN', SCREEN, '我每天喝番泻叶减肥，能喝吗', null],
    ['zh-CN', SCREEN, '吃dulcolax能减肥吗', null],
  ] as const)('%s: %s: %s', (locale, persona, q, n) => {
    for (const { withPlan, r } of both(persona, locale, q)) {
      const en = locale === 'en-US';
      expect(r.text).not.toMatch(NEVER);
      expect(r.text).toMatch(en ? /Laxatives do not remove calories or fat/ : /泻药不能帮你减掉热量或脂肪/);
      expect(r.text).toMatch(en ? /potassium/ : /钾/);
      expect(r.text).toMatch(en ? /do not stop all at once on your own/ : /不要自己一下子全停/);
      if (n !== null)
        expect(r.text).toMatch(
          en
            ? new RegExp(`${n} tablets is more than the label allows.*1 to 3 tablets once a day`)
            : new RegExp(`${n}片比说明书允许的多.*1–3片`),
        );
      // K 2.9 in the plan: a doctor today
      if (withPlan)
        expect(r.text).toMatch(
          en
            ? /Your potassium is 2.9 mmol\/L, below 3.0: please see a doctor today/
            : /你的血钾是2.9 mmol\/L，低于3.0：请今天就去看医生/,
        );
      // A Chinese source line keeps the title without its English bracket note (answer round 10).
      if (n !== null) expect(r.text).toMatch(/Dulcolax (\(bisacodyl 5 mg\) )?Drug Facts label/);
      expect(r.text).toMatch(/NICE NG69/);
    }
  });
});

describe('water pills for weight (en P4 #2)', () => {
  it.each([
    ['en-US', KAYLA, 'the diurex makes me drop like 3 lbs overnight thats good right?'],
    ['en-US', KAYLA, 'are water pills a good way to lose weight fast'],
    ['zh-CN', SCREEN, '吃排水消肿茶一晚上掉了两斤，是不是很好'],
    ['zh-CN', SCREEN, '我买了diurex排水，能天天吃吗'],
  ] as const)('%s: %s: %s', (locale, persona, q) => {
    for (const { r } of both(persona, locale, q)) {
      expect(r.text).not.toMatch(NEVER);
      // a guest with no sign of purging may get the slimming-teas row, which says the same
      expect(r.text).toMatch(locale === 'en-US' ? /water, not fat/ : /不是脂肪/);
      expect(r.text).not.toMatch(/outside what I can answer/);
    }
  });
});

describe('diet pills (en P4 #3)', () => {
  it.each([
    ['en-US', KAYLA, 'Can I take Hydroxycut with my Prozac?'],
    ['en-US', KAYLA, 'is hydroxycut hardcore safe with fluoxetine'],
    ['zh-CN', SCREEN, '朋友圈买的减肥胶囊能和百忧解一起吃吗'],
    ['zh-CN', SCREEN, '微商的减肥药吃了心跳快，还能吃吗？'],
  ] as const)('%s: %s: %s', (locale, persona, q) => {
    for (const { r } of both(persona, locale, q)) {
      if (r.urgent) continue; // a racing heart may be read as urgent first, which is right
      expect(r.text).not.toMatch(NEVER);
      expect(r.text).toMatch(locale === 'en-US' ? /Please don’t\..*stimulants/ : /请不要吃。.*兴奋剂/);
      expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
    }
  });
});

describe('the everyday rows stay for someone with no sign of purging', () => {
  it('a slimming tea asked by a guest with no screen keeps the slimming-teas row', () => {
    const r = askPersona(SCREEN, 'zh-CN', '减肥茶有用吗', { withPlan: false });
    expect(r.text).toMatch(/减肥茶、排毒茶掉的“体重”基本是水/);
  });
  it('senna for constipation without a weight word is not this answer', () => {
    const r = askPersona(SCREEN, 'en-US', 'how long does senna take to work for constipation', {
      withPlan: false,
    });
    expect(r.text).not.toMatch(/Laxatives do not remove calories/);
  });
  it('a prescribed water pill is not an over-the-counter one', () => {
    const r = askPersona(SCREEN, 'en-US', 'my furosemide water pill makes me lose 2 lbs, is that ok', {
      withPlan: false,
    });
    expect(r.text).not.toMatch(/takes off water, not fat/);
  });
});

describe('a laxative taken straight after eating (blind answer round 19 en-158)', () => {
  it.each([
    [
      'en-US',
      'my friend takes laxatives after she eats, does that actually work',
      /friend or someone in your family/,
    ],
    ['zh-CN', '闺蜜每次吃完饭就吃泻药，这样真的不会胖吗', /朋友或家人/],
    ['en-US', 'i take a dulcolax after every big meal so it doesnt stick, is that bad', null],
  ] as const)('%s: %s', (locale, q, friend) => {
    const r = askPersona(SCREEN, locale, q, { withPlan: false });
    expect(r.text).toMatch(locale === 'en-US' ? /Laxatives do not remove calories/ : /泻药不能帮你减掉热量/);
    expect(r.text).toMatch(locale === 'en-US' ? /a sign to get support/ : /需要专业帮助的信号/);
    if (friend) expect(r.text).toMatch(friend);
    else expect(r.text).not.toMatch(/friend or someone in your family/);
  });
});

it('senna after dinner for constipation is not a weight-control laxative', () => {
  const r = askPersona(SCREEN, 'en-US', 'can i take senna after dinner for constipation', {
    withPlan: false,
  });
  expect(r.text).not.toMatch(/Laxatives do not remove calories/);
});
