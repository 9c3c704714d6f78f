import { MAX_WAITLIST_ENTRIES_PER_LOCATION } from './rules';

/** The waitlist's texts (Step 18). */
export const WaitlistMessages = {
  locationRequired: 'Please choose a location.',
  rangeInvalid: 'Please choose a time range: "from" before "to", on the quarter hour (HH:mm).',
  durationInvalid: 'Please choose how long you want to play, in quarter hours.',
  durationLongerThanRange: 'The time range is shorter than the time you want to play.',
  courtNotFound: 'This court does not exist at the chosen location.',
  tooMany: `You can wait for at most ${MAX_WAITLIST_ENTRIES_PER_LOCATION} sessions at one location. Leave one of your waitlists first.`,
  alreadyWaiting: 'You are already on the waitlist for this time.',
  rangePassed: 'That time has already started. Please choose a later time.',
  staffOnly: "Only staff can see a location's waitlist.",
  noPermission: 'You do not have permission to see court bookings.',
  staffCannotJoin: 'Staff book courts directly; the waitlist is for players.',
  joined: 'You are on the waitlist. We will email you when a court frees up.',
  left: 'You have left the waitlist.',
  fetched: 'Waitlist fetched successfully.',
  entryNotFound: 'Waitlist entry not found.',
  notOffered: 'This waitlist entry has no court held for you.',
  offerLapsed: 'The court held for you is no longer held: the time to take it has passed.',
  taken: 'The court is held for you: pay to book it.',
  offerEmailSubject: 'A court is free for you',
} as const;
