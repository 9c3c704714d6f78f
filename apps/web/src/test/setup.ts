import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { forgetEndedSession } from '../lib/storage';

// Form pages re-validate and re-render on every change; under a full parallel run in jsdom a
// step can take longer than the 1 s default.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks a few browser APIs that Mantine and the router call.
const noop = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = noop;
window.scrollTo = noop;

afterEach(() => {
  cleanup();
  // Toasts live in a module-wide store: one test's toast must not show in the next.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetEndedSession();
});
