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
import { createGameLaunch, playableGames } from './modules/games/games.launch.js';
import { createGamesModule } from './modules/games/games.module.js';
import { createMessagingModule } from './modules/messaging/messaging.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createVendorsModule } from './modules/vendors/vendors.module.js';
import { createWalletModule } from './modules/wallet/wallet.module.js';
import type { AppContext } from './platform/context.js';
import { createAuthGuards } from './platform/http/auth.js';
import { installErrorHandling } from './platform/http/error-handling.js';
import { healthRoutes } from './platform/http/health.routes.js';
import { installLanguage } from './platform/http/language.js';
import { createPayloadKeys, installPayloadDecryption } from './platform/http/payload-encryption.js';
import { serveWebApps } from './platform/http/static-apps.js';
import type { HttpApp } from './platform/http/types.js';
import type { JobRunner } from './platform/jobs/jobs.js';
import { createNotifier } from './platform/notify/notify.js';

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
  const messaging = createMessagingModule(ctx);
  const games = createGamesModule(ctx, { system: system.service });
  // The seamless-wallet API for game vendors, and the launch that hands a game its token.
  const vendors = createVendorsModule(ctx, {
    wallet: wallet.service,
    gameByCode: playableGames(ctx).byCode,
    logError: (error, reference) => app.log.error({ err: error, reference }, 'vendor call failed'),
  });
  const launch = createGameLaunch(ctx, {
    vendors: vendors.service,
    player: games.service.player,
    nicknameOf: async (principal) => (await accounts.service.memberInfo(principal)).nickname,
    currency: async () => (await system.service.settings()).CURRENCY.code,
  });
  // Guards for (T) routes: every module gets them from the accounts module's sessions.
  app.decorateRequest('principal', null);
  const guards = createAuthGuards(accounts.service.authenticate);
  const siteCurrency = async () => (await system.service.settings()).CURRENCY;

  system.routes(app);
  wallet.routes(app, guards, siteCurrency);
  accounts.routes(app, guards);
  messaging.routes(app, guards);
  games.routes(app, guards);
  launch.routes(app, guards);
  await vendors.routes(app);
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
    },
    /** Registers every module's scheduled jobs on a runner (main.ts starts one; tests need not). */
    registerJobs: async (runner: JobRunner) => {
      await wallet.jobs(runner);
    },
  });
}
