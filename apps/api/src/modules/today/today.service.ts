import type { FastifyInstance } from 'fastify';
import type { ScheduleChanges, TodayView, WeekView } from '@nutri/domain/contracts';
import { daySchedule, type DaySchedule } from '@nutri/domain/schedule';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { todayRepository, type SeenItems } from './today.repository';

declare module 'fastify' {
  interface FastifyInstance {
    todayService: ReturnType<typeof createTodayService>;
  }
}

/**
 * Today's schedule (issue 34 §1; docs/product-rules.md#todays-schedule): the domain's day for one
 * person's current plan and medicines, the doses ticked off on a date, and what changed since the
 * schedule the person last saw. The routes have checked that the plan is the caller's.
 */
/** What today's schedule reads of other modules: the plan's document and medicines. */
type TodayDeps = Pick<FastifyInstance, 'plansService'>;

export async function scheduleOf({ plansService }: TodayDeps, db: Db, planId: string): Promise<DaySchedule> {
  const plan = await plansService.ensureDocument(db, planId);
  const taken = await plansService.medicinesOf(db, planId);
  // The medicines as the plan has them: the questionnaire's or review's, and any its taboos name.
  const medicines = [...new Set([...taken, ...plan.medicineTaboos.map((t) => t.drugId)])];
  return daySchedule({ plan, medicines });
}

const itemsOf = (s: DaySchedule) => [
  ...s.slots.flatMap((slot) => slot.items.map((i) => ({ ...i, slot: slot.key as string }))),
  ...s.asPrescribed.map((i) => ({ ...i, slot: 'as_prescribed' })),
];

const seenOf = (s: DaySchedule): SeenItems => itemsOf(s).map(({ id, label, slot }) => ({ id, label, slot }));

type Slot = ScheduleChanges['moved'][number]['from'];
const isSlot = (s: string): s is Slot => ['wake', 'breakfast', 'lunch', 'dinner', 'bedtime'].includes(s);

/** What changed from the schedule last seen to this one, by item. */
export function changesBetween(before: SeenItems, now: SeenItems): ScheduleChanges {
  const old = new Map(before.map((i) => [i.id, i]));
  const cur = new Map(now.map((i) => [i.id, i]));
  const changes: ScheduleChanges = { added: [], removed: [], moved: [], changed: [] };
  for (const i of now) {
    const was = old.get(i.id);
    if (!was) changes.added.push({ id: i.id, label: i.label });
    else {
      if (was.slot !== i.slot && isSlot(was.slot) && isSlot(i.slot))
        changes.moved.push({ id: i.id, label: i.label, from: was.slot, to: i.slot });
      if (was.label.zh !== i.label.zh || was.label.en !== i.label.en)
        changes.changed.push({ id: i.id, label: i.label, before: was.label });
    }
  }
  for (const i of before) if (!cur.has(i.id)) changes.removed.push({ id: i.id, label: i.label });
  return changes;
}

async function today(
  deps: TodayDeps,
  db: Db,
  userId: string,
  planId: string,
  date: string,
): Promise<TodayView> {
  const schedule = await scheduleOf(deps, db, planId);
  const [taken, before] = await Promise.all([
    todayRepository.takenOn(db, planId, date),
    todayRepository.seen(db, planId),
  ]);
  const now = seenOf(schedule);
  const changes = before ? changesBetween(before, now) : null;
  await todayRepository.putSeen(db, { planId, userId, items: now });
  return { date, schedule, taken, changes };
}

/** A date within a year back and a day ahead of the server's (a device's time zone may be ahead). */
function checkDate(date: string, field: string) {
  const day = Date.parse(`${date}T00:00:00Z`);
  const now = Date.now();
  if (day > now + 36 * 3600_000 || day < now - 366 * 24 * 3600_000)
    throw new DomainError('bad_request', `${field}: must be within the last year and not after today`, [
      { field, message: 'must be within the last year and not after today' },
    ]);
}

/** A tick on (`taken`) or off; a tick names a dose of the plan's schedule. */
async function setTick(
  deps: TodayDeps,
  db: Db,
  userId: string,
  planId: string,
  date: string,
  itemId: string,
  taken: boolean,
) {
  checkDate(date, 'date');
  if (taken) {
    const schedule = await scheduleOf(deps, db, planId);
    if (!itemsOf(schedule).some((i) => i.id === itemId))
      throw new DomainError('bad_request', 'itemId: not a dose of this schedule', [
        { field: 'itemId', message: 'not a dose of this schedule' },
      ]);
    await todayRepository.tick(db, { userId, planId, date, itemId });
  } else await todayRepository.untick(db, planId, date, itemId);
  return { date, itemId, taken };
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 24 * 3600_000).toISOString().slice(0, 10);

async function week(deps: TodayDeps, db: Db, planId: string, end: string): Promise<WeekView> {
  checkDate(end, 'end');
  const from = addDays(end, -6);
  const [schedule, rows] = await Promise.all([
    scheduleOf(deps, db, planId),
    todayRepository.takenBetween(db, planId, from, end),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(from, i);
    return { date, taken: rows.filter((r) => r.date === date).map((r) => r.itemId) };
  });
  return { days, total: itemsOf(schedule).length };
}

/** Today's schedule as the app holds it (`app.todayService`). */
function createTodayService(deps: TodayDeps) {
  return {
    today: withDeps(deps, today),
    setTick: withDeps(deps, setTick),
    week: withDeps(deps, week),
    /** The plan's day (the reminders read its slots). */
    schedule: withDeps(deps, scheduleOf),
    /** The item ids ticked off on a date. */
    takenOn: (db: Db, planId: string, date: string) => todayRepository.takenOn(db, planId, date),
  };
}

export default decorationPlugin('todayService', createTodayService, {
  name: 'today-service',
  dependencies: ['plans-service'],
});
