/**
 * Tenth clinician review (zh P5 王婷, 26 weeks with gestational diabetes on insulin; en P3 Chloe, 34 weeks
 * with gestational hypertension on labetalol and aspirin 150 mg): no alcohol allowance in pregnancy or
 * when trying for a baby, in the plan or the chat. The reviewers' own
 * words and at least two more phrasings in each language, with the persona's plan and as a guest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { planFor } from '../engine/index';
import { REFERENCE_PERSONAS as REFERENCE } from '../engine/reference-personas';
import { answersArbitrary } from '../engine/testing';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const ZH = 'gestational diabetes on insulin at 26 weeks, Elevit and cod liver oil, Hb 102';
const EN = 'gestational hypertension at 34 weeks on labetalol and aspirin 150 mg, Hb 98, cod liver oil';

const guest = (text: string, locale: Locale, medicines: string[] = []): string =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;

/** Any text that lets a person drink some alcohol (a daily number of drinks, "keep it small", 15 g). */
export const ALCOHOL_ALLOWANCE =
  /不超过\s*[12一两]\s*杯|(女性|男性)\s*[12一两]\s*杯|[12一两]\s*杯以内|酒精量?不超过|不超过\s*15\s*克|少量可以|可以少量|可以喝一点|(?<!能不能)少量喝|偶尔少量|如果要喝|\b(no more than|up to|at most|keep to) (1|one|2|two|1–2)\b.{0,20}drinks?|\b(1|one|2|two|1–2) drinks? (a|per) (day|week)|\bif you drink\b|\bkeep it small\b|within (national|the) limits|\b14 units\b/i;

const DECLINED = /没有可靠的规则|no reliable rule/;
const NO_ALCOHOL = /不要喝酒|No alcohol/;

describe('no alcohol allowance in pregnancy (zh P5 SERIOUS 1)', () => {
  it.each([
    ['zh-CN', '方案里说打胰岛素喝酒女的一天不超过一杯，那我怀孕了晚上喝一小杯红酒助眠可以吧'],
    ['zh-CN', '打胰岛素能喝点啤酒吗'],
    ['zh-CN', '周末朋友聚会，喝一小杯红酒没事吧'],
    ['zh-CN', '听说孕妇喝点米酒补血，可以吗'],
    ['en-US', 'can I have a small glass of wine to help me sleep?'],
    ['en-US', 'is one glass of red wine ok at 34 weeks'],
    ['en-US', 'my mum says a half of guinness is good for iron, can i have one?'],
  ] as const)('%s: %s', (locale, q) => {
    const text = askPersona(locale === 'zh-CN' ? ZH : EN, locale, q).text;
    expect(text).toMatch(NO_ALCOHOL);
    expect(text).not.toMatch(ALCOHOL_ALLOWANCE);
    expect(text).not.toMatch(DECLINED);
  });

  it('poor sleep is for the obstetrician, not a drink', () => {
    expect(
      askPersona(ZH, 'zh-CN', '方案里说打胰岛素喝酒女的一天不超过一杯，那我怀孕了晚上喝一小杯红酒助眠可以吧')
        .text,
    ).toMatch(/睡不好.{0,20}产科医生/);
    expect(askPersona(EN, 'en-US', 'can I have a small glass of wine to help me sleep?').text).toMatch(
      /sleep.{0,80}(midwife|obstetrician)/,
    );
  });

  it.each([
    ['zh-CN', '我怀孕了，在打胰岛素，能喝一小杯红酒吗', ['insulin-aspart']],
    ['zh-CN', '怀孕吃华法林，过年能喝两杯白酒吗', ['warfarin']],
    ['en-US', "I'm pregnant and on insulin, can I have one drink at a wedding?", ['insulin-detemir']],
    ['en-US', 'pregnant on lithium, is a glass of wine ok?', ['lithium']],
    ['en-US', 'trying to conceive, on methotrexate, is a glass of wine now and then ok?', ['methotrexate']],
  ] as const)('guest, %s: %s', (locale, q, medicines) => {
    const text = guest(q, locale, [...medicines]);
    expect(text).toMatch(NO_ALCOHOL);
    expect(text).not.toMatch(ALCOHOL_ALLOWANCE);
  });

  it('the plan of a pregnant woman on insulin gives no allowance; the hypoglycaemia row still speaks', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor(ZH, new Map(REFERENCE).get(ZH)!, locale);
      const f = plan.findings.find((x) => x.id === 'medicine-diet:alcohol-hypoglycaemia');
      expect(f?.text).toMatch(locale === 'zh-CN' ? /不要喝酒/ : /No alcohol in pregnancy/);
      for (const x of plan.findings) expect(x.text).not.toMatch(ALCOHOL_ALLOWANCE);
    }
  });

  it('property: for any pregnant or conceiving profile, no plan text and no alcohol answer gives an allowance', () => {
    const medicines = [
      'insulin-glargine',
      'glimepiride',
      'warfarin',
      'lithium',
      'methotrexate',
      'isotretinoin',
      'metformin',
      'sertraline',
      'valproate',
    ];
    const questions = {
      'zh-CN': ['能喝酒吗', '喝一小杯红酒可以吗', '每天喝多少酒合适'],
      'en-US': ['can I drink alcohol?', 'is a glass of wine ok?', 'how many drinks a day are ok?'],
    } as const;
    fc.assert(
      fc.property(
        answersArbitrary({ medicines }),
        fc.constantFrom('pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'planning'),
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        fc.nat(2),
        (a, stage, locale, qi) => {
          const base = { ...a, gender: 'female' as const, age: 30, heightCm: 162, weightKg: 62 };
          delete base.gestationalWeek;
          delete base.prePregnancyWeightKg;
          const answers =
            stage === 'planning'
              ? { ...base, lifeStage: 'none' as const, goals: ['pregnancy_prep' as const] }
              : { ...base, lifeStage: stage };
          const plan = planFor(answers, locale);
          for (const f of plan.findings) expect(f.text).not.toMatch(ALCOHOL_ALLOWANCE);
          const text = assistantReply({
            text: questions[locale][qi]!,
            locale,
            plan: storedPlanFor('property', answers, locale),
            medicines: [...(answers.medicines ?? [])],
            history: [],
          }).text;
          expect(text).not.toMatch(ALCOHOL_ALLOWANCE);
        },
      ),
      { numRuns: 25 },
    );
  });
});

const NO_NSAID = /不要(吃|用)|do not take|don't take/i;
const NSAID_SOURCE = /20 ?周|20 weeks/;

describe('NSAIDs from 20 weeks: do not take; low-dose aspirin kept (en P3 SERIOUS 1)', () => {
  it.each([
    ['en-US', EN, 'can i take ibuprofen for my back pain, paracetamol isnt doing anything'],
    ['en-US', EN, 'is ibuprofen safe to take when your 34 weeks pregnant'],
    ['en-US', EN, 'can I take nurofen for a headache'],
    ['en-US', EN, 'is naproxen ok for my back?'],
    ['zh-CN', ZH, '腰疼得厉害，能吃布洛芬吗'],
    ['zh-CN', ZH, '孕妇可以吃芬必得吗'],
    ['zh-CN', ZH, '扶他林能吃吗，头疼'],
  ] as const)('%s (%s): %s', (locale, persona, q) => {
    const text = askPersona(persona, locale, q).text;
    expect(text).toMatch(NO_NSAID);
    expect(text).toMatch(NSAID_SOURCE);
    expect(text).toMatch(/对乙酰氨基酚|paracetamol/);
    expect(text).not.toMatch(/keep taking them as you do now|在此之前照常吃/);
    expect(text).not.toMatch(DECLINED);
  });

  it.each([
    ['en-US', "I'm 30 weeks pregnant, can I take Advil?"],
    ['en-US', 'is ibuprofen safe when pregnant?'],
    ['zh-CN', '怀孕28周了，牙疼能吃布洛芬吗'],
    ['zh-CN', '孕晚期能吃萘普生吗'],
  ] as const)('guest, %s: %s', (locale, q) => {
    const text = guest(q, locale);
    expect(text).toMatch(NO_NSAID);
    expect(text).toMatch(NSAID_SOURCE);
    expect(text).not.toMatch(DECLINED);
  });

  it('her prescribed aspirin 150 mg is the exception: keep it (NICE NG133)', () => {
    const text = askPersona(
      EN,
      'en-US',
      'can i take ibuprofen for my back pain, paracetamol isnt doing anything',
    ).text;
    expect(text).toMatch(/aspirin.{0,120}(keep|continue)/i);
    const q = askPersona(EN, 'en-US', 'aspirin is an nsaid too, should i stop my aspirin 150?').text;
    expect(q).toMatch(/keep|continue/i);
    expect(q).not.toMatch(/do not take aspirin|stop (your|the) aspirin/i);
  });

  it('the plan: an NSAID among a pregnant woman’s medicines is urgent from 20 weeks; low-dose aspirin is none', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const withNsaid = planFor(
        { ...new Map(REFERENCE).get(EN)!, medicines: ['labetalol', 'aspirin', 'ibuprofen'] },
        locale,
      );
      const f = withNsaid.findings.find((x) => x.id === 'pregnancy-medicine:nsaid');
      expect(f?.severity).toBe('urgent');
      expect(f?.text).toMatch(locale === 'zh-CN' ? /布洛芬/ : /Ibuprofen/);
      expect(f?.text).toMatch(NSAID_SOURCE);
      expect(f?.reasons.map((r) => r.ref)).toEqual(['drug:ibuprofen']);
      expect(f?.text).toMatch(
        locale === 'zh-CN' ? /小剂量阿司匹林.{0,40}继续吃/ : /Low-dose aspirin.{0,80}keep taking it/,
      );
      const chloe = planFor(new Map(REFERENCE).get(EN)!, locale);
      expect(chloe.findings.find((x) => x.id === 'pregnancy-medicine:nsaid')).toBeUndefined();
      // Aspirin at a painkiller dose counts; before 20 weeks the finding is a warning.
      const early = planFor(
        {
          ...new Map(REFERENCE).get(EN)!,
          lifeStage: 'pregnant_t2',
          gestationalWeek: 16,
          medicines: ['aspirin'],
          medicineDoses: [{ id: 'aspirin', dose: 300, unit: 'mg' }],
        },
        locale,
      ).findings.find((x) => x.id === 'pregnancy-medicine:nsaid');
      expect(early?.severity).toBe('warning');
      expect(early?.reasons.map((r) => r.ref)).toEqual(['drug:aspirin']);
    }
  });
});

describe('"keep taking them as you do now" is only for medicines already taken (en P3 SERIOUS 1)', () => {
  it.each([
    ['en-US', EN, 'should I space tramadol and my iron?', /do not start it on your own/],
    ['en-US', EN, 'can i take tramadol with my pregnacare?', /do not start/],
    ['zh-CN', ZH, '曲马多和铁要隔开吃吗', /不要自己开始吃/],
  ] as const)('%s (%s): %s', (locale, persona, q, expected) => {
    const text = askPersona(persona, locale, q).text;
    expect(text).not.toMatch(/keep taking them as you do now|在此之前照常吃/);
    expect(text).toMatch(expected);
  });
});

describe('prescribed treatment iron is followed, not capped at the UL (en P3 SERIOUS 2, zh P5 finding 5)', () => {
  it.each([
    [
      'en-US',
      EN,
      'midwife said start ferrous sulphate 200mg twice a day, but i already take pregnacare with iron in it, is that too much iron?',
    ],
    [
      'en-US',
      EN,
      'the gp prescribed ferrous sulfate 200 mg two times a day, is that over the upper limit with my prenatal?',
    ],
    [
      'en-US',
      EN,
      'my midwife put me on iron tablets 3 times a day, isnt that too much iron on top of pregnacare',
    ],
    ['zh-CN', ZH, '医生让补铁，我吃的爱乐维里有铁，还要另外吃速力菲吗？'],
    ['zh-CN', ZH, '产科医生开了速力菲一天三次，加上爱乐维会不会铁太多了'],
    ['zh-CN', ZH, '医生开了硫酸亚铁，和爱乐维一起吃铁超标吗'],
  ] as const)('%s (%s): %s', (locale, persona, q) => {
    for (const text of [askPersona(persona, locale, q).text, guest(q, locale)]) {
      expect(text).toMatch(locale === 'zh-CN' ? /医生开的/ : /Take what (your|the) (midwife|doctor)/);
      expect(text).toMatch(locale === 'zh-CN' ? /35 ?mg/ : /65 mg/);
      expect(text).toMatch(locale === 'zh-CN' ? /复查血红蛋白/ : /Hb|haemoglobin/);
      expect(text).not.toMatch(/do not go above it|不要超过/);
      expect(text).not.toMatch(DECLINED);
    }
  });
});

describe('cod liver oil in the plan during pregnancy is avoid, whatever its strength (zh P5 finding 2, en P3 finding 4)', () => {
  it.each([ZH, EN])('%s', (persona) => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(new Map(REFERENCE).get(persona)!, locale);
      const cod = plan.productReviews.find((r) => r.optionId === 'cod-liver-oil');
      expect(cod?.verdict).toBe('avoid');
      expect(cod?.issues.join(' ')).toMatch(
        locale === 'zh-CN' ? /怀孕期间不要吃鱼肝油/ : /do not take cod liver oil in pregnancy/,
      );
    }
  });
});

describe('a prenatal beside low-dose aspirin is no clash (en P3 finding 3)', () => {
  it('the plan keeps Pregnacare without "best not taken with Aspirin"; high-dose vitamin E still is', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(new Map(REFERENCE).get(EN)!, locale);
      const prenatal = plan.productReviews.find((r) => r.optionId === 'prenatal-multivitamin');
      expect(prenatal?.verdict).toBe('keep');
      expect(prenatal?.issues.join(' ')).not.toMatch(/阿司匹林|Aspirin/);
      expect(plan.medicineTaboos.map((t) => t.ruleId)).not.toContain('class:antiplatelet.vitaminE');
      const highE = planFor(
        {
          ...new Map(REFERENCE).get(EN)!,
          supplements: [{ name: 'vitaminE', dose: 268, unit: 'mg' }],
        },
        locale,
      );
      expect(highE.medicineTaboos.map((t) => t.ruleId)).toContain('class:antiplatelet.vitaminE');
    }
  });
});
