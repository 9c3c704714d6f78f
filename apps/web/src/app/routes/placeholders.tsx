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

const adminSoon = soon(paths.reporting.getHref(), 'Back to reporting');

export const adminPlaceholders: RouteObject[] = [
  ...[
    { path: paths.courtBookings.path, title: 'Court bookings' },
    { path: paths.courtDetails.path, title: 'Court details' },
  ].map(adminSoon),
];
