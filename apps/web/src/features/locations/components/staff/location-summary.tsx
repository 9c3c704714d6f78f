import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { WEEKDAY_NAMES, type LocationDetail } from '@courtbook/shared';
import { formatPercent } from './format';
import { ActiveBadge } from './active-badge';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

const hoursText = (location: LocationDetail): string => {
  const hours = location.opening_hours as Record<string, { open: string; close: string }>;
  if (Object.keys(hours).length === 0) return 'Open all day, every day';
  return WEEKDAY_NAMES.map((day, index) => {
    const h = hours[String(index)];
    return `${day.slice(0, 3)} ${h ? `${h.open}–${h.close}` : 'closed'}`;
  }).join(' · ');
};

export function LocationSummary({ location }: { location: LocationDetail }) {
  // The four address lines are what players see; city, state and country are for filters and
  // reports, and usually repeat what the lines already say.
  const address = [location.address_1, location.address_2, location.address_3, location.address_4]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={location.logo} alt="" size={64} radius="md">
            <IconBuildingStore aria-hidden="true" />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {location.name}
              </Title>
              <ActiveBadge active={location.is_active} />
            </Group>
            <Text size="sm" c="dimmed">
              {address}
            </Text>
          </div>
        </Group>
        {location.description ? <Text size="sm">{location.description}</Text> : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label="Time zone" value={location.time_zone} />
          <Field label="Currency" value={location.currency} />
          <Field
            label="Default tax / card fee"
            value={`${formatPercent(location.tax_percent)} / ${formatPercent(location.card_fee_percent)}`}
          />
          <Field label="Phone" value={location.phone} />
          <Field label="Email" value={location.email} />
          <Field label="Website" value={location.website} />
        </SimpleGrid>
        <Field label="Opening hours" value={hoursText(location)} />
      </Stack>
    </Paper>
  );
}
