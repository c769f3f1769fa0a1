import { FAKE_PHONE_PROVIDER_PATH } from '../config.js';
import type { HttpApp } from '../http/types.js';
import type { Notifier } from './notify.js';

/**
 * PHONE_PROVIDER=fake (the demo and the browser tests; refused in production): the fake phone
 * provider answers under /wps/test/phone-provider/ on this site, so the browser reaches it
 * without another origin. Its calls are the provider's (Identity Toolkit shapes), not ours: no
 * envelope, and they stay out of the API document.
 */
export function installFakePhoneProvider(app: HttpApp, notify: Notifier): void {
  const fake = notify.phone?.fake;
  if (!fake) return;
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${FAKE_PHONE_PROVIDER_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://fake.invalid');
      const answer = await fake.handle({
        method: request.method,
        path: url.pathname.slice(FAKE_PHONE_PROVIDER_PATH.length),
        query: url.searchParams,
        body: request.body ?? {},
      });
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });
}
