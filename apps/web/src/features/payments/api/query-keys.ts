export const paymentKeys = {
  config: ['payments', 'config'] as const,
  checkout: (bookingId: number) => ['payments', 'checkout', bookingId] as const,
  booking: (bookingId: number) => ['payments', 'booking', bookingId] as const,
  verify: (paymentIntentId: string) => ['payments', 'verify', paymentIntentId] as const,
};

/** My Bookings' cache (features/bookings): a confirmed payment changes it. */
export const BOOKINGS_CACHE_KEY = ['bookings'] as const;
