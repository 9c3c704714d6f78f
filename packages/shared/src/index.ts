export * from './api/envelope';
export * from './locations/public-location';
export * from './roles';
export * from './validation/messages';
