import { Link } from 'react-router';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconCalendarQuestion } from '@tabler/icons-react';

/** A booking that does not exist, or is not the caller's to see: the API answers 404 alike. */
export function BookingNotFound({ backHref }: { backHref: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconCalendarQuestion size={30} stroke={1.6} />
        </ThemeIcon>
        <Text c="dimmed" maw={440}>
          We could not find this booking. The link may be wrong, or the booking belongs to another
          account.
        </Text>
        <Button
          component={Link}
          to={backHref}
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          Back to My Bookings
        </Button>
      </Stack>
    </Paper>
  );
}
