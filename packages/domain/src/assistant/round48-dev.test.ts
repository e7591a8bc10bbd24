/**
 * Blind answer round 48's false alarms (development data from the round on, after its answers were recorded), in
 * words of our own: a Brit "gasping for a brew" read as breathlessness (en-051); "my vit D came back 48 nmol/L" read
 * as the calcium named in the sentence before, a critical low (en-078); and what the fixes brought with them — the
 * UK names of the bisphosphonates ("alendronic acid"), a calcium product by name ("Adcal"), a label cited in Chinese
 * words kept on an English source line.
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { sourceLine } from './intents/shared';
import { askWith } from './testing-ask';
import { assistantReply } from './reply';
import { findDrugs } from './entities';

vi.setConfig({ testTimeout: 30_000 });

const ON_WARFARIN_AND_ALENDRONATE = youngWoman({
  nickname: 'M',
  age: 74,
  heightCm: 160,
  weightKg: 62,
  medicines: ['warfarin', 'alendronate'],
});
const ON_PREDNISOLONE = youngWoman({ nickname: 'S', age: 44, medicines: ['prednisolone', 'methotrexate'] });

describe('"gasping for a cuppa" is wanting one, not breathlessness', () => {
  it.each([
    "Where does my calcium go on Fosamax day? I'm gasping for a cuppa the minute I wake up",
    'gasping for a coffee by 7am, how long after the alendronic acid can I have it?',
  ])('%s', (text) => {
    const r = askWith('G48', ON_WARFARIN_AND_ALENDRONATE, 'en-US', text);
    expect(r.urgent).toBe(false);
  });
  it.each([
    'my dad is gasping for air after his tea',
    'she is gasping for breath and cannot finish a sentence',
  ])('gasping for air or breath stays urgent: %s', (text) =>
    expect(askWith('G48b', ON_WARFARIN_AND_ALENDRONATE, 'en-US', text).urgent).toBe(true),
  );
});

describe('the weekly bisphosphonate day and a calcium product by name', () => {
  it('"alendronic acid" is alendronate, and "where does the Adcal go that day" is the calcium-day answer', () => {
    expect(findDrugs('the Wednesday alendronic acid').map((d) => d.id)).toEqual(['alendronate']);
    expect(findDrugs('risedronic acid 35 mg').map((d) => d.id)).toEqual(['risedronate']);
    const r = askWith(
      'A48',
      ON_WARFARIN_AND_ALENDRONATE,
      'en-US',
      'How do I fit the Thursday alendronic acid round my morning tea? And where does the Adcal go that day',
    );
    expect(r.text).toMatch(/on that day just take it with lunch or dinner/);
    expect(r.text).toMatch(/Fosamax \(alendronate\) US prescribing information §2\.1/);
  });
  it('an English source line keeps a US label cited in Chinese words', () => {
    expect(sourceLine('Fosamax (alendronate) 美国药品说明书 §2.1（空腹）、§7.1; NIH ODS', 'en-US')).toBe(
      '\n\n_Source: Fosamax (alendronate) US prescribing information §2.1 and §7.1; NIH ODS_',
    );
  });
});

describe('a vitamin D result typed as "vit D" is vitamin D', () => {
  it.each([
    ['en-US', 'How much calcium and vit D do I need on steroids? My vit D came back 45 nmol/L', /45 nmol\/L/],
    ['zh-CN', '吃激素要补多少钙和维D？我维D查出来是45 nmol/L', /钙/],
  ] as const)('%s: no critical-lab card: %s', (locale, text, said) => {
    const r = askWith('D48', ON_PREDNISOLONE, locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
  });
  it('a calcium that is truly critical still is', () => {
    const r = askWith('D48c', ON_PREDNISOLONE, 'en-US', 'my calcium came back 1.5 mmol/L, what should I eat');
    expect(r.urgent).toBe(true);
  });
});

describe('which drink, with a raised liver test (zh-011, unsafe)', () => {
  const NURSE = youngWoman({ nickname: 'W', gender: 'male', age: 36, heightCm: 172, weightKg: 84 });
  it.each([
    ['zh-CN', '那改喝白酒是不是好点？', '转氨酶60多，尿酸也高，周末还能喝几瓶啤酒吗', /酒精总量/],
    [
      'en-US',
      'would switching to wine be better then?',
      'my ALT was 58 and triglycerides high, can I still have beer on weekends?',
      /total amount of alcohol/,
    ],
  ] as const)('%s: %s', (locale, text, previous, said) => {
    const r = askWith('W48', NURSE, locale, text, previous);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/风险确实低一些|does lower the risk/);
  });
  it('gout alone keeps the gout row', () => {
    const r = askWith('W48g', NURSE, 'en-US', 'I have gout, what if I switch to whiskey?');
    expect(r.text).toMatch(/spirits/i);
    expect(r.text).not.toMatch(/total amount of alcohol/);
  });
});

describe('a sweet drink for someone losing weight they should not (zh-018, unsafe)', () => {
  const FRAIL = youngWoman({ nickname: 'L', age: 86, heightCm: 150, weightKg: 37 });
  it.each([
    ['zh-CN', '我妈每天下午要喝一杯很甜的奶茶，要不要让她戒掉？', /不用戒/],
    [
      'en-US',
      'Grandma has a very sweet milk tea every afternoon, should we make her cut it out?',
      /No need to stop it/,
    ],
  ] as const)('%s: keep it, build on it', (locale, text, said) => {
    const r = askWith('L48', FRAIL, locale, text);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/一周一两杯|once or twice a week/);
  });
  it('a young adult with no weight loss keeps the lower-sugar order', () => {
    const r = askWith('Y48', youngWoman({ nickname: 'Y', age: 27 }), 'zh-CN', '每天一杯奶茶，要不要戒？');
    expect(r.text).not.toMatch(/不用戒。她吃得少/);
  });
});

describe('a malt drink is a sweetened soft drink (en-032, unsafe)', () => {
  const LOSING = youngWoman({
    nickname: 'T',
    gender: 'male',
    age: 40,
    heightCm: 175,
    weightKg: 102,
    goals: ['weight_loss'],
  });
  it.each([
    [
      'en-US',
      'I drink a Maltina most evenings, it has no alcohol and lots of vitamins so it is healthy right?',
      /sweetened soft drink, not a health drink/,
    ],
    ['zh-CN', '麦芽饮料不含酒精还有维生素，每天一瓶算健康吗', /不是保健饮品/],
  ] as const)('%s', (locale, text, said) => {
    const r = askWith('T48', LOSING, locale, text);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/one or two a day|Alcohol-free beer is fine/);
  });
});

describe('a thin teenager shaky without a snack before sport gets no weight-loss picks (en-039, unsafe)', () => {
  // A plan is for adults only: a parent asks about a teenager with no plan behind the chat.
  it('convenience store options for the snack before practice', () => {
    const r = assistantReply({
      text: 'What can my daughter grab before basketball after school? She gets shaky and weak at training without one. 7-Eleven options?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/half the (rice|dressing)|500–600 kcal|instead of a bento plus chips/);
  });
});

describe('round 48 neighbour answers, each for its class', () => {
  const SURVIVOR = youngWoman({ nickname: 'M', age: 52, medicines: ['tamoxifen', 'sertraline'] });
  it('St John’s wort on tamoxifen names the tamoxifen pair (en-065, zh-049)', () => {
    const r = askWith(
      'M48',
      SURVIVOR,
      'en-US',
      'a friend gave me St Johns wort for my mood, ok with my tamoxifen?',
    );
    expect(r.text).toMatch(/Tamoxifen × St\.? John/i);
  });
  it('entecavir half an hour before breakfast, with omeprazole: not enough, and omeprazole keeps its time (en-071)', () => {
    const r = askWith(
      'E48',
      youngWoman({ nickname: 'E', gender: 'male', age: 45, medicines: ['entecavir', 'omeprazole'] }),
      'en-US',
      'I swallow my entecavir with my omeprazole at 6:30 and have breakfast at 7, is that right?',
    );
    expect(r.text).toMatch(/Half an hour before breakfast .* is not enough for entecavir/);
  });
  it('soy milk after levothyroxine is 4 hours in the follow-up as in the first answer (en-052/053)', () => {
    const r = askWith(
      'F48',
      youngWoman({ nickname: 'F', age: 48, medicines: ['levothyroxine'], conditions: ['hypothyroid'] }),
      'en-US',
      'and my coffee, how long after?',
      'I take my levothyroxine at 6 and then soy milk with breakfast, is that a problem for my thyroid?',
    );
    expect(r.text).toMatch(/about 4 hours from the tablet/);
    expect(r.text).not.toMatch(/soy milk too — also an hour after/);
  });
});

describe('the new rows keep to their questions (round 48 re-asked after the fixes)', () => {
  const LIVER = youngWoman({ nickname: 'Q', gender: 'male', age: 41, medicines: ['entecavir'] });
  it.each([
    ['en-US', 'my ALT is 70 with hep B, whats my limit? 1 glass?'],
    [
      'en-US',
      'ALT 55 and triglycerides high: if I can only cut one thing first, beer or my coffee, which one?',
    ],
  ] as const)('no "switching does not help" lead for a limit or which habit to cut: %s', (locale, text) => {
    expect(askWith('Q48', LIVER, locale, text).text).not.toMatch(
      /switching to wine or spirits does not help/,
    );
  });
  it('a sweet drink beside tablets taken with it is the pairing question', () => {
    const r = askWith(
      'L48t',
      youngWoman({ nickname: 'L', age: 86, heightCm: 150, weightKg: 37, medicines: ['amlodipine'] }),
      'en-US',
      'Can she take her amlodipine and calcium at breakfast with her sweet milk tea, or should she stop the tea?',
    );
    expect(r.text).not.toMatch(/No need to stop it\. She eats little/);
  });
});
