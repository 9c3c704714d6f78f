import { z } from 'zod';
import { PersonSchema, RegistrationSchema } from '../accounts/schemas';
import { PaginationQuerySchema } from '../api/envelope';
import { idParam } from '../locations/fields';
import { plainText, searchField } from '../validation/fields';
import { PLAYER_NOTE_MAX, PlayerMessages } from './messages';

/** POST /user_basic_data/: the registration form's fields, filled in by staff for a player. */
export const PlayerCreateSchema = RegistrationSchema;
export type PlayerCreateInput = z.input<typeof PlayerCreateSchema>;
export type PlayerCreate = z.output<typeof PlayerCreateSchema>;

export const PlayerRecordSchema = PersonSchema.extend({
  is_verified: z.boolean(),
  /** The location the player registered at. */
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Bookings that are not lapsed holds; for a location admin, only those at their locations. */
  bookings_count: z.number().int(),
  created_at: z.string(),
});
export type PlayerRecord = z.infer<typeof PlayerRecordSchema>;

/** GET /user_basic_data/: newest first; search names, email and phone. */
export const PlayerListQuerySchema = PaginationQuerySchema.extend({
  search: searchField(PlayerMessages.searchMax).optional(),
});
export type PlayerListQuery = z.output<typeof PlayerListQuerySchema>;

/** A staff note on a player's record; `author` is null once that staff account is deleted. */
export const PlayerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type PlayerNote = z.infer<typeof PlayerNoteSchema>;

/** GET /players/{id}/notes/: the player's notes, newest first. */
export const PlayerNoteListSchema = z.object({ notes: z.array(PlayerNoteSchema) });
export type PlayerNoteList = z.infer<typeof PlayerNoteListSchema>;

/** POST /players/{id}/notes/: plain text, trimmed, 1 to PLAYER_NOTE_MAX characters. */
export const PlayerNoteCreateSchema = z.object({
  body: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    plainText('Note', PlayerMessages.noteRequired)
      .min(1, PlayerMessages.noteRequired)
      .max(PLAYER_NOTE_MAX, PlayerMessages.noteMax),
  ),
});
export type PlayerNoteCreateInput = z.input<typeof PlayerNoteCreateSchema>;
export type PlayerNoteCreate = z.output<typeof PlayerNoteCreateSchema>;

/** The path of one note: `/players/{id}/notes/{noteId}/`. */
export const PlayerNoteParamsSchema = z.object({ id: idParam(), noteId: idParam() });
