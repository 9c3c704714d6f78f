import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

interface Placeholder {
  path: string;
  title: string;
  description?: string;
}

const soon =
  (homeHref?: string, homeLabel?: string) =>
  ({ path, title, description }: Placeholder): RouteObject => ({
    path,
    element: (
      <ComingSoon
        title={title}
        description={description}
        homeHref={homeHref}
        homeLabel={homeLabel}
      />
    ),
  });

/** Pages built in later steps. Titles follow SPEC.md section 2. */

export const publicPlaceholders: RouteObject[] = [
  {
    path: paths.userContactUs.path,
    title: 'Contact Us',
    description: 'Send us a message and we will get back to you.',
  },
].map(soon());

const adminSoon = soon(paths.reporting.getHref(), 'Back to reporting');

export const adminPlaceholders: RouteObject[] = [
  // The staff home itself links back to the public home.
  soon()({
    path: paths.reporting.path,
    title: 'Reporting',
    description: 'Bookings, players and revenue at a glance.',
  }),
  ...[
    { path: paths.dashboard.path, title: 'Admins' },
    { path: paths.adminRegistration.path, title: 'Add an admin' },
    { path: paths.updateRegistration.path, title: 'Edit admin' },
    { path: paths.users.path, title: 'Players' },
    { path: paths.userRegistration.path, title: 'Add a player' },
    { path: paths.priceConfiguration.path, title: 'Price configuration' },
  ].map(adminSoon),
];
