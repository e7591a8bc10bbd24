import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileFromMessages, RED_FLAG_KINDS, redFlagsFor } from './index';
import { RED_FLAG_PHRASES } from './red-flag-phrases';

// The figures are printed for the closing note; domain code has no DOM or Node typings.
declare const console: { log: (...args: unknown[]) => void };

const kindsOf = (text: string, profile?: Parameters<typeof redFlagsFor>[1]) =>
  redFlagsFor(text, profile).map((h) => h.kind);

describe('the red-flag phrase table', () => {
  const flags = RED_FLAG_PHRASES.filter((p) => p.expect !== null);
  const benign = RED_FLAG_PHRASES.filter((p) => p.expect === null);

  it('is large enough and covers every kind in both languages', () => {
    expect(flags.length).toBeGreaterThanOrEqual(150);
    expect(benign.length).toBeGreaterThanOrEqual(50);
    for (const kind of RED_FLAG_KINDS) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        expect(
          flags.filter((p) => p.expect === kind && p.locale === locale).length,
          `${kind} ${locale}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('reaches recall ≥ 98 % with false alarms ≤ 2 %', () => {
    const missed = flags.filter((p) => !kindsOf(p.text, p.profile).includes(p.expect!));
    const alarms = benign.filter((p) => kindsOf(p.text, p.profile).length > 0);
    const recall = (flags.length - missed.length) / flags.length;
    const falseAlarms = alarms.length / benign.length;
    console.log(
      `red flags: recall ${(recall * 100).toFixed(1)} % (${flags.length - missed.length}/${flags.length}), false alarms ${(falseAlarms * 100).toFixed(1)} % (${alarms.length}/${benign.length})`,
    );
    if (missed.length)
      console.log(
        'missed:',
        missed.map((p) => p.text),
      );
    if (alarms.length)
      console.log(
        'false alarms:',
        alarms.map((p) => `${p.text} → ${kindsOf(p.text, p.profile)}`),
      );
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(falseAlarms).toBeLessThanOrEqual(0.02);
  });
});

describe('negation', () => {
  it.each([
    ['no chest pain', 'chest pain'],
    ['I dont have chest pain', 'chest pain'],
    ["I don't have chest pain", 'chest pain'],
    ['没有胸痛', '胸痛'],
    ['不是胸痛', '胸痛'],
    ['胸口不痛', '胸口痛'],
    ['no blood in my stool', 'blood in my stool'],
    ['没有吐血', '吐血'],
    ['never fainted', 'fainted'],
  ])('"%s" is not a red flag while "%s" is', (negated, plain) => {
    expect(redFlagsFor(negated)).toEqual([]);
    expect(redFlagsFor(plain).length).toBeGreaterThan(0);
  });

  it('a negation does not reach past "but" or into the next clause', () => {
    expect(kindsOf('no chest pain but my face is drooping')).toEqual(['stroke']);
    expect(kindsOf('没有胸痛，但是说话不清')).toEqual(['stroke']);
  });

  it('suicidal phrasings that contain a negation word still count', () => {
    expect(kindsOf('I dont want to live anymore')).toContain('suicidal');
    expect(kindsOf('我不想活了')).toContain('suicidal');
  });

  it('property: "no <symptom>" never raises an alarm for any single-symptom phrase', () => {
    const symptoms = ['chest pain', 'slurred speech', 'black stool', 'blood in my stool', 'hives'];
    fc.assert(
      fc.property(
        fc.constantFrom(...symptoms),
        fc.constantFrom('no ', 'not ', 'without ', 'never had '),
        (s, neg) => {
          expect(redFlagsFor(`${neg}${s}`)).toEqual([]);
        },
      ),
    );
  });
});

describe('past, hypothetical and informational wording', () => {
  it('asking about signs is not an emergency; describing them now is', () => {
    expect(redFlagsFor('what are the signs of a stroke')).toEqual([]);
    expect(redFlagsFor('中风的症状有哪些')).toEqual([]);
    expect(kindsOf('I think Im having a stroke')).toEqual(['stroke']);
    expect(kindsOf('我觉得自己像中风了')).toEqual(['stroke']);
  });

  it('the past is quiet unless the symptom is back now', () => {
    expect(redFlagsFor('my headache last year was awful', { lifeStage: 'pregnant_t2' })).toEqual([]);
    expect(redFlagsFor('去年胸痛过一次')).toEqual([]);
    expect(kindsOf('去年胸痛过，今天又胸痛了')).toEqual(['chest_pain']);
  });

  it('a hypothetical is quiet', () => {
    expect(redFlagsFor('if I get chest pain should I stop fish oil')).toEqual([]);
    expect(redFlagsFor('万一胸痛怎么办')).toEqual([]);
  });
});

describe('the profile', () => {
  it('black stool: urgent on an anticoagulant even when iron is named; iron alone explains it otherwise', () => {
    expect(redFlagsFor('my stool is black since I started iron tablets')).toEqual([]);
    expect(kindsOf('my stool is black since I started iron tablets', { medicines: ['warfarin'] })).toEqual([
      'bleeding',
    ]);
    expect(kindsOf('吃铁剂大便发黑', { medicines: ['anticoagulant'] })).toEqual(['bleeding']);
  });

  it('headache with blurred vision is pre-eclampsia only in pregnancy', () => {
    expect(kindsOf('bad headache and blurry vision')).not.toContain('pre_eclampsia');
    expect(kindsOf('severe headache and blurry vision', { lifeStage: 'pregnant_t3' })).toContain(
      'pre_eclampsia',
    );
    expect(kindsOf('severe headache and blurry vision', { lifeStage: 'lactating' })).not.toContain(
      'pre_eclampsia',
    );
  });

  it('palpitations with weakness are hyperkalaemia only with kidney disease', () => {
    expect(redFlagsFor('心慌，腿没力气')).toEqual([]);
    expect(kindsOf('心慌，腿没力气', { conditions: ['kidney_disease'] })).toEqual(['hyperkalaemia']);
  });

  it('shaking and sweating are severe hypoglycaemia on insulin or a sulfonylurea, not otherwise', () => {
    expect(redFlagsFor('shaking and sweating')).toEqual([]);
    expect(kindsOf('shaking and sweating', { medicines: ['insulin-aspart'] })).toEqual([
      'severe_hypoglycaemia',
    ]);
    expect(kindsOf('shaking and sweating', { medicines: ['glimepiride'] })).toEqual(['severe_hypoglycaemia']);
  });

  it('earlier messages count as profile', () => {
    const p = profileFromMessages(['I am 32 weeks pregnant', 'I take warfarin']);
    expect(kindsOf('my head is pounding and I see spots', p)).toContain('pre_eclampsia');
    expect(kindsOf('my poop looks black', p)).toContain('bleeding');
  });

  it('is total: any text and any profile give an array', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (text, profile) => {
        expect(Array.isArray(redFlagsFor(text, profile as Parameters<typeof redFlagsFor>[1]))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
