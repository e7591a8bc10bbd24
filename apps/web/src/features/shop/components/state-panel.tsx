import { useTranslation } from 'react-i18next';
import { ActionButton, type Action } from '../../../components/action-button';
import { isApiError } from '../../../lib/api-client';

/**
 * Empty and error states in plain words: a heading, one sentence, and what to do next. Errors are
 * announced (`role="alert"`); empty states are not.
 */
export function StatePanel({
  title,
  body,
  action,
  tone = 'empty',
}: {
  title: string;
  body: string;
  action?: Action;
  tone?: 'empty' | 'error';
}) {
  return (
    <section className={`shop-state shop-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h2 className="shop-state__title">{title}</h2>
      <p className="app-lead shop-state__body">{body}</p>
      {action ? (
        <div className="shop-state__actions">
          <ActionButton action={action} />
        </div>
      ) : null}
    </section>
  );
}

/** A shop screen's data did not load: what did not, the server's reason, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="error"
      title={title}
      body={t('shop.failedBody', { message: isApiError(error) ? error.msg : '' })}
      action={{ label: t('shop.retry'), onClick: onRetry }}
    />
  );
}
