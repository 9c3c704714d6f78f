import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Anchor } from '@mantine/core';
import { OTP_RESEND_SECONDS } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { OtpForm } from '../../../features/auth/components/otp-form';
import { readEmailState } from '../../../features/auth/lib/nav-state';

/** /user-otp: the six-digit code; success goes to /user-new-password with the email. */
export function UserOtpRoute() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const email = readEmailState(state);
  if (!email) return <Navigate to={paths.userForgotPassword.getHref()} replace />;

  return (
    <AuthCard
      title="Enter your code"
      subtitle={`We sent a 6-digit code to ${email}. It is valid for 10 minutes.`}
      below={
        <>
          <Anchor
            component={Link}
            to={paths.userForgotPassword.getHref()}
            state={{ email }}
            size="sm"
          >
            Use a different email
          </Anchor>
          <Anchor component={Link} to={paths.userSelectLocation.getHref()} size="sm">
            Back to Login
          </Anchor>
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
