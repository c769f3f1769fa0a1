import { type Language, resolveLanguage } from '@khela/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: query `lang`, then header `x-lang`, then Accept-Language, else BN. */
    lang: Language;
  }
}

export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const explicit = typeof query?.lang === 'string' ? query.lang : request.headers['x-lang'];
  return resolveLanguage(
    typeof explicit === 'string' ? explicit : undefined,
    request.headers['accept-language'],
  );
}

export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'bn');
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request);
  });
}
