import { Navigate, useNavigate } from 'react-router';
import { OTP_RESEND_SECONDS } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { AuthCard, AuthLink } from '../../../features/auth/components/auth-card';
import { OtpForm } from '../../../features/auth/components/otp-form';
import { useNavigationEmail } from '../../../features/auth/hooks/use-navigation-email';

/** /user-otp: the six-digit code; success goes to /user-new-password with the email. */
export function UserOtpRoute() {
  const navigate = useNavigate();
  const email = useNavigationEmail();
  if (!email) return <Navigate to={paths.userForgotPassword.getHref()} replace />;

  return (
    <AuthCard
      title="Enter your code"
      subtitle={`We sent a 6-digit code to ${email}. It is valid for 10 minutes.`}
      below={
        <>
          <AuthLink to={paths.userForgotPassword.getHref()} state={{ email }}>
            Use a different email
          </AuthLink>
          <AuthLink to={paths.userSelectLocation.getHref()}>Back to Login</AuthLink>
        </>
      }
    >
      <OtpForm
        email={email}
        initialSeconds={OTP_RESEND_SECONDS}
        onVerified={() => void navigate(paths.userNewPassword.getHref(), { state: { email } })}
      />
    </AuthCard>
  );
}
