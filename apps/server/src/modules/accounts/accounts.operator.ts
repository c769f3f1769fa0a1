import { randomInt } from 'node:crypto';
import {
  PLAYER_STATUSES,
  type PlayerAdjustRequest,
  type PlayerAdjustValue,
  type PlayerDetailValue,
  type PlayerPage,
  type PlayerRowView,
  type PlayerSearchQuery,
} from '@khela/contract';
import { isCurrencyCode, resolveCurrency, tryParseAmount } from '@khela/money';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import type { VendorService } from '../vendors/vendors.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './accounts.operator.repo.js';
import { type MemberRow, memberById } from './accounts.repo.js';
import { reportEnded, type SessionsEnded } from './accounts.session.js';

export type PlayersOperatorDeps = {
  wallet: WalletService;
  vendors: Pick<VendorService, 'playerRecords'>;
  audit: AuditService;
  site: Pick<SiteInfo, 'currencyCode'>;
  /** Told when a freeze or a password reset ends the player's sessions. */
  onSessionsEnded: SessionsEnded;
};

const DETAIL_ROWS = 50;
const LEDGER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const statusOf = (value: string) => PLAYER_STATUSES.find((s) => s === value) ?? 'disabled';

function rowView(m: MemberRow): PlayerRowView {
  return {
    id: m.id.toString(),
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile,
    type: m.type,
    status: statusOf(m.status),
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: iso(m.lastLoginAt),
    lastLoginIp: m.lastLoginIp,
  };
}

function idOf(text: string): bigint {
  if (!/^\d{1,18}$/.test(text)) throw new AppError('PLAYER_NOT_FOUND');
  return BigInt(text);
}

/** A temporary password that satisfies every password rule the site may set (upper, lower, digit, symbol). */
function temporaryPassword(): string {
  const pick = (chars: string, n: number) =>
    Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
  return `${pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}${pick('abcdefghijkmnpqrstuvwxyz', 5)}${pick('23456789', 3)}@`;
}

/**
 * The back office's players page (decision 0027): search, detail, freeze and unfreeze,
 * password and second-factor resets, balance adjustments. Every change locks the member row,
 * writes and records one audit entry in the same transaction.
 */
export function createPlayersOperator(ctx: AppContext, deps: PlayersOperatorDeps) {
  const db = ctx.database.db;

  async function search(query: PlayerSearchQuery): Promise<PlayerPage> {
    const { pageNo, pageSize, sortBy, order, id, registeredFrom, registeredTo, ...rest } = query;
    const { rows, total } = await repo.searchPlayers(
      db,
      {
        ...rest,
        id: id === undefined ? undefined : BigInt(id),
        registeredFrom: registeredFrom ? new Date(registeredFrom) : undefined,
        registeredTo: registeredTo ? new Date(registeredTo) : undefined,
      },
      { offset: (pageNo - 1) * pageSize, limit: pageSize, sortBy, order },
    );
    return { list: rows.map(rowView), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  async function detail(idText: string): Promise<PlayerDetailValue> {
    const id = idOf(idText);
    const found = await memberById(db, id);
    if (!found) throw new AppError('PLAYER_NOT_FOUND');
    const currency = await deps.site.currencyCode();
    const now = ctx.now();
    const player = id.toString();
    const [balances, ledger, bets, sessions, ips, devices] = await Promise.all([
      deps.wallet.balancesOf(player, currency),
      deps.wallet.history({
        player,
        currency,
        from: new Date(now.getTime() - LEDGER_DAYS * DAY_MS),
        to: new Date(now.getTime() + 1),
        page: 1,
        pageSize: DETAIL_ROWS,
      }),
      deps.vendors.playerRecords({ memberId: id }, 1, DETAIL_ROWS),
      repo.sessionsOf(db, id, DETAIL_ROWS),
      repo.knownIpsOf(db, id),
      repo.devicesOf(db, id),
    ]);
    return {
      profile: {
        ...rowView(found),
        email: found.email,
        countryDialingCode: found.countryDialingCode,
        registerIp: found.registerIp,
        registerMethod: found.registerMethod,
        language: found.language,
        totpEnabled: found.totpSecret !== null && found.totpEnabledAt !== null,
        uplineId: found.uplineId?.toString() ?? null,
      },
      currency,
      balances: balances.accounts.map((a) => ({
        kind: a.kind,
        currency: a.currency,
        status: a.status,
        balance: wireAmount(a.balanceMinor, a.currency),
      })),
      ledger: ledger.rows.map((r) => ({
        entryId: r.entryId,
        type: r.type,
        kind: r.kind,
        amount: wireAmount(r.amountMinor, r.currency),
        balanceAfter: wireAmount(r.balanceAfterMinor, r.currency),
        reference: r.reference,
        createdAt: r.createdAt.toISOString(),
      })),
      bets: bets.rows.map((b) => ({
        id: b.id.toString(),
        vendorCode: b.vendorCode,
        gameCode: b.gameCode,
        gameType: b.gameType,
        status: b.status,
        stake: wireAmount(b.stakeMinor, b.currency),
        win: wireAmount(b.winMinor, b.currency),
        openedAt: b.openedAt.toISOString(),
      })),
      sessions: sessions.map((s) => ({
        id: s.id.toString(),
        area: s.area,
        loginMethod: s.loginMethod,
        ip: s.ip,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        revokedAt: iso(s.revokedAt),
      })),
      ips: ips.map((i) => ({
        ip: i.ip,
        firstSeenAt: i.firstSeenAt.toISOString(),
        lastSeenAt: i.lastSeenAt.toISOString(),
      })),
      devices: devices.map((d) => ({
        userAgent: d.userAgent,
        sessions: Number(d.sessions),
        lastSeenAt: (d.lastSeenAt ?? new Date(0)).toISOString(),
      })),
    };
  }

  /** Runs `change` on the locked member row in one transaction with its audit entry. */
  async function changePlayer<T>(
    idText: string,
    change: (
      tx: Tx,
      player: MemberRow,
    ) => Promise<{ value: T; audit: Parameters<AuditService['record']>[1] | null }>,
  ): Promise<T> {
    const id = idOf(idText);
    return db.transaction(async (tx) => {
      const player = await repo.playerForUpdate(tx, id);
      if (!player) throw new AppError('PLAYER_NOT_FOUND');
      const { value, audit } = await change(tx, player);
      if (audit) await deps.audit.record(tx, audit);
      return value;
    });
  }

  const entry = (operator: OperatorPrincipal, action: string, player: MemberRow, rest: object) => ({
    ...operatorActor(operator),
    action,
    target: { type: 'player', id: player.id.toString() },
    ...rest,
  });

  /** Freeze: no sign-in (sessions end) and no money out of the cash account; unfreeze undoes both. */
  async function setFrozen(operator: OperatorPrincipal, idText: string, frozen: boolean, reason: string) {
    const currency = await deps.site.currencyCode();
    return changePlayer(idText, async (tx, player) => {
      const from = frozen ? 'active' : 'locked';
      const to = frozen ? 'locked' : 'active';
      if (player.status !== from) throw new AppError('PLAYER_STATUS_UNCHANGED', { status: player.status });
      await repo.setPlayerStatus(tx, player.id, to);
      await deps.wallet.setAccountStatus(
        { player: player.id.toString(), kind: 'cash', currency },
        frozen ? 'frozen' : 'open',
        tx,
      );
      if (frozen) {
        const ended = await repo.revokeAllSessions(tx, player.id, ctx.now());
        await reportEnded(deps.onSessionsEnded, player.id, ended, tx);
      }
      return {
        value: { id: player.id.toString(), status: to },
        audit: entry(operator, frozen ? 'player.freeze' : 'player.unfreeze', player, {
          before: { status: player.status },
          after: { status: to },
          reason,
        }),
      };
    });
  }

  /** A new temporary password, shown to the operator once; the player must change it at the next login. */
  async function resetPassword(operator: OperatorPrincipal, idText: string, reason: string) {
    const password = temporaryPassword();
    const passwordHash = await hash(password);
    return changePlayer(idText, async (tx, player) => {
      await repo.setOperatorPassword(tx, player.id, passwordHash, ctx.now());
      const ended = await repo.revokeAllSessions(tx, player.id, ctx.now());
      await reportEnded(deps.onSessionsEnded, player.id, ended, tx);
      return {
        value: { temporaryPassword: password },
        audit: entry(operator, 'player.password.reset', player, {
          after: { mustChangePassword: true, sessionsRevoked: true },
          reason,
        }),
      };
    });
  }

  async function resetTotp(operator: OperatorPrincipal, idText: string, reason: string) {
    return changePlayer(idText, async (tx, player) => {
      const enabled = player.totpSecret !== null;
      await repo.clearTotp(tx, player.id);
      return {
        value: null,
        audit: entry(operator, 'player.totp.reset', player, {
          before: { totpEnabled: enabled },
          after: { totpEnabled: false },
          reason,
        }),
      };
    });
  }

  /**
   * Credit or debit of the cash account against the 'adjustment' system account. The wallet key
   * is made of the console's request id, so a retry moves money once and is audited once.
   */
  async function adjust(
    operator: OperatorPrincipal,
    idText: string,
    request: PlayerAdjustRequest,
  ): Promise<PlayerAdjustValue> {
    const currency = await deps.site.currencyCode();
    if (!isCurrencyCode(currency)) throw new Error(`unknown site currency ${currency}`);
    const parsed = tryParseAmount(request.amount, currency);
    if (!parsed.ok || parsed.value <= 0n)
      throw new AppError('PLAYER_ADJUST_AMOUNT_INVALID', { digits: resolveCurrency(currency).exponent });
    const amountMinor = parsed.value;
    return changePlayer(idText, async (tx, player) => {
      const playerId = player.id.toString();
      const cash = { player: playerId, kind: 'cash' as const, currency };
      const house = { system: 'adjustment' as const, currency };
      const idempotencyKey = `bo-adjust:${request.requestId}`;
      const replayed = await deps.wallet.operationKeyExists(idempotencyKey, tx);
      const result = await deps.wallet.post(
        {
          idempotencyKey,
          type: 'adjustment',
          transfers: [
            request.direction === 'credit'
              ? { from: house, to: cash, amountMinor }
              : { from: cash, to: house, amountMinor },
          ],
          reference: `player:${playerId}`,
          actor: `operator:${operator.operatorId}`,
          reason: request.reason,
        },
        tx,
      );
      const moved = result.entries.find((e) => e.ownerId === playerId && e.kind === 'cash');
      if (!moved) throw new Error(`adjustment ${result.operationId} has no entry on the player's cash`);
      const after = BigInt(moved.balanceAfterMinor);
      const before = after - BigInt(moved.amountMinor);
      const value = {
        operationId: result.operationId,
        balanceBefore: wireAmount(before, currency),
        balanceAfter: wireAmount(after, currency),
        replayed,
      };
      return {
        value,
        audit: replayed
          ? null
          : entry(operator, 'player.balance.adjust', player, {
              before: { cash: value.balanceBefore },
              after: {
                cash: value.balanceAfter,
                direction: request.direction,
                amount: wireAmount(amountMinor, currency),
                operationId: result.operationId,
                requestId: request.requestId,
              },
              reason: request.reason,
            }),
      };
    });
  }

  return {
    search,
    detail,
    /** New players and players who signed in, per day in `timeZone` (dashboard). */
    playersPerDay: (range: { from: Date; to: Date; timeZone: string }) =>
      repo.playersPerDay(db, range.from, range.to, range.timeZone),
    /** Distinct players who signed in over [from, to). */
    activePlayers: (from: Date, to: Date) => repo.activePlayers(db, from, to),
    freeze: (operator: OperatorPrincipal, id: string, reason: string) =>
      setFrozen(operator, id, true, reason),
    unfreeze: (operator: OperatorPrincipal, id: string, reason: string) =>
      setFrozen(operator, id, false, reason),
    resetPassword,
    resetTotp,
    adjust,
  };
}

export type PlayersOperator = ReturnType<typeof createPlayersOperator>;
