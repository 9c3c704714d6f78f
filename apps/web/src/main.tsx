import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import './styles/inter.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App, createAppRouter } from './app/app';
import { canHydrate, routerReady } from './app/hydration';
import { afterThisTask } from './lib/after-this-task';
import { keepPrerenderedPage } from './lib/before-start';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// As transitions, the first render and hydration yield to the browser every few milliseconds
// instead of holding the main thread for the whole tree.
const start = (router: DataRouter) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // What a visitor did to a prerendered page before now is carried out by its new components.
  keepPrerenderedPage(container);
  // A page whose code failed to load shows its error page, which the prerender did not render.
  const hydrate = canHydrate(container) && router.state.errors === null;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
};

// The first render waits for the router to load the page's code (a lazy route) and the data its
// route's loader fetches: the page appears whole, and a prerendered one is hydrated rather than
// replaced by a fallback. Until then the HTML's own content shows.
// The router starts in a task of its own: this script's evaluation is already the longest task of
// a page load, and matching the routes and setting up the requests would only lengthen it.
afterThisTask(() => {
  const router = createAppRouter();
  void routerReady(router).then(() => start(router));
});
