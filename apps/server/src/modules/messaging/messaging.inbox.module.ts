import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { RealtimeHub } from '../../platform/realtime/realtime.js';
import type { SiteInfo } from '../../platform/site.js';
import type { Audience } from '../accounts/accounts.audience.js';
import type { AuditService } from '../audit/audit.service.js';
import { createInboxComposer } from './messaging.inbox.compose.js';
import { createInbox } from './messaging.inbox.js';
import { inboxOperatorRoutes } from './messaging.inbox.operator-routes.js';
import { inboxRoutes } from './messaging.inbox.routes.js';

/** What platform messages (decision 0060) are built from; app.ts binds them. */
export type InboxModuleDeps = {
  realtime: RealtimeHub;
  site: Pick<SiteInfo, 'timeZone'>;
  /** From accounts: member ids by segment. */
  audience: Audience;
  /** From loyalty (bound late): member ids at VIP levels; undefined refuses the VIP segment. */
  membersAtVipLevels?: ((levels: number[]) => Promise<string[]>) | undefined;
  logError: (error: unknown, context: string) => void;
};

/** The platform-message part of the messaging module: the member's inbox and the composer. */
export function createInboxPart(ctx: AppContext, deps: InboxModuleDeps & { audit: AuditService }) {
  const inbox = createInbox(ctx, { realtime: deps.realtime, logError: deps.logError });
  const composer = createInboxComposer(ctx, {
    audit: deps.audit,
    site: deps.site,
    audience: deps.audience,
    membersAtVipLevels: deps.membersAtVipLevels,
    inbox,
  });
  return {
    inbox,
    routes: (app: HttpApp, guards: AuthGuards) => inboxRoutes(app, inbox, guards),
    operatorRoutes: (app: HttpApp, operatorGuard: OperatorGuard) =>
      inboxOperatorRoutes(app, composer, operatorGuard),
  };
}
