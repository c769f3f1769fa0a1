import { POINTS_CURRENCY } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as mallRepo from './loyalty.mall.repo.js';
import { DEFAULT_POINTS_RULES } from './loyalty.points.config.js';
import * as repo from './loyalty.points.repo.js';

/** Demo players who start with points, so the demo mall can be tried at once (decision 0062). */
const DEMO_POINTS = [
  { username: 'demo', points: 5_000n },
  { username: 'player02', points: 2_000n },
] as const;

const goods = (
  name: { en: string; bn: string },
  image: string,
  kind: 'cash' | 'bonus' | 'physical',
  valueMinor: bigint | null,
  pricePoints: bigint,
  quantity: number,
  extra: Partial<mallRepo.NewGoods> = {},
) => ({
  name,
  imageUrl: `/mall/${image}.svg`,
  kind,
  valueMinor,
  pricePoints,
  totalQuantity: quantity,
  ...extra,
});

const DEMO_GOODS = [
  goods({ en: 'Cash 10', bn: 'নগদ ১০' }, 'cash', 'cash', 1_000n, 100n, 1_000),
  goods({ en: 'Cash 50', bn: 'নগদ ৫০' }, 'cash', 'cash', 5_000n, 450n, 500, { perPlayerLimit: 5 }),
  goods({ en: 'Bonus 100', bn: 'বোনাস ১০০' }, 'bonus', 'bonus', 10_000n, 900n, 200, {
    requirement: 'deposit',
    requirementMinor: 100_000n,
    requirementDays: 30,
  }),
  goods({ en: 'Headphones', bn: 'হেডফোন' }, 'headphones', 'physical', null, 3_000n, 20, {
    perPlayerLimit: 1,
    requirement: 'valid_bet',
    requirementMinor: 500_000n,
    requirementDays: 30,
  }),
  goods({ en: 'Smartphone', bn: 'স্মার্টফোন' }, 'phone', 'physical', null, 20_000n, 5, { perPlayerLimit: 1 }),
];

/** The default points rules and the demo goods, when none exist (insert-if-missing). */
export async function seedPoints(tx: Tx, now: Date): Promise<void> {
  await repo.seedConfig(tx, { ...DEFAULT_POINTS_RULES, updatedAt: now });
  if ((await mallRepo.allGoods(tx)).length > 0) return;
  for (const [i, g] of DEMO_GOODS.entries()) {
    await mallRepo.insertGoods(tx, {
      requirement: 'none',
      ...g,
      currency: 'BDT',
      availableQuantity: g.totalQuantity,
      visible: true,
      activeFrom: new Date('2026-01-01T00:00:00Z'),
      activeUntil: null,
      sort: i,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** The demo players' starting points, once (the operation's key makes a second start a no-op). */
export async function seedDemoPoints(ctx: AppContext, wallet: WalletService): Promise<void> {
  for (const { username, points } of DEMO_POINTS) {
    const member = await accountsRepo.memberByUsername(ctx.database.db, username);
    if (!member) continue;
    await wallet.post({
      idempotencyKey: `demo-points:${username}`,
      type: 'points_earn',
      transfers: [
        {
          from: { system: 'points_pool', currency: POINTS_CURRENCY },
          to: { player: member.id.toString(), kind: 'points', currency: POINTS_CURRENCY },
          amountMinor: points,
        },
      ],
      actor: 'seed',
      reason: 'demo points for the embedded demo site',
    });
  }
}
