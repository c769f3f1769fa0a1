import { GAME_TYPES, type GameType } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';

/** The products a regulator tells apart: every game type belongs to one. */
export type Product = 'casino' | 'sports' | 'lottery';
export const PRODUCT_OF: Record<GameType, Product> = {
  RNG: 'casino',
  LIVE: 'casino',
  PVP: 'casino',
  FISH: 'casino',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

/**
 * The products a rule set's wagering counts on: each game type whose share (its own, or the
 * default for the types it does not list) is above zero. Unknown type names count as casino.
 */
export function productsCounted(contributions: Record<string, number>, defaultBp: number): Set<Product> {
  const products = new Set<Product>();
  for (const type of GAME_TYPES) if ((contributions[type] ?? defaultBp) > 0) products.add(PRODUCT_OF[type]);
  for (const [type, bp] of Object.entries(contributions))
    if (bp > 0 && !(GAME_TYPES as readonly string[]).includes(type)) products.add('casino');
  return products;
}

/**
 * The configuration checker's single-product rule (site setting PROMOSINGLEPRODUCT): a rule set
 * with wagering contributions must count one product only. Rules without contributions (no
 * wagering) pass.
 */
export function assertSingleProduct(rules: Record<string, unknown>, singleProductOnly: boolean): void {
  if (!singleProductOnly || typeof rules.defaultContributionBp !== 'number') return;
  const contributions = (rules.contributions ?? {}) as Record<string, number>;
  if (productsCounted(contributions, rules.defaultContributionBp).size > 1)
    throw new AppError('PROMOTION_MIXED_PRODUCT', { field: 'rules.contributions' });
}
