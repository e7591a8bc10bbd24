/**
 * The fiftieth clinician review's moderates fixed in the twenty-ninth session (en M7, M9, M10, M17).
 *
 * Fiftieth clinician review, en M9: at 11 weeks on Tegretol the plan said "talk to your neurologist before trying for
 * a baby, who may switch the medicine" and the chat "if you are or might be pregnant … plan the pregnancy with your
 * prescriber first". Pregnant in the plan, both say she is pregnant: the 5 mg folic acid starts now, the midwife
 * arranges the anomaly scan, any change is the neurologist's (RCOG GTG 68), and never "before trying for a baby".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '.';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, findingOf, person } from '../testing';

const jade: Answers = {
  ...person('female', 29, 163, 66, 'light'),
  lifeStage: 'pregnant_t1',
  gestationalWeek: 11,
  conditions: ['epilepsy'],
  medicines: ['carbamazepine'],
};
const planning: Answers = {
  ...person('female', 29, 163, 66, 'light'),
  conditions: ['epilepsy'],
  medicines: ['carbamazepine'],
};
const PLANNING_WORDS = {
  'zh-CN': /想要孩子前|先和开药的医生商量好再备孕/,
  'en-US': /before trying for a baby|plan the pregnancy/,
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('the plan speaks to a pregnancy under way, not one being planned', () => {
    const f = findingOf(planFor(jade, locale), 'teratogen:antiepileptic-folic-acid')!;
    expect(f.text).not.toMatch(PLANNING_WORDS[locale]);
    expect(f.text).toMatch(
      zh ? /已经怀孕了才开始也要吃/ : /start it now even though the pregnancy has begun/,
    );
    expect(f.text).toMatch(zh ? /胎儿结构筛查超声/ : /anomaly scan/);
    expect(f.text).toMatch(zh ? /不要自己停药或减量/ : /do not stop or cut it yourself/);
  });

  it('not pregnant, the planning words stay', () => {
    const f = findingOf(planFor(planning, locale), 'teratogen:antiepileptic-folic-acid')!;
    expect(f.text).toMatch(zh ? /想要孩子前/ : /before trying for a baby/);
  });

  it('the chat tells her she is pregnant, not "if you are or might be"', () => {
    const text = zh
      ? '我现在怀孕了，卡马西平要换药吗？'
      : 'do i need to switch my tegretol now that im pregnant?';
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor(`rev50-m9:${locale}`, jade, locale),
      medicines: ['carbamazepine'],
    });
    expect(r.text).toMatch(zh ? /你正在怀孕，又在吃这种药/ : /You are pregnant and take this medicine/);
    expect(r.text).not.toMatch(zh ? /怀疑怀孕/ : /might be pregnant/);
    expect(r.text).not.toMatch(PLANNING_WORDS[locale]);
    expect(r.text).toMatch(zh ? /不要自己停药/ : /Do not stop/);
  });
});

/**
 * en M10: "the plan prioritises a maintenance dose of vitamin D" beside a plan with no vitamin D item, because her
 * prenatal multivitamin already gave it: the insufficiency text names both places the daily dose can come from.
 */
describe.each(LOCALES)('%s: vitamin D insufficiency with a prenatal multivitamin', (locale) => {
  it('no promise of a plan item that is not there', () => {
    const withPrenatal: Answers = {
      ...jade,
      supplements: [
        { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
      ],
      labs: [{ marker: 'Vitamin D', value: 38, unit: 'nmol/L', labRefLow: 50, labRefHigh: 175 }],
    };
    const p = planFor(withPrenatal, locale);
    expect(p.recommendations.some((r) => r.nutrient === 'vitaminD')).toBe(false);
    const f = findingOf(p, 'lab:vitaminD25OH')!;
    expect(f.text).not.toMatch(/prioritises|优先补充/);
    expect(f.text).toMatch(locale === 'zh-CN' ? /已经在吃的复合维生素/ : /a multivitamin you already take/);
  });
});

/** en M7: "can I take the iron at night instead?" got a heartburn leaflet; "before bed" was read as a dose question. */
describe('iron at night in pregnancy', () => {
  const withIron: Answers = {
    ...jade,
    medicines: ['carbamazepine', 'alginate-antacid'],
    supplements: [
      { optionId: 'prenatal-multivitamin', name: 'Pregnacare Original', dose: 1, unit: 'tablet' },
    ],
    labs: [{ marker: 'Ferritin', value: 14, unit: 'ug/L', labRefLow: 15, labRefHigh: 150 }],
  };
  it.each([
    'can i take the iron at night instead?',
    'is it ok to take iron before bed',
    'can I take my iron before bed? it makes me sick in the morning',
  ])('"%s" is answered as timing: with food or at bedtime is fine', (text) => {
    const r = assistantReply({
      text,
      locale: 'en-US',
      plan: storedPlanFor('rev50-m7', withIron, 'en-US'),
      medicines: withIron.medicines!,
    });
    expect(r.intent).toBe('supplement_timing');
    expect(r.text).toMatch(/at bedtime/);
    expect(r.text).not.toMatch(/no reliable rule|Heartburn/);
  });
});

/** en M17: Ensure or Nepro asked on haemodialysis with a potassium of 6.1 and a phosphate of 6.8. */
describe.each(LOCALES)('%s: a nutrition drink on dialysis', (locale) => {
  const marcus: Answers = {
    ...person('male', 58, 178, 84, 'light'),
    conditions: ['dialysis', 'diabetes'],
    medicines: ['sevelamer', 'cinacalcet'],
    labs: [
      { marker: 'Potassium', value: 6.1, unit: 'mmol/L' },
      { marker: 'Phosphate', value: 6.8, unit: 'mg/dL' },
    ],
  };
  const zh = locale === 'zh-CN';
  it.each(
    zh
      ? ['透析的人可以喝安素吗？', '我该喝安素还是Nepro？']
      : ['should i drink ensure or nepro?', 'my wife bought ensure shakes for me, are they ok'],
  )('"%s": the dialysis formula and the renal dietitian, not a "Yes" for the standard drink', (text) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor(`rev50-m17:${locale}`, marcus, locale),
      medicines: marcus.medicines!,
    });
    expect(r.text).toMatch(zh ? /透析专用配方/ : /A dialysis formula/);
    expect(r.text).toMatch(zh ? /营养师/ : /renal dietitian/);
    expect(r.text).not.toMatch(zh ? /^\*\*可以/ : /^\*\*Yes/);
    expect(r.text).not.toMatch(/no reliable rule|我没有可靠的规则/);
  });
});

/** en M12: a potassium of 3.3 typed beside bananas and coconut water, on digoxin and torsemide. */
describe.each(LOCALES)('%s: foods for a low potassium typed in', (locale) => {
  const ravi: Answers = {
    ...person('male', 68, 168, 70, 'sedentary'),
    conditions: ['heart_failure'],
    medicines: ['acenocoumarol', 'digoxin', 'torsemide'],
    labs: [{ marker: 'Potassium', value: 3.3, unit: 'mmol/L' }],
  };
  const zh = locale === 'zh-CN';
  const ask = (text: string, who: Answers = ravi) =>
    assistantReply({
      text,
      locale,
      plan: storedPlanFor(`rev50-m12:${locale}:${who.conditions?.join()}`, who, locale),
      medicines: who.medicines!,
    }).text;
  const text = zh
    ? '血钾3.3，每天喝椰子水、吃香蕉补钾可以吗？'
    : 'Potassium is 3.3. Can I drink tender coconut water daily and eat banana for potassium?';

  it('the lab reading leads, then the foods with their potassium and that food alone is not enough', () => {
    const a = ask(text);
    expect(a).toMatch(zh ? /地高辛/ : /digoxin/);
    expect(a).toMatch(zh ? /椰子水约600毫克/ : /coconut water about 600 mg/);
    expect(a).toMatch(zh ? /香蕉含钾约420毫克/ : /banana has about 420 mg/);
    expect(a).toMatch(zh ? /靠食物补不回/ : /food alone does not bring/);
    expect(a).not.toMatch(/no reliable rule|我也没有可靠的规则/);
    expect(a).not.toMatch(/anticoagulation clinic|抗凝门诊/);
  });

  it('with kidney disease the foods stay the kidney team’s', () => {
    const a = ask(text, { ...ravi, conditions: ['heart_failure', 'kidney_disease'] });
    expect(a).not.toMatch(zh ? /可以照常吃喝/ : /are fine with a low potassium/);
  });
});
