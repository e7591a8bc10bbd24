import ExclamationTriangleOutline from 'antd-mobile-icons/es/ExclamationTriangleOutline';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { useDocumentTitle } from '../../components/use-document-title';

/** `/error/500`: the server failed; retrying reloads the page the user came from, or the app. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('serverError.title'));
  const retry = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) window.history.back();
    else window.location.reload();
  };
  return (
    <ScreenPlaceholder
      title={t('serverError.title')}
      message={t('serverError.body')}
      icon={<ExclamationTriangleOutline />}
      actions={
        <button type="button" className="app-button app-button--primary" onClick={retry}>
          {t('serverError.retry')}
        </button>
      }
    />
  );
}
