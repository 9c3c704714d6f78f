import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, createAppRouter } from '../app/app';
import { canHydrate, routerReady } from '../app/hydration';
import { startApiServer, type TestApiServer } from '../test/api-server';
import { logInAs } from '../test/render';
import { renderPage } from './render-page';

// What the browser does with a prerendered page: the HTML first, then the app hydrating it.
let server: TestApiServer;
let container: HTMLElement;
let root: Root | undefined;

// Rendering to HTML and hydrating in one page never happens in a browser; React notes it.
const BOTH_RENDERERS = 'Detected multiple renderers concurrently rendering the same context';

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  server = await startApiServer();
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllEnvs();
  await server.close();
});

async function prerenderInto(pathname: string): Promise<void> {
  container.innerHTML = await renderPage(pathname);
  container.setAttribute('data-prerendered', '');
  window.history.replaceState(null, '', pathname);
}

describe('prerendered pages', () => {
  it.each([
    ['/', 'Ready to Play?'],
    ['/user-select-location', 'Search Court'],
  ])('%s renders its whole page, lazy parts included', async (pathname, heading) => {
    const html = await renderPage(pathname);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toContain('Skip to content');
    // A Suspense boundary left for the client ("<!--$!-->") would make hydration start over.
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<!--$?-->');
  });

  it.each(['/', '/user-select-location'])(
    '%s hydrates without a mismatch and keeps the prerendered nodes',
    async (pathname) => {
      await prerenderInto(pathname);
      const heading = container.querySelector('h1');
      expect(heading).not.toBeNull();
      expect(canHydrate(container)).toBe(true);

      const recoverableErrors: unknown[] = [];
      const consoleErrors: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const message = args.map(String).join(' ');
        if (!message.startsWith(BOTH_RENDERERS)) consoleErrors.push(message);
      });
      const router = createAppRouter();
      await routerReady(router);
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App router={router} />
          </StrictMode>,
          { onRecoverableError: (error) => recoverableErrors.push(error) },
        );
      });

      expect(recoverableErrors).toEqual([]);
      // Attribute and text mismatches are reported here.
      expect(consoleErrors).toEqual([]);
      expect(container.querySelector('h1')).toBe(heading);
    },
  );

  it.each(['/', '/user-select-location'])(
    '%s has no control that ignores a visitor before the app has started',
    async (pathname) => {
      await prerenderInto(pathname);
      // Links work as links. A marked button's tap and a marked form's sending are kept by
      // public/before-start.js; fields keep their own values, which the component that marks them
      // reads when the app takes over (lib/before-start.ts).
      const marked = (element: Element | null) => element?.hasAttribute('data-before-start');
      const ignored = Array.from(
        container.querySelectorAll('button, form, input, select, textarea'),
      ).filter((control) => {
        if (control instanceof HTMLButtonElement && control.type === 'submit')
          return !marked(control.form);
        if (control instanceof HTMLButtonElement || control instanceof HTMLFormElement)
          return !marked(control);
        return !control.closest('[data-before-start]');
      });
      expect(ignored.map((control) => control.outerHTML)).toEqual([]);
    },
  );

  it('is not hydrated for a logged-in visitor or a chosen colour mode: their page differs', async () => {
    await prerenderInto('/');
    expect(canHydrate(container)).toBe(true);

    window.localStorage.setItem('arise-color-scheme', 'dark');
    expect(canHydrate(container)).toBe(false);
    window.localStorage.setItem('arise-color-scheme', 'auto');
    expect(canHydrate(container)).toBe(true);

    logInAs('player');
    expect(canHydrate(container)).toBe(false);
  });

  it('is not hydrated when the page was not prerendered', () => {
    expect(canHydrate(container)).toBe(false);
  });
});
