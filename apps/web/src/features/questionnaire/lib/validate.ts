import type { PartialAnswers } from '@nutri/domain/contracts';
import { DOSE_AMOUNT_MAX } from '@nutri/domain/contracts/values';
import { LAB_VALUE_MAX } from '@nutri/domain/limits';
import { isProductUnit, PRODUCT_UNITS_PER_DAY_MAX } from '@nutri/domain/units';
import { splitInches, type MeasurementSystem } from '../../../lib/measurement';
import { LAB_MARKERS, NICKNAME_MAX, RANGES, isLabMarkerKey, isMeasuredField, usLimits } from './options';
import type { Step } from './steps';

/** A validation problem as an i18n key under `questionnaire.errors` plus its values. */
export interface StepError {
  key:
    | 'required'
    | 'nicknameLong'
    | 'nicknameChars'
    | 'wholeNumber'
    | 'ageRange'
    | 'minor'
    | 'heightRange'
    | 'weightRange'
    | 'heightRangeUs'
    | 'weightRangeUs'
    | 'weekRange'
    | 'dose'
    | 'labValue'
    | 'labUnit';
  values?: Record<string, number | string>;
}

const RANGE_KEY = {
  age: 'ageRange',
  heightCm: 'heightRange',
  weightKg: 'weightRange',
  prePregnancyWeightKg: 'weightRange',
  gestationalWeek: 'weekRange',
} as const;

/**
 * Checks the answer of one step before moving on, mirroring contracts/questionnaire.ts so the user
 * hears about a problem at the question, in their language and units, before the server does.
 * null = fine. The stored answer is checked (always cm and kg), so a converted value the API would
 * refuse never passes; the message names the limits in the units the person answers in.
 */
export function validateStep(
  step: Step,
  answers: PartialAnswers,
  system: MeasurementSystem = 'metric',
): StepError | null {
  switch (step.kind) {
    case 'nickname': {
      const nick = answers.nickname?.trim() ?? '';
      if (nick.length > NICKNAME_MAX) return { key: 'nicknameLong', values: { max: NICKNAME_MAX } };
      // eslint-disable-next-line no-control-regex
      if (/[<>\u0000-\u001f\u007f]/.test(nick)) return { key: 'nicknameChars' };
      return null;
    }
    case 'choice':
      return step.required && answers[step.id] === undefined ? { key: 'required' } : null;
    case 'number': {
      const value = answers[step.id];
      const range = RANGES[step.id];
      if (value === undefined || !Number.isFinite(value)) return { key: 'required' };
      if ((step.id === 'age' || step.id === 'gestationalWeek') && !Number.isInteger(value))
        return { key: 'wholeNumber' };
      if (value >= range.min && value <= range.max) return null;
      // Under 18: a message for a young person, in their language, with no figures to aim at (issue 31 §2).
      if (step.id === 'age' && value < range.min) return { key: 'minor' };
      if (system === 'us' && step.id === 'heightCm') {
        const limits = usLimits(step.id);
        const min = splitInches(limits.min);
        const max = splitInches(limits.max);
        return {
          key: 'heightRangeUs',
          values: { minFeet: min.feet, minInches: min.inches, maxFeet: max.feet, maxInches: max.inches },
        };
      }
      if (system === 'us' && isMeasuredField(step.id))
        return { key: 'weightRangeUs', values: usLimits(step.id) };
      return { key: RANGE_KEY[step.id], values: { min: range.min, max: range.max } };
      return null;
    }
    case 'supplements':
      // A count of tablets (…) a day stops at the contracts' 50; an amount at 100,000.
      return (answers.supplements ?? []).some(
        (s) =>
          !(
            Number.isFinite(s.dose) &&
            s.dose > 0 &&
            s.dose <= (isProductUnit(s.unit) ? PRODUCT_UNITS_PER_DAY_MAX : DOSE_AMOUNT_MAX)
          ),
      )
        ? { key: 'dose' }
        : null;
    case 'labs':
      for (const lab of answers.labs ?? []) {
        if (!(Number.isFinite(lab.value) && lab.value >= 0 && lab.value <= LAB_VALUE_MAX))
          return { key: 'labValue' };
        if (
          !isLabMarkerKey(lab.marker) ||
          !(LAB_MARKERS[lab.marker] as readonly string[]).includes(lab.unit)
        ) {
          return { key: 'labUnit' };
        }
      }
      return null;
    default:
      return null;
  }
}
