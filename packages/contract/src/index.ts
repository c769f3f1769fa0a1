export * from './accounts.js';
export * from './envelope.js';
export * from './errors.js';
export * from './language.js';
export * from './system.js';
export * from './wallet.js';
