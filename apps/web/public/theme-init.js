/* global window, document */
// Applies the theme before the app's bundle runs, so the first paint already has the right colours.
// It is a plain external script because the Content-Security-Policy forbids inline scripts.
// It mirrors src/lib/theme.ts and the landing context of src/app/route-context.ts;
// src/lib/theme-init.test.ts checks that they agree.
(function () {
  var LANDING_PATHS = [
    '/landing',
    '/blog',
    '/research',
    '/terms',
    '/privacy',
    '/auth',
    '/guide',
    '/how-it-works',
  ];
  var THEMES = ['light', 'dark', 'bright'];
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var isLanding =
    path === '/' ||
    LANDING_PATHS.some(function (prefix) {
      return path === prefix || path.indexOf(prefix + '/') === 0;
    });
  var saved = null;
  try {
    saved = window.localStorage.getItem('ui-theme');
  } catch {
    // Storage can be unavailable (privacy mode); the system preference applies then.
  }
  var applied;
  if (isLanding) applied = 'dark';
  else if (THEMES.indexOf(saved) !== -1) applied = saved;
  else applied = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  var root = document.documentElement;
  root.classList.remove('light', 'dark', 'bright');
  root.classList.add(applied);
  root.style.colorScheme = applied === 'dark' ? 'dark' : 'light';
})();
