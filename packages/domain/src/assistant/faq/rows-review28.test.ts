import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './testing';

const BEA = 'Bea: 89, pressure injury, CKD G3b, albumin 2.7, furosemide with KCl (en)';
const OLDER = '80-year-old woman, low BMI';

// Twenty-eighth clinician review, en S3: a pressure injury's protein, for an 89-year-old with CKD G3b.
describe('protein and energy with a pressure injury', () => {
  it(
    'gives the guideline range at her weight, capped by the kidney ceiling, and oral supplements',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: BEA,
        text: 'She has a bad bed sore on her tailbone. How much protein does she need a day?',
      });
      expect(faqIdsOf(r)).toContain('pressure-injury-needs');
      expect(r.text).toMatch(/1\.25–1\.3 g of protein per kg a day \(51–53 g at 41 kg\)/);
      expect(r.text).toMatch(/oral nutritional supplements/);
      expect(r.text).not.toMatch(/no protein powders|nephrotic/i);
      const zh = askAs({ locale: 'zh-CN', persona: BEA, text: '我妈有褥疮，一天要吃多少蛋白质？' });
      expect(zh.text).toMatch(/按41公斤，每天约51–53克/);
      expect(zh.text).not.toMatch(/肾病综合征|不要自行吃蛋白粉/);
    },
  );

  it('goes to 1.5 g/kg without kidney disease', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: OLDER,
      text: 'mum has a pressure sore, how much protein and calories?',
    });
    expect(r.text).toMatch(/1\.25–1\.5 g of protein per kg/);
  });

  it(
    'a low albumin in an 89-year-old of 41 kg is not read as nephrotic syndrome',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: BEA,
        text: 'her albumin is low, should she eat more protein?',
      });
      expect(r.text).not.toMatch(/nephrotic|leaks out in the urine/i);
    },
  );

  it.each([
    ['en-US', 'how much protein do I need a day?'],
    ['zh-CN', '伤口愈合慢怎么办'],
  ] as const)('%s "%s" → not this row', { timeout: 60_000 }, (locale, text) => {
    expect(faqIdsOf(askAs({ locale, text }))).not.toContain('pressure-injury-needs');
  });
});

// Twenty-eighth clinician review, en S2: levothyroxine named with a prenatal and Tums got the prenatal–calcium
// row's "at least 2 hours" and "no reliable rule" for levothyroxine.
describe('levothyroxine taken with a prenatal and an antacid', () => {
  const MARIA =
    'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)';
  it.each([
    [
      'en-US',
      'I take my synthroid with my prenatal gummies and Tums in the morning, is that ok?',
      /at least 4 hours/,
    ],
    ['zh-CN', '我早上把优甲乐和孕妇维生素、钙片一起吃，可以吗？', /间隔至少4小时/],
  ] as const)('%s "%s": 4 hours and an empty stomach', { timeout: 60_000 }, (locale, text, says) => {
    const r = askAs({ locale, persona: MARIA, text });
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/at least 2 hours|no reliable rule|没有可靠的规则/);
  });
  it('a prenatal with calcium and no levothyroxine keeps its own row', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'pregnant t2 with a prenatal',
      text: 'can I take my calcium with the elevit in the morning',
    });
    expect(faqIdsOf(r)).toContain('prenatal-with-calcium');
  });
});

// Twenty-eighth clinician review, zh M11: a raised prolactin on risperidone got the L-carnitine answer.
describe('a high prolactin', () => {
  it('on risperidone: the medicine named, no supplement, the psychiatrist decides', () => {
    const r = askAs({
      locale: 'zh-CN',
      medicines: ['risperidone'],
      text: '他泌乳素86，是不是要吃点什么调一调？',
    });
    expect(faqIdsOf(r)).toContain('prolactin-high');
    expect(r.text).toMatch(/你在吃利培酮/);
    expect(r.text).toMatch(/不要自己减药停药/);
    expect(r.text).not.toMatch(/肉碱/);
  }, 60_000);

  it('en, with no medicine: the causes and who to see', () => {
    const r = askAs({ locale: 'en-US', text: 'my prolactin is 45, what can I take to lower it' });
    expect(faqIdsOf(r)).toContain('prolactin-high');
    expect(r.text).toMatch(/not brought down by a food or a supplement/);
    expect(r.text).not.toMatch(/You take/);
  }, 60_000);

  it('breastfeeding is not this answer', () => {
    expect(faqIdsOf(askAs({ locale: 'zh-CN', text: '哺乳期泌乳素高是正常的吗，吃什么下奶' }))).not.toContain(
      'prolactin-high',
    );
  }, 60_000);
});

// Twenty-eighth clinician review, en M1: "I'm still taking my lisinopril and lipitor" at 11 weeks.
describe('an ACE inhibitor and a statin in pregnancy', () => {
  it('both named, each with the prescriber deciding', () => {
    const r = askAs({
      locale: 'en-US',
      persona:
        'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)',
      medicines: ['lisinopril', 'atorvastatin'],
      text: "I'm still taking my lisinopril and lipitor, what should I do?",
    });
    expect(r.rules).toEqual(expect.arrayContaining(['pregnancy-medicine:statin', 'teratogen:raas-blockers']));
    expect(r.text).toMatch(/ACE inhibitors and angiotensin receptor blockers harm the baby/);
    expect(r.text).toMatch(/Statins .* are usually stopped in pregnancy/);
    expect(r.text).not.toMatch(/no reliable rule/);
  }, 60_000);
});

// Twenty-eighth clinician review, en M5: a glucose of 212 on dexamethasone — "should I just stop it".
describe('a high sugar on a steroid', () => {
  it('says the steroid raises it, never stop it yourself, the team monitors and treats', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['dexamethasone', 'temozolomide'],
      text: 'my sugar was 212 this morning, is that from the steroid? should I just stop the dexamethasone since it messes up my sugar',
    });
    expect(faqIdsOf(r)).toContain('steroid-high-sugar');
    expect(r.text).toMatch(/do not stop or cut the steroid yourself/);
    expect(r.text).toMatch(/12 mmol\/L \(216 mg\/dL\)/);
    expect(r.text).not.toMatch(/no reliable rule/);
  }, 60_000);

  it('hormone therapy is not this answer', () => {
    expect(faqIdsOf(askAs({ locale: 'en-US', text: 'does HRT estrogen raise blood sugar?' }))).not.toContain(
      'steroid-high-sugar',
    );
  }, 60_000);
});
