import { envelope } from '@khela/contract';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { ok } from './envelope.js';
import type { HttpApp } from './types.js';

const Health = z.object({ status: z.literal('ok') });
const Ready = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

/** Liveness (the process answers) and readiness (the database answers, not shutting down). */
export function healthRoutes(
  app: HttpApp,
  deps: { ping: () => Promise<void>; databaseKind: 'pglite' | 'postgres'; isShuttingDown: () => boolean },
) {
  app.get('/health', { schema: { tags: ['platform'], response: { 200: envelope(Health) } } }, async () =>
    ok({ status: 'ok' as const }),
  );
  app.get('/ready', { schema: { tags: ['platform'], response: { 200: envelope(Ready) } } }, async () => {
    if (deps.isShuttingDown()) throw new AppError('SERVICE_UNAVAILABLE');
    try {
      await deps.ping();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ready' as const, database: deps.databaseKind });
  });
}
