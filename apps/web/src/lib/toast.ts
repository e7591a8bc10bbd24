import type Toast from 'antd-mobile/es/components/toast';
import { TOAST_DURATION_MS } from './constants';

// antd-mobile's Toast brings its Mask and the animation library (~30 KiB gzip); the first screen rarely
// needs a toast, so the code is fetched on the first one instead of with the shell.
let toastModule: Promise<{ default: typeof Toast }> | null = null;

function loadToast() {
  toastModule ??= import('antd-mobile/es/components/toast');
  return toastModule;
}

/** A short message in the middle of the screen for 2000 ms. Resolves once shown. */
export async function showToast(content: string): Promise<void> {
  const { default: toast } = await loadToast();
  toast.show({ content, duration: TOAST_DURATION_MS });
}

/** Fetch the toast code ahead of need (e.g. when the browser is idle). */
export function preloadToast(): void {
  void loadToast();
}
