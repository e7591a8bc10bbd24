import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatGlucoseMmolValues, criticalValueKinds } from './critical-values';
import { redFlagsFor } from './joined';

describe('lab values typed into the chat (Kost 1990 critical limits; ADA level-2 hypoglycaemia)', () => {
  it.each([
    ['我钾6.8 还能吃香蕉吗', 'critical_lab'],
    ['potassium came back 6.9 today', 'critical_lab'],
    ['钾 2.5，腿没劲', 'critical_lab'],
    ['hgb 5.8 g/dL', 'critical_lab'],
    ['血红蛋白55', 'critical_lab'],
    ['血钠118，头晕', 'critical_lab'],
    ['sodium 160 mmol/L', 'critical_lab'],
    ['血糖 28.5', 'critical_lab'],
    ['血糖才2.4 手抖', 'severe_hypoglycaemia'],
    ['glucose 2.6 mmol/L', 'severe_hypoglycaemia'],
    ['空腹血糖 45 mg/dL', 'severe_hypoglycaemia'],
    // said the way people say it in a chat, not the way a report prints it
    ['just checked my sugar at home, 2.4 mmol/l', 'severe_hypoglycaemia'],
    ['his blood sugar is 38 and he is sweaty', 'severe_hypoglycaemia'],
    ['bg 45 mg/dl after my run', 'severe_hypoglycaemia'],
    ['finger prick reading 2.1 mmol/L, had juice', 'severe_hypoglycaemia'],
    ['xuetang 2.3 shou dou', 'severe_hypoglycaemia'],
    ['dexcom says LO and I feel weird', 'severe_hypoglycaemia'],
    ['the meter just says HI and I cannot stop drinking water', 'hyperglycaemic_crisis'],
    ['blood sugar 33 mmol/l and throwing up', 'critical_lab'],
    // from INR 9 the clinician gives vitamin K the same day (ACCP 2008)
    ['INR came back 9.4 this morning, more greens to bring it down?', 'critical_lab'],
    ['华法林复查INR 12', 'critical_lab'],
    ['INR came back at 11, what now', 'critical_lab'],
  ])('%s → %s', (text, kind) => {
    expect(criticalValueKinds(text)).toContain(kind);
    expect(redFlagsFor(text).map((h) => h.kind)).toContain(kind);
  });

  it.each([
    '钾4.2正常吗',
    '血红蛋白118',
    '血糖6.8',
    'potassium 5.2',
    'sodium 139',
    '钾 3.1',
    'glucose 5.4 mmol/L',
    // amounts of food or products, other lipids and blood pressure are not a blood glucose
    'keep added sugar under 50g a day',
    'I put 2 sugar cubes in my tea',
    'glucose 30g gel for my long run',
    'potassium 99 mg tablets, how many a day',
    'my LDL was 2.5 mmol/L',
    'HDL is 1.1 mmol/l, is that ok',
    'blood pressure reading 90/60',
    'my sugar was 5.8 this morning',
    'the libre low alarm beeps at night sometimes',
    'INR 8.7',
  ])('%s is not critical', (text) => {
    expect(criticalValueKinds(text)).toEqual([]);
  });

  it('a count of food or drinks after a glucose word is not a reading (blind answer round 13, en-159)', () => {
    expect(
      chatGlucoseMmolValues(
        'Is brown rice or chapati better than white rice for sugar? I am eating 3 chapati at dinner with sabzi and dal',
      ),
    ).toEqual([]);
    expect(chatGlucoseMmolValues('is roti ok for my blood sugar, I have 2 rotis at lunch')).toEqual([]);
    expect(chatGlucoseMmolValues('血糖高，晚上吃2碗米饭行吗')).toEqual([]);
    expect(chatGlucoseMmolValues('my sugar was 3 this morning')).toEqual([3]);
  });

  it('a value in the past or a hypothetical one is not an emergency now', () => {
    expect(redFlagsFor('去年血钠118，现在好了')).toEqual([]);
    expect(redFlagsFor('if my potassium is 6.5 what happens')).toEqual([]);
  });

  it('any potassium at or above 6.2 mmol/L is critical, any from 3.5 to 5.5 is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 62, max: 90 }), (tenths) => {
        expect(criticalValueKinds(`血钾${(tenths / 10).toFixed(1)}`)).toContain('critical_lab');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 35, max: 55 }), (tenths) => {
        expect(criticalValueKinds(`potassium ${(tenths / 10).toFixed(1)} mmol/L`)).toEqual([]);
      }),
    );
  });
});

// A lithium level is read here (blind answer round 17 zh-078: "血锂浓度1.1 mmol/L，这个高不高" got the
// 120 card from the learned reader): under the BNF's toxic line of 1.5 mmol/L it is the lab answer's
// (above range: the psychiatrist within days), from 1.5 the lithium card.
describe('a lithium level typed in the chat', () => {
  it.each([
    '血锂浓度1.1 mmol/L，这个高不高',
    'My lithium level came back 1.1. Is that high?',
    '血锂0.7正常吗',
  ])('%s → no card', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it('any level from 1.5 to 4.0 mmol/L is the lithium card, any from 0.3 to 1.4 is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 15, max: 40 }), (tenths) => {
        expect(criticalValueKinds(`血锂${(tenths / 10).toFixed(1)}`)).toEqual(['lithium_toxicity']);
        expect(criticalValueKinds(`lithium level ${(tenths / 10).toFixed(1)} mmol/L`)).toEqual([
          'lithium_toxicity',
        ]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 14 }), (tenths) => {
        expect(criticalValueKinds(`lithium ${(tenths / 10).toFixed(1)} mmol/L`)).toEqual([]);
      }),
    );
  });
});

describe('a number that is part of a name is no level (blind answer round 23 en-115)', () => {
  it.each(['lithium and omega 3, fine together?', '吃碳酸锂能吃欧米伽3吗', 'potassium and d3 and k2 ok?'])(
    '%s → nothing critical',
    (text) => {
      expect(criticalValueKinds(text)).toEqual([]);
    },
  );
  it.each(['K 2.8 this morning, legs weak', 'my k 6.8 today'])('%s → still critical', (text) => {
    expect(criticalValueKinds(text).length).toBeGreaterThan(0);
  });
});

// Blind answer round 61, zh-054 (development data): 钠 in 苯妥英钠 with "100mg一天三次" read as a sodium of 100.
describe('a medicine named as its salt, with its dose, is no level', () => {
  it.each([
    '吃Eptoin（苯妥英钠）100mg一天三次，钙片能一起吃吗',
    '丙戊酸钠500mg一天两次',
    '在吃氯化钾缓释片1g',
    '阿托伐他汀钙20mg',
    'phenytoin sodium 100mg three times a day',
  ])('%s → nothing critical', (text) => {
    expect(criticalValueKinds(text)).toEqual([]);
  });
  it.each(['血钠118，头晕', '在吃氯化钾缓释片，血钾2.5', '查了血钾6.8', '今天查血红蛋白才58克每升'])(
    '%s → still critical',
    (text) => {
      expect(criticalValueKinds(text).length).toBeGreaterThan(0);
    },
  );
});

// Blind answer round 46, en-009 (development data once reported): the potassium named in one sentence, its value in the
// next — a normal value was read by neither reader and the learned reader's critical card stood.
describe('a level in a sentence of its own is the marker the sentence before named', () => {
  it.each([
    'the pharmacist said my potassium can go up on lisinopril. last result was 4.8 mmol/L. can I keep the moringa?',
    '医生说吃这个药血钾会升高。上次查是4.8 mmol/L。辣木粉还能吃吗',
  ])('a normal value is quiet: %s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    'my potassium is what worries me. last result was 6.9 mmol/L. what should I eat',
    '医生说血钾高。上次查是6.9 mmol/L。还能吃香蕉吗',
  ])('a critical value is urgent: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

// Blind answer round 66, en-040 (development data): a sodium tally of salt capsules read "4 SaltStick" as a sodium of 4.
describe('a count of a product is no level', () => {
  it.each([
    'ok so how much sodium am I actually getting from 4 SaltStick caps + 2 Liquid IV + pickles/olives?',
    'how much sodium is in 2 packets of electrolyte mix',
    'potassium from 3 Nu-Salt packets, is that too much?',
    // The chat reads folded, lower-case text.
    'how much sodium am i actually getting from 4 saltstick caps + 2 liquid iv',
  ])('%s', (text) => {
    expect(criticalValueKinds(text)).toEqual([]);
  });
  it.each([
    'potassium 2.5 after two cups of coffee',
    'potassium 6.8 after 2 tablets',
    'sodium 118 today',
    'sodium 118 today, 3 cups of tea',
    'potassium 2.5 this morning 2 cans of coconut water',
  ])('a level beside counts stays one: %s', (text) => {
    expect(criticalValueKinds(text)).toContain('critical_lab');
  });
});
