import { createHash } from 'node:crypto';
import {
  type OperatorRole,
  type RaffleListValue,
  type RaffleValue,
  type RaffleVerifyValue,
  verifyRaffle,
} from '@khela/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { betRecord } from '../vendors/vendors.tables.js';
import * as repo from './promotions.raffle.repo.js';
import { promoRaffleTicket } from './promotions.raffle.tables.js';
import { promoBonus } from './promotions.tables.js';

/**
 * Raffles (decision 0055): the seed committed at publishing before any ticket, tickets from
 * deposits and valid-bet turnover after joining (capped per player), the draw at its time from
 * the revealed seed and the ticket list's hash, reproducible by the verifier; prizes claimed with
 * MCS2_claimRafflePromotion or paid when the claim time ends, each exactly once.
 */
const t = useTestApp();
const { call, memberSession, deposit, cash } = depositsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const raffles = () => t.app.services.promotions.raffles;
const db = () => t.ctx.database.db;
/** A moment when every demo channel is open: 12:00 in Dhaka. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOON_DHAKA.getTime() + ms);

const rules = (over: Record<string, unknown> = {}) => ({
  drawAt: at(HOUR).toISOString(),
  perDeposit: { amount: '100.00', tickets: 1 },
  perTurnover: { amount: '50.00', tickets: 1 },
  maxTicketsPerPlayer: 10,
  claimDays: 7,
  prizes: [
    { kind: 'cash', count: 1, amount: '100.00' },
    { kind: 'bonus', count: 1, amount: '50.00', wageringMultiple: 5, expiresInDays: 7 },
  ],
  ...over,
});

function raffle(over: Record<string, unknown> = {}) {
  return {
    kind: 'raffle',
    category: 'events',
    status: 'published',
    title: { en: 'Lucky draw', bn: 'লাকি ড্র' },
    body: { en: 'Deposit and play for tickets.', bn: 'টিকিটের জন্য ডিপোজিট করুন ও খেলুন।' },
    rules: rules(),
    visibleFrom: at(-24 * HOUR).toISOString(),
    activeFrom: at(-24 * HOUR).toISOString(),
    activeUntil: at(HOUR).toISOString(),
    perPlayerLimit: 1,
    globalLimit: null,
    ...over,
  };
}

async function publish(body: Record<string, unknown>) {
  return call<{ id: string }>('POST', '/bo/api/promotions', { token: await op('content'), body });
}

/** PUT /bo/api/promotions/:id (the deposits client sends GET, POST and PATCH only). */
async function put(id: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/bo/api/promotions/${id}`,
    headers: {
      authorization: `Bearer ${await op('content')}`,
      'content-type': 'application/json',
      'x-lang': 'en',
    },
    payload: JSON.stringify(body),
  });
}

async function payDeposit(token: string, amount: string) {
  const order = (await deposit(token, { channelCode: 'NAGAD', amount, reference: `NG${Date.now() % 1e8}` }))
    .body.value;
  const approved = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
    token: await op('finance'),
    body: { note: 'seen' },
  });
  expect(approved.status, approved.text).toBe(200);
}

let rounds = 0;
/** A settled real-money round: the vendors trigger rolls it into the valid bets. */
async function bet(member: { memberId: string; username: string }, stakeMinor: bigint, settledAt: Date) {
  rounds += 1;
  await db()
    .insert(betRecord)
    .values({
      vendorCode: 'KHELA',
      roundId: `raffle-${Date.now()}-${rounds}`,
      memberId: BigInt(member.memberId),
      username: member.username,
      gameCode: 'raffle-test',
      gameType: 'RNG',
      currency: 'BDT',
      playMoney: false,
      stakeMinor,
      winMinor: 0n,
      debitCount: 1,
      creditCount: 1,
      status: 'settled',
      openedAt: new Date(settledAt.getTime() - 1000),
      settledAt,
      updatedAt: settledAt,
    });
}

const join = (token: string, id: string) => call('POST', `/wps/promotions/${id}/join`, { token });
const mine = async (token: string, id: string, lang: 'en' | 'bn' = 'en') =>
  (await call<RaffleListValue>('GET', '/wps/promotions/raffles', { token, lang })).body.value.list.find(
    (r) => r.id === id,
  ) as RaffleValue;
const claim = (token: string, id: string) =>
  call<{ paid: { amount: string; kind: string }[] }>('POST', '/wps/relay/MCS2_claimRafflePromotion', {
    token,
    body: { promotionId: id },
  });
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the raffle editor', () => {
  it('refuses a points prize at publishing (a draft keeps it), wrong rules with the field, and changes once published', async () => {
    t.setNow(NOON_DHAKA);
    const points = { kind: 'points', count: 3, points: 500 };
    const refused = await publish(raffle({ rules: rules({ prizes: [...rules().prizes, points] }) }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'RAFFLE_POINTS_NOT_AVAILABLE' });
    expect(refused.body.message).toContain('rules.prizes.2');
    const draft = await publish(raffle({ status: 'draft', rules: rules({ prizes: [points] }) }));
    expect(draft.status, draft.text).toBe(200);
    expect(await repo.raffleById(db(), BigInt(draft.body.value.id))).toBeUndefined();
    const noRate = await publish(raffle({ rules: rules({ perDeposit: undefined, perTurnover: undefined }) }));
    expect(noRate.body.message).toContain('rules.perDeposit');
    const noEnd = await publish(raffle({ activeUntil: null }));
    expect(noEnd.body.message).toContain('activeUntil');
    const late = await publish(raffle({ activeUntil: at(2 * HOUR).toISOString() }));
    expect(late.body.message).toContain('activeUntil');
    const wager = await publish(
      raffle({
        rules: rules({
          prizes: [{ kind: 'bonus', count: 1, amount: '5', wageringMultiple: 90, expiresInDays: 1 }],
        }),
      }),
    );
    expect(wager.body.code).toBe('PROMOTION_WAGERING_TOO_HIGH');

    const made = await publish(raffle());
    expect(made.status, made.text).toBe(200);
    const id = made.body.value.id;
    const changed = await put(id, raffle({ rules: rules({ maxTicketsPerPlayer: 11 }) }));
    expect(changed.json().code).toBe('RAFFLE_RULES_LOCKED');
    const retitled = await put(id, raffle({ title: { en: 'Big lucky draw', bn: 'বড় লাকি ড্র' } }));
    expect(retitled.statusCode, retitled.body).toBe(200);
  });
});

describe('a raffle', () => {
  it('commits its seed before any ticket, sells tickets by deposit and turnover, draws verifiably and pays claims once', async () => {
    t.setNow(NOON_DHAKA);
    const id = (await publish(raffle())).body.value.id;
    const committed = await repo.raffleById(db(), BigInt(id));
    expect(committed?.commitment).toBe(sha(committed?.seed ?? ''));
    expect(committed?.seed).toMatch(/^[0-9a-f]{64}$/);

    const a = await memberSession();
    const b = await memberSession();
    const outsider = await memberSession();
    expect((await mine(a.token, id)).joined).toBe(false);
    // Before joining, a deposit earns nothing.
    await payDeposit(a.token, '300');
    expect((await mine(a.token, id)).myTickets).toEqual([]);
    expect((await join(a.token, id)).status).toBe(200);
    expect((await join(b.token, id)).status).toBe(200);
    await payDeposit(a.token, '800'); // NAGAD keeps 1 %: 792.00 credited → 7 tickets
    expect((await mine(a.token, id)).myTickets).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Turnover: 150.00 → 3 more for a (reaching the cap of 10), 60.00 → 1 for b, none for the outsider.
    await bet(a, 15_000n, at(-20 * 60_000));
    await bet(b, 6_000n, at(-20 * 60_000));
    await bet(outsider, 90_000n, at(-20 * 60_000));
    await raffles().tick();
    await bet(a, 50_000n, at(-15 * 60_000)); // over the cap: nothing more
    await raffles().tick();
    const viewA = await mine(a.token, id, 'bn');
    expect(viewA).toMatchObject({
      title: 'লাকি ড্র',
      status: 'open',
      joined: true,
      commitment: committed?.commitment,
      seed: null,
      ticketCount: 11,
      maxTicketsPerPlayer: 10,
    });
    expect(viewA.myTickets).toHaveLength(10);
    expect((await mine(b.token, id)).myTickets).toHaveLength(1);
    expect((await mine(outsider.token, id)).myTickets).toEqual([]);
    const items = await raffles().rewardItems(BigInt(a.memberId), 'en');
    expect(items).toContainEqual(
      expect.objectContaining({
        key: `raffle:tickets:${id}`,
        status: 'pending',
        title: 'Lucky draw: 10 tickets',
      }),
    );
    // No ticket predates the commitment; a ticket of a raffle with no commitment cannot be written.
    const tickets = await repo.ticketsOf(db(), BigInt(id));
    expect(tickets.every((x) => x.issuedAt >= (committed?.committedAt ?? new Date()))).toBe(true);
    const draft = (await publish(raffle({ status: 'draft' }))).body.value.id;
    await expect(
      db()
        .insert(promoRaffleTicket)
        .values({
          raffleId: BigInt(draft),
          no: 1,
          memberId: 1n,
          holder: 'x',
          reference: 'forged',
          issuedAt: at(0),
        }),
    ).rejects.toThrow();
    // Before the draw: nothing to claim, the seed stays secret, the verifier says so.
    expect((await claim(a.token, id)).body.code).toBe('RAFFLE_NOTHING_TO_CLAIM');
    const early = await call<RaffleVerifyValue>('GET', `/wps/promotions/raffles/${id}/verify`);
    expect(early.body.value).toMatchObject({ seed: null, verified: null, tickets: [] });

    // The draw.
    t.setNow(at(HOUR + 60_000));
    expect((await raffles().tick()).drawn).toBeGreaterThanOrEqual(1);
    expect((await raffles().tick()).drawn).toBe(0);
    const proof = (await call<RaffleVerifyValue>('GET', `/wps/promotions/raffles/${id}/verify`)).body.value;
    expect(proof.seed).toBe(committed?.seed);
    expect(proof.verified).toBe(true);
    expect(proof.tickets).toHaveLength(11);
    expect(proof.winners).toHaveLength(2);
    expect(proof.recomputed).toEqual(proof.winners);
    // Recomputed here the way the browser does it (Web Crypto), from the published values only.
    const check = await verifyRaffle({
      raffleId: id,
      seed: proof.seed ?? '',
      commitment: proof.commitment,
      publicValue: proof.publicValue ?? '',
      tickets: proof.tickets,
      prizes: proof.prizes,
      winners: proof.winners,
    });
    expect(check.verified).toBe(true);

    // Claims: each winner's prizes paid once; the others have nothing to claim.
    const members = [a, b];
    const owners = new Map(tickets.map((x) => [x.no, x.memberId.toString()]));
    let cashPaid = 0n;
    for (const m of members) {
      const won = proof.winners.filter((w) => owners.get(w.ticketNo) === m.memberId);
      const before = await cash(m.memberId);
      const answer = await claim(m.token, id);
      if (won.length === 0) {
        expect(answer.body.code).toBe('RAFFLE_NOTHING_TO_CLAIM');
        continue;
      }
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.value.paid).toHaveLength(won.length);
      if (won.some((w) => w.rank === 1)) cashPaid += (await cash(m.memberId)) - before;
      if (won.some((w) => w.rank === 2)) {
        const bonus = await db()
          .select()
          .from(promoBonus)
          .where(eq(promoBonus.memberId, BigInt(m.memberId)));
        expect(bonus.filter((x) => x.source === 'raffle')).toEqual([
          expect.objectContaining({ amountMinor: 5_000n, wageringRequiredMinor: 25_000n }),
        ]);
      }
      expect((await claim(m.token, id)).body.code).toBe('RAFFLE_NOTHING_TO_CLAIM');
      const view = await mine(m.token, id);
      expect(view.status).toBe('drawn');
      expect(view.myPrizes.every((p) => p.status === 'paid')).toBe(true);
      const lines = await raffles().rewardItems(BigInt(m.memberId), 'en');
      expect(
        lines.filter((l) => l.key.startsWith('raffle:prize:')).every((l) => l.status === 'claimed'),
      ).toBe(true);
    }
    expect(cashPaid).toBe(10_000n);
    expect((await claim(outsider.token, id)).body.code).toBe('RAFFLE_NOTHING_TO_CLAIM');
    // The operator's view.
    const bo = await call<Record<string, unknown>>('GET', `/bo/api/promotions/raffles/${id}`, {
      token: await op('content'),
    });
    expect(bo.body.value).toMatchObject({
      status: 'drawn',
      ticketCount: 11,
      players: 2,
      paidTotal: '150.00',
    });
    // Trial players and guests are refused the player's calls; the verifier is public.
    const trial = await memberSession(4);
    expect((await call('GET', '/wps/promotions/raffles', { token: trial.token })).body.code).toBe(
      'IN_NEED_TRUE_ACCOUNT',
    );
    expect((await claim(trial.token, id)).body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/promotions/raffles')).status).toBe(401);
    expect(
      (await call('POST', '/wps/relay/MCS2_claimRafflePromotion', { body: { promotionId: id } })).status,
    ).toBe(401);
    expect((await call('GET', '/wps/promotions/raffles/999999/verify')).body.code).toBe('RAFFLE_NOT_FOUND');
    expect((await claim(a.token, '999999')).body.code).toBe('RAFFLE_NOT_FOUND');
    t.setNow(new Date());
  });

  it('pays prizes nobody claimed when the claim time ends, once, even when the payer stops half-way', async () => {
    t.setNow(NOON_DHAKA);
    const id = (
      await publish(
        raffle({
          rules: rules({
            claimDays: 0,
            perTurnover: undefined,
            prizes: [{ kind: 'cash', count: 3, amount: '10.00' }],
          }),
        }),
      )
    ).body.value.id;
    const m = await memberSession();
    await join(m.token, id);
    await payDeposit(m.token, '400'); // 396.00 → 3 tickets: all three prizes are hers
    expect((await mine(m.token, id)).myTickets).toEqual([1, 2, 3]);
    const before = await cash(m.memberId);
    t.setNow(at(HOUR));
    // The draw alone (as if the process died before paying), then two payers.
    expect(await raffles().draw(BigInt(id))).toBe(true);
    expect(await raffles().draw(BigInt(id))).toBe(false);
    expect(await repo.prizesOf(db(), BigInt(id))).toHaveLength(3);
    const [first, second] = await Promise.all([raffles().payDue(), raffles().payDue()]);
    expect((first ?? 0) + (second ?? 0)).toBe(3);
    expect(await raffles().payDue()).toBe(0);
    expect((await cash(m.memberId)) - before).toBe(3_000n);
    expect((await claim(m.token, id)).body.code).toBe('RAFFLE_NOTHING_TO_CLAIM');
    t.setNow(new Date());
  });
});

describe.runIf(testDatabaseKind === 'postgres')('raffle claims racing on PostgreSQL', () => {
  it('100 parallel claims of a won prize pay it once', async () => {
    t.setNow(NOON_DHAKA);
    const id = (
      await publish(
        raffle({
          rules: rules({ perTurnover: undefined, prizes: [{ kind: 'cash', count: 2, amount: '25.00' }] }),
        }),
      )
    ).body.value.id;
    const m = await memberSession();
    await join(m.token, id);
    await payDeposit(m.token, '300'); // 297.00 → 2 tickets: both prizes hers
    t.setNow(at(HOUR));
    expect(await raffles().draw(BigInt(id))).toBe(true);
    const before = await cash(m.memberId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(m.token, id)));
    const paid = answers.filter((x) => x.status === 200).flatMap((x) => x.body.value.paid);
    expect(paid).toHaveLength(2);
    expect(
      answers.filter((x) => x.status !== 200).every((x) => x.body.code === 'RAFFLE_NOTHING_TO_CLAIM'),
    ).toBe(true);
    expect((await cash(m.memberId)) - before).toBe(5_000n);
    const prizes = await repo.prizesOf(db(), BigInt(id));
    expect(prizes.map((p) => p.status)).toEqual(['paid', 'paid']);
    t.setNow(new Date());
  }, 60_000);
});
