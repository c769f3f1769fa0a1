import {
  CustomerServiceItem,
  DomainRoute,
  HelpSection,
  type Language,
  RegisterField,
  RegisterFieldRule,
  ResourceItem,
  SUPPORTED_LANGUAGES,
} from '@khela/contract';
import type { z } from 'zod';
import { cached } from '../../platform/cache/cache.js';
import type { AppContext } from '../../platform/context.js';
import { type IpRule, isIpAction } from './ip-rules.js';
import { resolveSettings, type SiteSettings } from './settings-registry.js';
import * as repo from './system.repo.js';

/**
 * Cached reads of everything the system module serves. Every page load asks for the site config
 * and the status, so they come from the cache (memory, or Redis shared by all instances) for
 * SETTINGS_CACHE_MS; every write calls invalidate().
 */
const KEYS = {
  settings: 'system:settings',
  ipRules: 'system:ip-rules',
  content: 'system:content',
  help: (language: Language) => `system:help:${language}`,
};

export type RegisterRules = Partial<Record<RegisterField, RegisterFieldRule>>;

export type SiteContent = {
  customerService: CustomerServiceItem[];
  resources: ResourceItem[];
  domainRoutes: DomainRoute[];
  registerRules: RegisterRules;
};

/** Rows the database let through but the contract does not know (a newer row) are left out. */
function keepValid<S extends z.ZodType>(schema: S, items: unknown[]): z.output<S>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function createSystemReader(ctx: AppContext) {
  const db = ctx.database.db;
  const ttl = ctx.config.settingsCacheMs;

  async function settings(): Promise<SiteSettings> {
    return cached(ctx.cache, KEYS.settings, ttl, async () =>
      resolveSettings(Object.fromEntries((await repo.listSettings(db)).map((row) => [row.code, row.value]))),
    );
  }

  async function ipRules(): Promise<IpRule[]> {
    return cached(ctx.cache, KEYS.ipRules, ttl, async () =>
      (await repo.listIpRules(db)).flatMap((row) =>
        isIpAction(row.action) ? [{ action: row.action, cidr: row.cidr }] : [],
      ),
    );
  }

  async function loadRegisterRules(): Promise<RegisterRules> {
    const rules: RegisterRules = {};
    for (const row of await repo.listRegisterRules(db)) {
      const field = RegisterField.safeParse(row.field);
      const rule = RegisterFieldRule.safeParse(row);
      if (field.success && rule.success) rules[field.data] = rule.data;
    }
    return rules;
  }

  async function content(): Promise<SiteContent> {
    return cached(ctx.cache, KEYS.content, ttl, async () => {
      const [customerService, resources, domainRoutes, registerRules] = await Promise.all([
        repo.listEnabledCustomerService(db),
        repo.listEnabledResources(db),
        repo.listEnabledDomainRoutes(db),
        loadRegisterRules(),
      ]);
      return {
        customerService: keepValid(CustomerServiceItem, customerService),
        resources: keepValid(ResourceItem, resources),
        domainRoutes: keepValid(DomainRoute, domainRoutes),
        registerRules,
      };
    });
  }

  async function helpSections(language: Language): Promise<z.output<typeof HelpSection>[]> {
    return cached(ctx.cache, KEYS.help(language), ttl, async () =>
      keepValid(HelpSection, await repo.listEnabledHelpSections(db, language)),
    );
  }

  async function invalidate(): Promise<void> {
    const keys = [KEYS.settings, KEYS.ipRules, KEYS.content, ...SUPPORTED_LANGUAGES.map(KEYS.help)];
    await Promise.all(keys.map((key) => ctx.cache.delete(key)));
  }

  return { settings, ipRules, content, helpSections, invalidate };
}

export type SystemReader = ReturnType<typeof createSystemReader>;
