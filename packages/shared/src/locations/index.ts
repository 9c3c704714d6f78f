export * from './closure-schemas';
export * from './court-schemas';
export * from './fields';
export * from './location-schemas';
export * from './messages';
export * from './public-location';
