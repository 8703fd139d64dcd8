export * from './pricing';
export * from './plan-availability';
export * from './location-access';
export * from './resource-room';
export * from './server-name';
export * from './refusal-lines';
