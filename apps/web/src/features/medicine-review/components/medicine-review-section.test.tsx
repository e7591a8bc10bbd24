import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MedicineTaboo, PlanDocument } from '@nutri/domain/contracts';
import { AppProviders } from '../../../app/providers';
import { initLocale, useLocaleStore } from '../../../stores/locale-store';
import { MedicineReviewSection } from './medicine-review-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

/** The sheet's code is fetched on the first tap and it opens a frame later: waits for it (up to 2 s). */
async function openedDialog(): Promise<Element | null> {
  for (let i = 0; i < 100; i += 1) {
    const dialog = document.querySelector('[role="dialog"]');
    if (dialog) return dialog;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return null;
}

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

let container: HTMLDivElement;
let root: Root;

async function render(plan: PlanDocument) {
  const router = createMemoryRouter([{ path: '/', element: <MedicineReviewSection plan={plan} /> }]);
  await act(async () =>
    root.render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
}

const texts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((el) => el.textContent?.replace(/\s+/g, ' ').trim());

describe('MedicineReviewSection', () => {
  beforeEach(() => {
    localStorage.clear();
    initLocale({ search: '', hash: '' }, 'en-US');
    useLocaleStore.getState().setLocale('en-US');
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    document.body.innerHTML = '';
  });

  it('invites to add medicines and supplements when nothing was checked', async () => {
    await render(planWith({}));
    expect(container.textContent).toContain('No medicines or supplements added yet');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/addMoreNutrition?id=plan-1');
    expect(link?.textContent).toBe('Add medicines and supplements');
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
      useLocaleStore.getState().setLocale(locale);
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
    await act(async () => (container.querySelector('.mr-taboo') as HTMLButtonElement).click());
    const dialog = await openedDialog();
    expect(dialog?.textContent).toContain('Antiplatelet effect.');
    expect(dialog?.textContent).toContain('Tell your doctor.');
    const link = dialog?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(source.url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never turns a non-web source into a link', async () => {
    await render(
      planWith({ medicineTaboos: [taboo({ source: { ref: 'Label', url: 'javascript:alert(1)' } })] }),
    );
    await act(async () => (container.querySelector('.mr-taboo') as HTMLButtonElement).click());
    const dialog = await openedDialog();
    expect(dialog?.textContent).toContain('Label');
    expect(dialog?.querySelector('a')).toBeNull();
  });
});
