-- Wallet accounts are never deleted and never change identity or currency: balances are read
-- from them by key, and their entries would lose their meaning.
CREATE OR REPLACE FUNCTION wallet_refuse_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet accounts are never deleted and never change identity or currency: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
