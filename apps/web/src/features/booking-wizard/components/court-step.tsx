import { Link } from 'react-router';
import { Alert, Badge, Button, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  courtLabel,
  formatDollars,
  decimalToCents,
  sportLabel,
  type CourtFacts,
  type BookingQuote,
  type CourtAvailability,
} from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import type { CourtQuoteMap } from '../../../lib/queries/quote';
import { formatDayMonth } from '../lib/calendar';
import { CourtStepMessages } from '../messages';
import classes from './court-step.module.css';

export interface CourtStepProps {
  courts: CourtAvailability[] | undefined;
  loading: boolean;
  error: unknown;
  courtId: number | null;
  onCourtChange: (courtId: number) => void;
  /** The server's price of each court for the slot, once it has come. */
  quotes: CourtQuoteMap;
  weekly: boolean;
  /** Staff only: book for a player by email. */
  playerEmail?: { value: string; onChange: (value: string) => void };
  /** The last failed attempt to book, from the server. */
  createError: BookingRefusal | null;
  /** The court the player's own hold keeps for them, and its time left ("12:34"). */
  ownHold?: { courtId: number; left: string } | null;
}

/** Why the court could not be booked, and the player's other hold there when that is why. */
export interface BookingRefusal {
  message: string;
  /** The 409 for a second hold at the location names the first: the player may go and pay it. */
  heldBookingId: number | null;
}

export function bookingRefusalOf(error: unknown): BookingRefusal {
  const held = error instanceof ApiError ? error.data?.held_booking_id : undefined;
  return { message: errorMessage(error), heldBookingId: typeof held === 'number' ? held : null };
}

const listFormat = new Intl.ListFormat('en-US', { type: 'conjunction' });
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Peak price" when a price period sets some of the quote, else null. */
export function periodNote(quote: Pick<BookingQuote, 'price_lines'>): string | null {
  const periods = [
    ...new Set(quote.price_lines.flatMap((line) => (line.period ? [line.period] : []))),
  ];
  return periods.length === 0 ? null : `${periods.join(' + ')} price`;
}

/**
 * What priced the court's quote: the player's membership plan ("Member price · Gold"), else a
 * price period ("Peak price"), else nothing (the court's own fee).
 */
export function priceNote(quote: Pick<BookingQuote, 'price_lines' | 'member_plan'>): string | null {
  return quote.member_plan ? CourtStepMessages.memberPrice(quote.member_plan) : periodNote(quote);
}

/** Why a court cannot be chosen: "Booked", "Closed", or with the weekly option "Booked on Dec 4". */
export function unavailableLabel(court: CourtAvailability, weekly: boolean): string | null {
  if (!court.is_booked) return null;
  const word = court.unavailable_reason === 'closed' ? 'Closed' : 'Booked';
  const dates = court.unavailable_dates ?? [];
  return weekly && dates.length > 0
    ? `${word} on ${listFormat.format(dates.map(formatDayMonth))}`
    : word;
}

/** What the court is, in a line: "Padel · Artificial grass · Indoor · Lights". */
export function courtFactsLine(
  court: Partial<Pick<CourtFacts, 'sport' | 'surface' | 'indoor' | 'lights'>>,
): string {
  return [
    court.sport ? sportLabel(court.sport) : null,
    court.surface,
    court.indoor ? 'Indoor' : null,
    court.lights ? 'Lights' : null,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' · ');
}

/** Step 3: the courts of the location for the chosen slot, booked ones disabled. */
export function CourtStep({
  courts,
  loading,
  error,
  courtId,
  onCourtChange,
  quotes,
  weekly,
  playerEmail,
  createError,
  ownHold = null,
}: CourtStepProps) {
  const list = error ? [] : (courts ?? []);
  const chosenTaken = list.find((court) => court.court_id === courtId && court.is_booked);
  return (
    <Stack gap="md">
      {loading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Finding available courts…</Text>
        </Group>
      ) : list.length === 0 ? (
        <Alert color="yellow" title="No courts to show">
          {error
            ? `Could not load the courts: ${errorMessage(error)}`
            : 'This location has no courts for the selected time. Please choose another time.'}
        </Alert>
      ) : (
        <Radio.Group
          label="Court"
          description={`Price for ${weekly ? 'all 4 sessions' : 'this session'}, before tax and card fee.`}
          value={courtId === null ? null : String(courtId)}
          onChange={(value) => onCourtChange(Number(value))}
        >
          <Stack gap="xs" mt="xs">
            {list.map((court) => {
              const unavailable = unavailableLabel(court, weekly);
              const quote = quotes.get(court.court_id);
              const own = ownHold?.courtId === court.court_id;
              return (
                <Radio.Card
                  key={court.court_id}
                  value={String(court.court_id)}
                  disabled={court.is_booked}
                  className={classes.card}
                  aria-label={`${courtLabel(court)}${unavailable ? `, ${lowerFirst(unavailable)}` : own ? ', your hold' : ''}`}
                >
                  <Group wrap="nowrap" justify="space-between" gap="sm">
                    <Group wrap="nowrap" gap="sm" className={classes.details}>
                      <Radio.Indicator disabled={court.is_booked} />
                      <div>
                        <Text fw={600}>{courtLabel(court)}</Text>
                        {courtFactsLine(court) && (
                          <Text size="sm" c="dimmed">
                            {courtFactsLine(court)}
                          </Text>
                        )}
                        <Text size="sm" c="dimmed">
                          {formatDollars(decimalToCents(court.court_fee_hrs) ?? 0)} / hour
                        </Text>
                        {own && (
                          <Badge variant="light" mt={4} tt="none" className={classes.ownHold}>
                            Your hold · {ownHold?.left} left
                          </Badge>
                        )}
                      </div>
                    </Group>
                    {unavailable ? (
                      <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                        {unavailable}
                      </Badge>
                    ) : quote ? (
                      <Stack gap={0} align="flex-end" className={classes.price}>
                        <Text fw={600}>
                          {formatDollars(decimalToCents(quote.total_price) ?? 0)}
                        </Text>
                        {priceNote(quote) ? (
                          <Text size="xs" c="dimmed">
                            {priceNote(quote)}
                          </Text>
                        ) : null}
                      </Stack>
                    ) : (
                      <Loader size="xs" aria-label="Pricing…" />
                    )}
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {playerEmail && (
        <TextInput
          label="Player email"
          description="Optional: book for a player. Leave empty to book under your own account."
          type="email"
          autoComplete="off"
          value={playerEmail.value}
          onChange={(event) => playerEmail.onChange(event.currentTarget.value)}
        />
      )}
      {chosenTaken && !createError && (
        <Alert color="yellow" title={`${courtLabel(chosenTaken)} is no longer free`} role="alert">
          Someone else has just taken it. Please choose another court.
        </Alert>
      )}
      {createError && (
        <Alert color="red" title="The court could not be booked" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{createError.message}</Text>
            {createError.heldBookingId !== null && (
              <Button
                component={Link}
                to={`${paths.checkoutSession.getHref()}?booking=${createError.heldBookingId}`}
                variant="light"
                color="red"
                size="sm"
              >
                Go to your hold
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
