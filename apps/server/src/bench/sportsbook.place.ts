/**
 * bench:sportsbook's open book: BENCH_BETS bets placed through `book.place` (the checks, the
 * debit through the seamless-wallet API, the outbox row), `concurrency` at a time, singles and
 * 2–4-leg parlays on the event, each a deterministic function of its number. What each bet should
 * pay is computed here too, from the results the bench will send, with the studio's maths.
 */
import { betReturn, type LegResult } from '@khela/game-math';
import { toDecimalString } from '@khela/money';
import {
  type Book,
  EVENT_ID,
  OTHER_FIXTURES,
  oddsOf,
  otherFixture,
  SIDES,
  type Side,
  selectionOf,
} from './sportsbook.book.js';
import { BOOK_VENDOR, type BookBenchPlayer } from './sportsbook.seed.js';

export type PlannedBet = { stakeMinor: bigint; legs: { fixtureId: string; side: Side }[] };

/** Bet n: its player, stake (10.00–100.00) and legs; a parlay adds 1–3 other fixtures. */
export function planBet(n: number, parlayPercent: number): PlannedBet {
  const stakeMinor = BigInt(1000 + (n % 10) * 1000);
  const legs = [{ fixtureId: EVENT_ID, side: SIDES[n % 3] as Side }];
  if (n % 100 < parlayPercent) {
    const extra = 1 + (Math.floor(n / 3) % 3);
    const first = Math.floor(n / 9) % OTHER_FIXTURES;
    for (let k = 0; k < extra; k += 1) {
      legs.push({
        fixtureId: otherFixture((first + k) % OTHER_FIXTURES),
        side: SIDES[Math.floor(n / 27 + k) % 3] as Side,
      });
    }
  }
  return { stakeMinor, legs };
}

/** The other fixtures' results (settled before the event): home wins, the last one is void. */
export function otherResults(index: number): Record<string, LegResult> {
  const id = otherFixture(index);
  const voided = index === OTHER_FIXTURES - 1;
  return Object.fromEntries(
    SIDES.map((side): [string, LegResult] => [
      selectionOf(id, side),
      voided ? { kind: 'void' } : { kind: side === 'home' ? 'win' : 'lose' },
    ]),
  );
}

/** The event's result: the home side wins. */
export function eventResults(): Record<string, LegResult> {
  return Object.fromEntries(
    SIDES.map((side): [string, LegResult] => [
      selectionOf(EVENT_ID, side),
      { kind: side === 'home' ? 'win' : 'lose' },
    ]),
  );
}

/** What a planned bet returns once every result is in (the book's own maths). */
export function expectedReturn(bet: PlannedBet): bigint {
  const results: Record<string, LegResult> = { ...eventResults() };
  for (let index = 0; index < OTHER_FIXTURES; index += 1) Object.assign(results, otherResults(index));
  const paid = betReturn(
    bet.stakeMinor,
    bet.legs.map((leg) => ({
      odds: oddsOf(leg.fixtureId, leg.side),
      result: results[selectionOf(leg.fixtureId, leg.side)],
    })),
  );
  if (paid === undefined) throw new Error('a planned bet without every result');
  return paid;
}

export type Placement = {
  placed: number;
  singles: number;
  parlays: number;
  refused: Record<string, number>;
  seconds: number;
  expectedMinor: bigint;
  stakedMinor: bigint;
};

export async function placeAll(
  book: Book,
  players: BookBenchPlayer[],
  options: { bets: number; parlayPercent: number; concurrency: number; gameCode: string },
): Promise<Placement> {
  const result: Placement = {
    placed: 0,
    singles: 0,
    parlays: 0,
    refused: {},
    seconds: 0,
    expectedMinor: 0n,
    stakedMinor: 0n,
  };
  const started = performance.now();
  let next = 0;
  let reported = 0;
  const worker = async () => {
    for (let n = next++; n < options.bets; n = next++) {
      const player = players[n % players.length];
      if (!player) throw new Error('no book player');
      const planned = planBet(n, options.parlayPercent);
      const answer = await book.place(
        {
          vendorCode: BOOK_VENDOR,
          playerId: player.playerId,
          currency: 'BDT',
          nickname: player.nickname,
          gameCode: options.gameCode,
        },
        {
          type: planned.legs.length === 1 ? 'single' : 'parlay',
          legs: planned.legs.map((leg) => ({
            selectionId: selectionOf(leg.fixtureId, leg.side),
            odds: oddsOf(leg.fixtureId, leg.side),
          })),
          stake: toDecimalString(planned.stakeMinor, 'BDT'),
          acceptOdds: 'any',
          requestId: `bench-${n}`,
        },
      );
      if (!answer.ok) {
        result.refused[answer.code] = (result.refused[answer.code] ?? 0) + 1;
        continue;
      }
      result.placed += 1;
      if (planned.legs.length === 1) result.singles += 1;
      else result.parlays += 1;
      result.expectedMinor += expectedReturn(planned);
      result.stakedMinor += planned.stakeMinor;
      if (result.placed - reported >= 10_000) {
        reported = result.placed;
        const rate = result.placed / ((performance.now() - started) / 1000);
        console.log(`    ${result.placed} placed (${rate.toFixed(0)}/s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
