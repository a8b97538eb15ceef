// The service worker of Web Push notifications (registered by components/notifications/push-opt-in.tsx).
// A push message's payload is the JSON backend/notifications/channels/push.ts sends: { title, body, url, key }.
// The key is the delivery's idempotency key, used as the notification's tag: a message delivered twice (the
// sender retried after a lost answer) replaces the first instead of showing twice.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || '뷰티노트';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.key || undefined,
      renotify: false,
      icon: '/favicon.ico',
      lang: 'ko',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only this app's own pages are opened from a notification.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any) return any.navigate(url).then((w) => (w ? w.focus() : self.clients.openWindow(url)));
      return self.clients.openWindow(url);
    }),
  );
});
