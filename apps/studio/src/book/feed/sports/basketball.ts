import type { SimContext } from './lifecycle.js';
import { type PointsRules, simulatePoints } from './points.js';

/** Basketball: four quarters of 12 minutes, two possessions a minute each way, 5-minute overtimes. */
export const BASKETBALL_RULES: PointsRules = {
  minutes: 48,
  periods: 4,
  period: { en: 'Q', bn: 'কোয়ার্টার' },
  chancesPerMinute: 2,
  pointWeights: [0.52, 0.05, 0.31, 0.12],
  overtimeMinutes: 5,
  priceEveryMinutes: 4,
};

export function* simulateBasketball(ctx: SimContext): Generator<void> {
  yield* simulatePoints(ctx, BASKETBALL_RULES);
}
