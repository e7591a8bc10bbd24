import { useEffect } from 'react';
import { useUserStore } from '../stores/user-store';

/**
 * Hides the tab bar while the calling screen is shown (questionnaires, checkout, the start page) and
 * shows it again when the screen goes away.
 */
export function useHideTabBar(): void {
  const setShowTabBar = useUserStore((s) => s.setShowTabBar);
  useEffect(() => {
    setShowTabBar(false);
    return () => setShowTabBar(true);
  }, [setShowTabBar]);
}
