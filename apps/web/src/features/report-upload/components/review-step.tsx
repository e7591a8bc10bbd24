import { useMemo, type ChangeEvent } from 'react';
import type { HealthReport, ReviewMarker } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Tag, toneOfFlag } from '../../../components/tag';
import { MainButton } from '../../../components/main-button';
import { useLocaleStore } from '../../../stores/locale-store';
import { formatRange, formatValue } from '../lib/format';
import {
  changedEdit,
  editOf,
  isCorrected,
  keptCount,
  parseValue,
  problemsOf,
  type MarkerEdit,
  type RowError,
  type RowProblem,
  unusualValue,
} from '../lib/review';
import { useUploadStore, type Draft } from '../stores/upload-store';
import { AddedValues } from './added-values';
import { useConfirmReview } from './use-confirm-review';
import { MarkerField, MarkerNotes, PROBLEM_TEXT, ValueField } from './fields';

/**
 * Step 3, the review: every value read from the files with the lab's printed range beside ours and our
 * flag; the user corrects a value or unit (OCR misreads) or leaves a value out, then confirms. Only then
 * does the plan change. Edits live in the store, so a failed confirm or a reload keeps them.
 */
export function ReviewStep({
  planId,
  draft,
  report,
}: {
  planId: string;
  draft: Draft;
  report: HealthReport;
}) {
  const { t } = useTranslation();
  const store = useUploadStore.getState;
  const edits = draft.edits;
  const { problems, count: problemCount } = useMemo(() => problemsOf(report, edits), [report, edits]);
  const kept = keptCount(report, edits);
  const fileName = (fileId: string) =>
    draft.files.find((f) => f.uploaded?.fileId === fileId)?.file.name ?? null;
  const review = useConfirmReview({ planId, report, edits, problemCount });
  const { attempted, serverRows, failure } = review;

  const update = (marker: ReviewMarker, change: Partial<MarkerEdit>) => {
    store().setEdit(planId, marker.id, changedEdit(editOf(marker, edits), change));
    review.edited(marker.id);
  };

  return (
    <section className="ru-review" aria-labelledby="ru-review-title">
      <h2 id="ru-review-title" className="ru-step-title">
        {t('reportUpload.review.title')}
      </h2>
      <p className="app-lead ru-intro">{t('reportUpload.review.lead')}</p>
      {report.files.some((f) => f.count === 0 && f.message) ? (
        <ul className="app-note app-tone--neutral ru-file-notes">
          {report.files
            .filter((f) => f.count === 0 && f.message)
            .map((f) => (
              <li key={f.fileId}>
                {fileName(f.fileId) ? <strong>{fileName(f.fileId)}：</strong> : null}
                {f.message}
              </li>
            ))}
        </ul>
      ) : null}

      {report.markers.length === 0 ? (
        <div className="ru-card ru-notice">
          <p>{t('reportUpload.review.empty')}</p>
          <Button block color="primary" shape="rounded" onClick={() => store().backToFiles(planId)}>
            {t('reportUpload.review.restart')}
          </Button>
        </div>
      ) : (
        <>
          <p className="ru-review__count" aria-live="polite">
            {t('reportUpload.review.count', { total: report.markers.length, kept })}
          </p>
          <ul className="app-stack ru-markers">
            {report.markers.map((m) => (
              <MarkerRow
                key={m.id}
                marker={m}
                edit={editOf(m, edits)}
                touched={m.id in edits}
                attempted={attempted}
                problem={problems[m.id] ?? null}
                serverError={serverRows[m.id] ?? null}
                fileName={fileName(m.fileId)}
                onChange={(change) => update(m, change)}
              />
            ))}
          </ul>
          <AddedValues
            report={report}
            edits={edits}
            attempted={attempted}
            onSet={(key, edit) => store().setEdit(planId, key, edit)}
          />
          <footer className="ru-footer">
            {attempted && problemCount > 0 ? (
              <p className="app-note app-tone--danger ru-banner" role="alert">
                {t('reportUpload.review.fixErrors', { count: problemCount })}
              </p>
            ) : null}
            {failure ? (
              <p className="app-note app-tone--danger ru-banner" role="alert">
                {failure}
              </p>
            ) : null}
            <MainButton
              loading={review.pending}
              loadingText={t('reportUpload.review.confirming')}
              onClick={review.confirm}
            >
              {t('reportUpload.review.confirm')}
            </MainButton>
          </footer>
        </>
      )}
    </section>
  );
}

interface MarkerRowProps {
  marker: ReviewMarker;
  edit: MarkerEdit;
  touched: boolean;
  attempted: boolean;
  problem: RowProblem | null;
  serverError: RowError | null;
  fileName: string | null;
  onChange: (change: Partial<MarkerEdit>) => void;
}

function MarkerRow({
  marker,
  edit,
  touched,
  attempted,
  problem,
  serverError,
  fileName,
  onChange,
}: MarkerRowProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const corrected = isCorrected(marker, edit);
  // An unrecognised unit and an unusual value are said at once; typing mistakes only once the user
  // touched the row or tried to confirm.
  const unusual = edit.drop ? null : unusualValue(marker.limits, edit);
  const shownProblem =
    problem && (problem === 'unitUnknown' || touched || attempted) && problem !== 'unchecked'
      ? problem
      : null;
  // The server's sentences are not translated; a refused unit is said in the user's language.
  const serverText = serverError
    ? serverError.allowed
      ? t('reportUpload.review.unitRejected', { units: serverError.allowed.join(', ') })
      : serverError.message
    : null;
  const errorText =
    serverText ?? (shownProblem ? t(PROBLEM_TEXT[shownProblem], { unit: marker.unit }) : null);
  const error = errorText ? { id: `ru-err-${marker.id}`, text: errorText } : null;
  // The unit's picker, or its text field on reports stored before the server sent the units.
  const unitField = {
    'aria-label': t('reportUpload.review.unitOf', { name: marker.name }),
    'aria-invalid':
      shownProblem === 'unit' || shownProblem === 'unitUnknown' || serverError?.field === 'unit',
    'aria-describedby': error?.id,
    value: edit.unit,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ unit: e.target.value }),
  };
  const labRange = formatRange(marker.labRefLow, marker.labRefHigh, marker.unit, locale);
  const ourRange = formatRange(marker.ourRefLow, marker.ourRefHigh, marker.unit, locale);
  const flag = marker.flag ?? 'unknown';
  // What the photo's text read, beside what it was taken as (issue 33): a repaired unit while it is
  // the one shown, and the unit the reader could not recognise, named so in the picker.
  const asRead = edit.unit === marker.unit ? marker.unitRead : undefined;
  const unreadUnit = marker.flag === null ? marker.unit : null;
  // A lost decimal point: the likely value offered while the value and unit are as read.
  const likely =
    marker.likelyValue !== undefined && edit.unit === marker.unit && parseValue(edit.value) === marker.value
      ? marker.likelyValue
      : undefined;

  return (
    <li
      className={`ru-marker${edit.drop ? ' ru-marker--dropped' : ''}${error || (unusual && !edit.checked) ? ' ru-marker--problem' : ''}${unusual ? ' ru-marker--unusual' : ''}`}
      data-marker={marker.marker}
      data-testid={`marker-${marker.id}`}
    >
      <div className="app-spread">
        <h3 className="ru-marker__name">{marker.name}</h3>
        {edit.drop ? null : corrected ? (
          <Tag tone="info" className="ru-tag">
            {t('reportUpload.review.corrected')}
          </Tag>
        ) : (
          <Tag tone={toneOfFlag(flag)} className="ru-tag">
            {t(`reportUpload.flag.${flag}`)}
          </Tag>
        )}
      </div>
      {fileName ? (
        <p className="ru-marker__from">{t('reportUpload.review.from', { name: fileName })}</p>
      ) : null}
      {edit.drop ? (
        <p className="ru-marker__dropped">{t('reportUpload.review.dropped')}</p>
      ) : (
        <div className="ru-marker__fields">
          <ValueField
            ariaLabel={t('reportUpload.review.valueOf', { name: marker.name })}
            invalid={
              shownProblem === 'value' || serverError?.field === 'value' || (!!unusual && !edit.checked)
            }
            describedBy={error?.id}
            value={edit.value}
            onValue={(value) => onChange({ value })}
          />
          <MarkerField label={t('reportUpload.review.unit')}>
            {marker.units && marker.units.length > 0 ? (
              // Units from a picker of those valid for the marker (issue 18.4), not free text.
              <select className="app-input ru-input" {...unitField}>
                {marker.units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit === unreadUnit ? t('reportUpload.review.unitAsRead', { unit }) : unit}
                  </option>
                ))}
              </select>
            ) : (
              <input
                className="app-input ru-input"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={40}
                {...unitField}
              />
            )}
          </MarkerField>
        </div>
      )}
      {asRead ? (
        <p className="ru-marker__read" data-testid={`unit-read-${marker.id}`}>
          {t('reportUpload.review.unitRepaired', { read: asRead, unit: marker.unit })}
        </p>
      ) : null}
      <MarkerNotes
        unusual={unusual}
        edit={edit}
        onChange={onChange}
        error={error}
        {...(likely !== undefined
          ? { likely: { value: likely, use: () => onChange({ value: String(likely) }) } }
          : {})}
      />
      <dl className="app-facts app-facts--tiles ru-ranges">
        <div>
          <dt>{t('reportUpload.review.labRange')}</dt>
          <dd>{labRange ?? t('reportUpload.review.noRange')}</dd>
        </div>
        <div>
          <dt>{t('reportUpload.review.ourRange')}</dt>
          <dd>{ourRange ?? t('reportUpload.review.noOurRange')}</dd>
        </div>
      </dl>
      <p className="ru-marker__line">
        {t('reportUpload.review.line', {
          line: marker.line || `${marker.name} ${formatValue(marker.value, locale)}`,
        })}
      </p>
      <button
        type="button"
        className="app-text-button ru-link ru-marker__drop"
        aria-pressed={edit.drop}
        aria-label={edit.drop ? undefined : t('reportUpload.review.dropOf', { name: marker.name })}
        onClick={() => onChange({ drop: !edit.drop })}
      >
        {edit.drop ? t('reportUpload.review.restore') : t('reportUpload.review.drop')}
      </button>
    </li>
  );
}
