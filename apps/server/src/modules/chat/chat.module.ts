import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import { type ChatServices, chatDeps } from './chat.deps.js';
import { chatOperatorRoutes } from './chat.operator.routes.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';

/**
 * Live customer chat (issue 18, decision 0065): CBS_modelList and CBS_launchChat, the chat-room
 * modal's calls for members and visitors, and the back office's chat console. Lines travel over
 * the realtime hub; the tables are the record.
 */
export function createChatModule(ctx: AppContext, services: ChatServices) {
  const service = createChatService(ctx, chatDeps(services));
  return defineModule({
    name: 'chat',
    service,
    routes: (app, { guards }) => chatRoutes(app, guards, service.player),
    operatorRoutes: (app, { operatorGuard }) => chatOperatorRoutes(app, service.operator, operatorGuard),
  });
}
