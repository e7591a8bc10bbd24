/**
 * Twenty-sixth clinician review (blind): lab markers that people on high-risk medicines bring were "not
 * recognised" in the plan's lab review — the INR on warfarin, a blood ammonia in cirrhosis, ciclosporin and
 * tacrolimus troughs after a transplant — and a digoxin of 1.4 ng/mL with heart failure read "normal".
 * Example values below, in and above each range (CHEST 2012 / ACC-AHA 2020 / Coumadin PI for the INR,
 * MedlinePlus and AASLD/EASL 2014 for ammonia, Rathore 2003 for digoxin in heart failure, KDIGO 2009 and
 * the Neoral and Prograf labels for the troughs), each unit, the names as reports print them.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { findingOf, LOCALES, markerOf, REFERENCE_PERSONAS } from '../testing';
import { analyseLabs, findMarker, flagFor, normaliseUnit, type LabContext } from '.';
import { checkValue } from './check';
import { extractMarkers } from './extract';

const persona = (name: string): Answers => {
  const a = new Map(REFERENCE_PERSONAS).get(name);
  if (!a) throw new Error(name);
  return a;
};
const WARFARIN = 'warfarin with fish oil and vitamin E';
const HEART_FAILURE = 'heart failure, potassium 5.4';
const CIRRHOSIS = 'cirrhosis with ascites';
const TRANSPLANT = 'kidney transplant on tacrolimus with magnesium';

const zh = (extra: Partial<LabContext> = {}): LabContext => ({ sex: 'male', locale: 'zh-CN', ...extra });
const en = (extra: Partial<LabContext> = {}): LabContext => ({ sex: 'male', locale: 'en-US', ...extra });
const one = (marker: string, value: number, unit: string, ctx: LabContext, ref?: [number, number]) => {
  const a = analyseLabs(
    [{ marker, value, unit, ...(ref ? { labRefLow: ref[0], labRefHigh: ref[1] } : {}) }],
    ctx,
  );
  expect(a.rejected).toEqual([]);
  return a.analysis.markers[0]!;
};
const ZH_TEXT = /[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}/;

describe('names as reports print them', () => {
  it.each([
    ['INR', 'inr'],
    ['PT-INR', 'inr'],
    ['PT/INR', 'inr'],
    ['国际标准化比值', 'inr'],
    ['凝血酶原时间国际标准化比值', 'inr'],
    ['International normalised ratio', 'inr'],
    ['International Normalized Ratio', 'inr'],
    ['血氨', 'ammonia'],
    ['氨(NH3)', 'ammonia'],
    ['NH3', 'ammonia'],
    ['Ammonia', 'ammonia'],
    ['Blood ammonia', 'ammonia'],
    ['Ammonia, plasma', 'ammonia'],
    ['环孢素谷浓度', 'ciclosporinTrough'],
    ['环孢素浓度', 'ciclosporinTrough'],
    ['CsA C0', 'ciclosporinTrough'],
    ['Cyclosporine level', 'ciclosporinTrough'],
    ['Ciclosporin trough', 'ciclosporinTrough'],
    ['他克莫司浓度', 'tacrolimusTrough'],
    ['他克莫司谷浓度', 'tacrolimusTrough'],
    ['FK506', 'tacrolimusTrough'],
    ['Tacrolimus level', 'tacrolimusTrough'],
    ['Tacrolimus trough', 'tacrolimusTrough'],
  ])('%s → %s', (name, key) => {
    expect(findMarker(name)?.key).toBe(key);
  });

  it.each(['PT', '凝血酶原时间', 'CsA C2', '环孢素C2', '同型半胱氨酸', '丙氨酸氨基转移酶', '血氨基酸分析'])(
    '%s is none of the new markers',
    (name) => {
      expect(['inr', 'ammonia', 'ciclosporinTrough', 'tacrolimusTrough']).not.toContain(
        findMarker(name)?.key,
      );
    },
  );

  it.each([
    ['国际标准化比值 INR 2.65 比值 0.8-1.2', ['inr', 2.65, '比值']],
    ['血氨 45 μmol/L 10-47', ['ammonia', 45, 'μmol/L']],
    ['Ammonia 80 ug/dL 15-45', ['ammonia', 80, 'ug/dL']],
    ['他克莫司浓度 7.8 ng/mL', ['tacrolimusTrough', 7.8, 'ng/mL']],
    ['Cyclosporine level 180 ng/mL', ['ciclosporinTrough', 180, 'ng/mL']],
  ] as const)('%s', (line, [key, value, unit]) => {
    const m = extractMarkers(line);
    expect(m.map((x) => [x.marker, x.value, normaliseUnit(x.unit)])).toEqual([
      [key, value, normaliseUnit(unit)],
    ]);
  });
});

describe('INR: the warfarin target, or the untreated range', () => {
  const WARF = { medicines: ['warfarin'] };
  it.each([
    // value, on warfarin, flag
    [0.9, false, 'normal'],
    [1.2, false, 'normal'],
    [1.3, false, 'high'],
    [0.7, false, 'low'],
    [2.5, false, 'high'],
    [1.5, true, 'low'],
    [2.0, true, 'normal'],
    [2.5, true, 'normal'],
    [3.0, true, 'normal'],
    [3.2, true, 'high'],
    [4.8, true, 'high'],
    [5.0, true, 'high'],
    [8.2, true, 'high'],
  ] as const)('INR %s (warfarin %s) → %s', (v, warfarin, flag) => {
    for (const ctx of [zh(warfarin ? WARF : {}), en(warfarin ? WARF : {})])
      expect(one('INR', v, 'ratio', ctx).flag).toBe(flag);
  });

  it("on warfarin the report's untreated range (0.8–1.2) is not used against the target", () => {
    const r = one('INR', 2.4, 'ratio', en(WARF), [0.8, 1.2]);
    expect(r).toMatchObject({ flag: 'normal', refLow: 2, refHigh: 3 });
    expect(r.meaning).toMatch(/2\.5–3\.5[\s\S]*clinic’s own target/);
    // Off warfarin the printed range still counts.
    expect(one('INR', 1.15, 'ratio', en(), [0.8, 1.1]).flag).toBe('high');
  });

  it('above the target on warfarin: the anticoagulation clinic today, no dose or vitamin K change of their own', () => {
    const e = one('INR', 3.8, 'ratio', en(WARF));
    expect(e.flagLabel).toBe('above the usual target (2.0–3.0)');
    expect(e.meaning).toMatch(/anticoagulation clinic[\s\S]*today/);
    expect(e.meaning).toMatch(/do not change the dose yourself/);
    expect(e.meaning).toMatch(/vitamin K/);
    expect(e.meaning).toMatch(/emergency department now/);
    const z = one('PT-INR', 3.8, '比值', zh(WARF));
    expect(z.meaning).toMatch(/今天就联系抗凝门诊/);
    expect(z.meaning).toMatch(/不要自己改剂量/);
    expect(z.meaning).not.toMatch(ZH_TEXT);
  });

  it('INR 5 or more: same-day care, on warfarin or not; the check limit is crossed at 5 itself', () => {
    for (const ctx of [en(WARF), en()]) {
      const r = one('INR', 5, 'ratio', ctx);
      expect(r.meaning).toMatch(/today[\s\S]*emergency department/);
    }
    expect(one('INR', 6.1, 'ratio', zh(WARF)).meaning).toMatch(/今天[\s\S]*急诊/);
    expect(checkValue('inr', 5, 'ratio')).toMatchObject({ side: 'high', limit: 5, inclusive: true });
    expect(checkValue('inr', 4.9, 'ratio')).toBeNull();
    expect(checkValue('inr', 0.5, 'ratio')).toBeNull();
  });

  it('below the target on warfarin: the clinic decides, no extra dose', () => {
    const r = one('INR', 1.6, 'ratio', en(WARF));
    expect(r.flagLabel).toBe('below the usual target (2.0–3.0)');
    expect(r.meaning).toMatch(/they decide on the dose; do not take extra yourself/);
  });

  it('off warfarin a high INR says what else raises it and asks about warfarin', () => {
    const r = one('INR', 1.6, 'ratio', en());
    expect(r.meaning).toMatch(/liver disease[\s\S]*vitamin K[\s\S]*If you do take warfarin/);
  });
});

describe('digoxin: the heart-failure aim 0.5–0.9 ng/mL (Rathore 2003)', () => {
  const HF = { heartFailure: true, medicines: ['digoxin'] };
  it.each([
    // value, heart failure, flag
    [0.4, true, 'low'],
    [0.7, true, 'normal'],
    [0.9, true, 'normal'],
    [1.0, true, 'high'],
    [1.4, true, 'high'],
    [2.2, true, 'high'],
    [0.7, false, 'normal'],
    [1.4, false, 'normal'],
    [2.2, false, 'high'],
  ] as const)('%s ng/mL (heart failure %s) → %s', (v, hf, flag) => {
    for (const ctx of [zh(hf ? HF : {}), en(hf ? HF : {})])
      expect(one('Digoxin', v, 'ng/mL', ctx).flag).toBe(flag);
  });

  it('1.4 with heart failure is above the aim: the cardiologist soon, sooner with potassium or kidney problems', () => {
    const e = one('Digoxin', 1.4, 'ng/mL', en(HF));
    expect(e.flagLabel).toBe('high (above the heart-failure aim of 0.5–0.9 ng/mL)');
    expect(e.meaning).toMatch(/cardiologist[\s\S]*soon/);
    expect(e.meaning).toMatch(/potassium or magnesium is low, your kidney function has fallen[\s\S]*today/);
    expect(e.meaning).not.toMatch(/within the usual range/);
    const z = one('地高辛浓度', 1.4, 'ng/mL', zh(HF));
    expect(z.meaning).toMatch(/高于心衰常用的目标[\s\S]*心内科医生/);
    expect(z.meaning).not.toMatch(ZH_TEXT);
    // nmol/L: 1.79 nmol/L = 1.4 ng/mL.
    expect(one('Digoxin', 1.79, 'nmol/L', en(HF)).flag).toBe('high');
  });

  it('2.0 or more with heart failure is the toxic range, today', () => {
    expect(one('Digoxin', 2.0, 'ng/mL', en(HF)).meaning).toMatch(/toxic range[\s\S]*today/);
  });

  it('without heart failure the label range and its bands stand', () => {
    expect(one('Digoxin', 1.4, 'ng/mL', en()).flagLabel).toBe('within the label range, but high');
  });
});

describe('blood ammonia (11–32 µmol/L; AASLD/EASL 2014 with liver disease)', () => {
  const LIVER = { liverDisease: true };
  it.each([
    [8, 'μmol/L', 'low'],
    [11, 'μmol/L', 'normal'],
    [30, 'μmol/L', 'normal'],
    [32, 'μmol/L', 'normal'],
    [45, 'μmol/L', 'high'],
    [40, 'μg/dL', 'normal'], // 23 µmol/L
    [80, 'μg/dL', 'high'], // 47 µmol/L
    [80, 'mcg/dL', 'high'],
  ] as const)('%s %s → %s', (v, unit, flag) => {
    expect(one('Ammonia', v, unit, en()).flag).toBe(flag);
  });

  it('µg/dL converts by 0.587', () => {
    expect(one('Ammonia', 80, 'ug/dL', en()).value).toBe(47);
  });

  it("the report's printed range counts where it is narrower (9–30 flags 31)", () => {
    expect(one('血氨', 31, 'μmol/L', zh(), [9, 30])).toMatchObject({ flag: 'high' });
  });

  it('with liver disease a high ammonia goes to the liver team promptly; confusion or drowsiness the same day', () => {
    const e = one('Ammonia', 68, 'μmol/L', en(LIVER));
    expect(e.flagLabel).toBe('high (with liver disease: tell your liver team)');
    expect(e.meaning).toMatch(/liver team promptly/);
    expect(e.meaning).toMatch(/Confusion, unusual drowsiness[\s\S]*emergency department the same day/);
    expect(e.meaning).toMatch(/do not cut your protein/);
    const z = one('血氨', 68, 'μmol/L', zh(LIVER));
    expect(z.meaning).toMatch(/肝病团队[\s\S]*肝性脑病[\s\S]*当天去急诊/);
    expect(z.meaning).not.toMatch(ZH_TEXT);
  });

  it('without liver disease a high ammonia names sample handling and the ordering doctor', () => {
    const r = one('Ammonia', 50, 'μmol/L', en());
    expect(r.flagLabel).toBeUndefined();
    expect(r.meaning).toMatch(/tourniquet[\s\S]*doctor who ordered it/);
  });
});

describe('ciclosporin and tacrolimus troughs: the transplant team’s own target (KDIGO 2009)', () => {
  it.each([
    ['他克莫司浓度', 2.1, 'ng/mL'],
    ['FK506', 7.8, 'ng/mL'],
    ['Tacrolimus level', 18.5, 'ng/mL'],
    ['Tacrolimus trough', 9.7, 'nmol/L'],
    ['环孢素谷浓度', 60, 'ng/mL'],
    ['CsA C0', 150, 'μg/L'],
    ['Cyclosporine level', 420, 'ng/mL'],
  ] as const)('%s %s %s: recognised, never low or high, sent to the team', (name, v, unit) => {
    for (const ctx of [zh({ medicines: ['tacrolimus', 'cyclosporine'] }), en()]) {
      // Even beside a population range printed on the report.
      const r = one(name, v, unit, ctx, [5, 15]);
      expect(r.flag).toBe('normal');
      expect(r.refLow).toBeNull();
      expect(r.refHigh).toBeNull();
      expect(r.flagLabel).toBe(
        ctx.locale === 'zh-CN' ? '目标值由移植团队定' : 'target set by your transplant team',
      );
      expect(r.meaning).toMatch(
        ctx.locale === 'zh-CN' ? /移植团队[\s\S]*西柚、柚子/ : /transplant team[\s\S]*pomelo/,
      );
      expect(r.meaning).toMatch(ctx.locale === 'zh-CN' ? /圣约翰草、小檗碱/ : /St John’s wort, berberine/);
      if (ctx.locale === 'zh-CN') expect(r.meaning).not.toMatch(ZH_TEXT);
    }
  });

  it('nmol/L converts by the molar mass (tacrolimus 804, ciclosporin 1202.6)', () => {
    expect(one('Tacrolimus level', 9.7, 'nmol/L', en()).value).toBe(7.8);
    expect(one('Cyclosporine level', 125, 'nmol/L', en()).value).toBe(150);
  });

  it('the summary does not call a trough "within the reference range"', () => {
    const a = analyseLabs([{ marker: 'FK506', value: 7.8, unit: 'ng/mL' }], en()).analysis;
    expect(a.summary).not.toMatch(/within the reference range/);
    expect(a.summary).toMatch(/care team/);
    const z = analyseLabs(
      [
        { marker: '他克莫司浓度', value: 7.8, unit: 'ng/mL' },
        { marker: '肌酐', value: 90, unit: 'μmol/L' },
      ],
      zh(),
    ).analysis;
    expect(z.summary).toMatch(/医疗团队[\s\S]*其余均在参考范围内/);
  });

  it('no population flag at all', () => {
    expect(flagFor('tacrolimusTrough', 30, en())).toMatchObject({ flag: 'normal', refHigh: null });
  });
});

describe.each(LOCALES)('%s plan', (locale) => {
  it('warfarin: INR 3.6 is recognised and above the target; INR 5.4 is urgent', () => {
    const a = persona(WARFARIN);
    const plan = planFor({ ...a, labs: [{ marker: 'INR', value: 3.6, unit: 'ratio' }] }, locale);
    expect(markerOf(plan, 'inr')).toMatchObject({ flag: 'high', refLow: 2, refHigh: 3 });
    expect(findingOf(plan, 'lab-rejected')).toBeUndefined();
    expect(findingOf(plan, 'lab:inr')?.text).toMatch(
      locale === 'zh-CN' ? /今天就联系抗凝门诊/ : /clinic[\s\S]*today/,
    );
    const urgent = planFor({ ...a, labs: [{ marker: '国际标准化比值', value: 5.4, unit: '比值' }] }, locale);
    const f = findingOf(urgent, 'lab:inr');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(/≥ 5/);
    // In range on warfarin: no finding.
    const ok = planFor(
      { ...a, labs: [{ marker: 'INR', value: 2.4, unit: 'ratio', labRefLow: 0.8, labRefHigh: 1.2 }] },
      locale,
    );
    expect(markerOf(ok, 'inr')?.flag).toBe('normal');
    expect(findingOf(ok, 'lab:inr')).toBeUndefined();
  });

  it('heart failure: digoxin 1.4 is above the heart-failure aim', () => {
    const plan = planFor(
      { ...persona(HEART_FAILURE), labs: [{ marker: 'Digoxin', value: 1.4, unit: 'ng/mL' }] },
      locale,
    );
    expect(markerOf(plan, 'digoxin')).toMatchObject({ flag: 'high', refHigh: 0.9 });
    expect(findingOf(plan, 'lab:digoxin')?.text).toMatch(locale === 'zh-CN' ? /心内科医生/ : /cardiologist/);
  });

  it('cirrhosis: ammonia 70 goes to the liver team', () => {
    const plan = planFor(
      { ...persona(CIRRHOSIS), labs: [{ marker: '血氨', value: 70, unit: 'μmol/L' }] },
      locale,
    );
    expect(markerOf(plan, 'ammonia')?.flag).toBe('high');
    expect(findingOf(plan, 'lab:ammonia')?.text).toMatch(locale === 'zh-CN' ? /肝病团队/ : /liver team/);
  });

  it('transplant: a tacrolimus trough is recognised and shown for the team, as information', () => {
    const a = persona(TRANSPLANT);
    const plan = planFor(
      { ...a, labs: [...(a.labs ?? []), { marker: 'Tacrolimus level', value: 11.2, unit: 'ng/mL' }] },
      locale,
    );
    expect(markerOf(plan, 'tacrolimusTrough')?.value).toBe(11.2);
    expect(findingOf(plan, 'lab-rejected')).toBeUndefined();
    const f = findingOf(plan, 'lab:tacrolimusTrough');
    expect(f?.severity).toBe('info');
    expect(f?.text).toMatch(/11\.2/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /移植团队/ : /transplant team/);
  });
});
