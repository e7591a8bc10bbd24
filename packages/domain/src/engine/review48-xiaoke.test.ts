/**
 * Forty-eighth clinician review, the plan: a woman of 79 with an eGFR of 34 and a fasting glucose of 3.6 mmol/L on
 * 消渴丸 10 pills three times a day and glimepiride (亚莫利 2 mg) was told "我无法核对消渴丸". Now 消渴丸 is checked and
 * the two sulfonylureas are the plan's major pair, in both languages (knowledge/sulfonylurea-duplicates.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { resolveMedicineEntries } from '../interactions';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const LABS: Answers['labs'] = [
  { marker: 'egfr', value: 34, unit: 'mL/min/1.73m²' },
  { marker: 'fastingGlucose', value: 3.6, unit: 'mmol/L' },
];
const HER: Answers = {
  ...person('female', 79, 155, 52, 'sedentary'),
  conditions: ['diabetes'],
  labs: LABS,
  ...(() => {
    const r = resolveMedicineEntries(['消渴丸 10丸 每日三次', '亚莫利 2mg'], 'zh-CN');
    return { medicines: r.ids, medicineDoses: r.doses };
  })(),
};

const SAYS = {
  'zh-CN': [
    /每10丸含西药格列本脲（优降糖）2\.5 mg/,
    /两种磺脲类降糖药一起吃/,
    /年纪大、肾功能差（eGFR低于60）或空腹血糖已经偏低/,
    /今天就联系开药的医生/,
    /不要自己停掉或减掉其中一种/,
    /身上随时带糖块或葡萄糖片/,
  ],
  'en-US': [
    /every 10 pills contain 2\.5 mg of glibenclamide/,
    /two sulfonylureas at once/,
    /at an older age, with reduced kidney function \(an eGFR under 60\) or with a fasting glucose already low/,
    /Contact the doctor who prescribes them \(or your pharmacist\) today/,
    /do not stop, cut or raise either one on your own/,
    /Carry sugar or glucose tablets/,
  ],
} as const;

describe.each(LOCALES)('%s: 消渴丸 with glimepiride at 79, eGFR 34, glucose 3.6', (locale) => {
  const zh = locale === 'zh-CN';

  it('消渴丸 is checked: nothing left unchecked', () => {
    const plan = planFor(HER, locale);
    expect(HER.medicines).toEqual(['xiaoke-pills', 'glimepiride']);
    expect(plan.profile.medicinesUnchecked ?? []).toEqual([]);
    expect(plan.findings.some((f) => f.id === 'medicines.unresolved')).toBe(false);
    expect(JSON.stringify(plan)).not.toMatch(/我无法核对|I could not check/);
  });

  it('the two sulfonylureas are a major pair naming both, with the risk, what to do and the sources', () => {
    const plan = planFor(HER, locale);
    const pairs = plan.medicineTaboos.filter((t) => t.kind === 'drug_interaction');
    expect(pairs).toHaveLength(1);
    const t = pairs[0]!;
    expect(t).toMatchObject({ severity: 'major', management: 'avoid' });
    expect([t.drug, t.supplement].sort()).toEqual(
      zh
        ? ['格列美脲', '消渴丸（含格列本脲）'].sort()
        : ['Glimepiride', 'Xiaoke pills (contain glibenclamide)'].sort(),
    );
    for (const said of SAYS[locale]) expect(`${t.mechanism} ${t.advice}`).toMatch(said);
    expect(t.source.ref).toMatch(/消渴丸说明书/);
    expect(t.source.ref).toMatch(/AGS Beers Criteria/);
    expect(t.source.ref).toMatch(/中国老年糖尿病诊疗指南（2024年版）/);
    expect(t.source.ref).toMatch(/Standards of Care in Diabetes—2025, §13/);
  });

  it('the low glucose and the sulfonylureas’ own rows stay', () => {
    const plan = planFor(HER, locale);
    expect(plan.findings.find((f) => f.id === 'glucose-hypoglycaemia')?.severity).toBe('warning');
    expect(plan.findings.some((f) => f.id === 'medicine-diet:alcohol-hypoglycaemia')).toBe(true);
  });

  it('a plan stored with 消渴丸 kept as typed is checked now', () => {
    const plan = planFor(
      { ...HER, medicines: ['glimepiride'], medicineDoses: [], uncheckedMedicines: ['消渴丸'] },
      locale,
    );
    expect(plan.profile.medicinesUnchecked ?? []).toEqual([]);
    expect(
      plan.medicineTaboos.some((t) => t.kind === 'drug_interaction' && /xiaoke-pills/.test(t.ruleId)),
    ).toBe(true);
  });

  it('one sulfonylurea, the look-alike: no duplicate', () => {
    for (const medicines of [['xiaoke-pills'], ['glimepiride'], ['xiaoke-pills', 'metformin']]) {
      const plan = planFor({ ...HER, medicines, medicineDoses: [] }, locale);
      expect(
        plan.medicineTaboos.filter((t) => t.kind === 'drug_interaction'),
        medicines.join(),
      ).toEqual([]);
    }
  });
});
