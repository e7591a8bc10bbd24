export * from './users';
export * from './plans';
