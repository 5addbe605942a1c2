export * from './client.ts';
export * from './xsrf.ts';
