import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Winner board rows. Until the games issue records settled wins, the demo seed fills this with
 * rows marked source = 'demo'; afterwards the board reads real wins (source = 'game').
 */
export const winnerBoardEntry = pgTable(
  'winner_board_entry',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    customerName: text('customer_name').notNull(),
    gameName: text('game_name').notNull(),
    gameCategory: text('game_category').notNull(),
    winAmountMinor: bigint('win_amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    iconUrl: text('icon_url'),
    source: text('source').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('winner_board_amount').on(t.gameCategory, t.winAmountMinor)],
);
