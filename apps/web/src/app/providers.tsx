import type { ReactNode } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import { QueryClientContext } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { useLocaleStore } from '../stores/locale-store';
import { useLoadedQueryClient } from './query-layer';

const UI_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * App-wide context: server-data cache, the i18n instance and the UI library's locale; the last two
 * follow the locale store, so switching language switches app texts and antd-mobile texts together.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  // The context itself rather than QueryClientProvider: the tree keeps its shape when the client arrives
  // (app/query-layer.ts), so the start page is not remounted.
  const queryClient = useLoadedQueryClient();
  return (
    <QueryClientContext value={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={UI_LOCALES[locale]}>{children}</ConfigProvider>
      </I18nextProvider>
    </QueryClientContext>
  );
}
