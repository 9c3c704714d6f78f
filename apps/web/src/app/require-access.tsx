import type { ReactNode } from 'react';
import { IconLock } from '@tabler/icons-react';
import { StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import { canAccess, type StaffAccess } from './staff-access';

/** A back-office screen for those whose role or permissions allow it; others see why not. */
export function RequireAccess({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const session = useSession();
  if (canAccess(session, access)) return children;
  return (
    <StatusPage
      icon={IconLock}
      title="No access"
      homeHref={paths.profile.getHref()}
      homeLabel="Go to my profile"
    >
      Your account does not have permission to use this page. Ask a super admin if you need it.
    </StatusPage>
  );
}
