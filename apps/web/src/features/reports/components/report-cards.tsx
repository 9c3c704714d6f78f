import { Card, SimpleGrid, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconLayoutGrid,
  IconTestPipe,
  IconUsers,
} from '@tabler/icons-react';
import type { ReportData } from '@courtbook/shared';
import { formatMoney } from './format';

interface Figure {
  label: string;
  testId: string;
  value: string;
  icon: typeof IconUsers;
  note?: string;
}

/**
 * The figures at the top of the report. Payments the local test provider took are shown apart,
 * labelled as test payments, and only when there are any: they are not revenue.
 */
export function ReportCards({ cards }: { cards: ReportData['cards'] }) {
  const items: Figure[] = [
    { label: 'Players', testId: 'players', value: String(cards.players), icon: IconUsers },
    {
      label: 'Bookings',
      testId: 'bookings',
      value: String(cards.bookings),
      icon: IconCalendarEvent,
    },
    { label: 'Courts', testId: 'courts', value: String(cards.courts), icon: IconLayoutGrid },
    { label: 'Revenue', testId: 'revenue', value: formatMoney(cards.revenue), icon: IconCash },
  ];
  if (Number(cards.test_revenue) !== 0) {
    items.push({
      label: 'Test payments',
      testId: 'test-payments',
      value: formatMoney(cards.test_revenue),
      icon: IconTestPipe,
      note: 'Local test provider: no money moved',
    });
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: items.length > 4 ? 3 : 4, lg: items.length }}
      spacing="md"
      component="dl"
      m={0}
    >
      {items.map(({ label, testId, value, note, icon: Icon }) => (
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
          <Text component="dd" m={0} fw={700} fz="xl" data-testid={`card-${testId}`}>
            {value}
          </Text>
          {note && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
