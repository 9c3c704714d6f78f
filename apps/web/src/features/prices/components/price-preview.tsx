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
import { useDebouncedValue } from '@mantine/hooks';
import {
  durationOptions,
  formatDurationLabel,
  formatTimeLabel,
  START_MINUTES,
  type PricePreview as PricePreviewFigures,
} from '@courtbook/shared';
import { usePricePreview } from '../api/get-price-preview';
import { previewRequestOf, type PriceFormValues } from '../lib/price-form-values';
import { priceLineLabel, pricedByPeriod } from '../../../lib/format-booking';
import { formatMoney } from '../../../lib/format-money';
import { errorMessage } from '../../../lib/api-error';

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

/** How long the figures rest before they are priced: a pause in typing, not every key. */
const PRICE_AFTER_MS = 250;

/**
 * A booking's price with the figures as they stand in the form, before they are saved: the
 * server's quote for them (POST /price-preview/), so it is the price a booking would carry.
 */
export function PricePreview({ values, courtNumbers, currency }: PricePreviewProps) {
  const [courtId, setCourtId] = useState<number | undefined>(values.courts[0]?.court_id);
  const [date, setDate] = useState(todayText);
  const [start, setStart] = useState(DEFAULT_START);
  const [duration, setDuration] = useState(60);
  const [weekly, setWeekly] = useState(false);

  const request = previewRequestOf(values, {
    courtId,
    date,
    start,
    durationMinutes: duration,
    weekly,
  });
  const [body] = useDebouncedValue(
    request.kind === 'request' ? request.body : null,
    PRICE_AFTER_MS,
  );
  const preview = usePricePreview(request.kind === 'request' ? body : null);
  const money = (amount: string) => formatMoney(amount, currency);

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
        {request.kind === 'no_court' ? (
          <Text c="dimmed" role="status">
            Choose a court to see a price.
          </Text>
        ) : request.kind === 'invalid' ? (
          <Text c="dimmed" role="status">
            {request.message}
          </Text>
        ) : preview.error ? (
          <Text c="red" role="status">
            {errorMessage(preview.error)}
          </Text>
        ) : preview.data ? (
          <PreviewFigures
            preview={preview.data}
            money={money}
            updating={preview.isPlaceholderData || preview.isFetching}
          />
        ) : (
          <Text c="dimmed" role="status">
            Pricing…
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function PreviewFigures({
  preview,
  money,
  updating,
}: {
  preview: PricePreviewFigures;
  money: (amount: string) => string;
  updating: boolean;
}) {
  const sessions = preview.session_dates.length;
  const rows: [string, string][] = [
    ['Hourly fee', money(preview.court_fee_hrs)],
    ['Fee', money(preview.fee)],
    [`Tax (${preview.tax_percent}%)`, money(preview.tax)],
    [`Card fee (${preview.card_fee_percent}%)`, money(preview.cc_fees)],
    [
      `Total for ${sessions} ${sessions === 1 ? 'session' : 'sessions'}`,
      money(preview.total_price),
    ],
    ['Tax for all sessions', money(preview.full_tax)],
    ['Card fees for all sessions', money(preview.full_cc_fees)],
  ];
  return (
    <Stack gap="xs" aria-busy={updating}>
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
              {money(preview.summary)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {pricedByPeriod(preview.price_lines) ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Priced by period
          </Text>
          <ul style={{ margin: 0, paddingInlineStart: '1.1em' }}>
            {preview.price_lines.map((line, index) => (
              <Text component="li" size="sm" key={index}>
                {priceLineLabel(line, money)}
              </Text>
            ))}
          </ul>
        </Stack>
      ) : null}
      {sessions > 1 ? (
        <Text size="sm" c="dimmed">
          Sessions on {preview.session_dates.join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
