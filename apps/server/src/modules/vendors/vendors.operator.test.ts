import { VENDOR_SECRET_GRACE_MS } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorCall } from '../../test/operator-client.js';
import { operatorToken } from '../../test/operators.js';
import { vendorClient } from '../../test/vendor-client.js';

/** Vendor signing secrets in the back office (decision 0034): shown once, audited, grace window. */
const t = useTestApp();
const vendor = vendorClient(t);

type SecretView = {
  vendor: string;
  fingerprint: string;
  rotatedAt: string | null;
  previousValidUntil: string | null;
};
type Rotated = SecretView & { secret: string };

/** A signed balance call for an unknown player: UNKNOWN_PLAYER means the signature passed. */
const balanceWith = async (code: string, secret: string) =>
  (await vendor.call('balance', { playerId: '999999999', currency: 'BDT' }, { vendor: code, secret })).body
    .status;

const auditRows = (target: string) =>
  queryRows<Record<string, unknown>>(
    t.ctx.database.db,
    sql`select * from audit_entry where action = 'games.vendor.secret.rotate' and target_id = ${target}`,
  );

describe('back office: vendor secrets', () => {
  it('lists fingerprints only, never a secret', async () => {
    const token = await operatorToken(t.app, 'admin');
    const listed = await operatorCall<SecretView[]>(t.app, token, 'GET', '/bo/api/games/vendor-secrets');
    expect(listed.status).toBe(200);
    const pg = listed.body.value.find((v) => v.vendor === 'PG');
    expect(pg?.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(listed.body)).not.toContain(await vendor.secret('PG'));
  });

  it('rotates: the new secret is answered once and signs at once, the old one until the grace window ends', async () => {
    const token = await operatorToken(t.app, 'owner');
    const old = await vendor.secret('PG');
    const rotated = await operatorCall<Rotated>(
      t.app,
      token,
      'POST',
      '/bo/api/games/vendor-secrets/PG/rotate',
      {
        reason: 'quarterly rotation',
      },
    );
    expect(rotated.status).toBe(200);
    const { secret, fingerprint, previousValidUntil } = rotated.body.value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(old);
    expect(previousValidUntil).toBe(new Date(t.ctx.now().getTime() + VENDOR_SECRET_GRACE_MS).toISOString());

    // Audited once, with fingerprints and the reason, never a secret.
    const rows = await auditRows('PG');
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    expect(text).toContain(fingerprint);
    expect(text).toContain('quarterly rotation');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(old);

    // Never readable again: the list shows the new fingerprint only.
    const listed = await operatorCall<SecretView[]>(t.app, token, 'GET', '/bo/api/games/vendor-secrets');
    expect(listed.body.value.find((v) => v.vendor === 'PG')).toMatchObject({
      fingerprint,
      previousValidUntil,
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    expect(await balanceWith('PG', secret)).toBe('UNKNOWN_PLAYER');
    expect(await balanceWith('PG', old)).toBe('UNKNOWN_PLAYER');
    const start = t.ctx.now();
    try {
      t.setNow(new Date(start.getTime() + VENDOR_SECRET_GRACE_MS + 1000));
      expect(await balanceWith('PG', old)).toBe('INVALID_SIGNATURE');
      expect(await balanceWith('PG', secret)).toBe('UNKNOWN_PLAYER');
    } finally {
      t.setNow(new Date());
    }
  });

  it('keeps the in-process studio signing after its own secret is rotated', async () => {
    const token = await operatorToken(t.app, 'admin');
    const before = await vendor.secret('KHELA');
    const rotated = await operatorCall<Rotated>(
      t.app,
      token,
      'POST',
      '/bo/api/games/vendor-secrets/KHELA/rotate',
      {
        reason: 'studio key change',
      },
    );
    expect(rotated.status).toBe(200);
    // The studio signs with what the vendors service gives it: the new secret, at once.
    expect(await vendor.secret('KHELA')).toBe(rotated.body.value.secret);
    expect(await vendor.secret('KHELA')).not.toBe(before);
    expect(await balanceWith('KHELA', rotated.body.value.secret)).toBe('UNKNOWN_PLAYER');
  });

  it('refuses a missing reason beside its field, an unknown vendor, and roles without games.manage', async () => {
    const admin = await operatorToken(t.app, 'admin');
    const noReason = await operatorCall(t.app, admin, 'POST', '/bo/api/games/vendor-secrets/PG/rotate', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(noReason.body.value)).toContain('body.reason');
    const unknown = await operatorCall(t.app, admin, 'POST', '/bo/api/games/vendor-secrets/NOPE/rotate', {
      reason: 'no such vendor',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('GAME_VENDOR_NOT_FOUND');
    for (const role of ['finance', 'support', 'content'] as const) {
      const token = await operatorToken(t.app, role);
      const refused = await operatorCall(t.app, token, 'POST', '/bo/api/games/vendor-secrets/PG/rotate', {
        reason: 'not allowed',
      });
      expect(refused.status).toBe(403);
    }
    const guest = await t.app.inject({ method: 'GET', url: '/bo/api/games/vendor-secrets' });
    expect(guest.statusCode).toBe(401);
    expect(await auditRows('NOPE')).toHaveLength(0);
  });
});
