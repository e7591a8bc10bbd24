import { pick, type Locale, type Source } from '../contracts/common';
import type { LabValue } from '../contracts/questionnaire';
import {
  BLOOD_PRESSURE_NAMES,
  BLOOD_PRESSURE_RAISED,
  BLOOD_PRESSURE_RAISED_PREGNANT,
  BLOOD_PRESSURE_TEXT,
  BLOOD_PRESSURE_UNITS,
  BLOOD_PRESSURE_URGENT,
} from '../knowledge/blood-pressure';
import { findMarker } from './index';

/** A blood pressure given among the lab values, in mmHg (either side may be missing). */
export interface BloodPressureReading {
  /** The name as typed ("blood pressure systolic"). */
  marker: string;
  systolic?: number;
  diastolic?: number;
}

const PAIR = /(\d{2,3})\s*[/／]\s*(\d{2,3})/;
const AFTER_SLASH = /^\s*[/／]\s*(\d{2,3})/;

/**
 * The reading a lab entry holds when its name is a blood pressure and not a lab marker: "收缩压" 162
 * mmHg is systolic, "舒张压" 112 diastolic, "血压 162/112" (in the name) or 162 with unit "/112 mmHg"
 * both sides. Null for a lab marker, another name, or a unit that is not a pressure.
 */
export function bloodPressureOf(lab: LabValue): BloodPressureReading | null {
  const name = typeof lab?.marker === 'string' ? lab.marker : '';
  if (!name || findMarker(name)) return null;
  const named = BLOOD_PRESSURE_NAMES.find((n) => n.pattern.test(name));
  if (!named) return null;
  const unitText = typeof lab.unit === 'string' ? lab.unit : '';
  const slash = AFTER_SLASH.exec(unitText);
  const unitWord = unitText.replace(AFTER_SLASH, '').trim().toLowerCase();
  const factor = unitWord === '' ? 1 : BLOOD_PRESSURE_UNITS[unitWord];
  if (factor === undefined || typeof lab.value !== 'number' || !Number.isFinite(lab.value)) return null;
  const mmHg = (v: number) => Math.round(v * factor);
  const pair = PAIR.exec(name);
  if (pair) return { marker: name, systolic: mmHg(Number(pair[1])), diastolic: mmHg(Number(pair[2])) };
  if (slash) return { marker: name, systolic: mmHg(lab.value), diastolic: mmHg(Number(slash[1])) };
  return named.side === 'systolic'
    ? { marker: name, systolic: mmHg(lab.value) }
    : { marker: name, diastolic: mmHg(lab.value) };
}

export interface BloodPressureJudgement {
  severity: 'urgent' | 'warning' | 'info';
  text: string;
  source: Source;
}

const reaches = (r: BloodPressureReading, c: { systolic: number; diastolic: number }): boolean =>
  (r.systolic !== undefined && r.systolic >= c.systolic) ||
  (r.diastolic !== undefined && r.diastolic >= c.diastolic);

/**
 * What a reading means: severe range in pregnancy (≥ 160/110, ACOG PB 222 2020) or outside it (≥ 180/120,
 * ACC/AHA 2017) is urgent; in pregnancy ≥ 140/90 is a warning; outside it ≥ 140/90 is information that
 * names the hypertension range; anything else is noted.
 */
export function judgeBloodPressure(
  r: BloodPressureReading,
  pregnant: boolean,
  locale: Locale,
): BloodPressureJudgement {
  const zh = locale === 'zh-CN';
  const shown =
    r.systolic !== undefined && r.diastolic !== undefined
      ? `${zh ? '血压' : 'Blood pressure'} ${r.systolic}/${r.diastolic} mmHg`
      : r.systolic !== undefined
        ? `${zh ? '收缩压' : 'Systolic blood pressure'} ${r.systolic} mmHg`
        : `${zh ? '舒张压' : 'Diastolic blood pressure'} ${r.diastolic} mmHg`;
  const say = (key: keyof typeof BLOOD_PRESSURE_TEXT) =>
    pick(BLOOD_PRESSURE_TEXT[key], locale).replace('{value}', shown);
  const urgent = pregnant ? BLOOD_PRESSURE_URGENT.pregnant : BLOOD_PRESSURE_URGENT.other;
  if (reaches(r, urgent))
    return { severity: 'urgent', text: say(pregnant ? 'severePregnant' : 'severe'), source: urgent.source };
  if (pregnant && reaches(r, BLOOD_PRESSURE_RAISED_PREGNANT))
    return {
      severity: 'warning',
      text: say('raisedPregnant'),
      source: BLOOD_PRESSURE_RAISED_PREGNANT.source,
    };
  if (!pregnant && reaches(r, BLOOD_PRESSURE_RAISED))
    return { severity: 'info', text: say('raised'), source: BLOOD_PRESSURE_RAISED.source };
  return { severity: 'info', text: say('noted'), source: urgent.source };
}
