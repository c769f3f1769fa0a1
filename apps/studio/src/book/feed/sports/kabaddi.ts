import type { SimContext } from './lifecycle.js';
import { type PointsRules, simulatePoints } from './points.js';

/**
 * Kabaddi: two halves of 20 minutes, a raid a minute each way (raid and tackle points), the odd
 * all-out worth 2 more (a danger moment). A level game is a draw: the match winner pushes.
 */
export const KABADDI_RULES: PointsRules = {
  minutes: 40,
  periods: 2,
  period: { en: 'Half', bn: 'অর্ধ' },
  chancesPerMinute: 1,
  pointWeights: [0.3, 0.45, 0.17, 0.08],
  bonus: { perMinute: 0.02, points: 2 },
  priceEveryMinutes: 4,
};

export function* simulateKabaddi(ctx: SimContext): Generator<void> {
  yield* simulatePoints(ctx, KABADDI_RULES);
}
