import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import type { Role } from '@courtbook/shared';
import { NoticeLink } from '../../../components/notice';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { usePublicLocations } from '../../../lib/queries/locations';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LocationHeader } from '../../../features/auth/components/location-header';
import { LoginForm } from '../../../features/auth/components/login-form';
import { RegistrationForm } from '../../../features/auth/components/registration-form';
import {
  readEmailState,
  readLocationState,
  readReturnTo,
} from '../../../features/auth/lib/nav-state';

type Mode = 'login' | 'register';

function TermsNote() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      By continuing, you agree to our Terms &amp; Conditions and{' '}
      <Anchor component={Link} to={paths.privacyPolicy.getHref()} size="xs" underline="always">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}

function NoLocationChosen() {
  return (
    <StatusPage
      icon={IconMapPinQuestion}
      title="Choose your club first"
      homeHref={paths.userSelectLocation.getHref()}
      homeLabel="Search for your club"
    >
      You log in and book at a club. Find yours, then log in or create an account there.
    </StatusPage>
  );
}

/** /user-login: log in, or register, at the chosen location (SPEC.md "User login (per location)"). */
export function UserLoginRoute() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const session = useSession();
  const locations = usePublicLocations();
  const [mode, setMode] = useState<Mode>('login');
  // From the email-verified page: the address just verified.
  const [loginEmail, setLoginEmail] = useState(() => readEmailState(state) ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [switched, setSwitched] = useState(false);

  // After a switch between login and registration, focus the new heading.
  useEffect(() => {
    if (switched) headingRef.current?.focus();
  }, [mode, switched]);

  const chosen = readLocationState(state) ?? session.selectedLocation;
  if (!chosen) return <NoLocationChosen />;

  const details = locations.data?.find((location) => String(location.id) === chosen.id);
  const name = chosen.name ?? details?.name ?? 'Your club';
  const unknownLocation = locations.isSuccess && locations.data.length > 0 && !details;

  const switchTo = (next: Mode) => {
    setSwitched(true);
    setMode(next);
  };

  // A player goes back to the page a guard sent them from, else to the wizard.
  const returnTo = readReturnTo(state);
  const onLoggedIn = (role: Role) =>
    void navigate(
      role === 'user' ? (returnTo ?? paths.userBookCourt.getHref()) : paths.reporting.getHref(),
      { replace: true },
    );

  return (
    <AuthCard
      headingRef={headingRef}
      title={mode === 'login' ? 'Log in' : 'Create an account'}
      subtitle={
        mode === 'login'
          ? `Welcome back! Log in to book a court at ${name}.`
          : `Register to book courts at ${name}.`
      }
      top={<LocationHeader name={name} details={details} />}
    >
      {unknownLocation && (
        <Alert color="yellow" variant="light" title="We could not find this club">
          <Text size="sm">
            It may no longer take bookings.{' '}
            <NoticeLink to={paths.userSelectLocation.getHref()}>Choose another club</NoticeLink>
          </Text>
        </Alert>
      )}
      {mode === 'login' ? (
        <LoginForm
          location={{ id: chosen.id, name }}
          defaultEmail={loginEmail}
          onLoggedIn={onLoggedIn}
        />
      ) : (
        <RegistrationForm
          locationId={chosen.id}
          onRegistered={(email) => {
            setLoginEmail(email);
            switchTo('login');
          }}
        />
      )}
      <Divider label={mode === 'login' ? 'New here?' : 'Already registered?'} />
      <Stack gap="md">
        <Button
          variant="light"
          fullWidth
          onClick={() => switchTo(mode === 'login' ? 'register' : 'login')}
        >
          {mode === 'login' ? 'Create an account' : 'Back to login'}
        </Button>
        <TermsNote />
      </Stack>
    </AuthCard>
  );
}
