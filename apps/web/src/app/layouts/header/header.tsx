import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Burger, Button, Container, Group, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus, IconExternalLink } from '@tabler/icons-react';
import { ColorSchemeControl } from '../../../components/color-scheme-control';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useBeforeStart } from '../../../lib/before-start';
import { isLoggedIn, useSession } from '../../../lib/session';
import { bookCourtHref, myBookingsHref } from '../../nav-targets';
import classes from './header.module.css';

// Loaded when needed: the user menu once someone is logged in, the phone menu when first opened.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export const BANNER_TEXT = 'Not a business? Book on the arisecourt app';
const MENU_BUTTON_MARK = 'phone-menu';

export function Header() {
  const session = useSession();
  const logout = useLogout();
  const [menuOpened, menu] = useDisclosure(false);
  // Once opened, the phone menu stays mounted so it can animate closed.
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpened && !menuWanted) setMenuWanted(true);
  // A tap on the menu button of a prerendered page, made before the app started, opens it now.
  useBeforeStart(MENU_BUTTON_MARK, ({ used }) => {
    if (used) menu.open();
  });
  const loggedIn = isLoggedIn(session);
  const bookHref = bookCourtHref(session);
  // Below md the main navigation is hidden and the phone menu holds the account links, so a phone
  // neither loads nor renders the user menu.
  const { breakpoints } = useMantineTheme();
  const phone = useMediaQuery(`not all and (min-width: ${breakpoints.md})`, false, {
    getInitialValueInEffect: false,
  });

  return (
    <header>
      <div className={classes.banner}>{BANNER_TEXT}</div>
      <div className={classes.bar}>
        <Container size="xl" className={classes.inner}>
          <Link to={paths.home.getHref()} className={classes.brand}>
            <Logo />
          </Link>

          <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap" visibleFrom="md">
            {loggedIn && (
              <NavLink to={myBookingsHref(session)} className={classes.navLink}>
                My Bookings
              </NavLink>
            )}
            <Button
              component={Link}
              to={bookHref}
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            >
              Book a Court
            </Button>
            {!loggedIn && (
              <Button
                component="a"
                href={paths.login.getHref()}
                target="_blank"
                rel="noopener"
                variant="default"
                rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              >
                Staff Sign In<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
            )}
            <ColorSchemeControl />
            {loggedIn && !phone && (
              <Suspense fallback={null}>
                <UserMenu session={session} onLogout={logout} />
              </Suspense>
            )}
          </Group>

          <Group gap="xs" wrap="nowrap" hiddenFrom="md">
            <Button component={Link} to={bookHref} size="sm" className={classes.compactBook}>
              Book a Court
            </Button>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              size="sm"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpened}
              aria-controls="mobile-menu"
              data-before-start={MENU_BUTTON_MARK}
            />
          </Group>
        </Container>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            opened={menuOpened}
            onClose={menu.close}
            session={session}
            onLogout={logout}
          />
        </Suspense>
      )}
    </header>
  );
}
