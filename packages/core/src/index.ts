export * from './permissions.ts';
export * from './routes.ts';
export * from './catalogue.ts';
export * from './envelope/types.ts';
