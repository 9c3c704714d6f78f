import { Link } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { AuthCard, AuthCardIcon } from '../../../features/auth/components/auth-card';

/** /register: staff accounts are not self-service; say who creates them and where players go. */
export function StaffRegisterRoute() {
  return (
    <AuthCard title="Create a staff account" top={<AuthCardIcon icon={IconUserShield} size={26} />}>
      <Stack gap="sm">
        <Text>
          Staff accounts are created by a super admin. Ask your club&apos;s super admin to add you:
          you will then sign in with the email and password they set up for you.
        </Text>
        <Text c="dimmed" size="sm">
          Want to book courts instead? Players register at their club.
        </Text>
      </Stack>
      <Stack gap="sm">
        <Button component={Link} to={paths.login.getHref()} fullWidth>
          Go to staff sign in
        </Button>
        <Button
          component={Link}
          to={paths.userSelectLocation.getHref()}
          variant="default"
          fullWidth
        >
          Register as a player
        </Button>
      </Stack>
    </AuthCard>
  );
}
