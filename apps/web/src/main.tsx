import 'antd-mobile/es/global';
import './lib/antd-react19';
import './styles/global.css';
import './styles/boot-shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initLocale } from './stores/locale-store';

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

const router = createAppRouter();
const container = document.getElementById('root');
if (container) {
  removeBootShellOnFirstScreen(container);
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
