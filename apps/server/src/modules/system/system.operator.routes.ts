import {
  BrandUpdateRequest,
  BrandValue,
  envelope,
  IpRuleChangeValue,
  IpRuleDeleteQuery,
  IpRuleRequest,
  RegisterRuleParams,
  RegisterRulesValue,
  RegisterRuleUpdateRequest,
  SiteSettingParams,
  SiteSettingsValue,
  SiteSettingUpdateRequest,
  SiteStatusAdminValue,
  SiteStatusUpdateRequest,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemOperator } from './system.operator.js';

const tags = ['back office: site'];

/** The back office's site page: status, IP/region rules, feature flags and settings. */
export function systemOperatorRoutes(app: HttpApp, site: SystemOperator, operatorGuard: OperatorGuard) {
  const canView = operatorGuard('site.view');
  const canManage = operatorGuard('site.manage');

  app.get(
    '/bo/api/site/status',
    {
      onRequest: canView,
      schema: {
        tags,
        summary:
          'Site status (0 normal, 1 maintenance, 2 restricted for the caller), maintenance text, IP rules',
        response: { 200: envelope(SiteStatusAdminValue) },
      },
    },
    async (request) => ok(await site.status(operatorOf(request))),
  );
  app.put(
    '/bo/api/site/status',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Turns maintenance on or off and sets the maintenance text (BN, EN); audited',
        body: SiteStatusUpdateRequest,
        response: { 200: envelope(SiteStatusAdminValue) },
      },
    },
    async (request) => ok(await site.setStatus(operatorOf(request), request.body)),
  );
  app.post(
    '/bo/api/site/ip-rules',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Adds an IP/region rule (allow or deny a CIDR), or changes the one on that range; audited',
        body: IpRuleRequest,
        response: { 200: envelope(IpRuleChangeValue) },
      },
    },
    async (request) => ok(await site.addIpRule(operatorOf(request), request.body)),
  );
  app.delete(
    '/bo/api/site/ip-rules',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Removes the IP rule on a CIDR range (?cidr=); audited',
        querystring: IpRuleDeleteQuery,
        response: { 200: envelope(IpRuleChangeValue) },
      },
    },
    async (request) => ok(await site.removeIpRule(operatorOf(request), request.query.cidr)),
  );
  app.get(
    '/bo/api/site/register-rules',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Every register form field with its rule: shown, required, pattern, length',
        response: { 200: envelope(RegisterRulesValue) },
      },
    },
    async () => ok(await site.registerRules()),
  );
  app.put(
    '/bo/api/site/register-rules/:field',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          "Sets a register field's rule (required ⇒ shown, min ≤ max, the pattern compiles; username and password stay required); audited",
        params: RegisterRuleParams,
        body: RegisterRuleUpdateRequest,
        response: { 200: envelope(RegisterRulesValue) },
      },
    },
    async (request) =>
      ok(await site.setRegisterRule(operatorOf(request), request.params.field, request.body, request.lang)),
  );
  app.get(
    '/bo/api/site/brand',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Brand configuration: name, logo, merchant code, currency, default and offered languages',
        response: { 200: envelope(BrandValue) },
      },
    },
    async () => ok(await site.brand()),
  );
  app.put(
    '/bo/api/site/brand',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Sets the brand configuration at once (the default language must be offered); audited',
        body: BrandUpdateRequest,
        response: { 200: envelope(BrandValue) },
      },
    },
    async (request) => ok(await site.setBrand(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/site/settings',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Every site setting and feature flag of the registry, with its stored value or default',
        response: { 200: envelope(SiteSettingsValue) },
      },
    },
    async () => ok(await site.settings()),
  );
  app.put(
    '/bo/api/site/settings/:code',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          "Sets a setting; the value is checked against the code's schema (SETTING_INVALID_VALUE); audited",
        params: SiteSettingParams,
        body: SiteSettingUpdateRequest,
        response: { 200: envelope(SiteSettingsValue) },
      },
    },
    async (request) =>
      ok(
        await site.setSetting(
          operatorOf(request),
          request.params.code,
          request.body.value,
          request.body.reason,
        ),
      ),
  );
}
