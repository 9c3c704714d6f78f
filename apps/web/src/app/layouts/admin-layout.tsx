import { Link, Outlet, useLocation } from 'react-router';
import { Button, Collapse, Container, NavLink, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconMenu2 } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import { adminNavFor, isActiveAdminItem, type AdminNavItem } from './admin-nav';
import classes from './layout.module.css';

function AdminNavLinks({
  items,
  pathname,
  onNavigate,
}: {
  items: AdminNavItem[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <>
      {items.map((item) => {
        const active = isActiveAdminItem(item, pathname);
        const ItemIcon = item.icon;
        return (
          <NavLink
            key={item.href}
            component={Link}
            to={item.href}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<ItemIcon size={18} stroke={1.7} aria-hidden="true" />}
            onClick={onNavigate}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </>
  );
}

/** The back-office shell: section navigation beside the page. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = adminNavFor(useSession());
  const current = items.find((item) => isActiveAdminItem(item, pathname));

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <div className={classes.adminGrid}>
        <nav aria-label="Back-office" className={classes.adminNav}>
          <Paper withBorder radius="lg" p="xs" visibleFrom="md">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={6}>
              Back-office
            </Text>
            <AdminNavLinks items={items} pathname={pathname} />
          </Paper>
          <Paper withBorder radius="lg" p="xs" hiddenFrom="md">
            <Button
              variant="subtle"
              color="gray"
              fullWidth
              justify="space-between"
              leftSection={<IconMenu2 size={18} aria-hidden="true" />}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden="true"
                  style={{
                    transform: opened ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms',
                  }}
                />
              }
              aria-expanded={opened}
              aria-controls="admin-nav-collapsed"
              onClick={toggle}
            >
              {current ? `Back-office: ${current.label}` : 'Back-office menu'}
            </Button>
            <Collapse expanded={opened} id="admin-nav-collapsed">
              <AdminNavLinks items={items} pathname={pathname} onNavigate={close} />
            </Collapse>
          </Paper>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
