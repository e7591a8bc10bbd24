import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PLANS, PICKS_STORAGE_KEY, parsePersistedPicks } from './picks-store';

async function freshStore() {
  vi.resetModules();
  return import('./picks-store');
}

const warfarin = { id: 'warfarin', names: { zh: '华法林', en: 'Warfarin' } };
const fishOil = {
  key: 'fish-oil',
  optionId: 'fish-oil',
  names: { zh: '深海鱼油', en: 'Fish oil' },
  dose: '1000',
  unit: 'mg' as const,
};

describe('picks store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps picks per plan across a reload', async () => {
    const { usePicksStore } = await freshStore();
    const s = usePicksStore.getState();
    s.add('p1', 'medicines', warfarin);
    s.add('p1', 'medicines', warfarin); // no duplicates
    s.add('p1', 'supplements', fishOil);
    s.update('p1', 'supplements', 'fish-oil', { dose: '2', unit: 'g' });
    s.markSubmitted('p1', { medicines: '["warfarin"]' });
    expect(JSON.parse(localStorage.getItem(PICKS_STORAGE_KEY) ?? '{}')).toHaveProperty('state.byPlan.p1');

    const reloaded = (await freshStore()).usePicksStore.getState().byPlan.p1;
    expect(reloaded?.medicines).toEqual([warfarin]);
    expect(reloaded?.supplements).toEqual([{ ...fishOil, dose: '2', unit: 'g' }]);
    expect(reloaded?.submitted).toEqual({ medicines: '["warfarin"]', supplements: null });
    expect((await freshStore()).usePicksStore.getState().byPlan.p2).toBeUndefined();
  });

  it('seeds a plan only once, so a pre-fill never overwrites what the user picked', async () => {
    const { usePicksStore } = await freshStore();
    const s = usePicksStore.getState();
    s.seed('p1', { medicines: [warfarin], supplements: [] });
    s.remove('p1', 'medicines', 'warfarin');
    s.seed('p1', { medicines: [warfarin], supplements: [fishOil] });
    expect(usePicksStore.getState().byPlan.p1?.medicines).toEqual([]);
    expect(usePicksStore.getState().byPlan.p1?.supplements).toEqual([]);
  });

  it('removes supplements by key', async () => {
    const { usePicksStore } = await freshStore();
    const s = usePicksStore.getState();
    s.add('p1', 'supplements', fishOil);
    s.remove('p1', 'supplements', 'fish-oil');
    expect(usePicksStore.getState().byPlan.p1?.supplements).toEqual([]);
  });

  it("keeps a medicine's dose as typed, its unit and form across a reload, and drops them when cleared", async () => {
    const { usePicksStore } = await freshStore();
    const s = usePicksStore.getState();
    s.add('p1', 'medicines', warfarin);
    s.update('p1', 'medicines', 'warfarin', { amount: '2.', unit: 'mg', form: 'tablet' });
    const reloaded = (await freshStore()).usePicksStore.getState();
    expect(reloaded.byPlan.p1?.medicines).toEqual([{ ...warfarin, dose: '2.', unit: 'mg', form: 'tablet' }]);
    reloaded.update('p1', 'medicines', 'warfarin', { amount: '', unit: 'µg', form: undefined });
    // A unit or form that is not one of the lists is dropped on read, the medicine kept.
    expect(
      parsePersistedPicks({
        byPlan: { p1: { medicines: [{ ...warfarin, unit: 'kg', form: 'pill', dose: 5 }] } },
      }).byPlan.p1?.medicines,
    ).toEqual([warfarin]);
    expect((await freshStore()).usePicksStore.getState().byPlan.p1?.medicines).toEqual([
      { ...warfarin, unit: 'µg' },
    ]);
  });

  it("keeps a label product's own name, strength per tablet and salt across a reload (issue 33 §3)", async () => {
    const label = {
      key: 'name:钙尔奇 · 钙',
      optionId: 'calcium-carbonate',
      names: { zh: '钙尔奇 · 钙', en: '钙尔奇 · 钙' },
      dose: '2',
      unit: 'tablet' as const,
      name: '钙尔奇 · 钙',
      perUnit: { amount: 300, unit: 'mg' as const },
      form: 'calcium_carbonate' as const,
    };
    const { usePicksStore } = await freshStore();
    usePicksStore.getState().add('p1', 'supplements', label);
    expect((await freshStore()).usePicksStore.getState().byPlan.p1?.supplements).toEqual([label]);
    // A strength that is not an amount is dropped on read, the product kept.
    expect(
      parsePersistedPicks({
        byPlan: { p1: { supplements: [{ ...label, perUnit: { amount: -1, unit: 'mg' }, form: 'chalk' }] } },
      }).byPlan.p1?.supplements,
    ).toEqual(
      [{ ...label, perUnit: undefined, form: undefined }].map(({ perUnit: _p, form: _f, ...rest }) => rest),
    );
  });

  it('recovers from malformed storage', async () => {
    localStorage.setItem(PICKS_STORAGE_KEY, '{not json');
    expect((await freshStore()).usePicksStore.getState().byPlan).toEqual({});
  });
});

describe('parsePersistedPicks', () => {
  it('drops malformed items and keeps the good ones', () => {
    const parsed = parsePersistedPicks({
      byPlan: {
        p1: {
          medicines: [warfarin, { id: 3 }, null, warfarin],
          supplements: [fishOil, { ...fishOil, key: 'x', unit: 'kg' }, { key: 'y' }],
          submitted: { medicines: 5, supplements: '[]' },
          updatedAt: 'yesterday',
        },
        p2: 'junk',
      },
    });
    expect(parsed.byPlan).toEqual({
      p1: {
        medicines: [warfarin],
        supplements: [fishOil],
        submitted: { medicines: null, supplements: '[]' },
        updatedAt: 0,
      },
    });
    expect(parsePersistedPicks(null)).toEqual({ byPlan: {} });
    expect(parsePersistedPicks([1, 2])).toEqual({ byPlan: {} });
  });

  it(`keeps at most ${MAX_PLANS} plans, the most recently changed`, () => {
    const byPlan = Object.fromEntries(
      Array.from({ length: MAX_PLANS + 5 }, (_, i) => [
        `p${i}`,
        { medicines: [], supplements: [], submitted: {}, updatedAt: i },
      ]),
    );
    const kept = Object.keys(parsePersistedPicks({ byPlan }).byPlan);
    expect(kept).toHaveLength(MAX_PLANS);
    expect(kept).not.toContain('p0');
    expect(kept).toContain(`p${MAX_PLANS + 4}`);
  });
});
