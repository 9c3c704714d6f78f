/* global document, requestAnimationFrame */
// Prerendered pages (scripts/prerender.mjs) load the app with this instead of a module script: it
// adds the app's scripts once the page's HTML has painted, so a visitor on a slow phone reads the
// page while the code downloads. A page opened in a background tab, where frames wait, starts now.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }

  if (document.visibilityState !== 'visible') return startOnce();
  // Whichever comes first: the browser reporting the first contentful paint, or two frames after
  // the first (which also covers a browser without paint timing, where observe() throws).
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the frames below start the app.
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(startOnce);
    });
  });
})();
