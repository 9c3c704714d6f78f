import type { ReactNode } from 'react';
import { IconLock } from '@tabler/icons-react';
import { StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import { adminNavFor } from './layouts/admin-nav';
import { canAccess, type StaffAccess } from './staff-access';

/** A back-office screen for those whose role or permissions allow it; others see why not. */
export function RequireAccess({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const session = useSession();
  if (canAccess(session, access)) return children;
  // Send them on to the first screen they may use (the staff home is /reporting for everyone).
  const firstAllowed = adminNavFor(session)[0];
  return (
    <StatusPage
      icon={IconLock}
      title="No access"
      homeHref={firstAllowed?.href ?? paths.profile.getHref()}
      homeLabel={firstAllowed ? `Go to ${firstAllowed.label}` : 'Go to my profile'}
    >
      Your account does not have permission to use this page. Ask a super admin if you need it.
    </StatusPage>
  );
}
