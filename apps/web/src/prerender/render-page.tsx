import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';

/**
 * The HTML a first-time visitor's browser would render at `pathname`: no session, colour mode
 * "auto". Built into the page at build time (scripts/prerender.mjs) so it paints before the app's
 * JavaScript has loaded; the app then hydrates it (main.tsx). Same providers as `App`.
 */
export async function renderPage(pathname: string): Promise<string> {
  const queryClient = new QueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for every lazy part (unlike renderToString), so no boundary is left for the client.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* No inline hydration script: the CSP allows none, and these pages load no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
