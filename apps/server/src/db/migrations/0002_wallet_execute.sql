-- wallet_execute: one business operation in one statement (one round trip).
-- Called by apps/server/src/modules/wallet/wallet.post.ts, which validates the input, hashes it
-- and resolves account identities; this function takes the locks (in account-id order, so
-- concurrent operations queue instead of deadlocking), applies the balance rules, and writes
-- the operation, its entries and the new balances — or records the refusal. The same
-- idempotency key returns the stored operation instead (the caller compares input hashes).
--
-- The argument is one jsonb: key, hash, type, reference, actor, reason, now (ISO text),
-- accounts [{kind, ownerId, currency, shard, allowNegative}], transfers [{from, to, amount}] with
-- 1-based indexes into accounts and amounts as decimal strings of minor units. p_refusal: a refusal decided before any balance
-- (currency mismatch, play money) to record as is. Holds: p_hold_id with p_hold_action
-- 'create' (this operation reserves: the hold gets this operation's id), 'posted' or 'voided'
-- (lock the hold, require it pending, then settle it with this operation).
CREATE FUNCTION wallet_execute(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  p_key text := p->>'key';
  p_hash text := p->>'hash';
  p_type text := p->>'type';
  p_reference text := coalesce(p->>'reference', '');
  p_actor text := p->>'actor';
  p_reason text := coalesce(p->>'reason', '');
  p_now timestamptz := (p->>'now')::timestamptz;
  p_now_text text := p->>'now';
  p_refusal text := p->>'refusal';
  p_hold_id bigint := (p->>'holdId')::bigint;
  p_hold_action text := p->>'holdAction';
  p_kinds text[];
  p_owners text[];
  p_currencies text[];
  p_shards smallint[];
  p_allow_negative boolean[];
  p_from int[];
  p_to int[];
  p_amounts bigint[];
  n_accounts int;
  n_transfers int;
  existing record;
  hold record;
  ids bigint[];
  balances bigint[];
  before_balances bigint[];
  statuses text[];
  allow_neg boolean[];
  acct record;
  found_count int;
  i int;
  f int;
  t int;
  code text := p->>'refusal';
  refused_at int;
  entries jsonb := '[]'::jsonb;
  result jsonb;
  op_id bigint;
BEGIN
  SELECT coalesce(array_agg(v->>'kind' ORDER BY idx), '{}'), coalesce(array_agg(v->>'ownerId' ORDER BY idx), '{}'),
         coalesce(array_agg(v->>'currency' ORDER BY idx), '{}'), coalesce(array_agg((v->>'shard')::smallint ORDER BY idx), '{}'),
         coalesce(array_agg((v->>'allowNegative')::boolean ORDER BY idx), '{}')
    INTO p_kinds, p_owners, p_currencies, p_shards, p_allow_negative
    FROM jsonb_array_elements(p->'accounts') WITH ORDINALITY AS e(v, idx);
  SELECT coalesce(array_agg((v->>'from')::int ORDER BY idx), '{}'), coalesce(array_agg((v->>'to')::int ORDER BY idx), '{}'),
         coalesce(array_agg((v->>'amount')::bigint ORDER BY idx), '{}')
    INTO p_from, p_to, p_amounts
    FROM jsonb_array_elements(p->'transfers') WITH ORDINALITY AS e(v, idx);
  n_accounts := coalesce(array_length(p_kinds, 1), 0);
  n_transfers := coalesce(array_length(p_from, 1), 0);
  ids := array_fill(0::bigint, ARRAY[n_accounts]);
  balances := array_fill(0::bigint, ARRAY[n_accounts]);
  statuses := array_fill(''::text, ARRAY[n_accounts]);
  allow_neg := array_fill(false, ARRAY[n_accounts]);

  SELECT o.id, o.input_hash, o.result INTO existing FROM wallet_operation o WHERE o.idempotency_key = p_key;
  IF FOUND THEN
    RETURN jsonb_build_object('replayed', true, 'operationId', existing.id::text, 'inputHash', existing.input_hash, 'result', existing.result);
  END IF;

  IF code IS NULL AND p_hold_action IN ('posted', 'voided') THEN
    SELECT status INTO hold FROM wallet_hold WHERE id = p_hold_id FOR UPDATE;
    IF NOT FOUND THEN code := 'WALLET_HOLD_NOT_FOUND';
    ELSIF hold.status <> 'pending' THEN code := 'WALLET_HOLD_NOT_PENDING';
    END IF;
  END IF;

  IF code IS NULL THEN
    -- Lock the accounts in id order; open the ones that do not exist yet, then lock again.
    FOR pass IN 1..2 LOOP
      found_count := 0;
      FOR acct IN
        SELECT a.id, a.balance_minor, a.status, a.allow_negative, k.idx
        FROM wallet_account a
        JOIN unnest(p_kinds, p_owners, p_currencies, p_shards) WITH ORDINALITY AS k(kind, owner_id, currency, shard, idx)
          ON a.kind = k.kind AND a.owner_id = k.owner_id AND a.currency = k.currency AND a.shard = k.shard
        ORDER BY a.id
        FOR UPDATE OF a
      LOOP
        ids[acct.idx] := acct.id;
        balances[acct.idx] := acct.balance_minor;
        statuses[acct.idx] := acct.status;
        allow_neg[acct.idx] := acct.allow_negative;
        found_count := found_count + 1;
      END LOOP;
      EXIT WHEN found_count = n_accounts;
      IF pass = 2 THEN RAISE EXCEPTION 'wallet accounts missing after create'; END IF;
      INSERT INTO wallet_account (kind, owner_id, currency, shard, allow_negative)
        SELECT * FROM unnest(p_kinds, p_owners, p_currencies, p_shards, p_allow_negative)
        ON CONFLICT DO NOTHING;
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
      entries := entries
        || jsonb_build_object('accountId', ids[f]::text, 'kind', p_kinds[f], 'ownerId', p_owners[f], 'currency', p_currencies[f],
             'amountMinor', (-p_amounts[i])::text, 'balanceAfterMinor', balances[f]::text)
        || jsonb_build_object('accountId', ids[t]::text, 'kind', p_kinds[t], 'ownerId', p_owners[t], 'currency', p_currencies[t],
             'amountMinor', p_amounts[i]::text, 'balanceAfterMinor', balances[t]::text);
    END LOOP;
  END IF;

  result := jsonb_build_object('idempotencyKey', p_key, 'type', p_type, 'reference', p_reference, 'createdAt', p_now_text);
  IF code IS NOT NULL THEN
    result := result || jsonb_build_object('status', 'refused', 'code', code, 'entries', '[]'::jsonb);
    IF refused_at IS NOT NULL THEN
      -- The account's balance as stored: none of this operation's transfers are applied.
      result := result || jsonb_build_object('account', jsonb_build_object('kind', p_kinds[refused_at], 'ownerId', p_owners[refused_at],
        'currency', p_currencies[refused_at], 'balanceMinor', before_balances[refused_at]::text));
    END IF;
  ELSE
    result := result || jsonb_build_object('status', 'posted', 'entries', entries);
  END IF;

  INSERT INTO wallet_operation (idempotency_key, input_hash, type, reference, actor, reason, status, result, created_at)
    VALUES (p_key, p_hash, p_type, p_reference, p_actor, p_reason, result->>'status', result, p_now)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO op_id;
  IF op_id IS NULL THEN
    -- The same key committed while we waited: answer with that first result, write nothing.
    SELECT o.id, o.input_hash, o.result INTO existing FROM wallet_operation o WHERE o.idempotency_key = p_key;
    RETURN jsonb_build_object('replayed', true, 'operationId', existing.id::text, 'inputHash', existing.input_hash, 'result', existing.result);
  END IF;

  IF code IS NULL THEN
    INSERT INTO wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type, created_at)
      SELECT op_id, (e.ord - 1) / 2, (e.v->>'accountId')::bigint, (e.v->>'amountMinor')::bigint, e.v->>'currency',
             (e.v->>'balanceAfterMinor')::bigint, p_type, p_now
      FROM jsonb_array_elements(entries) WITH ORDINALITY AS e(v, ord);
    UPDATE wallet_account a SET balance_minor = b.balance
      FROM unnest(ids, balances) AS b(id, balance)
      WHERE a.id = b.id AND a.balance_minor IS DISTINCT FROM b.balance;
    IF p_hold_action = 'create' THEN
      INSERT INTO wallet_hold (id, source_account_id, frozen_account_id, amount_minor, currency, created_at)
        VALUES (op_id, ids[p_from[1]], ids[p_to[1]], p_amounts[1], p_currencies[p_from[1]], p_now);
    ELSIF p_hold_action IN ('posted', 'voided') THEN
      UPDATE wallet_hold SET status = p_hold_action, settle_operation_id = op_id, settled_at = p_now
        WHERE id = p_hold_id AND status = 'pending';
    END IF;
  END IF;

  RETURN jsonb_build_object('replayed', false, 'operationId', op_id::text, 'inputHash', p_hash, 'result', result);
END
$$;
