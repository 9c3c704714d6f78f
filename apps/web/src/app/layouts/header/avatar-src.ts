import type { Session } from '../../../lib/session';

/** The stored image is an uploaded file's path (served under /uploads) or a full URL. */
export function avatarSrc(session: Session): string | null {
  const image = session.user?.image;
  if (typeof image !== 'string' || image.trim() === '') return null;
  if (/^(https?:|data:|blob:|\/)/i.test(image)) return image;
  return `/uploads/${image.replace(/^\/+/, '')}`;
}
