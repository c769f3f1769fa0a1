/**
 * @khela/game-math — pure game maths. Randomness is always passed in as a RandomSource:
 * `cryptoRandomSource()` in production, `ProvablyFairSource` for verifiable bets, anything
 * scripted in tests. Nothing here does I/O beyond hashing.
 */
export * from './book/index.js';
export * from './crash/index.js';
export { cryptoRandomSource, generateClientSeed, generateServerSeed } from './csprng.js';
export * from './fishing/index.js';
export * from './lottery/index.js';
export {
  type FairReveal,
  type FairSeeds,
  fairBlock,
  hashServerSeed,
  isClientSeed,
  isServerSeed,
  MAX_CLIENT_SEED_LENGTH,
  MAX_FAIR_ROUNDS,
  ProvablyFairSource,
  SERVER_SEED_BYTES,
  type VerifyResult,
  verify,
} from './provably-fair.js';
export { drawUint32, MAX_REJECTIONS, type RandomSource } from './random-source.js';
export { SeededSource } from './seeded-source.js';
export { sampleWithoutReplacement, shuffle } from './shuffle.js';
export {
  bestLineWin,
  CompiledSlot,
  type LineWin,
  type RoundResult,
  type SlotDefinition,
  type SlotSymbol,
  type SpinResult,
  type SymbolKind,
  validateDefinition,
} from './slot.js';
export {
  addMoments,
  analyseSlot,
  emptyMoments,
  enumerateMoments,
  rtpStandardError,
  type SlotTheory,
  type SpinMoments,
  slotTheory,
} from './slot-analysis.js';
export { type SimulationSums, simulateRounds } from './slot-simulation.js';
export { CHI_SQUARE_CRITICAL_99, CHI_SQUARE_CRITICAL_999, chiSquareStatistic } from './statistics.js';
export * from './tables/index.js';
export { MAX_UNIFORM_BIGINT_BITS, MAX_UNIFORM_INT_SPAN, uniformBigInt, uniformInt } from './uniform.js';
export { MAX_WEIGHTED_ENTRIES, weightedPick } from './weighted.js';
