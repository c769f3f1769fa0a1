/**
 * bench:lottery's draw: BENCH_TICKETS tickets placed through `engine.place` (the checks, the
 * ticket and its debit posting in one statement, the debit through the seamless-wallet API),
 * `concurrency` at a time, ticket n held by player n mod players, each a deterministic function
 * of its number: 1–4 lines of a 5D draw's bet kinds (a digit at a position; big, small, odd or
 * even at a position; the sum's side), 1–50 BDT a line. What each ticket returns is computed
 * again from the stored outcome with game-math's `ticketReturn` (lottery.verify.ts).
 */
import { type LotteryBet, type LotteryLine, type LotteryOutcome, ticketReturn } from '@khela/game-math';
import { toDecimalString } from '@khela/money';
import type { LotteryEngine } from './lottery.engine.js';
import { BOOK_VENDOR, type BookBenchPlayer } from './sportsbook.seed.js';

const SIDES = ['big', 'small', 'odd', 'even'] as const;
/** Tries of one placement that throws (a deadlock, a lost connection) before the bench gives up. */
const PLACE_ATTEMPTS = 3;
/** Progress is printed every this many tickets. */
const REPORT_EVERY = 20_000;

/** A small deterministic generator per ticket (mulberry32): the same ticket on every run. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Ticket n's lines: 40 % digits at a position, 35 % a position's side, 25 % the sum's side. */
export function planTicket(n: number): LotteryLine[] {
  const random = randomOf(n * 2_654_435_761);
  const pick = (count: number) => Math.floor(random() * count);
  const lines: LotteryLine[] = [];
  const count = 1 + pick(4);
  for (let k = 0; k < count; k += 1) {
    const kind = random();
    const side = SIDES[pick(SIDES.length)] ?? 'big';
    const bet: LotteryBet =
      kind < 0.4
        ? { kind: 'position', position: pick(5), digit: pick(10) }
        : kind < 0.75
          ? { kind: 'position_side', position: pick(5), side }
          : { kind: 'sum_side', side };
    lines.push({ bet, stakeMinor: BigInt(100 * (1 + pick(50))) });
  }
  // In the order drawn: the engine orders a ticket's exposure rows itself (two tickets holding the
  // same targets in opposite orders once deadlocked at 48 placements at once).
  return lines;
}

export type LotteryPlacement = {
  placed: number;
  /** Placements that threw (a statement failed) and were made again with the same request id. */
  retried: number;
  lines: number;
  linesByKind: Record<string, number>;
  refused: Record<string, number>;
  seconds: number;
  stakedMinor: bigint;
  /** 1 for each ticket number placed (its lines are `planTicket(n)`). */
  placedTickets: Uint8Array;
  /** Players holding at least one ticket: one round each. */
  playersWithTickets: number;
};

type PlaceArgs = Parameters<LotteryEngine['place']>;

/** A placement, made again with its request id (idempotent) when it throws, as a client would. */
async function placeOne(
  engine: LotteryEngine,
  player: PlaceArgs[0],
  input: PlaceArgs[1],
  result: LotteryPlacement,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await engine.place(player, input);
    } catch (error) {
      if (attempt >= PLACE_ATTEMPTS) throw error;
      result.retried += 1;
      if (result.retried <= 3) console.log(`    ${input.requestId} threw, placed again: ${String(error)}`);
    }
  }
}

export async function placeAll(
  engine: LotteryEngine,
  players: BookBenchPlayer[],
  options: { tickets: number; concurrency: number; gameCode: string; drawId: string },
): Promise<LotteryPlacement> {
  const result: LotteryPlacement = {
    placed: 0,
    retried: 0,
    lines: 0,
    linesByKind: {},
    refused: {},
    seconds: 0,
    stakedMinor: 0n,
    placedTickets: new Uint8Array(options.tickets),
    playersWithTickets: 0,
  };
  const holding = new Set<string>();
  const started = performance.now();
  let next = 0;
  let reported = 0;
  const worker = async () => {
    for (let n = next++; n < options.tickets; n = next++) {
      const player = players[n % players.length];
      if (!player) throw new Error('no lottery player');
      const lines = planTicket(n);
      const answer = await placeOne(
        engine,
        { vendorCode: BOOK_VENDOR, playerId: player.playerId, currency: 'BDT', gameCode: options.gameCode },
        {
          drawId: options.drawId,
          lines: lines.map((line) => ({ bet: line.bet, stake: toDecimalString(line.stakeMinor, 'BDT') })),
          requestId: `bench-${n}`,
        },
        result,
      );
      if (!answer.ok) {
        result.refused[answer.code] = (result.refused[answer.code] ?? 0) + 1;
        continue;
      }
      result.placed += 1;
      result.placedTickets[n] = 1;
      holding.add(player.playerId);
      result.lines += lines.length;
      for (const line of lines) {
        result.linesByKind[line.bet.kind] = (result.linesByKind[line.bet.kind] ?? 0) + 1;
        result.stakedMinor += line.stakeMinor;
      }
      if (result.placed - reported >= REPORT_EVERY) {
        reported = result.placed;
        const rate = result.placed / ((performance.now() - started) / 1000);
        console.log(`    ${result.placed} placed (${rate.toFixed(0)}/s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  result.seconds = (performance.now() - started) / 1000;
  result.playersWithTickets = holding.size;
  return result;
}

/** What the placed tickets return on this outcome (the studio's own maths, recomputed). */
export function expectedReturns(outcome: LotteryOutcome, placement: LotteryPlacement): bigint {
  let returnedMinor = 0n;
  placement.placedTickets.forEach((placed, n) => {
    if (placed === 1) returnedMinor += ticketReturn(outcome, planTicket(n));
  });
  return returnedMinor;
}
