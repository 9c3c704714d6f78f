import { Link, useLocation } from 'react-router';
import { Avatar, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import {
  IconCalendarPlus,
  IconExternalLink,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconMail,
  IconMapPin,
  IconUserCircle,
} from '@tabler/icons-react';
import { ColorSchemeControl } from '../../../components/color-scheme-control';
import { paths } from '../../../config/paths';
import { isLoggedIn, type Session } from '../../../lib/session';
import { avatarSrc } from './avatar-src';
import {
  bookCourtHref,
  changeClubHref,
  dashboardHref,
  displayName,
  initials,
  myBookingsHref,
  profileHref,
  showsChangeClub,
  showsDashboard,
} from '../../nav-targets';

interface MobileMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  session: Session;
  onLogout: () => void;
}

interface Item {
  label: string;
  href: string;
  icon: typeof IconMail;
}

export function MobileMenu({ id, opened, onClose, session, onLogout }: MobileMenuProps) {
  const { pathname } = useLocation();
  const loggedIn = isLoggedIn(session);
  const items: Item[] = [
    ...(loggedIn
      ? [{ label: 'My Bookings', href: myBookingsHref(session), icon: IconListDetails }]
      : []),
    { label: 'Book a Court', href: bookCourtHref(session), icon: IconCalendarPlus },
    ...(showsDashboard(session)
      ? [{ label: 'Dashboard', href: dashboardHref(session), icon: IconLayoutDashboard }]
      : []),
    ...(loggedIn ? [{ label: 'Profile', href: profileHref(session), icon: IconUserCircle }] : []),
    ...(showsChangeClub(session)
      ? [{ label: 'Change club', href: changeClubHref(), icon: IconMapPin }]
      : []),
    { label: 'How it works', href: paths.howItWorks.getHref(), icon: IconInfoCircle },
    { label: 'Contact us', href: paths.userContactUs.getHref(), icon: IconMail },
  ];

  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      hiddenFrom="md"
    >
      <Stack gap="md">
        {loggedIn && (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={avatarSrc(session)} alt="" radius="xl" color="court" aria-hidden="true">
              {initials(session)}
            </Avatar>
            <Text fw={600}>{displayName(session)}</Text>
          </Group>
        )}
        <nav aria-label="Mobile">
          {items.map(({ label, href, icon: ItemIcon }) => (
            <NavLink
              key={label}
              component={Link}
              to={href}
              label={label}
              active={pathname === href}
              aria-current={pathname === href ? 'page' : undefined}
              leftSection={<ItemIcon size={18} aria-hidden="true" />}
              onClick={onClose}
            />
          ))}
          {!loggedIn && (
            <NavLink
              component="a"
              href={paths.login.getHref()}
              target="_blank"
              rel="noopener"
              label="Staff Sign In"
              aria-label="Staff Sign In (opens in a new tab)"
              leftSection={<IconExternalLink size={18} aria-hidden="true" />}
              onClick={onClose}
            />
          )}
        </nav>
        <Divider />
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Colour mode
          </Text>
          <ColorSchemeControl fullWidth />
        </Stack>
        {loggedIn && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            Logout
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
