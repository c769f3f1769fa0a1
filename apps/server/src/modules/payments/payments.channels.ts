import type {
  Language,
  OperatorChannelValue,
  PaymentChannelValue,
  UpdateChannelRequest,
  ValidationReason,
} from '@khela/contract';
import { localMinuteOfDay } from '@khela/contract';
import { isCurrencyCode, percentOf, tryParseAmount } from '@khela/money';
import { AppError } from '../../platform/http/app-error.js';
import { fieldErrorFor } from '../../platform/http/field-error.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { ChannelRow, NewChannel } from './payments.deposits.repo.js';

function minutesOf(hourMinute: string): number {
  const [h, m] = hourMinute.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Whether a channel takes deposits at this moment: [opensAt, closesAt) in the site's time zone,
 * wrapping past midnight when closesAt is earlier (22:00–06:00); equal values mean always open.
 */
export function isOpen(
  channel: Pick<ChannelRow, 'opensAt' | 'closesAt'>,
  now: Date,
  timeZone: string,
): boolean {
  const opens = minutesOf(channel.opensAt);
  const closes = minutesOf(channel.closesAt);
  if (opens === closes) return true;
  const local = localMinuteOfDay(now, timeZone);
  return opens < closes ? local >= opens && local < closes : local >= opens || local < closes;
}

/** The channel's fee on an amount: fixed + basis points (rounded up to the minor unit). */
export function feeOf(
  channel: Pick<ChannelRow, 'feeFixedMinor' | 'feeBasisPoints'>,
  amountMinor: bigint,
): bigint {
  return channel.feeFixedMinor + percentOf(amountMinor, BigInt(channel.feeBasisPoints), 'ceil');
}

/** What reaches the player's cash: the amount, less the fee when the player bears it. */
export function creditOf(
  channel: ChannelRow,
  amountMinor: bigint,
): { feeMinor: bigint; creditMinor: bigint } {
  const feeMinor = feeOf(channel, amountMinor);
  return { feeMinor, creditMinor: channel.feeBearer === 'player' ? amountMinor - feeMinor : amountMinor };
}

/**
 * A deposit amount as text → minor units, within the channel's limits. Anything that is not a
 * positive number with at most the currency's decimals is PAYMENT_AMOUNT_INVALID.
 */
export function depositAmountOf(channel: ChannelRow, text: string): bigint {
  const parsed = isCurrencyCode(channel.currency) ? tryParseAmount(text.trim(), channel.currency) : undefined;
  if (!parsed?.ok || parsed.value <= 0n)
    throw new AppError('PAYMENT_AMOUNT_INVALID', {}, { field: 'amount' });
  const amount = parsed.value;
  if (amount < channel.minMinor) {
    const min = wireAmount(channel.minMinor, channel.currency);
    throw new AppError('PAYMENT_AMOUNT_BELOW_MIN', { min }, { field: 'amount', min });
  }
  if (amount > channel.maxMinor) {
    const max = wireAmount(channel.maxMinor, channel.currency);
    throw new AppError('PAYMENT_AMOUNT_ABOVE_MAX', { max }, { field: 'amount', max });
  }
  // A fee that would eat the whole deposit: refuse as below the useful minimum.
  if (creditOf(channel, amount).creditMinor <= 0n) {
    const min = wireAmount(channel.minMinor, channel.currency);
    throw new AppError('PAYMENT_AMOUNT_BELOW_MIN', { min }, { field: 'amount', min });
  }
  return amount;
}

function payToOf(row: ChannelRow): PaymentChannelValue['payTo'] {
  if (row.kind === 'gateway' || !row.accountNumber) return null;
  return {
    accountName: row.accountName ?? '',
    accountNumber: row.accountNumber,
    bankName: row.bankName,
    branch: row.branch,
    instructions: row.instructions,
  };
}

function commonOf(row: ChannelRow) {
  const money = (minor: bigint) => wireAmount(minor, row.currency);
  return {
    code: row.code,
    kind: row.kind,
    provider: row.provider,
    initials: row.initials,
    color: row.color,
    currency: row.currency,
    min: money(row.minMinor),
    max: money(row.maxMinor),
    quickAmounts: row.quickAmountsMinor.map((a) => money(BigInt(a))),
    feeFixed: money(row.feeFixedMinor),
    feeBasisPoints: row.feeBasisPoints,
    feeBearer: row.feeBearer,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    payTo: payToOf(row),
  };
}

export function channelName(row: Pick<ChannelRow, 'nameBn' | 'nameEn'>, language: Language): string {
  return language === 'bn' ? row.nameBn : row.nameEn;
}

/** The player's view: name in the caller's language, open now or not; never the webhook secret. */
export function presentChannel(
  row: ChannelRow,
  language: Language,
  now: Date,
  timeZone: string,
): PaymentChannelValue {
  return { ...commonOf(row), name: channelName(row, language), openNow: isOpen(row, now, timeZone) };
}

/** The operator's view: both names and every setting, still without the webhook secret. */
export function presentOperatorChannel(row: ChannelRow): OperatorChannelValue {
  return {
    ...commonOf(row),
    nameBn: row.nameBn,
    nameEn: row.nameEn,
    enabled: row.enabled,
    sort: row.sort,
    expireMinutes: row.expireMinutes,
    gateway: row.gateway,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An operator's change as column values, checked as a whole against the row it changes
 * (min ≤ max, quick amounts within them); a bad value is VALIDATION_FAILED naming the field,
 * with its message in the operator's language (shown beside the field in the console).
 */
export function channelPatchOf(
  row: ChannelRow,
  change: UpdateChannelRequest,
  language: Language = 'en',
): Partial<NewChannel> {
  const invalid = (field: string, reason: ValidationReason) => fieldErrorFor(field, reason, language);
  const minor = (text: string, field: string, allowZero = false) => {
    const parsed = isCurrencyCode(row.currency) ? tryParseAmount(text, row.currency) : undefined;
    if (!parsed?.ok || parsed.value < 0n || (!allowZero && parsed.value === 0n))
      throw invalid(field, 'invalid_amount');
    return parsed.value;
  };
  const patch: Partial<NewChannel> = {};
  if (change.enabled !== undefined) patch.enabled = change.enabled;
  if (change.nameBn !== undefined) patch.nameBn = change.nameBn;
  if (change.nameEn !== undefined) patch.nameEn = change.nameEn;
  if (change.min !== undefined) patch.minMinor = minor(change.min, 'min');
  if (change.max !== undefined) patch.maxMinor = minor(change.max, 'max');
  if (change.feeFixed !== undefined) patch.feeFixedMinor = minor(change.feeFixed, 'feeFixed', true);
  if (change.feeBasisPoints !== undefined) patch.feeBasisPoints = change.feeBasisPoints;
  if (change.feeBearer !== undefined) patch.feeBearer = change.feeBearer;
  if (change.opensAt !== undefined) patch.opensAt = change.opensAt;
  if (change.closesAt !== undefined) patch.closesAt = change.closesAt;
  if (change.expireMinutes !== undefined) patch.expireMinutes = change.expireMinutes;
  if (change.sort !== undefined) patch.sort = change.sort;
  const min = patch.minMinor ?? row.minMinor;
  const max = patch.maxMinor ?? row.maxMinor;
  // Beside the field the operator changed (max when both were).
  if (max < min) throw invalid(change.max === undefined ? 'min' : 'max', 'min_above_max');
  if (change.quickAmounts !== undefined) {
    const amounts = change.quickAmounts.map((a) => minor(a, 'quickAmounts'));
    if (amounts.some((a) => a < min || a > max)) throw invalid('quickAmounts', 'outside_limits');
    patch.quickAmountsMinor = amounts.map(String);
  }
  if (change.payTo !== undefined) {
    if (row.kind === 'gateway') throw invalid('payTo', 'not_for_gateway');
    Object.assign(patch, change.payTo);
  }
  return patch;
}
