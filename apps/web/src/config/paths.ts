/**
 * The route table of PRODUCT.md §5. Screens link with `paths.x.href()` so a renamed route is a compile
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
  chat: route('/chat'),
  report: route('/report'),
  introduction: route('/introductionPage'),
  serverError: route('/error/500'),
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof paths;

/** Tab bar rule (PRODUCT.md §5): hidden on `/` and whenever the store's flag is off. */
export function isTabBarVisible(pathname: string, showTabBar: boolean): boolean {
  return showTabBar && pathname !== paths.root.path && pathname !== '';
}
