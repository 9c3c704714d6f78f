import { IconMapPinOff } from '@tabler/icons-react';
import { StatusPage } from '../../components/status-page';

export function NotFoundRoute() {
  return (
    <StatusPage code="404" icon={IconMapPinOff} title="Page not found">
      We looked everywhere, but this page is out of bounds. Check the address, or head back home.
    </StatusPage>
  );
}
