import 'antd-mobile/es/global';
import './styles/tokens.css';
import './styles/global.css';
import './styles/boot-shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initLocale } from './stores/locale-store';
import './app/api-session';

/**
 * Removes index.html's boot shell once the first screen (or the sign-in error screen) is committed, in
 * the same frame: until then the app shows only its loading state (`.page-loading`), which the shell
 * covers. A mutation observer runs before the next paint, so the shell and the screen never both show
 * nor neither.
 */
function removeBootShellOnFirstScreen(container: HTMLElement): void {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  const screenShown = () => {
    const first = container.firstElementChild;
    return first !== null && !first.classList.contains('page-loading');
  };
  const observer = new MutationObserver(() => {
    if (!screenShown()) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(container, { childList: true });
}

initLocale();

/**
 * Creates the router (which starts loading the matched screen and runs the sign-in guard) and renders.
 * It runs in a task of its own after the one that evaluated the app's code, so neither task is long
 * enough to block a tap for long (Lighthouse's total blocking time counts each task's time over 50 ms).
 */
function start(container: HTMLElement): void {
  const router = createAppRouter();
  const root = createRoot(container);
  // The boot shell is already on screen, so nothing is gained by rendering the app in one piece: as a
  // transition React renders it in slices and the page answers taps and scrolls in between.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) {
  removeBootShellOnFirstScreen(container);
  setTimeout(() => start(container), 0);
}
