export * from './amounts';
export * from './messages';
export * from './schemas';
