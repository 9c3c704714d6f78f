export * from './pricing';
export * from './time-slots';
