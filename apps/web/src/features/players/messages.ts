/** The words of the player detail page's Profile and Bookings sections. */
export const PlayerPageMessages = {
  loading: 'Loading the player…',
  failed: 'Could not load the player',
  notFoundTitle: 'Player not found',
  notFoundText: 'This player does not exist or is not in your scope.',
  back: 'Players',
  fallbackTitle: 'Player',
  profileTitle: 'Profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  verified: 'Email verified',
  yes: 'Yes',
  no: 'Not yet',
  location: 'Registered at',
  bookingsCount: 'Bookings',
  joined: 'Joined',
  none: '—',
  bookingsTitle: 'Bookings',
  bookingsText: (count: number) =>
    count === 1
      ? 'One booking, not counting lapsed holds.'
      : `${count} bookings, not counting lapsed holds.`,
  upcoming: 'Upcoming bookings',
  past: 'Past bookings',
} as const;

/** The words of the player detail page's Notes section. */
export const PlayerNoteMessages = {
  title: 'Notes',
  listLabel: 'Notes on this player',
  loading: 'Loading the notes…',
  failed: 'Could not load the notes',
  tryAgain: 'Try again',
  empty: 'No notes yet.',
  unknownAuthor: 'A former staff member',
  field: 'New note',
  fieldHelp: (max: number) => `Seen by staff only, never by the player. Up to ${max} characters.`,
  add: 'Add note',
  added: 'Note added.',
  refused: 'The note was not added',
  delete: 'Delete',
  deleteLabel: (author: string, when: string) => `Delete note by ${author}, ${when}`,
  deleteTitle: 'Delete this note?',
  deleteQuestion: 'The note is removed from the player’s record for every staff member.',
  deleted: 'Note deleted.',
} as const;
