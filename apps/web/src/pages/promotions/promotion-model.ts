import { PROMOTION_CATEGORIES, type PromotionValue } from '@khela/contract';
import { formatMoney, formatNumber } from '../../i18n/format';
import type { SiteLanguage } from '../../stores/language';

/**
 * The promotions page's rules, pure so they are unit-tested: what a card offers its viewer (the
 * spec's activity statuses), the category tabs, a deposit bonus's figures, the body's paragraphs.
 */

export type PromotionCategory = PromotionValue['category'];
export type Viewer = { isLogin: boolean; isTrial: boolean };

/**
 * What the card's action is. The server's status for a member (join, joined, issued, close,
 * coming_soon); for a guest `login` and for a trial player `trial` (the real-account warning),
 * unless the dates alone say it has not started or has ended.
 */
export type PromotionAction =
  | 'login'
  | 'trial'
  | 'join'
  | 'joined'
  | 'issued'
  | 'close'
  | 'coming_soon'
  // an activity application under review, or my last one rejected (decision 0057)
  | 'applying'
  | 'rejected';

export function promotionActionOf(
  promotion: Pick<PromotionValue, 'status' | 'activeFrom' | 'activeUntil'>,
  viewer: Viewer,
  nowMs: number,
): PromotionAction {
  if (promotion.status !== null) return promotion.status;
  if (nowMs < Date.parse(promotion.activeFrom)) return 'coming_soon';
  if (promotion.activeUntil !== null && nowMs >= Date.parse(promotion.activeUntil)) return 'close';
  if (!viewer.isLogin) return 'login';
  // A signed-in player without a status is one the server does not list as a member: a trial
  // account (or one whose member info is still on its way; the server then answers the join).
  return viewer.isTrial ? 'trial' : 'join';
}

/** The badge beside the title: an action that may still join reads as "open". */
export type PromotionBadge = 'open' | 'joined' | 'issued' | 'close' | 'coming_soon' | 'applying' | 'rejected';

export function badgeOf(action: PromotionAction): PromotionBadge {
  return action === 'login' || action === 'trial' || action === 'join' ? 'open' : action;
}

export type CategoryTab = 'all' | PromotionCategory;

/** The tabs: All, then each category that has a promotion, in the contract's order. */
export function categoryTabsOf(list: readonly Pick<PromotionValue, 'category'>[]): CategoryTab[] {
  const present = new Set(list.map((promotion) => promotion.category));
  return ['all', ...PROMOTION_CATEGORIES.filter((category) => present.has(category))];
}

export function inCategory<P extends Pick<PromotionValue, 'category'>>(
  list: readonly P[],
  tab: CategoryTab,
): P[] {
  return tab === 'all' ? [...list] : list.filter((promotion) => promotion.category === tab);
}

/** A deposit bonus's rules as the card shows them (the contract's DepositBonusRules). */
export type DepositFigures = {
  percentBp: number;
  cap: string;
  minDeposit: string;
  wageringMultiple: number;
  wageringBase: 'bonus' | 'deposit_bonus';
  lockDeposit: boolean;
  maxStake: string | null;
  expiresInDays: number;
};

const DECIMAL = /^\d+(\.\d+)?$/;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL.test(value);

/**
 * The figures of a first-deposit or reload bonus, or null for another kind or rules of another
 * shape (the card then shows its text only). Checked by hand: the page ships no schema library.
 */
export function depositFiguresOf(promotion: Pick<PromotionValue, 'kind' | 'rules'>): DepositFigures | null {
  if (promotion.kind !== 'first_deposit' && promotion.kind !== 'reload') return null;
  const r = promotion.rules;
  const base = r.wageringBase;
  if (
    !isCount(r.percentBp) ||
    !isDecimal(r.cap) ||
    !isDecimal(r.minDeposit) ||
    !isCount(r.wageringMultiple) ||
    (base !== 'bonus' && base !== 'deposit_bonus') ||
    typeof r.lockDeposit !== 'boolean' ||
    !isCount(r.expiresInDays) ||
    (r.maxStake !== undefined && !isDecimal(r.maxStake))
  )
    return null;
  return {
    percentBp: r.percentBp,
    cap: r.cap,
    minDeposit: r.minDeposit,
    wageringMultiple: r.wageringMultiple,
    wageringBase: base,
    lockDeposit: r.lockDeposit,
    maxStake: r.maxStake ?? null,
    expiresInDays: r.expiresInDays,
  };
}

/** Basis points as a percentage for people: 10000 → "100%", 1250 → "12.5%" (digits of the language). */
export function percentText(percentBp: number, language: SiteLanguage): string {
  return formatNumber(percentBp / 10_000, language, { style: 'percent', maximumFractionDigits: 2 });
}

const WHOLE = /^(\d+)(?:\.0+)?$/;

/**
 * An amount in a headline figure: whole amounts without their zero fraction ("৳500"), any other
 * with the currency's usual digits ("৳99.50"). Exact: the whole part goes to Intl as a bigint.
 */
export function shortMoney(amount: string, currency: string, language: SiteLanguage): string {
  const whole = WHOLE.exec(amount.trim());
  if (!whole?.[1]) return formatMoney(amount, currency, language);
  return formatNumber(BigInt(whole[1]), language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/** The body's paragraphs (separated by blank lines), each trimmed; empty ones dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Longer than this, a lone paragraph is cut to its first lines until the card is opened. */
export const SHORT_BODY_CHARS = 140;

/** Whether the body has more to show than its first, short paragraph (the card gets a toggle). */
export function bodyExpands(paragraphs: readonly string[]): boolean {
  return paragraphs.length > 1 || (paragraphs[0]?.length ?? 0) > SHORT_BODY_CHARS;
}

/** The promotion a `#id` in the address names, when the list has it. */
export function targetOf(hash: string, list: readonly Pick<PromotionValue, 'id'>[]): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  return id !== '' && list.some((promotion) => promotion.id === id) ? id : null;
}
