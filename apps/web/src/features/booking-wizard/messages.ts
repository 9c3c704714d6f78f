import { formatLongDate } from './lib/calendar';

/** The date step's and the time step's words about a date that cannot be booked. */
export const DateStepMessages = {
  closed: 'Closed: no court is open on this day.',
  full: 'Fully booked: every court is taken.',
  past: 'No start times are left today.',
  beyondHorizon: (lastDate: string) =>
    `Not open for booking yet: bookings open up to ${formatLongDate(lastDate)}.`,
  legend: 'Crossed-out days are closed or fully booked. Point at a day or focus it to see why.',
  closedTitle: 'Nothing open on this date',
  closedText: (date: string) =>
    `No court is open for booking on ${formatLongDate(date)}. Please choose another date.`,
  fullTitle: 'Fully booked',
  fullText: 'Every court is booked at every start time on this date. Please choose another date.',
  pastTitle: 'No start times left',
  pastText: 'Every start time on this date has passed. Please choose another date.',
  weeklyNoneTitle: 'No start time free every week',
  weeklyNoneText:
    'No court is free at the same time on all four dates. Please choose another date, or book this date only.',
} as const;

/** The court step's words beside a court's price. */
export const CourtStepMessages = {
  memberPrice: (plan: string) => `Member price · ${plan}`,
} as const;
