import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
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
  // The app runs the page now: a prerendered page's controls may respond (styles/prerender.css).
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
