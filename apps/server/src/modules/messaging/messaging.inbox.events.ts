import { currencyCodeOr, toDecimalString } from '@khela/money';
import type { SystemMessage } from './messaging.inbox.js';

/**
 * The system messages other modules' events send (decision 0060), in BN and EN. Each carries the
 * event's own key, so a retried hook never writes a second message for one event.
 */
const amountText = (amountMinor: bigint, currency: string) =>
  `${toDecimalString(amountMinor, currencyCodeOr(currency))} ${currency}`;

export function depositCredited(deposit: {
  depositId: string;
  amountMinor: bigint;
  currency: string;
}): SystemMessage {
  const amount = amountText(deposit.amountMinor, deposit.currency);
  return {
    kind: 'deposit.credited',
    dedupeKey: `deposit:${deposit.depositId}`,
    title: { en: 'Deposit credited', bn: 'ডিপোজিট জমা হয়েছে' },
    body: {
      en: `Your deposit of ${amount} (order ${deposit.depositId}) has been credited to your balance.`,
      bn: `আপনার ${amount} ডিপোজিট (অর্ডার ${deposit.depositId}) আপনার ব্যালেন্সে জমা হয়েছে।`,
    },
  };
}

export function withdrawalDecided(withdrawal: {
  withdrawalId: string;
  status: 'paid' | 'rejected';
  amountMinor: bigint;
  currency: string;
  reason?: string | null;
}): SystemMessage {
  const amount = amountText(withdrawal.amountMinor, withdrawal.currency);
  const id = withdrawal.withdrawalId;
  if (withdrawal.status === 'paid')
    return {
      kind: 'withdrawal.paid',
      dedupeKey: `withdrawal:${id}:paid`,
      title: { en: 'Withdrawal paid', bn: 'উত্তোলন পরিশোধ হয়েছে' },
      body: {
        en: `Your withdrawal of ${amount} (order ${id}) has been paid out.`,
        bn: `আপনার ${amount} উত্তোলন (অর্ডার ${id}) পরিশোধ করা হয়েছে।`,
      },
    };
  const reason = withdrawal.reason?.trim() ? withdrawal.reason.trim().slice(0, 300) : '';
  return {
    kind: 'withdrawal.rejected',
    dedupeKey: `withdrawal:${id}:rejected`,
    title: { en: 'Withdrawal rejected', bn: 'উত্তোলন প্রত্যাখ্যাত হয়েছে' },
    body: {
      en: `Your withdrawal of ${amount} (order ${id}) was rejected and the amount returned to your balance.${reason ? ` Reason: ${reason}` : ''}`,
      bn: `আপনার ${amount} উত্তোলন (অর্ডার ${id}) প্রত্যাখ্যাত হয়েছে এবং অর্থ আপনার ব্যালেন্সে ফেরত দেওয়া হয়েছে।${reason ? ` কারণ: ${reason}` : ''}`,
    },
  };
}

const CONTRACT_NAMES: Record<string, { en: string; bn: string }> = {
  dividend: { en: 'dividend', bn: 'ডিভিডেন্ড' },
  daily: { en: 'daily salary', bn: 'দৈনিক বেতন' },
  hourly: { en: 'hourly salary', bn: 'ঘণ্টাভিত্তিক বেতন' },
  realtime: { en: 'real-time salary', bn: 'রিয়েল-টাইম বেতন' },
};

export function contractOffered(contract: { contractId: string; type: string }): SystemMessage {
  const name = CONTRACT_NAMES[contract.type] ?? { en: contract.type, bn: contract.type };
  return {
    kind: 'contract.offered',
    dedupeKey: `contract:${contract.contractId}:offered`,
    title: { en: 'New contract offer', bn: 'নতুন চুক্তির প্রস্তাব' },
    body: {
      en: `You have been offered a ${name.en} contract. Open your contracts to review and answer it.`,
      bn: `আপনাকে একটি ${name.bn} চুক্তির প্রস্তাব দেওয়া হয়েছে। দেখতে ও উত্তর দিতে আপনার চুক্তিগুলো খুলুন।`,
    },
  };
}

export function bonusGranted(bonus: {
  id: bigint;
  amountMinor: bigint;
  currency: string;
  wageringRequiredMinor: bigint;
}): SystemMessage {
  const amount = amountText(bonus.amountMinor, bonus.currency);
  const wagering = amountText(bonus.wageringRequiredMinor, bonus.currency);
  const toCash =
    bonus.wageringRequiredMinor > 0n
      ? {
          en: ` Wager ${wagering} to turn it into cash.`,
          bn: ` নগদে রূপান্তর করতে ${wagering} বাজি ধরুন।`,
        }
      : { en: '', bn: '' };
  return {
    kind: 'reward.bonus',
    dedupeKey: `bonus:${bonus.id}`,
    title: { en: 'Bonus received', bn: 'বোনাস পেয়েছেন' },
    body: {
      en: `A bonus of ${amount} has been added to your bonus balance.${toCash.en}`,
      bn: `${amount} বোনাস আপনার বোনাস ব্যালেন্সে যোগ হয়েছে।${toCash.bn}`,
    },
  };
}
