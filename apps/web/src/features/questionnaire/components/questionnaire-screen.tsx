import { useEffect, useRef, useState } from 'react';
import type { LabValue, PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { MainButton } from '../../../components/main-button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useMeasurementSystem } from '../../../stores/measurement-store';
import { defaultAnswer, isLabMarkerKey, startingWeek } from '../lib/options';
import { indexOfStepId, opensSection, sectionsOf, stepOfField, stepsFor, type Step } from '../lib/steps';
import { validateStep } from '../lib/validate';
import { emptyDraft, useDraftStore } from '../stores/draft-store';
import { SaveStatusLine } from './save-status';
import type { ShownError } from './step-error';
import { StepView } from './step-view';
import { useAnswerSaving } from './use-answer-saving';
import { useCarryOver } from './use-carry-over';
import { useDraftPlan } from './use-draft-plan';
import { useSubmitAnswers } from './use-submit-answers';
import './questionnaire.css';

/**
 * One questionnaire, one question per screen: progress, back/next, each section named (with a lead
 * line on its first question), the answers saved to the server after each question that changed them
 * (partial) and kept on the device, then the plan is completed and opened. Used by `/questionnaire`
 * (short) and `/questionnaireSpecify` (deep).
 */
export function QuestionnaireScreen({ type }: { type: QuestionnaireType }) {
  const { t } = useTranslation();
  const leave = useGoBack(paths.start.href());
  useHideTabBar();
  const title = t(type === 'short_questionnaire' ? 'questionnaire.title.short' : 'questionnaire.title.deep');
  useDocumentTitle(title);
  const system = useMeasurementSystem();
  const draft = useDraftStore((s) => s.drafts[type]) ?? emptyDraft();
  const update = useDraftStore((s) => s.update);
  const carry = useCarryOver(type);

  const answers = draft.answers;
  const steps = stepsFor(type, answers);
  const savedIndex = indexOfStepId(steps, draft.stepId);
  const index = savedIndex >= 0 ? savedIndex : 0;
  const step = steps[index] ?? steps[0]!;
  const isLast = index === steps.length - 1;

  const [error, setError] = useState<ShownError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [step.id]);

  const goTo = (i: number) => {
    const target = steps[Math.max(0, Math.min(steps.length - 1, i))];
    if (target) update(type, (d) => ({ ...d, stepId: target.id }));
  };

  /** Shows a 400's field error at its question (going back to it when needed); true when handled. */
  const showFieldError = (e: unknown): boolean => {
    if (!isApiError(e) || e.status !== 400 || !e.errors?.length) return false;
    const first = e.errors[0]!;
    const at = stepOfField(steps, first.field);
    if (at >= 0) goTo(at);
    setError({ key: 'server', values: { message: first.message } });
    return true;
  };

  const ensurePlan = useDraftPlan(type);
  const saving = useAnswerSaving({ type, ensurePlan, onFieldError: showFieldError });
  const { submit, submitting } = useSubmitAnswers({
    type,
    steps,
    goTo,
    setError,
    showFieldError,
    ensurePlan,
    settled: saving.settled,
    onFinished: carry.finish,
  });

  const setAnswers = (change: (a: PartialAnswers) => PartialAnswers) => {
    setError(null);
    saving.edited();
    update(type, (d) => ({ ...d, answers: change(d.answers) }));
  };

  /** A number question left untouched takes the value its wheel starts at. */
  const withDefaults = (s: Step): PartialAnswers => {
    if (s.kind === 'number' && answers[s.id] === undefined) {
      const value =
        s.id === 'gestationalWeek' ? startingWeek(answers.lifeStage) : defaultAnswer(s.id, system);
      const next = { ...answers, [s.id]: value };
      update(type, (d) => ({ ...d, answers: next }));
      return next;
    }
    return answers;
  };

  const next = () => {
    const current = withDefaults(step);
    const problem = validateStep(step, current, system);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    if (step.kind !== 'upload') saving.save();
    if (isLast) void submit();
    else goTo(index + 1);
  };

  const back = () => {
    setError(null);
    if (index > 0) {
      goTo(index - 1);
      return;
    }
    leave();
  };

  if (carry.carrying) {
    return (
      <div className="app-screen app-screen--column app-screen--wash">
        <PageHeader title={title} backLabel={t('questionnaire.back')} onBack={leave} />
        <PageLoading label={t('questionnaire.carried.loading')} />
      </div>
    );
  }

  const carried = draft.carried ?? [];
  const reportLabs = draft.reportLabs ?? [];
  const opens = opensSection(steps, index);

  return (
    <div className="app-screen app-screen--column app-screen--wash qs" data-step={step.id}>
      <PageHeader
        title={title}
        backLabel={t('questionnaire.back')}
        onBack={back}
        right={t('questionnaire.stepCount', { current: index + 1, total: steps.length })}
      />
      <Progress steps={steps} index={index} opens={opens} />

      <div className="qs__body">
        {carried.includes(step.id) ? (
          <p className="app-note app-tone--info qs__carried">{t('questionnaire.carried.step')}</p>
        ) : carried.length > 0 ? (
          <p className="app-note app-tone--info qs__carried">
            {t('questionnaire.carried.summary', { count: carried.length })}
          </p>
        ) : null}
        <StepView
          key={step.id}
          step={step}
          type={type}
          answers={answers}
          setAnswers={setAnswers}
          error={error}
          headingRef={headingRef}
          describedBy={opens ? LEAD_ID : undefined}
          planId={draft.planId}
          medicineNames={draft.medicineNames}
          setMedicineName={(id, name) =>
            update(type, (d) => ({ ...d, medicineNames: { ...d.medicineNames, [id]: name } }))
          }
        />
        {step.kind === 'labs' && reportLabs.length > 0 ? (
          <ReportLabs labs={reportLabs} names={draft.labNames} />
        ) : null}
      </div>

      <footer className="qs__actions">
        <SaveStatusLine status={saving.status} onRetry={saving.save} />
        <MainButton loading={submitting} disabled={submitting} onClick={next}>
          {isLast
            ? t('questionnaire.submit')
            : isOptionalAndEmpty(step, answers)
              ? t('questionnaire.skip')
              : t('questionnaire.next')}
        </MainButton>
      </footer>
    </div>
  );
}

/** How far along: the progress bar, "section i of n: name", and the section's lead on its first question. */
function Progress({ steps, index, opens }: { steps: Step[]; index: number; opens: boolean }) {
  const { t } = useTranslation();
  const step = steps[index] ?? steps[0]!;
  const sections = sectionsOf(steps);
  const progress = Math.round((index / Math.max(1, steps.length - 1)) * 100);
  return (
    <>
      <div
        className="qs__progress"
        role="progressbar"
        aria-label={t('questionnaire.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span style={{ width: `${Math.max(4, progress)}%` }} />
      </div>
      <p className={`app-meta qs__section${opens ? ' qs__section--opens' : ''}`}>
        {t('questionnaire.sectionCount', {
          index: sections.indexOf(step.section) + 1,
          total: sections.length,
          name: t(`questionnaire.sections.${step.section}.title`),
        })}
      </p>
      {opens ? (
        <p id={LEAD_ID} className="qs__lead">
          {t(`questionnaire.sections.${step.section}.lead`)}
        </p>
      ) : null}
    </>
  );
}

/** Lab values the plan's confirmed reports hold: shown beside the typed ones, not typed again. */
function ReportLabs({ labs, names }: { labs: LabValue[]; names: Record<string, string> | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="qs-report-labs" aria-labelledby="qs-report-labs">
      <h3 id="qs-report-labs">{t('questionnaire.carried.labsTitle')}</h3>
      <p className="app-lead">{t('questionnaire.carried.labsHint')}</p>
      <ul>
        {labs.map((lab) => (
          <li key={lab.marker}>
            {names?.[lab.marker] ??
              (isLabMarkerKey(lab.marker) ? t(`questionnaire.labMarkers.${lab.marker}`) : lab.marker)}{' '}
            <span className="qs-report-labs__value">
              {lab.value} {lab.unit}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The section's lead line, which the first question of a section is described by. */
const LEAD_ID = 'qs-lead';

function isOptionalAndEmpty(step: Step, answers: PartialAnswers): boolean {
  switch (step.kind) {
    case 'nickname':
      return !answers.nickname?.trim();
    case 'choice':
      return !step.required && answers[step.id] === undefined;
    case 'multi':
      return !(answers[step.id]?.length ?? 0);
    case 'foodFrequency':
      return Object.keys(answers.foodFrequency ?? {}).length === 0;
    case 'scoff':
      return Object.keys(answers.scoff ?? {}).length === 0;
    case 'medicines':
    case 'supplements':
    case 'labs':
      return !(answers[step.id]?.length ?? 0);
    default:
      return false;
  }
}
