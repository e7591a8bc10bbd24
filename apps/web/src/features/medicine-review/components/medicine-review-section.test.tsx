import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MedicineTaboo, PlanDocument } from '@nutri/domain/contracts';
import { openedDialog, textsOf as texts } from '../../../testing/dom';
import { TWO_CALCIUM_D3_TABLETS } from '../../../testing/plan-fixtures';
import { freshAppBeforeEach, renderRoutes, setTestLocale } from '../../../testing/render';
import { MedicineReviewSection } from './medicine-review-section';

const source = {
  ref: 'NIH ODS Omega-3 fact sheet',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const taboo = (over: Partial<MedicineTaboo>): MedicineTaboo => ({
  kind: 'interaction',
  ruleId: 'r',
  drug: 'Warfarin',
  drugId: 'warfarin',
  supplement: 'Fish oil',
  target: 'omega3',
  severity: 'moderate',
  mechanism: 'Antiplatelet effect.',
  advice: 'Tell your doctor.',
  management: 'monitor',
  source,
  ...over,
});

function planWith(over: Partial<PlanDocument>): PlanDocument {
  return {
    id: 'd1',
    customNutritionPlanId: 'plan-1',
    nickname: '',
    questionnaireType: 'deep_questionnaire',
    nextStep: '2',
    locale: 'en-US',
    engineVersion: 'test',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    profile: { age: 55 } as PlanDocument['profile'],
    nutrients: [{ key: 'omega3' }, { key: 'calcium' }, { key: 'vitaminK' }] as PlanDocument['nutrients'],
    radar: [],
    findings: [],
    recommendations: [],
    reportAnalysis: null,
    medicineTaboos: [],
    productReviews: [],
    products: [],
    disclaimer: '',
    ...over,
  };
}

let container: HTMLElement;

async function render(plan: PlanDocument) {
  ({ container } = await renderRoutes([{ path: '/', element: <MedicineReviewSection plan={plan} /> }]));
}

describe('MedicineReviewSection', () => {
  freshAppBeforeEach('en-US');

  it('invites to add medicines and supplements when nothing was checked', async () => {
    await render(planWith({}));
    expect(container.textContent).toContain('No medicines or supplements added yet');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/addMoreNutrition?id=plan-1');
    expect(link?.textContent).toBe('Add medicines and supplements');
  });

  it('lists the medicines as given and each supplement dose with what it was counted as (issue 19.7)', async () => {
    await render(
      planWith({
        profile: {
          age: 55,
          medicinesTaken: [
            { id: 'metformin', name: 'Metformin', text: 'Metformin 500 mg tablet' },
            { id: 'warfarin', name: 'Warfarin', text: 'Warfarin' },
          ],
        } as PlanDocument['profile'],
        productReviews: [
          {
            ...TWO_CALCIUM_D3_TABLETS,
            amounts: [
              { nutrient: 'calcium', unit: 'mg', amount: 1200 },
              { nutrient: 'vitaminD', unit: 'ug', amount: 20 },
            ],
          },
          {
            name: 'Caltrate',
            optionId: 'caltrate-d600',
            verdict: 'unchecked',
            issues: ['Your dose is 2 tablets, but we do not know how much one tablet contains.'],
            dose: { amount: 2, unit: 'tablet', text: '2 tablets' },
            uncounted: true,
          },
          // A plan made before doses were kept: no line.
          { name: 'Fish oil', optionId: 'fish-oil', verdict: 'keep', issues: [] },
        ],
      }),
    );
    // Medicines alone are enough for the section (no empty state).
    expect(container.textContent).not.toContain('No medicines or supplements added yet');
    expect(texts('[data-testid="medicines-taken"] li', container)).toEqual([
      'Metformin 500 mg tablet',
      'Warfarin',
    ]);
    expect(texts('.mr-review__dose', container)).toEqual([
      '2 tablets · not counted: strength per unit unknown',
      '2 tablets · Calcium 1,200 mg · Vitamin D 20 µg',
    ]);
  });

  it('lists taboos major first with plain management, and verdicts as tags', async () => {
    await render(
      planWith({
        nextStep: '3',
        medicineTaboos: [
          taboo({
            ruleId: 'minor',
            severity: 'minor',
            supplement: 'Iron',
            target: 'iron',
            kind: 'depletion',
          }),
          taboo({
            ruleId: 'sep',
            drug: 'Levothyroxine',
            supplement: 'Calcium',
            target: 'calcium',
            management: 'separate',
            separateHours: 4,
          }),
          taboo({
            ruleId: 'major',
            severity: 'major',
            management: 'avoid',
            supplement: 'Vitamin K',
            target: 'vitaminK',
          }),
        ],
        recommendations: [
          {
            nutrient: 'calcium',
            dose: 500,
            unit: 'mg',
            timing: 'Split doses',
            reason: '',
            reasons: [],
            form: 'carbonate',
          },
        ],
        productReviews: [
          { name: 'Fish oil 1000 mg', optionId: 'fish-oil', verdict: 'keep', issues: ['Tell your doctor.'] },
          {
            name: 'Vitamin K2',
            optionId: 'vitamin-k2',
            verdict: 'avoid',
            issues: ['Interferes with warfarin.'],
          },
        ],
      }),
    );
    expect(texts('.mr-taboo .mr-sev')).toEqual(['Major', 'Moderate', 'Minor']);
    expect(texts('.mr-taboo .mr-manage')).toEqual(['Avoid', 'Take 4 hours apart', 'Monitor']);
    expect(texts('.mr-taboo .mr-kind')).toEqual(['Interaction', 'Interaction', 'Depletion']);
    expect(texts('.mr-review .mr-verdict')).toEqual(['Avoid', 'Keep']);
    expect(container.querySelector('.mr-verdict--avoid')).not.toBeNull();
    // The server left vitamin K out because of warfarin, and timed calcium apart from levothyroxine.
    expect(texts('.mr-respected li')).toEqual([
      'No Vitamin K recommended because you take Warfarin',
      'Calcium: timed 4 hours apart from Levothyroxine',
    ]);
    expect(container.querySelector('.mr-calcium__chosen')?.textContent).toBe(
      'Your plan uses: calcium carbonate',
    );
    expect(container.querySelector('a')?.textContent).toBe('Edit medicines and supplements');
  });

  it.each([
    {
      locale: 'en-US' as const,
      kind: 'Between your medicines',
      pair: 'Warfarin × Ibuprofen',
      verdict: 'Not checked: show it to your pharmacist',
    },
    {
      locale: 'zh-CN' as const,
      kind: '药物之间相互作用',
      pair: 'Warfarin × Ibuprofen',
      verdict: '未能核对，请拿给药师看',
    },
  ])(
    '$locale: shows a medicine × medicine pair and an unchecked product (pharmacist review A6, A3)',
    async ({ locale, kind, pair, verdict }) => {
      setTestLocale(locale);
      await render(
        planWith({
          nextStep: '3',
          medicineTaboos: [
            taboo({
              kind: 'drug_interaction',
              ruleId: 'warfarin+class:nsaid',
              supplement: 'Ibuprofen',
              target: 'ibuprofen',
              severity: 'major',
              management: 'avoid',
            }),
          ],
          productReviews: [
            { name: '5-HTP', optionId: null, verdict: 'unchecked', issues: ['Show it to your pharmacist.'] },
            { name: 'Calcium', optionId: 'calcium-carbonate', verdict: 'keep', issues: [] },
          ],
        }),
      );
      expect(texts('.mr-taboo .mr-kind')).toEqual([kind]);
      expect(texts('.mr-taboo .mr-taboo__pair')).toEqual([pair]);
      expect(texts('.mr-review .mr-verdict')[0]).toBe(verdict);
      expect(container.querySelector('.mr-verdict--unchecked')).not.toBeNull();
    },
  );

  it('opens the details sheet with mechanism, advice and a safe source link', async () => {
    await render(planWith({ medicineTaboos: [taboo({})] }));
    fireEvent.click(container.querySelector('.mr-taboo')!);
    const dialog = await openedDialog();
    expect(dialog.textContent).toContain('Antiplatelet effect.');
    expect(dialog.textContent).toContain('Tell your doctor.');
    const link = dialog.querySelector('a');
    expect(link?.getAttribute('href')).toBe(source.url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never turns a non-web source into a link', async () => {
    await render(
      planWith({ medicineTaboos: [taboo({ source: { ref: 'Label', url: 'javascript:alert(1)' } })] }),
    );
    fireEvent.click(container.querySelector('.mr-taboo')!);
    const dialog = await openedDialog();
    expect(dialog.textContent).toContain('Label');
    expect(dialog.querySelector('a')).toBeNull();
  });
});
