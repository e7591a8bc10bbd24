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
  const retry = (
    <button
      type="button"
      className="app-button app-button--primary"
      disabled={revalidator.state === 'loading'}
      onClick={() => {
        if (error instanceof SignInError) void revalidator.revalidate();
        else window.location.reload();
      }}
    >
      {t('app.retry')}
    </button>
  );
  if (error instanceof SignInError) {
    return (
      <main className="app-main">
        <ScreenPlaceholder
          title={t('auth.failedTitle')}
          message={t('auth.failedBody')}
          icon={<LockOutline />}
          actions={retry}
          hideHome
        />
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="app-main">
        <ScreenPlaceholder
          title={t('notFound.title')}
          message={t('notFound.body')}
          icon={<SearchOutline />}
        />
      </main>
    );
  }
  return (
    <main className="app-main">
      <ScreenPlaceholder
        title={t('serverError.title')}
        message={t('serverError.body')}
        icon={<ExclamationTriangleOutline />}
        actions={retry}
      />
    </main>
  );
}
