/* global window, document, Element */
// A prerendered page (scripts/prerender.mjs) can be used before the app's code has arrived. Its
// fields keep what is typed or ticked by themselves; this keeps the rest until the app takes over
// (src/lib/before-start.ts): which buttons marked data-before-start were tapped, and which forms so
// marked were sent. Sending is held back, as the browser would otherwise reload the page and lose
// what was typed. Loaded as a blocking classic script so that it listens before anything shows.
(function () {
  var used = (window.usedBeforeStart = []);

  function waitingRoot() {
    var root = document.getElementById('root');
    return root && root.hasAttribute('data-prerendered') ? root : null;
  }

  function markOf(root, target, selector) {
    var element = target instanceof Element ? target.closest(selector) : null;
    return element && root.contains(element) ? element.getAttribute('data-before-start') : null;
  }

  document.addEventListener(
    'click',
    function (event) {
      var root = waitingRoot();
      var mark = root && markOf(root, event.target, 'button[data-before-start]');
      if (mark) used.push(mark);
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (event) {
      var root = waitingRoot();
      if (!root || !root.contains(event.target)) return;
      event.preventDefault();
      var mark = markOf(root, event.target, 'form[data-before-start]');
      if (mark) used.push(mark);
    },
    true,
  );
})();
