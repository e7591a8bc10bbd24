// Setup of every web unit test. Screens render without the route guard that loads their texts and the
// query client, so the texts of both locales and the client are loaded here once; Testing Library's DOM is emptied after each test.
// antd-mobile's imperative overlays (Toast.show, Dialog.confirm) render through the same React 19 adapter
// as the app: without it they mount nothing, and their later unmount calls React 18's removed
// unmountComponentAtNode, an unhandled rejection that fails the run whenever it lands before teardown.
import '../lib/antd-react19';
import { cleanup } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterAll, afterEach } from 'vitest';
import { ensureQueryClient } from '../app/query-layer';
import { ensureTexts, initI18n } from '../lib/i18n';

initI18n('zh-CN');
// The toast module the app fetches on the first toast (lib/toast.ts) is loaded here, by the same path: a test
// that ends right after a toast was asked for otherwise leaves its modules loading after the environment is
// torn down (an EnvironmentTeardownError that fails the run on a loaded machine).
await Promise.all([
  ensureTexts('zh-CN'),
  ensureTexts('en-US'),
  ensureQueryClient(),
  import('antd-mobile/es/components/toast'),
]);

// Overlays still open (a toast's timer, a dialog) are closed with the test, and React's scheduled work
// runs while the DOM still exists: otherwise it can land after the file's environment is torn down
// ("window is not defined", an unhandled error that fails the run on a loaded machine).
// A request still answering when a test ends (it waited only for the request to be sent) is let finish
// first, so its handlers' renders land on mounted screens, not after the environment is gone.
afterEach(async () => {
  const client = await ensureQueryClient();
  for (let waited = 0; waited < 2_000 && client.isMutating() + client.isFetching() > 0; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  Toast.clear();
  Dialog.clear();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
});
