import {
  CHAT_VISITOR_HEADER,
  ChatIdParams,
  ChatLaunchRequest,
  ChatLaunchValue,
  ChatMessageValue,
  ChatModelListValue,
  ChatSendRequest,
  ChatValue,
  envelope,
} from '@khela/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthGuards } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { ChatPlayer } from './chat.player.js';

const tags = ['chat'];

/** The visitor token a chat call carries, if it looks like one. */
function visitorTokenOf(request: FastifyRequest): string | undefined {
  const given = request.headers[CHAT_VISITOR_HEADER];
  return typeof given === 'string' && given.length > 0 && given.length <= 128 ? given : undefined;
}

/**
 * The chat-room modal's calls (decision 0065). Every route takes an optional session: a member
 * chats by session, a visitor (no session, or a trial one) by the X-Chat-Visitor token from
 * CBS_launchChat. No route checks the site status: the maintenance and blocked pages use them.
 */
export function chatRoutes(app: HttpApp, guards: AuthGuards, chat: ChatPlayer) {
  app.get(
    '/wps/relay/CBS_modelList',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'CBS_modelList: the in-house live chat, then the configured LIVECHAT / TELEGRAM links',
        response: { 200: envelope(ChatModelListValue) },
      },
    },
    async (request) => ok(await chat.modelList(request.lang)),
  );
  app.post(
    '/wps/relay/CBS_launchChat',
    {
      ...guards.optional,
      schema: {
        tags,
        summary:
          'CBS_launchChat: opens (or reopens) the caller’s chat; a visitor gets a token for X-Chat-Visitor',
        body: ChatLaunchRequest,
        response: { 200: envelope(ChatLaunchValue) },
      },
    },
    async (request) =>
      ok(await chat.launch(request.principal, visitorTokenOf(request), request.body, request.ip)),
  );
  app.get(
    '/wps/chat/:id',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'One of the caller’s chats: status, operator, queue position and history',
        params: ChatIdParams,
        response: { 200: envelope(ChatValue) },
      },
    },
    async (request) => {
      const caller = await chat.callerOf(request.principal, visitorTokenOf(request));
      return ok(await chat.history(caller, request.params.id));
    },
  );
  app.post(
    '/wps/chat/:id/messages',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'Sends a message (plain text, up to 1000 characters) in the caller’s open chat',
        params: ChatIdParams,
        body: ChatSendRequest,
        response: { 200: envelope(ChatMessageValue) },
      },
    },
    async (request) => {
      const caller = await chat.callerOf(request.principal, visitorTokenOf(request));
      return ok(await chat.send(caller, request.params.id, request.body.text, request.ip));
    },
  );
  app.post(
    '/wps/chat/:id/close',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'Ends the caller’s chat (the history is kept)',
        params: ChatIdParams,
        response: { 200: envelope(ChatValue) },
      },
    },
    async (request) => {
      const caller = await chat.callerOf(request.principal, visitorTokenOf(request));
      return ok(await chat.close(caller, request.params.id));
    },
  );
}
