/**
 * Nutrient targets: the recommended intake (RNI/RDA or AI) and UL for one person.
 *
 * The locale picks the standard, because that is what a user's doctor and food labels use:
 * zh-CN → Chinese DRIs (knowledge/dri-cn.ts), en-US → US DRIs (knowledge/dri-us.ts).
 *
 * Total on its input: ages are clamped to 18–100 and non-finite ages read as 18; weights are clamped to
 * 25–300 kg and a non-finite weight falls back to the IOM reference body weight (70 kg men, 57 kg
 * women) — the API validates answers before this is called, so clamping only guards odd callers.
 * A life stage on a man is ignored (the schema already refuses it).
 */
import type { Locale, Source } from '../contracts/common';
import { AGE_MAX, AGE_MIN, LIFE_STAGES } from '../contracts/questionnaire';
import { CN_DRI, cnAgeBandFor, type CnDriCell, type CnDriRow } from '../knowledge/dri-cn';
import { US_DRI, usAgeBandFor, usReproBandFor, type DriCell, type UsDriRow } from '../knowledge/dri-us';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { roundTo, type NutrientUnit } from '../units';

export type LifeStage = (typeof LIFE_STAGES)[number];
export type Sex = 'male' | 'female';

export interface TargetPerson {
  sex: Sex;
  /** Years. */
  age: number;
  lifeStage?: LifeStage | undefined;
  /** Kilograms; used where the target is per kg (US protein). */
  weightKg: number;
}

export interface NutrientTarget {
  /** Recommended daily intake in `unit`. */
  target: number;
  /** Tolerable upper intake per day in `unit`, or null where none is set. */
  ul: number | null;
  /** What the UL counts: all sources, or supplements/fortificants only. */
  ulScope: 'total' | 'supplements' | null;
  basis: 'RNI' | 'RDA' | 'AI';
  unit: NutrientUnit;
  source: Source;
  /** The table row used, e.g. `CN 30–49 female` or `US 19–30 female, pregnant`. */
  band: string;
}

export type NutrientTargets = Record<NutrientKey, NutrientTarget>;

const WEIGHT_MIN_KG = 25;
const WEIGHT_MAX_KG = 300;
/** IOM reference body weights used when no usable weight is given. */
const REFERENCE_WEIGHT_KG: Record<Sex, number> = { male: 70, female: 57 };

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

/** Normalise an arbitrary age to a whole year in 18–100. */
export function normaliseAge(age: number): number {
  return Number.isFinite(age) ? clamp(Math.floor(age), AGE_MIN, AGE_MAX) : AGE_MIN;
}

function normaliseWeight(weightKg: number, sex: Sex): number {
  return Number.isFinite(weightKg) ? clamp(weightKg, WEIGHT_MIN_KG, WEIGHT_MAX_KG) : REFERENCE_WEIGHT_KG[sex];
}

/** The life stage that applies: none for men and for unknown values. */
export function effectiveLifeStage(sex: Sex, lifeStage: LifeStage | undefined): LifeStage {
  if (sex !== 'female') return 'none';
  // Guards callers that pass an unchecked string.
  return (LIFE_STAGES as readonly unknown[]).includes(lifeStage) ? (lifeStage as LifeStage) : 'none';
}

const dash = (band: string): string => band.replace('-', '–');

const STAGE_LABEL: Record<Exclude<LifeStage, 'none'>, string> = {
  pregnant_t1: 'pregnant T1',
  pregnant_t2: 'pregnant T2',
  pregnant_t3: 'pregnant T3',
  lactating: 'lactating',
};

/** Round away float noise from increments such as 1.2 + 0.1. */
const clean = (n: number): number => roundTo(n, 2);

function cnTarget(row: CnDriRow, sex: Sex, age: number, stage: LifeStage): { cell: CnDriCell; band: string } {
  if (stage === 'none') {
    const band = cnAgeBandFor(age);
    return { cell: row[sex][band], band: `CN ${dash(band)} ${sex}` };
  }
  // Increments are printed over non-pregnant women of childbearing age; a mother over 49 uses 30–49.
  const band = cnAgeBandFor(Math.min(age, 49));
  const base = row.female[band][0];
  const inc =
    stage === 'lactating'
      ? row.lactationIncrement
      : row.pregnancyIncrement[stage === 'pregnant_t1' ? 0 : stage === 'pregnant_t2' ? 1 : 2];
  return { cell: [clean(base + inc), row.reproUl], band: `CN ${dash(band)} female, ${STAGE_LABEL[stage]}` };
}

function usTarget(row: UsDriRow, sex: Sex, age: number, stage: LifeStage): { cell: DriCell; band: string } {
  if (stage === 'none') {
    const band = usAgeBandFor(age);
    return { cell: row[sex][band], band: `US ${dash(band)} ${sex}` };
  }
  const band = usReproBandFor(age);
  // The US tables do not split trimesters for these nutrients.
  const cell = stage === 'lactating' ? row.lactating[band] : row.pregnant[band];
  return { cell, band: `US ${dash(band)} female, ${stage === 'lactating' ? 'lactating' : 'pregnant'}` };
}

/**
 * Daily targets for every nutrient key, in each key's canonical unit (see nutrients/index.ts).
 * zh-CN → Chinese DRIs, en-US → US DRIs. Never throws.
 */
export function targetsFor(person: TargetPerson, locale: Locale): NutrientTargets {
  const sex: Sex = person.sex === 'female' ? 'female' : 'male';
  const age = normaliseAge(person.age);
  const stage = effectiveLifeStage(sex, person.lifeStage);
  const weight = normaliseWeight(person.weightKg, sex);

  const out = {} as NutrientTargets;
  for (const key of NUTRIENT_KEYS) {
    if (locale === 'zh-CN') {
      const row: CnDriRow = CN_DRI[key];
      const { cell, band } = cnTarget(row, sex, age, stage);
      out[key] = {
        target: cell[0],
        ul: cell[1],
        ulScope: cell[1] === null ? null : row.ulScope,
        basis: row.basis,
        unit: row.unit,
        source: row.source,
        band,
      };
    } else {
      const row: UsDriRow = US_DRI[key];
      const { cell, band } = usTarget(row, sex, age, stage);
      // Protein RDAs are g/kg/day; whole grams are precise enough for a daily target.
      const target = row.perKgBodyWeight ? Math.round(cell[0] * weight) : cell[0];
      out[key] = {
        target,
        ul: cell[1],
        ulScope: cell[1] === null ? null : row.ulScope,
        basis: row.basis,
        unit: row.unit,
        source: row.source,
        band,
      };
    }
  }
  return out;
}
