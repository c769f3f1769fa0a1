import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Game vendors (the "Game vendor item" record). The code is the spec's `vassalage`; KHELA is
 * the studio. `gameTypes` are the vendor's own types; the e-sports and cockfight lanes are split
 * from SPORTS by the site's ESPORTVENDORS / COCKFIGHTVENDORS lists when lanes are built.
 */
export const gameVendor = pgTable(
  'game_vendor',
  {
    vassalage: text('vassalage').primaryKey(),
    displayName: text('display_name').notNull(),
    /** The spec's `lagerIcon`. */
    largeIcon: text('large_icon'),
    gameTypes: text('game_types').array().notNull(),
    status: text('status').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    transferWallet: boolean('transfer_wallet').notNull().default(false),
  },
  (t) => [check('game_vendor_status_check', sql`${t.status} in ('active', 'maintenance', 'inactive')`)],
);

/**
 * Games (the "Game list item" record). Names per language are columns (BN default, EN);
 * a third language adds a column. Lobby reads filter by type, vendor and classification and
 * order by sort, so the main index leads with those; the search lowers the names with LIKE.
 */
export const game = pgTable(
  'game',
  {
    nodeId: bigint('node_id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => gameVendor.vassalage),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    /** Both names lowered once at write time, so a name search compares one column per row. */
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`lower(name_en) || ' ' || lower(name_bn)`),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull(),
    iconUrl: text('icon_url'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** 0 = free trial offered, 1 = real money only. */
    supportPlay: smallint('support_play').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('game_vendor_code_unique').on(t.vassalage, t.gameCode),
    index('game_lobby').on(t.gameType, t.vassalage, t.gameClassify, t.sort, t.nodeId),
    index('game_type_sort').on(t.gameType, t.sort, t.nodeId),
    // Lists across every type (the all filter without a type, hot and new shortcuts).
    index('game_sort').on(t.sort, t.nodeId),
    index('game_hot').on(t.gameType, t.sort, t.nodeId).where(sql`${t.isHot}`),
    // Name search: `game_search_trgm`, a pg_trgm GIN index on search_name (migration 0018, by hand).
    check('game_status_check', sql`${t.status} in ('active', 'maintenance', 'inactive')`),
    check('game_support_play_check', sql`${t.supportPlay} in (0, 1)`),
  ],
);

/**
 * The catalogue's version (one row, id 1): a statement trigger on `game` (migration 0016) bumps it
 * on every insert, update, delete or truncate, in the writing transaction. Deep lobby pages key
 * their cached seek keys by it (decision 0023).
 */
export const gameCatalogueVersion = pgTable(
  'game_catalogue_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('game_catalogue_version_one_row', sql`${t.id} = 1`)],
);

/** A player's favourite games (the "Favourite" record): one row per member and game. */
export const gameFavourite = pgTable(
  'game_favourite',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    nodeId: bigint('node_id', { mode: 'bigint' })
      .notNull()
      .references(() => game.nodeId),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('game_favourite_member_added').on(t.memberId, t.addedAt),
  ],
);

/** The games a player launched, the latest launch per game (written by launch, next slice). */
export const gameRecentPlay = pgTable(
  'game_recent_play',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    nodeId: bigint('node_id', { mode: 'bigint' })
      .notNull()
      .references(() => game.nodeId),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('game_recent_member_played').on(t.memberId, t.lastPlayedAt),
  ],
);
