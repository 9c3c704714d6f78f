export * from './messages';
export * from './pricing';
export * from './schemas';
