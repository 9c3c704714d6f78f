import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../provider';
import { createTestQueryClient } from '../../test/render';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: 'broken', element: <Broken /> },
          { path: 'ok', element: <p>fine</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the 500 page when a page throws, and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Unexpected error while rendering a page', expect.any(Error));
  });

  it('shows the 404 page for a route the router does not know', async () => {
    renderAt('/missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
