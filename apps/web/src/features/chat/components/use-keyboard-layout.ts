import { useEffect, useState } from 'react';
import { getEnv } from '../../../lib/env';
import { useKeyboardOpen } from '../../../lib/keyboard';
import { useUserStore } from '../../../stores/user-store';

/**
 * Keeps the question box above the on-screen keyboard (`lib/keyboard.ts`): while it is open the tab bar
 * steps aside, and on iOS, which overlays the keyboard without resizing the page, the screen takes the
 * height of the visible viewport (returned; null elsewhere). Android resizes the window itself.
 */
export function useKeyboardLayout(onOpen: () => void): number | null {
  const open = useKeyboardOpen();
  const setShowTabBar = useUserStore((s) => s.setShowTabBar);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return;
    setShowTabBar(false);
    onOpen();
    return () => setShowTabBar(true);
  }, [open, setShowTabBar, onOpen]);
  const ios = getEnv().isIOS;
  useEffect(() => {
    const vv = window.visualViewport;
    if (!open || !vv || !ios) return;
    const update = () => {
      setHeight(vv.height);
      window.scrollTo(0, 0);
    };
    const frame = requestAnimationFrame(update);
    vv.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      vv.removeEventListener('resize', update);
    };
  }, [open, ios]);
  return open && ios ? height : null;
}
