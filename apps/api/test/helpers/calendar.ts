import ICAL from 'ical.js';

/** One event of a calendar file, as a calendar application reads it. */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  status: string | null;
  startsAt: string;
  endsAt: string;
}

/** A calendar file (RFC 5545) read by a real parser: its METHOD and its events. */
export function readCalendar(text: string): { method: string | null; events: CalendarEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const status = vevent.getFirstPropertyValue('status');
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: typeof status === 'string' ? status : null,
      startsAt: event.startDate.toJSDate().toISOString(),
      endsAt: event.endDate.toJSDate().toISOString(),
    };
  });
  const method = calendar.getFirstPropertyValue('method');
  return { method: typeof method === 'string' ? method : null, events };
}
