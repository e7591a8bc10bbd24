import { useId, useRef, useState } from 'react';

/** Brings a part that just appeared (the figures to review, the saved note) into view, once. */
const intoView = (el: HTMLElement | null) => {
  if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
};
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import type { LabelReadingView } from '@nutri/domain/contracts';
import { NUTRIENTS } from '@nutri/domain/nutrients';
import { DecimalField, OptionSelect } from '../../../components/labelled-controls';
import { isApiError } from '../../../lib/api-client';
import { formatDose } from '../../../lib/number-format';
import { showToast } from '../../../lib/toast';
import { useLocaleStore } from '../../../stores/locale-store';
import { confirmLabel, readLabelPhoto } from '../api/label';
import {
  confirmBodyOf,
  draftOf,
  LABEL_AMOUNT_UNITS,
  LABEL_NAME_MAX,
  LABEL_SERVING_UNITS,
  placeOfServerError,
  withConfirmedProduct,
  type LabelDraft,
  type LabelField,
  type LabelProblem,
  type LabelProblems,
} from '../lib/label-review';
import { picksFromPlan } from '../lib/picks';
import { usePicksStore } from '../stores/picks-store';
import { refreshKeptPlanPage } from './plan-refresh';

type Step =
  | { kind: 'idle' }
  | { kind: 'notLabel'; message: string }
  | { kind: 'review'; draft: LabelDraft; message?: string }
  | { kind: 'saved'; name: string; count: number };

/** The text key of each problem of a figure. */
const PROBLEM_KEY = {
  required: 'medicineReview.label.problem.required',
  notNumber: 'medicineReview.label.problem.notNumber',
  notPositive: 'medicineReview.label.problem.notPositive',
  tooLarge: 'medicineReview.label.problem.tooLarge',
  nameRequired: 'medicineReview.label.problem.nameRequired',
  nameTooLong: 'medicineReview.label.problem.nameTooLong',
  noNutrient: 'medicineReview.label.problem.noNutrient',
  rejected: 'medicineReview.label.problem.rejected',
} as const satisfies Record<LabelProblem, string>;

/**
 * "Photograph the label" on the supplements tab (issue 33 §3): the camera or a photo → read by the API →
 * every figure shown for review beside what was read, editable → confirm stores the product with its
 * strength per unit among the plan's supplements, the list shows it and the plan is refreshed. A photo
 * that is not a label says so and nothing is saved.
 */
export function LabelPhoto({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [problems, setProblems] = useState<LabelProblems>({});
  const [rowErrors, setRowErrors] = useState<ReadonlySet<number>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);

  const read = useMutation({
    mutationFn: (photo: File) => readLabelPhoto(planId, photo),
    onMutate: () => {
      setFormError(null);
      setProblems({});
      setRowErrors(new Set());
    },
    onSuccess: (reading: LabelReadingView) => {
      if (reading.notALabel) {
        setStep({ kind: 'notLabel', message: reading.message ?? t('medicineReview.label.notLabel') });
        return;
      }
      setStep({
        kind: 'review',
        draft: draftOf(reading),
        ...(reading.message ? { message: reading.message } : {}),
      });
    },
    onError: (e) => {
      setStep({ kind: 'idle' });
      setFormError(t('medicineReview.label.readFailed', { message: isApiError(e) ? e.msg : String(e) }));
    },
  });

  const confirm = useMutation({
    mutationFn: async (draft: LabelDraft) => {
      const checked = confirmBodyOf(planId, draft);
      if (!checked.ok) throw new ProblemsError(checked.problems);
      return { body: checked.body, result: await confirmLabel(checked.body) };
    },
    onMutate: () => {
      setFormError(null);
      setRowErrors(new Set());
    },
    onSuccess: ({ body, result }) => {
      setProblems({});
      const fromPlan = picksFromPlan({ ...result.plan, productReviews: result.productReviews });
      const store = usePicksStore.getState();
      if (!(planId in store.byPlan)) {
        // Not yet started from the plan on this device: start from the plan as saved (it holds the product).
        store.seed(planId, fromPlan);
      } else {
        const current = store.byPlan[planId]?.supplements ?? [];
        const next = withConfirmedProduct(current, body.name, fromPlan.supplements);
        for (const s of current) store.remove(planId, 'supplements', s.key);
        for (const s of next) store.add(planId, 'supplements', s);
      }
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.some((part) => part === planId) });
      refreshKeptPlanPage();
      void showToast(t('medicineReview.label.savedToast'));
      setStep({ kind: 'saved', name: body.name, count: result.saved });
    },
    onError: (e) => {
      if (e instanceof ProblemsError) {
        setProblems(e.problems);
        setFormError(t('medicineReview.label.fixFigures'));
        return;
      }
      // The server's field errors are in English: each figure it names is marked in the page's words.
      const placed =
        isApiError(e) && e.status === 400 ? (e.errors ?? []).map((x) => placeOfServerError(x.field)) : [];
      if (placed.length > 0 && placed.every((p) => p !== null)) {
        const rows = new Set<number>();
        const fields: LabelProblems = {};
        for (const place of placed) {
          if (place && 'row' in place) rows.add(place.row);
          else if (place) fields[place.field] = 'rejected';
        }
        setRowErrors(rows);
        setProblems(fields);
        setFormError(t('medicineReview.label.fixFigures'));
        return;
      }
      setFormError(t('medicineReview.label.saveFailed', { message: isApiError(e) ? e.msg : String(e) }));
    },
  });

  const choose = () => inputRef.current?.click();

  return (
    <section className="amn-label" aria-labelledby="amn-label-title">
      <input
        ref={inputRef}
        // Not rendered (the button opens it): no stray 1 px control for touch or a screen reader.
        hidden
        type="file"
        accept="image/*"
        capture="environment"
        data-testid="label-photo-input"
        onChange={(e) => {
          const photo = e.target.files?.[0];
          e.target.value = '';
          if (photo) read.mutate(photo);
        }}
      />
      <div className="amn-label__head">
        <span className="app-icon-badge" aria-hidden="true">
          <CameraOutline />
        </span>
        <div>
          <h2 id="amn-label-title" className="amn-subtitle amn-label__title">
            {t('medicineReview.label.title')}
          </h2>
          <p className="amn-muted">{t('medicineReview.label.hint')}</p>
        </div>
      </div>

      {read.isPending ? (
        <p className="amn-label__status" role="status">
          <span className="app-spinner" aria-hidden="true" />
          {t('medicineReview.label.reading')}
        </p>
      ) : step.kind === 'review' ? null : (
        <button type="button" className="app-button app-button--primary amn-label__take" onClick={choose}>
          <CameraOutline aria-hidden="true" />
          {step.kind === 'idle' ? t('medicineReview.label.take') : t('medicineReview.label.takeAnother')}
        </button>
      )}

      {formError && step.kind !== 'review' ? (
        <p className="app-note app-tone--danger" role="alert">
          {formError}
        </p>
      ) : null}

      {step.kind === 'notLabel' && !read.isPending ? (
        <p className="app-note app-tone--warning" role="alert" data-testid="label-not-label">
          {step.message}
        </p>
      ) : null}

      {step.kind === 'saved' && !read.isPending ? (
        <p className="app-note app-tone--primary" role="status" data-testid="label-saved" ref={intoView}>
          {t('medicineReview.label.saved', { name: step.name, count: step.count })}
        </p>
      ) : null}

      {step.kind === 'review' && !read.isPending ? (
        <ReviewForm
          draft={step.draft}
          message={step.message}
          problems={problems}
          rowErrors={rowErrors}
          formError={formError}
          saving={confirm.isPending}
          onChange={(draft) => setStep({ ...step, draft })}
          onConfirm={() => confirm.mutate(step.draft)}
          onRetake={choose}
          onCancel={() => {
            setStep({ kind: 'idle' });
            setFormError(null);
            setProblems({});
          }}
        />
      ) : null}
    </section>
  );
}

class ProblemsError extends Error {
  readonly problems: LabelProblems;
  constructor(problems: LabelProblems) {
    super('figures to fix');
    this.problems = problems;
  }
}

function ReviewForm({
  draft,
  message,
  problems,
  rowErrors,
  formError,
  saving,
  onChange,
  onConfirm,
  onRetake,
  onCancel,
}: {
  draft: LabelDraft;
  message: string | undefined;
  problems: LabelProblems;
  rowErrors: ReadonlySet<number>;
  formError: string | null;
  saving: boolean;
  onChange: (draft: LabelDraft) => void;
  onConfirm: () => void;
  onRetake: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const ids = useId();
  const problemText = (field: LabelField, label: string) => {
    const p = problems[field];
    return p ? t(PROBLEM_KEY[p], { field: label }) : null;
  };
  const servingUnits = LABEL_SERVING_UNITS.map((u) => ({ value: u, label: t(`doseUnits.${u}`) }));
  const amountUnits = LABEL_AMOUNT_UNITS.map((u) => ({ value: u, label: t(`doseUnits.${u}`) }));
  const unitWord = t(`doseUnits.${draft.servingUnit}`);
  const readText = (text: string) => t('medicineReview.label.readAs', { text });
  const notRead = t('medicineReview.label.notRead');

  const nameLabel = t('medicineReview.label.name');
  const servingLabel = t('medicineReview.label.serving');
  const perDayLabel = t('medicineReview.label.perDay');
  const nameProblem = problemText('name', nameLabel);
  const servingProblem = problemText('serving.count', servingLabel);
  const perDayProblem = problemText('perDay', perDayLabel);
  const nutrientsProblem = problemText('nutrients', t('medicineReview.label.nutrients'));

  return (
    <form
      ref={(el) => {
        if (el && !el.dataset.seen) {
          el.dataset.seen = '1';
          el.scrollIntoView?.({ block: 'start' });
        }
      }}
      className="amn-label__form"
      aria-label={t('medicineReview.label.reviewTitle')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      <h3 className="amn-label__form-title">{t('medicineReview.label.reviewTitle')}</h3>
      <p className="amn-muted">{t('medicineReview.label.reviewIntro')}</p>
      {message ? (
        <p className="app-note app-tone--warning" role="status">
          {message}
        </p>
      ) : null}

      <div className="amn-label__field">
        <label className="amn-label__label" htmlFor={`${ids}-name`}>
          {nameLabel}
        </label>
        <input
          id={`${ids}-name`}
          className="app-input amn-label__input amn-label__input--wide"
          value={draft.name}
          maxLength={LABEL_NAME_MAX + 10}
          autoComplete="off"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${ids}-name-problem` : `${ids}-name-read`}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
        <span id={`${ids}-name-read`} className="amn-label__read">
          {draft.read.name ? readText(draft.read.name) : notRead}
        </span>
        {nameProblem ? (
          <span id={`${ids}-name-problem`} className="amn-label__problem">
            {nameProblem}
          </span>
        ) : null}
      </div>

      <div className="amn-label__field">
        <span className="amn-label__label" id={`${ids}-serving`}>
          {servingLabel}
        </span>
        <div className="amn-label__pair">
          <DecimalField
            label={t('medicineReview.label.servingCount')}
            className="app-input amn-label__input"
            value={draft.servingCount}
            invalid={servingProblem !== null}
            aria-describedby={servingProblem ? `${ids}-serving-problem` : `${ids}-serving-read`}
            onText={(text) => onChange({ ...draft, servingCount: text.slice(0, 12) })}
          />
          <OptionSelect
            label={t('medicineReview.label.servingUnit')}
            className="app-input amn-label__unit"
            value={draft.servingUnit}
            options={servingUnits}
            onChoose={(servingUnit) => onChange({ ...draft, servingUnit })}
          />
        </div>
        <span id={`${ids}-serving-read`} className="amn-label__read">
          {draft.read.serving
            ? readText(
                `${formatDose(draft.read.serving.count)}\u00a0${t(`doseUnits.${draft.read.serving.unit}`)}`,
              )
            : notRead}
        </span>
        {servingProblem ? (
          <span id={`${ids}-serving-problem`} className="amn-label__problem">
            {servingProblem}
          </span>
        ) : null}
      </div>

      <div className="amn-label__field">
        <span className="amn-label__label">{perDayLabel}</span>
        <div className="amn-label__pair">
          <DecimalField
            label={t('medicineReview.label.perDayFor', { unit: unitWord })}
            className="app-input amn-label__input"
            value={draft.perDay}
            invalid={perDayProblem !== null}
            aria-describedby={perDayProblem ? `${ids}-perday-problem` : `${ids}-perday-read`}
            onText={(text) => onChange({ ...draft, perDay: text.slice(0, 12) })}
          />
          <span className="amn-label__unit-word">{unitWord}</span>
        </div>
        <span id={`${ids}-perday-read`} className="amn-label__read">
          {draft.read.perDay !== undefined
            ? readText(`${formatDose(draft.read.perDay)} ${unitWord}`)
            : t('medicineReview.label.perDayNotRead')}
        </span>
        {perDayProblem ? (
          <span id={`${ids}-perday-problem`} className="amn-label__problem">
            {perDayProblem}
          </span>
        ) : null}
      </div>

      <fieldset className="amn-label__nutrients">
        <legend className="amn-label__label">
          {t('medicineReview.label.perServing', {
            serving: `${draft.servingCount || '?'} ${unitWord}`,
          })}
        </legend>
        {draft.nutrients.map((n, i) => {
          const name = locale === 'en-US' ? NUTRIENTS[n.nutrient].en : NUTRIENTS[n.nutrient].zh;
          const problem =
            problemText(`nutrients.${i}.amount`, name) ??
            (rowErrors.has(i) ? t(PROBLEM_KEY.rejected, { field: name }) : null);
          const problemId = `${ids}-n${i}-problem`;
          return (
            <div
              key={n.nutrient}
              className={`amn-label__nutrient${problem ? ' amn-label__nutrient--invalid' : ''}`}
              data-testid={`label-nutrient-${n.nutrient}`}
            >
              <div className="amn-label__nutrient-head">
                <span className="amn-label__nutrient-name">{name}</span>
                <button
                  type="button"
                  className="app-link-button amn-label__remove"
                  aria-label={t('medicineReview.label.removeNutrient', { name })}
                  onClick={() => onChange({ ...draft, nutrients: draft.nutrients.filter((_, j) => j !== i) })}
                >
                  {t('medicineReview.label.remove')}
                </button>
              </div>
              <div className="amn-label__pair">
                <DecimalField
                  label={t('medicineReview.label.amountFor', { name })}
                  className="app-input amn-label__input"
                  value={n.amount}
                  invalid={problem !== null}
                  aria-describedby={problem ? problemId : `${ids}-n${i}-read`}
                  onText={(text) =>
                    onChange({
                      ...draft,
                      nutrients: draft.nutrients.map((m, j) =>
                        j === i ? { ...m, amount: text.slice(0, 12) } : m,
                      ),
                    })
                  }
                />
                <OptionSelect
                  label={t('medicineReview.label.unitFor', { name })}
                  className="app-input amn-label__unit"
                  value={n.unit}
                  options={amountUnits}
                  onChoose={(unit) =>
                    onChange({
                      ...draft,
                      nutrients: draft.nutrients.map((m, j) => (j === i ? { ...m, unit } : m)),
                    })
                  }
                />
              </div>
              <span id={`${ids}-n${i}-read`} className="amn-label__read">
                {readText(`${formatDose(n.read.amount)}\u00a0${t(`doseUnits.${n.read.unit}`)}`)}
                <span className="amn-label__raw">“{n.read.raw}”</span>
              </span>
              {problem ? (
                <span id={problemId} className="amn-label__problem">
                  {problem}
                </span>
              ) : null}
            </div>
          );
        })}
        {nutrientsProblem ? <span className="amn-label__problem">{nutrientsProblem}</span> : null}
      </fieldset>

      {formError ? (
        <p className="app-note app-tone--danger" role="alert">
          {formError}
        </p>
      ) : null}

      <div className="amn-label__actions">
        <button type="submit" className="app-button app-button--primary" disabled={saving}>
          {saving ? <span className="app-spinner" aria-hidden="true" /> : null}
          {saving ? t('medicineReview.label.saving') : t('medicineReview.label.confirm')}
        </button>
        <button type="button" className="app-button" onClick={onRetake} disabled={saving}>
          {t('medicineReview.label.retake')}
        </button>
        <button
          type="button"
          className="app-link-button amn-label__cancel"
          onClick={onCancel}
          disabled={saving}
        >
          {t('medicineReview.label.cancel')}
        </button>
      </div>
    </form>
  );
}
