import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import { LabelReviewForm } from './label-review-form';
import { useLabelSteps } from './use-label-steps';

/** Brings a part that just appeared (the saved note) into view, once. */
const intoView = (el: HTMLElement | null) => {
  if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
};

/**
 * "Photograph the label" on the supplements tab (issue 33 §3): the camera or a photo → read by the API →
 * every figure shown for review beside what was read, editable → confirm stores the product with its
 * strength per unit among the plan's supplements, the list shows it and the plan is refreshed. A photo
 * that is not a label says so and nothing is saved.
 */
export function LabelPhoto({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = useLabelSteps(planId);
  const { step, reading, formError } = label;
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
          if (photo) label.read(photo);
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

      {reading ? (
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

      {step.kind === 'notLabel' && !reading ? (
        <p className="app-note app-tone--warning" role="alert" data-testid="label-not-label">
          {step.message}
        </p>
      ) : null}

      {step.kind === 'saved' && !reading ? (
        <p className="app-note app-tone--primary" role="status" data-testid="label-saved" ref={intoView}>
          {t('medicineReview.label.saved', { name: step.name, count: step.count })}
        </p>
      ) : null}

      {step.kind === 'review' && !reading ? (
        <LabelReviewForm
          draft={step.draft}
          message={step.message}
          problems={label.problems}
          rowErrors={label.rowErrors}
          formError={formError}
          saving={label.saving}
          onChange={label.edit}
          onConfirm={() => label.confirm(step.draft)}
          onRetake={choose}
          onCancel={label.cancel}
        />
      ) : null}
    </section>
  );
}
