/**
 * A dose said in the chat that is ten (or a hundred) times, or a tenth of, the dose the plan holds for a
 * high-alert medicine — insulin, warfarin (or acenocoumarol), methotrexate, lithium, digoxin, an opioid — is questioned at
 * once, before any other answer: the decimal-point and "U read as 0" slips that ISMP lists for these
 * medicines (seventeenth clinician review, en P4 S5: "wait my lantus is 180 units at night right? thats
 * what i put" with Lantus 18 IU in the plan got "no reliable rule… do not change a prescribed medicine",
 * which reads as approval of the wrong number).
 *
 * Not this: the stored dose said back (18 units), a dose of another medicine, a number in another unit
 * (an INR, a glucose, a time), or a change of two or three times (a titration, a correction dose): those
 * are for the prescriber and the other answers.
 */
import type { Locale, Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { drugById } from '../../interactions';
import { findDrugs, findNutrients, findSupplements } from '../entities';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { INSULIN_SAID } from '../../safety/insulin-omission';
import { sourceLine } from './shared';

export const DOSE_TENFOLD_SOURCE: Source = {
  ref: 'Institute for Safe Medication Practices (ISMP), List of High-Alert Medications in Community/Ambulatory Care Settings (2021) and in Acute Care Settings (2024): insulin, warfarin and other anticoagulants, oral methotrexate (non-oncologic), opioids, digoxin, lithium — errors cause significant harm; ISMP List of Error-Prone Abbreviations, Symbols and Dose Designations (2021: "U" for units read as 0 or 4, trailing zeros and missing leading zeros give tenfold overdoses)',
  url: 'https://www.ismp.org/recommendations/high-alert-medications-community-ambulatory-list',
};

/** Medicines on ISMP's high-alert lists that the dictionary holds: by id, or by class. */
const HIGH_ALERT_IDS: readonly string[] = ['methotrexate', 'lithium', 'digoxin'];
/** Warfarin is there by its class: acenocoumarol's tenfold error harms the same way. */
const HIGH_ALERT_CLASSES: readonly string[] = ['insulin', 'opioid', 'vitamin_k_antagonist'];

function highAlert(id: string): boolean {
  const drug = drugById(id);
  if (!drug) return false;
  return HIGH_ALERT_IDS.includes(id) || drug.classes.some((c) => HIGH_ALERT_CLASSES.includes(c));
}

/** A unit as the message writes it, to the plan's (IU for units, mass in mg). */
type Kind = 'IU' | 'mass';
const UNIT_WORD = /^(iu|i\.u\.|units?|u|单位|个单位|国际单位|mg|毫克|mcg|µg|ug|微克|g|克)(?![a-z])/;
function unitOf(word: string): { kind: Kind; toBase: number } | null {
  const w = word.toLowerCase();
  if (/^(iu|i\.u\.|units?|u|单位|个单位|国际单位)$/.test(w)) return { kind: 'IU', toBase: 1 };
  if (/^(mg|毫克)$/.test(w)) return { kind: 'mass', toBase: 1 };
  if (/^(mcg|µg|ug|微克)$/.test(w)) return { kind: 'mass', toBase: 0.001 };
  if (/^(g|克)$/.test(w)) return { kind: 'mass', toBase: 1000 };
  return null;
}

interface Said {
  readonly value: number;
  readonly text: string;
  readonly kind: Kind | null;
  readonly base: number;
  /** Where in the message it was said, and where its unit ends. */
  readonly at: number;
  readonly end: number;
}

/** Words after a number that make it something else. */
const OTHER_AFTER =
  /^(mmol|mg\/dl|mgdl|%|pm|am|x|times?|tab|pill|cap|kg|kilo|lb|cm|h|hr|hour|min|day|wk|week|year|yr|yo|old|cup|mins|点|次|片|粒|岁|天|周|年|小时|分|斤|公斤|毫升|ml|顿|杯|个月)/;
/** A lab or glucose word just before a bare number: the number is a result, not a dose. */
const LAB_BEFORE =
  /血糖|糖化|inr|酮|sugar|glucose|\bbg\b|a1c|ketone|reading|meter|cgm|libre|dexcom|血压|bp\b/;

const NUMBER = /(\d+(?:\.\d+)?|\.\d+)\s*([a-zµ.\u4e00-\u9fff]{1,4})?/g;

/** The doses said in the message: a number with a unit, or bare (read only right after the medicine's name). */
function dosesSaid(t: string): Said[] {
  const out: Said[] = [];
  for (const m of t.matchAll(NUMBER)) {
    const raw = m[1]!;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) continue;
    const after = m[2] ?? '';
    const unitWord = UNIT_WORD.exec(after)?.[1] ?? null;
    const at = m.index ?? 0;
    const before = t.slice(Math.max(0, at - 25), at);
    // A time of day ("at 10", "10:30", "10点") is no dose.
    if (/\bat\s*$|:\s*$/.test(before) || /^:\d|^\s*点/.test(t.slice(at + raw.length))) continue;
    if (!unitWord) {
      // A number with another unit or word of count after it (10pm, 3 times, 2 tablets, 8.5 mmol) is no
      // dose of these; a bare number is read only right after an insulin's name, with no lab word between.
      if (OTHER_AFTER.test(after)) continue;
      if (!INSULIN_SAID.test(before) || LAB_BEFORE.test(before)) continue;
    }
    // "180 mg/dL" is a glucose, "5 mg/kg" a rate: a unit with a slash after it is no dose.
    if (unitWord && /^\s*[a-zµ\u4e00-\u9fff.]+\s*\//.test(t.slice(at + raw.length))) continue;
    const u = unitWord ? unitOf(unitWord) : null;
    out.push({
      value,
      text: `${raw}${unitWord ? ` ${unitWord}` : ''}`,
      kind: u?.kind ?? null,
      base: value * (u?.toBase ?? 1),
      at,
      end: unitWord ? at + m[0].length - after.length + unitWord.length : at + raw.length,
    });
  }
  return out;
}

type Taken = NonNullable<PlanDocument['profile']['medicinesTaken']>[number];

/** The stored dose in its base (IU, or mg for a mass); null for a count of tablets or mL. */
function storedBase(m: Taken): { kind: Kind; base: number } | null {
  const d = m.dose;
  if (!d) return null;
  if (d.unit === 'IU') return { kind: 'IU', base: d.amount };
  if (d.unit === 'mg') return { kind: 'mass', base: d.amount };
  if (d.unit === 'µg') return { kind: 'mass', base: d.amount / 1000 };
  if (d.unit === 'g') return { kind: 'mass', base: d.amount * 1000 };
  return null;
}

/** Ten or a hundred times, or a tenth or a hundredth: the decimal slips (±20 %). */
function tenfold(ratio: number): 10 | 100 | 0.1 | 0.01 | null {
  for (const f of [10, 100, 0.1, 0.01] as const) if (ratio >= f * 0.8 && ratio <= f * 1.2) return f;
  return null;
}

const INSULIN_WORD = /胰岛素|\binsulin\b/;

/** Where each of the medicine's names is said in the (normalised) message: [start, end) pairs. */
function mentionsOf(t: string, id: string): [number, number][] {
  const drug = drugById(id);
  if (!drug) return [];
  const names = [drug.zh, drug.en, ...drug.brands]
    .map((n) => normaliseQuestion(n))
    .filter((n) => n.length > 1);
  const out: [number, number][] = [];
  for (const name of names)
    for (let i = t.indexOf(name); i >= 0; i = t.indexOf(name, i + 1)) out.push([i, i + name.length]);
  if (drug.classes.includes('insulin'))
    for (const m of t.matchAll(new RegExp(INSULIN_WORD.source, 'g')))
      out.push([m.index, m.index + m[0].length]);
  return out;
}

/** Text between a name and its dose that is part of the dose ("warfarin is 5 mg", "华法林每天吃5毫克"). */
const MAX_GAP = 24;
/** Something else named in the text between: the dose is that thing's ("curcumin 500mg", "glucosamine 1500mg"). */
const namesAnother = (gap: string): boolean =>
  /[,，;；]/.test(gap) ||
  findSupplements(gap).length > 0 ||
  findNutrients(gap).length > 0 ||
  findDrugs(gap).length > 0;

/**
 * Whether a dose said is this medicine's: its name said just before it, or just after ("5mg warfarin"), with nothing
 * else named between — blind answer round 46 (development data once reported): "turmeric curcumin 500mg … with his
 * Coumadin" and "glucosamine 1500mg … 跟甲氨蝶呤有冲突吗" were read as 500 mg of warfarin and 1,500 mg of methotrexate,
 * and the answer was a tenfold-dose alarm with the emergency number instead of the interaction asked about.
 */
function doseOf(t: string, s: Said, m: Taken): boolean {
  const mentions = mentionsOf(t, m.id);
  const end = s.end;
  const before = mentions.filter(([, e]) => e <= s.at).sort((a, b) => b[1] - a[1])[0];
  if (before && s.at - before[1] <= MAX_GAP && !namesAnother(t.slice(before[1], s.at))) return true;
  const after = mentions.filter(([b]) => b >= end).sort((a, b) => a[0] - b[0])[0];
  return after !== undefined && after[0] - end <= 6 && !namesAnother(t.slice(end, after[0]));
}

interface Mismatch {
  readonly medicine: Taken;
  readonly said: Said;
  readonly factor: 10 | 100 | 0.1 | 0.01;
}

/** The first tenfold mismatch between a dose said and the plan's dose of a high-alert medicine named. */
export function tenfoldMismatch(text: string, plan: PlanDocument | null): Mismatch | null {
  const taken = (plan?.profile.medicinesTaken ?? []).filter((m) => highAlert(m.id) && storedBase(m));
  if (taken.length === 0) return null;
  const t = normaliseQuestion(text);
  const named = new Set(findDrugs(text).map((d) => d.id));
  let candidates = taken.filter((m) => named.has(m.id));
  // "my insulin is 180 units": every insulin in the plan.
  if (candidates.length === 0 && INSULIN_WORD.test(t))
    candidates = taken.filter((m) => drugById(m.id)?.classes.includes('insulin') === true);
  if (candidates.length === 0) return null;
  const said = dosesSaid(t);
  for (const s of said) {
    const fits = candidates.filter((m) => {
      const st = storedBase(m)!;
      if (!doseOf(t, s, m)) return false;
      // A bare number counts for insulin only (units are what is said of it).
      return s.kind === null ? st.kind === 'IU' : s.kind === st.kind;
    });
    if (fits.length === 0) continue;
    // A number that is (near) the plan's dose of one of them is that one's dose, said back.
    if (fits.some((m) => Math.abs(s.base / storedBase(m)!.base - 1) <= 0.5)) continue;
    for (const m of fits) {
      const factor = tenfold(s.base / storedBase(m)!.base);
      if (factor) return { medicine: m, said: s, factor };
    }
  }
  return null;
}

function storedText(m: Taken, l: Locale): string {
  const d = m.dose!;
  const unit = d.unit === 'IU' ? L(l, '单位', ' units') : ` ${d.unit}`;
  return `${d.amount}${unit}`;
}

/** The answer that questions the number: the plan's dose, what the said one would be, check it now. */
export function doseTenfoldAnswer(text: string, plan: PlanDocument | null, l: Locale): string | null {
  const mm = tenfoldMismatch(text, plan);
  if (!mm) return null;
  const { medicine, said, factor } = mm;
  const name = medicine.name;
  const stored = storedText(medicine, l);
  const saidText =
    said.kind === 'IU' || (said.kind === null && storedBase(medicine)!.kind === 'IU')
      ? `${said.value}${L(l, '单位', ' units')}`
      : said.text;
  const insulin = drugById(medicine.id)?.classes.includes('insulin') === true;
  const over = factor >= 10;
  const times = {
    10: L(l, '10倍', 'ten times'),
    100: L(l, '100倍', 'a hundred times'),
    0.1: L(l, '十分之一', 'a tenth of'),
    0.01: L(l, '百分之一', 'a hundredth of'),
  }[factor];
  const lead = over
    ? L(
        l,
        `**你的方案里记的${name}是${stored}；${saidText}是它的${times}——请不要${insulin ? '打' : '用'}${saidText}。**`,
        `**Your plan says ${name} ${stored}; ${saidText} would be ${times} that — do not ${insulin ? 'inject' : 'take'} ${saidText}.**`,
      )
    : L(
        l,
        `**你的方案里记的${name}是${stored}；${saidText}只是它的${times}。**`,
        `**Your plan says ${name} ${stored}; ${saidText} would be ${times} that.**`,
      );
  const check = L(
    l,
    `在下一次用药前，请拿着药盒、处方单或${insulin ? '胰岛素笔' : '药瓶标签'}，和药师或开药的医生核对一下剂量（小数点或单位看错，最常见的就是差10倍）。如果方案里填错了，请在问卷里改正。`,
    `Before the next dose, check the dose on the prescription label${insulin ? ', the pen' : ''} or the box with your pharmacist or the prescriber — a misread decimal point or unit is the usual tenfold slip. If the plan holds the wrong number, correct it in your questionnaire.`,
  );
  const already = over
    ? insulin
      ? L(
          l,
          '**如果已经打了这么大的剂量，这是急症：马上拨打120或去急诊，**同时先吃15–20克快速升糖的糖，接下来几个小时要反复测血糖，身边要有人陪着。',
          '**If a dose this size has already been injected, that is an emergency: call the emergency number or go to the emergency department now,** take 15–20 g of fast sugar meanwhile, check your glucose often over the next hours and do not stay alone.',
        )
      : L(
          l,
          '**如果已经按这个剂量用了，请马上拨打120或去急诊，**带上药盒。',
          '**If a dose this size has already been taken, call the emergency number or go to the emergency department now,** and bring the box.',
        )
    : L(
        l,
        '剂量少了这么多，药可能起不到作用：请今天就和药师或医生核对，不要自己补打或加量。',
        'A dose this much lower may not work: check it with your pharmacist or doctor today, and do not make up or add doses on your own.',
      );
  return `${lead}\n\n${check}\n\n${already}${sourceLine(DOSE_TENFOLD_SOURCE.ref, l)}`;
}
