import { z } from 'zod';

// ── TOTP (Google Authenticator) in the security centre; paths are our design ─────────────
export const TotpStatusValue = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable().describe('ISO time the authenticator was enrolled; null when off'),
});
export type TotpStatusValue = z.infer<typeof TotpStatusValue>;

export const TotpSetupValue = z.object({
  secret: z.string().describe('base32 secret, for typing into the app by hand'),
  otpauthUrl: z.string().describe('otpauth://totp/… URL'),
  qrText: z.string().describe('the text to render as a QR code (the otpauth URL)'),
  expiresInSeconds: z.number().int().describe('confirm with /enable before this, or set up again'),
});
export type TotpSetupValue = z.infer<typeof TotpSetupValue>;

export const TotpCodeRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'expected the 6-digit code'),
});
export type TotpCodeRequest = z.infer<typeof TotpCodeRequest>;

// ── The login password in the security centre (GET /wps/member/password; decision 0086) ──
export const PasswordStatusValue = z.object({
  hasPassword: z
    .boolean()
    .describe('false for an account created by a social login that never set a password of its own'),
  changedAt: z.string().nullable().describe('ISO time the password was last set; null without one'),
});
export type PasswordStatusValue = z.infer<typeof PasswordStatusValue>;

// ── Social login through OpenID Connect; paths are our design ────────────────────────────
export const SocialProviderId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'expected a provider id');

export const SocialProviderParams = z.object({ provider: SocialProviderId });

export const SocialProvidersValue = z.array(z.object({ id: z.string(), name: z.string() }));
export type SocialProvidersValue = z.infer<typeof SocialProvidersValue>;

export const SocialStartQuery = z.object({
  redirectUri: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .describe('where the provider sends the browser back; the same URI must be registered there'),
});

export const SocialStartValue = z.object({
  authorizationUrl: z.string().describe('open this in the popup or the window'),
});
export type SocialStartValue = z.infer<typeof SocialStartValue>;

/** What the provider put on the redirect URI's query: code and state, or error and state. */
export const SocialCallbackRequest = z
  .strictObject({
    state: z.string().min(1).max(128),
    code: z.string().min(1).max(2048).optional(),
    error: z.string().min(1).max(128).optional(),
    errorDescription: z.string().max(500).optional(),
  })
  .refine((body) => body.code !== undefined || body.error !== undefined, {
    message: 'code or error is required',
    path: ['code'],
  });
export type SocialCallbackRequest = z.infer<typeof SocialCallbackRequest>;
