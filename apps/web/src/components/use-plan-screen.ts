import { useDocumentTitle } from './use-document-title';
import { useHideTabBar } from './use-hide-tab-bar';
import { usePlanIdOfRoute } from './use-plan-id';

/**
 * What a full-height screen about one plan (its products, an order, its reports, its medicines) sets up:
 * no tab bar, the window named `title`; returns the plan it is about ({@link usePlanIdOfRoute}).
 */
export function usePlanScreen(title: string): string | null {
  useHideTabBar();
  useDocumentTitle(title);
  return usePlanIdOfRoute();
}
