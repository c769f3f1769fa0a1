import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { type AuditRecord, createAuditService } from './audit.service.js';

const t = useTestApp({ seed: false });

const audit = () => createAuditService(t.ctx);
const db = () => t.ctx.database.db;

function entry(n: number, extra: Partial<AuditRecord> = {}): AuditRecord {
  return {
    actor: { kind: 'operator', id: '7', name: 'owner01' },
    ip: '203.0.113.9',
    action: 'test.change',
    target: { type: 'thing', id: `thing-${n}` },
    before: { value: n, nested: { b: 1, a: [1, 'x', null] } },
    after: {
      value: n + 1,
      amountMinor: 12_345_678_901_234_567_890n,
      at: new Date('2026-11-21T10:00:00.123Z'),
    },
    reason: `reason ${n}`,
    ...extra,
  };
}

async function append(count: number): Promise<void> {
  for (let n = 0; n < count; n++) await db().transaction((tx) => audit().record(tx, entry(n)));
}

async function ids(): Promise<bigint[]> {
  const rows = await queryRows<{ id: string }>(
    db(),
    sql`select id::text as id from audit_entry order by seq`,
  );
  return rows.map((row) => BigInt(row.id));
}

/** Runs `change` with the append-only trigger off, as a superuser repairing (or tampering) would. */
async function tamper(change: ReturnType<typeof sql>): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entry disable trigger audit_entry_append_only`);
    await tx.execute(change);
    await tx.execute(sql`alter table audit_entry enable trigger audit_entry_append_only`);
  });
}

describe('audit chain', () => {
  it('verifies an intact chain, values stored as the database gives them back', async () => {
    await append(5);
    const result = await audit().verify();
    expect(result).toMatchObject({ ok: true, checked: 5 });
    expect(result.headHash).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await queryRows<{ after: Record<string, unknown> }>(
      db(),
      sql`select after from audit_entry order by seq limit 1`,
    );
    expect(row?.after).toEqual({
      value: 1,
      amountMinor: '12345678901234567890',
      at: '2026-11-21T10:00:00.123Z',
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(db().execute(sql`update audit_entry set reason = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_entry`)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_entry`)).rejects.toThrow();
    expect((await audit().verify()).ok).toBe(true);
  });

  const alterations: [string, (id: bigint) => ReturnType<typeof sql>][] = [
    ['reason', (id) => sql`update audit_entry set reason = 'nothing happened' where id = ${id}`],
    [
      'after',
      (id) => sql`update audit_entry set after = jsonb_set(after, '{value}', '999') where id = ${id}`,
    ],
    ['before', (id) => sql`update audit_entry set before = null where id = ${id}`],
    ['time', (id) => sql`update audit_entry set at = at - interval '1 hour' where id = ${id}`],
    ['actor', (id) => sql`update audit_entry set actor_name = 'someone else' where id = ${id}`],
    ['ip', (id) => sql`update audit_entry set ip = '10.0.0.1' where id = ${id}`],
    ['action', (id) => sql`update audit_entry set action = 'test.other' where id = ${id}`],
    ['target', (id) => sql`update audit_entry set target_id = 'thing-x' where id = ${id}`],
    ['hash', (id) => sql`update audit_entry set hash = repeat('a', 64) where id = ${id}`],
    ['link', (id) => sql`update audit_entry set prev_hash = repeat('0', 64) where id = ${id}`],
  ];

  it.each(alterations)(
    'fails verification when an entry’s %s is altered, at that entry',
    async (_field, change) => {
      const all = await ids();
      const victim = all[2];
      if (victim === undefined) throw new Error('too few entries');
      const saved = await queryRows<Record<string, unknown>>(
        db(),
        sql`select * from audit_entry where id = ${victim}`,
      );
      await tamper(change(victim));
      const result = await audit().verify();
      expect(result.ok).toBe(false);
      expect(result.firstBadId).toBe(victim.toString());
      expect(result.checked).toBe(3);
      // Put it back (the chain verifies again), so each alteration is tested on its own.
      const row = saved[0] ?? {};
      await tamper(
        sql`update audit_entry set reason = ${row.reason}, after = ${JSON.stringify(row.after)}::jsonb,
        before = ${JSON.stringify(row.before)}::jsonb, at = ${row.at}, actor_name = ${row.actor_name},
        ip = ${row.ip}, action = ${row.action}, target_id = ${row.target_id}, hash = ${row.hash},
        prev_hash = ${row.prev_hash} where id = ${victim}`,
      );
      expect((await audit().verify()).ok).toBe(true);
    },
  );

  it('fails verification when an entry is deleted (at the one after it), or entries swap places', async () => {
    await append(2);
    const all = await ids();
    const [, second, third] = all;
    if (second === undefined || third === undefined) throw new Error('too few entries');
    await tamper(sql`delete from audit_entry where id = ${second}`);
    expect(await audit().verify()).toMatchObject({ ok: false, firstBadId: third.toString() });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('concurrent appends (PostgreSQL)', () => {
  const fresh = useTestApp({ seed: false });

  it('200 writers in parallel transactions extend one chain', async () => {
    const service = createAuditService(fresh.ctx);
    const writers = Array.from({ length: 200 }, (_, n) =>
      fresh.ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.001)`);
        await service.record(tx, entry(n));
      }),
    );
    const settled = await Promise.allSettled(writers);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const result = await service.verify();
    expect(result).toMatchObject({ ok: true, checked: 200 });
    const [counts] = await queryRows<{ n: number; max: string; links: number }>(
      fresh.ctx.database.db,
      sql`select count(*)::int as n, max(seq)::text as max, count(distinct prev_hash)::int as links from audit_entry`,
    );
    expect(counts).toEqual({ n: 200, max: '200', links: 200 });
  });
});
