import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NUTRIENTS } from '@nutri/domain/nutrients';
import { DecimalField, OptionSelect } from '../../../components/labelled-controls';
import { formatDose } from '../../../lib/number-format';
import { useLocaleStore } from '../../../stores/locale-store';
import {
  LABEL_AMOUNT_UNITS,
  LABEL_NAME_MAX,
  LABEL_SERVING_UNITS,
  type LabelDraft,
  type LabelField,
  type LabelProblem,
  type LabelProblems,
} from '../lib/label-review';

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

/** What a figure's parts share: the draft, where its change goes, and the ids its texts hang on. */
interface FieldProps {
  draft: LabelDraft;
  onChange: (draft: LabelDraft) => void;
  ids: string;
  /** The figure's problem in words, or null. */
  problem: string | null;
}

/** The texts of the review: a figure's problem, "read as …", and the unit words. */
function useReviewTexts(problems: LabelProblems) {
  const { t } = useTranslation();
  return {
    problemText: (field: LabelField, label: string) => {
      const p = problems[field];
      return p ? t(PROBLEM_KEY[p], { field: label }) : null;
    },
    readText: (text: string) => t('medicineReview.label.readAs', { text }),
    notRead: t('medicineReview.label.notRead'),
    unitWord: (unit: (typeof LABEL_SERVING_UNITS)[number] | (typeof LABEL_AMOUNT_UNITS)[number]) =>
      t(`doseUnits.${unit}`),
  };
}

/**
 * The figures read from a label, each editable beside what was read: the product's name, one serving,
 * servings a day, and each nutrient's amount per serving. Confirm, take another photo, or cancel.
 */
export function LabelReviewForm({
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
  const ids = useId();
  const texts = useReviewTexts(problems);
  const field = { draft, onChange, ids };

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

      <NameField {...field} problem={texts.problemText('name', t('medicineReview.label.name'))} />
      <ServingField
        {...field}
        problem={texts.problemText('serving.count', t('medicineReview.label.serving'))}
      />
      <PerDayField {...field} problem={texts.problemText('perDay', t('medicineReview.label.perDay'))} />
      <NutrientFields
        {...field}
        problem={texts.problemText('nutrients', t('medicineReview.label.nutrients'))}
        problems={problems}
        rowErrors={rowErrors}
      />

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

/** The product's name as it will be listed. */
function NameField({ draft, onChange, ids, problem }: FieldProps) {
  const { t } = useTranslation();
  const { readText, notRead } = useReviewTexts({});
  return (
    <div className="amn-label__field">
      <label className="amn-label__label" htmlFor={`${ids}-name`}>
        {t('medicineReview.label.name')}
      </label>
      <input
        id={`${ids}-name`}
        className="app-input amn-label__input amn-label__input--wide"
        value={draft.name}
        maxLength={LABEL_NAME_MAX + 10}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${ids}-name-problem` : `${ids}-name-read`}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
      />
      <span id={`${ids}-name-read`} className="amn-label__read">
        {draft.read.name ? readText(draft.read.name) : notRead}
      </span>
      {problem ? (
        <span id={`${ids}-name-problem`} className="amn-label__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** One serving: a count of units (tablets, capsules …) that the nutrients' amounts are for. */
function ServingField({ draft, onChange, ids, problem }: FieldProps) {
  const { t } = useTranslation();
  const { readText, notRead, unitWord } = useReviewTexts({});
  const servingUnits = LABEL_SERVING_UNITS.map((u) => ({ value: u, label: t(`doseUnits.${u}`) }));
  return (
    <div className="amn-label__field">
      <span className="amn-label__label" id={`${ids}-serving`}>
        {t('medicineReview.label.serving')}
      </span>
      <div className="amn-label__pair">
        <DecimalField
          label={t('medicineReview.label.servingCount')}
          className="app-input amn-label__input"
          value={draft.servingCount}
          invalid={problem !== null}
          aria-describedby={problem ? `${ids}-serving-problem` : `${ids}-serving-read`}
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
          ? readText(`${formatDose(draft.read.serving.count)}\u00a0${unitWord(draft.read.serving.unit)}`)
          : notRead}
      </span>
      {problem ? (
        <span id={`${ids}-serving-problem`} className="amn-label__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** How many units a day the person takes. */
function PerDayField({ draft, onChange, ids, problem }: FieldProps) {
  const { t } = useTranslation();
  const { readText, unitWord } = useReviewTexts({});
  const unit = unitWord(draft.servingUnit);
  return (
    <div className="amn-label__field">
      <span className="amn-label__label">{t('medicineReview.label.perDay')}</span>
      <div className="amn-label__pair">
        <DecimalField
          label={t('medicineReview.label.perDayFor', { unit })}
          className="app-input amn-label__input"
          value={draft.perDay}
          invalid={problem !== null}
          aria-describedby={problem ? `${ids}-perday-problem` : `${ids}-perday-read`}
          onText={(text) => onChange({ ...draft, perDay: text.slice(0, 12) })}
        />
        <span className="amn-label__unit-word">{unit}</span>
      </div>
      <span id={`${ids}-perday-read`} className="amn-label__read">
        {draft.read.perDay !== undefined
          ? readText(`${formatDose(draft.read.perDay)} ${unit}`)
          : t('medicineReview.label.perDayNotRead')}
      </span>
      {problem ? (
        <span id={`${ids}-perday-problem`} className="amn-label__problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** Each nutrient's amount and unit per serving, beside the words read; a nutrient can be removed. */
function NutrientFields({
  draft,
  onChange,
  ids,
  problem: listProblem,
  problems,
  rowErrors,
}: FieldProps & { problems: LabelProblems; rowErrors: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { problemText, readText, unitWord } = useReviewTexts(problems);
  const amountUnits = LABEL_AMOUNT_UNITS.map((u) => ({ value: u, label: t(`doseUnits.${u}`) }));
  const setNutrient = (i: number, change: Partial<LabelDraft['nutrients'][number]>) =>
    onChange({ ...draft, nutrients: draft.nutrients.map((m, j) => (j === i ? { ...m, ...change } : m)) });
  return (
    <fieldset className="amn-label__nutrients">
      <legend className="amn-label__label">
        {t('medicineReview.label.perServing', {
          serving: `${draft.servingCount || '?'} ${unitWord(draft.servingUnit)}`,
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
                onText={(text) => setNutrient(i, { amount: text.slice(0, 12) })}
              />
              <OptionSelect
                label={t('medicineReview.label.unitFor', { name })}
                className="app-input amn-label__unit"
                value={n.unit}
                options={amountUnits}
                onChoose={(unit) => setNutrient(i, { unit })}
              />
            </div>
            <span id={`${ids}-n${i}-read`} className="amn-label__read">
              {readText(`${formatDose(n.read.amount)}\u00a0${unitWord(n.read.unit)}`)}
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
      {listProblem ? <span className="amn-label__problem">{listProblem}</span> : null}
    </fieldset>
  );
}
