/* global self */
/*
 * The reminders' service worker (issue 34 §2): registered only when a person turns reminders on. A push
 * from the server (JSON: title, body, url, tag) becomes a notification; a tap opens the app's today
 * screen, in a window already open when there is one.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'AI Nutritionist', {
      body: data.body || '',
      tag: data.tag || 'reminder',
      renotify: true,
      data: { url: data.url || '#/today' },
    }),
  );
});

/*
 * A window of the app is brought to the today screen and focused; failing that, the screen opens in a
 * new one. `matchAll` with `includeUncontrolled` also lists windows this worker does not control (opened
 * before it was registered, or reloaded bypassing it), and `navigate` rejects for those: such a window
 * is passed over rather than ending the tap with nothing shown.
 */
async function openToday(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) {
    if (new URL(w.url).origin !== self.location.origin || !('focus' in w)) continue;
    try {
      const client = w.url === target ? w : await w.navigate(target);
      if (client) return await client.focus();
    } catch {
      // Not controlled by this worker: try the next window.
    }
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const hash = (event.notification.data && event.notification.data.url) || '#/today';
  event.waitUntil(openToday(new URL(hash, self.registration.scope).href));
});
