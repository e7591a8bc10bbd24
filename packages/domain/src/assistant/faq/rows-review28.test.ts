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

// Twenty-eighth clinician review, zh M7 and en M10: feeding up an older person with kidney disease or heart
// failure, and nutrition drinks for them, got "no reliable rule".
describe('eating little with kidney disease or heart failure', () => {
  const CKD = 'kidney disease eGFR 22 with magnesium';
  const HF = 'heart failure, potassium 5.4';

  it('kidney disease: the kidney doctor soon, no further cut in protein, small enriched meals', () => {
    const zh = askAs({ locale: 'zh-CN', persona: CKD, text: '她瘦到38公斤了，吃不下饭，怎么给她加营养？' });
    expect(faqIdsOf(zh)).toContain('kidney-poor-appetite-weight-loss');
    expect(zh.text).toMatch(/不要再为了肾自己少吃肉/);
    expect(zh.text).toMatch(/肾病专用配方/);
    expect(zh.text).not.toMatch(/没有可靠的规则/);
    const en = askAs({
      locale: 'en-US',
      persona: BEA,
      text: "She's lost so much weight and barely eats, how do I get more nutrition into her?",
    });
    expect(faqIdsOf(en)).toContain('kidney-poor-appetite-weight-loss');
    // Bea has heart failure too: the fluid limit counts what feeds her up.
    expect(en.text).toMatch(/count within the fluid limit/);
    expect(en.text).not.toMatch(/no reliable rule/);
  }, 60_000);

  it('heart failure alone: its own row, now reached in other words', () => {
    const r = askAs({
      locale: 'en-US',
      persona: HF,
      text: "I've lost so much weight, barely eat, what should I eat?",
    });
    expect(faqIdsOf(r)).toContain('hf-poor-appetite-weight-loss');
    expect(r.text).toMatch(/weight lost without trying/);
    expect(r.text).not.toMatch(/5 kg/);
  }, 60_000);

  it('wanting to lose weight is not this answer', () => {
    expect(
      faqIdsOf(askAs({ locale: 'zh-CN', persona: CKD, text: '我想减肥，肾病能吃减肥餐吗' })),
    ).not.toContain('kidney-poor-appetite-weight-loss');
  }, 60_000);

  it('nutrition drinks: recommended, the fluid counted in heart failure, a kidney formula with CKD', () => {
    const r = askAs({
      locale: 'en-US',
      persona: BEA,
      text: 'can I give her Ensure Plus and Juven on top of her meals? she has heart failure, is the fluid ok?',
    });
    expect(faqIdsOf(r)).toContain('nutrition-drink-kidney-heart');
    expect(r.text).toMatch(/the drink is fluid too/);
    expect(r.text).toMatch(/kidney formula/);
    expect(r.text).toMatch(/Juven/);
    expect(r.text).not.toMatch(/no reliable rule/);
    const zh = askAs({ locale: 'zh-CN', persona: HF, text: '心衰能喝安素吗，一天喝几瓶' });
    expect(faqIdsOf(zh)).toContain('nutrition-drink-kidney-heart');
    expect(zh.text).toMatch(/营养液也是水/);
    expect(zh.text).not.toMatch(/看钾和磷/);
  }, 60_000);
});

// Twenty-eighth clinician review, zh M4: three sedatives at night for a woman of 84 were "a minor
// interaction: avoid driving".
describe('several sedatives in an older person', () => {
  it('names falls and the Beers criteria, holds the self-bought aid, never stops the prescribed one', () => {
    const zh = askAs({
      locale: 'zh-CN',
      text: '我妈84岁，晚上吃舒乐安定和米氮平，我又给她买了褪黑素，三个能一起吃吗？',
    });
    expect(faqIdsOf(zh)).toContain('several-sedatives-older');
    expect(zh.text).toMatch(/跌倒骨折/);
    expect(zh.text).toMatch(/Beers/);
    expect(zh.text).toMatch(/医生开的药不要自己突然停/);
    expect(zh.text).not.toMatch(/避免驾车/);
    const en = askAs({
      locale: 'en-US',
      text: 'my dad is 81, he takes lorazepam at night and now the doctor added trazodone, can he also take melatonin?',
    });
    expect(faqIdsOf(en)).toContain('several-sedatives-older');
    expect(en.text).toMatch(/stopping a benzodiazepine abruptly brings rebound insomnia/);
  }, 60_000);

  it('a younger person, or one sedative, is not this answer', () => {
    expect(
      faqIdsOf(
        askAs({ locale: 'zh-CN', persona: 'healthy woman', text: '我晚上吃褪黑素，能不能跟米氮平一起吃' }),
      ),
    ).not.toContain('several-sedatives-older');
    expect(
      faqIdsOf(askAs({ locale: 'zh-CN', text: '我妈84岁，吃舒乐安定，晚上睡不好怎么办' })),
    ).not.toContain('several-sedatives-older');
  }, 60_000);
});

// Twenty-eighth clinician review, en M6 and zh M10: herbs and supplements asked about with raised liver
// enzymes got the extract's weight-loss lead, or 铁皮石斛 read as iron.
describe('self-bought supplements with raised liver enzymes', () => {
  it('stops the named supplements now and leaves the prescribed medicine to its prescriber', () => {
    const en = askAs({
      locale: 'en-US',
      text: 'my ALT went up to 112, should I stop the green tea extract? I’m on Kisqali and letrozole',
    });
    expect(faqIdsOf(en)).toContain('supplements-with-raised-liver-enzymes');
    expect(en.text).toMatch(
      /^\*\*With raised liver enzymes, stop the self-bought herbal and dietary supplements now — green tea extract/,
    );
    expect(en.text).not.toMatch(/no proven weight-loss benefit/);
    const zh = askAs({
      locale: 'zh-CN',
      text: '灵芝孢子粉和铁皮石斛能不能跟靶向药一起吃？我转氨酶都112了，在吃易瑞沙',
    });
    expect(zh.text).toMatch(/灵芝（孢子粉）、铁皮石斛都先别吃了/);
    expect(zh.text).toMatch(/兰科植物（不是铁）/);
    expect(zh.text).toMatch(/吉非替尼本身也可能让转氨酶升高/);
    expect(zh.text).toMatch(/不要自己停药或减量/);
    expect(zh.text).not.toMatch(/补铁|铁剂/);
  }, 60_000);

  it('normal liver tests, or no supplement, are not this answer', () => {
    expect(faqIdsOf(askAs({ locale: 'zh-CN', text: '转氨酶正常，可以吃姜黄吗' }))).not.toContain(
      'supplements-with-raised-liver-enzymes',
    );
    expect(faqIdsOf(askAs({ locale: 'en-US', text: 'my ALT is 60, what should I eat?' }))).not.toContain(
      'supplements-with-raised-liver-enzymes',
    );
  }, 60_000);
});

// Twenty-eighth clinician review, zh M3: carbohydrate and night lows at 11 weeks with type 1 diabetes got
// first aid for a low only.
describe('carbohydrate and night lows in pregnancy on insulin', () => {
  const MARIA =
    'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)';
  it.each([
    [
      'zh-CN',
      '孕早期我一天该吃多少碳水？晚上老是低血糖',
      /至少要吃约175克碳水化合物/,
      /当天或第二天联系糖尿病团队/,
    ],
    [
      'en-US',
      'how many carbs should I eat a day now? I keep going low at night',
      /at least about 175 g/,
      /the same or the next day/,
    ],
  ] as const)(
    '%s "%s"',
    (locale, text, carbs, team) => {
      const r = askAs({ locale, persona: MARIA, text });
      expect(faqIdsOf(r)).toContain('pregnancy-insulin-carbs-night-lows');
      expect(r.text).toMatch(carbs);
      expect(r.text).toMatch(team);
      expect(r.text).toMatch(/胰高血糖素|glucagon/);
    },
    60_000,
  );

  it('pregnant without insulin is not this answer', () => {
    expect(
      faqIdsOf(askAs({ locale: 'zh-CN', persona: 'pregnant t1', text: '孕早期一天该吃多少碳水' })),
    ).not.toContain('pregnancy-insulin-carbs-night-lows');
  }, 60_000);
});
