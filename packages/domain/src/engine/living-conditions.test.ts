/**
 * Issue 31 §2, conditions people live with, through the engine in both locales: bariatric surgery
 * (ASMBS 2019), epilepsy (NICE NG217), dysphagia (IDDSI 2019; RPS 2011), gestational diabetes (ADA 2024
 * ch. 15; 妊娠期高血糖诊治指南 2022), gout (ACR 2020; 中国高尿酸血症与痛风诊疗指南 2019) and IBD (ESPEN
 * 2023; ECCO 2015). Example tables from the sources, then properties over the ranges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersSchema, type Answers } from '../contracts/questionnaire';
import { CATALOGUE } from '../knowledge/catalogue';
import { LOCALES, findingOf, person, recOf, statusOf } from '../testing';
import { planFor } from './index';

type Condition = NonNullable<Answers['conditions']>[number];
const withConditions = (base: Answers, conditions: Condition[], extra: Partial<Answers> = {}): Answers => ({
  ...base,
  conditions,
  ...extra,
});
const formOf = (id: string) => CATALOGUE.find((p) => p.id === id)?.form;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  describe('bariatric surgery (ASMBS 2019)', () => {
    const woman = withConditions(person('female', 42, 162, 88, 'light'), ['bariatric_surgery'], {
      goals: ['weight_loss'],
    });
    const p = planFor(woman, locale);

    it('states the lifelong supplements, protein, meals and the vomiting warning', () => {
      const f = findingOf(p, 'bariatric-surgery');
      expect(f?.severity).toBe('warning');
      expect(f?.text).toMatch(
        zh
          ? /铁每天 18–60 毫克.*B12（口服每天 350–1000 微克）.*钙每天 1200–1500 毫克（选枸橼酸钙.*不用碳酸钙.*3000 IU.*30 ng\/mL.*至少 12 毫克.*60–80 克.*先吃.*蛋白质.*30 分钟.*不再安排减重.*反复呕吐.*维生素B1/
          : /18–60 mg iron.*350–1000 µg.*calcium 1200–1500 mg a day \(as calcium citrate.*not carbonate.*3000 IU.*30 ng\/mL.*at least 12 mg.*Protein 60–80 g.*protein part first.*30 minutes apart.*no weight-loss calorie deficit.*vomit repeatedly.*thiamine urgently/,
      );
      expect(f?.reasons[0]?.source.ref).toMatch(/Mechanick.*2019 update/);
    });

    it('no weight-loss energy target, protein 60–80 g, calcium target 1,200–1,500 mg', () => {
      expect(p.profile.energyTargetKcal).toBeUndefined();
      expect(findingOf(p, 'energy-target')).toBeUndefined();
      expect(statusOf(p, 'protein')?.target).toBe(60);
      expect(statusOf(p, 'calcium')?.target).toBe(1200);
      // without the operation the same person gets the ordinary deficit
      const plain = planFor({ ...woman, conditions: [] }, locale);
      expect(plain.profile.energyTargetKcal).toBeGreaterThan(0);
    });

    it('calcium is recommended as citrate, never carbonate, and the team regimen is not doubled', () => {
      const ca = recOf(p, 'calcium');
      expect(ca?.form).toBe('citrate');
      expect(ca?.timing).toMatch(zh ? /枸橼酸钙.*不用碳酸钙/ : /calcium citrate.*not carbonate/);
      for (const prod of p.products) expect(formOf(prod.productId)).not.toBe('carbonate');
      // a citrate product at the dose, or the text saying none fits — never carbonate
      const citrate = p.products.find((x) => x.delivered?.nutrient === 'calcium');
      if (citrate) expect(formOf(citrate.productId)).toBe('citrate');
      else
        expect(findingOf(p, 'bariatric-calcium-product')?.text).toMatch(
          zh ? /枸橼酸钙.*不推荐碳酸钙/ : /calcium citrate.*carbonate is not recommended/,
        );
      for (const n of ['vitaminD', 'vitaminB12', 'iron', 'thiamine'])
        expect(recOf(p, n)?.supervised ?? true).toBe(true);
    });

    it('with kidney disease (eGFR 40) protein and calcium are not raised; the kidney doctor agrees them', () => {
      const q = planFor({ ...woman, labs: [{ marker: 'eGFR', value: 40, unit: 'mL/min/1.73m2' }] }, locale);
      expect(statusOf(q, 'protein')?.target).not.toBe(60);
      expect(statusOf(q, 'calcium')?.target).toBeLessThan(1200);
      expect(findingOf(q, 'bariatric-surgery')?.text).toMatch(
        zh ? /肾病.*肾内科医生一起定/ : /kidney disease.*kidney doctor/,
      );
    });

    it('pregnant after bariatric surgery: folic acid 400 µg stays', () => {
      const q = planFor({ ...woman, goals: [], lifeStage: 'pregnant_t1' }, locale);
      expect(recOf(q, 'folate')?.dose).toBe(400);
      expect(findingOf(q, 'bariatric-surgery')).toBeDefined();
    });

    it('a calcium carbonate already taken is switched to citrate at the same calcium, for the operation', () => {
      const both = (medicines: string[]) =>
        planFor(
          {
            ...woman,
            medicines,
            supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
          },
          locale,
        );
      for (const q of [both([]), both(['omeprazole'])]) {
        const sw = q.findings.filter((f) => f.id === 'form-switch:calcium');
        // one switch, given for the operation even beside an acid reducer
        expect(sw).toHaveLength(1);
        expect(sw[0]?.text).toMatch(
          zh
            ? /减重手术后.*碳酸钙.*枸橼酸钙.*600 mg/
            : /After bariatric surgery.*calcium carbonate.*calcium citrate.*600 mg/,
        );
        expect(sw[0]?.reasons[0]?.ref).toBe('conditions=bariatric_surgery');
        expect(q.productReviews[0]?.issues.some((x) => /枸橼酸钙|calcium citrate/.test(x))).toBe(true);
      }
    });

    it('a 40-year-old without the operation still gets carbonate where the age rule says so', () => {
      const plain = planFor(
        { ...person('female', 40, 162, 60, 'light'), foodFrequency: { dairy: 'rarely' } } as Answers,
        locale,
      );
      const ca = recOf(plain, 'calcium');
      if (ca) expect(ca.form).toBe('carbonate');
    });
  });

  describe('epilepsy (NICE NG217)', () => {
    it('carbamazepine: bone health and vitamin D, no stopping, ketogenic only with the team, folic acid pointer', () => {
      const p = planFor(
        withConditions(person('female', 28, 160, 55, 'light'), ['epilepsy'], {
          medicines: ['carbamazepine'],
        }),
        locale,
      );
      const f = findingOf(p, 'epilepsy');
      expect(f?.text).toMatch(
        zh
          ? /不要自行停药.*生酮饮食只能在癫痫专科团队.*卡马西平长期服用会影响骨骼和维生素D.*叶酸.*可能影响胎儿的药物/
          : /never stop or cut them.*ketogenic diet is only done with your specialist epilepsy team.*Carbamazepine can weaken bones and lower vitamin D.*folic acid.*pregnancy and medicines note/i,
      );
      // the folic acid dose itself stays in the pregnancy-medicines rule, not repeated here
      expect(f?.text).not.toMatch(/5 ?mg/);
      expect(p.findings.some((x) => x.id.startsWith('teratogen:'))).toBe(true);
      expect(f?.reasons.map((r) => r.ref)).toContain('drug:carbamazepine');
    });

    it('levetiracetam only, a man: the conditional bone sentence, no folic acid line', () => {
      const p = planFor(
        withConditions(person('male', 35, 175, 70, 'light'), ['epilepsy'], { medicines: ['levetiracetam'] }),
        locale,
      );
      const f = findingOf(p, 'epilepsy');
      expect(f?.text).toMatch(zh ? /如果你长期服用卡马西平/ : /if you take carbamazepine/);
      expect(f?.text).not.toMatch(zh ? /叶酸/ : /folic acid/);
    });
  });

  describe('dysphagia (IDDSI 2019; RPS 2011)', () => {
    it('texture by the speech-language therapist, upright, referral on coughing, no deficit; pill forms', () => {
      const p = planFor(
        withConditions(person('female', 79, 155, 70, 'sedentary'), ['dysphagia'], {
          goals: ['weight_loss'],
          supplements: [{ optionId: 'vitamin-d3-1000', dose: 1000, unit: 'IU' }],
        }),
        locale,
      );
      expect(findingOf(p, 'dysphagia')?.text).toMatch(
        zh
          ? /坐直.*小口.*言语治疗师做吞咽评估.*咳嗽.*转诊做吞咽评估.*不安排减重/
          : /sit upright.*small bites.*speech-language therapist after a swallow assessment.*cough.*refer you for a swallow assessment.*no weight-loss calorie deficit/,
      );
      expect(p.profile.energyTargetKcal).toBeUndefined();
      expect(findingOf(p, 'dysphagia-supplements')?.text).toMatch(
        zh
          ? /液体、粉剂或咀嚼片.*缓释片.*不要压碎.*药师/
          : /liquids, powders or chewable.*crush.*modified-release.*pharmacist/,
      );
    });
  });

  describe('gestational diabetes (ADA 2024 ch. 15; 妊娠期高血糖诊治指南 2022)', () => {
    const pregnant = withConditions(person('female', 31, 160, 68, 'light'), ['gestational_diabetes'], {
      lifeStage: 'pregnant_t2',
      prePregnancyWeightKg: 62,
    });

    it('pregnant: meals and snacks, ≥ 175 g carbohydrate, congee and sweet drinks, fruit 200 g, no dieting', () => {
      const f = findingOf(planFor(pregnant, locale), 'gestational-diabetes');
      expect(f?.text).toMatch(
        zh
          ? /3 顿正餐和 2–3 次加餐.*不少于 175 克.*白粥.*含糖饮料.*杂粮.*蛋白质.*水果每天约 200 克.*不要节食.*测血糖/
          : /3 meals and 2–3 snacks.*at least 175 g of carbohydrate.*congee.*sweet drinks.*mixed-grain.*protein.*about 200 g of fruit.*Do not diet.*blood glucose/,
      );
      expect(f?.reasons.map((r) => r.source.ref).join(' | ')).toMatch(
        /ADA Standards of Care in Diabetes—2024, ch\. 15.*妊娠期高血糖诊治指南（2022）/,
      );
    });

    it('not pregnant: the plan says the rules apply in pregnancy and asks for the after-birth tests', () => {
      const p = planFor({ ...pregnant, lifeStage: 'none', prePregnancyWeightKg: undefined }, locale);
      expect(findingOf(p, 'gestational-diabetes')?.text).toMatch(
        zh
          ? /只在孕期适用.*产后 4–12 周.*每 1–3 年/
          : /only in pregnancy.*4–12 weeks after the birth.*every 1–3 years/,
      );
    });

    it('a man with gestational diabetes is refused, naming the field', () => {
      const r = answersSchema.safeParse(
        withConditions(person('male', 31, 175, 70, 'light'), ['gestational_diabetes']),
      );
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['conditions']);
      expect(r.error?.issues[0]?.message).toMatch(/gestational diabetes applies to women only/);
    });
  });

  describe('gout (ACR 2020; 中国高尿酸血症与痛风诊疗指南 2019)', () => {
    it.each([
      [480, 'μmol/L', true],
      [5.2, 'mg/dL', false],
    ] as const)('urate %s %s: target < 360 µmol/L (6 mg/dL), above = %s', (value, unit, above) => {
      const p = planFor(
        withConditions(person('male', 50, 172, 80, 'light'), ['gout'], {
          labs: [{ marker: 'uric acid', value, unit }],
        }),
        locale,
      );
      const f = findingOf(p, 'gout');
      expect(f?.text).toMatch(
        zh
          ? /啤酒.*含糖饮料.*果糖.*低于 360 µmol\/L（6 mg\/dL）.*每 2–5 周.*每 6 个月/
          : /beer.*sugary drinks.*fructose.*below 6 mg\/dL \(360 µmol\/L\).*every 2–5 weeks.*every 6 months/,
      );
      expect(f?.text).toMatch(
        above ? (zh ? /未低于目标/ : /not below the target/) : zh ? /已低于目标/ : /below the target: keep/,
      );
    });
  });

  describe('IBD (ESPEN 2023; ECCO 2015)', () => {
    it('70 kg: protein 84–105 g in a flare, oral iron ≤ 100 mg, IV iron by the doctor, vitamin D checked', () => {
      const f = findingOf(
        planFor(withConditions(person('female', 30, 165, 70, 'light'), ['ibd']), locale),
        'ibd',
      );
      expect(f?.text).toMatch(
        zh
          ? /1\.2–1\.5 克\/千克体重（你约 84–105 克）.*不超过 100 毫克元素铁.*静脉补铁.*消化科医生决定.*维生素D/
          : /1\.2–1\.5 g per kg a day \(about 84–105 g for you\).*no more than 100 mg of elemental iron.*by drip.*gastroenterologist decides.*vitamin D/,
      );
      expect(f?.reasons[0]?.source.ref).toMatch(/ESPEN.*2023.*ECCO/);
    });
  });
});

describe('properties', () => {
  const adult = fc.record({
    gender: fc.constantFrom('male' as const, 'female' as const),
    age: fc.integer({ min: 18, max: 90 }),
    heightCm: fc.integer({ min: 145, max: 200 }),
    weightKg: fc.integer({ min: 40, max: 200 }),
    activityLevel: fc.constantFrom(
      'sedentary' as const,
      'light' as const,
      'moderate' as const,
      'very_active' as const,
    ),
    locale: fc.constantFrom(...LOCALES),
    dairy: fc.constantFrom('rarely' as const, 'daily' as const),
  });

  it('bariatric: protein 60–80 g and calcium never carbonate, with no deficit, whatever the person', () => {
    fc.assert(
      fc.property(adult, ({ locale, dairy, ...who }) => {
        const p = planFor(
          {
            ...who,
            conditions: ['bariatric_surgery'],
            goals: ['weight_loss', 'muscle'],
            foodFrequency: { dairy },
          } as Answers,
          locale,
        );
        expect(statusOf(p, 'protein')?.target).toBe(60);
        expect(p.profile.proteinTargetG).toBe(60);
        expect(findingOf(p, 'energy')?.text).toMatch(
          locale === 'zh-CN' ? /蛋白质每天 60–80 克/ : /60–80 g protein/,
        );
        expect(p.profile.energyTargetKcal).toBeUndefined();
        const ca = recOf(p, 'calcium');
        if (ca) expect(ca.form).toBe('citrate');
        for (const prod of p.products) expect(formOf(prod.productId)).not.toBe('carbonate');
      }),
      { numRuns: 40 },
    );
  });

  it('gestational diabetes: the carbohydrate floor is at least 175 g and there is no deficit', () => {
    fc.assert(
      fc.property(
        adult,
        fc.constantFrom(
          'pregnant_t1' as const,
          'pregnant_t2' as const,
          'pregnant_t3' as const,
          'none' as const,
        ),
        ({ locale, dairy, ...who }, lifeStage) => {
          const p = planFor(
            {
              ...who,
              gender: 'female',
              lifeStage,
              conditions: ['gestational_diabetes'],
              goals: ['weight_loss'],
              foodFrequency: { dairy },
            } as Answers,
            locale,
          );
          expect(p.profile.energyTargetKcal).toBeUndefined();
          const f = findingOf(p, 'gestational-diabetes');
          expect(f).toBeDefined();
          if (lifeStage !== 'none') {
            const floor = Number(/(\d+) (?:克|g of carbohydrate)/.exec(f?.text ?? '')?.[1]);
            expect(floor).toBeGreaterThanOrEqual(175);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('dysphagia: never a weight-loss deficit', () => {
    fc.assert(
      fc.property(adult, ({ locale, dairy, ...who }) => {
        const p = planFor(
          { ...who, conditions: ['dysphagia'], goals: ['weight_loss'], foodFrequency: { dairy } } as Answers,
          locale,
        );
        expect(p.profile.energyTargetKcal).toBeUndefined();
      }),
      { numRuns: 20 },
    );
  });
});
