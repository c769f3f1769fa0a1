import { z } from 'zod';

/** Login payload (spec section 3): username + password; captcha when the server asked for it. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  type: z.enum(['username', 'sms']).default('username'),
});

export const LoginValue = z.object({
  token: z.string(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  changePasswordRequired: z.boolean(),
});
export type LoginValue = z.infer<typeof LoginValue>;

/** Member info (spec section 3 "Member info"); amounts are decimal strings. */
export const MemberInfoValue = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  firstTimeLogin: z.boolean(),
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabel: z.string(),
  rankLevel: z.number(),
  availablePromotions: z.number(),
  unreadMessages: z.number(),
});
export type MemberInfoValue = z.infer<typeof MemberInfoValue>;
