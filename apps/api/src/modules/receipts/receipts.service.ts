import {
  BookingMessages,
  parseReceiptNumber,
  receiptFileName,
  ReceiptMessages,
  type Booking,
  type Receipt,
  type ReceiptKind,
} from '@courtbook/shared';
import type { Database } from '../../db/client';
import type { MailAttachment, MailMessage } from '../../lib/email/mailer';
import { AppError } from '../../lib/errors';
import type { StaffActor } from '../../lib/staff-scope';
import { viewerOf, type BookingQueriesRepository, type BookingsService } from '../bookings';
import { receiptOf, type ReceiptFacts } from './receipt-document';
import { deskReceiptEmail } from './receipt-email';
import { receiptPdf } from './receipt-pdf';
import {
  clubOf,
  deskPaymentByFirstBooking,
  deskPaymentOfSeries,
  deskSessionsOf,
  paymentById,
  paymentsOfSeries,
  refundById,
  refundsOfSeries,
  type DeskSource,
} from './receipts.repository';

/** The row a receipt stands for: a payment's id, the first desk-paid booking's, a refund's. */
export interface ReceiptSource {
  kind: ReceiptKind;
  id: number;
}

export interface ReceiptsServiceOptions {
  db: Database;
  bookings: BookingsService;
  queries: BookingQueriesRepository;
}

/** A made receipt, with what its PDF needs beside it. */
interface Made {
  receipt: Receipt;
  series: Booking[];
}

export function createReceiptsService({ db, bookings, queries }: ReceiptsServiceOptions) {
  async function deskFacts(through: Database, desk: DeskSource): Promise<ReceiptFacts> {
    const sessions = await deskSessionsOf(through, desk.seriesId);
    const first = sessions[0];
    return {
      kind: 'desk',
      desk,
      sessionIds: sessions.map((s) => s.id),
      method: first?.method ?? 'cash',
      takenBy: first?.takenBy ?? null,
    };
  }

  /** What the source's receipt is made of, and its series; undefined for no such receipt. */
  async function factsOf(through: Database, source: ReceiptSource) {
    switch (source.kind) {
      case 'payment': {
        const payment = await paymentById(through, source.id);
        return payment && { seriesId: payment.seriesId, facts: { kind: 'payment', payment } };
      }
      case 'desk': {
        const desk = await deskPaymentByFirstBooking(through, source.id);
        return desk && { seriesId: desk.seriesId, facts: await deskFacts(through, desk) };
      }
      case 'refund': {
        const refund = await refundById(through, source.id);
        return refund && { seriesId: refund.seriesId, facts: { kind: 'refund', refund } };
      }
    }
  }

  async function make(through: Database, facts: ReceiptFacts, series: Booking[]): Promise<Made> {
    const club = await clubOf(through, series[0]!.location);
    if (!club) throw new Error('a booking belongs to a location');
    return { receipt: receiptOf(facts, series, club), series };
  }

  async function made(through: Database, source: ReceiptSource): Promise<Made | undefined> {
    const found = await factsOf(through, source);
    if (!found) return undefined;
    const series = await bookings.series(found.seriesId, { db: through });
    if (series.length === 0) return undefined;
    return make(through, found.facts as ReceiptFacts, series);
  }

  const pdfOf = ({ receipt, series }: Made): Promise<Buffer> =>
    receiptPdf(receipt, series[0]!.court.location.time_zone);

  const attachmentOf = async (receipt: Made): Promise<MailAttachment> => ({
    filename: receiptFileName(receipt.receipt.number),
    content: await pdfOf(receipt),
    contentType: 'application/pdf',
  });

  return {
    /** GET /bookings/{id}/receipts/: every receipt of the booking's series, oldest first. */
    async list(actor: StaffActor, bookingId: number): Promise<Receipt[]> {
      const row = await queries.findVisible(bookingId, viewerOf(actor));
      if (!row) throw AppError.notFound(BookingMessages.bookingNotFound);
      const { seriesId } = row.booking;
      const series = await bookings.series(seriesId);
      const [cards, desk, refunds] = await Promise.all([
        paymentsOfSeries(db, seriesId),
        deskPaymentOfSeries(db, seriesId),
        refundsOfSeries(db, seriesId),
      ]);
      const facts: ReceiptFacts[] = [
        ...cards.map((payment) => ({ kind: 'payment' as const, payment })),
        ...(desk ? [await deskFacts(db, desk)] : []),
        ...refunds.map((refund) => ({ kind: 'refund' as const, refund })),
      ];
      const receipts = await Promise.all(facts.map((f) => make(db, f, series)));
      return receipts.map((m) => m.receipt).sort((a, b) => a.issued_at.localeCompare(b.issued_at));
    },

    /**
     * GET /receipts/{number}/pdf/: for the booking's player or staff who may see it; anyone else
     * is told there is no such receipt.
     */
    async pdf(actor: StaffActor, number: string) {
      const source = parseReceiptNumber(number);
      const receipt = source && (await made(db, source));
      const visible =
        receipt && (await queries.findVisible(receipt.series[0]!.booking_id, viewerOf(actor)));
      if (!receipt || !visible) throw AppError.notFound(ReceiptMessages.notFound);
      return { fileName: receiptFileName(receipt.receipt.number), content: await pdfOf(receipt) };
    },

    /**
     * The receipt's PDF as an email attachment, read through `tx` (the transaction that moved the
     * money, so the email is queued with it).
     */
    async attachment(tx: Database, source: ReceiptSource): Promise<MailAttachment> {
      const receipt = await made(tx, source);
      if (!receipt) throw new Error(`no receipt for ${source.kind} ${source.id}`);
      return attachmentOf(receipt);
    },

    /**
     * The email with the receipt of a series just paid at the desk, read through `tx` (the
     * transaction that marked it paid); undefined when it has none.
     */
    async deskEmail(tx: Database, seriesId: string): Promise<MailMessage | undefined> {
      const desk = await deskPaymentOfSeries(tx, seriesId);
      const receipt = desk && (await made(tx, { kind: 'desk', id: desk.firstBookingId }));
      if (!receipt) return undefined;
      const pdf = await attachmentOf(receipt);
      return deskReceiptEmail(receipt.receipt, receipt.series[0]!.user.first_name, pdf);
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
