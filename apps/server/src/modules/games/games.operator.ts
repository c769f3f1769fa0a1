import {
  GAME_STATUSES,
  GAME_TYPES,
  type GameAdminPage,
  type GameAdminQuery,
  type GameAdminView,
  type GameUpdateRequest,
  SUPPORTED_LANGUAGES,
  type VendorAdminView,
  type VendorUpdateRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import * as catalogueRepo from './games.catalogue.repo.js';
import * as repo from './games.operator.repo.js';

/**
 * The cache keys games.catalogue.service.ts stores hotGamesV2 and newGameVendor under (its
 * file is shared; the route test of this module fails if the two drift apart).
 */
const LANES_CACHE_KEY = 'games:lanes';
const hotGamesCacheKey = (gameType: string | undefined, vassalage: string | undefined, language: string) =>
  `games:hot:${gameType ?? 'ALL'}:${vassalage ?? 'ALL'}:${language}`;

const statusOf = (value: string) => GAME_STATUSES.find((s) => s === value) ?? 'inactive';

function gameView(g: catalogueRepo.GameRow): GameAdminView {
  return {
    id: g.nodeId.toString(),
    vendor: g.vassalage,
    gameCode: g.gameCode,
    nameEn: g.nameEn,
    nameBn: g.nameBn,
    gameType: g.gameType,
    gameClassify: g.gameClassify,
    status: statusOf(g.status),
    isHot: g.isHot,
    isNew: g.isNew,
    sort: g.sort,
  };
}

/**
 * The back office's games page (decision 0027): every game and vendor, status (active,
 * maintenance, inactive), hot and new flags, sort order. A change is audited in its transaction;
 * the catalogue version trigger (migration 0016) renews deep-page seek keys, and the cached
 * hot-game lists and vendor lanes are deleted here so players see the change on the next call.
 */
export function createGamesOperator(ctx: AppContext, audit: AuditService) {
  const db = ctx.database.db;

  async function forgetCachedLists(): Promise<void> {
    const vendors = [undefined, ...(await catalogueRepo.vendors(db)).map((v) => v.vassalage)];
    const keys = [LANES_CACHE_KEY];
    for (const type of [undefined, ...GAME_TYPES])
      for (const vendor of vendors)
        for (const language of SUPPORTED_LANGUAGES) keys.push(hotGamesCacheKey(type, vendor, language));
    await Promise.all(keys.map((key) => ctx.cache.delete(key)));
  }

  async function list(query: GameAdminQuery): Promise<GameAdminPage> {
    const { pageNo, pageSize, sortBy, order, ...filter } = query;
    const { rows, total } = await repo.gameAdminPage(db, filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
      sortBy,
      order,
    });
    return { list: rows.map(gameView), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  async function update(operator: OperatorPrincipal, idText: string, request: GameUpdateRequest) {
    if (!/^\d{1,18}$/.test(idText)) throw new AppError('GAME_NOT_FOUND');
    const { reason, ...flags } = request;
    const after = await db.transaction(async (tx) => {
      const existing = await repo.gameForUpdate(tx, BigInt(idText));
      if (!existing) throw new AppError('GAME_NOT_FOUND');
      await catalogueRepo.setGameFlags(tx, existing.nodeId, flags);
      const updated = await repo.gameForUpdate(tx, existing.nodeId);
      if (!updated) throw new Error(`game ${idText} vanished`);
      const changed = gameView(updated);
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'games.game.update',
        target: { type: 'game', id: changed.id },
        before: gameView(existing),
        after: changed,
        ...(reason ? { reason } : {}),
      });
      return changed;
    });
    await forgetCachedLists();
    return after;
  }

  async function vendors(): Promise<VendorAdminView[]> {
    const rows = await repo.vendorsWithCounts(db);
    return rows.map((r) => ({
      vendor: r.vendor.vassalage,
      displayName: r.vendor.displayName,
      gameTypes: r.vendor.gameTypes,
      status: statusOf(r.vendor.status),
      sort: r.vendor.sort,
      games: Number(r.games),
    }));
  }

  async function updateVendor(operator: OperatorPrincipal, code: string, request: VendorUpdateRequest) {
    await db.transaction(async (tx) => {
      const existing = await repo.vendorForUpdate(tx, code);
      if (!existing) throw new AppError('GAME_VENDOR_NOT_FOUND');
      await catalogueRepo.setVendorStatus(tx, code, request.status);
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'games.vendor.update',
        target: { type: 'game_vendor', id: code },
        before: { status: existing.status },
        after: { status: request.status },
        ...(request.reason ? { reason: request.reason } : {}),
      });
    });
    await forgetCachedLists();
    const found = (await vendors()).find((v) => v.vendor === code);
    if (!found) throw new AppError('GAME_VENDOR_NOT_FOUND');
    return found;
  }

  return { list, update, vendors, updateVendor };
}

export type GamesOperator = ReturnType<typeof createGamesOperator>;
