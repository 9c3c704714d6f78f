import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundRoute } from './not-found';
import { ServerErrorRoute } from './server-error';

/** Router errorElement: a crash while rendering or loading a page shows the 500 page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('Unexpected error while rendering a page', error);
  }, [error, notFound]);

  return notFound ? <NotFoundRoute /> : <ServerErrorRoute />;
}

/** Last resort when the layout itself fails: the same page, with its own main landmark. */
export function RootErrorBoundary() {
  return (
    <main id="main-content">
      <RouteErrorBoundary />
    </main>
  );
}
