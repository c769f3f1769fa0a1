/**
 * Numbers as an operator reads them: grouped thousands in the console's language (Bengali digits
 * and lakh grouping in BN, 1,234,567.50 in EN). Amounts arrive as decimal strings and are never
 * turned into floats: the whole part is formatted as a BigInt, the fraction digit by digit.
 */
const LOCALES: Record<string, string> = { bn: 'bn-BD', en: 'en-US' };
const localeOf = (language: string) => LOCALES[language] ?? 'en-US';

/** A decimal amount string ("1234567.50", "-20.00") grouped; anything else is shown as it came. */
export function formatAmount(text: string, language: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction] = match;
  const locale = localeOf(language);
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole));
  const digit = new Intl.NumberFormat(locale, { useGrouping: false });
  const decimals = fraction ? `.${[...fraction].map((d) => digit.format(Number(d))).join('')}` : '';
  return `${sign}${grouped}${decimals}`;
}

/** An amount with its currency code after it. */
export function formatMoney(text: string, currency: string, language: string): string {
  return `${formatAmount(text, language)} ${currency}`;
}

/** A count (games, players) grouped in the console's language. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
