import { SeededSource } from '@khela/game-math';
import { SPORT_LEAGUES } from './names.js';
import { simulateBasketball } from './sports/basketball.js';
import { between, hashSeed, pickOne, pickTwo, playerNames, sortByTime } from './sports/common.js';
import { simulateCricket } from './sports/cricket.js';
import { simulateEsport } from './sports/esports.js';
import { simulateFootball } from './sports/football.js';
import { simulateKabaddi } from './sports/kabaddi.js';
import {
  DEFAULT_INCIDENT_RATES,
  drawIncidents,
  type IncidentRates,
  type SimContext,
  scheduledFixture,
} from './sports/lifecycle.js';
import { TimelineBuilder } from './sports/timeline.js';
import {
  type BookCategory,
  type Feed,
  type FeedMessage,
  type Fixture,
  type FixtureStatus,
  type Market,
  type Names,
  type Selection,
  SPORT_CATEGORY,
  type Sport,
} from './types.js';

export { SPORT_NAMES } from './names.js';
export { DEFAULT_INCIDENT_RATES, type IncidentRates } from './sports/lifecycle.js';
export { MIN_HOLD_MS } from './sports/timeline.js';

/**
 * The sports feed simulator. The world is a pure function of (seed, time): each sport has a
 * fixture every `slotMs` on a grid counted from the Unix epoch (fixture id `<prefix>-<slot>`),
 * and each fixture's whole life is simulated at once, when it is first listed, from
 * SeededSource(hash(seed, id)). advance() replays those lives in time order, so the messages
 * do not depend on how the clock was stepped, and a feed created at `from` after a restart
 * yields exactly what a feed running all along would have.
 */

export type SimulatedSport = Exclude<Sport, 'cockfight'>;

export type SportPacing = {
  /** A new fixture every slotMs (ms). */
  slotMs: number;
  /** Real time a match's play takes (ms); stoppage, overtime and breaks add a little. */
  playMs: number;
};

const MINUTE = 60_000;

/** Demo pacing: two to four fixtures of each sport live at any moment. */
export const DEFAULT_PACING: Record<SimulatedSport, SportPacing> = {
  cricket: { slotMs: 6 * MINUTE, playMs: 16 * MINUTE },
  football: { slotMs: 5 * MINUTE, playMs: 12 * MINUTE },
  kabaddi: { slotMs: 3.5 * MINUTE, playMs: 8 * MINUTE },
  basketball: { slotMs: 4 * MINUTE, playMs: 10 * MINUTE },
  dota2: { slotMs: 4.5 * MINUTE, playMs: 12 * MINUTE },
  cs2: { slotMs: 4.5 * MINUTE, playMs: 12 * MINUTE },
  valorant: { slotMs: 4.5 * MINUTE, playMs: 12 * MINUTE },
  efootball: { slotMs: 4 * MINUTE, playMs: 10 * MINUTE },
};

/** Id prefixes: ids are unique across every feed a book combines. */
export const SPORT_PREFIX: Record<SimulatedSport, string> = {
  cricket: 'cr',
  football: 'fb',
  kabaddi: 'kb',
  basketball: 'bb',
  dota2: 'd2',
  cs2: 'cs',
  valorant: 'va',
  efootball: 'ef',
};

export const ALL_SIMULATED_SPORTS: SimulatedSport[] = [
  'cricket',
  'football',
  'kabaddi',
  'basketball',
  'dota2',
  'cs2',
  'valorant',
  'efootball',
];

export type SportsFeedOptions = {
  /** Which sports the world has (default: all eight). */
  sports?: SimulatedSport[];
  /** Per-sport pacing over DEFAULT_PACING. */
  pacing?: Partial<Record<SimulatedSport, Partial<SportPacing>>>;
  /** How many fixtures of each sport are listed before they start (default 8). */
  listedAhead?: number;
  /** Ended fixtures stay in lookups this long after their last message (default 2 h). */
  keepEndedMs?: number;
  /** Margin every market is priced with, basis points (default 500 = 5 %). */
  marginBp?: number;
  /** Incident rates over DEFAULT_INCIDENT_RATES (ppm of fixtures). */
  incidentRates?: Partial<IncidentRates>;
};

export type SportsFeedInput = { seed: number; from: number; options?: SportsFeedOptions };

const SIMULATE: Record<SimulatedSport, (ctx: SimContext) => Generator<void>> = {
  cricket: simulateCricket,
  football: simulateFootball,
  kabaddi: simulateKabaddi,
  basketball: simulateBasketball,
  dota2: simulateEsport,
  cs2: simulateEsport,
  valorant: simulateEsport,
  efootball: simulateFootball,
};

const NOT_STARTED: Names = { en: 'Not started', bn: 'শুরু হয়নি' };
/** Longest a fixture's messages run past its kick-off beyond twice its play (late results, confirmations). */
const AFTER_PLAY_MS = 30 * MINUTE;

type Run = {
  sportIndex: number;
  slot: number;
  /** Applied messages are cleared: only the current state and what is still to come are kept. */
  messages: (FeedMessage | undefined)[];
  effects: (Market[] | undefined)[];
  builder: TimelineBuilder;
  /** The match still being played, step by step, as far as the clock needs; undefined once over. */
  play: Generator<void> | undefined;
  cursor: number;
  fixture?: Fixture;
  markets: Map<string, Market>;
  /** The last message's time once the life is complete; +∞ while it is still being simulated. */
  endAt: number;
};

type Lane = { sport: SimulatedSport; index: number; pacing: SportPacing; offsetMs: number; nextSlot: number };

export function createSportsFeed(input: SportsFeedInput): Feed {
  return new SportsFeed(input);
}

class SportsFeed implements Feed {
  private readonly seed: number;
  private readonly lanes: Lane[];
  private readonly listedAhead: number;
  private readonly keepEndedMs: number;
  private readonly marginBp: number;
  private readonly rates: IncidentRates;
  private readonly runs = new Map<string, Run>();
  /** The runs in (sport, slot) order: the order ties in time are emitted in. */
  private ordered: Run[] = [];
  /** No run can be dropped before this time (the earliest end plus the keep). */
  private nextDropAt = Number.NEGATIVE_INFINITY;
  private clock: number;

  constructor({ seed, from, options = {} }: SportsFeedInput) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
      throw new RangeError('seed must be a uint32');
    if (!Number.isSafeInteger(from)) throw new RangeError('from must be an integer ms time');
    this.seed = seed;
    this.listedAhead = options.listedAhead ?? 8;
    this.keepEndedMs = options.keepEndedMs ?? 120 * MINUTE;
    this.marginBp = options.marginBp ?? 500;
    this.rates = { ...DEFAULT_INCIDENT_RATES, ...options.incidentRates };
    this.clock = from;
    this.lanes = (options.sports ?? ALL_SIMULATED_SPORTS).map((sport) => {
      const pacing = { ...DEFAULT_PACING[sport], ...options.pacing?.[sport] };
      const index = ALL_SIMULATED_SPORTS.indexOf(sport);
      // Sports kick off at different seconds, so their danger moments do not all coincide.
      const offsetMs = (index * 37_000) % pacing.slotMs;
      const oldest = from - this.keepEndedMs - 2 * pacing.playMs - AFTER_PLAY_MS;
      return { sport, index, pacing, offsetMs, nextSlot: Math.floor((oldest - offsetMs) / pacing.slotMs) };
    });
    this.include(from);
    for (const run of this.runs.values()) this.replay(run, from, undefined);
    this.dropEnded(from);
  }

  advance(now: number): FeedMessage[] {
    if (now <= this.clock) return [];
    this.include(now);
    // Runs in (sport, slot) order, each run's messages in its own order, then a stable sort by
    // time: ties keep that order, so the result never depends on how advance() was stepped.
    const runs = this.ordered;
    const out: FeedMessage[] = [];
    for (const run of runs) this.replay(run, now, (msg) => out.push(msg));
    this.clock = now;
    this.dropEnded(now);
    return sortByTime(out);
  }

  fixtures(filter: { category?: BookCategory; status?: FixtureStatus[] } = {}): Fixture[] {
    const list: Fixture[] = [];
    for (const run of this.runs.values()) {
      const fixture = run.fixture;
      if (!fixture) continue;
      if (filter.category && fixture.category !== filter.category) continue;
      if (filter.status && !filter.status.includes(fixture.status)) continue;
      list.push(fixture);
    }
    return list.sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : 1));
  }

  fixture(id: string): Fixture | undefined {
    return this.runs.get(id)?.fixture;
  }

  markets(fixtureId: string): Market[] {
    return [...(this.runs.get(fixtureId)?.markets.values() ?? [])];
  }

  market(id: string): Market | undefined {
    return this.runs.get(id.slice(0, id.indexOf(':')))?.markets.get(id);
  }

  selection(id: string): { selection: Selection; market: Market; fixture: Fixture } | undefined {
    const market = this.market(id.slice(0, id.lastIndexOf(':')));
    const fixture = market ? this.fixture(market.fixtureId) : undefined;
    const selection = market?.selections.find((candidate) => candidate.id === id);
    return market && fixture && selection ? { selection, market, fixture } : undefined;
  }

  /** Applies a run's entries up to `now`; `emit` gets those after the feed's clock. */
  private replay(run: Run, now: number, emit: ((msg: FeedMessage) => void) | undefined): void {
    this.play(run, now);
    while (run.cursor < run.messages.length) {
      const msg = run.messages[run.cursor];
      if (!msg || msg.at > now) break;
      if (msg.type === 'fixture_change') run.fixture = msg.fixture;
      else if (msg.type === 'odds_change') run.markets.set(msg.market.id, msg.market);
      for (const market of run.effects[run.cursor] ?? []) run.markets.set(market.id, market);
      if (emit && msg.at > this.clock) emit(msg);
      run.messages[run.cursor] = undefined;
      run.effects[run.cursor] = undefined;
      run.cursor += 1;
    }
  }

  /**
   * Simulates a run until its clock has passed `now`: the builder's clock only moves forward,
   * so every message at or before `now` exists by then. Keeping the rest of the life unplayed
   * keeps a day's worth of future messages out of memory.
   */
  private play(run: Run, now: number): void {
    while (run.play && run.builder.lastAt() <= now) {
      if (run.play.next().done) {
        run.play = undefined;
        run.endAt = run.messages[run.messages.length - 1]?.at ?? run.builder.lastAt();
        this.nextDropAt = Math.min(this.nextDropAt, run.endAt);
      }
    }
  }

  /** Lists every fixture announced by `now`; their lives are played as the clock gets there. */
  private include(now: number): void {
    for (const lane of this.lanes) {
      const leadMs = this.listedAhead * lane.pacing.slotMs;
      for (;;) {
        const startsAt = lane.nextSlot * lane.pacing.slotMs + lane.offsetMs;
        if (startsAt - leadMs > now) break;
        const run = this.simulate(lane, lane.nextSlot, startsAt, startsAt - leadMs);
        lane.nextSlot += 1;
        // A fixture from before the feed started may be over already: play it out to know.
        if (startsAt < this.clock) this.play(run, Number.POSITIVE_INFINITY);
        if (run.endAt >= this.clock - this.keepEndedMs) {
          this.runs.set(`${SPORT_PREFIX[lane.sport]}-${run.slot}`, run);
          this.ordered.splice(insertionIndex(this.ordered, run), 0, run);
        }
      }
    }
  }

  private dropEnded(now: number): void {
    if (now - this.keepEndedMs <= this.nextDropAt) return;
    let earliestEnd = Number.POSITIVE_INFINITY;
    let dropped = false;
    for (const [id, run] of this.runs) {
      if (run.endAt < now - this.keepEndedMs) {
        this.runs.delete(id);
        dropped = true;
      } else if (run.endAt < earliestEnd) {
        earliestEnd = run.endAt;
      }
    }
    if (dropped) this.ordered = this.ordered.filter((run) => run.endAt >= now - this.keepEndedMs);
    this.nextDropAt = earliestEnd;
  }

  private simulate(lane: Lane, slot: number, startsAt: number, announceAt: number): Run {
    const { sport } = lane;
    const id = `${SPORT_PREFIX[sport]}-${slot}`;
    const rng = new SeededSource(hashSeed(this.seed, id));
    const incidentRng = new SeededSource(hashSeed(this.seed, `${id}/incidents`));
    const league = pickOne(rng, SPORT_LEAGUES[sport]);
    const [home, away] = pickTwo(rng, league.teams);
    const strength = (team: Names): number =>
      (0.75 + (hashSeed(this.seed, `${sport}/${team.en}`) / 2 ** 32) * 0.55) * between(rng, 0.92, 1.08);
    const base = { id, sport, category: SPORT_CATEGORY[sport], league: league.name, home, away, startsAt };
    const builder = new TimelineBuilder(scheduledFixture(base, NOT_STARTED), this.marginBp);
    const ctx: SimContext = {
      sport,
      b: builder,
      rng,
      incidentRng,
      incidents: drawIncidents(incidentRng, this.rates),
      announceAt,
      startsAt,
      playMs: lane.pacing.playMs,
      home: { name: home, strength: strength(home) },
      away: { name: away, strength: strength(away) },
      playerNames: (_side, count) => playerNames(rng, count),
    };
    const play = SIMULATE[sport](ctx);
    const { messages, effects } = builder;
    return {
      sportIndex: lane.index,
      slot,
      messages,
      effects,
      builder,
      play,
      cursor: 0,
      markets: new Map(),
      endAt: Number.POSITIVE_INFINITY,
    };
  }
}

/** Where a run goes in the (sport, slot) order. */
function insertionIndex(ordered: readonly Run[], run: Run): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const other = ordered[mid] as Run;
    if (other.sportIndex < run.sportIndex || (other.sportIndex === run.sportIndex && other.slot < run.slot))
      low = mid + 1;
    else high = mid;
  }
  return low;
}
