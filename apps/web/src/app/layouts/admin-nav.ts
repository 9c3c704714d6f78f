import {
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconCurrencyDollar,
  IconId,
  IconLayoutGrid,
  IconMapPin,
  IconMessage,
  IconUserCircle,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { Session } from '../../lib/session';
import { canAccess, type StaffAccess } from '../staff-access';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: Icon;
  /** Who sees the entry; the screen itself checks the same (RequireAccess). */
  access: StaffAccess;
  /** Other path prefixes that belong to this section (forms and detail pages). */
  alsoActiveOn?: string[];
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Reporting', href: paths.reporting.getHref(), icon: IconChartBar, access: 'reporting' },
  {
    label: 'Day sheet',
    href: paths.courtSchedule.getHref(),
    icon: IconLayoutGrid,
    access: 'court_bookings',
  },
  {
    label: 'Court bookings',
    href: paths.courtBookings.getHref(),
    icon: IconCalendarEvent,
    access: 'court_bookings',
    alsoActiveOn: ['/court-details/'],
  },
  {
    label: 'Locations',
    href: paths.locations.getHref(),
    icon: IconMapPin,
    access: 'locations',
    alsoActiveOn: ['/add-locations', '/update-locations/', '/location-details/'],
  },
  {
    label: 'My locations',
    href: paths.myLocations.getHref(),
    icon: IconBuildingStore,
    access: 'any_staff',
  },
  {
    label: 'Price configuration',
    href: paths.priceConfiguration.getHref(),
    icon: IconCurrencyDollar,
    access: 'locations',
  },
  {
    label: 'Membership plans',
    href: paths.membershipPlans.getHref(),
    icon: IconId,
    access: 'locations',
  },
  {
    label: 'Admins',
    href: paths.dashboard.getHref(),
    icon: IconUserShield,
    access: 'super_admin',
    alsoActiveOn: ['/admin-registration', '/update-registraion/'],
  },
  {
    label: 'Players',
    href: paths.users.getHref(),
    icon: IconUsers,
    access: 'court_bookings',
    alsoActiveOn: ['/user-registraion', '/users/'],
  },
  // Every staff member: each sees the messages sent from their clubs (the server scopes them).
  { label: 'Messages', href: paths.messages.getHref(), icon: IconMessage, access: 'any_staff' },
  { label: 'Profile', href: paths.profile.getHref(), icon: IconUserCircle, access: 'any_staff' },
];

export const isActiveAdminItem = (item: AdminNavItem, pathname: string): boolean =>
  pathname === item.href ||
  (item.alsoActiveOn ?? []).some((prefix) => pathname === prefix || pathname.startsWith(prefix));

/** The entries this staff member may use, in menu order. */
export const adminNavFor = (session: Session): AdminNavItem[] =>
  ADMIN_NAV.filter((item) => canAccess(session, item.access));
