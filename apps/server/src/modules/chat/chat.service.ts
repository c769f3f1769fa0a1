import type { AppContext } from '../../platform/context.js';
import type { ChatDeps } from './chat.model.js';
import { createChatOperator } from './chat.operator.js';
import { createChatPlayer } from './chat.player.js';

/** The live chat's use cases: the player's and visitor's side, and the operators' console. */
export function createChatService(ctx: AppContext, deps: ChatDeps) {
  const env = { ctx, deps };
  const player = createChatPlayer(env);
  return {
    player,
    operator: createChatOperator(env),
    /** The realtime hub's visitor authenticator (app.ts binds it). */
    visitorOf: player.visitorOf,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
