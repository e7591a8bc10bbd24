/**
 * Refill reminders (issue 20.3): how long what a person bought lasts. Each paid line lasts
 * units × servings per unit ÷ servings a day, from the day it was paid; a later order of the same
 * product extends the supply from where the earlier one ends (nobody opens the second bottle while the
 * first one lasts). A product whose supply runs out within REFILL_NOTICE_DAYS, or ran out less than
 * REFILL_FORGET_DAYS ago, is due for a refill.
 */
export const REFILL_NOTICE_DAYS = 7;
/** Past this, a run-out is history, not a reminder. */
export const REFILL_FORGET_DAYS = 30;

const DAY_MS = 86_400_000;
/** Statuses in which the goods were paid for and not given back. */
const SUPPLYING = new Set(['paid', 'shipped', 'completed']);

export interface RefillOrderLine {
  productId: string;
  name: string;
  quantity: number;
  refundedQuantity: number;
  /** Servings in one unit (60 for a bottle of 60); null when unknown. */
  servingsPerPack: number | null;
  /** Servings a day the plan gave when the order was placed; null for an order without a plan. */
  dosage: number | null;
}

export interface RefillOrder {
  status: string;
  /** ISO time the order was paid; null while unpaid. */
  paidAt: string | null;
  items: readonly RefillOrderLine[];
}

export interface RefillDue {
  productId: string;
  name: string;
  /** When the supply runs out (ISO time). */
  runsOutAt: string;
  /** Whole days from `now` to the run-out, rounded up; 0 or less once it has run out. */
  daysLeft: number;
}

/**
 * Products due for a refill at `now`, soonest first. `dailyServings` (the plan's current daily amount
 * per product) counts where an order line has none.
 */
export function refillsDue(
  orders: readonly RefillOrder[],
  now: Date,
  dailyServings: Readonly<Record<string, number>> = {},
): RefillDue[] {
  const purchases = orders
    .filter((o) => SUPPLYING.has(o.status) && o.paidAt !== null && Number.isFinite(Date.parse(o.paidAt)))
    .flatMap((o) => o.items.map((line) => ({ at: Date.parse(o.paidAt!), line })))
    .sort((a, b) => a.at - b.at);
  const ends = new Map<string, { end: number; name: string }>();
  for (const { at, line } of purchases) {
    const units = line.quantity - line.refundedQuantity;
    const perDay = line.dosage ?? dailyServings[line.productId] ?? null;
    if (units <= 0 || !line.servingsPerPack || !perDay || perDay <= 0) continue;
    const days = Math.floor((units * line.servingsPerPack) / perDay);
    const before = ends.get(line.productId)?.end ?? at;
    ends.set(line.productId, { end: Math.max(before, at) + days * DAY_MS, name: line.name });
  }
  const due: RefillDue[] = [];
  for (const [productId, { end, name }] of ends) {
    const daysLeft = Math.ceil((end - now.getTime()) / DAY_MS);
    if (daysLeft <= REFILL_NOTICE_DAYS && daysLeft > -REFILL_FORGET_DAYS) {
      due.push({ productId, name, runsOutAt: new Date(end).toISOString(), daysLeft });
    }
  }
  return due.sort((a, b) => a.daysLeft - b.daysLeft || (a.productId < b.productId ? -1 : 1));
}
