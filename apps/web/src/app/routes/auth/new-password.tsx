import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Anchor } from '@mantine/core';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { StaffNewPasswordForm } from '../../../features/auth/components/staff-new-password-form';
import { readEmailState } from '../../../features/auth/lib/nav-state';

/** /new-password (staff): receives the email in navigation state; without it, start over. */
export function StaffNewPasswordRoute() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const email = readEmailState(state);
  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  return (
    <AuthCard
      title="Set a new password"
      subtitle={`Choose a new password for ${email}.`}
      below={
        <Anchor component={Link} to={paths.login.getHref()} size="sm">
          Back to Login
        </Anchor>
      }
    >
      <StaffNewPasswordForm
        email={email}
        onReset={() => void navigate(paths.login.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}
