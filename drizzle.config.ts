import { defineConfig } from 'drizzle-kit';

// drizzle-kit is used only to generate SQL migrations; they are applied in code (backend/db/migrate.ts)
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema.ts',
  out: './backend/db/migrations',
});
