import { IconMapPinOff } from '@tabler/icons-react';
import { StatusPage } from '../../components/status-page';
import { useSession } from '../../lib/session';
import { staffHomeHref } from '../nav-targets';

/** `/404` and unknown paths; inside the staff layout the way back leads to the staff home. */
export function NotFoundRoute({ staff = false }: { staff?: boolean }) {
  const session = useSession();
  return (
    <StatusPage
      code="404"
      icon={IconMapPinOff}
      title="Page not found"
      {...(staff ? { homeHref: staffHomeHref(session), homeLabel: 'Back to the back-office' } : {})}
    >
      We looked everywhere, but this page is out of bounds. Check the address, or head back home.
    </StatusPage>
  );
}
