export * from './routes';
export * from './access';
export * from './coming-from';
export * from './billing';
export * from './credentials';
