/**
 * The route table of the app. Screens link with `paths.x.href()` so a renamed route is a compile
 * error, not a dead link. `path` is what the router matches.
 */
export interface RouteEntry {
  path: string;
  href: () => string;
}

const route = (path: string): RouteEntry => ({ path, href: () => path });

export const paths = {
  root: route('/'),
  start: route('/qsStartPage'),
  questionnaire: route('/questionnaire'),
  questionnaireSpecify: route('/questionnaireSpecify'),
  planGenerate: route('/qsGeneratePageNew'),
  addMoreNutrition: route('/addMoreNutrition'),
  uploadReports: route('/uploadReportsPageNew'),
  reportList: route('/reportListPage'),
  products: route('/productsPage'),
  productsQuick: route('/productsPageQuick'),
  checkout: route('/checkout'),
  orderResult: route('/orderResult'),
  orders: route('/orders'),
  chat: route('/chat'),
  report: route('/report'),
  introduction: route('/introductionPage'),
  myData: route('/myData'),
  today: route('/today'),
  serverError: route('/error/500'),
  /** The operators' page: outside the app's frame, with its own sign-in (issue 20.4). */
  ops: route('/ops'),
} as const satisfies Record<string, RouteEntry>;

/** The query parameter that names the plan a screen is about (`customNutritionPlanId`). */
export const PLAN_ID_PARAM = 'id';

/**
 * Link to a screen about one plan: `/qsGeneratePageNew?id=<planId>`, and likewise for
 * `/addMoreNutrition`, `/uploadReportsPageNew`, `/productsPage` and `/questionnaire*` (resume a draft).
 * Without an id (null, blank) it is the plain route, which falls back to `currentActiveQsId`.
 */
export function hrefWithPlan(entry: RouteEntry, planId: string | null | undefined): string {
  const id = planId?.trim();
  return id ? `${entry.path}?${PLAN_ID_PARAM}=${encodeURIComponent(id)}` : entry.href();
}

/** The plan id a screen was opened with (`?id=`), or null. */
export function planIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(PLAN_ID_PARAM)?.trim();
  return id ? id : null;
}

/** Tab bar rule: hidden on `/` (it only redirects) and whenever a screen turns the store's flag off. */
export function isTabBarVisible(pathname: string, showTabBar: boolean): boolean {
  return showTabBar && pathname !== paths.root.path && pathname !== '';
}
