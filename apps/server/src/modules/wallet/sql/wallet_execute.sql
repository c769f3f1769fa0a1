-- Its plans are generic and kept per connection, so they must not depend on table statistics:
-- planned while the tables are still empty, a generic plan would scan whole tables forever
-- after. Every statement here reaches rows by key, so sequential scans, hash and merge joins are
-- off for its planning: index lookups and nested loops, whatever the statistics say.
CREATE OR REPLACE FUNCTION wallet_execute(p jsonb) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  p_key text := p->>'key';
  p_hash text := p->>'hash';
  p_now timestamptz := (p->>'now')::timestamptz;
  p_hold_id bigint := (p->>'holdId')::bigint;
  p_hold_action text := p->>'holdAction';
  p_accounts jsonb := p->'accounts';
  p_transfers jsonb := p->'transfers';
  n_accounts int := coalesce(jsonb_array_length(p->'accounts'), 0);
  n_transfers int := coalesce(jsonb_array_length(p->'transfers'), 0);
  p_kinds text[] := '{}';
  p_owners text[] := '{}';
  p_currencies text[] := '{}';
  p_shards smallint[] := '{}';
  p_allow_negative boolean[] := '{}';
  p_from int[] := '{}';
  p_to int[] := '{}';
  p_amounts bigint[] := '{}';
  item jsonb;
  existing record;
  hold record;
  acct record;
  ids bigint[];
  balances bigint[];
  before_balances bigint[];
  statuses text[];
  allow_neg boolean[];
  i int;
  f int;
  t int;
  code text := p->>'refusal';
  refused_at int;
  e_index int[] := '{}';
  e_accounts bigint[] := '{}';
  e_amounts bigint[] := '{}';
  e_currencies text[] := '{}';
  e_balances bigint[] := '{}';
  op_id bigint;
BEGIN
  FOR i IN 1..n_accounts LOOP
    item := p_accounts->(i - 1);
    p_kinds[i] := item->>'kind';
    p_owners[i] := item->>'ownerId';
    p_currencies[i] := item->>'currency';
    p_shards[i] := (item->>'shard')::smallint;
    p_allow_negative[i] := (item->>'allowNegative')::boolean;
  END LOOP;
  FOR i IN 1..n_transfers LOOP
    item := p_transfers->(i - 1);
    p_from[i] := (item->>'from')::int;
    p_to[i] := (item->>'to')::int;
    p_amounts[i] := (item->>'amount')::bigint;
  END LOOP;

  IF code IS NULL AND p_hold_action IN ('posted', 'voided') THEN
    SELECT status INTO hold FROM wallet_hold WHERE id = p_hold_id FOR UPDATE;
    IF NOT FOUND THEN code := 'WALLET_HOLD_NOT_FOUND';
    ELSIF hold.status <> 'pending' THEN code := 'WALLET_HOLD_NOT_PENDING';
    END IF;
  END IF;

  IF code IS NULL THEN
    -- Lock the accounts one by one in the order given (the caller sorts them by identity, so
    -- concurrent operations queue instead of deadlocking); open the ones that do not exist yet.
    ids := array_fill(0::bigint, ARRAY[n_accounts]);
    balances := array_fill(0::bigint, ARRAY[n_accounts]);
    statuses := array_fill(''::text, ARRAY[n_accounts]);
    allow_neg := array_fill(false, ARRAY[n_accounts]);
    FOR i IN 1..n_accounts LOOP
      FOR pass IN 1..2 LOOP
        SELECT a.id, a.balance_minor, a.status, a.allow_negative INTO acct
          FROM wallet_account a
          WHERE a.kind = p_kinds[i] AND a.owner_id = p_owners[i] AND a.currency = p_currencies[i] AND a.shard = p_shards[i]
          FOR UPDATE;
        EXIT WHEN FOUND;
        IF pass = 2 THEN RAISE EXCEPTION 'wallet account missing after create'; END IF;
        INSERT INTO wallet_account (kind, owner_id, currency, shard, allow_negative)
          VALUES (p_kinds[i], p_owners[i], p_currencies[i], p_shards[i], p_allow_negative[i])
          ON CONFLICT DO NOTHING;
      END LOOP;
      ids[i] := acct.id;
      balances[i] := acct.balance_minor;
      statuses[i] := acct.status;
      allow_neg[i] := acct.allow_negative;
    END LOOP;

    before_balances := balances;
    FOR i IN 1..n_transfers LOOP
      f := p_from[i];
      t := p_to[i];
      IF statuses[f] = 'closed' OR statuses[t] = 'closed' THEN
        code := 'WALLET_ACCOUNT_CLOSED'; refused_at := CASE WHEN statuses[f] = 'closed' THEN f ELSE t END; EXIT;
      END IF;
      IF statuses[f] = 'frozen' THEN code := 'WALLET_ACCOUNT_FROZEN'; refused_at := f; EXIT; END IF;
      IF balances[f] - p_amounts[i] < 0 AND NOT allow_neg[f] THEN
        code := 'WALLET_INSUFFICIENT_FUNDS'; refused_at := f; EXIT;
      END IF;
      balances[f] := balances[f] - p_amounts[i];
      balances[t] := balances[t] + p_amounts[i];
      -- Assigned by index (each array grows in place), not appended (`a := a || x` copies the
      -- whole array every time: quadratic in a bulk operation's thousands of entries).
      e_index[2 * i - 1] := i - 1;
      e_index[2 * i] := i - 1;
      e_accounts[2 * i - 1] := ids[f];
      e_accounts[2 * i] := ids[t];
      e_amounts[2 * i - 1] := -p_amounts[i];
      e_amounts[2 * i] := p_amounts[i];
      e_currencies[2 * i - 1] := p_currencies[f];
      e_currencies[2 * i] := p_currencies[t];
      e_balances[2 * i - 1] := balances[f];
      e_balances[2 * i] := balances[t];
    END LOOP;
  END IF;

  -- Write the operation and, when posted, its entries and the new balances: one statement, so
  -- one executor run. A key already taken (a replay, or the same key committed while this call
  -- waited for its locks) inserts nothing here and answers the first result instead.
  IF code IS NULL THEN
    WITH op AS (
      INSERT INTO wallet_operation (idempotency_key, input_hash, type, reference, actor, reason, status, result, created_at)
        VALUES (p_key, p_hash, p->>'type', coalesce(p->>'reference', ''), p->>'actor', coalesce(p->>'reason', ''), 'posted', '{}'::jsonb, p_now)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id
    ), entry AS (
      INSERT INTO wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type, created_at)
        SELECT op.id, x.transfer_index, x.account_id, x.amount_minor, x.currency, x.balance_after_minor, p->>'type', p_now
        FROM op, unnest(e_index, e_accounts, e_amounts, e_currencies, e_balances)
          AS x(transfer_index, account_id, amount_minor, currency, balance_after_minor)
    ), balance AS (
      UPDATE wallet_account a SET balance_minor = b.balance
        FROM unnest(ids, balances) AS b(id, balance)
        WHERE a.id = b.id AND a.balance_minor IS DISTINCT FROM b.balance AND EXISTS (SELECT 1 FROM op)
    )
    SELECT id INTO op_id FROM op;
  ELSE
    INSERT INTO wallet_operation (idempotency_key, input_hash, type, reference, actor, reason, status, result, created_at)
      VALUES (p_key, p_hash, p->>'type', coalesce(p->>'reference', ''), p->>'actor', coalesce(p->>'reason', ''), 'refused',
              jsonb_build_object('code', code, 'refusedAt', refused_at, 'balanceMinor', before_balances[refused_at]::text), p_now)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id INTO op_id;
  END IF;
  IF op_id IS NULL THEN
    SELECT o.id, o.input_hash, o.status, o.result, o.created_at INTO existing FROM wallet_operation o WHERE o.idempotency_key = p_key;
    RETURN wallet_replay_answer(existing.id, existing.input_hash, existing.status, existing.result, existing.created_at);
  END IF;

  IF code IS NULL THEN
    IF p_hold_action = 'create' THEN
      INSERT INTO wallet_hold (id, source_account_id, frozen_account_id, amount_minor, currency, created_at)
        VALUES (op_id, ids[p_from[1]], ids[p_to[1]], p_amounts[1], p_currencies[p_from[1]], p_now);
    ELSIF p_hold_action IN ('posted', 'voided') THEN
      UPDATE wallet_hold SET status = p_hold_action, settle_operation_id = op_id, settled_at = p_now
        WHERE id = p_hold_id AND status = 'pending';
    END IF;
  END IF;

  RETURN jsonb_build_object('replayed', false, 'operationId', op_id::text, 'inputHash', p_hash,
    'status', CASE WHEN code IS NULL THEN 'posted' ELSE 'refused' END, 'code', code, 'refusedAt', refused_at,
    'balanceMinor', before_balances[refused_at]::text,
    'entryAccounts', to_jsonb(e_accounts::text[]), 'entryBalances', to_jsonb(e_balances::text[]));
END
$$;
