import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import type { GameRow } from '../games/games.catalogue.repo.js';
import { promoBonus } from './promotions.tables.js';

/**
 * Issue 17, acceptance 2: random sequences of deposits, grants, stakes, wins, rollbacks,
 * withdrawals, forfeits and expiries, played through the seamless-wallet API and the engine,
 * against a model of decision 0051's rules written here from the decision, not from the code.
 * After every step the ledger's cash, bonus and frozen equal the model's, each grant's share,
 * wagering, status and what it converted or gave back equal the model's, and no withdrawal took
 * more than cash less the locked deposits; at the end the wallet reconciles clean (zero-sum, every
 * cached balance the sum of its entries).
 */
const t = useTestApp();
const api = gamesClient(t);
const vendor = vendorClient(t);
const RUNS = Number(process.env.BONUS_PROPERTY_RUNS ?? 40);
const DAY = 24 * 60 * 60 * 1000;
let game: GameRow;

type Grant = {
  id: bigint;
  balance: bigint;
  required: bigint;
  wagered: bigint;
  locked: bigint;
  bp: number;
  status: 'active' | 'completed' | 'expired' | 'forfeited' | 'lost';
  grantedAt: number;
  expiresAt: number;
  converted: bigint;
  removed: bigint;
};
type Debit = { id: string; amount: bigint; parts: Map<bigint, bigint>; refunded: boolean };
type Round = { id: string; openedAt: number; status: 'open' | 'settled' | 'rolled_back'; debits: Debit[] };
type Model = { cash: bigint; frozen: bigint; grants: Grant[]; rounds: Round[] };

type Op =
  | { kind: 'deposit'; amount: bigint }
  | { kind: 'grant'; amount: bigint; multiple: number; lock: bigint; bp: number; days: number }
  | { kind: 'stake'; round: number; amount: bigint }
  | { kind: 'win'; round: number; amount: bigint; end: boolean }
  | { kind: 'rollback'; round: number; debit: number }
  | { kind: 'withdraw'; amount: bigint }
  | { kind: 'forfeit'; grant: number }
  | { kind: 'days'; days: number };

const money = fc.bigInt({ min: 1n, max: 8000n });
const ops: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: money.map((amount) => ({ kind: 'deposit', amount }) as Op) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        amount: money,
        multiple: fc.integer({ min: 1, max: 4 }),
        lock: fc.constantFrom(0n, 1000n, 5000n),
        bp: fc.constantFrom(10_000, 5000, 2000),
        days: fc.integer({ min: 1, max: 5 }),
      })
      .map((g) => ({ kind: 'grant', ...g }) as Op),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({ round: fc.nat({ max: 4 }), amount: money })
      .map((s) => ({ kind: 'stake', ...s }) as Op),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({ round: fc.nat({ max: 4 }), amount: fc.bigInt({ min: 0n, max: 20_000n }), end: fc.boolean() })
      .map((w) => ({ kind: 'win', ...w }) as Op),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ round: fc.nat({ max: 4 }), debit: fc.nat({ max: 3 }) })
      .map((r) => ({ kind: 'rollback', ...r }) as Op),
  },
  { weight: 2, arbitrary: money.map((amount) => ({ kind: 'withdraw', amount }) as Op) },
  { weight: 1, arbitrary: fc.nat({ max: 3 }).map((grant) => ({ kind: 'forfeit', grant }) as Op) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((days) => ({ kind: 'days', days }) as Op) },
);

const hex = () => randomBytes(5).toString('hex');
const minor = (text: unknown) => BigInt(Math.round(Number(text) * 100));

/** Where money coming back to a grant's stake part goes (decision 0051). */
function giveBack(m: Model, g: Grant, amount: bigint) {
  if (amount === 0n) return;
  if (g.status === 'active') g.balance += amount;
  else if (g.status === 'completed') {
    g.converted += amount;
    m.cash += amount;
  } else g.removed += amount;
}

function openParts(m: Model, g: Grant): boolean {
  return m.rounds.some(
    (r) => r.status === 'open' && r.debits.some((d) => !d.refunded && (d.parts.get(g.id) ?? 0n) > 0n),
  );
}

function endSpent(m: Model, grants: Grant[]) {
  for (const g of grants)
    if (g.status === 'active' && g.balance === 0n && !openParts(m, g)) g.status = 'lost';
}

function convertMet(m: Model) {
  for (const g of m.grants) {
    if (g.status !== 'active' || g.wagered < g.required) continue;
    g.converted += g.balance;
    m.cash += g.balance;
    g.balance = 0n;
    g.status = 'completed';
  }
}

const activeGrants = (m: Model) => m.grants.filter((g) => g.status === 'active');
const lockedOf = (m: Model) => {
  const locked = activeGrants(m).reduce((s, g) => s + g.locked, 0n);
  return locked < m.cash ? locked : m.cash;
};

beforeAll(async () => {
  [game] = (await vendor.games(1)) as [GameRow];
});

describe('bonus money against its model', () => {
  it(`agrees step by step over ${RUNS} random sequences`, { timeout: 600_000 }, async () => {
    const { wallet, promotions } = t.app.services;
    const engine = promotions.engine;
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 8, maxLength: 30 }), async (sequence) => {
        const start = t.ctx.now().getTime();
        let clock = start;
        t.setNow(new Date(clock));
        const member = await createMemberSession(t, { prefix: 'prop' });
        const owner = member.memberId.toString();
        /** A game session at the current clock (after days pass, the earlier one has expired). */
        const launch = async () => {
          const token = randomBytes(32).toString('base64url');
          await accountsRepo.insertSession(t.ctx.database.db, {
            tokenHash: createHash('sha256').update(token).digest('hex'),
            memberId: member.memberId,
            area: 'player',
            loginMethod: 'password',
            ip: '127.0.0.1',
            createdAt: t.ctx.now(),
            expiresAt: new Date(t.ctx.now().getTime() + DAY),
          });
          const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
            token,
            body: {
              nodeId: game.nodeId.toString(),
              gameCode: game.gameCode,
              vassalage: game.vassalage,
              lobby: '/',
            },
          });
          return String(
            (await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) })).body.playerId,
          );
        };
        let playerId = await launch();
        const m: Model = { cash: 0n, frozen: 0n, grants: [], rounds: [] };
        const roundIds = Array.from({ length: 5 }, () => `pr-${hex()}`);
        const call = (kind: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) =>
          vendor.call(kind, { playerId, currency: 'BDT', gameCode: game.gameCode, ...body });
        let step = 0;
        try {
          for (const op of sequence) {
            step++;
            const where = `step ${step} ${JSON.stringify(op, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`;
            switch (op.kind) {
              case 'deposit': {
                await wallet.post({
                  idempotencyKey: `prop-dep-${hex()}`,
                  type: 'deposit',
                  transfers: [
                    {
                      from: { system: 'payment_provider', ownerId: 'TEST', currency: 'BDT' },
                      to: { player: owner, kind: 'cash', currency: 'BDT' },
                      amountMinor: op.amount,
                    },
                  ],
                  actor: 'test',
                });
                m.cash += op.amount;
                break;
              }
              case 'grant': {
                const row = await engine.grant({
                  memberId: member.memberId,
                  currency: 'BDT',
                  source: 'manual',
                  reference: `prop-${hex()}`,
                  amountMinor: op.amount,
                  wageringRequiredMinor: op.amount * BigInt(op.multiple),
                  contributions: { [game.gameType]: op.bp },
                  defaultContributionBp: op.bp,
                  maxStakeMinor: null,
                  lockedMinor: op.lock,
                  expiresAt: new Date(clock + op.days * DAY),
                  actor: 'test',
                });
                m.grants.push({
                  id: row.id,
                  balance: op.amount,
                  required: op.amount * BigInt(op.multiple),
                  wagered: 0n,
                  locked: op.lock,
                  bp: op.bp,
                  status: 'active',
                  grantedAt: clock,
                  expiresAt: clock + op.days * DAY,
                  converted: 0n,
                  removed: 0n,
                });
                break;
              }
              case 'stake': {
                let round = m.rounds[op.round];
                const roundId = roundIds[op.round] as string;
                const debitId = `pd-${hex()}`;
                const answer = await call('debit', {
                  transactionId: debitId,
                  roundId,
                  amount: (Number(op.amount) / 100).toFixed(2),
                });
                const bonus = activeGrants(m).reduce((s, g) => s + g.balance, 0n);
                // Money first, then the round: short of money is refused before a closed round.
                if (op.amount > m.cash + bonus) {
                  expect(answer.body.status, where).toBe('INSUFFICIENT_FUNDS');
                  break;
                }
                if (round && round.status !== 'open') {
                  expect(answer.body.status, where).toBe('ROUND_CLOSED');
                  break;
                }
                expect(answer.body.status, where).toBe('OK');
                if (!round) {
                  round = { id: roundId, openedAt: clock, status: 'open', debits: [] };
                  m.rounds[op.round] = round;
                }
                const fromCash = m.cash < op.amount ? m.cash : op.amount;
                m.cash -= fromCash;
                let rest = op.amount - fromCash;
                const parts = new Map<bigint, bigint>();
                for (const g of activeGrants(m)) {
                  if (rest === 0n) break;
                  const take = g.balance < rest ? g.balance : rest;
                  if (take > 0n) parts.set(g.id, take);
                  g.balance -= take;
                  rest -= take;
                }
                round.debits.push({ id: debitId, amount: op.amount, parts, refunded: false });
                expect(minor(answer.body.balance), where).toBe(
                  m.cash + activeGrants(m).reduce((s, g) => s + g.balance, 0n),
                );
                break;
              }
              case 'win': {
                const round = m.rounds[op.round];
                const roundId = roundIds[op.round] as string;
                const hadActive = activeGrants(m).length > 0;
                const answer = await call('credit', {
                  transactionId: `pc-${hex()}`,
                  roundId,
                  amount: (Number(op.amount) / 100).toFixed(2),
                  endRound: op.end,
                });
                if (!round) {
                  expect(answer.body.status, where).toBe('UNKNOWN_ROUND');
                  break;
                }
                if (round.status === 'rolled_back') {
                  expect(answer.body.status, where).toBe('ROUND_CLOSED');
                  break;
                }
                expect(answer.body.status, where).toBe('OK');
                const live = round.debits.filter((d) => !d.refunded);
                const stake = live.reduce((s, d) => s + d.amount, 0n);
                const byGrant = new Map<bigint, bigint>();
                for (const d of live)
                  for (const [id, part] of d.parts) byGrant.set(id, (byGrant.get(id) ?? 0n) + part);
                let shares = 0n;
                for (const [id, part] of byGrant) {
                  const share = stake === 0n ? 0n : (op.amount * part) / stake;
                  shares += share;
                  giveBack(m, m.grants.find((g) => g.id === id) as Grant, share);
                }
                m.cash += op.amount - shares;
                const settling = round.status === 'open' && op.end;
                if (settling) round.status = 'settled';
                // The split first (a grant left with nothing at stake is spent), then the round's
                // booking, whose settlement writes the wagering line: the round's valid stake, for
                // the oldest grant still active that was granted by the round's opening.
                if (byGrant.size > 0)
                  endSpent(
                    m,
                    m.grants.filter((g) => byGrant.has(g.id)),
                  );
                if (settling) {
                  const g = activeGrants(m).find((x) => x.grantedAt <= round.openedAt);
                  if (g && stake > 0n) g.wagered += (stake * BigInt(g.bp)) / 10_000n;
                }
                if (hadActive) convertMet(m);
                break;
              }
              case 'rollback': {
                const round = m.rounds[op.round];
                const debit = round?.debits[op.debit];
                if (!round || !debit) break;
                const roundId = roundIds[op.round] as string;
                const answer = await call('rollback', {
                  transactionId: `pr-${hex()}`,
                  roundId,
                  refTransactionId: debit.id,
                });
                if (round.status === 'settled' && !debit.refunded) {
                  expect(answer.body.status, where).toBe('ROUND_CLOSED');
                  break;
                }
                expect(answer.body.status, where).toBe('OK');
                if (debit.refunded || round.status !== 'open') break;
                debit.refunded = true;
                let parts = 0n;
                for (const [id, part] of debit.parts) {
                  parts += part;
                  giveBack(m, m.grants.find((g) => g.id === id) as Grant, part);
                }
                m.cash += debit.amount - parts;
                if (round.debits.every((d) => d.refunded)) round.status = 'rolled_back';
                endSpent(
                  m,
                  m.grants.filter((g) => debit.parts.has(g.id)),
                );
                break;
              }
              case 'withdraw': {
                const figures = await engine.withdrawable(member.memberId, 'BDT');
                expect(figures.lockedMinor, where).toBe(lockedOf(m));
                if (op.amount > figures.withdrawableMinor) break; // the withdrawal route refuses it
                await wallet.reserve({
                  idempotencyKey: `prop-wd-${hex()}`,
                  type: 'withdrawal',
                  player: owner,
                  currency: 'BDT',
                  amountMinor: op.amount,
                  actor: 'test',
                });
                m.cash -= op.amount;
                m.frozen += op.amount;
                break;
              }
              case 'forfeit': {
                const g = m.grants[op.grant];
                if (!g) break;
                if (g.status !== 'active') {
                  await expect(engine.forfeit(g.id, { actor: 'test' }), where).rejects.toMatchObject({
                    code: 'BONUS_NOT_ACTIVE',
                  });
                  break;
                }
                await engine.forfeit(g.id, { actor: 'test' });
                g.removed += g.balance;
                g.balance = 0n;
                g.status = 'forfeited';
                break;
              }
              case 'days': {
                clock += op.days * DAY;
                t.setNow(new Date(clock));
                await engine.expireDue();
                playerId = await launch();
                for (const g of activeGrants(m)) {
                  if (g.expiresAt > clock) continue;
                  g.removed += g.balance;
                  g.balance = 0n;
                  g.status = 'expired';
                }
                break;
              }
            }
            const balances = await wallet.balancesOf(owner, 'BDT');
            expect(
              { cash: balances.cashMinor, bonus: balances.bonusMinor, frozen: balances.frozenMinor },
              where,
            ).toEqual({
              cash: m.cash,
              bonus: activeGrants(m).reduce((s, g) => s + g.balance, 0n),
              frozen: m.frozen,
            });
            const rows = await t.ctx.database.db
              .select()
              .from(promoBonus)
              .where(eq(promoBonus.memberId, member.memberId));
            for (const g of m.grants) {
              const row = rows.find((r) => r.id === g.id);
              expect(
                row && {
                  balance: row.balanceMinor,
                  wagered: row.wageredMinor,
                  status: row.status,
                  converted: row.convertedMinor,
                  removed: row.removedMinor,
                },
                `${where}: grant ${g.id}`,
              ).toEqual({
                balance: g.balance,
                wagered: g.wagered,
                status: g.status,
                converted: g.converted,
                removed: g.removed,
              });
            }
          }
        } finally {
          t.setNow(new Date(start));
        }
      }),
      { numRuns: RUNS, verbose: 1 },
    );
    const reconciliation = await wallet.reconcile();
    expect(reconciliation?.clean, JSON.stringify(reconciliation?.problems)).toBe(true);
  });
});
