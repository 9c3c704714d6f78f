import { useState } from 'react';
import {
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  durationOptions,
  formatDurationLabel,
  formatTimeLabel,
  sessionDates,
  START_MINUTES,
  WEEKLY_SESSIONS,
} from '@courtbook/shared';
import { previewOf, type PriceFormValues } from '../lib/price-form-values';
import { formatMoney } from '../../../lib/format-money';

interface PricePreviewProps {
  /** The figures on screen, saved or not. */
  values: PriceFormValues;
  courtNumbers: Map<number, number>;
  currency: string;
}

const todayText = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const DEFAULT_START = 18 * 60;

/**
 * A booking's price with the figures as they stand in the form, before they are saved. Computed
 * here with the shared pricing function the server uses, so it follows every keystroke.
 */
export function PricePreview({ values, courtNumbers, currency }: PricePreviewProps) {
  const [courtId, setCourtId] = useState<number | undefined>(values.courts[0]?.court_id);
  const [date, setDate] = useState(todayText);
  const [start, setStart] = useState(DEFAULT_START);
  const [duration, setDuration] = useState(60);
  const [weekly, setWeekly] = useState(false);

  const result = previewOf(values, { courtId, durationMinutes: duration, weekly });
  const money = (amount: string) => formatMoney(amount, currency);
  const dates = /^\d{4}-\d{2}-\d{2}$/.test(date) ? sessionDates(date, weekly) : [];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="preview-heading">
          Price preview
        </Title>
        <Text size="sm" c="dimmed">
          What a booking would cost with the figures above, saved or not.
        </Text>
        <Select
          label="Court"
          data={values.courts.map((court) => ({
            value: String(court.court_id),
            label: `Court ${courtNumbers.get(court.court_id) ?? court.court_id}`,
          }))}
          value={courtId === undefined ? null : String(courtId)}
          onChange={(value) => setCourtId(value === null ? undefined : Number(value))}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <SimpleGrid cols={2}>
          <Select
            label="Start"
            data={START_MINUTES.map((m) => ({ value: String(m), label: formatTimeLabel(m) }))}
            value={String(start)}
            onChange={(value) => {
              if (value === null) return;
              const next = Number(value);
              setStart(next);
              // As in the booking wizard: a new start resets the duration to 1 hour.
              setDuration(60);
            }}
            allowDeselect={false}
            searchable
          />
          <Select
            label="Duration"
            data={durationOptions(start).map((m) => ({
              value: String(m),
              label: formatDurationLabel(m),
            }))}
            value={String(duration)}
            onChange={(value) => value !== null && setDuration(Number(value))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label="Book every week for 4 weeks"
          checked={weekly}
          onChange={(event) => setWeekly(event.currentTarget.checked)}
        />
        <PreviewFigures result={result} money={money} weekly={weekly} dates={dates} />
      </Stack>
    </Paper>
  );
}

function PreviewFigures({
  result,
  money,
  weekly,
  dates,
}: {
  result: ReturnType<typeof previewOf>;
  money: (amount: string) => string;
  weekly: boolean;
  dates: string[];
}) {
  if (result.kind === 'no_court') {
    return (
      <Text c="dimmed" role="status">
        Choose a court to see a price.
      </Text>
    );
  }
  if (result.kind === 'invalid') {
    return (
      <Text c="dimmed" role="status">
        {result.message}
      </Text>
    );
  }
  const { amounts, figures } = result;
  const sessions = weekly ? WEEKLY_SESSIONS : 1;
  const rows: [string, string][] = [
    ['Hourly fee', money(figures.fee)],
    ['Fee', money(amounts.fee)],
    [`Tax (${figures.tax}%)`, money(amounts.tax)],
    [`Card fee (${figures.cardFee}%)`, money(amounts.cc_fees)],
    [
      `Total for ${sessions} ${sessions === 1 ? 'session' : 'sessions'}`,
      money(amounts.total_price),
    ],
    ['Tax for all sessions', money(amounts.full_tax)],
    ['Card fees for all sessions', money(amounts.full_cc_fees)],
  ];
  return (
    <Stack gap="xs">
      <Table verticalSpacing={4} aria-label="Price preview figures">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">Summary</Table.Th>
            <Table.Td ta="right" fw={700} aria-live="polite" data-testid="preview-summary">
              {money(amounts.summary)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {weekly && dates.length > 0 ? (
        <Text size="sm" c="dimmed">
          Sessions on {dates.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
