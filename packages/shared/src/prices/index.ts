export * from './amounts';
export * from './schemas';
