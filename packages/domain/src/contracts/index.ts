export * from './common';
export * from './questionnaire';
export * from './plan';
export * from './account';
export * from './plans-api';
export * from './medicines';
export * from './shop';
export * from './reports';
