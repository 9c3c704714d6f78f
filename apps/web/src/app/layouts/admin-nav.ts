import {
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconCurrencyDollar,
  IconMapPin,
  IconMessage,
  IconUserCircle,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: Icon;
  /** Other path prefixes that belong to this section (forms and detail pages). */
  alsoActiveOn?: string[];
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Reporting', href: paths.reporting.getHref(), icon: IconChartBar },
  {
    label: 'Court bookings',
    href: paths.courtBookings.getHref(),
    icon: IconCalendarEvent,
    alsoActiveOn: ['/court-details/'],
  },
  {
    label: 'Locations',
    href: paths.locations.getHref(),
    icon: IconMapPin,
    alsoActiveOn: ['/add-locations', '/update-locations/', '/location-details/'],
  },
  { label: 'My locations', href: paths.myLocations.getHref(), icon: IconBuildingStore },
  {
    label: 'Price configuration',
    href: paths.priceConfiguration.getHref(),
    icon: IconCurrencyDollar,
  },
  {
    label: 'Admins',
    href: paths.dashboard.getHref(),
    icon: IconUserShield,
    alsoActiveOn: ['/admin-registration', '/update-registraion/'],
  },
  {
    label: 'Players',
    href: paths.users.getHref(),
    icon: IconUsers,
    alsoActiveOn: ['/user-registraion'],
  },
  { label: 'Messages', href: paths.messages.getHref(), icon: IconMessage },
  { label: 'Profile', href: paths.profile.getHref(), icon: IconUserCircle },
];

export const isActiveAdminItem = (item: AdminNavItem, pathname: string): boolean =>
  pathname === item.href ||
  (item.alsoActiveOn ?? []).some((prefix) => pathname === prefix || pathname.startsWith(prefix));
