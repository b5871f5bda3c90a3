import { defineConfig } from 'drizzle-kit';

// `npm run generate -w @fokus/db` diffs src/schema against the last snapshot in migrations/meta and
// writes the next migration. No database connection is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
});
