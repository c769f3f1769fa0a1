import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { useTestApp } from '../../test/harness.js';
import { createWalletService } from './wallet.service.js';

const t = useTestApp({ seed: false });

describe('account history', () => {
  it('pages newest first and filters by type, kind and date range', async () => {
    const wallet = createWalletService(t.ctx);
    const player = 'history-player';
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
    for (let d = 1; d <= 6; d++) {
      t.setNow(day(d));
      await wallet.post({
        idempotencyKey: `h-dep-${d}`,
        type: 'deposit',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: 'H' },
            to: { player, kind: 'cash' },
            amountMinor: 1_000n,
          },
        ],
        actor: 'test',
      });
      await wallet.post({
        idempotencyKey: `h-bet-${d}`,
        type: 'bet',
        transfers: [
          { from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: BigInt(100 * d) },
        ],
        actor: 'test',
        reference: `round-${d}`,
      });
    }
    const all = await wallet.history({ player, from: day(1), to: day(7), page: 1, pageSize: 5 });
    expect(all.total).toBe(12);
    expect(all.totalPages).toBe(3);
    expect(all.rows[0]).toMatchObject({
      type: 'bet',
      reference: 'round-6',
      kind: 'cash',
      amountMinor: -600n,
    });
    expect(all.rows[0]?.createdAt.toISOString()).toBe(day(6).toISOString());
    const last = await wallet.history({ player, from: day(1), to: day(7), page: 3, pageSize: 5 });
    expect(last.rows.map((r) => r.type)).toEqual(['bet', 'deposit']);
    expect(last.rows[1]?.balanceAfterMinor).toBe(1_000n);

    const bets = await wallet.history({
      player,
      types: ['bet'],
      from: day(2),
      to: day(4),
      page: 1,
      pageSize: 10,
    });
    expect(bets.rows.map((r) => r.reference)).toEqual(['round-3', 'round-2']);
    // Totals cover the whole filter, not the page; each row names the other side of its transfer.
    expect(bets.totals).toEqual({ inMinor: 0n, outMinor: -500n });
    expect(all.totals).toEqual({ inMinor: 6_000n, outMinor: -2_100n });
    expect(bets.rows[0]).toMatchObject({ counterpart: { kind: 'house', ownerId: '' }, status: 'posted' });
    const none = await wallet.history({
      player,
      kinds: ['bonus'],
      from: day(1),
      to: day(7),
      page: 1,
      pageSize: 10,
    });
    expect(none).toEqual({ rows: [], total: 0, totalPages: 0, totals: { inMinor: 0n, outMinor: 0n } });
  });

  it('bounds page size and date range', async () => {
    const wallet = createWalletService(t.ctx);
    const base = {
      player: 'x',
      from: new Date('2026-01-01'),
      to: new Date('2026-02-01'),
      page: 1,
      pageSize: 10,
    };
    for (const bad of [
      { ...base, pageSize: 101 },
      { ...base, page: 0 },
      { ...base, to: base.from },
      { ...base, from: new Date('2020-01-01') },
    ]) {
      await expect(wallet.history(bad)).rejects.toBeInstanceOf(AppError);
    }
  });
});

describe('account history: holds and counterparts', () => {
  it('marks a reserve pending until its hold settles, and names the other player of a transfer', async () => {
    const wallet = createWalletService(t.ctx);
    const [a, b] = ['hold-player-a', 'hold-player-b'];
    const now = new Date(Date.UTC(2026, 10, 20, 12));
    t.setNow(now);
    await wallet.post({
      idempotencyKey: 'hc-dep',
      type: 'deposit',
      transfers: [
        {
          from: { system: 'payment_provider', ownerId: 'H' },
          to: { player: a, kind: 'cash' },
          amountMinor: 5_000n,
        },
      ],
      actor: 'test',
    });
    const hold = await wallet.reserve({
      idempotencyKey: 'hc-hold',
      type: 'withdrawal',
      player: a,
      amountMinor: 1_000n,
      actor: 'test',
    });
    await wallet.post({
      idempotencyKey: 'hc-transfer',
      type: 'transfer',
      transfers: [{ from: { player: a, kind: 'cash' }, to: { player: b, kind: 'cash' }, amountMinor: 700n }],
      actor: 'test',
    });
    const range = { from: now, to: new Date(now.getTime() + 1000), page: 1, pageSize: 10 };
    const pending = await wallet.history({ player: a, kinds: ['cash'], types: ['withdrawal'], ...range });
    expect(pending.rows.map((r) => r.status)).toEqual(['pending']);
    await wallet.voidHold({
      idempotencyKey: 'hc-void',
      holdId: hold.holdId,
      type: 'withdrawal',
      actor: 'test',
    });
    const voided = await wallet.history({ player: a, kinds: ['cash'], types: ['withdrawal'], ...range });
    expect(voided.rows.map((r) => r.status).sort()).toEqual(['posted', 'voided']);
    const received = await wallet.history({ player: b, ...range });
    expect(received.rows[0]).toMatchObject({ amountMinor: 700n, counterpart: { kind: 'cash', ownerId: a } });
  });
});
