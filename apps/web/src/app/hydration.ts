import { matchRoutes, type RouteObject } from 'react-router';
import { getStoredColorScheme, readSessionKeys } from '../lib/storage';
import { DEFAULT_COLOR_SCHEME } from './provider';

/**
 * Whether `container` holds prerendered HTML (scripts/prerender.mjs) that this visitor's first
 * render reproduces exactly: it was rendered with no session and the default colour mode. Anyone
 * else gets a fresh render that replaces it.
 */
export function canHydrate(container: HTMLElement): boolean {
  if (!container.hasAttribute('data-prerendered')) return false;
  const colorScheme = getStoredColorScheme();
  return (
    readSessionKeys().every((value) => value === null) &&
    (colorScheme === null || colorScheme === DEFAULT_COLOR_SCHEME)
  );
}

/**
 * Loads the code of the lazy routes matching `pathname` into the route objects, as the prerender
 * did: the router then starts ready, and its first render is the page rather than a fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
