import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity } from './columns';
import { users } from './users';

/**
 * Staff's notes on a player's record (Step 17): plain text, newest first on the player page. A
 * note goes with its player; it outlives its author's account, only who wrote it is forgotten.
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: identity(),
    userId: belongsTo('user_id', () => users.id, 'cascade'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_notes_user_created_idx').on(t.userId, t.createdAt)],
);
