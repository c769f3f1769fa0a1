-- Each existence test is a per-row key lookup (a scalar subquery, never turned into a join), so
-- the generic plan is an index lookup whatever the statistics were when it was made.
CREATE OR REPLACE FUNCTION wallet_check_new_entries() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.operation_id, n.currency,
         (SELECT o.id FROM wallet_operation o WHERE o.id = n.operation_id) IS NULL AS unknown_operation
    INTO bad
    FROM wallet_new_entries n
    WHERE (SELECT o.id FROM wallet_operation o WHERE o.id = n.operation_id) IS NULL
       OR (SELECT a.currency FROM wallet_account a WHERE a.id = n.account_id) IS DISTINCT FROM n.currency
    LIMIT 1;
  IF FOUND AND bad.unknown_operation THEN
    RAISE EXCEPTION 'wallet entry names operation %, which does not exist', bad.operation_id
      USING ERRCODE = 'foreign_key_violation';
  ELSIF FOUND THEN
    RAISE EXCEPTION 'wallet entry of operation % names no account in %', bad.operation_id, bad.currency
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT n.operation_id, n.currency, sum(n.amount_minor) AS total INTO bad
    FROM wallet_new_entries n
    GROUP BY n.operation_id, n.currency
    HAVING sum(n.amount_minor) <> 0;
  IF FOUND THEN
    RAISE EXCEPTION 'wallet operation % does not balance in %: %', bad.operation_id, bad.currency, bad.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
