import { Badge } from '@mantine/core';

/**
 * Whether a location takes bookings. Filled in dark shades: white on green 9 or gray 7 reads at
 * 4.5:1 or more in both colour schemes (the light variant's green text did not).
 */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green.9' : 'gray.7'} variant="filled" miw="max-content">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
