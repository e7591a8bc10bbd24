import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initLocale, useLocaleStore } from '../stores/locale-store';
import { AppProviders } from './providers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const { locale } = useConfig();
  const { t } = useTranslation();
  return (
    <p>
      <span id="ui">{locale.common.confirm}</span>
      <span id="app">{t('app.name')}</span>
    </p>
  );
}

describe('AppProviders', () => {
  it('switches app texts and antd-mobile texts together with the locale store', async () => {
    localStorage.clear();
    initLocale({ search: '', hash: '' }, 'zh-CN');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <AppProviders>
          <Probe />
        </AppProviders>,
      ),
    );
    expect(container.querySelector('#ui')?.textContent).toBe('确定');
    expect(container.querySelector('#app')?.textContent).toBe('AI 营养师');
    await act(async () => useLocaleStore.getState().setLocale('en-US'));
    expect(container.querySelector('#ui')?.textContent).toBe('Confirm');
    expect(container.querySelector('#app')?.textContent).toBe('AI Nutritionist');
    expect(document.documentElement.lang).toBe('en-US');
    await act(async () => root.unmount());
  });
});
