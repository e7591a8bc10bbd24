/**
 * Clinician review 2026-11-25 late (Z5, E3, E4): medicine pairs the medicine check was silent on.
 * Example table from the labels the rows cite (Zyloprim/Imuran/Uloric; Cipro §5/§7 and the Theo-24
 * interaction table; Xeloda), checked in both locales through `taboosFor` and the whole engine.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { medicineTabooSchema } from '../contracts/plan';
import { planFor } from '../engine';
import { person } from '../testing';
import { taboosFor } from './taboos';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

describe('late review: dangerous medicine pairs', () => {
  // prettier-ignore
  const CASES: [string, string[], string, string, 'avoid' | 'monitor', RegExp, RegExp][] = [
    // Zyloprim and Imuran labels, Drug Interactions: cut the thiopurine to a quarter, blood counts
    ['allopurinol + azathioprine', ['allopurinol', 'azathioprine'], 'allopurinol', 'allopurinol+azathioprine', 'monitor', /Zyloprim.*Imuran/, /四分之一|a quarter/],
    ['azathioprine + allopurinol (order)', ['azathioprine', 'allopurinol'], 'allopurinol', 'allopurinol+azathioprine', 'monitor', /Zyloprim/, /血常规|blood counts/],
    ['allopurinol + mercaptopurine', ['allopurinol', 'mercaptopurine'], 'allopurinol', 'allopurinol+mercaptopurine', 'monitor', /Zyloprim/, /四分之一|a quarter/],
    // Uloric §4: contraindicated
    ['febuxostat + azathioprine', ['febuxostat', 'azathioprine'], 'febuxostat', 'febuxostat+azathioprine', 'avoid', /Uloric.*§4/, /禁止合用|forbids/],
    ['febuxostat + mercaptopurine', ['mercaptopurine', 'febuxostat'], 'febuxostat', 'febuxostat+mercaptopurine', 'avoid', /Uloric/, /禁止合用|forbids/],
    // Cipro §5/§7; Theo-24 interaction table
    ['theophylline + ciprofloxacin', ['theophylline', 'ciprofloxacin'], 'theophylline', 'theophylline+ciprofloxacin', 'monitor', /Cipro.*§7.*Theo-24/, /茶碱血药浓度|theophylline level/],
    ['ciprofloxacin + theophylline (order)', ['ciprofloxacin', 'theophylline'], 'theophylline', 'theophylline+ciprofloxacin', 'monitor', /Cipro/, /抽搐|seizure/],
    ['theophylline + erythromycin', ['theophylline', 'erythromycin'], 'theophylline', 'theophylline+erythromycin', 'monitor', /erythromycin about 35/, /茶碱|theophylline/],
    ['theophylline + clarithromycin', ['theophylline', 'clarithromycin'], 'theophylline', 'theophylline+clarithromycin', 'monitor', /clarithromycin about 25/, /茶碱|theophylline/],
    // Xeloda: capecitabine-warfarin interaction (INR, fatal bleeding)
    ['warfarin + capecitabine', ['capecitabine', 'warfarin'], 'warfarin', 'warfarin+capecitabine', 'monitor', /Xeloda.*boxed warning/, /INR/],
  ];
  it.each(CASES)('%s', (_, medicines, drugId, ruleId, management, source, advice) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines, substances: [] }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ drugId, ruleId, severity: 'major', management });
      expect(pairs[0]!.source.ref).toMatch(source);
      expect(pairs[0]!.advice).toMatch(advice);
      expect(medicineTabooSchema.safeParse(pairs[0]).success).toBe(true);
      expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? /[\u4e00-\u9fff]/ : /^[^\u4e00-\u9fff]*$/);
    }
  });

  it('levofloxacin, a weak CYP1A2 inhibitor, is not given the ciprofloxacin row but its own moderate one (twelfth review, zh P1 #1)', () => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines: ['theophylline', 'levofloxacin'], substances: [] }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({
        ruleId: 'theophylline+levofloxacin',
        severity: 'moderate',
        management: 'monitor',
      });
      expect(pairs[0]!.source.ref).toMatch(/Levaquin/);
      expect(pairs[0]!.source.ref).not.toMatch(/^Cipro/);
      expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? /茶碱血药浓度/ : /theophylline level/);
    }
    // ofloxacin and norfloxacin too; moxifloxacin's label lists no theophylline effect
    for (const q of ['ofloxacin', 'norfloxacin'])
      expect(
        taboosFor({ medicines: ['theophylline', q], substances: [] }, 'en-US').find(
          (t) => t.kind === 'drug_interaction',
        )?.ruleId,
      ).toBe(`theophylline+${q}`);
    expect(
      taboosFor({ medicines: ['theophylline', 'moxifloxacin'], substances: [] }, 'en-US').some(
        (t) => t.kind === 'drug_interaction',
      ),
    ).toBe(false);
  });

  it.each(LOCALES)('%s: the reviewers’ personas get the pair in the plan', (locale) => {
    const z5 = planFor(
      { ...person('male', 62, 168, 72, 'light'), medicines: ['allopurinol', 'azathioprine', 'mesalazine'] },
      locale,
    );
    expect(z5.medicineTaboos.find((t) => t.ruleId === 'allopurinol+azathioprine')).toBeTruthy();
    const e3 = planFor(
      { ...person('male', 68, 175, 62, 'light'), medicines: ['theophylline', 'ciprofloxacin', 'tiotropium'] },
      locale,
    );
    expect(e3.medicineTaboos.find((t) => t.ruleId === 'theophylline+ciprofloxacin')).toBeTruthy();
    const e4 = planFor(
      { ...person('female', 58, 163, 54, 'light'), medicines: ['capecitabine', 'warfarin'] },
      locale,
    );
    expect(e4.medicineTaboos.find((t) => t.ruleId === 'warfarin+capecitabine')).toBeTruthy();
  });
});

// E2: MHRA/CSM 2000 (St John's wort interactions: triptans); Imitrex US PI §5 serotonin syndrome.
describe("late review: triptans with St John's wort", () => {
  it.each([
    ['sumatriptan', 'zh-CN'],
    ['sumatriptan', 'en-US'],
    ['rizatriptan', 'zh-CN'],
    ['rizatriptan', 'en-US'],
  ] as const)('%s (%s): major, avoid, serotonin syndrome', (drug, locale) => {
    const t = taboosFor({ medicines: [drug], substances: ['stJohnsWort'] }, locale).find(
      (x) => x.ruleId === 'class:triptan.stJohnsWort',
    );
    expect(t).toMatchObject({ drugId: drug, severity: 'major', management: 'avoid' });
    expect(t!.mechanism).toMatch(locale === 'zh-CN' ? /5-羟色胺综合征/ : /serotonin syndrome/);
    expect(t!.source.ref).toMatch(/MHRA.*triptans.*Imitrex/);
  });
});

// E3: the plan says the theophylline smoking and caffeine note for someone on theophylline only
// (Theo-24 label: smoking induces CYP1A2, clearance falls after stopping; caffeine adds).
describe('late review: theophylline and smoking in the plan', () => {
  it.each(LOCALES)('%s', (locale) => {
    const on = planFor({ ...person('male', 68, 175, 62, 'light'), medicines: ['theophylline'] }, locale);
    const f = on.findings.find((x) => x.id.includes('theophylline-smoking-caffeine'));
    expect(f?.text).toMatch(locale === 'zh-CN' ? /戒烟.*CYP1A2.*咖啡因/ : /smoking.*CYP1A2.*Caffeine/);
    const off = planFor({ ...person('male', 68, 175, 62, 'light'), medicines: ['tiotropium'] }, locale);
    expect(off.findings.some((x) => x.id.includes('theophylline-smoking-caffeine'))).toBe(false);
  });
});
