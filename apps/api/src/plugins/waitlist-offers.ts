import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureQueue, WAITLIST_OFFER_QUEUE, WAITLIST_OFFER_QUEUE_OPTIONS } from '../db/job-queue';
import { bookingLifecycle } from '../modules/bookings';
import { runEvery } from './run-every';

interface OfferJob {
  freed_slot_id: number;
}

/** The most freed slots queued in one pass. */
const BATCH = 100;

/**
 * Turns each freed slot someone waits for into an offer (Step 18). The bookings trigger keeps the
 * slot (`freed_slots`) in the transaction that frees it; on hearing `slot.freed`, and every
 * `sweepSeconds` in case the notice was missed, each process queues a pg-boss job per unhandled
 * slot (singleton key: one waits per slot, however many processes queue it), and its worker makes
 * the offer in one transaction (modules/waitlist/waitlist-offers.ts). The sweep also expires offer
 * holds that lapsed, so an ignored offer passes to the next in line without waiting for the hold
 * sweep.
 */
export default fp<{ sweepSeconds: number }>(
  async function waitlistOffers(app: FastifyInstance, { sweepSeconds }) {
    const { boss, track } = app.jobQueue;
    const offers = app.services.waitlistOffers;
    await ensureQueue(boss, WAITLIST_OFFER_QUEUE, WAITLIST_OFFER_QUEUE_OPTIONS);
    await boss.work<OfferJob>(
      WAITLIST_OFFER_QUEUE,
      { pollingIntervalSeconds: 0.5, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        const offered = await track(offers.offerFreedSlot(job.data.freed_slot_id));
        if (offered !== undefined) app.log.info({ entry: offered }, 'waitlist offer made');
      },
    );

    let queueing: Promise<void> | undefined;
    const queueUnhandled = async () => {
      for (const id of await offers.unhandled(BATCH)) {
        await boss.send(WAITLIST_OFFER_QUEUE, { freed_slot_id: id } satisfies OfferJob, {
          ...WAITLIST_OFFER_QUEUE_OPTIONS,
          singletonKey: `freed-slot-${id}`,
        });
      }
    };
    const queueSoon = () => {
      queueing ??= track(queueUnhandled())
        .catch((err: unknown) => app.log.error({ err }, 'queueing waitlist offers failed'))
        .finally(() => (queueing = undefined));
    };
    const unsubscribe = app.courtEvents.subscribeAll((event) => {
      if (event.type === 'resync' || event.change.event === 'slot.freed') queueSoon();
    });
    app.addHook('preClose', () => unsubscribe());

    if (sweepSeconds > 0) {
      runEvery(app, { name: 'waitlist sweep', intervalMs: sweepSeconds * 1000 }, async () => {
        const now = new Date();
        if (await offers.hasLapsedOffer(now)) await bookingLifecycle.expireLapsed(app.db, now);
        await queueUnhandled();
      });
    }
  },
  { name: 'waitlist-offers', dependencies: ['job-queue', 'services', 'court-events'] },
);
