/**
 * Today's schedule and the day's record over HTTP (issue 34 §1): the schedule from the person's plan
 * and medicines, ticks kept per person and date, a week of records, bad input naming its field, and
 * nobody else's person readable or writable.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, TodayView, WeekView } from '@nutri/domain/contracts';
import { newPlan, person, putAnswers } from '../../../test/plans';
import { okData, suiteApp, suiteUser } from '../../../test/suite';

const TODAY = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Low ferritin, on levothyroxine, with a low calcium intake: a plan with iron and calcium. */
const THYROID_IRON: Answers = {
  ...person('female', 45, 160, 60, 'light'),
  nickname: '妈妈',
  conditions: ['hypothyroid'],
  medicines: ['levothyroxine'],
  foodFrequency: { dairy: 'never' },
  labs: [{ marker: 'ferritin', value: 8, unit: 'ng/mL' }],
};

const scheduleUrl = (planId: string, date = TODAY) =>
  `/api/v1/today/schedule?custom_nutrition_plan_id=${planId}&date=${date}`;
const weekUrl = (planId: string, end = TODAY) =>
  `/api/v1/today/week?custom_nutrition_plan_id=${planId}&end=${end}`;
const slotOf = (v: TodayView, id: string) =>
  v.schedule.slots.find((s) => s.items.some((i) => i.id === id))?.key;

describe('today', () => {
  const t = suiteApp();
  const who = suiteUser(t);
  const other = suiteUser(t);
  const tick = (token: string, body: object) =>
    t.call({ method: 'PUT', url: '/api/v1/today/tick', token, payload: body });
  const untick = (token: string, planId: string, itemId: string, date = TODAY) =>
    t.call({
      method: 'DELETE',
      url: `/api/v1/today/tick?custom_nutrition_plan_id=${planId}&date=${date}&item_id=${itemId}`,
      token,
    });

  it('a plan with levothyroxine, calcium and iron gives a valid day; ticks are kept per date', async () => {
    const planId = await newPlan(t, who.token, THYROID_IRON, { locale: 'zh-CN' });
    const day = okData<TodayView>(await t.get(scheduleUrl(planId), who.token));
    expect(day.schedule.valid).toBe(true);
    expect(slotOf(day, 'med:levothyroxine')).toBe('wake');
    const iron = day.schedule.slots.flatMap((s) => s.items).find((i) => i.nutrient === 'iron')!;
    expect(iron).toBeDefined();
    expect(['wake', 'bedtime']).toContain(slotOf(day, iron.id));
    expect(slotOf(day, iron.id)).not.toBe('wake');
    expect(day.taken).toEqual([]);
    // The first read has nothing to compare with.
    expect(day.changes).toBeNull();
    expect(day.schedule.notes.map((n) => n.text.zh).join('')).toMatch(/左甲状腺素和(钙|铁)至少间隔 4 小时/);

    okData(await tick(who.token, { customNutritionPlanId: planId, date: TODAY, itemId: iron.id }));
    // Twice is once.
    okData(await tick(who.token, { customNutritionPlanId: planId, date: TODAY, itemId: iron.id }));
    okData(
      await tick(who.token, { customNutritionPlanId: planId, date: daysAgo(1), itemId: 'med:levothyroxine' }),
    );
    const again = okData<TodayView>(await t.get(scheduleUrl(planId), who.token));
    expect(again.taken).toEqual([iron.id]);
    expect(again.changes).toEqual({ added: [], removed: [], moved: [], changed: [] });

    const w = okData<WeekView>(await t.get(weekUrl(planId), who.token));
    expect(w.days).toHaveLength(7);
    expect(w.days[6]).toEqual({ date: TODAY, taken: [iron.id] });
    expect(w.days[5]).toEqual({ date: daysAgo(1), taken: ['med:levothyroxine'] });
    expect(w.total).toBe(
      day.schedule.slots.flatMap((s) => s.items).length + day.schedule.asPrescribed.length,
    );

    okData(await untick(who.token, planId, iron.id));
    expect(okData<TodayView>(await t.get(scheduleUrl(planId), who.token)).taken).toEqual([]);
  });

  it('another user’s family member: 404 on every call, nothing written', async () => {
    const member = await newPlan(t, who.token, { ...THYROID_IRON, nickname: '外婆' });
    okData(
      await tick(who.token, { customNutritionPlanId: member, date: TODAY, itemId: 'med:levothyroxine' }),
    );
    expect((await t.get(scheduleUrl(member), other.token)).statusCode).toBe(404);
    expect((await t.get(weekUrl(member), other.token)).statusCode).toBe(404);
    expect(
      (await tick(other.token, { customNutritionPlanId: member, date: TODAY, itemId: 'med:levothyroxine' }))
        .statusCode,
    ).toBe(404);
    expect((await untick(other.token, member, 'med:levothyroxine')).statusCode).toBe(404);
    // The owner's record is untouched.
    expect(okData<TodayView>(await t.get(scheduleUrl(member), who.token)).taken).toEqual([
      'med:levothyroxine',
    ]);
  });

  it('bad input: 400 naming the field', async () => {
    const planId = await newPlan(t, who.token, THYROID_IRON);
    const cases: [Promise<{ statusCode: number; body: string }>, string][] = [
      [t.get(scheduleUrl(planId, '2026-13-40'), who.token), 'date'],
      [
        t.get(`/api/v1/today/schedule?custom_nutrition_plan_id=nope&date=${TODAY}`, who.token),
        'custom_nutrition_plan_id',
      ],
      [
        tick(who.token, { customNutritionPlanId: planId, date: TODAY, itemId: 'sup:unobtainium:0' }),
        'itemId',
      ],
      [tick(who.token, { customNutritionPlanId: planId, date: TODAY, itemId: 'DROP TABLE' }), 'itemId'],
      [
        tick(who.token, { customNutritionPlanId: planId, date: '2001-01-01', itemId: 'med:levothyroxine' }),
        'date',
      ],
      [tick(who.token, { customNutritionPlanId: planId, date: TODAY }), 'itemId'],
      [t.get(weekUrl(planId, 'yesterday'), who.token), 'end'],
    ];
    for (const [reply, field] of cases) {
      const r = await reply;
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain(field);
    }
  });

  it('a change in the plan changes the schedule, and says what changed', async () => {
    const planId = await newPlan(t, who.token, THYROID_IRON);
    const first = okData<TodayView>(await t.get(scheduleUrl(planId), who.token));
    expect(first.schedule.slots.flatMap((s) => s.items).some((i) => i.nutrient === 'iron')).toBe(true);
    // Ferritin back to normal: no iron any more.
    okData(
      await putAnswers(t, who.token, planId, {
        ...THYROID_IRON,
        labs: [{ marker: 'ferritin', value: 80, unit: 'ng/mL' }],
      }),
    );
    const next = okData<TodayView>(await t.get(scheduleUrl(planId), who.token));
    expect(next.schedule.slots.flatMap((s) => s.items).some((i) => i.nutrient === 'iron')).toBe(false);
    expect(next.changes!.removed.map((i) => i.id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/iron/)]),
    );
  });
});
