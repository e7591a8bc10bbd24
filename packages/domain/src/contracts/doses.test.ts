/**
 * Issue 19.7: medicine doses and forms, and supplement doses in product units, as the contracts
 * accept and refuse them. A refusal names the field.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssuesOf } from './common';
import { medicineTaboosBodySchema } from './medicines';
import {
  MEDICINE_FORMS,
  medicineDoseSchema,
  medicineEntrySchema,
  partialAnswersSchema,
  supplementIntakeSchema,
} from './questionnaire';

/** The fields a refused value names, as the API reports them. */
function fieldsOf(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.flatMap(fieldIssuesOf).map((i) => i.path.map(String).join('.'));
}

const PLAN = '00000000-0000-4000-8000-000000000001';

describe('medicine entries: an optional dose {amount, unit} and an optional form', () => {
  it.each([
    ['an id', 'metformin'],
    ['typed text', 'metformin 500 mg tablet'],
    ['a name with a dose', { name: '二甲双胍', dose: { amount: 500, unit: 'mg' } }],
    ['an id with a dose and a form', { id: 'metformin', dose: { amount: 500, unit: 'mg' }, form: 'tablet' }],
    ['a form alone', { id: 'salbutamol', form: 'inhaler' }],
    ['a count', { id: 'levothyroxine', dose: { amount: 1, unit: 'tablet' } }],
    ['capsules (粒)', { id: 'amoxicillin', dose: { amount: 2, unit: 'capsule' } }],
    ['µg, IU and mL', { id: 'insulin-glargine', dose: { amount: 10, unit: 'IU' }, form: 'injection' }],
    ['a frequency', { id: 'metformin', dose: { amount: 0.5, unit: 'g' }, frequency: 'twice daily' }],
  ])('accepts %s', (_what, entry) => {
    expect(medicineEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('every form of the list is accepted', () => {
    for (const form of MEDICINE_FORMS)
      expect(medicineEntrySchema.safeParse({ id: 'x', form }).success).toBe(true);
  });

  it.each([
    ['a negative amount', { id: 'metformin', dose: { amount: -500, unit: 'mg' } }, 'medicines.2.dose.amount'],
    ['a zero amount', { id: 'metformin', dose: { amount: 0, unit: 'mg' } }, 'medicines.2.dose.amount'],
    [
      'an amount as text',
      { id: 'metformin', dose: { amount: '500', unit: 'mg' } },
      'medicines.2.dose.amount',
    ],
    ['a huge amount', { id: 'metformin', dose: { amount: 1e9, unit: 'mg' } }, 'medicines.2.dose.amount'],
    ['an unknown unit', { id: 'metformin', dose: { amount: 500, unit: 'kg' } }, 'medicines.2.dose.unit'],
    ['a dose without a unit', { id: 'metformin', dose: { amount: 500 } }, 'medicines.2.dose.unit'],
    ['an unknown form', { id: 'metformin', form: 'lozenge' }, 'medicines.2.form'],
    ['the old flat dose', { id: 'metformin', dose: 500 }, 'medicines.2.dose'],
    ['no id or name', { dose: { amount: 500, unit: 'mg' } }, 'medicines.2'],
  ])('refuses %s, naming %s', (_what, entry, field) => {
    const body = { customNutritionPlanId: PLAN, medicines: ['warfarin', 'levothyroxine', entry] };
    expect(fieldsOf(medicineTaboosBodySchema, body)).toEqual([field]);
  });

  it('the questionnaire names the same fields under answers', () => {
    const answers = partialAnswersSchema.extend({ medicines: z.array(medicineEntrySchema) });
    expect(
      fieldsOf(answers, { medicines: ['x', 'y', { id: 'metformin', dose: { amount: -1, unit: 'mg' } }] }),
    ).toEqual(['medicines.2.dose.amount']);
  });
});

describe('stored medicine details (medicineDoses)', () => {
  it('keeps reading rows stored before forms existed', () => {
    expect(medicineDoseSchema.safeParse({ id: 'warfarin', dose: 3, unit: 'mg' }).success).toBe(true);
    expect(
      medicineDoseSchema.safeParse({ id: 'metformin', dose: 500, unit: 'mg', frequency: 'twice daily' })
        .success,
    ).toBe(true);
  });

  it('takes a form with or without a dose', () => {
    expect(
      medicineDoseSchema.safeParse({ id: 'metformin', dose: 500, unit: 'mg', form: 'tablet' }).success,
    ).toBe(true);
    expect(medicineDoseSchema.safeParse({ id: 'salbutamol', form: 'inhaler' }).success).toBe(true);
  });

  it.each([
    ['nothing but the id', { id: 'metformin' }, 'dose'],
    ['a dose without its unit', { id: 'metformin', dose: 500 }, 'unit'],
    ['a unit without a dose', { id: 'metformin', unit: 'mg', form: 'tablet' }, 'unit'],
    ['an unknown form', { id: 'metformin', form: 'lozenge' }, 'form'],
  ])('refuses %s', (_what, row, field) => {
    expect(fieldsOf(medicineDoseSchema, row)).toContain(field);
  });
});

describe('supplement doses in product units', () => {
  it.each([
    ['a mass', { optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
    ['tablets of a picked product', { optionId: 'p-ca-d3', dose: 2, unit: 'tablet' }],
    ['粒 of a typed product', { name: '鱼油', dose: 2, unit: 'capsule' }],
    ['a scoop', { optionId: 'whey-protein', dose: 1, unit: 'scoop' }],
    ['half a tablet', { optionId: 'p-ca-d3', dose: 0.5, unit: 'tablet' }],
    [
      'tablets with the label strength of a salt',
      {
        name: 'calcium carbonate',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
        form: 'calcium_carbonate',
      },
    ],
  ])('accepts %s', (_what, intake) => {
    expect(supplementIntakeSchema.safeParse(intake).success).toBe(true);
  });

  it.each([
    ['an unknown unit', { optionId: 'p-ca-d3', dose: 2, unit: 'pill' }, 'unit'],
    ['a count above 50 a day', { optionId: 'p-ca-d3', dose: 60, unit: 'tablet' }, 'dose'],
    [
      'a strength per unit with a mass dose',
      { name: 'x', dose: 600, unit: 'mg', perUnit: { amount: 1, unit: 'mg' } },
      'perUnit',
    ],
    [
      'a negative strength',
      { name: 'x', dose: 2, unit: 'tablet', perUnit: { amount: -600, unit: 'mg' } },
      'perUnit.amount',
    ],
    [
      'a strength in tablets',
      { name: 'x', dose: 2, unit: 'tablet', perUnit: { amount: 1, unit: 'tablet' } },
      'perUnit.unit',
    ],
  ])('refuses %s', (_what, intake, field) => {
    expect(fieldsOf(supplementIntakeSchema, intake)).toContain(field);
  });
});

describe('fieldIssuesOf', () => {
  it('leaves a union no branch fits as one issue at the union', () => {
    const s = z.object({ x: z.union([z.string(), z.object({ a: z.number() })]) });
    expect(fieldsOf(s, { x: 5 })).toEqual(['x']);
    expect(fieldsOf(s, { x: { a: 'no' } })).toEqual(['x.a']);
  });
});
