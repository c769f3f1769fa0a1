import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every SQL function the server keeps in the database has one source file,
 * src/modules/<module>/sql/<name>.sql, holding the single CREATE OR REPLACE FUNCTION that is
 * installed now. Migrations copy a source file's text when a function changes (npm run
 * db:function), and functions.test.ts checks the migrated database against these files.
 */
export const MODULES_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../src/modules');

export type FunctionSource = { module: string; name: string; file: string; text: string };

/** All source files, by function name. */
export function functionSources(modulesDir = MODULES_DIR): Map<string, FunctionSource> {
  const sources = new Map<string, FunctionSource>();
  for (const module of readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, module, 'sql');
    let files: string[];
    try {
      files = readdirSync(dir);
    } catch {
      continue;
    }
    for (const file of files.filter((f) => f.endsWith('.sql')).sort()) {
      const name = file.slice(0, -'.sql'.length);
      const existing = sources.get(name);
      if (existing) throw new Error(`function ${name} has two source files: ${existing.file} and ${file}`);
      sources.set(name, {
        module,
        name,
        file: path.join(dir, file),
        text: readFileSync(path.join(dir, file), 'utf8'),
      });
    }
  }
  return sources;
}

/**
 * A function definition taken apart so that a source file and what pg_get_functiondef prints
 * can be compared: the body (between the dollar quotes) exactly as written, and the header with
 * only what PostgreSQL rewrites when it prints it made equal (schema, spacing, letter case, type
 * aliases, the order of attributes, the attributes it leaves out because they are defaults).
 */
export type FunctionDefinition = {
  name: string;
  args: string;
  returns: string;
  attributes: string[];
  body: string;
};

/** The spellings PostgreSQL prints for the type aliases a source file may use. */
const TYPE_ALIASES: Record<string, string> = {
  timestamptz: 'timestamp with time zone',
  timetz: 'time with time zone',
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  bool: 'boolean',
  float8: 'double precision',
  float4: 'real',
  varchar: 'character varying',
  decimal: 'numeric',
};

/** What pg_get_functiondef leaves out because it is the default (for SQL and PL/pgSQL functions). */
const DEFAULT_ATTRIBUTES = new Set([
  'volatile',
  'called on null input',
  'security invoker',
  'not leakproof',
  'parallel unsafe',
  'cost 100',
]);

const ATTRIBUTE_SYNONYMS: Record<string, string> = {
  'returns null on null input': 'strict',
  'external security definer': 'security definer',
  'external security invoker': 'security invoker',
};

/** Lower-cases and collapses spacing outside quotes; quoted identifiers or strings are kept. */
function canonical(text: string): string {
  if (/["']/.test(text)) throw new Error(`quoted text in a function header is not supported: ${text}`);
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .replace(/,/g, ', ')
    .replace(/\b[a-z0-9_]+\b/g, (word) => TYPE_ALIASES[word] ?? word)
    .trim();
}

/** The closing parenthesis that matches the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new Error(`unbalanced parentheses in: ${text}`);
}

const ATTRIBUTE_START =
  /\s(language|immutable|stable|volatile|strict|called|returns null|security|external|leakproof|not leakproof|parallel|cost|rows|support|set|window|transform)\b/i;

function attributesOf(text: string): string[] {
  const attributes: string[] = [];
  let rest = text.trim();
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = rest.slice(match[0].length).trim();
    return match;
  };
  const setting = /^set\s+([a-z_][a-z0-9_.]*)\s*(?:=|\bto\b)\s*('(?:[^']|'')*'|[^\s']+)/i;
  const keyword =
    /^(language\s+\w+|immutable|stable|volatile|not\s+leakproof|leakproof|strict|called\s+on\s+null\s+input|returns\s+null\s+on\s+null\s+input|(?:external\s+)?security\s+(?:definer|invoker)|parallel\s+\w+|cost\s+\d+|rows\s+\d+|window)\b/i;
  while (rest) {
    const set = take(setting);
    if (set) {
      const value = (set[2] as string).replace(/^'(.*)'$/s, '$1').replace(/''/g, "'");
      attributes.push(`set ${(set[1] as string).toLowerCase()} to ${value}`);
      continue;
    }
    const word = take(keyword);
    if (!word) throw new Error(`cannot read the function attributes at: ${rest}`);
    const attribute = (word[1] as string).toLowerCase().replace(/\s+/g, ' ');
    const named = ATTRIBUTE_SYNONYMS[attribute] ?? attribute;
    if (!DEFAULT_ATTRIBUTES.has(named)) attributes.push(named);
  }
  return attributes.sort();
}

/**
 * Takes apart the one CREATE OR REPLACE FUNCTION in `text` (a source file: comments may come
 * before it, a semicolon after; or pg_get_functiondef's output).
 */
export function parseFunctionDefinition(text: string): FunctionDefinition {
  const start = /^\s*CREATE\s+OR\s+REPLACE\s+FUNCTION\s+/im.exec(text);
  if (!start) throw new Error('no CREATE OR REPLACE FUNCTION found');
  const before = text.slice(0, start.index);
  if (before.split('\n').some((line) => line.trim() && !line.trim().startsWith('--')))
    throw new Error('only comments may come before CREATE OR REPLACE FUNCTION');
  const afterCreate = text.slice(start.index + start[0].length);
  const quote = /\s+AS\s+(\$[A-Za-z_]*\$)/i.exec(afterCreate);
  if (!quote) throw new Error('no dollar-quoted body (AS $$ ... $$) found');
  const tag = quote[1] as string;
  const bodyStart = quote.index + quote[0].length;
  const bodyEnd = afterCreate.indexOf(tag, bodyStart);
  if (bodyEnd < 0) throw new Error(`the body's closing ${tag} is missing`);
  const trailer = afterCreate.slice(bodyEnd + tag.length);
  if (!/^\s*;?\s*$/.test(trailer)) throw new Error(`unexpected text after the function: ${trailer.trim()}`);

  const header = afterCreate.slice(0, quote.index);
  const open = header.indexOf('(');
  if (open < 0) throw new Error('no argument list found');
  const close = closing(header, open);
  const name = canonical(header.slice(0, open)).replace(/^public\./, '');
  const args = canonical(header.slice(open + 1, close));
  let rest = header.slice(close + 1);
  const returns = /^\s*returns\s+/i.exec(rest);
  if (!returns) throw new Error('no RETURNS clause found');
  rest = rest.slice(returns[0].length);
  let returnType: string;
  const table = /^table\s*\(/i.exec(rest);
  if (table) {
    const end = closing(rest, table[0].length - 1);
    returnType = `table${canonical(rest.slice(table[0].length - 1, end + 1))}`;
    rest = rest.slice(end + 1);
  } else {
    const next = ATTRIBUTE_START.exec(rest);
    const end = next ? next.index : rest.length;
    returnType = canonical(rest.slice(0, end));
    rest = rest.slice(end);
  }
  return {
    name,
    args,
    returns: returnType,
    attributes: attributesOf(rest),
    body: afterCreate.slice(bodyStart, bodyEnd),
  };
}
