import type { TeenPattiTableView } from '../../src/rooms/teen-patti/api.js';

/**
 * Which moves the page offers and what each costs (decision 0074's rules, as the server applies
 * them): only on your turn; a blind bet is the stake and a seen one twice it; a raise doubles the
 * stake first, never past the limit; at most `maxBlinds` blind bets; a show with two left; a side
 * show when you and the previous player still in have both seen. Amounts in paisa (integers).
 */
export type TeenPattiMoveName = 'see' | 'chaal' | 'raise' | 'pack' | 'show' | 'side_show';

export type AllowedMoves = Record<TeenPattiMoveName, { allowed: boolean; amount: number }>;

const paisa = (text: string): number => {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
};

export const fromPaisa = (value: number): string =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

export function allowedMoves(view: TeenPattiTableView, mySeat: number | null): AllowedMoves {
  const none = { allowed: false, amount: 0 };
  const moves: AllowedMoves = {
    see: none,
    chaal: none,
    raise: none,
    pack: none,
    show: none,
    side_show: none,
  };
  const hand = view.hand;
  if (!hand || mySeat === null || hand.turnSeat !== mySeat) return moves;
  const me = view.seats[mySeat];
  if (!me?.inHand || me.packed) return moves;
  const stake = paisa(hand.stake);
  const limit = paisa(view.stakeLimit);
  const unit = me.seen ? 2 : 1;
  const live = hand.order.filter((seat) => {
    const s = view.seats[seat];
    return s ? s.inHand && !s.packed : false;
  });
  const mustSee = !me.seen && me.blinds >= view.maxBlinds;
  // The previous player still in, before me in the playing order.
  const at = hand.order.indexOf(mySeat);
  let previous: number | undefined;
  for (let step = 1; step < hand.order.length; step += 1) {
    const seat = hand.order[(at - step + hand.order.length) % hand.order.length];
    const s = seat === undefined ? undefined : view.seats[seat];
    if (s?.inHand && !s.packed) {
      previous = seat;
      break;
    }
  }
  const previousSeen = previous !== undefined && view.seats[previous]?.seen === true;
  return {
    see: { allowed: !me.seen, amount: 0 },
    chaal: { allowed: !mustSee, amount: stake * unit },
    raise: { allowed: !mustSee && stake * 2 <= limit, amount: stake * 2 * unit },
    pack: { allowed: true, amount: 0 },
    show: { allowed: live.length === 2, amount: stake * unit },
    side_show: { allowed: live.length >= 3 && me.seen && previousSeen, amount: stake * unit },
  };
}

/** A card 0–51: its rank text and suit mark (ace low in the numbering, high in play). */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];
export function cardFace(card: number): { rank: string; suit: string; red: boolean } {
  const suit = Math.floor(card / 13);
  return { rank: RANKS[card % 13] ?? '?', suit: SUITS[suit] ?? '?', red: suit === 1 || suit === 3 };
}
