import { assert } from '../random-source.js';
import type { Card } from './cards.js';
import { teenPattiHand } from './teen-patti.js';

/**
 * A Teen Patti hand at a table of 2–6 seats (issue 21), as pure state: every amount in minor units
 * (paisa), every chip that leaves a player goes into the pot, and the pot leaves as the rake plus
 * the winners' shares, so nothing is made or lost (the property test checks it to the paisa).
 *
 * Rules (decision 0074): each seat pays the boot into the pot and gets three cards face down.
 * In turn, a player who has not looked (blind) bets the current stake, one who has (seen) twice
 * it; either may raise, which doubles the stake first (up to the table's stake limit). A blind
 * player may look at any time on their turn; after `maxBlinds` blind bets they must. Packing
 * folds the hand (what was bet stays in the pot). With two players left, the player on turn may
 * ask for a show, paying a bet as above: the better hand wins, and an equal hand loses for the
 * one who asked. With three or more, a seen player may ask the previous seen player for a side
 * show, paying a seen bet: the worse hand packs, an equal one the asker's. When the pot reaches the
 * pot limit every hand still in is shown. The winner takes the pot less the rake (floor of the
 * pot × rake basis points); equal best hands split it, the odd paisa to the first of them after
 * the dealer's seat order. A player who leaves or stays away past the grace is packed: they lose
 * what they had bet and nothing more.
 */
export type TeenPattiConfig = {
  boot: bigint;
  /** The highest stake (a blind bet); a seen bet is twice it. */
  stakeLimit: bigint;
  potLimit: bigint;
  maxBlinds: number;
  rakeBps: number;
};

export type TeenPattiSeat = {
  playerId: string;
  cards: Card[];
  seen: boolean;
  packed: boolean;
  blinds: number;
  /** What this seat has put in the pot this hand. */
  bet: bigint;
  /** What it may still bet (its chips at the table). */
  chips: bigint;
};

export type TeenPattiState = {
  config: TeenPattiConfig;
  seats: TeenPattiSeat[];
  turn: number;
  stake: bigint;
  pot: bigint;
  result?: { winners: string[]; rake: bigint; shares: Record<string, bigint>; shown: boolean };
};

export type TeenPattiAction =
  | { kind: 'see' }
  | { kind: 'bet'; raise?: boolean }
  | { kind: 'pack' }
  | { kind: 'show' }
  | { kind: 'side_show' };

export type TeenPattiRefusal =
  | 'HAND_OVER'
  | 'NOT_YOUR_TURN'
  | 'NOT_AT_TABLE'
  | 'MUST_SEE'
  | 'NOT_ENOUGH_CHIPS'
  | 'SHOW_NEEDS_TWO'
  | 'SIDE_SHOW_NOT_ALLOWED';

/** Deals a hand: every seat pays the boot (each must hold at least it). */
export function startTeenPatti(
  config: TeenPattiConfig,
  players: readonly { playerId: string; chips: bigint }[],
  next: () => Card,
): TeenPattiState {
  assert(players.length >= 2 && players.length <= 6, 'a table seats 2 to 6');
  assert(config.boot > 0n && config.stakeLimit >= config.boot && config.potLimit > 0n, 'table limits');
  assert(Number.isInteger(config.rakeBps) && config.rakeBps >= 0 && config.rakeBps < 10_000, 'rake');
  const seats = players.map((player): TeenPattiSeat => {
    assert(player.chips >= config.boot, `${player.playerId} cannot pay the boot`);
    return {
      playerId: player.playerId,
      cards: [],
      seen: false,
      packed: false,
      blinds: 0,
      bet: config.boot,
      chips: player.chips - config.boot,
    };
  });
  for (let round = 0; round < 3; round += 1) for (const seat of seats) seat.cards.push(next());
  return { config, seats, turn: 0, stake: config.boot, pot: config.boot * BigInt(seats.length) };
}

const live = (state: TeenPattiState) => state.seats.filter((seat) => !seat.packed);

function nextLive(state: TeenPattiState, from: number): number {
  for (let step = 1; step <= state.seats.length; step += 1) {
    const index = (from + step) % state.seats.length;
    if (!state.seats[index]?.packed) return index;
  }
  return from;
}

/** The seat a side show asked from `index` compares with: the previous seat still in the hand. */
export function sideShowPartner(state: TeenPattiState, index: number): number {
  return previousLive(state, index);
}

function previousLive(state: TeenPattiState, from: number): number {
  for (let step = 1; step <= state.seats.length; step += 1) {
    const index = (from - step + state.seats.length) % state.seats.length;
    if (!state.seats[index]?.packed) return index;
  }
  return from;
}

/** Ends the hand: `winners` share the pot less the rake. */
function finish(state: TeenPattiState, winners: TeenPattiSeat[], shown: boolean): void {
  const rake = (state.pot * BigInt(state.config.rakeBps)) / 10_000n;
  const prize = state.pot - rake;
  const each = prize / BigInt(winners.length);
  let odd = prize - each * BigInt(winners.length);
  const shares: Record<string, bigint> = {};
  for (const seat of winners) {
    const share = each + (odd > 0n ? 1n : 0n);
    if (odd > 0n) odd -= 1n;
    shares[seat.playerId] = share;
    seat.chips += share;
  }
  state.result = { winners: winners.map((seat) => seat.playerId), rake, shares, shown };
}

/** The best hands among `seats` (all of them when equal). */
function best(seats: TeenPattiSeat[]): TeenPattiSeat[] {
  const scores = seats.map((seat) => teenPattiHand(seat.cards).score);
  const top = Math.max(...scores);
  return seats.filter((_, index) => scores[index] === top);
}

function pay(state: TeenPattiState, seat: TeenPattiSeat, amount: bigint): boolean {
  if (seat.chips < amount) return false;
  seat.chips -= amount;
  seat.bet += amount;
  state.pot += amount;
  return true;
}

/** After a bet: the pot limit shows every hand; one hand left wins; else the turn moves on. */
function afterBet(state: TeenPattiState, index: number): void {
  const left = live(state);
  if (left.length === 1) finish(state, left, false);
  else if (state.pot >= state.config.potLimit) finish(state, best(left), true);
  else state.turn = nextLive(state, index);
}

/** A seat leaves or stays away past the grace: packed, whoever's turn it is. */
export function leaveTeenPatti(state: TeenPattiState, playerId: string): TeenPattiState {
  const index = state.seats.findIndex((seat) => seat.playerId === playerId);
  const seat = state.seats[index];
  if (state.result || !seat || seat.packed) return state;
  seat.packed = true;
  const left = live(state);
  if (left.length === 1) finish(state, left, false);
  else if (state.turn === index) state.turn = nextLive(state, index);
  return state;
}

/** One player's action on their turn; a refusal changes nothing. */
export function actTeenPatti(
  state: TeenPattiState,
  playerId: string,
  action: TeenPattiAction,
): { ok: true } | { ok: false; code: TeenPattiRefusal } {
  if (state.result) return { ok: false, code: 'HAND_OVER' };
  const index = state.seats.findIndex((seat) => seat.playerId === playerId);
  const seat = state.seats[index];
  if (!seat || seat.packed) return { ok: false, code: 'NOT_AT_TABLE' };
  if (index !== state.turn) return { ok: false, code: 'NOT_YOUR_TURN' };
  const { config } = state;
  const unit = (raise: boolean) => {
    const stake = raise
      ? state.stake * 2n > config.stakeLimit
        ? config.stakeLimit
        : state.stake * 2n
      : state.stake;
    return { stake, amount: seat.seen ? stake * 2n : stake };
  };
  switch (action.kind) {
    case 'see':
      seat.seen = true;
      return { ok: true };
    case 'pack': {
      seat.packed = true;
      const left = live(state);
      if (left.length === 1) finish(state, left, false);
      else state.turn = nextLive(state, index);
      return { ok: true };
    }
    case 'bet': {
      if (!seat.seen && seat.blinds >= config.maxBlinds) return { ok: false, code: 'MUST_SEE' };
      const { stake, amount } = unit(action.raise === true);
      if (!pay(state, seat, amount)) return { ok: false, code: 'NOT_ENOUGH_CHIPS' };
      state.stake = stake;
      if (!seat.seen) seat.blinds += 1;
      afterBet(state, index);
      return { ok: true };
    }
    case 'show': {
      const left = live(state);
      if (left.length !== 2) return { ok: false, code: 'SHOW_NEEDS_TWO' };
      if (!pay(state, seat, unit(false).amount)) return { ok: false, code: 'NOT_ENOUGH_CHIPS' };
      const other = left.find((s) => s !== seat) as TeenPattiSeat;
      const mine = teenPattiHand(seat.cards).score;
      const theirs = teenPattiHand(other.cards).score;
      // An equal hand loses for the one who asked.
      finish(state, [mine > theirs ? seat : other], true);
      return { ok: true };
    }
    case 'side_show': {
      const left = live(state);
      const previous = state.seats[previousLive(state, index)] as TeenPattiSeat;
      if (left.length < 3 || !seat.seen || !previous.seen)
        return { ok: false, code: 'SIDE_SHOW_NOT_ALLOWED' };
      if (!pay(state, seat, unit(false).amount)) return { ok: false, code: 'NOT_ENOUGH_CHIPS' };
      const mine = teenPattiHand(seat.cards).score;
      const theirs = teenPattiHand(previous.cards).score;
      (mine > theirs ? previous : seat).packed = true;
      afterBet(state, index);
      return { ok: true };
    }
  }
}
