export * from './andar-bahar.js';
export * from './baccarat.js';
export * from './cards.js';
export * from './dragon-tiger.js';
export * from './roads.js';
export * from './roulette.js';
export * from './teen-patti.js';
export * from './teen-patti-table.js';
