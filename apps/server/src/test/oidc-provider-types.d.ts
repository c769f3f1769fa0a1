/**
 * The little of oidc-provider (a devDependency without bundled types) the social login tests use
 * to run a real OpenID Connect provider in-process.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export type Configuration = {
    clients?: Record<string, unknown>[];
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    findAccount?: (context: unknown, sub: string) => Promise<Account | undefined>;
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
    features?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
