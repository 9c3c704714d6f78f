export * from './amounts';
export * from './messages';
export * from './periods';
export * from './schemas';
