import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { isTabBarVisible } from '../config/paths';
import { setNavigator } from '../lib/navigation';
import { useUserStore } from '../stores/user-store';

// The tab bar is not on the first screen, so its code (and icons) load only when a screen shows it.
const AppTabBar = lazy(() => import('../components/tab-bar'));

/** Frame of every screen: the screen itself and, where the rule allows, the tab bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showTabBar = useUserStore((s) => s.showTabBar);
  const tabBar = isTabBarVisible(pathname, showTabBar);

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  return (
    <>
      <main className={tabBar ? 'app-main app-main--with-tabbar' : 'app-main'}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {tabBar ? (
        <Suspense fallback={null}>
          <AppTabBar />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
