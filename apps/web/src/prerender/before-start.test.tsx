import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import script from '../../public/before-start.js?raw';
import { App, createAppRouter } from '../app/app';
import { canHydrate, routerReady } from '../app/hydration';
import { keepPrerenderedPage } from '../lib/before-start';
import { queryClient } from '../lib/query-client';
import { COLOR_SCHEME_STORAGE_KEY } from '../lib/storage';
import { byRoute, apiServerPerTest } from '../test/api-server';
import { lakeside } from '../test/locations';
import { renderPage } from './render-page';

// What a visitor does to a prerendered page before the app's code has arrived, and what the app
// makes of it when it takes the page over, hydrating it or rendering it afresh (main.tsx).

let container: HTMLElement;
let root: Root | undefined;
let consoleErrors: string[];

// Rendering to HTML and hydrating in one page never happens in a browser; React notes it.
const BOTH_RENDERERS = 'Detected multiple renderers concurrently rendering the same context';

beforeAll(() => {
  // public/before-start.js, as the prerendered page's head runs it.
  (new Function(script) as () => void)();
});

const testApi = apiServerPerTest();
beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await testApi.serve(byRoute({ 'GET /api/all_locations/': { status: 200, body: [lakeside] } }));
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  // Hydration mismatches are reported here.
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (!message.startsWith(BOTH_RENDERERS)) consoleErrors.push(message);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  expect(consoleErrors).toEqual([]);
  container.remove();
  queryClient.clear();
});

async function prerenderInto(pathname: string): Promise<void> {
  container.innerHTML = await renderPage(pathname);
  container.setAttribute('data-prerendered', '');
  window.history.replaceState(null, '', pathname);
}

/** What main.tsx does once the page's code has loaded. */
async function takeOver(): Promise<void> {
  const router = createAppRouter();
  await routerReady(router);
  keepPrerenderedPage(container);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  await act(async () => {
    if (canHydrate(container)) root = hydrateRoot(container, app);
    else {
      root = createRoot(container);
      root.render(app);
    }
  });
}

/** Types into the prerendered search field and presses Enter, with no app to answer. */
function searchBeforeStart(term: string): { input: HTMLInputElement; submit: Event } {
  const input = container.querySelector<HTMLInputElement>('form[role="search"] input');
  if (!input) throw new Error('no search field');
  input.value = term;
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  input.form?.dispatchEvent(submit);
  return { input, submit };
}

describe('before the app starts, a prerendered page', () => {
  it('keeps the search typed and sent on Search Court, and runs it when the app hydrates the page', async () => {
    await prerenderInto('/user-select-location');
    const { input, submit } = searchBeforeStart('lakes');
    // The browser would have reloaded the page, losing the text.
    expect(submit.defaultPrevented).toBe(true);

    await takeOver();
    const found = await screen.findByRole('radio', { name: /Lakeside Pickleball Center/ });
    expect(found.closest('[role="radiogroup"]')).toHaveAccessibleName('Search results');
    // The very field typed into, with its text.
    expect(screen.getByRole('textbox', { name: 'Organization' })).toBe(input);
    expect(input).toHaveValue('lakes');
    expect(container).not.toHaveAttribute('data-prerendered');
  });

  it('keeps typed text without a search when Enter was not pressed', async () => {
    await prerenderInto('/user-select-location');
    const input = container.querySelector<HTMLInputElement>('form[role="search"] input');
    if (!input) throw new Error('no search field');
    input.value = 'lak';

    await takeOver();
    expect(screen.getByRole('textbox', { name: 'Organization' })).toHaveValue('lak');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Search results' })).queryAllByRole('radio'),
    ).toHaveLength(0);
  });

  it('keeps the search when the app renders the page afresh (here for a chosen colour mode)', async () => {
    await prerenderInto('/user-select-location');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    const { input } = searchBeforeStart('lakes');

    await takeOver();
    expect(
      await screen.findByRole('radio', { name: /Lakeside Pickleball Center/ }),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Organization' });
    expect(field).not.toBe(input);
    expect(field).toHaveValue('lakes');
  });

  it('applies a colour mode ticked in the header', async () => {
    await prerenderInto('/');
    const group = within(screen.getByRole('radiogroup', { name: 'Colour mode' }));
    act(() => group.getByRole('radio', { name: 'Dark' }).click());

    await takeOver();
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('opens the phone menu whose button was tapped', async () => {
    await prerenderInto('/');
    act(() => screen.getByRole('button', { name: 'Open menu' }).click());

    await takeOver();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('notes nothing once the app runs the page, and keeps nothing for later', async () => {
    await prerenderInto('/');
    act(() => screen.getByRole('button', { name: 'Open menu' }).click());
    expect(window.usedBeforeStart).toEqual(['phone-menu']);
    await takeOver();
    expect(window.usedBeforeStart).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Close menu' }).click());
    expect(window.usedBeforeStart).toEqual([]);
  });
});
