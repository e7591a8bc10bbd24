import { useEffect, useMemo, useState } from 'react';
import PickerView from 'antd-mobile/es/components/picker-view';
import { useTranslation } from 'react-i18next';
import {
  INCHES_PER_FOOT,
  cmToFeetInches,
  cmToInches,
  feetInchesToCm,
  inchesToCm,
  kgToPounds,
  poundsToKg,
  splitInches,
  type MeasurementSystem,
} from '../../../lib/measurement';
import { PressedOptions } from '../../../components/pressed-options';
import { useMeasurementStore, useMeasurementSystem } from '../../../stores/measurement-store';
import { RANGES, defaultAnswer, isMeasuredField, usLimits } from '../lib/options';
import type { NumberField } from '../lib/steps';
import { readTypedNumber } from '../../../lib/typed-number';
import { ERROR_ID } from './step-error';

const UNIT_KEY = {
  age: 'years',
  heightCm: 'cm',
  weightKg: 'kg',
  prePregnancyWeightKg: 'kg',
  gestationalWeek: 'weeks',
} as const;

type Column = { label: string; value: number }[];

function numberColumn(
  min: number,
  max: number,
  step: number,
  label: (value: number) => string = String,
): Column {
  const items: Column = [];
  for (let v = min; v <= max + 1e-9; v += step) {
    const value = Math.round(v * 10) / 10;
    items.push({ label: label(value), value });
  }
  return items;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The same wheel styles for every number: the thumb finds the same size on every step. */
const WHEEL_STYLE = { '--height': '200px', '--item-height': '40px', '--item-font-size': '20px' };

/**
 * The wheel to pick a number by thumb (one column per part), its unit beside it. Hidden from screen
 * readers: the typed field under it asks the same.
 */
function Wheel({
  columns,
  value,
  unit,
  onChange,
}: {
  columns: Column[];
  value: number[];
  unit?: string;
  onChange: (value: (string | number | null)[]) => void;
}) {
  return (
    <div className="qs-number__wheel" aria-hidden="true">
      <PickerView columns={columns} value={value} style={WHEEL_STYLE} onChange={onChange} />
      {unit ? <span className="qs-number__unit">{unit}</span> : null}
    </div>
  );
}

/**
 * How one number is shown and typed: in the stored unit, or in pounds converted from the stored kg.
 * `toShown` of a stored value converts back to it exactly (lib/measurement.ts), so showing an answer
 * never changes it.
 */
interface Scale {
  unit: string;
  min: number;
  max: number;
  step: number;
  /** The stored answer's range; a value outside it leaves the wheel at the starting value. */
  stored: { min: number; max: number };
  inputMode: 'numeric' | 'decimal';
  toShown: (stored: number) => number;
  toStored: (shown: number) => number;
}

/**
 * Age, height or weight: a wheel for the thumb (starting at a typical value) and a typed field for
 * everyone else (keyboards, screen readers, exact values). Both edit the same answer, which stays in
 * cm and kg whatever units the person answers in.
 */
export function NumberStep({
  field,
  value,
  initial,
  invalid,
  onChange,
}: {
  field: NumberField;
  value: number | undefined;
  /** Starting value when unanswered, instead of the field's typical default. */
  initial?: number | undefined;
  invalid: boolean;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const system = useMeasurementSystem();
  const range = RANGES[field];
  const start =
    initial !== undefined && initial >= range.min && initial <= range.max
      ? initial
      : defaultAnswer(field, system);

  // The default is an answer the user sees and can accept with "next".
  useEffect(() => {
    if (value === undefined) onChange(start);
    // Only when the question first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const props = { value, start, invalid, onChange };
  const stored = { min: range.min, max: range.max };
  const scale: Scale | null =
    system === 'metric' || !isMeasuredField(field)
      ? {
          unit: t(`questionnaire.units.${UNIT_KEY[field]}`),
          min: range.min,
          max: range.max,
          step: range.step,
          stored,
          inputMode: field === 'age' || field === 'gestationalWeek' ? 'numeric' : 'decimal',
          toShown: (n) => n,
          toStored: (n) => n,
        }
      : field === 'heightCm'
        ? null
        : {
            unit: t('questionnaire.units.lb'),
            ...usLimits(field),
            step: 1,
            stored,
            inputMode: 'decimal',
            toShown: kgToPounds,
            toStored: poundsToKg,
          };
  return (
    <div className="qs-number">
      {isMeasuredField(field) ? <UnitSwitch system={system} /> : null}
      {/* Each system starts its typed text afresh from the stored answer, shown in its units. */}
      {scale ? (
        <SingleNumber key={system} {...props} scale={scale} />
      ) : (
        <FeetInchesInput key={system} {...props} />
      )}
    </div>
  );
}

/** "cm · kg / ft · in · lb": switching shows the same stored answer in the other units. */
function UnitSwitch({ system }: { system: MeasurementSystem }) {
  const { t } = useTranslation();
  const choose = useMeasurementStore((s) => s.choose);
  return (
    <div className="app-pill-switch qs-units" role="group" aria-label={t('questionnaire.unitSystem.label')}>
      <PressedOptions
        options={(['metric', 'us'] as const).map((s) => ({
          value: s,
          label: t(`questionnaire.unitSystem.${s}`),
        }))}
        value={system}
        className="app-segment qs-units__option"
        onChoose={choose}
      />
    </div>
  );
}

interface InputProps {
  value: number | undefined;
  start: number;
  invalid: boolean;
  onChange: (value: number | undefined) => void;
}

/**
 * A figure typed into a large field, its unit after it for the eye (the field's name or label says it to
 * a screen reader); `short` for one of a pair (feet, inches).
 */
function TypedFigure({
  short = false,
  inputMode,
  label,
  text,
  unit,
  invalid,
  onText,
}: {
  short?: boolean;
  inputMode: 'numeric' | 'decimal';
  label?: string;
  text: string;
  unit: string;
  invalid: boolean;
  onText: (text: string) => void;
}) {
  return (
    <>
      <input
        className={`app-input app-input--large qs-input qs-input--number${short ? ' qs-input--short' : ''}`}
        type="text"
        inputMode={inputMode}
        aria-label={label}
        value={text}
        aria-invalid={invalid}
        aria-describedby={ERROR_ID}
        onChange={(e) => onText(e.target.value)}
      />
      <span aria-hidden="true">{unit}</span>
    </>
  );
}

/** Figures as typed back: no float noise, no trailing ".0". */
const figure = (n: number) => String(Math.round(n * 100) / 100);

function SingleNumber({ value, start, invalid, onChange, scale }: InputProps & { scale: Scale }) {
  const { t } = useTranslation();
  const { min, max, step, unit, stored, toShown, toStored } = scale;
  const columns = useMemo(() => [numberColumn(min, max, step)], [min, max, step]);
  const [text, setText] = useState(figure(toShown(value ?? start)));

  const shown = toShown(value !== undefined && value >= stored.min && value <= stored.max ? value : start);
  // The wheel holds steps of `step`; a typed value in between shows the nearest step.
  const snapped = clamp(Math.round(Math.round(shown / step) * step * 10) / 10, min, max);
  // A stable array: the wheel reports a change whenever it sees a new one.
  const wheelValue = useMemo(() => [snapped], [snapped]);

  return (
    <>
      <Wheel
        columns={columns}
        value={wheelValue}
        unit={unit}
        onChange={(v) => {
          const picked = v[0];
          // The wheel echoes the figure it shows: storing that would round a finer answer to the step.
          if (typeof picked === 'number' && picked !== snapped) {
            setText(String(picked));
            onChange(toStored(picked));
          }
        }}
      />
      <label className="qs-field qs-field--inline">
        <span className="qs-field__label">{t('questionnaire.typeValue', { unit })}</span>
        <span className="qs-number__typed">
          <TypedFigure
            inputMode={scale.inputMode}
            text={text}
            unit={unit}
            invalid={invalid}
            onText={(typed) => {
              setText(typed);
              const n = readTypedNumber(typed);
              onChange(n !== null ? toStored(n) : undefined);
            }}
          />
        </span>
      </label>
      <p className="app-lead qs__hint">{t('questionnaire.rangeHint', { min, max, unit })}</p>
    </>
  );
}

/** Height in feet and inches: two wheel columns and two typed fields, stored as cm. */
function FeetInchesInput({ value, start, invalid, onChange }: InputProps) {
  const { t } = useTranslation();
  const ft = t('questionnaire.units.ft');
  const inch = t('questionnaire.units.in');
  const limits = usLimits('heightCm');
  const columns = useMemo(
    () => [
      numberColumn(
        Math.floor(limits.min / INCHES_PER_FOOT),
        Math.floor(limits.max / INCHES_PER_FOOT),
        1,
        (n) => `${n} ${ft}`,
      ),
      numberColumn(0, INCHES_PER_FOOT - 1, 1, (n) => `${n} ${inch}`),
    ],
    [limits.min, limits.max, ft, inch],
  );
  const initialShown = cmToFeetInches(value ?? start);
  const [texts, setTexts] = useState({
    feet: figure(initialShown.feet),
    inches: figure(initialShown.inches),
  });

  const range = RANGES.heightCm;
  const stored = value !== undefined && value >= range.min && value <= range.max ? value : start;
  const wheelInches = clamp(Math.round(cmToInches(stored)), limits.min, limits.max);
  const wheel = splitInches(wheelInches);
  const wheelValue = useMemo(() => [wheel.feet, wheel.inches], [wheel.feet, wheel.inches]);
  const minShown = splitInches(limits.min);
  const maxShown = splitInches(limits.max);

  const typed = ({ feet, inches }: { feet: string; inches: string }) => {
    const f = readTypedNumber(feet);
    // An empty inches field while the person retypes it means a whole number of feet.
    const i = inches.trim() === '' ? 0 : readTypedNumber(inches);
    onChange(f !== null && i !== null ? feetInchesToCm({ feet: f, inches: i }) : undefined);
  };

  return (
    <>
      <Wheel
        columns={columns}
        value={wheelValue}
        onChange={(v) => {
          const [feet, inches] = v;
          if (typeof feet !== 'number' || typeof inches !== 'number') return;
          // A pick outside the limits (3 ft 0 in, 8 ft 11 in) settles on the nearest one allowed.
          const total = clamp(feet * INCHES_PER_FOOT + inches, limits.min, limits.max);
          // The wheel echoes the figure it shows: storing that would round a finer answer to the inch.
          if (total === wheelInches) return;
          const picked = splitInches(total);
          setTexts({ feet: String(picked.feet), inches: String(picked.inches) });
          onChange(inchesToCm(total));
        }}
      />
      <fieldset className="app-fieldset qs-field qs-field--inline qs-number__pair">
        <legend className="qs-field__label">
          {t('questionnaire.typeValue', { unit: t('questionnaire.units.ftIn') })}
        </legend>
        <span className="qs-number__typed">
          {(['feet', 'inches'] as const).map((part) => (
            <TypedFigure
              key={part}
              short
              // Whole feet; inches may take a decimal.
              inputMode={part === 'feet' ? 'numeric' : 'decimal'}
              label={t(part === 'feet' ? 'questionnaire.typeFeet' : 'questionnaire.typeInches')}
              text={texts[part]}
              unit={part === 'feet' ? ft : inch}
              invalid={invalid}
              onText={(text) => {
                const next = { ...texts, [part]: text };
                setTexts(next);
                typed(next);
              }}
            />
          ))}
        </span>
      </fieldset>
      <p className="app-lead qs__hint">
        {t('questionnaire.rangeHintFeetInches', {
          minFeet: minShown.feet,
          minInches: minShown.inches,
          maxFeet: maxShown.feet,
          maxInches: maxShown.inches,
        })}
      </p>
    </>
  );
}
