/* global window, document */
// Applies the stored colour mode before the first paint (same logic as Mantine's ColorSchemeScript).
// Loaded as a blocking classic script so no inline script (and no CSP hash) is needed.
(function () {
  var root = document.documentElement;
  try {
    var stored = window.localStorage.getItem('arise-color-scheme');
    var scheme = stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : 'auto';
    var computed =
      scheme !== 'auto'
        ? scheme
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    root.setAttribute('data-mantine-color-scheme', computed);
  } catch {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
