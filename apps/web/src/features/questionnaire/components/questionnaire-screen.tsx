import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { MainButton } from '../../../components/main-button';
import { hrefWithPlan, paths, planIdFromSearch } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { getClientType } from '../../../lib/env';
import { addQuestionnaireId } from '../../../lib/questionnaire-ids';
import { useLocaleStore } from '../../../stores/locale-store';
import { useMeasurementSystem } from '../../../stores/measurement-store';
import { setDeepQuestionnaireFlag, usePlanStore } from '../../../stores/plan-store';
import { createPlan } from '../api/create-plan';
import { getQuestionnaire } from '../api/get-questionnaire';
import { putAnswers } from '../api/put-answers';
import { carriedDraft } from '../lib/carry-over';
import { defaultAnswer, isLabMarkerKey, startingWeek } from '../lib/options';
import { indexOfStepId, opensSection, sectionsOf, stepOfField, stepsFor, type Step } from '../lib/steps';
import { validateStep } from '../lib/validate';
import { emptyDraft, useDraftStore } from '../stores/draft-store';
import { SaveStatusLine } from './save-status';
import type { ShownError } from './step-error';
import { StepView } from './step-view';
import { useAnswerSaving } from './use-answer-saving';
import './questionnaire.css';

/**
 * One questionnaire, one question per screen: progress, back/next, each section named (with a lead
 * line on its first question), the answers saved to the server after each question that changed them
 * (partial) and kept on the device, then the plan is completed and opened. Used by `/questionnaire`
 * (short) and `/questionnaireSpecify` (deep).
 */
export function QuestionnaireScreen({ type }: { type: QuestionnaireType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useGoBack(paths.start.href());
  useHideTabBar();
  const title = t(type === 'short_questionnaire' ? 'questionnaire.title.short' : 'questionnaire.title.deep');
  useDocumentTitle(title);
  const locale = useLocaleStore((s) => s.locale);
  const system = useMeasurementSystem();
  const draft = useDraftStore((s) => s.drafts[type]) ?? emptyDraft();
  const update = useDraftStore((s) => s.update);
  const clearDraft = useDraftStore((s) => s.clear);
  const setActiveId = usePlanStore((s) => s.setCurrentActiveQsId);
  const activeId = usePlanStore((s) => s.currentActiveQsId);
  const [params] = useSearchParams();
  // Once submitted, the cleared draft must not be refilled from the plan while the screen leaves.
  const [finished, setFinished] = useState(false);
  // One person, one evolving plan (issue 18.1): a questionnaire opened on a plan — by link, or the deep
  // one on the plan the person works on — continues that plan from what it already knows.
  const target =
    planIdFromSearch(`?${params.toString()}`) ?? (type === 'deep_questionnaire' ? activeId : null);
  const storedPlanId = useDraftStore((s) => s.drafts[type]?.planId ?? null);
  const needsCarry = target !== null && storedPlanId !== target && !finished;
  const known = useQuery({
    queryKey: ['questionnaire', target],
    queryFn: ({ signal }) => getQuestionnaire(target!, signal),
    enabled: needsCarry,
    retry: false,
    staleTime: 0,
  });
  useEffect(() => {
    if (needsCarry && known.data) update(type, () => carriedDraft(type, known.data));
  }, [needsCarry, known.data, type, update]);
  // A plan that is gone (or not this account's) is not continued: the questionnaire starts a new one.
  const carrying = needsCarry && !known.isError;

  const answers = draft.answers;
  const steps = stepsFor(type, answers);
  const savedIndex = indexOfStepId(steps, draft.stepId);
  const index = savedIndex >= 0 ? savedIndex : 0;
  const step = steps[index] ?? steps[0]!;
  const sections = sectionsOf(steps);
  const isLast = index === steps.length - 1;

  const [error, setError] = useState<ShownError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One plan per questionnaire even when answers are saved in quick succession.
  const planPromise = useRef<Promise<string> | null>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [step.id]);

  const setAnswers = (change: (a: PartialAnswers) => PartialAnswers) => {
    setError(null);
    saving.edited();
    update(type, (d) => ({ ...d, answers: change(d.answers) }));
  };

  const goTo = (i: number) => {
    const target = steps[Math.max(0, Math.min(steps.length - 1, i))];
    if (target) update(type, (d) => ({ ...d, stepId: target.id }));
  };

  const ensurePlan = (): Promise<string> => {
    const existing = useDraftStore.getState().drafts[type]?.planId;
    if (existing) return Promise.resolve(existing);
    planPromise.current ??= createPlan({
      clientType: getClientType(),
      planType: type,
      locale,
      nickname: answers.nickname?.trim() || undefined,
    })
      .then((plan) => {
        update(type, (d) => ({ ...d, planId: plan.customNutritionPlanId }));
        return plan.customNutritionPlanId;
      })
      .catch((e: unknown) => {
        planPromise.current = null;
        throw e;
      });
    return planPromise.current;
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

  const saving = useAnswerSaving({ type, ensurePlan, onFieldError: showFieldError });

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

  const submit = async () => {
    setSubmitting(true);
    try {
      await saving.settled();
      const planId = await ensurePlan();
      const latest = useDraftStore.getState().drafts[type]?.answers ?? answers;
      const result = await putAnswers({
        customNutritionPlanId: planId,
        questionnaireType: type,
        answers: latest,
        complete: true,
      });
      if (!result.complete) {
        const at = result.missing.map((f) => stepOfField(steps, f)).find((i) => i >= 0);
        if (at !== undefined) goTo(at);
        setError({ key: 'required' });
        return;
      }
      // The save answers with the plan it completed: that plan becomes the active one.
      const saved = result.plan.id;
      setActiveId(saved);
      addQuestionnaireId(saved);
      if (type === 'deep_questionnaire') setDeepQuestionnaireFlag();
      setFinished(true);
      clearDraft(type);
      navigate(hrefWithPlan(paths.planGenerate, saved), { replace: true });
    } catch (e) {
      if (!showFieldError(e)) {
        setError({
          key: 'server',
          values: { message: isApiError(e) ? e.msg : t('questionnaire.errors.save') },
        });
      }
    } finally {
      setSubmitting(false);
    }
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

  if (carrying) {
    return (
      <div className="app-screen app-screen--column app-screen--wash">
        <PageHeader title={title} backLabel={t('questionnaire.back')} onBack={leave} />
        <PageLoading label={t('questionnaire.carried.loading')} />
      </div>
    );
  }

  const carried = draft.carried ?? [];
  const reportLabs = draft.reportLabs ?? [];
  const progress = Math.round((index / Math.max(1, steps.length - 1)) * 100);
  const sectionIndex = sections.indexOf(step.section);
  const optionalEmpty = isOptionalAndEmpty(step, answers);
  const opens = opensSection(steps, index);

  return (
    <div className="app-screen app-screen--column app-screen--wash qs" data-step={step.id}>
      <PageHeader
        title={title}
        backLabel={t('questionnaire.back')}
        onBack={back}
        right={t('questionnaire.stepCount', { current: index + 1, total: steps.length })}
      />
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
          index: sectionIndex + 1,
          total: sections.length,
          name: t(`questionnaire.sections.${step.section}.title`),
        })}
      </p>
      {opens ? (
        <p id={LEAD_ID} className="qs__lead">
          {t(`questionnaire.sections.${step.section}.lead`)}
        </p>
      ) : null}

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
          <section className="qs-report-labs" aria-labelledby="qs-report-labs">
            <h3 id="qs-report-labs">{t('questionnaire.carried.labsTitle')}</h3>
            <p className="app-lead">{t('questionnaire.carried.labsHint')}</p>
            <ul>
              {reportLabs.map((lab) => (
                <li key={lab.marker}>
                  {draft.labNames?.[lab.marker] ??
                    (isLabMarkerKey(lab.marker)
                      ? t(`questionnaire.labMarkers.${lab.marker}`)
                      : lab.marker)}{' '}
                  <span className="qs-report-labs__value">
                    {lab.value} {lab.unit}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <footer className="qs__actions">
        <SaveStatusLine status={saving.status} onRetry={saving.save} />
        <MainButton loading={submitting} disabled={submitting} onClick={next}>
          {isLast
            ? t('questionnaire.submit')
            : optionalEmpty
              ? t('questionnaire.skip')
              : t('questionnaire.next')}
        </MainButton>
      </footer>
    </div>
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
