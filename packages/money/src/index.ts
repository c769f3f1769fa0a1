/**
 * @khela/money — amounts as bigint minor units (ARCHITECTURE "Money and the ledger").
 * Parse text at the edge, compute with named rounding, print with `toDecimalString` on the wire
 * and `formatMoney` for people. Nothing here touches a float.
 */
export {
  MAX_AMOUNT_MINOR,
  type ParseAmountOptions,
  parseAmount,
  toDecimalString,
  tryParseAmount,
} from './amount.js';
export {
  abs,
  allocate,
  BASIS_POINTS_PER_WHOLE,
  compare,
  divide,
  MAX_ALLOCATION_PARTS,
  max,
  min,
  mulRatio,
  percentOf,
  type Rounding,
  sum,
} from './arithmetic.js';
export {
  type Currency,
  type CurrencyCode,
  type CurrencyRef,
  currencyCodeOr,
  currencyOf,
  DEFAULT_CURRENCY_CODE,
  isCurrencyCode,
  listCurrencies,
  resolveCurrency,
} from './currency.js';
export { MAX_DECIMAL_TEXT_LENGTH, type ParseResult } from './decimal.js';
export { MoneyError, type MoneyErrorReason } from './errors.js';
export { type FormatMoneyOptions, formatMoney } from './format.js';
export {
  formatOdds,
  MAX_ODDS_SCALED,
  MIN_ODDS_SCALED,
  ODDS_SCALE,
  parseOdds,
  payoutFor,
  tryParseOdds,
} from './odds.js';
