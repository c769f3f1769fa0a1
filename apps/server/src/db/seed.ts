import { seedAccounts } from '../modules/accounts/accounts.seed.js';
import { seedAgents } from '../modules/agents/agents.seed.js';
import { seedOperators } from '../modules/backoffice/backoffice.seed.js';
import { seedGames } from '../modules/games/games.seed.js';
import { seedMissions } from '../modules/loyalty/loyalty.missions.seed.js';
import { seedDemoPoints, seedPoints } from '../modules/loyalty/loyalty.points.seed.js';
import { seedVip } from '../modules/loyalty/loyalty.vip.seed.js';
import { seedMessaging } from '../modules/messaging/messaging.seed.js';
import { seedPaymentChannels } from '../modules/payments/payments.channels.seed.js';
import { seedSystem } from '../modules/system/system.seed.js';
import { seedVendorCredentials } from '../modules/vendors/vendors.seed.js';
import { createWalletService } from '../modules/wallet/wallet.service.js';
import type { AppContext } from '../platform/context.js';

export type SeedOptions = {
  /** The demo game catalogue: full (10,272 games, the default) or small (1/20, for route tests). */
  gameCatalogue?: 'full' | 'small';
};

/** Demo data for the embedded default; every seed is insert-if-missing, so starts never duplicate it. */
export async function seedDemo(ctx: AppContext, options: SeedOptions = {}): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await seedSystem(tx);
    await seedMessaging(tx, ctx.now());
    await seedGames(tx, ctx.now(), options.gameCatalogue ?? 'full');
    await seedVendorCredentials(tx, ctx.now());
    await seedPaymentChannels(tx, ctx.now());
    await seedVip(tx, ctx.now());
    await seedMissions(tx, ctx.now());
    await seedPoints(tx, ctx.now());
  });
  await seedAccounts(ctx, createWalletService(ctx));
  await seedDemoPoints(ctx, createWalletService(ctx));
  await seedOperators(ctx);
  await seedAgents(ctx);
}
