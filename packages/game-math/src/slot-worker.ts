import { parentPort } from 'node:worker_threads';
import type { SlotDefinition } from './slot.js';
import { enumerateMoments } from './slot-analysis.js';
import { simulateRounds } from './slot-simulation.js';

/**
 * worker_threads entry for the RTP test (compiled to dist/slot-worker.js): exact enumeration of
 * a slice of the first reel's stops, or a seeded simulation. Each message is one job.
 */
export type SlotJob =
  | { kind: 'enumerate'; definition: SlotDefinition; reelSet: 'base' | 'free'; from: number; to: number }
  | { kind: 'simulate'; definition: SlotDefinition; seed: number; rounds: number };

parentPort?.on('message', (job: SlotJob) => {
  try {
    const result =
      job.kind === 'enumerate'
        ? enumerateMoments(job.definition, job.reelSet, job.from, job.to)
        : simulateRounds(job.definition, job.seed, job.rounds);
    parentPort?.postMessage({ ok: true, result });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
