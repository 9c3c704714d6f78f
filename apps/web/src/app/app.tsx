import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { forgetPrerenderedPage } from '../lib/before-start';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { connectApiToRouter, routes } from './router';

function createRouter() {
  const router = createBrowserRouter(routes);
  connectApiToRouter(router, queryClient);
  return router;
}

export function App() {
  const [router] = useState(createRouter);
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
