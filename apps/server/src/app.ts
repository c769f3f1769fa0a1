import { randomUUID } from 'node:crypto';
import { roleHolds } from '@khela/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAccountsModule } from './modules/accounts/accounts.module.js';
import { createAgentsModule } from './modules/agents/agents.module.js';
import { createAnalyticsModule } from './modules/analytics/analytics.module.js';
import { createAuditModule } from './modules/audit/audit.module.js';
import { createBackofficeModule } from './modules/backoffice/backoffice.module.js';
import { createChatModule } from './modules/chat/chat.module.js';
import type { LotteryData } from './modules/games/games.lottery.js';
import { createGamesModule } from './modules/games/games.module.js';
import type { RoomData } from './modules/games/games.rooms.js';
import { createLoyaltyModule } from './modules/loyalty/loyalty.module.js';
import { createMessagingModule } from './modules/messaging/messaging.module.js';
import { createPaymentsModule } from './modules/payments/payments.module.js';
import { createBonusEngine } from './modules/promotions/promotions.bonus.js';
import { createPromotionsModule } from './modules/promotions/promotions.module.js';
import { createRecordsModule } from './modules/records/records.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createTransfersModule } from './modules/transfers/transfers.module.js';
import { createVendorsModule } from './modules/vendors/vendors.module.js';
import { createWalletModule } from './modules/wallet/wallet.module.js';
import type { AppContext } from './platform/context.js';
import { clientErrorOptions } from './platform/http/client-errors.js';
import { installCompression } from './platform/http/compression.js';
import { installErrorHandling } from './platform/http/error-handling.js';
import { healthRoutes } from './platform/http/health.routes.js';
import { installHttpHardening } from './platform/http/http-hardening.js';
import { installLanguage } from './platform/http/language.js';
import { installOpenApi } from './platform/http/openapi.js';
import { serveWebApps } from './platform/http/static-apps.js';
import type { HttpApp } from './platform/http/types.js';
import type { JobRunner } from './platform/jobs/jobs.js';
import type { ModuleEnv, ServerModule } from './platform/module.js';
import { installFakePhoneProvider } from './platform/notify/fake-phone-routes.js';
import { createNotifier } from './platform/notify/notify.js';
import { createRealtimeHub } from './platform/realtime/realtime.redis.js';
import { installRealtimeRoutes } from './platform/realtime/realtime.routes.js';
import { createLocalStorage } from './platform/storage/storage.js';
import { mountStudio } from './studio-mount.js';

export type BuildOptions = {
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web apps (off in route tests). */
  serveWeb?: boolean;
  isShuttingDown?: () => boolean;
  /** The lottery data the relay calls show (tests pass a fake; default: the mounted studio's). */
  lotteryData?: LotteryData;
  /** The studio's live rooms the LIVE, FISH and PVP lobbies list (tests pass a fake; default: the mounted studio's). */
  roomData?: RoomData;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Builds the whole server: platform plugins first, then modules, then the web apps. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const trustProxy = ctx.config.trustProxy;
  const app: HttpApp = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    // A hop count trusts that many proxies nearest to us; lists and booleans pass through.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: ctx.config.bodyLimitBytes,
    // A caller's request id is kept only when it looks like one; otherwise we make our own.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ...clientErrorOptions(), // bad URLs and oversize headers answer in the envelope
  }).withTypeProvider<ZodTypeProvider>();

  // 1. Schemas: zod validates requests and serialises responses.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 2. Cross-cutting HTTP behaviour: caller language, request id echo, envelope for every error.
  installLanguage(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const errors = installErrorHandling(app);
  // Answers of 1 KB and more go Brotli- or gzip-compressed to browsers that take it.
  await installCompression(app);
  // Security headers, no-store on private answers, control characters refused, docs kept public-only.
  installHttpHardening(app, ctx.config);

  // 3. OpenAPI from the route schemas, browsable at /docs.
  await installOpenApi(app);

  // 4. Platform routes.
  healthRoutes(app, {
    ping: ctx.database.ping,
    databaseKind: ctx.database.kind,
    isShuttingDown: options.isShuttingDown ?? (() => false),
  });

  // 5. Domain modules, in dependency order: each factory may use the services of those above it.
  const storage = createLocalStorage(ctx.config.uploadDir); // uploads outside the web roots; S3 later
  const notify = createNotifier(ctx, app.log); // SMS and email (the outbox by default)
  installFakePhoneProvider(app, notify); // PHONE_PROVIDER=fake only (decision 0087)
  // The WebSocket hub (issue 18): modules push badges, messages and chat lines to open sockets.
  // Redis pub/sub fan-out when REDIS_URL is set (several instances), in-process otherwise (decision 0059).
  const realtime = createRealtimeHub(ctx.config, {
    onError: (error) => app.log.warn({ err: error }, 'realtime: redis'),
  });
  app.addHook('onClose', async () => {
    await realtime.close();
  });
  //  audit      the trail every operator change writes to, in the change's own transaction
  const audit = createAuditModule(ctx);
  //  system     settings, status, site config, the site's currency and time zone (SiteInfo)
  const system = createSystemModule(ctx, { audit: audit.service });
  const site = system.service.site;
  //  wallet     the ledger; money moves only through it
  const wallet = createWalletModule(ctx);
  //  bonus      the promotions module's bonus engine: bonus money, its wagering and its stakes
  const bonus = createBonusEngine(ctx, wallet.service, {
    // The member's "bonus received" message, in the grant's transaction (messaging is built below; decision 0060).
    onGranted: (tx, granted) => messaging.service.inbox.events.bonusGranted(tx, granted),
  });
  //  vendors    the seamless-wallet API for game vendors, launch tokens, bet records, signing secrets
  const vendors = createVendorsModule(ctx, {
    wallet: wallet.service,
    bonus,
    audit: audit.service,
    logError: (error, reference) => app.log.error({ err: error, reference }, 'vendor call failed'),
    // A launch token is only good while its login session is (accounts is built below; called later).
    loginSessionLive: (loginSessionId) => accounts.service.isSessionLive(loginSessionId),
  });
  //  accounts   players, sessions and the player-route guards; the back office's players page
  const accounts = createAccountsModule(ctx, {
    system: system.service,
    wallet: wallet.service,
    vendors: vendors.service,
    audit: audit.service,
    site,
    notify,
    logError: (error) => app.log.error({ err: error }, 'accounts: background delivery failed'),
    // Ended login sessions (logout, password change, freeze) stop their game sessions' debits.
    onSessionsEnded: vendors.service.onSessionsEnded,
    // The header badge (promotions is built below; called later).
    claimableRewards: (memberId) => promotions.service.rewards.claimableCount(memberId),
    // A new member's referral code (promotions is built below; called later; decision 0056).
    onRegistered: (registered) => promotions.service.referral.onRegistered(registered),
    // Member info's VIP flags (loyalty is built below; called later).
    vipOf: (memberId) => loyalty.service.vip.vipOf(memberId),
    // Member info's unread platform messages (messaging is built below; called later; decision 0060).
    unreadMessages: (memberId) => messaging.service.inbox.unreadOf(memberId),
    // Login missions count days logged in (loyalty is built below; called later; decision 0064).
    onLoggedIn: (memberId, at) => loyalty.service.missions.onLoggedIn(memberId, at),
  });
  //  messaging  announcements, inbox, content images
  const messaging = createMessagingModule(ctx, {
    storage,
    audit: audit.service,
    // Platform messages (decision 0060): badge pushes, segments from accounts, VIP levels from loyalty.
    inbox: {
      realtime,
      site,
      audience: accounts.service.audience,
      // Loyalty is built below; called later.
      membersAtVipLevels: (levels) => loyalty.service.vip.membersAtLevels(levels),
      logError: (error, context) => app.log.error({ err: error }, context),
    },
    // Feedback and complaints (decision 0061): the FEEDBACKLENGTH setting, the reply nudge, the inbox's usernames.
    feedback: {
      realtime,
      settings: () => system.service.settings(),
      usernamesOf: (ids) => accounts.service.usernamesOf(ids),
    },
  });
  //  games      catalogue, lobby, launch, game names
  const games = createGamesModule(ctx, {
    system: system.service,
    vendors: vendors.service,
    audit: audit.service,
    site,
    nicknameOf: async (principal) => (await accounts.service.memberInfo(principal)).nickname,
    lottery: options.lotteryData,
    rooms: options.roomData,
  });
  //  payments   channels, deposits, the sandbox gateway, withdrawals
  const payments = createPaymentsModule(ctx, {
    wallet: wallet.service,
    audit: audit.service,
    site,
    accounts: accounts.service,
    vendors: vendors.service,
    storage,
    bonus,
    // The deposit bonus a player joined for (promotions is built below; called later).
    // Then the member's "deposit credited" message, in the same transaction (decision 0060).
    onDepositPaid: async (tx, deposit) => {
      await promotions.service.catalogue.onDepositPaid(tx, deposit);
      await messaging.service.inbox.events.depositPaid(tx, deposit);
      // Deposit missions' progress, in the same transaction (decision 0064).
      await loyalty.service.missions.onDepositPaid(tx, deposit);
    },
    // The member's "withdrawal paid / rejected" message, after the decision commits (decision 0060).
    onWithdrawalDecided: (decided) => messaging.service.inbox.events.withdrawalDecided(decided),
    logError: (error, context) => app.log.error({ err: error }, `payments: ${context}`),
    // A VIP level's daily withdrawal limits raise the methods' (decision 0063; loyalty is built below).
    vipLimits: (memberId) => loyalty.service.vip.withdrawalLimits(memberId),
  });
  //  transfers  member → upline and agent → downline, the player's wallets
  const transfers = createTransfersModule({
    accounts: accounts.service,
    wallet: wallet.service,
    site,
    gameMenus: () => games.service.catalogue.gameMenus(),
  });
  //  records    the member centre's account, betting and profit records
  const records = createRecordsModule({
    wallet: wallet.service,
    vendors: vendors.service,
    usernamesOf: accounts.service.usernamesOf,
    gameName: games.service.gameName,
    vendorNames: games.service.vendorNames,
    site,
    payoutReferencesOf: payments.service.withdrawals.review.payoutReferencesOf,
  });
  //  agents     the agent network: team reports, contracts, salary and dividend settlement
  const agents = createAgentsModule(ctx, {
    wallet: wallet.service,
    accounts: accounts.service,
    vendors: vendors.service,
    system: system.service,
    audit: audit.service,
    site,
    gameName: games.service.gameName,
    // The downline's "contract offered" message, after the offer commits (decision 0060).
    onContractOffered: (offer) => messaging.service.inbox.events.contractOffered(offer),
  });
  //  promotions bonus details, forfeit and the operator's grants, on the bonus engine
  const promotions = createPromotionsModule(ctx, {
    engine: bonus,
    wallet: wallet.service,
    audit: audit.service,
    site,
    placeByUsername: (username) => accounts.service.placeByUsername(username),
    settings: () => system.service.settings(),
    hasPaidDeposit: (memberId) => payments.service.deposits.hasPaidDeposit(memberId),
    // The side menu's invite entry follows the live referral promotion (decision 0056).
    setReferralFeature: async (on) => {
      if ((await system.service.settings()).REFERRAL.enabled !== on)
        await system.service.setSetting('REFERRAL', { enabled: on });
    },
    // Activity applications' private images, and the review queue's usernames (decision 0057).
    storage,
    usernamesOf: (ids) => accounts.service.usernamesOf(ids),
    // Missions and leaderboard prizes in the reward centre and its badge (decision 0064).
    moreRewardSources: () => [loyalty.service.missions],
    // A rebate line's rate is the larger of the rule's and the member's VIP level's (decision 0063;
    // loyalty is built below; called later).
    vipRebateRates: (memberId) => loyalty.service.vip.rebateRates(memberId),
  });
  //  loyalty    VIP levels, points and the points mall, missions and the leaderboard (issue 18)
  const loyalty = createLoyaltyModule(ctx, {
    wallet: wallet.service,
    audit: audit.service,
    site,
    settings: () => system.service.settings(),
    realtime,
    verifyPaymentPassword: (principal, password) =>
      accounts.service.verifyPaymentPassword(principal, password),
    usernamesOf: (ids) => accounts.service.usernamesOf(ids),
    placeByUsername: (username) => accounts.service.placeByUsername(username),
    paidDepositsMinor: (memberId, currency, from, to) =>
      payments.service.deposits.paidDepositsMinor(memberId, currency, from, to),
    // VIP levels count paid deposits (decision 0063).
    memberDeposits: (tx, memberId, from, to) => payments.service.stats.memberDeposits(tx, memberId, from, to),
    depositors: (from, to) => payments.service.stats.depositors(from, to),
    // Platform messages (messaging's inbox, decision 0060).
    systemMessage: (memberId, message) => messaging.service.inbox.systemMessage(memberId, message),
    // Mission rewards paid as bonus money (decision 0064).
    grantBonus: async (tx, grant) => {
      await bonus.grant(
        {
          ...grant,
          source: 'mission',
          contributions: {},
          defaultContributionBp: 10_000,
          maxStakeMinor: null,
          lockedMinor: 0n,
        },
        tx,
      );
    },
  });
  //  backoffice operators, sessions and the operator guard; dashboard and outbox pages
  const backoffice = createBackofficeModule(ctx, {
    system: system.service,
    audit: audit.service,
    payments: payments.service.stats,
    vendors: vendors.service,
    players: accounts.players,
    site,
  });
  //  chat       live customer chat: CBS_modelList / CBS_launchChat, the chat-room modal, the console
  const chat = createChatModule(ctx, {
    audit: audit.service,
    realtime,
    site,
    customerService: async () => (await system.service.siteConfig('127.0.0.1')).customerService,
    wallet: wallet.service,
    deposits: payments.service.deposits,
    withdrawals: payments.service.withdrawals.withdrawals,
    operators: () => backoffice.service.management,
  });
  //  analytics  first-party page views and events after the visitor's consent (decision 0085)
  const analytics = createAnalyticsModule(ctx, { settings: () => system.service.settings() });
  const modules: readonly ServerModule[] = [
    audit,
    system,
    wallet,
    vendors,
    accounts,
    messaging,
    chat,
    games,
    payments,
    transfers,
    records,
    agents,
    promotions,
    loyalty,
    backoffice,
    analytics,
  ];

  // Hooks first (payload decryption, the player and operator route lists), so every route is seen;
  // then player routes, then the back office's, each in list order.
  const env: ModuleEnv = { guards: accounts.guards, operatorGuard: backoffice.operatorGuard, site };
  for (const module of modules) await module.install?.(app);
  for (const module of modules) await module.routes?.(app, env);
  for (const module of modules) await module.operatorRoutes?.(app, env);

  // The WebSocket transport of the realtime hub: /wps/ws and /bo/api/ws, first frame authenticates.
  await installRealtimeRoutes(app, realtime, {
    member: async (token) => {
      const principal = await accounts.service.authenticate(token);
      return principal && { memberId: principal.memberId, trial: principal.isTrial };
    },
    // Chat visitors (maintenance and blocked pages): their chat visitor token (decision 0065).
    visitor: (token) => chat.service.visitorOf(token),
    operator: async (token, ip) => {
      const found = await backoffice.service.sessions.authenticate(token, ip);
      if (!found || found.setupRequired) return null;
      return { operatorId: found.operatorId, channels: roleHolds(found.role, 'chat.serve') ? ['chat'] : [] };
    },
  });

  // The game studio last: it calls the routes above.
  if (ctx.config.studioMount)
    await mountStudio(app, {
      vendors: vendors.service,
      gameName: games.service.gameName,
      gameKind: games.service.gameKind,
      sql: ctx.database.executeSql,
      bookTickMs: ctx.config.bookTickMs,
      roomTickMs: ctx.config.roomTickMs,
      roomTables: ctx.config.roomTables,
      testHooks: ctx.config.testHooks,
      now: ctx.now,
    });

  // 6. The built web apps and their SPA fallback, last so no API path is shadowed.
  if (options.serveWeb) {
    errors.setPageFallback(
      await serveWebApps(app, [
        { prefix: '/', dir: ctx.config.webDistDir },
        { prefix: '/backoffice/', dir: ctx.config.backofficeDistDir },
      ]),
    );
  }

  return Object.assign(app, {
    services: {
      system: system.service,
      wallet: wallet.service,
      accounts: accounts.service,
      vendors: vendors.service,
      audit: audit.service,
      backoffice: backoffice.service,
      payments: payments.service,
      agents: agents.service,
      promotions: promotions.service,
      loyalty: loyalty.service,
      messaging: messaging.service,
      analytics: analytics.service,
      realtime,
    },
    /** Registers every module's scheduled jobs on a runner (main.ts starts one; tests need not). */
    registerJobs: async (runner: JobRunner) => {
      for (const module of modules) await module.jobs?.(runner);
    },
  });
}
