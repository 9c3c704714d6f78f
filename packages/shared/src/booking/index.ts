export * from './pricing';
export * from './time-slots';
export * from './availability';
export * from './occupancy';
export * from './bookings';
export * from './booking-requests';
export * from './booking-history';
export * from './booking-horizon';
