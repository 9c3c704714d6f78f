export * from './locations';
export * from './courts';
export * from './users';
export * from './auth-tokens';
export * from './bookings';
export * from './messages';
export * from './payment-intents';
export * from './booking-tallies';
