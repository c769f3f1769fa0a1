import { isCurrencyCode, tryParseAmount } from '@khela/money';
import { z } from 'zod';

/** Wallet shapes on the wire: amounts are decimal strings in the account's currency ("12.50"). */
export const CurrencyCodeSchema = z
  .string()
  .refine(isCurrencyCode, { message: 'unknown currency', params: { reason: 'invalid_value' } })
  .describe('ISO-like currency code, e.g. BDT');

/** Accounts a player owns (never below zero). */
export const PLAYER_ACCOUNT_KINDS = ['cash', 'bonus', 'frozen', 'points', 'trial', 'commission'] as const;
/**
 * Accounts the platform owns (may go below zero). `trial_bank` issues and takes back play money;
 * it never meets real money.
 */
export const SYSTEM_ACCOUNT_KINDS = [
  'house',
  'vendor',
  'payment_provider',
  'promotion',
  'agent_commission',
  'points_pool',
  'adjustment',
  'trial_bank',
] as const;
export const OPERATION_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'transfer',
  'salary',
  'dividend',
  'bonus',
  /** A bonus whose wagering is met, moved from the bonus account to cash (decision 0051). */
  'bonus_convert',
  /** A bonus taken back: expired, forfeited, or a win of an ended bonus's stake (decision 0051). */
  'bonus_remove',
  'points_earn',
  'points_redeem',
  'adjustment',
  'trial_grant',
] as const;

export const PlayerAccountKind = z.enum(PLAYER_ACCOUNT_KINDS);
export const SystemAccountKind = z.enum(SYSTEM_ACCOUNT_KINDS);
export const OperationTypeSchema = z.enum(OPERATION_TYPES);

export const AccountRefWire = z.union([
  z.strictObject({
    player: z.string().min(1).max(64),
    kind: PlayerAccountKind,
    currency: CurrencyCodeSchema.optional(),
  }),
  z.strictObject({
    system: SystemAccountKind,
    ownerId: z.string().max(64).optional(),
    currency: CurrencyCodeSchema.optional(),
  }),
]);

/** A positive amount with no more decimals than the currency has, as a string. */
export const AmountText = z.string().min(1).max(40).describe('decimal string, e.g. "125.50"');

export const TransferWire = z
  .strictObject({ from: AccountRefWire, to: AccountRefWire, amount: AmountText })
  .transform((transfer, ctx) => {
    const currency = transfer.from.currency ?? 'BDT';
    const parsed = tryParseAmount(transfer.amount, isCurrencyCode(currency) ? currency : 'BDT');
    if (!parsed.ok || parsed.value <= 0n) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'invalid amount',
        params: { reason: 'invalid_amount' },
      });
      return z.NEVER;
    }
    return { from: transfer.from, to: transfer.to, amountMinor: parsed.value };
  });

export const PostOperationRequest = z.strictObject({
  idempotencyKey: z.string().min(1).max(200),
  type: OperationTypeSchema,
  reference: z.string().max(200).optional(),
  reason: z.string().max(500).optional(),
  transfers: z.array(TransferWire).min(1).max(32),
});

export const OperationResultWire = z.object({
  operationId: z.string(),
  idempotencyKey: z.string(),
  type: OperationTypeSchema,
  reference: z.string(),
  status: z.enum(['posted', 'refused']),
  code: z.string().optional(),
  account: z
    .object({ kind: z.string(), ownerId: z.string(), currency: z.string(), balanceMinor: z.string() })
    .optional(),
  entries: z.array(
    z.object({
      accountId: z.string(),
      kind: z.string(),
      ownerId: z.string(),
      currency: z.string(),
      amountMinor: z.string(),
      balanceAfterMinor: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type OperationResultWire = z.infer<typeof OperationResultWire>;

/** `/wps/v2/wallets/balance` (T): the balance the header shows (play money for a trial account). */
export const WalletBalanceValue = z.object({
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  isPlayMoney: z.boolean(),
});

/** `/wps/member/info/funds/consolidated` (T): every balance of the member, by purpose. */
export const ConsolidatedFundsValue = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  cash: z.string().describe('withdrawable main wallet'),
  bonus: z.string().describe('promotion money, under wagering rules'),
  frozen: z.string().describe('held: pending withdrawals and open stakes'),
  commission: z.string().describe("an agent's commission wallet"),
  points: z.string().describe('points (never expire), in whole points'),
  playMoney: z.string().describe('trial play money, never convertible'),
  total: z.string().describe('cash + bonus + frozen'),
});
