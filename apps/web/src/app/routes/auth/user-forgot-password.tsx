import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, AuthLink } from '../../../features/auth/components/auth-card';
import { EmailStepForm } from '../../../features/auth/components/email-step-form';
import { useNavigationEmail } from '../../../features/auth/hooks/use-navigation-email';

/** /user-forgot-password: the first recovery step; success goes to /user-otp with the email. */
export function UserForgotPasswordRoute() {
  const navigate = useNavigate();
  const email = useNavigationEmail();
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email you registered with and we will send you a 6-digit code."
      below={<AuthLink to={paths.userSelectLocation.getHref()}>Back to Login</AuthLink>}
    >
      <EmailStepForm
        submitLabel="Continue"
        defaultEmail={email ?? ''}
        onSent={(email) => void navigate(paths.userOtp.getHref(), { state: { email } })}
      />
    </AuthCard>
  );
}
