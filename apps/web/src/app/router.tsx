import { createHashRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { paths } from '../config/paths';
import { ensureSession, refreshUserOnce } from '../features/auth/session';
import { applyLangFromRoute, useLocaleStore } from '../stores/locale-store';
import { ensureTexts } from '../lib/i18n';
import { ensureQueryClient } from './query-layer';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { StartRoute } from './routes/qs-start-page';

/**
 * The navigation guard ({@link ensureSession}) as the root loader: it runs before any screen renders and,
 * with `shouldRevalidate: () => true`, on every navigation. Without a token it signs in automatically and
 * the navigation proceeds only when that succeeds; a failure throws, which shows {@link RouteError}.
 */
async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  applyLangFromRoute(url);
  // Before signing in: a token held from an earlier visit is checked once in the background.
  refreshUserOnce();
  const path = url.pathname;
  // The first screen has its texts in the first load, makes no query and must not compete with fetching
  // the others; every other screen waits for its texts, the query client and the sign-in together.
  if (path === paths.start.path || path === paths.root.path) {
    await ensureSession();
  } else {
    await Promise.all([ensureSession(), ensureTexts(useLocaleStore.getState().locale), ensureQueryClient()]);
  }
  return null;
}

/** `/` → `/qsStartPage`, keeping any query (e.g. `#/?lang=en`). */
function redirectToStart({ request }: LoaderFunctionArgs): Response {
  return redirect(`${paths.start.href()}${new URL(request.url).search}`);
}

const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: guardLoader,
    shouldRevalidate: () => true,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: redirectToStart },
      // The first screen is bundled with the shell; every other screen is its own chunk.
      { path: paths.start.path, element: <StartRoute /> },
      { path: paths.questionnaire.path, lazy: () => import('./routes/questionnaire') },
      { path: paths.questionnaireSpecify.path, lazy: () => import('./routes/questionnaire-specify') },
      { path: paths.planGenerate.path, lazy: () => import('./routes/plan-generate') },
      { path: paths.addMoreNutrition.path, lazy: () => import('./routes/add-more-nutrition') },
      { path: paths.uploadReports.path, lazy: () => import('./routes/upload-reports') },
      { path: paths.reportList.path, lazy: () => import('./routes/report-list') },
      { path: paths.products.path, lazy: () => import('./routes/products') },
      { path: paths.productsQuick.path, lazy: () => import('./routes/products-quick') },
      { path: paths.checkout.path, lazy: () => import('./routes/checkout') },
      { path: paths.orderResult.path, lazy: () => import('./routes/order-result') },
      { path: paths.orders.path, lazy: () => import('./routes/orders') },
      { path: paths.chat.path, lazy: () => import('./routes/chat') },
      { path: paths.report.path, lazy: () => import('./routes/report') },
      { path: paths.introduction.path, lazy: () => import('./routes/introduction') },
      { path: paths.myData.path, lazy: () => import('./routes/my-data') },
      { path: paths.today.path, lazy: () => import('./routes/today') },
      { path: paths.serverError.path, lazy: () => import('./routes/server-error') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  // Operators sign in on the page with their own accounts: no guest sign-in, no tab bar, its own chunk.
  {
    path: paths.ops.path,
    lazy: () => Promise.all([import('./routes/ops'), ensureQueryClient()]).then(([screen]) => screen),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
