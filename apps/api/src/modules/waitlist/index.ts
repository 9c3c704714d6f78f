/** The waitlist module's public interface (Step 18). */
export { createWaitlistRepository, type WaitlistRepository } from './waitlist.repository';
export { createWaitlistService, type WaitlistService } from './waitlist.service';
export { createWaitlistOffers, type WaitlistOffers } from './waitlist-offers';
