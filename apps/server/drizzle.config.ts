import { defineConfig } from 'drizzle-kit';

// Each module (and platform piece) owns its tables in <name>.tables.ts; migrations are generated from all.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts'],
  out: './src/db/migrations',
});
