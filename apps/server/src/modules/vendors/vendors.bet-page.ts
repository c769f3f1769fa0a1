import type { Language } from '@khela/contract';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { BetRecordRow } from './vendors.records.repo.js';

type GameName = (
  vendorCode: string,
  gameCode: string,
  language: Language,
) => Promise<string | null | undefined>;

/**
 * A page of bet records as the betting-record pages show them (the member's own, an agent's
 * team's): each round's common fields with its game's name in the caller's language, and the sums
 * over everything the filter matched. Callers add their own fields (vendor name, username).
 */
type WireRow = Pick<
  BetRecordRow,
  | 'id'
  | 'vendorCode'
  | 'gameCode'
  | 'gameType'
  | 'currency'
  | 'stakeMinor'
  | 'winMinor'
  | 'refundedMinor'
  | 'status'
  | 'openedAt'
  | 'settledAt'
>;

/** Each (vendor, game) of the rows with its name in the language (the game code when unnamed), by `vendor|game`. */
export async function gameNamesOf(
  rows: readonly { vendorCode: string; gameCode: string }[],
  gameName: GameName | undefined,
  language: Language,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const r of rows) {
    const key = `${r.vendorCode}|${r.gameCode}`;
    if (!names.has(key)) names.set(key, (await gameName?.(r.vendorCode, r.gameCode, language)) ?? r.gameCode);
  }
  return names;
}

export async function betPageOnWire<R extends WireRow>(
  page: { rows: R[]; sums: { stakeMinor: bigint; winMinor: bigint; refundedMinor: bigint } },
  gameName: GameName | undefined,
  language: Language,
  currency: string,
) {
  const names = await gameNamesOf(page.rows, gameName, language);
  const { stakeMinor, winMinor, refundedMinor } = page.sums;
  const statusOf = (status: string): 'open' | 'settled' | 'rolled_back' =>
    status === 'settled' || status === 'rolled_back' ? status : 'open';
  return {
    rows: page.rows.map((r) => ({
      row: r,
      item: {
        id: r.id.toString(),
        vendor: r.vendorCode,
        gameType: r.gameType,
        gameCode: r.gameCode,
        gameName: names.get(`${r.vendorCode}|${r.gameCode}`) ?? r.gameCode,
        stake: wireAmount(r.stakeMinor, r.currency),
        win: wireAmount(r.winMinor, r.currency),
        profit: wireAmount(r.winMinor - r.stakeMinor + r.refundedMinor, r.currency),
        status: statusOf(r.status),
        openedAt: r.openedAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      },
    })),
    totals: {
      stake: wireAmount(stakeMinor, currency),
      win: wireAmount(winMinor, currency),
      profit: wireAmount(winMinor - stakeMinor + refundedMinor, currency),
    },
  };
}
