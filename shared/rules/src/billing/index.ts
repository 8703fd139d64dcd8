export * from './money';
export * from './billing-cycles';
export * from './payment-methods';
export * from './invoice-status';
