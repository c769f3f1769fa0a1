import type { BookStore } from './store.js';

/**
 * The open book of the markets a placement touches, for the liability limit. Summing every open
 * bet of a market on each placement costs more the more bets it holds (100,000 on a final), so
 * each market's sums are read at most every `ttlMs` and this process's own accepted bets are
 * added to them in between. Another instance's bets are seen at the next read: the limit may be
 * passed by what several instances accept within one `ttlMs`, a bounded and accepted slack.
 */

export type MarketBook = { openStakeMinor: bigint; potentialBySelection: Map<string, bigint> };

type Entry = { readAt: number; book: MarketBook };

const MAX_ENTRIES = 10_000;

export function createExposureCache(store: BookStore, now: () => number, ttlMs: number) {
  const entries = new Map<string, Entry>();
  /** Reads under way, by market: a placement that finds one waits for it instead of reading again. */
  const reading = new Map<string, Promise<void>>();
  const keyOf = (currency: string, marketId: string) => `${currency}\u0000${marketId}`;

  async function read(stale: readonly string[], currency: string, at: number): Promise<void> {
    const rows = await store.exposure([...stale], currency);
    if (entries.size + stale.length > MAX_ENTRIES) entries.clear();
    for (const id of stale) {
      const found = rows.find((row) => row.marketId === id);
      entries.set(keyOf(currency, id), {
        readAt: at,
        book: {
          openStakeMinor: found?.openStakeMinor ?? 0n,
          potentialBySelection: new Map(found?.potentialBySelection ?? []),
        },
      });
    }
  }

  return {
    /** Each market's open stake and what each selection's winning bets would return. */
    async books(marketIds: readonly string[], currency: string): Promise<Map<string, MarketBook>> {
      const at = now();
      const waits = new Set<Promise<void>>();
      const stale: string[] = [];
      for (const id of marketIds) {
        const key = keyOf(currency, id);
        const under = reading.get(key);
        if (under) waits.add(under);
        else {
          const entry = entries.get(key);
          if (!entry || at - entry.readAt >= ttlMs) stale.push(id);
        }
      }
      if (stale.length > 0) {
        // One read at a time per market: the placements that arrive meanwhile share it.
        const promise = read(stale, currency, at).finally(() => {
          for (const id of stale) {
            if (reading.get(keyOf(currency, id)) === promise) reading.delete(keyOf(currency, id));
          }
        });
        for (const id of stale) reading.set(keyOf(currency, id), promise);
        waits.add(promise);
      }
      await Promise.all(waits);
      const books = new Map<string, MarketBook>();
      for (const id of marketIds) {
        const entry = entries.get(keyOf(currency, id));
        if (entry) books.set(id, entry.book);
      }
      return books;
    },

    /** A bet this process accepted: counted until the next read includes it. */
    add(
      currency: string,
      legs: readonly { marketId: string; selectionId: string }[],
      stakeMinor: bigint,
      potentialMinor: bigint,
    ) {
      for (const leg of legs) {
        const entry = entries.get(keyOf(currency, leg.marketId));
        if (!entry) continue;
        entry.book.openStakeMinor += stakeMinor;
        const pots = entry.book.potentialBySelection;
        pots.set(leg.selectionId, (pots.get(leg.selectionId) ?? 0n) + potentialMinor);
      }
    },
  };
}

export type ExposureCache = ReturnType<typeof createExposureCache>;
