import type {
  BetQuery,
  BetValue,
  Language,
  ProfitQuery,
  ProfitValue,
  TransactionGroup,
  TransactionQuery,
  TransactionValue,
} from '@khela/contract';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import type { VendorService } from '../vendors/vendors.service.js';
import type { OperationType } from '../wallet/wallet.model.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { recordsRange } from './records.days.js';

export type RecordsDeps = {
  wallet: Pick<WalletService, 'history'>;
  vendors: Pick<VendorService, 'playerRecords' | 'dailyProfit' | 'betPageOnWire'>;
  /** Member ids (the wallet's owner ids) → usernames, through the accounts service. */
  usernamesOf: (ids: readonly string[]) => Promise<Map<string, string>>;
  /** A game's name in a language (the games module's one rule). */
  gameName: (vendorCode: string, gameCode: string, language: Language) => Promise<string | undefined>;
  /** Vendor codes → display names (the games catalogue's vendor list, through the games service). */
  vendorNames: () => Promise<ReadonlyMap<string, string>>;
  /** The site currency (amounts are in it) and time zone (the days of a range). */
  site: Pick<SiteInfo, 'currencyCode' | 'timeZone'>;
  /** The member's withdrawal ids → the payout reference the operator entered (payments service). */
  payoutReferencesOf: (memberId: string, withdrawalIds: readonly string[]) => Promise<Map<string, string>>;
};

/** The wallet reference of a withdrawal's postings, `withdrawal:<id>`. */
const WITHDRAWAL_REFERENCE = /^withdrawal:(\d{1,19})$/;

/** The wallet operation types behind each account-record filter. */
const GROUP_TYPES: Record<Exclude<TransactionGroup, 'all'>, OperationType[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  transfer: ['transfer'],
  game: ['bet', 'win', 'rollback'],
  bonus: ['bonus', 'salary', 'dividend', 'points_earn', 'points_redeem'],
  adjustment: ['adjustment'],
};

const STATUS = { posted: 'completed', pending: 'pending', voided: 'cancelled' } as const;

/**
 * The member centre's records (decision 0021): account record from the wallet's
 * history, betting record and profit and loss from the vendors module's bet records. Each reads
 * through the owning module's service; days are days of the site's time zone.
 */
export function createRecordsService(deps: RecordsDeps) {
  /** transactionHistory: every ledger movement of one of the player's accounts. */
  async function transactions(principal: Principal, query: TransactionQuery): Promise<TransactionValue> {
    const [timeZone, currency] = await Promise.all([deps.site.timeZone(), deps.site.currencyCode()]);
    const { from, to } = recordsRange(query.startDate, query.endDate, timeZone);
    const page = await deps.wallet.history({
      player: principal.memberId,
      kinds: [query.wallet],
      ...(query.group === 'all' ? {} : { types: GROUP_TYPES[query.group] }),
      currency,
      from,
      to,
      page: query.pageNo,
      pageSize: query.pageSize,
    });
    const playerIds = page.rows.flatMap((r) =>
      r.counterpart && r.counterpart.kind === 'cash' && r.counterpart.ownerId !== principal.memberId
        ? [r.counterpart.ownerId]
        : [],
    );
    const withdrawalOf = (reference: string) => WITHDRAWAL_REFERENCE.exec(reference)?.[1];
    const withdrawalIds = page.rows.flatMap((r) => {
      const id = r.type === 'withdrawal' ? withdrawalOf(r.reference) : undefined;
      return id ? [id] : [];
    });
    const [names, payoutReferences] = await Promise.all([
      deps.usernamesOf(playerIds),
      deps.payoutReferencesOf(principal.memberId, withdrawalIds),
    ]);
    return {
      list: page.rows.map((r) => ({
        id: r.entryId,
        time: r.createdAt.toISOString(),
        type: r.type,
        amount: wireAmount(r.amountMinor, r.currency),
        balanceAfter: wireAmount(r.balanceAfterMinor, r.currency),
        status: STATUS[r.status],
        counterpart: (r.counterpart && names.get(r.counterpart.ownerId)) ?? null,
        reference: r.reference,
        payoutReference: payoutReferences.get(withdrawalOf(r.reference) ?? '') ?? null,
      })),
      total: page.total,
      totalPages: page.totalPages,
      pageNo: query.pageNo,
      currency,
      totals: {
        in: wireAmount(page.totals.inMinor, currency),
        out: wireAmount(page.totals.outMinor, currency),
      },
    };
  }

  /** personalHistoryCopy: the player's rounds, newest first, by game type, vendor and days. */
  async function bets(principal: Principal, query: BetQuery, language: Language): Promise<BetValue> {
    const [timeZone, currency] = await Promise.all([deps.site.timeZone(), deps.site.currencyCode()]);
    const { from, to } = recordsRange(query.startDate, query.endDate, timeZone);
    const page = await deps.vendors.playerRecords(
      {
        memberId: BigInt(principal.memberId),
        gameType: query.gameType || undefined,
        vendorCode: query.vendor || undefined,
        from,
        to,
      },
      query.pageNo,
      query.pageSize,
    );
    const vendorNames = page.rows.length > 0 ? await deps.vendorNames() : new Map<string, string>();
    const wire = await deps.vendors.betPageOnWire(page, deps.gameName, language, currency);
    return {
      list: wire.rows.map(({ row, item }) => ({
        ...item,
        roundId: row.roundId,
        vendorName: vendorNames.get(row.vendorCode) ?? row.vendorCode,
      })),
      total: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
      pageNo: query.pageNo,
      currency,
      totals: wire.totals,
    };
  }

  /** personalProfit: settled real-money rounds by site day and game type. */
  async function profit(principal: Principal, query: ProfitQuery): Promise<ProfitValue> {
    const [timeZone, currency] = await Promise.all([deps.site.timeZone(), deps.site.currencyCode()]);
    const { from, to } = recordsRange(query.startDate, query.endDate, timeZone);
    const rows = await deps.vendors.dailyProfit({
      memberId: BigInt(principal.memberId),
      gameType: query.gameType || undefined,
      from,
      to,
      timeZone,
    });
    const sum = (pick: (r: (typeof rows)[number]) => bigint) =>
      rows.reduce((total, r) => total + pick(r), 0n);
    return {
      list: rows.map((r) => ({
        day: r.day,
        gameType: r.gameType,
        rounds: r.rounds,
        stake: wireAmount(r.stakeMinor, currency),
        win: wireAmount(r.winMinor, currency),
        profit: wireAmount(r.profitMinor, currency),
      })),
      currency,
      totals: {
        rounds: rows.reduce((total, r) => total + r.rounds, 0),
        stake: wireAmount(
          sum((r) => r.stakeMinor),
          currency,
        ),
        win: wireAmount(
          sum((r) => r.winMinor),
          currency,
        ),
        profit: wireAmount(
          sum((r) => r.profitMinor),
          currency,
        ),
      },
    };
  }

  return { transactions, bets, profit };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
