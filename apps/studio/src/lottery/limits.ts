import { type LotteryGameKind, type LotteryLine, lineMaxReturn, lineTarget } from '@khela/game-math';

/**
 * Limits per number and draw ("one number cannot take the book down", decision 0070): every
 * line's worst-case return adds up under its target (a digit at a position, a 4D number, a lô
 * number…) across every ticket of the draw, and a ticket that would take any target past the
 * draw's limit is refused whole. Pure: the engine passes what the draw already holds.
 */

export type LimitCheck =
  | { ok: true; exposure: Map<string, bigint> }
  | { ok: false; target: string; heldMinor: bigint; addedMinor: bigint; limitMinor: bigint };

/** The draw's exposure with this ticket added, or the first target it would take past `limitMinor`. */
export function addToExposure(
  game: LotteryGameKind,
  held: ReadonlyMap<string, bigint>,
  lines: readonly LotteryLine[],
  limitMinor: bigint,
): LimitCheck {
  const added = new Map<string, bigint>();
  for (const line of lines) {
    const target = lineTarget(line.bet);
    added.set(target, (added.get(target) ?? 0n) + lineMaxReturn(game, line));
  }
  const exposure = new Map(held);
  for (const [target, addedMinor] of added) {
    const heldMinor = held.get(target) ?? 0n;
    if (heldMinor + addedMinor > limitMinor) return { ok: false, target, heldMinor, addedMinor, limitMinor };
    exposure.set(target, heldMinor + addedMinor);
  }
  return { ok: true, exposure };
}
