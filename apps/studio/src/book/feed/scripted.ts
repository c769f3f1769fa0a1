import type { LegResult, OddsMilli } from '@khela/game-math';
import type {
  BookCategory,
  Feed,
  FeedMessage,
  Fixture,
  FixtureStatus,
  Market,
  MarketKind,
  MarketStatus,
  Names,
  Selection,
  Sport,
} from './types.js';

/**
 * A scripted feed for tests (the engine's, the server's and, behind the server's TEST_HOOKS, the
 * browser's): fixtures and markets set up by hand, messages queued
 * with `push` and delivered by `advance` in order, each applied to the feed's own state the way
 * a provider's feed would (settled markets, suspensions, cancels). Direct setters change prices
 * and states without a message, as a test needs.
 */

const names = (en: string) => ({ en, bn: en });

export type ScriptedSelection = { id: string; odds: OddsMilli; probabilityPpm?: number; name?: Names };

export class ScriptedFeed implements Feed {
  private readonly fixtureById = new Map<string, Fixture>();
  private readonly marketById = new Map<string, Market>();
  private readonly queue: FeedMessage[] = [];
  clock = 0;

  addFixture(
    id: string,
    options: {
      status?: FixtureStatus;
      sport?: Sport;
      category?: BookCategory;
      league?: Names;
      home?: Names;
      away?: Names;
      startsAt?: number;
    } = {},
  ): Fixture {
    const fixture: Fixture = {
      id,
      sport: options.sport ?? 'football',
      category: options.category ?? 'sports',
      league: options.league ?? names('Test League'),
      home: options.home ?? names(`${id} Home`),
      away: options.away ?? names(`${id} Away`),
      startsAt: options.startsAt ?? 0,
      status: options.status ?? 'scheduled',
      score: { home: '0', away: '0', clock: names('') },
    };
    this.fixtureById.set(id, fixture);
    return fixture;
  }

  addMarket(
    fixtureId: string,
    id: string,
    selections: ScriptedSelection[],
    status: MarketStatus = 'open',
    options: { kind?: MarketKind; name?: Names } = {},
  ): Market {
    const market: Market = {
      id,
      fixtureId,
      kind: options.kind ?? '1x2',
      name: options.name ?? names(`Market ${id}`),
      status,
      selections: selections.map(
        (entry): Selection => ({
          id: entry.id,
          marketId: id,
          name: entry.name ?? names(`Selection ${entry.id}`),
          odds: entry.odds,
          probabilityPpm: entry.probabilityPpm ?? Math.floor(1_000_000_000 / entry.odds),
        }),
      ),
    };
    this.marketById.set(id, market);
    return market;
  }

  setOdds(selectionId: string, odds: OddsMilli, probabilityPpm?: number): void {
    const found = this.selection(selectionId);
    if (!found) throw new Error(`no selection ${selectionId}`);
    found.selection.odds = odds;
    if (probabilityPpm !== undefined) found.selection.probabilityPpm = probabilityPpm;
  }

  setMarketStatus(marketId: string, status: MarketStatus): void {
    const market = this.marketById.get(marketId);
    if (!market) throw new Error(`no market ${marketId}`);
    market.status = status;
  }

  setFixtureStatus(fixtureId: string, status: FixtureStatus): void {
    const fixture = this.fixtureById.get(fixtureId);
    if (!fixture) throw new Error(`no fixture ${fixtureId}`);
    fixture.status = status;
  }

  /** Queues a message (delivered by the first `advance` at or after its time). */
  push(message: FeedMessage): void {
    this.queue.push(message);
  }

  /** Shorthands for the messages the book acts on, timed at the feed's clock. */
  settle(
    fixtureId: string,
    results: Record<string, LegResult>,
    marketOf = (id: string) => this.marketOfSelection(id),
  ) {
    this.push({
      type: 'bet_settlement',
      at: this.clock,
      fixtureId,
      certainty: 2,
      results: Object.entries(results).map(([selectionId, result]) => ({
        marketId: marketOf(selectionId),
        selectionId,
        result,
      })),
    });
  }

  rollbackSettlement(fixtureId: string, marketIds: string[]): void {
    this.push({ type: 'rollback_bet_settlement', at: this.clock, fixtureId, marketIds });
  }

  cancel(fixtureId: string, marketIds: string[], window: { startAt?: number; endAt?: number } = {}): void {
    this.push({ type: 'bet_cancel', at: this.clock, fixtureId, marketIds, ...window });
  }

  rollbackCancel(
    fixtureId: string,
    marketIds: string[],
    window: { startAt?: number; endAt?: number } = {},
  ): void {
    this.push({ type: 'rollback_bet_cancel', at: this.clock, fixtureId, marketIds, ...window });
  }

  advance(now: number): FeedMessage[] {
    this.clock = Math.max(this.clock, now);
    const due: FeedMessage[] = [];
    while (this.queue.length > 0 && (this.queue[0] as FeedMessage).at <= now) {
      const message = this.queue.shift() as FeedMessage;
      this.apply(message);
      due.push(message);
    }
    return due;
  }

  fixtures(filter: { category?: BookCategory; status?: FixtureStatus[] } = {}): Fixture[] {
    return [...this.fixtureById.values()].filter(
      (fixture) =>
        (!filter.category || fixture.category === filter.category) &&
        (!filter.status || filter.status.includes(fixture.status)),
    );
  }

  fixture(id: string): Fixture | undefined {
    return this.fixtureById.get(id);
  }

  markets(fixtureId: string): Market[] {
    return [...this.marketById.values()].filter((market) => market.fixtureId === fixtureId);
  }

  market(id: string): Market | undefined {
    return this.marketById.get(id);
  }

  selection(id: string): { selection: Selection; market: Market; fixture: Fixture } | undefined {
    for (const market of this.marketById.values()) {
      const selection = market.selections.find((entry) => entry.id === id);
      const fixture = this.fixtureById.get(market.fixtureId);
      if (selection && fixture) return { selection, market, fixture };
    }
    return undefined;
  }

  private marketOfSelection(selectionId: string): string {
    const found = this.selection(selectionId);
    if (!found) throw new Error(`no selection ${selectionId}`);
    return found.market.id;
  }

  private apply(message: FeedMessage): void {
    switch (message.type) {
      case 'fixture_change':
        this.fixtureById.set(message.fixture.id, message.fixture);
        return;
      case 'odds_change':
        this.marketById.set(message.market.id, message.market);
        return;
      case 'bet_stop':
        for (const id of message.marketIds) this.setStatusIfOpen(id, 'suspended');
        return;
      case 'bet_settlement':
        for (const entry of message.results) {
          const found = this.selection(entry.selectionId);
          if (found) found.selection.result = entry.result;
        }
        for (const id of new Set(message.results.map((entry) => entry.marketId))) {
          const market = this.marketById.get(id);
          if (market?.selections.every((selection) => selection.result)) market.status = 'settled';
        }
        return;
      case 'rollback_bet_settlement':
        for (const id of message.marketIds) {
          const market = this.marketById.get(id);
          if (!market) continue;
          for (const selection of market.selections) delete selection.result;
          market.status = 'suspended';
        }
        return;
      case 'bet_cancel':
        if (message.startAt === undefined && message.endAt === undefined) {
          for (const id of message.marketIds) this.setStatusIfOpen(id, 'cancelled');
        }
        return;
      case 'rollback_bet_cancel':
        return;
    }
  }

  private setStatusIfOpen(marketId: string, status: MarketStatus): void {
    const market = this.marketById.get(marketId);
    if (market && (market.status === 'open' || market.status === 'suspended')) market.status = status;
  }
}
