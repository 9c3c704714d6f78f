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
