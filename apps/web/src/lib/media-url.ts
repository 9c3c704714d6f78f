import { env } from '../config/env';

/**
 * Where uploads are served: beside the API. With the API on another origin (VITE_API_BASE_URL an
 * absolute address), that origin; otherwise this page's own.
 */
function uploadsOrigin(): string {
  try {
    return new URL(env.apiBaseUrl).origin;
  } catch {
    return '';
  }
}

/** An uploaded file's stored path (served under /uploads) or a full URL, as an <img> source. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.trim() === '') return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  if (path.startsWith('/') && !path.startsWith('/uploads/')) return path;
  return `${uploadsOrigin()}/uploads/${path.replace(/^\/+(uploads\/)?/, '')}`;
}
