import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.js';
import { createTestDatabase } from '../test/harness.js';
import { functionSources, parseFunctionDefinition } from './function-source.js';

/**
 * The functions a migrated database holds are exactly the source files under
 * src/modules/<module>/sql: none without a file, no file without its function, and each one
 * as its file says (the body character for character).
 */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

type Installed = { name: string; kind: string; definition: string | null };

/** The public schema's functions that no extension brought (pg_trgm's are the extension's). */
async function installedFunctions(): Promise<Installed[]> {
  const { rows } = await database.executeSql(
    `select p.proname as name, p.prokind as kind,
            case when p.prokind in ('f', 'p') then pg_get_functiondef(p.oid) end as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by p.proname`,
    ['public'],
  );
  return rows as Installed[];
}

describe('SQL function source files', () => {
  it('every installed function has a source file, and every source file a function', async () => {
    const installed = await installedFunctions();
    const names = installed.map((f) => f.name);
    const sources = functionSources();
    expect(installed.filter((f) => f.kind !== 'f' && f.kind !== 'p').map((f) => f.name)).toEqual([]);
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      'overloaded functions',
    ).toEqual([]);
    expect(
      names.filter((name) => !sources.has(name)),
      'functions without a source file',
    ).toEqual([]);
    expect(
      [...sources.keys()].filter((name) => !names.includes(name)),
      'source files without a function',
    ).toEqual([]);
  });

  it('each installed function is what its source file says', async () => {
    const sources = functionSources();
    const differences: string[] = [];
    for (const fn of await installedFunctions()) {
      const source = sources.get(fn.name);
      if (!source || fn.definition === null) continue; // reported by the test above
      const inFile = parseFunctionDefinition(source.text);
      const inDatabase = parseFunctionDefinition(fn.definition);
      for (const part of ['name', 'args', 'returns', 'attributes', 'body'] as const) {
        const a = JSON.stringify(inFile[part]);
        const b = JSON.stringify(inDatabase[part]);
        if (a !== b)
          differences.push(`${source.module}/sql/${fn.name}.sql: ${part} differs${firstDifference(a, b)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('sees a one-character change in a body, and nothing PostgreSQL only reformats', () => {
    const source = `-- why
CREATE OR REPLACE FUNCTION f(p jsonb, at timestamptz, n int) RETURNS TABLE (a bigint, b text)
LANGUAGE sql STABLE
SET plan_cache_mode = force_generic_plan AS $$
  SELECT 1::bigint, 'x'
$$;
`;
    const printed = `CREATE OR REPLACE FUNCTION public.f(p jsonb, at timestamp with time zone, n integer)
 RETURNS TABLE(a bigint, b text)
 LANGUAGE sql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  SELECT 1::bigint, 'x'
$function$
`;
    expect(parseFunctionDefinition(source)).toEqual(parseFunctionDefinition(printed));
    expect(parseFunctionDefinition(source.replace('1::bigint', '2::bigint')).body).not.toBe(
      parseFunctionDefinition(printed).body,
    );
    expect(parseFunctionDefinition(source.replace('STABLE', 'IMMUTABLE')).attributes).not.toEqual(
      parseFunctionDefinition(printed).attributes,
    );
    expect(parseFunctionDefinition(source.replace('n int', 'n bigint')).args).not.toBe(
      parseFunctionDefinition(printed).args,
    );
  });
});

/** Where two texts first differ, with a little context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return ` at character ${i}: source file …${a.slice(Math.max(0, i - 30), i + 30)}… database …${b.slice(Math.max(0, i - 30), i + 30)}…`;
}
