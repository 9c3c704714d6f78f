export * from './api/envelope';
export * from './accounts/schemas';
export * from './locations';
export * from './roles';
export * from './validation/fields';
export * from './validation/messages';
export * from './booking';
export * from './contact/schemas';
