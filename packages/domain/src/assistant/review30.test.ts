import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { checkAnswer } from './safety';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

const persona = (name: string): Answers => {
  const found = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!found) throw new Error(`no reference persona ${name}`);
  return found[1];
};

// The thirtieth blind clinician review (2026-11-30): its serious findings, each as the reviewer saw it
// (development data once read). en S5 is rows.test.ts's "the vitamin D upper limit of its language".

type Locale = 'zh-CN' | 'en-US';
const ask = (name: string, answers: Answers, text: string, locale: Locale) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(`review30:${name}:${locale}`, answers, locale),
    medicines: answers.medicines ?? [],
    history: [],
  });

// en persona 3: 44, 10–12 beers a day, raised liver enzymes, Tylenol PM nightly and Advil.
// en persona 1: 84, hypoparathyroidism after thyroid surgery, CKD G3a, on calcitriol and a thiazide.
const edna = persona(
  'Edna: 84, hypoparathyroidism on calcitriol and a thiazide, prescribed calcium and her own Tums (en)',
);

const mike = persona('Mike: 10–12 beers a day, raised liver enzymes, Tylenol PM and Advil, a B complex (en)');

// en persona 2: 20 weeks pregnant with Crohn's and iron-deficiency anaemia, a prenatal and Slow Fe.
const jess = persona('Jess: 20 weeks pregnant with Crohn’s, ferritin 11, a prenatal and Slow Fe (en)');

// zh persona 1: 77, a stent, aspirin and clopidogrel, with fish oil, ginkgo and nattokinase.
const dapt = persona('老人放支架后双抗，鱼油、银杏、纳豆激酶 (zh)');

describe('thirtieth clinician review, serious findings', () => {
  it('zh S1: "2000单位" of vitamin D is no calorie figure set by a care team', () => {
    for (const text of ['医生说我维D低，我买的2000单位的能吃吗', '医生说让我吃1000单位的维D，能吃吗']) {
      const r = ask('dapt', dapt, text, 'zh-CN');
      expect(r.text).not.toMatch(/治疗团队给你定的|千卡吃/);
    }
    // The care team's calorie figure is still backed when it is one.
    const team = ask('dapt', dapt, '医生给我定的是每天2000千卡，你这里算的不一样，听谁的', 'zh-CN');
    expect(team.text).toMatch(/治疗团队给你定的2,?000 千卡/);
  });

  it('zh S2: fish oil, ginkgo and nattokinase on two antiplatelets — the plan’s verdict leads the chat', () => {
    const plan = planFor(dapt, 'zh-CN');
    expect(plan.productReviews.map((r) => r.verdict)).toEqual(['avoid', 'avoid', 'avoid']);
    const r = ask('dapt', dapt, '我天天吃的那个鱼油 银杏 纳豆激酶 是不是都得停啊？', 'zh-CN');
    const lead = r.text.indexOf('你的方案的结论是先暂缓服用');
    expect(lead).toBeGreaterThan(-1);
    expect(r.text.match(/你的方案的结论是先暂缓服用/g)).toHaveLength(3);
    expect(lead).toBeLessThan(r.text.indexOf('（轻微）'));
  });

  it('en S1: the B complex stopped for niacin is the heavy drinker’s only thiamine — the review says how to keep it', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const b = planFor(mike, locale).productReviews.find((r) => r.optionId === 'b-complex')!;
      expect(b.verdict).toBe('over_ul');
      expect(b.issues.join(' ')).toMatch(locale === 'zh-CN' ? /唯一的维生素B1/ : /only thiamine/);
    }
    const light = planFor({ ...mike, alcohol: 'light' }, 'en-US').productReviews[0]!;
    expect(light.issues.join(' ')).not.toMatch(/only thiamine/);
  });

  it('en S2: quitting cold turkey after 10–12 beers a day — see a doctor this week, withdrawal signs, thiamine', () => {
    const en = ask(
      'mike',
      mike,
      'i drink like 10-12 beers a day. planning to just quit cold turkey this weekend, any vitamins that help',
      'en-US',
    );
    expect(en.text).toMatch(/do not stop all at once on your own: see a doctor this week/);
    expect(en.text).toMatch(/seizures or delirium tremens/);
    expect(en.text).toMatch(/thiamine/);
    const zh = ask('mike', mike, '我每天喝七八瓶啤酒，打算这周末一下子把酒戒了，吃点什么维生素好', 'zh-CN');
    expect(zh.text).toMatch(/不要自己一下子全停：请这周就去看医生/);
    // Someone who drinks a glass now and then is not told about withdrawal.
    const light = ask(
      'mike',
      { ...mike, alcohol: 'light' },
      'thinking of doing dry january, any tips?',
      'en-US',
    );
    expect(light.text).not.toMatch(/delirium tremens/);
  });

  it('en S3: acetaminophen and NSAIDs with heavy drinking — in the plan and the chat', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const ids = planFor(mike, locale).findings.map((f) => f.id);
      expect(ids).toContain('medicine-diet:alcohol-acetaminophen');
      expect(ids).toContain('medicine-diet:alcohol-nsaid');
      const moderate = planFor({ ...mike, alcohol: 'moderate' }, locale).findings.map((f) => f.id);
      expect(moderate).not.toContain('medicine-diet:alcohol-acetaminophen');
    }
    const r = ask(
      'mike',
      mike,
      'is it ok to take tylenol pm every night with the beers, helps me sleep',
      'en-US',
    );
    expect(r.text).toMatch(/can cause severe liver damage/);
    expect(r.text).toMatch(/no sleep aid to take with drinking/);
  });

  it('en S4: iron 72 mg at 20 weeks with a ferritin of 11 — the treatment dose, never also "take less"', () => {
    const r = ask(
      'jess',
      jess,
      'how much iron am i actually getting with the prenatal and the slow fe, is that too much',
      'en-US',
    );
    expect(r.text).toMatch(/keep taking it as your doctor directs/);
    expect(r.text).not.toMatch(/take less/);
  });

  it('en S6: Tums beside prescribed calcium on calcitriol and a thiazide, 2,368 mg a day, is not "keep it"', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const reviews = planFor(edna, locale).productReviews;
      expect(reviews.find((r) => r.optionId === 'calcium-carbonate-d3')!.verdict).toBe('keep');
      const tums = reviews.find((r) => r.optionId === 'calcium-carbonate-tums')!;
      expect(tums.verdict).toBe('avoid');
      expect(tums.issues.join(' ')).not.toMatch(/you can keep it|可以继续服用/);
    }
    // With a low blood calcium (no albumin to correct it), the hypoparathyroidism rule of the twenty-first review
    // stands: this rule does not hold her own calcium back.
    const low = { ...edna, labs: [{ marker: 'calcium', value: 7.6, unit: 'mg/dL' }] };
    const tums = planFor(low, 'en-US').productReviews.find((r) => r.optionId === 'calcium-carbonate-tums')!;
    expect(tums.issues.join(' ')).not.toMatch(/do not take it on your own/);
  });

  it('zh M1: at 77 an HbA1c of 7.4 % is within the older adult’s goal (< 7.5 %), not "above the goal"', () => {
    const older: Answers = {
      gender: 'male',
      age: 77,
      heightCm: 168,
      weightKg: 70,
      activityLevel: 'light',
      conditions: ['diabetes', 'hypertension', 'kidney_disease'],
      medicines: ['metformin', 'aspirin', 'clopidogrel'],
      labs: [{ marker: 'HbA1c', value: 7.4, unit: '%' }],
    };
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(older, locale);
      expect(plan.findings.map((f) => f.id)).not.toContain('glucose-above-goal');
      expect(plan.reportAnalysis?.markers.find((m) => m.key === 'hba1c')?.flag).toBe('normal');
      // 7.8 % at 70 is above it, with the older adult's goal named; at 50, 7.4 % is above the usual 7.0 %.
      const above = planFor(
        { ...older, age: 70, labs: [{ marker: 'HbA1c', value: 7.8, unit: '%' }] },
        locale,
      );
      expect(above.findings.find((f) => f.id === 'glucose-above-goal')?.text).toMatch(/7\.5 %/);
      const younger = planFor({ ...older, age: 50 }, locale);
      expect(younger.findings.find((f) => f.id === 'glucose-above-goal')?.text).toMatch(/< 7 %/);
    }
  });

  it('en M3: "my endocrinologist told me to take it" — the prescription stands, never "hold it"', () => {
    const plan = storedPlanFor('review30:edna:en-US', edna, 'en-US');
    const first = 'can i keep taking my vitamin D3 2000 with the rocaltrol?';
    const r = assistantReply({
      text: 'the app says avoid it but my endocrinologist told me to take it after my thyroid surgery??',
      locale: 'en-US',
      plan,
      medicines: edna.medicines ?? [],
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: ask('edna', edna, first, 'en-US').text },
      ],
    });
    expect(r.text).toMatch(/if your doctor prescribed it, keep taking it as they said/);
    expect(r.text).not.toMatch(/verdict is to hold it/);
    // Not said so: the plan's verdict stands.
    expect(ask('edna', edna, first, 'en-US').text).toMatch(/verdict is to hold it/);
  });

  it('en M4: Mag-Ox correcting a measured low magnesium at eGFR 48 is kept and rechecked, not "avoid"', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const mg = planFor(edna, locale).productReviews.find((r) => r.optionId === 'magnesium-oxide-400')!;
      expect(mg.verdict).toBe('keep');
      expect(mg.issues.join(' ')).toMatch(locale === 'zh-CN' ? /复查血镁/ : /recheck magnesium/);
      // Below an eGFR of 30 the kidney rule stands.
      const g4 = {
        ...edna,
        labs: (edna.labs ?? []).map((l) => (l.marker === 'eGFR' ? { ...l, value: 22 } : l)),
      };
      expect(
        planFor(g4, locale).productReviews.find((r) => r.optionId === 'magnesium-oxide-400')!.verdict,
      ).toBe('avoid');
    }
  });

  it('en M2 in part: azathioprine in pregnancy is continued — "do not stop it yourself", no "contact the prescriber today"', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const r = ask(
        'jess',
        jess,
        locale === 'zh-CN'
          ? '怀孕了还能吃硫唑嘌呤吗？要不要停，我姐说这是化疗药'
          : 'is imuran safe for the baby or should i stop it, my sister says its basically chemo',
        locale,
      );
      expect(r.text).toMatch(
        locale === 'zh-CN' ? /一般都继续吃/ : /usually continued before and during pregnancy/,
      );
      expect(r.text).not.toMatch(/请今天就联系开药的医生|contact the prescriber today/);
    }
  });
});

describe('thirtieth clinician review, moderates worked later', () => {
  const askAs = (name: string, answers: Answers, text: string, locale: Locale = 'zh-CN') =>
    ask(name, answers, text, locale);
  it('zh M2: "要换成啥钙" on omeprazole — the plan’s switch to calcium citrate, not "no reliable rule"', () => {
    // The reviewer's persona had omeprazole and metformin too, and her daughter's 钙尔奇D.
    const withCalcium: Answers = {
      ...dapt,
      medicines: [...(dapt.medicines ?? []), 'omeprazole', 'metformin'],
      supplements: [...(dapt.supplements ?? []), { optionId: 'caltrate-d600', dose: 1, unit: 'tablet' }],
    };
    const askCa = (text: string) => askAs('dapt+calcium', withCalcium, text);
    const plan = planFor(withCalcium, 'zh-CN');
    const finding = plan.findings.find((f) => f.id === 'form-switch:calcium');
    expect(finding?.text).toMatch(/枸橼酸钙/);
    for (const text of ['我那钙尔奇要换成啥钙？一天吃几片', '钙片吃哪种好']) {
      const r = askCa(text);
      expect(r.text).toMatch(/建议换成枸橼酸钙/);
      expect(r.text).not.toMatch(/没有可靠的规则/);
    }
    const en = askAs('dapt+calcium', withCalcium, 'should I switch my calcium to citrate?', 'en-US');
    expect(en.text).toMatch(/calcium citrate/i);
    expect(en.text).not.toMatch(/no reliable rule/);
    // The finding's salt weight is no calcium dose above the limit for the answer check: kept whole.
    const enPlan = storedPlanFor('review30:dapt+calcium:en-US', withCalcium, 'en-US');
    const switchText = enPlan.findings.find((f) => f.id === 'form-switch:calcium')!.text;
    expect(switchText).toMatch(/weighed as the citrate salt, about 2,?860 mg/);
    expect(
      checkAnswer(switchText, { plan: enPlan, medicines: withCalcium.medicines ?? [], locale: 'en-US' }).ok,
    ).toBe(true);
    // A dose question with no word of form keeps the plan's dose alone.
    const dose = askCa('钙一天要吃多少');
    expect(dose.text).not.toMatch(/建议换成枸橼酸钙/);
  });

  it('zh M11: "喝豆浆咖啡影响优甲乐吗" — coffee is answered beside soy milk, in both languages', () => {
    // Edna takes levothyroxine (Synthroid) after thyroid surgery, as the reviewer's persona did.
    const zh = ask('edna', edna, '喝豆浆咖啡影响优甲乐吗', 'zh-CN');
    expect(zh.text).toMatch(/豆浆/);
    expect(zh.text).toMatch(/咖啡/);
    const en = ask('edna', edna, 'does soy milk or coffee mess with my synthroid?', 'en-US');
    expect(en.text).toMatch(/soy/);
    expect(en.text).toMatch(/coffee/);
  });
});
