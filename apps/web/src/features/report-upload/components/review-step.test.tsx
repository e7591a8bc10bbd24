import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { HealthReport, HealthReportConfirmBody, ReviewMarker } from '@nutri/domain/contracts';
import { waitUntil } from '../../../testing/dom';
import { answerApi, mockApi } from '../../../testing/msw';
import { describeInEachLocale, renderRoutes } from '../../../testing/render';
import { useUserStore } from '../../../stores/user-store';
import { useDraft } from '../stores/upload-store';
import { ReviewStep } from './review-step';

const PLAN = '11111111-1111-4111-8111-111111111111';
const REPORT = '22222222-2222-4222-8222-222222222222';

const row = (over: Partial<ReviewMarker> & Pick<ReviewMarker, 'id' | 'marker' | 'name'>): ReviewMarker => ({
  value: 0,
  unit: '',
  labRefLow: null,
  labRefHigh: null,
  flag: null,
  ourRefLow: null,
  ourRefHigh: null,
  fileId: 'f1',
  line: '',
  corrected: false,
  dropped: false,
  ...over,
});

/** What the server sends for a phone photo's report (issue 33): a repaired unit, an unknown one, a lost point. */
const report = (zh: boolean): HealthReport => ({
  reportId: REPORT,
  customNutritionPlanId: PLAN,
  status: 'review',
  fileIds: ['f1'],
  files: [],
  markers: [
    row({
      id: 'm1',
      marker: 'ferritin',
      name: zh ? '铁蛋白' : 'Ferritin',
      value: 8.2,
      unit: 'ng/mL',
      unitRead: zh ? 'nglmL' : 'ngjmL',
      units: ['µg/L', 'ng/mL', 'pmol/L'],
      flag: 'low',
      line: zh ? '铁蛋白 8.2 nglmL ↓' : 'Ferritin 8.2 ngjmL L',
    }),
    row({
      id: 'm2',
      marker: 'vitaminD25OH',
      name: zh ? '25-羟基维生素D' : 'Vitamin D (25-OH)',
      value: 22,
      unit: 'nmo',
      units: ['nmo', 'nmol/L', 'ng/mL', 'μg/L'],
      line: zh ? '25-羟基维生素D 22 nmo' : 'Vitamin D, 25-Hydroxy 22 nmo',
    }),
    row({
      id: 'm3',
      marker: 'hemoglobin',
      name: zh ? '血红蛋白' : 'Haemoglobin',
      value: 1325,
      unit: 'g/L',
      units: ['g/L', 'g/dL', 'mmol/L'],
      limits: { 'g/L': { low: 66, high: 199 }, 'g/dL': { low: 6.6, high: 19.9 } },
      likelyValue: 132.5,
      flag: 'high',
      line: zh ? '血红蛋白 HGB 1325 g/L' : 'Hemoglobin 1325 g/L',
    }),
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  confirmedAt: null,
});

let sent: HealthReportConfirmBody | null = null;
mockApi(
  answerApi('confirmReport', ({ body }) => {
    sent = body;
    return { report: { ...report(true), status: 'confirmed' as const }, plan: null };
  }),
);

/** happy-dom's window, sized like a phone (layout is not computed; the width is what media queries read). */
type SizedWindow = Window & { happyDOM?: { setViewport(size: { width: number; height: number }): void } };
const phoneWidth = (width: number) => (window as SizedWindow).happyDOM?.setViewport({ width, height: 844 });

function Screen({ zh }: { zh: boolean }) {
  const draft = useDraft(PLAN);
  return <ReviewStep planId={PLAN} draft={draft} report={report(zh)} />;
}

const TEXTS = {
  'zh-CN': {
    zh: true,
    repaired: '照片上识别为“nglmL”，已按 ng/mL 读取，请对照化验单核对。',
    asRead: 'nmo（读到的单位，无法识别）',
    unknown: '无法识别这个单位（“nmo”）：请从列表中选择化验单上印的单位，或不采用此项',
    unitOf: '25-羟基维生素D 的单位',
    likely: '可能漏读了小数点：化验单上也许是 132.5 g/L。',
    use: '改为 132.5',
    confirm: '确认并更新方案',
  },
  'en-US': {
    zh: false,
    repaired: 'Read on the photo as “ngjmL”, taken as ng/mL. Check it against your report.',
    asRead: 'nmo (as read, not recognised)',
    unknown:
      'This unit (“nmo”) is not recognised. Pick the unit printed on your report from the list, or leave the value out',
    unitOf: 'Unit of Vitamin D (25-OH)',
    likely: 'A lost decimal point is likely: your report may say 132.5 g/L.',
    use: 'Use 132.5',
    confirm: 'Confirm and update my plan',
  },
};

/**
 * Issue 33 §2 on a phone (390 px, then 320 px): a repaired unit shows what the photo read, a unit still
 * unknown is offered with the marker's units to pick from, never dropped, and a lost decimal point is
 * suggested, never applied until the person taps it.
 */
describeInEachLocale('the report review of a phone photo', TEXTS, (x) => {
  it.each([390, 320])('at %i px: picks the unit, takes the likely value, confirms', async (width) => {
    phoneWidth(width);
    expect(window.innerWidth).toBe(width);
    sent = null;
    useUserStore.setState({ token: 'test-token' });
    await renderRoutes(
      [
        { path: '/review', element: <Screen zh={x.zh} /> },
        { path: '*', element: <p>next</p> },
      ],
      '/review',
    );

    // The repair, beside the unit it was taken as.
    expect(screen.getByTestId('unit-read-m1').textContent).toBe(x.repaired);
    // The unknown unit: kept, named as read in the picker, the marker's units to pick from.
    const picker = screen.getByRole('combobox', { name: x.unitOf }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([x.asRead, 'nmol/L', 'ng/mL', 'μg/L']);
    expect(picker.value).toBe('nmo');
    expect(screen.getByText(x.unknown)).toBeTruthy();
    // The lost decimal point: suggested; the value stays as read until the person takes it.
    screen.getByText(x.likely);
    const value = screen.getByRole('textbox', { name: /1325|血红蛋白|Haemoglobin/ }) as HTMLInputElement;
    expect(value.value).toBe('1325');

    fireEvent.change(picker, { target: { value: 'ng/mL' } });
    expect(screen.queryByText(x.unknown)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: x.use }));
    expect(value.value).toBe('132.5');
    expect(screen.queryByText(x.likely)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: x.confirm }));
    await waitUntil(() => sent !== null, 'the confirmation');
    expect(sent).toEqual({
      reportId: REPORT,
      markers: [
        { id: 'm2', unit: 'ng/mL' },
        { id: 'm3', value: 132.5 },
      ],
    });
    // Accepted: the plan page opens (the test ends with nothing left to render).
    await screen.findByText('next');
  });
});
