-- Group commit: several operations in one transaction and one round trip (wallet.batch.ts
--    collects the operations that arrive together). The union of their accounts is locked first,
--    in the callers' one order (sorted by identity), so two batches never wait on each other in
--    a cycle; then each operation runs exactly as alone (its own locks are already held) and
--    answers as alone. Operations are independent results; only the commit is shared.
CREATE OR REPLACE FUNCTION wallet_execute_batch(p jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  locks jsonb := p->'locks';
  operations jsonb := p->'operations';
  item jsonb;
  answers jsonb := '[]'::jsonb;
BEGIN
  FOR i IN 0..coalesce(jsonb_array_length(locks), 0) - 1 LOOP
    item := locks->i;
    FOR pass IN 1..2 LOOP
      PERFORM 1 FROM wallet_account a
        WHERE a.kind = item->>'kind' AND a.owner_id = item->>'ownerId' AND a.currency = item->>'currency'
          AND a.shard = (item->>'shard')::smallint
        FOR UPDATE;
      EXIT WHEN FOUND;
      IF pass = 2 THEN RAISE EXCEPTION 'wallet account missing after create'; END IF;
      INSERT INTO wallet_account (kind, owner_id, currency, shard, allow_negative)
        VALUES (item->>'kind', item->>'ownerId', item->>'currency', (item->>'shard')::smallint, (item->>'allowNegative')::boolean)
        ON CONFLICT DO NOTHING;
    END LOOP;
  END LOOP;
  FOR i IN 0..coalesce(jsonb_array_length(operations), 0) - 1 LOOP
    answers := answers || jsonb_build_array(wallet_execute(operations->i));
  END LOOP;
  RETURN answers;
END
$$;
