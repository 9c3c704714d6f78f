import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor } from '@mantine/core';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { EmailStepForm } from '../../../features/auth/components/email-step-form';
import { readEmailState } from '../../../features/auth/lib/nav-state';

/** /user-forgot-password: the first recovery step; success goes to /user-otp with the email. */
export function UserForgotPasswordRoute() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email you registered with and we will send you a 6-digit code."
      below={
        <Anchor component={Link} to={paths.userSelectLocation.getHref()} size="sm">
          Back to Login
        </Anchor>
      }
    >
      <EmailStepForm
        submitLabel="Continue"
        defaultEmail={readEmailState(state) ?? ''}
        onSent={(email) => void navigate(paths.userOtp.getHref(), { state: { email } })}
      />
    </AuthCard>
  );
}
