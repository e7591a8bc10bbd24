import type { RefObject } from 'react';
import type { PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { useMeasurementSystem } from '../../../stores/measurement-store';
import { isMeasuredField, startingWeek } from '../lib/options';
import { withChoice, withNumber, type Step } from '../lib/steps';
import { ChoiceStep } from './choice-step';
import { FoodAllergyStep } from './food-allergy-step';
import { FoodFrequencyStep } from './food-frequency-step';
import { LabsStep } from './labs-step';
import { MedicinesStep } from './medicines-step';
import { MultiStep } from './multi-step';
import { NicknameStep } from './nickname-step';
import { NumberStep } from './number-step';
import { ScoffStep } from './scoff-step';
import { StepErrorText, type ShownError } from './step-error';
import { SupplementsStep } from './supplements-step';

export interface StepViewProps {
  step: Step;
  type: QuestionnaireType;
  answers: PartialAnswers;
  setAnswers: (change: (a: PartialAnswers) => PartialAnswers) => void;
  error: ShownError | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The id of the section's lead line when this question opens a section. */
  describedBy?: string;
  planId: string | null;
  medicineNames: Record<string, string>;
  setMedicineName: (id: string, name: string) => void;
}

/** A list answer with nothing in it is no answer. */
const listOrNone = <T,>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** The question of one step: its heading, hint, control and error. */
export function StepView(props: StepViewProps) {
  const { t } = useTranslation();
  const { step, error, headingRef, describedBy } = props;
  const system = useMeasurementSystem();
  const heading = (text: string, hint?: string) => (
    <>
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="qs-question"
        className="qs__question"
        aria-describedby={describedBy}
      >
        {text}
      </h2>
      {hint ? <p className="app-lead qs__hint">{hint}</p> : null}
    </>
  );

  if (step.kind === 'upload') {
    return (
      <section aria-labelledby="qs-question">
        {heading(t('questionnaire.q.upload.title'), t('questionnaire.q.upload.hint'))}
        <ul className="qs-upload__list">
          <li>{t('questionnaire.q.upload.point1')}</li>
          <li>{t('questionnaire.q.upload.point2')}</li>
        </ul>
        {props.planId ? (
          <Link className="app-button qs-upload__link" to={hrefWithPlan(paths.uploadReports, props.planId)}>
            {t('questionnaire.q.upload.action')}
          </Link>
        ) : null}
        <p className="app-lead qs__hint">{t('questionnaire.q.upload.later')}</p>
        <StepErrorText error={error} />
      </section>
    );
  }
  const hint =
    system === 'us' && step.kind === 'number' && isMeasuredField(step.id)
      ? t(`questionnaire.q.${step.id}.hintUs`)
      : t(`questionnaire.q.${step.id}.hint`);
  return (
    <>
      {heading(t(`questionnaire.q.${step.id}.title`), hint)}
      <StepControl {...props} step={step} />
      <StepErrorText error={error} />
    </>
  );
}

/** The control that answers a question step. */
function StepControl(props: StepViewProps & { step: Exclude<Step, { kind: 'upload' }> }) {
  const { step, answers, setAnswers, error } = props;
  switch (step.kind) {
    case 'nickname':
      return (
        <NicknameStep
          value={answers.nickname ?? ''}
          invalid={error !== null}
          onChange={(nickname) =>
            setAnswers((a) => ({ ...a, nickname: nickname === '' ? undefined : nickname }))
          }
        />
      );
    case 'choice':
      return (
        <ChoiceStep
          field={step.id}
          options={step.options}
          value={answers[step.id]}
          invalid={error !== null}
          onChange={(value) => setAnswers((a) => withChoice(a, step.id, value))}
        />
      );
    case 'number':
      return (
        <NumberStep
          field={step.id}
          value={answers[step.id]}
          // The weight before pregnancy starts from today's weight, which the user adjusts; the week
          // starts inside the trimester already chosen.
          initial={
            step.id === 'prePregnancyWeightKg'
              ? answers.weightKg
              : step.id === 'gestationalWeek'
                ? startingWeek(answers.lifeStage)
                : undefined
          }
          invalid={error !== null}
          onChange={(value) => setAnswers((a) => withNumber(a, step.id, value))}
        />
      );
    case 'multi':
      if (step.id === 'foodAllergies')
        return (
          <FoodAllergyStep
            options={step.options}
            value={answers.foodAllergies ?? []}
            other={answers.otherFoodAllergy ?? ''}
            onChange={(value) => setAnswers((a) => ({ ...a, foodAllergies: listOrNone(value) }))}
            onOtherChange={(other) =>
              setAnswers((a) => {
                const next = { ...a, otherFoodAllergy: other.trim() ? other : undefined };
                if (next.otherFoodAllergy === undefined) delete next.otherFoodAllergy;
                return next;
              })
            }
          />
        );
      return (
        <MultiStep
          field={step.id}
          options={step.options}
          exclusive={step.exclusive}
          value={answers[step.id] ?? []}
          onChange={(value) => setAnswers((a) => ({ ...a, [step.id]: listOrNone(value) }) as PartialAnswers)}
        />
      );
    case 'scoff':
      return (
        <ScoffStep value={answers.scoff ?? {}} onChange={(scoff) => setAnswers((a) => ({ ...a, scoff }))} />
      );
    case 'foodFrequency':
      return (
        <FoodFrequencyStep
          value={answers.foodFrequency ?? {}}
          onChange={(foodFrequency) => setAnswers((a) => ({ ...a, foodFrequency }))}
        />
      );
    case 'medicines':
      return (
        <MedicinesStep
          value={answers.medicines ?? []}
          names={props.medicineNames}
          onPick={(id, name) => {
            props.setMedicineName(id, name);
            setAnswers((a) => ({ ...a, medicines: [...(a.medicines ?? []).filter((m) => m !== id), id] }));
          }}
          onRemove={(id) =>
            setAnswers((a) => ({
              ...a,
              medicines: listOrNone((a.medicines ?? []).filter((m) => m !== id)),
              medicineDoses: listOrNone((a.medicineDoses ?? []).filter((d) => d.id !== id)),
            }))
          }
          doses={answers.medicineDoses ?? []}
          unchecked={answers.uncheckedMedicines ?? []}
          onKeepTyped={(name) =>
            setAnswers((a) => ({
              ...a,
              uncheckedMedicines: [...(a.uncheckedMedicines ?? []).filter((m) => m !== name), name],
            }))
          }
          onRemoveTyped={(name) =>
            setAnswers((a) => ({
              ...a,
              uncheckedMedicines: listOrNone((a.uncheckedMedicines ?? []).filter((m) => m !== name)),
            }))
          }
          onDose={(id, dose) =>
            setAnswers((a) => ({
              ...a,
              medicineDoses: listOrNone([
                ...(a.medicineDoses ?? []).filter((d) => d.id !== id),
                ...(dose ? [dose] : []),
              ]),
            }))
          }
        />
      );
    case 'supplements':
      return (
        <SupplementsStep
          value={answers.supplements ?? []}
          onChange={(supplements) => setAnswers((a) => ({ ...a, supplements: listOrNone(supplements) }))}
        />
      );
    case 'labs':
      return (
        <LabsStep
          value={answers.labs ?? []}
          onChange={(labs) => setAnswers((a) => ({ ...a, labs: listOrNone(labs) }))}
        />
      );
  }
}
