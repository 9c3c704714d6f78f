/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API, e.g. `/api` (default) or `https://api.example.com/api`. */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
