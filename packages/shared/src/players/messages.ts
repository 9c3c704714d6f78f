/** The players API's texts (docs/decisions/0013-admins-and-players.md). */
export const PlayerMessages = {
  listed: 'Players fetched successfully.',
  created: 'Player created successfully.',
  fetched: 'Player fetched successfully.',
  notFound: 'Player not found.',
  noPermission: 'You do not have permission to manage players.',
  emailTaken: 'An account with this email already exists.',
  locationInvalid: 'Please choose a valid location.',
  searchMax: 'Search must be no more than 100 characters.',
} as const;
