import { defineModule } from '../../platform/module.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService, type RecordsDeps } from './records.service.js';

/** The player's records (decision 0021): reads other modules through their services only. */
export function createRecordsModule(deps: RecordsDeps) {
  const service = createRecordsService(deps);
  return defineModule({
    name: 'records',
    service,
    routes: (app, { guards }) => recordsRoutes(app, guards, service),
  });
}
