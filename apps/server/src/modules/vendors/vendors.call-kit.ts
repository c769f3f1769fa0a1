import type { VendorCall, VendorRequest } from '@khela/contract';
import { isCurrencyCode, toDecimalString, tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import type { PlayableGame } from '../games/games.launch.repo.js';
import type { BonusEngine } from '../promotions/promotions.bonus.js';
import type { AccountRef } from '../wallet/wallet.model.js';
import type { OperationResult } from '../wallet/wallet.post.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { Refusal } from './vendors.errors.js';
import type { Done, Idempotency } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';

/** What a call answers: the exact bytes, whether they replay a stored answer, whether its log row is written. */
export type Answered = { body: string; replayed: boolean; logged: boolean };
/** The log row of a fresh call with this answer (undefined when the route logs it). */
export type LogOf = (response: string) => repo.NewCallLog | undefined;
/** What every call is given besides its request. */
export type CallMeta = { vendorCode: string; requestHash: string; logOf: LogOf };
/** One call of the protocol, given its validated request. */
export type CallHandler<K extends VendorCall> = (
  request: VendorRequest<K>,
  meta: CallMeta,
) => Promise<Answered>;
/** An answer computed fresh and logged by the route (calls with no transaction id). */
export const fresh = (body: string): Answered => ({ body, replayed: false, logged: false });

export type Player = {
  memberId: bigint;
  session: repo.GameSessionRow;
  currency: string;
  playMoney: boolean;
  /** The player's account these calls move: cash, or play money for a trial account. */
  account: AccountRef;
  /** Where the player's money goes to and comes from. */
  counterparty: AccountRef;
};

export const json = (value: Record<string, unknown>): string => JSON.stringify(value);

/** The OK answer of a debit or credit, written without building an object. */
export function okBody(balance: string, transactionId: string): string {
  return `{"status":"OK","balance":${JSON.stringify(balance)},"transactionId":${JSON.stringify(transactionId)}}`;
}

export const walletKey = (vendorCode: string, transactionId: string) =>
  `vendor:${vendorCode}:${transactionId}`;
export const actorOf = (vendorCode: string) => `vendor:${vendorCode}`;

/** A player id is a member id: digits, or the player is unknown. */
export function memberIdOf(playerId: string): bigint {
  if (!/^[1-9]\d{0,17}$/.test(playerId)) throw new Refusal('UNKNOWN_PLAYER');
  return BigInt(playerId);
}

/** The player as a vendor knows them: through the latest game session it authenticated. */
export function playerFrom(
  vendorCode: string,
  memberId: bigint,
  session: repo.GameSessionRow | undefined,
  currency: string | undefined,
): Player {
  if (!session) throw new Refusal('UNKNOWN_PLAYER');
  const playerId = memberId.toString();
  if (currency !== undefined && currency !== session.currency) {
    throw new Refusal('WRONG_CURRENCY', `the player's currency is ${session.currency}`);
  }
  const playMoney = session.playMoney;
  return {
    memberId,
    session,
    currency: session.currency,
    playMoney,
    account: { player: playerId, kind: playMoney ? 'trial' : 'cash', currency: session.currency },
    counterparty: playMoney
      ? { system: 'trial_bank', currency: session.currency }
      : { system: 'vendor', ownerId: vendorCode, currency: session.currency },
  };
}

export function money(player: Player, minor: bigint): string {
  if (!isCurrencyCode(player.currency)) throw new Refusal('WRONG_CURRENCY');
  return toDecimalString(minor, player.currency);
}

export function amountOf(text: string, player: Player, rule: 'positive' | 'non-negative' | 'signed'): bigint {
  if (!isCurrencyCode(player.currency)) throw new Refusal('WRONG_CURRENCY');
  const parsed = tryParseAmount(text, player.currency, { allowNegative: rule === 'signed' });
  if (!parsed.ok) throw new Refusal('INVALID_AMOUNT', parsed.error.message);
  if (rule !== 'non-negative' && parsed.value === 0n)
    throw new Refusal('INVALID_AMOUNT', 'amount must not be zero');
  return parsed.value;
}

/** The game a round is played in; a trial player only plays games with free trial. */
export function playableFor(found: PlayableGame | undefined, player: Player): PlayableGame {
  if (!found || found.status === 'inactive' || found.vendorStatus === 'inactive') {
    throw new Refusal('GAME_NOT_AVAILABLE');
  }
  if (player.playMoney && found.supportPlay !== 0) {
    throw new Refusal('GAME_NOT_AVAILABLE', 'this game has no free trial');
  }
  if (found.status === 'maintenance' || found.vendorStatus === 'maintenance') {
    throw new Refusal('GAME_MAINTENANCE');
  }
  return found;
}

/** The player's balance after a posted operation, from its own entries. */
export function balanceAfter(result: OperationResult, player: Player): bigint | undefined {
  const kind = player.playMoney ? 'trial' : 'cash';
  const entry = result.entries.find((e) => e.ownerId === player.memberId.toString() && e.kind === kind);
  return entry === undefined ? undefined : BigInt(entry.balanceAfterMinor);
}

/**
 * The protocol refusal of a wallet refusal. The balance it carries is the refused account's, or
 * `playable` when given: the player's cash plus bonus money (decision 0051).
 */
export function refusalOfWallet(result: OperationResult, player: Player, playable?: bigint): Refusal {
  const balance =
    result.account?.balanceMinor === undefined
      ? undefined
      : money(player, playable ?? BigInt(result.account.balanceMinor));
  switch (result.code) {
    case 'WALLET_INSUFFICIENT_FUNDS':
      return new Refusal('INSUFFICIENT_FUNDS', undefined, balance);
    case 'WALLET_ACCOUNT_FROZEN':
    case 'WALLET_ACCOUNT_CLOSED':
      return new Refusal('UNKNOWN_PLAYER', 'the player account is frozen or closed', balance);
    case 'WALLET_CURRENCY_MISMATCH':
      return new Refusal('WRONG_CURRENCY');
    default:
      return new Refusal('INTERNAL_ERROR', result.code);
  }
}

/**
 * The answer a fresh posting will have if the balance read with the lookup still holds, and
 * what its booking then expects (decision 0038): the booking declines otherwise.
 */
export function expectedAfter(
  player: Player,
  before: bigint | undefined,
  delta: bigint,
  entry: number,
  transactionId: string,
  /** Shown on top of the account's balance: the player's bonus money (decision 0051). */
  bonusMinor = 0n,
) {
  if (before === undefined || before + delta < 0n) return undefined; // a refusal: the long way stores it
  const balanceMinor = before + delta;
  const done: Done = {
    response: okBody(money(player, balanceMinor + bonusMinor), transactionId),
    outcome: 'posted',
    claimed: true,
  };
  return { done, expected: { entry, balanceMinor } };
}

/** The bonus engine's part in the calls (decision 0051): split stakes, wins and refunds, convert. */
export type BonusHooks = Pick<BonusEngine, 'stake' | 'settleWin' | 'refund' | 'convertMet' | 'roundEnded'>;

/** What the calls share that needs the database or the wallet. */
export function createCallKit(ctx: AppContext, wallet: WalletService, bonus?: BonusHooks) {
  const db = ctx.database.db;

  /** One transaction, retried on deadlock or serialisation failure (PostgreSQL). */
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retriedTransaction(db, fn);

  /** A player is known to a vendor through a game session it authenticated. */
  async function playerOf(vendorCode: string, playerId: string, currency?: string): Promise<Player> {
    const memberId = memberIdOf(playerId);
    return playerFrom(vendorCode, memberId, await repo.latestGameSession(db, vendorCode, memberId), currency);
  }

  /** What the player can stake: play money, or cash and bonus money (decision 0051). */
  async function balanceMinorOf(player: Player, tx?: Tx): Promise<bigint> {
    const balances = await wallet.balancesOf(player.memberId.toString(), player.currency, tx);
    return player.playMoney ? balances.trialMinor : balances.cashMinor + balances.bonusMinor;
  }

  const balanceText = async (player: Player) => money(player, await balanceMinorOf(player));

  /**
   * The transaction id's earlier row and the player's session in one read: a replay answers the
   * stored bytes before anything else is checked.
   */
  function lookup(
    vendorCode: string,
    request: { transactionId: string; playerId: string },
    also: { gameCode?: string; balance?: boolean; roundId?: string },
  ) {
    return repo.callLookup(ctx.database, {
      vendorCode,
      transactionId: request.transactionId,
      memberId: memberIdOf(request.playerId),
      ...also,
    });
  }

  /** Why a debit or credit found no round it may change (the transaction is then rolled back). */
  async function roundRefusal(
    tx: Tx,
    vendorCode: string,
    request: { roundId: string; gameCode: string },
    player: Player,
    call: 'debit' | 'credit',
  ): Promise<Refusal> {
    const round = await repo.lockRound(tx, vendorCode, request.roundId, false);
    if (!round || round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
      return call === 'debit' && round
        ? new Refusal('UNKNOWN_ROUND', 'the round belongs to another player or game')
        : new Refusal('UNKNOWN_ROUND');
    }
    return call === 'debit'
      ? new Refusal('ROUND_CLOSED')
      : new Refusal('ROUND_CLOSED', 'the round was rolled back');
  }

  return {
    ctx,
    db,
    wallet,
    bonus,
    inTransaction,
    playerOf,
    balanceMinorOf,
    balanceText,
    lookup,
    roundRefusal,
  };
}

export type CallKit = ReturnType<typeof createCallKit>;
/** What each call's handler is built with. */
export type CallTools = CallKit & Idempotency;
