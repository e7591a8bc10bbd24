import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab/window title to "<screen> · <app name>" (or the app name alone) in the current locale. */
export function useDocumentTitle(screenTitle?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${appName}` : appName;
  }, [screenTitle, appName]);
}
