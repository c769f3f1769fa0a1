// npm run db:function -- <module>/<function> [<module>/<function> ...] [--name <migration name>]
//
// Ships the current text of SQL function source files (src/modules/<module>/sql/<function>.sql)
// as a new migration: drizzle-kit writes an empty custom migration (so the journal and snapshots
// stay its own), and this fills it with the files' CREATE OR REPLACE FUNCTION statements.
// Migrations are forward-only, so a changed function is always a new migration copied from its
// source file; functions.test.ts fails until the migrated database matches the files again.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(fileURLToPath(import.meta.url), '../..');
const migrationsDir = path.join(serverDir, 'src/db/migrations');

const args = process.argv.slice(2);
let name;
const functions = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--name') name = args[++i];
  else functions.push(args[i]);
}
if (functions.length === 0) {
  console.error('usage: npm run db:function -- <module>/<function> [...] [--name <migration name>]');
  process.exit(1);
}

const statements = functions.map((spec) => {
  const match = /^([a-z0-9_-]+)\/([a-z0-9_]+?)(?:\.sql)?$/.exec(spec);
  if (!match) throw new Error(`expected <module>/<function>, got ${spec}`);
  const [, module, fn] = match;
  const file = path.join(serverDir, 'src/modules', module, 'sql', `${fn}.sql`);
  if (!existsSync(file)) throw new Error(`no source file ${path.relative(serverDir, file)}`);
  const text = readFileSync(file, 'utf8').trimEnd();
  // One function per file, named as the file: a migration must install what its name says.
  const creates = text.match(/^\s*CREATE\s+OR\s+REPLACE\s+FUNCTION\s+(?:public\.)?(\w+)/gim) ?? [];
  if (creates.length !== 1 || !new RegExp(`\\b${fn}$`, 'i').test(creates[0]))
    throw new Error(`${spec}: the file must hold exactly one CREATE OR REPLACE FUNCTION ${fn}`);
  return `-- From src/modules/${module}/sql/${fn}.sql (npm run db:function).\n${text}\n`;
});

const before = new Set(readdirSync(migrationsDir));
const migrationName =
  name ?? `function_${functions.map((spec) => spec.split('/')[1]).join('_')}`.slice(0, 60);
execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', migrationName], {
  cwd: serverDir,
  stdio: 'inherit',
});
const created = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql') && !before.has(file));
if (created.length !== 1)
  throw new Error(`expected drizzle-kit to write one migration, found: ${created.join(', ')}`);
const migration = path.join(migrationsDir, created[0]);
writeFileSync(migration, statements.join('--> statement-breakpoint\n'));
console.log(`wrote ${path.relative(process.cwd(), migration)} from ${functions.join(', ')}`);
