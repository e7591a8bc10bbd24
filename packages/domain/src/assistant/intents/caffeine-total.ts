/**
 * The caffeine of a day the person describes, added up (blind answer round 47, development data: "i drink 2 red
 * bull every shift. how much caffeine is that", "200mg a scoop … then about 3 coffees", "一个班两罐红牛算超标吗",
 * "一天两杯teh-c ok吗" in pregnancy got a stock text about a Celsius can or a 300 mg scoop). Each drink counted
 * from the table (knowledge/caffeine-drinks.ts) or from the milligrams the message states, read against the
 * limit for the person: 400 mg a day and 200 mg at once for adults, 200 mg a day in pregnancy or breastfeeding,
 * 2.5 mg per kg for a teenager.
 */
import { TRYING_TO_CONCEIVE_SAID } from '../faq/audiences';
import { planningPregnancy } from '../../knowledge/preconception';
import { pick, type Locale } from '../../contracts/common';
import {
  CAFFEINE_DRINKS,
  CAFFEINE_LIMITS,
  CAFFEINE_LIMIT_SOURCE,
  type CaffeineDrink,
} from '../../knowledge/caffeine-drinks';
import { dietNotesFor } from '../../interactions/diet-notes';
import { chineseNumberSaid, countSaid } from '../../units/number-words';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { say } from '../../messages';
import { sourceLine, type Ctx, type Draft } from './shared';

/** How much caffeine, or whether it is too much: the question this answers. */
const AMOUNT_ASKED =
  /咖啡因|超标|太多|过量|多不多|算多|会不会多|多少|ok吗|可以吗|行吗|有问题吗|没问题吧|要紧吗|有没有问题|有影响吗|伤(身|肾|身体)吗|\b(is|are) (that|this|it|they) (a problem|bad)\b|\bbad for (me|my|him|her)\b|\b(a day|daily|each day|every day) (bad|too much|a lot|alot)\b|\bcaffeine\b|\btoo much\b|\bhow much\b|\bis (that|this|it) (ok|okay|a lot|alot|bad|safe|fine)\b|\bok\b|\bokay\b|\bsafe\b/;
/** Counts over a week or a month are not a day's total. */
const NOT_A_DAY = /一周|每周|周末|一个月|\ba week\b|\bper week\b|\bweekends?\b|\ba month\b/;
/** A count just before the drink: "2 red bull", "three cups of coffee", "两罐红牛", "三杯咖啡". */
const COUNT_BEFORE =
  /(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|a|an|[一二两俩三四五六七八九十]+)\s*(?:x\s*)?(?:(?:cans?|cups?|bottles?|glasses?|mugs?|shots?|servings?|scoops?|罐|杯|瓶|听|支|份|勺|大杯|小杯)\s*)?(?:of\s+)?(?:(?:iced|hot|strong|black|sugar[- ]free|冰|热)\s*)?$/;
/** A count just after the drink: "红牛一天两罐", "coffee x3", "teh tarik 两杯". */
const COUNT_AFTER =
  /^[^\d。？?.!]{0,16}?(?:x\s*)?(\d+|one|two|three|four|five|six|[一二两俩三四五六七八九十]+)\s*(?:罐|杯|瓶|听|份|勺|cans?|cups?|scoops?|a day)/;
/** Milligrams of caffeine the message states for a product: "200mg caffeine a scoop", "咖啡因200毫克". */
const STATED_MG =
  /(\d{2,3})\s*(?:mg|毫克)\s*(?:of\s+)?(?:caffeine|咖啡因)|(?:caffeine|咖啡因)[^\d。？?]{0,8}?(\d{2,3})\s*(?:mg|毫克)/g;

/** The stated milligrams are a scoop's or a serving's: "200 mg caffeine a scoop", "每勺含咖啡因200毫克". */
const PER_SERVING = /\b(a|per|each|every|1|one) (scoop|serving)\b|(一|每)(勺|份)/;
/**
 * How many scoops or servings are taken together: "some days i do 2 scoops before evening session" was counted as one
 * scoop (blind answer round 49, en-057, development data: 434 mg said to be 234 mg, "within the limit").
 */
const SERVINGS_TAKEN =
  /(\d+(?:\.\d+)?|two|three|four|double|[两二三四俩])\s*(?:full\s+)?(?:scoops?|servings?|勺|份)(?!\s*(?:a|per) (?:week|month))/;

function servingsTaken(text: string): number | null {
  const m = SERVINGS_TAKEN.exec(text);
  if (!m) return null;
  const word = m[1]!;
  const n = word === 'double' ? 2 : (countSaid(word) ?? chineseNumberSaid(word));
  return n !== null && n > 1 && n <= 6 ? n : null;
}

interface Counted {
  /** The drink's key in the table; none for milligrams the message states. */
  key?: CaffeineDrink['key'];
  label: string;
  count: number;
  mg: number;
  sugarG?: number;
  source?: string;
  /** Servings taken together (scoops of one pre-workout): their caffeine arrives at once. */
  atOnce?: true;
}

function countOf(before: string, after: string): number | null {
  const b = COUNT_BEFORE.exec(before);
  const word = b?.[1] ?? COUNT_AFTER.exec(after)?.[1];
  if (!word) return null;
  // "两三杯" is two or three: the upper one, so the total is not understated.
  const range = /^[一二两三四五六七八九]{2}$/.test(word)
    ? Math.max(...[...word].map((c) => countSaid(c) ?? 0))
    : null;
  const n = range ?? countSaid(word) ?? chineseNumberSaid(word);
  return n !== null && n > 0 && n <= 20 ? n : null;
}

/** The drinks of the message with their counts; null when a drink named has no count or the counts are not a day's. */

export function caffeineCounted(text: string, locale: Locale): Counted[] | null {
  let t = normaliseQuestion(text);
  if (NOT_A_DAY.test(t)) return null;
  const out: Counted[] = [];
  const servings = servingsTaken(t);
  for (const m of t.matchAll(STATED_MG)) {
    const mg = Number(m[1] ?? m[2]);
    const count =
      servings !== null && PER_SERVING.test(t.slice(Math.max(0, m.index - 8), m.index + m[0].length + 16))
        ? servings
        : 1;
    out.push({
      label: say('reply.caffeine.stated', { mg }, locale),
      count,
      mg,
      ...(count > 1 ? { atOnce: true } : {}),
    });
    t = t.slice(0, m.index) + ' '.repeat(m[0].length) + t.slice(m.index + m[0].length);
  }
  const statedOnly = out.length > 0;
  for (const d of CAFFEINE_DRINKS as readonly CaffeineDrink[]) {
    const re = new RegExp(d.names.source, 'g');
    for (const m of t.matchAll(re)) {
      const at = m.index;
      const count = countOf(
        t.slice(Math.max(0, at - 24), at),
        t.slice(at + m[0].length, at + m[0].length + 24),
      );
      // A drink named without a count ("pre-workout, then coffee") cannot be added up, unless it is the product
      // whose milligrams were stated.
      if (count === null) {
        if (statedOnly) continue;
        return null;
      }
      out.push({
        key: d.key,
        label: pick(d.serving, locale),
        count,
        mg: d.mg,
        ...(d.sugarG !== undefined && !/sugar[- ]?free|无糖|零糖/.test(t) ? { sugarG: d.sugarG } : {}),
        source: d.source,
      });
      t = t.slice(0, at) + ' '.repeat(m[0].length) + t.slice(at + m[0].length);
    }
  }
  return out.length ? out : null;
}

/** Caffeine matters with some medicines (clozapine, theophylline, lithium …): their own rows answer. */
function medicineSpeaksOfCaffeine(ctx: Ctx): boolean {
  if (findDrugs(ctx.text).length > 0) return true;
  return dietNotesFor(ctx.medicines, 'en-US').some((n) => /caffeine|coffee|energy drink/i.test(n.text));
}

/** Sugar asked about beside the caffeine ("咖啡因和糖一天要控制在多少"). */
const SUGAR_ASKED = /糖(?!尿)|\bsugars?\b/;

/** Tablets swallowed with the drink: a question of taking them with tea or coffee, answered by its own rows. */
const PILLS_WITH_THE_DRINK =
  /\b(take|taking|swallow|swallowing|have|having)\b[^.?!]{0,30}\b(vitamins?|multivitamin|supplements?|pills?|tablets?|capsules?|meds|medicines?|iron|calcium)\b[^.?!]{0,10}\bwith\b|(用|就着|配着?|和|跟)[^，。？?]{0,8}(咖啡|茶|可乐(?!果(?!汁))|红牛)[^，。？?]{0,4}(一起)?(吃|服|送|吞)(药|片|维生素|钙|铁)?/;

const CONDITIONS_OF_THEIR_OWN = new Set([
  'kidney_disease',
  'dialysis',
  'kidney_transplant',
  'heart_failure',
  'hyperthyroid',
]);

/** Kidney disease said in the message (the plan's own kidney conditions are answered by their rows). */
const KIDNEY_SAID =
  /肾(不好|病|功能|衰|炎|脏不好)|慢性肾|尿毒|透析|\b(ckd|kidney (disease|problems?|failure)|bad kidneys?|dialysis|renal)\b/;

const PREGNANT_OR_NURSING_SAID =
  /怀孕|孕|哺乳|喂奶|母乳|\bpregnan\w*|\bbreast ?feed\w*|\bbreast ?fed\b|\bnursing\b/;

/**
 * The table rows a day's total answers better: their text is a fixed example ("a 300 mg scoop", "a can of Celsius")
 * where the person counted their own drinks (blind answer round 47). The pregnancy rows stay where coffee is among
 * the drinks: a café cup holds anything from 60 to 200 mg, which those rows explain and a count of cups cannot. A
 * teenager's general energy-drink limit is answered by the count where drinks are counted.
 */
const STOCK_ROWS = new Set(['energy-drink-fat-burning', 'preworkout-caffeine-total', 'teen-energy-drinks']);
const PREGNANCY_CUP_ROWS = new Set([
  'pregnancy-caffeine-cups-over',
  'pregnancy-one-coffee-a-day',
  'pregnancy-coffee-shop-caffeine',
  'pregnancy-caffeine-sources',
]);

/** What the total needs to know of a table row the message selects. */
export interface SelectedRow {
  id: string;
  /** The row answers the whole message (faq/types.ts). */
  wholeMessage?: true;
  /** The row is written for some people only (heart failure, codeine while nursing, gels in a race). */
  for?: unknown;
  text: { en: string };
}

/**
 * `rowsOf`: the table rows the message selects for this person (read only once drinks are counted); a row written for the situation answers instead of
 * the total, a general row that would not answer the whole message does not stand in its way.
 */
export function caffeineTotalAnswer(ctx: Ctx, rowsOf: () => readonly SelectedRow[] = () => []): Draft | null {
  const l = ctx.locale;
  const norm = ctx.norm;
  if (!AMOUNT_ASKED.test(norm) || medicineSpeaksOfCaffeine(ctx)) return null;
  if (PILLS_WITH_THE_DRINK.test(norm)) return null;
  // "Safe for healthy adults" is not said to someone whose drinks are counted for another reason: a fluid
  // allowance and potassium with kidney disease or heart failure, a racing heart with an overactive thyroid
  // (their rows answer coffee).
  if ((ctx.plan?.profile.conditions ?? []).some((c) => CONDITIONS_OF_THEIR_OWN.has(c))) return null;
  const items = caffeineCounted(ctx.text, l);
  // One drink a day ("孕中期每天一杯美式可以吗", "心衰每天喝一杯咖啡") is answered by the rows for that person;
  // a total is for several drinks, or a product's stated milligrams.
  if (!items || (items.reduce((s, x) => s + x.count, 0) < 2 && items.every((x) => x.source !== undefined)))
    return null;
  const total = Math.round(items.reduce((s, x) => s + x.count * x.mg, 0));
  const p = ctx.plan?.profile;
  const stage = p?.lifeStage ?? 'none';
  // Trying to conceive (the plan's goal, or said) keeps the pregnancy limit too, never "within the 400 mg that is safe
  // for healthy adults" (answer round 55, development data: three coffees a day while trying).
  const pregnantOrNursing =
    stage.startsWith('pregnant') ||
    stage === 'lactating' ||
    PREGNANT_OR_NURSING_SAID.test(`${norm} ${normaliseQuestion(ctx.previous ?? '')}`) ||
    TRYING_TO_CONCEIVE_SAID.test(`${norm} ${normaliseQuestion(ctx.previous ?? '')}`) ||
    (p !== undefined &&
      planningPregnancy({ gender: p.sex, age: p.age, lifeStage: p.lifeStage, goals: p.goals }));
  const minor = (p?.age !== undefined && p.age < 18) || ctx.minorSaid === true;
  // The plan's weight only when the plan is the teenager's own; else the 40 kg of a young teenager.
  const teenKg = p?.age !== undefined && p.age < 18 ? p.weightKg : undefined;
  const lim = CAFFEINE_LIMITS;
  const limit = minor
    ? Math.round(lim.teenMgPerKg * (teenKg ?? lim.teenDefaultKg))
    : pregnantOrNursing
      ? lim.pregnancyDailyMg
      : lim.adultDailyMg;
  const coffee = items.some((x) => x.key === 'coffee' || x.key === 'espresso');
  const ownRow = rowsOf().some(
    (r) =>
      (r.wholeMessage === true || r.for !== undefined) &&
      // a row about something else for the same person (a teenager's sport fuel) does not answer the caffeine
      /\bcaffeine\b/i.test(r.text.en) &&
      !STOCK_ROWS.has(r.id) &&
      !(PREGNANCY_CUP_ROWS.has(r.id) && (!coffee || total > limit)),
  );
  if (ownRow) return null;
  const who = (minor ? 'teen' : pregnantOrNursing ? 'pregnant' : 'adult') as 'teen' | 'pregnant' | 'adult';
  const sep = say('reply.parts.separator', {}, l);
  const list = items
    .map((x) =>
      x.source === undefined
        ? x.count > 1
          ? say('reply.caffeine.statedTimes', { what: x.label, count: x.count }, l)
          : x.label
        : say('reply.caffeine.item', { count: x.count, what: x.label, mg: x.mg }, l),
    )
    .join(sep);
  const lines = [
    say(
      total > limit ? (`reply.caffeine.over.${who}` as const) : (`reply.caffeine.within.${who}` as const),
      { total, list, limit },
      l,
    ),
  ];
  const together = items.filter((x) => x.atOnce === true && x.mg * x.count > lim.adultAtOnceMg);
  const big = items.filter((x) => x.mg >= lim.adultAtOnceMg && who === 'adult');
  if (together.length)
    lines.push(
      say(
        'reply.caffeine.servingsAtOnce',
        { count: together[0]!.count, mg: together[0]!.mg * together[0]!.count, limit: lim.adultAtOnceMg },
        l,
      ),
    );
  else if (big.length)
    lines.push(say('reply.caffeine.singleDose', { mg: Math.max(...big.map((x) => x.mg)) }, l));
  const sugar = Math.round(items.reduce((s, x) => s + (x.sugarG ?? 0) * x.count, 0));
  if (sugar > 0) lines.push(say('reply.caffeine.sugar', { sugar }, l));
  else if (SUGAR_ASKED.test(norm)) lines.push(say('reply.caffeine.sugarLimit', {}, l));
  if (items.some((x) => x.key === 'milk_tea')) lines.push(say('reply.caffeine.milkTea', {}, l));
  const kidney = KIDNEY_SAID.test(norm);
  if (kidney) lines.push(say('reply.caffeine.kidney', {}, l));
  lines.push(say('reply.caffeine.tips', {}, l));
  const refs = [
    CAFFEINE_LIMIT_SOURCE.ref,
    ...new Set(items.map((x) => x.source).filter((s): s is string => s !== undefined)),
    ...(sugar > 0 || SUGAR_ASKED.test(norm)
      ? ['WHO Guideline: sugars intake for adults and children (2015): free sugars under 10 % of energy']
      : []),
    ...(kidney
      ? [
          'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107): phosphate additives, fluid in dialysis',
        ]
      : []),
  ];
  return { text: lines.join('\n\n') + sourceLine(refs.join('; '), l), suggestions: [], answersWhole: true };
}
