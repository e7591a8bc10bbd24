/**
 * Acenocoumarol as the questionnaire and the taboo check read it (blind answer round 47: Acitrom was kept as an
 * unknown medicine). Its names in both languages resolve to it, and it gets warfarin's warnings as a vitamin K
 * antagonist: the anticoagulant class's bleeding rules and the VKA class's INR and vitamin K rules.
 */
import { describe, expect, it } from 'vitest';
import type { Substance } from '../substances';
import { dietNotesFor, resolveMedicine, taboosFor, teratogenFindings } from './index';

describe('acenocoumarol is found by its names', () => {
  it.each([
    ['Acitrom', 'acenocoumarol'],
    ['Acitrom 2mg', 'acenocoumarol'],
    ['Sintrom', 'acenocoumarol'],
    ['Sinthrome 1 mg', 'acenocoumarol'],
    ['acenocumarol', 'acenocoumarol'],
    ['醋硝香豆素', 'acenocoumarol'],
    ['醋硝香豆素片', 'acenocoumarol'],
    ['新抗凝', 'acenocoumarol'],
    ['vitamin K antagonist', 'class:vitamin_k_antagonist'],
  ])('%s → %s', (text, id) => {
    expect(resolveMedicine(text)).toMatchObject({ status: 'resolved', id });
  });

  it('a class phrase for it carries the anticoagulant class too, so the bleeding rules reach it', () => {
    const r = resolveMedicine('维生素K拮抗剂');
    expect(r.status === 'resolved' && r.drug.classes).toEqual(['anticoagulant', 'vitamin_k_antagonist']);
  });
});

describe('acenocoumarol gets the warnings warfarin gets', () => {
  // What the person takes, as the plan reads it: fish oil, vitamin E 400 IU (268 mg), ginkgo, vitamin K2 …
  const taken: Substance[] = [
    'omega3',
    'vitaminE',
    'ginkgo',
    'vitaminK',
    'cranberry',
    'danshen',
    'stJohnsWort',
  ];
  const dailyMg = { vitaminE: 268 };
  const of = (medicine: string, locale: 'zh-CN' | 'en-US') =>
    taboosFor({ medicines: [medicine], substances: taken, dailyMg }, locale).filter(
      (t) => t.kind === 'interaction',
    );

  it.each(taken.flatMap((s) => (['en-US', 'zh-CN'] as const).map((l) => [s, l] as const)))(
    '%s (%s): same severity and handling as on warfarin',
    (substance, locale) => {
      const w = of('warfarin', locale).find((t) => t.target === substance)!;
      const a = of('acenocoumarol', locale).find((t) => t.target === substance);
      expect(w).toBeDefined();
      expect(a).toMatchObject({ severity: w.severity, management: w.management, drugId: 'acenocoumarol' });
    },
  );

  it.each([
    ['en-US', 'your acenocoumarol dose was set with it on board', /warfarin/i],
    ['zh-CN', '你的醋硝香豆素剂量是在吃着它的情况下调好的', /华法林/],
  ] as const)('%s: the vitamin K advice names the person’s own medicine', (locale, said, notSaid) => {
    const k = of('acenocoumarol', locale).find((t) => t.target === 'vitaminK')!;
    expect(k.advice).toContain(said);
    expect(k.advice).not.toMatch(notSaid);
  });

  it.each([
    ['amiodarone', 'major'],
    ['fluconazole', 'major'],
    ['capecitabine', 'major'],
    ['sertraline', 'moderate'],
  ])('beside %s: the INR pair warfarin has', (other, severity) => {
    const pair = (vka: string) =>
      taboosFor({ medicines: [vka, other], substances: [] }, 'en-US').find(
        (t) => t.kind === 'drug_interaction',
      );
    const a = pair('acenocoumarol');
    expect(a).toMatchObject({ severity, management: pair('warfarin')!.management });
    expect(`${a!.mechanism} ${a!.advice}`).toMatch(/\bINR\b/);
    expect(a!.advice).toMatch(/acenocoumarol|anticoagulation clinic/);
  });

  it.each(['en-US', 'zh-CN'] as const)('%s: natto and alcohol are its own notes', (locale) => {
    const ids = dietNotesFor(['acenocoumarol'], locale).map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(['acenocoumarol-natto', 'alcohol-acenocoumarol']));
  });

  it('a woman who could become pregnant is told it can harm an unborn baby, and not to stop it herself', () => {
    const [f] = teratogenFindings({
      locale: 'en-US',
      gender: 'female',
      age: 30,
      lifeStage: 'none',
      medicines: ['acenocoumarol'],
    });
    expect(f?.text).toMatch(/Acenocoumarol early in pregnancy .* birth defects/);
    expect(f?.text).toMatch(/do not stop or switch it yourself/);
  });
});
