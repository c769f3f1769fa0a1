import {
  CountriesValue,
  CustomerServiceKeyQuery,
  CustomerServiceKeyValue,
  DomainRouteValue,
  envelope,
  HelpCenterQuery,
  HelpCenterValue,
  LanguageChangeRequest,
  LanguageChangeValue,
  RegisterSettingValue,
  SiteConfigValue,
  SystemStatusValue,
  WhitelabelValue,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemService } from './system.service.js';

const tags = ['system'];

/** Public system calls (the "System" group of the API); none needs a session. */
export function systemRoutes(app: HttpApp, system: SystemService) {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'Root status: 0 normal, 1 maintenance, 2 region/IP restricted; with the caller IP',
        response: { 200: envelope(SystemStatusValue) },
      },
    },
    async (request) => ok(await system.getStatus(request.ip)),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'Brand configuration and the feature flags the front end reads',
        response: { 200: envelope(WhitelabelValue) },
      },
    },
    async () => ok(await system.whitelabel()),
  );

  app.get(
    '/wps/system/config',
    {
      schema: {
        tags,
        summary:
          'Site config: customer service, domain routes, resources, whitelabel, register rules, CDNs, location, payload encryption key',
        response: { 200: envelope(SiteConfigValue) },
      },
    },
    async (request) => ok(await system.siteConfig(request.ip)),
  );

  app.get(
    '/wps/system/customerService/key',
    {
      schema: {
        tags,
        summary:
          'The key of the encrypted customer-service paths of the site config (decision 0085): the kid a path names, the current or the previous period; rate-limited per address',
        querystring: CustomerServiceKeyQuery,
        response: { 200: envelope(CustomerServiceKeyValue) },
      },
    },
    async (request) => ok(await system.customerServiceKey(request.query.kid, request.ip)),
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration modes, minimum age and the rule of every register field',
        response: { 200: envelope(RegisterSettingValue) },
      },
    },
    async () => ok(await system.registerSetting()),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: { tags, summary: 'Domains the site answers on', response: { 200: envelope(DomainRouteValue) } },
    },
    async () => ok(await system.domainRoutes()),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help-centre sections in a language (unknown languages fall back to BN); device WEB only',
        querystring: HelpCenterQuery,
        response: { 200: envelope(HelpCenterValue) },
      },
    },
    async (request) =>
      ok(await system.helpCenter({ lang: request.query.lang, callerLanguage: request.lang })),
  );

  app.get(
    '/wps/system/countries',
    {
      schema: {
        tags,
        summary:
          'Country dialling codes for mobile numbers, Bangladesh first, with each national mobile rule',
        response: { 200: envelope(CountriesValue) },
      },
    },
    async () => ok(system.countries()),
  );

  app.put(
    '/wps/system/language',
    {
      schema: {
        tags,
        summary: 'The player changed language; refused when the site does not offer it',
        body: LanguageChangeRequest,
        response: { 200: envelope(LanguageChangeValue) },
      },
    },
    async (request) => ok(await system.changeLanguage(request.body.language)),
  );
}
