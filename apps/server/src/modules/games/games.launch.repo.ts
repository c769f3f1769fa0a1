import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { game, gameVendor } from './games.catalogue.tables.js';

/** A game with its vendor's status: what a launch and a vendor wallet call check. */
export type PlayableGame = {
  nodeId: bigint;
  vassalage: string;
  gameCode: string;
  gameType: string;
  nameEn: string;
  nameBn: string;
  status: string;
  supportPlay: number;
  vendorStatus: string;
};

const columns = {
  nodeId: game.nodeId,
  vassalage: game.vassalage,
  gameCode: game.gameCode,
  gameType: game.gameType,
  nameEn: game.nameEn,
  nameBn: game.nameBn,
  status: game.status,
  supportPlay: game.supportPlay,
  vendorStatus: gameVendor.status,
};

export async function playableGameById(tx: Tx, nodeId: bigint): Promise<PlayableGame | undefined> {
  const [row] = await tx
    .select(columns)
    .from(game)
    .innerJoin(gameVendor, eq(gameVendor.vassalage, game.vassalage))
    .where(eq(game.nodeId, nodeId));
  return row;
}

export async function playableGameByCode(
  tx: Tx,
  vassalage: string,
  gameCode: string,
): Promise<PlayableGame | undefined> {
  const [row] = await tx
    .select(columns)
    .from(game)
    .innerJoin(gameVendor, eq(gameVendor.vassalage, game.vassalage))
    .where(and(eq(game.vassalage, vassalage), eq(game.gameCode, gameCode)));
  return row;
}

/** The games of any vendor with a code, at most `limit` (a code two vendors share is ambiguous). */
export async function playableGamesByCode(tx: Tx, gameCode: string, limit: number): Promise<PlayableGame[]> {
  return tx
    .select(columns)
    .from(game)
    .innerJoin(gameVendor, eq(gameVendor.vassalage, game.vassalage))
    .where(eq(game.gameCode, gameCode))
    .limit(limit);
}

/** A game's stored type and classification (which kind of studio game it opens). */
export async function gameKindByCode(
  tx: Tx,
  vassalage: string,
  gameCode: string,
): Promise<{ vassalage: string; gameType: string; gameClassify: string } | undefined> {
  const [row] = await tx
    .select({ vassalage: game.vassalage, gameType: game.gameType, gameClassify: game.gameClassify })
    .from(game)
    .where(and(eq(game.vassalage, vassalage), eq(game.gameCode, gameCode)));
  return row;
}
