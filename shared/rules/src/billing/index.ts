export * from './money';
export * from './billing-cycles';
export * from './partly-paid';
export * from './payment-methods';
export * from './invoice-status';
