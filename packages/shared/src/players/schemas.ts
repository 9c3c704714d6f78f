import { z } from 'zod';
import { PersonSchema, RegistrationSchema } from '../accounts/schemas';
import { PaginationQuerySchema } from '../api/envelope';
import { searchField } from '../validation/fields';
import { PlayerMessages } from './messages';

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
