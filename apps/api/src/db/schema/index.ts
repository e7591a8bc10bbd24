export * from './users';
export * from './plans';
export * from './files';
export * from './shop';
export * from './chat';
export * from './operators';
export * from './youzan';
export * from './shared-state';
