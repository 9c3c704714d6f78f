import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, AuthLink } from '../../../features/auth/components/auth-card';
import { StaffNewPasswordForm } from '../../../features/auth/components/staff-new-password-form';
import { useNavigationEmail } from '../../../features/auth/hooks/use-navigation-email';

/** /new-password (staff): receives the email in navigation state; without it, start over. */
export function StaffNewPasswordRoute() {
  const navigate = useNavigate();
  const email = useNavigationEmail();
  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  return (
    <AuthCard
      title="Set a new password"
      subtitle={`Choose a new password for ${email}.`}
      below={<AuthLink to={paths.login.getHref()}>Back to Login</AuthLink>}
    >
      <StaffNewPasswordForm
        email={email}
        onReset={() => void navigate(paths.login.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}
