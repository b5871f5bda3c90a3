/* global self, clients */
// The service worker's Web Push side (issue 18), imported into the generated sw.js by workbox's
// importScripts (vite.config.ts). A reminder arrives as JSON { title, body, taskId, url, tag }
// (core's buildReminderPush); it is shown as a notification, one per task (its tag), and a click
// focuses an open window of the app on that task's page, or opens one.
(function () {
  var ICON = '/icon-192.png';

  /** The message of a push, or null when it is not ours. */
  function readMessage(event) {
    if (!event.data) return null;
    try {
      var message = event.data.json();
      return message && typeof message.title === 'string' ? message : null;
    } catch {
      return null;
    }
  }

  /** Only the app's own pages are opened: a path on this origin. */
  function pageUrl(url) {
    var target = new URL(typeof url === 'string' ? url : '/app', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/app', self.location.origin).href;
  }

  self.addEventListener('push', function (event) {
    var message = readMessage(event);
    if (!message) return;
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: typeof message.body === 'string' ? message.body : '',
        icon: ICON,
        badge: ICON,
        tag: typeof message.tag === 'string' ? message.tag : undefined,
        renotify: true,
        data: { url: pageUrl(message.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var url = pageUrl(event.notification.data && event.notification.data.url);
    event.waitUntil(
      clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        for (var index = 0; index < windows.length; index += 1) {
          var client = windows[index];
          if (new URL(client.url).origin !== self.location.origin) continue;
          // The open app goes to the task's page (/app?task=<id> opens its detail) and comes forward.
          return client.focus().then(function (focused) {
            return focused.navigate ? focused.navigate(url) : focused;
          });
        }
        return clients.openWindow(url);
      }),
    );
  });
})();
