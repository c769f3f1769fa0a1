import { defineConfig } from 'drizzle-kit';

// Each module owns its tables in <domain>.tables.ts; migrations are generated from all of them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/*.tables.ts',
  out: './src/db/migrations',
});
