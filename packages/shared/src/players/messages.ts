/** The longest staff note on a player, in characters. */
export const PLAYER_NOTE_MAX = 2000;

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
  notesListed: 'Notes fetched successfully.',
  noteCreated: 'Note added.',
  noteDeleted: 'Note deleted.',
  noteNotFound: 'Note not found.',
  noteRequired: 'Please write the note.',
  noteMax: `The note must be no more than ${PLAYER_NOTE_MAX} characters.`,
} as const;
