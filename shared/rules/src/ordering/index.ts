export * from './pricing';
export * from './plan-availability';
