import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createWalletClient, studioPlugin } from '@khela/studio';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccountsModule } from './modules/accounts/accounts.module.js';
import { createPlayersOperator } from './modules/accounts/accounts.operator.js';
import { playersOperatorRoutes } from './modules/accounts/accounts.operator.routes.js';
import { createAuditModule } from './modules/audit/audit.module.js';
import { createDashboard } from './modules/backoffice/backoffice.dashboard.js';
import { createBackofficeModule } from './modules/backoffice/backoffice.module.js';
import { createOutboxView } from './modules/backoffice/backoffice.outbox.js';
import { backofficePagesRoutes } from './modules/backoffice/backoffice.pages.routes.js';
import { createGameLaunch, playableGames } from './modules/games/games.launch.js';
import { createGamesModule } from './modules/games/games.module.js';
import { createGamesOperator } from './modules/games/games.operator.js';
import { gamesOperatorRoutes } from './modules/games/games.operator.routes.js';
import { createMessagingModule } from './modules/messaging/messaging.module.js';
import { createPaymentsModule } from './modules/payments/payments.module.js';
import { createRecordsModule } from './modules/records/records.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createTransfersModule } from './modules/transfers/transfers.module.js';
import { createVendorsModule } from './modules/vendors/vendors.module.js';
import { createVendorSecrets } from './modules/vendors/vendors.operator.js';
import { vendorSecretRoutes } from './modules/vendors/vendors.operator.routes.js';
import { createWalletModule } from './modules/wallet/wallet.module.js';
import type { AppContext } from './platform/context.js';
import { createAuthGuards } from './platform/http/auth.js';
import { installCompression } from './platform/http/compression.js';
import { installErrorHandling } from './platform/http/error-handling.js';
import { healthRoutes } from './platform/http/health.routes.js';
import { installLanguage } from './platform/http/language.js';
import { createPayloadKeys, installPayloadDecryption } from './platform/http/payload-encryption.js';
import { serveWebApps } from './platform/http/static-apps.js';
import type { HttpApp } from './platform/http/types.js';
import type { JobRunner } from './platform/jobs/jobs.js';
import { createNotifier } from './platform/notify/notify.js';
import { createLocalStorage } from './platform/storage/storage.js';

export type BuildOptions = {
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web apps (off in route tests). */
  serveWeb?: boolean;
  isShuttingDown?: () => boolean;
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

  // 3. OpenAPI from the route schemas, browsable at /docs.
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Khela API',
        version: '0.1.0',
        description: 'Responses are { success, value, message, code? }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  // 4. Platform routes.
  healthRoutes(app, {
    ping: ctx.database.ping,
    databaseKind: ctx.database.kind,
    isShuttingDown: options.isShuttingDown ?? (() => false),
  });

  // 5. Domain modules, in dependency order (a module may use the services of those above it).
  const payloadKeys = createPayloadKeys(ctx);
  const system = createSystemModule(ctx, { payloadKeys });
  // E calls (spec 7): encrypted bodies are decrypted before validation; plain JSON only while PLAINPAYLOAD.
  installPayloadDecryption(app, payloadKeys, () => system.service.isEnabled('PLAINPAYLOAD'));
  const wallet = createWalletModule(ctx);
  // SMS and email go out through the configured providers (the outbox by default).
  const notify = createNotifier(ctx, app.log);
  const accounts = createAccountsModule(ctx, {
    system: system.service,
    wallet: wallet.service,
    notify,
    logError: (error) => app.log.error({ err: error }, 'accounts: background delivery failed'),
  });
  // The audit trail, and the back office's operators with the guard of every operator route (issue 8).
  const audit = createAuditModule(ctx);
  const backoffice = createBackofficeModule(ctx, { system: system.service, audit: audit.service });
  const operatorGuard = backoffice.operatorGuard;
  // Uploads (proof images, public content images) in a local directory outside the web roots; S3 later.
  const storage = createLocalStorage(ctx.config.uploadDir);
  const messaging = createMessagingModule(ctx, { storage, audit: audit.service });
  const games = createGamesModule(ctx, { system: system.service });
  // The seamless-wallet API for game vendors, and the launch that hands a game its token.
  const vendors = createVendorsModule(ctx, {
    wallet: wallet.service,
    logError: (error, reference) => app.log.error({ err: error, reference }, 'vendor call failed'),
  });
  const launch = createGameLaunch(ctx, {
    vendors: vendors.service,
    player: games.service.player,
    nicknameOf: async (principal) => (await accounts.service.memberInfo(principal)).nickname,
    currency: async () => (await system.service.settings()).CURRENCY.code,
  });
  // Money in and out (issue 7): channels, deposits, the sandbox gateway, withdrawals.
  const payments = createPaymentsModule(ctx, {
    wallet: wallet.service,
    audit: audit.service,
    currency: async () => (await system.service.settings()).CURRENCY.code,
    logError: (error, context) => app.log.error({ err: error }, `payments: ${context}`),
    accounts: accounts.service,
    storage,
  });
  // Transfers (member → upline, agent → downline), the player's wallets, and the records pages (decision 0021).
  const siteCurrencyCode = async () => (await system.service.settings()).CURRENCY.code;
  const transfers = createTransfersModule({
    accounts: accounts.service,
    wallet: wallet.service,
    currency: siteCurrencyCode,
    gameMenus: () => games.service.catalogue.gameMenus(),
  });
  const records = createRecordsModule({
    wallet: wallet.service,
    vendors: vendors.service,
    usernamesOf: accounts.service.usernamesOf,
    gameName: async (vendorCode, gameCode, language) => {
      const game = await playableGames(ctx).byCode(vendorCode, gameCode);
      return game ? (language === 'bn' ? game.nameBn : game.nameEn) || game.nameEn : undefined;
    },
    currency: siteCurrencyCode,
  });
  // Guards for (T) routes: every module gets them from the accounts module's sessions.
  app.decorateRequest('principal', null);
  const guards = createAuthGuards(accounts.service.authenticate);
  const siteCurrency = async () => (await system.service.settings()).CURRENCY;

  // First: the operator guard lists every operator route registered after it.
  backoffice.routes(app);
  audit.routes(app, operatorGuard);
  system.routes(app);
  wallet.routes(app, guards, siteCurrency);
  accounts.routes(app, guards);
  messaging.routes(app, guards);
  games.routes(app, guards);
  launch.routes(app, guards);
  await vendors.routes(app);
  await payments.routes(app, guards, operatorGuard);
  transfers.routes(app, guards);
  records.routes(app, guards);
  // The back office's site and content pages (issue 8): operator routes in their own modules.
  system.operatorRoutes(app, operatorGuard, audit.service);
  await messaging.operatorRoutes(app, operatorGuard);
  // The back office's players, dashboard, games and outbox pages (decision 0027).
  const players = createPlayersOperator(ctx, {
    wallet: wallet.service,
    vendors: vendors.service,
    audit: audit.service,
    currency: siteCurrencyCode,
  });
  playersOperatorRoutes(app, players, operatorGuard);
  gamesOperatorRoutes(app, createGamesOperator(ctx, audit.service), operatorGuard);
  vendorSecretRoutes(
    app,
    createVendorSecrets(ctx, { audit: audit.service, forgetCredential: vendors.service.forgetCredential }),
    operatorGuard,
  );
  const dashboard = createDashboard({
    payments: payments.service.stats,
    vendors: vendors.service,
    players,
    currency: siteCurrencyCode,
    now: ctx.now,
  });
  backofficePagesRoutes(app, { dashboard, outbox: createOutboxView(ctx) }, operatorGuard);
  // The game studio, a vendor like any other: it calls the wallet API above through app.inject
  // (same routes, signatures and logs as over the network, without a socket).
  if (ctx.config.studioMount) {
    const catalogue = playableGames(ctx);
    await app.register(studioPlugin, {
      prefix: '/studio',
      basePath: '/studio',
      wallet: createWalletClient({
        transport: async (url, headers, body) => {
          const response = await app.inject({ method: 'POST', url, headers, payload: body });
          return { statusCode: response.statusCode, body: response.body };
        },
        secretOf: (vendorCode) => vendors.service.secretOf(vendorCode),
      }),
      knownVendor: async (vendorCode) => (await vendors.service.secretOf(vendorCode)) !== undefined,
      gameName: async (vendorCode, gameCode, lang) => {
        const found = await catalogue.byCode(vendorCode, gameCode);
        return found ? (lang === 'en' ? found.nameEn : found.nameBn) || found.nameEn : undefined;
      },
      logError: (error, context) => app.log.error({ err: error }, `studio: ${context}`),
    });
  }

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
    },
    /** Registers every module's scheduled jobs on a runner (main.ts starts one; tests need not). */
    registerJobs: async (runner: JobRunner) => {
      await wallet.jobs(runner);
      await payments.jobs(runner);
    },
  });
}
