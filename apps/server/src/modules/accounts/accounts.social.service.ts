import { createHash, randomBytes } from 'node:crypto';
import type {
  LoginValue,
  SocialCallbackRequest,
  SocialProvidersValue,
  SocialStartValue,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SocialProviderSetting } from '../system/settings-registry.js';
import type { SystemService } from '../system/system.service.js';
import { createSessions } from './accounts.session.js';
import { findOrCreateSocialMember } from './accounts.social.member.js';
import { createOidcClient } from './accounts.social.oidc.js';

/**
 * Social login through OpenID Connect (docs/decisions/0010): start hands out
 * the provider's authorization URL with state, nonce and PKCE kept server-side for 10 minutes;
 * the callback takes them back once, exchanges the code, verifies the ID token, and signs the
 * linked member in (creating one on the first login). Social logins never force a password change.
 */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;
/** Per caller IP: each start stores a state, so it is bounded like any unauthenticated write. */
const STARTS_PER_MINUTE = 30;
const CALLBACKS_PER_MINUTE = 30;

const PendingLogin = z.object({
  provider: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
});

export type SocialClient = { ip: string; userAgent: string };

const random = () => randomBytes(32).toString('base64url');
const keys = {
  pending: (state: string) => `accounts:social:state:${state}`,
  used: (state: string) => `accounts:social:state-used:${state}`,
  starts: (ip: string) => `accounts:social:starts:${ip}`,
  callbacks: (ip: string) => `accounts:social:callbacks:${ip}`,
};

export function createSocialService(
  ctx: AppContext,
  deps: {
    system: SystemService;
    // A social login is a day logged in too (login missions, issue 18).
    onLoggedIn?: ((memberId: bigint, at: Date) => Promise<void>) | undefined;
    logError?: ((error: unknown) => void) | undefined;
  },
) {
  const oidc = createOidcClient(ctx);
  const sessions = createSessions(ctx, deps);

  async function limit(key: string, perMinute: number): Promise<void> {
    if (!(await ctx.rateLimiter.hit(key, perMinute, 60_000)).allowed) throw new AppError('TOO_MANY_REQUESTS');
  }

  async function providerOf(id: string): Promise<SocialProviderSetting> {
    const settings = await deps.system.settings();
    if (!settings.SOCIALLOGIN.enabled) throw new AppError('FUNCTION_DISABLED');
    const provider = settings.SOCIALPROVIDERS.find((p) => p.id === id);
    if (!provider) throw new AppError('SOCIAL_PROVIDER_UNKNOWN');
    return provider;
  }

  /** The providers the login popup offers; none while SOCIALLOGIN is off. Never the secrets. */
  async function providers(): Promise<SocialProvidersValue> {
    const settings = await deps.system.settings();
    if (!settings.SOCIALLOGIN.enabled) return [];
    return settings.SOCIALPROVIDERS.map(({ id, name }) => ({ id, name }));
  }

  async function start(
    providerId: string,
    redirectUri: string,
    client: SocialClient,
  ): Promise<SocialStartValue> {
    await deps.system.assertSiteOpen(client.ip);
    const provider = await providerOf(providerId);
    await limit(keys.starts(client.ip), STARTS_PER_MINUTE);
    const discovery = await oidc.discover(provider);
    const state = random();
    const pending = { provider: provider.id, nonce: random(), codeVerifier: random(), redirectUri };
    await ctx.cache.set(keys.pending(state), pending, SOCIAL_STATE_TTL_MS);
    const codeChallenge = createHash('sha256').update(pending.codeVerifier).digest('base64url');
    return {
      authorizationUrl: oidc.authorizationUrl(discovery, provider, {
        state,
        nonce: pending.nonce,
        codeChallenge,
        redirectUri,
      }),
    };
  }

  /** The state's login, once: the atomic lock refuses a second use even when two arrive together. */
  async function takePending(state: string, providerId: string) {
    const lock = await ctx.rateLimiter.hit(keys.used(state), 1, SOCIAL_STATE_TTL_MS);
    const pending = PendingLogin.safeParse(await ctx.cache.get(keys.pending(state)));
    await ctx.cache.delete(keys.pending(state));
    if (!lock.allowed || !pending.success || pending.data.provider !== providerId) {
      throw new AppError('SOCIAL_STATE_INVALID');
    }
    return pending.data;
  }

  async function callback(
    providerId: string,
    input: SocialCallbackRequest,
    client: SocialClient,
  ): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    const provider = await providerOf(providerId);
    await limit(keys.callbacks(client.ip), CALLBACKS_PER_MINUTE);
    const pending = await takePending(input.state, provider.id);
    if (input.error === 'access_denied') throw new AppError('LOGIN_POPUP_CLOSED');
    if (input.error !== undefined || input.code === undefined) throw new AppError('SOCIAL_PROVIDER_ERROR');
    const discovery = await oidc.discover(provider);
    const tokens = await oidc.exchangeCode(discovery, provider, {
      code: input.code,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
    });
    const identity = await oidc.identityOf(discovery, provider, tokens, pending.nonce);
    const member = await findOrCreateSocialMember(ctx, provider.id, identity, client.ip);
    // A social login never opens the change-password popup (start() knows).
    return sessions.start(member, { area: 'player', method: 'social', usedDefaultPassword: false }, client);
  }

  return { providers, start, callback };
}

export type SocialService = ReturnType<typeof createSocialService>;
