import { randomUUID } from 'node:crypto';
import {
  MAX_ODDS_MILLI,
  MIN_ODDS_MILLI,
  potentialReturn,
  SYSTEM_LEGS,
  systemBetCount,
  systemPotentialReturn,
} from '@khela/game-math';
import type { Fixture, Market, Selection } from '../feed/types.js';
import { type BookContext, limitsMinor, minorOf, walletBalance } from './context.js';
import { money } from './outbox.js';
import type { BetRow, NewLeg, NewPosting } from './store.js';
import type { BetView, BookPlayer, PlaceBetFailure, PlaceBetInput, SlipLeg } from './types.js';
import { betView } from './view.js';

/**
 * Placing a bet: the slip's shape, then every leg against the feed (exists, open, odds under the
 * player's accept-odds setting), the limits (stake, payout, the market's liability), the in-play
 * delay with a second look at suspension and odds, and the debit of the whole stake as the
 * round's first posting. A refusal before the debit changes nothing anywhere.
 */

export type PlaceResult =
  | { ok: true; bet: BetView; balance: string }
  | {
      ok: false;
      code: PlaceBetFailure;
      changes?: { selectionId: string; odds: number }[];
      balance?: string;
    };

const MAX_PARLAY_LEGS = 12;
const MAX_REQUEST_ID_LENGTH = 100;
const CLOSED_FIXTURE = new Set<Fixture['status']>(['ended', 'closed', 'cancelled']);

type Refusal = Extract<PlaceResult, { ok: false }>;
type Found = { leg: SlipLeg; selection: Selection; market: Market; fixture: Fixture; odds: number };

const refuse = (code: PlaceBetFailure, more: Omit<Refusal, 'ok' | 'code'> = {}): Refusal => ({
  ok: false,
  code,
  ...more,
});

/** The slip's own shape: legs count per type, distinct events, a stake of the currency. */
function checkShape(input: PlaceBetInput, currency: string): { stakeMinor: bigint } | Refusal {
  const legs = Array.isArray(input.legs) ? input.legs : [];
  const requestOk =
    typeof input.requestId === 'string' &&
    input.requestId.length > 0 &&
    input.requestId.length <= MAX_REQUEST_ID_LENGTH;
  const oddsOk = legs.every(
    (leg) =>
      typeof leg?.selectionId === 'string' &&
      Number.isSafeInteger(leg.odds) &&
      leg.odds >= MIN_ODDS_MILLI &&
      leg.odds <= MAX_ODDS_MILLI,
  );
  if (!requestOk || !oddsOk || legs.length === 0) return refuse('INVALID_SLIP');
  if (new Set(legs.map((leg) => leg.selectionId)).size !== legs.length) return refuse('INVALID_SLIP');
  if (input.type === 'single' && legs.length !== 1) return refuse('INVALID_SLIP');
  if (input.type === 'parlay' && (legs.length < 2 || legs.length > MAX_PARLAY_LEGS))
    return refuse('INVALID_SLIP');
  if (input.type === 'system') {
    if (!input.system || !Object.hasOwn(SYSTEM_LEGS, input.system)) return refuse('INVALID_SLIP');
    if (legs.length !== SYSTEM_LEGS[input.system].legs) return refuse('INVALID_SLIP');
  } else if (input.type !== 'single' && input.type !== 'parlay') {
    return refuse('INVALID_SLIP');
  }
  const stakeMinor = minorOf(input.stake, currency);
  if (stakeMinor === undefined || stakeMinor <= 0n) return refuse('INVALID_SLIP');
  if (input.type === 'system' && input.system && stakeMinor % BigInt(systemBetCount(input.system)) !== 0n) {
    return refuse('INVALID_SLIP');
  }
  return { stakeMinor };
}

/** Every leg against the feed now; the odds the bet would take under the accept-odds setting. */
function checkLegs(context: BookContext, input: PlaceBetInput): Found[] | Refusal {
  const found: Found[] = [];
  for (const leg of input.legs) {
    const current = context.feed.selection(leg.selectionId);
    if (!current) return refuse('SELECTION_NOT_FOUND');
    found.push({ leg, ...current, odds: current.selection.odds });
  }
  for (const { selection, market, fixture } of found) {
    // A selection the feed gives no chance (a correct score already passed) is not a bet.
    const decided =
      market.status === 'settled' ||
      market.status === 'cancelled' ||
      selection.result ||
      selection.probabilityPpm <= 0;
    if (decided || CLOSED_FIXTURE.has(fixture.status)) return refuse('MARKET_CLOSED');
  }
  if (found.some((entry) => entry.market.status !== 'open')) return refuse('MARKET_SUSPENDED');
  if (input.type !== 'single' && new Set(found.map((entry) => entry.fixture.id)).size !== found.length) {
    return refuse('INVALID_SLIP');
  }
  const changed = found.filter((entry) => {
    if (input.acceptOdds === 'any') return false;
    if (input.acceptOdds === 'higher') return entry.odds < entry.leg.odds;
    return entry.odds !== entry.leg.odds;
  });
  if (changed.length > 0) {
    return refuse('ODDS_CHANGED', {
      changes: found
        .filter((entry) => entry.odds !== entry.leg.odds)
        .map((entry) => ({ selectionId: entry.leg.selectionId, odds: entry.odds })),
    });
  }
  return found;
}

function potentialOf(input: PlaceBetInput, stakeMinor: bigint, found: readonly Found[]): bigint {
  const odds = found.map((entry) => entry.odds);
  if (input.type === 'system' && input.system) {
    return systemPotentialReturn(stakeMinor / BigInt(systemBetCount(input.system)), odds, input.system);
  }
  return potentialReturn(stakeMinor, odds);
}

/** Stake and payout limits, and each market's worst case with this bet added. */
async function checkLimits(
  context: BookContext,
  player: BookPlayer,
  stakeMinor: bigint,
  potentialMinor: bigint,
  found: readonly Found[],
): Promise<Refusal | undefined> {
  const limits = limitsMinor(context, player.currency);
  if (stakeMinor < limits.minStakeMinor) return refuse('STAKE_TOO_LOW');
  if (stakeMinor > limits.maxStakeMinor) return refuse('STAKE_TOO_HIGH');
  if (potentialMinor > limits.maxPayoutMinor) return refuse('PAYOUT_TOO_HIGH');
  const books = await context.exposure.books(
    found.map((entry) => entry.market.id),
    player.currency,
  );
  for (const { market, selection } of found) {
    const book = books.get(market.id);
    let worst = 0n;
    for (const other of market.selections) {
      const onOther = book?.potentialBySelection.get(other.id) ?? 0n;
      const total = onOther + (other.id === selection.id ? potentialMinor : 0n);
      if (total > worst) worst = total;
    }
    const liability = worst - (book?.openStakeMinor ?? 0n) - stakeMinor;
    if (liability > limits.maxLiabilityMinor) return refuse('LIABILITY_LIMIT');
  }
  return undefined;
}

/** Everything that can refuse a slip before money moves (run again after the in-play delay). */
async function check(context: BookContext, player: BookPlayer, input: PlaceBetInput, stakeMinor: bigint) {
  const found = checkLegs(context, input);
  if (!Array.isArray(found)) return found;
  const potentialMinor = potentialOf(input, stakeMinor, found);
  const refused = await checkLimits(context, player, stakeMinor, potentialMinor, found);
  return refused ?? { found, potentialMinor };
}

async function answerExisting(context: BookContext, player: BookPlayer, bet: BetRow): Promise<PlaceResult> {
  const balance = await walletBalance(context, player);
  if (bet.state === 'rejected') {
    return refuse((bet.rejectReason ?? 'WALLET_REFUSED') as PlaceBetFailure, balance ? { balance } : {});
  }
  const legs = await context.store.legsOf([bet.betId]);
  return { ok: true, bet: betView(bet, legs, context.feed), balance: balance ?? '' };
}

export async function placeBet(
  context: BookContext,
  player: BookPlayer & { gameCode: string },
  input: PlaceBetInput,
): Promise<PlaceResult> {
  const { store } = context;
  const shape = checkShape(input, player.currency);
  if ('ok' in shape) return shape;
  const first =
    typeof input.requestId === 'string' ? await store.betByRequest(player, input.requestId) : undefined;
  if (first) return answerExisting(context, player, first);
  let checked = await check(context, player, input, shape.stakeMinor);
  if ('ok' in checked) return checked;
  if (checked.found.some((entry) => entry.fixture.status === 'live')) {
    const { inPlayDelayMs } = context.limits(player.currency);
    if (inPlayDelayMs > 0) await context.sleep(inPlayDelayMs);
    // A danger moment or a price move during the delay refuses the bet as at the first look.
    checked = await check(context, player, input, shape.stakeMinor);
    if ('ok' in checked) return checked;
  }
  return debit(context, player, input, shape.stakeMinor, checked.found, checked.potentialMinor);
}

/** The legs as stored, with the names bet history shows (the feed forgets old events). */
function newLegs(found: readonly Found[]): NewLeg[] {
  return found.map((entry, legNo) => ({
    legNo,
    selectionId: entry.selection.id,
    marketId: entry.market.id,
    fixtureId: entry.fixture.id,
    odds: entry.odds,
    names: {
      sport: entry.fixture.sport,
      category: entry.fixture.category,
      event: {
        en: `${entry.fixture.home.en} v ${entry.fixture.away.en}`,
        bn: `${entry.fixture.home.bn} বনাম ${entry.fixture.away.bn}`,
      },
      market: entry.market.name,
      selection: entry.selection.name,
    },
  }));
}

async function debit(
  context: BookContext,
  player: BookPlayer & { gameCode: string },
  input: PlaceBetInput,
  stakeMinor: bigint,
  found: readonly Found[],
  potentialMinor: bigint,
): Promise<PlaceResult> {
  const { store, wallet, now } = context;
  const betId = `BK-${randomUUID()}`;
  const placedAt = now();
  const round = { roundId: betId, gameCode: player.gameCode };
  const account = { playerId: player.playerId, currency: player.currency };
  const debitId = `${betId}-D`;
  const debitBody = {
    ...account,
    transactionId: debitId,
    ...round,
    amount: money(stakeMinor, player.currency),
  };
  const posting = (
    transactionId: string,
    kind: NewPosting['kind'],
    call: NewPosting['call'],
    seq: number,
    body: object,
  ): NewPosting => ({
    transactionId,
    betId,
    seq,
    kind,
    call,
    body: JSON.stringify(body),
    deltaMinor: 0n,
    closesRound: false,
    createdAt: placedAt,
  });
  const legs = newLegs(found);
  const inserted = await store.insertBet(
    {
      betId,
      vendorCode: player.vendorCode,
      playerId: player.playerId,
      currency: player.currency,
      gameCode: player.gameCode,
      requestId: input.requestId,
      type: input.type,
      system: input.type === 'system' ? input.system : undefined,
      stakeMinor,
      potentialMinor,
      placedAt,
    },
    legs,
    posting(debitId, 'debit', 'debit', 1, debitBody),
  );
  if (!inserted.inserted) {
    const first = await store.bet(inserted.betId);
    if (first) return answerExisting(context, player, first);
  }
  let answer: Awaited<ReturnType<typeof wallet.call<'debit'>>> | undefined;
  try {
    answer = await wallet.call(player.vendorCode, 'debit', debitBody);
    if (answer.status === 'INTERNAL_ERROR') answer = undefined;
  } catch (error) {
    context.logError(error, 'debit');
  }
  if (!answer) {
    // No answer: the debit may or may not have landed. Roll it back (a marker if it did not).
    const rollbackBody = { ...account, transactionId: `${betId}-R0`, refTransactionId: debitId, ...round };
    const rollback = posting(`${betId}-R0`, 'debit_rollback', 'rollback', 2, rollbackBody);
    if (await store.rejectBet(betId, 'WALLET_UNAVAILABLE', 'abandoned', rollback)) {
      await context.outbox.deliver({ betId, vendorCode: player.vendorCode }, rollback);
    }
    return refuse('WALLET_UNAVAILABLE');
  }
  if (answer.status !== 'OK') {
    const code: PlaceBetFailure =
      answer.status === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'WALLET_REFUSED';
    await store.rejectBet(betId, code, 'refused');
    return refuse(code, answer.balance ? { balance: answer.balance } : {});
  }
  // Legs settled while the debit was on its way left the bet dirty: the next tick settles it.
  await store.postingDone(debitId);
  context.exposure.add(player.currency, legs, stakeMinor, potentialMinor);
  const [bet] = await store.bets([betId]);
  const stored = await store.legsOf([betId]);
  if (!bet) throw new Error(`bet ${betId} vanished after its debit`);
  return { ok: true, bet: betView(bet, stored, context.feed), balance: answer.balance };
}
