export * from './routes';
export * from './route-matching';
export * from './route-titles';
export * from './access';
export * from './coming-from';
export * from './billing';
export * from './credentials';
