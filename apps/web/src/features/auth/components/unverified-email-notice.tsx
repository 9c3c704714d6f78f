import { IconMailExclamation } from '@tabler/icons-react';
import { Notice, NoticeAction } from '../../../components/notice';
import { hasCode, refusalMessage, unlessOffline } from '../../../lib/api-answer';
import { notify } from '../../../lib/notify';
import { useResendVerification } from '../api/resend-verification';

/** Shown after a 403 "verify your email first" login: offers a new verification link. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();

  const onResend = async () => {
    const response = await unlessOffline(resend.mutateAsync({ email }));
    if (!response) return;
    if (hasCode(response.body, 200)) {
      notify.success(response.body.message || 'We have sent you a new verification link.');
    } else {
      notify.error(refusalMessage(response.body, 'The verification email could not be sent.'));
    }
  };

  return (
    <Notice color="yellow" title="Please verify your email" icon={IconMailExclamation}>
      <NoticeAction
        message={`We sent a verification link to ${email} when you registered. Open it, then log in again.`}
        label="Resend verification email"
        pending={resend.isPending}
        onClick={() => void onResend()}
      />
    </Notice>
  );
}
