import { mediaUrl } from '../../../lib/media-url';
import type { Session } from '../../../lib/session';

/** The stored image is an uploaded file's path (served under /uploads) or a full URL. */
export function avatarSrc(session: Session): string | null {
  return mediaUrl(session.user?.image);
}
