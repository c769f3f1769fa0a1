import type { AppContext } from '../../platform/context.js';
import { createPayloadKeys, installPayloadDecryption } from '../../platform/http/payload-encryption.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/audit.service.js';
import { createSystemContentOperator } from './system.content.operator.js';
import { systemContentOperatorRoutes } from './system.content.operator.routes.js';
import { createSystemOperator } from './system.operator.js';
import { systemOperatorRoutes } from './system.operator.routes.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

/** Status, site configuration and settings (with the site currency and time zone), IP rules. */
export function createSystemModule(ctx: AppContext, deps: { audit: AuditService }) {
  // One key pair for both sides: the site config publishes it, the E hook decrypts with it.
  const payloadKeys = createPayloadKeys(ctx);
  const service = createSystemService(ctx, { payloadKeys });
  return defineModule({
    name: 'system',
    service,
    // E calls: encrypted bodies are decrypted before validation; plain JSON only while PLAINPAYLOAD.
    install: (app) => installPayloadDecryption(app, payloadKeys, () => service.isEnabled('PLAINPAYLOAD')),
    routes: (app) => systemRoutes(app, service),
    /** The back office's site and content pages. */
    operatorRoutes: (app, { operatorGuard }) => {
      systemOperatorRoutes(app, createSystemOperator(service, deps.audit), operatorGuard);
      // Help centre, resources, customer service; changes drop the cached reads.
      const content = createSystemContentOperator(ctx, { audit: deps.audit, invalidate: service.invalidate });
      systemContentOperatorRoutes(app, content, operatorGuard);
    },
  });
}
