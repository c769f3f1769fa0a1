-- Ledger guard, enforced by the database itself so that no code path can skip it:
-- wallet_entry and wallet_operation are insert-only: corrections are new operations.
CREATE OR REPLACE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is insert-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
