import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/inter.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/app';
import { canHydrate, loadMatchedRoutes } from './app/hydration';
import { prefetchInitialData } from './app/initial-data';
import { routes } from './app/router';
import { getSessionSnapshot } from './lib/session';
import { afterThisTask } from './lib/after-this-task';
import { keepPrerenderedPage } from './lib/before-start';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// As transitions, the first render and hydration yield to the browser every few milliseconds
// instead of holding the main thread for the whole tree.
const render = () =>
  startTransition(() => {
    createRoot(container).render(app);
  });
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(container, app);
  });

// The first render waits for the code of the page it shows (a lazy route) and for the data it
// needs: the page appears whole, and a prerendered one is hydrated rather than replaced by a
// loader. Should that code fail to load, the router loads it again and shows the route's error
// page.
// That starts in a task of its own: this script's evaluation is already the longest task of a page
// load, and matching the routes and setting up the requests would only lengthen it.
const { pathname } = window.location;
const start = () => {
  // What a visitor did to a prerendered page before now is carried out by its new components.
  keepPrerenderedPage(container);
  if (canHydrate(container)) hydrate();
  else render();
};
afterThisTask(() => {
  Promise.all([
    loadMatchedRoutes(routes, pathname),
    prefetchInitialData(pathname, getSessionSnapshot(), queryClient),
  ]).then(start, render);
});
