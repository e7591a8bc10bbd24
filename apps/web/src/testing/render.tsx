/**
 * Rendering helpers for component tests: the screen inside the app's providers (query cache, i18n,
 * antd-mobile locale), optionally inside a memory router, in the locale the test asks for.
 */
import type { ReactElement } from 'react';
import { act } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { beforeEach, describe } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { SUPPORTED_LOCALES, type AppLocale } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { initLocale, useLocaleStore } from '../stores/locale-store';
import { useMeasurementStore } from '../stores/measurement-store';

/** Switches the app to `locale` as a user's choice would (store, i18n, `<html lang>`). */
export function setTestLocale(locale: AppLocale): void {
  initLocale({ search: '', hash: '' }, locale);
  act(() => useLocaleStore.getState().setLocale(locale));
}

/** Forgets what earlier tests stored: local storage, the server-data cache and device preferences. */
export function resetAppState(): void {
  localStorage.clear();
  queryClient.clear();
  useMeasurementStore.setState({ chosen: null });
}

/** Before each test of the enclosing `describe` (or file): the app as new ({@link resetAppState}) in `locale`. */
export function freshAppBeforeEach(locale: AppLocale): void {
  beforeEach(() => {
    resetAppState();
    setTestLocale(locale);
  });
}

/** A `describe` block whose tests each run on a fresh app in `locale` ({@link freshAppBeforeEach}). */
export function describeIn(locale: AppLocale, name: string, body: () => void): void {
  describe(name, () => {
    freshAppBeforeEach(locale);
    body();
  });
}

/**
 * The tests `body` declares, once per app locale, each on a fresh app in that locale; `texts` holds what
 * the tests expect to read in each locale.
 */
export function describeInEachLocale<Texts>(
  name: string,
  texts: Record<AppLocale, Texts>,
  body: (texts: Texts, locale: AppLocale) => void,
): void {
  describe.each(SUPPORTED_LOCALES)(`${name} (%s)`, (locale) => {
    freshAppBeforeEach(locale);
    body(texts[locale], locale);
  });
}

/** `ui` inside the app's providers. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<AppProviders>{ui}</AppProviders>);
}

/**
 * `routes` inside the app's providers and a memory router opened at `initialEntry`; the router is
 * returned to check where a screen navigated.
 */
export async function renderRoutes(
  routes: RouteObject[],
  initialEntry = '/',
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  let result!: RenderResult;
  await act(async () => {
    result = renderWithProviders(<RouterProvider router={router} />);
  });
  return { ...result, router };
}
