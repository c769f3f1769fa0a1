import { type LegResult, priceWithMargin, SeededSource, uniformInt, weightedPick } from '@khela/game-math';
import type {
  BookCategory,
  Feed,
  FeedMessage,
  Fixture,
  FixtureStatus,
  Market,
  Names,
  Selection,
} from './types.js';

/**
 * The cockfight (sabong) feed. The world is a pure function of (seed, time): fights sit on a
 * fixed grid from the Unix epoch, one every FIGHT_SLOT_MS, back to back, FIGHTS_PER_DERBY to a
 * derby (a derby every two hours), and each fight's life comes from its own SeededSource, so
 * advance() gives the same messages whatever its steps and a restarted feed replays exactly.
 *
 * A fight: open (betting) → last_call → closed (the fight) → result (meron | wala | draw) or
 * cancelled (no contest). Odds are fixed with a commission (decision 0067): meron and wala are
 * priced with a margin over their win chances given no draw, because a draw voids them; the
 * draw pays a fixed DRAW_ODDS. A finished fight's score reads W/L, L/W or D/D (meron/wala).
 */

export const FIGHT_SLOT_MS = 240_000;
export const FIGHTS_PER_DERBY = 30;
export const OPEN_MS = 90_000;
export const LAST_CALL_MS = 15_000;
export const MIN_FIGHT_MS = 30_000;
export const MAX_FIGHT_MS = 90_000;
/** The draw pays a fixed 8.00, the game's tradition, whatever the fight. */
export const DRAW_ODDS = 8000;
/** Chance of a draw, parts per million; it also weighs the result. */
export const DRAW_PPM = 20_000;
/** Odds move at these offsets into the betting window. */
const MOVE_OFFSETS_MS = [25_000, 50_000, 75_000];
/** A fight is listed (scheduled) this many slots before its betting opens. */
const AHEAD_SLOTS = 2;
/** Finished fights kept in fixtures(): the arena's road shows about 30. */
const DEFAULT_HISTORY = 40;
/** Longest single advance() (a month, ~11,000 fights): a larger jump is a clock bug, not a replay. */
export const MAX_ADVANCE_MS = 31 * 24 * 3_600_000;

export type CockfightOptions = {
  /** Margin on meron/wala, basis points (500 = the two prices' overround is about 5 %). */
  marginBp?: number;
  /** Chance a fight ends with no contest, parts per million. */
  cancelPpm?: number;
  /** How many finished fights fixtures() still lists. */
  historyFights?: number;
};

type Outcome = 'meron' | 'wala' | 'draw' | 'cancelled';
type Phase = 'open' | 'last_call' | 'closed' | 'result' | 'cancelled';

/** Everything about one fight, drawn once from its seed. */
type FightPlan = {
  n: number;
  id: string;
  derby: Names;
  fightNo: number;
  openAt: number;
  lastCallAt: number;
  closeAt: number;
  resultAt: number;
  nextOpenAt: number;
  meron: Names;
  wala: Names;
  /** Meron's chance given no draw (ppm) from each moment in `priceAts`. */
  meronPpm: number[];
  priceAts: number[];
  outcome: Outcome;
};

const ARENAS: Names[] = [
  { en: 'Araneta Coliseum Derby', bn: 'আরানেটা কলিসিয়াম ডার্বি' },
  { en: 'Pasay City Cockpit', bn: 'পাসাই সিটি ককপিট' },
  { en: 'Cebu Gallera Grand Derby', bn: 'সেবু গায়েরা গ্র্যান্ড ডার্বি' },
  { en: 'Roligon Mega Cockpit', bn: 'রোলিগন মেগা ককপিট' },
  { en: 'Bacolod Sabong Festival', bn: 'বাকোলোড সাবং উৎসব' },
  { en: 'Iloilo Bakbakan Derby', bn: 'ইলয়লো বাকবাকান ডার্বি' },
  { en: 'Sylhet Morog Lorai Cup', bn: 'সিলেট মোরগ লড়াই কাপ' },
  { en: 'Manikganj Aseel Derby', bn: 'মানিকগঞ্জ আসিল ডার্বি' },
  { en: "Cox's Bazar Beach Derby", bn: 'কক্সবাজার বিচ ডার্বি' },
  { en: 'Rajshahi Lorai Mela', bn: 'রাজশাহী লড়াই মেলা' },
];
const COLOURS: Names[] = [
  { en: 'Red', bn: 'লাল' },
  { en: 'Black', bn: 'কালো' },
  { en: 'White', bn: 'সাদা' },
  { en: 'Grey', bn: 'ধূসর' },
  { en: 'Golden', bn: 'সোনালি' },
  { en: 'Brown-Red', bn: 'বাদামি-লাল' },
  { en: 'Spangled', bn: 'ছিট' },
];
const BREEDS: Names[] = [
  { en: 'Kelso', bn: 'কেলসো' },
  { en: 'Sweater', bn: 'সুইটার' },
  { en: 'Hatch', bn: 'হ্যাচ' },
  { en: 'Roundhead', bn: 'রাউন্ডহেড' },
  { en: 'Claret', bn: 'ক্লারেট' },
  { en: 'Aseel', bn: 'আসিল' },
  { en: 'Radio', bn: 'রেডিও' },
];
const OWNERS: Names[] = [
  { en: 'Santos Farm', bn: 'সান্তোস ফার্ম' },
  { en: 'Reyes Gamefarm', bn: 'রেয়েস গেমফার্ম' },
  { en: 'Dela Cruz Farm', bn: 'দেলা ক্রুজ ফার্ম' },
  { en: 'Bautista Farm', bn: 'বাউতিস্তা ফার্ম' },
  { en: 'Villanueva Gamefarm', bn: 'ভিলানুয়েভা গেমফার্ম' },
  { en: 'Chowdhury Khamar', bn: 'চৌধুরী খামার' },
  { en: 'Talukdar Khamar', bn: 'তালুকদার খামার' },
  { en: 'Rahman Farm', bn: 'রহমান ফার্ম' },
  { en: 'Mia Bari', bn: 'মিয়া বাড়ি' },
];
const MARKET_NAME: Names = { en: 'Fight winner', bn: 'লড়াইয়ের বিজয়ী' };
const SIDE_NAMES = {
  meron: { en: 'Meron', bn: 'মেরন' },
  wala: { en: 'Wala', bn: 'ওয়ালা' },
  draw: { en: 'Draw', bn: 'ড্র' },
} satisfies Record<string, Names>;
const CLOCKS: Record<Exclude<Phase, 'result'> | Outcome, Names> = {
  open: { en: 'Betting open', bn: 'বাজি চলছে' },
  last_call: { en: 'Last call', bn: 'শেষ ডাক' },
  closed: { en: 'Fight on', bn: 'লড়াই চলছে' },
  meron: { en: 'Meron wins', bn: 'মেরন জয়ী' },
  wala: { en: 'Wala wins', bn: 'ওয়ালা জয়ী' },
  draw: { en: 'Draw', bn: 'ড্র' },
  cancelled: { en: 'No contest', bn: 'বাতিল' },
};
const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnNumber = (value: number) => String(value).replace(/\d/g, (d) => BN_DIGITS[Number(d)] ?? d);

/** A 32-bit mix of the seed and a number (murmur3's finaliser): each fight gets its own stream. */
function mix(seed: number, value: number, salt: number): number {
  let h = (seed ^ Math.imul(value, 0x9e37_79b1) ^ Math.imul(salt, 0x85eb_ca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function pick<T>(source: SeededSource, list: readonly T[]): T {
  const item = list[uniformInt(source, 0, list.length - 1)];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

function bird(source: SeededSource, avoidOwner?: Names): Names {
  const colour = pick(source, COLOURS);
  const breed = pick(source, BREEDS);
  const owners = OWNERS.filter((owner) => owner !== avoidOwner);
  const owner = pick(source, owners);
  return { en: `${colour.en} ${breed.en} — ${owner.en}`, bn: `${colour.bn} ${breed.bn} — ${owner.bn}` };
}

function ownerOf(entry: Names): Names | undefined {
  return OWNERS.find((owner) => entry.en.endsWith(owner.en));
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function planFight(seed: number, n: number, cancelPpm: number): FightPlan {
  const derbyIndex = Math.floor(n / FIGHTS_PER_DERBY);
  const derby = pick(new SeededSource(mix(seed, derbyIndex, 1)), ARENAS);
  const source = new SeededSource(mix(seed, n, 2));
  const meron = bird(source);
  const wala = bird(source, ownerOf(meron));
  // The favourite's chance given no draw: 50–65 %; meron is the favourite more often than not.
  const favourite = uniformInt(source, 500_000, 650_000);
  const meronPpm = [uniformInt(source, 0, 99) < 60 ? favourite : 1_000_000 - favourite];
  for (const _ of MOVE_OFFSETS_MS) {
    const last = meronPpm[meronPpm.length - 1] ?? 500_000;
    meronPpm.push(clamp(last + uniformInt(source, -30_000, 30_000), 300_000, 700_000));
  }
  const fightMs = uniformInt(source, MIN_FIGHT_MS / 1000, MAX_FIGHT_MS / 1000) * 1000;
  const finalMeron = meronPpm[meronPpm.length - 1] ?? 500_000;
  let outcome: Outcome = 'cancelled';
  if (uniformInt(source, 0, 999_999) >= cancelPpm) {
    const rest = 1_000_000 - DRAW_PPM;
    const index = weightedPick(source, [
      DRAW_PPM * 1_000_000,
      rest * finalMeron,
      rest * (1_000_000 - finalMeron),
    ]);
    outcome = index === 0 ? 'draw' : index === 1 ? 'meron' : 'wala';
  }
  const openAt = n * FIGHT_SLOT_MS;
  const closeAt = openAt + OPEN_MS + LAST_CALL_MS;
  return {
    n,
    id: `cf-${n}`,
    derby,
    fightNo: (n % FIGHTS_PER_DERBY) + 1,
    openAt,
    lastCallAt: openAt + OPEN_MS,
    closeAt,
    resultAt: closeAt + fightMs,
    nextOpenAt: openAt + FIGHT_SLOT_MS,
    meron,
    wala,
    meronPpm,
    priceAts: [openAt, ...MOVE_OFFSETS_MS.map((offset) => openAt + offset)],
    outcome,
  };
}

function phaseAt(plan: FightPlan, now: number): Phase | undefined {
  if (now < plan.openAt) return undefined;
  if (now < plan.lastCallAt) return 'open';
  if (now < plan.closeAt) return 'last_call';
  if (now < plan.resultAt) return 'closed';
  return plan.outcome === 'cancelled' ? 'cancelled' : 'result';
}

const STATUS: Record<Phase, FixtureStatus> = {
  open: 'live',
  last_call: 'live',
  closed: 'live',
  result: 'ended',
  cancelled: 'cancelled',
};
const SCORES: Record<Outcome, [string, string]> = {
  meron: ['W', 'L'],
  wala: ['L', 'W'],
  draw: ['D', 'D'],
  cancelled: ['', ''],
};

function fixtureAt(plan: FightPlan, now: number): Fixture {
  const phase = phaseAt(plan, now);
  const deadline = {
    open: plan.lastCallAt,
    last_call: plan.closeAt,
    closed: undefined,
    result: plan.nextOpenAt,
    cancelled: plan.nextOpenAt,
  };
  const until = phase === undefined ? plan.openAt : deadline[phase];
  const decided = phase === 'result' || phase === 'cancelled';
  const [home, away] = decided ? SCORES[plan.outcome] : ['', ''];
  const clock =
    phase === undefined
      ? { en: `Fight ${plan.fightNo}`, bn: `লড়াই ${bnNumber(plan.fightNo)}` }
      : CLOCKS[decided ? plan.outcome : phase];
  return {
    id: plan.id,
    sport: 'cockfight',
    category: 'cockfight',
    league: plan.derby,
    home: plan.meron,
    away: plan.wala,
    startsAt: plan.openAt,
    status: phase === undefined ? 'scheduled' : STATUS[phase],
    score: {
      home,
      away,
      clock,
      ...(phase === undefined ? {} : { phase }),
      ...(until === undefined ? {} : { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)) }),
    },
    derby: plan.derby,
    fightNo: plan.fightNo,
  };
}

function resultsOf(outcome: Outcome): Record<'meron' | 'wala' | 'draw', LegResult> {
  const win: LegResult = { kind: 'win' };
  const lose: LegResult = { kind: 'lose' };
  const voided: LegResult = { kind: 'void' };
  if (outcome === 'draw') return { meron: voided, wala: voided, draw: win };
  if (outcome === 'meron') return { meron: win, wala: lose, draw: lose };
  if (outcome === 'wala') return { meron: lose, wala: win, draw: lose };
  return { meron: voided, wala: voided, draw: voided };
}

/** The fight-winner market at `now`, or undefined before betting opens. */
function marketAt(plan: FightPlan, now: number, marginBp: number): Market | undefined {
  const phase = phaseAt(plan, now);
  if (phase === undefined) return undefined;
  let step = 0;
  for (const [index, at] of plan.priceAts.entries()) if (at <= now) step = index;
  const meronPpm = plan.meronPpm[step] ?? 500_000;
  const [meronPrice, walaPrice] = priceWithMargin(
    [meronPpm / 1_000_000, (1_000_000 - meronPpm) / 1_000_000],
    marginBp,
  );
  if (meronPrice === undefined || walaPrice === undefined)
    throw new RangeError('priceWithMargin gave too few prices');
  const marketId = `${plan.id}-fw`;
  const results = phase === 'result' ? resultsOf(plan.outcome) : undefined;
  const selection = (side: 'meron' | 'wala' | 'draw', odds: number, probabilityPpm: number): Selection => ({
    id: `${plan.id}-${side}`,
    marketId,
    name: SIDE_NAMES[side],
    odds,
    probabilityPpm,
    ...(results === undefined ? {} : { result: results[side] }),
  });
  const status = {
    open: 'open',
    last_call: 'open',
    closed: 'suspended',
    result: 'settled',
    cancelled: 'cancelled',
  } as const;
  return {
    id: marketId,
    fixtureId: plan.id,
    kind: 'fight_winner',
    name: MARKET_NAME,
    status: status[phase],
    selections: [
      selection('meron', meronPrice.odds, meronPrice.probabilityPpm),
      selection('draw', DRAW_ODDS, DRAW_PPM),
      selection('wala', walaPrice.odds, walaPrice.probabilityPpm),
    ],
  };
}

/** Every message of one fight, in order. */
function messagesOf(plan: FightPlan, marginBp: number): FeedMessage[] {
  const fixture = (at: number): FeedMessage => ({ type: 'fixture_change', at, fixture: fixtureAt(plan, at) });
  const market = (at: number): Market => {
    const found = marketAt(plan, at, marginBp);
    if (found === undefined) throw new RangeError(`${plan.id} has no market before betting opens`);
    return found;
  };
  const out: FeedMessage[] = [fixture(plan.openAt - AHEAD_SLOTS * FIGHT_SLOT_MS), fixture(plan.openAt)];
  for (const at of plan.priceAts) out.push({ type: 'odds_change', at, market: market(at) });
  out.push(fixture(plan.lastCallAt), fixture(plan.closeAt));
  out.push({ type: 'bet_stop', at: plan.closeAt, fixtureId: plan.id, marketIds: [`${plan.id}-fw`] });
  out.push(fixture(plan.resultAt));
  if (plan.outcome === 'cancelled') {
    out.push({ type: 'bet_cancel', at: plan.resultAt, fixtureId: plan.id, marketIds: [`${plan.id}-fw`] });
  } else {
    const results = resultsOf(plan.outcome);
    out.push({
      type: 'bet_settlement',
      at: plan.resultAt,
      fixtureId: plan.id,
      certainty: 2,
      results: (['meron', 'wala', 'draw'] as const).map((side) => ({
        marketId: `${plan.id}-fw`,
        selectionId: `${plan.id}-${side}`,
        result: results[side],
      })),
    });
  }
  return out;
}

/** Fight number n from a fixture, market or selection id ("cf-123", "cf-123-fw", "cf-123-meron"). */
function fightOf(id: string): number | undefined {
  const match = /^cf-(\d{1,12})(?:-(?:fw|meron|wala|draw))?$/.exec(id);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export function createCockfightFeed(input: { seed: number; from: number; options?: CockfightOptions }): Feed {
  const { seed } = input;
  const marginBp = input.options?.marginBp ?? 500;
  const cancelPpm = input.options?.cancelPpm ?? 30_000;
  const history = input.options?.historyFights ?? DEFAULT_HISTORY;
  let clock = input.from;
  const plans = new Map<number, FightPlan>();

  const plan = (n: number): FightPlan => {
    let found = plans.get(n);
    if (found === undefined) {
      found = planFight(seed, n, cancelPpm);
      // Bounded: a day's advance plans ~360 fights; older ones are re-drawn on demand.
      if (plans.size >= 1000) plans.clear();
      plans.set(n, found);
    }
    return found;
  };
  /** The newest fight listed at `now`: listed AHEAD_SLOTS slots before it opens. */
  const newest = (now: number) => Math.floor(now / FIGHT_SLOT_MS) + AHEAD_SLOTS;
  const listed = (n: number) => n >= 0 && n <= newest(clock);
  const visible = (): number[] => {
    const top = newest(clock);
    const numbers: number[] = [];
    for (let n = Math.max(0, top - AHEAD_SLOTS - history); n <= top; n += 1) numbers.push(n);
    return numbers;
  };

  const feed: Feed = {
    advance(now) {
      if (now <= clock) return [];
      if (now - clock > MAX_ADVANCE_MS)
        throw new RangeError(`advance() by ${now - clock} ms exceeds ${MAX_ADVANCE_MS} ms`);
      // A fight's messages run from its listing (AHEAD_SLOTS before it opens) to its result.
      const first = Math.max(0, Math.floor(clock / FIGHT_SLOT_MS) - 1);
      const out: FeedMessage[] = [];
      for (let n = first; n <= newest(now); n += 1) {
        for (const message of messagesOf(plan(n), marginBp)) {
          if (message.at > clock && message.at <= now) out.push(message);
        }
      }
      // Stable: same-time messages keep fight order, then their order within the fight.
      out.sort((a, b) => a.at - b.at);
      clock = now;
      return out;
    },
    fixtures(filter) {
      if (filter?.category !== undefined && filter.category !== ('cockfight' satisfies BookCategory))
        return [];
      const all = visible().map((n) => fixtureAt(plan(n), clock));
      return filter?.status === undefined
        ? all
        : all.filter((fixture) => filter.status?.includes(fixture.status));
    },
    fixture(id) {
      const n = fightOf(id);
      return n !== undefined && id === `cf-${n}` && listed(n) ? fixtureAt(plan(n), clock) : undefined;
    },
    markets(fixtureId) {
      const n = fightOf(fixtureId);
      if (n === undefined || fixtureId !== `cf-${n}` || !listed(n)) return [];
      const market = marketAt(plan(n), clock, marginBp);
      return market === undefined ? [] : [market];
    },
    market(id) {
      const n = fightOf(id);
      if (n === undefined || id !== `cf-${n}-fw` || !listed(n)) return undefined;
      return marketAt(plan(n), clock, marginBp);
    },
    selection(id) {
      const n = fightOf(id);
      if (n === undefined || !listed(n)) return undefined;
      const market = marketAt(plan(n), clock, marginBp);
      const selection = market?.selections.find((candidate) => candidate.id === id);
      if (market === undefined || selection === undefined) return undefined;
      return { selection, market, fixture: fixtureAt(plan(n), clock) };
    },
  };
  return feed;
}
