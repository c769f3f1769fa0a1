import { type BonusValue, type BoPromotionValue, PROMOTION_KINDS, type PromotionKind } from '@khela/contract';
import type { MessageKey } from '../../messages';
import { formatAmount } from '../../numbers';

/** The promotions' codes as the console names them (kinds, categories, statuses), and short summaries. */

export const KIND_LABEL: Record<PromotionKind, MessageKey> = {
  first_deposit: 'pr_kind_first_deposit',
  reload: 'pr_kind_reload',
  rebate: 'pr_kind_rebate',
  referral: 'pr_kind_referral',
  red_envelope: 'pr_kind_red_envelope',
  raffle: 'pr_kind_raffle',
  activity: 'pr_kind_activity',
};

export const CATEGORY_LABEL: Record<BoPromotionValue['category'], MessageKey> = {
  deposit: 'pr_category_deposit',
  rebate: 'pr_category_rebate',
  referral: 'pr_category_referral',
  events: 'pr_category_events',
  vip: 'pr_category_vip',
};

export const STATUS_LABEL: Record<BoPromotionValue['status'], MessageKey> = {
  draft: 'pr_status_draft',
  published: 'pr_status_published',
  archived: 'pr_status_archived',
};
export const STATUS_BADGE: Record<BoPromotionValue['status'], string> = {
  draft: 'badge--warn',
  published: 'badge--ok',
  archived: '',
};
export const PROMOTION_STATUSES = Object.keys(STATUS_LABEL) as BoPromotionValue['status'][];

export const BONUS_STATUS_LABEL: Record<BonusValue['status'], MessageKey> = {
  active: 'pr_bonus_active',
  completed: 'pr_bonus_completed',
  expired: 'pr_bonus_expired',
  forfeited: 'pr_bonus_forfeited',
  lost: 'pr_bonus_lost',
};
export const BONUS_STATUS_BADGE: Record<BonusValue['status'], string> = {
  active: 'badge--ok',
  completed: '',
  expired: 'badge--bad',
  forfeited: 'badge--bad',
  lost: '',
};

/** A bonus's source: a promotion kind, "manual", or a code the console does not know yet as it came. */
export function sourceName(source: string, t: (key: MessageKey) => string): string {
  if (source === 'manual') return t('pr_source_manual');
  const kind = PROMOTION_KINDS.find((item) => item === source);
  return kind ? t(KIND_LABEL[kind]) : source;
}

/** A percentage of basis points in the console language: 10000 → "100%", 1250 → "12.5%". */
export function formatPercent(bp: number, language: string): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

/** A deposit bonus in one line ("100% up to 5,000.00 · min. deposit 500.00 · 35× the bonus"); '' for other kinds. */
export function rulesSummary(
  promotion: Pick<BoPromotionValue, 'kind' | 'rules'>,
  t: (key: MessageKey) => string,
  language: string,
): string {
  const r = promotion.rules;
  if (typeof r.percentBp !== 'number' || typeof r.cap !== 'string' || typeof r.minDeposit !== 'string')
    return '';
  return t('pr_summary')
    .replace('{percent}', formatPercent(r.percentBp, language))
    .replace('{cap}', formatAmount(r.cap, language))
    .replace('{min}', formatAmount(r.minDeposit, language))
    .replace('{multiple}', String(r.wageringMultiple ?? 0))
    .replace('{base}', t(r.wageringBase === 'deposit_bonus' ? 'pr_base_deposit_bonus' : 'pr_base_bonus'));
}

/** A message with its {name} placeholders filled in. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
