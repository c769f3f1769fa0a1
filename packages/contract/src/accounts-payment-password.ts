import { z } from 'zod';

// ── Payment password (paths are our design, decision 0021) ────────────────────────────────────
// A second secret, separate from the login password, asked before money leaves the account
// (withdrawals, transfers). Its format is the register rule `paymentPassword` (6 digits by
// default); the server checks the rule, so these schemas only bound the sizes.
const Secret = z.string().min(1).max(128);

export const PaymentPasswordStatusValue = z.object({
  isSet: z.boolean().describe('false until the member sets one (at registration or here)'),
  lockedSeconds: z
    .number()
    .int()
    .describe('seconds until a lock after too many wrong payment passwords ends; 0 when not locked'),
});
export type PaymentPasswordStatusValue = z.infer<typeof PaymentPasswordStatusValue>;

/** POST /wps/member/password/payment (T, E): set the first payment password, proven by the login password. */
export const SetPaymentPasswordRequest = z.strictObject({
  loginPassword: Secret,
  newPaymentPassword: Secret,
  confirmNewPaymentPassword: Secret,
});
export type SetPaymentPasswordRequest = z.infer<typeof SetPaymentPasswordRequest>;

/** PUT /wps/member/password/payment (T, E): change it, proven by the current payment password. */
export const ChangePaymentPasswordRequest = z.strictObject({
  oldPaymentPassword: Secret,
  newPaymentPassword: Secret,
  confirmNewPaymentPassword: Secret,
});
export type ChangePaymentPasswordRequest = z.infer<typeof ChangePaymentPasswordRequest>;

/** The field a money form carries; checked by the service that moves the money. */
export const PaymentPasswordField = Secret.describe('the payment password (6 digits by default)');
