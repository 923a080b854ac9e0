import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from server/db/schema/. It runs drizzle-kit under tsx,
// whose loader resolves the project's `@shared/…` imports (drizzle-kit's own does not read tsconfig paths).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
