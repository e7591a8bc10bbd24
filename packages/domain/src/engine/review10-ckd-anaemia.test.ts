/**
 * Tenth clinician review, zh P2 (阿妈, 69, CKD G4 eGFR 20, Hb 92 g/L, no ferritin or TSAT, irbesartan),
 * finding 1: the plan recommended and the shop sold iron 15 mg while its own lab text said "不要自己吃铁剂".
 * In CKD anaemia without iron studies there is no iron product; the nephrologist checks ferritin and TSAT
 * and decides (KDIGO 2012 Anemia in CKD ch. 2). The chat agrees with the plan.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { askPersona } from '../assistant/testing';
import { CKD_ANAEMIA_IRON_REF } from '../knowledge/chronic-conditions';
import { LOCALES, findingOf, person, recOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const AMA = 'CKD G4 anaemia without iron studies, irbesartan, potassium 5.8';
const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};

const ckd = (
  labs: NonNullable<Answers['labs']>,
  conditions: Answers['conditions'] = ['kidney_disease'],
): Answers => ({
  ...person('female', 69, 152, 48, 'sedentary'),
  conditions,
  labs,
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const NEPHRO = zh
    ? /不推荐铁剂.*铁蛋白和转铁蛋白饱和度.*肾内科/s
    : /no iron.*ferritin and transferrin saturation.*nephrologist/is;

  it("the reviewer's 阿妈: no iron recommended, the skip says the nephrologist checks ferritin and TSAT", () => {
    const plan = planFor(persona(AMA), locale);
    expect(recOf(plan, 'iron')).toBeUndefined();
    const skip = findingOf(plan, 'skipped:iron');
    expect(skip?.text).toMatch(NEPHRO);
  });

  it.each([
    [
      'eGFR 20, answered kidney disease',
      [{ marker: 'eGFR', value: 20, unit: 'mL/min/1.73m2' }],
      ['kidney_disease'],
    ],
    ['eGFR 38 only (G3b by the lab)', [{ marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2' }], []],
    ['dialysis', [], ['dialysis']],
    ['kidney disease, no eGFR', [], ['kidney_disease']],
  ] as const)('%s with Hb 95 g/L and no iron studies: no iron product', (_, extra, conditions) => {
    const plan = planFor(
      ckd([{ marker: '血红蛋白', value: 95, unit: 'g/L' }, ...extra], [
        ...conditions,
      ] as Answers['conditions']),
      locale,
    );
    expect(recOf(plan, 'iron')).toBeUndefined();
    expect(findingOf(plan, 'skipped:iron')?.text).toMatch(NEPHRO);
  });

  it('with a low ferritin the iron studies decide as before (not this rule)', () => {
    const plan = planFor(
      ckd([
        { marker: 'eGFR', value: 20, unit: 'mL/min/1.73m2' },
        { marker: '血红蛋白', value: 95, unit: 'g/L' },
        { marker: 'ferritin', value: 8, unit: 'ng/mL' },
      ]),
      locale,
    );
    const skip = findingOf(plan, 'skipped:iron');
    expect(skip?.reasons.some((r) => r.ref === CKD_ANAEMIA_IRON_REF)).not.toBe(true);
  });
});

describe('the chat agrees with the plan (zh P2 Q: 血红蛋白92要唔要买铁剂)', () => {
  const NO_IRON = {
    zh: /不要自己吃铁剂|方案不推荐铁剂|不推荐铁剂/,
    en: /no iron|not recommend(s)? (any )?iron|take no iron/i,
  };
  const SELF_IRON = { zh: /(可以|建议)(吃|买|补)铁剂/, en: /\byou can take (an )?iron\b|\btake iron \d+/i };
  it.each([
    ['zh-CN', '血红蛋白92要唔要买铁剂或者阿胶红枣补下血？你个方案叫佢食铁'],
    ['zh-CN', '我妈血红蛋白才92，要不要给她买点铁剂补血？'],
    ['zh-CN', '贫血了吃阿胶红枣还是吃铁片好？'],
    ['en-US', "mum's haemoglobin is 92, should I buy her iron tablets? your plan says iron"],
    ['en-US', 'her hemoglobin is low at 9.2, can she take an iron pill or something to build blood?'],
  ] as const)('%s: "%s"', (locale, q) => {
    const r = askPersona(AMA, locale, q);
    const text = r.text;
    expect(text).toMatch(locale === 'zh-CN' ? NO_IRON.zh : NO_IRON.en);
    expect(text).toMatch(locale === 'zh-CN' ? /铁蛋白/ : /ferritin/i);
    expect(text).not.toMatch(locale === 'zh-CN' ? SELF_IRON.zh : SELF_IRON.en);
  });
});
