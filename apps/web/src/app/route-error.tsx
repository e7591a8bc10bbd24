import ExclamationTriangleOutline from 'antd-mobile-icons/es/ExclamationTriangleOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { ScreenPlaceholder } from '../components/screen-placeholder';
import { SignInError } from '../features/auth/session';

/**
 * What shows when a navigation cannot proceed: the automatic sign-in failed (the toast already said
 * why; this screen offers a retry), or a screen's code failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const signIn = error instanceof SignInError;
  const retry = (
    <button
      type="button"
      className="app-button app-button--primary"
      disabled={revalidator.state === 'loading'}
      onClick={() => {
        if (signIn) void revalidator.revalidate();
        else window.location.reload();
      }}
    >
      {t('app.retry')}
    </button>
  );
  const notFound = !signIn && isRouteErrorResponse(error) && error.status === 404;
  const [title, message, icon] = signIn
    ? [t('auth.failedTitle'), t('auth.failedBody'), <LockOutline />]
    : notFound
      ? [t('notFound.title'), t('notFound.body'), <SearchOutline />]
      : [t('serverError.title'), t('serverError.body'), <ExclamationTriangleOutline />];
  return (
    <main className="app-main">
      <ScreenPlaceholder
        title={title}
        message={message}
        icon={icon}
        // A missing page is not retried; a failed sign-in offers only the retry, not the way home.
        actions={notFound ? undefined : retry}
        hideHome={signIn}
      />
    </main>
  );
}
