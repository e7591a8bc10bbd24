import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './testing';

const CBZ = 'carbamazepine before pregnancy, grapefruit juice, sodium 129';
const VITD_Q = '25羟维生素D才12.5，钙尔奇D600里不是有维D吗，为啥还这么低，要另外补吗';

// Blind answer round 29, zh-027 (development data): a vitamin D product's form is a product question.
describe('vitamin D drops, softgels or tablets', () => {
  it.each([
    ['zh-CN', '那买哪种好，滴剂还是软胶囊，一天吃多少单位', VITD_Q],
    ['zh-CN', '维生素D买滴剂好还是软胶囊好', undefined],
    ['en-US', 'vitamin d3 drops or softgels, which is better?', undefined],
  ] as const)('%s "%s"', { timeout: 60_000 }, (locale, text, previous) => {
    const r = askAs({ locale, persona: CBZ, text, ...(previous ? { previous } : {}) });
    expect(faqIdsOf(r)).toContain('vitamin-d-product-form');
    expect(r.text).not.toMatch(/碾碎|crushed/);
  });
  it.each([
    ['en-US', 'mum chokes on the big vitamin D tablets, is there a liquid one?'],
    ['zh-CN', '钙片太大咽不下去，有没有冲剂或者液体的'],
  ] as const)('%s "%s" with a swallowing difficulty → not this row', { timeout: 60_000 }, (locale, text) => {
    expect(faqIdsOf(askAs({ locale, text }))).not.toContain('vitamin-d-product-form');
  });
});

// Blind answer round 29, en-145 (development data): weight gain and rising sugars on Lupron.
describe('weight and blood sugar on androgen deprivation', () => {
  const FRANK = 'metastatic prostate cancer on Zytiga with prednisone, Zestoretic, K 3.3 (en)';
  it(
    'says yes, with the FDA warning, the A1c and exercise; the diabetes line only with diabetes',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: FRANK,
        text: "does the Lupron make you gain weight? I'm up 10 lbs and my sugars are creeping up",
      });
      expect(faqIdsOf(r)).toContain('adt-weight-glucose');
      expect(r.text).toMatch(/With diabetes, tell your diabetes doctor/);
      const zh = askAs({
        locale: 'zh-CN',
        persona: '老黄 mCRPC on 泽珂, 诺雷德, 择泰 (zh)',
        text: '打诺雷德以后胖了好几斤，是药的原因吗',
      });
      expect(zh.text).toMatch(/去势（雄激素剥夺）治疗常让人长脂肪/);
      expect(zh.text).not.toMatch(/你有糖尿病/);
    },
  );
  it('weight lost on Lupron is not this row', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: FRANK,
      text: 'he has no appetite on the Lupron and lost 10 lbs, what should he eat?',
    });
    expect(faqIdsOf(r)).not.toContain('adt-weight-glucose');
  });
});

// Blind answer round 29, en-010 (development data): water with each psyllium dose, on clozapine.
describe('water with psyllium', () => {
  const CLOZ = 'clozapine after quitting smoking, Metamucil, constipated (en)';
  // On clozapine a bulk-forming fibre is not used at all: its how-to is not said under that rule (forty-fourth
  // clinician review, zh S2), the rule against it answers.
  it(
    'a full glass with each dose; on clozapine the rule against bulk fibre instead',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: CLOZ,
        text: 'how much water do I need with 2 scoops',
        previous: 'how do i take the metamucil with my clozapine and metformin, is all together ok?',
      });
      expect(faqIdsOf(r)).toContain('psyllium-on-clozapine');
      expect(r.text).toMatch(/Leave the fibre powder out/);
      expect(r.text).not.toMatch(/240 mL/);
      const en = askAs({ locale: 'en-US', text: 'how much water do I need with 2 scoops of metamucil' });
      expect(en.text).toMatch(/240 mL \(8 oz\)/);
      const zh = askAs({ locale: 'zh-CN', text: '洋车前子粉一次要配多少水' });
      expect(zh.text).toMatch(/240毫升/);
      expect(zh.text).not.toMatch(/氯氮平/);
    },
  );
  it('water for the day with no fibre named is not this row', { timeout: 60_000 }, () => {
    expect(faqIdsOf(askAs({ locale: 'en-US', text: 'how much water should I drink a day?' }))).not.toContain(
      'psyllium-water-per-dose',
    );
  });
});
