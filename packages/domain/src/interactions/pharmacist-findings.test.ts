/**
 * Example tables for the rules added after the clinical pharmacist's review (findings A3, A6, B1, B2),
 * each case from the source its rule cites, checked in both locales through `taboosFor`, the review
 * and the whole engine (`planFor`).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { medicineTabooSchema, type MedicineTaboo } from '../contracts/plan';
import type { Answers, MedicineDose } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { DRUG_INTERACTION_RULES } from '../knowledge/drug-interactions';
import { INTERACTION_RULES } from '../knowledge/interactions';
import { resolveSupplementName, reviewSupplements } from '../review';
import type { Substance } from '../substances';
import { BLEEDING_STACK_RULE_ID, taboosFor } from './taboos';
import { person, REVIEW_PERSONAS } from '../testing';

const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
const only = (medicines: string[], substances: Substance[], extra: object = {}) =>
  LOCALES.map((locale) => ({ locale, taboos: taboosFor({ medicines, substances, ...extra }, locale) }));

describe('A3: 5-HTP and L-tryptophan are known and clash with serotonergic medicines', () => {
  it.each([
    ['5-HTP', '5-htp-100'],
    ['5羟色氨酸', '5-htp-100'],
    ['5-羟色氨酸 100mg', '5-htp-100'],
    ['色氨酸', 'l-tryptophan-500'],
    ['tryptophan', 'l-tryptophan-500'],
    ['L-Tryptophan', 'l-tryptophan-500'],
  ])('"%s" resolves to %s', (name, id) => {
    expect(resolveSupplementName(name)?.id).toBe(id);
  });

  // Zoloft US PI §5.2 (2023); Natural Medicines 5-HTP / L-tryptophan – serotonergic drugs.
  // prettier-ignore
  const CASES: [string, string, Substance, 'major' | 'moderate'][] = [
    ['sertraline (SSRI)', 'sertraline', 'fiveHtp', 'major'],
    ['sertraline (SSRI)', 'sertraline', 'tryptophan', 'major'],
    ['duloxetine (SNRI)', 'duloxetine', 'fiveHtp', 'major'],
    ['phenelzine (MAOI)', 'phenelzine', 'tryptophan', 'major'],
    ['sumatriptan (triptan)', 'sumatriptan', 'fiveHtp', 'major'],
    ['tramadol', 'tramadol', 'fiveHtp', 'major'],
    ['tramadol', 'tramadol', 'tryptophan', 'major'],
    ['amitriptyline (tricyclic)', 'amitriptyline', 'fiveHtp', 'moderate'],
  ];
  it.each(CASES)(
    '%s [%s] × %s: %s, avoid, serotonin syndrome named in both locales',
    (_, drug, substance, severity) => {
      for (const { locale, taboos } of only([drug], [substance])) {
        const t = taboos.find((x) => x.target === substance);
        expect(t, locale).toMatchObject({ kind: 'interaction', severity, management: 'avoid' });
        expect(t!.mechanism).toMatch(locale === 'zh-CN' ? /5-羟色胺综合征/ : /serotonin syndrome/);
        expect(t!.source.ref).toMatch(/Zoloft|Natural Medicines|Ultram/);
      }
    },
  );

  it.each(LOCALES)('%s: P4 (sertraline + "5-HTP" typed) is avoid in the plan, never keep', (locale) => {
    const plan = planFor(
      {
        ...person('female', 30, 162, 55, 'light'),
        medicines: ['sertraline'],
        supplements: [{ name: '5-HTP', dose: 100, unit: 'mg' }],
      },
      locale,
    );
    expect(plan.productReviews[0]).toMatchObject({ optionId: '5-htp-100', verdict: 'avoid' });
    expect(plan.medicineTaboos.some((t) => t.ruleId === 'class:ssri.fiveHtp' && t.severity === 'major')).toBe(
      true,
    );
  });
});

describe('B2: interactions that were "no known interaction"', () => {
  // prettier-ignore
  const CASES: [string, string, Substance, Partial<MedicineTaboo>, RegExp][] = [
    // Natural Medicines: berberine – antidiabetes drugs
    ['metformin × berberine', 'metformin', 'berberine', { severity: 'moderate', management: 'monitor' }, /Berberine – antidiabetes/],
    ['sitagliptin × berberine', 'sitagliptin', 'berberine', { severity: 'moderate' }, /Berberine – antidiabetes/],
    ['empagliflozin × berberine', 'empagliflozin', 'berberine', { severity: 'moderate' }, /Berberine – antidiabetes/],
    ['acarbose × berberine', 'acarbose', 'berberine', { severity: 'moderate' }, /Berberine – antidiabetes/],
    // Natural Medicines: turmeric – anticoagulant/antiplatelet drugs
    ['clopidogrel × turmeric', 'clopidogrel', 'turmeric', { severity: 'moderate', management: 'monitor' }, /Turmeric – anticoagulant\/antiplatelet/],
    ['ticagrelor × turmeric', 'ticagrelor', 'turmeric', { severity: 'moderate' }, /Turmeric/],
    ['aspirin × turmeric', 'aspirin', 'turmeric', { severity: 'moderate' }, /Turmeric/],
    // Yasmin US PI §5.2 (2022)
    ['Yasmin × potassium', 'drospirenone-ethinylestradiol', 'potassium', { severity: 'moderate', management: 'avoid' }, /Yasmin.*2022.*§5\.2/],
    // FDA Safety Communication 2017/2019 (biotin and lab tests)
    ['levothyroxine × biotin', 'levothyroxine', 'biotin', { severity: 'moderate', management: 'monitor' }, /FDA Safety Communication.*2017.*2019/],
    ['methimazole × biotin', 'methimazole', 'biotin', { severity: 'moderate' }, /FDA Safety Communication/],
    // clinician review: Tegretol US PI §7, MHRA/CSM 2000 (St John's wort); NCCIH ginkgo, Kupiec & Raj 2005
    ["carbamazepine × St John's wort", 'carbamazepine', 'stJohnsWort', { severity: 'major', management: 'avoid' }, /Tegretol.*§7.*MHRA/],
    ["phenytoin × St John's wort", 'phenytoin', 'stJohnsWort', { severity: 'major', management: 'avoid' }, /MHRA/],
    ["phenobarbital × St John's wort", 'phenobarbital', 'stJohnsWort', { severity: 'major', management: 'avoid' }, /MHRA/],
    ['valproate × ginkgo', 'valproate', 'ginkgo', { severity: 'moderate', management: 'avoid' }, /Ginkgo.*Kupiec.*2005/],
    ['carbamazepine × ginkgo', 'carbamazepine', 'ginkgo', { severity: 'moderate', management: 'avoid' }, /Kupiec/],
  ];
  it.each(CASES)('%s', (_, drug, substance, expected, source) => {
    for (const { locale, taboos } of only([drug], [substance])) {
      const t = taboos.find((x) => x.target === substance);
      expect(t, locale).toMatchObject({ kind: 'interaction', ...expected });
      expect(t!.source.ref).toMatch(source);
      expect(medicineTabooSchema.safeParse(t).success).toBe(true);
    }
  });

  it('biotin: a lab-test interference with "stop 2–3 days before the blood test", both locales', () => {
    const [zh, en] = only(['levothyroxine'], ['biotin']).map((x) =>
      x.taboos.find((t) => t.target === 'biotin')!,
    );
    expect(zh!.mechanism).toMatch(/不是药物相互作用.*检验干扰/);
    expect(zh!.advice).toMatch(/停用生物素.*2–3天/);
    expect(en!.mechanism).toMatch(/not a drug interaction but a lab-test interference/);
    expect(en!.advice).toMatch(/Stop biotin .* for 2–3 days before every thyroid blood test/);
  });

  it('biotin: from 1 mg a day only, when the amount is known (not the 30 µg of a multivitamin)', () => {
    const with1mg = taboosFor(
      { medicines: ['levothyroxine'], substances: ['biotin'], dailyMg: { biotin: 1 } },
      'en-US',
    );
    expect(with1mg.some((t) => t.target === 'biotin')).toBe(true);
    const with30ug = taboosFor(
      { medicines: ['levothyroxine'], substances: ['biotin'], dailyMg: { biotin: 0.03 } },
      'en-US',
    );
    expect(with30ug.some((t) => t.target === 'biotin')).toBe(false);
  });

  it.each(LOCALES)(
    '%s: the review tells anyone on biotin ≥ 1 mg about blood tests; not a multivitamin',
    (locale) => {
      const out = reviewSupplements({
        supplements: [
          { optionId: 'biotin', dose: 5000, unit: 'ug' },
          { optionId: 'multivitamin-adult', dose: 90, unit: 'mg' },
        ],
        targets: {} as never,
        taboos: [],
        lowNutrients: [],
        locale,
      });
      expect(out[0]!.issues.join(' ')).toMatch(
        locale === 'zh-CN'
          ? /5000 µg生物素.*抽血前停用2–3天/
          : /5000 µg of biotin.*stop it 2–3 days before a blood test/,
      );
      expect(out[1]!.issues.join(' ')).not.toMatch(/biotin|生物素/i);
    },
  );

  it.each(LOCALES)(
    '%s: the plan warns a levothyroxine user on biotin 5000 µg, not one on a multivitamin',
    (locale) => {
      const answers = (supplements: Answers['supplements']): Answers => ({
        ...person('female', 38, 160, 60, 'light'),
        medicines: ['levothyroxine'],
        supplements,
      });
      const high = planFor(answers([{ optionId: 'biotin', dose: 5000, unit: 'ug' }]), locale);
      expect(high.medicineTaboos.some((t) => t.ruleId === 'class:thyroid_hormone.biotin')).toBe(true);
      const multi = planFor(answers([{ optionId: 'multivitamin-adult', dose: 90, unit: 'mg' }]), locale);
      expect(multi.medicineTaboos.some((t) => t.target === 'biotin')).toBe(false);
    },
  );
});

describe('B1: vitamin E on a blood thinner, and several bleeding-risk supplements together', () => {
  it.each([
    ['warfarin', 'anticoagulant'],
    ['rivaroxaban', 'anticoagulant'],
    ['clopidogrel', 'antiplatelet'],
    ['aspirin', 'antiplatelet'],
  ])('%s (%s) × vitamin E: avoid unless the doctor advises (NIH ODS Vitamin E 2021)', (drug) => {
    for (const { locale, taboos } of only([drug], ['vitaminE'])) {
      const t = taboos.find((x) => x.target === 'vitaminE');
      expect(t, locale).toMatchObject({ severity: 'moderate', management: 'avoid' });
      expect(t!.source.ref).toMatch(/Vitamin E Fact Sheet.*2021/);
    }
  });

  it.each(LOCALES)(
    '%s: the review gives vitamin E 400 IU "avoid" with warfarin; a multivitamin keeps its line',
    (locale) => {
      const taboos = taboosFor({ medicines: ['warfarin'], substances: ['vitaminE'] }, locale);
      const out = reviewSupplements({
        supplements: [
          { optionId: 'vitamin-e-400iu', dose: 400, unit: 'IU' },
          { optionId: 'multivitamin-50plus', dose: 90, unit: 'mg' },
        ],
        targets: {} as never,
        taboos,
        lowNutrients: ['vitaminE'],
        locale,
      });
      expect(out[0]?.verdict).toBe('avoid');
      expect(out[0]?.issues.join(' ')).toMatch(
        locale === 'zh-CN' ? /除非医生建议/ : /unless your doctor advises/,
      );
      expect(out[1]?.verdict).not.toBe('avoid');
    },
  );

  it.each(LOCALES)(
    '%s: P1 (warfarin + fish oil + vitamin E + ginkgo) gets one cumulative warning',
    (locale) => {
      const plan = planFor(
        {
          ...REVIEW_PERSONAS.warfarin,
          supplements: [
            { optionId: 'fish-oil', dose: 1000, unit: 'mg' },
            { optionId: 'vitamin-e-400iu', dose: 400, unit: 'IU' },
            { optionId: 'ginkgo', dose: 120, unit: 'mg' },
          ],
        },
        locale,
      );
      const stack = plan.medicineTaboos.filter((t) => t.ruleId === BLEEDING_STACK_RULE_ID);
      expect(stack).toHaveLength(1);
      expect(stack[0]).toMatchObject({ severity: 'major', management: 'avoid', drugId: 'warfarin' });
      expect(stack[0]!.supplement).toMatch(
        locale === 'zh-CN' ? /Omega-3.*维生素E.*银杏/ : /Omega-3.*Vitamin E.*Ginkgo/,
      );
      expect(stack[0]!.mechanism).toMatch(locale === 'zh-CN' ? /3种/ : /You take 3 supplements/);
      expect(plan.productReviews.find((r) => r.optionId === 'vitamin-e-400iu')?.verdict).toBe('avoid');
    },
  );

  it('no cumulative warning for one bleeding-risk product, or for the contents of a multivitamin', () => {
    const one = taboosFor(
      { medicines: ['warfarin'], substances: ['omega3', 'vitaminE'], taken: ['omega3'] },
      'en-US',
    );
    expect(one.some((t) => t.ruleId === BLEEDING_STACK_RULE_ID)).toBe(false);
    const noThinner = taboosFor(
      { medicines: ['metformin'], substances: ['omega3', 'ginkgo'], taken: ['omega3', 'ginkgo'] },
      'en-US',
    );
    expect(noThinner.some((t) => t.ruleId === BLEEDING_STACK_RULE_ID)).toBe(false);
  });
});

describe('A6: high-risk medicine pairs', () => {
  const dose = (id: string, mg: number): MedicineDose => ({ id, dose: mg, unit: 'mg' });
  // Coumadin US PI §7; CHEST 2012 AT9; 华法林抗凝治疗的中国专家共识 2013; Zoloft US PI §5.3.
  // prettier-ignore
  const CASES: [string, string[], MedicineDose[], string, string, 'major' | 'moderate', 'avoid' | 'monitor', RegExp][] = [
    ['warfarin + ibuprofen', ['warfarin', 'ibuprofen'], [], 'warfarin', 'warfarin+class:nsaid', 'major', 'avoid', /Coumadin.*§7.*CHEST 2012.*华法林抗凝治疗的中国专家共识/],
    ['warfarin + naproxen', ['naproxen', 'warfarin'], [], 'warfarin', 'warfarin+class:nsaid', 'major', 'avoid', /Coumadin/],
    ['warfarin + diclofenac', ['warfarin', 'diclofenac'], [], 'warfarin', 'warfarin+class:nsaid', 'major', 'avoid', /Coumadin/],
    ['rivaroxaban + ibuprofen', ['rivaroxaban', 'ibuprofen'], [], 'rivaroxaban', 'class:anticoagulant+class:nsaid', 'major', 'avoid', /Xarelto/],
    ['warfarin + aspirin 500 mg (pain relief)', ['warfarin', 'aspirin'], [dose('aspirin', 500)], 'warfarin', 'warfarin+aspirin.analgesic', 'major', 'avoid', /Coumadin/],
    ['warfarin + aspirin 100 mg (antiplatelet)', ['warfarin', 'aspirin'], [dose('aspirin', 100)], 'warfarin', 'warfarin+aspirin.low_dose', 'major', 'monitor', /Coumadin/],
    ['warfarin + aspirin, dose unknown', ['warfarin', 'aspirin'], [], 'warfarin', 'warfarin+aspirin.low_dose', 'major', 'monitor', /Coumadin/],
    ['apixaban + aspirin 1 g', ['apixaban', 'aspirin'], [{ id: 'aspirin', dose: 1, unit: 'g' }], 'apixaban', 'class:anticoagulant+aspirin.analgesic', 'major', 'avoid', /Eliquis/],
    ['sertraline + ibuprofen', ['sertraline', 'ibuprofen'], [], 'sertraline', 'class:ssri+class:nsaid', 'moderate', 'monitor', /Zoloft.*§5\.3/],
    ['duloxetine + naproxen', ['duloxetine', 'naproxen'], [], 'duloxetine', 'class:snri+class:nsaid', 'moderate', 'monitor', /Cymbalta/],
    ['sertraline + aspirin', ['sertraline', 'aspirin'], [], 'sertraline', 'class:ssri+class:nsaid', 'moderate', 'monitor', /Zoloft/],
    ['sertraline + warfarin', ['sertraline', 'warfarin'], [], 'sertraline', 'class:ssri+warfarin', 'moderate', 'monitor', /Zoloft/],
    ['warfarin + 复方丹参滴丸', ['warfarin', 'compound-danshen-dripping-pills'], [], 'warfarin', 'warfarin+class:danshen_preparation', 'major', 'avoid', /Stockley.*Warfarin \+ Danshen.*药典 2020/],
    ['clopidogrel + 复方丹参片', ['compound-danshen-tablets', 'clopidogrel'], [], 'clopidogrel', 'class:antiplatelet+class:danshen_preparation', 'moderate', 'monitor', /Stockley/],
    // issue 31 §1: the pairs that change nutrition advice
    ['lithium + hydrochlorothiazide', ['lithium', 'hydrochlorothiazide'], [], 'lithium', 'lithium+class:thiazide_diuretic', 'major', 'avoid', /Lithium carbonate.*§7.*NICE CG185/],
    ['lithium + ibuprofen', ['ibuprofen', 'lithium'], [], 'lithium', 'lithium+class:nsaid', 'major', 'avoid', /Lithium carbonate/],
    ['lithium + lisinopril', ['lithium', 'lisinopril'], [], 'lithium', 'lithium+class:ace_inhibitor', 'major', 'monitor', /Lithium carbonate/],
    ['lithium + losartan', ['lithium', 'losartan'], [], 'lithium', 'lithium+class:arb', 'major', 'monitor', /Lithium carbonate/],
    ['spironolactone + lisinopril', ['spironolactone', 'lisinopril'], [], 'spironolactone', 'class:potassium_sparing_diuretic+class:ace_inhibitor', 'major', 'monitor', /Aldactone.*§5\.1/],
    ['spironolactone + losartan', ['losartan', 'spironolactone'], [], 'spironolactone', 'class:potassium_sparing_diuretic+class:arb', 'major', 'monitor', /Aldactone/],
    ['spironolactone + potassium chloride', ['spironolactone', 'potassium-chloride'], [], 'spironolactone', 'class:potassium_sparing_diuretic+class:potassium_supplement', 'major', 'avoid', /Aldactone/],
    ['digoxin + furosemide', ['digoxin', 'furosemide'], [], 'digoxin', 'digoxin+class:loop_diuretic', 'moderate', 'monitor', /Lanoxin/],
    ['isotretinoin + minocycline', ['isotretinoin', 'minocycline'], [], 'isotretinoin', 'isotretinoin+class:tetracycline', 'major', 'avoid', /isotretinoin.*pseudotumor/],
    ['phenelzine + pseudoephedrine', ['phenelzine', 'pseudoephedrine'], [], 'phenelzine', 'class:maoi+pseudoephedrine', 'major', 'avoid', /Nardil/],
    ['phenelzine + dextromethorphan', ['phenelzine', 'dextromethorphan'], [], 'phenelzine', 'class:maoi+dextromethorphan', 'major', 'avoid', /Nardil/],
    ['linezolid + tramadol', ['linezolid', 'tramadol'], [], 'linezolid', 'class:maoi+tramadol', 'major', 'avoid', /Nardil.*linezolid/],
    ['methotrexate + ibuprofen', ['methotrexate', 'ibuprofen'], [], 'methotrexate', 'methotrexate+class:nsaid', 'moderate', 'monitor', /Methotrexate.*§7/],
    ['methotrexate + co-trimoxazole', ['methotrexate', 'sulfamethoxazole-trimethoprim'], [], 'methotrexate', 'methotrexate+sulfamethoxazole-trimethoprim', 'major', 'avoid', /Methotrexate.*BSR/],
    // clinician review: Plavix US PI §5.1/§7; Cordarone and Lanoxin US PI §7
    ['clopidogrel + omeprazole', ['clopidogrel', 'omeprazole'], [], 'clopidogrel', 'clopidogrel+omeprazole', 'major', 'avoid', /Plavix.*§5\.1.*§7/],
    ['clopidogrel + esomeprazole', ['esomeprazole', 'clopidogrel'], [], 'clopidogrel', 'clopidogrel+esomeprazole', 'major', 'avoid', /Plavix/],
    ['digoxin + amiodarone', ['amiodarone', 'digoxin'], [], 'digoxin', 'digoxin+amiodarone', 'major', 'monitor', /Cordarone.*Lanoxin/],
    // clinician review evening P7: tamoxifen US PI §7; ASCO 2010 (Burstein); NCCN Breast Cancer
    ['tamoxifen + paroxetine', ['tamoxifen', 'paroxetine'], [], 'tamoxifen', 'tamoxifen+paroxetine', 'major', 'avoid', /Tamoxifen.*CYP2D6.*ASCO/],
    ['paroxetine + tamoxifen (order)', ['paroxetine', 'tamoxifen'], [], 'tamoxifen', 'tamoxifen+paroxetine', 'major', 'avoid', /Burstein/],
    ['tamoxifen + fluoxetine', ['tamoxifen', 'fluoxetine'], [], 'tamoxifen', 'tamoxifen+fluoxetine', 'major', 'avoid', /NCCN/],
    ['tamoxifen + bupropion', ['bupropion', 'tamoxifen'], [], 'tamoxifen', 'tamoxifen+bupropion', 'major', 'avoid', /CYP2D6/],
    ['tamoxifen + quinidine', ['tamoxifen', 'quinidine'], [], 'tamoxifen', 'tamoxifen+quinidine', 'major', 'avoid', /CYP2D6/],
    ['Yasmin + potassium chloride', ['drospirenone-ethinylestradiol', 'potassium-chloride'], [], 'drospirenone-ethinylestradiol', 'drospirenone-ethinylestradiol+class:potassium_supplement', 'moderate', 'monitor', /Yasmin.*2022/],
  ];
  it.each(CASES)('%s', (_, medicines, doses, drugId, ruleId, severity, management, source) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines, substances: [], doses }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ drugId, ruleId, severity, management });
      expect(pairs[0]!.source.ref).toMatch(source);
      expect(medicineTabooSchema.safeParse(pairs[0]).success).toBe(true);
      expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? /[\u4e00-\u9fff]/ : /^[^\u4e00-\u9fff]*$/);
    }
  });

  it('pairs the app has no row for say nothing (metformin + atorvastatin, ibuprofen alone)', () => {
    expect(taboosFor({ medicines: ['metformin', 'atorvastatin'], substances: [] }, 'en-US')).toEqual(
      taboosFor({ medicines: ['metformin', 'atorvastatin'], substances: [] }, 'en-US').filter(
        (t) => t.kind !== 'drug_interaction',
      ),
    );
    expect(
      taboosFor({ medicines: ['ibuprofen'], substances: [] }, 'en-US').some(
        (t) => t.kind === 'drug_interaction',
      ),
    ).toBe(false);
  });

  it.each(LOCALES)('%s: P1 asking about Advil: warfarin + ibuprofen is in the plan, major', (locale) => {
    const plan = planFor(
      { ...REVIEW_PERSONAS.warfarin, supplements: undefined, medicines: ['warfarin', 'ibuprofen'] },
      locale,
    );
    const t = plan.medicineTaboos.find((x) => x.kind === 'drug_interaction');
    expect(t).toMatchObject({
      drugId: 'warfarin',
      target: 'ibuprofen',
      severity: 'major',
      management: 'avoid',
    });
    expect(t!.supplement).toBe(locale === 'zh-CN' ? '布洛芬' : 'Ibuprofen');
  });

  it('every row has unique id, both texts and a source; advice never tells anyone to stop a prescribed medicine', () => {
    expect(new Set(DRUG_INTERACTION_RULES.map((r) => r.id)).size).toBe(DRUG_INTERACTION_RULES.length);
    for (const r of DRUG_INTERACTION_RULES) {
      expect(r.mechanism.zh && r.mechanism.en && r.advice.zh && r.advice.en && r.source.ref).toBeTruthy();
      // "Do not stop … yourself" is the one allowed form.
      expect(r.advice.en).not.toMatch(
        /(?<!not )\b(stop|discontinue|quit)\b[^.;]*\b(medicine|medication|prescription)\b/i,
      );
    }
    // The rules the table adds to the supplement table are sourced too.
    for (const r of INTERACTION_RULES) expect(r.source.ref.length, r.id).toBeGreaterThan(10);
  });
});
