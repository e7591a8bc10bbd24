/**
 * Issue 15 §6: every medicine a user types reaches the taboo check, through HTTP.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, MedicineTaboo } from '@nutri/domain/contracts';
import { deepPlanSuite, readPlan, storeAnswersAsIs } from '../../../test/plans';

const BASE: Answers = { gender: 'female', age: 45, heightCm: 162, weightKg: 60, activityLevel: 'light' };
const FISH_OIL = { optionId: 'fish-oil', dose: 1000, unit: 'mg' };
const VITAMIN_K = { optionId: 'vitamin-k2', dose: 100, unit: 'ug' };
const GINKGO = { optionId: 'ginkgo', dose: 120, unit: 'mg' };
const CALCIUM = { optionId: 'calcium-carbonate', dose: 600, unit: 'mg' };
// Taboos name what the user takes or is advised to take: these make the warfarin ones appear.
const TAKES = [FISH_OIL, VITAMIN_K, GINKGO, CALCIUM];

describe('typed medicines are resolved, never ignored', () => {
  const { t, user: me, emptyPlan, put } = deepPlanSuite();
  const planDoc = (planId: string) => readPlan(t, me.token, planId);

  it('"华法林" and "Synthroid" are stored as ids and produce their taboos in the plan', async () => {
    const planId = await emptyPlan();
    const res = await put(planId, { ...BASE, medicines: ['华法林', 'Synthroid'], supplements: TAKES });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers.medicines).toEqual(['warfarin', 'levothyroxine']);
    const taboos = (await planDoc(planId)).medicineTaboos;
    const warfarin = taboos.filter((x) => x.drugId === 'warfarin').map((x) => x.target);
    expect(warfarin).toContain('vitaminK');
    expect(warfarin).toContain('omega3');
    expect(taboos.some((x) => x.drugId === 'levothyroxine' && x.target === 'calcium')).toBe(true);
  });

  it('"blood thinner" triggers the anticoagulant class taboos', async () => {
    const planId = await emptyPlan();
    const res = await put(planId, { ...BASE, medicines: ['blood thinner'], supplements: TAKES });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers.medicines).toEqual(['class:anticoagulant']);
    const taboos = (await planDoc(planId)).medicineTaboos.filter((x) => x.drugId === 'class:anticoagulant');
    expect(taboos.map((x) => x.target)).toContain('omega3');
    expect(taboos.map((x) => x.target)).toContain('ginkgo');
  });

  it('"xyzzy" → 400 naming answers.medicines.N, in the plan language; what is stored is kept', async () => {
    const planId = await emptyPlan('zh-CN');
    expect((await put(planId, { ...BASE, medicines: ['warfarin'] })).statusCode).toBe(200);
    const bad = await put(planId, { medicines: ['华法林', 'Lipitor 20mg', 'xyzzy', '降压药'] }, false);
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(['answers.medicines.2', 'answers.medicines.3']);
    expect(errors[0]!.message).toContain('xyzzy');
    expect(errors[0]!.message).toContain('请从列表中选择');
    expect(errors[1]!.message).toContain('降压药');
    const now = await put(planId, {}, false);
    expect(now.json().data.answers.medicines).toEqual(['warfarin']);
  });

  it('a dose round-trips, from an object or parsed from the text; a new list drops old doses', async () => {
    const planId = await emptyPlan();
    const res = await put(planId, {
      ...BASE,
      medicines: [
        { name: '华法林', dose: { amount: 3, unit: 'mg' } },
        'metformin 500 mg twice daily',
        'levothyroxine',
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await put(planId, {}, false)).json().data.answers;
    expect(read.medicines).toEqual(['warfarin', 'metformin', 'levothyroxine']);
    expect(read.medicineDoses).toEqual([
      { id: 'warfarin', dose: 3, unit: 'mg' },
      { id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice daily' },
    ]);
    const again = await put(planId, { medicines: ['warfarin'] }, false);
    expect(again.json().data.answers.medicineDoses).toBeUndefined();
    const badUnit = await put(planId, { medicines: [{ id: 'warfarin', dose: { amount: 3 } }] }, false);
    expect(badUnit.statusCode).toBe(400);
  });

  it('medicine_taboos resolves typed names too, and refuses junk naming medicines.N', async () => {
    const planId = await emptyPlan();
    expect((await put(planId, { ...BASE, supplements: TAKES })).statusCode).toBe(200);
    const taboos = (medicines: unknown[]) =>
      t.post('/api/v1/question_short/medicine_taboos', me.token, {
        customNutritionPlanId: planId,
        medicines,
      });
    const ok = await taboos(['Coumadin', { name: 'statin' }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const ids = new Set((ok.json().data.medicineTaboos as MedicineTaboo[]).map((x) => x.drugId));
    expect(ids.has('warfarin')).toBe(true);
    const bad = await taboos(['Coumadin', 'xyzzy']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        field: 'medicines.1',
        message:
          "Unknown medicine: 'xyzzy' — pick it from the list; if it is not in the list, you can keep it as typed (marked 'not checked')",
      },
    ]);
  });

  it('old stored free text is resolved on read; what cannot be placed is named in a finding', async () => {
    const planId = await emptyPlan();
    expect((await put(planId, BASE)).statusCode).toBe(200);
    await storeAnswersAsIs(t, planId, { ...BASE, medicines: ['华法林', 'snake oil'], supplements: TAKES });
    const doc = await planDoc(planId);
    expect(doc.medicineTaboos.some((x) => x.drugId === 'warfarin' && x.target === 'vitaminK')).toBe(true);
    const finding = doc.findings.find((f) => f.id === 'medicines.unresolved');
    expect(finding?.text).toContain('snake oil');
  });
});
