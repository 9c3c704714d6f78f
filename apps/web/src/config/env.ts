const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** The only place that reads `import.meta.env`. */
export const env = {
  // A getter so tests can point the client at a local server with vi.stubEnv.
  get apiBaseUrl(): string {
    return withoutTrailingSlash(nonEmpty(import.meta.env.VITE_API_BASE_URL) ?? '/api');
  },
  appStoreUrl: nonEmpty(import.meta.env.VITE_APP_STORE_URL) ?? 'https://apps.apple.com/',
  playStoreUrl:
    nonEmpty(import.meta.env.VITE_PLAY_STORE_URL) ?? 'https://play.google.com/store/apps',
} as const;

export const BRAND_NAME = 'Arise Court';
