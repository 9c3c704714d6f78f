import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { Role } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { StaffLoginForm } from '../../../features/auth/components/staff-login-form';
import { readReturnTo } from '../../../features/auth/lib/nav-state';
import { getSessionSnapshot } from '../../../lib/session';
import { staffHomeHref } from '../../nav-targets';

/**
 * /login: staff sign in, then back to the page a guard sent them from, else their home. Staff who
 * already have a token never see it (guards).
 */
export function StaffLoginRoute() {
  const navigate = useNavigate();
  const returnTo = readReturnTo(useLocation().state);
  const onLoggedIn = (role: Role) =>
    void navigate(
      role === 'user'
        ? paths.userBookCourt.getHref()
        : (returnTo ?? staffHomeHref(getSessionSnapshot())),
      { replace: true },
    );
  return (
    <AuthCard
      title="Staff sign in"
      subtitle="For club staff and administrators."
      below={
        <>
          <Text size="sm" c="dimmed" ta="center">
            Need a staff account?{' '}
            <Anchor component={Link} to={paths.register.getHref()} size="sm" underline="always">
              How to get one
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Booking a court?{' '}
            <Anchor
              component={Link}
              to={paths.userSelectLocation.getHref()}
              size="sm"
              underline="always"
            >
              Log in at your club
            </Anchor>
          </Text>
        </>
      }
    >
      <StaffLoginForm onLoggedIn={onLoggedIn} />
    </AuthCard>
  );
}
