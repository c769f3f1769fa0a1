import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, for the social
 * login tests, with a "browser" that signs in and consents through its development interactions.
 * Every account `sub` has the email `<sub>@example.test` (given by userinfo, not the ID token).
 */
export type TestProvider = {
  issuer: string;
  /** Follows an authorization URL as a new browser would: signs in as `account`, consents. */
  signIn(authorizationUrl: string, account: string): Promise<URL>;
  /** Follows an authorization URL and cancels at the sign-in page (the popup was closed). */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

const MAX_HOPS = 12;

export async function startTestProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test provider has no port');
  const issuer = `http://127.0.0.1:${address.port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'test-signing' }] },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@example.test`, email_verified: true, name: `Test ${sub}` }),
    }),
  });
  server.on('request', provider.callback());

  /** One browser: its own cookie jar, redirects followed by hand so the final one can be read. */
  function browser() {
    const cookies = new Map<string, string>();
    return async (url: URL, init: { method?: string; form?: Record<string, string> } = {}) => {
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const html = await response.text();
      const location = response.headers.get('location');
      return { status: response.status, html, location: location ? new URL(location, issuer) : null };
    };
  }

  async function walk(authorizationUrl: string, account: string | null): Promise<URL> {
    const go = browser();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      if (next.origin !== issuer) return next; // back at the client's redirect URI
      const interaction = /^\/interaction\/[^/]+$/.test(next.pathname);
      if (interaction && account === null) {
        next = new URL(`${next.pathname}/abort`, issuer);
        continue;
      }
      const page = await go(next);
      if (interaction) {
        const prompt = page.html.includes('name="prompt" value="login"') ? 'login' : 'consent';
        const form: Record<string, string> =
          prompt === 'login' ? { prompt, login: account ?? '', password: 'x' } : { prompt };
        const submitted = await go(next, { method: 'POST', form });
        if (!submitted.location) throw new Error(`the provider did not redirect after ${prompt}`);
        next = submitted.location;
        continue;
      }
      if (!page.location)
        throw new Error(
          `the provider answered ${page.status} at ${next.pathname}: ${page.html.slice(0, 300)}`,
        );
      next = page.location;
    }
    throw new Error('too many redirects at the test provider');
  }

  return {
    issuer,
    signIn: (url, account) => walk(url, account),
    cancel: (url) => walk(url, null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
