import { Activity, lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { isTabBarVisible, paths } from '../config/paths';
import { setNavigator } from '../lib/navigation';
import { applyPlanPageCacheRule, usePlanPageCache } from '../stores/plan-store';
import { useUserStore } from '../stores/user-store';

// The tab bar is not on the first screen, so its code (and icons) load only when a screen shows it.
const AppTabBar = lazy(() => import('../components/tab-bar'));

// The kept-alive plan page (stores/plan-store.ts) is rendered here rather than through <Outlet/>, so it can
// stay mounted (state, streams, chart) but hidden while other screens show; the route module is the same
// chunk.
const KeptPlanPage = lazy(() => import('./routes/plan-generate').then((m) => ({ default: m.Component })));

/**
 * Scroll positions are saved per history entry, except the plan page's, which is saved per cached
 * instance: coming back to it (by a link or "back") restores where the user was, and a dropped cache
 * starts at the top.
 */
function scrollKey(location: Location): string {
  return location.pathname === paths.planGenerate.path
    ? `plan-page-${usePlanPageCache.getState().generation}`
    : location.key;
}

/** Frame of every screen: the screen itself and, where the rule allows, the tab bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showTabBar = useUserStore((s) => s.showTabBar);
  const tabBar = isTabBarVisible(pathname, showTabBar);
  const planCache = usePlanPageCache();
  const onPlanPage = pathname === paths.planGenerate.path;

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  // Once the new screen is committed (not in the navigation guard, which runs while the old screen
  // still shows): which routes keep or drop the cached plan page.
  useLayoutEffect(() => {
    applyPlanPageCacheRule(pathname);
  }, [pathname]);

  return (
    <>
      <main className={tabBar ? 'app-main app-main--with-tabbar' : 'app-main'}>
        {onPlanPage ? null : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
        {/* After the visible screen, so document order (first heading, focus order) belongs to it. */}
        {onPlanPage || planCache.alive ? (
          <Activity mode={onPlanPage ? 'visible' : 'hidden'}>
            <Suspense fallback={<PageLoading />}>
              <KeptPlanPage key={planCache.generation} />
            </Suspense>
          </Activity>
        ) : null}
      </main>
      {tabBar ? (
        <Suspense fallback={null}>
          <AppTabBar />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
