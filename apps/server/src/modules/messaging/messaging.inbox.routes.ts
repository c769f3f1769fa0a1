import {
  envelope,
  InboxMessageParams,
  InboxPageQuery,
  InboxPageValue,
  InboxUnreadCountValue,
  InboxUnreadValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Inbox } from './messaging.inbox.js';

const tags = ['messages'];

/**
 * messageV2 (decision 0060). The two unread calls take any session: a trial account gets 0 and an
 * empty list without a query (spec section 6: it skips the unread fetch). The list and its changes
 * are for real accounts (a trial gets IN_NEED_TRUE_ACCOUNT); a guest gets NOT_LOGGED_IN everywhere.
 */
export function inboxRoutes(app: HttpApp, inbox: Inbox, guards: AuthGuards) {
  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      ...guards.session,
      schema: {
        tags,
        summary: 'CSP_unreadCount (T): how many platform messages the member has not read',
        response: { 200: envelope(InboxUnreadCountValue) },
      },
    },
    async (request) => ok(await inbox.unreadCount(principalOf(request))),
  );
  app.get(
    '/wps/messages/unread',
    {
      ...guards.session,
      schema: {
        tags,
        summary: 'The unread-message GET (T): the unread count and the newest unread messages',
        response: { 200: envelope(InboxUnreadValue) },
      },
    },
    async (request) => ok(await inbox.unread(principalOf(request))),
  );
  app.get(
    '/wps/messages',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'messageV2 (T): a page of the member’s messages, newest first, each with its read flag',
        querystring: InboxPageQuery,
        response: { 200: envelope(InboxPageValue) },
      },
    },
    async (request) => ok(await inbox.list(principalOf(request), request.query)),
  );
  app.post(
    '/wps/messages/read-all',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Marks every message read (T); answers the unread count (0)',
        response: { 200: envelope(InboxUnreadCountValue) },
      },
    },
    async (request) => ok(await inbox.readAll(principalOf(request))),
  );
  app.post(
    '/wps/messages/:id/read',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Marks one of the member’s messages read (T); answers the unread count',
        params: InboxMessageParams,
        response: { 200: envelope(InboxUnreadCountValue) },
      },
    },
    async (request) => ok(await inbox.read(principalOf(request), request.params.id)),
  );
  app.delete(
    '/wps/messages/:id',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Deletes one of the member’s messages for them (T); answers the unread count',
        params: InboxMessageParams,
        response: { 200: envelope(InboxUnreadCountValue) },
      },
    },
    async (request) => ok(await inbox.remove(principalOf(request), request.params.id)),
  );
}
