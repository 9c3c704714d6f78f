import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailX } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useVerifyEmail } from '../../../features/auth/api/verify-email';
import { AuthCard, AuthCardIcon } from '../../../features/auth/components/auth-card';

export const VERIFY_EMAIL_FAILED = 'This verification link is invalid or has expired.';

/** /verify-email?uuid=…: pending, then verified (a dialog) or failed (SPEC.md section 2). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uuid = params.get('uuid')?.trim() || null;
  const verification = useVerifyEmail(uuid);
  const [dialogOpen, setDialogOpen] = useState(true);

  // The login of the club they registered at, their email filled in; with no club that takes
  // bookings, Search Court.
  const account = verification.data?.account ?? null;
  const goToLogin = () =>
    void navigate(
      account?.location ? paths.userLogin.getHref() : paths.userSelectLocation.getHref(),
      account?.location
        ? {
            state: {
              locationId: account.location.id,
              locationName: account.location.name,
              email: account.email,
            },
          }
        : undefined,
    );

  if (uuid !== null && verification.isPending) {
    return (
      <AuthCard title="Verifying your email" subtitle="This only takes a moment.">
        <Center py="md" aria-busy="true">
          <Loader aria-label="Verifying" />
        </Center>
      </AuthCard>
    );
  }

  if (verification.data?.verified && account?.already_verified) {
    return (
      <AuthCard title="Email already verified" top={<AuthCardIcon icon={IconCircleCheck} />}>
        <Text>
          {verification.data.message || 'Your email is already verified. You can log in.'}
        </Text>
        <Button onClick={goToLogin} fullWidth>
          Login
        </Button>
      </AuthCard>
    );
  }

  if (verification.data?.verified) {
    return (
      <AuthCard title="Email verified" top={<AuthCardIcon icon={IconCircleCheck} />}>
        <Text>Your account is ready: log in to book your first court.</Text>
        <Button onClick={goToLogin} fullWidth>
          Login
        </Button>
        <Modal
          opened={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="Email verified successfully!"
          centered
          closeButtonProps={{ 'aria-label': 'Close dialog' }}
        >
          <Stack gap="md">
            <Text>You can now log in.</Text>
            <Button onClick={goToLogin} fullWidth data-autofocus>
              Login
            </Button>
          </Stack>
        </Modal>
      </AuthCard>
    );
  }

  const offline = verification.isError;
  const reason =
    uuid === null
      ? 'This link has no verification code.'
      : offline
        ? 'We could not reach the server to check this link. Please try again.'
        : verification.data?.message;
  return (
    <AuthCard
      title="We couldn't verify your email"
      top={<AuthCardIcon icon={IconMailX} color="red" />}
    >
      <Stack gap="xs">
        <Text>{reason || VERIFY_EMAIL_FAILED}</Text>
        <Text c="dimmed" size="sm">
          Log in at your club with your email and password: we will offer to send you a new
          verification link.
        </Text>
      </Stack>
      <Stack gap="sm">
        {offline && (
          <Button
            onClick={() => void verification.refetch()}
            disabled={verification.isFetching}
            fullWidth
          >
            {verification.isFetching ? 'Loading...' : 'Try again'}
          </Button>
        )}
        <Button
          component={Link}
          to={paths.userSelectLocation.getHref()}
          variant={offline ? 'default' : 'filled'}
          fullWidth
        >
          Find your club to log in
        </Button>
      </Stack>
    </AuthCard>
  );
}
