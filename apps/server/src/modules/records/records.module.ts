import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService, type RecordsDeps } from './records.service.js';

/** The player's records (issue 7, decision 0021): reads other modules through their services only. */
export function createRecordsModule(deps: RecordsDeps) {
  const service = createRecordsService(deps);
  return { service, routes: (app: HttpApp, guards: AuthGuards) => recordsRoutes(app, guards, service) };
}
