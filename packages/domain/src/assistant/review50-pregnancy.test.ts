/**
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
