import { Link } from 'react-router';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconMapPin,
  IconUserCircle,
} from '@tabler/icons-react';
import type { Session } from '../../../lib/session';
import { avatarSrc } from './avatar-src';
import {
  changeClubHref,
  dashboardHref,
  displayName,
  initials,
  profileHref,
  showsChangeClub,
  showsDashboard,
} from '../../nav-targets';
import classes from './header.module.css';

interface UserMenuProps {
  session: Session;
  onLogout: () => void;
}

export function UserMenu({ session, onLogout }: UserMenuProps) {
  const name = displayName(session);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={avatarSrc(session)}
              alt=""
              radius="xl"
              size={32}
              color="court"
              aria-hidden="true"
            >
              {initials(session)}
            </Avatar>
            <Text component="span" size="sm" fw={600} className={classes.userName}>
              {name}
            </Text>
            <IconChevronDown size={14} stroke={2} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {name}</Menu.Label>
        {showsDashboard(session) && (
          <Menu.Item
            component={Link}
            to={dashboardHref(session)}
            leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
          >
            Dashboard
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={profileHref(session)}
          leftSection={<IconUserCircle size={16} aria-hidden="true" />}
        >
          Profile
        </Menu.Item>
        {showsChangeClub(session) && (
          <Menu.Item
            component={Link}
            to={changeClubHref()}
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
          >
            Change club
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={onLogout}
          leftSection={<IconLogout size={16} aria-hidden="true" />}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
