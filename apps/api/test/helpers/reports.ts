import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { bookings, payments, type PaymentStatus } from '../../src/db/schema';
import { insertBooking, type BookingSlot } from './factories';

let sequence = 0;

/** A booking (see insertBooking), optionally with its series' card payment and other columns. */
export async function insertReportBooking(
  db: Database,
  slot: BookingSlot & {
    payment?: PaymentStatus;
    /** Who took the payment: Stripe unless said (the local provider's are test payments). */
    provider?: 'stripe' | 'local';
    values?: Partial<typeof bookings.$inferInsert>;
  },
) {
  const inserted = await insertBooking(db, slot);
  const [row] = slot.values
    ? await db.update(bookings).set(slot.values).where(eq(bookings.id, inserted.id)).returning()
    : [inserted];
  if (!row) throw new Error('booking not updated');
  if (slot.payment) {
    await db.insert(payments).values({
      seriesId: row.seriesId,
      userId: row.userId,
      provider: slot.provider ?? 'stripe',
      providerPaymentId: `pi_report_${++sequence}_${row.id}`,
      amountCents: row.onAmountCents,
      currency: 'usd',
      status: slot.payment,
    });
  }
  return row;
}

/** The bytes of a CSV answer as lines, without the byte-order mark and the final line break. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\n$/, '')
    .split('\n');
