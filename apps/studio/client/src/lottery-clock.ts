import type { DrawView, GameView } from '../../src/lottery/api.js';
import type { GameKind } from './lottery-bets.js';
import type { LotteryLang } from './lottery-texts.js';
import { formatDigitsIn } from './numbers.js';

/**
 * Time on the lottery page, with no DOM: the server's clock (every countdown runs on it, not on
 * the phone's), where a draw stands, the countdown's text and how often to ask the server again.
 */

/**
 * The server clock's lead over this one: its time at the middle of the request (half the round
 * trip went each way).
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  if (!Number.isFinite(serverTime) || serverTime <= 0) return 0;
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

export type Phase = 'upcoming' | 'open' | 'closed' | 'drawing' | 'drawn';

/** Where a draw stands at `now` (server time) and how long until its next step. */
export function phaseOf(
  draw: Pick<DrawView, 'opensAt' | 'closesAt' | 'drawAt' | 'state' | 'outcome'>,
  now: number,
): { phase: Phase; msLeft: number } {
  if (draw.state === 'drawn' || draw.state === 'settled' || draw.outcome)
    return { phase: 'drawn', msLeft: 0 };
  if (now < draw.opensAt) return { phase: 'upcoming', msLeft: draw.opensAt - now };
  if (draw.state === 'open' && now < draw.closesAt) return { phase: 'open', msLeft: draw.closesAt - now };
  if (now < draw.drawAt) return { phase: 'closed', msLeft: draw.drawAt - now };
  return { phase: 'drawing', msLeft: 0 };
}

/** The draws taking tickets at `now`, soonest to close first (Central, South: one per province). */
export function openDraws(game: GameView, now: number): DrawView[] {
  return game.draws
    .filter((draw) => phaseOf(draw, now).phase === 'open')
    .sort((a, b) => a.closesAt - b.closesAt || (a.province ?? '').localeCompare(b.province ?? ''));
}

/** The next draw to open when none is open now. */
export function nextDraw(game: GameView, now: number): DrawView | undefined {
  return game.draws
    .filter((draw) => phaseOf(draw, now).phase === 'upcoming')
    .sort((a, b) => a.opensAt - b.opensAt)[0];
}

/**
 * The open draw the board sells into: the one the player picked if still open, else the same
 * province's (Vietnam), else the first.
 */
export function chooseDraw(open: readonly DrawView[], picked?: { drawId?: string; province?: string }) {
  return (
    open.find((draw) => draw.drawId === picked?.drawId) ??
    (picked?.province ? open.find((draw) => draw.province === picked.province) : undefined) ??
    open[0]
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown: "0:09", "4:05", "1:02:05", then "2d 03:04:05" ("২ দিন ০৩:০৪:০৫"). */
export function countdownText(ms: number, lang: LotteryLang): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  let text: string;
  if (days > 0) text = `${days}${lang === 'bn' ? ' দিন' : 'd'} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  else if (hours > 0) text = `${hours}:${pad(minutes)}:${pad(seconds)}`;
  else text = `${minutes}:${pad(seconds)}`;
  return formatDigitsIn(text, lang);
}

/** Whole seconds left, rounded up (the "drawing in N s" line). */
export const secondsLeft = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * How long to wait before asking for the game again: often around a close and a draw (so the
 * result shows within seconds), rarely while a daily draw is hours away.
 */
export function pollDelayMs(phase: Phase | undefined, msLeft: number, waitingForResult: boolean): number {
  if (waitingForResult || phase === 'closed' || phase === 'drawing') return 2000;
  if (phase === 'open' || phase === 'upcoming') {
    if (msLeft <= 15_000) return 2000;
    if (msLeft <= 120_000) return 5000;
    return 15_000;
  }
  return 10_000;
}

/** The games a family's page lists (the launched one always, first if it is of another family). */
export const FAMILY_KINDS: Readonly<Record<'fast' | 'sea' | 'vn', readonly GameKind[]>> = {
  fast: ['digits5', 'digits3', 'race10'],
  sea: ['sea4d'],
  vn: ['vn-north', 'vn-south'],
};

export function familyGames(
  games: readonly GameView[],
  family: 'fast' | 'sea' | 'vn',
  launched: string,
): GameView[] {
  const kinds = FAMILY_KINDS[family];
  const listed = games.filter((game) => kinds.includes(game.kind));
  const own = games.find((game) => game.code === launched);
  if (own && !listed.includes(own)) listed.unshift(own);
  return listed;
}
