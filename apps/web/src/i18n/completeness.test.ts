import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_LANGUAGE_TABLE } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { formatReport, type LanguageReport, reportLanguage, type Texts } from './completeness';

/**
 * The languages' completeness (issue 22). `npm run i18n:report` runs this file and prints the
 * report. The suite fails on a key missing in Bengali or English, on a file that is not a flat
 * JSON object of texts, and on any language's text that lost a placeholder or tag or has a key
 * English does not; a key another language lacks is listed (it falls back to English).
 */
const LOCALES = path.resolve(import.meta.dirname, 'locales');
const english = Object.fromEntries(Object.entries(CATALOG).map(([ns, sets]) => [ns, sets.en]));
const bengali = Object.fromEntries(Object.entries(CATALOG).map(([ns, sets]) => [ns, sets.bn]));
const others = SITE_LANGUAGE_TABLE.map((entry) => entry.code.toLowerCase()).filter(
  (code) => code !== 'bn' && code !== 'en',
);

function readLocale(language: string): Record<string, Texts | undefined> {
  const texts: Record<string, Texts | undefined> = {};
  for (const namespace of Object.keys(CATALOG)) {
    const file = path.join(LOCALES, language, `${namespace}.json`);
    if (!existsSync(file)) continue;
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`${file} is not a JSON object`);
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value !== 'string') throw new Error(`${file}: ${key} is not a text`);
    }
    texts[namespace] = parsed as Texts;
  }
  return texts;
}

const reports: LanguageReport[] = [
  reportLanguage('bn', english, bengali),
  reportLanguage('en', english, english),
  ...others.map((language) => reportLanguage(language, english, readLocale(language))),
];

describe('the languages of the player site', () => {
  it('prints the completeness report', () => {
    const names = Object.fromEntries(
      SITE_LANGUAGE_TABLE.map((entry) => [entry.code.toLowerCase(), entry.english]),
    );
    console.info(
      `\ni18n completeness (reference: English, ${reports[1]?.total} texts)\n${formatReport(reports, names, english)}\n`,
    );
    expect(reports).toHaveLength(SITE_LANGUAGE_TABLE.length);
  });

  it('has every key in Bengali and English', () => {
    for (const report of reports.slice(0, 2)) {
      expect(report.missing, `${report.language} lacks keys`).toEqual({});
      expect(report.extra, `${report.language} has keys English lacks`).toEqual({});
    }
  });

  it('keeps every placeholder and tag, and no key English does not have, in every language', () => {
    for (const report of reports) {
      expect(report.broken, `${report.language}: texts with other placeholders or tags`).toEqual({});
      expect(report.extra, `${report.language}: keys English does not have`).toEqual({});
    }
  });

  it('reads a locale file for no namespace the catalogue lacks', () => {
    for (const language of others) {
      const dir = path.join(LOCALES, language);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        expect(Object.keys(CATALOG), `${language}/${file}`).toContain(file.replace(/\.json$/, ''));
      }
    }
  });
});

describe('reportLanguage', () => {
  const reference = {
    ns: {
      a: 'Hello {{name}}',
      b: 'Read <terms>this</terms>',
      n_one: '{{count}} day',
      n_other: '{{count}} days',
    },
  };
  it('counts missing, extra and broken texts and asks for the language own plural forms', () => {
    const report = reportLanguage('ru', reference, {
      ns: { a: 'Привет', c: 'extra', n_one: '{{count}} день', n_few: '{{count}} дня' },
    });
    expect(report.missing).toEqual({ ns: ['b', 'n_many', 'n_other'] });
    expect(report.extra).toEqual({ ns: ['c'] });
    expect(report.broken).toEqual({ ns: ['a'] });
    expect(report.total).toBe(6);
    expect(report.translated).toBe(3);
  });

  it('finds a complete language complete (Japanese has one plural form)', () => {
    const report = reportLanguage('ja', reference, {
      ns: { a: '{{name}}さん', b: '<terms>これ</terms>を読む', n_other: '{{count}}日' },
    });
    expect(report.missing).toEqual({});
    expect(report.translated).toBe(report.total);
  });
});
