import type Toast from 'antd-mobile/es/components/toast';
import { TOAST_DURATION_MS } from './constants';

// antd-mobile's Toast brings its Mask and the animation library (~30 KiB gzip); the first screen rarely
// needs a toast, so the code is fetched on the first one instead of with the shell.
let toastModule: Promise<{ default: typeof Toast }> | null = null;

function loadToast() {
  // The React 19 render hook (lib/antd-react19.ts) comes with it: Toast is the app's only imperative
  // overlay, and the hook's legacy-render fallback (rc-util with Babel's regenerator, ~4 KiB gzip) has no
  // place in the first load.
  toastModule ??= import('./antd-react19').then(() => import('antd-mobile/es/components/toast'));
  return toastModule;
}

/** A short message in the middle of the screen for 2000 ms. Resolves once shown. */
export async function showToast(content: string): Promise<void> {
  const { default: toast } = await loadToast();
  toast.show({ content, duration: TOAST_DURATION_MS });
}
