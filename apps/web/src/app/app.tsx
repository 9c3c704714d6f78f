import { useState } from 'react';
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
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
