import {
  ContentDeleteQuery,
  ContentIdParams,
  CustomerServiceAdminPage,
  CustomerServiceAdminQuery,
  CustomerServiceAdminView,
  CustomerServiceWriteRequest,
  envelope,
  HelpSectionAdminPage,
  HelpSectionAdminQuery,
  HelpSectionAdminView,
  HelpSectionWriteRequest,
  ResourceAdminPage,
  ResourceAdminQuery,
  ResourceAdminView,
  ResourceTypeParams,
  ResourceWriteRequest,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemContentOperator } from './system.content.operator.js';

const tags = ['back office: content'];

/**
 * The back office's help-centre, resources and customer-service pages (decision 0030):
 * list, create, replace and delete, each under content.manage; every change audited.
 */
export function systemContentOperatorRoutes(
  app: HttpApp,
  content: SystemContentOperator,
  operatorGuard: OperatorGuard,
) {
  const onRequest = operatorGuard('content.manage');
  const deleted = { 200: envelope(z.null()) };

  // Help centre: /help and /wps/system/helpCenter show enabled sections of the caller's language.
  const help = '/bo/api/content/help-sections';
  app.get(
    help,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Help-centre sections (BN and EN, enabled or not); paged, filtered, sorted',
        querystring: HelpSectionAdminQuery,
        response: { 200: envelope(HelpSectionAdminPage) },
      },
    },
    async (request) => ok(await content.listHelpSections(request.query)),
  );
  app.post(
    help,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Adds a help section (code = /help anchor, one per language); content sanitised; audited',
        body: HelpSectionWriteRequest,
        response: { 200: envelope(HelpSectionAdminView) },
      },
    },
    async (request) => ok(await content.createHelpSection(operatorOf(request), request.body)),
  );
  app.put(
    `${help}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replaces a help section; audited with before and after',
        params: ContentIdParams,
        body: HelpSectionWriteRequest,
        response: { 200: envelope(HelpSectionAdminView) },
      },
    },
    async (request) =>
      ok(await content.updateHelpSection(operatorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${help}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Deletes a help section; audited',
        params: ContentIdParams,
        querystring: ContentDeleteQuery,
        response: deleted,
      },
    },
    async (request) =>
      ok(await content.removeHelpSection(operatorOf(request), request.params.id, request.query.reason)),
  );

  // Resources: the site config's resources (app downloads, social channels), one per type.
  const resources = '/bo/api/content/resources';
  app.get(
    resources,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Site resources (enabled or not); paged, sorted',
        querystring: ResourceAdminQuery,
        response: { 200: envelope(ResourceAdminPage) },
      },
    },
    async (request) => ok(await content.listResources(request.query)),
  );
  app.post(
    resources,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Adds the resource of a type (one per type); audited',
        body: ResourceWriteRequest,
        response: { 200: envelope(ResourceAdminView) },
      },
    },
    async (request) => ok(await content.createResource(operatorOf(request), request.body)),
  );
  app.put(
    `${resources}/:type`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replaces the resource of a type (the body names the same type); audited',
        params: ResourceTypeParams,
        body: ResourceWriteRequest,
        response: { 200: envelope(ResourceAdminView) },
      },
    },
    async (request) =>
      ok(await content.updateResource(operatorOf(request), request.params.type, request.body)),
  );
  app.delete(
    `${resources}/:type`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Deletes the resource of a type; audited',
        params: ResourceTypeParams,
        querystring: ContentDeleteQuery,
        response: deleted,
      },
    },
    async (request) =>
      ok(await content.removeResource(operatorOf(request), request.params.type, request.query.reason)),
  );

  // Customer service: the site config's customerService (right-bar LIVECHAT, TELEGRAM, …).
  const cs = '/bo/api/content/customer-service';
  app.get(
    cs,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Customer-service entries (enabled or not); paged, filtered, sorted',
        querystring: CustomerServiceAdminQuery,
        response: { 200: envelope(CustomerServiceAdminPage) },
      },
    },
    async (request) => ok(await content.listCustomerService(request.query)),
  );
  app.post(
    cs,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Adds a customer-service entry (type and link unique); audited',
        body: CustomerServiceWriteRequest,
        response: { 200: envelope(CustomerServiceAdminView) },
      },
    },
    async (request) => ok(await content.createCustomerService(operatorOf(request), request.body)),
  );
  app.put(
    `${cs}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replaces a customer-service entry; audited with before and after',
        params: ContentIdParams,
        body: CustomerServiceWriteRequest,
        response: { 200: envelope(CustomerServiceAdminView) },
      },
    },
    async (request) =>
      ok(await content.updateCustomerService(operatorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${cs}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Deletes a customer-service entry; audited',
        params: ContentIdParams,
        querystring: ContentDeleteQuery,
        response: deleted,
      },
    },
    async (request) =>
      ok(await content.removeCustomerService(operatorOf(request), request.params.id, request.query.reason)),
  );
}
