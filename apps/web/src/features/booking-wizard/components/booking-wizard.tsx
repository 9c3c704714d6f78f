import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  earliestStartMinutes,
  lastBookableDate,
  localDate,
  sessionDates,
  startChoice,
} from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useAvailability } from '../api/check-availability';
import { useFairUseCheck } from '../api/check-fair-use';
import { useConfirmBooking } from '../api/confirm-booking';
import { useCreateBooking } from '../api/create-booking';
import { locationAvailabilityKey, useDaysAvailability } from '../api/get-day-availability';
import {
  quoteKeys,
  quoteQueryOptions,
  useCourtQuotes,
  type CourtQuoteMap,
} from '../../../lib/queries/quote';
import { useReleaseHold } from '../../../lib/queries/release-hold';
import { formatCountdown, useHoldCountdown } from '../../../lib/use-hold-countdown';
import { useLiveAvailability } from '../hooks/use-live-availability';
import { useWizardState } from '../hooks/use-wizard-state';
import type { BookingLocation } from '../hooks/use-booking-location';
import { choicesKey, createBookingBody, quoteRequestOf } from '../lib/booking-request';
import { ownHoldOf, withOwnHold, withOwnHoldCourts } from '../lib/own-hold';
import { dayOfSport, sportChoiceOf } from '../lib/sport';
import { LAST_STEP, STEP_LABELS, choicesOf } from '../lib/wizard-state';
import { CheckoutStep } from './checkout-step';
import { ChoiceBar } from './choice-bar';
import { bookingRefusalOf, CourtStep, type BookingRefusal } from './court-step';
import { MonthCalendar } from './month-calendar';
import { PaymentStep } from './payment-step';
import { TimeStep } from './time-step';
import { WizardSteps } from './wizard-steps';
import type { WaitlistWish } from '../../../lib/waitlist-wish';

export interface BookingWizardProps {
  location: BookingLocation;
  /** A player's way to wait when their time or court is taken (the waitlist's, from the route). */
  waitlistPrompt?: (wish: WaitlistWish, reason: string) => ReactNode;
  mode: 'player' | 'staff';
  /** Staff with user_type 0 or 1: plain CONFIRM on the payment step. */
  canConfirm: boolean;
}

/** The five-step booking wizard (SPEC.md section 2). */
/** Before the court step's prices come. */
const NO_QUOTES: CourtQuoteMap = new Map();

export function BookingWizard({ location, mode, canConfirm, waitlistPrompt }: BookingWizardProps) {
  const navigate = useNavigate();
  const route = mode === 'player' ? paths.userBookCourt.path : paths.bookCourt.path;
  const { state, update, goTo, clear, forget } = useWizardState(route, location.id);
  const [createError, setCreateError] = useState<BookingRefusal | null>(null);
  const queryClient = useQueryClient();
  const create = useCreateBooking();
  const confirm = useConfirmBooking();
  const release = useReleaseHold();

  const today = localDate(new Date(), location.timeZone);
  const lastDate = lastBookableDate(new Date(), location.timeZone, location.bookingHorizonDays);
  const { step, date, start } = state;
  // The time comes before the court: the rules the date's courts of the sport share (at a club
  // with several sports the time step asks which), SPEC's while the date's courts load. The
  // same query as the time step's (shared in the cache).
  const sportDay = useDaysAvailability(
    location.id,
    (step === 1 || step === 2) && date !== null ? [date] : [],
  );
  const { sport, rules } = sportChoiceOf(sportDay.days?.[0], location.sports, state.sport);
  // The court step waits to know the sport (staff are not told a club's sports beforehand).
  const sportKnown =
    sportDay.days !== undefined || sportDay.error !== null || location.sports !== undefined;
  // Every weekly date must be open for booking too (DESIGN.md section 4).
  const weeklyFits = date !== null && sessionDates(date, true).every((d) => d <= lastDate);
  useLiveAvailability(location.id);
  const bookings = state.created?.bookings ?? [];
  const booking = bookings[0];
  const secondsLeft = useHoldCountdown(
    booking?.status === 'pending' ? booking.hold_expires_at : null,
  );
  const lapsed = secondsLeft === 0;
  // Coming back to a step, the player's own hold is theirs, never "booked" (DESIGN.md section 4).
  const ownHold = lapsed ? null : ownHoldOf(bookings);
  const holdLeft = secondsLeft === null ? '' : formatCountdown(secondsLeft);
  const sessionDays = date === null ? [] : sessionDates(date, state.weekly && weeklyFits);
  // The same queries as the time step's (shared in the cache): is the chosen start still free?
  // At the court step they tell whether times beyond the player's hold are free too.
  const { days: publicDays } = useDaysAvailability(
    location.id,
    step === 1 || (step === 2 && ownHold !== null) ? sessionDays : [],
  );
  const days = publicDays?.map((day) => withOwnHold(day, ownHold));
  const startFree =
    !days ||
    start === null ||
    startChoice(
      days.map((day) => dayOfSport(day, sport, rules.slotMinutes)),
      start,
      state.duration,
      rules,
    ).problem === undefined;
  const courts = useAvailability(
    step === 2 && date !== null && start !== null && sportKnown
      ? {
          locationId: location.id,
          date,
          start,
          end: start + state.duration,
          weekly: state.weekly,
          ...(sport === null ? {} : { sport }),
        }
      : null,
  );
  const shown =
    courts.data && start !== null
      ? withOwnHoldCourts(
          courts.data,
          ownHold,
          { dates: sessionDays, start, end: start + state.duration },
          days,
        )
      : { courts: courts.data, ownCourtId: null };
  const chosenCourt = shown.courts?.find((court) => court.court_id === state.courtId);
  // A player is told at the time step when the club's limits would refuse the booking.
  const fairUse = useFairUseCheck(
    mode === 'player' && step === 1 && date !== null && start !== null
      ? {
          locationId: location.id,
          date,
          start,
          end: start + state.duration,
          weekly: state.weekly,
        }
      : null,
  );
  const overLimit = fairUse.data ?? null;
  // The same request as the time step's price of the chosen slot (shared in the cache).
  const slotPrices = useCourtQuotes(
    step === 2 && date !== null && start !== null
      ? {
          locationId: Number(location.id),
          date,
          weekly: state.weekly,
          slots: [{ start, end: start + state.duration }],
        }
      : null,
  );
  const quotes =
    slotPrices.data && start !== null
      ? slotPrices.data.courts(start, start + state.duration)
      : NO_QUOTES;

  const go = (next: number) => goTo(Math.min(LAST_STEP, Math.max(0, next)));

  // Each new step's heading takes the keyboard focus, so it is announced and the next Tab goes
  // into the step (not the first render: arriving at the page is not moving between steps).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const createAndContinue = async () => {
    const choices = choicesOf(state);
    if (!choices || !chosenCourt) return;
    const key = choicesKey(choices);
    // Back and forward with the same choices: the booking already exists.
    if (state.created?.key === key && !lapsed) return go(3);
    setCreateError(null);
    try {
      // Other court or times: the earlier hold goes in the same transaction (DESIGN.md section 4).
      const earlier = state.created?.bookings[0]?.booking_id;
      const quote = await queryClient.fetchQuery(quoteQueryOptions(quoteRequestOf(choices)));
      const created = await create.mutateAsync({
        ...createBookingBody(choices, quote),
        ...(earlier === undefined ? {} : { replaces_booking_id: earlier }),
      });
      update({ created: { key, bookings: created } });
      go(3);
    } catch (error) {
      const refusal = bookingRefusalOf(error);
      setCreateError(refusal);
      notify.error(refusal.message);
      if (error instanceof ApiError && error.status === 409) {
        void courts.refetch();
        // A price changed since it was quoted: the courts show the new one.
        void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      }
    }
  };

  const pay = () => {
    if (!booking) return;
    forget();
    void navigate(paths.checkoutSession.getHref(), { state: { bookingId: booking.booking_id } });
  };

  /** The player gives the court back; the wizard goes back to the courts, free again. */
  const releaseHold = async () => {
    if (!booking) return;
    try {
      const { message } = await release.mutateAsync(booking.booking_id);
      notify.success(message);
      update({ created: null });
      goTo(2, { replace: true });
      void queryClient.invalidateQueries({ queryKey: locationAvailabilityKey(location.id) });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  // Only the booker may give a hold back: a player's own bookings, not staff booking for one.
  const hold = {
    secondsLeft,
    onStartAgain: clear,
    onRelease: mode === 'player' ? () => void releaseHold() : undefined,
    releasing: release.isPending,
  };

  const confirmWithoutPayment = async () => {
    if (!booking) return;
    try {
      const { message } = await confirm.mutateAsync(booking.booking_id);
      notify.success(message || 'Booking confirmed.');
      forget();
      void navigate(mode === 'player' ? paths.userBookings.getHref() : paths.bookings.getHref());
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  // A start kept from earlier (a reload, a long pause) may have passed since.
  const earliest =
    date === null ? undefined : earliestStartMinutes(date, new Date(), location.timeZone, rules);
  const canGoNext =
    (step === 0 && date !== null && date >= today && date <= lastDate) ||
    (step === 1 &&
      start !== null &&
      earliest !== undefined &&
      start >= earliest &&
      startFree &&
      overLimit === null &&
      (!state.weekly || weeklyFits)) ||
    (step === 2 && chosenCourt !== undefined && !chosenCourt.is_booked) ||
    (step === 3 && booking !== undefined && !lapsed);
  const onNext = () => (step === 2 ? void createAndContinue() : go(step + 1));

  // A player whose time or court is taken may wait for it (Step 18): at the time step for the
  // day, at the court step for the courts taken then. Not for a weekly series.
  const takenCourts = (shown.courts ?? []).filter((court) => court.is_booked);
  const waitlistWish: WaitlistWish | null =
    mode === 'player' && !state.weekly && date !== null && (step === 1 || step === 2)
      ? {
          locationId: Number(location.id),
          date,
          start: start ?? earliest ?? rules.dayStart,
          durationMinutes: state.duration,
          sport,
          courts: takenCourts.map((court) => ({
            court_id: court.court_id,
            label: court.name ?? `Court ${court.court_number}`,
          })),
        }
      : null;
  const waitlistReason =
    step === 2
      ? takenCourts.length > 0
        ? 'Some courts are taken at this time.'
        : null
      : 'Is the time you want taken?';

  return (
    <Stack gap="lg">
      <WizardSteps step={step} onBack={(index) => index < step && go(index)} />
      <ChoiceBar
        date={date}
        start={step >= 1 ? start : null}
        duration={state.duration}
        weekly={state.weekly}
        sport={step >= 2 ? sport : null}
        courtNumber={step >= 3 && booking ? booking.court.court_number : null}
        onDateClick={() => go(0)}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Step {step + 1} of {STEP_LABELS.length}
            </Text>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {STEP_LABELS[step]}
            </Title>
          </div>
          {step === 0 && (
            <MonthCalendar
              value={date}
              today={today}
              lastDate={lastDate}
              locationId={location.id}
              onChange={(next) =>
                next !== date && update({ date: next, start: null, courtId: null })
              }
            />
          )}
          {step === 1 && date !== null && (
            <TimeStep
              locationId={location.id}
              timeZone={location.timeZone}
              date={date}
              start={start}
              duration={state.duration}
              weekly={state.weekly}
              courtId={state.courtId}
              weeklyFits={weeklyFits}
              sport={state.sport}
              sports={location.sports}
              ownHold={ownHold && { hold: ownHold, left: holdLeft }}
              overLimit={overLimit?.message}
              onChange={update}
            />
          )}

          {step === 2 && (
            <CourtStep
              courts={shown.courts}
              loading={courts.isPending && courts.fetchStatus !== 'idle'}
              error={courts.error}
              courtId={state.courtId}
              onCourtChange={(courtId) => {
                setCreateError(null);
                update({ courtId });
              }}
              quotes={quotes}
              weekly={state.weekly}
              playerEmail={
                mode === 'staff'
                  ? { value: state.playerEmail, onChange: (playerEmail) => update({ playerEmail }) }
                  : undefined
              }
              createError={createError}
              ownHold={
                shown.ownCourtId === null ? null : { courtId: shown.ownCourtId, left: holdLeft }
              }
            />
          )}
          {waitlistWish && waitlistReason && waitlistPrompt?.(waitlistWish, waitlistReason)}
          {step === 3 && booking && <CheckoutStep bookings={bookings} {...hold} />}
          {step === 4 && booking && (
            <PaymentStep
              booking={booking}
              canConfirm={canConfirm}
              confirming={confirm.isPending}
              lapsed={lapsed}
              onPay={pay}
              onConfirm={() => void confirmWithoutPayment()}
              {...hold}
            />
          )}
          {step >= 3 && !booking && (
            <Text>There is no booking to show. Please go back and choose a court again.</Text>
          )}
        </Stack>
      </Paper>
      <Group justify={step === 0 ? 'flex-end' : 'space-between'}>
        {step > 0 && (
          <Button variant="default" onClick={() => go(step - 1)} disabled={create.isPending}>
            PREVIOUS
          </Button>
        )}
        {step < LAST_STEP && (
          <Button onClick={onNext} disabled={!canGoNext} loading={create.isPending}>
            NEXT
          </Button>
        )}
      </Group>
    </Stack>
  );
}
