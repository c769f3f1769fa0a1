import type { ReferralRules } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import { createAbuse } from './promotions.abuse.js';
import { type ActivityDeps, createActivity } from './promotions.activity.js';
import { createActivityReview } from './promotions.activity.review.js';
import { activityOperatorRoutes, activityRoutes } from './promotions.activity.routes.js';
import type { BonusEngine } from './promotions.bonus.js';
import { type CatalogueDeps, createCatalogue } from './promotions.catalogue.js';
import { createEnvelopes, type EnvelopeDeps } from './promotions.envelopes.js';
import { createRaffles } from './promotions.raffle.js';
import { raffleOperatorRoutes, raffleRoutes } from './promotions.raffle.routes.js';
import { checkRebateRules, createRebate, type RebateDeps } from './promotions.rebate.js';
import { rebateRoutes } from './promotions.rebate.routes.js';
import { checkReferralRules, createReferral, type ReferralDeps } from './promotions.referral.js';
import { referralRoutes, riskOperatorRoutes } from './promotions.referral.routes.js';
import { createPromotionReport } from './promotions.report.js';
import { createRewardCenter, type RewardSource } from './promotions.rewards.js';
import { envelopeOperatorRoutes, reportOperatorRoutes, rewardRoutes } from './promotions.rewards.routes.js';
import { promotionsOperatorRoutes, promotionsRoutes } from './promotions.routes.js';
import { createPromotionsService, type PromotionsDeps } from './promotions.service.js';

/**
 * Promotions and bonus money (issue 17, decision 0051). The bonus engine is built before the
 * vendors module (app.ts), which stakes, settles and refunds bonus money through it; this module
 * adds the player's and the operator's calls and the minute job that expires grants and converts
 * any whose wagering was met without a credit noticing.
 */
export function createPromotionsModule(
  ctx: AppContext,
  deps: PromotionsDeps &
    CatalogueDeps &
    EnvelopeDeps &
    ActivityDeps &
    ReferralDeps &
    RebateDeps & {
      /** Other modules' reward-centre lines (loyalty's missions, issue 18), bound in app.ts. */
      moreRewardSources?: () => RewardSource[];
    },
) {
  const engine: BonusEngine = deps.engine;
  const activity = createActivity(ctx, deps);
  const activityReview = createActivityReview(ctx, deps);
  // Referral and the abuse checks (decision 0056): the catalogue's join asks once-per-person.
  const abuse = createAbuse(ctx, deps);
  const referral = createReferral(ctx, { ...deps, abuse });
  // Raffles (decision 0055): the catalogue commits a published raffle's seed and tells it of deposits.
  const raffles = createRaffles(ctx, deps);
  const catalogue = createCatalogue(ctx, {
    ...deps,
    activityStatus: activity.statusFor,
    oncePerPerson: abuse.assertOncePerPerson,
    kindHooks: {
      ...deps.kindHooks,
      raffle: raffles.hook,
      referral: {
        check: async (rules) =>
          checkReferralRules(
            rules as ReferralRules,
            (await deps.settings()).PROMOMAXWAGER,
            await deps.site.currencyCode(),
          ),
        // Each deposit refreshes the depositor's identity (payee names and numbers bound since).
        deposit: async (tx, paid) => {
          await abuse.refresh(tx, paid.memberId);
          await referral.onDepositPaid(tx, paid);
        },
        // The REFERRAL setting (the side menu's invite entry) follows the live referral promotion.
        afterSave: async () => {
          await referral.syncFeature();
        },
      },
      // Rebate (decision 0054): the configuration checker's amounts and wagering.
      rebate: {
        check: async (rules) =>
          checkRebateRules(rules, (await deps.settings()).PROMOMAXWAGER, await deps.site.currencyCode()),
      },
    },
  });
  const envelopes = createEnvelopes(ctx, deps);
  // The engine and the catalogue too: jobs, the payments hook and tests reach them through the module.
  const base = createPromotionsService(ctx, deps);
  // The reward centre's sources: each part with lines (bonuses, envelopes, rebate, referral, raffle, activity).
  const rebate = createRebate(ctx, deps);
  const rewardSources: RewardSource[] = [base, envelopes, referral, rebate, raffles, activity];
  const rewards = createRewardCenter(() => [...rewardSources, ...(deps.moreRewardSources?.() ?? [])]);
  const service = {
    ...base,
    engine,
    catalogue,
    envelopes,
    rewards,
    rebate,
    activity,
    activityReview,
    referral,
    abuse,
    raffles,
  };
  return defineModule({
    name: 'promotions',
    service,
    routes: async (app, { guards }) => {
      await activityRoutes(app, guards, activity);
      rewardRoutes(app, guards, rewards);
      referralRoutes(app, guards, referral);
      rebateRoutes(app, guards, rebate);
      raffleRoutes(app, guards, raffles);
      promotionsRoutes(app, guards, service, catalogue, envelopes);
    },
    operatorRoutes: (app, { operatorGuard }) => {
      activityOperatorRoutes(app, operatorGuard, activityReview, activity);
      envelopeOperatorRoutes(app, operatorGuard, envelopes);
      reportOperatorRoutes(app, operatorGuard, createPromotionReport(ctx, deps));
      riskOperatorRoutes(app, operatorGuard, abuse);
      raffleOperatorRoutes(app, operatorGuard, raffles);
      promotionsOperatorRoutes(app, operatorGuard, service, catalogue, envelopes);
    },
    jobs: async (runner) => {
      // Rebate (decision 0054): yesterday's automatic rebate, once the site day is final.
      await runner.every('promotions-rebate-daily', '*/10 * * * *', async () => {
        await rebate.runDaily();
      });
      await runner.every('promotions-bonus-sweep', '* * * * *', async () => {
        await engine.expireDue();
        await engine.convertMet();
        await envelopes.returnEnded();
      });
      // Raffles: turnover tickets, draws whose time has come, prizes whose claim time is over.
      await runner.every('promotions-raffle-sweep', '* * * * *', async () => {
        await raffles.tick();
      });
      // Referral: the valid-bet condition and ended windows; bonus hunters to the risk queue.
      await runner.every('promotions-referral-sweep', '*/5 * * * *', async () => {
        await referral.sweep();
        await referral.syncFeature();
        await abuse.flagBonusHunters();
      });
    },
  });
}
