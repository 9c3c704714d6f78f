import { Link, useNavigate } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { Role } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { StaffLoginForm } from '../../../features/auth/components/staff-login-form';

/** /login: staff sign in. A superadmin who already has a token never sees it (guards). */
export function StaffLoginRoute() {
  const navigate = useNavigate();
  const onLoggedIn = (role: Role) =>
    void navigate(role === 'user' ? paths.userBookCourt.getHref() : paths.reporting.getHref(), {
      replace: true,
    });
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
