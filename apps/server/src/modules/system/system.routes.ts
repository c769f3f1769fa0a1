import { envelope, SystemStatusValue } from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemService } from './system.service.js';

export function systemRoutes(app: HttpApp, system: SystemService) {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'Root status: 0 normal, 1 maintenance, 2 region/IP restricted; with the caller IP',
        response: { 200: envelope(SystemStatusValue) },
      },
    },
    async (request) => ok(await system.getStatus(request.ip)),
  );
}
