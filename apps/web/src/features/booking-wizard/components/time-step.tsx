import { useId } from 'react';
import {
  Alert,
  Checkbox,
  Loader,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  DAY_MINUTES,
  courtLabel,
  durationOptions,
  earliestStartMinutes,
  formatSessionLength,
  formatTimeLabel,
  sessionDates,
  startChoice,
  startChoices,
  startMinutesOf,
  sportLabel,
  type SlotRules,
  type StartChoice,
  type StartProblem,
} from '@courtbook/shared';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { useCourtQuotes, type SlotPrices } from '../../../lib/queries/quote';
import { useDaysAvailability } from '../api/get-day-availability';
import { DateStepMessages } from '../messages';
import { withOwnHold, type OwnHold } from '../lib/own-hold';
import { dayOfSport, sportChoiceOf } from '../lib/sport';
import { AvailabilityGrid } from './availability-grid';
import classes from './court-step.module.css';

export interface TimeChoice {
  start: number | null;
  duration: number;
  weekly: boolean;
  /** Picked from the grid: step 3 starts with it chosen. */
  courtId: number | null;
  /** The sport chosen at a club with several; null before one is. */
  sport?: string | null;
}

export interface TimeStepProps extends TimeChoice {
  locationId: string;
  timeZone: string;
  date: string;
  /** False when the fourth weekly date is beyond the location's booking horizon. */
  weeklyFits?: boolean;
  /**
   * The starts and durations offered; by default those the date's courts of the sport share
   * (SPEC's while they load).
   */
  rules?: SlotRules;
  /** The club's sports as the list of locations names them, shown before the date's courts come. */
  sports?: readonly string[];
  /** The player's own hold, free to them, and its time left ("12:34"). */
  ownHold?: { hold: OwnHold; left: string } | null;
  /** Why the club's fair-use limits would refuse the chosen time (the server's message). */
  overLimit?: string | null;
  onChange: (change: Partial<TimeChoice>) => void;
}

const unchecked = (date: string, timeZone: string, rules: SlotRules): StartChoice[] => {
  const earliest = earliestStartMinutes(date, new Date(), timeZone, rules) ?? DAY_MINUTES;
  return startMinutesOf(rules).map((minutes) => ({
    minutes,
    freeCourtIds: [],
    problem: minutes < earliest ? 'past' : undefined,
  }));
};

/** Why no start of the date can be chosen: one reason, said once (the grid would say it again). */
const dayProblem = (choices: readonly StartChoice[]): StartProblem =>
  choices.some((choice) => choice.problem === 'full')
    ? 'full'
    : choices.some((choice) => choice.problem === 'closed')
      ? 'closed'
      : 'past';

const DAY_PROBLEM_ALERTS: Record<StartProblem, (date: string) => { title: string; text: string }> =
  {
    full: () => ({ title: DateStepMessages.fullTitle, text: DateStepMessages.fullText }),
    closed: (date) => ({
      title: DateStepMessages.closedTitle,
      text: DateStepMessages.closedText(date),
    }),
    past: () => ({ title: DateStepMessages.pastTitle, text: DateStepMessages.pastText }),
  };

const PROBLEM_WORDS: Record<StartProblem, string | null> = {
  past: null,
  full: 'full',
  closed: 'closed',
};

/** "$40.00", or "from $40.00" when some of the courts cost more; undefined before the prices come. */
function priceLabel(
  prices: SlotPrices | undefined,
  start: number,
  end: number,
  courtIds?: readonly number[],
): string | undefined {
  const lowest = prices?.lowest(start, end, courtIds);

  if (!lowest) return undefined;
  const amount = formatMoney(lowest.cents / 100);
  return lowest.varies ? `from ${amount}` : amount;
}

/**
 * Step 2: a start on the location's grid (the half hour by default), a duration up to the end of
 * its day (midnight by default), and the weekly option (SPEC.md
 * section 5). Only starts with a court free (on every weekly date) can be chosen; the others say
 * why. The grid below shows the day court by court, and a free cell picks its start and court.
 */
export function TimeStep({
  locationId,
  timeZone,
  date,
  start,
  duration,
  weekly,
  courtId,
  weeklyFits = true,
  rules: givenRules,
  sport: keptSport = null,
  sports: listedSports,
  ownHold = null,
  overLimit = null,
  onChange,
}: TimeStepProps) {
  const dates = sessionDates(date, weekly && weeklyFits);
  const answer = useDaysAvailability(locationId, dates);
  const { isPending, error } = answer;
  const hold = ownHold?.hold ?? null;
  const allDays = answer.days?.map((day) => withOwnHold(day, hold));
  // At a club with several sports, the step offers the chosen sport's starts and courts only.
  const sportChoice = sportChoiceOf(allDays?.[0], listedSports, keptSport);
  const { sport } = sportChoice;
  const rules = givenRules ?? sportChoice.rules;
  const days = allDays?.map((day) => dayOfSport(day, sport, rules.slotMinutes));
  const sportCourtIds = sport === null ? undefined : days?.[0]?.courts.map((c) => c.court_id);
  /** The courts a price is the lowest of: those free, else (at one sport) all the sport's. */
  const pricedAt = (freeCourtIds: readonly number[] | undefined) =>
    freeCourtIds && freeCourtIds.length > 0 ? freeCourtIds : sportCourtIds;
  const sportLabelId = useId();
  const chooseSport = (next: string) => {
    if (next === sport) return;
    const nextRules = givenRules ?? sportChoiceOf(allDays?.[0], listedSports, next).rules;
    // The start stays when the sport has it; a duration it does not offer becomes its shortest.
    const nextStart = start !== null && startMinutesOf(nextRules).includes(start) ? start : null;
    const offered = durationOptions(nextStart ?? nextRules.dayStart, nextRules);
    onChange({
      sport: next,
      start: nextStart,
      courtId: null,
      duration: offered.includes(duration) ? duration : nextRules.minDurationMinutes,
    });
  };
  const heldCourt =
    hold && hold.dates.includes(date)
      ? allDays?.[0]?.courts.find((court) => court.court_id === hold.courtId)
      : undefined;
  // Without the day's availability every start that has not passed is offered, and the court
  // step says what is free.
  const choices = days ? startChoices(days, rules) : error ? unchecked(date, timeZone, rules) : [];
  const open = choices.filter((choice) => choice.problem === undefined);
  const chosen = days && start !== null ? startChoice(days, start, duration, rules) : undefined;
  // A new start begins a session of the minimum length, so that is what each start is priced at;
  // the chosen start is priced again at the chosen length (the court step's request, cached).
  const minimum = rules.minDurationMinutes;
  const { data: startPrices } = useCourtQuotes({
    locationId: Number(locationId),
    date,
    weekly,
    slots: startMinutesOf(rules)
      .filter((minutes) => minutes + minimum <= rules.dayEnd)
      .map((minutes) => ({ start: minutes, end: minutes + minimum })),
  });
  const { data: chosenPrices } = useCourtQuotes(
    start === null
      ? null
      : { locationId: Number(locationId), date, weekly, slots: [{ start, end: start + duration }] },
  );
  const chosenPrice =
    start === null
      ? undefined
      : priceLabel(chosenPrices, start, start + duration, pricedAt(chosen?.freeCourtIds));
  const pricedFor = `${formatSessionLength(minimum)}${weekly ? ' every week, all 4 sessions' : ''}`;
  // The date's own starts say what is wrong with it; the weekly dates can only add to that.
  const own = days && days.length > 1 ? startChoices(days.slice(0, 1), rules) : choices;
  const ownOpen = own.some((choice) => choice.problem === undefined);
  const nothingFree = days && !ownOpen ? dayProblem(own) : undefined;
  const nothingFreeAlert = nothingFree
    ? DAY_PROBLEM_ALERTS[nothingFree](date)
    : days && open.length === 0
      ? { title: DateStepMessages.weeklyNoneTitle, text: DateStepMessages.weeklyNoneText }
      : undefined;

  return (
    <Stack gap="md">
      {sportChoice.sports.length > 1 && (
        <Stack gap={6}>
          <Text component="span" id={sportLabelId} size="sm" fw={500}>
            Sport
          </Text>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby={sportLabelId}
            fullWidth
            size="md"
            radius="md"
            value={sport ?? ''}
            onChange={chooseSport}
            data={sportChoice.sports.map((each) => ({ value: each, label: sportLabel(each) }))}
          />
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label="Start time"
          description={`Prices for ${pricedFor}, before tax and card fee.`}
          value={start === null ? '' : String(start)}
          rightSection={
            isPending ? <Loader size="xs" aria-label="Loading start times" /> : undefined
          }
          onChange={(event) => {
            const value = event.currentTarget.value;
            // SPEC.md section 5: changing the start resets the duration to the minimum (1 hour).
            onChange({
              start: value === '' ? null : Number(value),
              duration: rules.minDurationMinutes,
              courtId: null,
            });
          }}
          data={[
            { value: '', label: 'Choose a start time', disabled: true },
            ...choices.map((choice) => {
              const why = choice.problem ? PROBLEM_WORDS[choice.problem] : null;
              const price = choice.problem
                ? undefined
                : priceLabel(
                    startPrices,
                    choice.minutes,
                    choice.minutes + minimum,
                    pricedAt(choice.freeCourtIds),
                  );
              const note = why ? ` (${why})` : price ? ` · ${price}` : '';
              return {
                value: String(choice.minutes),
                label: `${formatTimeLabel(choice.minutes)}${note}`,
                disabled: choice.problem !== undefined,
              };
            }),
          ]}
        />
        <NativeSelect
          label="Duration"
          value={String(duration)}
          disabled={start === null}
          onChange={(event) => onChange({ duration: Number(event.currentTarget.value) })}
          data={durationOptions(start ?? rules.dayStart, rules).map((minutes) => {
            const free =
              !days ||
              start === null ||
              startChoice(days, start, minutes, rules).problem === undefined;
            return {
              value: String(minutes),
              label: `${formatSessionLength(minutes)}${free ? '' : ' (not free)'}`,
              disabled: !free && minutes !== duration,
            };
          })}
        />
      </SimpleGrid>
      {start !== null && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatTimeLabel(start)} to {formatTimeLabel(start + duration)}
          {chosenPrice && ` · ${chosenPrice}${weekly ? ' for all 4 sessions' : ''}`}
        </Text>
      )}
      {overLimit && (
        <Alert color="yellow" role="alert" title="Over the club's booking limit">
          {overLimit}
        </Alert>
      )}
      {chosen?.problem && chosen.problem !== 'past' && (
        <Alert color="yellow" role="alert" title="That time is not free">
          {weekly
            ? 'No court is free at that time on all four dates. Please choose another time.'
            : 'No court is free for the whole session. Please choose another time or a shorter duration.'}
        </Alert>
      )}
      {nothingFreeAlert && (
        <Alert color="yellow" title={nothingFreeAlert.title}>
          {nothingFreeAlert.text}
        </Alert>
      )}
      {error && (
        <Text size="sm" c="dimmed">
          Could not check which times are free ({errorMessage(error)}); the court step will show
          what is free.
        </Text>
      )}
      <Checkbox
        label="Book every week for 4 weeks"
        checked={weekly}
        // Still untickable when a kept choice no longer fits.
        disabled={!weeklyFits && !weekly}
        description={
          weeklyFits
            ? undefined
            : 'Not from this date: the last of the four weeks is beyond the dates open for booking.'
        }
        error={!weeklyFits && weekly}
        onChange={(event) => onChange({ weekly: event.currentTarget.checked })}
      />
      {heldCourt && ownHold && (
        <Text size="sm" className={classes.ownHold}>
          <Text span fw={700}>
            Your hold · {ownHold.left} left
          </Text>
          : {courtLabel(heldCourt)}, {formatTimeLabel(ownHold.hold.start)} to{' '}
          {formatTimeLabel(ownHold.hold.end)}
        </Text>
      )}
      {/* A full day's grid shows what is booked; a closed or gone one's has nothing to show. */}
      {days?.[0] && (nothingFree === undefined || nothingFree === 'full') && (
        <AvailabilityGrid
          day={days[0]}
          ownHold={hold}
          chosen={{ start, courtId }}
          sport={sport}
          minDurationMinutes={rules.minDurationMinutes}
          priceOf={(cellStart, cellCourt) => {
            const quote = startPrices?.courts(cellStart, cellStart + minimum).get(cellCourt);
            return quote && formatMoney(quote.total_price);
          }}
          onPick={(cellStart, cellCourt) =>
            onChange({
              start: cellStart,
              courtId: cellCourt,
              ...(cellStart === start ? {} : { duration: rules.minDurationMinutes }),
            })
          }
        />
      )}
    </Stack>
  );
}
