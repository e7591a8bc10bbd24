/**
 * Eleventh clinician review, en P2 finding 3 (Eileen, 79, Hb 118 g/L), en P4 finding 4 (Frank, 66,
 * Hb 12.4 g/dL) and zh P3 finding 9 (老黄, 72, Hb 118 g/L): iron 15 mg was recommended, scheduled and
 * sold on a haemoglobin alone, with no ferritin or iron studies, while the same plan said "take no iron
 * of your own". Anaemia without iron studies is investigated, not treated: iron only when ferritin (or
 * TSAT) shows deficiency, and in a man or a woman past the menopause iron-deficiency anaemia needs its
 * cause looked for, the gut above all (BSG 2021; NICE CKS Anaemia – iron deficiency). Pregnancy keeps
 * its trial of oral iron (BSH 2020).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { askPersona } from '../assistant/testing';
import { ANAEMIA_IRON_STUDIES_REF } from '../knowledge/anaemia';
import { LOCALES, findingOf, person, recOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const EILEEN = 'Eileen: PMR on prednisolone, Hb 118 without iron studies, K 3.2 (UK)';
const FRANK = 'Frank: prostate cancer on prednisone, lisinopril/HCTZ and atorvastatin, K 3.3, Hb 12.4 g/dL';
const LAO_HUANG = '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)';
const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};
const ironProducts = (plan: ReturnType<typeof planFor>) =>
  (plan.products ?? []).filter((p) => p.nutrients.includes('iron'));

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const STUDIES = zh ? /铁蛋白.*(肠胃|胃肠|消化道)/s : /ferritin.*(gut|bowel)/is;

  // Eileen's 118 g/L is low by WHO's 120 (en-US standards), normal by WS/T 405's 115 (zh-CN).
  it.each(zh ? [FRANK, LAO_HUANG] : [EILEEN, FRANK, LAO_HUANG])(
    '%s: no iron recommended or sold; the skip asks for ferritin first',
    (name) => {
      const plan = planFor(persona(name), locale);
      expect(recOf(plan, 'iron')).toBeUndefined();
      expect(ironProducts(plan)).toEqual([]);
      const skip = findingOf(plan, 'skipped:iron');
      expect(skip?.text).toMatch(STUDIES);
      expect(skip?.reasons.some((r) => r.ref === ANAEMIA_IRON_STUDIES_REF)).toBe(true);
      // The haemoglobin's own text never says the plan weighs iron.
      expect(findingOf(plan, 'lab:hemoglobin')?.text ?? '').not.toMatch(/方案会评估铁|the plan weighs iron/);
    },
  );

  it.each([
    [
      'a man of 45, Hb 120 g/L',
      person('male', 45, 175, 75, 'light'),
      [{ marker: 'Hb', value: 120, unit: 'g/L' }],
    ],
    [
      'a woman of 60, Hb 10.9 g/dL',
      person('female', 60, 160, 60, 'light'),
      [{ marker: 'hemoglobin', value: 10.9, unit: 'g/dL' }],
    ],
    [
      'a woman of 30, Hb 105 g/L',
      person('female', 30, 160, 55, 'light'),
      [{ marker: '血红蛋白', value: 105, unit: 'g/L' }],
    ],
  ] as const)('%s and no iron studies: no iron product', (_, base, labs) => {
    const plan = planFor({ ...base, labs: [...labs] }, locale);
    expect(recOf(plan, 'iron')).toBeUndefined();
    expect(ironProducts(plan)).toEqual([]);
  });

  it('a low haemoglobin with a normal ferritin is no reason for iron', () => {
    const plan = planFor(
      {
        ...person('male', 66, 175, 80, 'light'),
        labs: [
          { marker: 'Hb', value: 118, unit: 'g/L' },
          { marker: 'ferritin', value: 180, unit: 'ng/mL' },
        ],
      },
      locale,
    );
    expect(recOf(plan, 'iron')).toBeUndefined();
  });

  it('a low ferritin still gives iron (the iron studies decide)', () => {
    const plan = planFor(
      {
        ...person('female', 30, 160, 55, 'light'),
        labs: [
          { marker: 'Hb', value: 105, unit: 'g/L' },
          { marker: 'ferritin', value: 8, unit: 'ng/mL' },
        ],
      },
      locale,
    );
    expect(recOf(plan, 'iron')).toBeDefined();
    expect(findingOf(plan, 'skipped:iron')?.reasons.some((r) => r.ref === ANAEMIA_IRON_STUDIES_REF)).not.toBe(
      true,
    );
  });

  it('in pregnancy a low haemoglobin keeps its trial of iron (BSH 2020)', () => {
    const plan = planFor(
      {
        ...person('female', 30, 165, 65, 'light'),
        lifeStage: 'pregnant_t2',
        gestationalWeek: 24,
        labs: [{ marker: 'Hb', value: 98, unit: 'g/L' }],
      },
      locale,
    );
    expect(recOf(plan, 'iron')).toBeDefined();
  });
});

describe('the chat agrees with the plan (en P2: "Is iron ok for her with the kidney thing?")', () => {
  const NO_IRON = {
    zh: /不推荐铁剂|先不要自己吃铁|不要自己吃铁/,
    en: /no iron|not recommend (any )?iron|take no iron/i,
  };
  const SELF_IRON = {
    zh: /(可以|建议)(吃|买|补)铁剂|每天补充铁/,
    en: /\byou can take (an )?iron\b|\btake iron \d+|iron \d+ ?mg a day/i,
  };
  it.each([
    ['en-US', EILEEN, 'Is iron ok for her with the kidney thing?'],
    ['en-US', EILEEN, 'her haemoglobin was 118, should she take an iron tablet?'],
    ['en-US', FRANK, 'His hemoglobin is 12.4, should he be on an iron pill?'],
    ['en-US', FRANK, 'do you think he needs iron for the anemia?'],
    ['zh-CN', LAO_HUANG, '他血红蛋白118，要不要吃点铁剂补补血？'],
    ['zh-CN', LAO_HUANG, '贫血了要不要买铁片给他吃？'],
    ['zh-CN', LAO_HUANG, '你们推荐的甘氨酸亚铁要不要买？'],
  ] as const)('%s %s: "%s"', (locale, name, q) => {
    const text = askPersona(name, locale, q).text;
    expect(text).toMatch(locale === 'zh-CN' ? NO_IRON.zh : NO_IRON.en);
    expect(text).toMatch(locale === 'zh-CN' ? /铁蛋白/ : /ferritin/i);
    expect(text).not.toMatch(locale === 'zh-CN' ? SELF_IRON.zh : SELF_IRON.en);
  });
});
