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

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const hash = (event.notification.data && event.notification.data.url) || '#/today';
  const target = new URL(hash, self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (new URL(w.url).origin === self.location.origin && 'focus' in w) {
          return (w.navigate ? w.navigate(target) : Promise.resolve(w)).then((c) => (c || w).focus());
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
