import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OTP_RESEND_SECONDS, OTP_STAFF_INITIAL_SECONDS } from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { AuthCard, AuthLink } from '../../../features/auth/components/auth-card';
import { EmailStepForm } from '../../../features/auth/components/email-step-form';
import { StaffOtpDialog } from '../../../features/auth/components/staff-otp-dialog';

/** /forgot-password (staff): email, then the code in a dialog, then /new-password. */
export function StaffForgotPasswordRoute() {
  const navigate = useNavigate();
  const [dialogEmail, setDialogEmail] = useState<string | null>(null);
  const [sends, setSends] = useState(0);

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email of your staff account and we will send you a 6-digit code."
      below={<AuthLink to={paths.login.getHref()}>Back to Login</AuthLink>}
    >
      <EmailStepForm
        submitLabel="Continue"
        onSent={(email) => {
          setSends((count) => count + 1);
          setDialogEmail(email);
        }}
      />
      <StaffOtpDialog
        email={dialogEmail}
        // SPEC.md section 4: 30 seconds when the dialog first opens, 59 after any later send.
        initialSeconds={sends <= 1 ? OTP_STAFF_INITIAL_SECONDS : OTP_RESEND_SECONDS}
        onClose={() => setDialogEmail(null)}
        onVerified={(email) => void navigate(paths.newPassword.getHref(), { state: { email } })}
      />
    </AuthCard>
  );
}
