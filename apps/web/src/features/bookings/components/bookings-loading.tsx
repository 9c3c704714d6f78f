import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Placeholder rows while the first page loads. */
export function BookingsLoading() {
  return (
    <Stack gap="sm" role="status">
      <VisuallyHidden>Loading your bookings…</VisuallyHidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={56} radius="sm" />
      ))}
    </Stack>
  );
}
