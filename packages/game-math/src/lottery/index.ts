import { ProvablyFairSource } from '../provably-fair.js';
import { drawLottery, type LotteryGameKind, type LotteryOutcome } from './draw.js';

export * from './draw.js';
export * from './payout.js';

/**
 * The outcome of draw `drawNo` of a game: the provably fair stream of the server seed (whose
 * hash was published when the window opened) and the public value fixed at close (the client
 * seed: nobody knows it while tickets are sold, and it is published with the result). Anyone with
 * the revealed seed recomputes the draw.
 */
export function fairLotteryDraw(
  serverSeed: string,
  publicValue: string,
  drawNo: number,
  kind: LotteryGameKind,
): LotteryOutcome {
  return drawLottery(new ProvablyFairSource(serverSeed, publicValue, drawNo), kind);
}
