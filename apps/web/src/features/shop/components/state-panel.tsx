import type { ReactNode } from 'react';

/**
 * Empty and error states in plain words: a heading, one sentence, and what to do next. Errors are
 * announced (`role="alert"`); empty states are not.
 */
export function StatePanel({
  title,
  body,
  actions,
  tone = 'empty',
}: {
  title: string;
  body: string;
  actions?: ReactNode;
  tone?: 'empty' | 'error';
}) {
  return (
    <section className={`shop-state shop-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h2 className="shop-state__title">{title}</h2>
      <p className="shop-state__body">{body}</p>
      {actions ? <div className="shop-state__actions">{actions}</div> : null}
    </section>
  );
}

/** The loading line of a shop screen. */
export function ShopLoading({ label }: { label: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
