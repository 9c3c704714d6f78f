import type { DataRouter } from 'react-router';
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
 * Resolves once `router` has loaded what the page it starts on needs: the code of its lazy routes
 * and what their loaders fetch. Its first render is then that page rather than a fallback, as the
 * prerender rendered it. Should the code fail to load, the router is ready with the route's error
 * page.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
