import { Card, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconLayoutGrid, IconUsers } from '@tabler/icons-react';
import type { ReportData } from '@courtbook/shared';
import { formatMoney } from './format';

/** The four figures at the top of the report. */
export function ReportCards({ cards }: { cards: ReportData['cards'] }) {
  const items = [
    { label: 'Players', value: String(cards.players), icon: IconUsers },
    { label: 'Bookings', value: String(cards.bookings), icon: IconCalendarEvent },
    { label: 'Courts', value: String(cards.courts), icon: IconLayoutGrid },
    { label: 'Revenue', value: formatMoney(cards.revenue), icon: IconCash },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
      {items.map(({ label, value, icon: Icon }) => (
        <Card key={label} withBorder radius="md" padding="md">
          <Text
            component="dt"
            size="sm"
            c="dimmed"
            style={{ display: 'flex', gap: 6, alignItems: 'center' }}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl" data-testid={`card-${label.toLowerCase()}`}>
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
