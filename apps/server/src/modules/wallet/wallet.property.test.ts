import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testTargets } from '../../platform/config.js';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { type AccountRef, accountKeyOf, keyString } from './wallet.model.js';
import type { OperationResult } from './wallet.post.js';
import { type ModelOutcome, ReferenceLedger } from './wallet.reference-model.js';
import { createWalletService, type WalletService } from './wallet.service.js';

/**
 * Model-based test: random sequences of operations (new, replayed and conflicting keys,
 * refusals, freezes and closures, holds posted in part or whole and voided, unknown holds) run
 * against the real ledger and the reference model; after every step the outcome and every
 * balance must agree, and money must sum to zero per currency.
 * Reproduce a failure with FC_SEED=<seed> FC_PATH=<path> printed by fast-check.
 */
const t = useTestApp({ seed: false });
const RUNS = testTargets().propertyRuns ?? (testDatabaseKind === 'pglite' ? 1000 : 2000);

type World = {
  run: string;
  refs: AccountRef[];
  players: string[];
  ledger: ReferenceLedger;
  wallet: WalletService;
  history: { key: string; replay: () => Promise<void> }[];
  holds: { model: string; real: string }[];
  counter: number;
};

function universe(run: string): { refs: AccountRef[]; players: string[] } {
  const players = [0, 1, 2].map((i) => `${run}-p${i}`);
  const refs: AccountRef[] = [
    ...players.flatMap((player): AccountRef[] => [
      { player, kind: 'cash' },
      { player, kind: 'bonus' },
    ]),
    { player: `${run}-p0`, kind: 'cash', currency: 'USD' },
    { player: `${run}-p0`, kind: 'trial' },
    { system: 'house', ownerId: run },
    { system: 'vendor', ownerId: run },
    { system: 'payment_provider', ownerId: run },
    { system: 'payment_provider', ownerId: run, currency: 'USD' },
    { system: 'trial_bank', ownerId: run },
  ];
  return { refs, players };
}

async function realOutcome(call: () => Promise<OperationResult>): Promise<ModelOutcome> {
  try {
    const result = await call();
    return result.status === 'posted' ? { status: 'posted' } : { status: 'refused', code: result.code };
  } catch (error) {
    if (error instanceof AppError && error.code === 'WALLET_IDEMPOTENCY_CONFLICT')
      return { error: error.code };
    throw error;
  }
}

async function checkBalances(world: World): Promise<void> {
  const rows = await queryRows<{ kind: string; owner_id: string; currency: string; total: string }>(
    t.ctx.database.db,
    sql`select kind, owner_id, currency, sum(balance_minor)::text as total from wallet_account
        where owner_id like ${`${world.run}%`} group by kind, owner_id, currency`,
  );
  const real = new Map(rows.map((r) => [`${r.kind}|${r.owner_id}|${r.currency}|0`, BigInt(r.total)]));
  for (const ref of [
    ...world.refs,
    ...world.players.map((player): AccountRef => ({ player, kind: 'frozen' })),
  ]) {
    const key = keyString(accountKeyOf(ref, 0));
    expect(real.get(key) ?? 0n, key).toBe(world.ledger.balanceOf(ref));
  }
  for (const [currency, total] of world.ledger.totals()) expect(total, `total ${currency}`).toBe(0n);
}

const amount = fc.bigInt({ min: 1n, max: 400n });
const refIndex = fc.nat({ max: 12 });

class TransferCmd implements fc.AsyncCommand<World, World> {
  constructor(readonly legs: { from: number; to: number; amount: bigint }[]) {}
  check = () => true;
  async run(_m: World, world: World) {
    const transfers = this.legs
      .map((leg) => ({
        from: world.refs[leg.from % world.refs.length],
        to: world.refs[leg.to % world.refs.length],
        amountMinor: leg.amount,
      }))
      .filter((x): x is { from: AccountRef; to: AccountRef; amountMinor: bigint } => !!x.from && !!x.to)
      .filter((x) => keyString(accountKeyOf(x.from, 0)) !== keyString(accountKeyOf(x.to, 0)));
    if (transfers.length === 0) return;
    const key = `${world.run}:op:${world.counter++}`;
    const act = async () => {
      const expected = world.ledger.post(key, transfers).outcome;
      const actual = await realOutcome(() =>
        world.wallet.execute({ idempotencyKey: key, type: 'transfer', transfers, actor: 'property-test' }),
      );
      expect(actual).toEqual(expected);
    };
    await act();
    world.history.push({ key, replay: act });
    await checkBalances(world);
  }
  toString = () => `transfer(${this.legs.map((l) => `${l.from}->${l.to}:${l.amount}`).join(',')})`;
}

class ReplayCmd implements fc.AsyncCommand<World, World> {
  constructor(
    readonly index: number,
    readonly conflicting: boolean,
  ) {}
  check = (m: Readonly<World>) => m.history.length > 0;
  async run(_m: World, world: World) {
    const entry = world.history[this.index % world.history.length];
    if (!entry) return;
    if (this.conflicting) {
      const transfers = [
        {
          from: { system: 'payment_provider' as const, ownerId: world.run },
          to: { player: `${world.run}-p1`, kind: 'cash' as const },
          amountMinor: 999_999n,
        },
      ];
      const expected = world.ledger.post(entry.key, transfers).outcome;
      const actual = await realOutcome(() =>
        world.wallet.execute({
          idempotencyKey: entry.key,
          type: 'transfer',
          transfers,
          actor: 'property-test',
        }),
      );
      expect(actual).toEqual(expected);
      expect(actual).toEqual({ error: 'WALLET_IDEMPOTENCY_CONFLICT' });
    } else {
      await entry.replay();
    }
    await checkBalances(world);
  }
  toString = () => `replay(${this.index}, conflicting=${this.conflicting})`;
}

class StatusCmd implements fc.AsyncCommand<World, World> {
  constructor(
    readonly ref: number,
    readonly status: 'open' | 'frozen' | 'closed',
  ) {}
  check = () => true;
  async run(_m: World, world: World) {
    const ref = world.refs[this.ref % world.refs.length];
    if (!ref || !('player' in ref)) return;
    world.ledger.setStatus(ref, this.status);
    await world.wallet.setAccountStatus(ref, this.status);
    await checkBalances(world);
  }
  toString = () => `status(${this.ref}, ${this.status})`;
}

class ReserveCmd implements fc.AsyncCommand<World, World> {
  constructor(
    readonly player: number,
    readonly source: 'cash' | 'bonus',
    readonly amount: bigint,
  ) {}
  check = () => true;
  async run(_m: World, world: World) {
    const player = world.players[this.player % world.players.length] ?? '';
    const key = `${world.run}:reserve:${world.counter++}`;
    const act = async () => {
      const expected = world.ledger.reserve(key, player, this.source, this.amount);
      let holdId = '';
      const actual = await realOutcome(async () => {
        const result = await world.wallet.executeReserve({
          idempotencyKey: key,
          type: 'withdrawal',
          player,
          kind: this.source,
          amountMinor: this.amount,
          actor: 'property-test',
        });
        holdId = result.holdId;
        return result;
      });
      expect(actual).toEqual(expected.outcome);
      return { model: expected.holdId, real: holdId };
    };
    const first = await act();
    if (first.model) world.holds.push({ model: first.model, real: first.real });
    world.history.push({ key, replay: async () => void (await act()) });
    await checkBalances(world);
  }
  toString = () => `reserve(${this.player}, ${this.source}, ${this.amount})`;
}

class SettleCmd implements fc.AsyncCommand<World, World> {
  constructor(
    readonly hold: number,
    readonly outcome: 'posted' | 'voided',
    readonly to: number,
    readonly part: bigint | undefined,
    readonly unknown: boolean,
  ) {}
  check = () => true;
  async run(_m: World, world: World) {
    const known = world.holds[this.hold % Math.max(world.holds.length, 1)];
    const hold = this.unknown || !known ? { model: 'hold:none', real: '999999999999' } : known;
    const to =
      this.outcome === 'posted' ? ({ system: 'vendor', ownerId: world.run } as AccountRef) : undefined;
    const modelHold = world.ledger.holds.get(hold.model);
    const part = this.part !== undefined && modelHold && this.part < modelHold.amount ? this.part : undefined;
    const key = `${world.run}:settle:${world.counter++}`;
    const act = async () => {
      const expected = world.ledger.settle(key, hold.model, this.outcome, to, part).outcome;
      const base = {
        idempotencyKey: key,
        holdId: hold.real,
        type: 'withdrawal' as const,
        actor: 'property-test',
      };
      const actual = await realOutcome(() =>
        to
          ? world.wallet.executePostHold({ ...base, to, ...(part ? { amountMinor: part } : {}) })
          : world.wallet.executeVoidHold(base),
      );
      expect(actual).toEqual(expected);
    };
    await act();
    world.history.push({ key, replay: act });
    await checkBalances(world);
  }
  toString = () => `settle(${this.hold}, ${this.outcome}, part=${this.part}, unknown=${this.unknown})`;
}

const commands = [
  fc
    .array(fc.record({ from: refIndex, to: refIndex, amount }), { minLength: 1, maxLength: 3 })
    .map((legs) => new TransferCmd(legs)),
  // Money in from a provider so that debits succeed often enough to be interesting.
  fc
    .tuple(fc.nat({ max: 5 }), fc.bigInt({ min: 1n, max: 1000n }))
    .map(([to, a]) => new TransferCmd([{ from: 10, to, amount: a }])),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, conflicting]) => new ReplayCmd(index, conflicting)),
  fc
    .tuple(
      refIndex,
      fc.constantFrom('open', 'open', 'frozen', 'closed') as fc.Arbitrary<'open' | 'frozen' | 'closed'>,
    )
    .map(([ref, status]) => new StatusCmd(ref, status)),
  fc
    .tuple(fc.nat({ max: 2 }), fc.constantFrom('cash', 'bonus') as fc.Arbitrary<'cash' | 'bonus'>, amount)
    .map(([p, s, a]) => new ReserveCmd(p, s, a)),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('posted', 'voided') as fc.Arbitrary<'posted' | 'voided'>,
      refIndex,
      fc.option(fc.bigInt({ min: 1n, max: 300n }), { nil: undefined }),
      fc.boolean(),
    )
    .map(
      ([hold, outcome, to, part, unknown]) =>
        new SettleCmd(hold, outcome, to, part, unknown && hold % 5 === 0),
    ),
];

describe('wallet ledger against the reference model', () => {
  it(`agrees step by step over ${RUNS} random sequences`, { timeout: 900_000 }, async () => {
    const wallet = createWalletService(t.ctx);
    const { replaySeed: seed, replayPath: path } = testTargets();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const run = `r${randomBytes(5).toString('hex')}`;
        const { refs, players } = universe(run);
        const world: World = {
          run,
          refs,
          players,
          ledger: new ReferenceLedger(),
          wallet,
          history: [],
          holds: [],
          counter: 0,
        };
        await fc.asyncModelRun(() => ({ model: world, real: world }), cmds);
      }),
      { numRuns: RUNS, ...(seed !== undefined ? { seed } : {}), ...(path ? { path } : {}), verbose: 1 },
    );
  });
});
