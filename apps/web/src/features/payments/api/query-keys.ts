export const paymentKeys = {
  config: ['payments', 'config'] as const,
  checkout: (bookingId: number) => ['payments', 'checkout', bookingId] as const,
  verify: (paymentIntentId: string) => ['payments', 'verify', paymentIntentId] as const,
};
