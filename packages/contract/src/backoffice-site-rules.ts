import { z } from 'zod';
import { LANGUAGE_RESOURCE_SET_NAMES, resourceSetHas, SITE_LANGUAGE_CODES } from './constants.js';
import { RegisterField, RegisterFieldRule, RegisterPatternId } from './system.js';
import { isSitePath, isWebUrl, plainText } from './text-fields.js';

// ── Back office: registration field rules and brand configuration (decision 0032) ───────────

/** Fields a registration cannot do without: the console cannot hide them or make them optional. */
export const ALWAYS_REQUIRED_REGISTER_FIELDS = ['username', 'password', 'confirmPassword'] as const;

/** The longest value any register field takes (the table's check: the spec's verification code). */
export const REGISTER_RULE_MAX_LENGTH = 255;
export const REGISTER_PATTERN_MAX_CHARS = 300;

/** True when the text compiles as a JavaScript regular expression with the u flag ('*' = anything). */
export function isRegisterPattern(text: string): boolean {
  if (text === '*') return true;
  try {
    new RegExp(text, 'u');
    return true;
  } catch {
    return false;
  }
}

/** One register field's rule as stored (or the hidden default when none is stored). */
export const RegisterRuleView = RegisterFieldRule.extend({
  field: RegisterField,
  stored: z.boolean().describe('false: no rule is stored and the field is hidden'),
  locked: z.boolean().describe('the field must stay shown and required'),
});
export type RegisterRuleView = z.infer<typeof RegisterRuleView>;

/** GET /bo/api/site/register-rules: every field of the register form, in display order. */
export const RegisterRulesValue = z.object({ list: z.array(RegisterRuleView) });
export type RegisterRulesValue = z.infer<typeof RegisterRulesValue>;

export const RegisterRuleParams = z.object({ field: RegisterField });

const custom = (ctx: z.RefinementCtx, path: string, reason: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message, params: { reason } });

/**
 * PUT /bo/api/site/register-rules/:field. A required field is shown; min ≤ max ≤ 255; the
 * pattern compiles. Whether the field may be hidden depends on the field (the server checks).
 */
export const RegisterRuleUpdateRequest = z
  .strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: RegisterPatternId,
    acceptedPattern: z.string().trim().min(1).max(REGISTER_PATTERN_MAX_CHARS),
    minLength: z.number().int().min(0).max(REGISTER_RULE_MAX_LENGTH),
    maxLength: z.number().int().min(1).max(REGISTER_RULE_MAX_LENGTH),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.required && !rule.enabled) custom(ctx, 'required', 'required_hidden', 'required but hidden');
    if (rule.minLength > rule.maxLength) custom(ctx, 'minLength', 'min_above_max', 'min above max');
    if (!isRegisterPattern(rule.acceptedPattern)) {
      custom(ctx, 'acceptedPattern', 'pattern_invalid', 'not a regular expression');
    }
  });
export type RegisterRuleUpdateRequest = z.infer<typeof RegisterRuleUpdateRequest>;

export const BRAND_NAME_MAX_CHARS = 40;

/**
 * GET /bo/api/site/brand: the brand configuration, kept as the settings codes
 * BRAND, MERCHANTCODE, CURRENCY and LANGUAGES.
 */
export const BrandValue = z.object({
  name: z.string(),
  logoUrl: z.string(),
  merchantCode: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: z.enum(SITE_LANGUAGE_CODES),
  supportedLanguages: z.array(z.enum(SITE_LANGUAGE_CODES)),
  languageSet: z.enum(LANGUAGE_RESOURCE_SET_NAMES),
});
export type BrandValue = z.infer<typeof BrandValue>;

/** PUT /bo/api/site/brand: everything at once, one audit entry; the default must be offered. */
export const BrandUpdateRequest = z
  .strictObject({
    name: plainText(BRAND_NAME_MAX_CHARS),
    logoUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s/]+\S*|\/\S*)$/)
      .refine((v) => isSitePath(v) || isWebUrl(v), { params: { reason: 'unsafe_link' } }),
    merchantCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,32}$/),
    currencyCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/),
    currencySymbol: z.string().trim().min(1).max(4),
    defaultLanguage: z.enum(SITE_LANGUAGE_CODES),
    supportedLanguages: z
      .array(z.enum(SITE_LANGUAGE_CODES))
      .min(1)
      .max(SITE_LANGUAGE_CODES.length)
      .refine((list) => new Set(list).size === list.length, { params: { reason: 'invalid' } }),
    languageSet: z.enum(LANGUAGE_RESOURCE_SET_NAMES).default('global'),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((brand, ctx) => {
    if (!brand.supportedLanguages.includes(brand.defaultLanguage)) {
      custom(ctx, 'defaultLanguage', 'default_not_supported', 'default language not offered');
    }
    if (!brand.supportedLanguages.every((code) => resourceSetHas(brand.languageSet, code))) {
      custom(ctx, 'supportedLanguages', 'not_in_language_set', 'a language is not in the resource set');
    }
  });
export type BrandUpdateRequest = z.infer<typeof BrandUpdateRequest>;
