// The stored theme, applied before the first paint: the app's own code comes later, and a dark
// device would first flash a white page. The same key and rule as src/web/lib/theme.ts, whose
// test runs this file against it.
(function () {
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('fieldworkTheme');
    if (stored === 'light' || stored === 'dark') preference = stored;
  } catch {
    // Storage unavailable: the system's theme.
  }
  var isDark =
    preference === 'dark' ||
    (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
})();
