-- Wallet: a player's balance in one account kind and currency (what balancesOf sums).
CREATE OR REPLACE FUNCTION wallet_player_balance(p_owner text, p_kind text, p_currency text)
RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(a.balance_minor), 0)::bigint FROM wallet_account a
  WHERE a.kind = p_kind AND a.owner_id = p_owner AND a.currency = p_currency
$$;
