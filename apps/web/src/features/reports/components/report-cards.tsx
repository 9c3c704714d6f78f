import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCash,
  IconCreditCard,
  IconLayoutGrid,
  IconSum,
  IconTestPipe,
  IconUsers,
} from '@tabler/icons-react';
import type { ReportData } from '@courtbook/shared';
import { formatMoney } from '../../../lib/format-money';

interface Figure {
  label: string;
  testId: string;
  value: string;
  icon: typeof IconUsers;
  note?: string;
}

function Figures({ items, cols }: { items: Figure[]; cols: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="md" component="dl" m={0}>
      {items.map(({ label, testId, value, note, icon: Icon }) => (
        <Card key={label} withBorder radius="md" padding="md">
          <Text
            component="dt"
            size="sm"
            c="dimmed"
            style={{ display: 'flex', gap: 6, alignItems: 'center' }}
          >
            <Icon size={16} aria-hidden="true" style={{ flex: 'none' }} />
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

/**
 * The figures at the top of the report: the counts, then the money in its three kinds and their
 * total, read left to right as a sum. Test payments show only when there are any: in production
 * there are none, and a card of zeros would only raise the question.
 */
export function ReportCards({ cards }: { cards: ReportData['cards'] }) {
  const hasTest = Number(cards.test_revenue) !== 0;
  const money: Figure[] = [
    {
      label: 'Card revenue',
      testId: 'revenue',
      value: formatMoney(cards.revenue),
      icon: IconCreditCard,
      note: 'Paid by card online',
    },
    {
      label: 'Pay at club',
      testId: 'venue-revenue',
      value: formatMoney(cards.venue_revenue),
      icon: IconBuildingStore,
      note: `Collected ${formatMoney(cards.venue_collected)} · Outstanding ${formatMoney(cards.venue_outstanding)}`,
    },
  ];
  if (hasTest) {
    money.push({
      label: 'Test payments',
      testId: 'test-payments',
      value: formatMoney(cards.test_revenue),
      icon: IconTestPipe,
      note: 'Local test provider: no money moved',
    });
  }
  money.push({
    label: 'Total',
    testId: 'total-revenue',
    value: formatMoney(cards.total_revenue),
    icon: hasTest ? IconSum : IconCash,
    note: hasTest ? 'Card + pay at club + test payments' : 'Card + pay at club',
  });
  return (
    <Stack gap="md">
      <Figures
        cols={{ base: 3 }}
        items={[
          { label: 'Players', testId: 'players', value: String(cards.players), icon: IconUsers },
          {
            label: 'Bookings',
            testId: 'bookings',
            value: String(cards.bookings),
            icon: IconCalendarEvent,
          },
          { label: 'Courts', testId: 'courts', value: String(cards.courts), icon: IconLayoutGrid },
        ]}
      />
      <Figures cols={{ base: 2, sm: money.length }} items={money} />
    </Stack>
  );
}
