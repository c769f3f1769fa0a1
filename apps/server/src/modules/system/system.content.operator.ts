import {
  CS_TYPES,
  type CustomerServiceAdminPage,
  type CustomerServiceAdminQuery,
  type CustomerServiceAdminView,
  type CustomerServiceWriteRequest,
  type HelpSectionAdminPage,
  type HelpSectionAdminQuery,
  type HelpSectionAdminView,
  type HelpSectionWriteRequest,
  RESOURCE_TYPES,
  type ResourceAdminPage,
  type ResourceAdminQuery,
  type ResourceAdminView,
  type ResourceWriteRequest,
} from '@khela/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import { sanitiseRichText } from '../messaging/messaging.sanitise.js';
import * as repo from './system.content.repo.js';

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  allowed.find((a) => a === value) ?? fallback;

const helpView = (row: repo.HelpSectionRow): HelpSectionAdminView => ({
  id: String(row.id),
  code: row.code,
  lang: oneOf(row.lang, ['bn', 'en'] as const, 'bn'),
  title: row.title,
  content: row.content,
  sort: row.sort,
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});
const resourceView = (row: repo.ResourceRow): ResourceAdminView => ({
  ...row,
  type: oneOf(row.type, RESOURCE_TYPES, 'Android'),
});
const customerServiceView = (row: repo.CustomerServiceRow): CustomerServiceAdminView => ({
  ...row,
  id: String(row.id),
  csType: oneOf(row.csType, CS_TYPES, 'LIVECHAT'),
});

/** Row ids are integers; anything else cannot name a row. */
function idOf(text: string, notFound: 'HELP_SECTION_NOT_FOUND' | 'CUSTOMER_SERVICE_NOT_FOUND'): number {
  if (!/^\d{1,9}$/.test(text)) throw new AppError(notFound);
  return Number(text);
}

function pageOf<Row, View>(
  query: { pageNo: number; pageSize: number },
  found: { rows: Row[]; total: number },
  view: (row: Row) => View,
) {
  const { pageNo, pageSize } = query;
  const totalPages = Math.ceil(found.total / pageSize);
  return { list: found.rows.map(view), pageNo, pageSize, total: found.total, totalPages };
}

/**
 * The back office's help-centre, resources and customer-service pages (decision 0030).
 * Each change and its one audit entry commit together; then the system module's cached reads
 * (site config, help centre) are dropped so the player site shows the change on its next load.
 */
export function createSystemContentOperator(
  ctx: AppContext,
  deps: { audit: AuditService; invalidate: () => Promise<void> },
) {
  const db = ctx.database.db;

  async function change<T>(
    operator: OperatorPrincipal,
    action: string,
    reason: string | undefined,
    write: (tx: Tx) => Promise<{ target: { type: string; id: string }; before?: unknown; after?: T }>,
  ): Promise<T | undefined> {
    const after = await db.transaction(async (tx) => {
      const done = await write(tx);
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action,
        target: done.target,
        ...(done.before === undefined ? {} : { before: done.before }),
        ...(done.after === undefined ? {} : { after: done.after }),
        ...(reason ? { reason } : {}),
      });
      return done.after;
    });
    await deps.invalidate();
    return after;
  }

  const written = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('content change wrote nothing');
    return value;
  };

  // ── Help centre ─────────────────────────────────────────────────────────────────────
  const helpFields = (request: HelpSectionWriteRequest): repo.HelpSectionFields => ({
    code: request.code,
    lang: request.lang,
    title: request.title,
    content: sanitiseRichText(request.content),
    sort: request.sort,
    enabled: request.enabled,
  });
  const helpTarget = (view: HelpSectionAdminView) => ({ type: 'help_section', id: view.id });

  async function listHelpSections(query: HelpSectionAdminQuery): Promise<HelpSectionAdminPage> {
    const { pageNo, pageSize, sortBy, order, ...filter } = query;
    const found = await repo.helpSectionPage(db, filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
      sortBy,
      order,
    });
    return pageOf(query, found, helpView);
  }

  async function createHelpSection(operator: OperatorPrincipal, request: HelpSectionWriteRequest) {
    const view = await change(operator, 'content.help.create', request.reason, async (tx) => {
      const row = await repo.insertHelpSection(tx, helpFields(request), ctx.now());
      if (!row) throw new AppError('HELP_SECTION_EXISTS');
      const after = helpView(row);
      return { target: helpTarget(after), after };
    });
    return written(view);
  }

  async function updateHelpSection(
    operator: OperatorPrincipal,
    idText: string,
    request: HelpSectionWriteRequest,
  ) {
    const id = idOf(idText, 'HELP_SECTION_NOT_FOUND');
    const view = await change(operator, 'content.help.update', request.reason, async (tx) => {
      const existing = await repo.helpSectionById(tx, id);
      if (!existing) throw new AppError('HELP_SECTION_NOT_FOUND');
      const clash = await repo.helpSectionByCode(tx, request.code, request.lang);
      if (clash && clash.id !== id) throw new AppError('HELP_SECTION_EXISTS');
      const after = helpView(written(await repo.updateHelpSection(tx, id, helpFields(request), ctx.now())));
      return { target: helpTarget(after), before: helpView(existing), after };
    });
    return written(view);
  }

  async function removeHelpSection(operator: OperatorPrincipal, idText: string, reason?: string) {
    const id = idOf(idText, 'HELP_SECTION_NOT_FOUND');
    await change(operator, 'content.help.delete', reason, async (tx) => {
      const existing = await repo.helpSectionById(tx, id);
      if (!existing) throw new AppError('HELP_SECTION_NOT_FOUND');
      await repo.deleteHelpSection(tx, id);
      const before = helpView(existing);
      return { target: helpTarget(before), before };
    });
    return null;
  }

  // ── Resources ───────────────────────────────────────────────────────────────────────
  const resourceRow = (request: ResourceWriteRequest): repo.ResourceRow => ({
    type: request.type,
    url: request.url,
    labelNameEn: request.labelNameEn,
    sort: request.sort,
    enabled: request.enabled,
  });
  const resourceTarget = (type: string) => ({ type: 'site_resource', id: type });

  async function listResources(query: z.output<typeof ResourceAdminQuery>): Promise<ResourceAdminPage> {
    const { pageNo, pageSize, sortBy, order } = query;
    const found = await repo.resourcePage(db, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
      sortBy,
      order,
    });
    return pageOf(query, found, resourceView);
  }

  async function createResource(operator: OperatorPrincipal, request: ResourceWriteRequest) {
    const view = await change(operator, 'content.resource.create', request.reason, async (tx) => {
      const row = await repo.insertResource(tx, resourceRow(request));
      if (!row) throw new AppError('SITE_RESOURCE_EXISTS');
      return { target: resourceTarget(row.type), after: resourceView(row) };
    });
    return written(view);
  }

  /** The type names the row; a body naming another type is refused (a type is never renamed). */
  async function updateResource(operator: OperatorPrincipal, type: string, request: ResourceWriteRequest) {
    const view = await change(operator, 'content.resource.update', request.reason, async (tx) => {
      const existing = await repo.resourceByType(tx, type);
      if (!existing || request.type !== existing.type) throw new AppError('SITE_RESOURCE_NOT_FOUND');
      const after = resourceView(written(await repo.updateResource(tx, resourceRow(request))));
      return { target: resourceTarget(type), before: resourceView(existing), after };
    });
    return written(view);
  }

  async function removeResource(operator: OperatorPrincipal, type: string, reason?: string) {
    await change(operator, 'content.resource.delete', reason, async (tx) => {
      const existing = await repo.resourceByType(tx, type);
      if (!existing) throw new AppError('SITE_RESOURCE_NOT_FOUND');
      await repo.deleteResource(tx, existing.type);
      return { target: resourceTarget(existing.type), before: resourceView(existing) };
    });
    return null;
  }

  // ── Customer service ────────────────────────────────────────────────────────────────
  const csFields = (request: CustomerServiceWriteRequest): repo.CustomerServiceFields => ({
    csType: request.csType,
    path: request.path,
    label: request.label,
    sort: request.sort,
    enabled: request.enabled,
  });
  const csTarget = (id: string) => ({ type: 'customer_service', id });

  async function listCustomerService(
    query: z.output<typeof CustomerServiceAdminQuery>,
  ): Promise<CustomerServiceAdminPage> {
    const { pageNo, pageSize, sortBy, order, csType } = query;
    const found = await repo.customerServicePage(
      db,
      { csType },
      { offset: (pageNo - 1) * pageSize, limit: pageSize, sortBy, order },
    );
    return pageOf(query, found, customerServiceView);
  }

  async function createCustomerService(operator: OperatorPrincipal, request: CustomerServiceWriteRequest) {
    const view = await change(operator, 'content.customer_service.create', request.reason, async (tx) => {
      const row = await repo.insertCustomerService(tx, csFields(request));
      if (!row) throw new AppError('CUSTOMER_SERVICE_EXISTS');
      const after = customerServiceView(row);
      return { target: csTarget(after.id), after };
    });
    return written(view);
  }

  async function updateCustomerService(
    operator: OperatorPrincipal,
    idText: string,
    request: CustomerServiceWriteRequest,
  ) {
    const id = idOf(idText, 'CUSTOMER_SERVICE_NOT_FOUND');
    const view = await change(operator, 'content.customer_service.update', request.reason, async (tx) => {
      const existing = await repo.customerServiceById(tx, id);
      if (!existing) throw new AppError('CUSTOMER_SERVICE_NOT_FOUND');
      const clash = await repo.customerServiceByLink(tx, request.csType, request.path);
      if (clash && clash.id !== id) throw new AppError('CUSTOMER_SERVICE_EXISTS');
      const after = customerServiceView(written(await repo.updateCustomerService(tx, id, csFields(request))));
      return { target: csTarget(after.id), before: customerServiceView(existing), after };
    });
    return written(view);
  }

  async function removeCustomerService(operator: OperatorPrincipal, idText: string, reason?: string) {
    const id = idOf(idText, 'CUSTOMER_SERVICE_NOT_FOUND');
    await change(operator, 'content.customer_service.delete', reason, async (tx) => {
      const existing = await repo.customerServiceById(tx, id);
      if (!existing) throw new AppError('CUSTOMER_SERVICE_NOT_FOUND');
      await repo.deleteCustomerService(tx, id);
      return { target: csTarget(idText), before: customerServiceView(existing) };
    });
    return null;
  }

  return {
    listHelpSections,
    createHelpSection,
    updateHelpSection,
    removeHelpSection,
    listResources,
    createResource,
    updateResource,
    removeResource,
    listCustomerService,
    createCustomerService,
    updateCustomerService,
    removeCustomerService,
  };
}

export type SystemContentOperator = ReturnType<typeof createSystemContentOperator>;
