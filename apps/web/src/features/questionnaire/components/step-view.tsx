import type { RefObject } from 'react';
import type { PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isPregnant, type Step } from '../lib/steps';
import { ChoiceStep } from './choice-step';
import { FoodFrequencyStep } from './food-frequency-step';
import { LabsStep } from './labs-step';
import { MedicinesStep } from './medicines-step';
import { MultiStep } from './multi-step';
import { NicknameStep } from './nickname-step';
import { NumberStep } from './number-step';
import { StepErrorText, type ShownError } from './step-error';
import { SupplementsStep } from './supplements-step';

export interface StepViewProps {
  step: Step;
  type: QuestionnaireType;
  answers: PartialAnswers;
  setAnswers: (change: (a: PartialAnswers) => PartialAnswers) => void;
  error: ShownError | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  planId: string | null;
  medicineNames: Record<string, string>;
  setMedicineName: (id: string, name: string) => void;
}

/** The question of one step: its heading, hint, control and error. */
export function StepView(props: StepViewProps) {
  const { t } = useTranslation();
  const { step, answers, setAnswers, error, headingRef } = props;
  const heading = (text: string, hint?: string) => (
    <>
      <h2 ref={headingRef} tabIndex={-1} id="qs-question" className="qs__question">
        {text}
      </h2>
      {hint ? <p className="app-lead qs__hint">{hint}</p> : null}
    </>
  );

  switch (step.kind) {
    case 'intro':
      return (
        <section className="qs-intro" aria-labelledby="qs-question">
          <span className="app-icon-badge qs-intro__badge" aria-hidden="true">
            {t(`questionnaire.sections.${step.section}.badge`)}
          </span>
          {heading(t(`questionnaire.sections.${step.section}.title`))}
          <p className="qs-intro__body">{t(`questionnaire.sections.${step.section}.body`)}</p>
        </section>
      );
    case 'nickname':
      return (
        <>
          {heading(t('questionnaire.q.nickname.title'), t('questionnaire.q.nickname.hint'))}
          <NicknameStep
            value={answers.nickname ?? ''}
            invalid={error !== null}
            onChange={(nickname) =>
              setAnswers((a) => ({ ...a, nickname: nickname === '' ? undefined : nickname }))
            }
          />
          <StepErrorText error={error} />
        </>
      );
    case 'choice':
      return (
        <>
          {heading(t(`questionnaire.q.${step.id}.title`), t(`questionnaire.q.${step.id}.hint`))}
          <ChoiceStep
            field={step.id}
            options={step.options}
            value={answers[step.id]}
            invalid={error !== null}
            onChange={(value) =>
              setAnswers((a) => {
                const next = { ...a, [step.id]: value } as PartialAnswers;
                // Pregnancy and lactation are for women only; the server refuses them otherwise.
                if (step.id === 'gender' && value === 'male') delete next.lifeStage;
                // The pre-pregnancy weight belongs to a pregnancy only.
                if (!isPregnant(next.lifeStage)) delete next.prePregnancyWeightKg;
                return next;
              })
            }
          />
          <StepErrorText error={error} />
        </>
      );
    case 'number':
      return (
        <>
          {heading(t(`questionnaire.q.${step.id}.title`), t(`questionnaire.q.${step.id}.hint`))}
          <NumberStep
            field={step.id}
            value={answers[step.id]}
            // The weight before pregnancy starts from today's weight, which the user adjusts.
            initial={step.id === 'prePregnancyWeightKg' ? answers.weightKg : undefined}
            invalid={error !== null}
            onChange={(value) => setAnswers((a) => ({ ...a, [step.id]: value }))}
          />
          <StepErrorText error={error} />
        </>
      );
    case 'multi':
      return (
        <>
          {heading(t(`questionnaire.q.${step.id}.title`), t(`questionnaire.q.${step.id}.hint`))}
          <MultiStep
            field={step.id}
            options={step.options}
            exclusive={step.exclusive}
            value={answers[step.id] ?? []}
            onChange={(value) =>
              setAnswers((a) => ({ ...a, [step.id]: value.length > 0 ? value : undefined }) as PartialAnswers)
            }
          />
          <StepErrorText error={error} />
        </>
      );
    case 'foodFrequency':
      return (
        <>
          {heading(t('questionnaire.q.foodFrequency.title'), t('questionnaire.q.foodFrequency.hint'))}
          <FoodFrequencyStep
            value={answers.foodFrequency ?? {}}
            onChange={(foodFrequency) => setAnswers((a) => ({ ...a, foodFrequency }))}
          />
          <StepErrorText error={error} />
        </>
      );
    case 'medicines':
      return (
        <>
          {heading(t('questionnaire.q.medicines.title'), t('questionnaire.q.medicines.hint'))}
          <MedicinesStep
            value={answers.medicines ?? []}
            names={props.medicineNames}
            onPick={(id, name) => {
              props.setMedicineName(id, name);
              setAnswers((a) => ({ ...a, medicines: [...(a.medicines ?? []).filter((m) => m !== id), id] }));
            }}
            onRemove={(id) =>
              setAnswers((a) => {
                const medicines = (a.medicines ?? []).filter((m) => m !== id);
                const doses = (a.medicineDoses ?? []).filter((d) => d.id !== id);
                return {
                  ...a,
                  medicines: medicines.length > 0 ? medicines : undefined,
                  medicineDoses: doses.length > 0 ? doses : undefined,
                };
              })
            }
            doses={answers.medicineDoses ?? []}
            onDose={(id, dose) =>
              setAnswers((a) => {
                const doses = [
                  ...(a.medicineDoses ?? []).filter((d) => d.id !== id),
                  ...(dose ? [dose] : []),
                ];
                return { ...a, medicineDoses: doses.length > 0 ? doses : undefined };
              })
            }
          />
          <StepErrorText error={error} />
        </>
      );
    case 'supplements':
      return (
        <>
          {heading(t('questionnaire.q.supplements.title'), t('questionnaire.q.supplements.hint'))}
          <SupplementsStep
            value={answers.supplements ?? []}
            onChange={(supplements) =>
              setAnswers((a) => ({ ...a, supplements: supplements.length > 0 ? supplements : undefined }))
            }
          />
          <StepErrorText error={error} />
        </>
      );
    case 'labs':
      return (
        <>
          {heading(t('questionnaire.q.labs.title'), t('questionnaire.q.labs.hint'))}
          <LabsStep
            value={answers.labs ?? []}
            onChange={(labs) => setAnswers((a) => ({ ...a, labs: labs.length > 0 ? labs : undefined }))}
          />
          <StepErrorText error={error} />
        </>
      );
    case 'upload':
      return (
        <section className="qs-intro" aria-labelledby="qs-question">
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
}
