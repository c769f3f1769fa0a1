import { type TeenPattiAction, type TeenPattiState, teenPattiHand } from '@khela/game-math';

/**
 * A bot's move (decision 0078): simple and readable. It plays blind twice, then looks; seen, it
 * plays on with a pair or better (raising with a sequence or better), with an ace high while the
 * stake is under four boots, and packs otherwise; with one opponent left it asks for a show once
 * the pot passes eight boots. It never asks for a side show.
 */
export function botMove(state: TeenPattiState, index: number): TeenPattiAction {
  const seat = state.seats[index];
  if (!seat) return { kind: 'pack' };
  const { config } = state;
  if (!seat.seen) return seat.blinds >= 2 ? { kind: 'see' } : { kind: 'bet' };
  const hand = teenPattiHand(seat.cards);
  const live = state.seats.filter((s) => !s.packed).length;
  const strong = hand.category !== 'high_card';
  const aceHigh = seat.cards.some((card) => card % 13 === 0);
  if (!strong && !(aceHigh && state.stake < config.boot * 4n)) return { kind: 'pack' };
  if (live === 2 && state.pot >= config.boot * 8n) return { kind: 'show' };
  const raise =
    (hand.category === 'sequence' || hand.category === 'pure_sequence' || hand.category === 'trail') &&
    state.stake * 2n <= config.stakeLimit;
  return { kind: 'bet', raise };
}
