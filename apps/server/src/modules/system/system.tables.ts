import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/*
 * The value lists repeat the contract's (CS_TYPES, RESOURCE_TYPES, DOMAIN_ROUTE_TYPES, languages)
 * because drizzle-kit loads this file without the workspace's source resolution; a test keeps
 * them equal.
 */
export const CHECKED_VALUES = {
  csType: ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'EMAIL'],
  resourceType: ['Android', 'IOS', 'MOBILECONFIG', 'FACEBOOK', 'YOUTUBE', 'IG', 'TELEGRAM', 'WHATSAPP'],
  domainRouteType: ['WEB', 'AGENT', 'API'],
  lang: ['bn', 'en'],
} as const;

/** `column in ('a', 'b')`: the allowed values are fixed code, never input. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

/**
 * Site settings and feature flags, keyed by code (codes such as CHNGPASSVERIF3).
 * Which codes exist and what their values look like is the registry in settings-registry.ts.
 */
export const siteSetting = pgTable('site_setting', {
  code: text('code').primaryKey(),
  module: text('module').notNull(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** CIDR allow/deny rules deciding status 2 (region/IP restricted); cidr is stored canonical. */
export const ipRule = pgTable(
  'ip_rule',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    cidr: text('cidr').notNull().unique(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ip_rule_action_check', oneOf(t.action, ['allow', 'deny']))],
);

/** Per-field registration rules (the validation config per field). */
export const registerFieldRule = pgTable(
  'register_field_rule',
  {
    field: text('field').primaryKey(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    patternId: text('pattern_id').notNull().default('ANY'),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 255 is the spec's longest field (verification code); a longer rule is a typo.
    check(
      'register_field_rule_length_check',
      sql`0 <= ${t.minLength} and ${t.minLength} <= ${t.maxLength} and ${t.maxLength} <= 255`,
    ),
  ],
);

/** Customer-service channels behind the right-bar toggle (LIVECHAT, TELEGRAM, …). */
export const customerService = pgTable(
  'customer_service',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    csType: text('cs_type').notNull(),
    path: text('path').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('customer_service_type_path_unique').on(t.csType, t.path),
    check('customer_service_type_check', oneOf(t.csType, CHECKED_VALUES.csType)),
  ],
);

/** App downloads and social channels, one per type (resources are keyed by type). */
export const siteResource = pgTable(
  'site_resource',
  {
    type: text('type').primaryKey(),
    url: text('url').notNull(),
    labelNameEn: text('label_name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('site_resource_type_check', oneOf(t.type, CHECKED_VALUES.resourceType))],
);

/** Domains the site answers on: player mirrors, the agent centre, API hosts. */
export const domainRoute = pgTable(
  'domain_route',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain').notNull().unique(),
    type: text('type').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('domain_route_type_check', oneOf(t.type, CHECKED_VALUES.domainRouteType))],
);

/** Help-centre sections per language; code is the /help anchor (spec: /help#term). */
export const helpSection = pgTable(
  'help_section',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('help_section_code_lang_unique').on(t.code, t.lang),
    check('help_section_lang_check', oneOf(t.lang, CHECKED_VALUES.lang)),
  ],
);
