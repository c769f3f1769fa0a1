import { z } from 'zod';
import { MAINTENANCE_TEXT_MAX_CHARS } from './backoffice-constants.js';
import { plainText } from './text-fields.js';

// ── Back office: site status, IP rules and site settings (paths under /bo/api/site) ───────────

export const IpRuleView = z.object({
  action: z.enum(['allow', 'deny']),
  cidr: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type IpRuleView = z.infer<typeof IpRuleView>;

/** The maintenance page's own text, per language; empty = the page's standard text. */
export const MaintenanceText = z.strictObject({
  bn: plainText(MAINTENANCE_TEXT_MAX_CHARS, { min: 0, multiline: true }),
  en: plainText(MAINTENANCE_TEXT_MAX_CHARS, { min: 0, multiline: true }),
});
export type MaintenanceText = z.infer<typeof MaintenanceText>;

/**
 * GET /bo/api/site/status: status as the caller (the operator) sees it (0 normal, 1 maintenance,
 * 2 restricted for this address), the maintenance switch and text, and the IP/region rules.
 */
export const SiteStatusAdminValue = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  maintenanceText: MaintenanceText,
  ipRules: z.array(IpRuleView),
});
export type SiteStatusAdminValue = z.infer<typeof SiteStatusAdminValue>;

/** PUT /bo/api/site/status: maintenance on or off, with the text the maintenance page shows. */
export const SiteStatusUpdateRequest = z.strictObject({
  maintenance: z.boolean(),
  maintenanceText: MaintenanceText,
  reason: z.string().trim().max(500).optional(),
});
export type SiteStatusUpdateRequest = z.infer<typeof SiteStatusUpdateRequest>;

/** POST /bo/api/site/ip-rules: adds a rule, or changes the action and note of the rule on that range. */
export const IpRuleRequest = z.strictObject({
  action: z.enum(['allow', 'deny']),
  cidr: z.string().trim().min(1).max(64),
  note: plainText(400, { min: 0 }).default(''),
});
export type IpRuleRequest = z.infer<typeof IpRuleRequest>;

/** DELETE /bo/api/site/ip-rules?cidr=…: a CIDR holds a '/', so it travels in the query. */
export const IpRuleDeleteQuery = z.object({ cidr: z.string().trim().min(1).max(64) });

export const IpRuleChangeValue = z.object({ rule: IpRuleView.nullable(), created: z.boolean() });
export type IpRuleChangeValue = z.infer<typeof IpRuleChangeValue>;

/** One entry of the settings registry, with what is stored now (or its default). */
export const SiteSettingView = z.object({
  code: z.string(),
  module: z.string(),
  description: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  isDefault: z.boolean(),
  isFlag: z.boolean().describe('a feature flag: its value is {enabled: boolean}'),
});
export type SiteSettingView = z.infer<typeof SiteSettingView>;

export const SiteSettingsValue = z.object({ list: z.array(SiteSettingView) });
export type SiteSettingsValue = z.infer<typeof SiteSettingsValue>;

/** PUT /bo/api/site/settings/:code — the value is checked against the registry's schema for the code. */
export const SiteSettingUpdateRequest = z.strictObject({
  value: z.unknown().refine((v) => v !== undefined, 'required'),
  reason: z.string().trim().max(500).optional(),
});
export type SiteSettingUpdateRequest = z.infer<typeof SiteSettingUpdateRequest>;
export const SiteSettingParams = z.object({ code: z.string().max(64) });
