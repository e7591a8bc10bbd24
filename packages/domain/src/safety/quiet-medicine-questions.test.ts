import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';
import {
  drippingPillsNoBleeding,
  nextDoseAskedNoSigns,
  positiveTestNoSigns,
  regimenToldNoSigns,
} from './quiet-medicine-questions';

// Forty-sixth clinician review (en S2, en M13), in words of our own: a positive test on a medicine and "skip tonight's
// dose?" are the medicine's questions; any sign of the body keeps the emergency card.

describe('a positive pregnancy test told with no sign', () => {
  it.each([
    "period's 9 days late and I got a faint positive this morning, took my Arava already, what do I do",
    'two lines on the test!! on leflunomide, what now',
    '验孕两条杠了，今天早上还吃了来氟米特，怎么办',
  ])('not an emergency: %s', (text) => {
    expect(positiveTestNoSigns(text)).toBe(true);
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('ectopic_pregnancy');
  });
  it.each([
    'positive test and sharp pain low on my left side, feel dizzy',
    'faint positive yesterday, now bleeding and my shoulder tip hurts',
    '验孕阳性，右下腹疼得厉害，有点头晕',
  ])('an ectopic sign keeps the card: %s', (text) => {
    expect(positiveTestNoSigns(text)).toBe(false);
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

describe('whether to take or skip the next dose, with no sign', () => {
  it.each([
    "I already took 2 of the Biaxin and my colchicine this morning. Should I skip tonight's colchicine?",
    'should I take the next dose of my metformin if I skipped dinner',
    '今晚的药还吃不吃，早上已经吃过了',
  ])('not an emergency: %s', (text) => {
    expect(nextDoseAskedNoSigns(text)).toBe(true);
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    "took double my colchicine by mistake, should I skip tonight's dose?",
    "been vomiting and have the runs since the colchicine, should I skip tonight's?",
    '吃多了三片，晚上那顿还吃不吃',
  ])('a sign or an excess keeps it: %s', (text) => {
    expect(nextDoseAskedNoSigns(text)).toBe(false);
  });
});

// Blind answer round 44 (development data): "dripping pills" is a product's name, not blood.
describe('danshen dripping pills beside warfarin, with no sign', () => {
  it.each([
    'My dad is on warfarin and he also takes compound danshen dripping pills his friend recommended. Is that ok?',
    'is it safe to take danshen drop pills with my warfarin?',
  ])('not an emergency: %s', (text) => {
    expect(drippingPillsNoBleeding(text)).toBe(true);
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    'on warfarin and danshen dripping pills, now my gums keep bleeding and I have big bruises',
    'dad takes warfarin and danshen dripping pills, he fell and hit his head this morning',
  ])('a sign keeps the card: %s', (text) => {
    expect(drippingPillsNoBleeding(text)).toBe(false);
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

// Forty-eighth clinician review, zh M3: a dose vomited — take it again? — is the medicine's question.
describe('a dose vomited once, taking it again asked', () => {
  it.each([
    'took my pill this morning and then vomited, do I need to take it again?',
    'had my levothyroxine and then threw up, should I take another?',
    '吃完药半小时吐了，要不要补吃一片',
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    'my son took my pills and then vomited, do I need to give him anything?',
    'took my warfarin and then threw up blood, should I take it again?',
    'took 20 of my pills and then vomited, should I take another?',
    'took my tablets and then threw up, now my chest hurts and I feel faint, take it again?',
  ])('%s keeps its card', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

// Blind answer round 48 (en-072, development data once its answers were recorded), in words of our own.
describe('a regimen told as prescribed, with no sign', () => {
  it.each([
    "I'm on milk thistle 150mg three times a day and liver pills 3 tablets twice a day, do I need both?",
    '水飞蓟每天三次，每次2粒，还有护肝片一天3次每次4片，有必要两个都吃吗',
    'taking turmeric 500mg twice daily plus fish oil, does either help my joints?',
  ])('%s', (text) => {
    expect(regimenToldNoSigns(text)).toBe(true);
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    'my toddler got into my iron tablets, I take 2 a day and the box is half empty',
    'I took all of my three times a day pills at once by mistake and feel sick',
    'been taking paracetamol 1g four times a day plus cold and flu tablets, now my skin looks yellow',
  ])('%s keeps its card', (text) => {
    expect(regimenToldNoSigns(text)).toBe(false);
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});
