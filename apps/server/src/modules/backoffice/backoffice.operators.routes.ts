import {
  envelope,
  OperatorCreateRequest,
  OperatorCreateValue,
  OperatorIdParams,
  OperatorIpAllowListRequest,
  OperatorPage,
  OperatorPasswordChangeRequest,
  OperatorReasonRequest,
  OperatorResetValue,
  OperatorRoleRequest,
  OperatorRowView,
  OperatorSearchQuery,
  OperatorTotpConfirmRequest,
  OperatorTotpEnrolmentValue,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorPrincipal, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { OperatorAccount } from './backoffice.account.js';
import type { OperatorGuards } from './backoffice.guard.js';
import type { OperatorManagement } from './backoffice.operators.manage.js';

const tags = ['back office: operators'];

/** Operator management (owners: operators.manage; decision 0036); every change is audited. */
export function operatorsRoutes(app: HttpApp, manage: OperatorManagement, guards: OperatorGuards) {
  const canManage = guards.guard('operators.manage');
  app.get(
    '/bo/api/operators',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Operators: filter by part of the username, role, status; newest first, paged',
        querystring: OperatorSearchQuery,
        response: { 200: envelope(OperatorPage) },
      },
    },
    async (request) => ok(await manage.search(request.query)),
  );
  app.post(
    '/bo/api/operators',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          'Creates an operator; a generated initial password is shown once; they change it and enrol an authenticator at the first sign-in',
        body: OperatorCreateRequest,
        response: { 200: envelope(OperatorCreateValue) },
      },
    },
    async (request) => ok(await manage.create(operatorOf(request), request.body)),
  );
  app.post(
    '/bo/api/operators/:id/role',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: "Changes an operator's role (not one's own; never the last active owner's); audited",
        params: OperatorIdParams,
        body: OperatorRoleRequest,
        response: { 200: envelope(OperatorRowView) },
      },
    },
    async (request) => ok(await manage.setRole(operatorOf(request), request.params.id, request.body)),
  );
  app.put(
    '/bo/api/operators/:id/ip-allow-list',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: "Replaces an operator's IP allow-list (CIDRs; empty: anywhere; not one's own); audited",
        params: OperatorIdParams,
        body: OperatorIpAllowListRequest,
        response: { 200: envelope(OperatorRowView) },
      },
    },
    async (request) => ok(await manage.setIpAllowList(operatorOf(request), request.params.id, request.body)),
  );
  const change = (
    path: string,
    summary: string,
    run: (operator: OperatorPrincipal, id: string, reason: string) => Promise<unknown>,
    response: z.ZodType,
  ) =>
    app.post(
      `/bo/api/operators/:id/${path}`,
      {
        onRequest: canManage,
        schema: {
          tags,
          summary,
          params: OperatorIdParams,
          body: OperatorReasonRequest,
          response: { 200: envelope(response) },
        },
      },
      async (request) => ok(await run(operatorOf(request), request.params.id, request.body.reason)),
    );
  change('disable', 'Disables an operator and ends their sessions; audited', manage.disable, OperatorRowView);
  change('enable', 'Enables a disabled operator; audited', manage.enable, OperatorRowView);
  change(
    'reset-password',
    'A temporary password shown once, changed at the next sign-in; sessions end; audited',
    manage.resetPassword,
    OperatorResetValue,
  );
  change(
    'reset-totp',
    'A new authenticator enrolled at the next sign-in, behind a new temporary password; sessions end; audited',
    manage.resetTotp,
    OperatorResetValue,
  );
}

/** The signed-in operator's own account set-up: authenticator enrolment and password change. */
export function operatorAccountRoutes(app: HttpApp, account: OperatorAccount, guards: OperatorGuards) {
  app.get(
    '/bo/api/session/totp',
    {
      onRequest: guards.session,
      schema: {
        tags,
        summary: 'The authenticator secret to enrol (until enrolled)',
        response: { 200: envelope(OperatorTotpEnrolmentValue) },
      },
    },
    async (request) => ok(await account.totpEnrolment(operatorOf(request))),
  );
  app.post(
    '/bo/api/session/totp',
    {
      onRequest: guards.session,
      schema: {
        tags,
        summary: 'Confirms the enrolment with a code from the app; sign-in then needs a code; audited',
        body: OperatorTotpConfirmRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await account.confirmTotp(operatorOf(request), request.body)),
  );
  app.post(
    '/bo/api/session/password',
    {
      onRequest: guards.session,
      schema: {
        tags,
        summary: "Changes the operator's own password; their other sessions end; audited",
        body: OperatorPasswordChangeRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await account.changePassword(operatorOf(request), request.body)),
  );
}
