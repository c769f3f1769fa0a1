import { SeededSource } from './seeded-source.js';
import { CompiledSlot, type SlotDefinition } from './slot.js';

/** Sums of a simulation run, in line-bet units; bigint so nothing rounds. */
export type SimulationSums = { rounds: number; sumUnits: bigint; sumUnits2: bigint };

const FLUSH_EVERY = 65_536;

/**
 * Plays `rounds` whole rounds on a seeded xoshiro128** stream: the RTP test's hot loop. Only the
 * compiled slot's typed arrays are touched per round (no allocation); partial sums are moved
 * into bigints every 65 536 rounds, long before a number could lose precision.
 */
export function simulateRounds(definition: SlotDefinition, seed: number, rounds: number): SimulationSums {
  const slot = new CompiledSlot(definition);
  const source = new SeededSource(seed);
  let sumUnits = 0n;
  let sumUnits2 = 0n;
  let partial = 0;
  let partial2 = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const units = slot.playUnits(source);
    partial += units;
    partial2 += units * units;
    if (round % FLUSH_EVERY === 0) {
      sumUnits += BigInt(partial);
      sumUnits2 += BigInt(partial2);
      partial = 0;
      partial2 = 0;
    }
  }
  sumUnits += BigInt(partial);
  sumUnits2 += BigInt(partial2);
  return { rounds, sumUnits, sumUnits2 };
}
