import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router';
import { forgetPrerenderedPage } from '../lib/before-start';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { connectApiToRouter, createRoutes } from './router';

/**
 * The router of the address bar. It starts loading the code and data of the page it is on at once
 * (see `routerReady`).
 */
export function createAppRouter(): DataRouter {
  const router = createBrowserRouter(createRoutes(queryClient));
  connectApiToRouter(router, queryClient);
  return router;
}

export function App({ router }: { router: DataRouter }) {
  // The app runs the page now, and its components have carried out what was done to a
  // prerendered page before (lib/before-start.ts).
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    forgetPrerenderedPage();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
