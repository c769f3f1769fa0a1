/**
 * The completeness report of the player site's languages (issue 22, `npm run i18n:report`): for
 * each language and namespace, which English keys it lacks, which keys it has that English does
 * not, and which texts lost a placeholder or a tag. English is the reference; Bengali and English
 * are the typed sources, every other language a JSON file per namespace (locales/<language>/).
 */

export type Texts = Record<string, string>;

export type LanguageReport = {
  language: string;
  /** Keys of the reference that the language lacks (empty or missing text), by namespace. */
  missing: Record<string, string[]>;
  /** Keys the language has that the reference does not (a renamed or removed key). */
  extra: Record<string, string[]>;
  /** Texts whose {{placeholders}} or <tags> differ from the reference's. */
  broken: Record<string, string[]>;
  total: number;
  translated: number;
};

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const holes = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
const tags = (text: string) =>
  [...text.matchAll(/<\/?(\w+)>/g)]
    .map((match) => match[0])
    .sort()
    .join(',');

/** The plural categories of a language (CLDR), e.g. one/few/many/other for Russian. */
export function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * One language against the reference. A plural pair of the reference (X_one, X_other) asks for the
 * language's own categories (X_few, X_many … as its plural rules have them).
 */
export function reportLanguage(
  language: string,
  reference: Record<string, Texts>,
  texts: Record<string, Texts | undefined>,
): LanguageReport {
  const report: LanguageReport = { language, missing: {}, extra: {}, broken: {}, total: 0, translated: 0 };
  const categories = pluralCategories(language);
  const add = (bucket: Record<string, string[]>, namespace: string, key: string) => {
    bucket[namespace] ??= [];
    bucket[namespace].push(key);
  };
  for (const [namespace, english] of Object.entries(reference)) {
    const own = texts[namespace] ?? {};
    const pluralBases = new Set(
      Object.keys(english)
        .map((key) => PLURAL.exec(key)?.[1])
        .filter(
          (base): base is string =>
            base !== undefined && `${base}_one` in english && `${base}_other` in english,
        ),
    );
    for (const [key, text] of Object.entries(english)) {
      const base = PLURAL.exec(key)?.[1];
      if (base !== undefined && pluralBases.has(base)) {
        if (key !== `${base}_other`) continue;
        for (const category of categories) {
          report.total += 1;
          const value = own[`${base}_${category}`];
          if (typeof value !== 'string' || value.trim() === '')
            add(report.missing, namespace, `${base}_${category}`);
          else report.translated += 1;
        }
        continue;
      }
      report.total += 1;
      const value = own[key];
      if (typeof value !== 'string' || value.trim() === '') {
        add(report.missing, namespace, key);
        continue;
      }
      report.translated += 1;
      if (holes(value) !== holes(text) || tags(value) !== tags(text)) add(report.broken, namespace, key);
    }
    for (const key of Object.keys(own)) {
      const base = PLURAL.exec(key)?.[1];
      if (!(key in english) && !(base !== undefined && pluralBases.has(base)))
        add(report.extra, namespace, key);
    }
  }
  return report;
}

const count = (bucket: Record<string, string[]>) =>
  Object.values(bucket).reduce((sum, keys) => sum + keys.length, 0);

/**
 * The report as text: one line per language, then the keys of anything incomplete (a namespace
 * missing as a whole is named once, with its size).
 */
export function formatReport(
  reports: LanguageReport[],
  names: Record<string, string> = {},
  reference: Record<string, Texts> = {},
): string {
  const lines = ['language                      translated      missing  extra  broken'];
  for (const r of reports) {
    const name = `${r.language} ${names[r.language] ?? ''}`.padEnd(28);
    const share = `${r.translated}/${r.total}`.padStart(10);
    const percent = `${((100 * r.translated) / Math.max(r.total, 1)).toFixed(1)}%`.padStart(7);
    lines.push(
      `${name}${share}${percent} ${String(count(r.missing)).padStart(7)} ${String(count(r.extra)).padStart(6)} ${String(count(r.broken)).padStart(7)}`,
    );
  }
  for (const r of reports) {
    for (const [label, bucket] of [
      ['missing', r.missing],
      ['extra', r.extra],
      ['broken', r.broken],
    ] as const) {
      for (const [namespace, keys] of Object.entries(bucket)) {
        const size = Object.keys(reference[namespace] ?? {}).length;
        const whole = label === 'missing' && size > 0 && keys.length >= size;
        lines.push(
          whole
            ? `${r.language} missing: the whole ${namespace} namespace (${keys.length} texts)`
            : `${r.language} ${label} in ${namespace}: ${keys.join(', ')}`,
        );
      }
    }
  }
  return lines.join('\n');
}
