/** An uploaded file's stored path (served under /uploads) or a full URL, as an <img> source. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.trim() === '') return null;
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return path;
  return `/uploads/${path.replace(/^\/+/, '')}`;
}
