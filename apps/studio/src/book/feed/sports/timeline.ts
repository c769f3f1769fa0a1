import { type LegResult, priceWithMargin } from '@khela/game-math';
import type { FeedMessage, Fixture, Market, MarketKind, Names, Selection } from '../types.js';

/**
 * One fixture's whole life as a list of feed messages, with the market states each leaves
 * behind (a fixture_change carries its fixture, an odds_change its market; `effects` holds the
 * rest). A sport simulation drives a TimelineBuilder forward in time; the feed then replays
 * them, so lookups and messages can never disagree.
 */

export type MarketSpec = {
  /** Unique within the fixture: the market id is `${fixtureId}:${key}`. */
  key: string;
  kind: MarketKind;
  name: Names;
  line?: number;
  period?: number;
  selections: { key: string; name: Names }[];
};

/** A market's results by selection key. */
export type MarketResults = { key: string; results: Record<string, LegResult> };

type Rec = {
  market: Market;
  /** Latest probabilities, kept while suspended so the reopening carries them. */
  probs: number[];
  /** When a bet_stop's hold ends (0: no hold running). */
  reopenAt: number;
  /** Suspended until its result: no reopening. */
  held: boolean;
};

type Action = { at: number; seq: number; run: (at: number) => void };

/** An odds_change is worth sending when a price moves or a probability moves by 0.1 %. */
const PPM_STEP = 1000;
/** The shortest bet_stop: a market reopens no sooner than this after a danger moment. */
export const MIN_HOLD_MS = 3000;
/** Probabilities that moved less than this (absolute) since the last quote are not repriced. */
const REPRICE_STEP = 0.005;

function movedEnough(before: readonly number[], after: readonly number[]): boolean {
  if (before.length !== after.length) return true;
  for (let i = 0; i < after.length; i += 1) {
    if (Math.abs((after[i] ?? 0) - (before[i] ?? 0)) >= REPRICE_STEP) return true;
  }
  return false;
}

export class TimelineBuilder {
  readonly messages: FeedMessage[] = [];
  /** Market states a message leaves behind beyond its own payload, by message index. */
  readonly effects: (Market[] | undefined)[] = [];
  fixture: Fixture;
  /** By market key (the id without the fixture prefix). */
  private readonly recs = new Map<string, Rec>();
  private queue: Action[] = [];
  private seq = 0;
  private now = Number.NEGATIVE_INFINITY;

  constructor(
    fixture: Fixture,
    private readonly marginBp: number,
  ) {
    this.fixture = fixture;
  }

  marketId(key: string): string {
    return `${this.fixture.id}:${key}`;
  }

  /** Runs what was scheduled up to `at`, then moves the clock there (never backwards). */
  at(at: number): void {
    this.runDue(at);
    if (at > this.now) this.now = at;
  }

  /** Schedules `run` at `at` (reopenings, confirmations, cancels): runs when the clock gets there. */
  later(at: number, run: (at: number) => void): void {
    this.seq += 1;
    const action = { at, seq: this.seq, run };
    const index = this.queue.findIndex((queued) => queued.at > at);
    if (index < 0) this.queue.push(action);
    else this.queue.splice(index, 0, action);
  }

  /** Runs every scheduled action, whatever its time. */
  drain(): void {
    this.runDue(Number.POSITIVE_INFINITY);
  }

  lastAt(): number {
    return this.now;
  }

  updateFixture(at: number, patch: Partial<Fixture>): void {
    this.at(at);
    this.fixture = { ...this.fixture, ...patch };
    this.push({ type: 'fixture_change', at: this.now, fixture: this.fixture });
  }

  /** Opens a market with its first prices (one odds_change). */
  open(at: number, spec: MarketSpec, probs: number[]): void {
    this.at(at);
    const id = this.marketId(spec.key);
    const quotes = priceWithMargin(probs, this.marginBp);
    const selections: Selection[] = spec.selections.map((selection, i) => ({
      id: `${id}:${selection.key}`,
      marketId: id,
      name: selection.name,
      odds: quotes[i]?.odds ?? 1010,
      probabilityPpm: quotes[i]?.probabilityPpm ?? 0,
    }));
    const market: Market = {
      id,
      fixtureId: this.fixture.id,
      kind: spec.kind,
      name: spec.name,
      ...(spec.line === undefined ? {} : { line: spec.line }),
      ...(spec.period === undefined ? {} : { period: spec.period }),
      status: 'open',
      selections,
    };
    this.recs.set(spec.key, { market, probs, reopenAt: 0, held: false });
    this.push({ type: 'odds_change', at: this.now, market });
  }

  has(key: string): boolean {
    return this.recs.has(key);
  }

  /** Keys of markets that can still take a result (open or suspended). */
  liveKeys(): string[] {
    const keys: string[] = [];
    for (const [key, rec] of this.recs) {
      if (rec.market.status === 'open' || rec.market.status === 'suspended') keys.push(key);
    }
    return keys;
  }

  /**
   * New prices: an odds_change now if the market is open, else kept for its reopening. A market
   * whose outcome is already known (both teams scored, the clock ran out) is not offered at a
   * sure-thing price: it stops taking bets until its result (isDecided).
   */
  price(at: number, key: string, probs: number[]): void {
    this.at(at);
    const rec = this.recs.get(key);
    if (!rec || rec.held) return;
    if (rec.market.status !== 'open') {
      rec.probs = probs;
      return;
    }
    if (isDecided(probs)) {
      rec.probs = probs;
      this.hold(at, [key]);
      return;
    }
    // Pricing is the simulation's hot path: a move too small to show is not worth a message.
    if (!movedEnough(rec.probs, probs)) return;
    rec.probs = probs;
    const next = this.priced(rec.market, probs, 'open');
    if (next === rec.market) return;
    this.setMarket(rec, next);
    this.push({ type: 'odds_change', at: this.now, market: next });
  }

  /**
   * A danger moment: bet_stop on these markets (all that are live when omitted) and an
   * odds_change reopening each after `holdMs`, with whatever prices came in meanwhile.
   */
  stop(at: number, holdMs: number, keys?: string[]): void {
    this.at(at);
    const recs = this.liveRecs(keys).filter((rec) => !rec.held);
    if (recs.length === 0) return;
    const reopenAt = this.now + Math.max(MIN_HOLD_MS, Math.floor(holdMs));
    for (const rec of recs) {
      rec.reopenAt = Math.max(rec.reopenAt, reopenAt);
      if (rec.market.status === 'open') this.setMarket(rec, { ...rec.market, status: 'suspended' });
    }
    this.pushStop(recs);
    this.later(reopenAt, (when) => this.reopen(when, recs));
  }

  /** Suspends these markets until their results (the end of a period, the match). */
  hold(at: number, keys?: string[]): void {
    this.at(at);
    const recs = this.liveRecs(keys).filter((rec) => !rec.held);
    if (recs.length === 0) return;
    for (const rec of recs) {
      rec.held = true;
      if (rec.market.status === 'open') this.setMarket(rec, { ...rec.market, status: 'suspended' });
    }
    this.pushStop(recs);
  }

  /** bet_settlement: certainty 1 settles the markets, certainty 2 confirms what they hold. */
  settle(at: number, certainty: 1 | 2, settled: MarketResults[]): void {
    this.at(at);
    if (settled.length === 0) return;
    const results: { marketId: string; selectionId: string; result: LegResult }[] = [];
    const markets: Market[] = [];
    for (const { key, results: byKey } of settled) {
      const rec = this.recs.get(key);
      if (!rec) continue;
      rec.held = true;
      const prefix = rec.market.id.length + 1;
      // A confirmation of what the market already holds changes nothing but is still sent.
      const confirming = certainty === 2 && rec.market.status === 'settled';
      const selections = rec.market.selections.map((selection): Selection => {
        const result = byKey[selection.id.slice(prefix)] ?? { kind: 'lose' as const };
        results.push({ marketId: rec.market.id, selectionId: selection.id, result });
        if (confirming) return selection;
        const { id, marketId, name, odds, probabilityPpm } = selection;
        return { id, marketId, name, odds, probabilityPpm, result };
      });
      if (confirming) continue;
      const next: Market = { ...rec.market, status: 'settled', selections };
      this.setMarket(rec, next);
      markets.push(next);
    }
    this.push(
      { type: 'bet_settlement', at: this.now, fixtureId: this.fixture.id, certainty, results },
      markets,
    );
  }

  /** rollback_bet_settlement: the markets' results were wrong; suspended again until resettled. */
  rollback(at: number, keys: string[]): void {
    this.at(at);
    const markets: Market[] = [];
    for (const key of keys) {
      const rec = this.recs.get(key);
      if (!rec) continue;
      const selections = rec.market.selections.map(({ result: _result, ...selection }) => selection);
      const next: Market = { ...rec.market, status: 'suspended', selections };
      this.setMarket(rec, next);
      markets.push(next);
    }
    const marketIds = markets.map((market) => market.id);
    this.push(
      { type: 'rollback_bet_settlement', at: this.now, fixtureId: this.fixture.id, marketIds },
      markets,
    );
  }

  /** bet_cancel: with a window, bets placed in it are void; without one, the whole market is. */
  cancel(at: number, keys: string[], window?: { startAt: number; endAt: number }): void {
    this.at(at);
    const recs = keys.map((key) => this.recs.get(key)).filter((rec) => rec !== undefined);
    if (recs.length === 0) return;
    const markets: Market[] = [];
    if (!window) {
      for (const rec of recs) {
        rec.held = true;
        const next: Market = { ...rec.market, status: 'cancelled' };
        this.setMarket(rec, next);
        markets.push(next);
      }
    }
    const marketIds = recs.map((rec) => rec.market.id);
    this.push(
      { type: 'bet_cancel', at: this.now, fixtureId: this.fixture.id, marketIds, ...window },
      markets,
    );
  }

  /** rollback_bet_cancel of a windowed cancel (market states do not change). */
  rollbackCancel(at: number, keys: string[], window: { startAt: number; endAt: number }): void {
    this.at(at);
    const marketIds = keys.map((key) => this.marketId(key));
    this.push({
      type: 'rollback_bet_cancel',
      at: this.now,
      fixtureId: this.fixture.id,
      marketIds,
      ...window,
    });
  }

  private runDue(at: number): void {
    while (this.queue.length > 0 && (this.queue[0]?.at ?? Number.POSITIVE_INFINITY) <= at) {
      const action = this.queue.shift();
      if (!action) break;
      if (action.at > this.now) this.now = action.at;
      action.run(this.now);
    }
  }

  private reopen(at: number, recs: Rec[]): void {
    const reopened: Market[] = [];
    for (const rec of recs) {
      if (rec.held || rec.market.status !== 'suspended' || rec.reopenAt > at) continue;
      rec.reopenAt = 0;
      // Decided while suspended: it stays so until its result.
      if (isDecided(rec.probs)) {
        rec.held = true;
        continue;
      }
      const next = this.priced(rec.market, rec.probs, 'open');
      const market = next === rec.market ? { ...rec.market, status: 'open' as const } : next;
      this.setMarket(rec, market);
      reopened.push(market);
    }
    for (const market of reopened) this.push({ type: 'odds_change', at, market });
  }

  private liveRecs(keys?: string[]): Rec[] {
    const all = keys ? keys.map((key) => this.recs.get(key)) : [...this.recs.values()];
    return all.filter(
      (rec): rec is Rec =>
        rec !== undefined && (rec.market.status === 'open' || rec.market.status === 'suspended'),
    );
  }

  private pushStop(recs: Rec[]): void {
    const marketIds = recs.map((rec) => rec.market.id);
    this.push(
      { type: 'bet_stop', at: this.now, fixtureId: this.fixture.id, marketIds },
      recs.map((rec) => rec.market),
    );
  }

  /** The market with new prices, or the same object when nothing worth a message moved. */
  private priced(market: Market, probs: number[], status: 'open'): Market {
    const quotes = priceWithMargin(probs, this.marginBp);
    let moved = market.status !== status;
    for (let i = 0; i < market.selections.length; i += 1) {
      const selection = market.selections[i];
      const quote = quotes[i];
      if (!quote || !selection) continue;
      if (
        quote.odds !== selection.odds ||
        Math.abs(quote.probabilityPpm - selection.probabilityPpm) >= PPM_STEP
      ) {
        moved = true;
        break;
      }
    }
    if (!moved) return market;
    const selections = market.selections.map((selection, i): Selection => {
      const quote = quotes[i];
      if (!quote) return selection;
      const { id, marketId, name } = selection;
      return { id, marketId, name, odds: quote.odds, probabilityPpm: quote.probabilityPpm };
    });
    return { ...market, status, selections };
  }

  private setMarket(rec: Rec, market: Market): void {
    rec.market = market;
  }

  /** A message; `markets` are the states it leaves that the message itself does not carry. */
  private push(msg: FeedMessage, markets?: Market[]): void {
    if (markets && markets.length > 0) this.effects[this.messages.length] = markets;
    this.messages.push(msg);
  }
}

/** An outcome this sure is known, not a price: its market takes no more bets. */
const DECIDED_PROBABILITY = 0.999;

/** Whether one of a market's outcomes is as good as certain (its quote would be 1.01 or less). */
export function isDecided(probs: readonly number[]): boolean {
  let sum = 0;
  for (const p of probs) sum += p;
  return sum > 0 && probs.some((p) => p / sum >= DECIDED_PROBABILITY);
}
