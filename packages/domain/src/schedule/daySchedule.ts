/**
 * The day's schedule (issue 34 §1), pure: from a plan document (its recommendations as its products, the
 * person's own supplements the plan keeps) and the person's medicines, every dose placed at a time of
 * day, with food or not, keeping the spacings the sourced rules require (rules.ts). When no normal day
 * keeps every spacing, the rules' order of importance decides (a medicine's spacing first) and what
 * cannot be kept is said in plain words. Read by the API's "today" screen and the assistant's
 * "when do I take what?" (assistant/intents/schedule.ts). Rules: docs/product-rules.md#todays-schedule.
 */
import { courseOf } from '../contracts/answer-values';
import type { Bilingual, Source } from '../contracts/common';
import type { PlanDocument, PlanProduct } from '../contracts/plan';
import { drugById } from '../interactions';
import { daysOfTheWeekSaid, doseIntervalDays } from './dose-interval';
import { isNutrientKey, NUTRIENTS, type NutrientKey } from '../nutrients';
import { isProductUnit } from '../units';
import { isSupplementable, TIMING } from '../recommend/timing';
import { amount as fmtAmount } from '../assistant/format';
import { bilingual, bilingualOf, say, textIn } from '../messages';
import {
  binderOf,
  binderWindowFor,
  CALCIUM_PER_TIME,
  DEFAULT_TIMES,
  keepsSeparation,
  longerBeforeOf,
  medicineTimeOf,
  nutrientTimes,
  PRIORITY,
  separationsFor,
  SLOT_KEYS,
  slotPhrase,
  SLOTS,
  type BinderWindow,
  type Food,
  type Hours,
  type Separation,
  type SlotKey,
} from './rules';

export interface ScheduleItem {
  /** Stable per dose: `med:<drugId>`, `sup:<nutrient>:<n>`, `own:<nutrient>` (`own:<nutrient>:<n>` for a second product of it) — what a tick is kept by. */
  id: string;
  kind: 'supplement' | 'own' | 'medicine';
  /** What is taken: the product and its count, the nutrient and its amount, or the medicine. */
  label: Bilingual;
  nutrient: NutrientKey | null;
  drugId: string | null;
  productId: string | null;
  food: Food | null;
  /** How it is taken, when its rule says (a medicine's own row). */
  how: Bilingual | null;
  /** Minutes after midnight; null for a medicine whose time the plan does not know. */
  minute: number | null;
}

export interface ScheduleSlot {
  key: SlotKey;
  minute: number;
  label: Bilingual;
  items: ScheduleItem[];
}

export type ScheduleNoteKind = 'split' | 'spacing' | 'unplaced' | 'moved' | 'broken' | 'order';

export interface ScheduleNote {
  kind: ScheduleNoteKind;
  text: Bilingual;
  source: Source;
}

export interface DaySchedule {
  slots: ScheduleSlot[];
  /** Medicines whose time the plan does not know: taken as prescribed, their spacings said in notes. */
  asPrescribed: ScheduleItem[];
  notes: ScheduleNote[];
  /** The sources of the times and spacings used, deduplicated. */
  sources: string[];
  /** Every required spacing is kept. */
  valid: boolean;
}

export interface DayScheduleInput {
  plan: PlanDocument;
  /** Dictionary ids of the medicines the person takes. */
  medicines: readonly string[];
  /** The person's own times (minutes after midnight), in the order of the day. */
  times?: Partial<Record<SlotKey, number>> | undefined;
  /** A time the person set for a medicine the rules do not place. */
  medicineSlots?: Readonly<Record<string, SlotKey>> | undefined;
}

interface Dose extends ScheduleItem {
  /**
   * Every nutrient the dose holds, its own first: a multivitamin kept as the person's own is placed by
   * its folate but also holds iron and calcium, and a spacing from levothyroxine binds all of them
   * (fifteenth review, en P1 serious #1: a prenatal one hour after levothyroxine, whose own note said
   * four hours).
   */
  contains: readonly NutrientKey[];
  /** The times it may go: the rule's best first, then its fallback. */
  domain: readonly SlotKey[];
  preferred: number;
  slot: SlotKey | null;
  offset: number;
  /** What it is, as a binder's note names it: the medicine, the product or the nutrient. */
  what: Bilingual;
}

const keyOf = (d: Pick<Dose, 'drugId' | 'nutrient'>) => (d.drugId ? `drug:${d.drugId}` : (d.nutrient ?? ''));

/** The keys a spacing rule can name this dose by: the medicine, or every nutrient the dose holds. */
const keysOf = (d: Pick<Dose, 'drugId' | 'nutrient' | 'contains'>): readonly string[] =>
  d.drugId ? [`drug:${d.drugId}`] : d.contains;

/** The nutrient first, then the others a product or a supplement the person keeps holds, each once. */
const containsOf = (n: NutrientKey, others: readonly string[]): NutrientKey[] => [
  n,
  ...new Set(others.filter((o): o is NutrientKey => isNutrientKey(o) && o !== n)),
];

const same = (text: string): Bilingual => ({ zh: text, en: text });

/** Units as a Chinese text writes them. */
const ZH_UNIT: Record<string, string> = { mg: '毫克', µg: '微克', g: '克' };

/** An amount as each language writes it: "200 mg", "200 毫克". */
const amountWords = (amount: string): Bilingual => ({
  zh: amount.replace(/ (mg|µg|g)$/, (_m, u: string) => ` ${ZH_UNIT[u]}`),
  en: amount,
});

/** A name as it reads inside an English sentence ("your calcium"); Chinese has no case. */
const lowerInEnglish = (name: Bilingual): Bilingual => ({ zh: name.zh, en: name.en.toLowerCase() });

function productFor(plan: PlanDocument, n: NutrientKey): PlanProduct | undefined {
  return (
    plan.products.find((p) => p.delivered?.nutrient === n) ??
    plan.products.find((p) => p.nutrients.includes(n))
  );
}

export function nameOf(key: string): Bilingual {
  if (key.startsWith('drug:')) {
    const d = drugById(key.slice(5));
    return d ? { zh: d.zh, en: d.en } : same(key.slice(5));
  }
  return isNutrientKey(key) ? { zh: NUTRIENTS[key].zh, en: NUTRIENTS[key].en } : same(key);
}

/**
 * The verdicts under which the person goes on taking a product: kept, or taken until the doctor sets
 * the dose ("reduce"), or too small but not harmful ("below the dose").
 */
const TAKEN_ON: ReadonlySet<string> = new Set(['keep', 'reduce', 'below_dose']);

/** The doses of the plan's day: the medicines, its recommendations (as its products), the supplements it keeps. */
function dosesOf(input: DayScheduleInput, splitOwn: boolean): Dose[] {
  const { plan, medicines } = input;
  const doses: Dose[] = [];
  const base = {
    nutrient: null,
    drugId: null,
    productId: null,
    food: null,
    how: null,
    minute: null,
    offset: 0,
    contains: [],
  };
  for (const id of [...new Set(medicines)]) {
    const drug = drugById(id);
    if (!drug) continue;
    const row = medicineTimeOf(id);
    const set = input.medicineSlots?.[id];
    // A weekly or monthly medicine is not a daily dose: listed apart, "on the day your prescriber set".
    const every = doseIntervalDays(id, plan);
    // Some days of the week (after each dialysis): listed apart with the days as typed, not on every day.
    const days = daysOfTheWeekSaid(id, plan);
    const domain = every > 1 || days ? [] : set ? [set] : (row?.slots ?? []);
    const label = days
      ? bilingual('schedule.label.medicineSomeDays', { drug, days })
      : bilingual(
          every === 7
            ? 'schedule.label.medicineWeekly'
            : every === 30
              ? 'schedule.label.medicineMonthly'
              : 'schedule.label.medicine',
          { drug },
        );
    doses.push({
      ...base,
      id: `med:${id}`,
      kind: 'medicine',
      label,
      drugId: id,
      food: row?.food ?? null,
      how: row?.text ?? null,
      domain,
      preferred: domain.length,
      slot: null,
      what: { zh: drug.zh, en: drug.en },
    });
  }
  // Iron first: it has the fewest times to go (an empty stomach).
  const recs = [...plan.recommendations].sort(
    (a, b) => Number(b.nutrient === 'iron') - Number(a.nutrient === 'iron'),
  );
  for (const r of recs) {
    if (!isNutrientKey(r.nutrient)) continue;
    const n = r.nutrient;
    const times = nutrientTimes(n);
    const p = productFor(plan, n);
    const count = p?.dosage ?? 1;
    // Calcium in portions of at most 500 mg: the product's tablets shared out between meals.
    const total = p?.delivered?.nutrient === n ? p.delivered.amount : r.dose;
    // Without a product, the amount itself is split (at most one portion a meal).
    const parts =
      n === 'calcium'
        ? Math.min(Math.max(1, Math.ceil(total / CALCIUM_PER_TIME.mg)), p ? Math.max(1, count) : 3)
        : 1;
    for (let i = 0; i < parts; i++) {
      const share = Math.floor(count / parts) + (i < count % parts ? 1 : 0);
      const each = parts > 1 ? total / parts : total;
      doses.push({
        ...base,
        id: `sup:${n}:${i}`,
        kind: 'supplement',
        label: p
          ? same(`${p.name ?? p.productId} ×${share}`)
          : bilingual('schedule.label.amount', {
              nutrient: NUTRIENTS[n],
              amount: amountWords(fmtAmount(each, r.unit)),
            }),
        nutrient: n,
        contains: containsOf(n, p?.nutrients ?? []),
        productId: p?.productId ?? null,
        food: times.food,
        domain: [...times.slots, ...times.fallback],
        preferred: times.slots.length,
        slot: null,
        what: p ? same(p.name ?? p.productId) : { zh: NUTRIENTS[n].zh, en: NUTRIENTS[n].en },
      });
    }
  }
  // Every product the person goes on taking has its time: kept, or taken while the doctor sets a dose
  // ("reduce", "below the dose"); two products of one nutrient are two doses (fifteenth clinician
  // review, zh P1-S1: 爱乐维 and 速力菲 were missing from the day, her only folic acid among them).
  // A product with iron goes at iron's time, so iron's spacings (levothyroxine, calcium) hold for it.
  const seen = new Map<NutrientKey, number>();
  for (const review of plan.productReviews) {
    if (!TAKEN_ON.has(review.verdict)) continue;
    const first = review.amounts?.[0]?.nutrient;
    const n = review.amounts?.some((a) => a.nutrient === 'iron' && a.amount > 0) ? 'iron' : first;
    if (!n || !isNutrientKey(n)) continue;
    // The plan's own dose of the nutrient is this product when it is the same product.
    if (doses.some((d) => d.nutrient === n && d.kind === 'supplement' && d.productId === review.optionId))
      continue;
    const k = seen.get(n) ?? 0;
    seen.set(n, k + 1);
    // A multivitamin (three or more nutrients: a prenatal) is taken with a meal, as its label says; it
    // carries its iron's spacings (`contains`), so a medicine that binds iron still moves it away.
    const multi = (review.amounts ?? []).filter((a) => a.amount > 0).length >= 3;
    const times = multi ? DEFAULT_TIMES : nutrientTimes(n);
    // Taken once a week or a month: listed apart, never on every day's list (a weekly 60,000 IU vitamin D ticked
    // daily is seven times the dose; fiftieth review's check of the forty-ninth's en S8).
    const every = courseOf(review.dose?.every) ?? null;
    const portions = splitOwn && !every ? ownPortions(review, n, multi) : 1;
    for (let i = 0; i < portions; i++) {
      // The first keeps the id it always had, so a day's ticks survive the change.
      const id = k === 0 ? `own:${n}` : `own:${n}:${k}`;
      doses.push({
        ...base,
        id: i === 0 ? id : `${id}:dose${i + 1}`,
        kind: 'own',
        label:
          every === 'week'
            ? bilingual('schedule.label.ownWeekly', { name: review.name })
            : every === 'month'
              ? bilingual('schedule.label.ownMonthly', { name: review.name })
              : portions > 1
                ? bilingual('schedule.label.ownOne', { name: review.name })
                : bilingual('schedule.label.own', { name: review.name }),
        nutrient: n,
        // What it holds besides, counted by the plan above zero (a prenatal's iron and calcium).
        contains: containsOf(
          n,
          (review.amounts ?? []).filter((a) => a.amount > 0).map((a) => a.nutrient),
        ),
        food: times.food,
        domain: every ? [] : [...times.slots, ...times.fallback],
        preferred: every ? 0 : times.slots.length,
        slot: null,
        what: same(review.name),
      });
    }
  }
  return doses;
}

/**
 * How many times a day the person's own product is taken: a single-nutrient iron or calcium product counted
 * as two or three tablets a day is that many doses, one tablet each at its own time — iron on an empty stomach
 * twice, calcium at most 500 mg a time (blind answer round 42, en-012: 速力菲 0.1 g "twice a day" showed once in
 * the day). Anything else, or a count given as an amount, is one dose as the person takes it.
 */
function ownPortions(review: PlanDocument['productReviews'][number], n: NutrientKey, multi: boolean): number {
  if (multi || (n !== 'iron' && n !== 'calcium') || !review.dose || !isProductUnit(review.dose.unit))
    return 1;
  const count = review.dose.amount;
  return Number.isInteger(count) && count >= 2 && count <= 3 ? count : 1;
}

/** The minutes of each slot: the person's times where set, else a typical day's. */
export function slotMinutes(times?: Partial<Record<SlotKey, number>>): Record<SlotKey, number> {
  const out = {} as Record<SlotKey, number>;
  for (const s of SLOTS) out[s.key] = times?.[s.key] ?? s.minute;
  return out;
}

interface Checker {
  /** Required spacings and split doses broken between d at `slot` and the doses placed: summed weights. */
  cost(d: Dose, slot: SlotKey, placed: readonly Dose[]): number;
  minute(d: Dose, slot: SlotKey): number;
}

const WEIGHT: Record<number, number> = {
  [PRIORITY.medicine]: 100,
  [PRIORITY.supplements]: 10,
  [PRIORITY.split]: 1,
};

function checker(seps: readonly Separation[], minutes: Record<SlotKey, number>): Checker {
  const minute = (d: Dose, slot: SlotKey) => minutes[slot] + d.offset;
  return {
    minute,
    cost(d, slot, placed) {
      let cost = 0;
      const t = minute(d, slot);
      for (const p of placed) {
        if (p.slot === null) continue;
        // Two doses of the same nutrient go at different times (calcium split in two).
        if (p.nutrient !== null && p.nutrient === d.nutrient && p.slot === slot)
          cost += WEIGHT[PRIORITY.split]!;
        const tp = minute(p, p.slot);
        const [kp, kd] = [keysOf(p), keysOf(d)];
        for (const s of seps) {
          if (kp.includes(s.a) && kd.includes(s.b) && !keepsSeparation(s, tp, t)) cost += WEIGHT[s.priority]!;
          else if (kd.includes(s.a) && kp.includes(s.b) && !keepsSeparation(s, t, tp))
            cost += WEIGHT[s.priority]!;
        }
      }
      return cost;
    },
  };
}

/** Search budget: a day of five times and a handful of doses is searched through well within it. */
const MAX_STEPS = 50_000;

/**
 * Place every dose: the first day (each dose at its best time first) that keeps every spacing; when
 * none does, each dose where it breaks the least important rules (a medicine's spacing weighs most).
 */
function place(doses: Dose[], c: Checker): boolean {
  const order = doses.filter((d) => d.domain.length > 0);
  let steps = 0;
  const dfs = (i: number, placed: Dose[]): boolean => {
    if (i === order.length) return true;
    const d = order[i]!;
    for (const slot of d.domain) {
      if (++steps > MAX_STEPS) return false;
      if (c.cost(d, slot, placed) > 0) continue;
      d.slot = slot;
      placed.push(d);
      if (dfs(i + 1, placed)) return true;
      placed.pop();
      d.slot = null;
    }
    return false;
  };
  if (dfs(0, [])) return true;
  const placed: Dose[] = [];
  for (const d of order) {
    let best: SlotKey = d.domain[0]!;
    let bestCost = Infinity;
    for (const slot of d.domain) {
      const cost = c.cost(d, slot, placed);
      if (cost < bestCost) [best, bestCost] = [slot, cost];
    }
    d.slot = best;
    placed.push(d);
  }
  return false;
}

const hoursText = (h: number): Bilingual => bilingual('schedule.hours', { hours: h });

const hoursOf = (h: Hours): string => (h.max !== undefined ? `${h.min}–${h.max}` : `${h.min}`);
const sameWindow = (a: BinderWindow, b: BinderWindow) =>
  a.before === b.before && a.after?.min === b.after?.min && a.after?.max === b.after?.max;

/**
 * A binder's note (rules.ts BINDERS): every other medicine, product and supplement of the day named, with
 * the hours before or after the binder its label gives — the binder's own time is the prescriber's.
 */
function binderNotes(doses: readonly Dose[]): ScheduleNote[] {
  const notes: ScheduleNote[] = [];
  for (const d of doses) {
    const binder = d.drugId ? binderOf(d.drugId) : undefined;
    if (!binder) continue;
    const groups: { names: Bilingual[]; w: BinderWindow }[] = [];
    const add = (name: Bilingual, w: BinderWindow) => {
      const g = groups.find((x) => sameWindow(x.w, w));
      if (!g) groups.push({ names: [name], w });
      else if (!g.names.some((n) => n.zh === name.zh && n.en === name.en)) g.names.push(name);
    };
    for (const o of doses) {
      if (o === d || (o.drugId && binderOf(o.drugId))) continue;
      add(o.what, o.kind === 'medicine' && o.drugId ? binderWindowFor(binder, o.drugId) : binder.supplements);
    }
    if (groups.length === 0) continue;
    const text = bilingualOf((locale) => {
      const parts = groups.map(({ names, w }) => {
        const list = names.map((n) => textIn(n, locale)).join(say('schedule.note.binder.names', {}, locale));
        return w.after
          ? say(
              'schedule.note.binder.group',
              { names: list, before: w.before, after: hoursOf(w.after) },
              locale,
            )
          : say('schedule.note.binder.groupBeforeOnly', { names: list, before: w.before }, locale);
      });
      return say(
        'schedule.note.binder.lead',
        { drug: d.what, groups: parts.join(say('schedule.note.binder.separator', {}, locale)) },
        locale,
      );
    });
    notes.push({ kind: 'spacing', text, source: binder.source });
  }
  return notes;
}

/** The day's schedule from the plan and the person's medicines. */
export function daySchedule(input: DayScheduleInput): DaySchedule {
  const split = dayOf(input, true);
  if (split.valid) return split;
  // Two tablets of the person's own iron or calcium as two doses may leave no time that keeps every spacing
  // (levothyroxine on waking, a prenatal and calcium besides): then as one dose, as before, when that fits.
  const whole = dayOf(input, false);
  return whole.valid ? whole : split;
}

function dayOf(input: DayScheduleInput, splitOwn: boolean): DaySchedule {
  const { plan } = input;
  const doses = dosesOf(input, splitOwn);
  const minutes = slotMinutes(input.times);
  // Levothyroxine 30 minutes after a bisphosphonate taken on waking.
  for (const d of doses) {
    if (!d.drugId) continue;
    const after = medicineTimeOf(d.drugId)?.after;
    if (after && doses.some((o) => o.drugId && medicineTimeOf(o.drugId)?.id === after.id))
      d.offset = after.minutes;
  }
  const seps = separationsFor(plan);
  const c = checker(seps, minutes);
  place(doses, c);
  const placed = doses.filter((d) => d.slot !== null);
  for (const d of placed) d.minute = c.minute(d, d.slot!);

  const notes: ScheduleNote[] = [];
  const sources = new Set<string>();
  for (const d of doses) {
    if (d.nutrient && isSupplementable(d.nutrient)) sources.add(TIMING[d.nutrient].source.ref);
    if (d.drugId) {
      const row = medicineTimeOf(d.drugId);
      if (row && d.slot) sources.add(row.source.ref);
    }
  }
  // Levothyroxine after the bisphosphonate: the order on waking.
  for (const d of placed)
    if (d.offset > 0) {
      const first = placed.find((o) => o.drugId && medicineTimeOf(o.drugId)?.id === 'bisphosphonate');
      if (!first) continue;
      const [a, b] = [nameOf(keyOf(first)), nameOf(keyOf(d))];
      const row = medicineTimeOf(first.drugId!)!;
      notes.push({
        kind: 'order',
        text: bilingual('schedule.note.order', { first: a, second: b }),
        source: row.source,
      });
    }
  if (doses.filter((d) => d.nutrient === 'calcium' && d.kind === 'supplement').length > 1)
    notes.push({
      kind: 'split',
      text: bilingual('schedule.note.split', { mg: CALCIUM_PER_TIME.mg }),
      source: CALCIUM_PER_TIME.source,
    });
  const present = new Set(doses.flatMap(keysOf));
  for (const s of seps) {
    if (!present.has(s.a) || !present.has(s.b)) continue;
    const [a, b] = [nameOf(s.a), nameOf(s.b)];
    notes.push({
      kind: 'spacing',
      text: bilingual('schedule.note.spacing', { a, b, hours: s.hours }),
      source: s.source,
    });
    sources.add(s.source.ref);
  }
  // A medicine whose time the plan does not know: its spacing said, not placed.
  for (const t of plan.medicineTaboos)
    if (
      t.management === 'separate' &&
      t.separateHours !== undefined &&
      !placed.some((d) => d.drugId === t.drugId) &&
      // A binder's own note below names every dose of the day, these included.
      !binderOf(t.drugId) &&
      present.has(t.target)
    ) {
      const [drug, what] = [nameOf(`drug:${t.drugId}`), nameOf(t.target)];
      notes.push({
        kind: 'unplaced',
        text: bilingual('schedule.note.unplaced', { drug, what, hours: t.separateHours }),
        source: t.source,
      });
      sources.add(t.source.ref);
    }
  for (const note of binderNotes(doses)) {
    notes.push(note);
    sources.add(note.source.ref);
  }
  for (const d of doses) {
    const longer = d.drugId ? longerBeforeOf(d.drugId) : undefined;
    if (longer && doses.some((b) => b.drugId && binderOf(b.drugId))) sources.add(longer.source.ref);
  }
  // A spacing no normal day keeps, in plain words (each rule once).
  let valid = true;
  for (const s of seps) {
    const broken = placed.some(
      (x) =>
        keysOf(x).includes(s.a) &&
        placed.some((y) => y !== x && keysOf(y).includes(s.b) && !keepsSeparation(s, x.minute!, y.minute!)),
    );
    if (!broken) continue;
    valid = false;
    const [a, b] = [nameOf(s.a), nameOf(s.b)];
    notes.push({
      kind: 'broken',
      text: bilingual('schedule.note.broken', { a, b, hours: s.hours }),
      source: s.source,
    });
    sources.add(s.source.ref);
  }
  // Two portions of calcium at one time: more than 500 mg at once.
  for (const sl of SLOT_KEYS) {
    const here = placed.filter((d) => d.slot === sl && d.nutrient !== null && d.kind !== 'medicine');
    const twice = here.find((d, i) => here.some((o, j) => j < i && o.nutrient === d.nutrient));
    if (!twice) continue;
    valid = false;
    const n = nameOf(twice.nutrient!);
    const at = slotPhrase(sl);
    notes.push({
      kind: 'broken',
      text: bilingual('schedule.note.twice', { nutrient: n, mg: CALCIUM_PER_TIME.mg, at }),
      source: CALCIUM_PER_TIME.source,
    });
  }
  // A dose away from its best times, and why: the spacings it keeps there.
  for (const d of placed) {
    if (!d.nutrient || d.domain.indexOf(d.slot!) < d.preferred) continue;
    const mine = keysOf(d);
    const why = seps
      .filter((s) => mine.includes(s.a) || mine.includes(s.b))
      .flatMap((s) =>
        placed
          .filter((o) => o !== d && keysOf(o).includes(mine.includes(s.a) ? s.b : s.a))
          .map((o) => {
            const name = nameOf(keyOf(o));
            const before = o.minute! < d.minute!;
            // The hours of the side it is on: dolutegravir 2 hours before a mineral, 6 hours after.
            const dIsA = mine.includes(s.a);
            const h = hoursText(before === dIsA ? s.bFirst : s.aFirst);
            const params = { name: lowerInEnglish(name), hours: h };
            return {
              at: o.minute!,
              text: bilingual(before ? 'schedule.moved.after' : 'schedule.moved.before', params),
            };
          }),
      );
    why.sort((x, y) => x.at - y.at);
    const n = nameOf(d.nutrient);
    const at = slotPhrase(d.slot!);
    const empty = d.food === 'empty_stomach';
    const whyText = bilingualOf((locale) =>
      why.length
        ? say(
            'schedule.moved.why',
            {
              list: why.map((w) => textIn(w.text, locale)).join(say('schedule.moved.separator', {}, locale)),
            },
            locale,
          )
        : '',
    );
    notes.push({
      kind: 'moved',
      text: bilingual('schedule.note.moved', {
        nutrient: lowerInEnglish(n),
        at,
        food: empty ? bilingual('schedule.moved.withFood', {}) : '',
        why: whyText,
      }),
      source: TIMING[d.nutrient as keyof typeof TIMING]?.source ?? CALCIUM_PER_TIME.source,
    });
    if (empty) d.food = 'with_food';
  }

  const item = (d: Dose): ScheduleItem => ({
    id: d.id,
    kind: d.kind,
    label: d.label,
    nutrient: d.nutrient,
    drugId: d.drugId,
    productId: d.productId,
    food: d.food,
    how: d.how,
    minute: d.minute,
  });
  return {
    slots: SLOT_KEYS.map((key) => ({
      key,
      minute: minutes[key],
      label: SLOTS.find((s) => s.key === key)!.label,
      items: placed
        .filter((d) => d.slot === key)
        .sort((a, b) => a.minute! - b.minute!)
        .map(item),
    })),
    asPrescribed: doses.filter((d) => d.slot === null).map(item),
    notes,
    sources: [...sources],
    valid,
  };
}
