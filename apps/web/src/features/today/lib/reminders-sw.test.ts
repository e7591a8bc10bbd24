/**
 * The reminders' service worker (`public/reminders-sw.js`, issue 34 §2) loaded into a stand-in for a
 * ServiceWorkerGlobalScope: what a tap on its notification does — open the today page, or bring a window
 * of the app there. Chromium has no way to tap a notification from a test (no DevTools command does it,
 * and a `notificationclick` dispatched by script is untrusted: `waitUntil` throws and the worker may not
 * open or focus windows), so the handler is exercised here; the push side runs in real Chromium
 * (e2e/reminders-sw.e2e.ts). The stand-in windows follow the Clients API: `navigate` rejects with a
 * TypeError for a window this worker does not control (one opened before the worker, or reloaded with
 * the cache bypassed), which `matchAll({ includeUncontrolled: true })` also lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../public/reminders-sw.js'),
  'utf8',
);
const ORIGIN = 'https://nutri.example.com';
const SCOPE = `${ORIGIN}/`;
const TODAY = `${ORIGIN}/#/today`;

interface FakeWindow {
  url: string;
  focused: boolean;
  navigate(url: string): Promise<FakeWindow | null>;
  focus(): Promise<FakeWindow>;
}

function fakeWindow(url: string, controlled: boolean): FakeWindow {
  const w: FakeWindow = {
    url,
    focused: false,
    navigate: async (to) => {
      if (!controlled) throw new TypeError('navigate: the client is not controlled by this service worker');
      w.url = to;
      return w;
    },
    focus: async () => {
      w.focused = true;
      return w;
    },
  };
  return w;
}

type Listener = (event: Record<string, unknown>) => void;

/** The worker's script run against a stand-in scope with these windows open. */
function worker(windows: FakeWindow[]) {
  const listeners = new Map<string, Listener>();
  const opened: string[] = [];
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const matchAllOptions: unknown[] = [];
  const self = {
    location: new URL(`${ORIGIN}/reminders-sw.js`),
    registration: {
      scope: SCOPE,
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async (options: unknown) => {
        matchAllOptions.push(options);
        return windows;
      },
      openWindow: async (url: string) => {
        opened.push(url);
        return fakeWindow(url, true);
      },
      claim: async () => undefined,
    },
    skipWaiting: () => undefined,
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
  };
  new Function('self', SOURCE)(self);
  /** Fires the event as the browser would; resolves (or rejects) with what the handler waited on. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    return waited;
  };
  const tap = (data: unknown) => {
    const notification = { data, closed: false, close: () => (notification.closed = true) };
    return { notification, done: fire('notificationclick', { notification }) };
  };
  return { opened, shown, matchAllOptions, fire, tap };
}

describe('a tap on a reminder', () => {
  it('no window of the app open: opens the today page; the notification is closed', async () => {
    const w = worker([]);
    const { notification, done } = w.tap({ url: '#/today' });
    await done;
    expect(w.opened).toEqual([TODAY]);
    expect(notification.closed).toBe(true);
    expect(w.matchAllOptions).toEqual([{ type: 'window', includeUncontrolled: true }]);
  });

  it('a window of the app on another screen: brought to the today page and focused, none opened', async () => {
    const plan = fakeWindow(`${ORIGIN}/#/plan?id=1`, true);
    const w = worker([plan]);
    await w.tap({ url: '#/today' }).done;
    expect(plan.url).toBe(TODAY);
    expect(plan.focused).toBe(true);
    expect(w.opened).toEqual([]);
  });

  it('a notification without data: the today page all the same', async () => {
    const w = worker([]);
    await w.tap(null).done;
    expect(w.opened).toEqual([TODAY]);
  });

  it('a window of another site is left alone', async () => {
    const other = fakeWindow('https://elsewhere.example.com/', true);
    const w = worker([other]);
    await w.tap({ url: '#/today' }).done;
    expect(other.focused).toBe(false);
    expect(w.opened).toEqual([TODAY]);
  });

  it('a window the worker does not control (it cannot be navigated): the today page opens all the same', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/#/chat`, false);
    const w = worker([uncontrolled]);
    await w.tap({ url: '#/today' }).done;
    expect(w.opened).toEqual([TODAY]);
  });

  it('an uncontrolled window listed before a controlled one: the controlled one is brought to the today page', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/#/chat`, false);
    const controlled = fakeWindow(`${ORIGIN}/#/plan`, true);
    const w = worker([uncontrolled, controlled]);
    await w.tap({ url: '#/today' }).done;
    expect(controlled.url).toBe(TODAY);
    expect(controlled.focused).toBe(true);
    expect(w.opened).toEqual([]);
  });
});

describe('a push', () => {
  it('shows the reminder the server sent: title, body, tag, the page to open', async () => {
    const w = worker([]);
    const payload = { title: '该吃了：早上起床', body: '左甲状腺素', url: '#/today', tag: 'p1:dose' };
    await w.fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(w.shown).toEqual([
      {
        title: '该吃了：早上起床',
        options: { body: '左甲状腺素', tag: 'p1:dose', renotify: true, data: { url: '#/today' } },
      },
    ]);
  });
});
