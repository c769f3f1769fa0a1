import {
  BoChatHistoryPage,
  BoChatHistoryQuery,
  BoChatOperatorsValue,
  BoChatQueueValue,
  BoChatTransferRequest,
  BoChatValue,
  ChatIdParams,
  ChatMessageValue,
  ChatSendRequest,
  envelope,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { ChatOperator } from './chat.operator.js';

const tags = ['back office: chat'];

/** The chat console (decision 0065): every route needs chat.serve. */
export function chatOperatorRoutes(app: HttpApp, chat: ChatOperator, operatorGuard: OperatorGuard) {
  const canServe = operatorGuard('chat.serve');
  app.get(
    '/bo/api/chat/queue',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Waiting chats (oldest first) and the caller’s active chats',
        response: { 200: envelope(BoChatQueueValue) },
      },
    },
    async (request) => ok(await chat.queue(operatorOf(request))),
  );
  app.get(
    '/bo/api/chat/operators',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Operators a chat can be transferred to (active, role holds chat.serve)',
        response: { 200: envelope(BoChatOperatorsValue) },
      },
    },
    async () => ok(await chat.operators()),
  );
  app.get(
    '/bo/api/chat/history',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Closed chats, newest first, searchable by player username or visitor name',
        querystring: BoChatHistoryQuery,
        response: { 200: envelope(BoChatHistoryPage) },
      },
    },
    async (request) => ok(await chat.history(request.query)),
  );
  app.get(
    '/bo/api/chat/:id',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary:
          'One chat: history, the visitor’s details or the player’s context (balance, deposits, withdrawals)',
        params: ChatIdParams,
        response: { 200: envelope(BoChatValue) },
      },
    },
    async (request) => ok(await chat.view(request.params.id)),
  );
  app.post(
    '/bo/api/chat/:id/take',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Takes a queued chat (of two operators at once, one wins); audited',
        params: ChatIdParams,
        response: { 200: envelope(BoChatValue) },
      },
    },
    async (request) => ok(await chat.take(operatorOf(request), request.params.id)),
  );
  app.post(
    '/bo/api/chat/:id/messages',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Replies in a chat the caller serves',
        params: ChatIdParams,
        body: ChatSendRequest,
        response: { 200: envelope(ChatMessageValue) },
      },
    },
    async (request) => ok(await chat.reply(operatorOf(request), request.params.id, request.body.text)),
  );
  app.post(
    '/bo/api/chat/:id/transfer',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Hands a chat the caller serves to another operator who can serve chats; audited',
        params: ChatIdParams,
        body: BoChatTransferRequest,
        response: { 200: envelope(BoChatValue) },
      },
    },
    async (request) =>
      ok(await chat.transfer(operatorOf(request), request.params.id, request.body.operatorId)),
  );
  app.post(
    '/bo/api/chat/:id/close',
    {
      onRequest: canServe,
      schema: {
        tags,
        summary: 'Closes a chat the caller serves, or a queued one; audited',
        params: ChatIdParams,
        response: { 200: envelope(BoChatValue) },
      },
    },
    async (request) => ok(await chat.close(operatorOf(request), request.params.id)),
  );
}
