-- Read functions a module publishes for another module's one-statement hot path (decision 0028):
-- the vendors module's call lookup reads a game and a balance through these instead of the games
-- and wallet tables, so each table keeps one owner. Plain SQL functions: PostgreSQL inlines them.

-- Games: one game of a vendor by its code, with the vendor's status (what playableGameByCode reads).
CREATE OR REPLACE FUNCTION games_game_by_code(p_vassalage text, p_game_code text)
RETURNS TABLE (node_id bigint, game_type text, name_en text, name_bn text, status text, support_play integer, vendor_status text)
LANGUAGE sql STABLE AS $$
  SELECT g.node_id, g.game_type, g.name_en, g.name_bn, g.status, g.support_play::integer, v.status
  FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage
  WHERE g.vassalage = p_vassalage AND g.game_code = p_game_code
  LIMIT 1
$$;
--> statement-breakpoint
-- Wallet: a player's balance in one account kind and currency (what balancesOf sums).
CREATE OR REPLACE FUNCTION wallet_player_balance(p_owner text, p_kind text, p_currency text)
RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(a.balance_minor), 0)::bigint FROM wallet_account a
  WHERE a.kind = p_kind AND a.owner_id = p_owner AND a.currency = p_currency
$$;
