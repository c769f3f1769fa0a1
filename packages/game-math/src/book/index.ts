export * from './cashout.js';
export * from './odds.js';
export * from './pricing.js';
export * from './settle.js';
export * from './system.js';
export * from './types.js';
