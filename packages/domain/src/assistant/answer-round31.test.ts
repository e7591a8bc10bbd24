/**
 * Blind answer round 31's unsafe answers, as classes (development data once its before and after figures
 * were recorded, docs/answer-rounds/round-31.md): each with the round's words and another phrasing.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const WALT = 'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)';
const WARFARIN = 'warfarin with fish oil and vitamin E';
const CBZ = 'carbamazepine before pregnancy, grapefruit juice, sodium 129';

describe('zh-076: a B12 said in the normal range is never "both are low, as yours are"', () => {
  it.each([
    ['zh-CN', '我B12是400 pmol/L，这算正常吗？听说补叶酸之前要先确认B12不缺'],
    ['en-US', 'my b12 came back 520 pg/mL, is that ok before i start the folic acid?'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askAs({ locale, persona: WALT, text });
    expect(r.text).not.toMatch(/你就是这样|as yours are|B12要先补|Start vitamin B12 first/);
  });

  it('a low B12 said still gets B12 first', () => {
    const r = askAs({ locale: 'zh-CN', persona: WALT, text: '我B12才120 pmol/L，叶酸也低，先补哪个' });
    expect(r.text).toMatch(/维生素B12要先补/);
  });
});

describe('zh-130: a product ruled out for its own nutrient is not to be replaced with that nutrient', () => {
  it('vitamin E on warfarin: no "still needed, choose a replacement that has it"', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: WARFARIN,
      text: '维生素E 400单位换算成毫克是多少？吃多了有啥坏处',
    });
    expect(r.text).toMatch(/268 mg/);
    expect(r.text).not.toMatch(/仍然需要|换用的产品请仍含/);
    expect(r.text).toMatch(/不用找替代品/);
  });
});

describe('en-025: folic acid 400 µg on carbamazepine before a pregnancy is never "keep to what you take now"', () => {
  it.each([
    [
      'en-US',
      'oh my serum folate was 4.1 ng/mL if that matters',
      "we're planning to get pregnant. I take 斯利安 folic acid 0.4mg, 1 tablet. is that enough since im on an epilepsy drug? my friend took the same one",
    ],
    ['zh-CN', '我叶酸一天吃0.4毫克，吃卡马西平的话够不够？', undefined],
  ] as const)('%s "%s"', (locale, text, previous) => {
    const r = askAs({ locale, persona: CBZ, text, ...(previous ? { previous } : {}) });
    expect(r.text).not.toMatch(/keep to what you take now|保持现在的量即可/);
    expect(r.text).toMatch(/5 ?mg|5000 ?µg|5毫克/);
  });
});

const SICKLE = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
const VALVE = 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)';
const CHEMO = '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)';

describe('zh-019: fluids with sickle cell disease are more than the everyday amount', () => {
  it.each([
    ['zh-CN', '镰状细胞贫血平时一天要喝多少水啊？上班一忙就忘了喝，奶茶能算进去吗哈哈', /2–3升/],
    ['en-US', 'with sickle cell how much water should i drink a day?', /2–3 litres/],
  ] as const)('%s "%s"', (locale, text, says) => {
    const r = askAs({ locale, persona: SICKLE, text });
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/1500–1700毫升|尿色浅黄说明喝得差不多/);
  });

  it('someone without sickle cell disease keeps the everyday answer', () => {
    const r = askAs({ locale: 'zh-CN', text: '一天要喝多少水？' });
    expect(r.text).not.toMatch(/镰状/);
  });
});

describe('zh-092: keto or fasting on warfarin goes through the anticoagulation clinic first', () => {
  it.each([
    ['zh-CN', '74公斤想减肥，同事都在搞生酮keto，我这情况适合吗', /先告诉抗凝门诊/],
    [
      'en-US',
      'thinking of trying intermittent fasting to lose weight, ok with my valve?',
      /anticoagulation clinic before you start/,
    ],
  ] as const)('%s "%s"', (locale, text, says) => {
    expect(askAs({ locale, persona: VALVE, text }).text).toMatch(says);
  });

  it('keto asked by someone not on warfarin gets no INR answer', () => {
    expect(askAs({ locale: 'zh-CN', text: '同事都在搞生酮减肥，我适合吗' }).text).not.toMatch(/INR|抗凝门诊/);
  });
});

describe('en-072: protein powder while eating little in cancer treatment is not the gym answer', () => {
  it('"how many scoops … is whey fine" after liquids only and an albumin of 30', () => {
    const r = askAs({
      locale: 'en-US',
      persona: CHEMO,
      previous:
        'swallowing is really hard now, only liquids and mushy stuff go down. my 白蛋白 is 30. how do I get enough protein',
      text: 'how many scoops of protein powder a day is ok? is whey fine',
    });
    expect(r.text).toMatch(/1\.2–1\.5 g of protein per kg/);
    expect(r.text).toMatch(/dietitian/);
    expect(r.text).not.toMatch(/two at most|if you lift/);
  });

  it('a gym-goer keeps the scoop answer', () => {
    expect(askAs({ locale: 'en-US', text: 'how many scoops of whey a day after lifting?' }).text).toMatch(
      /One scoop a day/,
    );
  });
});

describe('en-017: which prenatal with iron overload — one without iron, after the medicine’s pregnancy rule', () => {
  it('hydroxyurea first, then the iron-free prenatal', () => {
    const r = askAs({
      locale: 'en-US',
      persona: SICKLE,
      text: 'me and my husband want to start trying for a baby next year. which prenatal should someone with sickle cell take?',
    });
    const hydroxyurea = r.text.indexOf('Hydroxyurea can harm an unborn baby');
    expect(hydroxyurea).toBeGreaterThan(-1);
    expect(r.text.indexOf('choose a prenatal with no iron in it')).toBeGreaterThan(hydroxyurea);
    // The iron and vitamin C she takes now are left out, named without their strengths.
    expect(r.text).toMatch(/Leave out the Ferrous sulfate, Vitamin C from today/);
    expect(r.text).not.toMatch(/upper intake level \(UL\) for Iron/);
  });
});

const CLL = 'CLL on Brukinsa kept as typed, atorvastatin (en)';
const LYMPHOMA = '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)';

describe('zh-057: raw fish and runny eggs with a blood cancer on a BTK inhibitor — the food-safety rule', () => {
  it.each([
    [
      'zh-CN',
      LYMPHOMA,
      'CLL的人是不是不能吃生鱼片跟沙拉？我超爱sushi，一周去两次',
      /免疫力偏低，这些食物先别吃/,
    ],
    [
      'en-US',
      CLL,
      'is sushi ok with my CLL? and runny eggs at breakfast?',
      /your immunity is lower, so skip/,
    ],
  ] as const)('%s "%s"', (locale, persona, text, says) => {
    expect(askAs({ locale, persona, text }).text).toMatch(says);
  });

  it('sushi asked by someone without lowered immunity gets no such rule', () => {
    expect(askAs({ locale: 'en-US', text: 'is sushi healthy? i eat it twice a week' }).text).not.toMatch(
      /your immunity is lower/,
    );
  });
});
