-- Custom SQL migration file, put your code below! ---- Ledger guards, enforced by the database itself so that no code path can skip them.
-- 1. wallet_entry and wallet_operation are insert-only: corrections are new operations.
CREATE FUNCTION wallet_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is insert-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entry_insert_only BEFORE UPDATE OR DELETE ON wallet_entry
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_entry_no_truncate BEFORE TRUNCATE ON wallet_entry
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_operation_insert_only BEFORE UPDATE OR DELETE ON wallet_operation
  FOR EACH ROW EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
CREATE TRIGGER wallet_operation_no_truncate BEFORE TRUNCATE ON wallet_operation
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_refuse_change();
--> statement-breakpoint
-- 2. The entries of one operation sum to zero in every currency, checked at commit (deferred),
--    so a transaction that writes a half-transfer cannot commit.
CREATE FUNCTION wallet_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency, sum(amount_minor) AS total INTO unbalanced
    FROM wallet_entry WHERE operation_id = NEW.operation_id
    GROUP BY currency HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'wallet operation % does not balance in %: %', NEW.operation_id, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entry_balanced AFTER INSERT ON wallet_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_check_balanced();
--> statement-breakpoint
-- 3. An entry's currency is its account's currency.
CREATE FUNCTION wallet_check_entry_currency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM wallet_account WHERE id = NEW.account_id AND currency = NEW.currency) THEN
    RAISE EXCEPTION 'wallet entry currency % does not match account %', NEW.currency, NEW.account_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entry_currency BEFORE INSERT ON wallet_entry
  FOR EACH ROW EXECUTE FUNCTION wallet_check_entry_currency();
